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
    double l_mut_125_ = 0.0;
    double l_mut_126_ = 0.0;
    double l_mut_127_ = 0.0;
    double l_mut_129_ = 0.0;
    uint l_mut_130_ = 0u;
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
        uint l_305_ = _group_0_binding_4_cs.static_meta[2];
        uint l_306_ = (l_305_ * 1u);
        bool l_307_ = (0u < l_306_);
        uint l_308_ = (l_306_ - 1u);
        uint l_309_ = min(0u, l_308_);
        double l_310_ = _group_0_binding_2_cs[l_309_];
        double l_3_ = (l_307_ ? l_310_ : 0.0LF);
        uint l_312_ = _group_0_binding_4_cs.static_meta[2];
        uint l_313_ = (l_312_ * 1u);
        bool l_314_ = (1u < l_313_);
        uint l_315_ = (l_313_ - 1u);
        uint l_316_ = min(1u, l_315_);
        double l_317_ = _group_0_binding_2_cs[l_316_];
        double l_4_ = (l_314_ ? l_317_ : 0.0LF);
        uint l_319_ = _group_0_binding_4_cs.static_meta[0];
        uint l_320_ = (l_319_ * 1u);
        bool l_321_ = (id < l_320_);
        uint l_322_ = (l_320_ - 1u);
        uint l_323_ = min(id, l_322_);
        double l_324_ = _group_0_binding_0_cs[l_323_];
        double l_5_ = (l_321_ ? l_324_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_326_ = _group_0_binding_4_cs.static_meta[0];
        uint l_327_ = (l_326_ * 1u);
        bool l_328_ = (l_6_ < l_327_);
        uint l_329_ = (l_327_ - 1u);
        uint l_330_ = min(l_6_, l_329_);
        double l_331_ = _group_0_binding_0_cs[l_330_];
        double l_7_ = (l_328_ ? l_331_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_333_ = _group_0_binding_4_cs.static_meta[0];
        uint l_334_ = (l_333_ * 1u);
        bool l_335_ = (l_9_ < l_334_);
        uint l_336_ = (l_334_ - 1u);
        uint l_337_ = min(l_9_, l_336_);
        double l_338_ = _group_0_binding_0_cs[l_337_];
        double l_10_ = (l_335_ ? l_338_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_340_ = _group_0_binding_4_cs.static_meta[0];
        uint l_341_ = (l_340_ * 1u);
        bool l_342_ = (l_12_ < l_341_);
        uint l_343_ = (l_341_ - 1u);
        uint l_344_ = min(l_12_, l_343_);
        double l_345_ = _group_0_binding_0_cs[l_344_];
        double l_13_ = (l_342_ ? l_345_ : 0.0LF);
        uint l_347_ = _group_0_binding_4_cs.static_meta[1];
        uint l_348_ = (l_347_ * 1u);
        bool l_349_ = (id < l_348_);
        uint l_350_ = (l_348_ - 1u);
        uint l_351_ = min(id, l_350_);
        double l_352_ = _group_0_binding_1_cs[l_351_];
        double l_14_ = (l_349_ ? l_352_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_354_ = _group_0_binding_4_cs.static_meta[1];
        uint l_355_ = (l_354_ * 1u);
        bool l_356_ = (l_15_ < l_355_);
        uint l_357_ = (l_355_ - 1u);
        uint l_358_ = min(l_15_, l_357_);
        double l_359_ = _group_0_binding_1_cs[l_358_];
        double l_16_ = (l_356_ ? l_359_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_361_ = _group_0_binding_4_cs.static_meta[1];
        uint l_362_ = (l_361_ * 1u);
        bool l_363_ = (l_18_ < l_362_);
        uint l_364_ = (l_362_ - 1u);
        uint l_365_ = min(l_18_, l_364_);
        double l_366_ = _group_0_binding_1_cs[l_365_];
        double l_19_ = (l_363_ ? l_366_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_368_ = _group_0_binding_4_cs.static_meta[1];
        uint l_369_ = (l_368_ * 1u);
        bool l_370_ = (l_21_ < l_369_);
        uint l_371_ = (l_369_ - 1u);
        uint l_372_ = min(l_21_, l_371_);
        double l_373_ = _group_0_binding_1_cs[l_372_];
        double l_22_ = (l_370_ ? l_373_ : 0.0LF);
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
        double l_28_ = (l_27_ - l_26_);
        double l_29_ = (l_27_ - l_28_);
        double l_30_ = (l_26_ - l_29_);
        double _e224 = l_mut_25_;
        double l_31_ = (_e224 - l_28_);
        double l_32_ = (l_30_ + l_31_);
        a_23_[7] = l_32_;
        l_mut_25_ = l_27_;
        double l_33_ = a_23_[5];
        double _e230 = l_mut_25_;
        double l_34_ = (l_33_ + _e230);
        double l_35_ = (l_34_ - l_33_);
        double l_36_ = (l_34_ - l_35_);
        double l_37_ = (l_33_ - l_36_);
        double _e235 = l_mut_25_;
        double l_38_ = (_e235 - l_35_);
        double l_39_ = (l_37_ + l_38_);
        a_23_[6] = l_39_;
        l_mut_25_ = l_34_;
        double l_40_ = a_23_[4];
        double _e241 = l_mut_25_;
        double l_41_ = (l_40_ + _e241);
        double l_42_ = (l_41_ - l_40_);
        double l_43_ = (l_41_ - l_42_);
        double l_44_ = (l_40_ - l_43_);
        double _e246 = l_mut_25_;
        double l_45_ = (_e246 - l_42_);
        double l_46_ = (l_44_ + l_45_);
        a_23_[5] = l_46_;
        l_mut_25_ = l_41_;
        double l_47_ = a_23_[3];
        double _e252 = l_mut_25_;
        double l_48_ = (l_47_ + _e252);
        double l_49_ = (l_48_ - l_47_);
        double l_50_ = (l_48_ - l_49_);
        double l_51_ = (l_47_ - l_50_);
        double _e257 = l_mut_25_;
        double l_52_ = (_e257 - l_49_);
        double l_53_ = (l_51_ + l_52_);
        a_23_[4] = l_53_;
        l_mut_25_ = l_48_;
        double l_54_ = a_23_[2];
        double _e263 = l_mut_25_;
        double l_55_ = (l_54_ + _e263);
        double l_56_ = (l_55_ - l_54_);
        double l_57_ = (l_55_ - l_56_);
        double l_58_ = (l_54_ - l_57_);
        double _e268 = l_mut_25_;
        double l_59_ = (_e268 - l_56_);
        double l_60_ = (l_58_ + l_59_);
        a_23_[3] = l_60_;
        l_mut_25_ = l_55_;
        double l_61_ = a_23_[1];
        double _e274 = l_mut_25_;
        double l_62_ = (l_61_ + _e274);
        double l_63_ = (l_62_ - l_61_);
        double l_64_ = (l_62_ - l_63_);
        double l_65_ = (l_61_ - l_64_);
        double _e279 = l_mut_25_;
        double l_66_ = (_e279 - l_63_);
        double l_67_ = (l_65_ + l_66_);
        a_23_[2] = l_67_;
        l_mut_25_ = l_62_;
        double l_68_ = a_23_[0];
        double _e285 = l_mut_25_;
        double l_69_ = (l_68_ + _e285);
        double l_70_ = (l_69_ - l_68_);
        double l_71_ = (l_69_ - l_70_);
        double l_72_ = (l_68_ - l_71_);
        double _e290 = l_mut_25_;
        double l_73_ = (_e290 - l_70_);
        double l_74_ = (l_72_ + l_73_);
        a_23_[1] = l_74_;
        l_mut_25_ = l_69_;
        double _e295 = l_mut_25_;
        a_23_[0] = _e295;
        double l_75_ = a_23_[7];
        l_mut_25_ = l_75_;
        double l_76_ = a_23_[6];
        double _e300 = l_mut_25_;
        double l_77_ = (l_76_ + _e300);
        double l_78_ = (l_77_ - l_76_);
        double l_79_ = (l_77_ - l_78_);
        double l_80_ = (l_76_ - l_79_);
        double _e305 = l_mut_25_;
        double l_81_ = (_e305 - l_78_);
        double l_82_ = (l_80_ + l_81_);
        a_23_[7] = l_82_;
        l_mut_25_ = l_77_;
        double l_83_ = a_23_[5];
        double _e311 = l_mut_25_;
        double l_84_ = (l_83_ + _e311);
        double l_85_ = (l_84_ - l_83_);
        double l_86_ = (l_84_ - l_85_);
        double l_87_ = (l_83_ - l_86_);
        double _e316 = l_mut_25_;
        double l_88_ = (_e316 - l_85_);
        double l_89_ = (l_87_ + l_88_);
        a_23_[6] = l_89_;
        l_mut_25_ = l_84_;
        double l_90_ = a_23_[4];
        double _e322 = l_mut_25_;
        double l_91_ = (l_90_ + _e322);
        double l_92_ = (l_91_ - l_90_);
        double l_93_ = (l_91_ - l_92_);
        double l_94_ = (l_90_ - l_93_);
        double _e327 = l_mut_25_;
        double l_95_ = (_e327 - l_92_);
        double l_96_ = (l_94_ + l_95_);
        a_23_[5] = l_96_;
        l_mut_25_ = l_91_;
        double l_97_ = a_23_[3];
        double _e333 = l_mut_25_;
        double l_98_ = (l_97_ + _e333);
        double l_99_ = (l_98_ - l_97_);
        double l_100_ = (l_98_ - l_99_);
        double l_101_ = (l_97_ - l_100_);
        double _e338 = l_mut_25_;
        double l_102_ = (_e338 - l_99_);
        double l_103_ = (l_101_ + l_102_);
        a_23_[4] = l_103_;
        l_mut_25_ = l_98_;
        double l_104_ = a_23_[2];
        double _e344 = l_mut_25_;
        double l_105_ = (l_104_ + _e344);
        double l_106_ = (l_105_ - l_104_);
        double l_107_ = (l_105_ - l_106_);
        double l_108_ = (l_104_ - l_107_);
        double _e349 = l_mut_25_;
        double l_109_ = (_e349 - l_106_);
        double l_110_ = (l_108_ + l_109_);
        a_23_[3] = l_110_;
        l_mut_25_ = l_105_;
        double l_111_ = a_23_[1];
        double _e355 = l_mut_25_;
        double l_112_ = (l_111_ + _e355);
        double l_113_ = (l_112_ - l_111_);
        double l_114_ = (l_112_ - l_113_);
        double l_115_ = (l_111_ - l_114_);
        double _e360 = l_mut_25_;
        double l_116_ = (_e360 - l_113_);
        double l_117_ = (l_115_ + l_116_);
        a_23_[2] = l_117_;
        l_mut_25_ = l_112_;
        double l_118_ = a_23_[0];
        double _e366 = l_mut_25_;
        double l_119_ = (l_118_ + _e366);
        double l_120_ = (l_119_ - l_118_);
        double l_121_ = (l_119_ - l_120_);
        double l_122_ = (l_118_ - l_121_);
        double _e371 = l_mut_25_;
        double l_123_ = (_e371 - l_120_);
        double l_124_ = (l_122_ + l_123_);
        a_23_[1] = l_124_;
        l_mut_25_ = l_119_;
        double _e376 = l_mut_25_;
        a_23_[0] = _e376;
        l_mut_25_ = 0.0LF;
        l_mut_125_ = 0.0LF;
        l_mut_126_ = 0.0LF;
        l_mut_127_ = 0.0LF;
        double l_128_ = a_23_[0];
        l_mut_129_ = l_128_;
        l_mut_130_ = 0u;
        double l_131_ = a_23_[1];
        double _e386 = l_mut_129_;
        double l_132_ = (_e386 + l_131_);
        double _e388 = l_mut_129_;
        double l_133_ = (l_132_ - _e388);
        double l_134_ = (l_132_ - l_133_);
        double _e391 = l_mut_129_;
        double l_135_ = (_e391 - l_134_);
        double l_136_ = (l_131_ - l_133_);
        double l_137_ = (l_135_ + l_136_);
        uint _e395 = l_mut_130_;
        bool l_138_ = (_e395 < 3u);
        bool l_139_ = (l_137_ != 0.0LF);
        if (l_138_) {
            local = l_139_;
        } else {
            local = false;
        }
        bool l_140_ = local;
        uint _e404 = l_mut_130_;
        bool l_141_ = (_e404 == 0u);
        if (l_140_) {
            local_1 = l_141_;
        } else {
            local_1 = false;
        }
        bool l_142_ = local_1;
        double _e411 = l_mut_25_;
        double l_143_ = (l_142_ ? l_132_ : _e411);
        l_mut_25_ = l_143_;
        uint _e413 = l_mut_130_;
        bool l_144_ = (_e413 == 1u);
        if (l_140_) {
            local_2 = l_144_;
        } else {
            local_2 = false;
        }
        bool l_145_ = local_2;
        double _e420 = l_mut_125_;
        double l_146_ = (l_145_ ? l_132_ : _e420);
        l_mut_125_ = l_146_;
        uint _e422 = l_mut_130_;
        bool l_147_ = (_e422 == 2u);
        if (l_140_) {
            local_3 = l_147_;
        } else {
            local_3 = false;
        }
        bool l_148_ = local_3;
        double _e429 = l_mut_126_;
        double l_149_ = (l_148_ ? l_132_ : _e429);
        l_mut_126_ = l_149_;
        double l_150_ = (l_140_ ? l_137_ : l_132_);
        double _e432 = l_mut_129_;
        double l_151_ = (_e432 + l_131_);
        double l_152_ = (l_138_ ? l_150_ : l_151_);
        l_mut_129_ = l_152_;
        uint l_153_ = uint(l_140_);
        uint _e436 = l_mut_130_;
        l_mut_130_ = (_e436 + l_153_);
        double l_154_ = a_23_[2];
        double _e440 = l_mut_129_;
        double l_155_ = (_e440 + l_154_);
        double _e442 = l_mut_129_;
        double l_156_ = (l_155_ - _e442);
        double l_157_ = (l_155_ - l_156_);
        double _e445 = l_mut_129_;
        double l_158_ = (_e445 - l_157_);
        double l_159_ = (l_154_ - l_156_);
        double l_160_ = (l_158_ + l_159_);
        uint _e449 = l_mut_130_;
        bool l_161_ = (_e449 < 3u);
        bool l_162_ = (l_160_ != 0.0LF);
        if (l_161_) {
            local_4 = l_162_;
        } else {
            local_4 = false;
        }
        bool l_163_ = local_4;
        uint _e458 = l_mut_130_;
        bool l_164_ = (_e458 == 0u);
        if (l_163_) {
            local_5 = l_164_;
        } else {
            local_5 = false;
        }
        bool l_165_ = local_5;
        double _e465 = l_mut_25_;
        double l_166_ = (l_165_ ? l_155_ : _e465);
        l_mut_25_ = l_166_;
        uint _e467 = l_mut_130_;
        bool l_167_ = (_e467 == 1u);
        if (l_163_) {
            local_6 = l_167_;
        } else {
            local_6 = false;
        }
        bool l_168_ = local_6;
        double _e474 = l_mut_125_;
        double l_169_ = (l_168_ ? l_155_ : _e474);
        l_mut_125_ = l_169_;
        uint _e476 = l_mut_130_;
        bool l_170_ = (_e476 == 2u);
        if (l_163_) {
            local_7 = l_170_;
        } else {
            local_7 = false;
        }
        bool l_171_ = local_7;
        double _e483 = l_mut_126_;
        double l_172_ = (l_171_ ? l_155_ : _e483);
        l_mut_126_ = l_172_;
        double l_173_ = (l_163_ ? l_160_ : l_155_);
        double _e486 = l_mut_129_;
        double l_174_ = (_e486 + l_154_);
        double l_175_ = (l_161_ ? l_173_ : l_174_);
        l_mut_129_ = l_175_;
        uint l_176_ = uint(l_163_);
        uint _e490 = l_mut_130_;
        l_mut_130_ = (_e490 + l_176_);
        double l_177_ = a_23_[3];
        double _e494 = l_mut_129_;
        double l_178_ = (_e494 + l_177_);
        double _e496 = l_mut_129_;
        double l_179_ = (l_178_ - _e496);
        double l_180_ = (l_178_ - l_179_);
        double _e499 = l_mut_129_;
        double l_181_ = (_e499 - l_180_);
        double l_182_ = (l_177_ - l_179_);
        double l_183_ = (l_181_ + l_182_);
        uint _e503 = l_mut_130_;
        bool l_184_ = (_e503 < 3u);
        bool l_185_ = (l_183_ != 0.0LF);
        if (l_184_) {
            local_8 = l_185_;
        } else {
            local_8 = false;
        }
        bool l_186_ = local_8;
        uint _e512 = l_mut_130_;
        bool l_187_ = (_e512 == 0u);
        if (l_186_) {
            local_9 = l_187_;
        } else {
            local_9 = false;
        }
        bool l_188_ = local_9;
        double _e519 = l_mut_25_;
        double l_189_ = (l_188_ ? l_178_ : _e519);
        l_mut_25_ = l_189_;
        uint _e521 = l_mut_130_;
        bool l_190_ = (_e521 == 1u);
        if (l_186_) {
            local_10 = l_190_;
        } else {
            local_10 = false;
        }
        bool l_191_ = local_10;
        double _e528 = l_mut_125_;
        double l_192_ = (l_191_ ? l_178_ : _e528);
        l_mut_125_ = l_192_;
        uint _e530 = l_mut_130_;
        bool l_193_ = (_e530 == 2u);
        if (l_186_) {
            local_11 = l_193_;
        } else {
            local_11 = false;
        }
        bool l_194_ = local_11;
        double _e537 = l_mut_126_;
        double l_195_ = (l_194_ ? l_178_ : _e537);
        l_mut_126_ = l_195_;
        double l_196_ = (l_186_ ? l_183_ : l_178_);
        double _e540 = l_mut_129_;
        double l_197_ = (_e540 + l_177_);
        double l_198_ = (l_184_ ? l_196_ : l_197_);
        l_mut_129_ = l_198_;
        uint l_199_ = uint(l_186_);
        uint _e544 = l_mut_130_;
        l_mut_130_ = (_e544 + l_199_);
        double l_200_ = a_23_[4];
        double _e548 = l_mut_129_;
        double l_201_ = (_e548 + l_200_);
        double _e550 = l_mut_129_;
        double l_202_ = (l_201_ - _e550);
        double l_203_ = (l_201_ - l_202_);
        double _e553 = l_mut_129_;
        double l_204_ = (_e553 - l_203_);
        double l_205_ = (l_200_ - l_202_);
        double l_206_ = (l_204_ + l_205_);
        uint _e557 = l_mut_130_;
        bool l_207_ = (_e557 < 3u);
        bool l_208_ = (l_206_ != 0.0LF);
        if (l_207_) {
            local_12 = l_208_;
        } else {
            local_12 = false;
        }
        bool l_209_ = local_12;
        uint _e566 = l_mut_130_;
        bool l_210_ = (_e566 == 0u);
        if (l_209_) {
            local_13 = l_210_;
        } else {
            local_13 = false;
        }
        bool l_211_ = local_13;
        double _e573 = l_mut_25_;
        double l_212_ = (l_211_ ? l_201_ : _e573);
        l_mut_25_ = l_212_;
        uint _e575 = l_mut_130_;
        bool l_213_ = (_e575 == 1u);
        if (l_209_) {
            local_14 = l_213_;
        } else {
            local_14 = false;
        }
        bool l_214_ = local_14;
        double _e582 = l_mut_125_;
        double l_215_ = (l_214_ ? l_201_ : _e582);
        l_mut_125_ = l_215_;
        uint _e584 = l_mut_130_;
        bool l_216_ = (_e584 == 2u);
        if (l_209_) {
            local_15 = l_216_;
        } else {
            local_15 = false;
        }
        bool l_217_ = local_15;
        double _e591 = l_mut_126_;
        double l_218_ = (l_217_ ? l_201_ : _e591);
        l_mut_126_ = l_218_;
        double l_219_ = (l_209_ ? l_206_ : l_201_);
        double _e594 = l_mut_129_;
        double l_220_ = (_e594 + l_200_);
        double l_221_ = (l_207_ ? l_219_ : l_220_);
        l_mut_129_ = l_221_;
        uint l_222_ = uint(l_209_);
        uint _e598 = l_mut_130_;
        l_mut_130_ = (_e598 + l_222_);
        double l_223_ = a_23_[5];
        double _e602 = l_mut_129_;
        double l_224_ = (_e602 + l_223_);
        double _e604 = l_mut_129_;
        double l_225_ = (l_224_ - _e604);
        double l_226_ = (l_224_ - l_225_);
        double _e607 = l_mut_129_;
        double l_227_ = (_e607 - l_226_);
        double l_228_ = (l_223_ - l_225_);
        double l_229_ = (l_227_ + l_228_);
        uint _e611 = l_mut_130_;
        bool l_230_ = (_e611 < 3u);
        bool l_231_ = (l_229_ != 0.0LF);
        if (l_230_) {
            local_16 = l_231_;
        } else {
            local_16 = false;
        }
        bool l_232_ = local_16;
        uint _e620 = l_mut_130_;
        bool l_233_ = (_e620 == 0u);
        if (l_232_) {
            local_17 = l_233_;
        } else {
            local_17 = false;
        }
        bool l_234_ = local_17;
        double _e627 = l_mut_25_;
        double l_235_ = (l_234_ ? l_224_ : _e627);
        l_mut_25_ = l_235_;
        uint _e629 = l_mut_130_;
        bool l_236_ = (_e629 == 1u);
        if (l_232_) {
            local_18 = l_236_;
        } else {
            local_18 = false;
        }
        bool l_237_ = local_18;
        double _e636 = l_mut_125_;
        double l_238_ = (l_237_ ? l_224_ : _e636);
        l_mut_125_ = l_238_;
        uint _e638 = l_mut_130_;
        bool l_239_ = (_e638 == 2u);
        if (l_232_) {
            local_19 = l_239_;
        } else {
            local_19 = false;
        }
        bool l_240_ = local_19;
        double _e645 = l_mut_126_;
        double l_241_ = (l_240_ ? l_224_ : _e645);
        l_mut_126_ = l_241_;
        double l_242_ = (l_232_ ? l_229_ : l_224_);
        double _e648 = l_mut_129_;
        double l_243_ = (_e648 + l_223_);
        double l_244_ = (l_230_ ? l_242_ : l_243_);
        l_mut_129_ = l_244_;
        uint l_245_ = uint(l_232_);
        uint _e652 = l_mut_130_;
        l_mut_130_ = (_e652 + l_245_);
        double l_246_ = a_23_[6];
        double _e656 = l_mut_129_;
        double l_247_ = (_e656 + l_246_);
        double _e658 = l_mut_129_;
        double l_248_ = (l_247_ - _e658);
        double l_249_ = (l_247_ - l_248_);
        double _e661 = l_mut_129_;
        double l_250_ = (_e661 - l_249_);
        double l_251_ = (l_246_ - l_248_);
        double l_252_ = (l_250_ + l_251_);
        uint _e665 = l_mut_130_;
        bool l_253_ = (_e665 < 3u);
        bool l_254_ = (l_252_ != 0.0LF);
        if (l_253_) {
            local_20 = l_254_;
        } else {
            local_20 = false;
        }
        bool l_255_ = local_20;
        uint _e674 = l_mut_130_;
        bool l_256_ = (_e674 == 0u);
        if (l_255_) {
            local_21 = l_256_;
        } else {
            local_21 = false;
        }
        bool l_257_ = local_21;
        double _e681 = l_mut_25_;
        double l_258_ = (l_257_ ? l_247_ : _e681);
        l_mut_25_ = l_258_;
        uint _e683 = l_mut_130_;
        bool l_259_ = (_e683 == 1u);
        if (l_255_) {
            local_22 = l_259_;
        } else {
            local_22 = false;
        }
        bool l_260_ = local_22;
        double _e690 = l_mut_125_;
        double l_261_ = (l_260_ ? l_247_ : _e690);
        l_mut_125_ = l_261_;
        uint _e692 = l_mut_130_;
        bool l_262_ = (_e692 == 2u);
        if (l_255_) {
            local_23 = l_262_;
        } else {
            local_23 = false;
        }
        bool l_263_ = local_23;
        double _e699 = l_mut_126_;
        double l_264_ = (l_263_ ? l_247_ : _e699);
        l_mut_126_ = l_264_;
        double l_265_ = (l_255_ ? l_252_ : l_247_);
        double _e702 = l_mut_129_;
        double l_266_ = (_e702 + l_246_);
        double l_267_ = (l_253_ ? l_265_ : l_266_);
        l_mut_129_ = l_267_;
        uint l_268_ = uint(l_255_);
        uint _e706 = l_mut_130_;
        l_mut_130_ = (_e706 + l_268_);
        double l_269_ = a_23_[7];
        double _e710 = l_mut_129_;
        double l_270_ = (_e710 + l_269_);
        double _e712 = l_mut_129_;
        double l_271_ = (l_270_ - _e712);
        double l_272_ = (l_270_ - l_271_);
        double _e715 = l_mut_129_;
        double l_273_ = (_e715 - l_272_);
        double l_274_ = (l_269_ - l_271_);
        double l_275_ = (l_273_ + l_274_);
        uint _e719 = l_mut_130_;
        bool l_276_ = (_e719 < 3u);
        bool l_277_ = (l_275_ != 0.0LF);
        if (l_276_) {
            local_24 = l_277_;
        } else {
            local_24 = false;
        }
        bool l_278_ = local_24;
        uint _e728 = l_mut_130_;
        bool l_279_ = (_e728 == 0u);
        if (l_278_) {
            local_25 = l_279_;
        } else {
            local_25 = false;
        }
        bool l_280_ = local_25;
        double _e735 = l_mut_25_;
        double l_281_ = (l_280_ ? l_270_ : _e735);
        l_mut_25_ = l_281_;
        uint _e737 = l_mut_130_;
        bool l_282_ = (_e737 == 1u);
        if (l_278_) {
            local_26 = l_282_;
        } else {
            local_26 = false;
        }
        bool l_283_ = local_26;
        double _e744 = l_mut_125_;
        double l_284_ = (l_283_ ? l_270_ : _e744);
        l_mut_125_ = l_284_;
        uint _e746 = l_mut_130_;
        bool l_285_ = (_e746 == 2u);
        if (l_278_) {
            local_27 = l_285_;
        } else {
            local_27 = false;
        }
        bool l_286_ = local_27;
        double _e753 = l_mut_126_;
        double l_287_ = (l_286_ ? l_270_ : _e753);
        l_mut_126_ = l_287_;
        double l_288_ = (l_278_ ? l_275_ : l_270_);
        double _e756 = l_mut_129_;
        double l_289_ = (_e756 + l_269_);
        double l_290_ = (l_276_ ? l_288_ : l_289_);
        l_mut_129_ = l_290_;
        uint l_291_ = uint(l_278_);
        uint _e760 = l_mut_130_;
        l_mut_130_ = (_e760 + l_291_);
        uint _e762 = l_mut_130_;
        bool l_292_ = (_e762 == 0u);
        double _e765 = l_mut_25_;
        double _e766 = l_mut_129_;
        double l_293_ = (l_292_ ? _e766 : _e765);
        l_mut_25_ = l_293_;
        uint _e768 = l_mut_130_;
        bool l_294_ = (_e768 == 1u);
        double _e771 = l_mut_125_;
        double _e772 = l_mut_129_;
        double l_295_ = (l_294_ ? _e772 : _e771);
        l_mut_125_ = l_295_;
        uint _e774 = l_mut_130_;
        bool l_296_ = (_e774 == 2u);
        double _e777 = l_mut_126_;
        double _e778 = l_mut_129_;
        double l_297_ = (l_296_ ? _e778 : _e777);
        l_mut_126_ = l_297_;
        uint _e780 = l_mut_130_;
        bool l_298_ = (_e780 == 3u);
        double _e783 = l_mut_127_;
        double _e784 = l_mut_129_;
        double l_299_ = (l_298_ ? _e784 : _e783);
        l_mut_127_ = l_299_;
        uint l_375_ = _group_0_binding_4_cs.static_meta[3];
        uint l_376_ = (l_375_ * 1u);
        bool l_377_ = (id < l_376_);
        if (l_377_) {
            double _e795 = l_mut_25_;
            _group_0_binding_3_cs[id] = _e795;
        }
        uint l_300_ = (l_1_ + id);
        uint l_378_ = _group_0_binding_4_cs.static_meta[3];
        uint l_379_ = (l_378_ * 1u);
        bool l_380_ = (l_300_ < l_379_);
        if (l_380_) {
            double _e806 = l_mut_125_;
            _group_0_binding_3_cs[l_300_] = _e806;
        }
        uint l_301_ = (2u * l_1_);
        uint l_302_ = (l_301_ + id);
        uint l_381_ = _group_0_binding_4_cs.static_meta[3];
        uint l_382_ = (l_381_ * 1u);
        bool l_383_ = (l_302_ < l_382_);
        if (l_383_) {
            double _e819 = l_mut_126_;
            _group_0_binding_3_cs[l_302_] = _e819;
        }
        uint l_303_ = (3u * l_1_);
        uint l_304_ = (l_303_ + id);
        uint l_384_ = _group_0_binding_4_cs.static_meta[3];
        uint l_385_ = (l_384_ * 1u);
        bool l_386_ = (l_304_ < l_385_);
        if (l_386_) {
            double _e832 = l_mut_127_;
            _group_0_binding_3_cs[l_304_] = _e832;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
