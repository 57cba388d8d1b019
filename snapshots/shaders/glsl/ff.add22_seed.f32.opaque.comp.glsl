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
    float l_mut_106_ = 0.0;
    float l_mut_114_ = 0.0;
    float l_mut_125_ = 0.0;
    float l_mut_12_ = 0.0;
    float l_mut_133_ = 0.0;
    float l_mut_13_ = 0.0;
    float l_mut_144_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_30_ = 0.0;
    float l_mut_38_ = 0.0;
    float l_mut_49_ = 0.0;
    uint l_mut_4_ = 0u;
    float l_mut_57_ = 0.0;
    float l_mut_68_ = 0.0;
    float l_mut_76_ = 0.0;
    float l_mut_87_ = 0.0;
    float l_mut_95_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    uint l_148_ = _group_0_binding_4_cs.static_meta[2];
    uint l_149_ = (l_148_ * 1u);
    bool l_150_ = (0u < l_149_);
    uint l_151_ = (l_149_ - 1u);
    uint l_152_ = min(0u, l_151_);
    float l_153_ = _group_0_binding_2_cs[l_152_];
    float l_2_ = (l_150_ ? l_153_ : 0.0);
    uint l_155_ = _group_0_binding_4_cs.static_meta[2];
    uint l_156_ = (l_155_ * 1u);
    bool l_157_ = (1u < l_156_);
    uint l_158_ = (l_156_ - 1u);
    uint l_159_ = min(1u, l_158_);
    float l_160_ = _group_0_binding_2_cs[l_159_];
    float l_3_ = (l_157_ ? l_160_ : 0.0);
    l_mut_4_ = id;
    uint _e82 = l_mut_4_;
    bool l_5_ = (_e82 < l_1_);
    if (l_5_) {
        uint l_162_ = _group_0_binding_4_cs.static_meta[0];
        uint l_163_ = (l_162_ * 1u);
        uint _e90 = l_mut_4_;
        bool l_164_ = (_e90 < l_163_);
        uint l_165_ = (l_163_ - 1u);
        uint _e94 = l_mut_4_;
        uint l_166_ = min(_e94, l_165_);
        float l_167_ = _group_0_binding_0_cs[l_166_];
        float l_6_ = (l_164_ ? l_167_ : 0.0);
        uint _e101 = l_mut_4_;
        uint l_7_ = (l_1_ + _e101);
        uint l_169_ = _group_0_binding_4_cs.static_meta[0];
        uint l_170_ = (l_169_ * 1u);
        bool l_171_ = (l_7_ < l_170_);
        uint l_172_ = (l_170_ - 1u);
        uint l_173_ = min(l_7_, l_172_);
        float l_174_ = _group_0_binding_0_cs[l_173_];
        float l_8_ = (l_171_ ? l_174_ : 0.0);
        uint l_176_ = _group_0_binding_4_cs.static_meta[1];
        uint l_177_ = (l_176_ * 1u);
        uint _e124 = l_mut_4_;
        bool l_178_ = (_e124 < l_177_);
        uint l_179_ = (l_177_ - 1u);
        uint _e128 = l_mut_4_;
        uint l_180_ = min(_e128, l_179_);
        float l_181_ = _group_0_binding_1_cs[l_180_];
        float l_9_ = (l_178_ ? l_181_ : 0.0);
        uint _e135 = l_mut_4_;
        uint l_10_ = (l_1_ + _e135);
        uint l_183_ = _group_0_binding_4_cs.static_meta[1];
        uint l_184_ = (l_183_ * 1u);
        bool l_185_ = (l_10_ < l_184_);
        uint l_186_ = (l_184_ - 1u);
        uint l_187_ = min(l_10_, l_186_);
        float l_188_ = _group_0_binding_1_cs[l_187_];
        float l_11_ = (l_185_ ? l_188_ : 0.0);
        l_mut_12_ = l_6_;
        l_mut_13_ = l_9_;
        float l_14_ = abs(l_9_);
        float l_15_ = abs(l_6_);
        bool l_16_ = (l_14_ >= l_15_);
        if (l_16_) {
            l_mut_12_ = l_9_;
            l_mut_13_ = l_6_;
        }
        float _e155 = l_mut_12_;
        float _e156 = l_mut_13_;
        float l_17_ = (_e155 + _e156);
        float l_18_ = (l_17_ * l_3_);
        l_mut_19_ = l_18_;
        float _e159 = l_mut_19_;
        float _e160 = l_mut_12_;
        float l_20_ = (_e159 - _e160);
        float l_21_ = (l_20_ * l_3_);
        float _e163 = l_mut_19_;
        float l_22_ = (_e163 - l_21_);
        float l_23_ = (l_22_ * l_3_);
        float _e166 = l_mut_12_;
        float l_24_ = (l_23_ - _e166);
        float l_25_ = (l_24_ * l_3_);
        float _e169 = l_mut_13_;
        float l_26_ = (_e169 - l_25_);
        float l_27_ = (l_26_ * l_3_);
        float l_28_ = (l_27_ - l_21_);
        float l_29_ = (l_28_ * l_3_);
        l_mut_30_ = l_29_;
        float _e174 = l_mut_30_;
        float l_31_ = (_e174 + l_21_);
        bool l_32_ = (l_31_ != l_27_);
        if (l_32_) {
            float _e177 = l_mut_12_;
            l_mut_19_ = _e177;
            float _e178 = l_mut_13_;
            l_mut_30_ = _e178;
        }
        l_mut_13_ = l_8_;
        l_mut_12_ = l_11_;
        float l_33_ = abs(l_11_);
        float l_34_ = abs(l_8_);
        bool l_35_ = (l_33_ >= l_34_);
        if (l_35_) {
            l_mut_13_ = l_11_;
            l_mut_12_ = l_8_;
        }
        float _e182 = l_mut_13_;
        float _e183 = l_mut_12_;
        float l_36_ = (_e182 + _e183);
        float l_37_ = (l_36_ * l_3_);
        l_mut_38_ = l_37_;
        float _e186 = l_mut_38_;
        float _e187 = l_mut_13_;
        float l_39_ = (_e186 - _e187);
        float l_40_ = (l_39_ * l_3_);
        float _e190 = l_mut_38_;
        float l_41_ = (_e190 - l_40_);
        float l_42_ = (l_41_ * l_3_);
        float _e193 = l_mut_13_;
        float l_43_ = (l_42_ - _e193);
        float l_44_ = (l_43_ * l_3_);
        float _e196 = l_mut_12_;
        float l_45_ = (_e196 - l_44_);
        float l_46_ = (l_45_ * l_3_);
        float l_47_ = (l_46_ - l_40_);
        float l_48_ = (l_47_ * l_3_);
        l_mut_49_ = l_48_;
        float _e201 = l_mut_49_;
        float l_50_ = (_e201 + l_40_);
        bool l_51_ = (l_50_ != l_46_);
        if (l_51_) {
            float _e204 = l_mut_13_;
            l_mut_38_ = _e204;
            float _e205 = l_mut_12_;
            l_mut_49_ = _e205;
        }
        float _e206 = l_mut_30_;
        l_mut_13_ = _e206;
        float _e207 = l_mut_38_;
        l_mut_12_ = _e207;
        float _e208 = l_mut_38_;
        float l_52_ = abs(_e208);
        float _e210 = l_mut_30_;
        float l_53_ = abs(_e210);
        bool l_54_ = (l_52_ >= l_53_);
        if (l_54_) {
            float _e213 = l_mut_38_;
            l_mut_13_ = _e213;
            float _e214 = l_mut_30_;
            l_mut_12_ = _e214;
        }
        float _e215 = l_mut_13_;
        float _e216 = l_mut_12_;
        float l_55_ = (_e215 + _e216);
        float l_56_ = (l_55_ * l_3_);
        l_mut_57_ = l_56_;
        float _e219 = l_mut_57_;
        float _e220 = l_mut_13_;
        float l_58_ = (_e219 - _e220);
        float l_59_ = (l_58_ * l_3_);
        float _e223 = l_mut_57_;
        float l_60_ = (_e223 - l_59_);
        float l_61_ = (l_60_ * l_3_);
        float _e226 = l_mut_13_;
        float l_62_ = (l_61_ - _e226);
        float l_63_ = (l_62_ * l_3_);
        float _e229 = l_mut_12_;
        float l_64_ = (_e229 - l_63_);
        float l_65_ = (l_64_ * l_3_);
        float l_66_ = (l_65_ - l_59_);
        float l_67_ = (l_66_ * l_3_);
        l_mut_68_ = l_67_;
        float _e234 = l_mut_68_;
        float l_69_ = (_e234 + l_59_);
        bool l_70_ = (l_69_ != l_65_);
        if (l_70_) {
            float _e237 = l_mut_13_;
            l_mut_57_ = _e237;
            float _e238 = l_mut_12_;
            l_mut_68_ = _e238;
        }
        float _e239 = l_mut_49_;
        l_mut_13_ = _e239;
        float _e240 = l_mut_68_;
        l_mut_12_ = _e240;
        float _e241 = l_mut_68_;
        float l_71_ = abs(_e241);
        float _e243 = l_mut_49_;
        float l_72_ = abs(_e243);
        bool l_73_ = (l_71_ >= l_72_);
        if (l_73_) {
            float _e246 = l_mut_68_;
            l_mut_13_ = _e246;
            float _e247 = l_mut_49_;
            l_mut_12_ = _e247;
        }
        float _e248 = l_mut_13_;
        float _e249 = l_mut_12_;
        float l_74_ = (_e248 + _e249);
        float l_75_ = (l_74_ * l_3_);
        l_mut_76_ = l_75_;
        float _e252 = l_mut_76_;
        float _e253 = l_mut_13_;
        float l_77_ = (_e252 - _e253);
        float l_78_ = (l_77_ * l_3_);
        float _e256 = l_mut_76_;
        float l_79_ = (_e256 - l_78_);
        float l_80_ = (l_79_ * l_3_);
        float _e259 = l_mut_13_;
        float l_81_ = (l_80_ - _e259);
        float l_82_ = (l_81_ * l_3_);
        float _e262 = l_mut_12_;
        float l_83_ = (_e262 - l_82_);
        float l_84_ = (l_83_ * l_3_);
        float l_85_ = (l_84_ - l_78_);
        float l_86_ = (l_85_ * l_3_);
        l_mut_87_ = l_86_;
        float _e267 = l_mut_87_;
        float l_88_ = (_e267 + l_78_);
        bool l_89_ = (l_88_ != l_84_);
        if (l_89_) {
            float _e270 = l_mut_13_;
            l_mut_76_ = _e270;
            float _e271 = l_mut_12_;
            l_mut_87_ = _e271;
        }
        float _e272 = l_mut_57_;
        l_mut_13_ = _e272;
        float _e273 = l_mut_76_;
        l_mut_12_ = _e273;
        float _e274 = l_mut_76_;
        float l_90_ = abs(_e274);
        float _e276 = l_mut_57_;
        float l_91_ = abs(_e276);
        bool l_92_ = (l_90_ >= l_91_);
        if (l_92_) {
            float _e279 = l_mut_76_;
            l_mut_13_ = _e279;
            float _e280 = l_mut_57_;
            l_mut_12_ = _e280;
        }
        float _e281 = l_mut_13_;
        float _e282 = l_mut_12_;
        float l_93_ = (_e281 + _e282);
        float l_94_ = (l_93_ * l_3_);
        l_mut_95_ = l_94_;
        float _e285 = l_mut_95_;
        float _e286 = l_mut_13_;
        float l_96_ = (_e285 - _e286);
        float l_97_ = (l_96_ * l_3_);
        float _e289 = l_mut_95_;
        float l_98_ = (_e289 - l_97_);
        float l_99_ = (l_98_ * l_3_);
        float _e292 = l_mut_13_;
        float l_100_ = (l_99_ - _e292);
        float l_101_ = (l_100_ * l_3_);
        float _e295 = l_mut_12_;
        float l_102_ = (_e295 - l_101_);
        float l_103_ = (l_102_ * l_3_);
        float l_104_ = (l_103_ - l_97_);
        float l_105_ = (l_104_ * l_3_);
        l_mut_106_ = l_105_;
        float _e300 = l_mut_106_;
        float l_107_ = (_e300 + l_97_);
        bool l_108_ = (l_107_ != l_103_);
        if (l_108_) {
            float _e303 = l_mut_13_;
            l_mut_95_ = _e303;
            float _e304 = l_mut_12_;
            l_mut_106_ = _e304;
        }
        float _e305 = l_mut_19_;
        l_mut_13_ = _e305;
        float _e306 = l_mut_95_;
        l_mut_12_ = _e306;
        float _e307 = l_mut_95_;
        float l_109_ = abs(_e307);
        float _e309 = l_mut_19_;
        float l_110_ = abs(_e309);
        bool l_111_ = (l_109_ >= l_110_);
        if (l_111_) {
            float _e312 = l_mut_95_;
            l_mut_13_ = _e312;
            float _e313 = l_mut_19_;
            l_mut_12_ = _e313;
        }
        float _e314 = l_mut_13_;
        float _e315 = l_mut_12_;
        float l_112_ = (_e314 + _e315);
        float l_113_ = (l_112_ * l_3_);
        l_mut_114_ = l_113_;
        float _e318 = l_mut_114_;
        float _e319 = l_mut_13_;
        float l_115_ = (_e318 - _e319);
        float l_116_ = (l_115_ * l_3_);
        float _e322 = l_mut_114_;
        float l_117_ = (_e322 - l_116_);
        float l_118_ = (l_117_ * l_3_);
        float _e325 = l_mut_13_;
        float l_119_ = (l_118_ - _e325);
        float l_120_ = (l_119_ * l_3_);
        float _e328 = l_mut_12_;
        float l_121_ = (_e328 - l_120_);
        float l_122_ = (l_121_ * l_3_);
        float l_123_ = (l_122_ - l_116_);
        float l_124_ = (l_123_ * l_3_);
        l_mut_125_ = l_124_;
        float _e333 = l_mut_125_;
        float l_126_ = (_e333 + l_116_);
        bool l_127_ = (l_126_ != l_122_);
        if (l_127_) {
            float _e336 = l_mut_13_;
            l_mut_114_ = _e336;
            float _e337 = l_mut_12_;
            l_mut_125_ = _e337;
        }
        float _e338 = l_mut_106_;
        l_mut_13_ = _e338;
        float _e339 = l_mut_125_;
        l_mut_12_ = _e339;
        float _e340 = l_mut_125_;
        float l_128_ = abs(_e340);
        float _e342 = l_mut_106_;
        float l_129_ = abs(_e342);
        bool l_130_ = (l_128_ >= l_129_);
        if (l_130_) {
            float _e345 = l_mut_125_;
            l_mut_13_ = _e345;
            float _e346 = l_mut_106_;
            l_mut_12_ = _e346;
        }
        float _e347 = l_mut_13_;
        float _e348 = l_mut_12_;
        float l_131_ = (_e347 + _e348);
        float l_132_ = (l_131_ * l_3_);
        l_mut_133_ = l_132_;
        float _e351 = l_mut_133_;
        float _e352 = l_mut_13_;
        float l_134_ = (_e351 - _e352);
        float l_135_ = (l_134_ * l_3_);
        float _e355 = l_mut_133_;
        float l_136_ = (_e355 - l_135_);
        float l_137_ = (l_136_ * l_3_);
        float _e358 = l_mut_13_;
        float l_138_ = (l_137_ - _e358);
        float l_139_ = (l_138_ * l_3_);
        float _e361 = l_mut_12_;
        float l_140_ = (_e361 - l_139_);
        float l_141_ = (l_140_ * l_3_);
        float l_142_ = (l_141_ - l_135_);
        float l_143_ = (l_142_ * l_3_);
        l_mut_144_ = l_143_;
        float _e366 = l_mut_144_;
        float l_145_ = (_e366 + l_135_);
        bool l_146_ = (l_145_ != l_141_);
        if (l_146_) {
            float _e369 = l_mut_13_;
            l_mut_133_ = _e369;
            float _e370 = l_mut_12_;
            l_mut_144_ = _e370;
        }
        uint l_190_ = _group_0_binding_4_cs.static_meta[3];
        uint l_191_ = (l_190_ * 1u);
        uint _e377 = l_mut_4_;
        bool l_192_ = (_e377 < l_191_);
        if (l_192_) {
            uint _e380 = l_mut_4_;
            float _e382 = l_mut_114_;
            _group_0_binding_3_cs[_e380] = _e382;
        }
        uint _e383 = l_mut_4_;
        uint l_147_ = (l_1_ + _e383);
        uint l_193_ = _group_0_binding_4_cs.static_meta[3];
        uint l_194_ = (l_193_ * 1u);
        bool l_195_ = (l_147_ < l_194_);
        if (l_195_) {
            float _e394 = l_mut_133_;
            _group_0_binding_3_cs[l_147_] = _e394;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
