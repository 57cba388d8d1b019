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

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_24_ = (float)0;
    uint l_mut_250_ = (uint)0;
    float l_mut_25_ = (float)0;
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
        float l_266_ = asfloat(buffer_2_global.Load(l_265_*4));
        float l_3_ = (l_263_ ? l_266_ : 0.0);
        uint l_268_ = asuint(info.Load(8+0));
        uint l_269_ = (l_268_ * 1u);
        bool l_270_ = (1u < l_269_);
        uint l_271_ = (l_269_ - 1u);
        uint l_272_ = min(1u, l_271_);
        float l_273_ = asfloat(buffer_2_global.Load(l_272_*4));
        float l_4_ = (l_270_ ? l_273_ : 0.0);
        uint l_275_ = asuint(info.Load(0+0));
        uint l_276_ = (l_275_ * 1u);
        bool l_277_ = (id < l_276_);
        uint l_278_ = (l_276_ - 1u);
        uint l_279_ = min(id, l_278_);
        float l_280_ = asfloat(buffer_0_global.Load(l_279_*4));
        float l_5_ = (l_277_ ? l_280_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_282_ = asuint(info.Load(0+0));
        uint l_283_ = (l_282_ * 1u);
        bool l_284_ = (l_6_ < l_283_);
        uint l_285_ = (l_283_ - 1u);
        uint l_286_ = min(l_6_, l_285_);
        float l_287_ = asfloat(buffer_0_global.Load(l_286_*4));
        float l_7_ = (l_284_ ? l_287_ : 0.0);
        uint l_289_ = asuint(info.Load(4+0));
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (id < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(id, l_292_);
        float l_294_ = asfloat(buffer_1_global.Load(l_293_*4));
        float l_8_ = (l_291_ ? l_294_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_296_ = asuint(info.Load(4+0));
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (l_9_ < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(l_9_, l_299_);
        float l_301_ = asfloat(buffer_1_global.Load(l_300_*4));
        float l_10_ = (l_298_ ? l_301_ : 0.0);
        uint l_303_ = asuint(info.Load(8+0));
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (2u < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(2u, l_306_);
        float l_308_ = asfloat(buffer_2_global.Load(l_307_*4));
        float l_12_ = (l_305_ ? l_308_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_310_ = asuint(info.Load(8+0));
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (3u < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(3u, l_313_);
        float l_315_ = asfloat(buffer_2_global.Load(l_314_*4));
        float l_15_ = (l_312_ ? l_315_ : 0.0);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_317_ = asuint(info.Load(8+0));
        uint l_318_ = (l_317_ * 1u);
        bool l_319_ = (6u < l_318_);
        uint l_320_ = (l_318_ - 1u);
        uint l_321_ = min(6u, l_320_);
        float l_322_ = asfloat(buffer_2_global.Load(l_321_*4));
        float l_18_ = (l_319_ ? l_322_ : 0.0);
        float l_19_ = (l_5_ / l_18_);
        float l_20_ = (l_19_ + 0.5);
        float l_21_ = floor(l_20_);
        float l_23_ = (l_21_ * 1.0);
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
                float l_349_ = asfloat(buffer_2_global.Load(l_348_*4));
                float l_28_ = (l_346_ ? l_349_ : 0.0);
                float l_29_ = -(l_28_);
                float l_30_ = (l_23_ * l_29_);
                float _e211 = l_mut_24_;
                float l_31_ = (_e211 + l_30_);
                float l_32_ = (l_31_ * l_4_);
                float _e214 = l_mut_24_;
                float l_33_ = (l_32_ - _e214);
                float l_34_ = (l_33_ * l_4_);
                float l_35_ = (l_32_ - l_34_);
                float l_36_ = (l_35_ * l_4_);
                float _e219 = l_mut_24_;
                float l_37_ = (_e219 - l_36_);
                float l_38_ = (l_30_ - l_34_);
                float l_39_ = (l_37_ + l_38_);
                float _e223 = l_mut_25_;
                float l_40_ = (l_39_ + _e223);
                float l_41_ = (l_32_ + l_40_);
                float l_42_ = (l_41_ * l_4_);
                float l_43_ = (l_42_ - l_32_);
                float l_44_ = (l_43_ * l_4_);
                float l_45_ = (l_40_ - l_44_);
                l_mut_24_ = l_42_;
                l_mut_25_ = l_45_;
            }
        }
        float _e233 = l_mut_24_;
        float l_46_ = (_e233 * 0.00390625);
        float _e236 = l_mut_25_;
        float l_47_ = (_e236 * 0.00390625);
        uint l_48_ = (l_13_ - 1u);
        uint l_49_ = (6u + l_16_);
        uint l_324_ = asuint(info.Load(8+0));
        uint l_325_ = (l_324_ * 1u);
        bool l_326_ = (l_49_ < l_325_);
        uint l_327_ = (l_325_ - 1u);
        uint l_328_ = min(l_49_, l_327_);
        float l_329_ = asfloat(buffer_2_global.Load(l_328_*4));
        float l_50_ = (l_326_ ? l_329_ : 0.0);
        l_mut_25_ = l_50_;
        uint l_51_ = (l_49_ + 1u);
        uint l_331_ = asuint(info.Load(8+0));
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (l_51_ < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(l_51_, l_334_);
        float l_336_ = asfloat(buffer_2_global.Load(l_335_*4));
        float l_52_ = (l_333_ ? l_336_ : 0.0);
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
                float _e278 = l_mut_25_;
                float l_54_ = (_e278 * l_46_);
                float l_55_ = (l_54_ * l_4_);
                float _e281 = l_mut_25_;
                float l_56_ = (l_3_ * _e281);
                float l_57_ = (l_56_ * l_4_);
                float _e284 = l_mut_25_;
                float l_58_ = (l_57_ - _e284);
                float l_59_ = (l_58_ * l_4_);
                float l_60_ = (l_57_ - l_59_);
                float _e288 = l_mut_25_;
                float l_61_ = (_e288 - l_60_);
                float l_62_ = (l_3_ * l_46_);
                float l_63_ = (l_62_ * l_4_);
                float l_64_ = (l_63_ - l_46_);
                float l_65_ = (l_64_ * l_4_);
                float l_66_ = (l_63_ - l_65_);
                float l_67_ = (l_46_ - l_66_);
                float l_68_ = (l_60_ * l_66_);
                float l_69_ = (l_68_ - l_55_);
                float l_70_ = (l_60_ * l_67_);
                float l_71_ = (l_69_ + l_70_);
                float l_72_ = (l_61_ * l_66_);
                float l_73_ = (l_71_ + l_72_);
                float l_74_ = (l_61_ * l_67_);
                float l_75_ = (l_73_ + l_74_);
                float _e304 = l_mut_25_;
                float l_76_ = (_e304 * l_47_);
                float _e306 = l_mut_24_;
                float l_77_ = (_e306 * l_46_);
                float l_78_ = (l_76_ + l_77_);
                float l_79_ = (l_75_ + l_78_);
                float l_80_ = (l_55_ + l_79_);
                float l_81_ = (l_80_ * l_4_);
                float l_82_ = (l_81_ - l_55_);
                float l_83_ = (l_82_ * l_4_);
                float l_84_ = (l_79_ - l_83_);
                uint _e316 = l_mut_53_;
                uint l_85_ = (2u * _e316);
                uint l_86_ = (l_49_ + l_85_);
                uint l_351_ = asuint(info.Load(8+0));
                uint l_352_ = (l_351_ * 1u);
                bool l_353_ = (l_86_ < l_352_);
                uint l_354_ = (l_352_ - 1u);
                uint l_355_ = min(l_86_, l_354_);
                float l_356_ = asfloat(buffer_2_global.Load(l_355_*4));
                float l_87_ = (l_353_ ? l_356_ : 0.0);
                uint l_88_ = (l_86_ + 1u);
                uint l_358_ = asuint(info.Load(8+0));
                uint l_359_ = (l_358_ * 1u);
                bool l_360_ = (l_88_ < l_359_);
                uint l_361_ = (l_359_ - 1u);
                uint l_362_ = min(l_88_, l_361_);
                float l_363_ = asfloat(buffer_2_global.Load(l_362_*4));
                float l_89_ = (l_360_ ? l_363_ : 0.0);
                float l_90_ = (l_81_ + l_87_);
                float l_91_ = (l_90_ * l_4_);
                float l_92_ = (l_91_ - l_81_);
                float l_93_ = (l_92_ * l_4_);
                float l_94_ = (l_91_ - l_93_);
                float l_95_ = (l_94_ * l_4_);
                float l_96_ = (l_81_ - l_95_);
                float l_97_ = (l_87_ - l_93_);
                float l_98_ = (l_96_ + l_97_);
                float l_99_ = (l_84_ + l_89_);
                float l_100_ = (l_98_ + l_99_);
                float l_101_ = (l_91_ + l_100_);
                float l_102_ = (l_101_ * l_4_);
                float l_103_ = (l_102_ - l_91_);
                float l_104_ = (l_103_ * l_4_);
                float l_105_ = (l_100_ - l_104_);
                l_mut_25_ = l_102_;
                l_mut_24_ = l_105_;
            }
        }
        float _e370 = l_mut_25_;
        float l_106_ = (_e370 * l_46_);
        float l_107_ = (l_106_ * l_4_);
        float _e373 = l_mut_25_;
        float l_108_ = (l_3_ * _e373);
        float l_109_ = (l_108_ * l_4_);
        float _e376 = l_mut_25_;
        float l_110_ = (l_109_ - _e376);
        float l_111_ = (l_110_ * l_4_);
        float l_112_ = (l_109_ - l_111_);
        float _e380 = l_mut_25_;
        float l_113_ = (_e380 - l_112_);
        float l_114_ = (l_3_ * l_46_);
        float l_115_ = (l_114_ * l_4_);
        float l_116_ = (l_115_ - l_46_);
        float l_117_ = (l_116_ * l_4_);
        float l_118_ = (l_115_ - l_117_);
        float l_119_ = (l_46_ - l_118_);
        float l_120_ = (l_112_ * l_118_);
        float l_121_ = (l_120_ - l_107_);
        float l_122_ = (l_112_ * l_119_);
        float l_123_ = (l_121_ + l_122_);
        float l_124_ = (l_113_ * l_118_);
        float l_125_ = (l_123_ + l_124_);
        float l_126_ = (l_113_ * l_119_);
        float l_127_ = (l_125_ + l_126_);
        float _e396 = l_mut_25_;
        float l_128_ = (_e396 * l_47_);
        float _e398 = l_mut_24_;
        float l_129_ = (_e398 * l_46_);
        float l_130_ = (l_128_ + l_129_);
        float l_131_ = (l_127_ + l_130_);
        float l_132_ = (l_107_ + l_131_);
        float l_133_ = (l_132_ * l_4_);
        float l_134_ = (l_133_ - l_107_);
        float l_135_ = (l_134_ * l_4_);
        float l_136_ = (l_131_ - l_135_);
        float l_137_ = (l_133_ + l_4_);
        float l_138_ = (l_137_ * l_4_);
        float l_139_ = (l_138_ - l_133_);
        float l_140_ = (l_139_ * l_4_);
        float l_141_ = (l_138_ - l_140_);
        float l_142_ = (l_141_ * l_4_);
        float l_143_ = (l_133_ - l_142_);
        float l_144_ = (l_4_ - l_140_);
        float l_145_ = (l_143_ + l_144_);
        float l_146_ = (l_145_ + l_136_);
        float l_147_ = (l_138_ + l_146_);
        float l_148_ = (l_147_ * l_4_);
        float l_149_ = (l_148_ - l_138_);
        float l_150_ = (l_149_ * l_4_);
        float l_151_ = (l_146_ - l_150_);
        float l_152_ = (l_148_ * l_46_);
        float l_153_ = (l_152_ * l_4_);
        float l_154_ = (l_3_ * l_148_);
        float l_155_ = (l_154_ * l_4_);
        float l_156_ = (l_155_ - l_148_);
        float l_157_ = (l_156_ * l_4_);
        float l_158_ = (l_155_ - l_157_);
        float l_159_ = (l_148_ - l_158_);
        float l_160_ = (l_3_ * l_46_);
        float l_161_ = (l_160_ * l_4_);
        float l_162_ = (l_161_ - l_46_);
        float l_163_ = (l_162_ * l_4_);
        float l_164_ = (l_161_ - l_163_);
        float l_165_ = (l_46_ - l_164_);
        float l_166_ = (l_158_ * l_164_);
        float l_167_ = (l_166_ - l_153_);
        float l_168_ = (l_158_ * l_165_);
        float l_169_ = (l_167_ + l_168_);
        float l_170_ = (l_159_ * l_164_);
        float l_171_ = (l_169_ + l_170_);
        float l_172_ = (l_159_ * l_165_);
        float l_173_ = (l_171_ + l_172_);
        float l_174_ = (l_148_ * l_47_);
        float l_175_ = (l_151_ * l_46_);
        float l_176_ = (l_174_ + l_175_);
        float l_177_ = (l_173_ + l_176_);
        float l_178_ = (l_153_ + l_177_);
        float l_179_ = (l_178_ * l_4_);
        float l_180_ = (l_179_ - l_153_);
        float l_181_ = (l_180_ * l_4_);
        float l_182_ = (l_177_ - l_181_);
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
                float _e458 = l_mut_25_;
                float l_184_ = (_e458 * 2.0);
                float _e461 = l_mut_24_;
                float l_185_ = (_e461 * 2.0);
                float _e464 = l_mut_25_;
                float _e465 = l_mut_25_;
                float l_186_ = (_e464 * _e465);
                float l_187_ = (l_186_ * l_4_);
                float _e468 = l_mut_25_;
                float l_188_ = (l_3_ * _e468);
                float l_189_ = (l_188_ * l_4_);
                float _e471 = l_mut_25_;
                float l_190_ = (l_189_ - _e471);
                float l_191_ = (l_190_ * l_4_);
                float l_192_ = (l_189_ - l_191_);
                float _e475 = l_mut_25_;
                float l_193_ = (_e475 - l_192_);
                float _e477 = l_mut_25_;
                float l_194_ = (l_3_ * _e477);
                float l_195_ = (l_194_ * l_4_);
                float _e480 = l_mut_25_;
                float l_196_ = (l_195_ - _e480);
                float l_197_ = (l_196_ * l_4_);
                float l_198_ = (l_195_ - l_197_);
                float _e484 = l_mut_25_;
                float l_199_ = (_e484 - l_198_);
                float l_200_ = (l_192_ * l_198_);
                float l_201_ = (l_200_ - l_187_);
                float l_202_ = (l_192_ * l_199_);
                float l_203_ = (l_201_ + l_202_);
                float l_204_ = (l_193_ * l_198_);
                float l_205_ = (l_203_ + l_204_);
                float l_206_ = (l_193_ * l_199_);
                float l_207_ = (l_205_ + l_206_);
                float _e494 = l_mut_25_;
                float _e495 = l_mut_24_;
                float l_208_ = (_e494 * _e495);
                float _e497 = l_mut_24_;
                float _e498 = l_mut_25_;
                float l_209_ = (_e497 * _e498);
                float l_210_ = (l_208_ + l_209_);
                float l_211_ = (l_207_ + l_210_);
                float l_212_ = (l_187_ + l_211_);
                float l_213_ = (l_212_ * l_4_);
                float l_214_ = (l_213_ - l_187_);
                float l_215_ = (l_214_ * l_4_);
                float l_216_ = (l_211_ - l_215_);
                float l_217_ = (l_184_ + l_213_);
                float l_218_ = (l_217_ * l_4_);
                float l_219_ = (l_218_ - l_184_);
                float l_220_ = (l_219_ * l_4_);
                float l_221_ = (l_218_ - l_220_);
                float l_222_ = (l_221_ * l_4_);
                float l_223_ = (l_184_ - l_222_);
                float l_224_ = (l_213_ - l_220_);
                float l_225_ = (l_223_ + l_224_);
                float l_226_ = (l_185_ + l_216_);
                float l_227_ = (l_225_ + l_226_);
                float l_228_ = (l_218_ + l_227_);
                float l_229_ = (l_228_ * l_4_);
                float l_230_ = (l_229_ - l_218_);
                float l_231_ = (l_230_ * l_4_);
                float l_232_ = (l_227_ - l_231_);
                l_mut_25_ = l_229_;
                l_mut_24_ = l_232_;
            }
        }
        float _e526 = l_mut_25_;
        float l_233_ = (_e526 + l_4_);
        float l_234_ = (l_233_ * l_4_);
        float _e529 = l_mut_25_;
        float l_235_ = (l_234_ - _e529);
        float l_236_ = (l_235_ * l_4_);
        float l_237_ = (l_234_ - l_236_);
        float l_238_ = (l_237_ * l_4_);
        float _e534 = l_mut_25_;
        float l_239_ = (_e534 - l_238_);
        float l_240_ = (l_4_ - l_236_);
        float l_241_ = (l_239_ + l_240_);
        float _e538 = l_mut_24_;
        float l_242_ = (l_241_ + _e538);
        float l_243_ = (l_234_ + l_242_);
        float l_244_ = (l_243_ * l_4_);
        float l_245_ = (l_244_ - l_234_);
        float l_246_ = (l_245_ * l_4_);
        float l_247_ = (l_242_ - l_246_);
        float l_248_ = abs(l_21_);
        uint l_249_ = naga_f2u32(l_248_);
        l_mut_250_ = l_249_;
        bool l_251_ = (l_21_ < 0.0);
        float l_252_ = (l_251_ ? 0.5 : 2.0);
        l_mut_25_ = l_252_;
        l_mut_24_ = 1.0;
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
                float _e563 = l_mut_24_;
                float _e564 = l_mut_25_;
                float l_256_ = (_e563 * _e564);
                float _e566 = l_mut_24_;
                float l_257_ = (l_255_ ? l_256_ : _e566);
                l_mut_24_ = l_257_;
                float _e568 = l_mut_25_;
                float _e569 = l_mut_25_;
                l_mut_25_ = (_e568 * _e569);
                uint _e571 = l_mut_250_;
                l_mut_250_ = (_e571 >> 1u);
            }
        }
        float _e577 = l_mut_24_;
        float l_258_ = (l_244_ * _e577);
        float _e579 = l_mut_24_;
        float l_259_ = (l_247_ * _e579);
        uint l_338_ = asuint(info.Load(12+0));
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (id < l_339_);
        if (l_340_) {
            buffer_3_global.Store(id*4, asuint(l_258_));
        }
        uint l_260_ = (l_1_ + id);
        uint l_341_ = asuint(info.Load(12+0));
        uint l_342_ = (l_341_ * 1u);
        bool l_343_ = (l_260_ < l_342_);
        if (l_343_) {
            buffer_3_global.Store(l_260_*4, asuint(l_259_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
