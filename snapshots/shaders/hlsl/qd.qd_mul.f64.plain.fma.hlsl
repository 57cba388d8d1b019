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
    double l_mut_140_ = (double)0;
    double l_mut_141_ = (double)0;
    double l_mut_142_ = (double)0;
    double l_mut_143_ = (double)0;
    double l_mut_144_ = (double)0;
    uint l_mut_145_ = (uint)0;
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
        uint l_235_ = asuint(info.Load(8+0));
        uint l_236_ = (l_235_ * 1u);
        bool l_237_ = (0u < l_236_);
        uint l_238_ = (l_236_ - 1u);
        uint l_239_ = min(0u, l_238_);
        double l_240_ = buffer_2_global.Load<double>(l_239_*8);
        double l_3_ = (l_237_ ? l_240_ : 0.0L);
        uint l_242_ = asuint(info.Load(8+0));
        uint l_243_ = (l_242_ * 1u);
        bool l_244_ = (1u < l_243_);
        uint l_245_ = (l_243_ - 1u);
        uint l_246_ = min(1u, l_245_);
        double l_247_ = buffer_2_global.Load<double>(l_246_*8);
        double l_4_ = (l_244_ ? l_247_ : 0.0L);
        uint l_249_ = asuint(info.Load(0+0));
        uint l_250_ = (l_249_ * 1u);
        bool l_251_ = (id < l_250_);
        uint l_252_ = (l_250_ - 1u);
        uint l_253_ = min(id, l_252_);
        double l_254_ = buffer_0_global.Load<double>(l_253_*8);
        double l_5_ = (l_251_ ? l_254_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_256_ = asuint(info.Load(0+0));
        uint l_257_ = (l_256_ * 1u);
        bool l_258_ = (l_6_ < l_257_);
        uint l_259_ = (l_257_ - 1u);
        uint l_260_ = min(l_6_, l_259_);
        double l_261_ = buffer_0_global.Load<double>(l_260_*8);
        double l_7_ = (l_258_ ? l_261_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_263_ = asuint(info.Load(0+0));
        uint l_264_ = (l_263_ * 1u);
        bool l_265_ = (l_9_ < l_264_);
        uint l_266_ = (l_264_ - 1u);
        uint l_267_ = min(l_9_, l_266_);
        double l_268_ = buffer_0_global.Load<double>(l_267_*8);
        double l_10_ = (l_265_ ? l_268_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_270_ = asuint(info.Load(0+0));
        uint l_271_ = (l_270_ * 1u);
        bool l_272_ = (l_12_ < l_271_);
        uint l_273_ = (l_271_ - 1u);
        uint l_274_ = min(l_12_, l_273_);
        double l_275_ = buffer_0_global.Load<double>(l_274_*8);
        double l_13_ = (l_272_ ? l_275_ : 0.0L);
        uint l_277_ = asuint(info.Load(4+0));
        uint l_278_ = (l_277_ * 1u);
        bool l_279_ = (id < l_278_);
        uint l_280_ = (l_278_ - 1u);
        uint l_281_ = min(id, l_280_);
        double l_282_ = buffer_1_global.Load<double>(l_281_*8);
        double l_14_ = (l_279_ ? l_282_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_284_ = asuint(info.Load(4+0));
        uint l_285_ = (l_284_ * 1u);
        bool l_286_ = (l_15_ < l_285_);
        uint l_287_ = (l_285_ - 1u);
        uint l_288_ = min(l_15_, l_287_);
        double l_289_ = buffer_1_global.Load<double>(l_288_*8);
        double l_16_ = (l_286_ ? l_289_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_291_ = asuint(info.Load(4+0));
        uint l_292_ = (l_291_ * 1u);
        bool l_293_ = (l_18_ < l_292_);
        uint l_294_ = (l_292_ - 1u);
        uint l_295_ = min(l_18_, l_294_);
        double l_296_ = buffer_1_global.Load<double>(l_295_*8);
        double l_19_ = (l_293_ ? l_296_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_298_ = asuint(info.Load(4+0));
        uint l_299_ = (l_298_ * 1u);
        bool l_300_ = (l_21_ < l_299_);
        uint l_301_ = (l_299_ - 1u);
        uint l_302_ = min(l_21_, l_301_);
        double l_303_ = buffer_1_global.Load<double>(l_302_*8);
        double l_22_ = (l_300_ ? l_303_ : 0.0L);
        double l_23_ = (l_5_ * l_14_);
        double l_24_ = -(l_23_);
        double l_25_ = mad(l_5_, l_14_, l_24_);
        double l_26_ = (l_5_ * l_16_);
        double l_27_ = -(l_26_);
        double l_28_ = mad(l_5_, l_16_, l_27_);
        double l_29_ = (l_7_ * l_14_);
        double l_30_ = -(l_29_);
        double l_31_ = mad(l_7_, l_14_, l_30_);
        double l_32_ = (l_5_ * l_19_);
        double l_33_ = -(l_32_);
        double l_34_ = mad(l_5_, l_19_, l_33_);
        double l_35_ = (l_7_ * l_16_);
        double l_36_ = -(l_35_);
        double l_37_ = mad(l_7_, l_16_, l_36_);
        double l_38_ = (l_10_ * l_14_);
        double l_39_ = -(l_38_);
        double l_40_ = mad(l_10_, l_14_, l_39_);
        double l_41_ = (l_26_ + l_29_);
        double l_42_ = (l_41_ - l_26_);
        double l_43_ = (l_41_ - l_42_);
        double l_44_ = (l_26_ - l_43_);
        double l_45_ = (l_29_ - l_42_);
        double l_46_ = (l_44_ + l_45_);
        double l_47_ = (l_25_ + l_41_);
        double l_48_ = (l_47_ - l_25_);
        double l_49_ = (l_47_ - l_48_);
        double l_50_ = (l_25_ - l_49_);
        double l_51_ = (l_41_ - l_48_);
        double l_52_ = (l_50_ + l_51_);
        double l_53_ = (l_46_ + l_52_);
        double l_54_ = (l_53_ - l_46_);
        double l_55_ = (l_53_ - l_54_);
        double l_56_ = (l_46_ - l_55_);
        double l_57_ = (l_52_ - l_54_);
        double l_58_ = (l_56_ + l_57_);
        double l_59_ = (l_53_ + l_28_);
        double l_60_ = (l_59_ - l_53_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_53_ - l_61_);
        double l_63_ = (l_28_ - l_60_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_31_ + l_59_);
        double l_66_ = (l_65_ - l_31_);
        double l_67_ = (l_65_ - l_66_);
        double l_68_ = (l_31_ - l_67_);
        double l_69_ = (l_59_ - l_66_);
        double l_70_ = (l_68_ + l_69_);
        double l_71_ = (l_64_ + l_70_);
        double l_72_ = (l_71_ - l_64_);
        double l_73_ = (l_71_ - l_72_);
        double l_74_ = (l_64_ - l_73_);
        double l_75_ = (l_70_ - l_72_);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_32_ + l_35_);
        double l_78_ = (l_77_ - l_32_);
        double l_79_ = (l_77_ - l_78_);
        double l_80_ = (l_32_ - l_79_);
        double l_81_ = (l_35_ - l_78_);
        double l_82_ = (l_80_ + l_81_);
        double l_83_ = (l_38_ + l_77_);
        double l_84_ = (l_83_ - l_38_);
        double l_85_ = (l_83_ - l_84_);
        double l_86_ = (l_38_ - l_85_);
        double l_87_ = (l_77_ - l_84_);
        double l_88_ = (l_86_ + l_87_);
        double l_89_ = (l_82_ + l_88_);
        double l_90_ = (l_89_ - l_82_);
        double l_91_ = (l_89_ - l_90_);
        double l_92_ = (l_82_ - l_91_);
        double l_93_ = (l_88_ - l_90_);
        double l_94_ = (l_92_ + l_93_);
        double l_95_ = (l_65_ + l_83_);
        double l_96_ = (l_95_ - l_65_);
        double l_97_ = (l_95_ - l_96_);
        double l_98_ = (l_65_ - l_97_);
        double l_99_ = (l_83_ - l_96_);
        double l_100_ = (l_98_ + l_99_);
        double l_101_ = (l_71_ + l_89_);
        double l_102_ = (l_101_ - l_71_);
        double l_103_ = (l_101_ - l_102_);
        double l_104_ = (l_71_ - l_103_);
        double l_105_ = (l_89_ - l_102_);
        double l_106_ = (l_104_ + l_105_);
        double l_107_ = (l_101_ + l_100_);
        double l_108_ = (l_107_ - l_101_);
        double l_109_ = (l_107_ - l_108_);
        double l_110_ = (l_101_ - l_109_);
        double l_111_ = (l_100_ - l_108_);
        double l_112_ = (l_110_ + l_111_);
        double l_113_ = (l_76_ + l_94_);
        double l_114_ = (l_112_ + l_106_);
        double l_115_ = (l_113_ + l_114_);
        double l_116_ = (l_5_ * l_22_);
        double l_117_ = (l_7_ * l_19_);
        double l_118_ = (l_116_ + l_117_);
        double l_119_ = (l_10_ * l_16_);
        double l_120_ = (l_13_ * l_14_);
        double l_121_ = (l_119_ + l_120_);
        double l_122_ = (l_118_ + l_121_);
        double l_123_ = (l_58_ + l_34_);
        double l_124_ = (l_37_ + l_40_);
        double l_125_ = (l_123_ + l_124_);
        double l_126_ = (l_122_ + l_125_);
        double l_127_ = (l_107_ + l_126_);
        double l_128_ = (l_127_ + l_115_);
        double l_129_ = (l_128_ - l_127_);
        double l_130_ = (l_115_ - l_129_);
        double l_131_ = (l_95_ + l_128_);
        double l_132_ = (l_131_ - l_95_);
        double l_133_ = (l_128_ - l_132_);
        double l_134_ = (l_47_ + l_131_);
        double l_135_ = (l_134_ - l_47_);
        double l_136_ = (l_131_ - l_135_);
        double l_137_ = (l_23_ + l_134_);
        double l_138_ = (l_137_ - l_23_);
        double l_139_ = (l_134_ - l_138_);
        l_mut_140_ = 0.0L;
        l_mut_141_ = 0.0L;
        l_mut_142_ = 0.0L;
        l_mut_143_ = 0.0L;
        l_mut_144_ = l_137_;
        l_mut_145_ = 0u;
        double _e328 = l_mut_144_;
        double l_146_ = (_e328 + l_139_);
        double _e330 = l_mut_144_;
        double l_147_ = (l_146_ - _e330);
        double l_148_ = (l_139_ - l_147_);
        uint _e333 = l_mut_145_;
        bool l_149_ = (_e333 < 3u);
        bool l_150_ = (l_148_ != 0.0L);
        if (l_149_) {
            local = l_150_;
        } else {
            local = false;
        }
        bool l_151_ = local;
        uint _e342 = l_mut_145_;
        bool l_152_ = (_e342 == 0u);
        if (l_151_) {
            local_1 = l_152_;
        } else {
            local_1 = false;
        }
        bool l_153_ = local_1;
        double _e349 = l_mut_140_;
        double l_154_ = (l_153_ ? l_146_ : _e349);
        l_mut_140_ = l_154_;
        uint _e351 = l_mut_145_;
        bool l_155_ = (_e351 == 1u);
        if (l_151_) {
            local_2 = l_155_;
        } else {
            local_2 = false;
        }
        bool l_156_ = local_2;
        double _e358 = l_mut_141_;
        double l_157_ = (l_156_ ? l_146_ : _e358);
        l_mut_141_ = l_157_;
        uint _e360 = l_mut_145_;
        bool l_158_ = (_e360 == 2u);
        if (l_151_) {
            local_3 = l_158_;
        } else {
            local_3 = false;
        }
        bool l_159_ = local_3;
        double _e367 = l_mut_142_;
        double l_160_ = (l_159_ ? l_146_ : _e367);
        l_mut_142_ = l_160_;
        double l_161_ = (l_151_ ? l_148_ : l_146_);
        double _e370 = l_mut_144_;
        double l_162_ = (_e370 + l_139_);
        double l_163_ = (l_149_ ? l_161_ : l_162_);
        l_mut_144_ = l_163_;
        uint l_164_ = uint(l_151_);
        uint _e374 = l_mut_145_;
        l_mut_145_ = (_e374 + l_164_);
        double _e376 = l_mut_144_;
        double l_165_ = (_e376 + l_136_);
        double _e378 = l_mut_144_;
        double l_166_ = (l_165_ - _e378);
        double l_167_ = (l_136_ - l_166_);
        uint _e381 = l_mut_145_;
        bool l_168_ = (_e381 < 3u);
        bool l_169_ = (l_167_ != 0.0L);
        if (l_168_) {
            local_4 = l_169_;
        } else {
            local_4 = false;
        }
        bool l_170_ = local_4;
        uint _e390 = l_mut_145_;
        bool l_171_ = (_e390 == 0u);
        if (l_170_) {
            local_5 = l_171_;
        } else {
            local_5 = false;
        }
        bool l_172_ = local_5;
        double _e397 = l_mut_140_;
        double l_173_ = (l_172_ ? l_165_ : _e397);
        l_mut_140_ = l_173_;
        uint _e399 = l_mut_145_;
        bool l_174_ = (_e399 == 1u);
        if (l_170_) {
            local_6 = l_174_;
        } else {
            local_6 = false;
        }
        bool l_175_ = local_6;
        double _e406 = l_mut_141_;
        double l_176_ = (l_175_ ? l_165_ : _e406);
        l_mut_141_ = l_176_;
        uint _e408 = l_mut_145_;
        bool l_177_ = (_e408 == 2u);
        if (l_170_) {
            local_7 = l_177_;
        } else {
            local_7 = false;
        }
        bool l_178_ = local_7;
        double _e415 = l_mut_142_;
        double l_179_ = (l_178_ ? l_165_ : _e415);
        l_mut_142_ = l_179_;
        double l_180_ = (l_170_ ? l_167_ : l_165_);
        double _e418 = l_mut_144_;
        double l_181_ = (_e418 + l_136_);
        double l_182_ = (l_168_ ? l_180_ : l_181_);
        l_mut_144_ = l_182_;
        uint l_183_ = uint(l_170_);
        uint _e422 = l_mut_145_;
        l_mut_145_ = (_e422 + l_183_);
        double _e424 = l_mut_144_;
        double l_184_ = (_e424 + l_133_);
        double _e426 = l_mut_144_;
        double l_185_ = (l_184_ - _e426);
        double l_186_ = (l_133_ - l_185_);
        uint _e429 = l_mut_145_;
        bool l_187_ = (_e429 < 3u);
        bool l_188_ = (l_186_ != 0.0L);
        if (l_187_) {
            local_8 = l_188_;
        } else {
            local_8 = false;
        }
        bool l_189_ = local_8;
        uint _e438 = l_mut_145_;
        bool l_190_ = (_e438 == 0u);
        if (l_189_) {
            local_9 = l_190_;
        } else {
            local_9 = false;
        }
        bool l_191_ = local_9;
        double _e445 = l_mut_140_;
        double l_192_ = (l_191_ ? l_184_ : _e445);
        l_mut_140_ = l_192_;
        uint _e447 = l_mut_145_;
        bool l_193_ = (_e447 == 1u);
        if (l_189_) {
            local_10 = l_193_;
        } else {
            local_10 = false;
        }
        bool l_194_ = local_10;
        double _e454 = l_mut_141_;
        double l_195_ = (l_194_ ? l_184_ : _e454);
        l_mut_141_ = l_195_;
        uint _e456 = l_mut_145_;
        bool l_196_ = (_e456 == 2u);
        if (l_189_) {
            local_11 = l_196_;
        } else {
            local_11 = false;
        }
        bool l_197_ = local_11;
        double _e463 = l_mut_142_;
        double l_198_ = (l_197_ ? l_184_ : _e463);
        l_mut_142_ = l_198_;
        double l_199_ = (l_189_ ? l_186_ : l_184_);
        double _e466 = l_mut_144_;
        double l_200_ = (_e466 + l_133_);
        double l_201_ = (l_187_ ? l_199_ : l_200_);
        l_mut_144_ = l_201_;
        uint l_202_ = uint(l_189_);
        uint _e470 = l_mut_145_;
        l_mut_145_ = (_e470 + l_202_);
        double _e472 = l_mut_144_;
        double l_203_ = (_e472 + l_130_);
        double _e474 = l_mut_144_;
        double l_204_ = (l_203_ - _e474);
        double l_205_ = (l_130_ - l_204_);
        uint _e477 = l_mut_145_;
        bool l_206_ = (_e477 < 3u);
        bool l_207_ = (l_205_ != 0.0L);
        if (l_206_) {
            local_12 = l_207_;
        } else {
            local_12 = false;
        }
        bool l_208_ = local_12;
        uint _e486 = l_mut_145_;
        bool l_209_ = (_e486 == 0u);
        if (l_208_) {
            local_13 = l_209_;
        } else {
            local_13 = false;
        }
        bool l_210_ = local_13;
        double _e493 = l_mut_140_;
        double l_211_ = (l_210_ ? l_203_ : _e493);
        l_mut_140_ = l_211_;
        uint _e495 = l_mut_145_;
        bool l_212_ = (_e495 == 1u);
        if (l_208_) {
            local_14 = l_212_;
        } else {
            local_14 = false;
        }
        bool l_213_ = local_14;
        double _e502 = l_mut_141_;
        double l_214_ = (l_213_ ? l_203_ : _e502);
        l_mut_141_ = l_214_;
        uint _e504 = l_mut_145_;
        bool l_215_ = (_e504 == 2u);
        if (l_208_) {
            local_15 = l_215_;
        } else {
            local_15 = false;
        }
        bool l_216_ = local_15;
        double _e511 = l_mut_142_;
        double l_217_ = (l_216_ ? l_203_ : _e511);
        l_mut_142_ = l_217_;
        double l_218_ = (l_208_ ? l_205_ : l_203_);
        double _e514 = l_mut_144_;
        double l_219_ = (_e514 + l_130_);
        double l_220_ = (l_206_ ? l_218_ : l_219_);
        l_mut_144_ = l_220_;
        uint l_221_ = uint(l_208_);
        uint _e518 = l_mut_145_;
        l_mut_145_ = (_e518 + l_221_);
        uint _e520 = l_mut_145_;
        bool l_222_ = (_e520 == 0u);
        double _e523 = l_mut_140_;
        double _e524 = l_mut_144_;
        double l_223_ = (l_222_ ? _e524 : _e523);
        l_mut_140_ = l_223_;
        uint _e526 = l_mut_145_;
        bool l_224_ = (_e526 == 1u);
        double _e529 = l_mut_141_;
        double _e530 = l_mut_144_;
        double l_225_ = (l_224_ ? _e530 : _e529);
        l_mut_141_ = l_225_;
        uint _e532 = l_mut_145_;
        bool l_226_ = (_e532 == 2u);
        double _e535 = l_mut_142_;
        double _e536 = l_mut_144_;
        double l_227_ = (l_226_ ? _e536 : _e535);
        l_mut_142_ = l_227_;
        uint _e538 = l_mut_145_;
        bool l_228_ = (_e538 == 3u);
        double _e541 = l_mut_143_;
        double _e542 = l_mut_144_;
        double l_229_ = (l_228_ ? _e542 : _e541);
        l_mut_143_ = l_229_;
        uint l_305_ = asuint(info.Load(12+0));
        uint l_306_ = (l_305_ * 1u);
        bool l_307_ = (id < l_306_);
        if (l_307_) {
            double _e553 = l_mut_140_;
            buffer_3_global.Store(id*8, _e553);
        }
        uint l_230_ = (l_1_ + id);
        uint l_308_ = asuint(info.Load(12+0));
        uint l_309_ = (l_308_ * 1u);
        bool l_310_ = (l_230_ < l_309_);
        if (l_310_) {
            double _e564 = l_mut_141_;
            buffer_3_global.Store(l_230_*8, _e564);
        }
        uint l_231_ = (2u * l_1_);
        uint l_232_ = (l_231_ + id);
        uint l_311_ = asuint(info.Load(12+0));
        uint l_312_ = (l_311_ * 1u);
        bool l_313_ = (l_232_ < l_312_);
        if (l_313_) {
            double _e577 = l_mut_142_;
            buffer_3_global.Store(l_232_*8, _e577);
        }
        uint l_233_ = (3u * l_1_);
        uint l_234_ = (l_233_ + id);
        uint l_314_ = asuint(info.Load(12+0));
        uint l_315_ = (l_314_ * 1u);
        bool l_316_ = (l_234_ < l_315_);
        if (l_316_) {
            double _e590 = l_mut_143_;
            buffer_3_global.Store(l_234_*8, _e590);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
