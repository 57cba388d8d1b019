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
    double l_mut_209_ = 0.0;
    double l_mut_210_ = 0.0;
    double l_mut_211_ = 0.0;
    double l_mut_213_ = 0.0;
    uint l_mut_214_ = 0u;
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
        uint l_431_ = _group_0_binding_4_cs.static_meta[2];
        uint l_432_ = (l_431_ * 1u);
        bool l_433_ = (0u < l_432_);
        uint l_434_ = (l_432_ - 1u);
        uint l_435_ = min(0u, l_434_);
        double l_436_ = _group_0_binding_2_cs[l_435_];
        double l_3_ = (l_433_ ? l_436_ : 0.0LF);
        uint l_438_ = _group_0_binding_4_cs.static_meta[2];
        uint l_439_ = (l_438_ * 1u);
        bool l_440_ = (1u < l_439_);
        uint l_441_ = (l_439_ - 1u);
        uint l_442_ = min(1u, l_441_);
        double l_443_ = _group_0_binding_2_cs[l_442_];
        double l_4_ = (l_440_ ? l_443_ : 0.0LF);
        uint l_445_ = _group_0_binding_4_cs.static_meta[0];
        uint l_446_ = (l_445_ * 1u);
        bool l_447_ = (id < l_446_);
        uint l_448_ = (l_446_ - 1u);
        uint l_449_ = min(id, l_448_);
        double l_450_ = _group_0_binding_0_cs[l_449_];
        double l_5_ = (l_447_ ? l_450_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_452_ = _group_0_binding_4_cs.static_meta[0];
        uint l_453_ = (l_452_ * 1u);
        bool l_454_ = (l_6_ < l_453_);
        uint l_455_ = (l_453_ - 1u);
        uint l_456_ = min(l_6_, l_455_);
        double l_457_ = _group_0_binding_0_cs[l_456_];
        double l_7_ = (l_454_ ? l_457_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_459_ = _group_0_binding_4_cs.static_meta[0];
        uint l_460_ = (l_459_ * 1u);
        bool l_461_ = (l_9_ < l_460_);
        uint l_462_ = (l_460_ - 1u);
        uint l_463_ = min(l_9_, l_462_);
        double l_464_ = _group_0_binding_0_cs[l_463_];
        double l_10_ = (l_461_ ? l_464_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_466_ = _group_0_binding_4_cs.static_meta[0];
        uint l_467_ = (l_466_ * 1u);
        bool l_468_ = (l_12_ < l_467_);
        uint l_469_ = (l_467_ - 1u);
        uint l_470_ = min(l_12_, l_469_);
        double l_471_ = _group_0_binding_0_cs[l_470_];
        double l_13_ = (l_468_ ? l_471_ : 0.0LF);
        uint l_473_ = _group_0_binding_4_cs.static_meta[1];
        uint l_474_ = (l_473_ * 1u);
        bool l_475_ = (id < l_474_);
        uint l_476_ = (l_474_ - 1u);
        uint l_477_ = min(id, l_476_);
        double l_478_ = _group_0_binding_1_cs[l_477_];
        double l_14_ = (l_475_ ? l_478_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_480_ = _group_0_binding_4_cs.static_meta[1];
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (l_15_ < l_481_);
        uint l_483_ = (l_481_ - 1u);
        uint l_484_ = min(l_15_, l_483_);
        double l_485_ = _group_0_binding_1_cs[l_484_];
        double l_16_ = (l_482_ ? l_485_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_487_ = _group_0_binding_4_cs.static_meta[1];
        uint l_488_ = (l_487_ * 1u);
        bool l_489_ = (l_18_ < l_488_);
        uint l_490_ = (l_488_ - 1u);
        uint l_491_ = min(l_18_, l_490_);
        double l_492_ = _group_0_binding_1_cs[l_491_];
        double l_19_ = (l_489_ ? l_492_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_494_ = _group_0_binding_4_cs.static_meta[1];
        uint l_495_ = (l_494_ * 1u);
        bool l_496_ = (l_21_ < l_495_);
        uint l_497_ = (l_495_ - 1u);
        uint l_498_ = min(l_21_, l_497_);
        double l_499_ = _group_0_binding_1_cs[l_498_];
        double l_22_ = (l_496_ ? l_499_ : 0.0LF);
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
        bool l_28_ = (l_4_ != 0.0LF);
        double l_29_ = (l_28_ ? l_27_ : l_4_);
        double l_30_ = (l_29_ - l_26_);
        bool l_31_ = (l_4_ != 0.0LF);
        double l_32_ = (l_31_ ? l_30_ : l_4_);
        double l_33_ = (l_29_ - l_32_);
        bool l_34_ = (l_4_ != 0.0LF);
        double l_35_ = (l_34_ ? l_33_ : l_4_);
        double l_36_ = (l_26_ - l_35_);
        double _e233 = l_mut_25_;
        double l_37_ = (_e233 - l_32_);
        double l_38_ = (l_36_ + l_37_);
        a_23_[7] = l_38_;
        l_mut_25_ = l_29_;
        double l_39_ = a_23_[5];
        double _e239 = l_mut_25_;
        double l_40_ = (l_39_ + _e239);
        bool l_41_ = (l_4_ != 0.0LF);
        double l_42_ = (l_41_ ? l_40_ : l_4_);
        double l_43_ = (l_42_ - l_39_);
        bool l_44_ = (l_4_ != 0.0LF);
        double l_45_ = (l_44_ ? l_43_ : l_4_);
        double l_46_ = (l_42_ - l_45_);
        bool l_47_ = (l_4_ != 0.0LF);
        double l_48_ = (l_47_ ? l_46_ : l_4_);
        double l_49_ = (l_39_ - l_48_);
        double _e253 = l_mut_25_;
        double l_50_ = (_e253 - l_45_);
        double l_51_ = (l_49_ + l_50_);
        a_23_[6] = l_51_;
        l_mut_25_ = l_42_;
        double l_52_ = a_23_[4];
        double _e259 = l_mut_25_;
        double l_53_ = (l_52_ + _e259);
        bool l_54_ = (l_4_ != 0.0LF);
        double l_55_ = (l_54_ ? l_53_ : l_4_);
        double l_56_ = (l_55_ - l_52_);
        bool l_57_ = (l_4_ != 0.0LF);
        double l_58_ = (l_57_ ? l_56_ : l_4_);
        double l_59_ = (l_55_ - l_58_);
        bool l_60_ = (l_4_ != 0.0LF);
        double l_61_ = (l_60_ ? l_59_ : l_4_);
        double l_62_ = (l_52_ - l_61_);
        double _e273 = l_mut_25_;
        double l_63_ = (_e273 - l_58_);
        double l_64_ = (l_62_ + l_63_);
        a_23_[5] = l_64_;
        l_mut_25_ = l_55_;
        double l_65_ = a_23_[3];
        double _e279 = l_mut_25_;
        double l_66_ = (l_65_ + _e279);
        bool l_67_ = (l_4_ != 0.0LF);
        double l_68_ = (l_67_ ? l_66_ : l_4_);
        double l_69_ = (l_68_ - l_65_);
        bool l_70_ = (l_4_ != 0.0LF);
        double l_71_ = (l_70_ ? l_69_ : l_4_);
        double l_72_ = (l_68_ - l_71_);
        bool l_73_ = (l_4_ != 0.0LF);
        double l_74_ = (l_73_ ? l_72_ : l_4_);
        double l_75_ = (l_65_ - l_74_);
        double _e293 = l_mut_25_;
        double l_76_ = (_e293 - l_71_);
        double l_77_ = (l_75_ + l_76_);
        a_23_[4] = l_77_;
        l_mut_25_ = l_68_;
        double l_78_ = a_23_[2];
        double _e299 = l_mut_25_;
        double l_79_ = (l_78_ + _e299);
        bool l_80_ = (l_4_ != 0.0LF);
        double l_81_ = (l_80_ ? l_79_ : l_4_);
        double l_82_ = (l_81_ - l_78_);
        bool l_83_ = (l_4_ != 0.0LF);
        double l_84_ = (l_83_ ? l_82_ : l_4_);
        double l_85_ = (l_81_ - l_84_);
        bool l_86_ = (l_4_ != 0.0LF);
        double l_87_ = (l_86_ ? l_85_ : l_4_);
        double l_88_ = (l_78_ - l_87_);
        double _e313 = l_mut_25_;
        double l_89_ = (_e313 - l_84_);
        double l_90_ = (l_88_ + l_89_);
        a_23_[3] = l_90_;
        l_mut_25_ = l_81_;
        double l_91_ = a_23_[1];
        double _e319 = l_mut_25_;
        double l_92_ = (l_91_ + _e319);
        bool l_93_ = (l_4_ != 0.0LF);
        double l_94_ = (l_93_ ? l_92_ : l_4_);
        double l_95_ = (l_94_ - l_91_);
        bool l_96_ = (l_4_ != 0.0LF);
        double l_97_ = (l_96_ ? l_95_ : l_4_);
        double l_98_ = (l_94_ - l_97_);
        bool l_99_ = (l_4_ != 0.0LF);
        double l_100_ = (l_99_ ? l_98_ : l_4_);
        double l_101_ = (l_91_ - l_100_);
        double _e333 = l_mut_25_;
        double l_102_ = (_e333 - l_97_);
        double l_103_ = (l_101_ + l_102_);
        a_23_[2] = l_103_;
        l_mut_25_ = l_94_;
        double l_104_ = a_23_[0];
        double _e339 = l_mut_25_;
        double l_105_ = (l_104_ + _e339);
        bool l_106_ = (l_4_ != 0.0LF);
        double l_107_ = (l_106_ ? l_105_ : l_4_);
        double l_108_ = (l_107_ - l_104_);
        bool l_109_ = (l_4_ != 0.0LF);
        double l_110_ = (l_109_ ? l_108_ : l_4_);
        double l_111_ = (l_107_ - l_110_);
        bool l_112_ = (l_4_ != 0.0LF);
        double l_113_ = (l_112_ ? l_111_ : l_4_);
        double l_114_ = (l_104_ - l_113_);
        double _e353 = l_mut_25_;
        double l_115_ = (_e353 - l_110_);
        double l_116_ = (l_114_ + l_115_);
        a_23_[1] = l_116_;
        l_mut_25_ = l_107_;
        double _e358 = l_mut_25_;
        a_23_[0] = _e358;
        double l_117_ = a_23_[7];
        l_mut_25_ = l_117_;
        double l_118_ = a_23_[6];
        double _e363 = l_mut_25_;
        double l_119_ = (l_118_ + _e363);
        bool l_120_ = (l_4_ != 0.0LF);
        double l_121_ = (l_120_ ? l_119_ : l_4_);
        double l_122_ = (l_121_ - l_118_);
        bool l_123_ = (l_4_ != 0.0LF);
        double l_124_ = (l_123_ ? l_122_ : l_4_);
        double l_125_ = (l_121_ - l_124_);
        bool l_126_ = (l_4_ != 0.0LF);
        double l_127_ = (l_126_ ? l_125_ : l_4_);
        double l_128_ = (l_118_ - l_127_);
        double _e377 = l_mut_25_;
        double l_129_ = (_e377 - l_124_);
        double l_130_ = (l_128_ + l_129_);
        a_23_[7] = l_130_;
        l_mut_25_ = l_121_;
        double l_131_ = a_23_[5];
        double _e383 = l_mut_25_;
        double l_132_ = (l_131_ + _e383);
        bool l_133_ = (l_4_ != 0.0LF);
        double l_134_ = (l_133_ ? l_132_ : l_4_);
        double l_135_ = (l_134_ - l_131_);
        bool l_136_ = (l_4_ != 0.0LF);
        double l_137_ = (l_136_ ? l_135_ : l_4_);
        double l_138_ = (l_134_ - l_137_);
        bool l_139_ = (l_4_ != 0.0LF);
        double l_140_ = (l_139_ ? l_138_ : l_4_);
        double l_141_ = (l_131_ - l_140_);
        double _e397 = l_mut_25_;
        double l_142_ = (_e397 - l_137_);
        double l_143_ = (l_141_ + l_142_);
        a_23_[6] = l_143_;
        l_mut_25_ = l_134_;
        double l_144_ = a_23_[4];
        double _e403 = l_mut_25_;
        double l_145_ = (l_144_ + _e403);
        bool l_146_ = (l_4_ != 0.0LF);
        double l_147_ = (l_146_ ? l_145_ : l_4_);
        double l_148_ = (l_147_ - l_144_);
        bool l_149_ = (l_4_ != 0.0LF);
        double l_150_ = (l_149_ ? l_148_ : l_4_);
        double l_151_ = (l_147_ - l_150_);
        bool l_152_ = (l_4_ != 0.0LF);
        double l_153_ = (l_152_ ? l_151_ : l_4_);
        double l_154_ = (l_144_ - l_153_);
        double _e417 = l_mut_25_;
        double l_155_ = (_e417 - l_150_);
        double l_156_ = (l_154_ + l_155_);
        a_23_[5] = l_156_;
        l_mut_25_ = l_147_;
        double l_157_ = a_23_[3];
        double _e423 = l_mut_25_;
        double l_158_ = (l_157_ + _e423);
        bool l_159_ = (l_4_ != 0.0LF);
        double l_160_ = (l_159_ ? l_158_ : l_4_);
        double l_161_ = (l_160_ - l_157_);
        bool l_162_ = (l_4_ != 0.0LF);
        double l_163_ = (l_162_ ? l_161_ : l_4_);
        double l_164_ = (l_160_ - l_163_);
        bool l_165_ = (l_4_ != 0.0LF);
        double l_166_ = (l_165_ ? l_164_ : l_4_);
        double l_167_ = (l_157_ - l_166_);
        double _e437 = l_mut_25_;
        double l_168_ = (_e437 - l_163_);
        double l_169_ = (l_167_ + l_168_);
        a_23_[4] = l_169_;
        l_mut_25_ = l_160_;
        double l_170_ = a_23_[2];
        double _e443 = l_mut_25_;
        double l_171_ = (l_170_ + _e443);
        bool l_172_ = (l_4_ != 0.0LF);
        double l_173_ = (l_172_ ? l_171_ : l_4_);
        double l_174_ = (l_173_ - l_170_);
        bool l_175_ = (l_4_ != 0.0LF);
        double l_176_ = (l_175_ ? l_174_ : l_4_);
        double l_177_ = (l_173_ - l_176_);
        bool l_178_ = (l_4_ != 0.0LF);
        double l_179_ = (l_178_ ? l_177_ : l_4_);
        double l_180_ = (l_170_ - l_179_);
        double _e457 = l_mut_25_;
        double l_181_ = (_e457 - l_176_);
        double l_182_ = (l_180_ + l_181_);
        a_23_[3] = l_182_;
        l_mut_25_ = l_173_;
        double l_183_ = a_23_[1];
        double _e463 = l_mut_25_;
        double l_184_ = (l_183_ + _e463);
        bool l_185_ = (l_4_ != 0.0LF);
        double l_186_ = (l_185_ ? l_184_ : l_4_);
        double l_187_ = (l_186_ - l_183_);
        bool l_188_ = (l_4_ != 0.0LF);
        double l_189_ = (l_188_ ? l_187_ : l_4_);
        double l_190_ = (l_186_ - l_189_);
        bool l_191_ = (l_4_ != 0.0LF);
        double l_192_ = (l_191_ ? l_190_ : l_4_);
        double l_193_ = (l_183_ - l_192_);
        double _e477 = l_mut_25_;
        double l_194_ = (_e477 - l_189_);
        double l_195_ = (l_193_ + l_194_);
        a_23_[2] = l_195_;
        l_mut_25_ = l_186_;
        double l_196_ = a_23_[0];
        double _e483 = l_mut_25_;
        double l_197_ = (l_196_ + _e483);
        bool l_198_ = (l_4_ != 0.0LF);
        double l_199_ = (l_198_ ? l_197_ : l_4_);
        double l_200_ = (l_199_ - l_196_);
        bool l_201_ = (l_4_ != 0.0LF);
        double l_202_ = (l_201_ ? l_200_ : l_4_);
        double l_203_ = (l_199_ - l_202_);
        bool l_204_ = (l_4_ != 0.0LF);
        double l_205_ = (l_204_ ? l_203_ : l_4_);
        double l_206_ = (l_196_ - l_205_);
        double _e497 = l_mut_25_;
        double l_207_ = (_e497 - l_202_);
        double l_208_ = (l_206_ + l_207_);
        a_23_[1] = l_208_;
        l_mut_25_ = l_199_;
        double _e502 = l_mut_25_;
        a_23_[0] = _e502;
        l_mut_25_ = 0.0LF;
        l_mut_209_ = 0.0LF;
        l_mut_210_ = 0.0LF;
        l_mut_211_ = 0.0LF;
        double l_212_ = a_23_[0];
        l_mut_213_ = l_212_;
        l_mut_214_ = 0u;
        double l_215_ = a_23_[1];
        double _e512 = l_mut_213_;
        double l_216_ = (_e512 + l_215_);
        bool l_217_ = (l_4_ != 0.0LF);
        double l_218_ = (l_217_ ? l_216_ : l_4_);
        double _e517 = l_mut_213_;
        double l_219_ = (l_218_ - _e517);
        bool l_220_ = (l_4_ != 0.0LF);
        double l_221_ = (l_220_ ? l_219_ : l_4_);
        double l_222_ = (l_218_ - l_221_);
        bool l_223_ = (l_4_ != 0.0LF);
        double l_224_ = (l_223_ ? l_222_ : l_4_);
        double _e526 = l_mut_213_;
        double l_225_ = (_e526 - l_224_);
        double l_226_ = (l_215_ - l_221_);
        double l_227_ = (l_225_ + l_226_);
        uint _e530 = l_mut_214_;
        bool l_228_ = (_e530 < 3u);
        bool l_229_ = (l_227_ != 0.0LF);
        if (l_228_) {
            local = l_229_;
        } else {
            local = false;
        }
        bool l_230_ = local;
        uint _e539 = l_mut_214_;
        bool l_231_ = (_e539 == 0u);
        if (l_230_) {
            local_1 = l_231_;
        } else {
            local_1 = false;
        }
        bool l_232_ = local_1;
        double _e546 = l_mut_25_;
        double l_233_ = (l_232_ ? l_218_ : _e546);
        l_mut_25_ = l_233_;
        uint _e548 = l_mut_214_;
        bool l_234_ = (_e548 == 1u);
        if (l_230_) {
            local_2 = l_234_;
        } else {
            local_2 = false;
        }
        bool l_235_ = local_2;
        double _e555 = l_mut_209_;
        double l_236_ = (l_235_ ? l_218_ : _e555);
        l_mut_209_ = l_236_;
        uint _e557 = l_mut_214_;
        bool l_237_ = (_e557 == 2u);
        if (l_230_) {
            local_3 = l_237_;
        } else {
            local_3 = false;
        }
        bool l_238_ = local_3;
        double _e564 = l_mut_210_;
        double l_239_ = (l_238_ ? l_218_ : _e564);
        l_mut_210_ = l_239_;
        double l_240_ = (l_230_ ? l_227_ : l_218_);
        double _e567 = l_mut_213_;
        double l_241_ = (_e567 + l_215_);
        double l_242_ = (l_228_ ? l_240_ : l_241_);
        l_mut_213_ = l_242_;
        uint l_243_ = uint(l_230_);
        uint _e571 = l_mut_214_;
        l_mut_214_ = (_e571 + l_243_);
        double l_244_ = a_23_[2];
        double _e575 = l_mut_213_;
        double l_245_ = (_e575 + l_244_);
        bool l_246_ = (l_4_ != 0.0LF);
        double l_247_ = (l_246_ ? l_245_ : l_4_);
        double _e580 = l_mut_213_;
        double l_248_ = (l_247_ - _e580);
        bool l_249_ = (l_4_ != 0.0LF);
        double l_250_ = (l_249_ ? l_248_ : l_4_);
        double l_251_ = (l_247_ - l_250_);
        bool l_252_ = (l_4_ != 0.0LF);
        double l_253_ = (l_252_ ? l_251_ : l_4_);
        double _e589 = l_mut_213_;
        double l_254_ = (_e589 - l_253_);
        double l_255_ = (l_244_ - l_250_);
        double l_256_ = (l_254_ + l_255_);
        uint _e593 = l_mut_214_;
        bool l_257_ = (_e593 < 3u);
        bool l_258_ = (l_256_ != 0.0LF);
        if (l_257_) {
            local_4 = l_258_;
        } else {
            local_4 = false;
        }
        bool l_259_ = local_4;
        uint _e602 = l_mut_214_;
        bool l_260_ = (_e602 == 0u);
        if (l_259_) {
            local_5 = l_260_;
        } else {
            local_5 = false;
        }
        bool l_261_ = local_5;
        double _e609 = l_mut_25_;
        double l_262_ = (l_261_ ? l_247_ : _e609);
        l_mut_25_ = l_262_;
        uint _e611 = l_mut_214_;
        bool l_263_ = (_e611 == 1u);
        if (l_259_) {
            local_6 = l_263_;
        } else {
            local_6 = false;
        }
        bool l_264_ = local_6;
        double _e618 = l_mut_209_;
        double l_265_ = (l_264_ ? l_247_ : _e618);
        l_mut_209_ = l_265_;
        uint _e620 = l_mut_214_;
        bool l_266_ = (_e620 == 2u);
        if (l_259_) {
            local_7 = l_266_;
        } else {
            local_7 = false;
        }
        bool l_267_ = local_7;
        double _e627 = l_mut_210_;
        double l_268_ = (l_267_ ? l_247_ : _e627);
        l_mut_210_ = l_268_;
        double l_269_ = (l_259_ ? l_256_ : l_247_);
        double _e630 = l_mut_213_;
        double l_270_ = (_e630 + l_244_);
        double l_271_ = (l_257_ ? l_269_ : l_270_);
        l_mut_213_ = l_271_;
        uint l_272_ = uint(l_259_);
        uint _e634 = l_mut_214_;
        l_mut_214_ = (_e634 + l_272_);
        double l_273_ = a_23_[3];
        double _e638 = l_mut_213_;
        double l_274_ = (_e638 + l_273_);
        bool l_275_ = (l_4_ != 0.0LF);
        double l_276_ = (l_275_ ? l_274_ : l_4_);
        double _e643 = l_mut_213_;
        double l_277_ = (l_276_ - _e643);
        bool l_278_ = (l_4_ != 0.0LF);
        double l_279_ = (l_278_ ? l_277_ : l_4_);
        double l_280_ = (l_276_ - l_279_);
        bool l_281_ = (l_4_ != 0.0LF);
        double l_282_ = (l_281_ ? l_280_ : l_4_);
        double _e652 = l_mut_213_;
        double l_283_ = (_e652 - l_282_);
        double l_284_ = (l_273_ - l_279_);
        double l_285_ = (l_283_ + l_284_);
        uint _e656 = l_mut_214_;
        bool l_286_ = (_e656 < 3u);
        bool l_287_ = (l_285_ != 0.0LF);
        if (l_286_) {
            local_8 = l_287_;
        } else {
            local_8 = false;
        }
        bool l_288_ = local_8;
        uint _e665 = l_mut_214_;
        bool l_289_ = (_e665 == 0u);
        if (l_288_) {
            local_9 = l_289_;
        } else {
            local_9 = false;
        }
        bool l_290_ = local_9;
        double _e672 = l_mut_25_;
        double l_291_ = (l_290_ ? l_276_ : _e672);
        l_mut_25_ = l_291_;
        uint _e674 = l_mut_214_;
        bool l_292_ = (_e674 == 1u);
        if (l_288_) {
            local_10 = l_292_;
        } else {
            local_10 = false;
        }
        bool l_293_ = local_10;
        double _e681 = l_mut_209_;
        double l_294_ = (l_293_ ? l_276_ : _e681);
        l_mut_209_ = l_294_;
        uint _e683 = l_mut_214_;
        bool l_295_ = (_e683 == 2u);
        if (l_288_) {
            local_11 = l_295_;
        } else {
            local_11 = false;
        }
        bool l_296_ = local_11;
        double _e690 = l_mut_210_;
        double l_297_ = (l_296_ ? l_276_ : _e690);
        l_mut_210_ = l_297_;
        double l_298_ = (l_288_ ? l_285_ : l_276_);
        double _e693 = l_mut_213_;
        double l_299_ = (_e693 + l_273_);
        double l_300_ = (l_286_ ? l_298_ : l_299_);
        l_mut_213_ = l_300_;
        uint l_301_ = uint(l_288_);
        uint _e697 = l_mut_214_;
        l_mut_214_ = (_e697 + l_301_);
        double l_302_ = a_23_[4];
        double _e701 = l_mut_213_;
        double l_303_ = (_e701 + l_302_);
        bool l_304_ = (l_4_ != 0.0LF);
        double l_305_ = (l_304_ ? l_303_ : l_4_);
        double _e706 = l_mut_213_;
        double l_306_ = (l_305_ - _e706);
        bool l_307_ = (l_4_ != 0.0LF);
        double l_308_ = (l_307_ ? l_306_ : l_4_);
        double l_309_ = (l_305_ - l_308_);
        bool l_310_ = (l_4_ != 0.0LF);
        double l_311_ = (l_310_ ? l_309_ : l_4_);
        double _e715 = l_mut_213_;
        double l_312_ = (_e715 - l_311_);
        double l_313_ = (l_302_ - l_308_);
        double l_314_ = (l_312_ + l_313_);
        uint _e719 = l_mut_214_;
        bool l_315_ = (_e719 < 3u);
        bool l_316_ = (l_314_ != 0.0LF);
        if (l_315_) {
            local_12 = l_316_;
        } else {
            local_12 = false;
        }
        bool l_317_ = local_12;
        uint _e728 = l_mut_214_;
        bool l_318_ = (_e728 == 0u);
        if (l_317_) {
            local_13 = l_318_;
        } else {
            local_13 = false;
        }
        bool l_319_ = local_13;
        double _e735 = l_mut_25_;
        double l_320_ = (l_319_ ? l_305_ : _e735);
        l_mut_25_ = l_320_;
        uint _e737 = l_mut_214_;
        bool l_321_ = (_e737 == 1u);
        if (l_317_) {
            local_14 = l_321_;
        } else {
            local_14 = false;
        }
        bool l_322_ = local_14;
        double _e744 = l_mut_209_;
        double l_323_ = (l_322_ ? l_305_ : _e744);
        l_mut_209_ = l_323_;
        uint _e746 = l_mut_214_;
        bool l_324_ = (_e746 == 2u);
        if (l_317_) {
            local_15 = l_324_;
        } else {
            local_15 = false;
        }
        bool l_325_ = local_15;
        double _e753 = l_mut_210_;
        double l_326_ = (l_325_ ? l_305_ : _e753);
        l_mut_210_ = l_326_;
        double l_327_ = (l_317_ ? l_314_ : l_305_);
        double _e756 = l_mut_213_;
        double l_328_ = (_e756 + l_302_);
        double l_329_ = (l_315_ ? l_327_ : l_328_);
        l_mut_213_ = l_329_;
        uint l_330_ = uint(l_317_);
        uint _e760 = l_mut_214_;
        l_mut_214_ = (_e760 + l_330_);
        double l_331_ = a_23_[5];
        double _e764 = l_mut_213_;
        double l_332_ = (_e764 + l_331_);
        bool l_333_ = (l_4_ != 0.0LF);
        double l_334_ = (l_333_ ? l_332_ : l_4_);
        double _e769 = l_mut_213_;
        double l_335_ = (l_334_ - _e769);
        bool l_336_ = (l_4_ != 0.0LF);
        double l_337_ = (l_336_ ? l_335_ : l_4_);
        double l_338_ = (l_334_ - l_337_);
        bool l_339_ = (l_4_ != 0.0LF);
        double l_340_ = (l_339_ ? l_338_ : l_4_);
        double _e778 = l_mut_213_;
        double l_341_ = (_e778 - l_340_);
        double l_342_ = (l_331_ - l_337_);
        double l_343_ = (l_341_ + l_342_);
        uint _e782 = l_mut_214_;
        bool l_344_ = (_e782 < 3u);
        bool l_345_ = (l_343_ != 0.0LF);
        if (l_344_) {
            local_16 = l_345_;
        } else {
            local_16 = false;
        }
        bool l_346_ = local_16;
        uint _e791 = l_mut_214_;
        bool l_347_ = (_e791 == 0u);
        if (l_346_) {
            local_17 = l_347_;
        } else {
            local_17 = false;
        }
        bool l_348_ = local_17;
        double _e798 = l_mut_25_;
        double l_349_ = (l_348_ ? l_334_ : _e798);
        l_mut_25_ = l_349_;
        uint _e800 = l_mut_214_;
        bool l_350_ = (_e800 == 1u);
        if (l_346_) {
            local_18 = l_350_;
        } else {
            local_18 = false;
        }
        bool l_351_ = local_18;
        double _e807 = l_mut_209_;
        double l_352_ = (l_351_ ? l_334_ : _e807);
        l_mut_209_ = l_352_;
        uint _e809 = l_mut_214_;
        bool l_353_ = (_e809 == 2u);
        if (l_346_) {
            local_19 = l_353_;
        } else {
            local_19 = false;
        }
        bool l_354_ = local_19;
        double _e816 = l_mut_210_;
        double l_355_ = (l_354_ ? l_334_ : _e816);
        l_mut_210_ = l_355_;
        double l_356_ = (l_346_ ? l_343_ : l_334_);
        double _e819 = l_mut_213_;
        double l_357_ = (_e819 + l_331_);
        double l_358_ = (l_344_ ? l_356_ : l_357_);
        l_mut_213_ = l_358_;
        uint l_359_ = uint(l_346_);
        uint _e823 = l_mut_214_;
        l_mut_214_ = (_e823 + l_359_);
        double l_360_ = a_23_[6];
        double _e827 = l_mut_213_;
        double l_361_ = (_e827 + l_360_);
        bool l_362_ = (l_4_ != 0.0LF);
        double l_363_ = (l_362_ ? l_361_ : l_4_);
        double _e832 = l_mut_213_;
        double l_364_ = (l_363_ - _e832);
        bool l_365_ = (l_4_ != 0.0LF);
        double l_366_ = (l_365_ ? l_364_ : l_4_);
        double l_367_ = (l_363_ - l_366_);
        bool l_368_ = (l_4_ != 0.0LF);
        double l_369_ = (l_368_ ? l_367_ : l_4_);
        double _e841 = l_mut_213_;
        double l_370_ = (_e841 - l_369_);
        double l_371_ = (l_360_ - l_366_);
        double l_372_ = (l_370_ + l_371_);
        uint _e845 = l_mut_214_;
        bool l_373_ = (_e845 < 3u);
        bool l_374_ = (l_372_ != 0.0LF);
        if (l_373_) {
            local_20 = l_374_;
        } else {
            local_20 = false;
        }
        bool l_375_ = local_20;
        uint _e854 = l_mut_214_;
        bool l_376_ = (_e854 == 0u);
        if (l_375_) {
            local_21 = l_376_;
        } else {
            local_21 = false;
        }
        bool l_377_ = local_21;
        double _e861 = l_mut_25_;
        double l_378_ = (l_377_ ? l_363_ : _e861);
        l_mut_25_ = l_378_;
        uint _e863 = l_mut_214_;
        bool l_379_ = (_e863 == 1u);
        if (l_375_) {
            local_22 = l_379_;
        } else {
            local_22 = false;
        }
        bool l_380_ = local_22;
        double _e870 = l_mut_209_;
        double l_381_ = (l_380_ ? l_363_ : _e870);
        l_mut_209_ = l_381_;
        uint _e872 = l_mut_214_;
        bool l_382_ = (_e872 == 2u);
        if (l_375_) {
            local_23 = l_382_;
        } else {
            local_23 = false;
        }
        bool l_383_ = local_23;
        double _e879 = l_mut_210_;
        double l_384_ = (l_383_ ? l_363_ : _e879);
        l_mut_210_ = l_384_;
        double l_385_ = (l_375_ ? l_372_ : l_363_);
        double _e882 = l_mut_213_;
        double l_386_ = (_e882 + l_360_);
        double l_387_ = (l_373_ ? l_385_ : l_386_);
        l_mut_213_ = l_387_;
        uint l_388_ = uint(l_375_);
        uint _e886 = l_mut_214_;
        l_mut_214_ = (_e886 + l_388_);
        double l_389_ = a_23_[7];
        double _e890 = l_mut_213_;
        double l_390_ = (_e890 + l_389_);
        bool l_391_ = (l_4_ != 0.0LF);
        double l_392_ = (l_391_ ? l_390_ : l_4_);
        double _e895 = l_mut_213_;
        double l_393_ = (l_392_ - _e895);
        bool l_394_ = (l_4_ != 0.0LF);
        double l_395_ = (l_394_ ? l_393_ : l_4_);
        double l_396_ = (l_392_ - l_395_);
        bool l_397_ = (l_4_ != 0.0LF);
        double l_398_ = (l_397_ ? l_396_ : l_4_);
        double _e904 = l_mut_213_;
        double l_399_ = (_e904 - l_398_);
        double l_400_ = (l_389_ - l_395_);
        double l_401_ = (l_399_ + l_400_);
        uint _e908 = l_mut_214_;
        bool l_402_ = (_e908 < 3u);
        bool l_403_ = (l_401_ != 0.0LF);
        if (l_402_) {
            local_24 = l_403_;
        } else {
            local_24 = false;
        }
        bool l_404_ = local_24;
        uint _e917 = l_mut_214_;
        bool l_405_ = (_e917 == 0u);
        if (l_404_) {
            local_25 = l_405_;
        } else {
            local_25 = false;
        }
        bool l_406_ = local_25;
        double _e924 = l_mut_25_;
        double l_407_ = (l_406_ ? l_392_ : _e924);
        l_mut_25_ = l_407_;
        uint _e926 = l_mut_214_;
        bool l_408_ = (_e926 == 1u);
        if (l_404_) {
            local_26 = l_408_;
        } else {
            local_26 = false;
        }
        bool l_409_ = local_26;
        double _e933 = l_mut_209_;
        double l_410_ = (l_409_ ? l_392_ : _e933);
        l_mut_209_ = l_410_;
        uint _e935 = l_mut_214_;
        bool l_411_ = (_e935 == 2u);
        if (l_404_) {
            local_27 = l_411_;
        } else {
            local_27 = false;
        }
        bool l_412_ = local_27;
        double _e942 = l_mut_210_;
        double l_413_ = (l_412_ ? l_392_ : _e942);
        l_mut_210_ = l_413_;
        double l_414_ = (l_404_ ? l_401_ : l_392_);
        double _e945 = l_mut_213_;
        double l_415_ = (_e945 + l_389_);
        double l_416_ = (l_402_ ? l_414_ : l_415_);
        l_mut_213_ = l_416_;
        uint l_417_ = uint(l_404_);
        uint _e949 = l_mut_214_;
        l_mut_214_ = (_e949 + l_417_);
        uint _e951 = l_mut_214_;
        bool l_418_ = (_e951 == 0u);
        double _e954 = l_mut_25_;
        double _e955 = l_mut_213_;
        double l_419_ = (l_418_ ? _e955 : _e954);
        l_mut_25_ = l_419_;
        uint _e957 = l_mut_214_;
        bool l_420_ = (_e957 == 1u);
        double _e960 = l_mut_209_;
        double _e961 = l_mut_213_;
        double l_421_ = (l_420_ ? _e961 : _e960);
        l_mut_209_ = l_421_;
        uint _e963 = l_mut_214_;
        bool l_422_ = (_e963 == 2u);
        double _e966 = l_mut_210_;
        double _e967 = l_mut_213_;
        double l_423_ = (l_422_ ? _e967 : _e966);
        l_mut_210_ = l_423_;
        uint _e969 = l_mut_214_;
        bool l_424_ = (_e969 == 3u);
        double _e972 = l_mut_211_;
        double _e973 = l_mut_213_;
        double l_425_ = (l_424_ ? _e973 : _e972);
        l_mut_211_ = l_425_;
        uint l_501_ = _group_0_binding_4_cs.static_meta[3];
        uint l_502_ = (l_501_ * 1u);
        bool l_503_ = (id < l_502_);
        if (l_503_) {
            double _e984 = l_mut_25_;
            _group_0_binding_3_cs[id] = _e984;
        }
        uint l_426_ = (l_1_ + id);
        uint l_504_ = _group_0_binding_4_cs.static_meta[3];
        uint l_505_ = (l_504_ * 1u);
        bool l_506_ = (l_426_ < l_505_);
        if (l_506_) {
            double _e995 = l_mut_209_;
            _group_0_binding_3_cs[l_426_] = _e995;
        }
        uint l_427_ = (2u * l_1_);
        uint l_428_ = (l_427_ + id);
        uint l_507_ = _group_0_binding_4_cs.static_meta[3];
        uint l_508_ = (l_507_ * 1u);
        bool l_509_ = (l_428_ < l_508_);
        if (l_509_) {
            double _e1008 = l_mut_210_;
            _group_0_binding_3_cs[l_428_] = _e1008;
        }
        uint l_429_ = (3u * l_1_);
        uint l_430_ = (l_429_ + id);
        uint l_510_ = _group_0_binding_4_cs.static_meta[3];
        uint l_511_ = (l_510_ * 1u);
        bool l_512_ = (l_430_ < l_511_);
        if (l_512_) {
            double _e1021 = l_mut_211_;
            _group_0_binding_3_cs[l_430_] = _e1021;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
