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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_24_ = (double)0;
    double l_mut_25_ = (double)0;
    uint l_mut_278_ = (uint)0;
    uint l_mut_26_ = 0u;
    uint l_mut_53_ = 1u;
    uint l_mut_197_ = 0u;
    uint l_mut_281_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_289_ = asuint(info.Load(8+0));
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (0u < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(0u, l_292_);
        double l_294_ = buffer_2_global.Load<double>(l_293_*8);
        double l_3_ = (l_291_ ? l_294_ : 0.0L);
        uint l_296_ = asuint(info.Load(8+0));
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (1u < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(1u, l_299_);
        double l_301_ = buffer_2_global.Load<double>(l_300_*8);
        double l_4_ = (l_298_ ? l_301_ : 0.0L);
        uint l_303_ = asuint(info.Load(0+0));
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (id < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(id, l_306_);
        double l_308_ = buffer_0_global.Load<double>(l_307_*8);
        double l_5_ = (l_305_ ? l_308_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_310_ = asuint(info.Load(0+0));
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (l_6_ < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(l_6_, l_313_);
        double l_315_ = buffer_0_global.Load<double>(l_314_*8);
        double l_7_ = (l_312_ ? l_315_ : 0.0L);
        uint l_317_ = asuint(info.Load(4+0));
        uint l_318_ = (l_317_ * 1u);
        bool l_319_ = (id < l_318_);
        uint l_320_ = (l_318_ - 1u);
        uint l_321_ = min(id, l_320_);
        double l_322_ = buffer_1_global.Load<double>(l_321_*8);
        double l_8_ = (l_319_ ? l_322_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_324_ = asuint(info.Load(4+0));
        uint l_325_ = (l_324_ * 1u);
        bool l_326_ = (l_9_ < l_325_);
        uint l_327_ = (l_325_ - 1u);
        uint l_328_ = min(l_9_, l_327_);
        double l_329_ = buffer_1_global.Load<double>(l_328_*8);
        double l_10_ = (l_326_ ? l_329_ : 0.0L);
        uint l_331_ = asuint(info.Load(8+0));
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (2u < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(2u, l_334_);
        double l_336_ = buffer_2_global.Load<double>(l_335_*8);
        double l_12_ = (l_333_ ? l_336_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_338_ = asuint(info.Load(8+0));
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (3u < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(3u, l_341_);
        double l_343_ = buffer_2_global.Load<double>(l_342_*8);
        double l_15_ = (l_340_ ? l_343_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_345_ = asuint(info.Load(8+0));
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (5u < l_346_);
        uint l_348_ = (l_346_ - 1u);
        uint l_349_ = min(5u, l_348_);
        double l_350_ = buffer_2_global.Load<double>(l_349_*8);
        double l_18_ = (l_347_ ? l_350_ : 0.0L);
        double l_19_ = (l_5_ / l_18_);
        double l_20_ = (l_19_ + 0.5L);
        double l_21_ = floor(l_20_);
        double l_23_ = (l_21_ * 1.0L);
        l_mut_24_ = l_5_;
        l_mut_25_ = l_7_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e231 = l_mut_26_;
                l_mut_26_ = (_e231 + 1u);
            }
            loop_init = false;
            uint _e190 = l_mut_26_;
            if ((_e190 < l_16_)) {
            } else {
                break;
            }
            {
                uint _e192 = l_mut_26_;
                uint l_27_ = (5u + _e192);
                uint l_372_ = asuint(info.Load(8+0));
                uint l_373_ = (l_372_ * 1u);
                bool l_374_ = (l_27_ < l_373_);
                uint l_375_ = (l_373_ - 1u);
                uint l_376_ = min(l_27_, l_375_);
                double l_377_ = buffer_2_global.Load<double>(l_376_*8);
                double l_28_ = (l_374_ ? l_377_ : 0.0L);
                double l_29_ = -(l_28_);
                double l_30_ = (l_23_ * l_29_);
                double _e211 = l_mut_24_;
                double l_31_ = (_e211 + l_30_);
                double l_32_ = (l_31_ * l_4_);
                double _e214 = l_mut_24_;
                double l_33_ = (l_32_ - _e214);
                double l_34_ = (l_33_ * l_4_);
                double l_35_ = (l_32_ - l_34_);
                double l_36_ = (l_35_ * l_4_);
                double _e219 = l_mut_24_;
                double l_37_ = (_e219 - l_36_);
                double l_38_ = (l_30_ - l_34_);
                double l_39_ = (l_37_ + l_38_);
                double _e223 = l_mut_25_;
                double l_40_ = (l_39_ + _e223);
                double l_41_ = (l_32_ + l_40_);
                double l_42_ = (l_41_ * l_4_);
                double l_43_ = (l_42_ - l_32_);
                double l_44_ = (l_43_ * l_4_);
                double l_45_ = (l_40_ - l_44_);
                l_mut_24_ = l_42_;
                l_mut_25_ = l_45_;
            }
        }
        double _e233 = l_mut_24_;
        double l_46_ = (_e233 * 0.00390625L);
        double _e236 = l_mut_25_;
        double l_47_ = (_e236 * 0.00390625L);
        uint l_48_ = (l_13_ - 1u);
        uint l_49_ = (5u + l_16_);
        uint l_352_ = asuint(info.Load(8+0));
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (l_49_ < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(l_49_, l_355_);
        double l_357_ = buffer_2_global.Load<double>(l_356_*8);
        double l_50_ = (l_354_ ? l_357_ : 0.0L);
        l_mut_25_ = l_50_;
        uint l_51_ = (l_49_ + 1u);
        uint l_359_ = asuint(info.Load(8+0));
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (l_51_ < l_360_);
        uint l_362_ = (l_360_ - 1u);
        uint l_363_ = min(l_51_, l_362_);
        double l_364_ = buffer_2_global.Load<double>(l_363_*8);
        double l_52_ = (l_361_ ? l_364_ : 0.0L);
        l_mut_24_ = l_52_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e382 = l_mut_53_;
                l_mut_53_ = (_e382 + 1u);
            }
            loop_init_1 = false;
            uint _e276 = l_mut_53_;
            if ((_e276 < l_48_)) {
            } else {
                break;
            }
            {
                double _e278 = l_mut_25_;
                double l_54_ = (_e278 * l_46_);
                double l_55_ = (l_54_ * l_4_);
                double _e281 = l_mut_25_;
                double l_56_ = (l_3_ * _e281);
                double l_57_ = (l_56_ * l_4_);
                double _e284 = l_mut_25_;
                double l_58_ = (l_57_ - _e284);
                double l_59_ = (l_58_ * l_4_);
                double l_60_ = (l_57_ - l_59_);
                double _e288 = l_mut_25_;
                double l_61_ = (_e288 - l_60_);
                double l_62_ = (l_3_ * l_46_);
                double l_63_ = (l_62_ * l_4_);
                double l_64_ = (l_63_ - l_46_);
                double l_65_ = (l_64_ * l_4_);
                double l_66_ = (l_63_ - l_65_);
                double l_67_ = (l_46_ - l_66_);
                double l_68_ = (l_60_ * l_66_);
                double l_69_ = (l_68_ - l_55_);
                double l_70_ = (l_60_ * l_67_);
                double l_71_ = (l_69_ + l_70_);
                double l_72_ = (l_61_ * l_66_);
                double l_73_ = (l_71_ + l_72_);
                double l_74_ = (l_61_ * l_67_);
                double l_75_ = (l_73_ + l_74_);
                double _e304 = l_mut_25_;
                double l_76_ = (_e304 * l_47_);
                double _e306 = l_mut_24_;
                double l_77_ = (_e306 * l_46_);
                double l_78_ = (l_76_ + l_77_);
                double l_79_ = (l_75_ + l_78_);
                double l_80_ = (l_55_ + l_79_);
                double l_81_ = (l_80_ * l_4_);
                double l_82_ = (l_81_ - l_55_);
                double l_83_ = (l_82_ * l_4_);
                double l_84_ = (l_79_ - l_83_);
                uint _e316 = l_mut_53_;
                uint l_85_ = (2u * _e316);
                uint l_86_ = (l_49_ + l_85_);
                uint l_379_ = asuint(info.Load(8+0));
                uint l_380_ = (l_379_ * 1u);
                bool l_381_ = (l_86_ < l_380_);
                uint l_382_ = (l_380_ - 1u);
                uint l_383_ = min(l_86_, l_382_);
                double l_384_ = buffer_2_global.Load<double>(l_383_*8);
                double l_87_ = (l_381_ ? l_384_ : 0.0L);
                uint l_88_ = (l_86_ + 1u);
                uint l_386_ = asuint(info.Load(8+0));
                uint l_387_ = (l_386_ * 1u);
                bool l_388_ = (l_88_ < l_387_);
                uint l_389_ = (l_387_ - 1u);
                uint l_390_ = min(l_88_, l_389_);
                double l_391_ = buffer_2_global.Load<double>(l_390_*8);
                double l_89_ = (l_388_ ? l_391_ : 0.0L);
                double l_90_ = (l_81_ + l_87_);
                double l_91_ = (l_90_ * l_4_);
                double l_92_ = (l_91_ - l_81_);
                double l_93_ = (l_92_ * l_4_);
                double l_94_ = (l_91_ - l_93_);
                double l_95_ = (l_94_ * l_4_);
                double l_96_ = (l_81_ - l_95_);
                double l_97_ = (l_87_ - l_93_);
                double l_98_ = (l_96_ + l_97_);
                double l_99_ = (l_84_ + l_89_);
                double l_100_ = (l_99_ * l_4_);
                double l_101_ = (l_100_ - l_84_);
                double l_102_ = (l_101_ * l_4_);
                double l_103_ = (l_100_ - l_102_);
                double l_104_ = (l_103_ * l_4_);
                double l_105_ = (l_84_ - l_104_);
                double l_106_ = (l_89_ - l_102_);
                double l_107_ = (l_105_ + l_106_);
                double l_108_ = (l_98_ + l_100_);
                double l_109_ = (l_91_ + l_108_);
                double l_110_ = (l_109_ * l_4_);
                double l_111_ = (l_110_ - l_91_);
                double l_112_ = (l_111_ * l_4_);
                double l_113_ = (l_108_ - l_112_);
                double l_114_ = (l_107_ + l_113_);
                double l_115_ = (l_110_ + l_114_);
                double l_116_ = (l_115_ * l_4_);
                double l_117_ = (l_116_ - l_110_);
                double l_118_ = (l_117_ * l_4_);
                double l_119_ = (l_114_ - l_118_);
                l_mut_25_ = l_116_;
                l_mut_24_ = l_119_;
            }
        }
        double _e384 = l_mut_25_;
        double l_120_ = (_e384 * l_46_);
        double l_121_ = (l_120_ * l_4_);
        double _e387 = l_mut_25_;
        double l_122_ = (l_3_ * _e387);
        double l_123_ = (l_122_ * l_4_);
        double _e390 = l_mut_25_;
        double l_124_ = (l_123_ - _e390);
        double l_125_ = (l_124_ * l_4_);
        double l_126_ = (l_123_ - l_125_);
        double _e394 = l_mut_25_;
        double l_127_ = (_e394 - l_126_);
        double l_128_ = (l_3_ * l_46_);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_129_ - l_46_);
        double l_131_ = (l_130_ * l_4_);
        double l_132_ = (l_129_ - l_131_);
        double l_133_ = (l_46_ - l_132_);
        double l_134_ = (l_126_ * l_132_);
        double l_135_ = (l_134_ - l_121_);
        double l_136_ = (l_126_ * l_133_);
        double l_137_ = (l_135_ + l_136_);
        double l_138_ = (l_127_ * l_132_);
        double l_139_ = (l_137_ + l_138_);
        double l_140_ = (l_127_ * l_133_);
        double l_141_ = (l_139_ + l_140_);
        double _e410 = l_mut_25_;
        double l_142_ = (_e410 * l_47_);
        double _e412 = l_mut_24_;
        double l_143_ = (_e412 * l_46_);
        double l_144_ = (l_142_ + l_143_);
        double l_145_ = (l_141_ + l_144_);
        double l_146_ = (l_121_ + l_145_);
        double l_147_ = (l_146_ * l_4_);
        double l_148_ = (l_147_ - l_121_);
        double l_149_ = (l_148_ * l_4_);
        double l_150_ = (l_145_ - l_149_);
        double l_151_ = (l_147_ + 1.0L);
        double l_152_ = (l_151_ * l_4_);
        double l_153_ = (l_152_ - l_147_);
        double l_154_ = (l_153_ * l_4_);
        double l_155_ = (l_152_ - l_154_);
        double l_156_ = (l_155_ * l_4_);
        double l_157_ = (l_147_ - l_156_);
        double l_158_ = (1.0L - l_154_);
        double l_159_ = (l_157_ + l_158_);
        double l_160_ = (l_159_ + l_150_);
        double l_161_ = (l_152_ + l_160_);
        double l_162_ = (l_161_ * l_4_);
        double l_163_ = (l_162_ - l_152_);
        double l_164_ = (l_163_ * l_4_);
        double l_165_ = (l_160_ - l_164_);
        double l_166_ = (l_162_ * l_46_);
        double l_167_ = (l_166_ * l_4_);
        double l_168_ = (l_3_ * l_162_);
        double l_169_ = (l_168_ * l_4_);
        double l_170_ = (l_169_ - l_162_);
        double l_171_ = (l_170_ * l_4_);
        double l_172_ = (l_169_ - l_171_);
        double l_173_ = (l_162_ - l_172_);
        double l_174_ = (l_3_ * l_46_);
        double l_175_ = (l_174_ * l_4_);
        double l_176_ = (l_175_ - l_46_);
        double l_177_ = (l_176_ * l_4_);
        double l_178_ = (l_175_ - l_177_);
        double l_179_ = (l_46_ - l_178_);
        double l_180_ = (l_172_ * l_178_);
        double l_181_ = (l_180_ - l_167_);
        double l_182_ = (l_172_ * l_179_);
        double l_183_ = (l_181_ + l_182_);
        double l_184_ = (l_173_ * l_178_);
        double l_185_ = (l_183_ + l_184_);
        double l_186_ = (l_173_ * l_179_);
        double l_187_ = (l_185_ + l_186_);
        double l_188_ = (l_162_ * l_47_);
        double l_189_ = (l_165_ * l_46_);
        double l_190_ = (l_188_ + l_189_);
        double l_191_ = (l_187_ + l_190_);
        double l_192_ = (l_167_ + l_191_);
        double l_193_ = (l_192_ * l_4_);
        double l_194_ = (l_193_ - l_167_);
        double l_195_ = (l_194_ * l_4_);
        double l_196_ = (l_191_ - l_195_);
        l_mut_25_ = l_193_;
        l_mut_24_ = l_196_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e554 = l_mut_197_;
                l_mut_197_ = (_e554 + 1u);
            }
            loop_init_2 = false;
            uint _e471 = l_mut_197_;
            if ((_e471 < 8u)) {
            } else {
                break;
            }
            {
                double _e474 = l_mut_25_;
                double l_198_ = (_e474 * 2.0L);
                double _e477 = l_mut_24_;
                double l_199_ = (_e477 * 2.0L);
                double _e480 = l_mut_25_;
                double _e481 = l_mut_25_;
                double l_200_ = (_e480 * _e481);
                double l_201_ = (l_200_ * l_4_);
                double _e484 = l_mut_25_;
                double l_202_ = (l_3_ * _e484);
                double l_203_ = (l_202_ * l_4_);
                double _e487 = l_mut_25_;
                double l_204_ = (l_203_ - _e487);
                double l_205_ = (l_204_ * l_4_);
                double l_206_ = (l_203_ - l_205_);
                double _e491 = l_mut_25_;
                double l_207_ = (_e491 - l_206_);
                double _e493 = l_mut_25_;
                double l_208_ = (l_3_ * _e493);
                double l_209_ = (l_208_ * l_4_);
                double _e496 = l_mut_25_;
                double l_210_ = (l_209_ - _e496);
                double l_211_ = (l_210_ * l_4_);
                double l_212_ = (l_209_ - l_211_);
                double _e500 = l_mut_25_;
                double l_213_ = (_e500 - l_212_);
                double l_214_ = (l_206_ * l_212_);
                double l_215_ = (l_214_ - l_201_);
                double l_216_ = (l_206_ * l_213_);
                double l_217_ = (l_215_ + l_216_);
                double l_218_ = (l_207_ * l_212_);
                double l_219_ = (l_217_ + l_218_);
                double l_220_ = (l_207_ * l_213_);
                double l_221_ = (l_219_ + l_220_);
                double _e510 = l_mut_25_;
                double _e511 = l_mut_24_;
                double l_222_ = (_e510 * _e511);
                double _e513 = l_mut_24_;
                double _e514 = l_mut_25_;
                double l_223_ = (_e513 * _e514);
                double l_224_ = (l_222_ + l_223_);
                double l_225_ = (l_221_ + l_224_);
                double l_226_ = (l_201_ + l_225_);
                double l_227_ = (l_226_ * l_4_);
                double l_228_ = (l_227_ - l_201_);
                double l_229_ = (l_228_ * l_4_);
                double l_230_ = (l_225_ - l_229_);
                double l_231_ = (l_198_ + l_227_);
                double l_232_ = (l_231_ * l_4_);
                double l_233_ = (l_232_ - l_198_);
                double l_234_ = (l_233_ * l_4_);
                double l_235_ = (l_232_ - l_234_);
                double l_236_ = (l_235_ * l_4_);
                double l_237_ = (l_198_ - l_236_);
                double l_238_ = (l_227_ - l_234_);
                double l_239_ = (l_237_ + l_238_);
                double l_240_ = (l_199_ + l_230_);
                double l_241_ = (l_240_ * l_4_);
                double l_242_ = (l_241_ - l_199_);
                double l_243_ = (l_242_ * l_4_);
                double l_244_ = (l_241_ - l_243_);
                double l_245_ = (l_244_ * l_4_);
                double l_246_ = (l_199_ - l_245_);
                double l_247_ = (l_230_ - l_243_);
                double l_248_ = (l_246_ + l_247_);
                double l_249_ = (l_239_ + l_241_);
                double l_250_ = (l_232_ + l_249_);
                double l_251_ = (l_250_ * l_4_);
                double l_252_ = (l_251_ - l_232_);
                double l_253_ = (l_252_ * l_4_);
                double l_254_ = (l_249_ - l_253_);
                double l_255_ = (l_248_ + l_254_);
                double l_256_ = (l_251_ + l_255_);
                double l_257_ = (l_256_ * l_4_);
                double l_258_ = (l_257_ - l_251_);
                double l_259_ = (l_258_ * l_4_);
                double l_260_ = (l_255_ - l_259_);
                l_mut_25_ = l_257_;
                l_mut_24_ = l_260_;
            }
        }
        double _e556 = l_mut_25_;
        double l_261_ = (_e556 + 1.0L);
        double l_262_ = (l_261_ * l_4_);
        double _e560 = l_mut_25_;
        double l_263_ = (l_262_ - _e560);
        double l_264_ = (l_263_ * l_4_);
        double l_265_ = (l_262_ - l_264_);
        double l_266_ = (l_265_ * l_4_);
        double _e565 = l_mut_25_;
        double l_267_ = (_e565 - l_266_);
        double l_268_ = (1.0L - l_264_);
        double l_269_ = (l_267_ + l_268_);
        double _e570 = l_mut_24_;
        double l_270_ = (l_269_ + _e570);
        double l_271_ = (l_262_ + l_270_);
        double l_272_ = (l_271_ * l_4_);
        double l_273_ = (l_272_ - l_262_);
        double l_274_ = (l_273_ * l_4_);
        double l_275_ = (l_270_ - l_274_);
        double l_276_ = abs(l_21_);
        uint l_277_ = naga_f2u32(l_276_);
        l_mut_278_ = l_277_;
        bool l_279_ = (l_21_ < 0.0L);
        double l_280_ = (l_279_ ? 0.5L : 2.0L);
        l_mut_25_ = l_280_;
        l_mut_24_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e607 = l_mut_281_;
                l_mut_281_ = (_e607 + 1u);
            }
            loop_init_3 = false;
            uint _e587 = l_mut_281_;
            if ((_e587 < 11u)) {
            } else {
                break;
            }
            {
                uint _e590 = l_mut_278_;
                uint l_282_ = (_e590 & 1u);
                bool l_283_ = (l_282_ == 1u);
                double _e595 = l_mut_24_;
                double _e596 = l_mut_25_;
                double l_284_ = (_e595 * _e596);
                double _e598 = l_mut_24_;
                double l_285_ = (l_283_ ? l_284_ : _e598);
                l_mut_24_ = l_285_;
                double _e600 = l_mut_25_;
                double _e601 = l_mut_25_;
                l_mut_25_ = (_e600 * _e601);
                uint _e603 = l_mut_278_;
                l_mut_278_ = (_e603 >> 1u);
            }
        }
        double _e609 = l_mut_24_;
        double l_286_ = (l_272_ * _e609);
        double _e611 = l_mut_24_;
        double l_287_ = (l_275_ * _e611);
        uint l_366_ = asuint(info.Load(12+0));
        uint l_367_ = (l_366_ * 1u);
        bool l_368_ = (id < l_367_);
        if (l_368_) {
            buffer_3_global.Store(id*8, l_286_);
        }
        uint l_288_ = (l_1_ + id);
        uint l_369_ = asuint(info.Load(12+0));
        uint l_370_ = (l_369_ * 1u);
        bool l_371_ = (l_288_ < l_370_);
        if (l_371_) {
            buffer_3_global.Store(l_288_*8, l_287_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
