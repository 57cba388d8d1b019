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
    uint l_mut_170_ = 0u;
    double l_mut_17_ = 0.0;
    double l_mut_18_ = 0.0;
    double l_mut_35_ = 0.0;
    double l_mut_36_ = 0.0;
    uint l_mut_19_ = 0u;
    uint l_mut_37_ = 0u;
    uint l_mut_59_ = 0u;
    uint l_mut_125_ = 0u;
    uint l_mut_173_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_221_ = _group_0_binding_4_cs.static_meta[2];
        uint l_222_ = (l_221_ * 1u);
        bool l_223_ = (0u < l_222_);
        uint l_224_ = (l_222_ - 1u);
        uint l_225_ = min(0u, l_224_);
        double l_226_ = _group_0_binding_2_cs[l_225_];
        double l_3_ = (l_223_ ? l_226_ : 0.0LF);
        uint l_228_ = _group_0_binding_4_cs.static_meta[2];
        uint l_229_ = (l_228_ * 1u);
        bool l_230_ = (1u < l_229_);
        uint l_231_ = (l_229_ - 1u);
        uint l_232_ = min(1u, l_231_);
        double l_233_ = _group_0_binding_2_cs[l_232_];
        double l_4_ = (l_230_ ? l_233_ : 0.0LF);
        uint l_235_ = _group_0_binding_4_cs.static_meta[0];
        uint l_236_ = (l_235_ * 1u);
        bool l_237_ = (id < l_236_);
        uint l_238_ = (l_236_ - 1u);
        uint l_239_ = min(id, l_238_);
        double l_240_ = _group_0_binding_0_cs[l_239_];
        double l_5_ = (l_237_ ? l_240_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_242_ = _group_0_binding_4_cs.static_meta[0];
        uint l_243_ = (l_242_ * 1u);
        bool l_244_ = (l_6_ < l_243_);
        uint l_245_ = (l_243_ - 1u);
        uint l_246_ = min(l_6_, l_245_);
        double l_247_ = _group_0_binding_0_cs[l_246_];
        double l_7_ = (l_244_ ? l_247_ : 0.0LF);
        uint l_249_ = _group_0_binding_4_cs.static_meta[1];
        uint l_250_ = (l_249_ * 1u);
        bool l_251_ = (id < l_250_);
        uint l_252_ = (l_250_ - 1u);
        uint l_253_ = min(id, l_252_);
        double l_254_ = _group_0_binding_1_cs[l_253_];
        double l_8_ = (l_251_ ? l_254_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_256_ = _group_0_binding_4_cs.static_meta[1];
        uint l_257_ = (l_256_ * 1u);
        bool l_258_ = (l_9_ < l_257_);
        uint l_259_ = (l_257_ - 1u);
        uint l_260_ = min(l_9_, l_259_);
        double l_261_ = _group_0_binding_1_cs[l_260_];
        double l_10_ = (l_258_ ? l_261_ : 0.0LF);
        uint l_263_ = _group_0_binding_4_cs.static_meta[2];
        uint l_264_ = (l_263_ * 1u);
        bool l_265_ = (4u < l_264_);
        uint l_266_ = (l_264_ - 1u);
        uint l_267_ = min(4u, l_266_);
        double l_268_ = _group_0_binding_2_cs[l_267_];
        double l_12_ = (l_265_ ? l_268_ : 0.0LF);
        uint l_13_ = uint(l_12_);
        float l_14_ = float(l_5_);
        float l_15_ = log(l_14_);
        double l_16_ = double(l_15_);
        l_mut_17_ = l_16_;
        l_mut_18_ = 0.0LF;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e566 = l_mut_19_;
                l_mut_19_ = (_e566 + 1u);
            }
            loop_init = false;
            uint _e156 = l_mut_19_;
            if ((_e156 < l_13_)) {
            } else {
                break;
            }
            {
                double _e158 = l_mut_17_;
                double l_20_ = -(_e158);
                double _e160 = l_mut_18_;
                double l_21_ = -(_e160);
                uint l_276_ = _group_0_binding_4_cs.static_meta[2];
                uint l_277_ = (l_276_ * 1u);
                bool l_278_ = (2u < l_277_);
                uint l_279_ = (l_277_ - 1u);
                uint l_280_ = min(2u, l_279_);
                double l_281_ = _group_0_binding_2_cs[l_280_];
                double l_23_ = (l_278_ ? l_281_ : 0.0LF);
                uint l_24_ = uint(l_23_);
                uint l_283_ = _group_0_binding_4_cs.static_meta[2];
                uint l_284_ = (l_283_ * 1u);
                bool l_285_ = (3u < l_284_);
                uint l_286_ = (l_284_ - 1u);
                uint l_287_ = min(3u, l_286_);
                double l_288_ = _group_0_binding_2_cs[l_287_];
                double l_26_ = (l_285_ ? l_288_ : 0.0LF);
                uint l_27_ = uint(l_26_);
                uint l_290_ = _group_0_binding_4_cs.static_meta[2];
                uint l_291_ = (l_290_ * 1u);
                bool l_292_ = (5u < l_291_);
                uint l_293_ = (l_291_ - 1u);
                uint l_294_ = min(5u, l_293_);
                double l_295_ = _group_0_binding_2_cs[l_294_];
                double l_29_ = (l_292_ ? l_295_ : 0.0LF);
                double l_30_ = (l_20_ / l_29_);
                double l_31_ = (l_30_ + 0.5LF);
                double l_32_ = floor(l_31_);
                double l_34_ = (l_32_ * 1.0LF);
                l_mut_35_ = l_20_;
                l_mut_36_ = l_21_;
                l_mut_37_ = 0u;
                bool loop_init_1 = true;
                while(true) {
                    if (!loop_init_1) {
                        uint _e257 = l_mut_37_;
                        l_mut_37_ = (_e257 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e221 = l_mut_37_;
                    if ((_e221 < l_27_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e223 = l_mut_37_;
                        uint l_38_ = (5u + _e223);
                        uint l_311_ = _group_0_binding_4_cs.static_meta[2];
                        uint l_312_ = (l_311_ * 1u);
                        bool l_313_ = (l_38_ < l_312_);
                        uint l_314_ = (l_312_ - 1u);
                        uint l_315_ = min(l_38_, l_314_);
                        double l_316_ = _group_0_binding_2_cs[l_315_];
                        double l_39_ = (l_313_ ? l_316_ : 0.0LF);
                        double l_40_ = -(l_39_);
                        double l_41_ = (l_34_ * l_40_);
                        double _e242 = l_mut_35_;
                        double l_42_ = (_e242 + l_41_);
                        double _e244 = l_mut_35_;
                        double l_43_ = (l_42_ - _e244);
                        double l_44_ = (l_42_ - l_43_);
                        double _e247 = l_mut_35_;
                        double l_45_ = (_e247 - l_44_);
                        double l_46_ = (l_41_ - l_43_);
                        double l_47_ = (l_45_ + l_46_);
                        double _e251 = l_mut_36_;
                        double l_48_ = (l_47_ + _e251);
                        double l_49_ = (l_42_ + l_48_);
                        double l_50_ = (l_49_ - l_42_);
                        double l_51_ = (l_48_ - l_50_);
                        l_mut_35_ = l_49_;
                        l_mut_36_ = l_51_;
                    }
                }
                double _e259 = l_mut_35_;
                double l_52_ = (_e259 * 0.00390625LF);
                double _e262 = l_mut_36_;
                double l_53_ = (_e262 * 0.00390625LF);
                uint l_54_ = (l_24_ - 1u);
                uint l_55_ = (5u + l_27_);
                uint l_297_ = _group_0_binding_4_cs.static_meta[2];
                uint l_298_ = (l_297_ * 1u);
                bool l_299_ = (l_55_ < l_298_);
                uint l_300_ = (l_298_ - 1u);
                uint l_301_ = min(l_55_, l_300_);
                double l_302_ = _group_0_binding_2_cs[l_301_];
                double l_56_ = (l_299_ ? l_302_ : 0.0LF);
                l_mut_36_ = l_56_;
                uint l_57_ = (l_55_ + 1u);
                uint l_304_ = _group_0_binding_4_cs.static_meta[2];
                uint l_305_ = (l_304_ * 1u);
                bool l_306_ = (l_57_ < l_305_);
                uint l_307_ = (l_305_ - 1u);
                uint l_308_ = min(l_57_, l_307_);
                double l_309_ = _group_0_binding_2_cs[l_308_];
                double l_58_ = (l_306_ ? l_309_ : 0.0LF);
                l_mut_35_ = l_58_;
                l_mut_59_ = 1u;
                bool loop_init_2 = true;
                while(true) {
                    if (!loop_init_2) {
                        uint _e375 = l_mut_59_;
                        l_mut_59_ = (_e375 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e302 = l_mut_59_;
                    if ((_e302 < l_54_)) {
                    } else {
                        break;
                    }
                    {
                        double _e304 = l_mut_36_;
                        double l_60_ = (_e304 * l_52_);
                        double l_61_ = -(l_60_);
                        double _e307 = l_mut_36_;
                        double l_62_ = fma(_e307, l_52_, l_61_);
                        double _e309 = l_mut_36_;
                        double l_63_ = (_e309 * l_53_);
                        double _e311 = l_mut_35_;
                        double l_64_ = (_e311 * l_52_);
                        double l_65_ = (l_63_ + l_64_);
                        double l_66_ = (l_62_ + l_65_);
                        double l_67_ = (l_60_ + l_66_);
                        double l_68_ = (l_67_ - l_60_);
                        double l_69_ = (l_66_ - l_68_);
                        uint _e319 = l_mut_59_;
                        uint l_70_ = (2u * _e319);
                        uint l_71_ = (l_55_ + l_70_);
                        uint l_318_ = _group_0_binding_4_cs.static_meta[2];
                        uint l_319_ = (l_318_ * 1u);
                        bool l_320_ = (l_71_ < l_319_);
                        uint l_321_ = (l_319_ - 1u);
                        uint l_322_ = min(l_71_, l_321_);
                        double l_323_ = _group_0_binding_2_cs[l_322_];
                        double l_72_ = (l_320_ ? l_323_ : 0.0LF);
                        uint l_73_ = (l_71_ + 1u);
                        uint l_325_ = _group_0_binding_4_cs.static_meta[2];
                        uint l_326_ = (l_325_ * 1u);
                        bool l_327_ = (l_73_ < l_326_);
                        uint l_328_ = (l_326_ - 1u);
                        uint l_329_ = min(l_73_, l_328_);
                        double l_330_ = _group_0_binding_2_cs[l_329_];
                        double l_74_ = (l_327_ ? l_330_ : 0.0LF);
                        double l_75_ = (l_67_ + l_72_);
                        double l_76_ = (l_75_ - l_67_);
                        double l_77_ = (l_75_ - l_76_);
                        double l_78_ = (l_67_ - l_77_);
                        double l_79_ = (l_72_ - l_76_);
                        double l_80_ = (l_78_ + l_79_);
                        double l_81_ = (l_69_ + l_74_);
                        double l_82_ = (l_81_ - l_69_);
                        double l_83_ = (l_81_ - l_82_);
                        double l_84_ = (l_69_ - l_83_);
                        double l_85_ = (l_74_ - l_82_);
                        double l_86_ = (l_84_ + l_85_);
                        double l_87_ = (l_80_ + l_81_);
                        double l_88_ = (l_75_ + l_87_);
                        double l_89_ = (l_88_ - l_75_);
                        double l_90_ = (l_87_ - l_89_);
                        double l_91_ = (l_86_ + l_90_);
                        double l_92_ = (l_88_ + l_91_);
                        double l_93_ = (l_92_ - l_88_);
                        double l_94_ = (l_91_ - l_93_);
                        l_mut_36_ = l_92_;
                        l_mut_35_ = l_94_;
                    }
                }
                double _e377 = l_mut_36_;
                double l_95_ = (_e377 * l_52_);
                double l_96_ = -(l_95_);
                double _e380 = l_mut_36_;
                double l_97_ = fma(_e380, l_52_, l_96_);
                double _e382 = l_mut_36_;
                double l_98_ = (_e382 * l_53_);
                double _e384 = l_mut_35_;
                double l_99_ = (_e384 * l_52_);
                double l_100_ = (l_98_ + l_99_);
                double l_101_ = (l_97_ + l_100_);
                double l_102_ = (l_95_ + l_101_);
                double l_103_ = (l_102_ - l_95_);
                double l_104_ = (l_101_ - l_103_);
                double l_105_ = (l_102_ + 1.0LF);
                double l_106_ = (l_105_ - l_102_);
                double l_107_ = (l_105_ - l_106_);
                double l_108_ = (l_102_ - l_107_);
                double l_109_ = (1.0LF - l_106_);
                double l_110_ = (l_108_ + l_109_);
                double l_111_ = (l_110_ + l_104_);
                double l_112_ = (l_105_ + l_111_);
                double l_113_ = (l_112_ - l_105_);
                double l_114_ = (l_111_ - l_113_);
                double l_115_ = (l_112_ * l_52_);
                double l_116_ = -(l_115_);
                double l_117_ = fma(l_112_, l_52_, l_116_);
                double l_118_ = (l_112_ * l_53_);
                double l_119_ = (l_114_ * l_52_);
                double l_120_ = (l_118_ + l_119_);
                double l_121_ = (l_117_ + l_120_);
                double l_122_ = (l_115_ + l_121_);
                double l_123_ = (l_122_ - l_115_);
                double l_124_ = (l_121_ - l_123_);
                l_mut_36_ = l_122_;
                l_mut_35_ = l_124_;
                l_mut_125_ = 0u;
                bool loop_init_3 = true;
                while(true) {
                    if (!loop_init_3) {
                        uint _e463 = l_mut_125_;
                        l_mut_125_ = (_e463 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e415 = l_mut_125_;
                    if ((_e415 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e418 = l_mut_36_;
                        double l_126_ = (_e418 * 2.0LF);
                        double _e421 = l_mut_35_;
                        double l_127_ = (_e421 * 2.0LF);
                        double _e424 = l_mut_36_;
                        double _e425 = l_mut_36_;
                        double l_128_ = (_e424 * _e425);
                        double l_129_ = -(l_128_);
                        double _e428 = l_mut_36_;
                        double _e429 = l_mut_36_;
                        double l_130_ = fma(_e428, _e429, l_129_);
                        double _e431 = l_mut_36_;
                        double _e432 = l_mut_35_;
                        double l_131_ = (_e431 * _e432);
                        double _e434 = l_mut_35_;
                        double _e435 = l_mut_36_;
                        double l_132_ = (_e434 * _e435);
                        double l_133_ = (l_131_ + l_132_);
                        double l_134_ = (l_130_ + l_133_);
                        double l_135_ = (l_128_ + l_134_);
                        double l_136_ = (l_135_ - l_128_);
                        double l_137_ = (l_134_ - l_136_);
                        double l_138_ = (l_126_ + l_135_);
                        double l_139_ = (l_138_ - l_126_);
                        double l_140_ = (l_138_ - l_139_);
                        double l_141_ = (l_126_ - l_140_);
                        double l_142_ = (l_135_ - l_139_);
                        double l_143_ = (l_141_ + l_142_);
                        double l_144_ = (l_127_ + l_137_);
                        double l_145_ = (l_144_ - l_127_);
                        double l_146_ = (l_144_ - l_145_);
                        double l_147_ = (l_127_ - l_146_);
                        double l_148_ = (l_137_ - l_145_);
                        double l_149_ = (l_147_ + l_148_);
                        double l_150_ = (l_143_ + l_144_);
                        double l_151_ = (l_138_ + l_150_);
                        double l_152_ = (l_151_ - l_138_);
                        double l_153_ = (l_150_ - l_152_);
                        double l_154_ = (l_149_ + l_153_);
                        double l_155_ = (l_151_ + l_154_);
                        double l_156_ = (l_155_ - l_151_);
                        double l_157_ = (l_154_ - l_156_);
                        l_mut_36_ = l_155_;
                        l_mut_35_ = l_157_;
                    }
                }
                double _e465 = l_mut_36_;
                double l_158_ = (_e465 + 1.0LF);
                double _e468 = l_mut_36_;
                double l_159_ = (l_158_ - _e468);
                double l_160_ = (l_158_ - l_159_);
                double _e471 = l_mut_36_;
                double l_161_ = (_e471 - l_160_);
                double l_162_ = (1.0LF - l_159_);
                double l_163_ = (l_161_ + l_162_);
                double _e476 = l_mut_35_;
                double l_164_ = (l_163_ + _e476);
                double l_165_ = (l_158_ + l_164_);
                double l_166_ = (l_165_ - l_158_);
                double l_167_ = (l_164_ - l_166_);
                double l_168_ = abs(l_32_);
                uint l_169_ = uint(l_168_);
                l_mut_170_ = l_169_;
                bool l_171_ = (l_32_ < 0.0LF);
                double l_172_ = (l_171_ ? 0.5LF : 2.0LF);
                l_mut_36_ = l_172_;
                l_mut_35_ = 1.0LF;
                l_mut_173_ = 0u;
                bool loop_init_4 = true;
                while(true) {
                    if (!loop_init_4) {
                        uint _e511 = l_mut_173_;
                        l_mut_173_ = (_e511 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e491 = l_mut_173_;
                    if ((_e491 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e494 = l_mut_170_;
                        uint l_174_ = (_e494 & 1u);
                        bool l_175_ = (l_174_ == 1u);
                        double _e499 = l_mut_35_;
                        double _e500 = l_mut_36_;
                        double l_176_ = (_e499 * _e500);
                        double _e502 = l_mut_35_;
                        double l_177_ = (l_175_ ? l_176_ : _e502);
                        l_mut_35_ = l_177_;
                        double _e504 = l_mut_36_;
                        double _e505 = l_mut_36_;
                        l_mut_36_ = (_e504 * _e505);
                        uint _e507 = l_mut_170_;
                        l_mut_170_ = (_e507 >> 1u);
                    }
                }
                double _e513 = l_mut_35_;
                double l_178_ = (l_165_ * _e513);
                double _e515 = l_mut_35_;
                double l_179_ = (l_167_ * _e515);
                double l_180_ = (l_5_ * l_178_);
                double l_181_ = -(l_180_);
                double l_182_ = fma(l_5_, l_178_, l_181_);
                double l_183_ = (l_5_ * l_179_);
                double l_184_ = (l_7_ * l_178_);
                double l_185_ = (l_183_ + l_184_);
                double l_186_ = (l_182_ + l_185_);
                double l_187_ = (l_180_ + l_186_);
                double l_188_ = (l_187_ - l_180_);
                double l_189_ = (l_186_ - l_188_);
                double l_190_ = (l_187_ + -1.0LF);
                double l_191_ = (l_190_ - l_187_);
                double l_192_ = (l_190_ - l_191_);
                double l_193_ = (l_187_ - l_192_);
                double l_194_ = (-1.0LF - l_191_);
                double l_195_ = (l_193_ + l_194_);
                double l_196_ = (l_195_ + l_189_);
                double l_197_ = (l_190_ + l_196_);
                double l_198_ = (l_197_ - l_190_);
                double l_199_ = (l_196_ - l_198_);
                double _e539 = l_mut_17_;
                double l_200_ = (_e539 + l_197_);
                double _e541 = l_mut_17_;
                double l_201_ = (l_200_ - _e541);
                double l_202_ = (l_200_ - l_201_);
                double _e544 = l_mut_17_;
                double l_203_ = (_e544 - l_202_);
                double l_204_ = (l_197_ - l_201_);
                double l_205_ = (l_203_ + l_204_);
                double _e548 = l_mut_18_;
                double l_206_ = (_e548 + l_199_);
                double _e550 = l_mut_18_;
                double l_207_ = (l_206_ - _e550);
                double l_208_ = (l_206_ - l_207_);
                double _e553 = l_mut_18_;
                double l_209_ = (_e553 - l_208_);
                double l_210_ = (l_199_ - l_207_);
                double l_211_ = (l_209_ + l_210_);
                double l_212_ = (l_205_ + l_206_);
                double l_213_ = (l_200_ + l_212_);
                double l_214_ = (l_213_ - l_200_);
                double l_215_ = (l_212_ - l_214_);
                double l_216_ = (l_211_ + l_215_);
                double l_217_ = (l_213_ + l_216_);
                double l_218_ = (l_217_ - l_213_);
                double l_219_ = (l_216_ - l_218_);
                l_mut_17_ = l_217_;
                l_mut_18_ = l_219_;
            }
        }
        uint l_270_ = _group_0_binding_4_cs.static_meta[3];
        uint l_271_ = (l_270_ * 1u);
        bool l_272_ = (id < l_271_);
        if (l_272_) {
            double _e577 = l_mut_17_;
            _group_0_binding_3_cs[id] = _e577;
        }
        uint l_220_ = (l_1_ + id);
        uint l_273_ = _group_0_binding_4_cs.static_meta[3];
        uint l_274_ = (l_273_ * 1u);
        bool l_275_ = (l_220_ < l_274_);
        if (l_275_) {
            double _e588 = l_mut_18_;
            _group_0_binding_3_cs[l_220_] = _e588;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
