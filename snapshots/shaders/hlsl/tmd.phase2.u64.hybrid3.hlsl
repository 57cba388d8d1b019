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
    uint l_mut_238_ = (uint)0;
    bool l_mut_239_ = (bool)0;
    uint64_t l_mut_253_ = (uint64_t)0;
    uint l_mut_72_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_310_ = asuint(info.Load(24+0));
        uint l_311_ = (l_310_ * 1u);
        uint l_312_ = (l_311_ - 1u);
        uint l_313_ = min(3u, l_312_);
        uint _e51; buffer_6_global.InterlockedAdd(l_313_*4, 1u, _e51);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_315_ = asuint(info.Load(12+0));
        uint l_316_ = (l_315_ * 1u);
        bool l_317_ = (0u < l_316_);
        uint l_318_ = (l_316_ - 1u);
        uint l_319_ = min(0u, l_318_);
        uint l_320_ = asuint(buffer_3_global.Load(l_319_*4));
        uint l_7_ = (l_317_ ? l_320_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_322_ = asuint(info.Load(12+0));
        uint l_323_ = (l_322_ * 1u);
        bool l_324_ = (l_10_ < l_323_);
        uint l_325_ = (l_323_ - 1u);
        uint l_326_ = min(l_10_, l_325_);
        uint l_327_ = asuint(buffer_3_global.Load(l_326_*4));
        uint l_11_ = (l_324_ ? l_327_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_329_ = asuint(info.Load(12+0));
        uint l_330_ = (l_329_ * 1u);
        bool l_331_ = (2u < l_330_);
        uint l_332_ = (l_330_ - 1u);
        uint l_333_ = min(2u, l_332_);
        uint l_334_ = asuint(buffer_3_global.Load(l_333_*4));
        uint l_18_ = (l_331_ ? l_334_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_336_ = asuint(info.Load(12+0));
        uint l_337_ = (l_336_ * 1u);
        bool l_338_ = (l_21_ < l_337_);
        uint l_339_ = (l_337_ - 1u);
        uint l_340_ = min(l_21_, l_339_);
        uint l_341_ = asuint(buffer_3_global.Load(l_340_*4));
        uint l_22_ = (l_338_ ? l_341_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_343_ = asuint(info.Load(12+0));
        uint l_344_ = (l_343_ * 1u);
        bool l_345_ = (4u < l_344_);
        uint l_346_ = (l_344_ - 1u);
        uint l_347_ = min(4u, l_346_);
        uint l_348_ = asuint(buffer_3_global.Load(l_347_*4));
        uint l_29_ = (l_345_ ? l_348_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_350_ = asuint(info.Load(12+0));
        uint l_351_ = (l_350_ * 1u);
        bool l_352_ = (l_32_ < l_351_);
        uint l_353_ = (l_351_ - 1u);
        uint l_354_ = min(l_32_, l_353_);
        uint l_355_ = asuint(buffer_3_global.Load(l_354_*4));
        uint l_33_ = (l_352_ ? l_355_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_357_ = asuint(info.Load(12+0));
        uint l_358_ = (l_357_ * 1u);
        bool l_359_ = (6u < l_358_);
        uint l_360_ = (l_358_ - 1u);
        uint l_361_ = min(6u, l_360_);
        uint l_362_ = asuint(buffer_3_global.Load(l_361_*4));
        uint l_38_ = (l_359_ ? l_362_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_364_ = asuint(info.Load(12+0));
        uint l_365_ = (l_364_ * 1u);
        bool l_366_ = (l_41_ < l_365_);
        uint l_367_ = (l_365_ - 1u);
        uint l_368_ = min(l_41_, l_367_);
        uint l_369_ = asuint(buffer_3_global.Load(l_368_*4));
        uint l_42_ = (l_366_ ? l_369_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_371_ = asuint(info.Load(12+0));
        uint l_372_ = (l_371_ * 1u);
        bool l_373_ = (8u < l_372_);
        uint l_374_ = (l_372_ - 1u);
        uint l_375_ = min(8u, l_374_);
        uint l_376_ = asuint(buffer_3_global.Load(l_375_*4));
        uint l_47_ = (l_373_ ? l_376_ : 0u);
        uint64_t l_48_ = uint64_t(l_47_);
        uint l_50_ = (8u + 1u);
        uint l_378_ = asuint(info.Load(12+0));
        uint l_379_ = (l_378_ * 1u);
        bool l_380_ = (l_50_ < l_379_);
        uint l_381_ = (l_379_ - 1u);
        uint l_382_ = min(l_50_, l_381_);
        uint l_383_ = asuint(buffer_3_global.Load(l_382_*4));
        uint l_51_ = (l_380_ ? l_383_ : 0u);
        uint64_t l_52_ = uint64_t(l_51_);
        uint64_t l_53_ = (l_52_ << uint(32uL));
        uint64_t l_54_ = (l_48_ | l_53_);
        uint l_385_ = asuint(info.Load(12+0));
        uint l_386_ = (l_385_ * 1u);
        bool l_387_ = (10u < l_386_);
        uint l_388_ = (l_386_ - 1u);
        uint l_389_ = min(10u, l_388_);
        uint l_390_ = asuint(buffer_3_global.Load(l_389_*4));
        uint l_56_ = (l_387_ ? l_390_ : 0u);
        uint64_t l_57_ = uint64_t(l_56_);
        uint l_59_ = (10u + 1u);
        uint l_392_ = asuint(info.Load(12+0));
        uint l_393_ = (l_392_ * 1u);
        bool l_394_ = (l_59_ < l_393_);
        uint l_395_ = (l_393_ - 1u);
        uint l_396_ = min(l_59_, l_395_);
        uint l_397_ = asuint(buffer_3_global.Load(l_396_*4));
        uint l_60_ = (l_394_ ? l_397_ : 0u);
        uint64_t l_61_ = uint64_t(l_60_);
        uint64_t l_62_ = (l_61_ << uint(32uL));
        uint64_t l_63_ = (l_57_ | l_62_);
        uint l_64_ = naga_div(id, 8u);
        uint l_399_ = asuint(info.Load(16+0));
        uint l_400_ = (l_399_ * 1u);
        bool l_401_ = (l_64_ < l_400_);
        uint l_402_ = (l_400_ - 1u);
        uint l_403_ = min(l_64_, l_402_);
        uint l_404_ = asuint(buffer_4_global.Load(l_403_*4));
        uint l_65_ = (l_401_ ? l_404_ : 0u);
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
        uint _e347 = l_mut_72_;
        bool l_79_ = (l_68_ < _e347);
        if (l_79_) {
            uint l_80_ = (2u * l_65_);
            uint l_406_ = asuint(info.Load(0+0));
            uint l_407_ = (l_406_ * 1u);
            bool l_408_ = (l_80_ < l_407_);
            uint l_409_ = (l_407_ - 1u);
            uint l_410_ = min(l_80_, l_409_);
            uint l_411_ = asuint(buffer_0_global.Load(l_410_*4));
            uint l_81_ = (l_408_ ? l_411_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_65_);
            uint l_84_ = (l_83_ + 1u);
            uint l_413_ = asuint(info.Load(0+0));
            uint l_414_ = (l_413_ * 1u);
            bool l_415_ = (l_84_ < l_414_);
            uint l_416_ = (l_414_ - 1u);
            uint l_417_ = min(l_84_, l_416_);
            uint l_418_ = asuint(buffer_0_global.Load(l_417_*4));
            uint l_85_ = (l_415_ ? l_418_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = (2u * l_65_);
            uint l_420_ = asuint(info.Load(4+0));
            uint l_421_ = (l_420_ * 1u);
            bool l_422_ = (l_89_ < l_421_);
            uint l_423_ = (l_421_ - 1u);
            uint l_424_ = min(l_89_, l_423_);
            uint l_425_ = asuint(buffer_1_global.Load(l_424_*4));
            uint l_90_ = (l_422_ ? l_425_ : 0u);
            uint64_t l_91_ = uint64_t(l_90_);
            uint l_92_ = (2u * l_65_);
            uint l_93_ = (l_92_ + 1u);
            uint l_427_ = asuint(info.Load(4+0));
            uint l_428_ = (l_427_ * 1u);
            bool l_429_ = (l_93_ < l_428_);
            uint l_430_ = (l_428_ - 1u);
            uint l_431_ = min(l_93_, l_430_);
            uint l_432_ = asuint(buffer_1_global.Load(l_431_*4));
            uint l_94_ = (l_429_ ? l_432_ : 0u);
            uint64_t l_95_ = uint64_t(l_94_);
            uint64_t l_96_ = (l_95_ << uint(32uL));
            uint64_t l_97_ = (l_91_ | l_96_);
            uint l_98_ = (2u * l_65_);
            uint l_434_ = asuint(info.Load(8+0));
            uint l_435_ = (l_434_ * 1u);
            bool l_436_ = (l_98_ < l_435_);
            uint l_437_ = (l_435_ - 1u);
            uint l_438_ = min(l_98_, l_437_);
            uint l_439_ = asuint(buffer_2_global.Load(l_438_*4));
            uint l_99_ = (l_436_ ? l_439_ : 0u);
            uint64_t l_100_ = uint64_t(l_99_);
            uint l_101_ = (2u * l_65_);
            uint l_102_ = (l_101_ + 1u);
            uint l_441_ = asuint(info.Load(8+0));
            uint l_442_ = (l_441_ * 1u);
            bool l_443_ = (l_102_ < l_442_);
            uint l_444_ = (l_442_ - 1u);
            uint l_445_ = min(l_102_, l_444_);
            uint l_446_ = asuint(buffer_2_global.Load(l_445_*4));
            uint l_103_ = (l_443_ ? l_446_ : 0u);
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
            uint64_t _e491 = l_mut_112_;
            uint64_t l_116_ = (_e491 & 4294967295uL);
            uint64_t l_117_ = (l_116_ * l_115_);
            uint64_t _e495 = l_mut_112_;
            uint64_t l_118_ = (_e495 >> uint(32uL));
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
            uint64_t _e528 = l_mut_112_;
            l_mut_134_ = _e528;
            if (l_111_) {
                uint64_t _e530 = l_mut_134_;
                uint64_t l_136_ = (0uL - _e530);
                l_mut_134_ = l_136_;
            }
            uint64_t _e532 = l_mut_134_;
            uint64_t l_137_ = (l_88_ + _e532);
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
            uint64_t _e547 = l_mut_134_;
            uint64_t l_147_ = (_e547 & 4294967295uL);
            uint64_t l_148_ = (l_147_ * l_146_);
            uint64_t _e551 = l_mut_134_;
            uint64_t l_149_ = (_e551 >> uint(32uL));
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
            uint64_t _e584 = l_mut_134_;
            l_mut_112_ = _e584;
            if (l_143_) {
                uint64_t _e586 = l_mut_112_;
                uint64_t l_166_ = (0uL - _e586);
                l_mut_112_ = l_166_;
            }
            uint64_t _e588 = l_mut_112_;
            uint64_t l_167_ = (l_140_ + _e588);
            uint64_t l_168_ = (l_106_ >> uint(63uL));
            bool l_169_ = (l_168_ == 1uL);
            l_mut_134_ = l_106_;
            if (l_169_) {
                uint64_t l_171_ = (0uL - l_106_);
                l_mut_134_ = l_171_;
            }
            uint64_t l_172_ = uint64_t(l_107_);
            uint64_t _e599 = l_mut_134_;
            uint64_t l_173_ = (_e599 & 4294967295uL);
            uint64_t l_174_ = (l_173_ * l_172_);
            uint64_t _e603 = l_mut_134_;
            uint64_t l_175_ = (_e603 >> uint(32uL));
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
            uint64_t _e636 = l_mut_134_;
            l_mut_112_ = _e636;
            if (l_169_) {
                uint64_t _e638 = l_mut_112_;
                uint64_t l_192_ = (0uL - _e638);
                l_mut_112_ = l_192_;
            }
            uint64_t _e640 = l_mut_112_;
            uint64_t l_193_ = (l_137_ + _e640);
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
            uint64_t _e654 = l_mut_134_;
            uint64_t l_201_ = (_e654 & 4294967295uL);
            uint64_t l_202_ = (l_201_ * l_200_);
            uint64_t _e658 = l_mut_134_;
            uint64_t l_203_ = (_e658 >> uint(32uL));
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
            uint64_t _e691 = l_mut_134_;
            l_mut_112_ = _e691;
            if (l_197_) {
                uint64_t _e693 = l_mut_112_;
                uint64_t l_220_ = (0uL - _e693);
                l_mut_112_ = l_220_;
            }
            uint64_t _e695 = l_mut_112_;
            uint64_t l_221_ = (l_167_ - _e695);
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
            uint64_t _e706 = l_mut_228_;
            bool l_231_ = (_e706 < l_225_);
            bool l_232_ = !(l_231_);
            l_mut_233_ = l_232_;
            bool l_234_ = (l_224_ == 0uL);
            if (l_234_) {
                bool _e711 = l_mut_233_;
                l_mut_230_ = _e711;
                l_mut_233_ = false;
            }
            l_mut_235_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e714 = l_mut_233_;
                bool l_236_ = !(_e714);
                if (l_236_) {
                    break;
                }
                uint64_t _e716 = l_mut_228_;
                uint64_t _e717 = l_mut_134_;
                bool l_237_ = (_e716 < _e717);
                if (l_237_) {
                    l_mut_238_ = 0u;
                    l_mut_239_ = false;
                    uint64_t _e722 = l_mut_112_;
                    uint64_t l_241_ = (_e722 >> uint(3uL));
                    uint64_t _e726 = l_mut_134_;
                    bool l_242_ = (l_241_ < _e726);
                    bool l_243_ = !(l_242_);
                    l_mut_239_ = l_243_;
                    uint64_t _e729 = l_mut_134_;
                    bool l_244_ = (_e729 == 0uL);
                    if (l_244_) {
                        l_mut_238_ = l_107_;
                    } else {
                        bool _e732 = l_mut_239_;
                        if (_e732) {
                            uint64_t _e733 = l_mut_134_;
                            uint64_t _e734 = l_mut_112_;
                            bool l_245_ = (_e733 < _e734);
                            if (l_245_) {
                                uint64_t _e736 = l_mut_112_;
                                uint64_t l_246_ = (_e736 - 1uL);
                                uint64_t _e739 = l_mut_134_;
                                uint64_t l_247_ = naga_div(l_246_, _e739);
                                uint64_t l_248_ = uint64_t(l_107_);
                                bool l_249_ = (l_247_ < l_248_);
                                uint64_t l_250_ = uint64_t(l_107_);
                                uint64_t l_251_ = (l_249_ ? l_247_ : l_250_);
                                uint l_252_ = uint(l_251_);
                                l_mut_238_ = l_252_;
                            }
                        } else {
                            uint64_t _e747 = l_mut_112_;
                            l_mut_253_ = _e747;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e748 = l_mut_134_;
                                uint64_t _e749 = l_mut_253_;
                                bool l_254_ = (_e748 < _e749);
                                uint _e751 = l_mut_238_;
                                uint _e752 = l_mut_229_;
                                uint l_255_ = (_e751 * _e752);
                                uint _e754 = l_mut_72_;
                                uint l_256_ = (_e754 + l_255_);
                                uint _e756 = l_mut_229_;
                                uint l_257_ = (l_256_ + _e756);
                                bool l_258_ = (l_257_ < l_107_);
                                if (l_254_) {
                                    local = l_258_;
                                } else {
                                    local = false;
                                }
                                bool l_259_ = local;
                                bool l_260_ = !(l_259_);
                                if (l_260_) {
                                    break;
                                }
                                uint64_t _e764 = l_mut_253_;
                                uint64_t _e765 = l_mut_134_;
                                uint64_t l_261_ = (_e764 - _e765);
                                l_mut_253_ = l_261_;
                                uint _e767 = l_mut_238_;
                                l_mut_238_ = (_e767 + 1u);
                            }
                        }
                    }
                    uint _e770 = l_mut_238_;
                    uint _e771 = l_mut_229_;
                    uint l_262_ = (_e770 * _e771);
                    uint _e773 = l_mut_72_;
                    uint l_263_ = (_e773 + l_262_);
                    uint _e775 = l_mut_229_;
                    uint l_264_ = (l_263_ + _e775);
                    bool l_265_ = (l_264_ >= l_107_);
                    if (l_265_) {
                        l_mut_230_ = true;
                        l_mut_233_ = false;
                    } else {
                        uint _e780 = l_mut_238_;
                        uint64_t l_266_ = uint64_t(_e780);
                        uint64_t _e782 = l_mut_134_;
                        uint64_t l_267_ = (_e782 * l_266_);
                        uint64_t _e784 = l_mut_112_;
                        uint64_t l_268_ = (_e784 - l_267_);
                        l_mut_112_ = l_268_;
                        uint _e786 = l_mut_238_;
                        uint _e787 = l_mut_229_;
                        uint l_269_ = (_e786 * _e787);
                        uint _e789 = l_mut_72_;
                        l_mut_72_ = (_e789 + l_269_);
                        uint64_t _e791 = l_mut_134_;
                        uint64_t _e792 = l_mut_112_;
                        uint64_t l_270_ = (_e791 - _e792);
                        l_mut_134_ = l_270_;
                        uint _e794 = l_mut_229_;
                        uint _e795 = l_mut_72_;
                        l_mut_229_ = (_e794 + _e795);
                    }
                } else {
                    uint64_t _e797 = l_mut_228_;
                    uint64_t _e798 = l_mut_134_;
                    uint64_t l_271_ = (_e797 - _e798);
                    l_mut_228_ = l_271_;
                    uint64_t _e800 = l_mut_228_;
                    bool l_272_ = (_e800 < l_225_);
                    if (l_272_) {
                        l_mut_233_ = false;
                    } else {
                        l_mut_238_ = 0u;
                        l_mut_239_ = false;
                        uint64_t _e806 = l_mut_134_;
                        uint64_t l_274_ = (_e806 >> uint(3uL));
                        uint64_t _e810 = l_mut_112_;
                        bool l_275_ = (l_274_ < _e810);
                        bool l_276_ = !(l_275_);
                        l_mut_239_ = l_276_;
                        uint64_t _e813 = l_mut_112_;
                        bool l_277_ = (_e813 == 0uL);
                        if (l_277_) {
                            l_mut_238_ = l_107_;
                        } else {
                            bool _e816 = l_mut_239_;
                            if (_e816) {
                                uint64_t _e817 = l_mut_112_;
                                uint64_t _e818 = l_mut_134_;
                                bool l_278_ = (_e817 < _e818);
                                if (l_278_) {
                                    uint64_t _e820 = l_mut_134_;
                                    uint64_t l_279_ = (_e820 - 1uL);
                                    uint64_t _e823 = l_mut_112_;
                                    uint64_t l_280_ = naga_div(l_279_, _e823);
                                    uint64_t l_281_ = uint64_t(l_107_);
                                    bool l_282_ = (l_280_ < l_281_);
                                    uint64_t l_283_ = uint64_t(l_107_);
                                    uint64_t l_284_ = (l_282_ ? l_280_ : l_283_);
                                    uint l_285_ = uint(l_284_);
                                    l_mut_238_ = l_285_;
                                }
                            } else {
                                uint64_t _e831 = l_mut_134_;
                                l_mut_253_ = _e831;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e832 = l_mut_112_;
                                    uint64_t _e833 = l_mut_253_;
                                    bool l_286_ = (_e832 < _e833);
                                    uint _e835 = l_mut_238_;
                                    uint _e836 = l_mut_72_;
                                    uint l_287_ = (_e835 * _e836);
                                    uint _e838 = l_mut_229_;
                                    uint l_288_ = (_e838 + l_287_);
                                    uint _e840 = l_mut_72_;
                                    uint l_289_ = (l_288_ + _e840);
                                    bool l_290_ = (l_289_ < l_107_);
                                    if (l_286_) {
                                        local_1 = l_290_;
                                    } else {
                                        local_1 = false;
                                    }
                                    bool l_291_ = local_1;
                                    bool l_292_ = !(l_291_);
                                    if (l_292_) {
                                        break;
                                    }
                                    uint64_t _e848 = l_mut_253_;
                                    uint64_t _e849 = l_mut_112_;
                                    uint64_t l_293_ = (_e848 - _e849);
                                    l_mut_253_ = l_293_;
                                    uint _e851 = l_mut_238_;
                                    l_mut_238_ = (_e851 + 1u);
                                }
                            }
                        }
                        uint _e854 = l_mut_72_;
                        uint _e855 = l_mut_229_;
                        uint l_294_ = (_e854 + _e855);
                        uint _e857 = l_mut_238_;
                        uint _e858 = l_mut_72_;
                        uint l_295_ = (_e857 * _e858);
                        uint l_296_ = (l_294_ + l_295_);
                        bool l_297_ = (l_296_ >= l_107_);
                        if (l_297_) {
                            l_mut_230_ = true;
                            l_mut_233_ = false;
                        } else {
                            uint _e864 = l_mut_238_;
                            uint64_t l_298_ = uint64_t(_e864);
                            uint64_t _e866 = l_mut_112_;
                            uint64_t l_299_ = (_e866 * l_298_);
                            uint64_t _e868 = l_mut_134_;
                            uint64_t l_300_ = (_e868 - l_299_);
                            l_mut_134_ = l_300_;
                            uint _e870 = l_mut_238_;
                            uint _e871 = l_mut_72_;
                            uint l_301_ = (_e870 * _e871);
                            uint _e873 = l_mut_229_;
                            l_mut_229_ = (_e873 + l_301_);
                            uint64_t _e875 = l_mut_112_;
                            uint64_t _e876 = l_mut_134_;
                            uint64_t l_302_ = (_e875 - _e876);
                            l_mut_112_ = l_302_;
                            uint _e878 = l_mut_72_;
                            uint _e879 = l_mut_229_;
                            l_mut_72_ = (_e878 + _e879);
                        }
                    }
                }
            }
            bool _e881 = l_mut_230_;
            bool l_303_ = !(_e881);
            if (l_303_) {
                uint l_304_ = (l_65_ * 8u);
                uint l_305_ = (l_304_ + l_66_);
                uint l_448_ = asuint(info.Load(24+0));
                uint l_449_ = (l_448_ * 1u);
                uint l_450_ = (l_449_ - 1u);
                uint l_451_ = min(1u, l_450_);
                uint _e899; buffer_6_global.InterlockedAdd(l_451_*4, 1u, _e899);
                uint l_308_ = asuint(info.Load(48+0));
                bool l_309_ = (_e899 < l_308_);
                if (l_309_) {
                    uint l_453_ = asuint(info.Load(20+0));
                    uint l_454_ = (l_453_ * 1u);
                    bool l_455_ = (_e899 < l_454_);
                    if (l_455_) {
                        buffer_5_global.Store(_e899*4, asuint(l_305_));
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
