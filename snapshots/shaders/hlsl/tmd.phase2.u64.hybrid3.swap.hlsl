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

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase2_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_112_ = (uint64_t)0;
    uint64_t l_mut_134_ = (uint64_t)0;
    uint64_t l_mut_228_ = (uint64_t)0;
    uint l_mut_229_ = (uint)0;
    bool l_mut_230_ = (bool)0;
    bool l_mut_233_ = (bool)0;
    bool l_mut_235_ = (bool)0;
    uint64_t l_mut_237_ = (uint64_t)0;
    uint l_mut_241_ = (uint)0;
    bool l_mut_242_ = (bool)0;
    bool l_mut_245_ = (bool)0;
    uint l_mut_72_ = (uint)0;
    bool local = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_283_ = asuint(info.Load(24+0));
        uint l_284_ = (l_283_ * 1u);
        uint l_285_ = (l_284_ - 1u);
        uint l_286_ = min(3u, l_285_);
        uint _e52; buffer_6_global.InterlockedAdd(l_286_*4, 1u, _e52);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_288_ = asuint(info.Load(12+0));
        uint l_289_ = (l_288_ * 1u);
        bool l_290_ = (0u < l_289_);
        uint l_291_ = (l_289_ - 1u);
        uint l_292_ = min(0u, l_291_);
        uint l_293_ = asuint(buffer_3_global.Load(l_292_*4));
        uint l_7_ = (l_290_ ? l_293_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_295_ = asuint(info.Load(12+0));
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (l_10_ < l_296_);
        uint l_298_ = (l_296_ - 1u);
        uint l_299_ = min(l_10_, l_298_);
        uint l_300_ = asuint(buffer_3_global.Load(l_299_*4));
        uint l_11_ = (l_297_ ? l_300_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_302_ = asuint(info.Load(12+0));
        uint l_303_ = (l_302_ * 1u);
        bool l_304_ = (2u < l_303_);
        uint l_305_ = (l_303_ - 1u);
        uint l_306_ = min(2u, l_305_);
        uint l_307_ = asuint(buffer_3_global.Load(l_306_*4));
        uint l_18_ = (l_304_ ? l_307_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_309_ = asuint(info.Load(12+0));
        uint l_310_ = (l_309_ * 1u);
        bool l_311_ = (l_21_ < l_310_);
        uint l_312_ = (l_310_ - 1u);
        uint l_313_ = min(l_21_, l_312_);
        uint l_314_ = asuint(buffer_3_global.Load(l_313_*4));
        uint l_22_ = (l_311_ ? l_314_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_316_ = asuint(info.Load(12+0));
        uint l_317_ = (l_316_ * 1u);
        bool l_318_ = (4u < l_317_);
        uint l_319_ = (l_317_ - 1u);
        uint l_320_ = min(4u, l_319_);
        uint l_321_ = asuint(buffer_3_global.Load(l_320_*4));
        uint l_29_ = (l_318_ ? l_321_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_323_ = asuint(info.Load(12+0));
        uint l_324_ = (l_323_ * 1u);
        bool l_325_ = (l_32_ < l_324_);
        uint l_326_ = (l_324_ - 1u);
        uint l_327_ = min(l_32_, l_326_);
        uint l_328_ = asuint(buffer_3_global.Load(l_327_*4));
        uint l_33_ = (l_325_ ? l_328_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_330_ = asuint(info.Load(12+0));
        uint l_331_ = (l_330_ * 1u);
        bool l_332_ = (6u < l_331_);
        uint l_333_ = (l_331_ - 1u);
        uint l_334_ = min(6u, l_333_);
        uint l_335_ = asuint(buffer_3_global.Load(l_334_*4));
        uint l_38_ = (l_332_ ? l_335_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_337_ = asuint(info.Load(12+0));
        uint l_338_ = (l_337_ * 1u);
        bool l_339_ = (l_41_ < l_338_);
        uint l_340_ = (l_338_ - 1u);
        uint l_341_ = min(l_41_, l_340_);
        uint l_342_ = asuint(buffer_3_global.Load(l_341_*4));
        uint l_42_ = (l_339_ ? l_342_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_344_ = asuint(info.Load(12+0));
        uint l_345_ = (l_344_ * 1u);
        bool l_346_ = (8u < l_345_);
        uint l_347_ = (l_345_ - 1u);
        uint l_348_ = min(8u, l_347_);
        uint l_349_ = asuint(buffer_3_global.Load(l_348_*4));
        uint l_47_ = (l_346_ ? l_349_ : 0u);
        uint64_t l_48_ = uint64_t(l_47_);
        uint l_50_ = (8u + 1u);
        uint l_351_ = asuint(info.Load(12+0));
        uint l_352_ = (l_351_ * 1u);
        bool l_353_ = (l_50_ < l_352_);
        uint l_354_ = (l_352_ - 1u);
        uint l_355_ = min(l_50_, l_354_);
        uint l_356_ = asuint(buffer_3_global.Load(l_355_*4));
        uint l_51_ = (l_353_ ? l_356_ : 0u);
        uint64_t l_52_ = uint64_t(l_51_);
        uint64_t l_53_ = (l_52_ << uint(32uL));
        uint64_t l_54_ = (l_48_ | l_53_);
        uint l_358_ = asuint(info.Load(12+0));
        uint l_359_ = (l_358_ * 1u);
        bool l_360_ = (10u < l_359_);
        uint l_361_ = (l_359_ - 1u);
        uint l_362_ = min(10u, l_361_);
        uint l_363_ = asuint(buffer_3_global.Load(l_362_*4));
        uint l_56_ = (l_360_ ? l_363_ : 0u);
        uint64_t l_57_ = uint64_t(l_56_);
        uint l_59_ = (10u + 1u);
        uint l_365_ = asuint(info.Load(12+0));
        uint l_366_ = (l_365_ * 1u);
        bool l_367_ = (l_59_ < l_366_);
        uint l_368_ = (l_366_ - 1u);
        uint l_369_ = min(l_59_, l_368_);
        uint l_370_ = asuint(buffer_3_global.Load(l_369_*4));
        uint l_60_ = (l_367_ ? l_370_ : 0u);
        uint64_t l_61_ = uint64_t(l_60_);
        uint64_t l_62_ = (l_61_ << uint(32uL));
        uint64_t l_63_ = (l_57_ | l_62_);
        uint l_64_ = naga_div(id, 8u);
        uint l_372_ = asuint(info.Load(16+0));
        uint l_373_ = (l_372_ * 1u);
        bool l_374_ = (l_64_ < l_373_);
        uint l_375_ = (l_373_ - 1u);
        uint l_376_ = min(l_64_, l_375_);
        uint l_377_ = asuint(buffer_4_global.Load(l_376_*4));
        uint l_65_ = (l_374_ ? l_377_ : 0u);
        uint l_66_ = naga_mod(id, 8u);
        uint l_67_ = naga_div(l_16_, 8u);
        uint l_68_ = (l_66_ * l_67_);
        uint64_t l_69_ = uint64_t(l_65_);
        uint64_t l_70_ = uint64_t(l_16_);
        uint64_t l_71_ = (l_69_ * l_70_);
        l_mut_72_ = 0u;
        bool l_73_ = (l_71_ < l_63_);
        if (l_73_) {
            uint64_t l_74_ = (l_63_ - l_71_);
            l_mut_72_ = l_16_;
            uint64_t l_75_ = uint64_t(l_16_);
            bool l_76_ = (l_74_ < l_75_);
            if (l_76_) {
                uint64_t l_77_ = (l_74_ & 4294967295uL);
                uint l_78_ = uint(l_77_);
                l_mut_72_ = l_78_;
            }
        }
        uint _e348 = l_mut_72_;
        bool l_79_ = (l_68_ < _e348);
        if (l_79_) {
            uint l_80_ = (2u * l_65_);
            uint l_379_ = asuint(info.Load(0+0));
            uint l_380_ = (l_379_ * 1u);
            bool l_381_ = (l_80_ < l_380_);
            uint l_382_ = (l_380_ - 1u);
            uint l_383_ = min(l_80_, l_382_);
            uint l_384_ = asuint(buffer_0_global.Load(l_383_*4));
            uint l_81_ = (l_381_ ? l_384_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_65_);
            uint l_84_ = (l_83_ + 1u);
            uint l_386_ = asuint(info.Load(0+0));
            uint l_387_ = (l_386_ * 1u);
            bool l_388_ = (l_84_ < l_387_);
            uint l_389_ = (l_387_ - 1u);
            uint l_390_ = min(l_84_, l_389_);
            uint l_391_ = asuint(buffer_0_global.Load(l_390_*4));
            uint l_85_ = (l_388_ ? l_391_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = (2u * l_65_);
            uint l_393_ = asuint(info.Load(4+0));
            uint l_394_ = (l_393_ * 1u);
            bool l_395_ = (l_89_ < l_394_);
            uint l_396_ = (l_394_ - 1u);
            uint l_397_ = min(l_89_, l_396_);
            uint l_398_ = asuint(buffer_1_global.Load(l_397_*4));
            uint l_90_ = (l_395_ ? l_398_ : 0u);
            uint64_t l_91_ = uint64_t(l_90_);
            uint l_92_ = (2u * l_65_);
            uint l_93_ = (l_92_ + 1u);
            uint l_400_ = asuint(info.Load(4+0));
            uint l_401_ = (l_400_ * 1u);
            bool l_402_ = (l_93_ < l_401_);
            uint l_403_ = (l_401_ - 1u);
            uint l_404_ = min(l_93_, l_403_);
            uint l_405_ = asuint(buffer_1_global.Load(l_404_*4));
            uint l_94_ = (l_402_ ? l_405_ : 0u);
            uint64_t l_95_ = uint64_t(l_94_);
            uint64_t l_96_ = (l_95_ << uint(32uL));
            uint64_t l_97_ = (l_91_ | l_96_);
            uint l_98_ = (2u * l_65_);
            uint l_407_ = asuint(info.Load(8+0));
            uint l_408_ = (l_407_ * 1u);
            bool l_409_ = (l_98_ < l_408_);
            uint l_410_ = (l_408_ - 1u);
            uint l_411_ = min(l_98_, l_410_);
            uint l_412_ = asuint(buffer_2_global.Load(l_411_*4));
            uint l_99_ = (l_409_ ? l_412_ : 0u);
            uint64_t l_100_ = uint64_t(l_99_);
            uint l_101_ = (2u * l_65_);
            uint l_102_ = (l_101_ + 1u);
            uint l_414_ = asuint(info.Load(8+0));
            uint l_415_ = (l_414_ * 1u);
            bool l_416_ = (l_102_ < l_415_);
            uint l_417_ = (l_415_ - 1u);
            uint l_418_ = min(l_102_, l_417_);
            uint l_419_ = asuint(buffer_2_global.Load(l_418_*4));
            uint l_103_ = (l_416_ ? l_419_ : 0u);
            uint64_t l_104_ = uint64_t(l_103_);
            uint64_t l_105_ = (l_104_ << uint(32uL));
            uint64_t l_106_ = (l_100_ | l_105_);
            uint l_107_ = naga_div(l_16_, 8u);
            uint l_108_ = (l_66_ * l_107_);
            uint l_109_ = (l_108_ + l_108_);
            uint64_t l_110_ = (l_106_ >> uint(63uL));
            bool l_111_ = (l_110_ == 1uL);
            l_mut_112_ = l_106_;
            if (l_111_) {
                uint64_t l_114_ = (0uL - l_106_);
                l_mut_112_ = l_114_;
            }
            uint64_t l_115_ = uint64_t(l_109_);
            uint64_t _e492 = l_mut_112_;
            uint64_t l_116_ = (_e492 & 4294967295uL);
            uint64_t l_117_ = (l_116_ * l_115_);
            uint64_t _e496 = l_mut_112_;
            uint64_t l_118_ = (_e496 >> uint(32uL));
            uint64_t l_119_ = (l_118_ * l_115_);
            uint64_t l_120_ = (l_119_ << uint(32uL));
            uint64_t l_121_ = (l_117_ + l_120_);
            uint64_t l_122_ = (l_119_ >> uint(32uL));
            bool l_123_ = (l_121_ < l_117_);
            uint64_t l_124_ = uint64_t(l_123_);
            uint64_t l_125_ = (l_122_ + l_124_);
            l_mut_112_ = l_121_;
            bool l_126_ = (l_27_ == 64u);
            if (l_126_) {
                l_mut_112_ = l_125_;
            } else {
                bool l_127_ = (l_27_ > 0u);
                if (l_127_) {
                    uint l_128_ = (64u - l_27_);
                    uint64_t l_129_ = uint64_t(l_128_);
                    uint64_t l_130_ = (l_125_ << uint(l_129_));
                    uint64_t l_131_ = uint64_t(l_27_);
                    uint64_t l_132_ = (l_121_ >> uint(l_131_));
                    uint64_t l_133_ = (l_130_ | l_132_);
                    l_mut_112_ = l_133_;
                }
            }
            uint64_t _e529 = l_mut_112_;
            l_mut_134_ = _e529;
            if (l_111_) {
                uint64_t _e531 = l_mut_134_;
                uint64_t l_136_ = (0uL - _e531);
                l_mut_134_ = l_136_;
            }
            uint64_t _e533 = l_mut_134_;
            uint64_t l_137_ = (l_88_ + _e533);
            uint64_t l_138_ = uint64_t(l_108_);
            uint64_t l_139_ = (l_88_ * l_138_);
            uint64_t l_140_ = (l_97_ + l_139_);
            uint l_141_ = (l_108_ * l_108_);
            uint64_t l_142_ = (l_106_ >> uint(63uL));
            bool l_143_ = (l_142_ == 1uL);
            l_mut_134_ = l_106_;
            if (l_143_) {
                uint64_t l_145_ = (0uL - l_106_);
                l_mut_134_ = l_145_;
            }
            uint64_t l_146_ = uint64_t(l_141_);
            uint64_t _e548 = l_mut_134_;
            uint64_t l_147_ = (_e548 & 4294967295uL);
            uint64_t l_148_ = (l_147_ * l_146_);
            uint64_t _e552 = l_mut_134_;
            uint64_t l_149_ = (_e552 >> uint(32uL));
            uint64_t l_150_ = (l_149_ * l_146_);
            uint64_t l_151_ = (l_150_ << uint(32uL));
            uint64_t l_152_ = (l_148_ + l_151_);
            uint64_t l_153_ = (l_150_ >> uint(32uL));
            bool l_154_ = (l_152_ < l_148_);
            uint64_t l_155_ = uint64_t(l_154_);
            uint64_t l_156_ = (l_153_ + l_155_);
            l_mut_134_ = l_152_;
            bool l_157_ = (l_27_ == 64u);
            if (l_157_) {
                l_mut_134_ = l_156_;
            } else {
                bool l_158_ = (l_27_ > 0u);
                if (l_158_) {
                    uint l_159_ = (64u - l_27_);
                    uint64_t l_160_ = uint64_t(l_159_);
                    uint64_t l_161_ = (l_156_ << uint(l_160_));
                    uint64_t l_162_ = uint64_t(l_27_);
                    uint64_t l_163_ = (l_152_ >> uint(l_162_));
                    uint64_t l_164_ = (l_161_ | l_163_);
                    l_mut_134_ = l_164_;
                }
            }
            uint64_t _e585 = l_mut_134_;
            l_mut_112_ = _e585;
            if (l_143_) {
                uint64_t _e587 = l_mut_112_;
                uint64_t l_166_ = (0uL - _e587);
                l_mut_112_ = l_166_;
            }
            uint64_t _e589 = l_mut_112_;
            uint64_t l_167_ = (l_140_ + _e589);
            uint64_t l_168_ = (l_106_ >> uint(63uL));
            bool l_169_ = (l_168_ == 1uL);
            l_mut_134_ = l_106_;
            if (l_169_) {
                uint64_t l_171_ = (0uL - l_106_);
                l_mut_134_ = l_171_;
            }
            uint64_t l_172_ = uint64_t(l_107_);
            uint64_t _e600 = l_mut_134_;
            uint64_t l_173_ = (_e600 & 4294967295uL);
            uint64_t l_174_ = (l_173_ * l_172_);
            uint64_t _e604 = l_mut_134_;
            uint64_t l_175_ = (_e604 >> uint(32uL));
            uint64_t l_176_ = (l_175_ * l_172_);
            uint64_t l_177_ = (l_176_ << uint(32uL));
            uint64_t l_178_ = (l_174_ + l_177_);
            uint64_t l_179_ = (l_176_ >> uint(32uL));
            bool l_180_ = (l_178_ < l_174_);
            uint64_t l_181_ = uint64_t(l_180_);
            uint64_t l_182_ = (l_179_ + l_181_);
            l_mut_134_ = l_178_;
            bool l_183_ = (l_27_ == 64u);
            if (l_183_) {
                l_mut_134_ = l_182_;
            } else {
                bool l_184_ = (l_27_ > 0u);
                if (l_184_) {
                    uint l_185_ = (64u - l_27_);
                    uint64_t l_186_ = uint64_t(l_185_);
                    uint64_t l_187_ = (l_182_ << uint(l_186_));
                    uint64_t l_188_ = uint64_t(l_27_);
                    uint64_t l_189_ = (l_178_ >> uint(l_188_));
                    uint64_t l_190_ = (l_187_ | l_189_);
                    l_mut_134_ = l_190_;
                }
            }
            uint64_t _e637 = l_mut_134_;
            l_mut_112_ = _e637;
            if (l_169_) {
                uint64_t _e639 = l_mut_112_;
                uint64_t l_192_ = (0uL - _e639);
                l_mut_112_ = l_192_;
            }
            uint64_t _e641 = l_mut_112_;
            uint64_t l_193_ = (l_137_ + _e641);
            uint l_194_ = (l_107_ * l_107_);
            uint l_195_ = (l_27_ + 3u);
            uint64_t l_196_ = (l_106_ >> uint(63uL));
            bool l_197_ = (l_196_ == 1uL);
            l_mut_134_ = l_106_;
            if (l_197_) {
                uint64_t l_199_ = (0uL - l_106_);
                l_mut_134_ = l_199_;
            }
            uint64_t l_200_ = uint64_t(l_194_);
            uint64_t _e655 = l_mut_134_;
            uint64_t l_201_ = (_e655 & 4294967295uL);
            uint64_t l_202_ = (l_201_ * l_200_);
            uint64_t _e659 = l_mut_134_;
            uint64_t l_203_ = (_e659 >> uint(32uL));
            uint64_t l_204_ = (l_203_ * l_200_);
            uint64_t l_205_ = (l_204_ << uint(32uL));
            uint64_t l_206_ = (l_202_ + l_205_);
            uint64_t l_207_ = (l_204_ >> uint(32uL));
            bool l_208_ = (l_206_ < l_202_);
            uint64_t l_209_ = uint64_t(l_208_);
            uint64_t l_210_ = (l_207_ + l_209_);
            l_mut_134_ = l_206_;
            bool l_211_ = (l_195_ == 64u);
            if (l_211_) {
                l_mut_134_ = l_210_;
            } else {
                bool l_212_ = (l_195_ > 0u);
                if (l_212_) {
                    uint l_213_ = (64u - l_195_);
                    uint64_t l_214_ = uint64_t(l_213_);
                    uint64_t l_215_ = (l_210_ << uint(l_214_));
                    uint64_t l_216_ = uint64_t(l_195_);
                    uint64_t l_217_ = (l_206_ >> uint(l_216_));
                    uint64_t l_218_ = (l_215_ | l_217_);
                    l_mut_134_ = l_218_;
                }
            }
            uint64_t _e692 = l_mut_134_;
            l_mut_112_ = _e692;
            if (l_197_) {
                uint64_t _e694 = l_mut_112_;
                uint64_t l_220_ = (0uL - _e694);
                l_mut_112_ = l_220_;
            }
            uint64_t _e696 = l_mut_112_;
            uint64_t l_221_ = (l_167_ - _e696);
            uint64_t l_222_ = (l_221_ + l_45_);
            uint64_t l_224_ = (0uL - l_193_);
            uint64_t l_225_ = (l_45_ + l_45_);
            l_mut_134_ = l_224_;
            uint64_t l_227_ = (0uL - l_224_);
            l_mut_112_ = l_227_;
            l_mut_228_ = l_222_;
            l_mut_72_ = 1u;
            l_mut_229_ = 1u;
            l_mut_230_ = false;
            uint64_t _e707 = l_mut_228_;
            bool l_231_ = (_e707 < l_225_);
            bool l_232_ = !(l_231_);
            l_mut_233_ = l_232_;
            bool l_234_ = (l_224_ == 0uL);
            if (l_234_) {
                bool _e712 = l_mut_233_;
                l_mut_230_ = _e712;
                l_mut_233_ = false;
            }
            l_mut_235_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e715 = l_mut_233_;
                bool l_236_ = !(_e715);
                if (l_236_) {
                    break;
                }
                uint64_t _e717 = l_mut_134_;
                l_mut_237_ = _e717;
                bool _e718 = l_mut_235_;
                if (_e718) {
                    uint64_t _e719 = l_mut_112_;
                    l_mut_237_ = _e719;
                }
                uint64_t _e720 = l_mut_228_;
                uint64_t _e721 = l_mut_237_;
                bool l_238_ = (_e720 < _e721);
                bool l_239_ = !(l_238_);
                bool _e724 = l_mut_235_;
                bool l_240_ = (l_239_ != _e724);
                if (l_240_) {
                    uint64_t _e726 = l_mut_134_;
                    l_mut_237_ = _e726;
                    uint64_t _e727 = l_mut_112_;
                    l_mut_134_ = _e727;
                    uint64_t _e728 = l_mut_237_;
                    l_mut_112_ = _e728;
                    uint _e729 = l_mut_72_;
                    l_mut_241_ = _e729;
                    uint _e730 = l_mut_229_;
                    l_mut_72_ = _e730;
                    uint _e731 = l_mut_241_;
                    l_mut_229_ = _e731;
                    l_mut_235_ = l_239_;
                }
                l_mut_242_ = true;
                bool _e733 = l_mut_235_;
                if (_e733) {
                    uint64_t _e734 = l_mut_228_;
                    uint64_t _e735 = l_mut_112_;
                    uint64_t l_243_ = (_e734 - _e735);
                    l_mut_228_ = l_243_;
                    uint64_t _e737 = l_mut_228_;
                    bool l_244_ = (_e737 < l_225_);
                    if (l_244_) {
                        l_mut_233_ = false;
                        l_mut_242_ = false;
                    }
                }
                bool _e741 = l_mut_242_;
                if (_e741) {
                    l_mut_241_ = 0u;
                    l_mut_245_ = false;
                    uint64_t _e745 = l_mut_112_;
                    uint64_t l_247_ = (_e745 >> uint(3uL));
                    uint64_t _e749 = l_mut_134_;
                    bool l_248_ = (l_247_ < _e749);
                    bool l_249_ = !(l_248_);
                    l_mut_245_ = l_249_;
                    uint64_t _e752 = l_mut_134_;
                    bool l_250_ = (_e752 == 0uL);
                    if (l_250_) {
                        l_mut_241_ = l_107_;
                    } else {
                        bool _e755 = l_mut_245_;
                        if (_e755) {
                            uint64_t _e756 = l_mut_134_;
                            uint64_t _e757 = l_mut_112_;
                            bool l_251_ = (_e756 < _e757);
                            if (l_251_) {
                                uint64_t _e759 = l_mut_112_;
                                uint64_t l_252_ = (_e759 - 1uL);
                                uint64_t _e762 = l_mut_134_;
                                uint64_t l_253_ = naga_div(l_252_, _e762);
                                uint64_t l_254_ = uint64_t(l_107_);
                                bool l_255_ = (l_253_ < l_254_);
                                uint64_t l_256_ = uint64_t(l_107_);
                                uint64_t l_257_ = (l_255_ ? l_253_ : l_256_);
                                uint l_258_ = uint(l_257_);
                                l_mut_241_ = l_258_;
                            }
                        } else {
                            uint64_t _e770 = l_mut_112_;
                            l_mut_237_ = _e770;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e771 = l_mut_134_;
                                uint64_t _e772 = l_mut_237_;
                                bool l_259_ = (_e771 < _e772);
                                uint _e774 = l_mut_241_;
                                uint _e775 = l_mut_229_;
                                uint l_260_ = (_e774 * _e775);
                                uint _e777 = l_mut_72_;
                                uint l_261_ = (_e777 + l_260_);
                                uint _e779 = l_mut_229_;
                                uint l_262_ = (l_261_ + _e779);
                                bool l_263_ = (l_262_ < l_107_);
                                if (l_259_) {
                                    local = l_263_;
                                } else {
                                    local = false;
                                }
                                bool l_264_ = local;
                                bool l_265_ = !(l_264_);
                                if (l_265_) {
                                    break;
                                }
                                uint64_t _e787 = l_mut_237_;
                                uint64_t _e788 = l_mut_134_;
                                uint64_t l_266_ = (_e787 - _e788);
                                l_mut_237_ = l_266_;
                                uint _e790 = l_mut_241_;
                                l_mut_241_ = (_e790 + 1u);
                            }
                        }
                    }
                    uint _e793 = l_mut_241_;
                    uint _e794 = l_mut_229_;
                    uint l_267_ = (_e793 * _e794);
                    uint _e796 = l_mut_72_;
                    uint l_268_ = (_e796 + l_267_);
                    uint _e798 = l_mut_229_;
                    uint l_269_ = (l_268_ + _e798);
                    bool l_270_ = (l_269_ >= l_107_);
                    if (l_270_) {
                        l_mut_230_ = true;
                        l_mut_233_ = false;
                    } else {
                        uint _e803 = l_mut_241_;
                        uint64_t l_271_ = uint64_t(_e803);
                        uint64_t _e805 = l_mut_134_;
                        uint64_t l_272_ = (_e805 * l_271_);
                        uint64_t _e807 = l_mut_112_;
                        uint64_t l_273_ = (_e807 - l_272_);
                        l_mut_112_ = l_273_;
                        uint _e809 = l_mut_241_;
                        uint _e810 = l_mut_229_;
                        uint l_274_ = (_e809 * _e810);
                        uint _e812 = l_mut_72_;
                        l_mut_72_ = (_e812 + l_274_);
                        uint64_t _e814 = l_mut_134_;
                        uint64_t _e815 = l_mut_112_;
                        uint64_t l_275_ = (_e814 - _e815);
                        l_mut_134_ = l_275_;
                        uint _e817 = l_mut_229_;
                        uint _e818 = l_mut_72_;
                        l_mut_229_ = (_e817 + _e818);
                    }
                }
            }
            bool _e820 = l_mut_230_;
            bool l_276_ = !(_e820);
            if (l_276_) {
                uint l_277_ = (l_65_ * 8u);
                uint l_278_ = (l_277_ + l_66_);
                uint l_421_ = asuint(info.Load(24+0));
                uint l_422_ = (l_421_ * 1u);
                uint l_423_ = (l_422_ - 1u);
                uint l_424_ = min(1u, l_423_);
                uint _e838; buffer_6_global.InterlockedAdd(l_424_*4, 1u, _e838);
                uint l_281_ = asuint(info.Load(48+0));
                bool l_282_ = (_e838 < l_281_);
                if (l_282_) {
                    uint l_426_ = asuint(info.Load(20+0));
                    uint l_427_ = (l_426_ * 1u);
                    bool l_428_ = (_e838 < l_427_);
                    if (l_428_) {
                        buffer_5_global.Store(_e838*4, asuint(l_278_));
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
    } else {
        return;
    }
}
