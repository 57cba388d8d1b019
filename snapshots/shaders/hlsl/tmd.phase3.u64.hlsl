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
    uint64_t l_mut_105_ = (uint64_t)0;
    uint64_t l_mut_110_ = (uint64_t)0;
    uint64_t l_mut_132_ = (uint64_t)0;
    uint64_t l_mut_186_ = (uint64_t)0;
    uint l_mut_65_ = (uint)0;
    uint l_mut_100_ = (uint)0;
    uint l_mut_234_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_421_ = asuint(info.Load(24+0));
        uint l_422_ = (l_421_ * 1u);
        uint l_423_ = (l_422_ - 1u);
        uint l_424_ = min(3u, l_423_);
        uint _e45; buffer_6_global.InterlockedAdd(l_424_*4, 1u, _e45);
    }
    uint l_365_ = asuint(info.Load(12+0));
    uint l_366_ = (l_365_ * 1u);
    bool l_367_ = (0u < l_366_);
    uint l_368_ = (l_366_ - 1u);
    uint l_369_ = min(0u, l_368_);
    uint l_370_ = asuint(buffer_3_global.Load(l_369_*4));
    uint l_4_ = (l_367_ ? l_370_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_372_ = asuint(info.Load(12+0));
    uint l_373_ = (l_372_ * 1u);
    bool l_374_ = (l_7_ < l_373_);
    uint l_375_ = (l_373_ - 1u);
    uint l_376_ = min(l_7_, l_375_);
    uint l_377_ = asuint(buffer_3_global.Load(l_376_*4));
    uint l_8_ = (l_374_ ? l_377_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_379_ = asuint(info.Load(12+0));
    uint l_380_ = (l_379_ * 1u);
    bool l_381_ = (2u < l_380_);
    uint l_382_ = (l_380_ - 1u);
    uint l_383_ = min(2u, l_382_);
    uint l_384_ = asuint(buffer_3_global.Load(l_383_*4));
    uint l_15_ = (l_381_ ? l_384_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_386_ = asuint(info.Load(12+0));
    uint l_387_ = (l_386_ * 1u);
    bool l_388_ = (l_18_ < l_387_);
    uint l_389_ = (l_387_ - 1u);
    uint l_390_ = min(l_18_, l_389_);
    uint l_391_ = asuint(buffer_3_global.Load(l_390_*4));
    uint l_19_ = (l_388_ ? l_391_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_393_ = asuint(info.Load(12+0));
    uint l_394_ = (l_393_ * 1u);
    bool l_395_ = (4u < l_394_);
    uint l_396_ = (l_394_ - 1u);
    uint l_397_ = min(4u, l_396_);
    uint l_398_ = asuint(buffer_3_global.Load(l_397_*4));
    uint l_26_ = (l_395_ ? l_398_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_400_ = asuint(info.Load(12+0));
    uint l_401_ = (l_400_ * 1u);
    bool l_402_ = (l_29_ < l_401_);
    uint l_403_ = (l_401_ - 1u);
    uint l_404_ = min(l_29_, l_403_);
    uint l_405_ = asuint(buffer_3_global.Load(l_404_*4));
    uint l_30_ = (l_402_ ? l_405_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_407_ = asuint(info.Load(12+0));
    uint l_408_ = (l_407_ * 1u);
    bool l_409_ = (6u < l_408_);
    uint l_410_ = (l_408_ - 1u);
    uint l_411_ = min(6u, l_410_);
    uint l_412_ = asuint(buffer_3_global.Load(l_411_*4));
    uint l_35_ = (l_409_ ? l_412_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_414_ = asuint(info.Load(12+0));
    uint l_415_ = (l_414_ * 1u);
    bool l_416_ = (l_38_ < l_415_);
    uint l_417_ = (l_415_ - 1u);
    uint l_418_ = min(l_38_, l_417_);
    uint l_419_ = asuint(buffer_3_global.Load(l_418_*4));
    uint l_39_ = (l_416_ ? l_419_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_43_ = naga_div(l_13_, 8u);
    uint l_44_ = (l_43_ + 64u);
    uint l_45_ = (l_44_ - 1u);
    uint l_46_ = naga_div(l_45_, 64u);
    uint l_47_ = asuint(info.Load(44+0));
    uint l_48_ = (l_47_ * l_46_);
    bool l_49_ = (id < l_48_);
    if (l_49_) {
        uint l_50_ = naga_div(id, l_46_);
        uint l_426_ = asuint(info.Load(16+0));
        uint l_427_ = (l_426_ * 1u);
        bool l_428_ = (l_50_ < l_427_);
        uint l_429_ = (l_427_ - 1u);
        uint l_430_ = min(l_50_, l_429_);
        uint l_431_ = asuint(buffer_4_global.Load(l_430_*4));
        uint l_51_ = (l_428_ ? l_431_ : 0u);
        uint l_52_ = naga_div(l_51_, 8u);
        uint l_53_ = naga_mod(l_51_, 8u);
        uint l_54_ = (l_53_ * l_43_);
        uint l_55_ = naga_mod(id, l_46_);
        uint l_56_ = (l_55_ * 64u);
        uint l_57_ = (l_54_ + l_56_);
        uint l_58_ = (l_57_ + 64u);
        uint l_59_ = (l_53_ + 1u);
        uint l_60_ = (l_59_ * l_43_);
        uint l_61_ = min(l_58_, l_60_);
        uint64_t l_62_ = uint64_t(l_52_);
        uint64_t l_63_ = uint64_t(l_13_);
        uint64_t l_64_ = (l_62_ * l_63_);
        l_mut_65_ = 0u;
        bool l_66_ = (l_64_ < l_42_);
        if (l_66_) {
            uint64_t l_67_ = (l_42_ - l_64_);
            l_mut_65_ = l_13_;
            uint64_t l_68_ = uint64_t(l_13_);
            bool l_69_ = (l_67_ < l_68_);
            if (l_69_) {
                uint64_t l_70_ = (l_67_ & 4294967295uL);
                uint l_71_ = uint(l_70_);
                l_mut_65_ = l_71_;
            }
        }
        uint _e275 = l_mut_65_;
        uint l_72_ = min(l_61_, _e275);
        uint l_73_ = (2u * l_52_);
        uint l_433_ = asuint(info.Load(0+0));
        uint l_434_ = (l_433_ * 1u);
        bool l_435_ = (l_73_ < l_434_);
        uint l_436_ = (l_434_ - 1u);
        uint l_437_ = min(l_73_, l_436_);
        uint l_438_ = asuint(buffer_0_global.Load(l_437_*4));
        uint l_74_ = (l_435_ ? l_438_ : 0u);
        uint64_t l_75_ = uint64_t(l_74_);
        uint l_76_ = (2u * l_52_);
        uint l_77_ = (l_76_ + 1u);
        uint l_440_ = asuint(info.Load(0+0));
        uint l_441_ = (l_440_ * 1u);
        bool l_442_ = (l_77_ < l_441_);
        uint l_443_ = (l_441_ - 1u);
        uint l_444_ = min(l_77_, l_443_);
        uint l_445_ = asuint(buffer_0_global.Load(l_444_*4));
        uint l_78_ = (l_442_ ? l_445_ : 0u);
        uint64_t l_79_ = uint64_t(l_78_);
        uint64_t l_80_ = (l_79_ << uint(32uL));
        uint64_t l_81_ = (l_75_ | l_80_);
        uint l_82_ = (2u * l_52_);
        uint l_447_ = asuint(info.Load(4+0));
        uint l_448_ = (l_447_ * 1u);
        bool l_449_ = (l_82_ < l_448_);
        uint l_450_ = (l_448_ - 1u);
        uint l_451_ = min(l_82_, l_450_);
        uint l_452_ = asuint(buffer_1_global.Load(l_451_*4));
        uint l_83_ = (l_449_ ? l_452_ : 0u);
        uint64_t l_84_ = uint64_t(l_83_);
        uint l_85_ = (2u * l_52_);
        uint l_86_ = (l_85_ + 1u);
        uint l_454_ = asuint(info.Load(4+0));
        uint l_455_ = (l_454_ * 1u);
        bool l_456_ = (l_86_ < l_455_);
        uint l_457_ = (l_455_ - 1u);
        uint l_458_ = min(l_86_, l_457_);
        uint l_459_ = asuint(buffer_1_global.Load(l_458_*4));
        uint l_87_ = (l_456_ ? l_459_ : 0u);
        uint64_t l_88_ = uint64_t(l_87_);
        uint64_t l_89_ = (l_88_ << uint(32uL));
        uint64_t l_90_ = (l_84_ | l_89_);
        uint l_91_ = (2u * l_52_);
        uint l_461_ = asuint(info.Load(8+0));
        uint l_462_ = (l_461_ * 1u);
        bool l_463_ = (l_91_ < l_462_);
        uint l_464_ = (l_462_ - 1u);
        uint l_465_ = min(l_91_, l_464_);
        uint l_466_ = asuint(buffer_2_global.Load(l_465_*4));
        uint l_92_ = (l_463_ ? l_466_ : 0u);
        uint64_t l_93_ = uint64_t(l_92_);
        uint l_94_ = (2u * l_52_);
        uint l_95_ = (l_94_ + 1u);
        uint l_468_ = asuint(info.Load(8+0));
        uint l_469_ = (l_468_ * 1u);
        bool l_470_ = (l_95_ < l_469_);
        uint l_471_ = (l_469_ - 1u);
        uint l_472_ = min(l_95_, l_471_);
        uint l_473_ = asuint(buffer_2_global.Load(l_472_*4));
        uint l_96_ = (l_470_ ? l_473_ : 0u);
        uint64_t l_97_ = uint64_t(l_96_);
        uint64_t l_98_ = (l_97_ << uint(32uL));
        uint64_t l_99_ = (l_93_ | l_98_);
        l_mut_65_ = 0u;
        l_mut_100_ = l_57_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e658 = l_mut_100_;
                l_mut_100_ = (_e658 + 1u);
            }
            loop_init = false;
            uint _e408 = l_mut_100_;
            if ((_e408 < l_72_)) {
            } else {
                break;
            }
            {
                uint _e410 = l_mut_100_;
                uint64_t l_101_ = uint64_t(_e410);
                uint64_t l_102_ = (l_81_ * l_101_);
                uint64_t l_103_ = (l_90_ + l_102_);
                l_mut_105_ = 0uL;
                uint _e415 = l_mut_100_;
                bool l_106_ = (_e415 < 65536u);
                if (l_106_) {
                    uint _e418 = l_mut_100_;
                    uint _e419 = l_mut_100_;
                    uint l_107_ = (_e418 * _e419);
                    uint64_t l_108_ = (l_99_ >> uint(63uL));
                    bool l_109_ = (l_108_ == 1uL);
                    l_mut_110_ = l_99_;
                    if (l_109_) {
                        uint64_t l_112_ = (0uL - l_99_);
                        l_mut_110_ = l_112_;
                    }
                    uint64_t l_113_ = uint64_t(l_107_);
                    uint64_t _e430 = l_mut_110_;
                    uint64_t l_114_ = (_e430 & 4294967295uL);
                    uint64_t l_115_ = (l_114_ * l_113_);
                    uint64_t _e434 = l_mut_110_;
                    uint64_t l_116_ = (_e434 >> uint(32uL));
                    uint64_t l_117_ = (l_116_ * l_113_);
                    uint64_t l_118_ = (l_117_ << uint(32uL));
                    uint64_t l_119_ = (l_115_ + l_118_);
                    uint64_t l_120_ = (l_117_ >> uint(32uL));
                    bool l_121_ = (l_119_ < l_115_);
                    uint64_t l_122_ = uint64_t(l_121_);
                    uint64_t l_123_ = (l_120_ + l_122_);
                    l_mut_110_ = l_119_;
                    bool l_124_ = (l_24_ == 64u);
                    if (l_124_) {
                        l_mut_110_ = l_123_;
                    } else {
                        bool l_125_ = (l_24_ > 0u);
                        if (l_125_) {
                            uint l_126_ = (64u - l_24_);
                            uint64_t l_127_ = uint64_t(l_126_);
                            uint64_t l_128_ = (l_123_ << uint(l_127_));
                            uint64_t l_129_ = uint64_t(l_24_);
                            uint64_t l_130_ = (l_119_ >> uint(l_129_));
                            uint64_t l_131_ = (l_128_ | l_130_);
                            l_mut_110_ = l_131_;
                        }
                    }
                    uint64_t _e467 = l_mut_110_;
                    l_mut_132_ = _e467;
                    if (l_109_) {
                        uint64_t _e469 = l_mut_132_;
                        uint64_t l_134_ = (0uL - _e469);
                        l_mut_132_ = l_134_;
                    }
                    uint64_t _e471 = l_mut_132_;
                    l_mut_105_ = _e471;
                } else {
                    uint64_t l_135_ = (l_99_ >> uint(63uL));
                    bool l_136_ = (l_135_ == 1uL);
                    l_mut_132_ = l_99_;
                    if (l_136_) {
                        uint64_t l_138_ = (0uL - l_99_);
                        l_mut_132_ = l_138_;
                    }
                    uint _e480 = l_mut_100_;
                    uint64_t l_139_ = uint64_t(_e480);
                    uint64_t _e482 = l_mut_132_;
                    uint64_t l_140_ = (_e482 & 4294967295uL);
                    uint64_t l_141_ = (l_140_ * l_139_);
                    uint64_t _e486 = l_mut_132_;
                    uint64_t l_142_ = (_e486 >> uint(32uL));
                    uint64_t l_143_ = (l_142_ * l_139_);
                    uint64_t l_144_ = (l_143_ << uint(32uL));
                    uint64_t l_145_ = (l_141_ + l_144_);
                    uint64_t l_146_ = (l_143_ >> uint(32uL));
                    bool l_147_ = (l_145_ < l_141_);
                    uint64_t l_148_ = uint64_t(l_147_);
                    uint64_t l_149_ = (l_146_ + l_148_);
                    l_mut_110_ = l_145_;
                    if (false) {
                        l_mut_110_ = l_149_;
                    } else {
                        if (false) {
                            uint64_t l_153_ = (l_149_ << uint(64uL));
                            uint64_t l_155_ = (l_145_ >> uint(0uL));
                            uint64_t l_156_ = (l_153_ | l_155_);
                            l_mut_110_ = l_156_;
                        }
                    }
                    uint _e515 = l_mut_100_;
                    uint64_t l_157_ = uint64_t(_e515);
                    uint64_t _e517 = l_mut_132_;
                    uint64_t l_158_ = (_e517 & 4294967295uL);
                    uint64_t l_159_ = (l_158_ * l_157_);
                    uint64_t _e521 = l_mut_132_;
                    uint64_t l_160_ = (_e521 >> uint(32uL));
                    uint64_t l_161_ = (l_160_ * l_157_);
                    uint64_t l_162_ = (l_161_ << uint(32uL));
                    uint64_t l_163_ = (l_159_ + l_162_);
                    uint64_t l_164_ = (l_161_ >> uint(32uL));
                    bool l_165_ = (l_163_ < l_159_);
                    uint64_t l_166_ = uint64_t(l_165_);
                    uint64_t l_167_ = (l_164_ + l_166_);
                    l_mut_132_ = l_163_;
                    if (true) {
                        l_mut_132_ = l_167_;
                    } else {
                        if (true) {
                            uint64_t l_171_ = (l_167_ << uint(0uL));
                            uint64_t l_173_ = (l_163_ >> uint(64uL));
                            uint64_t l_174_ = (l_171_ | l_173_);
                            l_mut_132_ = l_174_;
                        }
                    }
                    uint _e550 = l_mut_100_;
                    uint64_t l_175_ = uint64_t(_e550);
                    uint64_t _e552 = l_mut_110_;
                    uint64_t l_176_ = (_e552 & 4294967295uL);
                    uint64_t l_177_ = (l_176_ * l_175_);
                    uint64_t _e556 = l_mut_110_;
                    uint64_t l_178_ = (_e556 >> uint(32uL));
                    uint64_t l_179_ = (l_178_ * l_175_);
                    uint64_t l_180_ = (l_179_ << uint(32uL));
                    uint64_t l_181_ = (l_177_ + l_180_);
                    uint64_t l_182_ = (l_179_ >> uint(32uL));
                    bool l_183_ = (l_181_ < l_177_);
                    uint64_t l_184_ = uint64_t(l_183_);
                    uint64_t l_185_ = (l_182_ + l_184_);
                    l_mut_186_ = l_181_;
                    if (false) {
                        l_mut_186_ = l_185_;
                    } else {
                        if (false) {
                            uint64_t l_190_ = (l_185_ << uint(64uL));
                            uint64_t l_192_ = (l_181_ >> uint(0uL));
                            uint64_t l_193_ = (l_190_ | l_192_);
                            l_mut_186_ = l_193_;
                        }
                    }
                    uint _e585 = l_mut_100_;
                    uint64_t l_194_ = uint64_t(_e585);
                    uint64_t _e587 = l_mut_110_;
                    uint64_t l_195_ = (_e587 & 4294967295uL);
                    uint64_t l_196_ = (l_195_ * l_194_);
                    uint64_t _e591 = l_mut_110_;
                    uint64_t l_197_ = (_e591 >> uint(32uL));
                    uint64_t l_198_ = (l_197_ * l_194_);
                    uint64_t l_199_ = (l_198_ << uint(32uL));
                    uint64_t l_200_ = (l_196_ + l_199_);
                    uint64_t l_201_ = (l_198_ >> uint(32uL));
                    bool l_202_ = (l_200_ < l_196_);
                    uint64_t l_203_ = uint64_t(l_202_);
                    uint64_t l_204_ = (l_201_ + l_203_);
                    l_mut_110_ = l_200_;
                    if (true) {
                        l_mut_110_ = l_204_;
                    } else {
                        if (true) {
                            uint64_t l_208_ = (l_204_ << uint(0uL));
                            uint64_t l_210_ = (l_200_ >> uint(64uL));
                            uint64_t l_211_ = (l_208_ | l_210_);
                            l_mut_110_ = l_211_;
                        }
                    }
                    uint _e620 = l_mut_100_;
                    uint64_t l_212_ = uint64_t(_e620);
                    uint64_t _e622 = l_mut_132_;
                    uint64_t l_213_ = (_e622 * l_212_);
                    uint64_t _e624 = l_mut_110_;
                    uint64_t l_214_ = (_e624 + l_213_);
                    uint64_t _e626 = l_mut_186_;
                    l_mut_105_ = _e626;
                    bool l_215_ = (l_24_ == 64u);
                    if (l_215_) {
                        l_mut_105_ = l_214_;
                    } else {
                        bool l_216_ = (l_24_ > 0u);
                        if (l_216_) {
                            uint l_217_ = (64u - l_24_);
                            uint64_t l_218_ = uint64_t(l_217_);
                            uint64_t l_219_ = (l_214_ << uint(l_218_));
                            uint64_t l_220_ = uint64_t(l_24_);
                            uint64_t _e638 = l_mut_186_;
                            uint64_t l_221_ = (_e638 >> uint(l_220_));
                            uint64_t l_222_ = (l_219_ + l_221_);
                            l_mut_105_ = l_222_;
                        }
                    }
                    if (l_136_) {
                        uint64_t _e644 = l_mut_105_;
                        uint64_t l_224_ = (0uL - _e644);
                        l_mut_105_ = l_224_;
                    }
                }
                uint64_t _e646 = l_mut_105_;
                uint64_t l_225_ = (l_103_ + _e646);
                uint64_t l_227_ = (0uL - l_225_);
                l_mut_186_ = l_227_;
                uint64_t _e650 = l_mut_186_;
                bool l_228_ = (l_225_ < _e650);
                if (l_228_) {
                    l_mut_186_ = l_225_;
                }
                uint64_t _e652 = l_mut_186_;
                bool l_229_ = (_e652 < l_33_);
                uint l_230_ = uint(l_229_);
                uint _e655 = l_mut_65_;
                l_mut_65_ = (_e655 + l_230_);
            }
        }
        uint _e660 = l_mut_65_;
        bool l_231_ = (_e660 > 0u);
        if (l_231_) {
            uint l_475_ = asuint(info.Load(24+0));
            uint l_476_ = (l_475_ * 1u);
            uint l_477_ = (l_476_ - 1u);
            uint l_478_ = min(2u, l_477_);
            uint _e675 = l_mut_65_;
            uint _e676; buffer_6_global.InterlockedAdd(l_478_*4, _e675, _e676);
            l_mut_65_ = _e676;
            l_mut_234_ = l_57_;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e959 = l_mut_234_;
                    l_mut_234_ = (_e959 + 1u);
                }
                loop_init_1 = false;
                uint _e678 = l_mut_234_;
                if ((_e678 < l_72_)) {
                } else {
                    break;
                }
                {
                    uint _e680 = l_mut_234_;
                    uint64_t l_235_ = uint64_t(_e680);
                    uint64_t l_236_ = (l_81_ * l_235_);
                    uint64_t l_237_ = (l_90_ + l_236_);
                    l_mut_186_ = 0uL;
                    uint _e685 = l_mut_234_;
                    bool l_239_ = (_e685 < 65536u);
                    if (l_239_) {
                        uint _e688 = l_mut_234_;
                        uint _e689 = l_mut_234_;
                        uint l_240_ = (_e688 * _e689);
                        uint64_t l_241_ = (l_99_ >> uint(63uL));
                        bool l_242_ = (l_241_ == 1uL);
                        l_mut_132_ = l_99_;
                        if (l_242_) {
                            uint64_t l_244_ = (0uL - l_99_);
                            l_mut_132_ = l_244_;
                        }
                        uint64_t l_245_ = uint64_t(l_240_);
                        uint64_t _e700 = l_mut_132_;
                        uint64_t l_246_ = (_e700 & 4294967295uL);
                        uint64_t l_247_ = (l_246_ * l_245_);
                        uint64_t _e704 = l_mut_132_;
                        uint64_t l_248_ = (_e704 >> uint(32uL));
                        uint64_t l_249_ = (l_248_ * l_245_);
                        uint64_t l_250_ = (l_249_ << uint(32uL));
                        uint64_t l_251_ = (l_247_ + l_250_);
                        uint64_t l_252_ = (l_249_ >> uint(32uL));
                        bool l_253_ = (l_251_ < l_247_);
                        uint64_t l_254_ = uint64_t(l_253_);
                        uint64_t l_255_ = (l_252_ + l_254_);
                        l_mut_132_ = l_251_;
                        bool l_256_ = (l_24_ == 64u);
                        if (l_256_) {
                            l_mut_132_ = l_255_;
                        } else {
                            bool l_257_ = (l_24_ > 0u);
                            if (l_257_) {
                                uint l_258_ = (64u - l_24_);
                                uint64_t l_259_ = uint64_t(l_258_);
                                uint64_t l_260_ = (l_255_ << uint(l_259_));
                                uint64_t l_261_ = uint64_t(l_24_);
                                uint64_t l_262_ = (l_251_ >> uint(l_261_));
                                uint64_t l_263_ = (l_260_ | l_262_);
                                l_mut_132_ = l_263_;
                            }
                        }
                        uint64_t _e737 = l_mut_132_;
                        l_mut_110_ = _e737;
                        if (l_242_) {
                            uint64_t _e739 = l_mut_110_;
                            uint64_t l_265_ = (0uL - _e739);
                            l_mut_110_ = l_265_;
                        }
                        uint64_t _e741 = l_mut_110_;
                        l_mut_186_ = _e741;
                    } else {
                        uint64_t l_266_ = (l_99_ >> uint(63uL));
                        bool l_267_ = (l_266_ == 1uL);
                        l_mut_132_ = l_99_;
                        if (l_267_) {
                            uint64_t l_269_ = (0uL - l_99_);
                            l_mut_132_ = l_269_;
                        }
                        uint _e750 = l_mut_234_;
                        uint64_t l_270_ = uint64_t(_e750);
                        uint64_t _e752 = l_mut_132_;
                        uint64_t l_271_ = (_e752 & 4294967295uL);
                        uint64_t l_272_ = (l_271_ * l_270_);
                        uint64_t _e756 = l_mut_132_;
                        uint64_t l_273_ = (_e756 >> uint(32uL));
                        uint64_t l_274_ = (l_273_ * l_270_);
                        uint64_t l_275_ = (l_274_ << uint(32uL));
                        uint64_t l_276_ = (l_272_ + l_275_);
                        uint64_t l_277_ = (l_274_ >> uint(32uL));
                        bool l_278_ = (l_276_ < l_272_);
                        uint64_t l_279_ = uint64_t(l_278_);
                        uint64_t l_280_ = (l_277_ + l_279_);
                        l_mut_110_ = l_276_;
                        if (false) {
                            l_mut_110_ = l_280_;
                        } else {
                            if (false) {
                                uint64_t l_284_ = (l_280_ << uint(64uL));
                                uint64_t l_286_ = (l_276_ >> uint(0uL));
                                uint64_t l_287_ = (l_284_ | l_286_);
                                l_mut_110_ = l_287_;
                            }
                        }
                        uint _e785 = l_mut_234_;
                        uint64_t l_288_ = uint64_t(_e785);
                        uint64_t _e787 = l_mut_132_;
                        uint64_t l_289_ = (_e787 & 4294967295uL);
                        uint64_t l_290_ = (l_289_ * l_288_);
                        uint64_t _e791 = l_mut_132_;
                        uint64_t l_291_ = (_e791 >> uint(32uL));
                        uint64_t l_292_ = (l_291_ * l_288_);
                        uint64_t l_293_ = (l_292_ << uint(32uL));
                        uint64_t l_294_ = (l_290_ + l_293_);
                        uint64_t l_295_ = (l_292_ >> uint(32uL));
                        bool l_296_ = (l_294_ < l_290_);
                        uint64_t l_297_ = uint64_t(l_296_);
                        uint64_t l_298_ = (l_295_ + l_297_);
                        l_mut_132_ = l_294_;
                        if (true) {
                            l_mut_132_ = l_298_;
                        } else {
                            if (true) {
                                uint64_t l_302_ = (l_298_ << uint(0uL));
                                uint64_t l_304_ = (l_294_ >> uint(64uL));
                                uint64_t l_305_ = (l_302_ | l_304_);
                                l_mut_132_ = l_305_;
                            }
                        }
                        uint _e820 = l_mut_234_;
                        uint64_t l_306_ = uint64_t(_e820);
                        uint64_t _e822 = l_mut_110_;
                        uint64_t l_307_ = (_e822 & 4294967295uL);
                        uint64_t l_308_ = (l_307_ * l_306_);
                        uint64_t _e826 = l_mut_110_;
                        uint64_t l_309_ = (_e826 >> uint(32uL));
                        uint64_t l_310_ = (l_309_ * l_306_);
                        uint64_t l_311_ = (l_310_ << uint(32uL));
                        uint64_t l_312_ = (l_308_ + l_311_);
                        uint64_t l_313_ = (l_310_ >> uint(32uL));
                        bool l_314_ = (l_312_ < l_308_);
                        uint64_t l_315_ = uint64_t(l_314_);
                        uint64_t l_316_ = (l_313_ + l_315_);
                        l_mut_105_ = l_312_;
                        if (false) {
                            l_mut_105_ = l_316_;
                        } else {
                            if (false) {
                                uint64_t l_320_ = (l_316_ << uint(64uL));
                                uint64_t l_322_ = (l_312_ >> uint(0uL));
                                uint64_t l_323_ = (l_320_ | l_322_);
                                l_mut_105_ = l_323_;
                            }
                        }
                        uint _e855 = l_mut_234_;
                        uint64_t l_324_ = uint64_t(_e855);
                        uint64_t _e857 = l_mut_110_;
                        uint64_t l_325_ = (_e857 & 4294967295uL);
                        uint64_t l_326_ = (l_325_ * l_324_);
                        uint64_t _e861 = l_mut_110_;
                        uint64_t l_327_ = (_e861 >> uint(32uL));
                        uint64_t l_328_ = (l_327_ * l_324_);
                        uint64_t l_329_ = (l_328_ << uint(32uL));
                        uint64_t l_330_ = (l_326_ + l_329_);
                        uint64_t l_331_ = (l_328_ >> uint(32uL));
                        bool l_332_ = (l_330_ < l_326_);
                        uint64_t l_333_ = uint64_t(l_332_);
                        uint64_t l_334_ = (l_331_ + l_333_);
                        l_mut_110_ = l_330_;
                        if (true) {
                            l_mut_110_ = l_334_;
                        } else {
                            if (true) {
                                uint64_t l_338_ = (l_334_ << uint(0uL));
                                uint64_t l_340_ = (l_330_ >> uint(64uL));
                                uint64_t l_341_ = (l_338_ | l_340_);
                                l_mut_110_ = l_341_;
                            }
                        }
                        uint _e890 = l_mut_234_;
                        uint64_t l_342_ = uint64_t(_e890);
                        uint64_t _e892 = l_mut_132_;
                        uint64_t l_343_ = (_e892 * l_342_);
                        uint64_t _e894 = l_mut_110_;
                        uint64_t l_344_ = (_e894 + l_343_);
                        uint64_t _e896 = l_mut_105_;
                        l_mut_186_ = _e896;
                        bool l_345_ = (l_24_ == 64u);
                        if (l_345_) {
                            l_mut_186_ = l_344_;
                        } else {
                            bool l_346_ = (l_24_ > 0u);
                            if (l_346_) {
                                uint l_347_ = (64u - l_24_);
                                uint64_t l_348_ = uint64_t(l_347_);
                                uint64_t l_349_ = (l_344_ << uint(l_348_));
                                uint64_t l_350_ = uint64_t(l_24_);
                                uint64_t _e908 = l_mut_105_;
                                uint64_t l_351_ = (_e908 >> uint(l_350_));
                                uint64_t l_352_ = (l_349_ + l_351_);
                                l_mut_186_ = l_352_;
                            }
                        }
                        if (l_267_) {
                            uint64_t _e914 = l_mut_186_;
                            uint64_t l_354_ = (0uL - _e914);
                            l_mut_186_ = l_354_;
                        }
                    }
                    uint64_t _e916 = l_mut_186_;
                    uint64_t l_355_ = (l_237_ + _e916);
                    uint64_t l_357_ = (0uL - l_355_);
                    l_mut_186_ = l_357_;
                    uint64_t _e920 = l_mut_186_;
                    bool l_358_ = (l_355_ < _e920);
                    if (l_358_) {
                        l_mut_186_ = l_355_;
                    }
                    uint64_t _e922 = l_mut_186_;
                    bool l_359_ = (_e922 < l_33_);
                    if (l_359_) {
                        uint _e924 = l_mut_65_;
                        uint l_360_ = (_e924 * 2u);
                        uint l_361_ = (l_360_ + 1u);
                        uint l_362_ = asuint(info.Load(48+0));
                        bool l_363_ = (l_361_ < l_362_);
                        if (l_363_) {
                            uint l_480_ = asuint(info.Load(20+0));
                            uint l_481_ = (l_480_ * 1u);
                            bool l_482_ = (l_360_ < l_481_);
                            if (l_482_) {
                                buffer_5_global.Store(l_360_*4, asuint(l_52_));
                            }
                            uint l_364_ = (l_360_ + 1u);
                            uint l_483_ = asuint(info.Load(20+0));
                            uint l_484_ = (l_483_ * 1u);
                            bool l_485_ = (l_364_ < l_484_);
                            if (l_485_) {
                                uint _e954 = l_mut_234_;
                                buffer_5_global.Store(l_364_*4, asuint(_e954));
                            }
                        }
                        uint _e955 = l_mut_65_;
                        l_mut_65_ = (_e955 + 1u);
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
