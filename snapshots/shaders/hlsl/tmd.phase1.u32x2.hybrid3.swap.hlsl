struct info_st {
    uint static_meta[12];
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
ByteAddressBuffer info : register(t6);

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_102_ = (uint)0;
    uint l_mut_187_ = (uint)0;
    uint l_mut_188_ = (uint)0;
    uint l_mut_189_ = (uint)0;
    bool l_mut_190_ = (bool)0;
    bool l_mut_197_ = (bool)0;
    bool l_mut_200_ = (bool)0;
    uint l_mut_202_ = (uint)0;
    uint l_mut_203_ = (uint)0;
    bool l_mut_211_ = (bool)0;
    bool l_mut_222_ = (bool)0;
    uint l_mut_223_ = (uint)0;
    uint l_mut_228_ = (uint)0;
    uint l_mut_254_ = (uint)0;
    uint l_mut_255_ = (uint)0;
    uint l_mut_260_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_75_ = (uint)0;
    uint l_mut_90_ = (uint)0;
    uint l_mut_96_ = (uint)0;
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
    uint l_mut_252_ = (uint)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_419_ = asuint(info.Load(20+0));
        uint l_420_ = (l_419_ * 1u);
        uint l_421_ = (l_420_ - 1u);
        uint l_422_ = min(3u, l_421_);
        uint _e60; buffer_5_global.InterlockedAdd(l_422_*4, 1u, _e60);
    }
    uint l_335_ = asuint(info.Load(12+0));
    uint l_336_ = (l_335_ * 1u);
    bool l_337_ = (0u < l_336_);
    uint l_338_ = (l_336_ - 1u);
    uint l_339_ = min(0u, l_338_);
    uint l_340_ = asuint(buffer_3_global.Load(l_339_*4));
    uint l_4_ = (l_337_ ? l_340_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_342_ = asuint(info.Load(12+0));
    uint l_343_ = (l_342_ * 1u);
    bool l_344_ = (l_6_ < l_343_);
    uint l_345_ = (l_343_ - 1u);
    uint l_346_ = min(l_6_, l_345_);
    uint l_347_ = asuint(buffer_3_global.Load(l_346_*4));
    uint l_7_ = (l_344_ ? l_347_ : 0u);
    uint l_349_ = asuint(info.Load(12+0));
    uint l_350_ = (l_349_ * 1u);
    bool l_351_ = (2u < l_350_);
    uint l_352_ = (l_350_ - 1u);
    uint l_353_ = min(2u, l_352_);
    uint l_354_ = asuint(buffer_3_global.Load(l_353_*4));
    uint l_9_ = (l_351_ ? l_354_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_356_ = asuint(info.Load(12+0));
    uint l_357_ = (l_356_ * 1u);
    bool l_358_ = (l_11_ < l_357_);
    uint l_359_ = (l_357_ - 1u);
    uint l_360_ = min(l_11_, l_359_);
    uint l_361_ = asuint(buffer_3_global.Load(l_360_*4));
    uint l_12_ = (l_358_ ? l_361_ : 0u);
    uint l_363_ = asuint(info.Load(12+0));
    uint l_364_ = (l_363_ * 1u);
    bool l_365_ = (4u < l_364_);
    uint l_366_ = (l_364_ - 1u);
    uint l_367_ = min(4u, l_366_);
    uint l_368_ = asuint(buffer_3_global.Load(l_367_*4));
    uint l_14_ = (l_365_ ? l_368_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_370_ = asuint(info.Load(12+0));
    uint l_371_ = (l_370_ * 1u);
    bool l_372_ = (l_16_ < l_371_);
    uint l_373_ = (l_371_ - 1u);
    uint l_374_ = min(l_16_, l_373_);
    uint l_375_ = asuint(buffer_3_global.Load(l_374_*4));
    uint l_17_ = (l_372_ ? l_375_ : 0u);
    uint l_377_ = asuint(info.Load(12+0));
    uint l_378_ = (l_377_ * 1u);
    bool l_379_ = (6u < l_378_);
    uint l_380_ = (l_378_ - 1u);
    uint l_381_ = min(6u, l_380_);
    uint l_382_ = asuint(buffer_3_global.Load(l_381_*4));
    uint l_19_ = (l_379_ ? l_382_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_384_ = asuint(info.Load(12+0));
    uint l_385_ = (l_384_ * 1u);
    bool l_386_ = (l_21_ < l_385_);
    uint l_387_ = (l_385_ - 1u);
    uint l_388_ = min(l_21_, l_387_);
    uint l_389_ = asuint(buffer_3_global.Load(l_388_*4));
    uint l_22_ = (l_386_ ? l_389_ : 0u);
    uint l_391_ = asuint(info.Load(12+0));
    uint l_392_ = (l_391_ * 1u);
    bool l_393_ = (8u < l_392_);
    uint l_394_ = (l_392_ - 1u);
    uint l_395_ = min(8u, l_394_);
    uint l_396_ = asuint(buffer_3_global.Load(l_395_*4));
    uint l_24_ = (l_393_ ? l_396_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_398_ = asuint(info.Load(12+0));
    uint l_399_ = (l_398_ * 1u);
    bool l_400_ = (l_26_ < l_399_);
    uint l_401_ = (l_399_ - 1u);
    uint l_402_ = min(l_26_, l_401_);
    uint l_403_ = asuint(buffer_3_global.Load(l_402_*4));
    uint l_27_ = (l_400_ ? l_403_ : 0u);
    uint l_405_ = asuint(info.Load(12+0));
    uint l_406_ = (l_405_ * 1u);
    bool l_407_ = (10u < l_406_);
    uint l_408_ = (l_406_ - 1u);
    uint l_409_ = min(10u, l_408_);
    uint l_410_ = asuint(buffer_3_global.Load(l_409_*4));
    uint l_29_ = (l_407_ ? l_410_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_412_ = asuint(info.Load(12+0));
    uint l_413_ = (l_412_ * 1u);
    bool l_414_ = (l_31_ < l_413_);
    uint l_415_ = (l_413_ - 1u);
    uint l_416_ = min(l_31_, l_415_);
    uint l_417_ = asuint(buffer_3_global.Load(l_416_*4));
    uint l_32_ = (l_414_ ? l_417_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_424_ = uint64_t(id);
    uint64_t l_425_ = uint64_t(l_4_);
    uint64_t l_426_ = (l_424_ * l_425_);
    uint64_t l_427_ = (l_426_ >> uint(32uL));
    uint l_37_ = uint(l_427_);
    uint l_38_ = (0u * l_4_);
    uint l_39_ = (l_37_ + l_38_);
    l_mut_40_ = 0u;
    bool l_41_ = (l_39_ < l_32_);
    bool l_42_ = (l_39_ == l_32_);
    bool l_43_ = (l_36_ < l_29_);
    if (l_42_) {
        local = l_43_;
    } else {
        local = false;
    }
    bool l_44_ = local;
    if (!(l_41_)) {
        local_1 = l_44_;
    } else {
        local_1 = true;
    }
    bool l_45_ = local_1;
    if (l_45_) {
        uint l_46_ = (l_29_ - l_36_);
        uint l_47_ = (l_32_ - l_39_);
        bool l_48_ = (l_29_ < l_36_);
        uint l_49_ = uint(l_48_);
        uint l_50_ = (l_47_ - l_49_);
        l_mut_40_ = l_4_;
        bool l_51_ = (l_50_ < 0u);
        bool l_52_ = (l_50_ == 0u);
        bool l_53_ = (l_46_ < l_4_);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (!(l_51_)) {
            local_3 = l_54_;
        } else {
            local_3 = true;
        }
        bool l_55_ = local_3;
        if (l_55_) {
            l_mut_40_ = l_46_;
        }
    }
    uint _e317 = l_mut_40_;
    bool l_56_ = (_e317 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_429_ = asuint(info.Load(0+0));
        uint l_430_ = (l_429_ * 1u);
        bool l_431_ = (l_58_ < l_430_);
        uint l_432_ = (l_430_ - 1u);
        uint l_433_ = min(l_58_, l_432_);
        uint l_434_ = asuint(buffer_0_global.Load(l_433_*4));
        uint l_59_ = (l_431_ ? l_434_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_436_ = asuint(info.Load(0+0));
        uint l_437_ = (l_436_ * 1u);
        bool l_438_ = (l_61_ < l_437_);
        uint l_439_ = (l_437_ - 1u);
        uint l_440_ = min(l_61_, l_439_);
        uint l_441_ = asuint(buffer_0_global.Load(l_440_*4));
        uint l_62_ = (l_438_ ? l_441_ : 0u);
        uint l_63_ = (2u * id);
        uint l_443_ = asuint(info.Load(4+0));
        uint l_444_ = (l_443_ * 1u);
        bool l_445_ = (l_63_ < l_444_);
        uint l_446_ = (l_444_ - 1u);
        uint l_447_ = min(l_63_, l_446_);
        uint l_448_ = asuint(buffer_1_global.Load(l_447_*4));
        uint l_64_ = (l_445_ ? l_448_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_450_ = asuint(info.Load(4+0));
        uint l_451_ = (l_450_ * 1u);
        bool l_452_ = (l_66_ < l_451_);
        uint l_453_ = (l_451_ - 1u);
        uint l_454_ = min(l_66_, l_453_);
        uint l_455_ = asuint(buffer_1_global.Load(l_454_*4));
        uint l_67_ = (l_452_ ? l_455_ : 0u);
        uint l_68_ = (2u * id);
        uint l_457_ = asuint(info.Load(8+0));
        uint l_458_ = (l_457_ * 1u);
        bool l_459_ = (l_68_ < l_458_);
        uint l_460_ = (l_458_ - 1u);
        uint l_461_ = min(l_68_, l_460_);
        uint l_462_ = asuint(buffer_2_global.Load(l_461_*4));
        uint l_69_ = (l_459_ ? l_462_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_464_ = asuint(info.Load(8+0));
        uint l_465_ = (l_464_ * 1u);
        bool l_466_ = (l_71_ < l_465_);
        uint l_467_ = (l_465_ - 1u);
        uint l_468_ = min(l_71_, l_467_);
        uint l_469_ = asuint(buffer_2_global.Load(l_468_*4));
        uint l_72_ = (l_466_ ? l_469_ : 0u);
        uint l_73_ = (l_72_ >> 31u);
        bool l_74_ = (l_73_ == 1u);
        l_mut_40_ = l_69_;
        l_mut_75_ = l_72_;
        if (l_74_) {
            uint l_76_ = (0u - l_69_);
            uint l_77_ = (0u - l_72_);
            bool l_78_ = (0u < l_69_);
            uint l_79_ = uint(l_78_);
            uint l_80_ = (l_77_ - l_79_);
            l_mut_40_ = l_76_;
            l_mut_75_ = l_80_;
        }
        uint _e444 = l_mut_40_;
        uint l_81_ = (_e444 * l_4_);
        uint _e446 = l_mut_75_;
        uint l_82_ = (_e446 * l_4_);
        uint _e448 = l_mut_40_;
        uint64_t l_471_ = uint64_t(_e448);
        uint64_t l_472_ = uint64_t(l_4_);
        uint64_t l_473_ = (l_471_ * l_472_);
        uint64_t l_474_ = (l_473_ >> uint(32uL));
        uint l_83_ = uint(l_474_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e459 = l_mut_75_;
        uint64_t l_476_ = uint64_t(_e459);
        uint64_t l_477_ = uint64_t(l_4_);
        uint64_t l_478_ = (l_476_ * l_477_);
        uint64_t l_479_ = (l_478_ >> uint(32uL));
        uint l_85_ = uint(l_479_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = naga_mod(l_9_, 32u);
        l_mut_90_ = l_81_;
        bool l_91_ = (l_89_ > 0u);
        if (l_91_) {
            uint l_92_ = (l_81_ >> l_89_);
            uint l_93_ = (32u - l_89_);
            uint l_94_ = (l_84_ << l_93_);
            uint l_95_ = (l_92_ | l_94_);
            l_mut_90_ = l_95_;
        }
        l_mut_96_ = l_84_;
        bool l_97_ = (l_89_ > 0u);
        if (l_97_) {
            uint l_98_ = (l_84_ >> l_89_);
            uint l_99_ = (32u - l_89_);
            uint l_100_ = (l_88_ << l_99_);
            uint l_101_ = (l_98_ | l_100_);
            l_mut_96_ = l_101_;
        }
        uint _e488 = l_mut_90_;
        l_mut_102_ = _e488;
        uint _e489 = l_mut_96_;
        l_mut_90_ = _e489;
        bool l_103_ = (l_9_ >= 64u);
        if (l_103_) {
            l_mut_102_ = l_88_;
            l_mut_90_ = 0u;
        } else {
            bool l_104_ = (l_9_ >= 32u);
            if (l_104_) {
                l_mut_96_ = l_84_;
                bool l_105_ = (l_89_ > 0u);
                if (l_105_) {
                    uint l_106_ = (l_84_ >> l_89_);
                    uint l_107_ = (32u - l_89_);
                    uint l_108_ = (l_88_ << l_107_);
                    uint l_109_ = (l_106_ | l_108_);
                    l_mut_96_ = l_109_;
                }
                uint l_110_ = (l_88_ >> l_89_);
                uint _e503 = l_mut_96_;
                l_mut_102_ = _e503;
                l_mut_90_ = l_110_;
            }
        }
        uint _e504 = l_mut_102_;
        l_mut_96_ = _e504;
        uint _e505 = l_mut_90_;
        l_mut_102_ = _e505;
        if (l_74_) {
            uint _e507 = l_mut_96_;
            uint l_111_ = (0u - _e507);
            uint _e510 = l_mut_102_;
            uint l_112_ = (0u - _e510);
            uint _e513 = l_mut_96_;
            bool l_113_ = (0u < _e513);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e517 = l_mut_96_;
        uint l_116_ = (l_59_ + _e517);
        uint _e519 = l_mut_102_;
        uint l_117_ = (l_62_ + _e519);
        bool l_118_ = (l_116_ < l_59_);
        uint l_119_ = uint(l_118_);
        uint l_120_ = (l_117_ + l_119_);
        uint l_121_ = (l_4_ * l_4_);
        uint l_122_ = (l_9_ + 3u);
        uint l_123_ = (l_72_ >> 31u);
        bool l_124_ = (l_123_ == 1u);
        l_mut_102_ = l_69_;
        l_mut_96_ = l_72_;
        if (l_124_) {
            uint l_125_ = (0u - l_69_);
            uint l_126_ = (0u - l_72_);
            bool l_127_ = (0u < l_69_);
            uint l_128_ = uint(l_127_);
            uint l_129_ = (l_126_ - l_128_);
            l_mut_102_ = l_125_;
            l_mut_96_ = l_129_;
        }
        uint _e539 = l_mut_102_;
        uint l_130_ = (_e539 * l_121_);
        uint _e541 = l_mut_96_;
        uint l_131_ = (_e541 * l_121_);
        uint _e543 = l_mut_102_;
        uint64_t l_481_ = uint64_t(_e543);
        uint64_t l_482_ = uint64_t(l_121_);
        uint64_t l_483_ = (l_481_ * l_482_);
        uint64_t l_484_ = (l_483_ >> uint(32uL));
        uint l_132_ = uint(l_484_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e554 = l_mut_96_;
        uint64_t l_486_ = uint64_t(_e554);
        uint64_t l_487_ = uint64_t(l_121_);
        uint64_t l_488_ = (l_486_ * l_487_);
        uint64_t l_489_ = (l_488_ >> uint(32uL));
        uint l_134_ = uint(l_489_);
        bool l_135_ = (l_133_ < l_131_);
        uint l_136_ = uint(l_135_);
        uint l_137_ = (l_134_ + l_136_);
        uint l_138_ = naga_mod(l_122_, 32u);
        l_mut_90_ = l_130_;
        bool l_139_ = (l_138_ > 0u);
        if (l_139_) {
            uint l_140_ = (l_130_ >> l_138_);
            uint l_141_ = (32u - l_138_);
            uint l_142_ = (l_133_ << l_141_);
            uint l_143_ = (l_140_ | l_142_);
            l_mut_90_ = l_143_;
        }
        l_mut_75_ = l_133_;
        bool l_144_ = (l_138_ > 0u);
        if (l_144_) {
            uint l_145_ = (l_133_ >> l_138_);
            uint l_146_ = (32u - l_138_);
            uint l_147_ = (l_137_ << l_146_);
            uint l_148_ = (l_145_ | l_147_);
            l_mut_75_ = l_148_;
        }
        uint _e583 = l_mut_90_;
        l_mut_40_ = _e583;
        uint _e584 = l_mut_75_;
        l_mut_90_ = _e584;
        bool l_149_ = (l_122_ >= 64u);
        if (l_149_) {
            l_mut_40_ = l_137_;
            l_mut_90_ = 0u;
        } else {
            bool l_150_ = (l_122_ >= 32u);
            if (l_150_) {
                l_mut_75_ = l_133_;
                bool l_151_ = (l_138_ > 0u);
                if (l_151_) {
                    uint l_152_ = (l_133_ >> l_138_);
                    uint l_153_ = (32u - l_138_);
                    uint l_154_ = (l_137_ << l_153_);
                    uint l_155_ = (l_152_ | l_154_);
                    l_mut_75_ = l_155_;
                }
                uint l_156_ = (l_137_ >> l_138_);
                uint _e598 = l_mut_75_;
                l_mut_40_ = _e598;
                l_mut_90_ = l_156_;
            }
        }
        uint _e599 = l_mut_40_;
        l_mut_102_ = _e599;
        uint _e600 = l_mut_90_;
        l_mut_96_ = _e600;
        if (l_124_) {
            uint _e602 = l_mut_102_;
            uint l_157_ = (0u - _e602);
            uint _e605 = l_mut_96_;
            uint l_158_ = (0u - _e605);
            uint _e608 = l_mut_102_;
            bool l_159_ = (0u < _e608);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e612 = l_mut_102_;
        uint l_162_ = (l_64_ - _e612);
        uint _e614 = l_mut_96_;
        uint l_163_ = (l_67_ - _e614);
        uint _e616 = l_mut_102_;
        bool l_164_ = (l_64_ < _e616);
        uint l_165_ = uint(l_164_);
        uint l_166_ = (l_163_ - l_165_);
        uint l_167_ = (l_162_ + l_14_);
        uint l_168_ = (l_166_ + l_17_);
        bool l_169_ = (l_167_ < l_162_);
        uint l_170_ = uint(l_169_);
        uint l_171_ = (l_168_ + l_170_);
        uint l_172_ = (0u - l_116_);
        uint l_173_ = (0u - l_120_);
        bool l_174_ = (0u < l_116_);
        uint l_175_ = uint(l_174_);
        uint l_176_ = (l_173_ - l_175_);
        uint l_177_ = (l_14_ + l_14_);
        uint l_178_ = (l_17_ + l_17_);
        bool l_179_ = (l_177_ < l_14_);
        uint l_180_ = uint(l_179_);
        uint l_181_ = (l_178_ + l_180_);
        l_mut_102_ = l_172_;
        l_mut_96_ = l_176_;
        uint l_182_ = (0u - l_172_);
        uint l_183_ = (0u - l_176_);
        bool l_184_ = (0u < l_172_);
        uint l_185_ = uint(l_184_);
        uint l_186_ = (l_183_ - l_185_);
        l_mut_90_ = l_182_;
        l_mut_75_ = l_186_;
        l_mut_40_ = l_167_;
        l_mut_187_ = l_171_;
        l_mut_188_ = 1u;
        l_mut_189_ = 1u;
        l_mut_190_ = false;
        uint _e649 = l_mut_187_;
        bool l_191_ = (_e649 < l_181_);
        uint _e651 = l_mut_187_;
        bool l_192_ = (_e651 == l_181_);
        uint _e653 = l_mut_40_;
        bool l_193_ = (_e653 < l_177_);
        if (l_192_) {
            local_5 = l_193_;
        } else {
            local_5 = false;
        }
        bool l_194_ = local_5;
        if (!(l_191_)) {
            local_6 = l_194_;
        } else {
            local_6 = true;
        }
        bool l_195_ = local_6;
        bool l_196_ = !(l_195_);
        l_mut_197_ = l_196_;
        uint l_198_ = (l_172_ | l_176_);
        bool l_199_ = (l_198_ == 0u);
        if (l_199_) {
            bool _e668 = l_mut_197_;
            l_mut_190_ = _e668;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e671 = l_mut_197_;
            bool l_201_ = !(_e671);
            if (l_201_) {
                break;
            }
            uint _e673 = l_mut_102_;
            l_mut_202_ = _e673;
            uint _e674 = l_mut_96_;
            l_mut_203_ = _e674;
            bool _e675 = l_mut_200_;
            if (_e675) {
                uint _e676 = l_mut_90_;
                l_mut_202_ = _e676;
                uint _e677 = l_mut_75_;
                l_mut_203_ = _e677;
            }
            uint _e678 = l_mut_187_;
            uint _e679 = l_mut_203_;
            bool l_204_ = (_e678 < _e679);
            uint _e681 = l_mut_187_;
            uint _e682 = l_mut_203_;
            bool l_205_ = (_e681 == _e682);
            uint _e684 = l_mut_40_;
            uint _e685 = l_mut_202_;
            bool l_206_ = (_e684 < _e685);
            if (l_205_) {
                local_7 = l_206_;
            } else {
                local_7 = false;
            }
            bool l_207_ = local_7;
            if (!(l_204_)) {
                local_8 = l_207_;
            } else {
                local_8 = true;
            }
            bool l_208_ = local_8;
            bool l_209_ = !(l_208_);
            bool _e697 = l_mut_200_;
            bool l_210_ = (l_209_ != _e697);
            if (l_210_) {
                uint _e699 = l_mut_102_;
                l_mut_203_ = _e699;
                uint _e700 = l_mut_96_;
                l_mut_202_ = _e700;
                uint _e701 = l_mut_90_;
                l_mut_102_ = _e701;
                uint _e702 = l_mut_75_;
                l_mut_96_ = _e702;
                uint _e703 = l_mut_203_;
                l_mut_90_ = _e703;
                uint _e704 = l_mut_202_;
                l_mut_75_ = _e704;
                uint _e705 = l_mut_188_;
                l_mut_203_ = _e705;
                uint _e706 = l_mut_189_;
                l_mut_188_ = _e706;
                uint _e707 = l_mut_203_;
                l_mut_189_ = _e707;
                l_mut_200_ = l_209_;
            }
            l_mut_211_ = true;
            bool _e709 = l_mut_200_;
            if (_e709) {
                uint _e710 = l_mut_40_;
                uint _e711 = l_mut_90_;
                uint l_212_ = (_e710 - _e711);
                uint _e713 = l_mut_187_;
                uint _e714 = l_mut_75_;
                uint l_213_ = (_e713 - _e714);
                uint _e716 = l_mut_40_;
                uint _e717 = l_mut_90_;
                bool l_214_ = (_e716 < _e717);
                uint l_215_ = uint(l_214_);
                uint l_216_ = (l_213_ - l_215_);
                l_mut_40_ = l_212_;
                l_mut_187_ = l_216_;
                uint _e721 = l_mut_187_;
                bool l_217_ = (_e721 < l_181_);
                uint _e723 = l_mut_187_;
                bool l_218_ = (_e723 == l_181_);
                uint _e725 = l_mut_40_;
                bool l_219_ = (_e725 < l_177_);
                if (l_218_) {
                    local_9 = l_219_;
                } else {
                    local_9 = false;
                }
                bool l_220_ = local_9;
                if (!(l_217_)) {
                    local_10 = l_220_;
                } else {
                    local_10 = true;
                }
                bool l_221_ = local_10;
                if (l_221_) {
                    l_mut_197_ = false;
                    l_mut_211_ = false;
                }
            }
            bool _e738 = l_mut_211_;
            if (_e738) {
                l_mut_203_ = 0u;
                l_mut_222_ = false;
                uint _e741 = l_mut_90_;
                l_mut_202_ = _e741;
                uint _e742 = l_mut_75_;
                l_mut_223_ = _e742;
                if (false) {
                    uint _e745 = l_mut_75_;
                    uint l_226_ = (_e745 >> 3u);
                    l_mut_202_ = l_226_;
                    l_mut_223_ = 0u;
                } else {
                    if (true) {
                        uint _e749 = l_mut_90_;
                        l_mut_228_ = _e749;
                        if (true) {
                            uint _e751 = l_mut_90_;
                            uint l_230_ = (_e751 >> 3u);
                            uint _e754 = l_mut_75_;
                            uint l_231_ = (_e754 << 29u);
                            uint l_232_ = (l_230_ | l_231_);
                            l_mut_228_ = l_232_;
                        }
                        uint _e758 = l_mut_75_;
                        uint l_233_ = (_e758 >> 3u);
                        uint _e761 = l_mut_228_;
                        l_mut_202_ = _e761;
                        l_mut_223_ = l_233_;
                    }
                }
                uint _e762 = l_mut_223_;
                uint _e763 = l_mut_96_;
                bool l_234_ = (_e762 < _e763);
                uint _e765 = l_mut_223_;
                uint _e766 = l_mut_96_;
                bool l_235_ = (_e765 == _e766);
                uint _e768 = l_mut_202_;
                uint _e769 = l_mut_102_;
                bool l_236_ = (_e768 < _e769);
                if (l_235_) {
                    local_11 = l_236_;
                } else {
                    local_11 = false;
                }
                bool l_237_ = local_11;
                if (!(l_234_)) {
                    local_12 = l_237_;
                } else {
                    local_12 = true;
                }
                bool l_238_ = local_12;
                bool l_239_ = !(l_238_);
                l_mut_222_ = l_239_;
                uint _e781 = l_mut_102_;
                uint _e782 = l_mut_96_;
                uint l_240_ = (_e781 | _e782);
                bool l_241_ = (l_240_ == 0u);
                if (l_241_) {
                    l_mut_203_ = l_4_;
                } else {
                    bool _e786 = l_mut_222_;
                    if (_e786) {
                        uint _e787 = l_mut_96_;
                        uint _e788 = l_mut_75_;
                        bool l_242_ = (_e787 < _e788);
                        uint _e790 = l_mut_96_;
                        uint _e791 = l_mut_75_;
                        bool l_243_ = (_e790 == _e791);
                        uint _e793 = l_mut_102_;
                        uint _e794 = l_mut_90_;
                        bool l_244_ = (_e793 < _e794);
                        if (l_243_) {
                            local_13 = l_244_;
                        } else {
                            local_13 = false;
                        }
                        bool l_245_ = local_13;
                        if (!(l_242_)) {
                            local_14 = l_245_;
                        } else {
                            local_14 = true;
                        }
                        bool l_246_ = local_14;
                        if (l_246_) {
                            uint _e805 = l_mut_90_;
                            uint l_247_ = (_e805 - 1u);
                            uint _e808 = l_mut_75_;
                            uint l_248_ = (_e808 - 0u);
                            uint _e811 = l_mut_90_;
                            bool l_249_ = (_e811 < 1u);
                            uint l_250_ = uint(l_249_);
                            uint l_251_ = (l_248_ - l_250_);
                            l_mut_228_ = l_247_;
                            l_mut_223_ = l_251_;
                            l_mut_202_ = 0u;
                            l_mut_252_ = 0u;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            bool loop_init = true;
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                if (!loop_init) {
                                    uint _e904 = l_mut_252_;
                                    l_mut_252_ = (_e904 + 1u);
                                }
                                loop_init = false;
                                uint _e819 = l_mut_252_;
                                if ((_e819 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e823 = l_mut_252_;
                                    uint l_253_ = (15u - _e823);
                                    uint _e825 = l_mut_228_;
                                    l_mut_254_ = _e825;
                                    uint _e826 = l_mut_223_;
                                    l_mut_255_ = _e826;
                                    bool l_256_ = (l_253_ >= 32u);
                                    if (l_256_) {
                                        uint l_257_ = (l_253_ & 31u);
                                        uint _e831 = l_mut_223_;
                                        uint l_258_ = (_e831 >> l_257_);
                                        l_mut_254_ = l_258_;
                                        l_mut_255_ = 0u;
                                    } else {
                                        bool l_259_ = (l_253_ > 0u);
                                        if (l_259_) {
                                            uint _e836 = l_mut_228_;
                                            l_mut_260_ = _e836;
                                            bool l_261_ = (l_253_ > 0u);
                                            if (l_261_) {
                                                uint _e839 = l_mut_228_;
                                                uint l_262_ = (_e839 >> l_253_);
                                                uint l_263_ = (32u - l_253_);
                                                uint _e843 = l_mut_223_;
                                                uint l_264_ = (_e843 << l_263_);
                                                uint l_265_ = (l_262_ | l_264_);
                                                l_mut_260_ = l_265_;
                                            }
                                            uint _e846 = l_mut_223_;
                                            uint l_266_ = (_e846 >> l_253_);
                                            uint _e848 = l_mut_260_;
                                            l_mut_254_ = _e848;
                                            l_mut_255_ = l_266_;
                                        }
                                    }
                                    uint _e849 = l_mut_255_;
                                    uint _e850 = l_mut_96_;
                                    bool l_267_ = (_e849 < _e850);
                                    uint _e852 = l_mut_255_;
                                    uint _e853 = l_mut_96_;
                                    bool l_268_ = (_e852 == _e853);
                                    uint _e855 = l_mut_254_;
                                    uint _e856 = l_mut_102_;
                                    bool l_269_ = (_e855 < _e856);
                                    if (l_268_) {
                                        local_15 = l_269_;
                                    } else {
                                        local_15 = false;
                                    }
                                    bool l_270_ = local_15;
                                    if (!(l_267_)) {
                                        local_16 = l_270_;
                                    } else {
                                        local_16 = true;
                                    }
                                    bool l_271_ = local_16;
                                    bool l_272_ = !(l_271_);
                                    if (l_272_) {
                                        uint _e868 = l_mut_102_;
                                        l_mut_260_ = _e868;
                                        uint _e869 = l_mut_96_;
                                        l_mut_255_ = _e869;
                                        bool l_273_ = (l_253_ >= 32u);
                                        if (l_273_) {
                                            uint l_274_ = (l_253_ & 31u);
                                            uint _e874 = l_mut_102_;
                                            uint l_275_ = (_e874 << l_274_);
                                            l_mut_260_ = 0u;
                                            l_mut_255_ = l_275_;
                                        } else {
                                            bool l_276_ = (l_253_ > 0u);
                                            if (l_276_) {
                                                uint _e879 = l_mut_102_;
                                                uint l_277_ = (_e879 << l_253_);
                                                uint _e881 = l_mut_96_;
                                                uint l_278_ = (_e881 << l_253_);
                                                uint l_279_ = (32u - l_253_);
                                                uint _e885 = l_mut_102_;
                                                uint l_280_ = (_e885 >> l_279_);
                                                uint l_281_ = (l_278_ | l_280_);
                                                l_mut_260_ = l_277_;
                                                l_mut_255_ = l_281_;
                                            }
                                        }
                                        uint _e888 = l_mut_228_;
                                        uint _e889 = l_mut_260_;
                                        uint l_282_ = (_e888 - _e889);
                                        uint _e891 = l_mut_223_;
                                        uint _e892 = l_mut_255_;
                                        uint l_283_ = (_e891 - _e892);
                                        uint _e894 = l_mut_228_;
                                        uint _e895 = l_mut_260_;
                                        bool l_284_ = (_e894 < _e895);
                                        uint l_285_ = uint(l_284_);
                                        uint l_286_ = (l_283_ - l_285_);
                                        l_mut_228_ = l_282_;
                                        l_mut_223_ = l_286_;
                                        uint l_287_ = (1u << l_253_);
                                        uint _e901 = l_mut_202_;
                                        l_mut_202_ = (_e901 | l_287_);
                                    }
                                }
                            }
                            uint _e906 = l_mut_202_;
                            uint l_288_ = min(_e906, l_4_);
                            l_mut_260_ = l_288_;
                            uint _e908 = l_mut_223_;
                            uint _e909 = l_mut_96_;
                            bool l_289_ = (_e908 < _e909);
                            uint _e911 = l_mut_223_;
                            uint _e912 = l_mut_96_;
                            bool l_290_ = (_e911 == _e912);
                            uint _e914 = l_mut_228_;
                            uint _e915 = l_mut_102_;
                            bool l_291_ = (_e914 < _e915);
                            if (l_290_) {
                                local_17 = l_291_;
                            } else {
                                local_17 = false;
                            }
                            bool l_292_ = local_17;
                            if (!(l_289_)) {
                                local_18 = l_292_;
                            } else {
                                local_18 = true;
                            }
                            bool l_293_ = local_18;
                            bool l_294_ = !(l_293_);
                            if (l_294_) {
                                l_mut_260_ = l_4_;
                            }
                            uint _e927 = l_mut_260_;
                            l_mut_203_ = _e927;
                        }
                    } else {
                        uint _e928 = l_mut_90_;
                        l_mut_260_ = _e928;
                        uint _e929 = l_mut_75_;
                        l_mut_255_ = _e929;
                        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                            uint _e930 = l_mut_96_;
                            uint _e931 = l_mut_255_;
                            bool l_295_ = (_e930 < _e931);
                            uint _e933 = l_mut_96_;
                            uint _e934 = l_mut_255_;
                            bool l_296_ = (_e933 == _e934);
                            uint _e936 = l_mut_102_;
                            uint _e937 = l_mut_260_;
                            bool l_297_ = (_e936 < _e937);
                            if (l_296_) {
                                local_19 = l_297_;
                            } else {
                                local_19 = false;
                            }
                            bool l_298_ = local_19;
                            if (!(l_295_)) {
                                local_20 = l_298_;
                            } else {
                                local_20 = true;
                            }
                            bool l_299_ = local_20;
                            uint _e948 = l_mut_203_;
                            uint _e949 = l_mut_189_;
                            uint l_300_ = (_e948 * _e949);
                            uint _e951 = l_mut_188_;
                            uint l_301_ = (_e951 + l_300_);
                            uint _e953 = l_mut_189_;
                            uint l_302_ = (l_301_ + _e953);
                            bool l_303_ = (l_302_ < l_4_);
                            if (l_299_) {
                                local_21 = l_303_;
                            } else {
                                local_21 = false;
                            }
                            bool l_304_ = local_21;
                            bool l_305_ = !(l_304_);
                            if (l_305_) {
                                break;
                            }
                            uint _e961 = l_mut_260_;
                            uint _e962 = l_mut_102_;
                            uint l_306_ = (_e961 - _e962);
                            uint _e964 = l_mut_255_;
                            uint _e965 = l_mut_96_;
                            uint l_307_ = (_e964 - _e965);
                            uint _e967 = l_mut_260_;
                            uint _e968 = l_mut_102_;
                            bool l_308_ = (_e967 < _e968);
                            uint l_309_ = uint(l_308_);
                            uint l_310_ = (l_307_ - l_309_);
                            l_mut_260_ = l_306_;
                            l_mut_255_ = l_310_;
                            uint _e972 = l_mut_203_;
                            l_mut_203_ = (_e972 + 1u);
                        }
                    }
                }
                uint _e975 = l_mut_203_;
                uint _e976 = l_mut_189_;
                uint l_311_ = (_e975 * _e976);
                uint _e978 = l_mut_188_;
                uint l_312_ = (_e978 + l_311_);
                uint _e980 = l_mut_189_;
                uint l_313_ = (l_312_ + _e980);
                bool l_314_ = (l_313_ >= l_4_);
                if (l_314_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e985 = l_mut_102_;
                    uint _e986 = l_mut_203_;
                    uint l_315_ = (_e985 * _e986);
                    uint _e988 = l_mut_102_;
                    uint64_t l_491_ = uint64_t(_e988);
                    uint _e990 = l_mut_203_;
                    uint64_t l_492_ = uint64_t(_e990);
                    uint64_t l_493_ = (l_491_ * l_492_);
                    uint64_t l_494_ = (l_493_ >> uint(32uL));
                    uint l_316_ = uint(l_494_);
                    uint _e999 = l_mut_96_;
                    uint _e1000 = l_mut_203_;
                    uint l_317_ = (_e999 * _e1000);
                    uint l_318_ = (l_316_ + l_317_);
                    uint _e1003 = l_mut_90_;
                    uint l_319_ = (_e1003 - l_315_);
                    uint _e1005 = l_mut_75_;
                    uint l_320_ = (_e1005 - l_318_);
                    uint _e1007 = l_mut_90_;
                    bool l_321_ = (_e1007 < l_315_);
                    uint l_322_ = uint(l_321_);
                    uint l_323_ = (l_320_ - l_322_);
                    l_mut_90_ = l_319_;
                    l_mut_75_ = l_323_;
                    uint _e1011 = l_mut_203_;
                    uint _e1012 = l_mut_189_;
                    uint l_324_ = (_e1011 * _e1012);
                    uint _e1014 = l_mut_188_;
                    l_mut_188_ = (_e1014 + l_324_);
                    uint _e1016 = l_mut_102_;
                    uint _e1017 = l_mut_90_;
                    uint l_325_ = (_e1016 - _e1017);
                    uint _e1019 = l_mut_96_;
                    uint _e1020 = l_mut_75_;
                    uint l_326_ = (_e1019 - _e1020);
                    uint _e1022 = l_mut_102_;
                    uint _e1023 = l_mut_90_;
                    bool l_327_ = (_e1022 < _e1023);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ - l_328_);
                    l_mut_102_ = l_325_;
                    l_mut_96_ = l_329_;
                    uint _e1027 = l_mut_189_;
                    uint _e1028 = l_mut_188_;
                    l_mut_189_ = (_e1027 + _e1028);
                }
            }
        }
        bool _e1030 = l_mut_190_;
        bool l_330_ = !(_e1030);
        if (l_330_) {
            uint l_496_ = asuint(info.Load(20+0));
            uint l_497_ = (l_496_ * 1u);
            uint l_498_ = (l_497_ - 1u);
            uint l_499_ = min(0u, l_498_);
            uint _e1045; buffer_5_global.InterlockedAdd(l_499_*4, 1u, _e1045);
            uint l_333_ = asuint(info.Load(40+0));
            bool l_334_ = (_e1045 < l_333_);
            if (l_334_) {
                uint l_501_ = asuint(info.Load(16+0));
                uint l_502_ = (l_501_ * 1u);
                bool l_503_ = (_e1045 < l_502_);
                if (l_503_) {
                    buffer_4_global.Store(_e1045*4, asuint(id));
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
