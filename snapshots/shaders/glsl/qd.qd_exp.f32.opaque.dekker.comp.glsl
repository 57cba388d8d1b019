#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[8];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    float a_589_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float a_2181_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float l_mut_101_ = 0.0;
    float l_mut_102_ = 0.0;
    float l_mut_103_ = 0.0;
    float l_mut_104_ = 0.0;
    float l_mut_105_ = 0.0;
    uint l_mut_106_ = 0u;
    float l_mut_2324_ = 0.0;
    float l_mut_2325_ = 0.0;
    float l_mut_2326_ = 0.0;
    float l_mut_2328_ = 0.0;
    float l_mut_36_ = 0.0;
    float l_mut_37_ = 0.0;
    float l_mut_38_ = 0.0;
    float l_mut_39_ = 0.0;
    float l_mut_732_ = 0.0;
    float l_mut_733_ = 0.0;
    float l_mut_734_ = 0.0;
    float l_mut_736_ = 0.0;
    uint l_mut_40_ = 0u;
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
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    uint l_mut_212_ = 1u;
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
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
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
    uint l_mut_1809_ = 0u;
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
    bool local_161 = false;
    bool local_162 = false;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    bool local_167 = false;
    uint l_mut_2671_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2685_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2686_ = (l_2685_ * 1u);
        bool l_2687_ = (0u < l_2686_);
        uint l_2688_ = (l_2686_ - 1u);
        uint l_2689_ = min(0u, l_2688_);
        float l_2690_ = _group_0_binding_2_cs[l_2689_];
        float l_3_ = (l_2687_ ? l_2690_ : 0.0);
        uint l_2692_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2693_ = (l_2692_ * 1u);
        bool l_2694_ = (1u < l_2693_);
        uint l_2695_ = (l_2693_ - 1u);
        uint l_2696_ = min(1u, l_2695_);
        float l_2697_ = _group_0_binding_2_cs[l_2696_];
        float l_4_ = (l_2694_ ? l_2697_ : 0.0);
        uint l_2699_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2700_ = (l_2699_ * 1u);
        bool l_2701_ = (id < l_2700_);
        uint l_2702_ = (l_2700_ - 1u);
        uint l_2703_ = min(id, l_2702_);
        float l_2704_ = _group_0_binding_0_cs[l_2703_];
        float l_5_ = (l_2701_ ? l_2704_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_2706_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2707_ = (l_2706_ * 1u);
        bool l_2708_ = (l_6_ < l_2707_);
        uint l_2709_ = (l_2707_ - 1u);
        uint l_2710_ = min(l_6_, l_2709_);
        float l_2711_ = _group_0_binding_0_cs[l_2710_];
        float l_7_ = (l_2708_ ? l_2711_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2713_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2714_ = (l_2713_ * 1u);
        bool l_2715_ = (l_9_ < l_2714_);
        uint l_2716_ = (l_2714_ - 1u);
        uint l_2717_ = min(l_9_, l_2716_);
        float l_2718_ = _group_0_binding_0_cs[l_2717_];
        float l_10_ = (l_2715_ ? l_2718_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2720_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2721_ = (l_2720_ * 1u);
        bool l_2722_ = (l_12_ < l_2721_);
        uint l_2723_ = (l_2721_ - 1u);
        uint l_2724_ = min(l_12_, l_2723_);
        float l_2725_ = _group_0_binding_0_cs[l_2724_];
        float l_13_ = (l_2722_ ? l_2725_ : 0.0);
        uint l_2727_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2728_ = (l_2727_ * 1u);
        bool l_2729_ = (id < l_2728_);
        uint l_2730_ = (l_2728_ - 1u);
        uint l_2731_ = min(id, l_2730_);
        float l_2732_ = _group_0_binding_1_cs[l_2731_];
        float l_14_ = (l_2729_ ? l_2732_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_2734_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2735_ = (l_2734_ * 1u);
        bool l_2736_ = (l_15_ < l_2735_);
        uint l_2737_ = (l_2735_ - 1u);
        uint l_2738_ = min(l_15_, l_2737_);
        float l_2739_ = _group_0_binding_1_cs[l_2738_];
        float l_16_ = (l_2736_ ? l_2739_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2741_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2742_ = (l_2741_ * 1u);
        bool l_2743_ = (l_18_ < l_2742_);
        uint l_2744_ = (l_2742_ - 1u);
        uint l_2745_ = min(l_18_, l_2744_);
        float l_2746_ = _group_0_binding_1_cs[l_2745_];
        float l_19_ = (l_2743_ ? l_2746_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2748_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2749_ = (l_2748_ * 1u);
        bool l_2750_ = (l_21_ < l_2749_);
        uint l_2751_ = (l_2749_ - 1u);
        uint l_2752_ = min(l_21_, l_2751_);
        float l_2753_ = _group_0_binding_1_cs[l_2752_];
        float l_22_ = (l_2750_ ? l_2753_ : 0.0);
        uint l_2755_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2756_ = (l_2755_ * 1u);
        bool l_2757_ = (2u < l_2756_);
        uint l_2758_ = (l_2756_ - 1u);
        uint l_2759_ = min(2u, l_2758_);
        float l_2760_ = _group_0_binding_2_cs[l_2759_];
        float l_24_ = (l_2757_ ? l_2760_ : 0.0);
        uint l_25_ = uint(l_24_);
        uint l_2762_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2763_ = (l_2762_ * 1u);
        bool l_2764_ = (3u < l_2763_);
        uint l_2765_ = (l_2763_ - 1u);
        uint l_2766_ = min(3u, l_2765_);
        float l_2767_ = _group_0_binding_2_cs[l_2766_];
        float l_27_ = (l_2764_ ? l_2767_ : 0.0);
        uint l_28_ = uint(l_27_);
        uint l_2769_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2770_ = (l_2769_ * 1u);
        bool l_2771_ = (5u < l_2770_);
        uint l_2772_ = (l_2770_ - 1u);
        uint l_2773_ = min(5u, l_2772_);
        float l_2774_ = _group_0_binding_2_cs[l_2773_];
        float l_30_ = (l_2771_ ? l_2774_ : 0.0);
        float l_31_ = (l_5_ / l_30_);
        float l_32_ = (l_31_ + 0.5);
        float l_33_ = floor(l_32_);
        float l_35_ = (l_33_ * 1.0);
        l_mut_36_ = l_5_;
        l_mut_37_ = l_7_;
        l_mut_38_ = l_10_;
        l_mut_39_ = l_13_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e602 = l_mut_40_;
                l_mut_40_ = (_e602 + 1u);
            }
            loop_init = false;
            uint _e279 = l_mut_40_;
            if ((_e279 < l_28_)) {
            } else {
                break;
            }
            {
                uint _e281 = l_mut_40_;
                uint l_41_ = (5u + _e281);
                uint l_2816_ = _group_0_binding_4_cs.static_meta[2];
                uint l_2817_ = (l_2816_ * 1u);
                bool l_2818_ = (l_41_ < l_2817_);
                uint l_2819_ = (l_2817_ - 1u);
                uint l_2820_ = min(l_41_, l_2819_);
                float l_2821_ = _group_0_binding_2_cs[l_2820_];
                float l_42_ = (l_2818_ ? l_2821_ : 0.0);
                float l_43_ = -(l_42_);
                float l_44_ = (l_35_ * l_43_);
                float _e300 = l_mut_36_;
                float l_45_ = (_e300 + l_44_);
                float l_46_ = (l_45_ * l_4_);
                float _e303 = l_mut_36_;
                float l_47_ = (l_46_ - _e303);
                float l_48_ = (l_47_ * l_4_);
                float l_49_ = (l_46_ - l_48_);
                float l_50_ = (l_49_ * l_4_);
                float _e308 = l_mut_36_;
                float l_51_ = (_e308 - l_50_);
                float l_52_ = (l_44_ - l_48_);
                float l_53_ = (l_51_ + l_52_);
                float _e312 = l_mut_37_;
                float l_54_ = (_e312 + l_53_);
                float l_55_ = (l_54_ * l_4_);
                float _e315 = l_mut_37_;
                float l_56_ = (l_55_ - _e315);
                float l_57_ = (l_56_ * l_4_);
                float l_58_ = (l_55_ - l_57_);
                float l_59_ = (l_58_ * l_4_);
                float _e320 = l_mut_37_;
                float l_60_ = (_e320 - l_59_);
                float l_61_ = (l_53_ - l_57_);
                float l_62_ = (l_60_ + l_61_);
                float _e324 = l_mut_38_;
                float l_63_ = (_e324 + l_62_);
                float l_64_ = (l_63_ * l_4_);
                float _e327 = l_mut_38_;
                float l_65_ = (l_64_ - _e327);
                float l_66_ = (l_65_ * l_4_);
                float l_67_ = (l_64_ - l_66_);
                float l_68_ = (l_67_ * l_4_);
                float _e332 = l_mut_38_;
                float l_69_ = (_e332 - l_68_);
                float l_70_ = (l_62_ - l_66_);
                float l_71_ = (l_69_ + l_70_);
                float _e336 = l_mut_39_;
                float l_72_ = (_e336 + l_71_);
                float l_73_ = (l_72_ * l_4_);
                float _e339 = l_mut_39_;
                float l_74_ = (l_73_ - _e339);
                float l_75_ = (l_74_ * l_4_);
                float l_76_ = (l_73_ - l_75_);
                float l_77_ = (l_76_ * l_4_);
                float _e344 = l_mut_39_;
                float l_78_ = (_e344 - l_77_);
                float l_79_ = (l_71_ - l_75_);
                float l_80_ = (l_78_ + l_79_);
                float l_81_ = (l_73_ + l_80_);
                float l_82_ = (l_81_ * l_4_);
                float l_83_ = (l_82_ - l_73_);
                float l_84_ = (l_83_ * l_4_);
                float l_85_ = (l_80_ - l_84_);
                float l_86_ = (l_64_ + l_82_);
                float l_87_ = (l_86_ * l_4_);
                float l_88_ = (l_87_ - l_64_);
                float l_89_ = (l_88_ * l_4_);
                float l_90_ = (l_82_ - l_89_);
                float l_91_ = (l_55_ + l_87_);
                float l_92_ = (l_91_ * l_4_);
                float l_93_ = (l_92_ - l_55_);
                float l_94_ = (l_93_ * l_4_);
                float l_95_ = (l_87_ - l_94_);
                float l_96_ = (l_46_ + l_92_);
                float l_97_ = (l_96_ * l_4_);
                float l_98_ = (l_97_ - l_46_);
                float l_99_ = (l_98_ * l_4_);
                float l_100_ = (l_92_ - l_99_);
                l_mut_101_ = 0.0;
                l_mut_102_ = 0.0;
                l_mut_103_ = 0.0;
                l_mut_104_ = 0.0;
                l_mut_105_ = l_97_;
                l_mut_106_ = 0u;
                float _e373 = l_mut_105_;
                float l_107_ = (_e373 + l_100_);
                float l_108_ = (l_107_ * l_4_);
                float _e376 = l_mut_105_;
                float l_109_ = (l_108_ - _e376);
                float l_110_ = (l_109_ * l_4_);
                float l_111_ = (l_100_ - l_110_);
                uint _e380 = l_mut_106_;
                bool l_112_ = (_e380 < 3u);
                bool l_113_ = (l_111_ != 0.0);
                if (l_112_) {
                    local = l_113_;
                } else {
                    local = false;
                }
                bool l_114_ = local;
                uint _e389 = l_mut_106_;
                bool l_115_ = (_e389 == 0u);
                if (l_114_) {
                    local_1 = l_115_;
                } else {
                    local_1 = false;
                }
                bool l_116_ = local_1;
                float _e396 = l_mut_101_;
                float l_117_ = (l_116_ ? l_108_ : _e396);
                l_mut_101_ = l_117_;
                uint _e398 = l_mut_106_;
                bool l_118_ = (_e398 == 1u);
                if (l_114_) {
                    local_2 = l_118_;
                } else {
                    local_2 = false;
                }
                bool l_119_ = local_2;
                float _e405 = l_mut_102_;
                float l_120_ = (l_119_ ? l_108_ : _e405);
                l_mut_102_ = l_120_;
                uint _e407 = l_mut_106_;
                bool l_121_ = (_e407 == 2u);
                if (l_114_) {
                    local_3 = l_121_;
                } else {
                    local_3 = false;
                }
                bool l_122_ = local_3;
                float _e414 = l_mut_103_;
                float l_123_ = (l_122_ ? l_108_ : _e414);
                l_mut_103_ = l_123_;
                float l_124_ = (l_114_ ? l_111_ : l_108_);
                float _e417 = l_mut_105_;
                float l_125_ = (_e417 + l_100_);
                float l_126_ = (l_112_ ? l_124_ : l_125_);
                l_mut_105_ = l_126_;
                uint l_127_ = uint(l_114_);
                uint _e421 = l_mut_106_;
                l_mut_106_ = (_e421 + l_127_);
                float _e423 = l_mut_105_;
                float l_128_ = (_e423 + l_95_);
                float l_129_ = (l_128_ * l_4_);
                float _e426 = l_mut_105_;
                float l_130_ = (l_129_ - _e426);
                float l_131_ = (l_130_ * l_4_);
                float l_132_ = (l_95_ - l_131_);
                uint _e430 = l_mut_106_;
                bool l_133_ = (_e430 < 3u);
                bool l_134_ = (l_132_ != 0.0);
                if (l_133_) {
                    local_4 = l_134_;
                } else {
                    local_4 = false;
                }
                bool l_135_ = local_4;
                uint _e439 = l_mut_106_;
                bool l_136_ = (_e439 == 0u);
                if (l_135_) {
                    local_5 = l_136_;
                } else {
                    local_5 = false;
                }
                bool l_137_ = local_5;
                float _e446 = l_mut_101_;
                float l_138_ = (l_137_ ? l_129_ : _e446);
                l_mut_101_ = l_138_;
                uint _e448 = l_mut_106_;
                bool l_139_ = (_e448 == 1u);
                if (l_135_) {
                    local_6 = l_139_;
                } else {
                    local_6 = false;
                }
                bool l_140_ = local_6;
                float _e455 = l_mut_102_;
                float l_141_ = (l_140_ ? l_129_ : _e455);
                l_mut_102_ = l_141_;
                uint _e457 = l_mut_106_;
                bool l_142_ = (_e457 == 2u);
                if (l_135_) {
                    local_7 = l_142_;
                } else {
                    local_7 = false;
                }
                bool l_143_ = local_7;
                float _e464 = l_mut_103_;
                float l_144_ = (l_143_ ? l_129_ : _e464);
                l_mut_103_ = l_144_;
                float l_145_ = (l_135_ ? l_132_ : l_129_);
                float _e467 = l_mut_105_;
                float l_146_ = (_e467 + l_95_);
                float l_147_ = (l_133_ ? l_145_ : l_146_);
                l_mut_105_ = l_147_;
                uint l_148_ = uint(l_135_);
                uint _e471 = l_mut_106_;
                l_mut_106_ = (_e471 + l_148_);
                float _e473 = l_mut_105_;
                float l_149_ = (_e473 + l_90_);
                float l_150_ = (l_149_ * l_4_);
                float _e476 = l_mut_105_;
                float l_151_ = (l_150_ - _e476);
                float l_152_ = (l_151_ * l_4_);
                float l_153_ = (l_90_ - l_152_);
                uint _e480 = l_mut_106_;
                bool l_154_ = (_e480 < 3u);
                bool l_155_ = (l_153_ != 0.0);
                if (l_154_) {
                    local_8 = l_155_;
                } else {
                    local_8 = false;
                }
                bool l_156_ = local_8;
                uint _e489 = l_mut_106_;
                bool l_157_ = (_e489 == 0u);
                if (l_156_) {
                    local_9 = l_157_;
                } else {
                    local_9 = false;
                }
                bool l_158_ = local_9;
                float _e496 = l_mut_101_;
                float l_159_ = (l_158_ ? l_150_ : _e496);
                l_mut_101_ = l_159_;
                uint _e498 = l_mut_106_;
                bool l_160_ = (_e498 == 1u);
                if (l_156_) {
                    local_10 = l_160_;
                } else {
                    local_10 = false;
                }
                bool l_161_ = local_10;
                float _e505 = l_mut_102_;
                float l_162_ = (l_161_ ? l_150_ : _e505);
                l_mut_102_ = l_162_;
                uint _e507 = l_mut_106_;
                bool l_163_ = (_e507 == 2u);
                if (l_156_) {
                    local_11 = l_163_;
                } else {
                    local_11 = false;
                }
                bool l_164_ = local_11;
                float _e514 = l_mut_103_;
                float l_165_ = (l_164_ ? l_150_ : _e514);
                l_mut_103_ = l_165_;
                float l_166_ = (l_156_ ? l_153_ : l_150_);
                float _e517 = l_mut_105_;
                float l_167_ = (_e517 + l_90_);
                float l_168_ = (l_154_ ? l_166_ : l_167_);
                l_mut_105_ = l_168_;
                uint l_169_ = uint(l_156_);
                uint _e521 = l_mut_106_;
                l_mut_106_ = (_e521 + l_169_);
                float _e523 = l_mut_105_;
                float l_170_ = (_e523 + l_85_);
                float l_171_ = (l_170_ * l_4_);
                float _e526 = l_mut_105_;
                float l_172_ = (l_171_ - _e526);
                float l_173_ = (l_172_ * l_4_);
                float l_174_ = (l_85_ - l_173_);
                uint _e530 = l_mut_106_;
                bool l_175_ = (_e530 < 3u);
                bool l_176_ = (l_174_ != 0.0);
                if (l_175_) {
                    local_12 = l_176_;
                } else {
                    local_12 = false;
                }
                bool l_177_ = local_12;
                uint _e539 = l_mut_106_;
                bool l_178_ = (_e539 == 0u);
                if (l_177_) {
                    local_13 = l_178_;
                } else {
                    local_13 = false;
                }
                bool l_179_ = local_13;
                float _e546 = l_mut_101_;
                float l_180_ = (l_179_ ? l_171_ : _e546);
                l_mut_101_ = l_180_;
                uint _e548 = l_mut_106_;
                bool l_181_ = (_e548 == 1u);
                if (l_177_) {
                    local_14 = l_181_;
                } else {
                    local_14 = false;
                }
                bool l_182_ = local_14;
                float _e555 = l_mut_102_;
                float l_183_ = (l_182_ ? l_171_ : _e555);
                l_mut_102_ = l_183_;
                uint _e557 = l_mut_106_;
                bool l_184_ = (_e557 == 2u);
                if (l_177_) {
                    local_15 = l_184_;
                } else {
                    local_15 = false;
                }
                bool l_185_ = local_15;
                float _e564 = l_mut_103_;
                float l_186_ = (l_185_ ? l_171_ : _e564);
                l_mut_103_ = l_186_;
                float l_187_ = (l_177_ ? l_174_ : l_171_);
                float _e567 = l_mut_105_;
                float l_188_ = (_e567 + l_85_);
                float l_189_ = (l_175_ ? l_187_ : l_188_);
                l_mut_105_ = l_189_;
                uint l_190_ = uint(l_177_);
                uint _e571 = l_mut_106_;
                l_mut_106_ = (_e571 + l_190_);
                uint _e573 = l_mut_106_;
                bool l_191_ = (_e573 == 0u);
                float _e576 = l_mut_101_;
                float _e577 = l_mut_105_;
                float l_192_ = (l_191_ ? _e577 : _e576);
                l_mut_101_ = l_192_;
                uint _e579 = l_mut_106_;
                bool l_193_ = (_e579 == 1u);
                float _e582 = l_mut_102_;
                float _e583 = l_mut_105_;
                float l_194_ = (l_193_ ? _e583 : _e582);
                l_mut_102_ = l_194_;
                uint _e585 = l_mut_106_;
                bool l_195_ = (_e585 == 2u);
                float _e588 = l_mut_103_;
                float _e589 = l_mut_105_;
                float l_196_ = (l_195_ ? _e589 : _e588);
                l_mut_103_ = l_196_;
                uint _e591 = l_mut_106_;
                bool l_197_ = (_e591 == 3u);
                float _e594 = l_mut_104_;
                float _e595 = l_mut_105_;
                float l_198_ = (l_197_ ? _e595 : _e594);
                l_mut_104_ = l_198_;
                float _e597 = l_mut_101_;
                l_mut_36_ = _e597;
                float _e598 = l_mut_102_;
                l_mut_37_ = _e598;
                float _e599 = l_mut_103_;
                l_mut_38_ = _e599;
                float _e600 = l_mut_104_;
                l_mut_39_ = _e600;
            }
        }
        float _e604 = l_mut_36_;
        float l_199_ = (_e604 * 0.00390625);
        float _e607 = l_mut_37_;
        float l_200_ = (_e607 * 0.00390625);
        float _e610 = l_mut_38_;
        float l_201_ = (_e610 * 0.00390625);
        float _e613 = l_mut_39_;
        float l_202_ = (_e613 * 0.00390625);
        uint l_203_ = (l_25_ - 1u);
        uint l_204_ = (5u + l_28_);
        uint l_2776_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2777_ = (l_2776_ * 1u);
        bool l_2778_ = (l_204_ < l_2777_);
        uint l_2779_ = (l_2777_ - 1u);
        uint l_2780_ = min(l_204_, l_2779_);
        float l_2781_ = _group_0_binding_2_cs[l_2780_];
        float l_205_ = (l_2778_ ? l_2781_ : 0.0);
        uint l_206_ = (l_204_ + 1u);
        uint l_2783_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2784_ = (l_2783_ * 1u);
        bool l_2785_ = (l_206_ < l_2784_);
        uint l_2786_ = (l_2784_ - 1u);
        uint l_2787_ = min(l_206_, l_2786_);
        float l_2788_ = _group_0_binding_2_cs[l_2787_];
        float l_207_ = (l_2785_ ? l_2788_ : 0.0);
        uint l_208_ = (l_204_ + 2u);
        uint l_2790_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2791_ = (l_2790_ * 1u);
        bool l_2792_ = (l_208_ < l_2791_);
        uint l_2793_ = (l_2791_ - 1u);
        uint l_2794_ = min(l_208_, l_2793_);
        float l_2795_ = _group_0_binding_2_cs[l_2794_];
        float l_209_ = (l_2792_ ? l_2795_ : 0.0);
        uint l_210_ = (l_204_ + 3u);
        uint l_2797_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2798_ = (l_2797_ * 1u);
        bool l_2799_ = (l_210_ < l_2798_);
        uint l_2800_ = (l_2798_ - 1u);
        uint l_2801_ = min(l_210_, l_2800_);
        float l_2802_ = _group_0_binding_2_cs[l_2801_];
        float l_211_ = (l_2799_ ? l_2802_ : 0.0);
        l_mut_105_ = l_205_;
        l_mut_104_ = l_207_;
        l_mut_103_ = l_209_;
        l_mut_102_ = l_211_;
        bool loop_init_1 = true;
        while(true) {
            if (!loop_init_1) {
                uint _e1942 = l_mut_212_;
                l_mut_212_ = (_e1942 + 1u);
            }
            loop_init_1 = false;
            uint _e687 = l_mut_212_;
            if ((_e687 < l_203_)) {
            } else {
                break;
            }
            {
                float _e689 = l_mut_105_;
                float l_213_ = (_e689 * l_199_);
                float l_214_ = (l_213_ * l_4_);
                float _e692 = l_mut_105_;
                float l_215_ = (l_3_ * _e692);
                float l_216_ = (l_215_ * l_4_);
                float _e695 = l_mut_105_;
                float l_217_ = (l_216_ - _e695);
                float l_218_ = (l_217_ * l_4_);
                float l_219_ = (l_216_ - l_218_);
                float _e699 = l_mut_105_;
                float l_220_ = (_e699 - l_219_);
                float l_221_ = (l_3_ * l_199_);
                float l_222_ = (l_221_ * l_4_);
                float l_223_ = (l_222_ - l_199_);
                float l_224_ = (l_223_ * l_4_);
                float l_225_ = (l_222_ - l_224_);
                float l_226_ = (l_199_ - l_225_);
                float l_227_ = (l_219_ * l_225_);
                float l_228_ = (l_227_ - l_214_);
                float l_229_ = (l_219_ * l_226_);
                float l_230_ = (l_228_ + l_229_);
                float l_231_ = (l_220_ * l_225_);
                float l_232_ = (l_230_ + l_231_);
                float l_233_ = (l_220_ * l_226_);
                float l_234_ = (l_232_ + l_233_);
                float _e715 = l_mut_105_;
                float l_235_ = (_e715 * l_200_);
                float l_236_ = (l_235_ * l_4_);
                float _e718 = l_mut_105_;
                float l_237_ = (l_3_ * _e718);
                float l_238_ = (l_237_ * l_4_);
                float _e721 = l_mut_105_;
                float l_239_ = (l_238_ - _e721);
                float l_240_ = (l_239_ * l_4_);
                float l_241_ = (l_238_ - l_240_);
                float _e725 = l_mut_105_;
                float l_242_ = (_e725 - l_241_);
                float l_243_ = (l_3_ * l_200_);
                float l_244_ = (l_243_ * l_4_);
                float l_245_ = (l_244_ - l_200_);
                float l_246_ = (l_245_ * l_4_);
                float l_247_ = (l_244_ - l_246_);
                float l_248_ = (l_200_ - l_247_);
                float l_249_ = (l_241_ * l_247_);
                float l_250_ = (l_249_ - l_236_);
                float l_251_ = (l_241_ * l_248_);
                float l_252_ = (l_250_ + l_251_);
                float l_253_ = (l_242_ * l_247_);
                float l_254_ = (l_252_ + l_253_);
                float l_255_ = (l_242_ * l_248_);
                float l_256_ = (l_254_ + l_255_);
                float _e741 = l_mut_104_;
                float l_257_ = (_e741 * l_199_);
                float l_258_ = (l_257_ * l_4_);
                float _e744 = l_mut_104_;
                float l_259_ = (l_3_ * _e744);
                float l_260_ = (l_259_ * l_4_);
                float _e747 = l_mut_104_;
                float l_261_ = (l_260_ - _e747);
                float l_262_ = (l_261_ * l_4_);
                float l_263_ = (l_260_ - l_262_);
                float _e751 = l_mut_104_;
                float l_264_ = (_e751 - l_263_);
                float l_265_ = (l_3_ * l_199_);
                float l_266_ = (l_265_ * l_4_);
                float l_267_ = (l_266_ - l_199_);
                float l_268_ = (l_267_ * l_4_);
                float l_269_ = (l_266_ - l_268_);
                float l_270_ = (l_199_ - l_269_);
                float l_271_ = (l_263_ * l_269_);
                float l_272_ = (l_271_ - l_258_);
                float l_273_ = (l_263_ * l_270_);
                float l_274_ = (l_272_ + l_273_);
                float l_275_ = (l_264_ * l_269_);
                float l_276_ = (l_274_ + l_275_);
                float l_277_ = (l_264_ * l_270_);
                float l_278_ = (l_276_ + l_277_);
                float _e767 = l_mut_105_;
                float l_279_ = (_e767 * l_201_);
                float l_280_ = (l_279_ * l_4_);
                float _e770 = l_mut_105_;
                float l_281_ = (l_3_ * _e770);
                float l_282_ = (l_281_ * l_4_);
                float _e773 = l_mut_105_;
                float l_283_ = (l_282_ - _e773);
                float l_284_ = (l_283_ * l_4_);
                float l_285_ = (l_282_ - l_284_);
                float _e777 = l_mut_105_;
                float l_286_ = (_e777 - l_285_);
                float l_287_ = (l_3_ * l_201_);
                float l_288_ = (l_287_ * l_4_);
                float l_289_ = (l_288_ - l_201_);
                float l_290_ = (l_289_ * l_4_);
                float l_291_ = (l_288_ - l_290_);
                float l_292_ = (l_201_ - l_291_);
                float l_293_ = (l_285_ * l_291_);
                float l_294_ = (l_293_ - l_280_);
                float l_295_ = (l_285_ * l_292_);
                float l_296_ = (l_294_ + l_295_);
                float l_297_ = (l_286_ * l_291_);
                float l_298_ = (l_296_ + l_297_);
                float l_299_ = (l_286_ * l_292_);
                float l_300_ = (l_298_ + l_299_);
                float _e793 = l_mut_104_;
                float l_301_ = (_e793 * l_200_);
                float l_302_ = (l_301_ * l_4_);
                float _e796 = l_mut_104_;
                float l_303_ = (l_3_ * _e796);
                float l_304_ = (l_303_ * l_4_);
                float _e799 = l_mut_104_;
                float l_305_ = (l_304_ - _e799);
                float l_306_ = (l_305_ * l_4_);
                float l_307_ = (l_304_ - l_306_);
                float _e803 = l_mut_104_;
                float l_308_ = (_e803 - l_307_);
                float l_309_ = (l_3_ * l_200_);
                float l_310_ = (l_309_ * l_4_);
                float l_311_ = (l_310_ - l_200_);
                float l_312_ = (l_311_ * l_4_);
                float l_313_ = (l_310_ - l_312_);
                float l_314_ = (l_200_ - l_313_);
                float l_315_ = (l_307_ * l_313_);
                float l_316_ = (l_315_ - l_302_);
                float l_317_ = (l_307_ * l_314_);
                float l_318_ = (l_316_ + l_317_);
                float l_319_ = (l_308_ * l_313_);
                float l_320_ = (l_318_ + l_319_);
                float l_321_ = (l_308_ * l_314_);
                float l_322_ = (l_320_ + l_321_);
                float _e819 = l_mut_103_;
                float l_323_ = (_e819 * l_199_);
                float l_324_ = (l_323_ * l_4_);
                float _e822 = l_mut_103_;
                float l_325_ = (l_3_ * _e822);
                float l_326_ = (l_325_ * l_4_);
                float _e825 = l_mut_103_;
                float l_327_ = (l_326_ - _e825);
                float l_328_ = (l_327_ * l_4_);
                float l_329_ = (l_326_ - l_328_);
                float _e829 = l_mut_103_;
                float l_330_ = (_e829 - l_329_);
                float l_331_ = (l_3_ * l_199_);
                float l_332_ = (l_331_ * l_4_);
                float l_333_ = (l_332_ - l_199_);
                float l_334_ = (l_333_ * l_4_);
                float l_335_ = (l_332_ - l_334_);
                float l_336_ = (l_199_ - l_335_);
                float l_337_ = (l_329_ * l_335_);
                float l_338_ = (l_337_ - l_324_);
                float l_339_ = (l_329_ * l_336_);
                float l_340_ = (l_338_ + l_339_);
                float l_341_ = (l_330_ * l_335_);
                float l_342_ = (l_340_ + l_341_);
                float l_343_ = (l_330_ * l_336_);
                float l_344_ = (l_342_ + l_343_);
                float l_345_ = (l_236_ + l_258_);
                float l_346_ = (l_345_ * l_4_);
                float l_347_ = (l_346_ - l_236_);
                float l_348_ = (l_347_ * l_4_);
                float l_349_ = (l_346_ - l_348_);
                float l_350_ = (l_349_ * l_4_);
                float l_351_ = (l_236_ - l_350_);
                float l_352_ = (l_258_ - l_348_);
                float l_353_ = (l_351_ + l_352_);
                float l_354_ = (l_234_ + l_346_);
                float l_355_ = (l_354_ * l_4_);
                float l_356_ = (l_355_ - l_234_);
                float l_357_ = (l_356_ * l_4_);
                float l_358_ = (l_355_ - l_357_);
                float l_359_ = (l_358_ * l_4_);
                float l_360_ = (l_234_ - l_359_);
                float l_361_ = (l_346_ - l_357_);
                float l_362_ = (l_360_ + l_361_);
                float l_363_ = (l_353_ + l_362_);
                float l_364_ = (l_363_ * l_4_);
                float l_365_ = (l_364_ - l_353_);
                float l_366_ = (l_365_ * l_4_);
                float l_367_ = (l_364_ - l_366_);
                float l_368_ = (l_367_ * l_4_);
                float l_369_ = (l_353_ - l_368_);
                float l_370_ = (l_362_ - l_366_);
                float l_371_ = (l_369_ + l_370_);
                float l_372_ = (l_364_ + l_256_);
                float l_373_ = (l_372_ * l_4_);
                float l_374_ = (l_373_ - l_364_);
                float l_375_ = (l_374_ * l_4_);
                float l_376_ = (l_373_ - l_375_);
                float l_377_ = (l_376_ * l_4_);
                float l_378_ = (l_364_ - l_377_);
                float l_379_ = (l_256_ - l_375_);
                float l_380_ = (l_378_ + l_379_);
                float l_381_ = (l_278_ + l_373_);
                float l_382_ = (l_381_ * l_4_);
                float l_383_ = (l_382_ - l_278_);
                float l_384_ = (l_383_ * l_4_);
                float l_385_ = (l_382_ - l_384_);
                float l_386_ = (l_385_ * l_4_);
                float l_387_ = (l_278_ - l_386_);
                float l_388_ = (l_373_ - l_384_);
                float l_389_ = (l_387_ + l_388_);
                float l_390_ = (l_380_ + l_389_);
                float l_391_ = (l_390_ * l_4_);
                float l_392_ = (l_391_ - l_380_);
                float l_393_ = (l_392_ * l_4_);
                float l_394_ = (l_391_ - l_393_);
                float l_395_ = (l_394_ * l_4_);
                float l_396_ = (l_380_ - l_395_);
                float l_397_ = (l_389_ - l_393_);
                float l_398_ = (l_396_ + l_397_);
                float l_399_ = (l_280_ + l_302_);
                float l_400_ = (l_399_ * l_4_);
                float l_401_ = (l_400_ - l_280_);
                float l_402_ = (l_401_ * l_4_);
                float l_403_ = (l_400_ - l_402_);
                float l_404_ = (l_403_ * l_4_);
                float l_405_ = (l_280_ - l_404_);
                float l_406_ = (l_302_ - l_402_);
                float l_407_ = (l_405_ + l_406_);
                float l_408_ = (l_324_ + l_400_);
                float l_409_ = (l_408_ * l_4_);
                float l_410_ = (l_409_ - l_324_);
                float l_411_ = (l_410_ * l_4_);
                float l_412_ = (l_409_ - l_411_);
                float l_413_ = (l_412_ * l_4_);
                float l_414_ = (l_324_ - l_413_);
                float l_415_ = (l_400_ - l_411_);
                float l_416_ = (l_414_ + l_415_);
                float l_417_ = (l_407_ + l_416_);
                float l_418_ = (l_417_ * l_4_);
                float l_419_ = (l_418_ - l_407_);
                float l_420_ = (l_419_ * l_4_);
                float l_421_ = (l_418_ - l_420_);
                float l_422_ = (l_421_ * l_4_);
                float l_423_ = (l_407_ - l_422_);
                float l_424_ = (l_416_ - l_420_);
                float l_425_ = (l_423_ + l_424_);
                float l_426_ = (l_382_ + l_409_);
                float l_427_ = (l_426_ * l_4_);
                float l_428_ = (l_427_ - l_382_);
                float l_429_ = (l_428_ * l_4_);
                float l_430_ = (l_427_ - l_429_);
                float l_431_ = (l_430_ * l_4_);
                float l_432_ = (l_382_ - l_431_);
                float l_433_ = (l_409_ - l_429_);
                float l_434_ = (l_432_ + l_433_);
                float l_435_ = (l_391_ + l_418_);
                float l_436_ = (l_435_ * l_4_);
                float l_437_ = (l_436_ - l_391_);
                float l_438_ = (l_437_ * l_4_);
                float l_439_ = (l_436_ - l_438_);
                float l_440_ = (l_439_ * l_4_);
                float l_441_ = (l_391_ - l_440_);
                float l_442_ = (l_418_ - l_438_);
                float l_443_ = (l_441_ + l_442_);
                float l_444_ = (l_436_ + l_434_);
                float l_445_ = (l_444_ * l_4_);
                float l_446_ = (l_445_ - l_436_);
                float l_447_ = (l_446_ * l_4_);
                float l_448_ = (l_445_ - l_447_);
                float l_449_ = (l_448_ * l_4_);
                float l_450_ = (l_436_ - l_449_);
                float l_451_ = (l_434_ - l_447_);
                float l_452_ = (l_450_ + l_451_);
                float l_453_ = (l_398_ + l_425_);
                float l_454_ = (l_452_ + l_443_);
                float l_455_ = (l_453_ + l_454_);
                float _e956 = l_mut_105_;
                float l_456_ = (_e956 * l_202_);
                float _e958 = l_mut_104_;
                float l_457_ = (_e958 * l_201_);
                float l_458_ = (l_456_ + l_457_);
                float _e961 = l_mut_103_;
                float l_459_ = (_e961 * l_200_);
                float _e963 = l_mut_102_;
                float l_460_ = (_e963 * l_199_);
                float l_461_ = (l_459_ + l_460_);
                float l_462_ = (l_458_ + l_461_);
                float l_463_ = (l_371_ + l_300_);
                float l_464_ = (l_322_ + l_344_);
                float l_465_ = (l_463_ + l_464_);
                float l_466_ = (l_462_ + l_465_);
                float l_467_ = (l_445_ + l_466_);
                float l_468_ = (l_467_ + l_455_);
                float l_469_ = (l_468_ * l_4_);
                float l_470_ = (l_469_ - l_467_);
                float l_471_ = (l_470_ * l_4_);
                float l_472_ = (l_455_ - l_471_);
                float l_473_ = (l_427_ + l_469_);
                float l_474_ = (l_473_ * l_4_);
                float l_475_ = (l_474_ - l_427_);
                float l_476_ = (l_475_ * l_4_);
                float l_477_ = (l_469_ - l_476_);
                float l_478_ = (l_355_ + l_474_);
                float l_479_ = (l_478_ * l_4_);
                float l_480_ = (l_479_ - l_355_);
                float l_481_ = (l_480_ * l_4_);
                float l_482_ = (l_474_ - l_481_);
                float l_483_ = (l_214_ + l_479_);
                float l_484_ = (l_483_ * l_4_);
                float l_485_ = (l_484_ - l_214_);
                float l_486_ = (l_485_ * l_4_);
                float l_487_ = (l_479_ - l_486_);
                l_mut_101_ = 0.0;
                l_mut_39_ = 0.0;
                l_mut_38_ = 0.0;
                l_mut_37_ = 0.0;
                l_mut_36_ = l_484_;
                l_mut_106_ = 0u;
                float _e997 = l_mut_36_;
                float l_488_ = (_e997 + l_487_);
                float l_489_ = (l_488_ * l_4_);
                float _e1000 = l_mut_36_;
                float l_490_ = (l_489_ - _e1000);
                float l_491_ = (l_490_ * l_4_);
                float l_492_ = (l_487_ - l_491_);
                uint _e1004 = l_mut_106_;
                bool l_493_ = (_e1004 < 3u);
                bool l_494_ = (l_492_ != 0.0);
                if (l_493_) {
                    local_16 = l_494_;
                } else {
                    local_16 = false;
                }
                bool l_495_ = local_16;
                uint _e1013 = l_mut_106_;
                bool l_496_ = (_e1013 == 0u);
                if (l_495_) {
                    local_17 = l_496_;
                } else {
                    local_17 = false;
                }
                bool l_497_ = local_17;
                float _e1020 = l_mut_101_;
                float l_498_ = (l_497_ ? l_489_ : _e1020);
                l_mut_101_ = l_498_;
                uint _e1022 = l_mut_106_;
                bool l_499_ = (_e1022 == 1u);
                if (l_495_) {
                    local_18 = l_499_;
                } else {
                    local_18 = false;
                }
                bool l_500_ = local_18;
                float _e1029 = l_mut_39_;
                float l_501_ = (l_500_ ? l_489_ : _e1029);
                l_mut_39_ = l_501_;
                uint _e1031 = l_mut_106_;
                bool l_502_ = (_e1031 == 2u);
                if (l_495_) {
                    local_19 = l_502_;
                } else {
                    local_19 = false;
                }
                bool l_503_ = local_19;
                float _e1038 = l_mut_38_;
                float l_504_ = (l_503_ ? l_489_ : _e1038);
                l_mut_38_ = l_504_;
                float l_505_ = (l_495_ ? l_492_ : l_489_);
                float _e1041 = l_mut_36_;
                float l_506_ = (_e1041 + l_487_);
                float l_507_ = (l_493_ ? l_505_ : l_506_);
                l_mut_36_ = l_507_;
                uint l_508_ = uint(l_495_);
                uint _e1045 = l_mut_106_;
                l_mut_106_ = (_e1045 + l_508_);
                float _e1047 = l_mut_36_;
                float l_509_ = (_e1047 + l_482_);
                float l_510_ = (l_509_ * l_4_);
                float _e1050 = l_mut_36_;
                float l_511_ = (l_510_ - _e1050);
                float l_512_ = (l_511_ * l_4_);
                float l_513_ = (l_482_ - l_512_);
                uint _e1054 = l_mut_106_;
                bool l_514_ = (_e1054 < 3u);
                bool l_515_ = (l_513_ != 0.0);
                if (l_514_) {
                    local_20 = l_515_;
                } else {
                    local_20 = false;
                }
                bool l_516_ = local_20;
                uint _e1063 = l_mut_106_;
                bool l_517_ = (_e1063 == 0u);
                if (l_516_) {
                    local_21 = l_517_;
                } else {
                    local_21 = false;
                }
                bool l_518_ = local_21;
                float _e1070 = l_mut_101_;
                float l_519_ = (l_518_ ? l_510_ : _e1070);
                l_mut_101_ = l_519_;
                uint _e1072 = l_mut_106_;
                bool l_520_ = (_e1072 == 1u);
                if (l_516_) {
                    local_22 = l_520_;
                } else {
                    local_22 = false;
                }
                bool l_521_ = local_22;
                float _e1079 = l_mut_39_;
                float l_522_ = (l_521_ ? l_510_ : _e1079);
                l_mut_39_ = l_522_;
                uint _e1081 = l_mut_106_;
                bool l_523_ = (_e1081 == 2u);
                if (l_516_) {
                    local_23 = l_523_;
                } else {
                    local_23 = false;
                }
                bool l_524_ = local_23;
                float _e1088 = l_mut_38_;
                float l_525_ = (l_524_ ? l_510_ : _e1088);
                l_mut_38_ = l_525_;
                float l_526_ = (l_516_ ? l_513_ : l_510_);
                float _e1091 = l_mut_36_;
                float l_527_ = (_e1091 + l_482_);
                float l_528_ = (l_514_ ? l_526_ : l_527_);
                l_mut_36_ = l_528_;
                uint l_529_ = uint(l_516_);
                uint _e1095 = l_mut_106_;
                l_mut_106_ = (_e1095 + l_529_);
                float _e1097 = l_mut_36_;
                float l_530_ = (_e1097 + l_477_);
                float l_531_ = (l_530_ * l_4_);
                float _e1100 = l_mut_36_;
                float l_532_ = (l_531_ - _e1100);
                float l_533_ = (l_532_ * l_4_);
                float l_534_ = (l_477_ - l_533_);
                uint _e1104 = l_mut_106_;
                bool l_535_ = (_e1104 < 3u);
                bool l_536_ = (l_534_ != 0.0);
                if (l_535_) {
                    local_24 = l_536_;
                } else {
                    local_24 = false;
                }
                bool l_537_ = local_24;
                uint _e1113 = l_mut_106_;
                bool l_538_ = (_e1113 == 0u);
                if (l_537_) {
                    local_25 = l_538_;
                } else {
                    local_25 = false;
                }
                bool l_539_ = local_25;
                float _e1120 = l_mut_101_;
                float l_540_ = (l_539_ ? l_531_ : _e1120);
                l_mut_101_ = l_540_;
                uint _e1122 = l_mut_106_;
                bool l_541_ = (_e1122 == 1u);
                if (l_537_) {
                    local_26 = l_541_;
                } else {
                    local_26 = false;
                }
                bool l_542_ = local_26;
                float _e1129 = l_mut_39_;
                float l_543_ = (l_542_ ? l_531_ : _e1129);
                l_mut_39_ = l_543_;
                uint _e1131 = l_mut_106_;
                bool l_544_ = (_e1131 == 2u);
                if (l_537_) {
                    local_27 = l_544_;
                } else {
                    local_27 = false;
                }
                bool l_545_ = local_27;
                float _e1138 = l_mut_38_;
                float l_546_ = (l_545_ ? l_531_ : _e1138);
                l_mut_38_ = l_546_;
                float l_547_ = (l_537_ ? l_534_ : l_531_);
                float _e1141 = l_mut_36_;
                float l_548_ = (_e1141 + l_477_);
                float l_549_ = (l_535_ ? l_547_ : l_548_);
                l_mut_36_ = l_549_;
                uint l_550_ = uint(l_537_);
                uint _e1145 = l_mut_106_;
                l_mut_106_ = (_e1145 + l_550_);
                float _e1147 = l_mut_36_;
                float l_551_ = (_e1147 + l_472_);
                float l_552_ = (l_551_ * l_4_);
                float _e1150 = l_mut_36_;
                float l_553_ = (l_552_ - _e1150);
                float l_554_ = (l_553_ * l_4_);
                float l_555_ = (l_472_ - l_554_);
                uint _e1154 = l_mut_106_;
                bool l_556_ = (_e1154 < 3u);
                bool l_557_ = (l_555_ != 0.0);
                if (l_556_) {
                    local_28 = l_557_;
                } else {
                    local_28 = false;
                }
                bool l_558_ = local_28;
                uint _e1163 = l_mut_106_;
                bool l_559_ = (_e1163 == 0u);
                if (l_558_) {
                    local_29 = l_559_;
                } else {
                    local_29 = false;
                }
                bool l_560_ = local_29;
                float _e1170 = l_mut_101_;
                float l_561_ = (l_560_ ? l_552_ : _e1170);
                l_mut_101_ = l_561_;
                uint _e1172 = l_mut_106_;
                bool l_562_ = (_e1172 == 1u);
                if (l_558_) {
                    local_30 = l_562_;
                } else {
                    local_30 = false;
                }
                bool l_563_ = local_30;
                float _e1179 = l_mut_39_;
                float l_564_ = (l_563_ ? l_552_ : _e1179);
                l_mut_39_ = l_564_;
                uint _e1181 = l_mut_106_;
                bool l_565_ = (_e1181 == 2u);
                if (l_558_) {
                    local_31 = l_565_;
                } else {
                    local_31 = false;
                }
                bool l_566_ = local_31;
                float _e1188 = l_mut_38_;
                float l_567_ = (l_566_ ? l_552_ : _e1188);
                l_mut_38_ = l_567_;
                float l_568_ = (l_558_ ? l_555_ : l_552_);
                float _e1191 = l_mut_36_;
                float l_569_ = (_e1191 + l_472_);
                float l_570_ = (l_556_ ? l_568_ : l_569_);
                l_mut_36_ = l_570_;
                uint l_571_ = uint(l_558_);
                uint _e1195 = l_mut_106_;
                l_mut_106_ = (_e1195 + l_571_);
                uint _e1197 = l_mut_106_;
                bool l_572_ = (_e1197 == 0u);
                float _e1200 = l_mut_101_;
                float _e1201 = l_mut_36_;
                float l_573_ = (l_572_ ? _e1201 : _e1200);
                l_mut_101_ = l_573_;
                uint _e1203 = l_mut_106_;
                bool l_574_ = (_e1203 == 1u);
                float _e1206 = l_mut_39_;
                float _e1207 = l_mut_36_;
                float l_575_ = (l_574_ ? _e1207 : _e1206);
                l_mut_39_ = l_575_;
                uint _e1209 = l_mut_106_;
                bool l_576_ = (_e1209 == 2u);
                float _e1212 = l_mut_38_;
                float _e1213 = l_mut_36_;
                float l_577_ = (l_576_ ? _e1213 : _e1212);
                l_mut_38_ = l_577_;
                uint _e1215 = l_mut_106_;
                bool l_578_ = (_e1215 == 3u);
                float _e1218 = l_mut_37_;
                float _e1219 = l_mut_36_;
                float l_579_ = (l_578_ ? _e1219 : _e1218);
                l_mut_37_ = l_579_;
                uint _e1222 = l_mut_212_;
                uint l_580_ = (4u * _e1222);
                uint l_581_ = (l_204_ + l_580_);
                uint l_2823_ = _group_0_binding_4_cs.static_meta[2];
                uint l_2824_ = (l_2823_ * 1u);
                bool l_2825_ = (l_581_ < l_2824_);
                uint l_2826_ = (l_2824_ - 1u);
                uint l_2827_ = min(l_581_, l_2826_);
                float l_2828_ = _group_0_binding_2_cs[l_2827_];
                float l_582_ = (l_2825_ ? l_2828_ : 0.0);
                uint l_583_ = (l_581_ + 1u);
                uint l_2830_ = _group_0_binding_4_cs.static_meta[2];
                uint l_2831_ = (l_2830_ * 1u);
                bool l_2832_ = (l_583_ < l_2831_);
                uint l_2833_ = (l_2831_ - 1u);
                uint l_2834_ = min(l_583_, l_2833_);
                float l_2835_ = _group_0_binding_2_cs[l_2834_];
                float l_584_ = (l_2832_ ? l_2835_ : 0.0);
                uint l_585_ = (l_581_ + 2u);
                uint l_2837_ = _group_0_binding_4_cs.static_meta[2];
                uint l_2838_ = (l_2837_ * 1u);
                bool l_2839_ = (l_585_ < l_2838_);
                uint l_2840_ = (l_2838_ - 1u);
                uint l_2841_ = min(l_585_, l_2840_);
                float l_2842_ = _group_0_binding_2_cs[l_2841_];
                float l_586_ = (l_2839_ ? l_2842_ : 0.0);
                uint l_587_ = (l_581_ + 3u);
                uint l_2844_ = _group_0_binding_4_cs.static_meta[2];
                uint l_2845_ = (l_2844_ * 1u);
                bool l_2846_ = (l_587_ < l_2845_);
                uint l_2847_ = (l_2845_ - 1u);
                uint l_2848_ = min(l_587_, l_2847_);
                float l_2849_ = _group_0_binding_2_cs[l_2848_];
                float l_588_ = (l_2846_ ? l_2849_ : 0.0);
                float _e1292 = l_mut_101_;
                a_589_[0] = _e1292;
                a_589_[1] = l_582_;
                float _e1295 = l_mut_39_;
                a_589_[2] = _e1295;
                a_589_[3] = l_584_;
                float _e1298 = l_mut_38_;
                a_589_[4] = _e1298;
                a_589_[5] = l_586_;
                float _e1301 = l_mut_37_;
                a_589_[6] = _e1301;
                a_589_[7] = l_588_;
                float l_590_ = a_589_[7];
                l_mut_36_ = l_590_;
                float l_591_ = a_589_[6];
                float _e1307 = l_mut_36_;
                float l_592_ = (l_591_ + _e1307);
                float l_593_ = (l_592_ * l_4_);
                float l_594_ = (l_593_ - l_591_);
                float l_595_ = (l_594_ * l_4_);
                float l_596_ = (l_593_ - l_595_);
                float l_597_ = (l_596_ * l_4_);
                float l_598_ = (l_591_ - l_597_);
                float _e1315 = l_mut_36_;
                float l_599_ = (_e1315 - l_595_);
                float l_600_ = (l_598_ + l_599_);
                a_589_[7] = l_600_;
                l_mut_36_ = l_593_;
                float l_601_ = a_589_[5];
                float _e1321 = l_mut_36_;
                float l_602_ = (l_601_ + _e1321);
                float l_603_ = (l_602_ * l_4_);
                float l_604_ = (l_603_ - l_601_);
                float l_605_ = (l_604_ * l_4_);
                float l_606_ = (l_603_ - l_605_);
                float l_607_ = (l_606_ * l_4_);
                float l_608_ = (l_601_ - l_607_);
                float _e1329 = l_mut_36_;
                float l_609_ = (_e1329 - l_605_);
                float l_610_ = (l_608_ + l_609_);
                a_589_[6] = l_610_;
                l_mut_36_ = l_603_;
                float l_611_ = a_589_[4];
                float _e1335 = l_mut_36_;
                float l_612_ = (l_611_ + _e1335);
                float l_613_ = (l_612_ * l_4_);
                float l_614_ = (l_613_ - l_611_);
                float l_615_ = (l_614_ * l_4_);
                float l_616_ = (l_613_ - l_615_);
                float l_617_ = (l_616_ * l_4_);
                float l_618_ = (l_611_ - l_617_);
                float _e1343 = l_mut_36_;
                float l_619_ = (_e1343 - l_615_);
                float l_620_ = (l_618_ + l_619_);
                a_589_[5] = l_620_;
                l_mut_36_ = l_613_;
                float l_621_ = a_589_[3];
                float _e1349 = l_mut_36_;
                float l_622_ = (l_621_ + _e1349);
                float l_623_ = (l_622_ * l_4_);
                float l_624_ = (l_623_ - l_621_);
                float l_625_ = (l_624_ * l_4_);
                float l_626_ = (l_623_ - l_625_);
                float l_627_ = (l_626_ * l_4_);
                float l_628_ = (l_621_ - l_627_);
                float _e1357 = l_mut_36_;
                float l_629_ = (_e1357 - l_625_);
                float l_630_ = (l_628_ + l_629_);
                a_589_[4] = l_630_;
                l_mut_36_ = l_623_;
                float l_631_ = a_589_[2];
                float _e1363 = l_mut_36_;
                float l_632_ = (l_631_ + _e1363);
                float l_633_ = (l_632_ * l_4_);
                float l_634_ = (l_633_ - l_631_);
                float l_635_ = (l_634_ * l_4_);
                float l_636_ = (l_633_ - l_635_);
                float l_637_ = (l_636_ * l_4_);
                float l_638_ = (l_631_ - l_637_);
                float _e1371 = l_mut_36_;
                float l_639_ = (_e1371 - l_635_);
                float l_640_ = (l_638_ + l_639_);
                a_589_[3] = l_640_;
                l_mut_36_ = l_633_;
                float l_641_ = a_589_[1];
                float _e1377 = l_mut_36_;
                float l_642_ = (l_641_ + _e1377);
                float l_643_ = (l_642_ * l_4_);
                float l_644_ = (l_643_ - l_641_);
                float l_645_ = (l_644_ * l_4_);
                float l_646_ = (l_643_ - l_645_);
                float l_647_ = (l_646_ * l_4_);
                float l_648_ = (l_641_ - l_647_);
                float _e1385 = l_mut_36_;
                float l_649_ = (_e1385 - l_645_);
                float l_650_ = (l_648_ + l_649_);
                a_589_[2] = l_650_;
                l_mut_36_ = l_643_;
                float l_651_ = a_589_[0];
                float _e1391 = l_mut_36_;
                float l_652_ = (l_651_ + _e1391);
                float l_653_ = (l_652_ * l_4_);
                float l_654_ = (l_653_ - l_651_);
                float l_655_ = (l_654_ * l_4_);
                float l_656_ = (l_653_ - l_655_);
                float l_657_ = (l_656_ * l_4_);
                float l_658_ = (l_651_ - l_657_);
                float _e1399 = l_mut_36_;
                float l_659_ = (_e1399 - l_655_);
                float l_660_ = (l_658_ + l_659_);
                a_589_[1] = l_660_;
                l_mut_36_ = l_653_;
                float _e1404 = l_mut_36_;
                a_589_[0] = _e1404;
                float l_661_ = a_589_[7];
                l_mut_36_ = l_661_;
                float l_662_ = a_589_[6];
                float _e1409 = l_mut_36_;
                float l_663_ = (l_662_ + _e1409);
                float l_664_ = (l_663_ * l_4_);
                float l_665_ = (l_664_ - l_662_);
                float l_666_ = (l_665_ * l_4_);
                float l_667_ = (l_664_ - l_666_);
                float l_668_ = (l_667_ * l_4_);
                float l_669_ = (l_662_ - l_668_);
                float _e1417 = l_mut_36_;
                float l_670_ = (_e1417 - l_666_);
                float l_671_ = (l_669_ + l_670_);
                a_589_[7] = l_671_;
                l_mut_36_ = l_664_;
                float l_672_ = a_589_[5];
                float _e1423 = l_mut_36_;
                float l_673_ = (l_672_ + _e1423);
                float l_674_ = (l_673_ * l_4_);
                float l_675_ = (l_674_ - l_672_);
                float l_676_ = (l_675_ * l_4_);
                float l_677_ = (l_674_ - l_676_);
                float l_678_ = (l_677_ * l_4_);
                float l_679_ = (l_672_ - l_678_);
                float _e1431 = l_mut_36_;
                float l_680_ = (_e1431 - l_676_);
                float l_681_ = (l_679_ + l_680_);
                a_589_[6] = l_681_;
                l_mut_36_ = l_674_;
                float l_682_ = a_589_[4];
                float _e1437 = l_mut_36_;
                float l_683_ = (l_682_ + _e1437);
                float l_684_ = (l_683_ * l_4_);
                float l_685_ = (l_684_ - l_682_);
                float l_686_ = (l_685_ * l_4_);
                float l_687_ = (l_684_ - l_686_);
                float l_688_ = (l_687_ * l_4_);
                float l_689_ = (l_682_ - l_688_);
                float _e1445 = l_mut_36_;
                float l_690_ = (_e1445 - l_686_);
                float l_691_ = (l_689_ + l_690_);
                a_589_[5] = l_691_;
                l_mut_36_ = l_684_;
                float l_692_ = a_589_[3];
                float _e1451 = l_mut_36_;
                float l_693_ = (l_692_ + _e1451);
                float l_694_ = (l_693_ * l_4_);
                float l_695_ = (l_694_ - l_692_);
                float l_696_ = (l_695_ * l_4_);
                float l_697_ = (l_694_ - l_696_);
                float l_698_ = (l_697_ * l_4_);
                float l_699_ = (l_692_ - l_698_);
                float _e1459 = l_mut_36_;
                float l_700_ = (_e1459 - l_696_);
                float l_701_ = (l_699_ + l_700_);
                a_589_[4] = l_701_;
                l_mut_36_ = l_694_;
                float l_702_ = a_589_[2];
                float _e1465 = l_mut_36_;
                float l_703_ = (l_702_ + _e1465);
                float l_704_ = (l_703_ * l_4_);
                float l_705_ = (l_704_ - l_702_);
                float l_706_ = (l_705_ * l_4_);
                float l_707_ = (l_704_ - l_706_);
                float l_708_ = (l_707_ * l_4_);
                float l_709_ = (l_702_ - l_708_);
                float _e1473 = l_mut_36_;
                float l_710_ = (_e1473 - l_706_);
                float l_711_ = (l_709_ + l_710_);
                a_589_[3] = l_711_;
                l_mut_36_ = l_704_;
                float l_712_ = a_589_[1];
                float _e1479 = l_mut_36_;
                float l_713_ = (l_712_ + _e1479);
                float l_714_ = (l_713_ * l_4_);
                float l_715_ = (l_714_ - l_712_);
                float l_716_ = (l_715_ * l_4_);
                float l_717_ = (l_714_ - l_716_);
                float l_718_ = (l_717_ * l_4_);
                float l_719_ = (l_712_ - l_718_);
                float _e1487 = l_mut_36_;
                float l_720_ = (_e1487 - l_716_);
                float l_721_ = (l_719_ + l_720_);
                a_589_[2] = l_721_;
                l_mut_36_ = l_714_;
                float l_722_ = a_589_[0];
                float _e1493 = l_mut_36_;
                float l_723_ = (l_722_ + _e1493);
                float l_724_ = (l_723_ * l_4_);
                float l_725_ = (l_724_ - l_722_);
                float l_726_ = (l_725_ * l_4_);
                float l_727_ = (l_724_ - l_726_);
                float l_728_ = (l_727_ * l_4_);
                float l_729_ = (l_722_ - l_728_);
                float _e1501 = l_mut_36_;
                float l_730_ = (_e1501 - l_726_);
                float l_731_ = (l_729_ + l_730_);
                a_589_[1] = l_731_;
                l_mut_36_ = l_724_;
                float _e1506 = l_mut_36_;
                a_589_[0] = _e1506;
                l_mut_36_ = 0.0;
                l_mut_732_ = 0.0;
                l_mut_733_ = 0.0;
                l_mut_734_ = 0.0;
                float l_735_ = a_589_[0];
                l_mut_736_ = l_735_;
                l_mut_106_ = 0u;
                float l_737_ = a_589_[1];
                float _e1516 = l_mut_736_;
                float l_738_ = (_e1516 + l_737_);
                float l_739_ = (l_738_ * l_4_);
                float _e1519 = l_mut_736_;
                float l_740_ = (l_739_ - _e1519);
                float l_741_ = (l_740_ * l_4_);
                float l_742_ = (l_739_ - l_741_);
                float l_743_ = (l_742_ * l_4_);
                float _e1524 = l_mut_736_;
                float l_744_ = (_e1524 - l_743_);
                float l_745_ = (l_737_ - l_741_);
                float l_746_ = (l_744_ + l_745_);
                uint _e1528 = l_mut_106_;
                bool l_747_ = (_e1528 < 3u);
                bool l_748_ = (l_746_ != 0.0);
                if (l_747_) {
                    local_32 = l_748_;
                } else {
                    local_32 = false;
                }
                bool l_749_ = local_32;
                uint _e1537 = l_mut_106_;
                bool l_750_ = (_e1537 == 0u);
                if (l_749_) {
                    local_33 = l_750_;
                } else {
                    local_33 = false;
                }
                bool l_751_ = local_33;
                float _e1544 = l_mut_36_;
                float l_752_ = (l_751_ ? l_739_ : _e1544);
                l_mut_36_ = l_752_;
                uint _e1546 = l_mut_106_;
                bool l_753_ = (_e1546 == 1u);
                if (l_749_) {
                    local_34 = l_753_;
                } else {
                    local_34 = false;
                }
                bool l_754_ = local_34;
                float _e1553 = l_mut_732_;
                float l_755_ = (l_754_ ? l_739_ : _e1553);
                l_mut_732_ = l_755_;
                uint _e1555 = l_mut_106_;
                bool l_756_ = (_e1555 == 2u);
                if (l_749_) {
                    local_35 = l_756_;
                } else {
                    local_35 = false;
                }
                bool l_757_ = local_35;
                float _e1562 = l_mut_733_;
                float l_758_ = (l_757_ ? l_739_ : _e1562);
                l_mut_733_ = l_758_;
                float l_759_ = (l_749_ ? l_746_ : l_739_);
                float _e1565 = l_mut_736_;
                float l_760_ = (_e1565 + l_737_);
                float l_761_ = (l_747_ ? l_759_ : l_760_);
                l_mut_736_ = l_761_;
                uint l_762_ = uint(l_749_);
                uint _e1569 = l_mut_106_;
                l_mut_106_ = (_e1569 + l_762_);
                float l_763_ = a_589_[2];
                float _e1573 = l_mut_736_;
                float l_764_ = (_e1573 + l_763_);
                float l_765_ = (l_764_ * l_4_);
                float _e1576 = l_mut_736_;
                float l_766_ = (l_765_ - _e1576);
                float l_767_ = (l_766_ * l_4_);
                float l_768_ = (l_765_ - l_767_);
                float l_769_ = (l_768_ * l_4_);
                float _e1581 = l_mut_736_;
                float l_770_ = (_e1581 - l_769_);
                float l_771_ = (l_763_ - l_767_);
                float l_772_ = (l_770_ + l_771_);
                uint _e1585 = l_mut_106_;
                bool l_773_ = (_e1585 < 3u);
                bool l_774_ = (l_772_ != 0.0);
                if (l_773_) {
                    local_36 = l_774_;
                } else {
                    local_36 = false;
                }
                bool l_775_ = local_36;
                uint _e1594 = l_mut_106_;
                bool l_776_ = (_e1594 == 0u);
                if (l_775_) {
                    local_37 = l_776_;
                } else {
                    local_37 = false;
                }
                bool l_777_ = local_37;
                float _e1601 = l_mut_36_;
                float l_778_ = (l_777_ ? l_765_ : _e1601);
                l_mut_36_ = l_778_;
                uint _e1603 = l_mut_106_;
                bool l_779_ = (_e1603 == 1u);
                if (l_775_) {
                    local_38 = l_779_;
                } else {
                    local_38 = false;
                }
                bool l_780_ = local_38;
                float _e1610 = l_mut_732_;
                float l_781_ = (l_780_ ? l_765_ : _e1610);
                l_mut_732_ = l_781_;
                uint _e1612 = l_mut_106_;
                bool l_782_ = (_e1612 == 2u);
                if (l_775_) {
                    local_39 = l_782_;
                } else {
                    local_39 = false;
                }
                bool l_783_ = local_39;
                float _e1619 = l_mut_733_;
                float l_784_ = (l_783_ ? l_765_ : _e1619);
                l_mut_733_ = l_784_;
                float l_785_ = (l_775_ ? l_772_ : l_765_);
                float _e1622 = l_mut_736_;
                float l_786_ = (_e1622 + l_763_);
                float l_787_ = (l_773_ ? l_785_ : l_786_);
                l_mut_736_ = l_787_;
                uint l_788_ = uint(l_775_);
                uint _e1626 = l_mut_106_;
                l_mut_106_ = (_e1626 + l_788_);
                float l_789_ = a_589_[3];
                float _e1630 = l_mut_736_;
                float l_790_ = (_e1630 + l_789_);
                float l_791_ = (l_790_ * l_4_);
                float _e1633 = l_mut_736_;
                float l_792_ = (l_791_ - _e1633);
                float l_793_ = (l_792_ * l_4_);
                float l_794_ = (l_791_ - l_793_);
                float l_795_ = (l_794_ * l_4_);
                float _e1638 = l_mut_736_;
                float l_796_ = (_e1638 - l_795_);
                float l_797_ = (l_789_ - l_793_);
                float l_798_ = (l_796_ + l_797_);
                uint _e1642 = l_mut_106_;
                bool l_799_ = (_e1642 < 3u);
                bool l_800_ = (l_798_ != 0.0);
                if (l_799_) {
                    local_40 = l_800_;
                } else {
                    local_40 = false;
                }
                bool l_801_ = local_40;
                uint _e1651 = l_mut_106_;
                bool l_802_ = (_e1651 == 0u);
                if (l_801_) {
                    local_41 = l_802_;
                } else {
                    local_41 = false;
                }
                bool l_803_ = local_41;
                float _e1658 = l_mut_36_;
                float l_804_ = (l_803_ ? l_791_ : _e1658);
                l_mut_36_ = l_804_;
                uint _e1660 = l_mut_106_;
                bool l_805_ = (_e1660 == 1u);
                if (l_801_) {
                    local_42 = l_805_;
                } else {
                    local_42 = false;
                }
                bool l_806_ = local_42;
                float _e1667 = l_mut_732_;
                float l_807_ = (l_806_ ? l_791_ : _e1667);
                l_mut_732_ = l_807_;
                uint _e1669 = l_mut_106_;
                bool l_808_ = (_e1669 == 2u);
                if (l_801_) {
                    local_43 = l_808_;
                } else {
                    local_43 = false;
                }
                bool l_809_ = local_43;
                float _e1676 = l_mut_733_;
                float l_810_ = (l_809_ ? l_791_ : _e1676);
                l_mut_733_ = l_810_;
                float l_811_ = (l_801_ ? l_798_ : l_791_);
                float _e1679 = l_mut_736_;
                float l_812_ = (_e1679 + l_789_);
                float l_813_ = (l_799_ ? l_811_ : l_812_);
                l_mut_736_ = l_813_;
                uint l_814_ = uint(l_801_);
                uint _e1683 = l_mut_106_;
                l_mut_106_ = (_e1683 + l_814_);
                float l_815_ = a_589_[4];
                float _e1687 = l_mut_736_;
                float l_816_ = (_e1687 + l_815_);
                float l_817_ = (l_816_ * l_4_);
                float _e1690 = l_mut_736_;
                float l_818_ = (l_817_ - _e1690);
                float l_819_ = (l_818_ * l_4_);
                float l_820_ = (l_817_ - l_819_);
                float l_821_ = (l_820_ * l_4_);
                float _e1695 = l_mut_736_;
                float l_822_ = (_e1695 - l_821_);
                float l_823_ = (l_815_ - l_819_);
                float l_824_ = (l_822_ + l_823_);
                uint _e1699 = l_mut_106_;
                bool l_825_ = (_e1699 < 3u);
                bool l_826_ = (l_824_ != 0.0);
                if (l_825_) {
                    local_44 = l_826_;
                } else {
                    local_44 = false;
                }
                bool l_827_ = local_44;
                uint _e1708 = l_mut_106_;
                bool l_828_ = (_e1708 == 0u);
                if (l_827_) {
                    local_45 = l_828_;
                } else {
                    local_45 = false;
                }
                bool l_829_ = local_45;
                float _e1715 = l_mut_36_;
                float l_830_ = (l_829_ ? l_817_ : _e1715);
                l_mut_36_ = l_830_;
                uint _e1717 = l_mut_106_;
                bool l_831_ = (_e1717 == 1u);
                if (l_827_) {
                    local_46 = l_831_;
                } else {
                    local_46 = false;
                }
                bool l_832_ = local_46;
                float _e1724 = l_mut_732_;
                float l_833_ = (l_832_ ? l_817_ : _e1724);
                l_mut_732_ = l_833_;
                uint _e1726 = l_mut_106_;
                bool l_834_ = (_e1726 == 2u);
                if (l_827_) {
                    local_47 = l_834_;
                } else {
                    local_47 = false;
                }
                bool l_835_ = local_47;
                float _e1733 = l_mut_733_;
                float l_836_ = (l_835_ ? l_817_ : _e1733);
                l_mut_733_ = l_836_;
                float l_837_ = (l_827_ ? l_824_ : l_817_);
                float _e1736 = l_mut_736_;
                float l_838_ = (_e1736 + l_815_);
                float l_839_ = (l_825_ ? l_837_ : l_838_);
                l_mut_736_ = l_839_;
                uint l_840_ = uint(l_827_);
                uint _e1740 = l_mut_106_;
                l_mut_106_ = (_e1740 + l_840_);
                float l_841_ = a_589_[5];
                float _e1744 = l_mut_736_;
                float l_842_ = (_e1744 + l_841_);
                float l_843_ = (l_842_ * l_4_);
                float _e1747 = l_mut_736_;
                float l_844_ = (l_843_ - _e1747);
                float l_845_ = (l_844_ * l_4_);
                float l_846_ = (l_843_ - l_845_);
                float l_847_ = (l_846_ * l_4_);
                float _e1752 = l_mut_736_;
                float l_848_ = (_e1752 - l_847_);
                float l_849_ = (l_841_ - l_845_);
                float l_850_ = (l_848_ + l_849_);
                uint _e1756 = l_mut_106_;
                bool l_851_ = (_e1756 < 3u);
                bool l_852_ = (l_850_ != 0.0);
                if (l_851_) {
                    local_48 = l_852_;
                } else {
                    local_48 = false;
                }
                bool l_853_ = local_48;
                uint _e1765 = l_mut_106_;
                bool l_854_ = (_e1765 == 0u);
                if (l_853_) {
                    local_49 = l_854_;
                } else {
                    local_49 = false;
                }
                bool l_855_ = local_49;
                float _e1772 = l_mut_36_;
                float l_856_ = (l_855_ ? l_843_ : _e1772);
                l_mut_36_ = l_856_;
                uint _e1774 = l_mut_106_;
                bool l_857_ = (_e1774 == 1u);
                if (l_853_) {
                    local_50 = l_857_;
                } else {
                    local_50 = false;
                }
                bool l_858_ = local_50;
                float _e1781 = l_mut_732_;
                float l_859_ = (l_858_ ? l_843_ : _e1781);
                l_mut_732_ = l_859_;
                uint _e1783 = l_mut_106_;
                bool l_860_ = (_e1783 == 2u);
                if (l_853_) {
                    local_51 = l_860_;
                } else {
                    local_51 = false;
                }
                bool l_861_ = local_51;
                float _e1790 = l_mut_733_;
                float l_862_ = (l_861_ ? l_843_ : _e1790);
                l_mut_733_ = l_862_;
                float l_863_ = (l_853_ ? l_850_ : l_843_);
                float _e1793 = l_mut_736_;
                float l_864_ = (_e1793 + l_841_);
                float l_865_ = (l_851_ ? l_863_ : l_864_);
                l_mut_736_ = l_865_;
                uint l_866_ = uint(l_853_);
                uint _e1797 = l_mut_106_;
                l_mut_106_ = (_e1797 + l_866_);
                float l_867_ = a_589_[6];
                float _e1801 = l_mut_736_;
                float l_868_ = (_e1801 + l_867_);
                float l_869_ = (l_868_ * l_4_);
                float _e1804 = l_mut_736_;
                float l_870_ = (l_869_ - _e1804);
                float l_871_ = (l_870_ * l_4_);
                float l_872_ = (l_869_ - l_871_);
                float l_873_ = (l_872_ * l_4_);
                float _e1809 = l_mut_736_;
                float l_874_ = (_e1809 - l_873_);
                float l_875_ = (l_867_ - l_871_);
                float l_876_ = (l_874_ + l_875_);
                uint _e1813 = l_mut_106_;
                bool l_877_ = (_e1813 < 3u);
                bool l_878_ = (l_876_ != 0.0);
                if (l_877_) {
                    local_52 = l_878_;
                } else {
                    local_52 = false;
                }
                bool l_879_ = local_52;
                uint _e1822 = l_mut_106_;
                bool l_880_ = (_e1822 == 0u);
                if (l_879_) {
                    local_53 = l_880_;
                } else {
                    local_53 = false;
                }
                bool l_881_ = local_53;
                float _e1829 = l_mut_36_;
                float l_882_ = (l_881_ ? l_869_ : _e1829);
                l_mut_36_ = l_882_;
                uint _e1831 = l_mut_106_;
                bool l_883_ = (_e1831 == 1u);
                if (l_879_) {
                    local_54 = l_883_;
                } else {
                    local_54 = false;
                }
                bool l_884_ = local_54;
                float _e1838 = l_mut_732_;
                float l_885_ = (l_884_ ? l_869_ : _e1838);
                l_mut_732_ = l_885_;
                uint _e1840 = l_mut_106_;
                bool l_886_ = (_e1840 == 2u);
                if (l_879_) {
                    local_55 = l_886_;
                } else {
                    local_55 = false;
                }
                bool l_887_ = local_55;
                float _e1847 = l_mut_733_;
                float l_888_ = (l_887_ ? l_869_ : _e1847);
                l_mut_733_ = l_888_;
                float l_889_ = (l_879_ ? l_876_ : l_869_);
                float _e1850 = l_mut_736_;
                float l_890_ = (_e1850 + l_867_);
                float l_891_ = (l_877_ ? l_889_ : l_890_);
                l_mut_736_ = l_891_;
                uint l_892_ = uint(l_879_);
                uint _e1854 = l_mut_106_;
                l_mut_106_ = (_e1854 + l_892_);
                float l_893_ = a_589_[7];
                float _e1858 = l_mut_736_;
                float l_894_ = (_e1858 + l_893_);
                float l_895_ = (l_894_ * l_4_);
                float _e1861 = l_mut_736_;
                float l_896_ = (l_895_ - _e1861);
                float l_897_ = (l_896_ * l_4_);
                float l_898_ = (l_895_ - l_897_);
                float l_899_ = (l_898_ * l_4_);
                float _e1866 = l_mut_736_;
                float l_900_ = (_e1866 - l_899_);
                float l_901_ = (l_893_ - l_897_);
                float l_902_ = (l_900_ + l_901_);
                uint _e1870 = l_mut_106_;
                bool l_903_ = (_e1870 < 3u);
                bool l_904_ = (l_902_ != 0.0);
                if (l_903_) {
                    local_56 = l_904_;
                } else {
                    local_56 = false;
                }
                bool l_905_ = local_56;
                uint _e1879 = l_mut_106_;
                bool l_906_ = (_e1879 == 0u);
                if (l_905_) {
                    local_57 = l_906_;
                } else {
                    local_57 = false;
                }
                bool l_907_ = local_57;
                float _e1886 = l_mut_36_;
                float l_908_ = (l_907_ ? l_895_ : _e1886);
                l_mut_36_ = l_908_;
                uint _e1888 = l_mut_106_;
                bool l_909_ = (_e1888 == 1u);
                if (l_905_) {
                    local_58 = l_909_;
                } else {
                    local_58 = false;
                }
                bool l_910_ = local_58;
                float _e1895 = l_mut_732_;
                float l_911_ = (l_910_ ? l_895_ : _e1895);
                l_mut_732_ = l_911_;
                uint _e1897 = l_mut_106_;
                bool l_912_ = (_e1897 == 2u);
                if (l_905_) {
                    local_59 = l_912_;
                } else {
                    local_59 = false;
                }
                bool l_913_ = local_59;
                float _e1904 = l_mut_733_;
                float l_914_ = (l_913_ ? l_895_ : _e1904);
                l_mut_733_ = l_914_;
                float l_915_ = (l_905_ ? l_902_ : l_895_);
                float _e1907 = l_mut_736_;
                float l_916_ = (_e1907 + l_893_);
                float l_917_ = (l_903_ ? l_915_ : l_916_);
                l_mut_736_ = l_917_;
                uint l_918_ = uint(l_905_);
                uint _e1911 = l_mut_106_;
                l_mut_106_ = (_e1911 + l_918_);
                uint _e1913 = l_mut_106_;
                bool l_919_ = (_e1913 == 0u);
                float _e1916 = l_mut_36_;
                float _e1917 = l_mut_736_;
                float l_920_ = (l_919_ ? _e1917 : _e1916);
                l_mut_36_ = l_920_;
                uint _e1919 = l_mut_106_;
                bool l_921_ = (_e1919 == 1u);
                float _e1922 = l_mut_732_;
                float _e1923 = l_mut_736_;
                float l_922_ = (l_921_ ? _e1923 : _e1922);
                l_mut_732_ = l_922_;
                uint _e1925 = l_mut_106_;
                bool l_923_ = (_e1925 == 2u);
                float _e1928 = l_mut_733_;
                float _e1929 = l_mut_736_;
                float l_924_ = (l_923_ ? _e1929 : _e1928);
                l_mut_733_ = l_924_;
                uint _e1931 = l_mut_106_;
                bool l_925_ = (_e1931 == 3u);
                float _e1934 = l_mut_734_;
                float _e1935 = l_mut_736_;
                float l_926_ = (l_925_ ? _e1935 : _e1934);
                l_mut_734_ = l_926_;
                float _e1937 = l_mut_36_;
                l_mut_105_ = _e1937;
                float _e1938 = l_mut_732_;
                l_mut_104_ = _e1938;
                float _e1939 = l_mut_733_;
                l_mut_103_ = _e1939;
                float _e1940 = l_mut_734_;
                l_mut_102_ = _e1940;
            }
        }
        float _e1944 = l_mut_105_;
        float l_927_ = (_e1944 * l_199_);
        float l_928_ = (l_927_ * l_4_);
        float _e1947 = l_mut_105_;
        float l_929_ = (l_3_ * _e1947);
        float l_930_ = (l_929_ * l_4_);
        float _e1950 = l_mut_105_;
        float l_931_ = (l_930_ - _e1950);
        float l_932_ = (l_931_ * l_4_);
        float l_933_ = (l_930_ - l_932_);
        float _e1954 = l_mut_105_;
        float l_934_ = (_e1954 - l_933_);
        float l_935_ = (l_3_ * l_199_);
        float l_936_ = (l_935_ * l_4_);
        float l_937_ = (l_936_ - l_199_);
        float l_938_ = (l_937_ * l_4_);
        float l_939_ = (l_936_ - l_938_);
        float l_940_ = (l_199_ - l_939_);
        float l_941_ = (l_933_ * l_939_);
        float l_942_ = (l_941_ - l_928_);
        float l_943_ = (l_933_ * l_940_);
        float l_944_ = (l_942_ + l_943_);
        float l_945_ = (l_934_ * l_939_);
        float l_946_ = (l_944_ + l_945_);
        float l_947_ = (l_934_ * l_940_);
        float l_948_ = (l_946_ + l_947_);
        float _e1970 = l_mut_105_;
        float l_949_ = (_e1970 * l_200_);
        float l_950_ = (l_949_ * l_4_);
        float _e1973 = l_mut_105_;
        float l_951_ = (l_3_ * _e1973);
        float l_952_ = (l_951_ * l_4_);
        float _e1976 = l_mut_105_;
        float l_953_ = (l_952_ - _e1976);
        float l_954_ = (l_953_ * l_4_);
        float l_955_ = (l_952_ - l_954_);
        float _e1980 = l_mut_105_;
        float l_956_ = (_e1980 - l_955_);
        float l_957_ = (l_3_ * l_200_);
        float l_958_ = (l_957_ * l_4_);
        float l_959_ = (l_958_ - l_200_);
        float l_960_ = (l_959_ * l_4_);
        float l_961_ = (l_958_ - l_960_);
        float l_962_ = (l_200_ - l_961_);
        float l_963_ = (l_955_ * l_961_);
        float l_964_ = (l_963_ - l_950_);
        float l_965_ = (l_955_ * l_962_);
        float l_966_ = (l_964_ + l_965_);
        float l_967_ = (l_956_ * l_961_);
        float l_968_ = (l_966_ + l_967_);
        float l_969_ = (l_956_ * l_962_);
        float l_970_ = (l_968_ + l_969_);
        float _e1996 = l_mut_104_;
        float l_971_ = (_e1996 * l_199_);
        float l_972_ = (l_971_ * l_4_);
        float _e1999 = l_mut_104_;
        float l_973_ = (l_3_ * _e1999);
        float l_974_ = (l_973_ * l_4_);
        float _e2002 = l_mut_104_;
        float l_975_ = (l_974_ - _e2002);
        float l_976_ = (l_975_ * l_4_);
        float l_977_ = (l_974_ - l_976_);
        float _e2006 = l_mut_104_;
        float l_978_ = (_e2006 - l_977_);
        float l_979_ = (l_3_ * l_199_);
        float l_980_ = (l_979_ * l_4_);
        float l_981_ = (l_980_ - l_199_);
        float l_982_ = (l_981_ * l_4_);
        float l_983_ = (l_980_ - l_982_);
        float l_984_ = (l_199_ - l_983_);
        float l_985_ = (l_977_ * l_983_);
        float l_986_ = (l_985_ - l_972_);
        float l_987_ = (l_977_ * l_984_);
        float l_988_ = (l_986_ + l_987_);
        float l_989_ = (l_978_ * l_983_);
        float l_990_ = (l_988_ + l_989_);
        float l_991_ = (l_978_ * l_984_);
        float l_992_ = (l_990_ + l_991_);
        float _e2022 = l_mut_105_;
        float l_993_ = (_e2022 * l_201_);
        float l_994_ = (l_993_ * l_4_);
        float _e2025 = l_mut_105_;
        float l_995_ = (l_3_ * _e2025);
        float l_996_ = (l_995_ * l_4_);
        float _e2028 = l_mut_105_;
        float l_997_ = (l_996_ - _e2028);
        float l_998_ = (l_997_ * l_4_);
        float l_999_ = (l_996_ - l_998_);
        float _e2032 = l_mut_105_;
        float l_1000_ = (_e2032 - l_999_);
        float l_1001_ = (l_3_ * l_201_);
        float l_1002_ = (l_1001_ * l_4_);
        float l_1003_ = (l_1002_ - l_201_);
        float l_1004_ = (l_1003_ * l_4_);
        float l_1005_ = (l_1002_ - l_1004_);
        float l_1006_ = (l_201_ - l_1005_);
        float l_1007_ = (l_999_ * l_1005_);
        float l_1008_ = (l_1007_ - l_994_);
        float l_1009_ = (l_999_ * l_1006_);
        float l_1010_ = (l_1008_ + l_1009_);
        float l_1011_ = (l_1000_ * l_1005_);
        float l_1012_ = (l_1010_ + l_1011_);
        float l_1013_ = (l_1000_ * l_1006_);
        float l_1014_ = (l_1012_ + l_1013_);
        float _e2048 = l_mut_104_;
        float l_1015_ = (_e2048 * l_200_);
        float l_1016_ = (l_1015_ * l_4_);
        float _e2051 = l_mut_104_;
        float l_1017_ = (l_3_ * _e2051);
        float l_1018_ = (l_1017_ * l_4_);
        float _e2054 = l_mut_104_;
        float l_1019_ = (l_1018_ - _e2054);
        float l_1020_ = (l_1019_ * l_4_);
        float l_1021_ = (l_1018_ - l_1020_);
        float _e2058 = l_mut_104_;
        float l_1022_ = (_e2058 - l_1021_);
        float l_1023_ = (l_3_ * l_200_);
        float l_1024_ = (l_1023_ * l_4_);
        float l_1025_ = (l_1024_ - l_200_);
        float l_1026_ = (l_1025_ * l_4_);
        float l_1027_ = (l_1024_ - l_1026_);
        float l_1028_ = (l_200_ - l_1027_);
        float l_1029_ = (l_1021_ * l_1027_);
        float l_1030_ = (l_1029_ - l_1016_);
        float l_1031_ = (l_1021_ * l_1028_);
        float l_1032_ = (l_1030_ + l_1031_);
        float l_1033_ = (l_1022_ * l_1027_);
        float l_1034_ = (l_1032_ + l_1033_);
        float l_1035_ = (l_1022_ * l_1028_);
        float l_1036_ = (l_1034_ + l_1035_);
        float _e2074 = l_mut_103_;
        float l_1037_ = (_e2074 * l_199_);
        float l_1038_ = (l_1037_ * l_4_);
        float _e2077 = l_mut_103_;
        float l_1039_ = (l_3_ * _e2077);
        float l_1040_ = (l_1039_ * l_4_);
        float _e2080 = l_mut_103_;
        float l_1041_ = (l_1040_ - _e2080);
        float l_1042_ = (l_1041_ * l_4_);
        float l_1043_ = (l_1040_ - l_1042_);
        float _e2084 = l_mut_103_;
        float l_1044_ = (_e2084 - l_1043_);
        float l_1045_ = (l_3_ * l_199_);
        float l_1046_ = (l_1045_ * l_4_);
        float l_1047_ = (l_1046_ - l_199_);
        float l_1048_ = (l_1047_ * l_4_);
        float l_1049_ = (l_1046_ - l_1048_);
        float l_1050_ = (l_199_ - l_1049_);
        float l_1051_ = (l_1043_ * l_1049_);
        float l_1052_ = (l_1051_ - l_1038_);
        float l_1053_ = (l_1043_ * l_1050_);
        float l_1054_ = (l_1052_ + l_1053_);
        float l_1055_ = (l_1044_ * l_1049_);
        float l_1056_ = (l_1054_ + l_1055_);
        float l_1057_ = (l_1044_ * l_1050_);
        float l_1058_ = (l_1056_ + l_1057_);
        float l_1059_ = (l_950_ + l_972_);
        float l_1060_ = (l_1059_ * l_4_);
        float l_1061_ = (l_1060_ - l_950_);
        float l_1062_ = (l_1061_ * l_4_);
        float l_1063_ = (l_1060_ - l_1062_);
        float l_1064_ = (l_1063_ * l_4_);
        float l_1065_ = (l_950_ - l_1064_);
        float l_1066_ = (l_972_ - l_1062_);
        float l_1067_ = (l_1065_ + l_1066_);
        float l_1068_ = (l_948_ + l_1060_);
        float l_1069_ = (l_1068_ * l_4_);
        float l_1070_ = (l_1069_ - l_948_);
        float l_1071_ = (l_1070_ * l_4_);
        float l_1072_ = (l_1069_ - l_1071_);
        float l_1073_ = (l_1072_ * l_4_);
        float l_1074_ = (l_948_ - l_1073_);
        float l_1075_ = (l_1060_ - l_1071_);
        float l_1076_ = (l_1074_ + l_1075_);
        float l_1077_ = (l_1067_ + l_1076_);
        float l_1078_ = (l_1077_ * l_4_);
        float l_1079_ = (l_1078_ - l_1067_);
        float l_1080_ = (l_1079_ * l_4_);
        float l_1081_ = (l_1078_ - l_1080_);
        float l_1082_ = (l_1081_ * l_4_);
        float l_1083_ = (l_1067_ - l_1082_);
        float l_1084_ = (l_1076_ - l_1080_);
        float l_1085_ = (l_1083_ + l_1084_);
        float l_1086_ = (l_1078_ + l_970_);
        float l_1087_ = (l_1086_ * l_4_);
        float l_1088_ = (l_1087_ - l_1078_);
        float l_1089_ = (l_1088_ * l_4_);
        float l_1090_ = (l_1087_ - l_1089_);
        float l_1091_ = (l_1090_ * l_4_);
        float l_1092_ = (l_1078_ - l_1091_);
        float l_1093_ = (l_970_ - l_1089_);
        float l_1094_ = (l_1092_ + l_1093_);
        float l_1095_ = (l_992_ + l_1087_);
        float l_1096_ = (l_1095_ * l_4_);
        float l_1097_ = (l_1096_ - l_992_);
        float l_1098_ = (l_1097_ * l_4_);
        float l_1099_ = (l_1096_ - l_1098_);
        float l_1100_ = (l_1099_ * l_4_);
        float l_1101_ = (l_992_ - l_1100_);
        float l_1102_ = (l_1087_ - l_1098_);
        float l_1103_ = (l_1101_ + l_1102_);
        float l_1104_ = (l_1094_ + l_1103_);
        float l_1105_ = (l_1104_ * l_4_);
        float l_1106_ = (l_1105_ - l_1094_);
        float l_1107_ = (l_1106_ * l_4_);
        float l_1108_ = (l_1105_ - l_1107_);
        float l_1109_ = (l_1108_ * l_4_);
        float l_1110_ = (l_1094_ - l_1109_);
        float l_1111_ = (l_1103_ - l_1107_);
        float l_1112_ = (l_1110_ + l_1111_);
        float l_1113_ = (l_994_ + l_1016_);
        float l_1114_ = (l_1113_ * l_4_);
        float l_1115_ = (l_1114_ - l_994_);
        float l_1116_ = (l_1115_ * l_4_);
        float l_1117_ = (l_1114_ - l_1116_);
        float l_1118_ = (l_1117_ * l_4_);
        float l_1119_ = (l_994_ - l_1118_);
        float l_1120_ = (l_1016_ - l_1116_);
        float l_1121_ = (l_1119_ + l_1120_);
        float l_1122_ = (l_1038_ + l_1114_);
        float l_1123_ = (l_1122_ * l_4_);
        float l_1124_ = (l_1123_ - l_1038_);
        float l_1125_ = (l_1124_ * l_4_);
        float l_1126_ = (l_1123_ - l_1125_);
        float l_1127_ = (l_1126_ * l_4_);
        float l_1128_ = (l_1038_ - l_1127_);
        float l_1129_ = (l_1114_ - l_1125_);
        float l_1130_ = (l_1128_ + l_1129_);
        float l_1131_ = (l_1121_ + l_1130_);
        float l_1132_ = (l_1131_ * l_4_);
        float l_1133_ = (l_1132_ - l_1121_);
        float l_1134_ = (l_1133_ * l_4_);
        float l_1135_ = (l_1132_ - l_1134_);
        float l_1136_ = (l_1135_ * l_4_);
        float l_1137_ = (l_1121_ - l_1136_);
        float l_1138_ = (l_1130_ - l_1134_);
        float l_1139_ = (l_1137_ + l_1138_);
        float l_1140_ = (l_1096_ + l_1123_);
        float l_1141_ = (l_1140_ * l_4_);
        float l_1142_ = (l_1141_ - l_1096_);
        float l_1143_ = (l_1142_ * l_4_);
        float l_1144_ = (l_1141_ - l_1143_);
        float l_1145_ = (l_1144_ * l_4_);
        float l_1146_ = (l_1096_ - l_1145_);
        float l_1147_ = (l_1123_ - l_1143_);
        float l_1148_ = (l_1146_ + l_1147_);
        float l_1149_ = (l_1105_ + l_1132_);
        float l_1150_ = (l_1149_ * l_4_);
        float l_1151_ = (l_1150_ - l_1105_);
        float l_1152_ = (l_1151_ * l_4_);
        float l_1153_ = (l_1150_ - l_1152_);
        float l_1154_ = (l_1153_ * l_4_);
        float l_1155_ = (l_1105_ - l_1154_);
        float l_1156_ = (l_1132_ - l_1152_);
        float l_1157_ = (l_1155_ + l_1156_);
        float l_1158_ = (l_1150_ + l_1148_);
        float l_1159_ = (l_1158_ * l_4_);
        float l_1160_ = (l_1159_ - l_1150_);
        float l_1161_ = (l_1160_ * l_4_);
        float l_1162_ = (l_1159_ - l_1161_);
        float l_1163_ = (l_1162_ * l_4_);
        float l_1164_ = (l_1150_ - l_1163_);
        float l_1165_ = (l_1148_ - l_1161_);
        float l_1166_ = (l_1164_ + l_1165_);
        float l_1167_ = (l_1112_ + l_1139_);
        float l_1168_ = (l_1166_ + l_1157_);
        float l_1169_ = (l_1167_ + l_1168_);
        float _e2211 = l_mut_105_;
        float l_1170_ = (_e2211 * l_202_);
        float _e2213 = l_mut_104_;
        float l_1171_ = (_e2213 * l_201_);
        float l_1172_ = (l_1170_ + l_1171_);
        float _e2216 = l_mut_103_;
        float l_1173_ = (_e2216 * l_200_);
        float _e2218 = l_mut_102_;
        float l_1174_ = (_e2218 * l_199_);
        float l_1175_ = (l_1173_ + l_1174_);
        float l_1176_ = (l_1172_ + l_1175_);
        float l_1177_ = (l_1085_ + l_1014_);
        float l_1178_ = (l_1036_ + l_1058_);
        float l_1179_ = (l_1177_ + l_1178_);
        float l_1180_ = (l_1176_ + l_1179_);
        float l_1181_ = (l_1159_ + l_1180_);
        float l_1182_ = (l_1181_ + l_1169_);
        float l_1183_ = (l_1182_ * l_4_);
        float l_1184_ = (l_1183_ - l_1181_);
        float l_1185_ = (l_1184_ * l_4_);
        float l_1186_ = (l_1169_ - l_1185_);
        float l_1187_ = (l_1141_ + l_1183_);
        float l_1188_ = (l_1187_ * l_4_);
        float l_1189_ = (l_1188_ - l_1141_);
        float l_1190_ = (l_1189_ * l_4_);
        float l_1191_ = (l_1183_ - l_1190_);
        float l_1192_ = (l_1069_ + l_1188_);
        float l_1193_ = (l_1192_ * l_4_);
        float l_1194_ = (l_1193_ - l_1069_);
        float l_1195_ = (l_1194_ * l_4_);
        float l_1196_ = (l_1188_ - l_1195_);
        float l_1197_ = (l_928_ + l_1193_);
        float l_1198_ = (l_1197_ * l_4_);
        float l_1199_ = (l_1198_ - l_928_);
        float l_1200_ = (l_1199_ * l_4_);
        float l_1201_ = (l_1193_ - l_1200_);
        l_mut_736_ = 0.0;
        l_mut_734_ = 0.0;
        l_mut_733_ = 0.0;
        l_mut_732_ = 0.0;
        l_mut_101_ = l_1198_;
        l_mut_106_ = 0u;
        float _e2252 = l_mut_101_;
        float l_1202_ = (_e2252 + l_1201_);
        float l_1203_ = (l_1202_ * l_4_);
        float _e2255 = l_mut_101_;
        float l_1204_ = (l_1203_ - _e2255);
        float l_1205_ = (l_1204_ * l_4_);
        float l_1206_ = (l_1201_ - l_1205_);
        uint _e2259 = l_mut_106_;
        bool l_1207_ = (_e2259 < 3u);
        bool l_1208_ = (l_1206_ != 0.0);
        if (l_1207_) {
            local_60 = l_1208_;
        } else {
            local_60 = false;
        }
        bool l_1209_ = local_60;
        uint _e2268 = l_mut_106_;
        bool l_1210_ = (_e2268 == 0u);
        if (l_1209_) {
            local_61 = l_1210_;
        } else {
            local_61 = false;
        }
        bool l_1211_ = local_61;
        float _e2275 = l_mut_736_;
        float l_1212_ = (l_1211_ ? l_1203_ : _e2275);
        l_mut_736_ = l_1212_;
        uint _e2277 = l_mut_106_;
        bool l_1213_ = (_e2277 == 1u);
        if (l_1209_) {
            local_62 = l_1213_;
        } else {
            local_62 = false;
        }
        bool l_1214_ = local_62;
        float _e2284 = l_mut_734_;
        float l_1215_ = (l_1214_ ? l_1203_ : _e2284);
        l_mut_734_ = l_1215_;
        uint _e2286 = l_mut_106_;
        bool l_1216_ = (_e2286 == 2u);
        if (l_1209_) {
            local_63 = l_1216_;
        } else {
            local_63 = false;
        }
        bool l_1217_ = local_63;
        float _e2293 = l_mut_733_;
        float l_1218_ = (l_1217_ ? l_1203_ : _e2293);
        l_mut_733_ = l_1218_;
        float l_1219_ = (l_1209_ ? l_1206_ : l_1203_);
        float _e2296 = l_mut_101_;
        float l_1220_ = (_e2296 + l_1201_);
        float l_1221_ = (l_1207_ ? l_1219_ : l_1220_);
        l_mut_101_ = l_1221_;
        uint l_1222_ = uint(l_1209_);
        uint _e2300 = l_mut_106_;
        l_mut_106_ = (_e2300 + l_1222_);
        float _e2302 = l_mut_101_;
        float l_1223_ = (_e2302 + l_1196_);
        float l_1224_ = (l_1223_ * l_4_);
        float _e2305 = l_mut_101_;
        float l_1225_ = (l_1224_ - _e2305);
        float l_1226_ = (l_1225_ * l_4_);
        float l_1227_ = (l_1196_ - l_1226_);
        uint _e2309 = l_mut_106_;
        bool l_1228_ = (_e2309 < 3u);
        bool l_1229_ = (l_1227_ != 0.0);
        if (l_1228_) {
            local_64 = l_1229_;
        } else {
            local_64 = false;
        }
        bool l_1230_ = local_64;
        uint _e2318 = l_mut_106_;
        bool l_1231_ = (_e2318 == 0u);
        if (l_1230_) {
            local_65 = l_1231_;
        } else {
            local_65 = false;
        }
        bool l_1232_ = local_65;
        float _e2325 = l_mut_736_;
        float l_1233_ = (l_1232_ ? l_1224_ : _e2325);
        l_mut_736_ = l_1233_;
        uint _e2327 = l_mut_106_;
        bool l_1234_ = (_e2327 == 1u);
        if (l_1230_) {
            local_66 = l_1234_;
        } else {
            local_66 = false;
        }
        bool l_1235_ = local_66;
        float _e2334 = l_mut_734_;
        float l_1236_ = (l_1235_ ? l_1224_ : _e2334);
        l_mut_734_ = l_1236_;
        uint _e2336 = l_mut_106_;
        bool l_1237_ = (_e2336 == 2u);
        if (l_1230_) {
            local_67 = l_1237_;
        } else {
            local_67 = false;
        }
        bool l_1238_ = local_67;
        float _e2343 = l_mut_733_;
        float l_1239_ = (l_1238_ ? l_1224_ : _e2343);
        l_mut_733_ = l_1239_;
        float l_1240_ = (l_1230_ ? l_1227_ : l_1224_);
        float _e2346 = l_mut_101_;
        float l_1241_ = (_e2346 + l_1196_);
        float l_1242_ = (l_1228_ ? l_1240_ : l_1241_);
        l_mut_101_ = l_1242_;
        uint l_1243_ = uint(l_1230_);
        uint _e2350 = l_mut_106_;
        l_mut_106_ = (_e2350 + l_1243_);
        float _e2352 = l_mut_101_;
        float l_1244_ = (_e2352 + l_1191_);
        float l_1245_ = (l_1244_ * l_4_);
        float _e2355 = l_mut_101_;
        float l_1246_ = (l_1245_ - _e2355);
        float l_1247_ = (l_1246_ * l_4_);
        float l_1248_ = (l_1191_ - l_1247_);
        uint _e2359 = l_mut_106_;
        bool l_1249_ = (_e2359 < 3u);
        bool l_1250_ = (l_1248_ != 0.0);
        if (l_1249_) {
            local_68 = l_1250_;
        } else {
            local_68 = false;
        }
        bool l_1251_ = local_68;
        uint _e2368 = l_mut_106_;
        bool l_1252_ = (_e2368 == 0u);
        if (l_1251_) {
            local_69 = l_1252_;
        } else {
            local_69 = false;
        }
        bool l_1253_ = local_69;
        float _e2375 = l_mut_736_;
        float l_1254_ = (l_1253_ ? l_1245_ : _e2375);
        l_mut_736_ = l_1254_;
        uint _e2377 = l_mut_106_;
        bool l_1255_ = (_e2377 == 1u);
        if (l_1251_) {
            local_70 = l_1255_;
        } else {
            local_70 = false;
        }
        bool l_1256_ = local_70;
        float _e2384 = l_mut_734_;
        float l_1257_ = (l_1256_ ? l_1245_ : _e2384);
        l_mut_734_ = l_1257_;
        uint _e2386 = l_mut_106_;
        bool l_1258_ = (_e2386 == 2u);
        if (l_1251_) {
            local_71 = l_1258_;
        } else {
            local_71 = false;
        }
        bool l_1259_ = local_71;
        float _e2393 = l_mut_733_;
        float l_1260_ = (l_1259_ ? l_1245_ : _e2393);
        l_mut_733_ = l_1260_;
        float l_1261_ = (l_1251_ ? l_1248_ : l_1245_);
        float _e2396 = l_mut_101_;
        float l_1262_ = (_e2396 + l_1191_);
        float l_1263_ = (l_1249_ ? l_1261_ : l_1262_);
        l_mut_101_ = l_1263_;
        uint l_1264_ = uint(l_1251_);
        uint _e2400 = l_mut_106_;
        l_mut_106_ = (_e2400 + l_1264_);
        float _e2402 = l_mut_101_;
        float l_1265_ = (_e2402 + l_1186_);
        float l_1266_ = (l_1265_ * l_4_);
        float _e2405 = l_mut_101_;
        float l_1267_ = (l_1266_ - _e2405);
        float l_1268_ = (l_1267_ * l_4_);
        float l_1269_ = (l_1186_ - l_1268_);
        uint _e2409 = l_mut_106_;
        bool l_1270_ = (_e2409 < 3u);
        bool l_1271_ = (l_1269_ != 0.0);
        if (l_1270_) {
            local_72 = l_1271_;
        } else {
            local_72 = false;
        }
        bool l_1272_ = local_72;
        uint _e2418 = l_mut_106_;
        bool l_1273_ = (_e2418 == 0u);
        if (l_1272_) {
            local_73 = l_1273_;
        } else {
            local_73 = false;
        }
        bool l_1274_ = local_73;
        float _e2425 = l_mut_736_;
        float l_1275_ = (l_1274_ ? l_1266_ : _e2425);
        l_mut_736_ = l_1275_;
        uint _e2427 = l_mut_106_;
        bool l_1276_ = (_e2427 == 1u);
        if (l_1272_) {
            local_74 = l_1276_;
        } else {
            local_74 = false;
        }
        bool l_1277_ = local_74;
        float _e2434 = l_mut_734_;
        float l_1278_ = (l_1277_ ? l_1266_ : _e2434);
        l_mut_734_ = l_1278_;
        uint _e2436 = l_mut_106_;
        bool l_1279_ = (_e2436 == 2u);
        if (l_1272_) {
            local_75 = l_1279_;
        } else {
            local_75 = false;
        }
        bool l_1280_ = local_75;
        float _e2443 = l_mut_733_;
        float l_1281_ = (l_1280_ ? l_1266_ : _e2443);
        l_mut_733_ = l_1281_;
        float l_1282_ = (l_1272_ ? l_1269_ : l_1266_);
        float _e2446 = l_mut_101_;
        float l_1283_ = (_e2446 + l_1186_);
        float l_1284_ = (l_1270_ ? l_1282_ : l_1283_);
        l_mut_101_ = l_1284_;
        uint l_1285_ = uint(l_1272_);
        uint _e2450 = l_mut_106_;
        l_mut_106_ = (_e2450 + l_1285_);
        uint _e2452 = l_mut_106_;
        bool l_1286_ = (_e2452 == 0u);
        float _e2455 = l_mut_736_;
        float _e2456 = l_mut_101_;
        float l_1287_ = (l_1286_ ? _e2456 : _e2455);
        l_mut_736_ = l_1287_;
        uint _e2458 = l_mut_106_;
        bool l_1288_ = (_e2458 == 1u);
        float _e2461 = l_mut_734_;
        float _e2462 = l_mut_101_;
        float l_1289_ = (l_1288_ ? _e2462 : _e2461);
        l_mut_734_ = l_1289_;
        uint _e2464 = l_mut_106_;
        bool l_1290_ = (_e2464 == 2u);
        float _e2467 = l_mut_733_;
        float _e2468 = l_mut_101_;
        float l_1291_ = (l_1290_ ? _e2468 : _e2467);
        l_mut_733_ = l_1291_;
        uint _e2470 = l_mut_106_;
        bool l_1292_ = (_e2470 == 3u);
        float _e2473 = l_mut_732_;
        float _e2474 = l_mut_101_;
        float l_1293_ = (l_1292_ ? _e2474 : _e2473);
        l_mut_732_ = l_1293_;
        float _e2476 = l_mut_736_;
        float l_1294_ = (_e2476 + 1.0);
        float l_1295_ = (l_1294_ * l_4_);
        float _e2480 = l_mut_736_;
        float l_1296_ = (l_1295_ - _e2480);
        float l_1297_ = (l_1296_ * l_4_);
        float l_1298_ = (l_1295_ - l_1297_);
        float l_1299_ = (l_1298_ * l_4_);
        float _e2485 = l_mut_736_;
        float l_1300_ = (_e2485 - l_1299_);
        float l_1301_ = (1.0 - l_1297_);
        float l_1302_ = (l_1300_ + l_1301_);
        float _e2490 = l_mut_734_;
        float l_1303_ = (_e2490 + l_1302_);
        float l_1304_ = (l_1303_ * l_4_);
        float _e2493 = l_mut_734_;
        float l_1305_ = (l_1304_ - _e2493);
        float l_1306_ = (l_1305_ * l_4_);
        float l_1307_ = (l_1304_ - l_1306_);
        float l_1308_ = (l_1307_ * l_4_);
        float _e2498 = l_mut_734_;
        float l_1309_ = (_e2498 - l_1308_);
        float l_1310_ = (l_1302_ - l_1306_);
        float l_1311_ = (l_1309_ + l_1310_);
        float _e2502 = l_mut_733_;
        float l_1312_ = (_e2502 + l_1311_);
        float l_1313_ = (l_1312_ * l_4_);
        float _e2505 = l_mut_733_;
        float l_1314_ = (l_1313_ - _e2505);
        float l_1315_ = (l_1314_ * l_4_);
        float l_1316_ = (l_1313_ - l_1315_);
        float l_1317_ = (l_1316_ * l_4_);
        float _e2510 = l_mut_733_;
        float l_1318_ = (_e2510 - l_1317_);
        float l_1319_ = (l_1311_ - l_1315_);
        float l_1320_ = (l_1318_ + l_1319_);
        float _e2514 = l_mut_732_;
        float l_1321_ = (_e2514 + l_1320_);
        float l_1322_ = (l_1321_ * l_4_);
        float _e2517 = l_mut_732_;
        float l_1323_ = (l_1322_ - _e2517);
        float l_1324_ = (l_1323_ * l_4_);
        float l_1325_ = (l_1322_ - l_1324_);
        float l_1326_ = (l_1325_ * l_4_);
        float _e2522 = l_mut_732_;
        float l_1327_ = (_e2522 - l_1326_);
        float l_1328_ = (l_1320_ - l_1324_);
        float l_1329_ = (l_1327_ + l_1328_);
        float l_1330_ = (l_1322_ + l_1329_);
        float l_1331_ = (l_1330_ * l_4_);
        float l_1332_ = (l_1331_ - l_1322_);
        float l_1333_ = (l_1332_ * l_4_);
        float l_1334_ = (l_1329_ - l_1333_);
        float l_1335_ = (l_1313_ + l_1331_);
        float l_1336_ = (l_1335_ * l_4_);
        float l_1337_ = (l_1336_ - l_1313_);
        float l_1338_ = (l_1337_ * l_4_);
        float l_1339_ = (l_1331_ - l_1338_);
        float l_1340_ = (l_1304_ + l_1336_);
        float l_1341_ = (l_1340_ * l_4_);
        float l_1342_ = (l_1341_ - l_1304_);
        float l_1343_ = (l_1342_ * l_4_);
        float l_1344_ = (l_1336_ - l_1343_);
        float l_1345_ = (l_1295_ + l_1341_);
        float l_1346_ = (l_1345_ * l_4_);
        float l_1347_ = (l_1346_ - l_1295_);
        float l_1348_ = (l_1347_ * l_4_);
        float l_1349_ = (l_1341_ - l_1348_);
        l_mut_105_ = 0.0;
        l_mut_104_ = 0.0;
        l_mut_103_ = 0.0;
        l_mut_102_ = 0.0;
        l_mut_101_ = l_1346_;
        l_mut_106_ = 0u;
        float _e2551 = l_mut_101_;
        float l_1350_ = (_e2551 + l_1349_);
        float l_1351_ = (l_1350_ * l_4_);
        float _e2554 = l_mut_101_;
        float l_1352_ = (l_1351_ - _e2554);
        float l_1353_ = (l_1352_ * l_4_);
        float l_1354_ = (l_1349_ - l_1353_);
        uint _e2558 = l_mut_106_;
        bool l_1355_ = (_e2558 < 3u);
        bool l_1356_ = (l_1354_ != 0.0);
        if (l_1355_) {
            local_76 = l_1356_;
        } else {
            local_76 = false;
        }
        bool l_1357_ = local_76;
        uint _e2567 = l_mut_106_;
        bool l_1358_ = (_e2567 == 0u);
        if (l_1357_) {
            local_77 = l_1358_;
        } else {
            local_77 = false;
        }
        bool l_1359_ = local_77;
        float _e2574 = l_mut_105_;
        float l_1360_ = (l_1359_ ? l_1351_ : _e2574);
        l_mut_105_ = l_1360_;
        uint _e2576 = l_mut_106_;
        bool l_1361_ = (_e2576 == 1u);
        if (l_1357_) {
            local_78 = l_1361_;
        } else {
            local_78 = false;
        }
        bool l_1362_ = local_78;
        float _e2583 = l_mut_104_;
        float l_1363_ = (l_1362_ ? l_1351_ : _e2583);
        l_mut_104_ = l_1363_;
        uint _e2585 = l_mut_106_;
        bool l_1364_ = (_e2585 == 2u);
        if (l_1357_) {
            local_79 = l_1364_;
        } else {
            local_79 = false;
        }
        bool l_1365_ = local_79;
        float _e2592 = l_mut_103_;
        float l_1366_ = (l_1365_ ? l_1351_ : _e2592);
        l_mut_103_ = l_1366_;
        float l_1367_ = (l_1357_ ? l_1354_ : l_1351_);
        float _e2595 = l_mut_101_;
        float l_1368_ = (_e2595 + l_1349_);
        float l_1369_ = (l_1355_ ? l_1367_ : l_1368_);
        l_mut_101_ = l_1369_;
        uint l_1370_ = uint(l_1357_);
        uint _e2599 = l_mut_106_;
        l_mut_106_ = (_e2599 + l_1370_);
        float _e2601 = l_mut_101_;
        float l_1371_ = (_e2601 + l_1344_);
        float l_1372_ = (l_1371_ * l_4_);
        float _e2604 = l_mut_101_;
        float l_1373_ = (l_1372_ - _e2604);
        float l_1374_ = (l_1373_ * l_4_);
        float l_1375_ = (l_1344_ - l_1374_);
        uint _e2608 = l_mut_106_;
        bool l_1376_ = (_e2608 < 3u);
        bool l_1377_ = (l_1375_ != 0.0);
        if (l_1376_) {
            local_80 = l_1377_;
        } else {
            local_80 = false;
        }
        bool l_1378_ = local_80;
        uint _e2617 = l_mut_106_;
        bool l_1379_ = (_e2617 == 0u);
        if (l_1378_) {
            local_81 = l_1379_;
        } else {
            local_81 = false;
        }
        bool l_1380_ = local_81;
        float _e2624 = l_mut_105_;
        float l_1381_ = (l_1380_ ? l_1372_ : _e2624);
        l_mut_105_ = l_1381_;
        uint _e2626 = l_mut_106_;
        bool l_1382_ = (_e2626 == 1u);
        if (l_1378_) {
            local_82 = l_1382_;
        } else {
            local_82 = false;
        }
        bool l_1383_ = local_82;
        float _e2633 = l_mut_104_;
        float l_1384_ = (l_1383_ ? l_1372_ : _e2633);
        l_mut_104_ = l_1384_;
        uint _e2635 = l_mut_106_;
        bool l_1385_ = (_e2635 == 2u);
        if (l_1378_) {
            local_83 = l_1385_;
        } else {
            local_83 = false;
        }
        bool l_1386_ = local_83;
        float _e2642 = l_mut_103_;
        float l_1387_ = (l_1386_ ? l_1372_ : _e2642);
        l_mut_103_ = l_1387_;
        float l_1388_ = (l_1378_ ? l_1375_ : l_1372_);
        float _e2645 = l_mut_101_;
        float l_1389_ = (_e2645 + l_1344_);
        float l_1390_ = (l_1376_ ? l_1388_ : l_1389_);
        l_mut_101_ = l_1390_;
        uint l_1391_ = uint(l_1378_);
        uint _e2649 = l_mut_106_;
        l_mut_106_ = (_e2649 + l_1391_);
        float _e2651 = l_mut_101_;
        float l_1392_ = (_e2651 + l_1339_);
        float l_1393_ = (l_1392_ * l_4_);
        float _e2654 = l_mut_101_;
        float l_1394_ = (l_1393_ - _e2654);
        float l_1395_ = (l_1394_ * l_4_);
        float l_1396_ = (l_1339_ - l_1395_);
        uint _e2658 = l_mut_106_;
        bool l_1397_ = (_e2658 < 3u);
        bool l_1398_ = (l_1396_ != 0.0);
        if (l_1397_) {
            local_84 = l_1398_;
        } else {
            local_84 = false;
        }
        bool l_1399_ = local_84;
        uint _e2667 = l_mut_106_;
        bool l_1400_ = (_e2667 == 0u);
        if (l_1399_) {
            local_85 = l_1400_;
        } else {
            local_85 = false;
        }
        bool l_1401_ = local_85;
        float _e2674 = l_mut_105_;
        float l_1402_ = (l_1401_ ? l_1393_ : _e2674);
        l_mut_105_ = l_1402_;
        uint _e2676 = l_mut_106_;
        bool l_1403_ = (_e2676 == 1u);
        if (l_1399_) {
            local_86 = l_1403_;
        } else {
            local_86 = false;
        }
        bool l_1404_ = local_86;
        float _e2683 = l_mut_104_;
        float l_1405_ = (l_1404_ ? l_1393_ : _e2683);
        l_mut_104_ = l_1405_;
        uint _e2685 = l_mut_106_;
        bool l_1406_ = (_e2685 == 2u);
        if (l_1399_) {
            local_87 = l_1406_;
        } else {
            local_87 = false;
        }
        bool l_1407_ = local_87;
        float _e2692 = l_mut_103_;
        float l_1408_ = (l_1407_ ? l_1393_ : _e2692);
        l_mut_103_ = l_1408_;
        float l_1409_ = (l_1399_ ? l_1396_ : l_1393_);
        float _e2695 = l_mut_101_;
        float l_1410_ = (_e2695 + l_1339_);
        float l_1411_ = (l_1397_ ? l_1409_ : l_1410_);
        l_mut_101_ = l_1411_;
        uint l_1412_ = uint(l_1399_);
        uint _e2699 = l_mut_106_;
        l_mut_106_ = (_e2699 + l_1412_);
        float _e2701 = l_mut_101_;
        float l_1413_ = (_e2701 + l_1334_);
        float l_1414_ = (l_1413_ * l_4_);
        float _e2704 = l_mut_101_;
        float l_1415_ = (l_1414_ - _e2704);
        float l_1416_ = (l_1415_ * l_4_);
        float l_1417_ = (l_1334_ - l_1416_);
        uint _e2708 = l_mut_106_;
        bool l_1418_ = (_e2708 < 3u);
        bool l_1419_ = (l_1417_ != 0.0);
        if (l_1418_) {
            local_88 = l_1419_;
        } else {
            local_88 = false;
        }
        bool l_1420_ = local_88;
        uint _e2717 = l_mut_106_;
        bool l_1421_ = (_e2717 == 0u);
        if (l_1420_) {
            local_89 = l_1421_;
        } else {
            local_89 = false;
        }
        bool l_1422_ = local_89;
        float _e2724 = l_mut_105_;
        float l_1423_ = (l_1422_ ? l_1414_ : _e2724);
        l_mut_105_ = l_1423_;
        uint _e2726 = l_mut_106_;
        bool l_1424_ = (_e2726 == 1u);
        if (l_1420_) {
            local_90 = l_1424_;
        } else {
            local_90 = false;
        }
        bool l_1425_ = local_90;
        float _e2733 = l_mut_104_;
        float l_1426_ = (l_1425_ ? l_1414_ : _e2733);
        l_mut_104_ = l_1426_;
        uint _e2735 = l_mut_106_;
        bool l_1427_ = (_e2735 == 2u);
        if (l_1420_) {
            local_91 = l_1427_;
        } else {
            local_91 = false;
        }
        bool l_1428_ = local_91;
        float _e2742 = l_mut_103_;
        float l_1429_ = (l_1428_ ? l_1414_ : _e2742);
        l_mut_103_ = l_1429_;
        float l_1430_ = (l_1420_ ? l_1417_ : l_1414_);
        float _e2745 = l_mut_101_;
        float l_1431_ = (_e2745 + l_1334_);
        float l_1432_ = (l_1418_ ? l_1430_ : l_1431_);
        l_mut_101_ = l_1432_;
        uint l_1433_ = uint(l_1420_);
        uint _e2749 = l_mut_106_;
        l_mut_106_ = (_e2749 + l_1433_);
        uint _e2751 = l_mut_106_;
        bool l_1434_ = (_e2751 == 0u);
        float _e2754 = l_mut_105_;
        float _e2755 = l_mut_101_;
        float l_1435_ = (l_1434_ ? _e2755 : _e2754);
        l_mut_105_ = l_1435_;
        uint _e2757 = l_mut_106_;
        bool l_1436_ = (_e2757 == 1u);
        float _e2760 = l_mut_104_;
        float _e2761 = l_mut_101_;
        float l_1437_ = (l_1436_ ? _e2761 : _e2760);
        l_mut_104_ = l_1437_;
        uint _e2763 = l_mut_106_;
        bool l_1438_ = (_e2763 == 2u);
        float _e2766 = l_mut_103_;
        float _e2767 = l_mut_101_;
        float l_1439_ = (l_1438_ ? _e2767 : _e2766);
        l_mut_103_ = l_1439_;
        uint _e2769 = l_mut_106_;
        bool l_1440_ = (_e2769 == 3u);
        float _e2772 = l_mut_102_;
        float _e2773 = l_mut_101_;
        float l_1441_ = (l_1440_ ? _e2773 : _e2772);
        l_mut_102_ = l_1441_;
        float _e2775 = l_mut_105_;
        float l_1442_ = (_e2775 * l_199_);
        float l_1443_ = (l_1442_ * l_4_);
        float _e2778 = l_mut_105_;
        float l_1444_ = (l_3_ * _e2778);
        float l_1445_ = (l_1444_ * l_4_);
        float _e2781 = l_mut_105_;
        float l_1446_ = (l_1445_ - _e2781);
        float l_1447_ = (l_1446_ * l_4_);
        float l_1448_ = (l_1445_ - l_1447_);
        float _e2785 = l_mut_105_;
        float l_1449_ = (_e2785 - l_1448_);
        float l_1450_ = (l_3_ * l_199_);
        float l_1451_ = (l_1450_ * l_4_);
        float l_1452_ = (l_1451_ - l_199_);
        float l_1453_ = (l_1452_ * l_4_);
        float l_1454_ = (l_1451_ - l_1453_);
        float l_1455_ = (l_199_ - l_1454_);
        float l_1456_ = (l_1448_ * l_1454_);
        float l_1457_ = (l_1456_ - l_1443_);
        float l_1458_ = (l_1448_ * l_1455_);
        float l_1459_ = (l_1457_ + l_1458_);
        float l_1460_ = (l_1449_ * l_1454_);
        float l_1461_ = (l_1459_ + l_1460_);
        float l_1462_ = (l_1449_ * l_1455_);
        float l_1463_ = (l_1461_ + l_1462_);
        float _e2801 = l_mut_105_;
        float l_1464_ = (_e2801 * l_200_);
        float l_1465_ = (l_1464_ * l_4_);
        float _e2804 = l_mut_105_;
        float l_1466_ = (l_3_ * _e2804);
        float l_1467_ = (l_1466_ * l_4_);
        float _e2807 = l_mut_105_;
        float l_1468_ = (l_1467_ - _e2807);
        float l_1469_ = (l_1468_ * l_4_);
        float l_1470_ = (l_1467_ - l_1469_);
        float _e2811 = l_mut_105_;
        float l_1471_ = (_e2811 - l_1470_);
        float l_1472_ = (l_3_ * l_200_);
        float l_1473_ = (l_1472_ * l_4_);
        float l_1474_ = (l_1473_ - l_200_);
        float l_1475_ = (l_1474_ * l_4_);
        float l_1476_ = (l_1473_ - l_1475_);
        float l_1477_ = (l_200_ - l_1476_);
        float l_1478_ = (l_1470_ * l_1476_);
        float l_1479_ = (l_1478_ - l_1465_);
        float l_1480_ = (l_1470_ * l_1477_);
        float l_1481_ = (l_1479_ + l_1480_);
        float l_1482_ = (l_1471_ * l_1476_);
        float l_1483_ = (l_1481_ + l_1482_);
        float l_1484_ = (l_1471_ * l_1477_);
        float l_1485_ = (l_1483_ + l_1484_);
        float _e2827 = l_mut_104_;
        float l_1486_ = (_e2827 * l_199_);
        float l_1487_ = (l_1486_ * l_4_);
        float _e2830 = l_mut_104_;
        float l_1488_ = (l_3_ * _e2830);
        float l_1489_ = (l_1488_ * l_4_);
        float _e2833 = l_mut_104_;
        float l_1490_ = (l_1489_ - _e2833);
        float l_1491_ = (l_1490_ * l_4_);
        float l_1492_ = (l_1489_ - l_1491_);
        float _e2837 = l_mut_104_;
        float l_1493_ = (_e2837 - l_1492_);
        float l_1494_ = (l_3_ * l_199_);
        float l_1495_ = (l_1494_ * l_4_);
        float l_1496_ = (l_1495_ - l_199_);
        float l_1497_ = (l_1496_ * l_4_);
        float l_1498_ = (l_1495_ - l_1497_);
        float l_1499_ = (l_199_ - l_1498_);
        float l_1500_ = (l_1492_ * l_1498_);
        float l_1501_ = (l_1500_ - l_1487_);
        float l_1502_ = (l_1492_ * l_1499_);
        float l_1503_ = (l_1501_ + l_1502_);
        float l_1504_ = (l_1493_ * l_1498_);
        float l_1505_ = (l_1503_ + l_1504_);
        float l_1506_ = (l_1493_ * l_1499_);
        float l_1507_ = (l_1505_ + l_1506_);
        float _e2853 = l_mut_105_;
        float l_1508_ = (_e2853 * l_201_);
        float l_1509_ = (l_1508_ * l_4_);
        float _e2856 = l_mut_105_;
        float l_1510_ = (l_3_ * _e2856);
        float l_1511_ = (l_1510_ * l_4_);
        float _e2859 = l_mut_105_;
        float l_1512_ = (l_1511_ - _e2859);
        float l_1513_ = (l_1512_ * l_4_);
        float l_1514_ = (l_1511_ - l_1513_);
        float _e2863 = l_mut_105_;
        float l_1515_ = (_e2863 - l_1514_);
        float l_1516_ = (l_3_ * l_201_);
        float l_1517_ = (l_1516_ * l_4_);
        float l_1518_ = (l_1517_ - l_201_);
        float l_1519_ = (l_1518_ * l_4_);
        float l_1520_ = (l_1517_ - l_1519_);
        float l_1521_ = (l_201_ - l_1520_);
        float l_1522_ = (l_1514_ * l_1520_);
        float l_1523_ = (l_1522_ - l_1509_);
        float l_1524_ = (l_1514_ * l_1521_);
        float l_1525_ = (l_1523_ + l_1524_);
        float l_1526_ = (l_1515_ * l_1520_);
        float l_1527_ = (l_1525_ + l_1526_);
        float l_1528_ = (l_1515_ * l_1521_);
        float l_1529_ = (l_1527_ + l_1528_);
        float _e2879 = l_mut_104_;
        float l_1530_ = (_e2879 * l_200_);
        float l_1531_ = (l_1530_ * l_4_);
        float _e2882 = l_mut_104_;
        float l_1532_ = (l_3_ * _e2882);
        float l_1533_ = (l_1532_ * l_4_);
        float _e2885 = l_mut_104_;
        float l_1534_ = (l_1533_ - _e2885);
        float l_1535_ = (l_1534_ * l_4_);
        float l_1536_ = (l_1533_ - l_1535_);
        float _e2889 = l_mut_104_;
        float l_1537_ = (_e2889 - l_1536_);
        float l_1538_ = (l_3_ * l_200_);
        float l_1539_ = (l_1538_ * l_4_);
        float l_1540_ = (l_1539_ - l_200_);
        float l_1541_ = (l_1540_ * l_4_);
        float l_1542_ = (l_1539_ - l_1541_);
        float l_1543_ = (l_200_ - l_1542_);
        float l_1544_ = (l_1536_ * l_1542_);
        float l_1545_ = (l_1544_ - l_1531_);
        float l_1546_ = (l_1536_ * l_1543_);
        float l_1547_ = (l_1545_ + l_1546_);
        float l_1548_ = (l_1537_ * l_1542_);
        float l_1549_ = (l_1547_ + l_1548_);
        float l_1550_ = (l_1537_ * l_1543_);
        float l_1551_ = (l_1549_ + l_1550_);
        float _e2905 = l_mut_103_;
        float l_1552_ = (_e2905 * l_199_);
        float l_1553_ = (l_1552_ * l_4_);
        float _e2908 = l_mut_103_;
        float l_1554_ = (l_3_ * _e2908);
        float l_1555_ = (l_1554_ * l_4_);
        float _e2911 = l_mut_103_;
        float l_1556_ = (l_1555_ - _e2911);
        float l_1557_ = (l_1556_ * l_4_);
        float l_1558_ = (l_1555_ - l_1557_);
        float _e2915 = l_mut_103_;
        float l_1559_ = (_e2915 - l_1558_);
        float l_1560_ = (l_3_ * l_199_);
        float l_1561_ = (l_1560_ * l_4_);
        float l_1562_ = (l_1561_ - l_199_);
        float l_1563_ = (l_1562_ * l_4_);
        float l_1564_ = (l_1561_ - l_1563_);
        float l_1565_ = (l_199_ - l_1564_);
        float l_1566_ = (l_1558_ * l_1564_);
        float l_1567_ = (l_1566_ - l_1553_);
        float l_1568_ = (l_1558_ * l_1565_);
        float l_1569_ = (l_1567_ + l_1568_);
        float l_1570_ = (l_1559_ * l_1564_);
        float l_1571_ = (l_1569_ + l_1570_);
        float l_1572_ = (l_1559_ * l_1565_);
        float l_1573_ = (l_1571_ + l_1572_);
        float l_1574_ = (l_1465_ + l_1487_);
        float l_1575_ = (l_1574_ * l_4_);
        float l_1576_ = (l_1575_ - l_1465_);
        float l_1577_ = (l_1576_ * l_4_);
        float l_1578_ = (l_1575_ - l_1577_);
        float l_1579_ = (l_1578_ * l_4_);
        float l_1580_ = (l_1465_ - l_1579_);
        float l_1581_ = (l_1487_ - l_1577_);
        float l_1582_ = (l_1580_ + l_1581_);
        float l_1583_ = (l_1463_ + l_1575_);
        float l_1584_ = (l_1583_ * l_4_);
        float l_1585_ = (l_1584_ - l_1463_);
        float l_1586_ = (l_1585_ * l_4_);
        float l_1587_ = (l_1584_ - l_1586_);
        float l_1588_ = (l_1587_ * l_4_);
        float l_1589_ = (l_1463_ - l_1588_);
        float l_1590_ = (l_1575_ - l_1586_);
        float l_1591_ = (l_1589_ + l_1590_);
        float l_1592_ = (l_1582_ + l_1591_);
        float l_1593_ = (l_1592_ * l_4_);
        float l_1594_ = (l_1593_ - l_1582_);
        float l_1595_ = (l_1594_ * l_4_);
        float l_1596_ = (l_1593_ - l_1595_);
        float l_1597_ = (l_1596_ * l_4_);
        float l_1598_ = (l_1582_ - l_1597_);
        float l_1599_ = (l_1591_ - l_1595_);
        float l_1600_ = (l_1598_ + l_1599_);
        float l_1601_ = (l_1593_ + l_1485_);
        float l_1602_ = (l_1601_ * l_4_);
        float l_1603_ = (l_1602_ - l_1593_);
        float l_1604_ = (l_1603_ * l_4_);
        float l_1605_ = (l_1602_ - l_1604_);
        float l_1606_ = (l_1605_ * l_4_);
        float l_1607_ = (l_1593_ - l_1606_);
        float l_1608_ = (l_1485_ - l_1604_);
        float l_1609_ = (l_1607_ + l_1608_);
        float l_1610_ = (l_1507_ + l_1602_);
        float l_1611_ = (l_1610_ * l_4_);
        float l_1612_ = (l_1611_ - l_1507_);
        float l_1613_ = (l_1612_ * l_4_);
        float l_1614_ = (l_1611_ - l_1613_);
        float l_1615_ = (l_1614_ * l_4_);
        float l_1616_ = (l_1507_ - l_1615_);
        float l_1617_ = (l_1602_ - l_1613_);
        float l_1618_ = (l_1616_ + l_1617_);
        float l_1619_ = (l_1609_ + l_1618_);
        float l_1620_ = (l_1619_ * l_4_);
        float l_1621_ = (l_1620_ - l_1609_);
        float l_1622_ = (l_1621_ * l_4_);
        float l_1623_ = (l_1620_ - l_1622_);
        float l_1624_ = (l_1623_ * l_4_);
        float l_1625_ = (l_1609_ - l_1624_);
        float l_1626_ = (l_1618_ - l_1622_);
        float l_1627_ = (l_1625_ + l_1626_);
        float l_1628_ = (l_1509_ + l_1531_);
        float l_1629_ = (l_1628_ * l_4_);
        float l_1630_ = (l_1629_ - l_1509_);
        float l_1631_ = (l_1630_ * l_4_);
        float l_1632_ = (l_1629_ - l_1631_);
        float l_1633_ = (l_1632_ * l_4_);
        float l_1634_ = (l_1509_ - l_1633_);
        float l_1635_ = (l_1531_ - l_1631_);
        float l_1636_ = (l_1634_ + l_1635_);
        float l_1637_ = (l_1553_ + l_1629_);
        float l_1638_ = (l_1637_ * l_4_);
        float l_1639_ = (l_1638_ - l_1553_);
        float l_1640_ = (l_1639_ * l_4_);
        float l_1641_ = (l_1638_ - l_1640_);
        float l_1642_ = (l_1641_ * l_4_);
        float l_1643_ = (l_1553_ - l_1642_);
        float l_1644_ = (l_1629_ - l_1640_);
        float l_1645_ = (l_1643_ + l_1644_);
        float l_1646_ = (l_1636_ + l_1645_);
        float l_1647_ = (l_1646_ * l_4_);
        float l_1648_ = (l_1647_ - l_1636_);
        float l_1649_ = (l_1648_ * l_4_);
        float l_1650_ = (l_1647_ - l_1649_);
        float l_1651_ = (l_1650_ * l_4_);
        float l_1652_ = (l_1636_ - l_1651_);
        float l_1653_ = (l_1645_ - l_1649_);
        float l_1654_ = (l_1652_ + l_1653_);
        float l_1655_ = (l_1611_ + l_1638_);
        float l_1656_ = (l_1655_ * l_4_);
        float l_1657_ = (l_1656_ - l_1611_);
        float l_1658_ = (l_1657_ * l_4_);
        float l_1659_ = (l_1656_ - l_1658_);
        float l_1660_ = (l_1659_ * l_4_);
        float l_1661_ = (l_1611_ - l_1660_);
        float l_1662_ = (l_1638_ - l_1658_);
        float l_1663_ = (l_1661_ + l_1662_);
        float l_1664_ = (l_1620_ + l_1647_);
        float l_1665_ = (l_1664_ * l_4_);
        float l_1666_ = (l_1665_ - l_1620_);
        float l_1667_ = (l_1666_ * l_4_);
        float l_1668_ = (l_1665_ - l_1667_);
        float l_1669_ = (l_1668_ * l_4_);
        float l_1670_ = (l_1620_ - l_1669_);
        float l_1671_ = (l_1647_ - l_1667_);
        float l_1672_ = (l_1670_ + l_1671_);
        float l_1673_ = (l_1665_ + l_1663_);
        float l_1674_ = (l_1673_ * l_4_);
        float l_1675_ = (l_1674_ - l_1665_);
        float l_1676_ = (l_1675_ * l_4_);
        float l_1677_ = (l_1674_ - l_1676_);
        float l_1678_ = (l_1677_ * l_4_);
        float l_1679_ = (l_1665_ - l_1678_);
        float l_1680_ = (l_1663_ - l_1676_);
        float l_1681_ = (l_1679_ + l_1680_);
        float l_1682_ = (l_1627_ + l_1654_);
        float l_1683_ = (l_1681_ + l_1672_);
        float l_1684_ = (l_1682_ + l_1683_);
        float _e3042 = l_mut_105_;
        float l_1685_ = (_e3042 * l_202_);
        float _e3044 = l_mut_104_;
        float l_1686_ = (_e3044 * l_201_);
        float l_1687_ = (l_1685_ + l_1686_);
        float _e3047 = l_mut_103_;
        float l_1688_ = (_e3047 * l_200_);
        float _e3049 = l_mut_102_;
        float l_1689_ = (_e3049 * l_199_);
        float l_1690_ = (l_1688_ + l_1689_);
        float l_1691_ = (l_1687_ + l_1690_);
        float l_1692_ = (l_1600_ + l_1529_);
        float l_1693_ = (l_1551_ + l_1573_);
        float l_1694_ = (l_1692_ + l_1693_);
        float l_1695_ = (l_1691_ + l_1694_);
        float l_1696_ = (l_1674_ + l_1695_);
        float l_1697_ = (l_1696_ + l_1684_);
        float l_1698_ = (l_1697_ * l_4_);
        float l_1699_ = (l_1698_ - l_1696_);
        float l_1700_ = (l_1699_ * l_4_);
        float l_1701_ = (l_1684_ - l_1700_);
        float l_1702_ = (l_1656_ + l_1698_);
        float l_1703_ = (l_1702_ * l_4_);
        float l_1704_ = (l_1703_ - l_1656_);
        float l_1705_ = (l_1704_ * l_4_);
        float l_1706_ = (l_1698_ - l_1705_);
        float l_1707_ = (l_1584_ + l_1703_);
        float l_1708_ = (l_1707_ * l_4_);
        float l_1709_ = (l_1708_ - l_1584_);
        float l_1710_ = (l_1709_ * l_4_);
        float l_1711_ = (l_1703_ - l_1710_);
        float l_1712_ = (l_1443_ + l_1708_);
        float l_1713_ = (l_1712_ * l_4_);
        float l_1714_ = (l_1713_ - l_1443_);
        float l_1715_ = (l_1714_ * l_4_);
        float l_1716_ = (l_1708_ - l_1715_);
        l_mut_736_ = 0.0;
        l_mut_734_ = 0.0;
        l_mut_733_ = 0.0;
        l_mut_732_ = 0.0;
        l_mut_101_ = l_1713_;
        l_mut_106_ = 0u;
        float _e3083 = l_mut_101_;
        float l_1717_ = (_e3083 + l_1716_);
        float l_1718_ = (l_1717_ * l_4_);
        float _e3086 = l_mut_101_;
        float l_1719_ = (l_1718_ - _e3086);
        float l_1720_ = (l_1719_ * l_4_);
        float l_1721_ = (l_1716_ - l_1720_);
        uint _e3090 = l_mut_106_;
        bool l_1722_ = (_e3090 < 3u);
        bool l_1723_ = (l_1721_ != 0.0);
        if (l_1722_) {
            local_92 = l_1723_;
        } else {
            local_92 = false;
        }
        bool l_1724_ = local_92;
        uint _e3099 = l_mut_106_;
        bool l_1725_ = (_e3099 == 0u);
        if (l_1724_) {
            local_93 = l_1725_;
        } else {
            local_93 = false;
        }
        bool l_1726_ = local_93;
        float _e3106 = l_mut_736_;
        float l_1727_ = (l_1726_ ? l_1718_ : _e3106);
        l_mut_736_ = l_1727_;
        uint _e3108 = l_mut_106_;
        bool l_1728_ = (_e3108 == 1u);
        if (l_1724_) {
            local_94 = l_1728_;
        } else {
            local_94 = false;
        }
        bool l_1729_ = local_94;
        float _e3115 = l_mut_734_;
        float l_1730_ = (l_1729_ ? l_1718_ : _e3115);
        l_mut_734_ = l_1730_;
        uint _e3117 = l_mut_106_;
        bool l_1731_ = (_e3117 == 2u);
        if (l_1724_) {
            local_95 = l_1731_;
        } else {
            local_95 = false;
        }
        bool l_1732_ = local_95;
        float _e3124 = l_mut_733_;
        float l_1733_ = (l_1732_ ? l_1718_ : _e3124);
        l_mut_733_ = l_1733_;
        float l_1734_ = (l_1724_ ? l_1721_ : l_1718_);
        float _e3127 = l_mut_101_;
        float l_1735_ = (_e3127 + l_1716_);
        float l_1736_ = (l_1722_ ? l_1734_ : l_1735_);
        l_mut_101_ = l_1736_;
        uint l_1737_ = uint(l_1724_);
        uint _e3131 = l_mut_106_;
        l_mut_106_ = (_e3131 + l_1737_);
        float _e3133 = l_mut_101_;
        float l_1738_ = (_e3133 + l_1711_);
        float l_1739_ = (l_1738_ * l_4_);
        float _e3136 = l_mut_101_;
        float l_1740_ = (l_1739_ - _e3136);
        float l_1741_ = (l_1740_ * l_4_);
        float l_1742_ = (l_1711_ - l_1741_);
        uint _e3140 = l_mut_106_;
        bool l_1743_ = (_e3140 < 3u);
        bool l_1744_ = (l_1742_ != 0.0);
        if (l_1743_) {
            local_96 = l_1744_;
        } else {
            local_96 = false;
        }
        bool l_1745_ = local_96;
        uint _e3149 = l_mut_106_;
        bool l_1746_ = (_e3149 == 0u);
        if (l_1745_) {
            local_97 = l_1746_;
        } else {
            local_97 = false;
        }
        bool l_1747_ = local_97;
        float _e3156 = l_mut_736_;
        float l_1748_ = (l_1747_ ? l_1739_ : _e3156);
        l_mut_736_ = l_1748_;
        uint _e3158 = l_mut_106_;
        bool l_1749_ = (_e3158 == 1u);
        if (l_1745_) {
            local_98 = l_1749_;
        } else {
            local_98 = false;
        }
        bool l_1750_ = local_98;
        float _e3165 = l_mut_734_;
        float l_1751_ = (l_1750_ ? l_1739_ : _e3165);
        l_mut_734_ = l_1751_;
        uint _e3167 = l_mut_106_;
        bool l_1752_ = (_e3167 == 2u);
        if (l_1745_) {
            local_99 = l_1752_;
        } else {
            local_99 = false;
        }
        bool l_1753_ = local_99;
        float _e3174 = l_mut_733_;
        float l_1754_ = (l_1753_ ? l_1739_ : _e3174);
        l_mut_733_ = l_1754_;
        float l_1755_ = (l_1745_ ? l_1742_ : l_1739_);
        float _e3177 = l_mut_101_;
        float l_1756_ = (_e3177 + l_1711_);
        float l_1757_ = (l_1743_ ? l_1755_ : l_1756_);
        l_mut_101_ = l_1757_;
        uint l_1758_ = uint(l_1745_);
        uint _e3181 = l_mut_106_;
        l_mut_106_ = (_e3181 + l_1758_);
        float _e3183 = l_mut_101_;
        float l_1759_ = (_e3183 + l_1706_);
        float l_1760_ = (l_1759_ * l_4_);
        float _e3186 = l_mut_101_;
        float l_1761_ = (l_1760_ - _e3186);
        float l_1762_ = (l_1761_ * l_4_);
        float l_1763_ = (l_1706_ - l_1762_);
        uint _e3190 = l_mut_106_;
        bool l_1764_ = (_e3190 < 3u);
        bool l_1765_ = (l_1763_ != 0.0);
        if (l_1764_) {
            local_100 = l_1765_;
        } else {
            local_100 = false;
        }
        bool l_1766_ = local_100;
        uint _e3199 = l_mut_106_;
        bool l_1767_ = (_e3199 == 0u);
        if (l_1766_) {
            local_101 = l_1767_;
        } else {
            local_101 = false;
        }
        bool l_1768_ = local_101;
        float _e3206 = l_mut_736_;
        float l_1769_ = (l_1768_ ? l_1760_ : _e3206);
        l_mut_736_ = l_1769_;
        uint _e3208 = l_mut_106_;
        bool l_1770_ = (_e3208 == 1u);
        if (l_1766_) {
            local_102 = l_1770_;
        } else {
            local_102 = false;
        }
        bool l_1771_ = local_102;
        float _e3215 = l_mut_734_;
        float l_1772_ = (l_1771_ ? l_1760_ : _e3215);
        l_mut_734_ = l_1772_;
        uint _e3217 = l_mut_106_;
        bool l_1773_ = (_e3217 == 2u);
        if (l_1766_) {
            local_103 = l_1773_;
        } else {
            local_103 = false;
        }
        bool l_1774_ = local_103;
        float _e3224 = l_mut_733_;
        float l_1775_ = (l_1774_ ? l_1760_ : _e3224);
        l_mut_733_ = l_1775_;
        float l_1776_ = (l_1766_ ? l_1763_ : l_1760_);
        float _e3227 = l_mut_101_;
        float l_1777_ = (_e3227 + l_1706_);
        float l_1778_ = (l_1764_ ? l_1776_ : l_1777_);
        l_mut_101_ = l_1778_;
        uint l_1779_ = uint(l_1766_);
        uint _e3231 = l_mut_106_;
        l_mut_106_ = (_e3231 + l_1779_);
        float _e3233 = l_mut_101_;
        float l_1780_ = (_e3233 + l_1701_);
        float l_1781_ = (l_1780_ * l_4_);
        float _e3236 = l_mut_101_;
        float l_1782_ = (l_1781_ - _e3236);
        float l_1783_ = (l_1782_ * l_4_);
        float l_1784_ = (l_1701_ - l_1783_);
        uint _e3240 = l_mut_106_;
        bool l_1785_ = (_e3240 < 3u);
        bool l_1786_ = (l_1784_ != 0.0);
        if (l_1785_) {
            local_104 = l_1786_;
        } else {
            local_104 = false;
        }
        bool l_1787_ = local_104;
        uint _e3249 = l_mut_106_;
        bool l_1788_ = (_e3249 == 0u);
        if (l_1787_) {
            local_105 = l_1788_;
        } else {
            local_105 = false;
        }
        bool l_1789_ = local_105;
        float _e3256 = l_mut_736_;
        float l_1790_ = (l_1789_ ? l_1781_ : _e3256);
        l_mut_736_ = l_1790_;
        uint _e3258 = l_mut_106_;
        bool l_1791_ = (_e3258 == 1u);
        if (l_1787_) {
            local_106 = l_1791_;
        } else {
            local_106 = false;
        }
        bool l_1792_ = local_106;
        float _e3265 = l_mut_734_;
        float l_1793_ = (l_1792_ ? l_1781_ : _e3265);
        l_mut_734_ = l_1793_;
        uint _e3267 = l_mut_106_;
        bool l_1794_ = (_e3267 == 2u);
        if (l_1787_) {
            local_107 = l_1794_;
        } else {
            local_107 = false;
        }
        bool l_1795_ = local_107;
        float _e3274 = l_mut_733_;
        float l_1796_ = (l_1795_ ? l_1781_ : _e3274);
        l_mut_733_ = l_1796_;
        float l_1797_ = (l_1787_ ? l_1784_ : l_1781_);
        float _e3277 = l_mut_101_;
        float l_1798_ = (_e3277 + l_1701_);
        float l_1799_ = (l_1785_ ? l_1797_ : l_1798_);
        l_mut_101_ = l_1799_;
        uint l_1800_ = uint(l_1787_);
        uint _e3281 = l_mut_106_;
        l_mut_106_ = (_e3281 + l_1800_);
        uint _e3283 = l_mut_106_;
        bool l_1801_ = (_e3283 == 0u);
        float _e3286 = l_mut_736_;
        float _e3287 = l_mut_101_;
        float l_1802_ = (l_1801_ ? _e3287 : _e3286);
        l_mut_736_ = l_1802_;
        uint _e3289 = l_mut_106_;
        bool l_1803_ = (_e3289 == 1u);
        float _e3292 = l_mut_734_;
        float _e3293 = l_mut_101_;
        float l_1804_ = (l_1803_ ? _e3293 : _e3292);
        l_mut_734_ = l_1804_;
        uint _e3295 = l_mut_106_;
        bool l_1805_ = (_e3295 == 2u);
        float _e3298 = l_mut_733_;
        float _e3299 = l_mut_101_;
        float l_1806_ = (l_1805_ ? _e3299 : _e3298);
        l_mut_733_ = l_1806_;
        uint _e3301 = l_mut_106_;
        bool l_1807_ = (_e3301 == 3u);
        float _e3304 = l_mut_732_;
        float _e3305 = l_mut_101_;
        float l_1808_ = (l_1807_ ? _e3305 : _e3304);
        l_mut_732_ = l_1808_;
        float _e3307 = l_mut_736_;
        l_mut_105_ = _e3307;
        float _e3308 = l_mut_734_;
        l_mut_104_ = _e3308;
        float _e3309 = l_mut_733_;
        l_mut_103_ = _e3309;
        float _e3310 = l_mut_732_;
        l_mut_102_ = _e3310;
        bool loop_init_2 = true;
        while(true) {
            if (!loop_init_2) {
                uint _e4539 = l_mut_1809_;
                l_mut_1809_ = (_e4539 + 1u);
            }
            loop_init_2 = false;
            uint _e3313 = l_mut_1809_;
            if ((_e3313 < 8u)) {
            } else {
                break;
            }
            {
                float _e3316 = l_mut_105_;
                float l_1810_ = (_e3316 * 2.0);
                float _e3319 = l_mut_104_;
                float l_1811_ = (_e3319 * 2.0);
                float _e3322 = l_mut_103_;
                float l_1812_ = (_e3322 * 2.0);
                float _e3325 = l_mut_102_;
                float l_1813_ = (_e3325 * 2.0);
                float _e3328 = l_mut_105_;
                float _e3329 = l_mut_105_;
                float l_1814_ = (_e3328 * _e3329);
                float l_1815_ = (l_1814_ * l_4_);
                float _e3332 = l_mut_105_;
                float l_1816_ = (l_3_ * _e3332);
                float l_1817_ = (l_1816_ * l_4_);
                float _e3335 = l_mut_105_;
                float l_1818_ = (l_1817_ - _e3335);
                float l_1819_ = (l_1818_ * l_4_);
                float l_1820_ = (l_1817_ - l_1819_);
                float _e3339 = l_mut_105_;
                float l_1821_ = (_e3339 - l_1820_);
                float _e3341 = l_mut_105_;
                float l_1822_ = (l_3_ * _e3341);
                float l_1823_ = (l_1822_ * l_4_);
                float _e3344 = l_mut_105_;
                float l_1824_ = (l_1823_ - _e3344);
                float l_1825_ = (l_1824_ * l_4_);
                float l_1826_ = (l_1823_ - l_1825_);
                float _e3348 = l_mut_105_;
                float l_1827_ = (_e3348 - l_1826_);
                float l_1828_ = (l_1820_ * l_1826_);
                float l_1829_ = (l_1828_ - l_1815_);
                float l_1830_ = (l_1820_ * l_1827_);
                float l_1831_ = (l_1829_ + l_1830_);
                float l_1832_ = (l_1821_ * l_1826_);
                float l_1833_ = (l_1831_ + l_1832_);
                float l_1834_ = (l_1821_ * l_1827_);
                float l_1835_ = (l_1833_ + l_1834_);
                float _e3358 = l_mut_105_;
                float _e3359 = l_mut_104_;
                float l_1836_ = (_e3358 * _e3359);
                float l_1837_ = (l_1836_ * l_4_);
                float _e3362 = l_mut_105_;
                float l_1838_ = (l_3_ * _e3362);
                float l_1839_ = (l_1838_ * l_4_);
                float _e3365 = l_mut_105_;
                float l_1840_ = (l_1839_ - _e3365);
                float l_1841_ = (l_1840_ * l_4_);
                float l_1842_ = (l_1839_ - l_1841_);
                float _e3369 = l_mut_105_;
                float l_1843_ = (_e3369 - l_1842_);
                float _e3371 = l_mut_104_;
                float l_1844_ = (l_3_ * _e3371);
                float l_1845_ = (l_1844_ * l_4_);
                float _e3374 = l_mut_104_;
                float l_1846_ = (l_1845_ - _e3374);
                float l_1847_ = (l_1846_ * l_4_);
                float l_1848_ = (l_1845_ - l_1847_);
                float _e3378 = l_mut_104_;
                float l_1849_ = (_e3378 - l_1848_);
                float l_1850_ = (l_1842_ * l_1848_);
                float l_1851_ = (l_1850_ - l_1837_);
                float l_1852_ = (l_1842_ * l_1849_);
                float l_1853_ = (l_1851_ + l_1852_);
                float l_1854_ = (l_1843_ * l_1848_);
                float l_1855_ = (l_1853_ + l_1854_);
                float l_1856_ = (l_1843_ * l_1849_);
                float l_1857_ = (l_1855_ + l_1856_);
                float _e3388 = l_mut_104_;
                float _e3389 = l_mut_105_;
                float l_1858_ = (_e3388 * _e3389);
                float l_1859_ = (l_1858_ * l_4_);
                float _e3392 = l_mut_104_;
                float l_1860_ = (l_3_ * _e3392);
                float l_1861_ = (l_1860_ * l_4_);
                float _e3395 = l_mut_104_;
                float l_1862_ = (l_1861_ - _e3395);
                float l_1863_ = (l_1862_ * l_4_);
                float l_1864_ = (l_1861_ - l_1863_);
                float _e3399 = l_mut_104_;
                float l_1865_ = (_e3399 - l_1864_);
                float _e3401 = l_mut_105_;
                float l_1866_ = (l_3_ * _e3401);
                float l_1867_ = (l_1866_ * l_4_);
                float _e3404 = l_mut_105_;
                float l_1868_ = (l_1867_ - _e3404);
                float l_1869_ = (l_1868_ * l_4_);
                float l_1870_ = (l_1867_ - l_1869_);
                float _e3408 = l_mut_105_;
                float l_1871_ = (_e3408 - l_1870_);
                float l_1872_ = (l_1864_ * l_1870_);
                float l_1873_ = (l_1872_ - l_1859_);
                float l_1874_ = (l_1864_ * l_1871_);
                float l_1875_ = (l_1873_ + l_1874_);
                float l_1876_ = (l_1865_ * l_1870_);
                float l_1877_ = (l_1875_ + l_1876_);
                float l_1878_ = (l_1865_ * l_1871_);
                float l_1879_ = (l_1877_ + l_1878_);
                float _e3418 = l_mut_105_;
                float _e3419 = l_mut_103_;
                float l_1880_ = (_e3418 * _e3419);
                float l_1881_ = (l_1880_ * l_4_);
                float _e3422 = l_mut_105_;
                float l_1882_ = (l_3_ * _e3422);
                float l_1883_ = (l_1882_ * l_4_);
                float _e3425 = l_mut_105_;
                float l_1884_ = (l_1883_ - _e3425);
                float l_1885_ = (l_1884_ * l_4_);
                float l_1886_ = (l_1883_ - l_1885_);
                float _e3429 = l_mut_105_;
                float l_1887_ = (_e3429 - l_1886_);
                float _e3431 = l_mut_103_;
                float l_1888_ = (l_3_ * _e3431);
                float l_1889_ = (l_1888_ * l_4_);
                float _e3434 = l_mut_103_;
                float l_1890_ = (l_1889_ - _e3434);
                float l_1891_ = (l_1890_ * l_4_);
                float l_1892_ = (l_1889_ - l_1891_);
                float _e3438 = l_mut_103_;
                float l_1893_ = (_e3438 - l_1892_);
                float l_1894_ = (l_1886_ * l_1892_);
                float l_1895_ = (l_1894_ - l_1881_);
                float l_1896_ = (l_1886_ * l_1893_);
                float l_1897_ = (l_1895_ + l_1896_);
                float l_1898_ = (l_1887_ * l_1892_);
                float l_1899_ = (l_1897_ + l_1898_);
                float l_1900_ = (l_1887_ * l_1893_);
                float l_1901_ = (l_1899_ + l_1900_);
                float _e3448 = l_mut_104_;
                float _e3449 = l_mut_104_;
                float l_1902_ = (_e3448 * _e3449);
                float l_1903_ = (l_1902_ * l_4_);
                float _e3452 = l_mut_104_;
                float l_1904_ = (l_3_ * _e3452);
                float l_1905_ = (l_1904_ * l_4_);
                float _e3455 = l_mut_104_;
                float l_1906_ = (l_1905_ - _e3455);
                float l_1907_ = (l_1906_ * l_4_);
                float l_1908_ = (l_1905_ - l_1907_);
                float _e3459 = l_mut_104_;
                float l_1909_ = (_e3459 - l_1908_);
                float _e3461 = l_mut_104_;
                float l_1910_ = (l_3_ * _e3461);
                float l_1911_ = (l_1910_ * l_4_);
                float _e3464 = l_mut_104_;
                float l_1912_ = (l_1911_ - _e3464);
                float l_1913_ = (l_1912_ * l_4_);
                float l_1914_ = (l_1911_ - l_1913_);
                float _e3468 = l_mut_104_;
                float l_1915_ = (_e3468 - l_1914_);
                float l_1916_ = (l_1908_ * l_1914_);
                float l_1917_ = (l_1916_ - l_1903_);
                float l_1918_ = (l_1908_ * l_1915_);
                float l_1919_ = (l_1917_ + l_1918_);
                float l_1920_ = (l_1909_ * l_1914_);
                float l_1921_ = (l_1919_ + l_1920_);
                float l_1922_ = (l_1909_ * l_1915_);
                float l_1923_ = (l_1921_ + l_1922_);
                float _e3478 = l_mut_103_;
                float _e3479 = l_mut_105_;
                float l_1924_ = (_e3478 * _e3479);
                float l_1925_ = (l_1924_ * l_4_);
                float _e3482 = l_mut_103_;
                float l_1926_ = (l_3_ * _e3482);
                float l_1927_ = (l_1926_ * l_4_);
                float _e3485 = l_mut_103_;
                float l_1928_ = (l_1927_ - _e3485);
                float l_1929_ = (l_1928_ * l_4_);
                float l_1930_ = (l_1927_ - l_1929_);
                float _e3489 = l_mut_103_;
                float l_1931_ = (_e3489 - l_1930_);
                float _e3491 = l_mut_105_;
                float l_1932_ = (l_3_ * _e3491);
                float l_1933_ = (l_1932_ * l_4_);
                float _e3494 = l_mut_105_;
                float l_1934_ = (l_1933_ - _e3494);
                float l_1935_ = (l_1934_ * l_4_);
                float l_1936_ = (l_1933_ - l_1935_);
                float _e3498 = l_mut_105_;
                float l_1937_ = (_e3498 - l_1936_);
                float l_1938_ = (l_1930_ * l_1936_);
                float l_1939_ = (l_1938_ - l_1925_);
                float l_1940_ = (l_1930_ * l_1937_);
                float l_1941_ = (l_1939_ + l_1940_);
                float l_1942_ = (l_1931_ * l_1936_);
                float l_1943_ = (l_1941_ + l_1942_);
                float l_1944_ = (l_1931_ * l_1937_);
                float l_1945_ = (l_1943_ + l_1944_);
                float l_1946_ = (l_1837_ + l_1859_);
                float l_1947_ = (l_1946_ * l_4_);
                float l_1948_ = (l_1947_ - l_1837_);
                float l_1949_ = (l_1948_ * l_4_);
                float l_1950_ = (l_1947_ - l_1949_);
                float l_1951_ = (l_1950_ * l_4_);
                float l_1952_ = (l_1837_ - l_1951_);
                float l_1953_ = (l_1859_ - l_1949_);
                float l_1954_ = (l_1952_ + l_1953_);
                float l_1955_ = (l_1835_ + l_1947_);
                float l_1956_ = (l_1955_ * l_4_);
                float l_1957_ = (l_1956_ - l_1835_);
                float l_1958_ = (l_1957_ * l_4_);
                float l_1959_ = (l_1956_ - l_1958_);
                float l_1960_ = (l_1959_ * l_4_);
                float l_1961_ = (l_1835_ - l_1960_);
                float l_1962_ = (l_1947_ - l_1958_);
                float l_1963_ = (l_1961_ + l_1962_);
                float l_1964_ = (l_1954_ + l_1963_);
                float l_1965_ = (l_1964_ * l_4_);
                float l_1966_ = (l_1965_ - l_1954_);
                float l_1967_ = (l_1966_ * l_4_);
                float l_1968_ = (l_1965_ - l_1967_);
                float l_1969_ = (l_1968_ * l_4_);
                float l_1970_ = (l_1954_ - l_1969_);
                float l_1971_ = (l_1963_ - l_1967_);
                float l_1972_ = (l_1970_ + l_1971_);
                float l_1973_ = (l_1965_ + l_1857_);
                float l_1974_ = (l_1973_ * l_4_);
                float l_1975_ = (l_1974_ - l_1965_);
                float l_1976_ = (l_1975_ * l_4_);
                float l_1977_ = (l_1974_ - l_1976_);
                float l_1978_ = (l_1977_ * l_4_);
                float l_1979_ = (l_1965_ - l_1978_);
                float l_1980_ = (l_1857_ - l_1976_);
                float l_1981_ = (l_1979_ + l_1980_);
                float l_1982_ = (l_1879_ + l_1974_);
                float l_1983_ = (l_1982_ * l_4_);
                float l_1984_ = (l_1983_ - l_1879_);
                float l_1985_ = (l_1984_ * l_4_);
                float l_1986_ = (l_1983_ - l_1985_);
                float l_1987_ = (l_1986_ * l_4_);
                float l_1988_ = (l_1879_ - l_1987_);
                float l_1989_ = (l_1974_ - l_1985_);
                float l_1990_ = (l_1988_ + l_1989_);
                float l_1991_ = (l_1981_ + l_1990_);
                float l_1992_ = (l_1991_ * l_4_);
                float l_1993_ = (l_1992_ - l_1981_);
                float l_1994_ = (l_1993_ * l_4_);
                float l_1995_ = (l_1992_ - l_1994_);
                float l_1996_ = (l_1995_ * l_4_);
                float l_1997_ = (l_1981_ - l_1996_);
                float l_1998_ = (l_1990_ - l_1994_);
                float l_1999_ = (l_1997_ + l_1998_);
                float l_2000_ = (l_1881_ + l_1903_);
                float l_2001_ = (l_2000_ * l_4_);
                float l_2002_ = (l_2001_ - l_1881_);
                float l_2003_ = (l_2002_ * l_4_);
                float l_2004_ = (l_2001_ - l_2003_);
                float l_2005_ = (l_2004_ * l_4_);
                float l_2006_ = (l_1881_ - l_2005_);
                float l_2007_ = (l_1903_ - l_2003_);
                float l_2008_ = (l_2006_ + l_2007_);
                float l_2009_ = (l_1925_ + l_2001_);
                float l_2010_ = (l_2009_ * l_4_);
                float l_2011_ = (l_2010_ - l_1925_);
                float l_2012_ = (l_2011_ * l_4_);
                float l_2013_ = (l_2010_ - l_2012_);
                float l_2014_ = (l_2013_ * l_4_);
                float l_2015_ = (l_1925_ - l_2014_);
                float l_2016_ = (l_2001_ - l_2012_);
                float l_2017_ = (l_2015_ + l_2016_);
                float l_2018_ = (l_2008_ + l_2017_);
                float l_2019_ = (l_2018_ * l_4_);
                float l_2020_ = (l_2019_ - l_2008_);
                float l_2021_ = (l_2020_ * l_4_);
                float l_2022_ = (l_2019_ - l_2021_);
                float l_2023_ = (l_2022_ * l_4_);
                float l_2024_ = (l_2008_ - l_2023_);
                float l_2025_ = (l_2017_ - l_2021_);
                float l_2026_ = (l_2024_ + l_2025_);
                float l_2027_ = (l_1983_ + l_2010_);
                float l_2028_ = (l_2027_ * l_4_);
                float l_2029_ = (l_2028_ - l_1983_);
                float l_2030_ = (l_2029_ * l_4_);
                float l_2031_ = (l_2028_ - l_2030_);
                float l_2032_ = (l_2031_ * l_4_);
                float l_2033_ = (l_1983_ - l_2032_);
                float l_2034_ = (l_2010_ - l_2030_);
                float l_2035_ = (l_2033_ + l_2034_);
                float l_2036_ = (l_1992_ + l_2019_);
                float l_2037_ = (l_2036_ * l_4_);
                float l_2038_ = (l_2037_ - l_1992_);
                float l_2039_ = (l_2038_ * l_4_);
                float l_2040_ = (l_2037_ - l_2039_);
                float l_2041_ = (l_2040_ * l_4_);
                float l_2042_ = (l_1992_ - l_2041_);
                float l_2043_ = (l_2019_ - l_2039_);
                float l_2044_ = (l_2042_ + l_2043_);
                float l_2045_ = (l_2037_ + l_2035_);
                float l_2046_ = (l_2045_ * l_4_);
                float l_2047_ = (l_2046_ - l_2037_);
                float l_2048_ = (l_2047_ * l_4_);
                float l_2049_ = (l_2046_ - l_2048_);
                float l_2050_ = (l_2049_ * l_4_);
                float l_2051_ = (l_2037_ - l_2050_);
                float l_2052_ = (l_2035_ - l_2048_);
                float l_2053_ = (l_2051_ + l_2052_);
                float l_2054_ = (l_1999_ + l_2026_);
                float l_2055_ = (l_2053_ + l_2044_);
                float l_2056_ = (l_2054_ + l_2055_);
                float _e3619 = l_mut_105_;
                float _e3620 = l_mut_102_;
                float l_2057_ = (_e3619 * _e3620);
                float _e3622 = l_mut_104_;
                float _e3623 = l_mut_103_;
                float l_2058_ = (_e3622 * _e3623);
                float l_2059_ = (l_2057_ + l_2058_);
                float _e3626 = l_mut_103_;
                float _e3627 = l_mut_104_;
                float l_2060_ = (_e3626 * _e3627);
                float _e3629 = l_mut_102_;
                float _e3630 = l_mut_105_;
                float l_2061_ = (_e3629 * _e3630);
                float l_2062_ = (l_2060_ + l_2061_);
                float l_2063_ = (l_2059_ + l_2062_);
                float l_2064_ = (l_1972_ + l_1901_);
                float l_2065_ = (l_1923_ + l_1945_);
                float l_2066_ = (l_2064_ + l_2065_);
                float l_2067_ = (l_2063_ + l_2066_);
                float l_2068_ = (l_2046_ + l_2067_);
                float l_2069_ = (l_2068_ + l_2056_);
                float l_2070_ = (l_2069_ * l_4_);
                float l_2071_ = (l_2070_ - l_2068_);
                float l_2072_ = (l_2071_ * l_4_);
                float l_2073_ = (l_2056_ - l_2072_);
                float l_2074_ = (l_2028_ + l_2070_);
                float l_2075_ = (l_2074_ * l_4_);
                float l_2076_ = (l_2075_ - l_2028_);
                float l_2077_ = (l_2076_ * l_4_);
                float l_2078_ = (l_2070_ - l_2077_);
                float l_2079_ = (l_1956_ + l_2075_);
                float l_2080_ = (l_2079_ * l_4_);
                float l_2081_ = (l_2080_ - l_1956_);
                float l_2082_ = (l_2081_ * l_4_);
                float l_2083_ = (l_2075_ - l_2082_);
                float l_2084_ = (l_1815_ + l_2080_);
                float l_2085_ = (l_2084_ * l_4_);
                float l_2086_ = (l_2085_ - l_1815_);
                float l_2087_ = (l_2086_ * l_4_);
                float l_2088_ = (l_2080_ - l_2087_);
                l_mut_101_ = 0.0;
                l_mut_39_ = 0.0;
                l_mut_38_ = 0.0;
                l_mut_37_ = 0.0;
                l_mut_36_ = l_2085_;
                l_mut_106_ = 0u;
                float _e3664 = l_mut_36_;
                float l_2089_ = (_e3664 + l_2088_);
                float l_2090_ = (l_2089_ * l_4_);
                float _e3667 = l_mut_36_;
                float l_2091_ = (l_2090_ - _e3667);
                float l_2092_ = (l_2091_ * l_4_);
                float l_2093_ = (l_2088_ - l_2092_);
                uint _e3671 = l_mut_106_;
                bool l_2094_ = (_e3671 < 3u);
                bool l_2095_ = (l_2093_ != 0.0);
                if (l_2094_) {
                    local_108 = l_2095_;
                } else {
                    local_108 = false;
                }
                bool l_2096_ = local_108;
                uint _e3680 = l_mut_106_;
                bool l_2097_ = (_e3680 == 0u);
                if (l_2096_) {
                    local_109 = l_2097_;
                } else {
                    local_109 = false;
                }
                bool l_2098_ = local_109;
                float _e3687 = l_mut_101_;
                float l_2099_ = (l_2098_ ? l_2090_ : _e3687);
                l_mut_101_ = l_2099_;
                uint _e3689 = l_mut_106_;
                bool l_2100_ = (_e3689 == 1u);
                if (l_2096_) {
                    local_110 = l_2100_;
                } else {
                    local_110 = false;
                }
                bool l_2101_ = local_110;
                float _e3696 = l_mut_39_;
                float l_2102_ = (l_2101_ ? l_2090_ : _e3696);
                l_mut_39_ = l_2102_;
                uint _e3698 = l_mut_106_;
                bool l_2103_ = (_e3698 == 2u);
                if (l_2096_) {
                    local_111 = l_2103_;
                } else {
                    local_111 = false;
                }
                bool l_2104_ = local_111;
                float _e3705 = l_mut_38_;
                float l_2105_ = (l_2104_ ? l_2090_ : _e3705);
                l_mut_38_ = l_2105_;
                float l_2106_ = (l_2096_ ? l_2093_ : l_2090_);
                float _e3708 = l_mut_36_;
                float l_2107_ = (_e3708 + l_2088_);
                float l_2108_ = (l_2094_ ? l_2106_ : l_2107_);
                l_mut_36_ = l_2108_;
                uint l_2109_ = uint(l_2096_);
                uint _e3712 = l_mut_106_;
                l_mut_106_ = (_e3712 + l_2109_);
                float _e3714 = l_mut_36_;
                float l_2110_ = (_e3714 + l_2083_);
                float l_2111_ = (l_2110_ * l_4_);
                float _e3717 = l_mut_36_;
                float l_2112_ = (l_2111_ - _e3717);
                float l_2113_ = (l_2112_ * l_4_);
                float l_2114_ = (l_2083_ - l_2113_);
                uint _e3721 = l_mut_106_;
                bool l_2115_ = (_e3721 < 3u);
                bool l_2116_ = (l_2114_ != 0.0);
                if (l_2115_) {
                    local_112 = l_2116_;
                } else {
                    local_112 = false;
                }
                bool l_2117_ = local_112;
                uint _e3730 = l_mut_106_;
                bool l_2118_ = (_e3730 == 0u);
                if (l_2117_) {
                    local_113 = l_2118_;
                } else {
                    local_113 = false;
                }
                bool l_2119_ = local_113;
                float _e3737 = l_mut_101_;
                float l_2120_ = (l_2119_ ? l_2111_ : _e3737);
                l_mut_101_ = l_2120_;
                uint _e3739 = l_mut_106_;
                bool l_2121_ = (_e3739 == 1u);
                if (l_2117_) {
                    local_114 = l_2121_;
                } else {
                    local_114 = false;
                }
                bool l_2122_ = local_114;
                float _e3746 = l_mut_39_;
                float l_2123_ = (l_2122_ ? l_2111_ : _e3746);
                l_mut_39_ = l_2123_;
                uint _e3748 = l_mut_106_;
                bool l_2124_ = (_e3748 == 2u);
                if (l_2117_) {
                    local_115 = l_2124_;
                } else {
                    local_115 = false;
                }
                bool l_2125_ = local_115;
                float _e3755 = l_mut_38_;
                float l_2126_ = (l_2125_ ? l_2111_ : _e3755);
                l_mut_38_ = l_2126_;
                float l_2127_ = (l_2117_ ? l_2114_ : l_2111_);
                float _e3758 = l_mut_36_;
                float l_2128_ = (_e3758 + l_2083_);
                float l_2129_ = (l_2115_ ? l_2127_ : l_2128_);
                l_mut_36_ = l_2129_;
                uint l_2130_ = uint(l_2117_);
                uint _e3762 = l_mut_106_;
                l_mut_106_ = (_e3762 + l_2130_);
                float _e3764 = l_mut_36_;
                float l_2131_ = (_e3764 + l_2078_);
                float l_2132_ = (l_2131_ * l_4_);
                float _e3767 = l_mut_36_;
                float l_2133_ = (l_2132_ - _e3767);
                float l_2134_ = (l_2133_ * l_4_);
                float l_2135_ = (l_2078_ - l_2134_);
                uint _e3771 = l_mut_106_;
                bool l_2136_ = (_e3771 < 3u);
                bool l_2137_ = (l_2135_ != 0.0);
                if (l_2136_) {
                    local_116 = l_2137_;
                } else {
                    local_116 = false;
                }
                bool l_2138_ = local_116;
                uint _e3780 = l_mut_106_;
                bool l_2139_ = (_e3780 == 0u);
                if (l_2138_) {
                    local_117 = l_2139_;
                } else {
                    local_117 = false;
                }
                bool l_2140_ = local_117;
                float _e3787 = l_mut_101_;
                float l_2141_ = (l_2140_ ? l_2132_ : _e3787);
                l_mut_101_ = l_2141_;
                uint _e3789 = l_mut_106_;
                bool l_2142_ = (_e3789 == 1u);
                if (l_2138_) {
                    local_118 = l_2142_;
                } else {
                    local_118 = false;
                }
                bool l_2143_ = local_118;
                float _e3796 = l_mut_39_;
                float l_2144_ = (l_2143_ ? l_2132_ : _e3796);
                l_mut_39_ = l_2144_;
                uint _e3798 = l_mut_106_;
                bool l_2145_ = (_e3798 == 2u);
                if (l_2138_) {
                    local_119 = l_2145_;
                } else {
                    local_119 = false;
                }
                bool l_2146_ = local_119;
                float _e3805 = l_mut_38_;
                float l_2147_ = (l_2146_ ? l_2132_ : _e3805);
                l_mut_38_ = l_2147_;
                float l_2148_ = (l_2138_ ? l_2135_ : l_2132_);
                float _e3808 = l_mut_36_;
                float l_2149_ = (_e3808 + l_2078_);
                float l_2150_ = (l_2136_ ? l_2148_ : l_2149_);
                l_mut_36_ = l_2150_;
                uint l_2151_ = uint(l_2138_);
                uint _e3812 = l_mut_106_;
                l_mut_106_ = (_e3812 + l_2151_);
                float _e3814 = l_mut_36_;
                float l_2152_ = (_e3814 + l_2073_);
                float l_2153_ = (l_2152_ * l_4_);
                float _e3817 = l_mut_36_;
                float l_2154_ = (l_2153_ - _e3817);
                float l_2155_ = (l_2154_ * l_4_);
                float l_2156_ = (l_2073_ - l_2155_);
                uint _e3821 = l_mut_106_;
                bool l_2157_ = (_e3821 < 3u);
                bool l_2158_ = (l_2156_ != 0.0);
                if (l_2157_) {
                    local_120 = l_2158_;
                } else {
                    local_120 = false;
                }
                bool l_2159_ = local_120;
                uint _e3830 = l_mut_106_;
                bool l_2160_ = (_e3830 == 0u);
                if (l_2159_) {
                    local_121 = l_2160_;
                } else {
                    local_121 = false;
                }
                bool l_2161_ = local_121;
                float _e3837 = l_mut_101_;
                float l_2162_ = (l_2161_ ? l_2153_ : _e3837);
                l_mut_101_ = l_2162_;
                uint _e3839 = l_mut_106_;
                bool l_2163_ = (_e3839 == 1u);
                if (l_2159_) {
                    local_122 = l_2163_;
                } else {
                    local_122 = false;
                }
                bool l_2164_ = local_122;
                float _e3846 = l_mut_39_;
                float l_2165_ = (l_2164_ ? l_2153_ : _e3846);
                l_mut_39_ = l_2165_;
                uint _e3848 = l_mut_106_;
                bool l_2166_ = (_e3848 == 2u);
                if (l_2159_) {
                    local_123 = l_2166_;
                } else {
                    local_123 = false;
                }
                bool l_2167_ = local_123;
                float _e3855 = l_mut_38_;
                float l_2168_ = (l_2167_ ? l_2153_ : _e3855);
                l_mut_38_ = l_2168_;
                float l_2169_ = (l_2159_ ? l_2156_ : l_2153_);
                float _e3858 = l_mut_36_;
                float l_2170_ = (_e3858 + l_2073_);
                float l_2171_ = (l_2157_ ? l_2169_ : l_2170_);
                l_mut_36_ = l_2171_;
                uint l_2172_ = uint(l_2159_);
                uint _e3862 = l_mut_106_;
                l_mut_106_ = (_e3862 + l_2172_);
                uint _e3864 = l_mut_106_;
                bool l_2173_ = (_e3864 == 0u);
                float _e3867 = l_mut_101_;
                float _e3868 = l_mut_36_;
                float l_2174_ = (l_2173_ ? _e3868 : _e3867);
                l_mut_101_ = l_2174_;
                uint _e3870 = l_mut_106_;
                bool l_2175_ = (_e3870 == 1u);
                float _e3873 = l_mut_39_;
                float _e3874 = l_mut_36_;
                float l_2176_ = (l_2175_ ? _e3874 : _e3873);
                l_mut_39_ = l_2176_;
                uint _e3876 = l_mut_106_;
                bool l_2177_ = (_e3876 == 2u);
                float _e3879 = l_mut_38_;
                float _e3880 = l_mut_36_;
                float l_2178_ = (l_2177_ ? _e3880 : _e3879);
                l_mut_38_ = l_2178_;
                uint _e3882 = l_mut_106_;
                bool l_2179_ = (_e3882 == 3u);
                float _e3885 = l_mut_37_;
                float _e3886 = l_mut_36_;
                float l_2180_ = (l_2179_ ? _e3886 : _e3885);
                l_mut_37_ = l_2180_;
                a_2181_[0] = l_1810_;
                float _e3890 = l_mut_101_;
                a_2181_[1] = _e3890;
                a_2181_[2] = l_1811_;
                float _e3893 = l_mut_39_;
                a_2181_[3] = _e3893;
                a_2181_[4] = l_1812_;
                float _e3896 = l_mut_38_;
                a_2181_[5] = _e3896;
                a_2181_[6] = l_1813_;
                float _e3899 = l_mut_37_;
                a_2181_[7] = _e3899;
                float l_2182_ = a_2181_[7];
                l_mut_36_ = l_2182_;
                float l_2183_ = a_2181_[6];
                float _e3904 = l_mut_36_;
                float l_2184_ = (l_2183_ + _e3904);
                float l_2185_ = (l_2184_ * l_4_);
                float l_2186_ = (l_2185_ - l_2183_);
                float l_2187_ = (l_2186_ * l_4_);
                float l_2188_ = (l_2185_ - l_2187_);
                float l_2189_ = (l_2188_ * l_4_);
                float l_2190_ = (l_2183_ - l_2189_);
                float _e3912 = l_mut_36_;
                float l_2191_ = (_e3912 - l_2187_);
                float l_2192_ = (l_2190_ + l_2191_);
                a_2181_[7] = l_2192_;
                l_mut_36_ = l_2185_;
                float l_2193_ = a_2181_[5];
                float _e3918 = l_mut_36_;
                float l_2194_ = (l_2193_ + _e3918);
                float l_2195_ = (l_2194_ * l_4_);
                float l_2196_ = (l_2195_ - l_2193_);
                float l_2197_ = (l_2196_ * l_4_);
                float l_2198_ = (l_2195_ - l_2197_);
                float l_2199_ = (l_2198_ * l_4_);
                float l_2200_ = (l_2193_ - l_2199_);
                float _e3926 = l_mut_36_;
                float l_2201_ = (_e3926 - l_2197_);
                float l_2202_ = (l_2200_ + l_2201_);
                a_2181_[6] = l_2202_;
                l_mut_36_ = l_2195_;
                float l_2203_ = a_2181_[4];
                float _e3932 = l_mut_36_;
                float l_2204_ = (l_2203_ + _e3932);
                float l_2205_ = (l_2204_ * l_4_);
                float l_2206_ = (l_2205_ - l_2203_);
                float l_2207_ = (l_2206_ * l_4_);
                float l_2208_ = (l_2205_ - l_2207_);
                float l_2209_ = (l_2208_ * l_4_);
                float l_2210_ = (l_2203_ - l_2209_);
                float _e3940 = l_mut_36_;
                float l_2211_ = (_e3940 - l_2207_);
                float l_2212_ = (l_2210_ + l_2211_);
                a_2181_[5] = l_2212_;
                l_mut_36_ = l_2205_;
                float l_2213_ = a_2181_[3];
                float _e3946 = l_mut_36_;
                float l_2214_ = (l_2213_ + _e3946);
                float l_2215_ = (l_2214_ * l_4_);
                float l_2216_ = (l_2215_ - l_2213_);
                float l_2217_ = (l_2216_ * l_4_);
                float l_2218_ = (l_2215_ - l_2217_);
                float l_2219_ = (l_2218_ * l_4_);
                float l_2220_ = (l_2213_ - l_2219_);
                float _e3954 = l_mut_36_;
                float l_2221_ = (_e3954 - l_2217_);
                float l_2222_ = (l_2220_ + l_2221_);
                a_2181_[4] = l_2222_;
                l_mut_36_ = l_2215_;
                float l_2223_ = a_2181_[2];
                float _e3960 = l_mut_36_;
                float l_2224_ = (l_2223_ + _e3960);
                float l_2225_ = (l_2224_ * l_4_);
                float l_2226_ = (l_2225_ - l_2223_);
                float l_2227_ = (l_2226_ * l_4_);
                float l_2228_ = (l_2225_ - l_2227_);
                float l_2229_ = (l_2228_ * l_4_);
                float l_2230_ = (l_2223_ - l_2229_);
                float _e3968 = l_mut_36_;
                float l_2231_ = (_e3968 - l_2227_);
                float l_2232_ = (l_2230_ + l_2231_);
                a_2181_[3] = l_2232_;
                l_mut_36_ = l_2225_;
                float l_2233_ = a_2181_[1];
                float _e3974 = l_mut_36_;
                float l_2234_ = (l_2233_ + _e3974);
                float l_2235_ = (l_2234_ * l_4_);
                float l_2236_ = (l_2235_ - l_2233_);
                float l_2237_ = (l_2236_ * l_4_);
                float l_2238_ = (l_2235_ - l_2237_);
                float l_2239_ = (l_2238_ * l_4_);
                float l_2240_ = (l_2233_ - l_2239_);
                float _e3982 = l_mut_36_;
                float l_2241_ = (_e3982 - l_2237_);
                float l_2242_ = (l_2240_ + l_2241_);
                a_2181_[2] = l_2242_;
                l_mut_36_ = l_2235_;
                float l_2243_ = a_2181_[0];
                float _e3988 = l_mut_36_;
                float l_2244_ = (l_2243_ + _e3988);
                float l_2245_ = (l_2244_ * l_4_);
                float l_2246_ = (l_2245_ - l_2243_);
                float l_2247_ = (l_2246_ * l_4_);
                float l_2248_ = (l_2245_ - l_2247_);
                float l_2249_ = (l_2248_ * l_4_);
                float l_2250_ = (l_2243_ - l_2249_);
                float _e3996 = l_mut_36_;
                float l_2251_ = (_e3996 - l_2247_);
                float l_2252_ = (l_2250_ + l_2251_);
                a_2181_[1] = l_2252_;
                l_mut_36_ = l_2245_;
                float _e4001 = l_mut_36_;
                a_2181_[0] = _e4001;
                float l_2253_ = a_2181_[7];
                l_mut_36_ = l_2253_;
                float l_2254_ = a_2181_[6];
                float _e4006 = l_mut_36_;
                float l_2255_ = (l_2254_ + _e4006);
                float l_2256_ = (l_2255_ * l_4_);
                float l_2257_ = (l_2256_ - l_2254_);
                float l_2258_ = (l_2257_ * l_4_);
                float l_2259_ = (l_2256_ - l_2258_);
                float l_2260_ = (l_2259_ * l_4_);
                float l_2261_ = (l_2254_ - l_2260_);
                float _e4014 = l_mut_36_;
                float l_2262_ = (_e4014 - l_2258_);
                float l_2263_ = (l_2261_ + l_2262_);
                a_2181_[7] = l_2263_;
                l_mut_36_ = l_2256_;
                float l_2264_ = a_2181_[5];
                float _e4020 = l_mut_36_;
                float l_2265_ = (l_2264_ + _e4020);
                float l_2266_ = (l_2265_ * l_4_);
                float l_2267_ = (l_2266_ - l_2264_);
                float l_2268_ = (l_2267_ * l_4_);
                float l_2269_ = (l_2266_ - l_2268_);
                float l_2270_ = (l_2269_ * l_4_);
                float l_2271_ = (l_2264_ - l_2270_);
                float _e4028 = l_mut_36_;
                float l_2272_ = (_e4028 - l_2268_);
                float l_2273_ = (l_2271_ + l_2272_);
                a_2181_[6] = l_2273_;
                l_mut_36_ = l_2266_;
                float l_2274_ = a_2181_[4];
                float _e4034 = l_mut_36_;
                float l_2275_ = (l_2274_ + _e4034);
                float l_2276_ = (l_2275_ * l_4_);
                float l_2277_ = (l_2276_ - l_2274_);
                float l_2278_ = (l_2277_ * l_4_);
                float l_2279_ = (l_2276_ - l_2278_);
                float l_2280_ = (l_2279_ * l_4_);
                float l_2281_ = (l_2274_ - l_2280_);
                float _e4042 = l_mut_36_;
                float l_2282_ = (_e4042 - l_2278_);
                float l_2283_ = (l_2281_ + l_2282_);
                a_2181_[5] = l_2283_;
                l_mut_36_ = l_2276_;
                float l_2284_ = a_2181_[3];
                float _e4048 = l_mut_36_;
                float l_2285_ = (l_2284_ + _e4048);
                float l_2286_ = (l_2285_ * l_4_);
                float l_2287_ = (l_2286_ - l_2284_);
                float l_2288_ = (l_2287_ * l_4_);
                float l_2289_ = (l_2286_ - l_2288_);
                float l_2290_ = (l_2289_ * l_4_);
                float l_2291_ = (l_2284_ - l_2290_);
                float _e4056 = l_mut_36_;
                float l_2292_ = (_e4056 - l_2288_);
                float l_2293_ = (l_2291_ + l_2292_);
                a_2181_[4] = l_2293_;
                l_mut_36_ = l_2286_;
                float l_2294_ = a_2181_[2];
                float _e4062 = l_mut_36_;
                float l_2295_ = (l_2294_ + _e4062);
                float l_2296_ = (l_2295_ * l_4_);
                float l_2297_ = (l_2296_ - l_2294_);
                float l_2298_ = (l_2297_ * l_4_);
                float l_2299_ = (l_2296_ - l_2298_);
                float l_2300_ = (l_2299_ * l_4_);
                float l_2301_ = (l_2294_ - l_2300_);
                float _e4070 = l_mut_36_;
                float l_2302_ = (_e4070 - l_2298_);
                float l_2303_ = (l_2301_ + l_2302_);
                a_2181_[3] = l_2303_;
                l_mut_36_ = l_2296_;
                float l_2304_ = a_2181_[1];
                float _e4076 = l_mut_36_;
                float l_2305_ = (l_2304_ + _e4076);
                float l_2306_ = (l_2305_ * l_4_);
                float l_2307_ = (l_2306_ - l_2304_);
                float l_2308_ = (l_2307_ * l_4_);
                float l_2309_ = (l_2306_ - l_2308_);
                float l_2310_ = (l_2309_ * l_4_);
                float l_2311_ = (l_2304_ - l_2310_);
                float _e4084 = l_mut_36_;
                float l_2312_ = (_e4084 - l_2308_);
                float l_2313_ = (l_2311_ + l_2312_);
                a_2181_[2] = l_2313_;
                l_mut_36_ = l_2306_;
                float l_2314_ = a_2181_[0];
                float _e4090 = l_mut_36_;
                float l_2315_ = (l_2314_ + _e4090);
                float l_2316_ = (l_2315_ * l_4_);
                float l_2317_ = (l_2316_ - l_2314_);
                float l_2318_ = (l_2317_ * l_4_);
                float l_2319_ = (l_2316_ - l_2318_);
                float l_2320_ = (l_2319_ * l_4_);
                float l_2321_ = (l_2314_ - l_2320_);
                float _e4098 = l_mut_36_;
                float l_2322_ = (_e4098 - l_2318_);
                float l_2323_ = (l_2321_ + l_2322_);
                a_2181_[1] = l_2323_;
                l_mut_36_ = l_2316_;
                float _e4103 = l_mut_36_;
                a_2181_[0] = _e4103;
                l_mut_36_ = 0.0;
                l_mut_2324_ = 0.0;
                l_mut_2325_ = 0.0;
                l_mut_2326_ = 0.0;
                float l_2327_ = a_2181_[0];
                l_mut_2328_ = l_2327_;
                l_mut_106_ = 0u;
                float l_2329_ = a_2181_[1];
                float _e4113 = l_mut_2328_;
                float l_2330_ = (_e4113 + l_2329_);
                float l_2331_ = (l_2330_ * l_4_);
                float _e4116 = l_mut_2328_;
                float l_2332_ = (l_2331_ - _e4116);
                float l_2333_ = (l_2332_ * l_4_);
                float l_2334_ = (l_2331_ - l_2333_);
                float l_2335_ = (l_2334_ * l_4_);
                float _e4121 = l_mut_2328_;
                float l_2336_ = (_e4121 - l_2335_);
                float l_2337_ = (l_2329_ - l_2333_);
                float l_2338_ = (l_2336_ + l_2337_);
                uint _e4125 = l_mut_106_;
                bool l_2339_ = (_e4125 < 3u);
                bool l_2340_ = (l_2338_ != 0.0);
                if (l_2339_) {
                    local_124 = l_2340_;
                } else {
                    local_124 = false;
                }
                bool l_2341_ = local_124;
                uint _e4134 = l_mut_106_;
                bool l_2342_ = (_e4134 == 0u);
                if (l_2341_) {
                    local_125 = l_2342_;
                } else {
                    local_125 = false;
                }
                bool l_2343_ = local_125;
                float _e4141 = l_mut_36_;
                float l_2344_ = (l_2343_ ? l_2331_ : _e4141);
                l_mut_36_ = l_2344_;
                uint _e4143 = l_mut_106_;
                bool l_2345_ = (_e4143 == 1u);
                if (l_2341_) {
                    local_126 = l_2345_;
                } else {
                    local_126 = false;
                }
                bool l_2346_ = local_126;
                float _e4150 = l_mut_2324_;
                float l_2347_ = (l_2346_ ? l_2331_ : _e4150);
                l_mut_2324_ = l_2347_;
                uint _e4152 = l_mut_106_;
                bool l_2348_ = (_e4152 == 2u);
                if (l_2341_) {
                    local_127 = l_2348_;
                } else {
                    local_127 = false;
                }
                bool l_2349_ = local_127;
                float _e4159 = l_mut_2325_;
                float l_2350_ = (l_2349_ ? l_2331_ : _e4159);
                l_mut_2325_ = l_2350_;
                float l_2351_ = (l_2341_ ? l_2338_ : l_2331_);
                float _e4162 = l_mut_2328_;
                float l_2352_ = (_e4162 + l_2329_);
                float l_2353_ = (l_2339_ ? l_2351_ : l_2352_);
                l_mut_2328_ = l_2353_;
                uint l_2354_ = uint(l_2341_);
                uint _e4166 = l_mut_106_;
                l_mut_106_ = (_e4166 + l_2354_);
                float l_2355_ = a_2181_[2];
                float _e4170 = l_mut_2328_;
                float l_2356_ = (_e4170 + l_2355_);
                float l_2357_ = (l_2356_ * l_4_);
                float _e4173 = l_mut_2328_;
                float l_2358_ = (l_2357_ - _e4173);
                float l_2359_ = (l_2358_ * l_4_);
                float l_2360_ = (l_2357_ - l_2359_);
                float l_2361_ = (l_2360_ * l_4_);
                float _e4178 = l_mut_2328_;
                float l_2362_ = (_e4178 - l_2361_);
                float l_2363_ = (l_2355_ - l_2359_);
                float l_2364_ = (l_2362_ + l_2363_);
                uint _e4182 = l_mut_106_;
                bool l_2365_ = (_e4182 < 3u);
                bool l_2366_ = (l_2364_ != 0.0);
                if (l_2365_) {
                    local_128 = l_2366_;
                } else {
                    local_128 = false;
                }
                bool l_2367_ = local_128;
                uint _e4191 = l_mut_106_;
                bool l_2368_ = (_e4191 == 0u);
                if (l_2367_) {
                    local_129 = l_2368_;
                } else {
                    local_129 = false;
                }
                bool l_2369_ = local_129;
                float _e4198 = l_mut_36_;
                float l_2370_ = (l_2369_ ? l_2357_ : _e4198);
                l_mut_36_ = l_2370_;
                uint _e4200 = l_mut_106_;
                bool l_2371_ = (_e4200 == 1u);
                if (l_2367_) {
                    local_130 = l_2371_;
                } else {
                    local_130 = false;
                }
                bool l_2372_ = local_130;
                float _e4207 = l_mut_2324_;
                float l_2373_ = (l_2372_ ? l_2357_ : _e4207);
                l_mut_2324_ = l_2373_;
                uint _e4209 = l_mut_106_;
                bool l_2374_ = (_e4209 == 2u);
                if (l_2367_) {
                    local_131 = l_2374_;
                } else {
                    local_131 = false;
                }
                bool l_2375_ = local_131;
                float _e4216 = l_mut_2325_;
                float l_2376_ = (l_2375_ ? l_2357_ : _e4216);
                l_mut_2325_ = l_2376_;
                float l_2377_ = (l_2367_ ? l_2364_ : l_2357_);
                float _e4219 = l_mut_2328_;
                float l_2378_ = (_e4219 + l_2355_);
                float l_2379_ = (l_2365_ ? l_2377_ : l_2378_);
                l_mut_2328_ = l_2379_;
                uint l_2380_ = uint(l_2367_);
                uint _e4223 = l_mut_106_;
                l_mut_106_ = (_e4223 + l_2380_);
                float l_2381_ = a_2181_[3];
                float _e4227 = l_mut_2328_;
                float l_2382_ = (_e4227 + l_2381_);
                float l_2383_ = (l_2382_ * l_4_);
                float _e4230 = l_mut_2328_;
                float l_2384_ = (l_2383_ - _e4230);
                float l_2385_ = (l_2384_ * l_4_);
                float l_2386_ = (l_2383_ - l_2385_);
                float l_2387_ = (l_2386_ * l_4_);
                float _e4235 = l_mut_2328_;
                float l_2388_ = (_e4235 - l_2387_);
                float l_2389_ = (l_2381_ - l_2385_);
                float l_2390_ = (l_2388_ + l_2389_);
                uint _e4239 = l_mut_106_;
                bool l_2391_ = (_e4239 < 3u);
                bool l_2392_ = (l_2390_ != 0.0);
                if (l_2391_) {
                    local_132 = l_2392_;
                } else {
                    local_132 = false;
                }
                bool l_2393_ = local_132;
                uint _e4248 = l_mut_106_;
                bool l_2394_ = (_e4248 == 0u);
                if (l_2393_) {
                    local_133 = l_2394_;
                } else {
                    local_133 = false;
                }
                bool l_2395_ = local_133;
                float _e4255 = l_mut_36_;
                float l_2396_ = (l_2395_ ? l_2383_ : _e4255);
                l_mut_36_ = l_2396_;
                uint _e4257 = l_mut_106_;
                bool l_2397_ = (_e4257 == 1u);
                if (l_2393_) {
                    local_134 = l_2397_;
                } else {
                    local_134 = false;
                }
                bool l_2398_ = local_134;
                float _e4264 = l_mut_2324_;
                float l_2399_ = (l_2398_ ? l_2383_ : _e4264);
                l_mut_2324_ = l_2399_;
                uint _e4266 = l_mut_106_;
                bool l_2400_ = (_e4266 == 2u);
                if (l_2393_) {
                    local_135 = l_2400_;
                } else {
                    local_135 = false;
                }
                bool l_2401_ = local_135;
                float _e4273 = l_mut_2325_;
                float l_2402_ = (l_2401_ ? l_2383_ : _e4273);
                l_mut_2325_ = l_2402_;
                float l_2403_ = (l_2393_ ? l_2390_ : l_2383_);
                float _e4276 = l_mut_2328_;
                float l_2404_ = (_e4276 + l_2381_);
                float l_2405_ = (l_2391_ ? l_2403_ : l_2404_);
                l_mut_2328_ = l_2405_;
                uint l_2406_ = uint(l_2393_);
                uint _e4280 = l_mut_106_;
                l_mut_106_ = (_e4280 + l_2406_);
                float l_2407_ = a_2181_[4];
                float _e4284 = l_mut_2328_;
                float l_2408_ = (_e4284 + l_2407_);
                float l_2409_ = (l_2408_ * l_4_);
                float _e4287 = l_mut_2328_;
                float l_2410_ = (l_2409_ - _e4287);
                float l_2411_ = (l_2410_ * l_4_);
                float l_2412_ = (l_2409_ - l_2411_);
                float l_2413_ = (l_2412_ * l_4_);
                float _e4292 = l_mut_2328_;
                float l_2414_ = (_e4292 - l_2413_);
                float l_2415_ = (l_2407_ - l_2411_);
                float l_2416_ = (l_2414_ + l_2415_);
                uint _e4296 = l_mut_106_;
                bool l_2417_ = (_e4296 < 3u);
                bool l_2418_ = (l_2416_ != 0.0);
                if (l_2417_) {
                    local_136 = l_2418_;
                } else {
                    local_136 = false;
                }
                bool l_2419_ = local_136;
                uint _e4305 = l_mut_106_;
                bool l_2420_ = (_e4305 == 0u);
                if (l_2419_) {
                    local_137 = l_2420_;
                } else {
                    local_137 = false;
                }
                bool l_2421_ = local_137;
                float _e4312 = l_mut_36_;
                float l_2422_ = (l_2421_ ? l_2409_ : _e4312);
                l_mut_36_ = l_2422_;
                uint _e4314 = l_mut_106_;
                bool l_2423_ = (_e4314 == 1u);
                if (l_2419_) {
                    local_138 = l_2423_;
                } else {
                    local_138 = false;
                }
                bool l_2424_ = local_138;
                float _e4321 = l_mut_2324_;
                float l_2425_ = (l_2424_ ? l_2409_ : _e4321);
                l_mut_2324_ = l_2425_;
                uint _e4323 = l_mut_106_;
                bool l_2426_ = (_e4323 == 2u);
                if (l_2419_) {
                    local_139 = l_2426_;
                } else {
                    local_139 = false;
                }
                bool l_2427_ = local_139;
                float _e4330 = l_mut_2325_;
                float l_2428_ = (l_2427_ ? l_2409_ : _e4330);
                l_mut_2325_ = l_2428_;
                float l_2429_ = (l_2419_ ? l_2416_ : l_2409_);
                float _e4333 = l_mut_2328_;
                float l_2430_ = (_e4333 + l_2407_);
                float l_2431_ = (l_2417_ ? l_2429_ : l_2430_);
                l_mut_2328_ = l_2431_;
                uint l_2432_ = uint(l_2419_);
                uint _e4337 = l_mut_106_;
                l_mut_106_ = (_e4337 + l_2432_);
                float l_2433_ = a_2181_[5];
                float _e4341 = l_mut_2328_;
                float l_2434_ = (_e4341 + l_2433_);
                float l_2435_ = (l_2434_ * l_4_);
                float _e4344 = l_mut_2328_;
                float l_2436_ = (l_2435_ - _e4344);
                float l_2437_ = (l_2436_ * l_4_);
                float l_2438_ = (l_2435_ - l_2437_);
                float l_2439_ = (l_2438_ * l_4_);
                float _e4349 = l_mut_2328_;
                float l_2440_ = (_e4349 - l_2439_);
                float l_2441_ = (l_2433_ - l_2437_);
                float l_2442_ = (l_2440_ + l_2441_);
                uint _e4353 = l_mut_106_;
                bool l_2443_ = (_e4353 < 3u);
                bool l_2444_ = (l_2442_ != 0.0);
                if (l_2443_) {
                    local_140 = l_2444_;
                } else {
                    local_140 = false;
                }
                bool l_2445_ = local_140;
                uint _e4362 = l_mut_106_;
                bool l_2446_ = (_e4362 == 0u);
                if (l_2445_) {
                    local_141 = l_2446_;
                } else {
                    local_141 = false;
                }
                bool l_2447_ = local_141;
                float _e4369 = l_mut_36_;
                float l_2448_ = (l_2447_ ? l_2435_ : _e4369);
                l_mut_36_ = l_2448_;
                uint _e4371 = l_mut_106_;
                bool l_2449_ = (_e4371 == 1u);
                if (l_2445_) {
                    local_142 = l_2449_;
                } else {
                    local_142 = false;
                }
                bool l_2450_ = local_142;
                float _e4378 = l_mut_2324_;
                float l_2451_ = (l_2450_ ? l_2435_ : _e4378);
                l_mut_2324_ = l_2451_;
                uint _e4380 = l_mut_106_;
                bool l_2452_ = (_e4380 == 2u);
                if (l_2445_) {
                    local_143 = l_2452_;
                } else {
                    local_143 = false;
                }
                bool l_2453_ = local_143;
                float _e4387 = l_mut_2325_;
                float l_2454_ = (l_2453_ ? l_2435_ : _e4387);
                l_mut_2325_ = l_2454_;
                float l_2455_ = (l_2445_ ? l_2442_ : l_2435_);
                float _e4390 = l_mut_2328_;
                float l_2456_ = (_e4390 + l_2433_);
                float l_2457_ = (l_2443_ ? l_2455_ : l_2456_);
                l_mut_2328_ = l_2457_;
                uint l_2458_ = uint(l_2445_);
                uint _e4394 = l_mut_106_;
                l_mut_106_ = (_e4394 + l_2458_);
                float l_2459_ = a_2181_[6];
                float _e4398 = l_mut_2328_;
                float l_2460_ = (_e4398 + l_2459_);
                float l_2461_ = (l_2460_ * l_4_);
                float _e4401 = l_mut_2328_;
                float l_2462_ = (l_2461_ - _e4401);
                float l_2463_ = (l_2462_ * l_4_);
                float l_2464_ = (l_2461_ - l_2463_);
                float l_2465_ = (l_2464_ * l_4_);
                float _e4406 = l_mut_2328_;
                float l_2466_ = (_e4406 - l_2465_);
                float l_2467_ = (l_2459_ - l_2463_);
                float l_2468_ = (l_2466_ + l_2467_);
                uint _e4410 = l_mut_106_;
                bool l_2469_ = (_e4410 < 3u);
                bool l_2470_ = (l_2468_ != 0.0);
                if (l_2469_) {
                    local_144 = l_2470_;
                } else {
                    local_144 = false;
                }
                bool l_2471_ = local_144;
                uint _e4419 = l_mut_106_;
                bool l_2472_ = (_e4419 == 0u);
                if (l_2471_) {
                    local_145 = l_2472_;
                } else {
                    local_145 = false;
                }
                bool l_2473_ = local_145;
                float _e4426 = l_mut_36_;
                float l_2474_ = (l_2473_ ? l_2461_ : _e4426);
                l_mut_36_ = l_2474_;
                uint _e4428 = l_mut_106_;
                bool l_2475_ = (_e4428 == 1u);
                if (l_2471_) {
                    local_146 = l_2475_;
                } else {
                    local_146 = false;
                }
                bool l_2476_ = local_146;
                float _e4435 = l_mut_2324_;
                float l_2477_ = (l_2476_ ? l_2461_ : _e4435);
                l_mut_2324_ = l_2477_;
                uint _e4437 = l_mut_106_;
                bool l_2478_ = (_e4437 == 2u);
                if (l_2471_) {
                    local_147 = l_2478_;
                } else {
                    local_147 = false;
                }
                bool l_2479_ = local_147;
                float _e4444 = l_mut_2325_;
                float l_2480_ = (l_2479_ ? l_2461_ : _e4444);
                l_mut_2325_ = l_2480_;
                float l_2481_ = (l_2471_ ? l_2468_ : l_2461_);
                float _e4447 = l_mut_2328_;
                float l_2482_ = (_e4447 + l_2459_);
                float l_2483_ = (l_2469_ ? l_2481_ : l_2482_);
                l_mut_2328_ = l_2483_;
                uint l_2484_ = uint(l_2471_);
                uint _e4451 = l_mut_106_;
                l_mut_106_ = (_e4451 + l_2484_);
                float l_2485_ = a_2181_[7];
                float _e4455 = l_mut_2328_;
                float l_2486_ = (_e4455 + l_2485_);
                float l_2487_ = (l_2486_ * l_4_);
                float _e4458 = l_mut_2328_;
                float l_2488_ = (l_2487_ - _e4458);
                float l_2489_ = (l_2488_ * l_4_);
                float l_2490_ = (l_2487_ - l_2489_);
                float l_2491_ = (l_2490_ * l_4_);
                float _e4463 = l_mut_2328_;
                float l_2492_ = (_e4463 - l_2491_);
                float l_2493_ = (l_2485_ - l_2489_);
                float l_2494_ = (l_2492_ + l_2493_);
                uint _e4467 = l_mut_106_;
                bool l_2495_ = (_e4467 < 3u);
                bool l_2496_ = (l_2494_ != 0.0);
                if (l_2495_) {
                    local_148 = l_2496_;
                } else {
                    local_148 = false;
                }
                bool l_2497_ = local_148;
                uint _e4476 = l_mut_106_;
                bool l_2498_ = (_e4476 == 0u);
                if (l_2497_) {
                    local_149 = l_2498_;
                } else {
                    local_149 = false;
                }
                bool l_2499_ = local_149;
                float _e4483 = l_mut_36_;
                float l_2500_ = (l_2499_ ? l_2487_ : _e4483);
                l_mut_36_ = l_2500_;
                uint _e4485 = l_mut_106_;
                bool l_2501_ = (_e4485 == 1u);
                if (l_2497_) {
                    local_150 = l_2501_;
                } else {
                    local_150 = false;
                }
                bool l_2502_ = local_150;
                float _e4492 = l_mut_2324_;
                float l_2503_ = (l_2502_ ? l_2487_ : _e4492);
                l_mut_2324_ = l_2503_;
                uint _e4494 = l_mut_106_;
                bool l_2504_ = (_e4494 == 2u);
                if (l_2497_) {
                    local_151 = l_2504_;
                } else {
                    local_151 = false;
                }
                bool l_2505_ = local_151;
                float _e4501 = l_mut_2325_;
                float l_2506_ = (l_2505_ ? l_2487_ : _e4501);
                l_mut_2325_ = l_2506_;
                float l_2507_ = (l_2497_ ? l_2494_ : l_2487_);
                float _e4504 = l_mut_2328_;
                float l_2508_ = (_e4504 + l_2485_);
                float l_2509_ = (l_2495_ ? l_2507_ : l_2508_);
                l_mut_2328_ = l_2509_;
                uint l_2510_ = uint(l_2497_);
                uint _e4508 = l_mut_106_;
                l_mut_106_ = (_e4508 + l_2510_);
                uint _e4510 = l_mut_106_;
                bool l_2511_ = (_e4510 == 0u);
                float _e4513 = l_mut_36_;
                float _e4514 = l_mut_2328_;
                float l_2512_ = (l_2511_ ? _e4514 : _e4513);
                l_mut_36_ = l_2512_;
                uint _e4516 = l_mut_106_;
                bool l_2513_ = (_e4516 == 1u);
                float _e4519 = l_mut_2324_;
                float _e4520 = l_mut_2328_;
                float l_2514_ = (l_2513_ ? _e4520 : _e4519);
                l_mut_2324_ = l_2514_;
                uint _e4522 = l_mut_106_;
                bool l_2515_ = (_e4522 == 2u);
                float _e4525 = l_mut_2325_;
                float _e4526 = l_mut_2328_;
                float l_2516_ = (l_2515_ ? _e4526 : _e4525);
                l_mut_2325_ = l_2516_;
                uint _e4528 = l_mut_106_;
                bool l_2517_ = (_e4528 == 3u);
                float _e4531 = l_mut_2326_;
                float _e4532 = l_mut_2328_;
                float l_2518_ = (l_2517_ ? _e4532 : _e4531);
                l_mut_2326_ = l_2518_;
                float _e4534 = l_mut_36_;
                l_mut_105_ = _e4534;
                float _e4535 = l_mut_2324_;
                l_mut_104_ = _e4535;
                float _e4536 = l_mut_2325_;
                l_mut_103_ = _e4536;
                float _e4537 = l_mut_2326_;
                l_mut_102_ = _e4537;
            }
        }
        float _e4541 = l_mut_105_;
        float l_2519_ = (_e4541 + 1.0);
        float l_2520_ = (l_2519_ * l_4_);
        float _e4545 = l_mut_105_;
        float l_2521_ = (l_2520_ - _e4545);
        float l_2522_ = (l_2521_ * l_4_);
        float l_2523_ = (l_2520_ - l_2522_);
        float l_2524_ = (l_2523_ * l_4_);
        float _e4550 = l_mut_105_;
        float l_2525_ = (_e4550 - l_2524_);
        float l_2526_ = (1.0 - l_2522_);
        float l_2527_ = (l_2525_ + l_2526_);
        float _e4555 = l_mut_104_;
        float l_2528_ = (_e4555 + l_2527_);
        float l_2529_ = (l_2528_ * l_4_);
        float _e4558 = l_mut_104_;
        float l_2530_ = (l_2529_ - _e4558);
        float l_2531_ = (l_2530_ * l_4_);
        float l_2532_ = (l_2529_ - l_2531_);
        float l_2533_ = (l_2532_ * l_4_);
        float _e4563 = l_mut_104_;
        float l_2534_ = (_e4563 - l_2533_);
        float l_2535_ = (l_2527_ - l_2531_);
        float l_2536_ = (l_2534_ + l_2535_);
        float _e4567 = l_mut_103_;
        float l_2537_ = (_e4567 + l_2536_);
        float l_2538_ = (l_2537_ * l_4_);
        float _e4570 = l_mut_103_;
        float l_2539_ = (l_2538_ - _e4570);
        float l_2540_ = (l_2539_ * l_4_);
        float l_2541_ = (l_2538_ - l_2540_);
        float l_2542_ = (l_2541_ * l_4_);
        float _e4575 = l_mut_103_;
        float l_2543_ = (_e4575 - l_2542_);
        float l_2544_ = (l_2536_ - l_2540_);
        float l_2545_ = (l_2543_ + l_2544_);
        float _e4579 = l_mut_102_;
        float l_2546_ = (_e4579 + l_2545_);
        float l_2547_ = (l_2546_ * l_4_);
        float _e4582 = l_mut_102_;
        float l_2548_ = (l_2547_ - _e4582);
        float l_2549_ = (l_2548_ * l_4_);
        float l_2550_ = (l_2547_ - l_2549_);
        float l_2551_ = (l_2550_ * l_4_);
        float _e4587 = l_mut_102_;
        float l_2552_ = (_e4587 - l_2551_);
        float l_2553_ = (l_2545_ - l_2549_);
        float l_2554_ = (l_2552_ + l_2553_);
        float l_2555_ = (l_2547_ + l_2554_);
        float l_2556_ = (l_2555_ * l_4_);
        float l_2557_ = (l_2556_ - l_2547_);
        float l_2558_ = (l_2557_ * l_4_);
        float l_2559_ = (l_2554_ - l_2558_);
        float l_2560_ = (l_2538_ + l_2556_);
        float l_2561_ = (l_2560_ * l_4_);
        float l_2562_ = (l_2561_ - l_2538_);
        float l_2563_ = (l_2562_ * l_4_);
        float l_2564_ = (l_2556_ - l_2563_);
        float l_2565_ = (l_2529_ + l_2561_);
        float l_2566_ = (l_2565_ * l_4_);
        float l_2567_ = (l_2566_ - l_2529_);
        float l_2568_ = (l_2567_ * l_4_);
        float l_2569_ = (l_2561_ - l_2568_);
        float l_2570_ = (l_2520_ + l_2566_);
        float l_2571_ = (l_2570_ * l_4_);
        float l_2572_ = (l_2571_ - l_2520_);
        float l_2573_ = (l_2572_ * l_4_);
        float l_2574_ = (l_2566_ - l_2573_);
        l_mut_2328_ = 0.0;
        l_mut_2326_ = 0.0;
        l_mut_2325_ = 0.0;
        l_mut_2324_ = 0.0;
        l_mut_101_ = l_2571_;
        l_mut_106_ = 0u;
        float _e4616 = l_mut_101_;
        float l_2575_ = (_e4616 + l_2574_);
        float l_2576_ = (l_2575_ * l_4_);
        float _e4619 = l_mut_101_;
        float l_2577_ = (l_2576_ - _e4619);
        float l_2578_ = (l_2577_ * l_4_);
        float l_2579_ = (l_2574_ - l_2578_);
        uint _e4623 = l_mut_106_;
        bool l_2580_ = (_e4623 < 3u);
        bool l_2581_ = (l_2579_ != 0.0);
        if (l_2580_) {
            local_152 = l_2581_;
        } else {
            local_152 = false;
        }
        bool l_2582_ = local_152;
        uint _e4632 = l_mut_106_;
        bool l_2583_ = (_e4632 == 0u);
        if (l_2582_) {
            local_153 = l_2583_;
        } else {
            local_153 = false;
        }
        bool l_2584_ = local_153;
        float _e4639 = l_mut_2328_;
        float l_2585_ = (l_2584_ ? l_2576_ : _e4639);
        l_mut_2328_ = l_2585_;
        uint _e4641 = l_mut_106_;
        bool l_2586_ = (_e4641 == 1u);
        if (l_2582_) {
            local_154 = l_2586_;
        } else {
            local_154 = false;
        }
        bool l_2587_ = local_154;
        float _e4648 = l_mut_2326_;
        float l_2588_ = (l_2587_ ? l_2576_ : _e4648);
        l_mut_2326_ = l_2588_;
        uint _e4650 = l_mut_106_;
        bool l_2589_ = (_e4650 == 2u);
        if (l_2582_) {
            local_155 = l_2589_;
        } else {
            local_155 = false;
        }
        bool l_2590_ = local_155;
        float _e4657 = l_mut_2325_;
        float l_2591_ = (l_2590_ ? l_2576_ : _e4657);
        l_mut_2325_ = l_2591_;
        float l_2592_ = (l_2582_ ? l_2579_ : l_2576_);
        float _e4660 = l_mut_101_;
        float l_2593_ = (_e4660 + l_2574_);
        float l_2594_ = (l_2580_ ? l_2592_ : l_2593_);
        l_mut_101_ = l_2594_;
        uint l_2595_ = uint(l_2582_);
        uint _e4664 = l_mut_106_;
        l_mut_106_ = (_e4664 + l_2595_);
        float _e4666 = l_mut_101_;
        float l_2596_ = (_e4666 + l_2569_);
        float l_2597_ = (l_2596_ * l_4_);
        float _e4669 = l_mut_101_;
        float l_2598_ = (l_2597_ - _e4669);
        float l_2599_ = (l_2598_ * l_4_);
        float l_2600_ = (l_2569_ - l_2599_);
        uint _e4673 = l_mut_106_;
        bool l_2601_ = (_e4673 < 3u);
        bool l_2602_ = (l_2600_ != 0.0);
        if (l_2601_) {
            local_156 = l_2602_;
        } else {
            local_156 = false;
        }
        bool l_2603_ = local_156;
        uint _e4682 = l_mut_106_;
        bool l_2604_ = (_e4682 == 0u);
        if (l_2603_) {
            local_157 = l_2604_;
        } else {
            local_157 = false;
        }
        bool l_2605_ = local_157;
        float _e4689 = l_mut_2328_;
        float l_2606_ = (l_2605_ ? l_2597_ : _e4689);
        l_mut_2328_ = l_2606_;
        uint _e4691 = l_mut_106_;
        bool l_2607_ = (_e4691 == 1u);
        if (l_2603_) {
            local_158 = l_2607_;
        } else {
            local_158 = false;
        }
        bool l_2608_ = local_158;
        float _e4698 = l_mut_2326_;
        float l_2609_ = (l_2608_ ? l_2597_ : _e4698);
        l_mut_2326_ = l_2609_;
        uint _e4700 = l_mut_106_;
        bool l_2610_ = (_e4700 == 2u);
        if (l_2603_) {
            local_159 = l_2610_;
        } else {
            local_159 = false;
        }
        bool l_2611_ = local_159;
        float _e4707 = l_mut_2325_;
        float l_2612_ = (l_2611_ ? l_2597_ : _e4707);
        l_mut_2325_ = l_2612_;
        float l_2613_ = (l_2603_ ? l_2600_ : l_2597_);
        float _e4710 = l_mut_101_;
        float l_2614_ = (_e4710 + l_2569_);
        float l_2615_ = (l_2601_ ? l_2613_ : l_2614_);
        l_mut_101_ = l_2615_;
        uint l_2616_ = uint(l_2603_);
        uint _e4714 = l_mut_106_;
        l_mut_106_ = (_e4714 + l_2616_);
        float _e4716 = l_mut_101_;
        float l_2617_ = (_e4716 + l_2564_);
        float l_2618_ = (l_2617_ * l_4_);
        float _e4719 = l_mut_101_;
        float l_2619_ = (l_2618_ - _e4719);
        float l_2620_ = (l_2619_ * l_4_);
        float l_2621_ = (l_2564_ - l_2620_);
        uint _e4723 = l_mut_106_;
        bool l_2622_ = (_e4723 < 3u);
        bool l_2623_ = (l_2621_ != 0.0);
        if (l_2622_) {
            local_160 = l_2623_;
        } else {
            local_160 = false;
        }
        bool l_2624_ = local_160;
        uint _e4732 = l_mut_106_;
        bool l_2625_ = (_e4732 == 0u);
        if (l_2624_) {
            local_161 = l_2625_;
        } else {
            local_161 = false;
        }
        bool l_2626_ = local_161;
        float _e4739 = l_mut_2328_;
        float l_2627_ = (l_2626_ ? l_2618_ : _e4739);
        l_mut_2328_ = l_2627_;
        uint _e4741 = l_mut_106_;
        bool l_2628_ = (_e4741 == 1u);
        if (l_2624_) {
            local_162 = l_2628_;
        } else {
            local_162 = false;
        }
        bool l_2629_ = local_162;
        float _e4748 = l_mut_2326_;
        float l_2630_ = (l_2629_ ? l_2618_ : _e4748);
        l_mut_2326_ = l_2630_;
        uint _e4750 = l_mut_106_;
        bool l_2631_ = (_e4750 == 2u);
        if (l_2624_) {
            local_163 = l_2631_;
        } else {
            local_163 = false;
        }
        bool l_2632_ = local_163;
        float _e4757 = l_mut_2325_;
        float l_2633_ = (l_2632_ ? l_2618_ : _e4757);
        l_mut_2325_ = l_2633_;
        float l_2634_ = (l_2624_ ? l_2621_ : l_2618_);
        float _e4760 = l_mut_101_;
        float l_2635_ = (_e4760 + l_2564_);
        float l_2636_ = (l_2622_ ? l_2634_ : l_2635_);
        l_mut_101_ = l_2636_;
        uint l_2637_ = uint(l_2624_);
        uint _e4764 = l_mut_106_;
        l_mut_106_ = (_e4764 + l_2637_);
        float _e4766 = l_mut_101_;
        float l_2638_ = (_e4766 + l_2559_);
        float l_2639_ = (l_2638_ * l_4_);
        float _e4769 = l_mut_101_;
        float l_2640_ = (l_2639_ - _e4769);
        float l_2641_ = (l_2640_ * l_4_);
        float l_2642_ = (l_2559_ - l_2641_);
        uint _e4773 = l_mut_106_;
        bool l_2643_ = (_e4773 < 3u);
        bool l_2644_ = (l_2642_ != 0.0);
        if (l_2643_) {
            local_164 = l_2644_;
        } else {
            local_164 = false;
        }
        bool l_2645_ = local_164;
        uint _e4782 = l_mut_106_;
        bool l_2646_ = (_e4782 == 0u);
        if (l_2645_) {
            local_165 = l_2646_;
        } else {
            local_165 = false;
        }
        bool l_2647_ = local_165;
        float _e4789 = l_mut_2328_;
        float l_2648_ = (l_2647_ ? l_2639_ : _e4789);
        l_mut_2328_ = l_2648_;
        uint _e4791 = l_mut_106_;
        bool l_2649_ = (_e4791 == 1u);
        if (l_2645_) {
            local_166 = l_2649_;
        } else {
            local_166 = false;
        }
        bool l_2650_ = local_166;
        float _e4798 = l_mut_2326_;
        float l_2651_ = (l_2650_ ? l_2639_ : _e4798);
        l_mut_2326_ = l_2651_;
        uint _e4800 = l_mut_106_;
        bool l_2652_ = (_e4800 == 2u);
        if (l_2645_) {
            local_167 = l_2652_;
        } else {
            local_167 = false;
        }
        bool l_2653_ = local_167;
        float _e4807 = l_mut_2325_;
        float l_2654_ = (l_2653_ ? l_2639_ : _e4807);
        l_mut_2325_ = l_2654_;
        float l_2655_ = (l_2645_ ? l_2642_ : l_2639_);
        float _e4810 = l_mut_101_;
        float l_2656_ = (_e4810 + l_2559_);
        float l_2657_ = (l_2643_ ? l_2655_ : l_2656_);
        l_mut_101_ = l_2657_;
        uint l_2658_ = uint(l_2645_);
        uint _e4814 = l_mut_106_;
        l_mut_106_ = (_e4814 + l_2658_);
        uint _e4816 = l_mut_106_;
        bool l_2659_ = (_e4816 == 0u);
        float _e4819 = l_mut_2328_;
        float _e4820 = l_mut_101_;
        float l_2660_ = (l_2659_ ? _e4820 : _e4819);
        l_mut_2328_ = l_2660_;
        uint _e4822 = l_mut_106_;
        bool l_2661_ = (_e4822 == 1u);
        float _e4825 = l_mut_2326_;
        float _e4826 = l_mut_101_;
        float l_2662_ = (l_2661_ ? _e4826 : _e4825);
        l_mut_2326_ = l_2662_;
        uint _e4828 = l_mut_106_;
        bool l_2663_ = (_e4828 == 2u);
        float _e4831 = l_mut_2325_;
        float _e4832 = l_mut_101_;
        float l_2664_ = (l_2663_ ? _e4832 : _e4831);
        l_mut_2325_ = l_2664_;
        uint _e4834 = l_mut_106_;
        bool l_2665_ = (_e4834 == 3u);
        float _e4837 = l_mut_2324_;
        float _e4838 = l_mut_101_;
        float l_2666_ = (l_2665_ ? _e4838 : _e4837);
        l_mut_2324_ = l_2666_;
        float l_2667_ = abs(l_33_);
        uint l_2668_ = uint(l_2667_);
        l_mut_106_ = l_2668_;
        bool l_2669_ = (l_33_ < 0.0);
        float l_2670_ = (l_2669_ ? 0.5 : 2.0);
        l_mut_105_ = l_2670_;
        l_mut_104_ = 1.0;
        bool loop_init_3 = true;
        while(true) {
            if (!loop_init_3) {
                uint _e4870 = l_mut_2671_;
                l_mut_2671_ = (_e4870 + 1u);
            }
            loop_init_3 = false;
            uint _e4850 = l_mut_2671_;
            if ((_e4850 < 11u)) {
            } else {
                break;
            }
            {
                uint _e4853 = l_mut_106_;
                uint l_2672_ = (_e4853 & 1u);
                bool l_2673_ = (l_2672_ == 1u);
                float _e4858 = l_mut_104_;
                float _e4859 = l_mut_105_;
                float l_2674_ = (_e4858 * _e4859);
                float _e4861 = l_mut_104_;
                float l_2675_ = (l_2673_ ? l_2674_ : _e4861);
                l_mut_104_ = l_2675_;
                float _e4863 = l_mut_105_;
                float _e4864 = l_mut_105_;
                l_mut_105_ = (_e4863 * _e4864);
                uint _e4866 = l_mut_106_;
                l_mut_106_ = (_e4866 >> 1u);
            }
        }
        float _e4872 = l_mut_2328_;
        float _e4873 = l_mut_104_;
        float l_2676_ = (_e4872 * _e4873);
        float _e4875 = l_mut_2326_;
        float _e4876 = l_mut_104_;
        float l_2677_ = (_e4875 * _e4876);
        float _e4878 = l_mut_2325_;
        float _e4879 = l_mut_104_;
        float l_2678_ = (_e4878 * _e4879);
        float _e4881 = l_mut_2324_;
        float _e4882 = l_mut_104_;
        float l_2679_ = (_e4881 * _e4882);
        uint l_2804_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2805_ = (l_2804_ * 1u);
        bool l_2806_ = (id < l_2805_);
        if (l_2806_) {
            _group_0_binding_3_cs[id] = l_2676_;
        }
        uint l_2680_ = (l_1_ + id);
        uint l_2807_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2808_ = (l_2807_ * 1u);
        bool l_2809_ = (l_2680_ < l_2808_);
        if (l_2809_) {
            _group_0_binding_3_cs[l_2680_] = l_2677_;
        }
        uint l_2681_ = (2u * l_1_);
        uint l_2682_ = (l_2681_ + id);
        uint l_2810_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2811_ = (l_2810_ * 1u);
        bool l_2812_ = (l_2682_ < l_2811_);
        if (l_2812_) {
            _group_0_binding_3_cs[l_2682_] = l_2678_;
        }
        uint l_2683_ = (3u * l_1_);
        uint l_2684_ = (l_2683_ + id);
        uint l_2813_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2814_ = (l_2813_ * 1u);
        bool l_2815_ = (l_2684_ < l_2814_);
        if (l_2815_) {
            _group_0_binding_3_cs[l_2684_] = l_2679_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
