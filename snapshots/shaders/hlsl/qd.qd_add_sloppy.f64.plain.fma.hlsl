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
    double l_mut_100_ = (double)0;
    double l_mut_101_ = (double)0;
    double l_mut_102_ = (double)0;
    uint l_mut_103_ = (uint)0;
    double l_mut_98_ = (double)0;
    double l_mut_99_ = (double)0;
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
        uint l_193_ = asuint(info.Load(8+0));
        uint l_194_ = (l_193_ * 1u);
        bool l_195_ = (0u < l_194_);
        uint l_196_ = (l_194_ - 1u);
        uint l_197_ = min(0u, l_196_);
        double l_198_ = buffer_2_global.Load<double>(l_197_*8);
        double l_3_ = (l_195_ ? l_198_ : 0.0L);
        uint l_200_ = asuint(info.Load(8+0));
        uint l_201_ = (l_200_ * 1u);
        bool l_202_ = (1u < l_201_);
        uint l_203_ = (l_201_ - 1u);
        uint l_204_ = min(1u, l_203_);
        double l_205_ = buffer_2_global.Load<double>(l_204_*8);
        double l_4_ = (l_202_ ? l_205_ : 0.0L);
        uint l_207_ = asuint(info.Load(0+0));
        uint l_208_ = (l_207_ * 1u);
        bool l_209_ = (id < l_208_);
        uint l_210_ = (l_208_ - 1u);
        uint l_211_ = min(id, l_210_);
        double l_212_ = buffer_0_global.Load<double>(l_211_*8);
        double l_5_ = (l_209_ ? l_212_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_214_ = asuint(info.Load(0+0));
        uint l_215_ = (l_214_ * 1u);
        bool l_216_ = (l_6_ < l_215_);
        uint l_217_ = (l_215_ - 1u);
        uint l_218_ = min(l_6_, l_217_);
        double l_219_ = buffer_0_global.Load<double>(l_218_*8);
        double l_7_ = (l_216_ ? l_219_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_221_ = asuint(info.Load(0+0));
        uint l_222_ = (l_221_ * 1u);
        bool l_223_ = (l_9_ < l_222_);
        uint l_224_ = (l_222_ - 1u);
        uint l_225_ = min(l_9_, l_224_);
        double l_226_ = buffer_0_global.Load<double>(l_225_*8);
        double l_10_ = (l_223_ ? l_226_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_228_ = asuint(info.Load(0+0));
        uint l_229_ = (l_228_ * 1u);
        bool l_230_ = (l_12_ < l_229_);
        uint l_231_ = (l_229_ - 1u);
        uint l_232_ = min(l_12_, l_231_);
        double l_233_ = buffer_0_global.Load<double>(l_232_*8);
        double l_13_ = (l_230_ ? l_233_ : 0.0L);
        uint l_235_ = asuint(info.Load(4+0));
        uint l_236_ = (l_235_ * 1u);
        bool l_237_ = (id < l_236_);
        uint l_238_ = (l_236_ - 1u);
        uint l_239_ = min(id, l_238_);
        double l_240_ = buffer_1_global.Load<double>(l_239_*8);
        double l_14_ = (l_237_ ? l_240_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_242_ = asuint(info.Load(4+0));
        uint l_243_ = (l_242_ * 1u);
        bool l_244_ = (l_15_ < l_243_);
        uint l_245_ = (l_243_ - 1u);
        uint l_246_ = min(l_15_, l_245_);
        double l_247_ = buffer_1_global.Load<double>(l_246_*8);
        double l_16_ = (l_244_ ? l_247_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_249_ = asuint(info.Load(4+0));
        uint l_250_ = (l_249_ * 1u);
        bool l_251_ = (l_18_ < l_250_);
        uint l_252_ = (l_250_ - 1u);
        uint l_253_ = min(l_18_, l_252_);
        double l_254_ = buffer_1_global.Load<double>(l_253_*8);
        double l_19_ = (l_251_ ? l_254_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_256_ = asuint(info.Load(4+0));
        uint l_257_ = (l_256_ * 1u);
        bool l_258_ = (l_21_ < l_257_);
        uint l_259_ = (l_257_ - 1u);
        uint l_260_ = min(l_21_, l_259_);
        double l_261_ = buffer_1_global.Load<double>(l_260_*8);
        double l_22_ = (l_258_ ? l_261_ : 0.0L);
        double l_23_ = (l_5_ + l_14_);
        double l_24_ = (l_23_ - l_5_);
        double l_25_ = (l_23_ - l_24_);
        double l_26_ = (l_5_ - l_25_);
        double l_27_ = (l_14_ - l_24_);
        double l_28_ = (l_26_ + l_27_);
        double l_29_ = (l_7_ + l_16_);
        double l_30_ = (l_29_ - l_7_);
        double l_31_ = (l_29_ - l_30_);
        double l_32_ = (l_7_ - l_31_);
        double l_33_ = (l_16_ - l_30_);
        double l_34_ = (l_32_ + l_33_);
        double l_35_ = (l_10_ + l_19_);
        double l_36_ = (l_35_ - l_10_);
        double l_37_ = (l_35_ - l_36_);
        double l_38_ = (l_10_ - l_37_);
        double l_39_ = (l_19_ - l_36_);
        double l_40_ = (l_38_ + l_39_);
        double l_41_ = (l_13_ + l_22_);
        double l_42_ = (l_41_ - l_13_);
        double l_43_ = (l_41_ - l_42_);
        double l_44_ = (l_13_ - l_43_);
        double l_45_ = (l_22_ - l_42_);
        double l_46_ = (l_44_ + l_45_);
        double l_47_ = (l_29_ + l_28_);
        double l_48_ = (l_47_ - l_29_);
        double l_49_ = (l_47_ - l_48_);
        double l_50_ = (l_29_ - l_49_);
        double l_51_ = (l_28_ - l_48_);
        double l_52_ = (l_50_ + l_51_);
        double l_53_ = (l_35_ + l_52_);
        double l_54_ = (l_53_ - l_35_);
        double l_55_ = (l_53_ - l_54_);
        double l_56_ = (l_35_ - l_55_);
        double l_57_ = (l_52_ - l_54_);
        double l_58_ = (l_56_ + l_57_);
        double l_59_ = (l_34_ + l_53_);
        double l_60_ = (l_59_ - l_34_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_34_ - l_61_);
        double l_63_ = (l_53_ - l_60_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_58_ + l_64_);
        double l_66_ = (l_65_ - l_58_);
        double l_67_ = (l_65_ - l_66_);
        double l_68_ = (l_58_ - l_67_);
        double l_69_ = (l_64_ - l_66_);
        double l_70_ = (l_68_ + l_69_);
        double l_71_ = (l_41_ + l_65_);
        double l_72_ = (l_71_ - l_41_);
        double l_73_ = (l_71_ - l_72_);
        double l_74_ = (l_41_ - l_73_);
        double l_75_ = (l_65_ - l_72_);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_40_ + l_71_);
        double l_78_ = (l_77_ - l_40_);
        double l_79_ = (l_77_ - l_78_);
        double l_80_ = (l_40_ - l_79_);
        double l_81_ = (l_71_ - l_78_);
        double l_82_ = (l_80_ + l_81_);
        double l_83_ = (l_76_ + l_82_);
        double l_84_ = (l_83_ + l_70_);
        double l_85_ = (l_84_ + l_46_);
        double l_86_ = (l_77_ + l_85_);
        double l_87_ = (l_86_ - l_77_);
        double l_88_ = (l_85_ - l_87_);
        double l_89_ = (l_59_ + l_86_);
        double l_90_ = (l_89_ - l_59_);
        double l_91_ = (l_86_ - l_90_);
        double l_92_ = (l_47_ + l_89_);
        double l_93_ = (l_92_ - l_47_);
        double l_94_ = (l_89_ - l_93_);
        double l_95_ = (l_23_ + l_92_);
        double l_96_ = (l_95_ - l_23_);
        double l_97_ = (l_92_ - l_96_);
        l_mut_98_ = 0.0L;
        l_mut_99_ = 0.0L;
        l_mut_100_ = 0.0L;
        l_mut_101_ = 0.0L;
        l_mut_102_ = l_95_;
        l_mut_103_ = 0u;
        double _e286 = l_mut_102_;
        double l_104_ = (_e286 + l_97_);
        double _e288 = l_mut_102_;
        double l_105_ = (l_104_ - _e288);
        double l_106_ = (l_97_ - l_105_);
        uint _e291 = l_mut_103_;
        bool l_107_ = (_e291 < 3u);
        bool l_108_ = (l_106_ != 0.0L);
        if (l_107_) {
            local = l_108_;
        } else {
            local = false;
        }
        bool l_109_ = local;
        uint _e300 = l_mut_103_;
        bool l_110_ = (_e300 == 0u);
        if (l_109_) {
            local_1 = l_110_;
        } else {
            local_1 = false;
        }
        bool l_111_ = local_1;
        double _e307 = l_mut_98_;
        double l_112_ = (l_111_ ? l_104_ : _e307);
        l_mut_98_ = l_112_;
        uint _e309 = l_mut_103_;
        bool l_113_ = (_e309 == 1u);
        if (l_109_) {
            local_2 = l_113_;
        } else {
            local_2 = false;
        }
        bool l_114_ = local_2;
        double _e316 = l_mut_99_;
        double l_115_ = (l_114_ ? l_104_ : _e316);
        l_mut_99_ = l_115_;
        uint _e318 = l_mut_103_;
        bool l_116_ = (_e318 == 2u);
        if (l_109_) {
            local_3 = l_116_;
        } else {
            local_3 = false;
        }
        bool l_117_ = local_3;
        double _e325 = l_mut_100_;
        double l_118_ = (l_117_ ? l_104_ : _e325);
        l_mut_100_ = l_118_;
        double l_119_ = (l_109_ ? l_106_ : l_104_);
        double _e328 = l_mut_102_;
        double l_120_ = (_e328 + l_97_);
        double l_121_ = (l_107_ ? l_119_ : l_120_);
        l_mut_102_ = l_121_;
        uint l_122_ = uint(l_109_);
        uint _e332 = l_mut_103_;
        l_mut_103_ = (_e332 + l_122_);
        double _e334 = l_mut_102_;
        double l_123_ = (_e334 + l_94_);
        double _e336 = l_mut_102_;
        double l_124_ = (l_123_ - _e336);
        double l_125_ = (l_94_ - l_124_);
        uint _e339 = l_mut_103_;
        bool l_126_ = (_e339 < 3u);
        bool l_127_ = (l_125_ != 0.0L);
        if (l_126_) {
            local_4 = l_127_;
        } else {
            local_4 = false;
        }
        bool l_128_ = local_4;
        uint _e348 = l_mut_103_;
        bool l_129_ = (_e348 == 0u);
        if (l_128_) {
            local_5 = l_129_;
        } else {
            local_5 = false;
        }
        bool l_130_ = local_5;
        double _e355 = l_mut_98_;
        double l_131_ = (l_130_ ? l_123_ : _e355);
        l_mut_98_ = l_131_;
        uint _e357 = l_mut_103_;
        bool l_132_ = (_e357 == 1u);
        if (l_128_) {
            local_6 = l_132_;
        } else {
            local_6 = false;
        }
        bool l_133_ = local_6;
        double _e364 = l_mut_99_;
        double l_134_ = (l_133_ ? l_123_ : _e364);
        l_mut_99_ = l_134_;
        uint _e366 = l_mut_103_;
        bool l_135_ = (_e366 == 2u);
        if (l_128_) {
            local_7 = l_135_;
        } else {
            local_7 = false;
        }
        bool l_136_ = local_7;
        double _e373 = l_mut_100_;
        double l_137_ = (l_136_ ? l_123_ : _e373);
        l_mut_100_ = l_137_;
        double l_138_ = (l_128_ ? l_125_ : l_123_);
        double _e376 = l_mut_102_;
        double l_139_ = (_e376 + l_94_);
        double l_140_ = (l_126_ ? l_138_ : l_139_);
        l_mut_102_ = l_140_;
        uint l_141_ = uint(l_128_);
        uint _e380 = l_mut_103_;
        l_mut_103_ = (_e380 + l_141_);
        double _e382 = l_mut_102_;
        double l_142_ = (_e382 + l_91_);
        double _e384 = l_mut_102_;
        double l_143_ = (l_142_ - _e384);
        double l_144_ = (l_91_ - l_143_);
        uint _e387 = l_mut_103_;
        bool l_145_ = (_e387 < 3u);
        bool l_146_ = (l_144_ != 0.0L);
        if (l_145_) {
            local_8 = l_146_;
        } else {
            local_8 = false;
        }
        bool l_147_ = local_8;
        uint _e396 = l_mut_103_;
        bool l_148_ = (_e396 == 0u);
        if (l_147_) {
            local_9 = l_148_;
        } else {
            local_9 = false;
        }
        bool l_149_ = local_9;
        double _e403 = l_mut_98_;
        double l_150_ = (l_149_ ? l_142_ : _e403);
        l_mut_98_ = l_150_;
        uint _e405 = l_mut_103_;
        bool l_151_ = (_e405 == 1u);
        if (l_147_) {
            local_10 = l_151_;
        } else {
            local_10 = false;
        }
        bool l_152_ = local_10;
        double _e412 = l_mut_99_;
        double l_153_ = (l_152_ ? l_142_ : _e412);
        l_mut_99_ = l_153_;
        uint _e414 = l_mut_103_;
        bool l_154_ = (_e414 == 2u);
        if (l_147_) {
            local_11 = l_154_;
        } else {
            local_11 = false;
        }
        bool l_155_ = local_11;
        double _e421 = l_mut_100_;
        double l_156_ = (l_155_ ? l_142_ : _e421);
        l_mut_100_ = l_156_;
        double l_157_ = (l_147_ ? l_144_ : l_142_);
        double _e424 = l_mut_102_;
        double l_158_ = (_e424 + l_91_);
        double l_159_ = (l_145_ ? l_157_ : l_158_);
        l_mut_102_ = l_159_;
        uint l_160_ = uint(l_147_);
        uint _e428 = l_mut_103_;
        l_mut_103_ = (_e428 + l_160_);
        double _e430 = l_mut_102_;
        double l_161_ = (_e430 + l_88_);
        double _e432 = l_mut_102_;
        double l_162_ = (l_161_ - _e432);
        double l_163_ = (l_88_ - l_162_);
        uint _e435 = l_mut_103_;
        bool l_164_ = (_e435 < 3u);
        bool l_165_ = (l_163_ != 0.0L);
        if (l_164_) {
            local_12 = l_165_;
        } else {
            local_12 = false;
        }
        bool l_166_ = local_12;
        uint _e444 = l_mut_103_;
        bool l_167_ = (_e444 == 0u);
        if (l_166_) {
            local_13 = l_167_;
        } else {
            local_13 = false;
        }
        bool l_168_ = local_13;
        double _e451 = l_mut_98_;
        double l_169_ = (l_168_ ? l_161_ : _e451);
        l_mut_98_ = l_169_;
        uint _e453 = l_mut_103_;
        bool l_170_ = (_e453 == 1u);
        if (l_166_) {
            local_14 = l_170_;
        } else {
            local_14 = false;
        }
        bool l_171_ = local_14;
        double _e460 = l_mut_99_;
        double l_172_ = (l_171_ ? l_161_ : _e460);
        l_mut_99_ = l_172_;
        uint _e462 = l_mut_103_;
        bool l_173_ = (_e462 == 2u);
        if (l_166_) {
            local_15 = l_173_;
        } else {
            local_15 = false;
        }
        bool l_174_ = local_15;
        double _e469 = l_mut_100_;
        double l_175_ = (l_174_ ? l_161_ : _e469);
        l_mut_100_ = l_175_;
        double l_176_ = (l_166_ ? l_163_ : l_161_);
        double _e472 = l_mut_102_;
        double l_177_ = (_e472 + l_88_);
        double l_178_ = (l_164_ ? l_176_ : l_177_);
        l_mut_102_ = l_178_;
        uint l_179_ = uint(l_166_);
        uint _e476 = l_mut_103_;
        l_mut_103_ = (_e476 + l_179_);
        uint _e478 = l_mut_103_;
        bool l_180_ = (_e478 == 0u);
        double _e481 = l_mut_98_;
        double _e482 = l_mut_102_;
        double l_181_ = (l_180_ ? _e482 : _e481);
        l_mut_98_ = l_181_;
        uint _e484 = l_mut_103_;
        bool l_182_ = (_e484 == 1u);
        double _e487 = l_mut_99_;
        double _e488 = l_mut_102_;
        double l_183_ = (l_182_ ? _e488 : _e487);
        l_mut_99_ = l_183_;
        uint _e490 = l_mut_103_;
        bool l_184_ = (_e490 == 2u);
        double _e493 = l_mut_100_;
        double _e494 = l_mut_102_;
        double l_185_ = (l_184_ ? _e494 : _e493);
        l_mut_100_ = l_185_;
        uint _e496 = l_mut_103_;
        bool l_186_ = (_e496 == 3u);
        double _e499 = l_mut_101_;
        double _e500 = l_mut_102_;
        double l_187_ = (l_186_ ? _e500 : _e499);
        l_mut_101_ = l_187_;
        uint l_263_ = asuint(info.Load(12+0));
        uint l_264_ = (l_263_ * 1u);
        bool l_265_ = (id < l_264_);
        if (l_265_) {
            double _e511 = l_mut_98_;
            buffer_3_global.Store(id*8, _e511);
        }
        uint l_188_ = (l_1_ + id);
        uint l_266_ = asuint(info.Load(12+0));
        uint l_267_ = (l_266_ * 1u);
        bool l_268_ = (l_188_ < l_267_);
        if (l_268_) {
            double _e522 = l_mut_99_;
            buffer_3_global.Store(l_188_*8, _e522);
        }
        uint l_189_ = (2u * l_1_);
        uint l_190_ = (l_189_ + id);
        uint l_269_ = asuint(info.Load(12+0));
        uint l_270_ = (l_269_ * 1u);
        bool l_271_ = (l_190_ < l_270_);
        if (l_271_) {
            double _e535 = l_mut_100_;
            buffer_3_global.Store(l_190_*8, _e535);
        }
        uint l_191_ = (3u * l_1_);
        uint l_192_ = (l_191_ + id);
        uint l_272_ = asuint(info.Load(12+0));
        uint l_273_ = (l_272_ * 1u);
        bool l_274_ = (l_192_ < l_273_);
        if (l_274_) {
            double _e548 = l_mut_101_;
            buffer_3_global.Store(l_192_*8, _e548);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
