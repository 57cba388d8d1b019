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
    uint l_mut_1716_ = 0u;
    uint l_mut_2030_ = 0u;
    uint l_mut_2035_ = 0u;
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
    uint l_mut_773_ = 0u;
    uint l_mut_778_ = 0u;
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
    uint l_mut_689_ = 0u;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    uint l_mut_771_ = 0u;
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
    uint l_mut_903_ = 0u;
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
    uint l_mut_1000_ = 0u;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    uint l_mut_1083_ = 0u;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    uint l_mut_1710_ = 0u;
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
    uint l_mut_1819_ = 0u;
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
    uint l_mut_1946_ = 0u;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    uint l_mut_2028_ = 0u;
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
    uint l_mut_2160_ = 0u;
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
    uint l_mut_2257_ = 0u;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    uint l_mut_2341_ = 0u;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    uint l_mut_2575_ = 0u;
    uint l_mut_2582_ = 0u;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2870_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2871_ = (l_2870_ * 1u);
        uint l_2872_ = (l_2871_ - 1u);
        uint l_2873_ = min(3u, l_2872_);
        uint _e71 = atomicAdd(_group_0_binding_5_cs[l_2873_], 1u);
    }
    uint l_2814_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2815_ = (l_2814_ * 1u);
    bool l_2816_ = (0u < l_2815_);
    uint l_2817_ = (l_2815_ - 1u);
    uint l_2818_ = min(0u, l_2817_);
    uint l_2819_ = _group_0_binding_3_cs[l_2818_];
    uint l_4_ = (l_2816_ ? l_2819_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2821_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2822_ = (l_2821_ * 1u);
    bool l_2823_ = (l_6_ < l_2822_);
    uint l_2824_ = (l_2822_ - 1u);
    uint l_2825_ = min(l_6_, l_2824_);
    uint l_2826_ = _group_0_binding_3_cs[l_2825_];
    uint l_7_ = (l_2823_ ? l_2826_ : 0u);
    uint l_2828_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2829_ = (l_2828_ * 1u);
    bool l_2830_ = (2u < l_2829_);
    uint l_2831_ = (l_2829_ - 1u);
    uint l_2832_ = min(2u, l_2831_);
    uint l_2833_ = _group_0_binding_3_cs[l_2832_];
    uint l_9_ = (l_2830_ ? l_2833_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2835_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2836_ = (l_2835_ * 1u);
    bool l_2837_ = (l_11_ < l_2836_);
    uint l_2838_ = (l_2836_ - 1u);
    uint l_2839_ = min(l_11_, l_2838_);
    uint l_2840_ = _group_0_binding_3_cs[l_2839_];
    uint l_12_ = (l_2837_ ? l_2840_ : 0u);
    uint l_2842_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2843_ = (l_2842_ * 1u);
    bool l_2844_ = (4u < l_2843_);
    uint l_2845_ = (l_2843_ - 1u);
    uint l_2846_ = min(4u, l_2845_);
    uint l_2847_ = _group_0_binding_3_cs[l_2846_];
    uint l_14_ = (l_2844_ ? l_2847_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2849_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2850_ = (l_2849_ * 1u);
    bool l_2851_ = (l_16_ < l_2850_);
    uint l_2852_ = (l_2850_ - 1u);
    uint l_2853_ = min(l_16_, l_2852_);
    uint l_2854_ = _group_0_binding_3_cs[l_2853_];
    uint l_17_ = (l_2851_ ? l_2854_ : 0u);
    uint l_2856_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2857_ = (l_2856_ * 1u);
    bool l_2858_ = (6u < l_2857_);
    uint l_2859_ = (l_2857_ - 1u);
    uint l_2860_ = min(6u, l_2859_);
    uint l_2861_ = _group_0_binding_3_cs[l_2860_];
    uint l_19_ = (l_2858_ ? l_2861_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2863_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2864_ = (l_2863_ * 1u);
    bool l_2865_ = (l_21_ < l_2864_);
    uint l_2866_ = (l_2864_ - 1u);
    uint l_2867_ = min(l_21_, l_2866_);
    uint l_2868_ = _group_0_binding_3_cs[l_2867_];
    uint l_22_ = (l_2865_ ? l_2868_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = _group_0_binding_6_cs.static_meta[6];
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint l_2875_ = (id & 65535u);
    uint l_2876_ = (id >> 16u);
    uint l_2877_ = (l_2876_ & 65535u);
    uint l_2878_ = (l_4_ & 65535u);
    uint l_2879_ = (l_4_ >> 16u);
    uint l_2880_ = (l_2879_ & 65535u);
    uint l_2881_ = (l_2875_ * l_2878_);
    uint l_2882_ = (l_2877_ * l_2878_);
    uint l_2883_ = (l_2875_ * l_2880_);
    uint l_2884_ = (l_2877_ * l_2880_);
    uint l_2885_ = (l_2881_ >> 16u);
    uint l_2886_ = (l_2885_ & 65535u);
    uint l_2887_ = (l_2882_ & 65535u);
    uint l_2888_ = (l_2886_ + l_2887_);
    uint l_2889_ = (l_2883_ & 65535u);
    uint l_2890_ = (l_2888_ + l_2889_);
    uint l_2891_ = (l_2882_ >> 16u);
    uint l_2892_ = (l_2891_ & 65535u);
    uint l_2893_ = (l_2884_ + l_2892_);
    uint l_2894_ = (l_2883_ >> 16u);
    uint l_2895_ = (l_2894_ & 65535u);
    uint l_2896_ = (l_2893_ + l_2895_);
    uint l_2897_ = (l_2890_ >> 16u);
    uint l_2898_ = (l_2897_ & 65535u);
    uint l_27_ = (l_2896_ + l_2898_);
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
        uint l_2900_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2901_ = (l_2900_ * 1u);
        bool l_2902_ = (l_48_ < l_2901_);
        uint l_2903_ = (l_2901_ - 1u);
        uint l_2904_ = min(l_48_, l_2903_);
        uint l_2905_ = _group_0_binding_0_cs[l_2904_];
        uint l_49_ = (l_2902_ ? l_2905_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_2907_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2908_ = (l_2907_ * 1u);
        bool l_2909_ = (l_51_ < l_2908_);
        uint l_2910_ = (l_2908_ - 1u);
        uint l_2911_ = min(l_51_, l_2910_);
        uint l_2912_ = _group_0_binding_0_cs[l_2911_];
        uint l_52_ = (l_2909_ ? l_2912_ : 0u);
        uint l_53_ = (2u * id);
        uint l_2914_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2915_ = (l_2914_ * 1u);
        bool l_2916_ = (l_53_ < l_2915_);
        uint l_2917_ = (l_2915_ - 1u);
        uint l_2918_ = min(l_53_, l_2917_);
        uint l_2919_ = _group_0_binding_1_cs[l_2918_];
        uint l_54_ = (l_2916_ ? l_2919_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_2921_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2922_ = (l_2921_ * 1u);
        bool l_2923_ = (l_56_ < l_2922_);
        uint l_2924_ = (l_2922_ - 1u);
        uint l_2925_ = min(l_56_, l_2924_);
        uint l_2926_ = _group_0_binding_1_cs[l_2925_];
        uint l_57_ = (l_2923_ ? l_2926_ : 0u);
        uint l_58_ = (2u * id);
        uint l_2928_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2929_ = (l_2928_ * 1u);
        bool l_2930_ = (l_58_ < l_2929_);
        uint l_2931_ = (l_2929_ - 1u);
        uint l_2932_ = min(l_58_, l_2931_);
        uint l_2933_ = _group_0_binding_2_cs[l_2932_];
        uint l_59_ = (l_2930_ ? l_2933_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2935_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2936_ = (l_2935_ * 1u);
        bool l_2937_ = (l_61_ < l_2936_);
        uint l_2938_ = (l_2936_ - 1u);
        uint l_2939_ = min(l_61_, l_2938_);
        uint l_2940_ = _group_0_binding_2_cs[l_2939_];
        uint l_62_ = (l_2937_ ? l_2940_ : 0u);
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
        uint l_2942_ = (_e421 & 65535u);
        uint _e424 = l_mut_30_;
        uint l_2943_ = (_e424 >> 16u);
        uint l_2944_ = (l_2943_ & 65535u);
        uint l_2945_ = (l_4_ & 65535u);
        uint l_2946_ = (l_4_ >> 16u);
        uint l_2947_ = (l_2946_ & 65535u);
        uint l_2948_ = (l_2942_ * l_2945_);
        uint l_2949_ = (l_2944_ * l_2945_);
        uint l_2950_ = (l_2942_ * l_2947_);
        uint l_2951_ = (l_2944_ * l_2947_);
        uint l_2952_ = (l_2948_ >> 16u);
        uint l_2953_ = (l_2952_ & 65535u);
        uint l_2954_ = (l_2949_ & 65535u);
        uint l_2955_ = (l_2953_ + l_2954_);
        uint l_2956_ = (l_2950_ & 65535u);
        uint l_2957_ = (l_2955_ + l_2956_);
        uint l_2958_ = (l_2949_ >> 16u);
        uint l_2959_ = (l_2958_ & 65535u);
        uint l_2960_ = (l_2951_ + l_2959_);
        uint l_2961_ = (l_2950_ >> 16u);
        uint l_2962_ = (l_2961_ & 65535u);
        uint l_2963_ = (l_2960_ + l_2962_);
        uint l_2964_ = (l_2957_ >> 16u);
        uint l_2965_ = (l_2964_ & 65535u);
        uint l_73_ = (l_2963_ + l_2965_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e465 = l_mut_65_;
        uint l_2967_ = (_e465 & 65535u);
        uint _e468 = l_mut_65_;
        uint l_2968_ = (_e468 >> 16u);
        uint l_2969_ = (l_2968_ & 65535u);
        uint l_2970_ = (l_4_ & 65535u);
        uint l_2971_ = (l_4_ >> 16u);
        uint l_2972_ = (l_2971_ & 65535u);
        uint l_2973_ = (l_2967_ * l_2970_);
        uint l_2974_ = (l_2969_ * l_2970_);
        uint l_2975_ = (l_2967_ * l_2972_);
        uint l_2976_ = (l_2969_ * l_2972_);
        uint l_2977_ = (l_2973_ >> 16u);
        uint l_2978_ = (l_2977_ & 65535u);
        uint l_2979_ = (l_2974_ & 65535u);
        uint l_2980_ = (l_2978_ + l_2979_);
        uint l_2981_ = (l_2975_ & 65535u);
        uint l_2982_ = (l_2980_ + l_2981_);
        uint l_2983_ = (l_2974_ >> 16u);
        uint l_2984_ = (l_2983_ & 65535u);
        uint l_2985_ = (l_2976_ + l_2984_);
        uint l_2986_ = (l_2975_ >> 16u);
        uint l_2987_ = (l_2986_ & 65535u);
        uint l_2988_ = (l_2985_ + l_2987_);
        uint l_2989_ = (l_2982_ >> 16u);
        uint l_2990_ = (l_2989_ & 65535u);
        uint l_75_ = (l_2988_ + l_2990_);
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
            uint l_2992_ = (_e586 & 65535u);
            uint _e589 = l_mut_80_;
            uint l_2993_ = (_e589 >> 16u);
            uint l_2994_ = (l_2993_ & 65535u);
            uint l_2995_ = (l_113_ & 65535u);
            uint l_2996_ = (l_113_ >> 16u);
            uint l_2997_ = (l_2996_ & 65535u);
            uint l_2998_ = (l_2992_ * l_2995_);
            uint l_2999_ = (l_2994_ * l_2995_);
            uint l_3000_ = (l_2992_ * l_2997_);
            uint l_3001_ = (l_2994_ * l_2997_);
            uint l_3002_ = (l_2998_ >> 16u);
            uint l_3003_ = (l_3002_ & 65535u);
            uint l_3004_ = (l_2999_ & 65535u);
            uint l_3005_ = (l_3003_ + l_3004_);
            uint l_3006_ = (l_3000_ & 65535u);
            uint l_3007_ = (l_3005_ + l_3006_);
            uint l_3008_ = (l_2999_ >> 16u);
            uint l_3009_ = (l_3008_ & 65535u);
            uint l_3010_ = (l_3001_ + l_3009_);
            uint l_3011_ = (l_3000_ >> 16u);
            uint l_3012_ = (l_3011_ & 65535u);
            uint l_3013_ = (l_3010_ + l_3012_);
            uint l_3014_ = (l_3007_ >> 16u);
            uint l_3015_ = (l_3014_ & 65535u);
            uint l_123_ = (l_3013_ + l_3015_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e630 = l_mut_65_;
            uint l_3017_ = (_e630 & 65535u);
            uint _e633 = l_mut_65_;
            uint l_3018_ = (_e633 >> 16u);
            uint l_3019_ = (l_3018_ & 65535u);
            uint l_3020_ = (l_113_ & 65535u);
            uint l_3021_ = (l_113_ >> 16u);
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
            uint l_125_ = (l_3038_ + l_3040_);
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
            uint l_3042_ = (_e739 & 65535u);
            uint _e742 = l_mut_141_;
            uint l_3043_ = (_e742 >> 16u);
            uint l_3044_ = (l_3043_ & 65535u);
            uint l_3045_ = (l_4_ & 65535u);
            uint l_3046_ = (l_4_ >> 16u);
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
            uint l_164_ = (l_3063_ + l_3065_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e783 = l_mut_135_;
            uint l_3067_ = (_e783 & 65535u);
            uint _e786 = l_mut_135_;
            uint l_3068_ = (_e786 >> 16u);
            uint l_3069_ = (l_3068_ & 65535u);
            uint l_3070_ = (l_4_ & 65535u);
            uint l_3071_ = (l_4_ >> 16u);
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
            uint l_166_ = (l_3088_ + l_3090_);
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
            uint l_3092_ = (_e862 & 65535u);
            uint _e865 = l_mut_141_;
            uint l_3093_ = (_e865 >> 16u);
            uint l_3094_ = (l_3093_ & 65535u);
            uint l_3095_ = (l_4_ & 65535u);
            uint l_3096_ = (l_4_ >> 16u);
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
            uint l_191_ = (l_3113_ + l_3115_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e906 = l_mut_135_;
            uint l_3117_ = (_e906 & 65535u);
            uint _e909 = l_mut_135_;
            uint l_3118_ = (_e909 >> 16u);
            uint l_3119_ = (l_3118_ & 65535u);
            uint l_3120_ = (l_4_ & 65535u);
            uint l_3121_ = (l_4_ >> 16u);
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
            uint l_193_ = (l_3138_ + l_3140_);
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
            uint l_3142_ = (_e985 & 65535u);
            uint _e988 = l_mut_30_;
            uint l_3143_ = (_e988 >> 16u);
            uint l_3144_ = (l_3143_ & 65535u);
            uint l_3145_ = (l_4_ & 65535u);
            uint l_3146_ = (l_4_ >> 16u);
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
            uint l_220_ = (l_3163_ + l_3165_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e1029 = l_mut_80_;
            uint l_3167_ = (_e1029 & 65535u);
            uint _e1032 = l_mut_80_;
            uint l_3168_ = (_e1032 >> 16u);
            uint l_3169_ = (l_3168_ & 65535u);
            uint l_3170_ = (l_4_ & 65535u);
            uint l_3171_ = (l_4_ >> 16u);
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
            uint l_222_ = (l_3188_ + l_3190_);
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
            uint l_3192_ = (_e1108 & 65535u);
            uint _e1111 = l_mut_30_;
            uint l_3193_ = (_e1111 >> 16u);
            uint l_3194_ = (l_3193_ & 65535u);
            uint l_3195_ = (l_4_ & 65535u);
            uint l_3196_ = (l_4_ >> 16u);
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
            uint l_247_ = (l_3213_ + l_3215_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e1152 = l_mut_80_;
            uint l_3217_ = (_e1152 & 65535u);
            uint _e1155 = l_mut_80_;
            uint l_3218_ = (_e1155 >> 16u);
            uint l_3219_ = (l_3218_ & 65535u);
            uint l_3220_ = (l_4_ & 65535u);
            uint l_3221_ = (l_4_ >> 16u);
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
            uint l_249_ = (l_3238_ + l_3240_);
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
            uint l_3242_ = (_e1229 & 65535u);
            uint _e1232 = l_mut_209_;
            uint l_3243_ = (_e1232 >> 16u);
            uint l_3244_ = (l_3243_ & 65535u);
            uint l_3245_ = (l_4_ & 65535u);
            uint l_3246_ = (l_4_ >> 16u);
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
            uint l_275_ = (l_3263_ + l_3265_);
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
            uint l_3267_ = (_e1457 & 65535u);
            uint _e1460 = l_mut_80_;
            uint l_3268_ = (_e1460 >> 16u);
            uint l_3269_ = (l_3268_ & 65535u);
            uint l_3270_ = (l_374_ & 65535u);
            uint l_3271_ = (l_374_ >> 16u);
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
            uint l_376_ = (l_3288_ + l_3290_);
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
            uint l_3292_ = (_e1510 & 65535u);
            uint _e1513 = l_mut_80_;
            uint l_3293_ = (_e1513 >> 16u);
            uint l_3294_ = (l_3293_ & 65535u);
            uint l_3295_ = (l_379_ & 65535u);
            uint l_3296_ = (l_379_ >> 16u);
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
            uint l_382_ = (l_3313_ + l_3315_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1554 = l_mut_65_;
            uint l_3317_ = (_e1554 & 65535u);
            uint _e1557 = l_mut_65_;
            uint l_3318_ = (_e1557 >> 16u);
            uint l_3319_ = (l_3318_ & 65535u);
            uint l_3320_ = (l_379_ & 65535u);
            uint l_3321_ = (l_379_ >> 16u);
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
            uint l_384_ = (l_3338_ + l_3340_);
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
                            uint l_3342_ = (_e1820 & 65535u);
                            uint _e1823 = l_mut_80_;
                            uint l_3343_ = (_e1823 >> 16u);
                            uint l_3344_ = (l_3343_ & 65535u);
                            uint _e1828 = l_mut_435_;
                            uint l_3345_ = (_e1828 & 65535u);
                            uint _e1831 = l_mut_435_;
                            uint l_3346_ = (_e1831 >> 16u);
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
                            uint l_493_ = (l_3363_ + l_3365_);
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
                            uint l_3367_ = (_e2133 & 65535u);
                            uint _e2136 = l_mut_80_;
                            uint l_3368_ = (_e2136 >> 16u);
                            uint l_3369_ = (l_3368_ & 65535u);
                            uint _e2141 = l_mut_451_;
                            uint l_3370_ = (_e2141 & 65535u);
                            uint _e2144 = l_mut_451_;
                            uint l_3371_ = (_e2144 >> 16u);
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
                            uint l_601_ = (l_3388_ + l_3390_);
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
                uint _e2318 = l_mut_451_;
                l_mut_457_ = _e2318;
                uint _e2319 = l_mut_448_;
                l_mut_452_ = _e2319;
                if (false) {
                    uint _e2322 = l_mut_448_;
                    uint l_655_ = (_e2322 >> 3u);
                    l_mut_457_ = l_655_;
                    l_mut_452_ = 0u;
                } else {
                    if (true) {
                        uint _e2326 = l_mut_451_;
                        l_mut_447_ = _e2326;
                        if (true) {
                            uint _e2328 = l_mut_451_;
                            uint l_658_ = (_e2328 >> 3u);
                            uint _e2331 = l_mut_448_;
                            uint l_659_ = (_e2331 << 29u);
                            uint l_660_ = (l_658_ | l_659_);
                            l_mut_447_ = l_660_;
                        }
                        uint _e2335 = l_mut_448_;
                        uint l_661_ = (_e2335 >> 3u);
                        uint _e2338 = l_mut_447_;
                        l_mut_457_ = _e2338;
                        l_mut_452_ = l_661_;
                    }
                }
                uint _e2339 = l_mut_452_;
                uint _e2340 = l_mut_203_;
                bool l_662_ = (_e2339 < _e2340);
                uint _e2342 = l_mut_452_;
                uint _e2343 = l_mut_203_;
                bool l_663_ = (_e2342 == _e2343);
                uint _e2345 = l_mut_457_;
                uint _e2346 = l_mut_209_;
                bool l_664_ = (_e2345 < _e2346);
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
                l_mut_457_ = 0u;
                uint _e2359 = l_mut_209_;
                uint _e2360 = l_mut_203_;
                uint l_668_ = (_e2359 | _e2360);
                bool l_669_ = (l_668_ == 0u);
                bool l_670_ = !(l_669_);
                bool _e2365 = l_mut_652_;
                if (_e2365) {
                    local_45 = l_670_;
                } else {
                    local_45 = false;
                }
                bool l_671_ = local_45;
                uint _e2370 = l_mut_203_;
                uint _e2371 = l_mut_448_;
                bool l_672_ = (_e2370 < _e2371);
                uint _e2373 = l_mut_203_;
                uint _e2374 = l_mut_448_;
                bool l_673_ = (_e2373 == _e2374);
                uint _e2376 = l_mut_209_;
                uint _e2377 = l_mut_451_;
                bool l_674_ = (_e2376 < _e2377);
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
                uint _e2392 = l_mut_92_;
                uint _e2393 = l_mut_86_;
                uint l_678_ = (_e2392 + _e2393);
                bool l_679_ = (l_678_ < l_4_);
                if (l_677_) {
                    local_49 = l_679_;
                } else {
                    local_49 = false;
                }
                bool l_680_ = local_49;
                if (l_680_) {
                    uint _e2400 = l_mut_92_;
                    uint l_681_ = (l_4_ - _e2400);
                    uint _e2402 = l_mut_86_;
                    uint l_682_ = (l_681_ - _e2402);
                    uint _e2404 = l_mut_92_;
                    uint l_683_ = (l_682_ / _e2404);
                    uint _e2406 = l_mut_451_;
                    uint l_684_ = (_e2406 - 1u);
                    uint _e2409 = l_mut_448_;
                    uint l_685_ = (_e2409 - 0u);
                    uint _e2412 = l_mut_451_;
                    bool l_686_ = (_e2412 < 1u);
                    uint l_687_ = uint(l_686_);
                    uint l_688_ = (l_685_ - l_687_);
                    l_mut_452_ = l_684_;
                    l_mut_451_ = l_688_;
                    l_mut_448_ = 0u;
                    l_mut_689_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2505 = l_mut_689_;
                            l_mut_689_ = (_e2505 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2420 = l_mut_689_;
                        if ((_e2420 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2424 = l_mut_689_;
                            uint l_690_ = (19u - _e2424);
                            uint _e2426 = l_mut_452_;
                            l_mut_447_ = _e2426;
                            uint _e2427 = l_mut_451_;
                            l_mut_446_ = _e2427;
                            bool l_691_ = (l_690_ >= 32u);
                            if (l_691_) {
                                uint l_692_ = (l_690_ & 31u);
                                uint _e2432 = l_mut_451_;
                                uint l_693_ = (_e2432 >> l_692_);
                                l_mut_447_ = l_693_;
                                l_mut_446_ = 0u;
                            } else {
                                bool l_694_ = (l_690_ > 0u);
                                if (l_694_) {
                                    uint _e2437 = l_mut_452_;
                                    l_mut_435_ = _e2437;
                                    bool l_695_ = (l_690_ > 0u);
                                    if (l_695_) {
                                        uint _e2440 = l_mut_452_;
                                        uint l_696_ = (_e2440 >> l_690_);
                                        uint l_697_ = (32u - l_690_);
                                        uint _e2444 = l_mut_451_;
                                        uint l_698_ = (_e2444 << l_697_);
                                        uint l_699_ = (l_696_ | l_698_);
                                        l_mut_435_ = l_699_;
                                    }
                                    uint _e2447 = l_mut_451_;
                                    uint l_700_ = (_e2447 >> l_690_);
                                    uint _e2449 = l_mut_435_;
                                    l_mut_447_ = _e2449;
                                    l_mut_446_ = l_700_;
                                }
                            }
                            uint _e2450 = l_mut_446_;
                            uint _e2451 = l_mut_203_;
                            bool l_701_ = (_e2450 < _e2451);
                            uint _e2453 = l_mut_446_;
                            uint _e2454 = l_mut_203_;
                            bool l_702_ = (_e2453 == _e2454);
                            uint _e2456 = l_mut_447_;
                            uint _e2457 = l_mut_209_;
                            bool l_703_ = (_e2456 < _e2457);
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
                                uint _e2469 = l_mut_209_;
                                l_mut_447_ = _e2469;
                                uint _e2470 = l_mut_203_;
                                l_mut_446_ = _e2470;
                                bool l_707_ = (l_690_ >= 32u);
                                if (l_707_) {
                                    uint l_708_ = (l_690_ & 31u);
                                    uint _e2475 = l_mut_209_;
                                    uint l_709_ = (_e2475 << l_708_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_709_;
                                } else {
                                    bool l_710_ = (l_690_ > 0u);
                                    if (l_710_) {
                                        uint _e2480 = l_mut_209_;
                                        uint l_711_ = (_e2480 << l_690_);
                                        uint _e2482 = l_mut_203_;
                                        uint l_712_ = (_e2482 << l_690_);
                                        uint l_713_ = (32u - l_690_);
                                        uint _e2486 = l_mut_209_;
                                        uint l_714_ = (_e2486 >> l_713_);
                                        uint l_715_ = (l_712_ | l_714_);
                                        l_mut_447_ = l_711_;
                                        l_mut_446_ = l_715_;
                                    }
                                }
                                uint _e2489 = l_mut_452_;
                                uint _e2490 = l_mut_447_;
                                uint l_716_ = (_e2489 - _e2490);
                                uint _e2492 = l_mut_451_;
                                uint _e2493 = l_mut_446_;
                                uint l_717_ = (_e2492 - _e2493);
                                uint _e2495 = l_mut_452_;
                                uint _e2496 = l_mut_447_;
                                bool l_718_ = (_e2495 < _e2496);
                                uint l_719_ = uint(l_718_);
                                uint l_720_ = (l_717_ - l_719_);
                                l_mut_452_ = l_716_;
                                l_mut_451_ = l_720_;
                                uint l_721_ = (1u << l_690_);
                                uint _e2502 = l_mut_448_;
                                l_mut_448_ = (_e2502 | l_721_);
                            }
                        }
                    }
                    uint _e2507 = l_mut_448_;
                    uint l_722_ = min(_e2507, l_683_);
                    l_mut_448_ = l_722_;
                    uint _e2509 = l_mut_451_;
                    uint _e2510 = l_mut_203_;
                    bool l_723_ = (_e2509 < _e2510);
                    uint _e2512 = l_mut_451_;
                    uint _e2513 = l_mut_203_;
                    bool l_724_ = (_e2512 == _e2513);
                    uint _e2515 = l_mut_452_;
                    uint _e2516 = l_mut_209_;
                    bool l_725_ = (_e2515 < _e2516);
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
                        l_mut_448_ = l_683_;
                    }
                    uint _e2528 = l_mut_448_;
                    l_mut_457_ = _e2528;
                }
                uint _e2529 = l_mut_265_;
                l_mut_452_ = _e2529;
                uint _e2530 = l_mut_259_;
                l_mut_451_ = _e2530;
                uint _e2531 = l_mut_209_;
                l_mut_448_ = _e2531;
                uint _e2532 = l_mut_203_;
                l_mut_447_ = _e2532;
                uint _e2533 = l_mut_92_;
                l_mut_446_ = _e2533;
                uint _e2534 = l_mut_86_;
                l_mut_435_ = _e2534;
                uint _e2535 = l_mut_141_;
                l_mut_428_ = _e2535;
                uint _e2536 = l_mut_135_;
                l_mut_401_ = _e2536;
                l_mut_395_ = 0u;
                uint _e2538 = l_mut_457_;
                bool l_729_ = (_e2538 > 0u);
                if (l_729_) {
                    uint _e2541 = l_mut_209_;
                    uint _e2542 = l_mut_457_;
                    uint l_730_ = (_e2541 * _e2542);
                    uint _e2544 = l_mut_209_;
                    uint l_3392_ = (_e2544 & 65535u);
                    uint _e2547 = l_mut_209_;
                    uint l_3393_ = (_e2547 >> 16u);
                    uint l_3394_ = (l_3393_ & 65535u);
                    uint _e2552 = l_mut_457_;
                    uint l_3395_ = (_e2552 & 65535u);
                    uint _e2555 = l_mut_457_;
                    uint l_3396_ = (_e2555 >> 16u);
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
                    uint l_731_ = (l_3413_ + l_3415_);
                    uint _e2589 = l_mut_203_;
                    uint _e2590 = l_mut_457_;
                    uint l_732_ = (_e2589 * _e2590);
                    uint l_733_ = (l_731_ + l_732_);
                    uint _e2593 = l_mut_265_;
                    uint l_734_ = (_e2593 - l_730_);
                    uint _e2595 = l_mut_259_;
                    uint l_735_ = (_e2595 - l_733_);
                    uint _e2597 = l_mut_265_;
                    bool l_736_ = (_e2597 < l_730_);
                    uint l_737_ = uint(l_736_);
                    uint l_738_ = (l_735_ - l_737_);
                    l_mut_452_ = l_734_;
                    l_mut_451_ = l_738_;
                    uint _e2601 = l_mut_457_;
                    uint _e2602 = l_mut_92_;
                    uint l_739_ = (_e2601 * _e2602);
                    uint _e2604 = l_mut_86_;
                    uint l_740_ = (_e2604 + l_739_);
                    l_mut_435_ = l_740_;
                } else {
                    uint _e2606 = l_mut_395_;
                    bool l_741_ = (_e2606 == 0u);
                    if (l_741_) {
                        uint _e2609 = l_mut_92_;
                        uint l_742_ = (l_4_ - _e2609);
                        uint _e2611 = l_mut_86_;
                        uint l_743_ = (l_742_ / _e2611);
                        l_mut_457_ = 0u;
                        l_mut_652_ = false;
                        uint _e2615 = l_mut_209_;
                        l_mut_389_ = _e2615;
                        uint _e2616 = l_mut_203_;
                        l_mut_80_ = _e2616;
                        if (false) {
                            uint _e2619 = l_mut_203_;
                            uint l_746_ = (_e2619 >> 3u);
                            l_mut_389_ = l_746_;
                            l_mut_80_ = 0u;
                        } else {
                            if (true) {
                                uint _e2623 = l_mut_209_;
                                l_mut_65_ = _e2623;
                                if (true) {
                                    uint _e2625 = l_mut_209_;
                                    uint l_749_ = (_e2625 >> 3u);
                                    uint _e2628 = l_mut_203_;
                                    uint l_750_ = (_e2628 << 29u);
                                    uint l_751_ = (l_749_ | l_750_);
                                    l_mut_65_ = l_751_;
                                }
                                uint _e2632 = l_mut_203_;
                                uint l_752_ = (_e2632 >> 3u);
                                uint _e2635 = l_mut_65_;
                                l_mut_389_ = _e2635;
                                l_mut_80_ = l_752_;
                            }
                        }
                        uint _e2636 = l_mut_80_;
                        uint _e2637 = l_mut_259_;
                        bool l_753_ = (_e2636 < _e2637);
                        uint _e2639 = l_mut_80_;
                        uint _e2640 = l_mut_259_;
                        bool l_754_ = (_e2639 == _e2640);
                        uint _e2642 = l_mut_389_;
                        uint _e2643 = l_mut_265_;
                        bool l_755_ = (_e2642 < _e2643);
                        if (l_754_) {
                            local_54 = l_755_;
                        } else {
                            local_54 = false;
                        }
                        bool l_756_ = local_54;
                        if (!(l_753_)) {
                            local_55 = l_756_;
                        } else {
                            local_55 = true;
                        }
                        bool l_757_ = local_55;
                        bool l_758_ = !(l_757_);
                        l_mut_652_ = l_758_;
                        uint _e2655 = l_mut_265_;
                        uint _e2656 = l_mut_259_;
                        uint l_759_ = (_e2655 | _e2656);
                        bool l_760_ = (l_759_ == 0u);
                        if (l_760_) {
                            l_mut_457_ = l_743_;
                        } else {
                            bool _e2660 = l_mut_652_;
                            if (_e2660) {
                                uint _e2661 = l_mut_259_;
                                uint _e2662 = l_mut_203_;
                                bool l_761_ = (_e2661 < _e2662);
                                uint _e2664 = l_mut_259_;
                                uint _e2665 = l_mut_203_;
                                bool l_762_ = (_e2664 == _e2665);
                                uint _e2667 = l_mut_265_;
                                uint _e2668 = l_mut_209_;
                                bool l_763_ = (_e2667 < _e2668);
                                if (l_762_) {
                                    local_56 = l_763_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_764_ = local_56;
                                if (!(l_761_)) {
                                    local_57 = l_764_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_765_ = local_57;
                                if (l_765_) {
                                    uint _e2679 = l_mut_209_;
                                    uint l_766_ = (_e2679 - 1u);
                                    uint _e2682 = l_mut_203_;
                                    uint l_767_ = (_e2682 - 0u);
                                    uint _e2685 = l_mut_209_;
                                    bool l_768_ = (_e2685 < 1u);
                                    uint l_769_ = uint(l_768_);
                                    uint l_770_ = (l_767_ - l_769_);
                                    l_mut_389_ = l_766_;
                                    l_mut_80_ = l_770_;
                                    l_mut_65_ = 0u;
                                    l_mut_771_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e2778 = l_mut_771_;
                                            l_mut_771_ = (_e2778 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2693 = l_mut_771_;
                                        if ((_e2693 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2697 = l_mut_771_;
                                            uint l_772_ = (19u - _e2697);
                                            uint _e2699 = l_mut_389_;
                                            l_mut_30_ = _e2699;
                                            uint _e2700 = l_mut_80_;
                                            l_mut_773_ = _e2700;
                                            bool l_774_ = (l_772_ >= 32u);
                                            if (l_774_) {
                                                uint l_775_ = (l_772_ & 31u);
                                                uint _e2705 = l_mut_80_;
                                                uint l_776_ = (_e2705 >> l_775_);
                                                l_mut_30_ = l_776_;
                                                l_mut_773_ = 0u;
                                            } else {
                                                bool l_777_ = (l_772_ > 0u);
                                                if (l_777_) {
                                                    uint _e2710 = l_mut_389_;
                                                    l_mut_778_ = _e2710;
                                                    bool l_779_ = (l_772_ > 0u);
                                                    if (l_779_) {
                                                        uint _e2713 = l_mut_389_;
                                                        uint l_780_ = (_e2713 >> l_772_);
                                                        uint l_781_ = (32u - l_772_);
                                                        uint _e2717 = l_mut_80_;
                                                        uint l_782_ = (_e2717 << l_781_);
                                                        uint l_783_ = (l_780_ | l_782_);
                                                        l_mut_778_ = l_783_;
                                                    }
                                                    uint _e2720 = l_mut_80_;
                                                    uint l_784_ = (_e2720 >> l_772_);
                                                    uint _e2722 = l_mut_778_;
                                                    l_mut_30_ = _e2722;
                                                    l_mut_773_ = l_784_;
                                                }
                                            }
                                            uint _e2723 = l_mut_773_;
                                            uint _e2724 = l_mut_259_;
                                            bool l_785_ = (_e2723 < _e2724);
                                            uint _e2726 = l_mut_773_;
                                            uint _e2727 = l_mut_259_;
                                            bool l_786_ = (_e2726 == _e2727);
                                            uint _e2729 = l_mut_30_;
                                            uint _e2730 = l_mut_265_;
                                            bool l_787_ = (_e2729 < _e2730);
                                            if (l_786_) {
                                                local_58 = l_787_;
                                            } else {
                                                local_58 = false;
                                            }
                                            bool l_788_ = local_58;
                                            if (!(l_785_)) {
                                                local_59 = l_788_;
                                            } else {
                                                local_59 = true;
                                            }
                                            bool l_789_ = local_59;
                                            bool l_790_ = !(l_789_);
                                            if (l_790_) {
                                                uint _e2742 = l_mut_265_;
                                                l_mut_778_ = _e2742;
                                                uint _e2743 = l_mut_259_;
                                                l_mut_773_ = _e2743;
                                                bool l_791_ = (l_772_ >= 32u);
                                                if (l_791_) {
                                                    uint l_792_ = (l_772_ & 31u);
                                                    uint _e2748 = l_mut_265_;
                                                    uint l_793_ = (_e2748 << l_792_);
                                                    l_mut_778_ = 0u;
                                                    l_mut_773_ = l_793_;
                                                } else {
                                                    bool l_794_ = (l_772_ > 0u);
                                                    if (l_794_) {
                                                        uint _e2753 = l_mut_265_;
                                                        uint l_795_ = (_e2753 << l_772_);
                                                        uint _e2755 = l_mut_259_;
                                                        uint l_796_ = (_e2755 << l_772_);
                                                        uint l_797_ = (32u - l_772_);
                                                        uint _e2759 = l_mut_265_;
                                                        uint l_798_ = (_e2759 >> l_797_);
                                                        uint l_799_ = (l_796_ | l_798_);
                                                        l_mut_778_ = l_795_;
                                                        l_mut_773_ = l_799_;
                                                    }
                                                }
                                                uint _e2762 = l_mut_389_;
                                                uint _e2763 = l_mut_778_;
                                                uint l_800_ = (_e2762 - _e2763);
                                                uint _e2765 = l_mut_80_;
                                                uint _e2766 = l_mut_773_;
                                                uint l_801_ = (_e2765 - _e2766);
                                                uint _e2768 = l_mut_389_;
                                                uint _e2769 = l_mut_778_;
                                                bool l_802_ = (_e2768 < _e2769);
                                                uint l_803_ = uint(l_802_);
                                                uint l_804_ = (l_801_ - l_803_);
                                                l_mut_389_ = l_800_;
                                                l_mut_80_ = l_804_;
                                                uint l_805_ = (1u << l_772_);
                                                uint _e2775 = l_mut_65_;
                                                l_mut_65_ = (_e2775 | l_805_);
                                            }
                                        }
                                    }
                                    uint _e2780 = l_mut_65_;
                                    uint l_806_ = min(_e2780, l_743_);
                                    l_mut_778_ = l_806_;
                                    uint _e2782 = l_mut_80_;
                                    uint _e2783 = l_mut_259_;
                                    bool l_807_ = (_e2782 < _e2783);
                                    uint _e2785 = l_mut_80_;
                                    uint _e2786 = l_mut_259_;
                                    bool l_808_ = (_e2785 == _e2786);
                                    uint _e2788 = l_mut_389_;
                                    uint _e2789 = l_mut_265_;
                                    bool l_809_ = (_e2788 < _e2789);
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
                                        l_mut_778_ = l_743_;
                                    }
                                    uint _e2801 = l_mut_778_;
                                    l_mut_457_ = _e2801;
                                }
                            } else {
                                uint _e2802 = l_mut_209_;
                                l_mut_778_ = _e2802;
                                uint _e2803 = l_mut_203_;
                                l_mut_773_ = _e2803;
                                while(true) {
                                    uint _e2804 = l_mut_259_;
                                    uint _e2805 = l_mut_773_;
                                    bool l_813_ = (_e2804 < _e2805);
                                    uint _e2807 = l_mut_259_;
                                    uint _e2808 = l_mut_773_;
                                    bool l_814_ = (_e2807 == _e2808);
                                    uint _e2810 = l_mut_265_;
                                    uint _e2811 = l_mut_778_;
                                    bool l_815_ = (_e2810 < _e2811);
                                    if (l_814_) {
                                        local_62 = l_815_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_816_ = local_62;
                                    if (!(l_813_)) {
                                        local_63 = l_816_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_817_ = local_63;
                                    uint _e2822 = l_mut_457_;
                                    uint _e2823 = l_mut_86_;
                                    uint l_818_ = (_e2822 * _e2823);
                                    uint _e2825 = l_mut_92_;
                                    uint l_819_ = (_e2825 + l_818_);
                                    uint _e2827 = l_mut_86_;
                                    uint l_820_ = (l_819_ + _e2827);
                                    bool l_821_ = (l_820_ < l_4_);
                                    if (l_817_) {
                                        local_64 = l_821_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_822_ = local_64;
                                    bool l_823_ = !(l_822_);
                                    if (l_823_) {
                                        break;
                                    }
                                    uint _e2835 = l_mut_778_;
                                    uint _e2836 = l_mut_265_;
                                    uint l_824_ = (_e2835 - _e2836);
                                    uint _e2838 = l_mut_773_;
                                    uint _e2839 = l_mut_259_;
                                    uint l_825_ = (_e2838 - _e2839);
                                    uint _e2841 = l_mut_778_;
                                    uint _e2842 = l_mut_265_;
                                    bool l_826_ = (_e2841 < _e2842);
                                    uint l_827_ = uint(l_826_);
                                    uint l_828_ = (l_825_ - l_827_);
                                    l_mut_778_ = l_824_;
                                    l_mut_773_ = l_828_;
                                    uint _e2846 = l_mut_457_;
                                    l_mut_457_ = (_e2846 + 1u);
                                }
                            }
                        }
                        uint _e2849 = l_mut_457_;
                        uint _e2850 = l_mut_86_;
                        uint l_829_ = (_e2849 * _e2850);
                        uint _e2852 = l_mut_92_;
                        uint l_830_ = (_e2852 + l_829_);
                        uint _e2854 = l_mut_86_;
                        uint l_831_ = (l_830_ + _e2854);
                        bool l_832_ = (l_831_ >= l_4_);
                        if (l_832_) {
                            l_mut_395_ = 1u;
                        } else {
                            uint _e2858 = l_mut_265_;
                            uint _e2859 = l_mut_457_;
                            uint l_833_ = (_e2858 * _e2859);
                            uint _e2861 = l_mut_265_;
                            uint l_3417_ = (_e2861 & 65535u);
                            uint _e2864 = l_mut_265_;
                            uint l_3418_ = (_e2864 >> 16u);
                            uint l_3419_ = (l_3418_ & 65535u);
                            uint _e2869 = l_mut_457_;
                            uint l_3420_ = (_e2869 & 65535u);
                            uint _e2872 = l_mut_457_;
                            uint l_3421_ = (_e2872 >> 16u);
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
                            uint l_834_ = (l_3438_ + l_3440_);
                            uint _e2906 = l_mut_259_;
                            uint _e2907 = l_mut_457_;
                            uint l_835_ = (_e2906 * _e2907);
                            uint l_836_ = (l_834_ + l_835_);
                            uint _e2910 = l_mut_209_;
                            uint l_837_ = (_e2910 - l_833_);
                            uint _e2912 = l_mut_203_;
                            uint l_838_ = (_e2912 - l_836_);
                            uint _e2914 = l_mut_209_;
                            bool l_839_ = (_e2914 < l_833_);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_448_ = l_837_;
                            l_mut_447_ = l_841_;
                            uint _e2918 = l_mut_457_;
                            uint _e2919 = l_mut_86_;
                            uint l_842_ = (_e2918 * _e2919);
                            uint _e2921 = l_mut_92_;
                            uint l_843_ = (_e2921 + l_842_);
                            l_mut_446_ = l_843_;
                            uint _e2923 = l_mut_265_;
                            uint _e2924 = l_mut_448_;
                            uint l_844_ = (_e2923 - _e2924);
                            uint _e2926 = l_mut_259_;
                            uint _e2927 = l_mut_447_;
                            uint l_845_ = (_e2926 - _e2927);
                            uint _e2929 = l_mut_265_;
                            uint _e2930 = l_mut_448_;
                            bool l_846_ = (_e2929 < _e2930);
                            uint l_847_ = uint(l_846_);
                            uint l_848_ = (l_845_ - l_847_);
                            l_mut_452_ = l_844_;
                            l_mut_451_ = l_848_;
                            uint _e2934 = l_mut_86_;
                            uint _e2935 = l_mut_446_;
                            uint l_849_ = (_e2934 + _e2935);
                            l_mut_435_ = l_849_;
                        }
                    }
                }
                uint _e2937 = l_mut_452_;
                l_mut_265_ = _e2937;
                uint _e2938 = l_mut_451_;
                l_mut_259_ = _e2938;
                uint _e2939 = l_mut_448_;
                l_mut_209_ = _e2939;
                uint _e2940 = l_mut_447_;
                l_mut_203_ = _e2940;
                uint _e2941 = l_mut_446_;
                l_mut_92_ = _e2941;
                uint _e2942 = l_mut_435_;
                l_mut_86_ = _e2942;
                uint _e2943 = l_mut_428_;
                l_mut_141_ = _e2943;
                uint _e2944 = l_mut_401_;
                l_mut_135_ = _e2944;
                uint _e2945 = l_mut_395_;
                bool l_850_ = (_e2945 == 1u);
                l_mut_357_ = l_850_;
                uint _e2948 = l_mut_395_;
                bool l_851_ = (_e2948 == 0u);
                l_mut_364_ = l_851_;
            } else {
                uint _e2951 = l_mut_209_;
                uint _e2952 = l_mut_141_;
                uint l_852_ = (_e2951 - _e2952);
                uint _e2954 = l_mut_203_;
                uint _e2955 = l_mut_135_;
                uint l_853_ = (_e2954 - _e2955);
                uint _e2957 = l_mut_209_;
                uint _e2958 = l_mut_141_;
                bool l_854_ = (_e2957 < _e2958);
                uint l_855_ = uint(l_854_);
                uint l_856_ = (l_853_ - l_855_);
                l_mut_778_ = l_852_;
                l_mut_773_ = l_856_;
                uint _e2962 = l_mut_141_;
                uint l_857_ = (_e2962 - l_347_);
                uint _e2964 = l_mut_135_;
                uint l_858_ = (_e2964 - l_351_);
                uint _e2966 = l_mut_141_;
                bool l_859_ = (_e2966 < l_347_);
                uint l_860_ = uint(l_859_);
                uint l_861_ = (l_858_ - l_860_);
                l_mut_778_ = l_857_;
                l_mut_773_ = l_861_;
                uint _e2970 = l_mut_209_;
                l_mut_457_ = _e2970;
                uint _e2971 = l_mut_203_;
                l_mut_452_ = _e2971;
                uint _e2972 = l_mut_773_;
                uint _e2973 = l_mut_203_;
                bool l_862_ = (_e2972 < _e2973);
                uint _e2975 = l_mut_773_;
                uint _e2976 = l_mut_203_;
                bool l_863_ = (_e2975 == _e2976);
                uint _e2978 = l_mut_778_;
                uint _e2979 = l_mut_209_;
                bool l_864_ = (_e2978 < _e2979);
                if (l_863_) {
                    local_65 = l_864_;
                } else {
                    local_65 = false;
                }
                bool l_865_ = local_65;
                if (!(l_862_)) {
                    local_66 = l_865_;
                } else {
                    local_66 = true;
                }
                bool l_866_ = local_66;
                if (l_866_) {
                    uint _e2990 = l_mut_778_;
                    l_mut_457_ = _e2990;
                    uint _e2991 = l_mut_773_;
                    l_mut_452_ = _e2991;
                }
                l_mut_652_ = false;
                uint _e2993 = l_mut_457_;
                l_mut_778_ = _e2993;
                uint _e2994 = l_mut_452_;
                l_mut_773_ = _e2994;
                if (false) {
                    uint _e2997 = l_mut_452_;
                    uint l_869_ = (_e2997 >> 3u);
                    l_mut_778_ = l_869_;
                    l_mut_773_ = 0u;
                } else {
                    if (true) {
                        uint _e3001 = l_mut_457_;
                        l_mut_451_ = _e3001;
                        if (true) {
                            uint _e3003 = l_mut_457_;
                            uint l_872_ = (_e3003 >> 3u);
                            uint _e3006 = l_mut_452_;
                            uint l_873_ = (_e3006 << 29u);
                            uint l_874_ = (l_872_ | l_873_);
                            l_mut_451_ = l_874_;
                        }
                        uint _e3010 = l_mut_452_;
                        uint l_875_ = (_e3010 >> 3u);
                        uint _e3013 = l_mut_451_;
                        l_mut_778_ = _e3013;
                        l_mut_773_ = l_875_;
                    }
                }
                uint _e3014 = l_mut_773_;
                uint _e3015 = l_mut_259_;
                bool l_876_ = (_e3014 < _e3015);
                uint _e3017 = l_mut_773_;
                uint _e3018 = l_mut_259_;
                bool l_877_ = (_e3017 == _e3018);
                uint _e3020 = l_mut_778_;
                uint _e3021 = l_mut_265_;
                bool l_878_ = (_e3020 < _e3021);
                if (l_877_) {
                    local_67 = l_878_;
                } else {
                    local_67 = false;
                }
                bool l_879_ = local_67;
                if (!(l_876_)) {
                    local_68 = l_879_;
                } else {
                    local_68 = true;
                }
                bool l_880_ = local_68;
                bool l_881_ = !(l_880_);
                l_mut_652_ = l_881_;
                l_mut_778_ = 0u;
                uint _e3034 = l_mut_265_;
                uint _e3035 = l_mut_259_;
                uint l_882_ = (_e3034 | _e3035);
                bool l_883_ = (l_882_ == 0u);
                bool l_884_ = !(l_883_);
                bool _e3040 = l_mut_652_;
                if (_e3040) {
                    local_69 = l_884_;
                } else {
                    local_69 = false;
                }
                bool l_885_ = local_69;
                uint _e3045 = l_mut_259_;
                uint _e3046 = l_mut_452_;
                bool l_886_ = (_e3045 < _e3046);
                uint _e3048 = l_mut_259_;
                uint _e3049 = l_mut_452_;
                bool l_887_ = (_e3048 == _e3049);
                uint _e3051 = l_mut_265_;
                uint _e3052 = l_mut_457_;
                bool l_888_ = (_e3051 < _e3052);
                if (l_887_) {
                    local_70 = l_888_;
                } else {
                    local_70 = false;
                }
                bool l_889_ = local_70;
                if (!(l_886_)) {
                    local_71 = l_889_;
                } else {
                    local_71 = true;
                }
                bool l_890_ = local_71;
                if (l_885_) {
                    local_72 = l_890_;
                } else {
                    local_72 = false;
                }
                bool l_891_ = local_72;
                uint _e3067 = l_mut_86_;
                uint _e3068 = l_mut_92_;
                uint l_892_ = (_e3067 + _e3068);
                bool l_893_ = (l_892_ < l_4_);
                if (l_891_) {
                    local_73 = l_893_;
                } else {
                    local_73 = false;
                }
                bool l_894_ = local_73;
                if (l_894_) {
                    uint _e3075 = l_mut_86_;
                    uint l_895_ = (l_4_ - _e3075);
                    uint _e3077 = l_mut_92_;
                    uint l_896_ = (l_895_ - _e3077);
                    uint _e3079 = l_mut_86_;
                    uint l_897_ = (l_896_ / _e3079);
                    uint _e3081 = l_mut_457_;
                    uint l_898_ = (_e3081 - 1u);
                    uint _e3084 = l_mut_452_;
                    uint l_899_ = (_e3084 - 0u);
                    uint _e3087 = l_mut_457_;
                    bool l_900_ = (_e3087 < 1u);
                    uint l_901_ = uint(l_900_);
                    uint l_902_ = (l_899_ - l_901_);
                    l_mut_773_ = l_898_;
                    l_mut_457_ = l_902_;
                    l_mut_452_ = 0u;
                    l_mut_903_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3180 = l_mut_903_;
                            l_mut_903_ = (_e3180 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3095 = l_mut_903_;
                        if ((_e3095 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3099 = l_mut_903_;
                            uint l_904_ = (19u - _e3099);
                            uint _e3101 = l_mut_773_;
                            l_mut_451_ = _e3101;
                            uint _e3102 = l_mut_457_;
                            l_mut_448_ = _e3102;
                            bool l_905_ = (l_904_ >= 32u);
                            if (l_905_) {
                                uint l_906_ = (l_904_ & 31u);
                                uint _e3107 = l_mut_457_;
                                uint l_907_ = (_e3107 >> l_906_);
                                l_mut_451_ = l_907_;
                                l_mut_448_ = 0u;
                            } else {
                                bool l_908_ = (l_904_ > 0u);
                                if (l_908_) {
                                    uint _e3112 = l_mut_773_;
                                    l_mut_447_ = _e3112;
                                    bool l_909_ = (l_904_ > 0u);
                                    if (l_909_) {
                                        uint _e3115 = l_mut_773_;
                                        uint l_910_ = (_e3115 >> l_904_);
                                        uint l_911_ = (32u - l_904_);
                                        uint _e3119 = l_mut_457_;
                                        uint l_912_ = (_e3119 << l_911_);
                                        uint l_913_ = (l_910_ | l_912_);
                                        l_mut_447_ = l_913_;
                                    }
                                    uint _e3122 = l_mut_457_;
                                    uint l_914_ = (_e3122 >> l_904_);
                                    uint _e3124 = l_mut_447_;
                                    l_mut_451_ = _e3124;
                                    l_mut_448_ = l_914_;
                                }
                            }
                            uint _e3125 = l_mut_448_;
                            uint _e3126 = l_mut_259_;
                            bool l_915_ = (_e3125 < _e3126);
                            uint _e3128 = l_mut_448_;
                            uint _e3129 = l_mut_259_;
                            bool l_916_ = (_e3128 == _e3129);
                            uint _e3131 = l_mut_451_;
                            uint _e3132 = l_mut_265_;
                            bool l_917_ = (_e3131 < _e3132);
                            if (l_916_) {
                                local_74 = l_917_;
                            } else {
                                local_74 = false;
                            }
                            bool l_918_ = local_74;
                            if (!(l_915_)) {
                                local_75 = l_918_;
                            } else {
                                local_75 = true;
                            }
                            bool l_919_ = local_75;
                            bool l_920_ = !(l_919_);
                            if (l_920_) {
                                uint _e3144 = l_mut_265_;
                                l_mut_451_ = _e3144;
                                uint _e3145 = l_mut_259_;
                                l_mut_448_ = _e3145;
                                bool l_921_ = (l_904_ >= 32u);
                                if (l_921_) {
                                    uint l_922_ = (l_904_ & 31u);
                                    uint _e3150 = l_mut_265_;
                                    uint l_923_ = (_e3150 << l_922_);
                                    l_mut_451_ = 0u;
                                    l_mut_448_ = l_923_;
                                } else {
                                    bool l_924_ = (l_904_ > 0u);
                                    if (l_924_) {
                                        uint _e3155 = l_mut_265_;
                                        uint l_925_ = (_e3155 << l_904_);
                                        uint _e3157 = l_mut_259_;
                                        uint l_926_ = (_e3157 << l_904_);
                                        uint l_927_ = (32u - l_904_);
                                        uint _e3161 = l_mut_265_;
                                        uint l_928_ = (_e3161 >> l_927_);
                                        uint l_929_ = (l_926_ | l_928_);
                                        l_mut_451_ = l_925_;
                                        l_mut_448_ = l_929_;
                                    }
                                }
                                uint _e3164 = l_mut_773_;
                                uint _e3165 = l_mut_451_;
                                uint l_930_ = (_e3164 - _e3165);
                                uint _e3167 = l_mut_457_;
                                uint _e3168 = l_mut_448_;
                                uint l_931_ = (_e3167 - _e3168);
                                uint _e3170 = l_mut_773_;
                                uint _e3171 = l_mut_451_;
                                bool l_932_ = (_e3170 < _e3171);
                                uint l_933_ = uint(l_932_);
                                uint l_934_ = (l_931_ - l_933_);
                                l_mut_773_ = l_930_;
                                l_mut_457_ = l_934_;
                                uint l_935_ = (1u << l_904_);
                                uint _e3177 = l_mut_452_;
                                l_mut_452_ = (_e3177 | l_935_);
                            }
                        }
                    }
                    uint _e3182 = l_mut_452_;
                    uint l_936_ = min(_e3182, l_897_);
                    l_mut_452_ = l_936_;
                    uint _e3184 = l_mut_457_;
                    uint _e3185 = l_mut_259_;
                    bool l_937_ = (_e3184 < _e3185);
                    uint _e3187 = l_mut_457_;
                    uint _e3188 = l_mut_259_;
                    bool l_938_ = (_e3187 == _e3188);
                    uint _e3190 = l_mut_773_;
                    uint _e3191 = l_mut_265_;
                    bool l_939_ = (_e3190 < _e3191);
                    if (l_938_) {
                        local_76 = l_939_;
                    } else {
                        local_76 = false;
                    }
                    bool l_940_ = local_76;
                    if (!(l_937_)) {
                        local_77 = l_940_;
                    } else {
                        local_77 = true;
                    }
                    bool l_941_ = local_77;
                    bool l_942_ = !(l_941_);
                    if (l_942_) {
                        l_mut_452_ = l_897_;
                    }
                    uint _e3203 = l_mut_452_;
                    l_mut_778_ = _e3203;
                }
                uint _e3204 = l_mut_209_;
                l_mut_773_ = _e3204;
                uint _e3205 = l_mut_203_;
                l_mut_457_ = _e3205;
                uint _e3206 = l_mut_265_;
                l_mut_452_ = _e3206;
                uint _e3207 = l_mut_259_;
                l_mut_451_ = _e3207;
                uint _e3208 = l_mut_86_;
                l_mut_448_ = _e3208;
                uint _e3209 = l_mut_92_;
                l_mut_447_ = _e3209;
                uint _e3210 = l_mut_141_;
                l_mut_446_ = _e3210;
                uint _e3211 = l_mut_135_;
                l_mut_435_ = _e3211;
                l_mut_428_ = 0u;
                uint _e3213 = l_mut_778_;
                bool l_943_ = (_e3213 > 0u);
                if (l_943_) {
                    uint _e3216 = l_mut_265_;
                    uint _e3217 = l_mut_778_;
                    uint l_944_ = (_e3216 * _e3217);
                    uint _e3219 = l_mut_265_;
                    uint l_3442_ = (_e3219 & 65535u);
                    uint _e3222 = l_mut_265_;
                    uint l_3443_ = (_e3222 >> 16u);
                    uint l_3444_ = (l_3443_ & 65535u);
                    uint _e3227 = l_mut_778_;
                    uint l_3445_ = (_e3227 & 65535u);
                    uint _e3230 = l_mut_778_;
                    uint l_3446_ = (_e3230 >> 16u);
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
                    uint l_945_ = (l_3463_ + l_3465_);
                    uint _e3264 = l_mut_259_;
                    uint _e3265 = l_mut_778_;
                    uint l_946_ = (_e3264 * _e3265);
                    uint l_947_ = (l_945_ + l_946_);
                    uint _e3268 = l_mut_141_;
                    uint l_948_ = (_e3268 - l_944_);
                    uint _e3270 = l_mut_135_;
                    uint l_949_ = (_e3270 - l_947_);
                    uint _e3272 = l_mut_141_;
                    bool l_950_ = (_e3272 < l_944_);
                    uint l_951_ = uint(l_950_);
                    uint l_952_ = (l_949_ - l_951_);
                    l_mut_446_ = l_948_;
                    l_mut_435_ = l_952_;
                    uint _e3276 = l_mut_209_;
                    uint l_953_ = (_e3276 - l_944_);
                    uint _e3278 = l_mut_203_;
                    uint l_954_ = (_e3278 - l_947_);
                    uint _e3280 = l_mut_209_;
                    bool l_955_ = (_e3280 < l_944_);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_773_ = l_953_;
                    l_mut_457_ = l_957_;
                    uint _e3284 = l_mut_778_;
                    uint _e3285 = l_mut_86_;
                    uint l_958_ = (_e3284 * _e3285);
                    uint _e3287 = l_mut_92_;
                    uint l_959_ = (_e3287 + l_958_);
                    l_mut_447_ = l_959_;
                } else {
                    uint _e3289 = l_mut_141_;
                    uint _e3290 = l_mut_265_;
                    uint l_960_ = (_e3289 - _e3290);
                    uint _e3292 = l_mut_135_;
                    uint _e3293 = l_mut_259_;
                    uint l_961_ = (_e3292 - _e3293);
                    uint _e3295 = l_mut_141_;
                    uint _e3296 = l_mut_265_;
                    bool l_962_ = (_e3295 < _e3296);
                    uint l_963_ = uint(l_962_);
                    uint l_964_ = (l_961_ - l_963_);
                    l_mut_446_ = l_960_;
                    l_mut_435_ = l_964_;
                    uint _e3300 = l_mut_435_;
                    bool l_965_ = (_e3300 < l_351_);
                    uint _e3302 = l_mut_435_;
                    bool l_966_ = (_e3302 == l_351_);
                    uint _e3304 = l_mut_446_;
                    bool l_967_ = (_e3304 < l_347_);
                    if (l_966_) {
                        local_78 = l_967_;
                    } else {
                        local_78 = false;
                    }
                    bool l_968_ = local_78;
                    if (!(l_965_)) {
                        local_79 = l_968_;
                    } else {
                        local_79 = true;
                    }
                    bool l_969_ = local_79;
                    if (l_969_) {
                        l_mut_428_ = 2u;
                    }
                    uint _e3316 = l_mut_428_;
                    bool l_970_ = (_e3316 == 0u);
                    if (l_970_) {
                        uint _e3319 = l_mut_86_;
                        uint l_971_ = (l_4_ - _e3319);
                        uint _e3321 = l_mut_92_;
                        uint l_972_ = (l_971_ / _e3321);
                        l_mut_778_ = 0u;
                        l_mut_652_ = false;
                        uint _e3325 = l_mut_265_;
                        l_mut_401_ = _e3325;
                        uint _e3326 = l_mut_259_;
                        l_mut_395_ = _e3326;
                        if (false) {
                            uint _e3329 = l_mut_259_;
                            uint l_975_ = (_e3329 >> 3u);
                            l_mut_401_ = l_975_;
                            l_mut_395_ = 0u;
                        } else {
                            if (true) {
                                uint _e3333 = l_mut_265_;
                                l_mut_389_ = _e3333;
                                if (true) {
                                    uint _e3335 = l_mut_265_;
                                    uint l_978_ = (_e3335 >> 3u);
                                    uint _e3338 = l_mut_259_;
                                    uint l_979_ = (_e3338 << 29u);
                                    uint l_980_ = (l_978_ | l_979_);
                                    l_mut_389_ = l_980_;
                                }
                                uint _e3342 = l_mut_259_;
                                uint l_981_ = (_e3342 >> 3u);
                                uint _e3345 = l_mut_389_;
                                l_mut_401_ = _e3345;
                                l_mut_395_ = l_981_;
                            }
                        }
                        uint _e3346 = l_mut_395_;
                        uint _e3347 = l_mut_203_;
                        bool l_982_ = (_e3346 < _e3347);
                        uint _e3349 = l_mut_395_;
                        uint _e3350 = l_mut_203_;
                        bool l_983_ = (_e3349 == _e3350);
                        uint _e3352 = l_mut_401_;
                        uint _e3353 = l_mut_209_;
                        bool l_984_ = (_e3352 < _e3353);
                        if (l_983_) {
                            local_80 = l_984_;
                        } else {
                            local_80 = false;
                        }
                        bool l_985_ = local_80;
                        if (!(l_982_)) {
                            local_81 = l_985_;
                        } else {
                            local_81 = true;
                        }
                        bool l_986_ = local_81;
                        bool l_987_ = !(l_986_);
                        l_mut_652_ = l_987_;
                        uint _e3365 = l_mut_209_;
                        uint _e3366 = l_mut_203_;
                        uint l_988_ = (_e3365 | _e3366);
                        bool l_989_ = (l_988_ == 0u);
                        if (l_989_) {
                            l_mut_778_ = l_972_;
                        } else {
                            bool _e3370 = l_mut_652_;
                            if (_e3370) {
                                uint _e3371 = l_mut_203_;
                                uint _e3372 = l_mut_259_;
                                bool l_990_ = (_e3371 < _e3372);
                                uint _e3374 = l_mut_203_;
                                uint _e3375 = l_mut_259_;
                                bool l_991_ = (_e3374 == _e3375);
                                uint _e3377 = l_mut_209_;
                                uint _e3378 = l_mut_265_;
                                bool l_992_ = (_e3377 < _e3378);
                                if (l_991_) {
                                    local_82 = l_992_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_993_ = local_82;
                                if (!(l_990_)) {
                                    local_83 = l_993_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_994_ = local_83;
                                if (l_994_) {
                                    uint _e3389 = l_mut_265_;
                                    uint l_995_ = (_e3389 - 1u);
                                    uint _e3392 = l_mut_259_;
                                    uint l_996_ = (_e3392 - 0u);
                                    uint _e3395 = l_mut_265_;
                                    bool l_997_ = (_e3395 < 1u);
                                    uint l_998_ = uint(l_997_);
                                    uint l_999_ = (l_996_ - l_998_);
                                    l_mut_401_ = l_995_;
                                    l_mut_395_ = l_999_;
                                    l_mut_389_ = 0u;
                                    l_mut_1000_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3488 = l_mut_1000_;
                                            l_mut_1000_ = (_e3488 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3403 = l_mut_1000_;
                                        if ((_e3403 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3407 = l_mut_1000_;
                                            uint l_1001_ = (19u - _e3407);
                                            uint _e3409 = l_mut_401_;
                                            l_mut_80_ = _e3409;
                                            uint _e3410 = l_mut_395_;
                                            l_mut_65_ = _e3410;
                                            bool l_1002_ = (l_1001_ >= 32u);
                                            if (l_1002_) {
                                                uint l_1003_ = (l_1001_ & 31u);
                                                uint _e3415 = l_mut_395_;
                                                uint l_1004_ = (_e3415 >> l_1003_);
                                                l_mut_80_ = l_1004_;
                                                l_mut_65_ = 0u;
                                            } else {
                                                bool l_1005_ = (l_1001_ > 0u);
                                                if (l_1005_) {
                                                    uint _e3420 = l_mut_401_;
                                                    l_mut_30_ = _e3420;
                                                    bool l_1006_ = (l_1001_ > 0u);
                                                    if (l_1006_) {
                                                        uint _e3423 = l_mut_401_;
                                                        uint l_1007_ = (_e3423 >> l_1001_);
                                                        uint l_1008_ = (32u - l_1001_);
                                                        uint _e3427 = l_mut_395_;
                                                        uint l_1009_ = (_e3427 << l_1008_);
                                                        uint l_1010_ = (l_1007_ | l_1009_);
                                                        l_mut_30_ = l_1010_;
                                                    }
                                                    uint _e3430 = l_mut_395_;
                                                    uint l_1011_ = (_e3430 >> l_1001_);
                                                    uint _e3432 = l_mut_30_;
                                                    l_mut_80_ = _e3432;
                                                    l_mut_65_ = l_1011_;
                                                }
                                            }
                                            uint _e3433 = l_mut_65_;
                                            uint _e3434 = l_mut_203_;
                                            bool l_1012_ = (_e3433 < _e3434);
                                            uint _e3436 = l_mut_65_;
                                            uint _e3437 = l_mut_203_;
                                            bool l_1013_ = (_e3436 == _e3437);
                                            uint _e3439 = l_mut_80_;
                                            uint _e3440 = l_mut_209_;
                                            bool l_1014_ = (_e3439 < _e3440);
                                            if (l_1013_) {
                                                local_84 = l_1014_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_1015_ = local_84;
                                            if (!(l_1012_)) {
                                                local_85 = l_1015_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_1016_ = local_85;
                                            bool l_1017_ = !(l_1016_);
                                            if (l_1017_) {
                                                uint _e3452 = l_mut_209_;
                                                l_mut_80_ = _e3452;
                                                uint _e3453 = l_mut_203_;
                                                l_mut_65_ = _e3453;
                                                bool l_1018_ = (l_1001_ >= 32u);
                                                if (l_1018_) {
                                                    uint l_1019_ = (l_1001_ & 31u);
                                                    uint _e3458 = l_mut_209_;
                                                    uint l_1020_ = (_e3458 << l_1019_);
                                                    l_mut_80_ = 0u;
                                                    l_mut_65_ = l_1020_;
                                                } else {
                                                    bool l_1021_ = (l_1001_ > 0u);
                                                    if (l_1021_) {
                                                        uint _e3463 = l_mut_209_;
                                                        uint l_1022_ = (_e3463 << l_1001_);
                                                        uint _e3465 = l_mut_203_;
                                                        uint l_1023_ = (_e3465 << l_1001_);
                                                        uint l_1024_ = (32u - l_1001_);
                                                        uint _e3469 = l_mut_209_;
                                                        uint l_1025_ = (_e3469 >> l_1024_);
                                                        uint l_1026_ = (l_1023_ | l_1025_);
                                                        l_mut_80_ = l_1022_;
                                                        l_mut_65_ = l_1026_;
                                                    }
                                                }
                                                uint _e3472 = l_mut_401_;
                                                uint _e3473 = l_mut_80_;
                                                uint l_1027_ = (_e3472 - _e3473);
                                                uint _e3475 = l_mut_395_;
                                                uint _e3476 = l_mut_65_;
                                                uint l_1028_ = (_e3475 - _e3476);
                                                uint _e3478 = l_mut_401_;
                                                uint _e3479 = l_mut_80_;
                                                bool l_1029_ = (_e3478 < _e3479);
                                                uint l_1030_ = uint(l_1029_);
                                                uint l_1031_ = (l_1028_ - l_1030_);
                                                l_mut_401_ = l_1027_;
                                                l_mut_395_ = l_1031_;
                                                uint l_1032_ = (1u << l_1001_);
                                                uint _e3485 = l_mut_389_;
                                                l_mut_389_ = (_e3485 | l_1032_);
                                            }
                                        }
                                    }
                                    uint _e3490 = l_mut_389_;
                                    uint l_1033_ = min(_e3490, l_972_);
                                    l_mut_389_ = l_1033_;
                                    uint _e3492 = l_mut_395_;
                                    uint _e3493 = l_mut_203_;
                                    bool l_1034_ = (_e3492 < _e3493);
                                    uint _e3495 = l_mut_395_;
                                    uint _e3496 = l_mut_203_;
                                    bool l_1035_ = (_e3495 == _e3496);
                                    uint _e3498 = l_mut_401_;
                                    uint _e3499 = l_mut_209_;
                                    bool l_1036_ = (_e3498 < _e3499);
                                    if (l_1035_) {
                                        local_86 = l_1036_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1037_ = local_86;
                                    if (!(l_1034_)) {
                                        local_87 = l_1037_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1038_ = local_87;
                                    bool l_1039_ = !(l_1038_);
                                    if (l_1039_) {
                                        l_mut_389_ = l_972_;
                                    }
                                    uint _e3511 = l_mut_389_;
                                    l_mut_778_ = _e3511;
                                }
                            } else {
                                uint _e3512 = l_mut_265_;
                                l_mut_401_ = _e3512;
                                uint _e3513 = l_mut_259_;
                                l_mut_395_ = _e3513;
                                while(true) {
                                    uint _e3514 = l_mut_203_;
                                    uint _e3515 = l_mut_395_;
                                    bool l_1040_ = (_e3514 < _e3515);
                                    uint _e3517 = l_mut_203_;
                                    uint _e3518 = l_mut_395_;
                                    bool l_1041_ = (_e3517 == _e3518);
                                    uint _e3520 = l_mut_209_;
                                    uint _e3521 = l_mut_401_;
                                    bool l_1042_ = (_e3520 < _e3521);
                                    if (l_1041_) {
                                        local_88 = l_1042_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1043_ = local_88;
                                    if (!(l_1040_)) {
                                        local_89 = l_1043_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1044_ = local_89;
                                    uint _e3532 = l_mut_778_;
                                    uint _e3533 = l_mut_92_;
                                    uint l_1045_ = (_e3532 * _e3533);
                                    uint _e3535 = l_mut_86_;
                                    uint l_1046_ = (_e3535 + l_1045_);
                                    uint _e3537 = l_mut_92_;
                                    uint l_1047_ = (l_1046_ + _e3537);
                                    bool l_1048_ = (l_1047_ < l_4_);
                                    if (l_1044_) {
                                        local_90 = l_1048_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1049_ = local_90;
                                    bool l_1050_ = !(l_1049_);
                                    if (l_1050_) {
                                        break;
                                    }
                                    uint _e3545 = l_mut_401_;
                                    uint _e3546 = l_mut_209_;
                                    uint l_1051_ = (_e3545 - _e3546);
                                    uint _e3548 = l_mut_395_;
                                    uint _e3549 = l_mut_203_;
                                    uint l_1052_ = (_e3548 - _e3549);
                                    uint _e3551 = l_mut_401_;
                                    uint _e3552 = l_mut_209_;
                                    bool l_1053_ = (_e3551 < _e3552);
                                    uint l_1054_ = uint(l_1053_);
                                    uint l_1055_ = (l_1052_ - l_1054_);
                                    l_mut_401_ = l_1051_;
                                    l_mut_395_ = l_1055_;
                                    uint _e3556 = l_mut_778_;
                                    l_mut_778_ = (_e3556 + 1u);
                                }
                            }
                        }
                        uint _e3559 = l_mut_778_;
                        uint _e3560 = l_mut_92_;
                        uint l_1056_ = (_e3559 * _e3560);
                        uint _e3562 = l_mut_86_;
                        uint l_1057_ = (_e3562 + l_1056_);
                        uint _e3564 = l_mut_92_;
                        uint l_1058_ = (l_1057_ + _e3564);
                        bool l_1059_ = (l_1058_ >= l_4_);
                        if (l_1059_) {
                            l_mut_428_ = 1u;
                        } else {
                            uint _e3568 = l_mut_209_;
                            uint _e3569 = l_mut_778_;
                            uint l_1060_ = (_e3568 * _e3569);
                            uint _e3571 = l_mut_209_;
                            uint l_3467_ = (_e3571 & 65535u);
                            uint _e3574 = l_mut_209_;
                            uint l_3468_ = (_e3574 >> 16u);
                            uint l_3469_ = (l_3468_ & 65535u);
                            uint _e3579 = l_mut_778_;
                            uint l_3470_ = (_e3579 & 65535u);
                            uint _e3582 = l_mut_778_;
                            uint l_3471_ = (_e3582 >> 16u);
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
                            uint l_1061_ = (l_3488_ + l_3490_);
                            uint _e3616 = l_mut_203_;
                            uint _e3617 = l_mut_778_;
                            uint l_1062_ = (_e3616 * _e3617);
                            uint l_1063_ = (l_1061_ + l_1062_);
                            uint _e3620 = l_mut_265_;
                            uint l_1064_ = (_e3620 - l_1060_);
                            uint _e3622 = l_mut_259_;
                            uint l_1065_ = (_e3622 - l_1063_);
                            uint _e3624 = l_mut_265_;
                            bool l_1066_ = (_e3624 < l_1060_);
                            uint l_1067_ = uint(l_1066_);
                            uint l_1068_ = (l_1065_ - l_1067_);
                            l_mut_452_ = l_1064_;
                            l_mut_451_ = l_1068_;
                            uint _e3628 = l_mut_778_;
                            uint _e3629 = l_mut_92_;
                            uint l_1069_ = (_e3628 * _e3629);
                            uint _e3631 = l_mut_86_;
                            uint l_1070_ = (_e3631 + l_1069_);
                            l_mut_448_ = l_1070_;
                            uint _e3633 = l_mut_209_;
                            uint _e3634 = l_mut_452_;
                            uint l_1071_ = (_e3633 - _e3634);
                            uint _e3636 = l_mut_203_;
                            uint _e3637 = l_mut_451_;
                            uint l_1072_ = (_e3636 - _e3637);
                            uint _e3639 = l_mut_209_;
                            uint _e3640 = l_mut_452_;
                            bool l_1073_ = (_e3639 < _e3640);
                            uint l_1074_ = uint(l_1073_);
                            uint l_1075_ = (l_1072_ - l_1074_);
                            l_mut_773_ = l_1071_;
                            l_mut_457_ = l_1075_;
                            uint _e3644 = l_mut_92_;
                            uint _e3645 = l_mut_448_;
                            uint l_1076_ = (_e3644 + _e3645);
                            l_mut_447_ = l_1076_;
                        }
                    }
                }
                uint _e3647 = l_mut_452_;
                l_mut_265_ = _e3647;
                uint _e3648 = l_mut_451_;
                l_mut_259_ = _e3648;
                uint _e3649 = l_mut_773_;
                l_mut_209_ = _e3649;
                uint _e3650 = l_mut_457_;
                l_mut_203_ = _e3650;
                uint _e3651 = l_mut_447_;
                l_mut_92_ = _e3651;
                uint _e3652 = l_mut_448_;
                l_mut_86_ = _e3652;
                uint _e3653 = l_mut_446_;
                l_mut_141_ = _e3653;
                uint _e3654 = l_mut_435_;
                l_mut_135_ = _e3654;
                uint _e3655 = l_mut_428_;
                bool l_1077_ = (_e3655 == 1u);
                l_mut_357_ = l_1077_;
                uint _e3658 = l_mut_428_;
                bool l_1078_ = (_e3658 == 0u);
                l_mut_364_ = l_1078_;
            }
        }
        bool _e3661 = l_mut_357_;
        bool l_1079_ = !(_e3661);
        if (l_1079_) {
            uint l_3492_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3493_ = (l_3492_ * 1u);
            uint l_3494_ = (l_3493_ - 1u);
            uint l_3495_ = min(0u, l_3494_);
            uint _e3676 = atomicAdd(_group_0_binding_5_cs[l_3495_], 1u);
            uint l_1082_ = (l_4_ / 8u);
            l_mut_778_ = 0u;
            l_mut_773_ = 0u;
            l_mut_457_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8894 = l_mut_1083_;
                    l_mut_1083_ = (_e8894 + 1u);
                }
                loop_init_6 = false;
                uint _e3684 = l_mut_1083_;
                if ((_e3684 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3687 = l_mut_1083_;
                    uint l_1084_ = (_e3687 * l_1082_);
                    bool l_1085_ = (l_1084_ < l_46_);
                    uint l_1086_ = (l_4_ / 8u);
                    uint _e3692 = l_mut_1083_;
                    uint l_1087_ = (_e3692 * l_1086_);
                    uint l_1088_ = (l_1087_ + l_1087_);
                    uint l_1089_ = (l_62_ >> 31u);
                    bool l_1090_ = (l_1089_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1090_) {
                        uint l_1091_ = (0u - l_59_);
                        uint l_1092_ = (0u - l_62_);
                        bool l_1093_ = (0u < l_59_);
                        uint l_1094_ = uint(l_1093_);
                        uint l_1095_ = (l_1092_ - l_1094_);
                        l_mut_452_ = l_1091_;
                        l_mut_451_ = l_1095_;
                    }
                    uint _e3707 = l_mut_452_;
                    uint l_1096_ = (_e3707 * l_1088_);
                    uint _e3709 = l_mut_451_;
                    uint l_1097_ = (_e3709 * l_1088_);
                    uint _e3711 = l_mut_452_;
                    uint l_3497_ = (_e3711 & 65535u);
                    uint _e3714 = l_mut_452_;
                    uint l_3498_ = (_e3714 >> 16u);
                    uint l_3499_ = (l_3498_ & 65535u);
                    uint l_3500_ = (l_1088_ & 65535u);
                    uint l_3501_ = (l_1088_ >> 16u);
                    uint l_3502_ = (l_3501_ & 65535u);
                    uint l_3503_ = (l_3497_ * l_3500_);
                    uint l_3504_ = (l_3499_ * l_3500_);
                    uint l_3505_ = (l_3497_ * l_3502_);
                    uint l_3506_ = (l_3499_ * l_3502_);
                    uint l_3507_ = (l_3503_ >> 16u);
                    uint l_3508_ = (l_3507_ & 65535u);
                    uint l_3509_ = (l_3504_ & 65535u);
                    uint l_3510_ = (l_3508_ + l_3509_);
                    uint l_3511_ = (l_3505_ & 65535u);
                    uint l_3512_ = (l_3510_ + l_3511_);
                    uint l_3513_ = (l_3504_ >> 16u);
                    uint l_3514_ = (l_3513_ & 65535u);
                    uint l_3515_ = (l_3506_ + l_3514_);
                    uint l_3516_ = (l_3505_ >> 16u);
                    uint l_3517_ = (l_3516_ & 65535u);
                    uint l_3518_ = (l_3515_ + l_3517_);
                    uint l_3519_ = (l_3512_ >> 16u);
                    uint l_3520_ = (l_3519_ & 65535u);
                    uint l_1098_ = (l_3518_ + l_3520_);
                    uint l_1099_ = (l_1098_ + l_1097_);
                    uint _e3755 = l_mut_451_;
                    uint l_3522_ = (_e3755 & 65535u);
                    uint _e3758 = l_mut_451_;
                    uint l_3523_ = (_e3758 >> 16u);
                    uint l_3524_ = (l_3523_ & 65535u);
                    uint l_3525_ = (l_1088_ & 65535u);
                    uint l_3526_ = (l_1088_ >> 16u);
                    uint l_3527_ = (l_3526_ & 65535u);
                    uint l_3528_ = (l_3522_ * l_3525_);
                    uint l_3529_ = (l_3524_ * l_3525_);
                    uint l_3530_ = (l_3522_ * l_3527_);
                    uint l_3531_ = (l_3524_ * l_3527_);
                    uint l_3532_ = (l_3528_ >> 16u);
                    uint l_3533_ = (l_3532_ & 65535u);
                    uint l_3534_ = (l_3529_ & 65535u);
                    uint l_3535_ = (l_3533_ + l_3534_);
                    uint l_3536_ = (l_3530_ & 65535u);
                    uint l_3537_ = (l_3535_ + l_3536_);
                    uint l_3538_ = (l_3529_ >> 16u);
                    uint l_3539_ = (l_3538_ & 65535u);
                    uint l_3540_ = (l_3531_ + l_3539_);
                    uint l_3541_ = (l_3530_ >> 16u);
                    uint l_3542_ = (l_3541_ & 65535u);
                    uint l_3543_ = (l_3540_ + l_3542_);
                    uint l_3544_ = (l_3537_ >> 16u);
                    uint l_3545_ = (l_3544_ & 65535u);
                    uint l_1100_ = (l_3543_ + l_3545_);
                    bool l_1101_ = (l_1099_ < l_1097_);
                    uint l_1102_ = uint(l_1101_);
                    uint l_1103_ = (l_1100_ + l_1102_);
                    uint l_1104_ = (l_9_ % 32u);
                    l_mut_448_ = l_1096_;
                    bool l_1105_ = (l_1104_ > 0u);
                    if (l_1105_) {
                        uint l_1106_ = (l_1096_ >> l_1104_);
                        uint l_1107_ = (32u - l_1104_);
                        uint l_1108_ = (l_1099_ << l_1107_);
                        uint l_1109_ = (l_1106_ | l_1108_);
                        l_mut_448_ = l_1109_;
                    }
                    l_mut_447_ = l_1099_;
                    bool l_1110_ = (l_1104_ > 0u);
                    if (l_1110_) {
                        uint l_1111_ = (l_1099_ >> l_1104_);
                        uint l_1112_ = (32u - l_1104_);
                        uint l_1113_ = (l_1103_ << l_1112_);
                        uint l_1114_ = (l_1111_ | l_1113_);
                        l_mut_447_ = l_1114_;
                    }
                    uint _e3817 = l_mut_448_;
                    l_mut_446_ = _e3817;
                    uint _e3818 = l_mut_447_;
                    l_mut_448_ = _e3818;
                    bool l_1115_ = (l_9_ >= 64u);
                    if (l_1115_) {
                        l_mut_446_ = l_1103_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1116_ = (l_9_ >= 32u);
                        if (l_1116_) {
                            l_mut_447_ = l_1099_;
                            bool l_1117_ = (l_1104_ > 0u);
                            if (l_1117_) {
                                uint l_1118_ = (l_1099_ >> l_1104_);
                                uint l_1119_ = (32u - l_1104_);
                                uint l_1120_ = (l_1103_ << l_1119_);
                                uint l_1121_ = (l_1118_ | l_1120_);
                                l_mut_447_ = l_1121_;
                            }
                            uint l_1122_ = (l_1103_ >> l_1104_);
                            uint _e3832 = l_mut_447_;
                            l_mut_446_ = _e3832;
                            l_mut_448_ = l_1122_;
                        }
                    }
                    uint _e3833 = l_mut_446_;
                    l_mut_452_ = _e3833;
                    uint _e3834 = l_mut_448_;
                    l_mut_451_ = _e3834;
                    if (l_1090_) {
                        uint _e3836 = l_mut_452_;
                        uint l_1123_ = (0u - _e3836);
                        uint _e3839 = l_mut_451_;
                        uint l_1124_ = (0u - _e3839);
                        uint _e3842 = l_mut_452_;
                        bool l_1125_ = (0u < _e3842);
                        uint l_1126_ = uint(l_1125_);
                        uint l_1127_ = (l_1124_ - l_1126_);
                        l_mut_452_ = l_1123_;
                        l_mut_451_ = l_1127_;
                    }
                    uint _e3846 = l_mut_452_;
                    uint l_1128_ = (l_49_ + _e3846);
                    uint _e3848 = l_mut_451_;
                    uint l_1129_ = (l_52_ + _e3848);
                    bool l_1130_ = (l_1128_ < l_49_);
                    uint l_1131_ = uint(l_1130_);
                    uint l_1132_ = (l_1129_ + l_1131_);
                    uint l_1133_ = (l_49_ * l_1087_);
                    uint l_3547_ = (l_49_ & 65535u);
                    uint l_3548_ = (l_49_ >> 16u);
                    uint l_3549_ = (l_3548_ & 65535u);
                    uint l_3550_ = (l_1087_ & 65535u);
                    uint l_3551_ = (l_1087_ >> 16u);
                    uint l_3552_ = (l_3551_ & 65535u);
                    uint l_3553_ = (l_3547_ * l_3550_);
                    uint l_3554_ = (l_3549_ * l_3550_);
                    uint l_3555_ = (l_3547_ * l_3552_);
                    uint l_3556_ = (l_3549_ * l_3552_);
                    uint l_3557_ = (l_3553_ >> 16u);
                    uint l_3558_ = (l_3557_ & 65535u);
                    uint l_3559_ = (l_3554_ & 65535u);
                    uint l_3560_ = (l_3558_ + l_3559_);
                    uint l_3561_ = (l_3555_ & 65535u);
                    uint l_3562_ = (l_3560_ + l_3561_);
                    uint l_3563_ = (l_3554_ >> 16u);
                    uint l_3564_ = (l_3563_ & 65535u);
                    uint l_3565_ = (l_3556_ + l_3564_);
                    uint l_3566_ = (l_3555_ >> 16u);
                    uint l_3567_ = (l_3566_ & 65535u);
                    uint l_3568_ = (l_3565_ + l_3567_);
                    uint l_3569_ = (l_3562_ >> 16u);
                    uint l_3570_ = (l_3569_ & 65535u);
                    uint l_1134_ = (l_3568_ + l_3570_);
                    uint l_1135_ = (l_52_ * l_1087_);
                    uint l_1136_ = (l_1134_ + l_1135_);
                    uint l_1137_ = (l_54_ + l_1133_);
                    uint l_1138_ = (l_57_ + l_1136_);
                    bool l_1139_ = (l_1137_ < l_54_);
                    uint l_1140_ = uint(l_1139_);
                    uint l_1141_ = (l_1138_ + l_1140_);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1142_ = (l_1087_ < 65536u);
                    if (l_1142_) {
                        uint l_1143_ = (l_1087_ * l_1087_);
                        uint l_1144_ = (l_62_ >> 31u);
                        bool l_1145_ = (l_1144_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1145_) {
                            uint l_1146_ = (0u - l_59_);
                            uint l_1147_ = (0u - l_62_);
                            bool l_1148_ = (0u < l_59_);
                            uint l_1149_ = uint(l_1148_);
                            uint l_1150_ = (l_1147_ - l_1149_);
                            l_mut_448_ = l_1146_;
                            l_mut_447_ = l_1150_;
                        }
                        uint _e3919 = l_mut_448_;
                        uint l_1151_ = (_e3919 * l_1143_);
                        uint _e3921 = l_mut_447_;
                        uint l_1152_ = (_e3921 * l_1143_);
                        uint _e3923 = l_mut_448_;
                        uint l_3572_ = (_e3923 & 65535u);
                        uint _e3926 = l_mut_448_;
                        uint l_3573_ = (_e3926 >> 16u);
                        uint l_3574_ = (l_3573_ & 65535u);
                        uint l_3575_ = (l_1143_ & 65535u);
                        uint l_3576_ = (l_1143_ >> 16u);
                        uint l_3577_ = (l_3576_ & 65535u);
                        uint l_3578_ = (l_3572_ * l_3575_);
                        uint l_3579_ = (l_3574_ * l_3575_);
                        uint l_3580_ = (l_3572_ * l_3577_);
                        uint l_3581_ = (l_3574_ * l_3577_);
                        uint l_3582_ = (l_3578_ >> 16u);
                        uint l_3583_ = (l_3582_ & 65535u);
                        uint l_3584_ = (l_3579_ & 65535u);
                        uint l_3585_ = (l_3583_ + l_3584_);
                        uint l_3586_ = (l_3580_ & 65535u);
                        uint l_3587_ = (l_3585_ + l_3586_);
                        uint l_3588_ = (l_3579_ >> 16u);
                        uint l_3589_ = (l_3588_ & 65535u);
                        uint l_3590_ = (l_3581_ + l_3589_);
                        uint l_3591_ = (l_3580_ >> 16u);
                        uint l_3592_ = (l_3591_ & 65535u);
                        uint l_3593_ = (l_3590_ + l_3592_);
                        uint l_3594_ = (l_3587_ >> 16u);
                        uint l_3595_ = (l_3594_ & 65535u);
                        uint l_1153_ = (l_3593_ + l_3595_);
                        uint l_1154_ = (l_1153_ + l_1152_);
                        uint _e3967 = l_mut_447_;
                        uint l_3597_ = (_e3967 & 65535u);
                        uint _e3970 = l_mut_447_;
                        uint l_3598_ = (_e3970 >> 16u);
                        uint l_3599_ = (l_3598_ & 65535u);
                        uint l_3600_ = (l_1143_ & 65535u);
                        uint l_3601_ = (l_1143_ >> 16u);
                        uint l_3602_ = (l_3601_ & 65535u);
                        uint l_3603_ = (l_3597_ * l_3600_);
                        uint l_3604_ = (l_3599_ * l_3600_);
                        uint l_3605_ = (l_3597_ * l_3602_);
                        uint l_3606_ = (l_3599_ * l_3602_);
                        uint l_3607_ = (l_3603_ >> 16u);
                        uint l_3608_ = (l_3607_ & 65535u);
                        uint l_3609_ = (l_3604_ & 65535u);
                        uint l_3610_ = (l_3608_ + l_3609_);
                        uint l_3611_ = (l_3605_ & 65535u);
                        uint l_3612_ = (l_3610_ + l_3611_);
                        uint l_3613_ = (l_3604_ >> 16u);
                        uint l_3614_ = (l_3613_ & 65535u);
                        uint l_3615_ = (l_3606_ + l_3614_);
                        uint l_3616_ = (l_3605_ >> 16u);
                        uint l_3617_ = (l_3616_ & 65535u);
                        uint l_3618_ = (l_3615_ + l_3617_);
                        uint l_3619_ = (l_3612_ >> 16u);
                        uint l_3620_ = (l_3619_ & 65535u);
                        uint l_1155_ = (l_3618_ + l_3620_);
                        bool l_1156_ = (l_1154_ < l_1152_);
                        uint l_1157_ = uint(l_1156_);
                        uint l_1158_ = (l_1155_ + l_1157_);
                        uint l_1159_ = (l_9_ % 32u);
                        l_mut_446_ = l_1151_;
                        bool l_1160_ = (l_1159_ > 0u);
                        if (l_1160_) {
                            uint l_1161_ = (l_1151_ >> l_1159_);
                            uint l_1162_ = (32u - l_1159_);
                            uint l_1163_ = (l_1154_ << l_1162_);
                            uint l_1164_ = (l_1161_ | l_1163_);
                            l_mut_446_ = l_1164_;
                        }
                        l_mut_435_ = l_1154_;
                        bool l_1165_ = (l_1159_ > 0u);
                        if (l_1165_) {
                            uint l_1166_ = (l_1154_ >> l_1159_);
                            uint l_1167_ = (32u - l_1159_);
                            uint l_1168_ = (l_1158_ << l_1167_);
                            uint l_1169_ = (l_1166_ | l_1168_);
                            l_mut_435_ = l_1169_;
                        }
                        uint _e4029 = l_mut_446_;
                        l_mut_428_ = _e4029;
                        uint _e4030 = l_mut_435_;
                        l_mut_446_ = _e4030;
                        bool l_1170_ = (l_9_ >= 64u);
                        if (l_1170_) {
                            l_mut_428_ = l_1158_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1171_ = (l_9_ >= 32u);
                            if (l_1171_) {
                                l_mut_435_ = l_1154_;
                                bool l_1172_ = (l_1159_ > 0u);
                                if (l_1172_) {
                                    uint l_1173_ = (l_1154_ >> l_1159_);
                                    uint l_1174_ = (32u - l_1159_);
                                    uint l_1175_ = (l_1158_ << l_1174_);
                                    uint l_1176_ = (l_1173_ | l_1175_);
                                    l_mut_435_ = l_1176_;
                                }
                                uint l_1177_ = (l_1158_ >> l_1159_);
                                uint _e4044 = l_mut_435_;
                                l_mut_428_ = _e4044;
                                l_mut_446_ = l_1177_;
                            }
                        }
                        uint _e4045 = l_mut_428_;
                        l_mut_448_ = _e4045;
                        uint _e4046 = l_mut_446_;
                        l_mut_447_ = _e4046;
                        if (l_1145_) {
                            uint _e4048 = l_mut_448_;
                            uint l_1178_ = (0u - _e4048);
                            uint _e4051 = l_mut_447_;
                            uint l_1179_ = (0u - _e4051);
                            uint _e4054 = l_mut_448_;
                            bool l_1180_ = (0u < _e4054);
                            uint l_1181_ = uint(l_1180_);
                            uint l_1182_ = (l_1179_ - l_1181_);
                            l_mut_448_ = l_1178_;
                            l_mut_447_ = l_1182_;
                        }
                        uint _e4058 = l_mut_448_;
                        l_mut_452_ = _e4058;
                        uint _e4059 = l_mut_447_;
                        l_mut_451_ = _e4059;
                    } else {
                        uint l_1183_ = (l_62_ >> 31u);
                        bool l_1184_ = (l_1183_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1184_) {
                            uint l_1185_ = (0u - l_59_);
                            uint l_1186_ = (0u - l_62_);
                            bool l_1187_ = (0u < l_59_);
                            uint l_1188_ = uint(l_1187_);
                            uint l_1189_ = (l_1186_ - l_1188_);
                            l_mut_448_ = l_1185_;
                            l_mut_447_ = l_1189_;
                        }
                        uint _e4072 = l_mut_448_;
                        uint l_1190_ = (_e4072 * l_1087_);
                        uint _e4074 = l_mut_447_;
                        uint l_1191_ = (_e4074 * l_1087_);
                        uint _e4076 = l_mut_448_;
                        uint l_3622_ = (_e4076 & 65535u);
                        uint _e4079 = l_mut_448_;
                        uint l_3623_ = (_e4079 >> 16u);
                        uint l_3624_ = (l_3623_ & 65535u);
                        uint l_3625_ = (l_1087_ & 65535u);
                        uint l_3626_ = (l_1087_ >> 16u);
                        uint l_3627_ = (l_3626_ & 65535u);
                        uint l_3628_ = (l_3622_ * l_3625_);
                        uint l_3629_ = (l_3624_ * l_3625_);
                        uint l_3630_ = (l_3622_ * l_3627_);
                        uint l_3631_ = (l_3624_ * l_3627_);
                        uint l_3632_ = (l_3628_ >> 16u);
                        uint l_3633_ = (l_3632_ & 65535u);
                        uint l_3634_ = (l_3629_ & 65535u);
                        uint l_3635_ = (l_3633_ + l_3634_);
                        uint l_3636_ = (l_3630_ & 65535u);
                        uint l_3637_ = (l_3635_ + l_3636_);
                        uint l_3638_ = (l_3629_ >> 16u);
                        uint l_3639_ = (l_3638_ & 65535u);
                        uint l_3640_ = (l_3631_ + l_3639_);
                        uint l_3641_ = (l_3630_ >> 16u);
                        uint l_3642_ = (l_3641_ & 65535u);
                        uint l_3643_ = (l_3640_ + l_3642_);
                        uint l_3644_ = (l_3637_ >> 16u);
                        uint l_3645_ = (l_3644_ & 65535u);
                        uint l_1192_ = (l_3643_ + l_3645_);
                        uint l_1193_ = (l_1192_ + l_1191_);
                        uint _e4120 = l_mut_447_;
                        uint l_3647_ = (_e4120 & 65535u);
                        uint _e4123 = l_mut_447_;
                        uint l_3648_ = (_e4123 >> 16u);
                        uint l_3649_ = (l_3648_ & 65535u);
                        uint l_3650_ = (l_1087_ & 65535u);
                        uint l_3651_ = (l_1087_ >> 16u);
                        uint l_3652_ = (l_3651_ & 65535u);
                        uint l_3653_ = (l_3647_ * l_3650_);
                        uint l_3654_ = (l_3649_ * l_3650_);
                        uint l_3655_ = (l_3647_ * l_3652_);
                        uint l_3656_ = (l_3649_ * l_3652_);
                        uint l_3657_ = (l_3653_ >> 16u);
                        uint l_3658_ = (l_3657_ & 65535u);
                        uint l_3659_ = (l_3654_ & 65535u);
                        uint l_3660_ = (l_3658_ + l_3659_);
                        uint l_3661_ = (l_3655_ & 65535u);
                        uint l_3662_ = (l_3660_ + l_3661_);
                        uint l_3663_ = (l_3654_ >> 16u);
                        uint l_3664_ = (l_3663_ & 65535u);
                        uint l_3665_ = (l_3656_ + l_3664_);
                        uint l_3666_ = (l_3655_ >> 16u);
                        uint l_3667_ = (l_3666_ & 65535u);
                        uint l_3668_ = (l_3665_ + l_3667_);
                        uint l_3669_ = (l_3662_ >> 16u);
                        uint l_3670_ = (l_3669_ & 65535u);
                        uint l_1194_ = (l_3668_ + l_3670_);
                        bool l_1195_ = (l_1193_ < l_1191_);
                        uint l_1196_ = uint(l_1195_);
                        uint l_1197_ = (l_1194_ + l_1196_);
                        l_mut_446_ = l_1190_;
                        bool l_1199_ = (0u > 0u);
                        if (l_1199_) {
                            uint l_1200_ = (l_1190_ >> 0u);
                            uint l_1201_ = (32u - 0u);
                            uint l_1202_ = (l_1193_ << l_1201_);
                            uint l_1203_ = (l_1200_ | l_1202_);
                            l_mut_446_ = l_1203_;
                        }
                        l_mut_435_ = l_1193_;
                        bool l_1204_ = (0u > 0u);
                        if (l_1204_) {
                            uint l_1205_ = (l_1193_ >> 0u);
                            uint l_1206_ = (32u - 0u);
                            uint l_1207_ = (l_1197_ << l_1206_);
                            uint l_1208_ = (l_1205_ | l_1207_);
                            l_mut_435_ = l_1208_;
                        }
                        uint _e4181 = l_mut_446_;
                        l_mut_428_ = _e4181;
                        uint _e4182 = l_mut_435_;
                        l_mut_446_ = _e4182;
                        if (false) {
                            l_mut_428_ = l_1197_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1193_;
                                bool l_1211_ = (0u > 0u);
                                if (l_1211_) {
                                    uint l_1212_ = (l_1193_ >> 0u);
                                    uint l_1213_ = (32u - 0u);
                                    uint l_1214_ = (l_1197_ << l_1213_);
                                    uint l_1215_ = (l_1212_ | l_1214_);
                                    l_mut_435_ = l_1215_;
                                }
                                uint l_1216_ = (l_1197_ >> 0u);
                                uint _e4194 = l_mut_435_;
                                l_mut_428_ = _e4194;
                                l_mut_446_ = l_1216_;
                            }
                        }
                        uint _e4195 = l_mut_448_;
                        uint l_1217_ = (_e4195 * l_1087_);
                        uint _e4197 = l_mut_447_;
                        uint l_1218_ = (_e4197 * l_1087_);
                        uint _e4199 = l_mut_448_;
                        uint l_3672_ = (_e4199 & 65535u);
                        uint _e4202 = l_mut_448_;
                        uint l_3673_ = (_e4202 >> 16u);
                        uint l_3674_ = (l_3673_ & 65535u);
                        uint l_3675_ = (l_1087_ & 65535u);
                        uint l_3676_ = (l_1087_ >> 16u);
                        uint l_3677_ = (l_3676_ & 65535u);
                        uint l_3678_ = (l_3672_ * l_3675_);
                        uint l_3679_ = (l_3674_ * l_3675_);
                        uint l_3680_ = (l_3672_ * l_3677_);
                        uint l_3681_ = (l_3674_ * l_3677_);
                        uint l_3682_ = (l_3678_ >> 16u);
                        uint l_3683_ = (l_3682_ & 65535u);
                        uint l_3684_ = (l_3679_ & 65535u);
                        uint l_3685_ = (l_3683_ + l_3684_);
                        uint l_3686_ = (l_3680_ & 65535u);
                        uint l_3687_ = (l_3685_ + l_3686_);
                        uint l_3688_ = (l_3679_ >> 16u);
                        uint l_3689_ = (l_3688_ & 65535u);
                        uint l_3690_ = (l_3681_ + l_3689_);
                        uint l_3691_ = (l_3680_ >> 16u);
                        uint l_3692_ = (l_3691_ & 65535u);
                        uint l_3693_ = (l_3690_ + l_3692_);
                        uint l_3694_ = (l_3687_ >> 16u);
                        uint l_3695_ = (l_3694_ & 65535u);
                        uint l_1219_ = (l_3693_ + l_3695_);
                        uint l_1220_ = (l_1219_ + l_1218_);
                        uint _e4243 = l_mut_447_;
                        uint l_3697_ = (_e4243 & 65535u);
                        uint _e4246 = l_mut_447_;
                        uint l_3698_ = (_e4246 >> 16u);
                        uint l_3699_ = (l_3698_ & 65535u);
                        uint l_3700_ = (l_1087_ & 65535u);
                        uint l_3701_ = (l_1087_ >> 16u);
                        uint l_3702_ = (l_3701_ & 65535u);
                        uint l_3703_ = (l_3697_ * l_3700_);
                        uint l_3704_ = (l_3699_ * l_3700_);
                        uint l_3705_ = (l_3697_ * l_3702_);
                        uint l_3706_ = (l_3699_ * l_3702_);
                        uint l_3707_ = (l_3703_ >> 16u);
                        uint l_3708_ = (l_3707_ & 65535u);
                        uint l_3709_ = (l_3704_ & 65535u);
                        uint l_3710_ = (l_3708_ + l_3709_);
                        uint l_3711_ = (l_3705_ & 65535u);
                        uint l_3712_ = (l_3710_ + l_3711_);
                        uint l_3713_ = (l_3704_ >> 16u);
                        uint l_3714_ = (l_3713_ & 65535u);
                        uint l_3715_ = (l_3706_ + l_3714_);
                        uint l_3716_ = (l_3705_ >> 16u);
                        uint l_3717_ = (l_3716_ & 65535u);
                        uint l_3718_ = (l_3715_ + l_3717_);
                        uint l_3719_ = (l_3712_ >> 16u);
                        uint l_3720_ = (l_3719_ & 65535u);
                        uint l_1221_ = (l_3718_ + l_3720_);
                        bool l_1222_ = (l_1220_ < l_1218_);
                        uint l_1223_ = uint(l_1222_);
                        uint l_1224_ = (l_1221_ + l_1223_);
                        l_mut_435_ = l_1217_;
                        bool l_1226_ = (0u > 0u);
                        if (l_1226_) {
                            uint l_1227_ = (l_1217_ >> 0u);
                            uint l_1228_ = (32u - 0u);
                            uint l_1229_ = (l_1220_ << l_1228_);
                            uint l_1230_ = (l_1227_ | l_1229_);
                            l_mut_435_ = l_1230_;
                        }
                        l_mut_401_ = l_1220_;
                        bool l_1231_ = (0u > 0u);
                        if (l_1231_) {
                            uint l_1232_ = (l_1220_ >> 0u);
                            uint l_1233_ = (32u - 0u);
                            uint l_1234_ = (l_1224_ << l_1233_);
                            uint l_1235_ = (l_1232_ | l_1234_);
                            l_mut_401_ = l_1235_;
                        }
                        uint _e4304 = l_mut_435_;
                        l_mut_395_ = _e4304;
                        uint _e4305 = l_mut_401_;
                        l_mut_435_ = _e4305;
                        if (true) {
                            l_mut_395_ = l_1224_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1220_;
                                bool l_1238_ = (0u > 0u);
                                if (l_1238_) {
                                    uint l_1239_ = (l_1220_ >> 0u);
                                    uint l_1240_ = (32u - 0u);
                                    uint l_1241_ = (l_1224_ << l_1240_);
                                    uint l_1242_ = (l_1239_ | l_1241_);
                                    l_mut_401_ = l_1242_;
                                }
                                uint l_1243_ = (l_1224_ >> 0u);
                                uint _e4317 = l_mut_401_;
                                l_mut_395_ = _e4317;
                                l_mut_435_ = l_1243_;
                            }
                        }
                        uint _e4318 = l_mut_428_;
                        uint l_1244_ = (_e4318 * l_1087_);
                        uint _e4320 = l_mut_446_;
                        uint l_1245_ = (_e4320 * l_1087_);
                        uint _e4322 = l_mut_428_;
                        uint l_3722_ = (_e4322 & 65535u);
                        uint _e4325 = l_mut_428_;
                        uint l_3723_ = (_e4325 >> 16u);
                        uint l_3724_ = (l_3723_ & 65535u);
                        uint l_3725_ = (l_1087_ & 65535u);
                        uint l_3726_ = (l_1087_ >> 16u);
                        uint l_3727_ = (l_3726_ & 65535u);
                        uint l_3728_ = (l_3722_ * l_3725_);
                        uint l_3729_ = (l_3724_ * l_3725_);
                        uint l_3730_ = (l_3722_ * l_3727_);
                        uint l_3731_ = (l_3724_ * l_3727_);
                        uint l_3732_ = (l_3728_ >> 16u);
                        uint l_3733_ = (l_3732_ & 65535u);
                        uint l_3734_ = (l_3729_ & 65535u);
                        uint l_3735_ = (l_3733_ + l_3734_);
                        uint l_3736_ = (l_3730_ & 65535u);
                        uint l_3737_ = (l_3735_ + l_3736_);
                        uint l_3738_ = (l_3729_ >> 16u);
                        uint l_3739_ = (l_3738_ & 65535u);
                        uint l_3740_ = (l_3731_ + l_3739_);
                        uint l_3741_ = (l_3730_ >> 16u);
                        uint l_3742_ = (l_3741_ & 65535u);
                        uint l_3743_ = (l_3740_ + l_3742_);
                        uint l_3744_ = (l_3737_ >> 16u);
                        uint l_3745_ = (l_3744_ & 65535u);
                        uint l_1246_ = (l_3743_ + l_3745_);
                        uint l_1247_ = (l_1246_ + l_1245_);
                        uint _e4366 = l_mut_446_;
                        uint l_3747_ = (_e4366 & 65535u);
                        uint _e4369 = l_mut_446_;
                        uint l_3748_ = (_e4369 >> 16u);
                        uint l_3749_ = (l_3748_ & 65535u);
                        uint l_3750_ = (l_1087_ & 65535u);
                        uint l_3751_ = (l_1087_ >> 16u);
                        uint l_3752_ = (l_3751_ & 65535u);
                        uint l_3753_ = (l_3747_ * l_3750_);
                        uint l_3754_ = (l_3749_ * l_3750_);
                        uint l_3755_ = (l_3747_ * l_3752_);
                        uint l_3756_ = (l_3749_ * l_3752_);
                        uint l_3757_ = (l_3753_ >> 16u);
                        uint l_3758_ = (l_3757_ & 65535u);
                        uint l_3759_ = (l_3754_ & 65535u);
                        uint l_3760_ = (l_3758_ + l_3759_);
                        uint l_3761_ = (l_3755_ & 65535u);
                        uint l_3762_ = (l_3760_ + l_3761_);
                        uint l_3763_ = (l_3754_ >> 16u);
                        uint l_3764_ = (l_3763_ & 65535u);
                        uint l_3765_ = (l_3756_ + l_3764_);
                        uint l_3766_ = (l_3755_ >> 16u);
                        uint l_3767_ = (l_3766_ & 65535u);
                        uint l_3768_ = (l_3765_ + l_3767_);
                        uint l_3769_ = (l_3762_ >> 16u);
                        uint l_3770_ = (l_3769_ & 65535u);
                        uint l_1248_ = (l_3768_ + l_3770_);
                        bool l_1249_ = (l_1247_ < l_1245_);
                        uint l_1250_ = uint(l_1249_);
                        uint l_1251_ = (l_1248_ + l_1250_);
                        l_mut_448_ = l_1244_;
                        bool l_1253_ = (0u > 0u);
                        if (l_1253_) {
                            uint l_1254_ = (l_1244_ >> 0u);
                            uint l_1255_ = (32u - 0u);
                            uint l_1256_ = (l_1247_ << l_1255_);
                            uint l_1257_ = (l_1254_ | l_1256_);
                            l_mut_448_ = l_1257_;
                        }
                        l_mut_447_ = l_1247_;
                        bool l_1258_ = (0u > 0u);
                        if (l_1258_) {
                            uint l_1259_ = (l_1247_ >> 0u);
                            uint l_1260_ = (32u - 0u);
                            uint l_1261_ = (l_1251_ << l_1260_);
                            uint l_1262_ = (l_1259_ | l_1261_);
                            l_mut_447_ = l_1262_;
                        }
                        uint _e4427 = l_mut_448_;
                        l_mut_401_ = _e4427;
                        uint _e4428 = l_mut_447_;
                        l_mut_448_ = _e4428;
                        if (false) {
                            l_mut_401_ = l_1251_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1247_;
                                bool l_1265_ = (0u > 0u);
                                if (l_1265_) {
                                    uint l_1266_ = (l_1247_ >> 0u);
                                    uint l_1267_ = (32u - 0u);
                                    uint l_1268_ = (l_1251_ << l_1267_);
                                    uint l_1269_ = (l_1266_ | l_1268_);
                                    l_mut_447_ = l_1269_;
                                }
                                uint l_1270_ = (l_1251_ >> 0u);
                                uint _e4440 = l_mut_447_;
                                l_mut_401_ = _e4440;
                                l_mut_448_ = l_1270_;
                            }
                        }
                        uint _e4441 = l_mut_428_;
                        uint l_1271_ = (_e4441 * l_1087_);
                        uint _e4443 = l_mut_446_;
                        uint l_1272_ = (_e4443 * l_1087_);
                        uint _e4445 = l_mut_428_;
                        uint l_3772_ = (_e4445 & 65535u);
                        uint _e4448 = l_mut_428_;
                        uint l_3773_ = (_e4448 >> 16u);
                        uint l_3774_ = (l_3773_ & 65535u);
                        uint l_3775_ = (l_1087_ & 65535u);
                        uint l_3776_ = (l_1087_ >> 16u);
                        uint l_3777_ = (l_3776_ & 65535u);
                        uint l_3778_ = (l_3772_ * l_3775_);
                        uint l_3779_ = (l_3774_ * l_3775_);
                        uint l_3780_ = (l_3772_ * l_3777_);
                        uint l_3781_ = (l_3774_ * l_3777_);
                        uint l_3782_ = (l_3778_ >> 16u);
                        uint l_3783_ = (l_3782_ & 65535u);
                        uint l_3784_ = (l_3779_ & 65535u);
                        uint l_3785_ = (l_3783_ + l_3784_);
                        uint l_3786_ = (l_3780_ & 65535u);
                        uint l_3787_ = (l_3785_ + l_3786_);
                        uint l_3788_ = (l_3779_ >> 16u);
                        uint l_3789_ = (l_3788_ & 65535u);
                        uint l_3790_ = (l_3781_ + l_3789_);
                        uint l_3791_ = (l_3780_ >> 16u);
                        uint l_3792_ = (l_3791_ & 65535u);
                        uint l_3793_ = (l_3790_ + l_3792_);
                        uint l_3794_ = (l_3787_ >> 16u);
                        uint l_3795_ = (l_3794_ & 65535u);
                        uint l_1273_ = (l_3793_ + l_3795_);
                        uint l_1274_ = (l_1273_ + l_1272_);
                        uint _e4489 = l_mut_446_;
                        uint l_3797_ = (_e4489 & 65535u);
                        uint _e4492 = l_mut_446_;
                        uint l_3798_ = (_e4492 >> 16u);
                        uint l_3799_ = (l_3798_ & 65535u);
                        uint l_3800_ = (l_1087_ & 65535u);
                        uint l_3801_ = (l_1087_ >> 16u);
                        uint l_3802_ = (l_3801_ & 65535u);
                        uint l_3803_ = (l_3797_ * l_3800_);
                        uint l_3804_ = (l_3799_ * l_3800_);
                        uint l_3805_ = (l_3797_ * l_3802_);
                        uint l_3806_ = (l_3799_ * l_3802_);
                        uint l_3807_ = (l_3803_ >> 16u);
                        uint l_3808_ = (l_3807_ & 65535u);
                        uint l_3809_ = (l_3804_ & 65535u);
                        uint l_3810_ = (l_3808_ + l_3809_);
                        uint l_3811_ = (l_3805_ & 65535u);
                        uint l_3812_ = (l_3810_ + l_3811_);
                        uint l_3813_ = (l_3804_ >> 16u);
                        uint l_3814_ = (l_3813_ & 65535u);
                        uint l_3815_ = (l_3806_ + l_3814_);
                        uint l_3816_ = (l_3805_ >> 16u);
                        uint l_3817_ = (l_3816_ & 65535u);
                        uint l_3818_ = (l_3815_ + l_3817_);
                        uint l_3819_ = (l_3812_ >> 16u);
                        uint l_3820_ = (l_3819_ & 65535u);
                        uint l_1275_ = (l_3818_ + l_3820_);
                        bool l_1276_ = (l_1274_ < l_1272_);
                        uint l_1277_ = uint(l_1276_);
                        uint l_1278_ = (l_1275_ + l_1277_);
                        l_mut_447_ = l_1271_;
                        bool l_1280_ = (0u > 0u);
                        if (l_1280_) {
                            uint l_1281_ = (l_1271_ >> 0u);
                            uint l_1282_ = (32u - 0u);
                            uint l_1283_ = (l_1274_ << l_1282_);
                            uint l_1284_ = (l_1281_ | l_1283_);
                            l_mut_447_ = l_1284_;
                        }
                        l_mut_389_ = l_1274_;
                        bool l_1285_ = (0u > 0u);
                        if (l_1285_) {
                            uint l_1286_ = (l_1274_ >> 0u);
                            uint l_1287_ = (32u - 0u);
                            uint l_1288_ = (l_1278_ << l_1287_);
                            uint l_1289_ = (l_1286_ | l_1288_);
                            l_mut_389_ = l_1289_;
                        }
                        uint _e4550 = l_mut_447_;
                        l_mut_265_ = _e4550;
                        uint _e4551 = l_mut_389_;
                        l_mut_447_ = _e4551;
                        if (true) {
                            l_mut_265_ = l_1278_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1274_;
                                bool l_1292_ = (0u > 0u);
                                if (l_1292_) {
                                    uint l_1293_ = (l_1274_ >> 0u);
                                    uint l_1294_ = (32u - 0u);
                                    uint l_1295_ = (l_1278_ << l_1294_);
                                    uint l_1296_ = (l_1293_ | l_1295_);
                                    l_mut_389_ = l_1296_;
                                }
                                uint l_1297_ = (l_1278_ >> 0u);
                                uint _e4563 = l_mut_389_;
                                l_mut_265_ = _e4563;
                                l_mut_447_ = l_1297_;
                            }
                        }
                        uint _e4564 = l_mut_395_;
                        uint l_1298_ = (_e4564 * l_1087_);
                        uint _e4566 = l_mut_395_;
                        uint l_3822_ = (_e4566 & 65535u);
                        uint _e4569 = l_mut_395_;
                        uint l_3823_ = (_e4569 >> 16u);
                        uint l_3824_ = (l_3823_ & 65535u);
                        uint l_3825_ = (l_1087_ & 65535u);
                        uint l_3826_ = (l_1087_ >> 16u);
                        uint l_3827_ = (l_3826_ & 65535u);
                        uint l_3828_ = (l_3822_ * l_3825_);
                        uint l_3829_ = (l_3824_ * l_3825_);
                        uint l_3830_ = (l_3822_ * l_3827_);
                        uint l_3831_ = (l_3824_ * l_3827_);
                        uint l_3832_ = (l_3828_ >> 16u);
                        uint l_3833_ = (l_3832_ & 65535u);
                        uint l_3834_ = (l_3829_ & 65535u);
                        uint l_3835_ = (l_3833_ + l_3834_);
                        uint l_3836_ = (l_3830_ & 65535u);
                        uint l_3837_ = (l_3835_ + l_3836_);
                        uint l_3838_ = (l_3829_ >> 16u);
                        uint l_3839_ = (l_3838_ & 65535u);
                        uint l_3840_ = (l_3831_ + l_3839_);
                        uint l_3841_ = (l_3830_ >> 16u);
                        uint l_3842_ = (l_3841_ & 65535u);
                        uint l_3843_ = (l_3840_ + l_3842_);
                        uint l_3844_ = (l_3837_ >> 16u);
                        uint l_3845_ = (l_3844_ & 65535u);
                        uint l_1299_ = (l_3843_ + l_3845_);
                        uint _e4609 = l_mut_435_;
                        uint l_1300_ = (_e4609 * l_1087_);
                        uint l_1301_ = (l_1299_ + l_1300_);
                        uint _e4612 = l_mut_265_;
                        uint l_1302_ = (_e4612 + l_1298_);
                        uint _e4614 = l_mut_447_;
                        uint l_1303_ = (_e4614 + l_1301_);
                        uint _e4616 = l_mut_265_;
                        bool l_1304_ = (l_1302_ < _e4616);
                        uint l_1305_ = uint(l_1304_);
                        uint l_1306_ = (l_1303_ + l_1305_);
                        uint _e4620 = l_mut_401_;
                        l_mut_452_ = _e4620;
                        uint _e4621 = l_mut_448_;
                        l_mut_451_ = _e4621;
                        bool l_1307_ = (l_9_ == 64u);
                        if (l_1307_) {
                            l_mut_452_ = l_1302_;
                            l_mut_451_ = l_1306_;
                        } else {
                            bool l_1308_ = (l_9_ > 0u);
                            if (l_1308_) {
                                uint l_1309_ = (64u - l_9_);
                                l_mut_447_ = l_1302_;
                                l_mut_446_ = l_1306_;
                                bool l_1310_ = (l_1309_ >= 32u);
                                if (l_1310_) {
                                    uint l_1311_ = (l_1309_ & 31u);
                                    uint l_1312_ = (l_1302_ << l_1311_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1312_;
                                } else {
                                    bool l_1313_ = (l_1309_ > 0u);
                                    if (l_1313_) {
                                        uint l_1314_ = (l_1302_ << l_1309_);
                                        uint l_1315_ = (l_1306_ << l_1309_);
                                        uint l_1316_ = (32u - l_1309_);
                                        uint l_1317_ = (l_1302_ >> l_1316_);
                                        uint l_1318_ = (l_1315_ | l_1317_);
                                        l_mut_447_ = l_1314_;
                                        l_mut_446_ = l_1318_;
                                    }
                                }
                                uint _e4642 = l_mut_401_;
                                l_mut_435_ = _e4642;
                                uint _e4643 = l_mut_448_;
                                l_mut_428_ = _e4643;
                                bool l_1319_ = (l_9_ >= 32u);
                                if (l_1319_) {
                                    uint l_1320_ = (l_9_ & 31u);
                                    uint _e4648 = l_mut_448_;
                                    uint l_1321_ = (_e4648 >> l_1320_);
                                    l_mut_435_ = l_1321_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1322_ = (l_9_ > 0u);
                                    if (l_1322_) {
                                        uint _e4653 = l_mut_401_;
                                        l_mut_395_ = _e4653;
                                        bool l_1323_ = (l_9_ > 0u);
                                        if (l_1323_) {
                                            uint _e4656 = l_mut_401_;
                                            uint l_1324_ = (_e4656 >> l_9_);
                                            uint l_1325_ = (32u - l_9_);
                                            uint _e4660 = l_mut_448_;
                                            uint l_1326_ = (_e4660 << l_1325_);
                                            uint l_1327_ = (l_1324_ | l_1326_);
                                            l_mut_395_ = l_1327_;
                                        }
                                        uint _e4663 = l_mut_448_;
                                        uint l_1328_ = (_e4663 >> l_9_);
                                        uint _e4665 = l_mut_395_;
                                        l_mut_435_ = _e4665;
                                        l_mut_428_ = l_1328_;
                                    }
                                }
                                uint _e4666 = l_mut_447_;
                                uint _e4667 = l_mut_435_;
                                uint l_1329_ = (_e4666 + _e4667);
                                uint _e4669 = l_mut_446_;
                                uint _e4670 = l_mut_428_;
                                uint l_1330_ = (_e4669 + _e4670);
                                uint _e4672 = l_mut_447_;
                                bool l_1331_ = (l_1329_ < _e4672);
                                uint l_1332_ = uint(l_1331_);
                                uint l_1333_ = (l_1330_ + l_1332_);
                                l_mut_452_ = l_1329_;
                                l_mut_451_ = l_1333_;
                            }
                        }
                        if (l_1184_) {
                            uint _e4677 = l_mut_452_;
                            uint l_1334_ = (0u - _e4677);
                            uint _e4680 = l_mut_451_;
                            uint l_1335_ = (0u - _e4680);
                            uint _e4683 = l_mut_452_;
                            bool l_1336_ = (0u < _e4683);
                            uint l_1337_ = uint(l_1336_);
                            uint l_1338_ = (l_1335_ - l_1337_);
                            l_mut_452_ = l_1334_;
                            l_mut_451_ = l_1338_;
                        }
                    }
                    uint _e4687 = l_mut_452_;
                    uint l_1339_ = (l_1137_ + _e4687);
                    uint _e4689 = l_mut_451_;
                    uint l_1340_ = (l_1141_ + _e4689);
                    bool l_1341_ = (l_1339_ < l_1137_);
                    uint l_1342_ = uint(l_1341_);
                    uint l_1343_ = (l_1340_ + l_1342_);
                    uint l_1344_ = (l_62_ >> 31u);
                    bool l_1345_ = (l_1344_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1345_) {
                        uint l_1346_ = (0u - l_59_);
                        uint l_1347_ = (0u - l_62_);
                        bool l_1348_ = (0u < l_59_);
                        uint l_1349_ = uint(l_1348_);
                        uint l_1350_ = (l_1347_ - l_1349_);
                        l_mut_452_ = l_1346_;
                        l_mut_451_ = l_1350_;
                    }
                    uint _e4706 = l_mut_452_;
                    uint l_1351_ = (_e4706 * l_1086_);
                    uint _e4708 = l_mut_451_;
                    uint l_1352_ = (_e4708 * l_1086_);
                    uint _e4710 = l_mut_452_;
                    uint l_3847_ = (_e4710 & 65535u);
                    uint _e4713 = l_mut_452_;
                    uint l_3848_ = (_e4713 >> 16u);
                    uint l_3849_ = (l_3848_ & 65535u);
                    uint l_3850_ = (l_1086_ & 65535u);
                    uint l_3851_ = (l_1086_ >> 16u);
                    uint l_3852_ = (l_3851_ & 65535u);
                    uint l_3853_ = (l_3847_ * l_3850_);
                    uint l_3854_ = (l_3849_ * l_3850_);
                    uint l_3855_ = (l_3847_ * l_3852_);
                    uint l_3856_ = (l_3849_ * l_3852_);
                    uint l_3857_ = (l_3853_ >> 16u);
                    uint l_3858_ = (l_3857_ & 65535u);
                    uint l_3859_ = (l_3854_ & 65535u);
                    uint l_3860_ = (l_3858_ + l_3859_);
                    uint l_3861_ = (l_3855_ & 65535u);
                    uint l_3862_ = (l_3860_ + l_3861_);
                    uint l_3863_ = (l_3854_ >> 16u);
                    uint l_3864_ = (l_3863_ & 65535u);
                    uint l_3865_ = (l_3856_ + l_3864_);
                    uint l_3866_ = (l_3855_ >> 16u);
                    uint l_3867_ = (l_3866_ & 65535u);
                    uint l_3868_ = (l_3865_ + l_3867_);
                    uint l_3869_ = (l_3862_ >> 16u);
                    uint l_3870_ = (l_3869_ & 65535u);
                    uint l_1353_ = (l_3868_ + l_3870_);
                    uint l_1354_ = (l_1353_ + l_1352_);
                    uint _e4754 = l_mut_451_;
                    uint l_3872_ = (_e4754 & 65535u);
                    uint _e4757 = l_mut_451_;
                    uint l_3873_ = (_e4757 >> 16u);
                    uint l_3874_ = (l_3873_ & 65535u);
                    uint l_3875_ = (l_1086_ & 65535u);
                    uint l_3876_ = (l_1086_ >> 16u);
                    uint l_3877_ = (l_3876_ & 65535u);
                    uint l_3878_ = (l_3872_ * l_3875_);
                    uint l_3879_ = (l_3874_ * l_3875_);
                    uint l_3880_ = (l_3872_ * l_3877_);
                    uint l_3881_ = (l_3874_ * l_3877_);
                    uint l_3882_ = (l_3878_ >> 16u);
                    uint l_3883_ = (l_3882_ & 65535u);
                    uint l_3884_ = (l_3879_ & 65535u);
                    uint l_3885_ = (l_3883_ + l_3884_);
                    uint l_3886_ = (l_3880_ & 65535u);
                    uint l_3887_ = (l_3885_ + l_3886_);
                    uint l_3888_ = (l_3879_ >> 16u);
                    uint l_3889_ = (l_3888_ & 65535u);
                    uint l_3890_ = (l_3881_ + l_3889_);
                    uint l_3891_ = (l_3880_ >> 16u);
                    uint l_3892_ = (l_3891_ & 65535u);
                    uint l_3893_ = (l_3890_ + l_3892_);
                    uint l_3894_ = (l_3887_ >> 16u);
                    uint l_3895_ = (l_3894_ & 65535u);
                    uint l_1355_ = (l_3893_ + l_3895_);
                    bool l_1356_ = (l_1354_ < l_1352_);
                    uint l_1357_ = uint(l_1356_);
                    uint l_1358_ = (l_1355_ + l_1357_);
                    uint l_1359_ = (l_9_ % 32u);
                    l_mut_448_ = l_1351_;
                    bool l_1360_ = (l_1359_ > 0u);
                    if (l_1360_) {
                        uint l_1361_ = (l_1351_ >> l_1359_);
                        uint l_1362_ = (32u - l_1359_);
                        uint l_1363_ = (l_1354_ << l_1362_);
                        uint l_1364_ = (l_1361_ | l_1363_);
                        l_mut_448_ = l_1364_;
                    }
                    l_mut_447_ = l_1354_;
                    bool l_1365_ = (l_1359_ > 0u);
                    if (l_1365_) {
                        uint l_1366_ = (l_1354_ >> l_1359_);
                        uint l_1367_ = (32u - l_1359_);
                        uint l_1368_ = (l_1358_ << l_1367_);
                        uint l_1369_ = (l_1366_ | l_1368_);
                        l_mut_447_ = l_1369_;
                    }
                    uint _e4816 = l_mut_448_;
                    l_mut_446_ = _e4816;
                    uint _e4817 = l_mut_447_;
                    l_mut_448_ = _e4817;
                    bool l_1370_ = (l_9_ >= 64u);
                    if (l_1370_) {
                        l_mut_446_ = l_1358_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1371_ = (l_9_ >= 32u);
                        if (l_1371_) {
                            l_mut_447_ = l_1354_;
                            bool l_1372_ = (l_1359_ > 0u);
                            if (l_1372_) {
                                uint l_1373_ = (l_1354_ >> l_1359_);
                                uint l_1374_ = (32u - l_1359_);
                                uint l_1375_ = (l_1358_ << l_1374_);
                                uint l_1376_ = (l_1373_ | l_1375_);
                                l_mut_447_ = l_1376_;
                            }
                            uint l_1377_ = (l_1358_ >> l_1359_);
                            uint _e4831 = l_mut_447_;
                            l_mut_446_ = _e4831;
                            l_mut_448_ = l_1377_;
                        }
                    }
                    uint _e4832 = l_mut_446_;
                    l_mut_452_ = _e4832;
                    uint _e4833 = l_mut_448_;
                    l_mut_451_ = _e4833;
                    if (l_1345_) {
                        uint _e4835 = l_mut_452_;
                        uint l_1378_ = (0u - _e4835);
                        uint _e4838 = l_mut_451_;
                        uint l_1379_ = (0u - _e4838);
                        uint _e4841 = l_mut_452_;
                        bool l_1380_ = (0u < _e4841);
                        uint l_1381_ = uint(l_1380_);
                        uint l_1382_ = (l_1379_ - l_1381_);
                        l_mut_452_ = l_1378_;
                        l_mut_451_ = l_1382_;
                    }
                    uint _e4845 = l_mut_452_;
                    uint l_1383_ = (l_1128_ + _e4845);
                    uint _e4847 = l_mut_451_;
                    uint l_1384_ = (l_1132_ + _e4847);
                    bool l_1385_ = (l_1383_ < l_1128_);
                    uint l_1386_ = uint(l_1385_);
                    uint l_1387_ = (l_1384_ + l_1386_);
                    uint l_1388_ = (l_9_ + 3u);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1389_ = (l_1086_ < 65536u);
                    if (l_1389_) {
                        uint l_1390_ = (l_1086_ * l_1086_);
                        uint l_1391_ = (l_62_ >> 31u);
                        bool l_1392_ = (l_1391_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1392_) {
                            uint l_1393_ = (0u - l_59_);
                            uint l_1394_ = (0u - l_62_);
                            bool l_1395_ = (0u < l_59_);
                            uint l_1396_ = uint(l_1395_);
                            uint l_1397_ = (l_1394_ - l_1396_);
                            l_mut_448_ = l_1393_;
                            l_mut_447_ = l_1397_;
                        }
                        uint _e4871 = l_mut_448_;
                        uint l_1398_ = (_e4871 * l_1390_);
                        uint _e4873 = l_mut_447_;
                        uint l_1399_ = (_e4873 * l_1390_);
                        uint _e4875 = l_mut_448_;
                        uint l_3897_ = (_e4875 & 65535u);
                        uint _e4878 = l_mut_448_;
                        uint l_3898_ = (_e4878 >> 16u);
                        uint l_3899_ = (l_3898_ & 65535u);
                        uint l_3900_ = (l_1390_ & 65535u);
                        uint l_3901_ = (l_1390_ >> 16u);
                        uint l_3902_ = (l_3901_ & 65535u);
                        uint l_3903_ = (l_3897_ * l_3900_);
                        uint l_3904_ = (l_3899_ * l_3900_);
                        uint l_3905_ = (l_3897_ * l_3902_);
                        uint l_3906_ = (l_3899_ * l_3902_);
                        uint l_3907_ = (l_3903_ >> 16u);
                        uint l_3908_ = (l_3907_ & 65535u);
                        uint l_3909_ = (l_3904_ & 65535u);
                        uint l_3910_ = (l_3908_ + l_3909_);
                        uint l_3911_ = (l_3905_ & 65535u);
                        uint l_3912_ = (l_3910_ + l_3911_);
                        uint l_3913_ = (l_3904_ >> 16u);
                        uint l_3914_ = (l_3913_ & 65535u);
                        uint l_3915_ = (l_3906_ + l_3914_);
                        uint l_3916_ = (l_3905_ >> 16u);
                        uint l_3917_ = (l_3916_ & 65535u);
                        uint l_3918_ = (l_3915_ + l_3917_);
                        uint l_3919_ = (l_3912_ >> 16u);
                        uint l_3920_ = (l_3919_ & 65535u);
                        uint l_1400_ = (l_3918_ + l_3920_);
                        uint l_1401_ = (l_1400_ + l_1399_);
                        uint _e4919 = l_mut_447_;
                        uint l_3922_ = (_e4919 & 65535u);
                        uint _e4922 = l_mut_447_;
                        uint l_3923_ = (_e4922 >> 16u);
                        uint l_3924_ = (l_3923_ & 65535u);
                        uint l_3925_ = (l_1390_ & 65535u);
                        uint l_3926_ = (l_1390_ >> 16u);
                        uint l_3927_ = (l_3926_ & 65535u);
                        uint l_3928_ = (l_3922_ * l_3925_);
                        uint l_3929_ = (l_3924_ * l_3925_);
                        uint l_3930_ = (l_3922_ * l_3927_);
                        uint l_3931_ = (l_3924_ * l_3927_);
                        uint l_3932_ = (l_3928_ >> 16u);
                        uint l_3933_ = (l_3932_ & 65535u);
                        uint l_3934_ = (l_3929_ & 65535u);
                        uint l_3935_ = (l_3933_ + l_3934_);
                        uint l_3936_ = (l_3930_ & 65535u);
                        uint l_3937_ = (l_3935_ + l_3936_);
                        uint l_3938_ = (l_3929_ >> 16u);
                        uint l_3939_ = (l_3938_ & 65535u);
                        uint l_3940_ = (l_3931_ + l_3939_);
                        uint l_3941_ = (l_3930_ >> 16u);
                        uint l_3942_ = (l_3941_ & 65535u);
                        uint l_3943_ = (l_3940_ + l_3942_);
                        uint l_3944_ = (l_3937_ >> 16u);
                        uint l_3945_ = (l_3944_ & 65535u);
                        uint l_1402_ = (l_3943_ + l_3945_);
                        bool l_1403_ = (l_1401_ < l_1399_);
                        uint l_1404_ = uint(l_1403_);
                        uint l_1405_ = (l_1402_ + l_1404_);
                        uint l_1406_ = (l_1388_ % 32u);
                        l_mut_446_ = l_1398_;
                        bool l_1407_ = (l_1406_ > 0u);
                        if (l_1407_) {
                            uint l_1408_ = (l_1398_ >> l_1406_);
                            uint l_1409_ = (32u - l_1406_);
                            uint l_1410_ = (l_1401_ << l_1409_);
                            uint l_1411_ = (l_1408_ | l_1410_);
                            l_mut_446_ = l_1411_;
                        }
                        l_mut_435_ = l_1401_;
                        bool l_1412_ = (l_1406_ > 0u);
                        if (l_1412_) {
                            uint l_1413_ = (l_1401_ >> l_1406_);
                            uint l_1414_ = (32u - l_1406_);
                            uint l_1415_ = (l_1405_ << l_1414_);
                            uint l_1416_ = (l_1413_ | l_1415_);
                            l_mut_435_ = l_1416_;
                        }
                        uint _e4981 = l_mut_446_;
                        l_mut_428_ = _e4981;
                        uint _e4982 = l_mut_435_;
                        l_mut_446_ = _e4982;
                        bool l_1417_ = (l_1388_ >= 64u);
                        if (l_1417_) {
                            l_mut_428_ = l_1405_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1418_ = (l_1388_ >= 32u);
                            if (l_1418_) {
                                l_mut_435_ = l_1401_;
                                bool l_1419_ = (l_1406_ > 0u);
                                if (l_1419_) {
                                    uint l_1420_ = (l_1401_ >> l_1406_);
                                    uint l_1421_ = (32u - l_1406_);
                                    uint l_1422_ = (l_1405_ << l_1421_);
                                    uint l_1423_ = (l_1420_ | l_1422_);
                                    l_mut_435_ = l_1423_;
                                }
                                uint l_1424_ = (l_1405_ >> l_1406_);
                                uint _e4996 = l_mut_435_;
                                l_mut_428_ = _e4996;
                                l_mut_446_ = l_1424_;
                            }
                        }
                        uint _e4997 = l_mut_428_;
                        l_mut_448_ = _e4997;
                        uint _e4998 = l_mut_446_;
                        l_mut_447_ = _e4998;
                        if (l_1392_) {
                            uint _e5000 = l_mut_448_;
                            uint l_1425_ = (0u - _e5000);
                            uint _e5003 = l_mut_447_;
                            uint l_1426_ = (0u - _e5003);
                            uint _e5006 = l_mut_448_;
                            bool l_1427_ = (0u < _e5006);
                            uint l_1428_ = uint(l_1427_);
                            uint l_1429_ = (l_1426_ - l_1428_);
                            l_mut_448_ = l_1425_;
                            l_mut_447_ = l_1429_;
                        }
                        uint _e5010 = l_mut_448_;
                        l_mut_452_ = _e5010;
                        uint _e5011 = l_mut_447_;
                        l_mut_451_ = _e5011;
                    } else {
                        uint l_1430_ = (l_62_ >> 31u);
                        bool l_1431_ = (l_1430_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1431_) {
                            uint l_1432_ = (0u - l_59_);
                            uint l_1433_ = (0u - l_62_);
                            bool l_1434_ = (0u < l_59_);
                            uint l_1435_ = uint(l_1434_);
                            uint l_1436_ = (l_1433_ - l_1435_);
                            l_mut_448_ = l_1432_;
                            l_mut_447_ = l_1436_;
                        }
                        uint _e5024 = l_mut_448_;
                        uint l_1437_ = (_e5024 * l_1086_);
                        uint _e5026 = l_mut_447_;
                        uint l_1438_ = (_e5026 * l_1086_);
                        uint _e5028 = l_mut_448_;
                        uint l_3947_ = (_e5028 & 65535u);
                        uint _e5031 = l_mut_448_;
                        uint l_3948_ = (_e5031 >> 16u);
                        uint l_3949_ = (l_3948_ & 65535u);
                        uint l_3950_ = (l_1086_ & 65535u);
                        uint l_3951_ = (l_1086_ >> 16u);
                        uint l_3952_ = (l_3951_ & 65535u);
                        uint l_3953_ = (l_3947_ * l_3950_);
                        uint l_3954_ = (l_3949_ * l_3950_);
                        uint l_3955_ = (l_3947_ * l_3952_);
                        uint l_3956_ = (l_3949_ * l_3952_);
                        uint l_3957_ = (l_3953_ >> 16u);
                        uint l_3958_ = (l_3957_ & 65535u);
                        uint l_3959_ = (l_3954_ & 65535u);
                        uint l_3960_ = (l_3958_ + l_3959_);
                        uint l_3961_ = (l_3955_ & 65535u);
                        uint l_3962_ = (l_3960_ + l_3961_);
                        uint l_3963_ = (l_3954_ >> 16u);
                        uint l_3964_ = (l_3963_ & 65535u);
                        uint l_3965_ = (l_3956_ + l_3964_);
                        uint l_3966_ = (l_3955_ >> 16u);
                        uint l_3967_ = (l_3966_ & 65535u);
                        uint l_3968_ = (l_3965_ + l_3967_);
                        uint l_3969_ = (l_3962_ >> 16u);
                        uint l_3970_ = (l_3969_ & 65535u);
                        uint l_1439_ = (l_3968_ + l_3970_);
                        uint l_1440_ = (l_1439_ + l_1438_);
                        uint _e5072 = l_mut_447_;
                        uint l_3972_ = (_e5072 & 65535u);
                        uint _e5075 = l_mut_447_;
                        uint l_3973_ = (_e5075 >> 16u);
                        uint l_3974_ = (l_3973_ & 65535u);
                        uint l_3975_ = (l_1086_ & 65535u);
                        uint l_3976_ = (l_1086_ >> 16u);
                        uint l_3977_ = (l_3976_ & 65535u);
                        uint l_3978_ = (l_3972_ * l_3975_);
                        uint l_3979_ = (l_3974_ * l_3975_);
                        uint l_3980_ = (l_3972_ * l_3977_);
                        uint l_3981_ = (l_3974_ * l_3977_);
                        uint l_3982_ = (l_3978_ >> 16u);
                        uint l_3983_ = (l_3982_ & 65535u);
                        uint l_3984_ = (l_3979_ & 65535u);
                        uint l_3985_ = (l_3983_ + l_3984_);
                        uint l_3986_ = (l_3980_ & 65535u);
                        uint l_3987_ = (l_3985_ + l_3986_);
                        uint l_3988_ = (l_3979_ >> 16u);
                        uint l_3989_ = (l_3988_ & 65535u);
                        uint l_3990_ = (l_3981_ + l_3989_);
                        uint l_3991_ = (l_3980_ >> 16u);
                        uint l_3992_ = (l_3991_ & 65535u);
                        uint l_3993_ = (l_3990_ + l_3992_);
                        uint l_3994_ = (l_3987_ >> 16u);
                        uint l_3995_ = (l_3994_ & 65535u);
                        uint l_1441_ = (l_3993_ + l_3995_);
                        bool l_1442_ = (l_1440_ < l_1438_);
                        uint l_1443_ = uint(l_1442_);
                        uint l_1444_ = (l_1441_ + l_1443_);
                        l_mut_446_ = l_1437_;
                        bool l_1446_ = (0u > 0u);
                        if (l_1446_) {
                            uint l_1447_ = (l_1437_ >> 0u);
                            uint l_1448_ = (32u - 0u);
                            uint l_1449_ = (l_1440_ << l_1448_);
                            uint l_1450_ = (l_1447_ | l_1449_);
                            l_mut_446_ = l_1450_;
                        }
                        l_mut_435_ = l_1440_;
                        bool l_1451_ = (0u > 0u);
                        if (l_1451_) {
                            uint l_1452_ = (l_1440_ >> 0u);
                            uint l_1453_ = (32u - 0u);
                            uint l_1454_ = (l_1444_ << l_1453_);
                            uint l_1455_ = (l_1452_ | l_1454_);
                            l_mut_435_ = l_1455_;
                        }
                        uint _e5133 = l_mut_446_;
                        l_mut_428_ = _e5133;
                        uint _e5134 = l_mut_435_;
                        l_mut_446_ = _e5134;
                        if (false) {
                            l_mut_428_ = l_1444_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1440_;
                                bool l_1458_ = (0u > 0u);
                                if (l_1458_) {
                                    uint l_1459_ = (l_1440_ >> 0u);
                                    uint l_1460_ = (32u - 0u);
                                    uint l_1461_ = (l_1444_ << l_1460_);
                                    uint l_1462_ = (l_1459_ | l_1461_);
                                    l_mut_435_ = l_1462_;
                                }
                                uint l_1463_ = (l_1444_ >> 0u);
                                uint _e5146 = l_mut_435_;
                                l_mut_428_ = _e5146;
                                l_mut_446_ = l_1463_;
                            }
                        }
                        uint _e5147 = l_mut_448_;
                        uint l_1464_ = (_e5147 * l_1086_);
                        uint _e5149 = l_mut_447_;
                        uint l_1465_ = (_e5149 * l_1086_);
                        uint _e5151 = l_mut_448_;
                        uint l_3997_ = (_e5151 & 65535u);
                        uint _e5154 = l_mut_448_;
                        uint l_3998_ = (_e5154 >> 16u);
                        uint l_3999_ = (l_3998_ & 65535u);
                        uint l_4000_ = (l_1086_ & 65535u);
                        uint l_4001_ = (l_1086_ >> 16u);
                        uint l_4002_ = (l_4001_ & 65535u);
                        uint l_4003_ = (l_3997_ * l_4000_);
                        uint l_4004_ = (l_3999_ * l_4000_);
                        uint l_4005_ = (l_3997_ * l_4002_);
                        uint l_4006_ = (l_3999_ * l_4002_);
                        uint l_4007_ = (l_4003_ >> 16u);
                        uint l_4008_ = (l_4007_ & 65535u);
                        uint l_4009_ = (l_4004_ & 65535u);
                        uint l_4010_ = (l_4008_ + l_4009_);
                        uint l_4011_ = (l_4005_ & 65535u);
                        uint l_4012_ = (l_4010_ + l_4011_);
                        uint l_4013_ = (l_4004_ >> 16u);
                        uint l_4014_ = (l_4013_ & 65535u);
                        uint l_4015_ = (l_4006_ + l_4014_);
                        uint l_4016_ = (l_4005_ >> 16u);
                        uint l_4017_ = (l_4016_ & 65535u);
                        uint l_4018_ = (l_4015_ + l_4017_);
                        uint l_4019_ = (l_4012_ >> 16u);
                        uint l_4020_ = (l_4019_ & 65535u);
                        uint l_1466_ = (l_4018_ + l_4020_);
                        uint l_1467_ = (l_1466_ + l_1465_);
                        uint _e5195 = l_mut_447_;
                        uint l_4022_ = (_e5195 & 65535u);
                        uint _e5198 = l_mut_447_;
                        uint l_4023_ = (_e5198 >> 16u);
                        uint l_4024_ = (l_4023_ & 65535u);
                        uint l_4025_ = (l_1086_ & 65535u);
                        uint l_4026_ = (l_1086_ >> 16u);
                        uint l_4027_ = (l_4026_ & 65535u);
                        uint l_4028_ = (l_4022_ * l_4025_);
                        uint l_4029_ = (l_4024_ * l_4025_);
                        uint l_4030_ = (l_4022_ * l_4027_);
                        uint l_4031_ = (l_4024_ * l_4027_);
                        uint l_4032_ = (l_4028_ >> 16u);
                        uint l_4033_ = (l_4032_ & 65535u);
                        uint l_4034_ = (l_4029_ & 65535u);
                        uint l_4035_ = (l_4033_ + l_4034_);
                        uint l_4036_ = (l_4030_ & 65535u);
                        uint l_4037_ = (l_4035_ + l_4036_);
                        uint l_4038_ = (l_4029_ >> 16u);
                        uint l_4039_ = (l_4038_ & 65535u);
                        uint l_4040_ = (l_4031_ + l_4039_);
                        uint l_4041_ = (l_4030_ >> 16u);
                        uint l_4042_ = (l_4041_ & 65535u);
                        uint l_4043_ = (l_4040_ + l_4042_);
                        uint l_4044_ = (l_4037_ >> 16u);
                        uint l_4045_ = (l_4044_ & 65535u);
                        uint l_1468_ = (l_4043_ + l_4045_);
                        bool l_1469_ = (l_1467_ < l_1465_);
                        uint l_1470_ = uint(l_1469_);
                        uint l_1471_ = (l_1468_ + l_1470_);
                        l_mut_435_ = l_1464_;
                        bool l_1473_ = (0u > 0u);
                        if (l_1473_) {
                            uint l_1474_ = (l_1464_ >> 0u);
                            uint l_1475_ = (32u - 0u);
                            uint l_1476_ = (l_1467_ << l_1475_);
                            uint l_1477_ = (l_1474_ | l_1476_);
                            l_mut_435_ = l_1477_;
                        }
                        l_mut_401_ = l_1467_;
                        bool l_1478_ = (0u > 0u);
                        if (l_1478_) {
                            uint l_1479_ = (l_1467_ >> 0u);
                            uint l_1480_ = (32u - 0u);
                            uint l_1481_ = (l_1471_ << l_1480_);
                            uint l_1482_ = (l_1479_ | l_1481_);
                            l_mut_401_ = l_1482_;
                        }
                        uint _e5256 = l_mut_435_;
                        l_mut_395_ = _e5256;
                        uint _e5257 = l_mut_401_;
                        l_mut_435_ = _e5257;
                        if (true) {
                            l_mut_395_ = l_1471_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1467_;
                                bool l_1485_ = (0u > 0u);
                                if (l_1485_) {
                                    uint l_1486_ = (l_1467_ >> 0u);
                                    uint l_1487_ = (32u - 0u);
                                    uint l_1488_ = (l_1471_ << l_1487_);
                                    uint l_1489_ = (l_1486_ | l_1488_);
                                    l_mut_401_ = l_1489_;
                                }
                                uint l_1490_ = (l_1471_ >> 0u);
                                uint _e5269 = l_mut_401_;
                                l_mut_395_ = _e5269;
                                l_mut_435_ = l_1490_;
                            }
                        }
                        uint _e5270 = l_mut_428_;
                        uint l_1491_ = (_e5270 * l_1086_);
                        uint _e5272 = l_mut_446_;
                        uint l_1492_ = (_e5272 * l_1086_);
                        uint _e5274 = l_mut_428_;
                        uint l_4047_ = (_e5274 & 65535u);
                        uint _e5277 = l_mut_428_;
                        uint l_4048_ = (_e5277 >> 16u);
                        uint l_4049_ = (l_4048_ & 65535u);
                        uint l_4050_ = (l_1086_ & 65535u);
                        uint l_4051_ = (l_1086_ >> 16u);
                        uint l_4052_ = (l_4051_ & 65535u);
                        uint l_4053_ = (l_4047_ * l_4050_);
                        uint l_4054_ = (l_4049_ * l_4050_);
                        uint l_4055_ = (l_4047_ * l_4052_);
                        uint l_4056_ = (l_4049_ * l_4052_);
                        uint l_4057_ = (l_4053_ >> 16u);
                        uint l_4058_ = (l_4057_ & 65535u);
                        uint l_4059_ = (l_4054_ & 65535u);
                        uint l_4060_ = (l_4058_ + l_4059_);
                        uint l_4061_ = (l_4055_ & 65535u);
                        uint l_4062_ = (l_4060_ + l_4061_);
                        uint l_4063_ = (l_4054_ >> 16u);
                        uint l_4064_ = (l_4063_ & 65535u);
                        uint l_4065_ = (l_4056_ + l_4064_);
                        uint l_4066_ = (l_4055_ >> 16u);
                        uint l_4067_ = (l_4066_ & 65535u);
                        uint l_4068_ = (l_4065_ + l_4067_);
                        uint l_4069_ = (l_4062_ >> 16u);
                        uint l_4070_ = (l_4069_ & 65535u);
                        uint l_1493_ = (l_4068_ + l_4070_);
                        uint l_1494_ = (l_1493_ + l_1492_);
                        uint _e5318 = l_mut_446_;
                        uint l_4072_ = (_e5318 & 65535u);
                        uint _e5321 = l_mut_446_;
                        uint l_4073_ = (_e5321 >> 16u);
                        uint l_4074_ = (l_4073_ & 65535u);
                        uint l_4075_ = (l_1086_ & 65535u);
                        uint l_4076_ = (l_1086_ >> 16u);
                        uint l_4077_ = (l_4076_ & 65535u);
                        uint l_4078_ = (l_4072_ * l_4075_);
                        uint l_4079_ = (l_4074_ * l_4075_);
                        uint l_4080_ = (l_4072_ * l_4077_);
                        uint l_4081_ = (l_4074_ * l_4077_);
                        uint l_4082_ = (l_4078_ >> 16u);
                        uint l_4083_ = (l_4082_ & 65535u);
                        uint l_4084_ = (l_4079_ & 65535u);
                        uint l_4085_ = (l_4083_ + l_4084_);
                        uint l_4086_ = (l_4080_ & 65535u);
                        uint l_4087_ = (l_4085_ + l_4086_);
                        uint l_4088_ = (l_4079_ >> 16u);
                        uint l_4089_ = (l_4088_ & 65535u);
                        uint l_4090_ = (l_4081_ + l_4089_);
                        uint l_4091_ = (l_4080_ >> 16u);
                        uint l_4092_ = (l_4091_ & 65535u);
                        uint l_4093_ = (l_4090_ + l_4092_);
                        uint l_4094_ = (l_4087_ >> 16u);
                        uint l_4095_ = (l_4094_ & 65535u);
                        uint l_1495_ = (l_4093_ + l_4095_);
                        bool l_1496_ = (l_1494_ < l_1492_);
                        uint l_1497_ = uint(l_1496_);
                        uint l_1498_ = (l_1495_ + l_1497_);
                        l_mut_448_ = l_1491_;
                        bool l_1500_ = (0u > 0u);
                        if (l_1500_) {
                            uint l_1501_ = (l_1491_ >> 0u);
                            uint l_1502_ = (32u - 0u);
                            uint l_1503_ = (l_1494_ << l_1502_);
                            uint l_1504_ = (l_1501_ | l_1503_);
                            l_mut_448_ = l_1504_;
                        }
                        l_mut_447_ = l_1494_;
                        bool l_1505_ = (0u > 0u);
                        if (l_1505_) {
                            uint l_1506_ = (l_1494_ >> 0u);
                            uint l_1507_ = (32u - 0u);
                            uint l_1508_ = (l_1498_ << l_1507_);
                            uint l_1509_ = (l_1506_ | l_1508_);
                            l_mut_447_ = l_1509_;
                        }
                        uint _e5379 = l_mut_448_;
                        l_mut_401_ = _e5379;
                        uint _e5380 = l_mut_447_;
                        l_mut_448_ = _e5380;
                        if (false) {
                            l_mut_401_ = l_1498_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1494_;
                                bool l_1512_ = (0u > 0u);
                                if (l_1512_) {
                                    uint l_1513_ = (l_1494_ >> 0u);
                                    uint l_1514_ = (32u - 0u);
                                    uint l_1515_ = (l_1498_ << l_1514_);
                                    uint l_1516_ = (l_1513_ | l_1515_);
                                    l_mut_447_ = l_1516_;
                                }
                                uint l_1517_ = (l_1498_ >> 0u);
                                uint _e5392 = l_mut_447_;
                                l_mut_401_ = _e5392;
                                l_mut_448_ = l_1517_;
                            }
                        }
                        uint _e5393 = l_mut_428_;
                        uint l_1518_ = (_e5393 * l_1086_);
                        uint _e5395 = l_mut_446_;
                        uint l_1519_ = (_e5395 * l_1086_);
                        uint _e5397 = l_mut_428_;
                        uint l_4097_ = (_e5397 & 65535u);
                        uint _e5400 = l_mut_428_;
                        uint l_4098_ = (_e5400 >> 16u);
                        uint l_4099_ = (l_4098_ & 65535u);
                        uint l_4100_ = (l_1086_ & 65535u);
                        uint l_4101_ = (l_1086_ >> 16u);
                        uint l_4102_ = (l_4101_ & 65535u);
                        uint l_4103_ = (l_4097_ * l_4100_);
                        uint l_4104_ = (l_4099_ * l_4100_);
                        uint l_4105_ = (l_4097_ * l_4102_);
                        uint l_4106_ = (l_4099_ * l_4102_);
                        uint l_4107_ = (l_4103_ >> 16u);
                        uint l_4108_ = (l_4107_ & 65535u);
                        uint l_4109_ = (l_4104_ & 65535u);
                        uint l_4110_ = (l_4108_ + l_4109_);
                        uint l_4111_ = (l_4105_ & 65535u);
                        uint l_4112_ = (l_4110_ + l_4111_);
                        uint l_4113_ = (l_4104_ >> 16u);
                        uint l_4114_ = (l_4113_ & 65535u);
                        uint l_4115_ = (l_4106_ + l_4114_);
                        uint l_4116_ = (l_4105_ >> 16u);
                        uint l_4117_ = (l_4116_ & 65535u);
                        uint l_4118_ = (l_4115_ + l_4117_);
                        uint l_4119_ = (l_4112_ >> 16u);
                        uint l_4120_ = (l_4119_ & 65535u);
                        uint l_1520_ = (l_4118_ + l_4120_);
                        uint l_1521_ = (l_1520_ + l_1519_);
                        uint _e5441 = l_mut_446_;
                        uint l_4122_ = (_e5441 & 65535u);
                        uint _e5444 = l_mut_446_;
                        uint l_4123_ = (_e5444 >> 16u);
                        uint l_4124_ = (l_4123_ & 65535u);
                        uint l_4125_ = (l_1086_ & 65535u);
                        uint l_4126_ = (l_1086_ >> 16u);
                        uint l_4127_ = (l_4126_ & 65535u);
                        uint l_4128_ = (l_4122_ * l_4125_);
                        uint l_4129_ = (l_4124_ * l_4125_);
                        uint l_4130_ = (l_4122_ * l_4127_);
                        uint l_4131_ = (l_4124_ * l_4127_);
                        uint l_4132_ = (l_4128_ >> 16u);
                        uint l_4133_ = (l_4132_ & 65535u);
                        uint l_4134_ = (l_4129_ & 65535u);
                        uint l_4135_ = (l_4133_ + l_4134_);
                        uint l_4136_ = (l_4130_ & 65535u);
                        uint l_4137_ = (l_4135_ + l_4136_);
                        uint l_4138_ = (l_4129_ >> 16u);
                        uint l_4139_ = (l_4138_ & 65535u);
                        uint l_4140_ = (l_4131_ + l_4139_);
                        uint l_4141_ = (l_4130_ >> 16u);
                        uint l_4142_ = (l_4141_ & 65535u);
                        uint l_4143_ = (l_4140_ + l_4142_);
                        uint l_4144_ = (l_4137_ >> 16u);
                        uint l_4145_ = (l_4144_ & 65535u);
                        uint l_1522_ = (l_4143_ + l_4145_);
                        bool l_1523_ = (l_1521_ < l_1519_);
                        uint l_1524_ = uint(l_1523_);
                        uint l_1525_ = (l_1522_ + l_1524_);
                        l_mut_447_ = l_1518_;
                        bool l_1527_ = (0u > 0u);
                        if (l_1527_) {
                            uint l_1528_ = (l_1518_ >> 0u);
                            uint l_1529_ = (32u - 0u);
                            uint l_1530_ = (l_1521_ << l_1529_);
                            uint l_1531_ = (l_1528_ | l_1530_);
                            l_mut_447_ = l_1531_;
                        }
                        l_mut_389_ = l_1521_;
                        bool l_1532_ = (0u > 0u);
                        if (l_1532_) {
                            uint l_1533_ = (l_1521_ >> 0u);
                            uint l_1534_ = (32u - 0u);
                            uint l_1535_ = (l_1525_ << l_1534_);
                            uint l_1536_ = (l_1533_ | l_1535_);
                            l_mut_389_ = l_1536_;
                        }
                        uint _e5502 = l_mut_447_;
                        l_mut_265_ = _e5502;
                        uint _e5503 = l_mut_389_;
                        l_mut_447_ = _e5503;
                        if (true) {
                            l_mut_265_ = l_1525_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1521_;
                                bool l_1539_ = (0u > 0u);
                                if (l_1539_) {
                                    uint l_1540_ = (l_1521_ >> 0u);
                                    uint l_1541_ = (32u - 0u);
                                    uint l_1542_ = (l_1525_ << l_1541_);
                                    uint l_1543_ = (l_1540_ | l_1542_);
                                    l_mut_389_ = l_1543_;
                                }
                                uint l_1544_ = (l_1525_ >> 0u);
                                uint _e5515 = l_mut_389_;
                                l_mut_265_ = _e5515;
                                l_mut_447_ = l_1544_;
                            }
                        }
                        uint _e5516 = l_mut_395_;
                        uint l_1545_ = (_e5516 * l_1086_);
                        uint _e5518 = l_mut_395_;
                        uint l_4147_ = (_e5518 & 65535u);
                        uint _e5521 = l_mut_395_;
                        uint l_4148_ = (_e5521 >> 16u);
                        uint l_4149_ = (l_4148_ & 65535u);
                        uint l_4150_ = (l_1086_ & 65535u);
                        uint l_4151_ = (l_1086_ >> 16u);
                        uint l_4152_ = (l_4151_ & 65535u);
                        uint l_4153_ = (l_4147_ * l_4150_);
                        uint l_4154_ = (l_4149_ * l_4150_);
                        uint l_4155_ = (l_4147_ * l_4152_);
                        uint l_4156_ = (l_4149_ * l_4152_);
                        uint l_4157_ = (l_4153_ >> 16u);
                        uint l_4158_ = (l_4157_ & 65535u);
                        uint l_4159_ = (l_4154_ & 65535u);
                        uint l_4160_ = (l_4158_ + l_4159_);
                        uint l_4161_ = (l_4155_ & 65535u);
                        uint l_4162_ = (l_4160_ + l_4161_);
                        uint l_4163_ = (l_4154_ >> 16u);
                        uint l_4164_ = (l_4163_ & 65535u);
                        uint l_4165_ = (l_4156_ + l_4164_);
                        uint l_4166_ = (l_4155_ >> 16u);
                        uint l_4167_ = (l_4166_ & 65535u);
                        uint l_4168_ = (l_4165_ + l_4167_);
                        uint l_4169_ = (l_4162_ >> 16u);
                        uint l_4170_ = (l_4169_ & 65535u);
                        uint l_1546_ = (l_4168_ + l_4170_);
                        uint _e5561 = l_mut_435_;
                        uint l_1547_ = (_e5561 * l_1086_);
                        uint l_1548_ = (l_1546_ + l_1547_);
                        uint _e5564 = l_mut_265_;
                        uint l_1549_ = (_e5564 + l_1545_);
                        uint _e5566 = l_mut_447_;
                        uint l_1550_ = (_e5566 + l_1548_);
                        uint _e5568 = l_mut_265_;
                        bool l_1551_ = (l_1549_ < _e5568);
                        uint l_1552_ = uint(l_1551_);
                        uint l_1553_ = (l_1550_ + l_1552_);
                        uint _e5572 = l_mut_401_;
                        l_mut_452_ = _e5572;
                        uint _e5573 = l_mut_448_;
                        l_mut_451_ = _e5573;
                        bool l_1554_ = (l_1388_ == 64u);
                        if (l_1554_) {
                            l_mut_452_ = l_1549_;
                            l_mut_451_ = l_1553_;
                        } else {
                            bool l_1555_ = (l_1388_ > 0u);
                            if (l_1555_) {
                                uint l_1556_ = (64u - l_1388_);
                                l_mut_447_ = l_1549_;
                                l_mut_446_ = l_1553_;
                                bool l_1557_ = (l_1556_ >= 32u);
                                if (l_1557_) {
                                    uint l_1558_ = (l_1556_ & 31u);
                                    uint l_1559_ = (l_1549_ << l_1558_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1559_;
                                } else {
                                    bool l_1560_ = (l_1556_ > 0u);
                                    if (l_1560_) {
                                        uint l_1561_ = (l_1549_ << l_1556_);
                                        uint l_1562_ = (l_1553_ << l_1556_);
                                        uint l_1563_ = (32u - l_1556_);
                                        uint l_1564_ = (l_1549_ >> l_1563_);
                                        uint l_1565_ = (l_1562_ | l_1564_);
                                        l_mut_447_ = l_1561_;
                                        l_mut_446_ = l_1565_;
                                    }
                                }
                                uint _e5594 = l_mut_401_;
                                l_mut_435_ = _e5594;
                                uint _e5595 = l_mut_448_;
                                l_mut_428_ = _e5595;
                                bool l_1566_ = (l_1388_ >= 32u);
                                if (l_1566_) {
                                    uint l_1567_ = (l_1388_ & 31u);
                                    uint _e5600 = l_mut_448_;
                                    uint l_1568_ = (_e5600 >> l_1567_);
                                    l_mut_435_ = l_1568_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1569_ = (l_1388_ > 0u);
                                    if (l_1569_) {
                                        uint _e5605 = l_mut_401_;
                                        l_mut_395_ = _e5605;
                                        bool l_1570_ = (l_1388_ > 0u);
                                        if (l_1570_) {
                                            uint _e5608 = l_mut_401_;
                                            uint l_1571_ = (_e5608 >> l_1388_);
                                            uint l_1572_ = (32u - l_1388_);
                                            uint _e5612 = l_mut_448_;
                                            uint l_1573_ = (_e5612 << l_1572_);
                                            uint l_1574_ = (l_1571_ | l_1573_);
                                            l_mut_395_ = l_1574_;
                                        }
                                        uint _e5615 = l_mut_448_;
                                        uint l_1575_ = (_e5615 >> l_1388_);
                                        uint _e5617 = l_mut_395_;
                                        l_mut_435_ = _e5617;
                                        l_mut_428_ = l_1575_;
                                    }
                                }
                                uint _e5618 = l_mut_447_;
                                uint _e5619 = l_mut_435_;
                                uint l_1576_ = (_e5618 + _e5619);
                                uint _e5621 = l_mut_446_;
                                uint _e5622 = l_mut_428_;
                                uint l_1577_ = (_e5621 + _e5622);
                                uint _e5624 = l_mut_447_;
                                bool l_1578_ = (l_1576_ < _e5624);
                                uint l_1579_ = uint(l_1578_);
                                uint l_1580_ = (l_1577_ + l_1579_);
                                l_mut_452_ = l_1576_;
                                l_mut_451_ = l_1580_;
                            }
                        }
                        if (l_1431_) {
                            uint _e5629 = l_mut_452_;
                            uint l_1581_ = (0u - _e5629);
                            uint _e5632 = l_mut_451_;
                            uint l_1582_ = (0u - _e5632);
                            uint _e5635 = l_mut_452_;
                            bool l_1583_ = (0u < _e5635);
                            uint l_1584_ = uint(l_1583_);
                            uint l_1585_ = (l_1582_ - l_1584_);
                            l_mut_452_ = l_1581_;
                            l_mut_451_ = l_1585_;
                        }
                    }
                    uint _e5639 = l_mut_452_;
                    l_mut_448_ = _e5639;
                    uint _e5640 = l_mut_451_;
                    l_mut_447_ = _e5640;
                    uint _e5641 = l_mut_451_;
                    uint l_1586_ = (_e5641 >> 31u);
                    bool l_1587_ = (l_1586_ == 1u);
                    if (l_1587_) {
                        uint _e5647 = l_mut_452_;
                        uint l_1588_ = (0u - _e5647);
                        uint _e5650 = l_mut_451_;
                        uint l_1589_ = (0u - _e5650);
                        uint _e5653 = l_mut_452_;
                        bool l_1590_ = (0u < _e5653);
                        uint l_1591_ = uint(l_1590_);
                        uint l_1592_ = (l_1589_ - l_1591_);
                        l_mut_448_ = l_1588_;
                        l_mut_447_ = l_1592_;
                    }
                    uint _e5657 = l_mut_448_;
                    uint l_1593_ = (l_14_ + _e5657);
                    uint _e5659 = l_mut_447_;
                    uint l_1594_ = (l_17_ + _e5659);
                    bool l_1595_ = (l_1593_ < l_14_);
                    uint l_1596_ = uint(l_1595_);
                    uint l_1597_ = (l_1594_ + l_1596_);
                    uint l_1598_ = (l_1593_ + 1u);
                    uint l_1599_ = (l_1597_ + 0u);
                    bool l_1600_ = (l_1598_ < l_1593_);
                    uint l_1601_ = uint(l_1600_);
                    uint l_1602_ = (l_1599_ + l_1601_);
                    uint _e5671 = l_mut_452_;
                    uint l_1603_ = (l_1339_ - _e5671);
                    uint _e5673 = l_mut_451_;
                    uint l_1604_ = (l_1343_ - _e5673);
                    uint _e5675 = l_mut_452_;
                    bool l_1605_ = (l_1339_ < _e5675);
                    uint l_1606_ = uint(l_1605_);
                    uint l_1607_ = (l_1604_ - l_1606_);
                    uint l_1608_ = (l_1603_ + l_1598_);
                    uint l_1609_ = (l_1607_ + l_1602_);
                    bool l_1610_ = (l_1608_ < l_1603_);
                    uint l_1611_ = uint(l_1610_);
                    uint l_1612_ = (l_1609_ + l_1611_);
                    uint l_1613_ = (0u - l_1383_);
                    uint l_1614_ = (0u - l_1387_);
                    bool l_1615_ = (0u < l_1383_);
                    uint l_1616_ = uint(l_1615_);
                    uint l_1617_ = (l_1614_ - l_1616_);
                    uint l_1618_ = (l_1598_ + l_1598_);
                    uint l_1619_ = (l_1602_ + l_1602_);
                    bool l_1620_ = (l_1618_ < l_1598_);
                    uint l_1621_ = uint(l_1620_);
                    uint l_1622_ = (l_1619_ + l_1621_);
                    l_mut_452_ = l_1613_;
                    l_mut_451_ = l_1617_;
                    uint l_1623_ = (0u - l_1613_);
                    uint l_1624_ = (0u - l_1617_);
                    bool l_1625_ = (0u < l_1613_);
                    uint l_1626_ = uint(l_1625_);
                    uint l_1627_ = (l_1624_ - l_1626_);
                    l_mut_448_ = l_1623_;
                    l_mut_447_ = l_1627_;
                    l_mut_446_ = l_1608_;
                    l_mut_435_ = l_1612_;
                    l_mut_428_ = 1u;
                    l_mut_401_ = 1u;
                    l_mut_652_ = false;
                    uint _e5708 = l_mut_435_;
                    bool l_1628_ = (_e5708 < l_1622_);
                    uint _e5710 = l_mut_435_;
                    bool l_1629_ = (_e5710 == l_1622_);
                    uint _e5712 = l_mut_446_;
                    bool l_1630_ = (_e5712 < l_1618_);
                    if (l_1629_) {
                        local_91 = l_1630_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1631_ = local_91;
                    if (!(l_1628_)) {
                        local_92 = l_1631_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1632_ = local_92;
                    bool l_1633_ = !(l_1632_);
                    l_mut_635_ = l_1633_;
                    uint l_1634_ = (l_1613_ | l_1617_);
                    bool l_1635_ = (l_1634_ == 0u);
                    if (l_1635_) {
                        bool _e5727 = l_mut_635_;
                        l_mut_652_ = _e5727;
                        l_mut_635_ = false;
                    }
                    bool _e5729 = l_mut_635_;
                    if (_e5729) {
                        uint l_1636_ = (l_1617_ >> 31u);
                        bool l_1637_ = (l_1636_ == 1u);
                        l_mut_395_ = l_1613_;
                        l_mut_389_ = l_1617_;
                        if (l_1637_) {
                            uint l_1638_ = (0u - l_1613_);
                            uint l_1639_ = (0u - l_1617_);
                            bool l_1640_ = (0u < l_1613_);
                            uint l_1641_ = uint(l_1640_);
                            uint l_1642_ = (l_1639_ - l_1641_);
                            l_mut_395_ = l_1638_;
                            l_mut_389_ = l_1642_;
                        }
                        uint l_1643_ = (l_1086_ - 1u);
                        uint _e5744 = l_mut_395_;
                        uint l_1644_ = (_e5744 * l_1643_);
                        uint _e5746 = l_mut_395_;
                        uint l_4172_ = (_e5746 & 65535u);
                        uint _e5749 = l_mut_395_;
                        uint l_4173_ = (_e5749 >> 16u);
                        uint l_4174_ = (l_4173_ & 65535u);
                        uint l_4175_ = (l_1643_ & 65535u);
                        uint l_4176_ = (l_1643_ >> 16u);
                        uint l_4177_ = (l_4176_ & 65535u);
                        uint l_4178_ = (l_4172_ * l_4175_);
                        uint l_4179_ = (l_4174_ * l_4175_);
                        uint l_4180_ = (l_4172_ * l_4177_);
                        uint l_4181_ = (l_4174_ * l_4177_);
                        uint l_4182_ = (l_4178_ >> 16u);
                        uint l_4183_ = (l_4182_ & 65535u);
                        uint l_4184_ = (l_4179_ & 65535u);
                        uint l_4185_ = (l_4183_ + l_4184_);
                        uint l_4186_ = (l_4180_ & 65535u);
                        uint l_4187_ = (l_4185_ + l_4186_);
                        uint l_4188_ = (l_4179_ >> 16u);
                        uint l_4189_ = (l_4188_ & 65535u);
                        uint l_4190_ = (l_4181_ + l_4189_);
                        uint l_4191_ = (l_4180_ >> 16u);
                        uint l_4192_ = (l_4191_ & 65535u);
                        uint l_4193_ = (l_4190_ + l_4192_);
                        uint l_4194_ = (l_4187_ >> 16u);
                        uint l_4195_ = (l_4194_ & 65535u);
                        uint l_1645_ = (l_4193_ + l_4195_);
                        uint _e5789 = l_mut_389_;
                        uint l_1646_ = (_e5789 * l_1643_);
                        uint l_1647_ = (l_1645_ + l_1646_);
                        l_mut_265_ = 0u;
                        uint l_1648_ = (l_1086_ - 1u);
                        uint _e5795 = l_mut_395_;
                        uint l_1649_ = (_e5795 * l_1648_);
                        uint _e5797 = l_mut_389_;
                        uint l_1650_ = (_e5797 * l_1648_);
                        uint _e5799 = l_mut_395_;
                        uint l_4197_ = (_e5799 & 65535u);
                        uint _e5802 = l_mut_395_;
                        uint l_4198_ = (_e5802 >> 16u);
                        uint l_4199_ = (l_4198_ & 65535u);
                        uint l_4200_ = (l_1648_ & 65535u);
                        uint l_4201_ = (l_1648_ >> 16u);
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
                        uint l_1651_ = (l_4218_ + l_4220_);
                        uint l_1652_ = (l_1651_ + l_1650_);
                        uint _e5843 = l_mut_389_;
                        uint l_4222_ = (_e5843 & 65535u);
                        uint _e5846 = l_mut_389_;
                        uint l_4223_ = (_e5846 >> 16u);
                        uint l_4224_ = (l_4223_ & 65535u);
                        uint l_4225_ = (l_1648_ & 65535u);
                        uint l_4226_ = (l_1648_ >> 16u);
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
                        uint l_1653_ = (l_4243_ + l_4245_);
                        bool l_1654_ = (l_1652_ < l_1650_);
                        uint l_1655_ = uint(l_1654_);
                        uint l_1656_ = (l_1653_ + l_1655_);
                        l_mut_259_ = l_1649_;
                        bool l_1658_ = (0u > 0u);
                        if (l_1658_) {
                            uint l_1659_ = (l_1649_ >> 0u);
                            uint l_1660_ = (32u - 0u);
                            uint l_1661_ = (l_1652_ << l_1660_);
                            uint l_1662_ = (l_1659_ | l_1661_);
                            l_mut_259_ = l_1662_;
                        }
                        l_mut_209_ = l_1652_;
                        bool l_1663_ = (0u > 0u);
                        if (l_1663_) {
                            uint l_1664_ = (l_1652_ >> 0u);
                            uint l_1665_ = (32u - 0u);
                            uint l_1666_ = (l_1656_ << l_1665_);
                            uint l_1667_ = (l_1664_ | l_1666_);
                            l_mut_209_ = l_1667_;
                        }
                        uint _e5904 = l_mut_259_;
                        l_mut_203_ = _e5904;
                        uint _e5905 = l_mut_209_;
                        l_mut_259_ = _e5905;
                        if (true) {
                            l_mut_203_ = l_1656_;
                            l_mut_259_ = 0u;
                        } else {
                            if (true) {
                                l_mut_209_ = l_1652_;
                                bool l_1670_ = (0u > 0u);
                                if (l_1670_) {
                                    uint l_1671_ = (l_1652_ >> 0u);
                                    uint l_1672_ = (32u - 0u);
                                    uint l_1673_ = (l_1656_ << l_1672_);
                                    uint l_1674_ = (l_1671_ | l_1673_);
                                    l_mut_209_ = l_1674_;
                                }
                                uint l_1675_ = (l_1656_ >> 0u);
                                uint _e5917 = l_mut_209_;
                                l_mut_203_ = _e5917;
                                l_mut_259_ = l_1675_;
                            }
                        }
                        uint _e5918 = l_mut_203_;
                        uint _e5919 = l_mut_259_;
                        uint l_1676_ = (_e5918 | _e5919);
                        bool l_1677_ = (l_1676_ == 0u);
                        if (l_1677_) {
                            l_mut_259_ = l_1608_;
                            l_mut_209_ = l_1612_;
                            if (l_1637_) {
                                uint l_1678_ = (0u - l_1608_);
                                uint l_1679_ = (0u - l_1612_);
                                bool l_1680_ = (0u < l_1608_);
                                uint l_1681_ = uint(l_1680_);
                                uint l_1682_ = (l_1679_ - l_1681_);
                                uint l_1683_ = (l_1608_ | l_1612_);
                                bool l_1684_ = (l_1683_ == 0u);
                                bool l_1685_ = !(l_1684_);
                                bool l_1686_ = (l_1647_ < l_1682_);
                                bool l_1687_ = (l_1647_ == l_1682_);
                                bool l_1688_ = (l_1644_ < l_1678_);
                                if (l_1687_) {
                                    local_93 = l_1688_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1689_ = local_93;
                                if (!(l_1686_)) {
                                    local_94 = l_1689_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1690_ = local_94;
                                bool l_1691_ = !(l_1690_);
                                if (l_1685_) {
                                    local_95 = l_1691_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1692_ = local_95;
                                if (l_1692_) {
                                    uint l_1693_ = (l_1086_ - 1u);
                                    l_mut_203_ = l_1678_;
                                    l_mut_141_ = l_1682_;
                                    uint _e5954 = l_mut_389_;
                                    bool l_1694_ = (l_1682_ < _e5954);
                                    uint _e5956 = l_mut_389_;
                                    bool l_1695_ = (l_1682_ == _e5956);
                                    uint _e5958 = l_mut_395_;
                                    bool l_1696_ = (l_1678_ < _e5958);
                                    if (l_1695_) {
                                        local_96 = l_1696_;
                                    } else {
                                        local_96 = false;
                                    }
                                    bool l_1697_ = local_96;
                                    if (!(l_1694_)) {
                                        local_97 = l_1697_;
                                    } else {
                                        local_97 = true;
                                    }
                                    bool l_1698_ = local_97;
                                    bool l_1699_ = !(l_1698_);
                                    if (l_1699_) {
                                        l_mut_135_ = 0u;
                                        uint _e5971 = l_mut_389_;
                                        bool l_1700_ = (_e5971 < l_1682_);
                                        uint _e5973 = l_mut_389_;
                                        bool l_1701_ = (_e5973 == l_1682_);
                                        uint _e5975 = l_mut_395_;
                                        bool l_1702_ = (_e5975 < l_1678_);
                                        if (l_1701_) {
                                            local_98 = l_1702_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1703_ = local_98;
                                        if (!(l_1700_)) {
                                            local_99 = l_1703_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1704_ = local_99;
                                        if (l_1704_) {
                                            uint l_1705_ = (l_1678_ - 1u);
                                            uint l_1706_ = (l_1682_ - 0u);
                                            bool l_1707_ = (l_1678_ < 1u);
                                            uint l_1708_ = uint(l_1707_);
                                            uint l_1709_ = (l_1706_ - l_1708_);
                                            l_mut_92_ = l_1705_;
                                            l_mut_86_ = l_1709_;
                                            l_mut_80_ = 0u;
                                            l_mut_1710_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e6082 = l_mut_1710_;
                                                    l_mut_1710_ = (_e6082 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5997 = l_mut_1710_;
                                                if ((_e5997 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6001 = l_mut_1710_;
                                                    uint l_1711_ = (19u - _e6001);
                                                    uint _e6003 = l_mut_92_;
                                                    l_mut_65_ = _e6003;
                                                    uint _e6004 = l_mut_86_;
                                                    l_mut_30_ = _e6004;
                                                    bool l_1712_ = (l_1711_ >= 32u);
                                                    if (l_1712_) {
                                                        uint l_1713_ = (l_1711_ & 31u);
                                                        uint _e6009 = l_mut_86_;
                                                        uint l_1714_ = (_e6009 >> l_1713_);
                                                        l_mut_65_ = l_1714_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1715_ = (l_1711_ > 0u);
                                                        if (l_1715_) {
                                                            uint _e6014 = l_mut_92_;
                                                            l_mut_1716_ = _e6014;
                                                            bool l_1717_ = (l_1711_ > 0u);
                                                            if (l_1717_) {
                                                                uint _e6017 = l_mut_92_;
                                                                uint l_1718_ = (_e6017 >> l_1711_);
                                                                uint l_1719_ = (32u - l_1711_);
                                                                uint _e6021 = l_mut_86_;
                                                                uint l_1720_ = (_e6021 << l_1719_);
                                                                uint l_1721_ = (l_1718_ | l_1720_);
                                                                l_mut_1716_ = l_1721_;
                                                            }
                                                            uint _e6024 = l_mut_86_;
                                                            uint l_1722_ = (_e6024 >> l_1711_);
                                                            uint _e6026 = l_mut_1716_;
                                                            l_mut_65_ = _e6026;
                                                            l_mut_30_ = l_1722_;
                                                        }
                                                    }
                                                    uint _e6027 = l_mut_30_;
                                                    uint _e6028 = l_mut_389_;
                                                    bool l_1723_ = (_e6027 < _e6028);
                                                    uint _e6030 = l_mut_30_;
                                                    uint _e6031 = l_mut_389_;
                                                    bool l_1724_ = (_e6030 == _e6031);
                                                    uint _e6033 = l_mut_65_;
                                                    uint _e6034 = l_mut_395_;
                                                    bool l_1725_ = (_e6033 < _e6034);
                                                    if (l_1724_) {
                                                        local_100 = l_1725_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1726_ = local_100;
                                                    if (!(l_1723_)) {
                                                        local_101 = l_1726_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1727_ = local_101;
                                                    bool l_1728_ = !(l_1727_);
                                                    if (l_1728_) {
                                                        uint _e6046 = l_mut_395_;
                                                        l_mut_1716_ = _e6046;
                                                        uint _e6047 = l_mut_389_;
                                                        l_mut_65_ = _e6047;
                                                        bool l_1729_ = (l_1711_ >= 32u);
                                                        if (l_1729_) {
                                                            uint l_1730_ = (l_1711_ & 31u);
                                                            uint _e6052 = l_mut_395_;
                                                            uint l_1731_ = (_e6052 << l_1730_);
                                                            l_mut_1716_ = 0u;
                                                            l_mut_65_ = l_1731_;
                                                        } else {
                                                            bool l_1732_ = (l_1711_ > 0u);
                                                            if (l_1732_) {
                                                                uint _e6057 = l_mut_395_;
                                                                uint l_1733_ = (_e6057 << l_1711_);
                                                                uint _e6059 = l_mut_389_;
                                                                uint l_1734_ = (_e6059 << l_1711_);
                                                                uint l_1735_ = (32u - l_1711_);
                                                                uint _e6063 = l_mut_395_;
                                                                uint l_1736_ = (_e6063 >> l_1735_);
                                                                uint l_1737_ = (l_1734_ | l_1736_);
                                                                l_mut_1716_ = l_1733_;
                                                                l_mut_65_ = l_1737_;
                                                            }
                                                        }
                                                        uint _e6066 = l_mut_92_;
                                                        uint _e6067 = l_mut_1716_;
                                                        uint l_1738_ = (_e6066 - _e6067);
                                                        uint _e6069 = l_mut_86_;
                                                        uint _e6070 = l_mut_65_;
                                                        uint l_1739_ = (_e6069 - _e6070);
                                                        uint _e6072 = l_mut_92_;
                                                        uint _e6073 = l_mut_1716_;
                                                        bool l_1740_ = (_e6072 < _e6073);
                                                        uint l_1741_ = uint(l_1740_);
                                                        uint l_1742_ = (l_1739_ - l_1741_);
                                                        l_mut_92_ = l_1738_;
                                                        l_mut_86_ = l_1742_;
                                                        uint l_1743_ = (1u << l_1711_);
                                                        uint _e6079 = l_mut_80_;
                                                        l_mut_80_ = (_e6079 | l_1743_);
                                                    }
                                                }
                                            }
                                            uint _e6084 = l_mut_80_;
                                            uint l_1744_ = min(_e6084, l_1693_);
                                            l_mut_1716_ = l_1744_;
                                            uint _e6086 = l_mut_86_;
                                            uint _e6087 = l_mut_389_;
                                            bool l_1745_ = (_e6086 < _e6087);
                                            uint _e6089 = l_mut_86_;
                                            uint _e6090 = l_mut_389_;
                                            bool l_1746_ = (_e6089 == _e6090);
                                            uint _e6092 = l_mut_92_;
                                            uint _e6093 = l_mut_395_;
                                            bool l_1747_ = (_e6092 < _e6093);
                                            if (l_1746_) {
                                                local_102 = l_1747_;
                                            } else {
                                                local_102 = false;
                                            }
                                            bool l_1748_ = local_102;
                                            if (!(l_1745_)) {
                                                local_103 = l_1748_;
                                            } else {
                                                local_103 = true;
                                            }
                                            bool l_1749_ = local_103;
                                            bool l_1750_ = !(l_1749_);
                                            if (l_1750_) {
                                                l_mut_1716_ = l_1693_;
                                            }
                                            uint _e6105 = l_mut_1716_;
                                            l_mut_135_ = _e6105;
                                        }
                                        uint _e6106 = l_mut_395_;
                                        uint _e6107 = l_mut_135_;
                                        uint l_1751_ = (_e6106 * _e6107);
                                        uint _e6109 = l_mut_395_;
                                        uint l_4247_ = (_e6109 & 65535u);
                                        uint _e6112 = l_mut_395_;
                                        uint l_4248_ = (_e6112 >> 16u);
                                        uint l_4249_ = (l_4248_ & 65535u);
                                        uint _e6117 = l_mut_135_;
                                        uint l_4250_ = (_e6117 & 65535u);
                                        uint _e6120 = l_mut_135_;
                                        uint l_4251_ = (_e6120 >> 16u);
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
                                        uint l_1752_ = (l_4268_ + l_4270_);
                                        uint _e6154 = l_mut_389_;
                                        uint _e6155 = l_mut_135_;
                                        uint l_1753_ = (_e6154 * _e6155);
                                        uint l_1754_ = (l_1752_ + l_1753_);
                                        uint l_1755_ = (l_1678_ - l_1751_);
                                        uint l_1756_ = (l_1682_ - l_1754_);
                                        bool l_1757_ = (l_1678_ < l_1751_);
                                        uint l_1758_ = uint(l_1757_);
                                        uint l_1759_ = (l_1756_ - l_1758_);
                                        l_mut_203_ = l_1755_;
                                        l_mut_141_ = l_1759_;
                                        uint _e6163 = l_mut_141_;
                                        uint _e6164 = l_mut_389_;
                                        bool l_1760_ = (_e6163 < _e6164);
                                        uint _e6166 = l_mut_141_;
                                        uint _e6167 = l_mut_389_;
                                        bool l_1761_ = (_e6166 == _e6167);
                                        uint _e6169 = l_mut_203_;
                                        uint _e6170 = l_mut_395_;
                                        bool l_1762_ = (_e6169 < _e6170);
                                        if (l_1761_) {
                                            local_104 = l_1762_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1763_ = local_104;
                                        if (!(l_1760_)) {
                                            local_105 = l_1763_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1764_ = local_105;
                                        bool l_1765_ = !(l_1764_);
                                        if (l_1765_) {
                                            uint _e6182 = l_mut_203_;
                                            uint _e6183 = l_mut_395_;
                                            uint l_1766_ = (_e6182 - _e6183);
                                            uint _e6185 = l_mut_141_;
                                            uint _e6186 = l_mut_389_;
                                            uint l_1767_ = (_e6185 - _e6186);
                                            uint _e6188 = l_mut_203_;
                                            uint _e6189 = l_mut_395_;
                                            bool l_1768_ = (_e6188 < _e6189);
                                            uint l_1769_ = uint(l_1768_);
                                            uint l_1770_ = (l_1767_ - l_1769_);
                                            l_mut_203_ = l_1766_;
                                            l_mut_141_ = l_1770_;
                                        }
                                    }
                                    uint _e6193 = l_mut_395_;
                                    uint _e6194 = l_mut_203_;
                                    uint l_1771_ = (_e6193 - _e6194);
                                    uint _e6196 = l_mut_389_;
                                    uint _e6197 = l_mut_141_;
                                    uint l_1772_ = (_e6196 - _e6197);
                                    uint _e6199 = l_mut_395_;
                                    uint _e6200 = l_mut_203_;
                                    bool l_1773_ = (_e6199 < _e6200);
                                    uint l_1774_ = uint(l_1773_);
                                    uint l_1775_ = (l_1772_ - l_1774_);
                                    l_mut_1716_ = l_1771_;
                                    l_mut_203_ = l_1775_;
                                    uint _e6204 = l_mut_389_;
                                    bool l_1776_ = (l_1775_ < _e6204);
                                    uint _e6206 = l_mut_389_;
                                    bool l_1777_ = (l_1775_ == _e6206);
                                    uint _e6208 = l_mut_395_;
                                    bool l_1778_ = (l_1771_ < _e6208);
                                    if (l_1777_) {
                                        local_106 = l_1778_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1779_ = local_106;
                                    if (!(l_1776_)) {
                                        local_107 = l_1779_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1780_ = local_107;
                                    bool l_1781_ = !(l_1780_);
                                    if (l_1781_) {
                                        uint _e6220 = l_mut_395_;
                                        uint l_1782_ = (l_1771_ - _e6220);
                                        uint _e6222 = l_mut_389_;
                                        uint l_1783_ = (l_1775_ - _e6222);
                                        uint _e6224 = l_mut_395_;
                                        bool l_1784_ = (l_1771_ < _e6224);
                                        uint l_1785_ = uint(l_1784_);
                                        uint l_1786_ = (l_1783_ - l_1785_);
                                        l_mut_1716_ = l_1782_;
                                        l_mut_203_ = l_1786_;
                                    }
                                    uint _e6228 = l_mut_203_;
                                    uint _e6229 = l_mut_209_;
                                    bool l_1787_ = (_e6228 < _e6229);
                                    uint _e6231 = l_mut_203_;
                                    uint _e6232 = l_mut_209_;
                                    bool l_1788_ = (_e6231 == _e6232);
                                    uint _e6234 = l_mut_1716_;
                                    uint _e6235 = l_mut_259_;
                                    bool l_1789_ = (_e6234 < _e6235);
                                    if (l_1788_) {
                                        local_108 = l_1789_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1790_ = local_108;
                                    if (!(l_1787_)) {
                                        local_109 = l_1790_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1791_ = local_109;
                                    if (l_1791_) {
                                        uint _e6246 = l_mut_1716_;
                                        l_mut_259_ = _e6246;
                                        uint _e6247 = l_mut_203_;
                                        l_mut_209_ = _e6247;
                                    }
                                }
                            } else {
                                uint l_1792_ = (l_1608_ - l_1644_);
                                uint l_1793_ = (l_1612_ - l_1647_);
                                bool l_1794_ = (l_1608_ < l_1644_);
                                uint l_1795_ = uint(l_1794_);
                                uint l_1796_ = (l_1793_ - l_1795_);
                                l_mut_259_ = l_1792_;
                                l_mut_209_ = l_1796_;
                                bool l_1797_ = (l_1612_ < l_1647_);
                                bool l_1798_ = (l_1612_ == l_1647_);
                                bool l_1799_ = (l_1608_ < l_1644_);
                                if (l_1798_) {
                                    local_110 = l_1799_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1800_ = local_110;
                                if (!(l_1797_)) {
                                    local_111 = l_1800_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1801_ = local_111;
                                if (l_1801_) {
                                    uint l_1802_ = (l_1086_ - 1u);
                                    l_mut_1716_ = l_1608_;
                                    l_mut_203_ = l_1612_;
                                    uint _e6267 = l_mut_389_;
                                    bool l_1803_ = (l_1612_ < _e6267);
                                    uint _e6269 = l_mut_389_;
                                    bool l_1804_ = (l_1612_ == _e6269);
                                    uint _e6271 = l_mut_395_;
                                    bool l_1805_ = (l_1608_ < _e6271);
                                    if (l_1804_) {
                                        local_112 = l_1805_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1806_ = local_112;
                                    if (!(l_1803_)) {
                                        local_113 = l_1806_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1807_ = local_113;
                                    bool l_1808_ = !(l_1807_);
                                    if (l_1808_) {
                                        l_mut_141_ = 0u;
                                        uint _e6284 = l_mut_389_;
                                        bool l_1809_ = (_e6284 < l_1612_);
                                        uint _e6286 = l_mut_389_;
                                        bool l_1810_ = (_e6286 == l_1612_);
                                        uint _e6288 = l_mut_395_;
                                        bool l_1811_ = (_e6288 < l_1608_);
                                        if (l_1810_) {
                                            local_114 = l_1811_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1812_ = local_114;
                                        if (!(l_1809_)) {
                                            local_115 = l_1812_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1813_ = local_115;
                                        if (l_1813_) {
                                            uint l_1814_ = (l_1608_ - 1u);
                                            uint l_1815_ = (l_1612_ - 0u);
                                            bool l_1816_ = (l_1608_ < 1u);
                                            uint l_1817_ = uint(l_1816_);
                                            uint l_1818_ = (l_1815_ - l_1817_);
                                            l_mut_135_ = l_1814_;
                                            l_mut_92_ = l_1818_;
                                            l_mut_86_ = 0u;
                                            l_mut_1819_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6395 = l_mut_1819_;
                                                    l_mut_1819_ = (_e6395 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6310 = l_mut_1819_;
                                                if ((_e6310 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6314 = l_mut_1819_;
                                                    uint l_1820_ = (19u - _e6314);
                                                    uint _e6316 = l_mut_135_;
                                                    l_mut_80_ = _e6316;
                                                    uint _e6317 = l_mut_92_;
                                                    l_mut_65_ = _e6317;
                                                    bool l_1821_ = (l_1820_ >= 32u);
                                                    if (l_1821_) {
                                                        uint l_1822_ = (l_1820_ & 31u);
                                                        uint _e6322 = l_mut_92_;
                                                        uint l_1823_ = (_e6322 >> l_1822_);
                                                        l_mut_80_ = l_1823_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1824_ = (l_1820_ > 0u);
                                                        if (l_1824_) {
                                                            uint _e6327 = l_mut_135_;
                                                            l_mut_30_ = _e6327;
                                                            bool l_1825_ = (l_1820_ > 0u);
                                                            if (l_1825_) {
                                                                uint _e6330 = l_mut_135_;
                                                                uint l_1826_ = (_e6330 >> l_1820_);
                                                                uint l_1827_ = (32u - l_1820_);
                                                                uint _e6334 = l_mut_92_;
                                                                uint l_1828_ = (_e6334 << l_1827_);
                                                                uint l_1829_ = (l_1826_ | l_1828_);
                                                                l_mut_30_ = l_1829_;
                                                            }
                                                            uint _e6337 = l_mut_92_;
                                                            uint l_1830_ = (_e6337 >> l_1820_);
                                                            uint _e6339 = l_mut_30_;
                                                            l_mut_80_ = _e6339;
                                                            l_mut_65_ = l_1830_;
                                                        }
                                                    }
                                                    uint _e6340 = l_mut_65_;
                                                    uint _e6341 = l_mut_389_;
                                                    bool l_1831_ = (_e6340 < _e6341);
                                                    uint _e6343 = l_mut_65_;
                                                    uint _e6344 = l_mut_389_;
                                                    bool l_1832_ = (_e6343 == _e6344);
                                                    uint _e6346 = l_mut_80_;
                                                    uint _e6347 = l_mut_395_;
                                                    bool l_1833_ = (_e6346 < _e6347);
                                                    if (l_1832_) {
                                                        local_116 = l_1833_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1834_ = local_116;
                                                    if (!(l_1831_)) {
                                                        local_117 = l_1834_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1835_ = local_117;
                                                    bool l_1836_ = !(l_1835_);
                                                    if (l_1836_) {
                                                        uint _e6359 = l_mut_395_;
                                                        l_mut_80_ = _e6359;
                                                        uint _e6360 = l_mut_389_;
                                                        l_mut_65_ = _e6360;
                                                        bool l_1837_ = (l_1820_ >= 32u);
                                                        if (l_1837_) {
                                                            uint l_1838_ = (l_1820_ & 31u);
                                                            uint _e6365 = l_mut_395_;
                                                            uint l_1839_ = (_e6365 << l_1838_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1839_;
                                                        } else {
                                                            bool l_1840_ = (l_1820_ > 0u);
                                                            if (l_1840_) {
                                                                uint _e6370 = l_mut_395_;
                                                                uint l_1841_ = (_e6370 << l_1820_);
                                                                uint _e6372 = l_mut_389_;
                                                                uint l_1842_ = (_e6372 << l_1820_);
                                                                uint l_1843_ = (32u - l_1820_);
                                                                uint _e6376 = l_mut_395_;
                                                                uint l_1844_ = (_e6376 >> l_1843_);
                                                                uint l_1845_ = (l_1842_ | l_1844_);
                                                                l_mut_80_ = l_1841_;
                                                                l_mut_65_ = l_1845_;
                                                            }
                                                        }
                                                        uint _e6379 = l_mut_135_;
                                                        uint _e6380 = l_mut_80_;
                                                        uint l_1846_ = (_e6379 - _e6380);
                                                        uint _e6382 = l_mut_92_;
                                                        uint _e6383 = l_mut_65_;
                                                        uint l_1847_ = (_e6382 - _e6383);
                                                        uint _e6385 = l_mut_135_;
                                                        uint _e6386 = l_mut_80_;
                                                        bool l_1848_ = (_e6385 < _e6386);
                                                        uint l_1849_ = uint(l_1848_);
                                                        uint l_1850_ = (l_1847_ - l_1849_);
                                                        l_mut_135_ = l_1846_;
                                                        l_mut_92_ = l_1850_;
                                                        uint l_1851_ = (1u << l_1820_);
                                                        uint _e6392 = l_mut_86_;
                                                        l_mut_86_ = (_e6392 | l_1851_);
                                                    }
                                                }
                                            }
                                            uint _e6397 = l_mut_86_;
                                            uint l_1852_ = min(_e6397, l_1802_);
                                            l_mut_86_ = l_1852_;
                                            uint _e6399 = l_mut_92_;
                                            uint _e6400 = l_mut_389_;
                                            bool l_1853_ = (_e6399 < _e6400);
                                            uint _e6402 = l_mut_92_;
                                            uint _e6403 = l_mut_389_;
                                            bool l_1854_ = (_e6402 == _e6403);
                                            uint _e6405 = l_mut_135_;
                                            uint _e6406 = l_mut_395_;
                                            bool l_1855_ = (_e6405 < _e6406);
                                            if (l_1854_) {
                                                local_118 = l_1855_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1856_ = local_118;
                                            if (!(l_1853_)) {
                                                local_119 = l_1856_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1857_ = local_119;
                                            bool l_1858_ = !(l_1857_);
                                            if (l_1858_) {
                                                l_mut_86_ = l_1802_;
                                            }
                                            uint _e6418 = l_mut_86_;
                                            l_mut_141_ = _e6418;
                                        }
                                        uint _e6419 = l_mut_395_;
                                        uint _e6420 = l_mut_141_;
                                        uint l_1859_ = (_e6419 * _e6420);
                                        uint _e6422 = l_mut_395_;
                                        uint l_4272_ = (_e6422 & 65535u);
                                        uint _e6425 = l_mut_395_;
                                        uint l_4273_ = (_e6425 >> 16u);
                                        uint l_4274_ = (l_4273_ & 65535u);
                                        uint _e6430 = l_mut_141_;
                                        uint l_4275_ = (_e6430 & 65535u);
                                        uint _e6433 = l_mut_141_;
                                        uint l_4276_ = (_e6433 >> 16u);
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
                                        uint l_1860_ = (l_4293_ + l_4295_);
                                        uint _e6467 = l_mut_389_;
                                        uint _e6468 = l_mut_141_;
                                        uint l_1861_ = (_e6467 * _e6468);
                                        uint l_1862_ = (l_1860_ + l_1861_);
                                        uint l_1863_ = (l_1608_ - l_1859_);
                                        uint l_1864_ = (l_1612_ - l_1862_);
                                        bool l_1865_ = (l_1608_ < l_1859_);
                                        uint l_1866_ = uint(l_1865_);
                                        uint l_1867_ = (l_1864_ - l_1866_);
                                        l_mut_1716_ = l_1863_;
                                        l_mut_203_ = l_1867_;
                                        uint _e6476 = l_mut_203_;
                                        uint _e6477 = l_mut_389_;
                                        bool l_1868_ = (_e6476 < _e6477);
                                        uint _e6479 = l_mut_203_;
                                        uint _e6480 = l_mut_389_;
                                        bool l_1869_ = (_e6479 == _e6480);
                                        uint _e6482 = l_mut_1716_;
                                        uint _e6483 = l_mut_395_;
                                        bool l_1870_ = (_e6482 < _e6483);
                                        if (l_1869_) {
                                            local_120 = l_1870_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1871_ = local_120;
                                        if (!(l_1868_)) {
                                            local_121 = l_1871_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1872_ = local_121;
                                        bool l_1873_ = !(l_1872_);
                                        if (l_1873_) {
                                            uint _e6495 = l_mut_1716_;
                                            uint _e6496 = l_mut_395_;
                                            uint l_1874_ = (_e6495 - _e6496);
                                            uint _e6498 = l_mut_203_;
                                            uint _e6499 = l_mut_389_;
                                            uint l_1875_ = (_e6498 - _e6499);
                                            uint _e6501 = l_mut_1716_;
                                            uint _e6502 = l_mut_395_;
                                            bool l_1876_ = (_e6501 < _e6502);
                                            uint l_1877_ = uint(l_1876_);
                                            uint l_1878_ = (l_1875_ - l_1877_);
                                            l_mut_1716_ = l_1874_;
                                            l_mut_203_ = l_1878_;
                                        }
                                    }
                                    uint _e6506 = l_mut_203_;
                                    uint _e6507 = l_mut_209_;
                                    bool l_1879_ = (_e6506 < _e6507);
                                    uint _e6509 = l_mut_203_;
                                    uint _e6510 = l_mut_209_;
                                    bool l_1880_ = (_e6509 == _e6510);
                                    uint _e6512 = l_mut_1716_;
                                    uint _e6513 = l_mut_259_;
                                    bool l_1881_ = (_e6512 < _e6513);
                                    if (l_1880_) {
                                        local_122 = l_1881_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1882_ = local_122;
                                    if (!(l_1879_)) {
                                        local_123 = l_1882_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1883_ = local_123;
                                    if (l_1883_) {
                                        uint _e6524 = l_mut_1716_;
                                        l_mut_259_ = _e6524;
                                        uint _e6525 = l_mut_203_;
                                        l_mut_209_ = _e6525;
                                    }
                                }
                            }
                            uint _e6526 = l_mut_209_;
                            bool l_1884_ = (_e6526 < l_1622_);
                            uint _e6528 = l_mut_209_;
                            bool l_1885_ = (_e6528 == l_1622_);
                            uint _e6530 = l_mut_259_;
                            bool l_1886_ = (_e6530 < l_1618_);
                            if (l_1885_) {
                                local_124 = l_1886_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1887_ = local_124;
                            if (!(l_1884_)) {
                                local_125 = l_1887_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1888_ = local_125;
                            bool l_1889_ = !(l_1888_);
                            uint l_1890_ = uint(l_1889_);
                            uint l_1891_ = (2u - l_1890_);
                            l_mut_265_ = l_1891_;
                        }
                        uint _e6545 = l_mut_265_;
                        bool l_1892_ = (_e6545 > 0u);
                        if (l_1892_) {
                            uint _e6548 = l_mut_265_;
                            bool l_1893_ = (_e6548 == 1u);
                            l_mut_652_ = l_1893_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    while(true) {
                        bool _e6553 = l_mut_635_;
                        bool l_1894_ = !(_e6553);
                        if (l_1894_) {
                            break;
                        }
                        uint _e6555 = l_mut_435_;
                        uint _e6556 = l_mut_451_;
                        bool l_1895_ = (_e6555 < _e6556);
                        uint _e6558 = l_mut_435_;
                        uint _e6559 = l_mut_451_;
                        bool l_1896_ = (_e6558 == _e6559);
                        uint _e6561 = l_mut_446_;
                        uint _e6562 = l_mut_452_;
                        bool l_1897_ = (_e6561 < _e6562);
                        if (l_1896_) {
                            local_126 = l_1897_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1898_ = local_126;
                        if (!(l_1895_)) {
                            local_127 = l_1898_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1899_ = local_127;
                        if (l_1899_) {
                            uint _e6573 = l_mut_452_;
                            uint _e6574 = l_mut_446_;
                            uint l_1900_ = (_e6573 - _e6574);
                            uint _e6576 = l_mut_451_;
                            uint _e6577 = l_mut_435_;
                            uint l_1901_ = (_e6576 - _e6577);
                            uint _e6579 = l_mut_452_;
                            uint _e6580 = l_mut_446_;
                            bool l_1902_ = (_e6579 < _e6580);
                            uint l_1903_ = uint(l_1902_);
                            uint l_1904_ = (l_1901_ - l_1903_);
                            l_mut_1716_ = l_1900_;
                            l_mut_395_ = l_1904_;
                            uint _e6584 = l_mut_452_;
                            l_mut_389_ = _e6584;
                            uint _e6585 = l_mut_451_;
                            l_mut_265_ = _e6585;
                            uint _e6586 = l_mut_395_;
                            uint _e6587 = l_mut_451_;
                            bool l_1905_ = (_e6586 < _e6587);
                            uint _e6589 = l_mut_395_;
                            uint _e6590 = l_mut_451_;
                            bool l_1906_ = (_e6589 == _e6590);
                            uint _e6592 = l_mut_1716_;
                            uint _e6593 = l_mut_452_;
                            bool l_1907_ = (_e6592 < _e6593);
                            if (l_1906_) {
                                local_128 = l_1907_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1908_ = local_128;
                            if (!(l_1905_)) {
                                local_129 = l_1908_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1909_ = local_129;
                            if (l_1909_) {
                                uint _e6604 = l_mut_1716_;
                                l_mut_389_ = _e6604;
                                uint _e6605 = l_mut_395_;
                                l_mut_265_ = _e6605;
                            }
                            l_mut_357_ = false;
                            uint _e6607 = l_mut_389_;
                            l_mut_1716_ = _e6607;
                            uint _e6608 = l_mut_265_;
                            l_mut_395_ = _e6608;
                            if (false) {
                                uint _e6611 = l_mut_265_;
                                uint l_1912_ = (_e6611 >> 3u);
                                l_mut_1716_ = l_1912_;
                                l_mut_395_ = 0u;
                            } else {
                                if (true) {
                                    uint _e6615 = l_mut_389_;
                                    l_mut_259_ = _e6615;
                                    if (true) {
                                        uint _e6617 = l_mut_389_;
                                        uint l_1915_ = (_e6617 >> 3u);
                                        uint _e6620 = l_mut_265_;
                                        uint l_1916_ = (_e6620 << 29u);
                                        uint l_1917_ = (l_1915_ | l_1916_);
                                        l_mut_259_ = l_1917_;
                                    }
                                    uint _e6624 = l_mut_265_;
                                    uint l_1918_ = (_e6624 >> 3u);
                                    uint _e6627 = l_mut_259_;
                                    l_mut_1716_ = _e6627;
                                    l_mut_395_ = l_1918_;
                                }
                            }
                            uint _e6628 = l_mut_395_;
                            uint _e6629 = l_mut_447_;
                            bool l_1919_ = (_e6628 < _e6629);
                            uint _e6631 = l_mut_395_;
                            uint _e6632 = l_mut_447_;
                            bool l_1920_ = (_e6631 == _e6632);
                            uint _e6634 = l_mut_1716_;
                            uint _e6635 = l_mut_448_;
                            bool l_1921_ = (_e6634 < _e6635);
                            if (l_1920_) {
                                local_130 = l_1921_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1922_ = local_130;
                            if (!(l_1919_)) {
                                local_131 = l_1922_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1923_ = local_131;
                            bool l_1924_ = !(l_1923_);
                            l_mut_357_ = l_1924_;
                            l_mut_1716_ = 0u;
                            uint _e6648 = l_mut_448_;
                            uint _e6649 = l_mut_447_;
                            uint l_1925_ = (_e6648 | _e6649);
                            bool l_1926_ = (l_1925_ == 0u);
                            bool l_1927_ = !(l_1926_);
                            bool _e6654 = l_mut_357_;
                            if (_e6654) {
                                local_132 = l_1927_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1928_ = local_132;
                            uint _e6659 = l_mut_447_;
                            uint _e6660 = l_mut_265_;
                            bool l_1929_ = (_e6659 < _e6660);
                            uint _e6662 = l_mut_447_;
                            uint _e6663 = l_mut_265_;
                            bool l_1930_ = (_e6662 == _e6663);
                            uint _e6665 = l_mut_448_;
                            uint _e6666 = l_mut_389_;
                            bool l_1931_ = (_e6665 < _e6666);
                            if (l_1930_) {
                                local_133 = l_1931_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1932_ = local_133;
                            if (!(l_1929_)) {
                                local_134 = l_1932_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1933_ = local_134;
                            if (l_1928_) {
                                local_135 = l_1933_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1934_ = local_135;
                            uint _e6681 = l_mut_428_;
                            uint _e6682 = l_mut_401_;
                            uint l_1935_ = (_e6681 + _e6682);
                            bool l_1936_ = (l_1935_ < l_1086_);
                            if (l_1934_) {
                                local_136 = l_1936_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1937_ = local_136;
                            if (l_1937_) {
                                uint _e6689 = l_mut_428_;
                                uint l_1938_ = (l_1086_ - _e6689);
                                uint _e6691 = l_mut_401_;
                                uint l_1939_ = (l_1938_ - _e6691);
                                uint _e6693 = l_mut_428_;
                                uint l_1940_ = (l_1939_ / _e6693);
                                uint _e6695 = l_mut_389_;
                                uint l_1941_ = (_e6695 - 1u);
                                uint _e6698 = l_mut_265_;
                                uint l_1942_ = (_e6698 - 0u);
                                uint _e6701 = l_mut_389_;
                                bool l_1943_ = (_e6701 < 1u);
                                uint l_1944_ = uint(l_1943_);
                                uint l_1945_ = (l_1942_ - l_1944_);
                                l_mut_395_ = l_1941_;
                                l_mut_389_ = l_1945_;
                                l_mut_265_ = 0u;
                                l_mut_1946_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6794 = l_mut_1946_;
                                        l_mut_1946_ = (_e6794 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6709 = l_mut_1946_;
                                    if ((_e6709 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6713 = l_mut_1946_;
                                        uint l_1947_ = (19u - _e6713);
                                        uint _e6715 = l_mut_395_;
                                        l_mut_259_ = _e6715;
                                        uint _e6716 = l_mut_389_;
                                        l_mut_209_ = _e6716;
                                        bool l_1948_ = (l_1947_ >= 32u);
                                        if (l_1948_) {
                                            uint l_1949_ = (l_1947_ & 31u);
                                            uint _e6721 = l_mut_389_;
                                            uint l_1950_ = (_e6721 >> l_1949_);
                                            l_mut_259_ = l_1950_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_1951_ = (l_1947_ > 0u);
                                            if (l_1951_) {
                                                uint _e6726 = l_mut_395_;
                                                l_mut_203_ = _e6726;
                                                bool l_1952_ = (l_1947_ > 0u);
                                                if (l_1952_) {
                                                    uint _e6729 = l_mut_395_;
                                                    uint l_1953_ = (_e6729 >> l_1947_);
                                                    uint l_1954_ = (32u - l_1947_);
                                                    uint _e6733 = l_mut_389_;
                                                    uint l_1955_ = (_e6733 << l_1954_);
                                                    uint l_1956_ = (l_1953_ | l_1955_);
                                                    l_mut_203_ = l_1956_;
                                                }
                                                uint _e6736 = l_mut_389_;
                                                uint l_1957_ = (_e6736 >> l_1947_);
                                                uint _e6738 = l_mut_203_;
                                                l_mut_259_ = _e6738;
                                                l_mut_209_ = l_1957_;
                                            }
                                        }
                                        uint _e6739 = l_mut_209_;
                                        uint _e6740 = l_mut_447_;
                                        bool l_1958_ = (_e6739 < _e6740);
                                        uint _e6742 = l_mut_209_;
                                        uint _e6743 = l_mut_447_;
                                        bool l_1959_ = (_e6742 == _e6743);
                                        uint _e6745 = l_mut_259_;
                                        uint _e6746 = l_mut_448_;
                                        bool l_1960_ = (_e6745 < _e6746);
                                        if (l_1959_) {
                                            local_137 = l_1960_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1961_ = local_137;
                                        if (!(l_1958_)) {
                                            local_138 = l_1961_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1962_ = local_138;
                                        bool l_1963_ = !(l_1962_);
                                        if (l_1963_) {
                                            uint _e6758 = l_mut_448_;
                                            l_mut_259_ = _e6758;
                                            uint _e6759 = l_mut_447_;
                                            l_mut_209_ = _e6759;
                                            bool l_1964_ = (l_1947_ >= 32u);
                                            if (l_1964_) {
                                                uint l_1965_ = (l_1947_ & 31u);
                                                uint _e6764 = l_mut_448_;
                                                uint l_1966_ = (_e6764 << l_1965_);
                                                l_mut_259_ = 0u;
                                                l_mut_209_ = l_1966_;
                                            } else {
                                                bool l_1967_ = (l_1947_ > 0u);
                                                if (l_1967_) {
                                                    uint _e6769 = l_mut_448_;
                                                    uint l_1968_ = (_e6769 << l_1947_);
                                                    uint _e6771 = l_mut_447_;
                                                    uint l_1969_ = (_e6771 << l_1947_);
                                                    uint l_1970_ = (32u - l_1947_);
                                                    uint _e6775 = l_mut_448_;
                                                    uint l_1971_ = (_e6775 >> l_1970_);
                                                    uint l_1972_ = (l_1969_ | l_1971_);
                                                    l_mut_259_ = l_1968_;
                                                    l_mut_209_ = l_1972_;
                                                }
                                            }
                                            uint _e6778 = l_mut_395_;
                                            uint _e6779 = l_mut_259_;
                                            uint l_1973_ = (_e6778 - _e6779);
                                            uint _e6781 = l_mut_389_;
                                            uint _e6782 = l_mut_209_;
                                            uint l_1974_ = (_e6781 - _e6782);
                                            uint _e6784 = l_mut_395_;
                                            uint _e6785 = l_mut_259_;
                                            bool l_1975_ = (_e6784 < _e6785);
                                            uint l_1976_ = uint(l_1975_);
                                            uint l_1977_ = (l_1974_ - l_1976_);
                                            l_mut_395_ = l_1973_;
                                            l_mut_389_ = l_1977_;
                                            uint l_1978_ = (1u << l_1947_);
                                            uint _e6791 = l_mut_265_;
                                            l_mut_265_ = (_e6791 | l_1978_);
                                        }
                                    }
                                }
                                uint _e6796 = l_mut_265_;
                                uint l_1979_ = min(_e6796, l_1940_);
                                l_mut_265_ = l_1979_;
                                uint _e6798 = l_mut_389_;
                                uint _e6799 = l_mut_447_;
                                bool l_1980_ = (_e6798 < _e6799);
                                uint _e6801 = l_mut_389_;
                                uint _e6802 = l_mut_447_;
                                bool l_1981_ = (_e6801 == _e6802);
                                uint _e6804 = l_mut_395_;
                                uint _e6805 = l_mut_448_;
                                bool l_1982_ = (_e6804 < _e6805);
                                if (l_1981_) {
                                    local_139 = l_1982_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1983_ = local_139;
                                if (!(l_1980_)) {
                                    local_140 = l_1983_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1984_ = local_140;
                                bool l_1985_ = !(l_1984_);
                                if (l_1985_) {
                                    l_mut_265_ = l_1940_;
                                }
                                uint _e6817 = l_mut_265_;
                                l_mut_1716_ = _e6817;
                            }
                            uint _e6818 = l_mut_452_;
                            l_mut_395_ = _e6818;
                            uint _e6819 = l_mut_451_;
                            l_mut_389_ = _e6819;
                            uint _e6820 = l_mut_448_;
                            l_mut_265_ = _e6820;
                            uint _e6821 = l_mut_447_;
                            l_mut_259_ = _e6821;
                            uint _e6822 = l_mut_428_;
                            l_mut_209_ = _e6822;
                            uint _e6823 = l_mut_401_;
                            l_mut_203_ = _e6823;
                            uint _e6824 = l_mut_446_;
                            l_mut_141_ = _e6824;
                            uint _e6825 = l_mut_435_;
                            l_mut_135_ = _e6825;
                            l_mut_92_ = 0u;
                            uint _e6827 = l_mut_1716_;
                            bool l_1986_ = (_e6827 > 0u);
                            if (l_1986_) {
                                uint _e6830 = l_mut_448_;
                                uint _e6831 = l_mut_1716_;
                                uint l_1987_ = (_e6830 * _e6831);
                                uint _e6833 = l_mut_448_;
                                uint l_4297_ = (_e6833 & 65535u);
                                uint _e6836 = l_mut_448_;
                                uint l_4298_ = (_e6836 >> 16u);
                                uint l_4299_ = (l_4298_ & 65535u);
                                uint _e6841 = l_mut_1716_;
                                uint l_4300_ = (_e6841 & 65535u);
                                uint _e6844 = l_mut_1716_;
                                uint l_4301_ = (_e6844 >> 16u);
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
                                uint l_1988_ = (l_4318_ + l_4320_);
                                uint _e6878 = l_mut_447_;
                                uint _e6879 = l_mut_1716_;
                                uint l_1989_ = (_e6878 * _e6879);
                                uint l_1990_ = (l_1988_ + l_1989_);
                                uint _e6882 = l_mut_452_;
                                uint l_1991_ = (_e6882 - l_1987_);
                                uint _e6884 = l_mut_451_;
                                uint l_1992_ = (_e6884 - l_1990_);
                                uint _e6886 = l_mut_452_;
                                bool l_1993_ = (_e6886 < l_1987_);
                                uint l_1994_ = uint(l_1993_);
                                uint l_1995_ = (l_1992_ - l_1994_);
                                l_mut_395_ = l_1991_;
                                l_mut_389_ = l_1995_;
                                uint _e6890 = l_mut_1716_;
                                uint _e6891 = l_mut_428_;
                                uint l_1996_ = (_e6890 * _e6891);
                                uint _e6893 = l_mut_401_;
                                uint l_1997_ = (_e6893 + l_1996_);
                                l_mut_203_ = l_1997_;
                            } else {
                                uint _e6895 = l_mut_92_;
                                bool l_1998_ = (_e6895 == 0u);
                                if (l_1998_) {
                                    uint _e6898 = l_mut_428_;
                                    uint l_1999_ = (l_1086_ - _e6898);
                                    uint _e6900 = l_mut_401_;
                                    uint l_2000_ = (l_1999_ / _e6900);
                                    l_mut_1716_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e6904 = l_mut_448_;
                                    l_mut_86_ = _e6904;
                                    uint _e6905 = l_mut_447_;
                                    l_mut_80_ = _e6905;
                                    if (false) {
                                        uint _e6908 = l_mut_447_;
                                        uint l_2003_ = (_e6908 >> 3u);
                                        l_mut_86_ = l_2003_;
                                        l_mut_80_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e6912 = l_mut_448_;
                                            l_mut_65_ = _e6912;
                                            if (true) {
                                                uint _e6914 = l_mut_448_;
                                                uint l_2006_ = (_e6914 >> 3u);
                                                uint _e6917 = l_mut_447_;
                                                uint l_2007_ = (_e6917 << 29u);
                                                uint l_2008_ = (l_2006_ | l_2007_);
                                                l_mut_65_ = l_2008_;
                                            }
                                            uint _e6921 = l_mut_447_;
                                            uint l_2009_ = (_e6921 >> 3u);
                                            uint _e6924 = l_mut_65_;
                                            l_mut_86_ = _e6924;
                                            l_mut_80_ = l_2009_;
                                        }
                                    }
                                    uint _e6925 = l_mut_80_;
                                    uint _e6926 = l_mut_451_;
                                    bool l_2010_ = (_e6925 < _e6926);
                                    uint _e6928 = l_mut_80_;
                                    uint _e6929 = l_mut_451_;
                                    bool l_2011_ = (_e6928 == _e6929);
                                    uint _e6931 = l_mut_86_;
                                    uint _e6932 = l_mut_452_;
                                    bool l_2012_ = (_e6931 < _e6932);
                                    if (l_2011_) {
                                        local_141 = l_2012_;
                                    } else {
                                        local_141 = false;
                                    }
                                    bool l_2013_ = local_141;
                                    if (!(l_2010_)) {
                                        local_142 = l_2013_;
                                    } else {
                                        local_142 = true;
                                    }
                                    bool l_2014_ = local_142;
                                    bool l_2015_ = !(l_2014_);
                                    l_mut_357_ = l_2015_;
                                    uint _e6944 = l_mut_452_;
                                    uint _e6945 = l_mut_451_;
                                    uint l_2016_ = (_e6944 | _e6945);
                                    bool l_2017_ = (l_2016_ == 0u);
                                    if (l_2017_) {
                                        l_mut_1716_ = l_2000_;
                                    } else {
                                        bool _e6949 = l_mut_357_;
                                        if (_e6949) {
                                            uint _e6950 = l_mut_451_;
                                            uint _e6951 = l_mut_447_;
                                            bool l_2018_ = (_e6950 < _e6951);
                                            uint _e6953 = l_mut_451_;
                                            uint _e6954 = l_mut_447_;
                                            bool l_2019_ = (_e6953 == _e6954);
                                            uint _e6956 = l_mut_452_;
                                            uint _e6957 = l_mut_448_;
                                            bool l_2020_ = (_e6956 < _e6957);
                                            if (l_2019_) {
                                                local_143 = l_2020_;
                                            } else {
                                                local_143 = false;
                                            }
                                            bool l_2021_ = local_143;
                                            if (!(l_2018_)) {
                                                local_144 = l_2021_;
                                            } else {
                                                local_144 = true;
                                            }
                                            bool l_2022_ = local_144;
                                            if (l_2022_) {
                                                uint _e6968 = l_mut_448_;
                                                uint l_2023_ = (_e6968 - 1u);
                                                uint _e6971 = l_mut_447_;
                                                uint l_2024_ = (_e6971 - 0u);
                                                uint _e6974 = l_mut_448_;
                                                bool l_2025_ = (_e6974 < 1u);
                                                uint l_2026_ = uint(l_2025_);
                                                uint l_2027_ = (l_2024_ - l_2026_);
                                                l_mut_86_ = l_2023_;
                                                l_mut_80_ = l_2027_;
                                                l_mut_65_ = 0u;
                                                l_mut_2028_ = 0u;
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (!loop_init_10) {
                                                        uint _e7067 = l_mut_2028_;
                                                        l_mut_2028_ = (_e7067 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e6982 = l_mut_2028_;
                                                    if ((_e6982 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e6986 = l_mut_2028_;
                                                        uint l_2029_ = (19u - _e6986);
                                                        uint _e6988 = l_mut_86_;
                                                        l_mut_30_ = _e6988;
                                                        uint _e6989 = l_mut_80_;
                                                        l_mut_2030_ = _e6989;
                                                        bool l_2031_ = (l_2029_ >= 32u);
                                                        if (l_2031_) {
                                                            uint l_2032_ = (l_2029_ & 31u);
                                                            uint _e6994 = l_mut_80_;
                                                            uint l_2033_ = (_e6994 >> l_2032_);
                                                            l_mut_30_ = l_2033_;
                                                            l_mut_2030_ = 0u;
                                                        } else {
                                                            bool l_2034_ = (l_2029_ > 0u);
                                                            if (l_2034_) {
                                                                uint _e6999 = l_mut_86_;
                                                                l_mut_2035_ = _e6999;
                                                                bool l_2036_ = (l_2029_ > 0u);
                                                                if (l_2036_) {
                                                                    uint _e7002 = l_mut_86_;
                                                                    uint l_2037_ = (_e7002 >> l_2029_);
                                                                    uint l_2038_ = (32u - l_2029_);
                                                                    uint _e7006 = l_mut_80_;
                                                                    uint l_2039_ = (_e7006 << l_2038_);
                                                                    uint l_2040_ = (l_2037_ | l_2039_);
                                                                    l_mut_2035_ = l_2040_;
                                                                }
                                                                uint _e7009 = l_mut_80_;
                                                                uint l_2041_ = (_e7009 >> l_2029_);
                                                                uint _e7011 = l_mut_2035_;
                                                                l_mut_30_ = _e7011;
                                                                l_mut_2030_ = l_2041_;
                                                            }
                                                        }
                                                        uint _e7012 = l_mut_2030_;
                                                        uint _e7013 = l_mut_451_;
                                                        bool l_2042_ = (_e7012 < _e7013);
                                                        uint _e7015 = l_mut_2030_;
                                                        uint _e7016 = l_mut_451_;
                                                        bool l_2043_ = (_e7015 == _e7016);
                                                        uint _e7018 = l_mut_30_;
                                                        uint _e7019 = l_mut_452_;
                                                        bool l_2044_ = (_e7018 < _e7019);
                                                        if (l_2043_) {
                                                            local_145 = l_2044_;
                                                        } else {
                                                            local_145 = false;
                                                        }
                                                        bool l_2045_ = local_145;
                                                        if (!(l_2042_)) {
                                                            local_146 = l_2045_;
                                                        } else {
                                                            local_146 = true;
                                                        }
                                                        bool l_2046_ = local_146;
                                                        bool l_2047_ = !(l_2046_);
                                                        if (l_2047_) {
                                                            uint _e7031 = l_mut_452_;
                                                            l_mut_2035_ = _e7031;
                                                            uint _e7032 = l_mut_451_;
                                                            l_mut_2030_ = _e7032;
                                                            bool l_2048_ = (l_2029_ >= 32u);
                                                            if (l_2048_) {
                                                                uint l_2049_ = (l_2029_ & 31u);
                                                                uint _e7037 = l_mut_452_;
                                                                uint l_2050_ = (_e7037 << l_2049_);
                                                                l_mut_2035_ = 0u;
                                                                l_mut_2030_ = l_2050_;
                                                            } else {
                                                                bool l_2051_ = (l_2029_ > 0u);
                                                                if (l_2051_) {
                                                                    uint _e7042 = l_mut_452_;
                                                                    uint l_2052_ = (_e7042 << l_2029_);
                                                                    uint _e7044 = l_mut_451_;
                                                                    uint l_2053_ = (_e7044 << l_2029_);
                                                                    uint l_2054_ = (32u - l_2029_);
                                                                    uint _e7048 = l_mut_452_;
                                                                    uint l_2055_ = (_e7048 >> l_2054_);
                                                                    uint l_2056_ = (l_2053_ | l_2055_);
                                                                    l_mut_2035_ = l_2052_;
                                                                    l_mut_2030_ = l_2056_;
                                                                }
                                                            }
                                                            uint _e7051 = l_mut_86_;
                                                            uint _e7052 = l_mut_2035_;
                                                            uint l_2057_ = (_e7051 - _e7052);
                                                            uint _e7054 = l_mut_80_;
                                                            uint _e7055 = l_mut_2030_;
                                                            uint l_2058_ = (_e7054 - _e7055);
                                                            uint _e7057 = l_mut_86_;
                                                            uint _e7058 = l_mut_2035_;
                                                            bool l_2059_ = (_e7057 < _e7058);
                                                            uint l_2060_ = uint(l_2059_);
                                                            uint l_2061_ = (l_2058_ - l_2060_);
                                                            l_mut_86_ = l_2057_;
                                                            l_mut_80_ = l_2061_;
                                                            uint l_2062_ = (1u << l_2029_);
                                                            uint _e7064 = l_mut_65_;
                                                            l_mut_65_ = (_e7064 | l_2062_);
                                                        }
                                                    }
                                                }
                                                uint _e7069 = l_mut_65_;
                                                uint l_2063_ = min(_e7069, l_2000_);
                                                l_mut_2035_ = l_2063_;
                                                uint _e7071 = l_mut_80_;
                                                uint _e7072 = l_mut_451_;
                                                bool l_2064_ = (_e7071 < _e7072);
                                                uint _e7074 = l_mut_80_;
                                                uint _e7075 = l_mut_451_;
                                                bool l_2065_ = (_e7074 == _e7075);
                                                uint _e7077 = l_mut_86_;
                                                uint _e7078 = l_mut_452_;
                                                bool l_2066_ = (_e7077 < _e7078);
                                                if (l_2065_) {
                                                    local_147 = l_2066_;
                                                } else {
                                                    local_147 = false;
                                                }
                                                bool l_2067_ = local_147;
                                                if (!(l_2064_)) {
                                                    local_148 = l_2067_;
                                                } else {
                                                    local_148 = true;
                                                }
                                                bool l_2068_ = local_148;
                                                bool l_2069_ = !(l_2068_);
                                                if (l_2069_) {
                                                    l_mut_2035_ = l_2000_;
                                                }
                                                uint _e7090 = l_mut_2035_;
                                                l_mut_1716_ = _e7090;
                                            }
                                        } else {
                                            uint _e7091 = l_mut_448_;
                                            l_mut_2035_ = _e7091;
                                            uint _e7092 = l_mut_447_;
                                            l_mut_2030_ = _e7092;
                                            while(true) {
                                                uint _e7093 = l_mut_451_;
                                                uint _e7094 = l_mut_2030_;
                                                bool l_2070_ = (_e7093 < _e7094);
                                                uint _e7096 = l_mut_451_;
                                                uint _e7097 = l_mut_2030_;
                                                bool l_2071_ = (_e7096 == _e7097);
                                                uint _e7099 = l_mut_452_;
                                                uint _e7100 = l_mut_2035_;
                                                bool l_2072_ = (_e7099 < _e7100);
                                                if (l_2071_) {
                                                    local_149 = l_2072_;
                                                } else {
                                                    local_149 = false;
                                                }
                                                bool l_2073_ = local_149;
                                                if (!(l_2070_)) {
                                                    local_150 = l_2073_;
                                                } else {
                                                    local_150 = true;
                                                }
                                                bool l_2074_ = local_150;
                                                uint _e7111 = l_mut_1716_;
                                                uint _e7112 = l_mut_401_;
                                                uint l_2075_ = (_e7111 * _e7112);
                                                uint _e7114 = l_mut_428_;
                                                uint l_2076_ = (_e7114 + l_2075_);
                                                uint _e7116 = l_mut_401_;
                                                uint l_2077_ = (l_2076_ + _e7116);
                                                bool l_2078_ = (l_2077_ < l_1086_);
                                                if (l_2074_) {
                                                    local_151 = l_2078_;
                                                } else {
                                                    local_151 = false;
                                                }
                                                bool l_2079_ = local_151;
                                                bool l_2080_ = !(l_2079_);
                                                if (l_2080_) {
                                                    break;
                                                }
                                                uint _e7124 = l_mut_2035_;
                                                uint _e7125 = l_mut_452_;
                                                uint l_2081_ = (_e7124 - _e7125);
                                                uint _e7127 = l_mut_2030_;
                                                uint _e7128 = l_mut_451_;
                                                uint l_2082_ = (_e7127 - _e7128);
                                                uint _e7130 = l_mut_2035_;
                                                uint _e7131 = l_mut_452_;
                                                bool l_2083_ = (_e7130 < _e7131);
                                                uint l_2084_ = uint(l_2083_);
                                                uint l_2085_ = (l_2082_ - l_2084_);
                                                l_mut_2035_ = l_2081_;
                                                l_mut_2030_ = l_2085_;
                                                uint _e7135 = l_mut_1716_;
                                                l_mut_1716_ = (_e7135 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7138 = l_mut_1716_;
                                    uint _e7139 = l_mut_401_;
                                    uint l_2086_ = (_e7138 * _e7139);
                                    uint _e7141 = l_mut_428_;
                                    uint l_2087_ = (_e7141 + l_2086_);
                                    uint _e7143 = l_mut_401_;
                                    uint l_2088_ = (l_2087_ + _e7143);
                                    bool l_2089_ = (l_2088_ >= l_1086_);
                                    if (l_2089_) {
                                        l_mut_92_ = 1u;
                                    } else {
                                        uint _e7147 = l_mut_452_;
                                        uint _e7148 = l_mut_1716_;
                                        uint l_2090_ = (_e7147 * _e7148);
                                        uint _e7150 = l_mut_452_;
                                        uint l_4322_ = (_e7150 & 65535u);
                                        uint _e7153 = l_mut_452_;
                                        uint l_4323_ = (_e7153 >> 16u);
                                        uint l_4324_ = (l_4323_ & 65535u);
                                        uint _e7158 = l_mut_1716_;
                                        uint l_4325_ = (_e7158 & 65535u);
                                        uint _e7161 = l_mut_1716_;
                                        uint l_4326_ = (_e7161 >> 16u);
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
                                        uint l_2091_ = (l_4343_ + l_4345_);
                                        uint _e7195 = l_mut_451_;
                                        uint _e7196 = l_mut_1716_;
                                        uint l_2092_ = (_e7195 * _e7196);
                                        uint l_2093_ = (l_2091_ + l_2092_);
                                        uint _e7199 = l_mut_448_;
                                        uint l_2094_ = (_e7199 - l_2090_);
                                        uint _e7201 = l_mut_447_;
                                        uint l_2095_ = (_e7201 - l_2093_);
                                        uint _e7203 = l_mut_448_;
                                        bool l_2096_ = (_e7203 < l_2090_);
                                        uint l_2097_ = uint(l_2096_);
                                        uint l_2098_ = (l_2095_ - l_2097_);
                                        l_mut_265_ = l_2094_;
                                        l_mut_259_ = l_2098_;
                                        uint _e7207 = l_mut_1716_;
                                        uint _e7208 = l_mut_401_;
                                        uint l_2099_ = (_e7207 * _e7208);
                                        uint _e7210 = l_mut_428_;
                                        uint l_2100_ = (_e7210 + l_2099_);
                                        l_mut_209_ = l_2100_;
                                        uint _e7212 = l_mut_452_;
                                        uint _e7213 = l_mut_265_;
                                        uint l_2101_ = (_e7212 - _e7213);
                                        uint _e7215 = l_mut_451_;
                                        uint _e7216 = l_mut_259_;
                                        uint l_2102_ = (_e7215 - _e7216);
                                        uint _e7218 = l_mut_452_;
                                        uint _e7219 = l_mut_265_;
                                        bool l_2103_ = (_e7218 < _e7219);
                                        uint l_2104_ = uint(l_2103_);
                                        uint l_2105_ = (l_2102_ - l_2104_);
                                        l_mut_395_ = l_2101_;
                                        l_mut_389_ = l_2105_;
                                        uint _e7223 = l_mut_401_;
                                        uint _e7224 = l_mut_209_;
                                        uint l_2106_ = (_e7223 + _e7224);
                                        l_mut_203_ = l_2106_;
                                    }
                                }
                            }
                            uint _e7226 = l_mut_395_;
                            l_mut_452_ = _e7226;
                            uint _e7227 = l_mut_389_;
                            l_mut_451_ = _e7227;
                            uint _e7228 = l_mut_265_;
                            l_mut_448_ = _e7228;
                            uint _e7229 = l_mut_259_;
                            l_mut_447_ = _e7229;
                            uint _e7230 = l_mut_209_;
                            l_mut_428_ = _e7230;
                            uint _e7231 = l_mut_203_;
                            l_mut_401_ = _e7231;
                            uint _e7232 = l_mut_141_;
                            l_mut_446_ = _e7232;
                            uint _e7233 = l_mut_135_;
                            l_mut_435_ = _e7233;
                            uint _e7234 = l_mut_92_;
                            bool l_2107_ = (_e7234 == 1u);
                            l_mut_652_ = l_2107_;
                            uint _e7237 = l_mut_92_;
                            bool l_2108_ = (_e7237 == 0u);
                            l_mut_635_ = l_2108_;
                        } else {
                            uint _e7240 = l_mut_448_;
                            uint _e7241 = l_mut_446_;
                            uint l_2109_ = (_e7240 - _e7241);
                            uint _e7243 = l_mut_447_;
                            uint _e7244 = l_mut_435_;
                            uint l_2110_ = (_e7243 - _e7244);
                            uint _e7246 = l_mut_448_;
                            uint _e7247 = l_mut_446_;
                            bool l_2111_ = (_e7246 < _e7247);
                            uint l_2112_ = uint(l_2111_);
                            uint l_2113_ = (l_2110_ - l_2112_);
                            l_mut_2035_ = l_2109_;
                            l_mut_2030_ = l_2113_;
                            uint _e7251 = l_mut_446_;
                            uint l_2114_ = (_e7251 - l_1618_);
                            uint _e7253 = l_mut_435_;
                            uint l_2115_ = (_e7253 - l_1622_);
                            uint _e7255 = l_mut_446_;
                            bool l_2116_ = (_e7255 < l_1618_);
                            uint l_2117_ = uint(l_2116_);
                            uint l_2118_ = (l_2115_ - l_2117_);
                            l_mut_2035_ = l_2114_;
                            l_mut_2030_ = l_2118_;
                            uint _e7259 = l_mut_448_;
                            l_mut_1716_ = _e7259;
                            uint _e7260 = l_mut_447_;
                            l_mut_395_ = _e7260;
                            uint _e7261 = l_mut_2030_;
                            uint _e7262 = l_mut_447_;
                            bool l_2119_ = (_e7261 < _e7262);
                            uint _e7264 = l_mut_2030_;
                            uint _e7265 = l_mut_447_;
                            bool l_2120_ = (_e7264 == _e7265);
                            uint _e7267 = l_mut_2035_;
                            uint _e7268 = l_mut_448_;
                            bool l_2121_ = (_e7267 < _e7268);
                            if (l_2120_) {
                                local_152 = l_2121_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2122_ = local_152;
                            if (!(l_2119_)) {
                                local_153 = l_2122_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2123_ = local_153;
                            if (l_2123_) {
                                uint _e7279 = l_mut_2035_;
                                l_mut_1716_ = _e7279;
                                uint _e7280 = l_mut_2030_;
                                l_mut_395_ = _e7280;
                            }
                            l_mut_357_ = false;
                            uint _e7282 = l_mut_1716_;
                            l_mut_2035_ = _e7282;
                            uint _e7283 = l_mut_395_;
                            l_mut_2030_ = _e7283;
                            if (false) {
                                uint _e7286 = l_mut_395_;
                                uint l_2126_ = (_e7286 >> 3u);
                                l_mut_2035_ = l_2126_;
                                l_mut_2030_ = 0u;
                            } else {
                                if (true) {
                                    uint _e7290 = l_mut_1716_;
                                    l_mut_389_ = _e7290;
                                    if (true) {
                                        uint _e7292 = l_mut_1716_;
                                        uint l_2129_ = (_e7292 >> 3u);
                                        uint _e7295 = l_mut_395_;
                                        uint l_2130_ = (_e7295 << 29u);
                                        uint l_2131_ = (l_2129_ | l_2130_);
                                        l_mut_389_ = l_2131_;
                                    }
                                    uint _e7299 = l_mut_395_;
                                    uint l_2132_ = (_e7299 >> 3u);
                                    uint _e7302 = l_mut_389_;
                                    l_mut_2035_ = _e7302;
                                    l_mut_2030_ = l_2132_;
                                }
                            }
                            uint _e7303 = l_mut_2030_;
                            uint _e7304 = l_mut_451_;
                            bool l_2133_ = (_e7303 < _e7304);
                            uint _e7306 = l_mut_2030_;
                            uint _e7307 = l_mut_451_;
                            bool l_2134_ = (_e7306 == _e7307);
                            uint _e7309 = l_mut_2035_;
                            uint _e7310 = l_mut_452_;
                            bool l_2135_ = (_e7309 < _e7310);
                            if (l_2134_) {
                                local_154 = l_2135_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2136_ = local_154;
                            if (!(l_2133_)) {
                                local_155 = l_2136_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2137_ = local_155;
                            bool l_2138_ = !(l_2137_);
                            l_mut_357_ = l_2138_;
                            l_mut_2035_ = 0u;
                            uint _e7323 = l_mut_452_;
                            uint _e7324 = l_mut_451_;
                            uint l_2139_ = (_e7323 | _e7324);
                            bool l_2140_ = (l_2139_ == 0u);
                            bool l_2141_ = !(l_2140_);
                            bool _e7329 = l_mut_357_;
                            if (_e7329) {
                                local_156 = l_2141_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2142_ = local_156;
                            uint _e7334 = l_mut_451_;
                            uint _e7335 = l_mut_395_;
                            bool l_2143_ = (_e7334 < _e7335);
                            uint _e7337 = l_mut_451_;
                            uint _e7338 = l_mut_395_;
                            bool l_2144_ = (_e7337 == _e7338);
                            uint _e7340 = l_mut_452_;
                            uint _e7341 = l_mut_1716_;
                            bool l_2145_ = (_e7340 < _e7341);
                            if (l_2144_) {
                                local_157 = l_2145_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2146_ = local_157;
                            if (!(l_2143_)) {
                                local_158 = l_2146_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2147_ = local_158;
                            if (l_2142_) {
                                local_159 = l_2147_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2148_ = local_159;
                            uint _e7356 = l_mut_401_;
                            uint _e7357 = l_mut_428_;
                            uint l_2149_ = (_e7356 + _e7357);
                            bool l_2150_ = (l_2149_ < l_1086_);
                            if (l_2148_) {
                                local_160 = l_2150_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2151_ = local_160;
                            if (l_2151_) {
                                uint _e7364 = l_mut_401_;
                                uint l_2152_ = (l_1086_ - _e7364);
                                uint _e7366 = l_mut_428_;
                                uint l_2153_ = (l_2152_ - _e7366);
                                uint _e7368 = l_mut_401_;
                                uint l_2154_ = (l_2153_ / _e7368);
                                uint _e7370 = l_mut_1716_;
                                uint l_2155_ = (_e7370 - 1u);
                                uint _e7373 = l_mut_395_;
                                uint l_2156_ = (_e7373 - 0u);
                                uint _e7376 = l_mut_1716_;
                                bool l_2157_ = (_e7376 < 1u);
                                uint l_2158_ = uint(l_2157_);
                                uint l_2159_ = (l_2156_ - l_2158_);
                                l_mut_2030_ = l_2155_;
                                l_mut_1716_ = l_2159_;
                                l_mut_395_ = 0u;
                                l_mut_2160_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7469 = l_mut_2160_;
                                        l_mut_2160_ = (_e7469 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7384 = l_mut_2160_;
                                    if ((_e7384 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7388 = l_mut_2160_;
                                        uint l_2161_ = (19u - _e7388);
                                        uint _e7390 = l_mut_2030_;
                                        l_mut_389_ = _e7390;
                                        uint _e7391 = l_mut_1716_;
                                        l_mut_265_ = _e7391;
                                        bool l_2162_ = (l_2161_ >= 32u);
                                        if (l_2162_) {
                                            uint l_2163_ = (l_2161_ & 31u);
                                            uint _e7396 = l_mut_1716_;
                                            uint l_2164_ = (_e7396 >> l_2163_);
                                            l_mut_389_ = l_2164_;
                                            l_mut_265_ = 0u;
                                        } else {
                                            bool l_2165_ = (l_2161_ > 0u);
                                            if (l_2165_) {
                                                uint _e7401 = l_mut_2030_;
                                                l_mut_259_ = _e7401;
                                                bool l_2166_ = (l_2161_ > 0u);
                                                if (l_2166_) {
                                                    uint _e7404 = l_mut_2030_;
                                                    uint l_2167_ = (_e7404 >> l_2161_);
                                                    uint l_2168_ = (32u - l_2161_);
                                                    uint _e7408 = l_mut_1716_;
                                                    uint l_2169_ = (_e7408 << l_2168_);
                                                    uint l_2170_ = (l_2167_ | l_2169_);
                                                    l_mut_259_ = l_2170_;
                                                }
                                                uint _e7411 = l_mut_1716_;
                                                uint l_2171_ = (_e7411 >> l_2161_);
                                                uint _e7413 = l_mut_259_;
                                                l_mut_389_ = _e7413;
                                                l_mut_265_ = l_2171_;
                                            }
                                        }
                                        uint _e7414 = l_mut_265_;
                                        uint _e7415 = l_mut_451_;
                                        bool l_2172_ = (_e7414 < _e7415);
                                        uint _e7417 = l_mut_265_;
                                        uint _e7418 = l_mut_451_;
                                        bool l_2173_ = (_e7417 == _e7418);
                                        uint _e7420 = l_mut_389_;
                                        uint _e7421 = l_mut_452_;
                                        bool l_2174_ = (_e7420 < _e7421);
                                        if (l_2173_) {
                                            local_161 = l_2174_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2175_ = local_161;
                                        if (!(l_2172_)) {
                                            local_162 = l_2175_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2176_ = local_162;
                                        bool l_2177_ = !(l_2176_);
                                        if (l_2177_) {
                                            uint _e7433 = l_mut_452_;
                                            l_mut_389_ = _e7433;
                                            uint _e7434 = l_mut_451_;
                                            l_mut_265_ = _e7434;
                                            bool l_2178_ = (l_2161_ >= 32u);
                                            if (l_2178_) {
                                                uint l_2179_ = (l_2161_ & 31u);
                                                uint _e7439 = l_mut_452_;
                                                uint l_2180_ = (_e7439 << l_2179_);
                                                l_mut_389_ = 0u;
                                                l_mut_265_ = l_2180_;
                                            } else {
                                                bool l_2181_ = (l_2161_ > 0u);
                                                if (l_2181_) {
                                                    uint _e7444 = l_mut_452_;
                                                    uint l_2182_ = (_e7444 << l_2161_);
                                                    uint _e7446 = l_mut_451_;
                                                    uint l_2183_ = (_e7446 << l_2161_);
                                                    uint l_2184_ = (32u - l_2161_);
                                                    uint _e7450 = l_mut_452_;
                                                    uint l_2185_ = (_e7450 >> l_2184_);
                                                    uint l_2186_ = (l_2183_ | l_2185_);
                                                    l_mut_389_ = l_2182_;
                                                    l_mut_265_ = l_2186_;
                                                }
                                            }
                                            uint _e7453 = l_mut_2030_;
                                            uint _e7454 = l_mut_389_;
                                            uint l_2187_ = (_e7453 - _e7454);
                                            uint _e7456 = l_mut_1716_;
                                            uint _e7457 = l_mut_265_;
                                            uint l_2188_ = (_e7456 - _e7457);
                                            uint _e7459 = l_mut_2030_;
                                            uint _e7460 = l_mut_389_;
                                            bool l_2189_ = (_e7459 < _e7460);
                                            uint l_2190_ = uint(l_2189_);
                                            uint l_2191_ = (l_2188_ - l_2190_);
                                            l_mut_2030_ = l_2187_;
                                            l_mut_1716_ = l_2191_;
                                            uint l_2192_ = (1u << l_2161_);
                                            uint _e7466 = l_mut_395_;
                                            l_mut_395_ = (_e7466 | l_2192_);
                                        }
                                    }
                                }
                                uint _e7471 = l_mut_395_;
                                uint l_2193_ = min(_e7471, l_2154_);
                                l_mut_395_ = l_2193_;
                                uint _e7473 = l_mut_1716_;
                                uint _e7474 = l_mut_451_;
                                bool l_2194_ = (_e7473 < _e7474);
                                uint _e7476 = l_mut_1716_;
                                uint _e7477 = l_mut_451_;
                                bool l_2195_ = (_e7476 == _e7477);
                                uint _e7479 = l_mut_2030_;
                                uint _e7480 = l_mut_452_;
                                bool l_2196_ = (_e7479 < _e7480);
                                if (l_2195_) {
                                    local_163 = l_2196_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2197_ = local_163;
                                if (!(l_2194_)) {
                                    local_164 = l_2197_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2198_ = local_164;
                                bool l_2199_ = !(l_2198_);
                                if (l_2199_) {
                                    l_mut_395_ = l_2154_;
                                }
                                uint _e7492 = l_mut_395_;
                                l_mut_2035_ = _e7492;
                            }
                            uint _e7493 = l_mut_448_;
                            l_mut_2030_ = _e7493;
                            uint _e7494 = l_mut_447_;
                            l_mut_1716_ = _e7494;
                            uint _e7495 = l_mut_452_;
                            l_mut_395_ = _e7495;
                            uint _e7496 = l_mut_451_;
                            l_mut_389_ = _e7496;
                            uint _e7497 = l_mut_401_;
                            l_mut_265_ = _e7497;
                            uint _e7498 = l_mut_428_;
                            l_mut_259_ = _e7498;
                            uint _e7499 = l_mut_446_;
                            l_mut_209_ = _e7499;
                            uint _e7500 = l_mut_435_;
                            l_mut_203_ = _e7500;
                            l_mut_141_ = 0u;
                            uint _e7502 = l_mut_2035_;
                            bool l_2200_ = (_e7502 > 0u);
                            if (l_2200_) {
                                uint _e7505 = l_mut_452_;
                                uint _e7506 = l_mut_2035_;
                                uint l_2201_ = (_e7505 * _e7506);
                                uint _e7508 = l_mut_452_;
                                uint l_4347_ = (_e7508 & 65535u);
                                uint _e7511 = l_mut_452_;
                                uint l_4348_ = (_e7511 >> 16u);
                                uint l_4349_ = (l_4348_ & 65535u);
                                uint _e7516 = l_mut_2035_;
                                uint l_4350_ = (_e7516 & 65535u);
                                uint _e7519 = l_mut_2035_;
                                uint l_4351_ = (_e7519 >> 16u);
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
                                uint l_2202_ = (l_4368_ + l_4370_);
                                uint _e7553 = l_mut_451_;
                                uint _e7554 = l_mut_2035_;
                                uint l_2203_ = (_e7553 * _e7554);
                                uint l_2204_ = (l_2202_ + l_2203_);
                                uint _e7557 = l_mut_446_;
                                uint l_2205_ = (_e7557 - l_2201_);
                                uint _e7559 = l_mut_435_;
                                uint l_2206_ = (_e7559 - l_2204_);
                                uint _e7561 = l_mut_446_;
                                bool l_2207_ = (_e7561 < l_2201_);
                                uint l_2208_ = uint(l_2207_);
                                uint l_2209_ = (l_2206_ - l_2208_);
                                l_mut_209_ = l_2205_;
                                l_mut_203_ = l_2209_;
                                uint _e7565 = l_mut_448_;
                                uint l_2210_ = (_e7565 - l_2201_);
                                uint _e7567 = l_mut_447_;
                                uint l_2211_ = (_e7567 - l_2204_);
                                uint _e7569 = l_mut_448_;
                                bool l_2212_ = (_e7569 < l_2201_);
                                uint l_2213_ = uint(l_2212_);
                                uint l_2214_ = (l_2211_ - l_2213_);
                                l_mut_2030_ = l_2210_;
                                l_mut_1716_ = l_2214_;
                                uint _e7573 = l_mut_2035_;
                                uint _e7574 = l_mut_401_;
                                uint l_2215_ = (_e7573 * _e7574);
                                uint _e7576 = l_mut_428_;
                                uint l_2216_ = (_e7576 + l_2215_);
                                l_mut_259_ = l_2216_;
                            } else {
                                uint _e7578 = l_mut_446_;
                                uint _e7579 = l_mut_452_;
                                uint l_2217_ = (_e7578 - _e7579);
                                uint _e7581 = l_mut_435_;
                                uint _e7582 = l_mut_451_;
                                uint l_2218_ = (_e7581 - _e7582);
                                uint _e7584 = l_mut_446_;
                                uint _e7585 = l_mut_452_;
                                bool l_2219_ = (_e7584 < _e7585);
                                uint l_2220_ = uint(l_2219_);
                                uint l_2221_ = (l_2218_ - l_2220_);
                                l_mut_209_ = l_2217_;
                                l_mut_203_ = l_2221_;
                                uint _e7589 = l_mut_203_;
                                bool l_2222_ = (_e7589 < l_1622_);
                                uint _e7591 = l_mut_203_;
                                bool l_2223_ = (_e7591 == l_1622_);
                                uint _e7593 = l_mut_209_;
                                bool l_2224_ = (_e7593 < l_1618_);
                                if (l_2223_) {
                                    local_165 = l_2224_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2225_ = local_165;
                                if (!(l_2222_)) {
                                    local_166 = l_2225_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2226_ = local_166;
                                if (l_2226_) {
                                    l_mut_141_ = 2u;
                                }
                                uint _e7605 = l_mut_141_;
                                bool l_2227_ = (_e7605 == 0u);
                                if (l_2227_) {
                                    uint _e7608 = l_mut_401_;
                                    uint l_2228_ = (l_1086_ - _e7608);
                                    uint _e7610 = l_mut_428_;
                                    uint l_2229_ = (l_2228_ / _e7610);
                                    l_mut_2035_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e7614 = l_mut_452_;
                                    l_mut_135_ = _e7614;
                                    uint _e7615 = l_mut_451_;
                                    l_mut_92_ = _e7615;
                                    if (false) {
                                        uint _e7618 = l_mut_451_;
                                        uint l_2232_ = (_e7618 >> 3u);
                                        l_mut_135_ = l_2232_;
                                        l_mut_92_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e7622 = l_mut_452_;
                                            l_mut_86_ = _e7622;
                                            if (true) {
                                                uint _e7624 = l_mut_452_;
                                                uint l_2235_ = (_e7624 >> 3u);
                                                uint _e7627 = l_mut_451_;
                                                uint l_2236_ = (_e7627 << 29u);
                                                uint l_2237_ = (l_2235_ | l_2236_);
                                                l_mut_86_ = l_2237_;
                                            }
                                            uint _e7631 = l_mut_451_;
                                            uint l_2238_ = (_e7631 >> 3u);
                                            uint _e7634 = l_mut_86_;
                                            l_mut_135_ = _e7634;
                                            l_mut_92_ = l_2238_;
                                        }
                                    }
                                    uint _e7635 = l_mut_92_;
                                    uint _e7636 = l_mut_447_;
                                    bool l_2239_ = (_e7635 < _e7636);
                                    uint _e7638 = l_mut_92_;
                                    uint _e7639 = l_mut_447_;
                                    bool l_2240_ = (_e7638 == _e7639);
                                    uint _e7641 = l_mut_135_;
                                    uint _e7642 = l_mut_448_;
                                    bool l_2241_ = (_e7641 < _e7642);
                                    if (l_2240_) {
                                        local_167 = l_2241_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2242_ = local_167;
                                    if (!(l_2239_)) {
                                        local_168 = l_2242_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2243_ = local_168;
                                    bool l_2244_ = !(l_2243_);
                                    l_mut_357_ = l_2244_;
                                    uint _e7654 = l_mut_448_;
                                    uint _e7655 = l_mut_447_;
                                    uint l_2245_ = (_e7654 | _e7655);
                                    bool l_2246_ = (l_2245_ == 0u);
                                    if (l_2246_) {
                                        l_mut_2035_ = l_2229_;
                                    } else {
                                        bool _e7659 = l_mut_357_;
                                        if (_e7659) {
                                            uint _e7660 = l_mut_447_;
                                            uint _e7661 = l_mut_451_;
                                            bool l_2247_ = (_e7660 < _e7661);
                                            uint _e7663 = l_mut_447_;
                                            uint _e7664 = l_mut_451_;
                                            bool l_2248_ = (_e7663 == _e7664);
                                            uint _e7666 = l_mut_448_;
                                            uint _e7667 = l_mut_452_;
                                            bool l_2249_ = (_e7666 < _e7667);
                                            if (l_2248_) {
                                                local_169 = l_2249_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2250_ = local_169;
                                            if (!(l_2247_)) {
                                                local_170 = l_2250_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2251_ = local_170;
                                            if (l_2251_) {
                                                uint _e7678 = l_mut_452_;
                                                uint l_2252_ = (_e7678 - 1u);
                                                uint _e7681 = l_mut_451_;
                                                uint l_2253_ = (_e7681 - 0u);
                                                uint _e7684 = l_mut_452_;
                                                bool l_2254_ = (_e7684 < 1u);
                                                uint l_2255_ = uint(l_2254_);
                                                uint l_2256_ = (l_2253_ - l_2255_);
                                                l_mut_135_ = l_2252_;
                                                l_mut_92_ = l_2256_;
                                                l_mut_86_ = 0u;
                                                l_mut_2257_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7777 = l_mut_2257_;
                                                        l_mut_2257_ = (_e7777 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7692 = l_mut_2257_;
                                                    if ((_e7692 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7696 = l_mut_2257_;
                                                        uint l_2258_ = (19u - _e7696);
                                                        uint _e7698 = l_mut_135_;
                                                        l_mut_80_ = _e7698;
                                                        uint _e7699 = l_mut_92_;
                                                        l_mut_65_ = _e7699;
                                                        bool l_2259_ = (l_2258_ >= 32u);
                                                        if (l_2259_) {
                                                            uint l_2260_ = (l_2258_ & 31u);
                                                            uint _e7704 = l_mut_92_;
                                                            uint l_2261_ = (_e7704 >> l_2260_);
                                                            l_mut_80_ = l_2261_;
                                                            l_mut_65_ = 0u;
                                                        } else {
                                                            bool l_2262_ = (l_2258_ > 0u);
                                                            if (l_2262_) {
                                                                uint _e7709 = l_mut_135_;
                                                                l_mut_30_ = _e7709;
                                                                bool l_2263_ = (l_2258_ > 0u);
                                                                if (l_2263_) {
                                                                    uint _e7712 = l_mut_135_;
                                                                    uint l_2264_ = (_e7712 >> l_2258_);
                                                                    uint l_2265_ = (32u - l_2258_);
                                                                    uint _e7716 = l_mut_92_;
                                                                    uint l_2266_ = (_e7716 << l_2265_);
                                                                    uint l_2267_ = (l_2264_ | l_2266_);
                                                                    l_mut_30_ = l_2267_;
                                                                }
                                                                uint _e7719 = l_mut_92_;
                                                                uint l_2268_ = (_e7719 >> l_2258_);
                                                                uint _e7721 = l_mut_30_;
                                                                l_mut_80_ = _e7721;
                                                                l_mut_65_ = l_2268_;
                                                            }
                                                        }
                                                        uint _e7722 = l_mut_65_;
                                                        uint _e7723 = l_mut_447_;
                                                        bool l_2269_ = (_e7722 < _e7723);
                                                        uint _e7725 = l_mut_65_;
                                                        uint _e7726 = l_mut_447_;
                                                        bool l_2270_ = (_e7725 == _e7726);
                                                        uint _e7728 = l_mut_80_;
                                                        uint _e7729 = l_mut_448_;
                                                        bool l_2271_ = (_e7728 < _e7729);
                                                        if (l_2270_) {
                                                            local_171 = l_2271_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2272_ = local_171;
                                                        if (!(l_2269_)) {
                                                            local_172 = l_2272_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2273_ = local_172;
                                                        bool l_2274_ = !(l_2273_);
                                                        if (l_2274_) {
                                                            uint _e7741 = l_mut_448_;
                                                            l_mut_80_ = _e7741;
                                                            uint _e7742 = l_mut_447_;
                                                            l_mut_65_ = _e7742;
                                                            bool l_2275_ = (l_2258_ >= 32u);
                                                            if (l_2275_) {
                                                                uint l_2276_ = (l_2258_ & 31u);
                                                                uint _e7747 = l_mut_448_;
                                                                uint l_2277_ = (_e7747 << l_2276_);
                                                                l_mut_80_ = 0u;
                                                                l_mut_65_ = l_2277_;
                                                            } else {
                                                                bool l_2278_ = (l_2258_ > 0u);
                                                                if (l_2278_) {
                                                                    uint _e7752 = l_mut_448_;
                                                                    uint l_2279_ = (_e7752 << l_2258_);
                                                                    uint _e7754 = l_mut_447_;
                                                                    uint l_2280_ = (_e7754 << l_2258_);
                                                                    uint l_2281_ = (32u - l_2258_);
                                                                    uint _e7758 = l_mut_448_;
                                                                    uint l_2282_ = (_e7758 >> l_2281_);
                                                                    uint l_2283_ = (l_2280_ | l_2282_);
                                                                    l_mut_80_ = l_2279_;
                                                                    l_mut_65_ = l_2283_;
                                                                }
                                                            }
                                                            uint _e7761 = l_mut_135_;
                                                            uint _e7762 = l_mut_80_;
                                                            uint l_2284_ = (_e7761 - _e7762);
                                                            uint _e7764 = l_mut_92_;
                                                            uint _e7765 = l_mut_65_;
                                                            uint l_2285_ = (_e7764 - _e7765);
                                                            uint _e7767 = l_mut_135_;
                                                            uint _e7768 = l_mut_80_;
                                                            bool l_2286_ = (_e7767 < _e7768);
                                                            uint l_2287_ = uint(l_2286_);
                                                            uint l_2288_ = (l_2285_ - l_2287_);
                                                            l_mut_135_ = l_2284_;
                                                            l_mut_92_ = l_2288_;
                                                            uint l_2289_ = (1u << l_2258_);
                                                            uint _e7774 = l_mut_86_;
                                                            l_mut_86_ = (_e7774 | l_2289_);
                                                        }
                                                    }
                                                }
                                                uint _e7779 = l_mut_86_;
                                                uint l_2290_ = min(_e7779, l_2229_);
                                                l_mut_86_ = l_2290_;
                                                uint _e7781 = l_mut_92_;
                                                uint _e7782 = l_mut_447_;
                                                bool l_2291_ = (_e7781 < _e7782);
                                                uint _e7784 = l_mut_92_;
                                                uint _e7785 = l_mut_447_;
                                                bool l_2292_ = (_e7784 == _e7785);
                                                uint _e7787 = l_mut_135_;
                                                uint _e7788 = l_mut_448_;
                                                bool l_2293_ = (_e7787 < _e7788);
                                                if (l_2292_) {
                                                    local_173 = l_2293_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2294_ = local_173;
                                                if (!(l_2291_)) {
                                                    local_174 = l_2294_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2295_ = local_174;
                                                bool l_2296_ = !(l_2295_);
                                                if (l_2296_) {
                                                    l_mut_86_ = l_2229_;
                                                }
                                                uint _e7800 = l_mut_86_;
                                                l_mut_2035_ = _e7800;
                                            }
                                        } else {
                                            uint _e7801 = l_mut_452_;
                                            l_mut_135_ = _e7801;
                                            uint _e7802 = l_mut_451_;
                                            l_mut_92_ = _e7802;
                                            while(true) {
                                                uint _e7803 = l_mut_447_;
                                                uint _e7804 = l_mut_92_;
                                                bool l_2297_ = (_e7803 < _e7804);
                                                uint _e7806 = l_mut_447_;
                                                uint _e7807 = l_mut_92_;
                                                bool l_2298_ = (_e7806 == _e7807);
                                                uint _e7809 = l_mut_448_;
                                                uint _e7810 = l_mut_135_;
                                                bool l_2299_ = (_e7809 < _e7810);
                                                if (l_2298_) {
                                                    local_175 = l_2299_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2300_ = local_175;
                                                if (!(l_2297_)) {
                                                    local_176 = l_2300_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2301_ = local_176;
                                                uint _e7821 = l_mut_2035_;
                                                uint _e7822 = l_mut_428_;
                                                uint l_2302_ = (_e7821 * _e7822);
                                                uint _e7824 = l_mut_401_;
                                                uint l_2303_ = (_e7824 + l_2302_);
                                                uint _e7826 = l_mut_428_;
                                                uint l_2304_ = (l_2303_ + _e7826);
                                                bool l_2305_ = (l_2304_ < l_1086_);
                                                if (l_2301_) {
                                                    local_177 = l_2305_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2306_ = local_177;
                                                bool l_2307_ = !(l_2306_);
                                                if (l_2307_) {
                                                    break;
                                                }
                                                uint _e7834 = l_mut_135_;
                                                uint _e7835 = l_mut_448_;
                                                uint l_2308_ = (_e7834 - _e7835);
                                                uint _e7837 = l_mut_92_;
                                                uint _e7838 = l_mut_447_;
                                                uint l_2309_ = (_e7837 - _e7838);
                                                uint _e7840 = l_mut_135_;
                                                uint _e7841 = l_mut_448_;
                                                bool l_2310_ = (_e7840 < _e7841);
                                                uint l_2311_ = uint(l_2310_);
                                                uint l_2312_ = (l_2309_ - l_2311_);
                                                l_mut_135_ = l_2308_;
                                                l_mut_92_ = l_2312_;
                                                uint _e7845 = l_mut_2035_;
                                                l_mut_2035_ = (_e7845 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7848 = l_mut_2035_;
                                    uint _e7849 = l_mut_428_;
                                    uint l_2313_ = (_e7848 * _e7849);
                                    uint _e7851 = l_mut_401_;
                                    uint l_2314_ = (_e7851 + l_2313_);
                                    uint _e7853 = l_mut_428_;
                                    uint l_2315_ = (l_2314_ + _e7853);
                                    bool l_2316_ = (l_2315_ >= l_1086_);
                                    if (l_2316_) {
                                        l_mut_141_ = 1u;
                                    } else {
                                        uint _e7857 = l_mut_448_;
                                        uint _e7858 = l_mut_2035_;
                                        uint l_2317_ = (_e7857 * _e7858);
                                        uint _e7860 = l_mut_448_;
                                        uint l_4372_ = (_e7860 & 65535u);
                                        uint _e7863 = l_mut_448_;
                                        uint l_4373_ = (_e7863 >> 16u);
                                        uint l_4374_ = (l_4373_ & 65535u);
                                        uint _e7868 = l_mut_2035_;
                                        uint l_4375_ = (_e7868 & 65535u);
                                        uint _e7871 = l_mut_2035_;
                                        uint l_4376_ = (_e7871 >> 16u);
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
                                        uint l_2318_ = (l_4393_ + l_4395_);
                                        uint _e7905 = l_mut_447_;
                                        uint _e7906 = l_mut_2035_;
                                        uint l_2319_ = (_e7905 * _e7906);
                                        uint l_2320_ = (l_2318_ + l_2319_);
                                        uint _e7909 = l_mut_452_;
                                        uint l_2321_ = (_e7909 - l_2317_);
                                        uint _e7911 = l_mut_451_;
                                        uint l_2322_ = (_e7911 - l_2320_);
                                        uint _e7913 = l_mut_452_;
                                        bool l_2323_ = (_e7913 < l_2317_);
                                        uint l_2324_ = uint(l_2323_);
                                        uint l_2325_ = (l_2322_ - l_2324_);
                                        l_mut_395_ = l_2321_;
                                        l_mut_389_ = l_2325_;
                                        uint _e7917 = l_mut_2035_;
                                        uint _e7918 = l_mut_428_;
                                        uint l_2326_ = (_e7917 * _e7918);
                                        uint _e7920 = l_mut_401_;
                                        uint l_2327_ = (_e7920 + l_2326_);
                                        l_mut_265_ = l_2327_;
                                        uint _e7922 = l_mut_448_;
                                        uint _e7923 = l_mut_395_;
                                        uint l_2328_ = (_e7922 - _e7923);
                                        uint _e7925 = l_mut_447_;
                                        uint _e7926 = l_mut_389_;
                                        uint l_2329_ = (_e7925 - _e7926);
                                        uint _e7928 = l_mut_448_;
                                        uint _e7929 = l_mut_395_;
                                        bool l_2330_ = (_e7928 < _e7929);
                                        uint l_2331_ = uint(l_2330_);
                                        uint l_2332_ = (l_2329_ - l_2331_);
                                        l_mut_2030_ = l_2328_;
                                        l_mut_1716_ = l_2332_;
                                        uint _e7933 = l_mut_428_;
                                        uint _e7934 = l_mut_265_;
                                        uint l_2333_ = (_e7933 + _e7934);
                                        l_mut_259_ = l_2333_;
                                    }
                                }
                            }
                            uint _e7936 = l_mut_395_;
                            l_mut_452_ = _e7936;
                            uint _e7937 = l_mut_389_;
                            l_mut_451_ = _e7937;
                            uint _e7938 = l_mut_2030_;
                            l_mut_448_ = _e7938;
                            uint _e7939 = l_mut_1716_;
                            l_mut_447_ = _e7939;
                            uint _e7940 = l_mut_259_;
                            l_mut_428_ = _e7940;
                            uint _e7941 = l_mut_265_;
                            l_mut_401_ = _e7941;
                            uint _e7942 = l_mut_209_;
                            l_mut_446_ = _e7942;
                            uint _e7943 = l_mut_203_;
                            l_mut_435_ = _e7943;
                            uint _e7944 = l_mut_141_;
                            bool l_2334_ = (_e7944 == 1u);
                            l_mut_652_ = l_2334_;
                            uint _e7947 = l_mut_141_;
                            bool l_2335_ = (_e7947 == 0u);
                            l_mut_635_ = l_2335_;
                        }
                    }
                    bool _e7950 = l_mut_652_;
                    bool l_2336_ = !(_e7950);
                    if (l_1085_) {
                        local_178 = l_2336_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2337_ = local_178;
                    if (l_2337_) {
                        uint _e7957 = l_mut_1083_;
                        uint l_2338_ = (1u << _e7957);
                        uint _e7959 = l_mut_778_;
                        l_mut_778_ = (_e7959 | l_2338_);
                        uint _e7961 = l_mut_773_;
                        l_mut_773_ = (_e7961 + 1u);
                        uint l_2339_ = (l_1084_ + l_1082_);
                        uint l_2340_ = min(l_2339_, l_46_);
                        l_mut_2035_ = 0u;
                        l_mut_2341_ = l_1084_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8888 = l_mut_2341_;
                                l_mut_2341_ = (_e8888 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7968 = l_mut_2341_;
                            if ((_e7968 < l_2340_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7970 = l_mut_2341_;
                                uint l_2342_ = (l_49_ * _e7970);
                                uint l_4397_ = (l_49_ & 65535u);
                                uint l_4398_ = (l_49_ >> 16u);
                                uint l_4399_ = (l_4398_ & 65535u);
                                uint _e7978 = l_mut_2341_;
                                uint l_4400_ = (_e7978 & 65535u);
                                uint _e7981 = l_mut_2341_;
                                uint l_4401_ = (_e7981 >> 16u);
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
                                uint l_2343_ = (l_4418_ + l_4420_);
                                uint _e8015 = l_mut_2341_;
                                uint l_2344_ = (l_52_ * _e8015);
                                uint l_2345_ = (l_2343_ + l_2344_);
                                uint l_2346_ = (l_54_ + l_2342_);
                                uint l_2347_ = (l_57_ + l_2345_);
                                bool l_2348_ = (l_2346_ < l_54_);
                                uint l_2349_ = uint(l_2348_);
                                uint l_2350_ = (l_2347_ + l_2349_);
                                l_mut_2030_ = 0u;
                                l_mut_1716_ = 0u;
                                uint _e8025 = l_mut_2341_;
                                bool l_2351_ = (_e8025 < 65536u);
                                if (l_2351_) {
                                    uint _e8028 = l_mut_2341_;
                                    uint _e8029 = l_mut_2341_;
                                    uint l_2352_ = (_e8028 * _e8029);
                                    uint l_2353_ = (l_62_ >> 31u);
                                    bool l_2354_ = (l_2353_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2354_) {
                                        uint l_2355_ = (0u - l_59_);
                                        uint l_2356_ = (0u - l_62_);
                                        bool l_2357_ = (0u < l_59_);
                                        uint l_2358_ = uint(l_2357_);
                                        uint l_2359_ = (l_2356_ - l_2358_);
                                        l_mut_452_ = l_2355_;
                                        l_mut_451_ = l_2359_;
                                    }
                                    uint _e8043 = l_mut_452_;
                                    uint l_2360_ = (_e8043 * l_2352_);
                                    uint _e8045 = l_mut_451_;
                                    uint l_2361_ = (_e8045 * l_2352_);
                                    uint _e8047 = l_mut_452_;
                                    uint l_4422_ = (_e8047 & 65535u);
                                    uint _e8050 = l_mut_452_;
                                    uint l_4423_ = (_e8050 >> 16u);
                                    uint l_4424_ = (l_4423_ & 65535u);
                                    uint l_4425_ = (l_2352_ & 65535u);
                                    uint l_4426_ = (l_2352_ >> 16u);
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
                                    uint l_2362_ = (l_4443_ + l_4445_);
                                    uint l_2363_ = (l_2362_ + l_2361_);
                                    uint _e8091 = l_mut_451_;
                                    uint l_4447_ = (_e8091 & 65535u);
                                    uint _e8094 = l_mut_451_;
                                    uint l_4448_ = (_e8094 >> 16u);
                                    uint l_4449_ = (l_4448_ & 65535u);
                                    uint l_4450_ = (l_2352_ & 65535u);
                                    uint l_4451_ = (l_2352_ >> 16u);
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
                                    uint l_2364_ = (l_4468_ + l_4470_);
                                    bool l_2365_ = (l_2363_ < l_2361_);
                                    uint l_2366_ = uint(l_2365_);
                                    uint l_2367_ = (l_2364_ + l_2366_);
                                    uint l_2368_ = (l_9_ % 32u);
                                    l_mut_448_ = l_2360_;
                                    bool l_2369_ = (l_2368_ > 0u);
                                    if (l_2369_) {
                                        uint l_2370_ = (l_2360_ >> l_2368_);
                                        uint l_2371_ = (32u - l_2368_);
                                        uint l_2372_ = (l_2363_ << l_2371_);
                                        uint l_2373_ = (l_2370_ | l_2372_);
                                        l_mut_448_ = l_2373_;
                                    }
                                    l_mut_447_ = l_2363_;
                                    bool l_2374_ = (l_2368_ > 0u);
                                    if (l_2374_) {
                                        uint l_2375_ = (l_2363_ >> l_2368_);
                                        uint l_2376_ = (32u - l_2368_);
                                        uint l_2377_ = (l_2367_ << l_2376_);
                                        uint l_2378_ = (l_2375_ | l_2377_);
                                        l_mut_447_ = l_2378_;
                                    }
                                    uint _e8153 = l_mut_448_;
                                    l_mut_446_ = _e8153;
                                    uint _e8154 = l_mut_447_;
                                    l_mut_448_ = _e8154;
                                    bool l_2379_ = (l_9_ >= 64u);
                                    if (l_2379_) {
                                        l_mut_446_ = l_2367_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        bool l_2380_ = (l_9_ >= 32u);
                                        if (l_2380_) {
                                            l_mut_447_ = l_2363_;
                                            bool l_2381_ = (l_2368_ > 0u);
                                            if (l_2381_) {
                                                uint l_2382_ = (l_2363_ >> l_2368_);
                                                uint l_2383_ = (32u - l_2368_);
                                                uint l_2384_ = (l_2367_ << l_2383_);
                                                uint l_2385_ = (l_2382_ | l_2384_);
                                                l_mut_447_ = l_2385_;
                                            }
                                            uint l_2386_ = (l_2367_ >> l_2368_);
                                            uint _e8168 = l_mut_447_;
                                            l_mut_446_ = _e8168;
                                            l_mut_448_ = l_2386_;
                                        }
                                    }
                                    uint _e8169 = l_mut_446_;
                                    l_mut_452_ = _e8169;
                                    uint _e8170 = l_mut_448_;
                                    l_mut_451_ = _e8170;
                                    if (l_2354_) {
                                        uint _e8172 = l_mut_452_;
                                        uint l_2387_ = (0u - _e8172);
                                        uint _e8175 = l_mut_451_;
                                        uint l_2388_ = (0u - _e8175);
                                        uint _e8178 = l_mut_452_;
                                        bool l_2389_ = (0u < _e8178);
                                        uint l_2390_ = uint(l_2389_);
                                        uint l_2391_ = (l_2388_ - l_2390_);
                                        l_mut_452_ = l_2387_;
                                        l_mut_451_ = l_2391_;
                                    }
                                    uint _e8182 = l_mut_452_;
                                    l_mut_2030_ = _e8182;
                                    uint _e8183 = l_mut_451_;
                                    l_mut_1716_ = _e8183;
                                } else {
                                    uint l_2392_ = (l_62_ >> 31u);
                                    bool l_2393_ = (l_2392_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2393_) {
                                        uint l_2394_ = (0u - l_59_);
                                        uint l_2395_ = (0u - l_62_);
                                        bool l_2396_ = (0u < l_59_);
                                        uint l_2397_ = uint(l_2396_);
                                        uint l_2398_ = (l_2395_ - l_2397_);
                                        l_mut_452_ = l_2394_;
                                        l_mut_451_ = l_2398_;
                                    }
                                    uint _e8196 = l_mut_452_;
                                    uint _e8197 = l_mut_2341_;
                                    uint l_2399_ = (_e8196 * _e8197);
                                    uint _e8199 = l_mut_451_;
                                    uint _e8200 = l_mut_2341_;
                                    uint l_2400_ = (_e8199 * _e8200);
                                    uint _e8202 = l_mut_452_;
                                    uint l_4472_ = (_e8202 & 65535u);
                                    uint _e8205 = l_mut_452_;
                                    uint l_4473_ = (_e8205 >> 16u);
                                    uint l_4474_ = (l_4473_ & 65535u);
                                    uint _e8210 = l_mut_2341_;
                                    uint l_4475_ = (_e8210 & 65535u);
                                    uint _e8213 = l_mut_2341_;
                                    uint l_4476_ = (_e8213 >> 16u);
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
                                    uint l_2401_ = (l_4493_ + l_4495_);
                                    uint l_2402_ = (l_2401_ + l_2400_);
                                    uint _e8248 = l_mut_451_;
                                    uint l_4497_ = (_e8248 & 65535u);
                                    uint _e8251 = l_mut_451_;
                                    uint l_4498_ = (_e8251 >> 16u);
                                    uint l_4499_ = (l_4498_ & 65535u);
                                    uint _e8256 = l_mut_2341_;
                                    uint l_4500_ = (_e8256 & 65535u);
                                    uint _e8259 = l_mut_2341_;
                                    uint l_4501_ = (_e8259 >> 16u);
                                    uint l_4502_ = (l_4501_ & 65535u);
                                    uint l_4503_ = (l_4497_ * l_4500_);
                                    uint l_4504_ = (l_4499_ * l_4500_);
                                    uint l_4505_ = (l_4497_ * l_4502_);
                                    uint l_4506_ = (l_4499_ * l_4502_);
                                    uint l_4507_ = (l_4503_ >> 16u);
                                    uint l_4508_ = (l_4507_ & 65535u);
                                    uint l_4509_ = (l_4504_ & 65535u);
                                    uint l_4510_ = (l_4508_ + l_4509_);
                                    uint l_4511_ = (l_4505_ & 65535u);
                                    uint l_4512_ = (l_4510_ + l_4511_);
                                    uint l_4513_ = (l_4504_ >> 16u);
                                    uint l_4514_ = (l_4513_ & 65535u);
                                    uint l_4515_ = (l_4506_ + l_4514_);
                                    uint l_4516_ = (l_4505_ >> 16u);
                                    uint l_4517_ = (l_4516_ & 65535u);
                                    uint l_4518_ = (l_4515_ + l_4517_);
                                    uint l_4519_ = (l_4512_ >> 16u);
                                    uint l_4520_ = (l_4519_ & 65535u);
                                    uint l_2403_ = (l_4518_ + l_4520_);
                                    bool l_2404_ = (l_2402_ < l_2400_);
                                    uint l_2405_ = uint(l_2404_);
                                    uint l_2406_ = (l_2403_ + l_2405_);
                                    l_mut_448_ = l_2399_;
                                    bool l_2408_ = (0u > 0u);
                                    if (l_2408_) {
                                        uint l_2409_ = (l_2399_ >> 0u);
                                        uint l_2410_ = (32u - 0u);
                                        uint l_2411_ = (l_2402_ << l_2410_);
                                        uint l_2412_ = (l_2409_ | l_2411_);
                                        l_mut_448_ = l_2412_;
                                    }
                                    l_mut_447_ = l_2402_;
                                    bool l_2413_ = (0u > 0u);
                                    if (l_2413_) {
                                        uint l_2414_ = (l_2402_ >> 0u);
                                        uint l_2415_ = (32u - 0u);
                                        uint l_2416_ = (l_2406_ << l_2415_);
                                        uint l_2417_ = (l_2414_ | l_2416_);
                                        l_mut_447_ = l_2417_;
                                    }
                                    uint _e8311 = l_mut_448_;
                                    l_mut_446_ = _e8311;
                                    uint _e8312 = l_mut_447_;
                                    l_mut_448_ = _e8312;
                                    if (false) {
                                        l_mut_446_ = l_2406_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_447_ = l_2402_;
                                            bool l_2420_ = (0u > 0u);
                                            if (l_2420_) {
                                                uint l_2421_ = (l_2402_ >> 0u);
                                                uint l_2422_ = (32u - 0u);
                                                uint l_2423_ = (l_2406_ << l_2422_);
                                                uint l_2424_ = (l_2421_ | l_2423_);
                                                l_mut_447_ = l_2424_;
                                            }
                                            uint l_2425_ = (l_2406_ >> 0u);
                                            uint _e8324 = l_mut_447_;
                                            l_mut_446_ = _e8324;
                                            l_mut_448_ = l_2425_;
                                        }
                                    }
                                    uint _e8325 = l_mut_452_;
                                    uint _e8326 = l_mut_2341_;
                                    uint l_2426_ = (_e8325 * _e8326);
                                    uint _e8328 = l_mut_451_;
                                    uint _e8329 = l_mut_2341_;
                                    uint l_2427_ = (_e8328 * _e8329);
                                    uint _e8331 = l_mut_452_;
                                    uint l_4522_ = (_e8331 & 65535u);
                                    uint _e8334 = l_mut_452_;
                                    uint l_4523_ = (_e8334 >> 16u);
                                    uint l_4524_ = (l_4523_ & 65535u);
                                    uint _e8339 = l_mut_2341_;
                                    uint l_4525_ = (_e8339 & 65535u);
                                    uint _e8342 = l_mut_2341_;
                                    uint l_4526_ = (_e8342 >> 16u);
                                    uint l_4527_ = (l_4526_ & 65535u);
                                    uint l_4528_ = (l_4522_ * l_4525_);
                                    uint l_4529_ = (l_4524_ * l_4525_);
                                    uint l_4530_ = (l_4522_ * l_4527_);
                                    uint l_4531_ = (l_4524_ * l_4527_);
                                    uint l_4532_ = (l_4528_ >> 16u);
                                    uint l_4533_ = (l_4532_ & 65535u);
                                    uint l_4534_ = (l_4529_ & 65535u);
                                    uint l_4535_ = (l_4533_ + l_4534_);
                                    uint l_4536_ = (l_4530_ & 65535u);
                                    uint l_4537_ = (l_4535_ + l_4536_);
                                    uint l_4538_ = (l_4529_ >> 16u);
                                    uint l_4539_ = (l_4538_ & 65535u);
                                    uint l_4540_ = (l_4531_ + l_4539_);
                                    uint l_4541_ = (l_4530_ >> 16u);
                                    uint l_4542_ = (l_4541_ & 65535u);
                                    uint l_4543_ = (l_4540_ + l_4542_);
                                    uint l_4544_ = (l_4537_ >> 16u);
                                    uint l_4545_ = (l_4544_ & 65535u);
                                    uint l_2428_ = (l_4543_ + l_4545_);
                                    uint l_2429_ = (l_2428_ + l_2427_);
                                    uint _e8377 = l_mut_451_;
                                    uint l_4547_ = (_e8377 & 65535u);
                                    uint _e8380 = l_mut_451_;
                                    uint l_4548_ = (_e8380 >> 16u);
                                    uint l_4549_ = (l_4548_ & 65535u);
                                    uint _e8385 = l_mut_2341_;
                                    uint l_4550_ = (_e8385 & 65535u);
                                    uint _e8388 = l_mut_2341_;
                                    uint l_4551_ = (_e8388 >> 16u);
                                    uint l_4552_ = (l_4551_ & 65535u);
                                    uint l_4553_ = (l_4547_ * l_4550_);
                                    uint l_4554_ = (l_4549_ * l_4550_);
                                    uint l_4555_ = (l_4547_ * l_4552_);
                                    uint l_4556_ = (l_4549_ * l_4552_);
                                    uint l_4557_ = (l_4553_ >> 16u);
                                    uint l_4558_ = (l_4557_ & 65535u);
                                    uint l_4559_ = (l_4554_ & 65535u);
                                    uint l_4560_ = (l_4558_ + l_4559_);
                                    uint l_4561_ = (l_4555_ & 65535u);
                                    uint l_4562_ = (l_4560_ + l_4561_);
                                    uint l_4563_ = (l_4554_ >> 16u);
                                    uint l_4564_ = (l_4563_ & 65535u);
                                    uint l_4565_ = (l_4556_ + l_4564_);
                                    uint l_4566_ = (l_4555_ >> 16u);
                                    uint l_4567_ = (l_4566_ & 65535u);
                                    uint l_4568_ = (l_4565_ + l_4567_);
                                    uint l_4569_ = (l_4562_ >> 16u);
                                    uint l_4570_ = (l_4569_ & 65535u);
                                    uint l_2430_ = (l_4568_ + l_4570_);
                                    bool l_2431_ = (l_2429_ < l_2427_);
                                    uint l_2432_ = uint(l_2431_);
                                    uint l_2433_ = (l_2430_ + l_2432_);
                                    l_mut_447_ = l_2426_;
                                    bool l_2435_ = (0u > 0u);
                                    if (l_2435_) {
                                        uint l_2436_ = (l_2426_ >> 0u);
                                        uint l_2437_ = (32u - 0u);
                                        uint l_2438_ = (l_2429_ << l_2437_);
                                        uint l_2439_ = (l_2436_ | l_2438_);
                                        l_mut_447_ = l_2439_;
                                    }
                                    l_mut_435_ = l_2429_;
                                    bool l_2440_ = (0u > 0u);
                                    if (l_2440_) {
                                        uint l_2441_ = (l_2429_ >> 0u);
                                        uint l_2442_ = (32u - 0u);
                                        uint l_2443_ = (l_2433_ << l_2442_);
                                        uint l_2444_ = (l_2441_ | l_2443_);
                                        l_mut_435_ = l_2444_;
                                    }
                                    uint _e8440 = l_mut_447_;
                                    l_mut_428_ = _e8440;
                                    uint _e8441 = l_mut_435_;
                                    l_mut_447_ = _e8441;
                                    if (true) {
                                        l_mut_428_ = l_2433_;
                                        l_mut_447_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_435_ = l_2429_;
                                            bool l_2447_ = (0u > 0u);
                                            if (l_2447_) {
                                                uint l_2448_ = (l_2429_ >> 0u);
                                                uint l_2449_ = (32u - 0u);
                                                uint l_2450_ = (l_2433_ << l_2449_);
                                                uint l_2451_ = (l_2448_ | l_2450_);
                                                l_mut_435_ = l_2451_;
                                            }
                                            uint l_2452_ = (l_2433_ >> 0u);
                                            uint _e8453 = l_mut_435_;
                                            l_mut_428_ = _e8453;
                                            l_mut_447_ = l_2452_;
                                        }
                                    }
                                    uint _e8454 = l_mut_446_;
                                    uint _e8455 = l_mut_2341_;
                                    uint l_2453_ = (_e8454 * _e8455);
                                    uint _e8457 = l_mut_448_;
                                    uint _e8458 = l_mut_2341_;
                                    uint l_2454_ = (_e8457 * _e8458);
                                    uint _e8460 = l_mut_446_;
                                    uint l_4572_ = (_e8460 & 65535u);
                                    uint _e8463 = l_mut_446_;
                                    uint l_4573_ = (_e8463 >> 16u);
                                    uint l_4574_ = (l_4573_ & 65535u);
                                    uint _e8468 = l_mut_2341_;
                                    uint l_4575_ = (_e8468 & 65535u);
                                    uint _e8471 = l_mut_2341_;
                                    uint l_4576_ = (_e8471 >> 16u);
                                    uint l_4577_ = (l_4576_ & 65535u);
                                    uint l_4578_ = (l_4572_ * l_4575_);
                                    uint l_4579_ = (l_4574_ * l_4575_);
                                    uint l_4580_ = (l_4572_ * l_4577_);
                                    uint l_4581_ = (l_4574_ * l_4577_);
                                    uint l_4582_ = (l_4578_ >> 16u);
                                    uint l_4583_ = (l_4582_ & 65535u);
                                    uint l_4584_ = (l_4579_ & 65535u);
                                    uint l_4585_ = (l_4583_ + l_4584_);
                                    uint l_4586_ = (l_4580_ & 65535u);
                                    uint l_4587_ = (l_4585_ + l_4586_);
                                    uint l_4588_ = (l_4579_ >> 16u);
                                    uint l_4589_ = (l_4588_ & 65535u);
                                    uint l_4590_ = (l_4581_ + l_4589_);
                                    uint l_4591_ = (l_4580_ >> 16u);
                                    uint l_4592_ = (l_4591_ & 65535u);
                                    uint l_4593_ = (l_4590_ + l_4592_);
                                    uint l_4594_ = (l_4587_ >> 16u);
                                    uint l_4595_ = (l_4594_ & 65535u);
                                    uint l_2455_ = (l_4593_ + l_4595_);
                                    uint l_2456_ = (l_2455_ + l_2454_);
                                    uint _e8506 = l_mut_448_;
                                    uint l_4597_ = (_e8506 & 65535u);
                                    uint _e8509 = l_mut_448_;
                                    uint l_4598_ = (_e8509 >> 16u);
                                    uint l_4599_ = (l_4598_ & 65535u);
                                    uint _e8514 = l_mut_2341_;
                                    uint l_4600_ = (_e8514 & 65535u);
                                    uint _e8517 = l_mut_2341_;
                                    uint l_4601_ = (_e8517 >> 16u);
                                    uint l_4602_ = (l_4601_ & 65535u);
                                    uint l_4603_ = (l_4597_ * l_4600_);
                                    uint l_4604_ = (l_4599_ * l_4600_);
                                    uint l_4605_ = (l_4597_ * l_4602_);
                                    uint l_4606_ = (l_4599_ * l_4602_);
                                    uint l_4607_ = (l_4603_ >> 16u);
                                    uint l_4608_ = (l_4607_ & 65535u);
                                    uint l_4609_ = (l_4604_ & 65535u);
                                    uint l_4610_ = (l_4608_ + l_4609_);
                                    uint l_4611_ = (l_4605_ & 65535u);
                                    uint l_4612_ = (l_4610_ + l_4611_);
                                    uint l_4613_ = (l_4604_ >> 16u);
                                    uint l_4614_ = (l_4613_ & 65535u);
                                    uint l_4615_ = (l_4606_ + l_4614_);
                                    uint l_4616_ = (l_4605_ >> 16u);
                                    uint l_4617_ = (l_4616_ & 65535u);
                                    uint l_4618_ = (l_4615_ + l_4617_);
                                    uint l_4619_ = (l_4612_ >> 16u);
                                    uint l_4620_ = (l_4619_ & 65535u);
                                    uint l_2457_ = (l_4618_ + l_4620_);
                                    bool l_2458_ = (l_2456_ < l_2454_);
                                    uint l_2459_ = uint(l_2458_);
                                    uint l_2460_ = (l_2457_ + l_2459_);
                                    l_mut_452_ = l_2453_;
                                    bool l_2462_ = (0u > 0u);
                                    if (l_2462_) {
                                        uint l_2463_ = (l_2453_ >> 0u);
                                        uint l_2464_ = (32u - 0u);
                                        uint l_2465_ = (l_2456_ << l_2464_);
                                        uint l_2466_ = (l_2463_ | l_2465_);
                                        l_mut_452_ = l_2466_;
                                    }
                                    l_mut_451_ = l_2456_;
                                    bool l_2467_ = (0u > 0u);
                                    if (l_2467_) {
                                        uint l_2468_ = (l_2456_ >> 0u);
                                        uint l_2469_ = (32u - 0u);
                                        uint l_2470_ = (l_2460_ << l_2469_);
                                        uint l_2471_ = (l_2468_ | l_2470_);
                                        l_mut_451_ = l_2471_;
                                    }
                                    uint _e8569 = l_mut_452_;
                                    l_mut_435_ = _e8569;
                                    uint _e8570 = l_mut_451_;
                                    l_mut_452_ = _e8570;
                                    if (false) {
                                        l_mut_435_ = l_2460_;
                                        l_mut_452_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_451_ = l_2456_;
                                            bool l_2474_ = (0u > 0u);
                                            if (l_2474_) {
                                                uint l_2475_ = (l_2456_ >> 0u);
                                                uint l_2476_ = (32u - 0u);
                                                uint l_2477_ = (l_2460_ << l_2476_);
                                                uint l_2478_ = (l_2475_ | l_2477_);
                                                l_mut_451_ = l_2478_;
                                            }
                                            uint l_2479_ = (l_2460_ >> 0u);
                                            uint _e8582 = l_mut_451_;
                                            l_mut_435_ = _e8582;
                                            l_mut_452_ = l_2479_;
                                        }
                                    }
                                    uint _e8583 = l_mut_446_;
                                    uint _e8584 = l_mut_2341_;
                                    uint l_2480_ = (_e8583 * _e8584);
                                    uint _e8586 = l_mut_448_;
                                    uint _e8587 = l_mut_2341_;
                                    uint l_2481_ = (_e8586 * _e8587);
                                    uint _e8589 = l_mut_446_;
                                    uint l_4622_ = (_e8589 & 65535u);
                                    uint _e8592 = l_mut_446_;
                                    uint l_4623_ = (_e8592 >> 16u);
                                    uint l_4624_ = (l_4623_ & 65535u);
                                    uint _e8597 = l_mut_2341_;
                                    uint l_4625_ = (_e8597 & 65535u);
                                    uint _e8600 = l_mut_2341_;
                                    uint l_4626_ = (_e8600 >> 16u);
                                    uint l_4627_ = (l_4626_ & 65535u);
                                    uint l_4628_ = (l_4622_ * l_4625_);
                                    uint l_4629_ = (l_4624_ * l_4625_);
                                    uint l_4630_ = (l_4622_ * l_4627_);
                                    uint l_4631_ = (l_4624_ * l_4627_);
                                    uint l_4632_ = (l_4628_ >> 16u);
                                    uint l_4633_ = (l_4632_ & 65535u);
                                    uint l_4634_ = (l_4629_ & 65535u);
                                    uint l_4635_ = (l_4633_ + l_4634_);
                                    uint l_4636_ = (l_4630_ & 65535u);
                                    uint l_4637_ = (l_4635_ + l_4636_);
                                    uint l_4638_ = (l_4629_ >> 16u);
                                    uint l_4639_ = (l_4638_ & 65535u);
                                    uint l_4640_ = (l_4631_ + l_4639_);
                                    uint l_4641_ = (l_4630_ >> 16u);
                                    uint l_4642_ = (l_4641_ & 65535u);
                                    uint l_4643_ = (l_4640_ + l_4642_);
                                    uint l_4644_ = (l_4637_ >> 16u);
                                    uint l_4645_ = (l_4644_ & 65535u);
                                    uint l_2482_ = (l_4643_ + l_4645_);
                                    uint l_2483_ = (l_2482_ + l_2481_);
                                    uint _e8635 = l_mut_448_;
                                    uint l_4647_ = (_e8635 & 65535u);
                                    uint _e8638 = l_mut_448_;
                                    uint l_4648_ = (_e8638 >> 16u);
                                    uint l_4649_ = (l_4648_ & 65535u);
                                    uint _e8643 = l_mut_2341_;
                                    uint l_4650_ = (_e8643 & 65535u);
                                    uint _e8646 = l_mut_2341_;
                                    uint l_4651_ = (_e8646 >> 16u);
                                    uint l_4652_ = (l_4651_ & 65535u);
                                    uint l_4653_ = (l_4647_ * l_4650_);
                                    uint l_4654_ = (l_4649_ * l_4650_);
                                    uint l_4655_ = (l_4647_ * l_4652_);
                                    uint l_4656_ = (l_4649_ * l_4652_);
                                    uint l_4657_ = (l_4653_ >> 16u);
                                    uint l_4658_ = (l_4657_ & 65535u);
                                    uint l_4659_ = (l_4654_ & 65535u);
                                    uint l_4660_ = (l_4658_ + l_4659_);
                                    uint l_4661_ = (l_4655_ & 65535u);
                                    uint l_4662_ = (l_4660_ + l_4661_);
                                    uint l_4663_ = (l_4654_ >> 16u);
                                    uint l_4664_ = (l_4663_ & 65535u);
                                    uint l_4665_ = (l_4656_ + l_4664_);
                                    uint l_4666_ = (l_4655_ >> 16u);
                                    uint l_4667_ = (l_4666_ & 65535u);
                                    uint l_4668_ = (l_4665_ + l_4667_);
                                    uint l_4669_ = (l_4662_ >> 16u);
                                    uint l_4670_ = (l_4669_ & 65535u);
                                    uint l_2484_ = (l_4668_ + l_4670_);
                                    bool l_2485_ = (l_2483_ < l_2481_);
                                    uint l_2486_ = uint(l_2485_);
                                    uint l_2487_ = (l_2484_ + l_2486_);
                                    l_mut_451_ = l_2480_;
                                    bool l_2489_ = (0u > 0u);
                                    if (l_2489_) {
                                        uint l_2490_ = (l_2480_ >> 0u);
                                        uint l_2491_ = (32u - 0u);
                                        uint l_2492_ = (l_2483_ << l_2491_);
                                        uint l_2493_ = (l_2490_ | l_2492_);
                                        l_mut_451_ = l_2493_;
                                    }
                                    l_mut_401_ = l_2483_;
                                    bool l_2494_ = (0u > 0u);
                                    if (l_2494_) {
                                        uint l_2495_ = (l_2483_ >> 0u);
                                        uint l_2496_ = (32u - 0u);
                                        uint l_2497_ = (l_2487_ << l_2496_);
                                        uint l_2498_ = (l_2495_ | l_2497_);
                                        l_mut_401_ = l_2498_;
                                    }
                                    uint _e8698 = l_mut_451_;
                                    l_mut_395_ = _e8698;
                                    uint _e8699 = l_mut_401_;
                                    l_mut_451_ = _e8699;
                                    if (true) {
                                        l_mut_395_ = l_2487_;
                                        l_mut_451_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_401_ = l_2483_;
                                            bool l_2501_ = (0u > 0u);
                                            if (l_2501_) {
                                                uint l_2502_ = (l_2483_ >> 0u);
                                                uint l_2503_ = (32u - 0u);
                                                uint l_2504_ = (l_2487_ << l_2503_);
                                                uint l_2505_ = (l_2502_ | l_2504_);
                                                l_mut_401_ = l_2505_;
                                            }
                                            uint l_2506_ = (l_2487_ >> 0u);
                                            uint _e8711 = l_mut_401_;
                                            l_mut_395_ = _e8711;
                                            l_mut_451_ = l_2506_;
                                        }
                                    }
                                    uint _e8712 = l_mut_428_;
                                    uint _e8713 = l_mut_2341_;
                                    uint l_2507_ = (_e8712 * _e8713);
                                    uint _e8715 = l_mut_428_;
                                    uint l_4672_ = (_e8715 & 65535u);
                                    uint _e8718 = l_mut_428_;
                                    uint l_4673_ = (_e8718 >> 16u);
                                    uint l_4674_ = (l_4673_ & 65535u);
                                    uint _e8723 = l_mut_2341_;
                                    uint l_4675_ = (_e8723 & 65535u);
                                    uint _e8726 = l_mut_2341_;
                                    uint l_4676_ = (_e8726 >> 16u);
                                    uint l_4677_ = (l_4676_ & 65535u);
                                    uint l_4678_ = (l_4672_ * l_4675_);
                                    uint l_4679_ = (l_4674_ * l_4675_);
                                    uint l_4680_ = (l_4672_ * l_4677_);
                                    uint l_4681_ = (l_4674_ * l_4677_);
                                    uint l_4682_ = (l_4678_ >> 16u);
                                    uint l_4683_ = (l_4682_ & 65535u);
                                    uint l_4684_ = (l_4679_ & 65535u);
                                    uint l_4685_ = (l_4683_ + l_4684_);
                                    uint l_4686_ = (l_4680_ & 65535u);
                                    uint l_4687_ = (l_4685_ + l_4686_);
                                    uint l_4688_ = (l_4679_ >> 16u);
                                    uint l_4689_ = (l_4688_ & 65535u);
                                    uint l_4690_ = (l_4681_ + l_4689_);
                                    uint l_4691_ = (l_4680_ >> 16u);
                                    uint l_4692_ = (l_4691_ & 65535u);
                                    uint l_4693_ = (l_4690_ + l_4692_);
                                    uint l_4694_ = (l_4687_ >> 16u);
                                    uint l_4695_ = (l_4694_ & 65535u);
                                    uint l_2508_ = (l_4693_ + l_4695_);
                                    uint _e8760 = l_mut_447_;
                                    uint _e8761 = l_mut_2341_;
                                    uint l_2509_ = (_e8760 * _e8761);
                                    uint l_2510_ = (l_2508_ + l_2509_);
                                    uint _e8764 = l_mut_395_;
                                    uint l_2511_ = (_e8764 + l_2507_);
                                    uint _e8766 = l_mut_451_;
                                    uint l_2512_ = (_e8766 + l_2510_);
                                    uint _e8768 = l_mut_395_;
                                    bool l_2513_ = (l_2511_ < _e8768);
                                    uint l_2514_ = uint(l_2513_);
                                    uint l_2515_ = (l_2512_ + l_2514_);
                                    uint _e8772 = l_mut_435_;
                                    l_mut_2030_ = _e8772;
                                    uint _e8773 = l_mut_452_;
                                    l_mut_1716_ = _e8773;
                                    bool l_2516_ = (l_9_ == 64u);
                                    if (l_2516_) {
                                        l_mut_2030_ = l_2511_;
                                        l_mut_1716_ = l_2515_;
                                    } else {
                                        bool l_2517_ = (l_9_ > 0u);
                                        if (l_2517_) {
                                            uint l_2518_ = (64u - l_9_);
                                            l_mut_451_ = l_2511_;
                                            l_mut_448_ = l_2515_;
                                            bool l_2519_ = (l_2518_ >= 32u);
                                            if (l_2519_) {
                                                uint l_2520_ = (l_2518_ & 31u);
                                                uint l_2521_ = (l_2511_ << l_2520_);
                                                l_mut_451_ = 0u;
                                                l_mut_448_ = l_2521_;
                                            } else {
                                                bool l_2522_ = (l_2518_ > 0u);
                                                if (l_2522_) {
                                                    uint l_2523_ = (l_2511_ << l_2518_);
                                                    uint l_2524_ = (l_2515_ << l_2518_);
                                                    uint l_2525_ = (32u - l_2518_);
                                                    uint l_2526_ = (l_2511_ >> l_2525_);
                                                    uint l_2527_ = (l_2524_ | l_2526_);
                                                    l_mut_451_ = l_2523_;
                                                    l_mut_448_ = l_2527_;
                                                }
                                            }
                                            uint _e8794 = l_mut_435_;
                                            l_mut_447_ = _e8794;
                                            uint _e8795 = l_mut_452_;
                                            l_mut_446_ = _e8795;
                                            bool l_2528_ = (l_9_ >= 32u);
                                            if (l_2528_) {
                                                uint l_2529_ = (l_9_ & 31u);
                                                uint _e8800 = l_mut_452_;
                                                uint l_2530_ = (_e8800 >> l_2529_);
                                                l_mut_447_ = l_2530_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2531_ = (l_9_ > 0u);
                                                if (l_2531_) {
                                                    uint _e8805 = l_mut_435_;
                                                    l_mut_428_ = _e8805;
                                                    bool l_2532_ = (l_9_ > 0u);
                                                    if (l_2532_) {
                                                        uint _e8808 = l_mut_435_;
                                                        uint l_2533_ = (_e8808 >> l_9_);
                                                        uint l_2534_ = (32u - l_9_);
                                                        uint _e8812 = l_mut_452_;
                                                        uint l_2535_ = (_e8812 << l_2534_);
                                                        uint l_2536_ = (l_2533_ | l_2535_);
                                                        l_mut_428_ = l_2536_;
                                                    }
                                                    uint _e8815 = l_mut_452_;
                                                    uint l_2537_ = (_e8815 >> l_9_);
                                                    uint _e8817 = l_mut_428_;
                                                    l_mut_447_ = _e8817;
                                                    l_mut_446_ = l_2537_;
                                                }
                                            }
                                            uint _e8818 = l_mut_451_;
                                            uint _e8819 = l_mut_447_;
                                            uint l_2538_ = (_e8818 + _e8819);
                                            uint _e8821 = l_mut_448_;
                                            uint _e8822 = l_mut_446_;
                                            uint l_2539_ = (_e8821 + _e8822);
                                            uint _e8824 = l_mut_451_;
                                            bool l_2540_ = (l_2538_ < _e8824);
                                            uint l_2541_ = uint(l_2540_);
                                            uint l_2542_ = (l_2539_ + l_2541_);
                                            l_mut_2030_ = l_2538_;
                                            l_mut_1716_ = l_2542_;
                                        }
                                    }
                                    if (l_2393_) {
                                        uint _e8829 = l_mut_2030_;
                                        uint l_2543_ = (0u - _e8829);
                                        uint _e8832 = l_mut_1716_;
                                        uint l_2544_ = (0u - _e8832);
                                        uint _e8835 = l_mut_2030_;
                                        bool l_2545_ = (0u < _e8835);
                                        uint l_2546_ = uint(l_2545_);
                                        uint l_2547_ = (l_2544_ - l_2546_);
                                        l_mut_2030_ = l_2543_;
                                        l_mut_1716_ = l_2547_;
                                    }
                                }
                                uint _e8839 = l_mut_2030_;
                                uint l_2548_ = (l_2346_ + _e8839);
                                uint _e8841 = l_mut_1716_;
                                uint l_2549_ = (l_2350_ + _e8841);
                                bool l_2550_ = (l_2548_ < l_2346_);
                                uint l_2551_ = uint(l_2550_);
                                uint l_2552_ = (l_2549_ + l_2551_);
                                uint l_2553_ = (0u - l_2548_);
                                uint l_2554_ = (0u - l_2552_);
                                bool l_2555_ = (0u < l_2548_);
                                uint l_2556_ = uint(l_2555_);
                                uint l_2557_ = (l_2554_ - l_2556_);
                                l_mut_2030_ = l_2553_;
                                l_mut_1716_ = l_2557_;
                                uint _e8854 = l_mut_1716_;
                                bool l_2558_ = (l_2552_ < _e8854);
                                uint _e8856 = l_mut_1716_;
                                bool l_2559_ = (l_2552_ == _e8856);
                                uint _e8858 = l_mut_2030_;
                                bool l_2560_ = (l_2548_ < _e8858);
                                if (l_2559_) {
                                    local_179 = l_2560_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2561_ = local_179;
                                if (!(l_2558_)) {
                                    local_180 = l_2561_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2562_ = local_180;
                                if (l_2562_) {
                                    l_mut_2030_ = l_2548_;
                                    l_mut_1716_ = l_2552_;
                                }
                                uint _e8869 = l_mut_1716_;
                                bool l_2563_ = (_e8869 < l_17_);
                                uint _e8871 = l_mut_1716_;
                                bool l_2564_ = (_e8871 == l_17_);
                                uint _e8873 = l_mut_2030_;
                                bool l_2565_ = (_e8873 < l_14_);
                                if (l_2564_) {
                                    local_181 = l_2565_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2566_ = local_181;
                                if (!(l_2563_)) {
                                    local_182 = l_2566_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2567_ = local_182;
                                uint l_2568_ = uint(l_2567_);
                                uint _e8885 = l_mut_2035_;
                                l_mut_2035_ = (_e8885 + l_2568_);
                            }
                        }
                        uint _e8890 = l_mut_457_;
                        uint _e8891 = l_mut_2035_;
                        l_mut_457_ = (_e8890 + _e8891);
                    }
                }
            }
            uint _e8896 = l_mut_773_;
            bool l_2569_ = (_e8896 > 0u);
            if (l_2569_) {
                uint l_4697_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4698_ = (l_4697_ * 1u);
                uint l_4699_ = (l_4698_ - 1u);
                uint l_4700_ = min(1u, l_4699_);
                uint _e8911 = l_mut_773_;
                uint _e8912 = atomicAdd(_group_0_binding_5_cs[l_4700_], _e8911);
            }
            uint _e8913 = l_mut_457_;
            bool l_2572_ = (_e8913 > 0u);
            if (l_2572_) {
                uint l_4702_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4703_ = (l_4702_ * 1u);
                uint l_4704_ = (l_4703_ - 1u);
                uint l_4705_ = min(2u, l_4704_);
                uint _e8928 = l_mut_457_;
                uint _e8929 = atomicAdd(_group_0_binding_5_cs[l_4705_], _e8928);
                l_mut_2035_ = _e8929;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9903 = l_mut_2575_;
                        l_mut_2575_ = (_e9903 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8932 = l_mut_2575_;
                    if ((_e8932 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8935 = l_mut_778_;
                        uint _e8936 = l_mut_2575_;
                        uint l_2576_ = (_e8935 >> _e8936);
                        uint l_2577_ = (l_2576_ & 1u);
                        bool l_2578_ = (l_2577_ == 1u);
                        if (l_2578_) {
                            uint _e8942 = l_mut_2575_;
                            uint l_2579_ = (_e8942 * l_1082_);
                            uint l_2580_ = (l_2579_ + l_1082_);
                            uint l_2581_ = min(l_2580_, l_46_);
                            uint _e8946 = l_mut_2035_;
                            l_mut_2030_ = _e8946;
                            l_mut_2582_ = l_2579_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9899 = l_mut_2582_;
                                    l_mut_2582_ = (_e9899 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8948 = l_mut_2582_;
                                if ((_e8948 < l_2581_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8950 = l_mut_2582_;
                                    uint l_2583_ = (l_49_ * _e8950);
                                    uint l_4707_ = (l_49_ & 65535u);
                                    uint l_4708_ = (l_49_ >> 16u);
                                    uint l_4709_ = (l_4708_ & 65535u);
                                    uint _e8958 = l_mut_2582_;
                                    uint l_4710_ = (_e8958 & 65535u);
                                    uint _e8961 = l_mut_2582_;
                                    uint l_4711_ = (_e8961 >> 16u);
                                    uint l_4712_ = (l_4711_ & 65535u);
                                    uint l_4713_ = (l_4707_ * l_4710_);
                                    uint l_4714_ = (l_4709_ * l_4710_);
                                    uint l_4715_ = (l_4707_ * l_4712_);
                                    uint l_4716_ = (l_4709_ * l_4712_);
                                    uint l_4717_ = (l_4713_ >> 16u);
                                    uint l_4718_ = (l_4717_ & 65535u);
                                    uint l_4719_ = (l_4714_ & 65535u);
                                    uint l_4720_ = (l_4718_ + l_4719_);
                                    uint l_4721_ = (l_4715_ & 65535u);
                                    uint l_4722_ = (l_4720_ + l_4721_);
                                    uint l_4723_ = (l_4714_ >> 16u);
                                    uint l_4724_ = (l_4723_ & 65535u);
                                    uint l_4725_ = (l_4716_ + l_4724_);
                                    uint l_4726_ = (l_4715_ >> 16u);
                                    uint l_4727_ = (l_4726_ & 65535u);
                                    uint l_4728_ = (l_4725_ + l_4727_);
                                    uint l_4729_ = (l_4722_ >> 16u);
                                    uint l_4730_ = (l_4729_ & 65535u);
                                    uint l_2584_ = (l_4728_ + l_4730_);
                                    uint _e8995 = l_mut_2582_;
                                    uint l_2585_ = (l_52_ * _e8995);
                                    uint l_2586_ = (l_2584_ + l_2585_);
                                    uint l_2587_ = (l_54_ + l_2583_);
                                    uint l_2588_ = (l_57_ + l_2586_);
                                    bool l_2589_ = (l_2587_ < l_54_);
                                    uint l_2590_ = uint(l_2589_);
                                    uint l_2591_ = (l_2588_ + l_2590_);
                                    l_mut_1716_ = 0u;
                                    l_mut_773_ = 0u;
                                    uint _e9005 = l_mut_2582_;
                                    bool l_2592_ = (_e9005 < 65536u);
                                    if (l_2592_) {
                                        uint _e9008 = l_mut_2582_;
                                        uint _e9009 = l_mut_2582_;
                                        uint l_2593_ = (_e9008 * _e9009);
                                        uint l_2594_ = (l_62_ >> 31u);
                                        bool l_2595_ = (l_2594_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2595_) {
                                            uint l_2596_ = (0u - l_59_);
                                            uint l_2597_ = (0u - l_62_);
                                            bool l_2598_ = (0u < l_59_);
                                            uint l_2599_ = uint(l_2598_);
                                            uint l_2600_ = (l_2597_ - l_2599_);
                                            l_mut_457_ = l_2596_;
                                            l_mut_452_ = l_2600_;
                                        }
                                        uint _e9023 = l_mut_457_;
                                        uint l_2601_ = (_e9023 * l_2593_);
                                        uint _e9025 = l_mut_452_;
                                        uint l_2602_ = (_e9025 * l_2593_);
                                        uint _e9027 = l_mut_457_;
                                        uint l_4732_ = (_e9027 & 65535u);
                                        uint _e9030 = l_mut_457_;
                                        uint l_4733_ = (_e9030 >> 16u);
                                        uint l_4734_ = (l_4733_ & 65535u);
                                        uint l_4735_ = (l_2593_ & 65535u);
                                        uint l_4736_ = (l_2593_ >> 16u);
                                        uint l_4737_ = (l_4736_ & 65535u);
                                        uint l_4738_ = (l_4732_ * l_4735_);
                                        uint l_4739_ = (l_4734_ * l_4735_);
                                        uint l_4740_ = (l_4732_ * l_4737_);
                                        uint l_4741_ = (l_4734_ * l_4737_);
                                        uint l_4742_ = (l_4738_ >> 16u);
                                        uint l_4743_ = (l_4742_ & 65535u);
                                        uint l_4744_ = (l_4739_ & 65535u);
                                        uint l_4745_ = (l_4743_ + l_4744_);
                                        uint l_4746_ = (l_4740_ & 65535u);
                                        uint l_4747_ = (l_4745_ + l_4746_);
                                        uint l_4748_ = (l_4739_ >> 16u);
                                        uint l_4749_ = (l_4748_ & 65535u);
                                        uint l_4750_ = (l_4741_ + l_4749_);
                                        uint l_4751_ = (l_4740_ >> 16u);
                                        uint l_4752_ = (l_4751_ & 65535u);
                                        uint l_4753_ = (l_4750_ + l_4752_);
                                        uint l_4754_ = (l_4747_ >> 16u);
                                        uint l_4755_ = (l_4754_ & 65535u);
                                        uint l_2603_ = (l_4753_ + l_4755_);
                                        uint l_2604_ = (l_2603_ + l_2602_);
                                        uint _e9071 = l_mut_452_;
                                        uint l_4757_ = (_e9071 & 65535u);
                                        uint _e9074 = l_mut_452_;
                                        uint l_4758_ = (_e9074 >> 16u);
                                        uint l_4759_ = (l_4758_ & 65535u);
                                        uint l_4760_ = (l_2593_ & 65535u);
                                        uint l_4761_ = (l_2593_ >> 16u);
                                        uint l_4762_ = (l_4761_ & 65535u);
                                        uint l_4763_ = (l_4757_ * l_4760_);
                                        uint l_4764_ = (l_4759_ * l_4760_);
                                        uint l_4765_ = (l_4757_ * l_4762_);
                                        uint l_4766_ = (l_4759_ * l_4762_);
                                        uint l_4767_ = (l_4763_ >> 16u);
                                        uint l_4768_ = (l_4767_ & 65535u);
                                        uint l_4769_ = (l_4764_ & 65535u);
                                        uint l_4770_ = (l_4768_ + l_4769_);
                                        uint l_4771_ = (l_4765_ & 65535u);
                                        uint l_4772_ = (l_4770_ + l_4771_);
                                        uint l_4773_ = (l_4764_ >> 16u);
                                        uint l_4774_ = (l_4773_ & 65535u);
                                        uint l_4775_ = (l_4766_ + l_4774_);
                                        uint l_4776_ = (l_4765_ >> 16u);
                                        uint l_4777_ = (l_4776_ & 65535u);
                                        uint l_4778_ = (l_4775_ + l_4777_);
                                        uint l_4779_ = (l_4772_ >> 16u);
                                        uint l_4780_ = (l_4779_ & 65535u);
                                        uint l_2605_ = (l_4778_ + l_4780_);
                                        bool l_2606_ = (l_2604_ < l_2602_);
                                        uint l_2607_ = uint(l_2606_);
                                        uint l_2608_ = (l_2605_ + l_2607_);
                                        uint l_2609_ = (l_9_ % 32u);
                                        l_mut_451_ = l_2601_;
                                        bool l_2610_ = (l_2609_ > 0u);
                                        if (l_2610_) {
                                            uint l_2611_ = (l_2601_ >> l_2609_);
                                            uint l_2612_ = (32u - l_2609_);
                                            uint l_2613_ = (l_2604_ << l_2612_);
                                            uint l_2614_ = (l_2611_ | l_2613_);
                                            l_mut_451_ = l_2614_;
                                        }
                                        l_mut_448_ = l_2604_;
                                        bool l_2615_ = (l_2609_ > 0u);
                                        if (l_2615_) {
                                            uint l_2616_ = (l_2604_ >> l_2609_);
                                            uint l_2617_ = (32u - l_2609_);
                                            uint l_2618_ = (l_2608_ << l_2617_);
                                            uint l_2619_ = (l_2616_ | l_2618_);
                                            l_mut_448_ = l_2619_;
                                        }
                                        uint _e9133 = l_mut_451_;
                                        l_mut_447_ = _e9133;
                                        uint _e9134 = l_mut_448_;
                                        l_mut_451_ = _e9134;
                                        bool l_2620_ = (l_9_ >= 64u);
                                        if (l_2620_) {
                                            l_mut_447_ = l_2608_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            bool l_2621_ = (l_9_ >= 32u);
                                            if (l_2621_) {
                                                l_mut_448_ = l_2604_;
                                                bool l_2622_ = (l_2609_ > 0u);
                                                if (l_2622_) {
                                                    uint l_2623_ = (l_2604_ >> l_2609_);
                                                    uint l_2624_ = (32u - l_2609_);
                                                    uint l_2625_ = (l_2608_ << l_2624_);
                                                    uint l_2626_ = (l_2623_ | l_2625_);
                                                    l_mut_448_ = l_2626_;
                                                }
                                                uint l_2627_ = (l_2608_ >> l_2609_);
                                                uint _e9148 = l_mut_448_;
                                                l_mut_447_ = _e9148;
                                                l_mut_451_ = l_2627_;
                                            }
                                        }
                                        uint _e9149 = l_mut_447_;
                                        l_mut_457_ = _e9149;
                                        uint _e9150 = l_mut_451_;
                                        l_mut_452_ = _e9150;
                                        if (l_2595_) {
                                            uint _e9152 = l_mut_457_;
                                            uint l_2628_ = (0u - _e9152);
                                            uint _e9155 = l_mut_452_;
                                            uint l_2629_ = (0u - _e9155);
                                            uint _e9158 = l_mut_457_;
                                            bool l_2630_ = (0u < _e9158);
                                            uint l_2631_ = uint(l_2630_);
                                            uint l_2632_ = (l_2629_ - l_2631_);
                                            l_mut_457_ = l_2628_;
                                            l_mut_452_ = l_2632_;
                                        }
                                        uint _e9162 = l_mut_457_;
                                        l_mut_1716_ = _e9162;
                                        uint _e9163 = l_mut_452_;
                                        l_mut_773_ = _e9163;
                                    } else {
                                        uint l_2633_ = (l_62_ >> 31u);
                                        bool l_2634_ = (l_2633_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2634_) {
                                            uint l_2635_ = (0u - l_59_);
                                            uint l_2636_ = (0u - l_62_);
                                            bool l_2637_ = (0u < l_59_);
                                            uint l_2638_ = uint(l_2637_);
                                            uint l_2639_ = (l_2636_ - l_2638_);
                                            l_mut_457_ = l_2635_;
                                            l_mut_452_ = l_2639_;
                                        }
                                        uint _e9176 = l_mut_457_;
                                        uint _e9177 = l_mut_2582_;
                                        uint l_2640_ = (_e9176 * _e9177);
                                        uint _e9179 = l_mut_452_;
                                        uint _e9180 = l_mut_2582_;
                                        uint l_2641_ = (_e9179 * _e9180);
                                        uint _e9182 = l_mut_457_;
                                        uint l_4782_ = (_e9182 & 65535u);
                                        uint _e9185 = l_mut_457_;
                                        uint l_4783_ = (_e9185 >> 16u);
                                        uint l_4784_ = (l_4783_ & 65535u);
                                        uint _e9190 = l_mut_2582_;
                                        uint l_4785_ = (_e9190 & 65535u);
                                        uint _e9193 = l_mut_2582_;
                                        uint l_4786_ = (_e9193 >> 16u);
                                        uint l_4787_ = (l_4786_ & 65535u);
                                        uint l_4788_ = (l_4782_ * l_4785_);
                                        uint l_4789_ = (l_4784_ * l_4785_);
                                        uint l_4790_ = (l_4782_ * l_4787_);
                                        uint l_4791_ = (l_4784_ * l_4787_);
                                        uint l_4792_ = (l_4788_ >> 16u);
                                        uint l_4793_ = (l_4792_ & 65535u);
                                        uint l_4794_ = (l_4789_ & 65535u);
                                        uint l_4795_ = (l_4793_ + l_4794_);
                                        uint l_4796_ = (l_4790_ & 65535u);
                                        uint l_4797_ = (l_4795_ + l_4796_);
                                        uint l_4798_ = (l_4789_ >> 16u);
                                        uint l_4799_ = (l_4798_ & 65535u);
                                        uint l_4800_ = (l_4791_ + l_4799_);
                                        uint l_4801_ = (l_4790_ >> 16u);
                                        uint l_4802_ = (l_4801_ & 65535u);
                                        uint l_4803_ = (l_4800_ + l_4802_);
                                        uint l_4804_ = (l_4797_ >> 16u);
                                        uint l_4805_ = (l_4804_ & 65535u);
                                        uint l_2642_ = (l_4803_ + l_4805_);
                                        uint l_2643_ = (l_2642_ + l_2641_);
                                        uint _e9228 = l_mut_452_;
                                        uint l_4807_ = (_e9228 & 65535u);
                                        uint _e9231 = l_mut_452_;
                                        uint l_4808_ = (_e9231 >> 16u);
                                        uint l_4809_ = (l_4808_ & 65535u);
                                        uint _e9236 = l_mut_2582_;
                                        uint l_4810_ = (_e9236 & 65535u);
                                        uint _e9239 = l_mut_2582_;
                                        uint l_4811_ = (_e9239 >> 16u);
                                        uint l_4812_ = (l_4811_ & 65535u);
                                        uint l_4813_ = (l_4807_ * l_4810_);
                                        uint l_4814_ = (l_4809_ * l_4810_);
                                        uint l_4815_ = (l_4807_ * l_4812_);
                                        uint l_4816_ = (l_4809_ * l_4812_);
                                        uint l_4817_ = (l_4813_ >> 16u);
                                        uint l_4818_ = (l_4817_ & 65535u);
                                        uint l_4819_ = (l_4814_ & 65535u);
                                        uint l_4820_ = (l_4818_ + l_4819_);
                                        uint l_4821_ = (l_4815_ & 65535u);
                                        uint l_4822_ = (l_4820_ + l_4821_);
                                        uint l_4823_ = (l_4814_ >> 16u);
                                        uint l_4824_ = (l_4823_ & 65535u);
                                        uint l_4825_ = (l_4816_ + l_4824_);
                                        uint l_4826_ = (l_4815_ >> 16u);
                                        uint l_4827_ = (l_4826_ & 65535u);
                                        uint l_4828_ = (l_4825_ + l_4827_);
                                        uint l_4829_ = (l_4822_ >> 16u);
                                        uint l_4830_ = (l_4829_ & 65535u);
                                        uint l_2644_ = (l_4828_ + l_4830_);
                                        bool l_2645_ = (l_2643_ < l_2641_);
                                        uint l_2646_ = uint(l_2645_);
                                        uint l_2647_ = (l_2644_ + l_2646_);
                                        l_mut_451_ = l_2640_;
                                        bool l_2649_ = (0u > 0u);
                                        if (l_2649_) {
                                            uint l_2650_ = (l_2640_ >> 0u);
                                            uint l_2651_ = (32u - 0u);
                                            uint l_2652_ = (l_2643_ << l_2651_);
                                            uint l_2653_ = (l_2650_ | l_2652_);
                                            l_mut_451_ = l_2653_;
                                        }
                                        l_mut_448_ = l_2643_;
                                        bool l_2654_ = (0u > 0u);
                                        if (l_2654_) {
                                            uint l_2655_ = (l_2643_ >> 0u);
                                            uint l_2656_ = (32u - 0u);
                                            uint l_2657_ = (l_2647_ << l_2656_);
                                            uint l_2658_ = (l_2655_ | l_2657_);
                                            l_mut_448_ = l_2658_;
                                        }
                                        uint _e9291 = l_mut_451_;
                                        l_mut_447_ = _e9291;
                                        uint _e9292 = l_mut_448_;
                                        l_mut_451_ = _e9292;
                                        if (false) {
                                            l_mut_447_ = l_2647_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_448_ = l_2643_;
                                                bool l_2661_ = (0u > 0u);
                                                if (l_2661_) {
                                                    uint l_2662_ = (l_2643_ >> 0u);
                                                    uint l_2663_ = (32u - 0u);
                                                    uint l_2664_ = (l_2647_ << l_2663_);
                                                    uint l_2665_ = (l_2662_ | l_2664_);
                                                    l_mut_448_ = l_2665_;
                                                }
                                                uint l_2666_ = (l_2647_ >> 0u);
                                                uint _e9304 = l_mut_448_;
                                                l_mut_447_ = _e9304;
                                                l_mut_451_ = l_2666_;
                                            }
                                        }
                                        uint _e9305 = l_mut_457_;
                                        uint _e9306 = l_mut_2582_;
                                        uint l_2667_ = (_e9305 * _e9306);
                                        uint _e9308 = l_mut_452_;
                                        uint _e9309 = l_mut_2582_;
                                        uint l_2668_ = (_e9308 * _e9309);
                                        uint _e9311 = l_mut_457_;
                                        uint l_4832_ = (_e9311 & 65535u);
                                        uint _e9314 = l_mut_457_;
                                        uint l_4833_ = (_e9314 >> 16u);
                                        uint l_4834_ = (l_4833_ & 65535u);
                                        uint _e9319 = l_mut_2582_;
                                        uint l_4835_ = (_e9319 & 65535u);
                                        uint _e9322 = l_mut_2582_;
                                        uint l_4836_ = (_e9322 >> 16u);
                                        uint l_4837_ = (l_4836_ & 65535u);
                                        uint l_4838_ = (l_4832_ * l_4835_);
                                        uint l_4839_ = (l_4834_ * l_4835_);
                                        uint l_4840_ = (l_4832_ * l_4837_);
                                        uint l_4841_ = (l_4834_ * l_4837_);
                                        uint l_4842_ = (l_4838_ >> 16u);
                                        uint l_4843_ = (l_4842_ & 65535u);
                                        uint l_4844_ = (l_4839_ & 65535u);
                                        uint l_4845_ = (l_4843_ + l_4844_);
                                        uint l_4846_ = (l_4840_ & 65535u);
                                        uint l_4847_ = (l_4845_ + l_4846_);
                                        uint l_4848_ = (l_4839_ >> 16u);
                                        uint l_4849_ = (l_4848_ & 65535u);
                                        uint l_4850_ = (l_4841_ + l_4849_);
                                        uint l_4851_ = (l_4840_ >> 16u);
                                        uint l_4852_ = (l_4851_ & 65535u);
                                        uint l_4853_ = (l_4850_ + l_4852_);
                                        uint l_4854_ = (l_4847_ >> 16u);
                                        uint l_4855_ = (l_4854_ & 65535u);
                                        uint l_2669_ = (l_4853_ + l_4855_);
                                        uint l_2670_ = (l_2669_ + l_2668_);
                                        uint _e9357 = l_mut_452_;
                                        uint l_4857_ = (_e9357 & 65535u);
                                        uint _e9360 = l_mut_452_;
                                        uint l_4858_ = (_e9360 >> 16u);
                                        uint l_4859_ = (l_4858_ & 65535u);
                                        uint _e9365 = l_mut_2582_;
                                        uint l_4860_ = (_e9365 & 65535u);
                                        uint _e9368 = l_mut_2582_;
                                        uint l_4861_ = (_e9368 >> 16u);
                                        uint l_4862_ = (l_4861_ & 65535u);
                                        uint l_4863_ = (l_4857_ * l_4860_);
                                        uint l_4864_ = (l_4859_ * l_4860_);
                                        uint l_4865_ = (l_4857_ * l_4862_);
                                        uint l_4866_ = (l_4859_ * l_4862_);
                                        uint l_4867_ = (l_4863_ >> 16u);
                                        uint l_4868_ = (l_4867_ & 65535u);
                                        uint l_4869_ = (l_4864_ & 65535u);
                                        uint l_4870_ = (l_4868_ + l_4869_);
                                        uint l_4871_ = (l_4865_ & 65535u);
                                        uint l_4872_ = (l_4870_ + l_4871_);
                                        uint l_4873_ = (l_4864_ >> 16u);
                                        uint l_4874_ = (l_4873_ & 65535u);
                                        uint l_4875_ = (l_4866_ + l_4874_);
                                        uint l_4876_ = (l_4865_ >> 16u);
                                        uint l_4877_ = (l_4876_ & 65535u);
                                        uint l_4878_ = (l_4875_ + l_4877_);
                                        uint l_4879_ = (l_4872_ >> 16u);
                                        uint l_4880_ = (l_4879_ & 65535u);
                                        uint l_2671_ = (l_4878_ + l_4880_);
                                        bool l_2672_ = (l_2670_ < l_2668_);
                                        uint l_2673_ = uint(l_2672_);
                                        uint l_2674_ = (l_2671_ + l_2673_);
                                        l_mut_448_ = l_2667_;
                                        bool l_2676_ = (0u > 0u);
                                        if (l_2676_) {
                                            uint l_2677_ = (l_2667_ >> 0u);
                                            uint l_2678_ = (32u - 0u);
                                            uint l_2679_ = (l_2670_ << l_2678_);
                                            uint l_2680_ = (l_2677_ | l_2679_);
                                            l_mut_448_ = l_2680_;
                                        }
                                        l_mut_446_ = l_2670_;
                                        bool l_2681_ = (0u > 0u);
                                        if (l_2681_) {
                                            uint l_2682_ = (l_2670_ >> 0u);
                                            uint l_2683_ = (32u - 0u);
                                            uint l_2684_ = (l_2674_ << l_2683_);
                                            uint l_2685_ = (l_2682_ | l_2684_);
                                            l_mut_446_ = l_2685_;
                                        }
                                        uint _e9420 = l_mut_448_;
                                        l_mut_435_ = _e9420;
                                        uint _e9421 = l_mut_446_;
                                        l_mut_448_ = _e9421;
                                        if (true) {
                                            l_mut_435_ = l_2674_;
                                            l_mut_448_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_446_ = l_2670_;
                                                bool l_2688_ = (0u > 0u);
                                                if (l_2688_) {
                                                    uint l_2689_ = (l_2670_ >> 0u);
                                                    uint l_2690_ = (32u - 0u);
                                                    uint l_2691_ = (l_2674_ << l_2690_);
                                                    uint l_2692_ = (l_2689_ | l_2691_);
                                                    l_mut_446_ = l_2692_;
                                                }
                                                uint l_2693_ = (l_2674_ >> 0u);
                                                uint _e9433 = l_mut_446_;
                                                l_mut_435_ = _e9433;
                                                l_mut_448_ = l_2693_;
                                            }
                                        }
                                        uint _e9434 = l_mut_447_;
                                        uint _e9435 = l_mut_2582_;
                                        uint l_2694_ = (_e9434 * _e9435);
                                        uint _e9437 = l_mut_451_;
                                        uint _e9438 = l_mut_2582_;
                                        uint l_2695_ = (_e9437 * _e9438);
                                        uint _e9440 = l_mut_447_;
                                        uint l_4882_ = (_e9440 & 65535u);
                                        uint _e9443 = l_mut_447_;
                                        uint l_4883_ = (_e9443 >> 16u);
                                        uint l_4884_ = (l_4883_ & 65535u);
                                        uint _e9448 = l_mut_2582_;
                                        uint l_4885_ = (_e9448 & 65535u);
                                        uint _e9451 = l_mut_2582_;
                                        uint l_4886_ = (_e9451 >> 16u);
                                        uint l_4887_ = (l_4886_ & 65535u);
                                        uint l_4888_ = (l_4882_ * l_4885_);
                                        uint l_4889_ = (l_4884_ * l_4885_);
                                        uint l_4890_ = (l_4882_ * l_4887_);
                                        uint l_4891_ = (l_4884_ * l_4887_);
                                        uint l_4892_ = (l_4888_ >> 16u);
                                        uint l_4893_ = (l_4892_ & 65535u);
                                        uint l_4894_ = (l_4889_ & 65535u);
                                        uint l_4895_ = (l_4893_ + l_4894_);
                                        uint l_4896_ = (l_4890_ & 65535u);
                                        uint l_4897_ = (l_4895_ + l_4896_);
                                        uint l_4898_ = (l_4889_ >> 16u);
                                        uint l_4899_ = (l_4898_ & 65535u);
                                        uint l_4900_ = (l_4891_ + l_4899_);
                                        uint l_4901_ = (l_4890_ >> 16u);
                                        uint l_4902_ = (l_4901_ & 65535u);
                                        uint l_4903_ = (l_4900_ + l_4902_);
                                        uint l_4904_ = (l_4897_ >> 16u);
                                        uint l_4905_ = (l_4904_ & 65535u);
                                        uint l_2696_ = (l_4903_ + l_4905_);
                                        uint l_2697_ = (l_2696_ + l_2695_);
                                        uint _e9486 = l_mut_451_;
                                        uint l_4907_ = (_e9486 & 65535u);
                                        uint _e9489 = l_mut_451_;
                                        uint l_4908_ = (_e9489 >> 16u);
                                        uint l_4909_ = (l_4908_ & 65535u);
                                        uint _e9494 = l_mut_2582_;
                                        uint l_4910_ = (_e9494 & 65535u);
                                        uint _e9497 = l_mut_2582_;
                                        uint l_4911_ = (_e9497 >> 16u);
                                        uint l_4912_ = (l_4911_ & 65535u);
                                        uint l_4913_ = (l_4907_ * l_4910_);
                                        uint l_4914_ = (l_4909_ * l_4910_);
                                        uint l_4915_ = (l_4907_ * l_4912_);
                                        uint l_4916_ = (l_4909_ * l_4912_);
                                        uint l_4917_ = (l_4913_ >> 16u);
                                        uint l_4918_ = (l_4917_ & 65535u);
                                        uint l_4919_ = (l_4914_ & 65535u);
                                        uint l_4920_ = (l_4918_ + l_4919_);
                                        uint l_4921_ = (l_4915_ & 65535u);
                                        uint l_4922_ = (l_4920_ + l_4921_);
                                        uint l_4923_ = (l_4914_ >> 16u);
                                        uint l_4924_ = (l_4923_ & 65535u);
                                        uint l_4925_ = (l_4916_ + l_4924_);
                                        uint l_4926_ = (l_4915_ >> 16u);
                                        uint l_4927_ = (l_4926_ & 65535u);
                                        uint l_4928_ = (l_4925_ + l_4927_);
                                        uint l_4929_ = (l_4922_ >> 16u);
                                        uint l_4930_ = (l_4929_ & 65535u);
                                        uint l_2698_ = (l_4928_ + l_4930_);
                                        bool l_2699_ = (l_2697_ < l_2695_);
                                        uint l_2700_ = uint(l_2699_);
                                        uint l_2701_ = (l_2698_ + l_2700_);
                                        l_mut_457_ = l_2694_;
                                        bool l_2703_ = (0u > 0u);
                                        if (l_2703_) {
                                            uint l_2704_ = (l_2694_ >> 0u);
                                            uint l_2705_ = (32u - 0u);
                                            uint l_2706_ = (l_2697_ << l_2705_);
                                            uint l_2707_ = (l_2704_ | l_2706_);
                                            l_mut_457_ = l_2707_;
                                        }
                                        l_mut_452_ = l_2697_;
                                        bool l_2708_ = (0u > 0u);
                                        if (l_2708_) {
                                            uint l_2709_ = (l_2697_ >> 0u);
                                            uint l_2710_ = (32u - 0u);
                                            uint l_2711_ = (l_2701_ << l_2710_);
                                            uint l_2712_ = (l_2709_ | l_2711_);
                                            l_mut_452_ = l_2712_;
                                        }
                                        uint _e9549 = l_mut_457_;
                                        l_mut_446_ = _e9549;
                                        uint _e9550 = l_mut_452_;
                                        l_mut_457_ = _e9550;
                                        if (false) {
                                            l_mut_446_ = l_2701_;
                                            l_mut_457_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_452_ = l_2697_;
                                                bool l_2715_ = (0u > 0u);
                                                if (l_2715_) {
                                                    uint l_2716_ = (l_2697_ >> 0u);
                                                    uint l_2717_ = (32u - 0u);
                                                    uint l_2718_ = (l_2701_ << l_2717_);
                                                    uint l_2719_ = (l_2716_ | l_2718_);
                                                    l_mut_452_ = l_2719_;
                                                }
                                                uint l_2720_ = (l_2701_ >> 0u);
                                                uint _e9562 = l_mut_452_;
                                                l_mut_446_ = _e9562;
                                                l_mut_457_ = l_2720_;
                                            }
                                        }
                                        uint _e9563 = l_mut_447_;
                                        uint _e9564 = l_mut_2582_;
                                        uint l_2721_ = (_e9563 * _e9564);
                                        uint _e9566 = l_mut_451_;
                                        uint _e9567 = l_mut_2582_;
                                        uint l_2722_ = (_e9566 * _e9567);
                                        uint _e9569 = l_mut_447_;
                                        uint l_4932_ = (_e9569 & 65535u);
                                        uint _e9572 = l_mut_447_;
                                        uint l_4933_ = (_e9572 >> 16u);
                                        uint l_4934_ = (l_4933_ & 65535u);
                                        uint _e9577 = l_mut_2582_;
                                        uint l_4935_ = (_e9577 & 65535u);
                                        uint _e9580 = l_mut_2582_;
                                        uint l_4936_ = (_e9580 >> 16u);
                                        uint l_4937_ = (l_4936_ & 65535u);
                                        uint l_4938_ = (l_4932_ * l_4935_);
                                        uint l_4939_ = (l_4934_ * l_4935_);
                                        uint l_4940_ = (l_4932_ * l_4937_);
                                        uint l_4941_ = (l_4934_ * l_4937_);
                                        uint l_4942_ = (l_4938_ >> 16u);
                                        uint l_4943_ = (l_4942_ & 65535u);
                                        uint l_4944_ = (l_4939_ & 65535u);
                                        uint l_4945_ = (l_4943_ + l_4944_);
                                        uint l_4946_ = (l_4940_ & 65535u);
                                        uint l_4947_ = (l_4945_ + l_4946_);
                                        uint l_4948_ = (l_4939_ >> 16u);
                                        uint l_4949_ = (l_4948_ & 65535u);
                                        uint l_4950_ = (l_4941_ + l_4949_);
                                        uint l_4951_ = (l_4940_ >> 16u);
                                        uint l_4952_ = (l_4951_ & 65535u);
                                        uint l_4953_ = (l_4950_ + l_4952_);
                                        uint l_4954_ = (l_4947_ >> 16u);
                                        uint l_4955_ = (l_4954_ & 65535u);
                                        uint l_2723_ = (l_4953_ + l_4955_);
                                        uint l_2724_ = (l_2723_ + l_2722_);
                                        uint _e9615 = l_mut_451_;
                                        uint l_4957_ = (_e9615 & 65535u);
                                        uint _e9618 = l_mut_451_;
                                        uint l_4958_ = (_e9618 >> 16u);
                                        uint l_4959_ = (l_4958_ & 65535u);
                                        uint _e9623 = l_mut_2582_;
                                        uint l_4960_ = (_e9623 & 65535u);
                                        uint _e9626 = l_mut_2582_;
                                        uint l_4961_ = (_e9626 >> 16u);
                                        uint l_4962_ = (l_4961_ & 65535u);
                                        uint l_4963_ = (l_4957_ * l_4960_);
                                        uint l_4964_ = (l_4959_ * l_4960_);
                                        uint l_4965_ = (l_4957_ * l_4962_);
                                        uint l_4966_ = (l_4959_ * l_4962_);
                                        uint l_4967_ = (l_4963_ >> 16u);
                                        uint l_4968_ = (l_4967_ & 65535u);
                                        uint l_4969_ = (l_4964_ & 65535u);
                                        uint l_4970_ = (l_4968_ + l_4969_);
                                        uint l_4971_ = (l_4965_ & 65535u);
                                        uint l_4972_ = (l_4970_ + l_4971_);
                                        uint l_4973_ = (l_4964_ >> 16u);
                                        uint l_4974_ = (l_4973_ & 65535u);
                                        uint l_4975_ = (l_4966_ + l_4974_);
                                        uint l_4976_ = (l_4965_ >> 16u);
                                        uint l_4977_ = (l_4976_ & 65535u);
                                        uint l_4978_ = (l_4975_ + l_4977_);
                                        uint l_4979_ = (l_4972_ >> 16u);
                                        uint l_4980_ = (l_4979_ & 65535u);
                                        uint l_2725_ = (l_4978_ + l_4980_);
                                        bool l_2726_ = (l_2724_ < l_2722_);
                                        uint l_2727_ = uint(l_2726_);
                                        uint l_2728_ = (l_2725_ + l_2727_);
                                        l_mut_452_ = l_2721_;
                                        bool l_2730_ = (0u > 0u);
                                        if (l_2730_) {
                                            uint l_2731_ = (l_2721_ >> 0u);
                                            uint l_2732_ = (32u - 0u);
                                            uint l_2733_ = (l_2724_ << l_2732_);
                                            uint l_2734_ = (l_2731_ | l_2733_);
                                            l_mut_452_ = l_2734_;
                                        }
                                        l_mut_428_ = l_2724_;
                                        bool l_2735_ = (0u > 0u);
                                        if (l_2735_) {
                                            uint l_2736_ = (l_2724_ >> 0u);
                                            uint l_2737_ = (32u - 0u);
                                            uint l_2738_ = (l_2728_ << l_2737_);
                                            uint l_2739_ = (l_2736_ | l_2738_);
                                            l_mut_428_ = l_2739_;
                                        }
                                        uint _e9678 = l_mut_452_;
                                        l_mut_401_ = _e9678;
                                        uint _e9679 = l_mut_428_;
                                        l_mut_452_ = _e9679;
                                        if (true) {
                                            l_mut_401_ = l_2728_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_428_ = l_2724_;
                                                bool l_2742_ = (0u > 0u);
                                                if (l_2742_) {
                                                    uint l_2743_ = (l_2724_ >> 0u);
                                                    uint l_2744_ = (32u - 0u);
                                                    uint l_2745_ = (l_2728_ << l_2744_);
                                                    uint l_2746_ = (l_2743_ | l_2745_);
                                                    l_mut_428_ = l_2746_;
                                                }
                                                uint l_2747_ = (l_2728_ >> 0u);
                                                uint _e9691 = l_mut_428_;
                                                l_mut_401_ = _e9691;
                                                l_mut_452_ = l_2747_;
                                            }
                                        }
                                        uint _e9692 = l_mut_435_;
                                        uint _e9693 = l_mut_2582_;
                                        uint l_2748_ = (_e9692 * _e9693);
                                        uint _e9695 = l_mut_435_;
                                        uint l_4982_ = (_e9695 & 65535u);
                                        uint _e9698 = l_mut_435_;
                                        uint l_4983_ = (_e9698 >> 16u);
                                        uint l_4984_ = (l_4983_ & 65535u);
                                        uint _e9703 = l_mut_2582_;
                                        uint l_4985_ = (_e9703 & 65535u);
                                        uint _e9706 = l_mut_2582_;
                                        uint l_4986_ = (_e9706 >> 16u);
                                        uint l_4987_ = (l_4986_ & 65535u);
                                        uint l_4988_ = (l_4982_ * l_4985_);
                                        uint l_4989_ = (l_4984_ * l_4985_);
                                        uint l_4990_ = (l_4982_ * l_4987_);
                                        uint l_4991_ = (l_4984_ * l_4987_);
                                        uint l_4992_ = (l_4988_ >> 16u);
                                        uint l_4993_ = (l_4992_ & 65535u);
                                        uint l_4994_ = (l_4989_ & 65535u);
                                        uint l_4995_ = (l_4993_ + l_4994_);
                                        uint l_4996_ = (l_4990_ & 65535u);
                                        uint l_4997_ = (l_4995_ + l_4996_);
                                        uint l_4998_ = (l_4989_ >> 16u);
                                        uint l_4999_ = (l_4998_ & 65535u);
                                        uint l_5000_ = (l_4991_ + l_4999_);
                                        uint l_5001_ = (l_4990_ >> 16u);
                                        uint l_5002_ = (l_5001_ & 65535u);
                                        uint l_5003_ = (l_5000_ + l_5002_);
                                        uint l_5004_ = (l_4997_ >> 16u);
                                        uint l_5005_ = (l_5004_ & 65535u);
                                        uint l_2749_ = (l_5003_ + l_5005_);
                                        uint _e9740 = l_mut_448_;
                                        uint _e9741 = l_mut_2582_;
                                        uint l_2750_ = (_e9740 * _e9741);
                                        uint l_2751_ = (l_2749_ + l_2750_);
                                        uint _e9744 = l_mut_401_;
                                        uint l_2752_ = (_e9744 + l_2748_);
                                        uint _e9746 = l_mut_452_;
                                        uint l_2753_ = (_e9746 + l_2751_);
                                        uint _e9748 = l_mut_401_;
                                        bool l_2754_ = (l_2752_ < _e9748);
                                        uint l_2755_ = uint(l_2754_);
                                        uint l_2756_ = (l_2753_ + l_2755_);
                                        uint _e9752 = l_mut_446_;
                                        l_mut_1716_ = _e9752;
                                        uint _e9753 = l_mut_457_;
                                        l_mut_773_ = _e9753;
                                        bool l_2757_ = (l_9_ == 64u);
                                        if (l_2757_) {
                                            l_mut_1716_ = l_2752_;
                                            l_mut_773_ = l_2756_;
                                        } else {
                                            bool l_2758_ = (l_9_ > 0u);
                                            if (l_2758_) {
                                                uint l_2759_ = (64u - l_9_);
                                                l_mut_452_ = l_2752_;
                                                l_mut_451_ = l_2756_;
                                                bool l_2760_ = (l_2759_ >= 32u);
                                                if (l_2760_) {
                                                    uint l_2761_ = (l_2759_ & 31u);
                                                    uint l_2762_ = (l_2752_ << l_2761_);
                                                    l_mut_452_ = 0u;
                                                    l_mut_451_ = l_2762_;
                                                } else {
                                                    bool l_2763_ = (l_2759_ > 0u);
                                                    if (l_2763_) {
                                                        uint l_2764_ = (l_2752_ << l_2759_);
                                                        uint l_2765_ = (l_2756_ << l_2759_);
                                                        uint l_2766_ = (32u - l_2759_);
                                                        uint l_2767_ = (l_2752_ >> l_2766_);
                                                        uint l_2768_ = (l_2765_ | l_2767_);
                                                        l_mut_452_ = l_2764_;
                                                        l_mut_451_ = l_2768_;
                                                    }
                                                }
                                                uint _e9774 = l_mut_446_;
                                                l_mut_448_ = _e9774;
                                                uint _e9775 = l_mut_457_;
                                                l_mut_447_ = _e9775;
                                                bool l_2769_ = (l_9_ >= 32u);
                                                if (l_2769_) {
                                                    uint l_2770_ = (l_9_ & 31u);
                                                    uint _e9780 = l_mut_457_;
                                                    uint l_2771_ = (_e9780 >> l_2770_);
                                                    l_mut_448_ = l_2771_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2772_ = (l_9_ > 0u);
                                                    if (l_2772_) {
                                                        uint _e9785 = l_mut_446_;
                                                        l_mut_435_ = _e9785;
                                                        bool l_2773_ = (l_9_ > 0u);
                                                        if (l_2773_) {
                                                            uint _e9788 = l_mut_446_;
                                                            uint l_2774_ = (_e9788 >> l_9_);
                                                            uint l_2775_ = (32u - l_9_);
                                                            uint _e9792 = l_mut_457_;
                                                            uint l_2776_ = (_e9792 << l_2775_);
                                                            uint l_2777_ = (l_2774_ | l_2776_);
                                                            l_mut_435_ = l_2777_;
                                                        }
                                                        uint _e9795 = l_mut_457_;
                                                        uint l_2778_ = (_e9795 >> l_9_);
                                                        uint _e9797 = l_mut_435_;
                                                        l_mut_448_ = _e9797;
                                                        l_mut_447_ = l_2778_;
                                                    }
                                                }
                                                uint _e9798 = l_mut_452_;
                                                uint _e9799 = l_mut_448_;
                                                uint l_2779_ = (_e9798 + _e9799);
                                                uint _e9801 = l_mut_451_;
                                                uint _e9802 = l_mut_447_;
                                                uint l_2780_ = (_e9801 + _e9802);
                                                uint _e9804 = l_mut_452_;
                                                bool l_2781_ = (l_2779_ < _e9804);
                                                uint l_2782_ = uint(l_2781_);
                                                uint l_2783_ = (l_2780_ + l_2782_);
                                                l_mut_1716_ = l_2779_;
                                                l_mut_773_ = l_2783_;
                                            }
                                        }
                                        if (l_2634_) {
                                            uint _e9809 = l_mut_1716_;
                                            uint l_2784_ = (0u - _e9809);
                                            uint _e9812 = l_mut_773_;
                                            uint l_2785_ = (0u - _e9812);
                                            uint _e9815 = l_mut_1716_;
                                            bool l_2786_ = (0u < _e9815);
                                            uint l_2787_ = uint(l_2786_);
                                            uint l_2788_ = (l_2785_ - l_2787_);
                                            l_mut_1716_ = l_2784_;
                                            l_mut_773_ = l_2788_;
                                        }
                                    }
                                    uint _e9819 = l_mut_1716_;
                                    uint l_2789_ = (l_2587_ + _e9819);
                                    uint _e9821 = l_mut_773_;
                                    uint l_2790_ = (l_2591_ + _e9821);
                                    bool l_2791_ = (l_2789_ < l_2587_);
                                    uint l_2792_ = uint(l_2791_);
                                    uint l_2793_ = (l_2790_ + l_2792_);
                                    uint l_2794_ = (0u - l_2789_);
                                    uint l_2795_ = (0u - l_2793_);
                                    bool l_2796_ = (0u < l_2789_);
                                    uint l_2797_ = uint(l_2796_);
                                    uint l_2798_ = (l_2795_ - l_2797_);
                                    l_mut_1716_ = l_2794_;
                                    l_mut_773_ = l_2798_;
                                    uint _e9834 = l_mut_773_;
                                    bool l_2799_ = (l_2793_ < _e9834);
                                    uint _e9836 = l_mut_773_;
                                    bool l_2800_ = (l_2793_ == _e9836);
                                    uint _e9838 = l_mut_1716_;
                                    bool l_2801_ = (l_2789_ < _e9838);
                                    if (l_2800_) {
                                        local_183 = l_2801_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2802_ = local_183;
                                    if (!(l_2799_)) {
                                        local_184 = l_2802_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2803_ = local_184;
                                    if (l_2803_) {
                                        l_mut_1716_ = l_2789_;
                                        l_mut_773_ = l_2793_;
                                    }
                                    uint _e9849 = l_mut_773_;
                                    bool l_2804_ = (_e9849 < l_17_);
                                    uint _e9851 = l_mut_773_;
                                    bool l_2805_ = (_e9851 == l_17_);
                                    uint _e9853 = l_mut_1716_;
                                    bool l_2806_ = (_e9853 < l_14_);
                                    if (l_2805_) {
                                        local_185 = l_2806_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2807_ = local_185;
                                    if (!(l_2804_)) {
                                        local_186 = l_2807_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2808_ = local_186;
                                    if (l_2808_) {
                                        uint _e9864 = l_mut_2030_;
                                        uint l_2809_ = (_e9864 * 2u);
                                        uint l_2810_ = (l_2809_ + 1u);
                                        uint l_2811_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2812_ = (l_2810_ < l_2811_);
                                        if (l_2812_) {
                                            uint l_5007_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_5008_ = (l_5007_ * 1u);
                                            bool l_5009_ = (l_2809_ < l_5008_);
                                            if (l_5009_) {
                                                _group_0_binding_4_cs[l_2809_] = id;
                                            }
                                            uint l_2813_ = (l_2809_ + 1u);
                                            uint l_5010_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_5011_ = (l_5010_ * 1u);
                                            bool l_5012_ = (l_2813_ < l_5011_);
                                            if (l_5012_) {
                                                uint _e9894 = l_mut_2582_;
                                                _group_0_binding_4_cs[l_2813_] = _e9894;
                                            }
                                        }
                                        uint _e9895 = l_mut_2030_;
                                        l_mut_2030_ = (_e9895 + 1u);
                                    }
                                }
                            }
                            uint _e9901 = l_mut_2030_;
                            l_mut_2035_ = _e9901;
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
