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
    float a_23_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float l_mut_167_ = 0.0;
    float l_mut_168_ = 0.0;
    float l_mut_169_ = 0.0;
    float l_mut_171_ = 0.0;
    uint l_mut_172_ = 0u;
    float l_mut_25_ = 0.0;
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
        float l_373_ = _group_0_binding_2_cs[l_372_];
        float l_3_ = (l_370_ ? l_373_ : 0.0);
        uint l_375_ = _group_0_binding_4_cs.static_meta[2];
        uint l_376_ = (l_375_ * 1u);
        bool l_377_ = (1u < l_376_);
        uint l_378_ = (l_376_ - 1u);
        uint l_379_ = min(1u, l_378_);
        float l_380_ = _group_0_binding_2_cs[l_379_];
        float l_4_ = (l_377_ ? l_380_ : 0.0);
        uint l_382_ = _group_0_binding_4_cs.static_meta[0];
        uint l_383_ = (l_382_ * 1u);
        bool l_384_ = (id < l_383_);
        uint l_385_ = (l_383_ - 1u);
        uint l_386_ = min(id, l_385_);
        float l_387_ = _group_0_binding_0_cs[l_386_];
        float l_5_ = (l_384_ ? l_387_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_389_ = _group_0_binding_4_cs.static_meta[0];
        uint l_390_ = (l_389_ * 1u);
        bool l_391_ = (l_6_ < l_390_);
        uint l_392_ = (l_390_ - 1u);
        uint l_393_ = min(l_6_, l_392_);
        float l_394_ = _group_0_binding_0_cs[l_393_];
        float l_7_ = (l_391_ ? l_394_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_396_ = _group_0_binding_4_cs.static_meta[0];
        uint l_397_ = (l_396_ * 1u);
        bool l_398_ = (l_9_ < l_397_);
        uint l_399_ = (l_397_ - 1u);
        uint l_400_ = min(l_9_, l_399_);
        float l_401_ = _group_0_binding_0_cs[l_400_];
        float l_10_ = (l_398_ ? l_401_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_403_ = _group_0_binding_4_cs.static_meta[0];
        uint l_404_ = (l_403_ * 1u);
        bool l_405_ = (l_12_ < l_404_);
        uint l_406_ = (l_404_ - 1u);
        uint l_407_ = min(l_12_, l_406_);
        float l_408_ = _group_0_binding_0_cs[l_407_];
        float l_13_ = (l_405_ ? l_408_ : 0.0);
        uint l_410_ = _group_0_binding_4_cs.static_meta[1];
        uint l_411_ = (l_410_ * 1u);
        bool l_412_ = (id < l_411_);
        uint l_413_ = (l_411_ - 1u);
        uint l_414_ = min(id, l_413_);
        float l_415_ = _group_0_binding_1_cs[l_414_];
        float l_14_ = (l_412_ ? l_415_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_417_ = _group_0_binding_4_cs.static_meta[1];
        uint l_418_ = (l_417_ * 1u);
        bool l_419_ = (l_15_ < l_418_);
        uint l_420_ = (l_418_ - 1u);
        uint l_421_ = min(l_15_, l_420_);
        float l_422_ = _group_0_binding_1_cs[l_421_];
        float l_16_ = (l_419_ ? l_422_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_424_ = _group_0_binding_4_cs.static_meta[1];
        uint l_425_ = (l_424_ * 1u);
        bool l_426_ = (l_18_ < l_425_);
        uint l_427_ = (l_425_ - 1u);
        uint l_428_ = min(l_18_, l_427_);
        float l_429_ = _group_0_binding_1_cs[l_428_];
        float l_19_ = (l_426_ ? l_429_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_431_ = _group_0_binding_4_cs.static_meta[1];
        uint l_432_ = (l_431_ * 1u);
        bool l_433_ = (l_21_ < l_432_);
        uint l_434_ = (l_432_ - 1u);
        uint l_435_ = min(l_21_, l_434_);
        float l_436_ = _group_0_binding_1_cs[l_435_];
        float l_22_ = (l_433_ ? l_436_ : 0.0);
        a_23_[0] = l_5_;
        a_23_[1] = l_14_;
        a_23_[2] = l_7_;
        a_23_[3] = l_16_;
        a_23_[4] = l_10_;
        a_23_[5] = l_19_;
        a_23_[6] = l_13_;
        a_23_[7] = l_22_;
        float l_24_ = a_23_[7];
        l_mut_25_ = l_24_;
        float l_26_ = a_23_[6];
        float _e219 = l_mut_25_;
        float l_27_ = (l_26_ + _e219);
        float l_28_ = (l_27_ * l_4_);
        float l_29_ = (l_28_ - l_26_);
        float l_30_ = (l_29_ * l_4_);
        float l_31_ = (l_28_ - l_30_);
        float l_32_ = (l_31_ * l_4_);
        float l_33_ = (l_26_ - l_32_);
        float _e227 = l_mut_25_;
        float l_34_ = (_e227 - l_30_);
        float l_35_ = (l_33_ + l_34_);
        a_23_[7] = l_35_;
        l_mut_25_ = l_28_;
        float l_36_ = a_23_[5];
        float _e233 = l_mut_25_;
        float l_37_ = (l_36_ + _e233);
        float l_38_ = (l_37_ * l_4_);
        float l_39_ = (l_38_ - l_36_);
        float l_40_ = (l_39_ * l_4_);
        float l_41_ = (l_38_ - l_40_);
        float l_42_ = (l_41_ * l_4_);
        float l_43_ = (l_36_ - l_42_);
        float _e241 = l_mut_25_;
        float l_44_ = (_e241 - l_40_);
        float l_45_ = (l_43_ + l_44_);
        a_23_[6] = l_45_;
        l_mut_25_ = l_38_;
        float l_46_ = a_23_[4];
        float _e247 = l_mut_25_;
        float l_47_ = (l_46_ + _e247);
        float l_48_ = (l_47_ * l_4_);
        float l_49_ = (l_48_ - l_46_);
        float l_50_ = (l_49_ * l_4_);
        float l_51_ = (l_48_ - l_50_);
        float l_52_ = (l_51_ * l_4_);
        float l_53_ = (l_46_ - l_52_);
        float _e255 = l_mut_25_;
        float l_54_ = (_e255 - l_50_);
        float l_55_ = (l_53_ + l_54_);
        a_23_[5] = l_55_;
        l_mut_25_ = l_48_;
        float l_56_ = a_23_[3];
        float _e261 = l_mut_25_;
        float l_57_ = (l_56_ + _e261);
        float l_58_ = (l_57_ * l_4_);
        float l_59_ = (l_58_ - l_56_);
        float l_60_ = (l_59_ * l_4_);
        float l_61_ = (l_58_ - l_60_);
        float l_62_ = (l_61_ * l_4_);
        float l_63_ = (l_56_ - l_62_);
        float _e269 = l_mut_25_;
        float l_64_ = (_e269 - l_60_);
        float l_65_ = (l_63_ + l_64_);
        a_23_[4] = l_65_;
        l_mut_25_ = l_58_;
        float l_66_ = a_23_[2];
        float _e275 = l_mut_25_;
        float l_67_ = (l_66_ + _e275);
        float l_68_ = (l_67_ * l_4_);
        float l_69_ = (l_68_ - l_66_);
        float l_70_ = (l_69_ * l_4_);
        float l_71_ = (l_68_ - l_70_);
        float l_72_ = (l_71_ * l_4_);
        float l_73_ = (l_66_ - l_72_);
        float _e283 = l_mut_25_;
        float l_74_ = (_e283 - l_70_);
        float l_75_ = (l_73_ + l_74_);
        a_23_[3] = l_75_;
        l_mut_25_ = l_68_;
        float l_76_ = a_23_[1];
        float _e289 = l_mut_25_;
        float l_77_ = (l_76_ + _e289);
        float l_78_ = (l_77_ * l_4_);
        float l_79_ = (l_78_ - l_76_);
        float l_80_ = (l_79_ * l_4_);
        float l_81_ = (l_78_ - l_80_);
        float l_82_ = (l_81_ * l_4_);
        float l_83_ = (l_76_ - l_82_);
        float _e297 = l_mut_25_;
        float l_84_ = (_e297 - l_80_);
        float l_85_ = (l_83_ + l_84_);
        a_23_[2] = l_85_;
        l_mut_25_ = l_78_;
        float l_86_ = a_23_[0];
        float _e303 = l_mut_25_;
        float l_87_ = (l_86_ + _e303);
        float l_88_ = (l_87_ * l_4_);
        float l_89_ = (l_88_ - l_86_);
        float l_90_ = (l_89_ * l_4_);
        float l_91_ = (l_88_ - l_90_);
        float l_92_ = (l_91_ * l_4_);
        float l_93_ = (l_86_ - l_92_);
        float _e311 = l_mut_25_;
        float l_94_ = (_e311 - l_90_);
        float l_95_ = (l_93_ + l_94_);
        a_23_[1] = l_95_;
        l_mut_25_ = l_88_;
        float _e316 = l_mut_25_;
        a_23_[0] = _e316;
        float l_96_ = a_23_[7];
        l_mut_25_ = l_96_;
        float l_97_ = a_23_[6];
        float _e321 = l_mut_25_;
        float l_98_ = (l_97_ + _e321);
        float l_99_ = (l_98_ * l_4_);
        float l_100_ = (l_99_ - l_97_);
        float l_101_ = (l_100_ * l_4_);
        float l_102_ = (l_99_ - l_101_);
        float l_103_ = (l_102_ * l_4_);
        float l_104_ = (l_97_ - l_103_);
        float _e329 = l_mut_25_;
        float l_105_ = (_e329 - l_101_);
        float l_106_ = (l_104_ + l_105_);
        a_23_[7] = l_106_;
        l_mut_25_ = l_99_;
        float l_107_ = a_23_[5];
        float _e335 = l_mut_25_;
        float l_108_ = (l_107_ + _e335);
        float l_109_ = (l_108_ * l_4_);
        float l_110_ = (l_109_ - l_107_);
        float l_111_ = (l_110_ * l_4_);
        float l_112_ = (l_109_ - l_111_);
        float l_113_ = (l_112_ * l_4_);
        float l_114_ = (l_107_ - l_113_);
        float _e343 = l_mut_25_;
        float l_115_ = (_e343 - l_111_);
        float l_116_ = (l_114_ + l_115_);
        a_23_[6] = l_116_;
        l_mut_25_ = l_109_;
        float l_117_ = a_23_[4];
        float _e349 = l_mut_25_;
        float l_118_ = (l_117_ + _e349);
        float l_119_ = (l_118_ * l_4_);
        float l_120_ = (l_119_ - l_117_);
        float l_121_ = (l_120_ * l_4_);
        float l_122_ = (l_119_ - l_121_);
        float l_123_ = (l_122_ * l_4_);
        float l_124_ = (l_117_ - l_123_);
        float _e357 = l_mut_25_;
        float l_125_ = (_e357 - l_121_);
        float l_126_ = (l_124_ + l_125_);
        a_23_[5] = l_126_;
        l_mut_25_ = l_119_;
        float l_127_ = a_23_[3];
        float _e363 = l_mut_25_;
        float l_128_ = (l_127_ + _e363);
        float l_129_ = (l_128_ * l_4_);
        float l_130_ = (l_129_ - l_127_);
        float l_131_ = (l_130_ * l_4_);
        float l_132_ = (l_129_ - l_131_);
        float l_133_ = (l_132_ * l_4_);
        float l_134_ = (l_127_ - l_133_);
        float _e371 = l_mut_25_;
        float l_135_ = (_e371 - l_131_);
        float l_136_ = (l_134_ + l_135_);
        a_23_[4] = l_136_;
        l_mut_25_ = l_129_;
        float l_137_ = a_23_[2];
        float _e377 = l_mut_25_;
        float l_138_ = (l_137_ + _e377);
        float l_139_ = (l_138_ * l_4_);
        float l_140_ = (l_139_ - l_137_);
        float l_141_ = (l_140_ * l_4_);
        float l_142_ = (l_139_ - l_141_);
        float l_143_ = (l_142_ * l_4_);
        float l_144_ = (l_137_ - l_143_);
        float _e385 = l_mut_25_;
        float l_145_ = (_e385 - l_141_);
        float l_146_ = (l_144_ + l_145_);
        a_23_[3] = l_146_;
        l_mut_25_ = l_139_;
        float l_147_ = a_23_[1];
        float _e391 = l_mut_25_;
        float l_148_ = (l_147_ + _e391);
        float l_149_ = (l_148_ * l_4_);
        float l_150_ = (l_149_ - l_147_);
        float l_151_ = (l_150_ * l_4_);
        float l_152_ = (l_149_ - l_151_);
        float l_153_ = (l_152_ * l_4_);
        float l_154_ = (l_147_ - l_153_);
        float _e399 = l_mut_25_;
        float l_155_ = (_e399 - l_151_);
        float l_156_ = (l_154_ + l_155_);
        a_23_[2] = l_156_;
        l_mut_25_ = l_149_;
        float l_157_ = a_23_[0];
        float _e405 = l_mut_25_;
        float l_158_ = (l_157_ + _e405);
        float l_159_ = (l_158_ * l_4_);
        float l_160_ = (l_159_ - l_157_);
        float l_161_ = (l_160_ * l_4_);
        float l_162_ = (l_159_ - l_161_);
        float l_163_ = (l_162_ * l_4_);
        float l_164_ = (l_157_ - l_163_);
        float _e413 = l_mut_25_;
        float l_165_ = (_e413 - l_161_);
        float l_166_ = (l_164_ + l_165_);
        a_23_[1] = l_166_;
        l_mut_25_ = l_159_;
        float _e418 = l_mut_25_;
        a_23_[0] = _e418;
        l_mut_25_ = 0.0;
        l_mut_167_ = 0.0;
        l_mut_168_ = 0.0;
        l_mut_169_ = 0.0;
        float l_170_ = a_23_[0];
        l_mut_171_ = l_170_;
        l_mut_172_ = 0u;
        float l_173_ = a_23_[1];
        float _e428 = l_mut_171_;
        float l_174_ = (_e428 + l_173_);
        float l_175_ = (l_174_ * l_4_);
        float _e431 = l_mut_171_;
        float l_176_ = (l_175_ - _e431);
        float l_177_ = (l_176_ * l_4_);
        float l_178_ = (l_175_ - l_177_);
        float l_179_ = (l_178_ * l_4_);
        float _e436 = l_mut_171_;
        float l_180_ = (_e436 - l_179_);
        float l_181_ = (l_173_ - l_177_);
        float l_182_ = (l_180_ + l_181_);
        uint _e440 = l_mut_172_;
        bool l_183_ = (_e440 < 3u);
        bool l_184_ = (l_182_ != 0.0);
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
        float _e456 = l_mut_25_;
        float l_188_ = (l_187_ ? l_175_ : _e456);
        l_mut_25_ = l_188_;
        uint _e458 = l_mut_172_;
        bool l_189_ = (_e458 == 1u);
        if (l_185_) {
            local_2 = l_189_;
        } else {
            local_2 = false;
        }
        bool l_190_ = local_2;
        float _e465 = l_mut_167_;
        float l_191_ = (l_190_ ? l_175_ : _e465);
        l_mut_167_ = l_191_;
        uint _e467 = l_mut_172_;
        bool l_192_ = (_e467 == 2u);
        if (l_185_) {
            local_3 = l_192_;
        } else {
            local_3 = false;
        }
        bool l_193_ = local_3;
        float _e474 = l_mut_168_;
        float l_194_ = (l_193_ ? l_175_ : _e474);
        l_mut_168_ = l_194_;
        float l_195_ = (l_185_ ? l_182_ : l_175_);
        float _e477 = l_mut_171_;
        float l_196_ = (_e477 + l_173_);
        float l_197_ = (l_183_ ? l_195_ : l_196_);
        l_mut_171_ = l_197_;
        uint l_198_ = uint(l_185_);
        uint _e481 = l_mut_172_;
        l_mut_172_ = (_e481 + l_198_);
        float l_199_ = a_23_[2];
        float _e485 = l_mut_171_;
        float l_200_ = (_e485 + l_199_);
        float l_201_ = (l_200_ * l_4_);
        float _e488 = l_mut_171_;
        float l_202_ = (l_201_ - _e488);
        float l_203_ = (l_202_ * l_4_);
        float l_204_ = (l_201_ - l_203_);
        float l_205_ = (l_204_ * l_4_);
        float _e493 = l_mut_171_;
        float l_206_ = (_e493 - l_205_);
        float l_207_ = (l_199_ - l_203_);
        float l_208_ = (l_206_ + l_207_);
        uint _e497 = l_mut_172_;
        bool l_209_ = (_e497 < 3u);
        bool l_210_ = (l_208_ != 0.0);
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
        float _e513 = l_mut_25_;
        float l_214_ = (l_213_ ? l_201_ : _e513);
        l_mut_25_ = l_214_;
        uint _e515 = l_mut_172_;
        bool l_215_ = (_e515 == 1u);
        if (l_211_) {
            local_6 = l_215_;
        } else {
            local_6 = false;
        }
        bool l_216_ = local_6;
        float _e522 = l_mut_167_;
        float l_217_ = (l_216_ ? l_201_ : _e522);
        l_mut_167_ = l_217_;
        uint _e524 = l_mut_172_;
        bool l_218_ = (_e524 == 2u);
        if (l_211_) {
            local_7 = l_218_;
        } else {
            local_7 = false;
        }
        bool l_219_ = local_7;
        float _e531 = l_mut_168_;
        float l_220_ = (l_219_ ? l_201_ : _e531);
        l_mut_168_ = l_220_;
        float l_221_ = (l_211_ ? l_208_ : l_201_);
        float _e534 = l_mut_171_;
        float l_222_ = (_e534 + l_199_);
        float l_223_ = (l_209_ ? l_221_ : l_222_);
        l_mut_171_ = l_223_;
        uint l_224_ = uint(l_211_);
        uint _e538 = l_mut_172_;
        l_mut_172_ = (_e538 + l_224_);
        float l_225_ = a_23_[3];
        float _e542 = l_mut_171_;
        float l_226_ = (_e542 + l_225_);
        float l_227_ = (l_226_ * l_4_);
        float _e545 = l_mut_171_;
        float l_228_ = (l_227_ - _e545);
        float l_229_ = (l_228_ * l_4_);
        float l_230_ = (l_227_ - l_229_);
        float l_231_ = (l_230_ * l_4_);
        float _e550 = l_mut_171_;
        float l_232_ = (_e550 - l_231_);
        float l_233_ = (l_225_ - l_229_);
        float l_234_ = (l_232_ + l_233_);
        uint _e554 = l_mut_172_;
        bool l_235_ = (_e554 < 3u);
        bool l_236_ = (l_234_ != 0.0);
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
        float _e570 = l_mut_25_;
        float l_240_ = (l_239_ ? l_227_ : _e570);
        l_mut_25_ = l_240_;
        uint _e572 = l_mut_172_;
        bool l_241_ = (_e572 == 1u);
        if (l_237_) {
            local_10 = l_241_;
        } else {
            local_10 = false;
        }
        bool l_242_ = local_10;
        float _e579 = l_mut_167_;
        float l_243_ = (l_242_ ? l_227_ : _e579);
        l_mut_167_ = l_243_;
        uint _e581 = l_mut_172_;
        bool l_244_ = (_e581 == 2u);
        if (l_237_) {
            local_11 = l_244_;
        } else {
            local_11 = false;
        }
        bool l_245_ = local_11;
        float _e588 = l_mut_168_;
        float l_246_ = (l_245_ ? l_227_ : _e588);
        l_mut_168_ = l_246_;
        float l_247_ = (l_237_ ? l_234_ : l_227_);
        float _e591 = l_mut_171_;
        float l_248_ = (_e591 + l_225_);
        float l_249_ = (l_235_ ? l_247_ : l_248_);
        l_mut_171_ = l_249_;
        uint l_250_ = uint(l_237_);
        uint _e595 = l_mut_172_;
        l_mut_172_ = (_e595 + l_250_);
        float l_251_ = a_23_[4];
        float _e599 = l_mut_171_;
        float l_252_ = (_e599 + l_251_);
        float l_253_ = (l_252_ * l_4_);
        float _e602 = l_mut_171_;
        float l_254_ = (l_253_ - _e602);
        float l_255_ = (l_254_ * l_4_);
        float l_256_ = (l_253_ - l_255_);
        float l_257_ = (l_256_ * l_4_);
        float _e607 = l_mut_171_;
        float l_258_ = (_e607 - l_257_);
        float l_259_ = (l_251_ - l_255_);
        float l_260_ = (l_258_ + l_259_);
        uint _e611 = l_mut_172_;
        bool l_261_ = (_e611 < 3u);
        bool l_262_ = (l_260_ != 0.0);
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
        float _e627 = l_mut_25_;
        float l_266_ = (l_265_ ? l_253_ : _e627);
        l_mut_25_ = l_266_;
        uint _e629 = l_mut_172_;
        bool l_267_ = (_e629 == 1u);
        if (l_263_) {
            local_14 = l_267_;
        } else {
            local_14 = false;
        }
        bool l_268_ = local_14;
        float _e636 = l_mut_167_;
        float l_269_ = (l_268_ ? l_253_ : _e636);
        l_mut_167_ = l_269_;
        uint _e638 = l_mut_172_;
        bool l_270_ = (_e638 == 2u);
        if (l_263_) {
            local_15 = l_270_;
        } else {
            local_15 = false;
        }
        bool l_271_ = local_15;
        float _e645 = l_mut_168_;
        float l_272_ = (l_271_ ? l_253_ : _e645);
        l_mut_168_ = l_272_;
        float l_273_ = (l_263_ ? l_260_ : l_253_);
        float _e648 = l_mut_171_;
        float l_274_ = (_e648 + l_251_);
        float l_275_ = (l_261_ ? l_273_ : l_274_);
        l_mut_171_ = l_275_;
        uint l_276_ = uint(l_263_);
        uint _e652 = l_mut_172_;
        l_mut_172_ = (_e652 + l_276_);
        float l_277_ = a_23_[5];
        float _e656 = l_mut_171_;
        float l_278_ = (_e656 + l_277_);
        float l_279_ = (l_278_ * l_4_);
        float _e659 = l_mut_171_;
        float l_280_ = (l_279_ - _e659);
        float l_281_ = (l_280_ * l_4_);
        float l_282_ = (l_279_ - l_281_);
        float l_283_ = (l_282_ * l_4_);
        float _e664 = l_mut_171_;
        float l_284_ = (_e664 - l_283_);
        float l_285_ = (l_277_ - l_281_);
        float l_286_ = (l_284_ + l_285_);
        uint _e668 = l_mut_172_;
        bool l_287_ = (_e668 < 3u);
        bool l_288_ = (l_286_ != 0.0);
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
        float _e684 = l_mut_25_;
        float l_292_ = (l_291_ ? l_279_ : _e684);
        l_mut_25_ = l_292_;
        uint _e686 = l_mut_172_;
        bool l_293_ = (_e686 == 1u);
        if (l_289_) {
            local_18 = l_293_;
        } else {
            local_18 = false;
        }
        bool l_294_ = local_18;
        float _e693 = l_mut_167_;
        float l_295_ = (l_294_ ? l_279_ : _e693);
        l_mut_167_ = l_295_;
        uint _e695 = l_mut_172_;
        bool l_296_ = (_e695 == 2u);
        if (l_289_) {
            local_19 = l_296_;
        } else {
            local_19 = false;
        }
        bool l_297_ = local_19;
        float _e702 = l_mut_168_;
        float l_298_ = (l_297_ ? l_279_ : _e702);
        l_mut_168_ = l_298_;
        float l_299_ = (l_289_ ? l_286_ : l_279_);
        float _e705 = l_mut_171_;
        float l_300_ = (_e705 + l_277_);
        float l_301_ = (l_287_ ? l_299_ : l_300_);
        l_mut_171_ = l_301_;
        uint l_302_ = uint(l_289_);
        uint _e709 = l_mut_172_;
        l_mut_172_ = (_e709 + l_302_);
        float l_303_ = a_23_[6];
        float _e713 = l_mut_171_;
        float l_304_ = (_e713 + l_303_);
        float l_305_ = (l_304_ * l_4_);
        float _e716 = l_mut_171_;
        float l_306_ = (l_305_ - _e716);
        float l_307_ = (l_306_ * l_4_);
        float l_308_ = (l_305_ - l_307_);
        float l_309_ = (l_308_ * l_4_);
        float _e721 = l_mut_171_;
        float l_310_ = (_e721 - l_309_);
        float l_311_ = (l_303_ - l_307_);
        float l_312_ = (l_310_ + l_311_);
        uint _e725 = l_mut_172_;
        bool l_313_ = (_e725 < 3u);
        bool l_314_ = (l_312_ != 0.0);
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
        float _e741 = l_mut_25_;
        float l_318_ = (l_317_ ? l_305_ : _e741);
        l_mut_25_ = l_318_;
        uint _e743 = l_mut_172_;
        bool l_319_ = (_e743 == 1u);
        if (l_315_) {
            local_22 = l_319_;
        } else {
            local_22 = false;
        }
        bool l_320_ = local_22;
        float _e750 = l_mut_167_;
        float l_321_ = (l_320_ ? l_305_ : _e750);
        l_mut_167_ = l_321_;
        uint _e752 = l_mut_172_;
        bool l_322_ = (_e752 == 2u);
        if (l_315_) {
            local_23 = l_322_;
        } else {
            local_23 = false;
        }
        bool l_323_ = local_23;
        float _e759 = l_mut_168_;
        float l_324_ = (l_323_ ? l_305_ : _e759);
        l_mut_168_ = l_324_;
        float l_325_ = (l_315_ ? l_312_ : l_305_);
        float _e762 = l_mut_171_;
        float l_326_ = (_e762 + l_303_);
        float l_327_ = (l_313_ ? l_325_ : l_326_);
        l_mut_171_ = l_327_;
        uint l_328_ = uint(l_315_);
        uint _e766 = l_mut_172_;
        l_mut_172_ = (_e766 + l_328_);
        float l_329_ = a_23_[7];
        float _e770 = l_mut_171_;
        float l_330_ = (_e770 + l_329_);
        float l_331_ = (l_330_ * l_4_);
        float _e773 = l_mut_171_;
        float l_332_ = (l_331_ - _e773);
        float l_333_ = (l_332_ * l_4_);
        float l_334_ = (l_331_ - l_333_);
        float l_335_ = (l_334_ * l_4_);
        float _e778 = l_mut_171_;
        float l_336_ = (_e778 - l_335_);
        float l_337_ = (l_329_ - l_333_);
        float l_338_ = (l_336_ + l_337_);
        uint _e782 = l_mut_172_;
        bool l_339_ = (_e782 < 3u);
        bool l_340_ = (l_338_ != 0.0);
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
        float _e798 = l_mut_25_;
        float l_344_ = (l_343_ ? l_331_ : _e798);
        l_mut_25_ = l_344_;
        uint _e800 = l_mut_172_;
        bool l_345_ = (_e800 == 1u);
        if (l_341_) {
            local_26 = l_345_;
        } else {
            local_26 = false;
        }
        bool l_346_ = local_26;
        float _e807 = l_mut_167_;
        float l_347_ = (l_346_ ? l_331_ : _e807);
        l_mut_167_ = l_347_;
        uint _e809 = l_mut_172_;
        bool l_348_ = (_e809 == 2u);
        if (l_341_) {
            local_27 = l_348_;
        } else {
            local_27 = false;
        }
        bool l_349_ = local_27;
        float _e816 = l_mut_168_;
        float l_350_ = (l_349_ ? l_331_ : _e816);
        l_mut_168_ = l_350_;
        float l_351_ = (l_341_ ? l_338_ : l_331_);
        float _e819 = l_mut_171_;
        float l_352_ = (_e819 + l_329_);
        float l_353_ = (l_339_ ? l_351_ : l_352_);
        l_mut_171_ = l_353_;
        uint l_354_ = uint(l_341_);
        uint _e823 = l_mut_172_;
        l_mut_172_ = (_e823 + l_354_);
        uint _e825 = l_mut_172_;
        bool l_355_ = (_e825 == 0u);
        float _e828 = l_mut_25_;
        float _e829 = l_mut_171_;
        float l_356_ = (l_355_ ? _e829 : _e828);
        l_mut_25_ = l_356_;
        uint _e831 = l_mut_172_;
        bool l_357_ = (_e831 == 1u);
        float _e834 = l_mut_167_;
        float _e835 = l_mut_171_;
        float l_358_ = (l_357_ ? _e835 : _e834);
        l_mut_167_ = l_358_;
        uint _e837 = l_mut_172_;
        bool l_359_ = (_e837 == 2u);
        float _e840 = l_mut_168_;
        float _e841 = l_mut_171_;
        float l_360_ = (l_359_ ? _e841 : _e840);
        l_mut_168_ = l_360_;
        uint _e843 = l_mut_172_;
        bool l_361_ = (_e843 == 3u);
        float _e846 = l_mut_169_;
        float _e847 = l_mut_171_;
        float l_362_ = (l_361_ ? _e847 : _e846);
        l_mut_169_ = l_362_;
        uint l_438_ = _group_0_binding_4_cs.static_meta[3];
        uint l_439_ = (l_438_ * 1u);
        bool l_440_ = (id < l_439_);
        if (l_440_) {
            float _e858 = l_mut_25_;
            _group_0_binding_3_cs[id] = _e858;
        }
        uint l_363_ = (l_1_ + id);
        uint l_441_ = _group_0_binding_4_cs.static_meta[3];
        uint l_442_ = (l_441_ * 1u);
        bool l_443_ = (l_363_ < l_442_);
        if (l_443_) {
            float _e869 = l_mut_167_;
            _group_0_binding_3_cs[l_363_] = _e869;
        }
        uint l_364_ = (2u * l_1_);
        uint l_365_ = (l_364_ + id);
        uint l_444_ = _group_0_binding_4_cs.static_meta[3];
        uint l_445_ = (l_444_ * 1u);
        bool l_446_ = (l_365_ < l_445_);
        if (l_446_) {
            float _e882 = l_mut_168_;
            _group_0_binding_3_cs[l_365_] = _e882;
        }
        uint l_366_ = (3u * l_1_);
        uint l_367_ = (l_366_ + id);
        uint l_447_ = _group_0_binding_4_cs.static_meta[3];
        uint l_448_ = (l_447_ * 1u);
        bool l_449_ = (l_367_ < l_448_);
        if (l_449_) {
            float _e895 = l_mut_169_;
            _group_0_binding_3_cs[l_367_] = _e895;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
