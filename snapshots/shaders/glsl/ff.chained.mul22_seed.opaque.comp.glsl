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
    float l_mut_102_ = 0.0;
    float l_mut_113_ = 0.0;
    float l_mut_11_ = 0.0;
    float l_mut_12_ = 0.0;
    float l_mut_147_ = 0.0;
    float l_mut_14_ = 0.0;
    float l_mut_158_ = 0.0;
    float l_mut_16_ = 0.0;
    float l_mut_18_ = 0.0;
    float l_mut_192_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_203_ = 0.0;
    float l_mut_21_ = 0.0;
    float l_mut_22_ = 0.0;
    float l_mut_50_ = 0.0;
    float l_mut_51_ = 0.0;
    float l_mut_57_ = 0.0;
    float l_mut_68_ = 0.0;
    uint l_mut_23_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_213_ = _group_0_binding_4_cs.static_meta[2];
        uint l_214_ = (l_213_ * 1u);
        bool l_215_ = (0u < l_214_);
        uint l_216_ = (l_214_ - 1u);
        uint l_217_ = min(0u, l_216_);
        float l_218_ = _group_0_binding_2_cs[l_217_];
        float l_3_ = (l_215_ ? l_218_ : 0.0);
        uint l_220_ = _group_0_binding_4_cs.static_meta[2];
        uint l_221_ = (l_220_ * 1u);
        bool l_222_ = (1u < l_221_);
        uint l_223_ = (l_221_ - 1u);
        uint l_224_ = min(1u, l_223_);
        float l_225_ = _group_0_binding_2_cs[l_224_];
        float l_4_ = (l_222_ ? l_225_ : 0.0);
        uint l_227_ = _group_0_binding_4_cs.static_meta[1];
        uint l_228_ = (l_227_ * 1u);
        bool l_229_ = (id < l_228_);
        uint l_230_ = (l_228_ - 1u);
        uint l_231_ = min(id, l_230_);
        float l_232_ = _group_0_binding_1_cs[l_231_];
        float l_5_ = (l_229_ ? l_232_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_234_ = _group_0_binding_4_cs.static_meta[1];
        uint l_235_ = (l_234_ * 1u);
        bool l_236_ = (l_6_ < l_235_);
        uint l_237_ = (l_235_ - 1u);
        uint l_238_ = min(l_6_, l_237_);
        float l_239_ = _group_0_binding_1_cs[l_238_];
        float l_7_ = (l_236_ ? l_239_ : 0.0);
        uint l_241_ = _group_0_binding_4_cs.static_meta[0];
        uint l_242_ = (l_241_ * 1u);
        bool l_243_ = (id < l_242_);
        uint l_244_ = (l_242_ - 1u);
        uint l_245_ = min(id, l_244_);
        float l_246_ = _group_0_binding_0_cs[l_245_];
        float l_8_ = (l_243_ ? l_246_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_248_ = _group_0_binding_4_cs.static_meta[0];
        uint l_249_ = (l_248_ * 1u);
        bool l_250_ = (l_9_ < l_249_);
        uint l_251_ = (l_249_ - 1u);
        uint l_252_ = min(l_9_, l_251_);
        float l_253_ = _group_0_binding_0_cs[l_252_];
        float l_10_ = (l_250_ ? l_253_ : 0.0);
        l_mut_11_ = l_8_;
        l_mut_12_ = l_10_;
        float l_13_ = (l_8_ * l_3_);
        l_mut_14_ = l_13_;
        float l_15_ = (l_10_ * l_3_);
        l_mut_16_ = l_15_;
        float l_17_ = (l_8_ + l_4_);
        l_mut_18_ = l_17_;
        l_mut_19_ = l_10_;
        float l_20_ = (l_8_ - l_4_);
        l_mut_21_ = l_20_;
        l_mut_22_ = l_10_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e400 = l_mut_23_;
                l_mut_23_ = (_e400 + 1u);
            }
            loop_init = false;
            uint _e152 = l_mut_23_;
            if ((_e152 < 256u)) {
            } else {
                break;
            }
            {
                float _e155 = l_mut_11_;
                float l_24_ = (_e155 * l_5_);
                float l_25_ = (l_24_ * l_4_);
                float _e158 = l_mut_11_;
                float l_26_ = (l_3_ * _e158);
                float l_27_ = (l_26_ * l_4_);
                float _e161 = l_mut_11_;
                float l_28_ = (l_27_ - _e161);
                float l_29_ = (l_28_ * l_4_);
                float l_30_ = (l_27_ - l_29_);
                float _e165 = l_mut_11_;
                float l_31_ = (_e165 - l_30_);
                float l_32_ = (l_3_ * l_5_);
                float l_33_ = (l_32_ * l_4_);
                float l_34_ = (l_33_ - l_5_);
                float l_35_ = (l_34_ * l_4_);
                float l_36_ = (l_33_ - l_35_);
                float l_37_ = (l_5_ - l_36_);
                float l_38_ = (l_30_ * l_36_);
                float l_39_ = (l_38_ - l_25_);
                float l_40_ = (l_30_ * l_37_);
                float l_41_ = (l_39_ + l_40_);
                float l_42_ = (l_31_ * l_36_);
                float l_43_ = (l_41_ + l_42_);
                float l_44_ = (l_31_ * l_37_);
                float l_45_ = (l_43_ + l_44_);
                float _e181 = l_mut_11_;
                float l_46_ = (_e181 * l_7_);
                float _e183 = l_mut_12_;
                float l_47_ = (_e183 * l_5_);
                float l_48_ = (l_46_ + l_47_);
                float l_49_ = (l_48_ + l_45_);
                l_mut_50_ = l_25_;
                l_mut_51_ = l_49_;
                float l_52_ = abs(l_49_);
                float l_53_ = abs(l_25_);
                bool l_54_ = (l_52_ >= l_53_);
                if (l_54_) {
                    l_mut_50_ = l_49_;
                    l_mut_51_ = l_25_;
                }
                float _e190 = l_mut_50_;
                float _e191 = l_mut_51_;
                float l_55_ = (_e190 + _e191);
                float l_56_ = (l_55_ * l_4_);
                l_mut_57_ = l_56_;
                float _e194 = l_mut_57_;
                float _e195 = l_mut_50_;
                float l_58_ = (_e194 - _e195);
                float l_59_ = (l_58_ * l_4_);
                float _e198 = l_mut_57_;
                float l_60_ = (_e198 - l_59_);
                float l_61_ = (l_60_ * l_4_);
                float _e201 = l_mut_50_;
                float l_62_ = (l_61_ - _e201);
                float l_63_ = (l_62_ * l_4_);
                float _e204 = l_mut_51_;
                float l_64_ = (_e204 - l_63_);
                float l_65_ = (l_64_ * l_4_);
                float l_66_ = (l_65_ - l_59_);
                float l_67_ = (l_66_ * l_4_);
                l_mut_68_ = l_67_;
                float _e209 = l_mut_68_;
                float l_69_ = (_e209 + l_59_);
                bool l_70_ = (l_69_ != l_65_);
                if (l_70_) {
                    float _e212 = l_mut_50_;
                    l_mut_57_ = _e212;
                    float _e213 = l_mut_51_;
                    l_mut_68_ = _e213;
                }
                float _e214 = l_mut_14_;
                float l_71_ = (_e214 * l_5_);
                float l_72_ = (l_71_ * l_4_);
                float _e217 = l_mut_14_;
                float l_73_ = (l_3_ * _e217);
                float l_74_ = (l_73_ * l_4_);
                float _e220 = l_mut_14_;
                float l_75_ = (l_74_ - _e220);
                float l_76_ = (l_75_ * l_4_);
                float l_77_ = (l_74_ - l_76_);
                float _e224 = l_mut_14_;
                float l_78_ = (_e224 - l_77_);
                float l_79_ = (l_3_ * l_5_);
                float l_80_ = (l_79_ * l_4_);
                float l_81_ = (l_80_ - l_5_);
                float l_82_ = (l_81_ * l_4_);
                float l_83_ = (l_80_ - l_82_);
                float l_84_ = (l_5_ - l_83_);
                float l_85_ = (l_77_ * l_83_);
                float l_86_ = (l_85_ - l_72_);
                float l_87_ = (l_77_ * l_84_);
                float l_88_ = (l_86_ + l_87_);
                float l_89_ = (l_78_ * l_83_);
                float l_90_ = (l_88_ + l_89_);
                float l_91_ = (l_78_ * l_84_);
                float l_92_ = (l_90_ + l_91_);
                float _e240 = l_mut_14_;
                float l_93_ = (_e240 * l_7_);
                float _e242 = l_mut_16_;
                float l_94_ = (_e242 * l_5_);
                float l_95_ = (l_93_ + l_94_);
                float l_96_ = (l_95_ + l_92_);
                l_mut_51_ = l_72_;
                l_mut_50_ = l_96_;
                float l_97_ = abs(l_96_);
                float l_98_ = abs(l_72_);
                bool l_99_ = (l_97_ >= l_98_);
                if (l_99_) {
                    l_mut_51_ = l_96_;
                    l_mut_50_ = l_72_;
                }
                float _e249 = l_mut_51_;
                float _e250 = l_mut_50_;
                float l_100_ = (_e249 + _e250);
                float l_101_ = (l_100_ * l_4_);
                l_mut_102_ = l_101_;
                float _e253 = l_mut_102_;
                float _e254 = l_mut_51_;
                float l_103_ = (_e253 - _e254);
                float l_104_ = (l_103_ * l_4_);
                float _e257 = l_mut_102_;
                float l_105_ = (_e257 - l_104_);
                float l_106_ = (l_105_ * l_4_);
                float _e260 = l_mut_51_;
                float l_107_ = (l_106_ - _e260);
                float l_108_ = (l_107_ * l_4_);
                float _e263 = l_mut_50_;
                float l_109_ = (_e263 - l_108_);
                float l_110_ = (l_109_ * l_4_);
                float l_111_ = (l_110_ - l_104_);
                float l_112_ = (l_111_ * l_4_);
                l_mut_113_ = l_112_;
                float _e268 = l_mut_113_;
                float l_114_ = (_e268 + l_104_);
                bool l_115_ = (l_114_ != l_110_);
                if (l_115_) {
                    float _e271 = l_mut_51_;
                    l_mut_102_ = _e271;
                    float _e272 = l_mut_50_;
                    l_mut_113_ = _e272;
                }
                float _e273 = l_mut_18_;
                float l_116_ = (_e273 * l_5_);
                float l_117_ = (l_116_ * l_4_);
                float _e276 = l_mut_18_;
                float l_118_ = (l_3_ * _e276);
                float l_119_ = (l_118_ * l_4_);
                float _e279 = l_mut_18_;
                float l_120_ = (l_119_ - _e279);
                float l_121_ = (l_120_ * l_4_);
                float l_122_ = (l_119_ - l_121_);
                float _e283 = l_mut_18_;
                float l_123_ = (_e283 - l_122_);
                float l_124_ = (l_3_ * l_5_);
                float l_125_ = (l_124_ * l_4_);
                float l_126_ = (l_125_ - l_5_);
                float l_127_ = (l_126_ * l_4_);
                float l_128_ = (l_125_ - l_127_);
                float l_129_ = (l_5_ - l_128_);
                float l_130_ = (l_122_ * l_128_);
                float l_131_ = (l_130_ - l_117_);
                float l_132_ = (l_122_ * l_129_);
                float l_133_ = (l_131_ + l_132_);
                float l_134_ = (l_123_ * l_128_);
                float l_135_ = (l_133_ + l_134_);
                float l_136_ = (l_123_ * l_129_);
                float l_137_ = (l_135_ + l_136_);
                float _e299 = l_mut_18_;
                float l_138_ = (_e299 * l_7_);
                float _e301 = l_mut_19_;
                float l_139_ = (_e301 * l_5_);
                float l_140_ = (l_138_ + l_139_);
                float l_141_ = (l_140_ + l_137_);
                l_mut_51_ = l_117_;
                l_mut_50_ = l_141_;
                float l_142_ = abs(l_141_);
                float l_143_ = abs(l_117_);
                bool l_144_ = (l_142_ >= l_143_);
                if (l_144_) {
                    l_mut_51_ = l_141_;
                    l_mut_50_ = l_117_;
                }
                float _e308 = l_mut_51_;
                float _e309 = l_mut_50_;
                float l_145_ = (_e308 + _e309);
                float l_146_ = (l_145_ * l_4_);
                l_mut_147_ = l_146_;
                float _e312 = l_mut_147_;
                float _e313 = l_mut_51_;
                float l_148_ = (_e312 - _e313);
                float l_149_ = (l_148_ * l_4_);
                float _e316 = l_mut_147_;
                float l_150_ = (_e316 - l_149_);
                float l_151_ = (l_150_ * l_4_);
                float _e319 = l_mut_51_;
                float l_152_ = (l_151_ - _e319);
                float l_153_ = (l_152_ * l_4_);
                float _e322 = l_mut_50_;
                float l_154_ = (_e322 - l_153_);
                float l_155_ = (l_154_ * l_4_);
                float l_156_ = (l_155_ - l_149_);
                float l_157_ = (l_156_ * l_4_);
                l_mut_158_ = l_157_;
                float _e327 = l_mut_158_;
                float l_159_ = (_e327 + l_149_);
                bool l_160_ = (l_159_ != l_155_);
                if (l_160_) {
                    float _e330 = l_mut_51_;
                    l_mut_147_ = _e330;
                    float _e331 = l_mut_50_;
                    l_mut_158_ = _e331;
                }
                float _e332 = l_mut_21_;
                float l_161_ = (_e332 * l_5_);
                float l_162_ = (l_161_ * l_4_);
                float _e335 = l_mut_21_;
                float l_163_ = (l_3_ * _e335);
                float l_164_ = (l_163_ * l_4_);
                float _e338 = l_mut_21_;
                float l_165_ = (l_164_ - _e338);
                float l_166_ = (l_165_ * l_4_);
                float l_167_ = (l_164_ - l_166_);
                float _e342 = l_mut_21_;
                float l_168_ = (_e342 - l_167_);
                float l_169_ = (l_3_ * l_5_);
                float l_170_ = (l_169_ * l_4_);
                float l_171_ = (l_170_ - l_5_);
                float l_172_ = (l_171_ * l_4_);
                float l_173_ = (l_170_ - l_172_);
                float l_174_ = (l_5_ - l_173_);
                float l_175_ = (l_167_ * l_173_);
                float l_176_ = (l_175_ - l_162_);
                float l_177_ = (l_167_ * l_174_);
                float l_178_ = (l_176_ + l_177_);
                float l_179_ = (l_168_ * l_173_);
                float l_180_ = (l_178_ + l_179_);
                float l_181_ = (l_168_ * l_174_);
                float l_182_ = (l_180_ + l_181_);
                float _e358 = l_mut_21_;
                float l_183_ = (_e358 * l_7_);
                float _e360 = l_mut_22_;
                float l_184_ = (_e360 * l_5_);
                float l_185_ = (l_183_ + l_184_);
                float l_186_ = (l_185_ + l_182_);
                l_mut_51_ = l_162_;
                l_mut_50_ = l_186_;
                float l_187_ = abs(l_186_);
                float l_188_ = abs(l_162_);
                bool l_189_ = (l_187_ >= l_188_);
                if (l_189_) {
                    l_mut_51_ = l_186_;
                    l_mut_50_ = l_162_;
                }
                float _e367 = l_mut_51_;
                float _e368 = l_mut_50_;
                float l_190_ = (_e367 + _e368);
                float l_191_ = (l_190_ * l_4_);
                l_mut_192_ = l_191_;
                float _e371 = l_mut_192_;
                float _e372 = l_mut_51_;
                float l_193_ = (_e371 - _e372);
                float l_194_ = (l_193_ * l_4_);
                float _e375 = l_mut_192_;
                float l_195_ = (_e375 - l_194_);
                float l_196_ = (l_195_ * l_4_);
                float _e378 = l_mut_51_;
                float l_197_ = (l_196_ - _e378);
                float l_198_ = (l_197_ * l_4_);
                float _e381 = l_mut_50_;
                float l_199_ = (_e381 - l_198_);
                float l_200_ = (l_199_ * l_4_);
                float l_201_ = (l_200_ - l_194_);
                float l_202_ = (l_201_ * l_4_);
                l_mut_203_ = l_202_;
                float _e386 = l_mut_203_;
                float l_204_ = (_e386 + l_194_);
                bool l_205_ = (l_204_ != l_200_);
                if (l_205_) {
                    float _e389 = l_mut_51_;
                    l_mut_192_ = _e389;
                    float _e390 = l_mut_50_;
                    l_mut_203_ = _e390;
                }
                float _e391 = l_mut_57_;
                l_mut_11_ = _e391;
                float _e392 = l_mut_68_;
                l_mut_12_ = _e392;
                float _e393 = l_mut_102_;
                l_mut_14_ = _e393;
                float _e394 = l_mut_113_;
                l_mut_16_ = _e394;
                float _e395 = l_mut_147_;
                l_mut_18_ = _e395;
                float _e396 = l_mut_158_;
                l_mut_19_ = _e396;
                float _e397 = l_mut_192_;
                l_mut_21_ = _e397;
                float _e398 = l_mut_203_;
                l_mut_22_ = _e398;
            }
        }
        float _e402 = l_mut_11_;
        float _e403 = l_mut_14_;
        float l_206_ = (_e402 + _e403);
        float _e405 = l_mut_18_;
        float _e406 = l_mut_21_;
        float l_207_ = (_e405 + _e406);
        float l_208_ = (l_206_ + l_207_);
        uint l_255_ = _group_0_binding_4_cs.static_meta[3];
        uint l_256_ = (l_255_ * 1u);
        bool l_257_ = (id < l_256_);
        if (l_257_) {
            _group_0_binding_3_cs[id] = l_208_;
        }
        uint l_209_ = (l_1_ + id);
        float _e419 = l_mut_12_;
        float _e420 = l_mut_16_;
        float l_210_ = (_e419 + _e420);
        float _e422 = l_mut_19_;
        float _e423 = l_mut_22_;
        float l_211_ = (_e422 + _e423);
        float l_212_ = (l_210_ + l_211_);
        uint l_258_ = _group_0_binding_4_cs.static_meta[3];
        uint l_259_ = (l_258_ * 1u);
        bool l_260_ = (l_209_ < l_259_);
        if (l_260_) {
            _group_0_binding_3_cs[l_209_] = l_212_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
