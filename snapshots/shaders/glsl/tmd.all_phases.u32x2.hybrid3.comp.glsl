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
    uint l_mut_1669_ = 0u;
    uint l_mut_1670_ = 0u;
    uint l_mut_1675_ = 0u;
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
    uint l_mut_883_ = 0u;
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
    uint l_mut_978_ = 0u;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    uint l_mut_1057_ = 0u;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    uint l_mut_1667_ = 0u;
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
    uint l_mut_1778_ = 0u;
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
    uint l_mut_1905_ = 0u;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    uint l_mut_1985_ = 0u;
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
    uint l_mut_2106_ = 0u;
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
    uint l_mut_2201_ = 0u;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    uint l_mut_2281_ = 0u;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    uint l_mut_2515_ = 0u;
    uint l_mut_2522_ = 0u;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2838_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2839_ = (l_2838_ * 1u);
        uint l_2840_ = (l_2839_ - 1u);
        uint l_2841_ = min(3u, l_2840_);
        uint _e69 = atomicAdd(_group_0_binding_5_cs[l_2841_], 1u);
    }
    uint l_2754_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2755_ = (l_2754_ * 1u);
    bool l_2756_ = (0u < l_2755_);
    uint l_2757_ = (l_2755_ - 1u);
    uint l_2758_ = min(0u, l_2757_);
    uint l_2759_ = _group_0_binding_3_cs[l_2758_];
    uint l_4_ = (l_2756_ ? l_2759_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2761_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2762_ = (l_2761_ * 1u);
    bool l_2763_ = (l_6_ < l_2762_);
    uint l_2764_ = (l_2762_ - 1u);
    uint l_2765_ = min(l_6_, l_2764_);
    uint l_2766_ = _group_0_binding_3_cs[l_2765_];
    uint l_7_ = (l_2763_ ? l_2766_ : 0u);
    uint l_2768_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2769_ = (l_2768_ * 1u);
    bool l_2770_ = (2u < l_2769_);
    uint l_2771_ = (l_2769_ - 1u);
    uint l_2772_ = min(2u, l_2771_);
    uint l_2773_ = _group_0_binding_3_cs[l_2772_];
    uint l_9_ = (l_2770_ ? l_2773_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2775_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2776_ = (l_2775_ * 1u);
    bool l_2777_ = (l_11_ < l_2776_);
    uint l_2778_ = (l_2776_ - 1u);
    uint l_2779_ = min(l_11_, l_2778_);
    uint l_2780_ = _group_0_binding_3_cs[l_2779_];
    uint l_12_ = (l_2777_ ? l_2780_ : 0u);
    uint l_2782_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2783_ = (l_2782_ * 1u);
    bool l_2784_ = (4u < l_2783_);
    uint l_2785_ = (l_2783_ - 1u);
    uint l_2786_ = min(4u, l_2785_);
    uint l_2787_ = _group_0_binding_3_cs[l_2786_];
    uint l_14_ = (l_2784_ ? l_2787_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2789_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2790_ = (l_2789_ * 1u);
    bool l_2791_ = (l_16_ < l_2790_);
    uint l_2792_ = (l_2790_ - 1u);
    uint l_2793_ = min(l_16_, l_2792_);
    uint l_2794_ = _group_0_binding_3_cs[l_2793_];
    uint l_17_ = (l_2791_ ? l_2794_ : 0u);
    uint l_2796_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2797_ = (l_2796_ * 1u);
    bool l_2798_ = (6u < l_2797_);
    uint l_2799_ = (l_2797_ - 1u);
    uint l_2800_ = min(6u, l_2799_);
    uint l_2801_ = _group_0_binding_3_cs[l_2800_];
    uint l_19_ = (l_2798_ ? l_2801_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2803_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2804_ = (l_2803_ * 1u);
    bool l_2805_ = (l_21_ < l_2804_);
    uint l_2806_ = (l_2804_ - 1u);
    uint l_2807_ = min(l_21_, l_2806_);
    uint l_2808_ = _group_0_binding_3_cs[l_2807_];
    uint l_22_ = (l_2805_ ? l_2808_ : 0u);
    uint l_2810_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2811_ = (l_2810_ * 1u);
    bool l_2812_ = (8u < l_2811_);
    uint l_2813_ = (l_2811_ - 1u);
    uint l_2814_ = min(8u, l_2813_);
    uint l_2815_ = _group_0_binding_3_cs[l_2814_];
    uint l_24_ = (l_2812_ ? l_2815_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2817_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2818_ = (l_2817_ * 1u);
    bool l_2819_ = (l_26_ < l_2818_);
    uint l_2820_ = (l_2818_ - 1u);
    uint l_2821_ = min(l_26_, l_2820_);
    uint l_2822_ = _group_0_binding_3_cs[l_2821_];
    uint l_27_ = (l_2819_ ? l_2822_ : 0u);
    uint l_2824_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2825_ = (l_2824_ * 1u);
    bool l_2826_ = (10u < l_2825_);
    uint l_2827_ = (l_2825_ - 1u);
    uint l_2828_ = min(10u, l_2827_);
    uint l_2829_ = _group_0_binding_3_cs[l_2828_];
    uint l_29_ = (l_2826_ ? l_2829_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2831_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2832_ = (l_2831_ * 1u);
    bool l_2833_ = (l_31_ < l_2832_);
    uint l_2834_ = (l_2832_ - 1u);
    uint l_2835_ = min(l_31_, l_2834_);
    uint l_2836_ = _group_0_binding_3_cs[l_2835_];
    uint l_32_ = (l_2833_ ? l_2836_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2843_ = (id & 65535u);
    uint l_2844_ = (id >> 16u);
    uint l_2845_ = (l_2844_ & 65535u);
    uint l_2846_ = (l_4_ & 65535u);
    uint l_2847_ = (l_4_ >> 16u);
    uint l_2848_ = (l_2847_ & 65535u);
    uint l_2849_ = (l_2843_ * l_2846_);
    uint l_2850_ = (l_2845_ * l_2846_);
    uint l_2851_ = (l_2843_ * l_2848_);
    uint l_2852_ = (l_2845_ * l_2848_);
    uint l_2853_ = (l_2849_ >> 16u);
    uint l_2854_ = (l_2853_ & 65535u);
    uint l_2855_ = (l_2850_ & 65535u);
    uint l_2856_ = (l_2854_ + l_2855_);
    uint l_2857_ = (l_2851_ & 65535u);
    uint l_2858_ = (l_2856_ + l_2857_);
    uint l_2859_ = (l_2850_ >> 16u);
    uint l_2860_ = (l_2859_ & 65535u);
    uint l_2861_ = (l_2852_ + l_2860_);
    uint l_2862_ = (l_2851_ >> 16u);
    uint l_2863_ = (l_2862_ & 65535u);
    uint l_2864_ = (l_2861_ + l_2863_);
    uint l_2865_ = (l_2858_ >> 16u);
    uint l_2866_ = (l_2865_ & 65535u);
    uint l_37_ = (l_2864_ + l_2866_);
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
        uint l_2868_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2869_ = (l_2868_ * 1u);
        bool l_2870_ = (l_58_ < l_2869_);
        uint l_2871_ = (l_2869_ - 1u);
        uint l_2872_ = min(l_58_, l_2871_);
        uint l_2873_ = _group_0_binding_0_cs[l_2872_];
        uint l_59_ = (l_2870_ ? l_2873_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2875_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2876_ = (l_2875_ * 1u);
        bool l_2877_ = (l_61_ < l_2876_);
        uint l_2878_ = (l_2876_ - 1u);
        uint l_2879_ = min(l_61_, l_2878_);
        uint l_2880_ = _group_0_binding_0_cs[l_2879_];
        uint l_62_ = (l_2877_ ? l_2880_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2882_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2883_ = (l_2882_ * 1u);
        bool l_2884_ = (l_63_ < l_2883_);
        uint l_2885_ = (l_2883_ - 1u);
        uint l_2886_ = min(l_63_, l_2885_);
        uint l_2887_ = _group_0_binding_1_cs[l_2886_];
        uint l_64_ = (l_2884_ ? l_2887_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2889_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2890_ = (l_2889_ * 1u);
        bool l_2891_ = (l_66_ < l_2890_);
        uint l_2892_ = (l_2890_ - 1u);
        uint l_2893_ = min(l_66_, l_2892_);
        uint l_2894_ = _group_0_binding_1_cs[l_2893_];
        uint l_67_ = (l_2891_ ? l_2894_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2896_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2897_ = (l_2896_ * 1u);
        bool l_2898_ = (l_68_ < l_2897_);
        uint l_2899_ = (l_2897_ - 1u);
        uint l_2900_ = min(l_68_, l_2899_);
        uint l_2901_ = _group_0_binding_2_cs[l_2900_];
        uint l_69_ = (l_2898_ ? l_2901_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2903_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2904_ = (l_2903_ * 1u);
        bool l_2905_ = (l_71_ < l_2904_);
        uint l_2906_ = (l_2904_ - 1u);
        uint l_2907_ = min(l_71_, l_2906_);
        uint l_2908_ = _group_0_binding_2_cs[l_2907_];
        uint l_72_ = (l_2905_ ? l_2908_ : 0u);
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
        uint l_2910_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_2911_ = (_e490 >> 16u);
        uint l_2912_ = (l_2911_ & 65535u);
        uint l_2913_ = (l_4_ & 65535u);
        uint l_2914_ = (l_4_ >> 16u);
        uint l_2915_ = (l_2914_ & 65535u);
        uint l_2916_ = (l_2910_ * l_2913_);
        uint l_2917_ = (l_2912_ * l_2913_);
        uint l_2918_ = (l_2910_ * l_2915_);
        uint l_2919_ = (l_2912_ * l_2915_);
        uint l_2920_ = (l_2916_ >> 16u);
        uint l_2921_ = (l_2920_ & 65535u);
        uint l_2922_ = (l_2917_ & 65535u);
        uint l_2923_ = (l_2921_ + l_2922_);
        uint l_2924_ = (l_2918_ & 65535u);
        uint l_2925_ = (l_2923_ + l_2924_);
        uint l_2926_ = (l_2917_ >> 16u);
        uint l_2927_ = (l_2926_ & 65535u);
        uint l_2928_ = (l_2919_ + l_2927_);
        uint l_2929_ = (l_2918_ >> 16u);
        uint l_2930_ = (l_2929_ & 65535u);
        uint l_2931_ = (l_2928_ + l_2930_);
        uint l_2932_ = (l_2925_ >> 16u);
        uint l_2933_ = (l_2932_ & 65535u);
        uint l_83_ = (l_2931_ + l_2933_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_2935_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_2936_ = (_e534 >> 16u);
        uint l_2937_ = (l_2936_ & 65535u);
        uint l_2938_ = (l_4_ & 65535u);
        uint l_2939_ = (l_4_ >> 16u);
        uint l_2940_ = (l_2939_ & 65535u);
        uint l_2941_ = (l_2935_ * l_2938_);
        uint l_2942_ = (l_2937_ * l_2938_);
        uint l_2943_ = (l_2935_ * l_2940_);
        uint l_2944_ = (l_2937_ * l_2940_);
        uint l_2945_ = (l_2941_ >> 16u);
        uint l_2946_ = (l_2945_ & 65535u);
        uint l_2947_ = (l_2942_ & 65535u);
        uint l_2948_ = (l_2946_ + l_2947_);
        uint l_2949_ = (l_2943_ & 65535u);
        uint l_2950_ = (l_2948_ + l_2949_);
        uint l_2951_ = (l_2942_ >> 16u);
        uint l_2952_ = (l_2951_ & 65535u);
        uint l_2953_ = (l_2944_ + l_2952_);
        uint l_2954_ = (l_2943_ >> 16u);
        uint l_2955_ = (l_2954_ & 65535u);
        uint l_2956_ = (l_2953_ + l_2955_);
        uint l_2957_ = (l_2950_ >> 16u);
        uint l_2958_ = (l_2957_ & 65535u);
        uint l_85_ = (l_2956_ + l_2958_);
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
            uint l_2960_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_2961_ = (_e655 >> 16u);
            uint l_2962_ = (l_2961_ & 65535u);
            uint l_2963_ = (l_123_ & 65535u);
            uint l_2964_ = (l_123_ >> 16u);
            uint l_2965_ = (l_2964_ & 65535u);
            uint l_2966_ = (l_2960_ * l_2963_);
            uint l_2967_ = (l_2962_ * l_2963_);
            uint l_2968_ = (l_2960_ * l_2965_);
            uint l_2969_ = (l_2962_ * l_2965_);
            uint l_2970_ = (l_2966_ >> 16u);
            uint l_2971_ = (l_2970_ & 65535u);
            uint l_2972_ = (l_2967_ & 65535u);
            uint l_2973_ = (l_2971_ + l_2972_);
            uint l_2974_ = (l_2968_ & 65535u);
            uint l_2975_ = (l_2973_ + l_2974_);
            uint l_2976_ = (l_2967_ >> 16u);
            uint l_2977_ = (l_2976_ & 65535u);
            uint l_2978_ = (l_2969_ + l_2977_);
            uint l_2979_ = (l_2968_ >> 16u);
            uint l_2980_ = (l_2979_ & 65535u);
            uint l_2981_ = (l_2978_ + l_2980_);
            uint l_2982_ = (l_2975_ >> 16u);
            uint l_2983_ = (l_2982_ & 65535u);
            uint l_133_ = (l_2981_ + l_2983_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_2985_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_2986_ = (_e699 >> 16u);
            uint l_2987_ = (l_2986_ & 65535u);
            uint l_2988_ = (l_123_ & 65535u);
            uint l_2989_ = (l_123_ >> 16u);
            uint l_2990_ = (l_2989_ & 65535u);
            uint l_2991_ = (l_2985_ * l_2988_);
            uint l_2992_ = (l_2987_ * l_2988_);
            uint l_2993_ = (l_2985_ * l_2990_);
            uint l_2994_ = (l_2987_ * l_2990_);
            uint l_2995_ = (l_2991_ >> 16u);
            uint l_2996_ = (l_2995_ & 65535u);
            uint l_2997_ = (l_2992_ & 65535u);
            uint l_2998_ = (l_2996_ + l_2997_);
            uint l_2999_ = (l_2993_ & 65535u);
            uint l_3000_ = (l_2998_ + l_2999_);
            uint l_3001_ = (l_2992_ >> 16u);
            uint l_3002_ = (l_3001_ & 65535u);
            uint l_3003_ = (l_2994_ + l_3002_);
            uint l_3004_ = (l_2993_ >> 16u);
            uint l_3005_ = (l_3004_ & 65535u);
            uint l_3006_ = (l_3003_ + l_3005_);
            uint l_3007_ = (l_3000_ >> 16u);
            uint l_3008_ = (l_3007_ & 65535u);
            uint l_135_ = (l_3006_ + l_3008_);
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
            uint l_3010_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_3011_ = (_e808 >> 16u);
            uint l_3012_ = (l_3011_ & 65535u);
            uint l_3013_ = (l_4_ & 65535u);
            uint l_3014_ = (l_4_ >> 16u);
            uint l_3015_ = (l_3014_ & 65535u);
            uint l_3016_ = (l_3010_ * l_3013_);
            uint l_3017_ = (l_3012_ * l_3013_);
            uint l_3018_ = (l_3010_ * l_3015_);
            uint l_3019_ = (l_3012_ * l_3015_);
            uint l_3020_ = (l_3016_ >> 16u);
            uint l_3021_ = (l_3020_ & 65535u);
            uint l_3022_ = (l_3017_ & 65535u);
            uint l_3023_ = (l_3021_ + l_3022_);
            uint l_3024_ = (l_3018_ & 65535u);
            uint l_3025_ = (l_3023_ + l_3024_);
            uint l_3026_ = (l_3017_ >> 16u);
            uint l_3027_ = (l_3026_ & 65535u);
            uint l_3028_ = (l_3019_ + l_3027_);
            uint l_3029_ = (l_3018_ >> 16u);
            uint l_3030_ = (l_3029_ & 65535u);
            uint l_3031_ = (l_3028_ + l_3030_);
            uint l_3032_ = (l_3025_ >> 16u);
            uint l_3033_ = (l_3032_ & 65535u);
            uint l_174_ = (l_3031_ + l_3033_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_3035_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_3036_ = (_e852 >> 16u);
            uint l_3037_ = (l_3036_ & 65535u);
            uint l_3038_ = (l_4_ & 65535u);
            uint l_3039_ = (l_4_ >> 16u);
            uint l_3040_ = (l_3039_ & 65535u);
            uint l_3041_ = (l_3035_ * l_3038_);
            uint l_3042_ = (l_3037_ * l_3038_);
            uint l_3043_ = (l_3035_ * l_3040_);
            uint l_3044_ = (l_3037_ * l_3040_);
            uint l_3045_ = (l_3041_ >> 16u);
            uint l_3046_ = (l_3045_ & 65535u);
            uint l_3047_ = (l_3042_ & 65535u);
            uint l_3048_ = (l_3046_ + l_3047_);
            uint l_3049_ = (l_3043_ & 65535u);
            uint l_3050_ = (l_3048_ + l_3049_);
            uint l_3051_ = (l_3042_ >> 16u);
            uint l_3052_ = (l_3051_ & 65535u);
            uint l_3053_ = (l_3044_ + l_3052_);
            uint l_3054_ = (l_3043_ >> 16u);
            uint l_3055_ = (l_3054_ & 65535u);
            uint l_3056_ = (l_3053_ + l_3055_);
            uint l_3057_ = (l_3050_ >> 16u);
            uint l_3058_ = (l_3057_ & 65535u);
            uint l_176_ = (l_3056_ + l_3058_);
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
            uint l_3060_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_3061_ = (_e931 >> 16u);
            uint l_3062_ = (l_3061_ & 65535u);
            uint l_3063_ = (l_4_ & 65535u);
            uint l_3064_ = (l_4_ >> 16u);
            uint l_3065_ = (l_3064_ & 65535u);
            uint l_3066_ = (l_3060_ * l_3063_);
            uint l_3067_ = (l_3062_ * l_3063_);
            uint l_3068_ = (l_3060_ * l_3065_);
            uint l_3069_ = (l_3062_ * l_3065_);
            uint l_3070_ = (l_3066_ >> 16u);
            uint l_3071_ = (l_3070_ & 65535u);
            uint l_3072_ = (l_3067_ & 65535u);
            uint l_3073_ = (l_3071_ + l_3072_);
            uint l_3074_ = (l_3068_ & 65535u);
            uint l_3075_ = (l_3073_ + l_3074_);
            uint l_3076_ = (l_3067_ >> 16u);
            uint l_3077_ = (l_3076_ & 65535u);
            uint l_3078_ = (l_3069_ + l_3077_);
            uint l_3079_ = (l_3068_ >> 16u);
            uint l_3080_ = (l_3079_ & 65535u);
            uint l_3081_ = (l_3078_ + l_3080_);
            uint l_3082_ = (l_3075_ >> 16u);
            uint l_3083_ = (l_3082_ & 65535u);
            uint l_201_ = (l_3081_ + l_3083_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_3085_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_3086_ = (_e975 >> 16u);
            uint l_3087_ = (l_3086_ & 65535u);
            uint l_3088_ = (l_4_ & 65535u);
            uint l_3089_ = (l_4_ >> 16u);
            uint l_3090_ = (l_3089_ & 65535u);
            uint l_3091_ = (l_3085_ * l_3088_);
            uint l_3092_ = (l_3087_ * l_3088_);
            uint l_3093_ = (l_3085_ * l_3090_);
            uint l_3094_ = (l_3087_ * l_3090_);
            uint l_3095_ = (l_3091_ >> 16u);
            uint l_3096_ = (l_3095_ & 65535u);
            uint l_3097_ = (l_3092_ & 65535u);
            uint l_3098_ = (l_3096_ + l_3097_);
            uint l_3099_ = (l_3093_ & 65535u);
            uint l_3100_ = (l_3098_ + l_3099_);
            uint l_3101_ = (l_3092_ >> 16u);
            uint l_3102_ = (l_3101_ & 65535u);
            uint l_3103_ = (l_3094_ + l_3102_);
            uint l_3104_ = (l_3093_ >> 16u);
            uint l_3105_ = (l_3104_ & 65535u);
            uint l_3106_ = (l_3103_ + l_3105_);
            uint l_3107_ = (l_3100_ >> 16u);
            uint l_3108_ = (l_3107_ & 65535u);
            uint l_203_ = (l_3106_ + l_3108_);
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
            uint l_3110_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_3111_ = (_e1054 >> 16u);
            uint l_3112_ = (l_3111_ & 65535u);
            uint l_3113_ = (l_4_ & 65535u);
            uint l_3114_ = (l_4_ >> 16u);
            uint l_3115_ = (l_3114_ & 65535u);
            uint l_3116_ = (l_3110_ * l_3113_);
            uint l_3117_ = (l_3112_ * l_3113_);
            uint l_3118_ = (l_3110_ * l_3115_);
            uint l_3119_ = (l_3112_ * l_3115_);
            uint l_3120_ = (l_3116_ >> 16u);
            uint l_3121_ = (l_3120_ & 65535u);
            uint l_3122_ = (l_3117_ & 65535u);
            uint l_3123_ = (l_3121_ + l_3122_);
            uint l_3124_ = (l_3118_ & 65535u);
            uint l_3125_ = (l_3123_ + l_3124_);
            uint l_3126_ = (l_3117_ >> 16u);
            uint l_3127_ = (l_3126_ & 65535u);
            uint l_3128_ = (l_3119_ + l_3127_);
            uint l_3129_ = (l_3118_ >> 16u);
            uint l_3130_ = (l_3129_ & 65535u);
            uint l_3131_ = (l_3128_ + l_3130_);
            uint l_3132_ = (l_3125_ >> 16u);
            uint l_3133_ = (l_3132_ & 65535u);
            uint l_230_ = (l_3131_ + l_3133_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_3135_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_3136_ = (_e1098 >> 16u);
            uint l_3137_ = (l_3136_ & 65535u);
            uint l_3138_ = (l_4_ & 65535u);
            uint l_3139_ = (l_4_ >> 16u);
            uint l_3140_ = (l_3139_ & 65535u);
            uint l_3141_ = (l_3135_ * l_3138_);
            uint l_3142_ = (l_3137_ * l_3138_);
            uint l_3143_ = (l_3135_ * l_3140_);
            uint l_3144_ = (l_3137_ * l_3140_);
            uint l_3145_ = (l_3141_ >> 16u);
            uint l_3146_ = (l_3145_ & 65535u);
            uint l_3147_ = (l_3142_ & 65535u);
            uint l_3148_ = (l_3146_ + l_3147_);
            uint l_3149_ = (l_3143_ & 65535u);
            uint l_3150_ = (l_3148_ + l_3149_);
            uint l_3151_ = (l_3142_ >> 16u);
            uint l_3152_ = (l_3151_ & 65535u);
            uint l_3153_ = (l_3144_ + l_3152_);
            uint l_3154_ = (l_3143_ >> 16u);
            uint l_3155_ = (l_3154_ & 65535u);
            uint l_3156_ = (l_3153_ + l_3155_);
            uint l_3157_ = (l_3150_ >> 16u);
            uint l_3158_ = (l_3157_ & 65535u);
            uint l_232_ = (l_3156_ + l_3158_);
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
            uint l_3160_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_3161_ = (_e1177 >> 16u);
            uint l_3162_ = (l_3161_ & 65535u);
            uint l_3163_ = (l_4_ & 65535u);
            uint l_3164_ = (l_4_ >> 16u);
            uint l_3165_ = (l_3164_ & 65535u);
            uint l_3166_ = (l_3160_ * l_3163_);
            uint l_3167_ = (l_3162_ * l_3163_);
            uint l_3168_ = (l_3160_ * l_3165_);
            uint l_3169_ = (l_3162_ * l_3165_);
            uint l_3170_ = (l_3166_ >> 16u);
            uint l_3171_ = (l_3170_ & 65535u);
            uint l_3172_ = (l_3167_ & 65535u);
            uint l_3173_ = (l_3171_ + l_3172_);
            uint l_3174_ = (l_3168_ & 65535u);
            uint l_3175_ = (l_3173_ + l_3174_);
            uint l_3176_ = (l_3167_ >> 16u);
            uint l_3177_ = (l_3176_ & 65535u);
            uint l_3178_ = (l_3169_ + l_3177_);
            uint l_3179_ = (l_3168_ >> 16u);
            uint l_3180_ = (l_3179_ & 65535u);
            uint l_3181_ = (l_3178_ + l_3180_);
            uint l_3182_ = (l_3175_ >> 16u);
            uint l_3183_ = (l_3182_ & 65535u);
            uint l_257_ = (l_3181_ + l_3183_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_3185_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_3186_ = (_e1221 >> 16u);
            uint l_3187_ = (l_3186_ & 65535u);
            uint l_3188_ = (l_4_ & 65535u);
            uint l_3189_ = (l_4_ >> 16u);
            uint l_3190_ = (l_3189_ & 65535u);
            uint l_3191_ = (l_3185_ * l_3188_);
            uint l_3192_ = (l_3187_ * l_3188_);
            uint l_3193_ = (l_3185_ * l_3190_);
            uint l_3194_ = (l_3187_ * l_3190_);
            uint l_3195_ = (l_3191_ >> 16u);
            uint l_3196_ = (l_3195_ & 65535u);
            uint l_3197_ = (l_3192_ & 65535u);
            uint l_3198_ = (l_3196_ + l_3197_);
            uint l_3199_ = (l_3193_ & 65535u);
            uint l_3200_ = (l_3198_ + l_3199_);
            uint l_3201_ = (l_3192_ >> 16u);
            uint l_3202_ = (l_3201_ & 65535u);
            uint l_3203_ = (l_3194_ + l_3202_);
            uint l_3204_ = (l_3193_ >> 16u);
            uint l_3205_ = (l_3204_ & 65535u);
            uint l_3206_ = (l_3203_ + l_3205_);
            uint l_3207_ = (l_3200_ >> 16u);
            uint l_3208_ = (l_3207_ & 65535u);
            uint l_259_ = (l_3206_ + l_3208_);
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
            uint l_3210_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_3211_ = (_e1298 >> 16u);
            uint l_3212_ = (l_3211_ & 65535u);
            uint l_3213_ = (l_4_ & 65535u);
            uint l_3214_ = (l_4_ >> 16u);
            uint l_3215_ = (l_3214_ & 65535u);
            uint l_3216_ = (l_3210_ * l_3213_);
            uint l_3217_ = (l_3212_ * l_3213_);
            uint l_3218_ = (l_3210_ * l_3215_);
            uint l_3219_ = (l_3212_ * l_3215_);
            uint l_3220_ = (l_3216_ >> 16u);
            uint l_3221_ = (l_3220_ & 65535u);
            uint l_3222_ = (l_3217_ & 65535u);
            uint l_3223_ = (l_3221_ + l_3222_);
            uint l_3224_ = (l_3218_ & 65535u);
            uint l_3225_ = (l_3223_ + l_3224_);
            uint l_3226_ = (l_3217_ >> 16u);
            uint l_3227_ = (l_3226_ & 65535u);
            uint l_3228_ = (l_3219_ + l_3227_);
            uint l_3229_ = (l_3218_ >> 16u);
            uint l_3230_ = (l_3229_ & 65535u);
            uint l_3231_ = (l_3228_ + l_3230_);
            uint l_3232_ = (l_3225_ >> 16u);
            uint l_3233_ = (l_3232_ & 65535u);
            uint l_285_ = (l_3231_ + l_3233_);
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
            uint l_3235_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_3236_ = (_e1494 >> 16u);
            uint l_3237_ = (l_3236_ & 65535u);
            uint l_3238_ = (l_367_ & 65535u);
            uint l_3239_ = (l_367_ >> 16u);
            uint l_3240_ = (l_3239_ & 65535u);
            uint l_3241_ = (l_3235_ * l_3238_);
            uint l_3242_ = (l_3237_ * l_3238_);
            uint l_3243_ = (l_3235_ * l_3240_);
            uint l_3244_ = (l_3237_ * l_3240_);
            uint l_3245_ = (l_3241_ >> 16u);
            uint l_3246_ = (l_3245_ & 65535u);
            uint l_3247_ = (l_3242_ & 65535u);
            uint l_3248_ = (l_3246_ + l_3247_);
            uint l_3249_ = (l_3243_ & 65535u);
            uint l_3250_ = (l_3248_ + l_3249_);
            uint l_3251_ = (l_3242_ >> 16u);
            uint l_3252_ = (l_3251_ & 65535u);
            uint l_3253_ = (l_3244_ + l_3252_);
            uint l_3254_ = (l_3243_ >> 16u);
            uint l_3255_ = (l_3254_ & 65535u);
            uint l_3256_ = (l_3253_ + l_3255_);
            uint l_3257_ = (l_3250_ >> 16u);
            uint l_3258_ = (l_3257_ & 65535u);
            uint l_369_ = (l_3256_ + l_3258_);
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
            uint l_3260_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_3261_ = (_e1547 >> 16u);
            uint l_3262_ = (l_3261_ & 65535u);
            uint l_3263_ = (l_372_ & 65535u);
            uint l_3264_ = (l_372_ >> 16u);
            uint l_3265_ = (l_3264_ & 65535u);
            uint l_3266_ = (l_3260_ * l_3263_);
            uint l_3267_ = (l_3262_ * l_3263_);
            uint l_3268_ = (l_3260_ * l_3265_);
            uint l_3269_ = (l_3262_ * l_3265_);
            uint l_3270_ = (l_3266_ >> 16u);
            uint l_3271_ = (l_3270_ & 65535u);
            uint l_3272_ = (l_3267_ & 65535u);
            uint l_3273_ = (l_3271_ + l_3272_);
            uint l_3274_ = (l_3268_ & 65535u);
            uint l_3275_ = (l_3273_ + l_3274_);
            uint l_3276_ = (l_3267_ >> 16u);
            uint l_3277_ = (l_3276_ & 65535u);
            uint l_3278_ = (l_3269_ + l_3277_);
            uint l_3279_ = (l_3268_ >> 16u);
            uint l_3280_ = (l_3279_ & 65535u);
            uint l_3281_ = (l_3278_ + l_3280_);
            uint l_3282_ = (l_3275_ >> 16u);
            uint l_3283_ = (l_3282_ & 65535u);
            uint l_375_ = (l_3281_ + l_3283_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_3285_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_3286_ = (_e1591 >> 16u);
            uint l_3287_ = (l_3286_ & 65535u);
            uint l_3288_ = (l_372_ & 65535u);
            uint l_3289_ = (l_372_ >> 16u);
            uint l_3290_ = (l_3289_ & 65535u);
            uint l_3291_ = (l_3285_ * l_3288_);
            uint l_3292_ = (l_3287_ * l_3288_);
            uint l_3293_ = (l_3285_ * l_3290_);
            uint l_3294_ = (l_3287_ * l_3290_);
            uint l_3295_ = (l_3291_ >> 16u);
            uint l_3296_ = (l_3295_ & 65535u);
            uint l_3297_ = (l_3292_ & 65535u);
            uint l_3298_ = (l_3296_ + l_3297_);
            uint l_3299_ = (l_3293_ & 65535u);
            uint l_3300_ = (l_3298_ + l_3299_);
            uint l_3301_ = (l_3292_ >> 16u);
            uint l_3302_ = (l_3301_ & 65535u);
            uint l_3303_ = (l_3294_ + l_3302_);
            uint l_3304_ = (l_3293_ >> 16u);
            uint l_3305_ = (l_3304_ & 65535u);
            uint l_3306_ = (l_3303_ + l_3305_);
            uint l_3307_ = (l_3300_ >> 16u);
            uint l_3308_ = (l_3307_ & 65535u);
            uint l_377_ = (l_3306_ + l_3308_);
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
                            uint l_3310_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_3311_ = (_e1857 >> 16u);
                            uint l_3312_ = (l_3311_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_3313_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_3314_ = (_e1865 >> 16u);
                            uint l_3315_ = (l_3314_ & 65535u);
                            uint l_3316_ = (l_3310_ * l_3313_);
                            uint l_3317_ = (l_3312_ * l_3313_);
                            uint l_3318_ = (l_3310_ * l_3315_);
                            uint l_3319_ = (l_3312_ * l_3315_);
                            uint l_3320_ = (l_3316_ >> 16u);
                            uint l_3321_ = (l_3320_ & 65535u);
                            uint l_3322_ = (l_3317_ & 65535u);
                            uint l_3323_ = (l_3321_ + l_3322_);
                            uint l_3324_ = (l_3318_ & 65535u);
                            uint l_3325_ = (l_3323_ + l_3324_);
                            uint l_3326_ = (l_3317_ >> 16u);
                            uint l_3327_ = (l_3326_ & 65535u);
                            uint l_3328_ = (l_3319_ + l_3327_);
                            uint l_3329_ = (l_3318_ >> 16u);
                            uint l_3330_ = (l_3329_ & 65535u);
                            uint l_3331_ = (l_3328_ + l_3330_);
                            uint l_3332_ = (l_3325_ >> 16u);
                            uint l_3333_ = (l_3332_ & 65535u);
                            uint l_486_ = (l_3331_ + l_3333_);
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
                            uint l_3335_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_3336_ = (_e2170 >> 16u);
                            uint l_3337_ = (l_3336_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_3338_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_3339_ = (_e2178 >> 16u);
                            uint l_3340_ = (l_3339_ & 65535u);
                            uint l_3341_ = (l_3335_ * l_3338_);
                            uint l_3342_ = (l_3337_ * l_3338_);
                            uint l_3343_ = (l_3335_ * l_3340_);
                            uint l_3344_ = (l_3337_ * l_3340_);
                            uint l_3345_ = (l_3341_ >> 16u);
                            uint l_3346_ = (l_3345_ & 65535u);
                            uint l_3347_ = (l_3342_ & 65535u);
                            uint l_3348_ = (l_3346_ + l_3347_);
                            uint l_3349_ = (l_3343_ & 65535u);
                            uint l_3350_ = (l_3348_ + l_3349_);
                            uint l_3351_ = (l_3342_ >> 16u);
                            uint l_3352_ = (l_3351_ & 65535u);
                            uint l_3353_ = (l_3344_ + l_3352_);
                            uint l_3354_ = (l_3343_ >> 16u);
                            uint l_3355_ = (l_3354_ & 65535u);
                            uint l_3356_ = (l_3353_ + l_3355_);
                            uint l_3357_ = (l_3350_ >> 16u);
                            uint l_3358_ = (l_3357_ & 65535u);
                            uint l_594_ = (l_3356_ + l_3358_);
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
                    uint l_3360_ = (_e2564 & 65535u);
                    uint _e2567 = l_mut_219_;
                    uint l_3361_ = (_e2567 >> 16u);
                    uint l_3362_ = (l_3361_ & 65535u);
                    uint _e2572 = l_mut_444_;
                    uint l_3363_ = (_e2572 & 65535u);
                    uint _e2575 = l_mut_444_;
                    uint l_3364_ = (_e2575 >> 16u);
                    uint l_3365_ = (l_3364_ & 65535u);
                    uint l_3366_ = (l_3360_ * l_3363_);
                    uint l_3367_ = (l_3362_ * l_3363_);
                    uint l_3368_ = (l_3360_ * l_3365_);
                    uint l_3369_ = (l_3362_ * l_3365_);
                    uint l_3370_ = (l_3366_ >> 16u);
                    uint l_3371_ = (l_3370_ & 65535u);
                    uint l_3372_ = (l_3367_ & 65535u);
                    uint l_3373_ = (l_3371_ + l_3372_);
                    uint l_3374_ = (l_3368_ & 65535u);
                    uint l_3375_ = (l_3373_ + l_3374_);
                    uint l_3376_ = (l_3367_ >> 16u);
                    uint l_3377_ = (l_3376_ & 65535u);
                    uint l_3378_ = (l_3369_ + l_3377_);
                    uint l_3379_ = (l_3368_ >> 16u);
                    uint l_3380_ = (l_3379_ & 65535u);
                    uint l_3381_ = (l_3378_ + l_3380_);
                    uint l_3382_ = (l_3375_ >> 16u);
                    uint l_3383_ = (l_3382_ & 65535u);
                    uint l_724_ = (l_3381_ + l_3383_);
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
                    if (l_821_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2876 = l_mut_275_;
                        uint _e2877 = l_mut_450_;
                        uint l_822_ = (_e2876 * _e2877);
                        uint _e2879 = l_mut_275_;
                        uint l_3385_ = (_e2879 & 65535u);
                        uint _e2882 = l_mut_275_;
                        uint l_3386_ = (_e2882 >> 16u);
                        uint l_3387_ = (l_3386_ & 65535u);
                        uint _e2887 = l_mut_450_;
                        uint l_3388_ = (_e2887 & 65535u);
                        uint _e2890 = l_mut_450_;
                        uint l_3389_ = (_e2890 >> 16u);
                        uint l_3390_ = (l_3389_ & 65535u);
                        uint l_3391_ = (l_3385_ * l_3388_);
                        uint l_3392_ = (l_3387_ * l_3388_);
                        uint l_3393_ = (l_3385_ * l_3390_);
                        uint l_3394_ = (l_3387_ * l_3390_);
                        uint l_3395_ = (l_3391_ >> 16u);
                        uint l_3396_ = (l_3395_ & 65535u);
                        uint l_3397_ = (l_3392_ & 65535u);
                        uint l_3398_ = (l_3396_ + l_3397_);
                        uint l_3399_ = (l_3393_ & 65535u);
                        uint l_3400_ = (l_3398_ + l_3399_);
                        uint l_3401_ = (l_3392_ >> 16u);
                        uint l_3402_ = (l_3401_ & 65535u);
                        uint l_3403_ = (l_3394_ + l_3402_);
                        uint l_3404_ = (l_3393_ >> 16u);
                        uint l_3405_ = (l_3404_ & 65535u);
                        uint l_3406_ = (l_3403_ + l_3405_);
                        uint l_3407_ = (l_3400_ >> 16u);
                        uint l_3408_ = (l_3407_ & 65535u);
                        uint l_823_ = (l_3406_ + l_3408_);
                        uint _e2924 = l_mut_269_;
                        uint _e2925 = l_mut_450_;
                        uint l_824_ = (_e2924 * _e2925);
                        uint l_825_ = (l_823_ + l_824_);
                        uint _e2928 = l_mut_219_;
                        uint l_826_ = (_e2928 - l_822_);
                        uint _e2930 = l_mut_213_;
                        uint l_827_ = (_e2930 - l_825_);
                        uint _e2932 = l_mut_219_;
                        bool l_828_ = (_e2932 < l_822_);
                        uint l_829_ = uint(l_828_);
                        uint l_830_ = (l_827_ - l_829_);
                        l_mut_219_ = l_826_;
                        l_mut_213_ = l_830_;
                        uint _e2936 = l_mut_450_;
                        uint _e2937 = l_mut_96_;
                        uint l_831_ = (_e2936 * _e2937);
                        uint _e2939 = l_mut_102_;
                        l_mut_102_ = (_e2939 + l_831_);
                        uint _e2941 = l_mut_275_;
                        uint _e2942 = l_mut_219_;
                        uint l_832_ = (_e2941 - _e2942);
                        uint _e2944 = l_mut_269_;
                        uint _e2945 = l_mut_213_;
                        uint l_833_ = (_e2944 - _e2945);
                        uint _e2947 = l_mut_275_;
                        uint _e2948 = l_mut_219_;
                        bool l_834_ = (_e2947 < _e2948);
                        uint l_835_ = uint(l_834_);
                        uint l_836_ = (l_833_ - l_835_);
                        l_mut_275_ = l_832_;
                        l_mut_269_ = l_836_;
                        uint _e2952 = l_mut_96_;
                        uint _e2953 = l_mut_102_;
                        l_mut_96_ = (_e2952 + _e2953);
                    }
                }
            } else {
                uint _e2955 = l_mut_151_;
                uint l_837_ = (_e2955 - l_340_);
                uint _e2957 = l_mut_145_;
                uint l_838_ = (_e2957 - l_344_);
                uint _e2959 = l_mut_151_;
                bool l_839_ = (_e2959 < l_340_);
                uint l_840_ = uint(l_839_);
                uint l_841_ = (l_838_ - l_840_);
                uint _e2963 = l_mut_219_;
                l_mut_450_ = _e2963;
                uint _e2964 = l_mut_213_;
                l_mut_445_ = _e2964;
                uint _e2965 = l_mut_213_;
                bool l_842_ = (l_841_ < _e2965);
                uint _e2967 = l_mut_213_;
                bool l_843_ = (l_841_ == _e2967);
                uint _e2969 = l_mut_219_;
                bool l_844_ = (l_837_ < _e2969);
                if (l_843_) {
                    local_65 = l_844_;
                } else {
                    local_65 = false;
                }
                bool l_845_ = local_65;
                if (!(l_842_)) {
                    local_66 = l_845_;
                } else {
                    local_66 = true;
                }
                bool l_846_ = local_66;
                if (l_846_) {
                    l_mut_450_ = l_837_;
                    l_mut_445_ = l_841_;
                }
                l_mut_645_ = false;
                uint _e2981 = l_mut_450_;
                l_mut_444_ = _e2981;
                uint _e2982 = l_mut_445_;
                l_mut_441_ = _e2982;
                if (false) {
                    uint _e2985 = l_mut_445_;
                    uint l_849_ = (_e2985 >> 3u);
                    l_mut_444_ = l_849_;
                    l_mut_441_ = 0u;
                } else {
                    if (true) {
                        uint _e2989 = l_mut_450_;
                        l_mut_440_ = _e2989;
                        if (true) {
                            uint _e2991 = l_mut_450_;
                            uint l_852_ = (_e2991 >> 3u);
                            uint _e2994 = l_mut_445_;
                            uint l_853_ = (_e2994 << 29u);
                            uint l_854_ = (l_852_ | l_853_);
                            l_mut_440_ = l_854_;
                        }
                        uint _e2998 = l_mut_445_;
                        uint l_855_ = (_e2998 >> 3u);
                        uint _e3001 = l_mut_440_;
                        l_mut_444_ = _e3001;
                        l_mut_441_ = l_855_;
                    }
                }
                uint _e3002 = l_mut_441_;
                uint _e3003 = l_mut_269_;
                bool l_856_ = (_e3002 < _e3003);
                uint _e3005 = l_mut_441_;
                uint _e3006 = l_mut_269_;
                bool l_857_ = (_e3005 == _e3006);
                uint _e3008 = l_mut_444_;
                uint _e3009 = l_mut_275_;
                bool l_858_ = (_e3008 < _e3009);
                if (l_857_) {
                    local_67 = l_858_;
                } else {
                    local_67 = false;
                }
                bool l_859_ = local_67;
                if (!(l_856_)) {
                    local_68 = l_859_;
                } else {
                    local_68 = true;
                }
                bool l_860_ = local_68;
                bool l_861_ = !(l_860_);
                l_mut_645_ = l_861_;
                l_mut_444_ = 0u;
                uint _e3022 = l_mut_275_;
                uint _e3023 = l_mut_269_;
                uint l_862_ = (_e3022 | _e3023);
                bool l_863_ = (l_862_ == 0u);
                bool l_864_ = !(l_863_);
                bool _e3028 = l_mut_645_;
                if (_e3028) {
                    local_69 = l_864_;
                } else {
                    local_69 = false;
                }
                bool l_865_ = local_69;
                uint _e3033 = l_mut_269_;
                uint _e3034 = l_mut_445_;
                bool l_866_ = (_e3033 < _e3034);
                uint _e3036 = l_mut_269_;
                uint _e3037 = l_mut_445_;
                bool l_867_ = (_e3036 == _e3037);
                uint _e3039 = l_mut_275_;
                uint _e3040 = l_mut_450_;
                bool l_868_ = (_e3039 < _e3040);
                if (l_867_) {
                    local_70 = l_868_;
                } else {
                    local_70 = false;
                }
                bool l_869_ = local_70;
                if (!(l_866_)) {
                    local_71 = l_869_;
                } else {
                    local_71 = true;
                }
                bool l_870_ = local_71;
                if (l_865_) {
                    local_72 = l_870_;
                } else {
                    local_72 = false;
                }
                bool l_871_ = local_72;
                uint _e3055 = l_mut_96_;
                uint _e3056 = l_mut_102_;
                uint l_872_ = (_e3055 + _e3056);
                bool l_873_ = (l_872_ < l_4_);
                if (l_871_) {
                    local_73 = l_873_;
                } else {
                    local_73 = false;
                }
                bool l_874_ = local_73;
                if (l_874_) {
                    uint _e3063 = l_mut_96_;
                    uint l_875_ = (l_4_ - _e3063);
                    uint _e3065 = l_mut_102_;
                    uint l_876_ = (l_875_ - _e3065);
                    uint _e3067 = l_mut_96_;
                    uint l_877_ = (l_876_ / _e3067);
                    uint _e3069 = l_mut_450_;
                    uint l_878_ = (_e3069 - 1u);
                    uint _e3072 = l_mut_445_;
                    uint l_879_ = (_e3072 - 0u);
                    uint _e3075 = l_mut_450_;
                    bool l_880_ = (_e3075 < 1u);
                    uint l_881_ = uint(l_880_);
                    uint l_882_ = (l_879_ - l_881_);
                    l_mut_450_ = l_878_;
                    l_mut_445_ = l_882_;
                    l_mut_441_ = 0u;
                    l_mut_883_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3168 = l_mut_883_;
                            l_mut_883_ = (_e3168 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3083 = l_mut_883_;
                        if ((_e3083 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3087 = l_mut_883_;
                            uint l_884_ = (19u - _e3087);
                            uint _e3089 = l_mut_450_;
                            l_mut_440_ = _e3089;
                            uint _e3090 = l_mut_445_;
                            l_mut_439_ = _e3090;
                            bool l_885_ = (l_884_ >= 32u);
                            if (l_885_) {
                                uint l_886_ = (l_884_ & 31u);
                                uint _e3095 = l_mut_445_;
                                uint l_887_ = (_e3095 >> l_886_);
                                l_mut_440_ = l_887_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_888_ = (l_884_ > 0u);
                                if (l_888_) {
                                    uint _e3100 = l_mut_450_;
                                    l_mut_428_ = _e3100;
                                    bool l_889_ = (l_884_ > 0u);
                                    if (l_889_) {
                                        uint _e3103 = l_mut_450_;
                                        uint l_890_ = (_e3103 >> l_884_);
                                        uint l_891_ = (32u - l_884_);
                                        uint _e3107 = l_mut_445_;
                                        uint l_892_ = (_e3107 << l_891_);
                                        uint l_893_ = (l_890_ | l_892_);
                                        l_mut_428_ = l_893_;
                                    }
                                    uint _e3110 = l_mut_445_;
                                    uint l_894_ = (_e3110 >> l_884_);
                                    uint _e3112 = l_mut_428_;
                                    l_mut_440_ = _e3112;
                                    l_mut_439_ = l_894_;
                                }
                            }
                            uint _e3113 = l_mut_439_;
                            uint _e3114 = l_mut_269_;
                            bool l_895_ = (_e3113 < _e3114);
                            uint _e3116 = l_mut_439_;
                            uint _e3117 = l_mut_269_;
                            bool l_896_ = (_e3116 == _e3117);
                            uint _e3119 = l_mut_440_;
                            uint _e3120 = l_mut_275_;
                            bool l_897_ = (_e3119 < _e3120);
                            if (l_896_) {
                                local_74 = l_897_;
                            } else {
                                local_74 = false;
                            }
                            bool l_898_ = local_74;
                            if (!(l_895_)) {
                                local_75 = l_898_;
                            } else {
                                local_75 = true;
                            }
                            bool l_899_ = local_75;
                            bool l_900_ = !(l_899_);
                            if (l_900_) {
                                uint _e3132 = l_mut_275_;
                                l_mut_440_ = _e3132;
                                uint _e3133 = l_mut_269_;
                                l_mut_439_ = _e3133;
                                bool l_901_ = (l_884_ >= 32u);
                                if (l_901_) {
                                    uint l_902_ = (l_884_ & 31u);
                                    uint _e3138 = l_mut_275_;
                                    uint l_903_ = (_e3138 << l_902_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_903_;
                                } else {
                                    bool l_904_ = (l_884_ > 0u);
                                    if (l_904_) {
                                        uint _e3143 = l_mut_275_;
                                        uint l_905_ = (_e3143 << l_884_);
                                        uint _e3145 = l_mut_269_;
                                        uint l_906_ = (_e3145 << l_884_);
                                        uint l_907_ = (32u - l_884_);
                                        uint _e3149 = l_mut_275_;
                                        uint l_908_ = (_e3149 >> l_907_);
                                        uint l_909_ = (l_906_ | l_908_);
                                        l_mut_440_ = l_905_;
                                        l_mut_439_ = l_909_;
                                    }
                                }
                                uint _e3152 = l_mut_450_;
                                uint _e3153 = l_mut_440_;
                                uint l_910_ = (_e3152 - _e3153);
                                uint _e3155 = l_mut_445_;
                                uint _e3156 = l_mut_439_;
                                uint l_911_ = (_e3155 - _e3156);
                                uint _e3158 = l_mut_450_;
                                uint _e3159 = l_mut_440_;
                                bool l_912_ = (_e3158 < _e3159);
                                uint l_913_ = uint(l_912_);
                                uint l_914_ = (l_911_ - l_913_);
                                l_mut_450_ = l_910_;
                                l_mut_445_ = l_914_;
                                uint l_915_ = (1u << l_884_);
                                uint _e3165 = l_mut_441_;
                                l_mut_441_ = (_e3165 | l_915_);
                            }
                        }
                    }
                    uint _e3170 = l_mut_441_;
                    uint l_916_ = min(_e3170, l_877_);
                    l_mut_441_ = l_916_;
                    uint _e3172 = l_mut_445_;
                    uint _e3173 = l_mut_269_;
                    bool l_917_ = (_e3172 < _e3173);
                    uint _e3175 = l_mut_445_;
                    uint _e3176 = l_mut_269_;
                    bool l_918_ = (_e3175 == _e3176);
                    uint _e3178 = l_mut_450_;
                    uint _e3179 = l_mut_275_;
                    bool l_919_ = (_e3178 < _e3179);
                    if (l_918_) {
                        local_76 = l_919_;
                    } else {
                        local_76 = false;
                    }
                    bool l_920_ = local_76;
                    if (!(l_917_)) {
                        local_77 = l_920_;
                    } else {
                        local_77 = true;
                    }
                    bool l_921_ = local_77;
                    bool l_922_ = !(l_921_);
                    if (l_922_) {
                        l_mut_441_ = l_877_;
                    }
                    uint _e3191 = l_mut_441_;
                    l_mut_444_ = _e3191;
                }
                uint _e3192 = l_mut_444_;
                bool l_923_ = (_e3192 > 0u);
                if (l_923_) {
                    uint _e3195 = l_mut_275_;
                    uint _e3196 = l_mut_444_;
                    uint l_924_ = (_e3195 * _e3196);
                    uint _e3198 = l_mut_275_;
                    uint l_3410_ = (_e3198 & 65535u);
                    uint _e3201 = l_mut_275_;
                    uint l_3411_ = (_e3201 >> 16u);
                    uint l_3412_ = (l_3411_ & 65535u);
                    uint _e3206 = l_mut_444_;
                    uint l_3413_ = (_e3206 & 65535u);
                    uint _e3209 = l_mut_444_;
                    uint l_3414_ = (_e3209 >> 16u);
                    uint l_3415_ = (l_3414_ & 65535u);
                    uint l_3416_ = (l_3410_ * l_3413_);
                    uint l_3417_ = (l_3412_ * l_3413_);
                    uint l_3418_ = (l_3410_ * l_3415_);
                    uint l_3419_ = (l_3412_ * l_3415_);
                    uint l_3420_ = (l_3416_ >> 16u);
                    uint l_3421_ = (l_3420_ & 65535u);
                    uint l_3422_ = (l_3417_ & 65535u);
                    uint l_3423_ = (l_3421_ + l_3422_);
                    uint l_3424_ = (l_3418_ & 65535u);
                    uint l_3425_ = (l_3423_ + l_3424_);
                    uint l_3426_ = (l_3417_ >> 16u);
                    uint l_3427_ = (l_3426_ & 65535u);
                    uint l_3428_ = (l_3419_ + l_3427_);
                    uint l_3429_ = (l_3418_ >> 16u);
                    uint l_3430_ = (l_3429_ & 65535u);
                    uint l_3431_ = (l_3428_ + l_3430_);
                    uint l_3432_ = (l_3425_ >> 16u);
                    uint l_3433_ = (l_3432_ & 65535u);
                    uint l_925_ = (l_3431_ + l_3433_);
                    uint _e3243 = l_mut_269_;
                    uint _e3244 = l_mut_444_;
                    uint l_926_ = (_e3243 * _e3244);
                    uint l_927_ = (l_925_ + l_926_);
                    uint _e3247 = l_mut_151_;
                    uint l_928_ = (_e3247 - l_924_);
                    uint _e3249 = l_mut_145_;
                    uint l_929_ = (_e3249 - l_927_);
                    uint _e3251 = l_mut_151_;
                    bool l_930_ = (_e3251 < l_924_);
                    uint l_931_ = uint(l_930_);
                    uint l_932_ = (l_929_ - l_931_);
                    l_mut_151_ = l_928_;
                    l_mut_145_ = l_932_;
                    uint _e3255 = l_mut_219_;
                    uint l_933_ = (_e3255 - l_924_);
                    uint _e3257 = l_mut_213_;
                    uint l_934_ = (_e3257 - l_927_);
                    uint _e3259 = l_mut_219_;
                    bool l_935_ = (_e3259 < l_924_);
                    uint l_936_ = uint(l_935_);
                    uint l_937_ = (l_934_ - l_936_);
                    l_mut_219_ = l_933_;
                    l_mut_213_ = l_937_;
                    uint _e3263 = l_mut_444_;
                    uint _e3264 = l_mut_96_;
                    uint l_938_ = (_e3263 * _e3264);
                    uint _e3266 = l_mut_102_;
                    l_mut_102_ = (_e3266 + l_938_);
                } else {
                    uint _e3268 = l_mut_151_;
                    uint _e3269 = l_mut_275_;
                    uint l_939_ = (_e3268 - _e3269);
                    uint _e3271 = l_mut_145_;
                    uint _e3272 = l_mut_269_;
                    uint l_940_ = (_e3271 - _e3272);
                    uint _e3274 = l_mut_151_;
                    uint _e3275 = l_mut_275_;
                    bool l_941_ = (_e3274 < _e3275);
                    uint l_942_ = uint(l_941_);
                    uint l_943_ = (l_940_ - l_942_);
                    l_mut_151_ = l_939_;
                    l_mut_145_ = l_943_;
                    uint _e3279 = l_mut_145_;
                    bool l_944_ = (_e3279 < l_344_);
                    uint _e3281 = l_mut_145_;
                    bool l_945_ = (_e3281 == l_344_);
                    uint _e3283 = l_mut_151_;
                    bool l_946_ = (_e3283 < l_340_);
                    if (l_945_) {
                        local_78 = l_946_;
                    } else {
                        local_78 = false;
                    }
                    bool l_947_ = local_78;
                    if (!(l_944_)) {
                        local_79 = l_947_;
                    } else {
                        local_79 = true;
                    }
                    bool l_948_ = local_79;
                    if (l_948_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e3295 = l_mut_96_;
                        uint l_949_ = (l_4_ - _e3295);
                        uint _e3297 = l_mut_102_;
                        uint l_950_ = (l_949_ / _e3297);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e3301 = l_mut_275_;
                        l_mut_445_ = _e3301;
                        uint _e3302 = l_mut_269_;
                        l_mut_444_ = _e3302;
                        if (false) {
                            uint _e3305 = l_mut_269_;
                            uint l_953_ = (_e3305 >> 3u);
                            l_mut_445_ = l_953_;
                            l_mut_444_ = 0u;
                        } else {
                            if (true) {
                                uint _e3309 = l_mut_275_;
                                l_mut_441_ = _e3309;
                                if (true) {
                                    uint _e3311 = l_mut_275_;
                                    uint l_956_ = (_e3311 >> 3u);
                                    uint _e3314 = l_mut_269_;
                                    uint l_957_ = (_e3314 << 29u);
                                    uint l_958_ = (l_956_ | l_957_);
                                    l_mut_441_ = l_958_;
                                }
                                uint _e3318 = l_mut_269_;
                                uint l_959_ = (_e3318 >> 3u);
                                uint _e3321 = l_mut_441_;
                                l_mut_445_ = _e3321;
                                l_mut_444_ = l_959_;
                            }
                        }
                        uint _e3322 = l_mut_444_;
                        uint _e3323 = l_mut_213_;
                        bool l_960_ = (_e3322 < _e3323);
                        uint _e3325 = l_mut_444_;
                        uint _e3326 = l_mut_213_;
                        bool l_961_ = (_e3325 == _e3326);
                        uint _e3328 = l_mut_445_;
                        uint _e3329 = l_mut_219_;
                        bool l_962_ = (_e3328 < _e3329);
                        if (l_961_) {
                            local_80 = l_962_;
                        } else {
                            local_80 = false;
                        }
                        bool l_963_ = local_80;
                        if (!(l_960_)) {
                            local_81 = l_963_;
                        } else {
                            local_81 = true;
                        }
                        bool l_964_ = local_81;
                        bool l_965_ = !(l_964_);
                        l_mut_645_ = l_965_;
                        uint _e3341 = l_mut_219_;
                        uint _e3342 = l_mut_213_;
                        uint l_966_ = (_e3341 | _e3342);
                        bool l_967_ = (l_966_ == 0u);
                        if (l_967_) {
                            l_mut_450_ = l_950_;
                        } else {
                            bool _e3346 = l_mut_645_;
                            if (_e3346) {
                                uint _e3347 = l_mut_213_;
                                uint _e3348 = l_mut_269_;
                                bool l_968_ = (_e3347 < _e3348);
                                uint _e3350 = l_mut_213_;
                                uint _e3351 = l_mut_269_;
                                bool l_969_ = (_e3350 == _e3351);
                                uint _e3353 = l_mut_219_;
                                uint _e3354 = l_mut_275_;
                                bool l_970_ = (_e3353 < _e3354);
                                if (l_969_) {
                                    local_82 = l_970_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_971_ = local_82;
                                if (!(l_968_)) {
                                    local_83 = l_971_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_972_ = local_83;
                                if (l_972_) {
                                    uint _e3365 = l_mut_275_;
                                    uint l_973_ = (_e3365 - 1u);
                                    uint _e3368 = l_mut_269_;
                                    uint l_974_ = (_e3368 - 0u);
                                    uint _e3371 = l_mut_275_;
                                    bool l_975_ = (_e3371 < 1u);
                                    uint l_976_ = uint(l_975_);
                                    uint l_977_ = (l_974_ - l_976_);
                                    l_mut_445_ = l_973_;
                                    l_mut_444_ = l_977_;
                                    l_mut_441_ = 0u;
                                    l_mut_978_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3464 = l_mut_978_;
                                            l_mut_978_ = (_e3464 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3379 = l_mut_978_;
                                        if ((_e3379 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3383 = l_mut_978_;
                                            uint l_979_ = (19u - _e3383);
                                            uint _e3385 = l_mut_445_;
                                            l_mut_440_ = _e3385;
                                            uint _e3386 = l_mut_444_;
                                            l_mut_439_ = _e3386;
                                            bool l_980_ = (l_979_ >= 32u);
                                            if (l_980_) {
                                                uint l_981_ = (l_979_ & 31u);
                                                uint _e3391 = l_mut_444_;
                                                uint l_982_ = (_e3391 >> l_981_);
                                                l_mut_440_ = l_982_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_983_ = (l_979_ > 0u);
                                                if (l_983_) {
                                                    uint _e3396 = l_mut_445_;
                                                    l_mut_428_ = _e3396;
                                                    bool l_984_ = (l_979_ > 0u);
                                                    if (l_984_) {
                                                        uint _e3399 = l_mut_445_;
                                                        uint l_985_ = (_e3399 >> l_979_);
                                                        uint l_986_ = (32u - l_979_);
                                                        uint _e3403 = l_mut_444_;
                                                        uint l_987_ = (_e3403 << l_986_);
                                                        uint l_988_ = (l_985_ | l_987_);
                                                        l_mut_428_ = l_988_;
                                                    }
                                                    uint _e3406 = l_mut_444_;
                                                    uint l_989_ = (_e3406 >> l_979_);
                                                    uint _e3408 = l_mut_428_;
                                                    l_mut_440_ = _e3408;
                                                    l_mut_439_ = l_989_;
                                                }
                                            }
                                            uint _e3409 = l_mut_439_;
                                            uint _e3410 = l_mut_213_;
                                            bool l_990_ = (_e3409 < _e3410);
                                            uint _e3412 = l_mut_439_;
                                            uint _e3413 = l_mut_213_;
                                            bool l_991_ = (_e3412 == _e3413);
                                            uint _e3415 = l_mut_440_;
                                            uint _e3416 = l_mut_219_;
                                            bool l_992_ = (_e3415 < _e3416);
                                            if (l_991_) {
                                                local_84 = l_992_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_993_ = local_84;
                                            if (!(l_990_)) {
                                                local_85 = l_993_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_994_ = local_85;
                                            bool l_995_ = !(l_994_);
                                            if (l_995_) {
                                                uint _e3428 = l_mut_219_;
                                                l_mut_440_ = _e3428;
                                                uint _e3429 = l_mut_213_;
                                                l_mut_439_ = _e3429;
                                                bool l_996_ = (l_979_ >= 32u);
                                                if (l_996_) {
                                                    uint l_997_ = (l_979_ & 31u);
                                                    uint _e3434 = l_mut_219_;
                                                    uint l_998_ = (_e3434 << l_997_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_998_;
                                                } else {
                                                    bool l_999_ = (l_979_ > 0u);
                                                    if (l_999_) {
                                                        uint _e3439 = l_mut_219_;
                                                        uint l_1000_ = (_e3439 << l_979_);
                                                        uint _e3441 = l_mut_213_;
                                                        uint l_1001_ = (_e3441 << l_979_);
                                                        uint l_1002_ = (32u - l_979_);
                                                        uint _e3445 = l_mut_219_;
                                                        uint l_1003_ = (_e3445 >> l_1002_);
                                                        uint l_1004_ = (l_1001_ | l_1003_);
                                                        l_mut_440_ = l_1000_;
                                                        l_mut_439_ = l_1004_;
                                                    }
                                                }
                                                uint _e3448 = l_mut_445_;
                                                uint _e3449 = l_mut_440_;
                                                uint l_1005_ = (_e3448 - _e3449);
                                                uint _e3451 = l_mut_444_;
                                                uint _e3452 = l_mut_439_;
                                                uint l_1006_ = (_e3451 - _e3452);
                                                uint _e3454 = l_mut_445_;
                                                uint _e3455 = l_mut_440_;
                                                bool l_1007_ = (_e3454 < _e3455);
                                                uint l_1008_ = uint(l_1007_);
                                                uint l_1009_ = (l_1006_ - l_1008_);
                                                l_mut_445_ = l_1005_;
                                                l_mut_444_ = l_1009_;
                                                uint l_1010_ = (1u << l_979_);
                                                uint _e3461 = l_mut_441_;
                                                l_mut_441_ = (_e3461 | l_1010_);
                                            }
                                        }
                                    }
                                    uint _e3466 = l_mut_441_;
                                    uint l_1011_ = min(_e3466, l_950_);
                                    l_mut_441_ = l_1011_;
                                    uint _e3468 = l_mut_444_;
                                    uint _e3469 = l_mut_213_;
                                    bool l_1012_ = (_e3468 < _e3469);
                                    uint _e3471 = l_mut_444_;
                                    uint _e3472 = l_mut_213_;
                                    bool l_1013_ = (_e3471 == _e3472);
                                    uint _e3474 = l_mut_445_;
                                    uint _e3475 = l_mut_219_;
                                    bool l_1014_ = (_e3474 < _e3475);
                                    if (l_1013_) {
                                        local_86 = l_1014_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1015_ = local_86;
                                    if (!(l_1012_)) {
                                        local_87 = l_1015_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1016_ = local_87;
                                    bool l_1017_ = !(l_1016_);
                                    if (l_1017_) {
                                        l_mut_441_ = l_950_;
                                    }
                                    uint _e3487 = l_mut_441_;
                                    l_mut_450_ = _e3487;
                                }
                            } else {
                                uint _e3488 = l_mut_275_;
                                l_mut_445_ = _e3488;
                                uint _e3489 = l_mut_269_;
                                l_mut_444_ = _e3489;
                                while(true) {
                                    uint _e3490 = l_mut_213_;
                                    uint _e3491 = l_mut_444_;
                                    bool l_1018_ = (_e3490 < _e3491);
                                    uint _e3493 = l_mut_213_;
                                    uint _e3494 = l_mut_444_;
                                    bool l_1019_ = (_e3493 == _e3494);
                                    uint _e3496 = l_mut_219_;
                                    uint _e3497 = l_mut_445_;
                                    bool l_1020_ = (_e3496 < _e3497);
                                    if (l_1019_) {
                                        local_88 = l_1020_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1021_ = local_88;
                                    if (!(l_1018_)) {
                                        local_89 = l_1021_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1022_ = local_89;
                                    uint _e3508 = l_mut_450_;
                                    uint _e3509 = l_mut_102_;
                                    uint l_1023_ = (_e3508 * _e3509);
                                    uint _e3511 = l_mut_96_;
                                    uint l_1024_ = (_e3511 + l_1023_);
                                    uint _e3513 = l_mut_102_;
                                    uint l_1025_ = (l_1024_ + _e3513);
                                    bool l_1026_ = (l_1025_ < l_4_);
                                    if (l_1022_) {
                                        local_90 = l_1026_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1027_ = local_90;
                                    bool l_1028_ = !(l_1027_);
                                    if (l_1028_) {
                                        break;
                                    }
                                    uint _e3521 = l_mut_445_;
                                    uint _e3522 = l_mut_219_;
                                    uint l_1029_ = (_e3521 - _e3522);
                                    uint _e3524 = l_mut_444_;
                                    uint _e3525 = l_mut_213_;
                                    uint l_1030_ = (_e3524 - _e3525);
                                    uint _e3527 = l_mut_445_;
                                    uint _e3528 = l_mut_219_;
                                    bool l_1031_ = (_e3527 < _e3528);
                                    uint l_1032_ = uint(l_1031_);
                                    uint l_1033_ = (l_1030_ - l_1032_);
                                    l_mut_445_ = l_1029_;
                                    l_mut_444_ = l_1033_;
                                    uint _e3532 = l_mut_450_;
                                    l_mut_450_ = (_e3532 + 1u);
                                }
                            }
                        }
                        uint _e3535 = l_mut_102_;
                        uint _e3536 = l_mut_96_;
                        uint l_1034_ = (_e3535 + _e3536);
                        uint _e3538 = l_mut_450_;
                        uint _e3539 = l_mut_102_;
                        uint l_1035_ = (_e3538 * _e3539);
                        uint l_1036_ = (l_1034_ + l_1035_);
                        bool l_1037_ = (l_1036_ >= l_4_);
                        if (l_1037_) {
                            l_mut_350_ = true;
                            l_mut_357_ = false;
                        } else {
                            uint _e3545 = l_mut_219_;
                            uint _e3546 = l_mut_450_;
                            uint l_1038_ = (_e3545 * _e3546);
                            uint _e3548 = l_mut_219_;
                            uint l_3435_ = (_e3548 & 65535u);
                            uint _e3551 = l_mut_219_;
                            uint l_3436_ = (_e3551 >> 16u);
                            uint l_3437_ = (l_3436_ & 65535u);
                            uint _e3556 = l_mut_450_;
                            uint l_3438_ = (_e3556 & 65535u);
                            uint _e3559 = l_mut_450_;
                            uint l_3439_ = (_e3559 >> 16u);
                            uint l_3440_ = (l_3439_ & 65535u);
                            uint l_3441_ = (l_3435_ * l_3438_);
                            uint l_3442_ = (l_3437_ * l_3438_);
                            uint l_3443_ = (l_3435_ * l_3440_);
                            uint l_3444_ = (l_3437_ * l_3440_);
                            uint l_3445_ = (l_3441_ >> 16u);
                            uint l_3446_ = (l_3445_ & 65535u);
                            uint l_3447_ = (l_3442_ & 65535u);
                            uint l_3448_ = (l_3446_ + l_3447_);
                            uint l_3449_ = (l_3443_ & 65535u);
                            uint l_3450_ = (l_3448_ + l_3449_);
                            uint l_3451_ = (l_3442_ >> 16u);
                            uint l_3452_ = (l_3451_ & 65535u);
                            uint l_3453_ = (l_3444_ + l_3452_);
                            uint l_3454_ = (l_3443_ >> 16u);
                            uint l_3455_ = (l_3454_ & 65535u);
                            uint l_3456_ = (l_3453_ + l_3455_);
                            uint l_3457_ = (l_3450_ >> 16u);
                            uint l_3458_ = (l_3457_ & 65535u);
                            uint l_1039_ = (l_3456_ + l_3458_);
                            uint _e3593 = l_mut_213_;
                            uint _e3594 = l_mut_450_;
                            uint l_1040_ = (_e3593 * _e3594);
                            uint l_1041_ = (l_1039_ + l_1040_);
                            uint _e3597 = l_mut_275_;
                            uint l_1042_ = (_e3597 - l_1038_);
                            uint _e3599 = l_mut_269_;
                            uint l_1043_ = (_e3599 - l_1041_);
                            uint _e3601 = l_mut_275_;
                            bool l_1044_ = (_e3601 < l_1038_);
                            uint l_1045_ = uint(l_1044_);
                            uint l_1046_ = (l_1043_ - l_1045_);
                            l_mut_275_ = l_1042_;
                            l_mut_269_ = l_1046_;
                            uint _e3605 = l_mut_450_;
                            uint _e3606 = l_mut_102_;
                            uint l_1047_ = (_e3605 * _e3606);
                            uint _e3608 = l_mut_96_;
                            l_mut_96_ = (_e3608 + l_1047_);
                            uint _e3610 = l_mut_219_;
                            uint _e3611 = l_mut_275_;
                            uint l_1048_ = (_e3610 - _e3611);
                            uint _e3613 = l_mut_213_;
                            uint _e3614 = l_mut_269_;
                            uint l_1049_ = (_e3613 - _e3614);
                            uint _e3616 = l_mut_219_;
                            uint _e3617 = l_mut_275_;
                            bool l_1050_ = (_e3616 < _e3617);
                            uint l_1051_ = uint(l_1050_);
                            uint l_1052_ = (l_1049_ - l_1051_);
                            l_mut_219_ = l_1048_;
                            l_mut_213_ = l_1052_;
                            uint _e3621 = l_mut_102_;
                            uint _e3622 = l_mut_96_;
                            l_mut_102_ = (_e3621 + _e3622);
                        }
                    }
                }
            }
        }
        bool _e3624 = l_mut_350_;
        bool l_1053_ = !(_e3624);
        if (l_1053_) {
            uint l_3460_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3461_ = (l_3460_ * 1u);
            uint l_3462_ = (l_3461_ - 1u);
            uint l_3463_ = min(0u, l_3462_);
            uint _e3639 = atomicAdd(_group_0_binding_5_cs[l_3463_], 1u);
            uint l_1056_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8754 = l_mut_1057_;
                    l_mut_1057_ = (_e8754 + 1u);
                }
                loop_init_6 = false;
                uint _e3647 = l_mut_1057_;
                if ((_e3647 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3650 = l_mut_1057_;
                    uint l_1058_ = (_e3650 * l_1056_);
                    bool l_1059_ = (l_1058_ < l_56_);
                    uint l_1060_ = (l_4_ / 8u);
                    uint _e3655 = l_mut_1057_;
                    uint l_1061_ = (_e3655 * l_1060_);
                    uint l_1062_ = (l_1061_ + l_1061_);
                    uint l_1063_ = (l_72_ >> 31u);
                    bool l_1064_ = (l_1063_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1064_) {
                        uint l_1065_ = (0u - l_69_);
                        uint l_1066_ = (0u - l_72_);
                        bool l_1067_ = (0u < l_69_);
                        uint l_1068_ = uint(l_1067_);
                        uint l_1069_ = (l_1066_ - l_1068_);
                        l_mut_441_ = l_1065_;
                        l_mut_440_ = l_1069_;
                    }
                    uint _e3670 = l_mut_441_;
                    uint l_1070_ = (_e3670 * l_1062_);
                    uint _e3672 = l_mut_440_;
                    uint l_1071_ = (_e3672 * l_1062_);
                    uint _e3674 = l_mut_441_;
                    uint l_3465_ = (_e3674 & 65535u);
                    uint _e3677 = l_mut_441_;
                    uint l_3466_ = (_e3677 >> 16u);
                    uint l_3467_ = (l_3466_ & 65535u);
                    uint l_3468_ = (l_1062_ & 65535u);
                    uint l_3469_ = (l_1062_ >> 16u);
                    uint l_3470_ = (l_3469_ & 65535u);
                    uint l_3471_ = (l_3465_ * l_3468_);
                    uint l_3472_ = (l_3467_ * l_3468_);
                    uint l_3473_ = (l_3465_ * l_3470_);
                    uint l_3474_ = (l_3467_ * l_3470_);
                    uint l_3475_ = (l_3471_ >> 16u);
                    uint l_3476_ = (l_3475_ & 65535u);
                    uint l_3477_ = (l_3472_ & 65535u);
                    uint l_3478_ = (l_3476_ + l_3477_);
                    uint l_3479_ = (l_3473_ & 65535u);
                    uint l_3480_ = (l_3478_ + l_3479_);
                    uint l_3481_ = (l_3472_ >> 16u);
                    uint l_3482_ = (l_3481_ & 65535u);
                    uint l_3483_ = (l_3474_ + l_3482_);
                    uint l_3484_ = (l_3473_ >> 16u);
                    uint l_3485_ = (l_3484_ & 65535u);
                    uint l_3486_ = (l_3483_ + l_3485_);
                    uint l_3487_ = (l_3480_ >> 16u);
                    uint l_3488_ = (l_3487_ & 65535u);
                    uint l_1072_ = (l_3486_ + l_3488_);
                    uint l_1073_ = (l_1072_ + l_1071_);
                    uint _e3718 = l_mut_440_;
                    uint l_3490_ = (_e3718 & 65535u);
                    uint _e3721 = l_mut_440_;
                    uint l_3491_ = (_e3721 >> 16u);
                    uint l_3492_ = (l_3491_ & 65535u);
                    uint l_3493_ = (l_1062_ & 65535u);
                    uint l_3494_ = (l_1062_ >> 16u);
                    uint l_3495_ = (l_3494_ & 65535u);
                    uint l_3496_ = (l_3490_ * l_3493_);
                    uint l_3497_ = (l_3492_ * l_3493_);
                    uint l_3498_ = (l_3490_ * l_3495_);
                    uint l_3499_ = (l_3492_ * l_3495_);
                    uint l_3500_ = (l_3496_ >> 16u);
                    uint l_3501_ = (l_3500_ & 65535u);
                    uint l_3502_ = (l_3497_ & 65535u);
                    uint l_3503_ = (l_3501_ + l_3502_);
                    uint l_3504_ = (l_3498_ & 65535u);
                    uint l_3505_ = (l_3503_ + l_3504_);
                    uint l_3506_ = (l_3497_ >> 16u);
                    uint l_3507_ = (l_3506_ & 65535u);
                    uint l_3508_ = (l_3499_ + l_3507_);
                    uint l_3509_ = (l_3498_ >> 16u);
                    uint l_3510_ = (l_3509_ & 65535u);
                    uint l_3511_ = (l_3508_ + l_3510_);
                    uint l_3512_ = (l_3505_ >> 16u);
                    uint l_3513_ = (l_3512_ & 65535u);
                    uint l_1074_ = (l_3511_ + l_3513_);
                    bool l_1075_ = (l_1073_ < l_1071_);
                    uint l_1076_ = uint(l_1075_);
                    uint l_1077_ = (l_1074_ + l_1076_);
                    uint l_1078_ = (l_9_ % 32u);
                    l_mut_439_ = l_1070_;
                    bool l_1079_ = (l_1078_ > 0u);
                    if (l_1079_) {
                        uint l_1080_ = (l_1070_ >> l_1078_);
                        uint l_1081_ = (32u - l_1078_);
                        uint l_1082_ = (l_1073_ << l_1081_);
                        uint l_1083_ = (l_1080_ | l_1082_);
                        l_mut_439_ = l_1083_;
                    }
                    l_mut_428_ = l_1073_;
                    bool l_1084_ = (l_1078_ > 0u);
                    if (l_1084_) {
                        uint l_1085_ = (l_1073_ >> l_1078_);
                        uint l_1086_ = (32u - l_1078_);
                        uint l_1087_ = (l_1077_ << l_1086_);
                        uint l_1088_ = (l_1085_ | l_1087_);
                        l_mut_428_ = l_1088_;
                    }
                    uint _e3780 = l_mut_439_;
                    l_mut_421_ = _e3780;
                    uint _e3781 = l_mut_428_;
                    l_mut_439_ = _e3781;
                    bool l_1089_ = (l_9_ >= 64u);
                    if (l_1089_) {
                        l_mut_421_ = l_1077_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1090_ = (l_9_ >= 32u);
                        if (l_1090_) {
                            l_mut_428_ = l_1073_;
                            bool l_1091_ = (l_1078_ > 0u);
                            if (l_1091_) {
                                uint l_1092_ = (l_1073_ >> l_1078_);
                                uint l_1093_ = (32u - l_1078_);
                                uint l_1094_ = (l_1077_ << l_1093_);
                                uint l_1095_ = (l_1092_ | l_1094_);
                                l_mut_428_ = l_1095_;
                            }
                            uint l_1096_ = (l_1077_ >> l_1078_);
                            uint _e3795 = l_mut_428_;
                            l_mut_421_ = _e3795;
                            l_mut_439_ = l_1096_;
                        }
                    }
                    uint _e3796 = l_mut_421_;
                    l_mut_441_ = _e3796;
                    uint _e3797 = l_mut_439_;
                    l_mut_440_ = _e3797;
                    if (l_1064_) {
                        uint _e3799 = l_mut_441_;
                        uint l_1097_ = (0u - _e3799);
                        uint _e3802 = l_mut_440_;
                        uint l_1098_ = (0u - _e3802);
                        uint _e3805 = l_mut_441_;
                        bool l_1099_ = (0u < _e3805);
                        uint l_1100_ = uint(l_1099_);
                        uint l_1101_ = (l_1098_ - l_1100_);
                        l_mut_441_ = l_1097_;
                        l_mut_440_ = l_1101_;
                    }
                    uint _e3809 = l_mut_441_;
                    uint l_1102_ = (l_59_ + _e3809);
                    uint _e3811 = l_mut_440_;
                    uint l_1103_ = (l_62_ + _e3811);
                    bool l_1104_ = (l_1102_ < l_59_);
                    uint l_1105_ = uint(l_1104_);
                    uint l_1106_ = (l_1103_ + l_1105_);
                    uint l_1107_ = (l_59_ * l_1061_);
                    uint l_3515_ = (l_59_ & 65535u);
                    uint l_3516_ = (l_59_ >> 16u);
                    uint l_3517_ = (l_3516_ & 65535u);
                    uint l_3518_ = (l_1061_ & 65535u);
                    uint l_3519_ = (l_1061_ >> 16u);
                    uint l_3520_ = (l_3519_ & 65535u);
                    uint l_3521_ = (l_3515_ * l_3518_);
                    uint l_3522_ = (l_3517_ * l_3518_);
                    uint l_3523_ = (l_3515_ * l_3520_);
                    uint l_3524_ = (l_3517_ * l_3520_);
                    uint l_3525_ = (l_3521_ >> 16u);
                    uint l_3526_ = (l_3525_ & 65535u);
                    uint l_3527_ = (l_3522_ & 65535u);
                    uint l_3528_ = (l_3526_ + l_3527_);
                    uint l_3529_ = (l_3523_ & 65535u);
                    uint l_3530_ = (l_3528_ + l_3529_);
                    uint l_3531_ = (l_3522_ >> 16u);
                    uint l_3532_ = (l_3531_ & 65535u);
                    uint l_3533_ = (l_3524_ + l_3532_);
                    uint l_3534_ = (l_3523_ >> 16u);
                    uint l_3535_ = (l_3534_ & 65535u);
                    uint l_3536_ = (l_3533_ + l_3535_);
                    uint l_3537_ = (l_3530_ >> 16u);
                    uint l_3538_ = (l_3537_ & 65535u);
                    uint l_1108_ = (l_3536_ + l_3538_);
                    uint l_1109_ = (l_62_ * l_1061_);
                    uint l_1110_ = (l_1108_ + l_1109_);
                    uint l_1111_ = (l_64_ + l_1107_);
                    uint l_1112_ = (l_67_ + l_1110_);
                    bool l_1113_ = (l_1111_ < l_64_);
                    uint l_1114_ = uint(l_1113_);
                    uint l_1115_ = (l_1112_ + l_1114_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1116_ = (l_1061_ < 65536u);
                    if (l_1116_) {
                        uint l_1117_ = (l_1061_ * l_1061_);
                        uint l_1118_ = (l_72_ >> 31u);
                        bool l_1119_ = (l_1118_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1119_) {
                            uint l_1120_ = (0u - l_69_);
                            uint l_1121_ = (0u - l_72_);
                            bool l_1122_ = (0u < l_69_);
                            uint l_1123_ = uint(l_1122_);
                            uint l_1124_ = (l_1121_ - l_1123_);
                            l_mut_439_ = l_1120_;
                            l_mut_428_ = l_1124_;
                        }
                        uint _e3882 = l_mut_439_;
                        uint l_1125_ = (_e3882 * l_1117_);
                        uint _e3884 = l_mut_428_;
                        uint l_1126_ = (_e3884 * l_1117_);
                        uint _e3886 = l_mut_439_;
                        uint l_3540_ = (_e3886 & 65535u);
                        uint _e3889 = l_mut_439_;
                        uint l_3541_ = (_e3889 >> 16u);
                        uint l_3542_ = (l_3541_ & 65535u);
                        uint l_3543_ = (l_1117_ & 65535u);
                        uint l_3544_ = (l_1117_ >> 16u);
                        uint l_3545_ = (l_3544_ & 65535u);
                        uint l_3546_ = (l_3540_ * l_3543_);
                        uint l_3547_ = (l_3542_ * l_3543_);
                        uint l_3548_ = (l_3540_ * l_3545_);
                        uint l_3549_ = (l_3542_ * l_3545_);
                        uint l_3550_ = (l_3546_ >> 16u);
                        uint l_3551_ = (l_3550_ & 65535u);
                        uint l_3552_ = (l_3547_ & 65535u);
                        uint l_3553_ = (l_3551_ + l_3552_);
                        uint l_3554_ = (l_3548_ & 65535u);
                        uint l_3555_ = (l_3553_ + l_3554_);
                        uint l_3556_ = (l_3547_ >> 16u);
                        uint l_3557_ = (l_3556_ & 65535u);
                        uint l_3558_ = (l_3549_ + l_3557_);
                        uint l_3559_ = (l_3548_ >> 16u);
                        uint l_3560_ = (l_3559_ & 65535u);
                        uint l_3561_ = (l_3558_ + l_3560_);
                        uint l_3562_ = (l_3555_ >> 16u);
                        uint l_3563_ = (l_3562_ & 65535u);
                        uint l_1127_ = (l_3561_ + l_3563_);
                        uint l_1128_ = (l_1127_ + l_1126_);
                        uint _e3930 = l_mut_428_;
                        uint l_3565_ = (_e3930 & 65535u);
                        uint _e3933 = l_mut_428_;
                        uint l_3566_ = (_e3933 >> 16u);
                        uint l_3567_ = (l_3566_ & 65535u);
                        uint l_3568_ = (l_1117_ & 65535u);
                        uint l_3569_ = (l_1117_ >> 16u);
                        uint l_3570_ = (l_3569_ & 65535u);
                        uint l_3571_ = (l_3565_ * l_3568_);
                        uint l_3572_ = (l_3567_ * l_3568_);
                        uint l_3573_ = (l_3565_ * l_3570_);
                        uint l_3574_ = (l_3567_ * l_3570_);
                        uint l_3575_ = (l_3571_ >> 16u);
                        uint l_3576_ = (l_3575_ & 65535u);
                        uint l_3577_ = (l_3572_ & 65535u);
                        uint l_3578_ = (l_3576_ + l_3577_);
                        uint l_3579_ = (l_3573_ & 65535u);
                        uint l_3580_ = (l_3578_ + l_3579_);
                        uint l_3581_ = (l_3572_ >> 16u);
                        uint l_3582_ = (l_3581_ & 65535u);
                        uint l_3583_ = (l_3574_ + l_3582_);
                        uint l_3584_ = (l_3573_ >> 16u);
                        uint l_3585_ = (l_3584_ & 65535u);
                        uint l_3586_ = (l_3583_ + l_3585_);
                        uint l_3587_ = (l_3580_ >> 16u);
                        uint l_3588_ = (l_3587_ & 65535u);
                        uint l_1129_ = (l_3586_ + l_3588_);
                        bool l_1130_ = (l_1128_ < l_1126_);
                        uint l_1131_ = uint(l_1130_);
                        uint l_1132_ = (l_1129_ + l_1131_);
                        uint l_1133_ = (l_9_ % 32u);
                        l_mut_421_ = l_1125_;
                        bool l_1134_ = (l_1133_ > 0u);
                        if (l_1134_) {
                            uint l_1135_ = (l_1125_ >> l_1133_);
                            uint l_1136_ = (32u - l_1133_);
                            uint l_1137_ = (l_1128_ << l_1136_);
                            uint l_1138_ = (l_1135_ | l_1137_);
                            l_mut_421_ = l_1138_;
                        }
                        l_mut_394_ = l_1128_;
                        bool l_1139_ = (l_1133_ > 0u);
                        if (l_1139_) {
                            uint l_1140_ = (l_1128_ >> l_1133_);
                            uint l_1141_ = (32u - l_1133_);
                            uint l_1142_ = (l_1132_ << l_1141_);
                            uint l_1143_ = (l_1140_ | l_1142_);
                            l_mut_394_ = l_1143_;
                        }
                        uint _e3992 = l_mut_421_;
                        l_mut_388_ = _e3992;
                        uint _e3993 = l_mut_394_;
                        l_mut_421_ = _e3993;
                        bool l_1144_ = (l_9_ >= 64u);
                        if (l_1144_) {
                            l_mut_388_ = l_1132_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1145_ = (l_9_ >= 32u);
                            if (l_1145_) {
                                l_mut_394_ = l_1128_;
                                bool l_1146_ = (l_1133_ > 0u);
                                if (l_1146_) {
                                    uint l_1147_ = (l_1128_ >> l_1133_);
                                    uint l_1148_ = (32u - l_1133_);
                                    uint l_1149_ = (l_1132_ << l_1148_);
                                    uint l_1150_ = (l_1147_ | l_1149_);
                                    l_mut_394_ = l_1150_;
                                }
                                uint l_1151_ = (l_1132_ >> l_1133_);
                                uint _e4007 = l_mut_394_;
                                l_mut_388_ = _e4007;
                                l_mut_421_ = l_1151_;
                            }
                        }
                        uint _e4008 = l_mut_388_;
                        l_mut_439_ = _e4008;
                        uint _e4009 = l_mut_421_;
                        l_mut_428_ = _e4009;
                        if (l_1119_) {
                            uint _e4011 = l_mut_439_;
                            uint l_1152_ = (0u - _e4011);
                            uint _e4014 = l_mut_428_;
                            uint l_1153_ = (0u - _e4014);
                            uint _e4017 = l_mut_439_;
                            bool l_1154_ = (0u < _e4017);
                            uint l_1155_ = uint(l_1154_);
                            uint l_1156_ = (l_1153_ - l_1155_);
                            l_mut_439_ = l_1152_;
                            l_mut_428_ = l_1156_;
                        }
                        uint _e4021 = l_mut_439_;
                        l_mut_441_ = _e4021;
                        uint _e4022 = l_mut_428_;
                        l_mut_440_ = _e4022;
                    } else {
                        uint l_1157_ = (l_72_ >> 31u);
                        bool l_1158_ = (l_1157_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1158_) {
                            uint l_1159_ = (0u - l_69_);
                            uint l_1160_ = (0u - l_72_);
                            bool l_1161_ = (0u < l_69_);
                            uint l_1162_ = uint(l_1161_);
                            uint l_1163_ = (l_1160_ - l_1162_);
                            l_mut_439_ = l_1159_;
                            l_mut_428_ = l_1163_;
                        }
                        uint _e4035 = l_mut_439_;
                        uint l_1164_ = (_e4035 * l_1061_);
                        uint _e4037 = l_mut_428_;
                        uint l_1165_ = (_e4037 * l_1061_);
                        uint _e4039 = l_mut_439_;
                        uint l_3590_ = (_e4039 & 65535u);
                        uint _e4042 = l_mut_439_;
                        uint l_3591_ = (_e4042 >> 16u);
                        uint l_3592_ = (l_3591_ & 65535u);
                        uint l_3593_ = (l_1061_ & 65535u);
                        uint l_3594_ = (l_1061_ >> 16u);
                        uint l_3595_ = (l_3594_ & 65535u);
                        uint l_3596_ = (l_3590_ * l_3593_);
                        uint l_3597_ = (l_3592_ * l_3593_);
                        uint l_3598_ = (l_3590_ * l_3595_);
                        uint l_3599_ = (l_3592_ * l_3595_);
                        uint l_3600_ = (l_3596_ >> 16u);
                        uint l_3601_ = (l_3600_ & 65535u);
                        uint l_3602_ = (l_3597_ & 65535u);
                        uint l_3603_ = (l_3601_ + l_3602_);
                        uint l_3604_ = (l_3598_ & 65535u);
                        uint l_3605_ = (l_3603_ + l_3604_);
                        uint l_3606_ = (l_3597_ >> 16u);
                        uint l_3607_ = (l_3606_ & 65535u);
                        uint l_3608_ = (l_3599_ + l_3607_);
                        uint l_3609_ = (l_3598_ >> 16u);
                        uint l_3610_ = (l_3609_ & 65535u);
                        uint l_3611_ = (l_3608_ + l_3610_);
                        uint l_3612_ = (l_3605_ >> 16u);
                        uint l_3613_ = (l_3612_ & 65535u);
                        uint l_1166_ = (l_3611_ + l_3613_);
                        uint l_1167_ = (l_1166_ + l_1165_);
                        uint _e4083 = l_mut_428_;
                        uint l_3615_ = (_e4083 & 65535u);
                        uint _e4086 = l_mut_428_;
                        uint l_3616_ = (_e4086 >> 16u);
                        uint l_3617_ = (l_3616_ & 65535u);
                        uint l_3618_ = (l_1061_ & 65535u);
                        uint l_3619_ = (l_1061_ >> 16u);
                        uint l_3620_ = (l_3619_ & 65535u);
                        uint l_3621_ = (l_3615_ * l_3618_);
                        uint l_3622_ = (l_3617_ * l_3618_);
                        uint l_3623_ = (l_3615_ * l_3620_);
                        uint l_3624_ = (l_3617_ * l_3620_);
                        uint l_3625_ = (l_3621_ >> 16u);
                        uint l_3626_ = (l_3625_ & 65535u);
                        uint l_3627_ = (l_3622_ & 65535u);
                        uint l_3628_ = (l_3626_ + l_3627_);
                        uint l_3629_ = (l_3623_ & 65535u);
                        uint l_3630_ = (l_3628_ + l_3629_);
                        uint l_3631_ = (l_3622_ >> 16u);
                        uint l_3632_ = (l_3631_ & 65535u);
                        uint l_3633_ = (l_3624_ + l_3632_);
                        uint l_3634_ = (l_3623_ >> 16u);
                        uint l_3635_ = (l_3634_ & 65535u);
                        uint l_3636_ = (l_3633_ + l_3635_);
                        uint l_3637_ = (l_3630_ >> 16u);
                        uint l_3638_ = (l_3637_ & 65535u);
                        uint l_1168_ = (l_3636_ + l_3638_);
                        bool l_1169_ = (l_1167_ < l_1165_);
                        uint l_1170_ = uint(l_1169_);
                        uint l_1171_ = (l_1168_ + l_1170_);
                        l_mut_421_ = l_1164_;
                        bool l_1173_ = (0u > 0u);
                        if (l_1173_) {
                            uint l_1174_ = (l_1164_ >> 0u);
                            uint l_1175_ = (32u - 0u);
                            uint l_1176_ = (l_1167_ << l_1175_);
                            uint l_1177_ = (l_1174_ | l_1176_);
                            l_mut_421_ = l_1177_;
                        }
                        l_mut_394_ = l_1167_;
                        bool l_1178_ = (0u > 0u);
                        if (l_1178_) {
                            uint l_1179_ = (l_1167_ >> 0u);
                            uint l_1180_ = (32u - 0u);
                            uint l_1181_ = (l_1171_ << l_1180_);
                            uint l_1182_ = (l_1179_ | l_1181_);
                            l_mut_394_ = l_1182_;
                        }
                        uint _e4144 = l_mut_421_;
                        l_mut_388_ = _e4144;
                        uint _e4145 = l_mut_394_;
                        l_mut_421_ = _e4145;
                        if (false) {
                            l_mut_388_ = l_1171_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1167_;
                                bool l_1185_ = (0u > 0u);
                                if (l_1185_) {
                                    uint l_1186_ = (l_1167_ >> 0u);
                                    uint l_1187_ = (32u - 0u);
                                    uint l_1188_ = (l_1171_ << l_1187_);
                                    uint l_1189_ = (l_1186_ | l_1188_);
                                    l_mut_394_ = l_1189_;
                                }
                                uint l_1190_ = (l_1171_ >> 0u);
                                uint _e4157 = l_mut_394_;
                                l_mut_388_ = _e4157;
                                l_mut_421_ = l_1190_;
                            }
                        }
                        uint _e4158 = l_mut_439_;
                        uint l_1191_ = (_e4158 * l_1061_);
                        uint _e4160 = l_mut_428_;
                        uint l_1192_ = (_e4160 * l_1061_);
                        uint _e4162 = l_mut_439_;
                        uint l_3640_ = (_e4162 & 65535u);
                        uint _e4165 = l_mut_439_;
                        uint l_3641_ = (_e4165 >> 16u);
                        uint l_3642_ = (l_3641_ & 65535u);
                        uint l_3643_ = (l_1061_ & 65535u);
                        uint l_3644_ = (l_1061_ >> 16u);
                        uint l_3645_ = (l_3644_ & 65535u);
                        uint l_3646_ = (l_3640_ * l_3643_);
                        uint l_3647_ = (l_3642_ * l_3643_);
                        uint l_3648_ = (l_3640_ * l_3645_);
                        uint l_3649_ = (l_3642_ * l_3645_);
                        uint l_3650_ = (l_3646_ >> 16u);
                        uint l_3651_ = (l_3650_ & 65535u);
                        uint l_3652_ = (l_3647_ & 65535u);
                        uint l_3653_ = (l_3651_ + l_3652_);
                        uint l_3654_ = (l_3648_ & 65535u);
                        uint l_3655_ = (l_3653_ + l_3654_);
                        uint l_3656_ = (l_3647_ >> 16u);
                        uint l_3657_ = (l_3656_ & 65535u);
                        uint l_3658_ = (l_3649_ + l_3657_);
                        uint l_3659_ = (l_3648_ >> 16u);
                        uint l_3660_ = (l_3659_ & 65535u);
                        uint l_3661_ = (l_3658_ + l_3660_);
                        uint l_3662_ = (l_3655_ >> 16u);
                        uint l_3663_ = (l_3662_ & 65535u);
                        uint l_1193_ = (l_3661_ + l_3663_);
                        uint l_1194_ = (l_1193_ + l_1192_);
                        uint _e4206 = l_mut_428_;
                        uint l_3665_ = (_e4206 & 65535u);
                        uint _e4209 = l_mut_428_;
                        uint l_3666_ = (_e4209 >> 16u);
                        uint l_3667_ = (l_3666_ & 65535u);
                        uint l_3668_ = (l_1061_ & 65535u);
                        uint l_3669_ = (l_1061_ >> 16u);
                        uint l_3670_ = (l_3669_ & 65535u);
                        uint l_3671_ = (l_3665_ * l_3668_);
                        uint l_3672_ = (l_3667_ * l_3668_);
                        uint l_3673_ = (l_3665_ * l_3670_);
                        uint l_3674_ = (l_3667_ * l_3670_);
                        uint l_3675_ = (l_3671_ >> 16u);
                        uint l_3676_ = (l_3675_ & 65535u);
                        uint l_3677_ = (l_3672_ & 65535u);
                        uint l_3678_ = (l_3676_ + l_3677_);
                        uint l_3679_ = (l_3673_ & 65535u);
                        uint l_3680_ = (l_3678_ + l_3679_);
                        uint l_3681_ = (l_3672_ >> 16u);
                        uint l_3682_ = (l_3681_ & 65535u);
                        uint l_3683_ = (l_3674_ + l_3682_);
                        uint l_3684_ = (l_3673_ >> 16u);
                        uint l_3685_ = (l_3684_ & 65535u);
                        uint l_3686_ = (l_3683_ + l_3685_);
                        uint l_3687_ = (l_3680_ >> 16u);
                        uint l_3688_ = (l_3687_ & 65535u);
                        uint l_1195_ = (l_3686_ + l_3688_);
                        bool l_1196_ = (l_1194_ < l_1192_);
                        uint l_1197_ = uint(l_1196_);
                        uint l_1198_ = (l_1195_ + l_1197_);
                        l_mut_394_ = l_1191_;
                        bool l_1200_ = (0u > 0u);
                        if (l_1200_) {
                            uint l_1201_ = (l_1191_ >> 0u);
                            uint l_1202_ = (32u - 0u);
                            uint l_1203_ = (l_1194_ << l_1202_);
                            uint l_1204_ = (l_1201_ | l_1203_);
                            l_mut_394_ = l_1204_;
                        }
                        l_mut_382_ = l_1194_;
                        bool l_1205_ = (0u > 0u);
                        if (l_1205_) {
                            uint l_1206_ = (l_1194_ >> 0u);
                            uint l_1207_ = (32u - 0u);
                            uint l_1208_ = (l_1198_ << l_1207_);
                            uint l_1209_ = (l_1206_ | l_1208_);
                            l_mut_382_ = l_1209_;
                        }
                        uint _e4267 = l_mut_394_;
                        l_mut_275_ = _e4267;
                        uint _e4268 = l_mut_382_;
                        l_mut_394_ = _e4268;
                        if (true) {
                            l_mut_275_ = l_1198_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1194_;
                                bool l_1212_ = (0u > 0u);
                                if (l_1212_) {
                                    uint l_1213_ = (l_1194_ >> 0u);
                                    uint l_1214_ = (32u - 0u);
                                    uint l_1215_ = (l_1198_ << l_1214_);
                                    uint l_1216_ = (l_1213_ | l_1215_);
                                    l_mut_382_ = l_1216_;
                                }
                                uint l_1217_ = (l_1198_ >> 0u);
                                uint _e4280 = l_mut_382_;
                                l_mut_275_ = _e4280;
                                l_mut_394_ = l_1217_;
                            }
                        }
                        uint _e4281 = l_mut_388_;
                        uint l_1218_ = (_e4281 * l_1061_);
                        uint _e4283 = l_mut_421_;
                        uint l_1219_ = (_e4283 * l_1061_);
                        uint _e4285 = l_mut_388_;
                        uint l_3690_ = (_e4285 & 65535u);
                        uint _e4288 = l_mut_388_;
                        uint l_3691_ = (_e4288 >> 16u);
                        uint l_3692_ = (l_3691_ & 65535u);
                        uint l_3693_ = (l_1061_ & 65535u);
                        uint l_3694_ = (l_1061_ >> 16u);
                        uint l_3695_ = (l_3694_ & 65535u);
                        uint l_3696_ = (l_3690_ * l_3693_);
                        uint l_3697_ = (l_3692_ * l_3693_);
                        uint l_3698_ = (l_3690_ * l_3695_);
                        uint l_3699_ = (l_3692_ * l_3695_);
                        uint l_3700_ = (l_3696_ >> 16u);
                        uint l_3701_ = (l_3700_ & 65535u);
                        uint l_3702_ = (l_3697_ & 65535u);
                        uint l_3703_ = (l_3701_ + l_3702_);
                        uint l_3704_ = (l_3698_ & 65535u);
                        uint l_3705_ = (l_3703_ + l_3704_);
                        uint l_3706_ = (l_3697_ >> 16u);
                        uint l_3707_ = (l_3706_ & 65535u);
                        uint l_3708_ = (l_3699_ + l_3707_);
                        uint l_3709_ = (l_3698_ >> 16u);
                        uint l_3710_ = (l_3709_ & 65535u);
                        uint l_3711_ = (l_3708_ + l_3710_);
                        uint l_3712_ = (l_3705_ >> 16u);
                        uint l_3713_ = (l_3712_ & 65535u);
                        uint l_1220_ = (l_3711_ + l_3713_);
                        uint l_1221_ = (l_1220_ + l_1219_);
                        uint _e4329 = l_mut_421_;
                        uint l_3715_ = (_e4329 & 65535u);
                        uint _e4332 = l_mut_421_;
                        uint l_3716_ = (_e4332 >> 16u);
                        uint l_3717_ = (l_3716_ & 65535u);
                        uint l_3718_ = (l_1061_ & 65535u);
                        uint l_3719_ = (l_1061_ >> 16u);
                        uint l_3720_ = (l_3719_ & 65535u);
                        uint l_3721_ = (l_3715_ * l_3718_);
                        uint l_3722_ = (l_3717_ * l_3718_);
                        uint l_3723_ = (l_3715_ * l_3720_);
                        uint l_3724_ = (l_3717_ * l_3720_);
                        uint l_3725_ = (l_3721_ >> 16u);
                        uint l_3726_ = (l_3725_ & 65535u);
                        uint l_3727_ = (l_3722_ & 65535u);
                        uint l_3728_ = (l_3726_ + l_3727_);
                        uint l_3729_ = (l_3723_ & 65535u);
                        uint l_3730_ = (l_3728_ + l_3729_);
                        uint l_3731_ = (l_3722_ >> 16u);
                        uint l_3732_ = (l_3731_ & 65535u);
                        uint l_3733_ = (l_3724_ + l_3732_);
                        uint l_3734_ = (l_3723_ >> 16u);
                        uint l_3735_ = (l_3734_ & 65535u);
                        uint l_3736_ = (l_3733_ + l_3735_);
                        uint l_3737_ = (l_3730_ >> 16u);
                        uint l_3738_ = (l_3737_ & 65535u);
                        uint l_1222_ = (l_3736_ + l_3738_);
                        bool l_1223_ = (l_1221_ < l_1219_);
                        uint l_1224_ = uint(l_1223_);
                        uint l_1225_ = (l_1222_ + l_1224_);
                        l_mut_439_ = l_1218_;
                        bool l_1227_ = (0u > 0u);
                        if (l_1227_) {
                            uint l_1228_ = (l_1218_ >> 0u);
                            uint l_1229_ = (32u - 0u);
                            uint l_1230_ = (l_1221_ << l_1229_);
                            uint l_1231_ = (l_1228_ | l_1230_);
                            l_mut_439_ = l_1231_;
                        }
                        l_mut_428_ = l_1221_;
                        bool l_1232_ = (0u > 0u);
                        if (l_1232_) {
                            uint l_1233_ = (l_1221_ >> 0u);
                            uint l_1234_ = (32u - 0u);
                            uint l_1235_ = (l_1225_ << l_1234_);
                            uint l_1236_ = (l_1233_ | l_1235_);
                            l_mut_428_ = l_1236_;
                        }
                        uint _e4390 = l_mut_439_;
                        l_mut_382_ = _e4390;
                        uint _e4391 = l_mut_428_;
                        l_mut_439_ = _e4391;
                        if (false) {
                            l_mut_382_ = l_1225_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1221_;
                                bool l_1239_ = (0u > 0u);
                                if (l_1239_) {
                                    uint l_1240_ = (l_1221_ >> 0u);
                                    uint l_1241_ = (32u - 0u);
                                    uint l_1242_ = (l_1225_ << l_1241_);
                                    uint l_1243_ = (l_1240_ | l_1242_);
                                    l_mut_428_ = l_1243_;
                                }
                                uint l_1244_ = (l_1225_ >> 0u);
                                uint _e4403 = l_mut_428_;
                                l_mut_382_ = _e4403;
                                l_mut_439_ = l_1244_;
                            }
                        }
                        uint _e4404 = l_mut_388_;
                        uint l_1245_ = (_e4404 * l_1061_);
                        uint _e4406 = l_mut_421_;
                        uint l_1246_ = (_e4406 * l_1061_);
                        uint _e4408 = l_mut_388_;
                        uint l_3740_ = (_e4408 & 65535u);
                        uint _e4411 = l_mut_388_;
                        uint l_3741_ = (_e4411 >> 16u);
                        uint l_3742_ = (l_3741_ & 65535u);
                        uint l_3743_ = (l_1061_ & 65535u);
                        uint l_3744_ = (l_1061_ >> 16u);
                        uint l_3745_ = (l_3744_ & 65535u);
                        uint l_3746_ = (l_3740_ * l_3743_);
                        uint l_3747_ = (l_3742_ * l_3743_);
                        uint l_3748_ = (l_3740_ * l_3745_);
                        uint l_3749_ = (l_3742_ * l_3745_);
                        uint l_3750_ = (l_3746_ >> 16u);
                        uint l_3751_ = (l_3750_ & 65535u);
                        uint l_3752_ = (l_3747_ & 65535u);
                        uint l_3753_ = (l_3751_ + l_3752_);
                        uint l_3754_ = (l_3748_ & 65535u);
                        uint l_3755_ = (l_3753_ + l_3754_);
                        uint l_3756_ = (l_3747_ >> 16u);
                        uint l_3757_ = (l_3756_ & 65535u);
                        uint l_3758_ = (l_3749_ + l_3757_);
                        uint l_3759_ = (l_3748_ >> 16u);
                        uint l_3760_ = (l_3759_ & 65535u);
                        uint l_3761_ = (l_3758_ + l_3760_);
                        uint l_3762_ = (l_3755_ >> 16u);
                        uint l_3763_ = (l_3762_ & 65535u);
                        uint l_1247_ = (l_3761_ + l_3763_);
                        uint l_1248_ = (l_1247_ + l_1246_);
                        uint _e4452 = l_mut_421_;
                        uint l_3765_ = (_e4452 & 65535u);
                        uint _e4455 = l_mut_421_;
                        uint l_3766_ = (_e4455 >> 16u);
                        uint l_3767_ = (l_3766_ & 65535u);
                        uint l_3768_ = (l_1061_ & 65535u);
                        uint l_3769_ = (l_1061_ >> 16u);
                        uint l_3770_ = (l_3769_ & 65535u);
                        uint l_3771_ = (l_3765_ * l_3768_);
                        uint l_3772_ = (l_3767_ * l_3768_);
                        uint l_3773_ = (l_3765_ * l_3770_);
                        uint l_3774_ = (l_3767_ * l_3770_);
                        uint l_3775_ = (l_3771_ >> 16u);
                        uint l_3776_ = (l_3775_ & 65535u);
                        uint l_3777_ = (l_3772_ & 65535u);
                        uint l_3778_ = (l_3776_ + l_3777_);
                        uint l_3779_ = (l_3773_ & 65535u);
                        uint l_3780_ = (l_3778_ + l_3779_);
                        uint l_3781_ = (l_3772_ >> 16u);
                        uint l_3782_ = (l_3781_ & 65535u);
                        uint l_3783_ = (l_3774_ + l_3782_);
                        uint l_3784_ = (l_3773_ >> 16u);
                        uint l_3785_ = (l_3784_ & 65535u);
                        uint l_3786_ = (l_3783_ + l_3785_);
                        uint l_3787_ = (l_3780_ >> 16u);
                        uint l_3788_ = (l_3787_ & 65535u);
                        uint l_1249_ = (l_3786_ + l_3788_);
                        bool l_1250_ = (l_1248_ < l_1246_);
                        uint l_1251_ = uint(l_1250_);
                        uint l_1252_ = (l_1249_ + l_1251_);
                        l_mut_428_ = l_1245_;
                        bool l_1254_ = (0u > 0u);
                        if (l_1254_) {
                            uint l_1255_ = (l_1245_ >> 0u);
                            uint l_1256_ = (32u - 0u);
                            uint l_1257_ = (l_1248_ << l_1256_);
                            uint l_1258_ = (l_1255_ | l_1257_);
                            l_mut_428_ = l_1258_;
                        }
                        l_mut_269_ = l_1248_;
                        bool l_1259_ = (0u > 0u);
                        if (l_1259_) {
                            uint l_1260_ = (l_1248_ >> 0u);
                            uint l_1261_ = (32u - 0u);
                            uint l_1262_ = (l_1252_ << l_1261_);
                            uint l_1263_ = (l_1260_ | l_1262_);
                            l_mut_269_ = l_1263_;
                        }
                        uint _e4513 = l_mut_428_;
                        l_mut_219_ = _e4513;
                        uint _e4514 = l_mut_269_;
                        l_mut_428_ = _e4514;
                        if (true) {
                            l_mut_219_ = l_1252_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1248_;
                                bool l_1266_ = (0u > 0u);
                                if (l_1266_) {
                                    uint l_1267_ = (l_1248_ >> 0u);
                                    uint l_1268_ = (32u - 0u);
                                    uint l_1269_ = (l_1252_ << l_1268_);
                                    uint l_1270_ = (l_1267_ | l_1269_);
                                    l_mut_269_ = l_1270_;
                                }
                                uint l_1271_ = (l_1252_ >> 0u);
                                uint _e4526 = l_mut_269_;
                                l_mut_219_ = _e4526;
                                l_mut_428_ = l_1271_;
                            }
                        }
                        uint _e4527 = l_mut_275_;
                        uint l_1272_ = (_e4527 * l_1061_);
                        uint _e4529 = l_mut_275_;
                        uint l_3790_ = (_e4529 & 65535u);
                        uint _e4532 = l_mut_275_;
                        uint l_3791_ = (_e4532 >> 16u);
                        uint l_3792_ = (l_3791_ & 65535u);
                        uint l_3793_ = (l_1061_ & 65535u);
                        uint l_3794_ = (l_1061_ >> 16u);
                        uint l_3795_ = (l_3794_ & 65535u);
                        uint l_3796_ = (l_3790_ * l_3793_);
                        uint l_3797_ = (l_3792_ * l_3793_);
                        uint l_3798_ = (l_3790_ * l_3795_);
                        uint l_3799_ = (l_3792_ * l_3795_);
                        uint l_3800_ = (l_3796_ >> 16u);
                        uint l_3801_ = (l_3800_ & 65535u);
                        uint l_3802_ = (l_3797_ & 65535u);
                        uint l_3803_ = (l_3801_ + l_3802_);
                        uint l_3804_ = (l_3798_ & 65535u);
                        uint l_3805_ = (l_3803_ + l_3804_);
                        uint l_3806_ = (l_3797_ >> 16u);
                        uint l_3807_ = (l_3806_ & 65535u);
                        uint l_3808_ = (l_3799_ + l_3807_);
                        uint l_3809_ = (l_3798_ >> 16u);
                        uint l_3810_ = (l_3809_ & 65535u);
                        uint l_3811_ = (l_3808_ + l_3810_);
                        uint l_3812_ = (l_3805_ >> 16u);
                        uint l_3813_ = (l_3812_ & 65535u);
                        uint l_1273_ = (l_3811_ + l_3813_);
                        uint _e4572 = l_mut_394_;
                        uint l_1274_ = (_e4572 * l_1061_);
                        uint l_1275_ = (l_1273_ + l_1274_);
                        uint _e4575 = l_mut_219_;
                        uint l_1276_ = (_e4575 + l_1272_);
                        uint _e4577 = l_mut_428_;
                        uint l_1277_ = (_e4577 + l_1275_);
                        uint _e4579 = l_mut_219_;
                        bool l_1278_ = (l_1276_ < _e4579);
                        uint l_1279_ = uint(l_1278_);
                        uint l_1280_ = (l_1277_ + l_1279_);
                        uint _e4583 = l_mut_382_;
                        l_mut_441_ = _e4583;
                        uint _e4584 = l_mut_439_;
                        l_mut_440_ = _e4584;
                        bool l_1281_ = (l_9_ == 64u);
                        if (l_1281_) {
                            l_mut_441_ = l_1276_;
                            l_mut_440_ = l_1280_;
                        } else {
                            bool l_1282_ = (l_9_ > 0u);
                            if (l_1282_) {
                                uint l_1283_ = (64u - l_9_);
                                l_mut_428_ = l_1276_;
                                l_mut_421_ = l_1280_;
                                bool l_1284_ = (l_1283_ >= 32u);
                                if (l_1284_) {
                                    uint l_1285_ = (l_1283_ & 31u);
                                    uint l_1286_ = (l_1276_ << l_1285_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1286_;
                                } else {
                                    bool l_1287_ = (l_1283_ > 0u);
                                    if (l_1287_) {
                                        uint l_1288_ = (l_1276_ << l_1283_);
                                        uint l_1289_ = (l_1280_ << l_1283_);
                                        uint l_1290_ = (32u - l_1283_);
                                        uint l_1291_ = (l_1276_ >> l_1290_);
                                        uint l_1292_ = (l_1289_ | l_1291_);
                                        l_mut_428_ = l_1288_;
                                        l_mut_421_ = l_1292_;
                                    }
                                }
                                uint _e4605 = l_mut_382_;
                                l_mut_394_ = _e4605;
                                uint _e4606 = l_mut_439_;
                                l_mut_388_ = _e4606;
                                bool l_1293_ = (l_9_ >= 32u);
                                if (l_1293_) {
                                    uint l_1294_ = (l_9_ & 31u);
                                    uint _e4611 = l_mut_439_;
                                    uint l_1295_ = (_e4611 >> l_1294_);
                                    l_mut_394_ = l_1295_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1296_ = (l_9_ > 0u);
                                    if (l_1296_) {
                                        uint _e4616 = l_mut_382_;
                                        l_mut_275_ = _e4616;
                                        bool l_1297_ = (l_9_ > 0u);
                                        if (l_1297_) {
                                            uint _e4619 = l_mut_382_;
                                            uint l_1298_ = (_e4619 >> l_9_);
                                            uint l_1299_ = (32u - l_9_);
                                            uint _e4623 = l_mut_439_;
                                            uint l_1300_ = (_e4623 << l_1299_);
                                            uint l_1301_ = (l_1298_ | l_1300_);
                                            l_mut_275_ = l_1301_;
                                        }
                                        uint _e4626 = l_mut_439_;
                                        uint l_1302_ = (_e4626 >> l_9_);
                                        uint _e4628 = l_mut_275_;
                                        l_mut_394_ = _e4628;
                                        l_mut_388_ = l_1302_;
                                    }
                                }
                                uint _e4629 = l_mut_428_;
                                uint _e4630 = l_mut_394_;
                                uint l_1303_ = (_e4629 + _e4630);
                                uint _e4632 = l_mut_421_;
                                uint _e4633 = l_mut_388_;
                                uint l_1304_ = (_e4632 + _e4633);
                                uint _e4635 = l_mut_428_;
                                bool l_1305_ = (l_1303_ < _e4635);
                                uint l_1306_ = uint(l_1305_);
                                uint l_1307_ = (l_1304_ + l_1306_);
                                l_mut_441_ = l_1303_;
                                l_mut_440_ = l_1307_;
                            }
                        }
                        if (l_1158_) {
                            uint _e4640 = l_mut_441_;
                            uint l_1308_ = (0u - _e4640);
                            uint _e4643 = l_mut_440_;
                            uint l_1309_ = (0u - _e4643);
                            uint _e4646 = l_mut_441_;
                            bool l_1310_ = (0u < _e4646);
                            uint l_1311_ = uint(l_1310_);
                            uint l_1312_ = (l_1309_ - l_1311_);
                            l_mut_441_ = l_1308_;
                            l_mut_440_ = l_1312_;
                        }
                    }
                    uint _e4650 = l_mut_441_;
                    uint l_1313_ = (l_1111_ + _e4650);
                    uint _e4652 = l_mut_440_;
                    uint l_1314_ = (l_1115_ + _e4652);
                    bool l_1315_ = (l_1313_ < l_1111_);
                    uint l_1316_ = uint(l_1315_);
                    uint l_1317_ = (l_1314_ + l_1316_);
                    uint l_1318_ = (l_72_ >> 31u);
                    bool l_1319_ = (l_1318_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1319_) {
                        uint l_1320_ = (0u - l_69_);
                        uint l_1321_ = (0u - l_72_);
                        bool l_1322_ = (0u < l_69_);
                        uint l_1323_ = uint(l_1322_);
                        uint l_1324_ = (l_1321_ - l_1323_);
                        l_mut_441_ = l_1320_;
                        l_mut_440_ = l_1324_;
                    }
                    uint _e4669 = l_mut_441_;
                    uint l_1325_ = (_e4669 * l_1060_);
                    uint _e4671 = l_mut_440_;
                    uint l_1326_ = (_e4671 * l_1060_);
                    uint _e4673 = l_mut_441_;
                    uint l_3815_ = (_e4673 & 65535u);
                    uint _e4676 = l_mut_441_;
                    uint l_3816_ = (_e4676 >> 16u);
                    uint l_3817_ = (l_3816_ & 65535u);
                    uint l_3818_ = (l_1060_ & 65535u);
                    uint l_3819_ = (l_1060_ >> 16u);
                    uint l_3820_ = (l_3819_ & 65535u);
                    uint l_3821_ = (l_3815_ * l_3818_);
                    uint l_3822_ = (l_3817_ * l_3818_);
                    uint l_3823_ = (l_3815_ * l_3820_);
                    uint l_3824_ = (l_3817_ * l_3820_);
                    uint l_3825_ = (l_3821_ >> 16u);
                    uint l_3826_ = (l_3825_ & 65535u);
                    uint l_3827_ = (l_3822_ & 65535u);
                    uint l_3828_ = (l_3826_ + l_3827_);
                    uint l_3829_ = (l_3823_ & 65535u);
                    uint l_3830_ = (l_3828_ + l_3829_);
                    uint l_3831_ = (l_3822_ >> 16u);
                    uint l_3832_ = (l_3831_ & 65535u);
                    uint l_3833_ = (l_3824_ + l_3832_);
                    uint l_3834_ = (l_3823_ >> 16u);
                    uint l_3835_ = (l_3834_ & 65535u);
                    uint l_3836_ = (l_3833_ + l_3835_);
                    uint l_3837_ = (l_3830_ >> 16u);
                    uint l_3838_ = (l_3837_ & 65535u);
                    uint l_1327_ = (l_3836_ + l_3838_);
                    uint l_1328_ = (l_1327_ + l_1326_);
                    uint _e4717 = l_mut_440_;
                    uint l_3840_ = (_e4717 & 65535u);
                    uint _e4720 = l_mut_440_;
                    uint l_3841_ = (_e4720 >> 16u);
                    uint l_3842_ = (l_3841_ & 65535u);
                    uint l_3843_ = (l_1060_ & 65535u);
                    uint l_3844_ = (l_1060_ >> 16u);
                    uint l_3845_ = (l_3844_ & 65535u);
                    uint l_3846_ = (l_3840_ * l_3843_);
                    uint l_3847_ = (l_3842_ * l_3843_);
                    uint l_3848_ = (l_3840_ * l_3845_);
                    uint l_3849_ = (l_3842_ * l_3845_);
                    uint l_3850_ = (l_3846_ >> 16u);
                    uint l_3851_ = (l_3850_ & 65535u);
                    uint l_3852_ = (l_3847_ & 65535u);
                    uint l_3853_ = (l_3851_ + l_3852_);
                    uint l_3854_ = (l_3848_ & 65535u);
                    uint l_3855_ = (l_3853_ + l_3854_);
                    uint l_3856_ = (l_3847_ >> 16u);
                    uint l_3857_ = (l_3856_ & 65535u);
                    uint l_3858_ = (l_3849_ + l_3857_);
                    uint l_3859_ = (l_3848_ >> 16u);
                    uint l_3860_ = (l_3859_ & 65535u);
                    uint l_3861_ = (l_3858_ + l_3860_);
                    uint l_3862_ = (l_3855_ >> 16u);
                    uint l_3863_ = (l_3862_ & 65535u);
                    uint l_1329_ = (l_3861_ + l_3863_);
                    bool l_1330_ = (l_1328_ < l_1326_);
                    uint l_1331_ = uint(l_1330_);
                    uint l_1332_ = (l_1329_ + l_1331_);
                    uint l_1333_ = (l_9_ % 32u);
                    l_mut_439_ = l_1325_;
                    bool l_1334_ = (l_1333_ > 0u);
                    if (l_1334_) {
                        uint l_1335_ = (l_1325_ >> l_1333_);
                        uint l_1336_ = (32u - l_1333_);
                        uint l_1337_ = (l_1328_ << l_1336_);
                        uint l_1338_ = (l_1335_ | l_1337_);
                        l_mut_439_ = l_1338_;
                    }
                    l_mut_428_ = l_1328_;
                    bool l_1339_ = (l_1333_ > 0u);
                    if (l_1339_) {
                        uint l_1340_ = (l_1328_ >> l_1333_);
                        uint l_1341_ = (32u - l_1333_);
                        uint l_1342_ = (l_1332_ << l_1341_);
                        uint l_1343_ = (l_1340_ | l_1342_);
                        l_mut_428_ = l_1343_;
                    }
                    uint _e4779 = l_mut_439_;
                    l_mut_421_ = _e4779;
                    uint _e4780 = l_mut_428_;
                    l_mut_439_ = _e4780;
                    bool l_1344_ = (l_9_ >= 64u);
                    if (l_1344_) {
                        l_mut_421_ = l_1332_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1345_ = (l_9_ >= 32u);
                        if (l_1345_) {
                            l_mut_428_ = l_1328_;
                            bool l_1346_ = (l_1333_ > 0u);
                            if (l_1346_) {
                                uint l_1347_ = (l_1328_ >> l_1333_);
                                uint l_1348_ = (32u - l_1333_);
                                uint l_1349_ = (l_1332_ << l_1348_);
                                uint l_1350_ = (l_1347_ | l_1349_);
                                l_mut_428_ = l_1350_;
                            }
                            uint l_1351_ = (l_1332_ >> l_1333_);
                            uint _e4794 = l_mut_428_;
                            l_mut_421_ = _e4794;
                            l_mut_439_ = l_1351_;
                        }
                    }
                    uint _e4795 = l_mut_421_;
                    l_mut_441_ = _e4795;
                    uint _e4796 = l_mut_439_;
                    l_mut_440_ = _e4796;
                    if (l_1319_) {
                        uint _e4798 = l_mut_441_;
                        uint l_1352_ = (0u - _e4798);
                        uint _e4801 = l_mut_440_;
                        uint l_1353_ = (0u - _e4801);
                        uint _e4804 = l_mut_441_;
                        bool l_1354_ = (0u < _e4804);
                        uint l_1355_ = uint(l_1354_);
                        uint l_1356_ = (l_1353_ - l_1355_);
                        l_mut_441_ = l_1352_;
                        l_mut_440_ = l_1356_;
                    }
                    uint _e4808 = l_mut_441_;
                    uint l_1357_ = (l_1102_ + _e4808);
                    uint _e4810 = l_mut_440_;
                    uint l_1358_ = (l_1106_ + _e4810);
                    bool l_1359_ = (l_1357_ < l_1102_);
                    uint l_1360_ = uint(l_1359_);
                    uint l_1361_ = (l_1358_ + l_1360_);
                    uint l_1362_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1363_ = (l_1060_ < 65536u);
                    if (l_1363_) {
                        uint l_1364_ = (l_1060_ * l_1060_);
                        uint l_1365_ = (l_72_ >> 31u);
                        bool l_1366_ = (l_1365_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1366_) {
                            uint l_1367_ = (0u - l_69_);
                            uint l_1368_ = (0u - l_72_);
                            bool l_1369_ = (0u < l_69_);
                            uint l_1370_ = uint(l_1369_);
                            uint l_1371_ = (l_1368_ - l_1370_);
                            l_mut_439_ = l_1367_;
                            l_mut_428_ = l_1371_;
                        }
                        uint _e4834 = l_mut_439_;
                        uint l_1372_ = (_e4834 * l_1364_);
                        uint _e4836 = l_mut_428_;
                        uint l_1373_ = (_e4836 * l_1364_);
                        uint _e4838 = l_mut_439_;
                        uint l_3865_ = (_e4838 & 65535u);
                        uint _e4841 = l_mut_439_;
                        uint l_3866_ = (_e4841 >> 16u);
                        uint l_3867_ = (l_3866_ & 65535u);
                        uint l_3868_ = (l_1364_ & 65535u);
                        uint l_3869_ = (l_1364_ >> 16u);
                        uint l_3870_ = (l_3869_ & 65535u);
                        uint l_3871_ = (l_3865_ * l_3868_);
                        uint l_3872_ = (l_3867_ * l_3868_);
                        uint l_3873_ = (l_3865_ * l_3870_);
                        uint l_3874_ = (l_3867_ * l_3870_);
                        uint l_3875_ = (l_3871_ >> 16u);
                        uint l_3876_ = (l_3875_ & 65535u);
                        uint l_3877_ = (l_3872_ & 65535u);
                        uint l_3878_ = (l_3876_ + l_3877_);
                        uint l_3879_ = (l_3873_ & 65535u);
                        uint l_3880_ = (l_3878_ + l_3879_);
                        uint l_3881_ = (l_3872_ >> 16u);
                        uint l_3882_ = (l_3881_ & 65535u);
                        uint l_3883_ = (l_3874_ + l_3882_);
                        uint l_3884_ = (l_3873_ >> 16u);
                        uint l_3885_ = (l_3884_ & 65535u);
                        uint l_3886_ = (l_3883_ + l_3885_);
                        uint l_3887_ = (l_3880_ >> 16u);
                        uint l_3888_ = (l_3887_ & 65535u);
                        uint l_1374_ = (l_3886_ + l_3888_);
                        uint l_1375_ = (l_1374_ + l_1373_);
                        uint _e4882 = l_mut_428_;
                        uint l_3890_ = (_e4882 & 65535u);
                        uint _e4885 = l_mut_428_;
                        uint l_3891_ = (_e4885 >> 16u);
                        uint l_3892_ = (l_3891_ & 65535u);
                        uint l_3893_ = (l_1364_ & 65535u);
                        uint l_3894_ = (l_1364_ >> 16u);
                        uint l_3895_ = (l_3894_ & 65535u);
                        uint l_3896_ = (l_3890_ * l_3893_);
                        uint l_3897_ = (l_3892_ * l_3893_);
                        uint l_3898_ = (l_3890_ * l_3895_);
                        uint l_3899_ = (l_3892_ * l_3895_);
                        uint l_3900_ = (l_3896_ >> 16u);
                        uint l_3901_ = (l_3900_ & 65535u);
                        uint l_3902_ = (l_3897_ & 65535u);
                        uint l_3903_ = (l_3901_ + l_3902_);
                        uint l_3904_ = (l_3898_ & 65535u);
                        uint l_3905_ = (l_3903_ + l_3904_);
                        uint l_3906_ = (l_3897_ >> 16u);
                        uint l_3907_ = (l_3906_ & 65535u);
                        uint l_3908_ = (l_3899_ + l_3907_);
                        uint l_3909_ = (l_3898_ >> 16u);
                        uint l_3910_ = (l_3909_ & 65535u);
                        uint l_3911_ = (l_3908_ + l_3910_);
                        uint l_3912_ = (l_3905_ >> 16u);
                        uint l_3913_ = (l_3912_ & 65535u);
                        uint l_1376_ = (l_3911_ + l_3913_);
                        bool l_1377_ = (l_1375_ < l_1373_);
                        uint l_1378_ = uint(l_1377_);
                        uint l_1379_ = (l_1376_ + l_1378_);
                        uint l_1380_ = (l_1362_ % 32u);
                        l_mut_421_ = l_1372_;
                        bool l_1381_ = (l_1380_ > 0u);
                        if (l_1381_) {
                            uint l_1382_ = (l_1372_ >> l_1380_);
                            uint l_1383_ = (32u - l_1380_);
                            uint l_1384_ = (l_1375_ << l_1383_);
                            uint l_1385_ = (l_1382_ | l_1384_);
                            l_mut_421_ = l_1385_;
                        }
                        l_mut_394_ = l_1375_;
                        bool l_1386_ = (l_1380_ > 0u);
                        if (l_1386_) {
                            uint l_1387_ = (l_1375_ >> l_1380_);
                            uint l_1388_ = (32u - l_1380_);
                            uint l_1389_ = (l_1379_ << l_1388_);
                            uint l_1390_ = (l_1387_ | l_1389_);
                            l_mut_394_ = l_1390_;
                        }
                        uint _e4944 = l_mut_421_;
                        l_mut_388_ = _e4944;
                        uint _e4945 = l_mut_394_;
                        l_mut_421_ = _e4945;
                        bool l_1391_ = (l_1362_ >= 64u);
                        if (l_1391_) {
                            l_mut_388_ = l_1379_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1392_ = (l_1362_ >= 32u);
                            if (l_1392_) {
                                l_mut_394_ = l_1375_;
                                bool l_1393_ = (l_1380_ > 0u);
                                if (l_1393_) {
                                    uint l_1394_ = (l_1375_ >> l_1380_);
                                    uint l_1395_ = (32u - l_1380_);
                                    uint l_1396_ = (l_1379_ << l_1395_);
                                    uint l_1397_ = (l_1394_ | l_1396_);
                                    l_mut_394_ = l_1397_;
                                }
                                uint l_1398_ = (l_1379_ >> l_1380_);
                                uint _e4959 = l_mut_394_;
                                l_mut_388_ = _e4959;
                                l_mut_421_ = l_1398_;
                            }
                        }
                        uint _e4960 = l_mut_388_;
                        l_mut_439_ = _e4960;
                        uint _e4961 = l_mut_421_;
                        l_mut_428_ = _e4961;
                        if (l_1366_) {
                            uint _e4963 = l_mut_439_;
                            uint l_1399_ = (0u - _e4963);
                            uint _e4966 = l_mut_428_;
                            uint l_1400_ = (0u - _e4966);
                            uint _e4969 = l_mut_439_;
                            bool l_1401_ = (0u < _e4969);
                            uint l_1402_ = uint(l_1401_);
                            uint l_1403_ = (l_1400_ - l_1402_);
                            l_mut_439_ = l_1399_;
                            l_mut_428_ = l_1403_;
                        }
                        uint _e4973 = l_mut_439_;
                        l_mut_441_ = _e4973;
                        uint _e4974 = l_mut_428_;
                        l_mut_440_ = _e4974;
                    } else {
                        uint l_1404_ = (l_72_ >> 31u);
                        bool l_1405_ = (l_1404_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1405_) {
                            uint l_1406_ = (0u - l_69_);
                            uint l_1407_ = (0u - l_72_);
                            bool l_1408_ = (0u < l_69_);
                            uint l_1409_ = uint(l_1408_);
                            uint l_1410_ = (l_1407_ - l_1409_);
                            l_mut_439_ = l_1406_;
                            l_mut_428_ = l_1410_;
                        }
                        uint _e4987 = l_mut_439_;
                        uint l_1411_ = (_e4987 * l_1060_);
                        uint _e4989 = l_mut_428_;
                        uint l_1412_ = (_e4989 * l_1060_);
                        uint _e4991 = l_mut_439_;
                        uint l_3915_ = (_e4991 & 65535u);
                        uint _e4994 = l_mut_439_;
                        uint l_3916_ = (_e4994 >> 16u);
                        uint l_3917_ = (l_3916_ & 65535u);
                        uint l_3918_ = (l_1060_ & 65535u);
                        uint l_3919_ = (l_1060_ >> 16u);
                        uint l_3920_ = (l_3919_ & 65535u);
                        uint l_3921_ = (l_3915_ * l_3918_);
                        uint l_3922_ = (l_3917_ * l_3918_);
                        uint l_3923_ = (l_3915_ * l_3920_);
                        uint l_3924_ = (l_3917_ * l_3920_);
                        uint l_3925_ = (l_3921_ >> 16u);
                        uint l_3926_ = (l_3925_ & 65535u);
                        uint l_3927_ = (l_3922_ & 65535u);
                        uint l_3928_ = (l_3926_ + l_3927_);
                        uint l_3929_ = (l_3923_ & 65535u);
                        uint l_3930_ = (l_3928_ + l_3929_);
                        uint l_3931_ = (l_3922_ >> 16u);
                        uint l_3932_ = (l_3931_ & 65535u);
                        uint l_3933_ = (l_3924_ + l_3932_);
                        uint l_3934_ = (l_3923_ >> 16u);
                        uint l_3935_ = (l_3934_ & 65535u);
                        uint l_3936_ = (l_3933_ + l_3935_);
                        uint l_3937_ = (l_3930_ >> 16u);
                        uint l_3938_ = (l_3937_ & 65535u);
                        uint l_1413_ = (l_3936_ + l_3938_);
                        uint l_1414_ = (l_1413_ + l_1412_);
                        uint _e5035 = l_mut_428_;
                        uint l_3940_ = (_e5035 & 65535u);
                        uint _e5038 = l_mut_428_;
                        uint l_3941_ = (_e5038 >> 16u);
                        uint l_3942_ = (l_3941_ & 65535u);
                        uint l_3943_ = (l_1060_ & 65535u);
                        uint l_3944_ = (l_1060_ >> 16u);
                        uint l_3945_ = (l_3944_ & 65535u);
                        uint l_3946_ = (l_3940_ * l_3943_);
                        uint l_3947_ = (l_3942_ * l_3943_);
                        uint l_3948_ = (l_3940_ * l_3945_);
                        uint l_3949_ = (l_3942_ * l_3945_);
                        uint l_3950_ = (l_3946_ >> 16u);
                        uint l_3951_ = (l_3950_ & 65535u);
                        uint l_3952_ = (l_3947_ & 65535u);
                        uint l_3953_ = (l_3951_ + l_3952_);
                        uint l_3954_ = (l_3948_ & 65535u);
                        uint l_3955_ = (l_3953_ + l_3954_);
                        uint l_3956_ = (l_3947_ >> 16u);
                        uint l_3957_ = (l_3956_ & 65535u);
                        uint l_3958_ = (l_3949_ + l_3957_);
                        uint l_3959_ = (l_3948_ >> 16u);
                        uint l_3960_ = (l_3959_ & 65535u);
                        uint l_3961_ = (l_3958_ + l_3960_);
                        uint l_3962_ = (l_3955_ >> 16u);
                        uint l_3963_ = (l_3962_ & 65535u);
                        uint l_1415_ = (l_3961_ + l_3963_);
                        bool l_1416_ = (l_1414_ < l_1412_);
                        uint l_1417_ = uint(l_1416_);
                        uint l_1418_ = (l_1415_ + l_1417_);
                        l_mut_421_ = l_1411_;
                        bool l_1420_ = (0u > 0u);
                        if (l_1420_) {
                            uint l_1421_ = (l_1411_ >> 0u);
                            uint l_1422_ = (32u - 0u);
                            uint l_1423_ = (l_1414_ << l_1422_);
                            uint l_1424_ = (l_1421_ | l_1423_);
                            l_mut_421_ = l_1424_;
                        }
                        l_mut_394_ = l_1414_;
                        bool l_1425_ = (0u > 0u);
                        if (l_1425_) {
                            uint l_1426_ = (l_1414_ >> 0u);
                            uint l_1427_ = (32u - 0u);
                            uint l_1428_ = (l_1418_ << l_1427_);
                            uint l_1429_ = (l_1426_ | l_1428_);
                            l_mut_394_ = l_1429_;
                        }
                        uint _e5096 = l_mut_421_;
                        l_mut_388_ = _e5096;
                        uint _e5097 = l_mut_394_;
                        l_mut_421_ = _e5097;
                        if (false) {
                            l_mut_388_ = l_1418_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1414_;
                                bool l_1432_ = (0u > 0u);
                                if (l_1432_) {
                                    uint l_1433_ = (l_1414_ >> 0u);
                                    uint l_1434_ = (32u - 0u);
                                    uint l_1435_ = (l_1418_ << l_1434_);
                                    uint l_1436_ = (l_1433_ | l_1435_);
                                    l_mut_394_ = l_1436_;
                                }
                                uint l_1437_ = (l_1418_ >> 0u);
                                uint _e5109 = l_mut_394_;
                                l_mut_388_ = _e5109;
                                l_mut_421_ = l_1437_;
                            }
                        }
                        uint _e5110 = l_mut_439_;
                        uint l_1438_ = (_e5110 * l_1060_);
                        uint _e5112 = l_mut_428_;
                        uint l_1439_ = (_e5112 * l_1060_);
                        uint _e5114 = l_mut_439_;
                        uint l_3965_ = (_e5114 & 65535u);
                        uint _e5117 = l_mut_439_;
                        uint l_3966_ = (_e5117 >> 16u);
                        uint l_3967_ = (l_3966_ & 65535u);
                        uint l_3968_ = (l_1060_ & 65535u);
                        uint l_3969_ = (l_1060_ >> 16u);
                        uint l_3970_ = (l_3969_ & 65535u);
                        uint l_3971_ = (l_3965_ * l_3968_);
                        uint l_3972_ = (l_3967_ * l_3968_);
                        uint l_3973_ = (l_3965_ * l_3970_);
                        uint l_3974_ = (l_3967_ * l_3970_);
                        uint l_3975_ = (l_3971_ >> 16u);
                        uint l_3976_ = (l_3975_ & 65535u);
                        uint l_3977_ = (l_3972_ & 65535u);
                        uint l_3978_ = (l_3976_ + l_3977_);
                        uint l_3979_ = (l_3973_ & 65535u);
                        uint l_3980_ = (l_3978_ + l_3979_);
                        uint l_3981_ = (l_3972_ >> 16u);
                        uint l_3982_ = (l_3981_ & 65535u);
                        uint l_3983_ = (l_3974_ + l_3982_);
                        uint l_3984_ = (l_3973_ >> 16u);
                        uint l_3985_ = (l_3984_ & 65535u);
                        uint l_3986_ = (l_3983_ + l_3985_);
                        uint l_3987_ = (l_3980_ >> 16u);
                        uint l_3988_ = (l_3987_ & 65535u);
                        uint l_1440_ = (l_3986_ + l_3988_);
                        uint l_1441_ = (l_1440_ + l_1439_);
                        uint _e5158 = l_mut_428_;
                        uint l_3990_ = (_e5158 & 65535u);
                        uint _e5161 = l_mut_428_;
                        uint l_3991_ = (_e5161 >> 16u);
                        uint l_3992_ = (l_3991_ & 65535u);
                        uint l_3993_ = (l_1060_ & 65535u);
                        uint l_3994_ = (l_1060_ >> 16u);
                        uint l_3995_ = (l_3994_ & 65535u);
                        uint l_3996_ = (l_3990_ * l_3993_);
                        uint l_3997_ = (l_3992_ * l_3993_);
                        uint l_3998_ = (l_3990_ * l_3995_);
                        uint l_3999_ = (l_3992_ * l_3995_);
                        uint l_4000_ = (l_3996_ >> 16u);
                        uint l_4001_ = (l_4000_ & 65535u);
                        uint l_4002_ = (l_3997_ & 65535u);
                        uint l_4003_ = (l_4001_ + l_4002_);
                        uint l_4004_ = (l_3998_ & 65535u);
                        uint l_4005_ = (l_4003_ + l_4004_);
                        uint l_4006_ = (l_3997_ >> 16u);
                        uint l_4007_ = (l_4006_ & 65535u);
                        uint l_4008_ = (l_3999_ + l_4007_);
                        uint l_4009_ = (l_3998_ >> 16u);
                        uint l_4010_ = (l_4009_ & 65535u);
                        uint l_4011_ = (l_4008_ + l_4010_);
                        uint l_4012_ = (l_4005_ >> 16u);
                        uint l_4013_ = (l_4012_ & 65535u);
                        uint l_1442_ = (l_4011_ + l_4013_);
                        bool l_1443_ = (l_1441_ < l_1439_);
                        uint l_1444_ = uint(l_1443_);
                        uint l_1445_ = (l_1442_ + l_1444_);
                        l_mut_394_ = l_1438_;
                        bool l_1447_ = (0u > 0u);
                        if (l_1447_) {
                            uint l_1448_ = (l_1438_ >> 0u);
                            uint l_1449_ = (32u - 0u);
                            uint l_1450_ = (l_1441_ << l_1449_);
                            uint l_1451_ = (l_1448_ | l_1450_);
                            l_mut_394_ = l_1451_;
                        }
                        l_mut_382_ = l_1441_;
                        bool l_1452_ = (0u > 0u);
                        if (l_1452_) {
                            uint l_1453_ = (l_1441_ >> 0u);
                            uint l_1454_ = (32u - 0u);
                            uint l_1455_ = (l_1445_ << l_1454_);
                            uint l_1456_ = (l_1453_ | l_1455_);
                            l_mut_382_ = l_1456_;
                        }
                        uint _e5219 = l_mut_394_;
                        l_mut_275_ = _e5219;
                        uint _e5220 = l_mut_382_;
                        l_mut_394_ = _e5220;
                        if (true) {
                            l_mut_275_ = l_1445_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1441_;
                                bool l_1459_ = (0u > 0u);
                                if (l_1459_) {
                                    uint l_1460_ = (l_1441_ >> 0u);
                                    uint l_1461_ = (32u - 0u);
                                    uint l_1462_ = (l_1445_ << l_1461_);
                                    uint l_1463_ = (l_1460_ | l_1462_);
                                    l_mut_382_ = l_1463_;
                                }
                                uint l_1464_ = (l_1445_ >> 0u);
                                uint _e5232 = l_mut_382_;
                                l_mut_275_ = _e5232;
                                l_mut_394_ = l_1464_;
                            }
                        }
                        uint _e5233 = l_mut_388_;
                        uint l_1465_ = (_e5233 * l_1060_);
                        uint _e5235 = l_mut_421_;
                        uint l_1466_ = (_e5235 * l_1060_);
                        uint _e5237 = l_mut_388_;
                        uint l_4015_ = (_e5237 & 65535u);
                        uint _e5240 = l_mut_388_;
                        uint l_4016_ = (_e5240 >> 16u);
                        uint l_4017_ = (l_4016_ & 65535u);
                        uint l_4018_ = (l_1060_ & 65535u);
                        uint l_4019_ = (l_1060_ >> 16u);
                        uint l_4020_ = (l_4019_ & 65535u);
                        uint l_4021_ = (l_4015_ * l_4018_);
                        uint l_4022_ = (l_4017_ * l_4018_);
                        uint l_4023_ = (l_4015_ * l_4020_);
                        uint l_4024_ = (l_4017_ * l_4020_);
                        uint l_4025_ = (l_4021_ >> 16u);
                        uint l_4026_ = (l_4025_ & 65535u);
                        uint l_4027_ = (l_4022_ & 65535u);
                        uint l_4028_ = (l_4026_ + l_4027_);
                        uint l_4029_ = (l_4023_ & 65535u);
                        uint l_4030_ = (l_4028_ + l_4029_);
                        uint l_4031_ = (l_4022_ >> 16u);
                        uint l_4032_ = (l_4031_ & 65535u);
                        uint l_4033_ = (l_4024_ + l_4032_);
                        uint l_4034_ = (l_4023_ >> 16u);
                        uint l_4035_ = (l_4034_ & 65535u);
                        uint l_4036_ = (l_4033_ + l_4035_);
                        uint l_4037_ = (l_4030_ >> 16u);
                        uint l_4038_ = (l_4037_ & 65535u);
                        uint l_1467_ = (l_4036_ + l_4038_);
                        uint l_1468_ = (l_1467_ + l_1466_);
                        uint _e5281 = l_mut_421_;
                        uint l_4040_ = (_e5281 & 65535u);
                        uint _e5284 = l_mut_421_;
                        uint l_4041_ = (_e5284 >> 16u);
                        uint l_4042_ = (l_4041_ & 65535u);
                        uint l_4043_ = (l_1060_ & 65535u);
                        uint l_4044_ = (l_1060_ >> 16u);
                        uint l_4045_ = (l_4044_ & 65535u);
                        uint l_4046_ = (l_4040_ * l_4043_);
                        uint l_4047_ = (l_4042_ * l_4043_);
                        uint l_4048_ = (l_4040_ * l_4045_);
                        uint l_4049_ = (l_4042_ * l_4045_);
                        uint l_4050_ = (l_4046_ >> 16u);
                        uint l_4051_ = (l_4050_ & 65535u);
                        uint l_4052_ = (l_4047_ & 65535u);
                        uint l_4053_ = (l_4051_ + l_4052_);
                        uint l_4054_ = (l_4048_ & 65535u);
                        uint l_4055_ = (l_4053_ + l_4054_);
                        uint l_4056_ = (l_4047_ >> 16u);
                        uint l_4057_ = (l_4056_ & 65535u);
                        uint l_4058_ = (l_4049_ + l_4057_);
                        uint l_4059_ = (l_4048_ >> 16u);
                        uint l_4060_ = (l_4059_ & 65535u);
                        uint l_4061_ = (l_4058_ + l_4060_);
                        uint l_4062_ = (l_4055_ >> 16u);
                        uint l_4063_ = (l_4062_ & 65535u);
                        uint l_1469_ = (l_4061_ + l_4063_);
                        bool l_1470_ = (l_1468_ < l_1466_);
                        uint l_1471_ = uint(l_1470_);
                        uint l_1472_ = (l_1469_ + l_1471_);
                        l_mut_439_ = l_1465_;
                        bool l_1474_ = (0u > 0u);
                        if (l_1474_) {
                            uint l_1475_ = (l_1465_ >> 0u);
                            uint l_1476_ = (32u - 0u);
                            uint l_1477_ = (l_1468_ << l_1476_);
                            uint l_1478_ = (l_1475_ | l_1477_);
                            l_mut_439_ = l_1478_;
                        }
                        l_mut_428_ = l_1468_;
                        bool l_1479_ = (0u > 0u);
                        if (l_1479_) {
                            uint l_1480_ = (l_1468_ >> 0u);
                            uint l_1481_ = (32u - 0u);
                            uint l_1482_ = (l_1472_ << l_1481_);
                            uint l_1483_ = (l_1480_ | l_1482_);
                            l_mut_428_ = l_1483_;
                        }
                        uint _e5342 = l_mut_439_;
                        l_mut_382_ = _e5342;
                        uint _e5343 = l_mut_428_;
                        l_mut_439_ = _e5343;
                        if (false) {
                            l_mut_382_ = l_1472_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1468_;
                                bool l_1486_ = (0u > 0u);
                                if (l_1486_) {
                                    uint l_1487_ = (l_1468_ >> 0u);
                                    uint l_1488_ = (32u - 0u);
                                    uint l_1489_ = (l_1472_ << l_1488_);
                                    uint l_1490_ = (l_1487_ | l_1489_);
                                    l_mut_428_ = l_1490_;
                                }
                                uint l_1491_ = (l_1472_ >> 0u);
                                uint _e5355 = l_mut_428_;
                                l_mut_382_ = _e5355;
                                l_mut_439_ = l_1491_;
                            }
                        }
                        uint _e5356 = l_mut_388_;
                        uint l_1492_ = (_e5356 * l_1060_);
                        uint _e5358 = l_mut_421_;
                        uint l_1493_ = (_e5358 * l_1060_);
                        uint _e5360 = l_mut_388_;
                        uint l_4065_ = (_e5360 & 65535u);
                        uint _e5363 = l_mut_388_;
                        uint l_4066_ = (_e5363 >> 16u);
                        uint l_4067_ = (l_4066_ & 65535u);
                        uint l_4068_ = (l_1060_ & 65535u);
                        uint l_4069_ = (l_1060_ >> 16u);
                        uint l_4070_ = (l_4069_ & 65535u);
                        uint l_4071_ = (l_4065_ * l_4068_);
                        uint l_4072_ = (l_4067_ * l_4068_);
                        uint l_4073_ = (l_4065_ * l_4070_);
                        uint l_4074_ = (l_4067_ * l_4070_);
                        uint l_4075_ = (l_4071_ >> 16u);
                        uint l_4076_ = (l_4075_ & 65535u);
                        uint l_4077_ = (l_4072_ & 65535u);
                        uint l_4078_ = (l_4076_ + l_4077_);
                        uint l_4079_ = (l_4073_ & 65535u);
                        uint l_4080_ = (l_4078_ + l_4079_);
                        uint l_4081_ = (l_4072_ >> 16u);
                        uint l_4082_ = (l_4081_ & 65535u);
                        uint l_4083_ = (l_4074_ + l_4082_);
                        uint l_4084_ = (l_4073_ >> 16u);
                        uint l_4085_ = (l_4084_ & 65535u);
                        uint l_4086_ = (l_4083_ + l_4085_);
                        uint l_4087_ = (l_4080_ >> 16u);
                        uint l_4088_ = (l_4087_ & 65535u);
                        uint l_1494_ = (l_4086_ + l_4088_);
                        uint l_1495_ = (l_1494_ + l_1493_);
                        uint _e5404 = l_mut_421_;
                        uint l_4090_ = (_e5404 & 65535u);
                        uint _e5407 = l_mut_421_;
                        uint l_4091_ = (_e5407 >> 16u);
                        uint l_4092_ = (l_4091_ & 65535u);
                        uint l_4093_ = (l_1060_ & 65535u);
                        uint l_4094_ = (l_1060_ >> 16u);
                        uint l_4095_ = (l_4094_ & 65535u);
                        uint l_4096_ = (l_4090_ * l_4093_);
                        uint l_4097_ = (l_4092_ * l_4093_);
                        uint l_4098_ = (l_4090_ * l_4095_);
                        uint l_4099_ = (l_4092_ * l_4095_);
                        uint l_4100_ = (l_4096_ >> 16u);
                        uint l_4101_ = (l_4100_ & 65535u);
                        uint l_4102_ = (l_4097_ & 65535u);
                        uint l_4103_ = (l_4101_ + l_4102_);
                        uint l_4104_ = (l_4098_ & 65535u);
                        uint l_4105_ = (l_4103_ + l_4104_);
                        uint l_4106_ = (l_4097_ >> 16u);
                        uint l_4107_ = (l_4106_ & 65535u);
                        uint l_4108_ = (l_4099_ + l_4107_);
                        uint l_4109_ = (l_4098_ >> 16u);
                        uint l_4110_ = (l_4109_ & 65535u);
                        uint l_4111_ = (l_4108_ + l_4110_);
                        uint l_4112_ = (l_4105_ >> 16u);
                        uint l_4113_ = (l_4112_ & 65535u);
                        uint l_1496_ = (l_4111_ + l_4113_);
                        bool l_1497_ = (l_1495_ < l_1493_);
                        uint l_1498_ = uint(l_1497_);
                        uint l_1499_ = (l_1496_ + l_1498_);
                        l_mut_428_ = l_1492_;
                        bool l_1501_ = (0u > 0u);
                        if (l_1501_) {
                            uint l_1502_ = (l_1492_ >> 0u);
                            uint l_1503_ = (32u - 0u);
                            uint l_1504_ = (l_1495_ << l_1503_);
                            uint l_1505_ = (l_1502_ | l_1504_);
                            l_mut_428_ = l_1505_;
                        }
                        l_mut_269_ = l_1495_;
                        bool l_1506_ = (0u > 0u);
                        if (l_1506_) {
                            uint l_1507_ = (l_1495_ >> 0u);
                            uint l_1508_ = (32u - 0u);
                            uint l_1509_ = (l_1499_ << l_1508_);
                            uint l_1510_ = (l_1507_ | l_1509_);
                            l_mut_269_ = l_1510_;
                        }
                        uint _e5465 = l_mut_428_;
                        l_mut_219_ = _e5465;
                        uint _e5466 = l_mut_269_;
                        l_mut_428_ = _e5466;
                        if (true) {
                            l_mut_219_ = l_1499_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1495_;
                                bool l_1513_ = (0u > 0u);
                                if (l_1513_) {
                                    uint l_1514_ = (l_1495_ >> 0u);
                                    uint l_1515_ = (32u - 0u);
                                    uint l_1516_ = (l_1499_ << l_1515_);
                                    uint l_1517_ = (l_1514_ | l_1516_);
                                    l_mut_269_ = l_1517_;
                                }
                                uint l_1518_ = (l_1499_ >> 0u);
                                uint _e5478 = l_mut_269_;
                                l_mut_219_ = _e5478;
                                l_mut_428_ = l_1518_;
                            }
                        }
                        uint _e5479 = l_mut_275_;
                        uint l_1519_ = (_e5479 * l_1060_);
                        uint _e5481 = l_mut_275_;
                        uint l_4115_ = (_e5481 & 65535u);
                        uint _e5484 = l_mut_275_;
                        uint l_4116_ = (_e5484 >> 16u);
                        uint l_4117_ = (l_4116_ & 65535u);
                        uint l_4118_ = (l_1060_ & 65535u);
                        uint l_4119_ = (l_1060_ >> 16u);
                        uint l_4120_ = (l_4119_ & 65535u);
                        uint l_4121_ = (l_4115_ * l_4118_);
                        uint l_4122_ = (l_4117_ * l_4118_);
                        uint l_4123_ = (l_4115_ * l_4120_);
                        uint l_4124_ = (l_4117_ * l_4120_);
                        uint l_4125_ = (l_4121_ >> 16u);
                        uint l_4126_ = (l_4125_ & 65535u);
                        uint l_4127_ = (l_4122_ & 65535u);
                        uint l_4128_ = (l_4126_ + l_4127_);
                        uint l_4129_ = (l_4123_ & 65535u);
                        uint l_4130_ = (l_4128_ + l_4129_);
                        uint l_4131_ = (l_4122_ >> 16u);
                        uint l_4132_ = (l_4131_ & 65535u);
                        uint l_4133_ = (l_4124_ + l_4132_);
                        uint l_4134_ = (l_4123_ >> 16u);
                        uint l_4135_ = (l_4134_ & 65535u);
                        uint l_4136_ = (l_4133_ + l_4135_);
                        uint l_4137_ = (l_4130_ >> 16u);
                        uint l_4138_ = (l_4137_ & 65535u);
                        uint l_1520_ = (l_4136_ + l_4138_);
                        uint _e5524 = l_mut_394_;
                        uint l_1521_ = (_e5524 * l_1060_);
                        uint l_1522_ = (l_1520_ + l_1521_);
                        uint _e5527 = l_mut_219_;
                        uint l_1523_ = (_e5527 + l_1519_);
                        uint _e5529 = l_mut_428_;
                        uint l_1524_ = (_e5529 + l_1522_);
                        uint _e5531 = l_mut_219_;
                        bool l_1525_ = (l_1523_ < _e5531);
                        uint l_1526_ = uint(l_1525_);
                        uint l_1527_ = (l_1524_ + l_1526_);
                        uint _e5535 = l_mut_382_;
                        l_mut_441_ = _e5535;
                        uint _e5536 = l_mut_439_;
                        l_mut_440_ = _e5536;
                        bool l_1528_ = (l_1362_ == 64u);
                        if (l_1528_) {
                            l_mut_441_ = l_1523_;
                            l_mut_440_ = l_1527_;
                        } else {
                            bool l_1529_ = (l_1362_ > 0u);
                            if (l_1529_) {
                                uint l_1530_ = (64u - l_1362_);
                                l_mut_428_ = l_1523_;
                                l_mut_421_ = l_1527_;
                                bool l_1531_ = (l_1530_ >= 32u);
                                if (l_1531_) {
                                    uint l_1532_ = (l_1530_ & 31u);
                                    uint l_1533_ = (l_1523_ << l_1532_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1533_;
                                } else {
                                    bool l_1534_ = (l_1530_ > 0u);
                                    if (l_1534_) {
                                        uint l_1535_ = (l_1523_ << l_1530_);
                                        uint l_1536_ = (l_1527_ << l_1530_);
                                        uint l_1537_ = (32u - l_1530_);
                                        uint l_1538_ = (l_1523_ >> l_1537_);
                                        uint l_1539_ = (l_1536_ | l_1538_);
                                        l_mut_428_ = l_1535_;
                                        l_mut_421_ = l_1539_;
                                    }
                                }
                                uint _e5557 = l_mut_382_;
                                l_mut_394_ = _e5557;
                                uint _e5558 = l_mut_439_;
                                l_mut_388_ = _e5558;
                                bool l_1540_ = (l_1362_ >= 32u);
                                if (l_1540_) {
                                    uint l_1541_ = (l_1362_ & 31u);
                                    uint _e5563 = l_mut_439_;
                                    uint l_1542_ = (_e5563 >> l_1541_);
                                    l_mut_394_ = l_1542_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1543_ = (l_1362_ > 0u);
                                    if (l_1543_) {
                                        uint _e5568 = l_mut_382_;
                                        l_mut_275_ = _e5568;
                                        bool l_1544_ = (l_1362_ > 0u);
                                        if (l_1544_) {
                                            uint _e5571 = l_mut_382_;
                                            uint l_1545_ = (_e5571 >> l_1362_);
                                            uint l_1546_ = (32u - l_1362_);
                                            uint _e5575 = l_mut_439_;
                                            uint l_1547_ = (_e5575 << l_1546_);
                                            uint l_1548_ = (l_1545_ | l_1547_);
                                            l_mut_275_ = l_1548_;
                                        }
                                        uint _e5578 = l_mut_439_;
                                        uint l_1549_ = (_e5578 >> l_1362_);
                                        uint _e5580 = l_mut_275_;
                                        l_mut_394_ = _e5580;
                                        l_mut_388_ = l_1549_;
                                    }
                                }
                                uint _e5581 = l_mut_428_;
                                uint _e5582 = l_mut_394_;
                                uint l_1550_ = (_e5581 + _e5582);
                                uint _e5584 = l_mut_421_;
                                uint _e5585 = l_mut_388_;
                                uint l_1551_ = (_e5584 + _e5585);
                                uint _e5587 = l_mut_428_;
                                bool l_1552_ = (l_1550_ < _e5587);
                                uint l_1553_ = uint(l_1552_);
                                uint l_1554_ = (l_1551_ + l_1553_);
                                l_mut_441_ = l_1550_;
                                l_mut_440_ = l_1554_;
                            }
                        }
                        if (l_1405_) {
                            uint _e5592 = l_mut_441_;
                            uint l_1555_ = (0u - _e5592);
                            uint _e5595 = l_mut_440_;
                            uint l_1556_ = (0u - _e5595);
                            uint _e5598 = l_mut_441_;
                            bool l_1557_ = (0u < _e5598);
                            uint l_1558_ = uint(l_1557_);
                            uint l_1559_ = (l_1556_ - l_1558_);
                            l_mut_441_ = l_1555_;
                            l_mut_440_ = l_1559_;
                        }
                    }
                    uint _e5602 = l_mut_441_;
                    uint l_1560_ = (l_1313_ - _e5602);
                    uint _e5604 = l_mut_440_;
                    uint l_1561_ = (l_1317_ - _e5604);
                    uint _e5606 = l_mut_441_;
                    bool l_1562_ = (l_1313_ < _e5606);
                    uint l_1563_ = uint(l_1562_);
                    uint l_1564_ = (l_1561_ - l_1563_);
                    uint l_1565_ = (l_1560_ + l_19_);
                    uint l_1566_ = (l_1564_ + l_22_);
                    bool l_1567_ = (l_1565_ < l_1560_);
                    uint l_1568_ = uint(l_1567_);
                    uint l_1569_ = (l_1566_ + l_1568_);
                    uint l_1570_ = (0u - l_1357_);
                    uint l_1571_ = (0u - l_1361_);
                    bool l_1572_ = (0u < l_1357_);
                    uint l_1573_ = uint(l_1572_);
                    uint l_1574_ = (l_1571_ - l_1573_);
                    uint l_1575_ = (l_19_ + l_19_);
                    uint l_1576_ = (l_22_ + l_22_);
                    bool l_1577_ = (l_1575_ < l_19_);
                    uint l_1578_ = uint(l_1577_);
                    uint l_1579_ = (l_1576_ + l_1578_);
                    l_mut_441_ = l_1570_;
                    l_mut_440_ = l_1574_;
                    uint l_1580_ = (0u - l_1570_);
                    uint l_1581_ = (0u - l_1574_);
                    bool l_1582_ = (0u < l_1570_);
                    uint l_1583_ = uint(l_1582_);
                    uint l_1584_ = (l_1581_ - l_1583_);
                    l_mut_439_ = l_1580_;
                    l_mut_428_ = l_1584_;
                    l_mut_421_ = l_1565_;
                    l_mut_394_ = l_1569_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e5639 = l_mut_394_;
                    bool l_1585_ = (_e5639 < l_1579_);
                    uint _e5641 = l_mut_394_;
                    bool l_1586_ = (_e5641 == l_1579_);
                    uint _e5643 = l_mut_421_;
                    bool l_1587_ = (_e5643 < l_1575_);
                    if (l_1586_) {
                        local_91 = l_1587_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1588_ = local_91;
                    if (!(l_1585_)) {
                        local_92 = l_1588_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1589_ = local_92;
                    bool l_1590_ = !(l_1589_);
                    l_mut_628_ = l_1590_;
                    uint l_1591_ = (l_1570_ | l_1574_);
                    bool l_1592_ = (l_1591_ == 0u);
                    if (l_1592_) {
                        bool _e5658 = l_mut_628_;
                        l_mut_645_ = _e5658;
                        l_mut_628_ = false;
                    }
                    bool _e5660 = l_mut_628_;
                    if (_e5660) {
                        uint l_1593_ = (l_1574_ >> 31u);
                        bool l_1594_ = (l_1593_ == 1u);
                        l_mut_275_ = l_1570_;
                        l_mut_269_ = l_1574_;
                        if (l_1594_) {
                            uint l_1595_ = (0u - l_1570_);
                            uint l_1596_ = (0u - l_1574_);
                            bool l_1597_ = (0u < l_1570_);
                            uint l_1598_ = uint(l_1597_);
                            uint l_1599_ = (l_1596_ - l_1598_);
                            l_mut_275_ = l_1595_;
                            l_mut_269_ = l_1599_;
                        }
                        uint l_1600_ = (l_1060_ - 1u);
                        uint _e5675 = l_mut_275_;
                        uint l_1601_ = (_e5675 * l_1600_);
                        uint _e5677 = l_mut_275_;
                        uint l_4140_ = (_e5677 & 65535u);
                        uint _e5680 = l_mut_275_;
                        uint l_4141_ = (_e5680 >> 16u);
                        uint l_4142_ = (l_4141_ & 65535u);
                        uint l_4143_ = (l_1600_ & 65535u);
                        uint l_4144_ = (l_1600_ >> 16u);
                        uint l_4145_ = (l_4144_ & 65535u);
                        uint l_4146_ = (l_4140_ * l_4143_);
                        uint l_4147_ = (l_4142_ * l_4143_);
                        uint l_4148_ = (l_4140_ * l_4145_);
                        uint l_4149_ = (l_4142_ * l_4145_);
                        uint l_4150_ = (l_4146_ >> 16u);
                        uint l_4151_ = (l_4150_ & 65535u);
                        uint l_4152_ = (l_4147_ & 65535u);
                        uint l_4153_ = (l_4151_ + l_4152_);
                        uint l_4154_ = (l_4148_ & 65535u);
                        uint l_4155_ = (l_4153_ + l_4154_);
                        uint l_4156_ = (l_4147_ >> 16u);
                        uint l_4157_ = (l_4156_ & 65535u);
                        uint l_4158_ = (l_4149_ + l_4157_);
                        uint l_4159_ = (l_4148_ >> 16u);
                        uint l_4160_ = (l_4159_ & 65535u);
                        uint l_4161_ = (l_4158_ + l_4160_);
                        uint l_4162_ = (l_4155_ >> 16u);
                        uint l_4163_ = (l_4162_ & 65535u);
                        uint l_1602_ = (l_4161_ + l_4163_);
                        uint _e5720 = l_mut_269_;
                        uint l_1603_ = (_e5720 * l_1600_);
                        uint l_1604_ = (l_1602_ + l_1603_);
                        l_mut_219_ = 0u;
                        uint l_1605_ = (l_1060_ - 1u);
                        uint _e5726 = l_mut_275_;
                        uint l_1606_ = (_e5726 * l_1605_);
                        uint _e5728 = l_mut_269_;
                        uint l_1607_ = (_e5728 * l_1605_);
                        uint _e5730 = l_mut_275_;
                        uint l_4165_ = (_e5730 & 65535u);
                        uint _e5733 = l_mut_275_;
                        uint l_4166_ = (_e5733 >> 16u);
                        uint l_4167_ = (l_4166_ & 65535u);
                        uint l_4168_ = (l_1605_ & 65535u);
                        uint l_4169_ = (l_1605_ >> 16u);
                        uint l_4170_ = (l_4169_ & 65535u);
                        uint l_4171_ = (l_4165_ * l_4168_);
                        uint l_4172_ = (l_4167_ * l_4168_);
                        uint l_4173_ = (l_4165_ * l_4170_);
                        uint l_4174_ = (l_4167_ * l_4170_);
                        uint l_4175_ = (l_4171_ >> 16u);
                        uint l_4176_ = (l_4175_ & 65535u);
                        uint l_4177_ = (l_4172_ & 65535u);
                        uint l_4178_ = (l_4176_ + l_4177_);
                        uint l_4179_ = (l_4173_ & 65535u);
                        uint l_4180_ = (l_4178_ + l_4179_);
                        uint l_4181_ = (l_4172_ >> 16u);
                        uint l_4182_ = (l_4181_ & 65535u);
                        uint l_4183_ = (l_4174_ + l_4182_);
                        uint l_4184_ = (l_4173_ >> 16u);
                        uint l_4185_ = (l_4184_ & 65535u);
                        uint l_4186_ = (l_4183_ + l_4185_);
                        uint l_4187_ = (l_4180_ >> 16u);
                        uint l_4188_ = (l_4187_ & 65535u);
                        uint l_1608_ = (l_4186_ + l_4188_);
                        uint l_1609_ = (l_1608_ + l_1607_);
                        uint _e5774 = l_mut_269_;
                        uint l_4190_ = (_e5774 & 65535u);
                        uint _e5777 = l_mut_269_;
                        uint l_4191_ = (_e5777 >> 16u);
                        uint l_4192_ = (l_4191_ & 65535u);
                        uint l_4193_ = (l_1605_ & 65535u);
                        uint l_4194_ = (l_1605_ >> 16u);
                        uint l_4195_ = (l_4194_ & 65535u);
                        uint l_4196_ = (l_4190_ * l_4193_);
                        uint l_4197_ = (l_4192_ * l_4193_);
                        uint l_4198_ = (l_4190_ * l_4195_);
                        uint l_4199_ = (l_4192_ * l_4195_);
                        uint l_4200_ = (l_4196_ >> 16u);
                        uint l_4201_ = (l_4200_ & 65535u);
                        uint l_4202_ = (l_4197_ & 65535u);
                        uint l_4203_ = (l_4201_ + l_4202_);
                        uint l_4204_ = (l_4198_ & 65535u);
                        uint l_4205_ = (l_4203_ + l_4204_);
                        uint l_4206_ = (l_4197_ >> 16u);
                        uint l_4207_ = (l_4206_ & 65535u);
                        uint l_4208_ = (l_4199_ + l_4207_);
                        uint l_4209_ = (l_4198_ >> 16u);
                        uint l_4210_ = (l_4209_ & 65535u);
                        uint l_4211_ = (l_4208_ + l_4210_);
                        uint l_4212_ = (l_4205_ >> 16u);
                        uint l_4213_ = (l_4212_ & 65535u);
                        uint l_1610_ = (l_4211_ + l_4213_);
                        bool l_1611_ = (l_1609_ < l_1607_);
                        uint l_1612_ = uint(l_1611_);
                        uint l_1613_ = (l_1610_ + l_1612_);
                        l_mut_213_ = l_1606_;
                        bool l_1615_ = (0u > 0u);
                        if (l_1615_) {
                            uint l_1616_ = (l_1606_ >> 0u);
                            uint l_1617_ = (32u - 0u);
                            uint l_1618_ = (l_1609_ << l_1617_);
                            uint l_1619_ = (l_1616_ | l_1618_);
                            l_mut_213_ = l_1619_;
                        }
                        l_mut_151_ = l_1609_;
                        bool l_1620_ = (0u > 0u);
                        if (l_1620_) {
                            uint l_1621_ = (l_1609_ >> 0u);
                            uint l_1622_ = (32u - 0u);
                            uint l_1623_ = (l_1613_ << l_1622_);
                            uint l_1624_ = (l_1621_ | l_1623_);
                            l_mut_151_ = l_1624_;
                        }
                        uint _e5835 = l_mut_213_;
                        l_mut_145_ = _e5835;
                        uint _e5836 = l_mut_151_;
                        l_mut_213_ = _e5836;
                        if (true) {
                            l_mut_145_ = l_1613_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1609_;
                                bool l_1627_ = (0u > 0u);
                                if (l_1627_) {
                                    uint l_1628_ = (l_1609_ >> 0u);
                                    uint l_1629_ = (32u - 0u);
                                    uint l_1630_ = (l_1613_ << l_1629_);
                                    uint l_1631_ = (l_1628_ | l_1630_);
                                    l_mut_151_ = l_1631_;
                                }
                                uint l_1632_ = (l_1613_ >> 0u);
                                uint _e5848 = l_mut_151_;
                                l_mut_145_ = _e5848;
                                l_mut_213_ = l_1632_;
                            }
                        }
                        uint _e5849 = l_mut_145_;
                        uint _e5850 = l_mut_213_;
                        uint l_1633_ = (_e5849 | _e5850);
                        bool l_1634_ = (l_1633_ == 0u);
                        if (l_1634_) {
                            l_mut_213_ = l_1565_;
                            l_mut_151_ = l_1569_;
                            if (l_1594_) {
                                uint l_1635_ = (0u - l_1565_);
                                uint l_1636_ = (0u - l_1569_);
                                bool l_1637_ = (0u < l_1565_);
                                uint l_1638_ = uint(l_1637_);
                                uint l_1639_ = (l_1636_ - l_1638_);
                                uint l_1640_ = (l_1565_ | l_1569_);
                                bool l_1641_ = (l_1640_ == 0u);
                                bool l_1642_ = !(l_1641_);
                                bool l_1643_ = (l_1604_ < l_1639_);
                                bool l_1644_ = (l_1604_ == l_1639_);
                                bool l_1645_ = (l_1601_ < l_1635_);
                                if (l_1644_) {
                                    local_93 = l_1645_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1646_ = local_93;
                                if (!(l_1643_)) {
                                    local_94 = l_1646_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1647_ = local_94;
                                bool l_1648_ = !(l_1647_);
                                if (l_1642_) {
                                    local_95 = l_1648_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1649_ = local_95;
                                if (l_1649_) {
                                    uint l_1650_ = (l_1060_ - 1u);
                                    l_mut_145_ = l_1635_;
                                    l_mut_102_ = l_1639_;
                                    uint _e5885 = l_mut_269_;
                                    bool l_1651_ = (l_1639_ < _e5885);
                                    uint _e5887 = l_mut_269_;
                                    bool l_1652_ = (l_1639_ == _e5887);
                                    uint _e5889 = l_mut_275_;
                                    bool l_1653_ = (l_1635_ < _e5889);
                                    if (l_1652_) {
                                        local_96 = l_1653_;
                                    } else {
                                        local_96 = false;
                                    }
                                    bool l_1654_ = local_96;
                                    if (!(l_1651_)) {
                                        local_97 = l_1654_;
                                    } else {
                                        local_97 = true;
                                    }
                                    bool l_1655_ = local_97;
                                    bool l_1656_ = !(l_1655_);
                                    if (l_1656_) {
                                        l_mut_96_ = 0u;
                                        uint _e5902 = l_mut_269_;
                                        bool l_1657_ = (_e5902 < l_1639_);
                                        uint _e5904 = l_mut_269_;
                                        bool l_1658_ = (_e5904 == l_1639_);
                                        uint _e5906 = l_mut_275_;
                                        bool l_1659_ = (_e5906 < l_1635_);
                                        if (l_1658_) {
                                            local_98 = l_1659_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1660_ = local_98;
                                        if (!(l_1657_)) {
                                            local_99 = l_1660_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1661_ = local_99;
                                        if (l_1661_) {
                                            uint l_1662_ = (l_1635_ - 1u);
                                            uint l_1663_ = (l_1639_ - 0u);
                                            bool l_1664_ = (l_1635_ < 1u);
                                            uint l_1665_ = uint(l_1664_);
                                            uint l_1666_ = (l_1663_ - l_1665_);
                                            l_mut_90_ = l_1662_;
                                            l_mut_75_ = l_1666_;
                                            l_mut_40_ = 0u;
                                            l_mut_1667_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e6013 = l_mut_1667_;
                                                    l_mut_1667_ = (_e6013 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5928 = l_mut_1667_;
                                                if ((_e5928 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5932 = l_mut_1667_;
                                                    uint l_1668_ = (19u - _e5932);
                                                    uint _e5934 = l_mut_90_;
                                                    l_mut_1669_ = _e5934;
                                                    uint _e5935 = l_mut_75_;
                                                    l_mut_1670_ = _e5935;
                                                    bool l_1671_ = (l_1668_ >= 32u);
                                                    if (l_1671_) {
                                                        uint l_1672_ = (l_1668_ & 31u);
                                                        uint _e5940 = l_mut_75_;
                                                        uint l_1673_ = (_e5940 >> l_1672_);
                                                        l_mut_1669_ = l_1673_;
                                                        l_mut_1670_ = 0u;
                                                    } else {
                                                        bool l_1674_ = (l_1668_ > 0u);
                                                        if (l_1674_) {
                                                            uint _e5945 = l_mut_90_;
                                                            l_mut_1675_ = _e5945;
                                                            bool l_1676_ = (l_1668_ > 0u);
                                                            if (l_1676_) {
                                                                uint _e5948 = l_mut_90_;
                                                                uint l_1677_ = (_e5948 >> l_1668_);
                                                                uint l_1678_ = (32u - l_1668_);
                                                                uint _e5952 = l_mut_75_;
                                                                uint l_1679_ = (_e5952 << l_1678_);
                                                                uint l_1680_ = (l_1677_ | l_1679_);
                                                                l_mut_1675_ = l_1680_;
                                                            }
                                                            uint _e5955 = l_mut_75_;
                                                            uint l_1681_ = (_e5955 >> l_1668_);
                                                            uint _e5957 = l_mut_1675_;
                                                            l_mut_1669_ = _e5957;
                                                            l_mut_1670_ = l_1681_;
                                                        }
                                                    }
                                                    uint _e5958 = l_mut_1670_;
                                                    uint _e5959 = l_mut_269_;
                                                    bool l_1682_ = (_e5958 < _e5959);
                                                    uint _e5961 = l_mut_1670_;
                                                    uint _e5962 = l_mut_269_;
                                                    bool l_1683_ = (_e5961 == _e5962);
                                                    uint _e5964 = l_mut_1669_;
                                                    uint _e5965 = l_mut_275_;
                                                    bool l_1684_ = (_e5964 < _e5965);
                                                    if (l_1683_) {
                                                        local_100 = l_1684_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1685_ = local_100;
                                                    if (!(l_1682_)) {
                                                        local_101 = l_1685_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1686_ = local_101;
                                                    bool l_1687_ = !(l_1686_);
                                                    if (l_1687_) {
                                                        uint _e5977 = l_mut_275_;
                                                        l_mut_1675_ = _e5977;
                                                        uint _e5978 = l_mut_269_;
                                                        l_mut_1670_ = _e5978;
                                                        bool l_1688_ = (l_1668_ >= 32u);
                                                        if (l_1688_) {
                                                            uint l_1689_ = (l_1668_ & 31u);
                                                            uint _e5983 = l_mut_275_;
                                                            uint l_1690_ = (_e5983 << l_1689_);
                                                            l_mut_1675_ = 0u;
                                                            l_mut_1670_ = l_1690_;
                                                        } else {
                                                            bool l_1691_ = (l_1668_ > 0u);
                                                            if (l_1691_) {
                                                                uint _e5988 = l_mut_275_;
                                                                uint l_1692_ = (_e5988 << l_1668_);
                                                                uint _e5990 = l_mut_269_;
                                                                uint l_1693_ = (_e5990 << l_1668_);
                                                                uint l_1694_ = (32u - l_1668_);
                                                                uint _e5994 = l_mut_275_;
                                                                uint l_1695_ = (_e5994 >> l_1694_);
                                                                uint l_1696_ = (l_1693_ | l_1695_);
                                                                l_mut_1675_ = l_1692_;
                                                                l_mut_1670_ = l_1696_;
                                                            }
                                                        }
                                                        uint _e5997 = l_mut_90_;
                                                        uint _e5998 = l_mut_1675_;
                                                        uint l_1697_ = (_e5997 - _e5998);
                                                        uint _e6000 = l_mut_75_;
                                                        uint _e6001 = l_mut_1670_;
                                                        uint l_1698_ = (_e6000 - _e6001);
                                                        uint _e6003 = l_mut_90_;
                                                        uint _e6004 = l_mut_1675_;
                                                        bool l_1699_ = (_e6003 < _e6004);
                                                        uint l_1700_ = uint(l_1699_);
                                                        uint l_1701_ = (l_1698_ - l_1700_);
                                                        l_mut_90_ = l_1697_;
                                                        l_mut_75_ = l_1701_;
                                                        uint l_1702_ = (1u << l_1668_);
                                                        uint _e6010 = l_mut_40_;
                                                        l_mut_40_ = (_e6010 | l_1702_);
                                                    }
                                                }
                                            }
                                            uint _e6015 = l_mut_40_;
                                            uint l_1703_ = min(_e6015, l_1650_);
                                            l_mut_1675_ = l_1703_;
                                            uint _e6017 = l_mut_75_;
                                            uint _e6018 = l_mut_269_;
                                            bool l_1704_ = (_e6017 < _e6018);
                                            uint _e6020 = l_mut_75_;
                                            uint _e6021 = l_mut_269_;
                                            bool l_1705_ = (_e6020 == _e6021);
                                            uint _e6023 = l_mut_90_;
                                            uint _e6024 = l_mut_275_;
                                            bool l_1706_ = (_e6023 < _e6024);
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
                                            bool l_1709_ = !(l_1708_);
                                            if (l_1709_) {
                                                l_mut_1675_ = l_1650_;
                                            }
                                            uint _e6036 = l_mut_1675_;
                                            l_mut_96_ = _e6036;
                                        }
                                        uint _e6037 = l_mut_275_;
                                        uint _e6038 = l_mut_96_;
                                        uint l_1710_ = (_e6037 * _e6038);
                                        uint _e6040 = l_mut_275_;
                                        uint l_4215_ = (_e6040 & 65535u);
                                        uint _e6043 = l_mut_275_;
                                        uint l_4216_ = (_e6043 >> 16u);
                                        uint l_4217_ = (l_4216_ & 65535u);
                                        uint _e6048 = l_mut_96_;
                                        uint l_4218_ = (_e6048 & 65535u);
                                        uint _e6051 = l_mut_96_;
                                        uint l_4219_ = (_e6051 >> 16u);
                                        uint l_4220_ = (l_4219_ & 65535u);
                                        uint l_4221_ = (l_4215_ * l_4218_);
                                        uint l_4222_ = (l_4217_ * l_4218_);
                                        uint l_4223_ = (l_4215_ * l_4220_);
                                        uint l_4224_ = (l_4217_ * l_4220_);
                                        uint l_4225_ = (l_4221_ >> 16u);
                                        uint l_4226_ = (l_4225_ & 65535u);
                                        uint l_4227_ = (l_4222_ & 65535u);
                                        uint l_4228_ = (l_4226_ + l_4227_);
                                        uint l_4229_ = (l_4223_ & 65535u);
                                        uint l_4230_ = (l_4228_ + l_4229_);
                                        uint l_4231_ = (l_4222_ >> 16u);
                                        uint l_4232_ = (l_4231_ & 65535u);
                                        uint l_4233_ = (l_4224_ + l_4232_);
                                        uint l_4234_ = (l_4223_ >> 16u);
                                        uint l_4235_ = (l_4234_ & 65535u);
                                        uint l_4236_ = (l_4233_ + l_4235_);
                                        uint l_4237_ = (l_4230_ >> 16u);
                                        uint l_4238_ = (l_4237_ & 65535u);
                                        uint l_1711_ = (l_4236_ + l_4238_);
                                        uint _e6085 = l_mut_269_;
                                        uint _e6086 = l_mut_96_;
                                        uint l_1712_ = (_e6085 * _e6086);
                                        uint l_1713_ = (l_1711_ + l_1712_);
                                        uint l_1714_ = (l_1635_ - l_1710_);
                                        uint l_1715_ = (l_1639_ - l_1713_);
                                        bool l_1716_ = (l_1635_ < l_1710_);
                                        uint l_1717_ = uint(l_1716_);
                                        uint l_1718_ = (l_1715_ - l_1717_);
                                        l_mut_145_ = l_1714_;
                                        l_mut_102_ = l_1718_;
                                        uint _e6094 = l_mut_102_;
                                        uint _e6095 = l_mut_269_;
                                        bool l_1719_ = (_e6094 < _e6095);
                                        uint _e6097 = l_mut_102_;
                                        uint _e6098 = l_mut_269_;
                                        bool l_1720_ = (_e6097 == _e6098);
                                        uint _e6100 = l_mut_145_;
                                        uint _e6101 = l_mut_275_;
                                        bool l_1721_ = (_e6100 < _e6101);
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
                                            uint _e6113 = l_mut_145_;
                                            uint _e6114 = l_mut_275_;
                                            uint l_1725_ = (_e6113 - _e6114);
                                            uint _e6116 = l_mut_102_;
                                            uint _e6117 = l_mut_269_;
                                            uint l_1726_ = (_e6116 - _e6117);
                                            uint _e6119 = l_mut_145_;
                                            uint _e6120 = l_mut_275_;
                                            bool l_1727_ = (_e6119 < _e6120);
                                            uint l_1728_ = uint(l_1727_);
                                            uint l_1729_ = (l_1726_ - l_1728_);
                                            l_mut_145_ = l_1725_;
                                            l_mut_102_ = l_1729_;
                                        }
                                    }
                                    uint _e6124 = l_mut_275_;
                                    uint _e6125 = l_mut_145_;
                                    uint l_1730_ = (_e6124 - _e6125);
                                    uint _e6127 = l_mut_269_;
                                    uint _e6128 = l_mut_102_;
                                    uint l_1731_ = (_e6127 - _e6128);
                                    uint _e6130 = l_mut_275_;
                                    uint _e6131 = l_mut_145_;
                                    bool l_1732_ = (_e6130 < _e6131);
                                    uint l_1733_ = uint(l_1732_);
                                    uint l_1734_ = (l_1731_ - l_1733_);
                                    l_mut_1675_ = l_1730_;
                                    l_mut_1670_ = l_1734_;
                                    uint _e6135 = l_mut_269_;
                                    bool l_1735_ = (l_1734_ < _e6135);
                                    uint _e6137 = l_mut_269_;
                                    bool l_1736_ = (l_1734_ == _e6137);
                                    uint _e6139 = l_mut_275_;
                                    bool l_1737_ = (l_1730_ < _e6139);
                                    if (l_1736_) {
                                        local_106 = l_1737_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1738_ = local_106;
                                    if (!(l_1735_)) {
                                        local_107 = l_1738_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1739_ = local_107;
                                    bool l_1740_ = !(l_1739_);
                                    if (l_1740_) {
                                        uint _e6151 = l_mut_275_;
                                        uint l_1741_ = (l_1730_ - _e6151);
                                        uint _e6153 = l_mut_269_;
                                        uint l_1742_ = (l_1734_ - _e6153);
                                        uint _e6155 = l_mut_275_;
                                        bool l_1743_ = (l_1730_ < _e6155);
                                        uint l_1744_ = uint(l_1743_);
                                        uint l_1745_ = (l_1742_ - l_1744_);
                                        l_mut_1675_ = l_1741_;
                                        l_mut_1670_ = l_1745_;
                                    }
                                    uint _e6159 = l_mut_1670_;
                                    uint _e6160 = l_mut_151_;
                                    bool l_1746_ = (_e6159 < _e6160);
                                    uint _e6162 = l_mut_1670_;
                                    uint _e6163 = l_mut_151_;
                                    bool l_1747_ = (_e6162 == _e6163);
                                    uint _e6165 = l_mut_1675_;
                                    uint _e6166 = l_mut_213_;
                                    bool l_1748_ = (_e6165 < _e6166);
                                    if (l_1747_) {
                                        local_108 = l_1748_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1749_ = local_108;
                                    if (!(l_1746_)) {
                                        local_109 = l_1749_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1750_ = local_109;
                                    if (l_1750_) {
                                        uint _e6177 = l_mut_1675_;
                                        l_mut_213_ = _e6177;
                                        uint _e6178 = l_mut_1670_;
                                        l_mut_151_ = _e6178;
                                    }
                                }
                            } else {
                                uint l_1751_ = (l_1565_ - l_1601_);
                                uint l_1752_ = (l_1569_ - l_1604_);
                                bool l_1753_ = (l_1565_ < l_1601_);
                                uint l_1754_ = uint(l_1753_);
                                uint l_1755_ = (l_1752_ - l_1754_);
                                l_mut_213_ = l_1751_;
                                l_mut_151_ = l_1755_;
                                bool l_1756_ = (l_1569_ < l_1604_);
                                bool l_1757_ = (l_1569_ == l_1604_);
                                bool l_1758_ = (l_1565_ < l_1601_);
                                if (l_1757_) {
                                    local_110 = l_1758_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1759_ = local_110;
                                if (!(l_1756_)) {
                                    local_111 = l_1759_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1760_ = local_111;
                                if (l_1760_) {
                                    uint l_1761_ = (l_1060_ - 1u);
                                    l_mut_1675_ = l_1565_;
                                    l_mut_1670_ = l_1569_;
                                    uint _e6198 = l_mut_269_;
                                    bool l_1762_ = (l_1569_ < _e6198);
                                    uint _e6200 = l_mut_269_;
                                    bool l_1763_ = (l_1569_ == _e6200);
                                    uint _e6202 = l_mut_275_;
                                    bool l_1764_ = (l_1565_ < _e6202);
                                    if (l_1763_) {
                                        local_112 = l_1764_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1765_ = local_112;
                                    if (!(l_1762_)) {
                                        local_113 = l_1765_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1766_ = local_113;
                                    bool l_1767_ = !(l_1766_);
                                    if (l_1767_) {
                                        l_mut_1669_ = 0u;
                                        uint _e6215 = l_mut_269_;
                                        bool l_1768_ = (_e6215 < l_1569_);
                                        uint _e6217 = l_mut_269_;
                                        bool l_1769_ = (_e6217 == l_1569_);
                                        uint _e6219 = l_mut_275_;
                                        bool l_1770_ = (_e6219 < l_1565_);
                                        if (l_1769_) {
                                            local_114 = l_1770_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1771_ = local_114;
                                        if (!(l_1768_)) {
                                            local_115 = l_1771_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1772_ = local_115;
                                        if (l_1772_) {
                                            uint l_1773_ = (l_1565_ - 1u);
                                            uint l_1774_ = (l_1569_ - 0u);
                                            bool l_1775_ = (l_1565_ < 1u);
                                            uint l_1776_ = uint(l_1775_);
                                            uint l_1777_ = (l_1774_ - l_1776_);
                                            l_mut_145_ = l_1773_;
                                            l_mut_102_ = l_1777_;
                                            l_mut_96_ = 0u;
                                            l_mut_1778_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6326 = l_mut_1778_;
                                                    l_mut_1778_ = (_e6326 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6241 = l_mut_1778_;
                                                if ((_e6241 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6245 = l_mut_1778_;
                                                    uint l_1779_ = (19u - _e6245);
                                                    uint _e6247 = l_mut_145_;
                                                    l_mut_90_ = _e6247;
                                                    uint _e6248 = l_mut_102_;
                                                    l_mut_75_ = _e6248;
                                                    bool l_1780_ = (l_1779_ >= 32u);
                                                    if (l_1780_) {
                                                        uint l_1781_ = (l_1779_ & 31u);
                                                        uint _e6253 = l_mut_102_;
                                                        uint l_1782_ = (_e6253 >> l_1781_);
                                                        l_mut_90_ = l_1782_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1783_ = (l_1779_ > 0u);
                                                        if (l_1783_) {
                                                            uint _e6258 = l_mut_145_;
                                                            l_mut_40_ = _e6258;
                                                            bool l_1784_ = (l_1779_ > 0u);
                                                            if (l_1784_) {
                                                                uint _e6261 = l_mut_145_;
                                                                uint l_1785_ = (_e6261 >> l_1779_);
                                                                uint l_1786_ = (32u - l_1779_);
                                                                uint _e6265 = l_mut_102_;
                                                                uint l_1787_ = (_e6265 << l_1786_);
                                                                uint l_1788_ = (l_1785_ | l_1787_);
                                                                l_mut_40_ = l_1788_;
                                                            }
                                                            uint _e6268 = l_mut_102_;
                                                            uint l_1789_ = (_e6268 >> l_1779_);
                                                            uint _e6270 = l_mut_40_;
                                                            l_mut_90_ = _e6270;
                                                            l_mut_75_ = l_1789_;
                                                        }
                                                    }
                                                    uint _e6271 = l_mut_75_;
                                                    uint _e6272 = l_mut_269_;
                                                    bool l_1790_ = (_e6271 < _e6272);
                                                    uint _e6274 = l_mut_75_;
                                                    uint _e6275 = l_mut_269_;
                                                    bool l_1791_ = (_e6274 == _e6275);
                                                    uint _e6277 = l_mut_90_;
                                                    uint _e6278 = l_mut_275_;
                                                    bool l_1792_ = (_e6277 < _e6278);
                                                    if (l_1791_) {
                                                        local_116 = l_1792_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1793_ = local_116;
                                                    if (!(l_1790_)) {
                                                        local_117 = l_1793_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1794_ = local_117;
                                                    bool l_1795_ = !(l_1794_);
                                                    if (l_1795_) {
                                                        uint _e6290 = l_mut_275_;
                                                        l_mut_90_ = _e6290;
                                                        uint _e6291 = l_mut_269_;
                                                        l_mut_75_ = _e6291;
                                                        bool l_1796_ = (l_1779_ >= 32u);
                                                        if (l_1796_) {
                                                            uint l_1797_ = (l_1779_ & 31u);
                                                            uint _e6296 = l_mut_275_;
                                                            uint l_1798_ = (_e6296 << l_1797_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1798_;
                                                        } else {
                                                            bool l_1799_ = (l_1779_ > 0u);
                                                            if (l_1799_) {
                                                                uint _e6301 = l_mut_275_;
                                                                uint l_1800_ = (_e6301 << l_1779_);
                                                                uint _e6303 = l_mut_269_;
                                                                uint l_1801_ = (_e6303 << l_1779_);
                                                                uint l_1802_ = (32u - l_1779_);
                                                                uint _e6307 = l_mut_275_;
                                                                uint l_1803_ = (_e6307 >> l_1802_);
                                                                uint l_1804_ = (l_1801_ | l_1803_);
                                                                l_mut_90_ = l_1800_;
                                                                l_mut_75_ = l_1804_;
                                                            }
                                                        }
                                                        uint _e6310 = l_mut_145_;
                                                        uint _e6311 = l_mut_90_;
                                                        uint l_1805_ = (_e6310 - _e6311);
                                                        uint _e6313 = l_mut_102_;
                                                        uint _e6314 = l_mut_75_;
                                                        uint l_1806_ = (_e6313 - _e6314);
                                                        uint _e6316 = l_mut_145_;
                                                        uint _e6317 = l_mut_90_;
                                                        bool l_1807_ = (_e6316 < _e6317);
                                                        uint l_1808_ = uint(l_1807_);
                                                        uint l_1809_ = (l_1806_ - l_1808_);
                                                        l_mut_145_ = l_1805_;
                                                        l_mut_102_ = l_1809_;
                                                        uint l_1810_ = (1u << l_1779_);
                                                        uint _e6323 = l_mut_96_;
                                                        l_mut_96_ = (_e6323 | l_1810_);
                                                    }
                                                }
                                            }
                                            uint _e6328 = l_mut_96_;
                                            uint l_1811_ = min(_e6328, l_1761_);
                                            l_mut_96_ = l_1811_;
                                            uint _e6330 = l_mut_102_;
                                            uint _e6331 = l_mut_269_;
                                            bool l_1812_ = (_e6330 < _e6331);
                                            uint _e6333 = l_mut_102_;
                                            uint _e6334 = l_mut_269_;
                                            bool l_1813_ = (_e6333 == _e6334);
                                            uint _e6336 = l_mut_145_;
                                            uint _e6337 = l_mut_275_;
                                            bool l_1814_ = (_e6336 < _e6337);
                                            if (l_1813_) {
                                                local_118 = l_1814_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1815_ = local_118;
                                            if (!(l_1812_)) {
                                                local_119 = l_1815_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1816_ = local_119;
                                            bool l_1817_ = !(l_1816_);
                                            if (l_1817_) {
                                                l_mut_96_ = l_1761_;
                                            }
                                            uint _e6349 = l_mut_96_;
                                            l_mut_1669_ = _e6349;
                                        }
                                        uint _e6350 = l_mut_275_;
                                        uint _e6351 = l_mut_1669_;
                                        uint l_1818_ = (_e6350 * _e6351);
                                        uint _e6353 = l_mut_275_;
                                        uint l_4240_ = (_e6353 & 65535u);
                                        uint _e6356 = l_mut_275_;
                                        uint l_4241_ = (_e6356 >> 16u);
                                        uint l_4242_ = (l_4241_ & 65535u);
                                        uint _e6361 = l_mut_1669_;
                                        uint l_4243_ = (_e6361 & 65535u);
                                        uint _e6364 = l_mut_1669_;
                                        uint l_4244_ = (_e6364 >> 16u);
                                        uint l_4245_ = (l_4244_ & 65535u);
                                        uint l_4246_ = (l_4240_ * l_4243_);
                                        uint l_4247_ = (l_4242_ * l_4243_);
                                        uint l_4248_ = (l_4240_ * l_4245_);
                                        uint l_4249_ = (l_4242_ * l_4245_);
                                        uint l_4250_ = (l_4246_ >> 16u);
                                        uint l_4251_ = (l_4250_ & 65535u);
                                        uint l_4252_ = (l_4247_ & 65535u);
                                        uint l_4253_ = (l_4251_ + l_4252_);
                                        uint l_4254_ = (l_4248_ & 65535u);
                                        uint l_4255_ = (l_4253_ + l_4254_);
                                        uint l_4256_ = (l_4247_ >> 16u);
                                        uint l_4257_ = (l_4256_ & 65535u);
                                        uint l_4258_ = (l_4249_ + l_4257_);
                                        uint l_4259_ = (l_4248_ >> 16u);
                                        uint l_4260_ = (l_4259_ & 65535u);
                                        uint l_4261_ = (l_4258_ + l_4260_);
                                        uint l_4262_ = (l_4255_ >> 16u);
                                        uint l_4263_ = (l_4262_ & 65535u);
                                        uint l_1819_ = (l_4261_ + l_4263_);
                                        uint _e6398 = l_mut_269_;
                                        uint _e6399 = l_mut_1669_;
                                        uint l_1820_ = (_e6398 * _e6399);
                                        uint l_1821_ = (l_1819_ + l_1820_);
                                        uint l_1822_ = (l_1565_ - l_1818_);
                                        uint l_1823_ = (l_1569_ - l_1821_);
                                        bool l_1824_ = (l_1565_ < l_1818_);
                                        uint l_1825_ = uint(l_1824_);
                                        uint l_1826_ = (l_1823_ - l_1825_);
                                        l_mut_1675_ = l_1822_;
                                        l_mut_1670_ = l_1826_;
                                        uint _e6407 = l_mut_1670_;
                                        uint _e6408 = l_mut_269_;
                                        bool l_1827_ = (_e6407 < _e6408);
                                        uint _e6410 = l_mut_1670_;
                                        uint _e6411 = l_mut_269_;
                                        bool l_1828_ = (_e6410 == _e6411);
                                        uint _e6413 = l_mut_1675_;
                                        uint _e6414 = l_mut_275_;
                                        bool l_1829_ = (_e6413 < _e6414);
                                        if (l_1828_) {
                                            local_120 = l_1829_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1830_ = local_120;
                                        if (!(l_1827_)) {
                                            local_121 = l_1830_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1831_ = local_121;
                                        bool l_1832_ = !(l_1831_);
                                        if (l_1832_) {
                                            uint _e6426 = l_mut_1675_;
                                            uint _e6427 = l_mut_275_;
                                            uint l_1833_ = (_e6426 - _e6427);
                                            uint _e6429 = l_mut_1670_;
                                            uint _e6430 = l_mut_269_;
                                            uint l_1834_ = (_e6429 - _e6430);
                                            uint _e6432 = l_mut_1675_;
                                            uint _e6433 = l_mut_275_;
                                            bool l_1835_ = (_e6432 < _e6433);
                                            uint l_1836_ = uint(l_1835_);
                                            uint l_1837_ = (l_1834_ - l_1836_);
                                            l_mut_1675_ = l_1833_;
                                            l_mut_1670_ = l_1837_;
                                        }
                                    }
                                    uint _e6437 = l_mut_1670_;
                                    uint _e6438 = l_mut_151_;
                                    bool l_1838_ = (_e6437 < _e6438);
                                    uint _e6440 = l_mut_1670_;
                                    uint _e6441 = l_mut_151_;
                                    bool l_1839_ = (_e6440 == _e6441);
                                    uint _e6443 = l_mut_1675_;
                                    uint _e6444 = l_mut_213_;
                                    bool l_1840_ = (_e6443 < _e6444);
                                    if (l_1839_) {
                                        local_122 = l_1840_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1841_ = local_122;
                                    if (!(l_1838_)) {
                                        local_123 = l_1841_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1842_ = local_123;
                                    if (l_1842_) {
                                        uint _e6455 = l_mut_1675_;
                                        l_mut_213_ = _e6455;
                                        uint _e6456 = l_mut_1670_;
                                        l_mut_151_ = _e6456;
                                    }
                                }
                            }
                            uint _e6457 = l_mut_151_;
                            bool l_1843_ = (_e6457 < l_1579_);
                            uint _e6459 = l_mut_151_;
                            bool l_1844_ = (_e6459 == l_1579_);
                            uint _e6461 = l_mut_213_;
                            bool l_1845_ = (_e6461 < l_1575_);
                            if (l_1844_) {
                                local_124 = l_1845_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1846_ = local_124;
                            if (!(l_1843_)) {
                                local_125 = l_1846_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1847_ = local_125;
                            bool l_1848_ = !(l_1847_);
                            uint l_1849_ = uint(l_1848_);
                            uint l_1850_ = (2u - l_1849_);
                            l_mut_219_ = l_1850_;
                        }
                        uint _e6476 = l_mut_219_;
                        bool l_1851_ = (_e6476 > 0u);
                        if (l_1851_) {
                            uint _e6479 = l_mut_219_;
                            bool l_1852_ = (_e6479 == 1u);
                            l_mut_645_ = l_1852_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e6484 = l_mut_628_;
                        bool l_1853_ = !(_e6484);
                        if (l_1853_) {
                            break;
                        }
                        uint _e6486 = l_mut_394_;
                        uint _e6487 = l_mut_440_;
                        bool l_1854_ = (_e6486 < _e6487);
                        uint _e6489 = l_mut_394_;
                        uint _e6490 = l_mut_440_;
                        bool l_1855_ = (_e6489 == _e6490);
                        uint _e6492 = l_mut_421_;
                        uint _e6493 = l_mut_441_;
                        bool l_1856_ = (_e6492 < _e6493);
                        if (l_1855_) {
                            local_126 = l_1856_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1857_ = local_126;
                        if (!(l_1854_)) {
                            local_127 = l_1857_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1858_ = local_127;
                        if (l_1858_) {
                            uint _e6504 = l_mut_441_;
                            uint _e6505 = l_mut_421_;
                            uint l_1859_ = (_e6504 - _e6505);
                            uint _e6507 = l_mut_440_;
                            uint _e6508 = l_mut_394_;
                            uint l_1860_ = (_e6507 - _e6508);
                            uint _e6510 = l_mut_441_;
                            uint _e6511 = l_mut_421_;
                            bool l_1861_ = (_e6510 < _e6511);
                            uint l_1862_ = uint(l_1861_);
                            uint l_1863_ = (l_1860_ - l_1862_);
                            uint _e6515 = l_mut_441_;
                            l_mut_1675_ = _e6515;
                            uint _e6516 = l_mut_440_;
                            l_mut_1670_ = _e6516;
                            uint _e6517 = l_mut_440_;
                            bool l_1864_ = (l_1863_ < _e6517);
                            uint _e6519 = l_mut_440_;
                            bool l_1865_ = (l_1863_ == _e6519);
                            uint _e6521 = l_mut_441_;
                            bool l_1866_ = (l_1859_ < _e6521);
                            if (l_1865_) {
                                local_128 = l_1866_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1867_ = local_128;
                            if (!(l_1864_)) {
                                local_129 = l_1867_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1868_ = local_129;
                            if (l_1868_) {
                                l_mut_1675_ = l_1859_;
                                l_mut_1670_ = l_1863_;
                            }
                            l_mut_350_ = false;
                            uint _e6533 = l_mut_1675_;
                            l_mut_1669_ = _e6533;
                            uint _e6534 = l_mut_1670_;
                            l_mut_275_ = _e6534;
                            if (false) {
                                uint _e6537 = l_mut_1670_;
                                uint l_1871_ = (_e6537 >> 3u);
                                l_mut_1669_ = l_1871_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e6541 = l_mut_1675_;
                                    l_mut_269_ = _e6541;
                                    if (true) {
                                        uint _e6543 = l_mut_1675_;
                                        uint l_1874_ = (_e6543 >> 3u);
                                        uint _e6546 = l_mut_1670_;
                                        uint l_1875_ = (_e6546 << 29u);
                                        uint l_1876_ = (l_1874_ | l_1875_);
                                        l_mut_269_ = l_1876_;
                                    }
                                    uint _e6550 = l_mut_1670_;
                                    uint l_1877_ = (_e6550 >> 3u);
                                    uint _e6553 = l_mut_269_;
                                    l_mut_1669_ = _e6553;
                                    l_mut_275_ = l_1877_;
                                }
                            }
                            uint _e6554 = l_mut_275_;
                            uint _e6555 = l_mut_428_;
                            bool l_1878_ = (_e6554 < _e6555);
                            uint _e6557 = l_mut_275_;
                            uint _e6558 = l_mut_428_;
                            bool l_1879_ = (_e6557 == _e6558);
                            uint _e6560 = l_mut_1669_;
                            uint _e6561 = l_mut_439_;
                            bool l_1880_ = (_e6560 < _e6561);
                            if (l_1879_) {
                                local_130 = l_1880_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1881_ = local_130;
                            if (!(l_1878_)) {
                                local_131 = l_1881_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1882_ = local_131;
                            bool l_1883_ = !(l_1882_);
                            l_mut_350_ = l_1883_;
                            l_mut_1669_ = 0u;
                            uint _e6574 = l_mut_439_;
                            uint _e6575 = l_mut_428_;
                            uint l_1884_ = (_e6574 | _e6575);
                            bool l_1885_ = (l_1884_ == 0u);
                            bool l_1886_ = !(l_1885_);
                            bool _e6580 = l_mut_350_;
                            if (_e6580) {
                                local_132 = l_1886_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1887_ = local_132;
                            uint _e6585 = l_mut_428_;
                            uint _e6586 = l_mut_1670_;
                            bool l_1888_ = (_e6585 < _e6586);
                            uint _e6588 = l_mut_428_;
                            uint _e6589 = l_mut_1670_;
                            bool l_1889_ = (_e6588 == _e6589);
                            uint _e6591 = l_mut_439_;
                            uint _e6592 = l_mut_1675_;
                            bool l_1890_ = (_e6591 < _e6592);
                            if (l_1889_) {
                                local_133 = l_1890_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1891_ = local_133;
                            if (!(l_1888_)) {
                                local_134 = l_1891_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1892_ = local_134;
                            if (l_1887_) {
                                local_135 = l_1892_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1893_ = local_135;
                            uint _e6607 = l_mut_388_;
                            uint _e6608 = l_mut_382_;
                            uint l_1894_ = (_e6607 + _e6608);
                            bool l_1895_ = (l_1894_ < l_1060_);
                            if (l_1893_) {
                                local_136 = l_1895_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1896_ = local_136;
                            if (l_1896_) {
                                uint _e6615 = l_mut_388_;
                                uint l_1897_ = (l_1060_ - _e6615);
                                uint _e6617 = l_mut_382_;
                                uint l_1898_ = (l_1897_ - _e6617);
                                uint _e6619 = l_mut_388_;
                                uint l_1899_ = (l_1898_ / _e6619);
                                uint _e6621 = l_mut_1675_;
                                uint l_1900_ = (_e6621 - 1u);
                                uint _e6624 = l_mut_1670_;
                                uint l_1901_ = (_e6624 - 0u);
                                uint _e6627 = l_mut_1675_;
                                bool l_1902_ = (_e6627 < 1u);
                                uint l_1903_ = uint(l_1902_);
                                uint l_1904_ = (l_1901_ - l_1903_);
                                l_mut_1675_ = l_1900_;
                                l_mut_1670_ = l_1904_;
                                l_mut_275_ = 0u;
                                l_mut_1905_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6720 = l_mut_1905_;
                                        l_mut_1905_ = (_e6720 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6635 = l_mut_1905_;
                                    if ((_e6635 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6639 = l_mut_1905_;
                                        uint l_1906_ = (19u - _e6639);
                                        uint _e6641 = l_mut_1675_;
                                        l_mut_269_ = _e6641;
                                        uint _e6642 = l_mut_1670_;
                                        l_mut_219_ = _e6642;
                                        bool l_1907_ = (l_1906_ >= 32u);
                                        if (l_1907_) {
                                            uint l_1908_ = (l_1906_ & 31u);
                                            uint _e6647 = l_mut_1670_;
                                            uint l_1909_ = (_e6647 >> l_1908_);
                                            l_mut_269_ = l_1909_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1910_ = (l_1906_ > 0u);
                                            if (l_1910_) {
                                                uint _e6652 = l_mut_1675_;
                                                l_mut_213_ = _e6652;
                                                bool l_1911_ = (l_1906_ > 0u);
                                                if (l_1911_) {
                                                    uint _e6655 = l_mut_1675_;
                                                    uint l_1912_ = (_e6655 >> l_1906_);
                                                    uint l_1913_ = (32u - l_1906_);
                                                    uint _e6659 = l_mut_1670_;
                                                    uint l_1914_ = (_e6659 << l_1913_);
                                                    uint l_1915_ = (l_1912_ | l_1914_);
                                                    l_mut_213_ = l_1915_;
                                                }
                                                uint _e6662 = l_mut_1670_;
                                                uint l_1916_ = (_e6662 >> l_1906_);
                                                uint _e6664 = l_mut_213_;
                                                l_mut_269_ = _e6664;
                                                l_mut_219_ = l_1916_;
                                            }
                                        }
                                        uint _e6665 = l_mut_219_;
                                        uint _e6666 = l_mut_428_;
                                        bool l_1917_ = (_e6665 < _e6666);
                                        uint _e6668 = l_mut_219_;
                                        uint _e6669 = l_mut_428_;
                                        bool l_1918_ = (_e6668 == _e6669);
                                        uint _e6671 = l_mut_269_;
                                        uint _e6672 = l_mut_439_;
                                        bool l_1919_ = (_e6671 < _e6672);
                                        if (l_1918_) {
                                            local_137 = l_1919_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1920_ = local_137;
                                        if (!(l_1917_)) {
                                            local_138 = l_1920_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1921_ = local_138;
                                        bool l_1922_ = !(l_1921_);
                                        if (l_1922_) {
                                            uint _e6684 = l_mut_439_;
                                            l_mut_269_ = _e6684;
                                            uint _e6685 = l_mut_428_;
                                            l_mut_219_ = _e6685;
                                            bool l_1923_ = (l_1906_ >= 32u);
                                            if (l_1923_) {
                                                uint l_1924_ = (l_1906_ & 31u);
                                                uint _e6690 = l_mut_439_;
                                                uint l_1925_ = (_e6690 << l_1924_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1925_;
                                            } else {
                                                bool l_1926_ = (l_1906_ > 0u);
                                                if (l_1926_) {
                                                    uint _e6695 = l_mut_439_;
                                                    uint l_1927_ = (_e6695 << l_1906_);
                                                    uint _e6697 = l_mut_428_;
                                                    uint l_1928_ = (_e6697 << l_1906_);
                                                    uint l_1929_ = (32u - l_1906_);
                                                    uint _e6701 = l_mut_439_;
                                                    uint l_1930_ = (_e6701 >> l_1929_);
                                                    uint l_1931_ = (l_1928_ | l_1930_);
                                                    l_mut_269_ = l_1927_;
                                                    l_mut_219_ = l_1931_;
                                                }
                                            }
                                            uint _e6704 = l_mut_1675_;
                                            uint _e6705 = l_mut_269_;
                                            uint l_1932_ = (_e6704 - _e6705);
                                            uint _e6707 = l_mut_1670_;
                                            uint _e6708 = l_mut_219_;
                                            uint l_1933_ = (_e6707 - _e6708);
                                            uint _e6710 = l_mut_1675_;
                                            uint _e6711 = l_mut_269_;
                                            bool l_1934_ = (_e6710 < _e6711);
                                            uint l_1935_ = uint(l_1934_);
                                            uint l_1936_ = (l_1933_ - l_1935_);
                                            l_mut_1675_ = l_1932_;
                                            l_mut_1670_ = l_1936_;
                                            uint l_1937_ = (1u << l_1906_);
                                            uint _e6717 = l_mut_275_;
                                            l_mut_275_ = (_e6717 | l_1937_);
                                        }
                                    }
                                }
                                uint _e6722 = l_mut_275_;
                                uint l_1938_ = min(_e6722, l_1899_);
                                l_mut_275_ = l_1938_;
                                uint _e6724 = l_mut_1670_;
                                uint _e6725 = l_mut_428_;
                                bool l_1939_ = (_e6724 < _e6725);
                                uint _e6727 = l_mut_1670_;
                                uint _e6728 = l_mut_428_;
                                bool l_1940_ = (_e6727 == _e6728);
                                uint _e6730 = l_mut_1675_;
                                uint _e6731 = l_mut_439_;
                                bool l_1941_ = (_e6730 < _e6731);
                                if (l_1940_) {
                                    local_139 = l_1941_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1942_ = local_139;
                                if (!(l_1939_)) {
                                    local_140 = l_1942_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1943_ = local_140;
                                bool l_1944_ = !(l_1943_);
                                if (l_1944_) {
                                    l_mut_275_ = l_1899_;
                                }
                                uint _e6743 = l_mut_275_;
                                l_mut_1669_ = _e6743;
                            }
                            uint _e6744 = l_mut_1669_;
                            bool l_1945_ = (_e6744 > 0u);
                            if (l_1945_) {
                                uint _e6747 = l_mut_439_;
                                uint _e6748 = l_mut_1669_;
                                uint l_1946_ = (_e6747 * _e6748);
                                uint _e6750 = l_mut_439_;
                                uint l_4265_ = (_e6750 & 65535u);
                                uint _e6753 = l_mut_439_;
                                uint l_4266_ = (_e6753 >> 16u);
                                uint l_4267_ = (l_4266_ & 65535u);
                                uint _e6758 = l_mut_1669_;
                                uint l_4268_ = (_e6758 & 65535u);
                                uint _e6761 = l_mut_1669_;
                                uint l_4269_ = (_e6761 >> 16u);
                                uint l_4270_ = (l_4269_ & 65535u);
                                uint l_4271_ = (l_4265_ * l_4268_);
                                uint l_4272_ = (l_4267_ * l_4268_);
                                uint l_4273_ = (l_4265_ * l_4270_);
                                uint l_4274_ = (l_4267_ * l_4270_);
                                uint l_4275_ = (l_4271_ >> 16u);
                                uint l_4276_ = (l_4275_ & 65535u);
                                uint l_4277_ = (l_4272_ & 65535u);
                                uint l_4278_ = (l_4276_ + l_4277_);
                                uint l_4279_ = (l_4273_ & 65535u);
                                uint l_4280_ = (l_4278_ + l_4279_);
                                uint l_4281_ = (l_4272_ >> 16u);
                                uint l_4282_ = (l_4281_ & 65535u);
                                uint l_4283_ = (l_4274_ + l_4282_);
                                uint l_4284_ = (l_4273_ >> 16u);
                                uint l_4285_ = (l_4284_ & 65535u);
                                uint l_4286_ = (l_4283_ + l_4285_);
                                uint l_4287_ = (l_4280_ >> 16u);
                                uint l_4288_ = (l_4287_ & 65535u);
                                uint l_1947_ = (l_4286_ + l_4288_);
                                uint _e6795 = l_mut_428_;
                                uint _e6796 = l_mut_1669_;
                                uint l_1948_ = (_e6795 * _e6796);
                                uint l_1949_ = (l_1947_ + l_1948_);
                                uint _e6799 = l_mut_441_;
                                uint l_1950_ = (_e6799 - l_1946_);
                                uint _e6801 = l_mut_440_;
                                uint l_1951_ = (_e6801 - l_1949_);
                                uint _e6803 = l_mut_441_;
                                bool l_1952_ = (_e6803 < l_1946_);
                                uint l_1953_ = uint(l_1952_);
                                uint l_1954_ = (l_1951_ - l_1953_);
                                l_mut_441_ = l_1950_;
                                l_mut_440_ = l_1954_;
                                uint _e6807 = l_mut_1669_;
                                uint _e6808 = l_mut_388_;
                                uint l_1955_ = (_e6807 * _e6808);
                                uint _e6810 = l_mut_382_;
                                l_mut_382_ = (_e6810 + l_1955_);
                            } else {
                                uint _e6812 = l_mut_388_;
                                uint l_1956_ = (l_1060_ - _e6812);
                                uint _e6814 = l_mut_382_;
                                uint l_1957_ = (l_1956_ / _e6814);
                                l_mut_1675_ = 0u;
                                l_mut_350_ = false;
                                uint _e6818 = l_mut_439_;
                                l_mut_1670_ = _e6818;
                                uint _e6819 = l_mut_428_;
                                l_mut_1669_ = _e6819;
                                if (false) {
                                    uint _e6822 = l_mut_428_;
                                    uint l_1960_ = (_e6822 >> 3u);
                                    l_mut_1670_ = l_1960_;
                                    l_mut_1669_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e6826 = l_mut_439_;
                                        l_mut_275_ = _e6826;
                                        if (true) {
                                            uint _e6828 = l_mut_439_;
                                            uint l_1963_ = (_e6828 >> 3u);
                                            uint _e6831 = l_mut_428_;
                                            uint l_1964_ = (_e6831 << 29u);
                                            uint l_1965_ = (l_1963_ | l_1964_);
                                            l_mut_275_ = l_1965_;
                                        }
                                        uint _e6835 = l_mut_428_;
                                        uint l_1966_ = (_e6835 >> 3u);
                                        uint _e6838 = l_mut_275_;
                                        l_mut_1670_ = _e6838;
                                        l_mut_1669_ = l_1966_;
                                    }
                                }
                                uint _e6839 = l_mut_1669_;
                                uint _e6840 = l_mut_440_;
                                bool l_1967_ = (_e6839 < _e6840);
                                uint _e6842 = l_mut_1669_;
                                uint _e6843 = l_mut_440_;
                                bool l_1968_ = (_e6842 == _e6843);
                                uint _e6845 = l_mut_1670_;
                                uint _e6846 = l_mut_441_;
                                bool l_1969_ = (_e6845 < _e6846);
                                if (l_1968_) {
                                    local_141 = l_1969_;
                                } else {
                                    local_141 = false;
                                }
                                bool l_1970_ = local_141;
                                if (!(l_1967_)) {
                                    local_142 = l_1970_;
                                } else {
                                    local_142 = true;
                                }
                                bool l_1971_ = local_142;
                                bool l_1972_ = !(l_1971_);
                                l_mut_350_ = l_1972_;
                                uint _e6858 = l_mut_441_;
                                uint _e6859 = l_mut_440_;
                                uint l_1973_ = (_e6858 | _e6859);
                                bool l_1974_ = (l_1973_ == 0u);
                                if (l_1974_) {
                                    l_mut_1675_ = l_1957_;
                                } else {
                                    bool _e6863 = l_mut_350_;
                                    if (_e6863) {
                                        uint _e6864 = l_mut_440_;
                                        uint _e6865 = l_mut_428_;
                                        bool l_1975_ = (_e6864 < _e6865);
                                        uint _e6867 = l_mut_440_;
                                        uint _e6868 = l_mut_428_;
                                        bool l_1976_ = (_e6867 == _e6868);
                                        uint _e6870 = l_mut_441_;
                                        uint _e6871 = l_mut_439_;
                                        bool l_1977_ = (_e6870 < _e6871);
                                        if (l_1976_) {
                                            local_143 = l_1977_;
                                        } else {
                                            local_143 = false;
                                        }
                                        bool l_1978_ = local_143;
                                        if (!(l_1975_)) {
                                            local_144 = l_1978_;
                                        } else {
                                            local_144 = true;
                                        }
                                        bool l_1979_ = local_144;
                                        if (l_1979_) {
                                            uint _e6882 = l_mut_439_;
                                            uint l_1980_ = (_e6882 - 1u);
                                            uint _e6885 = l_mut_428_;
                                            uint l_1981_ = (_e6885 - 0u);
                                            uint _e6888 = l_mut_439_;
                                            bool l_1982_ = (_e6888 < 1u);
                                            uint l_1983_ = uint(l_1982_);
                                            uint l_1984_ = (l_1981_ - l_1983_);
                                            l_mut_1670_ = l_1980_;
                                            l_mut_1669_ = l_1984_;
                                            l_mut_275_ = 0u;
                                            l_mut_1985_ = 0u;
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (!loop_init_10) {
                                                    uint _e6981 = l_mut_1985_;
                                                    l_mut_1985_ = (_e6981 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e6896 = l_mut_1985_;
                                                if ((_e6896 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6900 = l_mut_1985_;
                                                    uint l_1986_ = (19u - _e6900);
                                                    uint _e6902 = l_mut_1670_;
                                                    l_mut_269_ = _e6902;
                                                    uint _e6903 = l_mut_1669_;
                                                    l_mut_219_ = _e6903;
                                                    bool l_1987_ = (l_1986_ >= 32u);
                                                    if (l_1987_) {
                                                        uint l_1988_ = (l_1986_ & 31u);
                                                        uint _e6908 = l_mut_1669_;
                                                        uint l_1989_ = (_e6908 >> l_1988_);
                                                        l_mut_269_ = l_1989_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1990_ = (l_1986_ > 0u);
                                                        if (l_1990_) {
                                                            uint _e6913 = l_mut_1670_;
                                                            l_mut_213_ = _e6913;
                                                            bool l_1991_ = (l_1986_ > 0u);
                                                            if (l_1991_) {
                                                                uint _e6916 = l_mut_1670_;
                                                                uint l_1992_ = (_e6916 >> l_1986_);
                                                                uint l_1993_ = (32u - l_1986_);
                                                                uint _e6920 = l_mut_1669_;
                                                                uint l_1994_ = (_e6920 << l_1993_);
                                                                uint l_1995_ = (l_1992_ | l_1994_);
                                                                l_mut_213_ = l_1995_;
                                                            }
                                                            uint _e6923 = l_mut_1669_;
                                                            uint l_1996_ = (_e6923 >> l_1986_);
                                                            uint _e6925 = l_mut_213_;
                                                            l_mut_269_ = _e6925;
                                                            l_mut_219_ = l_1996_;
                                                        }
                                                    }
                                                    uint _e6926 = l_mut_219_;
                                                    uint _e6927 = l_mut_440_;
                                                    bool l_1997_ = (_e6926 < _e6927);
                                                    uint _e6929 = l_mut_219_;
                                                    uint _e6930 = l_mut_440_;
                                                    bool l_1998_ = (_e6929 == _e6930);
                                                    uint _e6932 = l_mut_269_;
                                                    uint _e6933 = l_mut_441_;
                                                    bool l_1999_ = (_e6932 < _e6933);
                                                    if (l_1998_) {
                                                        local_145 = l_1999_;
                                                    } else {
                                                        local_145 = false;
                                                    }
                                                    bool l_2000_ = local_145;
                                                    if (!(l_1997_)) {
                                                        local_146 = l_2000_;
                                                    } else {
                                                        local_146 = true;
                                                    }
                                                    bool l_2001_ = local_146;
                                                    bool l_2002_ = !(l_2001_);
                                                    if (l_2002_) {
                                                        uint _e6945 = l_mut_441_;
                                                        l_mut_269_ = _e6945;
                                                        uint _e6946 = l_mut_440_;
                                                        l_mut_219_ = _e6946;
                                                        bool l_2003_ = (l_1986_ >= 32u);
                                                        if (l_2003_) {
                                                            uint l_2004_ = (l_1986_ & 31u);
                                                            uint _e6951 = l_mut_441_;
                                                            uint l_2005_ = (_e6951 << l_2004_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_2005_;
                                                        } else {
                                                            bool l_2006_ = (l_1986_ > 0u);
                                                            if (l_2006_) {
                                                                uint _e6956 = l_mut_441_;
                                                                uint l_2007_ = (_e6956 << l_1986_);
                                                                uint _e6958 = l_mut_440_;
                                                                uint l_2008_ = (_e6958 << l_1986_);
                                                                uint l_2009_ = (32u - l_1986_);
                                                                uint _e6962 = l_mut_441_;
                                                                uint l_2010_ = (_e6962 >> l_2009_);
                                                                uint l_2011_ = (l_2008_ | l_2010_);
                                                                l_mut_269_ = l_2007_;
                                                                l_mut_219_ = l_2011_;
                                                            }
                                                        }
                                                        uint _e6965 = l_mut_1670_;
                                                        uint _e6966 = l_mut_269_;
                                                        uint l_2012_ = (_e6965 - _e6966);
                                                        uint _e6968 = l_mut_1669_;
                                                        uint _e6969 = l_mut_219_;
                                                        uint l_2013_ = (_e6968 - _e6969);
                                                        uint _e6971 = l_mut_1670_;
                                                        uint _e6972 = l_mut_269_;
                                                        bool l_2014_ = (_e6971 < _e6972);
                                                        uint l_2015_ = uint(l_2014_);
                                                        uint l_2016_ = (l_2013_ - l_2015_);
                                                        l_mut_1670_ = l_2012_;
                                                        l_mut_1669_ = l_2016_;
                                                        uint l_2017_ = (1u << l_1986_);
                                                        uint _e6978 = l_mut_275_;
                                                        l_mut_275_ = (_e6978 | l_2017_);
                                                    }
                                                }
                                            }
                                            uint _e6983 = l_mut_275_;
                                            uint l_2018_ = min(_e6983, l_1957_);
                                            l_mut_275_ = l_2018_;
                                            uint _e6985 = l_mut_1669_;
                                            uint _e6986 = l_mut_440_;
                                            bool l_2019_ = (_e6985 < _e6986);
                                            uint _e6988 = l_mut_1669_;
                                            uint _e6989 = l_mut_440_;
                                            bool l_2020_ = (_e6988 == _e6989);
                                            uint _e6991 = l_mut_1670_;
                                            uint _e6992 = l_mut_441_;
                                            bool l_2021_ = (_e6991 < _e6992);
                                            if (l_2020_) {
                                                local_147 = l_2021_;
                                            } else {
                                                local_147 = false;
                                            }
                                            bool l_2022_ = local_147;
                                            if (!(l_2019_)) {
                                                local_148 = l_2022_;
                                            } else {
                                                local_148 = true;
                                            }
                                            bool l_2023_ = local_148;
                                            bool l_2024_ = !(l_2023_);
                                            if (l_2024_) {
                                                l_mut_275_ = l_1957_;
                                            }
                                            uint _e7004 = l_mut_275_;
                                            l_mut_1675_ = _e7004;
                                        }
                                    } else {
                                        uint _e7005 = l_mut_439_;
                                        l_mut_1670_ = _e7005;
                                        uint _e7006 = l_mut_428_;
                                        l_mut_1669_ = _e7006;
                                        while(true) {
                                            uint _e7007 = l_mut_440_;
                                            uint _e7008 = l_mut_1669_;
                                            bool l_2025_ = (_e7007 < _e7008);
                                            uint _e7010 = l_mut_440_;
                                            uint _e7011 = l_mut_1669_;
                                            bool l_2026_ = (_e7010 == _e7011);
                                            uint _e7013 = l_mut_441_;
                                            uint _e7014 = l_mut_1670_;
                                            bool l_2027_ = (_e7013 < _e7014);
                                            if (l_2026_) {
                                                local_149 = l_2027_;
                                            } else {
                                                local_149 = false;
                                            }
                                            bool l_2028_ = local_149;
                                            if (!(l_2025_)) {
                                                local_150 = l_2028_;
                                            } else {
                                                local_150 = true;
                                            }
                                            bool l_2029_ = local_150;
                                            uint _e7025 = l_mut_1675_;
                                            uint _e7026 = l_mut_382_;
                                            uint l_2030_ = (_e7025 * _e7026);
                                            uint _e7028 = l_mut_388_;
                                            uint l_2031_ = (_e7028 + l_2030_);
                                            uint _e7030 = l_mut_382_;
                                            uint l_2032_ = (l_2031_ + _e7030);
                                            bool l_2033_ = (l_2032_ < l_1060_);
                                            if (l_2029_) {
                                                local_151 = l_2033_;
                                            } else {
                                                local_151 = false;
                                            }
                                            bool l_2034_ = local_151;
                                            bool l_2035_ = !(l_2034_);
                                            if (l_2035_) {
                                                break;
                                            }
                                            uint _e7038 = l_mut_1670_;
                                            uint _e7039 = l_mut_441_;
                                            uint l_2036_ = (_e7038 - _e7039);
                                            uint _e7041 = l_mut_1669_;
                                            uint _e7042 = l_mut_440_;
                                            uint l_2037_ = (_e7041 - _e7042);
                                            uint _e7044 = l_mut_1670_;
                                            uint _e7045 = l_mut_441_;
                                            bool l_2038_ = (_e7044 < _e7045);
                                            uint l_2039_ = uint(l_2038_);
                                            uint l_2040_ = (l_2037_ - l_2039_);
                                            l_mut_1670_ = l_2036_;
                                            l_mut_1669_ = l_2040_;
                                            uint _e7049 = l_mut_1675_;
                                            l_mut_1675_ = (_e7049 + 1u);
                                        }
                                    }
                                }
                                uint _e7052 = l_mut_1675_;
                                uint _e7053 = l_mut_382_;
                                uint l_2041_ = (_e7052 * _e7053);
                                uint _e7055 = l_mut_388_;
                                uint l_2042_ = (_e7055 + l_2041_);
                                uint _e7057 = l_mut_382_;
                                uint l_2043_ = (l_2042_ + _e7057);
                                bool l_2044_ = (l_2043_ >= l_1060_);
                                if (l_2044_) {
                                    l_mut_645_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e7062 = l_mut_441_;
                                    uint _e7063 = l_mut_1675_;
                                    uint l_2045_ = (_e7062 * _e7063);
                                    uint _e7065 = l_mut_441_;
                                    uint l_4290_ = (_e7065 & 65535u);
                                    uint _e7068 = l_mut_441_;
                                    uint l_4291_ = (_e7068 >> 16u);
                                    uint l_4292_ = (l_4291_ & 65535u);
                                    uint _e7073 = l_mut_1675_;
                                    uint l_4293_ = (_e7073 & 65535u);
                                    uint _e7076 = l_mut_1675_;
                                    uint l_4294_ = (_e7076 >> 16u);
                                    uint l_4295_ = (l_4294_ & 65535u);
                                    uint l_4296_ = (l_4290_ * l_4293_);
                                    uint l_4297_ = (l_4292_ * l_4293_);
                                    uint l_4298_ = (l_4290_ * l_4295_);
                                    uint l_4299_ = (l_4292_ * l_4295_);
                                    uint l_4300_ = (l_4296_ >> 16u);
                                    uint l_4301_ = (l_4300_ & 65535u);
                                    uint l_4302_ = (l_4297_ & 65535u);
                                    uint l_4303_ = (l_4301_ + l_4302_);
                                    uint l_4304_ = (l_4298_ & 65535u);
                                    uint l_4305_ = (l_4303_ + l_4304_);
                                    uint l_4306_ = (l_4297_ >> 16u);
                                    uint l_4307_ = (l_4306_ & 65535u);
                                    uint l_4308_ = (l_4299_ + l_4307_);
                                    uint l_4309_ = (l_4298_ >> 16u);
                                    uint l_4310_ = (l_4309_ & 65535u);
                                    uint l_4311_ = (l_4308_ + l_4310_);
                                    uint l_4312_ = (l_4305_ >> 16u);
                                    uint l_4313_ = (l_4312_ & 65535u);
                                    uint l_2046_ = (l_4311_ + l_4313_);
                                    uint _e7110 = l_mut_440_;
                                    uint _e7111 = l_mut_1675_;
                                    uint l_2047_ = (_e7110 * _e7111);
                                    uint l_2048_ = (l_2046_ + l_2047_);
                                    uint _e7114 = l_mut_439_;
                                    uint l_2049_ = (_e7114 - l_2045_);
                                    uint _e7116 = l_mut_428_;
                                    uint l_2050_ = (_e7116 - l_2048_);
                                    uint _e7118 = l_mut_439_;
                                    bool l_2051_ = (_e7118 < l_2045_);
                                    uint l_2052_ = uint(l_2051_);
                                    uint l_2053_ = (l_2050_ - l_2052_);
                                    l_mut_439_ = l_2049_;
                                    l_mut_428_ = l_2053_;
                                    uint _e7122 = l_mut_1675_;
                                    uint _e7123 = l_mut_382_;
                                    uint l_2054_ = (_e7122 * _e7123);
                                    uint _e7125 = l_mut_388_;
                                    l_mut_388_ = (_e7125 + l_2054_);
                                    uint _e7127 = l_mut_441_;
                                    uint _e7128 = l_mut_439_;
                                    uint l_2055_ = (_e7127 - _e7128);
                                    uint _e7130 = l_mut_440_;
                                    uint _e7131 = l_mut_428_;
                                    uint l_2056_ = (_e7130 - _e7131);
                                    uint _e7133 = l_mut_441_;
                                    uint _e7134 = l_mut_439_;
                                    bool l_2057_ = (_e7133 < _e7134);
                                    uint l_2058_ = uint(l_2057_);
                                    uint l_2059_ = (l_2056_ - l_2058_);
                                    l_mut_441_ = l_2055_;
                                    l_mut_440_ = l_2059_;
                                    uint _e7138 = l_mut_382_;
                                    uint _e7139 = l_mut_388_;
                                    l_mut_382_ = (_e7138 + _e7139);
                                }
                            }
                        } else {
                            uint _e7141 = l_mut_421_;
                            uint l_2060_ = (_e7141 - l_1575_);
                            uint _e7143 = l_mut_394_;
                            uint l_2061_ = (_e7143 - l_1579_);
                            uint _e7145 = l_mut_421_;
                            bool l_2062_ = (_e7145 < l_1575_);
                            uint l_2063_ = uint(l_2062_);
                            uint l_2064_ = (l_2061_ - l_2063_);
                            uint _e7149 = l_mut_439_;
                            l_mut_1675_ = _e7149;
                            uint _e7150 = l_mut_428_;
                            l_mut_1670_ = _e7150;
                            uint _e7151 = l_mut_428_;
                            bool l_2065_ = (l_2064_ < _e7151);
                            uint _e7153 = l_mut_428_;
                            bool l_2066_ = (l_2064_ == _e7153);
                            uint _e7155 = l_mut_439_;
                            bool l_2067_ = (l_2060_ < _e7155);
                            if (l_2066_) {
                                local_152 = l_2067_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2068_ = local_152;
                            if (!(l_2065_)) {
                                local_153 = l_2068_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2069_ = local_153;
                            if (l_2069_) {
                                l_mut_1675_ = l_2060_;
                                l_mut_1670_ = l_2064_;
                            }
                            l_mut_350_ = false;
                            uint _e7167 = l_mut_1675_;
                            l_mut_1669_ = _e7167;
                            uint _e7168 = l_mut_1670_;
                            l_mut_275_ = _e7168;
                            if (false) {
                                uint _e7171 = l_mut_1670_;
                                uint l_2072_ = (_e7171 >> 3u);
                                l_mut_1669_ = l_2072_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e7175 = l_mut_1675_;
                                    l_mut_269_ = _e7175;
                                    if (true) {
                                        uint _e7177 = l_mut_1675_;
                                        uint l_2075_ = (_e7177 >> 3u);
                                        uint _e7180 = l_mut_1670_;
                                        uint l_2076_ = (_e7180 << 29u);
                                        uint l_2077_ = (l_2075_ | l_2076_);
                                        l_mut_269_ = l_2077_;
                                    }
                                    uint _e7184 = l_mut_1670_;
                                    uint l_2078_ = (_e7184 >> 3u);
                                    uint _e7187 = l_mut_269_;
                                    l_mut_1669_ = _e7187;
                                    l_mut_275_ = l_2078_;
                                }
                            }
                            uint _e7188 = l_mut_275_;
                            uint _e7189 = l_mut_440_;
                            bool l_2079_ = (_e7188 < _e7189);
                            uint _e7191 = l_mut_275_;
                            uint _e7192 = l_mut_440_;
                            bool l_2080_ = (_e7191 == _e7192);
                            uint _e7194 = l_mut_1669_;
                            uint _e7195 = l_mut_441_;
                            bool l_2081_ = (_e7194 < _e7195);
                            if (l_2080_) {
                                local_154 = l_2081_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2082_ = local_154;
                            if (!(l_2079_)) {
                                local_155 = l_2082_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2083_ = local_155;
                            bool l_2084_ = !(l_2083_);
                            l_mut_350_ = l_2084_;
                            l_mut_1669_ = 0u;
                            uint _e7208 = l_mut_441_;
                            uint _e7209 = l_mut_440_;
                            uint l_2085_ = (_e7208 | _e7209);
                            bool l_2086_ = (l_2085_ == 0u);
                            bool l_2087_ = !(l_2086_);
                            bool _e7214 = l_mut_350_;
                            if (_e7214) {
                                local_156 = l_2087_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2088_ = local_156;
                            uint _e7219 = l_mut_440_;
                            uint _e7220 = l_mut_1670_;
                            bool l_2089_ = (_e7219 < _e7220);
                            uint _e7222 = l_mut_440_;
                            uint _e7223 = l_mut_1670_;
                            bool l_2090_ = (_e7222 == _e7223);
                            uint _e7225 = l_mut_441_;
                            uint _e7226 = l_mut_1675_;
                            bool l_2091_ = (_e7225 < _e7226);
                            if (l_2090_) {
                                local_157 = l_2091_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2092_ = local_157;
                            if (!(l_2089_)) {
                                local_158 = l_2092_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2093_ = local_158;
                            if (l_2088_) {
                                local_159 = l_2093_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2094_ = local_159;
                            uint _e7241 = l_mut_382_;
                            uint _e7242 = l_mut_388_;
                            uint l_2095_ = (_e7241 + _e7242);
                            bool l_2096_ = (l_2095_ < l_1060_);
                            if (l_2094_) {
                                local_160 = l_2096_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2097_ = local_160;
                            if (l_2097_) {
                                uint _e7249 = l_mut_382_;
                                uint l_2098_ = (l_1060_ - _e7249);
                                uint _e7251 = l_mut_388_;
                                uint l_2099_ = (l_2098_ - _e7251);
                                uint _e7253 = l_mut_382_;
                                uint l_2100_ = (l_2099_ / _e7253);
                                uint _e7255 = l_mut_1675_;
                                uint l_2101_ = (_e7255 - 1u);
                                uint _e7258 = l_mut_1670_;
                                uint l_2102_ = (_e7258 - 0u);
                                uint _e7261 = l_mut_1675_;
                                bool l_2103_ = (_e7261 < 1u);
                                uint l_2104_ = uint(l_2103_);
                                uint l_2105_ = (l_2102_ - l_2104_);
                                l_mut_1675_ = l_2101_;
                                l_mut_1670_ = l_2105_;
                                l_mut_275_ = 0u;
                                l_mut_2106_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7354 = l_mut_2106_;
                                        l_mut_2106_ = (_e7354 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7269 = l_mut_2106_;
                                    if ((_e7269 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7273 = l_mut_2106_;
                                        uint l_2107_ = (19u - _e7273);
                                        uint _e7275 = l_mut_1675_;
                                        l_mut_269_ = _e7275;
                                        uint _e7276 = l_mut_1670_;
                                        l_mut_219_ = _e7276;
                                        bool l_2108_ = (l_2107_ >= 32u);
                                        if (l_2108_) {
                                            uint l_2109_ = (l_2107_ & 31u);
                                            uint _e7281 = l_mut_1670_;
                                            uint l_2110_ = (_e7281 >> l_2109_);
                                            l_mut_269_ = l_2110_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2111_ = (l_2107_ > 0u);
                                            if (l_2111_) {
                                                uint _e7286 = l_mut_1675_;
                                                l_mut_213_ = _e7286;
                                                bool l_2112_ = (l_2107_ > 0u);
                                                if (l_2112_) {
                                                    uint _e7289 = l_mut_1675_;
                                                    uint l_2113_ = (_e7289 >> l_2107_);
                                                    uint l_2114_ = (32u - l_2107_);
                                                    uint _e7293 = l_mut_1670_;
                                                    uint l_2115_ = (_e7293 << l_2114_);
                                                    uint l_2116_ = (l_2113_ | l_2115_);
                                                    l_mut_213_ = l_2116_;
                                                }
                                                uint _e7296 = l_mut_1670_;
                                                uint l_2117_ = (_e7296 >> l_2107_);
                                                uint _e7298 = l_mut_213_;
                                                l_mut_269_ = _e7298;
                                                l_mut_219_ = l_2117_;
                                            }
                                        }
                                        uint _e7299 = l_mut_219_;
                                        uint _e7300 = l_mut_440_;
                                        bool l_2118_ = (_e7299 < _e7300);
                                        uint _e7302 = l_mut_219_;
                                        uint _e7303 = l_mut_440_;
                                        bool l_2119_ = (_e7302 == _e7303);
                                        uint _e7305 = l_mut_269_;
                                        uint _e7306 = l_mut_441_;
                                        bool l_2120_ = (_e7305 < _e7306);
                                        if (l_2119_) {
                                            local_161 = l_2120_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2121_ = local_161;
                                        if (!(l_2118_)) {
                                            local_162 = l_2121_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2122_ = local_162;
                                        bool l_2123_ = !(l_2122_);
                                        if (l_2123_) {
                                            uint _e7318 = l_mut_441_;
                                            l_mut_269_ = _e7318;
                                            uint _e7319 = l_mut_440_;
                                            l_mut_219_ = _e7319;
                                            bool l_2124_ = (l_2107_ >= 32u);
                                            if (l_2124_) {
                                                uint l_2125_ = (l_2107_ & 31u);
                                                uint _e7324 = l_mut_441_;
                                                uint l_2126_ = (_e7324 << l_2125_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2126_;
                                            } else {
                                                bool l_2127_ = (l_2107_ > 0u);
                                                if (l_2127_) {
                                                    uint _e7329 = l_mut_441_;
                                                    uint l_2128_ = (_e7329 << l_2107_);
                                                    uint _e7331 = l_mut_440_;
                                                    uint l_2129_ = (_e7331 << l_2107_);
                                                    uint l_2130_ = (32u - l_2107_);
                                                    uint _e7335 = l_mut_441_;
                                                    uint l_2131_ = (_e7335 >> l_2130_);
                                                    uint l_2132_ = (l_2129_ | l_2131_);
                                                    l_mut_269_ = l_2128_;
                                                    l_mut_219_ = l_2132_;
                                                }
                                            }
                                            uint _e7338 = l_mut_1675_;
                                            uint _e7339 = l_mut_269_;
                                            uint l_2133_ = (_e7338 - _e7339);
                                            uint _e7341 = l_mut_1670_;
                                            uint _e7342 = l_mut_219_;
                                            uint l_2134_ = (_e7341 - _e7342);
                                            uint _e7344 = l_mut_1675_;
                                            uint _e7345 = l_mut_269_;
                                            bool l_2135_ = (_e7344 < _e7345);
                                            uint l_2136_ = uint(l_2135_);
                                            uint l_2137_ = (l_2134_ - l_2136_);
                                            l_mut_1675_ = l_2133_;
                                            l_mut_1670_ = l_2137_;
                                            uint l_2138_ = (1u << l_2107_);
                                            uint _e7351 = l_mut_275_;
                                            l_mut_275_ = (_e7351 | l_2138_);
                                        }
                                    }
                                }
                                uint _e7356 = l_mut_275_;
                                uint l_2139_ = min(_e7356, l_2100_);
                                l_mut_275_ = l_2139_;
                                uint _e7358 = l_mut_1670_;
                                uint _e7359 = l_mut_440_;
                                bool l_2140_ = (_e7358 < _e7359);
                                uint _e7361 = l_mut_1670_;
                                uint _e7362 = l_mut_440_;
                                bool l_2141_ = (_e7361 == _e7362);
                                uint _e7364 = l_mut_1675_;
                                uint _e7365 = l_mut_441_;
                                bool l_2142_ = (_e7364 < _e7365);
                                if (l_2141_) {
                                    local_163 = l_2142_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2143_ = local_163;
                                if (!(l_2140_)) {
                                    local_164 = l_2143_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2144_ = local_164;
                                bool l_2145_ = !(l_2144_);
                                if (l_2145_) {
                                    l_mut_275_ = l_2100_;
                                }
                                uint _e7377 = l_mut_275_;
                                l_mut_1669_ = _e7377;
                            }
                            uint _e7378 = l_mut_1669_;
                            bool l_2146_ = (_e7378 > 0u);
                            if (l_2146_) {
                                uint _e7381 = l_mut_441_;
                                uint _e7382 = l_mut_1669_;
                                uint l_2147_ = (_e7381 * _e7382);
                                uint _e7384 = l_mut_441_;
                                uint l_4315_ = (_e7384 & 65535u);
                                uint _e7387 = l_mut_441_;
                                uint l_4316_ = (_e7387 >> 16u);
                                uint l_4317_ = (l_4316_ & 65535u);
                                uint _e7392 = l_mut_1669_;
                                uint l_4318_ = (_e7392 & 65535u);
                                uint _e7395 = l_mut_1669_;
                                uint l_4319_ = (_e7395 >> 16u);
                                uint l_4320_ = (l_4319_ & 65535u);
                                uint l_4321_ = (l_4315_ * l_4318_);
                                uint l_4322_ = (l_4317_ * l_4318_);
                                uint l_4323_ = (l_4315_ * l_4320_);
                                uint l_4324_ = (l_4317_ * l_4320_);
                                uint l_4325_ = (l_4321_ >> 16u);
                                uint l_4326_ = (l_4325_ & 65535u);
                                uint l_4327_ = (l_4322_ & 65535u);
                                uint l_4328_ = (l_4326_ + l_4327_);
                                uint l_4329_ = (l_4323_ & 65535u);
                                uint l_4330_ = (l_4328_ + l_4329_);
                                uint l_4331_ = (l_4322_ >> 16u);
                                uint l_4332_ = (l_4331_ & 65535u);
                                uint l_4333_ = (l_4324_ + l_4332_);
                                uint l_4334_ = (l_4323_ >> 16u);
                                uint l_4335_ = (l_4334_ & 65535u);
                                uint l_4336_ = (l_4333_ + l_4335_);
                                uint l_4337_ = (l_4330_ >> 16u);
                                uint l_4338_ = (l_4337_ & 65535u);
                                uint l_2148_ = (l_4336_ + l_4338_);
                                uint _e7429 = l_mut_440_;
                                uint _e7430 = l_mut_1669_;
                                uint l_2149_ = (_e7429 * _e7430);
                                uint l_2150_ = (l_2148_ + l_2149_);
                                uint _e7433 = l_mut_421_;
                                uint l_2151_ = (_e7433 - l_2147_);
                                uint _e7435 = l_mut_394_;
                                uint l_2152_ = (_e7435 - l_2150_);
                                uint _e7437 = l_mut_421_;
                                bool l_2153_ = (_e7437 < l_2147_);
                                uint l_2154_ = uint(l_2153_);
                                uint l_2155_ = (l_2152_ - l_2154_);
                                l_mut_421_ = l_2151_;
                                l_mut_394_ = l_2155_;
                                uint _e7441 = l_mut_439_;
                                uint l_2156_ = (_e7441 - l_2147_);
                                uint _e7443 = l_mut_428_;
                                uint l_2157_ = (_e7443 - l_2150_);
                                uint _e7445 = l_mut_439_;
                                bool l_2158_ = (_e7445 < l_2147_);
                                uint l_2159_ = uint(l_2158_);
                                uint l_2160_ = (l_2157_ - l_2159_);
                                l_mut_439_ = l_2156_;
                                l_mut_428_ = l_2160_;
                                uint _e7449 = l_mut_1669_;
                                uint _e7450 = l_mut_382_;
                                uint l_2161_ = (_e7449 * _e7450);
                                uint _e7452 = l_mut_388_;
                                l_mut_388_ = (_e7452 + l_2161_);
                            } else {
                                uint _e7454 = l_mut_421_;
                                uint _e7455 = l_mut_441_;
                                uint l_2162_ = (_e7454 - _e7455);
                                uint _e7457 = l_mut_394_;
                                uint _e7458 = l_mut_440_;
                                uint l_2163_ = (_e7457 - _e7458);
                                uint _e7460 = l_mut_421_;
                                uint _e7461 = l_mut_441_;
                                bool l_2164_ = (_e7460 < _e7461);
                                uint l_2165_ = uint(l_2164_);
                                uint l_2166_ = (l_2163_ - l_2165_);
                                l_mut_421_ = l_2162_;
                                l_mut_394_ = l_2166_;
                                uint _e7465 = l_mut_394_;
                                bool l_2167_ = (_e7465 < l_1579_);
                                uint _e7467 = l_mut_394_;
                                bool l_2168_ = (_e7467 == l_1579_);
                                uint _e7469 = l_mut_421_;
                                bool l_2169_ = (_e7469 < l_1575_);
                                if (l_2168_) {
                                    local_165 = l_2169_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2170_ = local_165;
                                if (!(l_2167_)) {
                                    local_166 = l_2170_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2171_ = local_166;
                                if (l_2171_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e7481 = l_mut_382_;
                                    uint l_2172_ = (l_1060_ - _e7481);
                                    uint _e7483 = l_mut_388_;
                                    uint l_2173_ = (l_2172_ / _e7483);
                                    l_mut_1675_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e7487 = l_mut_441_;
                                    l_mut_1670_ = _e7487;
                                    uint _e7488 = l_mut_440_;
                                    l_mut_1669_ = _e7488;
                                    if (false) {
                                        uint _e7491 = l_mut_440_;
                                        uint l_2176_ = (_e7491 >> 3u);
                                        l_mut_1670_ = l_2176_;
                                        l_mut_1669_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e7495 = l_mut_441_;
                                            l_mut_275_ = _e7495;
                                            if (true) {
                                                uint _e7497 = l_mut_441_;
                                                uint l_2179_ = (_e7497 >> 3u);
                                                uint _e7500 = l_mut_440_;
                                                uint l_2180_ = (_e7500 << 29u);
                                                uint l_2181_ = (l_2179_ | l_2180_);
                                                l_mut_275_ = l_2181_;
                                            }
                                            uint _e7504 = l_mut_440_;
                                            uint l_2182_ = (_e7504 >> 3u);
                                            uint _e7507 = l_mut_275_;
                                            l_mut_1670_ = _e7507;
                                            l_mut_1669_ = l_2182_;
                                        }
                                    }
                                    uint _e7508 = l_mut_1669_;
                                    uint _e7509 = l_mut_428_;
                                    bool l_2183_ = (_e7508 < _e7509);
                                    uint _e7511 = l_mut_1669_;
                                    uint _e7512 = l_mut_428_;
                                    bool l_2184_ = (_e7511 == _e7512);
                                    uint _e7514 = l_mut_1670_;
                                    uint _e7515 = l_mut_439_;
                                    bool l_2185_ = (_e7514 < _e7515);
                                    if (l_2184_) {
                                        local_167 = l_2185_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2186_ = local_167;
                                    if (!(l_2183_)) {
                                        local_168 = l_2186_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2187_ = local_168;
                                    bool l_2188_ = !(l_2187_);
                                    l_mut_350_ = l_2188_;
                                    uint _e7527 = l_mut_439_;
                                    uint _e7528 = l_mut_428_;
                                    uint l_2189_ = (_e7527 | _e7528);
                                    bool l_2190_ = (l_2189_ == 0u);
                                    if (l_2190_) {
                                        l_mut_1675_ = l_2173_;
                                    } else {
                                        bool _e7532 = l_mut_350_;
                                        if (_e7532) {
                                            uint _e7533 = l_mut_428_;
                                            uint _e7534 = l_mut_440_;
                                            bool l_2191_ = (_e7533 < _e7534);
                                            uint _e7536 = l_mut_428_;
                                            uint _e7537 = l_mut_440_;
                                            bool l_2192_ = (_e7536 == _e7537);
                                            uint _e7539 = l_mut_439_;
                                            uint _e7540 = l_mut_441_;
                                            bool l_2193_ = (_e7539 < _e7540);
                                            if (l_2192_) {
                                                local_169 = l_2193_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2194_ = local_169;
                                            if (!(l_2191_)) {
                                                local_170 = l_2194_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2195_ = local_170;
                                            if (l_2195_) {
                                                uint _e7551 = l_mut_441_;
                                                uint l_2196_ = (_e7551 - 1u);
                                                uint _e7554 = l_mut_440_;
                                                uint l_2197_ = (_e7554 - 0u);
                                                uint _e7557 = l_mut_441_;
                                                bool l_2198_ = (_e7557 < 1u);
                                                uint l_2199_ = uint(l_2198_);
                                                uint l_2200_ = (l_2197_ - l_2199_);
                                                l_mut_1670_ = l_2196_;
                                                l_mut_1669_ = l_2200_;
                                                l_mut_275_ = 0u;
                                                l_mut_2201_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7650 = l_mut_2201_;
                                                        l_mut_2201_ = (_e7650 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7565 = l_mut_2201_;
                                                    if ((_e7565 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7569 = l_mut_2201_;
                                                        uint l_2202_ = (19u - _e7569);
                                                        uint _e7571 = l_mut_1670_;
                                                        l_mut_269_ = _e7571;
                                                        uint _e7572 = l_mut_1669_;
                                                        l_mut_219_ = _e7572;
                                                        bool l_2203_ = (l_2202_ >= 32u);
                                                        if (l_2203_) {
                                                            uint l_2204_ = (l_2202_ & 31u);
                                                            uint _e7577 = l_mut_1669_;
                                                            uint l_2205_ = (_e7577 >> l_2204_);
                                                            l_mut_269_ = l_2205_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2206_ = (l_2202_ > 0u);
                                                            if (l_2206_) {
                                                                uint _e7582 = l_mut_1670_;
                                                                l_mut_213_ = _e7582;
                                                                bool l_2207_ = (l_2202_ > 0u);
                                                                if (l_2207_) {
                                                                    uint _e7585 = l_mut_1670_;
                                                                    uint l_2208_ = (_e7585 >> l_2202_);
                                                                    uint l_2209_ = (32u - l_2202_);
                                                                    uint _e7589 = l_mut_1669_;
                                                                    uint l_2210_ = (_e7589 << l_2209_);
                                                                    uint l_2211_ = (l_2208_ | l_2210_);
                                                                    l_mut_213_ = l_2211_;
                                                                }
                                                                uint _e7592 = l_mut_1669_;
                                                                uint l_2212_ = (_e7592 >> l_2202_);
                                                                uint _e7594 = l_mut_213_;
                                                                l_mut_269_ = _e7594;
                                                                l_mut_219_ = l_2212_;
                                                            }
                                                        }
                                                        uint _e7595 = l_mut_219_;
                                                        uint _e7596 = l_mut_428_;
                                                        bool l_2213_ = (_e7595 < _e7596);
                                                        uint _e7598 = l_mut_219_;
                                                        uint _e7599 = l_mut_428_;
                                                        bool l_2214_ = (_e7598 == _e7599);
                                                        uint _e7601 = l_mut_269_;
                                                        uint _e7602 = l_mut_439_;
                                                        bool l_2215_ = (_e7601 < _e7602);
                                                        if (l_2214_) {
                                                            local_171 = l_2215_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2216_ = local_171;
                                                        if (!(l_2213_)) {
                                                            local_172 = l_2216_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2217_ = local_172;
                                                        bool l_2218_ = !(l_2217_);
                                                        if (l_2218_) {
                                                            uint _e7614 = l_mut_439_;
                                                            l_mut_269_ = _e7614;
                                                            uint _e7615 = l_mut_428_;
                                                            l_mut_219_ = _e7615;
                                                            bool l_2219_ = (l_2202_ >= 32u);
                                                            if (l_2219_) {
                                                                uint l_2220_ = (l_2202_ & 31u);
                                                                uint _e7620 = l_mut_439_;
                                                                uint l_2221_ = (_e7620 << l_2220_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2221_;
                                                            } else {
                                                                bool l_2222_ = (l_2202_ > 0u);
                                                                if (l_2222_) {
                                                                    uint _e7625 = l_mut_439_;
                                                                    uint l_2223_ = (_e7625 << l_2202_);
                                                                    uint _e7627 = l_mut_428_;
                                                                    uint l_2224_ = (_e7627 << l_2202_);
                                                                    uint l_2225_ = (32u - l_2202_);
                                                                    uint _e7631 = l_mut_439_;
                                                                    uint l_2226_ = (_e7631 >> l_2225_);
                                                                    uint l_2227_ = (l_2224_ | l_2226_);
                                                                    l_mut_269_ = l_2223_;
                                                                    l_mut_219_ = l_2227_;
                                                                }
                                                            }
                                                            uint _e7634 = l_mut_1670_;
                                                            uint _e7635 = l_mut_269_;
                                                            uint l_2228_ = (_e7634 - _e7635);
                                                            uint _e7637 = l_mut_1669_;
                                                            uint _e7638 = l_mut_219_;
                                                            uint l_2229_ = (_e7637 - _e7638);
                                                            uint _e7640 = l_mut_1670_;
                                                            uint _e7641 = l_mut_269_;
                                                            bool l_2230_ = (_e7640 < _e7641);
                                                            uint l_2231_ = uint(l_2230_);
                                                            uint l_2232_ = (l_2229_ - l_2231_);
                                                            l_mut_1670_ = l_2228_;
                                                            l_mut_1669_ = l_2232_;
                                                            uint l_2233_ = (1u << l_2202_);
                                                            uint _e7647 = l_mut_275_;
                                                            l_mut_275_ = (_e7647 | l_2233_);
                                                        }
                                                    }
                                                }
                                                uint _e7652 = l_mut_275_;
                                                uint l_2234_ = min(_e7652, l_2173_);
                                                l_mut_275_ = l_2234_;
                                                uint _e7654 = l_mut_1669_;
                                                uint _e7655 = l_mut_428_;
                                                bool l_2235_ = (_e7654 < _e7655);
                                                uint _e7657 = l_mut_1669_;
                                                uint _e7658 = l_mut_428_;
                                                bool l_2236_ = (_e7657 == _e7658);
                                                uint _e7660 = l_mut_1670_;
                                                uint _e7661 = l_mut_439_;
                                                bool l_2237_ = (_e7660 < _e7661);
                                                if (l_2236_) {
                                                    local_173 = l_2237_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2238_ = local_173;
                                                if (!(l_2235_)) {
                                                    local_174 = l_2238_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2239_ = local_174;
                                                bool l_2240_ = !(l_2239_);
                                                if (l_2240_) {
                                                    l_mut_275_ = l_2173_;
                                                }
                                                uint _e7673 = l_mut_275_;
                                                l_mut_1675_ = _e7673;
                                            }
                                        } else {
                                            uint _e7674 = l_mut_441_;
                                            l_mut_1670_ = _e7674;
                                            uint _e7675 = l_mut_440_;
                                            l_mut_1669_ = _e7675;
                                            while(true) {
                                                uint _e7676 = l_mut_428_;
                                                uint _e7677 = l_mut_1669_;
                                                bool l_2241_ = (_e7676 < _e7677);
                                                uint _e7679 = l_mut_428_;
                                                uint _e7680 = l_mut_1669_;
                                                bool l_2242_ = (_e7679 == _e7680);
                                                uint _e7682 = l_mut_439_;
                                                uint _e7683 = l_mut_1670_;
                                                bool l_2243_ = (_e7682 < _e7683);
                                                if (l_2242_) {
                                                    local_175 = l_2243_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2244_ = local_175;
                                                if (!(l_2241_)) {
                                                    local_176 = l_2244_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2245_ = local_176;
                                                uint _e7694 = l_mut_1675_;
                                                uint _e7695 = l_mut_388_;
                                                uint l_2246_ = (_e7694 * _e7695);
                                                uint _e7697 = l_mut_382_;
                                                uint l_2247_ = (_e7697 + l_2246_);
                                                uint _e7699 = l_mut_388_;
                                                uint l_2248_ = (l_2247_ + _e7699);
                                                bool l_2249_ = (l_2248_ < l_1060_);
                                                if (l_2245_) {
                                                    local_177 = l_2249_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2250_ = local_177;
                                                bool l_2251_ = !(l_2250_);
                                                if (l_2251_) {
                                                    break;
                                                }
                                                uint _e7707 = l_mut_1670_;
                                                uint _e7708 = l_mut_439_;
                                                uint l_2252_ = (_e7707 - _e7708);
                                                uint _e7710 = l_mut_1669_;
                                                uint _e7711 = l_mut_428_;
                                                uint l_2253_ = (_e7710 - _e7711);
                                                uint _e7713 = l_mut_1670_;
                                                uint _e7714 = l_mut_439_;
                                                bool l_2254_ = (_e7713 < _e7714);
                                                uint l_2255_ = uint(l_2254_);
                                                uint l_2256_ = (l_2253_ - l_2255_);
                                                l_mut_1670_ = l_2252_;
                                                l_mut_1669_ = l_2256_;
                                                uint _e7718 = l_mut_1675_;
                                                l_mut_1675_ = (_e7718 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7721 = l_mut_388_;
                                    uint _e7722 = l_mut_382_;
                                    uint l_2257_ = (_e7721 + _e7722);
                                    uint _e7724 = l_mut_1675_;
                                    uint _e7725 = l_mut_388_;
                                    uint l_2258_ = (_e7724 * _e7725);
                                    uint l_2259_ = (l_2257_ + l_2258_);
                                    bool l_2260_ = (l_2259_ >= l_1060_);
                                    if (l_2260_) {
                                        l_mut_645_ = true;
                                        l_mut_628_ = false;
                                    } else {
                                        uint _e7731 = l_mut_439_;
                                        uint _e7732 = l_mut_1675_;
                                        uint l_2261_ = (_e7731 * _e7732);
                                        uint _e7734 = l_mut_439_;
                                        uint l_4340_ = (_e7734 & 65535u);
                                        uint _e7737 = l_mut_439_;
                                        uint l_4341_ = (_e7737 >> 16u);
                                        uint l_4342_ = (l_4341_ & 65535u);
                                        uint _e7742 = l_mut_1675_;
                                        uint l_4343_ = (_e7742 & 65535u);
                                        uint _e7745 = l_mut_1675_;
                                        uint l_4344_ = (_e7745 >> 16u);
                                        uint l_4345_ = (l_4344_ & 65535u);
                                        uint l_4346_ = (l_4340_ * l_4343_);
                                        uint l_4347_ = (l_4342_ * l_4343_);
                                        uint l_4348_ = (l_4340_ * l_4345_);
                                        uint l_4349_ = (l_4342_ * l_4345_);
                                        uint l_4350_ = (l_4346_ >> 16u);
                                        uint l_4351_ = (l_4350_ & 65535u);
                                        uint l_4352_ = (l_4347_ & 65535u);
                                        uint l_4353_ = (l_4351_ + l_4352_);
                                        uint l_4354_ = (l_4348_ & 65535u);
                                        uint l_4355_ = (l_4353_ + l_4354_);
                                        uint l_4356_ = (l_4347_ >> 16u);
                                        uint l_4357_ = (l_4356_ & 65535u);
                                        uint l_4358_ = (l_4349_ + l_4357_);
                                        uint l_4359_ = (l_4348_ >> 16u);
                                        uint l_4360_ = (l_4359_ & 65535u);
                                        uint l_4361_ = (l_4358_ + l_4360_);
                                        uint l_4362_ = (l_4355_ >> 16u);
                                        uint l_4363_ = (l_4362_ & 65535u);
                                        uint l_2262_ = (l_4361_ + l_4363_);
                                        uint _e7779 = l_mut_428_;
                                        uint _e7780 = l_mut_1675_;
                                        uint l_2263_ = (_e7779 * _e7780);
                                        uint l_2264_ = (l_2262_ + l_2263_);
                                        uint _e7783 = l_mut_441_;
                                        uint l_2265_ = (_e7783 - l_2261_);
                                        uint _e7785 = l_mut_440_;
                                        uint l_2266_ = (_e7785 - l_2264_);
                                        uint _e7787 = l_mut_441_;
                                        bool l_2267_ = (_e7787 < l_2261_);
                                        uint l_2268_ = uint(l_2267_);
                                        uint l_2269_ = (l_2266_ - l_2268_);
                                        l_mut_441_ = l_2265_;
                                        l_mut_440_ = l_2269_;
                                        uint _e7791 = l_mut_1675_;
                                        uint _e7792 = l_mut_388_;
                                        uint l_2270_ = (_e7791 * _e7792);
                                        uint _e7794 = l_mut_382_;
                                        l_mut_382_ = (_e7794 + l_2270_);
                                        uint _e7796 = l_mut_439_;
                                        uint _e7797 = l_mut_441_;
                                        uint l_2271_ = (_e7796 - _e7797);
                                        uint _e7799 = l_mut_428_;
                                        uint _e7800 = l_mut_440_;
                                        uint l_2272_ = (_e7799 - _e7800);
                                        uint _e7802 = l_mut_439_;
                                        uint _e7803 = l_mut_441_;
                                        bool l_2273_ = (_e7802 < _e7803);
                                        uint l_2274_ = uint(l_2273_);
                                        uint l_2275_ = (l_2272_ - l_2274_);
                                        l_mut_439_ = l_2271_;
                                        l_mut_428_ = l_2275_;
                                        uint _e7807 = l_mut_388_;
                                        uint _e7808 = l_mut_382_;
                                        l_mut_388_ = (_e7807 + _e7808);
                                    }
                                }
                            }
                        }
                    }
                    bool _e7810 = l_mut_645_;
                    bool l_2276_ = !(_e7810);
                    if (l_1059_) {
                        local_178 = l_2276_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2277_ = local_178;
                    if (l_2277_) {
                        uint _e7817 = l_mut_1057_;
                        uint l_2278_ = (1u << _e7817);
                        uint _e7819 = l_mut_450_;
                        l_mut_450_ = (_e7819 | l_2278_);
                        uint _e7821 = l_mut_445_;
                        l_mut_445_ = (_e7821 + 1u);
                        uint l_2279_ = (l_1058_ + l_1056_);
                        uint l_2280_ = min(l_2279_, l_56_);
                        l_mut_1675_ = 0u;
                        l_mut_2281_ = l_1058_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8748 = l_mut_2281_;
                                l_mut_2281_ = (_e8748 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7828 = l_mut_2281_;
                            if ((_e7828 < l_2280_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7830 = l_mut_2281_;
                                uint l_2282_ = (l_59_ * _e7830);
                                uint l_4365_ = (l_59_ & 65535u);
                                uint l_4366_ = (l_59_ >> 16u);
                                uint l_4367_ = (l_4366_ & 65535u);
                                uint _e7838 = l_mut_2281_;
                                uint l_4368_ = (_e7838 & 65535u);
                                uint _e7841 = l_mut_2281_;
                                uint l_4369_ = (_e7841 >> 16u);
                                uint l_4370_ = (l_4369_ & 65535u);
                                uint l_4371_ = (l_4365_ * l_4368_);
                                uint l_4372_ = (l_4367_ * l_4368_);
                                uint l_4373_ = (l_4365_ * l_4370_);
                                uint l_4374_ = (l_4367_ * l_4370_);
                                uint l_4375_ = (l_4371_ >> 16u);
                                uint l_4376_ = (l_4375_ & 65535u);
                                uint l_4377_ = (l_4372_ & 65535u);
                                uint l_4378_ = (l_4376_ + l_4377_);
                                uint l_4379_ = (l_4373_ & 65535u);
                                uint l_4380_ = (l_4378_ + l_4379_);
                                uint l_4381_ = (l_4372_ >> 16u);
                                uint l_4382_ = (l_4381_ & 65535u);
                                uint l_4383_ = (l_4374_ + l_4382_);
                                uint l_4384_ = (l_4373_ >> 16u);
                                uint l_4385_ = (l_4384_ & 65535u);
                                uint l_4386_ = (l_4383_ + l_4385_);
                                uint l_4387_ = (l_4380_ >> 16u);
                                uint l_4388_ = (l_4387_ & 65535u);
                                uint l_2283_ = (l_4386_ + l_4388_);
                                uint _e7875 = l_mut_2281_;
                                uint l_2284_ = (l_62_ * _e7875);
                                uint l_2285_ = (l_2283_ + l_2284_);
                                uint l_2286_ = (l_64_ + l_2282_);
                                uint l_2287_ = (l_67_ + l_2285_);
                                bool l_2288_ = (l_2286_ < l_64_);
                                uint l_2289_ = uint(l_2288_);
                                uint l_2290_ = (l_2287_ + l_2289_);
                                l_mut_1670_ = 0u;
                                l_mut_1669_ = 0u;
                                uint _e7885 = l_mut_2281_;
                                bool l_2291_ = (_e7885 < 65536u);
                                if (l_2291_) {
                                    uint _e7888 = l_mut_2281_;
                                    uint _e7889 = l_mut_2281_;
                                    uint l_2292_ = (_e7888 * _e7889);
                                    uint l_2293_ = (l_72_ >> 31u);
                                    bool l_2294_ = (l_2293_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2294_) {
                                        uint l_2295_ = (0u - l_69_);
                                        uint l_2296_ = (0u - l_72_);
                                        bool l_2297_ = (0u < l_69_);
                                        uint l_2298_ = uint(l_2297_);
                                        uint l_2299_ = (l_2296_ - l_2298_);
                                        l_mut_441_ = l_2295_;
                                        l_mut_440_ = l_2299_;
                                    }
                                    uint _e7903 = l_mut_441_;
                                    uint l_2300_ = (_e7903 * l_2292_);
                                    uint _e7905 = l_mut_440_;
                                    uint l_2301_ = (_e7905 * l_2292_);
                                    uint _e7907 = l_mut_441_;
                                    uint l_4390_ = (_e7907 & 65535u);
                                    uint _e7910 = l_mut_441_;
                                    uint l_4391_ = (_e7910 >> 16u);
                                    uint l_4392_ = (l_4391_ & 65535u);
                                    uint l_4393_ = (l_2292_ & 65535u);
                                    uint l_4394_ = (l_2292_ >> 16u);
                                    uint l_4395_ = (l_4394_ & 65535u);
                                    uint l_4396_ = (l_4390_ * l_4393_);
                                    uint l_4397_ = (l_4392_ * l_4393_);
                                    uint l_4398_ = (l_4390_ * l_4395_);
                                    uint l_4399_ = (l_4392_ * l_4395_);
                                    uint l_4400_ = (l_4396_ >> 16u);
                                    uint l_4401_ = (l_4400_ & 65535u);
                                    uint l_4402_ = (l_4397_ & 65535u);
                                    uint l_4403_ = (l_4401_ + l_4402_);
                                    uint l_4404_ = (l_4398_ & 65535u);
                                    uint l_4405_ = (l_4403_ + l_4404_);
                                    uint l_4406_ = (l_4397_ >> 16u);
                                    uint l_4407_ = (l_4406_ & 65535u);
                                    uint l_4408_ = (l_4399_ + l_4407_);
                                    uint l_4409_ = (l_4398_ >> 16u);
                                    uint l_4410_ = (l_4409_ & 65535u);
                                    uint l_4411_ = (l_4408_ + l_4410_);
                                    uint l_4412_ = (l_4405_ >> 16u);
                                    uint l_4413_ = (l_4412_ & 65535u);
                                    uint l_2302_ = (l_4411_ + l_4413_);
                                    uint l_2303_ = (l_2302_ + l_2301_);
                                    uint _e7951 = l_mut_440_;
                                    uint l_4415_ = (_e7951 & 65535u);
                                    uint _e7954 = l_mut_440_;
                                    uint l_4416_ = (_e7954 >> 16u);
                                    uint l_4417_ = (l_4416_ & 65535u);
                                    uint l_4418_ = (l_2292_ & 65535u);
                                    uint l_4419_ = (l_2292_ >> 16u);
                                    uint l_4420_ = (l_4419_ & 65535u);
                                    uint l_4421_ = (l_4415_ * l_4418_);
                                    uint l_4422_ = (l_4417_ * l_4418_);
                                    uint l_4423_ = (l_4415_ * l_4420_);
                                    uint l_4424_ = (l_4417_ * l_4420_);
                                    uint l_4425_ = (l_4421_ >> 16u);
                                    uint l_4426_ = (l_4425_ & 65535u);
                                    uint l_4427_ = (l_4422_ & 65535u);
                                    uint l_4428_ = (l_4426_ + l_4427_);
                                    uint l_4429_ = (l_4423_ & 65535u);
                                    uint l_4430_ = (l_4428_ + l_4429_);
                                    uint l_4431_ = (l_4422_ >> 16u);
                                    uint l_4432_ = (l_4431_ & 65535u);
                                    uint l_4433_ = (l_4424_ + l_4432_);
                                    uint l_4434_ = (l_4423_ >> 16u);
                                    uint l_4435_ = (l_4434_ & 65535u);
                                    uint l_4436_ = (l_4433_ + l_4435_);
                                    uint l_4437_ = (l_4430_ >> 16u);
                                    uint l_4438_ = (l_4437_ & 65535u);
                                    uint l_2304_ = (l_4436_ + l_4438_);
                                    bool l_2305_ = (l_2303_ < l_2301_);
                                    uint l_2306_ = uint(l_2305_);
                                    uint l_2307_ = (l_2304_ + l_2306_);
                                    uint l_2308_ = (l_9_ % 32u);
                                    l_mut_439_ = l_2300_;
                                    bool l_2309_ = (l_2308_ > 0u);
                                    if (l_2309_) {
                                        uint l_2310_ = (l_2300_ >> l_2308_);
                                        uint l_2311_ = (32u - l_2308_);
                                        uint l_2312_ = (l_2303_ << l_2311_);
                                        uint l_2313_ = (l_2310_ | l_2312_);
                                        l_mut_439_ = l_2313_;
                                    }
                                    l_mut_428_ = l_2303_;
                                    bool l_2314_ = (l_2308_ > 0u);
                                    if (l_2314_) {
                                        uint l_2315_ = (l_2303_ >> l_2308_);
                                        uint l_2316_ = (32u - l_2308_);
                                        uint l_2317_ = (l_2307_ << l_2316_);
                                        uint l_2318_ = (l_2315_ | l_2317_);
                                        l_mut_428_ = l_2318_;
                                    }
                                    uint _e8013 = l_mut_439_;
                                    l_mut_421_ = _e8013;
                                    uint _e8014 = l_mut_428_;
                                    l_mut_439_ = _e8014;
                                    bool l_2319_ = (l_9_ >= 64u);
                                    if (l_2319_) {
                                        l_mut_421_ = l_2307_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2320_ = (l_9_ >= 32u);
                                        if (l_2320_) {
                                            l_mut_428_ = l_2303_;
                                            bool l_2321_ = (l_2308_ > 0u);
                                            if (l_2321_) {
                                                uint l_2322_ = (l_2303_ >> l_2308_);
                                                uint l_2323_ = (32u - l_2308_);
                                                uint l_2324_ = (l_2307_ << l_2323_);
                                                uint l_2325_ = (l_2322_ | l_2324_);
                                                l_mut_428_ = l_2325_;
                                            }
                                            uint l_2326_ = (l_2307_ >> l_2308_);
                                            uint _e8028 = l_mut_428_;
                                            l_mut_421_ = _e8028;
                                            l_mut_439_ = l_2326_;
                                        }
                                    }
                                    uint _e8029 = l_mut_421_;
                                    l_mut_441_ = _e8029;
                                    uint _e8030 = l_mut_439_;
                                    l_mut_440_ = _e8030;
                                    if (l_2294_) {
                                        uint _e8032 = l_mut_441_;
                                        uint l_2327_ = (0u - _e8032);
                                        uint _e8035 = l_mut_440_;
                                        uint l_2328_ = (0u - _e8035);
                                        uint _e8038 = l_mut_441_;
                                        bool l_2329_ = (0u < _e8038);
                                        uint l_2330_ = uint(l_2329_);
                                        uint l_2331_ = (l_2328_ - l_2330_);
                                        l_mut_441_ = l_2327_;
                                        l_mut_440_ = l_2331_;
                                    }
                                    uint _e8042 = l_mut_441_;
                                    l_mut_1670_ = _e8042;
                                    uint _e8043 = l_mut_440_;
                                    l_mut_1669_ = _e8043;
                                } else {
                                    uint l_2332_ = (l_72_ >> 31u);
                                    bool l_2333_ = (l_2332_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2333_) {
                                        uint l_2334_ = (0u - l_69_);
                                        uint l_2335_ = (0u - l_72_);
                                        bool l_2336_ = (0u < l_69_);
                                        uint l_2337_ = uint(l_2336_);
                                        uint l_2338_ = (l_2335_ - l_2337_);
                                        l_mut_441_ = l_2334_;
                                        l_mut_440_ = l_2338_;
                                    }
                                    uint _e8056 = l_mut_441_;
                                    uint _e8057 = l_mut_2281_;
                                    uint l_2339_ = (_e8056 * _e8057);
                                    uint _e8059 = l_mut_440_;
                                    uint _e8060 = l_mut_2281_;
                                    uint l_2340_ = (_e8059 * _e8060);
                                    uint _e8062 = l_mut_441_;
                                    uint l_4440_ = (_e8062 & 65535u);
                                    uint _e8065 = l_mut_441_;
                                    uint l_4441_ = (_e8065 >> 16u);
                                    uint l_4442_ = (l_4441_ & 65535u);
                                    uint _e8070 = l_mut_2281_;
                                    uint l_4443_ = (_e8070 & 65535u);
                                    uint _e8073 = l_mut_2281_;
                                    uint l_4444_ = (_e8073 >> 16u);
                                    uint l_4445_ = (l_4444_ & 65535u);
                                    uint l_4446_ = (l_4440_ * l_4443_);
                                    uint l_4447_ = (l_4442_ * l_4443_);
                                    uint l_4448_ = (l_4440_ * l_4445_);
                                    uint l_4449_ = (l_4442_ * l_4445_);
                                    uint l_4450_ = (l_4446_ >> 16u);
                                    uint l_4451_ = (l_4450_ & 65535u);
                                    uint l_4452_ = (l_4447_ & 65535u);
                                    uint l_4453_ = (l_4451_ + l_4452_);
                                    uint l_4454_ = (l_4448_ & 65535u);
                                    uint l_4455_ = (l_4453_ + l_4454_);
                                    uint l_4456_ = (l_4447_ >> 16u);
                                    uint l_4457_ = (l_4456_ & 65535u);
                                    uint l_4458_ = (l_4449_ + l_4457_);
                                    uint l_4459_ = (l_4448_ >> 16u);
                                    uint l_4460_ = (l_4459_ & 65535u);
                                    uint l_4461_ = (l_4458_ + l_4460_);
                                    uint l_4462_ = (l_4455_ >> 16u);
                                    uint l_4463_ = (l_4462_ & 65535u);
                                    uint l_2341_ = (l_4461_ + l_4463_);
                                    uint l_2342_ = (l_2341_ + l_2340_);
                                    uint _e8108 = l_mut_440_;
                                    uint l_4465_ = (_e8108 & 65535u);
                                    uint _e8111 = l_mut_440_;
                                    uint l_4466_ = (_e8111 >> 16u);
                                    uint l_4467_ = (l_4466_ & 65535u);
                                    uint _e8116 = l_mut_2281_;
                                    uint l_4468_ = (_e8116 & 65535u);
                                    uint _e8119 = l_mut_2281_;
                                    uint l_4469_ = (_e8119 >> 16u);
                                    uint l_4470_ = (l_4469_ & 65535u);
                                    uint l_4471_ = (l_4465_ * l_4468_);
                                    uint l_4472_ = (l_4467_ * l_4468_);
                                    uint l_4473_ = (l_4465_ * l_4470_);
                                    uint l_4474_ = (l_4467_ * l_4470_);
                                    uint l_4475_ = (l_4471_ >> 16u);
                                    uint l_4476_ = (l_4475_ & 65535u);
                                    uint l_4477_ = (l_4472_ & 65535u);
                                    uint l_4478_ = (l_4476_ + l_4477_);
                                    uint l_4479_ = (l_4473_ & 65535u);
                                    uint l_4480_ = (l_4478_ + l_4479_);
                                    uint l_4481_ = (l_4472_ >> 16u);
                                    uint l_4482_ = (l_4481_ & 65535u);
                                    uint l_4483_ = (l_4474_ + l_4482_);
                                    uint l_4484_ = (l_4473_ >> 16u);
                                    uint l_4485_ = (l_4484_ & 65535u);
                                    uint l_4486_ = (l_4483_ + l_4485_);
                                    uint l_4487_ = (l_4480_ >> 16u);
                                    uint l_4488_ = (l_4487_ & 65535u);
                                    uint l_2343_ = (l_4486_ + l_4488_);
                                    bool l_2344_ = (l_2342_ < l_2340_);
                                    uint l_2345_ = uint(l_2344_);
                                    uint l_2346_ = (l_2343_ + l_2345_);
                                    l_mut_439_ = l_2339_;
                                    bool l_2348_ = (0u > 0u);
                                    if (l_2348_) {
                                        uint l_2349_ = (l_2339_ >> 0u);
                                        uint l_2350_ = (32u - 0u);
                                        uint l_2351_ = (l_2342_ << l_2350_);
                                        uint l_2352_ = (l_2349_ | l_2351_);
                                        l_mut_439_ = l_2352_;
                                    }
                                    l_mut_428_ = l_2342_;
                                    bool l_2353_ = (0u > 0u);
                                    if (l_2353_) {
                                        uint l_2354_ = (l_2342_ >> 0u);
                                        uint l_2355_ = (32u - 0u);
                                        uint l_2356_ = (l_2346_ << l_2355_);
                                        uint l_2357_ = (l_2354_ | l_2356_);
                                        l_mut_428_ = l_2357_;
                                    }
                                    uint _e8171 = l_mut_439_;
                                    l_mut_421_ = _e8171;
                                    uint _e8172 = l_mut_428_;
                                    l_mut_439_ = _e8172;
                                    if (false) {
                                        l_mut_421_ = l_2346_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2342_;
                                            bool l_2360_ = (0u > 0u);
                                            if (l_2360_) {
                                                uint l_2361_ = (l_2342_ >> 0u);
                                                uint l_2362_ = (32u - 0u);
                                                uint l_2363_ = (l_2346_ << l_2362_);
                                                uint l_2364_ = (l_2361_ | l_2363_);
                                                l_mut_428_ = l_2364_;
                                            }
                                            uint l_2365_ = (l_2346_ >> 0u);
                                            uint _e8184 = l_mut_428_;
                                            l_mut_421_ = _e8184;
                                            l_mut_439_ = l_2365_;
                                        }
                                    }
                                    uint _e8185 = l_mut_441_;
                                    uint _e8186 = l_mut_2281_;
                                    uint l_2366_ = (_e8185 * _e8186);
                                    uint _e8188 = l_mut_440_;
                                    uint _e8189 = l_mut_2281_;
                                    uint l_2367_ = (_e8188 * _e8189);
                                    uint _e8191 = l_mut_441_;
                                    uint l_4490_ = (_e8191 & 65535u);
                                    uint _e8194 = l_mut_441_;
                                    uint l_4491_ = (_e8194 >> 16u);
                                    uint l_4492_ = (l_4491_ & 65535u);
                                    uint _e8199 = l_mut_2281_;
                                    uint l_4493_ = (_e8199 & 65535u);
                                    uint _e8202 = l_mut_2281_;
                                    uint l_4494_ = (_e8202 >> 16u);
                                    uint l_4495_ = (l_4494_ & 65535u);
                                    uint l_4496_ = (l_4490_ * l_4493_);
                                    uint l_4497_ = (l_4492_ * l_4493_);
                                    uint l_4498_ = (l_4490_ * l_4495_);
                                    uint l_4499_ = (l_4492_ * l_4495_);
                                    uint l_4500_ = (l_4496_ >> 16u);
                                    uint l_4501_ = (l_4500_ & 65535u);
                                    uint l_4502_ = (l_4497_ & 65535u);
                                    uint l_4503_ = (l_4501_ + l_4502_);
                                    uint l_4504_ = (l_4498_ & 65535u);
                                    uint l_4505_ = (l_4503_ + l_4504_);
                                    uint l_4506_ = (l_4497_ >> 16u);
                                    uint l_4507_ = (l_4506_ & 65535u);
                                    uint l_4508_ = (l_4499_ + l_4507_);
                                    uint l_4509_ = (l_4498_ >> 16u);
                                    uint l_4510_ = (l_4509_ & 65535u);
                                    uint l_4511_ = (l_4508_ + l_4510_);
                                    uint l_4512_ = (l_4505_ >> 16u);
                                    uint l_4513_ = (l_4512_ & 65535u);
                                    uint l_2368_ = (l_4511_ + l_4513_);
                                    uint l_2369_ = (l_2368_ + l_2367_);
                                    uint _e8237 = l_mut_440_;
                                    uint l_4515_ = (_e8237 & 65535u);
                                    uint _e8240 = l_mut_440_;
                                    uint l_4516_ = (_e8240 >> 16u);
                                    uint l_4517_ = (l_4516_ & 65535u);
                                    uint _e8245 = l_mut_2281_;
                                    uint l_4518_ = (_e8245 & 65535u);
                                    uint _e8248 = l_mut_2281_;
                                    uint l_4519_ = (_e8248 >> 16u);
                                    uint l_4520_ = (l_4519_ & 65535u);
                                    uint l_4521_ = (l_4515_ * l_4518_);
                                    uint l_4522_ = (l_4517_ * l_4518_);
                                    uint l_4523_ = (l_4515_ * l_4520_);
                                    uint l_4524_ = (l_4517_ * l_4520_);
                                    uint l_4525_ = (l_4521_ >> 16u);
                                    uint l_4526_ = (l_4525_ & 65535u);
                                    uint l_4527_ = (l_4522_ & 65535u);
                                    uint l_4528_ = (l_4526_ + l_4527_);
                                    uint l_4529_ = (l_4523_ & 65535u);
                                    uint l_4530_ = (l_4528_ + l_4529_);
                                    uint l_4531_ = (l_4522_ >> 16u);
                                    uint l_4532_ = (l_4531_ & 65535u);
                                    uint l_4533_ = (l_4524_ + l_4532_);
                                    uint l_4534_ = (l_4523_ >> 16u);
                                    uint l_4535_ = (l_4534_ & 65535u);
                                    uint l_4536_ = (l_4533_ + l_4535_);
                                    uint l_4537_ = (l_4530_ >> 16u);
                                    uint l_4538_ = (l_4537_ & 65535u);
                                    uint l_2370_ = (l_4536_ + l_4538_);
                                    bool l_2371_ = (l_2369_ < l_2367_);
                                    uint l_2372_ = uint(l_2371_);
                                    uint l_2373_ = (l_2370_ + l_2372_);
                                    l_mut_428_ = l_2366_;
                                    bool l_2375_ = (0u > 0u);
                                    if (l_2375_) {
                                        uint l_2376_ = (l_2366_ >> 0u);
                                        uint l_2377_ = (32u - 0u);
                                        uint l_2378_ = (l_2369_ << l_2377_);
                                        uint l_2379_ = (l_2376_ | l_2378_);
                                        l_mut_428_ = l_2379_;
                                    }
                                    l_mut_394_ = l_2369_;
                                    bool l_2380_ = (0u > 0u);
                                    if (l_2380_) {
                                        uint l_2381_ = (l_2369_ >> 0u);
                                        uint l_2382_ = (32u - 0u);
                                        uint l_2383_ = (l_2373_ << l_2382_);
                                        uint l_2384_ = (l_2381_ | l_2383_);
                                        l_mut_394_ = l_2384_;
                                    }
                                    uint _e8300 = l_mut_428_;
                                    l_mut_388_ = _e8300;
                                    uint _e8301 = l_mut_394_;
                                    l_mut_428_ = _e8301;
                                    if (true) {
                                        l_mut_388_ = l_2373_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2369_;
                                            bool l_2387_ = (0u > 0u);
                                            if (l_2387_) {
                                                uint l_2388_ = (l_2369_ >> 0u);
                                                uint l_2389_ = (32u - 0u);
                                                uint l_2390_ = (l_2373_ << l_2389_);
                                                uint l_2391_ = (l_2388_ | l_2390_);
                                                l_mut_394_ = l_2391_;
                                            }
                                            uint l_2392_ = (l_2373_ >> 0u);
                                            uint _e8313 = l_mut_394_;
                                            l_mut_388_ = _e8313;
                                            l_mut_428_ = l_2392_;
                                        }
                                    }
                                    uint _e8314 = l_mut_421_;
                                    uint _e8315 = l_mut_2281_;
                                    uint l_2393_ = (_e8314 * _e8315);
                                    uint _e8317 = l_mut_439_;
                                    uint _e8318 = l_mut_2281_;
                                    uint l_2394_ = (_e8317 * _e8318);
                                    uint _e8320 = l_mut_421_;
                                    uint l_4540_ = (_e8320 & 65535u);
                                    uint _e8323 = l_mut_421_;
                                    uint l_4541_ = (_e8323 >> 16u);
                                    uint l_4542_ = (l_4541_ & 65535u);
                                    uint _e8328 = l_mut_2281_;
                                    uint l_4543_ = (_e8328 & 65535u);
                                    uint _e8331 = l_mut_2281_;
                                    uint l_4544_ = (_e8331 >> 16u);
                                    uint l_4545_ = (l_4544_ & 65535u);
                                    uint l_4546_ = (l_4540_ * l_4543_);
                                    uint l_4547_ = (l_4542_ * l_4543_);
                                    uint l_4548_ = (l_4540_ * l_4545_);
                                    uint l_4549_ = (l_4542_ * l_4545_);
                                    uint l_4550_ = (l_4546_ >> 16u);
                                    uint l_4551_ = (l_4550_ & 65535u);
                                    uint l_4552_ = (l_4547_ & 65535u);
                                    uint l_4553_ = (l_4551_ + l_4552_);
                                    uint l_4554_ = (l_4548_ & 65535u);
                                    uint l_4555_ = (l_4553_ + l_4554_);
                                    uint l_4556_ = (l_4547_ >> 16u);
                                    uint l_4557_ = (l_4556_ & 65535u);
                                    uint l_4558_ = (l_4549_ + l_4557_);
                                    uint l_4559_ = (l_4548_ >> 16u);
                                    uint l_4560_ = (l_4559_ & 65535u);
                                    uint l_4561_ = (l_4558_ + l_4560_);
                                    uint l_4562_ = (l_4555_ >> 16u);
                                    uint l_4563_ = (l_4562_ & 65535u);
                                    uint l_2395_ = (l_4561_ + l_4563_);
                                    uint l_2396_ = (l_2395_ + l_2394_);
                                    uint _e8366 = l_mut_439_;
                                    uint l_4565_ = (_e8366 & 65535u);
                                    uint _e8369 = l_mut_439_;
                                    uint l_4566_ = (_e8369 >> 16u);
                                    uint l_4567_ = (l_4566_ & 65535u);
                                    uint _e8374 = l_mut_2281_;
                                    uint l_4568_ = (_e8374 & 65535u);
                                    uint _e8377 = l_mut_2281_;
                                    uint l_4569_ = (_e8377 >> 16u);
                                    uint l_4570_ = (l_4569_ & 65535u);
                                    uint l_4571_ = (l_4565_ * l_4568_);
                                    uint l_4572_ = (l_4567_ * l_4568_);
                                    uint l_4573_ = (l_4565_ * l_4570_);
                                    uint l_4574_ = (l_4567_ * l_4570_);
                                    uint l_4575_ = (l_4571_ >> 16u);
                                    uint l_4576_ = (l_4575_ & 65535u);
                                    uint l_4577_ = (l_4572_ & 65535u);
                                    uint l_4578_ = (l_4576_ + l_4577_);
                                    uint l_4579_ = (l_4573_ & 65535u);
                                    uint l_4580_ = (l_4578_ + l_4579_);
                                    uint l_4581_ = (l_4572_ >> 16u);
                                    uint l_4582_ = (l_4581_ & 65535u);
                                    uint l_4583_ = (l_4574_ + l_4582_);
                                    uint l_4584_ = (l_4573_ >> 16u);
                                    uint l_4585_ = (l_4584_ & 65535u);
                                    uint l_4586_ = (l_4583_ + l_4585_);
                                    uint l_4587_ = (l_4580_ >> 16u);
                                    uint l_4588_ = (l_4587_ & 65535u);
                                    uint l_2397_ = (l_4586_ + l_4588_);
                                    bool l_2398_ = (l_2396_ < l_2394_);
                                    uint l_2399_ = uint(l_2398_);
                                    uint l_2400_ = (l_2397_ + l_2399_);
                                    l_mut_441_ = l_2393_;
                                    bool l_2402_ = (0u > 0u);
                                    if (l_2402_) {
                                        uint l_2403_ = (l_2393_ >> 0u);
                                        uint l_2404_ = (32u - 0u);
                                        uint l_2405_ = (l_2396_ << l_2404_);
                                        uint l_2406_ = (l_2403_ | l_2405_);
                                        l_mut_441_ = l_2406_;
                                    }
                                    l_mut_440_ = l_2396_;
                                    bool l_2407_ = (0u > 0u);
                                    if (l_2407_) {
                                        uint l_2408_ = (l_2396_ >> 0u);
                                        uint l_2409_ = (32u - 0u);
                                        uint l_2410_ = (l_2400_ << l_2409_);
                                        uint l_2411_ = (l_2408_ | l_2410_);
                                        l_mut_440_ = l_2411_;
                                    }
                                    uint _e8429 = l_mut_441_;
                                    l_mut_394_ = _e8429;
                                    uint _e8430 = l_mut_440_;
                                    l_mut_441_ = _e8430;
                                    if (false) {
                                        l_mut_394_ = l_2400_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2396_;
                                            bool l_2414_ = (0u > 0u);
                                            if (l_2414_) {
                                                uint l_2415_ = (l_2396_ >> 0u);
                                                uint l_2416_ = (32u - 0u);
                                                uint l_2417_ = (l_2400_ << l_2416_);
                                                uint l_2418_ = (l_2415_ | l_2417_);
                                                l_mut_440_ = l_2418_;
                                            }
                                            uint l_2419_ = (l_2400_ >> 0u);
                                            uint _e8442 = l_mut_440_;
                                            l_mut_394_ = _e8442;
                                            l_mut_441_ = l_2419_;
                                        }
                                    }
                                    uint _e8443 = l_mut_421_;
                                    uint _e8444 = l_mut_2281_;
                                    uint l_2420_ = (_e8443 * _e8444);
                                    uint _e8446 = l_mut_439_;
                                    uint _e8447 = l_mut_2281_;
                                    uint l_2421_ = (_e8446 * _e8447);
                                    uint _e8449 = l_mut_421_;
                                    uint l_4590_ = (_e8449 & 65535u);
                                    uint _e8452 = l_mut_421_;
                                    uint l_4591_ = (_e8452 >> 16u);
                                    uint l_4592_ = (l_4591_ & 65535u);
                                    uint _e8457 = l_mut_2281_;
                                    uint l_4593_ = (_e8457 & 65535u);
                                    uint _e8460 = l_mut_2281_;
                                    uint l_4594_ = (_e8460 >> 16u);
                                    uint l_4595_ = (l_4594_ & 65535u);
                                    uint l_4596_ = (l_4590_ * l_4593_);
                                    uint l_4597_ = (l_4592_ * l_4593_);
                                    uint l_4598_ = (l_4590_ * l_4595_);
                                    uint l_4599_ = (l_4592_ * l_4595_);
                                    uint l_4600_ = (l_4596_ >> 16u);
                                    uint l_4601_ = (l_4600_ & 65535u);
                                    uint l_4602_ = (l_4597_ & 65535u);
                                    uint l_4603_ = (l_4601_ + l_4602_);
                                    uint l_4604_ = (l_4598_ & 65535u);
                                    uint l_4605_ = (l_4603_ + l_4604_);
                                    uint l_4606_ = (l_4597_ >> 16u);
                                    uint l_4607_ = (l_4606_ & 65535u);
                                    uint l_4608_ = (l_4599_ + l_4607_);
                                    uint l_4609_ = (l_4598_ >> 16u);
                                    uint l_4610_ = (l_4609_ & 65535u);
                                    uint l_4611_ = (l_4608_ + l_4610_);
                                    uint l_4612_ = (l_4605_ >> 16u);
                                    uint l_4613_ = (l_4612_ & 65535u);
                                    uint l_2422_ = (l_4611_ + l_4613_);
                                    uint l_2423_ = (l_2422_ + l_2421_);
                                    uint _e8495 = l_mut_439_;
                                    uint l_4615_ = (_e8495 & 65535u);
                                    uint _e8498 = l_mut_439_;
                                    uint l_4616_ = (_e8498 >> 16u);
                                    uint l_4617_ = (l_4616_ & 65535u);
                                    uint _e8503 = l_mut_2281_;
                                    uint l_4618_ = (_e8503 & 65535u);
                                    uint _e8506 = l_mut_2281_;
                                    uint l_4619_ = (_e8506 >> 16u);
                                    uint l_4620_ = (l_4619_ & 65535u);
                                    uint l_4621_ = (l_4615_ * l_4618_);
                                    uint l_4622_ = (l_4617_ * l_4618_);
                                    uint l_4623_ = (l_4615_ * l_4620_);
                                    uint l_4624_ = (l_4617_ * l_4620_);
                                    uint l_4625_ = (l_4621_ >> 16u);
                                    uint l_4626_ = (l_4625_ & 65535u);
                                    uint l_4627_ = (l_4622_ & 65535u);
                                    uint l_4628_ = (l_4626_ + l_4627_);
                                    uint l_4629_ = (l_4623_ & 65535u);
                                    uint l_4630_ = (l_4628_ + l_4629_);
                                    uint l_4631_ = (l_4622_ >> 16u);
                                    uint l_4632_ = (l_4631_ & 65535u);
                                    uint l_4633_ = (l_4624_ + l_4632_);
                                    uint l_4634_ = (l_4623_ >> 16u);
                                    uint l_4635_ = (l_4634_ & 65535u);
                                    uint l_4636_ = (l_4633_ + l_4635_);
                                    uint l_4637_ = (l_4630_ >> 16u);
                                    uint l_4638_ = (l_4637_ & 65535u);
                                    uint l_2424_ = (l_4636_ + l_4638_);
                                    bool l_2425_ = (l_2423_ < l_2421_);
                                    uint l_2426_ = uint(l_2425_);
                                    uint l_2427_ = (l_2424_ + l_2426_);
                                    l_mut_440_ = l_2420_;
                                    bool l_2429_ = (0u > 0u);
                                    if (l_2429_) {
                                        uint l_2430_ = (l_2420_ >> 0u);
                                        uint l_2431_ = (32u - 0u);
                                        uint l_2432_ = (l_2423_ << l_2431_);
                                        uint l_2433_ = (l_2430_ | l_2432_);
                                        l_mut_440_ = l_2433_;
                                    }
                                    l_mut_382_ = l_2423_;
                                    bool l_2434_ = (0u > 0u);
                                    if (l_2434_) {
                                        uint l_2435_ = (l_2423_ >> 0u);
                                        uint l_2436_ = (32u - 0u);
                                        uint l_2437_ = (l_2427_ << l_2436_);
                                        uint l_2438_ = (l_2435_ | l_2437_);
                                        l_mut_382_ = l_2438_;
                                    }
                                    uint _e8558 = l_mut_440_;
                                    l_mut_275_ = _e8558;
                                    uint _e8559 = l_mut_382_;
                                    l_mut_440_ = _e8559;
                                    if (true) {
                                        l_mut_275_ = l_2427_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2423_;
                                            bool l_2441_ = (0u > 0u);
                                            if (l_2441_) {
                                                uint l_2442_ = (l_2423_ >> 0u);
                                                uint l_2443_ = (32u - 0u);
                                                uint l_2444_ = (l_2427_ << l_2443_);
                                                uint l_2445_ = (l_2442_ | l_2444_);
                                                l_mut_382_ = l_2445_;
                                            }
                                            uint l_2446_ = (l_2427_ >> 0u);
                                            uint _e8571 = l_mut_382_;
                                            l_mut_275_ = _e8571;
                                            l_mut_440_ = l_2446_;
                                        }
                                    }
                                    uint _e8572 = l_mut_388_;
                                    uint _e8573 = l_mut_2281_;
                                    uint l_2447_ = (_e8572 * _e8573);
                                    uint _e8575 = l_mut_388_;
                                    uint l_4640_ = (_e8575 & 65535u);
                                    uint _e8578 = l_mut_388_;
                                    uint l_4641_ = (_e8578 >> 16u);
                                    uint l_4642_ = (l_4641_ & 65535u);
                                    uint _e8583 = l_mut_2281_;
                                    uint l_4643_ = (_e8583 & 65535u);
                                    uint _e8586 = l_mut_2281_;
                                    uint l_4644_ = (_e8586 >> 16u);
                                    uint l_4645_ = (l_4644_ & 65535u);
                                    uint l_4646_ = (l_4640_ * l_4643_);
                                    uint l_4647_ = (l_4642_ * l_4643_);
                                    uint l_4648_ = (l_4640_ * l_4645_);
                                    uint l_4649_ = (l_4642_ * l_4645_);
                                    uint l_4650_ = (l_4646_ >> 16u);
                                    uint l_4651_ = (l_4650_ & 65535u);
                                    uint l_4652_ = (l_4647_ & 65535u);
                                    uint l_4653_ = (l_4651_ + l_4652_);
                                    uint l_4654_ = (l_4648_ & 65535u);
                                    uint l_4655_ = (l_4653_ + l_4654_);
                                    uint l_4656_ = (l_4647_ >> 16u);
                                    uint l_4657_ = (l_4656_ & 65535u);
                                    uint l_4658_ = (l_4649_ + l_4657_);
                                    uint l_4659_ = (l_4648_ >> 16u);
                                    uint l_4660_ = (l_4659_ & 65535u);
                                    uint l_4661_ = (l_4658_ + l_4660_);
                                    uint l_4662_ = (l_4655_ >> 16u);
                                    uint l_4663_ = (l_4662_ & 65535u);
                                    uint l_2448_ = (l_4661_ + l_4663_);
                                    uint _e8620 = l_mut_428_;
                                    uint _e8621 = l_mut_2281_;
                                    uint l_2449_ = (_e8620 * _e8621);
                                    uint l_2450_ = (l_2448_ + l_2449_);
                                    uint _e8624 = l_mut_275_;
                                    uint l_2451_ = (_e8624 + l_2447_);
                                    uint _e8626 = l_mut_440_;
                                    uint l_2452_ = (_e8626 + l_2450_);
                                    uint _e8628 = l_mut_275_;
                                    bool l_2453_ = (l_2451_ < _e8628);
                                    uint l_2454_ = uint(l_2453_);
                                    uint l_2455_ = (l_2452_ + l_2454_);
                                    uint _e8632 = l_mut_394_;
                                    l_mut_1670_ = _e8632;
                                    uint _e8633 = l_mut_441_;
                                    l_mut_1669_ = _e8633;
                                    bool l_2456_ = (l_9_ == 64u);
                                    if (l_2456_) {
                                        l_mut_1670_ = l_2451_;
                                        l_mut_1669_ = l_2455_;
                                    } else {
                                        bool l_2457_ = (l_9_ > 0u);
                                        if (l_2457_) {
                                            uint l_2458_ = (64u - l_9_);
                                            l_mut_440_ = l_2451_;
                                            l_mut_439_ = l_2455_;
                                            bool l_2459_ = (l_2458_ >= 32u);
                                            if (l_2459_) {
                                                uint l_2460_ = (l_2458_ & 31u);
                                                uint l_2461_ = (l_2451_ << l_2460_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2461_;
                                            } else {
                                                bool l_2462_ = (l_2458_ > 0u);
                                                if (l_2462_) {
                                                    uint l_2463_ = (l_2451_ << l_2458_);
                                                    uint l_2464_ = (l_2455_ << l_2458_);
                                                    uint l_2465_ = (32u - l_2458_);
                                                    uint l_2466_ = (l_2451_ >> l_2465_);
                                                    uint l_2467_ = (l_2464_ | l_2466_);
                                                    l_mut_440_ = l_2463_;
                                                    l_mut_439_ = l_2467_;
                                                }
                                            }
                                            uint _e8654 = l_mut_394_;
                                            l_mut_428_ = _e8654;
                                            uint _e8655 = l_mut_441_;
                                            l_mut_421_ = _e8655;
                                            bool l_2468_ = (l_9_ >= 32u);
                                            if (l_2468_) {
                                                uint l_2469_ = (l_9_ & 31u);
                                                uint _e8660 = l_mut_441_;
                                                uint l_2470_ = (_e8660 >> l_2469_);
                                                l_mut_428_ = l_2470_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2471_ = (l_9_ > 0u);
                                                if (l_2471_) {
                                                    uint _e8665 = l_mut_394_;
                                                    l_mut_388_ = _e8665;
                                                    bool l_2472_ = (l_9_ > 0u);
                                                    if (l_2472_) {
                                                        uint _e8668 = l_mut_394_;
                                                        uint l_2473_ = (_e8668 >> l_9_);
                                                        uint l_2474_ = (32u - l_9_);
                                                        uint _e8672 = l_mut_441_;
                                                        uint l_2475_ = (_e8672 << l_2474_);
                                                        uint l_2476_ = (l_2473_ | l_2475_);
                                                        l_mut_388_ = l_2476_;
                                                    }
                                                    uint _e8675 = l_mut_441_;
                                                    uint l_2477_ = (_e8675 >> l_9_);
                                                    uint _e8677 = l_mut_388_;
                                                    l_mut_428_ = _e8677;
                                                    l_mut_421_ = l_2477_;
                                                }
                                            }
                                            uint _e8678 = l_mut_440_;
                                            uint _e8679 = l_mut_428_;
                                            uint l_2478_ = (_e8678 + _e8679);
                                            uint _e8681 = l_mut_439_;
                                            uint _e8682 = l_mut_421_;
                                            uint l_2479_ = (_e8681 + _e8682);
                                            uint _e8684 = l_mut_440_;
                                            bool l_2480_ = (l_2478_ < _e8684);
                                            uint l_2481_ = uint(l_2480_);
                                            uint l_2482_ = (l_2479_ + l_2481_);
                                            l_mut_1670_ = l_2478_;
                                            l_mut_1669_ = l_2482_;
                                        }
                                    }
                                    if (l_2333_) {
                                        uint _e8689 = l_mut_1670_;
                                        uint l_2483_ = (0u - _e8689);
                                        uint _e8692 = l_mut_1669_;
                                        uint l_2484_ = (0u - _e8692);
                                        uint _e8695 = l_mut_1670_;
                                        bool l_2485_ = (0u < _e8695);
                                        uint l_2486_ = uint(l_2485_);
                                        uint l_2487_ = (l_2484_ - l_2486_);
                                        l_mut_1670_ = l_2483_;
                                        l_mut_1669_ = l_2487_;
                                    }
                                }
                                uint _e8699 = l_mut_1670_;
                                uint l_2488_ = (l_2286_ + _e8699);
                                uint _e8701 = l_mut_1669_;
                                uint l_2489_ = (l_2290_ + _e8701);
                                bool l_2490_ = (l_2488_ < l_2286_);
                                uint l_2491_ = uint(l_2490_);
                                uint l_2492_ = (l_2489_ + l_2491_);
                                uint l_2493_ = (0u - l_2488_);
                                uint l_2494_ = (0u - l_2492_);
                                bool l_2495_ = (0u < l_2488_);
                                uint l_2496_ = uint(l_2495_);
                                uint l_2497_ = (l_2494_ - l_2496_);
                                l_mut_1670_ = l_2493_;
                                l_mut_1669_ = l_2497_;
                                uint _e8714 = l_mut_1669_;
                                bool l_2498_ = (l_2492_ < _e8714);
                                uint _e8716 = l_mut_1669_;
                                bool l_2499_ = (l_2492_ == _e8716);
                                uint _e8718 = l_mut_1670_;
                                bool l_2500_ = (l_2488_ < _e8718);
                                if (l_2499_) {
                                    local_179 = l_2500_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2501_ = local_179;
                                if (!(l_2498_)) {
                                    local_180 = l_2501_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2502_ = local_180;
                                if (l_2502_) {
                                    l_mut_1670_ = l_2488_;
                                    l_mut_1669_ = l_2492_;
                                }
                                uint _e8729 = l_mut_1669_;
                                bool l_2503_ = (_e8729 < l_27_);
                                uint _e8731 = l_mut_1669_;
                                bool l_2504_ = (_e8731 == l_27_);
                                uint _e8733 = l_mut_1670_;
                                bool l_2505_ = (_e8733 < l_24_);
                                if (l_2504_) {
                                    local_181 = l_2505_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2506_ = local_181;
                                if (!(l_2503_)) {
                                    local_182 = l_2506_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2507_ = local_182;
                                uint l_2508_ = uint(l_2507_);
                                uint _e8745 = l_mut_1675_;
                                l_mut_1675_ = (_e8745 + l_2508_);
                            }
                        }
                        uint _e8750 = l_mut_444_;
                        uint _e8751 = l_mut_1675_;
                        l_mut_444_ = (_e8750 + _e8751);
                    }
                }
            }
            uint _e8756 = l_mut_445_;
            bool l_2509_ = (_e8756 > 0u);
            if (l_2509_) {
                uint l_4665_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4666_ = (l_4665_ * 1u);
                uint l_4667_ = (l_4666_ - 1u);
                uint l_4668_ = min(1u, l_4667_);
                uint _e8771 = l_mut_445_;
                uint _e8772 = atomicAdd(_group_0_binding_5_cs[l_4668_], _e8771);
            }
            uint _e8773 = l_mut_444_;
            bool l_2512_ = (_e8773 > 0u);
            if (l_2512_) {
                uint l_4670_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4671_ = (l_4670_ * 1u);
                uint l_4672_ = (l_4671_ - 1u);
                uint l_4673_ = min(2u, l_4672_);
                uint _e8788 = l_mut_444_;
                uint _e8789 = atomicAdd(_group_0_binding_5_cs[l_4673_], _e8788);
                l_mut_1675_ = _e8789;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9763 = l_mut_2515_;
                        l_mut_2515_ = (_e9763 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8792 = l_mut_2515_;
                    if ((_e8792 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8795 = l_mut_450_;
                        uint _e8796 = l_mut_2515_;
                        uint l_2516_ = (_e8795 >> _e8796);
                        uint l_2517_ = (l_2516_ & 1u);
                        bool l_2518_ = (l_2517_ == 1u);
                        if (l_2518_) {
                            uint _e8802 = l_mut_2515_;
                            uint l_2519_ = (_e8802 * l_1056_);
                            uint l_2520_ = (l_2519_ + l_1056_);
                            uint l_2521_ = min(l_2520_, l_56_);
                            uint _e8806 = l_mut_1675_;
                            l_mut_1670_ = _e8806;
                            l_mut_2522_ = l_2519_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9759 = l_mut_2522_;
                                    l_mut_2522_ = (_e9759 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8808 = l_mut_2522_;
                                if ((_e8808 < l_2521_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8810 = l_mut_2522_;
                                    uint l_2523_ = (l_59_ * _e8810);
                                    uint l_4675_ = (l_59_ & 65535u);
                                    uint l_4676_ = (l_59_ >> 16u);
                                    uint l_4677_ = (l_4676_ & 65535u);
                                    uint _e8818 = l_mut_2522_;
                                    uint l_4678_ = (_e8818 & 65535u);
                                    uint _e8821 = l_mut_2522_;
                                    uint l_4679_ = (_e8821 >> 16u);
                                    uint l_4680_ = (l_4679_ & 65535u);
                                    uint l_4681_ = (l_4675_ * l_4678_);
                                    uint l_4682_ = (l_4677_ * l_4678_);
                                    uint l_4683_ = (l_4675_ * l_4680_);
                                    uint l_4684_ = (l_4677_ * l_4680_);
                                    uint l_4685_ = (l_4681_ >> 16u);
                                    uint l_4686_ = (l_4685_ & 65535u);
                                    uint l_4687_ = (l_4682_ & 65535u);
                                    uint l_4688_ = (l_4686_ + l_4687_);
                                    uint l_4689_ = (l_4683_ & 65535u);
                                    uint l_4690_ = (l_4688_ + l_4689_);
                                    uint l_4691_ = (l_4682_ >> 16u);
                                    uint l_4692_ = (l_4691_ & 65535u);
                                    uint l_4693_ = (l_4684_ + l_4692_);
                                    uint l_4694_ = (l_4683_ >> 16u);
                                    uint l_4695_ = (l_4694_ & 65535u);
                                    uint l_4696_ = (l_4693_ + l_4695_);
                                    uint l_4697_ = (l_4690_ >> 16u);
                                    uint l_4698_ = (l_4697_ & 65535u);
                                    uint l_2524_ = (l_4696_ + l_4698_);
                                    uint _e8855 = l_mut_2522_;
                                    uint l_2525_ = (l_62_ * _e8855);
                                    uint l_2526_ = (l_2524_ + l_2525_);
                                    uint l_2527_ = (l_64_ + l_2523_);
                                    uint l_2528_ = (l_67_ + l_2526_);
                                    bool l_2529_ = (l_2527_ < l_64_);
                                    uint l_2530_ = uint(l_2529_);
                                    uint l_2531_ = (l_2528_ + l_2530_);
                                    l_mut_1669_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e8865 = l_mut_2522_;
                                    bool l_2532_ = (_e8865 < 65536u);
                                    if (l_2532_) {
                                        uint _e8868 = l_mut_2522_;
                                        uint _e8869 = l_mut_2522_;
                                        uint l_2533_ = (_e8868 * _e8869);
                                        uint l_2534_ = (l_72_ >> 31u);
                                        bool l_2535_ = (l_2534_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2535_) {
                                            uint l_2536_ = (0u - l_69_);
                                            uint l_2537_ = (0u - l_72_);
                                            bool l_2538_ = (0u < l_69_);
                                            uint l_2539_ = uint(l_2538_);
                                            uint l_2540_ = (l_2537_ - l_2539_);
                                            l_mut_444_ = l_2536_;
                                            l_mut_441_ = l_2540_;
                                        }
                                        uint _e8883 = l_mut_444_;
                                        uint l_2541_ = (_e8883 * l_2533_);
                                        uint _e8885 = l_mut_441_;
                                        uint l_2542_ = (_e8885 * l_2533_);
                                        uint _e8887 = l_mut_444_;
                                        uint l_4700_ = (_e8887 & 65535u);
                                        uint _e8890 = l_mut_444_;
                                        uint l_4701_ = (_e8890 >> 16u);
                                        uint l_4702_ = (l_4701_ & 65535u);
                                        uint l_4703_ = (l_2533_ & 65535u);
                                        uint l_4704_ = (l_2533_ >> 16u);
                                        uint l_4705_ = (l_4704_ & 65535u);
                                        uint l_4706_ = (l_4700_ * l_4703_);
                                        uint l_4707_ = (l_4702_ * l_4703_);
                                        uint l_4708_ = (l_4700_ * l_4705_);
                                        uint l_4709_ = (l_4702_ * l_4705_);
                                        uint l_4710_ = (l_4706_ >> 16u);
                                        uint l_4711_ = (l_4710_ & 65535u);
                                        uint l_4712_ = (l_4707_ & 65535u);
                                        uint l_4713_ = (l_4711_ + l_4712_);
                                        uint l_4714_ = (l_4708_ & 65535u);
                                        uint l_4715_ = (l_4713_ + l_4714_);
                                        uint l_4716_ = (l_4707_ >> 16u);
                                        uint l_4717_ = (l_4716_ & 65535u);
                                        uint l_4718_ = (l_4709_ + l_4717_);
                                        uint l_4719_ = (l_4708_ >> 16u);
                                        uint l_4720_ = (l_4719_ & 65535u);
                                        uint l_4721_ = (l_4718_ + l_4720_);
                                        uint l_4722_ = (l_4715_ >> 16u);
                                        uint l_4723_ = (l_4722_ & 65535u);
                                        uint l_2543_ = (l_4721_ + l_4723_);
                                        uint l_2544_ = (l_2543_ + l_2542_);
                                        uint _e8931 = l_mut_441_;
                                        uint l_4725_ = (_e8931 & 65535u);
                                        uint _e8934 = l_mut_441_;
                                        uint l_4726_ = (_e8934 >> 16u);
                                        uint l_4727_ = (l_4726_ & 65535u);
                                        uint l_4728_ = (l_2533_ & 65535u);
                                        uint l_4729_ = (l_2533_ >> 16u);
                                        uint l_4730_ = (l_4729_ & 65535u);
                                        uint l_4731_ = (l_4725_ * l_4728_);
                                        uint l_4732_ = (l_4727_ * l_4728_);
                                        uint l_4733_ = (l_4725_ * l_4730_);
                                        uint l_4734_ = (l_4727_ * l_4730_);
                                        uint l_4735_ = (l_4731_ >> 16u);
                                        uint l_4736_ = (l_4735_ & 65535u);
                                        uint l_4737_ = (l_4732_ & 65535u);
                                        uint l_4738_ = (l_4736_ + l_4737_);
                                        uint l_4739_ = (l_4733_ & 65535u);
                                        uint l_4740_ = (l_4738_ + l_4739_);
                                        uint l_4741_ = (l_4732_ >> 16u);
                                        uint l_4742_ = (l_4741_ & 65535u);
                                        uint l_4743_ = (l_4734_ + l_4742_);
                                        uint l_4744_ = (l_4733_ >> 16u);
                                        uint l_4745_ = (l_4744_ & 65535u);
                                        uint l_4746_ = (l_4743_ + l_4745_);
                                        uint l_4747_ = (l_4740_ >> 16u);
                                        uint l_4748_ = (l_4747_ & 65535u);
                                        uint l_2545_ = (l_4746_ + l_4748_);
                                        bool l_2546_ = (l_2544_ < l_2542_);
                                        uint l_2547_ = uint(l_2546_);
                                        uint l_2548_ = (l_2545_ + l_2547_);
                                        uint l_2549_ = (l_9_ % 32u);
                                        l_mut_440_ = l_2541_;
                                        bool l_2550_ = (l_2549_ > 0u);
                                        if (l_2550_) {
                                            uint l_2551_ = (l_2541_ >> l_2549_);
                                            uint l_2552_ = (32u - l_2549_);
                                            uint l_2553_ = (l_2544_ << l_2552_);
                                            uint l_2554_ = (l_2551_ | l_2553_);
                                            l_mut_440_ = l_2554_;
                                        }
                                        l_mut_439_ = l_2544_;
                                        bool l_2555_ = (l_2549_ > 0u);
                                        if (l_2555_) {
                                            uint l_2556_ = (l_2544_ >> l_2549_);
                                            uint l_2557_ = (32u - l_2549_);
                                            uint l_2558_ = (l_2548_ << l_2557_);
                                            uint l_2559_ = (l_2556_ | l_2558_);
                                            l_mut_439_ = l_2559_;
                                        }
                                        uint _e8993 = l_mut_440_;
                                        l_mut_428_ = _e8993;
                                        uint _e8994 = l_mut_439_;
                                        l_mut_440_ = _e8994;
                                        bool l_2560_ = (l_9_ >= 64u);
                                        if (l_2560_) {
                                            l_mut_428_ = l_2548_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2561_ = (l_9_ >= 32u);
                                            if (l_2561_) {
                                                l_mut_439_ = l_2544_;
                                                bool l_2562_ = (l_2549_ > 0u);
                                                if (l_2562_) {
                                                    uint l_2563_ = (l_2544_ >> l_2549_);
                                                    uint l_2564_ = (32u - l_2549_);
                                                    uint l_2565_ = (l_2548_ << l_2564_);
                                                    uint l_2566_ = (l_2563_ | l_2565_);
                                                    l_mut_439_ = l_2566_;
                                                }
                                                uint l_2567_ = (l_2548_ >> l_2549_);
                                                uint _e9008 = l_mut_439_;
                                                l_mut_428_ = _e9008;
                                                l_mut_440_ = l_2567_;
                                            }
                                        }
                                        uint _e9009 = l_mut_428_;
                                        l_mut_444_ = _e9009;
                                        uint _e9010 = l_mut_440_;
                                        l_mut_441_ = _e9010;
                                        if (l_2535_) {
                                            uint _e9012 = l_mut_444_;
                                            uint l_2568_ = (0u - _e9012);
                                            uint _e9015 = l_mut_441_;
                                            uint l_2569_ = (0u - _e9015);
                                            uint _e9018 = l_mut_444_;
                                            bool l_2570_ = (0u < _e9018);
                                            uint l_2571_ = uint(l_2570_);
                                            uint l_2572_ = (l_2569_ - l_2571_);
                                            l_mut_444_ = l_2568_;
                                            l_mut_441_ = l_2572_;
                                        }
                                        uint _e9022 = l_mut_444_;
                                        l_mut_1669_ = _e9022;
                                        uint _e9023 = l_mut_441_;
                                        l_mut_445_ = _e9023;
                                    } else {
                                        uint l_2573_ = (l_72_ >> 31u);
                                        bool l_2574_ = (l_2573_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2574_) {
                                            uint l_2575_ = (0u - l_69_);
                                            uint l_2576_ = (0u - l_72_);
                                            bool l_2577_ = (0u < l_69_);
                                            uint l_2578_ = uint(l_2577_);
                                            uint l_2579_ = (l_2576_ - l_2578_);
                                            l_mut_444_ = l_2575_;
                                            l_mut_441_ = l_2579_;
                                        }
                                        uint _e9036 = l_mut_444_;
                                        uint _e9037 = l_mut_2522_;
                                        uint l_2580_ = (_e9036 * _e9037);
                                        uint _e9039 = l_mut_441_;
                                        uint _e9040 = l_mut_2522_;
                                        uint l_2581_ = (_e9039 * _e9040);
                                        uint _e9042 = l_mut_444_;
                                        uint l_4750_ = (_e9042 & 65535u);
                                        uint _e9045 = l_mut_444_;
                                        uint l_4751_ = (_e9045 >> 16u);
                                        uint l_4752_ = (l_4751_ & 65535u);
                                        uint _e9050 = l_mut_2522_;
                                        uint l_4753_ = (_e9050 & 65535u);
                                        uint _e9053 = l_mut_2522_;
                                        uint l_4754_ = (_e9053 >> 16u);
                                        uint l_4755_ = (l_4754_ & 65535u);
                                        uint l_4756_ = (l_4750_ * l_4753_);
                                        uint l_4757_ = (l_4752_ * l_4753_);
                                        uint l_4758_ = (l_4750_ * l_4755_);
                                        uint l_4759_ = (l_4752_ * l_4755_);
                                        uint l_4760_ = (l_4756_ >> 16u);
                                        uint l_4761_ = (l_4760_ & 65535u);
                                        uint l_4762_ = (l_4757_ & 65535u);
                                        uint l_4763_ = (l_4761_ + l_4762_);
                                        uint l_4764_ = (l_4758_ & 65535u);
                                        uint l_4765_ = (l_4763_ + l_4764_);
                                        uint l_4766_ = (l_4757_ >> 16u);
                                        uint l_4767_ = (l_4766_ & 65535u);
                                        uint l_4768_ = (l_4759_ + l_4767_);
                                        uint l_4769_ = (l_4758_ >> 16u);
                                        uint l_4770_ = (l_4769_ & 65535u);
                                        uint l_4771_ = (l_4768_ + l_4770_);
                                        uint l_4772_ = (l_4765_ >> 16u);
                                        uint l_4773_ = (l_4772_ & 65535u);
                                        uint l_2582_ = (l_4771_ + l_4773_);
                                        uint l_2583_ = (l_2582_ + l_2581_);
                                        uint _e9088 = l_mut_441_;
                                        uint l_4775_ = (_e9088 & 65535u);
                                        uint _e9091 = l_mut_441_;
                                        uint l_4776_ = (_e9091 >> 16u);
                                        uint l_4777_ = (l_4776_ & 65535u);
                                        uint _e9096 = l_mut_2522_;
                                        uint l_4778_ = (_e9096 & 65535u);
                                        uint _e9099 = l_mut_2522_;
                                        uint l_4779_ = (_e9099 >> 16u);
                                        uint l_4780_ = (l_4779_ & 65535u);
                                        uint l_4781_ = (l_4775_ * l_4778_);
                                        uint l_4782_ = (l_4777_ * l_4778_);
                                        uint l_4783_ = (l_4775_ * l_4780_);
                                        uint l_4784_ = (l_4777_ * l_4780_);
                                        uint l_4785_ = (l_4781_ >> 16u);
                                        uint l_4786_ = (l_4785_ & 65535u);
                                        uint l_4787_ = (l_4782_ & 65535u);
                                        uint l_4788_ = (l_4786_ + l_4787_);
                                        uint l_4789_ = (l_4783_ & 65535u);
                                        uint l_4790_ = (l_4788_ + l_4789_);
                                        uint l_4791_ = (l_4782_ >> 16u);
                                        uint l_4792_ = (l_4791_ & 65535u);
                                        uint l_4793_ = (l_4784_ + l_4792_);
                                        uint l_4794_ = (l_4783_ >> 16u);
                                        uint l_4795_ = (l_4794_ & 65535u);
                                        uint l_4796_ = (l_4793_ + l_4795_);
                                        uint l_4797_ = (l_4790_ >> 16u);
                                        uint l_4798_ = (l_4797_ & 65535u);
                                        uint l_2584_ = (l_4796_ + l_4798_);
                                        bool l_2585_ = (l_2583_ < l_2581_);
                                        uint l_2586_ = uint(l_2585_);
                                        uint l_2587_ = (l_2584_ + l_2586_);
                                        l_mut_440_ = l_2580_;
                                        bool l_2589_ = (0u > 0u);
                                        if (l_2589_) {
                                            uint l_2590_ = (l_2580_ >> 0u);
                                            uint l_2591_ = (32u - 0u);
                                            uint l_2592_ = (l_2583_ << l_2591_);
                                            uint l_2593_ = (l_2590_ | l_2592_);
                                            l_mut_440_ = l_2593_;
                                        }
                                        l_mut_439_ = l_2583_;
                                        bool l_2594_ = (0u > 0u);
                                        if (l_2594_) {
                                            uint l_2595_ = (l_2583_ >> 0u);
                                            uint l_2596_ = (32u - 0u);
                                            uint l_2597_ = (l_2587_ << l_2596_);
                                            uint l_2598_ = (l_2595_ | l_2597_);
                                            l_mut_439_ = l_2598_;
                                        }
                                        uint _e9151 = l_mut_440_;
                                        l_mut_428_ = _e9151;
                                        uint _e9152 = l_mut_439_;
                                        l_mut_440_ = _e9152;
                                        if (false) {
                                            l_mut_428_ = l_2587_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2583_;
                                                bool l_2601_ = (0u > 0u);
                                                if (l_2601_) {
                                                    uint l_2602_ = (l_2583_ >> 0u);
                                                    uint l_2603_ = (32u - 0u);
                                                    uint l_2604_ = (l_2587_ << l_2603_);
                                                    uint l_2605_ = (l_2602_ | l_2604_);
                                                    l_mut_439_ = l_2605_;
                                                }
                                                uint l_2606_ = (l_2587_ >> 0u);
                                                uint _e9164 = l_mut_439_;
                                                l_mut_428_ = _e9164;
                                                l_mut_440_ = l_2606_;
                                            }
                                        }
                                        uint _e9165 = l_mut_444_;
                                        uint _e9166 = l_mut_2522_;
                                        uint l_2607_ = (_e9165 * _e9166);
                                        uint _e9168 = l_mut_441_;
                                        uint _e9169 = l_mut_2522_;
                                        uint l_2608_ = (_e9168 * _e9169);
                                        uint _e9171 = l_mut_444_;
                                        uint l_4800_ = (_e9171 & 65535u);
                                        uint _e9174 = l_mut_444_;
                                        uint l_4801_ = (_e9174 >> 16u);
                                        uint l_4802_ = (l_4801_ & 65535u);
                                        uint _e9179 = l_mut_2522_;
                                        uint l_4803_ = (_e9179 & 65535u);
                                        uint _e9182 = l_mut_2522_;
                                        uint l_4804_ = (_e9182 >> 16u);
                                        uint l_4805_ = (l_4804_ & 65535u);
                                        uint l_4806_ = (l_4800_ * l_4803_);
                                        uint l_4807_ = (l_4802_ * l_4803_);
                                        uint l_4808_ = (l_4800_ * l_4805_);
                                        uint l_4809_ = (l_4802_ * l_4805_);
                                        uint l_4810_ = (l_4806_ >> 16u);
                                        uint l_4811_ = (l_4810_ & 65535u);
                                        uint l_4812_ = (l_4807_ & 65535u);
                                        uint l_4813_ = (l_4811_ + l_4812_);
                                        uint l_4814_ = (l_4808_ & 65535u);
                                        uint l_4815_ = (l_4813_ + l_4814_);
                                        uint l_4816_ = (l_4807_ >> 16u);
                                        uint l_4817_ = (l_4816_ & 65535u);
                                        uint l_4818_ = (l_4809_ + l_4817_);
                                        uint l_4819_ = (l_4808_ >> 16u);
                                        uint l_4820_ = (l_4819_ & 65535u);
                                        uint l_4821_ = (l_4818_ + l_4820_);
                                        uint l_4822_ = (l_4815_ >> 16u);
                                        uint l_4823_ = (l_4822_ & 65535u);
                                        uint l_2609_ = (l_4821_ + l_4823_);
                                        uint l_2610_ = (l_2609_ + l_2608_);
                                        uint _e9217 = l_mut_441_;
                                        uint l_4825_ = (_e9217 & 65535u);
                                        uint _e9220 = l_mut_441_;
                                        uint l_4826_ = (_e9220 >> 16u);
                                        uint l_4827_ = (l_4826_ & 65535u);
                                        uint _e9225 = l_mut_2522_;
                                        uint l_4828_ = (_e9225 & 65535u);
                                        uint _e9228 = l_mut_2522_;
                                        uint l_4829_ = (_e9228 >> 16u);
                                        uint l_4830_ = (l_4829_ & 65535u);
                                        uint l_4831_ = (l_4825_ * l_4828_);
                                        uint l_4832_ = (l_4827_ * l_4828_);
                                        uint l_4833_ = (l_4825_ * l_4830_);
                                        uint l_4834_ = (l_4827_ * l_4830_);
                                        uint l_4835_ = (l_4831_ >> 16u);
                                        uint l_4836_ = (l_4835_ & 65535u);
                                        uint l_4837_ = (l_4832_ & 65535u);
                                        uint l_4838_ = (l_4836_ + l_4837_);
                                        uint l_4839_ = (l_4833_ & 65535u);
                                        uint l_4840_ = (l_4838_ + l_4839_);
                                        uint l_4841_ = (l_4832_ >> 16u);
                                        uint l_4842_ = (l_4841_ & 65535u);
                                        uint l_4843_ = (l_4834_ + l_4842_);
                                        uint l_4844_ = (l_4833_ >> 16u);
                                        uint l_4845_ = (l_4844_ & 65535u);
                                        uint l_4846_ = (l_4843_ + l_4845_);
                                        uint l_4847_ = (l_4840_ >> 16u);
                                        uint l_4848_ = (l_4847_ & 65535u);
                                        uint l_2611_ = (l_4846_ + l_4848_);
                                        bool l_2612_ = (l_2610_ < l_2608_);
                                        uint l_2613_ = uint(l_2612_);
                                        uint l_2614_ = (l_2611_ + l_2613_);
                                        l_mut_439_ = l_2607_;
                                        bool l_2616_ = (0u > 0u);
                                        if (l_2616_) {
                                            uint l_2617_ = (l_2607_ >> 0u);
                                            uint l_2618_ = (32u - 0u);
                                            uint l_2619_ = (l_2610_ << l_2618_);
                                            uint l_2620_ = (l_2617_ | l_2619_);
                                            l_mut_439_ = l_2620_;
                                        }
                                        l_mut_421_ = l_2610_;
                                        bool l_2621_ = (0u > 0u);
                                        if (l_2621_) {
                                            uint l_2622_ = (l_2610_ >> 0u);
                                            uint l_2623_ = (32u - 0u);
                                            uint l_2624_ = (l_2614_ << l_2623_);
                                            uint l_2625_ = (l_2622_ | l_2624_);
                                            l_mut_421_ = l_2625_;
                                        }
                                        uint _e9280 = l_mut_439_;
                                        l_mut_394_ = _e9280;
                                        uint _e9281 = l_mut_421_;
                                        l_mut_439_ = _e9281;
                                        if (true) {
                                            l_mut_394_ = l_2614_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2610_;
                                                bool l_2628_ = (0u > 0u);
                                                if (l_2628_) {
                                                    uint l_2629_ = (l_2610_ >> 0u);
                                                    uint l_2630_ = (32u - 0u);
                                                    uint l_2631_ = (l_2614_ << l_2630_);
                                                    uint l_2632_ = (l_2629_ | l_2631_);
                                                    l_mut_421_ = l_2632_;
                                                }
                                                uint l_2633_ = (l_2614_ >> 0u);
                                                uint _e9293 = l_mut_421_;
                                                l_mut_394_ = _e9293;
                                                l_mut_439_ = l_2633_;
                                            }
                                        }
                                        uint _e9294 = l_mut_428_;
                                        uint _e9295 = l_mut_2522_;
                                        uint l_2634_ = (_e9294 * _e9295);
                                        uint _e9297 = l_mut_440_;
                                        uint _e9298 = l_mut_2522_;
                                        uint l_2635_ = (_e9297 * _e9298);
                                        uint _e9300 = l_mut_428_;
                                        uint l_4850_ = (_e9300 & 65535u);
                                        uint _e9303 = l_mut_428_;
                                        uint l_4851_ = (_e9303 >> 16u);
                                        uint l_4852_ = (l_4851_ & 65535u);
                                        uint _e9308 = l_mut_2522_;
                                        uint l_4853_ = (_e9308 & 65535u);
                                        uint _e9311 = l_mut_2522_;
                                        uint l_4854_ = (_e9311 >> 16u);
                                        uint l_4855_ = (l_4854_ & 65535u);
                                        uint l_4856_ = (l_4850_ * l_4853_);
                                        uint l_4857_ = (l_4852_ * l_4853_);
                                        uint l_4858_ = (l_4850_ * l_4855_);
                                        uint l_4859_ = (l_4852_ * l_4855_);
                                        uint l_4860_ = (l_4856_ >> 16u);
                                        uint l_4861_ = (l_4860_ & 65535u);
                                        uint l_4862_ = (l_4857_ & 65535u);
                                        uint l_4863_ = (l_4861_ + l_4862_);
                                        uint l_4864_ = (l_4858_ & 65535u);
                                        uint l_4865_ = (l_4863_ + l_4864_);
                                        uint l_4866_ = (l_4857_ >> 16u);
                                        uint l_4867_ = (l_4866_ & 65535u);
                                        uint l_4868_ = (l_4859_ + l_4867_);
                                        uint l_4869_ = (l_4858_ >> 16u);
                                        uint l_4870_ = (l_4869_ & 65535u);
                                        uint l_4871_ = (l_4868_ + l_4870_);
                                        uint l_4872_ = (l_4865_ >> 16u);
                                        uint l_4873_ = (l_4872_ & 65535u);
                                        uint l_2636_ = (l_4871_ + l_4873_);
                                        uint l_2637_ = (l_2636_ + l_2635_);
                                        uint _e9346 = l_mut_440_;
                                        uint l_4875_ = (_e9346 & 65535u);
                                        uint _e9349 = l_mut_440_;
                                        uint l_4876_ = (_e9349 >> 16u);
                                        uint l_4877_ = (l_4876_ & 65535u);
                                        uint _e9354 = l_mut_2522_;
                                        uint l_4878_ = (_e9354 & 65535u);
                                        uint _e9357 = l_mut_2522_;
                                        uint l_4879_ = (_e9357 >> 16u);
                                        uint l_4880_ = (l_4879_ & 65535u);
                                        uint l_4881_ = (l_4875_ * l_4878_);
                                        uint l_4882_ = (l_4877_ * l_4878_);
                                        uint l_4883_ = (l_4875_ * l_4880_);
                                        uint l_4884_ = (l_4877_ * l_4880_);
                                        uint l_4885_ = (l_4881_ >> 16u);
                                        uint l_4886_ = (l_4885_ & 65535u);
                                        uint l_4887_ = (l_4882_ & 65535u);
                                        uint l_4888_ = (l_4886_ + l_4887_);
                                        uint l_4889_ = (l_4883_ & 65535u);
                                        uint l_4890_ = (l_4888_ + l_4889_);
                                        uint l_4891_ = (l_4882_ >> 16u);
                                        uint l_4892_ = (l_4891_ & 65535u);
                                        uint l_4893_ = (l_4884_ + l_4892_);
                                        uint l_4894_ = (l_4883_ >> 16u);
                                        uint l_4895_ = (l_4894_ & 65535u);
                                        uint l_4896_ = (l_4893_ + l_4895_);
                                        uint l_4897_ = (l_4890_ >> 16u);
                                        uint l_4898_ = (l_4897_ & 65535u);
                                        uint l_2638_ = (l_4896_ + l_4898_);
                                        bool l_2639_ = (l_2637_ < l_2635_);
                                        uint l_2640_ = uint(l_2639_);
                                        uint l_2641_ = (l_2638_ + l_2640_);
                                        l_mut_444_ = l_2634_;
                                        bool l_2643_ = (0u > 0u);
                                        if (l_2643_) {
                                            uint l_2644_ = (l_2634_ >> 0u);
                                            uint l_2645_ = (32u - 0u);
                                            uint l_2646_ = (l_2637_ << l_2645_);
                                            uint l_2647_ = (l_2644_ | l_2646_);
                                            l_mut_444_ = l_2647_;
                                        }
                                        l_mut_441_ = l_2637_;
                                        bool l_2648_ = (0u > 0u);
                                        if (l_2648_) {
                                            uint l_2649_ = (l_2637_ >> 0u);
                                            uint l_2650_ = (32u - 0u);
                                            uint l_2651_ = (l_2641_ << l_2650_);
                                            uint l_2652_ = (l_2649_ | l_2651_);
                                            l_mut_441_ = l_2652_;
                                        }
                                        uint _e9409 = l_mut_444_;
                                        l_mut_421_ = _e9409;
                                        uint _e9410 = l_mut_441_;
                                        l_mut_444_ = _e9410;
                                        if (false) {
                                            l_mut_421_ = l_2641_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2637_;
                                                bool l_2655_ = (0u > 0u);
                                                if (l_2655_) {
                                                    uint l_2656_ = (l_2637_ >> 0u);
                                                    uint l_2657_ = (32u - 0u);
                                                    uint l_2658_ = (l_2641_ << l_2657_);
                                                    uint l_2659_ = (l_2656_ | l_2658_);
                                                    l_mut_441_ = l_2659_;
                                                }
                                                uint l_2660_ = (l_2641_ >> 0u);
                                                uint _e9422 = l_mut_441_;
                                                l_mut_421_ = _e9422;
                                                l_mut_444_ = l_2660_;
                                            }
                                        }
                                        uint _e9423 = l_mut_428_;
                                        uint _e9424 = l_mut_2522_;
                                        uint l_2661_ = (_e9423 * _e9424);
                                        uint _e9426 = l_mut_440_;
                                        uint _e9427 = l_mut_2522_;
                                        uint l_2662_ = (_e9426 * _e9427);
                                        uint _e9429 = l_mut_428_;
                                        uint l_4900_ = (_e9429 & 65535u);
                                        uint _e9432 = l_mut_428_;
                                        uint l_4901_ = (_e9432 >> 16u);
                                        uint l_4902_ = (l_4901_ & 65535u);
                                        uint _e9437 = l_mut_2522_;
                                        uint l_4903_ = (_e9437 & 65535u);
                                        uint _e9440 = l_mut_2522_;
                                        uint l_4904_ = (_e9440 >> 16u);
                                        uint l_4905_ = (l_4904_ & 65535u);
                                        uint l_4906_ = (l_4900_ * l_4903_);
                                        uint l_4907_ = (l_4902_ * l_4903_);
                                        uint l_4908_ = (l_4900_ * l_4905_);
                                        uint l_4909_ = (l_4902_ * l_4905_);
                                        uint l_4910_ = (l_4906_ >> 16u);
                                        uint l_4911_ = (l_4910_ & 65535u);
                                        uint l_4912_ = (l_4907_ & 65535u);
                                        uint l_4913_ = (l_4911_ + l_4912_);
                                        uint l_4914_ = (l_4908_ & 65535u);
                                        uint l_4915_ = (l_4913_ + l_4914_);
                                        uint l_4916_ = (l_4907_ >> 16u);
                                        uint l_4917_ = (l_4916_ & 65535u);
                                        uint l_4918_ = (l_4909_ + l_4917_);
                                        uint l_4919_ = (l_4908_ >> 16u);
                                        uint l_4920_ = (l_4919_ & 65535u);
                                        uint l_4921_ = (l_4918_ + l_4920_);
                                        uint l_4922_ = (l_4915_ >> 16u);
                                        uint l_4923_ = (l_4922_ & 65535u);
                                        uint l_2663_ = (l_4921_ + l_4923_);
                                        uint l_2664_ = (l_2663_ + l_2662_);
                                        uint _e9475 = l_mut_440_;
                                        uint l_4925_ = (_e9475 & 65535u);
                                        uint _e9478 = l_mut_440_;
                                        uint l_4926_ = (_e9478 >> 16u);
                                        uint l_4927_ = (l_4926_ & 65535u);
                                        uint _e9483 = l_mut_2522_;
                                        uint l_4928_ = (_e9483 & 65535u);
                                        uint _e9486 = l_mut_2522_;
                                        uint l_4929_ = (_e9486 >> 16u);
                                        uint l_4930_ = (l_4929_ & 65535u);
                                        uint l_4931_ = (l_4925_ * l_4928_);
                                        uint l_4932_ = (l_4927_ * l_4928_);
                                        uint l_4933_ = (l_4925_ * l_4930_);
                                        uint l_4934_ = (l_4927_ * l_4930_);
                                        uint l_4935_ = (l_4931_ >> 16u);
                                        uint l_4936_ = (l_4935_ & 65535u);
                                        uint l_4937_ = (l_4932_ & 65535u);
                                        uint l_4938_ = (l_4936_ + l_4937_);
                                        uint l_4939_ = (l_4933_ & 65535u);
                                        uint l_4940_ = (l_4938_ + l_4939_);
                                        uint l_4941_ = (l_4932_ >> 16u);
                                        uint l_4942_ = (l_4941_ & 65535u);
                                        uint l_4943_ = (l_4934_ + l_4942_);
                                        uint l_4944_ = (l_4933_ >> 16u);
                                        uint l_4945_ = (l_4944_ & 65535u);
                                        uint l_4946_ = (l_4943_ + l_4945_);
                                        uint l_4947_ = (l_4940_ >> 16u);
                                        uint l_4948_ = (l_4947_ & 65535u);
                                        uint l_2665_ = (l_4946_ + l_4948_);
                                        bool l_2666_ = (l_2664_ < l_2662_);
                                        uint l_2667_ = uint(l_2666_);
                                        uint l_2668_ = (l_2665_ + l_2667_);
                                        l_mut_441_ = l_2661_;
                                        bool l_2670_ = (0u > 0u);
                                        if (l_2670_) {
                                            uint l_2671_ = (l_2661_ >> 0u);
                                            uint l_2672_ = (32u - 0u);
                                            uint l_2673_ = (l_2664_ << l_2672_);
                                            uint l_2674_ = (l_2671_ | l_2673_);
                                            l_mut_441_ = l_2674_;
                                        }
                                        l_mut_388_ = l_2664_;
                                        bool l_2675_ = (0u > 0u);
                                        if (l_2675_) {
                                            uint l_2676_ = (l_2664_ >> 0u);
                                            uint l_2677_ = (32u - 0u);
                                            uint l_2678_ = (l_2668_ << l_2677_);
                                            uint l_2679_ = (l_2676_ | l_2678_);
                                            l_mut_388_ = l_2679_;
                                        }
                                        uint _e9538 = l_mut_441_;
                                        l_mut_382_ = _e9538;
                                        uint _e9539 = l_mut_388_;
                                        l_mut_441_ = _e9539;
                                        if (true) {
                                            l_mut_382_ = l_2668_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2664_;
                                                bool l_2682_ = (0u > 0u);
                                                if (l_2682_) {
                                                    uint l_2683_ = (l_2664_ >> 0u);
                                                    uint l_2684_ = (32u - 0u);
                                                    uint l_2685_ = (l_2668_ << l_2684_);
                                                    uint l_2686_ = (l_2683_ | l_2685_);
                                                    l_mut_388_ = l_2686_;
                                                }
                                                uint l_2687_ = (l_2668_ >> 0u);
                                                uint _e9551 = l_mut_388_;
                                                l_mut_382_ = _e9551;
                                                l_mut_441_ = l_2687_;
                                            }
                                        }
                                        uint _e9552 = l_mut_394_;
                                        uint _e9553 = l_mut_2522_;
                                        uint l_2688_ = (_e9552 * _e9553);
                                        uint _e9555 = l_mut_394_;
                                        uint l_4950_ = (_e9555 & 65535u);
                                        uint _e9558 = l_mut_394_;
                                        uint l_4951_ = (_e9558 >> 16u);
                                        uint l_4952_ = (l_4951_ & 65535u);
                                        uint _e9563 = l_mut_2522_;
                                        uint l_4953_ = (_e9563 & 65535u);
                                        uint _e9566 = l_mut_2522_;
                                        uint l_4954_ = (_e9566 >> 16u);
                                        uint l_4955_ = (l_4954_ & 65535u);
                                        uint l_4956_ = (l_4950_ * l_4953_);
                                        uint l_4957_ = (l_4952_ * l_4953_);
                                        uint l_4958_ = (l_4950_ * l_4955_);
                                        uint l_4959_ = (l_4952_ * l_4955_);
                                        uint l_4960_ = (l_4956_ >> 16u);
                                        uint l_4961_ = (l_4960_ & 65535u);
                                        uint l_4962_ = (l_4957_ & 65535u);
                                        uint l_4963_ = (l_4961_ + l_4962_);
                                        uint l_4964_ = (l_4958_ & 65535u);
                                        uint l_4965_ = (l_4963_ + l_4964_);
                                        uint l_4966_ = (l_4957_ >> 16u);
                                        uint l_4967_ = (l_4966_ & 65535u);
                                        uint l_4968_ = (l_4959_ + l_4967_);
                                        uint l_4969_ = (l_4958_ >> 16u);
                                        uint l_4970_ = (l_4969_ & 65535u);
                                        uint l_4971_ = (l_4968_ + l_4970_);
                                        uint l_4972_ = (l_4965_ >> 16u);
                                        uint l_4973_ = (l_4972_ & 65535u);
                                        uint l_2689_ = (l_4971_ + l_4973_);
                                        uint _e9600 = l_mut_439_;
                                        uint _e9601 = l_mut_2522_;
                                        uint l_2690_ = (_e9600 * _e9601);
                                        uint l_2691_ = (l_2689_ + l_2690_);
                                        uint _e9604 = l_mut_382_;
                                        uint l_2692_ = (_e9604 + l_2688_);
                                        uint _e9606 = l_mut_441_;
                                        uint l_2693_ = (_e9606 + l_2691_);
                                        uint _e9608 = l_mut_382_;
                                        bool l_2694_ = (l_2692_ < _e9608);
                                        uint l_2695_ = uint(l_2694_);
                                        uint l_2696_ = (l_2693_ + l_2695_);
                                        uint _e9612 = l_mut_421_;
                                        l_mut_1669_ = _e9612;
                                        uint _e9613 = l_mut_444_;
                                        l_mut_445_ = _e9613;
                                        bool l_2697_ = (l_9_ == 64u);
                                        if (l_2697_) {
                                            l_mut_1669_ = l_2692_;
                                            l_mut_445_ = l_2696_;
                                        } else {
                                            bool l_2698_ = (l_9_ > 0u);
                                            if (l_2698_) {
                                                uint l_2699_ = (64u - l_9_);
                                                l_mut_441_ = l_2692_;
                                                l_mut_440_ = l_2696_;
                                                bool l_2700_ = (l_2699_ >= 32u);
                                                if (l_2700_) {
                                                    uint l_2701_ = (l_2699_ & 31u);
                                                    uint l_2702_ = (l_2692_ << l_2701_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2702_;
                                                } else {
                                                    bool l_2703_ = (l_2699_ > 0u);
                                                    if (l_2703_) {
                                                        uint l_2704_ = (l_2692_ << l_2699_);
                                                        uint l_2705_ = (l_2696_ << l_2699_);
                                                        uint l_2706_ = (32u - l_2699_);
                                                        uint l_2707_ = (l_2692_ >> l_2706_);
                                                        uint l_2708_ = (l_2705_ | l_2707_);
                                                        l_mut_441_ = l_2704_;
                                                        l_mut_440_ = l_2708_;
                                                    }
                                                }
                                                uint _e9634 = l_mut_421_;
                                                l_mut_439_ = _e9634;
                                                uint _e9635 = l_mut_444_;
                                                l_mut_428_ = _e9635;
                                                bool l_2709_ = (l_9_ >= 32u);
                                                if (l_2709_) {
                                                    uint l_2710_ = (l_9_ & 31u);
                                                    uint _e9640 = l_mut_444_;
                                                    uint l_2711_ = (_e9640 >> l_2710_);
                                                    l_mut_439_ = l_2711_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2712_ = (l_9_ > 0u);
                                                    if (l_2712_) {
                                                        uint _e9645 = l_mut_421_;
                                                        l_mut_394_ = _e9645;
                                                        bool l_2713_ = (l_9_ > 0u);
                                                        if (l_2713_) {
                                                            uint _e9648 = l_mut_421_;
                                                            uint l_2714_ = (_e9648 >> l_9_);
                                                            uint l_2715_ = (32u - l_9_);
                                                            uint _e9652 = l_mut_444_;
                                                            uint l_2716_ = (_e9652 << l_2715_);
                                                            uint l_2717_ = (l_2714_ | l_2716_);
                                                            l_mut_394_ = l_2717_;
                                                        }
                                                        uint _e9655 = l_mut_444_;
                                                        uint l_2718_ = (_e9655 >> l_9_);
                                                        uint _e9657 = l_mut_394_;
                                                        l_mut_439_ = _e9657;
                                                        l_mut_428_ = l_2718_;
                                                    }
                                                }
                                                uint _e9658 = l_mut_441_;
                                                uint _e9659 = l_mut_439_;
                                                uint l_2719_ = (_e9658 + _e9659);
                                                uint _e9661 = l_mut_440_;
                                                uint _e9662 = l_mut_428_;
                                                uint l_2720_ = (_e9661 + _e9662);
                                                uint _e9664 = l_mut_441_;
                                                bool l_2721_ = (l_2719_ < _e9664);
                                                uint l_2722_ = uint(l_2721_);
                                                uint l_2723_ = (l_2720_ + l_2722_);
                                                l_mut_1669_ = l_2719_;
                                                l_mut_445_ = l_2723_;
                                            }
                                        }
                                        if (l_2574_) {
                                            uint _e9669 = l_mut_1669_;
                                            uint l_2724_ = (0u - _e9669);
                                            uint _e9672 = l_mut_445_;
                                            uint l_2725_ = (0u - _e9672);
                                            uint _e9675 = l_mut_1669_;
                                            bool l_2726_ = (0u < _e9675);
                                            uint l_2727_ = uint(l_2726_);
                                            uint l_2728_ = (l_2725_ - l_2727_);
                                            l_mut_1669_ = l_2724_;
                                            l_mut_445_ = l_2728_;
                                        }
                                    }
                                    uint _e9679 = l_mut_1669_;
                                    uint l_2729_ = (l_2527_ + _e9679);
                                    uint _e9681 = l_mut_445_;
                                    uint l_2730_ = (l_2531_ + _e9681);
                                    bool l_2731_ = (l_2729_ < l_2527_);
                                    uint l_2732_ = uint(l_2731_);
                                    uint l_2733_ = (l_2730_ + l_2732_);
                                    uint l_2734_ = (0u - l_2729_);
                                    uint l_2735_ = (0u - l_2733_);
                                    bool l_2736_ = (0u < l_2729_);
                                    uint l_2737_ = uint(l_2736_);
                                    uint l_2738_ = (l_2735_ - l_2737_);
                                    l_mut_1669_ = l_2734_;
                                    l_mut_445_ = l_2738_;
                                    uint _e9694 = l_mut_445_;
                                    bool l_2739_ = (l_2733_ < _e9694);
                                    uint _e9696 = l_mut_445_;
                                    bool l_2740_ = (l_2733_ == _e9696);
                                    uint _e9698 = l_mut_1669_;
                                    bool l_2741_ = (l_2729_ < _e9698);
                                    if (l_2740_) {
                                        local_183 = l_2741_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2742_ = local_183;
                                    if (!(l_2739_)) {
                                        local_184 = l_2742_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2743_ = local_184;
                                    if (l_2743_) {
                                        l_mut_1669_ = l_2729_;
                                        l_mut_445_ = l_2733_;
                                    }
                                    uint _e9709 = l_mut_445_;
                                    bool l_2744_ = (_e9709 < l_27_);
                                    uint _e9711 = l_mut_445_;
                                    bool l_2745_ = (_e9711 == l_27_);
                                    uint _e9713 = l_mut_1669_;
                                    bool l_2746_ = (_e9713 < l_24_);
                                    if (l_2745_) {
                                        local_185 = l_2746_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2747_ = local_185;
                                    if (!(l_2744_)) {
                                        local_186 = l_2747_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2748_ = local_186;
                                    if (l_2748_) {
                                        uint _e9724 = l_mut_1670_;
                                        uint l_2749_ = (_e9724 * 2u);
                                        uint l_2750_ = (l_2749_ + 1u);
                                        uint l_2751_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2752_ = (l_2750_ < l_2751_);
                                        if (l_2752_) {
                                            uint l_4975_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4976_ = (l_4975_ * 1u);
                                            bool l_4977_ = (l_2749_ < l_4976_);
                                            if (l_4977_) {
                                                _group_0_binding_4_cs[l_2749_] = id;
                                            }
                                            uint l_2753_ = (l_2749_ + 1u);
                                            uint l_4978_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4979_ = (l_4978_ * 1u);
                                            bool l_4980_ = (l_2753_ < l_4979_);
                                            if (l_4980_) {
                                                uint _e9754 = l_mut_2522_;
                                                _group_0_binding_4_cs[l_2753_] = _e9754;
                                            }
                                        }
                                        uint _e9755 = l_mut_1670_;
                                        l_mut_1670_ = (_e9755 + 1u);
                                    }
                                }
                            }
                            uint _e9761 = l_mut_1670_;
                            l_mut_1675_ = _e9761;
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
