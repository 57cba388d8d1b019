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
    double a_23_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_167_ = 0.0;
    double l_mut_168_ = 0.0;
    double l_mut_169_ = 0.0;
    double l_mut_171_ = 0.0;
    uint l_mut_172_ = 0u;
    double l_mut_25_ = 0.0;
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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_368_ = _group_0_binding_4_cs.static_meta[2];
        uint l_369_ = (l_368_ * 1u);
        bool l_370_ = (0u < l_369_);
        uint l_371_ = (l_369_ - 1u);
        uint l_372_ = min(0u, l_371_);
        double l_373_ = _group_0_binding_2_cs[l_372_];
        double l_3_ = (l_370_ ? l_373_ : 0.0LF);
        uint l_375_ = _group_0_binding_4_cs.static_meta[2];
        uint l_376_ = (l_375_ * 1u);
        bool l_377_ = (1u < l_376_);
        uint l_378_ = (l_376_ - 1u);
        uint l_379_ = min(1u, l_378_);
        double l_380_ = _group_0_binding_2_cs[l_379_];
        double l_4_ = (l_377_ ? l_380_ : 0.0LF);
        uint l_382_ = _group_0_binding_4_cs.static_meta[0];
        uint l_383_ = (l_382_ * 1u);
        bool l_384_ = (id < l_383_);
        uint l_385_ = (l_383_ - 1u);
        uint l_386_ = min(id, l_385_);
        double l_387_ = _group_0_binding_0_cs[l_386_];
        double l_5_ = (l_384_ ? l_387_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_389_ = _group_0_binding_4_cs.static_meta[0];
        uint l_390_ = (l_389_ * 1u);
        bool l_391_ = (l_6_ < l_390_);
        uint l_392_ = (l_390_ - 1u);
        uint l_393_ = min(l_6_, l_392_);
        double l_394_ = _group_0_binding_0_cs[l_393_];
        double l_7_ = (l_391_ ? l_394_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_396_ = _group_0_binding_4_cs.static_meta[0];
        uint l_397_ = (l_396_ * 1u);
        bool l_398_ = (l_9_ < l_397_);
        uint l_399_ = (l_397_ - 1u);
        uint l_400_ = min(l_9_, l_399_);
        double l_401_ = _group_0_binding_0_cs[l_400_];
        double l_10_ = (l_398_ ? l_401_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_403_ = _group_0_binding_4_cs.static_meta[0];
        uint l_404_ = (l_403_ * 1u);
        bool l_405_ = (l_12_ < l_404_);
        uint l_406_ = (l_404_ - 1u);
        uint l_407_ = min(l_12_, l_406_);
        double l_408_ = _group_0_binding_0_cs[l_407_];
        double l_13_ = (l_405_ ? l_408_ : 0.0LF);
        uint l_410_ = _group_0_binding_4_cs.static_meta[1];
        uint l_411_ = (l_410_ * 1u);
        bool l_412_ = (id < l_411_);
        uint l_413_ = (l_411_ - 1u);
        uint l_414_ = min(id, l_413_);
        double l_415_ = _group_0_binding_1_cs[l_414_];
        double l_14_ = (l_412_ ? l_415_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_417_ = _group_0_binding_4_cs.static_meta[1];
        uint l_418_ = (l_417_ * 1u);
        bool l_419_ = (l_15_ < l_418_);
        uint l_420_ = (l_418_ - 1u);
        uint l_421_ = min(l_15_, l_420_);
        double l_422_ = _group_0_binding_1_cs[l_421_];
        double l_16_ = (l_419_ ? l_422_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_424_ = _group_0_binding_4_cs.static_meta[1];
        uint l_425_ = (l_424_ * 1u);
        bool l_426_ = (l_18_ < l_425_);
        uint l_427_ = (l_425_ - 1u);
        uint l_428_ = min(l_18_, l_427_);
        double l_429_ = _group_0_binding_1_cs[l_428_];
        double l_19_ = (l_426_ ? l_429_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_431_ = _group_0_binding_4_cs.static_meta[1];
        uint l_432_ = (l_431_ * 1u);
        bool l_433_ = (l_21_ < l_432_);
        uint l_434_ = (l_432_ - 1u);
        uint l_435_ = min(l_21_, l_434_);
        double l_436_ = _group_0_binding_1_cs[l_435_];
        double l_22_ = (l_433_ ? l_436_ : 0.0LF);
        a_23_[0] = l_5_;
        a_23_[1] = l_14_;
        a_23_[2] = l_7_;
        a_23_[3] = l_16_;
        a_23_[4] = l_10_;
        a_23_[5] = l_19_;
        a_23_[6] = l_13_;
        a_23_[7] = l_22_;
        double l_24_ = a_23_[7];
        l_mut_25_ = l_24_;
        double l_26_ = a_23_[6];
        double _e219 = l_mut_25_;
        double l_27_ = (l_26_ + _e219);
        double l_28_ = (l_27_ * l_4_);
        double l_29_ = (l_28_ - l_26_);
        double l_30_ = (l_29_ * l_4_);
        double l_31_ = (l_28_ - l_30_);
        double l_32_ = (l_31_ * l_4_);
        double l_33_ = (l_26_ - l_32_);
        double _e227 = l_mut_25_;
        double l_34_ = (_e227 - l_30_);
        double l_35_ = (l_33_ + l_34_);
        a_23_[7] = l_35_;
        l_mut_25_ = l_28_;
        double l_36_ = a_23_[5];
        double _e233 = l_mut_25_;
        double l_37_ = (l_36_ + _e233);
        double l_38_ = (l_37_ * l_4_);
        double l_39_ = (l_38_ - l_36_);
        double l_40_ = (l_39_ * l_4_);
        double l_41_ = (l_38_ - l_40_);
        double l_42_ = (l_41_ * l_4_);
        double l_43_ = (l_36_ - l_42_);
        double _e241 = l_mut_25_;
        double l_44_ = (_e241 - l_40_);
        double l_45_ = (l_43_ + l_44_);
        a_23_[6] = l_45_;
        l_mut_25_ = l_38_;
        double l_46_ = a_23_[4];
        double _e247 = l_mut_25_;
        double l_47_ = (l_46_ + _e247);
        double l_48_ = (l_47_ * l_4_);
        double l_49_ = (l_48_ - l_46_);
        double l_50_ = (l_49_ * l_4_);
        double l_51_ = (l_48_ - l_50_);
        double l_52_ = (l_51_ * l_4_);
        double l_53_ = (l_46_ - l_52_);
        double _e255 = l_mut_25_;
        double l_54_ = (_e255 - l_50_);
        double l_55_ = (l_53_ + l_54_);
        a_23_[5] = l_55_;
        l_mut_25_ = l_48_;
        double l_56_ = a_23_[3];
        double _e261 = l_mut_25_;
        double l_57_ = (l_56_ + _e261);
        double l_58_ = (l_57_ * l_4_);
        double l_59_ = (l_58_ - l_56_);
        double l_60_ = (l_59_ * l_4_);
        double l_61_ = (l_58_ - l_60_);
        double l_62_ = (l_61_ * l_4_);
        double l_63_ = (l_56_ - l_62_);
        double _e269 = l_mut_25_;
        double l_64_ = (_e269 - l_60_);
        double l_65_ = (l_63_ + l_64_);
        a_23_[4] = l_65_;
        l_mut_25_ = l_58_;
        double l_66_ = a_23_[2];
        double _e275 = l_mut_25_;
        double l_67_ = (l_66_ + _e275);
        double l_68_ = (l_67_ * l_4_);
        double l_69_ = (l_68_ - l_66_);
        double l_70_ = (l_69_ * l_4_);
        double l_71_ = (l_68_ - l_70_);
        double l_72_ = (l_71_ * l_4_);
        double l_73_ = (l_66_ - l_72_);
        double _e283 = l_mut_25_;
        double l_74_ = (_e283 - l_70_);
        double l_75_ = (l_73_ + l_74_);
        a_23_[3] = l_75_;
        l_mut_25_ = l_68_;
        double l_76_ = a_23_[1];
        double _e289 = l_mut_25_;
        double l_77_ = (l_76_ + _e289);
        double l_78_ = (l_77_ * l_4_);
        double l_79_ = (l_78_ - l_76_);
        double l_80_ = (l_79_ * l_4_);
        double l_81_ = (l_78_ - l_80_);
        double l_82_ = (l_81_ * l_4_);
        double l_83_ = (l_76_ - l_82_);
        double _e297 = l_mut_25_;
        double l_84_ = (_e297 - l_80_);
        double l_85_ = (l_83_ + l_84_);
        a_23_[2] = l_85_;
        l_mut_25_ = l_78_;
        double l_86_ = a_23_[0];
        double _e303 = l_mut_25_;
        double l_87_ = (l_86_ + _e303);
        double l_88_ = (l_87_ * l_4_);
        double l_89_ = (l_88_ - l_86_);
        double l_90_ = (l_89_ * l_4_);
        double l_91_ = (l_88_ - l_90_);
        double l_92_ = (l_91_ * l_4_);
        double l_93_ = (l_86_ - l_92_);
        double _e311 = l_mut_25_;
        double l_94_ = (_e311 - l_90_);
        double l_95_ = (l_93_ + l_94_);
        a_23_[1] = l_95_;
        l_mut_25_ = l_88_;
        double _e316 = l_mut_25_;
        a_23_[0] = _e316;
        double l_96_ = a_23_[7];
        l_mut_25_ = l_96_;
        double l_97_ = a_23_[6];
        double _e321 = l_mut_25_;
        double l_98_ = (l_97_ + _e321);
        double l_99_ = (l_98_ * l_4_);
        double l_100_ = (l_99_ - l_97_);
        double l_101_ = (l_100_ * l_4_);
        double l_102_ = (l_99_ - l_101_);
        double l_103_ = (l_102_ * l_4_);
        double l_104_ = (l_97_ - l_103_);
        double _e329 = l_mut_25_;
        double l_105_ = (_e329 - l_101_);
        double l_106_ = (l_104_ + l_105_);
        a_23_[7] = l_106_;
        l_mut_25_ = l_99_;
        double l_107_ = a_23_[5];
        double _e335 = l_mut_25_;
        double l_108_ = (l_107_ + _e335);
        double l_109_ = (l_108_ * l_4_);
        double l_110_ = (l_109_ - l_107_);
        double l_111_ = (l_110_ * l_4_);
        double l_112_ = (l_109_ - l_111_);
        double l_113_ = (l_112_ * l_4_);
        double l_114_ = (l_107_ - l_113_);
        double _e343 = l_mut_25_;
        double l_115_ = (_e343 - l_111_);
        double l_116_ = (l_114_ + l_115_);
        a_23_[6] = l_116_;
        l_mut_25_ = l_109_;
        double l_117_ = a_23_[4];
        double _e349 = l_mut_25_;
        double l_118_ = (l_117_ + _e349);
        double l_119_ = (l_118_ * l_4_);
        double l_120_ = (l_119_ - l_117_);
        double l_121_ = (l_120_ * l_4_);
        double l_122_ = (l_119_ - l_121_);
        double l_123_ = (l_122_ * l_4_);
        double l_124_ = (l_117_ - l_123_);
        double _e357 = l_mut_25_;
        double l_125_ = (_e357 - l_121_);
        double l_126_ = (l_124_ + l_125_);
        a_23_[5] = l_126_;
        l_mut_25_ = l_119_;
        double l_127_ = a_23_[3];
        double _e363 = l_mut_25_;
        double l_128_ = (l_127_ + _e363);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_129_ - l_127_);
        double l_131_ = (l_130_ * l_4_);
        double l_132_ = (l_129_ - l_131_);
        double l_133_ = (l_132_ * l_4_);
        double l_134_ = (l_127_ - l_133_);
        double _e371 = l_mut_25_;
        double l_135_ = (_e371 - l_131_);
        double l_136_ = (l_134_ + l_135_);
        a_23_[4] = l_136_;
        l_mut_25_ = l_129_;
        double l_137_ = a_23_[2];
        double _e377 = l_mut_25_;
        double l_138_ = (l_137_ + _e377);
        double l_139_ = (l_138_ * l_4_);
        double l_140_ = (l_139_ - l_137_);
        double l_141_ = (l_140_ * l_4_);
        double l_142_ = (l_139_ - l_141_);
        double l_143_ = (l_142_ * l_4_);
        double l_144_ = (l_137_ - l_143_);
        double _e385 = l_mut_25_;
        double l_145_ = (_e385 - l_141_);
        double l_146_ = (l_144_ + l_145_);
        a_23_[3] = l_146_;
        l_mut_25_ = l_139_;
        double l_147_ = a_23_[1];
        double _e391 = l_mut_25_;
        double l_148_ = (l_147_ + _e391);
        double l_149_ = (l_148_ * l_4_);
        double l_150_ = (l_149_ - l_147_);
        double l_151_ = (l_150_ * l_4_);
        double l_152_ = (l_149_ - l_151_);
        double l_153_ = (l_152_ * l_4_);
        double l_154_ = (l_147_ - l_153_);
        double _e399 = l_mut_25_;
        double l_155_ = (_e399 - l_151_);
        double l_156_ = (l_154_ + l_155_);
        a_23_[2] = l_156_;
        l_mut_25_ = l_149_;
        double l_157_ = a_23_[0];
        double _e405 = l_mut_25_;
        double l_158_ = (l_157_ + _e405);
        double l_159_ = (l_158_ * l_4_);
        double l_160_ = (l_159_ - l_157_);
        double l_161_ = (l_160_ * l_4_);
        double l_162_ = (l_159_ - l_161_);
        double l_163_ = (l_162_ * l_4_);
        double l_164_ = (l_157_ - l_163_);
        double _e413 = l_mut_25_;
        double l_165_ = (_e413 - l_161_);
        double l_166_ = (l_164_ + l_165_);
        a_23_[1] = l_166_;
        l_mut_25_ = l_159_;
        double _e418 = l_mut_25_;
        a_23_[0] = _e418;
        l_mut_25_ = 0.0LF;
        l_mut_167_ = 0.0LF;
        l_mut_168_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        double l_170_ = a_23_[0];
        l_mut_171_ = l_170_;
        l_mut_172_ = 0u;
        double l_173_ = a_23_[1];
        double _e428 = l_mut_171_;
        double l_174_ = (_e428 + l_173_);
        double l_175_ = (l_174_ * l_4_);
        double _e431 = l_mut_171_;
        double l_176_ = (l_175_ - _e431);
        double l_177_ = (l_176_ * l_4_);
        double l_178_ = (l_175_ - l_177_);
        double l_179_ = (l_178_ * l_4_);
        double _e436 = l_mut_171_;
        double l_180_ = (_e436 - l_179_);
        double l_181_ = (l_173_ - l_177_);
        double l_182_ = (l_180_ + l_181_);
        uint _e440 = l_mut_172_;
        bool l_183_ = (_e440 < 3u);
        bool l_184_ = (l_182_ != 0.0LF);
        if (l_183_) {
            local = l_184_;
        } else {
            local = false;
        }
        bool l_185_ = local;
        uint _e449 = l_mut_172_;
        bool l_186_ = (_e449 == 0u);
        if (l_185_) {
            local_1 = l_186_;
        } else {
            local_1 = false;
        }
        bool l_187_ = local_1;
        double _e456 = l_mut_25_;
        double l_188_ = (l_187_ ? l_175_ : _e456);
        l_mut_25_ = l_188_;
        uint _e458 = l_mut_172_;
        bool l_189_ = (_e458 == 1u);
        if (l_185_) {
            local_2 = l_189_;
        } else {
            local_2 = false;
        }
        bool l_190_ = local_2;
        double _e465 = l_mut_167_;
        double l_191_ = (l_190_ ? l_175_ : _e465);
        l_mut_167_ = l_191_;
        uint _e467 = l_mut_172_;
        bool l_192_ = (_e467 == 2u);
        if (l_185_) {
            local_3 = l_192_;
        } else {
            local_3 = false;
        }
        bool l_193_ = local_3;
        double _e474 = l_mut_168_;
        double l_194_ = (l_193_ ? l_175_ : _e474);
        l_mut_168_ = l_194_;
        double l_195_ = (l_185_ ? l_182_ : l_175_);
        double _e477 = l_mut_171_;
        double l_196_ = (_e477 + l_173_);
        double l_197_ = (l_183_ ? l_195_ : l_196_);
        l_mut_171_ = l_197_;
        uint l_198_ = uint(l_185_);
        uint _e481 = l_mut_172_;
        l_mut_172_ = (_e481 + l_198_);
        double l_199_ = a_23_[2];
        double _e485 = l_mut_171_;
        double l_200_ = (_e485 + l_199_);
        double l_201_ = (l_200_ * l_4_);
        double _e488 = l_mut_171_;
        double l_202_ = (l_201_ - _e488);
        double l_203_ = (l_202_ * l_4_);
        double l_204_ = (l_201_ - l_203_);
        double l_205_ = (l_204_ * l_4_);
        double _e493 = l_mut_171_;
        double l_206_ = (_e493 - l_205_);
        double l_207_ = (l_199_ - l_203_);
        double l_208_ = (l_206_ + l_207_);
        uint _e497 = l_mut_172_;
        bool l_209_ = (_e497 < 3u);
        bool l_210_ = (l_208_ != 0.0LF);
        if (l_209_) {
            local_4 = l_210_;
        } else {
            local_4 = false;
        }
        bool l_211_ = local_4;
        uint _e506 = l_mut_172_;
        bool l_212_ = (_e506 == 0u);
        if (l_211_) {
            local_5 = l_212_;
        } else {
            local_5 = false;
        }
        bool l_213_ = local_5;
        double _e513 = l_mut_25_;
        double l_214_ = (l_213_ ? l_201_ : _e513);
        l_mut_25_ = l_214_;
        uint _e515 = l_mut_172_;
        bool l_215_ = (_e515 == 1u);
        if (l_211_) {
            local_6 = l_215_;
        } else {
            local_6 = false;
        }
        bool l_216_ = local_6;
        double _e522 = l_mut_167_;
        double l_217_ = (l_216_ ? l_201_ : _e522);
        l_mut_167_ = l_217_;
        uint _e524 = l_mut_172_;
        bool l_218_ = (_e524 == 2u);
        if (l_211_) {
            local_7 = l_218_;
        } else {
            local_7 = false;
        }
        bool l_219_ = local_7;
        double _e531 = l_mut_168_;
        double l_220_ = (l_219_ ? l_201_ : _e531);
        l_mut_168_ = l_220_;
        double l_221_ = (l_211_ ? l_208_ : l_201_);
        double _e534 = l_mut_171_;
        double l_222_ = (_e534 + l_199_);
        double l_223_ = (l_209_ ? l_221_ : l_222_);
        l_mut_171_ = l_223_;
        uint l_224_ = uint(l_211_);
        uint _e538 = l_mut_172_;
        l_mut_172_ = (_e538 + l_224_);
        double l_225_ = a_23_[3];
        double _e542 = l_mut_171_;
        double l_226_ = (_e542 + l_225_);
        double l_227_ = (l_226_ * l_4_);
        double _e545 = l_mut_171_;
        double l_228_ = (l_227_ - _e545);
        double l_229_ = (l_228_ * l_4_);
        double l_230_ = (l_227_ - l_229_);
        double l_231_ = (l_230_ * l_4_);
        double _e550 = l_mut_171_;
        double l_232_ = (_e550 - l_231_);
        double l_233_ = (l_225_ - l_229_);
        double l_234_ = (l_232_ + l_233_);
        uint _e554 = l_mut_172_;
        bool l_235_ = (_e554 < 3u);
        bool l_236_ = (l_234_ != 0.0LF);
        if (l_235_) {
            local_8 = l_236_;
        } else {
            local_8 = false;
        }
        bool l_237_ = local_8;
        uint _e563 = l_mut_172_;
        bool l_238_ = (_e563 == 0u);
        if (l_237_) {
            local_9 = l_238_;
        } else {
            local_9 = false;
        }
        bool l_239_ = local_9;
        double _e570 = l_mut_25_;
        double l_240_ = (l_239_ ? l_227_ : _e570);
        l_mut_25_ = l_240_;
        uint _e572 = l_mut_172_;
        bool l_241_ = (_e572 == 1u);
        if (l_237_) {
            local_10 = l_241_;
        } else {
            local_10 = false;
        }
        bool l_242_ = local_10;
        double _e579 = l_mut_167_;
        double l_243_ = (l_242_ ? l_227_ : _e579);
        l_mut_167_ = l_243_;
        uint _e581 = l_mut_172_;
        bool l_244_ = (_e581 == 2u);
        if (l_237_) {
            local_11 = l_244_;
        } else {
            local_11 = false;
        }
        bool l_245_ = local_11;
        double _e588 = l_mut_168_;
        double l_246_ = (l_245_ ? l_227_ : _e588);
        l_mut_168_ = l_246_;
        double l_247_ = (l_237_ ? l_234_ : l_227_);
        double _e591 = l_mut_171_;
        double l_248_ = (_e591 + l_225_);
        double l_249_ = (l_235_ ? l_247_ : l_248_);
        l_mut_171_ = l_249_;
        uint l_250_ = uint(l_237_);
        uint _e595 = l_mut_172_;
        l_mut_172_ = (_e595 + l_250_);
        double l_251_ = a_23_[4];
        double _e599 = l_mut_171_;
        double l_252_ = (_e599 + l_251_);
        double l_253_ = (l_252_ * l_4_);
        double _e602 = l_mut_171_;
        double l_254_ = (l_253_ - _e602);
        double l_255_ = (l_254_ * l_4_);
        double l_256_ = (l_253_ - l_255_);
        double l_257_ = (l_256_ * l_4_);
        double _e607 = l_mut_171_;
        double l_258_ = (_e607 - l_257_);
        double l_259_ = (l_251_ - l_255_);
        double l_260_ = (l_258_ + l_259_);
        uint _e611 = l_mut_172_;
        bool l_261_ = (_e611 < 3u);
        bool l_262_ = (l_260_ != 0.0LF);
        if (l_261_) {
            local_12 = l_262_;
        } else {
            local_12 = false;
        }
        bool l_263_ = local_12;
        uint _e620 = l_mut_172_;
        bool l_264_ = (_e620 == 0u);
        if (l_263_) {
            local_13 = l_264_;
        } else {
            local_13 = false;
        }
        bool l_265_ = local_13;
        double _e627 = l_mut_25_;
        double l_266_ = (l_265_ ? l_253_ : _e627);
        l_mut_25_ = l_266_;
        uint _e629 = l_mut_172_;
        bool l_267_ = (_e629 == 1u);
        if (l_263_) {
            local_14 = l_267_;
        } else {
            local_14 = false;
        }
        bool l_268_ = local_14;
        double _e636 = l_mut_167_;
        double l_269_ = (l_268_ ? l_253_ : _e636);
        l_mut_167_ = l_269_;
        uint _e638 = l_mut_172_;
        bool l_270_ = (_e638 == 2u);
        if (l_263_) {
            local_15 = l_270_;
        } else {
            local_15 = false;
        }
        bool l_271_ = local_15;
        double _e645 = l_mut_168_;
        double l_272_ = (l_271_ ? l_253_ : _e645);
        l_mut_168_ = l_272_;
        double l_273_ = (l_263_ ? l_260_ : l_253_);
        double _e648 = l_mut_171_;
        double l_274_ = (_e648 + l_251_);
        double l_275_ = (l_261_ ? l_273_ : l_274_);
        l_mut_171_ = l_275_;
        uint l_276_ = uint(l_263_);
        uint _e652 = l_mut_172_;
        l_mut_172_ = (_e652 + l_276_);
        double l_277_ = a_23_[5];
        double _e656 = l_mut_171_;
        double l_278_ = (_e656 + l_277_);
        double l_279_ = (l_278_ * l_4_);
        double _e659 = l_mut_171_;
        double l_280_ = (l_279_ - _e659);
        double l_281_ = (l_280_ * l_4_);
        double l_282_ = (l_279_ - l_281_);
        double l_283_ = (l_282_ * l_4_);
        double _e664 = l_mut_171_;
        double l_284_ = (_e664 - l_283_);
        double l_285_ = (l_277_ - l_281_);
        double l_286_ = (l_284_ + l_285_);
        uint _e668 = l_mut_172_;
        bool l_287_ = (_e668 < 3u);
        bool l_288_ = (l_286_ != 0.0LF);
        if (l_287_) {
            local_16 = l_288_;
        } else {
            local_16 = false;
        }
        bool l_289_ = local_16;
        uint _e677 = l_mut_172_;
        bool l_290_ = (_e677 == 0u);
        if (l_289_) {
            local_17 = l_290_;
        } else {
            local_17 = false;
        }
        bool l_291_ = local_17;
        double _e684 = l_mut_25_;
        double l_292_ = (l_291_ ? l_279_ : _e684);
        l_mut_25_ = l_292_;
        uint _e686 = l_mut_172_;
        bool l_293_ = (_e686 == 1u);
        if (l_289_) {
            local_18 = l_293_;
        } else {
            local_18 = false;
        }
        bool l_294_ = local_18;
        double _e693 = l_mut_167_;
        double l_295_ = (l_294_ ? l_279_ : _e693);
        l_mut_167_ = l_295_;
        uint _e695 = l_mut_172_;
        bool l_296_ = (_e695 == 2u);
        if (l_289_) {
            local_19 = l_296_;
        } else {
            local_19 = false;
        }
        bool l_297_ = local_19;
        double _e702 = l_mut_168_;
        double l_298_ = (l_297_ ? l_279_ : _e702);
        l_mut_168_ = l_298_;
        double l_299_ = (l_289_ ? l_286_ : l_279_);
        double _e705 = l_mut_171_;
        double l_300_ = (_e705 + l_277_);
        double l_301_ = (l_287_ ? l_299_ : l_300_);
        l_mut_171_ = l_301_;
        uint l_302_ = uint(l_289_);
        uint _e709 = l_mut_172_;
        l_mut_172_ = (_e709 + l_302_);
        double l_303_ = a_23_[6];
        double _e713 = l_mut_171_;
        double l_304_ = (_e713 + l_303_);
        double l_305_ = (l_304_ * l_4_);
        double _e716 = l_mut_171_;
        double l_306_ = (l_305_ - _e716);
        double l_307_ = (l_306_ * l_4_);
        double l_308_ = (l_305_ - l_307_);
        double l_309_ = (l_308_ * l_4_);
        double _e721 = l_mut_171_;
        double l_310_ = (_e721 - l_309_);
        double l_311_ = (l_303_ - l_307_);
        double l_312_ = (l_310_ + l_311_);
        uint _e725 = l_mut_172_;
        bool l_313_ = (_e725 < 3u);
        bool l_314_ = (l_312_ != 0.0LF);
        if (l_313_) {
            local_20 = l_314_;
        } else {
            local_20 = false;
        }
        bool l_315_ = local_20;
        uint _e734 = l_mut_172_;
        bool l_316_ = (_e734 == 0u);
        if (l_315_) {
            local_21 = l_316_;
        } else {
            local_21 = false;
        }
        bool l_317_ = local_21;
        double _e741 = l_mut_25_;
        double l_318_ = (l_317_ ? l_305_ : _e741);
        l_mut_25_ = l_318_;
        uint _e743 = l_mut_172_;
        bool l_319_ = (_e743 == 1u);
        if (l_315_) {
            local_22 = l_319_;
        } else {
            local_22 = false;
        }
        bool l_320_ = local_22;
        double _e750 = l_mut_167_;
        double l_321_ = (l_320_ ? l_305_ : _e750);
        l_mut_167_ = l_321_;
        uint _e752 = l_mut_172_;
        bool l_322_ = (_e752 == 2u);
        if (l_315_) {
            local_23 = l_322_;
        } else {
            local_23 = false;
        }
        bool l_323_ = local_23;
        double _e759 = l_mut_168_;
        double l_324_ = (l_323_ ? l_305_ : _e759);
        l_mut_168_ = l_324_;
        double l_325_ = (l_315_ ? l_312_ : l_305_);
        double _e762 = l_mut_171_;
        double l_326_ = (_e762 + l_303_);
        double l_327_ = (l_313_ ? l_325_ : l_326_);
        l_mut_171_ = l_327_;
        uint l_328_ = uint(l_315_);
        uint _e766 = l_mut_172_;
        l_mut_172_ = (_e766 + l_328_);
        double l_329_ = a_23_[7];
        double _e770 = l_mut_171_;
        double l_330_ = (_e770 + l_329_);
        double l_331_ = (l_330_ * l_4_);
        double _e773 = l_mut_171_;
        double l_332_ = (l_331_ - _e773);
        double l_333_ = (l_332_ * l_4_);
        double l_334_ = (l_331_ - l_333_);
        double l_335_ = (l_334_ * l_4_);
        double _e778 = l_mut_171_;
        double l_336_ = (_e778 - l_335_);
        double l_337_ = (l_329_ - l_333_);
        double l_338_ = (l_336_ + l_337_);
        uint _e782 = l_mut_172_;
        bool l_339_ = (_e782 < 3u);
        bool l_340_ = (l_338_ != 0.0LF);
        if (l_339_) {
            local_24 = l_340_;
        } else {
            local_24 = false;
        }
        bool l_341_ = local_24;
        uint _e791 = l_mut_172_;
        bool l_342_ = (_e791 == 0u);
        if (l_341_) {
            local_25 = l_342_;
        } else {
            local_25 = false;
        }
        bool l_343_ = local_25;
        double _e798 = l_mut_25_;
        double l_344_ = (l_343_ ? l_331_ : _e798);
        l_mut_25_ = l_344_;
        uint _e800 = l_mut_172_;
        bool l_345_ = (_e800 == 1u);
        if (l_341_) {
            local_26 = l_345_;
        } else {
            local_26 = false;
        }
        bool l_346_ = local_26;
        double _e807 = l_mut_167_;
        double l_347_ = (l_346_ ? l_331_ : _e807);
        l_mut_167_ = l_347_;
        uint _e809 = l_mut_172_;
        bool l_348_ = (_e809 == 2u);
        if (l_341_) {
            local_27 = l_348_;
        } else {
            local_27 = false;
        }
        bool l_349_ = local_27;
        double _e816 = l_mut_168_;
        double l_350_ = (l_349_ ? l_331_ : _e816);
        l_mut_168_ = l_350_;
        double l_351_ = (l_341_ ? l_338_ : l_331_);
        double _e819 = l_mut_171_;
        double l_352_ = (_e819 + l_329_);
        double l_353_ = (l_339_ ? l_351_ : l_352_);
        l_mut_171_ = l_353_;
        uint l_354_ = uint(l_341_);
        uint _e823 = l_mut_172_;
        l_mut_172_ = (_e823 + l_354_);
        uint _e825 = l_mut_172_;
        bool l_355_ = (_e825 == 0u);
        double _e828 = l_mut_25_;
        double _e829 = l_mut_171_;
        double l_356_ = (l_355_ ? _e829 : _e828);
        l_mut_25_ = l_356_;
        uint _e831 = l_mut_172_;
        bool l_357_ = (_e831 == 1u);
        double _e834 = l_mut_167_;
        double _e835 = l_mut_171_;
        double l_358_ = (l_357_ ? _e835 : _e834);
        l_mut_167_ = l_358_;
        uint _e837 = l_mut_172_;
        bool l_359_ = (_e837 == 2u);
        double _e840 = l_mut_168_;
        double _e841 = l_mut_171_;
        double l_360_ = (l_359_ ? _e841 : _e840);
        l_mut_168_ = l_360_;
        uint _e843 = l_mut_172_;
        bool l_361_ = (_e843 == 3u);
        double _e846 = l_mut_169_;
        double _e847 = l_mut_171_;
        double l_362_ = (l_361_ ? _e847 : _e846);
        l_mut_169_ = l_362_;
        uint l_438_ = _group_0_binding_4_cs.static_meta[3];
        uint l_439_ = (l_438_ * 1u);
        bool l_440_ = (id < l_439_);
        if (l_440_) {
            double _e858 = l_mut_25_;
            _group_0_binding_3_cs[id] = _e858;
        }
        uint l_363_ = (l_1_ + id);
        uint l_441_ = _group_0_binding_4_cs.static_meta[3];
        uint l_442_ = (l_441_ * 1u);
        bool l_443_ = (l_363_ < l_442_);
        if (l_443_) {
            double _e869 = l_mut_167_;
            _group_0_binding_3_cs[l_363_] = _e869;
        }
        uint l_364_ = (2u * l_1_);
        uint l_365_ = (l_364_ + id);
        uint l_444_ = _group_0_binding_4_cs.static_meta[3];
        uint l_445_ = (l_444_ * 1u);
        bool l_446_ = (l_365_ < l_445_);
        if (l_446_) {
            double _e882 = l_mut_168_;
            _group_0_binding_3_cs[l_365_] = _e882;
        }
        uint l_366_ = (3u * l_1_);
        uint l_367_ = (l_366_ + id);
        uint l_447_ = _group_0_binding_4_cs.static_meta[3];
        uint l_448_ = (l_447_ * 1u);
        bool l_449_ = (l_367_ < l_448_);
        if (l_449_) {
            double _e895 = l_mut_169_;
            _group_0_binding_3_cs[l_367_] = _e895;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
