struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_199_[8] = (double[8])0;
    double l_mut_109_ = (double)0;
    double l_mut_110_ = (double)0;
    double l_mut_111_ = (double)0;
    double l_mut_112_ = (double)0;
    double l_mut_113_ = (double)0;
    uint l_mut_114_ = (uint)0;
    double l_mut_30_ = (double)0;
    double l_mut_31_ = (double)0;
    double l_mut_32_ = (double)0;
    double l_mut_33_ = (double)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_475_ = asuint(info.Load(8+0));
        uint l_476_ = (l_475_ * 1u);
        bool l_477_ = (0u < l_476_);
        uint l_478_ = (l_476_ - 1u);
        uint l_479_ = min(0u, l_478_);
        double l_480_ = buffer_2_global.Load<double>(l_479_*8);
        double l_3_ = (l_477_ ? l_480_ : 0.0L);
        uint l_482_ = asuint(info.Load(8+0));
        uint l_483_ = (l_482_ * 1u);
        bool l_484_ = (1u < l_483_);
        uint l_485_ = (l_483_ - 1u);
        uint l_486_ = min(1u, l_485_);
        double l_487_ = buffer_2_global.Load<double>(l_486_*8);
        double l_4_ = (l_484_ ? l_487_ : 0.0L);
        uint l_489_ = asuint(info.Load(0+0));
        uint l_490_ = (l_489_ * 1u);
        bool l_491_ = (id < l_490_);
        uint l_492_ = (l_490_ - 1u);
        uint l_493_ = min(id, l_492_);
        double l_494_ = buffer_0_global.Load<double>(l_493_*8);
        double l_5_ = (l_491_ ? l_494_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_496_ = asuint(info.Load(0+0));
        uint l_497_ = (l_496_ * 1u);
        bool l_498_ = (l_6_ < l_497_);
        uint l_499_ = (l_497_ - 1u);
        uint l_500_ = min(l_6_, l_499_);
        double l_501_ = buffer_0_global.Load<double>(l_500_*8);
        double l_7_ = (l_498_ ? l_501_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_503_ = asuint(info.Load(0+0));
        uint l_504_ = (l_503_ * 1u);
        bool l_505_ = (l_9_ < l_504_);
        uint l_506_ = (l_504_ - 1u);
        uint l_507_ = min(l_9_, l_506_);
        double l_508_ = buffer_0_global.Load<double>(l_507_*8);
        double l_10_ = (l_505_ ? l_508_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_510_ = asuint(info.Load(0+0));
        uint l_511_ = (l_510_ * 1u);
        bool l_512_ = (l_12_ < l_511_);
        uint l_513_ = (l_511_ - 1u);
        uint l_514_ = min(l_12_, l_513_);
        double l_515_ = buffer_0_global.Load<double>(l_514_*8);
        double l_13_ = (l_512_ ? l_515_ : 0.0L);
        uint l_517_ = asuint(info.Load(4+0));
        uint l_518_ = (l_517_ * 1u);
        bool l_519_ = (id < l_518_);
        uint l_520_ = (l_518_ - 1u);
        uint l_521_ = min(id, l_520_);
        double l_522_ = buffer_1_global.Load<double>(l_521_*8);
        double l_14_ = (l_519_ ? l_522_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_524_ = asuint(info.Load(4+0));
        uint l_525_ = (l_524_ * 1u);
        bool l_526_ = (l_15_ < l_525_);
        uint l_527_ = (l_525_ - 1u);
        uint l_528_ = min(l_15_, l_527_);
        double l_529_ = buffer_1_global.Load<double>(l_528_*8);
        double l_16_ = (l_526_ ? l_529_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_531_ = asuint(info.Load(4+0));
        uint l_532_ = (l_531_ * 1u);
        bool l_533_ = (l_18_ < l_532_);
        uint l_534_ = (l_532_ - 1u);
        uint l_535_ = min(l_18_, l_534_);
        double l_536_ = buffer_1_global.Load<double>(l_535_*8);
        double l_19_ = (l_533_ ? l_536_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_538_ = asuint(info.Load(4+0));
        uint l_539_ = (l_538_ * 1u);
        bool l_540_ = (l_21_ < l_539_);
        uint l_541_ = (l_539_ - 1u);
        uint l_542_ = min(l_21_, l_541_);
        double l_543_ = buffer_1_global.Load<double>(l_542_*8);
        double l_22_ = (l_540_ ? l_543_ : 0.0L);
        double l_23_ = (l_5_ + l_14_);
        double l_24_ = abs(l_23_);
        double l_25_ = abs(l_5_);
        double l_26_ = abs(l_14_);
        double l_27_ = (l_25_ + l_26_);
        double l_28_ = (0.25L * l_27_);
        bool l_29_ = (l_24_ >= l_28_);
        l_mut_30_ = l_5_;
        l_mut_31_ = l_7_;
        l_mut_32_ = l_10_;
        l_mut_33_ = l_13_;
        if (l_29_) {
            double l_34_ = (l_5_ + l_14_);
            double l_35_ = (l_34_ - l_5_);
            double l_36_ = (l_34_ - l_35_);
            double l_37_ = (l_5_ - l_36_);
            double l_38_ = (l_14_ - l_35_);
            double l_39_ = (l_37_ + l_38_);
            double l_40_ = (l_7_ + l_16_);
            double l_41_ = (l_40_ - l_7_);
            double l_42_ = (l_40_ - l_41_);
            double l_43_ = (l_7_ - l_42_);
            double l_44_ = (l_16_ - l_41_);
            double l_45_ = (l_43_ + l_44_);
            double l_46_ = (l_10_ + l_19_);
            double l_47_ = (l_46_ - l_10_);
            double l_48_ = (l_46_ - l_47_);
            double l_49_ = (l_10_ - l_48_);
            double l_50_ = (l_19_ - l_47_);
            double l_51_ = (l_49_ + l_50_);
            double l_52_ = (l_13_ + l_22_);
            double l_53_ = (l_52_ - l_13_);
            double l_54_ = (l_52_ - l_53_);
            double l_55_ = (l_13_ - l_54_);
            double l_56_ = (l_22_ - l_53_);
            double l_57_ = (l_55_ + l_56_);
            double l_58_ = (l_40_ + l_39_);
            double l_59_ = (l_58_ - l_40_);
            double l_60_ = (l_58_ - l_59_);
            double l_61_ = (l_40_ - l_60_);
            double l_62_ = (l_39_ - l_59_);
            double l_63_ = (l_61_ + l_62_);
            double l_64_ = (l_46_ + l_63_);
            double l_65_ = (l_64_ - l_46_);
            double l_66_ = (l_64_ - l_65_);
            double l_67_ = (l_46_ - l_66_);
            double l_68_ = (l_63_ - l_65_);
            double l_69_ = (l_67_ + l_68_);
            double l_70_ = (l_45_ + l_64_);
            double l_71_ = (l_70_ - l_45_);
            double l_72_ = (l_70_ - l_71_);
            double l_73_ = (l_45_ - l_72_);
            double l_74_ = (l_64_ - l_71_);
            double l_75_ = (l_73_ + l_74_);
            double l_76_ = (l_69_ + l_75_);
            double l_77_ = (l_76_ - l_69_);
            double l_78_ = (l_76_ - l_77_);
            double l_79_ = (l_69_ - l_78_);
            double l_80_ = (l_75_ - l_77_);
            double l_81_ = (l_79_ + l_80_);
            double l_82_ = (l_52_ + l_76_);
            double l_83_ = (l_82_ - l_52_);
            double l_84_ = (l_82_ - l_83_);
            double l_85_ = (l_52_ - l_84_);
            double l_86_ = (l_76_ - l_83_);
            double l_87_ = (l_85_ + l_86_);
            double l_88_ = (l_51_ + l_82_);
            double l_89_ = (l_88_ - l_51_);
            double l_90_ = (l_88_ - l_89_);
            double l_91_ = (l_51_ - l_90_);
            double l_92_ = (l_82_ - l_89_);
            double l_93_ = (l_91_ + l_92_);
            double l_94_ = (l_87_ + l_93_);
            double l_95_ = (l_94_ + l_81_);
            double l_96_ = (l_95_ + l_57_);
            double l_97_ = (l_88_ + l_96_);
            double l_98_ = (l_97_ - l_88_);
            double l_99_ = (l_96_ - l_98_);
            double l_100_ = (l_70_ + l_97_);
            double l_101_ = (l_100_ - l_70_);
            double l_102_ = (l_97_ - l_101_);
            double l_103_ = (l_58_ + l_100_);
            double l_104_ = (l_103_ - l_58_);
            double l_105_ = (l_100_ - l_104_);
            double l_106_ = (l_34_ + l_103_);
            double l_107_ = (l_106_ - l_34_);
            double l_108_ = (l_103_ - l_107_);
            l_mut_109_ = 0.0L;
            l_mut_110_ = 0.0L;
            l_mut_111_ = 0.0L;
            l_mut_112_ = 0.0L;
            l_mut_113_ = l_106_;
            l_mut_114_ = 0u;
            double _e299 = l_mut_113_;
            double l_115_ = (_e299 + l_108_);
            double _e301 = l_mut_113_;
            double l_116_ = (l_115_ - _e301);
            double l_117_ = (l_108_ - l_116_);
            uint _e304 = l_mut_114_;
            bool l_118_ = (_e304 < 3u);
            bool l_119_ = (l_117_ != 0.0L);
            if (l_118_) {
                local = l_119_;
            } else {
                local = false;
            }
            bool l_120_ = local;
            uint _e313 = l_mut_114_;
            bool l_121_ = (_e313 == 0u);
            if (l_120_) {
                local_1 = l_121_;
            } else {
                local_1 = false;
            }
            bool l_122_ = local_1;
            double _e320 = l_mut_109_;
            double l_123_ = (l_122_ ? l_115_ : _e320);
            l_mut_109_ = l_123_;
            uint _e322 = l_mut_114_;
            bool l_124_ = (_e322 == 1u);
            if (l_120_) {
                local_2 = l_124_;
            } else {
                local_2 = false;
            }
            bool l_125_ = local_2;
            double _e329 = l_mut_110_;
            double l_126_ = (l_125_ ? l_115_ : _e329);
            l_mut_110_ = l_126_;
            uint _e331 = l_mut_114_;
            bool l_127_ = (_e331 == 2u);
            if (l_120_) {
                local_3 = l_127_;
            } else {
                local_3 = false;
            }
            bool l_128_ = local_3;
            double _e338 = l_mut_111_;
            double l_129_ = (l_128_ ? l_115_ : _e338);
            l_mut_111_ = l_129_;
            double l_130_ = (l_120_ ? l_117_ : l_115_);
            double _e341 = l_mut_113_;
            double l_131_ = (_e341 + l_108_);
            double l_132_ = (l_118_ ? l_130_ : l_131_);
            l_mut_113_ = l_132_;
            uint l_133_ = uint(l_120_);
            uint _e345 = l_mut_114_;
            l_mut_114_ = (_e345 + l_133_);
            double _e347 = l_mut_113_;
            double l_134_ = (_e347 + l_105_);
            double _e349 = l_mut_113_;
            double l_135_ = (l_134_ - _e349);
            double l_136_ = (l_105_ - l_135_);
            uint _e352 = l_mut_114_;
            bool l_137_ = (_e352 < 3u);
            bool l_138_ = (l_136_ != 0.0L);
            if (l_137_) {
                local_4 = l_138_;
            } else {
                local_4 = false;
            }
            bool l_139_ = local_4;
            uint _e361 = l_mut_114_;
            bool l_140_ = (_e361 == 0u);
            if (l_139_) {
                local_5 = l_140_;
            } else {
                local_5 = false;
            }
            bool l_141_ = local_5;
            double _e368 = l_mut_109_;
            double l_142_ = (l_141_ ? l_134_ : _e368);
            l_mut_109_ = l_142_;
            uint _e370 = l_mut_114_;
            bool l_143_ = (_e370 == 1u);
            if (l_139_) {
                local_6 = l_143_;
            } else {
                local_6 = false;
            }
            bool l_144_ = local_6;
            double _e377 = l_mut_110_;
            double l_145_ = (l_144_ ? l_134_ : _e377);
            l_mut_110_ = l_145_;
            uint _e379 = l_mut_114_;
            bool l_146_ = (_e379 == 2u);
            if (l_139_) {
                local_7 = l_146_;
            } else {
                local_7 = false;
            }
            bool l_147_ = local_7;
            double _e386 = l_mut_111_;
            double l_148_ = (l_147_ ? l_134_ : _e386);
            l_mut_111_ = l_148_;
            double l_149_ = (l_139_ ? l_136_ : l_134_);
            double _e389 = l_mut_113_;
            double l_150_ = (_e389 + l_105_);
            double l_151_ = (l_137_ ? l_149_ : l_150_);
            l_mut_113_ = l_151_;
            uint l_152_ = uint(l_139_);
            uint _e393 = l_mut_114_;
            l_mut_114_ = (_e393 + l_152_);
            double _e395 = l_mut_113_;
            double l_153_ = (_e395 + l_102_);
            double _e397 = l_mut_113_;
            double l_154_ = (l_153_ - _e397);
            double l_155_ = (l_102_ - l_154_);
            uint _e400 = l_mut_114_;
            bool l_156_ = (_e400 < 3u);
            bool l_157_ = (l_155_ != 0.0L);
            if (l_156_) {
                local_8 = l_157_;
            } else {
                local_8 = false;
            }
            bool l_158_ = local_8;
            uint _e409 = l_mut_114_;
            bool l_159_ = (_e409 == 0u);
            if (l_158_) {
                local_9 = l_159_;
            } else {
                local_9 = false;
            }
            bool l_160_ = local_9;
            double _e416 = l_mut_109_;
            double l_161_ = (l_160_ ? l_153_ : _e416);
            l_mut_109_ = l_161_;
            uint _e418 = l_mut_114_;
            bool l_162_ = (_e418 == 1u);
            if (l_158_) {
                local_10 = l_162_;
            } else {
                local_10 = false;
            }
            bool l_163_ = local_10;
            double _e425 = l_mut_110_;
            double l_164_ = (l_163_ ? l_153_ : _e425);
            l_mut_110_ = l_164_;
            uint _e427 = l_mut_114_;
            bool l_165_ = (_e427 == 2u);
            if (l_158_) {
                local_11 = l_165_;
            } else {
                local_11 = false;
            }
            bool l_166_ = local_11;
            double _e434 = l_mut_111_;
            double l_167_ = (l_166_ ? l_153_ : _e434);
            l_mut_111_ = l_167_;
            double l_168_ = (l_158_ ? l_155_ : l_153_);
            double _e437 = l_mut_113_;
            double l_169_ = (_e437 + l_102_);
            double l_170_ = (l_156_ ? l_168_ : l_169_);
            l_mut_113_ = l_170_;
            uint l_171_ = uint(l_158_);
            uint _e441 = l_mut_114_;
            l_mut_114_ = (_e441 + l_171_);
            double _e443 = l_mut_113_;
            double l_172_ = (_e443 + l_99_);
            double _e445 = l_mut_113_;
            double l_173_ = (l_172_ - _e445);
            double l_174_ = (l_99_ - l_173_);
            uint _e448 = l_mut_114_;
            bool l_175_ = (_e448 < 3u);
            bool l_176_ = (l_174_ != 0.0L);
            if (l_175_) {
                local_12 = l_176_;
            } else {
                local_12 = false;
            }
            bool l_177_ = local_12;
            uint _e457 = l_mut_114_;
            bool l_178_ = (_e457 == 0u);
            if (l_177_) {
                local_13 = l_178_;
            } else {
                local_13 = false;
            }
            bool l_179_ = local_13;
            double _e464 = l_mut_109_;
            double l_180_ = (l_179_ ? l_172_ : _e464);
            l_mut_109_ = l_180_;
            uint _e466 = l_mut_114_;
            bool l_181_ = (_e466 == 1u);
            if (l_177_) {
                local_14 = l_181_;
            } else {
                local_14 = false;
            }
            bool l_182_ = local_14;
            double _e473 = l_mut_110_;
            double l_183_ = (l_182_ ? l_172_ : _e473);
            l_mut_110_ = l_183_;
            uint _e475 = l_mut_114_;
            bool l_184_ = (_e475 == 2u);
            if (l_177_) {
                local_15 = l_184_;
            } else {
                local_15 = false;
            }
            bool l_185_ = local_15;
            double _e482 = l_mut_111_;
            double l_186_ = (l_185_ ? l_172_ : _e482);
            l_mut_111_ = l_186_;
            double l_187_ = (l_177_ ? l_174_ : l_172_);
            double _e485 = l_mut_113_;
            double l_188_ = (_e485 + l_99_);
            double l_189_ = (l_175_ ? l_187_ : l_188_);
            l_mut_113_ = l_189_;
            uint l_190_ = uint(l_177_);
            uint _e489 = l_mut_114_;
            l_mut_114_ = (_e489 + l_190_);
            uint _e491 = l_mut_114_;
            bool l_191_ = (_e491 == 0u);
            double _e494 = l_mut_109_;
            double _e495 = l_mut_113_;
            double l_192_ = (l_191_ ? _e495 : _e494);
            l_mut_109_ = l_192_;
            uint _e497 = l_mut_114_;
            bool l_193_ = (_e497 == 1u);
            double _e500 = l_mut_110_;
            double _e501 = l_mut_113_;
            double l_194_ = (l_193_ ? _e501 : _e500);
            l_mut_110_ = l_194_;
            uint _e503 = l_mut_114_;
            bool l_195_ = (_e503 == 2u);
            double _e506 = l_mut_111_;
            double _e507 = l_mut_113_;
            double l_196_ = (l_195_ ? _e507 : _e506);
            l_mut_111_ = l_196_;
            uint _e509 = l_mut_114_;
            bool l_197_ = (_e509 == 3u);
            double _e512 = l_mut_112_;
            double _e513 = l_mut_113_;
            double l_198_ = (l_197_ ? _e513 : _e512);
            l_mut_112_ = l_198_;
            double _e515 = l_mut_109_;
            l_mut_30_ = _e515;
            double _e516 = l_mut_110_;
            l_mut_31_ = _e516;
            double _e517 = l_mut_111_;
            l_mut_32_ = _e517;
            double _e518 = l_mut_112_;
            l_mut_33_ = _e518;
        } else {
            a_199_[0] = l_5_;
            a_199_[1] = l_14_;
            a_199_[2] = l_7_;
            a_199_[3] = l_16_;
            a_199_[4] = l_10_;
            a_199_[5] = l_19_;
            a_199_[6] = l_13_;
            a_199_[7] = l_22_;
            double l_200_ = a_199_[7];
            l_mut_113_ = l_200_;
            double l_201_ = a_199_[6];
            double _e531 = l_mut_113_;
            double l_202_ = (l_201_ + _e531);
            double l_203_ = (l_202_ - l_201_);
            double l_204_ = (l_202_ - l_203_);
            double l_205_ = (l_201_ - l_204_);
            double _e536 = l_mut_113_;
            double l_206_ = (_e536 - l_203_);
            double l_207_ = (l_205_ + l_206_);
            a_199_[7] = l_207_;
            l_mut_113_ = l_202_;
            double l_208_ = a_199_[5];
            double _e542 = l_mut_113_;
            double l_209_ = (l_208_ + _e542);
            double l_210_ = (l_209_ - l_208_);
            double l_211_ = (l_209_ - l_210_);
            double l_212_ = (l_208_ - l_211_);
            double _e547 = l_mut_113_;
            double l_213_ = (_e547 - l_210_);
            double l_214_ = (l_212_ + l_213_);
            a_199_[6] = l_214_;
            l_mut_113_ = l_209_;
            double l_215_ = a_199_[4];
            double _e553 = l_mut_113_;
            double l_216_ = (l_215_ + _e553);
            double l_217_ = (l_216_ - l_215_);
            double l_218_ = (l_216_ - l_217_);
            double l_219_ = (l_215_ - l_218_);
            double _e558 = l_mut_113_;
            double l_220_ = (_e558 - l_217_);
            double l_221_ = (l_219_ + l_220_);
            a_199_[5] = l_221_;
            l_mut_113_ = l_216_;
            double l_222_ = a_199_[3];
            double _e564 = l_mut_113_;
            double l_223_ = (l_222_ + _e564);
            double l_224_ = (l_223_ - l_222_);
            double l_225_ = (l_223_ - l_224_);
            double l_226_ = (l_222_ - l_225_);
            double _e569 = l_mut_113_;
            double l_227_ = (_e569 - l_224_);
            double l_228_ = (l_226_ + l_227_);
            a_199_[4] = l_228_;
            l_mut_113_ = l_223_;
            double l_229_ = a_199_[2];
            double _e575 = l_mut_113_;
            double l_230_ = (l_229_ + _e575);
            double l_231_ = (l_230_ - l_229_);
            double l_232_ = (l_230_ - l_231_);
            double l_233_ = (l_229_ - l_232_);
            double _e580 = l_mut_113_;
            double l_234_ = (_e580 - l_231_);
            double l_235_ = (l_233_ + l_234_);
            a_199_[3] = l_235_;
            l_mut_113_ = l_230_;
            double l_236_ = a_199_[1];
            double _e586 = l_mut_113_;
            double l_237_ = (l_236_ + _e586);
            double l_238_ = (l_237_ - l_236_);
            double l_239_ = (l_237_ - l_238_);
            double l_240_ = (l_236_ - l_239_);
            double _e591 = l_mut_113_;
            double l_241_ = (_e591 - l_238_);
            double l_242_ = (l_240_ + l_241_);
            a_199_[2] = l_242_;
            l_mut_113_ = l_237_;
            double l_243_ = a_199_[0];
            double _e597 = l_mut_113_;
            double l_244_ = (l_243_ + _e597);
            double l_245_ = (l_244_ - l_243_);
            double l_246_ = (l_244_ - l_245_);
            double l_247_ = (l_243_ - l_246_);
            double _e602 = l_mut_113_;
            double l_248_ = (_e602 - l_245_);
            double l_249_ = (l_247_ + l_248_);
            a_199_[1] = l_249_;
            l_mut_113_ = l_244_;
            double _e607 = l_mut_113_;
            a_199_[0] = _e607;
            double l_250_ = a_199_[7];
            l_mut_113_ = l_250_;
            double l_251_ = a_199_[6];
            double _e612 = l_mut_113_;
            double l_252_ = (l_251_ + _e612);
            double l_253_ = (l_252_ - l_251_);
            double l_254_ = (l_252_ - l_253_);
            double l_255_ = (l_251_ - l_254_);
            double _e617 = l_mut_113_;
            double l_256_ = (_e617 - l_253_);
            double l_257_ = (l_255_ + l_256_);
            a_199_[7] = l_257_;
            l_mut_113_ = l_252_;
            double l_258_ = a_199_[5];
            double _e623 = l_mut_113_;
            double l_259_ = (l_258_ + _e623);
            double l_260_ = (l_259_ - l_258_);
            double l_261_ = (l_259_ - l_260_);
            double l_262_ = (l_258_ - l_261_);
            double _e628 = l_mut_113_;
            double l_263_ = (_e628 - l_260_);
            double l_264_ = (l_262_ + l_263_);
            a_199_[6] = l_264_;
            l_mut_113_ = l_259_;
            double l_265_ = a_199_[4];
            double _e634 = l_mut_113_;
            double l_266_ = (l_265_ + _e634);
            double l_267_ = (l_266_ - l_265_);
            double l_268_ = (l_266_ - l_267_);
            double l_269_ = (l_265_ - l_268_);
            double _e639 = l_mut_113_;
            double l_270_ = (_e639 - l_267_);
            double l_271_ = (l_269_ + l_270_);
            a_199_[5] = l_271_;
            l_mut_113_ = l_266_;
            double l_272_ = a_199_[3];
            double _e645 = l_mut_113_;
            double l_273_ = (l_272_ + _e645);
            double l_274_ = (l_273_ - l_272_);
            double l_275_ = (l_273_ - l_274_);
            double l_276_ = (l_272_ - l_275_);
            double _e650 = l_mut_113_;
            double l_277_ = (_e650 - l_274_);
            double l_278_ = (l_276_ + l_277_);
            a_199_[4] = l_278_;
            l_mut_113_ = l_273_;
            double l_279_ = a_199_[2];
            double _e656 = l_mut_113_;
            double l_280_ = (l_279_ + _e656);
            double l_281_ = (l_280_ - l_279_);
            double l_282_ = (l_280_ - l_281_);
            double l_283_ = (l_279_ - l_282_);
            double _e661 = l_mut_113_;
            double l_284_ = (_e661 - l_281_);
            double l_285_ = (l_283_ + l_284_);
            a_199_[3] = l_285_;
            l_mut_113_ = l_280_;
            double l_286_ = a_199_[1];
            double _e667 = l_mut_113_;
            double l_287_ = (l_286_ + _e667);
            double l_288_ = (l_287_ - l_286_);
            double l_289_ = (l_287_ - l_288_);
            double l_290_ = (l_286_ - l_289_);
            double _e672 = l_mut_113_;
            double l_291_ = (_e672 - l_288_);
            double l_292_ = (l_290_ + l_291_);
            a_199_[2] = l_292_;
            l_mut_113_ = l_287_;
            double l_293_ = a_199_[0];
            double _e678 = l_mut_113_;
            double l_294_ = (l_293_ + _e678);
            double l_295_ = (l_294_ - l_293_);
            double l_296_ = (l_294_ - l_295_);
            double l_297_ = (l_293_ - l_296_);
            double _e683 = l_mut_113_;
            double l_298_ = (_e683 - l_295_);
            double l_299_ = (l_297_ + l_298_);
            a_199_[1] = l_299_;
            l_mut_113_ = l_294_;
            double _e688 = l_mut_113_;
            a_199_[0] = _e688;
            l_mut_113_ = 0.0L;
            l_mut_112_ = 0.0L;
            l_mut_111_ = 0.0L;
            l_mut_110_ = 0.0L;
            double l_300_ = a_199_[0];
            l_mut_109_ = l_300_;
            l_mut_114_ = 0u;
            double l_301_ = a_199_[1];
            double _e698 = l_mut_109_;
            double l_302_ = (_e698 + l_301_);
            double _e700 = l_mut_109_;
            double l_303_ = (l_302_ - _e700);
            double l_304_ = (l_302_ - l_303_);
            double _e703 = l_mut_109_;
            double l_305_ = (_e703 - l_304_);
            double l_306_ = (l_301_ - l_303_);
            double l_307_ = (l_305_ + l_306_);
            uint _e707 = l_mut_114_;
            bool l_308_ = (_e707 < 3u);
            bool l_309_ = (l_307_ != 0.0L);
            if (l_308_) {
                local_16 = l_309_;
            } else {
                local_16 = false;
            }
            bool l_310_ = local_16;
            uint _e716 = l_mut_114_;
            bool l_311_ = (_e716 == 0u);
            if (l_310_) {
                local_17 = l_311_;
            } else {
                local_17 = false;
            }
            bool l_312_ = local_17;
            double _e723 = l_mut_113_;
            double l_313_ = (l_312_ ? l_302_ : _e723);
            l_mut_113_ = l_313_;
            uint _e725 = l_mut_114_;
            bool l_314_ = (_e725 == 1u);
            if (l_310_) {
                local_18 = l_314_;
            } else {
                local_18 = false;
            }
            bool l_315_ = local_18;
            double _e732 = l_mut_112_;
            double l_316_ = (l_315_ ? l_302_ : _e732);
            l_mut_112_ = l_316_;
            uint _e734 = l_mut_114_;
            bool l_317_ = (_e734 == 2u);
            if (l_310_) {
                local_19 = l_317_;
            } else {
                local_19 = false;
            }
            bool l_318_ = local_19;
            double _e741 = l_mut_111_;
            double l_319_ = (l_318_ ? l_302_ : _e741);
            l_mut_111_ = l_319_;
            double l_320_ = (l_310_ ? l_307_ : l_302_);
            double _e744 = l_mut_109_;
            double l_321_ = (_e744 + l_301_);
            double l_322_ = (l_308_ ? l_320_ : l_321_);
            l_mut_109_ = l_322_;
            uint l_323_ = uint(l_310_);
            uint _e748 = l_mut_114_;
            l_mut_114_ = (_e748 + l_323_);
            double l_324_ = a_199_[2];
            double _e752 = l_mut_109_;
            double l_325_ = (_e752 + l_324_);
            double _e754 = l_mut_109_;
            double l_326_ = (l_325_ - _e754);
            double l_327_ = (l_325_ - l_326_);
            double _e757 = l_mut_109_;
            double l_328_ = (_e757 - l_327_);
            double l_329_ = (l_324_ - l_326_);
            double l_330_ = (l_328_ + l_329_);
            uint _e761 = l_mut_114_;
            bool l_331_ = (_e761 < 3u);
            bool l_332_ = (l_330_ != 0.0L);
            if (l_331_) {
                local_20 = l_332_;
            } else {
                local_20 = false;
            }
            bool l_333_ = local_20;
            uint _e770 = l_mut_114_;
            bool l_334_ = (_e770 == 0u);
            if (l_333_) {
                local_21 = l_334_;
            } else {
                local_21 = false;
            }
            bool l_335_ = local_21;
            double _e777 = l_mut_113_;
            double l_336_ = (l_335_ ? l_325_ : _e777);
            l_mut_113_ = l_336_;
            uint _e779 = l_mut_114_;
            bool l_337_ = (_e779 == 1u);
            if (l_333_) {
                local_22 = l_337_;
            } else {
                local_22 = false;
            }
            bool l_338_ = local_22;
            double _e786 = l_mut_112_;
            double l_339_ = (l_338_ ? l_325_ : _e786);
            l_mut_112_ = l_339_;
            uint _e788 = l_mut_114_;
            bool l_340_ = (_e788 == 2u);
            if (l_333_) {
                local_23 = l_340_;
            } else {
                local_23 = false;
            }
            bool l_341_ = local_23;
            double _e795 = l_mut_111_;
            double l_342_ = (l_341_ ? l_325_ : _e795);
            l_mut_111_ = l_342_;
            double l_343_ = (l_333_ ? l_330_ : l_325_);
            double _e798 = l_mut_109_;
            double l_344_ = (_e798 + l_324_);
            double l_345_ = (l_331_ ? l_343_ : l_344_);
            l_mut_109_ = l_345_;
            uint l_346_ = uint(l_333_);
            uint _e802 = l_mut_114_;
            l_mut_114_ = (_e802 + l_346_);
            double l_347_ = a_199_[3];
            double _e806 = l_mut_109_;
            double l_348_ = (_e806 + l_347_);
            double _e808 = l_mut_109_;
            double l_349_ = (l_348_ - _e808);
            double l_350_ = (l_348_ - l_349_);
            double _e811 = l_mut_109_;
            double l_351_ = (_e811 - l_350_);
            double l_352_ = (l_347_ - l_349_);
            double l_353_ = (l_351_ + l_352_);
            uint _e815 = l_mut_114_;
            bool l_354_ = (_e815 < 3u);
            bool l_355_ = (l_353_ != 0.0L);
            if (l_354_) {
                local_24 = l_355_;
            } else {
                local_24 = false;
            }
            bool l_356_ = local_24;
            uint _e824 = l_mut_114_;
            bool l_357_ = (_e824 == 0u);
            if (l_356_) {
                local_25 = l_357_;
            } else {
                local_25 = false;
            }
            bool l_358_ = local_25;
            double _e831 = l_mut_113_;
            double l_359_ = (l_358_ ? l_348_ : _e831);
            l_mut_113_ = l_359_;
            uint _e833 = l_mut_114_;
            bool l_360_ = (_e833 == 1u);
            if (l_356_) {
                local_26 = l_360_;
            } else {
                local_26 = false;
            }
            bool l_361_ = local_26;
            double _e840 = l_mut_112_;
            double l_362_ = (l_361_ ? l_348_ : _e840);
            l_mut_112_ = l_362_;
            uint _e842 = l_mut_114_;
            bool l_363_ = (_e842 == 2u);
            if (l_356_) {
                local_27 = l_363_;
            } else {
                local_27 = false;
            }
            bool l_364_ = local_27;
            double _e849 = l_mut_111_;
            double l_365_ = (l_364_ ? l_348_ : _e849);
            l_mut_111_ = l_365_;
            double l_366_ = (l_356_ ? l_353_ : l_348_);
            double _e852 = l_mut_109_;
            double l_367_ = (_e852 + l_347_);
            double l_368_ = (l_354_ ? l_366_ : l_367_);
            l_mut_109_ = l_368_;
            uint l_369_ = uint(l_356_);
            uint _e856 = l_mut_114_;
            l_mut_114_ = (_e856 + l_369_);
            double l_370_ = a_199_[4];
            double _e860 = l_mut_109_;
            double l_371_ = (_e860 + l_370_);
            double _e862 = l_mut_109_;
            double l_372_ = (l_371_ - _e862);
            double l_373_ = (l_371_ - l_372_);
            double _e865 = l_mut_109_;
            double l_374_ = (_e865 - l_373_);
            double l_375_ = (l_370_ - l_372_);
            double l_376_ = (l_374_ + l_375_);
            uint _e869 = l_mut_114_;
            bool l_377_ = (_e869 < 3u);
            bool l_378_ = (l_376_ != 0.0L);
            if (l_377_) {
                local_28 = l_378_;
            } else {
                local_28 = false;
            }
            bool l_379_ = local_28;
            uint _e878 = l_mut_114_;
            bool l_380_ = (_e878 == 0u);
            if (l_379_) {
                local_29 = l_380_;
            } else {
                local_29 = false;
            }
            bool l_381_ = local_29;
            double _e885 = l_mut_113_;
            double l_382_ = (l_381_ ? l_371_ : _e885);
            l_mut_113_ = l_382_;
            uint _e887 = l_mut_114_;
            bool l_383_ = (_e887 == 1u);
            if (l_379_) {
                local_30 = l_383_;
            } else {
                local_30 = false;
            }
            bool l_384_ = local_30;
            double _e894 = l_mut_112_;
            double l_385_ = (l_384_ ? l_371_ : _e894);
            l_mut_112_ = l_385_;
            uint _e896 = l_mut_114_;
            bool l_386_ = (_e896 == 2u);
            if (l_379_) {
                local_31 = l_386_;
            } else {
                local_31 = false;
            }
            bool l_387_ = local_31;
            double _e903 = l_mut_111_;
            double l_388_ = (l_387_ ? l_371_ : _e903);
            l_mut_111_ = l_388_;
            double l_389_ = (l_379_ ? l_376_ : l_371_);
            double _e906 = l_mut_109_;
            double l_390_ = (_e906 + l_370_);
            double l_391_ = (l_377_ ? l_389_ : l_390_);
            l_mut_109_ = l_391_;
            uint l_392_ = uint(l_379_);
            uint _e910 = l_mut_114_;
            l_mut_114_ = (_e910 + l_392_);
            double l_393_ = a_199_[5];
            double _e914 = l_mut_109_;
            double l_394_ = (_e914 + l_393_);
            double _e916 = l_mut_109_;
            double l_395_ = (l_394_ - _e916);
            double l_396_ = (l_394_ - l_395_);
            double _e919 = l_mut_109_;
            double l_397_ = (_e919 - l_396_);
            double l_398_ = (l_393_ - l_395_);
            double l_399_ = (l_397_ + l_398_);
            uint _e923 = l_mut_114_;
            bool l_400_ = (_e923 < 3u);
            bool l_401_ = (l_399_ != 0.0L);
            if (l_400_) {
                local_32 = l_401_;
            } else {
                local_32 = false;
            }
            bool l_402_ = local_32;
            uint _e932 = l_mut_114_;
            bool l_403_ = (_e932 == 0u);
            if (l_402_) {
                local_33 = l_403_;
            } else {
                local_33 = false;
            }
            bool l_404_ = local_33;
            double _e939 = l_mut_113_;
            double l_405_ = (l_404_ ? l_394_ : _e939);
            l_mut_113_ = l_405_;
            uint _e941 = l_mut_114_;
            bool l_406_ = (_e941 == 1u);
            if (l_402_) {
                local_34 = l_406_;
            } else {
                local_34 = false;
            }
            bool l_407_ = local_34;
            double _e948 = l_mut_112_;
            double l_408_ = (l_407_ ? l_394_ : _e948);
            l_mut_112_ = l_408_;
            uint _e950 = l_mut_114_;
            bool l_409_ = (_e950 == 2u);
            if (l_402_) {
                local_35 = l_409_;
            } else {
                local_35 = false;
            }
            bool l_410_ = local_35;
            double _e957 = l_mut_111_;
            double l_411_ = (l_410_ ? l_394_ : _e957);
            l_mut_111_ = l_411_;
            double l_412_ = (l_402_ ? l_399_ : l_394_);
            double _e960 = l_mut_109_;
            double l_413_ = (_e960 + l_393_);
            double l_414_ = (l_400_ ? l_412_ : l_413_);
            l_mut_109_ = l_414_;
            uint l_415_ = uint(l_402_);
            uint _e964 = l_mut_114_;
            l_mut_114_ = (_e964 + l_415_);
            double l_416_ = a_199_[6];
            double _e968 = l_mut_109_;
            double l_417_ = (_e968 + l_416_);
            double _e970 = l_mut_109_;
            double l_418_ = (l_417_ - _e970);
            double l_419_ = (l_417_ - l_418_);
            double _e973 = l_mut_109_;
            double l_420_ = (_e973 - l_419_);
            double l_421_ = (l_416_ - l_418_);
            double l_422_ = (l_420_ + l_421_);
            uint _e977 = l_mut_114_;
            bool l_423_ = (_e977 < 3u);
            bool l_424_ = (l_422_ != 0.0L);
            if (l_423_) {
                local_36 = l_424_;
            } else {
                local_36 = false;
            }
            bool l_425_ = local_36;
            uint _e986 = l_mut_114_;
            bool l_426_ = (_e986 == 0u);
            if (l_425_) {
                local_37 = l_426_;
            } else {
                local_37 = false;
            }
            bool l_427_ = local_37;
            double _e993 = l_mut_113_;
            double l_428_ = (l_427_ ? l_417_ : _e993);
            l_mut_113_ = l_428_;
            uint _e995 = l_mut_114_;
            bool l_429_ = (_e995 == 1u);
            if (l_425_) {
                local_38 = l_429_;
            } else {
                local_38 = false;
            }
            bool l_430_ = local_38;
            double _e1002 = l_mut_112_;
            double l_431_ = (l_430_ ? l_417_ : _e1002);
            l_mut_112_ = l_431_;
            uint _e1004 = l_mut_114_;
            bool l_432_ = (_e1004 == 2u);
            if (l_425_) {
                local_39 = l_432_;
            } else {
                local_39 = false;
            }
            bool l_433_ = local_39;
            double _e1011 = l_mut_111_;
            double l_434_ = (l_433_ ? l_417_ : _e1011);
            l_mut_111_ = l_434_;
            double l_435_ = (l_425_ ? l_422_ : l_417_);
            double _e1014 = l_mut_109_;
            double l_436_ = (_e1014 + l_416_);
            double l_437_ = (l_423_ ? l_435_ : l_436_);
            l_mut_109_ = l_437_;
            uint l_438_ = uint(l_425_);
            uint _e1018 = l_mut_114_;
            l_mut_114_ = (_e1018 + l_438_);
            double l_439_ = a_199_[7];
            double _e1022 = l_mut_109_;
            double l_440_ = (_e1022 + l_439_);
            double _e1024 = l_mut_109_;
            double l_441_ = (l_440_ - _e1024);
            double l_442_ = (l_440_ - l_441_);
            double _e1027 = l_mut_109_;
            double l_443_ = (_e1027 - l_442_);
            double l_444_ = (l_439_ - l_441_);
            double l_445_ = (l_443_ + l_444_);
            uint _e1031 = l_mut_114_;
            bool l_446_ = (_e1031 < 3u);
            bool l_447_ = (l_445_ != 0.0L);
            if (l_446_) {
                local_40 = l_447_;
            } else {
                local_40 = false;
            }
            bool l_448_ = local_40;
            uint _e1040 = l_mut_114_;
            bool l_449_ = (_e1040 == 0u);
            if (l_448_) {
                local_41 = l_449_;
            } else {
                local_41 = false;
            }
            bool l_450_ = local_41;
            double _e1047 = l_mut_113_;
            double l_451_ = (l_450_ ? l_440_ : _e1047);
            l_mut_113_ = l_451_;
            uint _e1049 = l_mut_114_;
            bool l_452_ = (_e1049 == 1u);
            if (l_448_) {
                local_42 = l_452_;
            } else {
                local_42 = false;
            }
            bool l_453_ = local_42;
            double _e1056 = l_mut_112_;
            double l_454_ = (l_453_ ? l_440_ : _e1056);
            l_mut_112_ = l_454_;
            uint _e1058 = l_mut_114_;
            bool l_455_ = (_e1058 == 2u);
            if (l_448_) {
                local_43 = l_455_;
            } else {
                local_43 = false;
            }
            bool l_456_ = local_43;
            double _e1065 = l_mut_111_;
            double l_457_ = (l_456_ ? l_440_ : _e1065);
            l_mut_111_ = l_457_;
            double l_458_ = (l_448_ ? l_445_ : l_440_);
            double _e1068 = l_mut_109_;
            double l_459_ = (_e1068 + l_439_);
            double l_460_ = (l_446_ ? l_458_ : l_459_);
            l_mut_109_ = l_460_;
            uint l_461_ = uint(l_448_);
            uint _e1072 = l_mut_114_;
            l_mut_114_ = (_e1072 + l_461_);
            uint _e1074 = l_mut_114_;
            bool l_462_ = (_e1074 == 0u);
            double _e1077 = l_mut_113_;
            double _e1078 = l_mut_109_;
            double l_463_ = (l_462_ ? _e1078 : _e1077);
            l_mut_113_ = l_463_;
            uint _e1080 = l_mut_114_;
            bool l_464_ = (_e1080 == 1u);
            double _e1083 = l_mut_112_;
            double _e1084 = l_mut_109_;
            double l_465_ = (l_464_ ? _e1084 : _e1083);
            l_mut_112_ = l_465_;
            uint _e1086 = l_mut_114_;
            bool l_466_ = (_e1086 == 2u);
            double _e1089 = l_mut_111_;
            double _e1090 = l_mut_109_;
            double l_467_ = (l_466_ ? _e1090 : _e1089);
            l_mut_111_ = l_467_;
            uint _e1092 = l_mut_114_;
            bool l_468_ = (_e1092 == 3u);
            double _e1095 = l_mut_110_;
            double _e1096 = l_mut_109_;
            double l_469_ = (l_468_ ? _e1096 : _e1095);
            l_mut_110_ = l_469_;
            double _e1098 = l_mut_113_;
            l_mut_30_ = _e1098;
            double _e1099 = l_mut_112_;
            l_mut_31_ = _e1099;
            double _e1100 = l_mut_111_;
            l_mut_32_ = _e1100;
            double _e1101 = l_mut_110_;
            l_mut_33_ = _e1101;
        }
        uint l_545_ = asuint(info.Load(12+0));
        uint l_546_ = (l_545_ * 1u);
        bool l_547_ = (id < l_546_);
        if (l_547_) {
            double _e1111 = l_mut_30_;
            buffer_3_global.Store(id*8, _e1111);
        }
        uint l_470_ = (l_1_ + id);
        uint l_548_ = asuint(info.Load(12+0));
        uint l_549_ = (l_548_ * 1u);
        bool l_550_ = (l_470_ < l_549_);
        if (l_550_) {
            double _e1122 = l_mut_31_;
            buffer_3_global.Store(l_470_*8, _e1122);
        }
        uint l_471_ = (2u * l_1_);
        uint l_472_ = (l_471_ + id);
        uint l_551_ = asuint(info.Load(12+0));
        uint l_552_ = (l_551_ * 1u);
        bool l_553_ = (l_472_ < l_552_);
        if (l_553_) {
            double _e1135 = l_mut_32_;
            buffer_3_global.Store(l_472_*8, _e1135);
        }
        uint l_473_ = (3u * l_1_);
        uint l_474_ = (l_473_ + id);
        uint l_554_ = asuint(info.Load(12+0));
        uint l_555_ = (l_554_ * 1u);
        bool l_556_ = (l_474_ < l_555_);
        if (l_556_) {
            double _e1148 = l_mut_33_;
            buffer_3_global.Store(l_474_*8, _e1148);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
