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

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    double a_319_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1009_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1695_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_2381_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_209_ = 0.0;
    double l_mut_210_ = 0.0;
    double l_mut_211_ = 0.0;
    double l_mut_212_ = 0.0;
    double l_mut_213_ = 0.0;
    uint l_mut_214_ = 0u;
    double l_mut_901_ = 0.0;
    double l_mut_902_ = 0.0;
    double l_mut_903_ = 0.0;
    double l_mut_904_ = 0.0;
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
        uint l_2912_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2913_ = (l_2912_ * 1u);
        bool l_2914_ = (0u < l_2913_);
        uint l_2915_ = (l_2913_ - 1u);
        uint l_2916_ = min(0u, l_2915_);
        double l_2917_ = _group_0_binding_2_cs[l_2916_];
        double l_3_ = (l_2914_ ? l_2917_ : 0.0LF);
        uint l_2919_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2920_ = (l_2919_ * 1u);
        bool l_2921_ = (1u < l_2920_);
        uint l_2922_ = (l_2920_ - 1u);
        uint l_2923_ = min(1u, l_2922_);
        double l_2924_ = _group_0_binding_2_cs[l_2923_];
        double l_4_ = (l_2921_ ? l_2924_ : 0.0LF);
        uint l_2926_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2927_ = (l_2926_ * 1u);
        bool l_2928_ = (id < l_2927_);
        uint l_2929_ = (l_2927_ - 1u);
        uint l_2930_ = min(id, l_2929_);
        double l_2931_ = _group_0_binding_0_cs[l_2930_];
        double l_5_ = (l_2928_ ? l_2931_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_2933_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2934_ = (l_2933_ * 1u);
        bool l_2935_ = (l_6_ < l_2934_);
        uint l_2936_ = (l_2934_ - 1u);
        uint l_2937_ = min(l_6_, l_2936_);
        double l_2938_ = _group_0_binding_0_cs[l_2937_];
        double l_7_ = (l_2935_ ? l_2938_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2940_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2941_ = (l_2940_ * 1u);
        bool l_2942_ = (l_9_ < l_2941_);
        uint l_2943_ = (l_2941_ - 1u);
        uint l_2944_ = min(l_9_, l_2943_);
        double l_2945_ = _group_0_binding_0_cs[l_2944_];
        double l_10_ = (l_2942_ ? l_2945_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2947_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2948_ = (l_2947_ * 1u);
        bool l_2949_ = (l_12_ < l_2948_);
        uint l_2950_ = (l_2948_ - 1u);
        uint l_2951_ = min(l_12_, l_2950_);
        double l_2952_ = _group_0_binding_0_cs[l_2951_];
        double l_13_ = (l_2949_ ? l_2952_ : 0.0LF);
        uint l_2954_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2955_ = (l_2954_ * 1u);
        bool l_2956_ = (id < l_2955_);
        uint l_2957_ = (l_2955_ - 1u);
        uint l_2958_ = min(id, l_2957_);
        double l_2959_ = _group_0_binding_1_cs[l_2958_];
        double l_14_ = (l_2956_ ? l_2959_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_2961_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2962_ = (l_2961_ * 1u);
        bool l_2963_ = (l_15_ < l_2962_);
        uint l_2964_ = (l_2962_ - 1u);
        uint l_2965_ = min(l_15_, l_2964_);
        double l_2966_ = _group_0_binding_1_cs[l_2965_];
        double l_16_ = (l_2963_ ? l_2966_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2968_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2969_ = (l_2968_ * 1u);
        bool l_2970_ = (l_18_ < l_2969_);
        uint l_2971_ = (l_2969_ - 1u);
        uint l_2972_ = min(l_18_, l_2971_);
        double l_2973_ = _group_0_binding_1_cs[l_2972_];
        double l_19_ = (l_2970_ ? l_2973_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2975_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2976_ = (l_2975_ * 1u);
        bool l_2977_ = (l_21_ < l_2976_);
        uint l_2978_ = (l_2976_ - 1u);
        uint l_2979_ = min(l_21_, l_2978_);
        double l_2980_ = _group_0_binding_1_cs[l_2979_];
        double l_22_ = (l_2977_ ? l_2980_ : 0.0LF);
        double l_23_ = (1.0LF / l_14_);
        double l_24_ = (l_5_ * l_23_);
        double l_25_ = (l_14_ * l_24_);
        bool l_26_ = (l_4_ != 0.0LF);
        double l_27_ = (l_26_ ? l_25_ : l_4_);
        double l_28_ = (l_3_ * l_14_);
        bool l_29_ = (l_4_ != 0.0LF);
        double l_30_ = (l_29_ ? l_28_ : l_4_);
        double l_31_ = (l_30_ - l_14_);
        bool l_32_ = (l_4_ != 0.0LF);
        double l_33_ = (l_32_ ? l_31_ : l_4_);
        double l_34_ = (l_30_ - l_33_);
        double l_35_ = (l_14_ - l_34_);
        double l_36_ = (l_3_ * l_24_);
        bool l_37_ = (l_4_ != 0.0LF);
        double l_38_ = (l_37_ ? l_36_ : l_4_);
        double l_39_ = (l_38_ - l_24_);
        bool l_40_ = (l_4_ != 0.0LF);
        double l_41_ = (l_40_ ? l_39_ : l_4_);
        double l_42_ = (l_38_ - l_41_);
        double l_43_ = (l_24_ - l_42_);
        double l_44_ = (l_34_ * l_42_);
        double l_45_ = (l_44_ - l_27_);
        double l_46_ = (l_34_ * l_43_);
        double l_47_ = (l_45_ + l_46_);
        double l_48_ = (l_35_ * l_42_);
        double l_49_ = (l_47_ + l_48_);
        double l_50_ = (l_35_ * l_43_);
        double l_51_ = (l_49_ + l_50_);
        double l_52_ = (l_16_ * l_24_);
        bool l_53_ = (l_4_ != 0.0LF);
        double l_54_ = (l_53_ ? l_52_ : l_4_);
        double l_55_ = (l_3_ * l_16_);
        bool l_56_ = (l_4_ != 0.0LF);
        double l_57_ = (l_56_ ? l_55_ : l_4_);
        double l_58_ = (l_57_ - l_16_);
        bool l_59_ = (l_4_ != 0.0LF);
        double l_60_ = (l_59_ ? l_58_ : l_4_);
        double l_61_ = (l_57_ - l_60_);
        double l_62_ = (l_16_ - l_61_);
        double l_63_ = (l_3_ * l_24_);
        bool l_64_ = (l_4_ != 0.0LF);
        double l_65_ = (l_64_ ? l_63_ : l_4_);
        double l_66_ = (l_65_ - l_24_);
        bool l_67_ = (l_4_ != 0.0LF);
        double l_68_ = (l_67_ ? l_66_ : l_4_);
        double l_69_ = (l_65_ - l_68_);
        double l_70_ = (l_24_ - l_69_);
        double l_71_ = (l_61_ * l_69_);
        double l_72_ = (l_71_ - l_54_);
        double l_73_ = (l_61_ * l_70_);
        double l_74_ = (l_72_ + l_73_);
        double l_75_ = (l_62_ * l_69_);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_62_ * l_70_);
        double l_78_ = (l_76_ + l_77_);
        double l_79_ = (l_19_ * l_24_);
        bool l_80_ = (l_4_ != 0.0LF);
        double l_81_ = (l_80_ ? l_79_ : l_4_);
        double l_82_ = (l_3_ * l_19_);
        bool l_83_ = (l_4_ != 0.0LF);
        double l_84_ = (l_83_ ? l_82_ : l_4_);
        double l_85_ = (l_84_ - l_19_);
        bool l_86_ = (l_4_ != 0.0LF);
        double l_87_ = (l_86_ ? l_85_ : l_4_);
        double l_88_ = (l_84_ - l_87_);
        double l_89_ = (l_19_ - l_88_);
        double l_90_ = (l_3_ * l_24_);
        bool l_91_ = (l_4_ != 0.0LF);
        double l_92_ = (l_91_ ? l_90_ : l_4_);
        double l_93_ = (l_92_ - l_24_);
        bool l_94_ = (l_4_ != 0.0LF);
        double l_95_ = (l_94_ ? l_93_ : l_4_);
        double l_96_ = (l_92_ - l_95_);
        double l_97_ = (l_24_ - l_96_);
        double l_98_ = (l_88_ * l_96_);
        double l_99_ = (l_98_ - l_81_);
        double l_100_ = (l_88_ * l_97_);
        double l_101_ = (l_99_ + l_100_);
        double l_102_ = (l_89_ * l_96_);
        double l_103_ = (l_101_ + l_102_);
        double l_104_ = (l_89_ * l_97_);
        double l_105_ = (l_103_ + l_104_);
        double l_106_ = (l_22_ * l_24_);
        double l_107_ = (l_51_ + l_54_);
        bool l_108_ = (l_4_ != 0.0LF);
        double l_109_ = (l_108_ ? l_107_ : l_4_);
        double l_110_ = (l_109_ - l_51_);
        bool l_111_ = (l_4_ != 0.0LF);
        double l_112_ = (l_111_ ? l_110_ : l_4_);
        double l_113_ = (l_109_ - l_112_);
        bool l_114_ = (l_4_ != 0.0LF);
        double l_115_ = (l_114_ ? l_113_ : l_4_);
        double l_116_ = (l_51_ - l_115_);
        double l_117_ = (l_54_ - l_112_);
        double l_118_ = (l_116_ + l_117_);
        double l_119_ = (l_118_ + l_78_);
        bool l_120_ = (l_4_ != 0.0LF);
        double l_121_ = (l_120_ ? l_119_ : l_4_);
        double l_122_ = (l_121_ - l_118_);
        bool l_123_ = (l_4_ != 0.0LF);
        double l_124_ = (l_123_ ? l_122_ : l_4_);
        double l_125_ = (l_121_ - l_124_);
        bool l_126_ = (l_4_ != 0.0LF);
        double l_127_ = (l_126_ ? l_125_ : l_4_);
        double l_128_ = (l_118_ - l_127_);
        double l_129_ = (l_78_ - l_124_);
        double l_130_ = (l_128_ + l_129_);
        double l_131_ = (l_81_ + l_121_);
        bool l_132_ = (l_4_ != 0.0LF);
        double l_133_ = (l_132_ ? l_131_ : l_4_);
        double l_134_ = (l_133_ - l_81_);
        bool l_135_ = (l_4_ != 0.0LF);
        double l_136_ = (l_135_ ? l_134_ : l_4_);
        double l_137_ = (l_133_ - l_136_);
        bool l_138_ = (l_4_ != 0.0LF);
        double l_139_ = (l_138_ ? l_137_ : l_4_);
        double l_140_ = (l_81_ - l_139_);
        double l_141_ = (l_121_ - l_136_);
        double l_142_ = (l_140_ + l_141_);
        double l_143_ = (l_130_ + l_142_);
        bool l_144_ = (l_4_ != 0.0LF);
        double l_145_ = (l_144_ ? l_143_ : l_4_);
        double l_146_ = (l_145_ - l_130_);
        bool l_147_ = (l_4_ != 0.0LF);
        double l_148_ = (l_147_ ? l_146_ : l_4_);
        double l_149_ = (l_145_ - l_148_);
        bool l_150_ = (l_4_ != 0.0LF);
        double l_151_ = (l_150_ ? l_149_ : l_4_);
        double l_152_ = (l_130_ - l_151_);
        double l_153_ = (l_142_ - l_148_);
        double l_154_ = (l_152_ + l_153_);
        double l_155_ = (l_145_ + l_105_);
        bool l_156_ = (l_4_ != 0.0LF);
        double l_157_ = (l_156_ ? l_155_ : l_4_);
        double l_158_ = (l_157_ - l_145_);
        bool l_159_ = (l_4_ != 0.0LF);
        double l_160_ = (l_159_ ? l_158_ : l_4_);
        double l_161_ = (l_157_ - l_160_);
        bool l_162_ = (l_4_ != 0.0LF);
        double l_163_ = (l_162_ ? l_161_ : l_4_);
        double l_164_ = (l_145_ - l_163_);
        double l_165_ = (l_105_ - l_160_);
        double l_166_ = (l_164_ + l_165_);
        double l_167_ = (l_106_ + l_157_);
        bool l_168_ = (l_4_ != 0.0LF);
        double l_169_ = (l_168_ ? l_167_ : l_4_);
        double l_170_ = (l_169_ - l_106_);
        bool l_171_ = (l_4_ != 0.0LF);
        double l_172_ = (l_171_ ? l_170_ : l_4_);
        double l_173_ = (l_169_ - l_172_);
        bool l_174_ = (l_4_ != 0.0LF);
        double l_175_ = (l_174_ ? l_173_ : l_4_);
        double l_176_ = (l_106_ - l_175_);
        double l_177_ = (l_157_ - l_172_);
        double l_178_ = (l_176_ + l_177_);
        double l_179_ = (l_166_ + l_178_);
        double l_180_ = (l_179_ + l_154_);
        double l_181_ = (l_169_ + l_180_);
        bool l_182_ = (l_4_ != 0.0LF);
        double l_183_ = (l_182_ ? l_181_ : l_4_);
        double l_184_ = (l_183_ - l_169_);
        bool l_185_ = (l_4_ != 0.0LF);
        double l_186_ = (l_185_ ? l_184_ : l_4_);
        double l_187_ = (l_180_ - l_186_);
        double l_188_ = (l_133_ + l_183_);
        bool l_189_ = (l_4_ != 0.0LF);
        double l_190_ = (l_189_ ? l_188_ : l_4_);
        double l_191_ = (l_190_ - l_133_);
        bool l_192_ = (l_4_ != 0.0LF);
        double l_193_ = (l_192_ ? l_191_ : l_4_);
        double l_194_ = (l_183_ - l_193_);
        double l_195_ = (l_109_ + l_190_);
        bool l_196_ = (l_4_ != 0.0LF);
        double l_197_ = (l_196_ ? l_195_ : l_4_);
        double l_198_ = (l_197_ - l_109_);
        bool l_199_ = (l_4_ != 0.0LF);
        double l_200_ = (l_199_ ? l_198_ : l_4_);
        double l_201_ = (l_190_ - l_200_);
        double l_202_ = (l_27_ + l_197_);
        bool l_203_ = (l_4_ != 0.0LF);
        double l_204_ = (l_203_ ? l_202_ : l_4_);
        double l_205_ = (l_204_ - l_27_);
        bool l_206_ = (l_4_ != 0.0LF);
        double l_207_ = (l_206_ ? l_205_ : l_4_);
        double l_208_ = (l_197_ - l_207_);
        l_mut_209_ = 0.0LF;
        l_mut_210_ = 0.0LF;
        l_mut_211_ = 0.0LF;
        l_mut_212_ = 0.0LF;
        l_mut_213_ = l_204_;
        l_mut_214_ = 0u;
        double _e447 = l_mut_213_;
        double l_215_ = (_e447 + l_208_);
        bool l_216_ = (l_4_ != 0.0LF);
        double l_217_ = (l_216_ ? l_215_ : l_4_);
        double _e452 = l_mut_213_;
        double l_218_ = (l_217_ - _e452);
        bool l_219_ = (l_4_ != 0.0LF);
        double l_220_ = (l_219_ ? l_218_ : l_4_);
        double l_221_ = (l_208_ - l_220_);
        uint _e458 = l_mut_214_;
        bool l_222_ = (_e458 < 3u);
        bool l_223_ = (l_221_ != 0.0LF);
        if (l_222_) {
            local = l_223_;
        } else {
            local = false;
        }
        bool l_224_ = local;
        uint _e467 = l_mut_214_;
        bool l_225_ = (_e467 == 0u);
        if (l_224_) {
            local_1 = l_225_;
        } else {
            local_1 = false;
        }
        bool l_226_ = local_1;
        double _e474 = l_mut_209_;
        double l_227_ = (l_226_ ? l_217_ : _e474);
        l_mut_209_ = l_227_;
        uint _e476 = l_mut_214_;
        bool l_228_ = (_e476 == 1u);
        if (l_224_) {
            local_2 = l_228_;
        } else {
            local_2 = false;
        }
        bool l_229_ = local_2;
        double _e483 = l_mut_210_;
        double l_230_ = (l_229_ ? l_217_ : _e483);
        l_mut_210_ = l_230_;
        uint _e485 = l_mut_214_;
        bool l_231_ = (_e485 == 2u);
        if (l_224_) {
            local_3 = l_231_;
        } else {
            local_3 = false;
        }
        bool l_232_ = local_3;
        double _e492 = l_mut_211_;
        double l_233_ = (l_232_ ? l_217_ : _e492);
        l_mut_211_ = l_233_;
        double l_234_ = (l_224_ ? l_221_ : l_217_);
        double _e495 = l_mut_213_;
        double l_235_ = (_e495 + l_208_);
        double l_236_ = (l_222_ ? l_234_ : l_235_);
        l_mut_213_ = l_236_;
        uint l_237_ = uint(l_224_);
        uint _e499 = l_mut_214_;
        l_mut_214_ = (_e499 + l_237_);
        double _e501 = l_mut_213_;
        double l_238_ = (_e501 + l_201_);
        bool l_239_ = (l_4_ != 0.0LF);
        double l_240_ = (l_239_ ? l_238_ : l_4_);
        double _e506 = l_mut_213_;
        double l_241_ = (l_240_ - _e506);
        bool l_242_ = (l_4_ != 0.0LF);
        double l_243_ = (l_242_ ? l_241_ : l_4_);
        double l_244_ = (l_201_ - l_243_);
        uint _e512 = l_mut_214_;
        bool l_245_ = (_e512 < 3u);
        bool l_246_ = (l_244_ != 0.0LF);
        if (l_245_) {
            local_4 = l_246_;
        } else {
            local_4 = false;
        }
        bool l_247_ = local_4;
        uint _e521 = l_mut_214_;
        bool l_248_ = (_e521 == 0u);
        if (l_247_) {
            local_5 = l_248_;
        } else {
            local_5 = false;
        }
        bool l_249_ = local_5;
        double _e528 = l_mut_209_;
        double l_250_ = (l_249_ ? l_240_ : _e528);
        l_mut_209_ = l_250_;
        uint _e530 = l_mut_214_;
        bool l_251_ = (_e530 == 1u);
        if (l_247_) {
            local_6 = l_251_;
        } else {
            local_6 = false;
        }
        bool l_252_ = local_6;
        double _e537 = l_mut_210_;
        double l_253_ = (l_252_ ? l_240_ : _e537);
        l_mut_210_ = l_253_;
        uint _e539 = l_mut_214_;
        bool l_254_ = (_e539 == 2u);
        if (l_247_) {
            local_7 = l_254_;
        } else {
            local_7 = false;
        }
        bool l_255_ = local_7;
        double _e546 = l_mut_211_;
        double l_256_ = (l_255_ ? l_240_ : _e546);
        l_mut_211_ = l_256_;
        double l_257_ = (l_247_ ? l_244_ : l_240_);
        double _e549 = l_mut_213_;
        double l_258_ = (_e549 + l_201_);
        double l_259_ = (l_245_ ? l_257_ : l_258_);
        l_mut_213_ = l_259_;
        uint l_260_ = uint(l_247_);
        uint _e553 = l_mut_214_;
        l_mut_214_ = (_e553 + l_260_);
        double _e555 = l_mut_213_;
        double l_261_ = (_e555 + l_194_);
        bool l_262_ = (l_4_ != 0.0LF);
        double l_263_ = (l_262_ ? l_261_ : l_4_);
        double _e560 = l_mut_213_;
        double l_264_ = (l_263_ - _e560);
        bool l_265_ = (l_4_ != 0.0LF);
        double l_266_ = (l_265_ ? l_264_ : l_4_);
        double l_267_ = (l_194_ - l_266_);
        uint _e566 = l_mut_214_;
        bool l_268_ = (_e566 < 3u);
        bool l_269_ = (l_267_ != 0.0LF);
        if (l_268_) {
            local_8 = l_269_;
        } else {
            local_8 = false;
        }
        bool l_270_ = local_8;
        uint _e575 = l_mut_214_;
        bool l_271_ = (_e575 == 0u);
        if (l_270_) {
            local_9 = l_271_;
        } else {
            local_9 = false;
        }
        bool l_272_ = local_9;
        double _e582 = l_mut_209_;
        double l_273_ = (l_272_ ? l_263_ : _e582);
        l_mut_209_ = l_273_;
        uint _e584 = l_mut_214_;
        bool l_274_ = (_e584 == 1u);
        if (l_270_) {
            local_10 = l_274_;
        } else {
            local_10 = false;
        }
        bool l_275_ = local_10;
        double _e591 = l_mut_210_;
        double l_276_ = (l_275_ ? l_263_ : _e591);
        l_mut_210_ = l_276_;
        uint _e593 = l_mut_214_;
        bool l_277_ = (_e593 == 2u);
        if (l_270_) {
            local_11 = l_277_;
        } else {
            local_11 = false;
        }
        bool l_278_ = local_11;
        double _e600 = l_mut_211_;
        double l_279_ = (l_278_ ? l_263_ : _e600);
        l_mut_211_ = l_279_;
        double l_280_ = (l_270_ ? l_267_ : l_263_);
        double _e603 = l_mut_213_;
        double l_281_ = (_e603 + l_194_);
        double l_282_ = (l_268_ ? l_280_ : l_281_);
        l_mut_213_ = l_282_;
        uint l_283_ = uint(l_270_);
        uint _e607 = l_mut_214_;
        l_mut_214_ = (_e607 + l_283_);
        double _e609 = l_mut_213_;
        double l_284_ = (_e609 + l_187_);
        bool l_285_ = (l_4_ != 0.0LF);
        double l_286_ = (l_285_ ? l_284_ : l_4_);
        double _e614 = l_mut_213_;
        double l_287_ = (l_286_ - _e614);
        bool l_288_ = (l_4_ != 0.0LF);
        double l_289_ = (l_288_ ? l_287_ : l_4_);
        double l_290_ = (l_187_ - l_289_);
        uint _e620 = l_mut_214_;
        bool l_291_ = (_e620 < 3u);
        bool l_292_ = (l_290_ != 0.0LF);
        if (l_291_) {
            local_12 = l_292_;
        } else {
            local_12 = false;
        }
        bool l_293_ = local_12;
        uint _e629 = l_mut_214_;
        bool l_294_ = (_e629 == 0u);
        if (l_293_) {
            local_13 = l_294_;
        } else {
            local_13 = false;
        }
        bool l_295_ = local_13;
        double _e636 = l_mut_209_;
        double l_296_ = (l_295_ ? l_286_ : _e636);
        l_mut_209_ = l_296_;
        uint _e638 = l_mut_214_;
        bool l_297_ = (_e638 == 1u);
        if (l_293_) {
            local_14 = l_297_;
        } else {
            local_14 = false;
        }
        bool l_298_ = local_14;
        double _e645 = l_mut_210_;
        double l_299_ = (l_298_ ? l_286_ : _e645);
        l_mut_210_ = l_299_;
        uint _e647 = l_mut_214_;
        bool l_300_ = (_e647 == 2u);
        if (l_293_) {
            local_15 = l_300_;
        } else {
            local_15 = false;
        }
        bool l_301_ = local_15;
        double _e654 = l_mut_211_;
        double l_302_ = (l_301_ ? l_286_ : _e654);
        l_mut_211_ = l_302_;
        double l_303_ = (l_293_ ? l_290_ : l_286_);
        double _e657 = l_mut_213_;
        double l_304_ = (_e657 + l_187_);
        double l_305_ = (l_291_ ? l_303_ : l_304_);
        l_mut_213_ = l_305_;
        uint l_306_ = uint(l_293_);
        uint _e661 = l_mut_214_;
        l_mut_214_ = (_e661 + l_306_);
        uint _e663 = l_mut_214_;
        bool l_307_ = (_e663 == 0u);
        double _e666 = l_mut_209_;
        double _e667 = l_mut_213_;
        double l_308_ = (l_307_ ? _e667 : _e666);
        l_mut_209_ = l_308_;
        uint _e669 = l_mut_214_;
        bool l_309_ = (_e669 == 1u);
        double _e672 = l_mut_210_;
        double _e673 = l_mut_213_;
        double l_310_ = (l_309_ ? _e673 : _e672);
        l_mut_210_ = l_310_;
        uint _e675 = l_mut_214_;
        bool l_311_ = (_e675 == 2u);
        double _e678 = l_mut_211_;
        double _e679 = l_mut_213_;
        double l_312_ = (l_311_ ? _e679 : _e678);
        l_mut_211_ = l_312_;
        uint _e681 = l_mut_214_;
        bool l_313_ = (_e681 == 3u);
        double _e684 = l_mut_212_;
        double _e685 = l_mut_213_;
        double l_314_ = (l_313_ ? _e685 : _e684);
        l_mut_212_ = l_314_;
        double _e687 = l_mut_209_;
        double l_315_ = -(_e687);
        double _e689 = l_mut_210_;
        double l_316_ = -(_e689);
        double _e691 = l_mut_211_;
        double l_317_ = -(_e691);
        double _e693 = l_mut_212_;
        double l_318_ = -(_e693);
        a_319_[0] = l_5_;
        a_319_[1] = l_315_;
        a_319_[2] = l_7_;
        a_319_[3] = l_316_;
        a_319_[4] = l_10_;
        a_319_[5] = l_317_;
        a_319_[6] = l_13_;
        a_319_[7] = l_318_;
        double l_320_ = a_319_[7];
        l_mut_213_ = l_320_;
        double l_321_ = a_319_[6];
        double _e707 = l_mut_213_;
        double l_322_ = (l_321_ + _e707);
        bool l_323_ = (l_4_ != 0.0LF);
        double l_324_ = (l_323_ ? l_322_ : l_4_);
        double l_325_ = (l_324_ - l_321_);
        bool l_326_ = (l_4_ != 0.0LF);
        double l_327_ = (l_326_ ? l_325_ : l_4_);
        double l_328_ = (l_324_ - l_327_);
        bool l_329_ = (l_4_ != 0.0LF);
        double l_330_ = (l_329_ ? l_328_ : l_4_);
        double l_331_ = (l_321_ - l_330_);
        double _e721 = l_mut_213_;
        double l_332_ = (_e721 - l_327_);
        double l_333_ = (l_331_ + l_332_);
        a_319_[7] = l_333_;
        l_mut_213_ = l_324_;
        double l_334_ = a_319_[5];
        double _e727 = l_mut_213_;
        double l_335_ = (l_334_ + _e727);
        bool l_336_ = (l_4_ != 0.0LF);
        double l_337_ = (l_336_ ? l_335_ : l_4_);
        double l_338_ = (l_337_ - l_334_);
        bool l_339_ = (l_4_ != 0.0LF);
        double l_340_ = (l_339_ ? l_338_ : l_4_);
        double l_341_ = (l_337_ - l_340_);
        bool l_342_ = (l_4_ != 0.0LF);
        double l_343_ = (l_342_ ? l_341_ : l_4_);
        double l_344_ = (l_334_ - l_343_);
        double _e741 = l_mut_213_;
        double l_345_ = (_e741 - l_340_);
        double l_346_ = (l_344_ + l_345_);
        a_319_[6] = l_346_;
        l_mut_213_ = l_337_;
        double l_347_ = a_319_[4];
        double _e747 = l_mut_213_;
        double l_348_ = (l_347_ + _e747);
        bool l_349_ = (l_4_ != 0.0LF);
        double l_350_ = (l_349_ ? l_348_ : l_4_);
        double l_351_ = (l_350_ - l_347_);
        bool l_352_ = (l_4_ != 0.0LF);
        double l_353_ = (l_352_ ? l_351_ : l_4_);
        double l_354_ = (l_350_ - l_353_);
        bool l_355_ = (l_4_ != 0.0LF);
        double l_356_ = (l_355_ ? l_354_ : l_4_);
        double l_357_ = (l_347_ - l_356_);
        double _e761 = l_mut_213_;
        double l_358_ = (_e761 - l_353_);
        double l_359_ = (l_357_ + l_358_);
        a_319_[5] = l_359_;
        l_mut_213_ = l_350_;
        double l_360_ = a_319_[3];
        double _e767 = l_mut_213_;
        double l_361_ = (l_360_ + _e767);
        bool l_362_ = (l_4_ != 0.0LF);
        double l_363_ = (l_362_ ? l_361_ : l_4_);
        double l_364_ = (l_363_ - l_360_);
        bool l_365_ = (l_4_ != 0.0LF);
        double l_366_ = (l_365_ ? l_364_ : l_4_);
        double l_367_ = (l_363_ - l_366_);
        bool l_368_ = (l_4_ != 0.0LF);
        double l_369_ = (l_368_ ? l_367_ : l_4_);
        double l_370_ = (l_360_ - l_369_);
        double _e781 = l_mut_213_;
        double l_371_ = (_e781 - l_366_);
        double l_372_ = (l_370_ + l_371_);
        a_319_[4] = l_372_;
        l_mut_213_ = l_363_;
        double l_373_ = a_319_[2];
        double _e787 = l_mut_213_;
        double l_374_ = (l_373_ + _e787);
        bool l_375_ = (l_4_ != 0.0LF);
        double l_376_ = (l_375_ ? l_374_ : l_4_);
        double l_377_ = (l_376_ - l_373_);
        bool l_378_ = (l_4_ != 0.0LF);
        double l_379_ = (l_378_ ? l_377_ : l_4_);
        double l_380_ = (l_376_ - l_379_);
        bool l_381_ = (l_4_ != 0.0LF);
        double l_382_ = (l_381_ ? l_380_ : l_4_);
        double l_383_ = (l_373_ - l_382_);
        double _e801 = l_mut_213_;
        double l_384_ = (_e801 - l_379_);
        double l_385_ = (l_383_ + l_384_);
        a_319_[3] = l_385_;
        l_mut_213_ = l_376_;
        double l_386_ = a_319_[1];
        double _e807 = l_mut_213_;
        double l_387_ = (l_386_ + _e807);
        bool l_388_ = (l_4_ != 0.0LF);
        double l_389_ = (l_388_ ? l_387_ : l_4_);
        double l_390_ = (l_389_ - l_386_);
        bool l_391_ = (l_4_ != 0.0LF);
        double l_392_ = (l_391_ ? l_390_ : l_4_);
        double l_393_ = (l_389_ - l_392_);
        bool l_394_ = (l_4_ != 0.0LF);
        double l_395_ = (l_394_ ? l_393_ : l_4_);
        double l_396_ = (l_386_ - l_395_);
        double _e821 = l_mut_213_;
        double l_397_ = (_e821 - l_392_);
        double l_398_ = (l_396_ + l_397_);
        a_319_[2] = l_398_;
        l_mut_213_ = l_389_;
        double l_399_ = a_319_[0];
        double _e827 = l_mut_213_;
        double l_400_ = (l_399_ + _e827);
        bool l_401_ = (l_4_ != 0.0LF);
        double l_402_ = (l_401_ ? l_400_ : l_4_);
        double l_403_ = (l_402_ - l_399_);
        bool l_404_ = (l_4_ != 0.0LF);
        double l_405_ = (l_404_ ? l_403_ : l_4_);
        double l_406_ = (l_402_ - l_405_);
        bool l_407_ = (l_4_ != 0.0LF);
        double l_408_ = (l_407_ ? l_406_ : l_4_);
        double l_409_ = (l_399_ - l_408_);
        double _e841 = l_mut_213_;
        double l_410_ = (_e841 - l_405_);
        double l_411_ = (l_409_ + l_410_);
        a_319_[1] = l_411_;
        l_mut_213_ = l_402_;
        double _e846 = l_mut_213_;
        a_319_[0] = _e846;
        double l_412_ = a_319_[7];
        l_mut_213_ = l_412_;
        double l_413_ = a_319_[6];
        double _e851 = l_mut_213_;
        double l_414_ = (l_413_ + _e851);
        bool l_415_ = (l_4_ != 0.0LF);
        double l_416_ = (l_415_ ? l_414_ : l_4_);
        double l_417_ = (l_416_ - l_413_);
        bool l_418_ = (l_4_ != 0.0LF);
        double l_419_ = (l_418_ ? l_417_ : l_4_);
        double l_420_ = (l_416_ - l_419_);
        bool l_421_ = (l_4_ != 0.0LF);
        double l_422_ = (l_421_ ? l_420_ : l_4_);
        double l_423_ = (l_413_ - l_422_);
        double _e865 = l_mut_213_;
        double l_424_ = (_e865 - l_419_);
        double l_425_ = (l_423_ + l_424_);
        a_319_[7] = l_425_;
        l_mut_213_ = l_416_;
        double l_426_ = a_319_[5];
        double _e871 = l_mut_213_;
        double l_427_ = (l_426_ + _e871);
        bool l_428_ = (l_4_ != 0.0LF);
        double l_429_ = (l_428_ ? l_427_ : l_4_);
        double l_430_ = (l_429_ - l_426_);
        bool l_431_ = (l_4_ != 0.0LF);
        double l_432_ = (l_431_ ? l_430_ : l_4_);
        double l_433_ = (l_429_ - l_432_);
        bool l_434_ = (l_4_ != 0.0LF);
        double l_435_ = (l_434_ ? l_433_ : l_4_);
        double l_436_ = (l_426_ - l_435_);
        double _e885 = l_mut_213_;
        double l_437_ = (_e885 - l_432_);
        double l_438_ = (l_436_ + l_437_);
        a_319_[6] = l_438_;
        l_mut_213_ = l_429_;
        double l_439_ = a_319_[4];
        double _e891 = l_mut_213_;
        double l_440_ = (l_439_ + _e891);
        bool l_441_ = (l_4_ != 0.0LF);
        double l_442_ = (l_441_ ? l_440_ : l_4_);
        double l_443_ = (l_442_ - l_439_);
        bool l_444_ = (l_4_ != 0.0LF);
        double l_445_ = (l_444_ ? l_443_ : l_4_);
        double l_446_ = (l_442_ - l_445_);
        bool l_447_ = (l_4_ != 0.0LF);
        double l_448_ = (l_447_ ? l_446_ : l_4_);
        double l_449_ = (l_439_ - l_448_);
        double _e905 = l_mut_213_;
        double l_450_ = (_e905 - l_445_);
        double l_451_ = (l_449_ + l_450_);
        a_319_[5] = l_451_;
        l_mut_213_ = l_442_;
        double l_452_ = a_319_[3];
        double _e911 = l_mut_213_;
        double l_453_ = (l_452_ + _e911);
        bool l_454_ = (l_4_ != 0.0LF);
        double l_455_ = (l_454_ ? l_453_ : l_4_);
        double l_456_ = (l_455_ - l_452_);
        bool l_457_ = (l_4_ != 0.0LF);
        double l_458_ = (l_457_ ? l_456_ : l_4_);
        double l_459_ = (l_455_ - l_458_);
        bool l_460_ = (l_4_ != 0.0LF);
        double l_461_ = (l_460_ ? l_459_ : l_4_);
        double l_462_ = (l_452_ - l_461_);
        double _e925 = l_mut_213_;
        double l_463_ = (_e925 - l_458_);
        double l_464_ = (l_462_ + l_463_);
        a_319_[4] = l_464_;
        l_mut_213_ = l_455_;
        double l_465_ = a_319_[2];
        double _e931 = l_mut_213_;
        double l_466_ = (l_465_ + _e931);
        bool l_467_ = (l_4_ != 0.0LF);
        double l_468_ = (l_467_ ? l_466_ : l_4_);
        double l_469_ = (l_468_ - l_465_);
        bool l_470_ = (l_4_ != 0.0LF);
        double l_471_ = (l_470_ ? l_469_ : l_4_);
        double l_472_ = (l_468_ - l_471_);
        bool l_473_ = (l_4_ != 0.0LF);
        double l_474_ = (l_473_ ? l_472_ : l_4_);
        double l_475_ = (l_465_ - l_474_);
        double _e945 = l_mut_213_;
        double l_476_ = (_e945 - l_471_);
        double l_477_ = (l_475_ + l_476_);
        a_319_[3] = l_477_;
        l_mut_213_ = l_468_;
        double l_478_ = a_319_[1];
        double _e951 = l_mut_213_;
        double l_479_ = (l_478_ + _e951);
        bool l_480_ = (l_4_ != 0.0LF);
        double l_481_ = (l_480_ ? l_479_ : l_4_);
        double l_482_ = (l_481_ - l_478_);
        bool l_483_ = (l_4_ != 0.0LF);
        double l_484_ = (l_483_ ? l_482_ : l_4_);
        double l_485_ = (l_481_ - l_484_);
        bool l_486_ = (l_4_ != 0.0LF);
        double l_487_ = (l_486_ ? l_485_ : l_4_);
        double l_488_ = (l_478_ - l_487_);
        double _e965 = l_mut_213_;
        double l_489_ = (_e965 - l_484_);
        double l_490_ = (l_488_ + l_489_);
        a_319_[2] = l_490_;
        l_mut_213_ = l_481_;
        double l_491_ = a_319_[0];
        double _e971 = l_mut_213_;
        double l_492_ = (l_491_ + _e971);
        bool l_493_ = (l_4_ != 0.0LF);
        double l_494_ = (l_493_ ? l_492_ : l_4_);
        double l_495_ = (l_494_ - l_491_);
        bool l_496_ = (l_4_ != 0.0LF);
        double l_497_ = (l_496_ ? l_495_ : l_4_);
        double l_498_ = (l_494_ - l_497_);
        bool l_499_ = (l_4_ != 0.0LF);
        double l_500_ = (l_499_ ? l_498_ : l_4_);
        double l_501_ = (l_491_ - l_500_);
        double _e985 = l_mut_213_;
        double l_502_ = (_e985 - l_497_);
        double l_503_ = (l_501_ + l_502_);
        a_319_[1] = l_503_;
        l_mut_213_ = l_494_;
        double _e990 = l_mut_213_;
        a_319_[0] = _e990;
        l_mut_213_ = 0.0LF;
        l_mut_212_ = 0.0LF;
        l_mut_211_ = 0.0LF;
        l_mut_210_ = 0.0LF;
        double l_504_ = a_319_[0];
        l_mut_209_ = l_504_;
        l_mut_214_ = 0u;
        double l_505_ = a_319_[1];
        double _e1000 = l_mut_209_;
        double l_506_ = (_e1000 + l_505_);
        bool l_507_ = (l_4_ != 0.0LF);
        double l_508_ = (l_507_ ? l_506_ : l_4_);
        double _e1005 = l_mut_209_;
        double l_509_ = (l_508_ - _e1005);
        bool l_510_ = (l_4_ != 0.0LF);
        double l_511_ = (l_510_ ? l_509_ : l_4_);
        double l_512_ = (l_508_ - l_511_);
        bool l_513_ = (l_4_ != 0.0LF);
        double l_514_ = (l_513_ ? l_512_ : l_4_);
        double _e1014 = l_mut_209_;
        double l_515_ = (_e1014 - l_514_);
        double l_516_ = (l_505_ - l_511_);
        double l_517_ = (l_515_ + l_516_);
        uint _e1018 = l_mut_214_;
        bool l_518_ = (_e1018 < 3u);
        bool l_519_ = (l_517_ != 0.0LF);
        if (l_518_) {
            local_16 = l_519_;
        } else {
            local_16 = false;
        }
        bool l_520_ = local_16;
        uint _e1027 = l_mut_214_;
        bool l_521_ = (_e1027 == 0u);
        if (l_520_) {
            local_17 = l_521_;
        } else {
            local_17 = false;
        }
        bool l_522_ = local_17;
        double _e1034 = l_mut_213_;
        double l_523_ = (l_522_ ? l_508_ : _e1034);
        l_mut_213_ = l_523_;
        uint _e1036 = l_mut_214_;
        bool l_524_ = (_e1036 == 1u);
        if (l_520_) {
            local_18 = l_524_;
        } else {
            local_18 = false;
        }
        bool l_525_ = local_18;
        double _e1043 = l_mut_212_;
        double l_526_ = (l_525_ ? l_508_ : _e1043);
        l_mut_212_ = l_526_;
        uint _e1045 = l_mut_214_;
        bool l_527_ = (_e1045 == 2u);
        if (l_520_) {
            local_19 = l_527_;
        } else {
            local_19 = false;
        }
        bool l_528_ = local_19;
        double _e1052 = l_mut_211_;
        double l_529_ = (l_528_ ? l_508_ : _e1052);
        l_mut_211_ = l_529_;
        double l_530_ = (l_520_ ? l_517_ : l_508_);
        double _e1055 = l_mut_209_;
        double l_531_ = (_e1055 + l_505_);
        double l_532_ = (l_518_ ? l_530_ : l_531_);
        l_mut_209_ = l_532_;
        uint l_533_ = uint(l_520_);
        uint _e1059 = l_mut_214_;
        l_mut_214_ = (_e1059 + l_533_);
        double l_534_ = a_319_[2];
        double _e1063 = l_mut_209_;
        double l_535_ = (_e1063 + l_534_);
        bool l_536_ = (l_4_ != 0.0LF);
        double l_537_ = (l_536_ ? l_535_ : l_4_);
        double _e1068 = l_mut_209_;
        double l_538_ = (l_537_ - _e1068);
        bool l_539_ = (l_4_ != 0.0LF);
        double l_540_ = (l_539_ ? l_538_ : l_4_);
        double l_541_ = (l_537_ - l_540_);
        bool l_542_ = (l_4_ != 0.0LF);
        double l_543_ = (l_542_ ? l_541_ : l_4_);
        double _e1077 = l_mut_209_;
        double l_544_ = (_e1077 - l_543_);
        double l_545_ = (l_534_ - l_540_);
        double l_546_ = (l_544_ + l_545_);
        uint _e1081 = l_mut_214_;
        bool l_547_ = (_e1081 < 3u);
        bool l_548_ = (l_546_ != 0.0LF);
        if (l_547_) {
            local_20 = l_548_;
        } else {
            local_20 = false;
        }
        bool l_549_ = local_20;
        uint _e1090 = l_mut_214_;
        bool l_550_ = (_e1090 == 0u);
        if (l_549_) {
            local_21 = l_550_;
        } else {
            local_21 = false;
        }
        bool l_551_ = local_21;
        double _e1097 = l_mut_213_;
        double l_552_ = (l_551_ ? l_537_ : _e1097);
        l_mut_213_ = l_552_;
        uint _e1099 = l_mut_214_;
        bool l_553_ = (_e1099 == 1u);
        if (l_549_) {
            local_22 = l_553_;
        } else {
            local_22 = false;
        }
        bool l_554_ = local_22;
        double _e1106 = l_mut_212_;
        double l_555_ = (l_554_ ? l_537_ : _e1106);
        l_mut_212_ = l_555_;
        uint _e1108 = l_mut_214_;
        bool l_556_ = (_e1108 == 2u);
        if (l_549_) {
            local_23 = l_556_;
        } else {
            local_23 = false;
        }
        bool l_557_ = local_23;
        double _e1115 = l_mut_211_;
        double l_558_ = (l_557_ ? l_537_ : _e1115);
        l_mut_211_ = l_558_;
        double l_559_ = (l_549_ ? l_546_ : l_537_);
        double _e1118 = l_mut_209_;
        double l_560_ = (_e1118 + l_534_);
        double l_561_ = (l_547_ ? l_559_ : l_560_);
        l_mut_209_ = l_561_;
        uint l_562_ = uint(l_549_);
        uint _e1122 = l_mut_214_;
        l_mut_214_ = (_e1122 + l_562_);
        double l_563_ = a_319_[3];
        double _e1126 = l_mut_209_;
        double l_564_ = (_e1126 + l_563_);
        bool l_565_ = (l_4_ != 0.0LF);
        double l_566_ = (l_565_ ? l_564_ : l_4_);
        double _e1131 = l_mut_209_;
        double l_567_ = (l_566_ - _e1131);
        bool l_568_ = (l_4_ != 0.0LF);
        double l_569_ = (l_568_ ? l_567_ : l_4_);
        double l_570_ = (l_566_ - l_569_);
        bool l_571_ = (l_4_ != 0.0LF);
        double l_572_ = (l_571_ ? l_570_ : l_4_);
        double _e1140 = l_mut_209_;
        double l_573_ = (_e1140 - l_572_);
        double l_574_ = (l_563_ - l_569_);
        double l_575_ = (l_573_ + l_574_);
        uint _e1144 = l_mut_214_;
        bool l_576_ = (_e1144 < 3u);
        bool l_577_ = (l_575_ != 0.0LF);
        if (l_576_) {
            local_24 = l_577_;
        } else {
            local_24 = false;
        }
        bool l_578_ = local_24;
        uint _e1153 = l_mut_214_;
        bool l_579_ = (_e1153 == 0u);
        if (l_578_) {
            local_25 = l_579_;
        } else {
            local_25 = false;
        }
        bool l_580_ = local_25;
        double _e1160 = l_mut_213_;
        double l_581_ = (l_580_ ? l_566_ : _e1160);
        l_mut_213_ = l_581_;
        uint _e1162 = l_mut_214_;
        bool l_582_ = (_e1162 == 1u);
        if (l_578_) {
            local_26 = l_582_;
        } else {
            local_26 = false;
        }
        bool l_583_ = local_26;
        double _e1169 = l_mut_212_;
        double l_584_ = (l_583_ ? l_566_ : _e1169);
        l_mut_212_ = l_584_;
        uint _e1171 = l_mut_214_;
        bool l_585_ = (_e1171 == 2u);
        if (l_578_) {
            local_27 = l_585_;
        } else {
            local_27 = false;
        }
        bool l_586_ = local_27;
        double _e1178 = l_mut_211_;
        double l_587_ = (l_586_ ? l_566_ : _e1178);
        l_mut_211_ = l_587_;
        double l_588_ = (l_578_ ? l_575_ : l_566_);
        double _e1181 = l_mut_209_;
        double l_589_ = (_e1181 + l_563_);
        double l_590_ = (l_576_ ? l_588_ : l_589_);
        l_mut_209_ = l_590_;
        uint l_591_ = uint(l_578_);
        uint _e1185 = l_mut_214_;
        l_mut_214_ = (_e1185 + l_591_);
        double l_592_ = a_319_[4];
        double _e1189 = l_mut_209_;
        double l_593_ = (_e1189 + l_592_);
        bool l_594_ = (l_4_ != 0.0LF);
        double l_595_ = (l_594_ ? l_593_ : l_4_);
        double _e1194 = l_mut_209_;
        double l_596_ = (l_595_ - _e1194);
        bool l_597_ = (l_4_ != 0.0LF);
        double l_598_ = (l_597_ ? l_596_ : l_4_);
        double l_599_ = (l_595_ - l_598_);
        bool l_600_ = (l_4_ != 0.0LF);
        double l_601_ = (l_600_ ? l_599_ : l_4_);
        double _e1203 = l_mut_209_;
        double l_602_ = (_e1203 - l_601_);
        double l_603_ = (l_592_ - l_598_);
        double l_604_ = (l_602_ + l_603_);
        uint _e1207 = l_mut_214_;
        bool l_605_ = (_e1207 < 3u);
        bool l_606_ = (l_604_ != 0.0LF);
        if (l_605_) {
            local_28 = l_606_;
        } else {
            local_28 = false;
        }
        bool l_607_ = local_28;
        uint _e1216 = l_mut_214_;
        bool l_608_ = (_e1216 == 0u);
        if (l_607_) {
            local_29 = l_608_;
        } else {
            local_29 = false;
        }
        bool l_609_ = local_29;
        double _e1223 = l_mut_213_;
        double l_610_ = (l_609_ ? l_595_ : _e1223);
        l_mut_213_ = l_610_;
        uint _e1225 = l_mut_214_;
        bool l_611_ = (_e1225 == 1u);
        if (l_607_) {
            local_30 = l_611_;
        } else {
            local_30 = false;
        }
        bool l_612_ = local_30;
        double _e1232 = l_mut_212_;
        double l_613_ = (l_612_ ? l_595_ : _e1232);
        l_mut_212_ = l_613_;
        uint _e1234 = l_mut_214_;
        bool l_614_ = (_e1234 == 2u);
        if (l_607_) {
            local_31 = l_614_;
        } else {
            local_31 = false;
        }
        bool l_615_ = local_31;
        double _e1241 = l_mut_211_;
        double l_616_ = (l_615_ ? l_595_ : _e1241);
        l_mut_211_ = l_616_;
        double l_617_ = (l_607_ ? l_604_ : l_595_);
        double _e1244 = l_mut_209_;
        double l_618_ = (_e1244 + l_592_);
        double l_619_ = (l_605_ ? l_617_ : l_618_);
        l_mut_209_ = l_619_;
        uint l_620_ = uint(l_607_);
        uint _e1248 = l_mut_214_;
        l_mut_214_ = (_e1248 + l_620_);
        double l_621_ = a_319_[5];
        double _e1252 = l_mut_209_;
        double l_622_ = (_e1252 + l_621_);
        bool l_623_ = (l_4_ != 0.0LF);
        double l_624_ = (l_623_ ? l_622_ : l_4_);
        double _e1257 = l_mut_209_;
        double l_625_ = (l_624_ - _e1257);
        bool l_626_ = (l_4_ != 0.0LF);
        double l_627_ = (l_626_ ? l_625_ : l_4_);
        double l_628_ = (l_624_ - l_627_);
        bool l_629_ = (l_4_ != 0.0LF);
        double l_630_ = (l_629_ ? l_628_ : l_4_);
        double _e1266 = l_mut_209_;
        double l_631_ = (_e1266 - l_630_);
        double l_632_ = (l_621_ - l_627_);
        double l_633_ = (l_631_ + l_632_);
        uint _e1270 = l_mut_214_;
        bool l_634_ = (_e1270 < 3u);
        bool l_635_ = (l_633_ != 0.0LF);
        if (l_634_) {
            local_32 = l_635_;
        } else {
            local_32 = false;
        }
        bool l_636_ = local_32;
        uint _e1279 = l_mut_214_;
        bool l_637_ = (_e1279 == 0u);
        if (l_636_) {
            local_33 = l_637_;
        } else {
            local_33 = false;
        }
        bool l_638_ = local_33;
        double _e1286 = l_mut_213_;
        double l_639_ = (l_638_ ? l_624_ : _e1286);
        l_mut_213_ = l_639_;
        uint _e1288 = l_mut_214_;
        bool l_640_ = (_e1288 == 1u);
        if (l_636_) {
            local_34 = l_640_;
        } else {
            local_34 = false;
        }
        bool l_641_ = local_34;
        double _e1295 = l_mut_212_;
        double l_642_ = (l_641_ ? l_624_ : _e1295);
        l_mut_212_ = l_642_;
        uint _e1297 = l_mut_214_;
        bool l_643_ = (_e1297 == 2u);
        if (l_636_) {
            local_35 = l_643_;
        } else {
            local_35 = false;
        }
        bool l_644_ = local_35;
        double _e1304 = l_mut_211_;
        double l_645_ = (l_644_ ? l_624_ : _e1304);
        l_mut_211_ = l_645_;
        double l_646_ = (l_636_ ? l_633_ : l_624_);
        double _e1307 = l_mut_209_;
        double l_647_ = (_e1307 + l_621_);
        double l_648_ = (l_634_ ? l_646_ : l_647_);
        l_mut_209_ = l_648_;
        uint l_649_ = uint(l_636_);
        uint _e1311 = l_mut_214_;
        l_mut_214_ = (_e1311 + l_649_);
        double l_650_ = a_319_[6];
        double _e1315 = l_mut_209_;
        double l_651_ = (_e1315 + l_650_);
        bool l_652_ = (l_4_ != 0.0LF);
        double l_653_ = (l_652_ ? l_651_ : l_4_);
        double _e1320 = l_mut_209_;
        double l_654_ = (l_653_ - _e1320);
        bool l_655_ = (l_4_ != 0.0LF);
        double l_656_ = (l_655_ ? l_654_ : l_4_);
        double l_657_ = (l_653_ - l_656_);
        bool l_658_ = (l_4_ != 0.0LF);
        double l_659_ = (l_658_ ? l_657_ : l_4_);
        double _e1329 = l_mut_209_;
        double l_660_ = (_e1329 - l_659_);
        double l_661_ = (l_650_ - l_656_);
        double l_662_ = (l_660_ + l_661_);
        uint _e1333 = l_mut_214_;
        bool l_663_ = (_e1333 < 3u);
        bool l_664_ = (l_662_ != 0.0LF);
        if (l_663_) {
            local_36 = l_664_;
        } else {
            local_36 = false;
        }
        bool l_665_ = local_36;
        uint _e1342 = l_mut_214_;
        bool l_666_ = (_e1342 == 0u);
        if (l_665_) {
            local_37 = l_666_;
        } else {
            local_37 = false;
        }
        bool l_667_ = local_37;
        double _e1349 = l_mut_213_;
        double l_668_ = (l_667_ ? l_653_ : _e1349);
        l_mut_213_ = l_668_;
        uint _e1351 = l_mut_214_;
        bool l_669_ = (_e1351 == 1u);
        if (l_665_) {
            local_38 = l_669_;
        } else {
            local_38 = false;
        }
        bool l_670_ = local_38;
        double _e1358 = l_mut_212_;
        double l_671_ = (l_670_ ? l_653_ : _e1358);
        l_mut_212_ = l_671_;
        uint _e1360 = l_mut_214_;
        bool l_672_ = (_e1360 == 2u);
        if (l_665_) {
            local_39 = l_672_;
        } else {
            local_39 = false;
        }
        bool l_673_ = local_39;
        double _e1367 = l_mut_211_;
        double l_674_ = (l_673_ ? l_653_ : _e1367);
        l_mut_211_ = l_674_;
        double l_675_ = (l_665_ ? l_662_ : l_653_);
        double _e1370 = l_mut_209_;
        double l_676_ = (_e1370 + l_650_);
        double l_677_ = (l_663_ ? l_675_ : l_676_);
        l_mut_209_ = l_677_;
        uint l_678_ = uint(l_665_);
        uint _e1374 = l_mut_214_;
        l_mut_214_ = (_e1374 + l_678_);
        double l_679_ = a_319_[7];
        double _e1378 = l_mut_209_;
        double l_680_ = (_e1378 + l_679_);
        bool l_681_ = (l_4_ != 0.0LF);
        double l_682_ = (l_681_ ? l_680_ : l_4_);
        double _e1383 = l_mut_209_;
        double l_683_ = (l_682_ - _e1383);
        bool l_684_ = (l_4_ != 0.0LF);
        double l_685_ = (l_684_ ? l_683_ : l_4_);
        double l_686_ = (l_682_ - l_685_);
        bool l_687_ = (l_4_ != 0.0LF);
        double l_688_ = (l_687_ ? l_686_ : l_4_);
        double _e1392 = l_mut_209_;
        double l_689_ = (_e1392 - l_688_);
        double l_690_ = (l_679_ - l_685_);
        double l_691_ = (l_689_ + l_690_);
        uint _e1396 = l_mut_214_;
        bool l_692_ = (_e1396 < 3u);
        bool l_693_ = (l_691_ != 0.0LF);
        if (l_692_) {
            local_40 = l_693_;
        } else {
            local_40 = false;
        }
        bool l_694_ = local_40;
        uint _e1405 = l_mut_214_;
        bool l_695_ = (_e1405 == 0u);
        if (l_694_) {
            local_41 = l_695_;
        } else {
            local_41 = false;
        }
        bool l_696_ = local_41;
        double _e1412 = l_mut_213_;
        double l_697_ = (l_696_ ? l_682_ : _e1412);
        l_mut_213_ = l_697_;
        uint _e1414 = l_mut_214_;
        bool l_698_ = (_e1414 == 1u);
        if (l_694_) {
            local_42 = l_698_;
        } else {
            local_42 = false;
        }
        bool l_699_ = local_42;
        double _e1421 = l_mut_212_;
        double l_700_ = (l_699_ ? l_682_ : _e1421);
        l_mut_212_ = l_700_;
        uint _e1423 = l_mut_214_;
        bool l_701_ = (_e1423 == 2u);
        if (l_694_) {
            local_43 = l_701_;
        } else {
            local_43 = false;
        }
        bool l_702_ = local_43;
        double _e1430 = l_mut_211_;
        double l_703_ = (l_702_ ? l_682_ : _e1430);
        l_mut_211_ = l_703_;
        double l_704_ = (l_694_ ? l_691_ : l_682_);
        double _e1433 = l_mut_209_;
        double l_705_ = (_e1433 + l_679_);
        double l_706_ = (l_692_ ? l_704_ : l_705_);
        l_mut_209_ = l_706_;
        uint l_707_ = uint(l_694_);
        uint _e1437 = l_mut_214_;
        l_mut_214_ = (_e1437 + l_707_);
        uint _e1439 = l_mut_214_;
        bool l_708_ = (_e1439 == 0u);
        double _e1442 = l_mut_213_;
        double _e1443 = l_mut_209_;
        double l_709_ = (l_708_ ? _e1443 : _e1442);
        l_mut_213_ = l_709_;
        uint _e1445 = l_mut_214_;
        bool l_710_ = (_e1445 == 1u);
        double _e1448 = l_mut_212_;
        double _e1449 = l_mut_209_;
        double l_711_ = (l_710_ ? _e1449 : _e1448);
        l_mut_212_ = l_711_;
        uint _e1451 = l_mut_214_;
        bool l_712_ = (_e1451 == 2u);
        double _e1454 = l_mut_211_;
        double _e1455 = l_mut_209_;
        double l_713_ = (l_712_ ? _e1455 : _e1454);
        l_mut_211_ = l_713_;
        uint _e1457 = l_mut_214_;
        bool l_714_ = (_e1457 == 3u);
        double _e1460 = l_mut_210_;
        double _e1461 = l_mut_209_;
        double l_715_ = (l_714_ ? _e1461 : _e1460);
        l_mut_210_ = l_715_;
        double _e1463 = l_mut_213_;
        double l_716_ = (_e1463 * l_23_);
        double l_717_ = (l_14_ * l_716_);
        bool l_718_ = (l_4_ != 0.0LF);
        double l_719_ = (l_718_ ? l_717_ : l_4_);
        double l_720_ = (l_3_ * l_14_);
        bool l_721_ = (l_4_ != 0.0LF);
        double l_722_ = (l_721_ ? l_720_ : l_4_);
        double l_723_ = (l_722_ - l_14_);
        bool l_724_ = (l_4_ != 0.0LF);
        double l_725_ = (l_724_ ? l_723_ : l_4_);
        double l_726_ = (l_722_ - l_725_);
        double l_727_ = (l_14_ - l_726_);
        double l_728_ = (l_3_ * l_716_);
        bool l_729_ = (l_4_ != 0.0LF);
        double l_730_ = (l_729_ ? l_728_ : l_4_);
        double l_731_ = (l_730_ - l_716_);
        bool l_732_ = (l_4_ != 0.0LF);
        double l_733_ = (l_732_ ? l_731_ : l_4_);
        double l_734_ = (l_730_ - l_733_);
        double l_735_ = (l_716_ - l_734_);
        double l_736_ = (l_726_ * l_734_);
        double l_737_ = (l_736_ - l_719_);
        double l_738_ = (l_726_ * l_735_);
        double l_739_ = (l_737_ + l_738_);
        double l_740_ = (l_727_ * l_734_);
        double l_741_ = (l_739_ + l_740_);
        double l_742_ = (l_727_ * l_735_);
        double l_743_ = (l_741_ + l_742_);
        double l_744_ = (l_16_ * l_716_);
        bool l_745_ = (l_4_ != 0.0LF);
        double l_746_ = (l_745_ ? l_744_ : l_4_);
        double l_747_ = (l_3_ * l_16_);
        bool l_748_ = (l_4_ != 0.0LF);
        double l_749_ = (l_748_ ? l_747_ : l_4_);
        double l_750_ = (l_749_ - l_16_);
        bool l_751_ = (l_4_ != 0.0LF);
        double l_752_ = (l_751_ ? l_750_ : l_4_);
        double l_753_ = (l_749_ - l_752_);
        double l_754_ = (l_16_ - l_753_);
        double l_755_ = (l_3_ * l_716_);
        bool l_756_ = (l_4_ != 0.0LF);
        double l_757_ = (l_756_ ? l_755_ : l_4_);
        double l_758_ = (l_757_ - l_716_);
        bool l_759_ = (l_4_ != 0.0LF);
        double l_760_ = (l_759_ ? l_758_ : l_4_);
        double l_761_ = (l_757_ - l_760_);
        double l_762_ = (l_716_ - l_761_);
        double l_763_ = (l_753_ * l_761_);
        double l_764_ = (l_763_ - l_746_);
        double l_765_ = (l_753_ * l_762_);
        double l_766_ = (l_764_ + l_765_);
        double l_767_ = (l_754_ * l_761_);
        double l_768_ = (l_766_ + l_767_);
        double l_769_ = (l_754_ * l_762_);
        double l_770_ = (l_768_ + l_769_);
        double l_771_ = (l_19_ * l_716_);
        bool l_772_ = (l_4_ != 0.0LF);
        double l_773_ = (l_772_ ? l_771_ : l_4_);
        double l_774_ = (l_3_ * l_19_);
        bool l_775_ = (l_4_ != 0.0LF);
        double l_776_ = (l_775_ ? l_774_ : l_4_);
        double l_777_ = (l_776_ - l_19_);
        bool l_778_ = (l_4_ != 0.0LF);
        double l_779_ = (l_778_ ? l_777_ : l_4_);
        double l_780_ = (l_776_ - l_779_);
        double l_781_ = (l_19_ - l_780_);
        double l_782_ = (l_3_ * l_716_);
        bool l_783_ = (l_4_ != 0.0LF);
        double l_784_ = (l_783_ ? l_782_ : l_4_);
        double l_785_ = (l_784_ - l_716_);
        bool l_786_ = (l_4_ != 0.0LF);
        double l_787_ = (l_786_ ? l_785_ : l_4_);
        double l_788_ = (l_784_ - l_787_);
        double l_789_ = (l_716_ - l_788_);
        double l_790_ = (l_780_ * l_788_);
        double l_791_ = (l_790_ - l_773_);
        double l_792_ = (l_780_ * l_789_);
        double l_793_ = (l_791_ + l_792_);
        double l_794_ = (l_781_ * l_788_);
        double l_795_ = (l_793_ + l_794_);
        double l_796_ = (l_781_ * l_789_);
        double l_797_ = (l_795_ + l_796_);
        double l_798_ = (l_22_ * l_716_);
        double l_799_ = (l_743_ + l_746_);
        bool l_800_ = (l_4_ != 0.0LF);
        double l_801_ = (l_800_ ? l_799_ : l_4_);
        double l_802_ = (l_801_ - l_743_);
        bool l_803_ = (l_4_ != 0.0LF);
        double l_804_ = (l_803_ ? l_802_ : l_4_);
        double l_805_ = (l_801_ - l_804_);
        bool l_806_ = (l_4_ != 0.0LF);
        double l_807_ = (l_806_ ? l_805_ : l_4_);
        double l_808_ = (l_743_ - l_807_);
        double l_809_ = (l_746_ - l_804_);
        double l_810_ = (l_808_ + l_809_);
        double l_811_ = (l_810_ + l_770_);
        bool l_812_ = (l_4_ != 0.0LF);
        double l_813_ = (l_812_ ? l_811_ : l_4_);
        double l_814_ = (l_813_ - l_810_);
        bool l_815_ = (l_4_ != 0.0LF);
        double l_816_ = (l_815_ ? l_814_ : l_4_);
        double l_817_ = (l_813_ - l_816_);
        bool l_818_ = (l_4_ != 0.0LF);
        double l_819_ = (l_818_ ? l_817_ : l_4_);
        double l_820_ = (l_810_ - l_819_);
        double l_821_ = (l_770_ - l_816_);
        double l_822_ = (l_820_ + l_821_);
        double l_823_ = (l_773_ + l_813_);
        bool l_824_ = (l_4_ != 0.0LF);
        double l_825_ = (l_824_ ? l_823_ : l_4_);
        double l_826_ = (l_825_ - l_773_);
        bool l_827_ = (l_4_ != 0.0LF);
        double l_828_ = (l_827_ ? l_826_ : l_4_);
        double l_829_ = (l_825_ - l_828_);
        bool l_830_ = (l_4_ != 0.0LF);
        double l_831_ = (l_830_ ? l_829_ : l_4_);
        double l_832_ = (l_773_ - l_831_);
        double l_833_ = (l_813_ - l_828_);
        double l_834_ = (l_832_ + l_833_);
        double l_835_ = (l_822_ + l_834_);
        bool l_836_ = (l_4_ != 0.0LF);
        double l_837_ = (l_836_ ? l_835_ : l_4_);
        double l_838_ = (l_837_ - l_822_);
        bool l_839_ = (l_4_ != 0.0LF);
        double l_840_ = (l_839_ ? l_838_ : l_4_);
        double l_841_ = (l_837_ - l_840_);
        bool l_842_ = (l_4_ != 0.0LF);
        double l_843_ = (l_842_ ? l_841_ : l_4_);
        double l_844_ = (l_822_ - l_843_);
        double l_845_ = (l_834_ - l_840_);
        double l_846_ = (l_844_ + l_845_);
        double l_847_ = (l_837_ + l_797_);
        bool l_848_ = (l_4_ != 0.0LF);
        double l_849_ = (l_848_ ? l_847_ : l_4_);
        double l_850_ = (l_849_ - l_837_);
        bool l_851_ = (l_4_ != 0.0LF);
        double l_852_ = (l_851_ ? l_850_ : l_4_);
        double l_853_ = (l_849_ - l_852_);
        bool l_854_ = (l_4_ != 0.0LF);
        double l_855_ = (l_854_ ? l_853_ : l_4_);
        double l_856_ = (l_837_ - l_855_);
        double l_857_ = (l_797_ - l_852_);
        double l_858_ = (l_856_ + l_857_);
        double l_859_ = (l_798_ + l_849_);
        bool l_860_ = (l_4_ != 0.0LF);
        double l_861_ = (l_860_ ? l_859_ : l_4_);
        double l_862_ = (l_861_ - l_798_);
        bool l_863_ = (l_4_ != 0.0LF);
        double l_864_ = (l_863_ ? l_862_ : l_4_);
        double l_865_ = (l_861_ - l_864_);
        bool l_866_ = (l_4_ != 0.0LF);
        double l_867_ = (l_866_ ? l_865_ : l_4_);
        double l_868_ = (l_798_ - l_867_);
        double l_869_ = (l_849_ - l_864_);
        double l_870_ = (l_868_ + l_869_);
        double l_871_ = (l_858_ + l_870_);
        double l_872_ = (l_871_ + l_846_);
        double l_873_ = (l_861_ + l_872_);
        bool l_874_ = (l_4_ != 0.0LF);
        double l_875_ = (l_874_ ? l_873_ : l_4_);
        double l_876_ = (l_875_ - l_861_);
        bool l_877_ = (l_4_ != 0.0LF);
        double l_878_ = (l_877_ ? l_876_ : l_4_);
        double l_879_ = (l_872_ - l_878_);
        double l_880_ = (l_825_ + l_875_);
        bool l_881_ = (l_4_ != 0.0LF);
        double l_882_ = (l_881_ ? l_880_ : l_4_);
        double l_883_ = (l_882_ - l_825_);
        bool l_884_ = (l_4_ != 0.0LF);
        double l_885_ = (l_884_ ? l_883_ : l_4_);
        double l_886_ = (l_875_ - l_885_);
        double l_887_ = (l_801_ + l_882_);
        bool l_888_ = (l_4_ != 0.0LF);
        double l_889_ = (l_888_ ? l_887_ : l_4_);
        double l_890_ = (l_889_ - l_801_);
        bool l_891_ = (l_4_ != 0.0LF);
        double l_892_ = (l_891_ ? l_890_ : l_4_);
        double l_893_ = (l_882_ - l_892_);
        double l_894_ = (l_719_ + l_889_);
        bool l_895_ = (l_4_ != 0.0LF);
        double l_896_ = (l_895_ ? l_894_ : l_4_);
        double l_897_ = (l_896_ - l_719_);
        bool l_898_ = (l_4_ != 0.0LF);
        double l_899_ = (l_898_ ? l_897_ : l_4_);
        double l_900_ = (l_889_ - l_899_);
        l_mut_209_ = 0.0LF;
        l_mut_901_ = 0.0LF;
        l_mut_902_ = 0.0LF;
        l_mut_903_ = 0.0LF;
        l_mut_904_ = l_896_;
        l_mut_214_ = 0u;
        double _e1695 = l_mut_904_;
        double l_905_ = (_e1695 + l_900_);
        bool l_906_ = (l_4_ != 0.0LF);
        double l_907_ = (l_906_ ? l_905_ : l_4_);
        double _e1700 = l_mut_904_;
        double l_908_ = (l_907_ - _e1700);
        bool l_909_ = (l_4_ != 0.0LF);
        double l_910_ = (l_909_ ? l_908_ : l_4_);
        double l_911_ = (l_900_ - l_910_);
        uint _e1706 = l_mut_214_;
        bool l_912_ = (_e1706 < 3u);
        bool l_913_ = (l_911_ != 0.0LF);
        if (l_912_) {
            local_44 = l_913_;
        } else {
            local_44 = false;
        }
        bool l_914_ = local_44;
        uint _e1715 = l_mut_214_;
        bool l_915_ = (_e1715 == 0u);
        if (l_914_) {
            local_45 = l_915_;
        } else {
            local_45 = false;
        }
        bool l_916_ = local_45;
        double _e1722 = l_mut_209_;
        double l_917_ = (l_916_ ? l_907_ : _e1722);
        l_mut_209_ = l_917_;
        uint _e1724 = l_mut_214_;
        bool l_918_ = (_e1724 == 1u);
        if (l_914_) {
            local_46 = l_918_;
        } else {
            local_46 = false;
        }
        bool l_919_ = local_46;
        double _e1731 = l_mut_901_;
        double l_920_ = (l_919_ ? l_907_ : _e1731);
        l_mut_901_ = l_920_;
        uint _e1733 = l_mut_214_;
        bool l_921_ = (_e1733 == 2u);
        if (l_914_) {
            local_47 = l_921_;
        } else {
            local_47 = false;
        }
        bool l_922_ = local_47;
        double _e1740 = l_mut_902_;
        double l_923_ = (l_922_ ? l_907_ : _e1740);
        l_mut_902_ = l_923_;
        double l_924_ = (l_914_ ? l_911_ : l_907_);
        double _e1743 = l_mut_904_;
        double l_925_ = (_e1743 + l_900_);
        double l_926_ = (l_912_ ? l_924_ : l_925_);
        l_mut_904_ = l_926_;
        uint l_927_ = uint(l_914_);
        uint _e1747 = l_mut_214_;
        l_mut_214_ = (_e1747 + l_927_);
        double _e1749 = l_mut_904_;
        double l_928_ = (_e1749 + l_893_);
        bool l_929_ = (l_4_ != 0.0LF);
        double l_930_ = (l_929_ ? l_928_ : l_4_);
        double _e1754 = l_mut_904_;
        double l_931_ = (l_930_ - _e1754);
        bool l_932_ = (l_4_ != 0.0LF);
        double l_933_ = (l_932_ ? l_931_ : l_4_);
        double l_934_ = (l_893_ - l_933_);
        uint _e1760 = l_mut_214_;
        bool l_935_ = (_e1760 < 3u);
        bool l_936_ = (l_934_ != 0.0LF);
        if (l_935_) {
            local_48 = l_936_;
        } else {
            local_48 = false;
        }
        bool l_937_ = local_48;
        uint _e1769 = l_mut_214_;
        bool l_938_ = (_e1769 == 0u);
        if (l_937_) {
            local_49 = l_938_;
        } else {
            local_49 = false;
        }
        bool l_939_ = local_49;
        double _e1776 = l_mut_209_;
        double l_940_ = (l_939_ ? l_930_ : _e1776);
        l_mut_209_ = l_940_;
        uint _e1778 = l_mut_214_;
        bool l_941_ = (_e1778 == 1u);
        if (l_937_) {
            local_50 = l_941_;
        } else {
            local_50 = false;
        }
        bool l_942_ = local_50;
        double _e1785 = l_mut_901_;
        double l_943_ = (l_942_ ? l_930_ : _e1785);
        l_mut_901_ = l_943_;
        uint _e1787 = l_mut_214_;
        bool l_944_ = (_e1787 == 2u);
        if (l_937_) {
            local_51 = l_944_;
        } else {
            local_51 = false;
        }
        bool l_945_ = local_51;
        double _e1794 = l_mut_902_;
        double l_946_ = (l_945_ ? l_930_ : _e1794);
        l_mut_902_ = l_946_;
        double l_947_ = (l_937_ ? l_934_ : l_930_);
        double _e1797 = l_mut_904_;
        double l_948_ = (_e1797 + l_893_);
        double l_949_ = (l_935_ ? l_947_ : l_948_);
        l_mut_904_ = l_949_;
        uint l_950_ = uint(l_937_);
        uint _e1801 = l_mut_214_;
        l_mut_214_ = (_e1801 + l_950_);
        double _e1803 = l_mut_904_;
        double l_951_ = (_e1803 + l_886_);
        bool l_952_ = (l_4_ != 0.0LF);
        double l_953_ = (l_952_ ? l_951_ : l_4_);
        double _e1808 = l_mut_904_;
        double l_954_ = (l_953_ - _e1808);
        bool l_955_ = (l_4_ != 0.0LF);
        double l_956_ = (l_955_ ? l_954_ : l_4_);
        double l_957_ = (l_886_ - l_956_);
        uint _e1814 = l_mut_214_;
        bool l_958_ = (_e1814 < 3u);
        bool l_959_ = (l_957_ != 0.0LF);
        if (l_958_) {
            local_52 = l_959_;
        } else {
            local_52 = false;
        }
        bool l_960_ = local_52;
        uint _e1823 = l_mut_214_;
        bool l_961_ = (_e1823 == 0u);
        if (l_960_) {
            local_53 = l_961_;
        } else {
            local_53 = false;
        }
        bool l_962_ = local_53;
        double _e1830 = l_mut_209_;
        double l_963_ = (l_962_ ? l_953_ : _e1830);
        l_mut_209_ = l_963_;
        uint _e1832 = l_mut_214_;
        bool l_964_ = (_e1832 == 1u);
        if (l_960_) {
            local_54 = l_964_;
        } else {
            local_54 = false;
        }
        bool l_965_ = local_54;
        double _e1839 = l_mut_901_;
        double l_966_ = (l_965_ ? l_953_ : _e1839);
        l_mut_901_ = l_966_;
        uint _e1841 = l_mut_214_;
        bool l_967_ = (_e1841 == 2u);
        if (l_960_) {
            local_55 = l_967_;
        } else {
            local_55 = false;
        }
        bool l_968_ = local_55;
        double _e1848 = l_mut_902_;
        double l_969_ = (l_968_ ? l_953_ : _e1848);
        l_mut_902_ = l_969_;
        double l_970_ = (l_960_ ? l_957_ : l_953_);
        double _e1851 = l_mut_904_;
        double l_971_ = (_e1851 + l_886_);
        double l_972_ = (l_958_ ? l_970_ : l_971_);
        l_mut_904_ = l_972_;
        uint l_973_ = uint(l_960_);
        uint _e1855 = l_mut_214_;
        l_mut_214_ = (_e1855 + l_973_);
        double _e1857 = l_mut_904_;
        double l_974_ = (_e1857 + l_879_);
        bool l_975_ = (l_4_ != 0.0LF);
        double l_976_ = (l_975_ ? l_974_ : l_4_);
        double _e1862 = l_mut_904_;
        double l_977_ = (l_976_ - _e1862);
        bool l_978_ = (l_4_ != 0.0LF);
        double l_979_ = (l_978_ ? l_977_ : l_4_);
        double l_980_ = (l_879_ - l_979_);
        uint _e1868 = l_mut_214_;
        bool l_981_ = (_e1868 < 3u);
        bool l_982_ = (l_980_ != 0.0LF);
        if (l_981_) {
            local_56 = l_982_;
        } else {
            local_56 = false;
        }
        bool l_983_ = local_56;
        uint _e1877 = l_mut_214_;
        bool l_984_ = (_e1877 == 0u);
        if (l_983_) {
            local_57 = l_984_;
        } else {
            local_57 = false;
        }
        bool l_985_ = local_57;
        double _e1884 = l_mut_209_;
        double l_986_ = (l_985_ ? l_976_ : _e1884);
        l_mut_209_ = l_986_;
        uint _e1886 = l_mut_214_;
        bool l_987_ = (_e1886 == 1u);
        if (l_983_) {
            local_58 = l_987_;
        } else {
            local_58 = false;
        }
        bool l_988_ = local_58;
        double _e1893 = l_mut_901_;
        double l_989_ = (l_988_ ? l_976_ : _e1893);
        l_mut_901_ = l_989_;
        uint _e1895 = l_mut_214_;
        bool l_990_ = (_e1895 == 2u);
        if (l_983_) {
            local_59 = l_990_;
        } else {
            local_59 = false;
        }
        bool l_991_ = local_59;
        double _e1902 = l_mut_902_;
        double l_992_ = (l_991_ ? l_976_ : _e1902);
        l_mut_902_ = l_992_;
        double l_993_ = (l_983_ ? l_980_ : l_976_);
        double _e1905 = l_mut_904_;
        double l_994_ = (_e1905 + l_879_);
        double l_995_ = (l_981_ ? l_993_ : l_994_);
        l_mut_904_ = l_995_;
        uint l_996_ = uint(l_983_);
        uint _e1909 = l_mut_214_;
        l_mut_214_ = (_e1909 + l_996_);
        uint _e1911 = l_mut_214_;
        bool l_997_ = (_e1911 == 0u);
        double _e1914 = l_mut_209_;
        double _e1915 = l_mut_904_;
        double l_998_ = (l_997_ ? _e1915 : _e1914);
        l_mut_209_ = l_998_;
        uint _e1917 = l_mut_214_;
        bool l_999_ = (_e1917 == 1u);
        double _e1920 = l_mut_901_;
        double _e1921 = l_mut_904_;
        double l_1000_ = (l_999_ ? _e1921 : _e1920);
        l_mut_901_ = l_1000_;
        uint _e1923 = l_mut_214_;
        bool l_1001_ = (_e1923 == 2u);
        double _e1926 = l_mut_902_;
        double _e1927 = l_mut_904_;
        double l_1002_ = (l_1001_ ? _e1927 : _e1926);
        l_mut_902_ = l_1002_;
        uint _e1929 = l_mut_214_;
        bool l_1003_ = (_e1929 == 3u);
        double _e1932 = l_mut_903_;
        double _e1933 = l_mut_904_;
        double l_1004_ = (l_1003_ ? _e1933 : _e1932);
        l_mut_903_ = l_1004_;
        double _e1935 = l_mut_209_;
        double l_1005_ = -(_e1935);
        double _e1937 = l_mut_901_;
        double l_1006_ = -(_e1937);
        double _e1939 = l_mut_902_;
        double l_1007_ = -(_e1939);
        double _e1941 = l_mut_903_;
        double l_1008_ = -(_e1941);
        double _e1944 = l_mut_213_;
        a_1009_[0] = _e1944;
        a_1009_[1] = l_1005_;
        double _e1947 = l_mut_212_;
        a_1009_[2] = _e1947;
        a_1009_[3] = l_1006_;
        double _e1950 = l_mut_211_;
        a_1009_[4] = _e1950;
        a_1009_[5] = l_1007_;
        double _e1953 = l_mut_210_;
        a_1009_[6] = _e1953;
        a_1009_[7] = l_1008_;
        double l_1010_ = a_1009_[7];
        l_mut_904_ = l_1010_;
        double l_1011_ = a_1009_[6];
        double _e1959 = l_mut_904_;
        double l_1012_ = (l_1011_ + _e1959);
        bool l_1013_ = (l_4_ != 0.0LF);
        double l_1014_ = (l_1013_ ? l_1012_ : l_4_);
        double l_1015_ = (l_1014_ - l_1011_);
        bool l_1016_ = (l_4_ != 0.0LF);
        double l_1017_ = (l_1016_ ? l_1015_ : l_4_);
        double l_1018_ = (l_1014_ - l_1017_);
        bool l_1019_ = (l_4_ != 0.0LF);
        double l_1020_ = (l_1019_ ? l_1018_ : l_4_);
        double l_1021_ = (l_1011_ - l_1020_);
        double _e1973 = l_mut_904_;
        double l_1022_ = (_e1973 - l_1017_);
        double l_1023_ = (l_1021_ + l_1022_);
        a_1009_[7] = l_1023_;
        l_mut_904_ = l_1014_;
        double l_1024_ = a_1009_[5];
        double _e1979 = l_mut_904_;
        double l_1025_ = (l_1024_ + _e1979);
        bool l_1026_ = (l_4_ != 0.0LF);
        double l_1027_ = (l_1026_ ? l_1025_ : l_4_);
        double l_1028_ = (l_1027_ - l_1024_);
        bool l_1029_ = (l_4_ != 0.0LF);
        double l_1030_ = (l_1029_ ? l_1028_ : l_4_);
        double l_1031_ = (l_1027_ - l_1030_);
        bool l_1032_ = (l_4_ != 0.0LF);
        double l_1033_ = (l_1032_ ? l_1031_ : l_4_);
        double l_1034_ = (l_1024_ - l_1033_);
        double _e1993 = l_mut_904_;
        double l_1035_ = (_e1993 - l_1030_);
        double l_1036_ = (l_1034_ + l_1035_);
        a_1009_[6] = l_1036_;
        l_mut_904_ = l_1027_;
        double l_1037_ = a_1009_[4];
        double _e1999 = l_mut_904_;
        double l_1038_ = (l_1037_ + _e1999);
        bool l_1039_ = (l_4_ != 0.0LF);
        double l_1040_ = (l_1039_ ? l_1038_ : l_4_);
        double l_1041_ = (l_1040_ - l_1037_);
        bool l_1042_ = (l_4_ != 0.0LF);
        double l_1043_ = (l_1042_ ? l_1041_ : l_4_);
        double l_1044_ = (l_1040_ - l_1043_);
        bool l_1045_ = (l_4_ != 0.0LF);
        double l_1046_ = (l_1045_ ? l_1044_ : l_4_);
        double l_1047_ = (l_1037_ - l_1046_);
        double _e2013 = l_mut_904_;
        double l_1048_ = (_e2013 - l_1043_);
        double l_1049_ = (l_1047_ + l_1048_);
        a_1009_[5] = l_1049_;
        l_mut_904_ = l_1040_;
        double l_1050_ = a_1009_[3];
        double _e2019 = l_mut_904_;
        double l_1051_ = (l_1050_ + _e2019);
        bool l_1052_ = (l_4_ != 0.0LF);
        double l_1053_ = (l_1052_ ? l_1051_ : l_4_);
        double l_1054_ = (l_1053_ - l_1050_);
        bool l_1055_ = (l_4_ != 0.0LF);
        double l_1056_ = (l_1055_ ? l_1054_ : l_4_);
        double l_1057_ = (l_1053_ - l_1056_);
        bool l_1058_ = (l_4_ != 0.0LF);
        double l_1059_ = (l_1058_ ? l_1057_ : l_4_);
        double l_1060_ = (l_1050_ - l_1059_);
        double _e2033 = l_mut_904_;
        double l_1061_ = (_e2033 - l_1056_);
        double l_1062_ = (l_1060_ + l_1061_);
        a_1009_[4] = l_1062_;
        l_mut_904_ = l_1053_;
        double l_1063_ = a_1009_[2];
        double _e2039 = l_mut_904_;
        double l_1064_ = (l_1063_ + _e2039);
        bool l_1065_ = (l_4_ != 0.0LF);
        double l_1066_ = (l_1065_ ? l_1064_ : l_4_);
        double l_1067_ = (l_1066_ - l_1063_);
        bool l_1068_ = (l_4_ != 0.0LF);
        double l_1069_ = (l_1068_ ? l_1067_ : l_4_);
        double l_1070_ = (l_1066_ - l_1069_);
        bool l_1071_ = (l_4_ != 0.0LF);
        double l_1072_ = (l_1071_ ? l_1070_ : l_4_);
        double l_1073_ = (l_1063_ - l_1072_);
        double _e2053 = l_mut_904_;
        double l_1074_ = (_e2053 - l_1069_);
        double l_1075_ = (l_1073_ + l_1074_);
        a_1009_[3] = l_1075_;
        l_mut_904_ = l_1066_;
        double l_1076_ = a_1009_[1];
        double _e2059 = l_mut_904_;
        double l_1077_ = (l_1076_ + _e2059);
        bool l_1078_ = (l_4_ != 0.0LF);
        double l_1079_ = (l_1078_ ? l_1077_ : l_4_);
        double l_1080_ = (l_1079_ - l_1076_);
        bool l_1081_ = (l_4_ != 0.0LF);
        double l_1082_ = (l_1081_ ? l_1080_ : l_4_);
        double l_1083_ = (l_1079_ - l_1082_);
        bool l_1084_ = (l_4_ != 0.0LF);
        double l_1085_ = (l_1084_ ? l_1083_ : l_4_);
        double l_1086_ = (l_1076_ - l_1085_);
        double _e2073 = l_mut_904_;
        double l_1087_ = (_e2073 - l_1082_);
        double l_1088_ = (l_1086_ + l_1087_);
        a_1009_[2] = l_1088_;
        l_mut_904_ = l_1079_;
        double l_1089_ = a_1009_[0];
        double _e2079 = l_mut_904_;
        double l_1090_ = (l_1089_ + _e2079);
        bool l_1091_ = (l_4_ != 0.0LF);
        double l_1092_ = (l_1091_ ? l_1090_ : l_4_);
        double l_1093_ = (l_1092_ - l_1089_);
        bool l_1094_ = (l_4_ != 0.0LF);
        double l_1095_ = (l_1094_ ? l_1093_ : l_4_);
        double l_1096_ = (l_1092_ - l_1095_);
        bool l_1097_ = (l_4_ != 0.0LF);
        double l_1098_ = (l_1097_ ? l_1096_ : l_4_);
        double l_1099_ = (l_1089_ - l_1098_);
        double _e2093 = l_mut_904_;
        double l_1100_ = (_e2093 - l_1095_);
        double l_1101_ = (l_1099_ + l_1100_);
        a_1009_[1] = l_1101_;
        l_mut_904_ = l_1092_;
        double _e2098 = l_mut_904_;
        a_1009_[0] = _e2098;
        double l_1102_ = a_1009_[7];
        l_mut_904_ = l_1102_;
        double l_1103_ = a_1009_[6];
        double _e2103 = l_mut_904_;
        double l_1104_ = (l_1103_ + _e2103);
        bool l_1105_ = (l_4_ != 0.0LF);
        double l_1106_ = (l_1105_ ? l_1104_ : l_4_);
        double l_1107_ = (l_1106_ - l_1103_);
        bool l_1108_ = (l_4_ != 0.0LF);
        double l_1109_ = (l_1108_ ? l_1107_ : l_4_);
        double l_1110_ = (l_1106_ - l_1109_);
        bool l_1111_ = (l_4_ != 0.0LF);
        double l_1112_ = (l_1111_ ? l_1110_ : l_4_);
        double l_1113_ = (l_1103_ - l_1112_);
        double _e2117 = l_mut_904_;
        double l_1114_ = (_e2117 - l_1109_);
        double l_1115_ = (l_1113_ + l_1114_);
        a_1009_[7] = l_1115_;
        l_mut_904_ = l_1106_;
        double l_1116_ = a_1009_[5];
        double _e2123 = l_mut_904_;
        double l_1117_ = (l_1116_ + _e2123);
        bool l_1118_ = (l_4_ != 0.0LF);
        double l_1119_ = (l_1118_ ? l_1117_ : l_4_);
        double l_1120_ = (l_1119_ - l_1116_);
        bool l_1121_ = (l_4_ != 0.0LF);
        double l_1122_ = (l_1121_ ? l_1120_ : l_4_);
        double l_1123_ = (l_1119_ - l_1122_);
        bool l_1124_ = (l_4_ != 0.0LF);
        double l_1125_ = (l_1124_ ? l_1123_ : l_4_);
        double l_1126_ = (l_1116_ - l_1125_);
        double _e2137 = l_mut_904_;
        double l_1127_ = (_e2137 - l_1122_);
        double l_1128_ = (l_1126_ + l_1127_);
        a_1009_[6] = l_1128_;
        l_mut_904_ = l_1119_;
        double l_1129_ = a_1009_[4];
        double _e2143 = l_mut_904_;
        double l_1130_ = (l_1129_ + _e2143);
        bool l_1131_ = (l_4_ != 0.0LF);
        double l_1132_ = (l_1131_ ? l_1130_ : l_4_);
        double l_1133_ = (l_1132_ - l_1129_);
        bool l_1134_ = (l_4_ != 0.0LF);
        double l_1135_ = (l_1134_ ? l_1133_ : l_4_);
        double l_1136_ = (l_1132_ - l_1135_);
        bool l_1137_ = (l_4_ != 0.0LF);
        double l_1138_ = (l_1137_ ? l_1136_ : l_4_);
        double l_1139_ = (l_1129_ - l_1138_);
        double _e2157 = l_mut_904_;
        double l_1140_ = (_e2157 - l_1135_);
        double l_1141_ = (l_1139_ + l_1140_);
        a_1009_[5] = l_1141_;
        l_mut_904_ = l_1132_;
        double l_1142_ = a_1009_[3];
        double _e2163 = l_mut_904_;
        double l_1143_ = (l_1142_ + _e2163);
        bool l_1144_ = (l_4_ != 0.0LF);
        double l_1145_ = (l_1144_ ? l_1143_ : l_4_);
        double l_1146_ = (l_1145_ - l_1142_);
        bool l_1147_ = (l_4_ != 0.0LF);
        double l_1148_ = (l_1147_ ? l_1146_ : l_4_);
        double l_1149_ = (l_1145_ - l_1148_);
        bool l_1150_ = (l_4_ != 0.0LF);
        double l_1151_ = (l_1150_ ? l_1149_ : l_4_);
        double l_1152_ = (l_1142_ - l_1151_);
        double _e2177 = l_mut_904_;
        double l_1153_ = (_e2177 - l_1148_);
        double l_1154_ = (l_1152_ + l_1153_);
        a_1009_[4] = l_1154_;
        l_mut_904_ = l_1145_;
        double l_1155_ = a_1009_[2];
        double _e2183 = l_mut_904_;
        double l_1156_ = (l_1155_ + _e2183);
        bool l_1157_ = (l_4_ != 0.0LF);
        double l_1158_ = (l_1157_ ? l_1156_ : l_4_);
        double l_1159_ = (l_1158_ - l_1155_);
        bool l_1160_ = (l_4_ != 0.0LF);
        double l_1161_ = (l_1160_ ? l_1159_ : l_4_);
        double l_1162_ = (l_1158_ - l_1161_);
        bool l_1163_ = (l_4_ != 0.0LF);
        double l_1164_ = (l_1163_ ? l_1162_ : l_4_);
        double l_1165_ = (l_1155_ - l_1164_);
        double _e2197 = l_mut_904_;
        double l_1166_ = (_e2197 - l_1161_);
        double l_1167_ = (l_1165_ + l_1166_);
        a_1009_[3] = l_1167_;
        l_mut_904_ = l_1158_;
        double l_1168_ = a_1009_[1];
        double _e2203 = l_mut_904_;
        double l_1169_ = (l_1168_ + _e2203);
        bool l_1170_ = (l_4_ != 0.0LF);
        double l_1171_ = (l_1170_ ? l_1169_ : l_4_);
        double l_1172_ = (l_1171_ - l_1168_);
        bool l_1173_ = (l_4_ != 0.0LF);
        double l_1174_ = (l_1173_ ? l_1172_ : l_4_);
        double l_1175_ = (l_1171_ - l_1174_);
        bool l_1176_ = (l_4_ != 0.0LF);
        double l_1177_ = (l_1176_ ? l_1175_ : l_4_);
        double l_1178_ = (l_1168_ - l_1177_);
        double _e2217 = l_mut_904_;
        double l_1179_ = (_e2217 - l_1174_);
        double l_1180_ = (l_1178_ + l_1179_);
        a_1009_[2] = l_1180_;
        l_mut_904_ = l_1171_;
        double l_1181_ = a_1009_[0];
        double _e2223 = l_mut_904_;
        double l_1182_ = (l_1181_ + _e2223);
        bool l_1183_ = (l_4_ != 0.0LF);
        double l_1184_ = (l_1183_ ? l_1182_ : l_4_);
        double l_1185_ = (l_1184_ - l_1181_);
        bool l_1186_ = (l_4_ != 0.0LF);
        double l_1187_ = (l_1186_ ? l_1185_ : l_4_);
        double l_1188_ = (l_1184_ - l_1187_);
        bool l_1189_ = (l_4_ != 0.0LF);
        double l_1190_ = (l_1189_ ? l_1188_ : l_4_);
        double l_1191_ = (l_1181_ - l_1190_);
        double _e2237 = l_mut_904_;
        double l_1192_ = (_e2237 - l_1187_);
        double l_1193_ = (l_1191_ + l_1192_);
        a_1009_[1] = l_1193_;
        l_mut_904_ = l_1184_;
        double _e2242 = l_mut_904_;
        a_1009_[0] = _e2242;
        l_mut_904_ = 0.0LF;
        l_mut_903_ = 0.0LF;
        l_mut_902_ = 0.0LF;
        l_mut_901_ = 0.0LF;
        double l_1194_ = a_1009_[0];
        l_mut_209_ = l_1194_;
        l_mut_214_ = 0u;
        double l_1195_ = a_1009_[1];
        double _e2252 = l_mut_209_;
        double l_1196_ = (_e2252 + l_1195_);
        bool l_1197_ = (l_4_ != 0.0LF);
        double l_1198_ = (l_1197_ ? l_1196_ : l_4_);
        double _e2257 = l_mut_209_;
        double l_1199_ = (l_1198_ - _e2257);
        bool l_1200_ = (l_4_ != 0.0LF);
        double l_1201_ = (l_1200_ ? l_1199_ : l_4_);
        double l_1202_ = (l_1198_ - l_1201_);
        bool l_1203_ = (l_4_ != 0.0LF);
        double l_1204_ = (l_1203_ ? l_1202_ : l_4_);
        double _e2266 = l_mut_209_;
        double l_1205_ = (_e2266 - l_1204_);
        double l_1206_ = (l_1195_ - l_1201_);
        double l_1207_ = (l_1205_ + l_1206_);
        uint _e2270 = l_mut_214_;
        bool l_1208_ = (_e2270 < 3u);
        bool l_1209_ = (l_1207_ != 0.0LF);
        if (l_1208_) {
            local_60 = l_1209_;
        } else {
            local_60 = false;
        }
        bool l_1210_ = local_60;
        uint _e2279 = l_mut_214_;
        bool l_1211_ = (_e2279 == 0u);
        if (l_1210_) {
            local_61 = l_1211_;
        } else {
            local_61 = false;
        }
        bool l_1212_ = local_61;
        double _e2286 = l_mut_904_;
        double l_1213_ = (l_1212_ ? l_1198_ : _e2286);
        l_mut_904_ = l_1213_;
        uint _e2288 = l_mut_214_;
        bool l_1214_ = (_e2288 == 1u);
        if (l_1210_) {
            local_62 = l_1214_;
        } else {
            local_62 = false;
        }
        bool l_1215_ = local_62;
        double _e2295 = l_mut_903_;
        double l_1216_ = (l_1215_ ? l_1198_ : _e2295);
        l_mut_903_ = l_1216_;
        uint _e2297 = l_mut_214_;
        bool l_1217_ = (_e2297 == 2u);
        if (l_1210_) {
            local_63 = l_1217_;
        } else {
            local_63 = false;
        }
        bool l_1218_ = local_63;
        double _e2304 = l_mut_902_;
        double l_1219_ = (l_1218_ ? l_1198_ : _e2304);
        l_mut_902_ = l_1219_;
        double l_1220_ = (l_1210_ ? l_1207_ : l_1198_);
        double _e2307 = l_mut_209_;
        double l_1221_ = (_e2307 + l_1195_);
        double l_1222_ = (l_1208_ ? l_1220_ : l_1221_);
        l_mut_209_ = l_1222_;
        uint l_1223_ = uint(l_1210_);
        uint _e2311 = l_mut_214_;
        l_mut_214_ = (_e2311 + l_1223_);
        double l_1224_ = a_1009_[2];
        double _e2315 = l_mut_209_;
        double l_1225_ = (_e2315 + l_1224_);
        bool l_1226_ = (l_4_ != 0.0LF);
        double l_1227_ = (l_1226_ ? l_1225_ : l_4_);
        double _e2320 = l_mut_209_;
        double l_1228_ = (l_1227_ - _e2320);
        bool l_1229_ = (l_4_ != 0.0LF);
        double l_1230_ = (l_1229_ ? l_1228_ : l_4_);
        double l_1231_ = (l_1227_ - l_1230_);
        bool l_1232_ = (l_4_ != 0.0LF);
        double l_1233_ = (l_1232_ ? l_1231_ : l_4_);
        double _e2329 = l_mut_209_;
        double l_1234_ = (_e2329 - l_1233_);
        double l_1235_ = (l_1224_ - l_1230_);
        double l_1236_ = (l_1234_ + l_1235_);
        uint _e2333 = l_mut_214_;
        bool l_1237_ = (_e2333 < 3u);
        bool l_1238_ = (l_1236_ != 0.0LF);
        if (l_1237_) {
            local_64 = l_1238_;
        } else {
            local_64 = false;
        }
        bool l_1239_ = local_64;
        uint _e2342 = l_mut_214_;
        bool l_1240_ = (_e2342 == 0u);
        if (l_1239_) {
            local_65 = l_1240_;
        } else {
            local_65 = false;
        }
        bool l_1241_ = local_65;
        double _e2349 = l_mut_904_;
        double l_1242_ = (l_1241_ ? l_1227_ : _e2349);
        l_mut_904_ = l_1242_;
        uint _e2351 = l_mut_214_;
        bool l_1243_ = (_e2351 == 1u);
        if (l_1239_) {
            local_66 = l_1243_;
        } else {
            local_66 = false;
        }
        bool l_1244_ = local_66;
        double _e2358 = l_mut_903_;
        double l_1245_ = (l_1244_ ? l_1227_ : _e2358);
        l_mut_903_ = l_1245_;
        uint _e2360 = l_mut_214_;
        bool l_1246_ = (_e2360 == 2u);
        if (l_1239_) {
            local_67 = l_1246_;
        } else {
            local_67 = false;
        }
        bool l_1247_ = local_67;
        double _e2367 = l_mut_902_;
        double l_1248_ = (l_1247_ ? l_1227_ : _e2367);
        l_mut_902_ = l_1248_;
        double l_1249_ = (l_1239_ ? l_1236_ : l_1227_);
        double _e2370 = l_mut_209_;
        double l_1250_ = (_e2370 + l_1224_);
        double l_1251_ = (l_1237_ ? l_1249_ : l_1250_);
        l_mut_209_ = l_1251_;
        uint l_1252_ = uint(l_1239_);
        uint _e2374 = l_mut_214_;
        l_mut_214_ = (_e2374 + l_1252_);
        double l_1253_ = a_1009_[3];
        double _e2378 = l_mut_209_;
        double l_1254_ = (_e2378 + l_1253_);
        bool l_1255_ = (l_4_ != 0.0LF);
        double l_1256_ = (l_1255_ ? l_1254_ : l_4_);
        double _e2383 = l_mut_209_;
        double l_1257_ = (l_1256_ - _e2383);
        bool l_1258_ = (l_4_ != 0.0LF);
        double l_1259_ = (l_1258_ ? l_1257_ : l_4_);
        double l_1260_ = (l_1256_ - l_1259_);
        bool l_1261_ = (l_4_ != 0.0LF);
        double l_1262_ = (l_1261_ ? l_1260_ : l_4_);
        double _e2392 = l_mut_209_;
        double l_1263_ = (_e2392 - l_1262_);
        double l_1264_ = (l_1253_ - l_1259_);
        double l_1265_ = (l_1263_ + l_1264_);
        uint _e2396 = l_mut_214_;
        bool l_1266_ = (_e2396 < 3u);
        bool l_1267_ = (l_1265_ != 0.0LF);
        if (l_1266_) {
            local_68 = l_1267_;
        } else {
            local_68 = false;
        }
        bool l_1268_ = local_68;
        uint _e2405 = l_mut_214_;
        bool l_1269_ = (_e2405 == 0u);
        if (l_1268_) {
            local_69 = l_1269_;
        } else {
            local_69 = false;
        }
        bool l_1270_ = local_69;
        double _e2412 = l_mut_904_;
        double l_1271_ = (l_1270_ ? l_1256_ : _e2412);
        l_mut_904_ = l_1271_;
        uint _e2414 = l_mut_214_;
        bool l_1272_ = (_e2414 == 1u);
        if (l_1268_) {
            local_70 = l_1272_;
        } else {
            local_70 = false;
        }
        bool l_1273_ = local_70;
        double _e2421 = l_mut_903_;
        double l_1274_ = (l_1273_ ? l_1256_ : _e2421);
        l_mut_903_ = l_1274_;
        uint _e2423 = l_mut_214_;
        bool l_1275_ = (_e2423 == 2u);
        if (l_1268_) {
            local_71 = l_1275_;
        } else {
            local_71 = false;
        }
        bool l_1276_ = local_71;
        double _e2430 = l_mut_902_;
        double l_1277_ = (l_1276_ ? l_1256_ : _e2430);
        l_mut_902_ = l_1277_;
        double l_1278_ = (l_1268_ ? l_1265_ : l_1256_);
        double _e2433 = l_mut_209_;
        double l_1279_ = (_e2433 + l_1253_);
        double l_1280_ = (l_1266_ ? l_1278_ : l_1279_);
        l_mut_209_ = l_1280_;
        uint l_1281_ = uint(l_1268_);
        uint _e2437 = l_mut_214_;
        l_mut_214_ = (_e2437 + l_1281_);
        double l_1282_ = a_1009_[4];
        double _e2441 = l_mut_209_;
        double l_1283_ = (_e2441 + l_1282_);
        bool l_1284_ = (l_4_ != 0.0LF);
        double l_1285_ = (l_1284_ ? l_1283_ : l_4_);
        double _e2446 = l_mut_209_;
        double l_1286_ = (l_1285_ - _e2446);
        bool l_1287_ = (l_4_ != 0.0LF);
        double l_1288_ = (l_1287_ ? l_1286_ : l_4_);
        double l_1289_ = (l_1285_ - l_1288_);
        bool l_1290_ = (l_4_ != 0.0LF);
        double l_1291_ = (l_1290_ ? l_1289_ : l_4_);
        double _e2455 = l_mut_209_;
        double l_1292_ = (_e2455 - l_1291_);
        double l_1293_ = (l_1282_ - l_1288_);
        double l_1294_ = (l_1292_ + l_1293_);
        uint _e2459 = l_mut_214_;
        bool l_1295_ = (_e2459 < 3u);
        bool l_1296_ = (l_1294_ != 0.0LF);
        if (l_1295_) {
            local_72 = l_1296_;
        } else {
            local_72 = false;
        }
        bool l_1297_ = local_72;
        uint _e2468 = l_mut_214_;
        bool l_1298_ = (_e2468 == 0u);
        if (l_1297_) {
            local_73 = l_1298_;
        } else {
            local_73 = false;
        }
        bool l_1299_ = local_73;
        double _e2475 = l_mut_904_;
        double l_1300_ = (l_1299_ ? l_1285_ : _e2475);
        l_mut_904_ = l_1300_;
        uint _e2477 = l_mut_214_;
        bool l_1301_ = (_e2477 == 1u);
        if (l_1297_) {
            local_74 = l_1301_;
        } else {
            local_74 = false;
        }
        bool l_1302_ = local_74;
        double _e2484 = l_mut_903_;
        double l_1303_ = (l_1302_ ? l_1285_ : _e2484);
        l_mut_903_ = l_1303_;
        uint _e2486 = l_mut_214_;
        bool l_1304_ = (_e2486 == 2u);
        if (l_1297_) {
            local_75 = l_1304_;
        } else {
            local_75 = false;
        }
        bool l_1305_ = local_75;
        double _e2493 = l_mut_902_;
        double l_1306_ = (l_1305_ ? l_1285_ : _e2493);
        l_mut_902_ = l_1306_;
        double l_1307_ = (l_1297_ ? l_1294_ : l_1285_);
        double _e2496 = l_mut_209_;
        double l_1308_ = (_e2496 + l_1282_);
        double l_1309_ = (l_1295_ ? l_1307_ : l_1308_);
        l_mut_209_ = l_1309_;
        uint l_1310_ = uint(l_1297_);
        uint _e2500 = l_mut_214_;
        l_mut_214_ = (_e2500 + l_1310_);
        double l_1311_ = a_1009_[5];
        double _e2504 = l_mut_209_;
        double l_1312_ = (_e2504 + l_1311_);
        bool l_1313_ = (l_4_ != 0.0LF);
        double l_1314_ = (l_1313_ ? l_1312_ : l_4_);
        double _e2509 = l_mut_209_;
        double l_1315_ = (l_1314_ - _e2509);
        bool l_1316_ = (l_4_ != 0.0LF);
        double l_1317_ = (l_1316_ ? l_1315_ : l_4_);
        double l_1318_ = (l_1314_ - l_1317_);
        bool l_1319_ = (l_4_ != 0.0LF);
        double l_1320_ = (l_1319_ ? l_1318_ : l_4_);
        double _e2518 = l_mut_209_;
        double l_1321_ = (_e2518 - l_1320_);
        double l_1322_ = (l_1311_ - l_1317_);
        double l_1323_ = (l_1321_ + l_1322_);
        uint _e2522 = l_mut_214_;
        bool l_1324_ = (_e2522 < 3u);
        bool l_1325_ = (l_1323_ != 0.0LF);
        if (l_1324_) {
            local_76 = l_1325_;
        } else {
            local_76 = false;
        }
        bool l_1326_ = local_76;
        uint _e2531 = l_mut_214_;
        bool l_1327_ = (_e2531 == 0u);
        if (l_1326_) {
            local_77 = l_1327_;
        } else {
            local_77 = false;
        }
        bool l_1328_ = local_77;
        double _e2538 = l_mut_904_;
        double l_1329_ = (l_1328_ ? l_1314_ : _e2538);
        l_mut_904_ = l_1329_;
        uint _e2540 = l_mut_214_;
        bool l_1330_ = (_e2540 == 1u);
        if (l_1326_) {
            local_78 = l_1330_;
        } else {
            local_78 = false;
        }
        bool l_1331_ = local_78;
        double _e2547 = l_mut_903_;
        double l_1332_ = (l_1331_ ? l_1314_ : _e2547);
        l_mut_903_ = l_1332_;
        uint _e2549 = l_mut_214_;
        bool l_1333_ = (_e2549 == 2u);
        if (l_1326_) {
            local_79 = l_1333_;
        } else {
            local_79 = false;
        }
        bool l_1334_ = local_79;
        double _e2556 = l_mut_902_;
        double l_1335_ = (l_1334_ ? l_1314_ : _e2556);
        l_mut_902_ = l_1335_;
        double l_1336_ = (l_1326_ ? l_1323_ : l_1314_);
        double _e2559 = l_mut_209_;
        double l_1337_ = (_e2559 + l_1311_);
        double l_1338_ = (l_1324_ ? l_1336_ : l_1337_);
        l_mut_209_ = l_1338_;
        uint l_1339_ = uint(l_1326_);
        uint _e2563 = l_mut_214_;
        l_mut_214_ = (_e2563 + l_1339_);
        double l_1340_ = a_1009_[6];
        double _e2567 = l_mut_209_;
        double l_1341_ = (_e2567 + l_1340_);
        bool l_1342_ = (l_4_ != 0.0LF);
        double l_1343_ = (l_1342_ ? l_1341_ : l_4_);
        double _e2572 = l_mut_209_;
        double l_1344_ = (l_1343_ - _e2572);
        bool l_1345_ = (l_4_ != 0.0LF);
        double l_1346_ = (l_1345_ ? l_1344_ : l_4_);
        double l_1347_ = (l_1343_ - l_1346_);
        bool l_1348_ = (l_4_ != 0.0LF);
        double l_1349_ = (l_1348_ ? l_1347_ : l_4_);
        double _e2581 = l_mut_209_;
        double l_1350_ = (_e2581 - l_1349_);
        double l_1351_ = (l_1340_ - l_1346_);
        double l_1352_ = (l_1350_ + l_1351_);
        uint _e2585 = l_mut_214_;
        bool l_1353_ = (_e2585 < 3u);
        bool l_1354_ = (l_1352_ != 0.0LF);
        if (l_1353_) {
            local_80 = l_1354_;
        } else {
            local_80 = false;
        }
        bool l_1355_ = local_80;
        uint _e2594 = l_mut_214_;
        bool l_1356_ = (_e2594 == 0u);
        if (l_1355_) {
            local_81 = l_1356_;
        } else {
            local_81 = false;
        }
        bool l_1357_ = local_81;
        double _e2601 = l_mut_904_;
        double l_1358_ = (l_1357_ ? l_1343_ : _e2601);
        l_mut_904_ = l_1358_;
        uint _e2603 = l_mut_214_;
        bool l_1359_ = (_e2603 == 1u);
        if (l_1355_) {
            local_82 = l_1359_;
        } else {
            local_82 = false;
        }
        bool l_1360_ = local_82;
        double _e2610 = l_mut_903_;
        double l_1361_ = (l_1360_ ? l_1343_ : _e2610);
        l_mut_903_ = l_1361_;
        uint _e2612 = l_mut_214_;
        bool l_1362_ = (_e2612 == 2u);
        if (l_1355_) {
            local_83 = l_1362_;
        } else {
            local_83 = false;
        }
        bool l_1363_ = local_83;
        double _e2619 = l_mut_902_;
        double l_1364_ = (l_1363_ ? l_1343_ : _e2619);
        l_mut_902_ = l_1364_;
        double l_1365_ = (l_1355_ ? l_1352_ : l_1343_);
        double _e2622 = l_mut_209_;
        double l_1366_ = (_e2622 + l_1340_);
        double l_1367_ = (l_1353_ ? l_1365_ : l_1366_);
        l_mut_209_ = l_1367_;
        uint l_1368_ = uint(l_1355_);
        uint _e2626 = l_mut_214_;
        l_mut_214_ = (_e2626 + l_1368_);
        double l_1369_ = a_1009_[7];
        double _e2630 = l_mut_209_;
        double l_1370_ = (_e2630 + l_1369_);
        bool l_1371_ = (l_4_ != 0.0LF);
        double l_1372_ = (l_1371_ ? l_1370_ : l_4_);
        double _e2635 = l_mut_209_;
        double l_1373_ = (l_1372_ - _e2635);
        bool l_1374_ = (l_4_ != 0.0LF);
        double l_1375_ = (l_1374_ ? l_1373_ : l_4_);
        double l_1376_ = (l_1372_ - l_1375_);
        bool l_1377_ = (l_4_ != 0.0LF);
        double l_1378_ = (l_1377_ ? l_1376_ : l_4_);
        double _e2644 = l_mut_209_;
        double l_1379_ = (_e2644 - l_1378_);
        double l_1380_ = (l_1369_ - l_1375_);
        double l_1381_ = (l_1379_ + l_1380_);
        uint _e2648 = l_mut_214_;
        bool l_1382_ = (_e2648 < 3u);
        bool l_1383_ = (l_1381_ != 0.0LF);
        if (l_1382_) {
            local_84 = l_1383_;
        } else {
            local_84 = false;
        }
        bool l_1384_ = local_84;
        uint _e2657 = l_mut_214_;
        bool l_1385_ = (_e2657 == 0u);
        if (l_1384_) {
            local_85 = l_1385_;
        } else {
            local_85 = false;
        }
        bool l_1386_ = local_85;
        double _e2664 = l_mut_904_;
        double l_1387_ = (l_1386_ ? l_1372_ : _e2664);
        l_mut_904_ = l_1387_;
        uint _e2666 = l_mut_214_;
        bool l_1388_ = (_e2666 == 1u);
        if (l_1384_) {
            local_86 = l_1388_;
        } else {
            local_86 = false;
        }
        bool l_1389_ = local_86;
        double _e2673 = l_mut_903_;
        double l_1390_ = (l_1389_ ? l_1372_ : _e2673);
        l_mut_903_ = l_1390_;
        uint _e2675 = l_mut_214_;
        bool l_1391_ = (_e2675 == 2u);
        if (l_1384_) {
            local_87 = l_1391_;
        } else {
            local_87 = false;
        }
        bool l_1392_ = local_87;
        double _e2682 = l_mut_902_;
        double l_1393_ = (l_1392_ ? l_1372_ : _e2682);
        l_mut_902_ = l_1393_;
        double l_1394_ = (l_1384_ ? l_1381_ : l_1372_);
        double _e2685 = l_mut_209_;
        double l_1395_ = (_e2685 + l_1369_);
        double l_1396_ = (l_1382_ ? l_1394_ : l_1395_);
        l_mut_209_ = l_1396_;
        uint l_1397_ = uint(l_1384_);
        uint _e2689 = l_mut_214_;
        l_mut_214_ = (_e2689 + l_1397_);
        uint _e2691 = l_mut_214_;
        bool l_1398_ = (_e2691 == 0u);
        double _e2694 = l_mut_904_;
        double _e2695 = l_mut_209_;
        double l_1399_ = (l_1398_ ? _e2695 : _e2694);
        l_mut_904_ = l_1399_;
        uint _e2697 = l_mut_214_;
        bool l_1400_ = (_e2697 == 1u);
        double _e2700 = l_mut_903_;
        double _e2701 = l_mut_209_;
        double l_1401_ = (l_1400_ ? _e2701 : _e2700);
        l_mut_903_ = l_1401_;
        uint _e2703 = l_mut_214_;
        bool l_1402_ = (_e2703 == 2u);
        double _e2706 = l_mut_902_;
        double _e2707 = l_mut_209_;
        double l_1403_ = (l_1402_ ? _e2707 : _e2706);
        l_mut_902_ = l_1403_;
        uint _e2709 = l_mut_214_;
        bool l_1404_ = (_e2709 == 3u);
        double _e2712 = l_mut_901_;
        double _e2713 = l_mut_209_;
        double l_1405_ = (l_1404_ ? _e2713 : _e2712);
        l_mut_901_ = l_1405_;
        double _e2715 = l_mut_904_;
        double l_1406_ = (_e2715 * l_23_);
        double l_1407_ = (l_14_ * l_1406_);
        bool l_1408_ = (l_4_ != 0.0LF);
        double l_1409_ = (l_1408_ ? l_1407_ : l_4_);
        double l_1410_ = (l_3_ * l_14_);
        bool l_1411_ = (l_4_ != 0.0LF);
        double l_1412_ = (l_1411_ ? l_1410_ : l_4_);
        double l_1413_ = (l_1412_ - l_14_);
        bool l_1414_ = (l_4_ != 0.0LF);
        double l_1415_ = (l_1414_ ? l_1413_ : l_4_);
        double l_1416_ = (l_1412_ - l_1415_);
        double l_1417_ = (l_14_ - l_1416_);
        double l_1418_ = (l_3_ * l_1406_);
        bool l_1419_ = (l_4_ != 0.0LF);
        double l_1420_ = (l_1419_ ? l_1418_ : l_4_);
        double l_1421_ = (l_1420_ - l_1406_);
        bool l_1422_ = (l_4_ != 0.0LF);
        double l_1423_ = (l_1422_ ? l_1421_ : l_4_);
        double l_1424_ = (l_1420_ - l_1423_);
        double l_1425_ = (l_1406_ - l_1424_);
        double l_1426_ = (l_1416_ * l_1424_);
        double l_1427_ = (l_1426_ - l_1409_);
        double l_1428_ = (l_1416_ * l_1425_);
        double l_1429_ = (l_1427_ + l_1428_);
        double l_1430_ = (l_1417_ * l_1424_);
        double l_1431_ = (l_1429_ + l_1430_);
        double l_1432_ = (l_1417_ * l_1425_);
        double l_1433_ = (l_1431_ + l_1432_);
        double l_1434_ = (l_16_ * l_1406_);
        bool l_1435_ = (l_4_ != 0.0LF);
        double l_1436_ = (l_1435_ ? l_1434_ : l_4_);
        double l_1437_ = (l_3_ * l_16_);
        bool l_1438_ = (l_4_ != 0.0LF);
        double l_1439_ = (l_1438_ ? l_1437_ : l_4_);
        double l_1440_ = (l_1439_ - l_16_);
        bool l_1441_ = (l_4_ != 0.0LF);
        double l_1442_ = (l_1441_ ? l_1440_ : l_4_);
        double l_1443_ = (l_1439_ - l_1442_);
        double l_1444_ = (l_16_ - l_1443_);
        double l_1445_ = (l_3_ * l_1406_);
        bool l_1446_ = (l_4_ != 0.0LF);
        double l_1447_ = (l_1446_ ? l_1445_ : l_4_);
        double l_1448_ = (l_1447_ - l_1406_);
        bool l_1449_ = (l_4_ != 0.0LF);
        double l_1450_ = (l_1449_ ? l_1448_ : l_4_);
        double l_1451_ = (l_1447_ - l_1450_);
        double l_1452_ = (l_1406_ - l_1451_);
        double l_1453_ = (l_1443_ * l_1451_);
        double l_1454_ = (l_1453_ - l_1436_);
        double l_1455_ = (l_1443_ * l_1452_);
        double l_1456_ = (l_1454_ + l_1455_);
        double l_1457_ = (l_1444_ * l_1451_);
        double l_1458_ = (l_1456_ + l_1457_);
        double l_1459_ = (l_1444_ * l_1452_);
        double l_1460_ = (l_1458_ + l_1459_);
        double l_1461_ = (l_19_ * l_1406_);
        bool l_1462_ = (l_4_ != 0.0LF);
        double l_1463_ = (l_1462_ ? l_1461_ : l_4_);
        double l_1464_ = (l_3_ * l_19_);
        bool l_1465_ = (l_4_ != 0.0LF);
        double l_1466_ = (l_1465_ ? l_1464_ : l_4_);
        double l_1467_ = (l_1466_ - l_19_);
        bool l_1468_ = (l_4_ != 0.0LF);
        double l_1469_ = (l_1468_ ? l_1467_ : l_4_);
        double l_1470_ = (l_1466_ - l_1469_);
        double l_1471_ = (l_19_ - l_1470_);
        double l_1472_ = (l_3_ * l_1406_);
        bool l_1473_ = (l_4_ != 0.0LF);
        double l_1474_ = (l_1473_ ? l_1472_ : l_4_);
        double l_1475_ = (l_1474_ - l_1406_);
        bool l_1476_ = (l_4_ != 0.0LF);
        double l_1477_ = (l_1476_ ? l_1475_ : l_4_);
        double l_1478_ = (l_1474_ - l_1477_);
        double l_1479_ = (l_1406_ - l_1478_);
        double l_1480_ = (l_1470_ * l_1478_);
        double l_1481_ = (l_1480_ - l_1463_);
        double l_1482_ = (l_1470_ * l_1479_);
        double l_1483_ = (l_1481_ + l_1482_);
        double l_1484_ = (l_1471_ * l_1478_);
        double l_1485_ = (l_1483_ + l_1484_);
        double l_1486_ = (l_1471_ * l_1479_);
        double l_1487_ = (l_1485_ + l_1486_);
        double l_1488_ = (l_22_ * l_1406_);
        double l_1489_ = (l_1433_ + l_1436_);
        bool l_1490_ = (l_4_ != 0.0LF);
        double l_1491_ = (l_1490_ ? l_1489_ : l_4_);
        double l_1492_ = (l_1491_ - l_1433_);
        bool l_1493_ = (l_4_ != 0.0LF);
        double l_1494_ = (l_1493_ ? l_1492_ : l_4_);
        double l_1495_ = (l_1491_ - l_1494_);
        bool l_1496_ = (l_4_ != 0.0LF);
        double l_1497_ = (l_1496_ ? l_1495_ : l_4_);
        double l_1498_ = (l_1433_ - l_1497_);
        double l_1499_ = (l_1436_ - l_1494_);
        double l_1500_ = (l_1498_ + l_1499_);
        double l_1501_ = (l_1500_ + l_1460_);
        bool l_1502_ = (l_4_ != 0.0LF);
        double l_1503_ = (l_1502_ ? l_1501_ : l_4_);
        double l_1504_ = (l_1503_ - l_1500_);
        bool l_1505_ = (l_4_ != 0.0LF);
        double l_1506_ = (l_1505_ ? l_1504_ : l_4_);
        double l_1507_ = (l_1503_ - l_1506_);
        bool l_1508_ = (l_4_ != 0.0LF);
        double l_1509_ = (l_1508_ ? l_1507_ : l_4_);
        double l_1510_ = (l_1500_ - l_1509_);
        double l_1511_ = (l_1460_ - l_1506_);
        double l_1512_ = (l_1510_ + l_1511_);
        double l_1513_ = (l_1463_ + l_1503_);
        bool l_1514_ = (l_4_ != 0.0LF);
        double l_1515_ = (l_1514_ ? l_1513_ : l_4_);
        double l_1516_ = (l_1515_ - l_1463_);
        bool l_1517_ = (l_4_ != 0.0LF);
        double l_1518_ = (l_1517_ ? l_1516_ : l_4_);
        double l_1519_ = (l_1515_ - l_1518_);
        bool l_1520_ = (l_4_ != 0.0LF);
        double l_1521_ = (l_1520_ ? l_1519_ : l_4_);
        double l_1522_ = (l_1463_ - l_1521_);
        double l_1523_ = (l_1503_ - l_1518_);
        double l_1524_ = (l_1522_ + l_1523_);
        double l_1525_ = (l_1512_ + l_1524_);
        bool l_1526_ = (l_4_ != 0.0LF);
        double l_1527_ = (l_1526_ ? l_1525_ : l_4_);
        double l_1528_ = (l_1527_ - l_1512_);
        bool l_1529_ = (l_4_ != 0.0LF);
        double l_1530_ = (l_1529_ ? l_1528_ : l_4_);
        double l_1531_ = (l_1527_ - l_1530_);
        bool l_1532_ = (l_4_ != 0.0LF);
        double l_1533_ = (l_1532_ ? l_1531_ : l_4_);
        double l_1534_ = (l_1512_ - l_1533_);
        double l_1535_ = (l_1524_ - l_1530_);
        double l_1536_ = (l_1534_ + l_1535_);
        double l_1537_ = (l_1527_ + l_1487_);
        bool l_1538_ = (l_4_ != 0.0LF);
        double l_1539_ = (l_1538_ ? l_1537_ : l_4_);
        double l_1540_ = (l_1539_ - l_1527_);
        bool l_1541_ = (l_4_ != 0.0LF);
        double l_1542_ = (l_1541_ ? l_1540_ : l_4_);
        double l_1543_ = (l_1539_ - l_1542_);
        bool l_1544_ = (l_4_ != 0.0LF);
        double l_1545_ = (l_1544_ ? l_1543_ : l_4_);
        double l_1546_ = (l_1527_ - l_1545_);
        double l_1547_ = (l_1487_ - l_1542_);
        double l_1548_ = (l_1546_ + l_1547_);
        double l_1549_ = (l_1488_ + l_1539_);
        bool l_1550_ = (l_4_ != 0.0LF);
        double l_1551_ = (l_1550_ ? l_1549_ : l_4_);
        double l_1552_ = (l_1551_ - l_1488_);
        bool l_1553_ = (l_4_ != 0.0LF);
        double l_1554_ = (l_1553_ ? l_1552_ : l_4_);
        double l_1555_ = (l_1551_ - l_1554_);
        bool l_1556_ = (l_4_ != 0.0LF);
        double l_1557_ = (l_1556_ ? l_1555_ : l_4_);
        double l_1558_ = (l_1488_ - l_1557_);
        double l_1559_ = (l_1539_ - l_1554_);
        double l_1560_ = (l_1558_ + l_1559_);
        double l_1561_ = (l_1548_ + l_1560_);
        double l_1562_ = (l_1561_ + l_1536_);
        double l_1563_ = (l_1551_ + l_1562_);
        bool l_1564_ = (l_4_ != 0.0LF);
        double l_1565_ = (l_1564_ ? l_1563_ : l_4_);
        double l_1566_ = (l_1565_ - l_1551_);
        bool l_1567_ = (l_4_ != 0.0LF);
        double l_1568_ = (l_1567_ ? l_1566_ : l_4_);
        double l_1569_ = (l_1562_ - l_1568_);
        double l_1570_ = (l_1515_ + l_1565_);
        bool l_1571_ = (l_4_ != 0.0LF);
        double l_1572_ = (l_1571_ ? l_1570_ : l_4_);
        double l_1573_ = (l_1572_ - l_1515_);
        bool l_1574_ = (l_4_ != 0.0LF);
        double l_1575_ = (l_1574_ ? l_1573_ : l_4_);
        double l_1576_ = (l_1565_ - l_1575_);
        double l_1577_ = (l_1491_ + l_1572_);
        bool l_1578_ = (l_4_ != 0.0LF);
        double l_1579_ = (l_1578_ ? l_1577_ : l_4_);
        double l_1580_ = (l_1579_ - l_1491_);
        bool l_1581_ = (l_4_ != 0.0LF);
        double l_1582_ = (l_1581_ ? l_1580_ : l_4_);
        double l_1583_ = (l_1572_ - l_1582_);
        double l_1584_ = (l_1409_ + l_1579_);
        bool l_1585_ = (l_4_ != 0.0LF);
        double l_1586_ = (l_1585_ ? l_1584_ : l_4_);
        double l_1587_ = (l_1586_ - l_1409_);
        bool l_1588_ = (l_4_ != 0.0LF);
        double l_1589_ = (l_1588_ ? l_1587_ : l_4_);
        double l_1590_ = (l_1579_ - l_1589_);
        l_mut_213_ = 0.0LF;
        l_mut_212_ = 0.0LF;
        l_mut_211_ = 0.0LF;
        l_mut_210_ = 0.0LF;
        l_mut_209_ = l_1586_;
        l_mut_214_ = 0u;
        double _e2947 = l_mut_209_;
        double l_1591_ = (_e2947 + l_1590_);
        bool l_1592_ = (l_4_ != 0.0LF);
        double l_1593_ = (l_1592_ ? l_1591_ : l_4_);
        double _e2952 = l_mut_209_;
        double l_1594_ = (l_1593_ - _e2952);
        bool l_1595_ = (l_4_ != 0.0LF);
        double l_1596_ = (l_1595_ ? l_1594_ : l_4_);
        double l_1597_ = (l_1590_ - l_1596_);
        uint _e2958 = l_mut_214_;
        bool l_1598_ = (_e2958 < 3u);
        bool l_1599_ = (l_1597_ != 0.0LF);
        if (l_1598_) {
            local_88 = l_1599_;
        } else {
            local_88 = false;
        }
        bool l_1600_ = local_88;
        uint _e2967 = l_mut_214_;
        bool l_1601_ = (_e2967 == 0u);
        if (l_1600_) {
            local_89 = l_1601_;
        } else {
            local_89 = false;
        }
        bool l_1602_ = local_89;
        double _e2974 = l_mut_213_;
        double l_1603_ = (l_1602_ ? l_1593_ : _e2974);
        l_mut_213_ = l_1603_;
        uint _e2976 = l_mut_214_;
        bool l_1604_ = (_e2976 == 1u);
        if (l_1600_) {
            local_90 = l_1604_;
        } else {
            local_90 = false;
        }
        bool l_1605_ = local_90;
        double _e2983 = l_mut_212_;
        double l_1606_ = (l_1605_ ? l_1593_ : _e2983);
        l_mut_212_ = l_1606_;
        uint _e2985 = l_mut_214_;
        bool l_1607_ = (_e2985 == 2u);
        if (l_1600_) {
            local_91 = l_1607_;
        } else {
            local_91 = false;
        }
        bool l_1608_ = local_91;
        double _e2992 = l_mut_211_;
        double l_1609_ = (l_1608_ ? l_1593_ : _e2992);
        l_mut_211_ = l_1609_;
        double l_1610_ = (l_1600_ ? l_1597_ : l_1593_);
        double _e2995 = l_mut_209_;
        double l_1611_ = (_e2995 + l_1590_);
        double l_1612_ = (l_1598_ ? l_1610_ : l_1611_);
        l_mut_209_ = l_1612_;
        uint l_1613_ = uint(l_1600_);
        uint _e2999 = l_mut_214_;
        l_mut_214_ = (_e2999 + l_1613_);
        double _e3001 = l_mut_209_;
        double l_1614_ = (_e3001 + l_1583_);
        bool l_1615_ = (l_4_ != 0.0LF);
        double l_1616_ = (l_1615_ ? l_1614_ : l_4_);
        double _e3006 = l_mut_209_;
        double l_1617_ = (l_1616_ - _e3006);
        bool l_1618_ = (l_4_ != 0.0LF);
        double l_1619_ = (l_1618_ ? l_1617_ : l_4_);
        double l_1620_ = (l_1583_ - l_1619_);
        uint _e3012 = l_mut_214_;
        bool l_1621_ = (_e3012 < 3u);
        bool l_1622_ = (l_1620_ != 0.0LF);
        if (l_1621_) {
            local_92 = l_1622_;
        } else {
            local_92 = false;
        }
        bool l_1623_ = local_92;
        uint _e3021 = l_mut_214_;
        bool l_1624_ = (_e3021 == 0u);
        if (l_1623_) {
            local_93 = l_1624_;
        } else {
            local_93 = false;
        }
        bool l_1625_ = local_93;
        double _e3028 = l_mut_213_;
        double l_1626_ = (l_1625_ ? l_1616_ : _e3028);
        l_mut_213_ = l_1626_;
        uint _e3030 = l_mut_214_;
        bool l_1627_ = (_e3030 == 1u);
        if (l_1623_) {
            local_94 = l_1627_;
        } else {
            local_94 = false;
        }
        bool l_1628_ = local_94;
        double _e3037 = l_mut_212_;
        double l_1629_ = (l_1628_ ? l_1616_ : _e3037);
        l_mut_212_ = l_1629_;
        uint _e3039 = l_mut_214_;
        bool l_1630_ = (_e3039 == 2u);
        if (l_1623_) {
            local_95 = l_1630_;
        } else {
            local_95 = false;
        }
        bool l_1631_ = local_95;
        double _e3046 = l_mut_211_;
        double l_1632_ = (l_1631_ ? l_1616_ : _e3046);
        l_mut_211_ = l_1632_;
        double l_1633_ = (l_1623_ ? l_1620_ : l_1616_);
        double _e3049 = l_mut_209_;
        double l_1634_ = (_e3049 + l_1583_);
        double l_1635_ = (l_1621_ ? l_1633_ : l_1634_);
        l_mut_209_ = l_1635_;
        uint l_1636_ = uint(l_1623_);
        uint _e3053 = l_mut_214_;
        l_mut_214_ = (_e3053 + l_1636_);
        double _e3055 = l_mut_209_;
        double l_1637_ = (_e3055 + l_1576_);
        bool l_1638_ = (l_4_ != 0.0LF);
        double l_1639_ = (l_1638_ ? l_1637_ : l_4_);
        double _e3060 = l_mut_209_;
        double l_1640_ = (l_1639_ - _e3060);
        bool l_1641_ = (l_4_ != 0.0LF);
        double l_1642_ = (l_1641_ ? l_1640_ : l_4_);
        double l_1643_ = (l_1576_ - l_1642_);
        uint _e3066 = l_mut_214_;
        bool l_1644_ = (_e3066 < 3u);
        bool l_1645_ = (l_1643_ != 0.0LF);
        if (l_1644_) {
            local_96 = l_1645_;
        } else {
            local_96 = false;
        }
        bool l_1646_ = local_96;
        uint _e3075 = l_mut_214_;
        bool l_1647_ = (_e3075 == 0u);
        if (l_1646_) {
            local_97 = l_1647_;
        } else {
            local_97 = false;
        }
        bool l_1648_ = local_97;
        double _e3082 = l_mut_213_;
        double l_1649_ = (l_1648_ ? l_1639_ : _e3082);
        l_mut_213_ = l_1649_;
        uint _e3084 = l_mut_214_;
        bool l_1650_ = (_e3084 == 1u);
        if (l_1646_) {
            local_98 = l_1650_;
        } else {
            local_98 = false;
        }
        bool l_1651_ = local_98;
        double _e3091 = l_mut_212_;
        double l_1652_ = (l_1651_ ? l_1639_ : _e3091);
        l_mut_212_ = l_1652_;
        uint _e3093 = l_mut_214_;
        bool l_1653_ = (_e3093 == 2u);
        if (l_1646_) {
            local_99 = l_1653_;
        } else {
            local_99 = false;
        }
        bool l_1654_ = local_99;
        double _e3100 = l_mut_211_;
        double l_1655_ = (l_1654_ ? l_1639_ : _e3100);
        l_mut_211_ = l_1655_;
        double l_1656_ = (l_1646_ ? l_1643_ : l_1639_);
        double _e3103 = l_mut_209_;
        double l_1657_ = (_e3103 + l_1576_);
        double l_1658_ = (l_1644_ ? l_1656_ : l_1657_);
        l_mut_209_ = l_1658_;
        uint l_1659_ = uint(l_1646_);
        uint _e3107 = l_mut_214_;
        l_mut_214_ = (_e3107 + l_1659_);
        double _e3109 = l_mut_209_;
        double l_1660_ = (_e3109 + l_1569_);
        bool l_1661_ = (l_4_ != 0.0LF);
        double l_1662_ = (l_1661_ ? l_1660_ : l_4_);
        double _e3114 = l_mut_209_;
        double l_1663_ = (l_1662_ - _e3114);
        bool l_1664_ = (l_4_ != 0.0LF);
        double l_1665_ = (l_1664_ ? l_1663_ : l_4_);
        double l_1666_ = (l_1569_ - l_1665_);
        uint _e3120 = l_mut_214_;
        bool l_1667_ = (_e3120 < 3u);
        bool l_1668_ = (l_1666_ != 0.0LF);
        if (l_1667_) {
            local_100 = l_1668_;
        } else {
            local_100 = false;
        }
        bool l_1669_ = local_100;
        uint _e3129 = l_mut_214_;
        bool l_1670_ = (_e3129 == 0u);
        if (l_1669_) {
            local_101 = l_1670_;
        } else {
            local_101 = false;
        }
        bool l_1671_ = local_101;
        double _e3136 = l_mut_213_;
        double l_1672_ = (l_1671_ ? l_1662_ : _e3136);
        l_mut_213_ = l_1672_;
        uint _e3138 = l_mut_214_;
        bool l_1673_ = (_e3138 == 1u);
        if (l_1669_) {
            local_102 = l_1673_;
        } else {
            local_102 = false;
        }
        bool l_1674_ = local_102;
        double _e3145 = l_mut_212_;
        double l_1675_ = (l_1674_ ? l_1662_ : _e3145);
        l_mut_212_ = l_1675_;
        uint _e3147 = l_mut_214_;
        bool l_1676_ = (_e3147 == 2u);
        if (l_1669_) {
            local_103 = l_1676_;
        } else {
            local_103 = false;
        }
        bool l_1677_ = local_103;
        double _e3154 = l_mut_211_;
        double l_1678_ = (l_1677_ ? l_1662_ : _e3154);
        l_mut_211_ = l_1678_;
        double l_1679_ = (l_1669_ ? l_1666_ : l_1662_);
        double _e3157 = l_mut_209_;
        double l_1680_ = (_e3157 + l_1569_);
        double l_1681_ = (l_1667_ ? l_1679_ : l_1680_);
        l_mut_209_ = l_1681_;
        uint l_1682_ = uint(l_1669_);
        uint _e3161 = l_mut_214_;
        l_mut_214_ = (_e3161 + l_1682_);
        uint _e3163 = l_mut_214_;
        bool l_1683_ = (_e3163 == 0u);
        double _e3166 = l_mut_213_;
        double _e3167 = l_mut_209_;
        double l_1684_ = (l_1683_ ? _e3167 : _e3166);
        l_mut_213_ = l_1684_;
        uint _e3169 = l_mut_214_;
        bool l_1685_ = (_e3169 == 1u);
        double _e3172 = l_mut_212_;
        double _e3173 = l_mut_209_;
        double l_1686_ = (l_1685_ ? _e3173 : _e3172);
        l_mut_212_ = l_1686_;
        uint _e3175 = l_mut_214_;
        bool l_1687_ = (_e3175 == 2u);
        double _e3178 = l_mut_211_;
        double _e3179 = l_mut_209_;
        double l_1688_ = (l_1687_ ? _e3179 : _e3178);
        l_mut_211_ = l_1688_;
        uint _e3181 = l_mut_214_;
        bool l_1689_ = (_e3181 == 3u);
        double _e3184 = l_mut_210_;
        double _e3185 = l_mut_209_;
        double l_1690_ = (l_1689_ ? _e3185 : _e3184);
        l_mut_210_ = l_1690_;
        double _e3187 = l_mut_213_;
        double l_1691_ = -(_e3187);
        double _e3189 = l_mut_212_;
        double l_1692_ = -(_e3189);
        double _e3191 = l_mut_211_;
        double l_1693_ = -(_e3191);
        double _e3193 = l_mut_210_;
        double l_1694_ = -(_e3193);
        double _e3196 = l_mut_904_;
        a_1695_[0] = _e3196;
        a_1695_[1] = l_1691_;
        double _e3199 = l_mut_903_;
        a_1695_[2] = _e3199;
        a_1695_[3] = l_1692_;
        double _e3202 = l_mut_902_;
        a_1695_[4] = _e3202;
        a_1695_[5] = l_1693_;
        double _e3205 = l_mut_901_;
        a_1695_[6] = _e3205;
        a_1695_[7] = l_1694_;
        double l_1696_ = a_1695_[7];
        l_mut_213_ = l_1696_;
        double l_1697_ = a_1695_[6];
        double _e3211 = l_mut_213_;
        double l_1698_ = (l_1697_ + _e3211);
        bool l_1699_ = (l_4_ != 0.0LF);
        double l_1700_ = (l_1699_ ? l_1698_ : l_4_);
        double l_1701_ = (l_1700_ - l_1697_);
        bool l_1702_ = (l_4_ != 0.0LF);
        double l_1703_ = (l_1702_ ? l_1701_ : l_4_);
        double l_1704_ = (l_1700_ - l_1703_);
        bool l_1705_ = (l_4_ != 0.0LF);
        double l_1706_ = (l_1705_ ? l_1704_ : l_4_);
        double l_1707_ = (l_1697_ - l_1706_);
        double _e3225 = l_mut_213_;
        double l_1708_ = (_e3225 - l_1703_);
        double l_1709_ = (l_1707_ + l_1708_);
        a_1695_[7] = l_1709_;
        l_mut_213_ = l_1700_;
        double l_1710_ = a_1695_[5];
        double _e3231 = l_mut_213_;
        double l_1711_ = (l_1710_ + _e3231);
        bool l_1712_ = (l_4_ != 0.0LF);
        double l_1713_ = (l_1712_ ? l_1711_ : l_4_);
        double l_1714_ = (l_1713_ - l_1710_);
        bool l_1715_ = (l_4_ != 0.0LF);
        double l_1716_ = (l_1715_ ? l_1714_ : l_4_);
        double l_1717_ = (l_1713_ - l_1716_);
        bool l_1718_ = (l_4_ != 0.0LF);
        double l_1719_ = (l_1718_ ? l_1717_ : l_4_);
        double l_1720_ = (l_1710_ - l_1719_);
        double _e3245 = l_mut_213_;
        double l_1721_ = (_e3245 - l_1716_);
        double l_1722_ = (l_1720_ + l_1721_);
        a_1695_[6] = l_1722_;
        l_mut_213_ = l_1713_;
        double l_1723_ = a_1695_[4];
        double _e3251 = l_mut_213_;
        double l_1724_ = (l_1723_ + _e3251);
        bool l_1725_ = (l_4_ != 0.0LF);
        double l_1726_ = (l_1725_ ? l_1724_ : l_4_);
        double l_1727_ = (l_1726_ - l_1723_);
        bool l_1728_ = (l_4_ != 0.0LF);
        double l_1729_ = (l_1728_ ? l_1727_ : l_4_);
        double l_1730_ = (l_1726_ - l_1729_);
        bool l_1731_ = (l_4_ != 0.0LF);
        double l_1732_ = (l_1731_ ? l_1730_ : l_4_);
        double l_1733_ = (l_1723_ - l_1732_);
        double _e3265 = l_mut_213_;
        double l_1734_ = (_e3265 - l_1729_);
        double l_1735_ = (l_1733_ + l_1734_);
        a_1695_[5] = l_1735_;
        l_mut_213_ = l_1726_;
        double l_1736_ = a_1695_[3];
        double _e3271 = l_mut_213_;
        double l_1737_ = (l_1736_ + _e3271);
        bool l_1738_ = (l_4_ != 0.0LF);
        double l_1739_ = (l_1738_ ? l_1737_ : l_4_);
        double l_1740_ = (l_1739_ - l_1736_);
        bool l_1741_ = (l_4_ != 0.0LF);
        double l_1742_ = (l_1741_ ? l_1740_ : l_4_);
        double l_1743_ = (l_1739_ - l_1742_);
        bool l_1744_ = (l_4_ != 0.0LF);
        double l_1745_ = (l_1744_ ? l_1743_ : l_4_);
        double l_1746_ = (l_1736_ - l_1745_);
        double _e3285 = l_mut_213_;
        double l_1747_ = (_e3285 - l_1742_);
        double l_1748_ = (l_1746_ + l_1747_);
        a_1695_[4] = l_1748_;
        l_mut_213_ = l_1739_;
        double l_1749_ = a_1695_[2];
        double _e3291 = l_mut_213_;
        double l_1750_ = (l_1749_ + _e3291);
        bool l_1751_ = (l_4_ != 0.0LF);
        double l_1752_ = (l_1751_ ? l_1750_ : l_4_);
        double l_1753_ = (l_1752_ - l_1749_);
        bool l_1754_ = (l_4_ != 0.0LF);
        double l_1755_ = (l_1754_ ? l_1753_ : l_4_);
        double l_1756_ = (l_1752_ - l_1755_);
        bool l_1757_ = (l_4_ != 0.0LF);
        double l_1758_ = (l_1757_ ? l_1756_ : l_4_);
        double l_1759_ = (l_1749_ - l_1758_);
        double _e3305 = l_mut_213_;
        double l_1760_ = (_e3305 - l_1755_);
        double l_1761_ = (l_1759_ + l_1760_);
        a_1695_[3] = l_1761_;
        l_mut_213_ = l_1752_;
        double l_1762_ = a_1695_[1];
        double _e3311 = l_mut_213_;
        double l_1763_ = (l_1762_ + _e3311);
        bool l_1764_ = (l_4_ != 0.0LF);
        double l_1765_ = (l_1764_ ? l_1763_ : l_4_);
        double l_1766_ = (l_1765_ - l_1762_);
        bool l_1767_ = (l_4_ != 0.0LF);
        double l_1768_ = (l_1767_ ? l_1766_ : l_4_);
        double l_1769_ = (l_1765_ - l_1768_);
        bool l_1770_ = (l_4_ != 0.0LF);
        double l_1771_ = (l_1770_ ? l_1769_ : l_4_);
        double l_1772_ = (l_1762_ - l_1771_);
        double _e3325 = l_mut_213_;
        double l_1773_ = (_e3325 - l_1768_);
        double l_1774_ = (l_1772_ + l_1773_);
        a_1695_[2] = l_1774_;
        l_mut_213_ = l_1765_;
        double l_1775_ = a_1695_[0];
        double _e3331 = l_mut_213_;
        double l_1776_ = (l_1775_ + _e3331);
        bool l_1777_ = (l_4_ != 0.0LF);
        double l_1778_ = (l_1777_ ? l_1776_ : l_4_);
        double l_1779_ = (l_1778_ - l_1775_);
        bool l_1780_ = (l_4_ != 0.0LF);
        double l_1781_ = (l_1780_ ? l_1779_ : l_4_);
        double l_1782_ = (l_1778_ - l_1781_);
        bool l_1783_ = (l_4_ != 0.0LF);
        double l_1784_ = (l_1783_ ? l_1782_ : l_4_);
        double l_1785_ = (l_1775_ - l_1784_);
        double _e3345 = l_mut_213_;
        double l_1786_ = (_e3345 - l_1781_);
        double l_1787_ = (l_1785_ + l_1786_);
        a_1695_[1] = l_1787_;
        l_mut_213_ = l_1778_;
        double _e3350 = l_mut_213_;
        a_1695_[0] = _e3350;
        double l_1788_ = a_1695_[7];
        l_mut_213_ = l_1788_;
        double l_1789_ = a_1695_[6];
        double _e3355 = l_mut_213_;
        double l_1790_ = (l_1789_ + _e3355);
        bool l_1791_ = (l_4_ != 0.0LF);
        double l_1792_ = (l_1791_ ? l_1790_ : l_4_);
        double l_1793_ = (l_1792_ - l_1789_);
        bool l_1794_ = (l_4_ != 0.0LF);
        double l_1795_ = (l_1794_ ? l_1793_ : l_4_);
        double l_1796_ = (l_1792_ - l_1795_);
        bool l_1797_ = (l_4_ != 0.0LF);
        double l_1798_ = (l_1797_ ? l_1796_ : l_4_);
        double l_1799_ = (l_1789_ - l_1798_);
        double _e3369 = l_mut_213_;
        double l_1800_ = (_e3369 - l_1795_);
        double l_1801_ = (l_1799_ + l_1800_);
        a_1695_[7] = l_1801_;
        l_mut_213_ = l_1792_;
        double l_1802_ = a_1695_[5];
        double _e3375 = l_mut_213_;
        double l_1803_ = (l_1802_ + _e3375);
        bool l_1804_ = (l_4_ != 0.0LF);
        double l_1805_ = (l_1804_ ? l_1803_ : l_4_);
        double l_1806_ = (l_1805_ - l_1802_);
        bool l_1807_ = (l_4_ != 0.0LF);
        double l_1808_ = (l_1807_ ? l_1806_ : l_4_);
        double l_1809_ = (l_1805_ - l_1808_);
        bool l_1810_ = (l_4_ != 0.0LF);
        double l_1811_ = (l_1810_ ? l_1809_ : l_4_);
        double l_1812_ = (l_1802_ - l_1811_);
        double _e3389 = l_mut_213_;
        double l_1813_ = (_e3389 - l_1808_);
        double l_1814_ = (l_1812_ + l_1813_);
        a_1695_[6] = l_1814_;
        l_mut_213_ = l_1805_;
        double l_1815_ = a_1695_[4];
        double _e3395 = l_mut_213_;
        double l_1816_ = (l_1815_ + _e3395);
        bool l_1817_ = (l_4_ != 0.0LF);
        double l_1818_ = (l_1817_ ? l_1816_ : l_4_);
        double l_1819_ = (l_1818_ - l_1815_);
        bool l_1820_ = (l_4_ != 0.0LF);
        double l_1821_ = (l_1820_ ? l_1819_ : l_4_);
        double l_1822_ = (l_1818_ - l_1821_);
        bool l_1823_ = (l_4_ != 0.0LF);
        double l_1824_ = (l_1823_ ? l_1822_ : l_4_);
        double l_1825_ = (l_1815_ - l_1824_);
        double _e3409 = l_mut_213_;
        double l_1826_ = (_e3409 - l_1821_);
        double l_1827_ = (l_1825_ + l_1826_);
        a_1695_[5] = l_1827_;
        l_mut_213_ = l_1818_;
        double l_1828_ = a_1695_[3];
        double _e3415 = l_mut_213_;
        double l_1829_ = (l_1828_ + _e3415);
        bool l_1830_ = (l_4_ != 0.0LF);
        double l_1831_ = (l_1830_ ? l_1829_ : l_4_);
        double l_1832_ = (l_1831_ - l_1828_);
        bool l_1833_ = (l_4_ != 0.0LF);
        double l_1834_ = (l_1833_ ? l_1832_ : l_4_);
        double l_1835_ = (l_1831_ - l_1834_);
        bool l_1836_ = (l_4_ != 0.0LF);
        double l_1837_ = (l_1836_ ? l_1835_ : l_4_);
        double l_1838_ = (l_1828_ - l_1837_);
        double _e3429 = l_mut_213_;
        double l_1839_ = (_e3429 - l_1834_);
        double l_1840_ = (l_1838_ + l_1839_);
        a_1695_[4] = l_1840_;
        l_mut_213_ = l_1831_;
        double l_1841_ = a_1695_[2];
        double _e3435 = l_mut_213_;
        double l_1842_ = (l_1841_ + _e3435);
        bool l_1843_ = (l_4_ != 0.0LF);
        double l_1844_ = (l_1843_ ? l_1842_ : l_4_);
        double l_1845_ = (l_1844_ - l_1841_);
        bool l_1846_ = (l_4_ != 0.0LF);
        double l_1847_ = (l_1846_ ? l_1845_ : l_4_);
        double l_1848_ = (l_1844_ - l_1847_);
        bool l_1849_ = (l_4_ != 0.0LF);
        double l_1850_ = (l_1849_ ? l_1848_ : l_4_);
        double l_1851_ = (l_1841_ - l_1850_);
        double _e3449 = l_mut_213_;
        double l_1852_ = (_e3449 - l_1847_);
        double l_1853_ = (l_1851_ + l_1852_);
        a_1695_[3] = l_1853_;
        l_mut_213_ = l_1844_;
        double l_1854_ = a_1695_[1];
        double _e3455 = l_mut_213_;
        double l_1855_ = (l_1854_ + _e3455);
        bool l_1856_ = (l_4_ != 0.0LF);
        double l_1857_ = (l_1856_ ? l_1855_ : l_4_);
        double l_1858_ = (l_1857_ - l_1854_);
        bool l_1859_ = (l_4_ != 0.0LF);
        double l_1860_ = (l_1859_ ? l_1858_ : l_4_);
        double l_1861_ = (l_1857_ - l_1860_);
        bool l_1862_ = (l_4_ != 0.0LF);
        double l_1863_ = (l_1862_ ? l_1861_ : l_4_);
        double l_1864_ = (l_1854_ - l_1863_);
        double _e3469 = l_mut_213_;
        double l_1865_ = (_e3469 - l_1860_);
        double l_1866_ = (l_1864_ + l_1865_);
        a_1695_[2] = l_1866_;
        l_mut_213_ = l_1857_;
        double l_1867_ = a_1695_[0];
        double _e3475 = l_mut_213_;
        double l_1868_ = (l_1867_ + _e3475);
        bool l_1869_ = (l_4_ != 0.0LF);
        double l_1870_ = (l_1869_ ? l_1868_ : l_4_);
        double l_1871_ = (l_1870_ - l_1867_);
        bool l_1872_ = (l_4_ != 0.0LF);
        double l_1873_ = (l_1872_ ? l_1871_ : l_4_);
        double l_1874_ = (l_1870_ - l_1873_);
        bool l_1875_ = (l_4_ != 0.0LF);
        double l_1876_ = (l_1875_ ? l_1874_ : l_4_);
        double l_1877_ = (l_1867_ - l_1876_);
        double _e3489 = l_mut_213_;
        double l_1878_ = (_e3489 - l_1873_);
        double l_1879_ = (l_1877_ + l_1878_);
        a_1695_[1] = l_1879_;
        l_mut_213_ = l_1870_;
        double _e3494 = l_mut_213_;
        a_1695_[0] = _e3494;
        l_mut_213_ = 0.0LF;
        l_mut_212_ = 0.0LF;
        l_mut_211_ = 0.0LF;
        l_mut_210_ = 0.0LF;
        double l_1880_ = a_1695_[0];
        l_mut_209_ = l_1880_;
        l_mut_214_ = 0u;
        double l_1881_ = a_1695_[1];
        double _e3504 = l_mut_209_;
        double l_1882_ = (_e3504 + l_1881_);
        bool l_1883_ = (l_4_ != 0.0LF);
        double l_1884_ = (l_1883_ ? l_1882_ : l_4_);
        double _e3509 = l_mut_209_;
        double l_1885_ = (l_1884_ - _e3509);
        bool l_1886_ = (l_4_ != 0.0LF);
        double l_1887_ = (l_1886_ ? l_1885_ : l_4_);
        double l_1888_ = (l_1884_ - l_1887_);
        bool l_1889_ = (l_4_ != 0.0LF);
        double l_1890_ = (l_1889_ ? l_1888_ : l_4_);
        double _e3518 = l_mut_209_;
        double l_1891_ = (_e3518 - l_1890_);
        double l_1892_ = (l_1881_ - l_1887_);
        double l_1893_ = (l_1891_ + l_1892_);
        uint _e3522 = l_mut_214_;
        bool l_1894_ = (_e3522 < 3u);
        bool l_1895_ = (l_1893_ != 0.0LF);
        if (l_1894_) {
            local_104 = l_1895_;
        } else {
            local_104 = false;
        }
        bool l_1896_ = local_104;
        uint _e3531 = l_mut_214_;
        bool l_1897_ = (_e3531 == 0u);
        if (l_1896_) {
            local_105 = l_1897_;
        } else {
            local_105 = false;
        }
        bool l_1898_ = local_105;
        double _e3538 = l_mut_213_;
        double l_1899_ = (l_1898_ ? l_1884_ : _e3538);
        l_mut_213_ = l_1899_;
        uint _e3540 = l_mut_214_;
        bool l_1900_ = (_e3540 == 1u);
        if (l_1896_) {
            local_106 = l_1900_;
        } else {
            local_106 = false;
        }
        bool l_1901_ = local_106;
        double _e3547 = l_mut_212_;
        double l_1902_ = (l_1901_ ? l_1884_ : _e3547);
        l_mut_212_ = l_1902_;
        uint _e3549 = l_mut_214_;
        bool l_1903_ = (_e3549 == 2u);
        if (l_1896_) {
            local_107 = l_1903_;
        } else {
            local_107 = false;
        }
        bool l_1904_ = local_107;
        double _e3556 = l_mut_211_;
        double l_1905_ = (l_1904_ ? l_1884_ : _e3556);
        l_mut_211_ = l_1905_;
        double l_1906_ = (l_1896_ ? l_1893_ : l_1884_);
        double _e3559 = l_mut_209_;
        double l_1907_ = (_e3559 + l_1881_);
        double l_1908_ = (l_1894_ ? l_1906_ : l_1907_);
        l_mut_209_ = l_1908_;
        uint l_1909_ = uint(l_1896_);
        uint _e3563 = l_mut_214_;
        l_mut_214_ = (_e3563 + l_1909_);
        double l_1910_ = a_1695_[2];
        double _e3567 = l_mut_209_;
        double l_1911_ = (_e3567 + l_1910_);
        bool l_1912_ = (l_4_ != 0.0LF);
        double l_1913_ = (l_1912_ ? l_1911_ : l_4_);
        double _e3572 = l_mut_209_;
        double l_1914_ = (l_1913_ - _e3572);
        bool l_1915_ = (l_4_ != 0.0LF);
        double l_1916_ = (l_1915_ ? l_1914_ : l_4_);
        double l_1917_ = (l_1913_ - l_1916_);
        bool l_1918_ = (l_4_ != 0.0LF);
        double l_1919_ = (l_1918_ ? l_1917_ : l_4_);
        double _e3581 = l_mut_209_;
        double l_1920_ = (_e3581 - l_1919_);
        double l_1921_ = (l_1910_ - l_1916_);
        double l_1922_ = (l_1920_ + l_1921_);
        uint _e3585 = l_mut_214_;
        bool l_1923_ = (_e3585 < 3u);
        bool l_1924_ = (l_1922_ != 0.0LF);
        if (l_1923_) {
            local_108 = l_1924_;
        } else {
            local_108 = false;
        }
        bool l_1925_ = local_108;
        uint _e3594 = l_mut_214_;
        bool l_1926_ = (_e3594 == 0u);
        if (l_1925_) {
            local_109 = l_1926_;
        } else {
            local_109 = false;
        }
        bool l_1927_ = local_109;
        double _e3601 = l_mut_213_;
        double l_1928_ = (l_1927_ ? l_1913_ : _e3601);
        l_mut_213_ = l_1928_;
        uint _e3603 = l_mut_214_;
        bool l_1929_ = (_e3603 == 1u);
        if (l_1925_) {
            local_110 = l_1929_;
        } else {
            local_110 = false;
        }
        bool l_1930_ = local_110;
        double _e3610 = l_mut_212_;
        double l_1931_ = (l_1930_ ? l_1913_ : _e3610);
        l_mut_212_ = l_1931_;
        uint _e3612 = l_mut_214_;
        bool l_1932_ = (_e3612 == 2u);
        if (l_1925_) {
            local_111 = l_1932_;
        } else {
            local_111 = false;
        }
        bool l_1933_ = local_111;
        double _e3619 = l_mut_211_;
        double l_1934_ = (l_1933_ ? l_1913_ : _e3619);
        l_mut_211_ = l_1934_;
        double l_1935_ = (l_1925_ ? l_1922_ : l_1913_);
        double _e3622 = l_mut_209_;
        double l_1936_ = (_e3622 + l_1910_);
        double l_1937_ = (l_1923_ ? l_1935_ : l_1936_);
        l_mut_209_ = l_1937_;
        uint l_1938_ = uint(l_1925_);
        uint _e3626 = l_mut_214_;
        l_mut_214_ = (_e3626 + l_1938_);
        double l_1939_ = a_1695_[3];
        double _e3630 = l_mut_209_;
        double l_1940_ = (_e3630 + l_1939_);
        bool l_1941_ = (l_4_ != 0.0LF);
        double l_1942_ = (l_1941_ ? l_1940_ : l_4_);
        double _e3635 = l_mut_209_;
        double l_1943_ = (l_1942_ - _e3635);
        bool l_1944_ = (l_4_ != 0.0LF);
        double l_1945_ = (l_1944_ ? l_1943_ : l_4_);
        double l_1946_ = (l_1942_ - l_1945_);
        bool l_1947_ = (l_4_ != 0.0LF);
        double l_1948_ = (l_1947_ ? l_1946_ : l_4_);
        double _e3644 = l_mut_209_;
        double l_1949_ = (_e3644 - l_1948_);
        double l_1950_ = (l_1939_ - l_1945_);
        double l_1951_ = (l_1949_ + l_1950_);
        uint _e3648 = l_mut_214_;
        bool l_1952_ = (_e3648 < 3u);
        bool l_1953_ = (l_1951_ != 0.0LF);
        if (l_1952_) {
            local_112 = l_1953_;
        } else {
            local_112 = false;
        }
        bool l_1954_ = local_112;
        uint _e3657 = l_mut_214_;
        bool l_1955_ = (_e3657 == 0u);
        if (l_1954_) {
            local_113 = l_1955_;
        } else {
            local_113 = false;
        }
        bool l_1956_ = local_113;
        double _e3664 = l_mut_213_;
        double l_1957_ = (l_1956_ ? l_1942_ : _e3664);
        l_mut_213_ = l_1957_;
        uint _e3666 = l_mut_214_;
        bool l_1958_ = (_e3666 == 1u);
        if (l_1954_) {
            local_114 = l_1958_;
        } else {
            local_114 = false;
        }
        bool l_1959_ = local_114;
        double _e3673 = l_mut_212_;
        double l_1960_ = (l_1959_ ? l_1942_ : _e3673);
        l_mut_212_ = l_1960_;
        uint _e3675 = l_mut_214_;
        bool l_1961_ = (_e3675 == 2u);
        if (l_1954_) {
            local_115 = l_1961_;
        } else {
            local_115 = false;
        }
        bool l_1962_ = local_115;
        double _e3682 = l_mut_211_;
        double l_1963_ = (l_1962_ ? l_1942_ : _e3682);
        l_mut_211_ = l_1963_;
        double l_1964_ = (l_1954_ ? l_1951_ : l_1942_);
        double _e3685 = l_mut_209_;
        double l_1965_ = (_e3685 + l_1939_);
        double l_1966_ = (l_1952_ ? l_1964_ : l_1965_);
        l_mut_209_ = l_1966_;
        uint l_1967_ = uint(l_1954_);
        uint _e3689 = l_mut_214_;
        l_mut_214_ = (_e3689 + l_1967_);
        double l_1968_ = a_1695_[4];
        double _e3693 = l_mut_209_;
        double l_1969_ = (_e3693 + l_1968_);
        bool l_1970_ = (l_4_ != 0.0LF);
        double l_1971_ = (l_1970_ ? l_1969_ : l_4_);
        double _e3698 = l_mut_209_;
        double l_1972_ = (l_1971_ - _e3698);
        bool l_1973_ = (l_4_ != 0.0LF);
        double l_1974_ = (l_1973_ ? l_1972_ : l_4_);
        double l_1975_ = (l_1971_ - l_1974_);
        bool l_1976_ = (l_4_ != 0.0LF);
        double l_1977_ = (l_1976_ ? l_1975_ : l_4_);
        double _e3707 = l_mut_209_;
        double l_1978_ = (_e3707 - l_1977_);
        double l_1979_ = (l_1968_ - l_1974_);
        double l_1980_ = (l_1978_ + l_1979_);
        uint _e3711 = l_mut_214_;
        bool l_1981_ = (_e3711 < 3u);
        bool l_1982_ = (l_1980_ != 0.0LF);
        if (l_1981_) {
            local_116 = l_1982_;
        } else {
            local_116 = false;
        }
        bool l_1983_ = local_116;
        uint _e3720 = l_mut_214_;
        bool l_1984_ = (_e3720 == 0u);
        if (l_1983_) {
            local_117 = l_1984_;
        } else {
            local_117 = false;
        }
        bool l_1985_ = local_117;
        double _e3727 = l_mut_213_;
        double l_1986_ = (l_1985_ ? l_1971_ : _e3727);
        l_mut_213_ = l_1986_;
        uint _e3729 = l_mut_214_;
        bool l_1987_ = (_e3729 == 1u);
        if (l_1983_) {
            local_118 = l_1987_;
        } else {
            local_118 = false;
        }
        bool l_1988_ = local_118;
        double _e3736 = l_mut_212_;
        double l_1989_ = (l_1988_ ? l_1971_ : _e3736);
        l_mut_212_ = l_1989_;
        uint _e3738 = l_mut_214_;
        bool l_1990_ = (_e3738 == 2u);
        if (l_1983_) {
            local_119 = l_1990_;
        } else {
            local_119 = false;
        }
        bool l_1991_ = local_119;
        double _e3745 = l_mut_211_;
        double l_1992_ = (l_1991_ ? l_1971_ : _e3745);
        l_mut_211_ = l_1992_;
        double l_1993_ = (l_1983_ ? l_1980_ : l_1971_);
        double _e3748 = l_mut_209_;
        double l_1994_ = (_e3748 + l_1968_);
        double l_1995_ = (l_1981_ ? l_1993_ : l_1994_);
        l_mut_209_ = l_1995_;
        uint l_1996_ = uint(l_1983_);
        uint _e3752 = l_mut_214_;
        l_mut_214_ = (_e3752 + l_1996_);
        double l_1997_ = a_1695_[5];
        double _e3756 = l_mut_209_;
        double l_1998_ = (_e3756 + l_1997_);
        bool l_1999_ = (l_4_ != 0.0LF);
        double l_2000_ = (l_1999_ ? l_1998_ : l_4_);
        double _e3761 = l_mut_209_;
        double l_2001_ = (l_2000_ - _e3761);
        bool l_2002_ = (l_4_ != 0.0LF);
        double l_2003_ = (l_2002_ ? l_2001_ : l_4_);
        double l_2004_ = (l_2000_ - l_2003_);
        bool l_2005_ = (l_4_ != 0.0LF);
        double l_2006_ = (l_2005_ ? l_2004_ : l_4_);
        double _e3770 = l_mut_209_;
        double l_2007_ = (_e3770 - l_2006_);
        double l_2008_ = (l_1997_ - l_2003_);
        double l_2009_ = (l_2007_ + l_2008_);
        uint _e3774 = l_mut_214_;
        bool l_2010_ = (_e3774 < 3u);
        bool l_2011_ = (l_2009_ != 0.0LF);
        if (l_2010_) {
            local_120 = l_2011_;
        } else {
            local_120 = false;
        }
        bool l_2012_ = local_120;
        uint _e3783 = l_mut_214_;
        bool l_2013_ = (_e3783 == 0u);
        if (l_2012_) {
            local_121 = l_2013_;
        } else {
            local_121 = false;
        }
        bool l_2014_ = local_121;
        double _e3790 = l_mut_213_;
        double l_2015_ = (l_2014_ ? l_2000_ : _e3790);
        l_mut_213_ = l_2015_;
        uint _e3792 = l_mut_214_;
        bool l_2016_ = (_e3792 == 1u);
        if (l_2012_) {
            local_122 = l_2016_;
        } else {
            local_122 = false;
        }
        bool l_2017_ = local_122;
        double _e3799 = l_mut_212_;
        double l_2018_ = (l_2017_ ? l_2000_ : _e3799);
        l_mut_212_ = l_2018_;
        uint _e3801 = l_mut_214_;
        bool l_2019_ = (_e3801 == 2u);
        if (l_2012_) {
            local_123 = l_2019_;
        } else {
            local_123 = false;
        }
        bool l_2020_ = local_123;
        double _e3808 = l_mut_211_;
        double l_2021_ = (l_2020_ ? l_2000_ : _e3808);
        l_mut_211_ = l_2021_;
        double l_2022_ = (l_2012_ ? l_2009_ : l_2000_);
        double _e3811 = l_mut_209_;
        double l_2023_ = (_e3811 + l_1997_);
        double l_2024_ = (l_2010_ ? l_2022_ : l_2023_);
        l_mut_209_ = l_2024_;
        uint l_2025_ = uint(l_2012_);
        uint _e3815 = l_mut_214_;
        l_mut_214_ = (_e3815 + l_2025_);
        double l_2026_ = a_1695_[6];
        double _e3819 = l_mut_209_;
        double l_2027_ = (_e3819 + l_2026_);
        bool l_2028_ = (l_4_ != 0.0LF);
        double l_2029_ = (l_2028_ ? l_2027_ : l_4_);
        double _e3824 = l_mut_209_;
        double l_2030_ = (l_2029_ - _e3824);
        bool l_2031_ = (l_4_ != 0.0LF);
        double l_2032_ = (l_2031_ ? l_2030_ : l_4_);
        double l_2033_ = (l_2029_ - l_2032_);
        bool l_2034_ = (l_4_ != 0.0LF);
        double l_2035_ = (l_2034_ ? l_2033_ : l_4_);
        double _e3833 = l_mut_209_;
        double l_2036_ = (_e3833 - l_2035_);
        double l_2037_ = (l_2026_ - l_2032_);
        double l_2038_ = (l_2036_ + l_2037_);
        uint _e3837 = l_mut_214_;
        bool l_2039_ = (_e3837 < 3u);
        bool l_2040_ = (l_2038_ != 0.0LF);
        if (l_2039_) {
            local_124 = l_2040_;
        } else {
            local_124 = false;
        }
        bool l_2041_ = local_124;
        uint _e3846 = l_mut_214_;
        bool l_2042_ = (_e3846 == 0u);
        if (l_2041_) {
            local_125 = l_2042_;
        } else {
            local_125 = false;
        }
        bool l_2043_ = local_125;
        double _e3853 = l_mut_213_;
        double l_2044_ = (l_2043_ ? l_2029_ : _e3853);
        l_mut_213_ = l_2044_;
        uint _e3855 = l_mut_214_;
        bool l_2045_ = (_e3855 == 1u);
        if (l_2041_) {
            local_126 = l_2045_;
        } else {
            local_126 = false;
        }
        bool l_2046_ = local_126;
        double _e3862 = l_mut_212_;
        double l_2047_ = (l_2046_ ? l_2029_ : _e3862);
        l_mut_212_ = l_2047_;
        uint _e3864 = l_mut_214_;
        bool l_2048_ = (_e3864 == 2u);
        if (l_2041_) {
            local_127 = l_2048_;
        } else {
            local_127 = false;
        }
        bool l_2049_ = local_127;
        double _e3871 = l_mut_211_;
        double l_2050_ = (l_2049_ ? l_2029_ : _e3871);
        l_mut_211_ = l_2050_;
        double l_2051_ = (l_2041_ ? l_2038_ : l_2029_);
        double _e3874 = l_mut_209_;
        double l_2052_ = (_e3874 + l_2026_);
        double l_2053_ = (l_2039_ ? l_2051_ : l_2052_);
        l_mut_209_ = l_2053_;
        uint l_2054_ = uint(l_2041_);
        uint _e3878 = l_mut_214_;
        l_mut_214_ = (_e3878 + l_2054_);
        double l_2055_ = a_1695_[7];
        double _e3882 = l_mut_209_;
        double l_2056_ = (_e3882 + l_2055_);
        bool l_2057_ = (l_4_ != 0.0LF);
        double l_2058_ = (l_2057_ ? l_2056_ : l_4_);
        double _e3887 = l_mut_209_;
        double l_2059_ = (l_2058_ - _e3887);
        bool l_2060_ = (l_4_ != 0.0LF);
        double l_2061_ = (l_2060_ ? l_2059_ : l_4_);
        double l_2062_ = (l_2058_ - l_2061_);
        bool l_2063_ = (l_4_ != 0.0LF);
        double l_2064_ = (l_2063_ ? l_2062_ : l_4_);
        double _e3896 = l_mut_209_;
        double l_2065_ = (_e3896 - l_2064_);
        double l_2066_ = (l_2055_ - l_2061_);
        double l_2067_ = (l_2065_ + l_2066_);
        uint _e3900 = l_mut_214_;
        bool l_2068_ = (_e3900 < 3u);
        bool l_2069_ = (l_2067_ != 0.0LF);
        if (l_2068_) {
            local_128 = l_2069_;
        } else {
            local_128 = false;
        }
        bool l_2070_ = local_128;
        uint _e3909 = l_mut_214_;
        bool l_2071_ = (_e3909 == 0u);
        if (l_2070_) {
            local_129 = l_2071_;
        } else {
            local_129 = false;
        }
        bool l_2072_ = local_129;
        double _e3916 = l_mut_213_;
        double l_2073_ = (l_2072_ ? l_2058_ : _e3916);
        l_mut_213_ = l_2073_;
        uint _e3918 = l_mut_214_;
        bool l_2074_ = (_e3918 == 1u);
        if (l_2070_) {
            local_130 = l_2074_;
        } else {
            local_130 = false;
        }
        bool l_2075_ = local_130;
        double _e3925 = l_mut_212_;
        double l_2076_ = (l_2075_ ? l_2058_ : _e3925);
        l_mut_212_ = l_2076_;
        uint _e3927 = l_mut_214_;
        bool l_2077_ = (_e3927 == 2u);
        if (l_2070_) {
            local_131 = l_2077_;
        } else {
            local_131 = false;
        }
        bool l_2078_ = local_131;
        double _e3934 = l_mut_211_;
        double l_2079_ = (l_2078_ ? l_2058_ : _e3934);
        l_mut_211_ = l_2079_;
        double l_2080_ = (l_2070_ ? l_2067_ : l_2058_);
        double _e3937 = l_mut_209_;
        double l_2081_ = (_e3937 + l_2055_);
        double l_2082_ = (l_2068_ ? l_2080_ : l_2081_);
        l_mut_209_ = l_2082_;
        uint l_2083_ = uint(l_2070_);
        uint _e3941 = l_mut_214_;
        l_mut_214_ = (_e3941 + l_2083_);
        uint _e3943 = l_mut_214_;
        bool l_2084_ = (_e3943 == 0u);
        double _e3946 = l_mut_213_;
        double _e3947 = l_mut_209_;
        double l_2085_ = (l_2084_ ? _e3947 : _e3946);
        l_mut_213_ = l_2085_;
        uint _e3949 = l_mut_214_;
        bool l_2086_ = (_e3949 == 1u);
        double _e3952 = l_mut_212_;
        double _e3953 = l_mut_209_;
        double l_2087_ = (l_2086_ ? _e3953 : _e3952);
        l_mut_212_ = l_2087_;
        uint _e3955 = l_mut_214_;
        bool l_2088_ = (_e3955 == 2u);
        double _e3958 = l_mut_211_;
        double _e3959 = l_mut_209_;
        double l_2089_ = (l_2088_ ? _e3959 : _e3958);
        l_mut_211_ = l_2089_;
        uint _e3961 = l_mut_214_;
        bool l_2090_ = (_e3961 == 3u);
        double _e3964 = l_mut_210_;
        double _e3965 = l_mut_209_;
        double l_2091_ = (l_2090_ ? _e3965 : _e3964);
        l_mut_210_ = l_2091_;
        double _e3967 = l_mut_213_;
        double l_2092_ = (_e3967 * l_23_);
        double l_2093_ = (l_14_ * l_2092_);
        bool l_2094_ = (l_4_ != 0.0LF);
        double l_2095_ = (l_2094_ ? l_2093_ : l_4_);
        double l_2096_ = (l_3_ * l_14_);
        bool l_2097_ = (l_4_ != 0.0LF);
        double l_2098_ = (l_2097_ ? l_2096_ : l_4_);
        double l_2099_ = (l_2098_ - l_14_);
        bool l_2100_ = (l_4_ != 0.0LF);
        double l_2101_ = (l_2100_ ? l_2099_ : l_4_);
        double l_2102_ = (l_2098_ - l_2101_);
        double l_2103_ = (l_14_ - l_2102_);
        double l_2104_ = (l_3_ * l_2092_);
        bool l_2105_ = (l_4_ != 0.0LF);
        double l_2106_ = (l_2105_ ? l_2104_ : l_4_);
        double l_2107_ = (l_2106_ - l_2092_);
        bool l_2108_ = (l_4_ != 0.0LF);
        double l_2109_ = (l_2108_ ? l_2107_ : l_4_);
        double l_2110_ = (l_2106_ - l_2109_);
        double l_2111_ = (l_2092_ - l_2110_);
        double l_2112_ = (l_2102_ * l_2110_);
        double l_2113_ = (l_2112_ - l_2095_);
        double l_2114_ = (l_2102_ * l_2111_);
        double l_2115_ = (l_2113_ + l_2114_);
        double l_2116_ = (l_2103_ * l_2110_);
        double l_2117_ = (l_2115_ + l_2116_);
        double l_2118_ = (l_2103_ * l_2111_);
        double l_2119_ = (l_2117_ + l_2118_);
        double l_2120_ = (l_16_ * l_2092_);
        bool l_2121_ = (l_4_ != 0.0LF);
        double l_2122_ = (l_2121_ ? l_2120_ : l_4_);
        double l_2123_ = (l_3_ * l_16_);
        bool l_2124_ = (l_4_ != 0.0LF);
        double l_2125_ = (l_2124_ ? l_2123_ : l_4_);
        double l_2126_ = (l_2125_ - l_16_);
        bool l_2127_ = (l_4_ != 0.0LF);
        double l_2128_ = (l_2127_ ? l_2126_ : l_4_);
        double l_2129_ = (l_2125_ - l_2128_);
        double l_2130_ = (l_16_ - l_2129_);
        double l_2131_ = (l_3_ * l_2092_);
        bool l_2132_ = (l_4_ != 0.0LF);
        double l_2133_ = (l_2132_ ? l_2131_ : l_4_);
        double l_2134_ = (l_2133_ - l_2092_);
        bool l_2135_ = (l_4_ != 0.0LF);
        double l_2136_ = (l_2135_ ? l_2134_ : l_4_);
        double l_2137_ = (l_2133_ - l_2136_);
        double l_2138_ = (l_2092_ - l_2137_);
        double l_2139_ = (l_2129_ * l_2137_);
        double l_2140_ = (l_2139_ - l_2122_);
        double l_2141_ = (l_2129_ * l_2138_);
        double l_2142_ = (l_2140_ + l_2141_);
        double l_2143_ = (l_2130_ * l_2137_);
        double l_2144_ = (l_2142_ + l_2143_);
        double l_2145_ = (l_2130_ * l_2138_);
        double l_2146_ = (l_2144_ + l_2145_);
        double l_2147_ = (l_19_ * l_2092_);
        bool l_2148_ = (l_4_ != 0.0LF);
        double l_2149_ = (l_2148_ ? l_2147_ : l_4_);
        double l_2150_ = (l_3_ * l_19_);
        bool l_2151_ = (l_4_ != 0.0LF);
        double l_2152_ = (l_2151_ ? l_2150_ : l_4_);
        double l_2153_ = (l_2152_ - l_19_);
        bool l_2154_ = (l_4_ != 0.0LF);
        double l_2155_ = (l_2154_ ? l_2153_ : l_4_);
        double l_2156_ = (l_2152_ - l_2155_);
        double l_2157_ = (l_19_ - l_2156_);
        double l_2158_ = (l_3_ * l_2092_);
        bool l_2159_ = (l_4_ != 0.0LF);
        double l_2160_ = (l_2159_ ? l_2158_ : l_4_);
        double l_2161_ = (l_2160_ - l_2092_);
        bool l_2162_ = (l_4_ != 0.0LF);
        double l_2163_ = (l_2162_ ? l_2161_ : l_4_);
        double l_2164_ = (l_2160_ - l_2163_);
        double l_2165_ = (l_2092_ - l_2164_);
        double l_2166_ = (l_2156_ * l_2164_);
        double l_2167_ = (l_2166_ - l_2149_);
        double l_2168_ = (l_2156_ * l_2165_);
        double l_2169_ = (l_2167_ + l_2168_);
        double l_2170_ = (l_2157_ * l_2164_);
        double l_2171_ = (l_2169_ + l_2170_);
        double l_2172_ = (l_2157_ * l_2165_);
        double l_2173_ = (l_2171_ + l_2172_);
        double l_2174_ = (l_22_ * l_2092_);
        double l_2175_ = (l_2119_ + l_2122_);
        bool l_2176_ = (l_4_ != 0.0LF);
        double l_2177_ = (l_2176_ ? l_2175_ : l_4_);
        double l_2178_ = (l_2177_ - l_2119_);
        bool l_2179_ = (l_4_ != 0.0LF);
        double l_2180_ = (l_2179_ ? l_2178_ : l_4_);
        double l_2181_ = (l_2177_ - l_2180_);
        bool l_2182_ = (l_4_ != 0.0LF);
        double l_2183_ = (l_2182_ ? l_2181_ : l_4_);
        double l_2184_ = (l_2119_ - l_2183_);
        double l_2185_ = (l_2122_ - l_2180_);
        double l_2186_ = (l_2184_ + l_2185_);
        double l_2187_ = (l_2186_ + l_2146_);
        bool l_2188_ = (l_4_ != 0.0LF);
        double l_2189_ = (l_2188_ ? l_2187_ : l_4_);
        double l_2190_ = (l_2189_ - l_2186_);
        bool l_2191_ = (l_4_ != 0.0LF);
        double l_2192_ = (l_2191_ ? l_2190_ : l_4_);
        double l_2193_ = (l_2189_ - l_2192_);
        bool l_2194_ = (l_4_ != 0.0LF);
        double l_2195_ = (l_2194_ ? l_2193_ : l_4_);
        double l_2196_ = (l_2186_ - l_2195_);
        double l_2197_ = (l_2146_ - l_2192_);
        double l_2198_ = (l_2196_ + l_2197_);
        double l_2199_ = (l_2149_ + l_2189_);
        bool l_2200_ = (l_4_ != 0.0LF);
        double l_2201_ = (l_2200_ ? l_2199_ : l_4_);
        double l_2202_ = (l_2201_ - l_2149_);
        bool l_2203_ = (l_4_ != 0.0LF);
        double l_2204_ = (l_2203_ ? l_2202_ : l_4_);
        double l_2205_ = (l_2201_ - l_2204_);
        bool l_2206_ = (l_4_ != 0.0LF);
        double l_2207_ = (l_2206_ ? l_2205_ : l_4_);
        double l_2208_ = (l_2149_ - l_2207_);
        double l_2209_ = (l_2189_ - l_2204_);
        double l_2210_ = (l_2208_ + l_2209_);
        double l_2211_ = (l_2198_ + l_2210_);
        bool l_2212_ = (l_4_ != 0.0LF);
        double l_2213_ = (l_2212_ ? l_2211_ : l_4_);
        double l_2214_ = (l_2213_ - l_2198_);
        bool l_2215_ = (l_4_ != 0.0LF);
        double l_2216_ = (l_2215_ ? l_2214_ : l_4_);
        double l_2217_ = (l_2213_ - l_2216_);
        bool l_2218_ = (l_4_ != 0.0LF);
        double l_2219_ = (l_2218_ ? l_2217_ : l_4_);
        double l_2220_ = (l_2198_ - l_2219_);
        double l_2221_ = (l_2210_ - l_2216_);
        double l_2222_ = (l_2220_ + l_2221_);
        double l_2223_ = (l_2213_ + l_2173_);
        bool l_2224_ = (l_4_ != 0.0LF);
        double l_2225_ = (l_2224_ ? l_2223_ : l_4_);
        double l_2226_ = (l_2225_ - l_2213_);
        bool l_2227_ = (l_4_ != 0.0LF);
        double l_2228_ = (l_2227_ ? l_2226_ : l_4_);
        double l_2229_ = (l_2225_ - l_2228_);
        bool l_2230_ = (l_4_ != 0.0LF);
        double l_2231_ = (l_2230_ ? l_2229_ : l_4_);
        double l_2232_ = (l_2213_ - l_2231_);
        double l_2233_ = (l_2173_ - l_2228_);
        double l_2234_ = (l_2232_ + l_2233_);
        double l_2235_ = (l_2174_ + l_2225_);
        bool l_2236_ = (l_4_ != 0.0LF);
        double l_2237_ = (l_2236_ ? l_2235_ : l_4_);
        double l_2238_ = (l_2237_ - l_2174_);
        bool l_2239_ = (l_4_ != 0.0LF);
        double l_2240_ = (l_2239_ ? l_2238_ : l_4_);
        double l_2241_ = (l_2237_ - l_2240_);
        bool l_2242_ = (l_4_ != 0.0LF);
        double l_2243_ = (l_2242_ ? l_2241_ : l_4_);
        double l_2244_ = (l_2174_ - l_2243_);
        double l_2245_ = (l_2225_ - l_2240_);
        double l_2246_ = (l_2244_ + l_2245_);
        double l_2247_ = (l_2234_ + l_2246_);
        double l_2248_ = (l_2247_ + l_2222_);
        double l_2249_ = (l_2237_ + l_2248_);
        bool l_2250_ = (l_4_ != 0.0LF);
        double l_2251_ = (l_2250_ ? l_2249_ : l_4_);
        double l_2252_ = (l_2251_ - l_2237_);
        bool l_2253_ = (l_4_ != 0.0LF);
        double l_2254_ = (l_2253_ ? l_2252_ : l_4_);
        double l_2255_ = (l_2248_ - l_2254_);
        double l_2256_ = (l_2201_ + l_2251_);
        bool l_2257_ = (l_4_ != 0.0LF);
        double l_2258_ = (l_2257_ ? l_2256_ : l_4_);
        double l_2259_ = (l_2258_ - l_2201_);
        bool l_2260_ = (l_4_ != 0.0LF);
        double l_2261_ = (l_2260_ ? l_2259_ : l_4_);
        double l_2262_ = (l_2251_ - l_2261_);
        double l_2263_ = (l_2177_ + l_2258_);
        bool l_2264_ = (l_4_ != 0.0LF);
        double l_2265_ = (l_2264_ ? l_2263_ : l_4_);
        double l_2266_ = (l_2265_ - l_2177_);
        bool l_2267_ = (l_4_ != 0.0LF);
        double l_2268_ = (l_2267_ ? l_2266_ : l_4_);
        double l_2269_ = (l_2258_ - l_2268_);
        double l_2270_ = (l_2095_ + l_2265_);
        bool l_2271_ = (l_4_ != 0.0LF);
        double l_2272_ = (l_2271_ ? l_2270_ : l_4_);
        double l_2273_ = (l_2272_ - l_2095_);
        bool l_2274_ = (l_4_ != 0.0LF);
        double l_2275_ = (l_2274_ ? l_2273_ : l_4_);
        double l_2276_ = (l_2265_ - l_2275_);
        l_mut_904_ = 0.0LF;
        l_mut_903_ = 0.0LF;
        l_mut_902_ = 0.0LF;
        l_mut_901_ = 0.0LF;
        l_mut_209_ = l_2272_;
        l_mut_214_ = 0u;
        double _e4199 = l_mut_209_;
        double l_2277_ = (_e4199 + l_2276_);
        bool l_2278_ = (l_4_ != 0.0LF);
        double l_2279_ = (l_2278_ ? l_2277_ : l_4_);
        double _e4204 = l_mut_209_;
        double l_2280_ = (l_2279_ - _e4204);
        bool l_2281_ = (l_4_ != 0.0LF);
        double l_2282_ = (l_2281_ ? l_2280_ : l_4_);
        double l_2283_ = (l_2276_ - l_2282_);
        uint _e4210 = l_mut_214_;
        bool l_2284_ = (_e4210 < 3u);
        bool l_2285_ = (l_2283_ != 0.0LF);
        if (l_2284_) {
            local_132 = l_2285_;
        } else {
            local_132 = false;
        }
        bool l_2286_ = local_132;
        uint _e4219 = l_mut_214_;
        bool l_2287_ = (_e4219 == 0u);
        if (l_2286_) {
            local_133 = l_2287_;
        } else {
            local_133 = false;
        }
        bool l_2288_ = local_133;
        double _e4226 = l_mut_904_;
        double l_2289_ = (l_2288_ ? l_2279_ : _e4226);
        l_mut_904_ = l_2289_;
        uint _e4228 = l_mut_214_;
        bool l_2290_ = (_e4228 == 1u);
        if (l_2286_) {
            local_134 = l_2290_;
        } else {
            local_134 = false;
        }
        bool l_2291_ = local_134;
        double _e4235 = l_mut_903_;
        double l_2292_ = (l_2291_ ? l_2279_ : _e4235);
        l_mut_903_ = l_2292_;
        uint _e4237 = l_mut_214_;
        bool l_2293_ = (_e4237 == 2u);
        if (l_2286_) {
            local_135 = l_2293_;
        } else {
            local_135 = false;
        }
        bool l_2294_ = local_135;
        double _e4244 = l_mut_902_;
        double l_2295_ = (l_2294_ ? l_2279_ : _e4244);
        l_mut_902_ = l_2295_;
        double l_2296_ = (l_2286_ ? l_2283_ : l_2279_);
        double _e4247 = l_mut_209_;
        double l_2297_ = (_e4247 + l_2276_);
        double l_2298_ = (l_2284_ ? l_2296_ : l_2297_);
        l_mut_209_ = l_2298_;
        uint l_2299_ = uint(l_2286_);
        uint _e4251 = l_mut_214_;
        l_mut_214_ = (_e4251 + l_2299_);
        double _e4253 = l_mut_209_;
        double l_2300_ = (_e4253 + l_2269_);
        bool l_2301_ = (l_4_ != 0.0LF);
        double l_2302_ = (l_2301_ ? l_2300_ : l_4_);
        double _e4258 = l_mut_209_;
        double l_2303_ = (l_2302_ - _e4258);
        bool l_2304_ = (l_4_ != 0.0LF);
        double l_2305_ = (l_2304_ ? l_2303_ : l_4_);
        double l_2306_ = (l_2269_ - l_2305_);
        uint _e4264 = l_mut_214_;
        bool l_2307_ = (_e4264 < 3u);
        bool l_2308_ = (l_2306_ != 0.0LF);
        if (l_2307_) {
            local_136 = l_2308_;
        } else {
            local_136 = false;
        }
        bool l_2309_ = local_136;
        uint _e4273 = l_mut_214_;
        bool l_2310_ = (_e4273 == 0u);
        if (l_2309_) {
            local_137 = l_2310_;
        } else {
            local_137 = false;
        }
        bool l_2311_ = local_137;
        double _e4280 = l_mut_904_;
        double l_2312_ = (l_2311_ ? l_2302_ : _e4280);
        l_mut_904_ = l_2312_;
        uint _e4282 = l_mut_214_;
        bool l_2313_ = (_e4282 == 1u);
        if (l_2309_) {
            local_138 = l_2313_;
        } else {
            local_138 = false;
        }
        bool l_2314_ = local_138;
        double _e4289 = l_mut_903_;
        double l_2315_ = (l_2314_ ? l_2302_ : _e4289);
        l_mut_903_ = l_2315_;
        uint _e4291 = l_mut_214_;
        bool l_2316_ = (_e4291 == 2u);
        if (l_2309_) {
            local_139 = l_2316_;
        } else {
            local_139 = false;
        }
        bool l_2317_ = local_139;
        double _e4298 = l_mut_902_;
        double l_2318_ = (l_2317_ ? l_2302_ : _e4298);
        l_mut_902_ = l_2318_;
        double l_2319_ = (l_2309_ ? l_2306_ : l_2302_);
        double _e4301 = l_mut_209_;
        double l_2320_ = (_e4301 + l_2269_);
        double l_2321_ = (l_2307_ ? l_2319_ : l_2320_);
        l_mut_209_ = l_2321_;
        uint l_2322_ = uint(l_2309_);
        uint _e4305 = l_mut_214_;
        l_mut_214_ = (_e4305 + l_2322_);
        double _e4307 = l_mut_209_;
        double l_2323_ = (_e4307 + l_2262_);
        bool l_2324_ = (l_4_ != 0.0LF);
        double l_2325_ = (l_2324_ ? l_2323_ : l_4_);
        double _e4312 = l_mut_209_;
        double l_2326_ = (l_2325_ - _e4312);
        bool l_2327_ = (l_4_ != 0.0LF);
        double l_2328_ = (l_2327_ ? l_2326_ : l_4_);
        double l_2329_ = (l_2262_ - l_2328_);
        uint _e4318 = l_mut_214_;
        bool l_2330_ = (_e4318 < 3u);
        bool l_2331_ = (l_2329_ != 0.0LF);
        if (l_2330_) {
            local_140 = l_2331_;
        } else {
            local_140 = false;
        }
        bool l_2332_ = local_140;
        uint _e4327 = l_mut_214_;
        bool l_2333_ = (_e4327 == 0u);
        if (l_2332_) {
            local_141 = l_2333_;
        } else {
            local_141 = false;
        }
        bool l_2334_ = local_141;
        double _e4334 = l_mut_904_;
        double l_2335_ = (l_2334_ ? l_2325_ : _e4334);
        l_mut_904_ = l_2335_;
        uint _e4336 = l_mut_214_;
        bool l_2336_ = (_e4336 == 1u);
        if (l_2332_) {
            local_142 = l_2336_;
        } else {
            local_142 = false;
        }
        bool l_2337_ = local_142;
        double _e4343 = l_mut_903_;
        double l_2338_ = (l_2337_ ? l_2325_ : _e4343);
        l_mut_903_ = l_2338_;
        uint _e4345 = l_mut_214_;
        bool l_2339_ = (_e4345 == 2u);
        if (l_2332_) {
            local_143 = l_2339_;
        } else {
            local_143 = false;
        }
        bool l_2340_ = local_143;
        double _e4352 = l_mut_902_;
        double l_2341_ = (l_2340_ ? l_2325_ : _e4352);
        l_mut_902_ = l_2341_;
        double l_2342_ = (l_2332_ ? l_2329_ : l_2325_);
        double _e4355 = l_mut_209_;
        double l_2343_ = (_e4355 + l_2262_);
        double l_2344_ = (l_2330_ ? l_2342_ : l_2343_);
        l_mut_209_ = l_2344_;
        uint l_2345_ = uint(l_2332_);
        uint _e4359 = l_mut_214_;
        l_mut_214_ = (_e4359 + l_2345_);
        double _e4361 = l_mut_209_;
        double l_2346_ = (_e4361 + l_2255_);
        bool l_2347_ = (l_4_ != 0.0LF);
        double l_2348_ = (l_2347_ ? l_2346_ : l_4_);
        double _e4366 = l_mut_209_;
        double l_2349_ = (l_2348_ - _e4366);
        bool l_2350_ = (l_4_ != 0.0LF);
        double l_2351_ = (l_2350_ ? l_2349_ : l_4_);
        double l_2352_ = (l_2255_ - l_2351_);
        uint _e4372 = l_mut_214_;
        bool l_2353_ = (_e4372 < 3u);
        bool l_2354_ = (l_2352_ != 0.0LF);
        if (l_2353_) {
            local_144 = l_2354_;
        } else {
            local_144 = false;
        }
        bool l_2355_ = local_144;
        uint _e4381 = l_mut_214_;
        bool l_2356_ = (_e4381 == 0u);
        if (l_2355_) {
            local_145 = l_2356_;
        } else {
            local_145 = false;
        }
        bool l_2357_ = local_145;
        double _e4388 = l_mut_904_;
        double l_2358_ = (l_2357_ ? l_2348_ : _e4388);
        l_mut_904_ = l_2358_;
        uint _e4390 = l_mut_214_;
        bool l_2359_ = (_e4390 == 1u);
        if (l_2355_) {
            local_146 = l_2359_;
        } else {
            local_146 = false;
        }
        bool l_2360_ = local_146;
        double _e4397 = l_mut_903_;
        double l_2361_ = (l_2360_ ? l_2348_ : _e4397);
        l_mut_903_ = l_2361_;
        uint _e4399 = l_mut_214_;
        bool l_2362_ = (_e4399 == 2u);
        if (l_2355_) {
            local_147 = l_2362_;
        } else {
            local_147 = false;
        }
        bool l_2363_ = local_147;
        double _e4406 = l_mut_902_;
        double l_2364_ = (l_2363_ ? l_2348_ : _e4406);
        l_mut_902_ = l_2364_;
        double l_2365_ = (l_2355_ ? l_2352_ : l_2348_);
        double _e4409 = l_mut_209_;
        double l_2366_ = (_e4409 + l_2255_);
        double l_2367_ = (l_2353_ ? l_2365_ : l_2366_);
        l_mut_209_ = l_2367_;
        uint l_2368_ = uint(l_2355_);
        uint _e4413 = l_mut_214_;
        l_mut_214_ = (_e4413 + l_2368_);
        uint _e4415 = l_mut_214_;
        bool l_2369_ = (_e4415 == 0u);
        double _e4418 = l_mut_904_;
        double _e4419 = l_mut_209_;
        double l_2370_ = (l_2369_ ? _e4419 : _e4418);
        l_mut_904_ = l_2370_;
        uint _e4421 = l_mut_214_;
        bool l_2371_ = (_e4421 == 1u);
        double _e4424 = l_mut_903_;
        double _e4425 = l_mut_209_;
        double l_2372_ = (l_2371_ ? _e4425 : _e4424);
        l_mut_903_ = l_2372_;
        uint _e4427 = l_mut_214_;
        bool l_2373_ = (_e4427 == 2u);
        double _e4430 = l_mut_902_;
        double _e4431 = l_mut_209_;
        double l_2374_ = (l_2373_ ? _e4431 : _e4430);
        l_mut_902_ = l_2374_;
        uint _e4433 = l_mut_214_;
        bool l_2375_ = (_e4433 == 3u);
        double _e4436 = l_mut_901_;
        double _e4437 = l_mut_209_;
        double l_2376_ = (l_2375_ ? _e4437 : _e4436);
        l_mut_901_ = l_2376_;
        double _e4439 = l_mut_904_;
        double l_2377_ = -(_e4439);
        double _e4441 = l_mut_903_;
        double l_2378_ = -(_e4441);
        double _e4443 = l_mut_902_;
        double l_2379_ = -(_e4443);
        double _e4445 = l_mut_901_;
        double l_2380_ = -(_e4445);
        double _e4448 = l_mut_213_;
        a_2381_[0] = _e4448;
        a_2381_[1] = l_2377_;
        double _e4451 = l_mut_212_;
        a_2381_[2] = _e4451;
        a_2381_[3] = l_2378_;
        double _e4454 = l_mut_211_;
        a_2381_[4] = _e4454;
        a_2381_[5] = l_2379_;
        double _e4457 = l_mut_210_;
        a_2381_[6] = _e4457;
        a_2381_[7] = l_2380_;
        double l_2382_ = a_2381_[7];
        l_mut_904_ = l_2382_;
        double l_2383_ = a_2381_[6];
        double _e4463 = l_mut_904_;
        double l_2384_ = (l_2383_ + _e4463);
        bool l_2385_ = (l_4_ != 0.0LF);
        double l_2386_ = (l_2385_ ? l_2384_ : l_4_);
        double l_2387_ = (l_2386_ - l_2383_);
        bool l_2388_ = (l_4_ != 0.0LF);
        double l_2389_ = (l_2388_ ? l_2387_ : l_4_);
        double l_2390_ = (l_2386_ - l_2389_);
        bool l_2391_ = (l_4_ != 0.0LF);
        double l_2392_ = (l_2391_ ? l_2390_ : l_4_);
        double l_2393_ = (l_2383_ - l_2392_);
        double _e4477 = l_mut_904_;
        double l_2394_ = (_e4477 - l_2389_);
        double l_2395_ = (l_2393_ + l_2394_);
        a_2381_[7] = l_2395_;
        l_mut_904_ = l_2386_;
        double l_2396_ = a_2381_[5];
        double _e4483 = l_mut_904_;
        double l_2397_ = (l_2396_ + _e4483);
        bool l_2398_ = (l_4_ != 0.0LF);
        double l_2399_ = (l_2398_ ? l_2397_ : l_4_);
        double l_2400_ = (l_2399_ - l_2396_);
        bool l_2401_ = (l_4_ != 0.0LF);
        double l_2402_ = (l_2401_ ? l_2400_ : l_4_);
        double l_2403_ = (l_2399_ - l_2402_);
        bool l_2404_ = (l_4_ != 0.0LF);
        double l_2405_ = (l_2404_ ? l_2403_ : l_4_);
        double l_2406_ = (l_2396_ - l_2405_);
        double _e4497 = l_mut_904_;
        double l_2407_ = (_e4497 - l_2402_);
        double l_2408_ = (l_2406_ + l_2407_);
        a_2381_[6] = l_2408_;
        l_mut_904_ = l_2399_;
        double l_2409_ = a_2381_[4];
        double _e4503 = l_mut_904_;
        double l_2410_ = (l_2409_ + _e4503);
        bool l_2411_ = (l_4_ != 0.0LF);
        double l_2412_ = (l_2411_ ? l_2410_ : l_4_);
        double l_2413_ = (l_2412_ - l_2409_);
        bool l_2414_ = (l_4_ != 0.0LF);
        double l_2415_ = (l_2414_ ? l_2413_ : l_4_);
        double l_2416_ = (l_2412_ - l_2415_);
        bool l_2417_ = (l_4_ != 0.0LF);
        double l_2418_ = (l_2417_ ? l_2416_ : l_4_);
        double l_2419_ = (l_2409_ - l_2418_);
        double _e4517 = l_mut_904_;
        double l_2420_ = (_e4517 - l_2415_);
        double l_2421_ = (l_2419_ + l_2420_);
        a_2381_[5] = l_2421_;
        l_mut_904_ = l_2412_;
        double l_2422_ = a_2381_[3];
        double _e4523 = l_mut_904_;
        double l_2423_ = (l_2422_ + _e4523);
        bool l_2424_ = (l_4_ != 0.0LF);
        double l_2425_ = (l_2424_ ? l_2423_ : l_4_);
        double l_2426_ = (l_2425_ - l_2422_);
        bool l_2427_ = (l_4_ != 0.0LF);
        double l_2428_ = (l_2427_ ? l_2426_ : l_4_);
        double l_2429_ = (l_2425_ - l_2428_);
        bool l_2430_ = (l_4_ != 0.0LF);
        double l_2431_ = (l_2430_ ? l_2429_ : l_4_);
        double l_2432_ = (l_2422_ - l_2431_);
        double _e4537 = l_mut_904_;
        double l_2433_ = (_e4537 - l_2428_);
        double l_2434_ = (l_2432_ + l_2433_);
        a_2381_[4] = l_2434_;
        l_mut_904_ = l_2425_;
        double l_2435_ = a_2381_[2];
        double _e4543 = l_mut_904_;
        double l_2436_ = (l_2435_ + _e4543);
        bool l_2437_ = (l_4_ != 0.0LF);
        double l_2438_ = (l_2437_ ? l_2436_ : l_4_);
        double l_2439_ = (l_2438_ - l_2435_);
        bool l_2440_ = (l_4_ != 0.0LF);
        double l_2441_ = (l_2440_ ? l_2439_ : l_4_);
        double l_2442_ = (l_2438_ - l_2441_);
        bool l_2443_ = (l_4_ != 0.0LF);
        double l_2444_ = (l_2443_ ? l_2442_ : l_4_);
        double l_2445_ = (l_2435_ - l_2444_);
        double _e4557 = l_mut_904_;
        double l_2446_ = (_e4557 - l_2441_);
        double l_2447_ = (l_2445_ + l_2446_);
        a_2381_[3] = l_2447_;
        l_mut_904_ = l_2438_;
        double l_2448_ = a_2381_[1];
        double _e4563 = l_mut_904_;
        double l_2449_ = (l_2448_ + _e4563);
        bool l_2450_ = (l_4_ != 0.0LF);
        double l_2451_ = (l_2450_ ? l_2449_ : l_4_);
        double l_2452_ = (l_2451_ - l_2448_);
        bool l_2453_ = (l_4_ != 0.0LF);
        double l_2454_ = (l_2453_ ? l_2452_ : l_4_);
        double l_2455_ = (l_2451_ - l_2454_);
        bool l_2456_ = (l_4_ != 0.0LF);
        double l_2457_ = (l_2456_ ? l_2455_ : l_4_);
        double l_2458_ = (l_2448_ - l_2457_);
        double _e4577 = l_mut_904_;
        double l_2459_ = (_e4577 - l_2454_);
        double l_2460_ = (l_2458_ + l_2459_);
        a_2381_[2] = l_2460_;
        l_mut_904_ = l_2451_;
        double l_2461_ = a_2381_[0];
        double _e4583 = l_mut_904_;
        double l_2462_ = (l_2461_ + _e4583);
        bool l_2463_ = (l_4_ != 0.0LF);
        double l_2464_ = (l_2463_ ? l_2462_ : l_4_);
        double l_2465_ = (l_2464_ - l_2461_);
        bool l_2466_ = (l_4_ != 0.0LF);
        double l_2467_ = (l_2466_ ? l_2465_ : l_4_);
        double l_2468_ = (l_2464_ - l_2467_);
        bool l_2469_ = (l_4_ != 0.0LF);
        double l_2470_ = (l_2469_ ? l_2468_ : l_4_);
        double l_2471_ = (l_2461_ - l_2470_);
        double _e4597 = l_mut_904_;
        double l_2472_ = (_e4597 - l_2467_);
        double l_2473_ = (l_2471_ + l_2472_);
        a_2381_[1] = l_2473_;
        l_mut_904_ = l_2464_;
        double _e4602 = l_mut_904_;
        a_2381_[0] = _e4602;
        double l_2474_ = a_2381_[7];
        l_mut_904_ = l_2474_;
        double l_2475_ = a_2381_[6];
        double _e4607 = l_mut_904_;
        double l_2476_ = (l_2475_ + _e4607);
        bool l_2477_ = (l_4_ != 0.0LF);
        double l_2478_ = (l_2477_ ? l_2476_ : l_4_);
        double l_2479_ = (l_2478_ - l_2475_);
        bool l_2480_ = (l_4_ != 0.0LF);
        double l_2481_ = (l_2480_ ? l_2479_ : l_4_);
        double l_2482_ = (l_2478_ - l_2481_);
        bool l_2483_ = (l_4_ != 0.0LF);
        double l_2484_ = (l_2483_ ? l_2482_ : l_4_);
        double l_2485_ = (l_2475_ - l_2484_);
        double _e4621 = l_mut_904_;
        double l_2486_ = (_e4621 - l_2481_);
        double l_2487_ = (l_2485_ + l_2486_);
        a_2381_[7] = l_2487_;
        l_mut_904_ = l_2478_;
        double l_2488_ = a_2381_[5];
        double _e4627 = l_mut_904_;
        double l_2489_ = (l_2488_ + _e4627);
        bool l_2490_ = (l_4_ != 0.0LF);
        double l_2491_ = (l_2490_ ? l_2489_ : l_4_);
        double l_2492_ = (l_2491_ - l_2488_);
        bool l_2493_ = (l_4_ != 0.0LF);
        double l_2494_ = (l_2493_ ? l_2492_ : l_4_);
        double l_2495_ = (l_2491_ - l_2494_);
        bool l_2496_ = (l_4_ != 0.0LF);
        double l_2497_ = (l_2496_ ? l_2495_ : l_4_);
        double l_2498_ = (l_2488_ - l_2497_);
        double _e4641 = l_mut_904_;
        double l_2499_ = (_e4641 - l_2494_);
        double l_2500_ = (l_2498_ + l_2499_);
        a_2381_[6] = l_2500_;
        l_mut_904_ = l_2491_;
        double l_2501_ = a_2381_[4];
        double _e4647 = l_mut_904_;
        double l_2502_ = (l_2501_ + _e4647);
        bool l_2503_ = (l_4_ != 0.0LF);
        double l_2504_ = (l_2503_ ? l_2502_ : l_4_);
        double l_2505_ = (l_2504_ - l_2501_);
        bool l_2506_ = (l_4_ != 0.0LF);
        double l_2507_ = (l_2506_ ? l_2505_ : l_4_);
        double l_2508_ = (l_2504_ - l_2507_);
        bool l_2509_ = (l_4_ != 0.0LF);
        double l_2510_ = (l_2509_ ? l_2508_ : l_4_);
        double l_2511_ = (l_2501_ - l_2510_);
        double _e4661 = l_mut_904_;
        double l_2512_ = (_e4661 - l_2507_);
        double l_2513_ = (l_2511_ + l_2512_);
        a_2381_[5] = l_2513_;
        l_mut_904_ = l_2504_;
        double l_2514_ = a_2381_[3];
        double _e4667 = l_mut_904_;
        double l_2515_ = (l_2514_ + _e4667);
        bool l_2516_ = (l_4_ != 0.0LF);
        double l_2517_ = (l_2516_ ? l_2515_ : l_4_);
        double l_2518_ = (l_2517_ - l_2514_);
        bool l_2519_ = (l_4_ != 0.0LF);
        double l_2520_ = (l_2519_ ? l_2518_ : l_4_);
        double l_2521_ = (l_2517_ - l_2520_);
        bool l_2522_ = (l_4_ != 0.0LF);
        double l_2523_ = (l_2522_ ? l_2521_ : l_4_);
        double l_2524_ = (l_2514_ - l_2523_);
        double _e4681 = l_mut_904_;
        double l_2525_ = (_e4681 - l_2520_);
        double l_2526_ = (l_2524_ + l_2525_);
        a_2381_[4] = l_2526_;
        l_mut_904_ = l_2517_;
        double l_2527_ = a_2381_[2];
        double _e4687 = l_mut_904_;
        double l_2528_ = (l_2527_ + _e4687);
        bool l_2529_ = (l_4_ != 0.0LF);
        double l_2530_ = (l_2529_ ? l_2528_ : l_4_);
        double l_2531_ = (l_2530_ - l_2527_);
        bool l_2532_ = (l_4_ != 0.0LF);
        double l_2533_ = (l_2532_ ? l_2531_ : l_4_);
        double l_2534_ = (l_2530_ - l_2533_);
        bool l_2535_ = (l_4_ != 0.0LF);
        double l_2536_ = (l_2535_ ? l_2534_ : l_4_);
        double l_2537_ = (l_2527_ - l_2536_);
        double _e4701 = l_mut_904_;
        double l_2538_ = (_e4701 - l_2533_);
        double l_2539_ = (l_2537_ + l_2538_);
        a_2381_[3] = l_2539_;
        l_mut_904_ = l_2530_;
        double l_2540_ = a_2381_[1];
        double _e4707 = l_mut_904_;
        double l_2541_ = (l_2540_ + _e4707);
        bool l_2542_ = (l_4_ != 0.0LF);
        double l_2543_ = (l_2542_ ? l_2541_ : l_4_);
        double l_2544_ = (l_2543_ - l_2540_);
        bool l_2545_ = (l_4_ != 0.0LF);
        double l_2546_ = (l_2545_ ? l_2544_ : l_4_);
        double l_2547_ = (l_2543_ - l_2546_);
        bool l_2548_ = (l_4_ != 0.0LF);
        double l_2549_ = (l_2548_ ? l_2547_ : l_4_);
        double l_2550_ = (l_2540_ - l_2549_);
        double _e4721 = l_mut_904_;
        double l_2551_ = (_e4721 - l_2546_);
        double l_2552_ = (l_2550_ + l_2551_);
        a_2381_[2] = l_2552_;
        l_mut_904_ = l_2543_;
        double l_2553_ = a_2381_[0];
        double _e4727 = l_mut_904_;
        double l_2554_ = (l_2553_ + _e4727);
        bool l_2555_ = (l_4_ != 0.0LF);
        double l_2556_ = (l_2555_ ? l_2554_ : l_4_);
        double l_2557_ = (l_2556_ - l_2553_);
        bool l_2558_ = (l_4_ != 0.0LF);
        double l_2559_ = (l_2558_ ? l_2557_ : l_4_);
        double l_2560_ = (l_2556_ - l_2559_);
        bool l_2561_ = (l_4_ != 0.0LF);
        double l_2562_ = (l_2561_ ? l_2560_ : l_4_);
        double l_2563_ = (l_2553_ - l_2562_);
        double _e4741 = l_mut_904_;
        double l_2564_ = (_e4741 - l_2559_);
        double l_2565_ = (l_2563_ + l_2564_);
        a_2381_[1] = l_2565_;
        l_mut_904_ = l_2556_;
        double _e4746 = l_mut_904_;
        a_2381_[0] = _e4746;
        l_mut_904_ = 0.0LF;
        l_mut_903_ = 0.0LF;
        l_mut_902_ = 0.0LF;
        l_mut_901_ = 0.0LF;
        double l_2566_ = a_2381_[0];
        l_mut_209_ = l_2566_;
        l_mut_214_ = 0u;
        double l_2567_ = a_2381_[1];
        double _e4756 = l_mut_209_;
        double l_2568_ = (_e4756 + l_2567_);
        bool l_2569_ = (l_4_ != 0.0LF);
        double l_2570_ = (l_2569_ ? l_2568_ : l_4_);
        double _e4761 = l_mut_209_;
        double l_2571_ = (l_2570_ - _e4761);
        bool l_2572_ = (l_4_ != 0.0LF);
        double l_2573_ = (l_2572_ ? l_2571_ : l_4_);
        double l_2574_ = (l_2570_ - l_2573_);
        bool l_2575_ = (l_4_ != 0.0LF);
        double l_2576_ = (l_2575_ ? l_2574_ : l_4_);
        double _e4770 = l_mut_209_;
        double l_2577_ = (_e4770 - l_2576_);
        double l_2578_ = (l_2567_ - l_2573_);
        double l_2579_ = (l_2577_ + l_2578_);
        uint _e4774 = l_mut_214_;
        bool l_2580_ = (_e4774 < 3u);
        bool l_2581_ = (l_2579_ != 0.0LF);
        if (l_2580_) {
            local_148 = l_2581_;
        } else {
            local_148 = false;
        }
        bool l_2582_ = local_148;
        uint _e4783 = l_mut_214_;
        bool l_2583_ = (_e4783 == 0u);
        if (l_2582_) {
            local_149 = l_2583_;
        } else {
            local_149 = false;
        }
        bool l_2584_ = local_149;
        double _e4790 = l_mut_904_;
        double l_2585_ = (l_2584_ ? l_2570_ : _e4790);
        l_mut_904_ = l_2585_;
        uint _e4792 = l_mut_214_;
        bool l_2586_ = (_e4792 == 1u);
        if (l_2582_) {
            local_150 = l_2586_;
        } else {
            local_150 = false;
        }
        bool l_2587_ = local_150;
        double _e4799 = l_mut_903_;
        double l_2588_ = (l_2587_ ? l_2570_ : _e4799);
        l_mut_903_ = l_2588_;
        uint _e4801 = l_mut_214_;
        bool l_2589_ = (_e4801 == 2u);
        if (l_2582_) {
            local_151 = l_2589_;
        } else {
            local_151 = false;
        }
        bool l_2590_ = local_151;
        double _e4808 = l_mut_902_;
        double l_2591_ = (l_2590_ ? l_2570_ : _e4808);
        l_mut_902_ = l_2591_;
        double l_2592_ = (l_2582_ ? l_2579_ : l_2570_);
        double _e4811 = l_mut_209_;
        double l_2593_ = (_e4811 + l_2567_);
        double l_2594_ = (l_2580_ ? l_2592_ : l_2593_);
        l_mut_209_ = l_2594_;
        uint l_2595_ = uint(l_2582_);
        uint _e4815 = l_mut_214_;
        l_mut_214_ = (_e4815 + l_2595_);
        double l_2596_ = a_2381_[2];
        double _e4819 = l_mut_209_;
        double l_2597_ = (_e4819 + l_2596_);
        bool l_2598_ = (l_4_ != 0.0LF);
        double l_2599_ = (l_2598_ ? l_2597_ : l_4_);
        double _e4824 = l_mut_209_;
        double l_2600_ = (l_2599_ - _e4824);
        bool l_2601_ = (l_4_ != 0.0LF);
        double l_2602_ = (l_2601_ ? l_2600_ : l_4_);
        double l_2603_ = (l_2599_ - l_2602_);
        bool l_2604_ = (l_4_ != 0.0LF);
        double l_2605_ = (l_2604_ ? l_2603_ : l_4_);
        double _e4833 = l_mut_209_;
        double l_2606_ = (_e4833 - l_2605_);
        double l_2607_ = (l_2596_ - l_2602_);
        double l_2608_ = (l_2606_ + l_2607_);
        uint _e4837 = l_mut_214_;
        bool l_2609_ = (_e4837 < 3u);
        bool l_2610_ = (l_2608_ != 0.0LF);
        if (l_2609_) {
            local_152 = l_2610_;
        } else {
            local_152 = false;
        }
        bool l_2611_ = local_152;
        uint _e4846 = l_mut_214_;
        bool l_2612_ = (_e4846 == 0u);
        if (l_2611_) {
            local_153 = l_2612_;
        } else {
            local_153 = false;
        }
        bool l_2613_ = local_153;
        double _e4853 = l_mut_904_;
        double l_2614_ = (l_2613_ ? l_2599_ : _e4853);
        l_mut_904_ = l_2614_;
        uint _e4855 = l_mut_214_;
        bool l_2615_ = (_e4855 == 1u);
        if (l_2611_) {
            local_154 = l_2615_;
        } else {
            local_154 = false;
        }
        bool l_2616_ = local_154;
        double _e4862 = l_mut_903_;
        double l_2617_ = (l_2616_ ? l_2599_ : _e4862);
        l_mut_903_ = l_2617_;
        uint _e4864 = l_mut_214_;
        bool l_2618_ = (_e4864 == 2u);
        if (l_2611_) {
            local_155 = l_2618_;
        } else {
            local_155 = false;
        }
        bool l_2619_ = local_155;
        double _e4871 = l_mut_902_;
        double l_2620_ = (l_2619_ ? l_2599_ : _e4871);
        l_mut_902_ = l_2620_;
        double l_2621_ = (l_2611_ ? l_2608_ : l_2599_);
        double _e4874 = l_mut_209_;
        double l_2622_ = (_e4874 + l_2596_);
        double l_2623_ = (l_2609_ ? l_2621_ : l_2622_);
        l_mut_209_ = l_2623_;
        uint l_2624_ = uint(l_2611_);
        uint _e4878 = l_mut_214_;
        l_mut_214_ = (_e4878 + l_2624_);
        double l_2625_ = a_2381_[3];
        double _e4882 = l_mut_209_;
        double l_2626_ = (_e4882 + l_2625_);
        bool l_2627_ = (l_4_ != 0.0LF);
        double l_2628_ = (l_2627_ ? l_2626_ : l_4_);
        double _e4887 = l_mut_209_;
        double l_2629_ = (l_2628_ - _e4887);
        bool l_2630_ = (l_4_ != 0.0LF);
        double l_2631_ = (l_2630_ ? l_2629_ : l_4_);
        double l_2632_ = (l_2628_ - l_2631_);
        bool l_2633_ = (l_4_ != 0.0LF);
        double l_2634_ = (l_2633_ ? l_2632_ : l_4_);
        double _e4896 = l_mut_209_;
        double l_2635_ = (_e4896 - l_2634_);
        double l_2636_ = (l_2625_ - l_2631_);
        double l_2637_ = (l_2635_ + l_2636_);
        uint _e4900 = l_mut_214_;
        bool l_2638_ = (_e4900 < 3u);
        bool l_2639_ = (l_2637_ != 0.0LF);
        if (l_2638_) {
            local_156 = l_2639_;
        } else {
            local_156 = false;
        }
        bool l_2640_ = local_156;
        uint _e4909 = l_mut_214_;
        bool l_2641_ = (_e4909 == 0u);
        if (l_2640_) {
            local_157 = l_2641_;
        } else {
            local_157 = false;
        }
        bool l_2642_ = local_157;
        double _e4916 = l_mut_904_;
        double l_2643_ = (l_2642_ ? l_2628_ : _e4916);
        l_mut_904_ = l_2643_;
        uint _e4918 = l_mut_214_;
        bool l_2644_ = (_e4918 == 1u);
        if (l_2640_) {
            local_158 = l_2644_;
        } else {
            local_158 = false;
        }
        bool l_2645_ = local_158;
        double _e4925 = l_mut_903_;
        double l_2646_ = (l_2645_ ? l_2628_ : _e4925);
        l_mut_903_ = l_2646_;
        uint _e4927 = l_mut_214_;
        bool l_2647_ = (_e4927 == 2u);
        if (l_2640_) {
            local_159 = l_2647_;
        } else {
            local_159 = false;
        }
        bool l_2648_ = local_159;
        double _e4934 = l_mut_902_;
        double l_2649_ = (l_2648_ ? l_2628_ : _e4934);
        l_mut_902_ = l_2649_;
        double l_2650_ = (l_2640_ ? l_2637_ : l_2628_);
        double _e4937 = l_mut_209_;
        double l_2651_ = (_e4937 + l_2625_);
        double l_2652_ = (l_2638_ ? l_2650_ : l_2651_);
        l_mut_209_ = l_2652_;
        uint l_2653_ = uint(l_2640_);
        uint _e4941 = l_mut_214_;
        l_mut_214_ = (_e4941 + l_2653_);
        double l_2654_ = a_2381_[4];
        double _e4945 = l_mut_209_;
        double l_2655_ = (_e4945 + l_2654_);
        bool l_2656_ = (l_4_ != 0.0LF);
        double l_2657_ = (l_2656_ ? l_2655_ : l_4_);
        double _e4950 = l_mut_209_;
        double l_2658_ = (l_2657_ - _e4950);
        bool l_2659_ = (l_4_ != 0.0LF);
        double l_2660_ = (l_2659_ ? l_2658_ : l_4_);
        double l_2661_ = (l_2657_ - l_2660_);
        bool l_2662_ = (l_4_ != 0.0LF);
        double l_2663_ = (l_2662_ ? l_2661_ : l_4_);
        double _e4959 = l_mut_209_;
        double l_2664_ = (_e4959 - l_2663_);
        double l_2665_ = (l_2654_ - l_2660_);
        double l_2666_ = (l_2664_ + l_2665_);
        uint _e4963 = l_mut_214_;
        bool l_2667_ = (_e4963 < 3u);
        bool l_2668_ = (l_2666_ != 0.0LF);
        if (l_2667_) {
            local_160 = l_2668_;
        } else {
            local_160 = false;
        }
        bool l_2669_ = local_160;
        uint _e4972 = l_mut_214_;
        bool l_2670_ = (_e4972 == 0u);
        if (l_2669_) {
            local_161 = l_2670_;
        } else {
            local_161 = false;
        }
        bool l_2671_ = local_161;
        double _e4979 = l_mut_904_;
        double l_2672_ = (l_2671_ ? l_2657_ : _e4979);
        l_mut_904_ = l_2672_;
        uint _e4981 = l_mut_214_;
        bool l_2673_ = (_e4981 == 1u);
        if (l_2669_) {
            local_162 = l_2673_;
        } else {
            local_162 = false;
        }
        bool l_2674_ = local_162;
        double _e4988 = l_mut_903_;
        double l_2675_ = (l_2674_ ? l_2657_ : _e4988);
        l_mut_903_ = l_2675_;
        uint _e4990 = l_mut_214_;
        bool l_2676_ = (_e4990 == 2u);
        if (l_2669_) {
            local_163 = l_2676_;
        } else {
            local_163 = false;
        }
        bool l_2677_ = local_163;
        double _e4997 = l_mut_902_;
        double l_2678_ = (l_2677_ ? l_2657_ : _e4997);
        l_mut_902_ = l_2678_;
        double l_2679_ = (l_2669_ ? l_2666_ : l_2657_);
        double _e5000 = l_mut_209_;
        double l_2680_ = (_e5000 + l_2654_);
        double l_2681_ = (l_2667_ ? l_2679_ : l_2680_);
        l_mut_209_ = l_2681_;
        uint l_2682_ = uint(l_2669_);
        uint _e5004 = l_mut_214_;
        l_mut_214_ = (_e5004 + l_2682_);
        double l_2683_ = a_2381_[5];
        double _e5008 = l_mut_209_;
        double l_2684_ = (_e5008 + l_2683_);
        bool l_2685_ = (l_4_ != 0.0LF);
        double l_2686_ = (l_2685_ ? l_2684_ : l_4_);
        double _e5013 = l_mut_209_;
        double l_2687_ = (l_2686_ - _e5013);
        bool l_2688_ = (l_4_ != 0.0LF);
        double l_2689_ = (l_2688_ ? l_2687_ : l_4_);
        double l_2690_ = (l_2686_ - l_2689_);
        bool l_2691_ = (l_4_ != 0.0LF);
        double l_2692_ = (l_2691_ ? l_2690_ : l_4_);
        double _e5022 = l_mut_209_;
        double l_2693_ = (_e5022 - l_2692_);
        double l_2694_ = (l_2683_ - l_2689_);
        double l_2695_ = (l_2693_ + l_2694_);
        uint _e5026 = l_mut_214_;
        bool l_2696_ = (_e5026 < 3u);
        bool l_2697_ = (l_2695_ != 0.0LF);
        if (l_2696_) {
            local_164 = l_2697_;
        } else {
            local_164 = false;
        }
        bool l_2698_ = local_164;
        uint _e5035 = l_mut_214_;
        bool l_2699_ = (_e5035 == 0u);
        if (l_2698_) {
            local_165 = l_2699_;
        } else {
            local_165 = false;
        }
        bool l_2700_ = local_165;
        double _e5042 = l_mut_904_;
        double l_2701_ = (l_2700_ ? l_2686_ : _e5042);
        l_mut_904_ = l_2701_;
        uint _e5044 = l_mut_214_;
        bool l_2702_ = (_e5044 == 1u);
        if (l_2698_) {
            local_166 = l_2702_;
        } else {
            local_166 = false;
        }
        bool l_2703_ = local_166;
        double _e5051 = l_mut_903_;
        double l_2704_ = (l_2703_ ? l_2686_ : _e5051);
        l_mut_903_ = l_2704_;
        uint _e5053 = l_mut_214_;
        bool l_2705_ = (_e5053 == 2u);
        if (l_2698_) {
            local_167 = l_2705_;
        } else {
            local_167 = false;
        }
        bool l_2706_ = local_167;
        double _e5060 = l_mut_902_;
        double l_2707_ = (l_2706_ ? l_2686_ : _e5060);
        l_mut_902_ = l_2707_;
        double l_2708_ = (l_2698_ ? l_2695_ : l_2686_);
        double _e5063 = l_mut_209_;
        double l_2709_ = (_e5063 + l_2683_);
        double l_2710_ = (l_2696_ ? l_2708_ : l_2709_);
        l_mut_209_ = l_2710_;
        uint l_2711_ = uint(l_2698_);
        uint _e5067 = l_mut_214_;
        l_mut_214_ = (_e5067 + l_2711_);
        double l_2712_ = a_2381_[6];
        double _e5071 = l_mut_209_;
        double l_2713_ = (_e5071 + l_2712_);
        bool l_2714_ = (l_4_ != 0.0LF);
        double l_2715_ = (l_2714_ ? l_2713_ : l_4_);
        double _e5076 = l_mut_209_;
        double l_2716_ = (l_2715_ - _e5076);
        bool l_2717_ = (l_4_ != 0.0LF);
        double l_2718_ = (l_2717_ ? l_2716_ : l_4_);
        double l_2719_ = (l_2715_ - l_2718_);
        bool l_2720_ = (l_4_ != 0.0LF);
        double l_2721_ = (l_2720_ ? l_2719_ : l_4_);
        double _e5085 = l_mut_209_;
        double l_2722_ = (_e5085 - l_2721_);
        double l_2723_ = (l_2712_ - l_2718_);
        double l_2724_ = (l_2722_ + l_2723_);
        uint _e5089 = l_mut_214_;
        bool l_2725_ = (_e5089 < 3u);
        bool l_2726_ = (l_2724_ != 0.0LF);
        if (l_2725_) {
            local_168 = l_2726_;
        } else {
            local_168 = false;
        }
        bool l_2727_ = local_168;
        uint _e5098 = l_mut_214_;
        bool l_2728_ = (_e5098 == 0u);
        if (l_2727_) {
            local_169 = l_2728_;
        } else {
            local_169 = false;
        }
        bool l_2729_ = local_169;
        double _e5105 = l_mut_904_;
        double l_2730_ = (l_2729_ ? l_2715_ : _e5105);
        l_mut_904_ = l_2730_;
        uint _e5107 = l_mut_214_;
        bool l_2731_ = (_e5107 == 1u);
        if (l_2727_) {
            local_170 = l_2731_;
        } else {
            local_170 = false;
        }
        bool l_2732_ = local_170;
        double _e5114 = l_mut_903_;
        double l_2733_ = (l_2732_ ? l_2715_ : _e5114);
        l_mut_903_ = l_2733_;
        uint _e5116 = l_mut_214_;
        bool l_2734_ = (_e5116 == 2u);
        if (l_2727_) {
            local_171 = l_2734_;
        } else {
            local_171 = false;
        }
        bool l_2735_ = local_171;
        double _e5123 = l_mut_902_;
        double l_2736_ = (l_2735_ ? l_2715_ : _e5123);
        l_mut_902_ = l_2736_;
        double l_2737_ = (l_2727_ ? l_2724_ : l_2715_);
        double _e5126 = l_mut_209_;
        double l_2738_ = (_e5126 + l_2712_);
        double l_2739_ = (l_2725_ ? l_2737_ : l_2738_);
        l_mut_209_ = l_2739_;
        uint l_2740_ = uint(l_2727_);
        uint _e5130 = l_mut_214_;
        l_mut_214_ = (_e5130 + l_2740_);
        double l_2741_ = a_2381_[7];
        double _e5134 = l_mut_209_;
        double l_2742_ = (_e5134 + l_2741_);
        bool l_2743_ = (l_4_ != 0.0LF);
        double l_2744_ = (l_2743_ ? l_2742_ : l_4_);
        double _e5139 = l_mut_209_;
        double l_2745_ = (l_2744_ - _e5139);
        bool l_2746_ = (l_4_ != 0.0LF);
        double l_2747_ = (l_2746_ ? l_2745_ : l_4_);
        double l_2748_ = (l_2744_ - l_2747_);
        bool l_2749_ = (l_4_ != 0.0LF);
        double l_2750_ = (l_2749_ ? l_2748_ : l_4_);
        double _e5148 = l_mut_209_;
        double l_2751_ = (_e5148 - l_2750_);
        double l_2752_ = (l_2741_ - l_2747_);
        double l_2753_ = (l_2751_ + l_2752_);
        uint _e5152 = l_mut_214_;
        bool l_2754_ = (_e5152 < 3u);
        bool l_2755_ = (l_2753_ != 0.0LF);
        if (l_2754_) {
            local_172 = l_2755_;
        } else {
            local_172 = false;
        }
        bool l_2756_ = local_172;
        uint _e5161 = l_mut_214_;
        bool l_2757_ = (_e5161 == 0u);
        if (l_2756_) {
            local_173 = l_2757_;
        } else {
            local_173 = false;
        }
        bool l_2758_ = local_173;
        double _e5168 = l_mut_904_;
        double l_2759_ = (l_2758_ ? l_2744_ : _e5168);
        l_mut_904_ = l_2759_;
        uint _e5170 = l_mut_214_;
        bool l_2760_ = (_e5170 == 1u);
        if (l_2756_) {
            local_174 = l_2760_;
        } else {
            local_174 = false;
        }
        bool l_2761_ = local_174;
        double _e5177 = l_mut_903_;
        double l_2762_ = (l_2761_ ? l_2744_ : _e5177);
        l_mut_903_ = l_2762_;
        uint _e5179 = l_mut_214_;
        bool l_2763_ = (_e5179 == 2u);
        if (l_2756_) {
            local_175 = l_2763_;
        } else {
            local_175 = false;
        }
        bool l_2764_ = local_175;
        double _e5186 = l_mut_902_;
        double l_2765_ = (l_2764_ ? l_2744_ : _e5186);
        l_mut_902_ = l_2765_;
        double l_2766_ = (l_2756_ ? l_2753_ : l_2744_);
        double _e5189 = l_mut_209_;
        double l_2767_ = (_e5189 + l_2741_);
        double l_2768_ = (l_2754_ ? l_2766_ : l_2767_);
        l_mut_209_ = l_2768_;
        uint l_2769_ = uint(l_2756_);
        uint _e5193 = l_mut_214_;
        l_mut_214_ = (_e5193 + l_2769_);
        uint _e5195 = l_mut_214_;
        bool l_2770_ = (_e5195 == 0u);
        double _e5198 = l_mut_904_;
        double _e5199 = l_mut_209_;
        double l_2771_ = (l_2770_ ? _e5199 : _e5198);
        l_mut_904_ = l_2771_;
        uint _e5201 = l_mut_214_;
        bool l_2772_ = (_e5201 == 1u);
        double _e5204 = l_mut_903_;
        double _e5205 = l_mut_209_;
        double l_2773_ = (l_2772_ ? _e5205 : _e5204);
        l_mut_903_ = l_2773_;
        uint _e5207 = l_mut_214_;
        bool l_2774_ = (_e5207 == 2u);
        double _e5210 = l_mut_902_;
        double _e5211 = l_mut_209_;
        double l_2775_ = (l_2774_ ? _e5211 : _e5210);
        l_mut_902_ = l_2775_;
        uint _e5213 = l_mut_214_;
        bool l_2776_ = (_e5213 == 3u);
        double _e5216 = l_mut_901_;
        double _e5217 = l_mut_209_;
        double l_2777_ = (l_2776_ ? _e5217 : _e5216);
        l_mut_901_ = l_2777_;
        double _e5219 = l_mut_904_;
        double l_2778_ = (_e5219 / l_14_);
        double l_2779_ = (l_2092_ + l_2778_);
        bool l_2780_ = (l_4_ != 0.0LF);
        double l_2781_ = (l_2780_ ? l_2779_ : l_4_);
        double l_2782_ = (l_2781_ - l_2092_);
        bool l_2783_ = (l_4_ != 0.0LF);
        double l_2784_ = (l_2783_ ? l_2782_ : l_4_);
        double l_2785_ = (l_2778_ - l_2784_);
        double l_2786_ = (l_1406_ + l_2781_);
        bool l_2787_ = (l_4_ != 0.0LF);
        double l_2788_ = (l_2787_ ? l_2786_ : l_4_);
        double l_2789_ = (l_2788_ - l_1406_);
        bool l_2790_ = (l_4_ != 0.0LF);
        double l_2791_ = (l_2790_ ? l_2789_ : l_4_);
        double l_2792_ = (l_2781_ - l_2791_);
        double l_2793_ = (l_716_ + l_2788_);
        bool l_2794_ = (l_4_ != 0.0LF);
        double l_2795_ = (l_2794_ ? l_2793_ : l_4_);
        double l_2796_ = (l_2795_ - l_716_);
        bool l_2797_ = (l_4_ != 0.0LF);
        double l_2798_ = (l_2797_ ? l_2796_ : l_4_);
        double l_2799_ = (l_2788_ - l_2798_);
        double l_2800_ = (l_24_ + l_2795_);
        bool l_2801_ = (l_4_ != 0.0LF);
        double l_2802_ = (l_2801_ ? l_2800_ : l_4_);
        double l_2803_ = (l_2802_ - l_24_);
        bool l_2804_ = (l_4_ != 0.0LF);
        double l_2805_ = (l_2804_ ? l_2803_ : l_4_);
        double l_2806_ = (l_2795_ - l_2805_);
        l_mut_213_ = 0.0LF;
        l_mut_212_ = 0.0LF;
        l_mut_211_ = 0.0LF;
        l_mut_210_ = 0.0LF;
        l_mut_209_ = l_2802_;
        l_mut_214_ = 0u;
        double _e5262 = l_mut_209_;
        double l_2807_ = (_e5262 + l_2806_);
        bool l_2808_ = (l_4_ != 0.0LF);
        double l_2809_ = (l_2808_ ? l_2807_ : l_4_);
        double _e5267 = l_mut_209_;
        double l_2810_ = (l_2809_ - _e5267);
        bool l_2811_ = (l_4_ != 0.0LF);
        double l_2812_ = (l_2811_ ? l_2810_ : l_4_);
        double l_2813_ = (l_2806_ - l_2812_);
        uint _e5273 = l_mut_214_;
        bool l_2814_ = (_e5273 < 3u);
        bool l_2815_ = (l_2813_ != 0.0LF);
        if (l_2814_) {
            local_176 = l_2815_;
        } else {
            local_176 = false;
        }
        bool l_2816_ = local_176;
        uint _e5282 = l_mut_214_;
        bool l_2817_ = (_e5282 == 0u);
        if (l_2816_) {
            local_177 = l_2817_;
        } else {
            local_177 = false;
        }
        bool l_2818_ = local_177;
        double _e5289 = l_mut_213_;
        double l_2819_ = (l_2818_ ? l_2809_ : _e5289);
        l_mut_213_ = l_2819_;
        uint _e5291 = l_mut_214_;
        bool l_2820_ = (_e5291 == 1u);
        if (l_2816_) {
            local_178 = l_2820_;
        } else {
            local_178 = false;
        }
        bool l_2821_ = local_178;
        double _e5298 = l_mut_212_;
        double l_2822_ = (l_2821_ ? l_2809_ : _e5298);
        l_mut_212_ = l_2822_;
        uint _e5300 = l_mut_214_;
        bool l_2823_ = (_e5300 == 2u);
        if (l_2816_) {
            local_179 = l_2823_;
        } else {
            local_179 = false;
        }
        bool l_2824_ = local_179;
        double _e5307 = l_mut_211_;
        double l_2825_ = (l_2824_ ? l_2809_ : _e5307);
        l_mut_211_ = l_2825_;
        double l_2826_ = (l_2816_ ? l_2813_ : l_2809_);
        double _e5310 = l_mut_209_;
        double l_2827_ = (_e5310 + l_2806_);
        double l_2828_ = (l_2814_ ? l_2826_ : l_2827_);
        l_mut_209_ = l_2828_;
        uint l_2829_ = uint(l_2816_);
        uint _e5314 = l_mut_214_;
        l_mut_214_ = (_e5314 + l_2829_);
        double _e5316 = l_mut_209_;
        double l_2830_ = (_e5316 + l_2799_);
        bool l_2831_ = (l_4_ != 0.0LF);
        double l_2832_ = (l_2831_ ? l_2830_ : l_4_);
        double _e5321 = l_mut_209_;
        double l_2833_ = (l_2832_ - _e5321);
        bool l_2834_ = (l_4_ != 0.0LF);
        double l_2835_ = (l_2834_ ? l_2833_ : l_4_);
        double l_2836_ = (l_2799_ - l_2835_);
        uint _e5327 = l_mut_214_;
        bool l_2837_ = (_e5327 < 3u);
        bool l_2838_ = (l_2836_ != 0.0LF);
        if (l_2837_) {
            local_180 = l_2838_;
        } else {
            local_180 = false;
        }
        bool l_2839_ = local_180;
        uint _e5336 = l_mut_214_;
        bool l_2840_ = (_e5336 == 0u);
        if (l_2839_) {
            local_181 = l_2840_;
        } else {
            local_181 = false;
        }
        bool l_2841_ = local_181;
        double _e5343 = l_mut_213_;
        double l_2842_ = (l_2841_ ? l_2832_ : _e5343);
        l_mut_213_ = l_2842_;
        uint _e5345 = l_mut_214_;
        bool l_2843_ = (_e5345 == 1u);
        if (l_2839_) {
            local_182 = l_2843_;
        } else {
            local_182 = false;
        }
        bool l_2844_ = local_182;
        double _e5352 = l_mut_212_;
        double l_2845_ = (l_2844_ ? l_2832_ : _e5352);
        l_mut_212_ = l_2845_;
        uint _e5354 = l_mut_214_;
        bool l_2846_ = (_e5354 == 2u);
        if (l_2839_) {
            local_183 = l_2846_;
        } else {
            local_183 = false;
        }
        bool l_2847_ = local_183;
        double _e5361 = l_mut_211_;
        double l_2848_ = (l_2847_ ? l_2832_ : _e5361);
        l_mut_211_ = l_2848_;
        double l_2849_ = (l_2839_ ? l_2836_ : l_2832_);
        double _e5364 = l_mut_209_;
        double l_2850_ = (_e5364 + l_2799_);
        double l_2851_ = (l_2837_ ? l_2849_ : l_2850_);
        l_mut_209_ = l_2851_;
        uint l_2852_ = uint(l_2839_);
        uint _e5368 = l_mut_214_;
        l_mut_214_ = (_e5368 + l_2852_);
        double _e5370 = l_mut_209_;
        double l_2853_ = (_e5370 + l_2792_);
        bool l_2854_ = (l_4_ != 0.0LF);
        double l_2855_ = (l_2854_ ? l_2853_ : l_4_);
        double _e5375 = l_mut_209_;
        double l_2856_ = (l_2855_ - _e5375);
        bool l_2857_ = (l_4_ != 0.0LF);
        double l_2858_ = (l_2857_ ? l_2856_ : l_4_);
        double l_2859_ = (l_2792_ - l_2858_);
        uint _e5381 = l_mut_214_;
        bool l_2860_ = (_e5381 < 3u);
        bool l_2861_ = (l_2859_ != 0.0LF);
        if (l_2860_) {
            local_184 = l_2861_;
        } else {
            local_184 = false;
        }
        bool l_2862_ = local_184;
        uint _e5390 = l_mut_214_;
        bool l_2863_ = (_e5390 == 0u);
        if (l_2862_) {
            local_185 = l_2863_;
        } else {
            local_185 = false;
        }
        bool l_2864_ = local_185;
        double _e5397 = l_mut_213_;
        double l_2865_ = (l_2864_ ? l_2855_ : _e5397);
        l_mut_213_ = l_2865_;
        uint _e5399 = l_mut_214_;
        bool l_2866_ = (_e5399 == 1u);
        if (l_2862_) {
            local_186 = l_2866_;
        } else {
            local_186 = false;
        }
        bool l_2867_ = local_186;
        double _e5406 = l_mut_212_;
        double l_2868_ = (l_2867_ ? l_2855_ : _e5406);
        l_mut_212_ = l_2868_;
        uint _e5408 = l_mut_214_;
        bool l_2869_ = (_e5408 == 2u);
        if (l_2862_) {
            local_187 = l_2869_;
        } else {
            local_187 = false;
        }
        bool l_2870_ = local_187;
        double _e5415 = l_mut_211_;
        double l_2871_ = (l_2870_ ? l_2855_ : _e5415);
        l_mut_211_ = l_2871_;
        double l_2872_ = (l_2862_ ? l_2859_ : l_2855_);
        double _e5418 = l_mut_209_;
        double l_2873_ = (_e5418 + l_2792_);
        double l_2874_ = (l_2860_ ? l_2872_ : l_2873_);
        l_mut_209_ = l_2874_;
        uint l_2875_ = uint(l_2862_);
        uint _e5422 = l_mut_214_;
        l_mut_214_ = (_e5422 + l_2875_);
        double _e5424 = l_mut_209_;
        double l_2876_ = (_e5424 + l_2785_);
        bool l_2877_ = (l_4_ != 0.0LF);
        double l_2878_ = (l_2877_ ? l_2876_ : l_4_);
        double _e5429 = l_mut_209_;
        double l_2879_ = (l_2878_ - _e5429);
        bool l_2880_ = (l_4_ != 0.0LF);
        double l_2881_ = (l_2880_ ? l_2879_ : l_4_);
        double l_2882_ = (l_2785_ - l_2881_);
        uint _e5435 = l_mut_214_;
        bool l_2883_ = (_e5435 < 3u);
        bool l_2884_ = (l_2882_ != 0.0LF);
        if (l_2883_) {
            local_188 = l_2884_;
        } else {
            local_188 = false;
        }
        bool l_2885_ = local_188;
        uint _e5444 = l_mut_214_;
        bool l_2886_ = (_e5444 == 0u);
        if (l_2885_) {
            local_189 = l_2886_;
        } else {
            local_189 = false;
        }
        bool l_2887_ = local_189;
        double _e5451 = l_mut_213_;
        double l_2888_ = (l_2887_ ? l_2878_ : _e5451);
        l_mut_213_ = l_2888_;
        uint _e5453 = l_mut_214_;
        bool l_2889_ = (_e5453 == 1u);
        if (l_2885_) {
            local_190 = l_2889_;
        } else {
            local_190 = false;
        }
        bool l_2890_ = local_190;
        double _e5460 = l_mut_212_;
        double l_2891_ = (l_2890_ ? l_2878_ : _e5460);
        l_mut_212_ = l_2891_;
        uint _e5462 = l_mut_214_;
        bool l_2892_ = (_e5462 == 2u);
        if (l_2885_) {
            local_191 = l_2892_;
        } else {
            local_191 = false;
        }
        bool l_2893_ = local_191;
        double _e5469 = l_mut_211_;
        double l_2894_ = (l_2893_ ? l_2878_ : _e5469);
        l_mut_211_ = l_2894_;
        double l_2895_ = (l_2885_ ? l_2882_ : l_2878_);
        double _e5472 = l_mut_209_;
        double l_2896_ = (_e5472 + l_2785_);
        double l_2897_ = (l_2883_ ? l_2895_ : l_2896_);
        l_mut_209_ = l_2897_;
        uint l_2898_ = uint(l_2885_);
        uint _e5476 = l_mut_214_;
        l_mut_214_ = (_e5476 + l_2898_);
        uint _e5478 = l_mut_214_;
        bool l_2899_ = (_e5478 == 0u);
        double _e5481 = l_mut_213_;
        double _e5482 = l_mut_209_;
        double l_2900_ = (l_2899_ ? _e5482 : _e5481);
        l_mut_213_ = l_2900_;
        uint _e5484 = l_mut_214_;
        bool l_2901_ = (_e5484 == 1u);
        double _e5487 = l_mut_212_;
        double _e5488 = l_mut_209_;
        double l_2902_ = (l_2901_ ? _e5488 : _e5487);
        l_mut_212_ = l_2902_;
        uint _e5490 = l_mut_214_;
        bool l_2903_ = (_e5490 == 2u);
        double _e5493 = l_mut_211_;
        double _e5494 = l_mut_209_;
        double l_2904_ = (l_2903_ ? _e5494 : _e5493);
        l_mut_211_ = l_2904_;
        uint _e5496 = l_mut_214_;
        bool l_2905_ = (_e5496 == 3u);
        double _e5499 = l_mut_210_;
        double _e5500 = l_mut_209_;
        double l_2906_ = (l_2905_ ? _e5500 : _e5499);
        l_mut_210_ = l_2906_;
        uint l_2982_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2983_ = (l_2982_ * 1u);
        bool l_2984_ = (id < l_2983_);
        if (l_2984_) {
            double _e5511 = l_mut_213_;
            _group_0_binding_3_cs[id] = _e5511;
        }
        uint l_2907_ = (l_1_ + id);
        uint l_2985_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2986_ = (l_2985_ * 1u);
        bool l_2987_ = (l_2907_ < l_2986_);
        if (l_2987_) {
            double _e5522 = l_mut_212_;
            _group_0_binding_3_cs[l_2907_] = _e5522;
        }
        uint l_2908_ = (2u * l_1_);
        uint l_2909_ = (l_2908_ + id);
        uint l_2988_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2989_ = (l_2988_ * 1u);
        bool l_2990_ = (l_2909_ < l_2989_);
        if (l_2990_) {
            double _e5535 = l_mut_211_;
            _group_0_binding_3_cs[l_2909_] = _e5535;
        }
        uint l_2910_ = (3u * l_1_);
        uint l_2911_ = (l_2910_ + id);
        uint l_2991_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2992_ = (l_2991_ * 1u);
        bool l_2993_ = (l_2911_ < l_2992_);
        if (l_2993_) {
            double _e5548 = l_mut_210_;
            _group_0_binding_3_cs[l_2911_] = _e5548;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
