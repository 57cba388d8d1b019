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
    double a_245_[8] = (double[8])0;
    double l_mut_143_ = (double)0;
    double l_mut_144_ = (double)0;
    double l_mut_145_ = (double)0;
    double l_mut_146_ = (double)0;
    double l_mut_147_ = (double)0;
    uint l_mut_148_ = (uint)0;
    double l_mut_241_ = (double)0;
    double l_mut_242_ = (double)0;
    double l_mut_243_ = (double)0;
    double l_mut_247_ = (double)0;
    double l_mut_389_ = (double)0;
    double l_mut_390_ = (double)0;
    double l_mut_391_ = (double)0;
    double l_mut_393_ = (double)0;
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
        uint l_589_ = asuint(info.Load(8+0));
        uint l_590_ = (l_589_ * 1u);
        bool l_591_ = (0u < l_590_);
        uint l_592_ = (l_590_ - 1u);
        uint l_593_ = min(0u, l_592_);
        double l_594_ = buffer_2_global.Load<double>(l_593_*8);
        double l_3_ = (l_591_ ? l_594_ : 0.0L);
        uint l_596_ = asuint(info.Load(8+0));
        uint l_597_ = (l_596_ * 1u);
        bool l_598_ = (1u < l_597_);
        uint l_599_ = (l_597_ - 1u);
        uint l_600_ = min(1u, l_599_);
        double l_601_ = buffer_2_global.Load<double>(l_600_*8);
        double l_4_ = (l_598_ ? l_601_ : 0.0L);
        uint l_603_ = asuint(info.Load(0+0));
        uint l_604_ = (l_603_ * 1u);
        bool l_605_ = (id < l_604_);
        uint l_606_ = (l_604_ - 1u);
        uint l_607_ = min(id, l_606_);
        double l_608_ = buffer_0_global.Load<double>(l_607_*8);
        double l_5_ = (l_605_ ? l_608_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_610_ = asuint(info.Load(0+0));
        uint l_611_ = (l_610_ * 1u);
        bool l_612_ = (l_6_ < l_611_);
        uint l_613_ = (l_611_ - 1u);
        uint l_614_ = min(l_6_, l_613_);
        double l_615_ = buffer_0_global.Load<double>(l_614_*8);
        double l_7_ = (l_612_ ? l_615_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_617_ = asuint(info.Load(0+0));
        uint l_618_ = (l_617_ * 1u);
        bool l_619_ = (l_9_ < l_618_);
        uint l_620_ = (l_618_ - 1u);
        uint l_621_ = min(l_9_, l_620_);
        double l_622_ = buffer_0_global.Load<double>(l_621_*8);
        double l_10_ = (l_619_ ? l_622_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_624_ = asuint(info.Load(0+0));
        uint l_625_ = (l_624_ * 1u);
        bool l_626_ = (l_12_ < l_625_);
        uint l_627_ = (l_625_ - 1u);
        uint l_628_ = min(l_12_, l_627_);
        double l_629_ = buffer_0_global.Load<double>(l_628_*8);
        double l_13_ = (l_626_ ? l_629_ : 0.0L);
        uint l_631_ = asuint(info.Load(4+0));
        uint l_632_ = (l_631_ * 1u);
        bool l_633_ = (id < l_632_);
        uint l_634_ = (l_632_ - 1u);
        uint l_635_ = min(id, l_634_);
        double l_636_ = buffer_1_global.Load<double>(l_635_*8);
        double l_14_ = (l_633_ ? l_636_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_638_ = asuint(info.Load(4+0));
        uint l_639_ = (l_638_ * 1u);
        bool l_640_ = (l_15_ < l_639_);
        uint l_641_ = (l_639_ - 1u);
        uint l_642_ = min(l_15_, l_641_);
        double l_643_ = buffer_1_global.Load<double>(l_642_*8);
        double l_16_ = (l_640_ ? l_643_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_645_ = asuint(info.Load(4+0));
        uint l_646_ = (l_645_ * 1u);
        bool l_647_ = (l_18_ < l_646_);
        uint l_648_ = (l_646_ - 1u);
        uint l_649_ = min(l_18_, l_648_);
        double l_650_ = buffer_1_global.Load<double>(l_649_*8);
        double l_19_ = (l_647_ ? l_650_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_652_ = asuint(info.Load(4+0));
        uint l_653_ = (l_652_ * 1u);
        bool l_654_ = (l_21_ < l_653_);
        uint l_655_ = (l_653_ - 1u);
        uint l_656_ = min(l_21_, l_655_);
        double l_657_ = buffer_1_global.Load<double>(l_656_*8);
        double l_22_ = (l_654_ ? l_657_ : 0.0L);
        double l_23_ = (l_5_ + l_14_);
        double l_24_ = abs(l_23_);
        double l_25_ = abs(l_5_);
        double l_26_ = abs(l_14_);
        double l_27_ = (l_25_ + l_26_);
        double l_28_ = (0.25L * l_27_);
        bool l_29_ = (l_24_ >= l_28_);
        double l_30_ = (l_5_ + l_14_);
        double l_31_ = (l_30_ * l_4_);
        double l_32_ = (l_31_ - l_5_);
        double l_33_ = (l_32_ * l_4_);
        double l_34_ = (l_31_ - l_33_);
        double l_35_ = (l_34_ * l_4_);
        double l_36_ = (l_5_ - l_35_);
        double l_37_ = (l_14_ - l_33_);
        double l_38_ = (l_36_ + l_37_);
        double l_39_ = (l_7_ + l_16_);
        double l_40_ = (l_39_ * l_4_);
        double l_41_ = (l_40_ - l_7_);
        double l_42_ = (l_41_ * l_4_);
        double l_43_ = (l_40_ - l_42_);
        double l_44_ = (l_43_ * l_4_);
        double l_45_ = (l_7_ - l_44_);
        double l_46_ = (l_16_ - l_42_);
        double l_47_ = (l_45_ + l_46_);
        double l_48_ = (l_10_ + l_19_);
        double l_49_ = (l_48_ * l_4_);
        double l_50_ = (l_49_ - l_10_);
        double l_51_ = (l_50_ * l_4_);
        double l_52_ = (l_49_ - l_51_);
        double l_53_ = (l_52_ * l_4_);
        double l_54_ = (l_10_ - l_53_);
        double l_55_ = (l_19_ - l_51_);
        double l_56_ = (l_54_ + l_55_);
        double l_57_ = (l_13_ + l_22_);
        double l_58_ = (l_57_ * l_4_);
        double l_59_ = (l_58_ - l_13_);
        double l_60_ = (l_59_ * l_4_);
        double l_61_ = (l_58_ - l_60_);
        double l_62_ = (l_61_ * l_4_);
        double l_63_ = (l_13_ - l_62_);
        double l_64_ = (l_22_ - l_60_);
        double l_65_ = (l_63_ + l_64_);
        double l_66_ = (l_40_ + l_38_);
        double l_67_ = (l_66_ * l_4_);
        double l_68_ = (l_67_ - l_40_);
        double l_69_ = (l_68_ * l_4_);
        double l_70_ = (l_67_ - l_69_);
        double l_71_ = (l_70_ * l_4_);
        double l_72_ = (l_40_ - l_71_);
        double l_73_ = (l_38_ - l_69_);
        double l_74_ = (l_72_ + l_73_);
        double l_75_ = (l_49_ + l_74_);
        double l_76_ = (l_75_ * l_4_);
        double l_77_ = (l_76_ - l_49_);
        double l_78_ = (l_77_ * l_4_);
        double l_79_ = (l_76_ - l_78_);
        double l_80_ = (l_79_ * l_4_);
        double l_81_ = (l_49_ - l_80_);
        double l_82_ = (l_74_ - l_78_);
        double l_83_ = (l_81_ + l_82_);
        double l_84_ = (l_47_ + l_76_);
        double l_85_ = (l_84_ * l_4_);
        double l_86_ = (l_85_ - l_47_);
        double l_87_ = (l_86_ * l_4_);
        double l_88_ = (l_85_ - l_87_);
        double l_89_ = (l_88_ * l_4_);
        double l_90_ = (l_47_ - l_89_);
        double l_91_ = (l_76_ - l_87_);
        double l_92_ = (l_90_ + l_91_);
        double l_93_ = (l_83_ + l_92_);
        double l_94_ = (l_93_ * l_4_);
        double l_95_ = (l_94_ - l_83_);
        double l_96_ = (l_95_ * l_4_);
        double l_97_ = (l_94_ - l_96_);
        double l_98_ = (l_97_ * l_4_);
        double l_99_ = (l_83_ - l_98_);
        double l_100_ = (l_92_ - l_96_);
        double l_101_ = (l_99_ + l_100_);
        double l_102_ = (l_58_ + l_94_);
        double l_103_ = (l_102_ * l_4_);
        double l_104_ = (l_103_ - l_58_);
        double l_105_ = (l_104_ * l_4_);
        double l_106_ = (l_103_ - l_105_);
        double l_107_ = (l_106_ * l_4_);
        double l_108_ = (l_58_ - l_107_);
        double l_109_ = (l_94_ - l_105_);
        double l_110_ = (l_108_ + l_109_);
        double l_111_ = (l_56_ + l_103_);
        double l_112_ = (l_111_ * l_4_);
        double l_113_ = (l_112_ - l_56_);
        double l_114_ = (l_113_ * l_4_);
        double l_115_ = (l_112_ - l_114_);
        double l_116_ = (l_115_ * l_4_);
        double l_117_ = (l_56_ - l_116_);
        double l_118_ = (l_103_ - l_114_);
        double l_119_ = (l_117_ + l_118_);
        double l_120_ = (l_110_ + l_119_);
        double l_121_ = (l_120_ + l_101_);
        double l_122_ = (l_121_ + l_65_);
        double l_123_ = (l_112_ + l_122_);
        double l_124_ = (l_123_ * l_4_);
        double l_125_ = (l_124_ - l_112_);
        double l_126_ = (l_125_ * l_4_);
        double l_127_ = (l_122_ - l_126_);
        double l_128_ = (l_85_ + l_124_);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_129_ - l_85_);
        double l_131_ = (l_130_ * l_4_);
        double l_132_ = (l_124_ - l_131_);
        double l_133_ = (l_67_ + l_129_);
        double l_134_ = (l_133_ * l_4_);
        double l_135_ = (l_134_ - l_67_);
        double l_136_ = (l_135_ * l_4_);
        double l_137_ = (l_129_ - l_136_);
        double l_138_ = (l_31_ + l_134_);
        double l_139_ = (l_138_ * l_4_);
        double l_140_ = (l_139_ - l_31_);
        double l_141_ = (l_140_ * l_4_);
        double l_142_ = (l_134_ - l_141_);
        l_mut_143_ = 0.0L;
        l_mut_144_ = 0.0L;
        l_mut_145_ = 0.0L;
        l_mut_146_ = 0.0L;
        l_mut_147_ = l_139_;
        l_mut_148_ = 0u;
        double _e341 = l_mut_147_;
        double l_149_ = (_e341 + l_142_);
        double l_150_ = (l_149_ * l_4_);
        double _e344 = l_mut_147_;
        double l_151_ = (l_150_ - _e344);
        double l_152_ = (l_151_ * l_4_);
        double l_153_ = (l_142_ - l_152_);
        uint _e348 = l_mut_148_;
        bool l_154_ = (_e348 < 3u);
        bool l_155_ = (l_153_ != 0.0L);
        if (l_154_) {
            local = l_155_;
        } else {
            local = false;
        }
        bool l_156_ = local;
        uint _e357 = l_mut_148_;
        bool l_157_ = (_e357 == 0u);
        if (l_156_) {
            local_1 = l_157_;
        } else {
            local_1 = false;
        }
        bool l_158_ = local_1;
        double _e364 = l_mut_143_;
        double l_159_ = (l_158_ ? l_150_ : _e364);
        l_mut_143_ = l_159_;
        uint _e366 = l_mut_148_;
        bool l_160_ = (_e366 == 1u);
        if (l_156_) {
            local_2 = l_160_;
        } else {
            local_2 = false;
        }
        bool l_161_ = local_2;
        double _e373 = l_mut_144_;
        double l_162_ = (l_161_ ? l_150_ : _e373);
        l_mut_144_ = l_162_;
        uint _e375 = l_mut_148_;
        bool l_163_ = (_e375 == 2u);
        if (l_156_) {
            local_3 = l_163_;
        } else {
            local_3 = false;
        }
        bool l_164_ = local_3;
        double _e382 = l_mut_145_;
        double l_165_ = (l_164_ ? l_150_ : _e382);
        l_mut_145_ = l_165_;
        double l_166_ = (l_156_ ? l_153_ : l_150_);
        double _e385 = l_mut_147_;
        double l_167_ = (_e385 + l_142_);
        double l_168_ = (l_154_ ? l_166_ : l_167_);
        l_mut_147_ = l_168_;
        uint l_169_ = uint(l_156_);
        uint _e389 = l_mut_148_;
        l_mut_148_ = (_e389 + l_169_);
        double _e391 = l_mut_147_;
        double l_170_ = (_e391 + l_137_);
        double l_171_ = (l_170_ * l_4_);
        double _e394 = l_mut_147_;
        double l_172_ = (l_171_ - _e394);
        double l_173_ = (l_172_ * l_4_);
        double l_174_ = (l_137_ - l_173_);
        uint _e398 = l_mut_148_;
        bool l_175_ = (_e398 < 3u);
        bool l_176_ = (l_174_ != 0.0L);
        if (l_175_) {
            local_4 = l_176_;
        } else {
            local_4 = false;
        }
        bool l_177_ = local_4;
        uint _e407 = l_mut_148_;
        bool l_178_ = (_e407 == 0u);
        if (l_177_) {
            local_5 = l_178_;
        } else {
            local_5 = false;
        }
        bool l_179_ = local_5;
        double _e414 = l_mut_143_;
        double l_180_ = (l_179_ ? l_171_ : _e414);
        l_mut_143_ = l_180_;
        uint _e416 = l_mut_148_;
        bool l_181_ = (_e416 == 1u);
        if (l_177_) {
            local_6 = l_181_;
        } else {
            local_6 = false;
        }
        bool l_182_ = local_6;
        double _e423 = l_mut_144_;
        double l_183_ = (l_182_ ? l_171_ : _e423);
        l_mut_144_ = l_183_;
        uint _e425 = l_mut_148_;
        bool l_184_ = (_e425 == 2u);
        if (l_177_) {
            local_7 = l_184_;
        } else {
            local_7 = false;
        }
        bool l_185_ = local_7;
        double _e432 = l_mut_145_;
        double l_186_ = (l_185_ ? l_171_ : _e432);
        l_mut_145_ = l_186_;
        double l_187_ = (l_177_ ? l_174_ : l_171_);
        double _e435 = l_mut_147_;
        double l_188_ = (_e435 + l_137_);
        double l_189_ = (l_175_ ? l_187_ : l_188_);
        l_mut_147_ = l_189_;
        uint l_190_ = uint(l_177_);
        uint _e439 = l_mut_148_;
        l_mut_148_ = (_e439 + l_190_);
        double _e441 = l_mut_147_;
        double l_191_ = (_e441 + l_132_);
        double l_192_ = (l_191_ * l_4_);
        double _e444 = l_mut_147_;
        double l_193_ = (l_192_ - _e444);
        double l_194_ = (l_193_ * l_4_);
        double l_195_ = (l_132_ - l_194_);
        uint _e448 = l_mut_148_;
        bool l_196_ = (_e448 < 3u);
        bool l_197_ = (l_195_ != 0.0L);
        if (l_196_) {
            local_8 = l_197_;
        } else {
            local_8 = false;
        }
        bool l_198_ = local_8;
        uint _e457 = l_mut_148_;
        bool l_199_ = (_e457 == 0u);
        if (l_198_) {
            local_9 = l_199_;
        } else {
            local_9 = false;
        }
        bool l_200_ = local_9;
        double _e464 = l_mut_143_;
        double l_201_ = (l_200_ ? l_192_ : _e464);
        l_mut_143_ = l_201_;
        uint _e466 = l_mut_148_;
        bool l_202_ = (_e466 == 1u);
        if (l_198_) {
            local_10 = l_202_;
        } else {
            local_10 = false;
        }
        bool l_203_ = local_10;
        double _e473 = l_mut_144_;
        double l_204_ = (l_203_ ? l_192_ : _e473);
        l_mut_144_ = l_204_;
        uint _e475 = l_mut_148_;
        bool l_205_ = (_e475 == 2u);
        if (l_198_) {
            local_11 = l_205_;
        } else {
            local_11 = false;
        }
        bool l_206_ = local_11;
        double _e482 = l_mut_145_;
        double l_207_ = (l_206_ ? l_192_ : _e482);
        l_mut_145_ = l_207_;
        double l_208_ = (l_198_ ? l_195_ : l_192_);
        double _e485 = l_mut_147_;
        double l_209_ = (_e485 + l_132_);
        double l_210_ = (l_196_ ? l_208_ : l_209_);
        l_mut_147_ = l_210_;
        uint l_211_ = uint(l_198_);
        uint _e489 = l_mut_148_;
        l_mut_148_ = (_e489 + l_211_);
        double _e491 = l_mut_147_;
        double l_212_ = (_e491 + l_127_);
        double l_213_ = (l_212_ * l_4_);
        double _e494 = l_mut_147_;
        double l_214_ = (l_213_ - _e494);
        double l_215_ = (l_214_ * l_4_);
        double l_216_ = (l_127_ - l_215_);
        uint _e498 = l_mut_148_;
        bool l_217_ = (_e498 < 3u);
        bool l_218_ = (l_216_ != 0.0L);
        if (l_217_) {
            local_12 = l_218_;
        } else {
            local_12 = false;
        }
        bool l_219_ = local_12;
        uint _e507 = l_mut_148_;
        bool l_220_ = (_e507 == 0u);
        if (l_219_) {
            local_13 = l_220_;
        } else {
            local_13 = false;
        }
        bool l_221_ = local_13;
        double _e514 = l_mut_143_;
        double l_222_ = (l_221_ ? l_213_ : _e514);
        l_mut_143_ = l_222_;
        uint _e516 = l_mut_148_;
        bool l_223_ = (_e516 == 1u);
        if (l_219_) {
            local_14 = l_223_;
        } else {
            local_14 = false;
        }
        bool l_224_ = local_14;
        double _e523 = l_mut_144_;
        double l_225_ = (l_224_ ? l_213_ : _e523);
        l_mut_144_ = l_225_;
        uint _e525 = l_mut_148_;
        bool l_226_ = (_e525 == 2u);
        if (l_219_) {
            local_15 = l_226_;
        } else {
            local_15 = false;
        }
        bool l_227_ = local_15;
        double _e532 = l_mut_145_;
        double l_228_ = (l_227_ ? l_213_ : _e532);
        l_mut_145_ = l_228_;
        double l_229_ = (l_219_ ? l_216_ : l_213_);
        double _e535 = l_mut_147_;
        double l_230_ = (_e535 + l_127_);
        double l_231_ = (l_217_ ? l_229_ : l_230_);
        l_mut_147_ = l_231_;
        uint l_232_ = uint(l_219_);
        uint _e539 = l_mut_148_;
        l_mut_148_ = (_e539 + l_232_);
        uint _e541 = l_mut_148_;
        bool l_233_ = (_e541 == 0u);
        double _e544 = l_mut_143_;
        double _e545 = l_mut_147_;
        double l_234_ = (l_233_ ? _e545 : _e544);
        l_mut_143_ = l_234_;
        uint _e547 = l_mut_148_;
        bool l_235_ = (_e547 == 1u);
        double _e550 = l_mut_144_;
        double _e551 = l_mut_147_;
        double l_236_ = (l_235_ ? _e551 : _e550);
        l_mut_144_ = l_236_;
        uint _e553 = l_mut_148_;
        bool l_237_ = (_e553 == 2u);
        double _e556 = l_mut_145_;
        double _e557 = l_mut_147_;
        double l_238_ = (l_237_ ? _e557 : _e556);
        l_mut_145_ = l_238_;
        uint _e559 = l_mut_148_;
        bool l_239_ = (_e559 == 3u);
        double _e562 = l_mut_146_;
        double _e563 = l_mut_147_;
        double l_240_ = (l_239_ ? _e563 : _e562);
        l_mut_146_ = l_240_;
        double _e565 = l_mut_143_;
        l_mut_147_ = _e565;
        double _e566 = l_mut_144_;
        l_mut_241_ = _e566;
        double _e567 = l_mut_145_;
        l_mut_242_ = _e567;
        double _e568 = l_mut_146_;
        l_mut_243_ = _e568;
        bool l_244_ = !(l_29_);
        if (l_244_) {
            a_245_[0] = l_5_;
            a_245_[1] = l_14_;
            a_245_[2] = l_7_;
            a_245_[3] = l_16_;
            a_245_[4] = l_10_;
            a_245_[5] = l_19_;
            a_245_[6] = l_13_;
            a_245_[7] = l_22_;
            double l_246_ = a_245_[7];
            l_mut_247_ = l_246_;
            double l_248_ = a_245_[6];
            double _e582 = l_mut_247_;
            double l_249_ = (l_248_ + _e582);
            double l_250_ = (l_249_ * l_4_);
            double l_251_ = (l_250_ - l_248_);
            double l_252_ = (l_251_ * l_4_);
            double l_253_ = (l_250_ - l_252_);
            double l_254_ = (l_253_ * l_4_);
            double l_255_ = (l_248_ - l_254_);
            double _e590 = l_mut_247_;
            double l_256_ = (_e590 - l_252_);
            double l_257_ = (l_255_ + l_256_);
            a_245_[7] = l_257_;
            l_mut_247_ = l_250_;
            double l_258_ = a_245_[5];
            double _e596 = l_mut_247_;
            double l_259_ = (l_258_ + _e596);
            double l_260_ = (l_259_ * l_4_);
            double l_261_ = (l_260_ - l_258_);
            double l_262_ = (l_261_ * l_4_);
            double l_263_ = (l_260_ - l_262_);
            double l_264_ = (l_263_ * l_4_);
            double l_265_ = (l_258_ - l_264_);
            double _e604 = l_mut_247_;
            double l_266_ = (_e604 - l_262_);
            double l_267_ = (l_265_ + l_266_);
            a_245_[6] = l_267_;
            l_mut_247_ = l_260_;
            double l_268_ = a_245_[4];
            double _e610 = l_mut_247_;
            double l_269_ = (l_268_ + _e610);
            double l_270_ = (l_269_ * l_4_);
            double l_271_ = (l_270_ - l_268_);
            double l_272_ = (l_271_ * l_4_);
            double l_273_ = (l_270_ - l_272_);
            double l_274_ = (l_273_ * l_4_);
            double l_275_ = (l_268_ - l_274_);
            double _e618 = l_mut_247_;
            double l_276_ = (_e618 - l_272_);
            double l_277_ = (l_275_ + l_276_);
            a_245_[5] = l_277_;
            l_mut_247_ = l_270_;
            double l_278_ = a_245_[3];
            double _e624 = l_mut_247_;
            double l_279_ = (l_278_ + _e624);
            double l_280_ = (l_279_ * l_4_);
            double l_281_ = (l_280_ - l_278_);
            double l_282_ = (l_281_ * l_4_);
            double l_283_ = (l_280_ - l_282_);
            double l_284_ = (l_283_ * l_4_);
            double l_285_ = (l_278_ - l_284_);
            double _e632 = l_mut_247_;
            double l_286_ = (_e632 - l_282_);
            double l_287_ = (l_285_ + l_286_);
            a_245_[4] = l_287_;
            l_mut_247_ = l_280_;
            double l_288_ = a_245_[2];
            double _e638 = l_mut_247_;
            double l_289_ = (l_288_ + _e638);
            double l_290_ = (l_289_ * l_4_);
            double l_291_ = (l_290_ - l_288_);
            double l_292_ = (l_291_ * l_4_);
            double l_293_ = (l_290_ - l_292_);
            double l_294_ = (l_293_ * l_4_);
            double l_295_ = (l_288_ - l_294_);
            double _e646 = l_mut_247_;
            double l_296_ = (_e646 - l_292_);
            double l_297_ = (l_295_ + l_296_);
            a_245_[3] = l_297_;
            l_mut_247_ = l_290_;
            double l_298_ = a_245_[1];
            double _e652 = l_mut_247_;
            double l_299_ = (l_298_ + _e652);
            double l_300_ = (l_299_ * l_4_);
            double l_301_ = (l_300_ - l_298_);
            double l_302_ = (l_301_ * l_4_);
            double l_303_ = (l_300_ - l_302_);
            double l_304_ = (l_303_ * l_4_);
            double l_305_ = (l_298_ - l_304_);
            double _e660 = l_mut_247_;
            double l_306_ = (_e660 - l_302_);
            double l_307_ = (l_305_ + l_306_);
            a_245_[2] = l_307_;
            l_mut_247_ = l_300_;
            double l_308_ = a_245_[0];
            double _e666 = l_mut_247_;
            double l_309_ = (l_308_ + _e666);
            double l_310_ = (l_309_ * l_4_);
            double l_311_ = (l_310_ - l_308_);
            double l_312_ = (l_311_ * l_4_);
            double l_313_ = (l_310_ - l_312_);
            double l_314_ = (l_313_ * l_4_);
            double l_315_ = (l_308_ - l_314_);
            double _e674 = l_mut_247_;
            double l_316_ = (_e674 - l_312_);
            double l_317_ = (l_315_ + l_316_);
            a_245_[1] = l_317_;
            l_mut_247_ = l_310_;
            double _e679 = l_mut_247_;
            a_245_[0] = _e679;
            double l_318_ = a_245_[7];
            l_mut_247_ = l_318_;
            double l_319_ = a_245_[6];
            double _e684 = l_mut_247_;
            double l_320_ = (l_319_ + _e684);
            double l_321_ = (l_320_ * l_4_);
            double l_322_ = (l_321_ - l_319_);
            double l_323_ = (l_322_ * l_4_);
            double l_324_ = (l_321_ - l_323_);
            double l_325_ = (l_324_ * l_4_);
            double l_326_ = (l_319_ - l_325_);
            double _e692 = l_mut_247_;
            double l_327_ = (_e692 - l_323_);
            double l_328_ = (l_326_ + l_327_);
            a_245_[7] = l_328_;
            l_mut_247_ = l_321_;
            double l_329_ = a_245_[5];
            double _e698 = l_mut_247_;
            double l_330_ = (l_329_ + _e698);
            double l_331_ = (l_330_ * l_4_);
            double l_332_ = (l_331_ - l_329_);
            double l_333_ = (l_332_ * l_4_);
            double l_334_ = (l_331_ - l_333_);
            double l_335_ = (l_334_ * l_4_);
            double l_336_ = (l_329_ - l_335_);
            double _e706 = l_mut_247_;
            double l_337_ = (_e706 - l_333_);
            double l_338_ = (l_336_ + l_337_);
            a_245_[6] = l_338_;
            l_mut_247_ = l_331_;
            double l_339_ = a_245_[4];
            double _e712 = l_mut_247_;
            double l_340_ = (l_339_ + _e712);
            double l_341_ = (l_340_ * l_4_);
            double l_342_ = (l_341_ - l_339_);
            double l_343_ = (l_342_ * l_4_);
            double l_344_ = (l_341_ - l_343_);
            double l_345_ = (l_344_ * l_4_);
            double l_346_ = (l_339_ - l_345_);
            double _e720 = l_mut_247_;
            double l_347_ = (_e720 - l_343_);
            double l_348_ = (l_346_ + l_347_);
            a_245_[5] = l_348_;
            l_mut_247_ = l_341_;
            double l_349_ = a_245_[3];
            double _e726 = l_mut_247_;
            double l_350_ = (l_349_ + _e726);
            double l_351_ = (l_350_ * l_4_);
            double l_352_ = (l_351_ - l_349_);
            double l_353_ = (l_352_ * l_4_);
            double l_354_ = (l_351_ - l_353_);
            double l_355_ = (l_354_ * l_4_);
            double l_356_ = (l_349_ - l_355_);
            double _e734 = l_mut_247_;
            double l_357_ = (_e734 - l_353_);
            double l_358_ = (l_356_ + l_357_);
            a_245_[4] = l_358_;
            l_mut_247_ = l_351_;
            double l_359_ = a_245_[2];
            double _e740 = l_mut_247_;
            double l_360_ = (l_359_ + _e740);
            double l_361_ = (l_360_ * l_4_);
            double l_362_ = (l_361_ - l_359_);
            double l_363_ = (l_362_ * l_4_);
            double l_364_ = (l_361_ - l_363_);
            double l_365_ = (l_364_ * l_4_);
            double l_366_ = (l_359_ - l_365_);
            double _e748 = l_mut_247_;
            double l_367_ = (_e748 - l_363_);
            double l_368_ = (l_366_ + l_367_);
            a_245_[3] = l_368_;
            l_mut_247_ = l_361_;
            double l_369_ = a_245_[1];
            double _e754 = l_mut_247_;
            double l_370_ = (l_369_ + _e754);
            double l_371_ = (l_370_ * l_4_);
            double l_372_ = (l_371_ - l_369_);
            double l_373_ = (l_372_ * l_4_);
            double l_374_ = (l_371_ - l_373_);
            double l_375_ = (l_374_ * l_4_);
            double l_376_ = (l_369_ - l_375_);
            double _e762 = l_mut_247_;
            double l_377_ = (_e762 - l_373_);
            double l_378_ = (l_376_ + l_377_);
            a_245_[2] = l_378_;
            l_mut_247_ = l_371_;
            double l_379_ = a_245_[0];
            double _e768 = l_mut_247_;
            double l_380_ = (l_379_ + _e768);
            double l_381_ = (l_380_ * l_4_);
            double l_382_ = (l_381_ - l_379_);
            double l_383_ = (l_382_ * l_4_);
            double l_384_ = (l_381_ - l_383_);
            double l_385_ = (l_384_ * l_4_);
            double l_386_ = (l_379_ - l_385_);
            double _e776 = l_mut_247_;
            double l_387_ = (_e776 - l_383_);
            double l_388_ = (l_386_ + l_387_);
            a_245_[1] = l_388_;
            l_mut_247_ = l_381_;
            double _e781 = l_mut_247_;
            a_245_[0] = _e781;
            l_mut_247_ = 0.0L;
            l_mut_389_ = 0.0L;
            l_mut_390_ = 0.0L;
            l_mut_391_ = 0.0L;
            double l_392_ = a_245_[0];
            l_mut_393_ = l_392_;
            l_mut_148_ = 0u;
            double l_394_ = a_245_[1];
            double _e791 = l_mut_393_;
            double l_395_ = (_e791 + l_394_);
            double l_396_ = (l_395_ * l_4_);
            double _e794 = l_mut_393_;
            double l_397_ = (l_396_ - _e794);
            double l_398_ = (l_397_ * l_4_);
            double l_399_ = (l_396_ - l_398_);
            double l_400_ = (l_399_ * l_4_);
            double _e799 = l_mut_393_;
            double l_401_ = (_e799 - l_400_);
            double l_402_ = (l_394_ - l_398_);
            double l_403_ = (l_401_ + l_402_);
            uint _e803 = l_mut_148_;
            bool l_404_ = (_e803 < 3u);
            bool l_405_ = (l_403_ != 0.0L);
            if (l_404_) {
                local_16 = l_405_;
            } else {
                local_16 = false;
            }
            bool l_406_ = local_16;
            uint _e812 = l_mut_148_;
            bool l_407_ = (_e812 == 0u);
            if (l_406_) {
                local_17 = l_407_;
            } else {
                local_17 = false;
            }
            bool l_408_ = local_17;
            double _e819 = l_mut_247_;
            double l_409_ = (l_408_ ? l_396_ : _e819);
            l_mut_247_ = l_409_;
            uint _e821 = l_mut_148_;
            bool l_410_ = (_e821 == 1u);
            if (l_406_) {
                local_18 = l_410_;
            } else {
                local_18 = false;
            }
            bool l_411_ = local_18;
            double _e828 = l_mut_389_;
            double l_412_ = (l_411_ ? l_396_ : _e828);
            l_mut_389_ = l_412_;
            uint _e830 = l_mut_148_;
            bool l_413_ = (_e830 == 2u);
            if (l_406_) {
                local_19 = l_413_;
            } else {
                local_19 = false;
            }
            bool l_414_ = local_19;
            double _e837 = l_mut_390_;
            double l_415_ = (l_414_ ? l_396_ : _e837);
            l_mut_390_ = l_415_;
            double l_416_ = (l_406_ ? l_403_ : l_396_);
            double _e840 = l_mut_393_;
            double l_417_ = (_e840 + l_394_);
            double l_418_ = (l_404_ ? l_416_ : l_417_);
            l_mut_393_ = l_418_;
            uint l_419_ = uint(l_406_);
            uint _e844 = l_mut_148_;
            l_mut_148_ = (_e844 + l_419_);
            double l_420_ = a_245_[2];
            double _e848 = l_mut_393_;
            double l_421_ = (_e848 + l_420_);
            double l_422_ = (l_421_ * l_4_);
            double _e851 = l_mut_393_;
            double l_423_ = (l_422_ - _e851);
            double l_424_ = (l_423_ * l_4_);
            double l_425_ = (l_422_ - l_424_);
            double l_426_ = (l_425_ * l_4_);
            double _e856 = l_mut_393_;
            double l_427_ = (_e856 - l_426_);
            double l_428_ = (l_420_ - l_424_);
            double l_429_ = (l_427_ + l_428_);
            uint _e860 = l_mut_148_;
            bool l_430_ = (_e860 < 3u);
            bool l_431_ = (l_429_ != 0.0L);
            if (l_430_) {
                local_20 = l_431_;
            } else {
                local_20 = false;
            }
            bool l_432_ = local_20;
            uint _e869 = l_mut_148_;
            bool l_433_ = (_e869 == 0u);
            if (l_432_) {
                local_21 = l_433_;
            } else {
                local_21 = false;
            }
            bool l_434_ = local_21;
            double _e876 = l_mut_247_;
            double l_435_ = (l_434_ ? l_422_ : _e876);
            l_mut_247_ = l_435_;
            uint _e878 = l_mut_148_;
            bool l_436_ = (_e878 == 1u);
            if (l_432_) {
                local_22 = l_436_;
            } else {
                local_22 = false;
            }
            bool l_437_ = local_22;
            double _e885 = l_mut_389_;
            double l_438_ = (l_437_ ? l_422_ : _e885);
            l_mut_389_ = l_438_;
            uint _e887 = l_mut_148_;
            bool l_439_ = (_e887 == 2u);
            if (l_432_) {
                local_23 = l_439_;
            } else {
                local_23 = false;
            }
            bool l_440_ = local_23;
            double _e894 = l_mut_390_;
            double l_441_ = (l_440_ ? l_422_ : _e894);
            l_mut_390_ = l_441_;
            double l_442_ = (l_432_ ? l_429_ : l_422_);
            double _e897 = l_mut_393_;
            double l_443_ = (_e897 + l_420_);
            double l_444_ = (l_430_ ? l_442_ : l_443_);
            l_mut_393_ = l_444_;
            uint l_445_ = uint(l_432_);
            uint _e901 = l_mut_148_;
            l_mut_148_ = (_e901 + l_445_);
            double l_446_ = a_245_[3];
            double _e905 = l_mut_393_;
            double l_447_ = (_e905 + l_446_);
            double l_448_ = (l_447_ * l_4_);
            double _e908 = l_mut_393_;
            double l_449_ = (l_448_ - _e908);
            double l_450_ = (l_449_ * l_4_);
            double l_451_ = (l_448_ - l_450_);
            double l_452_ = (l_451_ * l_4_);
            double _e913 = l_mut_393_;
            double l_453_ = (_e913 - l_452_);
            double l_454_ = (l_446_ - l_450_);
            double l_455_ = (l_453_ + l_454_);
            uint _e917 = l_mut_148_;
            bool l_456_ = (_e917 < 3u);
            bool l_457_ = (l_455_ != 0.0L);
            if (l_456_) {
                local_24 = l_457_;
            } else {
                local_24 = false;
            }
            bool l_458_ = local_24;
            uint _e926 = l_mut_148_;
            bool l_459_ = (_e926 == 0u);
            if (l_458_) {
                local_25 = l_459_;
            } else {
                local_25 = false;
            }
            bool l_460_ = local_25;
            double _e933 = l_mut_247_;
            double l_461_ = (l_460_ ? l_448_ : _e933);
            l_mut_247_ = l_461_;
            uint _e935 = l_mut_148_;
            bool l_462_ = (_e935 == 1u);
            if (l_458_) {
                local_26 = l_462_;
            } else {
                local_26 = false;
            }
            bool l_463_ = local_26;
            double _e942 = l_mut_389_;
            double l_464_ = (l_463_ ? l_448_ : _e942);
            l_mut_389_ = l_464_;
            uint _e944 = l_mut_148_;
            bool l_465_ = (_e944 == 2u);
            if (l_458_) {
                local_27 = l_465_;
            } else {
                local_27 = false;
            }
            bool l_466_ = local_27;
            double _e951 = l_mut_390_;
            double l_467_ = (l_466_ ? l_448_ : _e951);
            l_mut_390_ = l_467_;
            double l_468_ = (l_458_ ? l_455_ : l_448_);
            double _e954 = l_mut_393_;
            double l_469_ = (_e954 + l_446_);
            double l_470_ = (l_456_ ? l_468_ : l_469_);
            l_mut_393_ = l_470_;
            uint l_471_ = uint(l_458_);
            uint _e958 = l_mut_148_;
            l_mut_148_ = (_e958 + l_471_);
            double l_472_ = a_245_[4];
            double _e962 = l_mut_393_;
            double l_473_ = (_e962 + l_472_);
            double l_474_ = (l_473_ * l_4_);
            double _e965 = l_mut_393_;
            double l_475_ = (l_474_ - _e965);
            double l_476_ = (l_475_ * l_4_);
            double l_477_ = (l_474_ - l_476_);
            double l_478_ = (l_477_ * l_4_);
            double _e970 = l_mut_393_;
            double l_479_ = (_e970 - l_478_);
            double l_480_ = (l_472_ - l_476_);
            double l_481_ = (l_479_ + l_480_);
            uint _e974 = l_mut_148_;
            bool l_482_ = (_e974 < 3u);
            bool l_483_ = (l_481_ != 0.0L);
            if (l_482_) {
                local_28 = l_483_;
            } else {
                local_28 = false;
            }
            bool l_484_ = local_28;
            uint _e983 = l_mut_148_;
            bool l_485_ = (_e983 == 0u);
            if (l_484_) {
                local_29 = l_485_;
            } else {
                local_29 = false;
            }
            bool l_486_ = local_29;
            double _e990 = l_mut_247_;
            double l_487_ = (l_486_ ? l_474_ : _e990);
            l_mut_247_ = l_487_;
            uint _e992 = l_mut_148_;
            bool l_488_ = (_e992 == 1u);
            if (l_484_) {
                local_30 = l_488_;
            } else {
                local_30 = false;
            }
            bool l_489_ = local_30;
            double _e999 = l_mut_389_;
            double l_490_ = (l_489_ ? l_474_ : _e999);
            l_mut_389_ = l_490_;
            uint _e1001 = l_mut_148_;
            bool l_491_ = (_e1001 == 2u);
            if (l_484_) {
                local_31 = l_491_;
            } else {
                local_31 = false;
            }
            bool l_492_ = local_31;
            double _e1008 = l_mut_390_;
            double l_493_ = (l_492_ ? l_474_ : _e1008);
            l_mut_390_ = l_493_;
            double l_494_ = (l_484_ ? l_481_ : l_474_);
            double _e1011 = l_mut_393_;
            double l_495_ = (_e1011 + l_472_);
            double l_496_ = (l_482_ ? l_494_ : l_495_);
            l_mut_393_ = l_496_;
            uint l_497_ = uint(l_484_);
            uint _e1015 = l_mut_148_;
            l_mut_148_ = (_e1015 + l_497_);
            double l_498_ = a_245_[5];
            double _e1019 = l_mut_393_;
            double l_499_ = (_e1019 + l_498_);
            double l_500_ = (l_499_ * l_4_);
            double _e1022 = l_mut_393_;
            double l_501_ = (l_500_ - _e1022);
            double l_502_ = (l_501_ * l_4_);
            double l_503_ = (l_500_ - l_502_);
            double l_504_ = (l_503_ * l_4_);
            double _e1027 = l_mut_393_;
            double l_505_ = (_e1027 - l_504_);
            double l_506_ = (l_498_ - l_502_);
            double l_507_ = (l_505_ + l_506_);
            uint _e1031 = l_mut_148_;
            bool l_508_ = (_e1031 < 3u);
            bool l_509_ = (l_507_ != 0.0L);
            if (l_508_) {
                local_32 = l_509_;
            } else {
                local_32 = false;
            }
            bool l_510_ = local_32;
            uint _e1040 = l_mut_148_;
            bool l_511_ = (_e1040 == 0u);
            if (l_510_) {
                local_33 = l_511_;
            } else {
                local_33 = false;
            }
            bool l_512_ = local_33;
            double _e1047 = l_mut_247_;
            double l_513_ = (l_512_ ? l_500_ : _e1047);
            l_mut_247_ = l_513_;
            uint _e1049 = l_mut_148_;
            bool l_514_ = (_e1049 == 1u);
            if (l_510_) {
                local_34 = l_514_;
            } else {
                local_34 = false;
            }
            bool l_515_ = local_34;
            double _e1056 = l_mut_389_;
            double l_516_ = (l_515_ ? l_500_ : _e1056);
            l_mut_389_ = l_516_;
            uint _e1058 = l_mut_148_;
            bool l_517_ = (_e1058 == 2u);
            if (l_510_) {
                local_35 = l_517_;
            } else {
                local_35 = false;
            }
            bool l_518_ = local_35;
            double _e1065 = l_mut_390_;
            double l_519_ = (l_518_ ? l_500_ : _e1065);
            l_mut_390_ = l_519_;
            double l_520_ = (l_510_ ? l_507_ : l_500_);
            double _e1068 = l_mut_393_;
            double l_521_ = (_e1068 + l_498_);
            double l_522_ = (l_508_ ? l_520_ : l_521_);
            l_mut_393_ = l_522_;
            uint l_523_ = uint(l_510_);
            uint _e1072 = l_mut_148_;
            l_mut_148_ = (_e1072 + l_523_);
            double l_524_ = a_245_[6];
            double _e1076 = l_mut_393_;
            double l_525_ = (_e1076 + l_524_);
            double l_526_ = (l_525_ * l_4_);
            double _e1079 = l_mut_393_;
            double l_527_ = (l_526_ - _e1079);
            double l_528_ = (l_527_ * l_4_);
            double l_529_ = (l_526_ - l_528_);
            double l_530_ = (l_529_ * l_4_);
            double _e1084 = l_mut_393_;
            double l_531_ = (_e1084 - l_530_);
            double l_532_ = (l_524_ - l_528_);
            double l_533_ = (l_531_ + l_532_);
            uint _e1088 = l_mut_148_;
            bool l_534_ = (_e1088 < 3u);
            bool l_535_ = (l_533_ != 0.0L);
            if (l_534_) {
                local_36 = l_535_;
            } else {
                local_36 = false;
            }
            bool l_536_ = local_36;
            uint _e1097 = l_mut_148_;
            bool l_537_ = (_e1097 == 0u);
            if (l_536_) {
                local_37 = l_537_;
            } else {
                local_37 = false;
            }
            bool l_538_ = local_37;
            double _e1104 = l_mut_247_;
            double l_539_ = (l_538_ ? l_526_ : _e1104);
            l_mut_247_ = l_539_;
            uint _e1106 = l_mut_148_;
            bool l_540_ = (_e1106 == 1u);
            if (l_536_) {
                local_38 = l_540_;
            } else {
                local_38 = false;
            }
            bool l_541_ = local_38;
            double _e1113 = l_mut_389_;
            double l_542_ = (l_541_ ? l_526_ : _e1113);
            l_mut_389_ = l_542_;
            uint _e1115 = l_mut_148_;
            bool l_543_ = (_e1115 == 2u);
            if (l_536_) {
                local_39 = l_543_;
            } else {
                local_39 = false;
            }
            bool l_544_ = local_39;
            double _e1122 = l_mut_390_;
            double l_545_ = (l_544_ ? l_526_ : _e1122);
            l_mut_390_ = l_545_;
            double l_546_ = (l_536_ ? l_533_ : l_526_);
            double _e1125 = l_mut_393_;
            double l_547_ = (_e1125 + l_524_);
            double l_548_ = (l_534_ ? l_546_ : l_547_);
            l_mut_393_ = l_548_;
            uint l_549_ = uint(l_536_);
            uint _e1129 = l_mut_148_;
            l_mut_148_ = (_e1129 + l_549_);
            double l_550_ = a_245_[7];
            double _e1133 = l_mut_393_;
            double l_551_ = (_e1133 + l_550_);
            double l_552_ = (l_551_ * l_4_);
            double _e1136 = l_mut_393_;
            double l_553_ = (l_552_ - _e1136);
            double l_554_ = (l_553_ * l_4_);
            double l_555_ = (l_552_ - l_554_);
            double l_556_ = (l_555_ * l_4_);
            double _e1141 = l_mut_393_;
            double l_557_ = (_e1141 - l_556_);
            double l_558_ = (l_550_ - l_554_);
            double l_559_ = (l_557_ + l_558_);
            uint _e1145 = l_mut_148_;
            bool l_560_ = (_e1145 < 3u);
            bool l_561_ = (l_559_ != 0.0L);
            if (l_560_) {
                local_40 = l_561_;
            } else {
                local_40 = false;
            }
            bool l_562_ = local_40;
            uint _e1154 = l_mut_148_;
            bool l_563_ = (_e1154 == 0u);
            if (l_562_) {
                local_41 = l_563_;
            } else {
                local_41 = false;
            }
            bool l_564_ = local_41;
            double _e1161 = l_mut_247_;
            double l_565_ = (l_564_ ? l_552_ : _e1161);
            l_mut_247_ = l_565_;
            uint _e1163 = l_mut_148_;
            bool l_566_ = (_e1163 == 1u);
            if (l_562_) {
                local_42 = l_566_;
            } else {
                local_42 = false;
            }
            bool l_567_ = local_42;
            double _e1170 = l_mut_389_;
            double l_568_ = (l_567_ ? l_552_ : _e1170);
            l_mut_389_ = l_568_;
            uint _e1172 = l_mut_148_;
            bool l_569_ = (_e1172 == 2u);
            if (l_562_) {
                local_43 = l_569_;
            } else {
                local_43 = false;
            }
            bool l_570_ = local_43;
            double _e1179 = l_mut_390_;
            double l_571_ = (l_570_ ? l_552_ : _e1179);
            l_mut_390_ = l_571_;
            double l_572_ = (l_562_ ? l_559_ : l_552_);
            double _e1182 = l_mut_393_;
            double l_573_ = (_e1182 + l_550_);
            double l_574_ = (l_560_ ? l_572_ : l_573_);
            l_mut_393_ = l_574_;
            uint l_575_ = uint(l_562_);
            uint _e1186 = l_mut_148_;
            l_mut_148_ = (_e1186 + l_575_);
            uint _e1188 = l_mut_148_;
            bool l_576_ = (_e1188 == 0u);
            double _e1191 = l_mut_247_;
            double _e1192 = l_mut_393_;
            double l_577_ = (l_576_ ? _e1192 : _e1191);
            l_mut_247_ = l_577_;
            uint _e1194 = l_mut_148_;
            bool l_578_ = (_e1194 == 1u);
            double _e1197 = l_mut_389_;
            double _e1198 = l_mut_393_;
            double l_579_ = (l_578_ ? _e1198 : _e1197);
            l_mut_389_ = l_579_;
            uint _e1200 = l_mut_148_;
            bool l_580_ = (_e1200 == 2u);
            double _e1203 = l_mut_390_;
            double _e1204 = l_mut_393_;
            double l_581_ = (l_580_ ? _e1204 : _e1203);
            l_mut_390_ = l_581_;
            uint _e1206 = l_mut_148_;
            bool l_582_ = (_e1206 == 3u);
            double _e1209 = l_mut_391_;
            double _e1210 = l_mut_393_;
            double l_583_ = (l_582_ ? _e1210 : _e1209);
            l_mut_391_ = l_583_;
            double _e1212 = l_mut_247_;
            l_mut_147_ = _e1212;
            double _e1213 = l_mut_389_;
            l_mut_241_ = _e1213;
            double _e1214 = l_mut_390_;
            l_mut_242_ = _e1214;
            double _e1215 = l_mut_391_;
            l_mut_243_ = _e1215;
        }
        uint l_659_ = asuint(info.Load(12+0));
        uint l_660_ = (l_659_ * 1u);
        bool l_661_ = (id < l_660_);
        if (l_661_) {
            double _e1225 = l_mut_147_;
            buffer_3_global.Store(id*8, _e1225);
        }
        uint l_584_ = (l_1_ + id);
        uint l_662_ = asuint(info.Load(12+0));
        uint l_663_ = (l_662_ * 1u);
        bool l_664_ = (l_584_ < l_663_);
        if (l_664_) {
            double _e1236 = l_mut_241_;
            buffer_3_global.Store(l_584_*8, _e1236);
        }
        uint l_585_ = (2u * l_1_);
        uint l_586_ = (l_585_ + id);
        uint l_665_ = asuint(info.Load(12+0));
        uint l_666_ = (l_665_ * 1u);
        bool l_667_ = (l_586_ < l_666_);
        if (l_667_) {
            double _e1249 = l_mut_242_;
            buffer_3_global.Store(l_586_*8, _e1249);
        }
        uint l_587_ = (3u * l_1_);
        uint l_588_ = (l_587_ + id);
        uint l_668_ = asuint(info.Load(12+0));
        uint l_669_ = (l_668_ * 1u);
        bool l_670_ = (l_588_ < l_669_);
        if (l_670_) {
            double _e1262 = l_mut_243_;
            buffer_3_global.Store(l_588_*8, _e1262);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
