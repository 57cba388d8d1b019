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
    double l_mut_136_ = (double)0;
    double l_mut_137_ = (double)0;
    double l_mut_138_ = (double)0;
    double l_mut_139_ = (double)0;
    double l_mut_140_ = (double)0;
    uint l_mut_141_ = (uint)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_239_ = asuint(info.Load(8+0));
        uint l_240_ = (l_239_ * 1u);
        bool l_241_ = (0u < l_240_);
        uint l_242_ = (l_240_ - 1u);
        uint l_243_ = min(0u, l_242_);
        double l_244_ = buffer_2_global.Load<double>(l_243_*8);
        double l_3_ = (l_241_ ? l_244_ : 0.0L);
        uint l_246_ = asuint(info.Load(8+0));
        uint l_247_ = (l_246_ * 1u);
        bool l_248_ = (1u < l_247_);
        uint l_249_ = (l_247_ - 1u);
        uint l_250_ = min(1u, l_249_);
        double l_251_ = buffer_2_global.Load<double>(l_250_*8);
        double l_4_ = (l_248_ ? l_251_ : 0.0L);
        uint l_253_ = asuint(info.Load(0+0));
        uint l_254_ = (l_253_ * 1u);
        bool l_255_ = (id < l_254_);
        uint l_256_ = (l_254_ - 1u);
        uint l_257_ = min(id, l_256_);
        double l_258_ = buffer_0_global.Load<double>(l_257_*8);
        double l_5_ = (l_255_ ? l_258_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_260_ = asuint(info.Load(0+0));
        uint l_261_ = (l_260_ * 1u);
        bool l_262_ = (l_6_ < l_261_);
        uint l_263_ = (l_261_ - 1u);
        uint l_264_ = min(l_6_, l_263_);
        double l_265_ = buffer_0_global.Load<double>(l_264_*8);
        double l_7_ = (l_262_ ? l_265_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_267_ = asuint(info.Load(0+0));
        uint l_268_ = (l_267_ * 1u);
        bool l_269_ = (l_9_ < l_268_);
        uint l_270_ = (l_268_ - 1u);
        uint l_271_ = min(l_9_, l_270_);
        double l_272_ = buffer_0_global.Load<double>(l_271_*8);
        double l_10_ = (l_269_ ? l_272_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_274_ = asuint(info.Load(0+0));
        uint l_275_ = (l_274_ * 1u);
        bool l_276_ = (l_12_ < l_275_);
        uint l_277_ = (l_275_ - 1u);
        uint l_278_ = min(l_12_, l_277_);
        double l_279_ = buffer_0_global.Load<double>(l_278_*8);
        double l_13_ = (l_276_ ? l_279_ : 0.0L);
        uint l_281_ = asuint(info.Load(4+0));
        uint l_282_ = (l_281_ * 1u);
        bool l_283_ = (id < l_282_);
        uint l_284_ = (l_282_ - 1u);
        uint l_285_ = min(id, l_284_);
        double l_286_ = buffer_1_global.Load<double>(l_285_*8);
        double l_14_ = (l_283_ ? l_286_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_288_ = asuint(info.Load(4+0));
        uint l_289_ = (l_288_ * 1u);
        bool l_290_ = (l_15_ < l_289_);
        uint l_291_ = (l_289_ - 1u);
        uint l_292_ = min(l_15_, l_291_);
        double l_293_ = buffer_1_global.Load<double>(l_292_*8);
        double l_16_ = (l_290_ ? l_293_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_295_ = asuint(info.Load(4+0));
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (l_18_ < l_296_);
        uint l_298_ = (l_296_ - 1u);
        uint l_299_ = min(l_18_, l_298_);
        double l_300_ = buffer_1_global.Load<double>(l_299_*8);
        double l_19_ = (l_297_ ? l_300_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_302_ = asuint(info.Load(4+0));
        uint l_303_ = (l_302_ * 1u);
        bool l_304_ = (l_21_ < l_303_);
        uint l_305_ = (l_303_ - 1u);
        uint l_306_ = min(l_21_, l_305_);
        double l_307_ = buffer_1_global.Load<double>(l_306_*8);
        double l_22_ = (l_304_ ? l_307_ : 0.0L);
        double l_23_ = (l_5_ + l_14_);
        double l_24_ = (l_23_ * l_4_);
        double l_25_ = (l_24_ - l_5_);
        double l_26_ = (l_25_ * l_4_);
        double l_27_ = (l_24_ - l_26_);
        double l_28_ = (l_27_ * l_4_);
        double l_29_ = (l_5_ - l_28_);
        double l_30_ = (l_14_ - l_26_);
        double l_31_ = (l_29_ + l_30_);
        double l_32_ = (l_7_ + l_16_);
        double l_33_ = (l_32_ * l_4_);
        double l_34_ = (l_33_ - l_7_);
        double l_35_ = (l_34_ * l_4_);
        double l_36_ = (l_33_ - l_35_);
        double l_37_ = (l_36_ * l_4_);
        double l_38_ = (l_7_ - l_37_);
        double l_39_ = (l_16_ - l_35_);
        double l_40_ = (l_38_ + l_39_);
        double l_41_ = (l_10_ + l_19_);
        double l_42_ = (l_41_ * l_4_);
        double l_43_ = (l_42_ - l_10_);
        double l_44_ = (l_43_ * l_4_);
        double l_45_ = (l_42_ - l_44_);
        double l_46_ = (l_45_ * l_4_);
        double l_47_ = (l_10_ - l_46_);
        double l_48_ = (l_19_ - l_44_);
        double l_49_ = (l_47_ + l_48_);
        double l_50_ = (l_13_ + l_22_);
        double l_51_ = (l_50_ * l_4_);
        double l_52_ = (l_51_ - l_13_);
        double l_53_ = (l_52_ * l_4_);
        double l_54_ = (l_51_ - l_53_);
        double l_55_ = (l_54_ * l_4_);
        double l_56_ = (l_13_ - l_55_);
        double l_57_ = (l_22_ - l_53_);
        double l_58_ = (l_56_ + l_57_);
        double l_59_ = (l_33_ + l_31_);
        double l_60_ = (l_59_ * l_4_);
        double l_61_ = (l_60_ - l_33_);
        double l_62_ = (l_61_ * l_4_);
        double l_63_ = (l_60_ - l_62_);
        double l_64_ = (l_63_ * l_4_);
        double l_65_ = (l_33_ - l_64_);
        double l_66_ = (l_31_ - l_62_);
        double l_67_ = (l_65_ + l_66_);
        double l_68_ = (l_42_ + l_67_);
        double l_69_ = (l_68_ * l_4_);
        double l_70_ = (l_69_ - l_42_);
        double l_71_ = (l_70_ * l_4_);
        double l_72_ = (l_69_ - l_71_);
        double l_73_ = (l_72_ * l_4_);
        double l_74_ = (l_42_ - l_73_);
        double l_75_ = (l_67_ - l_71_);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_40_ + l_69_);
        double l_78_ = (l_77_ * l_4_);
        double l_79_ = (l_78_ - l_40_);
        double l_80_ = (l_79_ * l_4_);
        double l_81_ = (l_78_ - l_80_);
        double l_82_ = (l_81_ * l_4_);
        double l_83_ = (l_40_ - l_82_);
        double l_84_ = (l_69_ - l_80_);
        double l_85_ = (l_83_ + l_84_);
        double l_86_ = (l_76_ + l_85_);
        double l_87_ = (l_86_ * l_4_);
        double l_88_ = (l_87_ - l_76_);
        double l_89_ = (l_88_ * l_4_);
        double l_90_ = (l_87_ - l_89_);
        double l_91_ = (l_90_ * l_4_);
        double l_92_ = (l_76_ - l_91_);
        double l_93_ = (l_85_ - l_89_);
        double l_94_ = (l_92_ + l_93_);
        double l_95_ = (l_51_ + l_87_);
        double l_96_ = (l_95_ * l_4_);
        double l_97_ = (l_96_ - l_51_);
        double l_98_ = (l_97_ * l_4_);
        double l_99_ = (l_96_ - l_98_);
        double l_100_ = (l_99_ * l_4_);
        double l_101_ = (l_51_ - l_100_);
        double l_102_ = (l_87_ - l_98_);
        double l_103_ = (l_101_ + l_102_);
        double l_104_ = (l_49_ + l_96_);
        double l_105_ = (l_104_ * l_4_);
        double l_106_ = (l_105_ - l_49_);
        double l_107_ = (l_106_ * l_4_);
        double l_108_ = (l_105_ - l_107_);
        double l_109_ = (l_108_ * l_4_);
        double l_110_ = (l_49_ - l_109_);
        double l_111_ = (l_96_ - l_107_);
        double l_112_ = (l_110_ + l_111_);
        double l_113_ = (l_103_ + l_112_);
        double l_114_ = (l_113_ + l_94_);
        double l_115_ = (l_114_ + l_58_);
        double l_116_ = (l_105_ + l_115_);
        double l_117_ = (l_116_ * l_4_);
        double l_118_ = (l_117_ - l_105_);
        double l_119_ = (l_118_ * l_4_);
        double l_120_ = (l_115_ - l_119_);
        double l_121_ = (l_78_ + l_117_);
        double l_122_ = (l_121_ * l_4_);
        double l_123_ = (l_122_ - l_78_);
        double l_124_ = (l_123_ * l_4_);
        double l_125_ = (l_117_ - l_124_);
        double l_126_ = (l_60_ + l_122_);
        double l_127_ = (l_126_ * l_4_);
        double l_128_ = (l_127_ - l_60_);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_122_ - l_129_);
        double l_131_ = (l_24_ + l_127_);
        double l_132_ = (l_131_ * l_4_);
        double l_133_ = (l_132_ - l_24_);
        double l_134_ = (l_133_ * l_4_);
        double l_135_ = (l_127_ - l_134_);
        l_mut_136_ = 0.0L;
        l_mut_137_ = 0.0L;
        l_mut_138_ = 0.0L;
        l_mut_139_ = 0.0L;
        l_mut_140_ = l_132_;
        l_mut_141_ = 0u;
        double _e324 = l_mut_140_;
        double l_142_ = (_e324 + l_135_);
        double l_143_ = (l_142_ * l_4_);
        double _e327 = l_mut_140_;
        double l_144_ = (l_143_ - _e327);
        double l_145_ = (l_144_ * l_4_);
        double l_146_ = (l_135_ - l_145_);
        uint _e331 = l_mut_141_;
        bool l_147_ = (_e331 < 3u);
        bool l_148_ = (l_146_ != 0.0L);
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
        double _e347 = l_mut_136_;
        double l_152_ = (l_151_ ? l_143_ : _e347);
        l_mut_136_ = l_152_;
        uint _e349 = l_mut_141_;
        bool l_153_ = (_e349 == 1u);
        if (l_149_) {
            local_2 = l_153_;
        } else {
            local_2 = false;
        }
        bool l_154_ = local_2;
        double _e356 = l_mut_137_;
        double l_155_ = (l_154_ ? l_143_ : _e356);
        l_mut_137_ = l_155_;
        uint _e358 = l_mut_141_;
        bool l_156_ = (_e358 == 2u);
        if (l_149_) {
            local_3 = l_156_;
        } else {
            local_3 = false;
        }
        bool l_157_ = local_3;
        double _e365 = l_mut_138_;
        double l_158_ = (l_157_ ? l_143_ : _e365);
        l_mut_138_ = l_158_;
        double l_159_ = (l_149_ ? l_146_ : l_143_);
        double _e368 = l_mut_140_;
        double l_160_ = (_e368 + l_135_);
        double l_161_ = (l_147_ ? l_159_ : l_160_);
        l_mut_140_ = l_161_;
        uint l_162_ = uint(l_149_);
        uint _e372 = l_mut_141_;
        l_mut_141_ = (_e372 + l_162_);
        double _e374 = l_mut_140_;
        double l_163_ = (_e374 + l_130_);
        double l_164_ = (l_163_ * l_4_);
        double _e377 = l_mut_140_;
        double l_165_ = (l_164_ - _e377);
        double l_166_ = (l_165_ * l_4_);
        double l_167_ = (l_130_ - l_166_);
        uint _e381 = l_mut_141_;
        bool l_168_ = (_e381 < 3u);
        bool l_169_ = (l_167_ != 0.0L);
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
        double _e397 = l_mut_136_;
        double l_173_ = (l_172_ ? l_164_ : _e397);
        l_mut_136_ = l_173_;
        uint _e399 = l_mut_141_;
        bool l_174_ = (_e399 == 1u);
        if (l_170_) {
            local_6 = l_174_;
        } else {
            local_6 = false;
        }
        bool l_175_ = local_6;
        double _e406 = l_mut_137_;
        double l_176_ = (l_175_ ? l_164_ : _e406);
        l_mut_137_ = l_176_;
        uint _e408 = l_mut_141_;
        bool l_177_ = (_e408 == 2u);
        if (l_170_) {
            local_7 = l_177_;
        } else {
            local_7 = false;
        }
        bool l_178_ = local_7;
        double _e415 = l_mut_138_;
        double l_179_ = (l_178_ ? l_164_ : _e415);
        l_mut_138_ = l_179_;
        double l_180_ = (l_170_ ? l_167_ : l_164_);
        double _e418 = l_mut_140_;
        double l_181_ = (_e418 + l_130_);
        double l_182_ = (l_168_ ? l_180_ : l_181_);
        l_mut_140_ = l_182_;
        uint l_183_ = uint(l_170_);
        uint _e422 = l_mut_141_;
        l_mut_141_ = (_e422 + l_183_);
        double _e424 = l_mut_140_;
        double l_184_ = (_e424 + l_125_);
        double l_185_ = (l_184_ * l_4_);
        double _e427 = l_mut_140_;
        double l_186_ = (l_185_ - _e427);
        double l_187_ = (l_186_ * l_4_);
        double l_188_ = (l_125_ - l_187_);
        uint _e431 = l_mut_141_;
        bool l_189_ = (_e431 < 3u);
        bool l_190_ = (l_188_ != 0.0L);
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
        double _e447 = l_mut_136_;
        double l_194_ = (l_193_ ? l_185_ : _e447);
        l_mut_136_ = l_194_;
        uint _e449 = l_mut_141_;
        bool l_195_ = (_e449 == 1u);
        if (l_191_) {
            local_10 = l_195_;
        } else {
            local_10 = false;
        }
        bool l_196_ = local_10;
        double _e456 = l_mut_137_;
        double l_197_ = (l_196_ ? l_185_ : _e456);
        l_mut_137_ = l_197_;
        uint _e458 = l_mut_141_;
        bool l_198_ = (_e458 == 2u);
        if (l_191_) {
            local_11 = l_198_;
        } else {
            local_11 = false;
        }
        bool l_199_ = local_11;
        double _e465 = l_mut_138_;
        double l_200_ = (l_199_ ? l_185_ : _e465);
        l_mut_138_ = l_200_;
        double l_201_ = (l_191_ ? l_188_ : l_185_);
        double _e468 = l_mut_140_;
        double l_202_ = (_e468 + l_125_);
        double l_203_ = (l_189_ ? l_201_ : l_202_);
        l_mut_140_ = l_203_;
        uint l_204_ = uint(l_191_);
        uint _e472 = l_mut_141_;
        l_mut_141_ = (_e472 + l_204_);
        double _e474 = l_mut_140_;
        double l_205_ = (_e474 + l_120_);
        double l_206_ = (l_205_ * l_4_);
        double _e477 = l_mut_140_;
        double l_207_ = (l_206_ - _e477);
        double l_208_ = (l_207_ * l_4_);
        double l_209_ = (l_120_ - l_208_);
        uint _e481 = l_mut_141_;
        bool l_210_ = (_e481 < 3u);
        bool l_211_ = (l_209_ != 0.0L);
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
        double _e497 = l_mut_136_;
        double l_215_ = (l_214_ ? l_206_ : _e497);
        l_mut_136_ = l_215_;
        uint _e499 = l_mut_141_;
        bool l_216_ = (_e499 == 1u);
        if (l_212_) {
            local_14 = l_216_;
        } else {
            local_14 = false;
        }
        bool l_217_ = local_14;
        double _e506 = l_mut_137_;
        double l_218_ = (l_217_ ? l_206_ : _e506);
        l_mut_137_ = l_218_;
        uint _e508 = l_mut_141_;
        bool l_219_ = (_e508 == 2u);
        if (l_212_) {
            local_15 = l_219_;
        } else {
            local_15 = false;
        }
        bool l_220_ = local_15;
        double _e515 = l_mut_138_;
        double l_221_ = (l_220_ ? l_206_ : _e515);
        l_mut_138_ = l_221_;
        double l_222_ = (l_212_ ? l_209_ : l_206_);
        double _e518 = l_mut_140_;
        double l_223_ = (_e518 + l_120_);
        double l_224_ = (l_210_ ? l_222_ : l_223_);
        l_mut_140_ = l_224_;
        uint l_225_ = uint(l_212_);
        uint _e522 = l_mut_141_;
        l_mut_141_ = (_e522 + l_225_);
        uint _e524 = l_mut_141_;
        bool l_226_ = (_e524 == 0u);
        double _e527 = l_mut_136_;
        double _e528 = l_mut_140_;
        double l_227_ = (l_226_ ? _e528 : _e527);
        l_mut_136_ = l_227_;
        uint _e530 = l_mut_141_;
        bool l_228_ = (_e530 == 1u);
        double _e533 = l_mut_137_;
        double _e534 = l_mut_140_;
        double l_229_ = (l_228_ ? _e534 : _e533);
        l_mut_137_ = l_229_;
        uint _e536 = l_mut_141_;
        bool l_230_ = (_e536 == 2u);
        double _e539 = l_mut_138_;
        double _e540 = l_mut_140_;
        double l_231_ = (l_230_ ? _e540 : _e539);
        l_mut_138_ = l_231_;
        uint _e542 = l_mut_141_;
        bool l_232_ = (_e542 == 3u);
        double _e545 = l_mut_139_;
        double _e546 = l_mut_140_;
        double l_233_ = (l_232_ ? _e546 : _e545);
        l_mut_139_ = l_233_;
        uint l_309_ = asuint(info.Load(12+0));
        uint l_310_ = (l_309_ * 1u);
        bool l_311_ = (id < l_310_);
        if (l_311_) {
            double _e557 = l_mut_136_;
            buffer_3_global.Store(id*8, _e557);
        }
        uint l_234_ = (l_1_ + id);
        uint l_312_ = asuint(info.Load(12+0));
        uint l_313_ = (l_312_ * 1u);
        bool l_314_ = (l_234_ < l_313_);
        if (l_314_) {
            double _e568 = l_mut_137_;
            buffer_3_global.Store(l_234_*8, _e568);
        }
        uint l_235_ = (2u * l_1_);
        uint l_236_ = (l_235_ + id);
        uint l_315_ = asuint(info.Load(12+0));
        uint l_316_ = (l_315_ * 1u);
        bool l_317_ = (l_236_ < l_316_);
        if (l_317_) {
            double _e581 = l_mut_138_;
            buffer_3_global.Store(l_236_*8, _e581);
        }
        uint l_237_ = (3u * l_1_);
        uint l_238_ = (l_237_ + id);
        uint l_318_ = asuint(info.Load(12+0));
        uint l_319_ = (l_318_ * 1u);
        bool l_320_ = (l_238_ < l_319_);
        if (l_320_) {
            double _e594 = l_mut_139_;
            buffer_3_global.Store(l_238_*8, _e594);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
