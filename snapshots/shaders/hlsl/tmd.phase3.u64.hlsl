struct info_st {
    uint static_meta[14];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
RWByteAddressBuffer buffer_6_global : register(u6);
ByteAddressBuffer info : register(t7);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase3_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_125_ = (uint64_t)0;
    uint64_t l_mut_147_ = (uint64_t)0;
    uint l_mut_83_ = (uint)0;
    uint l_mut_118_ = (uint)0;
    uint l_mut_159_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_283_ = asuint(info.Load(24+0));
        uint l_284_ = (l_283_ * 1u);
        uint l_285_ = (l_284_ - 1u);
        uint l_286_ = min(3u, l_285_);
        uint _e43; buffer_6_global.InterlockedAdd(l_286_*4, 1u, _e43);
    }
    uint l_199_ = asuint(info.Load(12+0));
    uint l_200_ = (l_199_ * 1u);
    bool l_201_ = (0u < l_200_);
    uint l_202_ = (l_200_ - 1u);
    uint l_203_ = min(0u, l_202_);
    uint l_204_ = asuint(buffer_3_global.Load(l_203_*4));
    uint l_4_ = (l_201_ ? l_204_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_206_ = asuint(info.Load(12+0));
    uint l_207_ = (l_206_ * 1u);
    bool l_208_ = (l_7_ < l_207_);
    uint l_209_ = (l_207_ - 1u);
    uint l_210_ = min(l_7_, l_209_);
    uint l_211_ = asuint(buffer_3_global.Load(l_210_*4));
    uint l_8_ = (l_208_ ? l_211_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_213_ = asuint(info.Load(12+0));
    uint l_214_ = (l_213_ * 1u);
    bool l_215_ = (2u < l_214_);
    uint l_216_ = (l_214_ - 1u);
    uint l_217_ = min(2u, l_216_);
    uint l_218_ = asuint(buffer_3_global.Load(l_217_*4));
    uint l_15_ = (l_215_ ? l_218_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_220_ = asuint(info.Load(12+0));
    uint l_221_ = (l_220_ * 1u);
    bool l_222_ = (l_18_ < l_221_);
    uint l_223_ = (l_221_ - 1u);
    uint l_224_ = min(l_18_, l_223_);
    uint l_225_ = asuint(buffer_3_global.Load(l_224_*4));
    uint l_19_ = (l_222_ ? l_225_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_227_ = asuint(info.Load(12+0));
    uint l_228_ = (l_227_ * 1u);
    bool l_229_ = (4u < l_228_);
    uint l_230_ = (l_228_ - 1u);
    uint l_231_ = min(4u, l_230_);
    uint l_232_ = asuint(buffer_3_global.Load(l_231_*4));
    uint l_26_ = (l_229_ ? l_232_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_234_ = asuint(info.Load(12+0));
    uint l_235_ = (l_234_ * 1u);
    bool l_236_ = (l_29_ < l_235_);
    uint l_237_ = (l_235_ - 1u);
    uint l_238_ = min(l_29_, l_237_);
    uint l_239_ = asuint(buffer_3_global.Load(l_238_*4));
    uint l_30_ = (l_236_ ? l_239_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_241_ = asuint(info.Load(12+0));
    uint l_242_ = (l_241_ * 1u);
    bool l_243_ = (6u < l_242_);
    uint l_244_ = (l_242_ - 1u);
    uint l_245_ = min(6u, l_244_);
    uint l_246_ = asuint(buffer_3_global.Load(l_245_*4));
    uint l_35_ = (l_243_ ? l_246_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_248_ = asuint(info.Load(12+0));
    uint l_249_ = (l_248_ * 1u);
    bool l_250_ = (l_38_ < l_249_);
    uint l_251_ = (l_249_ - 1u);
    uint l_252_ = min(l_38_, l_251_);
    uint l_253_ = asuint(buffer_3_global.Load(l_252_*4));
    uint l_39_ = (l_250_ ? l_253_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_255_ = asuint(info.Load(12+0));
    uint l_256_ = (l_255_ * 1u);
    bool l_257_ = (8u < l_256_);
    uint l_258_ = (l_256_ - 1u);
    uint l_259_ = min(8u, l_258_);
    uint l_260_ = asuint(buffer_3_global.Load(l_259_*4));
    uint l_44_ = (l_257_ ? l_260_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_262_ = asuint(info.Load(12+0));
    uint l_263_ = (l_262_ * 1u);
    bool l_264_ = (l_47_ < l_263_);
    uint l_265_ = (l_263_ - 1u);
    uint l_266_ = min(l_47_, l_265_);
    uint l_267_ = asuint(buffer_3_global.Load(l_266_*4));
    uint l_48_ = (l_264_ ? l_267_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_269_ = asuint(info.Load(12+0));
    uint l_270_ = (l_269_ * 1u);
    bool l_271_ = (10u < l_270_);
    uint l_272_ = (l_270_ - 1u);
    uint l_273_ = min(10u, l_272_);
    uint l_274_ = asuint(buffer_3_global.Load(l_273_*4));
    uint l_53_ = (l_271_ ? l_274_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_276_ = asuint(info.Load(12+0));
    uint l_277_ = (l_276_ * 1u);
    bool l_278_ = (l_56_ < l_277_);
    uint l_279_ = (l_277_ - 1u);
    uint l_280_ = min(l_56_, l_279_);
    uint l_281_ = asuint(buffer_3_global.Load(l_280_*4));
    uint l_57_ = (l_278_ ? l_281_ : 0u);
    uint64_t l_58_ = uint64_t(l_57_);
    uint64_t l_59_ = (l_58_ << uint(32uL));
    uint64_t l_60_ = (l_54_ | l_59_);
    uint l_61_ = naga_div(l_13_, 8u);
    uint l_62_ = (l_61_ + 64u);
    uint l_63_ = (l_62_ - 1u);
    uint l_64_ = naga_div(l_63_, 64u);
    uint l_65_ = asuint(info.Load(44+0));
    uint l_66_ = (l_65_ * l_64_);
    bool l_67_ = (id < l_66_);
    if (l_67_) {
        uint l_68_ = naga_div(id, l_64_);
        uint l_288_ = asuint(info.Load(16+0));
        uint l_289_ = (l_288_ * 1u);
        bool l_290_ = (l_68_ < l_289_);
        uint l_291_ = (l_289_ - 1u);
        uint l_292_ = min(l_68_, l_291_);
        uint l_293_ = asuint(buffer_4_global.Load(l_292_*4));
        uint l_69_ = (l_290_ ? l_293_ : 0u);
        uint l_70_ = naga_div(l_69_, 8u);
        uint l_71_ = naga_mod(l_69_, 8u);
        uint l_72_ = (l_71_ * l_61_);
        uint l_73_ = naga_mod(id, l_64_);
        uint l_74_ = (l_73_ * 64u);
        uint l_75_ = (l_72_ + l_74_);
        uint l_76_ = (l_75_ + 64u);
        uint l_77_ = (l_71_ + 1u);
        uint l_78_ = (l_77_ * l_61_);
        uint l_79_ = min(l_76_, l_78_);
        uint64_t l_80_ = uint64_t(l_70_);
        uint64_t l_81_ = uint64_t(l_13_);
        uint64_t l_82_ = (l_80_ * l_81_);
        l_mut_83_ = 0u;
        bool l_84_ = (l_82_ < l_60_);
        if (l_84_) {
            uint64_t l_85_ = (l_60_ - l_82_);
            l_mut_83_ = l_13_;
            uint64_t l_86_ = uint64_t(l_13_);
            bool l_87_ = (l_85_ < l_86_);
            if (l_87_) {
                uint64_t l_88_ = (l_85_ & 4294967295uL);
                uint l_89_ = uint(l_88_);
                l_mut_83_ = l_89_;
            }
        }
        uint _e355 = l_mut_83_;
        uint l_90_ = min(l_79_, _e355);
        uint l_91_ = (2u * l_70_);
        uint l_295_ = asuint(info.Load(0+0));
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (l_91_ < l_296_);
        uint l_298_ = (l_296_ - 1u);
        uint l_299_ = min(l_91_, l_298_);
        uint l_300_ = asuint(buffer_0_global.Load(l_299_*4));
        uint l_92_ = (l_297_ ? l_300_ : 0u);
        uint64_t l_93_ = uint64_t(l_92_);
        uint l_94_ = (2u * l_70_);
        uint l_95_ = (l_94_ + 1u);
        uint l_302_ = asuint(info.Load(0+0));
        uint l_303_ = (l_302_ * 1u);
        bool l_304_ = (l_95_ < l_303_);
        uint l_305_ = (l_303_ - 1u);
        uint l_306_ = min(l_95_, l_305_);
        uint l_307_ = asuint(buffer_0_global.Load(l_306_*4));
        uint l_96_ = (l_304_ ? l_307_ : 0u);
        uint64_t l_97_ = uint64_t(l_96_);
        uint64_t l_98_ = (l_97_ << uint(32uL));
        uint64_t l_99_ = (l_93_ | l_98_);
        uint l_100_ = (2u * l_70_);
        uint l_309_ = asuint(info.Load(4+0));
        uint l_310_ = (l_309_ * 1u);
        bool l_311_ = (l_100_ < l_310_);
        uint l_312_ = (l_310_ - 1u);
        uint l_313_ = min(l_100_, l_312_);
        uint l_314_ = asuint(buffer_1_global.Load(l_313_*4));
        uint l_101_ = (l_311_ ? l_314_ : 0u);
        uint64_t l_102_ = uint64_t(l_101_);
        uint l_103_ = (2u * l_70_);
        uint l_104_ = (l_103_ + 1u);
        uint l_316_ = asuint(info.Load(4+0));
        uint l_317_ = (l_316_ * 1u);
        bool l_318_ = (l_104_ < l_317_);
        uint l_319_ = (l_317_ - 1u);
        uint l_320_ = min(l_104_, l_319_);
        uint l_321_ = asuint(buffer_1_global.Load(l_320_*4));
        uint l_105_ = (l_318_ ? l_321_ : 0u);
        uint64_t l_106_ = uint64_t(l_105_);
        uint64_t l_107_ = (l_106_ << uint(32uL));
        uint64_t l_108_ = (l_102_ | l_107_);
        uint l_109_ = (2u * l_70_);
        uint l_323_ = asuint(info.Load(8+0));
        uint l_324_ = (l_323_ * 1u);
        bool l_325_ = (l_109_ < l_324_);
        uint l_326_ = (l_324_ - 1u);
        uint l_327_ = min(l_109_, l_326_);
        uint l_328_ = asuint(buffer_2_global.Load(l_327_*4));
        uint l_110_ = (l_325_ ? l_328_ : 0u);
        uint64_t l_111_ = uint64_t(l_110_);
        uint l_112_ = (2u * l_70_);
        uint l_113_ = (l_112_ + 1u);
        uint l_330_ = asuint(info.Load(8+0));
        uint l_331_ = (l_330_ * 1u);
        bool l_332_ = (l_113_ < l_331_);
        uint l_333_ = (l_331_ - 1u);
        uint l_334_ = min(l_113_, l_333_);
        uint l_335_ = asuint(buffer_2_global.Load(l_334_*4));
        uint l_114_ = (l_332_ ? l_335_ : 0u);
        uint64_t l_115_ = uint64_t(l_114_);
        uint64_t l_116_ = (l_115_ << uint(32uL));
        uint64_t l_117_ = (l_111_ | l_116_);
        l_mut_83_ = 0u;
        l_mut_118_ = l_75_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e559 = l_mut_118_;
                l_mut_118_ = (_e559 + 1u);
            }
            loop_init = false;
            uint _e488 = l_mut_118_;
            if ((_e488 < l_90_)) {
            } else {
                break;
            }
            {
                uint _e490 = l_mut_118_;
                uint64_t l_119_ = uint64_t(_e490);
                uint64_t l_120_ = (l_99_ * l_119_);
                uint64_t l_121_ = (l_108_ + l_120_);
                uint _e494 = l_mut_118_;
                uint _e495 = l_mut_118_;
                uint l_122_ = (_e494 * _e495);
                uint64_t l_123_ = (l_117_ >> uint(63uL));
                bool l_124_ = (l_123_ == 1uL);
                l_mut_125_ = l_117_;
                if (l_124_) {
                    uint64_t l_127_ = (0uL - l_117_);
                    l_mut_125_ = l_127_;
                }
                uint64_t l_128_ = uint64_t(l_122_);
                uint64_t _e506 = l_mut_125_;
                uint64_t l_129_ = (_e506 & 4294967295uL);
                uint64_t l_130_ = (l_129_ * l_128_);
                uint64_t _e510 = l_mut_125_;
                uint64_t l_131_ = (_e510 >> uint(32uL));
                uint64_t l_132_ = (l_131_ * l_128_);
                uint64_t l_133_ = (l_132_ << uint(32uL));
                uint64_t l_134_ = (l_130_ + l_133_);
                uint64_t l_135_ = (l_132_ >> uint(32uL));
                bool l_136_ = (l_134_ < l_130_);
                uint64_t l_137_ = uint64_t(l_136_);
                uint64_t l_138_ = (l_135_ + l_137_);
                l_mut_125_ = l_134_;
                bool l_139_ = (l_24_ == 64u);
                if (l_139_) {
                    l_mut_125_ = l_138_;
                } else {
                    bool l_140_ = (l_24_ > 0u);
                    if (l_140_) {
                        uint l_141_ = (64u - l_24_);
                        uint64_t l_142_ = uint64_t(l_141_);
                        uint64_t l_143_ = (l_138_ << uint(l_142_));
                        uint64_t l_144_ = uint64_t(l_24_);
                        uint64_t l_145_ = (l_134_ >> uint(l_144_));
                        uint64_t l_146_ = (l_143_ | l_145_);
                        l_mut_125_ = l_146_;
                    }
                }
                uint64_t _e543 = l_mut_125_;
                l_mut_147_ = _e543;
                if (l_124_) {
                    uint64_t _e545 = l_mut_147_;
                    uint64_t l_149_ = (0uL - _e545);
                    l_mut_147_ = l_149_;
                }
                uint64_t _e547 = l_mut_147_;
                uint64_t l_150_ = (l_121_ + _e547);
                uint64_t l_152_ = (0uL - l_150_);
                l_mut_147_ = l_152_;
                uint64_t _e551 = l_mut_147_;
                bool l_153_ = (l_150_ < _e551);
                if (l_153_) {
                    l_mut_147_ = l_150_;
                }
                uint64_t _e553 = l_mut_147_;
                bool l_154_ = (_e553 < l_51_);
                uint l_155_ = uint(l_154_);
                uint _e556 = l_mut_83_;
                l_mut_83_ = (_e556 + l_155_);
            }
        }
        uint _e561 = l_mut_83_;
        bool l_156_ = (_e561 > 0u);
        if (l_156_) {
            uint l_337_ = asuint(info.Load(24+0));
            uint l_338_ = (l_337_ * 1u);
            uint l_339_ = (l_338_ - 1u);
            uint l_340_ = min(2u, l_339_);
            uint _e576 = l_mut_83_;
            uint _e577; buffer_6_global.InterlockedAdd(l_340_*4, _e576, _e577);
            l_mut_83_ = _e577;
            l_mut_159_ = l_75_;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e681 = l_mut_159_;
                    l_mut_159_ = (_e681 + 1u);
                }
                loop_init_1 = false;
                uint _e579 = l_mut_159_;
                if ((_e579 < l_90_)) {
                } else {
                    break;
                }
                {
                    uint _e581 = l_mut_159_;
                    uint64_t l_160_ = uint64_t(_e581);
                    uint64_t l_161_ = (l_99_ * l_160_);
                    uint64_t l_162_ = (l_108_ + l_161_);
                    uint _e585 = l_mut_159_;
                    uint _e586 = l_mut_159_;
                    uint l_163_ = (_e585 * _e586);
                    uint64_t l_164_ = (l_117_ >> uint(63uL));
                    bool l_165_ = (l_164_ == 1uL);
                    l_mut_147_ = l_117_;
                    if (l_165_) {
                        uint64_t l_167_ = (0uL - l_117_);
                        l_mut_147_ = l_167_;
                    }
                    uint64_t l_168_ = uint64_t(l_163_);
                    uint64_t _e597 = l_mut_147_;
                    uint64_t l_169_ = (_e597 & 4294967295uL);
                    uint64_t l_170_ = (l_169_ * l_168_);
                    uint64_t _e601 = l_mut_147_;
                    uint64_t l_171_ = (_e601 >> uint(32uL));
                    uint64_t l_172_ = (l_171_ * l_168_);
                    uint64_t l_173_ = (l_172_ << uint(32uL));
                    uint64_t l_174_ = (l_170_ + l_173_);
                    uint64_t l_175_ = (l_172_ >> uint(32uL));
                    bool l_176_ = (l_174_ < l_170_);
                    uint64_t l_177_ = uint64_t(l_176_);
                    uint64_t l_178_ = (l_175_ + l_177_);
                    l_mut_147_ = l_174_;
                    bool l_179_ = (l_24_ == 64u);
                    if (l_179_) {
                        l_mut_147_ = l_178_;
                    } else {
                        bool l_180_ = (l_24_ > 0u);
                        if (l_180_) {
                            uint l_181_ = (64u - l_24_);
                            uint64_t l_182_ = uint64_t(l_181_);
                            uint64_t l_183_ = (l_178_ << uint(l_182_));
                            uint64_t l_184_ = uint64_t(l_24_);
                            uint64_t l_185_ = (l_174_ >> uint(l_184_));
                            uint64_t l_186_ = (l_183_ | l_185_);
                            l_mut_147_ = l_186_;
                        }
                    }
                    uint64_t _e634 = l_mut_147_;
                    l_mut_125_ = _e634;
                    if (l_165_) {
                        uint64_t _e636 = l_mut_125_;
                        uint64_t l_188_ = (0uL - _e636);
                        l_mut_125_ = l_188_;
                    }
                    uint64_t _e638 = l_mut_125_;
                    uint64_t l_189_ = (l_162_ + _e638);
                    uint64_t l_191_ = (0uL - l_189_);
                    l_mut_147_ = l_191_;
                    uint64_t _e642 = l_mut_147_;
                    bool l_192_ = (l_189_ < _e642);
                    if (l_192_) {
                        l_mut_147_ = l_189_;
                    }
                    uint64_t _e644 = l_mut_147_;
                    bool l_193_ = (_e644 < l_51_);
                    if (l_193_) {
                        uint _e646 = l_mut_83_;
                        uint l_194_ = (_e646 * 2u);
                        uint l_195_ = (l_194_ + 1u);
                        uint l_196_ = asuint(info.Load(48+0));
                        bool l_197_ = (l_195_ < l_196_);
                        if (l_197_) {
                            uint l_342_ = asuint(info.Load(20+0));
                            uint l_343_ = (l_342_ * 1u);
                            bool l_344_ = (l_194_ < l_343_);
                            if (l_344_) {
                                buffer_5_global.Store(l_194_*4, asuint(l_70_));
                            }
                            uint l_198_ = (l_194_ + 1u);
                            uint l_345_ = asuint(info.Load(20+0));
                            uint l_346_ = (l_345_ * 1u);
                            bool l_347_ = (l_198_ < l_346_);
                            if (l_347_) {
                                uint _e676 = l_mut_159_;
                                buffer_5_global.Store(l_198_*4, asuint(_e676));
                            }
                        }
                        uint _e677 = l_mut_83_;
                        l_mut_83_ = (_e677 + 1u);
                    }
                }
            }
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
