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

[numthreads(64, 1, 1)]
void exhaustive_points(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_103_ = (uint)0;
    uint l_mut_54_ = (uint)0;
    uint l_mut_55_ = (uint)0;
    uint l_mut_56_ = (uint)0;
    uint l_mut_57_ = (uint)0;
    uint l_mut_91_ = (uint)0;
    uint l_mut_97_ = (uint)0;
    uint l_mut_58_ = 0u;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_214_ = asuint(info.Load(12+0));
        uint l_215_ = (l_214_ * 1u);
        uint l_216_ = (l_215_ - 1u);
        uint l_217_ = min(3u, l_216_);
        uint _e47; buffer_3_global.InterlockedAdd(l_217_*4, 1u, _e47);
    }
    uint l_200_ = asuint(info.Load(4+0));
    uint l_201_ = (l_200_ * 1u);
    bool l_202_ = (0u < l_201_);
    uint l_203_ = (l_201_ - 1u);
    uint l_204_ = min(0u, l_203_);
    uint l_205_ = asuint(buffer_1_global.Load(l_204_*4));
    uint l_4_ = (l_202_ ? l_205_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_207_ = asuint(info.Load(4+0));
    uint l_208_ = (l_207_ * 1u);
    bool l_209_ = (l_6_ < l_208_);
    uint l_210_ = (l_208_ - 1u);
    uint l_211_ = min(l_6_, l_210_);
    uint l_212_ = asuint(buffer_1_global.Load(l_211_*4));
    uint l_7_ = (l_209_ ? l_212_ : 0u);
    bool l_8_ = (id < l_4_);
    if (l_8_) {
        uint l_219_ = asuint(info.Load(4+0));
        uint l_220_ = (l_219_ * 1u);
        bool l_221_ = (2u < l_220_);
        uint l_222_ = (l_220_ - 1u);
        uint l_223_ = min(2u, l_222_);
        uint l_224_ = asuint(buffer_1_global.Load(l_223_*4));
        uint l_10_ = (l_221_ ? l_224_ : 0u);
        uint l_12_ = (2u + 1u);
        uint l_226_ = asuint(info.Load(4+0));
        uint l_227_ = (l_226_ * 1u);
        bool l_228_ = (l_12_ < l_227_);
        uint l_229_ = (l_227_ - 1u);
        uint l_230_ = min(l_12_, l_229_);
        uint l_231_ = asuint(buffer_1_global.Load(l_230_*4));
        uint l_13_ = (l_228_ ? l_231_ : 0u);
        uint l_14_ = (l_10_ + id);
        uint l_233_ = asuint(info.Load(4+0));
        uint l_234_ = (l_233_ * 1u);
        bool l_235_ = (4u < l_234_);
        uint l_236_ = (l_234_ - 1u);
        uint l_237_ = min(4u, l_236_);
        uint l_238_ = asuint(buffer_1_global.Load(l_237_*4));
        uint l_16_ = (l_235_ ? l_238_ : 0u);
        uint l_18_ = (4u + 1u);
        uint l_240_ = asuint(info.Load(4+0));
        uint l_241_ = (l_240_ * 1u);
        bool l_242_ = (l_18_ < l_241_);
        uint l_243_ = (l_241_ - 1u);
        uint l_244_ = min(l_18_, l_243_);
        uint l_245_ = asuint(buffer_1_global.Load(l_244_*4));
        uint l_19_ = (l_242_ ? l_245_ : 0u);
        uint l_247_ = asuint(info.Load(4+0));
        uint l_248_ = (l_247_ * 1u);
        bool l_249_ = (6u < l_248_);
        uint l_250_ = (l_248_ - 1u);
        uint l_251_ = min(6u, l_250_);
        uint l_252_ = asuint(buffer_1_global.Load(l_251_*4));
        uint l_21_ = (l_249_ ? l_252_ : 0u);
        uint l_23_ = (6u + 1u);
        uint l_254_ = asuint(info.Load(4+0));
        uint l_255_ = (l_254_ * 1u);
        bool l_256_ = (l_23_ < l_255_);
        uint l_257_ = (l_255_ - 1u);
        uint l_258_ = min(l_23_, l_257_);
        uint l_259_ = asuint(buffer_1_global.Load(l_258_*4));
        uint l_24_ = (l_256_ ? l_259_ : 0u);
        uint l_261_ = asuint(info.Load(4+0));
        uint l_262_ = (l_261_ * 1u);
        bool l_263_ = (8u < l_262_);
        uint l_264_ = (l_262_ - 1u);
        uint l_265_ = min(8u, l_264_);
        uint l_266_ = asuint(buffer_1_global.Load(l_265_*4));
        uint l_26_ = (l_263_ ? l_266_ : 0u);
        uint l_28_ = (8u + 1u);
        uint l_268_ = asuint(info.Load(4+0));
        uint l_269_ = (l_268_ * 1u);
        bool l_270_ = (l_28_ < l_269_);
        uint l_271_ = (l_269_ - 1u);
        uint l_272_ = min(l_28_, l_271_);
        uint l_273_ = asuint(buffer_1_global.Load(l_272_*4));
        uint l_29_ = (l_270_ ? l_273_ : 0u);
        uint l_275_ = asuint(info.Load(4+0));
        uint l_276_ = (l_275_ * 1u);
        bool l_277_ = (10u < l_276_);
        uint l_278_ = (l_276_ - 1u);
        uint l_279_ = min(10u, l_278_);
        uint l_280_ = asuint(buffer_1_global.Load(l_279_*4));
        uint l_31_ = (l_277_ ? l_280_ : 0u);
        uint l_33_ = (10u + 1u);
        uint l_282_ = asuint(info.Load(4+0));
        uint l_283_ = (l_282_ * 1u);
        bool l_284_ = (l_33_ < l_283_);
        uint l_285_ = (l_283_ - 1u);
        uint l_286_ = min(l_33_, l_285_);
        uint l_287_ = asuint(buffer_1_global.Load(l_286_*4));
        uint l_34_ = (l_284_ ? l_287_ : 0u);
        uint l_35_ = (1u << l_16_);
        uint l_36_ = (l_35_ - 1u);
        uint l_37_ = (l_14_ & l_36_);
        uint l_38_ = (l_14_ >> l_16_);
        uint l_39_ = (l_21_ + 1u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_40_ + l_21_);
        uint l_42_ = (2u * l_41_);
        uint l_43_ = (2u * l_42_);
        uint l_289_ = asuint(info.Load(0+0));
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (l_43_ < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(l_43_, l_292_);
        uint l_294_ = asuint(buffer_0_global.Load(l_293_*4));
        uint l_44_ = (l_291_ ? l_294_ : 0u);
        uint l_45_ = (2u * l_42_);
        uint l_46_ = (l_45_ + 1u);
        uint l_296_ = asuint(info.Load(0+0));
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (l_46_ < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(l_46_, l_299_);
        uint l_301_ = asuint(buffer_0_global.Load(l_300_*4));
        uint l_47_ = (l_298_ ? l_301_ : 0u);
        uint l_48_ = (l_42_ + 1u);
        uint l_49_ = (2u * l_48_);
        uint l_303_ = asuint(info.Load(0+0));
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (l_49_ < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(l_49_, l_306_);
        uint l_308_ = asuint(buffer_0_global.Load(l_307_*4));
        uint l_50_ = (l_305_ ? l_308_ : 0u);
        uint l_51_ = (2u * l_48_);
        uint l_52_ = (l_51_ + 1u);
        uint l_310_ = asuint(info.Load(0+0));
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (l_52_ < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(l_52_, l_313_);
        uint l_315_ = asuint(buffer_0_global.Load(l_314_*4));
        uint l_53_ = (l_312_ ? l_315_ : 0u);
        l_mut_54_ = l_44_;
        l_mut_55_ = l_47_;
        l_mut_56_ = l_50_;
        l_mut_57_ = l_53_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e549 = l_mut_58_;
                l_mut_58_ = (_e549 + 1u);
            }
            loop_init = false;
            uint _e342 = l_mut_58_;
            if ((_e342 < l_21_)) {
            } else {
                break;
            }
            {
                uint l_59_ = (l_40_ + l_21_);
                uint l_60_ = (l_59_ - 1u);
                uint _e347 = l_mut_58_;
                uint l_61_ = (l_60_ - _e347);
                uint l_62_ = (2u * l_61_);
                uint l_63_ = (2u * l_62_);
                uint l_317_ = asuint(info.Load(0+0));
                uint l_318_ = (l_317_ * 1u);
                bool l_319_ = (l_63_ < l_318_);
                uint l_320_ = (l_318_ - 1u);
                uint l_321_ = min(l_63_, l_320_);
                uint l_322_ = asuint(buffer_0_global.Load(l_321_*4));
                uint l_64_ = (l_319_ ? l_322_ : 0u);
                uint l_65_ = (2u * l_62_);
                uint l_66_ = (l_65_ + 1u);
                uint l_324_ = asuint(info.Load(0+0));
                uint l_325_ = (l_324_ * 1u);
                bool l_326_ = (l_66_ < l_325_);
                uint l_327_ = (l_325_ - 1u);
                uint l_328_ = min(l_66_, l_327_);
                uint l_329_ = asuint(buffer_0_global.Load(l_328_*4));
                uint l_67_ = (l_326_ ? l_329_ : 0u);
                uint l_68_ = (l_62_ + 1u);
                uint l_69_ = (2u * l_68_);
                uint l_331_ = asuint(info.Load(0+0));
                uint l_332_ = (l_331_ * 1u);
                bool l_333_ = (l_69_ < l_332_);
                uint l_334_ = (l_332_ - 1u);
                uint l_335_ = min(l_69_, l_334_);
                uint l_336_ = asuint(buffer_0_global.Load(l_335_*4));
                uint l_70_ = (l_333_ ? l_336_ : 0u);
                uint l_71_ = (2u * l_68_);
                uint l_72_ = (l_71_ + 1u);
                uint l_338_ = asuint(info.Load(0+0));
                uint l_339_ = (l_338_ * 1u);
                bool l_340_ = (l_72_ < l_339_);
                uint l_341_ = (l_339_ - 1u);
                uint l_342_ = min(l_72_, l_341_);
                uint l_343_ = asuint(buffer_0_global.Load(l_342_*4));
                uint l_73_ = (l_340_ ? l_343_ : 0u);
                uint _e425 = l_mut_54_;
                uint l_74_ = (_e425 * l_37_);
                uint _e427 = l_mut_54_;
                uint64_t l_345_ = uint64_t(_e427);
                uint64_t l_346_ = uint64_t(l_37_);
                uint64_t l_347_ = (l_345_ * l_346_);
                uint64_t l_348_ = (l_347_ >> uint(32uL));
                uint l_75_ = uint(l_348_);
                uint _e437 = l_mut_55_;
                uint l_76_ = (_e437 * l_37_);
                uint l_77_ = (l_75_ + l_76_);
                uint _e440 = l_mut_56_;
                uint l_78_ = (_e440 * l_37_);
                uint _e442 = l_mut_56_;
                uint64_t l_350_ = uint64_t(_e442);
                uint64_t l_351_ = uint64_t(l_37_);
                uint64_t l_352_ = (l_350_ * l_351_);
                uint64_t l_353_ = (l_352_ >> uint(32uL));
                uint l_79_ = uint(l_353_);
                uint _e452 = l_mut_57_;
                uint l_80_ = (_e452 * l_37_);
                uint l_81_ = (l_79_ + l_80_);
                uint _e455 = l_mut_54_;
                uint l_82_ = (_e455 * l_37_);
                uint _e457 = l_mut_55_;
                uint l_83_ = (_e457 * l_37_);
                uint _e459 = l_mut_54_;
                uint64_t l_355_ = uint64_t(_e459);
                uint64_t l_356_ = uint64_t(l_37_);
                uint64_t l_357_ = (l_355_ * l_356_);
                uint64_t l_358_ = (l_357_ >> uint(32uL));
                uint l_84_ = uint(l_358_);
                uint l_85_ = (l_84_ + l_83_);
                uint _e470 = l_mut_55_;
                uint64_t l_360_ = uint64_t(_e470);
                uint64_t l_361_ = uint64_t(l_37_);
                uint64_t l_362_ = (l_360_ * l_361_);
                uint64_t l_363_ = (l_362_ >> uint(32uL));
                uint l_86_ = uint(l_363_);
                bool l_87_ = (l_85_ < l_83_);
                uint l_88_ = uint(l_87_);
                uint l_89_ = (l_86_ + l_88_);
                l_mut_91_ = l_82_;
                bool l_92_ = (0u > 0u);
                if (l_92_) {
                    uint l_93_ = (l_82_ >> 0u);
                    uint l_94_ = (32u - 0u);
                    uint l_95_ = (l_85_ << l_94_);
                    uint l_96_ = (l_93_ | l_95_);
                    l_mut_91_ = l_96_;
                }
                l_mut_97_ = l_85_;
                bool l_98_ = (0u > 0u);
                if (l_98_) {
                    uint l_99_ = (l_85_ >> 0u);
                    uint l_100_ = (32u - 0u);
                    uint l_101_ = (l_89_ << l_100_);
                    uint l_102_ = (l_99_ | l_101_);
                    l_mut_97_ = l_102_;
                }
                uint _e498 = l_mut_91_;
                l_mut_103_ = _e498;
                uint _e499 = l_mut_97_;
                l_mut_91_ = _e499;
                if (true) {
                    l_mut_103_ = l_89_;
                    l_mut_91_ = 0u;
                } else {
                    if (true) {
                        l_mut_97_ = l_85_;
                        bool l_106_ = (0u > 0u);
                        if (l_106_) {
                            uint l_107_ = (l_85_ >> 0u);
                            uint l_108_ = (32u - 0u);
                            uint l_109_ = (l_89_ << l_108_);
                            uint l_110_ = (l_107_ | l_109_);
                            l_mut_97_ = l_110_;
                        }
                        uint l_111_ = (l_89_ >> 0u);
                        uint _e511 = l_mut_97_;
                        l_mut_103_ = _e511;
                        l_mut_91_ = l_111_;
                    }
                }
                uint _e512 = l_mut_103_;
                uint l_112_ = (l_78_ + _e512);
                uint _e514 = l_mut_91_;
                uint l_113_ = (l_81_ + _e514);
                bool l_114_ = (l_112_ < l_78_);
                uint l_115_ = uint(l_114_);
                uint l_116_ = (l_113_ + l_115_);
                uint l_117_ = (l_74_ + l_64_);
                uint l_118_ = (l_77_ + l_67_);
                bool l_119_ = (l_117_ < l_74_);
                uint l_120_ = uint(l_119_);
                uint l_121_ = (l_118_ + l_120_);
                bool l_122_ = (l_121_ < l_77_);
                bool l_123_ = (l_121_ == l_77_);
                bool l_124_ = (l_117_ < l_74_);
                if (l_123_) {
                    local = l_124_;
                } else {
                    local = false;
                }
                bool l_125_ = local;
                if (!(l_122_)) {
                    local_1 = l_125_;
                } else {
                    local_1 = true;
                }
                bool l_126_ = local_1;
                uint l_127_ = uint(l_126_);
                uint l_128_ = (l_112_ + l_70_);
                uint l_129_ = (l_116_ + l_73_);
                bool l_130_ = (l_128_ < l_112_);
                uint l_131_ = uint(l_130_);
                uint l_132_ = (l_129_ + l_131_);
                uint l_133_ = (l_128_ + l_127_);
                uint l_134_ = (l_132_ + 0u);
                bool l_135_ = (l_133_ < l_128_);
                uint l_136_ = uint(l_135_);
                uint l_137_ = (l_134_ + l_136_);
                l_mut_54_ = l_117_;
                l_mut_55_ = l_121_;
                l_mut_56_ = l_133_;
                l_mut_57_ = l_137_;
            }
        }
        uint _e551 = l_mut_54_;
        uint _e552 = l_mut_55_;
        uint l_138_ = (_e551 | _e552);
        bool l_139_ = (l_138_ == 0u);
        bool l_140_ = !(l_139_);
        uint l_141_ = uint(l_140_);
        uint _e559 = l_mut_54_;
        uint l_142_ = (0u - _e559);
        uint _e562 = l_mut_55_;
        uint l_143_ = (0u - _e562);
        uint _e565 = l_mut_54_;
        bool l_144_ = (0u < _e565);
        uint l_145_ = uint(l_144_);
        uint l_146_ = (l_143_ - l_145_);
        uint _e570 = l_mut_56_;
        uint l_147_ = (0u - _e570);
        uint _e573 = l_mut_57_;
        uint l_148_ = (0u - _e573);
        uint _e576 = l_mut_56_;
        bool l_149_ = (0u < _e576);
        uint l_150_ = uint(l_149_);
        uint l_151_ = (l_148_ - l_150_);
        uint l_152_ = (l_147_ - l_141_);
        uint l_153_ = (l_151_ - 0u);
        bool l_154_ = (l_147_ < l_141_);
        uint l_155_ = uint(l_154_);
        uint l_156_ = (l_153_ - l_155_);
        uint _e586 = l_mut_57_;
        bool l_157_ = (_e586 < l_34_);
        uint _e588 = l_mut_57_;
        bool l_158_ = (_e588 == l_34_);
        uint _e590 = l_mut_56_;
        bool l_159_ = (_e590 < l_31_);
        if (l_158_) {
            local_2 = l_159_;
        } else {
            local_2 = false;
        }
        bool l_160_ = local_2;
        if (!(l_157_)) {
            local_3 = l_160_;
        } else {
            local_3 = true;
        }
        bool l_161_ = local_3;
        uint _e601 = l_mut_56_;
        uint l_162_ = (_e601 - l_31_);
        uint _e603 = l_mut_57_;
        uint l_163_ = (_e603 - l_34_);
        uint _e605 = l_mut_56_;
        bool l_164_ = (_e605 < l_31_);
        uint l_165_ = uint(l_164_);
        uint l_166_ = (l_163_ - l_165_);
        uint l_167_ = (l_162_ | l_166_);
        bool l_168_ = (l_167_ == 0u);
        uint _e612 = l_mut_55_;
        bool l_169_ = (_e612 < l_29_);
        uint _e614 = l_mut_55_;
        bool l_170_ = (_e614 == l_29_);
        uint _e616 = l_mut_54_;
        bool l_171_ = (_e616 < l_26_);
        if (l_170_) {
            local_4 = l_171_;
        } else {
            local_4 = false;
        }
        bool l_172_ = local_4;
        if (!(l_169_)) {
            local_5 = l_172_;
        } else {
            local_5 = true;
        }
        bool l_173_ = local_5;
        if (l_168_) {
            local_6 = l_173_;
        } else {
            local_6 = false;
        }
        bool l_174_ = local_6;
        if (!(l_161_)) {
            local_7 = l_174_;
        } else {
            local_7 = true;
        }
        bool l_175_ = local_7;
        bool l_176_ = (l_156_ < l_34_);
        bool l_177_ = (l_156_ == l_34_);
        bool l_178_ = (l_152_ < l_31_);
        if (l_177_) {
            local_8 = l_178_;
        } else {
            local_8 = false;
        }
        bool l_179_ = local_8;
        if (!(l_176_)) {
            local_9 = l_179_;
        } else {
            local_9 = true;
        }
        bool l_180_ = local_9;
        uint l_181_ = (l_152_ - l_31_);
        uint l_182_ = (l_156_ - l_34_);
        bool l_183_ = (l_152_ < l_31_);
        uint l_184_ = uint(l_183_);
        uint l_185_ = (l_182_ - l_184_);
        uint l_186_ = (l_181_ | l_185_);
        bool l_187_ = (l_186_ == 0u);
        bool l_188_ = (l_146_ < l_29_);
        bool l_189_ = (l_146_ == l_29_);
        bool l_190_ = (l_142_ < l_26_);
        if (l_189_) {
            local_10 = l_190_;
        } else {
            local_10 = false;
        }
        bool l_191_ = local_10;
        if (!(l_188_)) {
            local_11 = l_191_;
        } else {
            local_11 = true;
        }
        bool l_192_ = local_11;
        if (l_187_) {
            local_12 = l_192_;
        } else {
            local_12 = false;
        }
        bool l_193_ = local_12;
        if (!(l_180_)) {
            local_13 = l_193_;
        } else {
            local_13 = true;
        }
        bool l_194_ = local_13;
        if (!(l_175_)) {
            local_14 = l_194_;
        } else {
            local_14 = true;
        }
        bool l_195_ = local_14;
        if (l_195_) {
            uint l_365_ = asuint(info.Load(12+0));
            uint l_366_ = (l_365_ * 1u);
            uint l_367_ = (l_366_ - 1u);
            uint l_368_ = min(2u, l_367_);
            uint _e695; buffer_3_global.InterlockedAdd(l_368_*4, 1u, _e695);
            uint l_198_ = asuint(info.Load(24+0));
            bool l_199_ = (_e695 < l_198_);
            if (l_199_) {
                uint l_370_ = asuint(info.Load(8+0));
                uint l_371_ = (l_370_ * 1u);
                bool l_372_ = (_e695 < l_371_);
                if (l_372_) {
                    buffer_2_global.Store(_e695*4, asuint(id));
                    return;
                } else {
                    return;
                }
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
