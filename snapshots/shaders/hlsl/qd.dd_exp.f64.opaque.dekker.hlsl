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
    uint l_mut_250_ = (uint)0;
    double l_mut_25_ = (double)0;
    uint l_mut_26_ = 0u;
    uint l_mut_53_ = 1u;
    uint l_mut_183_ = 0u;
    uint l_mut_253_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_261_ = asuint(info.Load(8+0));
        uint l_262_ = (l_261_ * 1u);
        bool l_263_ = (0u < l_262_);
        uint l_264_ = (l_262_ - 1u);
        uint l_265_ = min(0u, l_264_);
        double l_266_ = buffer_2_global.Load<double>(l_265_*8);
        double l_3_ = (l_263_ ? l_266_ : 0.0L);
        uint l_268_ = asuint(info.Load(8+0));
        uint l_269_ = (l_268_ * 1u);
        bool l_270_ = (1u < l_269_);
        uint l_271_ = (l_269_ - 1u);
        uint l_272_ = min(1u, l_271_);
        double l_273_ = buffer_2_global.Load<double>(l_272_*8);
        double l_4_ = (l_270_ ? l_273_ : 0.0L);
        uint l_275_ = asuint(info.Load(0+0));
        uint l_276_ = (l_275_ * 1u);
        bool l_277_ = (id < l_276_);
        uint l_278_ = (l_276_ - 1u);
        uint l_279_ = min(id, l_278_);
        double l_280_ = buffer_0_global.Load<double>(l_279_*8);
        double l_5_ = (l_277_ ? l_280_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_282_ = asuint(info.Load(0+0));
        uint l_283_ = (l_282_ * 1u);
        bool l_284_ = (l_6_ < l_283_);
        uint l_285_ = (l_283_ - 1u);
        uint l_286_ = min(l_6_, l_285_);
        double l_287_ = buffer_0_global.Load<double>(l_286_*8);
        double l_7_ = (l_284_ ? l_287_ : 0.0L);
        uint l_289_ = asuint(info.Load(4+0));
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (id < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(id, l_292_);
        double l_294_ = buffer_1_global.Load<double>(l_293_*8);
        double l_8_ = (l_291_ ? l_294_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_296_ = asuint(info.Load(4+0));
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (l_9_ < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(l_9_, l_299_);
        double l_301_ = buffer_1_global.Load<double>(l_300_*8);
        double l_10_ = (l_298_ ? l_301_ : 0.0L);
        uint l_303_ = asuint(info.Load(8+0));
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (2u < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(2u, l_306_);
        double l_308_ = buffer_2_global.Load<double>(l_307_*8);
        double l_12_ = (l_305_ ? l_308_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_310_ = asuint(info.Load(8+0));
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (3u < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(3u, l_313_);
        double l_315_ = buffer_2_global.Load<double>(l_314_*8);
        double l_15_ = (l_312_ ? l_315_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_317_ = asuint(info.Load(8+0));
        uint l_318_ = (l_317_ * 1u);
        bool l_319_ = (6u < l_318_);
        uint l_320_ = (l_318_ - 1u);
        uint l_321_ = min(6u, l_320_);
        double l_322_ = buffer_2_global.Load<double>(l_321_*8);
        double l_18_ = (l_319_ ? l_322_ : 0.0L);
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
                uint l_27_ = (6u + _e192);
                uint l_344_ = asuint(info.Load(8+0));
                uint l_345_ = (l_344_ * 1u);
                bool l_346_ = (l_27_ < l_345_);
                uint l_347_ = (l_345_ - 1u);
                uint l_348_ = min(l_27_, l_347_);
                double l_349_ = buffer_2_global.Load<double>(l_348_*8);
                double l_28_ = (l_346_ ? l_349_ : 0.0L);
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
        uint l_49_ = (6u + l_16_);
        uint l_324_ = asuint(info.Load(8+0));
        uint l_325_ = (l_324_ * 1u);
        bool l_326_ = (l_49_ < l_325_);
        uint l_327_ = (l_325_ - 1u);
        uint l_328_ = min(l_49_, l_327_);
        double l_329_ = buffer_2_global.Load<double>(l_328_*8);
        double l_50_ = (l_326_ ? l_329_ : 0.0L);
        l_mut_25_ = l_50_;
        uint l_51_ = (l_49_ + 1u);
        uint l_331_ = asuint(info.Load(8+0));
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (l_51_ < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(l_51_, l_334_);
        double l_336_ = buffer_2_global.Load<double>(l_335_*8);
        double l_52_ = (l_333_ ? l_336_ : 0.0L);
        l_mut_24_ = l_52_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e368 = l_mut_53_;
                l_mut_53_ = (_e368 + 1u);
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
                uint l_351_ = asuint(info.Load(8+0));
                uint l_352_ = (l_351_ * 1u);
                bool l_353_ = (l_86_ < l_352_);
                uint l_354_ = (l_352_ - 1u);
                uint l_355_ = min(l_86_, l_354_);
                double l_356_ = buffer_2_global.Load<double>(l_355_*8);
                double l_87_ = (l_353_ ? l_356_ : 0.0L);
                uint l_88_ = (l_86_ + 1u);
                uint l_358_ = asuint(info.Load(8+0));
                uint l_359_ = (l_358_ * 1u);
                bool l_360_ = (l_88_ < l_359_);
                uint l_361_ = (l_359_ - 1u);
                uint l_362_ = min(l_88_, l_361_);
                double l_363_ = buffer_2_global.Load<double>(l_362_*8);
                double l_89_ = (l_360_ ? l_363_ : 0.0L);
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
                double l_100_ = (l_98_ + l_99_);
                double l_101_ = (l_91_ + l_100_);
                double l_102_ = (l_101_ * l_4_);
                double l_103_ = (l_102_ - l_91_);
                double l_104_ = (l_103_ * l_4_);
                double l_105_ = (l_100_ - l_104_);
                l_mut_25_ = l_102_;
                l_mut_24_ = l_105_;
            }
        }
        double _e370 = l_mut_25_;
        double l_106_ = (_e370 * l_46_);
        double l_107_ = (l_106_ * l_4_);
        double _e373 = l_mut_25_;
        double l_108_ = (l_3_ * _e373);
        double l_109_ = (l_108_ * l_4_);
        double _e376 = l_mut_25_;
        double l_110_ = (l_109_ - _e376);
        double l_111_ = (l_110_ * l_4_);
        double l_112_ = (l_109_ - l_111_);
        double _e380 = l_mut_25_;
        double l_113_ = (_e380 - l_112_);
        double l_114_ = (l_3_ * l_46_);
        double l_115_ = (l_114_ * l_4_);
        double l_116_ = (l_115_ - l_46_);
        double l_117_ = (l_116_ * l_4_);
        double l_118_ = (l_115_ - l_117_);
        double l_119_ = (l_46_ - l_118_);
        double l_120_ = (l_112_ * l_118_);
        double l_121_ = (l_120_ - l_107_);
        double l_122_ = (l_112_ * l_119_);
        double l_123_ = (l_121_ + l_122_);
        double l_124_ = (l_113_ * l_118_);
        double l_125_ = (l_123_ + l_124_);
        double l_126_ = (l_113_ * l_119_);
        double l_127_ = (l_125_ + l_126_);
        double _e396 = l_mut_25_;
        double l_128_ = (_e396 * l_47_);
        double _e398 = l_mut_24_;
        double l_129_ = (_e398 * l_46_);
        double l_130_ = (l_128_ + l_129_);
        double l_131_ = (l_127_ + l_130_);
        double l_132_ = (l_107_ + l_131_);
        double l_133_ = (l_132_ * l_4_);
        double l_134_ = (l_133_ - l_107_);
        double l_135_ = (l_134_ * l_4_);
        double l_136_ = (l_131_ - l_135_);
        double l_137_ = (l_133_ + l_4_);
        double l_138_ = (l_137_ * l_4_);
        double l_139_ = (l_138_ - l_133_);
        double l_140_ = (l_139_ * l_4_);
        double l_141_ = (l_138_ - l_140_);
        double l_142_ = (l_141_ * l_4_);
        double l_143_ = (l_133_ - l_142_);
        double l_144_ = (l_4_ - l_140_);
        double l_145_ = (l_143_ + l_144_);
        double l_146_ = (l_145_ + l_136_);
        double l_147_ = (l_138_ + l_146_);
        double l_148_ = (l_147_ * l_4_);
        double l_149_ = (l_148_ - l_138_);
        double l_150_ = (l_149_ * l_4_);
        double l_151_ = (l_146_ - l_150_);
        double l_152_ = (l_148_ * l_46_);
        double l_153_ = (l_152_ * l_4_);
        double l_154_ = (l_3_ * l_148_);
        double l_155_ = (l_154_ * l_4_);
        double l_156_ = (l_155_ - l_148_);
        double l_157_ = (l_156_ * l_4_);
        double l_158_ = (l_155_ - l_157_);
        double l_159_ = (l_148_ - l_158_);
        double l_160_ = (l_3_ * l_46_);
        double l_161_ = (l_160_ * l_4_);
        double l_162_ = (l_161_ - l_46_);
        double l_163_ = (l_162_ * l_4_);
        double l_164_ = (l_161_ - l_163_);
        double l_165_ = (l_46_ - l_164_);
        double l_166_ = (l_158_ * l_164_);
        double l_167_ = (l_166_ - l_153_);
        double l_168_ = (l_158_ * l_165_);
        double l_169_ = (l_167_ + l_168_);
        double l_170_ = (l_159_ * l_164_);
        double l_171_ = (l_169_ + l_170_);
        double l_172_ = (l_159_ * l_165_);
        double l_173_ = (l_171_ + l_172_);
        double l_174_ = (l_148_ * l_47_);
        double l_175_ = (l_151_ * l_46_);
        double l_176_ = (l_174_ + l_175_);
        double l_177_ = (l_173_ + l_176_);
        double l_178_ = (l_153_ + l_177_);
        double l_179_ = (l_178_ * l_4_);
        double l_180_ = (l_179_ - l_153_);
        double l_181_ = (l_180_ * l_4_);
        double l_182_ = (l_177_ - l_181_);
        l_mut_25_ = l_179_;
        l_mut_24_ = l_182_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e524 = l_mut_183_;
                l_mut_183_ = (_e524 + 1u);
            }
            loop_init_2 = false;
            uint _e455 = l_mut_183_;
            if ((_e455 < 8u)) {
            } else {
                break;
            }
            {
                double _e458 = l_mut_25_;
                double l_184_ = (_e458 * 2.0L);
                double _e461 = l_mut_24_;
                double l_185_ = (_e461 * 2.0L);
                double _e464 = l_mut_25_;
                double _e465 = l_mut_25_;
                double l_186_ = (_e464 * _e465);
                double l_187_ = (l_186_ * l_4_);
                double _e468 = l_mut_25_;
                double l_188_ = (l_3_ * _e468);
                double l_189_ = (l_188_ * l_4_);
                double _e471 = l_mut_25_;
                double l_190_ = (l_189_ - _e471);
                double l_191_ = (l_190_ * l_4_);
                double l_192_ = (l_189_ - l_191_);
                double _e475 = l_mut_25_;
                double l_193_ = (_e475 - l_192_);
                double _e477 = l_mut_25_;
                double l_194_ = (l_3_ * _e477);
                double l_195_ = (l_194_ * l_4_);
                double _e480 = l_mut_25_;
                double l_196_ = (l_195_ - _e480);
                double l_197_ = (l_196_ * l_4_);
                double l_198_ = (l_195_ - l_197_);
                double _e484 = l_mut_25_;
                double l_199_ = (_e484 - l_198_);
                double l_200_ = (l_192_ * l_198_);
                double l_201_ = (l_200_ - l_187_);
                double l_202_ = (l_192_ * l_199_);
                double l_203_ = (l_201_ + l_202_);
                double l_204_ = (l_193_ * l_198_);
                double l_205_ = (l_203_ + l_204_);
                double l_206_ = (l_193_ * l_199_);
                double l_207_ = (l_205_ + l_206_);
                double _e494 = l_mut_25_;
                double _e495 = l_mut_24_;
                double l_208_ = (_e494 * _e495);
                double _e497 = l_mut_24_;
                double _e498 = l_mut_25_;
                double l_209_ = (_e497 * _e498);
                double l_210_ = (l_208_ + l_209_);
                double l_211_ = (l_207_ + l_210_);
                double l_212_ = (l_187_ + l_211_);
                double l_213_ = (l_212_ * l_4_);
                double l_214_ = (l_213_ - l_187_);
                double l_215_ = (l_214_ * l_4_);
                double l_216_ = (l_211_ - l_215_);
                double l_217_ = (l_184_ + l_213_);
                double l_218_ = (l_217_ * l_4_);
                double l_219_ = (l_218_ - l_184_);
                double l_220_ = (l_219_ * l_4_);
                double l_221_ = (l_218_ - l_220_);
                double l_222_ = (l_221_ * l_4_);
                double l_223_ = (l_184_ - l_222_);
                double l_224_ = (l_213_ - l_220_);
                double l_225_ = (l_223_ + l_224_);
                double l_226_ = (l_185_ + l_216_);
                double l_227_ = (l_225_ + l_226_);
                double l_228_ = (l_218_ + l_227_);
                double l_229_ = (l_228_ * l_4_);
                double l_230_ = (l_229_ - l_218_);
                double l_231_ = (l_230_ * l_4_);
                double l_232_ = (l_227_ - l_231_);
                l_mut_25_ = l_229_;
                l_mut_24_ = l_232_;
            }
        }
        double _e526 = l_mut_25_;
        double l_233_ = (_e526 + l_4_);
        double l_234_ = (l_233_ * l_4_);
        double _e529 = l_mut_25_;
        double l_235_ = (l_234_ - _e529);
        double l_236_ = (l_235_ * l_4_);
        double l_237_ = (l_234_ - l_236_);
        double l_238_ = (l_237_ * l_4_);
        double _e534 = l_mut_25_;
        double l_239_ = (_e534 - l_238_);
        double l_240_ = (l_4_ - l_236_);
        double l_241_ = (l_239_ + l_240_);
        double _e538 = l_mut_24_;
        double l_242_ = (l_241_ + _e538);
        double l_243_ = (l_234_ + l_242_);
        double l_244_ = (l_243_ * l_4_);
        double l_245_ = (l_244_ - l_234_);
        double l_246_ = (l_245_ * l_4_);
        double l_247_ = (l_242_ - l_246_);
        double l_248_ = abs(l_21_);
        uint l_249_ = naga_f2u32(l_248_);
        l_mut_250_ = l_249_;
        bool l_251_ = (l_21_ < 0.0L);
        double l_252_ = (l_251_ ? 0.5L : 2.0L);
        l_mut_25_ = l_252_;
        l_mut_24_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e575 = l_mut_253_;
                l_mut_253_ = (_e575 + 1u);
            }
            loop_init_3 = false;
            uint _e555 = l_mut_253_;
            if ((_e555 < 11u)) {
            } else {
                break;
            }
            {
                uint _e558 = l_mut_250_;
                uint l_254_ = (_e558 & 1u);
                bool l_255_ = (l_254_ == 1u);
                double _e563 = l_mut_24_;
                double _e564 = l_mut_25_;
                double l_256_ = (_e563 * _e564);
                double _e566 = l_mut_24_;
                double l_257_ = (l_255_ ? l_256_ : _e566);
                l_mut_24_ = l_257_;
                double _e568 = l_mut_25_;
                double _e569 = l_mut_25_;
                l_mut_25_ = (_e568 * _e569);
                uint _e571 = l_mut_250_;
                l_mut_250_ = (_e571 >> 1u);
            }
        }
        double _e577 = l_mut_24_;
        double l_258_ = (l_244_ * _e577);
        double _e579 = l_mut_24_;
        double l_259_ = (l_247_ * _e579);
        uint l_338_ = asuint(info.Load(12+0));
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (id < l_339_);
        if (l_340_) {
            buffer_3_global.Store(id*8, l_258_);
        }
        uint l_260_ = (l_1_ + id);
        uint l_341_ = asuint(info.Load(12+0));
        uint l_342_ = (l_341_ * 1u);
        bool l_343_ = (l_260_ < l_342_);
        if (l_343_) {
            buffer_3_global.Store(l_260_*8, l_259_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
