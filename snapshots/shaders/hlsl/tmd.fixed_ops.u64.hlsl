struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void fixed_ops(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_160_ = (uint64_t)0;
    uint64_t l_mut_214_ = (uint64_t)0;
    uint64_t l_mut_63_ = (uint64_t)0;
    uint64_t l_mut_64_ = (uint64_t)0;
    uint l_mut_66_ = (uint)0;
    bool local = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (2u * id);
        uint l_260_ = asuint(info.Load(0+0));
        uint l_261_ = (l_260_ * 1u);
        bool l_262_ = (l_2_ < l_261_);
        uint l_263_ = (l_261_ - 1u);
        uint l_264_ = min(l_2_, l_263_);
        uint l_265_ = asuint(buffer_0_global.Load(l_264_*4));
        uint l_3_ = (l_262_ ? l_265_ : 0u);
        uint64_t l_4_ = uint64_t(l_3_);
        uint l_5_ = (2u * id);
        uint l_6_ = (l_5_ + 1u);
        uint l_267_ = asuint(info.Load(0+0));
        uint l_268_ = (l_267_ * 1u);
        bool l_269_ = (l_6_ < l_268_);
        uint l_270_ = (l_268_ - 1u);
        uint l_271_ = min(l_6_, l_270_);
        uint l_272_ = asuint(buffer_0_global.Load(l_271_*4));
        uint l_7_ = (l_269_ ? l_272_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint64_t l_9_ = (l_8_ << uint(32uL));
        uint64_t l_10_ = (l_4_ | l_9_);
        uint l_11_ = (2u * id);
        uint l_274_ = asuint(info.Load(4+0));
        uint l_275_ = (l_274_ * 1u);
        bool l_276_ = (l_11_ < l_275_);
        uint l_277_ = (l_275_ - 1u);
        uint l_278_ = min(l_11_, l_277_);
        uint l_279_ = asuint(buffer_1_global.Load(l_278_*4));
        uint l_12_ = (l_276_ ? l_279_ : 0u);
        uint64_t l_13_ = uint64_t(l_12_);
        uint l_14_ = (2u * id);
        uint l_15_ = (l_14_ + 1u);
        uint l_281_ = asuint(info.Load(4+0));
        uint l_282_ = (l_281_ * 1u);
        bool l_283_ = (l_15_ < l_282_);
        uint l_284_ = (l_282_ - 1u);
        uint l_285_ = min(l_15_, l_284_);
        uint l_286_ = asuint(buffer_1_global.Load(l_285_*4));
        uint l_16_ = (l_283_ ? l_286_ : 0u);
        uint64_t l_17_ = uint64_t(l_16_);
        uint64_t l_18_ = (l_17_ << uint(32uL));
        uint64_t l_19_ = (l_13_ | l_18_);
        uint l_288_ = asuint(info.Load(8+0));
        uint l_289_ = (l_288_ * 1u);
        bool l_290_ = (id < l_289_);
        uint l_291_ = (l_289_ - 1u);
        uint l_292_ = min(id, l_291_);
        uint l_293_ = asuint(buffer_2_global.Load(l_292_*4));
        uint l_20_ = (l_290_ ? l_293_ : 0u);
        uint l_21_ = (7u * id);
        uint64_t l_22_ = (l_10_ + l_19_);
        uint l_23_ = (2u * l_21_);
        uint64_t l_24_ = (l_22_ & 4294967295uL);
        uint l_25_ = uint(l_24_);
        uint l_295_ = asuint(info.Load(16+0));
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (l_23_ < l_296_);
        if (l_297_) {
            buffer_4_global.Store(l_23_*4, asuint(l_25_));
        }
        uint l_26_ = (2u * l_21_);
        uint l_27_ = (l_26_ + 1u);
        uint64_t l_28_ = (l_22_ >> uint(32uL));
        uint l_29_ = uint(l_28_);
        uint l_298_ = asuint(info.Load(16+0));
        uint l_299_ = (l_298_ * 1u);
        bool l_300_ = (l_27_ < l_299_);
        if (l_300_) {
            buffer_4_global.Store(l_27_*4, asuint(l_29_));
        }
        uint l_30_ = (7u * id);
        uint l_31_ = (l_30_ + 1u);
        uint64_t l_32_ = (l_10_ - l_19_);
        uint l_33_ = (2u * l_31_);
        uint64_t l_34_ = (l_32_ & 4294967295uL);
        uint l_35_ = uint(l_34_);
        uint l_301_ = asuint(info.Load(16+0));
        uint l_302_ = (l_301_ * 1u);
        bool l_303_ = (l_33_ < l_302_);
        if (l_303_) {
            buffer_4_global.Store(l_33_*4, asuint(l_35_));
        }
        uint l_36_ = (2u * l_31_);
        uint l_37_ = (l_36_ + 1u);
        uint64_t l_38_ = (l_32_ >> uint(32uL));
        uint l_39_ = uint(l_38_);
        uint l_304_ = asuint(info.Load(16+0));
        uint l_305_ = (l_304_ * 1u);
        bool l_306_ = (l_37_ < l_305_);
        if (l_306_) {
            buffer_4_global.Store(l_37_*4, asuint(l_39_));
        }
        uint l_40_ = (7u * id);
        uint l_41_ = (l_40_ + 2u);
        uint64_t l_42_ = uint64_t(l_20_);
        uint64_t l_43_ = (l_10_ * l_42_);
        uint l_44_ = (2u * l_41_);
        uint64_t l_45_ = (l_43_ & 4294967295uL);
        uint l_46_ = uint(l_45_);
        uint l_307_ = asuint(info.Load(16+0));
        uint l_308_ = (l_307_ * 1u);
        bool l_309_ = (l_44_ < l_308_);
        if (l_309_) {
            buffer_4_global.Store(l_44_*4, asuint(l_46_));
        }
        uint l_47_ = (2u * l_41_);
        uint l_48_ = (l_47_ + 1u);
        uint64_t l_49_ = (l_43_ >> uint(32uL));
        uint l_50_ = uint(l_49_);
        uint l_310_ = asuint(info.Load(16+0));
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (l_48_ < l_311_);
        if (l_312_) {
            buffer_4_global.Store(l_48_*4, asuint(l_50_));
        }
        uint l_51_ = (7u * id);
        uint l_52_ = (l_51_ + 3u);
        uint l_53_ = naga_mod(l_20_, 64u);
        uint64_t l_54_ = uint64_t(l_53_);
        uint64_t l_55_ = (l_10_ >> uint(l_54_));
        uint l_56_ = (2u * l_52_);
        uint64_t l_57_ = (l_55_ & 4294967295uL);
        uint l_58_ = uint(l_57_);
        uint l_313_ = asuint(info.Load(16+0));
        uint l_314_ = (l_313_ * 1u);
        bool l_315_ = (l_56_ < l_314_);
        if (l_315_) {
            buffer_4_global.Store(l_56_*4, asuint(l_58_));
        }
        uint l_59_ = (2u * l_52_);
        uint l_60_ = (l_59_ + 1u);
        uint64_t l_61_ = (l_55_ >> uint(32uL));
        uint l_62_ = uint(l_61_);
        uint l_316_ = asuint(info.Load(16+0));
        uint l_317_ = (l_316_ * 1u);
        bool l_318_ = (l_60_ < l_317_);
        if (l_318_) {
            buffer_4_global.Store(l_60_*4, asuint(l_62_));
        }
        l_mut_63_ = l_19_;
        l_mut_64_ = l_10_;
        bool l_65_ = (l_19_ < l_10_);
        if (l_65_) {
            l_mut_63_ = l_10_;
            l_mut_64_ = l_19_;
        }
        l_mut_66_ = 0u;
        uint64_t _e298 = l_mut_64_;
        bool l_67_ = (_e298 == 0uL);
        bool l_68_ = !(l_67_);
        uint64_t _e302 = l_mut_64_;
        uint64_t _e303 = l_mut_63_;
        bool l_69_ = (_e302 < _e303);
        if (l_68_) {
            local = l_69_;
        } else {
            local = false;
        }
        bool l_70_ = local;
        if (l_70_) {
            uint l_71_ = naga_mod(l_20_, 1048576u);
            uint64_t _e311 = l_mut_63_;
            uint64_t l_72_ = (_e311 - 1uL);
            uint64_t _e314 = l_mut_64_;
            uint64_t l_73_ = naga_div(l_72_, _e314);
            uint64_t l_74_ = uint64_t(l_71_);
            bool l_75_ = (l_73_ < l_74_);
            uint64_t l_76_ = uint64_t(l_71_);
            uint64_t l_77_ = (l_75_ ? l_73_ : l_76_);
            uint l_78_ = uint(l_77_);
            l_mut_66_ = l_78_;
        }
        bool l_79_ = (l_10_ < l_19_);
        uint l_80_ = uint(l_79_);
        uint l_81_ = (l_80_ << 20u);
        uint _e326 = l_mut_66_;
        l_mut_66_ = (_e326 | l_81_);
        uint64_t l_82_ = (l_10_ >> uint(63uL));
        bool l_83_ = (l_82_ == 1uL);
        uint l_84_ = uint(l_83_);
        uint l_85_ = (l_84_ << 21u);
        uint _e337 = l_mut_66_;
        l_mut_66_ = (_e337 | l_85_);
        uint l_86_ = (7u * id);
        uint l_87_ = (l_86_ + 4u);
        uint _e343 = l_mut_66_;
        uint64_t l_88_ = uint64_t(_e343);
        uint l_89_ = (2u * l_87_);
        uint64_t l_90_ = (l_88_ & 4294967295uL);
        uint l_91_ = uint(l_90_);
        uint l_319_ = asuint(info.Load(16+0));
        uint l_320_ = (l_319_ * 1u);
        bool l_321_ = (l_89_ < l_320_);
        if (l_321_) {
            buffer_4_global.Store(l_89_*4, asuint(l_91_));
        }
        uint l_92_ = (2u * l_87_);
        uint l_93_ = (l_92_ + 1u);
        uint64_t l_94_ = (l_88_ >> uint(32uL));
        uint l_95_ = uint(l_94_);
        uint l_322_ = asuint(info.Load(16+0));
        uint l_323_ = (l_322_ * 1u);
        bool l_324_ = (l_93_ < l_323_);
        if (l_324_) {
            buffer_4_global.Store(l_93_*4, asuint(l_95_));
        }
        uint l_96_ = (7u * id);
        uint l_97_ = (l_96_ + 5u);
        uint l_325_ = asuint(info.Load(12+0));
        uint l_326_ = (l_325_ * 1u);
        bool l_327_ = (id < l_326_);
        uint l_328_ = (l_326_ - 1u);
        uint l_329_ = min(id, l_328_);
        uint l_330_ = asuint(buffer_3_global.Load(l_329_*4));
        uint l_98_ = (l_327_ ? l_330_ : 0u);
        uint64_t l_99_ = (l_10_ >> uint(63uL));
        bool l_100_ = (l_99_ == 1uL);
        l_mut_64_ = l_10_;
        if (l_100_) {
            uint64_t l_102_ = (0uL - l_10_);
            l_mut_64_ = l_102_;
        }
        uint64_t l_103_ = uint64_t(l_20_);
        uint64_t _e407 = l_mut_64_;
        uint64_t l_104_ = (_e407 & 4294967295uL);
        uint64_t l_105_ = (l_104_ * l_103_);
        uint64_t _e411 = l_mut_64_;
        uint64_t l_106_ = (_e411 >> uint(32uL));
        uint64_t l_107_ = (l_106_ * l_103_);
        uint64_t l_108_ = (l_107_ << uint(32uL));
        uint64_t l_109_ = (l_105_ + l_108_);
        uint64_t l_110_ = (l_107_ >> uint(32uL));
        bool l_111_ = (l_109_ < l_105_);
        uint64_t l_112_ = uint64_t(l_111_);
        uint64_t l_113_ = (l_110_ + l_112_);
        l_mut_64_ = l_109_;
        bool l_114_ = (l_98_ == 64u);
        if (l_114_) {
            l_mut_64_ = l_113_;
        } else {
            bool l_115_ = (l_98_ > 0u);
            if (l_115_) {
                uint l_116_ = (64u - l_98_);
                uint64_t l_117_ = uint64_t(l_116_);
                uint64_t l_118_ = (l_113_ << uint(l_117_));
                uint64_t l_119_ = uint64_t(l_98_);
                uint64_t l_120_ = (l_109_ >> uint(l_119_));
                uint64_t l_121_ = (l_118_ | l_120_);
                l_mut_64_ = l_121_;
            }
        }
        uint64_t _e444 = l_mut_64_;
        l_mut_63_ = _e444;
        if (l_100_) {
            uint64_t _e446 = l_mut_63_;
            uint64_t l_123_ = (0uL - _e446);
            l_mut_63_ = l_123_;
        }
        uint l_124_ = (2u * l_97_);
        uint64_t _e450 = l_mut_63_;
        uint64_t l_125_ = (_e450 & 4294967295uL);
        uint l_126_ = uint(l_125_);
        uint l_332_ = asuint(info.Load(16+0));
        uint l_333_ = (l_332_ * 1u);
        bool l_334_ = (l_124_ < l_333_);
        if (l_334_) {
            buffer_4_global.Store(l_124_*4, asuint(l_126_));
        }
        uint l_127_ = (2u * l_97_);
        uint l_128_ = (l_127_ + 1u);
        uint64_t _e468 = l_mut_63_;
        uint64_t l_129_ = (_e468 >> uint(32uL));
        uint l_130_ = uint(l_129_);
        uint l_335_ = asuint(info.Load(16+0));
        uint l_336_ = (l_335_ * 1u);
        bool l_337_ = (l_128_ < l_336_);
        if (l_337_) {
            buffer_4_global.Store(l_128_*4, asuint(l_130_));
        }
        uint l_131_ = (7u * id);
        uint l_132_ = (l_131_ + 6u);
        uint l_338_ = asuint(info.Load(12+0));
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (id < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(id, l_341_);
        uint l_343_ = asuint(buffer_3_global.Load(l_342_*4));
        uint l_133_ = (l_340_ ? l_343_ : 0u);
        l_mut_64_ = 0uL;
        bool l_135_ = (l_20_ < 65536u);
        if (l_135_) {
            uint l_136_ = (l_20_ * l_20_);
            uint64_t l_137_ = (l_10_ >> uint(63uL));
            bool l_138_ = (l_137_ == 1uL);
            l_mut_63_ = l_10_;
            if (l_138_) {
                uint64_t l_140_ = (0uL - l_10_);
                l_mut_63_ = l_140_;
            }
            uint64_t l_141_ = uint64_t(l_136_);
            uint64_t _e516 = l_mut_63_;
            uint64_t l_142_ = (_e516 & 4294967295uL);
            uint64_t l_143_ = (l_142_ * l_141_);
            uint64_t _e520 = l_mut_63_;
            uint64_t l_144_ = (_e520 >> uint(32uL));
            uint64_t l_145_ = (l_144_ * l_141_);
            uint64_t l_146_ = (l_145_ << uint(32uL));
            uint64_t l_147_ = (l_143_ + l_146_);
            uint64_t l_148_ = (l_145_ >> uint(32uL));
            bool l_149_ = (l_147_ < l_143_);
            uint64_t l_150_ = uint64_t(l_149_);
            uint64_t l_151_ = (l_148_ + l_150_);
            l_mut_63_ = l_147_;
            bool l_152_ = (l_133_ == 64u);
            if (l_152_) {
                l_mut_63_ = l_151_;
            } else {
                bool l_153_ = (l_133_ > 0u);
                if (l_153_) {
                    uint l_154_ = (64u - l_133_);
                    uint64_t l_155_ = uint64_t(l_154_);
                    uint64_t l_156_ = (l_151_ << uint(l_155_));
                    uint64_t l_157_ = uint64_t(l_133_);
                    uint64_t l_158_ = (l_147_ >> uint(l_157_));
                    uint64_t l_159_ = (l_156_ | l_158_);
                    l_mut_63_ = l_159_;
                }
            }
            uint64_t _e553 = l_mut_63_;
            l_mut_160_ = _e553;
            if (l_138_) {
                uint64_t _e555 = l_mut_160_;
                uint64_t l_162_ = (0uL - _e555);
                l_mut_160_ = l_162_;
            }
            uint64_t _e557 = l_mut_160_;
            l_mut_64_ = _e557;
        } else {
            uint64_t l_163_ = (l_10_ >> uint(63uL));
            bool l_164_ = (l_163_ == 1uL);
            l_mut_160_ = l_10_;
            if (l_164_) {
                uint64_t l_166_ = (0uL - l_10_);
                l_mut_160_ = l_166_;
            }
            uint64_t l_167_ = uint64_t(l_20_);
            uint64_t _e567 = l_mut_160_;
            uint64_t l_168_ = (_e567 & 4294967295uL);
            uint64_t l_169_ = (l_168_ * l_167_);
            uint64_t _e571 = l_mut_160_;
            uint64_t l_170_ = (_e571 >> uint(32uL));
            uint64_t l_171_ = (l_170_ * l_167_);
            uint64_t l_172_ = (l_171_ << uint(32uL));
            uint64_t l_173_ = (l_169_ + l_172_);
            uint64_t l_174_ = (l_171_ >> uint(32uL));
            bool l_175_ = (l_173_ < l_169_);
            uint64_t l_176_ = uint64_t(l_175_);
            uint64_t l_177_ = (l_174_ + l_176_);
            l_mut_63_ = l_173_;
            if (false) {
                l_mut_63_ = l_177_;
            } else {
                if (false) {
                    uint64_t l_181_ = (l_177_ << uint(64uL));
                    uint64_t l_183_ = (l_173_ >> uint(0uL));
                    uint64_t l_184_ = (l_181_ | l_183_);
                    l_mut_63_ = l_184_;
                }
            }
            uint64_t l_185_ = uint64_t(l_20_);
            uint64_t _e601 = l_mut_160_;
            uint64_t l_186_ = (_e601 & 4294967295uL);
            uint64_t l_187_ = (l_186_ * l_185_);
            uint64_t _e605 = l_mut_160_;
            uint64_t l_188_ = (_e605 >> uint(32uL));
            uint64_t l_189_ = (l_188_ * l_185_);
            uint64_t l_190_ = (l_189_ << uint(32uL));
            uint64_t l_191_ = (l_187_ + l_190_);
            uint64_t l_192_ = (l_189_ >> uint(32uL));
            bool l_193_ = (l_191_ < l_187_);
            uint64_t l_194_ = uint64_t(l_193_);
            uint64_t l_195_ = (l_192_ + l_194_);
            l_mut_160_ = l_191_;
            if (true) {
                l_mut_160_ = l_195_;
            } else {
                if (true) {
                    uint64_t l_199_ = (l_195_ << uint(0uL));
                    uint64_t l_201_ = (l_191_ >> uint(64uL));
                    uint64_t l_202_ = (l_199_ | l_201_);
                    l_mut_160_ = l_202_;
                }
            }
            uint64_t l_203_ = uint64_t(l_20_);
            uint64_t _e635 = l_mut_63_;
            uint64_t l_204_ = (_e635 & 4294967295uL);
            uint64_t l_205_ = (l_204_ * l_203_);
            uint64_t _e639 = l_mut_63_;
            uint64_t l_206_ = (_e639 >> uint(32uL));
            uint64_t l_207_ = (l_206_ * l_203_);
            uint64_t l_208_ = (l_207_ << uint(32uL));
            uint64_t l_209_ = (l_205_ + l_208_);
            uint64_t l_210_ = (l_207_ >> uint(32uL));
            bool l_211_ = (l_209_ < l_205_);
            uint64_t l_212_ = uint64_t(l_211_);
            uint64_t l_213_ = (l_210_ + l_212_);
            l_mut_214_ = l_209_;
            if (false) {
                l_mut_214_ = l_213_;
            } else {
                if (false) {
                    uint64_t l_218_ = (l_213_ << uint(64uL));
                    uint64_t l_220_ = (l_209_ >> uint(0uL));
                    uint64_t l_221_ = (l_218_ | l_220_);
                    l_mut_214_ = l_221_;
                }
            }
            uint64_t l_222_ = uint64_t(l_20_);
            uint64_t _e669 = l_mut_63_;
            uint64_t l_223_ = (_e669 & 4294967295uL);
            uint64_t l_224_ = (l_223_ * l_222_);
            uint64_t _e673 = l_mut_63_;
            uint64_t l_225_ = (_e673 >> uint(32uL));
            uint64_t l_226_ = (l_225_ * l_222_);
            uint64_t l_227_ = (l_226_ << uint(32uL));
            uint64_t l_228_ = (l_224_ + l_227_);
            uint64_t l_229_ = (l_226_ >> uint(32uL));
            bool l_230_ = (l_228_ < l_224_);
            uint64_t l_231_ = uint64_t(l_230_);
            uint64_t l_232_ = (l_229_ + l_231_);
            l_mut_63_ = l_228_;
            if (true) {
                l_mut_63_ = l_232_;
            } else {
                if (true) {
                    uint64_t l_236_ = (l_232_ << uint(0uL));
                    uint64_t l_238_ = (l_228_ >> uint(64uL));
                    uint64_t l_239_ = (l_236_ | l_238_);
                    l_mut_63_ = l_239_;
                }
            }
            uint64_t l_240_ = uint64_t(l_20_);
            uint64_t _e703 = l_mut_160_;
            uint64_t l_241_ = (_e703 * l_240_);
            uint64_t _e705 = l_mut_63_;
            uint64_t l_242_ = (_e705 + l_241_);
            uint64_t _e707 = l_mut_214_;
            l_mut_64_ = _e707;
            bool l_243_ = (l_133_ == 64u);
            if (l_243_) {
                l_mut_64_ = l_242_;
            } else {
                bool l_244_ = (l_133_ > 0u);
                if (l_244_) {
                    uint l_245_ = (64u - l_133_);
                    uint64_t l_246_ = uint64_t(l_245_);
                    uint64_t l_247_ = (l_242_ << uint(l_246_));
                    uint64_t l_248_ = uint64_t(l_133_);
                    uint64_t _e719 = l_mut_214_;
                    uint64_t l_249_ = (_e719 >> uint(l_248_));
                    uint64_t l_250_ = (l_247_ + l_249_);
                    l_mut_64_ = l_250_;
                }
            }
            if (l_164_) {
                uint64_t _e725 = l_mut_64_;
                uint64_t l_252_ = (0uL - _e725);
                l_mut_64_ = l_252_;
            }
        }
        uint l_253_ = (2u * l_132_);
        uint64_t _e729 = l_mut_64_;
        uint64_t l_254_ = (_e729 & 4294967295uL);
        uint l_255_ = uint(l_254_);
        uint l_345_ = asuint(info.Load(16+0));
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (l_253_ < l_346_);
        if (l_347_) {
            buffer_4_global.Store(l_253_*4, asuint(l_255_));
        }
        uint l_256_ = (2u * l_132_);
        uint l_257_ = (l_256_ + 1u);
        uint64_t _e747 = l_mut_64_;
        uint64_t l_258_ = (_e747 >> uint(32uL));
        uint l_259_ = uint(l_258_);
        uint l_348_ = asuint(info.Load(16+0));
        uint l_349_ = (l_348_ * 1u);
        bool l_350_ = (l_257_ < l_349_);
        if (l_350_) {
            buffer_4_global.Store(l_257_*4, asuint(l_259_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
