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
    uint64_t l_mut_249_ = (uint64_t)0;
    uint l_mut_72_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_302_ = asuint(info.Load(24+0));
        uint l_303_ = (l_302_ * 1u);
        uint l_304_ = (l_303_ - 1u);
        uint l_305_ = min(3u, l_304_);
        uint _e51; buffer_6_global.InterlockedAdd(l_305_*4, 1u, _e51);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_307_ = asuint(info.Load(12+0));
        uint l_308_ = (l_307_ * 1u);
        bool l_309_ = (0u < l_308_);
        uint l_310_ = (l_308_ - 1u);
        uint l_311_ = min(0u, l_310_);
        uint l_312_ = asuint(buffer_3_global.Load(l_311_*4));
        uint l_7_ = (l_309_ ? l_312_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_314_ = asuint(info.Load(12+0));
        uint l_315_ = (l_314_ * 1u);
        bool l_316_ = (l_10_ < l_315_);
        uint l_317_ = (l_315_ - 1u);
        uint l_318_ = min(l_10_, l_317_);
        uint l_319_ = asuint(buffer_3_global.Load(l_318_*4));
        uint l_11_ = (l_316_ ? l_319_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_321_ = asuint(info.Load(12+0));
        uint l_322_ = (l_321_ * 1u);
        bool l_323_ = (2u < l_322_);
        uint l_324_ = (l_322_ - 1u);
        uint l_325_ = min(2u, l_324_);
        uint l_326_ = asuint(buffer_3_global.Load(l_325_*4));
        uint l_18_ = (l_323_ ? l_326_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_328_ = asuint(info.Load(12+0));
        uint l_329_ = (l_328_ * 1u);
        bool l_330_ = (l_21_ < l_329_);
        uint l_331_ = (l_329_ - 1u);
        uint l_332_ = min(l_21_, l_331_);
        uint l_333_ = asuint(buffer_3_global.Load(l_332_*4));
        uint l_22_ = (l_330_ ? l_333_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_335_ = asuint(info.Load(12+0));
        uint l_336_ = (l_335_ * 1u);
        bool l_337_ = (4u < l_336_);
        uint l_338_ = (l_336_ - 1u);
        uint l_339_ = min(4u, l_338_);
        uint l_340_ = asuint(buffer_3_global.Load(l_339_*4));
        uint l_29_ = (l_337_ ? l_340_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_342_ = asuint(info.Load(12+0));
        uint l_343_ = (l_342_ * 1u);
        bool l_344_ = (l_32_ < l_343_);
        uint l_345_ = (l_343_ - 1u);
        uint l_346_ = min(l_32_, l_345_);
        uint l_347_ = asuint(buffer_3_global.Load(l_346_*4));
        uint l_33_ = (l_344_ ? l_347_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_349_ = asuint(info.Load(12+0));
        uint l_350_ = (l_349_ * 1u);
        bool l_351_ = (6u < l_350_);
        uint l_352_ = (l_350_ - 1u);
        uint l_353_ = min(6u, l_352_);
        uint l_354_ = asuint(buffer_3_global.Load(l_353_*4));
        uint l_38_ = (l_351_ ? l_354_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_356_ = asuint(info.Load(12+0));
        uint l_357_ = (l_356_ * 1u);
        bool l_358_ = (l_41_ < l_357_);
        uint l_359_ = (l_357_ - 1u);
        uint l_360_ = min(l_41_, l_359_);
        uint l_361_ = asuint(buffer_3_global.Load(l_360_*4));
        uint l_42_ = (l_358_ ? l_361_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_363_ = asuint(info.Load(12+0));
        uint l_364_ = (l_363_ * 1u);
        bool l_365_ = (8u < l_364_);
        uint l_366_ = (l_364_ - 1u);
        uint l_367_ = min(8u, l_366_);
        uint l_368_ = asuint(buffer_3_global.Load(l_367_*4));
        uint l_47_ = (l_365_ ? l_368_ : 0u);
        uint64_t l_48_ = uint64_t(l_47_);
        uint l_50_ = (8u + 1u);
        uint l_370_ = asuint(info.Load(12+0));
        uint l_371_ = (l_370_ * 1u);
        bool l_372_ = (l_50_ < l_371_);
        uint l_373_ = (l_371_ - 1u);
        uint l_374_ = min(l_50_, l_373_);
        uint l_375_ = asuint(buffer_3_global.Load(l_374_*4));
        uint l_51_ = (l_372_ ? l_375_ : 0u);
        uint64_t l_52_ = uint64_t(l_51_);
        uint64_t l_53_ = (l_52_ << uint(32uL));
        uint64_t l_54_ = (l_48_ | l_53_);
        uint l_377_ = asuint(info.Load(12+0));
        uint l_378_ = (l_377_ * 1u);
        bool l_379_ = (10u < l_378_);
        uint l_380_ = (l_378_ - 1u);
        uint l_381_ = min(10u, l_380_);
        uint l_382_ = asuint(buffer_3_global.Load(l_381_*4));
        uint l_56_ = (l_379_ ? l_382_ : 0u);
        uint64_t l_57_ = uint64_t(l_56_);
        uint l_59_ = (10u + 1u);
        uint l_384_ = asuint(info.Load(12+0));
        uint l_385_ = (l_384_ * 1u);
        bool l_386_ = (l_59_ < l_385_);
        uint l_387_ = (l_385_ - 1u);
        uint l_388_ = min(l_59_, l_387_);
        uint l_389_ = asuint(buffer_3_global.Load(l_388_*4));
        uint l_60_ = (l_386_ ? l_389_ : 0u);
        uint64_t l_61_ = uint64_t(l_60_);
        uint64_t l_62_ = (l_61_ << uint(32uL));
        uint64_t l_63_ = (l_57_ | l_62_);
        uint l_64_ = naga_div(id, 8u);
        uint l_391_ = asuint(info.Load(16+0));
        uint l_392_ = (l_391_ * 1u);
        bool l_393_ = (l_64_ < l_392_);
        uint l_394_ = (l_392_ - 1u);
        uint l_395_ = min(l_64_, l_394_);
        uint l_396_ = asuint(buffer_4_global.Load(l_395_*4));
        uint l_65_ = (l_393_ ? l_396_ : 0u);
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
            uint l_398_ = asuint(info.Load(0+0));
            uint l_399_ = (l_398_ * 1u);
            bool l_400_ = (l_80_ < l_399_);
            uint l_401_ = (l_399_ - 1u);
            uint l_402_ = min(l_80_, l_401_);
            uint l_403_ = asuint(buffer_0_global.Load(l_402_*4));
            uint l_81_ = (l_400_ ? l_403_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_65_);
            uint l_84_ = (l_83_ + 1u);
            uint l_405_ = asuint(info.Load(0+0));
            uint l_406_ = (l_405_ * 1u);
            bool l_407_ = (l_84_ < l_406_);
            uint l_408_ = (l_406_ - 1u);
            uint l_409_ = min(l_84_, l_408_);
            uint l_410_ = asuint(buffer_0_global.Load(l_409_*4));
            uint l_85_ = (l_407_ ? l_410_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = (2u * l_65_);
            uint l_412_ = asuint(info.Load(4+0));
            uint l_413_ = (l_412_ * 1u);
            bool l_414_ = (l_89_ < l_413_);
            uint l_415_ = (l_413_ - 1u);
            uint l_416_ = min(l_89_, l_415_);
            uint l_417_ = asuint(buffer_1_global.Load(l_416_*4));
            uint l_90_ = (l_414_ ? l_417_ : 0u);
            uint64_t l_91_ = uint64_t(l_90_);
            uint l_92_ = (2u * l_65_);
            uint l_93_ = (l_92_ + 1u);
            uint l_419_ = asuint(info.Load(4+0));
            uint l_420_ = (l_419_ * 1u);
            bool l_421_ = (l_93_ < l_420_);
            uint l_422_ = (l_420_ - 1u);
            uint l_423_ = min(l_93_, l_422_);
            uint l_424_ = asuint(buffer_1_global.Load(l_423_*4));
            uint l_94_ = (l_421_ ? l_424_ : 0u);
            uint64_t l_95_ = uint64_t(l_94_);
            uint64_t l_96_ = (l_95_ << uint(32uL));
            uint64_t l_97_ = (l_91_ | l_96_);
            uint l_98_ = (2u * l_65_);
            uint l_426_ = asuint(info.Load(8+0));
            uint l_427_ = (l_426_ * 1u);
            bool l_428_ = (l_98_ < l_427_);
            uint l_429_ = (l_427_ - 1u);
            uint l_430_ = min(l_98_, l_429_);
            uint l_431_ = asuint(buffer_2_global.Load(l_430_*4));
            uint l_99_ = (l_428_ ? l_431_ : 0u);
            uint64_t l_100_ = uint64_t(l_99_);
            uint l_101_ = (2u * l_65_);
            uint l_102_ = (l_101_ + 1u);
            uint l_433_ = asuint(info.Load(8+0));
            uint l_434_ = (l_433_ * 1u);
            bool l_435_ = (l_102_ < l_434_);
            uint l_436_ = (l_434_ - 1u);
            uint l_437_ = min(l_102_, l_436_);
            uint l_438_ = asuint(buffer_2_global.Load(l_437_*4));
            uint l_103_ = (l_435_ ? l_438_ : 0u);
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
                    l_mut_239_ = true;
                    uint64_t _e722 = l_mut_134_;
                    bool l_240_ = (_e722 == 0uL);
                    if (l_240_) {
                        l_mut_238_ = l_107_;
                    } else {
                        bool _e725 = l_mut_239_;
                        if (_e725) {
                            uint64_t _e726 = l_mut_134_;
                            uint64_t _e727 = l_mut_112_;
                            bool l_241_ = (_e726 < _e727);
                            if (l_241_) {
                                uint64_t _e729 = l_mut_112_;
                                uint64_t l_242_ = (_e729 - 1uL);
                                uint64_t _e732 = l_mut_134_;
                                uint64_t l_243_ = naga_div(l_242_, _e732);
                                uint64_t l_244_ = uint64_t(l_107_);
                                bool l_245_ = (l_243_ < l_244_);
                                uint64_t l_246_ = uint64_t(l_107_);
                                uint64_t l_247_ = (l_245_ ? l_243_ : l_246_);
                                uint l_248_ = uint(l_247_);
                                l_mut_238_ = l_248_;
                            }
                        } else {
                            uint64_t _e740 = l_mut_112_;
                            l_mut_249_ = _e740;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e741 = l_mut_134_;
                                uint64_t _e742 = l_mut_249_;
                                bool l_250_ = (_e741 < _e742);
                                uint _e744 = l_mut_238_;
                                uint _e745 = l_mut_229_;
                                uint l_251_ = (_e744 * _e745);
                                uint _e747 = l_mut_72_;
                                uint l_252_ = (_e747 + l_251_);
                                uint _e749 = l_mut_229_;
                                uint l_253_ = (l_252_ + _e749);
                                bool l_254_ = (l_253_ < l_107_);
                                if (l_250_) {
                                    local = l_254_;
                                } else {
                                    local = false;
                                }
                                bool l_255_ = local;
                                bool l_256_ = !(l_255_);
                                if (l_256_) {
                                    break;
                                }
                                uint64_t _e757 = l_mut_249_;
                                uint64_t _e758 = l_mut_134_;
                                uint64_t l_257_ = (_e757 - _e758);
                                l_mut_249_ = l_257_;
                                uint _e760 = l_mut_238_;
                                l_mut_238_ = (_e760 + 1u);
                            }
                        }
                    }
                    uint _e763 = l_mut_238_;
                    uint _e764 = l_mut_229_;
                    uint l_258_ = (_e763 * _e764);
                    uint _e766 = l_mut_72_;
                    uint l_259_ = (_e766 + l_258_);
                    uint _e768 = l_mut_229_;
                    uint l_260_ = (l_259_ + _e768);
                    bool l_261_ = (l_260_ >= l_107_);
                    if (l_261_) {
                        l_mut_230_ = true;
                        l_mut_233_ = false;
                    } else {
                        uint _e773 = l_mut_238_;
                        uint64_t l_262_ = uint64_t(_e773);
                        uint64_t _e775 = l_mut_134_;
                        uint64_t l_263_ = (_e775 * l_262_);
                        uint64_t _e777 = l_mut_112_;
                        uint64_t l_264_ = (_e777 - l_263_);
                        l_mut_112_ = l_264_;
                        uint _e779 = l_mut_238_;
                        uint _e780 = l_mut_229_;
                        uint l_265_ = (_e779 * _e780);
                        uint _e782 = l_mut_72_;
                        l_mut_72_ = (_e782 + l_265_);
                        uint64_t _e784 = l_mut_134_;
                        uint64_t _e785 = l_mut_112_;
                        uint64_t l_266_ = (_e784 - _e785);
                        l_mut_134_ = l_266_;
                        uint _e787 = l_mut_229_;
                        uint _e788 = l_mut_72_;
                        l_mut_229_ = (_e787 + _e788);
                    }
                } else {
                    uint64_t _e790 = l_mut_228_;
                    uint64_t _e791 = l_mut_134_;
                    uint64_t l_267_ = (_e790 - _e791);
                    l_mut_228_ = l_267_;
                    uint64_t _e793 = l_mut_228_;
                    bool l_268_ = (_e793 < l_225_);
                    if (l_268_) {
                        l_mut_233_ = false;
                    } else {
                        l_mut_238_ = 0u;
                        l_mut_239_ = false;
                        l_mut_239_ = true;
                        uint64_t _e799 = l_mut_112_;
                        bool l_269_ = (_e799 == 0uL);
                        if (l_269_) {
                            l_mut_238_ = l_107_;
                        } else {
                            bool _e802 = l_mut_239_;
                            if (_e802) {
                                uint64_t _e803 = l_mut_112_;
                                uint64_t _e804 = l_mut_134_;
                                bool l_270_ = (_e803 < _e804);
                                if (l_270_) {
                                    uint64_t _e806 = l_mut_134_;
                                    uint64_t l_271_ = (_e806 - 1uL);
                                    uint64_t _e809 = l_mut_112_;
                                    uint64_t l_272_ = naga_div(l_271_, _e809);
                                    uint64_t l_273_ = uint64_t(l_107_);
                                    bool l_274_ = (l_272_ < l_273_);
                                    uint64_t l_275_ = uint64_t(l_107_);
                                    uint64_t l_276_ = (l_274_ ? l_272_ : l_275_);
                                    uint l_277_ = uint(l_276_);
                                    l_mut_238_ = l_277_;
                                }
                            } else {
                                uint64_t _e817 = l_mut_134_;
                                l_mut_249_ = _e817;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e818 = l_mut_112_;
                                    uint64_t _e819 = l_mut_249_;
                                    bool l_278_ = (_e818 < _e819);
                                    uint _e821 = l_mut_238_;
                                    uint _e822 = l_mut_72_;
                                    uint l_279_ = (_e821 * _e822);
                                    uint _e824 = l_mut_229_;
                                    uint l_280_ = (_e824 + l_279_);
                                    uint _e826 = l_mut_72_;
                                    uint l_281_ = (l_280_ + _e826);
                                    bool l_282_ = (l_281_ < l_107_);
                                    if (l_278_) {
                                        local_1 = l_282_;
                                    } else {
                                        local_1 = false;
                                    }
                                    bool l_283_ = local_1;
                                    bool l_284_ = !(l_283_);
                                    if (l_284_) {
                                        break;
                                    }
                                    uint64_t _e834 = l_mut_249_;
                                    uint64_t _e835 = l_mut_112_;
                                    uint64_t l_285_ = (_e834 - _e835);
                                    l_mut_249_ = l_285_;
                                    uint _e837 = l_mut_238_;
                                    l_mut_238_ = (_e837 + 1u);
                                }
                            }
                        }
                        uint _e840 = l_mut_72_;
                        uint _e841 = l_mut_229_;
                        uint l_286_ = (_e840 + _e841);
                        uint _e843 = l_mut_238_;
                        uint _e844 = l_mut_72_;
                        uint l_287_ = (_e843 * _e844);
                        uint l_288_ = (l_286_ + l_287_);
                        bool l_289_ = (l_288_ >= l_107_);
                        if (l_289_) {
                            l_mut_230_ = true;
                            l_mut_233_ = false;
                        } else {
                            uint _e850 = l_mut_238_;
                            uint64_t l_290_ = uint64_t(_e850);
                            uint64_t _e852 = l_mut_112_;
                            uint64_t l_291_ = (_e852 * l_290_);
                            uint64_t _e854 = l_mut_134_;
                            uint64_t l_292_ = (_e854 - l_291_);
                            l_mut_134_ = l_292_;
                            uint _e856 = l_mut_238_;
                            uint _e857 = l_mut_72_;
                            uint l_293_ = (_e856 * _e857);
                            uint _e859 = l_mut_229_;
                            l_mut_229_ = (_e859 + l_293_);
                            uint64_t _e861 = l_mut_112_;
                            uint64_t _e862 = l_mut_134_;
                            uint64_t l_294_ = (_e861 - _e862);
                            l_mut_112_ = l_294_;
                            uint _e864 = l_mut_72_;
                            uint _e865 = l_mut_229_;
                            l_mut_72_ = (_e864 + _e865);
                        }
                    }
                }
            }
            bool _e867 = l_mut_230_;
            bool l_295_ = !(_e867);
            if (l_295_) {
                uint l_296_ = (l_65_ * 8u);
                uint l_297_ = (l_296_ + l_66_);
                uint l_440_ = asuint(info.Load(24+0));
                uint l_441_ = (l_440_ * 1u);
                uint l_442_ = (l_441_ - 1u);
                uint l_443_ = min(1u, l_442_);
                uint _e885; buffer_6_global.InterlockedAdd(l_443_*4, 1u, _e885);
                uint l_300_ = asuint(info.Load(48+0));
                bool l_301_ = (_e885 < l_300_);
                if (l_301_) {
                    uint l_445_ = asuint(info.Load(20+0));
                    uint l_446_ = (l_445_ * 1u);
                    bool l_447_ = (_e885 < l_446_);
                    if (l_447_) {
                        buffer_5_global.Store(_e885*4, asuint(l_297_));
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
