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
    uint l_mut_1692_ = 0u;
    uint l_mut_2006_ = 0u;
    uint l_mut_2011_ = 0u;
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
    uint l_mut_766_ = 0u;
    uint l_mut_771_ = 0u;
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
    uint l_mut_764_ = 0u;
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
    uint l_mut_896_ = 0u;
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
    uint l_mut_993_ = 0u;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    uint l_mut_1076_ = 0u;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    uint l_mut_1686_ = 0u;
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
    uint l_mut_1795_ = 0u;
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
    uint l_mut_1922_ = 0u;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    uint l_mut_2004_ = 0u;
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
    uint l_mut_2136_ = 0u;
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
    uint l_mut_2233_ = 0u;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    uint l_mut_2317_ = 0u;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    uint l_mut_2551_ = 0u;
    uint l_mut_2558_ = 0u;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2874_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2875_ = (l_2874_ * 1u);
        uint l_2876_ = (l_2875_ - 1u);
        uint l_2877_ = min(3u, l_2876_);
        uint _e71 = atomicAdd(_group_0_binding_5_cs[l_2877_], 1u);
    }
    uint l_2790_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2791_ = (l_2790_ * 1u);
    bool l_2792_ = (0u < l_2791_);
    uint l_2793_ = (l_2791_ - 1u);
    uint l_2794_ = min(0u, l_2793_);
    uint l_2795_ = _group_0_binding_3_cs[l_2794_];
    uint l_4_ = (l_2792_ ? l_2795_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2797_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2798_ = (l_2797_ * 1u);
    bool l_2799_ = (l_6_ < l_2798_);
    uint l_2800_ = (l_2798_ - 1u);
    uint l_2801_ = min(l_6_, l_2800_);
    uint l_2802_ = _group_0_binding_3_cs[l_2801_];
    uint l_7_ = (l_2799_ ? l_2802_ : 0u);
    uint l_2804_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2805_ = (l_2804_ * 1u);
    bool l_2806_ = (2u < l_2805_);
    uint l_2807_ = (l_2805_ - 1u);
    uint l_2808_ = min(2u, l_2807_);
    uint l_2809_ = _group_0_binding_3_cs[l_2808_];
    uint l_9_ = (l_2806_ ? l_2809_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2811_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2812_ = (l_2811_ * 1u);
    bool l_2813_ = (l_11_ < l_2812_);
    uint l_2814_ = (l_2812_ - 1u);
    uint l_2815_ = min(l_11_, l_2814_);
    uint l_2816_ = _group_0_binding_3_cs[l_2815_];
    uint l_12_ = (l_2813_ ? l_2816_ : 0u);
    uint l_2818_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2819_ = (l_2818_ * 1u);
    bool l_2820_ = (4u < l_2819_);
    uint l_2821_ = (l_2819_ - 1u);
    uint l_2822_ = min(4u, l_2821_);
    uint l_2823_ = _group_0_binding_3_cs[l_2822_];
    uint l_14_ = (l_2820_ ? l_2823_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2825_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2826_ = (l_2825_ * 1u);
    bool l_2827_ = (l_16_ < l_2826_);
    uint l_2828_ = (l_2826_ - 1u);
    uint l_2829_ = min(l_16_, l_2828_);
    uint l_2830_ = _group_0_binding_3_cs[l_2829_];
    uint l_17_ = (l_2827_ ? l_2830_ : 0u);
    uint l_2832_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2833_ = (l_2832_ * 1u);
    bool l_2834_ = (6u < l_2833_);
    uint l_2835_ = (l_2833_ - 1u);
    uint l_2836_ = min(6u, l_2835_);
    uint l_2837_ = _group_0_binding_3_cs[l_2836_];
    uint l_19_ = (l_2834_ ? l_2837_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2839_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2840_ = (l_2839_ * 1u);
    bool l_2841_ = (l_21_ < l_2840_);
    uint l_2842_ = (l_2840_ - 1u);
    uint l_2843_ = min(l_21_, l_2842_);
    uint l_2844_ = _group_0_binding_3_cs[l_2843_];
    uint l_22_ = (l_2841_ ? l_2844_ : 0u);
    uint l_2846_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2847_ = (l_2846_ * 1u);
    bool l_2848_ = (8u < l_2847_);
    uint l_2849_ = (l_2847_ - 1u);
    uint l_2850_ = min(8u, l_2849_);
    uint l_2851_ = _group_0_binding_3_cs[l_2850_];
    uint l_24_ = (l_2848_ ? l_2851_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2853_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2854_ = (l_2853_ * 1u);
    bool l_2855_ = (l_26_ < l_2854_);
    uint l_2856_ = (l_2854_ - 1u);
    uint l_2857_ = min(l_26_, l_2856_);
    uint l_2858_ = _group_0_binding_3_cs[l_2857_];
    uint l_27_ = (l_2855_ ? l_2858_ : 0u);
    uint l_2860_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2861_ = (l_2860_ * 1u);
    bool l_2862_ = (10u < l_2861_);
    uint l_2863_ = (l_2861_ - 1u);
    uint l_2864_ = min(10u, l_2863_);
    uint l_2865_ = _group_0_binding_3_cs[l_2864_];
    uint l_29_ = (l_2862_ ? l_2865_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2867_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2868_ = (l_2867_ * 1u);
    bool l_2869_ = (l_31_ < l_2868_);
    uint l_2870_ = (l_2868_ - 1u);
    uint l_2871_ = min(l_31_, l_2870_);
    uint l_2872_ = _group_0_binding_3_cs[l_2871_];
    uint l_32_ = (l_2869_ ? l_2872_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2879_ = (id & 65535u);
    uint l_2880_ = (id >> 16u);
    uint l_2881_ = (l_2880_ & 65535u);
    uint l_2882_ = (l_4_ & 65535u);
    uint l_2883_ = (l_4_ >> 16u);
    uint l_2884_ = (l_2883_ & 65535u);
    uint l_2885_ = (l_2879_ * l_2882_);
    uint l_2886_ = (l_2881_ * l_2882_);
    uint l_2887_ = (l_2879_ * l_2884_);
    uint l_2888_ = (l_2881_ * l_2884_);
    uint l_2889_ = (l_2885_ >> 16u);
    uint l_2890_ = (l_2889_ & 65535u);
    uint l_2891_ = (l_2886_ & 65535u);
    uint l_2892_ = (l_2890_ + l_2891_);
    uint l_2893_ = (l_2887_ & 65535u);
    uint l_2894_ = (l_2892_ + l_2893_);
    uint l_2895_ = (l_2886_ >> 16u);
    uint l_2896_ = (l_2895_ & 65535u);
    uint l_2897_ = (l_2888_ + l_2896_);
    uint l_2898_ = (l_2887_ >> 16u);
    uint l_2899_ = (l_2898_ & 65535u);
    uint l_2900_ = (l_2897_ + l_2899_);
    uint l_2901_ = (l_2894_ >> 16u);
    uint l_2902_ = (l_2901_ & 65535u);
    uint l_37_ = (l_2900_ + l_2902_);
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
        uint l_2904_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2905_ = (l_2904_ * 1u);
        bool l_2906_ = (l_58_ < l_2905_);
        uint l_2907_ = (l_2905_ - 1u);
        uint l_2908_ = min(l_58_, l_2907_);
        uint l_2909_ = _group_0_binding_0_cs[l_2908_];
        uint l_59_ = (l_2906_ ? l_2909_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2911_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2912_ = (l_2911_ * 1u);
        bool l_2913_ = (l_61_ < l_2912_);
        uint l_2914_ = (l_2912_ - 1u);
        uint l_2915_ = min(l_61_, l_2914_);
        uint l_2916_ = _group_0_binding_0_cs[l_2915_];
        uint l_62_ = (l_2913_ ? l_2916_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2918_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2919_ = (l_2918_ * 1u);
        bool l_2920_ = (l_63_ < l_2919_);
        uint l_2921_ = (l_2919_ - 1u);
        uint l_2922_ = min(l_63_, l_2921_);
        uint l_2923_ = _group_0_binding_1_cs[l_2922_];
        uint l_64_ = (l_2920_ ? l_2923_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2925_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2926_ = (l_2925_ * 1u);
        bool l_2927_ = (l_66_ < l_2926_);
        uint l_2928_ = (l_2926_ - 1u);
        uint l_2929_ = min(l_66_, l_2928_);
        uint l_2930_ = _group_0_binding_1_cs[l_2929_];
        uint l_67_ = (l_2927_ ? l_2930_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2932_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2933_ = (l_2932_ * 1u);
        bool l_2934_ = (l_68_ < l_2933_);
        uint l_2935_ = (l_2933_ - 1u);
        uint l_2936_ = min(l_68_, l_2935_);
        uint l_2937_ = _group_0_binding_2_cs[l_2936_];
        uint l_69_ = (l_2934_ ? l_2937_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2939_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2940_ = (l_2939_ * 1u);
        bool l_2941_ = (l_71_ < l_2940_);
        uint l_2942_ = (l_2940_ - 1u);
        uint l_2943_ = min(l_71_, l_2942_);
        uint l_2944_ = _group_0_binding_2_cs[l_2943_];
        uint l_72_ = (l_2941_ ? l_2944_ : 0u);
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
        uint l_2946_ = (_e489 & 65535u);
        uint _e492 = l_mut_40_;
        uint l_2947_ = (_e492 >> 16u);
        uint l_2948_ = (l_2947_ & 65535u);
        uint l_2949_ = (l_4_ & 65535u);
        uint l_2950_ = (l_4_ >> 16u);
        uint l_2951_ = (l_2950_ & 65535u);
        uint l_2952_ = (l_2946_ * l_2949_);
        uint l_2953_ = (l_2948_ * l_2949_);
        uint l_2954_ = (l_2946_ * l_2951_);
        uint l_2955_ = (l_2948_ * l_2951_);
        uint l_2956_ = (l_2952_ >> 16u);
        uint l_2957_ = (l_2956_ & 65535u);
        uint l_2958_ = (l_2953_ & 65535u);
        uint l_2959_ = (l_2957_ + l_2958_);
        uint l_2960_ = (l_2954_ & 65535u);
        uint l_2961_ = (l_2959_ + l_2960_);
        uint l_2962_ = (l_2953_ >> 16u);
        uint l_2963_ = (l_2962_ & 65535u);
        uint l_2964_ = (l_2955_ + l_2963_);
        uint l_2965_ = (l_2954_ >> 16u);
        uint l_2966_ = (l_2965_ & 65535u);
        uint l_2967_ = (l_2964_ + l_2966_);
        uint l_2968_ = (l_2961_ >> 16u);
        uint l_2969_ = (l_2968_ & 65535u);
        uint l_83_ = (l_2967_ + l_2969_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e533 = l_mut_75_;
        uint l_2971_ = (_e533 & 65535u);
        uint _e536 = l_mut_75_;
        uint l_2972_ = (_e536 >> 16u);
        uint l_2973_ = (l_2972_ & 65535u);
        uint l_2974_ = (l_4_ & 65535u);
        uint l_2975_ = (l_4_ >> 16u);
        uint l_2976_ = (l_2975_ & 65535u);
        uint l_2977_ = (l_2971_ * l_2974_);
        uint l_2978_ = (l_2973_ * l_2974_);
        uint l_2979_ = (l_2971_ * l_2976_);
        uint l_2980_ = (l_2973_ * l_2976_);
        uint l_2981_ = (l_2977_ >> 16u);
        uint l_2982_ = (l_2981_ & 65535u);
        uint l_2983_ = (l_2978_ & 65535u);
        uint l_2984_ = (l_2982_ + l_2983_);
        uint l_2985_ = (l_2979_ & 65535u);
        uint l_2986_ = (l_2984_ + l_2985_);
        uint l_2987_ = (l_2978_ >> 16u);
        uint l_2988_ = (l_2987_ & 65535u);
        uint l_2989_ = (l_2980_ + l_2988_);
        uint l_2990_ = (l_2979_ >> 16u);
        uint l_2991_ = (l_2990_ & 65535u);
        uint l_2992_ = (l_2989_ + l_2991_);
        uint l_2993_ = (l_2986_ >> 16u);
        uint l_2994_ = (l_2993_ & 65535u);
        uint l_85_ = (l_2992_ + l_2994_);
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
            uint l_2996_ = (_e654 & 65535u);
            uint _e657 = l_mut_90_;
            uint l_2997_ = (_e657 >> 16u);
            uint l_2998_ = (l_2997_ & 65535u);
            uint l_2999_ = (l_123_ & 65535u);
            uint l_3000_ = (l_123_ >> 16u);
            uint l_3001_ = (l_3000_ & 65535u);
            uint l_3002_ = (l_2996_ * l_2999_);
            uint l_3003_ = (l_2998_ * l_2999_);
            uint l_3004_ = (l_2996_ * l_3001_);
            uint l_3005_ = (l_2998_ * l_3001_);
            uint l_3006_ = (l_3002_ >> 16u);
            uint l_3007_ = (l_3006_ & 65535u);
            uint l_3008_ = (l_3003_ & 65535u);
            uint l_3009_ = (l_3007_ + l_3008_);
            uint l_3010_ = (l_3004_ & 65535u);
            uint l_3011_ = (l_3009_ + l_3010_);
            uint l_3012_ = (l_3003_ >> 16u);
            uint l_3013_ = (l_3012_ & 65535u);
            uint l_3014_ = (l_3005_ + l_3013_);
            uint l_3015_ = (l_3004_ >> 16u);
            uint l_3016_ = (l_3015_ & 65535u);
            uint l_3017_ = (l_3014_ + l_3016_);
            uint l_3018_ = (l_3011_ >> 16u);
            uint l_3019_ = (l_3018_ & 65535u);
            uint l_133_ = (l_3017_ + l_3019_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e698 = l_mut_75_;
            uint l_3021_ = (_e698 & 65535u);
            uint _e701 = l_mut_75_;
            uint l_3022_ = (_e701 >> 16u);
            uint l_3023_ = (l_3022_ & 65535u);
            uint l_3024_ = (l_123_ & 65535u);
            uint l_3025_ = (l_123_ >> 16u);
            uint l_3026_ = (l_3025_ & 65535u);
            uint l_3027_ = (l_3021_ * l_3024_);
            uint l_3028_ = (l_3023_ * l_3024_);
            uint l_3029_ = (l_3021_ * l_3026_);
            uint l_3030_ = (l_3023_ * l_3026_);
            uint l_3031_ = (l_3027_ >> 16u);
            uint l_3032_ = (l_3031_ & 65535u);
            uint l_3033_ = (l_3028_ & 65535u);
            uint l_3034_ = (l_3032_ + l_3033_);
            uint l_3035_ = (l_3029_ & 65535u);
            uint l_3036_ = (l_3034_ + l_3035_);
            uint l_3037_ = (l_3028_ >> 16u);
            uint l_3038_ = (l_3037_ & 65535u);
            uint l_3039_ = (l_3030_ + l_3038_);
            uint l_3040_ = (l_3029_ >> 16u);
            uint l_3041_ = (l_3040_ & 65535u);
            uint l_3042_ = (l_3039_ + l_3041_);
            uint l_3043_ = (l_3036_ >> 16u);
            uint l_3044_ = (l_3043_ & 65535u);
            uint l_135_ = (l_3042_ + l_3044_);
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
            uint l_3046_ = (_e807 & 65535u);
            uint _e810 = l_mut_151_;
            uint l_3047_ = (_e810 >> 16u);
            uint l_3048_ = (l_3047_ & 65535u);
            uint l_3049_ = (l_4_ & 65535u);
            uint l_3050_ = (l_4_ >> 16u);
            uint l_3051_ = (l_3050_ & 65535u);
            uint l_3052_ = (l_3046_ * l_3049_);
            uint l_3053_ = (l_3048_ * l_3049_);
            uint l_3054_ = (l_3046_ * l_3051_);
            uint l_3055_ = (l_3048_ * l_3051_);
            uint l_3056_ = (l_3052_ >> 16u);
            uint l_3057_ = (l_3056_ & 65535u);
            uint l_3058_ = (l_3053_ & 65535u);
            uint l_3059_ = (l_3057_ + l_3058_);
            uint l_3060_ = (l_3054_ & 65535u);
            uint l_3061_ = (l_3059_ + l_3060_);
            uint l_3062_ = (l_3053_ >> 16u);
            uint l_3063_ = (l_3062_ & 65535u);
            uint l_3064_ = (l_3055_ + l_3063_);
            uint l_3065_ = (l_3054_ >> 16u);
            uint l_3066_ = (l_3065_ & 65535u);
            uint l_3067_ = (l_3064_ + l_3066_);
            uint l_3068_ = (l_3061_ >> 16u);
            uint l_3069_ = (l_3068_ & 65535u);
            uint l_174_ = (l_3067_ + l_3069_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e851 = l_mut_145_;
            uint l_3071_ = (_e851 & 65535u);
            uint _e854 = l_mut_145_;
            uint l_3072_ = (_e854 >> 16u);
            uint l_3073_ = (l_3072_ & 65535u);
            uint l_3074_ = (l_4_ & 65535u);
            uint l_3075_ = (l_4_ >> 16u);
            uint l_3076_ = (l_3075_ & 65535u);
            uint l_3077_ = (l_3071_ * l_3074_);
            uint l_3078_ = (l_3073_ * l_3074_);
            uint l_3079_ = (l_3071_ * l_3076_);
            uint l_3080_ = (l_3073_ * l_3076_);
            uint l_3081_ = (l_3077_ >> 16u);
            uint l_3082_ = (l_3081_ & 65535u);
            uint l_3083_ = (l_3078_ & 65535u);
            uint l_3084_ = (l_3082_ + l_3083_);
            uint l_3085_ = (l_3079_ & 65535u);
            uint l_3086_ = (l_3084_ + l_3085_);
            uint l_3087_ = (l_3078_ >> 16u);
            uint l_3088_ = (l_3087_ & 65535u);
            uint l_3089_ = (l_3080_ + l_3088_);
            uint l_3090_ = (l_3079_ >> 16u);
            uint l_3091_ = (l_3090_ & 65535u);
            uint l_3092_ = (l_3089_ + l_3091_);
            uint l_3093_ = (l_3086_ >> 16u);
            uint l_3094_ = (l_3093_ & 65535u);
            uint l_176_ = (l_3092_ + l_3094_);
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
            uint l_3096_ = (_e930 & 65535u);
            uint _e933 = l_mut_151_;
            uint l_3097_ = (_e933 >> 16u);
            uint l_3098_ = (l_3097_ & 65535u);
            uint l_3099_ = (l_4_ & 65535u);
            uint l_3100_ = (l_4_ >> 16u);
            uint l_3101_ = (l_3100_ & 65535u);
            uint l_3102_ = (l_3096_ * l_3099_);
            uint l_3103_ = (l_3098_ * l_3099_);
            uint l_3104_ = (l_3096_ * l_3101_);
            uint l_3105_ = (l_3098_ * l_3101_);
            uint l_3106_ = (l_3102_ >> 16u);
            uint l_3107_ = (l_3106_ & 65535u);
            uint l_3108_ = (l_3103_ & 65535u);
            uint l_3109_ = (l_3107_ + l_3108_);
            uint l_3110_ = (l_3104_ & 65535u);
            uint l_3111_ = (l_3109_ + l_3110_);
            uint l_3112_ = (l_3103_ >> 16u);
            uint l_3113_ = (l_3112_ & 65535u);
            uint l_3114_ = (l_3105_ + l_3113_);
            uint l_3115_ = (l_3104_ >> 16u);
            uint l_3116_ = (l_3115_ & 65535u);
            uint l_3117_ = (l_3114_ + l_3116_);
            uint l_3118_ = (l_3111_ >> 16u);
            uint l_3119_ = (l_3118_ & 65535u);
            uint l_201_ = (l_3117_ + l_3119_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e974 = l_mut_145_;
            uint l_3121_ = (_e974 & 65535u);
            uint _e977 = l_mut_145_;
            uint l_3122_ = (_e977 >> 16u);
            uint l_3123_ = (l_3122_ & 65535u);
            uint l_3124_ = (l_4_ & 65535u);
            uint l_3125_ = (l_4_ >> 16u);
            uint l_3126_ = (l_3125_ & 65535u);
            uint l_3127_ = (l_3121_ * l_3124_);
            uint l_3128_ = (l_3123_ * l_3124_);
            uint l_3129_ = (l_3121_ * l_3126_);
            uint l_3130_ = (l_3123_ * l_3126_);
            uint l_3131_ = (l_3127_ >> 16u);
            uint l_3132_ = (l_3131_ & 65535u);
            uint l_3133_ = (l_3128_ & 65535u);
            uint l_3134_ = (l_3132_ + l_3133_);
            uint l_3135_ = (l_3129_ & 65535u);
            uint l_3136_ = (l_3134_ + l_3135_);
            uint l_3137_ = (l_3128_ >> 16u);
            uint l_3138_ = (l_3137_ & 65535u);
            uint l_3139_ = (l_3130_ + l_3138_);
            uint l_3140_ = (l_3129_ >> 16u);
            uint l_3141_ = (l_3140_ & 65535u);
            uint l_3142_ = (l_3139_ + l_3141_);
            uint l_3143_ = (l_3136_ >> 16u);
            uint l_3144_ = (l_3143_ & 65535u);
            uint l_203_ = (l_3142_ + l_3144_);
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
            uint l_3146_ = (_e1053 & 65535u);
            uint _e1056 = l_mut_40_;
            uint l_3147_ = (_e1056 >> 16u);
            uint l_3148_ = (l_3147_ & 65535u);
            uint l_3149_ = (l_4_ & 65535u);
            uint l_3150_ = (l_4_ >> 16u);
            uint l_3151_ = (l_3150_ & 65535u);
            uint l_3152_ = (l_3146_ * l_3149_);
            uint l_3153_ = (l_3148_ * l_3149_);
            uint l_3154_ = (l_3146_ * l_3151_);
            uint l_3155_ = (l_3148_ * l_3151_);
            uint l_3156_ = (l_3152_ >> 16u);
            uint l_3157_ = (l_3156_ & 65535u);
            uint l_3158_ = (l_3153_ & 65535u);
            uint l_3159_ = (l_3157_ + l_3158_);
            uint l_3160_ = (l_3154_ & 65535u);
            uint l_3161_ = (l_3159_ + l_3160_);
            uint l_3162_ = (l_3153_ >> 16u);
            uint l_3163_ = (l_3162_ & 65535u);
            uint l_3164_ = (l_3155_ + l_3163_);
            uint l_3165_ = (l_3154_ >> 16u);
            uint l_3166_ = (l_3165_ & 65535u);
            uint l_3167_ = (l_3164_ + l_3166_);
            uint l_3168_ = (l_3161_ >> 16u);
            uint l_3169_ = (l_3168_ & 65535u);
            uint l_230_ = (l_3167_ + l_3169_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1097 = l_mut_90_;
            uint l_3171_ = (_e1097 & 65535u);
            uint _e1100 = l_mut_90_;
            uint l_3172_ = (_e1100 >> 16u);
            uint l_3173_ = (l_3172_ & 65535u);
            uint l_3174_ = (l_4_ & 65535u);
            uint l_3175_ = (l_4_ >> 16u);
            uint l_3176_ = (l_3175_ & 65535u);
            uint l_3177_ = (l_3171_ * l_3174_);
            uint l_3178_ = (l_3173_ * l_3174_);
            uint l_3179_ = (l_3171_ * l_3176_);
            uint l_3180_ = (l_3173_ * l_3176_);
            uint l_3181_ = (l_3177_ >> 16u);
            uint l_3182_ = (l_3181_ & 65535u);
            uint l_3183_ = (l_3178_ & 65535u);
            uint l_3184_ = (l_3182_ + l_3183_);
            uint l_3185_ = (l_3179_ & 65535u);
            uint l_3186_ = (l_3184_ + l_3185_);
            uint l_3187_ = (l_3178_ >> 16u);
            uint l_3188_ = (l_3187_ & 65535u);
            uint l_3189_ = (l_3180_ + l_3188_);
            uint l_3190_ = (l_3179_ >> 16u);
            uint l_3191_ = (l_3190_ & 65535u);
            uint l_3192_ = (l_3189_ + l_3191_);
            uint l_3193_ = (l_3186_ >> 16u);
            uint l_3194_ = (l_3193_ & 65535u);
            uint l_232_ = (l_3192_ + l_3194_);
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
            uint l_3196_ = (_e1176 & 65535u);
            uint _e1179 = l_mut_40_;
            uint l_3197_ = (_e1179 >> 16u);
            uint l_3198_ = (l_3197_ & 65535u);
            uint l_3199_ = (l_4_ & 65535u);
            uint l_3200_ = (l_4_ >> 16u);
            uint l_3201_ = (l_3200_ & 65535u);
            uint l_3202_ = (l_3196_ * l_3199_);
            uint l_3203_ = (l_3198_ * l_3199_);
            uint l_3204_ = (l_3196_ * l_3201_);
            uint l_3205_ = (l_3198_ * l_3201_);
            uint l_3206_ = (l_3202_ >> 16u);
            uint l_3207_ = (l_3206_ & 65535u);
            uint l_3208_ = (l_3203_ & 65535u);
            uint l_3209_ = (l_3207_ + l_3208_);
            uint l_3210_ = (l_3204_ & 65535u);
            uint l_3211_ = (l_3209_ + l_3210_);
            uint l_3212_ = (l_3203_ >> 16u);
            uint l_3213_ = (l_3212_ & 65535u);
            uint l_3214_ = (l_3205_ + l_3213_);
            uint l_3215_ = (l_3204_ >> 16u);
            uint l_3216_ = (l_3215_ & 65535u);
            uint l_3217_ = (l_3214_ + l_3216_);
            uint l_3218_ = (l_3211_ >> 16u);
            uint l_3219_ = (l_3218_ & 65535u);
            uint l_257_ = (l_3217_ + l_3219_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1220 = l_mut_90_;
            uint l_3221_ = (_e1220 & 65535u);
            uint _e1223 = l_mut_90_;
            uint l_3222_ = (_e1223 >> 16u);
            uint l_3223_ = (l_3222_ & 65535u);
            uint l_3224_ = (l_4_ & 65535u);
            uint l_3225_ = (l_4_ >> 16u);
            uint l_3226_ = (l_3225_ & 65535u);
            uint l_3227_ = (l_3221_ * l_3224_);
            uint l_3228_ = (l_3223_ * l_3224_);
            uint l_3229_ = (l_3221_ * l_3226_);
            uint l_3230_ = (l_3223_ * l_3226_);
            uint l_3231_ = (l_3227_ >> 16u);
            uint l_3232_ = (l_3231_ & 65535u);
            uint l_3233_ = (l_3228_ & 65535u);
            uint l_3234_ = (l_3232_ + l_3233_);
            uint l_3235_ = (l_3229_ & 65535u);
            uint l_3236_ = (l_3234_ + l_3235_);
            uint l_3237_ = (l_3228_ >> 16u);
            uint l_3238_ = (l_3237_ & 65535u);
            uint l_3239_ = (l_3230_ + l_3238_);
            uint l_3240_ = (l_3229_ >> 16u);
            uint l_3241_ = (l_3240_ & 65535u);
            uint l_3242_ = (l_3239_ + l_3241_);
            uint l_3243_ = (l_3236_ >> 16u);
            uint l_3244_ = (l_3243_ & 65535u);
            uint l_259_ = (l_3242_ + l_3244_);
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
            uint l_3246_ = (_e1297 & 65535u);
            uint _e1300 = l_mut_219_;
            uint l_3247_ = (_e1300 >> 16u);
            uint l_3248_ = (l_3247_ & 65535u);
            uint l_3249_ = (l_4_ & 65535u);
            uint l_3250_ = (l_4_ >> 16u);
            uint l_3251_ = (l_3250_ & 65535u);
            uint l_3252_ = (l_3246_ * l_3249_);
            uint l_3253_ = (l_3248_ * l_3249_);
            uint l_3254_ = (l_3246_ * l_3251_);
            uint l_3255_ = (l_3248_ * l_3251_);
            uint l_3256_ = (l_3252_ >> 16u);
            uint l_3257_ = (l_3256_ & 65535u);
            uint l_3258_ = (l_3253_ & 65535u);
            uint l_3259_ = (l_3257_ + l_3258_);
            uint l_3260_ = (l_3254_ & 65535u);
            uint l_3261_ = (l_3259_ + l_3260_);
            uint l_3262_ = (l_3253_ >> 16u);
            uint l_3263_ = (l_3262_ & 65535u);
            uint l_3264_ = (l_3255_ + l_3263_);
            uint l_3265_ = (l_3254_ >> 16u);
            uint l_3266_ = (l_3265_ & 65535u);
            uint l_3267_ = (l_3264_ + l_3266_);
            uint l_3268_ = (l_3261_ >> 16u);
            uint l_3269_ = (l_3268_ & 65535u);
            uint l_285_ = (l_3267_ + l_3269_);
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
            uint l_3271_ = (_e1493 & 65535u);
            uint _e1496 = l_mut_90_;
            uint l_3272_ = (_e1496 >> 16u);
            uint l_3273_ = (l_3272_ & 65535u);
            uint l_3274_ = (l_367_ & 65535u);
            uint l_3275_ = (l_367_ >> 16u);
            uint l_3276_ = (l_3275_ & 65535u);
            uint l_3277_ = (l_3271_ * l_3274_);
            uint l_3278_ = (l_3273_ * l_3274_);
            uint l_3279_ = (l_3271_ * l_3276_);
            uint l_3280_ = (l_3273_ * l_3276_);
            uint l_3281_ = (l_3277_ >> 16u);
            uint l_3282_ = (l_3281_ & 65535u);
            uint l_3283_ = (l_3278_ & 65535u);
            uint l_3284_ = (l_3282_ + l_3283_);
            uint l_3285_ = (l_3279_ & 65535u);
            uint l_3286_ = (l_3284_ + l_3285_);
            uint l_3287_ = (l_3278_ >> 16u);
            uint l_3288_ = (l_3287_ & 65535u);
            uint l_3289_ = (l_3280_ + l_3288_);
            uint l_3290_ = (l_3279_ >> 16u);
            uint l_3291_ = (l_3290_ & 65535u);
            uint l_3292_ = (l_3289_ + l_3291_);
            uint l_3293_ = (l_3286_ >> 16u);
            uint l_3294_ = (l_3293_ & 65535u);
            uint l_369_ = (l_3292_ + l_3294_);
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
            uint l_3296_ = (_e1546 & 65535u);
            uint _e1549 = l_mut_90_;
            uint l_3297_ = (_e1549 >> 16u);
            uint l_3298_ = (l_3297_ & 65535u);
            uint l_3299_ = (l_372_ & 65535u);
            uint l_3300_ = (l_372_ >> 16u);
            uint l_3301_ = (l_3300_ & 65535u);
            uint l_3302_ = (l_3296_ * l_3299_);
            uint l_3303_ = (l_3298_ * l_3299_);
            uint l_3304_ = (l_3296_ * l_3301_);
            uint l_3305_ = (l_3298_ * l_3301_);
            uint l_3306_ = (l_3302_ >> 16u);
            uint l_3307_ = (l_3306_ & 65535u);
            uint l_3308_ = (l_3303_ & 65535u);
            uint l_3309_ = (l_3307_ + l_3308_);
            uint l_3310_ = (l_3304_ & 65535u);
            uint l_3311_ = (l_3309_ + l_3310_);
            uint l_3312_ = (l_3303_ >> 16u);
            uint l_3313_ = (l_3312_ & 65535u);
            uint l_3314_ = (l_3305_ + l_3313_);
            uint l_3315_ = (l_3304_ >> 16u);
            uint l_3316_ = (l_3315_ & 65535u);
            uint l_3317_ = (l_3314_ + l_3316_);
            uint l_3318_ = (l_3311_ >> 16u);
            uint l_3319_ = (l_3318_ & 65535u);
            uint l_375_ = (l_3317_ + l_3319_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1590 = l_mut_75_;
            uint l_3321_ = (_e1590 & 65535u);
            uint _e1593 = l_mut_75_;
            uint l_3322_ = (_e1593 >> 16u);
            uint l_3323_ = (l_3322_ & 65535u);
            uint l_3324_ = (l_372_ & 65535u);
            uint l_3325_ = (l_372_ >> 16u);
            uint l_3326_ = (l_3325_ & 65535u);
            uint l_3327_ = (l_3321_ * l_3324_);
            uint l_3328_ = (l_3323_ * l_3324_);
            uint l_3329_ = (l_3321_ * l_3326_);
            uint l_3330_ = (l_3323_ * l_3326_);
            uint l_3331_ = (l_3327_ >> 16u);
            uint l_3332_ = (l_3331_ & 65535u);
            uint l_3333_ = (l_3328_ & 65535u);
            uint l_3334_ = (l_3332_ + l_3333_);
            uint l_3335_ = (l_3329_ & 65535u);
            uint l_3336_ = (l_3334_ + l_3335_);
            uint l_3337_ = (l_3328_ >> 16u);
            uint l_3338_ = (l_3337_ & 65535u);
            uint l_3339_ = (l_3330_ + l_3338_);
            uint l_3340_ = (l_3329_ >> 16u);
            uint l_3341_ = (l_3340_ & 65535u);
            uint l_3342_ = (l_3339_ + l_3341_);
            uint l_3343_ = (l_3336_ >> 16u);
            uint l_3344_ = (l_3343_ & 65535u);
            uint l_377_ = (l_3342_ + l_3344_);
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
                            uint l_3346_ = (_e1856 & 65535u);
                            uint _e1859 = l_mut_90_;
                            uint l_3347_ = (_e1859 >> 16u);
                            uint l_3348_ = (l_3347_ & 65535u);
                            uint _e1864 = l_mut_428_;
                            uint l_3349_ = (_e1864 & 65535u);
                            uint _e1867 = l_mut_428_;
                            uint l_3350_ = (_e1867 >> 16u);
                            uint l_3351_ = (l_3350_ & 65535u);
                            uint l_3352_ = (l_3346_ * l_3349_);
                            uint l_3353_ = (l_3348_ * l_3349_);
                            uint l_3354_ = (l_3346_ * l_3351_);
                            uint l_3355_ = (l_3348_ * l_3351_);
                            uint l_3356_ = (l_3352_ >> 16u);
                            uint l_3357_ = (l_3356_ & 65535u);
                            uint l_3358_ = (l_3353_ & 65535u);
                            uint l_3359_ = (l_3357_ + l_3358_);
                            uint l_3360_ = (l_3354_ & 65535u);
                            uint l_3361_ = (l_3359_ + l_3360_);
                            uint l_3362_ = (l_3353_ >> 16u);
                            uint l_3363_ = (l_3362_ & 65535u);
                            uint l_3364_ = (l_3355_ + l_3363_);
                            uint l_3365_ = (l_3354_ >> 16u);
                            uint l_3366_ = (l_3365_ & 65535u);
                            uint l_3367_ = (l_3364_ + l_3366_);
                            uint l_3368_ = (l_3361_ >> 16u);
                            uint l_3369_ = (l_3368_ & 65535u);
                            uint l_486_ = (l_3367_ + l_3369_);
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
                            uint l_3371_ = (_e2169 & 65535u);
                            uint _e2172 = l_mut_90_;
                            uint l_3372_ = (_e2172 >> 16u);
                            uint l_3373_ = (l_3372_ & 65535u);
                            uint _e2177 = l_mut_444_;
                            uint l_3374_ = (_e2177 & 65535u);
                            uint _e2180 = l_mut_444_;
                            uint l_3375_ = (_e2180 >> 16u);
                            uint l_3376_ = (l_3375_ & 65535u);
                            uint l_3377_ = (l_3371_ * l_3374_);
                            uint l_3378_ = (l_3373_ * l_3374_);
                            uint l_3379_ = (l_3371_ * l_3376_);
                            uint l_3380_ = (l_3373_ * l_3376_);
                            uint l_3381_ = (l_3377_ >> 16u);
                            uint l_3382_ = (l_3381_ & 65535u);
                            uint l_3383_ = (l_3378_ & 65535u);
                            uint l_3384_ = (l_3382_ + l_3383_);
                            uint l_3385_ = (l_3379_ & 65535u);
                            uint l_3386_ = (l_3384_ + l_3385_);
                            uint l_3387_ = (l_3378_ >> 16u);
                            uint l_3388_ = (l_3387_ & 65535u);
                            uint l_3389_ = (l_3380_ + l_3388_);
                            uint l_3390_ = (l_3379_ >> 16u);
                            uint l_3391_ = (l_3390_ & 65535u);
                            uint l_3392_ = (l_3389_ + l_3391_);
                            uint l_3393_ = (l_3386_ >> 16u);
                            uint l_3394_ = (l_3393_ & 65535u);
                            uint l_594_ = (l_3392_ + l_3394_);
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
                uint _e2354 = l_mut_444_;
                l_mut_450_ = _e2354;
                uint _e2355 = l_mut_441_;
                l_mut_445_ = _e2355;
                if (false) {
                    uint _e2358 = l_mut_441_;
                    uint l_648_ = (_e2358 >> 3u);
                    l_mut_450_ = l_648_;
                    l_mut_445_ = 0u;
                } else {
                    if (true) {
                        uint _e2362 = l_mut_444_;
                        l_mut_440_ = _e2362;
                        if (true) {
                            uint _e2364 = l_mut_444_;
                            uint l_651_ = (_e2364 >> 3u);
                            uint _e2367 = l_mut_441_;
                            uint l_652_ = (_e2367 << 29u);
                            uint l_653_ = (l_651_ | l_652_);
                            l_mut_440_ = l_653_;
                        }
                        uint _e2371 = l_mut_441_;
                        uint l_654_ = (_e2371 >> 3u);
                        uint _e2374 = l_mut_440_;
                        l_mut_450_ = _e2374;
                        l_mut_445_ = l_654_;
                    }
                }
                uint _e2375 = l_mut_445_;
                uint _e2376 = l_mut_213_;
                bool l_655_ = (_e2375 < _e2376);
                uint _e2378 = l_mut_445_;
                uint _e2379 = l_mut_213_;
                bool l_656_ = (_e2378 == _e2379);
                uint _e2381 = l_mut_450_;
                uint _e2382 = l_mut_219_;
                bool l_657_ = (_e2381 < _e2382);
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
                l_mut_450_ = 0u;
                uint _e2395 = l_mut_219_;
                uint _e2396 = l_mut_213_;
                uint l_661_ = (_e2395 | _e2396);
                bool l_662_ = (l_661_ == 0u);
                bool l_663_ = !(l_662_);
                bool _e2401 = l_mut_645_;
                if (_e2401) {
                    local_45 = l_663_;
                } else {
                    local_45 = false;
                }
                bool l_664_ = local_45;
                uint _e2406 = l_mut_213_;
                uint _e2407 = l_mut_441_;
                bool l_665_ = (_e2406 < _e2407);
                uint _e2409 = l_mut_213_;
                uint _e2410 = l_mut_441_;
                bool l_666_ = (_e2409 == _e2410);
                uint _e2412 = l_mut_219_;
                uint _e2413 = l_mut_444_;
                bool l_667_ = (_e2412 < _e2413);
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
                uint _e2428 = l_mut_102_;
                uint _e2429 = l_mut_96_;
                uint l_671_ = (_e2428 + _e2429);
                bool l_672_ = (l_671_ < l_4_);
                if (l_670_) {
                    local_49 = l_672_;
                } else {
                    local_49 = false;
                }
                bool l_673_ = local_49;
                if (l_673_) {
                    uint _e2436 = l_mut_102_;
                    uint l_674_ = (l_4_ - _e2436);
                    uint _e2438 = l_mut_96_;
                    uint l_675_ = (l_674_ - _e2438);
                    uint _e2440 = l_mut_102_;
                    uint l_676_ = (l_675_ / _e2440);
                    uint _e2442 = l_mut_444_;
                    uint l_677_ = (_e2442 - 1u);
                    uint _e2445 = l_mut_441_;
                    uint l_678_ = (_e2445 - 0u);
                    uint _e2448 = l_mut_444_;
                    bool l_679_ = (_e2448 < 1u);
                    uint l_680_ = uint(l_679_);
                    uint l_681_ = (l_678_ - l_680_);
                    l_mut_445_ = l_677_;
                    l_mut_444_ = l_681_;
                    l_mut_441_ = 0u;
                    l_mut_682_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2541 = l_mut_682_;
                            l_mut_682_ = (_e2541 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2456 = l_mut_682_;
                        if ((_e2456 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2460 = l_mut_682_;
                            uint l_683_ = (19u - _e2460);
                            uint _e2462 = l_mut_445_;
                            l_mut_440_ = _e2462;
                            uint _e2463 = l_mut_444_;
                            l_mut_439_ = _e2463;
                            bool l_684_ = (l_683_ >= 32u);
                            if (l_684_) {
                                uint l_685_ = (l_683_ & 31u);
                                uint _e2468 = l_mut_444_;
                                uint l_686_ = (_e2468 >> l_685_);
                                l_mut_440_ = l_686_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_687_ = (l_683_ > 0u);
                                if (l_687_) {
                                    uint _e2473 = l_mut_445_;
                                    l_mut_428_ = _e2473;
                                    bool l_688_ = (l_683_ > 0u);
                                    if (l_688_) {
                                        uint _e2476 = l_mut_445_;
                                        uint l_689_ = (_e2476 >> l_683_);
                                        uint l_690_ = (32u - l_683_);
                                        uint _e2480 = l_mut_444_;
                                        uint l_691_ = (_e2480 << l_690_);
                                        uint l_692_ = (l_689_ | l_691_);
                                        l_mut_428_ = l_692_;
                                    }
                                    uint _e2483 = l_mut_444_;
                                    uint l_693_ = (_e2483 >> l_683_);
                                    uint _e2485 = l_mut_428_;
                                    l_mut_440_ = _e2485;
                                    l_mut_439_ = l_693_;
                                }
                            }
                            uint _e2486 = l_mut_439_;
                            uint _e2487 = l_mut_213_;
                            bool l_694_ = (_e2486 < _e2487);
                            uint _e2489 = l_mut_439_;
                            uint _e2490 = l_mut_213_;
                            bool l_695_ = (_e2489 == _e2490);
                            uint _e2492 = l_mut_440_;
                            uint _e2493 = l_mut_219_;
                            bool l_696_ = (_e2492 < _e2493);
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
                                uint _e2505 = l_mut_219_;
                                l_mut_440_ = _e2505;
                                uint _e2506 = l_mut_213_;
                                l_mut_439_ = _e2506;
                                bool l_700_ = (l_683_ >= 32u);
                                if (l_700_) {
                                    uint l_701_ = (l_683_ & 31u);
                                    uint _e2511 = l_mut_219_;
                                    uint l_702_ = (_e2511 << l_701_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_702_;
                                } else {
                                    bool l_703_ = (l_683_ > 0u);
                                    if (l_703_) {
                                        uint _e2516 = l_mut_219_;
                                        uint l_704_ = (_e2516 << l_683_);
                                        uint _e2518 = l_mut_213_;
                                        uint l_705_ = (_e2518 << l_683_);
                                        uint l_706_ = (32u - l_683_);
                                        uint _e2522 = l_mut_219_;
                                        uint l_707_ = (_e2522 >> l_706_);
                                        uint l_708_ = (l_705_ | l_707_);
                                        l_mut_440_ = l_704_;
                                        l_mut_439_ = l_708_;
                                    }
                                }
                                uint _e2525 = l_mut_445_;
                                uint _e2526 = l_mut_440_;
                                uint l_709_ = (_e2525 - _e2526);
                                uint _e2528 = l_mut_444_;
                                uint _e2529 = l_mut_439_;
                                uint l_710_ = (_e2528 - _e2529);
                                uint _e2531 = l_mut_445_;
                                uint _e2532 = l_mut_440_;
                                bool l_711_ = (_e2531 < _e2532);
                                uint l_712_ = uint(l_711_);
                                uint l_713_ = (l_710_ - l_712_);
                                l_mut_445_ = l_709_;
                                l_mut_444_ = l_713_;
                                uint l_714_ = (1u << l_683_);
                                uint _e2538 = l_mut_441_;
                                l_mut_441_ = (_e2538 | l_714_);
                            }
                        }
                    }
                    uint _e2543 = l_mut_441_;
                    uint l_715_ = min(_e2543, l_676_);
                    l_mut_441_ = l_715_;
                    uint _e2545 = l_mut_444_;
                    uint _e2546 = l_mut_213_;
                    bool l_716_ = (_e2545 < _e2546);
                    uint _e2548 = l_mut_444_;
                    uint _e2549 = l_mut_213_;
                    bool l_717_ = (_e2548 == _e2549);
                    uint _e2551 = l_mut_445_;
                    uint _e2552 = l_mut_219_;
                    bool l_718_ = (_e2551 < _e2552);
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
                    uint _e2564 = l_mut_441_;
                    l_mut_450_ = _e2564;
                }
                uint _e2565 = l_mut_275_;
                l_mut_445_ = _e2565;
                uint _e2566 = l_mut_269_;
                l_mut_444_ = _e2566;
                uint _e2567 = l_mut_219_;
                l_mut_441_ = _e2567;
                uint _e2568 = l_mut_213_;
                l_mut_440_ = _e2568;
                uint _e2569 = l_mut_102_;
                l_mut_439_ = _e2569;
                uint _e2570 = l_mut_96_;
                l_mut_428_ = _e2570;
                uint _e2571 = l_mut_151_;
                l_mut_421_ = _e2571;
                uint _e2572 = l_mut_145_;
                l_mut_394_ = _e2572;
                l_mut_388_ = 0u;
                uint _e2574 = l_mut_450_;
                bool l_722_ = (_e2574 > 0u);
                if (l_722_) {
                    uint _e2577 = l_mut_219_;
                    uint _e2578 = l_mut_450_;
                    uint l_723_ = (_e2577 * _e2578);
                    uint _e2580 = l_mut_219_;
                    uint l_3396_ = (_e2580 & 65535u);
                    uint _e2583 = l_mut_219_;
                    uint l_3397_ = (_e2583 >> 16u);
                    uint l_3398_ = (l_3397_ & 65535u);
                    uint _e2588 = l_mut_450_;
                    uint l_3399_ = (_e2588 & 65535u);
                    uint _e2591 = l_mut_450_;
                    uint l_3400_ = (_e2591 >> 16u);
                    uint l_3401_ = (l_3400_ & 65535u);
                    uint l_3402_ = (l_3396_ * l_3399_);
                    uint l_3403_ = (l_3398_ * l_3399_);
                    uint l_3404_ = (l_3396_ * l_3401_);
                    uint l_3405_ = (l_3398_ * l_3401_);
                    uint l_3406_ = (l_3402_ >> 16u);
                    uint l_3407_ = (l_3406_ & 65535u);
                    uint l_3408_ = (l_3403_ & 65535u);
                    uint l_3409_ = (l_3407_ + l_3408_);
                    uint l_3410_ = (l_3404_ & 65535u);
                    uint l_3411_ = (l_3409_ + l_3410_);
                    uint l_3412_ = (l_3403_ >> 16u);
                    uint l_3413_ = (l_3412_ & 65535u);
                    uint l_3414_ = (l_3405_ + l_3413_);
                    uint l_3415_ = (l_3404_ >> 16u);
                    uint l_3416_ = (l_3415_ & 65535u);
                    uint l_3417_ = (l_3414_ + l_3416_);
                    uint l_3418_ = (l_3411_ >> 16u);
                    uint l_3419_ = (l_3418_ & 65535u);
                    uint l_724_ = (l_3417_ + l_3419_);
                    uint _e2625 = l_mut_213_;
                    uint _e2626 = l_mut_450_;
                    uint l_725_ = (_e2625 * _e2626);
                    uint l_726_ = (l_724_ + l_725_);
                    uint _e2629 = l_mut_275_;
                    uint l_727_ = (_e2629 - l_723_);
                    uint _e2631 = l_mut_269_;
                    uint l_728_ = (_e2631 - l_726_);
                    uint _e2633 = l_mut_275_;
                    bool l_729_ = (_e2633 < l_723_);
                    uint l_730_ = uint(l_729_);
                    uint l_731_ = (l_728_ - l_730_);
                    l_mut_445_ = l_727_;
                    l_mut_444_ = l_731_;
                    uint _e2637 = l_mut_450_;
                    uint _e2638 = l_mut_102_;
                    uint l_732_ = (_e2637 * _e2638);
                    uint _e2640 = l_mut_96_;
                    uint l_733_ = (_e2640 + l_732_);
                    l_mut_428_ = l_733_;
                } else {
                    uint _e2642 = l_mut_388_;
                    bool l_734_ = (_e2642 == 0u);
                    if (l_734_) {
                        uint _e2645 = l_mut_102_;
                        uint l_735_ = (l_4_ - _e2645);
                        uint _e2647 = l_mut_96_;
                        uint l_736_ = (l_735_ / _e2647);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2651 = l_mut_219_;
                        l_mut_382_ = _e2651;
                        uint _e2652 = l_mut_213_;
                        l_mut_90_ = _e2652;
                        if (false) {
                            uint _e2655 = l_mut_213_;
                            uint l_739_ = (_e2655 >> 3u);
                            l_mut_382_ = l_739_;
                            l_mut_90_ = 0u;
                        } else {
                            if (true) {
                                uint _e2659 = l_mut_219_;
                                l_mut_75_ = _e2659;
                                if (true) {
                                    uint _e2661 = l_mut_219_;
                                    uint l_742_ = (_e2661 >> 3u);
                                    uint _e2664 = l_mut_213_;
                                    uint l_743_ = (_e2664 << 29u);
                                    uint l_744_ = (l_742_ | l_743_);
                                    l_mut_75_ = l_744_;
                                }
                                uint _e2668 = l_mut_213_;
                                uint l_745_ = (_e2668 >> 3u);
                                uint _e2671 = l_mut_75_;
                                l_mut_382_ = _e2671;
                                l_mut_90_ = l_745_;
                            }
                        }
                        uint _e2672 = l_mut_90_;
                        uint _e2673 = l_mut_269_;
                        bool l_746_ = (_e2672 < _e2673);
                        uint _e2675 = l_mut_90_;
                        uint _e2676 = l_mut_269_;
                        bool l_747_ = (_e2675 == _e2676);
                        uint _e2678 = l_mut_382_;
                        uint _e2679 = l_mut_275_;
                        bool l_748_ = (_e2678 < _e2679);
                        if (l_747_) {
                            local_54 = l_748_;
                        } else {
                            local_54 = false;
                        }
                        bool l_749_ = local_54;
                        if (!(l_746_)) {
                            local_55 = l_749_;
                        } else {
                            local_55 = true;
                        }
                        bool l_750_ = local_55;
                        bool l_751_ = !(l_750_);
                        l_mut_645_ = l_751_;
                        uint _e2691 = l_mut_275_;
                        uint _e2692 = l_mut_269_;
                        uint l_752_ = (_e2691 | _e2692);
                        bool l_753_ = (l_752_ == 0u);
                        if (l_753_) {
                            l_mut_450_ = l_736_;
                        } else {
                            bool _e2696 = l_mut_645_;
                            if (_e2696) {
                                uint _e2697 = l_mut_269_;
                                uint _e2698 = l_mut_213_;
                                bool l_754_ = (_e2697 < _e2698);
                                uint _e2700 = l_mut_269_;
                                uint _e2701 = l_mut_213_;
                                bool l_755_ = (_e2700 == _e2701);
                                uint _e2703 = l_mut_275_;
                                uint _e2704 = l_mut_219_;
                                bool l_756_ = (_e2703 < _e2704);
                                if (l_755_) {
                                    local_56 = l_756_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_757_ = local_56;
                                if (!(l_754_)) {
                                    local_57 = l_757_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_758_ = local_57;
                                if (l_758_) {
                                    uint _e2715 = l_mut_219_;
                                    uint l_759_ = (_e2715 - 1u);
                                    uint _e2718 = l_mut_213_;
                                    uint l_760_ = (_e2718 - 0u);
                                    uint _e2721 = l_mut_219_;
                                    bool l_761_ = (_e2721 < 1u);
                                    uint l_762_ = uint(l_761_);
                                    uint l_763_ = (l_760_ - l_762_);
                                    l_mut_382_ = l_759_;
                                    l_mut_90_ = l_763_;
                                    l_mut_75_ = 0u;
                                    l_mut_764_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e2814 = l_mut_764_;
                                            l_mut_764_ = (_e2814 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2729 = l_mut_764_;
                                        if ((_e2729 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2733 = l_mut_764_;
                                            uint l_765_ = (19u - _e2733);
                                            uint _e2735 = l_mut_382_;
                                            l_mut_40_ = _e2735;
                                            uint _e2736 = l_mut_90_;
                                            l_mut_766_ = _e2736;
                                            bool l_767_ = (l_765_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_765_ & 31u);
                                                uint _e2741 = l_mut_90_;
                                                uint l_769_ = (_e2741 >> l_768_);
                                                l_mut_40_ = l_769_;
                                                l_mut_766_ = 0u;
                                            } else {
                                                bool l_770_ = (l_765_ > 0u);
                                                if (l_770_) {
                                                    uint _e2746 = l_mut_382_;
                                                    l_mut_771_ = _e2746;
                                                    bool l_772_ = (l_765_ > 0u);
                                                    if (l_772_) {
                                                        uint _e2749 = l_mut_382_;
                                                        uint l_773_ = (_e2749 >> l_765_);
                                                        uint l_774_ = (32u - l_765_);
                                                        uint _e2753 = l_mut_90_;
                                                        uint l_775_ = (_e2753 << l_774_);
                                                        uint l_776_ = (l_773_ | l_775_);
                                                        l_mut_771_ = l_776_;
                                                    }
                                                    uint _e2756 = l_mut_90_;
                                                    uint l_777_ = (_e2756 >> l_765_);
                                                    uint _e2758 = l_mut_771_;
                                                    l_mut_40_ = _e2758;
                                                    l_mut_766_ = l_777_;
                                                }
                                            }
                                            uint _e2759 = l_mut_766_;
                                            uint _e2760 = l_mut_269_;
                                            bool l_778_ = (_e2759 < _e2760);
                                            uint _e2762 = l_mut_766_;
                                            uint _e2763 = l_mut_269_;
                                            bool l_779_ = (_e2762 == _e2763);
                                            uint _e2765 = l_mut_40_;
                                            uint _e2766 = l_mut_275_;
                                            bool l_780_ = (_e2765 < _e2766);
                                            if (l_779_) {
                                                local_58 = l_780_;
                                            } else {
                                                local_58 = false;
                                            }
                                            bool l_781_ = local_58;
                                            if (!(l_778_)) {
                                                local_59 = l_781_;
                                            } else {
                                                local_59 = true;
                                            }
                                            bool l_782_ = local_59;
                                            bool l_783_ = !(l_782_);
                                            if (l_783_) {
                                                uint _e2778 = l_mut_275_;
                                                l_mut_771_ = _e2778;
                                                uint _e2779 = l_mut_269_;
                                                l_mut_766_ = _e2779;
                                                bool l_784_ = (l_765_ >= 32u);
                                                if (l_784_) {
                                                    uint l_785_ = (l_765_ & 31u);
                                                    uint _e2784 = l_mut_275_;
                                                    uint l_786_ = (_e2784 << l_785_);
                                                    l_mut_771_ = 0u;
                                                    l_mut_766_ = l_786_;
                                                } else {
                                                    bool l_787_ = (l_765_ > 0u);
                                                    if (l_787_) {
                                                        uint _e2789 = l_mut_275_;
                                                        uint l_788_ = (_e2789 << l_765_);
                                                        uint _e2791 = l_mut_269_;
                                                        uint l_789_ = (_e2791 << l_765_);
                                                        uint l_790_ = (32u - l_765_);
                                                        uint _e2795 = l_mut_275_;
                                                        uint l_791_ = (_e2795 >> l_790_);
                                                        uint l_792_ = (l_789_ | l_791_);
                                                        l_mut_771_ = l_788_;
                                                        l_mut_766_ = l_792_;
                                                    }
                                                }
                                                uint _e2798 = l_mut_382_;
                                                uint _e2799 = l_mut_771_;
                                                uint l_793_ = (_e2798 - _e2799);
                                                uint _e2801 = l_mut_90_;
                                                uint _e2802 = l_mut_766_;
                                                uint l_794_ = (_e2801 - _e2802);
                                                uint _e2804 = l_mut_382_;
                                                uint _e2805 = l_mut_771_;
                                                bool l_795_ = (_e2804 < _e2805);
                                                uint l_796_ = uint(l_795_);
                                                uint l_797_ = (l_794_ - l_796_);
                                                l_mut_382_ = l_793_;
                                                l_mut_90_ = l_797_;
                                                uint l_798_ = (1u << l_765_);
                                                uint _e2811 = l_mut_75_;
                                                l_mut_75_ = (_e2811 | l_798_);
                                            }
                                        }
                                    }
                                    uint _e2816 = l_mut_75_;
                                    uint l_799_ = min(_e2816, l_736_);
                                    l_mut_771_ = l_799_;
                                    uint _e2818 = l_mut_90_;
                                    uint _e2819 = l_mut_269_;
                                    bool l_800_ = (_e2818 < _e2819);
                                    uint _e2821 = l_mut_90_;
                                    uint _e2822 = l_mut_269_;
                                    bool l_801_ = (_e2821 == _e2822);
                                    uint _e2824 = l_mut_382_;
                                    uint _e2825 = l_mut_275_;
                                    bool l_802_ = (_e2824 < _e2825);
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
                                        l_mut_771_ = l_736_;
                                    }
                                    uint _e2837 = l_mut_771_;
                                    l_mut_450_ = _e2837;
                                }
                            } else {
                                uint _e2838 = l_mut_219_;
                                l_mut_771_ = _e2838;
                                uint _e2839 = l_mut_213_;
                                l_mut_766_ = _e2839;
                                while(true) {
                                    uint _e2840 = l_mut_269_;
                                    uint _e2841 = l_mut_766_;
                                    bool l_806_ = (_e2840 < _e2841);
                                    uint _e2843 = l_mut_269_;
                                    uint _e2844 = l_mut_766_;
                                    bool l_807_ = (_e2843 == _e2844);
                                    uint _e2846 = l_mut_275_;
                                    uint _e2847 = l_mut_771_;
                                    bool l_808_ = (_e2846 < _e2847);
                                    if (l_807_) {
                                        local_62 = l_808_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_809_ = local_62;
                                    if (!(l_806_)) {
                                        local_63 = l_809_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_810_ = local_63;
                                    uint _e2858 = l_mut_450_;
                                    uint _e2859 = l_mut_96_;
                                    uint l_811_ = (_e2858 * _e2859);
                                    uint _e2861 = l_mut_102_;
                                    uint l_812_ = (_e2861 + l_811_);
                                    uint _e2863 = l_mut_96_;
                                    uint l_813_ = (l_812_ + _e2863);
                                    bool l_814_ = (l_813_ < l_4_);
                                    if (l_810_) {
                                        local_64 = l_814_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_815_ = local_64;
                                    bool l_816_ = !(l_815_);
                                    if (l_816_) {
                                        break;
                                    }
                                    uint _e2871 = l_mut_771_;
                                    uint _e2872 = l_mut_275_;
                                    uint l_817_ = (_e2871 - _e2872);
                                    uint _e2874 = l_mut_766_;
                                    uint _e2875 = l_mut_269_;
                                    uint l_818_ = (_e2874 - _e2875);
                                    uint _e2877 = l_mut_771_;
                                    uint _e2878 = l_mut_275_;
                                    bool l_819_ = (_e2877 < _e2878);
                                    uint l_820_ = uint(l_819_);
                                    uint l_821_ = (l_818_ - l_820_);
                                    l_mut_771_ = l_817_;
                                    l_mut_766_ = l_821_;
                                    uint _e2882 = l_mut_450_;
                                    l_mut_450_ = (_e2882 + 1u);
                                }
                            }
                        }
                        uint _e2885 = l_mut_450_;
                        uint _e2886 = l_mut_96_;
                        uint l_822_ = (_e2885 * _e2886);
                        uint _e2888 = l_mut_102_;
                        uint l_823_ = (_e2888 + l_822_);
                        uint _e2890 = l_mut_96_;
                        uint l_824_ = (l_823_ + _e2890);
                        bool l_825_ = (l_824_ >= l_4_);
                        if (l_825_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2894 = l_mut_275_;
                            uint _e2895 = l_mut_450_;
                            uint l_826_ = (_e2894 * _e2895);
                            uint _e2897 = l_mut_275_;
                            uint l_3421_ = (_e2897 & 65535u);
                            uint _e2900 = l_mut_275_;
                            uint l_3422_ = (_e2900 >> 16u);
                            uint l_3423_ = (l_3422_ & 65535u);
                            uint _e2905 = l_mut_450_;
                            uint l_3424_ = (_e2905 & 65535u);
                            uint _e2908 = l_mut_450_;
                            uint l_3425_ = (_e2908 >> 16u);
                            uint l_3426_ = (l_3425_ & 65535u);
                            uint l_3427_ = (l_3421_ * l_3424_);
                            uint l_3428_ = (l_3423_ * l_3424_);
                            uint l_3429_ = (l_3421_ * l_3426_);
                            uint l_3430_ = (l_3423_ * l_3426_);
                            uint l_3431_ = (l_3427_ >> 16u);
                            uint l_3432_ = (l_3431_ & 65535u);
                            uint l_3433_ = (l_3428_ & 65535u);
                            uint l_3434_ = (l_3432_ + l_3433_);
                            uint l_3435_ = (l_3429_ & 65535u);
                            uint l_3436_ = (l_3434_ + l_3435_);
                            uint l_3437_ = (l_3428_ >> 16u);
                            uint l_3438_ = (l_3437_ & 65535u);
                            uint l_3439_ = (l_3430_ + l_3438_);
                            uint l_3440_ = (l_3429_ >> 16u);
                            uint l_3441_ = (l_3440_ & 65535u);
                            uint l_3442_ = (l_3439_ + l_3441_);
                            uint l_3443_ = (l_3436_ >> 16u);
                            uint l_3444_ = (l_3443_ & 65535u);
                            uint l_827_ = (l_3442_ + l_3444_);
                            uint _e2942 = l_mut_269_;
                            uint _e2943 = l_mut_450_;
                            uint l_828_ = (_e2942 * _e2943);
                            uint l_829_ = (l_827_ + l_828_);
                            uint _e2946 = l_mut_219_;
                            uint l_830_ = (_e2946 - l_826_);
                            uint _e2948 = l_mut_213_;
                            uint l_831_ = (_e2948 - l_829_);
                            uint _e2950 = l_mut_219_;
                            bool l_832_ = (_e2950 < l_826_);
                            uint l_833_ = uint(l_832_);
                            uint l_834_ = (l_831_ - l_833_);
                            l_mut_441_ = l_830_;
                            l_mut_440_ = l_834_;
                            uint _e2954 = l_mut_450_;
                            uint _e2955 = l_mut_96_;
                            uint l_835_ = (_e2954 * _e2955);
                            uint _e2957 = l_mut_102_;
                            uint l_836_ = (_e2957 + l_835_);
                            l_mut_439_ = l_836_;
                            uint _e2959 = l_mut_275_;
                            uint _e2960 = l_mut_441_;
                            uint l_837_ = (_e2959 - _e2960);
                            uint _e2962 = l_mut_269_;
                            uint _e2963 = l_mut_440_;
                            uint l_838_ = (_e2962 - _e2963);
                            uint _e2965 = l_mut_275_;
                            uint _e2966 = l_mut_441_;
                            bool l_839_ = (_e2965 < _e2966);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_445_ = l_837_;
                            l_mut_444_ = l_841_;
                            uint _e2970 = l_mut_96_;
                            uint _e2971 = l_mut_439_;
                            uint l_842_ = (_e2970 + _e2971);
                            l_mut_428_ = l_842_;
                        }
                    }
                }
                uint _e2973 = l_mut_445_;
                l_mut_275_ = _e2973;
                uint _e2974 = l_mut_444_;
                l_mut_269_ = _e2974;
                uint _e2975 = l_mut_441_;
                l_mut_219_ = _e2975;
                uint _e2976 = l_mut_440_;
                l_mut_213_ = _e2976;
                uint _e2977 = l_mut_439_;
                l_mut_102_ = _e2977;
                uint _e2978 = l_mut_428_;
                l_mut_96_ = _e2978;
                uint _e2979 = l_mut_421_;
                l_mut_151_ = _e2979;
                uint _e2980 = l_mut_394_;
                l_mut_145_ = _e2980;
                uint _e2981 = l_mut_388_;
                bool l_843_ = (_e2981 == 1u);
                l_mut_350_ = l_843_;
                uint _e2984 = l_mut_388_;
                bool l_844_ = (_e2984 == 0u);
                l_mut_357_ = l_844_;
            } else {
                uint _e2987 = l_mut_219_;
                uint _e2988 = l_mut_151_;
                uint l_845_ = (_e2987 - _e2988);
                uint _e2990 = l_mut_213_;
                uint _e2991 = l_mut_145_;
                uint l_846_ = (_e2990 - _e2991);
                uint _e2993 = l_mut_219_;
                uint _e2994 = l_mut_151_;
                bool l_847_ = (_e2993 < _e2994);
                uint l_848_ = uint(l_847_);
                uint l_849_ = (l_846_ - l_848_);
                l_mut_771_ = l_845_;
                l_mut_766_ = l_849_;
                uint _e2998 = l_mut_151_;
                uint l_850_ = (_e2998 - l_340_);
                uint _e3000 = l_mut_145_;
                uint l_851_ = (_e3000 - l_344_);
                uint _e3002 = l_mut_151_;
                bool l_852_ = (_e3002 < l_340_);
                uint l_853_ = uint(l_852_);
                uint l_854_ = (l_851_ - l_853_);
                l_mut_771_ = l_850_;
                l_mut_766_ = l_854_;
                uint _e3006 = l_mut_219_;
                l_mut_450_ = _e3006;
                uint _e3007 = l_mut_213_;
                l_mut_445_ = _e3007;
                uint _e3008 = l_mut_766_;
                uint _e3009 = l_mut_213_;
                bool l_855_ = (_e3008 < _e3009);
                uint _e3011 = l_mut_766_;
                uint _e3012 = l_mut_213_;
                bool l_856_ = (_e3011 == _e3012);
                uint _e3014 = l_mut_771_;
                uint _e3015 = l_mut_219_;
                bool l_857_ = (_e3014 < _e3015);
                if (l_856_) {
                    local_65 = l_857_;
                } else {
                    local_65 = false;
                }
                bool l_858_ = local_65;
                if (!(l_855_)) {
                    local_66 = l_858_;
                } else {
                    local_66 = true;
                }
                bool l_859_ = local_66;
                if (l_859_) {
                    uint _e3026 = l_mut_771_;
                    l_mut_450_ = _e3026;
                    uint _e3027 = l_mut_766_;
                    l_mut_445_ = _e3027;
                }
                l_mut_645_ = false;
                uint _e3029 = l_mut_450_;
                l_mut_771_ = _e3029;
                uint _e3030 = l_mut_445_;
                l_mut_766_ = _e3030;
                if (false) {
                    uint _e3033 = l_mut_445_;
                    uint l_862_ = (_e3033 >> 3u);
                    l_mut_771_ = l_862_;
                    l_mut_766_ = 0u;
                } else {
                    if (true) {
                        uint _e3037 = l_mut_450_;
                        l_mut_444_ = _e3037;
                        if (true) {
                            uint _e3039 = l_mut_450_;
                            uint l_865_ = (_e3039 >> 3u);
                            uint _e3042 = l_mut_445_;
                            uint l_866_ = (_e3042 << 29u);
                            uint l_867_ = (l_865_ | l_866_);
                            l_mut_444_ = l_867_;
                        }
                        uint _e3046 = l_mut_445_;
                        uint l_868_ = (_e3046 >> 3u);
                        uint _e3049 = l_mut_444_;
                        l_mut_771_ = _e3049;
                        l_mut_766_ = l_868_;
                    }
                }
                uint _e3050 = l_mut_766_;
                uint _e3051 = l_mut_269_;
                bool l_869_ = (_e3050 < _e3051);
                uint _e3053 = l_mut_766_;
                uint _e3054 = l_mut_269_;
                bool l_870_ = (_e3053 == _e3054);
                uint _e3056 = l_mut_771_;
                uint _e3057 = l_mut_275_;
                bool l_871_ = (_e3056 < _e3057);
                if (l_870_) {
                    local_67 = l_871_;
                } else {
                    local_67 = false;
                }
                bool l_872_ = local_67;
                if (!(l_869_)) {
                    local_68 = l_872_;
                } else {
                    local_68 = true;
                }
                bool l_873_ = local_68;
                bool l_874_ = !(l_873_);
                l_mut_645_ = l_874_;
                l_mut_771_ = 0u;
                uint _e3070 = l_mut_275_;
                uint _e3071 = l_mut_269_;
                uint l_875_ = (_e3070 | _e3071);
                bool l_876_ = (l_875_ == 0u);
                bool l_877_ = !(l_876_);
                bool _e3076 = l_mut_645_;
                if (_e3076) {
                    local_69 = l_877_;
                } else {
                    local_69 = false;
                }
                bool l_878_ = local_69;
                uint _e3081 = l_mut_269_;
                uint _e3082 = l_mut_445_;
                bool l_879_ = (_e3081 < _e3082);
                uint _e3084 = l_mut_269_;
                uint _e3085 = l_mut_445_;
                bool l_880_ = (_e3084 == _e3085);
                uint _e3087 = l_mut_275_;
                uint _e3088 = l_mut_450_;
                bool l_881_ = (_e3087 < _e3088);
                if (l_880_) {
                    local_70 = l_881_;
                } else {
                    local_70 = false;
                }
                bool l_882_ = local_70;
                if (!(l_879_)) {
                    local_71 = l_882_;
                } else {
                    local_71 = true;
                }
                bool l_883_ = local_71;
                if (l_878_) {
                    local_72 = l_883_;
                } else {
                    local_72 = false;
                }
                bool l_884_ = local_72;
                uint _e3103 = l_mut_96_;
                uint _e3104 = l_mut_102_;
                uint l_885_ = (_e3103 + _e3104);
                bool l_886_ = (l_885_ < l_4_);
                if (l_884_) {
                    local_73 = l_886_;
                } else {
                    local_73 = false;
                }
                bool l_887_ = local_73;
                if (l_887_) {
                    uint _e3111 = l_mut_96_;
                    uint l_888_ = (l_4_ - _e3111);
                    uint _e3113 = l_mut_102_;
                    uint l_889_ = (l_888_ - _e3113);
                    uint _e3115 = l_mut_96_;
                    uint l_890_ = (l_889_ / _e3115);
                    uint _e3117 = l_mut_450_;
                    uint l_891_ = (_e3117 - 1u);
                    uint _e3120 = l_mut_445_;
                    uint l_892_ = (_e3120 - 0u);
                    uint _e3123 = l_mut_450_;
                    bool l_893_ = (_e3123 < 1u);
                    uint l_894_ = uint(l_893_);
                    uint l_895_ = (l_892_ - l_894_);
                    l_mut_766_ = l_891_;
                    l_mut_450_ = l_895_;
                    l_mut_445_ = 0u;
                    l_mut_896_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3216 = l_mut_896_;
                            l_mut_896_ = (_e3216 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3131 = l_mut_896_;
                        if ((_e3131 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3135 = l_mut_896_;
                            uint l_897_ = (19u - _e3135);
                            uint _e3137 = l_mut_766_;
                            l_mut_444_ = _e3137;
                            uint _e3138 = l_mut_450_;
                            l_mut_441_ = _e3138;
                            bool l_898_ = (l_897_ >= 32u);
                            if (l_898_) {
                                uint l_899_ = (l_897_ & 31u);
                                uint _e3143 = l_mut_450_;
                                uint l_900_ = (_e3143 >> l_899_);
                                l_mut_444_ = l_900_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_901_ = (l_897_ > 0u);
                                if (l_901_) {
                                    uint _e3148 = l_mut_766_;
                                    l_mut_440_ = _e3148;
                                    bool l_902_ = (l_897_ > 0u);
                                    if (l_902_) {
                                        uint _e3151 = l_mut_766_;
                                        uint l_903_ = (_e3151 >> l_897_);
                                        uint l_904_ = (32u - l_897_);
                                        uint _e3155 = l_mut_450_;
                                        uint l_905_ = (_e3155 << l_904_);
                                        uint l_906_ = (l_903_ | l_905_);
                                        l_mut_440_ = l_906_;
                                    }
                                    uint _e3158 = l_mut_450_;
                                    uint l_907_ = (_e3158 >> l_897_);
                                    uint _e3160 = l_mut_440_;
                                    l_mut_444_ = _e3160;
                                    l_mut_441_ = l_907_;
                                }
                            }
                            uint _e3161 = l_mut_441_;
                            uint _e3162 = l_mut_269_;
                            bool l_908_ = (_e3161 < _e3162);
                            uint _e3164 = l_mut_441_;
                            uint _e3165 = l_mut_269_;
                            bool l_909_ = (_e3164 == _e3165);
                            uint _e3167 = l_mut_444_;
                            uint _e3168 = l_mut_275_;
                            bool l_910_ = (_e3167 < _e3168);
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
                            bool l_913_ = !(l_912_);
                            if (l_913_) {
                                uint _e3180 = l_mut_275_;
                                l_mut_444_ = _e3180;
                                uint _e3181 = l_mut_269_;
                                l_mut_441_ = _e3181;
                                bool l_914_ = (l_897_ >= 32u);
                                if (l_914_) {
                                    uint l_915_ = (l_897_ & 31u);
                                    uint _e3186 = l_mut_275_;
                                    uint l_916_ = (_e3186 << l_915_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_916_;
                                } else {
                                    bool l_917_ = (l_897_ > 0u);
                                    if (l_917_) {
                                        uint _e3191 = l_mut_275_;
                                        uint l_918_ = (_e3191 << l_897_);
                                        uint _e3193 = l_mut_269_;
                                        uint l_919_ = (_e3193 << l_897_);
                                        uint l_920_ = (32u - l_897_);
                                        uint _e3197 = l_mut_275_;
                                        uint l_921_ = (_e3197 >> l_920_);
                                        uint l_922_ = (l_919_ | l_921_);
                                        l_mut_444_ = l_918_;
                                        l_mut_441_ = l_922_;
                                    }
                                }
                                uint _e3200 = l_mut_766_;
                                uint _e3201 = l_mut_444_;
                                uint l_923_ = (_e3200 - _e3201);
                                uint _e3203 = l_mut_450_;
                                uint _e3204 = l_mut_441_;
                                uint l_924_ = (_e3203 - _e3204);
                                uint _e3206 = l_mut_766_;
                                uint _e3207 = l_mut_444_;
                                bool l_925_ = (_e3206 < _e3207);
                                uint l_926_ = uint(l_925_);
                                uint l_927_ = (l_924_ - l_926_);
                                l_mut_766_ = l_923_;
                                l_mut_450_ = l_927_;
                                uint l_928_ = (1u << l_897_);
                                uint _e3213 = l_mut_445_;
                                l_mut_445_ = (_e3213 | l_928_);
                            }
                        }
                    }
                    uint _e3218 = l_mut_445_;
                    uint l_929_ = min(_e3218, l_890_);
                    l_mut_445_ = l_929_;
                    uint _e3220 = l_mut_450_;
                    uint _e3221 = l_mut_269_;
                    bool l_930_ = (_e3220 < _e3221);
                    uint _e3223 = l_mut_450_;
                    uint _e3224 = l_mut_269_;
                    bool l_931_ = (_e3223 == _e3224);
                    uint _e3226 = l_mut_766_;
                    uint _e3227 = l_mut_275_;
                    bool l_932_ = (_e3226 < _e3227);
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
                        l_mut_445_ = l_890_;
                    }
                    uint _e3239 = l_mut_445_;
                    l_mut_771_ = _e3239;
                }
                uint _e3240 = l_mut_219_;
                l_mut_766_ = _e3240;
                uint _e3241 = l_mut_213_;
                l_mut_450_ = _e3241;
                uint _e3242 = l_mut_275_;
                l_mut_445_ = _e3242;
                uint _e3243 = l_mut_269_;
                l_mut_444_ = _e3243;
                uint _e3244 = l_mut_96_;
                l_mut_441_ = _e3244;
                uint _e3245 = l_mut_102_;
                l_mut_440_ = _e3245;
                uint _e3246 = l_mut_151_;
                l_mut_439_ = _e3246;
                uint _e3247 = l_mut_145_;
                l_mut_428_ = _e3247;
                l_mut_421_ = 0u;
                uint _e3249 = l_mut_771_;
                bool l_936_ = (_e3249 > 0u);
                if (l_936_) {
                    uint _e3252 = l_mut_275_;
                    uint _e3253 = l_mut_771_;
                    uint l_937_ = (_e3252 * _e3253);
                    uint _e3255 = l_mut_275_;
                    uint l_3446_ = (_e3255 & 65535u);
                    uint _e3258 = l_mut_275_;
                    uint l_3447_ = (_e3258 >> 16u);
                    uint l_3448_ = (l_3447_ & 65535u);
                    uint _e3263 = l_mut_771_;
                    uint l_3449_ = (_e3263 & 65535u);
                    uint _e3266 = l_mut_771_;
                    uint l_3450_ = (_e3266 >> 16u);
                    uint l_3451_ = (l_3450_ & 65535u);
                    uint l_3452_ = (l_3446_ * l_3449_);
                    uint l_3453_ = (l_3448_ * l_3449_);
                    uint l_3454_ = (l_3446_ * l_3451_);
                    uint l_3455_ = (l_3448_ * l_3451_);
                    uint l_3456_ = (l_3452_ >> 16u);
                    uint l_3457_ = (l_3456_ & 65535u);
                    uint l_3458_ = (l_3453_ & 65535u);
                    uint l_3459_ = (l_3457_ + l_3458_);
                    uint l_3460_ = (l_3454_ & 65535u);
                    uint l_3461_ = (l_3459_ + l_3460_);
                    uint l_3462_ = (l_3453_ >> 16u);
                    uint l_3463_ = (l_3462_ & 65535u);
                    uint l_3464_ = (l_3455_ + l_3463_);
                    uint l_3465_ = (l_3454_ >> 16u);
                    uint l_3466_ = (l_3465_ & 65535u);
                    uint l_3467_ = (l_3464_ + l_3466_);
                    uint l_3468_ = (l_3461_ >> 16u);
                    uint l_3469_ = (l_3468_ & 65535u);
                    uint l_938_ = (l_3467_ + l_3469_);
                    uint _e3300 = l_mut_269_;
                    uint _e3301 = l_mut_771_;
                    uint l_939_ = (_e3300 * _e3301);
                    uint l_940_ = (l_938_ + l_939_);
                    uint _e3304 = l_mut_151_;
                    uint l_941_ = (_e3304 - l_937_);
                    uint _e3306 = l_mut_145_;
                    uint l_942_ = (_e3306 - l_940_);
                    uint _e3308 = l_mut_151_;
                    bool l_943_ = (_e3308 < l_937_);
                    uint l_944_ = uint(l_943_);
                    uint l_945_ = (l_942_ - l_944_);
                    l_mut_439_ = l_941_;
                    l_mut_428_ = l_945_;
                    uint _e3312 = l_mut_219_;
                    uint l_946_ = (_e3312 - l_937_);
                    uint _e3314 = l_mut_213_;
                    uint l_947_ = (_e3314 - l_940_);
                    uint _e3316 = l_mut_219_;
                    bool l_948_ = (_e3316 < l_937_);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_766_ = l_946_;
                    l_mut_450_ = l_950_;
                    uint _e3320 = l_mut_771_;
                    uint _e3321 = l_mut_96_;
                    uint l_951_ = (_e3320 * _e3321);
                    uint _e3323 = l_mut_102_;
                    uint l_952_ = (_e3323 + l_951_);
                    l_mut_440_ = l_952_;
                } else {
                    uint _e3325 = l_mut_151_;
                    uint _e3326 = l_mut_275_;
                    uint l_953_ = (_e3325 - _e3326);
                    uint _e3328 = l_mut_145_;
                    uint _e3329 = l_mut_269_;
                    uint l_954_ = (_e3328 - _e3329);
                    uint _e3331 = l_mut_151_;
                    uint _e3332 = l_mut_275_;
                    bool l_955_ = (_e3331 < _e3332);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_439_ = l_953_;
                    l_mut_428_ = l_957_;
                    uint _e3336 = l_mut_428_;
                    bool l_958_ = (_e3336 < l_344_);
                    uint _e3338 = l_mut_428_;
                    bool l_959_ = (_e3338 == l_344_);
                    uint _e3340 = l_mut_439_;
                    bool l_960_ = (_e3340 < l_340_);
                    if (l_959_) {
                        local_78 = l_960_;
                    } else {
                        local_78 = false;
                    }
                    bool l_961_ = local_78;
                    if (!(l_958_)) {
                        local_79 = l_961_;
                    } else {
                        local_79 = true;
                    }
                    bool l_962_ = local_79;
                    if (l_962_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e3352 = l_mut_421_;
                    bool l_963_ = (_e3352 == 0u);
                    if (l_963_) {
                        uint _e3355 = l_mut_96_;
                        uint l_964_ = (l_4_ - _e3355);
                        uint _e3357 = l_mut_102_;
                        uint l_965_ = (l_964_ / _e3357);
                        l_mut_771_ = 0u;
                        l_mut_645_ = false;
                        uint _e3361 = l_mut_275_;
                        l_mut_394_ = _e3361;
                        uint _e3362 = l_mut_269_;
                        l_mut_388_ = _e3362;
                        if (false) {
                            uint _e3365 = l_mut_269_;
                            uint l_968_ = (_e3365 >> 3u);
                            l_mut_394_ = l_968_;
                            l_mut_388_ = 0u;
                        } else {
                            if (true) {
                                uint _e3369 = l_mut_275_;
                                l_mut_382_ = _e3369;
                                if (true) {
                                    uint _e3371 = l_mut_275_;
                                    uint l_971_ = (_e3371 >> 3u);
                                    uint _e3374 = l_mut_269_;
                                    uint l_972_ = (_e3374 << 29u);
                                    uint l_973_ = (l_971_ | l_972_);
                                    l_mut_382_ = l_973_;
                                }
                                uint _e3378 = l_mut_269_;
                                uint l_974_ = (_e3378 >> 3u);
                                uint _e3381 = l_mut_382_;
                                l_mut_394_ = _e3381;
                                l_mut_388_ = l_974_;
                            }
                        }
                        uint _e3382 = l_mut_388_;
                        uint _e3383 = l_mut_213_;
                        bool l_975_ = (_e3382 < _e3383);
                        uint _e3385 = l_mut_388_;
                        uint _e3386 = l_mut_213_;
                        bool l_976_ = (_e3385 == _e3386);
                        uint _e3388 = l_mut_394_;
                        uint _e3389 = l_mut_219_;
                        bool l_977_ = (_e3388 < _e3389);
                        if (l_976_) {
                            local_80 = l_977_;
                        } else {
                            local_80 = false;
                        }
                        bool l_978_ = local_80;
                        if (!(l_975_)) {
                            local_81 = l_978_;
                        } else {
                            local_81 = true;
                        }
                        bool l_979_ = local_81;
                        bool l_980_ = !(l_979_);
                        l_mut_645_ = l_980_;
                        uint _e3401 = l_mut_219_;
                        uint _e3402 = l_mut_213_;
                        uint l_981_ = (_e3401 | _e3402);
                        bool l_982_ = (l_981_ == 0u);
                        if (l_982_) {
                            l_mut_771_ = l_965_;
                        } else {
                            bool _e3406 = l_mut_645_;
                            if (_e3406) {
                                uint _e3407 = l_mut_213_;
                                uint _e3408 = l_mut_269_;
                                bool l_983_ = (_e3407 < _e3408);
                                uint _e3410 = l_mut_213_;
                                uint _e3411 = l_mut_269_;
                                bool l_984_ = (_e3410 == _e3411);
                                uint _e3413 = l_mut_219_;
                                uint _e3414 = l_mut_275_;
                                bool l_985_ = (_e3413 < _e3414);
                                if (l_984_) {
                                    local_82 = l_985_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_986_ = local_82;
                                if (!(l_983_)) {
                                    local_83 = l_986_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_987_ = local_83;
                                if (l_987_) {
                                    uint _e3425 = l_mut_275_;
                                    uint l_988_ = (_e3425 - 1u);
                                    uint _e3428 = l_mut_269_;
                                    uint l_989_ = (_e3428 - 0u);
                                    uint _e3431 = l_mut_275_;
                                    bool l_990_ = (_e3431 < 1u);
                                    uint l_991_ = uint(l_990_);
                                    uint l_992_ = (l_989_ - l_991_);
                                    l_mut_394_ = l_988_;
                                    l_mut_388_ = l_992_;
                                    l_mut_382_ = 0u;
                                    l_mut_993_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3524 = l_mut_993_;
                                            l_mut_993_ = (_e3524 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3439 = l_mut_993_;
                                        if ((_e3439 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3443 = l_mut_993_;
                                            uint l_994_ = (19u - _e3443);
                                            uint _e3445 = l_mut_394_;
                                            l_mut_90_ = _e3445;
                                            uint _e3446 = l_mut_388_;
                                            l_mut_75_ = _e3446;
                                            bool l_995_ = (l_994_ >= 32u);
                                            if (l_995_) {
                                                uint l_996_ = (l_994_ & 31u);
                                                uint _e3451 = l_mut_388_;
                                                uint l_997_ = (_e3451 >> l_996_);
                                                l_mut_90_ = l_997_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_998_ = (l_994_ > 0u);
                                                if (l_998_) {
                                                    uint _e3456 = l_mut_394_;
                                                    l_mut_40_ = _e3456;
                                                    bool l_999_ = (l_994_ > 0u);
                                                    if (l_999_) {
                                                        uint _e3459 = l_mut_394_;
                                                        uint l_1000_ = (_e3459 >> l_994_);
                                                        uint l_1001_ = (32u - l_994_);
                                                        uint _e3463 = l_mut_388_;
                                                        uint l_1002_ = (_e3463 << l_1001_);
                                                        uint l_1003_ = (l_1000_ | l_1002_);
                                                        l_mut_40_ = l_1003_;
                                                    }
                                                    uint _e3466 = l_mut_388_;
                                                    uint l_1004_ = (_e3466 >> l_994_);
                                                    uint _e3468 = l_mut_40_;
                                                    l_mut_90_ = _e3468;
                                                    l_mut_75_ = l_1004_;
                                                }
                                            }
                                            uint _e3469 = l_mut_75_;
                                            uint _e3470 = l_mut_213_;
                                            bool l_1005_ = (_e3469 < _e3470);
                                            uint _e3472 = l_mut_75_;
                                            uint _e3473 = l_mut_213_;
                                            bool l_1006_ = (_e3472 == _e3473);
                                            uint _e3475 = l_mut_90_;
                                            uint _e3476 = l_mut_219_;
                                            bool l_1007_ = (_e3475 < _e3476);
                                            if (l_1006_) {
                                                local_84 = l_1007_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_1008_ = local_84;
                                            if (!(l_1005_)) {
                                                local_85 = l_1008_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_1009_ = local_85;
                                            bool l_1010_ = !(l_1009_);
                                            if (l_1010_) {
                                                uint _e3488 = l_mut_219_;
                                                l_mut_90_ = _e3488;
                                                uint _e3489 = l_mut_213_;
                                                l_mut_75_ = _e3489;
                                                bool l_1011_ = (l_994_ >= 32u);
                                                if (l_1011_) {
                                                    uint l_1012_ = (l_994_ & 31u);
                                                    uint _e3494 = l_mut_219_;
                                                    uint l_1013_ = (_e3494 << l_1012_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_1013_;
                                                } else {
                                                    bool l_1014_ = (l_994_ > 0u);
                                                    if (l_1014_) {
                                                        uint _e3499 = l_mut_219_;
                                                        uint l_1015_ = (_e3499 << l_994_);
                                                        uint _e3501 = l_mut_213_;
                                                        uint l_1016_ = (_e3501 << l_994_);
                                                        uint l_1017_ = (32u - l_994_);
                                                        uint _e3505 = l_mut_219_;
                                                        uint l_1018_ = (_e3505 >> l_1017_);
                                                        uint l_1019_ = (l_1016_ | l_1018_);
                                                        l_mut_90_ = l_1015_;
                                                        l_mut_75_ = l_1019_;
                                                    }
                                                }
                                                uint _e3508 = l_mut_394_;
                                                uint _e3509 = l_mut_90_;
                                                uint l_1020_ = (_e3508 - _e3509);
                                                uint _e3511 = l_mut_388_;
                                                uint _e3512 = l_mut_75_;
                                                uint l_1021_ = (_e3511 - _e3512);
                                                uint _e3514 = l_mut_394_;
                                                uint _e3515 = l_mut_90_;
                                                bool l_1022_ = (_e3514 < _e3515);
                                                uint l_1023_ = uint(l_1022_);
                                                uint l_1024_ = (l_1021_ - l_1023_);
                                                l_mut_394_ = l_1020_;
                                                l_mut_388_ = l_1024_;
                                                uint l_1025_ = (1u << l_994_);
                                                uint _e3521 = l_mut_382_;
                                                l_mut_382_ = (_e3521 | l_1025_);
                                            }
                                        }
                                    }
                                    uint _e3526 = l_mut_382_;
                                    uint l_1026_ = min(_e3526, l_965_);
                                    l_mut_382_ = l_1026_;
                                    uint _e3528 = l_mut_388_;
                                    uint _e3529 = l_mut_213_;
                                    bool l_1027_ = (_e3528 < _e3529);
                                    uint _e3531 = l_mut_388_;
                                    uint _e3532 = l_mut_213_;
                                    bool l_1028_ = (_e3531 == _e3532);
                                    uint _e3534 = l_mut_394_;
                                    uint _e3535 = l_mut_219_;
                                    bool l_1029_ = (_e3534 < _e3535);
                                    if (l_1028_) {
                                        local_86 = l_1029_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1030_ = local_86;
                                    if (!(l_1027_)) {
                                        local_87 = l_1030_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1031_ = local_87;
                                    bool l_1032_ = !(l_1031_);
                                    if (l_1032_) {
                                        l_mut_382_ = l_965_;
                                    }
                                    uint _e3547 = l_mut_382_;
                                    l_mut_771_ = _e3547;
                                }
                            } else {
                                uint _e3548 = l_mut_275_;
                                l_mut_394_ = _e3548;
                                uint _e3549 = l_mut_269_;
                                l_mut_388_ = _e3549;
                                while(true) {
                                    uint _e3550 = l_mut_213_;
                                    uint _e3551 = l_mut_388_;
                                    bool l_1033_ = (_e3550 < _e3551);
                                    uint _e3553 = l_mut_213_;
                                    uint _e3554 = l_mut_388_;
                                    bool l_1034_ = (_e3553 == _e3554);
                                    uint _e3556 = l_mut_219_;
                                    uint _e3557 = l_mut_394_;
                                    bool l_1035_ = (_e3556 < _e3557);
                                    if (l_1034_) {
                                        local_88 = l_1035_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1036_ = local_88;
                                    if (!(l_1033_)) {
                                        local_89 = l_1036_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1037_ = local_89;
                                    uint _e3568 = l_mut_771_;
                                    uint _e3569 = l_mut_102_;
                                    uint l_1038_ = (_e3568 * _e3569);
                                    uint _e3571 = l_mut_96_;
                                    uint l_1039_ = (_e3571 + l_1038_);
                                    uint _e3573 = l_mut_102_;
                                    uint l_1040_ = (l_1039_ + _e3573);
                                    bool l_1041_ = (l_1040_ < l_4_);
                                    if (l_1037_) {
                                        local_90 = l_1041_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1042_ = local_90;
                                    bool l_1043_ = !(l_1042_);
                                    if (l_1043_) {
                                        break;
                                    }
                                    uint _e3581 = l_mut_394_;
                                    uint _e3582 = l_mut_219_;
                                    uint l_1044_ = (_e3581 - _e3582);
                                    uint _e3584 = l_mut_388_;
                                    uint _e3585 = l_mut_213_;
                                    uint l_1045_ = (_e3584 - _e3585);
                                    uint _e3587 = l_mut_394_;
                                    uint _e3588 = l_mut_219_;
                                    bool l_1046_ = (_e3587 < _e3588);
                                    uint l_1047_ = uint(l_1046_);
                                    uint l_1048_ = (l_1045_ - l_1047_);
                                    l_mut_394_ = l_1044_;
                                    l_mut_388_ = l_1048_;
                                    uint _e3592 = l_mut_771_;
                                    l_mut_771_ = (_e3592 + 1u);
                                }
                            }
                        }
                        uint _e3595 = l_mut_771_;
                        uint _e3596 = l_mut_102_;
                        uint l_1049_ = (_e3595 * _e3596);
                        uint _e3598 = l_mut_96_;
                        uint l_1050_ = (_e3598 + l_1049_);
                        uint _e3600 = l_mut_102_;
                        uint l_1051_ = (l_1050_ + _e3600);
                        bool l_1052_ = (l_1051_ >= l_4_);
                        if (l_1052_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e3604 = l_mut_219_;
                            uint _e3605 = l_mut_771_;
                            uint l_1053_ = (_e3604 * _e3605);
                            uint _e3607 = l_mut_219_;
                            uint l_3471_ = (_e3607 & 65535u);
                            uint _e3610 = l_mut_219_;
                            uint l_3472_ = (_e3610 >> 16u);
                            uint l_3473_ = (l_3472_ & 65535u);
                            uint _e3615 = l_mut_771_;
                            uint l_3474_ = (_e3615 & 65535u);
                            uint _e3618 = l_mut_771_;
                            uint l_3475_ = (_e3618 >> 16u);
                            uint l_3476_ = (l_3475_ & 65535u);
                            uint l_3477_ = (l_3471_ * l_3474_);
                            uint l_3478_ = (l_3473_ * l_3474_);
                            uint l_3479_ = (l_3471_ * l_3476_);
                            uint l_3480_ = (l_3473_ * l_3476_);
                            uint l_3481_ = (l_3477_ >> 16u);
                            uint l_3482_ = (l_3481_ & 65535u);
                            uint l_3483_ = (l_3478_ & 65535u);
                            uint l_3484_ = (l_3482_ + l_3483_);
                            uint l_3485_ = (l_3479_ & 65535u);
                            uint l_3486_ = (l_3484_ + l_3485_);
                            uint l_3487_ = (l_3478_ >> 16u);
                            uint l_3488_ = (l_3487_ & 65535u);
                            uint l_3489_ = (l_3480_ + l_3488_);
                            uint l_3490_ = (l_3479_ >> 16u);
                            uint l_3491_ = (l_3490_ & 65535u);
                            uint l_3492_ = (l_3489_ + l_3491_);
                            uint l_3493_ = (l_3486_ >> 16u);
                            uint l_3494_ = (l_3493_ & 65535u);
                            uint l_1054_ = (l_3492_ + l_3494_);
                            uint _e3652 = l_mut_213_;
                            uint _e3653 = l_mut_771_;
                            uint l_1055_ = (_e3652 * _e3653);
                            uint l_1056_ = (l_1054_ + l_1055_);
                            uint _e3656 = l_mut_275_;
                            uint l_1057_ = (_e3656 - l_1053_);
                            uint _e3658 = l_mut_269_;
                            uint l_1058_ = (_e3658 - l_1056_);
                            uint _e3660 = l_mut_275_;
                            bool l_1059_ = (_e3660 < l_1053_);
                            uint l_1060_ = uint(l_1059_);
                            uint l_1061_ = (l_1058_ - l_1060_);
                            l_mut_445_ = l_1057_;
                            l_mut_444_ = l_1061_;
                            uint _e3664 = l_mut_771_;
                            uint _e3665 = l_mut_102_;
                            uint l_1062_ = (_e3664 * _e3665);
                            uint _e3667 = l_mut_96_;
                            uint l_1063_ = (_e3667 + l_1062_);
                            l_mut_441_ = l_1063_;
                            uint _e3669 = l_mut_219_;
                            uint _e3670 = l_mut_445_;
                            uint l_1064_ = (_e3669 - _e3670);
                            uint _e3672 = l_mut_213_;
                            uint _e3673 = l_mut_444_;
                            uint l_1065_ = (_e3672 - _e3673);
                            uint _e3675 = l_mut_219_;
                            uint _e3676 = l_mut_445_;
                            bool l_1066_ = (_e3675 < _e3676);
                            uint l_1067_ = uint(l_1066_);
                            uint l_1068_ = (l_1065_ - l_1067_);
                            l_mut_766_ = l_1064_;
                            l_mut_450_ = l_1068_;
                            uint _e3680 = l_mut_102_;
                            uint _e3681 = l_mut_441_;
                            uint l_1069_ = (_e3680 + _e3681);
                            l_mut_440_ = l_1069_;
                        }
                    }
                }
                uint _e3683 = l_mut_445_;
                l_mut_275_ = _e3683;
                uint _e3684 = l_mut_444_;
                l_mut_269_ = _e3684;
                uint _e3685 = l_mut_766_;
                l_mut_219_ = _e3685;
                uint _e3686 = l_mut_450_;
                l_mut_213_ = _e3686;
                uint _e3687 = l_mut_440_;
                l_mut_102_ = _e3687;
                uint _e3688 = l_mut_441_;
                l_mut_96_ = _e3688;
                uint _e3689 = l_mut_439_;
                l_mut_151_ = _e3689;
                uint _e3690 = l_mut_428_;
                l_mut_145_ = _e3690;
                uint _e3691 = l_mut_421_;
                bool l_1070_ = (_e3691 == 1u);
                l_mut_350_ = l_1070_;
                uint _e3694 = l_mut_421_;
                bool l_1071_ = (_e3694 == 0u);
                l_mut_357_ = l_1071_;
            }
        }
        bool _e3697 = l_mut_350_;
        bool l_1072_ = !(_e3697);
        if (l_1072_) {
            uint l_3496_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3497_ = (l_3496_ * 1u);
            uint l_3498_ = (l_3497_ - 1u);
            uint l_3499_ = min(0u, l_3498_);
            uint _e3712 = atomicAdd(_group_0_binding_5_cs[l_3499_], 1u);
            uint l_1075_ = (l_4_ / 8u);
            l_mut_771_ = 0u;
            l_mut_766_ = 0u;
            l_mut_450_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8898 = l_mut_1076_;
                    l_mut_1076_ = (_e8898 + 1u);
                }
                loop_init_6 = false;
                uint _e3720 = l_mut_1076_;
                if ((_e3720 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3723 = l_mut_1076_;
                    uint l_1077_ = (_e3723 * l_1075_);
                    bool l_1078_ = (l_1077_ < l_56_);
                    uint l_1079_ = (l_4_ / 8u);
                    uint _e3728 = l_mut_1076_;
                    uint l_1080_ = (_e3728 * l_1079_);
                    uint l_1081_ = (l_1080_ + l_1080_);
                    uint l_1082_ = (l_72_ >> 31u);
                    bool l_1083_ = (l_1082_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1083_) {
                        uint l_1084_ = (0u - l_69_);
                        uint l_1085_ = (0u - l_72_);
                        bool l_1086_ = (0u < l_69_);
                        uint l_1087_ = uint(l_1086_);
                        uint l_1088_ = (l_1085_ - l_1087_);
                        l_mut_445_ = l_1084_;
                        l_mut_444_ = l_1088_;
                    }
                    uint _e3743 = l_mut_445_;
                    uint l_1089_ = (_e3743 * l_1081_);
                    uint _e3745 = l_mut_444_;
                    uint l_1090_ = (_e3745 * l_1081_);
                    uint _e3747 = l_mut_445_;
                    uint l_3501_ = (_e3747 & 65535u);
                    uint _e3750 = l_mut_445_;
                    uint l_3502_ = (_e3750 >> 16u);
                    uint l_3503_ = (l_3502_ & 65535u);
                    uint l_3504_ = (l_1081_ & 65535u);
                    uint l_3505_ = (l_1081_ >> 16u);
                    uint l_3506_ = (l_3505_ & 65535u);
                    uint l_3507_ = (l_3501_ * l_3504_);
                    uint l_3508_ = (l_3503_ * l_3504_);
                    uint l_3509_ = (l_3501_ * l_3506_);
                    uint l_3510_ = (l_3503_ * l_3506_);
                    uint l_3511_ = (l_3507_ >> 16u);
                    uint l_3512_ = (l_3511_ & 65535u);
                    uint l_3513_ = (l_3508_ & 65535u);
                    uint l_3514_ = (l_3512_ + l_3513_);
                    uint l_3515_ = (l_3509_ & 65535u);
                    uint l_3516_ = (l_3514_ + l_3515_);
                    uint l_3517_ = (l_3508_ >> 16u);
                    uint l_3518_ = (l_3517_ & 65535u);
                    uint l_3519_ = (l_3510_ + l_3518_);
                    uint l_3520_ = (l_3509_ >> 16u);
                    uint l_3521_ = (l_3520_ & 65535u);
                    uint l_3522_ = (l_3519_ + l_3521_);
                    uint l_3523_ = (l_3516_ >> 16u);
                    uint l_3524_ = (l_3523_ & 65535u);
                    uint l_1091_ = (l_3522_ + l_3524_);
                    uint l_1092_ = (l_1091_ + l_1090_);
                    uint _e3791 = l_mut_444_;
                    uint l_3526_ = (_e3791 & 65535u);
                    uint _e3794 = l_mut_444_;
                    uint l_3527_ = (_e3794 >> 16u);
                    uint l_3528_ = (l_3527_ & 65535u);
                    uint l_3529_ = (l_1081_ & 65535u);
                    uint l_3530_ = (l_1081_ >> 16u);
                    uint l_3531_ = (l_3530_ & 65535u);
                    uint l_3532_ = (l_3526_ * l_3529_);
                    uint l_3533_ = (l_3528_ * l_3529_);
                    uint l_3534_ = (l_3526_ * l_3531_);
                    uint l_3535_ = (l_3528_ * l_3531_);
                    uint l_3536_ = (l_3532_ >> 16u);
                    uint l_3537_ = (l_3536_ & 65535u);
                    uint l_3538_ = (l_3533_ & 65535u);
                    uint l_3539_ = (l_3537_ + l_3538_);
                    uint l_3540_ = (l_3534_ & 65535u);
                    uint l_3541_ = (l_3539_ + l_3540_);
                    uint l_3542_ = (l_3533_ >> 16u);
                    uint l_3543_ = (l_3542_ & 65535u);
                    uint l_3544_ = (l_3535_ + l_3543_);
                    uint l_3545_ = (l_3534_ >> 16u);
                    uint l_3546_ = (l_3545_ & 65535u);
                    uint l_3547_ = (l_3544_ + l_3546_);
                    uint l_3548_ = (l_3541_ >> 16u);
                    uint l_3549_ = (l_3548_ & 65535u);
                    uint l_1093_ = (l_3547_ + l_3549_);
                    bool l_1094_ = (l_1092_ < l_1090_);
                    uint l_1095_ = uint(l_1094_);
                    uint l_1096_ = (l_1093_ + l_1095_);
                    uint l_1097_ = (l_9_ % 32u);
                    l_mut_441_ = l_1089_;
                    bool l_1098_ = (l_1097_ > 0u);
                    if (l_1098_) {
                        uint l_1099_ = (l_1089_ >> l_1097_);
                        uint l_1100_ = (32u - l_1097_);
                        uint l_1101_ = (l_1092_ << l_1100_);
                        uint l_1102_ = (l_1099_ | l_1101_);
                        l_mut_441_ = l_1102_;
                    }
                    l_mut_440_ = l_1092_;
                    bool l_1103_ = (l_1097_ > 0u);
                    if (l_1103_) {
                        uint l_1104_ = (l_1092_ >> l_1097_);
                        uint l_1105_ = (32u - l_1097_);
                        uint l_1106_ = (l_1096_ << l_1105_);
                        uint l_1107_ = (l_1104_ | l_1106_);
                        l_mut_440_ = l_1107_;
                    }
                    uint _e3853 = l_mut_441_;
                    l_mut_439_ = _e3853;
                    uint _e3854 = l_mut_440_;
                    l_mut_441_ = _e3854;
                    bool l_1108_ = (l_9_ >= 64u);
                    if (l_1108_) {
                        l_mut_439_ = l_1096_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1109_ = (l_9_ >= 32u);
                        if (l_1109_) {
                            l_mut_440_ = l_1092_;
                            bool l_1110_ = (l_1097_ > 0u);
                            if (l_1110_) {
                                uint l_1111_ = (l_1092_ >> l_1097_);
                                uint l_1112_ = (32u - l_1097_);
                                uint l_1113_ = (l_1096_ << l_1112_);
                                uint l_1114_ = (l_1111_ | l_1113_);
                                l_mut_440_ = l_1114_;
                            }
                            uint l_1115_ = (l_1096_ >> l_1097_);
                            uint _e3868 = l_mut_440_;
                            l_mut_439_ = _e3868;
                            l_mut_441_ = l_1115_;
                        }
                    }
                    uint _e3869 = l_mut_439_;
                    l_mut_445_ = _e3869;
                    uint _e3870 = l_mut_441_;
                    l_mut_444_ = _e3870;
                    if (l_1083_) {
                        uint _e3872 = l_mut_445_;
                        uint l_1116_ = (0u - _e3872);
                        uint _e3875 = l_mut_444_;
                        uint l_1117_ = (0u - _e3875);
                        uint _e3878 = l_mut_445_;
                        bool l_1118_ = (0u < _e3878);
                        uint l_1119_ = uint(l_1118_);
                        uint l_1120_ = (l_1117_ - l_1119_);
                        l_mut_445_ = l_1116_;
                        l_mut_444_ = l_1120_;
                    }
                    uint _e3882 = l_mut_445_;
                    uint l_1121_ = (l_59_ + _e3882);
                    uint _e3884 = l_mut_444_;
                    uint l_1122_ = (l_62_ + _e3884);
                    bool l_1123_ = (l_1121_ < l_59_);
                    uint l_1124_ = uint(l_1123_);
                    uint l_1125_ = (l_1122_ + l_1124_);
                    uint l_1126_ = (l_59_ * l_1080_);
                    uint l_3551_ = (l_59_ & 65535u);
                    uint l_3552_ = (l_59_ >> 16u);
                    uint l_3553_ = (l_3552_ & 65535u);
                    uint l_3554_ = (l_1080_ & 65535u);
                    uint l_3555_ = (l_1080_ >> 16u);
                    uint l_3556_ = (l_3555_ & 65535u);
                    uint l_3557_ = (l_3551_ * l_3554_);
                    uint l_3558_ = (l_3553_ * l_3554_);
                    uint l_3559_ = (l_3551_ * l_3556_);
                    uint l_3560_ = (l_3553_ * l_3556_);
                    uint l_3561_ = (l_3557_ >> 16u);
                    uint l_3562_ = (l_3561_ & 65535u);
                    uint l_3563_ = (l_3558_ & 65535u);
                    uint l_3564_ = (l_3562_ + l_3563_);
                    uint l_3565_ = (l_3559_ & 65535u);
                    uint l_3566_ = (l_3564_ + l_3565_);
                    uint l_3567_ = (l_3558_ >> 16u);
                    uint l_3568_ = (l_3567_ & 65535u);
                    uint l_3569_ = (l_3560_ + l_3568_);
                    uint l_3570_ = (l_3559_ >> 16u);
                    uint l_3571_ = (l_3570_ & 65535u);
                    uint l_3572_ = (l_3569_ + l_3571_);
                    uint l_3573_ = (l_3566_ >> 16u);
                    uint l_3574_ = (l_3573_ & 65535u);
                    uint l_1127_ = (l_3572_ + l_3574_);
                    uint l_1128_ = (l_62_ * l_1080_);
                    uint l_1129_ = (l_1127_ + l_1128_);
                    uint l_1130_ = (l_64_ + l_1126_);
                    uint l_1131_ = (l_67_ + l_1129_);
                    bool l_1132_ = (l_1130_ < l_64_);
                    uint l_1133_ = uint(l_1132_);
                    uint l_1134_ = (l_1131_ + l_1133_);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1135_ = (l_1080_ < 65536u);
                    if (l_1135_) {
                        uint l_1136_ = (l_1080_ * l_1080_);
                        uint l_1137_ = (l_72_ >> 31u);
                        bool l_1138_ = (l_1137_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1138_) {
                            uint l_1139_ = (0u - l_69_);
                            uint l_1140_ = (0u - l_72_);
                            bool l_1141_ = (0u < l_69_);
                            uint l_1142_ = uint(l_1141_);
                            uint l_1143_ = (l_1140_ - l_1142_);
                            l_mut_441_ = l_1139_;
                            l_mut_440_ = l_1143_;
                        }
                        uint _e3955 = l_mut_441_;
                        uint l_1144_ = (_e3955 * l_1136_);
                        uint _e3957 = l_mut_440_;
                        uint l_1145_ = (_e3957 * l_1136_);
                        uint _e3959 = l_mut_441_;
                        uint l_3576_ = (_e3959 & 65535u);
                        uint _e3962 = l_mut_441_;
                        uint l_3577_ = (_e3962 >> 16u);
                        uint l_3578_ = (l_3577_ & 65535u);
                        uint l_3579_ = (l_1136_ & 65535u);
                        uint l_3580_ = (l_1136_ >> 16u);
                        uint l_3581_ = (l_3580_ & 65535u);
                        uint l_3582_ = (l_3576_ * l_3579_);
                        uint l_3583_ = (l_3578_ * l_3579_);
                        uint l_3584_ = (l_3576_ * l_3581_);
                        uint l_3585_ = (l_3578_ * l_3581_);
                        uint l_3586_ = (l_3582_ >> 16u);
                        uint l_3587_ = (l_3586_ & 65535u);
                        uint l_3588_ = (l_3583_ & 65535u);
                        uint l_3589_ = (l_3587_ + l_3588_);
                        uint l_3590_ = (l_3584_ & 65535u);
                        uint l_3591_ = (l_3589_ + l_3590_);
                        uint l_3592_ = (l_3583_ >> 16u);
                        uint l_3593_ = (l_3592_ & 65535u);
                        uint l_3594_ = (l_3585_ + l_3593_);
                        uint l_3595_ = (l_3584_ >> 16u);
                        uint l_3596_ = (l_3595_ & 65535u);
                        uint l_3597_ = (l_3594_ + l_3596_);
                        uint l_3598_ = (l_3591_ >> 16u);
                        uint l_3599_ = (l_3598_ & 65535u);
                        uint l_1146_ = (l_3597_ + l_3599_);
                        uint l_1147_ = (l_1146_ + l_1145_);
                        uint _e4003 = l_mut_440_;
                        uint l_3601_ = (_e4003 & 65535u);
                        uint _e4006 = l_mut_440_;
                        uint l_3602_ = (_e4006 >> 16u);
                        uint l_3603_ = (l_3602_ & 65535u);
                        uint l_3604_ = (l_1136_ & 65535u);
                        uint l_3605_ = (l_1136_ >> 16u);
                        uint l_3606_ = (l_3605_ & 65535u);
                        uint l_3607_ = (l_3601_ * l_3604_);
                        uint l_3608_ = (l_3603_ * l_3604_);
                        uint l_3609_ = (l_3601_ * l_3606_);
                        uint l_3610_ = (l_3603_ * l_3606_);
                        uint l_3611_ = (l_3607_ >> 16u);
                        uint l_3612_ = (l_3611_ & 65535u);
                        uint l_3613_ = (l_3608_ & 65535u);
                        uint l_3614_ = (l_3612_ + l_3613_);
                        uint l_3615_ = (l_3609_ & 65535u);
                        uint l_3616_ = (l_3614_ + l_3615_);
                        uint l_3617_ = (l_3608_ >> 16u);
                        uint l_3618_ = (l_3617_ & 65535u);
                        uint l_3619_ = (l_3610_ + l_3618_);
                        uint l_3620_ = (l_3609_ >> 16u);
                        uint l_3621_ = (l_3620_ & 65535u);
                        uint l_3622_ = (l_3619_ + l_3621_);
                        uint l_3623_ = (l_3616_ >> 16u);
                        uint l_3624_ = (l_3623_ & 65535u);
                        uint l_1148_ = (l_3622_ + l_3624_);
                        bool l_1149_ = (l_1147_ < l_1145_);
                        uint l_1150_ = uint(l_1149_);
                        uint l_1151_ = (l_1148_ + l_1150_);
                        uint l_1152_ = (l_9_ % 32u);
                        l_mut_439_ = l_1144_;
                        bool l_1153_ = (l_1152_ > 0u);
                        if (l_1153_) {
                            uint l_1154_ = (l_1144_ >> l_1152_);
                            uint l_1155_ = (32u - l_1152_);
                            uint l_1156_ = (l_1147_ << l_1155_);
                            uint l_1157_ = (l_1154_ | l_1156_);
                            l_mut_439_ = l_1157_;
                        }
                        l_mut_428_ = l_1147_;
                        bool l_1158_ = (l_1152_ > 0u);
                        if (l_1158_) {
                            uint l_1159_ = (l_1147_ >> l_1152_);
                            uint l_1160_ = (32u - l_1152_);
                            uint l_1161_ = (l_1151_ << l_1160_);
                            uint l_1162_ = (l_1159_ | l_1161_);
                            l_mut_428_ = l_1162_;
                        }
                        uint _e4065 = l_mut_439_;
                        l_mut_421_ = _e4065;
                        uint _e4066 = l_mut_428_;
                        l_mut_439_ = _e4066;
                        bool l_1163_ = (l_9_ >= 64u);
                        if (l_1163_) {
                            l_mut_421_ = l_1151_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1164_ = (l_9_ >= 32u);
                            if (l_1164_) {
                                l_mut_428_ = l_1147_;
                                bool l_1165_ = (l_1152_ > 0u);
                                if (l_1165_) {
                                    uint l_1166_ = (l_1147_ >> l_1152_);
                                    uint l_1167_ = (32u - l_1152_);
                                    uint l_1168_ = (l_1151_ << l_1167_);
                                    uint l_1169_ = (l_1166_ | l_1168_);
                                    l_mut_428_ = l_1169_;
                                }
                                uint l_1170_ = (l_1151_ >> l_1152_);
                                uint _e4080 = l_mut_428_;
                                l_mut_421_ = _e4080;
                                l_mut_439_ = l_1170_;
                            }
                        }
                        uint _e4081 = l_mut_421_;
                        l_mut_441_ = _e4081;
                        uint _e4082 = l_mut_439_;
                        l_mut_440_ = _e4082;
                        if (l_1138_) {
                            uint _e4084 = l_mut_441_;
                            uint l_1171_ = (0u - _e4084);
                            uint _e4087 = l_mut_440_;
                            uint l_1172_ = (0u - _e4087);
                            uint _e4090 = l_mut_441_;
                            bool l_1173_ = (0u < _e4090);
                            uint l_1174_ = uint(l_1173_);
                            uint l_1175_ = (l_1172_ - l_1174_);
                            l_mut_441_ = l_1171_;
                            l_mut_440_ = l_1175_;
                        }
                        uint _e4094 = l_mut_441_;
                        l_mut_445_ = _e4094;
                        uint _e4095 = l_mut_440_;
                        l_mut_444_ = _e4095;
                    } else {
                        uint l_1176_ = (l_72_ >> 31u);
                        bool l_1177_ = (l_1176_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1177_) {
                            uint l_1178_ = (0u - l_69_);
                            uint l_1179_ = (0u - l_72_);
                            bool l_1180_ = (0u < l_69_);
                            uint l_1181_ = uint(l_1180_);
                            uint l_1182_ = (l_1179_ - l_1181_);
                            l_mut_441_ = l_1178_;
                            l_mut_440_ = l_1182_;
                        }
                        uint _e4108 = l_mut_441_;
                        uint l_1183_ = (_e4108 * l_1080_);
                        uint _e4110 = l_mut_440_;
                        uint l_1184_ = (_e4110 * l_1080_);
                        uint _e4112 = l_mut_441_;
                        uint l_3626_ = (_e4112 & 65535u);
                        uint _e4115 = l_mut_441_;
                        uint l_3627_ = (_e4115 >> 16u);
                        uint l_3628_ = (l_3627_ & 65535u);
                        uint l_3629_ = (l_1080_ & 65535u);
                        uint l_3630_ = (l_1080_ >> 16u);
                        uint l_3631_ = (l_3630_ & 65535u);
                        uint l_3632_ = (l_3626_ * l_3629_);
                        uint l_3633_ = (l_3628_ * l_3629_);
                        uint l_3634_ = (l_3626_ * l_3631_);
                        uint l_3635_ = (l_3628_ * l_3631_);
                        uint l_3636_ = (l_3632_ >> 16u);
                        uint l_3637_ = (l_3636_ & 65535u);
                        uint l_3638_ = (l_3633_ & 65535u);
                        uint l_3639_ = (l_3637_ + l_3638_);
                        uint l_3640_ = (l_3634_ & 65535u);
                        uint l_3641_ = (l_3639_ + l_3640_);
                        uint l_3642_ = (l_3633_ >> 16u);
                        uint l_3643_ = (l_3642_ & 65535u);
                        uint l_3644_ = (l_3635_ + l_3643_);
                        uint l_3645_ = (l_3634_ >> 16u);
                        uint l_3646_ = (l_3645_ & 65535u);
                        uint l_3647_ = (l_3644_ + l_3646_);
                        uint l_3648_ = (l_3641_ >> 16u);
                        uint l_3649_ = (l_3648_ & 65535u);
                        uint l_1185_ = (l_3647_ + l_3649_);
                        uint l_1186_ = (l_1185_ + l_1184_);
                        uint _e4156 = l_mut_440_;
                        uint l_3651_ = (_e4156 & 65535u);
                        uint _e4159 = l_mut_440_;
                        uint l_3652_ = (_e4159 >> 16u);
                        uint l_3653_ = (l_3652_ & 65535u);
                        uint l_3654_ = (l_1080_ & 65535u);
                        uint l_3655_ = (l_1080_ >> 16u);
                        uint l_3656_ = (l_3655_ & 65535u);
                        uint l_3657_ = (l_3651_ * l_3654_);
                        uint l_3658_ = (l_3653_ * l_3654_);
                        uint l_3659_ = (l_3651_ * l_3656_);
                        uint l_3660_ = (l_3653_ * l_3656_);
                        uint l_3661_ = (l_3657_ >> 16u);
                        uint l_3662_ = (l_3661_ & 65535u);
                        uint l_3663_ = (l_3658_ & 65535u);
                        uint l_3664_ = (l_3662_ + l_3663_);
                        uint l_3665_ = (l_3659_ & 65535u);
                        uint l_3666_ = (l_3664_ + l_3665_);
                        uint l_3667_ = (l_3658_ >> 16u);
                        uint l_3668_ = (l_3667_ & 65535u);
                        uint l_3669_ = (l_3660_ + l_3668_);
                        uint l_3670_ = (l_3659_ >> 16u);
                        uint l_3671_ = (l_3670_ & 65535u);
                        uint l_3672_ = (l_3669_ + l_3671_);
                        uint l_3673_ = (l_3666_ >> 16u);
                        uint l_3674_ = (l_3673_ & 65535u);
                        uint l_1187_ = (l_3672_ + l_3674_);
                        bool l_1188_ = (l_1186_ < l_1184_);
                        uint l_1189_ = uint(l_1188_);
                        uint l_1190_ = (l_1187_ + l_1189_);
                        l_mut_439_ = l_1183_;
                        bool l_1192_ = (0u > 0u);
                        if (l_1192_) {
                            uint l_1193_ = (l_1183_ >> 0u);
                            uint l_1194_ = (32u - 0u);
                            uint l_1195_ = (l_1186_ << l_1194_);
                            uint l_1196_ = (l_1193_ | l_1195_);
                            l_mut_439_ = l_1196_;
                        }
                        l_mut_428_ = l_1186_;
                        bool l_1197_ = (0u > 0u);
                        if (l_1197_) {
                            uint l_1198_ = (l_1186_ >> 0u);
                            uint l_1199_ = (32u - 0u);
                            uint l_1200_ = (l_1190_ << l_1199_);
                            uint l_1201_ = (l_1198_ | l_1200_);
                            l_mut_428_ = l_1201_;
                        }
                        uint _e4217 = l_mut_439_;
                        l_mut_421_ = _e4217;
                        uint _e4218 = l_mut_428_;
                        l_mut_439_ = _e4218;
                        if (false) {
                            l_mut_421_ = l_1190_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1186_;
                                bool l_1204_ = (0u > 0u);
                                if (l_1204_) {
                                    uint l_1205_ = (l_1186_ >> 0u);
                                    uint l_1206_ = (32u - 0u);
                                    uint l_1207_ = (l_1190_ << l_1206_);
                                    uint l_1208_ = (l_1205_ | l_1207_);
                                    l_mut_428_ = l_1208_;
                                }
                                uint l_1209_ = (l_1190_ >> 0u);
                                uint _e4230 = l_mut_428_;
                                l_mut_421_ = _e4230;
                                l_mut_439_ = l_1209_;
                            }
                        }
                        uint _e4231 = l_mut_441_;
                        uint l_1210_ = (_e4231 * l_1080_);
                        uint _e4233 = l_mut_440_;
                        uint l_1211_ = (_e4233 * l_1080_);
                        uint _e4235 = l_mut_441_;
                        uint l_3676_ = (_e4235 & 65535u);
                        uint _e4238 = l_mut_441_;
                        uint l_3677_ = (_e4238 >> 16u);
                        uint l_3678_ = (l_3677_ & 65535u);
                        uint l_3679_ = (l_1080_ & 65535u);
                        uint l_3680_ = (l_1080_ >> 16u);
                        uint l_3681_ = (l_3680_ & 65535u);
                        uint l_3682_ = (l_3676_ * l_3679_);
                        uint l_3683_ = (l_3678_ * l_3679_);
                        uint l_3684_ = (l_3676_ * l_3681_);
                        uint l_3685_ = (l_3678_ * l_3681_);
                        uint l_3686_ = (l_3682_ >> 16u);
                        uint l_3687_ = (l_3686_ & 65535u);
                        uint l_3688_ = (l_3683_ & 65535u);
                        uint l_3689_ = (l_3687_ + l_3688_);
                        uint l_3690_ = (l_3684_ & 65535u);
                        uint l_3691_ = (l_3689_ + l_3690_);
                        uint l_3692_ = (l_3683_ >> 16u);
                        uint l_3693_ = (l_3692_ & 65535u);
                        uint l_3694_ = (l_3685_ + l_3693_);
                        uint l_3695_ = (l_3684_ >> 16u);
                        uint l_3696_ = (l_3695_ & 65535u);
                        uint l_3697_ = (l_3694_ + l_3696_);
                        uint l_3698_ = (l_3691_ >> 16u);
                        uint l_3699_ = (l_3698_ & 65535u);
                        uint l_1212_ = (l_3697_ + l_3699_);
                        uint l_1213_ = (l_1212_ + l_1211_);
                        uint _e4279 = l_mut_440_;
                        uint l_3701_ = (_e4279 & 65535u);
                        uint _e4282 = l_mut_440_;
                        uint l_3702_ = (_e4282 >> 16u);
                        uint l_3703_ = (l_3702_ & 65535u);
                        uint l_3704_ = (l_1080_ & 65535u);
                        uint l_3705_ = (l_1080_ >> 16u);
                        uint l_3706_ = (l_3705_ & 65535u);
                        uint l_3707_ = (l_3701_ * l_3704_);
                        uint l_3708_ = (l_3703_ * l_3704_);
                        uint l_3709_ = (l_3701_ * l_3706_);
                        uint l_3710_ = (l_3703_ * l_3706_);
                        uint l_3711_ = (l_3707_ >> 16u);
                        uint l_3712_ = (l_3711_ & 65535u);
                        uint l_3713_ = (l_3708_ & 65535u);
                        uint l_3714_ = (l_3712_ + l_3713_);
                        uint l_3715_ = (l_3709_ & 65535u);
                        uint l_3716_ = (l_3714_ + l_3715_);
                        uint l_3717_ = (l_3708_ >> 16u);
                        uint l_3718_ = (l_3717_ & 65535u);
                        uint l_3719_ = (l_3710_ + l_3718_);
                        uint l_3720_ = (l_3709_ >> 16u);
                        uint l_3721_ = (l_3720_ & 65535u);
                        uint l_3722_ = (l_3719_ + l_3721_);
                        uint l_3723_ = (l_3716_ >> 16u);
                        uint l_3724_ = (l_3723_ & 65535u);
                        uint l_1214_ = (l_3722_ + l_3724_);
                        bool l_1215_ = (l_1213_ < l_1211_);
                        uint l_1216_ = uint(l_1215_);
                        uint l_1217_ = (l_1214_ + l_1216_);
                        l_mut_428_ = l_1210_;
                        bool l_1219_ = (0u > 0u);
                        if (l_1219_) {
                            uint l_1220_ = (l_1210_ >> 0u);
                            uint l_1221_ = (32u - 0u);
                            uint l_1222_ = (l_1213_ << l_1221_);
                            uint l_1223_ = (l_1220_ | l_1222_);
                            l_mut_428_ = l_1223_;
                        }
                        l_mut_394_ = l_1213_;
                        bool l_1224_ = (0u > 0u);
                        if (l_1224_) {
                            uint l_1225_ = (l_1213_ >> 0u);
                            uint l_1226_ = (32u - 0u);
                            uint l_1227_ = (l_1217_ << l_1226_);
                            uint l_1228_ = (l_1225_ | l_1227_);
                            l_mut_394_ = l_1228_;
                        }
                        uint _e4340 = l_mut_428_;
                        l_mut_388_ = _e4340;
                        uint _e4341 = l_mut_394_;
                        l_mut_428_ = _e4341;
                        if (true) {
                            l_mut_388_ = l_1217_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1213_;
                                bool l_1231_ = (0u > 0u);
                                if (l_1231_) {
                                    uint l_1232_ = (l_1213_ >> 0u);
                                    uint l_1233_ = (32u - 0u);
                                    uint l_1234_ = (l_1217_ << l_1233_);
                                    uint l_1235_ = (l_1232_ | l_1234_);
                                    l_mut_394_ = l_1235_;
                                }
                                uint l_1236_ = (l_1217_ >> 0u);
                                uint _e4353 = l_mut_394_;
                                l_mut_388_ = _e4353;
                                l_mut_428_ = l_1236_;
                            }
                        }
                        uint _e4354 = l_mut_421_;
                        uint l_1237_ = (_e4354 * l_1080_);
                        uint _e4356 = l_mut_439_;
                        uint l_1238_ = (_e4356 * l_1080_);
                        uint _e4358 = l_mut_421_;
                        uint l_3726_ = (_e4358 & 65535u);
                        uint _e4361 = l_mut_421_;
                        uint l_3727_ = (_e4361 >> 16u);
                        uint l_3728_ = (l_3727_ & 65535u);
                        uint l_3729_ = (l_1080_ & 65535u);
                        uint l_3730_ = (l_1080_ >> 16u);
                        uint l_3731_ = (l_3730_ & 65535u);
                        uint l_3732_ = (l_3726_ * l_3729_);
                        uint l_3733_ = (l_3728_ * l_3729_);
                        uint l_3734_ = (l_3726_ * l_3731_);
                        uint l_3735_ = (l_3728_ * l_3731_);
                        uint l_3736_ = (l_3732_ >> 16u);
                        uint l_3737_ = (l_3736_ & 65535u);
                        uint l_3738_ = (l_3733_ & 65535u);
                        uint l_3739_ = (l_3737_ + l_3738_);
                        uint l_3740_ = (l_3734_ & 65535u);
                        uint l_3741_ = (l_3739_ + l_3740_);
                        uint l_3742_ = (l_3733_ >> 16u);
                        uint l_3743_ = (l_3742_ & 65535u);
                        uint l_3744_ = (l_3735_ + l_3743_);
                        uint l_3745_ = (l_3734_ >> 16u);
                        uint l_3746_ = (l_3745_ & 65535u);
                        uint l_3747_ = (l_3744_ + l_3746_);
                        uint l_3748_ = (l_3741_ >> 16u);
                        uint l_3749_ = (l_3748_ & 65535u);
                        uint l_1239_ = (l_3747_ + l_3749_);
                        uint l_1240_ = (l_1239_ + l_1238_);
                        uint _e4402 = l_mut_439_;
                        uint l_3751_ = (_e4402 & 65535u);
                        uint _e4405 = l_mut_439_;
                        uint l_3752_ = (_e4405 >> 16u);
                        uint l_3753_ = (l_3752_ & 65535u);
                        uint l_3754_ = (l_1080_ & 65535u);
                        uint l_3755_ = (l_1080_ >> 16u);
                        uint l_3756_ = (l_3755_ & 65535u);
                        uint l_3757_ = (l_3751_ * l_3754_);
                        uint l_3758_ = (l_3753_ * l_3754_);
                        uint l_3759_ = (l_3751_ * l_3756_);
                        uint l_3760_ = (l_3753_ * l_3756_);
                        uint l_3761_ = (l_3757_ >> 16u);
                        uint l_3762_ = (l_3761_ & 65535u);
                        uint l_3763_ = (l_3758_ & 65535u);
                        uint l_3764_ = (l_3762_ + l_3763_);
                        uint l_3765_ = (l_3759_ & 65535u);
                        uint l_3766_ = (l_3764_ + l_3765_);
                        uint l_3767_ = (l_3758_ >> 16u);
                        uint l_3768_ = (l_3767_ & 65535u);
                        uint l_3769_ = (l_3760_ + l_3768_);
                        uint l_3770_ = (l_3759_ >> 16u);
                        uint l_3771_ = (l_3770_ & 65535u);
                        uint l_3772_ = (l_3769_ + l_3771_);
                        uint l_3773_ = (l_3766_ >> 16u);
                        uint l_3774_ = (l_3773_ & 65535u);
                        uint l_1241_ = (l_3772_ + l_3774_);
                        bool l_1242_ = (l_1240_ < l_1238_);
                        uint l_1243_ = uint(l_1242_);
                        uint l_1244_ = (l_1241_ + l_1243_);
                        l_mut_441_ = l_1237_;
                        bool l_1246_ = (0u > 0u);
                        if (l_1246_) {
                            uint l_1247_ = (l_1237_ >> 0u);
                            uint l_1248_ = (32u - 0u);
                            uint l_1249_ = (l_1240_ << l_1248_);
                            uint l_1250_ = (l_1247_ | l_1249_);
                            l_mut_441_ = l_1250_;
                        }
                        l_mut_440_ = l_1240_;
                        bool l_1251_ = (0u > 0u);
                        if (l_1251_) {
                            uint l_1252_ = (l_1240_ >> 0u);
                            uint l_1253_ = (32u - 0u);
                            uint l_1254_ = (l_1244_ << l_1253_);
                            uint l_1255_ = (l_1252_ | l_1254_);
                            l_mut_440_ = l_1255_;
                        }
                        uint _e4463 = l_mut_441_;
                        l_mut_394_ = _e4463;
                        uint _e4464 = l_mut_440_;
                        l_mut_441_ = _e4464;
                        if (false) {
                            l_mut_394_ = l_1244_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1240_;
                                bool l_1258_ = (0u > 0u);
                                if (l_1258_) {
                                    uint l_1259_ = (l_1240_ >> 0u);
                                    uint l_1260_ = (32u - 0u);
                                    uint l_1261_ = (l_1244_ << l_1260_);
                                    uint l_1262_ = (l_1259_ | l_1261_);
                                    l_mut_440_ = l_1262_;
                                }
                                uint l_1263_ = (l_1244_ >> 0u);
                                uint _e4476 = l_mut_440_;
                                l_mut_394_ = _e4476;
                                l_mut_441_ = l_1263_;
                            }
                        }
                        uint _e4477 = l_mut_421_;
                        uint l_1264_ = (_e4477 * l_1080_);
                        uint _e4479 = l_mut_439_;
                        uint l_1265_ = (_e4479 * l_1080_);
                        uint _e4481 = l_mut_421_;
                        uint l_3776_ = (_e4481 & 65535u);
                        uint _e4484 = l_mut_421_;
                        uint l_3777_ = (_e4484 >> 16u);
                        uint l_3778_ = (l_3777_ & 65535u);
                        uint l_3779_ = (l_1080_ & 65535u);
                        uint l_3780_ = (l_1080_ >> 16u);
                        uint l_3781_ = (l_3780_ & 65535u);
                        uint l_3782_ = (l_3776_ * l_3779_);
                        uint l_3783_ = (l_3778_ * l_3779_);
                        uint l_3784_ = (l_3776_ * l_3781_);
                        uint l_3785_ = (l_3778_ * l_3781_);
                        uint l_3786_ = (l_3782_ >> 16u);
                        uint l_3787_ = (l_3786_ & 65535u);
                        uint l_3788_ = (l_3783_ & 65535u);
                        uint l_3789_ = (l_3787_ + l_3788_);
                        uint l_3790_ = (l_3784_ & 65535u);
                        uint l_3791_ = (l_3789_ + l_3790_);
                        uint l_3792_ = (l_3783_ >> 16u);
                        uint l_3793_ = (l_3792_ & 65535u);
                        uint l_3794_ = (l_3785_ + l_3793_);
                        uint l_3795_ = (l_3784_ >> 16u);
                        uint l_3796_ = (l_3795_ & 65535u);
                        uint l_3797_ = (l_3794_ + l_3796_);
                        uint l_3798_ = (l_3791_ >> 16u);
                        uint l_3799_ = (l_3798_ & 65535u);
                        uint l_1266_ = (l_3797_ + l_3799_);
                        uint l_1267_ = (l_1266_ + l_1265_);
                        uint _e4525 = l_mut_439_;
                        uint l_3801_ = (_e4525 & 65535u);
                        uint _e4528 = l_mut_439_;
                        uint l_3802_ = (_e4528 >> 16u);
                        uint l_3803_ = (l_3802_ & 65535u);
                        uint l_3804_ = (l_1080_ & 65535u);
                        uint l_3805_ = (l_1080_ >> 16u);
                        uint l_3806_ = (l_3805_ & 65535u);
                        uint l_3807_ = (l_3801_ * l_3804_);
                        uint l_3808_ = (l_3803_ * l_3804_);
                        uint l_3809_ = (l_3801_ * l_3806_);
                        uint l_3810_ = (l_3803_ * l_3806_);
                        uint l_3811_ = (l_3807_ >> 16u);
                        uint l_3812_ = (l_3811_ & 65535u);
                        uint l_3813_ = (l_3808_ & 65535u);
                        uint l_3814_ = (l_3812_ + l_3813_);
                        uint l_3815_ = (l_3809_ & 65535u);
                        uint l_3816_ = (l_3814_ + l_3815_);
                        uint l_3817_ = (l_3808_ >> 16u);
                        uint l_3818_ = (l_3817_ & 65535u);
                        uint l_3819_ = (l_3810_ + l_3818_);
                        uint l_3820_ = (l_3809_ >> 16u);
                        uint l_3821_ = (l_3820_ & 65535u);
                        uint l_3822_ = (l_3819_ + l_3821_);
                        uint l_3823_ = (l_3816_ >> 16u);
                        uint l_3824_ = (l_3823_ & 65535u);
                        uint l_1268_ = (l_3822_ + l_3824_);
                        bool l_1269_ = (l_1267_ < l_1265_);
                        uint l_1270_ = uint(l_1269_);
                        uint l_1271_ = (l_1268_ + l_1270_);
                        l_mut_440_ = l_1264_;
                        bool l_1273_ = (0u > 0u);
                        if (l_1273_) {
                            uint l_1274_ = (l_1264_ >> 0u);
                            uint l_1275_ = (32u - 0u);
                            uint l_1276_ = (l_1267_ << l_1275_);
                            uint l_1277_ = (l_1274_ | l_1276_);
                            l_mut_440_ = l_1277_;
                        }
                        l_mut_382_ = l_1267_;
                        bool l_1278_ = (0u > 0u);
                        if (l_1278_) {
                            uint l_1279_ = (l_1267_ >> 0u);
                            uint l_1280_ = (32u - 0u);
                            uint l_1281_ = (l_1271_ << l_1280_);
                            uint l_1282_ = (l_1279_ | l_1281_);
                            l_mut_382_ = l_1282_;
                        }
                        uint _e4586 = l_mut_440_;
                        l_mut_275_ = _e4586;
                        uint _e4587 = l_mut_382_;
                        l_mut_440_ = _e4587;
                        if (true) {
                            l_mut_275_ = l_1271_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1267_;
                                bool l_1285_ = (0u > 0u);
                                if (l_1285_) {
                                    uint l_1286_ = (l_1267_ >> 0u);
                                    uint l_1287_ = (32u - 0u);
                                    uint l_1288_ = (l_1271_ << l_1287_);
                                    uint l_1289_ = (l_1286_ | l_1288_);
                                    l_mut_382_ = l_1289_;
                                }
                                uint l_1290_ = (l_1271_ >> 0u);
                                uint _e4599 = l_mut_382_;
                                l_mut_275_ = _e4599;
                                l_mut_440_ = l_1290_;
                            }
                        }
                        uint _e4600 = l_mut_388_;
                        uint l_1291_ = (_e4600 * l_1080_);
                        uint _e4602 = l_mut_388_;
                        uint l_3826_ = (_e4602 & 65535u);
                        uint _e4605 = l_mut_388_;
                        uint l_3827_ = (_e4605 >> 16u);
                        uint l_3828_ = (l_3827_ & 65535u);
                        uint l_3829_ = (l_1080_ & 65535u);
                        uint l_3830_ = (l_1080_ >> 16u);
                        uint l_3831_ = (l_3830_ & 65535u);
                        uint l_3832_ = (l_3826_ * l_3829_);
                        uint l_3833_ = (l_3828_ * l_3829_);
                        uint l_3834_ = (l_3826_ * l_3831_);
                        uint l_3835_ = (l_3828_ * l_3831_);
                        uint l_3836_ = (l_3832_ >> 16u);
                        uint l_3837_ = (l_3836_ & 65535u);
                        uint l_3838_ = (l_3833_ & 65535u);
                        uint l_3839_ = (l_3837_ + l_3838_);
                        uint l_3840_ = (l_3834_ & 65535u);
                        uint l_3841_ = (l_3839_ + l_3840_);
                        uint l_3842_ = (l_3833_ >> 16u);
                        uint l_3843_ = (l_3842_ & 65535u);
                        uint l_3844_ = (l_3835_ + l_3843_);
                        uint l_3845_ = (l_3834_ >> 16u);
                        uint l_3846_ = (l_3845_ & 65535u);
                        uint l_3847_ = (l_3844_ + l_3846_);
                        uint l_3848_ = (l_3841_ >> 16u);
                        uint l_3849_ = (l_3848_ & 65535u);
                        uint l_1292_ = (l_3847_ + l_3849_);
                        uint _e4645 = l_mut_428_;
                        uint l_1293_ = (_e4645 * l_1080_);
                        uint l_1294_ = (l_1292_ + l_1293_);
                        uint _e4648 = l_mut_275_;
                        uint l_1295_ = (_e4648 + l_1291_);
                        uint _e4650 = l_mut_440_;
                        uint l_1296_ = (_e4650 + l_1294_);
                        uint _e4652 = l_mut_275_;
                        bool l_1297_ = (l_1295_ < _e4652);
                        uint l_1298_ = uint(l_1297_);
                        uint l_1299_ = (l_1296_ + l_1298_);
                        uint _e4656 = l_mut_394_;
                        l_mut_445_ = _e4656;
                        uint _e4657 = l_mut_441_;
                        l_mut_444_ = _e4657;
                        bool l_1300_ = (l_9_ == 64u);
                        if (l_1300_) {
                            l_mut_445_ = l_1295_;
                            l_mut_444_ = l_1299_;
                        } else {
                            bool l_1301_ = (l_9_ > 0u);
                            if (l_1301_) {
                                uint l_1302_ = (64u - l_9_);
                                l_mut_440_ = l_1295_;
                                l_mut_439_ = l_1299_;
                                bool l_1303_ = (l_1302_ >= 32u);
                                if (l_1303_) {
                                    uint l_1304_ = (l_1302_ & 31u);
                                    uint l_1305_ = (l_1295_ << l_1304_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1305_;
                                } else {
                                    bool l_1306_ = (l_1302_ > 0u);
                                    if (l_1306_) {
                                        uint l_1307_ = (l_1295_ << l_1302_);
                                        uint l_1308_ = (l_1299_ << l_1302_);
                                        uint l_1309_ = (32u - l_1302_);
                                        uint l_1310_ = (l_1295_ >> l_1309_);
                                        uint l_1311_ = (l_1308_ | l_1310_);
                                        l_mut_440_ = l_1307_;
                                        l_mut_439_ = l_1311_;
                                    }
                                }
                                uint _e4678 = l_mut_394_;
                                l_mut_428_ = _e4678;
                                uint _e4679 = l_mut_441_;
                                l_mut_421_ = _e4679;
                                bool l_1312_ = (l_9_ >= 32u);
                                if (l_1312_) {
                                    uint l_1313_ = (l_9_ & 31u);
                                    uint _e4684 = l_mut_441_;
                                    uint l_1314_ = (_e4684 >> l_1313_);
                                    l_mut_428_ = l_1314_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1315_ = (l_9_ > 0u);
                                    if (l_1315_) {
                                        uint _e4689 = l_mut_394_;
                                        l_mut_388_ = _e4689;
                                        bool l_1316_ = (l_9_ > 0u);
                                        if (l_1316_) {
                                            uint _e4692 = l_mut_394_;
                                            uint l_1317_ = (_e4692 >> l_9_);
                                            uint l_1318_ = (32u - l_9_);
                                            uint _e4696 = l_mut_441_;
                                            uint l_1319_ = (_e4696 << l_1318_);
                                            uint l_1320_ = (l_1317_ | l_1319_);
                                            l_mut_388_ = l_1320_;
                                        }
                                        uint _e4699 = l_mut_441_;
                                        uint l_1321_ = (_e4699 >> l_9_);
                                        uint _e4701 = l_mut_388_;
                                        l_mut_428_ = _e4701;
                                        l_mut_421_ = l_1321_;
                                    }
                                }
                                uint _e4702 = l_mut_440_;
                                uint _e4703 = l_mut_428_;
                                uint l_1322_ = (_e4702 + _e4703);
                                uint _e4705 = l_mut_439_;
                                uint _e4706 = l_mut_421_;
                                uint l_1323_ = (_e4705 + _e4706);
                                uint _e4708 = l_mut_440_;
                                bool l_1324_ = (l_1322_ < _e4708);
                                uint l_1325_ = uint(l_1324_);
                                uint l_1326_ = (l_1323_ + l_1325_);
                                l_mut_445_ = l_1322_;
                                l_mut_444_ = l_1326_;
                            }
                        }
                        if (l_1177_) {
                            uint _e4713 = l_mut_445_;
                            uint l_1327_ = (0u - _e4713);
                            uint _e4716 = l_mut_444_;
                            uint l_1328_ = (0u - _e4716);
                            uint _e4719 = l_mut_445_;
                            bool l_1329_ = (0u < _e4719);
                            uint l_1330_ = uint(l_1329_);
                            uint l_1331_ = (l_1328_ - l_1330_);
                            l_mut_445_ = l_1327_;
                            l_mut_444_ = l_1331_;
                        }
                    }
                    uint _e4723 = l_mut_445_;
                    uint l_1332_ = (l_1130_ + _e4723);
                    uint _e4725 = l_mut_444_;
                    uint l_1333_ = (l_1134_ + _e4725);
                    bool l_1334_ = (l_1332_ < l_1130_);
                    uint l_1335_ = uint(l_1334_);
                    uint l_1336_ = (l_1333_ + l_1335_);
                    uint l_1337_ = (l_72_ >> 31u);
                    bool l_1338_ = (l_1337_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1338_) {
                        uint l_1339_ = (0u - l_69_);
                        uint l_1340_ = (0u - l_72_);
                        bool l_1341_ = (0u < l_69_);
                        uint l_1342_ = uint(l_1341_);
                        uint l_1343_ = (l_1340_ - l_1342_);
                        l_mut_445_ = l_1339_;
                        l_mut_444_ = l_1343_;
                    }
                    uint _e4742 = l_mut_445_;
                    uint l_1344_ = (_e4742 * l_1079_);
                    uint _e4744 = l_mut_444_;
                    uint l_1345_ = (_e4744 * l_1079_);
                    uint _e4746 = l_mut_445_;
                    uint l_3851_ = (_e4746 & 65535u);
                    uint _e4749 = l_mut_445_;
                    uint l_3852_ = (_e4749 >> 16u);
                    uint l_3853_ = (l_3852_ & 65535u);
                    uint l_3854_ = (l_1079_ & 65535u);
                    uint l_3855_ = (l_1079_ >> 16u);
                    uint l_3856_ = (l_3855_ & 65535u);
                    uint l_3857_ = (l_3851_ * l_3854_);
                    uint l_3858_ = (l_3853_ * l_3854_);
                    uint l_3859_ = (l_3851_ * l_3856_);
                    uint l_3860_ = (l_3853_ * l_3856_);
                    uint l_3861_ = (l_3857_ >> 16u);
                    uint l_3862_ = (l_3861_ & 65535u);
                    uint l_3863_ = (l_3858_ & 65535u);
                    uint l_3864_ = (l_3862_ + l_3863_);
                    uint l_3865_ = (l_3859_ & 65535u);
                    uint l_3866_ = (l_3864_ + l_3865_);
                    uint l_3867_ = (l_3858_ >> 16u);
                    uint l_3868_ = (l_3867_ & 65535u);
                    uint l_3869_ = (l_3860_ + l_3868_);
                    uint l_3870_ = (l_3859_ >> 16u);
                    uint l_3871_ = (l_3870_ & 65535u);
                    uint l_3872_ = (l_3869_ + l_3871_);
                    uint l_3873_ = (l_3866_ >> 16u);
                    uint l_3874_ = (l_3873_ & 65535u);
                    uint l_1346_ = (l_3872_ + l_3874_);
                    uint l_1347_ = (l_1346_ + l_1345_);
                    uint _e4790 = l_mut_444_;
                    uint l_3876_ = (_e4790 & 65535u);
                    uint _e4793 = l_mut_444_;
                    uint l_3877_ = (_e4793 >> 16u);
                    uint l_3878_ = (l_3877_ & 65535u);
                    uint l_3879_ = (l_1079_ & 65535u);
                    uint l_3880_ = (l_1079_ >> 16u);
                    uint l_3881_ = (l_3880_ & 65535u);
                    uint l_3882_ = (l_3876_ * l_3879_);
                    uint l_3883_ = (l_3878_ * l_3879_);
                    uint l_3884_ = (l_3876_ * l_3881_);
                    uint l_3885_ = (l_3878_ * l_3881_);
                    uint l_3886_ = (l_3882_ >> 16u);
                    uint l_3887_ = (l_3886_ & 65535u);
                    uint l_3888_ = (l_3883_ & 65535u);
                    uint l_3889_ = (l_3887_ + l_3888_);
                    uint l_3890_ = (l_3884_ & 65535u);
                    uint l_3891_ = (l_3889_ + l_3890_);
                    uint l_3892_ = (l_3883_ >> 16u);
                    uint l_3893_ = (l_3892_ & 65535u);
                    uint l_3894_ = (l_3885_ + l_3893_);
                    uint l_3895_ = (l_3884_ >> 16u);
                    uint l_3896_ = (l_3895_ & 65535u);
                    uint l_3897_ = (l_3894_ + l_3896_);
                    uint l_3898_ = (l_3891_ >> 16u);
                    uint l_3899_ = (l_3898_ & 65535u);
                    uint l_1348_ = (l_3897_ + l_3899_);
                    bool l_1349_ = (l_1347_ < l_1345_);
                    uint l_1350_ = uint(l_1349_);
                    uint l_1351_ = (l_1348_ + l_1350_);
                    uint l_1352_ = (l_9_ % 32u);
                    l_mut_441_ = l_1344_;
                    bool l_1353_ = (l_1352_ > 0u);
                    if (l_1353_) {
                        uint l_1354_ = (l_1344_ >> l_1352_);
                        uint l_1355_ = (32u - l_1352_);
                        uint l_1356_ = (l_1347_ << l_1355_);
                        uint l_1357_ = (l_1354_ | l_1356_);
                        l_mut_441_ = l_1357_;
                    }
                    l_mut_440_ = l_1347_;
                    bool l_1358_ = (l_1352_ > 0u);
                    if (l_1358_) {
                        uint l_1359_ = (l_1347_ >> l_1352_);
                        uint l_1360_ = (32u - l_1352_);
                        uint l_1361_ = (l_1351_ << l_1360_);
                        uint l_1362_ = (l_1359_ | l_1361_);
                        l_mut_440_ = l_1362_;
                    }
                    uint _e4852 = l_mut_441_;
                    l_mut_439_ = _e4852;
                    uint _e4853 = l_mut_440_;
                    l_mut_441_ = _e4853;
                    bool l_1363_ = (l_9_ >= 64u);
                    if (l_1363_) {
                        l_mut_439_ = l_1351_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1364_ = (l_9_ >= 32u);
                        if (l_1364_) {
                            l_mut_440_ = l_1347_;
                            bool l_1365_ = (l_1352_ > 0u);
                            if (l_1365_) {
                                uint l_1366_ = (l_1347_ >> l_1352_);
                                uint l_1367_ = (32u - l_1352_);
                                uint l_1368_ = (l_1351_ << l_1367_);
                                uint l_1369_ = (l_1366_ | l_1368_);
                                l_mut_440_ = l_1369_;
                            }
                            uint l_1370_ = (l_1351_ >> l_1352_);
                            uint _e4867 = l_mut_440_;
                            l_mut_439_ = _e4867;
                            l_mut_441_ = l_1370_;
                        }
                    }
                    uint _e4868 = l_mut_439_;
                    l_mut_445_ = _e4868;
                    uint _e4869 = l_mut_441_;
                    l_mut_444_ = _e4869;
                    if (l_1338_) {
                        uint _e4871 = l_mut_445_;
                        uint l_1371_ = (0u - _e4871);
                        uint _e4874 = l_mut_444_;
                        uint l_1372_ = (0u - _e4874);
                        uint _e4877 = l_mut_445_;
                        bool l_1373_ = (0u < _e4877);
                        uint l_1374_ = uint(l_1373_);
                        uint l_1375_ = (l_1372_ - l_1374_);
                        l_mut_445_ = l_1371_;
                        l_mut_444_ = l_1375_;
                    }
                    uint _e4881 = l_mut_445_;
                    uint l_1376_ = (l_1121_ + _e4881);
                    uint _e4883 = l_mut_444_;
                    uint l_1377_ = (l_1125_ + _e4883);
                    bool l_1378_ = (l_1376_ < l_1121_);
                    uint l_1379_ = uint(l_1378_);
                    uint l_1380_ = (l_1377_ + l_1379_);
                    uint l_1381_ = (l_9_ + 3u);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1382_ = (l_1079_ < 65536u);
                    if (l_1382_) {
                        uint l_1383_ = (l_1079_ * l_1079_);
                        uint l_1384_ = (l_72_ >> 31u);
                        bool l_1385_ = (l_1384_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1385_) {
                            uint l_1386_ = (0u - l_69_);
                            uint l_1387_ = (0u - l_72_);
                            bool l_1388_ = (0u < l_69_);
                            uint l_1389_ = uint(l_1388_);
                            uint l_1390_ = (l_1387_ - l_1389_);
                            l_mut_441_ = l_1386_;
                            l_mut_440_ = l_1390_;
                        }
                        uint _e4907 = l_mut_441_;
                        uint l_1391_ = (_e4907 * l_1383_);
                        uint _e4909 = l_mut_440_;
                        uint l_1392_ = (_e4909 * l_1383_);
                        uint _e4911 = l_mut_441_;
                        uint l_3901_ = (_e4911 & 65535u);
                        uint _e4914 = l_mut_441_;
                        uint l_3902_ = (_e4914 >> 16u);
                        uint l_3903_ = (l_3902_ & 65535u);
                        uint l_3904_ = (l_1383_ & 65535u);
                        uint l_3905_ = (l_1383_ >> 16u);
                        uint l_3906_ = (l_3905_ & 65535u);
                        uint l_3907_ = (l_3901_ * l_3904_);
                        uint l_3908_ = (l_3903_ * l_3904_);
                        uint l_3909_ = (l_3901_ * l_3906_);
                        uint l_3910_ = (l_3903_ * l_3906_);
                        uint l_3911_ = (l_3907_ >> 16u);
                        uint l_3912_ = (l_3911_ & 65535u);
                        uint l_3913_ = (l_3908_ & 65535u);
                        uint l_3914_ = (l_3912_ + l_3913_);
                        uint l_3915_ = (l_3909_ & 65535u);
                        uint l_3916_ = (l_3914_ + l_3915_);
                        uint l_3917_ = (l_3908_ >> 16u);
                        uint l_3918_ = (l_3917_ & 65535u);
                        uint l_3919_ = (l_3910_ + l_3918_);
                        uint l_3920_ = (l_3909_ >> 16u);
                        uint l_3921_ = (l_3920_ & 65535u);
                        uint l_3922_ = (l_3919_ + l_3921_);
                        uint l_3923_ = (l_3916_ >> 16u);
                        uint l_3924_ = (l_3923_ & 65535u);
                        uint l_1393_ = (l_3922_ + l_3924_);
                        uint l_1394_ = (l_1393_ + l_1392_);
                        uint _e4955 = l_mut_440_;
                        uint l_3926_ = (_e4955 & 65535u);
                        uint _e4958 = l_mut_440_;
                        uint l_3927_ = (_e4958 >> 16u);
                        uint l_3928_ = (l_3927_ & 65535u);
                        uint l_3929_ = (l_1383_ & 65535u);
                        uint l_3930_ = (l_1383_ >> 16u);
                        uint l_3931_ = (l_3930_ & 65535u);
                        uint l_3932_ = (l_3926_ * l_3929_);
                        uint l_3933_ = (l_3928_ * l_3929_);
                        uint l_3934_ = (l_3926_ * l_3931_);
                        uint l_3935_ = (l_3928_ * l_3931_);
                        uint l_3936_ = (l_3932_ >> 16u);
                        uint l_3937_ = (l_3936_ & 65535u);
                        uint l_3938_ = (l_3933_ & 65535u);
                        uint l_3939_ = (l_3937_ + l_3938_);
                        uint l_3940_ = (l_3934_ & 65535u);
                        uint l_3941_ = (l_3939_ + l_3940_);
                        uint l_3942_ = (l_3933_ >> 16u);
                        uint l_3943_ = (l_3942_ & 65535u);
                        uint l_3944_ = (l_3935_ + l_3943_);
                        uint l_3945_ = (l_3934_ >> 16u);
                        uint l_3946_ = (l_3945_ & 65535u);
                        uint l_3947_ = (l_3944_ + l_3946_);
                        uint l_3948_ = (l_3941_ >> 16u);
                        uint l_3949_ = (l_3948_ & 65535u);
                        uint l_1395_ = (l_3947_ + l_3949_);
                        bool l_1396_ = (l_1394_ < l_1392_);
                        uint l_1397_ = uint(l_1396_);
                        uint l_1398_ = (l_1395_ + l_1397_);
                        uint l_1399_ = (l_1381_ % 32u);
                        l_mut_439_ = l_1391_;
                        bool l_1400_ = (l_1399_ > 0u);
                        if (l_1400_) {
                            uint l_1401_ = (l_1391_ >> l_1399_);
                            uint l_1402_ = (32u - l_1399_);
                            uint l_1403_ = (l_1394_ << l_1402_);
                            uint l_1404_ = (l_1401_ | l_1403_);
                            l_mut_439_ = l_1404_;
                        }
                        l_mut_428_ = l_1394_;
                        bool l_1405_ = (l_1399_ > 0u);
                        if (l_1405_) {
                            uint l_1406_ = (l_1394_ >> l_1399_);
                            uint l_1407_ = (32u - l_1399_);
                            uint l_1408_ = (l_1398_ << l_1407_);
                            uint l_1409_ = (l_1406_ | l_1408_);
                            l_mut_428_ = l_1409_;
                        }
                        uint _e5017 = l_mut_439_;
                        l_mut_421_ = _e5017;
                        uint _e5018 = l_mut_428_;
                        l_mut_439_ = _e5018;
                        bool l_1410_ = (l_1381_ >= 64u);
                        if (l_1410_) {
                            l_mut_421_ = l_1398_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1411_ = (l_1381_ >= 32u);
                            if (l_1411_) {
                                l_mut_428_ = l_1394_;
                                bool l_1412_ = (l_1399_ > 0u);
                                if (l_1412_) {
                                    uint l_1413_ = (l_1394_ >> l_1399_);
                                    uint l_1414_ = (32u - l_1399_);
                                    uint l_1415_ = (l_1398_ << l_1414_);
                                    uint l_1416_ = (l_1413_ | l_1415_);
                                    l_mut_428_ = l_1416_;
                                }
                                uint l_1417_ = (l_1398_ >> l_1399_);
                                uint _e5032 = l_mut_428_;
                                l_mut_421_ = _e5032;
                                l_mut_439_ = l_1417_;
                            }
                        }
                        uint _e5033 = l_mut_421_;
                        l_mut_441_ = _e5033;
                        uint _e5034 = l_mut_439_;
                        l_mut_440_ = _e5034;
                        if (l_1385_) {
                            uint _e5036 = l_mut_441_;
                            uint l_1418_ = (0u - _e5036);
                            uint _e5039 = l_mut_440_;
                            uint l_1419_ = (0u - _e5039);
                            uint _e5042 = l_mut_441_;
                            bool l_1420_ = (0u < _e5042);
                            uint l_1421_ = uint(l_1420_);
                            uint l_1422_ = (l_1419_ - l_1421_);
                            l_mut_441_ = l_1418_;
                            l_mut_440_ = l_1422_;
                        }
                        uint _e5046 = l_mut_441_;
                        l_mut_445_ = _e5046;
                        uint _e5047 = l_mut_440_;
                        l_mut_444_ = _e5047;
                    } else {
                        uint l_1423_ = (l_72_ >> 31u);
                        bool l_1424_ = (l_1423_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1424_) {
                            uint l_1425_ = (0u - l_69_);
                            uint l_1426_ = (0u - l_72_);
                            bool l_1427_ = (0u < l_69_);
                            uint l_1428_ = uint(l_1427_);
                            uint l_1429_ = (l_1426_ - l_1428_);
                            l_mut_441_ = l_1425_;
                            l_mut_440_ = l_1429_;
                        }
                        uint _e5060 = l_mut_441_;
                        uint l_1430_ = (_e5060 * l_1079_);
                        uint _e5062 = l_mut_440_;
                        uint l_1431_ = (_e5062 * l_1079_);
                        uint _e5064 = l_mut_441_;
                        uint l_3951_ = (_e5064 & 65535u);
                        uint _e5067 = l_mut_441_;
                        uint l_3952_ = (_e5067 >> 16u);
                        uint l_3953_ = (l_3952_ & 65535u);
                        uint l_3954_ = (l_1079_ & 65535u);
                        uint l_3955_ = (l_1079_ >> 16u);
                        uint l_3956_ = (l_3955_ & 65535u);
                        uint l_3957_ = (l_3951_ * l_3954_);
                        uint l_3958_ = (l_3953_ * l_3954_);
                        uint l_3959_ = (l_3951_ * l_3956_);
                        uint l_3960_ = (l_3953_ * l_3956_);
                        uint l_3961_ = (l_3957_ >> 16u);
                        uint l_3962_ = (l_3961_ & 65535u);
                        uint l_3963_ = (l_3958_ & 65535u);
                        uint l_3964_ = (l_3962_ + l_3963_);
                        uint l_3965_ = (l_3959_ & 65535u);
                        uint l_3966_ = (l_3964_ + l_3965_);
                        uint l_3967_ = (l_3958_ >> 16u);
                        uint l_3968_ = (l_3967_ & 65535u);
                        uint l_3969_ = (l_3960_ + l_3968_);
                        uint l_3970_ = (l_3959_ >> 16u);
                        uint l_3971_ = (l_3970_ & 65535u);
                        uint l_3972_ = (l_3969_ + l_3971_);
                        uint l_3973_ = (l_3966_ >> 16u);
                        uint l_3974_ = (l_3973_ & 65535u);
                        uint l_1432_ = (l_3972_ + l_3974_);
                        uint l_1433_ = (l_1432_ + l_1431_);
                        uint _e5108 = l_mut_440_;
                        uint l_3976_ = (_e5108 & 65535u);
                        uint _e5111 = l_mut_440_;
                        uint l_3977_ = (_e5111 >> 16u);
                        uint l_3978_ = (l_3977_ & 65535u);
                        uint l_3979_ = (l_1079_ & 65535u);
                        uint l_3980_ = (l_1079_ >> 16u);
                        uint l_3981_ = (l_3980_ & 65535u);
                        uint l_3982_ = (l_3976_ * l_3979_);
                        uint l_3983_ = (l_3978_ * l_3979_);
                        uint l_3984_ = (l_3976_ * l_3981_);
                        uint l_3985_ = (l_3978_ * l_3981_);
                        uint l_3986_ = (l_3982_ >> 16u);
                        uint l_3987_ = (l_3986_ & 65535u);
                        uint l_3988_ = (l_3983_ & 65535u);
                        uint l_3989_ = (l_3987_ + l_3988_);
                        uint l_3990_ = (l_3984_ & 65535u);
                        uint l_3991_ = (l_3989_ + l_3990_);
                        uint l_3992_ = (l_3983_ >> 16u);
                        uint l_3993_ = (l_3992_ & 65535u);
                        uint l_3994_ = (l_3985_ + l_3993_);
                        uint l_3995_ = (l_3984_ >> 16u);
                        uint l_3996_ = (l_3995_ & 65535u);
                        uint l_3997_ = (l_3994_ + l_3996_);
                        uint l_3998_ = (l_3991_ >> 16u);
                        uint l_3999_ = (l_3998_ & 65535u);
                        uint l_1434_ = (l_3997_ + l_3999_);
                        bool l_1435_ = (l_1433_ < l_1431_);
                        uint l_1436_ = uint(l_1435_);
                        uint l_1437_ = (l_1434_ + l_1436_);
                        l_mut_439_ = l_1430_;
                        bool l_1439_ = (0u > 0u);
                        if (l_1439_) {
                            uint l_1440_ = (l_1430_ >> 0u);
                            uint l_1441_ = (32u - 0u);
                            uint l_1442_ = (l_1433_ << l_1441_);
                            uint l_1443_ = (l_1440_ | l_1442_);
                            l_mut_439_ = l_1443_;
                        }
                        l_mut_428_ = l_1433_;
                        bool l_1444_ = (0u > 0u);
                        if (l_1444_) {
                            uint l_1445_ = (l_1433_ >> 0u);
                            uint l_1446_ = (32u - 0u);
                            uint l_1447_ = (l_1437_ << l_1446_);
                            uint l_1448_ = (l_1445_ | l_1447_);
                            l_mut_428_ = l_1448_;
                        }
                        uint _e5169 = l_mut_439_;
                        l_mut_421_ = _e5169;
                        uint _e5170 = l_mut_428_;
                        l_mut_439_ = _e5170;
                        if (false) {
                            l_mut_421_ = l_1437_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1433_;
                                bool l_1451_ = (0u > 0u);
                                if (l_1451_) {
                                    uint l_1452_ = (l_1433_ >> 0u);
                                    uint l_1453_ = (32u - 0u);
                                    uint l_1454_ = (l_1437_ << l_1453_);
                                    uint l_1455_ = (l_1452_ | l_1454_);
                                    l_mut_428_ = l_1455_;
                                }
                                uint l_1456_ = (l_1437_ >> 0u);
                                uint _e5182 = l_mut_428_;
                                l_mut_421_ = _e5182;
                                l_mut_439_ = l_1456_;
                            }
                        }
                        uint _e5183 = l_mut_441_;
                        uint l_1457_ = (_e5183 * l_1079_);
                        uint _e5185 = l_mut_440_;
                        uint l_1458_ = (_e5185 * l_1079_);
                        uint _e5187 = l_mut_441_;
                        uint l_4001_ = (_e5187 & 65535u);
                        uint _e5190 = l_mut_441_;
                        uint l_4002_ = (_e5190 >> 16u);
                        uint l_4003_ = (l_4002_ & 65535u);
                        uint l_4004_ = (l_1079_ & 65535u);
                        uint l_4005_ = (l_1079_ >> 16u);
                        uint l_4006_ = (l_4005_ & 65535u);
                        uint l_4007_ = (l_4001_ * l_4004_);
                        uint l_4008_ = (l_4003_ * l_4004_);
                        uint l_4009_ = (l_4001_ * l_4006_);
                        uint l_4010_ = (l_4003_ * l_4006_);
                        uint l_4011_ = (l_4007_ >> 16u);
                        uint l_4012_ = (l_4011_ & 65535u);
                        uint l_4013_ = (l_4008_ & 65535u);
                        uint l_4014_ = (l_4012_ + l_4013_);
                        uint l_4015_ = (l_4009_ & 65535u);
                        uint l_4016_ = (l_4014_ + l_4015_);
                        uint l_4017_ = (l_4008_ >> 16u);
                        uint l_4018_ = (l_4017_ & 65535u);
                        uint l_4019_ = (l_4010_ + l_4018_);
                        uint l_4020_ = (l_4009_ >> 16u);
                        uint l_4021_ = (l_4020_ & 65535u);
                        uint l_4022_ = (l_4019_ + l_4021_);
                        uint l_4023_ = (l_4016_ >> 16u);
                        uint l_4024_ = (l_4023_ & 65535u);
                        uint l_1459_ = (l_4022_ + l_4024_);
                        uint l_1460_ = (l_1459_ + l_1458_);
                        uint _e5231 = l_mut_440_;
                        uint l_4026_ = (_e5231 & 65535u);
                        uint _e5234 = l_mut_440_;
                        uint l_4027_ = (_e5234 >> 16u);
                        uint l_4028_ = (l_4027_ & 65535u);
                        uint l_4029_ = (l_1079_ & 65535u);
                        uint l_4030_ = (l_1079_ >> 16u);
                        uint l_4031_ = (l_4030_ & 65535u);
                        uint l_4032_ = (l_4026_ * l_4029_);
                        uint l_4033_ = (l_4028_ * l_4029_);
                        uint l_4034_ = (l_4026_ * l_4031_);
                        uint l_4035_ = (l_4028_ * l_4031_);
                        uint l_4036_ = (l_4032_ >> 16u);
                        uint l_4037_ = (l_4036_ & 65535u);
                        uint l_4038_ = (l_4033_ & 65535u);
                        uint l_4039_ = (l_4037_ + l_4038_);
                        uint l_4040_ = (l_4034_ & 65535u);
                        uint l_4041_ = (l_4039_ + l_4040_);
                        uint l_4042_ = (l_4033_ >> 16u);
                        uint l_4043_ = (l_4042_ & 65535u);
                        uint l_4044_ = (l_4035_ + l_4043_);
                        uint l_4045_ = (l_4034_ >> 16u);
                        uint l_4046_ = (l_4045_ & 65535u);
                        uint l_4047_ = (l_4044_ + l_4046_);
                        uint l_4048_ = (l_4041_ >> 16u);
                        uint l_4049_ = (l_4048_ & 65535u);
                        uint l_1461_ = (l_4047_ + l_4049_);
                        bool l_1462_ = (l_1460_ < l_1458_);
                        uint l_1463_ = uint(l_1462_);
                        uint l_1464_ = (l_1461_ + l_1463_);
                        l_mut_428_ = l_1457_;
                        bool l_1466_ = (0u > 0u);
                        if (l_1466_) {
                            uint l_1467_ = (l_1457_ >> 0u);
                            uint l_1468_ = (32u - 0u);
                            uint l_1469_ = (l_1460_ << l_1468_);
                            uint l_1470_ = (l_1467_ | l_1469_);
                            l_mut_428_ = l_1470_;
                        }
                        l_mut_394_ = l_1460_;
                        bool l_1471_ = (0u > 0u);
                        if (l_1471_) {
                            uint l_1472_ = (l_1460_ >> 0u);
                            uint l_1473_ = (32u - 0u);
                            uint l_1474_ = (l_1464_ << l_1473_);
                            uint l_1475_ = (l_1472_ | l_1474_);
                            l_mut_394_ = l_1475_;
                        }
                        uint _e5292 = l_mut_428_;
                        l_mut_388_ = _e5292;
                        uint _e5293 = l_mut_394_;
                        l_mut_428_ = _e5293;
                        if (true) {
                            l_mut_388_ = l_1464_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1460_;
                                bool l_1478_ = (0u > 0u);
                                if (l_1478_) {
                                    uint l_1479_ = (l_1460_ >> 0u);
                                    uint l_1480_ = (32u - 0u);
                                    uint l_1481_ = (l_1464_ << l_1480_);
                                    uint l_1482_ = (l_1479_ | l_1481_);
                                    l_mut_394_ = l_1482_;
                                }
                                uint l_1483_ = (l_1464_ >> 0u);
                                uint _e5305 = l_mut_394_;
                                l_mut_388_ = _e5305;
                                l_mut_428_ = l_1483_;
                            }
                        }
                        uint _e5306 = l_mut_421_;
                        uint l_1484_ = (_e5306 * l_1079_);
                        uint _e5308 = l_mut_439_;
                        uint l_1485_ = (_e5308 * l_1079_);
                        uint _e5310 = l_mut_421_;
                        uint l_4051_ = (_e5310 & 65535u);
                        uint _e5313 = l_mut_421_;
                        uint l_4052_ = (_e5313 >> 16u);
                        uint l_4053_ = (l_4052_ & 65535u);
                        uint l_4054_ = (l_1079_ & 65535u);
                        uint l_4055_ = (l_1079_ >> 16u);
                        uint l_4056_ = (l_4055_ & 65535u);
                        uint l_4057_ = (l_4051_ * l_4054_);
                        uint l_4058_ = (l_4053_ * l_4054_);
                        uint l_4059_ = (l_4051_ * l_4056_);
                        uint l_4060_ = (l_4053_ * l_4056_);
                        uint l_4061_ = (l_4057_ >> 16u);
                        uint l_4062_ = (l_4061_ & 65535u);
                        uint l_4063_ = (l_4058_ & 65535u);
                        uint l_4064_ = (l_4062_ + l_4063_);
                        uint l_4065_ = (l_4059_ & 65535u);
                        uint l_4066_ = (l_4064_ + l_4065_);
                        uint l_4067_ = (l_4058_ >> 16u);
                        uint l_4068_ = (l_4067_ & 65535u);
                        uint l_4069_ = (l_4060_ + l_4068_);
                        uint l_4070_ = (l_4059_ >> 16u);
                        uint l_4071_ = (l_4070_ & 65535u);
                        uint l_4072_ = (l_4069_ + l_4071_);
                        uint l_4073_ = (l_4066_ >> 16u);
                        uint l_4074_ = (l_4073_ & 65535u);
                        uint l_1486_ = (l_4072_ + l_4074_);
                        uint l_1487_ = (l_1486_ + l_1485_);
                        uint _e5354 = l_mut_439_;
                        uint l_4076_ = (_e5354 & 65535u);
                        uint _e5357 = l_mut_439_;
                        uint l_4077_ = (_e5357 >> 16u);
                        uint l_4078_ = (l_4077_ & 65535u);
                        uint l_4079_ = (l_1079_ & 65535u);
                        uint l_4080_ = (l_1079_ >> 16u);
                        uint l_4081_ = (l_4080_ & 65535u);
                        uint l_4082_ = (l_4076_ * l_4079_);
                        uint l_4083_ = (l_4078_ * l_4079_);
                        uint l_4084_ = (l_4076_ * l_4081_);
                        uint l_4085_ = (l_4078_ * l_4081_);
                        uint l_4086_ = (l_4082_ >> 16u);
                        uint l_4087_ = (l_4086_ & 65535u);
                        uint l_4088_ = (l_4083_ & 65535u);
                        uint l_4089_ = (l_4087_ + l_4088_);
                        uint l_4090_ = (l_4084_ & 65535u);
                        uint l_4091_ = (l_4089_ + l_4090_);
                        uint l_4092_ = (l_4083_ >> 16u);
                        uint l_4093_ = (l_4092_ & 65535u);
                        uint l_4094_ = (l_4085_ + l_4093_);
                        uint l_4095_ = (l_4084_ >> 16u);
                        uint l_4096_ = (l_4095_ & 65535u);
                        uint l_4097_ = (l_4094_ + l_4096_);
                        uint l_4098_ = (l_4091_ >> 16u);
                        uint l_4099_ = (l_4098_ & 65535u);
                        uint l_1488_ = (l_4097_ + l_4099_);
                        bool l_1489_ = (l_1487_ < l_1485_);
                        uint l_1490_ = uint(l_1489_);
                        uint l_1491_ = (l_1488_ + l_1490_);
                        l_mut_441_ = l_1484_;
                        bool l_1493_ = (0u > 0u);
                        if (l_1493_) {
                            uint l_1494_ = (l_1484_ >> 0u);
                            uint l_1495_ = (32u - 0u);
                            uint l_1496_ = (l_1487_ << l_1495_);
                            uint l_1497_ = (l_1494_ | l_1496_);
                            l_mut_441_ = l_1497_;
                        }
                        l_mut_440_ = l_1487_;
                        bool l_1498_ = (0u > 0u);
                        if (l_1498_) {
                            uint l_1499_ = (l_1487_ >> 0u);
                            uint l_1500_ = (32u - 0u);
                            uint l_1501_ = (l_1491_ << l_1500_);
                            uint l_1502_ = (l_1499_ | l_1501_);
                            l_mut_440_ = l_1502_;
                        }
                        uint _e5415 = l_mut_441_;
                        l_mut_394_ = _e5415;
                        uint _e5416 = l_mut_440_;
                        l_mut_441_ = _e5416;
                        if (false) {
                            l_mut_394_ = l_1491_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1487_;
                                bool l_1505_ = (0u > 0u);
                                if (l_1505_) {
                                    uint l_1506_ = (l_1487_ >> 0u);
                                    uint l_1507_ = (32u - 0u);
                                    uint l_1508_ = (l_1491_ << l_1507_);
                                    uint l_1509_ = (l_1506_ | l_1508_);
                                    l_mut_440_ = l_1509_;
                                }
                                uint l_1510_ = (l_1491_ >> 0u);
                                uint _e5428 = l_mut_440_;
                                l_mut_394_ = _e5428;
                                l_mut_441_ = l_1510_;
                            }
                        }
                        uint _e5429 = l_mut_421_;
                        uint l_1511_ = (_e5429 * l_1079_);
                        uint _e5431 = l_mut_439_;
                        uint l_1512_ = (_e5431 * l_1079_);
                        uint _e5433 = l_mut_421_;
                        uint l_4101_ = (_e5433 & 65535u);
                        uint _e5436 = l_mut_421_;
                        uint l_4102_ = (_e5436 >> 16u);
                        uint l_4103_ = (l_4102_ & 65535u);
                        uint l_4104_ = (l_1079_ & 65535u);
                        uint l_4105_ = (l_1079_ >> 16u);
                        uint l_4106_ = (l_4105_ & 65535u);
                        uint l_4107_ = (l_4101_ * l_4104_);
                        uint l_4108_ = (l_4103_ * l_4104_);
                        uint l_4109_ = (l_4101_ * l_4106_);
                        uint l_4110_ = (l_4103_ * l_4106_);
                        uint l_4111_ = (l_4107_ >> 16u);
                        uint l_4112_ = (l_4111_ & 65535u);
                        uint l_4113_ = (l_4108_ & 65535u);
                        uint l_4114_ = (l_4112_ + l_4113_);
                        uint l_4115_ = (l_4109_ & 65535u);
                        uint l_4116_ = (l_4114_ + l_4115_);
                        uint l_4117_ = (l_4108_ >> 16u);
                        uint l_4118_ = (l_4117_ & 65535u);
                        uint l_4119_ = (l_4110_ + l_4118_);
                        uint l_4120_ = (l_4109_ >> 16u);
                        uint l_4121_ = (l_4120_ & 65535u);
                        uint l_4122_ = (l_4119_ + l_4121_);
                        uint l_4123_ = (l_4116_ >> 16u);
                        uint l_4124_ = (l_4123_ & 65535u);
                        uint l_1513_ = (l_4122_ + l_4124_);
                        uint l_1514_ = (l_1513_ + l_1512_);
                        uint _e5477 = l_mut_439_;
                        uint l_4126_ = (_e5477 & 65535u);
                        uint _e5480 = l_mut_439_;
                        uint l_4127_ = (_e5480 >> 16u);
                        uint l_4128_ = (l_4127_ & 65535u);
                        uint l_4129_ = (l_1079_ & 65535u);
                        uint l_4130_ = (l_1079_ >> 16u);
                        uint l_4131_ = (l_4130_ & 65535u);
                        uint l_4132_ = (l_4126_ * l_4129_);
                        uint l_4133_ = (l_4128_ * l_4129_);
                        uint l_4134_ = (l_4126_ * l_4131_);
                        uint l_4135_ = (l_4128_ * l_4131_);
                        uint l_4136_ = (l_4132_ >> 16u);
                        uint l_4137_ = (l_4136_ & 65535u);
                        uint l_4138_ = (l_4133_ & 65535u);
                        uint l_4139_ = (l_4137_ + l_4138_);
                        uint l_4140_ = (l_4134_ & 65535u);
                        uint l_4141_ = (l_4139_ + l_4140_);
                        uint l_4142_ = (l_4133_ >> 16u);
                        uint l_4143_ = (l_4142_ & 65535u);
                        uint l_4144_ = (l_4135_ + l_4143_);
                        uint l_4145_ = (l_4134_ >> 16u);
                        uint l_4146_ = (l_4145_ & 65535u);
                        uint l_4147_ = (l_4144_ + l_4146_);
                        uint l_4148_ = (l_4141_ >> 16u);
                        uint l_4149_ = (l_4148_ & 65535u);
                        uint l_1515_ = (l_4147_ + l_4149_);
                        bool l_1516_ = (l_1514_ < l_1512_);
                        uint l_1517_ = uint(l_1516_);
                        uint l_1518_ = (l_1515_ + l_1517_);
                        l_mut_440_ = l_1511_;
                        bool l_1520_ = (0u > 0u);
                        if (l_1520_) {
                            uint l_1521_ = (l_1511_ >> 0u);
                            uint l_1522_ = (32u - 0u);
                            uint l_1523_ = (l_1514_ << l_1522_);
                            uint l_1524_ = (l_1521_ | l_1523_);
                            l_mut_440_ = l_1524_;
                        }
                        l_mut_382_ = l_1514_;
                        bool l_1525_ = (0u > 0u);
                        if (l_1525_) {
                            uint l_1526_ = (l_1514_ >> 0u);
                            uint l_1527_ = (32u - 0u);
                            uint l_1528_ = (l_1518_ << l_1527_);
                            uint l_1529_ = (l_1526_ | l_1528_);
                            l_mut_382_ = l_1529_;
                        }
                        uint _e5538 = l_mut_440_;
                        l_mut_275_ = _e5538;
                        uint _e5539 = l_mut_382_;
                        l_mut_440_ = _e5539;
                        if (true) {
                            l_mut_275_ = l_1518_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1514_;
                                bool l_1532_ = (0u > 0u);
                                if (l_1532_) {
                                    uint l_1533_ = (l_1514_ >> 0u);
                                    uint l_1534_ = (32u - 0u);
                                    uint l_1535_ = (l_1518_ << l_1534_);
                                    uint l_1536_ = (l_1533_ | l_1535_);
                                    l_mut_382_ = l_1536_;
                                }
                                uint l_1537_ = (l_1518_ >> 0u);
                                uint _e5551 = l_mut_382_;
                                l_mut_275_ = _e5551;
                                l_mut_440_ = l_1537_;
                            }
                        }
                        uint _e5552 = l_mut_388_;
                        uint l_1538_ = (_e5552 * l_1079_);
                        uint _e5554 = l_mut_388_;
                        uint l_4151_ = (_e5554 & 65535u);
                        uint _e5557 = l_mut_388_;
                        uint l_4152_ = (_e5557 >> 16u);
                        uint l_4153_ = (l_4152_ & 65535u);
                        uint l_4154_ = (l_1079_ & 65535u);
                        uint l_4155_ = (l_1079_ >> 16u);
                        uint l_4156_ = (l_4155_ & 65535u);
                        uint l_4157_ = (l_4151_ * l_4154_);
                        uint l_4158_ = (l_4153_ * l_4154_);
                        uint l_4159_ = (l_4151_ * l_4156_);
                        uint l_4160_ = (l_4153_ * l_4156_);
                        uint l_4161_ = (l_4157_ >> 16u);
                        uint l_4162_ = (l_4161_ & 65535u);
                        uint l_4163_ = (l_4158_ & 65535u);
                        uint l_4164_ = (l_4162_ + l_4163_);
                        uint l_4165_ = (l_4159_ & 65535u);
                        uint l_4166_ = (l_4164_ + l_4165_);
                        uint l_4167_ = (l_4158_ >> 16u);
                        uint l_4168_ = (l_4167_ & 65535u);
                        uint l_4169_ = (l_4160_ + l_4168_);
                        uint l_4170_ = (l_4159_ >> 16u);
                        uint l_4171_ = (l_4170_ & 65535u);
                        uint l_4172_ = (l_4169_ + l_4171_);
                        uint l_4173_ = (l_4166_ >> 16u);
                        uint l_4174_ = (l_4173_ & 65535u);
                        uint l_1539_ = (l_4172_ + l_4174_);
                        uint _e5597 = l_mut_428_;
                        uint l_1540_ = (_e5597 * l_1079_);
                        uint l_1541_ = (l_1539_ + l_1540_);
                        uint _e5600 = l_mut_275_;
                        uint l_1542_ = (_e5600 + l_1538_);
                        uint _e5602 = l_mut_440_;
                        uint l_1543_ = (_e5602 + l_1541_);
                        uint _e5604 = l_mut_275_;
                        bool l_1544_ = (l_1542_ < _e5604);
                        uint l_1545_ = uint(l_1544_);
                        uint l_1546_ = (l_1543_ + l_1545_);
                        uint _e5608 = l_mut_394_;
                        l_mut_445_ = _e5608;
                        uint _e5609 = l_mut_441_;
                        l_mut_444_ = _e5609;
                        bool l_1547_ = (l_1381_ == 64u);
                        if (l_1547_) {
                            l_mut_445_ = l_1542_;
                            l_mut_444_ = l_1546_;
                        } else {
                            bool l_1548_ = (l_1381_ > 0u);
                            if (l_1548_) {
                                uint l_1549_ = (64u - l_1381_);
                                l_mut_440_ = l_1542_;
                                l_mut_439_ = l_1546_;
                                bool l_1550_ = (l_1549_ >= 32u);
                                if (l_1550_) {
                                    uint l_1551_ = (l_1549_ & 31u);
                                    uint l_1552_ = (l_1542_ << l_1551_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1552_;
                                } else {
                                    bool l_1553_ = (l_1549_ > 0u);
                                    if (l_1553_) {
                                        uint l_1554_ = (l_1542_ << l_1549_);
                                        uint l_1555_ = (l_1546_ << l_1549_);
                                        uint l_1556_ = (32u - l_1549_);
                                        uint l_1557_ = (l_1542_ >> l_1556_);
                                        uint l_1558_ = (l_1555_ | l_1557_);
                                        l_mut_440_ = l_1554_;
                                        l_mut_439_ = l_1558_;
                                    }
                                }
                                uint _e5630 = l_mut_394_;
                                l_mut_428_ = _e5630;
                                uint _e5631 = l_mut_441_;
                                l_mut_421_ = _e5631;
                                bool l_1559_ = (l_1381_ >= 32u);
                                if (l_1559_) {
                                    uint l_1560_ = (l_1381_ & 31u);
                                    uint _e5636 = l_mut_441_;
                                    uint l_1561_ = (_e5636 >> l_1560_);
                                    l_mut_428_ = l_1561_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1562_ = (l_1381_ > 0u);
                                    if (l_1562_) {
                                        uint _e5641 = l_mut_394_;
                                        l_mut_388_ = _e5641;
                                        bool l_1563_ = (l_1381_ > 0u);
                                        if (l_1563_) {
                                            uint _e5644 = l_mut_394_;
                                            uint l_1564_ = (_e5644 >> l_1381_);
                                            uint l_1565_ = (32u - l_1381_);
                                            uint _e5648 = l_mut_441_;
                                            uint l_1566_ = (_e5648 << l_1565_);
                                            uint l_1567_ = (l_1564_ | l_1566_);
                                            l_mut_388_ = l_1567_;
                                        }
                                        uint _e5651 = l_mut_441_;
                                        uint l_1568_ = (_e5651 >> l_1381_);
                                        uint _e5653 = l_mut_388_;
                                        l_mut_428_ = _e5653;
                                        l_mut_421_ = l_1568_;
                                    }
                                }
                                uint _e5654 = l_mut_440_;
                                uint _e5655 = l_mut_428_;
                                uint l_1569_ = (_e5654 + _e5655);
                                uint _e5657 = l_mut_439_;
                                uint _e5658 = l_mut_421_;
                                uint l_1570_ = (_e5657 + _e5658);
                                uint _e5660 = l_mut_440_;
                                bool l_1571_ = (l_1569_ < _e5660);
                                uint l_1572_ = uint(l_1571_);
                                uint l_1573_ = (l_1570_ + l_1572_);
                                l_mut_445_ = l_1569_;
                                l_mut_444_ = l_1573_;
                            }
                        }
                        if (l_1424_) {
                            uint _e5665 = l_mut_445_;
                            uint l_1574_ = (0u - _e5665);
                            uint _e5668 = l_mut_444_;
                            uint l_1575_ = (0u - _e5668);
                            uint _e5671 = l_mut_445_;
                            bool l_1576_ = (0u < _e5671);
                            uint l_1577_ = uint(l_1576_);
                            uint l_1578_ = (l_1575_ - l_1577_);
                            l_mut_445_ = l_1574_;
                            l_mut_444_ = l_1578_;
                        }
                    }
                    uint _e5675 = l_mut_445_;
                    uint l_1579_ = (l_1332_ - _e5675);
                    uint _e5677 = l_mut_444_;
                    uint l_1580_ = (l_1336_ - _e5677);
                    uint _e5679 = l_mut_445_;
                    bool l_1581_ = (l_1332_ < _e5679);
                    uint l_1582_ = uint(l_1581_);
                    uint l_1583_ = (l_1580_ - l_1582_);
                    uint l_1584_ = (l_1579_ + l_19_);
                    uint l_1585_ = (l_1583_ + l_22_);
                    bool l_1586_ = (l_1584_ < l_1579_);
                    uint l_1587_ = uint(l_1586_);
                    uint l_1588_ = (l_1585_ + l_1587_);
                    uint l_1589_ = (0u - l_1376_);
                    uint l_1590_ = (0u - l_1380_);
                    bool l_1591_ = (0u < l_1376_);
                    uint l_1592_ = uint(l_1591_);
                    uint l_1593_ = (l_1590_ - l_1592_);
                    uint l_1594_ = (l_19_ + l_19_);
                    uint l_1595_ = (l_22_ + l_22_);
                    bool l_1596_ = (l_1594_ < l_19_);
                    uint l_1597_ = uint(l_1596_);
                    uint l_1598_ = (l_1595_ + l_1597_);
                    l_mut_445_ = l_1589_;
                    l_mut_444_ = l_1593_;
                    uint l_1599_ = (0u - l_1589_);
                    uint l_1600_ = (0u - l_1593_);
                    bool l_1601_ = (0u < l_1589_);
                    uint l_1602_ = uint(l_1601_);
                    uint l_1603_ = (l_1600_ - l_1602_);
                    l_mut_441_ = l_1599_;
                    l_mut_440_ = l_1603_;
                    l_mut_439_ = l_1584_;
                    l_mut_428_ = l_1588_;
                    l_mut_421_ = 1u;
                    l_mut_394_ = 1u;
                    l_mut_645_ = false;
                    uint _e5712 = l_mut_428_;
                    bool l_1604_ = (_e5712 < l_1598_);
                    uint _e5714 = l_mut_428_;
                    bool l_1605_ = (_e5714 == l_1598_);
                    uint _e5716 = l_mut_439_;
                    bool l_1606_ = (_e5716 < l_1594_);
                    if (l_1605_) {
                        local_91 = l_1606_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1607_ = local_91;
                    if (!(l_1604_)) {
                        local_92 = l_1607_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1608_ = local_92;
                    bool l_1609_ = !(l_1608_);
                    l_mut_628_ = l_1609_;
                    uint l_1610_ = (l_1589_ | l_1593_);
                    bool l_1611_ = (l_1610_ == 0u);
                    if (l_1611_) {
                        bool _e5731 = l_mut_628_;
                        l_mut_645_ = _e5731;
                        l_mut_628_ = false;
                    }
                    bool _e5733 = l_mut_628_;
                    if (_e5733) {
                        uint l_1612_ = (l_1593_ >> 31u);
                        bool l_1613_ = (l_1612_ == 1u);
                        l_mut_388_ = l_1589_;
                        l_mut_382_ = l_1593_;
                        if (l_1613_) {
                            uint l_1614_ = (0u - l_1589_);
                            uint l_1615_ = (0u - l_1593_);
                            bool l_1616_ = (0u < l_1589_);
                            uint l_1617_ = uint(l_1616_);
                            uint l_1618_ = (l_1615_ - l_1617_);
                            l_mut_388_ = l_1614_;
                            l_mut_382_ = l_1618_;
                        }
                        uint l_1619_ = (l_1079_ - 1u);
                        uint _e5748 = l_mut_388_;
                        uint l_1620_ = (_e5748 * l_1619_);
                        uint _e5750 = l_mut_388_;
                        uint l_4176_ = (_e5750 & 65535u);
                        uint _e5753 = l_mut_388_;
                        uint l_4177_ = (_e5753 >> 16u);
                        uint l_4178_ = (l_4177_ & 65535u);
                        uint l_4179_ = (l_1619_ & 65535u);
                        uint l_4180_ = (l_1619_ >> 16u);
                        uint l_4181_ = (l_4180_ & 65535u);
                        uint l_4182_ = (l_4176_ * l_4179_);
                        uint l_4183_ = (l_4178_ * l_4179_);
                        uint l_4184_ = (l_4176_ * l_4181_);
                        uint l_4185_ = (l_4178_ * l_4181_);
                        uint l_4186_ = (l_4182_ >> 16u);
                        uint l_4187_ = (l_4186_ & 65535u);
                        uint l_4188_ = (l_4183_ & 65535u);
                        uint l_4189_ = (l_4187_ + l_4188_);
                        uint l_4190_ = (l_4184_ & 65535u);
                        uint l_4191_ = (l_4189_ + l_4190_);
                        uint l_4192_ = (l_4183_ >> 16u);
                        uint l_4193_ = (l_4192_ & 65535u);
                        uint l_4194_ = (l_4185_ + l_4193_);
                        uint l_4195_ = (l_4184_ >> 16u);
                        uint l_4196_ = (l_4195_ & 65535u);
                        uint l_4197_ = (l_4194_ + l_4196_);
                        uint l_4198_ = (l_4191_ >> 16u);
                        uint l_4199_ = (l_4198_ & 65535u);
                        uint l_1621_ = (l_4197_ + l_4199_);
                        uint _e5793 = l_mut_382_;
                        uint l_1622_ = (_e5793 * l_1619_);
                        uint l_1623_ = (l_1621_ + l_1622_);
                        l_mut_275_ = 0u;
                        uint l_1624_ = (l_1079_ - 1u);
                        uint _e5799 = l_mut_388_;
                        uint l_1625_ = (_e5799 * l_1624_);
                        uint _e5801 = l_mut_382_;
                        uint l_1626_ = (_e5801 * l_1624_);
                        uint _e5803 = l_mut_388_;
                        uint l_4201_ = (_e5803 & 65535u);
                        uint _e5806 = l_mut_388_;
                        uint l_4202_ = (_e5806 >> 16u);
                        uint l_4203_ = (l_4202_ & 65535u);
                        uint l_4204_ = (l_1624_ & 65535u);
                        uint l_4205_ = (l_1624_ >> 16u);
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
                        uint l_1627_ = (l_4222_ + l_4224_);
                        uint l_1628_ = (l_1627_ + l_1626_);
                        uint _e5847 = l_mut_382_;
                        uint l_4226_ = (_e5847 & 65535u);
                        uint _e5850 = l_mut_382_;
                        uint l_4227_ = (_e5850 >> 16u);
                        uint l_4228_ = (l_4227_ & 65535u);
                        uint l_4229_ = (l_1624_ & 65535u);
                        uint l_4230_ = (l_1624_ >> 16u);
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
                        uint l_1629_ = (l_4247_ + l_4249_);
                        bool l_1630_ = (l_1628_ < l_1626_);
                        uint l_1631_ = uint(l_1630_);
                        uint l_1632_ = (l_1629_ + l_1631_);
                        l_mut_269_ = l_1625_;
                        bool l_1634_ = (0u > 0u);
                        if (l_1634_) {
                            uint l_1635_ = (l_1625_ >> 0u);
                            uint l_1636_ = (32u - 0u);
                            uint l_1637_ = (l_1628_ << l_1636_);
                            uint l_1638_ = (l_1635_ | l_1637_);
                            l_mut_269_ = l_1638_;
                        }
                        l_mut_219_ = l_1628_;
                        bool l_1639_ = (0u > 0u);
                        if (l_1639_) {
                            uint l_1640_ = (l_1628_ >> 0u);
                            uint l_1641_ = (32u - 0u);
                            uint l_1642_ = (l_1632_ << l_1641_);
                            uint l_1643_ = (l_1640_ | l_1642_);
                            l_mut_219_ = l_1643_;
                        }
                        uint _e5908 = l_mut_269_;
                        l_mut_213_ = _e5908;
                        uint _e5909 = l_mut_219_;
                        l_mut_269_ = _e5909;
                        if (true) {
                            l_mut_213_ = l_1632_;
                            l_mut_269_ = 0u;
                        } else {
                            if (true) {
                                l_mut_219_ = l_1628_;
                                bool l_1646_ = (0u > 0u);
                                if (l_1646_) {
                                    uint l_1647_ = (l_1628_ >> 0u);
                                    uint l_1648_ = (32u - 0u);
                                    uint l_1649_ = (l_1632_ << l_1648_);
                                    uint l_1650_ = (l_1647_ | l_1649_);
                                    l_mut_219_ = l_1650_;
                                }
                                uint l_1651_ = (l_1632_ >> 0u);
                                uint _e5921 = l_mut_219_;
                                l_mut_213_ = _e5921;
                                l_mut_269_ = l_1651_;
                            }
                        }
                        uint _e5922 = l_mut_213_;
                        uint _e5923 = l_mut_269_;
                        uint l_1652_ = (_e5922 | _e5923);
                        bool l_1653_ = (l_1652_ == 0u);
                        if (l_1653_) {
                            l_mut_269_ = l_1584_;
                            l_mut_219_ = l_1588_;
                            if (l_1613_) {
                                uint l_1654_ = (0u - l_1584_);
                                uint l_1655_ = (0u - l_1588_);
                                bool l_1656_ = (0u < l_1584_);
                                uint l_1657_ = uint(l_1656_);
                                uint l_1658_ = (l_1655_ - l_1657_);
                                uint l_1659_ = (l_1584_ | l_1588_);
                                bool l_1660_ = (l_1659_ == 0u);
                                bool l_1661_ = !(l_1660_);
                                bool l_1662_ = (l_1623_ < l_1658_);
                                bool l_1663_ = (l_1623_ == l_1658_);
                                bool l_1664_ = (l_1620_ < l_1654_);
                                if (l_1663_) {
                                    local_93 = l_1664_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1665_ = local_93;
                                if (!(l_1662_)) {
                                    local_94 = l_1665_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1666_ = local_94;
                                bool l_1667_ = !(l_1666_);
                                if (l_1661_) {
                                    local_95 = l_1667_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1668_ = local_95;
                                if (l_1668_) {
                                    uint l_1669_ = (l_1079_ - 1u);
                                    l_mut_213_ = l_1654_;
                                    l_mut_151_ = l_1658_;
                                    uint _e5958 = l_mut_382_;
                                    bool l_1670_ = (l_1658_ < _e5958);
                                    uint _e5960 = l_mut_382_;
                                    bool l_1671_ = (l_1658_ == _e5960);
                                    uint _e5962 = l_mut_388_;
                                    bool l_1672_ = (l_1654_ < _e5962);
                                    if (l_1671_) {
                                        local_96 = l_1672_;
                                    } else {
                                        local_96 = false;
                                    }
                                    bool l_1673_ = local_96;
                                    if (!(l_1670_)) {
                                        local_97 = l_1673_;
                                    } else {
                                        local_97 = true;
                                    }
                                    bool l_1674_ = local_97;
                                    bool l_1675_ = !(l_1674_);
                                    if (l_1675_) {
                                        l_mut_145_ = 0u;
                                        uint _e5975 = l_mut_382_;
                                        bool l_1676_ = (_e5975 < l_1658_);
                                        uint _e5977 = l_mut_382_;
                                        bool l_1677_ = (_e5977 == l_1658_);
                                        uint _e5979 = l_mut_388_;
                                        bool l_1678_ = (_e5979 < l_1654_);
                                        if (l_1677_) {
                                            local_98 = l_1678_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1679_ = local_98;
                                        if (!(l_1676_)) {
                                            local_99 = l_1679_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1680_ = local_99;
                                        if (l_1680_) {
                                            uint l_1681_ = (l_1654_ - 1u);
                                            uint l_1682_ = (l_1658_ - 0u);
                                            bool l_1683_ = (l_1654_ < 1u);
                                            uint l_1684_ = uint(l_1683_);
                                            uint l_1685_ = (l_1682_ - l_1684_);
                                            l_mut_102_ = l_1681_;
                                            l_mut_96_ = l_1685_;
                                            l_mut_90_ = 0u;
                                            l_mut_1686_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e6086 = l_mut_1686_;
                                                    l_mut_1686_ = (_e6086 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e6001 = l_mut_1686_;
                                                if ((_e6001 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6005 = l_mut_1686_;
                                                    uint l_1687_ = (19u - _e6005);
                                                    uint _e6007 = l_mut_102_;
                                                    l_mut_75_ = _e6007;
                                                    uint _e6008 = l_mut_96_;
                                                    l_mut_40_ = _e6008;
                                                    bool l_1688_ = (l_1687_ >= 32u);
                                                    if (l_1688_) {
                                                        uint l_1689_ = (l_1687_ & 31u);
                                                        uint _e6013 = l_mut_96_;
                                                        uint l_1690_ = (_e6013 >> l_1689_);
                                                        l_mut_75_ = l_1690_;
                                                        l_mut_40_ = 0u;
                                                    } else {
                                                        bool l_1691_ = (l_1687_ > 0u);
                                                        if (l_1691_) {
                                                            uint _e6018 = l_mut_102_;
                                                            l_mut_1692_ = _e6018;
                                                            bool l_1693_ = (l_1687_ > 0u);
                                                            if (l_1693_) {
                                                                uint _e6021 = l_mut_102_;
                                                                uint l_1694_ = (_e6021 >> l_1687_);
                                                                uint l_1695_ = (32u - l_1687_);
                                                                uint _e6025 = l_mut_96_;
                                                                uint l_1696_ = (_e6025 << l_1695_);
                                                                uint l_1697_ = (l_1694_ | l_1696_);
                                                                l_mut_1692_ = l_1697_;
                                                            }
                                                            uint _e6028 = l_mut_96_;
                                                            uint l_1698_ = (_e6028 >> l_1687_);
                                                            uint _e6030 = l_mut_1692_;
                                                            l_mut_75_ = _e6030;
                                                            l_mut_40_ = l_1698_;
                                                        }
                                                    }
                                                    uint _e6031 = l_mut_40_;
                                                    uint _e6032 = l_mut_382_;
                                                    bool l_1699_ = (_e6031 < _e6032);
                                                    uint _e6034 = l_mut_40_;
                                                    uint _e6035 = l_mut_382_;
                                                    bool l_1700_ = (_e6034 == _e6035);
                                                    uint _e6037 = l_mut_75_;
                                                    uint _e6038 = l_mut_388_;
                                                    bool l_1701_ = (_e6037 < _e6038);
                                                    if (l_1700_) {
                                                        local_100 = l_1701_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1702_ = local_100;
                                                    if (!(l_1699_)) {
                                                        local_101 = l_1702_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1703_ = local_101;
                                                    bool l_1704_ = !(l_1703_);
                                                    if (l_1704_) {
                                                        uint _e6050 = l_mut_388_;
                                                        l_mut_1692_ = _e6050;
                                                        uint _e6051 = l_mut_382_;
                                                        l_mut_75_ = _e6051;
                                                        bool l_1705_ = (l_1687_ >= 32u);
                                                        if (l_1705_) {
                                                            uint l_1706_ = (l_1687_ & 31u);
                                                            uint _e6056 = l_mut_388_;
                                                            uint l_1707_ = (_e6056 << l_1706_);
                                                            l_mut_1692_ = 0u;
                                                            l_mut_75_ = l_1707_;
                                                        } else {
                                                            bool l_1708_ = (l_1687_ > 0u);
                                                            if (l_1708_) {
                                                                uint _e6061 = l_mut_388_;
                                                                uint l_1709_ = (_e6061 << l_1687_);
                                                                uint _e6063 = l_mut_382_;
                                                                uint l_1710_ = (_e6063 << l_1687_);
                                                                uint l_1711_ = (32u - l_1687_);
                                                                uint _e6067 = l_mut_388_;
                                                                uint l_1712_ = (_e6067 >> l_1711_);
                                                                uint l_1713_ = (l_1710_ | l_1712_);
                                                                l_mut_1692_ = l_1709_;
                                                                l_mut_75_ = l_1713_;
                                                            }
                                                        }
                                                        uint _e6070 = l_mut_102_;
                                                        uint _e6071 = l_mut_1692_;
                                                        uint l_1714_ = (_e6070 - _e6071);
                                                        uint _e6073 = l_mut_96_;
                                                        uint _e6074 = l_mut_75_;
                                                        uint l_1715_ = (_e6073 - _e6074);
                                                        uint _e6076 = l_mut_102_;
                                                        uint _e6077 = l_mut_1692_;
                                                        bool l_1716_ = (_e6076 < _e6077);
                                                        uint l_1717_ = uint(l_1716_);
                                                        uint l_1718_ = (l_1715_ - l_1717_);
                                                        l_mut_102_ = l_1714_;
                                                        l_mut_96_ = l_1718_;
                                                        uint l_1719_ = (1u << l_1687_);
                                                        uint _e6083 = l_mut_90_;
                                                        l_mut_90_ = (_e6083 | l_1719_);
                                                    }
                                                }
                                            }
                                            uint _e6088 = l_mut_90_;
                                            uint l_1720_ = min(_e6088, l_1669_);
                                            l_mut_1692_ = l_1720_;
                                            uint _e6090 = l_mut_96_;
                                            uint _e6091 = l_mut_382_;
                                            bool l_1721_ = (_e6090 < _e6091);
                                            uint _e6093 = l_mut_96_;
                                            uint _e6094 = l_mut_382_;
                                            bool l_1722_ = (_e6093 == _e6094);
                                            uint _e6096 = l_mut_102_;
                                            uint _e6097 = l_mut_388_;
                                            bool l_1723_ = (_e6096 < _e6097);
                                            if (l_1722_) {
                                                local_102 = l_1723_;
                                            } else {
                                                local_102 = false;
                                            }
                                            bool l_1724_ = local_102;
                                            if (!(l_1721_)) {
                                                local_103 = l_1724_;
                                            } else {
                                                local_103 = true;
                                            }
                                            bool l_1725_ = local_103;
                                            bool l_1726_ = !(l_1725_);
                                            if (l_1726_) {
                                                l_mut_1692_ = l_1669_;
                                            }
                                            uint _e6109 = l_mut_1692_;
                                            l_mut_145_ = _e6109;
                                        }
                                        uint _e6110 = l_mut_388_;
                                        uint _e6111 = l_mut_145_;
                                        uint l_1727_ = (_e6110 * _e6111);
                                        uint _e6113 = l_mut_388_;
                                        uint l_4251_ = (_e6113 & 65535u);
                                        uint _e6116 = l_mut_388_;
                                        uint l_4252_ = (_e6116 >> 16u);
                                        uint l_4253_ = (l_4252_ & 65535u);
                                        uint _e6121 = l_mut_145_;
                                        uint l_4254_ = (_e6121 & 65535u);
                                        uint _e6124 = l_mut_145_;
                                        uint l_4255_ = (_e6124 >> 16u);
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
                                        uint l_1728_ = (l_4272_ + l_4274_);
                                        uint _e6158 = l_mut_382_;
                                        uint _e6159 = l_mut_145_;
                                        uint l_1729_ = (_e6158 * _e6159);
                                        uint l_1730_ = (l_1728_ + l_1729_);
                                        uint l_1731_ = (l_1654_ - l_1727_);
                                        uint l_1732_ = (l_1658_ - l_1730_);
                                        bool l_1733_ = (l_1654_ < l_1727_);
                                        uint l_1734_ = uint(l_1733_);
                                        uint l_1735_ = (l_1732_ - l_1734_);
                                        l_mut_213_ = l_1731_;
                                        l_mut_151_ = l_1735_;
                                        uint _e6167 = l_mut_151_;
                                        uint _e6168 = l_mut_382_;
                                        bool l_1736_ = (_e6167 < _e6168);
                                        uint _e6170 = l_mut_151_;
                                        uint _e6171 = l_mut_382_;
                                        bool l_1737_ = (_e6170 == _e6171);
                                        uint _e6173 = l_mut_213_;
                                        uint _e6174 = l_mut_388_;
                                        bool l_1738_ = (_e6173 < _e6174);
                                        if (l_1737_) {
                                            local_104 = l_1738_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1739_ = local_104;
                                        if (!(l_1736_)) {
                                            local_105 = l_1739_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1740_ = local_105;
                                        bool l_1741_ = !(l_1740_);
                                        if (l_1741_) {
                                            uint _e6186 = l_mut_213_;
                                            uint _e6187 = l_mut_388_;
                                            uint l_1742_ = (_e6186 - _e6187);
                                            uint _e6189 = l_mut_151_;
                                            uint _e6190 = l_mut_382_;
                                            uint l_1743_ = (_e6189 - _e6190);
                                            uint _e6192 = l_mut_213_;
                                            uint _e6193 = l_mut_388_;
                                            bool l_1744_ = (_e6192 < _e6193);
                                            uint l_1745_ = uint(l_1744_);
                                            uint l_1746_ = (l_1743_ - l_1745_);
                                            l_mut_213_ = l_1742_;
                                            l_mut_151_ = l_1746_;
                                        }
                                    }
                                    uint _e6197 = l_mut_388_;
                                    uint _e6198 = l_mut_213_;
                                    uint l_1747_ = (_e6197 - _e6198);
                                    uint _e6200 = l_mut_382_;
                                    uint _e6201 = l_mut_151_;
                                    uint l_1748_ = (_e6200 - _e6201);
                                    uint _e6203 = l_mut_388_;
                                    uint _e6204 = l_mut_213_;
                                    bool l_1749_ = (_e6203 < _e6204);
                                    uint l_1750_ = uint(l_1749_);
                                    uint l_1751_ = (l_1748_ - l_1750_);
                                    l_mut_1692_ = l_1747_;
                                    l_mut_213_ = l_1751_;
                                    uint _e6208 = l_mut_382_;
                                    bool l_1752_ = (l_1751_ < _e6208);
                                    uint _e6210 = l_mut_382_;
                                    bool l_1753_ = (l_1751_ == _e6210);
                                    uint _e6212 = l_mut_388_;
                                    bool l_1754_ = (l_1747_ < _e6212);
                                    if (l_1753_) {
                                        local_106 = l_1754_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1755_ = local_106;
                                    if (!(l_1752_)) {
                                        local_107 = l_1755_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1756_ = local_107;
                                    bool l_1757_ = !(l_1756_);
                                    if (l_1757_) {
                                        uint _e6224 = l_mut_388_;
                                        uint l_1758_ = (l_1747_ - _e6224);
                                        uint _e6226 = l_mut_382_;
                                        uint l_1759_ = (l_1751_ - _e6226);
                                        uint _e6228 = l_mut_388_;
                                        bool l_1760_ = (l_1747_ < _e6228);
                                        uint l_1761_ = uint(l_1760_);
                                        uint l_1762_ = (l_1759_ - l_1761_);
                                        l_mut_1692_ = l_1758_;
                                        l_mut_213_ = l_1762_;
                                    }
                                    uint _e6232 = l_mut_213_;
                                    uint _e6233 = l_mut_219_;
                                    bool l_1763_ = (_e6232 < _e6233);
                                    uint _e6235 = l_mut_213_;
                                    uint _e6236 = l_mut_219_;
                                    bool l_1764_ = (_e6235 == _e6236);
                                    uint _e6238 = l_mut_1692_;
                                    uint _e6239 = l_mut_269_;
                                    bool l_1765_ = (_e6238 < _e6239);
                                    if (l_1764_) {
                                        local_108 = l_1765_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1766_ = local_108;
                                    if (!(l_1763_)) {
                                        local_109 = l_1766_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1767_ = local_109;
                                    if (l_1767_) {
                                        uint _e6250 = l_mut_1692_;
                                        l_mut_269_ = _e6250;
                                        uint _e6251 = l_mut_213_;
                                        l_mut_219_ = _e6251;
                                    }
                                }
                            } else {
                                uint l_1768_ = (l_1584_ - l_1620_);
                                uint l_1769_ = (l_1588_ - l_1623_);
                                bool l_1770_ = (l_1584_ < l_1620_);
                                uint l_1771_ = uint(l_1770_);
                                uint l_1772_ = (l_1769_ - l_1771_);
                                l_mut_269_ = l_1768_;
                                l_mut_219_ = l_1772_;
                                bool l_1773_ = (l_1588_ < l_1623_);
                                bool l_1774_ = (l_1588_ == l_1623_);
                                bool l_1775_ = (l_1584_ < l_1620_);
                                if (l_1774_) {
                                    local_110 = l_1775_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1776_ = local_110;
                                if (!(l_1773_)) {
                                    local_111 = l_1776_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1777_ = local_111;
                                if (l_1777_) {
                                    uint l_1778_ = (l_1079_ - 1u);
                                    l_mut_1692_ = l_1584_;
                                    l_mut_213_ = l_1588_;
                                    uint _e6271 = l_mut_382_;
                                    bool l_1779_ = (l_1588_ < _e6271);
                                    uint _e6273 = l_mut_382_;
                                    bool l_1780_ = (l_1588_ == _e6273);
                                    uint _e6275 = l_mut_388_;
                                    bool l_1781_ = (l_1584_ < _e6275);
                                    if (l_1780_) {
                                        local_112 = l_1781_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1782_ = local_112;
                                    if (!(l_1779_)) {
                                        local_113 = l_1782_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1783_ = local_113;
                                    bool l_1784_ = !(l_1783_);
                                    if (l_1784_) {
                                        l_mut_151_ = 0u;
                                        uint _e6288 = l_mut_382_;
                                        bool l_1785_ = (_e6288 < l_1588_);
                                        uint _e6290 = l_mut_382_;
                                        bool l_1786_ = (_e6290 == l_1588_);
                                        uint _e6292 = l_mut_388_;
                                        bool l_1787_ = (_e6292 < l_1584_);
                                        if (l_1786_) {
                                            local_114 = l_1787_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1788_ = local_114;
                                        if (!(l_1785_)) {
                                            local_115 = l_1788_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1789_ = local_115;
                                        if (l_1789_) {
                                            uint l_1790_ = (l_1584_ - 1u);
                                            uint l_1791_ = (l_1588_ - 0u);
                                            bool l_1792_ = (l_1584_ < 1u);
                                            uint l_1793_ = uint(l_1792_);
                                            uint l_1794_ = (l_1791_ - l_1793_);
                                            l_mut_145_ = l_1790_;
                                            l_mut_102_ = l_1794_;
                                            l_mut_96_ = 0u;
                                            l_mut_1795_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6399 = l_mut_1795_;
                                                    l_mut_1795_ = (_e6399 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6314 = l_mut_1795_;
                                                if ((_e6314 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6318 = l_mut_1795_;
                                                    uint l_1796_ = (19u - _e6318);
                                                    uint _e6320 = l_mut_145_;
                                                    l_mut_90_ = _e6320;
                                                    uint _e6321 = l_mut_102_;
                                                    l_mut_75_ = _e6321;
                                                    bool l_1797_ = (l_1796_ >= 32u);
                                                    if (l_1797_) {
                                                        uint l_1798_ = (l_1796_ & 31u);
                                                        uint _e6326 = l_mut_102_;
                                                        uint l_1799_ = (_e6326 >> l_1798_);
                                                        l_mut_90_ = l_1799_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1800_ = (l_1796_ > 0u);
                                                        if (l_1800_) {
                                                            uint _e6331 = l_mut_145_;
                                                            l_mut_40_ = _e6331;
                                                            bool l_1801_ = (l_1796_ > 0u);
                                                            if (l_1801_) {
                                                                uint _e6334 = l_mut_145_;
                                                                uint l_1802_ = (_e6334 >> l_1796_);
                                                                uint l_1803_ = (32u - l_1796_);
                                                                uint _e6338 = l_mut_102_;
                                                                uint l_1804_ = (_e6338 << l_1803_);
                                                                uint l_1805_ = (l_1802_ | l_1804_);
                                                                l_mut_40_ = l_1805_;
                                                            }
                                                            uint _e6341 = l_mut_102_;
                                                            uint l_1806_ = (_e6341 >> l_1796_);
                                                            uint _e6343 = l_mut_40_;
                                                            l_mut_90_ = _e6343;
                                                            l_mut_75_ = l_1806_;
                                                        }
                                                    }
                                                    uint _e6344 = l_mut_75_;
                                                    uint _e6345 = l_mut_382_;
                                                    bool l_1807_ = (_e6344 < _e6345);
                                                    uint _e6347 = l_mut_75_;
                                                    uint _e6348 = l_mut_382_;
                                                    bool l_1808_ = (_e6347 == _e6348);
                                                    uint _e6350 = l_mut_90_;
                                                    uint _e6351 = l_mut_388_;
                                                    bool l_1809_ = (_e6350 < _e6351);
                                                    if (l_1808_) {
                                                        local_116 = l_1809_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1810_ = local_116;
                                                    if (!(l_1807_)) {
                                                        local_117 = l_1810_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1811_ = local_117;
                                                    bool l_1812_ = !(l_1811_);
                                                    if (l_1812_) {
                                                        uint _e6363 = l_mut_388_;
                                                        l_mut_90_ = _e6363;
                                                        uint _e6364 = l_mut_382_;
                                                        l_mut_75_ = _e6364;
                                                        bool l_1813_ = (l_1796_ >= 32u);
                                                        if (l_1813_) {
                                                            uint l_1814_ = (l_1796_ & 31u);
                                                            uint _e6369 = l_mut_388_;
                                                            uint l_1815_ = (_e6369 << l_1814_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1815_;
                                                        } else {
                                                            bool l_1816_ = (l_1796_ > 0u);
                                                            if (l_1816_) {
                                                                uint _e6374 = l_mut_388_;
                                                                uint l_1817_ = (_e6374 << l_1796_);
                                                                uint _e6376 = l_mut_382_;
                                                                uint l_1818_ = (_e6376 << l_1796_);
                                                                uint l_1819_ = (32u - l_1796_);
                                                                uint _e6380 = l_mut_388_;
                                                                uint l_1820_ = (_e6380 >> l_1819_);
                                                                uint l_1821_ = (l_1818_ | l_1820_);
                                                                l_mut_90_ = l_1817_;
                                                                l_mut_75_ = l_1821_;
                                                            }
                                                        }
                                                        uint _e6383 = l_mut_145_;
                                                        uint _e6384 = l_mut_90_;
                                                        uint l_1822_ = (_e6383 - _e6384);
                                                        uint _e6386 = l_mut_102_;
                                                        uint _e6387 = l_mut_75_;
                                                        uint l_1823_ = (_e6386 - _e6387);
                                                        uint _e6389 = l_mut_145_;
                                                        uint _e6390 = l_mut_90_;
                                                        bool l_1824_ = (_e6389 < _e6390);
                                                        uint l_1825_ = uint(l_1824_);
                                                        uint l_1826_ = (l_1823_ - l_1825_);
                                                        l_mut_145_ = l_1822_;
                                                        l_mut_102_ = l_1826_;
                                                        uint l_1827_ = (1u << l_1796_);
                                                        uint _e6396 = l_mut_96_;
                                                        l_mut_96_ = (_e6396 | l_1827_);
                                                    }
                                                }
                                            }
                                            uint _e6401 = l_mut_96_;
                                            uint l_1828_ = min(_e6401, l_1778_);
                                            l_mut_96_ = l_1828_;
                                            uint _e6403 = l_mut_102_;
                                            uint _e6404 = l_mut_382_;
                                            bool l_1829_ = (_e6403 < _e6404);
                                            uint _e6406 = l_mut_102_;
                                            uint _e6407 = l_mut_382_;
                                            bool l_1830_ = (_e6406 == _e6407);
                                            uint _e6409 = l_mut_145_;
                                            uint _e6410 = l_mut_388_;
                                            bool l_1831_ = (_e6409 < _e6410);
                                            if (l_1830_) {
                                                local_118 = l_1831_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1832_ = local_118;
                                            if (!(l_1829_)) {
                                                local_119 = l_1832_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1833_ = local_119;
                                            bool l_1834_ = !(l_1833_);
                                            if (l_1834_) {
                                                l_mut_96_ = l_1778_;
                                            }
                                            uint _e6422 = l_mut_96_;
                                            l_mut_151_ = _e6422;
                                        }
                                        uint _e6423 = l_mut_388_;
                                        uint _e6424 = l_mut_151_;
                                        uint l_1835_ = (_e6423 * _e6424);
                                        uint _e6426 = l_mut_388_;
                                        uint l_4276_ = (_e6426 & 65535u);
                                        uint _e6429 = l_mut_388_;
                                        uint l_4277_ = (_e6429 >> 16u);
                                        uint l_4278_ = (l_4277_ & 65535u);
                                        uint _e6434 = l_mut_151_;
                                        uint l_4279_ = (_e6434 & 65535u);
                                        uint _e6437 = l_mut_151_;
                                        uint l_4280_ = (_e6437 >> 16u);
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
                                        uint l_1836_ = (l_4297_ + l_4299_);
                                        uint _e6471 = l_mut_382_;
                                        uint _e6472 = l_mut_151_;
                                        uint l_1837_ = (_e6471 * _e6472);
                                        uint l_1838_ = (l_1836_ + l_1837_);
                                        uint l_1839_ = (l_1584_ - l_1835_);
                                        uint l_1840_ = (l_1588_ - l_1838_);
                                        bool l_1841_ = (l_1584_ < l_1835_);
                                        uint l_1842_ = uint(l_1841_);
                                        uint l_1843_ = (l_1840_ - l_1842_);
                                        l_mut_1692_ = l_1839_;
                                        l_mut_213_ = l_1843_;
                                        uint _e6480 = l_mut_213_;
                                        uint _e6481 = l_mut_382_;
                                        bool l_1844_ = (_e6480 < _e6481);
                                        uint _e6483 = l_mut_213_;
                                        uint _e6484 = l_mut_382_;
                                        bool l_1845_ = (_e6483 == _e6484);
                                        uint _e6486 = l_mut_1692_;
                                        uint _e6487 = l_mut_388_;
                                        bool l_1846_ = (_e6486 < _e6487);
                                        if (l_1845_) {
                                            local_120 = l_1846_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1847_ = local_120;
                                        if (!(l_1844_)) {
                                            local_121 = l_1847_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1848_ = local_121;
                                        bool l_1849_ = !(l_1848_);
                                        if (l_1849_) {
                                            uint _e6499 = l_mut_1692_;
                                            uint _e6500 = l_mut_388_;
                                            uint l_1850_ = (_e6499 - _e6500);
                                            uint _e6502 = l_mut_213_;
                                            uint _e6503 = l_mut_382_;
                                            uint l_1851_ = (_e6502 - _e6503);
                                            uint _e6505 = l_mut_1692_;
                                            uint _e6506 = l_mut_388_;
                                            bool l_1852_ = (_e6505 < _e6506);
                                            uint l_1853_ = uint(l_1852_);
                                            uint l_1854_ = (l_1851_ - l_1853_);
                                            l_mut_1692_ = l_1850_;
                                            l_mut_213_ = l_1854_;
                                        }
                                    }
                                    uint _e6510 = l_mut_213_;
                                    uint _e6511 = l_mut_219_;
                                    bool l_1855_ = (_e6510 < _e6511);
                                    uint _e6513 = l_mut_213_;
                                    uint _e6514 = l_mut_219_;
                                    bool l_1856_ = (_e6513 == _e6514);
                                    uint _e6516 = l_mut_1692_;
                                    uint _e6517 = l_mut_269_;
                                    bool l_1857_ = (_e6516 < _e6517);
                                    if (l_1856_) {
                                        local_122 = l_1857_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1858_ = local_122;
                                    if (!(l_1855_)) {
                                        local_123 = l_1858_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1859_ = local_123;
                                    if (l_1859_) {
                                        uint _e6528 = l_mut_1692_;
                                        l_mut_269_ = _e6528;
                                        uint _e6529 = l_mut_213_;
                                        l_mut_219_ = _e6529;
                                    }
                                }
                            }
                            uint _e6530 = l_mut_219_;
                            bool l_1860_ = (_e6530 < l_1598_);
                            uint _e6532 = l_mut_219_;
                            bool l_1861_ = (_e6532 == l_1598_);
                            uint _e6534 = l_mut_269_;
                            bool l_1862_ = (_e6534 < l_1594_);
                            if (l_1861_) {
                                local_124 = l_1862_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1863_ = local_124;
                            if (!(l_1860_)) {
                                local_125 = l_1863_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1864_ = local_125;
                            bool l_1865_ = !(l_1864_);
                            uint l_1866_ = uint(l_1865_);
                            uint l_1867_ = (2u - l_1866_);
                            l_mut_275_ = l_1867_;
                        }
                        uint _e6549 = l_mut_275_;
                        bool l_1868_ = (_e6549 > 0u);
                        if (l_1868_) {
                            uint _e6552 = l_mut_275_;
                            bool l_1869_ = (_e6552 == 1u);
                            l_mut_645_ = l_1869_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e6557 = l_mut_628_;
                        bool l_1870_ = !(_e6557);
                        if (l_1870_) {
                            break;
                        }
                        uint _e6559 = l_mut_428_;
                        uint _e6560 = l_mut_444_;
                        bool l_1871_ = (_e6559 < _e6560);
                        uint _e6562 = l_mut_428_;
                        uint _e6563 = l_mut_444_;
                        bool l_1872_ = (_e6562 == _e6563);
                        uint _e6565 = l_mut_439_;
                        uint _e6566 = l_mut_445_;
                        bool l_1873_ = (_e6565 < _e6566);
                        if (l_1872_) {
                            local_126 = l_1873_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1874_ = local_126;
                        if (!(l_1871_)) {
                            local_127 = l_1874_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1875_ = local_127;
                        if (l_1875_) {
                            uint _e6577 = l_mut_445_;
                            uint _e6578 = l_mut_439_;
                            uint l_1876_ = (_e6577 - _e6578);
                            uint _e6580 = l_mut_444_;
                            uint _e6581 = l_mut_428_;
                            uint l_1877_ = (_e6580 - _e6581);
                            uint _e6583 = l_mut_445_;
                            uint _e6584 = l_mut_439_;
                            bool l_1878_ = (_e6583 < _e6584);
                            uint l_1879_ = uint(l_1878_);
                            uint l_1880_ = (l_1877_ - l_1879_);
                            l_mut_1692_ = l_1876_;
                            l_mut_388_ = l_1880_;
                            uint _e6588 = l_mut_445_;
                            l_mut_382_ = _e6588;
                            uint _e6589 = l_mut_444_;
                            l_mut_275_ = _e6589;
                            uint _e6590 = l_mut_388_;
                            uint _e6591 = l_mut_444_;
                            bool l_1881_ = (_e6590 < _e6591);
                            uint _e6593 = l_mut_388_;
                            uint _e6594 = l_mut_444_;
                            bool l_1882_ = (_e6593 == _e6594);
                            uint _e6596 = l_mut_1692_;
                            uint _e6597 = l_mut_445_;
                            bool l_1883_ = (_e6596 < _e6597);
                            if (l_1882_) {
                                local_128 = l_1883_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1884_ = local_128;
                            if (!(l_1881_)) {
                                local_129 = l_1884_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1885_ = local_129;
                            if (l_1885_) {
                                uint _e6608 = l_mut_1692_;
                                l_mut_382_ = _e6608;
                                uint _e6609 = l_mut_388_;
                                l_mut_275_ = _e6609;
                            }
                            l_mut_350_ = false;
                            uint _e6611 = l_mut_382_;
                            l_mut_1692_ = _e6611;
                            uint _e6612 = l_mut_275_;
                            l_mut_388_ = _e6612;
                            if (false) {
                                uint _e6615 = l_mut_275_;
                                uint l_1888_ = (_e6615 >> 3u);
                                l_mut_1692_ = l_1888_;
                                l_mut_388_ = 0u;
                            } else {
                                if (true) {
                                    uint _e6619 = l_mut_382_;
                                    l_mut_269_ = _e6619;
                                    if (true) {
                                        uint _e6621 = l_mut_382_;
                                        uint l_1891_ = (_e6621 >> 3u);
                                        uint _e6624 = l_mut_275_;
                                        uint l_1892_ = (_e6624 << 29u);
                                        uint l_1893_ = (l_1891_ | l_1892_);
                                        l_mut_269_ = l_1893_;
                                    }
                                    uint _e6628 = l_mut_275_;
                                    uint l_1894_ = (_e6628 >> 3u);
                                    uint _e6631 = l_mut_269_;
                                    l_mut_1692_ = _e6631;
                                    l_mut_388_ = l_1894_;
                                }
                            }
                            uint _e6632 = l_mut_388_;
                            uint _e6633 = l_mut_440_;
                            bool l_1895_ = (_e6632 < _e6633);
                            uint _e6635 = l_mut_388_;
                            uint _e6636 = l_mut_440_;
                            bool l_1896_ = (_e6635 == _e6636);
                            uint _e6638 = l_mut_1692_;
                            uint _e6639 = l_mut_441_;
                            bool l_1897_ = (_e6638 < _e6639);
                            if (l_1896_) {
                                local_130 = l_1897_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1898_ = local_130;
                            if (!(l_1895_)) {
                                local_131 = l_1898_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1899_ = local_131;
                            bool l_1900_ = !(l_1899_);
                            l_mut_350_ = l_1900_;
                            l_mut_1692_ = 0u;
                            uint _e6652 = l_mut_441_;
                            uint _e6653 = l_mut_440_;
                            uint l_1901_ = (_e6652 | _e6653);
                            bool l_1902_ = (l_1901_ == 0u);
                            bool l_1903_ = !(l_1902_);
                            bool _e6658 = l_mut_350_;
                            if (_e6658) {
                                local_132 = l_1903_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1904_ = local_132;
                            uint _e6663 = l_mut_440_;
                            uint _e6664 = l_mut_275_;
                            bool l_1905_ = (_e6663 < _e6664);
                            uint _e6666 = l_mut_440_;
                            uint _e6667 = l_mut_275_;
                            bool l_1906_ = (_e6666 == _e6667);
                            uint _e6669 = l_mut_441_;
                            uint _e6670 = l_mut_382_;
                            bool l_1907_ = (_e6669 < _e6670);
                            if (l_1906_) {
                                local_133 = l_1907_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1908_ = local_133;
                            if (!(l_1905_)) {
                                local_134 = l_1908_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1909_ = local_134;
                            if (l_1904_) {
                                local_135 = l_1909_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1910_ = local_135;
                            uint _e6685 = l_mut_421_;
                            uint _e6686 = l_mut_394_;
                            uint l_1911_ = (_e6685 + _e6686);
                            bool l_1912_ = (l_1911_ < l_1079_);
                            if (l_1910_) {
                                local_136 = l_1912_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1913_ = local_136;
                            if (l_1913_) {
                                uint _e6693 = l_mut_421_;
                                uint l_1914_ = (l_1079_ - _e6693);
                                uint _e6695 = l_mut_394_;
                                uint l_1915_ = (l_1914_ - _e6695);
                                uint _e6697 = l_mut_421_;
                                uint l_1916_ = (l_1915_ / _e6697);
                                uint _e6699 = l_mut_382_;
                                uint l_1917_ = (_e6699 - 1u);
                                uint _e6702 = l_mut_275_;
                                uint l_1918_ = (_e6702 - 0u);
                                uint _e6705 = l_mut_382_;
                                bool l_1919_ = (_e6705 < 1u);
                                uint l_1920_ = uint(l_1919_);
                                uint l_1921_ = (l_1918_ - l_1920_);
                                l_mut_388_ = l_1917_;
                                l_mut_382_ = l_1921_;
                                l_mut_275_ = 0u;
                                l_mut_1922_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6798 = l_mut_1922_;
                                        l_mut_1922_ = (_e6798 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6713 = l_mut_1922_;
                                    if ((_e6713 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6717 = l_mut_1922_;
                                        uint l_1923_ = (19u - _e6717);
                                        uint _e6719 = l_mut_388_;
                                        l_mut_269_ = _e6719;
                                        uint _e6720 = l_mut_382_;
                                        l_mut_219_ = _e6720;
                                        bool l_1924_ = (l_1923_ >= 32u);
                                        if (l_1924_) {
                                            uint l_1925_ = (l_1923_ & 31u);
                                            uint _e6725 = l_mut_382_;
                                            uint l_1926_ = (_e6725 >> l_1925_);
                                            l_mut_269_ = l_1926_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1927_ = (l_1923_ > 0u);
                                            if (l_1927_) {
                                                uint _e6730 = l_mut_388_;
                                                l_mut_213_ = _e6730;
                                                bool l_1928_ = (l_1923_ > 0u);
                                                if (l_1928_) {
                                                    uint _e6733 = l_mut_388_;
                                                    uint l_1929_ = (_e6733 >> l_1923_);
                                                    uint l_1930_ = (32u - l_1923_);
                                                    uint _e6737 = l_mut_382_;
                                                    uint l_1931_ = (_e6737 << l_1930_);
                                                    uint l_1932_ = (l_1929_ | l_1931_);
                                                    l_mut_213_ = l_1932_;
                                                }
                                                uint _e6740 = l_mut_382_;
                                                uint l_1933_ = (_e6740 >> l_1923_);
                                                uint _e6742 = l_mut_213_;
                                                l_mut_269_ = _e6742;
                                                l_mut_219_ = l_1933_;
                                            }
                                        }
                                        uint _e6743 = l_mut_219_;
                                        uint _e6744 = l_mut_440_;
                                        bool l_1934_ = (_e6743 < _e6744);
                                        uint _e6746 = l_mut_219_;
                                        uint _e6747 = l_mut_440_;
                                        bool l_1935_ = (_e6746 == _e6747);
                                        uint _e6749 = l_mut_269_;
                                        uint _e6750 = l_mut_441_;
                                        bool l_1936_ = (_e6749 < _e6750);
                                        if (l_1935_) {
                                            local_137 = l_1936_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1937_ = local_137;
                                        if (!(l_1934_)) {
                                            local_138 = l_1937_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1938_ = local_138;
                                        bool l_1939_ = !(l_1938_);
                                        if (l_1939_) {
                                            uint _e6762 = l_mut_441_;
                                            l_mut_269_ = _e6762;
                                            uint _e6763 = l_mut_440_;
                                            l_mut_219_ = _e6763;
                                            bool l_1940_ = (l_1923_ >= 32u);
                                            if (l_1940_) {
                                                uint l_1941_ = (l_1923_ & 31u);
                                                uint _e6768 = l_mut_441_;
                                                uint l_1942_ = (_e6768 << l_1941_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1942_;
                                            } else {
                                                bool l_1943_ = (l_1923_ > 0u);
                                                if (l_1943_) {
                                                    uint _e6773 = l_mut_441_;
                                                    uint l_1944_ = (_e6773 << l_1923_);
                                                    uint _e6775 = l_mut_440_;
                                                    uint l_1945_ = (_e6775 << l_1923_);
                                                    uint l_1946_ = (32u - l_1923_);
                                                    uint _e6779 = l_mut_441_;
                                                    uint l_1947_ = (_e6779 >> l_1946_);
                                                    uint l_1948_ = (l_1945_ | l_1947_);
                                                    l_mut_269_ = l_1944_;
                                                    l_mut_219_ = l_1948_;
                                                }
                                            }
                                            uint _e6782 = l_mut_388_;
                                            uint _e6783 = l_mut_269_;
                                            uint l_1949_ = (_e6782 - _e6783);
                                            uint _e6785 = l_mut_382_;
                                            uint _e6786 = l_mut_219_;
                                            uint l_1950_ = (_e6785 - _e6786);
                                            uint _e6788 = l_mut_388_;
                                            uint _e6789 = l_mut_269_;
                                            bool l_1951_ = (_e6788 < _e6789);
                                            uint l_1952_ = uint(l_1951_);
                                            uint l_1953_ = (l_1950_ - l_1952_);
                                            l_mut_388_ = l_1949_;
                                            l_mut_382_ = l_1953_;
                                            uint l_1954_ = (1u << l_1923_);
                                            uint _e6795 = l_mut_275_;
                                            l_mut_275_ = (_e6795 | l_1954_);
                                        }
                                    }
                                }
                                uint _e6800 = l_mut_275_;
                                uint l_1955_ = min(_e6800, l_1916_);
                                l_mut_275_ = l_1955_;
                                uint _e6802 = l_mut_382_;
                                uint _e6803 = l_mut_440_;
                                bool l_1956_ = (_e6802 < _e6803);
                                uint _e6805 = l_mut_382_;
                                uint _e6806 = l_mut_440_;
                                bool l_1957_ = (_e6805 == _e6806);
                                uint _e6808 = l_mut_388_;
                                uint _e6809 = l_mut_441_;
                                bool l_1958_ = (_e6808 < _e6809);
                                if (l_1957_) {
                                    local_139 = l_1958_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1959_ = local_139;
                                if (!(l_1956_)) {
                                    local_140 = l_1959_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1960_ = local_140;
                                bool l_1961_ = !(l_1960_);
                                if (l_1961_) {
                                    l_mut_275_ = l_1916_;
                                }
                                uint _e6821 = l_mut_275_;
                                l_mut_1692_ = _e6821;
                            }
                            uint _e6822 = l_mut_445_;
                            l_mut_388_ = _e6822;
                            uint _e6823 = l_mut_444_;
                            l_mut_382_ = _e6823;
                            uint _e6824 = l_mut_441_;
                            l_mut_275_ = _e6824;
                            uint _e6825 = l_mut_440_;
                            l_mut_269_ = _e6825;
                            uint _e6826 = l_mut_421_;
                            l_mut_219_ = _e6826;
                            uint _e6827 = l_mut_394_;
                            l_mut_213_ = _e6827;
                            uint _e6828 = l_mut_439_;
                            l_mut_151_ = _e6828;
                            uint _e6829 = l_mut_428_;
                            l_mut_145_ = _e6829;
                            l_mut_102_ = 0u;
                            uint _e6831 = l_mut_1692_;
                            bool l_1962_ = (_e6831 > 0u);
                            if (l_1962_) {
                                uint _e6834 = l_mut_441_;
                                uint _e6835 = l_mut_1692_;
                                uint l_1963_ = (_e6834 * _e6835);
                                uint _e6837 = l_mut_441_;
                                uint l_4301_ = (_e6837 & 65535u);
                                uint _e6840 = l_mut_441_;
                                uint l_4302_ = (_e6840 >> 16u);
                                uint l_4303_ = (l_4302_ & 65535u);
                                uint _e6845 = l_mut_1692_;
                                uint l_4304_ = (_e6845 & 65535u);
                                uint _e6848 = l_mut_1692_;
                                uint l_4305_ = (_e6848 >> 16u);
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
                                uint l_1964_ = (l_4322_ + l_4324_);
                                uint _e6882 = l_mut_440_;
                                uint _e6883 = l_mut_1692_;
                                uint l_1965_ = (_e6882 * _e6883);
                                uint l_1966_ = (l_1964_ + l_1965_);
                                uint _e6886 = l_mut_445_;
                                uint l_1967_ = (_e6886 - l_1963_);
                                uint _e6888 = l_mut_444_;
                                uint l_1968_ = (_e6888 - l_1966_);
                                uint _e6890 = l_mut_445_;
                                bool l_1969_ = (_e6890 < l_1963_);
                                uint l_1970_ = uint(l_1969_);
                                uint l_1971_ = (l_1968_ - l_1970_);
                                l_mut_388_ = l_1967_;
                                l_mut_382_ = l_1971_;
                                uint _e6894 = l_mut_1692_;
                                uint _e6895 = l_mut_421_;
                                uint l_1972_ = (_e6894 * _e6895);
                                uint _e6897 = l_mut_394_;
                                uint l_1973_ = (_e6897 + l_1972_);
                                l_mut_213_ = l_1973_;
                            } else {
                                uint _e6899 = l_mut_102_;
                                bool l_1974_ = (_e6899 == 0u);
                                if (l_1974_) {
                                    uint _e6902 = l_mut_421_;
                                    uint l_1975_ = (l_1079_ - _e6902);
                                    uint _e6904 = l_mut_394_;
                                    uint l_1976_ = (l_1975_ / _e6904);
                                    l_mut_1692_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e6908 = l_mut_441_;
                                    l_mut_96_ = _e6908;
                                    uint _e6909 = l_mut_440_;
                                    l_mut_90_ = _e6909;
                                    if (false) {
                                        uint _e6912 = l_mut_440_;
                                        uint l_1979_ = (_e6912 >> 3u);
                                        l_mut_96_ = l_1979_;
                                        l_mut_90_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e6916 = l_mut_441_;
                                            l_mut_75_ = _e6916;
                                            if (true) {
                                                uint _e6918 = l_mut_441_;
                                                uint l_1982_ = (_e6918 >> 3u);
                                                uint _e6921 = l_mut_440_;
                                                uint l_1983_ = (_e6921 << 29u);
                                                uint l_1984_ = (l_1982_ | l_1983_);
                                                l_mut_75_ = l_1984_;
                                            }
                                            uint _e6925 = l_mut_440_;
                                            uint l_1985_ = (_e6925 >> 3u);
                                            uint _e6928 = l_mut_75_;
                                            l_mut_96_ = _e6928;
                                            l_mut_90_ = l_1985_;
                                        }
                                    }
                                    uint _e6929 = l_mut_90_;
                                    uint _e6930 = l_mut_444_;
                                    bool l_1986_ = (_e6929 < _e6930);
                                    uint _e6932 = l_mut_90_;
                                    uint _e6933 = l_mut_444_;
                                    bool l_1987_ = (_e6932 == _e6933);
                                    uint _e6935 = l_mut_96_;
                                    uint _e6936 = l_mut_445_;
                                    bool l_1988_ = (_e6935 < _e6936);
                                    if (l_1987_) {
                                        local_141 = l_1988_;
                                    } else {
                                        local_141 = false;
                                    }
                                    bool l_1989_ = local_141;
                                    if (!(l_1986_)) {
                                        local_142 = l_1989_;
                                    } else {
                                        local_142 = true;
                                    }
                                    bool l_1990_ = local_142;
                                    bool l_1991_ = !(l_1990_);
                                    l_mut_350_ = l_1991_;
                                    uint _e6948 = l_mut_445_;
                                    uint _e6949 = l_mut_444_;
                                    uint l_1992_ = (_e6948 | _e6949);
                                    bool l_1993_ = (l_1992_ == 0u);
                                    if (l_1993_) {
                                        l_mut_1692_ = l_1976_;
                                    } else {
                                        bool _e6953 = l_mut_350_;
                                        if (_e6953) {
                                            uint _e6954 = l_mut_444_;
                                            uint _e6955 = l_mut_440_;
                                            bool l_1994_ = (_e6954 < _e6955);
                                            uint _e6957 = l_mut_444_;
                                            uint _e6958 = l_mut_440_;
                                            bool l_1995_ = (_e6957 == _e6958);
                                            uint _e6960 = l_mut_445_;
                                            uint _e6961 = l_mut_441_;
                                            bool l_1996_ = (_e6960 < _e6961);
                                            if (l_1995_) {
                                                local_143 = l_1996_;
                                            } else {
                                                local_143 = false;
                                            }
                                            bool l_1997_ = local_143;
                                            if (!(l_1994_)) {
                                                local_144 = l_1997_;
                                            } else {
                                                local_144 = true;
                                            }
                                            bool l_1998_ = local_144;
                                            if (l_1998_) {
                                                uint _e6972 = l_mut_441_;
                                                uint l_1999_ = (_e6972 - 1u);
                                                uint _e6975 = l_mut_440_;
                                                uint l_2000_ = (_e6975 - 0u);
                                                uint _e6978 = l_mut_441_;
                                                bool l_2001_ = (_e6978 < 1u);
                                                uint l_2002_ = uint(l_2001_);
                                                uint l_2003_ = (l_2000_ - l_2002_);
                                                l_mut_96_ = l_1999_;
                                                l_mut_90_ = l_2003_;
                                                l_mut_75_ = 0u;
                                                l_mut_2004_ = 0u;
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (!loop_init_10) {
                                                        uint _e7071 = l_mut_2004_;
                                                        l_mut_2004_ = (_e7071 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e6986 = l_mut_2004_;
                                                    if ((_e6986 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e6990 = l_mut_2004_;
                                                        uint l_2005_ = (19u - _e6990);
                                                        uint _e6992 = l_mut_96_;
                                                        l_mut_40_ = _e6992;
                                                        uint _e6993 = l_mut_90_;
                                                        l_mut_2006_ = _e6993;
                                                        bool l_2007_ = (l_2005_ >= 32u);
                                                        if (l_2007_) {
                                                            uint l_2008_ = (l_2005_ & 31u);
                                                            uint _e6998 = l_mut_90_;
                                                            uint l_2009_ = (_e6998 >> l_2008_);
                                                            l_mut_40_ = l_2009_;
                                                            l_mut_2006_ = 0u;
                                                        } else {
                                                            bool l_2010_ = (l_2005_ > 0u);
                                                            if (l_2010_) {
                                                                uint _e7003 = l_mut_96_;
                                                                l_mut_2011_ = _e7003;
                                                                bool l_2012_ = (l_2005_ > 0u);
                                                                if (l_2012_) {
                                                                    uint _e7006 = l_mut_96_;
                                                                    uint l_2013_ = (_e7006 >> l_2005_);
                                                                    uint l_2014_ = (32u - l_2005_);
                                                                    uint _e7010 = l_mut_90_;
                                                                    uint l_2015_ = (_e7010 << l_2014_);
                                                                    uint l_2016_ = (l_2013_ | l_2015_);
                                                                    l_mut_2011_ = l_2016_;
                                                                }
                                                                uint _e7013 = l_mut_90_;
                                                                uint l_2017_ = (_e7013 >> l_2005_);
                                                                uint _e7015 = l_mut_2011_;
                                                                l_mut_40_ = _e7015;
                                                                l_mut_2006_ = l_2017_;
                                                            }
                                                        }
                                                        uint _e7016 = l_mut_2006_;
                                                        uint _e7017 = l_mut_444_;
                                                        bool l_2018_ = (_e7016 < _e7017);
                                                        uint _e7019 = l_mut_2006_;
                                                        uint _e7020 = l_mut_444_;
                                                        bool l_2019_ = (_e7019 == _e7020);
                                                        uint _e7022 = l_mut_40_;
                                                        uint _e7023 = l_mut_445_;
                                                        bool l_2020_ = (_e7022 < _e7023);
                                                        if (l_2019_) {
                                                            local_145 = l_2020_;
                                                        } else {
                                                            local_145 = false;
                                                        }
                                                        bool l_2021_ = local_145;
                                                        if (!(l_2018_)) {
                                                            local_146 = l_2021_;
                                                        } else {
                                                            local_146 = true;
                                                        }
                                                        bool l_2022_ = local_146;
                                                        bool l_2023_ = !(l_2022_);
                                                        if (l_2023_) {
                                                            uint _e7035 = l_mut_445_;
                                                            l_mut_2011_ = _e7035;
                                                            uint _e7036 = l_mut_444_;
                                                            l_mut_2006_ = _e7036;
                                                            bool l_2024_ = (l_2005_ >= 32u);
                                                            if (l_2024_) {
                                                                uint l_2025_ = (l_2005_ & 31u);
                                                                uint _e7041 = l_mut_445_;
                                                                uint l_2026_ = (_e7041 << l_2025_);
                                                                l_mut_2011_ = 0u;
                                                                l_mut_2006_ = l_2026_;
                                                            } else {
                                                                bool l_2027_ = (l_2005_ > 0u);
                                                                if (l_2027_) {
                                                                    uint _e7046 = l_mut_445_;
                                                                    uint l_2028_ = (_e7046 << l_2005_);
                                                                    uint _e7048 = l_mut_444_;
                                                                    uint l_2029_ = (_e7048 << l_2005_);
                                                                    uint l_2030_ = (32u - l_2005_);
                                                                    uint _e7052 = l_mut_445_;
                                                                    uint l_2031_ = (_e7052 >> l_2030_);
                                                                    uint l_2032_ = (l_2029_ | l_2031_);
                                                                    l_mut_2011_ = l_2028_;
                                                                    l_mut_2006_ = l_2032_;
                                                                }
                                                            }
                                                            uint _e7055 = l_mut_96_;
                                                            uint _e7056 = l_mut_2011_;
                                                            uint l_2033_ = (_e7055 - _e7056);
                                                            uint _e7058 = l_mut_90_;
                                                            uint _e7059 = l_mut_2006_;
                                                            uint l_2034_ = (_e7058 - _e7059);
                                                            uint _e7061 = l_mut_96_;
                                                            uint _e7062 = l_mut_2011_;
                                                            bool l_2035_ = (_e7061 < _e7062);
                                                            uint l_2036_ = uint(l_2035_);
                                                            uint l_2037_ = (l_2034_ - l_2036_);
                                                            l_mut_96_ = l_2033_;
                                                            l_mut_90_ = l_2037_;
                                                            uint l_2038_ = (1u << l_2005_);
                                                            uint _e7068 = l_mut_75_;
                                                            l_mut_75_ = (_e7068 | l_2038_);
                                                        }
                                                    }
                                                }
                                                uint _e7073 = l_mut_75_;
                                                uint l_2039_ = min(_e7073, l_1976_);
                                                l_mut_2011_ = l_2039_;
                                                uint _e7075 = l_mut_90_;
                                                uint _e7076 = l_mut_444_;
                                                bool l_2040_ = (_e7075 < _e7076);
                                                uint _e7078 = l_mut_90_;
                                                uint _e7079 = l_mut_444_;
                                                bool l_2041_ = (_e7078 == _e7079);
                                                uint _e7081 = l_mut_96_;
                                                uint _e7082 = l_mut_445_;
                                                bool l_2042_ = (_e7081 < _e7082);
                                                if (l_2041_) {
                                                    local_147 = l_2042_;
                                                } else {
                                                    local_147 = false;
                                                }
                                                bool l_2043_ = local_147;
                                                if (!(l_2040_)) {
                                                    local_148 = l_2043_;
                                                } else {
                                                    local_148 = true;
                                                }
                                                bool l_2044_ = local_148;
                                                bool l_2045_ = !(l_2044_);
                                                if (l_2045_) {
                                                    l_mut_2011_ = l_1976_;
                                                }
                                                uint _e7094 = l_mut_2011_;
                                                l_mut_1692_ = _e7094;
                                            }
                                        } else {
                                            uint _e7095 = l_mut_441_;
                                            l_mut_2011_ = _e7095;
                                            uint _e7096 = l_mut_440_;
                                            l_mut_2006_ = _e7096;
                                            while(true) {
                                                uint _e7097 = l_mut_444_;
                                                uint _e7098 = l_mut_2006_;
                                                bool l_2046_ = (_e7097 < _e7098);
                                                uint _e7100 = l_mut_444_;
                                                uint _e7101 = l_mut_2006_;
                                                bool l_2047_ = (_e7100 == _e7101);
                                                uint _e7103 = l_mut_445_;
                                                uint _e7104 = l_mut_2011_;
                                                bool l_2048_ = (_e7103 < _e7104);
                                                if (l_2047_) {
                                                    local_149 = l_2048_;
                                                } else {
                                                    local_149 = false;
                                                }
                                                bool l_2049_ = local_149;
                                                if (!(l_2046_)) {
                                                    local_150 = l_2049_;
                                                } else {
                                                    local_150 = true;
                                                }
                                                bool l_2050_ = local_150;
                                                uint _e7115 = l_mut_1692_;
                                                uint _e7116 = l_mut_394_;
                                                uint l_2051_ = (_e7115 * _e7116);
                                                uint _e7118 = l_mut_421_;
                                                uint l_2052_ = (_e7118 + l_2051_);
                                                uint _e7120 = l_mut_394_;
                                                uint l_2053_ = (l_2052_ + _e7120);
                                                bool l_2054_ = (l_2053_ < l_1079_);
                                                if (l_2050_) {
                                                    local_151 = l_2054_;
                                                } else {
                                                    local_151 = false;
                                                }
                                                bool l_2055_ = local_151;
                                                bool l_2056_ = !(l_2055_);
                                                if (l_2056_) {
                                                    break;
                                                }
                                                uint _e7128 = l_mut_2011_;
                                                uint _e7129 = l_mut_445_;
                                                uint l_2057_ = (_e7128 - _e7129);
                                                uint _e7131 = l_mut_2006_;
                                                uint _e7132 = l_mut_444_;
                                                uint l_2058_ = (_e7131 - _e7132);
                                                uint _e7134 = l_mut_2011_;
                                                uint _e7135 = l_mut_445_;
                                                bool l_2059_ = (_e7134 < _e7135);
                                                uint l_2060_ = uint(l_2059_);
                                                uint l_2061_ = (l_2058_ - l_2060_);
                                                l_mut_2011_ = l_2057_;
                                                l_mut_2006_ = l_2061_;
                                                uint _e7139 = l_mut_1692_;
                                                l_mut_1692_ = (_e7139 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7142 = l_mut_1692_;
                                    uint _e7143 = l_mut_394_;
                                    uint l_2062_ = (_e7142 * _e7143);
                                    uint _e7145 = l_mut_421_;
                                    uint l_2063_ = (_e7145 + l_2062_);
                                    uint _e7147 = l_mut_394_;
                                    uint l_2064_ = (l_2063_ + _e7147);
                                    bool l_2065_ = (l_2064_ >= l_1079_);
                                    if (l_2065_) {
                                        l_mut_102_ = 1u;
                                    } else {
                                        uint _e7151 = l_mut_445_;
                                        uint _e7152 = l_mut_1692_;
                                        uint l_2066_ = (_e7151 * _e7152);
                                        uint _e7154 = l_mut_445_;
                                        uint l_4326_ = (_e7154 & 65535u);
                                        uint _e7157 = l_mut_445_;
                                        uint l_4327_ = (_e7157 >> 16u);
                                        uint l_4328_ = (l_4327_ & 65535u);
                                        uint _e7162 = l_mut_1692_;
                                        uint l_4329_ = (_e7162 & 65535u);
                                        uint _e7165 = l_mut_1692_;
                                        uint l_4330_ = (_e7165 >> 16u);
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
                                        uint l_2067_ = (l_4347_ + l_4349_);
                                        uint _e7199 = l_mut_444_;
                                        uint _e7200 = l_mut_1692_;
                                        uint l_2068_ = (_e7199 * _e7200);
                                        uint l_2069_ = (l_2067_ + l_2068_);
                                        uint _e7203 = l_mut_441_;
                                        uint l_2070_ = (_e7203 - l_2066_);
                                        uint _e7205 = l_mut_440_;
                                        uint l_2071_ = (_e7205 - l_2069_);
                                        uint _e7207 = l_mut_441_;
                                        bool l_2072_ = (_e7207 < l_2066_);
                                        uint l_2073_ = uint(l_2072_);
                                        uint l_2074_ = (l_2071_ - l_2073_);
                                        l_mut_275_ = l_2070_;
                                        l_mut_269_ = l_2074_;
                                        uint _e7211 = l_mut_1692_;
                                        uint _e7212 = l_mut_394_;
                                        uint l_2075_ = (_e7211 * _e7212);
                                        uint _e7214 = l_mut_421_;
                                        uint l_2076_ = (_e7214 + l_2075_);
                                        l_mut_219_ = l_2076_;
                                        uint _e7216 = l_mut_445_;
                                        uint _e7217 = l_mut_275_;
                                        uint l_2077_ = (_e7216 - _e7217);
                                        uint _e7219 = l_mut_444_;
                                        uint _e7220 = l_mut_269_;
                                        uint l_2078_ = (_e7219 - _e7220);
                                        uint _e7222 = l_mut_445_;
                                        uint _e7223 = l_mut_275_;
                                        bool l_2079_ = (_e7222 < _e7223);
                                        uint l_2080_ = uint(l_2079_);
                                        uint l_2081_ = (l_2078_ - l_2080_);
                                        l_mut_388_ = l_2077_;
                                        l_mut_382_ = l_2081_;
                                        uint _e7227 = l_mut_394_;
                                        uint _e7228 = l_mut_219_;
                                        uint l_2082_ = (_e7227 + _e7228);
                                        l_mut_213_ = l_2082_;
                                    }
                                }
                            }
                            uint _e7230 = l_mut_388_;
                            l_mut_445_ = _e7230;
                            uint _e7231 = l_mut_382_;
                            l_mut_444_ = _e7231;
                            uint _e7232 = l_mut_275_;
                            l_mut_441_ = _e7232;
                            uint _e7233 = l_mut_269_;
                            l_mut_440_ = _e7233;
                            uint _e7234 = l_mut_219_;
                            l_mut_421_ = _e7234;
                            uint _e7235 = l_mut_213_;
                            l_mut_394_ = _e7235;
                            uint _e7236 = l_mut_151_;
                            l_mut_439_ = _e7236;
                            uint _e7237 = l_mut_145_;
                            l_mut_428_ = _e7237;
                            uint _e7238 = l_mut_102_;
                            bool l_2083_ = (_e7238 == 1u);
                            l_mut_645_ = l_2083_;
                            uint _e7241 = l_mut_102_;
                            bool l_2084_ = (_e7241 == 0u);
                            l_mut_628_ = l_2084_;
                        } else {
                            uint _e7244 = l_mut_441_;
                            uint _e7245 = l_mut_439_;
                            uint l_2085_ = (_e7244 - _e7245);
                            uint _e7247 = l_mut_440_;
                            uint _e7248 = l_mut_428_;
                            uint l_2086_ = (_e7247 - _e7248);
                            uint _e7250 = l_mut_441_;
                            uint _e7251 = l_mut_439_;
                            bool l_2087_ = (_e7250 < _e7251);
                            uint l_2088_ = uint(l_2087_);
                            uint l_2089_ = (l_2086_ - l_2088_);
                            l_mut_2011_ = l_2085_;
                            l_mut_2006_ = l_2089_;
                            uint _e7255 = l_mut_439_;
                            uint l_2090_ = (_e7255 - l_1594_);
                            uint _e7257 = l_mut_428_;
                            uint l_2091_ = (_e7257 - l_1598_);
                            uint _e7259 = l_mut_439_;
                            bool l_2092_ = (_e7259 < l_1594_);
                            uint l_2093_ = uint(l_2092_);
                            uint l_2094_ = (l_2091_ - l_2093_);
                            l_mut_2011_ = l_2090_;
                            l_mut_2006_ = l_2094_;
                            uint _e7263 = l_mut_441_;
                            l_mut_1692_ = _e7263;
                            uint _e7264 = l_mut_440_;
                            l_mut_388_ = _e7264;
                            uint _e7265 = l_mut_2006_;
                            uint _e7266 = l_mut_440_;
                            bool l_2095_ = (_e7265 < _e7266);
                            uint _e7268 = l_mut_2006_;
                            uint _e7269 = l_mut_440_;
                            bool l_2096_ = (_e7268 == _e7269);
                            uint _e7271 = l_mut_2011_;
                            uint _e7272 = l_mut_441_;
                            bool l_2097_ = (_e7271 < _e7272);
                            if (l_2096_) {
                                local_152 = l_2097_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2098_ = local_152;
                            if (!(l_2095_)) {
                                local_153 = l_2098_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2099_ = local_153;
                            if (l_2099_) {
                                uint _e7283 = l_mut_2011_;
                                l_mut_1692_ = _e7283;
                                uint _e7284 = l_mut_2006_;
                                l_mut_388_ = _e7284;
                            }
                            l_mut_350_ = false;
                            uint _e7286 = l_mut_1692_;
                            l_mut_2011_ = _e7286;
                            uint _e7287 = l_mut_388_;
                            l_mut_2006_ = _e7287;
                            if (false) {
                                uint _e7290 = l_mut_388_;
                                uint l_2102_ = (_e7290 >> 3u);
                                l_mut_2011_ = l_2102_;
                                l_mut_2006_ = 0u;
                            } else {
                                if (true) {
                                    uint _e7294 = l_mut_1692_;
                                    l_mut_382_ = _e7294;
                                    if (true) {
                                        uint _e7296 = l_mut_1692_;
                                        uint l_2105_ = (_e7296 >> 3u);
                                        uint _e7299 = l_mut_388_;
                                        uint l_2106_ = (_e7299 << 29u);
                                        uint l_2107_ = (l_2105_ | l_2106_);
                                        l_mut_382_ = l_2107_;
                                    }
                                    uint _e7303 = l_mut_388_;
                                    uint l_2108_ = (_e7303 >> 3u);
                                    uint _e7306 = l_mut_382_;
                                    l_mut_2011_ = _e7306;
                                    l_mut_2006_ = l_2108_;
                                }
                            }
                            uint _e7307 = l_mut_2006_;
                            uint _e7308 = l_mut_444_;
                            bool l_2109_ = (_e7307 < _e7308);
                            uint _e7310 = l_mut_2006_;
                            uint _e7311 = l_mut_444_;
                            bool l_2110_ = (_e7310 == _e7311);
                            uint _e7313 = l_mut_2011_;
                            uint _e7314 = l_mut_445_;
                            bool l_2111_ = (_e7313 < _e7314);
                            if (l_2110_) {
                                local_154 = l_2111_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2112_ = local_154;
                            if (!(l_2109_)) {
                                local_155 = l_2112_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2113_ = local_155;
                            bool l_2114_ = !(l_2113_);
                            l_mut_350_ = l_2114_;
                            l_mut_2011_ = 0u;
                            uint _e7327 = l_mut_445_;
                            uint _e7328 = l_mut_444_;
                            uint l_2115_ = (_e7327 | _e7328);
                            bool l_2116_ = (l_2115_ == 0u);
                            bool l_2117_ = !(l_2116_);
                            bool _e7333 = l_mut_350_;
                            if (_e7333) {
                                local_156 = l_2117_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2118_ = local_156;
                            uint _e7338 = l_mut_444_;
                            uint _e7339 = l_mut_388_;
                            bool l_2119_ = (_e7338 < _e7339);
                            uint _e7341 = l_mut_444_;
                            uint _e7342 = l_mut_388_;
                            bool l_2120_ = (_e7341 == _e7342);
                            uint _e7344 = l_mut_445_;
                            uint _e7345 = l_mut_1692_;
                            bool l_2121_ = (_e7344 < _e7345);
                            if (l_2120_) {
                                local_157 = l_2121_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2122_ = local_157;
                            if (!(l_2119_)) {
                                local_158 = l_2122_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2123_ = local_158;
                            if (l_2118_) {
                                local_159 = l_2123_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2124_ = local_159;
                            uint _e7360 = l_mut_394_;
                            uint _e7361 = l_mut_421_;
                            uint l_2125_ = (_e7360 + _e7361);
                            bool l_2126_ = (l_2125_ < l_1079_);
                            if (l_2124_) {
                                local_160 = l_2126_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2127_ = local_160;
                            if (l_2127_) {
                                uint _e7368 = l_mut_394_;
                                uint l_2128_ = (l_1079_ - _e7368);
                                uint _e7370 = l_mut_421_;
                                uint l_2129_ = (l_2128_ - _e7370);
                                uint _e7372 = l_mut_394_;
                                uint l_2130_ = (l_2129_ / _e7372);
                                uint _e7374 = l_mut_1692_;
                                uint l_2131_ = (_e7374 - 1u);
                                uint _e7377 = l_mut_388_;
                                uint l_2132_ = (_e7377 - 0u);
                                uint _e7380 = l_mut_1692_;
                                bool l_2133_ = (_e7380 < 1u);
                                uint l_2134_ = uint(l_2133_);
                                uint l_2135_ = (l_2132_ - l_2134_);
                                l_mut_2006_ = l_2131_;
                                l_mut_1692_ = l_2135_;
                                l_mut_388_ = 0u;
                                l_mut_2136_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7473 = l_mut_2136_;
                                        l_mut_2136_ = (_e7473 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7388 = l_mut_2136_;
                                    if ((_e7388 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7392 = l_mut_2136_;
                                        uint l_2137_ = (19u - _e7392);
                                        uint _e7394 = l_mut_2006_;
                                        l_mut_382_ = _e7394;
                                        uint _e7395 = l_mut_1692_;
                                        l_mut_275_ = _e7395;
                                        bool l_2138_ = (l_2137_ >= 32u);
                                        if (l_2138_) {
                                            uint l_2139_ = (l_2137_ & 31u);
                                            uint _e7400 = l_mut_1692_;
                                            uint l_2140_ = (_e7400 >> l_2139_);
                                            l_mut_382_ = l_2140_;
                                            l_mut_275_ = 0u;
                                        } else {
                                            bool l_2141_ = (l_2137_ > 0u);
                                            if (l_2141_) {
                                                uint _e7405 = l_mut_2006_;
                                                l_mut_269_ = _e7405;
                                                bool l_2142_ = (l_2137_ > 0u);
                                                if (l_2142_) {
                                                    uint _e7408 = l_mut_2006_;
                                                    uint l_2143_ = (_e7408 >> l_2137_);
                                                    uint l_2144_ = (32u - l_2137_);
                                                    uint _e7412 = l_mut_1692_;
                                                    uint l_2145_ = (_e7412 << l_2144_);
                                                    uint l_2146_ = (l_2143_ | l_2145_);
                                                    l_mut_269_ = l_2146_;
                                                }
                                                uint _e7415 = l_mut_1692_;
                                                uint l_2147_ = (_e7415 >> l_2137_);
                                                uint _e7417 = l_mut_269_;
                                                l_mut_382_ = _e7417;
                                                l_mut_275_ = l_2147_;
                                            }
                                        }
                                        uint _e7418 = l_mut_275_;
                                        uint _e7419 = l_mut_444_;
                                        bool l_2148_ = (_e7418 < _e7419);
                                        uint _e7421 = l_mut_275_;
                                        uint _e7422 = l_mut_444_;
                                        bool l_2149_ = (_e7421 == _e7422);
                                        uint _e7424 = l_mut_382_;
                                        uint _e7425 = l_mut_445_;
                                        bool l_2150_ = (_e7424 < _e7425);
                                        if (l_2149_) {
                                            local_161 = l_2150_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2151_ = local_161;
                                        if (!(l_2148_)) {
                                            local_162 = l_2151_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2152_ = local_162;
                                        bool l_2153_ = !(l_2152_);
                                        if (l_2153_) {
                                            uint _e7437 = l_mut_445_;
                                            l_mut_382_ = _e7437;
                                            uint _e7438 = l_mut_444_;
                                            l_mut_275_ = _e7438;
                                            bool l_2154_ = (l_2137_ >= 32u);
                                            if (l_2154_) {
                                                uint l_2155_ = (l_2137_ & 31u);
                                                uint _e7443 = l_mut_445_;
                                                uint l_2156_ = (_e7443 << l_2155_);
                                                l_mut_382_ = 0u;
                                                l_mut_275_ = l_2156_;
                                            } else {
                                                bool l_2157_ = (l_2137_ > 0u);
                                                if (l_2157_) {
                                                    uint _e7448 = l_mut_445_;
                                                    uint l_2158_ = (_e7448 << l_2137_);
                                                    uint _e7450 = l_mut_444_;
                                                    uint l_2159_ = (_e7450 << l_2137_);
                                                    uint l_2160_ = (32u - l_2137_);
                                                    uint _e7454 = l_mut_445_;
                                                    uint l_2161_ = (_e7454 >> l_2160_);
                                                    uint l_2162_ = (l_2159_ | l_2161_);
                                                    l_mut_382_ = l_2158_;
                                                    l_mut_275_ = l_2162_;
                                                }
                                            }
                                            uint _e7457 = l_mut_2006_;
                                            uint _e7458 = l_mut_382_;
                                            uint l_2163_ = (_e7457 - _e7458);
                                            uint _e7460 = l_mut_1692_;
                                            uint _e7461 = l_mut_275_;
                                            uint l_2164_ = (_e7460 - _e7461);
                                            uint _e7463 = l_mut_2006_;
                                            uint _e7464 = l_mut_382_;
                                            bool l_2165_ = (_e7463 < _e7464);
                                            uint l_2166_ = uint(l_2165_);
                                            uint l_2167_ = (l_2164_ - l_2166_);
                                            l_mut_2006_ = l_2163_;
                                            l_mut_1692_ = l_2167_;
                                            uint l_2168_ = (1u << l_2137_);
                                            uint _e7470 = l_mut_388_;
                                            l_mut_388_ = (_e7470 | l_2168_);
                                        }
                                    }
                                }
                                uint _e7475 = l_mut_388_;
                                uint l_2169_ = min(_e7475, l_2130_);
                                l_mut_388_ = l_2169_;
                                uint _e7477 = l_mut_1692_;
                                uint _e7478 = l_mut_444_;
                                bool l_2170_ = (_e7477 < _e7478);
                                uint _e7480 = l_mut_1692_;
                                uint _e7481 = l_mut_444_;
                                bool l_2171_ = (_e7480 == _e7481);
                                uint _e7483 = l_mut_2006_;
                                uint _e7484 = l_mut_445_;
                                bool l_2172_ = (_e7483 < _e7484);
                                if (l_2171_) {
                                    local_163 = l_2172_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2173_ = local_163;
                                if (!(l_2170_)) {
                                    local_164 = l_2173_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2174_ = local_164;
                                bool l_2175_ = !(l_2174_);
                                if (l_2175_) {
                                    l_mut_388_ = l_2130_;
                                }
                                uint _e7496 = l_mut_388_;
                                l_mut_2011_ = _e7496;
                            }
                            uint _e7497 = l_mut_441_;
                            l_mut_2006_ = _e7497;
                            uint _e7498 = l_mut_440_;
                            l_mut_1692_ = _e7498;
                            uint _e7499 = l_mut_445_;
                            l_mut_388_ = _e7499;
                            uint _e7500 = l_mut_444_;
                            l_mut_382_ = _e7500;
                            uint _e7501 = l_mut_394_;
                            l_mut_275_ = _e7501;
                            uint _e7502 = l_mut_421_;
                            l_mut_269_ = _e7502;
                            uint _e7503 = l_mut_439_;
                            l_mut_219_ = _e7503;
                            uint _e7504 = l_mut_428_;
                            l_mut_213_ = _e7504;
                            l_mut_151_ = 0u;
                            uint _e7506 = l_mut_2011_;
                            bool l_2176_ = (_e7506 > 0u);
                            if (l_2176_) {
                                uint _e7509 = l_mut_445_;
                                uint _e7510 = l_mut_2011_;
                                uint l_2177_ = (_e7509 * _e7510);
                                uint _e7512 = l_mut_445_;
                                uint l_4351_ = (_e7512 & 65535u);
                                uint _e7515 = l_mut_445_;
                                uint l_4352_ = (_e7515 >> 16u);
                                uint l_4353_ = (l_4352_ & 65535u);
                                uint _e7520 = l_mut_2011_;
                                uint l_4354_ = (_e7520 & 65535u);
                                uint _e7523 = l_mut_2011_;
                                uint l_4355_ = (_e7523 >> 16u);
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
                                uint l_2178_ = (l_4372_ + l_4374_);
                                uint _e7557 = l_mut_444_;
                                uint _e7558 = l_mut_2011_;
                                uint l_2179_ = (_e7557 * _e7558);
                                uint l_2180_ = (l_2178_ + l_2179_);
                                uint _e7561 = l_mut_439_;
                                uint l_2181_ = (_e7561 - l_2177_);
                                uint _e7563 = l_mut_428_;
                                uint l_2182_ = (_e7563 - l_2180_);
                                uint _e7565 = l_mut_439_;
                                bool l_2183_ = (_e7565 < l_2177_);
                                uint l_2184_ = uint(l_2183_);
                                uint l_2185_ = (l_2182_ - l_2184_);
                                l_mut_219_ = l_2181_;
                                l_mut_213_ = l_2185_;
                                uint _e7569 = l_mut_441_;
                                uint l_2186_ = (_e7569 - l_2177_);
                                uint _e7571 = l_mut_440_;
                                uint l_2187_ = (_e7571 - l_2180_);
                                uint _e7573 = l_mut_441_;
                                bool l_2188_ = (_e7573 < l_2177_);
                                uint l_2189_ = uint(l_2188_);
                                uint l_2190_ = (l_2187_ - l_2189_);
                                l_mut_2006_ = l_2186_;
                                l_mut_1692_ = l_2190_;
                                uint _e7577 = l_mut_2011_;
                                uint _e7578 = l_mut_394_;
                                uint l_2191_ = (_e7577 * _e7578);
                                uint _e7580 = l_mut_421_;
                                uint l_2192_ = (_e7580 + l_2191_);
                                l_mut_269_ = l_2192_;
                            } else {
                                uint _e7582 = l_mut_439_;
                                uint _e7583 = l_mut_445_;
                                uint l_2193_ = (_e7582 - _e7583);
                                uint _e7585 = l_mut_428_;
                                uint _e7586 = l_mut_444_;
                                uint l_2194_ = (_e7585 - _e7586);
                                uint _e7588 = l_mut_439_;
                                uint _e7589 = l_mut_445_;
                                bool l_2195_ = (_e7588 < _e7589);
                                uint l_2196_ = uint(l_2195_);
                                uint l_2197_ = (l_2194_ - l_2196_);
                                l_mut_219_ = l_2193_;
                                l_mut_213_ = l_2197_;
                                uint _e7593 = l_mut_213_;
                                bool l_2198_ = (_e7593 < l_1598_);
                                uint _e7595 = l_mut_213_;
                                bool l_2199_ = (_e7595 == l_1598_);
                                uint _e7597 = l_mut_219_;
                                bool l_2200_ = (_e7597 < l_1594_);
                                if (l_2199_) {
                                    local_165 = l_2200_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2201_ = local_165;
                                if (!(l_2198_)) {
                                    local_166 = l_2201_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2202_ = local_166;
                                if (l_2202_) {
                                    l_mut_151_ = 2u;
                                }
                                uint _e7609 = l_mut_151_;
                                bool l_2203_ = (_e7609 == 0u);
                                if (l_2203_) {
                                    uint _e7612 = l_mut_394_;
                                    uint l_2204_ = (l_1079_ - _e7612);
                                    uint _e7614 = l_mut_421_;
                                    uint l_2205_ = (l_2204_ / _e7614);
                                    l_mut_2011_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e7618 = l_mut_445_;
                                    l_mut_145_ = _e7618;
                                    uint _e7619 = l_mut_444_;
                                    l_mut_102_ = _e7619;
                                    if (false) {
                                        uint _e7622 = l_mut_444_;
                                        uint l_2208_ = (_e7622 >> 3u);
                                        l_mut_145_ = l_2208_;
                                        l_mut_102_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e7626 = l_mut_445_;
                                            l_mut_96_ = _e7626;
                                            if (true) {
                                                uint _e7628 = l_mut_445_;
                                                uint l_2211_ = (_e7628 >> 3u);
                                                uint _e7631 = l_mut_444_;
                                                uint l_2212_ = (_e7631 << 29u);
                                                uint l_2213_ = (l_2211_ | l_2212_);
                                                l_mut_96_ = l_2213_;
                                            }
                                            uint _e7635 = l_mut_444_;
                                            uint l_2214_ = (_e7635 >> 3u);
                                            uint _e7638 = l_mut_96_;
                                            l_mut_145_ = _e7638;
                                            l_mut_102_ = l_2214_;
                                        }
                                    }
                                    uint _e7639 = l_mut_102_;
                                    uint _e7640 = l_mut_440_;
                                    bool l_2215_ = (_e7639 < _e7640);
                                    uint _e7642 = l_mut_102_;
                                    uint _e7643 = l_mut_440_;
                                    bool l_2216_ = (_e7642 == _e7643);
                                    uint _e7645 = l_mut_145_;
                                    uint _e7646 = l_mut_441_;
                                    bool l_2217_ = (_e7645 < _e7646);
                                    if (l_2216_) {
                                        local_167 = l_2217_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2218_ = local_167;
                                    if (!(l_2215_)) {
                                        local_168 = l_2218_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2219_ = local_168;
                                    bool l_2220_ = !(l_2219_);
                                    l_mut_350_ = l_2220_;
                                    uint _e7658 = l_mut_441_;
                                    uint _e7659 = l_mut_440_;
                                    uint l_2221_ = (_e7658 | _e7659);
                                    bool l_2222_ = (l_2221_ == 0u);
                                    if (l_2222_) {
                                        l_mut_2011_ = l_2205_;
                                    } else {
                                        bool _e7663 = l_mut_350_;
                                        if (_e7663) {
                                            uint _e7664 = l_mut_440_;
                                            uint _e7665 = l_mut_444_;
                                            bool l_2223_ = (_e7664 < _e7665);
                                            uint _e7667 = l_mut_440_;
                                            uint _e7668 = l_mut_444_;
                                            bool l_2224_ = (_e7667 == _e7668);
                                            uint _e7670 = l_mut_441_;
                                            uint _e7671 = l_mut_445_;
                                            bool l_2225_ = (_e7670 < _e7671);
                                            if (l_2224_) {
                                                local_169 = l_2225_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2226_ = local_169;
                                            if (!(l_2223_)) {
                                                local_170 = l_2226_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2227_ = local_170;
                                            if (l_2227_) {
                                                uint _e7682 = l_mut_445_;
                                                uint l_2228_ = (_e7682 - 1u);
                                                uint _e7685 = l_mut_444_;
                                                uint l_2229_ = (_e7685 - 0u);
                                                uint _e7688 = l_mut_445_;
                                                bool l_2230_ = (_e7688 < 1u);
                                                uint l_2231_ = uint(l_2230_);
                                                uint l_2232_ = (l_2229_ - l_2231_);
                                                l_mut_145_ = l_2228_;
                                                l_mut_102_ = l_2232_;
                                                l_mut_96_ = 0u;
                                                l_mut_2233_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7781 = l_mut_2233_;
                                                        l_mut_2233_ = (_e7781 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7696 = l_mut_2233_;
                                                    if ((_e7696 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7700 = l_mut_2233_;
                                                        uint l_2234_ = (19u - _e7700);
                                                        uint _e7702 = l_mut_145_;
                                                        l_mut_90_ = _e7702;
                                                        uint _e7703 = l_mut_102_;
                                                        l_mut_75_ = _e7703;
                                                        bool l_2235_ = (l_2234_ >= 32u);
                                                        if (l_2235_) {
                                                            uint l_2236_ = (l_2234_ & 31u);
                                                            uint _e7708 = l_mut_102_;
                                                            uint l_2237_ = (_e7708 >> l_2236_);
                                                            l_mut_90_ = l_2237_;
                                                            l_mut_75_ = 0u;
                                                        } else {
                                                            bool l_2238_ = (l_2234_ > 0u);
                                                            if (l_2238_) {
                                                                uint _e7713 = l_mut_145_;
                                                                l_mut_40_ = _e7713;
                                                                bool l_2239_ = (l_2234_ > 0u);
                                                                if (l_2239_) {
                                                                    uint _e7716 = l_mut_145_;
                                                                    uint l_2240_ = (_e7716 >> l_2234_);
                                                                    uint l_2241_ = (32u - l_2234_);
                                                                    uint _e7720 = l_mut_102_;
                                                                    uint l_2242_ = (_e7720 << l_2241_);
                                                                    uint l_2243_ = (l_2240_ | l_2242_);
                                                                    l_mut_40_ = l_2243_;
                                                                }
                                                                uint _e7723 = l_mut_102_;
                                                                uint l_2244_ = (_e7723 >> l_2234_);
                                                                uint _e7725 = l_mut_40_;
                                                                l_mut_90_ = _e7725;
                                                                l_mut_75_ = l_2244_;
                                                            }
                                                        }
                                                        uint _e7726 = l_mut_75_;
                                                        uint _e7727 = l_mut_440_;
                                                        bool l_2245_ = (_e7726 < _e7727);
                                                        uint _e7729 = l_mut_75_;
                                                        uint _e7730 = l_mut_440_;
                                                        bool l_2246_ = (_e7729 == _e7730);
                                                        uint _e7732 = l_mut_90_;
                                                        uint _e7733 = l_mut_441_;
                                                        bool l_2247_ = (_e7732 < _e7733);
                                                        if (l_2246_) {
                                                            local_171 = l_2247_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2248_ = local_171;
                                                        if (!(l_2245_)) {
                                                            local_172 = l_2248_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2249_ = local_172;
                                                        bool l_2250_ = !(l_2249_);
                                                        if (l_2250_) {
                                                            uint _e7745 = l_mut_441_;
                                                            l_mut_90_ = _e7745;
                                                            uint _e7746 = l_mut_440_;
                                                            l_mut_75_ = _e7746;
                                                            bool l_2251_ = (l_2234_ >= 32u);
                                                            if (l_2251_) {
                                                                uint l_2252_ = (l_2234_ & 31u);
                                                                uint _e7751 = l_mut_441_;
                                                                uint l_2253_ = (_e7751 << l_2252_);
                                                                l_mut_90_ = 0u;
                                                                l_mut_75_ = l_2253_;
                                                            } else {
                                                                bool l_2254_ = (l_2234_ > 0u);
                                                                if (l_2254_) {
                                                                    uint _e7756 = l_mut_441_;
                                                                    uint l_2255_ = (_e7756 << l_2234_);
                                                                    uint _e7758 = l_mut_440_;
                                                                    uint l_2256_ = (_e7758 << l_2234_);
                                                                    uint l_2257_ = (32u - l_2234_);
                                                                    uint _e7762 = l_mut_441_;
                                                                    uint l_2258_ = (_e7762 >> l_2257_);
                                                                    uint l_2259_ = (l_2256_ | l_2258_);
                                                                    l_mut_90_ = l_2255_;
                                                                    l_mut_75_ = l_2259_;
                                                                }
                                                            }
                                                            uint _e7765 = l_mut_145_;
                                                            uint _e7766 = l_mut_90_;
                                                            uint l_2260_ = (_e7765 - _e7766);
                                                            uint _e7768 = l_mut_102_;
                                                            uint _e7769 = l_mut_75_;
                                                            uint l_2261_ = (_e7768 - _e7769);
                                                            uint _e7771 = l_mut_145_;
                                                            uint _e7772 = l_mut_90_;
                                                            bool l_2262_ = (_e7771 < _e7772);
                                                            uint l_2263_ = uint(l_2262_);
                                                            uint l_2264_ = (l_2261_ - l_2263_);
                                                            l_mut_145_ = l_2260_;
                                                            l_mut_102_ = l_2264_;
                                                            uint l_2265_ = (1u << l_2234_);
                                                            uint _e7778 = l_mut_96_;
                                                            l_mut_96_ = (_e7778 | l_2265_);
                                                        }
                                                    }
                                                }
                                                uint _e7783 = l_mut_96_;
                                                uint l_2266_ = min(_e7783, l_2205_);
                                                l_mut_96_ = l_2266_;
                                                uint _e7785 = l_mut_102_;
                                                uint _e7786 = l_mut_440_;
                                                bool l_2267_ = (_e7785 < _e7786);
                                                uint _e7788 = l_mut_102_;
                                                uint _e7789 = l_mut_440_;
                                                bool l_2268_ = (_e7788 == _e7789);
                                                uint _e7791 = l_mut_145_;
                                                uint _e7792 = l_mut_441_;
                                                bool l_2269_ = (_e7791 < _e7792);
                                                if (l_2268_) {
                                                    local_173 = l_2269_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2270_ = local_173;
                                                if (!(l_2267_)) {
                                                    local_174 = l_2270_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2271_ = local_174;
                                                bool l_2272_ = !(l_2271_);
                                                if (l_2272_) {
                                                    l_mut_96_ = l_2205_;
                                                }
                                                uint _e7804 = l_mut_96_;
                                                l_mut_2011_ = _e7804;
                                            }
                                        } else {
                                            uint _e7805 = l_mut_445_;
                                            l_mut_145_ = _e7805;
                                            uint _e7806 = l_mut_444_;
                                            l_mut_102_ = _e7806;
                                            while(true) {
                                                uint _e7807 = l_mut_440_;
                                                uint _e7808 = l_mut_102_;
                                                bool l_2273_ = (_e7807 < _e7808);
                                                uint _e7810 = l_mut_440_;
                                                uint _e7811 = l_mut_102_;
                                                bool l_2274_ = (_e7810 == _e7811);
                                                uint _e7813 = l_mut_441_;
                                                uint _e7814 = l_mut_145_;
                                                bool l_2275_ = (_e7813 < _e7814);
                                                if (l_2274_) {
                                                    local_175 = l_2275_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2276_ = local_175;
                                                if (!(l_2273_)) {
                                                    local_176 = l_2276_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2277_ = local_176;
                                                uint _e7825 = l_mut_2011_;
                                                uint _e7826 = l_mut_421_;
                                                uint l_2278_ = (_e7825 * _e7826);
                                                uint _e7828 = l_mut_394_;
                                                uint l_2279_ = (_e7828 + l_2278_);
                                                uint _e7830 = l_mut_421_;
                                                uint l_2280_ = (l_2279_ + _e7830);
                                                bool l_2281_ = (l_2280_ < l_1079_);
                                                if (l_2277_) {
                                                    local_177 = l_2281_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2282_ = local_177;
                                                bool l_2283_ = !(l_2282_);
                                                if (l_2283_) {
                                                    break;
                                                }
                                                uint _e7838 = l_mut_145_;
                                                uint _e7839 = l_mut_441_;
                                                uint l_2284_ = (_e7838 - _e7839);
                                                uint _e7841 = l_mut_102_;
                                                uint _e7842 = l_mut_440_;
                                                uint l_2285_ = (_e7841 - _e7842);
                                                uint _e7844 = l_mut_145_;
                                                uint _e7845 = l_mut_441_;
                                                bool l_2286_ = (_e7844 < _e7845);
                                                uint l_2287_ = uint(l_2286_);
                                                uint l_2288_ = (l_2285_ - l_2287_);
                                                l_mut_145_ = l_2284_;
                                                l_mut_102_ = l_2288_;
                                                uint _e7849 = l_mut_2011_;
                                                l_mut_2011_ = (_e7849 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7852 = l_mut_2011_;
                                    uint _e7853 = l_mut_421_;
                                    uint l_2289_ = (_e7852 * _e7853);
                                    uint _e7855 = l_mut_394_;
                                    uint l_2290_ = (_e7855 + l_2289_);
                                    uint _e7857 = l_mut_421_;
                                    uint l_2291_ = (l_2290_ + _e7857);
                                    bool l_2292_ = (l_2291_ >= l_1079_);
                                    if (l_2292_) {
                                        l_mut_151_ = 1u;
                                    } else {
                                        uint _e7861 = l_mut_441_;
                                        uint _e7862 = l_mut_2011_;
                                        uint l_2293_ = (_e7861 * _e7862);
                                        uint _e7864 = l_mut_441_;
                                        uint l_4376_ = (_e7864 & 65535u);
                                        uint _e7867 = l_mut_441_;
                                        uint l_4377_ = (_e7867 >> 16u);
                                        uint l_4378_ = (l_4377_ & 65535u);
                                        uint _e7872 = l_mut_2011_;
                                        uint l_4379_ = (_e7872 & 65535u);
                                        uint _e7875 = l_mut_2011_;
                                        uint l_4380_ = (_e7875 >> 16u);
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
                                        uint l_2294_ = (l_4397_ + l_4399_);
                                        uint _e7909 = l_mut_440_;
                                        uint _e7910 = l_mut_2011_;
                                        uint l_2295_ = (_e7909 * _e7910);
                                        uint l_2296_ = (l_2294_ + l_2295_);
                                        uint _e7913 = l_mut_445_;
                                        uint l_2297_ = (_e7913 - l_2293_);
                                        uint _e7915 = l_mut_444_;
                                        uint l_2298_ = (_e7915 - l_2296_);
                                        uint _e7917 = l_mut_445_;
                                        bool l_2299_ = (_e7917 < l_2293_);
                                        uint l_2300_ = uint(l_2299_);
                                        uint l_2301_ = (l_2298_ - l_2300_);
                                        l_mut_388_ = l_2297_;
                                        l_mut_382_ = l_2301_;
                                        uint _e7921 = l_mut_2011_;
                                        uint _e7922 = l_mut_421_;
                                        uint l_2302_ = (_e7921 * _e7922);
                                        uint _e7924 = l_mut_394_;
                                        uint l_2303_ = (_e7924 + l_2302_);
                                        l_mut_275_ = l_2303_;
                                        uint _e7926 = l_mut_441_;
                                        uint _e7927 = l_mut_388_;
                                        uint l_2304_ = (_e7926 - _e7927);
                                        uint _e7929 = l_mut_440_;
                                        uint _e7930 = l_mut_382_;
                                        uint l_2305_ = (_e7929 - _e7930);
                                        uint _e7932 = l_mut_441_;
                                        uint _e7933 = l_mut_388_;
                                        bool l_2306_ = (_e7932 < _e7933);
                                        uint l_2307_ = uint(l_2306_);
                                        uint l_2308_ = (l_2305_ - l_2307_);
                                        l_mut_2006_ = l_2304_;
                                        l_mut_1692_ = l_2308_;
                                        uint _e7937 = l_mut_421_;
                                        uint _e7938 = l_mut_275_;
                                        uint l_2309_ = (_e7937 + _e7938);
                                        l_mut_269_ = l_2309_;
                                    }
                                }
                            }
                            uint _e7940 = l_mut_388_;
                            l_mut_445_ = _e7940;
                            uint _e7941 = l_mut_382_;
                            l_mut_444_ = _e7941;
                            uint _e7942 = l_mut_2006_;
                            l_mut_441_ = _e7942;
                            uint _e7943 = l_mut_1692_;
                            l_mut_440_ = _e7943;
                            uint _e7944 = l_mut_269_;
                            l_mut_421_ = _e7944;
                            uint _e7945 = l_mut_275_;
                            l_mut_394_ = _e7945;
                            uint _e7946 = l_mut_219_;
                            l_mut_439_ = _e7946;
                            uint _e7947 = l_mut_213_;
                            l_mut_428_ = _e7947;
                            uint _e7948 = l_mut_151_;
                            bool l_2310_ = (_e7948 == 1u);
                            l_mut_645_ = l_2310_;
                            uint _e7951 = l_mut_151_;
                            bool l_2311_ = (_e7951 == 0u);
                            l_mut_628_ = l_2311_;
                        }
                    }
                    bool _e7954 = l_mut_645_;
                    bool l_2312_ = !(_e7954);
                    if (l_1078_) {
                        local_178 = l_2312_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2313_ = local_178;
                    if (l_2313_) {
                        uint _e7961 = l_mut_1076_;
                        uint l_2314_ = (1u << _e7961);
                        uint _e7963 = l_mut_771_;
                        l_mut_771_ = (_e7963 | l_2314_);
                        uint _e7965 = l_mut_766_;
                        l_mut_766_ = (_e7965 + 1u);
                        uint l_2315_ = (l_1077_ + l_1075_);
                        uint l_2316_ = min(l_2315_, l_56_);
                        l_mut_2011_ = 0u;
                        l_mut_2317_ = l_1077_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8892 = l_mut_2317_;
                                l_mut_2317_ = (_e8892 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7972 = l_mut_2317_;
                            if ((_e7972 < l_2316_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7974 = l_mut_2317_;
                                uint l_2318_ = (l_59_ * _e7974);
                                uint l_4401_ = (l_59_ & 65535u);
                                uint l_4402_ = (l_59_ >> 16u);
                                uint l_4403_ = (l_4402_ & 65535u);
                                uint _e7982 = l_mut_2317_;
                                uint l_4404_ = (_e7982 & 65535u);
                                uint _e7985 = l_mut_2317_;
                                uint l_4405_ = (_e7985 >> 16u);
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
                                uint l_2319_ = (l_4422_ + l_4424_);
                                uint _e8019 = l_mut_2317_;
                                uint l_2320_ = (l_62_ * _e8019);
                                uint l_2321_ = (l_2319_ + l_2320_);
                                uint l_2322_ = (l_64_ + l_2318_);
                                uint l_2323_ = (l_67_ + l_2321_);
                                bool l_2324_ = (l_2322_ < l_64_);
                                uint l_2325_ = uint(l_2324_);
                                uint l_2326_ = (l_2323_ + l_2325_);
                                l_mut_2006_ = 0u;
                                l_mut_1692_ = 0u;
                                uint _e8029 = l_mut_2317_;
                                bool l_2327_ = (_e8029 < 65536u);
                                if (l_2327_) {
                                    uint _e8032 = l_mut_2317_;
                                    uint _e8033 = l_mut_2317_;
                                    uint l_2328_ = (_e8032 * _e8033);
                                    uint l_2329_ = (l_72_ >> 31u);
                                    bool l_2330_ = (l_2329_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2330_) {
                                        uint l_2331_ = (0u - l_69_);
                                        uint l_2332_ = (0u - l_72_);
                                        bool l_2333_ = (0u < l_69_);
                                        uint l_2334_ = uint(l_2333_);
                                        uint l_2335_ = (l_2332_ - l_2334_);
                                        l_mut_445_ = l_2331_;
                                        l_mut_444_ = l_2335_;
                                    }
                                    uint _e8047 = l_mut_445_;
                                    uint l_2336_ = (_e8047 * l_2328_);
                                    uint _e8049 = l_mut_444_;
                                    uint l_2337_ = (_e8049 * l_2328_);
                                    uint _e8051 = l_mut_445_;
                                    uint l_4426_ = (_e8051 & 65535u);
                                    uint _e8054 = l_mut_445_;
                                    uint l_4427_ = (_e8054 >> 16u);
                                    uint l_4428_ = (l_4427_ & 65535u);
                                    uint l_4429_ = (l_2328_ & 65535u);
                                    uint l_4430_ = (l_2328_ >> 16u);
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
                                    uint l_2338_ = (l_4447_ + l_4449_);
                                    uint l_2339_ = (l_2338_ + l_2337_);
                                    uint _e8095 = l_mut_444_;
                                    uint l_4451_ = (_e8095 & 65535u);
                                    uint _e8098 = l_mut_444_;
                                    uint l_4452_ = (_e8098 >> 16u);
                                    uint l_4453_ = (l_4452_ & 65535u);
                                    uint l_4454_ = (l_2328_ & 65535u);
                                    uint l_4455_ = (l_2328_ >> 16u);
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
                                    uint l_2340_ = (l_4472_ + l_4474_);
                                    bool l_2341_ = (l_2339_ < l_2337_);
                                    uint l_2342_ = uint(l_2341_);
                                    uint l_2343_ = (l_2340_ + l_2342_);
                                    uint l_2344_ = (l_9_ % 32u);
                                    l_mut_441_ = l_2336_;
                                    bool l_2345_ = (l_2344_ > 0u);
                                    if (l_2345_) {
                                        uint l_2346_ = (l_2336_ >> l_2344_);
                                        uint l_2347_ = (32u - l_2344_);
                                        uint l_2348_ = (l_2339_ << l_2347_);
                                        uint l_2349_ = (l_2346_ | l_2348_);
                                        l_mut_441_ = l_2349_;
                                    }
                                    l_mut_440_ = l_2339_;
                                    bool l_2350_ = (l_2344_ > 0u);
                                    if (l_2350_) {
                                        uint l_2351_ = (l_2339_ >> l_2344_);
                                        uint l_2352_ = (32u - l_2344_);
                                        uint l_2353_ = (l_2343_ << l_2352_);
                                        uint l_2354_ = (l_2351_ | l_2353_);
                                        l_mut_440_ = l_2354_;
                                    }
                                    uint _e8157 = l_mut_441_;
                                    l_mut_439_ = _e8157;
                                    uint _e8158 = l_mut_440_;
                                    l_mut_441_ = _e8158;
                                    bool l_2355_ = (l_9_ >= 64u);
                                    if (l_2355_) {
                                        l_mut_439_ = l_2343_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        bool l_2356_ = (l_9_ >= 32u);
                                        if (l_2356_) {
                                            l_mut_440_ = l_2339_;
                                            bool l_2357_ = (l_2344_ > 0u);
                                            if (l_2357_) {
                                                uint l_2358_ = (l_2339_ >> l_2344_);
                                                uint l_2359_ = (32u - l_2344_);
                                                uint l_2360_ = (l_2343_ << l_2359_);
                                                uint l_2361_ = (l_2358_ | l_2360_);
                                                l_mut_440_ = l_2361_;
                                            }
                                            uint l_2362_ = (l_2343_ >> l_2344_);
                                            uint _e8172 = l_mut_440_;
                                            l_mut_439_ = _e8172;
                                            l_mut_441_ = l_2362_;
                                        }
                                    }
                                    uint _e8173 = l_mut_439_;
                                    l_mut_445_ = _e8173;
                                    uint _e8174 = l_mut_441_;
                                    l_mut_444_ = _e8174;
                                    if (l_2330_) {
                                        uint _e8176 = l_mut_445_;
                                        uint l_2363_ = (0u - _e8176);
                                        uint _e8179 = l_mut_444_;
                                        uint l_2364_ = (0u - _e8179);
                                        uint _e8182 = l_mut_445_;
                                        bool l_2365_ = (0u < _e8182);
                                        uint l_2366_ = uint(l_2365_);
                                        uint l_2367_ = (l_2364_ - l_2366_);
                                        l_mut_445_ = l_2363_;
                                        l_mut_444_ = l_2367_;
                                    }
                                    uint _e8186 = l_mut_445_;
                                    l_mut_2006_ = _e8186;
                                    uint _e8187 = l_mut_444_;
                                    l_mut_1692_ = _e8187;
                                } else {
                                    uint l_2368_ = (l_72_ >> 31u);
                                    bool l_2369_ = (l_2368_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2369_) {
                                        uint l_2370_ = (0u - l_69_);
                                        uint l_2371_ = (0u - l_72_);
                                        bool l_2372_ = (0u < l_69_);
                                        uint l_2373_ = uint(l_2372_);
                                        uint l_2374_ = (l_2371_ - l_2373_);
                                        l_mut_445_ = l_2370_;
                                        l_mut_444_ = l_2374_;
                                    }
                                    uint _e8200 = l_mut_445_;
                                    uint _e8201 = l_mut_2317_;
                                    uint l_2375_ = (_e8200 * _e8201);
                                    uint _e8203 = l_mut_444_;
                                    uint _e8204 = l_mut_2317_;
                                    uint l_2376_ = (_e8203 * _e8204);
                                    uint _e8206 = l_mut_445_;
                                    uint l_4476_ = (_e8206 & 65535u);
                                    uint _e8209 = l_mut_445_;
                                    uint l_4477_ = (_e8209 >> 16u);
                                    uint l_4478_ = (l_4477_ & 65535u);
                                    uint _e8214 = l_mut_2317_;
                                    uint l_4479_ = (_e8214 & 65535u);
                                    uint _e8217 = l_mut_2317_;
                                    uint l_4480_ = (_e8217 >> 16u);
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
                                    uint l_2377_ = (l_4497_ + l_4499_);
                                    uint l_2378_ = (l_2377_ + l_2376_);
                                    uint _e8252 = l_mut_444_;
                                    uint l_4501_ = (_e8252 & 65535u);
                                    uint _e8255 = l_mut_444_;
                                    uint l_4502_ = (_e8255 >> 16u);
                                    uint l_4503_ = (l_4502_ & 65535u);
                                    uint _e8260 = l_mut_2317_;
                                    uint l_4504_ = (_e8260 & 65535u);
                                    uint _e8263 = l_mut_2317_;
                                    uint l_4505_ = (_e8263 >> 16u);
                                    uint l_4506_ = (l_4505_ & 65535u);
                                    uint l_4507_ = (l_4501_ * l_4504_);
                                    uint l_4508_ = (l_4503_ * l_4504_);
                                    uint l_4509_ = (l_4501_ * l_4506_);
                                    uint l_4510_ = (l_4503_ * l_4506_);
                                    uint l_4511_ = (l_4507_ >> 16u);
                                    uint l_4512_ = (l_4511_ & 65535u);
                                    uint l_4513_ = (l_4508_ & 65535u);
                                    uint l_4514_ = (l_4512_ + l_4513_);
                                    uint l_4515_ = (l_4509_ & 65535u);
                                    uint l_4516_ = (l_4514_ + l_4515_);
                                    uint l_4517_ = (l_4508_ >> 16u);
                                    uint l_4518_ = (l_4517_ & 65535u);
                                    uint l_4519_ = (l_4510_ + l_4518_);
                                    uint l_4520_ = (l_4509_ >> 16u);
                                    uint l_4521_ = (l_4520_ & 65535u);
                                    uint l_4522_ = (l_4519_ + l_4521_);
                                    uint l_4523_ = (l_4516_ >> 16u);
                                    uint l_4524_ = (l_4523_ & 65535u);
                                    uint l_2379_ = (l_4522_ + l_4524_);
                                    bool l_2380_ = (l_2378_ < l_2376_);
                                    uint l_2381_ = uint(l_2380_);
                                    uint l_2382_ = (l_2379_ + l_2381_);
                                    l_mut_441_ = l_2375_;
                                    bool l_2384_ = (0u > 0u);
                                    if (l_2384_) {
                                        uint l_2385_ = (l_2375_ >> 0u);
                                        uint l_2386_ = (32u - 0u);
                                        uint l_2387_ = (l_2378_ << l_2386_);
                                        uint l_2388_ = (l_2385_ | l_2387_);
                                        l_mut_441_ = l_2388_;
                                    }
                                    l_mut_440_ = l_2378_;
                                    bool l_2389_ = (0u > 0u);
                                    if (l_2389_) {
                                        uint l_2390_ = (l_2378_ >> 0u);
                                        uint l_2391_ = (32u - 0u);
                                        uint l_2392_ = (l_2382_ << l_2391_);
                                        uint l_2393_ = (l_2390_ | l_2392_);
                                        l_mut_440_ = l_2393_;
                                    }
                                    uint _e8315 = l_mut_441_;
                                    l_mut_439_ = _e8315;
                                    uint _e8316 = l_mut_440_;
                                    l_mut_441_ = _e8316;
                                    if (false) {
                                        l_mut_439_ = l_2382_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2378_;
                                            bool l_2396_ = (0u > 0u);
                                            if (l_2396_) {
                                                uint l_2397_ = (l_2378_ >> 0u);
                                                uint l_2398_ = (32u - 0u);
                                                uint l_2399_ = (l_2382_ << l_2398_);
                                                uint l_2400_ = (l_2397_ | l_2399_);
                                                l_mut_440_ = l_2400_;
                                            }
                                            uint l_2401_ = (l_2382_ >> 0u);
                                            uint _e8328 = l_mut_440_;
                                            l_mut_439_ = _e8328;
                                            l_mut_441_ = l_2401_;
                                        }
                                    }
                                    uint _e8329 = l_mut_445_;
                                    uint _e8330 = l_mut_2317_;
                                    uint l_2402_ = (_e8329 * _e8330);
                                    uint _e8332 = l_mut_444_;
                                    uint _e8333 = l_mut_2317_;
                                    uint l_2403_ = (_e8332 * _e8333);
                                    uint _e8335 = l_mut_445_;
                                    uint l_4526_ = (_e8335 & 65535u);
                                    uint _e8338 = l_mut_445_;
                                    uint l_4527_ = (_e8338 >> 16u);
                                    uint l_4528_ = (l_4527_ & 65535u);
                                    uint _e8343 = l_mut_2317_;
                                    uint l_4529_ = (_e8343 & 65535u);
                                    uint _e8346 = l_mut_2317_;
                                    uint l_4530_ = (_e8346 >> 16u);
                                    uint l_4531_ = (l_4530_ & 65535u);
                                    uint l_4532_ = (l_4526_ * l_4529_);
                                    uint l_4533_ = (l_4528_ * l_4529_);
                                    uint l_4534_ = (l_4526_ * l_4531_);
                                    uint l_4535_ = (l_4528_ * l_4531_);
                                    uint l_4536_ = (l_4532_ >> 16u);
                                    uint l_4537_ = (l_4536_ & 65535u);
                                    uint l_4538_ = (l_4533_ & 65535u);
                                    uint l_4539_ = (l_4537_ + l_4538_);
                                    uint l_4540_ = (l_4534_ & 65535u);
                                    uint l_4541_ = (l_4539_ + l_4540_);
                                    uint l_4542_ = (l_4533_ >> 16u);
                                    uint l_4543_ = (l_4542_ & 65535u);
                                    uint l_4544_ = (l_4535_ + l_4543_);
                                    uint l_4545_ = (l_4534_ >> 16u);
                                    uint l_4546_ = (l_4545_ & 65535u);
                                    uint l_4547_ = (l_4544_ + l_4546_);
                                    uint l_4548_ = (l_4541_ >> 16u);
                                    uint l_4549_ = (l_4548_ & 65535u);
                                    uint l_2404_ = (l_4547_ + l_4549_);
                                    uint l_2405_ = (l_2404_ + l_2403_);
                                    uint _e8381 = l_mut_444_;
                                    uint l_4551_ = (_e8381 & 65535u);
                                    uint _e8384 = l_mut_444_;
                                    uint l_4552_ = (_e8384 >> 16u);
                                    uint l_4553_ = (l_4552_ & 65535u);
                                    uint _e8389 = l_mut_2317_;
                                    uint l_4554_ = (_e8389 & 65535u);
                                    uint _e8392 = l_mut_2317_;
                                    uint l_4555_ = (_e8392 >> 16u);
                                    uint l_4556_ = (l_4555_ & 65535u);
                                    uint l_4557_ = (l_4551_ * l_4554_);
                                    uint l_4558_ = (l_4553_ * l_4554_);
                                    uint l_4559_ = (l_4551_ * l_4556_);
                                    uint l_4560_ = (l_4553_ * l_4556_);
                                    uint l_4561_ = (l_4557_ >> 16u);
                                    uint l_4562_ = (l_4561_ & 65535u);
                                    uint l_4563_ = (l_4558_ & 65535u);
                                    uint l_4564_ = (l_4562_ + l_4563_);
                                    uint l_4565_ = (l_4559_ & 65535u);
                                    uint l_4566_ = (l_4564_ + l_4565_);
                                    uint l_4567_ = (l_4558_ >> 16u);
                                    uint l_4568_ = (l_4567_ & 65535u);
                                    uint l_4569_ = (l_4560_ + l_4568_);
                                    uint l_4570_ = (l_4559_ >> 16u);
                                    uint l_4571_ = (l_4570_ & 65535u);
                                    uint l_4572_ = (l_4569_ + l_4571_);
                                    uint l_4573_ = (l_4566_ >> 16u);
                                    uint l_4574_ = (l_4573_ & 65535u);
                                    uint l_2406_ = (l_4572_ + l_4574_);
                                    bool l_2407_ = (l_2405_ < l_2403_);
                                    uint l_2408_ = uint(l_2407_);
                                    uint l_2409_ = (l_2406_ + l_2408_);
                                    l_mut_440_ = l_2402_;
                                    bool l_2411_ = (0u > 0u);
                                    if (l_2411_) {
                                        uint l_2412_ = (l_2402_ >> 0u);
                                        uint l_2413_ = (32u - 0u);
                                        uint l_2414_ = (l_2405_ << l_2413_);
                                        uint l_2415_ = (l_2412_ | l_2414_);
                                        l_mut_440_ = l_2415_;
                                    }
                                    l_mut_428_ = l_2405_;
                                    bool l_2416_ = (0u > 0u);
                                    if (l_2416_) {
                                        uint l_2417_ = (l_2405_ >> 0u);
                                        uint l_2418_ = (32u - 0u);
                                        uint l_2419_ = (l_2409_ << l_2418_);
                                        uint l_2420_ = (l_2417_ | l_2419_);
                                        l_mut_428_ = l_2420_;
                                    }
                                    uint _e8444 = l_mut_440_;
                                    l_mut_421_ = _e8444;
                                    uint _e8445 = l_mut_428_;
                                    l_mut_440_ = _e8445;
                                    if (true) {
                                        l_mut_421_ = l_2409_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_428_ = l_2405_;
                                            bool l_2423_ = (0u > 0u);
                                            if (l_2423_) {
                                                uint l_2424_ = (l_2405_ >> 0u);
                                                uint l_2425_ = (32u - 0u);
                                                uint l_2426_ = (l_2409_ << l_2425_);
                                                uint l_2427_ = (l_2424_ | l_2426_);
                                                l_mut_428_ = l_2427_;
                                            }
                                            uint l_2428_ = (l_2409_ >> 0u);
                                            uint _e8457 = l_mut_428_;
                                            l_mut_421_ = _e8457;
                                            l_mut_440_ = l_2428_;
                                        }
                                    }
                                    uint _e8458 = l_mut_439_;
                                    uint _e8459 = l_mut_2317_;
                                    uint l_2429_ = (_e8458 * _e8459);
                                    uint _e8461 = l_mut_441_;
                                    uint _e8462 = l_mut_2317_;
                                    uint l_2430_ = (_e8461 * _e8462);
                                    uint _e8464 = l_mut_439_;
                                    uint l_4576_ = (_e8464 & 65535u);
                                    uint _e8467 = l_mut_439_;
                                    uint l_4577_ = (_e8467 >> 16u);
                                    uint l_4578_ = (l_4577_ & 65535u);
                                    uint _e8472 = l_mut_2317_;
                                    uint l_4579_ = (_e8472 & 65535u);
                                    uint _e8475 = l_mut_2317_;
                                    uint l_4580_ = (_e8475 >> 16u);
                                    uint l_4581_ = (l_4580_ & 65535u);
                                    uint l_4582_ = (l_4576_ * l_4579_);
                                    uint l_4583_ = (l_4578_ * l_4579_);
                                    uint l_4584_ = (l_4576_ * l_4581_);
                                    uint l_4585_ = (l_4578_ * l_4581_);
                                    uint l_4586_ = (l_4582_ >> 16u);
                                    uint l_4587_ = (l_4586_ & 65535u);
                                    uint l_4588_ = (l_4583_ & 65535u);
                                    uint l_4589_ = (l_4587_ + l_4588_);
                                    uint l_4590_ = (l_4584_ & 65535u);
                                    uint l_4591_ = (l_4589_ + l_4590_);
                                    uint l_4592_ = (l_4583_ >> 16u);
                                    uint l_4593_ = (l_4592_ & 65535u);
                                    uint l_4594_ = (l_4585_ + l_4593_);
                                    uint l_4595_ = (l_4584_ >> 16u);
                                    uint l_4596_ = (l_4595_ & 65535u);
                                    uint l_4597_ = (l_4594_ + l_4596_);
                                    uint l_4598_ = (l_4591_ >> 16u);
                                    uint l_4599_ = (l_4598_ & 65535u);
                                    uint l_2431_ = (l_4597_ + l_4599_);
                                    uint l_2432_ = (l_2431_ + l_2430_);
                                    uint _e8510 = l_mut_441_;
                                    uint l_4601_ = (_e8510 & 65535u);
                                    uint _e8513 = l_mut_441_;
                                    uint l_4602_ = (_e8513 >> 16u);
                                    uint l_4603_ = (l_4602_ & 65535u);
                                    uint _e8518 = l_mut_2317_;
                                    uint l_4604_ = (_e8518 & 65535u);
                                    uint _e8521 = l_mut_2317_;
                                    uint l_4605_ = (_e8521 >> 16u);
                                    uint l_4606_ = (l_4605_ & 65535u);
                                    uint l_4607_ = (l_4601_ * l_4604_);
                                    uint l_4608_ = (l_4603_ * l_4604_);
                                    uint l_4609_ = (l_4601_ * l_4606_);
                                    uint l_4610_ = (l_4603_ * l_4606_);
                                    uint l_4611_ = (l_4607_ >> 16u);
                                    uint l_4612_ = (l_4611_ & 65535u);
                                    uint l_4613_ = (l_4608_ & 65535u);
                                    uint l_4614_ = (l_4612_ + l_4613_);
                                    uint l_4615_ = (l_4609_ & 65535u);
                                    uint l_4616_ = (l_4614_ + l_4615_);
                                    uint l_4617_ = (l_4608_ >> 16u);
                                    uint l_4618_ = (l_4617_ & 65535u);
                                    uint l_4619_ = (l_4610_ + l_4618_);
                                    uint l_4620_ = (l_4609_ >> 16u);
                                    uint l_4621_ = (l_4620_ & 65535u);
                                    uint l_4622_ = (l_4619_ + l_4621_);
                                    uint l_4623_ = (l_4616_ >> 16u);
                                    uint l_4624_ = (l_4623_ & 65535u);
                                    uint l_2433_ = (l_4622_ + l_4624_);
                                    bool l_2434_ = (l_2432_ < l_2430_);
                                    uint l_2435_ = uint(l_2434_);
                                    uint l_2436_ = (l_2433_ + l_2435_);
                                    l_mut_445_ = l_2429_;
                                    bool l_2438_ = (0u > 0u);
                                    if (l_2438_) {
                                        uint l_2439_ = (l_2429_ >> 0u);
                                        uint l_2440_ = (32u - 0u);
                                        uint l_2441_ = (l_2432_ << l_2440_);
                                        uint l_2442_ = (l_2439_ | l_2441_);
                                        l_mut_445_ = l_2442_;
                                    }
                                    l_mut_444_ = l_2432_;
                                    bool l_2443_ = (0u > 0u);
                                    if (l_2443_) {
                                        uint l_2444_ = (l_2432_ >> 0u);
                                        uint l_2445_ = (32u - 0u);
                                        uint l_2446_ = (l_2436_ << l_2445_);
                                        uint l_2447_ = (l_2444_ | l_2446_);
                                        l_mut_444_ = l_2447_;
                                    }
                                    uint _e8573 = l_mut_445_;
                                    l_mut_428_ = _e8573;
                                    uint _e8574 = l_mut_444_;
                                    l_mut_445_ = _e8574;
                                    if (false) {
                                        l_mut_428_ = l_2436_;
                                        l_mut_445_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_444_ = l_2432_;
                                            bool l_2450_ = (0u > 0u);
                                            if (l_2450_) {
                                                uint l_2451_ = (l_2432_ >> 0u);
                                                uint l_2452_ = (32u - 0u);
                                                uint l_2453_ = (l_2436_ << l_2452_);
                                                uint l_2454_ = (l_2451_ | l_2453_);
                                                l_mut_444_ = l_2454_;
                                            }
                                            uint l_2455_ = (l_2436_ >> 0u);
                                            uint _e8586 = l_mut_444_;
                                            l_mut_428_ = _e8586;
                                            l_mut_445_ = l_2455_;
                                        }
                                    }
                                    uint _e8587 = l_mut_439_;
                                    uint _e8588 = l_mut_2317_;
                                    uint l_2456_ = (_e8587 * _e8588);
                                    uint _e8590 = l_mut_441_;
                                    uint _e8591 = l_mut_2317_;
                                    uint l_2457_ = (_e8590 * _e8591);
                                    uint _e8593 = l_mut_439_;
                                    uint l_4626_ = (_e8593 & 65535u);
                                    uint _e8596 = l_mut_439_;
                                    uint l_4627_ = (_e8596 >> 16u);
                                    uint l_4628_ = (l_4627_ & 65535u);
                                    uint _e8601 = l_mut_2317_;
                                    uint l_4629_ = (_e8601 & 65535u);
                                    uint _e8604 = l_mut_2317_;
                                    uint l_4630_ = (_e8604 >> 16u);
                                    uint l_4631_ = (l_4630_ & 65535u);
                                    uint l_4632_ = (l_4626_ * l_4629_);
                                    uint l_4633_ = (l_4628_ * l_4629_);
                                    uint l_4634_ = (l_4626_ * l_4631_);
                                    uint l_4635_ = (l_4628_ * l_4631_);
                                    uint l_4636_ = (l_4632_ >> 16u);
                                    uint l_4637_ = (l_4636_ & 65535u);
                                    uint l_4638_ = (l_4633_ & 65535u);
                                    uint l_4639_ = (l_4637_ + l_4638_);
                                    uint l_4640_ = (l_4634_ & 65535u);
                                    uint l_4641_ = (l_4639_ + l_4640_);
                                    uint l_4642_ = (l_4633_ >> 16u);
                                    uint l_4643_ = (l_4642_ & 65535u);
                                    uint l_4644_ = (l_4635_ + l_4643_);
                                    uint l_4645_ = (l_4634_ >> 16u);
                                    uint l_4646_ = (l_4645_ & 65535u);
                                    uint l_4647_ = (l_4644_ + l_4646_);
                                    uint l_4648_ = (l_4641_ >> 16u);
                                    uint l_4649_ = (l_4648_ & 65535u);
                                    uint l_2458_ = (l_4647_ + l_4649_);
                                    uint l_2459_ = (l_2458_ + l_2457_);
                                    uint _e8639 = l_mut_441_;
                                    uint l_4651_ = (_e8639 & 65535u);
                                    uint _e8642 = l_mut_441_;
                                    uint l_4652_ = (_e8642 >> 16u);
                                    uint l_4653_ = (l_4652_ & 65535u);
                                    uint _e8647 = l_mut_2317_;
                                    uint l_4654_ = (_e8647 & 65535u);
                                    uint _e8650 = l_mut_2317_;
                                    uint l_4655_ = (_e8650 >> 16u);
                                    uint l_4656_ = (l_4655_ & 65535u);
                                    uint l_4657_ = (l_4651_ * l_4654_);
                                    uint l_4658_ = (l_4653_ * l_4654_);
                                    uint l_4659_ = (l_4651_ * l_4656_);
                                    uint l_4660_ = (l_4653_ * l_4656_);
                                    uint l_4661_ = (l_4657_ >> 16u);
                                    uint l_4662_ = (l_4661_ & 65535u);
                                    uint l_4663_ = (l_4658_ & 65535u);
                                    uint l_4664_ = (l_4662_ + l_4663_);
                                    uint l_4665_ = (l_4659_ & 65535u);
                                    uint l_4666_ = (l_4664_ + l_4665_);
                                    uint l_4667_ = (l_4658_ >> 16u);
                                    uint l_4668_ = (l_4667_ & 65535u);
                                    uint l_4669_ = (l_4660_ + l_4668_);
                                    uint l_4670_ = (l_4659_ >> 16u);
                                    uint l_4671_ = (l_4670_ & 65535u);
                                    uint l_4672_ = (l_4669_ + l_4671_);
                                    uint l_4673_ = (l_4666_ >> 16u);
                                    uint l_4674_ = (l_4673_ & 65535u);
                                    uint l_2460_ = (l_4672_ + l_4674_);
                                    bool l_2461_ = (l_2459_ < l_2457_);
                                    uint l_2462_ = uint(l_2461_);
                                    uint l_2463_ = (l_2460_ + l_2462_);
                                    l_mut_444_ = l_2456_;
                                    bool l_2465_ = (0u > 0u);
                                    if (l_2465_) {
                                        uint l_2466_ = (l_2456_ >> 0u);
                                        uint l_2467_ = (32u - 0u);
                                        uint l_2468_ = (l_2459_ << l_2467_);
                                        uint l_2469_ = (l_2466_ | l_2468_);
                                        l_mut_444_ = l_2469_;
                                    }
                                    l_mut_394_ = l_2459_;
                                    bool l_2470_ = (0u > 0u);
                                    if (l_2470_) {
                                        uint l_2471_ = (l_2459_ >> 0u);
                                        uint l_2472_ = (32u - 0u);
                                        uint l_2473_ = (l_2463_ << l_2472_);
                                        uint l_2474_ = (l_2471_ | l_2473_);
                                        l_mut_394_ = l_2474_;
                                    }
                                    uint _e8702 = l_mut_444_;
                                    l_mut_388_ = _e8702;
                                    uint _e8703 = l_mut_394_;
                                    l_mut_444_ = _e8703;
                                    if (true) {
                                        l_mut_388_ = l_2463_;
                                        l_mut_444_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2459_;
                                            bool l_2477_ = (0u > 0u);
                                            if (l_2477_) {
                                                uint l_2478_ = (l_2459_ >> 0u);
                                                uint l_2479_ = (32u - 0u);
                                                uint l_2480_ = (l_2463_ << l_2479_);
                                                uint l_2481_ = (l_2478_ | l_2480_);
                                                l_mut_394_ = l_2481_;
                                            }
                                            uint l_2482_ = (l_2463_ >> 0u);
                                            uint _e8715 = l_mut_394_;
                                            l_mut_388_ = _e8715;
                                            l_mut_444_ = l_2482_;
                                        }
                                    }
                                    uint _e8716 = l_mut_421_;
                                    uint _e8717 = l_mut_2317_;
                                    uint l_2483_ = (_e8716 * _e8717);
                                    uint _e8719 = l_mut_421_;
                                    uint l_4676_ = (_e8719 & 65535u);
                                    uint _e8722 = l_mut_421_;
                                    uint l_4677_ = (_e8722 >> 16u);
                                    uint l_4678_ = (l_4677_ & 65535u);
                                    uint _e8727 = l_mut_2317_;
                                    uint l_4679_ = (_e8727 & 65535u);
                                    uint _e8730 = l_mut_2317_;
                                    uint l_4680_ = (_e8730 >> 16u);
                                    uint l_4681_ = (l_4680_ & 65535u);
                                    uint l_4682_ = (l_4676_ * l_4679_);
                                    uint l_4683_ = (l_4678_ * l_4679_);
                                    uint l_4684_ = (l_4676_ * l_4681_);
                                    uint l_4685_ = (l_4678_ * l_4681_);
                                    uint l_4686_ = (l_4682_ >> 16u);
                                    uint l_4687_ = (l_4686_ & 65535u);
                                    uint l_4688_ = (l_4683_ & 65535u);
                                    uint l_4689_ = (l_4687_ + l_4688_);
                                    uint l_4690_ = (l_4684_ & 65535u);
                                    uint l_4691_ = (l_4689_ + l_4690_);
                                    uint l_4692_ = (l_4683_ >> 16u);
                                    uint l_4693_ = (l_4692_ & 65535u);
                                    uint l_4694_ = (l_4685_ + l_4693_);
                                    uint l_4695_ = (l_4684_ >> 16u);
                                    uint l_4696_ = (l_4695_ & 65535u);
                                    uint l_4697_ = (l_4694_ + l_4696_);
                                    uint l_4698_ = (l_4691_ >> 16u);
                                    uint l_4699_ = (l_4698_ & 65535u);
                                    uint l_2484_ = (l_4697_ + l_4699_);
                                    uint _e8764 = l_mut_440_;
                                    uint _e8765 = l_mut_2317_;
                                    uint l_2485_ = (_e8764 * _e8765);
                                    uint l_2486_ = (l_2484_ + l_2485_);
                                    uint _e8768 = l_mut_388_;
                                    uint l_2487_ = (_e8768 + l_2483_);
                                    uint _e8770 = l_mut_444_;
                                    uint l_2488_ = (_e8770 + l_2486_);
                                    uint _e8772 = l_mut_388_;
                                    bool l_2489_ = (l_2487_ < _e8772);
                                    uint l_2490_ = uint(l_2489_);
                                    uint l_2491_ = (l_2488_ + l_2490_);
                                    uint _e8776 = l_mut_428_;
                                    l_mut_2006_ = _e8776;
                                    uint _e8777 = l_mut_445_;
                                    l_mut_1692_ = _e8777;
                                    bool l_2492_ = (l_9_ == 64u);
                                    if (l_2492_) {
                                        l_mut_2006_ = l_2487_;
                                        l_mut_1692_ = l_2491_;
                                    } else {
                                        bool l_2493_ = (l_9_ > 0u);
                                        if (l_2493_) {
                                            uint l_2494_ = (64u - l_9_);
                                            l_mut_444_ = l_2487_;
                                            l_mut_441_ = l_2491_;
                                            bool l_2495_ = (l_2494_ >= 32u);
                                            if (l_2495_) {
                                                uint l_2496_ = (l_2494_ & 31u);
                                                uint l_2497_ = (l_2487_ << l_2496_);
                                                l_mut_444_ = 0u;
                                                l_mut_441_ = l_2497_;
                                            } else {
                                                bool l_2498_ = (l_2494_ > 0u);
                                                if (l_2498_) {
                                                    uint l_2499_ = (l_2487_ << l_2494_);
                                                    uint l_2500_ = (l_2491_ << l_2494_);
                                                    uint l_2501_ = (32u - l_2494_);
                                                    uint l_2502_ = (l_2487_ >> l_2501_);
                                                    uint l_2503_ = (l_2500_ | l_2502_);
                                                    l_mut_444_ = l_2499_;
                                                    l_mut_441_ = l_2503_;
                                                }
                                            }
                                            uint _e8798 = l_mut_428_;
                                            l_mut_440_ = _e8798;
                                            uint _e8799 = l_mut_445_;
                                            l_mut_439_ = _e8799;
                                            bool l_2504_ = (l_9_ >= 32u);
                                            if (l_2504_) {
                                                uint l_2505_ = (l_9_ & 31u);
                                                uint _e8804 = l_mut_445_;
                                                uint l_2506_ = (_e8804 >> l_2505_);
                                                l_mut_440_ = l_2506_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_2507_ = (l_9_ > 0u);
                                                if (l_2507_) {
                                                    uint _e8809 = l_mut_428_;
                                                    l_mut_421_ = _e8809;
                                                    bool l_2508_ = (l_9_ > 0u);
                                                    if (l_2508_) {
                                                        uint _e8812 = l_mut_428_;
                                                        uint l_2509_ = (_e8812 >> l_9_);
                                                        uint l_2510_ = (32u - l_9_);
                                                        uint _e8816 = l_mut_445_;
                                                        uint l_2511_ = (_e8816 << l_2510_);
                                                        uint l_2512_ = (l_2509_ | l_2511_);
                                                        l_mut_421_ = l_2512_;
                                                    }
                                                    uint _e8819 = l_mut_445_;
                                                    uint l_2513_ = (_e8819 >> l_9_);
                                                    uint _e8821 = l_mut_421_;
                                                    l_mut_440_ = _e8821;
                                                    l_mut_439_ = l_2513_;
                                                }
                                            }
                                            uint _e8822 = l_mut_444_;
                                            uint _e8823 = l_mut_440_;
                                            uint l_2514_ = (_e8822 + _e8823);
                                            uint _e8825 = l_mut_441_;
                                            uint _e8826 = l_mut_439_;
                                            uint l_2515_ = (_e8825 + _e8826);
                                            uint _e8828 = l_mut_444_;
                                            bool l_2516_ = (l_2514_ < _e8828);
                                            uint l_2517_ = uint(l_2516_);
                                            uint l_2518_ = (l_2515_ + l_2517_);
                                            l_mut_2006_ = l_2514_;
                                            l_mut_1692_ = l_2518_;
                                        }
                                    }
                                    if (l_2369_) {
                                        uint _e8833 = l_mut_2006_;
                                        uint l_2519_ = (0u - _e8833);
                                        uint _e8836 = l_mut_1692_;
                                        uint l_2520_ = (0u - _e8836);
                                        uint _e8839 = l_mut_2006_;
                                        bool l_2521_ = (0u < _e8839);
                                        uint l_2522_ = uint(l_2521_);
                                        uint l_2523_ = (l_2520_ - l_2522_);
                                        l_mut_2006_ = l_2519_;
                                        l_mut_1692_ = l_2523_;
                                    }
                                }
                                uint _e8843 = l_mut_2006_;
                                uint l_2524_ = (l_2322_ + _e8843);
                                uint _e8845 = l_mut_1692_;
                                uint l_2525_ = (l_2326_ + _e8845);
                                bool l_2526_ = (l_2524_ < l_2322_);
                                uint l_2527_ = uint(l_2526_);
                                uint l_2528_ = (l_2525_ + l_2527_);
                                uint l_2529_ = (0u - l_2524_);
                                uint l_2530_ = (0u - l_2528_);
                                bool l_2531_ = (0u < l_2524_);
                                uint l_2532_ = uint(l_2531_);
                                uint l_2533_ = (l_2530_ - l_2532_);
                                l_mut_2006_ = l_2529_;
                                l_mut_1692_ = l_2533_;
                                uint _e8858 = l_mut_1692_;
                                bool l_2534_ = (l_2528_ < _e8858);
                                uint _e8860 = l_mut_1692_;
                                bool l_2535_ = (l_2528_ == _e8860);
                                uint _e8862 = l_mut_2006_;
                                bool l_2536_ = (l_2524_ < _e8862);
                                if (l_2535_) {
                                    local_179 = l_2536_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2537_ = local_179;
                                if (!(l_2534_)) {
                                    local_180 = l_2537_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2538_ = local_180;
                                if (l_2538_) {
                                    l_mut_2006_ = l_2524_;
                                    l_mut_1692_ = l_2528_;
                                }
                                uint _e8873 = l_mut_1692_;
                                bool l_2539_ = (_e8873 < l_27_);
                                uint _e8875 = l_mut_1692_;
                                bool l_2540_ = (_e8875 == l_27_);
                                uint _e8877 = l_mut_2006_;
                                bool l_2541_ = (_e8877 < l_24_);
                                if (l_2540_) {
                                    local_181 = l_2541_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2542_ = local_181;
                                if (!(l_2539_)) {
                                    local_182 = l_2542_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2543_ = local_182;
                                uint l_2544_ = uint(l_2543_);
                                uint _e8889 = l_mut_2011_;
                                l_mut_2011_ = (_e8889 + l_2544_);
                            }
                        }
                        uint _e8894 = l_mut_450_;
                        uint _e8895 = l_mut_2011_;
                        l_mut_450_ = (_e8894 + _e8895);
                    }
                }
            }
            uint _e8900 = l_mut_766_;
            bool l_2545_ = (_e8900 > 0u);
            if (l_2545_) {
                uint l_4701_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4702_ = (l_4701_ * 1u);
                uint l_4703_ = (l_4702_ - 1u);
                uint l_4704_ = min(1u, l_4703_);
                uint _e8915 = l_mut_766_;
                uint _e8916 = atomicAdd(_group_0_binding_5_cs[l_4704_], _e8915);
            }
            uint _e8917 = l_mut_450_;
            bool l_2548_ = (_e8917 > 0u);
            if (l_2548_) {
                uint l_4706_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4707_ = (l_4706_ * 1u);
                uint l_4708_ = (l_4707_ - 1u);
                uint l_4709_ = min(2u, l_4708_);
                uint _e8932 = l_mut_450_;
                uint _e8933 = atomicAdd(_group_0_binding_5_cs[l_4709_], _e8932);
                l_mut_2011_ = _e8933;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9907 = l_mut_2551_;
                        l_mut_2551_ = (_e9907 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8936 = l_mut_2551_;
                    if ((_e8936 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8939 = l_mut_771_;
                        uint _e8940 = l_mut_2551_;
                        uint l_2552_ = (_e8939 >> _e8940);
                        uint l_2553_ = (l_2552_ & 1u);
                        bool l_2554_ = (l_2553_ == 1u);
                        if (l_2554_) {
                            uint _e8946 = l_mut_2551_;
                            uint l_2555_ = (_e8946 * l_1075_);
                            uint l_2556_ = (l_2555_ + l_1075_);
                            uint l_2557_ = min(l_2556_, l_56_);
                            uint _e8950 = l_mut_2011_;
                            l_mut_2006_ = _e8950;
                            l_mut_2558_ = l_2555_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9903 = l_mut_2558_;
                                    l_mut_2558_ = (_e9903 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8952 = l_mut_2558_;
                                if ((_e8952 < l_2557_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8954 = l_mut_2558_;
                                    uint l_2559_ = (l_59_ * _e8954);
                                    uint l_4711_ = (l_59_ & 65535u);
                                    uint l_4712_ = (l_59_ >> 16u);
                                    uint l_4713_ = (l_4712_ & 65535u);
                                    uint _e8962 = l_mut_2558_;
                                    uint l_4714_ = (_e8962 & 65535u);
                                    uint _e8965 = l_mut_2558_;
                                    uint l_4715_ = (_e8965 >> 16u);
                                    uint l_4716_ = (l_4715_ & 65535u);
                                    uint l_4717_ = (l_4711_ * l_4714_);
                                    uint l_4718_ = (l_4713_ * l_4714_);
                                    uint l_4719_ = (l_4711_ * l_4716_);
                                    uint l_4720_ = (l_4713_ * l_4716_);
                                    uint l_4721_ = (l_4717_ >> 16u);
                                    uint l_4722_ = (l_4721_ & 65535u);
                                    uint l_4723_ = (l_4718_ & 65535u);
                                    uint l_4724_ = (l_4722_ + l_4723_);
                                    uint l_4725_ = (l_4719_ & 65535u);
                                    uint l_4726_ = (l_4724_ + l_4725_);
                                    uint l_4727_ = (l_4718_ >> 16u);
                                    uint l_4728_ = (l_4727_ & 65535u);
                                    uint l_4729_ = (l_4720_ + l_4728_);
                                    uint l_4730_ = (l_4719_ >> 16u);
                                    uint l_4731_ = (l_4730_ & 65535u);
                                    uint l_4732_ = (l_4729_ + l_4731_);
                                    uint l_4733_ = (l_4726_ >> 16u);
                                    uint l_4734_ = (l_4733_ & 65535u);
                                    uint l_2560_ = (l_4732_ + l_4734_);
                                    uint _e8999 = l_mut_2558_;
                                    uint l_2561_ = (l_62_ * _e8999);
                                    uint l_2562_ = (l_2560_ + l_2561_);
                                    uint l_2563_ = (l_64_ + l_2559_);
                                    uint l_2564_ = (l_67_ + l_2562_);
                                    bool l_2565_ = (l_2563_ < l_64_);
                                    uint l_2566_ = uint(l_2565_);
                                    uint l_2567_ = (l_2564_ + l_2566_);
                                    l_mut_1692_ = 0u;
                                    l_mut_766_ = 0u;
                                    uint _e9009 = l_mut_2558_;
                                    bool l_2568_ = (_e9009 < 65536u);
                                    if (l_2568_) {
                                        uint _e9012 = l_mut_2558_;
                                        uint _e9013 = l_mut_2558_;
                                        uint l_2569_ = (_e9012 * _e9013);
                                        uint l_2570_ = (l_72_ >> 31u);
                                        bool l_2571_ = (l_2570_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2571_) {
                                            uint l_2572_ = (0u - l_69_);
                                            uint l_2573_ = (0u - l_72_);
                                            bool l_2574_ = (0u < l_69_);
                                            uint l_2575_ = uint(l_2574_);
                                            uint l_2576_ = (l_2573_ - l_2575_);
                                            l_mut_450_ = l_2572_;
                                            l_mut_445_ = l_2576_;
                                        }
                                        uint _e9027 = l_mut_450_;
                                        uint l_2577_ = (_e9027 * l_2569_);
                                        uint _e9029 = l_mut_445_;
                                        uint l_2578_ = (_e9029 * l_2569_);
                                        uint _e9031 = l_mut_450_;
                                        uint l_4736_ = (_e9031 & 65535u);
                                        uint _e9034 = l_mut_450_;
                                        uint l_4737_ = (_e9034 >> 16u);
                                        uint l_4738_ = (l_4737_ & 65535u);
                                        uint l_4739_ = (l_2569_ & 65535u);
                                        uint l_4740_ = (l_2569_ >> 16u);
                                        uint l_4741_ = (l_4740_ & 65535u);
                                        uint l_4742_ = (l_4736_ * l_4739_);
                                        uint l_4743_ = (l_4738_ * l_4739_);
                                        uint l_4744_ = (l_4736_ * l_4741_);
                                        uint l_4745_ = (l_4738_ * l_4741_);
                                        uint l_4746_ = (l_4742_ >> 16u);
                                        uint l_4747_ = (l_4746_ & 65535u);
                                        uint l_4748_ = (l_4743_ & 65535u);
                                        uint l_4749_ = (l_4747_ + l_4748_);
                                        uint l_4750_ = (l_4744_ & 65535u);
                                        uint l_4751_ = (l_4749_ + l_4750_);
                                        uint l_4752_ = (l_4743_ >> 16u);
                                        uint l_4753_ = (l_4752_ & 65535u);
                                        uint l_4754_ = (l_4745_ + l_4753_);
                                        uint l_4755_ = (l_4744_ >> 16u);
                                        uint l_4756_ = (l_4755_ & 65535u);
                                        uint l_4757_ = (l_4754_ + l_4756_);
                                        uint l_4758_ = (l_4751_ >> 16u);
                                        uint l_4759_ = (l_4758_ & 65535u);
                                        uint l_2579_ = (l_4757_ + l_4759_);
                                        uint l_2580_ = (l_2579_ + l_2578_);
                                        uint _e9075 = l_mut_445_;
                                        uint l_4761_ = (_e9075 & 65535u);
                                        uint _e9078 = l_mut_445_;
                                        uint l_4762_ = (_e9078 >> 16u);
                                        uint l_4763_ = (l_4762_ & 65535u);
                                        uint l_4764_ = (l_2569_ & 65535u);
                                        uint l_4765_ = (l_2569_ >> 16u);
                                        uint l_4766_ = (l_4765_ & 65535u);
                                        uint l_4767_ = (l_4761_ * l_4764_);
                                        uint l_4768_ = (l_4763_ * l_4764_);
                                        uint l_4769_ = (l_4761_ * l_4766_);
                                        uint l_4770_ = (l_4763_ * l_4766_);
                                        uint l_4771_ = (l_4767_ >> 16u);
                                        uint l_4772_ = (l_4771_ & 65535u);
                                        uint l_4773_ = (l_4768_ & 65535u);
                                        uint l_4774_ = (l_4772_ + l_4773_);
                                        uint l_4775_ = (l_4769_ & 65535u);
                                        uint l_4776_ = (l_4774_ + l_4775_);
                                        uint l_4777_ = (l_4768_ >> 16u);
                                        uint l_4778_ = (l_4777_ & 65535u);
                                        uint l_4779_ = (l_4770_ + l_4778_);
                                        uint l_4780_ = (l_4769_ >> 16u);
                                        uint l_4781_ = (l_4780_ & 65535u);
                                        uint l_4782_ = (l_4779_ + l_4781_);
                                        uint l_4783_ = (l_4776_ >> 16u);
                                        uint l_4784_ = (l_4783_ & 65535u);
                                        uint l_2581_ = (l_4782_ + l_4784_);
                                        bool l_2582_ = (l_2580_ < l_2578_);
                                        uint l_2583_ = uint(l_2582_);
                                        uint l_2584_ = (l_2581_ + l_2583_);
                                        uint l_2585_ = (l_9_ % 32u);
                                        l_mut_444_ = l_2577_;
                                        bool l_2586_ = (l_2585_ > 0u);
                                        if (l_2586_) {
                                            uint l_2587_ = (l_2577_ >> l_2585_);
                                            uint l_2588_ = (32u - l_2585_);
                                            uint l_2589_ = (l_2580_ << l_2588_);
                                            uint l_2590_ = (l_2587_ | l_2589_);
                                            l_mut_444_ = l_2590_;
                                        }
                                        l_mut_441_ = l_2580_;
                                        bool l_2591_ = (l_2585_ > 0u);
                                        if (l_2591_) {
                                            uint l_2592_ = (l_2580_ >> l_2585_);
                                            uint l_2593_ = (32u - l_2585_);
                                            uint l_2594_ = (l_2584_ << l_2593_);
                                            uint l_2595_ = (l_2592_ | l_2594_);
                                            l_mut_441_ = l_2595_;
                                        }
                                        uint _e9137 = l_mut_444_;
                                        l_mut_440_ = _e9137;
                                        uint _e9138 = l_mut_441_;
                                        l_mut_444_ = _e9138;
                                        bool l_2596_ = (l_9_ >= 64u);
                                        if (l_2596_) {
                                            l_mut_440_ = l_2584_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            bool l_2597_ = (l_9_ >= 32u);
                                            if (l_2597_) {
                                                l_mut_441_ = l_2580_;
                                                bool l_2598_ = (l_2585_ > 0u);
                                                if (l_2598_) {
                                                    uint l_2599_ = (l_2580_ >> l_2585_);
                                                    uint l_2600_ = (32u - l_2585_);
                                                    uint l_2601_ = (l_2584_ << l_2600_);
                                                    uint l_2602_ = (l_2599_ | l_2601_);
                                                    l_mut_441_ = l_2602_;
                                                }
                                                uint l_2603_ = (l_2584_ >> l_2585_);
                                                uint _e9152 = l_mut_441_;
                                                l_mut_440_ = _e9152;
                                                l_mut_444_ = l_2603_;
                                            }
                                        }
                                        uint _e9153 = l_mut_440_;
                                        l_mut_450_ = _e9153;
                                        uint _e9154 = l_mut_444_;
                                        l_mut_445_ = _e9154;
                                        if (l_2571_) {
                                            uint _e9156 = l_mut_450_;
                                            uint l_2604_ = (0u - _e9156);
                                            uint _e9159 = l_mut_445_;
                                            uint l_2605_ = (0u - _e9159);
                                            uint _e9162 = l_mut_450_;
                                            bool l_2606_ = (0u < _e9162);
                                            uint l_2607_ = uint(l_2606_);
                                            uint l_2608_ = (l_2605_ - l_2607_);
                                            l_mut_450_ = l_2604_;
                                            l_mut_445_ = l_2608_;
                                        }
                                        uint _e9166 = l_mut_450_;
                                        l_mut_1692_ = _e9166;
                                        uint _e9167 = l_mut_445_;
                                        l_mut_766_ = _e9167;
                                    } else {
                                        uint l_2609_ = (l_72_ >> 31u);
                                        bool l_2610_ = (l_2609_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2610_) {
                                            uint l_2611_ = (0u - l_69_);
                                            uint l_2612_ = (0u - l_72_);
                                            bool l_2613_ = (0u < l_69_);
                                            uint l_2614_ = uint(l_2613_);
                                            uint l_2615_ = (l_2612_ - l_2614_);
                                            l_mut_450_ = l_2611_;
                                            l_mut_445_ = l_2615_;
                                        }
                                        uint _e9180 = l_mut_450_;
                                        uint _e9181 = l_mut_2558_;
                                        uint l_2616_ = (_e9180 * _e9181);
                                        uint _e9183 = l_mut_445_;
                                        uint _e9184 = l_mut_2558_;
                                        uint l_2617_ = (_e9183 * _e9184);
                                        uint _e9186 = l_mut_450_;
                                        uint l_4786_ = (_e9186 & 65535u);
                                        uint _e9189 = l_mut_450_;
                                        uint l_4787_ = (_e9189 >> 16u);
                                        uint l_4788_ = (l_4787_ & 65535u);
                                        uint _e9194 = l_mut_2558_;
                                        uint l_4789_ = (_e9194 & 65535u);
                                        uint _e9197 = l_mut_2558_;
                                        uint l_4790_ = (_e9197 >> 16u);
                                        uint l_4791_ = (l_4790_ & 65535u);
                                        uint l_4792_ = (l_4786_ * l_4789_);
                                        uint l_4793_ = (l_4788_ * l_4789_);
                                        uint l_4794_ = (l_4786_ * l_4791_);
                                        uint l_4795_ = (l_4788_ * l_4791_);
                                        uint l_4796_ = (l_4792_ >> 16u);
                                        uint l_4797_ = (l_4796_ & 65535u);
                                        uint l_4798_ = (l_4793_ & 65535u);
                                        uint l_4799_ = (l_4797_ + l_4798_);
                                        uint l_4800_ = (l_4794_ & 65535u);
                                        uint l_4801_ = (l_4799_ + l_4800_);
                                        uint l_4802_ = (l_4793_ >> 16u);
                                        uint l_4803_ = (l_4802_ & 65535u);
                                        uint l_4804_ = (l_4795_ + l_4803_);
                                        uint l_4805_ = (l_4794_ >> 16u);
                                        uint l_4806_ = (l_4805_ & 65535u);
                                        uint l_4807_ = (l_4804_ + l_4806_);
                                        uint l_4808_ = (l_4801_ >> 16u);
                                        uint l_4809_ = (l_4808_ & 65535u);
                                        uint l_2618_ = (l_4807_ + l_4809_);
                                        uint l_2619_ = (l_2618_ + l_2617_);
                                        uint _e9232 = l_mut_445_;
                                        uint l_4811_ = (_e9232 & 65535u);
                                        uint _e9235 = l_mut_445_;
                                        uint l_4812_ = (_e9235 >> 16u);
                                        uint l_4813_ = (l_4812_ & 65535u);
                                        uint _e9240 = l_mut_2558_;
                                        uint l_4814_ = (_e9240 & 65535u);
                                        uint _e9243 = l_mut_2558_;
                                        uint l_4815_ = (_e9243 >> 16u);
                                        uint l_4816_ = (l_4815_ & 65535u);
                                        uint l_4817_ = (l_4811_ * l_4814_);
                                        uint l_4818_ = (l_4813_ * l_4814_);
                                        uint l_4819_ = (l_4811_ * l_4816_);
                                        uint l_4820_ = (l_4813_ * l_4816_);
                                        uint l_4821_ = (l_4817_ >> 16u);
                                        uint l_4822_ = (l_4821_ & 65535u);
                                        uint l_4823_ = (l_4818_ & 65535u);
                                        uint l_4824_ = (l_4822_ + l_4823_);
                                        uint l_4825_ = (l_4819_ & 65535u);
                                        uint l_4826_ = (l_4824_ + l_4825_);
                                        uint l_4827_ = (l_4818_ >> 16u);
                                        uint l_4828_ = (l_4827_ & 65535u);
                                        uint l_4829_ = (l_4820_ + l_4828_);
                                        uint l_4830_ = (l_4819_ >> 16u);
                                        uint l_4831_ = (l_4830_ & 65535u);
                                        uint l_4832_ = (l_4829_ + l_4831_);
                                        uint l_4833_ = (l_4826_ >> 16u);
                                        uint l_4834_ = (l_4833_ & 65535u);
                                        uint l_2620_ = (l_4832_ + l_4834_);
                                        bool l_2621_ = (l_2619_ < l_2617_);
                                        uint l_2622_ = uint(l_2621_);
                                        uint l_2623_ = (l_2620_ + l_2622_);
                                        l_mut_444_ = l_2616_;
                                        bool l_2625_ = (0u > 0u);
                                        if (l_2625_) {
                                            uint l_2626_ = (l_2616_ >> 0u);
                                            uint l_2627_ = (32u - 0u);
                                            uint l_2628_ = (l_2619_ << l_2627_);
                                            uint l_2629_ = (l_2626_ | l_2628_);
                                            l_mut_444_ = l_2629_;
                                        }
                                        l_mut_441_ = l_2619_;
                                        bool l_2630_ = (0u > 0u);
                                        if (l_2630_) {
                                            uint l_2631_ = (l_2619_ >> 0u);
                                            uint l_2632_ = (32u - 0u);
                                            uint l_2633_ = (l_2623_ << l_2632_);
                                            uint l_2634_ = (l_2631_ | l_2633_);
                                            l_mut_441_ = l_2634_;
                                        }
                                        uint _e9295 = l_mut_444_;
                                        l_mut_440_ = _e9295;
                                        uint _e9296 = l_mut_441_;
                                        l_mut_444_ = _e9296;
                                        if (false) {
                                            l_mut_440_ = l_2623_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2619_;
                                                bool l_2637_ = (0u > 0u);
                                                if (l_2637_) {
                                                    uint l_2638_ = (l_2619_ >> 0u);
                                                    uint l_2639_ = (32u - 0u);
                                                    uint l_2640_ = (l_2623_ << l_2639_);
                                                    uint l_2641_ = (l_2638_ | l_2640_);
                                                    l_mut_441_ = l_2641_;
                                                }
                                                uint l_2642_ = (l_2623_ >> 0u);
                                                uint _e9308 = l_mut_441_;
                                                l_mut_440_ = _e9308;
                                                l_mut_444_ = l_2642_;
                                            }
                                        }
                                        uint _e9309 = l_mut_450_;
                                        uint _e9310 = l_mut_2558_;
                                        uint l_2643_ = (_e9309 * _e9310);
                                        uint _e9312 = l_mut_445_;
                                        uint _e9313 = l_mut_2558_;
                                        uint l_2644_ = (_e9312 * _e9313);
                                        uint _e9315 = l_mut_450_;
                                        uint l_4836_ = (_e9315 & 65535u);
                                        uint _e9318 = l_mut_450_;
                                        uint l_4837_ = (_e9318 >> 16u);
                                        uint l_4838_ = (l_4837_ & 65535u);
                                        uint _e9323 = l_mut_2558_;
                                        uint l_4839_ = (_e9323 & 65535u);
                                        uint _e9326 = l_mut_2558_;
                                        uint l_4840_ = (_e9326 >> 16u);
                                        uint l_4841_ = (l_4840_ & 65535u);
                                        uint l_4842_ = (l_4836_ * l_4839_);
                                        uint l_4843_ = (l_4838_ * l_4839_);
                                        uint l_4844_ = (l_4836_ * l_4841_);
                                        uint l_4845_ = (l_4838_ * l_4841_);
                                        uint l_4846_ = (l_4842_ >> 16u);
                                        uint l_4847_ = (l_4846_ & 65535u);
                                        uint l_4848_ = (l_4843_ & 65535u);
                                        uint l_4849_ = (l_4847_ + l_4848_);
                                        uint l_4850_ = (l_4844_ & 65535u);
                                        uint l_4851_ = (l_4849_ + l_4850_);
                                        uint l_4852_ = (l_4843_ >> 16u);
                                        uint l_4853_ = (l_4852_ & 65535u);
                                        uint l_4854_ = (l_4845_ + l_4853_);
                                        uint l_4855_ = (l_4844_ >> 16u);
                                        uint l_4856_ = (l_4855_ & 65535u);
                                        uint l_4857_ = (l_4854_ + l_4856_);
                                        uint l_4858_ = (l_4851_ >> 16u);
                                        uint l_4859_ = (l_4858_ & 65535u);
                                        uint l_2645_ = (l_4857_ + l_4859_);
                                        uint l_2646_ = (l_2645_ + l_2644_);
                                        uint _e9361 = l_mut_445_;
                                        uint l_4861_ = (_e9361 & 65535u);
                                        uint _e9364 = l_mut_445_;
                                        uint l_4862_ = (_e9364 >> 16u);
                                        uint l_4863_ = (l_4862_ & 65535u);
                                        uint _e9369 = l_mut_2558_;
                                        uint l_4864_ = (_e9369 & 65535u);
                                        uint _e9372 = l_mut_2558_;
                                        uint l_4865_ = (_e9372 >> 16u);
                                        uint l_4866_ = (l_4865_ & 65535u);
                                        uint l_4867_ = (l_4861_ * l_4864_);
                                        uint l_4868_ = (l_4863_ * l_4864_);
                                        uint l_4869_ = (l_4861_ * l_4866_);
                                        uint l_4870_ = (l_4863_ * l_4866_);
                                        uint l_4871_ = (l_4867_ >> 16u);
                                        uint l_4872_ = (l_4871_ & 65535u);
                                        uint l_4873_ = (l_4868_ & 65535u);
                                        uint l_4874_ = (l_4872_ + l_4873_);
                                        uint l_4875_ = (l_4869_ & 65535u);
                                        uint l_4876_ = (l_4874_ + l_4875_);
                                        uint l_4877_ = (l_4868_ >> 16u);
                                        uint l_4878_ = (l_4877_ & 65535u);
                                        uint l_4879_ = (l_4870_ + l_4878_);
                                        uint l_4880_ = (l_4869_ >> 16u);
                                        uint l_4881_ = (l_4880_ & 65535u);
                                        uint l_4882_ = (l_4879_ + l_4881_);
                                        uint l_4883_ = (l_4876_ >> 16u);
                                        uint l_4884_ = (l_4883_ & 65535u);
                                        uint l_2647_ = (l_4882_ + l_4884_);
                                        bool l_2648_ = (l_2646_ < l_2644_);
                                        uint l_2649_ = uint(l_2648_);
                                        uint l_2650_ = (l_2647_ + l_2649_);
                                        l_mut_441_ = l_2643_;
                                        bool l_2652_ = (0u > 0u);
                                        if (l_2652_) {
                                            uint l_2653_ = (l_2643_ >> 0u);
                                            uint l_2654_ = (32u - 0u);
                                            uint l_2655_ = (l_2646_ << l_2654_);
                                            uint l_2656_ = (l_2653_ | l_2655_);
                                            l_mut_441_ = l_2656_;
                                        }
                                        l_mut_439_ = l_2646_;
                                        bool l_2657_ = (0u > 0u);
                                        if (l_2657_) {
                                            uint l_2658_ = (l_2646_ >> 0u);
                                            uint l_2659_ = (32u - 0u);
                                            uint l_2660_ = (l_2650_ << l_2659_);
                                            uint l_2661_ = (l_2658_ | l_2660_);
                                            l_mut_439_ = l_2661_;
                                        }
                                        uint _e9424 = l_mut_441_;
                                        l_mut_428_ = _e9424;
                                        uint _e9425 = l_mut_439_;
                                        l_mut_441_ = _e9425;
                                        if (true) {
                                            l_mut_428_ = l_2650_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_439_ = l_2646_;
                                                bool l_2664_ = (0u > 0u);
                                                if (l_2664_) {
                                                    uint l_2665_ = (l_2646_ >> 0u);
                                                    uint l_2666_ = (32u - 0u);
                                                    uint l_2667_ = (l_2650_ << l_2666_);
                                                    uint l_2668_ = (l_2665_ | l_2667_);
                                                    l_mut_439_ = l_2668_;
                                                }
                                                uint l_2669_ = (l_2650_ >> 0u);
                                                uint _e9437 = l_mut_439_;
                                                l_mut_428_ = _e9437;
                                                l_mut_441_ = l_2669_;
                                            }
                                        }
                                        uint _e9438 = l_mut_440_;
                                        uint _e9439 = l_mut_2558_;
                                        uint l_2670_ = (_e9438 * _e9439);
                                        uint _e9441 = l_mut_444_;
                                        uint _e9442 = l_mut_2558_;
                                        uint l_2671_ = (_e9441 * _e9442);
                                        uint _e9444 = l_mut_440_;
                                        uint l_4886_ = (_e9444 & 65535u);
                                        uint _e9447 = l_mut_440_;
                                        uint l_4887_ = (_e9447 >> 16u);
                                        uint l_4888_ = (l_4887_ & 65535u);
                                        uint _e9452 = l_mut_2558_;
                                        uint l_4889_ = (_e9452 & 65535u);
                                        uint _e9455 = l_mut_2558_;
                                        uint l_4890_ = (_e9455 >> 16u);
                                        uint l_4891_ = (l_4890_ & 65535u);
                                        uint l_4892_ = (l_4886_ * l_4889_);
                                        uint l_4893_ = (l_4888_ * l_4889_);
                                        uint l_4894_ = (l_4886_ * l_4891_);
                                        uint l_4895_ = (l_4888_ * l_4891_);
                                        uint l_4896_ = (l_4892_ >> 16u);
                                        uint l_4897_ = (l_4896_ & 65535u);
                                        uint l_4898_ = (l_4893_ & 65535u);
                                        uint l_4899_ = (l_4897_ + l_4898_);
                                        uint l_4900_ = (l_4894_ & 65535u);
                                        uint l_4901_ = (l_4899_ + l_4900_);
                                        uint l_4902_ = (l_4893_ >> 16u);
                                        uint l_4903_ = (l_4902_ & 65535u);
                                        uint l_4904_ = (l_4895_ + l_4903_);
                                        uint l_4905_ = (l_4894_ >> 16u);
                                        uint l_4906_ = (l_4905_ & 65535u);
                                        uint l_4907_ = (l_4904_ + l_4906_);
                                        uint l_4908_ = (l_4901_ >> 16u);
                                        uint l_4909_ = (l_4908_ & 65535u);
                                        uint l_2672_ = (l_4907_ + l_4909_);
                                        uint l_2673_ = (l_2672_ + l_2671_);
                                        uint _e9490 = l_mut_444_;
                                        uint l_4911_ = (_e9490 & 65535u);
                                        uint _e9493 = l_mut_444_;
                                        uint l_4912_ = (_e9493 >> 16u);
                                        uint l_4913_ = (l_4912_ & 65535u);
                                        uint _e9498 = l_mut_2558_;
                                        uint l_4914_ = (_e9498 & 65535u);
                                        uint _e9501 = l_mut_2558_;
                                        uint l_4915_ = (_e9501 >> 16u);
                                        uint l_4916_ = (l_4915_ & 65535u);
                                        uint l_4917_ = (l_4911_ * l_4914_);
                                        uint l_4918_ = (l_4913_ * l_4914_);
                                        uint l_4919_ = (l_4911_ * l_4916_);
                                        uint l_4920_ = (l_4913_ * l_4916_);
                                        uint l_4921_ = (l_4917_ >> 16u);
                                        uint l_4922_ = (l_4921_ & 65535u);
                                        uint l_4923_ = (l_4918_ & 65535u);
                                        uint l_4924_ = (l_4922_ + l_4923_);
                                        uint l_4925_ = (l_4919_ & 65535u);
                                        uint l_4926_ = (l_4924_ + l_4925_);
                                        uint l_4927_ = (l_4918_ >> 16u);
                                        uint l_4928_ = (l_4927_ & 65535u);
                                        uint l_4929_ = (l_4920_ + l_4928_);
                                        uint l_4930_ = (l_4919_ >> 16u);
                                        uint l_4931_ = (l_4930_ & 65535u);
                                        uint l_4932_ = (l_4929_ + l_4931_);
                                        uint l_4933_ = (l_4926_ >> 16u);
                                        uint l_4934_ = (l_4933_ & 65535u);
                                        uint l_2674_ = (l_4932_ + l_4934_);
                                        bool l_2675_ = (l_2673_ < l_2671_);
                                        uint l_2676_ = uint(l_2675_);
                                        uint l_2677_ = (l_2674_ + l_2676_);
                                        l_mut_450_ = l_2670_;
                                        bool l_2679_ = (0u > 0u);
                                        if (l_2679_) {
                                            uint l_2680_ = (l_2670_ >> 0u);
                                            uint l_2681_ = (32u - 0u);
                                            uint l_2682_ = (l_2673_ << l_2681_);
                                            uint l_2683_ = (l_2680_ | l_2682_);
                                            l_mut_450_ = l_2683_;
                                        }
                                        l_mut_445_ = l_2673_;
                                        bool l_2684_ = (0u > 0u);
                                        if (l_2684_) {
                                            uint l_2685_ = (l_2673_ >> 0u);
                                            uint l_2686_ = (32u - 0u);
                                            uint l_2687_ = (l_2677_ << l_2686_);
                                            uint l_2688_ = (l_2685_ | l_2687_);
                                            l_mut_445_ = l_2688_;
                                        }
                                        uint _e9553 = l_mut_450_;
                                        l_mut_439_ = _e9553;
                                        uint _e9554 = l_mut_445_;
                                        l_mut_450_ = _e9554;
                                        if (false) {
                                            l_mut_439_ = l_2677_;
                                            l_mut_450_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_445_ = l_2673_;
                                                bool l_2691_ = (0u > 0u);
                                                if (l_2691_) {
                                                    uint l_2692_ = (l_2673_ >> 0u);
                                                    uint l_2693_ = (32u - 0u);
                                                    uint l_2694_ = (l_2677_ << l_2693_);
                                                    uint l_2695_ = (l_2692_ | l_2694_);
                                                    l_mut_445_ = l_2695_;
                                                }
                                                uint l_2696_ = (l_2677_ >> 0u);
                                                uint _e9566 = l_mut_445_;
                                                l_mut_439_ = _e9566;
                                                l_mut_450_ = l_2696_;
                                            }
                                        }
                                        uint _e9567 = l_mut_440_;
                                        uint _e9568 = l_mut_2558_;
                                        uint l_2697_ = (_e9567 * _e9568);
                                        uint _e9570 = l_mut_444_;
                                        uint _e9571 = l_mut_2558_;
                                        uint l_2698_ = (_e9570 * _e9571);
                                        uint _e9573 = l_mut_440_;
                                        uint l_4936_ = (_e9573 & 65535u);
                                        uint _e9576 = l_mut_440_;
                                        uint l_4937_ = (_e9576 >> 16u);
                                        uint l_4938_ = (l_4937_ & 65535u);
                                        uint _e9581 = l_mut_2558_;
                                        uint l_4939_ = (_e9581 & 65535u);
                                        uint _e9584 = l_mut_2558_;
                                        uint l_4940_ = (_e9584 >> 16u);
                                        uint l_4941_ = (l_4940_ & 65535u);
                                        uint l_4942_ = (l_4936_ * l_4939_);
                                        uint l_4943_ = (l_4938_ * l_4939_);
                                        uint l_4944_ = (l_4936_ * l_4941_);
                                        uint l_4945_ = (l_4938_ * l_4941_);
                                        uint l_4946_ = (l_4942_ >> 16u);
                                        uint l_4947_ = (l_4946_ & 65535u);
                                        uint l_4948_ = (l_4943_ & 65535u);
                                        uint l_4949_ = (l_4947_ + l_4948_);
                                        uint l_4950_ = (l_4944_ & 65535u);
                                        uint l_4951_ = (l_4949_ + l_4950_);
                                        uint l_4952_ = (l_4943_ >> 16u);
                                        uint l_4953_ = (l_4952_ & 65535u);
                                        uint l_4954_ = (l_4945_ + l_4953_);
                                        uint l_4955_ = (l_4944_ >> 16u);
                                        uint l_4956_ = (l_4955_ & 65535u);
                                        uint l_4957_ = (l_4954_ + l_4956_);
                                        uint l_4958_ = (l_4951_ >> 16u);
                                        uint l_4959_ = (l_4958_ & 65535u);
                                        uint l_2699_ = (l_4957_ + l_4959_);
                                        uint l_2700_ = (l_2699_ + l_2698_);
                                        uint _e9619 = l_mut_444_;
                                        uint l_4961_ = (_e9619 & 65535u);
                                        uint _e9622 = l_mut_444_;
                                        uint l_4962_ = (_e9622 >> 16u);
                                        uint l_4963_ = (l_4962_ & 65535u);
                                        uint _e9627 = l_mut_2558_;
                                        uint l_4964_ = (_e9627 & 65535u);
                                        uint _e9630 = l_mut_2558_;
                                        uint l_4965_ = (_e9630 >> 16u);
                                        uint l_4966_ = (l_4965_ & 65535u);
                                        uint l_4967_ = (l_4961_ * l_4964_);
                                        uint l_4968_ = (l_4963_ * l_4964_);
                                        uint l_4969_ = (l_4961_ * l_4966_);
                                        uint l_4970_ = (l_4963_ * l_4966_);
                                        uint l_4971_ = (l_4967_ >> 16u);
                                        uint l_4972_ = (l_4971_ & 65535u);
                                        uint l_4973_ = (l_4968_ & 65535u);
                                        uint l_4974_ = (l_4972_ + l_4973_);
                                        uint l_4975_ = (l_4969_ & 65535u);
                                        uint l_4976_ = (l_4974_ + l_4975_);
                                        uint l_4977_ = (l_4968_ >> 16u);
                                        uint l_4978_ = (l_4977_ & 65535u);
                                        uint l_4979_ = (l_4970_ + l_4978_);
                                        uint l_4980_ = (l_4969_ >> 16u);
                                        uint l_4981_ = (l_4980_ & 65535u);
                                        uint l_4982_ = (l_4979_ + l_4981_);
                                        uint l_4983_ = (l_4976_ >> 16u);
                                        uint l_4984_ = (l_4983_ & 65535u);
                                        uint l_2701_ = (l_4982_ + l_4984_);
                                        bool l_2702_ = (l_2700_ < l_2698_);
                                        uint l_2703_ = uint(l_2702_);
                                        uint l_2704_ = (l_2701_ + l_2703_);
                                        l_mut_445_ = l_2697_;
                                        bool l_2706_ = (0u > 0u);
                                        if (l_2706_) {
                                            uint l_2707_ = (l_2697_ >> 0u);
                                            uint l_2708_ = (32u - 0u);
                                            uint l_2709_ = (l_2700_ << l_2708_);
                                            uint l_2710_ = (l_2707_ | l_2709_);
                                            l_mut_445_ = l_2710_;
                                        }
                                        l_mut_421_ = l_2700_;
                                        bool l_2711_ = (0u > 0u);
                                        if (l_2711_) {
                                            uint l_2712_ = (l_2700_ >> 0u);
                                            uint l_2713_ = (32u - 0u);
                                            uint l_2714_ = (l_2704_ << l_2713_);
                                            uint l_2715_ = (l_2712_ | l_2714_);
                                            l_mut_421_ = l_2715_;
                                        }
                                        uint _e9682 = l_mut_445_;
                                        l_mut_394_ = _e9682;
                                        uint _e9683 = l_mut_421_;
                                        l_mut_445_ = _e9683;
                                        if (true) {
                                            l_mut_394_ = l_2704_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2700_;
                                                bool l_2718_ = (0u > 0u);
                                                if (l_2718_) {
                                                    uint l_2719_ = (l_2700_ >> 0u);
                                                    uint l_2720_ = (32u - 0u);
                                                    uint l_2721_ = (l_2704_ << l_2720_);
                                                    uint l_2722_ = (l_2719_ | l_2721_);
                                                    l_mut_421_ = l_2722_;
                                                }
                                                uint l_2723_ = (l_2704_ >> 0u);
                                                uint _e9695 = l_mut_421_;
                                                l_mut_394_ = _e9695;
                                                l_mut_445_ = l_2723_;
                                            }
                                        }
                                        uint _e9696 = l_mut_428_;
                                        uint _e9697 = l_mut_2558_;
                                        uint l_2724_ = (_e9696 * _e9697);
                                        uint _e9699 = l_mut_428_;
                                        uint l_4986_ = (_e9699 & 65535u);
                                        uint _e9702 = l_mut_428_;
                                        uint l_4987_ = (_e9702 >> 16u);
                                        uint l_4988_ = (l_4987_ & 65535u);
                                        uint _e9707 = l_mut_2558_;
                                        uint l_4989_ = (_e9707 & 65535u);
                                        uint _e9710 = l_mut_2558_;
                                        uint l_4990_ = (_e9710 >> 16u);
                                        uint l_4991_ = (l_4990_ & 65535u);
                                        uint l_4992_ = (l_4986_ * l_4989_);
                                        uint l_4993_ = (l_4988_ * l_4989_);
                                        uint l_4994_ = (l_4986_ * l_4991_);
                                        uint l_4995_ = (l_4988_ * l_4991_);
                                        uint l_4996_ = (l_4992_ >> 16u);
                                        uint l_4997_ = (l_4996_ & 65535u);
                                        uint l_4998_ = (l_4993_ & 65535u);
                                        uint l_4999_ = (l_4997_ + l_4998_);
                                        uint l_5000_ = (l_4994_ & 65535u);
                                        uint l_5001_ = (l_4999_ + l_5000_);
                                        uint l_5002_ = (l_4993_ >> 16u);
                                        uint l_5003_ = (l_5002_ & 65535u);
                                        uint l_5004_ = (l_4995_ + l_5003_);
                                        uint l_5005_ = (l_4994_ >> 16u);
                                        uint l_5006_ = (l_5005_ & 65535u);
                                        uint l_5007_ = (l_5004_ + l_5006_);
                                        uint l_5008_ = (l_5001_ >> 16u);
                                        uint l_5009_ = (l_5008_ & 65535u);
                                        uint l_2725_ = (l_5007_ + l_5009_);
                                        uint _e9744 = l_mut_441_;
                                        uint _e9745 = l_mut_2558_;
                                        uint l_2726_ = (_e9744 * _e9745);
                                        uint l_2727_ = (l_2725_ + l_2726_);
                                        uint _e9748 = l_mut_394_;
                                        uint l_2728_ = (_e9748 + l_2724_);
                                        uint _e9750 = l_mut_445_;
                                        uint l_2729_ = (_e9750 + l_2727_);
                                        uint _e9752 = l_mut_394_;
                                        bool l_2730_ = (l_2728_ < _e9752);
                                        uint l_2731_ = uint(l_2730_);
                                        uint l_2732_ = (l_2729_ + l_2731_);
                                        uint _e9756 = l_mut_439_;
                                        l_mut_1692_ = _e9756;
                                        uint _e9757 = l_mut_450_;
                                        l_mut_766_ = _e9757;
                                        bool l_2733_ = (l_9_ == 64u);
                                        if (l_2733_) {
                                            l_mut_1692_ = l_2728_;
                                            l_mut_766_ = l_2732_;
                                        } else {
                                            bool l_2734_ = (l_9_ > 0u);
                                            if (l_2734_) {
                                                uint l_2735_ = (64u - l_9_);
                                                l_mut_445_ = l_2728_;
                                                l_mut_444_ = l_2732_;
                                                bool l_2736_ = (l_2735_ >= 32u);
                                                if (l_2736_) {
                                                    uint l_2737_ = (l_2735_ & 31u);
                                                    uint l_2738_ = (l_2728_ << l_2737_);
                                                    l_mut_445_ = 0u;
                                                    l_mut_444_ = l_2738_;
                                                } else {
                                                    bool l_2739_ = (l_2735_ > 0u);
                                                    if (l_2739_) {
                                                        uint l_2740_ = (l_2728_ << l_2735_);
                                                        uint l_2741_ = (l_2732_ << l_2735_);
                                                        uint l_2742_ = (32u - l_2735_);
                                                        uint l_2743_ = (l_2728_ >> l_2742_);
                                                        uint l_2744_ = (l_2741_ | l_2743_);
                                                        l_mut_445_ = l_2740_;
                                                        l_mut_444_ = l_2744_;
                                                    }
                                                }
                                                uint _e9778 = l_mut_439_;
                                                l_mut_441_ = _e9778;
                                                uint _e9779 = l_mut_450_;
                                                l_mut_440_ = _e9779;
                                                bool l_2745_ = (l_9_ >= 32u);
                                                if (l_2745_) {
                                                    uint l_2746_ = (l_9_ & 31u);
                                                    uint _e9784 = l_mut_450_;
                                                    uint l_2747_ = (_e9784 >> l_2746_);
                                                    l_mut_441_ = l_2747_;
                                                    l_mut_440_ = 0u;
                                                } else {
                                                    bool l_2748_ = (l_9_ > 0u);
                                                    if (l_2748_) {
                                                        uint _e9789 = l_mut_439_;
                                                        l_mut_428_ = _e9789;
                                                        bool l_2749_ = (l_9_ > 0u);
                                                        if (l_2749_) {
                                                            uint _e9792 = l_mut_439_;
                                                            uint l_2750_ = (_e9792 >> l_9_);
                                                            uint l_2751_ = (32u - l_9_);
                                                            uint _e9796 = l_mut_450_;
                                                            uint l_2752_ = (_e9796 << l_2751_);
                                                            uint l_2753_ = (l_2750_ | l_2752_);
                                                            l_mut_428_ = l_2753_;
                                                        }
                                                        uint _e9799 = l_mut_450_;
                                                        uint l_2754_ = (_e9799 >> l_9_);
                                                        uint _e9801 = l_mut_428_;
                                                        l_mut_441_ = _e9801;
                                                        l_mut_440_ = l_2754_;
                                                    }
                                                }
                                                uint _e9802 = l_mut_445_;
                                                uint _e9803 = l_mut_441_;
                                                uint l_2755_ = (_e9802 + _e9803);
                                                uint _e9805 = l_mut_444_;
                                                uint _e9806 = l_mut_440_;
                                                uint l_2756_ = (_e9805 + _e9806);
                                                uint _e9808 = l_mut_445_;
                                                bool l_2757_ = (l_2755_ < _e9808);
                                                uint l_2758_ = uint(l_2757_);
                                                uint l_2759_ = (l_2756_ + l_2758_);
                                                l_mut_1692_ = l_2755_;
                                                l_mut_766_ = l_2759_;
                                            }
                                        }
                                        if (l_2610_) {
                                            uint _e9813 = l_mut_1692_;
                                            uint l_2760_ = (0u - _e9813);
                                            uint _e9816 = l_mut_766_;
                                            uint l_2761_ = (0u - _e9816);
                                            uint _e9819 = l_mut_1692_;
                                            bool l_2762_ = (0u < _e9819);
                                            uint l_2763_ = uint(l_2762_);
                                            uint l_2764_ = (l_2761_ - l_2763_);
                                            l_mut_1692_ = l_2760_;
                                            l_mut_766_ = l_2764_;
                                        }
                                    }
                                    uint _e9823 = l_mut_1692_;
                                    uint l_2765_ = (l_2563_ + _e9823);
                                    uint _e9825 = l_mut_766_;
                                    uint l_2766_ = (l_2567_ + _e9825);
                                    bool l_2767_ = (l_2765_ < l_2563_);
                                    uint l_2768_ = uint(l_2767_);
                                    uint l_2769_ = (l_2766_ + l_2768_);
                                    uint l_2770_ = (0u - l_2765_);
                                    uint l_2771_ = (0u - l_2769_);
                                    bool l_2772_ = (0u < l_2765_);
                                    uint l_2773_ = uint(l_2772_);
                                    uint l_2774_ = (l_2771_ - l_2773_);
                                    l_mut_1692_ = l_2770_;
                                    l_mut_766_ = l_2774_;
                                    uint _e9838 = l_mut_766_;
                                    bool l_2775_ = (l_2769_ < _e9838);
                                    uint _e9840 = l_mut_766_;
                                    bool l_2776_ = (l_2769_ == _e9840);
                                    uint _e9842 = l_mut_1692_;
                                    bool l_2777_ = (l_2765_ < _e9842);
                                    if (l_2776_) {
                                        local_183 = l_2777_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2778_ = local_183;
                                    if (!(l_2775_)) {
                                        local_184 = l_2778_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2779_ = local_184;
                                    if (l_2779_) {
                                        l_mut_1692_ = l_2765_;
                                        l_mut_766_ = l_2769_;
                                    }
                                    uint _e9853 = l_mut_766_;
                                    bool l_2780_ = (_e9853 < l_27_);
                                    uint _e9855 = l_mut_766_;
                                    bool l_2781_ = (_e9855 == l_27_);
                                    uint _e9857 = l_mut_1692_;
                                    bool l_2782_ = (_e9857 < l_24_);
                                    if (l_2781_) {
                                        local_185 = l_2782_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2783_ = local_185;
                                    if (!(l_2780_)) {
                                        local_186 = l_2783_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2784_ = local_186;
                                    if (l_2784_) {
                                        uint _e9868 = l_mut_2006_;
                                        uint l_2785_ = (_e9868 * 2u);
                                        uint l_2786_ = (l_2785_ + 1u);
                                        uint l_2787_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2788_ = (l_2786_ < l_2787_);
                                        if (l_2788_) {
                                            uint l_5011_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_5012_ = (l_5011_ * 1u);
                                            bool l_5013_ = (l_2785_ < l_5012_);
                                            if (l_5013_) {
                                                _group_0_binding_4_cs[l_2785_] = id;
                                            }
                                            uint l_2789_ = (l_2785_ + 1u);
                                            uint l_5014_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_5015_ = (l_5014_ * 1u);
                                            bool l_5016_ = (l_2789_ < l_5015_);
                                            if (l_5016_) {
                                                uint _e9898 = l_mut_2558_;
                                                _group_0_binding_4_cs[l_2789_] = _e9898;
                                            }
                                        }
                                        uint _e9899 = l_mut_2006_;
                                        l_mut_2006_ = (_e9899 + 1u);
                                    }
                                }
                            }
                            uint _e9905 = l_mut_2006_;
                            l_mut_2011_ = _e9905;
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
