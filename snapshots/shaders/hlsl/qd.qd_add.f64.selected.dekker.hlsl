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
    double a_291_[8] = (double[8])0;
    double l_mut_185_ = (double)0;
    double l_mut_186_ = (double)0;
    double l_mut_187_ = (double)0;
    double l_mut_188_ = (double)0;
    double l_mut_189_ = (double)0;
    uint l_mut_190_ = (uint)0;
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
        uint l_693_ = asuint(info.Load(8+0));
        uint l_694_ = (l_693_ * 1u);
        bool l_695_ = (0u < l_694_);
        uint l_696_ = (l_694_ - 1u);
        uint l_697_ = min(0u, l_696_);
        double l_698_ = buffer_2_global.Load<double>(l_697_*8);
        double l_3_ = (l_695_ ? l_698_ : 0.0L);
        uint l_700_ = asuint(info.Load(8+0));
        uint l_701_ = (l_700_ * 1u);
        bool l_702_ = (1u < l_701_);
        uint l_703_ = (l_701_ - 1u);
        uint l_704_ = min(1u, l_703_);
        double l_705_ = buffer_2_global.Load<double>(l_704_*8);
        double l_4_ = (l_702_ ? l_705_ : 0.0L);
        uint l_707_ = asuint(info.Load(0+0));
        uint l_708_ = (l_707_ * 1u);
        bool l_709_ = (id < l_708_);
        uint l_710_ = (l_708_ - 1u);
        uint l_711_ = min(id, l_710_);
        double l_712_ = buffer_0_global.Load<double>(l_711_*8);
        double l_5_ = (l_709_ ? l_712_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_714_ = asuint(info.Load(0+0));
        uint l_715_ = (l_714_ * 1u);
        bool l_716_ = (l_6_ < l_715_);
        uint l_717_ = (l_715_ - 1u);
        uint l_718_ = min(l_6_, l_717_);
        double l_719_ = buffer_0_global.Load<double>(l_718_*8);
        double l_7_ = (l_716_ ? l_719_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_721_ = asuint(info.Load(0+0));
        uint l_722_ = (l_721_ * 1u);
        bool l_723_ = (l_9_ < l_722_);
        uint l_724_ = (l_722_ - 1u);
        uint l_725_ = min(l_9_, l_724_);
        double l_726_ = buffer_0_global.Load<double>(l_725_*8);
        double l_10_ = (l_723_ ? l_726_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_728_ = asuint(info.Load(0+0));
        uint l_729_ = (l_728_ * 1u);
        bool l_730_ = (l_12_ < l_729_);
        uint l_731_ = (l_729_ - 1u);
        uint l_732_ = min(l_12_, l_731_);
        double l_733_ = buffer_0_global.Load<double>(l_732_*8);
        double l_13_ = (l_730_ ? l_733_ : 0.0L);
        uint l_735_ = asuint(info.Load(4+0));
        uint l_736_ = (l_735_ * 1u);
        bool l_737_ = (id < l_736_);
        uint l_738_ = (l_736_ - 1u);
        uint l_739_ = min(id, l_738_);
        double l_740_ = buffer_1_global.Load<double>(l_739_*8);
        double l_14_ = (l_737_ ? l_740_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_742_ = asuint(info.Load(4+0));
        uint l_743_ = (l_742_ * 1u);
        bool l_744_ = (l_15_ < l_743_);
        uint l_745_ = (l_743_ - 1u);
        uint l_746_ = min(l_15_, l_745_);
        double l_747_ = buffer_1_global.Load<double>(l_746_*8);
        double l_16_ = (l_744_ ? l_747_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_749_ = asuint(info.Load(4+0));
        uint l_750_ = (l_749_ * 1u);
        bool l_751_ = (l_18_ < l_750_);
        uint l_752_ = (l_750_ - 1u);
        uint l_753_ = min(l_18_, l_752_);
        double l_754_ = buffer_1_global.Load<double>(l_753_*8);
        double l_19_ = (l_751_ ? l_754_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_756_ = asuint(info.Load(4+0));
        uint l_757_ = (l_756_ * 1u);
        bool l_758_ = (l_21_ < l_757_);
        uint l_759_ = (l_757_ - 1u);
        uint l_760_ = min(l_21_, l_759_);
        double l_761_ = buffer_1_global.Load<double>(l_760_*8);
        double l_22_ = (l_758_ ? l_761_ : 0.0L);
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
            bool l_35_ = (l_4_ != 0.0L);
            double l_36_ = (l_35_ ? l_34_ : l_4_);
            double l_37_ = (l_36_ - l_5_);
            bool l_38_ = (l_4_ != 0.0L);
            double l_39_ = (l_38_ ? l_37_ : l_4_);
            double l_40_ = (l_36_ - l_39_);
            bool l_41_ = (l_4_ != 0.0L);
            double l_42_ = (l_41_ ? l_40_ : l_4_);
            double l_43_ = (l_5_ - l_42_);
            double l_44_ = (l_14_ - l_39_);
            double l_45_ = (l_43_ + l_44_);
            double l_46_ = (l_7_ + l_16_);
            bool l_47_ = (l_4_ != 0.0L);
            double l_48_ = (l_47_ ? l_46_ : l_4_);
            double l_49_ = (l_48_ - l_7_);
            bool l_50_ = (l_4_ != 0.0L);
            double l_51_ = (l_50_ ? l_49_ : l_4_);
            double l_52_ = (l_48_ - l_51_);
            bool l_53_ = (l_4_ != 0.0L);
            double l_54_ = (l_53_ ? l_52_ : l_4_);
            double l_55_ = (l_7_ - l_54_);
            double l_56_ = (l_16_ - l_51_);
            double l_57_ = (l_55_ + l_56_);
            double l_58_ = (l_10_ + l_19_);
            bool l_59_ = (l_4_ != 0.0L);
            double l_60_ = (l_59_ ? l_58_ : l_4_);
            double l_61_ = (l_60_ - l_10_);
            bool l_62_ = (l_4_ != 0.0L);
            double l_63_ = (l_62_ ? l_61_ : l_4_);
            double l_64_ = (l_60_ - l_63_);
            bool l_65_ = (l_4_ != 0.0L);
            double l_66_ = (l_65_ ? l_64_ : l_4_);
            double l_67_ = (l_10_ - l_66_);
            double l_68_ = (l_19_ - l_63_);
            double l_69_ = (l_67_ + l_68_);
            double l_70_ = (l_13_ + l_22_);
            bool l_71_ = (l_4_ != 0.0L);
            double l_72_ = (l_71_ ? l_70_ : l_4_);
            double l_73_ = (l_72_ - l_13_);
            bool l_74_ = (l_4_ != 0.0L);
            double l_75_ = (l_74_ ? l_73_ : l_4_);
            double l_76_ = (l_72_ - l_75_);
            bool l_77_ = (l_4_ != 0.0L);
            double l_78_ = (l_77_ ? l_76_ : l_4_);
            double l_79_ = (l_13_ - l_78_);
            double l_80_ = (l_22_ - l_75_);
            double l_81_ = (l_79_ + l_80_);
            double l_82_ = (l_48_ + l_45_);
            bool l_83_ = (l_4_ != 0.0L);
            double l_84_ = (l_83_ ? l_82_ : l_4_);
            double l_85_ = (l_84_ - l_48_);
            bool l_86_ = (l_4_ != 0.0L);
            double l_87_ = (l_86_ ? l_85_ : l_4_);
            double l_88_ = (l_84_ - l_87_);
            bool l_89_ = (l_4_ != 0.0L);
            double l_90_ = (l_89_ ? l_88_ : l_4_);
            double l_91_ = (l_48_ - l_90_);
            double l_92_ = (l_45_ - l_87_);
            double l_93_ = (l_91_ + l_92_);
            double l_94_ = (l_60_ + l_93_);
            bool l_95_ = (l_4_ != 0.0L);
            double l_96_ = (l_95_ ? l_94_ : l_4_);
            double l_97_ = (l_96_ - l_60_);
            bool l_98_ = (l_4_ != 0.0L);
            double l_99_ = (l_98_ ? l_97_ : l_4_);
            double l_100_ = (l_96_ - l_99_);
            bool l_101_ = (l_4_ != 0.0L);
            double l_102_ = (l_101_ ? l_100_ : l_4_);
            double l_103_ = (l_60_ - l_102_);
            double l_104_ = (l_93_ - l_99_);
            double l_105_ = (l_103_ + l_104_);
            double l_106_ = (l_57_ + l_96_);
            bool l_107_ = (l_4_ != 0.0L);
            double l_108_ = (l_107_ ? l_106_ : l_4_);
            double l_109_ = (l_108_ - l_57_);
            bool l_110_ = (l_4_ != 0.0L);
            double l_111_ = (l_110_ ? l_109_ : l_4_);
            double l_112_ = (l_108_ - l_111_);
            bool l_113_ = (l_4_ != 0.0L);
            double l_114_ = (l_113_ ? l_112_ : l_4_);
            double l_115_ = (l_57_ - l_114_);
            double l_116_ = (l_96_ - l_111_);
            double l_117_ = (l_115_ + l_116_);
            double l_118_ = (l_105_ + l_117_);
            bool l_119_ = (l_4_ != 0.0L);
            double l_120_ = (l_119_ ? l_118_ : l_4_);
            double l_121_ = (l_120_ - l_105_);
            bool l_122_ = (l_4_ != 0.0L);
            double l_123_ = (l_122_ ? l_121_ : l_4_);
            double l_124_ = (l_120_ - l_123_);
            bool l_125_ = (l_4_ != 0.0L);
            double l_126_ = (l_125_ ? l_124_ : l_4_);
            double l_127_ = (l_105_ - l_126_);
            double l_128_ = (l_117_ - l_123_);
            double l_129_ = (l_127_ + l_128_);
            double l_130_ = (l_72_ + l_120_);
            bool l_131_ = (l_4_ != 0.0L);
            double l_132_ = (l_131_ ? l_130_ : l_4_);
            double l_133_ = (l_132_ - l_72_);
            bool l_134_ = (l_4_ != 0.0L);
            double l_135_ = (l_134_ ? l_133_ : l_4_);
            double l_136_ = (l_132_ - l_135_);
            bool l_137_ = (l_4_ != 0.0L);
            double l_138_ = (l_137_ ? l_136_ : l_4_);
            double l_139_ = (l_72_ - l_138_);
            double l_140_ = (l_120_ - l_135_);
            double l_141_ = (l_139_ + l_140_);
            double l_142_ = (l_69_ + l_132_);
            bool l_143_ = (l_4_ != 0.0L);
            double l_144_ = (l_143_ ? l_142_ : l_4_);
            double l_145_ = (l_144_ - l_69_);
            bool l_146_ = (l_4_ != 0.0L);
            double l_147_ = (l_146_ ? l_145_ : l_4_);
            double l_148_ = (l_144_ - l_147_);
            bool l_149_ = (l_4_ != 0.0L);
            double l_150_ = (l_149_ ? l_148_ : l_4_);
            double l_151_ = (l_69_ - l_150_);
            double l_152_ = (l_132_ - l_147_);
            double l_153_ = (l_151_ + l_152_);
            double l_154_ = (l_141_ + l_153_);
            double l_155_ = (l_154_ + l_129_);
            double l_156_ = (l_155_ + l_81_);
            double l_157_ = (l_144_ + l_156_);
            bool l_158_ = (l_4_ != 0.0L);
            double l_159_ = (l_158_ ? l_157_ : l_4_);
            double l_160_ = (l_159_ - l_144_);
            bool l_161_ = (l_4_ != 0.0L);
            double l_162_ = (l_161_ ? l_160_ : l_4_);
            double l_163_ = (l_156_ - l_162_);
            double l_164_ = (l_108_ + l_159_);
            bool l_165_ = (l_4_ != 0.0L);
            double l_166_ = (l_165_ ? l_164_ : l_4_);
            double l_167_ = (l_166_ - l_108_);
            bool l_168_ = (l_4_ != 0.0L);
            double l_169_ = (l_168_ ? l_167_ : l_4_);
            double l_170_ = (l_159_ - l_169_);
            double l_171_ = (l_84_ + l_166_);
            bool l_172_ = (l_4_ != 0.0L);
            double l_173_ = (l_172_ ? l_171_ : l_4_);
            double l_174_ = (l_173_ - l_84_);
            bool l_175_ = (l_4_ != 0.0L);
            double l_176_ = (l_175_ ? l_174_ : l_4_);
            double l_177_ = (l_166_ - l_176_);
            double l_178_ = (l_36_ + l_173_);
            bool l_179_ = (l_4_ != 0.0L);
            double l_180_ = (l_179_ ? l_178_ : l_4_);
            double l_181_ = (l_180_ - l_36_);
            bool l_182_ = (l_4_ != 0.0L);
            double l_183_ = (l_182_ ? l_181_ : l_4_);
            double l_184_ = (l_173_ - l_183_);
            l_mut_185_ = 0.0L;
            l_mut_186_ = 0.0L;
            l_mut_187_ = 0.0L;
            l_mut_188_ = 0.0L;
            l_mut_189_ = l_180_;
            l_mut_190_ = 0u;
            double _e413 = l_mut_189_;
            double l_191_ = (_e413 + l_184_);
            bool l_192_ = (l_4_ != 0.0L);
            double l_193_ = (l_192_ ? l_191_ : l_4_);
            double _e418 = l_mut_189_;
            double l_194_ = (l_193_ - _e418);
            bool l_195_ = (l_4_ != 0.0L);
            double l_196_ = (l_195_ ? l_194_ : l_4_);
            double l_197_ = (l_184_ - l_196_);
            uint _e424 = l_mut_190_;
            bool l_198_ = (_e424 < 3u);
            bool l_199_ = (l_197_ != 0.0L);
            if (l_198_) {
                local = l_199_;
            } else {
                local = false;
            }
            bool l_200_ = local;
            uint _e433 = l_mut_190_;
            bool l_201_ = (_e433 == 0u);
            if (l_200_) {
                local_1 = l_201_;
            } else {
                local_1 = false;
            }
            bool l_202_ = local_1;
            double _e440 = l_mut_185_;
            double l_203_ = (l_202_ ? l_193_ : _e440);
            l_mut_185_ = l_203_;
            uint _e442 = l_mut_190_;
            bool l_204_ = (_e442 == 1u);
            if (l_200_) {
                local_2 = l_204_;
            } else {
                local_2 = false;
            }
            bool l_205_ = local_2;
            double _e449 = l_mut_186_;
            double l_206_ = (l_205_ ? l_193_ : _e449);
            l_mut_186_ = l_206_;
            uint _e451 = l_mut_190_;
            bool l_207_ = (_e451 == 2u);
            if (l_200_) {
                local_3 = l_207_;
            } else {
                local_3 = false;
            }
            bool l_208_ = local_3;
            double _e458 = l_mut_187_;
            double l_209_ = (l_208_ ? l_193_ : _e458);
            l_mut_187_ = l_209_;
            double l_210_ = (l_200_ ? l_197_ : l_193_);
            double _e461 = l_mut_189_;
            double l_211_ = (_e461 + l_184_);
            double l_212_ = (l_198_ ? l_210_ : l_211_);
            l_mut_189_ = l_212_;
            uint l_213_ = uint(l_200_);
            uint _e465 = l_mut_190_;
            l_mut_190_ = (_e465 + l_213_);
            double _e467 = l_mut_189_;
            double l_214_ = (_e467 + l_177_);
            bool l_215_ = (l_4_ != 0.0L);
            double l_216_ = (l_215_ ? l_214_ : l_4_);
            double _e472 = l_mut_189_;
            double l_217_ = (l_216_ - _e472);
            bool l_218_ = (l_4_ != 0.0L);
            double l_219_ = (l_218_ ? l_217_ : l_4_);
            double l_220_ = (l_177_ - l_219_);
            uint _e478 = l_mut_190_;
            bool l_221_ = (_e478 < 3u);
            bool l_222_ = (l_220_ != 0.0L);
            if (l_221_) {
                local_4 = l_222_;
            } else {
                local_4 = false;
            }
            bool l_223_ = local_4;
            uint _e487 = l_mut_190_;
            bool l_224_ = (_e487 == 0u);
            if (l_223_) {
                local_5 = l_224_;
            } else {
                local_5 = false;
            }
            bool l_225_ = local_5;
            double _e494 = l_mut_185_;
            double l_226_ = (l_225_ ? l_216_ : _e494);
            l_mut_185_ = l_226_;
            uint _e496 = l_mut_190_;
            bool l_227_ = (_e496 == 1u);
            if (l_223_) {
                local_6 = l_227_;
            } else {
                local_6 = false;
            }
            bool l_228_ = local_6;
            double _e503 = l_mut_186_;
            double l_229_ = (l_228_ ? l_216_ : _e503);
            l_mut_186_ = l_229_;
            uint _e505 = l_mut_190_;
            bool l_230_ = (_e505 == 2u);
            if (l_223_) {
                local_7 = l_230_;
            } else {
                local_7 = false;
            }
            bool l_231_ = local_7;
            double _e512 = l_mut_187_;
            double l_232_ = (l_231_ ? l_216_ : _e512);
            l_mut_187_ = l_232_;
            double l_233_ = (l_223_ ? l_220_ : l_216_);
            double _e515 = l_mut_189_;
            double l_234_ = (_e515 + l_177_);
            double l_235_ = (l_221_ ? l_233_ : l_234_);
            l_mut_189_ = l_235_;
            uint l_236_ = uint(l_223_);
            uint _e519 = l_mut_190_;
            l_mut_190_ = (_e519 + l_236_);
            double _e521 = l_mut_189_;
            double l_237_ = (_e521 + l_170_);
            bool l_238_ = (l_4_ != 0.0L);
            double l_239_ = (l_238_ ? l_237_ : l_4_);
            double _e526 = l_mut_189_;
            double l_240_ = (l_239_ - _e526);
            bool l_241_ = (l_4_ != 0.0L);
            double l_242_ = (l_241_ ? l_240_ : l_4_);
            double l_243_ = (l_170_ - l_242_);
            uint _e532 = l_mut_190_;
            bool l_244_ = (_e532 < 3u);
            bool l_245_ = (l_243_ != 0.0L);
            if (l_244_) {
                local_8 = l_245_;
            } else {
                local_8 = false;
            }
            bool l_246_ = local_8;
            uint _e541 = l_mut_190_;
            bool l_247_ = (_e541 == 0u);
            if (l_246_) {
                local_9 = l_247_;
            } else {
                local_9 = false;
            }
            bool l_248_ = local_9;
            double _e548 = l_mut_185_;
            double l_249_ = (l_248_ ? l_239_ : _e548);
            l_mut_185_ = l_249_;
            uint _e550 = l_mut_190_;
            bool l_250_ = (_e550 == 1u);
            if (l_246_) {
                local_10 = l_250_;
            } else {
                local_10 = false;
            }
            bool l_251_ = local_10;
            double _e557 = l_mut_186_;
            double l_252_ = (l_251_ ? l_239_ : _e557);
            l_mut_186_ = l_252_;
            uint _e559 = l_mut_190_;
            bool l_253_ = (_e559 == 2u);
            if (l_246_) {
                local_11 = l_253_;
            } else {
                local_11 = false;
            }
            bool l_254_ = local_11;
            double _e566 = l_mut_187_;
            double l_255_ = (l_254_ ? l_239_ : _e566);
            l_mut_187_ = l_255_;
            double l_256_ = (l_246_ ? l_243_ : l_239_);
            double _e569 = l_mut_189_;
            double l_257_ = (_e569 + l_170_);
            double l_258_ = (l_244_ ? l_256_ : l_257_);
            l_mut_189_ = l_258_;
            uint l_259_ = uint(l_246_);
            uint _e573 = l_mut_190_;
            l_mut_190_ = (_e573 + l_259_);
            double _e575 = l_mut_189_;
            double l_260_ = (_e575 + l_163_);
            bool l_261_ = (l_4_ != 0.0L);
            double l_262_ = (l_261_ ? l_260_ : l_4_);
            double _e580 = l_mut_189_;
            double l_263_ = (l_262_ - _e580);
            bool l_264_ = (l_4_ != 0.0L);
            double l_265_ = (l_264_ ? l_263_ : l_4_);
            double l_266_ = (l_163_ - l_265_);
            uint _e586 = l_mut_190_;
            bool l_267_ = (_e586 < 3u);
            bool l_268_ = (l_266_ != 0.0L);
            if (l_267_) {
                local_12 = l_268_;
            } else {
                local_12 = false;
            }
            bool l_269_ = local_12;
            uint _e595 = l_mut_190_;
            bool l_270_ = (_e595 == 0u);
            if (l_269_) {
                local_13 = l_270_;
            } else {
                local_13 = false;
            }
            bool l_271_ = local_13;
            double _e602 = l_mut_185_;
            double l_272_ = (l_271_ ? l_262_ : _e602);
            l_mut_185_ = l_272_;
            uint _e604 = l_mut_190_;
            bool l_273_ = (_e604 == 1u);
            if (l_269_) {
                local_14 = l_273_;
            } else {
                local_14 = false;
            }
            bool l_274_ = local_14;
            double _e611 = l_mut_186_;
            double l_275_ = (l_274_ ? l_262_ : _e611);
            l_mut_186_ = l_275_;
            uint _e613 = l_mut_190_;
            bool l_276_ = (_e613 == 2u);
            if (l_269_) {
                local_15 = l_276_;
            } else {
                local_15 = false;
            }
            bool l_277_ = local_15;
            double _e620 = l_mut_187_;
            double l_278_ = (l_277_ ? l_262_ : _e620);
            l_mut_187_ = l_278_;
            double l_279_ = (l_269_ ? l_266_ : l_262_);
            double _e623 = l_mut_189_;
            double l_280_ = (_e623 + l_163_);
            double l_281_ = (l_267_ ? l_279_ : l_280_);
            l_mut_189_ = l_281_;
            uint l_282_ = uint(l_269_);
            uint _e627 = l_mut_190_;
            l_mut_190_ = (_e627 + l_282_);
            uint _e629 = l_mut_190_;
            bool l_283_ = (_e629 == 0u);
            double _e632 = l_mut_185_;
            double _e633 = l_mut_189_;
            double l_284_ = (l_283_ ? _e633 : _e632);
            l_mut_185_ = l_284_;
            uint _e635 = l_mut_190_;
            bool l_285_ = (_e635 == 1u);
            double _e638 = l_mut_186_;
            double _e639 = l_mut_189_;
            double l_286_ = (l_285_ ? _e639 : _e638);
            l_mut_186_ = l_286_;
            uint _e641 = l_mut_190_;
            bool l_287_ = (_e641 == 2u);
            double _e644 = l_mut_187_;
            double _e645 = l_mut_189_;
            double l_288_ = (l_287_ ? _e645 : _e644);
            l_mut_187_ = l_288_;
            uint _e647 = l_mut_190_;
            bool l_289_ = (_e647 == 3u);
            double _e650 = l_mut_188_;
            double _e651 = l_mut_189_;
            double l_290_ = (l_289_ ? _e651 : _e650);
            l_mut_188_ = l_290_;
            double _e653 = l_mut_185_;
            l_mut_30_ = _e653;
            double _e654 = l_mut_186_;
            l_mut_31_ = _e654;
            double _e655 = l_mut_187_;
            l_mut_32_ = _e655;
            double _e656 = l_mut_188_;
            l_mut_33_ = _e656;
        } else {
            a_291_[0] = l_5_;
            a_291_[1] = l_14_;
            a_291_[2] = l_7_;
            a_291_[3] = l_16_;
            a_291_[4] = l_10_;
            a_291_[5] = l_19_;
            a_291_[6] = l_13_;
            a_291_[7] = l_22_;
            double l_292_ = a_291_[7];
            l_mut_189_ = l_292_;
            double l_293_ = a_291_[6];
            double _e669 = l_mut_189_;
            double l_294_ = (l_293_ + _e669);
            bool l_295_ = (l_4_ != 0.0L);
            double l_296_ = (l_295_ ? l_294_ : l_4_);
            double l_297_ = (l_296_ - l_293_);
            bool l_298_ = (l_4_ != 0.0L);
            double l_299_ = (l_298_ ? l_297_ : l_4_);
            double l_300_ = (l_296_ - l_299_);
            bool l_301_ = (l_4_ != 0.0L);
            double l_302_ = (l_301_ ? l_300_ : l_4_);
            double l_303_ = (l_293_ - l_302_);
            double _e683 = l_mut_189_;
            double l_304_ = (_e683 - l_299_);
            double l_305_ = (l_303_ + l_304_);
            a_291_[7] = l_305_;
            l_mut_189_ = l_296_;
            double l_306_ = a_291_[5];
            double _e689 = l_mut_189_;
            double l_307_ = (l_306_ + _e689);
            bool l_308_ = (l_4_ != 0.0L);
            double l_309_ = (l_308_ ? l_307_ : l_4_);
            double l_310_ = (l_309_ - l_306_);
            bool l_311_ = (l_4_ != 0.0L);
            double l_312_ = (l_311_ ? l_310_ : l_4_);
            double l_313_ = (l_309_ - l_312_);
            bool l_314_ = (l_4_ != 0.0L);
            double l_315_ = (l_314_ ? l_313_ : l_4_);
            double l_316_ = (l_306_ - l_315_);
            double _e703 = l_mut_189_;
            double l_317_ = (_e703 - l_312_);
            double l_318_ = (l_316_ + l_317_);
            a_291_[6] = l_318_;
            l_mut_189_ = l_309_;
            double l_319_ = a_291_[4];
            double _e709 = l_mut_189_;
            double l_320_ = (l_319_ + _e709);
            bool l_321_ = (l_4_ != 0.0L);
            double l_322_ = (l_321_ ? l_320_ : l_4_);
            double l_323_ = (l_322_ - l_319_);
            bool l_324_ = (l_4_ != 0.0L);
            double l_325_ = (l_324_ ? l_323_ : l_4_);
            double l_326_ = (l_322_ - l_325_);
            bool l_327_ = (l_4_ != 0.0L);
            double l_328_ = (l_327_ ? l_326_ : l_4_);
            double l_329_ = (l_319_ - l_328_);
            double _e723 = l_mut_189_;
            double l_330_ = (_e723 - l_325_);
            double l_331_ = (l_329_ + l_330_);
            a_291_[5] = l_331_;
            l_mut_189_ = l_322_;
            double l_332_ = a_291_[3];
            double _e729 = l_mut_189_;
            double l_333_ = (l_332_ + _e729);
            bool l_334_ = (l_4_ != 0.0L);
            double l_335_ = (l_334_ ? l_333_ : l_4_);
            double l_336_ = (l_335_ - l_332_);
            bool l_337_ = (l_4_ != 0.0L);
            double l_338_ = (l_337_ ? l_336_ : l_4_);
            double l_339_ = (l_335_ - l_338_);
            bool l_340_ = (l_4_ != 0.0L);
            double l_341_ = (l_340_ ? l_339_ : l_4_);
            double l_342_ = (l_332_ - l_341_);
            double _e743 = l_mut_189_;
            double l_343_ = (_e743 - l_338_);
            double l_344_ = (l_342_ + l_343_);
            a_291_[4] = l_344_;
            l_mut_189_ = l_335_;
            double l_345_ = a_291_[2];
            double _e749 = l_mut_189_;
            double l_346_ = (l_345_ + _e749);
            bool l_347_ = (l_4_ != 0.0L);
            double l_348_ = (l_347_ ? l_346_ : l_4_);
            double l_349_ = (l_348_ - l_345_);
            bool l_350_ = (l_4_ != 0.0L);
            double l_351_ = (l_350_ ? l_349_ : l_4_);
            double l_352_ = (l_348_ - l_351_);
            bool l_353_ = (l_4_ != 0.0L);
            double l_354_ = (l_353_ ? l_352_ : l_4_);
            double l_355_ = (l_345_ - l_354_);
            double _e763 = l_mut_189_;
            double l_356_ = (_e763 - l_351_);
            double l_357_ = (l_355_ + l_356_);
            a_291_[3] = l_357_;
            l_mut_189_ = l_348_;
            double l_358_ = a_291_[1];
            double _e769 = l_mut_189_;
            double l_359_ = (l_358_ + _e769);
            bool l_360_ = (l_4_ != 0.0L);
            double l_361_ = (l_360_ ? l_359_ : l_4_);
            double l_362_ = (l_361_ - l_358_);
            bool l_363_ = (l_4_ != 0.0L);
            double l_364_ = (l_363_ ? l_362_ : l_4_);
            double l_365_ = (l_361_ - l_364_);
            bool l_366_ = (l_4_ != 0.0L);
            double l_367_ = (l_366_ ? l_365_ : l_4_);
            double l_368_ = (l_358_ - l_367_);
            double _e783 = l_mut_189_;
            double l_369_ = (_e783 - l_364_);
            double l_370_ = (l_368_ + l_369_);
            a_291_[2] = l_370_;
            l_mut_189_ = l_361_;
            double l_371_ = a_291_[0];
            double _e789 = l_mut_189_;
            double l_372_ = (l_371_ + _e789);
            bool l_373_ = (l_4_ != 0.0L);
            double l_374_ = (l_373_ ? l_372_ : l_4_);
            double l_375_ = (l_374_ - l_371_);
            bool l_376_ = (l_4_ != 0.0L);
            double l_377_ = (l_376_ ? l_375_ : l_4_);
            double l_378_ = (l_374_ - l_377_);
            bool l_379_ = (l_4_ != 0.0L);
            double l_380_ = (l_379_ ? l_378_ : l_4_);
            double l_381_ = (l_371_ - l_380_);
            double _e803 = l_mut_189_;
            double l_382_ = (_e803 - l_377_);
            double l_383_ = (l_381_ + l_382_);
            a_291_[1] = l_383_;
            l_mut_189_ = l_374_;
            double _e808 = l_mut_189_;
            a_291_[0] = _e808;
            double l_384_ = a_291_[7];
            l_mut_189_ = l_384_;
            double l_385_ = a_291_[6];
            double _e813 = l_mut_189_;
            double l_386_ = (l_385_ + _e813);
            bool l_387_ = (l_4_ != 0.0L);
            double l_388_ = (l_387_ ? l_386_ : l_4_);
            double l_389_ = (l_388_ - l_385_);
            bool l_390_ = (l_4_ != 0.0L);
            double l_391_ = (l_390_ ? l_389_ : l_4_);
            double l_392_ = (l_388_ - l_391_);
            bool l_393_ = (l_4_ != 0.0L);
            double l_394_ = (l_393_ ? l_392_ : l_4_);
            double l_395_ = (l_385_ - l_394_);
            double _e827 = l_mut_189_;
            double l_396_ = (_e827 - l_391_);
            double l_397_ = (l_395_ + l_396_);
            a_291_[7] = l_397_;
            l_mut_189_ = l_388_;
            double l_398_ = a_291_[5];
            double _e833 = l_mut_189_;
            double l_399_ = (l_398_ + _e833);
            bool l_400_ = (l_4_ != 0.0L);
            double l_401_ = (l_400_ ? l_399_ : l_4_);
            double l_402_ = (l_401_ - l_398_);
            bool l_403_ = (l_4_ != 0.0L);
            double l_404_ = (l_403_ ? l_402_ : l_4_);
            double l_405_ = (l_401_ - l_404_);
            bool l_406_ = (l_4_ != 0.0L);
            double l_407_ = (l_406_ ? l_405_ : l_4_);
            double l_408_ = (l_398_ - l_407_);
            double _e847 = l_mut_189_;
            double l_409_ = (_e847 - l_404_);
            double l_410_ = (l_408_ + l_409_);
            a_291_[6] = l_410_;
            l_mut_189_ = l_401_;
            double l_411_ = a_291_[4];
            double _e853 = l_mut_189_;
            double l_412_ = (l_411_ + _e853);
            bool l_413_ = (l_4_ != 0.0L);
            double l_414_ = (l_413_ ? l_412_ : l_4_);
            double l_415_ = (l_414_ - l_411_);
            bool l_416_ = (l_4_ != 0.0L);
            double l_417_ = (l_416_ ? l_415_ : l_4_);
            double l_418_ = (l_414_ - l_417_);
            bool l_419_ = (l_4_ != 0.0L);
            double l_420_ = (l_419_ ? l_418_ : l_4_);
            double l_421_ = (l_411_ - l_420_);
            double _e867 = l_mut_189_;
            double l_422_ = (_e867 - l_417_);
            double l_423_ = (l_421_ + l_422_);
            a_291_[5] = l_423_;
            l_mut_189_ = l_414_;
            double l_424_ = a_291_[3];
            double _e873 = l_mut_189_;
            double l_425_ = (l_424_ + _e873);
            bool l_426_ = (l_4_ != 0.0L);
            double l_427_ = (l_426_ ? l_425_ : l_4_);
            double l_428_ = (l_427_ - l_424_);
            bool l_429_ = (l_4_ != 0.0L);
            double l_430_ = (l_429_ ? l_428_ : l_4_);
            double l_431_ = (l_427_ - l_430_);
            bool l_432_ = (l_4_ != 0.0L);
            double l_433_ = (l_432_ ? l_431_ : l_4_);
            double l_434_ = (l_424_ - l_433_);
            double _e887 = l_mut_189_;
            double l_435_ = (_e887 - l_430_);
            double l_436_ = (l_434_ + l_435_);
            a_291_[4] = l_436_;
            l_mut_189_ = l_427_;
            double l_437_ = a_291_[2];
            double _e893 = l_mut_189_;
            double l_438_ = (l_437_ + _e893);
            bool l_439_ = (l_4_ != 0.0L);
            double l_440_ = (l_439_ ? l_438_ : l_4_);
            double l_441_ = (l_440_ - l_437_);
            bool l_442_ = (l_4_ != 0.0L);
            double l_443_ = (l_442_ ? l_441_ : l_4_);
            double l_444_ = (l_440_ - l_443_);
            bool l_445_ = (l_4_ != 0.0L);
            double l_446_ = (l_445_ ? l_444_ : l_4_);
            double l_447_ = (l_437_ - l_446_);
            double _e907 = l_mut_189_;
            double l_448_ = (_e907 - l_443_);
            double l_449_ = (l_447_ + l_448_);
            a_291_[3] = l_449_;
            l_mut_189_ = l_440_;
            double l_450_ = a_291_[1];
            double _e913 = l_mut_189_;
            double l_451_ = (l_450_ + _e913);
            bool l_452_ = (l_4_ != 0.0L);
            double l_453_ = (l_452_ ? l_451_ : l_4_);
            double l_454_ = (l_453_ - l_450_);
            bool l_455_ = (l_4_ != 0.0L);
            double l_456_ = (l_455_ ? l_454_ : l_4_);
            double l_457_ = (l_453_ - l_456_);
            bool l_458_ = (l_4_ != 0.0L);
            double l_459_ = (l_458_ ? l_457_ : l_4_);
            double l_460_ = (l_450_ - l_459_);
            double _e927 = l_mut_189_;
            double l_461_ = (_e927 - l_456_);
            double l_462_ = (l_460_ + l_461_);
            a_291_[2] = l_462_;
            l_mut_189_ = l_453_;
            double l_463_ = a_291_[0];
            double _e933 = l_mut_189_;
            double l_464_ = (l_463_ + _e933);
            bool l_465_ = (l_4_ != 0.0L);
            double l_466_ = (l_465_ ? l_464_ : l_4_);
            double l_467_ = (l_466_ - l_463_);
            bool l_468_ = (l_4_ != 0.0L);
            double l_469_ = (l_468_ ? l_467_ : l_4_);
            double l_470_ = (l_466_ - l_469_);
            bool l_471_ = (l_4_ != 0.0L);
            double l_472_ = (l_471_ ? l_470_ : l_4_);
            double l_473_ = (l_463_ - l_472_);
            double _e947 = l_mut_189_;
            double l_474_ = (_e947 - l_469_);
            double l_475_ = (l_473_ + l_474_);
            a_291_[1] = l_475_;
            l_mut_189_ = l_466_;
            double _e952 = l_mut_189_;
            a_291_[0] = _e952;
            l_mut_189_ = 0.0L;
            l_mut_188_ = 0.0L;
            l_mut_187_ = 0.0L;
            l_mut_186_ = 0.0L;
            double l_476_ = a_291_[0];
            l_mut_185_ = l_476_;
            l_mut_190_ = 0u;
            double l_477_ = a_291_[1];
            double _e962 = l_mut_185_;
            double l_478_ = (_e962 + l_477_);
            bool l_479_ = (l_4_ != 0.0L);
            double l_480_ = (l_479_ ? l_478_ : l_4_);
            double _e967 = l_mut_185_;
            double l_481_ = (l_480_ - _e967);
            bool l_482_ = (l_4_ != 0.0L);
            double l_483_ = (l_482_ ? l_481_ : l_4_);
            double l_484_ = (l_480_ - l_483_);
            bool l_485_ = (l_4_ != 0.0L);
            double l_486_ = (l_485_ ? l_484_ : l_4_);
            double _e976 = l_mut_185_;
            double l_487_ = (_e976 - l_486_);
            double l_488_ = (l_477_ - l_483_);
            double l_489_ = (l_487_ + l_488_);
            uint _e980 = l_mut_190_;
            bool l_490_ = (_e980 < 3u);
            bool l_491_ = (l_489_ != 0.0L);
            if (l_490_) {
                local_16 = l_491_;
            } else {
                local_16 = false;
            }
            bool l_492_ = local_16;
            uint _e989 = l_mut_190_;
            bool l_493_ = (_e989 == 0u);
            if (l_492_) {
                local_17 = l_493_;
            } else {
                local_17 = false;
            }
            bool l_494_ = local_17;
            double _e996 = l_mut_189_;
            double l_495_ = (l_494_ ? l_480_ : _e996);
            l_mut_189_ = l_495_;
            uint _e998 = l_mut_190_;
            bool l_496_ = (_e998 == 1u);
            if (l_492_) {
                local_18 = l_496_;
            } else {
                local_18 = false;
            }
            bool l_497_ = local_18;
            double _e1005 = l_mut_188_;
            double l_498_ = (l_497_ ? l_480_ : _e1005);
            l_mut_188_ = l_498_;
            uint _e1007 = l_mut_190_;
            bool l_499_ = (_e1007 == 2u);
            if (l_492_) {
                local_19 = l_499_;
            } else {
                local_19 = false;
            }
            bool l_500_ = local_19;
            double _e1014 = l_mut_187_;
            double l_501_ = (l_500_ ? l_480_ : _e1014);
            l_mut_187_ = l_501_;
            double l_502_ = (l_492_ ? l_489_ : l_480_);
            double _e1017 = l_mut_185_;
            double l_503_ = (_e1017 + l_477_);
            double l_504_ = (l_490_ ? l_502_ : l_503_);
            l_mut_185_ = l_504_;
            uint l_505_ = uint(l_492_);
            uint _e1021 = l_mut_190_;
            l_mut_190_ = (_e1021 + l_505_);
            double l_506_ = a_291_[2];
            double _e1025 = l_mut_185_;
            double l_507_ = (_e1025 + l_506_);
            bool l_508_ = (l_4_ != 0.0L);
            double l_509_ = (l_508_ ? l_507_ : l_4_);
            double _e1030 = l_mut_185_;
            double l_510_ = (l_509_ - _e1030);
            bool l_511_ = (l_4_ != 0.0L);
            double l_512_ = (l_511_ ? l_510_ : l_4_);
            double l_513_ = (l_509_ - l_512_);
            bool l_514_ = (l_4_ != 0.0L);
            double l_515_ = (l_514_ ? l_513_ : l_4_);
            double _e1039 = l_mut_185_;
            double l_516_ = (_e1039 - l_515_);
            double l_517_ = (l_506_ - l_512_);
            double l_518_ = (l_516_ + l_517_);
            uint _e1043 = l_mut_190_;
            bool l_519_ = (_e1043 < 3u);
            bool l_520_ = (l_518_ != 0.0L);
            if (l_519_) {
                local_20 = l_520_;
            } else {
                local_20 = false;
            }
            bool l_521_ = local_20;
            uint _e1052 = l_mut_190_;
            bool l_522_ = (_e1052 == 0u);
            if (l_521_) {
                local_21 = l_522_;
            } else {
                local_21 = false;
            }
            bool l_523_ = local_21;
            double _e1059 = l_mut_189_;
            double l_524_ = (l_523_ ? l_509_ : _e1059);
            l_mut_189_ = l_524_;
            uint _e1061 = l_mut_190_;
            bool l_525_ = (_e1061 == 1u);
            if (l_521_) {
                local_22 = l_525_;
            } else {
                local_22 = false;
            }
            bool l_526_ = local_22;
            double _e1068 = l_mut_188_;
            double l_527_ = (l_526_ ? l_509_ : _e1068);
            l_mut_188_ = l_527_;
            uint _e1070 = l_mut_190_;
            bool l_528_ = (_e1070 == 2u);
            if (l_521_) {
                local_23 = l_528_;
            } else {
                local_23 = false;
            }
            bool l_529_ = local_23;
            double _e1077 = l_mut_187_;
            double l_530_ = (l_529_ ? l_509_ : _e1077);
            l_mut_187_ = l_530_;
            double l_531_ = (l_521_ ? l_518_ : l_509_);
            double _e1080 = l_mut_185_;
            double l_532_ = (_e1080 + l_506_);
            double l_533_ = (l_519_ ? l_531_ : l_532_);
            l_mut_185_ = l_533_;
            uint l_534_ = uint(l_521_);
            uint _e1084 = l_mut_190_;
            l_mut_190_ = (_e1084 + l_534_);
            double l_535_ = a_291_[3];
            double _e1088 = l_mut_185_;
            double l_536_ = (_e1088 + l_535_);
            bool l_537_ = (l_4_ != 0.0L);
            double l_538_ = (l_537_ ? l_536_ : l_4_);
            double _e1093 = l_mut_185_;
            double l_539_ = (l_538_ - _e1093);
            bool l_540_ = (l_4_ != 0.0L);
            double l_541_ = (l_540_ ? l_539_ : l_4_);
            double l_542_ = (l_538_ - l_541_);
            bool l_543_ = (l_4_ != 0.0L);
            double l_544_ = (l_543_ ? l_542_ : l_4_);
            double _e1102 = l_mut_185_;
            double l_545_ = (_e1102 - l_544_);
            double l_546_ = (l_535_ - l_541_);
            double l_547_ = (l_545_ + l_546_);
            uint _e1106 = l_mut_190_;
            bool l_548_ = (_e1106 < 3u);
            bool l_549_ = (l_547_ != 0.0L);
            if (l_548_) {
                local_24 = l_549_;
            } else {
                local_24 = false;
            }
            bool l_550_ = local_24;
            uint _e1115 = l_mut_190_;
            bool l_551_ = (_e1115 == 0u);
            if (l_550_) {
                local_25 = l_551_;
            } else {
                local_25 = false;
            }
            bool l_552_ = local_25;
            double _e1122 = l_mut_189_;
            double l_553_ = (l_552_ ? l_538_ : _e1122);
            l_mut_189_ = l_553_;
            uint _e1124 = l_mut_190_;
            bool l_554_ = (_e1124 == 1u);
            if (l_550_) {
                local_26 = l_554_;
            } else {
                local_26 = false;
            }
            bool l_555_ = local_26;
            double _e1131 = l_mut_188_;
            double l_556_ = (l_555_ ? l_538_ : _e1131);
            l_mut_188_ = l_556_;
            uint _e1133 = l_mut_190_;
            bool l_557_ = (_e1133 == 2u);
            if (l_550_) {
                local_27 = l_557_;
            } else {
                local_27 = false;
            }
            bool l_558_ = local_27;
            double _e1140 = l_mut_187_;
            double l_559_ = (l_558_ ? l_538_ : _e1140);
            l_mut_187_ = l_559_;
            double l_560_ = (l_550_ ? l_547_ : l_538_);
            double _e1143 = l_mut_185_;
            double l_561_ = (_e1143 + l_535_);
            double l_562_ = (l_548_ ? l_560_ : l_561_);
            l_mut_185_ = l_562_;
            uint l_563_ = uint(l_550_);
            uint _e1147 = l_mut_190_;
            l_mut_190_ = (_e1147 + l_563_);
            double l_564_ = a_291_[4];
            double _e1151 = l_mut_185_;
            double l_565_ = (_e1151 + l_564_);
            bool l_566_ = (l_4_ != 0.0L);
            double l_567_ = (l_566_ ? l_565_ : l_4_);
            double _e1156 = l_mut_185_;
            double l_568_ = (l_567_ - _e1156);
            bool l_569_ = (l_4_ != 0.0L);
            double l_570_ = (l_569_ ? l_568_ : l_4_);
            double l_571_ = (l_567_ - l_570_);
            bool l_572_ = (l_4_ != 0.0L);
            double l_573_ = (l_572_ ? l_571_ : l_4_);
            double _e1165 = l_mut_185_;
            double l_574_ = (_e1165 - l_573_);
            double l_575_ = (l_564_ - l_570_);
            double l_576_ = (l_574_ + l_575_);
            uint _e1169 = l_mut_190_;
            bool l_577_ = (_e1169 < 3u);
            bool l_578_ = (l_576_ != 0.0L);
            if (l_577_) {
                local_28 = l_578_;
            } else {
                local_28 = false;
            }
            bool l_579_ = local_28;
            uint _e1178 = l_mut_190_;
            bool l_580_ = (_e1178 == 0u);
            if (l_579_) {
                local_29 = l_580_;
            } else {
                local_29 = false;
            }
            bool l_581_ = local_29;
            double _e1185 = l_mut_189_;
            double l_582_ = (l_581_ ? l_567_ : _e1185);
            l_mut_189_ = l_582_;
            uint _e1187 = l_mut_190_;
            bool l_583_ = (_e1187 == 1u);
            if (l_579_) {
                local_30 = l_583_;
            } else {
                local_30 = false;
            }
            bool l_584_ = local_30;
            double _e1194 = l_mut_188_;
            double l_585_ = (l_584_ ? l_567_ : _e1194);
            l_mut_188_ = l_585_;
            uint _e1196 = l_mut_190_;
            bool l_586_ = (_e1196 == 2u);
            if (l_579_) {
                local_31 = l_586_;
            } else {
                local_31 = false;
            }
            bool l_587_ = local_31;
            double _e1203 = l_mut_187_;
            double l_588_ = (l_587_ ? l_567_ : _e1203);
            l_mut_187_ = l_588_;
            double l_589_ = (l_579_ ? l_576_ : l_567_);
            double _e1206 = l_mut_185_;
            double l_590_ = (_e1206 + l_564_);
            double l_591_ = (l_577_ ? l_589_ : l_590_);
            l_mut_185_ = l_591_;
            uint l_592_ = uint(l_579_);
            uint _e1210 = l_mut_190_;
            l_mut_190_ = (_e1210 + l_592_);
            double l_593_ = a_291_[5];
            double _e1214 = l_mut_185_;
            double l_594_ = (_e1214 + l_593_);
            bool l_595_ = (l_4_ != 0.0L);
            double l_596_ = (l_595_ ? l_594_ : l_4_);
            double _e1219 = l_mut_185_;
            double l_597_ = (l_596_ - _e1219);
            bool l_598_ = (l_4_ != 0.0L);
            double l_599_ = (l_598_ ? l_597_ : l_4_);
            double l_600_ = (l_596_ - l_599_);
            bool l_601_ = (l_4_ != 0.0L);
            double l_602_ = (l_601_ ? l_600_ : l_4_);
            double _e1228 = l_mut_185_;
            double l_603_ = (_e1228 - l_602_);
            double l_604_ = (l_593_ - l_599_);
            double l_605_ = (l_603_ + l_604_);
            uint _e1232 = l_mut_190_;
            bool l_606_ = (_e1232 < 3u);
            bool l_607_ = (l_605_ != 0.0L);
            if (l_606_) {
                local_32 = l_607_;
            } else {
                local_32 = false;
            }
            bool l_608_ = local_32;
            uint _e1241 = l_mut_190_;
            bool l_609_ = (_e1241 == 0u);
            if (l_608_) {
                local_33 = l_609_;
            } else {
                local_33 = false;
            }
            bool l_610_ = local_33;
            double _e1248 = l_mut_189_;
            double l_611_ = (l_610_ ? l_596_ : _e1248);
            l_mut_189_ = l_611_;
            uint _e1250 = l_mut_190_;
            bool l_612_ = (_e1250 == 1u);
            if (l_608_) {
                local_34 = l_612_;
            } else {
                local_34 = false;
            }
            bool l_613_ = local_34;
            double _e1257 = l_mut_188_;
            double l_614_ = (l_613_ ? l_596_ : _e1257);
            l_mut_188_ = l_614_;
            uint _e1259 = l_mut_190_;
            bool l_615_ = (_e1259 == 2u);
            if (l_608_) {
                local_35 = l_615_;
            } else {
                local_35 = false;
            }
            bool l_616_ = local_35;
            double _e1266 = l_mut_187_;
            double l_617_ = (l_616_ ? l_596_ : _e1266);
            l_mut_187_ = l_617_;
            double l_618_ = (l_608_ ? l_605_ : l_596_);
            double _e1269 = l_mut_185_;
            double l_619_ = (_e1269 + l_593_);
            double l_620_ = (l_606_ ? l_618_ : l_619_);
            l_mut_185_ = l_620_;
            uint l_621_ = uint(l_608_);
            uint _e1273 = l_mut_190_;
            l_mut_190_ = (_e1273 + l_621_);
            double l_622_ = a_291_[6];
            double _e1277 = l_mut_185_;
            double l_623_ = (_e1277 + l_622_);
            bool l_624_ = (l_4_ != 0.0L);
            double l_625_ = (l_624_ ? l_623_ : l_4_);
            double _e1282 = l_mut_185_;
            double l_626_ = (l_625_ - _e1282);
            bool l_627_ = (l_4_ != 0.0L);
            double l_628_ = (l_627_ ? l_626_ : l_4_);
            double l_629_ = (l_625_ - l_628_);
            bool l_630_ = (l_4_ != 0.0L);
            double l_631_ = (l_630_ ? l_629_ : l_4_);
            double _e1291 = l_mut_185_;
            double l_632_ = (_e1291 - l_631_);
            double l_633_ = (l_622_ - l_628_);
            double l_634_ = (l_632_ + l_633_);
            uint _e1295 = l_mut_190_;
            bool l_635_ = (_e1295 < 3u);
            bool l_636_ = (l_634_ != 0.0L);
            if (l_635_) {
                local_36 = l_636_;
            } else {
                local_36 = false;
            }
            bool l_637_ = local_36;
            uint _e1304 = l_mut_190_;
            bool l_638_ = (_e1304 == 0u);
            if (l_637_) {
                local_37 = l_638_;
            } else {
                local_37 = false;
            }
            bool l_639_ = local_37;
            double _e1311 = l_mut_189_;
            double l_640_ = (l_639_ ? l_625_ : _e1311);
            l_mut_189_ = l_640_;
            uint _e1313 = l_mut_190_;
            bool l_641_ = (_e1313 == 1u);
            if (l_637_) {
                local_38 = l_641_;
            } else {
                local_38 = false;
            }
            bool l_642_ = local_38;
            double _e1320 = l_mut_188_;
            double l_643_ = (l_642_ ? l_625_ : _e1320);
            l_mut_188_ = l_643_;
            uint _e1322 = l_mut_190_;
            bool l_644_ = (_e1322 == 2u);
            if (l_637_) {
                local_39 = l_644_;
            } else {
                local_39 = false;
            }
            bool l_645_ = local_39;
            double _e1329 = l_mut_187_;
            double l_646_ = (l_645_ ? l_625_ : _e1329);
            l_mut_187_ = l_646_;
            double l_647_ = (l_637_ ? l_634_ : l_625_);
            double _e1332 = l_mut_185_;
            double l_648_ = (_e1332 + l_622_);
            double l_649_ = (l_635_ ? l_647_ : l_648_);
            l_mut_185_ = l_649_;
            uint l_650_ = uint(l_637_);
            uint _e1336 = l_mut_190_;
            l_mut_190_ = (_e1336 + l_650_);
            double l_651_ = a_291_[7];
            double _e1340 = l_mut_185_;
            double l_652_ = (_e1340 + l_651_);
            bool l_653_ = (l_4_ != 0.0L);
            double l_654_ = (l_653_ ? l_652_ : l_4_);
            double _e1345 = l_mut_185_;
            double l_655_ = (l_654_ - _e1345);
            bool l_656_ = (l_4_ != 0.0L);
            double l_657_ = (l_656_ ? l_655_ : l_4_);
            double l_658_ = (l_654_ - l_657_);
            bool l_659_ = (l_4_ != 0.0L);
            double l_660_ = (l_659_ ? l_658_ : l_4_);
            double _e1354 = l_mut_185_;
            double l_661_ = (_e1354 - l_660_);
            double l_662_ = (l_651_ - l_657_);
            double l_663_ = (l_661_ + l_662_);
            uint _e1358 = l_mut_190_;
            bool l_664_ = (_e1358 < 3u);
            bool l_665_ = (l_663_ != 0.0L);
            if (l_664_) {
                local_40 = l_665_;
            } else {
                local_40 = false;
            }
            bool l_666_ = local_40;
            uint _e1367 = l_mut_190_;
            bool l_667_ = (_e1367 == 0u);
            if (l_666_) {
                local_41 = l_667_;
            } else {
                local_41 = false;
            }
            bool l_668_ = local_41;
            double _e1374 = l_mut_189_;
            double l_669_ = (l_668_ ? l_654_ : _e1374);
            l_mut_189_ = l_669_;
            uint _e1376 = l_mut_190_;
            bool l_670_ = (_e1376 == 1u);
            if (l_666_) {
                local_42 = l_670_;
            } else {
                local_42 = false;
            }
            bool l_671_ = local_42;
            double _e1383 = l_mut_188_;
            double l_672_ = (l_671_ ? l_654_ : _e1383);
            l_mut_188_ = l_672_;
            uint _e1385 = l_mut_190_;
            bool l_673_ = (_e1385 == 2u);
            if (l_666_) {
                local_43 = l_673_;
            } else {
                local_43 = false;
            }
            bool l_674_ = local_43;
            double _e1392 = l_mut_187_;
            double l_675_ = (l_674_ ? l_654_ : _e1392);
            l_mut_187_ = l_675_;
            double l_676_ = (l_666_ ? l_663_ : l_654_);
            double _e1395 = l_mut_185_;
            double l_677_ = (_e1395 + l_651_);
            double l_678_ = (l_664_ ? l_676_ : l_677_);
            l_mut_185_ = l_678_;
            uint l_679_ = uint(l_666_);
            uint _e1399 = l_mut_190_;
            l_mut_190_ = (_e1399 + l_679_);
            uint _e1401 = l_mut_190_;
            bool l_680_ = (_e1401 == 0u);
            double _e1404 = l_mut_189_;
            double _e1405 = l_mut_185_;
            double l_681_ = (l_680_ ? _e1405 : _e1404);
            l_mut_189_ = l_681_;
            uint _e1407 = l_mut_190_;
            bool l_682_ = (_e1407 == 1u);
            double _e1410 = l_mut_188_;
            double _e1411 = l_mut_185_;
            double l_683_ = (l_682_ ? _e1411 : _e1410);
            l_mut_188_ = l_683_;
            uint _e1413 = l_mut_190_;
            bool l_684_ = (_e1413 == 2u);
            double _e1416 = l_mut_187_;
            double _e1417 = l_mut_185_;
            double l_685_ = (l_684_ ? _e1417 : _e1416);
            l_mut_187_ = l_685_;
            uint _e1419 = l_mut_190_;
            bool l_686_ = (_e1419 == 3u);
            double _e1422 = l_mut_186_;
            double _e1423 = l_mut_185_;
            double l_687_ = (l_686_ ? _e1423 : _e1422);
            l_mut_186_ = l_687_;
            double _e1425 = l_mut_189_;
            l_mut_30_ = _e1425;
            double _e1426 = l_mut_188_;
            l_mut_31_ = _e1426;
            double _e1427 = l_mut_187_;
            l_mut_32_ = _e1427;
            double _e1428 = l_mut_186_;
            l_mut_33_ = _e1428;
        }
        uint l_763_ = asuint(info.Load(12+0));
        uint l_764_ = (l_763_ * 1u);
        bool l_765_ = (id < l_764_);
        if (l_765_) {
            double _e1438 = l_mut_30_;
            buffer_3_global.Store(id*8, _e1438);
        }
        uint l_688_ = (l_1_ + id);
        uint l_766_ = asuint(info.Load(12+0));
        uint l_767_ = (l_766_ * 1u);
        bool l_768_ = (l_688_ < l_767_);
        if (l_768_) {
            double _e1449 = l_mut_31_;
            buffer_3_global.Store(l_688_*8, _e1449);
        }
        uint l_689_ = (2u * l_1_);
        uint l_690_ = (l_689_ + id);
        uint l_769_ = asuint(info.Load(12+0));
        uint l_770_ = (l_769_ * 1u);
        bool l_771_ = (l_690_ < l_770_);
        if (l_771_) {
            double _e1462 = l_mut_32_;
            buffer_3_global.Store(l_690_*8, _e1462);
        }
        uint l_691_ = (3u * l_1_);
        uint l_692_ = (l_691_ + id);
        uint l_772_ = asuint(info.Load(12+0));
        uint l_773_ = (l_772_ * 1u);
        bool l_774_ = (l_692_ < l_773_);
        if (l_774_) {
            double _e1475 = l_mut_33_;
            buffer_3_global.Store(l_692_*8, _e1475);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
