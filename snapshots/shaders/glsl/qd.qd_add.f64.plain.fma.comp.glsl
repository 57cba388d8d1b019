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
    double a_199_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_105_ = 0.0;
    double l_mut_106_ = 0.0;
    double l_mut_107_ = 0.0;
    double l_mut_108_ = 0.0;
    double l_mut_109_ = 0.0;
    uint l_mut_110_ = 0u;
    double l_mut_195_ = 0.0;
    double l_mut_196_ = 0.0;
    double l_mut_197_ = 0.0;
    double l_mut_201_ = 0.0;
    double l_mut_301_ = 0.0;
    double l_mut_302_ = 0.0;
    double l_mut_303_ = 0.0;
    double l_mut_305_ = 0.0;
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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_480_ = _group_0_binding_4_cs.static_meta[2];
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (0u < l_481_);
        uint l_483_ = (l_481_ - 1u);
        uint l_484_ = min(0u, l_483_);
        double l_485_ = _group_0_binding_2_cs[l_484_];
        double l_3_ = (l_482_ ? l_485_ : 0.0LF);
        uint l_487_ = _group_0_binding_4_cs.static_meta[2];
        uint l_488_ = (l_487_ * 1u);
        bool l_489_ = (1u < l_488_);
        uint l_490_ = (l_488_ - 1u);
        uint l_491_ = min(1u, l_490_);
        double l_492_ = _group_0_binding_2_cs[l_491_];
        double l_4_ = (l_489_ ? l_492_ : 0.0LF);
        uint l_494_ = _group_0_binding_4_cs.static_meta[0];
        uint l_495_ = (l_494_ * 1u);
        bool l_496_ = (id < l_495_);
        uint l_497_ = (l_495_ - 1u);
        uint l_498_ = min(id, l_497_);
        double l_499_ = _group_0_binding_0_cs[l_498_];
        double l_5_ = (l_496_ ? l_499_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_501_ = _group_0_binding_4_cs.static_meta[0];
        uint l_502_ = (l_501_ * 1u);
        bool l_503_ = (l_6_ < l_502_);
        uint l_504_ = (l_502_ - 1u);
        uint l_505_ = min(l_6_, l_504_);
        double l_506_ = _group_0_binding_0_cs[l_505_];
        double l_7_ = (l_503_ ? l_506_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_508_ = _group_0_binding_4_cs.static_meta[0];
        uint l_509_ = (l_508_ * 1u);
        bool l_510_ = (l_9_ < l_509_);
        uint l_511_ = (l_509_ - 1u);
        uint l_512_ = min(l_9_, l_511_);
        double l_513_ = _group_0_binding_0_cs[l_512_];
        double l_10_ = (l_510_ ? l_513_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_515_ = _group_0_binding_4_cs.static_meta[0];
        uint l_516_ = (l_515_ * 1u);
        bool l_517_ = (l_12_ < l_516_);
        uint l_518_ = (l_516_ - 1u);
        uint l_519_ = min(l_12_, l_518_);
        double l_520_ = _group_0_binding_0_cs[l_519_];
        double l_13_ = (l_517_ ? l_520_ : 0.0LF);
        uint l_522_ = _group_0_binding_4_cs.static_meta[1];
        uint l_523_ = (l_522_ * 1u);
        bool l_524_ = (id < l_523_);
        uint l_525_ = (l_523_ - 1u);
        uint l_526_ = min(id, l_525_);
        double l_527_ = _group_0_binding_1_cs[l_526_];
        double l_14_ = (l_524_ ? l_527_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_529_ = _group_0_binding_4_cs.static_meta[1];
        uint l_530_ = (l_529_ * 1u);
        bool l_531_ = (l_15_ < l_530_);
        uint l_532_ = (l_530_ - 1u);
        uint l_533_ = min(l_15_, l_532_);
        double l_534_ = _group_0_binding_1_cs[l_533_];
        double l_16_ = (l_531_ ? l_534_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_536_ = _group_0_binding_4_cs.static_meta[1];
        uint l_537_ = (l_536_ * 1u);
        bool l_538_ = (l_18_ < l_537_);
        uint l_539_ = (l_537_ - 1u);
        uint l_540_ = min(l_18_, l_539_);
        double l_541_ = _group_0_binding_1_cs[l_540_];
        double l_19_ = (l_538_ ? l_541_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_543_ = _group_0_binding_4_cs.static_meta[1];
        uint l_544_ = (l_543_ * 1u);
        bool l_545_ = (l_21_ < l_544_);
        uint l_546_ = (l_544_ - 1u);
        uint l_547_ = min(l_21_, l_546_);
        double l_548_ = _group_0_binding_1_cs[l_547_];
        double l_22_ = (l_545_ ? l_548_ : 0.0LF);
        double l_23_ = (l_5_ + l_14_);
        double l_24_ = abs(l_23_);
        double l_25_ = abs(l_5_);
        double l_26_ = abs(l_14_);
        double l_27_ = (l_25_ + l_26_);
        double l_28_ = (0.25LF * l_27_);
        bool l_29_ = (l_24_ >= l_28_);
        double l_30_ = (l_5_ + l_14_);
        double l_31_ = (l_30_ - l_5_);
        double l_32_ = (l_30_ - l_31_);
        double l_33_ = (l_5_ - l_32_);
        double l_34_ = (l_14_ - l_31_);
        double l_35_ = (l_33_ + l_34_);
        double l_36_ = (l_7_ + l_16_);
        double l_37_ = (l_36_ - l_7_);
        double l_38_ = (l_36_ - l_37_);
        double l_39_ = (l_7_ - l_38_);
        double l_40_ = (l_16_ - l_37_);
        double l_41_ = (l_39_ + l_40_);
        double l_42_ = (l_10_ + l_19_);
        double l_43_ = (l_42_ - l_10_);
        double l_44_ = (l_42_ - l_43_);
        double l_45_ = (l_10_ - l_44_);
        double l_46_ = (l_19_ - l_43_);
        double l_47_ = (l_45_ + l_46_);
        double l_48_ = (l_13_ + l_22_);
        double l_49_ = (l_48_ - l_13_);
        double l_50_ = (l_48_ - l_49_);
        double l_51_ = (l_13_ - l_50_);
        double l_52_ = (l_22_ - l_49_);
        double l_53_ = (l_51_ + l_52_);
        double l_54_ = (l_36_ + l_35_);
        double l_55_ = (l_54_ - l_36_);
        double l_56_ = (l_54_ - l_55_);
        double l_57_ = (l_36_ - l_56_);
        double l_58_ = (l_35_ - l_55_);
        double l_59_ = (l_57_ + l_58_);
        double l_60_ = (l_42_ + l_59_);
        double l_61_ = (l_60_ - l_42_);
        double l_62_ = (l_60_ - l_61_);
        double l_63_ = (l_42_ - l_62_);
        double l_64_ = (l_59_ - l_61_);
        double l_65_ = (l_63_ + l_64_);
        double l_66_ = (l_41_ + l_60_);
        double l_67_ = (l_66_ - l_41_);
        double l_68_ = (l_66_ - l_67_);
        double l_69_ = (l_41_ - l_68_);
        double l_70_ = (l_60_ - l_67_);
        double l_71_ = (l_69_ + l_70_);
        double l_72_ = (l_65_ + l_71_);
        double l_73_ = (l_72_ - l_65_);
        double l_74_ = (l_72_ - l_73_);
        double l_75_ = (l_65_ - l_74_);
        double l_76_ = (l_71_ - l_73_);
        double l_77_ = (l_75_ + l_76_);
        double l_78_ = (l_48_ + l_72_);
        double l_79_ = (l_78_ - l_48_);
        double l_80_ = (l_78_ - l_79_);
        double l_81_ = (l_48_ - l_80_);
        double l_82_ = (l_72_ - l_79_);
        double l_83_ = (l_81_ + l_82_);
        double l_84_ = (l_47_ + l_78_);
        double l_85_ = (l_84_ - l_47_);
        double l_86_ = (l_84_ - l_85_);
        double l_87_ = (l_47_ - l_86_);
        double l_88_ = (l_78_ - l_85_);
        double l_89_ = (l_87_ + l_88_);
        double l_90_ = (l_83_ + l_89_);
        double l_91_ = (l_90_ + l_77_);
        double l_92_ = (l_91_ + l_53_);
        double l_93_ = (l_84_ + l_92_);
        double l_94_ = (l_93_ - l_84_);
        double l_95_ = (l_92_ - l_94_);
        double l_96_ = (l_66_ + l_93_);
        double l_97_ = (l_96_ - l_66_);
        double l_98_ = (l_93_ - l_97_);
        double l_99_ = (l_54_ + l_96_);
        double l_100_ = (l_99_ - l_54_);
        double l_101_ = (l_96_ - l_100_);
        double l_102_ = (l_30_ + l_99_);
        double l_103_ = (l_102_ - l_30_);
        double l_104_ = (l_99_ - l_103_);
        l_mut_105_ = 0.0LF;
        l_mut_106_ = 0.0LF;
        l_mut_107_ = 0.0LF;
        l_mut_108_ = 0.0LF;
        l_mut_109_ = l_102_;
        l_mut_110_ = 0u;
        double _e303 = l_mut_109_;
        double l_111_ = (_e303 + l_104_);
        double _e305 = l_mut_109_;
        double l_112_ = (l_111_ - _e305);
        double l_113_ = (l_104_ - l_112_);
        uint _e308 = l_mut_110_;
        bool l_114_ = (_e308 < 3u);
        bool l_115_ = (l_113_ != 0.0LF);
        if (l_114_) {
            local = l_115_;
        } else {
            local = false;
        }
        bool l_116_ = local;
        uint _e317 = l_mut_110_;
        bool l_117_ = (_e317 == 0u);
        if (l_116_) {
            local_1 = l_117_;
        } else {
            local_1 = false;
        }
        bool l_118_ = local_1;
        double _e324 = l_mut_105_;
        double l_119_ = (l_118_ ? l_111_ : _e324);
        l_mut_105_ = l_119_;
        uint _e326 = l_mut_110_;
        bool l_120_ = (_e326 == 1u);
        if (l_116_) {
            local_2 = l_120_;
        } else {
            local_2 = false;
        }
        bool l_121_ = local_2;
        double _e333 = l_mut_106_;
        double l_122_ = (l_121_ ? l_111_ : _e333);
        l_mut_106_ = l_122_;
        uint _e335 = l_mut_110_;
        bool l_123_ = (_e335 == 2u);
        if (l_116_) {
            local_3 = l_123_;
        } else {
            local_3 = false;
        }
        bool l_124_ = local_3;
        double _e342 = l_mut_107_;
        double l_125_ = (l_124_ ? l_111_ : _e342);
        l_mut_107_ = l_125_;
        double l_126_ = (l_116_ ? l_113_ : l_111_);
        double _e345 = l_mut_109_;
        double l_127_ = (_e345 + l_104_);
        double l_128_ = (l_114_ ? l_126_ : l_127_);
        l_mut_109_ = l_128_;
        uint l_129_ = uint(l_116_);
        uint _e349 = l_mut_110_;
        l_mut_110_ = (_e349 + l_129_);
        double _e351 = l_mut_109_;
        double l_130_ = (_e351 + l_101_);
        double _e353 = l_mut_109_;
        double l_131_ = (l_130_ - _e353);
        double l_132_ = (l_101_ - l_131_);
        uint _e356 = l_mut_110_;
        bool l_133_ = (_e356 < 3u);
        bool l_134_ = (l_132_ != 0.0LF);
        if (l_133_) {
            local_4 = l_134_;
        } else {
            local_4 = false;
        }
        bool l_135_ = local_4;
        uint _e365 = l_mut_110_;
        bool l_136_ = (_e365 == 0u);
        if (l_135_) {
            local_5 = l_136_;
        } else {
            local_5 = false;
        }
        bool l_137_ = local_5;
        double _e372 = l_mut_105_;
        double l_138_ = (l_137_ ? l_130_ : _e372);
        l_mut_105_ = l_138_;
        uint _e374 = l_mut_110_;
        bool l_139_ = (_e374 == 1u);
        if (l_135_) {
            local_6 = l_139_;
        } else {
            local_6 = false;
        }
        bool l_140_ = local_6;
        double _e381 = l_mut_106_;
        double l_141_ = (l_140_ ? l_130_ : _e381);
        l_mut_106_ = l_141_;
        uint _e383 = l_mut_110_;
        bool l_142_ = (_e383 == 2u);
        if (l_135_) {
            local_7 = l_142_;
        } else {
            local_7 = false;
        }
        bool l_143_ = local_7;
        double _e390 = l_mut_107_;
        double l_144_ = (l_143_ ? l_130_ : _e390);
        l_mut_107_ = l_144_;
        double l_145_ = (l_135_ ? l_132_ : l_130_);
        double _e393 = l_mut_109_;
        double l_146_ = (_e393 + l_101_);
        double l_147_ = (l_133_ ? l_145_ : l_146_);
        l_mut_109_ = l_147_;
        uint l_148_ = uint(l_135_);
        uint _e397 = l_mut_110_;
        l_mut_110_ = (_e397 + l_148_);
        double _e399 = l_mut_109_;
        double l_149_ = (_e399 + l_98_);
        double _e401 = l_mut_109_;
        double l_150_ = (l_149_ - _e401);
        double l_151_ = (l_98_ - l_150_);
        uint _e404 = l_mut_110_;
        bool l_152_ = (_e404 < 3u);
        bool l_153_ = (l_151_ != 0.0LF);
        if (l_152_) {
            local_8 = l_153_;
        } else {
            local_8 = false;
        }
        bool l_154_ = local_8;
        uint _e413 = l_mut_110_;
        bool l_155_ = (_e413 == 0u);
        if (l_154_) {
            local_9 = l_155_;
        } else {
            local_9 = false;
        }
        bool l_156_ = local_9;
        double _e420 = l_mut_105_;
        double l_157_ = (l_156_ ? l_149_ : _e420);
        l_mut_105_ = l_157_;
        uint _e422 = l_mut_110_;
        bool l_158_ = (_e422 == 1u);
        if (l_154_) {
            local_10 = l_158_;
        } else {
            local_10 = false;
        }
        bool l_159_ = local_10;
        double _e429 = l_mut_106_;
        double l_160_ = (l_159_ ? l_149_ : _e429);
        l_mut_106_ = l_160_;
        uint _e431 = l_mut_110_;
        bool l_161_ = (_e431 == 2u);
        if (l_154_) {
            local_11 = l_161_;
        } else {
            local_11 = false;
        }
        bool l_162_ = local_11;
        double _e438 = l_mut_107_;
        double l_163_ = (l_162_ ? l_149_ : _e438);
        l_mut_107_ = l_163_;
        double l_164_ = (l_154_ ? l_151_ : l_149_);
        double _e441 = l_mut_109_;
        double l_165_ = (_e441 + l_98_);
        double l_166_ = (l_152_ ? l_164_ : l_165_);
        l_mut_109_ = l_166_;
        uint l_167_ = uint(l_154_);
        uint _e445 = l_mut_110_;
        l_mut_110_ = (_e445 + l_167_);
        double _e447 = l_mut_109_;
        double l_168_ = (_e447 + l_95_);
        double _e449 = l_mut_109_;
        double l_169_ = (l_168_ - _e449);
        double l_170_ = (l_95_ - l_169_);
        uint _e452 = l_mut_110_;
        bool l_171_ = (_e452 < 3u);
        bool l_172_ = (l_170_ != 0.0LF);
        if (l_171_) {
            local_12 = l_172_;
        } else {
            local_12 = false;
        }
        bool l_173_ = local_12;
        uint _e461 = l_mut_110_;
        bool l_174_ = (_e461 == 0u);
        if (l_173_) {
            local_13 = l_174_;
        } else {
            local_13 = false;
        }
        bool l_175_ = local_13;
        double _e468 = l_mut_105_;
        double l_176_ = (l_175_ ? l_168_ : _e468);
        l_mut_105_ = l_176_;
        uint _e470 = l_mut_110_;
        bool l_177_ = (_e470 == 1u);
        if (l_173_) {
            local_14 = l_177_;
        } else {
            local_14 = false;
        }
        bool l_178_ = local_14;
        double _e477 = l_mut_106_;
        double l_179_ = (l_178_ ? l_168_ : _e477);
        l_mut_106_ = l_179_;
        uint _e479 = l_mut_110_;
        bool l_180_ = (_e479 == 2u);
        if (l_173_) {
            local_15 = l_180_;
        } else {
            local_15 = false;
        }
        bool l_181_ = local_15;
        double _e486 = l_mut_107_;
        double l_182_ = (l_181_ ? l_168_ : _e486);
        l_mut_107_ = l_182_;
        double l_183_ = (l_173_ ? l_170_ : l_168_);
        double _e489 = l_mut_109_;
        double l_184_ = (_e489 + l_95_);
        double l_185_ = (l_171_ ? l_183_ : l_184_);
        l_mut_109_ = l_185_;
        uint l_186_ = uint(l_173_);
        uint _e493 = l_mut_110_;
        l_mut_110_ = (_e493 + l_186_);
        uint _e495 = l_mut_110_;
        bool l_187_ = (_e495 == 0u);
        double _e498 = l_mut_105_;
        double _e499 = l_mut_109_;
        double l_188_ = (l_187_ ? _e499 : _e498);
        l_mut_105_ = l_188_;
        uint _e501 = l_mut_110_;
        bool l_189_ = (_e501 == 1u);
        double _e504 = l_mut_106_;
        double _e505 = l_mut_109_;
        double l_190_ = (l_189_ ? _e505 : _e504);
        l_mut_106_ = l_190_;
        uint _e507 = l_mut_110_;
        bool l_191_ = (_e507 == 2u);
        double _e510 = l_mut_107_;
        double _e511 = l_mut_109_;
        double l_192_ = (l_191_ ? _e511 : _e510);
        l_mut_107_ = l_192_;
        uint _e513 = l_mut_110_;
        bool l_193_ = (_e513 == 3u);
        double _e516 = l_mut_108_;
        double _e517 = l_mut_109_;
        double l_194_ = (l_193_ ? _e517 : _e516);
        l_mut_108_ = l_194_;
        double _e519 = l_mut_105_;
        l_mut_109_ = _e519;
        double _e520 = l_mut_106_;
        l_mut_195_ = _e520;
        double _e521 = l_mut_107_;
        l_mut_196_ = _e521;
        double _e522 = l_mut_108_;
        l_mut_197_ = _e522;
        bool l_198_ = !(l_29_);
        if (l_198_) {
            a_199_[0] = l_5_;
            a_199_[1] = l_14_;
            a_199_[2] = l_7_;
            a_199_[3] = l_16_;
            a_199_[4] = l_10_;
            a_199_[5] = l_19_;
            a_199_[6] = l_13_;
            a_199_[7] = l_22_;
            double l_200_ = a_199_[7];
            l_mut_201_ = l_200_;
            double l_202_ = a_199_[6];
            double _e536 = l_mut_201_;
            double l_203_ = (l_202_ + _e536);
            double l_204_ = (l_203_ - l_202_);
            double l_205_ = (l_203_ - l_204_);
            double l_206_ = (l_202_ - l_205_);
            double _e541 = l_mut_201_;
            double l_207_ = (_e541 - l_204_);
            double l_208_ = (l_206_ + l_207_);
            a_199_[7] = l_208_;
            l_mut_201_ = l_203_;
            double l_209_ = a_199_[5];
            double _e547 = l_mut_201_;
            double l_210_ = (l_209_ + _e547);
            double l_211_ = (l_210_ - l_209_);
            double l_212_ = (l_210_ - l_211_);
            double l_213_ = (l_209_ - l_212_);
            double _e552 = l_mut_201_;
            double l_214_ = (_e552 - l_211_);
            double l_215_ = (l_213_ + l_214_);
            a_199_[6] = l_215_;
            l_mut_201_ = l_210_;
            double l_216_ = a_199_[4];
            double _e558 = l_mut_201_;
            double l_217_ = (l_216_ + _e558);
            double l_218_ = (l_217_ - l_216_);
            double l_219_ = (l_217_ - l_218_);
            double l_220_ = (l_216_ - l_219_);
            double _e563 = l_mut_201_;
            double l_221_ = (_e563 - l_218_);
            double l_222_ = (l_220_ + l_221_);
            a_199_[5] = l_222_;
            l_mut_201_ = l_217_;
            double l_223_ = a_199_[3];
            double _e569 = l_mut_201_;
            double l_224_ = (l_223_ + _e569);
            double l_225_ = (l_224_ - l_223_);
            double l_226_ = (l_224_ - l_225_);
            double l_227_ = (l_223_ - l_226_);
            double _e574 = l_mut_201_;
            double l_228_ = (_e574 - l_225_);
            double l_229_ = (l_227_ + l_228_);
            a_199_[4] = l_229_;
            l_mut_201_ = l_224_;
            double l_230_ = a_199_[2];
            double _e580 = l_mut_201_;
            double l_231_ = (l_230_ + _e580);
            double l_232_ = (l_231_ - l_230_);
            double l_233_ = (l_231_ - l_232_);
            double l_234_ = (l_230_ - l_233_);
            double _e585 = l_mut_201_;
            double l_235_ = (_e585 - l_232_);
            double l_236_ = (l_234_ + l_235_);
            a_199_[3] = l_236_;
            l_mut_201_ = l_231_;
            double l_237_ = a_199_[1];
            double _e591 = l_mut_201_;
            double l_238_ = (l_237_ + _e591);
            double l_239_ = (l_238_ - l_237_);
            double l_240_ = (l_238_ - l_239_);
            double l_241_ = (l_237_ - l_240_);
            double _e596 = l_mut_201_;
            double l_242_ = (_e596 - l_239_);
            double l_243_ = (l_241_ + l_242_);
            a_199_[2] = l_243_;
            l_mut_201_ = l_238_;
            double l_244_ = a_199_[0];
            double _e602 = l_mut_201_;
            double l_245_ = (l_244_ + _e602);
            double l_246_ = (l_245_ - l_244_);
            double l_247_ = (l_245_ - l_246_);
            double l_248_ = (l_244_ - l_247_);
            double _e607 = l_mut_201_;
            double l_249_ = (_e607 - l_246_);
            double l_250_ = (l_248_ + l_249_);
            a_199_[1] = l_250_;
            l_mut_201_ = l_245_;
            double _e612 = l_mut_201_;
            a_199_[0] = _e612;
            double l_251_ = a_199_[7];
            l_mut_201_ = l_251_;
            double l_252_ = a_199_[6];
            double _e617 = l_mut_201_;
            double l_253_ = (l_252_ + _e617);
            double l_254_ = (l_253_ - l_252_);
            double l_255_ = (l_253_ - l_254_);
            double l_256_ = (l_252_ - l_255_);
            double _e622 = l_mut_201_;
            double l_257_ = (_e622 - l_254_);
            double l_258_ = (l_256_ + l_257_);
            a_199_[7] = l_258_;
            l_mut_201_ = l_253_;
            double l_259_ = a_199_[5];
            double _e628 = l_mut_201_;
            double l_260_ = (l_259_ + _e628);
            double l_261_ = (l_260_ - l_259_);
            double l_262_ = (l_260_ - l_261_);
            double l_263_ = (l_259_ - l_262_);
            double _e633 = l_mut_201_;
            double l_264_ = (_e633 - l_261_);
            double l_265_ = (l_263_ + l_264_);
            a_199_[6] = l_265_;
            l_mut_201_ = l_260_;
            double l_266_ = a_199_[4];
            double _e639 = l_mut_201_;
            double l_267_ = (l_266_ + _e639);
            double l_268_ = (l_267_ - l_266_);
            double l_269_ = (l_267_ - l_268_);
            double l_270_ = (l_266_ - l_269_);
            double _e644 = l_mut_201_;
            double l_271_ = (_e644 - l_268_);
            double l_272_ = (l_270_ + l_271_);
            a_199_[5] = l_272_;
            l_mut_201_ = l_267_;
            double l_273_ = a_199_[3];
            double _e650 = l_mut_201_;
            double l_274_ = (l_273_ + _e650);
            double l_275_ = (l_274_ - l_273_);
            double l_276_ = (l_274_ - l_275_);
            double l_277_ = (l_273_ - l_276_);
            double _e655 = l_mut_201_;
            double l_278_ = (_e655 - l_275_);
            double l_279_ = (l_277_ + l_278_);
            a_199_[4] = l_279_;
            l_mut_201_ = l_274_;
            double l_280_ = a_199_[2];
            double _e661 = l_mut_201_;
            double l_281_ = (l_280_ + _e661);
            double l_282_ = (l_281_ - l_280_);
            double l_283_ = (l_281_ - l_282_);
            double l_284_ = (l_280_ - l_283_);
            double _e666 = l_mut_201_;
            double l_285_ = (_e666 - l_282_);
            double l_286_ = (l_284_ + l_285_);
            a_199_[3] = l_286_;
            l_mut_201_ = l_281_;
            double l_287_ = a_199_[1];
            double _e672 = l_mut_201_;
            double l_288_ = (l_287_ + _e672);
            double l_289_ = (l_288_ - l_287_);
            double l_290_ = (l_288_ - l_289_);
            double l_291_ = (l_287_ - l_290_);
            double _e677 = l_mut_201_;
            double l_292_ = (_e677 - l_289_);
            double l_293_ = (l_291_ + l_292_);
            a_199_[2] = l_293_;
            l_mut_201_ = l_288_;
            double l_294_ = a_199_[0];
            double _e683 = l_mut_201_;
            double l_295_ = (l_294_ + _e683);
            double l_296_ = (l_295_ - l_294_);
            double l_297_ = (l_295_ - l_296_);
            double l_298_ = (l_294_ - l_297_);
            double _e688 = l_mut_201_;
            double l_299_ = (_e688 - l_296_);
            double l_300_ = (l_298_ + l_299_);
            a_199_[1] = l_300_;
            l_mut_201_ = l_295_;
            double _e693 = l_mut_201_;
            a_199_[0] = _e693;
            l_mut_201_ = 0.0LF;
            l_mut_301_ = 0.0LF;
            l_mut_302_ = 0.0LF;
            l_mut_303_ = 0.0LF;
            double l_304_ = a_199_[0];
            l_mut_305_ = l_304_;
            l_mut_110_ = 0u;
            double l_306_ = a_199_[1];
            double _e703 = l_mut_305_;
            double l_307_ = (_e703 + l_306_);
            double _e705 = l_mut_305_;
            double l_308_ = (l_307_ - _e705);
            double l_309_ = (l_307_ - l_308_);
            double _e708 = l_mut_305_;
            double l_310_ = (_e708 - l_309_);
            double l_311_ = (l_306_ - l_308_);
            double l_312_ = (l_310_ + l_311_);
            uint _e712 = l_mut_110_;
            bool l_313_ = (_e712 < 3u);
            bool l_314_ = (l_312_ != 0.0LF);
            if (l_313_) {
                local_16 = l_314_;
            } else {
                local_16 = false;
            }
            bool l_315_ = local_16;
            uint _e721 = l_mut_110_;
            bool l_316_ = (_e721 == 0u);
            if (l_315_) {
                local_17 = l_316_;
            } else {
                local_17 = false;
            }
            bool l_317_ = local_17;
            double _e728 = l_mut_201_;
            double l_318_ = (l_317_ ? l_307_ : _e728);
            l_mut_201_ = l_318_;
            uint _e730 = l_mut_110_;
            bool l_319_ = (_e730 == 1u);
            if (l_315_) {
                local_18 = l_319_;
            } else {
                local_18 = false;
            }
            bool l_320_ = local_18;
            double _e737 = l_mut_301_;
            double l_321_ = (l_320_ ? l_307_ : _e737);
            l_mut_301_ = l_321_;
            uint _e739 = l_mut_110_;
            bool l_322_ = (_e739 == 2u);
            if (l_315_) {
                local_19 = l_322_;
            } else {
                local_19 = false;
            }
            bool l_323_ = local_19;
            double _e746 = l_mut_302_;
            double l_324_ = (l_323_ ? l_307_ : _e746);
            l_mut_302_ = l_324_;
            double l_325_ = (l_315_ ? l_312_ : l_307_);
            double _e749 = l_mut_305_;
            double l_326_ = (_e749 + l_306_);
            double l_327_ = (l_313_ ? l_325_ : l_326_);
            l_mut_305_ = l_327_;
            uint l_328_ = uint(l_315_);
            uint _e753 = l_mut_110_;
            l_mut_110_ = (_e753 + l_328_);
            double l_329_ = a_199_[2];
            double _e757 = l_mut_305_;
            double l_330_ = (_e757 + l_329_);
            double _e759 = l_mut_305_;
            double l_331_ = (l_330_ - _e759);
            double l_332_ = (l_330_ - l_331_);
            double _e762 = l_mut_305_;
            double l_333_ = (_e762 - l_332_);
            double l_334_ = (l_329_ - l_331_);
            double l_335_ = (l_333_ + l_334_);
            uint _e766 = l_mut_110_;
            bool l_336_ = (_e766 < 3u);
            bool l_337_ = (l_335_ != 0.0LF);
            if (l_336_) {
                local_20 = l_337_;
            } else {
                local_20 = false;
            }
            bool l_338_ = local_20;
            uint _e775 = l_mut_110_;
            bool l_339_ = (_e775 == 0u);
            if (l_338_) {
                local_21 = l_339_;
            } else {
                local_21 = false;
            }
            bool l_340_ = local_21;
            double _e782 = l_mut_201_;
            double l_341_ = (l_340_ ? l_330_ : _e782);
            l_mut_201_ = l_341_;
            uint _e784 = l_mut_110_;
            bool l_342_ = (_e784 == 1u);
            if (l_338_) {
                local_22 = l_342_;
            } else {
                local_22 = false;
            }
            bool l_343_ = local_22;
            double _e791 = l_mut_301_;
            double l_344_ = (l_343_ ? l_330_ : _e791);
            l_mut_301_ = l_344_;
            uint _e793 = l_mut_110_;
            bool l_345_ = (_e793 == 2u);
            if (l_338_) {
                local_23 = l_345_;
            } else {
                local_23 = false;
            }
            bool l_346_ = local_23;
            double _e800 = l_mut_302_;
            double l_347_ = (l_346_ ? l_330_ : _e800);
            l_mut_302_ = l_347_;
            double l_348_ = (l_338_ ? l_335_ : l_330_);
            double _e803 = l_mut_305_;
            double l_349_ = (_e803 + l_329_);
            double l_350_ = (l_336_ ? l_348_ : l_349_);
            l_mut_305_ = l_350_;
            uint l_351_ = uint(l_338_);
            uint _e807 = l_mut_110_;
            l_mut_110_ = (_e807 + l_351_);
            double l_352_ = a_199_[3];
            double _e811 = l_mut_305_;
            double l_353_ = (_e811 + l_352_);
            double _e813 = l_mut_305_;
            double l_354_ = (l_353_ - _e813);
            double l_355_ = (l_353_ - l_354_);
            double _e816 = l_mut_305_;
            double l_356_ = (_e816 - l_355_);
            double l_357_ = (l_352_ - l_354_);
            double l_358_ = (l_356_ + l_357_);
            uint _e820 = l_mut_110_;
            bool l_359_ = (_e820 < 3u);
            bool l_360_ = (l_358_ != 0.0LF);
            if (l_359_) {
                local_24 = l_360_;
            } else {
                local_24 = false;
            }
            bool l_361_ = local_24;
            uint _e829 = l_mut_110_;
            bool l_362_ = (_e829 == 0u);
            if (l_361_) {
                local_25 = l_362_;
            } else {
                local_25 = false;
            }
            bool l_363_ = local_25;
            double _e836 = l_mut_201_;
            double l_364_ = (l_363_ ? l_353_ : _e836);
            l_mut_201_ = l_364_;
            uint _e838 = l_mut_110_;
            bool l_365_ = (_e838 == 1u);
            if (l_361_) {
                local_26 = l_365_;
            } else {
                local_26 = false;
            }
            bool l_366_ = local_26;
            double _e845 = l_mut_301_;
            double l_367_ = (l_366_ ? l_353_ : _e845);
            l_mut_301_ = l_367_;
            uint _e847 = l_mut_110_;
            bool l_368_ = (_e847 == 2u);
            if (l_361_) {
                local_27 = l_368_;
            } else {
                local_27 = false;
            }
            bool l_369_ = local_27;
            double _e854 = l_mut_302_;
            double l_370_ = (l_369_ ? l_353_ : _e854);
            l_mut_302_ = l_370_;
            double l_371_ = (l_361_ ? l_358_ : l_353_);
            double _e857 = l_mut_305_;
            double l_372_ = (_e857 + l_352_);
            double l_373_ = (l_359_ ? l_371_ : l_372_);
            l_mut_305_ = l_373_;
            uint l_374_ = uint(l_361_);
            uint _e861 = l_mut_110_;
            l_mut_110_ = (_e861 + l_374_);
            double l_375_ = a_199_[4];
            double _e865 = l_mut_305_;
            double l_376_ = (_e865 + l_375_);
            double _e867 = l_mut_305_;
            double l_377_ = (l_376_ - _e867);
            double l_378_ = (l_376_ - l_377_);
            double _e870 = l_mut_305_;
            double l_379_ = (_e870 - l_378_);
            double l_380_ = (l_375_ - l_377_);
            double l_381_ = (l_379_ + l_380_);
            uint _e874 = l_mut_110_;
            bool l_382_ = (_e874 < 3u);
            bool l_383_ = (l_381_ != 0.0LF);
            if (l_382_) {
                local_28 = l_383_;
            } else {
                local_28 = false;
            }
            bool l_384_ = local_28;
            uint _e883 = l_mut_110_;
            bool l_385_ = (_e883 == 0u);
            if (l_384_) {
                local_29 = l_385_;
            } else {
                local_29 = false;
            }
            bool l_386_ = local_29;
            double _e890 = l_mut_201_;
            double l_387_ = (l_386_ ? l_376_ : _e890);
            l_mut_201_ = l_387_;
            uint _e892 = l_mut_110_;
            bool l_388_ = (_e892 == 1u);
            if (l_384_) {
                local_30 = l_388_;
            } else {
                local_30 = false;
            }
            bool l_389_ = local_30;
            double _e899 = l_mut_301_;
            double l_390_ = (l_389_ ? l_376_ : _e899);
            l_mut_301_ = l_390_;
            uint _e901 = l_mut_110_;
            bool l_391_ = (_e901 == 2u);
            if (l_384_) {
                local_31 = l_391_;
            } else {
                local_31 = false;
            }
            bool l_392_ = local_31;
            double _e908 = l_mut_302_;
            double l_393_ = (l_392_ ? l_376_ : _e908);
            l_mut_302_ = l_393_;
            double l_394_ = (l_384_ ? l_381_ : l_376_);
            double _e911 = l_mut_305_;
            double l_395_ = (_e911 + l_375_);
            double l_396_ = (l_382_ ? l_394_ : l_395_);
            l_mut_305_ = l_396_;
            uint l_397_ = uint(l_384_);
            uint _e915 = l_mut_110_;
            l_mut_110_ = (_e915 + l_397_);
            double l_398_ = a_199_[5];
            double _e919 = l_mut_305_;
            double l_399_ = (_e919 + l_398_);
            double _e921 = l_mut_305_;
            double l_400_ = (l_399_ - _e921);
            double l_401_ = (l_399_ - l_400_);
            double _e924 = l_mut_305_;
            double l_402_ = (_e924 - l_401_);
            double l_403_ = (l_398_ - l_400_);
            double l_404_ = (l_402_ + l_403_);
            uint _e928 = l_mut_110_;
            bool l_405_ = (_e928 < 3u);
            bool l_406_ = (l_404_ != 0.0LF);
            if (l_405_) {
                local_32 = l_406_;
            } else {
                local_32 = false;
            }
            bool l_407_ = local_32;
            uint _e937 = l_mut_110_;
            bool l_408_ = (_e937 == 0u);
            if (l_407_) {
                local_33 = l_408_;
            } else {
                local_33 = false;
            }
            bool l_409_ = local_33;
            double _e944 = l_mut_201_;
            double l_410_ = (l_409_ ? l_399_ : _e944);
            l_mut_201_ = l_410_;
            uint _e946 = l_mut_110_;
            bool l_411_ = (_e946 == 1u);
            if (l_407_) {
                local_34 = l_411_;
            } else {
                local_34 = false;
            }
            bool l_412_ = local_34;
            double _e953 = l_mut_301_;
            double l_413_ = (l_412_ ? l_399_ : _e953);
            l_mut_301_ = l_413_;
            uint _e955 = l_mut_110_;
            bool l_414_ = (_e955 == 2u);
            if (l_407_) {
                local_35 = l_414_;
            } else {
                local_35 = false;
            }
            bool l_415_ = local_35;
            double _e962 = l_mut_302_;
            double l_416_ = (l_415_ ? l_399_ : _e962);
            l_mut_302_ = l_416_;
            double l_417_ = (l_407_ ? l_404_ : l_399_);
            double _e965 = l_mut_305_;
            double l_418_ = (_e965 + l_398_);
            double l_419_ = (l_405_ ? l_417_ : l_418_);
            l_mut_305_ = l_419_;
            uint l_420_ = uint(l_407_);
            uint _e969 = l_mut_110_;
            l_mut_110_ = (_e969 + l_420_);
            double l_421_ = a_199_[6];
            double _e973 = l_mut_305_;
            double l_422_ = (_e973 + l_421_);
            double _e975 = l_mut_305_;
            double l_423_ = (l_422_ - _e975);
            double l_424_ = (l_422_ - l_423_);
            double _e978 = l_mut_305_;
            double l_425_ = (_e978 - l_424_);
            double l_426_ = (l_421_ - l_423_);
            double l_427_ = (l_425_ + l_426_);
            uint _e982 = l_mut_110_;
            bool l_428_ = (_e982 < 3u);
            bool l_429_ = (l_427_ != 0.0LF);
            if (l_428_) {
                local_36 = l_429_;
            } else {
                local_36 = false;
            }
            bool l_430_ = local_36;
            uint _e991 = l_mut_110_;
            bool l_431_ = (_e991 == 0u);
            if (l_430_) {
                local_37 = l_431_;
            } else {
                local_37 = false;
            }
            bool l_432_ = local_37;
            double _e998 = l_mut_201_;
            double l_433_ = (l_432_ ? l_422_ : _e998);
            l_mut_201_ = l_433_;
            uint _e1000 = l_mut_110_;
            bool l_434_ = (_e1000 == 1u);
            if (l_430_) {
                local_38 = l_434_;
            } else {
                local_38 = false;
            }
            bool l_435_ = local_38;
            double _e1007 = l_mut_301_;
            double l_436_ = (l_435_ ? l_422_ : _e1007);
            l_mut_301_ = l_436_;
            uint _e1009 = l_mut_110_;
            bool l_437_ = (_e1009 == 2u);
            if (l_430_) {
                local_39 = l_437_;
            } else {
                local_39 = false;
            }
            bool l_438_ = local_39;
            double _e1016 = l_mut_302_;
            double l_439_ = (l_438_ ? l_422_ : _e1016);
            l_mut_302_ = l_439_;
            double l_440_ = (l_430_ ? l_427_ : l_422_);
            double _e1019 = l_mut_305_;
            double l_441_ = (_e1019 + l_421_);
            double l_442_ = (l_428_ ? l_440_ : l_441_);
            l_mut_305_ = l_442_;
            uint l_443_ = uint(l_430_);
            uint _e1023 = l_mut_110_;
            l_mut_110_ = (_e1023 + l_443_);
            double l_444_ = a_199_[7];
            double _e1027 = l_mut_305_;
            double l_445_ = (_e1027 + l_444_);
            double _e1029 = l_mut_305_;
            double l_446_ = (l_445_ - _e1029);
            double l_447_ = (l_445_ - l_446_);
            double _e1032 = l_mut_305_;
            double l_448_ = (_e1032 - l_447_);
            double l_449_ = (l_444_ - l_446_);
            double l_450_ = (l_448_ + l_449_);
            uint _e1036 = l_mut_110_;
            bool l_451_ = (_e1036 < 3u);
            bool l_452_ = (l_450_ != 0.0LF);
            if (l_451_) {
                local_40 = l_452_;
            } else {
                local_40 = false;
            }
            bool l_453_ = local_40;
            uint _e1045 = l_mut_110_;
            bool l_454_ = (_e1045 == 0u);
            if (l_453_) {
                local_41 = l_454_;
            } else {
                local_41 = false;
            }
            bool l_455_ = local_41;
            double _e1052 = l_mut_201_;
            double l_456_ = (l_455_ ? l_445_ : _e1052);
            l_mut_201_ = l_456_;
            uint _e1054 = l_mut_110_;
            bool l_457_ = (_e1054 == 1u);
            if (l_453_) {
                local_42 = l_457_;
            } else {
                local_42 = false;
            }
            bool l_458_ = local_42;
            double _e1061 = l_mut_301_;
            double l_459_ = (l_458_ ? l_445_ : _e1061);
            l_mut_301_ = l_459_;
            uint _e1063 = l_mut_110_;
            bool l_460_ = (_e1063 == 2u);
            if (l_453_) {
                local_43 = l_460_;
            } else {
                local_43 = false;
            }
            bool l_461_ = local_43;
            double _e1070 = l_mut_302_;
            double l_462_ = (l_461_ ? l_445_ : _e1070);
            l_mut_302_ = l_462_;
            double l_463_ = (l_453_ ? l_450_ : l_445_);
            double _e1073 = l_mut_305_;
            double l_464_ = (_e1073 + l_444_);
            double l_465_ = (l_451_ ? l_463_ : l_464_);
            l_mut_305_ = l_465_;
            uint l_466_ = uint(l_453_);
            uint _e1077 = l_mut_110_;
            l_mut_110_ = (_e1077 + l_466_);
            uint _e1079 = l_mut_110_;
            bool l_467_ = (_e1079 == 0u);
            double _e1082 = l_mut_201_;
            double _e1083 = l_mut_305_;
            double l_468_ = (l_467_ ? _e1083 : _e1082);
            l_mut_201_ = l_468_;
            uint _e1085 = l_mut_110_;
            bool l_469_ = (_e1085 == 1u);
            double _e1088 = l_mut_301_;
            double _e1089 = l_mut_305_;
            double l_470_ = (l_469_ ? _e1089 : _e1088);
            l_mut_301_ = l_470_;
            uint _e1091 = l_mut_110_;
            bool l_471_ = (_e1091 == 2u);
            double _e1094 = l_mut_302_;
            double _e1095 = l_mut_305_;
            double l_472_ = (l_471_ ? _e1095 : _e1094);
            l_mut_302_ = l_472_;
            uint _e1097 = l_mut_110_;
            bool l_473_ = (_e1097 == 3u);
            double _e1100 = l_mut_303_;
            double _e1101 = l_mut_305_;
            double l_474_ = (l_473_ ? _e1101 : _e1100);
            l_mut_303_ = l_474_;
            double _e1103 = l_mut_201_;
            l_mut_109_ = _e1103;
            double _e1104 = l_mut_301_;
            l_mut_195_ = _e1104;
            double _e1105 = l_mut_302_;
            l_mut_196_ = _e1105;
            double _e1106 = l_mut_303_;
            l_mut_197_ = _e1106;
        }
        uint l_550_ = _group_0_binding_4_cs.static_meta[3];
        uint l_551_ = (l_550_ * 1u);
        bool l_552_ = (id < l_551_);
        if (l_552_) {
            double _e1116 = l_mut_109_;
            _group_0_binding_3_cs[id] = _e1116;
        }
        uint l_475_ = (l_1_ + id);
        uint l_553_ = _group_0_binding_4_cs.static_meta[3];
        uint l_554_ = (l_553_ * 1u);
        bool l_555_ = (l_475_ < l_554_);
        if (l_555_) {
            double _e1127 = l_mut_195_;
            _group_0_binding_3_cs[l_475_] = _e1127;
        }
        uint l_476_ = (2u * l_1_);
        uint l_477_ = (l_476_ + id);
        uint l_556_ = _group_0_binding_4_cs.static_meta[3];
        uint l_557_ = (l_556_ * 1u);
        bool l_558_ = (l_477_ < l_557_);
        if (l_558_) {
            double _e1140 = l_mut_196_;
            _group_0_binding_3_cs[l_477_] = _e1140;
        }
        uint l_478_ = (3u * l_1_);
        uint l_479_ = (l_478_ + id);
        uint l_559_ = _group_0_binding_4_cs.static_meta[3];
        uint l_560_ = (l_559_ * 1u);
        bool l_561_ = (l_479_ < l_560_);
        if (l_561_) {
            double _e1153 = l_mut_197_;
            _group_0_binding_3_cs[l_479_] = _e1153;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
