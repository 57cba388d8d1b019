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
    float l_mut_136_ = 0.0;
    float l_mut_137_ = 0.0;
    float l_mut_138_ = 0.0;
    float l_mut_139_ = 0.0;
    float l_mut_140_ = 0.0;
    uint l_mut_141_ = 0u;
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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_239_ = _group_0_binding_4_cs.static_meta[2];
        uint l_240_ = (l_239_ * 1u);
        bool l_241_ = (0u < l_240_);
        uint l_242_ = (l_240_ - 1u);
        uint l_243_ = min(0u, l_242_);
        float l_244_ = _group_0_binding_2_cs[l_243_];
        float l_3_ = (l_241_ ? l_244_ : 0.0);
        uint l_246_ = _group_0_binding_4_cs.static_meta[2];
        uint l_247_ = (l_246_ * 1u);
        bool l_248_ = (1u < l_247_);
        uint l_249_ = (l_247_ - 1u);
        uint l_250_ = min(1u, l_249_);
        float l_251_ = _group_0_binding_2_cs[l_250_];
        float l_4_ = (l_248_ ? l_251_ : 0.0);
        uint l_253_ = _group_0_binding_4_cs.static_meta[0];
        uint l_254_ = (l_253_ * 1u);
        bool l_255_ = (id < l_254_);
        uint l_256_ = (l_254_ - 1u);
        uint l_257_ = min(id, l_256_);
        float l_258_ = _group_0_binding_0_cs[l_257_];
        float l_5_ = (l_255_ ? l_258_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_260_ = _group_0_binding_4_cs.static_meta[0];
        uint l_261_ = (l_260_ * 1u);
        bool l_262_ = (l_6_ < l_261_);
        uint l_263_ = (l_261_ - 1u);
        uint l_264_ = min(l_6_, l_263_);
        float l_265_ = _group_0_binding_0_cs[l_264_];
        float l_7_ = (l_262_ ? l_265_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_267_ = _group_0_binding_4_cs.static_meta[0];
        uint l_268_ = (l_267_ * 1u);
        bool l_269_ = (l_9_ < l_268_);
        uint l_270_ = (l_268_ - 1u);
        uint l_271_ = min(l_9_, l_270_);
        float l_272_ = _group_0_binding_0_cs[l_271_];
        float l_10_ = (l_269_ ? l_272_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_274_ = _group_0_binding_4_cs.static_meta[0];
        uint l_275_ = (l_274_ * 1u);
        bool l_276_ = (l_12_ < l_275_);
        uint l_277_ = (l_275_ - 1u);
        uint l_278_ = min(l_12_, l_277_);
        float l_279_ = _group_0_binding_0_cs[l_278_];
        float l_13_ = (l_276_ ? l_279_ : 0.0);
        uint l_281_ = _group_0_binding_4_cs.static_meta[1];
        uint l_282_ = (l_281_ * 1u);
        bool l_283_ = (id < l_282_);
        uint l_284_ = (l_282_ - 1u);
        uint l_285_ = min(id, l_284_);
        float l_286_ = _group_0_binding_1_cs[l_285_];
        float l_14_ = (l_283_ ? l_286_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_288_ = _group_0_binding_4_cs.static_meta[1];
        uint l_289_ = (l_288_ * 1u);
        bool l_290_ = (l_15_ < l_289_);
        uint l_291_ = (l_289_ - 1u);
        uint l_292_ = min(l_15_, l_291_);
        float l_293_ = _group_0_binding_1_cs[l_292_];
        float l_16_ = (l_290_ ? l_293_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_295_ = _group_0_binding_4_cs.static_meta[1];
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (l_18_ < l_296_);
        uint l_298_ = (l_296_ - 1u);
        uint l_299_ = min(l_18_, l_298_);
        float l_300_ = _group_0_binding_1_cs[l_299_];
        float l_19_ = (l_297_ ? l_300_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_302_ = _group_0_binding_4_cs.static_meta[1];
        uint l_303_ = (l_302_ * 1u);
        bool l_304_ = (l_21_ < l_303_);
        uint l_305_ = (l_303_ - 1u);
        uint l_306_ = min(l_21_, l_305_);
        float l_307_ = _group_0_binding_1_cs[l_306_];
        float l_22_ = (l_304_ ? l_307_ : 0.0);
        float l_23_ = (l_5_ + l_14_);
        float l_24_ = (l_23_ * l_4_);
        float l_25_ = (l_24_ - l_5_);
        float l_26_ = (l_25_ * l_4_);
        float l_27_ = (l_24_ - l_26_);
        float l_28_ = (l_27_ * l_4_);
        float l_29_ = (l_5_ - l_28_);
        float l_30_ = (l_14_ - l_26_);
        float l_31_ = (l_29_ + l_30_);
        float l_32_ = (l_7_ + l_16_);
        float l_33_ = (l_32_ * l_4_);
        float l_34_ = (l_33_ - l_7_);
        float l_35_ = (l_34_ * l_4_);
        float l_36_ = (l_33_ - l_35_);
        float l_37_ = (l_36_ * l_4_);
        float l_38_ = (l_7_ - l_37_);
        float l_39_ = (l_16_ - l_35_);
        float l_40_ = (l_38_ + l_39_);
        float l_41_ = (l_10_ + l_19_);
        float l_42_ = (l_41_ * l_4_);
        float l_43_ = (l_42_ - l_10_);
        float l_44_ = (l_43_ * l_4_);
        float l_45_ = (l_42_ - l_44_);
        float l_46_ = (l_45_ * l_4_);
        float l_47_ = (l_10_ - l_46_);
        float l_48_ = (l_19_ - l_44_);
        float l_49_ = (l_47_ + l_48_);
        float l_50_ = (l_13_ + l_22_);
        float l_51_ = (l_50_ * l_4_);
        float l_52_ = (l_51_ - l_13_);
        float l_53_ = (l_52_ * l_4_);
        float l_54_ = (l_51_ - l_53_);
        float l_55_ = (l_54_ * l_4_);
        float l_56_ = (l_13_ - l_55_);
        float l_57_ = (l_22_ - l_53_);
        float l_58_ = (l_56_ + l_57_);
        float l_59_ = (l_33_ + l_31_);
        float l_60_ = (l_59_ * l_4_);
        float l_61_ = (l_60_ - l_33_);
        float l_62_ = (l_61_ * l_4_);
        float l_63_ = (l_60_ - l_62_);
        float l_64_ = (l_63_ * l_4_);
        float l_65_ = (l_33_ - l_64_);
        float l_66_ = (l_31_ - l_62_);
        float l_67_ = (l_65_ + l_66_);
        float l_68_ = (l_42_ + l_67_);
        float l_69_ = (l_68_ * l_4_);
        float l_70_ = (l_69_ - l_42_);
        float l_71_ = (l_70_ * l_4_);
        float l_72_ = (l_69_ - l_71_);
        float l_73_ = (l_72_ * l_4_);
        float l_74_ = (l_42_ - l_73_);
        float l_75_ = (l_67_ - l_71_);
        float l_76_ = (l_74_ + l_75_);
        float l_77_ = (l_40_ + l_69_);
        float l_78_ = (l_77_ * l_4_);
        float l_79_ = (l_78_ - l_40_);
        float l_80_ = (l_79_ * l_4_);
        float l_81_ = (l_78_ - l_80_);
        float l_82_ = (l_81_ * l_4_);
        float l_83_ = (l_40_ - l_82_);
        float l_84_ = (l_69_ - l_80_);
        float l_85_ = (l_83_ + l_84_);
        float l_86_ = (l_76_ + l_85_);
        float l_87_ = (l_86_ * l_4_);
        float l_88_ = (l_87_ - l_76_);
        float l_89_ = (l_88_ * l_4_);
        float l_90_ = (l_87_ - l_89_);
        float l_91_ = (l_90_ * l_4_);
        float l_92_ = (l_76_ - l_91_);
        float l_93_ = (l_85_ - l_89_);
        float l_94_ = (l_92_ + l_93_);
        float l_95_ = (l_51_ + l_87_);
        float l_96_ = (l_95_ * l_4_);
        float l_97_ = (l_96_ - l_51_);
        float l_98_ = (l_97_ * l_4_);
        float l_99_ = (l_96_ - l_98_);
        float l_100_ = (l_99_ * l_4_);
        float l_101_ = (l_51_ - l_100_);
        float l_102_ = (l_87_ - l_98_);
        float l_103_ = (l_101_ + l_102_);
        float l_104_ = (l_49_ + l_96_);
        float l_105_ = (l_104_ * l_4_);
        float l_106_ = (l_105_ - l_49_);
        float l_107_ = (l_106_ * l_4_);
        float l_108_ = (l_105_ - l_107_);
        float l_109_ = (l_108_ * l_4_);
        float l_110_ = (l_49_ - l_109_);
        float l_111_ = (l_96_ - l_107_);
        float l_112_ = (l_110_ + l_111_);
        float l_113_ = (l_103_ + l_112_);
        float l_114_ = (l_113_ + l_94_);
        float l_115_ = (l_114_ + l_58_);
        float l_116_ = (l_105_ + l_115_);
        float l_117_ = (l_116_ * l_4_);
        float l_118_ = (l_117_ - l_105_);
        float l_119_ = (l_118_ * l_4_);
        float l_120_ = (l_115_ - l_119_);
        float l_121_ = (l_78_ + l_117_);
        float l_122_ = (l_121_ * l_4_);
        float l_123_ = (l_122_ - l_78_);
        float l_124_ = (l_123_ * l_4_);
        float l_125_ = (l_117_ - l_124_);
        float l_126_ = (l_60_ + l_122_);
        float l_127_ = (l_126_ * l_4_);
        float l_128_ = (l_127_ - l_60_);
        float l_129_ = (l_128_ * l_4_);
        float l_130_ = (l_122_ - l_129_);
        float l_131_ = (l_24_ + l_127_);
        float l_132_ = (l_131_ * l_4_);
        float l_133_ = (l_132_ - l_24_);
        float l_134_ = (l_133_ * l_4_);
        float l_135_ = (l_127_ - l_134_);
        l_mut_136_ = 0.0;
        l_mut_137_ = 0.0;
        l_mut_138_ = 0.0;
        l_mut_139_ = 0.0;
        l_mut_140_ = l_132_;
        l_mut_141_ = 0u;
        float _e324 = l_mut_140_;
        float l_142_ = (_e324 + l_135_);
        float l_143_ = (l_142_ * l_4_);
        float _e327 = l_mut_140_;
        float l_144_ = (l_143_ - _e327);
        float l_145_ = (l_144_ * l_4_);
        float l_146_ = (l_135_ - l_145_);
        uint _e331 = l_mut_141_;
        bool l_147_ = (_e331 < 3u);
        bool l_148_ = (l_146_ != 0.0);
        if (l_147_) {
            local = l_148_;
        } else {
            local = false;
        }
        bool l_149_ = local;
        uint _e340 = l_mut_141_;
        bool l_150_ = (_e340 == 0u);
        if (l_149_) {
            local_1 = l_150_;
        } else {
            local_1 = false;
        }
        bool l_151_ = local_1;
        float _e347 = l_mut_136_;
        float l_152_ = (l_151_ ? l_143_ : _e347);
        l_mut_136_ = l_152_;
        uint _e349 = l_mut_141_;
        bool l_153_ = (_e349 == 1u);
        if (l_149_) {
            local_2 = l_153_;
        } else {
            local_2 = false;
        }
        bool l_154_ = local_2;
        float _e356 = l_mut_137_;
        float l_155_ = (l_154_ ? l_143_ : _e356);
        l_mut_137_ = l_155_;
        uint _e358 = l_mut_141_;
        bool l_156_ = (_e358 == 2u);
        if (l_149_) {
            local_3 = l_156_;
        } else {
            local_3 = false;
        }
        bool l_157_ = local_3;
        float _e365 = l_mut_138_;
        float l_158_ = (l_157_ ? l_143_ : _e365);
        l_mut_138_ = l_158_;
        float l_159_ = (l_149_ ? l_146_ : l_143_);
        float _e368 = l_mut_140_;
        float l_160_ = (_e368 + l_135_);
        float l_161_ = (l_147_ ? l_159_ : l_160_);
        l_mut_140_ = l_161_;
        uint l_162_ = uint(l_149_);
        uint _e372 = l_mut_141_;
        l_mut_141_ = (_e372 + l_162_);
        float _e374 = l_mut_140_;
        float l_163_ = (_e374 + l_130_);
        float l_164_ = (l_163_ * l_4_);
        float _e377 = l_mut_140_;
        float l_165_ = (l_164_ - _e377);
        float l_166_ = (l_165_ * l_4_);
        float l_167_ = (l_130_ - l_166_);
        uint _e381 = l_mut_141_;
        bool l_168_ = (_e381 < 3u);
        bool l_169_ = (l_167_ != 0.0);
        if (l_168_) {
            local_4 = l_169_;
        } else {
            local_4 = false;
        }
        bool l_170_ = local_4;
        uint _e390 = l_mut_141_;
        bool l_171_ = (_e390 == 0u);
        if (l_170_) {
            local_5 = l_171_;
        } else {
            local_5 = false;
        }
        bool l_172_ = local_5;
        float _e397 = l_mut_136_;
        float l_173_ = (l_172_ ? l_164_ : _e397);
        l_mut_136_ = l_173_;
        uint _e399 = l_mut_141_;
        bool l_174_ = (_e399 == 1u);
        if (l_170_) {
            local_6 = l_174_;
        } else {
            local_6 = false;
        }
        bool l_175_ = local_6;
        float _e406 = l_mut_137_;
        float l_176_ = (l_175_ ? l_164_ : _e406);
        l_mut_137_ = l_176_;
        uint _e408 = l_mut_141_;
        bool l_177_ = (_e408 == 2u);
        if (l_170_) {
            local_7 = l_177_;
        } else {
            local_7 = false;
        }
        bool l_178_ = local_7;
        float _e415 = l_mut_138_;
        float l_179_ = (l_178_ ? l_164_ : _e415);
        l_mut_138_ = l_179_;
        float l_180_ = (l_170_ ? l_167_ : l_164_);
        float _e418 = l_mut_140_;
        float l_181_ = (_e418 + l_130_);
        float l_182_ = (l_168_ ? l_180_ : l_181_);
        l_mut_140_ = l_182_;
        uint l_183_ = uint(l_170_);
        uint _e422 = l_mut_141_;
        l_mut_141_ = (_e422 + l_183_);
        float _e424 = l_mut_140_;
        float l_184_ = (_e424 + l_125_);
        float l_185_ = (l_184_ * l_4_);
        float _e427 = l_mut_140_;
        float l_186_ = (l_185_ - _e427);
        float l_187_ = (l_186_ * l_4_);
        float l_188_ = (l_125_ - l_187_);
        uint _e431 = l_mut_141_;
        bool l_189_ = (_e431 < 3u);
        bool l_190_ = (l_188_ != 0.0);
        if (l_189_) {
            local_8 = l_190_;
        } else {
            local_8 = false;
        }
        bool l_191_ = local_8;
        uint _e440 = l_mut_141_;
        bool l_192_ = (_e440 == 0u);
        if (l_191_) {
            local_9 = l_192_;
        } else {
            local_9 = false;
        }
        bool l_193_ = local_9;
        float _e447 = l_mut_136_;
        float l_194_ = (l_193_ ? l_185_ : _e447);
        l_mut_136_ = l_194_;
        uint _e449 = l_mut_141_;
        bool l_195_ = (_e449 == 1u);
        if (l_191_) {
            local_10 = l_195_;
        } else {
            local_10 = false;
        }
        bool l_196_ = local_10;
        float _e456 = l_mut_137_;
        float l_197_ = (l_196_ ? l_185_ : _e456);
        l_mut_137_ = l_197_;
        uint _e458 = l_mut_141_;
        bool l_198_ = (_e458 == 2u);
        if (l_191_) {
            local_11 = l_198_;
        } else {
            local_11 = false;
        }
        bool l_199_ = local_11;
        float _e465 = l_mut_138_;
        float l_200_ = (l_199_ ? l_185_ : _e465);
        l_mut_138_ = l_200_;
        float l_201_ = (l_191_ ? l_188_ : l_185_);
        float _e468 = l_mut_140_;
        float l_202_ = (_e468 + l_125_);
        float l_203_ = (l_189_ ? l_201_ : l_202_);
        l_mut_140_ = l_203_;
        uint l_204_ = uint(l_191_);
        uint _e472 = l_mut_141_;
        l_mut_141_ = (_e472 + l_204_);
        float _e474 = l_mut_140_;
        float l_205_ = (_e474 + l_120_);
        float l_206_ = (l_205_ * l_4_);
        float _e477 = l_mut_140_;
        float l_207_ = (l_206_ - _e477);
        float l_208_ = (l_207_ * l_4_);
        float l_209_ = (l_120_ - l_208_);
        uint _e481 = l_mut_141_;
        bool l_210_ = (_e481 < 3u);
        bool l_211_ = (l_209_ != 0.0);
        if (l_210_) {
            local_12 = l_211_;
        } else {
            local_12 = false;
        }
        bool l_212_ = local_12;
        uint _e490 = l_mut_141_;
        bool l_213_ = (_e490 == 0u);
        if (l_212_) {
            local_13 = l_213_;
        } else {
            local_13 = false;
        }
        bool l_214_ = local_13;
        float _e497 = l_mut_136_;
        float l_215_ = (l_214_ ? l_206_ : _e497);
        l_mut_136_ = l_215_;
        uint _e499 = l_mut_141_;
        bool l_216_ = (_e499 == 1u);
        if (l_212_) {
            local_14 = l_216_;
        } else {
            local_14 = false;
        }
        bool l_217_ = local_14;
        float _e506 = l_mut_137_;
        float l_218_ = (l_217_ ? l_206_ : _e506);
        l_mut_137_ = l_218_;
        uint _e508 = l_mut_141_;
        bool l_219_ = (_e508 == 2u);
        if (l_212_) {
            local_15 = l_219_;
        } else {
            local_15 = false;
        }
        bool l_220_ = local_15;
        float _e515 = l_mut_138_;
        float l_221_ = (l_220_ ? l_206_ : _e515);
        l_mut_138_ = l_221_;
        float l_222_ = (l_212_ ? l_209_ : l_206_);
        float _e518 = l_mut_140_;
        float l_223_ = (_e518 + l_120_);
        float l_224_ = (l_210_ ? l_222_ : l_223_);
        l_mut_140_ = l_224_;
        uint l_225_ = uint(l_212_);
        uint _e522 = l_mut_141_;
        l_mut_141_ = (_e522 + l_225_);
        uint _e524 = l_mut_141_;
        bool l_226_ = (_e524 == 0u);
        float _e527 = l_mut_136_;
        float _e528 = l_mut_140_;
        float l_227_ = (l_226_ ? _e528 : _e527);
        l_mut_136_ = l_227_;
        uint _e530 = l_mut_141_;
        bool l_228_ = (_e530 == 1u);
        float _e533 = l_mut_137_;
        float _e534 = l_mut_140_;
        float l_229_ = (l_228_ ? _e534 : _e533);
        l_mut_137_ = l_229_;
        uint _e536 = l_mut_141_;
        bool l_230_ = (_e536 == 2u);
        float _e539 = l_mut_138_;
        float _e540 = l_mut_140_;
        float l_231_ = (l_230_ ? _e540 : _e539);
        l_mut_138_ = l_231_;
        uint _e542 = l_mut_141_;
        bool l_232_ = (_e542 == 3u);
        float _e545 = l_mut_139_;
        float _e546 = l_mut_140_;
        float l_233_ = (l_232_ ? _e546 : _e545);
        l_mut_139_ = l_233_;
        uint l_309_ = _group_0_binding_4_cs.static_meta[3];
        uint l_310_ = (l_309_ * 1u);
        bool l_311_ = (id < l_310_);
        if (l_311_) {
            float _e557 = l_mut_136_;
            _group_0_binding_3_cs[id] = _e557;
        }
        uint l_234_ = (l_1_ + id);
        uint l_312_ = _group_0_binding_4_cs.static_meta[3];
        uint l_313_ = (l_312_ * 1u);
        bool l_314_ = (l_234_ < l_313_);
        if (l_314_) {
            float _e568 = l_mut_137_;
            _group_0_binding_3_cs[l_234_] = _e568;
        }
        uint l_235_ = (2u * l_1_);
        uint l_236_ = (l_235_ + id);
        uint l_315_ = _group_0_binding_4_cs.static_meta[3];
        uint l_316_ = (l_315_ * 1u);
        bool l_317_ = (l_236_ < l_316_);
        if (l_317_) {
            float _e581 = l_mut_138_;
            _group_0_binding_3_cs[l_236_] = _e581;
        }
        uint l_237_ = (3u * l_1_);
        uint l_238_ = (l_237_ + id);
        uint l_318_ = _group_0_binding_4_cs.static_meta[3];
        uint l_319_ = (l_318_ * 1u);
        bool l_320_ = (l_238_ < l_319_);
        if (l_320_) {
            float _e594 = l_mut_139_;
            _group_0_binding_3_cs[l_238_] = _e594;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
