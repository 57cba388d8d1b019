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
    float a_318_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float a_1008_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float a_1694_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float a_2380_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float l_mut_208_ = 0.0;
    float l_mut_209_ = 0.0;
    float l_mut_210_ = 0.0;
    float l_mut_211_ = 0.0;
    float l_mut_212_ = 0.0;
    uint l_mut_213_ = 0u;
    float l_mut_900_ = 0.0;
    float l_mut_901_ = 0.0;
    float l_mut_902_ = 0.0;
    float l_mut_903_ = 0.0;
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
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    bool local_187 = false;
    bool local_188 = false;
    bool local_189 = false;
    bool local_190 = false;
    bool local_191 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2911_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2912_ = (l_2911_ * 1u);
        bool l_2913_ = (0u < l_2912_);
        uint l_2914_ = (l_2912_ - 1u);
        uint l_2915_ = min(0u, l_2914_);
        float l_2916_ = _group_0_binding_2_cs[l_2915_];
        float l_3_ = (l_2913_ ? l_2916_ : 0.0);
        uint l_2918_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2919_ = (l_2918_ * 1u);
        bool l_2920_ = (1u < l_2919_);
        uint l_2921_ = (l_2919_ - 1u);
        uint l_2922_ = min(1u, l_2921_);
        float l_2923_ = _group_0_binding_2_cs[l_2922_];
        float l_4_ = (l_2920_ ? l_2923_ : 0.0);
        uint l_2925_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2926_ = (l_2925_ * 1u);
        bool l_2927_ = (id < l_2926_);
        uint l_2928_ = (l_2926_ - 1u);
        uint l_2929_ = min(id, l_2928_);
        float l_2930_ = _group_0_binding_0_cs[l_2929_];
        float l_5_ = (l_2927_ ? l_2930_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_2932_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2933_ = (l_2932_ * 1u);
        bool l_2934_ = (l_6_ < l_2933_);
        uint l_2935_ = (l_2933_ - 1u);
        uint l_2936_ = min(l_6_, l_2935_);
        float l_2937_ = _group_0_binding_0_cs[l_2936_];
        float l_7_ = (l_2934_ ? l_2937_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2939_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2940_ = (l_2939_ * 1u);
        bool l_2941_ = (l_9_ < l_2940_);
        uint l_2942_ = (l_2940_ - 1u);
        uint l_2943_ = min(l_9_, l_2942_);
        float l_2944_ = _group_0_binding_0_cs[l_2943_];
        float l_10_ = (l_2941_ ? l_2944_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2946_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2947_ = (l_2946_ * 1u);
        bool l_2948_ = (l_12_ < l_2947_);
        uint l_2949_ = (l_2947_ - 1u);
        uint l_2950_ = min(l_12_, l_2949_);
        float l_2951_ = _group_0_binding_0_cs[l_2950_];
        float l_13_ = (l_2948_ ? l_2951_ : 0.0);
        uint l_2953_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2954_ = (l_2953_ * 1u);
        bool l_2955_ = (id < l_2954_);
        uint l_2956_ = (l_2954_ - 1u);
        uint l_2957_ = min(id, l_2956_);
        float l_2958_ = _group_0_binding_1_cs[l_2957_];
        float l_14_ = (l_2955_ ? l_2958_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_2960_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2961_ = (l_2960_ * 1u);
        bool l_2962_ = (l_15_ < l_2961_);
        uint l_2963_ = (l_2961_ - 1u);
        uint l_2964_ = min(l_15_, l_2963_);
        float l_2965_ = _group_0_binding_1_cs[l_2964_];
        float l_16_ = (l_2962_ ? l_2965_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2967_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2968_ = (l_2967_ * 1u);
        bool l_2969_ = (l_18_ < l_2968_);
        uint l_2970_ = (l_2968_ - 1u);
        uint l_2971_ = min(l_18_, l_2970_);
        float l_2972_ = _group_0_binding_1_cs[l_2971_];
        float l_19_ = (l_2969_ ? l_2972_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2974_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2975_ = (l_2974_ * 1u);
        bool l_2976_ = (l_21_ < l_2975_);
        uint l_2977_ = (l_2975_ - 1u);
        uint l_2978_ = min(l_21_, l_2977_);
        float l_2979_ = _group_0_binding_1_cs[l_2978_];
        float l_22_ = (l_2976_ ? l_2979_ : 0.0);
        float l_23_ = (l_5_ / l_14_);
        float l_24_ = (l_14_ * l_23_);
        bool l_25_ = (l_4_ != 0.0);
        float l_26_ = (l_25_ ? l_24_ : l_4_);
        float l_27_ = (l_3_ * l_14_);
        bool l_28_ = (l_4_ != 0.0);
        float l_29_ = (l_28_ ? l_27_ : l_4_);
        float l_30_ = (l_29_ - l_14_);
        bool l_31_ = (l_4_ != 0.0);
        float l_32_ = (l_31_ ? l_30_ : l_4_);
        float l_33_ = (l_29_ - l_32_);
        float l_34_ = (l_14_ - l_33_);
        float l_35_ = (l_3_ * l_23_);
        bool l_36_ = (l_4_ != 0.0);
        float l_37_ = (l_36_ ? l_35_ : l_4_);
        float l_38_ = (l_37_ - l_23_);
        bool l_39_ = (l_4_ != 0.0);
        float l_40_ = (l_39_ ? l_38_ : l_4_);
        float l_41_ = (l_37_ - l_40_);
        float l_42_ = (l_23_ - l_41_);
        float l_43_ = (l_33_ * l_41_);
        float l_44_ = (l_43_ - l_26_);
        float l_45_ = (l_33_ * l_42_);
        float l_46_ = (l_44_ + l_45_);
        float l_47_ = (l_34_ * l_41_);
        float l_48_ = (l_46_ + l_47_);
        float l_49_ = (l_34_ * l_42_);
        float l_50_ = (l_48_ + l_49_);
        float l_51_ = (l_16_ * l_23_);
        bool l_52_ = (l_4_ != 0.0);
        float l_53_ = (l_52_ ? l_51_ : l_4_);
        float l_54_ = (l_3_ * l_16_);
        bool l_55_ = (l_4_ != 0.0);
        float l_56_ = (l_55_ ? l_54_ : l_4_);
        float l_57_ = (l_56_ - l_16_);
        bool l_58_ = (l_4_ != 0.0);
        float l_59_ = (l_58_ ? l_57_ : l_4_);
        float l_60_ = (l_56_ - l_59_);
        float l_61_ = (l_16_ - l_60_);
        float l_62_ = (l_3_ * l_23_);
        bool l_63_ = (l_4_ != 0.0);
        float l_64_ = (l_63_ ? l_62_ : l_4_);
        float l_65_ = (l_64_ - l_23_);
        bool l_66_ = (l_4_ != 0.0);
        float l_67_ = (l_66_ ? l_65_ : l_4_);
        float l_68_ = (l_64_ - l_67_);
        float l_69_ = (l_23_ - l_68_);
        float l_70_ = (l_60_ * l_68_);
        float l_71_ = (l_70_ - l_53_);
        float l_72_ = (l_60_ * l_69_);
        float l_73_ = (l_71_ + l_72_);
        float l_74_ = (l_61_ * l_68_);
        float l_75_ = (l_73_ + l_74_);
        float l_76_ = (l_61_ * l_69_);
        float l_77_ = (l_75_ + l_76_);
        float l_78_ = (l_19_ * l_23_);
        bool l_79_ = (l_4_ != 0.0);
        float l_80_ = (l_79_ ? l_78_ : l_4_);
        float l_81_ = (l_3_ * l_19_);
        bool l_82_ = (l_4_ != 0.0);
        float l_83_ = (l_82_ ? l_81_ : l_4_);
        float l_84_ = (l_83_ - l_19_);
        bool l_85_ = (l_4_ != 0.0);
        float l_86_ = (l_85_ ? l_84_ : l_4_);
        float l_87_ = (l_83_ - l_86_);
        float l_88_ = (l_19_ - l_87_);
        float l_89_ = (l_3_ * l_23_);
        bool l_90_ = (l_4_ != 0.0);
        float l_91_ = (l_90_ ? l_89_ : l_4_);
        float l_92_ = (l_91_ - l_23_);
        bool l_93_ = (l_4_ != 0.0);
        float l_94_ = (l_93_ ? l_92_ : l_4_);
        float l_95_ = (l_91_ - l_94_);
        float l_96_ = (l_23_ - l_95_);
        float l_97_ = (l_87_ * l_95_);
        float l_98_ = (l_97_ - l_80_);
        float l_99_ = (l_87_ * l_96_);
        float l_100_ = (l_98_ + l_99_);
        float l_101_ = (l_88_ * l_95_);
        float l_102_ = (l_100_ + l_101_);
        float l_103_ = (l_88_ * l_96_);
        float l_104_ = (l_102_ + l_103_);
        float l_105_ = (l_22_ * l_23_);
        float l_106_ = (l_50_ + l_53_);
        bool l_107_ = (l_4_ != 0.0);
        float l_108_ = (l_107_ ? l_106_ : l_4_);
        float l_109_ = (l_108_ - l_50_);
        bool l_110_ = (l_4_ != 0.0);
        float l_111_ = (l_110_ ? l_109_ : l_4_);
        float l_112_ = (l_108_ - l_111_);
        bool l_113_ = (l_4_ != 0.0);
        float l_114_ = (l_113_ ? l_112_ : l_4_);
        float l_115_ = (l_50_ - l_114_);
        float l_116_ = (l_53_ - l_111_);
        float l_117_ = (l_115_ + l_116_);
        float l_118_ = (l_117_ + l_77_);
        bool l_119_ = (l_4_ != 0.0);
        float l_120_ = (l_119_ ? l_118_ : l_4_);
        float l_121_ = (l_120_ - l_117_);
        bool l_122_ = (l_4_ != 0.0);
        float l_123_ = (l_122_ ? l_121_ : l_4_);
        float l_124_ = (l_120_ - l_123_);
        bool l_125_ = (l_4_ != 0.0);
        float l_126_ = (l_125_ ? l_124_ : l_4_);
        float l_127_ = (l_117_ - l_126_);
        float l_128_ = (l_77_ - l_123_);
        float l_129_ = (l_127_ + l_128_);
        float l_130_ = (l_80_ + l_120_);
        bool l_131_ = (l_4_ != 0.0);
        float l_132_ = (l_131_ ? l_130_ : l_4_);
        float l_133_ = (l_132_ - l_80_);
        bool l_134_ = (l_4_ != 0.0);
        float l_135_ = (l_134_ ? l_133_ : l_4_);
        float l_136_ = (l_132_ - l_135_);
        bool l_137_ = (l_4_ != 0.0);
        float l_138_ = (l_137_ ? l_136_ : l_4_);
        float l_139_ = (l_80_ - l_138_);
        float l_140_ = (l_120_ - l_135_);
        float l_141_ = (l_139_ + l_140_);
        float l_142_ = (l_129_ + l_141_);
        bool l_143_ = (l_4_ != 0.0);
        float l_144_ = (l_143_ ? l_142_ : l_4_);
        float l_145_ = (l_144_ - l_129_);
        bool l_146_ = (l_4_ != 0.0);
        float l_147_ = (l_146_ ? l_145_ : l_4_);
        float l_148_ = (l_144_ - l_147_);
        bool l_149_ = (l_4_ != 0.0);
        float l_150_ = (l_149_ ? l_148_ : l_4_);
        float l_151_ = (l_129_ - l_150_);
        float l_152_ = (l_141_ - l_147_);
        float l_153_ = (l_151_ + l_152_);
        float l_154_ = (l_144_ + l_104_);
        bool l_155_ = (l_4_ != 0.0);
        float l_156_ = (l_155_ ? l_154_ : l_4_);
        float l_157_ = (l_156_ - l_144_);
        bool l_158_ = (l_4_ != 0.0);
        float l_159_ = (l_158_ ? l_157_ : l_4_);
        float l_160_ = (l_156_ - l_159_);
        bool l_161_ = (l_4_ != 0.0);
        float l_162_ = (l_161_ ? l_160_ : l_4_);
        float l_163_ = (l_144_ - l_162_);
        float l_164_ = (l_104_ - l_159_);
        float l_165_ = (l_163_ + l_164_);
        float l_166_ = (l_105_ + l_156_);
        bool l_167_ = (l_4_ != 0.0);
        float l_168_ = (l_167_ ? l_166_ : l_4_);
        float l_169_ = (l_168_ - l_105_);
        bool l_170_ = (l_4_ != 0.0);
        float l_171_ = (l_170_ ? l_169_ : l_4_);
        float l_172_ = (l_168_ - l_171_);
        bool l_173_ = (l_4_ != 0.0);
        float l_174_ = (l_173_ ? l_172_ : l_4_);
        float l_175_ = (l_105_ - l_174_);
        float l_176_ = (l_156_ - l_171_);
        float l_177_ = (l_175_ + l_176_);
        float l_178_ = (l_165_ + l_177_);
        float l_179_ = (l_178_ + l_153_);
        float l_180_ = (l_168_ + l_179_);
        bool l_181_ = (l_4_ != 0.0);
        float l_182_ = (l_181_ ? l_180_ : l_4_);
        float l_183_ = (l_182_ - l_168_);
        bool l_184_ = (l_4_ != 0.0);
        float l_185_ = (l_184_ ? l_183_ : l_4_);
        float l_186_ = (l_179_ - l_185_);
        float l_187_ = (l_132_ + l_182_);
        bool l_188_ = (l_4_ != 0.0);
        float l_189_ = (l_188_ ? l_187_ : l_4_);
        float l_190_ = (l_189_ - l_132_);
        bool l_191_ = (l_4_ != 0.0);
        float l_192_ = (l_191_ ? l_190_ : l_4_);
        float l_193_ = (l_182_ - l_192_);
        float l_194_ = (l_108_ + l_189_);
        bool l_195_ = (l_4_ != 0.0);
        float l_196_ = (l_195_ ? l_194_ : l_4_);
        float l_197_ = (l_196_ - l_108_);
        bool l_198_ = (l_4_ != 0.0);
        float l_199_ = (l_198_ ? l_197_ : l_4_);
        float l_200_ = (l_189_ - l_199_);
        float l_201_ = (l_26_ + l_196_);
        bool l_202_ = (l_4_ != 0.0);
        float l_203_ = (l_202_ ? l_201_ : l_4_);
        float l_204_ = (l_203_ - l_26_);
        bool l_205_ = (l_4_ != 0.0);
        float l_206_ = (l_205_ ? l_204_ : l_4_);
        float l_207_ = (l_196_ - l_206_);
        l_mut_208_ = 0.0;
        l_mut_209_ = 0.0;
        l_mut_210_ = 0.0;
        l_mut_211_ = 0.0;
        l_mut_212_ = l_203_;
        l_mut_213_ = 0u;
        float _e445 = l_mut_212_;
        float l_214_ = (_e445 + l_207_);
        bool l_215_ = (l_4_ != 0.0);
        float l_216_ = (l_215_ ? l_214_ : l_4_);
        float _e450 = l_mut_212_;
        float l_217_ = (l_216_ - _e450);
        bool l_218_ = (l_4_ != 0.0);
        float l_219_ = (l_218_ ? l_217_ : l_4_);
        float l_220_ = (l_207_ - l_219_);
        uint _e456 = l_mut_213_;
        bool l_221_ = (_e456 < 3u);
        bool l_222_ = (l_220_ != 0.0);
        if (l_221_) {
            local = l_222_;
        } else {
            local = false;
        }
        bool l_223_ = local;
        uint _e465 = l_mut_213_;
        bool l_224_ = (_e465 == 0u);
        if (l_223_) {
            local_1 = l_224_;
        } else {
            local_1 = false;
        }
        bool l_225_ = local_1;
        float _e472 = l_mut_208_;
        float l_226_ = (l_225_ ? l_216_ : _e472);
        l_mut_208_ = l_226_;
        uint _e474 = l_mut_213_;
        bool l_227_ = (_e474 == 1u);
        if (l_223_) {
            local_2 = l_227_;
        } else {
            local_2 = false;
        }
        bool l_228_ = local_2;
        float _e481 = l_mut_209_;
        float l_229_ = (l_228_ ? l_216_ : _e481);
        l_mut_209_ = l_229_;
        uint _e483 = l_mut_213_;
        bool l_230_ = (_e483 == 2u);
        if (l_223_) {
            local_3 = l_230_;
        } else {
            local_3 = false;
        }
        bool l_231_ = local_3;
        float _e490 = l_mut_210_;
        float l_232_ = (l_231_ ? l_216_ : _e490);
        l_mut_210_ = l_232_;
        float l_233_ = (l_223_ ? l_220_ : l_216_);
        float _e493 = l_mut_212_;
        float l_234_ = (_e493 + l_207_);
        float l_235_ = (l_221_ ? l_233_ : l_234_);
        l_mut_212_ = l_235_;
        uint l_236_ = uint(l_223_);
        uint _e497 = l_mut_213_;
        l_mut_213_ = (_e497 + l_236_);
        float _e499 = l_mut_212_;
        float l_237_ = (_e499 + l_200_);
        bool l_238_ = (l_4_ != 0.0);
        float l_239_ = (l_238_ ? l_237_ : l_4_);
        float _e504 = l_mut_212_;
        float l_240_ = (l_239_ - _e504);
        bool l_241_ = (l_4_ != 0.0);
        float l_242_ = (l_241_ ? l_240_ : l_4_);
        float l_243_ = (l_200_ - l_242_);
        uint _e510 = l_mut_213_;
        bool l_244_ = (_e510 < 3u);
        bool l_245_ = (l_243_ != 0.0);
        if (l_244_) {
            local_4 = l_245_;
        } else {
            local_4 = false;
        }
        bool l_246_ = local_4;
        uint _e519 = l_mut_213_;
        bool l_247_ = (_e519 == 0u);
        if (l_246_) {
            local_5 = l_247_;
        } else {
            local_5 = false;
        }
        bool l_248_ = local_5;
        float _e526 = l_mut_208_;
        float l_249_ = (l_248_ ? l_239_ : _e526);
        l_mut_208_ = l_249_;
        uint _e528 = l_mut_213_;
        bool l_250_ = (_e528 == 1u);
        if (l_246_) {
            local_6 = l_250_;
        } else {
            local_6 = false;
        }
        bool l_251_ = local_6;
        float _e535 = l_mut_209_;
        float l_252_ = (l_251_ ? l_239_ : _e535);
        l_mut_209_ = l_252_;
        uint _e537 = l_mut_213_;
        bool l_253_ = (_e537 == 2u);
        if (l_246_) {
            local_7 = l_253_;
        } else {
            local_7 = false;
        }
        bool l_254_ = local_7;
        float _e544 = l_mut_210_;
        float l_255_ = (l_254_ ? l_239_ : _e544);
        l_mut_210_ = l_255_;
        float l_256_ = (l_246_ ? l_243_ : l_239_);
        float _e547 = l_mut_212_;
        float l_257_ = (_e547 + l_200_);
        float l_258_ = (l_244_ ? l_256_ : l_257_);
        l_mut_212_ = l_258_;
        uint l_259_ = uint(l_246_);
        uint _e551 = l_mut_213_;
        l_mut_213_ = (_e551 + l_259_);
        float _e553 = l_mut_212_;
        float l_260_ = (_e553 + l_193_);
        bool l_261_ = (l_4_ != 0.0);
        float l_262_ = (l_261_ ? l_260_ : l_4_);
        float _e558 = l_mut_212_;
        float l_263_ = (l_262_ - _e558);
        bool l_264_ = (l_4_ != 0.0);
        float l_265_ = (l_264_ ? l_263_ : l_4_);
        float l_266_ = (l_193_ - l_265_);
        uint _e564 = l_mut_213_;
        bool l_267_ = (_e564 < 3u);
        bool l_268_ = (l_266_ != 0.0);
        if (l_267_) {
            local_8 = l_268_;
        } else {
            local_8 = false;
        }
        bool l_269_ = local_8;
        uint _e573 = l_mut_213_;
        bool l_270_ = (_e573 == 0u);
        if (l_269_) {
            local_9 = l_270_;
        } else {
            local_9 = false;
        }
        bool l_271_ = local_9;
        float _e580 = l_mut_208_;
        float l_272_ = (l_271_ ? l_262_ : _e580);
        l_mut_208_ = l_272_;
        uint _e582 = l_mut_213_;
        bool l_273_ = (_e582 == 1u);
        if (l_269_) {
            local_10 = l_273_;
        } else {
            local_10 = false;
        }
        bool l_274_ = local_10;
        float _e589 = l_mut_209_;
        float l_275_ = (l_274_ ? l_262_ : _e589);
        l_mut_209_ = l_275_;
        uint _e591 = l_mut_213_;
        bool l_276_ = (_e591 == 2u);
        if (l_269_) {
            local_11 = l_276_;
        } else {
            local_11 = false;
        }
        bool l_277_ = local_11;
        float _e598 = l_mut_210_;
        float l_278_ = (l_277_ ? l_262_ : _e598);
        l_mut_210_ = l_278_;
        float l_279_ = (l_269_ ? l_266_ : l_262_);
        float _e601 = l_mut_212_;
        float l_280_ = (_e601 + l_193_);
        float l_281_ = (l_267_ ? l_279_ : l_280_);
        l_mut_212_ = l_281_;
        uint l_282_ = uint(l_269_);
        uint _e605 = l_mut_213_;
        l_mut_213_ = (_e605 + l_282_);
        float _e607 = l_mut_212_;
        float l_283_ = (_e607 + l_186_);
        bool l_284_ = (l_4_ != 0.0);
        float l_285_ = (l_284_ ? l_283_ : l_4_);
        float _e612 = l_mut_212_;
        float l_286_ = (l_285_ - _e612);
        bool l_287_ = (l_4_ != 0.0);
        float l_288_ = (l_287_ ? l_286_ : l_4_);
        float l_289_ = (l_186_ - l_288_);
        uint _e618 = l_mut_213_;
        bool l_290_ = (_e618 < 3u);
        bool l_291_ = (l_289_ != 0.0);
        if (l_290_) {
            local_12 = l_291_;
        } else {
            local_12 = false;
        }
        bool l_292_ = local_12;
        uint _e627 = l_mut_213_;
        bool l_293_ = (_e627 == 0u);
        if (l_292_) {
            local_13 = l_293_;
        } else {
            local_13 = false;
        }
        bool l_294_ = local_13;
        float _e634 = l_mut_208_;
        float l_295_ = (l_294_ ? l_285_ : _e634);
        l_mut_208_ = l_295_;
        uint _e636 = l_mut_213_;
        bool l_296_ = (_e636 == 1u);
        if (l_292_) {
            local_14 = l_296_;
        } else {
            local_14 = false;
        }
        bool l_297_ = local_14;
        float _e643 = l_mut_209_;
        float l_298_ = (l_297_ ? l_285_ : _e643);
        l_mut_209_ = l_298_;
        uint _e645 = l_mut_213_;
        bool l_299_ = (_e645 == 2u);
        if (l_292_) {
            local_15 = l_299_;
        } else {
            local_15 = false;
        }
        bool l_300_ = local_15;
        float _e652 = l_mut_210_;
        float l_301_ = (l_300_ ? l_285_ : _e652);
        l_mut_210_ = l_301_;
        float l_302_ = (l_292_ ? l_289_ : l_285_);
        float _e655 = l_mut_212_;
        float l_303_ = (_e655 + l_186_);
        float l_304_ = (l_290_ ? l_302_ : l_303_);
        l_mut_212_ = l_304_;
        uint l_305_ = uint(l_292_);
        uint _e659 = l_mut_213_;
        l_mut_213_ = (_e659 + l_305_);
        uint _e661 = l_mut_213_;
        bool l_306_ = (_e661 == 0u);
        float _e664 = l_mut_208_;
        float _e665 = l_mut_212_;
        float l_307_ = (l_306_ ? _e665 : _e664);
        l_mut_208_ = l_307_;
        uint _e667 = l_mut_213_;
        bool l_308_ = (_e667 == 1u);
        float _e670 = l_mut_209_;
        float _e671 = l_mut_212_;
        float l_309_ = (l_308_ ? _e671 : _e670);
        l_mut_209_ = l_309_;
        uint _e673 = l_mut_213_;
        bool l_310_ = (_e673 == 2u);
        float _e676 = l_mut_210_;
        float _e677 = l_mut_212_;
        float l_311_ = (l_310_ ? _e677 : _e676);
        l_mut_210_ = l_311_;
        uint _e679 = l_mut_213_;
        bool l_312_ = (_e679 == 3u);
        float _e682 = l_mut_211_;
        float _e683 = l_mut_212_;
        float l_313_ = (l_312_ ? _e683 : _e682);
        l_mut_211_ = l_313_;
        float _e685 = l_mut_208_;
        float l_314_ = -(_e685);
        float _e687 = l_mut_209_;
        float l_315_ = -(_e687);
        float _e689 = l_mut_210_;
        float l_316_ = -(_e689);
        float _e691 = l_mut_211_;
        float l_317_ = -(_e691);
        a_318_[0] = l_5_;
        a_318_[1] = l_314_;
        a_318_[2] = l_7_;
        a_318_[3] = l_315_;
        a_318_[4] = l_10_;
        a_318_[5] = l_316_;
        a_318_[6] = l_13_;
        a_318_[7] = l_317_;
        float l_319_ = a_318_[7];
        l_mut_212_ = l_319_;
        float l_320_ = a_318_[6];
        float _e705 = l_mut_212_;
        float l_321_ = (l_320_ + _e705);
        bool l_322_ = (l_4_ != 0.0);
        float l_323_ = (l_322_ ? l_321_ : l_4_);
        float l_324_ = (l_323_ - l_320_);
        bool l_325_ = (l_4_ != 0.0);
        float l_326_ = (l_325_ ? l_324_ : l_4_);
        float l_327_ = (l_323_ - l_326_);
        bool l_328_ = (l_4_ != 0.0);
        float l_329_ = (l_328_ ? l_327_ : l_4_);
        float l_330_ = (l_320_ - l_329_);
        float _e719 = l_mut_212_;
        float l_331_ = (_e719 - l_326_);
        float l_332_ = (l_330_ + l_331_);
        a_318_[7] = l_332_;
        l_mut_212_ = l_323_;
        float l_333_ = a_318_[5];
        float _e725 = l_mut_212_;
        float l_334_ = (l_333_ + _e725);
        bool l_335_ = (l_4_ != 0.0);
        float l_336_ = (l_335_ ? l_334_ : l_4_);
        float l_337_ = (l_336_ - l_333_);
        bool l_338_ = (l_4_ != 0.0);
        float l_339_ = (l_338_ ? l_337_ : l_4_);
        float l_340_ = (l_336_ - l_339_);
        bool l_341_ = (l_4_ != 0.0);
        float l_342_ = (l_341_ ? l_340_ : l_4_);
        float l_343_ = (l_333_ - l_342_);
        float _e739 = l_mut_212_;
        float l_344_ = (_e739 - l_339_);
        float l_345_ = (l_343_ + l_344_);
        a_318_[6] = l_345_;
        l_mut_212_ = l_336_;
        float l_346_ = a_318_[4];
        float _e745 = l_mut_212_;
        float l_347_ = (l_346_ + _e745);
        bool l_348_ = (l_4_ != 0.0);
        float l_349_ = (l_348_ ? l_347_ : l_4_);
        float l_350_ = (l_349_ - l_346_);
        bool l_351_ = (l_4_ != 0.0);
        float l_352_ = (l_351_ ? l_350_ : l_4_);
        float l_353_ = (l_349_ - l_352_);
        bool l_354_ = (l_4_ != 0.0);
        float l_355_ = (l_354_ ? l_353_ : l_4_);
        float l_356_ = (l_346_ - l_355_);
        float _e759 = l_mut_212_;
        float l_357_ = (_e759 - l_352_);
        float l_358_ = (l_356_ + l_357_);
        a_318_[5] = l_358_;
        l_mut_212_ = l_349_;
        float l_359_ = a_318_[3];
        float _e765 = l_mut_212_;
        float l_360_ = (l_359_ + _e765);
        bool l_361_ = (l_4_ != 0.0);
        float l_362_ = (l_361_ ? l_360_ : l_4_);
        float l_363_ = (l_362_ - l_359_);
        bool l_364_ = (l_4_ != 0.0);
        float l_365_ = (l_364_ ? l_363_ : l_4_);
        float l_366_ = (l_362_ - l_365_);
        bool l_367_ = (l_4_ != 0.0);
        float l_368_ = (l_367_ ? l_366_ : l_4_);
        float l_369_ = (l_359_ - l_368_);
        float _e779 = l_mut_212_;
        float l_370_ = (_e779 - l_365_);
        float l_371_ = (l_369_ + l_370_);
        a_318_[4] = l_371_;
        l_mut_212_ = l_362_;
        float l_372_ = a_318_[2];
        float _e785 = l_mut_212_;
        float l_373_ = (l_372_ + _e785);
        bool l_374_ = (l_4_ != 0.0);
        float l_375_ = (l_374_ ? l_373_ : l_4_);
        float l_376_ = (l_375_ - l_372_);
        bool l_377_ = (l_4_ != 0.0);
        float l_378_ = (l_377_ ? l_376_ : l_4_);
        float l_379_ = (l_375_ - l_378_);
        bool l_380_ = (l_4_ != 0.0);
        float l_381_ = (l_380_ ? l_379_ : l_4_);
        float l_382_ = (l_372_ - l_381_);
        float _e799 = l_mut_212_;
        float l_383_ = (_e799 - l_378_);
        float l_384_ = (l_382_ + l_383_);
        a_318_[3] = l_384_;
        l_mut_212_ = l_375_;
        float l_385_ = a_318_[1];
        float _e805 = l_mut_212_;
        float l_386_ = (l_385_ + _e805);
        bool l_387_ = (l_4_ != 0.0);
        float l_388_ = (l_387_ ? l_386_ : l_4_);
        float l_389_ = (l_388_ - l_385_);
        bool l_390_ = (l_4_ != 0.0);
        float l_391_ = (l_390_ ? l_389_ : l_4_);
        float l_392_ = (l_388_ - l_391_);
        bool l_393_ = (l_4_ != 0.0);
        float l_394_ = (l_393_ ? l_392_ : l_4_);
        float l_395_ = (l_385_ - l_394_);
        float _e819 = l_mut_212_;
        float l_396_ = (_e819 - l_391_);
        float l_397_ = (l_395_ + l_396_);
        a_318_[2] = l_397_;
        l_mut_212_ = l_388_;
        float l_398_ = a_318_[0];
        float _e825 = l_mut_212_;
        float l_399_ = (l_398_ + _e825);
        bool l_400_ = (l_4_ != 0.0);
        float l_401_ = (l_400_ ? l_399_ : l_4_);
        float l_402_ = (l_401_ - l_398_);
        bool l_403_ = (l_4_ != 0.0);
        float l_404_ = (l_403_ ? l_402_ : l_4_);
        float l_405_ = (l_401_ - l_404_);
        bool l_406_ = (l_4_ != 0.0);
        float l_407_ = (l_406_ ? l_405_ : l_4_);
        float l_408_ = (l_398_ - l_407_);
        float _e839 = l_mut_212_;
        float l_409_ = (_e839 - l_404_);
        float l_410_ = (l_408_ + l_409_);
        a_318_[1] = l_410_;
        l_mut_212_ = l_401_;
        float _e844 = l_mut_212_;
        a_318_[0] = _e844;
        float l_411_ = a_318_[7];
        l_mut_212_ = l_411_;
        float l_412_ = a_318_[6];
        float _e849 = l_mut_212_;
        float l_413_ = (l_412_ + _e849);
        bool l_414_ = (l_4_ != 0.0);
        float l_415_ = (l_414_ ? l_413_ : l_4_);
        float l_416_ = (l_415_ - l_412_);
        bool l_417_ = (l_4_ != 0.0);
        float l_418_ = (l_417_ ? l_416_ : l_4_);
        float l_419_ = (l_415_ - l_418_);
        bool l_420_ = (l_4_ != 0.0);
        float l_421_ = (l_420_ ? l_419_ : l_4_);
        float l_422_ = (l_412_ - l_421_);
        float _e863 = l_mut_212_;
        float l_423_ = (_e863 - l_418_);
        float l_424_ = (l_422_ + l_423_);
        a_318_[7] = l_424_;
        l_mut_212_ = l_415_;
        float l_425_ = a_318_[5];
        float _e869 = l_mut_212_;
        float l_426_ = (l_425_ + _e869);
        bool l_427_ = (l_4_ != 0.0);
        float l_428_ = (l_427_ ? l_426_ : l_4_);
        float l_429_ = (l_428_ - l_425_);
        bool l_430_ = (l_4_ != 0.0);
        float l_431_ = (l_430_ ? l_429_ : l_4_);
        float l_432_ = (l_428_ - l_431_);
        bool l_433_ = (l_4_ != 0.0);
        float l_434_ = (l_433_ ? l_432_ : l_4_);
        float l_435_ = (l_425_ - l_434_);
        float _e883 = l_mut_212_;
        float l_436_ = (_e883 - l_431_);
        float l_437_ = (l_435_ + l_436_);
        a_318_[6] = l_437_;
        l_mut_212_ = l_428_;
        float l_438_ = a_318_[4];
        float _e889 = l_mut_212_;
        float l_439_ = (l_438_ + _e889);
        bool l_440_ = (l_4_ != 0.0);
        float l_441_ = (l_440_ ? l_439_ : l_4_);
        float l_442_ = (l_441_ - l_438_);
        bool l_443_ = (l_4_ != 0.0);
        float l_444_ = (l_443_ ? l_442_ : l_4_);
        float l_445_ = (l_441_ - l_444_);
        bool l_446_ = (l_4_ != 0.0);
        float l_447_ = (l_446_ ? l_445_ : l_4_);
        float l_448_ = (l_438_ - l_447_);
        float _e903 = l_mut_212_;
        float l_449_ = (_e903 - l_444_);
        float l_450_ = (l_448_ + l_449_);
        a_318_[5] = l_450_;
        l_mut_212_ = l_441_;
        float l_451_ = a_318_[3];
        float _e909 = l_mut_212_;
        float l_452_ = (l_451_ + _e909);
        bool l_453_ = (l_4_ != 0.0);
        float l_454_ = (l_453_ ? l_452_ : l_4_);
        float l_455_ = (l_454_ - l_451_);
        bool l_456_ = (l_4_ != 0.0);
        float l_457_ = (l_456_ ? l_455_ : l_4_);
        float l_458_ = (l_454_ - l_457_);
        bool l_459_ = (l_4_ != 0.0);
        float l_460_ = (l_459_ ? l_458_ : l_4_);
        float l_461_ = (l_451_ - l_460_);
        float _e923 = l_mut_212_;
        float l_462_ = (_e923 - l_457_);
        float l_463_ = (l_461_ + l_462_);
        a_318_[4] = l_463_;
        l_mut_212_ = l_454_;
        float l_464_ = a_318_[2];
        float _e929 = l_mut_212_;
        float l_465_ = (l_464_ + _e929);
        bool l_466_ = (l_4_ != 0.0);
        float l_467_ = (l_466_ ? l_465_ : l_4_);
        float l_468_ = (l_467_ - l_464_);
        bool l_469_ = (l_4_ != 0.0);
        float l_470_ = (l_469_ ? l_468_ : l_4_);
        float l_471_ = (l_467_ - l_470_);
        bool l_472_ = (l_4_ != 0.0);
        float l_473_ = (l_472_ ? l_471_ : l_4_);
        float l_474_ = (l_464_ - l_473_);
        float _e943 = l_mut_212_;
        float l_475_ = (_e943 - l_470_);
        float l_476_ = (l_474_ + l_475_);
        a_318_[3] = l_476_;
        l_mut_212_ = l_467_;
        float l_477_ = a_318_[1];
        float _e949 = l_mut_212_;
        float l_478_ = (l_477_ + _e949);
        bool l_479_ = (l_4_ != 0.0);
        float l_480_ = (l_479_ ? l_478_ : l_4_);
        float l_481_ = (l_480_ - l_477_);
        bool l_482_ = (l_4_ != 0.0);
        float l_483_ = (l_482_ ? l_481_ : l_4_);
        float l_484_ = (l_480_ - l_483_);
        bool l_485_ = (l_4_ != 0.0);
        float l_486_ = (l_485_ ? l_484_ : l_4_);
        float l_487_ = (l_477_ - l_486_);
        float _e963 = l_mut_212_;
        float l_488_ = (_e963 - l_483_);
        float l_489_ = (l_487_ + l_488_);
        a_318_[2] = l_489_;
        l_mut_212_ = l_480_;
        float l_490_ = a_318_[0];
        float _e969 = l_mut_212_;
        float l_491_ = (l_490_ + _e969);
        bool l_492_ = (l_4_ != 0.0);
        float l_493_ = (l_492_ ? l_491_ : l_4_);
        float l_494_ = (l_493_ - l_490_);
        bool l_495_ = (l_4_ != 0.0);
        float l_496_ = (l_495_ ? l_494_ : l_4_);
        float l_497_ = (l_493_ - l_496_);
        bool l_498_ = (l_4_ != 0.0);
        float l_499_ = (l_498_ ? l_497_ : l_4_);
        float l_500_ = (l_490_ - l_499_);
        float _e983 = l_mut_212_;
        float l_501_ = (_e983 - l_496_);
        float l_502_ = (l_500_ + l_501_);
        a_318_[1] = l_502_;
        l_mut_212_ = l_493_;
        float _e988 = l_mut_212_;
        a_318_[0] = _e988;
        l_mut_212_ = 0.0;
        l_mut_211_ = 0.0;
        l_mut_210_ = 0.0;
        l_mut_209_ = 0.0;
        float l_503_ = a_318_[0];
        l_mut_208_ = l_503_;
        l_mut_213_ = 0u;
        float l_504_ = a_318_[1];
        float _e998 = l_mut_208_;
        float l_505_ = (_e998 + l_504_);
        bool l_506_ = (l_4_ != 0.0);
        float l_507_ = (l_506_ ? l_505_ : l_4_);
        float _e1003 = l_mut_208_;
        float l_508_ = (l_507_ - _e1003);
        bool l_509_ = (l_4_ != 0.0);
        float l_510_ = (l_509_ ? l_508_ : l_4_);
        float l_511_ = (l_507_ - l_510_);
        bool l_512_ = (l_4_ != 0.0);
        float l_513_ = (l_512_ ? l_511_ : l_4_);
        float _e1012 = l_mut_208_;
        float l_514_ = (_e1012 - l_513_);
        float l_515_ = (l_504_ - l_510_);
        float l_516_ = (l_514_ + l_515_);
        uint _e1016 = l_mut_213_;
        bool l_517_ = (_e1016 < 3u);
        bool l_518_ = (l_516_ != 0.0);
        if (l_517_) {
            local_16 = l_518_;
        } else {
            local_16 = false;
        }
        bool l_519_ = local_16;
        uint _e1025 = l_mut_213_;
        bool l_520_ = (_e1025 == 0u);
        if (l_519_) {
            local_17 = l_520_;
        } else {
            local_17 = false;
        }
        bool l_521_ = local_17;
        float _e1032 = l_mut_212_;
        float l_522_ = (l_521_ ? l_507_ : _e1032);
        l_mut_212_ = l_522_;
        uint _e1034 = l_mut_213_;
        bool l_523_ = (_e1034 == 1u);
        if (l_519_) {
            local_18 = l_523_;
        } else {
            local_18 = false;
        }
        bool l_524_ = local_18;
        float _e1041 = l_mut_211_;
        float l_525_ = (l_524_ ? l_507_ : _e1041);
        l_mut_211_ = l_525_;
        uint _e1043 = l_mut_213_;
        bool l_526_ = (_e1043 == 2u);
        if (l_519_) {
            local_19 = l_526_;
        } else {
            local_19 = false;
        }
        bool l_527_ = local_19;
        float _e1050 = l_mut_210_;
        float l_528_ = (l_527_ ? l_507_ : _e1050);
        l_mut_210_ = l_528_;
        float l_529_ = (l_519_ ? l_516_ : l_507_);
        float _e1053 = l_mut_208_;
        float l_530_ = (_e1053 + l_504_);
        float l_531_ = (l_517_ ? l_529_ : l_530_);
        l_mut_208_ = l_531_;
        uint l_532_ = uint(l_519_);
        uint _e1057 = l_mut_213_;
        l_mut_213_ = (_e1057 + l_532_);
        float l_533_ = a_318_[2];
        float _e1061 = l_mut_208_;
        float l_534_ = (_e1061 + l_533_);
        bool l_535_ = (l_4_ != 0.0);
        float l_536_ = (l_535_ ? l_534_ : l_4_);
        float _e1066 = l_mut_208_;
        float l_537_ = (l_536_ - _e1066);
        bool l_538_ = (l_4_ != 0.0);
        float l_539_ = (l_538_ ? l_537_ : l_4_);
        float l_540_ = (l_536_ - l_539_);
        bool l_541_ = (l_4_ != 0.0);
        float l_542_ = (l_541_ ? l_540_ : l_4_);
        float _e1075 = l_mut_208_;
        float l_543_ = (_e1075 - l_542_);
        float l_544_ = (l_533_ - l_539_);
        float l_545_ = (l_543_ + l_544_);
        uint _e1079 = l_mut_213_;
        bool l_546_ = (_e1079 < 3u);
        bool l_547_ = (l_545_ != 0.0);
        if (l_546_) {
            local_20 = l_547_;
        } else {
            local_20 = false;
        }
        bool l_548_ = local_20;
        uint _e1088 = l_mut_213_;
        bool l_549_ = (_e1088 == 0u);
        if (l_548_) {
            local_21 = l_549_;
        } else {
            local_21 = false;
        }
        bool l_550_ = local_21;
        float _e1095 = l_mut_212_;
        float l_551_ = (l_550_ ? l_536_ : _e1095);
        l_mut_212_ = l_551_;
        uint _e1097 = l_mut_213_;
        bool l_552_ = (_e1097 == 1u);
        if (l_548_) {
            local_22 = l_552_;
        } else {
            local_22 = false;
        }
        bool l_553_ = local_22;
        float _e1104 = l_mut_211_;
        float l_554_ = (l_553_ ? l_536_ : _e1104);
        l_mut_211_ = l_554_;
        uint _e1106 = l_mut_213_;
        bool l_555_ = (_e1106 == 2u);
        if (l_548_) {
            local_23 = l_555_;
        } else {
            local_23 = false;
        }
        bool l_556_ = local_23;
        float _e1113 = l_mut_210_;
        float l_557_ = (l_556_ ? l_536_ : _e1113);
        l_mut_210_ = l_557_;
        float l_558_ = (l_548_ ? l_545_ : l_536_);
        float _e1116 = l_mut_208_;
        float l_559_ = (_e1116 + l_533_);
        float l_560_ = (l_546_ ? l_558_ : l_559_);
        l_mut_208_ = l_560_;
        uint l_561_ = uint(l_548_);
        uint _e1120 = l_mut_213_;
        l_mut_213_ = (_e1120 + l_561_);
        float l_562_ = a_318_[3];
        float _e1124 = l_mut_208_;
        float l_563_ = (_e1124 + l_562_);
        bool l_564_ = (l_4_ != 0.0);
        float l_565_ = (l_564_ ? l_563_ : l_4_);
        float _e1129 = l_mut_208_;
        float l_566_ = (l_565_ - _e1129);
        bool l_567_ = (l_4_ != 0.0);
        float l_568_ = (l_567_ ? l_566_ : l_4_);
        float l_569_ = (l_565_ - l_568_);
        bool l_570_ = (l_4_ != 0.0);
        float l_571_ = (l_570_ ? l_569_ : l_4_);
        float _e1138 = l_mut_208_;
        float l_572_ = (_e1138 - l_571_);
        float l_573_ = (l_562_ - l_568_);
        float l_574_ = (l_572_ + l_573_);
        uint _e1142 = l_mut_213_;
        bool l_575_ = (_e1142 < 3u);
        bool l_576_ = (l_574_ != 0.0);
        if (l_575_) {
            local_24 = l_576_;
        } else {
            local_24 = false;
        }
        bool l_577_ = local_24;
        uint _e1151 = l_mut_213_;
        bool l_578_ = (_e1151 == 0u);
        if (l_577_) {
            local_25 = l_578_;
        } else {
            local_25 = false;
        }
        bool l_579_ = local_25;
        float _e1158 = l_mut_212_;
        float l_580_ = (l_579_ ? l_565_ : _e1158);
        l_mut_212_ = l_580_;
        uint _e1160 = l_mut_213_;
        bool l_581_ = (_e1160 == 1u);
        if (l_577_) {
            local_26 = l_581_;
        } else {
            local_26 = false;
        }
        bool l_582_ = local_26;
        float _e1167 = l_mut_211_;
        float l_583_ = (l_582_ ? l_565_ : _e1167);
        l_mut_211_ = l_583_;
        uint _e1169 = l_mut_213_;
        bool l_584_ = (_e1169 == 2u);
        if (l_577_) {
            local_27 = l_584_;
        } else {
            local_27 = false;
        }
        bool l_585_ = local_27;
        float _e1176 = l_mut_210_;
        float l_586_ = (l_585_ ? l_565_ : _e1176);
        l_mut_210_ = l_586_;
        float l_587_ = (l_577_ ? l_574_ : l_565_);
        float _e1179 = l_mut_208_;
        float l_588_ = (_e1179 + l_562_);
        float l_589_ = (l_575_ ? l_587_ : l_588_);
        l_mut_208_ = l_589_;
        uint l_590_ = uint(l_577_);
        uint _e1183 = l_mut_213_;
        l_mut_213_ = (_e1183 + l_590_);
        float l_591_ = a_318_[4];
        float _e1187 = l_mut_208_;
        float l_592_ = (_e1187 + l_591_);
        bool l_593_ = (l_4_ != 0.0);
        float l_594_ = (l_593_ ? l_592_ : l_4_);
        float _e1192 = l_mut_208_;
        float l_595_ = (l_594_ - _e1192);
        bool l_596_ = (l_4_ != 0.0);
        float l_597_ = (l_596_ ? l_595_ : l_4_);
        float l_598_ = (l_594_ - l_597_);
        bool l_599_ = (l_4_ != 0.0);
        float l_600_ = (l_599_ ? l_598_ : l_4_);
        float _e1201 = l_mut_208_;
        float l_601_ = (_e1201 - l_600_);
        float l_602_ = (l_591_ - l_597_);
        float l_603_ = (l_601_ + l_602_);
        uint _e1205 = l_mut_213_;
        bool l_604_ = (_e1205 < 3u);
        bool l_605_ = (l_603_ != 0.0);
        if (l_604_) {
            local_28 = l_605_;
        } else {
            local_28 = false;
        }
        bool l_606_ = local_28;
        uint _e1214 = l_mut_213_;
        bool l_607_ = (_e1214 == 0u);
        if (l_606_) {
            local_29 = l_607_;
        } else {
            local_29 = false;
        }
        bool l_608_ = local_29;
        float _e1221 = l_mut_212_;
        float l_609_ = (l_608_ ? l_594_ : _e1221);
        l_mut_212_ = l_609_;
        uint _e1223 = l_mut_213_;
        bool l_610_ = (_e1223 == 1u);
        if (l_606_) {
            local_30 = l_610_;
        } else {
            local_30 = false;
        }
        bool l_611_ = local_30;
        float _e1230 = l_mut_211_;
        float l_612_ = (l_611_ ? l_594_ : _e1230);
        l_mut_211_ = l_612_;
        uint _e1232 = l_mut_213_;
        bool l_613_ = (_e1232 == 2u);
        if (l_606_) {
            local_31 = l_613_;
        } else {
            local_31 = false;
        }
        bool l_614_ = local_31;
        float _e1239 = l_mut_210_;
        float l_615_ = (l_614_ ? l_594_ : _e1239);
        l_mut_210_ = l_615_;
        float l_616_ = (l_606_ ? l_603_ : l_594_);
        float _e1242 = l_mut_208_;
        float l_617_ = (_e1242 + l_591_);
        float l_618_ = (l_604_ ? l_616_ : l_617_);
        l_mut_208_ = l_618_;
        uint l_619_ = uint(l_606_);
        uint _e1246 = l_mut_213_;
        l_mut_213_ = (_e1246 + l_619_);
        float l_620_ = a_318_[5];
        float _e1250 = l_mut_208_;
        float l_621_ = (_e1250 + l_620_);
        bool l_622_ = (l_4_ != 0.0);
        float l_623_ = (l_622_ ? l_621_ : l_4_);
        float _e1255 = l_mut_208_;
        float l_624_ = (l_623_ - _e1255);
        bool l_625_ = (l_4_ != 0.0);
        float l_626_ = (l_625_ ? l_624_ : l_4_);
        float l_627_ = (l_623_ - l_626_);
        bool l_628_ = (l_4_ != 0.0);
        float l_629_ = (l_628_ ? l_627_ : l_4_);
        float _e1264 = l_mut_208_;
        float l_630_ = (_e1264 - l_629_);
        float l_631_ = (l_620_ - l_626_);
        float l_632_ = (l_630_ + l_631_);
        uint _e1268 = l_mut_213_;
        bool l_633_ = (_e1268 < 3u);
        bool l_634_ = (l_632_ != 0.0);
        if (l_633_) {
            local_32 = l_634_;
        } else {
            local_32 = false;
        }
        bool l_635_ = local_32;
        uint _e1277 = l_mut_213_;
        bool l_636_ = (_e1277 == 0u);
        if (l_635_) {
            local_33 = l_636_;
        } else {
            local_33 = false;
        }
        bool l_637_ = local_33;
        float _e1284 = l_mut_212_;
        float l_638_ = (l_637_ ? l_623_ : _e1284);
        l_mut_212_ = l_638_;
        uint _e1286 = l_mut_213_;
        bool l_639_ = (_e1286 == 1u);
        if (l_635_) {
            local_34 = l_639_;
        } else {
            local_34 = false;
        }
        bool l_640_ = local_34;
        float _e1293 = l_mut_211_;
        float l_641_ = (l_640_ ? l_623_ : _e1293);
        l_mut_211_ = l_641_;
        uint _e1295 = l_mut_213_;
        bool l_642_ = (_e1295 == 2u);
        if (l_635_) {
            local_35 = l_642_;
        } else {
            local_35 = false;
        }
        bool l_643_ = local_35;
        float _e1302 = l_mut_210_;
        float l_644_ = (l_643_ ? l_623_ : _e1302);
        l_mut_210_ = l_644_;
        float l_645_ = (l_635_ ? l_632_ : l_623_);
        float _e1305 = l_mut_208_;
        float l_646_ = (_e1305 + l_620_);
        float l_647_ = (l_633_ ? l_645_ : l_646_);
        l_mut_208_ = l_647_;
        uint l_648_ = uint(l_635_);
        uint _e1309 = l_mut_213_;
        l_mut_213_ = (_e1309 + l_648_);
        float l_649_ = a_318_[6];
        float _e1313 = l_mut_208_;
        float l_650_ = (_e1313 + l_649_);
        bool l_651_ = (l_4_ != 0.0);
        float l_652_ = (l_651_ ? l_650_ : l_4_);
        float _e1318 = l_mut_208_;
        float l_653_ = (l_652_ - _e1318);
        bool l_654_ = (l_4_ != 0.0);
        float l_655_ = (l_654_ ? l_653_ : l_4_);
        float l_656_ = (l_652_ - l_655_);
        bool l_657_ = (l_4_ != 0.0);
        float l_658_ = (l_657_ ? l_656_ : l_4_);
        float _e1327 = l_mut_208_;
        float l_659_ = (_e1327 - l_658_);
        float l_660_ = (l_649_ - l_655_);
        float l_661_ = (l_659_ + l_660_);
        uint _e1331 = l_mut_213_;
        bool l_662_ = (_e1331 < 3u);
        bool l_663_ = (l_661_ != 0.0);
        if (l_662_) {
            local_36 = l_663_;
        } else {
            local_36 = false;
        }
        bool l_664_ = local_36;
        uint _e1340 = l_mut_213_;
        bool l_665_ = (_e1340 == 0u);
        if (l_664_) {
            local_37 = l_665_;
        } else {
            local_37 = false;
        }
        bool l_666_ = local_37;
        float _e1347 = l_mut_212_;
        float l_667_ = (l_666_ ? l_652_ : _e1347);
        l_mut_212_ = l_667_;
        uint _e1349 = l_mut_213_;
        bool l_668_ = (_e1349 == 1u);
        if (l_664_) {
            local_38 = l_668_;
        } else {
            local_38 = false;
        }
        bool l_669_ = local_38;
        float _e1356 = l_mut_211_;
        float l_670_ = (l_669_ ? l_652_ : _e1356);
        l_mut_211_ = l_670_;
        uint _e1358 = l_mut_213_;
        bool l_671_ = (_e1358 == 2u);
        if (l_664_) {
            local_39 = l_671_;
        } else {
            local_39 = false;
        }
        bool l_672_ = local_39;
        float _e1365 = l_mut_210_;
        float l_673_ = (l_672_ ? l_652_ : _e1365);
        l_mut_210_ = l_673_;
        float l_674_ = (l_664_ ? l_661_ : l_652_);
        float _e1368 = l_mut_208_;
        float l_675_ = (_e1368 + l_649_);
        float l_676_ = (l_662_ ? l_674_ : l_675_);
        l_mut_208_ = l_676_;
        uint l_677_ = uint(l_664_);
        uint _e1372 = l_mut_213_;
        l_mut_213_ = (_e1372 + l_677_);
        float l_678_ = a_318_[7];
        float _e1376 = l_mut_208_;
        float l_679_ = (_e1376 + l_678_);
        bool l_680_ = (l_4_ != 0.0);
        float l_681_ = (l_680_ ? l_679_ : l_4_);
        float _e1381 = l_mut_208_;
        float l_682_ = (l_681_ - _e1381);
        bool l_683_ = (l_4_ != 0.0);
        float l_684_ = (l_683_ ? l_682_ : l_4_);
        float l_685_ = (l_681_ - l_684_);
        bool l_686_ = (l_4_ != 0.0);
        float l_687_ = (l_686_ ? l_685_ : l_4_);
        float _e1390 = l_mut_208_;
        float l_688_ = (_e1390 - l_687_);
        float l_689_ = (l_678_ - l_684_);
        float l_690_ = (l_688_ + l_689_);
        uint _e1394 = l_mut_213_;
        bool l_691_ = (_e1394 < 3u);
        bool l_692_ = (l_690_ != 0.0);
        if (l_691_) {
            local_40 = l_692_;
        } else {
            local_40 = false;
        }
        bool l_693_ = local_40;
        uint _e1403 = l_mut_213_;
        bool l_694_ = (_e1403 == 0u);
        if (l_693_) {
            local_41 = l_694_;
        } else {
            local_41 = false;
        }
        bool l_695_ = local_41;
        float _e1410 = l_mut_212_;
        float l_696_ = (l_695_ ? l_681_ : _e1410);
        l_mut_212_ = l_696_;
        uint _e1412 = l_mut_213_;
        bool l_697_ = (_e1412 == 1u);
        if (l_693_) {
            local_42 = l_697_;
        } else {
            local_42 = false;
        }
        bool l_698_ = local_42;
        float _e1419 = l_mut_211_;
        float l_699_ = (l_698_ ? l_681_ : _e1419);
        l_mut_211_ = l_699_;
        uint _e1421 = l_mut_213_;
        bool l_700_ = (_e1421 == 2u);
        if (l_693_) {
            local_43 = l_700_;
        } else {
            local_43 = false;
        }
        bool l_701_ = local_43;
        float _e1428 = l_mut_210_;
        float l_702_ = (l_701_ ? l_681_ : _e1428);
        l_mut_210_ = l_702_;
        float l_703_ = (l_693_ ? l_690_ : l_681_);
        float _e1431 = l_mut_208_;
        float l_704_ = (_e1431 + l_678_);
        float l_705_ = (l_691_ ? l_703_ : l_704_);
        l_mut_208_ = l_705_;
        uint l_706_ = uint(l_693_);
        uint _e1435 = l_mut_213_;
        l_mut_213_ = (_e1435 + l_706_);
        uint _e1437 = l_mut_213_;
        bool l_707_ = (_e1437 == 0u);
        float _e1440 = l_mut_212_;
        float _e1441 = l_mut_208_;
        float l_708_ = (l_707_ ? _e1441 : _e1440);
        l_mut_212_ = l_708_;
        uint _e1443 = l_mut_213_;
        bool l_709_ = (_e1443 == 1u);
        float _e1446 = l_mut_211_;
        float _e1447 = l_mut_208_;
        float l_710_ = (l_709_ ? _e1447 : _e1446);
        l_mut_211_ = l_710_;
        uint _e1449 = l_mut_213_;
        bool l_711_ = (_e1449 == 2u);
        float _e1452 = l_mut_210_;
        float _e1453 = l_mut_208_;
        float l_712_ = (l_711_ ? _e1453 : _e1452);
        l_mut_210_ = l_712_;
        uint _e1455 = l_mut_213_;
        bool l_713_ = (_e1455 == 3u);
        float _e1458 = l_mut_209_;
        float _e1459 = l_mut_208_;
        float l_714_ = (l_713_ ? _e1459 : _e1458);
        l_mut_209_ = l_714_;
        float _e1461 = l_mut_212_;
        float l_715_ = (_e1461 / l_14_);
        float l_716_ = (l_14_ * l_715_);
        bool l_717_ = (l_4_ != 0.0);
        float l_718_ = (l_717_ ? l_716_ : l_4_);
        float l_719_ = (l_3_ * l_14_);
        bool l_720_ = (l_4_ != 0.0);
        float l_721_ = (l_720_ ? l_719_ : l_4_);
        float l_722_ = (l_721_ - l_14_);
        bool l_723_ = (l_4_ != 0.0);
        float l_724_ = (l_723_ ? l_722_ : l_4_);
        float l_725_ = (l_721_ - l_724_);
        float l_726_ = (l_14_ - l_725_);
        float l_727_ = (l_3_ * l_715_);
        bool l_728_ = (l_4_ != 0.0);
        float l_729_ = (l_728_ ? l_727_ : l_4_);
        float l_730_ = (l_729_ - l_715_);
        bool l_731_ = (l_4_ != 0.0);
        float l_732_ = (l_731_ ? l_730_ : l_4_);
        float l_733_ = (l_729_ - l_732_);
        float l_734_ = (l_715_ - l_733_);
        float l_735_ = (l_725_ * l_733_);
        float l_736_ = (l_735_ - l_718_);
        float l_737_ = (l_725_ * l_734_);
        float l_738_ = (l_736_ + l_737_);
        float l_739_ = (l_726_ * l_733_);
        float l_740_ = (l_738_ + l_739_);
        float l_741_ = (l_726_ * l_734_);
        float l_742_ = (l_740_ + l_741_);
        float l_743_ = (l_16_ * l_715_);
        bool l_744_ = (l_4_ != 0.0);
        float l_745_ = (l_744_ ? l_743_ : l_4_);
        float l_746_ = (l_3_ * l_16_);
        bool l_747_ = (l_4_ != 0.0);
        float l_748_ = (l_747_ ? l_746_ : l_4_);
        float l_749_ = (l_748_ - l_16_);
        bool l_750_ = (l_4_ != 0.0);
        float l_751_ = (l_750_ ? l_749_ : l_4_);
        float l_752_ = (l_748_ - l_751_);
        float l_753_ = (l_16_ - l_752_);
        float l_754_ = (l_3_ * l_715_);
        bool l_755_ = (l_4_ != 0.0);
        float l_756_ = (l_755_ ? l_754_ : l_4_);
        float l_757_ = (l_756_ - l_715_);
        bool l_758_ = (l_4_ != 0.0);
        float l_759_ = (l_758_ ? l_757_ : l_4_);
        float l_760_ = (l_756_ - l_759_);
        float l_761_ = (l_715_ - l_760_);
        float l_762_ = (l_752_ * l_760_);
        float l_763_ = (l_762_ - l_745_);
        float l_764_ = (l_752_ * l_761_);
        float l_765_ = (l_763_ + l_764_);
        float l_766_ = (l_753_ * l_760_);
        float l_767_ = (l_765_ + l_766_);
        float l_768_ = (l_753_ * l_761_);
        float l_769_ = (l_767_ + l_768_);
        float l_770_ = (l_19_ * l_715_);
        bool l_771_ = (l_4_ != 0.0);
        float l_772_ = (l_771_ ? l_770_ : l_4_);
        float l_773_ = (l_3_ * l_19_);
        bool l_774_ = (l_4_ != 0.0);
        float l_775_ = (l_774_ ? l_773_ : l_4_);
        float l_776_ = (l_775_ - l_19_);
        bool l_777_ = (l_4_ != 0.0);
        float l_778_ = (l_777_ ? l_776_ : l_4_);
        float l_779_ = (l_775_ - l_778_);
        float l_780_ = (l_19_ - l_779_);
        float l_781_ = (l_3_ * l_715_);
        bool l_782_ = (l_4_ != 0.0);
        float l_783_ = (l_782_ ? l_781_ : l_4_);
        float l_784_ = (l_783_ - l_715_);
        bool l_785_ = (l_4_ != 0.0);
        float l_786_ = (l_785_ ? l_784_ : l_4_);
        float l_787_ = (l_783_ - l_786_);
        float l_788_ = (l_715_ - l_787_);
        float l_789_ = (l_779_ * l_787_);
        float l_790_ = (l_789_ - l_772_);
        float l_791_ = (l_779_ * l_788_);
        float l_792_ = (l_790_ + l_791_);
        float l_793_ = (l_780_ * l_787_);
        float l_794_ = (l_792_ + l_793_);
        float l_795_ = (l_780_ * l_788_);
        float l_796_ = (l_794_ + l_795_);
        float l_797_ = (l_22_ * l_715_);
        float l_798_ = (l_742_ + l_745_);
        bool l_799_ = (l_4_ != 0.0);
        float l_800_ = (l_799_ ? l_798_ : l_4_);
        float l_801_ = (l_800_ - l_742_);
        bool l_802_ = (l_4_ != 0.0);
        float l_803_ = (l_802_ ? l_801_ : l_4_);
        float l_804_ = (l_800_ - l_803_);
        bool l_805_ = (l_4_ != 0.0);
        float l_806_ = (l_805_ ? l_804_ : l_4_);
        float l_807_ = (l_742_ - l_806_);
        float l_808_ = (l_745_ - l_803_);
        float l_809_ = (l_807_ + l_808_);
        float l_810_ = (l_809_ + l_769_);
        bool l_811_ = (l_4_ != 0.0);
        float l_812_ = (l_811_ ? l_810_ : l_4_);
        float l_813_ = (l_812_ - l_809_);
        bool l_814_ = (l_4_ != 0.0);
        float l_815_ = (l_814_ ? l_813_ : l_4_);
        float l_816_ = (l_812_ - l_815_);
        bool l_817_ = (l_4_ != 0.0);
        float l_818_ = (l_817_ ? l_816_ : l_4_);
        float l_819_ = (l_809_ - l_818_);
        float l_820_ = (l_769_ - l_815_);
        float l_821_ = (l_819_ + l_820_);
        float l_822_ = (l_772_ + l_812_);
        bool l_823_ = (l_4_ != 0.0);
        float l_824_ = (l_823_ ? l_822_ : l_4_);
        float l_825_ = (l_824_ - l_772_);
        bool l_826_ = (l_4_ != 0.0);
        float l_827_ = (l_826_ ? l_825_ : l_4_);
        float l_828_ = (l_824_ - l_827_);
        bool l_829_ = (l_4_ != 0.0);
        float l_830_ = (l_829_ ? l_828_ : l_4_);
        float l_831_ = (l_772_ - l_830_);
        float l_832_ = (l_812_ - l_827_);
        float l_833_ = (l_831_ + l_832_);
        float l_834_ = (l_821_ + l_833_);
        bool l_835_ = (l_4_ != 0.0);
        float l_836_ = (l_835_ ? l_834_ : l_4_);
        float l_837_ = (l_836_ - l_821_);
        bool l_838_ = (l_4_ != 0.0);
        float l_839_ = (l_838_ ? l_837_ : l_4_);
        float l_840_ = (l_836_ - l_839_);
        bool l_841_ = (l_4_ != 0.0);
        float l_842_ = (l_841_ ? l_840_ : l_4_);
        float l_843_ = (l_821_ - l_842_);
        float l_844_ = (l_833_ - l_839_);
        float l_845_ = (l_843_ + l_844_);
        float l_846_ = (l_836_ + l_796_);
        bool l_847_ = (l_4_ != 0.0);
        float l_848_ = (l_847_ ? l_846_ : l_4_);
        float l_849_ = (l_848_ - l_836_);
        bool l_850_ = (l_4_ != 0.0);
        float l_851_ = (l_850_ ? l_849_ : l_4_);
        float l_852_ = (l_848_ - l_851_);
        bool l_853_ = (l_4_ != 0.0);
        float l_854_ = (l_853_ ? l_852_ : l_4_);
        float l_855_ = (l_836_ - l_854_);
        float l_856_ = (l_796_ - l_851_);
        float l_857_ = (l_855_ + l_856_);
        float l_858_ = (l_797_ + l_848_);
        bool l_859_ = (l_4_ != 0.0);
        float l_860_ = (l_859_ ? l_858_ : l_4_);
        float l_861_ = (l_860_ - l_797_);
        bool l_862_ = (l_4_ != 0.0);
        float l_863_ = (l_862_ ? l_861_ : l_4_);
        float l_864_ = (l_860_ - l_863_);
        bool l_865_ = (l_4_ != 0.0);
        float l_866_ = (l_865_ ? l_864_ : l_4_);
        float l_867_ = (l_797_ - l_866_);
        float l_868_ = (l_848_ - l_863_);
        float l_869_ = (l_867_ + l_868_);
        float l_870_ = (l_857_ + l_869_);
        float l_871_ = (l_870_ + l_845_);
        float l_872_ = (l_860_ + l_871_);
        bool l_873_ = (l_4_ != 0.0);
        float l_874_ = (l_873_ ? l_872_ : l_4_);
        float l_875_ = (l_874_ - l_860_);
        bool l_876_ = (l_4_ != 0.0);
        float l_877_ = (l_876_ ? l_875_ : l_4_);
        float l_878_ = (l_871_ - l_877_);
        float l_879_ = (l_824_ + l_874_);
        bool l_880_ = (l_4_ != 0.0);
        float l_881_ = (l_880_ ? l_879_ : l_4_);
        float l_882_ = (l_881_ - l_824_);
        bool l_883_ = (l_4_ != 0.0);
        float l_884_ = (l_883_ ? l_882_ : l_4_);
        float l_885_ = (l_874_ - l_884_);
        float l_886_ = (l_800_ + l_881_);
        bool l_887_ = (l_4_ != 0.0);
        float l_888_ = (l_887_ ? l_886_ : l_4_);
        float l_889_ = (l_888_ - l_800_);
        bool l_890_ = (l_4_ != 0.0);
        float l_891_ = (l_890_ ? l_889_ : l_4_);
        float l_892_ = (l_881_ - l_891_);
        float l_893_ = (l_718_ + l_888_);
        bool l_894_ = (l_4_ != 0.0);
        float l_895_ = (l_894_ ? l_893_ : l_4_);
        float l_896_ = (l_895_ - l_718_);
        bool l_897_ = (l_4_ != 0.0);
        float l_898_ = (l_897_ ? l_896_ : l_4_);
        float l_899_ = (l_888_ - l_898_);
        l_mut_208_ = 0.0;
        l_mut_900_ = 0.0;
        l_mut_901_ = 0.0;
        l_mut_902_ = 0.0;
        l_mut_903_ = l_895_;
        l_mut_213_ = 0u;
        float _e1693 = l_mut_903_;
        float l_904_ = (_e1693 + l_899_);
        bool l_905_ = (l_4_ != 0.0);
        float l_906_ = (l_905_ ? l_904_ : l_4_);
        float _e1698 = l_mut_903_;
        float l_907_ = (l_906_ - _e1698);
        bool l_908_ = (l_4_ != 0.0);
        float l_909_ = (l_908_ ? l_907_ : l_4_);
        float l_910_ = (l_899_ - l_909_);
        uint _e1704 = l_mut_213_;
        bool l_911_ = (_e1704 < 3u);
        bool l_912_ = (l_910_ != 0.0);
        if (l_911_) {
            local_44 = l_912_;
        } else {
            local_44 = false;
        }
        bool l_913_ = local_44;
        uint _e1713 = l_mut_213_;
        bool l_914_ = (_e1713 == 0u);
        if (l_913_) {
            local_45 = l_914_;
        } else {
            local_45 = false;
        }
        bool l_915_ = local_45;
        float _e1720 = l_mut_208_;
        float l_916_ = (l_915_ ? l_906_ : _e1720);
        l_mut_208_ = l_916_;
        uint _e1722 = l_mut_213_;
        bool l_917_ = (_e1722 == 1u);
        if (l_913_) {
            local_46 = l_917_;
        } else {
            local_46 = false;
        }
        bool l_918_ = local_46;
        float _e1729 = l_mut_900_;
        float l_919_ = (l_918_ ? l_906_ : _e1729);
        l_mut_900_ = l_919_;
        uint _e1731 = l_mut_213_;
        bool l_920_ = (_e1731 == 2u);
        if (l_913_) {
            local_47 = l_920_;
        } else {
            local_47 = false;
        }
        bool l_921_ = local_47;
        float _e1738 = l_mut_901_;
        float l_922_ = (l_921_ ? l_906_ : _e1738);
        l_mut_901_ = l_922_;
        float l_923_ = (l_913_ ? l_910_ : l_906_);
        float _e1741 = l_mut_903_;
        float l_924_ = (_e1741 + l_899_);
        float l_925_ = (l_911_ ? l_923_ : l_924_);
        l_mut_903_ = l_925_;
        uint l_926_ = uint(l_913_);
        uint _e1745 = l_mut_213_;
        l_mut_213_ = (_e1745 + l_926_);
        float _e1747 = l_mut_903_;
        float l_927_ = (_e1747 + l_892_);
        bool l_928_ = (l_4_ != 0.0);
        float l_929_ = (l_928_ ? l_927_ : l_4_);
        float _e1752 = l_mut_903_;
        float l_930_ = (l_929_ - _e1752);
        bool l_931_ = (l_4_ != 0.0);
        float l_932_ = (l_931_ ? l_930_ : l_4_);
        float l_933_ = (l_892_ - l_932_);
        uint _e1758 = l_mut_213_;
        bool l_934_ = (_e1758 < 3u);
        bool l_935_ = (l_933_ != 0.0);
        if (l_934_) {
            local_48 = l_935_;
        } else {
            local_48 = false;
        }
        bool l_936_ = local_48;
        uint _e1767 = l_mut_213_;
        bool l_937_ = (_e1767 == 0u);
        if (l_936_) {
            local_49 = l_937_;
        } else {
            local_49 = false;
        }
        bool l_938_ = local_49;
        float _e1774 = l_mut_208_;
        float l_939_ = (l_938_ ? l_929_ : _e1774);
        l_mut_208_ = l_939_;
        uint _e1776 = l_mut_213_;
        bool l_940_ = (_e1776 == 1u);
        if (l_936_) {
            local_50 = l_940_;
        } else {
            local_50 = false;
        }
        bool l_941_ = local_50;
        float _e1783 = l_mut_900_;
        float l_942_ = (l_941_ ? l_929_ : _e1783);
        l_mut_900_ = l_942_;
        uint _e1785 = l_mut_213_;
        bool l_943_ = (_e1785 == 2u);
        if (l_936_) {
            local_51 = l_943_;
        } else {
            local_51 = false;
        }
        bool l_944_ = local_51;
        float _e1792 = l_mut_901_;
        float l_945_ = (l_944_ ? l_929_ : _e1792);
        l_mut_901_ = l_945_;
        float l_946_ = (l_936_ ? l_933_ : l_929_);
        float _e1795 = l_mut_903_;
        float l_947_ = (_e1795 + l_892_);
        float l_948_ = (l_934_ ? l_946_ : l_947_);
        l_mut_903_ = l_948_;
        uint l_949_ = uint(l_936_);
        uint _e1799 = l_mut_213_;
        l_mut_213_ = (_e1799 + l_949_);
        float _e1801 = l_mut_903_;
        float l_950_ = (_e1801 + l_885_);
        bool l_951_ = (l_4_ != 0.0);
        float l_952_ = (l_951_ ? l_950_ : l_4_);
        float _e1806 = l_mut_903_;
        float l_953_ = (l_952_ - _e1806);
        bool l_954_ = (l_4_ != 0.0);
        float l_955_ = (l_954_ ? l_953_ : l_4_);
        float l_956_ = (l_885_ - l_955_);
        uint _e1812 = l_mut_213_;
        bool l_957_ = (_e1812 < 3u);
        bool l_958_ = (l_956_ != 0.0);
        if (l_957_) {
            local_52 = l_958_;
        } else {
            local_52 = false;
        }
        bool l_959_ = local_52;
        uint _e1821 = l_mut_213_;
        bool l_960_ = (_e1821 == 0u);
        if (l_959_) {
            local_53 = l_960_;
        } else {
            local_53 = false;
        }
        bool l_961_ = local_53;
        float _e1828 = l_mut_208_;
        float l_962_ = (l_961_ ? l_952_ : _e1828);
        l_mut_208_ = l_962_;
        uint _e1830 = l_mut_213_;
        bool l_963_ = (_e1830 == 1u);
        if (l_959_) {
            local_54 = l_963_;
        } else {
            local_54 = false;
        }
        bool l_964_ = local_54;
        float _e1837 = l_mut_900_;
        float l_965_ = (l_964_ ? l_952_ : _e1837);
        l_mut_900_ = l_965_;
        uint _e1839 = l_mut_213_;
        bool l_966_ = (_e1839 == 2u);
        if (l_959_) {
            local_55 = l_966_;
        } else {
            local_55 = false;
        }
        bool l_967_ = local_55;
        float _e1846 = l_mut_901_;
        float l_968_ = (l_967_ ? l_952_ : _e1846);
        l_mut_901_ = l_968_;
        float l_969_ = (l_959_ ? l_956_ : l_952_);
        float _e1849 = l_mut_903_;
        float l_970_ = (_e1849 + l_885_);
        float l_971_ = (l_957_ ? l_969_ : l_970_);
        l_mut_903_ = l_971_;
        uint l_972_ = uint(l_959_);
        uint _e1853 = l_mut_213_;
        l_mut_213_ = (_e1853 + l_972_);
        float _e1855 = l_mut_903_;
        float l_973_ = (_e1855 + l_878_);
        bool l_974_ = (l_4_ != 0.0);
        float l_975_ = (l_974_ ? l_973_ : l_4_);
        float _e1860 = l_mut_903_;
        float l_976_ = (l_975_ - _e1860);
        bool l_977_ = (l_4_ != 0.0);
        float l_978_ = (l_977_ ? l_976_ : l_4_);
        float l_979_ = (l_878_ - l_978_);
        uint _e1866 = l_mut_213_;
        bool l_980_ = (_e1866 < 3u);
        bool l_981_ = (l_979_ != 0.0);
        if (l_980_) {
            local_56 = l_981_;
        } else {
            local_56 = false;
        }
        bool l_982_ = local_56;
        uint _e1875 = l_mut_213_;
        bool l_983_ = (_e1875 == 0u);
        if (l_982_) {
            local_57 = l_983_;
        } else {
            local_57 = false;
        }
        bool l_984_ = local_57;
        float _e1882 = l_mut_208_;
        float l_985_ = (l_984_ ? l_975_ : _e1882);
        l_mut_208_ = l_985_;
        uint _e1884 = l_mut_213_;
        bool l_986_ = (_e1884 == 1u);
        if (l_982_) {
            local_58 = l_986_;
        } else {
            local_58 = false;
        }
        bool l_987_ = local_58;
        float _e1891 = l_mut_900_;
        float l_988_ = (l_987_ ? l_975_ : _e1891);
        l_mut_900_ = l_988_;
        uint _e1893 = l_mut_213_;
        bool l_989_ = (_e1893 == 2u);
        if (l_982_) {
            local_59 = l_989_;
        } else {
            local_59 = false;
        }
        bool l_990_ = local_59;
        float _e1900 = l_mut_901_;
        float l_991_ = (l_990_ ? l_975_ : _e1900);
        l_mut_901_ = l_991_;
        float l_992_ = (l_982_ ? l_979_ : l_975_);
        float _e1903 = l_mut_903_;
        float l_993_ = (_e1903 + l_878_);
        float l_994_ = (l_980_ ? l_992_ : l_993_);
        l_mut_903_ = l_994_;
        uint l_995_ = uint(l_982_);
        uint _e1907 = l_mut_213_;
        l_mut_213_ = (_e1907 + l_995_);
        uint _e1909 = l_mut_213_;
        bool l_996_ = (_e1909 == 0u);
        float _e1912 = l_mut_208_;
        float _e1913 = l_mut_903_;
        float l_997_ = (l_996_ ? _e1913 : _e1912);
        l_mut_208_ = l_997_;
        uint _e1915 = l_mut_213_;
        bool l_998_ = (_e1915 == 1u);
        float _e1918 = l_mut_900_;
        float _e1919 = l_mut_903_;
        float l_999_ = (l_998_ ? _e1919 : _e1918);
        l_mut_900_ = l_999_;
        uint _e1921 = l_mut_213_;
        bool l_1000_ = (_e1921 == 2u);
        float _e1924 = l_mut_901_;
        float _e1925 = l_mut_903_;
        float l_1001_ = (l_1000_ ? _e1925 : _e1924);
        l_mut_901_ = l_1001_;
        uint _e1927 = l_mut_213_;
        bool l_1002_ = (_e1927 == 3u);
        float _e1930 = l_mut_902_;
        float _e1931 = l_mut_903_;
        float l_1003_ = (l_1002_ ? _e1931 : _e1930);
        l_mut_902_ = l_1003_;
        float _e1933 = l_mut_208_;
        float l_1004_ = -(_e1933);
        float _e1935 = l_mut_900_;
        float l_1005_ = -(_e1935);
        float _e1937 = l_mut_901_;
        float l_1006_ = -(_e1937);
        float _e1939 = l_mut_902_;
        float l_1007_ = -(_e1939);
        float _e1942 = l_mut_212_;
        a_1008_[0] = _e1942;
        a_1008_[1] = l_1004_;
        float _e1945 = l_mut_211_;
        a_1008_[2] = _e1945;
        a_1008_[3] = l_1005_;
        float _e1948 = l_mut_210_;
        a_1008_[4] = _e1948;
        a_1008_[5] = l_1006_;
        float _e1951 = l_mut_209_;
        a_1008_[6] = _e1951;
        a_1008_[7] = l_1007_;
        float l_1009_ = a_1008_[7];
        l_mut_903_ = l_1009_;
        float l_1010_ = a_1008_[6];
        float _e1957 = l_mut_903_;
        float l_1011_ = (l_1010_ + _e1957);
        bool l_1012_ = (l_4_ != 0.0);
        float l_1013_ = (l_1012_ ? l_1011_ : l_4_);
        float l_1014_ = (l_1013_ - l_1010_);
        bool l_1015_ = (l_4_ != 0.0);
        float l_1016_ = (l_1015_ ? l_1014_ : l_4_);
        float l_1017_ = (l_1013_ - l_1016_);
        bool l_1018_ = (l_4_ != 0.0);
        float l_1019_ = (l_1018_ ? l_1017_ : l_4_);
        float l_1020_ = (l_1010_ - l_1019_);
        float _e1971 = l_mut_903_;
        float l_1021_ = (_e1971 - l_1016_);
        float l_1022_ = (l_1020_ + l_1021_);
        a_1008_[7] = l_1022_;
        l_mut_903_ = l_1013_;
        float l_1023_ = a_1008_[5];
        float _e1977 = l_mut_903_;
        float l_1024_ = (l_1023_ + _e1977);
        bool l_1025_ = (l_4_ != 0.0);
        float l_1026_ = (l_1025_ ? l_1024_ : l_4_);
        float l_1027_ = (l_1026_ - l_1023_);
        bool l_1028_ = (l_4_ != 0.0);
        float l_1029_ = (l_1028_ ? l_1027_ : l_4_);
        float l_1030_ = (l_1026_ - l_1029_);
        bool l_1031_ = (l_4_ != 0.0);
        float l_1032_ = (l_1031_ ? l_1030_ : l_4_);
        float l_1033_ = (l_1023_ - l_1032_);
        float _e1991 = l_mut_903_;
        float l_1034_ = (_e1991 - l_1029_);
        float l_1035_ = (l_1033_ + l_1034_);
        a_1008_[6] = l_1035_;
        l_mut_903_ = l_1026_;
        float l_1036_ = a_1008_[4];
        float _e1997 = l_mut_903_;
        float l_1037_ = (l_1036_ + _e1997);
        bool l_1038_ = (l_4_ != 0.0);
        float l_1039_ = (l_1038_ ? l_1037_ : l_4_);
        float l_1040_ = (l_1039_ - l_1036_);
        bool l_1041_ = (l_4_ != 0.0);
        float l_1042_ = (l_1041_ ? l_1040_ : l_4_);
        float l_1043_ = (l_1039_ - l_1042_);
        bool l_1044_ = (l_4_ != 0.0);
        float l_1045_ = (l_1044_ ? l_1043_ : l_4_);
        float l_1046_ = (l_1036_ - l_1045_);
        float _e2011 = l_mut_903_;
        float l_1047_ = (_e2011 - l_1042_);
        float l_1048_ = (l_1046_ + l_1047_);
        a_1008_[5] = l_1048_;
        l_mut_903_ = l_1039_;
        float l_1049_ = a_1008_[3];
        float _e2017 = l_mut_903_;
        float l_1050_ = (l_1049_ + _e2017);
        bool l_1051_ = (l_4_ != 0.0);
        float l_1052_ = (l_1051_ ? l_1050_ : l_4_);
        float l_1053_ = (l_1052_ - l_1049_);
        bool l_1054_ = (l_4_ != 0.0);
        float l_1055_ = (l_1054_ ? l_1053_ : l_4_);
        float l_1056_ = (l_1052_ - l_1055_);
        bool l_1057_ = (l_4_ != 0.0);
        float l_1058_ = (l_1057_ ? l_1056_ : l_4_);
        float l_1059_ = (l_1049_ - l_1058_);
        float _e2031 = l_mut_903_;
        float l_1060_ = (_e2031 - l_1055_);
        float l_1061_ = (l_1059_ + l_1060_);
        a_1008_[4] = l_1061_;
        l_mut_903_ = l_1052_;
        float l_1062_ = a_1008_[2];
        float _e2037 = l_mut_903_;
        float l_1063_ = (l_1062_ + _e2037);
        bool l_1064_ = (l_4_ != 0.0);
        float l_1065_ = (l_1064_ ? l_1063_ : l_4_);
        float l_1066_ = (l_1065_ - l_1062_);
        bool l_1067_ = (l_4_ != 0.0);
        float l_1068_ = (l_1067_ ? l_1066_ : l_4_);
        float l_1069_ = (l_1065_ - l_1068_);
        bool l_1070_ = (l_4_ != 0.0);
        float l_1071_ = (l_1070_ ? l_1069_ : l_4_);
        float l_1072_ = (l_1062_ - l_1071_);
        float _e2051 = l_mut_903_;
        float l_1073_ = (_e2051 - l_1068_);
        float l_1074_ = (l_1072_ + l_1073_);
        a_1008_[3] = l_1074_;
        l_mut_903_ = l_1065_;
        float l_1075_ = a_1008_[1];
        float _e2057 = l_mut_903_;
        float l_1076_ = (l_1075_ + _e2057);
        bool l_1077_ = (l_4_ != 0.0);
        float l_1078_ = (l_1077_ ? l_1076_ : l_4_);
        float l_1079_ = (l_1078_ - l_1075_);
        bool l_1080_ = (l_4_ != 0.0);
        float l_1081_ = (l_1080_ ? l_1079_ : l_4_);
        float l_1082_ = (l_1078_ - l_1081_);
        bool l_1083_ = (l_4_ != 0.0);
        float l_1084_ = (l_1083_ ? l_1082_ : l_4_);
        float l_1085_ = (l_1075_ - l_1084_);
        float _e2071 = l_mut_903_;
        float l_1086_ = (_e2071 - l_1081_);
        float l_1087_ = (l_1085_ + l_1086_);
        a_1008_[2] = l_1087_;
        l_mut_903_ = l_1078_;
        float l_1088_ = a_1008_[0];
        float _e2077 = l_mut_903_;
        float l_1089_ = (l_1088_ + _e2077);
        bool l_1090_ = (l_4_ != 0.0);
        float l_1091_ = (l_1090_ ? l_1089_ : l_4_);
        float l_1092_ = (l_1091_ - l_1088_);
        bool l_1093_ = (l_4_ != 0.0);
        float l_1094_ = (l_1093_ ? l_1092_ : l_4_);
        float l_1095_ = (l_1091_ - l_1094_);
        bool l_1096_ = (l_4_ != 0.0);
        float l_1097_ = (l_1096_ ? l_1095_ : l_4_);
        float l_1098_ = (l_1088_ - l_1097_);
        float _e2091 = l_mut_903_;
        float l_1099_ = (_e2091 - l_1094_);
        float l_1100_ = (l_1098_ + l_1099_);
        a_1008_[1] = l_1100_;
        l_mut_903_ = l_1091_;
        float _e2096 = l_mut_903_;
        a_1008_[0] = _e2096;
        float l_1101_ = a_1008_[7];
        l_mut_903_ = l_1101_;
        float l_1102_ = a_1008_[6];
        float _e2101 = l_mut_903_;
        float l_1103_ = (l_1102_ + _e2101);
        bool l_1104_ = (l_4_ != 0.0);
        float l_1105_ = (l_1104_ ? l_1103_ : l_4_);
        float l_1106_ = (l_1105_ - l_1102_);
        bool l_1107_ = (l_4_ != 0.0);
        float l_1108_ = (l_1107_ ? l_1106_ : l_4_);
        float l_1109_ = (l_1105_ - l_1108_);
        bool l_1110_ = (l_4_ != 0.0);
        float l_1111_ = (l_1110_ ? l_1109_ : l_4_);
        float l_1112_ = (l_1102_ - l_1111_);
        float _e2115 = l_mut_903_;
        float l_1113_ = (_e2115 - l_1108_);
        float l_1114_ = (l_1112_ + l_1113_);
        a_1008_[7] = l_1114_;
        l_mut_903_ = l_1105_;
        float l_1115_ = a_1008_[5];
        float _e2121 = l_mut_903_;
        float l_1116_ = (l_1115_ + _e2121);
        bool l_1117_ = (l_4_ != 0.0);
        float l_1118_ = (l_1117_ ? l_1116_ : l_4_);
        float l_1119_ = (l_1118_ - l_1115_);
        bool l_1120_ = (l_4_ != 0.0);
        float l_1121_ = (l_1120_ ? l_1119_ : l_4_);
        float l_1122_ = (l_1118_ - l_1121_);
        bool l_1123_ = (l_4_ != 0.0);
        float l_1124_ = (l_1123_ ? l_1122_ : l_4_);
        float l_1125_ = (l_1115_ - l_1124_);
        float _e2135 = l_mut_903_;
        float l_1126_ = (_e2135 - l_1121_);
        float l_1127_ = (l_1125_ + l_1126_);
        a_1008_[6] = l_1127_;
        l_mut_903_ = l_1118_;
        float l_1128_ = a_1008_[4];
        float _e2141 = l_mut_903_;
        float l_1129_ = (l_1128_ + _e2141);
        bool l_1130_ = (l_4_ != 0.0);
        float l_1131_ = (l_1130_ ? l_1129_ : l_4_);
        float l_1132_ = (l_1131_ - l_1128_);
        bool l_1133_ = (l_4_ != 0.0);
        float l_1134_ = (l_1133_ ? l_1132_ : l_4_);
        float l_1135_ = (l_1131_ - l_1134_);
        bool l_1136_ = (l_4_ != 0.0);
        float l_1137_ = (l_1136_ ? l_1135_ : l_4_);
        float l_1138_ = (l_1128_ - l_1137_);
        float _e2155 = l_mut_903_;
        float l_1139_ = (_e2155 - l_1134_);
        float l_1140_ = (l_1138_ + l_1139_);
        a_1008_[5] = l_1140_;
        l_mut_903_ = l_1131_;
        float l_1141_ = a_1008_[3];
        float _e2161 = l_mut_903_;
        float l_1142_ = (l_1141_ + _e2161);
        bool l_1143_ = (l_4_ != 0.0);
        float l_1144_ = (l_1143_ ? l_1142_ : l_4_);
        float l_1145_ = (l_1144_ - l_1141_);
        bool l_1146_ = (l_4_ != 0.0);
        float l_1147_ = (l_1146_ ? l_1145_ : l_4_);
        float l_1148_ = (l_1144_ - l_1147_);
        bool l_1149_ = (l_4_ != 0.0);
        float l_1150_ = (l_1149_ ? l_1148_ : l_4_);
        float l_1151_ = (l_1141_ - l_1150_);
        float _e2175 = l_mut_903_;
        float l_1152_ = (_e2175 - l_1147_);
        float l_1153_ = (l_1151_ + l_1152_);
        a_1008_[4] = l_1153_;
        l_mut_903_ = l_1144_;
        float l_1154_ = a_1008_[2];
        float _e2181 = l_mut_903_;
        float l_1155_ = (l_1154_ + _e2181);
        bool l_1156_ = (l_4_ != 0.0);
        float l_1157_ = (l_1156_ ? l_1155_ : l_4_);
        float l_1158_ = (l_1157_ - l_1154_);
        bool l_1159_ = (l_4_ != 0.0);
        float l_1160_ = (l_1159_ ? l_1158_ : l_4_);
        float l_1161_ = (l_1157_ - l_1160_);
        bool l_1162_ = (l_4_ != 0.0);
        float l_1163_ = (l_1162_ ? l_1161_ : l_4_);
        float l_1164_ = (l_1154_ - l_1163_);
        float _e2195 = l_mut_903_;
        float l_1165_ = (_e2195 - l_1160_);
        float l_1166_ = (l_1164_ + l_1165_);
        a_1008_[3] = l_1166_;
        l_mut_903_ = l_1157_;
        float l_1167_ = a_1008_[1];
        float _e2201 = l_mut_903_;
        float l_1168_ = (l_1167_ + _e2201);
        bool l_1169_ = (l_4_ != 0.0);
        float l_1170_ = (l_1169_ ? l_1168_ : l_4_);
        float l_1171_ = (l_1170_ - l_1167_);
        bool l_1172_ = (l_4_ != 0.0);
        float l_1173_ = (l_1172_ ? l_1171_ : l_4_);
        float l_1174_ = (l_1170_ - l_1173_);
        bool l_1175_ = (l_4_ != 0.0);
        float l_1176_ = (l_1175_ ? l_1174_ : l_4_);
        float l_1177_ = (l_1167_ - l_1176_);
        float _e2215 = l_mut_903_;
        float l_1178_ = (_e2215 - l_1173_);
        float l_1179_ = (l_1177_ + l_1178_);
        a_1008_[2] = l_1179_;
        l_mut_903_ = l_1170_;
        float l_1180_ = a_1008_[0];
        float _e2221 = l_mut_903_;
        float l_1181_ = (l_1180_ + _e2221);
        bool l_1182_ = (l_4_ != 0.0);
        float l_1183_ = (l_1182_ ? l_1181_ : l_4_);
        float l_1184_ = (l_1183_ - l_1180_);
        bool l_1185_ = (l_4_ != 0.0);
        float l_1186_ = (l_1185_ ? l_1184_ : l_4_);
        float l_1187_ = (l_1183_ - l_1186_);
        bool l_1188_ = (l_4_ != 0.0);
        float l_1189_ = (l_1188_ ? l_1187_ : l_4_);
        float l_1190_ = (l_1180_ - l_1189_);
        float _e2235 = l_mut_903_;
        float l_1191_ = (_e2235 - l_1186_);
        float l_1192_ = (l_1190_ + l_1191_);
        a_1008_[1] = l_1192_;
        l_mut_903_ = l_1183_;
        float _e2240 = l_mut_903_;
        a_1008_[0] = _e2240;
        l_mut_903_ = 0.0;
        l_mut_902_ = 0.0;
        l_mut_901_ = 0.0;
        l_mut_900_ = 0.0;
        float l_1193_ = a_1008_[0];
        l_mut_208_ = l_1193_;
        l_mut_213_ = 0u;
        float l_1194_ = a_1008_[1];
        float _e2250 = l_mut_208_;
        float l_1195_ = (_e2250 + l_1194_);
        bool l_1196_ = (l_4_ != 0.0);
        float l_1197_ = (l_1196_ ? l_1195_ : l_4_);
        float _e2255 = l_mut_208_;
        float l_1198_ = (l_1197_ - _e2255);
        bool l_1199_ = (l_4_ != 0.0);
        float l_1200_ = (l_1199_ ? l_1198_ : l_4_);
        float l_1201_ = (l_1197_ - l_1200_);
        bool l_1202_ = (l_4_ != 0.0);
        float l_1203_ = (l_1202_ ? l_1201_ : l_4_);
        float _e2264 = l_mut_208_;
        float l_1204_ = (_e2264 - l_1203_);
        float l_1205_ = (l_1194_ - l_1200_);
        float l_1206_ = (l_1204_ + l_1205_);
        uint _e2268 = l_mut_213_;
        bool l_1207_ = (_e2268 < 3u);
        bool l_1208_ = (l_1206_ != 0.0);
        if (l_1207_) {
            local_60 = l_1208_;
        } else {
            local_60 = false;
        }
        bool l_1209_ = local_60;
        uint _e2277 = l_mut_213_;
        bool l_1210_ = (_e2277 == 0u);
        if (l_1209_) {
            local_61 = l_1210_;
        } else {
            local_61 = false;
        }
        bool l_1211_ = local_61;
        float _e2284 = l_mut_903_;
        float l_1212_ = (l_1211_ ? l_1197_ : _e2284);
        l_mut_903_ = l_1212_;
        uint _e2286 = l_mut_213_;
        bool l_1213_ = (_e2286 == 1u);
        if (l_1209_) {
            local_62 = l_1213_;
        } else {
            local_62 = false;
        }
        bool l_1214_ = local_62;
        float _e2293 = l_mut_902_;
        float l_1215_ = (l_1214_ ? l_1197_ : _e2293);
        l_mut_902_ = l_1215_;
        uint _e2295 = l_mut_213_;
        bool l_1216_ = (_e2295 == 2u);
        if (l_1209_) {
            local_63 = l_1216_;
        } else {
            local_63 = false;
        }
        bool l_1217_ = local_63;
        float _e2302 = l_mut_901_;
        float l_1218_ = (l_1217_ ? l_1197_ : _e2302);
        l_mut_901_ = l_1218_;
        float l_1219_ = (l_1209_ ? l_1206_ : l_1197_);
        float _e2305 = l_mut_208_;
        float l_1220_ = (_e2305 + l_1194_);
        float l_1221_ = (l_1207_ ? l_1219_ : l_1220_);
        l_mut_208_ = l_1221_;
        uint l_1222_ = uint(l_1209_);
        uint _e2309 = l_mut_213_;
        l_mut_213_ = (_e2309 + l_1222_);
        float l_1223_ = a_1008_[2];
        float _e2313 = l_mut_208_;
        float l_1224_ = (_e2313 + l_1223_);
        bool l_1225_ = (l_4_ != 0.0);
        float l_1226_ = (l_1225_ ? l_1224_ : l_4_);
        float _e2318 = l_mut_208_;
        float l_1227_ = (l_1226_ - _e2318);
        bool l_1228_ = (l_4_ != 0.0);
        float l_1229_ = (l_1228_ ? l_1227_ : l_4_);
        float l_1230_ = (l_1226_ - l_1229_);
        bool l_1231_ = (l_4_ != 0.0);
        float l_1232_ = (l_1231_ ? l_1230_ : l_4_);
        float _e2327 = l_mut_208_;
        float l_1233_ = (_e2327 - l_1232_);
        float l_1234_ = (l_1223_ - l_1229_);
        float l_1235_ = (l_1233_ + l_1234_);
        uint _e2331 = l_mut_213_;
        bool l_1236_ = (_e2331 < 3u);
        bool l_1237_ = (l_1235_ != 0.0);
        if (l_1236_) {
            local_64 = l_1237_;
        } else {
            local_64 = false;
        }
        bool l_1238_ = local_64;
        uint _e2340 = l_mut_213_;
        bool l_1239_ = (_e2340 == 0u);
        if (l_1238_) {
            local_65 = l_1239_;
        } else {
            local_65 = false;
        }
        bool l_1240_ = local_65;
        float _e2347 = l_mut_903_;
        float l_1241_ = (l_1240_ ? l_1226_ : _e2347);
        l_mut_903_ = l_1241_;
        uint _e2349 = l_mut_213_;
        bool l_1242_ = (_e2349 == 1u);
        if (l_1238_) {
            local_66 = l_1242_;
        } else {
            local_66 = false;
        }
        bool l_1243_ = local_66;
        float _e2356 = l_mut_902_;
        float l_1244_ = (l_1243_ ? l_1226_ : _e2356);
        l_mut_902_ = l_1244_;
        uint _e2358 = l_mut_213_;
        bool l_1245_ = (_e2358 == 2u);
        if (l_1238_) {
            local_67 = l_1245_;
        } else {
            local_67 = false;
        }
        bool l_1246_ = local_67;
        float _e2365 = l_mut_901_;
        float l_1247_ = (l_1246_ ? l_1226_ : _e2365);
        l_mut_901_ = l_1247_;
        float l_1248_ = (l_1238_ ? l_1235_ : l_1226_);
        float _e2368 = l_mut_208_;
        float l_1249_ = (_e2368 + l_1223_);
        float l_1250_ = (l_1236_ ? l_1248_ : l_1249_);
        l_mut_208_ = l_1250_;
        uint l_1251_ = uint(l_1238_);
        uint _e2372 = l_mut_213_;
        l_mut_213_ = (_e2372 + l_1251_);
        float l_1252_ = a_1008_[3];
        float _e2376 = l_mut_208_;
        float l_1253_ = (_e2376 + l_1252_);
        bool l_1254_ = (l_4_ != 0.0);
        float l_1255_ = (l_1254_ ? l_1253_ : l_4_);
        float _e2381 = l_mut_208_;
        float l_1256_ = (l_1255_ - _e2381);
        bool l_1257_ = (l_4_ != 0.0);
        float l_1258_ = (l_1257_ ? l_1256_ : l_4_);
        float l_1259_ = (l_1255_ - l_1258_);
        bool l_1260_ = (l_4_ != 0.0);
        float l_1261_ = (l_1260_ ? l_1259_ : l_4_);
        float _e2390 = l_mut_208_;
        float l_1262_ = (_e2390 - l_1261_);
        float l_1263_ = (l_1252_ - l_1258_);
        float l_1264_ = (l_1262_ + l_1263_);
        uint _e2394 = l_mut_213_;
        bool l_1265_ = (_e2394 < 3u);
        bool l_1266_ = (l_1264_ != 0.0);
        if (l_1265_) {
            local_68 = l_1266_;
        } else {
            local_68 = false;
        }
        bool l_1267_ = local_68;
        uint _e2403 = l_mut_213_;
        bool l_1268_ = (_e2403 == 0u);
        if (l_1267_) {
            local_69 = l_1268_;
        } else {
            local_69 = false;
        }
        bool l_1269_ = local_69;
        float _e2410 = l_mut_903_;
        float l_1270_ = (l_1269_ ? l_1255_ : _e2410);
        l_mut_903_ = l_1270_;
        uint _e2412 = l_mut_213_;
        bool l_1271_ = (_e2412 == 1u);
        if (l_1267_) {
            local_70 = l_1271_;
        } else {
            local_70 = false;
        }
        bool l_1272_ = local_70;
        float _e2419 = l_mut_902_;
        float l_1273_ = (l_1272_ ? l_1255_ : _e2419);
        l_mut_902_ = l_1273_;
        uint _e2421 = l_mut_213_;
        bool l_1274_ = (_e2421 == 2u);
        if (l_1267_) {
            local_71 = l_1274_;
        } else {
            local_71 = false;
        }
        bool l_1275_ = local_71;
        float _e2428 = l_mut_901_;
        float l_1276_ = (l_1275_ ? l_1255_ : _e2428);
        l_mut_901_ = l_1276_;
        float l_1277_ = (l_1267_ ? l_1264_ : l_1255_);
        float _e2431 = l_mut_208_;
        float l_1278_ = (_e2431 + l_1252_);
        float l_1279_ = (l_1265_ ? l_1277_ : l_1278_);
        l_mut_208_ = l_1279_;
        uint l_1280_ = uint(l_1267_);
        uint _e2435 = l_mut_213_;
        l_mut_213_ = (_e2435 + l_1280_);
        float l_1281_ = a_1008_[4];
        float _e2439 = l_mut_208_;
        float l_1282_ = (_e2439 + l_1281_);
        bool l_1283_ = (l_4_ != 0.0);
        float l_1284_ = (l_1283_ ? l_1282_ : l_4_);
        float _e2444 = l_mut_208_;
        float l_1285_ = (l_1284_ - _e2444);
        bool l_1286_ = (l_4_ != 0.0);
        float l_1287_ = (l_1286_ ? l_1285_ : l_4_);
        float l_1288_ = (l_1284_ - l_1287_);
        bool l_1289_ = (l_4_ != 0.0);
        float l_1290_ = (l_1289_ ? l_1288_ : l_4_);
        float _e2453 = l_mut_208_;
        float l_1291_ = (_e2453 - l_1290_);
        float l_1292_ = (l_1281_ - l_1287_);
        float l_1293_ = (l_1291_ + l_1292_);
        uint _e2457 = l_mut_213_;
        bool l_1294_ = (_e2457 < 3u);
        bool l_1295_ = (l_1293_ != 0.0);
        if (l_1294_) {
            local_72 = l_1295_;
        } else {
            local_72 = false;
        }
        bool l_1296_ = local_72;
        uint _e2466 = l_mut_213_;
        bool l_1297_ = (_e2466 == 0u);
        if (l_1296_) {
            local_73 = l_1297_;
        } else {
            local_73 = false;
        }
        bool l_1298_ = local_73;
        float _e2473 = l_mut_903_;
        float l_1299_ = (l_1298_ ? l_1284_ : _e2473);
        l_mut_903_ = l_1299_;
        uint _e2475 = l_mut_213_;
        bool l_1300_ = (_e2475 == 1u);
        if (l_1296_) {
            local_74 = l_1300_;
        } else {
            local_74 = false;
        }
        bool l_1301_ = local_74;
        float _e2482 = l_mut_902_;
        float l_1302_ = (l_1301_ ? l_1284_ : _e2482);
        l_mut_902_ = l_1302_;
        uint _e2484 = l_mut_213_;
        bool l_1303_ = (_e2484 == 2u);
        if (l_1296_) {
            local_75 = l_1303_;
        } else {
            local_75 = false;
        }
        bool l_1304_ = local_75;
        float _e2491 = l_mut_901_;
        float l_1305_ = (l_1304_ ? l_1284_ : _e2491);
        l_mut_901_ = l_1305_;
        float l_1306_ = (l_1296_ ? l_1293_ : l_1284_);
        float _e2494 = l_mut_208_;
        float l_1307_ = (_e2494 + l_1281_);
        float l_1308_ = (l_1294_ ? l_1306_ : l_1307_);
        l_mut_208_ = l_1308_;
        uint l_1309_ = uint(l_1296_);
        uint _e2498 = l_mut_213_;
        l_mut_213_ = (_e2498 + l_1309_);
        float l_1310_ = a_1008_[5];
        float _e2502 = l_mut_208_;
        float l_1311_ = (_e2502 + l_1310_);
        bool l_1312_ = (l_4_ != 0.0);
        float l_1313_ = (l_1312_ ? l_1311_ : l_4_);
        float _e2507 = l_mut_208_;
        float l_1314_ = (l_1313_ - _e2507);
        bool l_1315_ = (l_4_ != 0.0);
        float l_1316_ = (l_1315_ ? l_1314_ : l_4_);
        float l_1317_ = (l_1313_ - l_1316_);
        bool l_1318_ = (l_4_ != 0.0);
        float l_1319_ = (l_1318_ ? l_1317_ : l_4_);
        float _e2516 = l_mut_208_;
        float l_1320_ = (_e2516 - l_1319_);
        float l_1321_ = (l_1310_ - l_1316_);
        float l_1322_ = (l_1320_ + l_1321_);
        uint _e2520 = l_mut_213_;
        bool l_1323_ = (_e2520 < 3u);
        bool l_1324_ = (l_1322_ != 0.0);
        if (l_1323_) {
            local_76 = l_1324_;
        } else {
            local_76 = false;
        }
        bool l_1325_ = local_76;
        uint _e2529 = l_mut_213_;
        bool l_1326_ = (_e2529 == 0u);
        if (l_1325_) {
            local_77 = l_1326_;
        } else {
            local_77 = false;
        }
        bool l_1327_ = local_77;
        float _e2536 = l_mut_903_;
        float l_1328_ = (l_1327_ ? l_1313_ : _e2536);
        l_mut_903_ = l_1328_;
        uint _e2538 = l_mut_213_;
        bool l_1329_ = (_e2538 == 1u);
        if (l_1325_) {
            local_78 = l_1329_;
        } else {
            local_78 = false;
        }
        bool l_1330_ = local_78;
        float _e2545 = l_mut_902_;
        float l_1331_ = (l_1330_ ? l_1313_ : _e2545);
        l_mut_902_ = l_1331_;
        uint _e2547 = l_mut_213_;
        bool l_1332_ = (_e2547 == 2u);
        if (l_1325_) {
            local_79 = l_1332_;
        } else {
            local_79 = false;
        }
        bool l_1333_ = local_79;
        float _e2554 = l_mut_901_;
        float l_1334_ = (l_1333_ ? l_1313_ : _e2554);
        l_mut_901_ = l_1334_;
        float l_1335_ = (l_1325_ ? l_1322_ : l_1313_);
        float _e2557 = l_mut_208_;
        float l_1336_ = (_e2557 + l_1310_);
        float l_1337_ = (l_1323_ ? l_1335_ : l_1336_);
        l_mut_208_ = l_1337_;
        uint l_1338_ = uint(l_1325_);
        uint _e2561 = l_mut_213_;
        l_mut_213_ = (_e2561 + l_1338_);
        float l_1339_ = a_1008_[6];
        float _e2565 = l_mut_208_;
        float l_1340_ = (_e2565 + l_1339_);
        bool l_1341_ = (l_4_ != 0.0);
        float l_1342_ = (l_1341_ ? l_1340_ : l_4_);
        float _e2570 = l_mut_208_;
        float l_1343_ = (l_1342_ - _e2570);
        bool l_1344_ = (l_4_ != 0.0);
        float l_1345_ = (l_1344_ ? l_1343_ : l_4_);
        float l_1346_ = (l_1342_ - l_1345_);
        bool l_1347_ = (l_4_ != 0.0);
        float l_1348_ = (l_1347_ ? l_1346_ : l_4_);
        float _e2579 = l_mut_208_;
        float l_1349_ = (_e2579 - l_1348_);
        float l_1350_ = (l_1339_ - l_1345_);
        float l_1351_ = (l_1349_ + l_1350_);
        uint _e2583 = l_mut_213_;
        bool l_1352_ = (_e2583 < 3u);
        bool l_1353_ = (l_1351_ != 0.0);
        if (l_1352_) {
            local_80 = l_1353_;
        } else {
            local_80 = false;
        }
        bool l_1354_ = local_80;
        uint _e2592 = l_mut_213_;
        bool l_1355_ = (_e2592 == 0u);
        if (l_1354_) {
            local_81 = l_1355_;
        } else {
            local_81 = false;
        }
        bool l_1356_ = local_81;
        float _e2599 = l_mut_903_;
        float l_1357_ = (l_1356_ ? l_1342_ : _e2599);
        l_mut_903_ = l_1357_;
        uint _e2601 = l_mut_213_;
        bool l_1358_ = (_e2601 == 1u);
        if (l_1354_) {
            local_82 = l_1358_;
        } else {
            local_82 = false;
        }
        bool l_1359_ = local_82;
        float _e2608 = l_mut_902_;
        float l_1360_ = (l_1359_ ? l_1342_ : _e2608);
        l_mut_902_ = l_1360_;
        uint _e2610 = l_mut_213_;
        bool l_1361_ = (_e2610 == 2u);
        if (l_1354_) {
            local_83 = l_1361_;
        } else {
            local_83 = false;
        }
        bool l_1362_ = local_83;
        float _e2617 = l_mut_901_;
        float l_1363_ = (l_1362_ ? l_1342_ : _e2617);
        l_mut_901_ = l_1363_;
        float l_1364_ = (l_1354_ ? l_1351_ : l_1342_);
        float _e2620 = l_mut_208_;
        float l_1365_ = (_e2620 + l_1339_);
        float l_1366_ = (l_1352_ ? l_1364_ : l_1365_);
        l_mut_208_ = l_1366_;
        uint l_1367_ = uint(l_1354_);
        uint _e2624 = l_mut_213_;
        l_mut_213_ = (_e2624 + l_1367_);
        float l_1368_ = a_1008_[7];
        float _e2628 = l_mut_208_;
        float l_1369_ = (_e2628 + l_1368_);
        bool l_1370_ = (l_4_ != 0.0);
        float l_1371_ = (l_1370_ ? l_1369_ : l_4_);
        float _e2633 = l_mut_208_;
        float l_1372_ = (l_1371_ - _e2633);
        bool l_1373_ = (l_4_ != 0.0);
        float l_1374_ = (l_1373_ ? l_1372_ : l_4_);
        float l_1375_ = (l_1371_ - l_1374_);
        bool l_1376_ = (l_4_ != 0.0);
        float l_1377_ = (l_1376_ ? l_1375_ : l_4_);
        float _e2642 = l_mut_208_;
        float l_1378_ = (_e2642 - l_1377_);
        float l_1379_ = (l_1368_ - l_1374_);
        float l_1380_ = (l_1378_ + l_1379_);
        uint _e2646 = l_mut_213_;
        bool l_1381_ = (_e2646 < 3u);
        bool l_1382_ = (l_1380_ != 0.0);
        if (l_1381_) {
            local_84 = l_1382_;
        } else {
            local_84 = false;
        }
        bool l_1383_ = local_84;
        uint _e2655 = l_mut_213_;
        bool l_1384_ = (_e2655 == 0u);
        if (l_1383_) {
            local_85 = l_1384_;
        } else {
            local_85 = false;
        }
        bool l_1385_ = local_85;
        float _e2662 = l_mut_903_;
        float l_1386_ = (l_1385_ ? l_1371_ : _e2662);
        l_mut_903_ = l_1386_;
        uint _e2664 = l_mut_213_;
        bool l_1387_ = (_e2664 == 1u);
        if (l_1383_) {
            local_86 = l_1387_;
        } else {
            local_86 = false;
        }
        bool l_1388_ = local_86;
        float _e2671 = l_mut_902_;
        float l_1389_ = (l_1388_ ? l_1371_ : _e2671);
        l_mut_902_ = l_1389_;
        uint _e2673 = l_mut_213_;
        bool l_1390_ = (_e2673 == 2u);
        if (l_1383_) {
            local_87 = l_1390_;
        } else {
            local_87 = false;
        }
        bool l_1391_ = local_87;
        float _e2680 = l_mut_901_;
        float l_1392_ = (l_1391_ ? l_1371_ : _e2680);
        l_mut_901_ = l_1392_;
        float l_1393_ = (l_1383_ ? l_1380_ : l_1371_);
        float _e2683 = l_mut_208_;
        float l_1394_ = (_e2683 + l_1368_);
        float l_1395_ = (l_1381_ ? l_1393_ : l_1394_);
        l_mut_208_ = l_1395_;
        uint l_1396_ = uint(l_1383_);
        uint _e2687 = l_mut_213_;
        l_mut_213_ = (_e2687 + l_1396_);
        uint _e2689 = l_mut_213_;
        bool l_1397_ = (_e2689 == 0u);
        float _e2692 = l_mut_903_;
        float _e2693 = l_mut_208_;
        float l_1398_ = (l_1397_ ? _e2693 : _e2692);
        l_mut_903_ = l_1398_;
        uint _e2695 = l_mut_213_;
        bool l_1399_ = (_e2695 == 1u);
        float _e2698 = l_mut_902_;
        float _e2699 = l_mut_208_;
        float l_1400_ = (l_1399_ ? _e2699 : _e2698);
        l_mut_902_ = l_1400_;
        uint _e2701 = l_mut_213_;
        bool l_1401_ = (_e2701 == 2u);
        float _e2704 = l_mut_901_;
        float _e2705 = l_mut_208_;
        float l_1402_ = (l_1401_ ? _e2705 : _e2704);
        l_mut_901_ = l_1402_;
        uint _e2707 = l_mut_213_;
        bool l_1403_ = (_e2707 == 3u);
        float _e2710 = l_mut_900_;
        float _e2711 = l_mut_208_;
        float l_1404_ = (l_1403_ ? _e2711 : _e2710);
        l_mut_900_ = l_1404_;
        float _e2713 = l_mut_903_;
        float l_1405_ = (_e2713 / l_14_);
        float l_1406_ = (l_14_ * l_1405_);
        bool l_1407_ = (l_4_ != 0.0);
        float l_1408_ = (l_1407_ ? l_1406_ : l_4_);
        float l_1409_ = (l_3_ * l_14_);
        bool l_1410_ = (l_4_ != 0.0);
        float l_1411_ = (l_1410_ ? l_1409_ : l_4_);
        float l_1412_ = (l_1411_ - l_14_);
        bool l_1413_ = (l_4_ != 0.0);
        float l_1414_ = (l_1413_ ? l_1412_ : l_4_);
        float l_1415_ = (l_1411_ - l_1414_);
        float l_1416_ = (l_14_ - l_1415_);
        float l_1417_ = (l_3_ * l_1405_);
        bool l_1418_ = (l_4_ != 0.0);
        float l_1419_ = (l_1418_ ? l_1417_ : l_4_);
        float l_1420_ = (l_1419_ - l_1405_);
        bool l_1421_ = (l_4_ != 0.0);
        float l_1422_ = (l_1421_ ? l_1420_ : l_4_);
        float l_1423_ = (l_1419_ - l_1422_);
        float l_1424_ = (l_1405_ - l_1423_);
        float l_1425_ = (l_1415_ * l_1423_);
        float l_1426_ = (l_1425_ - l_1408_);
        float l_1427_ = (l_1415_ * l_1424_);
        float l_1428_ = (l_1426_ + l_1427_);
        float l_1429_ = (l_1416_ * l_1423_);
        float l_1430_ = (l_1428_ + l_1429_);
        float l_1431_ = (l_1416_ * l_1424_);
        float l_1432_ = (l_1430_ + l_1431_);
        float l_1433_ = (l_16_ * l_1405_);
        bool l_1434_ = (l_4_ != 0.0);
        float l_1435_ = (l_1434_ ? l_1433_ : l_4_);
        float l_1436_ = (l_3_ * l_16_);
        bool l_1437_ = (l_4_ != 0.0);
        float l_1438_ = (l_1437_ ? l_1436_ : l_4_);
        float l_1439_ = (l_1438_ - l_16_);
        bool l_1440_ = (l_4_ != 0.0);
        float l_1441_ = (l_1440_ ? l_1439_ : l_4_);
        float l_1442_ = (l_1438_ - l_1441_);
        float l_1443_ = (l_16_ - l_1442_);
        float l_1444_ = (l_3_ * l_1405_);
        bool l_1445_ = (l_4_ != 0.0);
        float l_1446_ = (l_1445_ ? l_1444_ : l_4_);
        float l_1447_ = (l_1446_ - l_1405_);
        bool l_1448_ = (l_4_ != 0.0);
        float l_1449_ = (l_1448_ ? l_1447_ : l_4_);
        float l_1450_ = (l_1446_ - l_1449_);
        float l_1451_ = (l_1405_ - l_1450_);
        float l_1452_ = (l_1442_ * l_1450_);
        float l_1453_ = (l_1452_ - l_1435_);
        float l_1454_ = (l_1442_ * l_1451_);
        float l_1455_ = (l_1453_ + l_1454_);
        float l_1456_ = (l_1443_ * l_1450_);
        float l_1457_ = (l_1455_ + l_1456_);
        float l_1458_ = (l_1443_ * l_1451_);
        float l_1459_ = (l_1457_ + l_1458_);
        float l_1460_ = (l_19_ * l_1405_);
        bool l_1461_ = (l_4_ != 0.0);
        float l_1462_ = (l_1461_ ? l_1460_ : l_4_);
        float l_1463_ = (l_3_ * l_19_);
        bool l_1464_ = (l_4_ != 0.0);
        float l_1465_ = (l_1464_ ? l_1463_ : l_4_);
        float l_1466_ = (l_1465_ - l_19_);
        bool l_1467_ = (l_4_ != 0.0);
        float l_1468_ = (l_1467_ ? l_1466_ : l_4_);
        float l_1469_ = (l_1465_ - l_1468_);
        float l_1470_ = (l_19_ - l_1469_);
        float l_1471_ = (l_3_ * l_1405_);
        bool l_1472_ = (l_4_ != 0.0);
        float l_1473_ = (l_1472_ ? l_1471_ : l_4_);
        float l_1474_ = (l_1473_ - l_1405_);
        bool l_1475_ = (l_4_ != 0.0);
        float l_1476_ = (l_1475_ ? l_1474_ : l_4_);
        float l_1477_ = (l_1473_ - l_1476_);
        float l_1478_ = (l_1405_ - l_1477_);
        float l_1479_ = (l_1469_ * l_1477_);
        float l_1480_ = (l_1479_ - l_1462_);
        float l_1481_ = (l_1469_ * l_1478_);
        float l_1482_ = (l_1480_ + l_1481_);
        float l_1483_ = (l_1470_ * l_1477_);
        float l_1484_ = (l_1482_ + l_1483_);
        float l_1485_ = (l_1470_ * l_1478_);
        float l_1486_ = (l_1484_ + l_1485_);
        float l_1487_ = (l_22_ * l_1405_);
        float l_1488_ = (l_1432_ + l_1435_);
        bool l_1489_ = (l_4_ != 0.0);
        float l_1490_ = (l_1489_ ? l_1488_ : l_4_);
        float l_1491_ = (l_1490_ - l_1432_);
        bool l_1492_ = (l_4_ != 0.0);
        float l_1493_ = (l_1492_ ? l_1491_ : l_4_);
        float l_1494_ = (l_1490_ - l_1493_);
        bool l_1495_ = (l_4_ != 0.0);
        float l_1496_ = (l_1495_ ? l_1494_ : l_4_);
        float l_1497_ = (l_1432_ - l_1496_);
        float l_1498_ = (l_1435_ - l_1493_);
        float l_1499_ = (l_1497_ + l_1498_);
        float l_1500_ = (l_1499_ + l_1459_);
        bool l_1501_ = (l_4_ != 0.0);
        float l_1502_ = (l_1501_ ? l_1500_ : l_4_);
        float l_1503_ = (l_1502_ - l_1499_);
        bool l_1504_ = (l_4_ != 0.0);
        float l_1505_ = (l_1504_ ? l_1503_ : l_4_);
        float l_1506_ = (l_1502_ - l_1505_);
        bool l_1507_ = (l_4_ != 0.0);
        float l_1508_ = (l_1507_ ? l_1506_ : l_4_);
        float l_1509_ = (l_1499_ - l_1508_);
        float l_1510_ = (l_1459_ - l_1505_);
        float l_1511_ = (l_1509_ + l_1510_);
        float l_1512_ = (l_1462_ + l_1502_);
        bool l_1513_ = (l_4_ != 0.0);
        float l_1514_ = (l_1513_ ? l_1512_ : l_4_);
        float l_1515_ = (l_1514_ - l_1462_);
        bool l_1516_ = (l_4_ != 0.0);
        float l_1517_ = (l_1516_ ? l_1515_ : l_4_);
        float l_1518_ = (l_1514_ - l_1517_);
        bool l_1519_ = (l_4_ != 0.0);
        float l_1520_ = (l_1519_ ? l_1518_ : l_4_);
        float l_1521_ = (l_1462_ - l_1520_);
        float l_1522_ = (l_1502_ - l_1517_);
        float l_1523_ = (l_1521_ + l_1522_);
        float l_1524_ = (l_1511_ + l_1523_);
        bool l_1525_ = (l_4_ != 0.0);
        float l_1526_ = (l_1525_ ? l_1524_ : l_4_);
        float l_1527_ = (l_1526_ - l_1511_);
        bool l_1528_ = (l_4_ != 0.0);
        float l_1529_ = (l_1528_ ? l_1527_ : l_4_);
        float l_1530_ = (l_1526_ - l_1529_);
        bool l_1531_ = (l_4_ != 0.0);
        float l_1532_ = (l_1531_ ? l_1530_ : l_4_);
        float l_1533_ = (l_1511_ - l_1532_);
        float l_1534_ = (l_1523_ - l_1529_);
        float l_1535_ = (l_1533_ + l_1534_);
        float l_1536_ = (l_1526_ + l_1486_);
        bool l_1537_ = (l_4_ != 0.0);
        float l_1538_ = (l_1537_ ? l_1536_ : l_4_);
        float l_1539_ = (l_1538_ - l_1526_);
        bool l_1540_ = (l_4_ != 0.0);
        float l_1541_ = (l_1540_ ? l_1539_ : l_4_);
        float l_1542_ = (l_1538_ - l_1541_);
        bool l_1543_ = (l_4_ != 0.0);
        float l_1544_ = (l_1543_ ? l_1542_ : l_4_);
        float l_1545_ = (l_1526_ - l_1544_);
        float l_1546_ = (l_1486_ - l_1541_);
        float l_1547_ = (l_1545_ + l_1546_);
        float l_1548_ = (l_1487_ + l_1538_);
        bool l_1549_ = (l_4_ != 0.0);
        float l_1550_ = (l_1549_ ? l_1548_ : l_4_);
        float l_1551_ = (l_1550_ - l_1487_);
        bool l_1552_ = (l_4_ != 0.0);
        float l_1553_ = (l_1552_ ? l_1551_ : l_4_);
        float l_1554_ = (l_1550_ - l_1553_);
        bool l_1555_ = (l_4_ != 0.0);
        float l_1556_ = (l_1555_ ? l_1554_ : l_4_);
        float l_1557_ = (l_1487_ - l_1556_);
        float l_1558_ = (l_1538_ - l_1553_);
        float l_1559_ = (l_1557_ + l_1558_);
        float l_1560_ = (l_1547_ + l_1559_);
        float l_1561_ = (l_1560_ + l_1535_);
        float l_1562_ = (l_1550_ + l_1561_);
        bool l_1563_ = (l_4_ != 0.0);
        float l_1564_ = (l_1563_ ? l_1562_ : l_4_);
        float l_1565_ = (l_1564_ - l_1550_);
        bool l_1566_ = (l_4_ != 0.0);
        float l_1567_ = (l_1566_ ? l_1565_ : l_4_);
        float l_1568_ = (l_1561_ - l_1567_);
        float l_1569_ = (l_1514_ + l_1564_);
        bool l_1570_ = (l_4_ != 0.0);
        float l_1571_ = (l_1570_ ? l_1569_ : l_4_);
        float l_1572_ = (l_1571_ - l_1514_);
        bool l_1573_ = (l_4_ != 0.0);
        float l_1574_ = (l_1573_ ? l_1572_ : l_4_);
        float l_1575_ = (l_1564_ - l_1574_);
        float l_1576_ = (l_1490_ + l_1571_);
        bool l_1577_ = (l_4_ != 0.0);
        float l_1578_ = (l_1577_ ? l_1576_ : l_4_);
        float l_1579_ = (l_1578_ - l_1490_);
        bool l_1580_ = (l_4_ != 0.0);
        float l_1581_ = (l_1580_ ? l_1579_ : l_4_);
        float l_1582_ = (l_1571_ - l_1581_);
        float l_1583_ = (l_1408_ + l_1578_);
        bool l_1584_ = (l_4_ != 0.0);
        float l_1585_ = (l_1584_ ? l_1583_ : l_4_);
        float l_1586_ = (l_1585_ - l_1408_);
        bool l_1587_ = (l_4_ != 0.0);
        float l_1588_ = (l_1587_ ? l_1586_ : l_4_);
        float l_1589_ = (l_1578_ - l_1588_);
        l_mut_212_ = 0.0;
        l_mut_211_ = 0.0;
        l_mut_210_ = 0.0;
        l_mut_209_ = 0.0;
        l_mut_208_ = l_1585_;
        l_mut_213_ = 0u;
        float _e2945 = l_mut_208_;
        float l_1590_ = (_e2945 + l_1589_);
        bool l_1591_ = (l_4_ != 0.0);
        float l_1592_ = (l_1591_ ? l_1590_ : l_4_);
        float _e2950 = l_mut_208_;
        float l_1593_ = (l_1592_ - _e2950);
        bool l_1594_ = (l_4_ != 0.0);
        float l_1595_ = (l_1594_ ? l_1593_ : l_4_);
        float l_1596_ = (l_1589_ - l_1595_);
        uint _e2956 = l_mut_213_;
        bool l_1597_ = (_e2956 < 3u);
        bool l_1598_ = (l_1596_ != 0.0);
        if (l_1597_) {
            local_88 = l_1598_;
        } else {
            local_88 = false;
        }
        bool l_1599_ = local_88;
        uint _e2965 = l_mut_213_;
        bool l_1600_ = (_e2965 == 0u);
        if (l_1599_) {
            local_89 = l_1600_;
        } else {
            local_89 = false;
        }
        bool l_1601_ = local_89;
        float _e2972 = l_mut_212_;
        float l_1602_ = (l_1601_ ? l_1592_ : _e2972);
        l_mut_212_ = l_1602_;
        uint _e2974 = l_mut_213_;
        bool l_1603_ = (_e2974 == 1u);
        if (l_1599_) {
            local_90 = l_1603_;
        } else {
            local_90 = false;
        }
        bool l_1604_ = local_90;
        float _e2981 = l_mut_211_;
        float l_1605_ = (l_1604_ ? l_1592_ : _e2981);
        l_mut_211_ = l_1605_;
        uint _e2983 = l_mut_213_;
        bool l_1606_ = (_e2983 == 2u);
        if (l_1599_) {
            local_91 = l_1606_;
        } else {
            local_91 = false;
        }
        bool l_1607_ = local_91;
        float _e2990 = l_mut_210_;
        float l_1608_ = (l_1607_ ? l_1592_ : _e2990);
        l_mut_210_ = l_1608_;
        float l_1609_ = (l_1599_ ? l_1596_ : l_1592_);
        float _e2993 = l_mut_208_;
        float l_1610_ = (_e2993 + l_1589_);
        float l_1611_ = (l_1597_ ? l_1609_ : l_1610_);
        l_mut_208_ = l_1611_;
        uint l_1612_ = uint(l_1599_);
        uint _e2997 = l_mut_213_;
        l_mut_213_ = (_e2997 + l_1612_);
        float _e2999 = l_mut_208_;
        float l_1613_ = (_e2999 + l_1582_);
        bool l_1614_ = (l_4_ != 0.0);
        float l_1615_ = (l_1614_ ? l_1613_ : l_4_);
        float _e3004 = l_mut_208_;
        float l_1616_ = (l_1615_ - _e3004);
        bool l_1617_ = (l_4_ != 0.0);
        float l_1618_ = (l_1617_ ? l_1616_ : l_4_);
        float l_1619_ = (l_1582_ - l_1618_);
        uint _e3010 = l_mut_213_;
        bool l_1620_ = (_e3010 < 3u);
        bool l_1621_ = (l_1619_ != 0.0);
        if (l_1620_) {
            local_92 = l_1621_;
        } else {
            local_92 = false;
        }
        bool l_1622_ = local_92;
        uint _e3019 = l_mut_213_;
        bool l_1623_ = (_e3019 == 0u);
        if (l_1622_) {
            local_93 = l_1623_;
        } else {
            local_93 = false;
        }
        bool l_1624_ = local_93;
        float _e3026 = l_mut_212_;
        float l_1625_ = (l_1624_ ? l_1615_ : _e3026);
        l_mut_212_ = l_1625_;
        uint _e3028 = l_mut_213_;
        bool l_1626_ = (_e3028 == 1u);
        if (l_1622_) {
            local_94 = l_1626_;
        } else {
            local_94 = false;
        }
        bool l_1627_ = local_94;
        float _e3035 = l_mut_211_;
        float l_1628_ = (l_1627_ ? l_1615_ : _e3035);
        l_mut_211_ = l_1628_;
        uint _e3037 = l_mut_213_;
        bool l_1629_ = (_e3037 == 2u);
        if (l_1622_) {
            local_95 = l_1629_;
        } else {
            local_95 = false;
        }
        bool l_1630_ = local_95;
        float _e3044 = l_mut_210_;
        float l_1631_ = (l_1630_ ? l_1615_ : _e3044);
        l_mut_210_ = l_1631_;
        float l_1632_ = (l_1622_ ? l_1619_ : l_1615_);
        float _e3047 = l_mut_208_;
        float l_1633_ = (_e3047 + l_1582_);
        float l_1634_ = (l_1620_ ? l_1632_ : l_1633_);
        l_mut_208_ = l_1634_;
        uint l_1635_ = uint(l_1622_);
        uint _e3051 = l_mut_213_;
        l_mut_213_ = (_e3051 + l_1635_);
        float _e3053 = l_mut_208_;
        float l_1636_ = (_e3053 + l_1575_);
        bool l_1637_ = (l_4_ != 0.0);
        float l_1638_ = (l_1637_ ? l_1636_ : l_4_);
        float _e3058 = l_mut_208_;
        float l_1639_ = (l_1638_ - _e3058);
        bool l_1640_ = (l_4_ != 0.0);
        float l_1641_ = (l_1640_ ? l_1639_ : l_4_);
        float l_1642_ = (l_1575_ - l_1641_);
        uint _e3064 = l_mut_213_;
        bool l_1643_ = (_e3064 < 3u);
        bool l_1644_ = (l_1642_ != 0.0);
        if (l_1643_) {
            local_96 = l_1644_;
        } else {
            local_96 = false;
        }
        bool l_1645_ = local_96;
        uint _e3073 = l_mut_213_;
        bool l_1646_ = (_e3073 == 0u);
        if (l_1645_) {
            local_97 = l_1646_;
        } else {
            local_97 = false;
        }
        bool l_1647_ = local_97;
        float _e3080 = l_mut_212_;
        float l_1648_ = (l_1647_ ? l_1638_ : _e3080);
        l_mut_212_ = l_1648_;
        uint _e3082 = l_mut_213_;
        bool l_1649_ = (_e3082 == 1u);
        if (l_1645_) {
            local_98 = l_1649_;
        } else {
            local_98 = false;
        }
        bool l_1650_ = local_98;
        float _e3089 = l_mut_211_;
        float l_1651_ = (l_1650_ ? l_1638_ : _e3089);
        l_mut_211_ = l_1651_;
        uint _e3091 = l_mut_213_;
        bool l_1652_ = (_e3091 == 2u);
        if (l_1645_) {
            local_99 = l_1652_;
        } else {
            local_99 = false;
        }
        bool l_1653_ = local_99;
        float _e3098 = l_mut_210_;
        float l_1654_ = (l_1653_ ? l_1638_ : _e3098);
        l_mut_210_ = l_1654_;
        float l_1655_ = (l_1645_ ? l_1642_ : l_1638_);
        float _e3101 = l_mut_208_;
        float l_1656_ = (_e3101 + l_1575_);
        float l_1657_ = (l_1643_ ? l_1655_ : l_1656_);
        l_mut_208_ = l_1657_;
        uint l_1658_ = uint(l_1645_);
        uint _e3105 = l_mut_213_;
        l_mut_213_ = (_e3105 + l_1658_);
        float _e3107 = l_mut_208_;
        float l_1659_ = (_e3107 + l_1568_);
        bool l_1660_ = (l_4_ != 0.0);
        float l_1661_ = (l_1660_ ? l_1659_ : l_4_);
        float _e3112 = l_mut_208_;
        float l_1662_ = (l_1661_ - _e3112);
        bool l_1663_ = (l_4_ != 0.0);
        float l_1664_ = (l_1663_ ? l_1662_ : l_4_);
        float l_1665_ = (l_1568_ - l_1664_);
        uint _e3118 = l_mut_213_;
        bool l_1666_ = (_e3118 < 3u);
        bool l_1667_ = (l_1665_ != 0.0);
        if (l_1666_) {
            local_100 = l_1667_;
        } else {
            local_100 = false;
        }
        bool l_1668_ = local_100;
        uint _e3127 = l_mut_213_;
        bool l_1669_ = (_e3127 == 0u);
        if (l_1668_) {
            local_101 = l_1669_;
        } else {
            local_101 = false;
        }
        bool l_1670_ = local_101;
        float _e3134 = l_mut_212_;
        float l_1671_ = (l_1670_ ? l_1661_ : _e3134);
        l_mut_212_ = l_1671_;
        uint _e3136 = l_mut_213_;
        bool l_1672_ = (_e3136 == 1u);
        if (l_1668_) {
            local_102 = l_1672_;
        } else {
            local_102 = false;
        }
        bool l_1673_ = local_102;
        float _e3143 = l_mut_211_;
        float l_1674_ = (l_1673_ ? l_1661_ : _e3143);
        l_mut_211_ = l_1674_;
        uint _e3145 = l_mut_213_;
        bool l_1675_ = (_e3145 == 2u);
        if (l_1668_) {
            local_103 = l_1675_;
        } else {
            local_103 = false;
        }
        bool l_1676_ = local_103;
        float _e3152 = l_mut_210_;
        float l_1677_ = (l_1676_ ? l_1661_ : _e3152);
        l_mut_210_ = l_1677_;
        float l_1678_ = (l_1668_ ? l_1665_ : l_1661_);
        float _e3155 = l_mut_208_;
        float l_1679_ = (_e3155 + l_1568_);
        float l_1680_ = (l_1666_ ? l_1678_ : l_1679_);
        l_mut_208_ = l_1680_;
        uint l_1681_ = uint(l_1668_);
        uint _e3159 = l_mut_213_;
        l_mut_213_ = (_e3159 + l_1681_);
        uint _e3161 = l_mut_213_;
        bool l_1682_ = (_e3161 == 0u);
        float _e3164 = l_mut_212_;
        float _e3165 = l_mut_208_;
        float l_1683_ = (l_1682_ ? _e3165 : _e3164);
        l_mut_212_ = l_1683_;
        uint _e3167 = l_mut_213_;
        bool l_1684_ = (_e3167 == 1u);
        float _e3170 = l_mut_211_;
        float _e3171 = l_mut_208_;
        float l_1685_ = (l_1684_ ? _e3171 : _e3170);
        l_mut_211_ = l_1685_;
        uint _e3173 = l_mut_213_;
        bool l_1686_ = (_e3173 == 2u);
        float _e3176 = l_mut_210_;
        float _e3177 = l_mut_208_;
        float l_1687_ = (l_1686_ ? _e3177 : _e3176);
        l_mut_210_ = l_1687_;
        uint _e3179 = l_mut_213_;
        bool l_1688_ = (_e3179 == 3u);
        float _e3182 = l_mut_209_;
        float _e3183 = l_mut_208_;
        float l_1689_ = (l_1688_ ? _e3183 : _e3182);
        l_mut_209_ = l_1689_;
        float _e3185 = l_mut_212_;
        float l_1690_ = -(_e3185);
        float _e3187 = l_mut_211_;
        float l_1691_ = -(_e3187);
        float _e3189 = l_mut_210_;
        float l_1692_ = -(_e3189);
        float _e3191 = l_mut_209_;
        float l_1693_ = -(_e3191);
        float _e3194 = l_mut_903_;
        a_1694_[0] = _e3194;
        a_1694_[1] = l_1690_;
        float _e3197 = l_mut_902_;
        a_1694_[2] = _e3197;
        a_1694_[3] = l_1691_;
        float _e3200 = l_mut_901_;
        a_1694_[4] = _e3200;
        a_1694_[5] = l_1692_;
        float _e3203 = l_mut_900_;
        a_1694_[6] = _e3203;
        a_1694_[7] = l_1693_;
        float l_1695_ = a_1694_[7];
        l_mut_212_ = l_1695_;
        float l_1696_ = a_1694_[6];
        float _e3209 = l_mut_212_;
        float l_1697_ = (l_1696_ + _e3209);
        bool l_1698_ = (l_4_ != 0.0);
        float l_1699_ = (l_1698_ ? l_1697_ : l_4_);
        float l_1700_ = (l_1699_ - l_1696_);
        bool l_1701_ = (l_4_ != 0.0);
        float l_1702_ = (l_1701_ ? l_1700_ : l_4_);
        float l_1703_ = (l_1699_ - l_1702_);
        bool l_1704_ = (l_4_ != 0.0);
        float l_1705_ = (l_1704_ ? l_1703_ : l_4_);
        float l_1706_ = (l_1696_ - l_1705_);
        float _e3223 = l_mut_212_;
        float l_1707_ = (_e3223 - l_1702_);
        float l_1708_ = (l_1706_ + l_1707_);
        a_1694_[7] = l_1708_;
        l_mut_212_ = l_1699_;
        float l_1709_ = a_1694_[5];
        float _e3229 = l_mut_212_;
        float l_1710_ = (l_1709_ + _e3229);
        bool l_1711_ = (l_4_ != 0.0);
        float l_1712_ = (l_1711_ ? l_1710_ : l_4_);
        float l_1713_ = (l_1712_ - l_1709_);
        bool l_1714_ = (l_4_ != 0.0);
        float l_1715_ = (l_1714_ ? l_1713_ : l_4_);
        float l_1716_ = (l_1712_ - l_1715_);
        bool l_1717_ = (l_4_ != 0.0);
        float l_1718_ = (l_1717_ ? l_1716_ : l_4_);
        float l_1719_ = (l_1709_ - l_1718_);
        float _e3243 = l_mut_212_;
        float l_1720_ = (_e3243 - l_1715_);
        float l_1721_ = (l_1719_ + l_1720_);
        a_1694_[6] = l_1721_;
        l_mut_212_ = l_1712_;
        float l_1722_ = a_1694_[4];
        float _e3249 = l_mut_212_;
        float l_1723_ = (l_1722_ + _e3249);
        bool l_1724_ = (l_4_ != 0.0);
        float l_1725_ = (l_1724_ ? l_1723_ : l_4_);
        float l_1726_ = (l_1725_ - l_1722_);
        bool l_1727_ = (l_4_ != 0.0);
        float l_1728_ = (l_1727_ ? l_1726_ : l_4_);
        float l_1729_ = (l_1725_ - l_1728_);
        bool l_1730_ = (l_4_ != 0.0);
        float l_1731_ = (l_1730_ ? l_1729_ : l_4_);
        float l_1732_ = (l_1722_ - l_1731_);
        float _e3263 = l_mut_212_;
        float l_1733_ = (_e3263 - l_1728_);
        float l_1734_ = (l_1732_ + l_1733_);
        a_1694_[5] = l_1734_;
        l_mut_212_ = l_1725_;
        float l_1735_ = a_1694_[3];
        float _e3269 = l_mut_212_;
        float l_1736_ = (l_1735_ + _e3269);
        bool l_1737_ = (l_4_ != 0.0);
        float l_1738_ = (l_1737_ ? l_1736_ : l_4_);
        float l_1739_ = (l_1738_ - l_1735_);
        bool l_1740_ = (l_4_ != 0.0);
        float l_1741_ = (l_1740_ ? l_1739_ : l_4_);
        float l_1742_ = (l_1738_ - l_1741_);
        bool l_1743_ = (l_4_ != 0.0);
        float l_1744_ = (l_1743_ ? l_1742_ : l_4_);
        float l_1745_ = (l_1735_ - l_1744_);
        float _e3283 = l_mut_212_;
        float l_1746_ = (_e3283 - l_1741_);
        float l_1747_ = (l_1745_ + l_1746_);
        a_1694_[4] = l_1747_;
        l_mut_212_ = l_1738_;
        float l_1748_ = a_1694_[2];
        float _e3289 = l_mut_212_;
        float l_1749_ = (l_1748_ + _e3289);
        bool l_1750_ = (l_4_ != 0.0);
        float l_1751_ = (l_1750_ ? l_1749_ : l_4_);
        float l_1752_ = (l_1751_ - l_1748_);
        bool l_1753_ = (l_4_ != 0.0);
        float l_1754_ = (l_1753_ ? l_1752_ : l_4_);
        float l_1755_ = (l_1751_ - l_1754_);
        bool l_1756_ = (l_4_ != 0.0);
        float l_1757_ = (l_1756_ ? l_1755_ : l_4_);
        float l_1758_ = (l_1748_ - l_1757_);
        float _e3303 = l_mut_212_;
        float l_1759_ = (_e3303 - l_1754_);
        float l_1760_ = (l_1758_ + l_1759_);
        a_1694_[3] = l_1760_;
        l_mut_212_ = l_1751_;
        float l_1761_ = a_1694_[1];
        float _e3309 = l_mut_212_;
        float l_1762_ = (l_1761_ + _e3309);
        bool l_1763_ = (l_4_ != 0.0);
        float l_1764_ = (l_1763_ ? l_1762_ : l_4_);
        float l_1765_ = (l_1764_ - l_1761_);
        bool l_1766_ = (l_4_ != 0.0);
        float l_1767_ = (l_1766_ ? l_1765_ : l_4_);
        float l_1768_ = (l_1764_ - l_1767_);
        bool l_1769_ = (l_4_ != 0.0);
        float l_1770_ = (l_1769_ ? l_1768_ : l_4_);
        float l_1771_ = (l_1761_ - l_1770_);
        float _e3323 = l_mut_212_;
        float l_1772_ = (_e3323 - l_1767_);
        float l_1773_ = (l_1771_ + l_1772_);
        a_1694_[2] = l_1773_;
        l_mut_212_ = l_1764_;
        float l_1774_ = a_1694_[0];
        float _e3329 = l_mut_212_;
        float l_1775_ = (l_1774_ + _e3329);
        bool l_1776_ = (l_4_ != 0.0);
        float l_1777_ = (l_1776_ ? l_1775_ : l_4_);
        float l_1778_ = (l_1777_ - l_1774_);
        bool l_1779_ = (l_4_ != 0.0);
        float l_1780_ = (l_1779_ ? l_1778_ : l_4_);
        float l_1781_ = (l_1777_ - l_1780_);
        bool l_1782_ = (l_4_ != 0.0);
        float l_1783_ = (l_1782_ ? l_1781_ : l_4_);
        float l_1784_ = (l_1774_ - l_1783_);
        float _e3343 = l_mut_212_;
        float l_1785_ = (_e3343 - l_1780_);
        float l_1786_ = (l_1784_ + l_1785_);
        a_1694_[1] = l_1786_;
        l_mut_212_ = l_1777_;
        float _e3348 = l_mut_212_;
        a_1694_[0] = _e3348;
        float l_1787_ = a_1694_[7];
        l_mut_212_ = l_1787_;
        float l_1788_ = a_1694_[6];
        float _e3353 = l_mut_212_;
        float l_1789_ = (l_1788_ + _e3353);
        bool l_1790_ = (l_4_ != 0.0);
        float l_1791_ = (l_1790_ ? l_1789_ : l_4_);
        float l_1792_ = (l_1791_ - l_1788_);
        bool l_1793_ = (l_4_ != 0.0);
        float l_1794_ = (l_1793_ ? l_1792_ : l_4_);
        float l_1795_ = (l_1791_ - l_1794_);
        bool l_1796_ = (l_4_ != 0.0);
        float l_1797_ = (l_1796_ ? l_1795_ : l_4_);
        float l_1798_ = (l_1788_ - l_1797_);
        float _e3367 = l_mut_212_;
        float l_1799_ = (_e3367 - l_1794_);
        float l_1800_ = (l_1798_ + l_1799_);
        a_1694_[7] = l_1800_;
        l_mut_212_ = l_1791_;
        float l_1801_ = a_1694_[5];
        float _e3373 = l_mut_212_;
        float l_1802_ = (l_1801_ + _e3373);
        bool l_1803_ = (l_4_ != 0.0);
        float l_1804_ = (l_1803_ ? l_1802_ : l_4_);
        float l_1805_ = (l_1804_ - l_1801_);
        bool l_1806_ = (l_4_ != 0.0);
        float l_1807_ = (l_1806_ ? l_1805_ : l_4_);
        float l_1808_ = (l_1804_ - l_1807_);
        bool l_1809_ = (l_4_ != 0.0);
        float l_1810_ = (l_1809_ ? l_1808_ : l_4_);
        float l_1811_ = (l_1801_ - l_1810_);
        float _e3387 = l_mut_212_;
        float l_1812_ = (_e3387 - l_1807_);
        float l_1813_ = (l_1811_ + l_1812_);
        a_1694_[6] = l_1813_;
        l_mut_212_ = l_1804_;
        float l_1814_ = a_1694_[4];
        float _e3393 = l_mut_212_;
        float l_1815_ = (l_1814_ + _e3393);
        bool l_1816_ = (l_4_ != 0.0);
        float l_1817_ = (l_1816_ ? l_1815_ : l_4_);
        float l_1818_ = (l_1817_ - l_1814_);
        bool l_1819_ = (l_4_ != 0.0);
        float l_1820_ = (l_1819_ ? l_1818_ : l_4_);
        float l_1821_ = (l_1817_ - l_1820_);
        bool l_1822_ = (l_4_ != 0.0);
        float l_1823_ = (l_1822_ ? l_1821_ : l_4_);
        float l_1824_ = (l_1814_ - l_1823_);
        float _e3407 = l_mut_212_;
        float l_1825_ = (_e3407 - l_1820_);
        float l_1826_ = (l_1824_ + l_1825_);
        a_1694_[5] = l_1826_;
        l_mut_212_ = l_1817_;
        float l_1827_ = a_1694_[3];
        float _e3413 = l_mut_212_;
        float l_1828_ = (l_1827_ + _e3413);
        bool l_1829_ = (l_4_ != 0.0);
        float l_1830_ = (l_1829_ ? l_1828_ : l_4_);
        float l_1831_ = (l_1830_ - l_1827_);
        bool l_1832_ = (l_4_ != 0.0);
        float l_1833_ = (l_1832_ ? l_1831_ : l_4_);
        float l_1834_ = (l_1830_ - l_1833_);
        bool l_1835_ = (l_4_ != 0.0);
        float l_1836_ = (l_1835_ ? l_1834_ : l_4_);
        float l_1837_ = (l_1827_ - l_1836_);
        float _e3427 = l_mut_212_;
        float l_1838_ = (_e3427 - l_1833_);
        float l_1839_ = (l_1837_ + l_1838_);
        a_1694_[4] = l_1839_;
        l_mut_212_ = l_1830_;
        float l_1840_ = a_1694_[2];
        float _e3433 = l_mut_212_;
        float l_1841_ = (l_1840_ + _e3433);
        bool l_1842_ = (l_4_ != 0.0);
        float l_1843_ = (l_1842_ ? l_1841_ : l_4_);
        float l_1844_ = (l_1843_ - l_1840_);
        bool l_1845_ = (l_4_ != 0.0);
        float l_1846_ = (l_1845_ ? l_1844_ : l_4_);
        float l_1847_ = (l_1843_ - l_1846_);
        bool l_1848_ = (l_4_ != 0.0);
        float l_1849_ = (l_1848_ ? l_1847_ : l_4_);
        float l_1850_ = (l_1840_ - l_1849_);
        float _e3447 = l_mut_212_;
        float l_1851_ = (_e3447 - l_1846_);
        float l_1852_ = (l_1850_ + l_1851_);
        a_1694_[3] = l_1852_;
        l_mut_212_ = l_1843_;
        float l_1853_ = a_1694_[1];
        float _e3453 = l_mut_212_;
        float l_1854_ = (l_1853_ + _e3453);
        bool l_1855_ = (l_4_ != 0.0);
        float l_1856_ = (l_1855_ ? l_1854_ : l_4_);
        float l_1857_ = (l_1856_ - l_1853_);
        bool l_1858_ = (l_4_ != 0.0);
        float l_1859_ = (l_1858_ ? l_1857_ : l_4_);
        float l_1860_ = (l_1856_ - l_1859_);
        bool l_1861_ = (l_4_ != 0.0);
        float l_1862_ = (l_1861_ ? l_1860_ : l_4_);
        float l_1863_ = (l_1853_ - l_1862_);
        float _e3467 = l_mut_212_;
        float l_1864_ = (_e3467 - l_1859_);
        float l_1865_ = (l_1863_ + l_1864_);
        a_1694_[2] = l_1865_;
        l_mut_212_ = l_1856_;
        float l_1866_ = a_1694_[0];
        float _e3473 = l_mut_212_;
        float l_1867_ = (l_1866_ + _e3473);
        bool l_1868_ = (l_4_ != 0.0);
        float l_1869_ = (l_1868_ ? l_1867_ : l_4_);
        float l_1870_ = (l_1869_ - l_1866_);
        bool l_1871_ = (l_4_ != 0.0);
        float l_1872_ = (l_1871_ ? l_1870_ : l_4_);
        float l_1873_ = (l_1869_ - l_1872_);
        bool l_1874_ = (l_4_ != 0.0);
        float l_1875_ = (l_1874_ ? l_1873_ : l_4_);
        float l_1876_ = (l_1866_ - l_1875_);
        float _e3487 = l_mut_212_;
        float l_1877_ = (_e3487 - l_1872_);
        float l_1878_ = (l_1876_ + l_1877_);
        a_1694_[1] = l_1878_;
        l_mut_212_ = l_1869_;
        float _e3492 = l_mut_212_;
        a_1694_[0] = _e3492;
        l_mut_212_ = 0.0;
        l_mut_211_ = 0.0;
        l_mut_210_ = 0.0;
        l_mut_209_ = 0.0;
        float l_1879_ = a_1694_[0];
        l_mut_208_ = l_1879_;
        l_mut_213_ = 0u;
        float l_1880_ = a_1694_[1];
        float _e3502 = l_mut_208_;
        float l_1881_ = (_e3502 + l_1880_);
        bool l_1882_ = (l_4_ != 0.0);
        float l_1883_ = (l_1882_ ? l_1881_ : l_4_);
        float _e3507 = l_mut_208_;
        float l_1884_ = (l_1883_ - _e3507);
        bool l_1885_ = (l_4_ != 0.0);
        float l_1886_ = (l_1885_ ? l_1884_ : l_4_);
        float l_1887_ = (l_1883_ - l_1886_);
        bool l_1888_ = (l_4_ != 0.0);
        float l_1889_ = (l_1888_ ? l_1887_ : l_4_);
        float _e3516 = l_mut_208_;
        float l_1890_ = (_e3516 - l_1889_);
        float l_1891_ = (l_1880_ - l_1886_);
        float l_1892_ = (l_1890_ + l_1891_);
        uint _e3520 = l_mut_213_;
        bool l_1893_ = (_e3520 < 3u);
        bool l_1894_ = (l_1892_ != 0.0);
        if (l_1893_) {
            local_104 = l_1894_;
        } else {
            local_104 = false;
        }
        bool l_1895_ = local_104;
        uint _e3529 = l_mut_213_;
        bool l_1896_ = (_e3529 == 0u);
        if (l_1895_) {
            local_105 = l_1896_;
        } else {
            local_105 = false;
        }
        bool l_1897_ = local_105;
        float _e3536 = l_mut_212_;
        float l_1898_ = (l_1897_ ? l_1883_ : _e3536);
        l_mut_212_ = l_1898_;
        uint _e3538 = l_mut_213_;
        bool l_1899_ = (_e3538 == 1u);
        if (l_1895_) {
            local_106 = l_1899_;
        } else {
            local_106 = false;
        }
        bool l_1900_ = local_106;
        float _e3545 = l_mut_211_;
        float l_1901_ = (l_1900_ ? l_1883_ : _e3545);
        l_mut_211_ = l_1901_;
        uint _e3547 = l_mut_213_;
        bool l_1902_ = (_e3547 == 2u);
        if (l_1895_) {
            local_107 = l_1902_;
        } else {
            local_107 = false;
        }
        bool l_1903_ = local_107;
        float _e3554 = l_mut_210_;
        float l_1904_ = (l_1903_ ? l_1883_ : _e3554);
        l_mut_210_ = l_1904_;
        float l_1905_ = (l_1895_ ? l_1892_ : l_1883_);
        float _e3557 = l_mut_208_;
        float l_1906_ = (_e3557 + l_1880_);
        float l_1907_ = (l_1893_ ? l_1905_ : l_1906_);
        l_mut_208_ = l_1907_;
        uint l_1908_ = uint(l_1895_);
        uint _e3561 = l_mut_213_;
        l_mut_213_ = (_e3561 + l_1908_);
        float l_1909_ = a_1694_[2];
        float _e3565 = l_mut_208_;
        float l_1910_ = (_e3565 + l_1909_);
        bool l_1911_ = (l_4_ != 0.0);
        float l_1912_ = (l_1911_ ? l_1910_ : l_4_);
        float _e3570 = l_mut_208_;
        float l_1913_ = (l_1912_ - _e3570);
        bool l_1914_ = (l_4_ != 0.0);
        float l_1915_ = (l_1914_ ? l_1913_ : l_4_);
        float l_1916_ = (l_1912_ - l_1915_);
        bool l_1917_ = (l_4_ != 0.0);
        float l_1918_ = (l_1917_ ? l_1916_ : l_4_);
        float _e3579 = l_mut_208_;
        float l_1919_ = (_e3579 - l_1918_);
        float l_1920_ = (l_1909_ - l_1915_);
        float l_1921_ = (l_1919_ + l_1920_);
        uint _e3583 = l_mut_213_;
        bool l_1922_ = (_e3583 < 3u);
        bool l_1923_ = (l_1921_ != 0.0);
        if (l_1922_) {
            local_108 = l_1923_;
        } else {
            local_108 = false;
        }
        bool l_1924_ = local_108;
        uint _e3592 = l_mut_213_;
        bool l_1925_ = (_e3592 == 0u);
        if (l_1924_) {
            local_109 = l_1925_;
        } else {
            local_109 = false;
        }
        bool l_1926_ = local_109;
        float _e3599 = l_mut_212_;
        float l_1927_ = (l_1926_ ? l_1912_ : _e3599);
        l_mut_212_ = l_1927_;
        uint _e3601 = l_mut_213_;
        bool l_1928_ = (_e3601 == 1u);
        if (l_1924_) {
            local_110 = l_1928_;
        } else {
            local_110 = false;
        }
        bool l_1929_ = local_110;
        float _e3608 = l_mut_211_;
        float l_1930_ = (l_1929_ ? l_1912_ : _e3608);
        l_mut_211_ = l_1930_;
        uint _e3610 = l_mut_213_;
        bool l_1931_ = (_e3610 == 2u);
        if (l_1924_) {
            local_111 = l_1931_;
        } else {
            local_111 = false;
        }
        bool l_1932_ = local_111;
        float _e3617 = l_mut_210_;
        float l_1933_ = (l_1932_ ? l_1912_ : _e3617);
        l_mut_210_ = l_1933_;
        float l_1934_ = (l_1924_ ? l_1921_ : l_1912_);
        float _e3620 = l_mut_208_;
        float l_1935_ = (_e3620 + l_1909_);
        float l_1936_ = (l_1922_ ? l_1934_ : l_1935_);
        l_mut_208_ = l_1936_;
        uint l_1937_ = uint(l_1924_);
        uint _e3624 = l_mut_213_;
        l_mut_213_ = (_e3624 + l_1937_);
        float l_1938_ = a_1694_[3];
        float _e3628 = l_mut_208_;
        float l_1939_ = (_e3628 + l_1938_);
        bool l_1940_ = (l_4_ != 0.0);
        float l_1941_ = (l_1940_ ? l_1939_ : l_4_);
        float _e3633 = l_mut_208_;
        float l_1942_ = (l_1941_ - _e3633);
        bool l_1943_ = (l_4_ != 0.0);
        float l_1944_ = (l_1943_ ? l_1942_ : l_4_);
        float l_1945_ = (l_1941_ - l_1944_);
        bool l_1946_ = (l_4_ != 0.0);
        float l_1947_ = (l_1946_ ? l_1945_ : l_4_);
        float _e3642 = l_mut_208_;
        float l_1948_ = (_e3642 - l_1947_);
        float l_1949_ = (l_1938_ - l_1944_);
        float l_1950_ = (l_1948_ + l_1949_);
        uint _e3646 = l_mut_213_;
        bool l_1951_ = (_e3646 < 3u);
        bool l_1952_ = (l_1950_ != 0.0);
        if (l_1951_) {
            local_112 = l_1952_;
        } else {
            local_112 = false;
        }
        bool l_1953_ = local_112;
        uint _e3655 = l_mut_213_;
        bool l_1954_ = (_e3655 == 0u);
        if (l_1953_) {
            local_113 = l_1954_;
        } else {
            local_113 = false;
        }
        bool l_1955_ = local_113;
        float _e3662 = l_mut_212_;
        float l_1956_ = (l_1955_ ? l_1941_ : _e3662);
        l_mut_212_ = l_1956_;
        uint _e3664 = l_mut_213_;
        bool l_1957_ = (_e3664 == 1u);
        if (l_1953_) {
            local_114 = l_1957_;
        } else {
            local_114 = false;
        }
        bool l_1958_ = local_114;
        float _e3671 = l_mut_211_;
        float l_1959_ = (l_1958_ ? l_1941_ : _e3671);
        l_mut_211_ = l_1959_;
        uint _e3673 = l_mut_213_;
        bool l_1960_ = (_e3673 == 2u);
        if (l_1953_) {
            local_115 = l_1960_;
        } else {
            local_115 = false;
        }
        bool l_1961_ = local_115;
        float _e3680 = l_mut_210_;
        float l_1962_ = (l_1961_ ? l_1941_ : _e3680);
        l_mut_210_ = l_1962_;
        float l_1963_ = (l_1953_ ? l_1950_ : l_1941_);
        float _e3683 = l_mut_208_;
        float l_1964_ = (_e3683 + l_1938_);
        float l_1965_ = (l_1951_ ? l_1963_ : l_1964_);
        l_mut_208_ = l_1965_;
        uint l_1966_ = uint(l_1953_);
        uint _e3687 = l_mut_213_;
        l_mut_213_ = (_e3687 + l_1966_);
        float l_1967_ = a_1694_[4];
        float _e3691 = l_mut_208_;
        float l_1968_ = (_e3691 + l_1967_);
        bool l_1969_ = (l_4_ != 0.0);
        float l_1970_ = (l_1969_ ? l_1968_ : l_4_);
        float _e3696 = l_mut_208_;
        float l_1971_ = (l_1970_ - _e3696);
        bool l_1972_ = (l_4_ != 0.0);
        float l_1973_ = (l_1972_ ? l_1971_ : l_4_);
        float l_1974_ = (l_1970_ - l_1973_);
        bool l_1975_ = (l_4_ != 0.0);
        float l_1976_ = (l_1975_ ? l_1974_ : l_4_);
        float _e3705 = l_mut_208_;
        float l_1977_ = (_e3705 - l_1976_);
        float l_1978_ = (l_1967_ - l_1973_);
        float l_1979_ = (l_1977_ + l_1978_);
        uint _e3709 = l_mut_213_;
        bool l_1980_ = (_e3709 < 3u);
        bool l_1981_ = (l_1979_ != 0.0);
        if (l_1980_) {
            local_116 = l_1981_;
        } else {
            local_116 = false;
        }
        bool l_1982_ = local_116;
        uint _e3718 = l_mut_213_;
        bool l_1983_ = (_e3718 == 0u);
        if (l_1982_) {
            local_117 = l_1983_;
        } else {
            local_117 = false;
        }
        bool l_1984_ = local_117;
        float _e3725 = l_mut_212_;
        float l_1985_ = (l_1984_ ? l_1970_ : _e3725);
        l_mut_212_ = l_1985_;
        uint _e3727 = l_mut_213_;
        bool l_1986_ = (_e3727 == 1u);
        if (l_1982_) {
            local_118 = l_1986_;
        } else {
            local_118 = false;
        }
        bool l_1987_ = local_118;
        float _e3734 = l_mut_211_;
        float l_1988_ = (l_1987_ ? l_1970_ : _e3734);
        l_mut_211_ = l_1988_;
        uint _e3736 = l_mut_213_;
        bool l_1989_ = (_e3736 == 2u);
        if (l_1982_) {
            local_119 = l_1989_;
        } else {
            local_119 = false;
        }
        bool l_1990_ = local_119;
        float _e3743 = l_mut_210_;
        float l_1991_ = (l_1990_ ? l_1970_ : _e3743);
        l_mut_210_ = l_1991_;
        float l_1992_ = (l_1982_ ? l_1979_ : l_1970_);
        float _e3746 = l_mut_208_;
        float l_1993_ = (_e3746 + l_1967_);
        float l_1994_ = (l_1980_ ? l_1992_ : l_1993_);
        l_mut_208_ = l_1994_;
        uint l_1995_ = uint(l_1982_);
        uint _e3750 = l_mut_213_;
        l_mut_213_ = (_e3750 + l_1995_);
        float l_1996_ = a_1694_[5];
        float _e3754 = l_mut_208_;
        float l_1997_ = (_e3754 + l_1996_);
        bool l_1998_ = (l_4_ != 0.0);
        float l_1999_ = (l_1998_ ? l_1997_ : l_4_);
        float _e3759 = l_mut_208_;
        float l_2000_ = (l_1999_ - _e3759);
        bool l_2001_ = (l_4_ != 0.0);
        float l_2002_ = (l_2001_ ? l_2000_ : l_4_);
        float l_2003_ = (l_1999_ - l_2002_);
        bool l_2004_ = (l_4_ != 0.0);
        float l_2005_ = (l_2004_ ? l_2003_ : l_4_);
        float _e3768 = l_mut_208_;
        float l_2006_ = (_e3768 - l_2005_);
        float l_2007_ = (l_1996_ - l_2002_);
        float l_2008_ = (l_2006_ + l_2007_);
        uint _e3772 = l_mut_213_;
        bool l_2009_ = (_e3772 < 3u);
        bool l_2010_ = (l_2008_ != 0.0);
        if (l_2009_) {
            local_120 = l_2010_;
        } else {
            local_120 = false;
        }
        bool l_2011_ = local_120;
        uint _e3781 = l_mut_213_;
        bool l_2012_ = (_e3781 == 0u);
        if (l_2011_) {
            local_121 = l_2012_;
        } else {
            local_121 = false;
        }
        bool l_2013_ = local_121;
        float _e3788 = l_mut_212_;
        float l_2014_ = (l_2013_ ? l_1999_ : _e3788);
        l_mut_212_ = l_2014_;
        uint _e3790 = l_mut_213_;
        bool l_2015_ = (_e3790 == 1u);
        if (l_2011_) {
            local_122 = l_2015_;
        } else {
            local_122 = false;
        }
        bool l_2016_ = local_122;
        float _e3797 = l_mut_211_;
        float l_2017_ = (l_2016_ ? l_1999_ : _e3797);
        l_mut_211_ = l_2017_;
        uint _e3799 = l_mut_213_;
        bool l_2018_ = (_e3799 == 2u);
        if (l_2011_) {
            local_123 = l_2018_;
        } else {
            local_123 = false;
        }
        bool l_2019_ = local_123;
        float _e3806 = l_mut_210_;
        float l_2020_ = (l_2019_ ? l_1999_ : _e3806);
        l_mut_210_ = l_2020_;
        float l_2021_ = (l_2011_ ? l_2008_ : l_1999_);
        float _e3809 = l_mut_208_;
        float l_2022_ = (_e3809 + l_1996_);
        float l_2023_ = (l_2009_ ? l_2021_ : l_2022_);
        l_mut_208_ = l_2023_;
        uint l_2024_ = uint(l_2011_);
        uint _e3813 = l_mut_213_;
        l_mut_213_ = (_e3813 + l_2024_);
        float l_2025_ = a_1694_[6];
        float _e3817 = l_mut_208_;
        float l_2026_ = (_e3817 + l_2025_);
        bool l_2027_ = (l_4_ != 0.0);
        float l_2028_ = (l_2027_ ? l_2026_ : l_4_);
        float _e3822 = l_mut_208_;
        float l_2029_ = (l_2028_ - _e3822);
        bool l_2030_ = (l_4_ != 0.0);
        float l_2031_ = (l_2030_ ? l_2029_ : l_4_);
        float l_2032_ = (l_2028_ - l_2031_);
        bool l_2033_ = (l_4_ != 0.0);
        float l_2034_ = (l_2033_ ? l_2032_ : l_4_);
        float _e3831 = l_mut_208_;
        float l_2035_ = (_e3831 - l_2034_);
        float l_2036_ = (l_2025_ - l_2031_);
        float l_2037_ = (l_2035_ + l_2036_);
        uint _e3835 = l_mut_213_;
        bool l_2038_ = (_e3835 < 3u);
        bool l_2039_ = (l_2037_ != 0.0);
        if (l_2038_) {
            local_124 = l_2039_;
        } else {
            local_124 = false;
        }
        bool l_2040_ = local_124;
        uint _e3844 = l_mut_213_;
        bool l_2041_ = (_e3844 == 0u);
        if (l_2040_) {
            local_125 = l_2041_;
        } else {
            local_125 = false;
        }
        bool l_2042_ = local_125;
        float _e3851 = l_mut_212_;
        float l_2043_ = (l_2042_ ? l_2028_ : _e3851);
        l_mut_212_ = l_2043_;
        uint _e3853 = l_mut_213_;
        bool l_2044_ = (_e3853 == 1u);
        if (l_2040_) {
            local_126 = l_2044_;
        } else {
            local_126 = false;
        }
        bool l_2045_ = local_126;
        float _e3860 = l_mut_211_;
        float l_2046_ = (l_2045_ ? l_2028_ : _e3860);
        l_mut_211_ = l_2046_;
        uint _e3862 = l_mut_213_;
        bool l_2047_ = (_e3862 == 2u);
        if (l_2040_) {
            local_127 = l_2047_;
        } else {
            local_127 = false;
        }
        bool l_2048_ = local_127;
        float _e3869 = l_mut_210_;
        float l_2049_ = (l_2048_ ? l_2028_ : _e3869);
        l_mut_210_ = l_2049_;
        float l_2050_ = (l_2040_ ? l_2037_ : l_2028_);
        float _e3872 = l_mut_208_;
        float l_2051_ = (_e3872 + l_2025_);
        float l_2052_ = (l_2038_ ? l_2050_ : l_2051_);
        l_mut_208_ = l_2052_;
        uint l_2053_ = uint(l_2040_);
        uint _e3876 = l_mut_213_;
        l_mut_213_ = (_e3876 + l_2053_);
        float l_2054_ = a_1694_[7];
        float _e3880 = l_mut_208_;
        float l_2055_ = (_e3880 + l_2054_);
        bool l_2056_ = (l_4_ != 0.0);
        float l_2057_ = (l_2056_ ? l_2055_ : l_4_);
        float _e3885 = l_mut_208_;
        float l_2058_ = (l_2057_ - _e3885);
        bool l_2059_ = (l_4_ != 0.0);
        float l_2060_ = (l_2059_ ? l_2058_ : l_4_);
        float l_2061_ = (l_2057_ - l_2060_);
        bool l_2062_ = (l_4_ != 0.0);
        float l_2063_ = (l_2062_ ? l_2061_ : l_4_);
        float _e3894 = l_mut_208_;
        float l_2064_ = (_e3894 - l_2063_);
        float l_2065_ = (l_2054_ - l_2060_);
        float l_2066_ = (l_2064_ + l_2065_);
        uint _e3898 = l_mut_213_;
        bool l_2067_ = (_e3898 < 3u);
        bool l_2068_ = (l_2066_ != 0.0);
        if (l_2067_) {
            local_128 = l_2068_;
        } else {
            local_128 = false;
        }
        bool l_2069_ = local_128;
        uint _e3907 = l_mut_213_;
        bool l_2070_ = (_e3907 == 0u);
        if (l_2069_) {
            local_129 = l_2070_;
        } else {
            local_129 = false;
        }
        bool l_2071_ = local_129;
        float _e3914 = l_mut_212_;
        float l_2072_ = (l_2071_ ? l_2057_ : _e3914);
        l_mut_212_ = l_2072_;
        uint _e3916 = l_mut_213_;
        bool l_2073_ = (_e3916 == 1u);
        if (l_2069_) {
            local_130 = l_2073_;
        } else {
            local_130 = false;
        }
        bool l_2074_ = local_130;
        float _e3923 = l_mut_211_;
        float l_2075_ = (l_2074_ ? l_2057_ : _e3923);
        l_mut_211_ = l_2075_;
        uint _e3925 = l_mut_213_;
        bool l_2076_ = (_e3925 == 2u);
        if (l_2069_) {
            local_131 = l_2076_;
        } else {
            local_131 = false;
        }
        bool l_2077_ = local_131;
        float _e3932 = l_mut_210_;
        float l_2078_ = (l_2077_ ? l_2057_ : _e3932);
        l_mut_210_ = l_2078_;
        float l_2079_ = (l_2069_ ? l_2066_ : l_2057_);
        float _e3935 = l_mut_208_;
        float l_2080_ = (_e3935 + l_2054_);
        float l_2081_ = (l_2067_ ? l_2079_ : l_2080_);
        l_mut_208_ = l_2081_;
        uint l_2082_ = uint(l_2069_);
        uint _e3939 = l_mut_213_;
        l_mut_213_ = (_e3939 + l_2082_);
        uint _e3941 = l_mut_213_;
        bool l_2083_ = (_e3941 == 0u);
        float _e3944 = l_mut_212_;
        float _e3945 = l_mut_208_;
        float l_2084_ = (l_2083_ ? _e3945 : _e3944);
        l_mut_212_ = l_2084_;
        uint _e3947 = l_mut_213_;
        bool l_2085_ = (_e3947 == 1u);
        float _e3950 = l_mut_211_;
        float _e3951 = l_mut_208_;
        float l_2086_ = (l_2085_ ? _e3951 : _e3950);
        l_mut_211_ = l_2086_;
        uint _e3953 = l_mut_213_;
        bool l_2087_ = (_e3953 == 2u);
        float _e3956 = l_mut_210_;
        float _e3957 = l_mut_208_;
        float l_2088_ = (l_2087_ ? _e3957 : _e3956);
        l_mut_210_ = l_2088_;
        uint _e3959 = l_mut_213_;
        bool l_2089_ = (_e3959 == 3u);
        float _e3962 = l_mut_209_;
        float _e3963 = l_mut_208_;
        float l_2090_ = (l_2089_ ? _e3963 : _e3962);
        l_mut_209_ = l_2090_;
        float _e3965 = l_mut_212_;
        float l_2091_ = (_e3965 / l_14_);
        float l_2092_ = (l_14_ * l_2091_);
        bool l_2093_ = (l_4_ != 0.0);
        float l_2094_ = (l_2093_ ? l_2092_ : l_4_);
        float l_2095_ = (l_3_ * l_14_);
        bool l_2096_ = (l_4_ != 0.0);
        float l_2097_ = (l_2096_ ? l_2095_ : l_4_);
        float l_2098_ = (l_2097_ - l_14_);
        bool l_2099_ = (l_4_ != 0.0);
        float l_2100_ = (l_2099_ ? l_2098_ : l_4_);
        float l_2101_ = (l_2097_ - l_2100_);
        float l_2102_ = (l_14_ - l_2101_);
        float l_2103_ = (l_3_ * l_2091_);
        bool l_2104_ = (l_4_ != 0.0);
        float l_2105_ = (l_2104_ ? l_2103_ : l_4_);
        float l_2106_ = (l_2105_ - l_2091_);
        bool l_2107_ = (l_4_ != 0.0);
        float l_2108_ = (l_2107_ ? l_2106_ : l_4_);
        float l_2109_ = (l_2105_ - l_2108_);
        float l_2110_ = (l_2091_ - l_2109_);
        float l_2111_ = (l_2101_ * l_2109_);
        float l_2112_ = (l_2111_ - l_2094_);
        float l_2113_ = (l_2101_ * l_2110_);
        float l_2114_ = (l_2112_ + l_2113_);
        float l_2115_ = (l_2102_ * l_2109_);
        float l_2116_ = (l_2114_ + l_2115_);
        float l_2117_ = (l_2102_ * l_2110_);
        float l_2118_ = (l_2116_ + l_2117_);
        float l_2119_ = (l_16_ * l_2091_);
        bool l_2120_ = (l_4_ != 0.0);
        float l_2121_ = (l_2120_ ? l_2119_ : l_4_);
        float l_2122_ = (l_3_ * l_16_);
        bool l_2123_ = (l_4_ != 0.0);
        float l_2124_ = (l_2123_ ? l_2122_ : l_4_);
        float l_2125_ = (l_2124_ - l_16_);
        bool l_2126_ = (l_4_ != 0.0);
        float l_2127_ = (l_2126_ ? l_2125_ : l_4_);
        float l_2128_ = (l_2124_ - l_2127_);
        float l_2129_ = (l_16_ - l_2128_);
        float l_2130_ = (l_3_ * l_2091_);
        bool l_2131_ = (l_4_ != 0.0);
        float l_2132_ = (l_2131_ ? l_2130_ : l_4_);
        float l_2133_ = (l_2132_ - l_2091_);
        bool l_2134_ = (l_4_ != 0.0);
        float l_2135_ = (l_2134_ ? l_2133_ : l_4_);
        float l_2136_ = (l_2132_ - l_2135_);
        float l_2137_ = (l_2091_ - l_2136_);
        float l_2138_ = (l_2128_ * l_2136_);
        float l_2139_ = (l_2138_ - l_2121_);
        float l_2140_ = (l_2128_ * l_2137_);
        float l_2141_ = (l_2139_ + l_2140_);
        float l_2142_ = (l_2129_ * l_2136_);
        float l_2143_ = (l_2141_ + l_2142_);
        float l_2144_ = (l_2129_ * l_2137_);
        float l_2145_ = (l_2143_ + l_2144_);
        float l_2146_ = (l_19_ * l_2091_);
        bool l_2147_ = (l_4_ != 0.0);
        float l_2148_ = (l_2147_ ? l_2146_ : l_4_);
        float l_2149_ = (l_3_ * l_19_);
        bool l_2150_ = (l_4_ != 0.0);
        float l_2151_ = (l_2150_ ? l_2149_ : l_4_);
        float l_2152_ = (l_2151_ - l_19_);
        bool l_2153_ = (l_4_ != 0.0);
        float l_2154_ = (l_2153_ ? l_2152_ : l_4_);
        float l_2155_ = (l_2151_ - l_2154_);
        float l_2156_ = (l_19_ - l_2155_);
        float l_2157_ = (l_3_ * l_2091_);
        bool l_2158_ = (l_4_ != 0.0);
        float l_2159_ = (l_2158_ ? l_2157_ : l_4_);
        float l_2160_ = (l_2159_ - l_2091_);
        bool l_2161_ = (l_4_ != 0.0);
        float l_2162_ = (l_2161_ ? l_2160_ : l_4_);
        float l_2163_ = (l_2159_ - l_2162_);
        float l_2164_ = (l_2091_ - l_2163_);
        float l_2165_ = (l_2155_ * l_2163_);
        float l_2166_ = (l_2165_ - l_2148_);
        float l_2167_ = (l_2155_ * l_2164_);
        float l_2168_ = (l_2166_ + l_2167_);
        float l_2169_ = (l_2156_ * l_2163_);
        float l_2170_ = (l_2168_ + l_2169_);
        float l_2171_ = (l_2156_ * l_2164_);
        float l_2172_ = (l_2170_ + l_2171_);
        float l_2173_ = (l_22_ * l_2091_);
        float l_2174_ = (l_2118_ + l_2121_);
        bool l_2175_ = (l_4_ != 0.0);
        float l_2176_ = (l_2175_ ? l_2174_ : l_4_);
        float l_2177_ = (l_2176_ - l_2118_);
        bool l_2178_ = (l_4_ != 0.0);
        float l_2179_ = (l_2178_ ? l_2177_ : l_4_);
        float l_2180_ = (l_2176_ - l_2179_);
        bool l_2181_ = (l_4_ != 0.0);
        float l_2182_ = (l_2181_ ? l_2180_ : l_4_);
        float l_2183_ = (l_2118_ - l_2182_);
        float l_2184_ = (l_2121_ - l_2179_);
        float l_2185_ = (l_2183_ + l_2184_);
        float l_2186_ = (l_2185_ + l_2145_);
        bool l_2187_ = (l_4_ != 0.0);
        float l_2188_ = (l_2187_ ? l_2186_ : l_4_);
        float l_2189_ = (l_2188_ - l_2185_);
        bool l_2190_ = (l_4_ != 0.0);
        float l_2191_ = (l_2190_ ? l_2189_ : l_4_);
        float l_2192_ = (l_2188_ - l_2191_);
        bool l_2193_ = (l_4_ != 0.0);
        float l_2194_ = (l_2193_ ? l_2192_ : l_4_);
        float l_2195_ = (l_2185_ - l_2194_);
        float l_2196_ = (l_2145_ - l_2191_);
        float l_2197_ = (l_2195_ + l_2196_);
        float l_2198_ = (l_2148_ + l_2188_);
        bool l_2199_ = (l_4_ != 0.0);
        float l_2200_ = (l_2199_ ? l_2198_ : l_4_);
        float l_2201_ = (l_2200_ - l_2148_);
        bool l_2202_ = (l_4_ != 0.0);
        float l_2203_ = (l_2202_ ? l_2201_ : l_4_);
        float l_2204_ = (l_2200_ - l_2203_);
        bool l_2205_ = (l_4_ != 0.0);
        float l_2206_ = (l_2205_ ? l_2204_ : l_4_);
        float l_2207_ = (l_2148_ - l_2206_);
        float l_2208_ = (l_2188_ - l_2203_);
        float l_2209_ = (l_2207_ + l_2208_);
        float l_2210_ = (l_2197_ + l_2209_);
        bool l_2211_ = (l_4_ != 0.0);
        float l_2212_ = (l_2211_ ? l_2210_ : l_4_);
        float l_2213_ = (l_2212_ - l_2197_);
        bool l_2214_ = (l_4_ != 0.0);
        float l_2215_ = (l_2214_ ? l_2213_ : l_4_);
        float l_2216_ = (l_2212_ - l_2215_);
        bool l_2217_ = (l_4_ != 0.0);
        float l_2218_ = (l_2217_ ? l_2216_ : l_4_);
        float l_2219_ = (l_2197_ - l_2218_);
        float l_2220_ = (l_2209_ - l_2215_);
        float l_2221_ = (l_2219_ + l_2220_);
        float l_2222_ = (l_2212_ + l_2172_);
        bool l_2223_ = (l_4_ != 0.0);
        float l_2224_ = (l_2223_ ? l_2222_ : l_4_);
        float l_2225_ = (l_2224_ - l_2212_);
        bool l_2226_ = (l_4_ != 0.0);
        float l_2227_ = (l_2226_ ? l_2225_ : l_4_);
        float l_2228_ = (l_2224_ - l_2227_);
        bool l_2229_ = (l_4_ != 0.0);
        float l_2230_ = (l_2229_ ? l_2228_ : l_4_);
        float l_2231_ = (l_2212_ - l_2230_);
        float l_2232_ = (l_2172_ - l_2227_);
        float l_2233_ = (l_2231_ + l_2232_);
        float l_2234_ = (l_2173_ + l_2224_);
        bool l_2235_ = (l_4_ != 0.0);
        float l_2236_ = (l_2235_ ? l_2234_ : l_4_);
        float l_2237_ = (l_2236_ - l_2173_);
        bool l_2238_ = (l_4_ != 0.0);
        float l_2239_ = (l_2238_ ? l_2237_ : l_4_);
        float l_2240_ = (l_2236_ - l_2239_);
        bool l_2241_ = (l_4_ != 0.0);
        float l_2242_ = (l_2241_ ? l_2240_ : l_4_);
        float l_2243_ = (l_2173_ - l_2242_);
        float l_2244_ = (l_2224_ - l_2239_);
        float l_2245_ = (l_2243_ + l_2244_);
        float l_2246_ = (l_2233_ + l_2245_);
        float l_2247_ = (l_2246_ + l_2221_);
        float l_2248_ = (l_2236_ + l_2247_);
        bool l_2249_ = (l_4_ != 0.0);
        float l_2250_ = (l_2249_ ? l_2248_ : l_4_);
        float l_2251_ = (l_2250_ - l_2236_);
        bool l_2252_ = (l_4_ != 0.0);
        float l_2253_ = (l_2252_ ? l_2251_ : l_4_);
        float l_2254_ = (l_2247_ - l_2253_);
        float l_2255_ = (l_2200_ + l_2250_);
        bool l_2256_ = (l_4_ != 0.0);
        float l_2257_ = (l_2256_ ? l_2255_ : l_4_);
        float l_2258_ = (l_2257_ - l_2200_);
        bool l_2259_ = (l_4_ != 0.0);
        float l_2260_ = (l_2259_ ? l_2258_ : l_4_);
        float l_2261_ = (l_2250_ - l_2260_);
        float l_2262_ = (l_2176_ + l_2257_);
        bool l_2263_ = (l_4_ != 0.0);
        float l_2264_ = (l_2263_ ? l_2262_ : l_4_);
        float l_2265_ = (l_2264_ - l_2176_);
        bool l_2266_ = (l_4_ != 0.0);
        float l_2267_ = (l_2266_ ? l_2265_ : l_4_);
        float l_2268_ = (l_2257_ - l_2267_);
        float l_2269_ = (l_2094_ + l_2264_);
        bool l_2270_ = (l_4_ != 0.0);
        float l_2271_ = (l_2270_ ? l_2269_ : l_4_);
        float l_2272_ = (l_2271_ - l_2094_);
        bool l_2273_ = (l_4_ != 0.0);
        float l_2274_ = (l_2273_ ? l_2272_ : l_4_);
        float l_2275_ = (l_2264_ - l_2274_);
        l_mut_903_ = 0.0;
        l_mut_902_ = 0.0;
        l_mut_901_ = 0.0;
        l_mut_900_ = 0.0;
        l_mut_208_ = l_2271_;
        l_mut_213_ = 0u;
        float _e4197 = l_mut_208_;
        float l_2276_ = (_e4197 + l_2275_);
        bool l_2277_ = (l_4_ != 0.0);
        float l_2278_ = (l_2277_ ? l_2276_ : l_4_);
        float _e4202 = l_mut_208_;
        float l_2279_ = (l_2278_ - _e4202);
        bool l_2280_ = (l_4_ != 0.0);
        float l_2281_ = (l_2280_ ? l_2279_ : l_4_);
        float l_2282_ = (l_2275_ - l_2281_);
        uint _e4208 = l_mut_213_;
        bool l_2283_ = (_e4208 < 3u);
        bool l_2284_ = (l_2282_ != 0.0);
        if (l_2283_) {
            local_132 = l_2284_;
        } else {
            local_132 = false;
        }
        bool l_2285_ = local_132;
        uint _e4217 = l_mut_213_;
        bool l_2286_ = (_e4217 == 0u);
        if (l_2285_) {
            local_133 = l_2286_;
        } else {
            local_133 = false;
        }
        bool l_2287_ = local_133;
        float _e4224 = l_mut_903_;
        float l_2288_ = (l_2287_ ? l_2278_ : _e4224);
        l_mut_903_ = l_2288_;
        uint _e4226 = l_mut_213_;
        bool l_2289_ = (_e4226 == 1u);
        if (l_2285_) {
            local_134 = l_2289_;
        } else {
            local_134 = false;
        }
        bool l_2290_ = local_134;
        float _e4233 = l_mut_902_;
        float l_2291_ = (l_2290_ ? l_2278_ : _e4233);
        l_mut_902_ = l_2291_;
        uint _e4235 = l_mut_213_;
        bool l_2292_ = (_e4235 == 2u);
        if (l_2285_) {
            local_135 = l_2292_;
        } else {
            local_135 = false;
        }
        bool l_2293_ = local_135;
        float _e4242 = l_mut_901_;
        float l_2294_ = (l_2293_ ? l_2278_ : _e4242);
        l_mut_901_ = l_2294_;
        float l_2295_ = (l_2285_ ? l_2282_ : l_2278_);
        float _e4245 = l_mut_208_;
        float l_2296_ = (_e4245 + l_2275_);
        float l_2297_ = (l_2283_ ? l_2295_ : l_2296_);
        l_mut_208_ = l_2297_;
        uint l_2298_ = uint(l_2285_);
        uint _e4249 = l_mut_213_;
        l_mut_213_ = (_e4249 + l_2298_);
        float _e4251 = l_mut_208_;
        float l_2299_ = (_e4251 + l_2268_);
        bool l_2300_ = (l_4_ != 0.0);
        float l_2301_ = (l_2300_ ? l_2299_ : l_4_);
        float _e4256 = l_mut_208_;
        float l_2302_ = (l_2301_ - _e4256);
        bool l_2303_ = (l_4_ != 0.0);
        float l_2304_ = (l_2303_ ? l_2302_ : l_4_);
        float l_2305_ = (l_2268_ - l_2304_);
        uint _e4262 = l_mut_213_;
        bool l_2306_ = (_e4262 < 3u);
        bool l_2307_ = (l_2305_ != 0.0);
        if (l_2306_) {
            local_136 = l_2307_;
        } else {
            local_136 = false;
        }
        bool l_2308_ = local_136;
        uint _e4271 = l_mut_213_;
        bool l_2309_ = (_e4271 == 0u);
        if (l_2308_) {
            local_137 = l_2309_;
        } else {
            local_137 = false;
        }
        bool l_2310_ = local_137;
        float _e4278 = l_mut_903_;
        float l_2311_ = (l_2310_ ? l_2301_ : _e4278);
        l_mut_903_ = l_2311_;
        uint _e4280 = l_mut_213_;
        bool l_2312_ = (_e4280 == 1u);
        if (l_2308_) {
            local_138 = l_2312_;
        } else {
            local_138 = false;
        }
        bool l_2313_ = local_138;
        float _e4287 = l_mut_902_;
        float l_2314_ = (l_2313_ ? l_2301_ : _e4287);
        l_mut_902_ = l_2314_;
        uint _e4289 = l_mut_213_;
        bool l_2315_ = (_e4289 == 2u);
        if (l_2308_) {
            local_139 = l_2315_;
        } else {
            local_139 = false;
        }
        bool l_2316_ = local_139;
        float _e4296 = l_mut_901_;
        float l_2317_ = (l_2316_ ? l_2301_ : _e4296);
        l_mut_901_ = l_2317_;
        float l_2318_ = (l_2308_ ? l_2305_ : l_2301_);
        float _e4299 = l_mut_208_;
        float l_2319_ = (_e4299 + l_2268_);
        float l_2320_ = (l_2306_ ? l_2318_ : l_2319_);
        l_mut_208_ = l_2320_;
        uint l_2321_ = uint(l_2308_);
        uint _e4303 = l_mut_213_;
        l_mut_213_ = (_e4303 + l_2321_);
        float _e4305 = l_mut_208_;
        float l_2322_ = (_e4305 + l_2261_);
        bool l_2323_ = (l_4_ != 0.0);
        float l_2324_ = (l_2323_ ? l_2322_ : l_4_);
        float _e4310 = l_mut_208_;
        float l_2325_ = (l_2324_ - _e4310);
        bool l_2326_ = (l_4_ != 0.0);
        float l_2327_ = (l_2326_ ? l_2325_ : l_4_);
        float l_2328_ = (l_2261_ - l_2327_);
        uint _e4316 = l_mut_213_;
        bool l_2329_ = (_e4316 < 3u);
        bool l_2330_ = (l_2328_ != 0.0);
        if (l_2329_) {
            local_140 = l_2330_;
        } else {
            local_140 = false;
        }
        bool l_2331_ = local_140;
        uint _e4325 = l_mut_213_;
        bool l_2332_ = (_e4325 == 0u);
        if (l_2331_) {
            local_141 = l_2332_;
        } else {
            local_141 = false;
        }
        bool l_2333_ = local_141;
        float _e4332 = l_mut_903_;
        float l_2334_ = (l_2333_ ? l_2324_ : _e4332);
        l_mut_903_ = l_2334_;
        uint _e4334 = l_mut_213_;
        bool l_2335_ = (_e4334 == 1u);
        if (l_2331_) {
            local_142 = l_2335_;
        } else {
            local_142 = false;
        }
        bool l_2336_ = local_142;
        float _e4341 = l_mut_902_;
        float l_2337_ = (l_2336_ ? l_2324_ : _e4341);
        l_mut_902_ = l_2337_;
        uint _e4343 = l_mut_213_;
        bool l_2338_ = (_e4343 == 2u);
        if (l_2331_) {
            local_143 = l_2338_;
        } else {
            local_143 = false;
        }
        bool l_2339_ = local_143;
        float _e4350 = l_mut_901_;
        float l_2340_ = (l_2339_ ? l_2324_ : _e4350);
        l_mut_901_ = l_2340_;
        float l_2341_ = (l_2331_ ? l_2328_ : l_2324_);
        float _e4353 = l_mut_208_;
        float l_2342_ = (_e4353 + l_2261_);
        float l_2343_ = (l_2329_ ? l_2341_ : l_2342_);
        l_mut_208_ = l_2343_;
        uint l_2344_ = uint(l_2331_);
        uint _e4357 = l_mut_213_;
        l_mut_213_ = (_e4357 + l_2344_);
        float _e4359 = l_mut_208_;
        float l_2345_ = (_e4359 + l_2254_);
        bool l_2346_ = (l_4_ != 0.0);
        float l_2347_ = (l_2346_ ? l_2345_ : l_4_);
        float _e4364 = l_mut_208_;
        float l_2348_ = (l_2347_ - _e4364);
        bool l_2349_ = (l_4_ != 0.0);
        float l_2350_ = (l_2349_ ? l_2348_ : l_4_);
        float l_2351_ = (l_2254_ - l_2350_);
        uint _e4370 = l_mut_213_;
        bool l_2352_ = (_e4370 < 3u);
        bool l_2353_ = (l_2351_ != 0.0);
        if (l_2352_) {
            local_144 = l_2353_;
        } else {
            local_144 = false;
        }
        bool l_2354_ = local_144;
        uint _e4379 = l_mut_213_;
        bool l_2355_ = (_e4379 == 0u);
        if (l_2354_) {
            local_145 = l_2355_;
        } else {
            local_145 = false;
        }
        bool l_2356_ = local_145;
        float _e4386 = l_mut_903_;
        float l_2357_ = (l_2356_ ? l_2347_ : _e4386);
        l_mut_903_ = l_2357_;
        uint _e4388 = l_mut_213_;
        bool l_2358_ = (_e4388 == 1u);
        if (l_2354_) {
            local_146 = l_2358_;
        } else {
            local_146 = false;
        }
        bool l_2359_ = local_146;
        float _e4395 = l_mut_902_;
        float l_2360_ = (l_2359_ ? l_2347_ : _e4395);
        l_mut_902_ = l_2360_;
        uint _e4397 = l_mut_213_;
        bool l_2361_ = (_e4397 == 2u);
        if (l_2354_) {
            local_147 = l_2361_;
        } else {
            local_147 = false;
        }
        bool l_2362_ = local_147;
        float _e4404 = l_mut_901_;
        float l_2363_ = (l_2362_ ? l_2347_ : _e4404);
        l_mut_901_ = l_2363_;
        float l_2364_ = (l_2354_ ? l_2351_ : l_2347_);
        float _e4407 = l_mut_208_;
        float l_2365_ = (_e4407 + l_2254_);
        float l_2366_ = (l_2352_ ? l_2364_ : l_2365_);
        l_mut_208_ = l_2366_;
        uint l_2367_ = uint(l_2354_);
        uint _e4411 = l_mut_213_;
        l_mut_213_ = (_e4411 + l_2367_);
        uint _e4413 = l_mut_213_;
        bool l_2368_ = (_e4413 == 0u);
        float _e4416 = l_mut_903_;
        float _e4417 = l_mut_208_;
        float l_2369_ = (l_2368_ ? _e4417 : _e4416);
        l_mut_903_ = l_2369_;
        uint _e4419 = l_mut_213_;
        bool l_2370_ = (_e4419 == 1u);
        float _e4422 = l_mut_902_;
        float _e4423 = l_mut_208_;
        float l_2371_ = (l_2370_ ? _e4423 : _e4422);
        l_mut_902_ = l_2371_;
        uint _e4425 = l_mut_213_;
        bool l_2372_ = (_e4425 == 2u);
        float _e4428 = l_mut_901_;
        float _e4429 = l_mut_208_;
        float l_2373_ = (l_2372_ ? _e4429 : _e4428);
        l_mut_901_ = l_2373_;
        uint _e4431 = l_mut_213_;
        bool l_2374_ = (_e4431 == 3u);
        float _e4434 = l_mut_900_;
        float _e4435 = l_mut_208_;
        float l_2375_ = (l_2374_ ? _e4435 : _e4434);
        l_mut_900_ = l_2375_;
        float _e4437 = l_mut_903_;
        float l_2376_ = -(_e4437);
        float _e4439 = l_mut_902_;
        float l_2377_ = -(_e4439);
        float _e4441 = l_mut_901_;
        float l_2378_ = -(_e4441);
        float _e4443 = l_mut_900_;
        float l_2379_ = -(_e4443);
        float _e4446 = l_mut_212_;
        a_2380_[0] = _e4446;
        a_2380_[1] = l_2376_;
        float _e4449 = l_mut_211_;
        a_2380_[2] = _e4449;
        a_2380_[3] = l_2377_;
        float _e4452 = l_mut_210_;
        a_2380_[4] = _e4452;
        a_2380_[5] = l_2378_;
        float _e4455 = l_mut_209_;
        a_2380_[6] = _e4455;
        a_2380_[7] = l_2379_;
        float l_2381_ = a_2380_[7];
        l_mut_903_ = l_2381_;
        float l_2382_ = a_2380_[6];
        float _e4461 = l_mut_903_;
        float l_2383_ = (l_2382_ + _e4461);
        bool l_2384_ = (l_4_ != 0.0);
        float l_2385_ = (l_2384_ ? l_2383_ : l_4_);
        float l_2386_ = (l_2385_ - l_2382_);
        bool l_2387_ = (l_4_ != 0.0);
        float l_2388_ = (l_2387_ ? l_2386_ : l_4_);
        float l_2389_ = (l_2385_ - l_2388_);
        bool l_2390_ = (l_4_ != 0.0);
        float l_2391_ = (l_2390_ ? l_2389_ : l_4_);
        float l_2392_ = (l_2382_ - l_2391_);
        float _e4475 = l_mut_903_;
        float l_2393_ = (_e4475 - l_2388_);
        float l_2394_ = (l_2392_ + l_2393_);
        a_2380_[7] = l_2394_;
        l_mut_903_ = l_2385_;
        float l_2395_ = a_2380_[5];
        float _e4481 = l_mut_903_;
        float l_2396_ = (l_2395_ + _e4481);
        bool l_2397_ = (l_4_ != 0.0);
        float l_2398_ = (l_2397_ ? l_2396_ : l_4_);
        float l_2399_ = (l_2398_ - l_2395_);
        bool l_2400_ = (l_4_ != 0.0);
        float l_2401_ = (l_2400_ ? l_2399_ : l_4_);
        float l_2402_ = (l_2398_ - l_2401_);
        bool l_2403_ = (l_4_ != 0.0);
        float l_2404_ = (l_2403_ ? l_2402_ : l_4_);
        float l_2405_ = (l_2395_ - l_2404_);
        float _e4495 = l_mut_903_;
        float l_2406_ = (_e4495 - l_2401_);
        float l_2407_ = (l_2405_ + l_2406_);
        a_2380_[6] = l_2407_;
        l_mut_903_ = l_2398_;
        float l_2408_ = a_2380_[4];
        float _e4501 = l_mut_903_;
        float l_2409_ = (l_2408_ + _e4501);
        bool l_2410_ = (l_4_ != 0.0);
        float l_2411_ = (l_2410_ ? l_2409_ : l_4_);
        float l_2412_ = (l_2411_ - l_2408_);
        bool l_2413_ = (l_4_ != 0.0);
        float l_2414_ = (l_2413_ ? l_2412_ : l_4_);
        float l_2415_ = (l_2411_ - l_2414_);
        bool l_2416_ = (l_4_ != 0.0);
        float l_2417_ = (l_2416_ ? l_2415_ : l_4_);
        float l_2418_ = (l_2408_ - l_2417_);
        float _e4515 = l_mut_903_;
        float l_2419_ = (_e4515 - l_2414_);
        float l_2420_ = (l_2418_ + l_2419_);
        a_2380_[5] = l_2420_;
        l_mut_903_ = l_2411_;
        float l_2421_ = a_2380_[3];
        float _e4521 = l_mut_903_;
        float l_2422_ = (l_2421_ + _e4521);
        bool l_2423_ = (l_4_ != 0.0);
        float l_2424_ = (l_2423_ ? l_2422_ : l_4_);
        float l_2425_ = (l_2424_ - l_2421_);
        bool l_2426_ = (l_4_ != 0.0);
        float l_2427_ = (l_2426_ ? l_2425_ : l_4_);
        float l_2428_ = (l_2424_ - l_2427_);
        bool l_2429_ = (l_4_ != 0.0);
        float l_2430_ = (l_2429_ ? l_2428_ : l_4_);
        float l_2431_ = (l_2421_ - l_2430_);
        float _e4535 = l_mut_903_;
        float l_2432_ = (_e4535 - l_2427_);
        float l_2433_ = (l_2431_ + l_2432_);
        a_2380_[4] = l_2433_;
        l_mut_903_ = l_2424_;
        float l_2434_ = a_2380_[2];
        float _e4541 = l_mut_903_;
        float l_2435_ = (l_2434_ + _e4541);
        bool l_2436_ = (l_4_ != 0.0);
        float l_2437_ = (l_2436_ ? l_2435_ : l_4_);
        float l_2438_ = (l_2437_ - l_2434_);
        bool l_2439_ = (l_4_ != 0.0);
        float l_2440_ = (l_2439_ ? l_2438_ : l_4_);
        float l_2441_ = (l_2437_ - l_2440_);
        bool l_2442_ = (l_4_ != 0.0);
        float l_2443_ = (l_2442_ ? l_2441_ : l_4_);
        float l_2444_ = (l_2434_ - l_2443_);
        float _e4555 = l_mut_903_;
        float l_2445_ = (_e4555 - l_2440_);
        float l_2446_ = (l_2444_ + l_2445_);
        a_2380_[3] = l_2446_;
        l_mut_903_ = l_2437_;
        float l_2447_ = a_2380_[1];
        float _e4561 = l_mut_903_;
        float l_2448_ = (l_2447_ + _e4561);
        bool l_2449_ = (l_4_ != 0.0);
        float l_2450_ = (l_2449_ ? l_2448_ : l_4_);
        float l_2451_ = (l_2450_ - l_2447_);
        bool l_2452_ = (l_4_ != 0.0);
        float l_2453_ = (l_2452_ ? l_2451_ : l_4_);
        float l_2454_ = (l_2450_ - l_2453_);
        bool l_2455_ = (l_4_ != 0.0);
        float l_2456_ = (l_2455_ ? l_2454_ : l_4_);
        float l_2457_ = (l_2447_ - l_2456_);
        float _e4575 = l_mut_903_;
        float l_2458_ = (_e4575 - l_2453_);
        float l_2459_ = (l_2457_ + l_2458_);
        a_2380_[2] = l_2459_;
        l_mut_903_ = l_2450_;
        float l_2460_ = a_2380_[0];
        float _e4581 = l_mut_903_;
        float l_2461_ = (l_2460_ + _e4581);
        bool l_2462_ = (l_4_ != 0.0);
        float l_2463_ = (l_2462_ ? l_2461_ : l_4_);
        float l_2464_ = (l_2463_ - l_2460_);
        bool l_2465_ = (l_4_ != 0.0);
        float l_2466_ = (l_2465_ ? l_2464_ : l_4_);
        float l_2467_ = (l_2463_ - l_2466_);
        bool l_2468_ = (l_4_ != 0.0);
        float l_2469_ = (l_2468_ ? l_2467_ : l_4_);
        float l_2470_ = (l_2460_ - l_2469_);
        float _e4595 = l_mut_903_;
        float l_2471_ = (_e4595 - l_2466_);
        float l_2472_ = (l_2470_ + l_2471_);
        a_2380_[1] = l_2472_;
        l_mut_903_ = l_2463_;
        float _e4600 = l_mut_903_;
        a_2380_[0] = _e4600;
        float l_2473_ = a_2380_[7];
        l_mut_903_ = l_2473_;
        float l_2474_ = a_2380_[6];
        float _e4605 = l_mut_903_;
        float l_2475_ = (l_2474_ + _e4605);
        bool l_2476_ = (l_4_ != 0.0);
        float l_2477_ = (l_2476_ ? l_2475_ : l_4_);
        float l_2478_ = (l_2477_ - l_2474_);
        bool l_2479_ = (l_4_ != 0.0);
        float l_2480_ = (l_2479_ ? l_2478_ : l_4_);
        float l_2481_ = (l_2477_ - l_2480_);
        bool l_2482_ = (l_4_ != 0.0);
        float l_2483_ = (l_2482_ ? l_2481_ : l_4_);
        float l_2484_ = (l_2474_ - l_2483_);
        float _e4619 = l_mut_903_;
        float l_2485_ = (_e4619 - l_2480_);
        float l_2486_ = (l_2484_ + l_2485_);
        a_2380_[7] = l_2486_;
        l_mut_903_ = l_2477_;
        float l_2487_ = a_2380_[5];
        float _e4625 = l_mut_903_;
        float l_2488_ = (l_2487_ + _e4625);
        bool l_2489_ = (l_4_ != 0.0);
        float l_2490_ = (l_2489_ ? l_2488_ : l_4_);
        float l_2491_ = (l_2490_ - l_2487_);
        bool l_2492_ = (l_4_ != 0.0);
        float l_2493_ = (l_2492_ ? l_2491_ : l_4_);
        float l_2494_ = (l_2490_ - l_2493_);
        bool l_2495_ = (l_4_ != 0.0);
        float l_2496_ = (l_2495_ ? l_2494_ : l_4_);
        float l_2497_ = (l_2487_ - l_2496_);
        float _e4639 = l_mut_903_;
        float l_2498_ = (_e4639 - l_2493_);
        float l_2499_ = (l_2497_ + l_2498_);
        a_2380_[6] = l_2499_;
        l_mut_903_ = l_2490_;
        float l_2500_ = a_2380_[4];
        float _e4645 = l_mut_903_;
        float l_2501_ = (l_2500_ + _e4645);
        bool l_2502_ = (l_4_ != 0.0);
        float l_2503_ = (l_2502_ ? l_2501_ : l_4_);
        float l_2504_ = (l_2503_ - l_2500_);
        bool l_2505_ = (l_4_ != 0.0);
        float l_2506_ = (l_2505_ ? l_2504_ : l_4_);
        float l_2507_ = (l_2503_ - l_2506_);
        bool l_2508_ = (l_4_ != 0.0);
        float l_2509_ = (l_2508_ ? l_2507_ : l_4_);
        float l_2510_ = (l_2500_ - l_2509_);
        float _e4659 = l_mut_903_;
        float l_2511_ = (_e4659 - l_2506_);
        float l_2512_ = (l_2510_ + l_2511_);
        a_2380_[5] = l_2512_;
        l_mut_903_ = l_2503_;
        float l_2513_ = a_2380_[3];
        float _e4665 = l_mut_903_;
        float l_2514_ = (l_2513_ + _e4665);
        bool l_2515_ = (l_4_ != 0.0);
        float l_2516_ = (l_2515_ ? l_2514_ : l_4_);
        float l_2517_ = (l_2516_ - l_2513_);
        bool l_2518_ = (l_4_ != 0.0);
        float l_2519_ = (l_2518_ ? l_2517_ : l_4_);
        float l_2520_ = (l_2516_ - l_2519_);
        bool l_2521_ = (l_4_ != 0.0);
        float l_2522_ = (l_2521_ ? l_2520_ : l_4_);
        float l_2523_ = (l_2513_ - l_2522_);
        float _e4679 = l_mut_903_;
        float l_2524_ = (_e4679 - l_2519_);
        float l_2525_ = (l_2523_ + l_2524_);
        a_2380_[4] = l_2525_;
        l_mut_903_ = l_2516_;
        float l_2526_ = a_2380_[2];
        float _e4685 = l_mut_903_;
        float l_2527_ = (l_2526_ + _e4685);
        bool l_2528_ = (l_4_ != 0.0);
        float l_2529_ = (l_2528_ ? l_2527_ : l_4_);
        float l_2530_ = (l_2529_ - l_2526_);
        bool l_2531_ = (l_4_ != 0.0);
        float l_2532_ = (l_2531_ ? l_2530_ : l_4_);
        float l_2533_ = (l_2529_ - l_2532_);
        bool l_2534_ = (l_4_ != 0.0);
        float l_2535_ = (l_2534_ ? l_2533_ : l_4_);
        float l_2536_ = (l_2526_ - l_2535_);
        float _e4699 = l_mut_903_;
        float l_2537_ = (_e4699 - l_2532_);
        float l_2538_ = (l_2536_ + l_2537_);
        a_2380_[3] = l_2538_;
        l_mut_903_ = l_2529_;
        float l_2539_ = a_2380_[1];
        float _e4705 = l_mut_903_;
        float l_2540_ = (l_2539_ + _e4705);
        bool l_2541_ = (l_4_ != 0.0);
        float l_2542_ = (l_2541_ ? l_2540_ : l_4_);
        float l_2543_ = (l_2542_ - l_2539_);
        bool l_2544_ = (l_4_ != 0.0);
        float l_2545_ = (l_2544_ ? l_2543_ : l_4_);
        float l_2546_ = (l_2542_ - l_2545_);
        bool l_2547_ = (l_4_ != 0.0);
        float l_2548_ = (l_2547_ ? l_2546_ : l_4_);
        float l_2549_ = (l_2539_ - l_2548_);
        float _e4719 = l_mut_903_;
        float l_2550_ = (_e4719 - l_2545_);
        float l_2551_ = (l_2549_ + l_2550_);
        a_2380_[2] = l_2551_;
        l_mut_903_ = l_2542_;
        float l_2552_ = a_2380_[0];
        float _e4725 = l_mut_903_;
        float l_2553_ = (l_2552_ + _e4725);
        bool l_2554_ = (l_4_ != 0.0);
        float l_2555_ = (l_2554_ ? l_2553_ : l_4_);
        float l_2556_ = (l_2555_ - l_2552_);
        bool l_2557_ = (l_4_ != 0.0);
        float l_2558_ = (l_2557_ ? l_2556_ : l_4_);
        float l_2559_ = (l_2555_ - l_2558_);
        bool l_2560_ = (l_4_ != 0.0);
        float l_2561_ = (l_2560_ ? l_2559_ : l_4_);
        float l_2562_ = (l_2552_ - l_2561_);
        float _e4739 = l_mut_903_;
        float l_2563_ = (_e4739 - l_2558_);
        float l_2564_ = (l_2562_ + l_2563_);
        a_2380_[1] = l_2564_;
        l_mut_903_ = l_2555_;
        float _e4744 = l_mut_903_;
        a_2380_[0] = _e4744;
        l_mut_903_ = 0.0;
        l_mut_902_ = 0.0;
        l_mut_901_ = 0.0;
        l_mut_900_ = 0.0;
        float l_2565_ = a_2380_[0];
        l_mut_208_ = l_2565_;
        l_mut_213_ = 0u;
        float l_2566_ = a_2380_[1];
        float _e4754 = l_mut_208_;
        float l_2567_ = (_e4754 + l_2566_);
        bool l_2568_ = (l_4_ != 0.0);
        float l_2569_ = (l_2568_ ? l_2567_ : l_4_);
        float _e4759 = l_mut_208_;
        float l_2570_ = (l_2569_ - _e4759);
        bool l_2571_ = (l_4_ != 0.0);
        float l_2572_ = (l_2571_ ? l_2570_ : l_4_);
        float l_2573_ = (l_2569_ - l_2572_);
        bool l_2574_ = (l_4_ != 0.0);
        float l_2575_ = (l_2574_ ? l_2573_ : l_4_);
        float _e4768 = l_mut_208_;
        float l_2576_ = (_e4768 - l_2575_);
        float l_2577_ = (l_2566_ - l_2572_);
        float l_2578_ = (l_2576_ + l_2577_);
        uint _e4772 = l_mut_213_;
        bool l_2579_ = (_e4772 < 3u);
        bool l_2580_ = (l_2578_ != 0.0);
        if (l_2579_) {
            local_148 = l_2580_;
        } else {
            local_148 = false;
        }
        bool l_2581_ = local_148;
        uint _e4781 = l_mut_213_;
        bool l_2582_ = (_e4781 == 0u);
        if (l_2581_) {
            local_149 = l_2582_;
        } else {
            local_149 = false;
        }
        bool l_2583_ = local_149;
        float _e4788 = l_mut_903_;
        float l_2584_ = (l_2583_ ? l_2569_ : _e4788);
        l_mut_903_ = l_2584_;
        uint _e4790 = l_mut_213_;
        bool l_2585_ = (_e4790 == 1u);
        if (l_2581_) {
            local_150 = l_2585_;
        } else {
            local_150 = false;
        }
        bool l_2586_ = local_150;
        float _e4797 = l_mut_902_;
        float l_2587_ = (l_2586_ ? l_2569_ : _e4797);
        l_mut_902_ = l_2587_;
        uint _e4799 = l_mut_213_;
        bool l_2588_ = (_e4799 == 2u);
        if (l_2581_) {
            local_151 = l_2588_;
        } else {
            local_151 = false;
        }
        bool l_2589_ = local_151;
        float _e4806 = l_mut_901_;
        float l_2590_ = (l_2589_ ? l_2569_ : _e4806);
        l_mut_901_ = l_2590_;
        float l_2591_ = (l_2581_ ? l_2578_ : l_2569_);
        float _e4809 = l_mut_208_;
        float l_2592_ = (_e4809 + l_2566_);
        float l_2593_ = (l_2579_ ? l_2591_ : l_2592_);
        l_mut_208_ = l_2593_;
        uint l_2594_ = uint(l_2581_);
        uint _e4813 = l_mut_213_;
        l_mut_213_ = (_e4813 + l_2594_);
        float l_2595_ = a_2380_[2];
        float _e4817 = l_mut_208_;
        float l_2596_ = (_e4817 + l_2595_);
        bool l_2597_ = (l_4_ != 0.0);
        float l_2598_ = (l_2597_ ? l_2596_ : l_4_);
        float _e4822 = l_mut_208_;
        float l_2599_ = (l_2598_ - _e4822);
        bool l_2600_ = (l_4_ != 0.0);
        float l_2601_ = (l_2600_ ? l_2599_ : l_4_);
        float l_2602_ = (l_2598_ - l_2601_);
        bool l_2603_ = (l_4_ != 0.0);
        float l_2604_ = (l_2603_ ? l_2602_ : l_4_);
        float _e4831 = l_mut_208_;
        float l_2605_ = (_e4831 - l_2604_);
        float l_2606_ = (l_2595_ - l_2601_);
        float l_2607_ = (l_2605_ + l_2606_);
        uint _e4835 = l_mut_213_;
        bool l_2608_ = (_e4835 < 3u);
        bool l_2609_ = (l_2607_ != 0.0);
        if (l_2608_) {
            local_152 = l_2609_;
        } else {
            local_152 = false;
        }
        bool l_2610_ = local_152;
        uint _e4844 = l_mut_213_;
        bool l_2611_ = (_e4844 == 0u);
        if (l_2610_) {
            local_153 = l_2611_;
        } else {
            local_153 = false;
        }
        bool l_2612_ = local_153;
        float _e4851 = l_mut_903_;
        float l_2613_ = (l_2612_ ? l_2598_ : _e4851);
        l_mut_903_ = l_2613_;
        uint _e4853 = l_mut_213_;
        bool l_2614_ = (_e4853 == 1u);
        if (l_2610_) {
            local_154 = l_2614_;
        } else {
            local_154 = false;
        }
        bool l_2615_ = local_154;
        float _e4860 = l_mut_902_;
        float l_2616_ = (l_2615_ ? l_2598_ : _e4860);
        l_mut_902_ = l_2616_;
        uint _e4862 = l_mut_213_;
        bool l_2617_ = (_e4862 == 2u);
        if (l_2610_) {
            local_155 = l_2617_;
        } else {
            local_155 = false;
        }
        bool l_2618_ = local_155;
        float _e4869 = l_mut_901_;
        float l_2619_ = (l_2618_ ? l_2598_ : _e4869);
        l_mut_901_ = l_2619_;
        float l_2620_ = (l_2610_ ? l_2607_ : l_2598_);
        float _e4872 = l_mut_208_;
        float l_2621_ = (_e4872 + l_2595_);
        float l_2622_ = (l_2608_ ? l_2620_ : l_2621_);
        l_mut_208_ = l_2622_;
        uint l_2623_ = uint(l_2610_);
        uint _e4876 = l_mut_213_;
        l_mut_213_ = (_e4876 + l_2623_);
        float l_2624_ = a_2380_[3];
        float _e4880 = l_mut_208_;
        float l_2625_ = (_e4880 + l_2624_);
        bool l_2626_ = (l_4_ != 0.0);
        float l_2627_ = (l_2626_ ? l_2625_ : l_4_);
        float _e4885 = l_mut_208_;
        float l_2628_ = (l_2627_ - _e4885);
        bool l_2629_ = (l_4_ != 0.0);
        float l_2630_ = (l_2629_ ? l_2628_ : l_4_);
        float l_2631_ = (l_2627_ - l_2630_);
        bool l_2632_ = (l_4_ != 0.0);
        float l_2633_ = (l_2632_ ? l_2631_ : l_4_);
        float _e4894 = l_mut_208_;
        float l_2634_ = (_e4894 - l_2633_);
        float l_2635_ = (l_2624_ - l_2630_);
        float l_2636_ = (l_2634_ + l_2635_);
        uint _e4898 = l_mut_213_;
        bool l_2637_ = (_e4898 < 3u);
        bool l_2638_ = (l_2636_ != 0.0);
        if (l_2637_) {
            local_156 = l_2638_;
        } else {
            local_156 = false;
        }
        bool l_2639_ = local_156;
        uint _e4907 = l_mut_213_;
        bool l_2640_ = (_e4907 == 0u);
        if (l_2639_) {
            local_157 = l_2640_;
        } else {
            local_157 = false;
        }
        bool l_2641_ = local_157;
        float _e4914 = l_mut_903_;
        float l_2642_ = (l_2641_ ? l_2627_ : _e4914);
        l_mut_903_ = l_2642_;
        uint _e4916 = l_mut_213_;
        bool l_2643_ = (_e4916 == 1u);
        if (l_2639_) {
            local_158 = l_2643_;
        } else {
            local_158 = false;
        }
        bool l_2644_ = local_158;
        float _e4923 = l_mut_902_;
        float l_2645_ = (l_2644_ ? l_2627_ : _e4923);
        l_mut_902_ = l_2645_;
        uint _e4925 = l_mut_213_;
        bool l_2646_ = (_e4925 == 2u);
        if (l_2639_) {
            local_159 = l_2646_;
        } else {
            local_159 = false;
        }
        bool l_2647_ = local_159;
        float _e4932 = l_mut_901_;
        float l_2648_ = (l_2647_ ? l_2627_ : _e4932);
        l_mut_901_ = l_2648_;
        float l_2649_ = (l_2639_ ? l_2636_ : l_2627_);
        float _e4935 = l_mut_208_;
        float l_2650_ = (_e4935 + l_2624_);
        float l_2651_ = (l_2637_ ? l_2649_ : l_2650_);
        l_mut_208_ = l_2651_;
        uint l_2652_ = uint(l_2639_);
        uint _e4939 = l_mut_213_;
        l_mut_213_ = (_e4939 + l_2652_);
        float l_2653_ = a_2380_[4];
        float _e4943 = l_mut_208_;
        float l_2654_ = (_e4943 + l_2653_);
        bool l_2655_ = (l_4_ != 0.0);
        float l_2656_ = (l_2655_ ? l_2654_ : l_4_);
        float _e4948 = l_mut_208_;
        float l_2657_ = (l_2656_ - _e4948);
        bool l_2658_ = (l_4_ != 0.0);
        float l_2659_ = (l_2658_ ? l_2657_ : l_4_);
        float l_2660_ = (l_2656_ - l_2659_);
        bool l_2661_ = (l_4_ != 0.0);
        float l_2662_ = (l_2661_ ? l_2660_ : l_4_);
        float _e4957 = l_mut_208_;
        float l_2663_ = (_e4957 - l_2662_);
        float l_2664_ = (l_2653_ - l_2659_);
        float l_2665_ = (l_2663_ + l_2664_);
        uint _e4961 = l_mut_213_;
        bool l_2666_ = (_e4961 < 3u);
        bool l_2667_ = (l_2665_ != 0.0);
        if (l_2666_) {
            local_160 = l_2667_;
        } else {
            local_160 = false;
        }
        bool l_2668_ = local_160;
        uint _e4970 = l_mut_213_;
        bool l_2669_ = (_e4970 == 0u);
        if (l_2668_) {
            local_161 = l_2669_;
        } else {
            local_161 = false;
        }
        bool l_2670_ = local_161;
        float _e4977 = l_mut_903_;
        float l_2671_ = (l_2670_ ? l_2656_ : _e4977);
        l_mut_903_ = l_2671_;
        uint _e4979 = l_mut_213_;
        bool l_2672_ = (_e4979 == 1u);
        if (l_2668_) {
            local_162 = l_2672_;
        } else {
            local_162 = false;
        }
        bool l_2673_ = local_162;
        float _e4986 = l_mut_902_;
        float l_2674_ = (l_2673_ ? l_2656_ : _e4986);
        l_mut_902_ = l_2674_;
        uint _e4988 = l_mut_213_;
        bool l_2675_ = (_e4988 == 2u);
        if (l_2668_) {
            local_163 = l_2675_;
        } else {
            local_163 = false;
        }
        bool l_2676_ = local_163;
        float _e4995 = l_mut_901_;
        float l_2677_ = (l_2676_ ? l_2656_ : _e4995);
        l_mut_901_ = l_2677_;
        float l_2678_ = (l_2668_ ? l_2665_ : l_2656_);
        float _e4998 = l_mut_208_;
        float l_2679_ = (_e4998 + l_2653_);
        float l_2680_ = (l_2666_ ? l_2678_ : l_2679_);
        l_mut_208_ = l_2680_;
        uint l_2681_ = uint(l_2668_);
        uint _e5002 = l_mut_213_;
        l_mut_213_ = (_e5002 + l_2681_);
        float l_2682_ = a_2380_[5];
        float _e5006 = l_mut_208_;
        float l_2683_ = (_e5006 + l_2682_);
        bool l_2684_ = (l_4_ != 0.0);
        float l_2685_ = (l_2684_ ? l_2683_ : l_4_);
        float _e5011 = l_mut_208_;
        float l_2686_ = (l_2685_ - _e5011);
        bool l_2687_ = (l_4_ != 0.0);
        float l_2688_ = (l_2687_ ? l_2686_ : l_4_);
        float l_2689_ = (l_2685_ - l_2688_);
        bool l_2690_ = (l_4_ != 0.0);
        float l_2691_ = (l_2690_ ? l_2689_ : l_4_);
        float _e5020 = l_mut_208_;
        float l_2692_ = (_e5020 - l_2691_);
        float l_2693_ = (l_2682_ - l_2688_);
        float l_2694_ = (l_2692_ + l_2693_);
        uint _e5024 = l_mut_213_;
        bool l_2695_ = (_e5024 < 3u);
        bool l_2696_ = (l_2694_ != 0.0);
        if (l_2695_) {
            local_164 = l_2696_;
        } else {
            local_164 = false;
        }
        bool l_2697_ = local_164;
        uint _e5033 = l_mut_213_;
        bool l_2698_ = (_e5033 == 0u);
        if (l_2697_) {
            local_165 = l_2698_;
        } else {
            local_165 = false;
        }
        bool l_2699_ = local_165;
        float _e5040 = l_mut_903_;
        float l_2700_ = (l_2699_ ? l_2685_ : _e5040);
        l_mut_903_ = l_2700_;
        uint _e5042 = l_mut_213_;
        bool l_2701_ = (_e5042 == 1u);
        if (l_2697_) {
            local_166 = l_2701_;
        } else {
            local_166 = false;
        }
        bool l_2702_ = local_166;
        float _e5049 = l_mut_902_;
        float l_2703_ = (l_2702_ ? l_2685_ : _e5049);
        l_mut_902_ = l_2703_;
        uint _e5051 = l_mut_213_;
        bool l_2704_ = (_e5051 == 2u);
        if (l_2697_) {
            local_167 = l_2704_;
        } else {
            local_167 = false;
        }
        bool l_2705_ = local_167;
        float _e5058 = l_mut_901_;
        float l_2706_ = (l_2705_ ? l_2685_ : _e5058);
        l_mut_901_ = l_2706_;
        float l_2707_ = (l_2697_ ? l_2694_ : l_2685_);
        float _e5061 = l_mut_208_;
        float l_2708_ = (_e5061 + l_2682_);
        float l_2709_ = (l_2695_ ? l_2707_ : l_2708_);
        l_mut_208_ = l_2709_;
        uint l_2710_ = uint(l_2697_);
        uint _e5065 = l_mut_213_;
        l_mut_213_ = (_e5065 + l_2710_);
        float l_2711_ = a_2380_[6];
        float _e5069 = l_mut_208_;
        float l_2712_ = (_e5069 + l_2711_);
        bool l_2713_ = (l_4_ != 0.0);
        float l_2714_ = (l_2713_ ? l_2712_ : l_4_);
        float _e5074 = l_mut_208_;
        float l_2715_ = (l_2714_ - _e5074);
        bool l_2716_ = (l_4_ != 0.0);
        float l_2717_ = (l_2716_ ? l_2715_ : l_4_);
        float l_2718_ = (l_2714_ - l_2717_);
        bool l_2719_ = (l_4_ != 0.0);
        float l_2720_ = (l_2719_ ? l_2718_ : l_4_);
        float _e5083 = l_mut_208_;
        float l_2721_ = (_e5083 - l_2720_);
        float l_2722_ = (l_2711_ - l_2717_);
        float l_2723_ = (l_2721_ + l_2722_);
        uint _e5087 = l_mut_213_;
        bool l_2724_ = (_e5087 < 3u);
        bool l_2725_ = (l_2723_ != 0.0);
        if (l_2724_) {
            local_168 = l_2725_;
        } else {
            local_168 = false;
        }
        bool l_2726_ = local_168;
        uint _e5096 = l_mut_213_;
        bool l_2727_ = (_e5096 == 0u);
        if (l_2726_) {
            local_169 = l_2727_;
        } else {
            local_169 = false;
        }
        bool l_2728_ = local_169;
        float _e5103 = l_mut_903_;
        float l_2729_ = (l_2728_ ? l_2714_ : _e5103);
        l_mut_903_ = l_2729_;
        uint _e5105 = l_mut_213_;
        bool l_2730_ = (_e5105 == 1u);
        if (l_2726_) {
            local_170 = l_2730_;
        } else {
            local_170 = false;
        }
        bool l_2731_ = local_170;
        float _e5112 = l_mut_902_;
        float l_2732_ = (l_2731_ ? l_2714_ : _e5112);
        l_mut_902_ = l_2732_;
        uint _e5114 = l_mut_213_;
        bool l_2733_ = (_e5114 == 2u);
        if (l_2726_) {
            local_171 = l_2733_;
        } else {
            local_171 = false;
        }
        bool l_2734_ = local_171;
        float _e5121 = l_mut_901_;
        float l_2735_ = (l_2734_ ? l_2714_ : _e5121);
        l_mut_901_ = l_2735_;
        float l_2736_ = (l_2726_ ? l_2723_ : l_2714_);
        float _e5124 = l_mut_208_;
        float l_2737_ = (_e5124 + l_2711_);
        float l_2738_ = (l_2724_ ? l_2736_ : l_2737_);
        l_mut_208_ = l_2738_;
        uint l_2739_ = uint(l_2726_);
        uint _e5128 = l_mut_213_;
        l_mut_213_ = (_e5128 + l_2739_);
        float l_2740_ = a_2380_[7];
        float _e5132 = l_mut_208_;
        float l_2741_ = (_e5132 + l_2740_);
        bool l_2742_ = (l_4_ != 0.0);
        float l_2743_ = (l_2742_ ? l_2741_ : l_4_);
        float _e5137 = l_mut_208_;
        float l_2744_ = (l_2743_ - _e5137);
        bool l_2745_ = (l_4_ != 0.0);
        float l_2746_ = (l_2745_ ? l_2744_ : l_4_);
        float l_2747_ = (l_2743_ - l_2746_);
        bool l_2748_ = (l_4_ != 0.0);
        float l_2749_ = (l_2748_ ? l_2747_ : l_4_);
        float _e5146 = l_mut_208_;
        float l_2750_ = (_e5146 - l_2749_);
        float l_2751_ = (l_2740_ - l_2746_);
        float l_2752_ = (l_2750_ + l_2751_);
        uint _e5150 = l_mut_213_;
        bool l_2753_ = (_e5150 < 3u);
        bool l_2754_ = (l_2752_ != 0.0);
        if (l_2753_) {
            local_172 = l_2754_;
        } else {
            local_172 = false;
        }
        bool l_2755_ = local_172;
        uint _e5159 = l_mut_213_;
        bool l_2756_ = (_e5159 == 0u);
        if (l_2755_) {
            local_173 = l_2756_;
        } else {
            local_173 = false;
        }
        bool l_2757_ = local_173;
        float _e5166 = l_mut_903_;
        float l_2758_ = (l_2757_ ? l_2743_ : _e5166);
        l_mut_903_ = l_2758_;
        uint _e5168 = l_mut_213_;
        bool l_2759_ = (_e5168 == 1u);
        if (l_2755_) {
            local_174 = l_2759_;
        } else {
            local_174 = false;
        }
        bool l_2760_ = local_174;
        float _e5175 = l_mut_902_;
        float l_2761_ = (l_2760_ ? l_2743_ : _e5175);
        l_mut_902_ = l_2761_;
        uint _e5177 = l_mut_213_;
        bool l_2762_ = (_e5177 == 2u);
        if (l_2755_) {
            local_175 = l_2762_;
        } else {
            local_175 = false;
        }
        bool l_2763_ = local_175;
        float _e5184 = l_mut_901_;
        float l_2764_ = (l_2763_ ? l_2743_ : _e5184);
        l_mut_901_ = l_2764_;
        float l_2765_ = (l_2755_ ? l_2752_ : l_2743_);
        float _e5187 = l_mut_208_;
        float l_2766_ = (_e5187 + l_2740_);
        float l_2767_ = (l_2753_ ? l_2765_ : l_2766_);
        l_mut_208_ = l_2767_;
        uint l_2768_ = uint(l_2755_);
        uint _e5191 = l_mut_213_;
        l_mut_213_ = (_e5191 + l_2768_);
        uint _e5193 = l_mut_213_;
        bool l_2769_ = (_e5193 == 0u);
        float _e5196 = l_mut_903_;
        float _e5197 = l_mut_208_;
        float l_2770_ = (l_2769_ ? _e5197 : _e5196);
        l_mut_903_ = l_2770_;
        uint _e5199 = l_mut_213_;
        bool l_2771_ = (_e5199 == 1u);
        float _e5202 = l_mut_902_;
        float _e5203 = l_mut_208_;
        float l_2772_ = (l_2771_ ? _e5203 : _e5202);
        l_mut_902_ = l_2772_;
        uint _e5205 = l_mut_213_;
        bool l_2773_ = (_e5205 == 2u);
        float _e5208 = l_mut_901_;
        float _e5209 = l_mut_208_;
        float l_2774_ = (l_2773_ ? _e5209 : _e5208);
        l_mut_901_ = l_2774_;
        uint _e5211 = l_mut_213_;
        bool l_2775_ = (_e5211 == 3u);
        float _e5214 = l_mut_900_;
        float _e5215 = l_mut_208_;
        float l_2776_ = (l_2775_ ? _e5215 : _e5214);
        l_mut_900_ = l_2776_;
        float _e5217 = l_mut_903_;
        float l_2777_ = (_e5217 / l_14_);
        float l_2778_ = (l_2091_ + l_2777_);
        bool l_2779_ = (l_4_ != 0.0);
        float l_2780_ = (l_2779_ ? l_2778_ : l_4_);
        float l_2781_ = (l_2780_ - l_2091_);
        bool l_2782_ = (l_4_ != 0.0);
        float l_2783_ = (l_2782_ ? l_2781_ : l_4_);
        float l_2784_ = (l_2777_ - l_2783_);
        float l_2785_ = (l_1405_ + l_2780_);
        bool l_2786_ = (l_4_ != 0.0);
        float l_2787_ = (l_2786_ ? l_2785_ : l_4_);
        float l_2788_ = (l_2787_ - l_1405_);
        bool l_2789_ = (l_4_ != 0.0);
        float l_2790_ = (l_2789_ ? l_2788_ : l_4_);
        float l_2791_ = (l_2780_ - l_2790_);
        float l_2792_ = (l_715_ + l_2787_);
        bool l_2793_ = (l_4_ != 0.0);
        float l_2794_ = (l_2793_ ? l_2792_ : l_4_);
        float l_2795_ = (l_2794_ - l_715_);
        bool l_2796_ = (l_4_ != 0.0);
        float l_2797_ = (l_2796_ ? l_2795_ : l_4_);
        float l_2798_ = (l_2787_ - l_2797_);
        float l_2799_ = (l_23_ + l_2794_);
        bool l_2800_ = (l_4_ != 0.0);
        float l_2801_ = (l_2800_ ? l_2799_ : l_4_);
        float l_2802_ = (l_2801_ - l_23_);
        bool l_2803_ = (l_4_ != 0.0);
        float l_2804_ = (l_2803_ ? l_2802_ : l_4_);
        float l_2805_ = (l_2794_ - l_2804_);
        l_mut_212_ = 0.0;
        l_mut_211_ = 0.0;
        l_mut_210_ = 0.0;
        l_mut_209_ = 0.0;
        l_mut_208_ = l_2801_;
        l_mut_213_ = 0u;
        float _e5260 = l_mut_208_;
        float l_2806_ = (_e5260 + l_2805_);
        bool l_2807_ = (l_4_ != 0.0);
        float l_2808_ = (l_2807_ ? l_2806_ : l_4_);
        float _e5265 = l_mut_208_;
        float l_2809_ = (l_2808_ - _e5265);
        bool l_2810_ = (l_4_ != 0.0);
        float l_2811_ = (l_2810_ ? l_2809_ : l_4_);
        float l_2812_ = (l_2805_ - l_2811_);
        uint _e5271 = l_mut_213_;
        bool l_2813_ = (_e5271 < 3u);
        bool l_2814_ = (l_2812_ != 0.0);
        if (l_2813_) {
            local_176 = l_2814_;
        } else {
            local_176 = false;
        }
        bool l_2815_ = local_176;
        uint _e5280 = l_mut_213_;
        bool l_2816_ = (_e5280 == 0u);
        if (l_2815_) {
            local_177 = l_2816_;
        } else {
            local_177 = false;
        }
        bool l_2817_ = local_177;
        float _e5287 = l_mut_212_;
        float l_2818_ = (l_2817_ ? l_2808_ : _e5287);
        l_mut_212_ = l_2818_;
        uint _e5289 = l_mut_213_;
        bool l_2819_ = (_e5289 == 1u);
        if (l_2815_) {
            local_178 = l_2819_;
        } else {
            local_178 = false;
        }
        bool l_2820_ = local_178;
        float _e5296 = l_mut_211_;
        float l_2821_ = (l_2820_ ? l_2808_ : _e5296);
        l_mut_211_ = l_2821_;
        uint _e5298 = l_mut_213_;
        bool l_2822_ = (_e5298 == 2u);
        if (l_2815_) {
            local_179 = l_2822_;
        } else {
            local_179 = false;
        }
        bool l_2823_ = local_179;
        float _e5305 = l_mut_210_;
        float l_2824_ = (l_2823_ ? l_2808_ : _e5305);
        l_mut_210_ = l_2824_;
        float l_2825_ = (l_2815_ ? l_2812_ : l_2808_);
        float _e5308 = l_mut_208_;
        float l_2826_ = (_e5308 + l_2805_);
        float l_2827_ = (l_2813_ ? l_2825_ : l_2826_);
        l_mut_208_ = l_2827_;
        uint l_2828_ = uint(l_2815_);
        uint _e5312 = l_mut_213_;
        l_mut_213_ = (_e5312 + l_2828_);
        float _e5314 = l_mut_208_;
        float l_2829_ = (_e5314 + l_2798_);
        bool l_2830_ = (l_4_ != 0.0);
        float l_2831_ = (l_2830_ ? l_2829_ : l_4_);
        float _e5319 = l_mut_208_;
        float l_2832_ = (l_2831_ - _e5319);
        bool l_2833_ = (l_4_ != 0.0);
        float l_2834_ = (l_2833_ ? l_2832_ : l_4_);
        float l_2835_ = (l_2798_ - l_2834_);
        uint _e5325 = l_mut_213_;
        bool l_2836_ = (_e5325 < 3u);
        bool l_2837_ = (l_2835_ != 0.0);
        if (l_2836_) {
            local_180 = l_2837_;
        } else {
            local_180 = false;
        }
        bool l_2838_ = local_180;
        uint _e5334 = l_mut_213_;
        bool l_2839_ = (_e5334 == 0u);
        if (l_2838_) {
            local_181 = l_2839_;
        } else {
            local_181 = false;
        }
        bool l_2840_ = local_181;
        float _e5341 = l_mut_212_;
        float l_2841_ = (l_2840_ ? l_2831_ : _e5341);
        l_mut_212_ = l_2841_;
        uint _e5343 = l_mut_213_;
        bool l_2842_ = (_e5343 == 1u);
        if (l_2838_) {
            local_182 = l_2842_;
        } else {
            local_182 = false;
        }
        bool l_2843_ = local_182;
        float _e5350 = l_mut_211_;
        float l_2844_ = (l_2843_ ? l_2831_ : _e5350);
        l_mut_211_ = l_2844_;
        uint _e5352 = l_mut_213_;
        bool l_2845_ = (_e5352 == 2u);
        if (l_2838_) {
            local_183 = l_2845_;
        } else {
            local_183 = false;
        }
        bool l_2846_ = local_183;
        float _e5359 = l_mut_210_;
        float l_2847_ = (l_2846_ ? l_2831_ : _e5359);
        l_mut_210_ = l_2847_;
        float l_2848_ = (l_2838_ ? l_2835_ : l_2831_);
        float _e5362 = l_mut_208_;
        float l_2849_ = (_e5362 + l_2798_);
        float l_2850_ = (l_2836_ ? l_2848_ : l_2849_);
        l_mut_208_ = l_2850_;
        uint l_2851_ = uint(l_2838_);
        uint _e5366 = l_mut_213_;
        l_mut_213_ = (_e5366 + l_2851_);
        float _e5368 = l_mut_208_;
        float l_2852_ = (_e5368 + l_2791_);
        bool l_2853_ = (l_4_ != 0.0);
        float l_2854_ = (l_2853_ ? l_2852_ : l_4_);
        float _e5373 = l_mut_208_;
        float l_2855_ = (l_2854_ - _e5373);
        bool l_2856_ = (l_4_ != 0.0);
        float l_2857_ = (l_2856_ ? l_2855_ : l_4_);
        float l_2858_ = (l_2791_ - l_2857_);
        uint _e5379 = l_mut_213_;
        bool l_2859_ = (_e5379 < 3u);
        bool l_2860_ = (l_2858_ != 0.0);
        if (l_2859_) {
            local_184 = l_2860_;
        } else {
            local_184 = false;
        }
        bool l_2861_ = local_184;
        uint _e5388 = l_mut_213_;
        bool l_2862_ = (_e5388 == 0u);
        if (l_2861_) {
            local_185 = l_2862_;
        } else {
            local_185 = false;
        }
        bool l_2863_ = local_185;
        float _e5395 = l_mut_212_;
        float l_2864_ = (l_2863_ ? l_2854_ : _e5395);
        l_mut_212_ = l_2864_;
        uint _e5397 = l_mut_213_;
        bool l_2865_ = (_e5397 == 1u);
        if (l_2861_) {
            local_186 = l_2865_;
        } else {
            local_186 = false;
        }
        bool l_2866_ = local_186;
        float _e5404 = l_mut_211_;
        float l_2867_ = (l_2866_ ? l_2854_ : _e5404);
        l_mut_211_ = l_2867_;
        uint _e5406 = l_mut_213_;
        bool l_2868_ = (_e5406 == 2u);
        if (l_2861_) {
            local_187 = l_2868_;
        } else {
            local_187 = false;
        }
        bool l_2869_ = local_187;
        float _e5413 = l_mut_210_;
        float l_2870_ = (l_2869_ ? l_2854_ : _e5413);
        l_mut_210_ = l_2870_;
        float l_2871_ = (l_2861_ ? l_2858_ : l_2854_);
        float _e5416 = l_mut_208_;
        float l_2872_ = (_e5416 + l_2791_);
        float l_2873_ = (l_2859_ ? l_2871_ : l_2872_);
        l_mut_208_ = l_2873_;
        uint l_2874_ = uint(l_2861_);
        uint _e5420 = l_mut_213_;
        l_mut_213_ = (_e5420 + l_2874_);
        float _e5422 = l_mut_208_;
        float l_2875_ = (_e5422 + l_2784_);
        bool l_2876_ = (l_4_ != 0.0);
        float l_2877_ = (l_2876_ ? l_2875_ : l_4_);
        float _e5427 = l_mut_208_;
        float l_2878_ = (l_2877_ - _e5427);
        bool l_2879_ = (l_4_ != 0.0);
        float l_2880_ = (l_2879_ ? l_2878_ : l_4_);
        float l_2881_ = (l_2784_ - l_2880_);
        uint _e5433 = l_mut_213_;
        bool l_2882_ = (_e5433 < 3u);
        bool l_2883_ = (l_2881_ != 0.0);
        if (l_2882_) {
            local_188 = l_2883_;
        } else {
            local_188 = false;
        }
        bool l_2884_ = local_188;
        uint _e5442 = l_mut_213_;
        bool l_2885_ = (_e5442 == 0u);
        if (l_2884_) {
            local_189 = l_2885_;
        } else {
            local_189 = false;
        }
        bool l_2886_ = local_189;
        float _e5449 = l_mut_212_;
        float l_2887_ = (l_2886_ ? l_2877_ : _e5449);
        l_mut_212_ = l_2887_;
        uint _e5451 = l_mut_213_;
        bool l_2888_ = (_e5451 == 1u);
        if (l_2884_) {
            local_190 = l_2888_;
        } else {
            local_190 = false;
        }
        bool l_2889_ = local_190;
        float _e5458 = l_mut_211_;
        float l_2890_ = (l_2889_ ? l_2877_ : _e5458);
        l_mut_211_ = l_2890_;
        uint _e5460 = l_mut_213_;
        bool l_2891_ = (_e5460 == 2u);
        if (l_2884_) {
            local_191 = l_2891_;
        } else {
            local_191 = false;
        }
        bool l_2892_ = local_191;
        float _e5467 = l_mut_210_;
        float l_2893_ = (l_2892_ ? l_2877_ : _e5467);
        l_mut_210_ = l_2893_;
        float l_2894_ = (l_2884_ ? l_2881_ : l_2877_);
        float _e5470 = l_mut_208_;
        float l_2895_ = (_e5470 + l_2784_);
        float l_2896_ = (l_2882_ ? l_2894_ : l_2895_);
        l_mut_208_ = l_2896_;
        uint l_2897_ = uint(l_2884_);
        uint _e5474 = l_mut_213_;
        l_mut_213_ = (_e5474 + l_2897_);
        uint _e5476 = l_mut_213_;
        bool l_2898_ = (_e5476 == 0u);
        float _e5479 = l_mut_212_;
        float _e5480 = l_mut_208_;
        float l_2899_ = (l_2898_ ? _e5480 : _e5479);
        l_mut_212_ = l_2899_;
        uint _e5482 = l_mut_213_;
        bool l_2900_ = (_e5482 == 1u);
        float _e5485 = l_mut_211_;
        float _e5486 = l_mut_208_;
        float l_2901_ = (l_2900_ ? _e5486 : _e5485);
        l_mut_211_ = l_2901_;
        uint _e5488 = l_mut_213_;
        bool l_2902_ = (_e5488 == 2u);
        float _e5491 = l_mut_210_;
        float _e5492 = l_mut_208_;
        float l_2903_ = (l_2902_ ? _e5492 : _e5491);
        l_mut_210_ = l_2903_;
        uint _e5494 = l_mut_213_;
        bool l_2904_ = (_e5494 == 3u);
        float _e5497 = l_mut_209_;
        float _e5498 = l_mut_208_;
        float l_2905_ = (l_2904_ ? _e5498 : _e5497);
        l_mut_209_ = l_2905_;
        uint l_2981_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2982_ = (l_2981_ * 1u);
        bool l_2983_ = (id < l_2982_);
        if (l_2983_) {
            float _e5509 = l_mut_212_;
            _group_0_binding_3_cs[id] = _e5509;
        }
        uint l_2906_ = (l_1_ + id);
        uint l_2984_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2985_ = (l_2984_ * 1u);
        bool l_2986_ = (l_2906_ < l_2985_);
        if (l_2986_) {
            float _e5520 = l_mut_211_;
            _group_0_binding_3_cs[l_2906_] = _e5520;
        }
        uint l_2907_ = (2u * l_1_);
        uint l_2908_ = (l_2907_ + id);
        uint l_2987_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2988_ = (l_2987_ * 1u);
        bool l_2989_ = (l_2908_ < l_2988_);
        if (l_2989_) {
            float _e5533 = l_mut_210_;
            _group_0_binding_3_cs[l_2908_] = _e5533;
        }
        uint l_2909_ = (3u * l_1_);
        uint l_2910_ = (l_2909_ + id);
        uint l_2990_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2991_ = (l_2990_ * 1u);
        bool l_2992_ = (l_2910_ < l_2991_);
        if (l_2992_) {
            float _e5546 = l_mut_209_;
            _group_0_binding_3_cs[l_2910_] = _e5546;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
