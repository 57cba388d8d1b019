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

[numthreads(64, 1, 1)]
void fixed_ops(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_333_ = (uint)0;
    uint l_mut_339_ = (uint)0;
    uint l_mut_44_ = (uint)0;
    uint l_mut_45_ = (uint)0;
    uint l_mut_50_ = (uint)0;
    uint l_mut_60_ = (uint)0;
    uint l_mut_66_ = (uint)0;
    uint l_mut_82_ = (uint)0;
    uint l_mut_85_ = (uint)0;
    uint l_mut_86_ = (uint)0;
    uint l_mut_91_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_83_ = 0u;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (2u * id);
        uint l_392_ = asuint(info.Load(0+0));
        uint l_393_ = (l_392_ * 1u);
        bool l_394_ = (l_2_ < l_393_);
        uint l_395_ = (l_393_ - 1u);
        uint l_396_ = min(l_2_, l_395_);
        uint l_397_ = asuint(buffer_0_global.Load(l_396_*4));
        uint l_3_ = (l_394_ ? l_397_ : 0u);
        uint l_4_ = (2u * id);
        uint l_5_ = (l_4_ + 1u);
        uint l_399_ = asuint(info.Load(0+0));
        uint l_400_ = (l_399_ * 1u);
        bool l_401_ = (l_5_ < l_400_);
        uint l_402_ = (l_400_ - 1u);
        uint l_403_ = min(l_5_, l_402_);
        uint l_404_ = asuint(buffer_0_global.Load(l_403_*4));
        uint l_6_ = (l_401_ ? l_404_ : 0u);
        uint l_7_ = (2u * id);
        uint l_406_ = asuint(info.Load(4+0));
        uint l_407_ = (l_406_ * 1u);
        bool l_408_ = (l_7_ < l_407_);
        uint l_409_ = (l_407_ - 1u);
        uint l_410_ = min(l_7_, l_409_);
        uint l_411_ = asuint(buffer_1_global.Load(l_410_*4));
        uint l_8_ = (l_408_ ? l_411_ : 0u);
        uint l_9_ = (2u * id);
        uint l_10_ = (l_9_ + 1u);
        uint l_413_ = asuint(info.Load(4+0));
        uint l_414_ = (l_413_ * 1u);
        bool l_415_ = (l_10_ < l_414_);
        uint l_416_ = (l_414_ - 1u);
        uint l_417_ = min(l_10_, l_416_);
        uint l_418_ = asuint(buffer_1_global.Load(l_417_*4));
        uint l_11_ = (l_415_ ? l_418_ : 0u);
        uint l_420_ = asuint(info.Load(8+0));
        uint l_421_ = (l_420_ * 1u);
        bool l_422_ = (id < l_421_);
        uint l_423_ = (l_421_ - 1u);
        uint l_424_ = min(id, l_423_);
        uint l_425_ = asuint(buffer_2_global.Load(l_424_*4));
        uint l_12_ = (l_422_ ? l_425_ : 0u);
        uint l_13_ = (7u * id);
        uint l_14_ = (l_3_ + l_8_);
        uint l_15_ = (l_6_ + l_11_);
        bool l_16_ = (l_14_ < l_3_);
        uint l_17_ = uint(l_16_);
        uint l_18_ = (l_15_ + l_17_);
        uint l_19_ = (2u * l_13_);
        uint l_427_ = asuint(info.Load(16+0));
        uint l_428_ = (l_427_ * 1u);
        bool l_429_ = (l_19_ < l_428_);
        if (l_429_) {
            buffer_4_global.Store(l_19_*4, asuint(l_14_));
        }
        uint l_20_ = (2u * l_13_);
        uint l_21_ = (l_20_ + 1u);
        uint l_430_ = asuint(info.Load(16+0));
        uint l_431_ = (l_430_ * 1u);
        bool l_432_ = (l_21_ < l_431_);
        if (l_432_) {
            buffer_4_global.Store(l_21_*4, asuint(l_18_));
        }
        uint l_22_ = (7u * id);
        uint l_23_ = (l_22_ + 1u);
        uint l_24_ = (l_3_ - l_8_);
        uint l_25_ = (l_6_ - l_11_);
        bool l_26_ = (l_3_ < l_8_);
        uint l_27_ = uint(l_26_);
        uint l_28_ = (l_25_ - l_27_);
        uint l_29_ = (2u * l_23_);
        uint l_433_ = asuint(info.Load(16+0));
        uint l_434_ = (l_433_ * 1u);
        bool l_435_ = (l_29_ < l_434_);
        if (l_435_) {
            buffer_4_global.Store(l_29_*4, asuint(l_24_));
        }
        uint l_30_ = (2u * l_23_);
        uint l_31_ = (l_30_ + 1u);
        uint l_436_ = asuint(info.Load(16+0));
        uint l_437_ = (l_436_ * 1u);
        bool l_438_ = (l_31_ < l_437_);
        if (l_438_) {
            buffer_4_global.Store(l_31_*4, asuint(l_28_));
        }
        uint l_32_ = (7u * id);
        uint l_33_ = (l_32_ + 2u);
        uint l_34_ = (l_3_ * l_12_);
        uint64_t l_483_ = uint64_t(l_3_);
        uint64_t l_484_ = uint64_t(l_12_);
        uint64_t l_485_ = (l_483_ * l_484_);
        uint64_t l_486_ = (l_485_ >> uint(32uL));
        uint l_35_ = uint(l_486_);
        uint l_36_ = (l_6_ * l_12_);
        uint l_37_ = (l_35_ + l_36_);
        uint l_38_ = (2u * l_33_);
        uint l_439_ = asuint(info.Load(16+0));
        uint l_440_ = (l_439_ * 1u);
        bool l_441_ = (l_38_ < l_440_);
        if (l_441_) {
            buffer_4_global.Store(l_38_*4, asuint(l_34_));
        }
        uint l_39_ = (2u * l_33_);
        uint l_40_ = (l_39_ + 1u);
        uint l_442_ = asuint(info.Load(16+0));
        uint l_443_ = (l_442_ * 1u);
        bool l_444_ = (l_40_ < l_443_);
        if (l_444_) {
            buffer_4_global.Store(l_40_*4, asuint(l_37_));
        }
        uint l_41_ = (7u * id);
        uint l_42_ = (l_41_ + 3u);
        uint l_43_ = naga_mod(l_12_, 64u);
        l_mut_44_ = l_3_;
        l_mut_45_ = l_6_;
        bool l_46_ = (l_43_ >= 32u);
        if (l_46_) {
            uint l_47_ = (l_43_ & 31u);
            uint l_48_ = (l_6_ >> l_47_);
            l_mut_44_ = l_48_;
            l_mut_45_ = 0u;
        } else {
            bool l_49_ = (l_43_ > 0u);
            if (l_49_) {
                l_mut_50_ = l_3_;
                bool l_51_ = (l_43_ > 0u);
                if (l_51_) {
                    uint l_52_ = (l_3_ >> l_43_);
                    uint l_53_ = (32u - l_43_);
                    uint l_54_ = (l_6_ << l_53_);
                    uint l_55_ = (l_52_ | l_54_);
                    l_mut_50_ = l_55_;
                }
                uint l_56_ = (l_6_ >> l_43_);
                uint _e254 = l_mut_50_;
                l_mut_44_ = _e254;
                l_mut_45_ = l_56_;
            }
        }
        uint l_57_ = (2u * l_42_);
        uint l_445_ = asuint(info.Load(16+0));
        uint l_446_ = (l_445_ * 1u);
        bool l_447_ = (l_57_ < l_446_);
        if (l_447_) {
            uint _e266 = l_mut_44_;
            buffer_4_global.Store(l_57_*4, asuint(_e266));
        }
        uint l_58_ = (2u * l_42_);
        uint l_59_ = (l_58_ + 1u);
        uint l_448_ = asuint(info.Load(16+0));
        uint l_449_ = (l_448_ * 1u);
        bool l_450_ = (l_59_ < l_449_);
        if (l_450_) {
            uint _e280 = l_mut_45_;
            buffer_4_global.Store(l_59_*4, asuint(_e280));
        }
        l_mut_50_ = l_8_;
        l_mut_45_ = l_11_;
        l_mut_44_ = l_3_;
        l_mut_60_ = l_6_;
        bool l_61_ = (l_11_ < l_6_);
        bool l_62_ = (l_11_ == l_6_);
        bool l_63_ = (l_8_ < l_3_);
        if (l_62_) {
            local = l_63_;
        } else {
            local = false;
        }
        bool l_64_ = local;
        if (!(l_61_)) {
            local_1 = l_64_;
        } else {
            local_1 = true;
        }
        bool l_65_ = local_1;
        if (l_65_) {
            l_mut_50_ = l_3_;
            l_mut_45_ = l_6_;
            l_mut_44_ = l_8_;
            l_mut_60_ = l_11_;
        }
        l_mut_66_ = 0u;
        uint _e294 = l_mut_44_;
        uint _e295 = l_mut_60_;
        uint l_67_ = (_e294 | _e295);
        bool l_68_ = (l_67_ == 0u);
        bool l_69_ = !(l_68_);
        uint _e300 = l_mut_60_;
        uint _e301 = l_mut_45_;
        bool l_70_ = (_e300 < _e301);
        uint _e303 = l_mut_60_;
        uint _e304 = l_mut_45_;
        bool l_71_ = (_e303 == _e304);
        uint _e306 = l_mut_44_;
        uint _e307 = l_mut_50_;
        bool l_72_ = (_e306 < _e307);
        if (l_71_) {
            local_2 = l_72_;
        } else {
            local_2 = false;
        }
        bool l_73_ = local_2;
        if (!(l_70_)) {
            local_3 = l_73_;
        } else {
            local_3 = true;
        }
        bool l_74_ = local_3;
        if (l_69_) {
            local_4 = l_74_;
        } else {
            local_4 = false;
        }
        bool l_75_ = local_4;
        if (l_75_) {
            uint l_76_ = naga_mod(l_12_, 1048576u);
            uint _e324 = l_mut_50_;
            uint l_77_ = (_e324 - 1u);
            uint _e327 = l_mut_45_;
            uint l_78_ = (_e327 - 0u);
            uint _e330 = l_mut_50_;
            bool l_79_ = (_e330 < 1u);
            uint l_80_ = uint(l_79_);
            uint l_81_ = (l_78_ - l_80_);
            l_mut_50_ = l_77_;
            l_mut_45_ = l_81_;
            l_mut_82_ = 0u;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                if (!loop_init) {
                    uint _e423 = l_mut_83_;
                    l_mut_83_ = (_e423 + 1u);
                }
                loop_init = false;
                uint _e338 = l_mut_83_;
                if ((_e338 < 20u)) {
                } else {
                    break;
                }
                {
                    uint _e342 = l_mut_83_;
                    uint l_84_ = (19u - _e342);
                    uint _e344 = l_mut_50_;
                    l_mut_85_ = _e344;
                    uint _e345 = l_mut_45_;
                    l_mut_86_ = _e345;
                    bool l_87_ = (l_84_ >= 32u);
                    if (l_87_) {
                        uint l_88_ = (l_84_ & 31u);
                        uint _e350 = l_mut_45_;
                        uint l_89_ = (_e350 >> l_88_);
                        l_mut_85_ = l_89_;
                        l_mut_86_ = 0u;
                    } else {
                        bool l_90_ = (l_84_ > 0u);
                        if (l_90_) {
                            uint _e355 = l_mut_50_;
                            l_mut_91_ = _e355;
                            bool l_92_ = (l_84_ > 0u);
                            if (l_92_) {
                                uint _e358 = l_mut_50_;
                                uint l_93_ = (_e358 >> l_84_);
                                uint l_94_ = (32u - l_84_);
                                uint _e362 = l_mut_45_;
                                uint l_95_ = (_e362 << l_94_);
                                uint l_96_ = (l_93_ | l_95_);
                                l_mut_91_ = l_96_;
                            }
                            uint _e365 = l_mut_45_;
                            uint l_97_ = (_e365 >> l_84_);
                            uint _e367 = l_mut_91_;
                            l_mut_85_ = _e367;
                            l_mut_86_ = l_97_;
                        }
                    }
                    uint _e368 = l_mut_86_;
                    uint _e369 = l_mut_60_;
                    bool l_98_ = (_e368 < _e369);
                    uint _e371 = l_mut_86_;
                    uint _e372 = l_mut_60_;
                    bool l_99_ = (_e371 == _e372);
                    uint _e374 = l_mut_85_;
                    uint _e375 = l_mut_44_;
                    bool l_100_ = (_e374 < _e375);
                    if (l_99_) {
                        local_5 = l_100_;
                    } else {
                        local_5 = false;
                    }
                    bool l_101_ = local_5;
                    if (!(l_98_)) {
                        local_6 = l_101_;
                    } else {
                        local_6 = true;
                    }
                    bool l_102_ = local_6;
                    bool l_103_ = !(l_102_);
                    if (l_103_) {
                        uint _e387 = l_mut_44_;
                        l_mut_91_ = _e387;
                        uint _e388 = l_mut_60_;
                        l_mut_86_ = _e388;
                        bool l_104_ = (l_84_ >= 32u);
                        if (l_104_) {
                            uint l_105_ = (l_84_ & 31u);
                            uint _e393 = l_mut_44_;
                            uint l_106_ = (_e393 << l_105_);
                            l_mut_91_ = 0u;
                            l_mut_86_ = l_106_;
                        } else {
                            bool l_107_ = (l_84_ > 0u);
                            if (l_107_) {
                                uint _e398 = l_mut_44_;
                                uint l_108_ = (_e398 << l_84_);
                                uint _e400 = l_mut_60_;
                                uint l_109_ = (_e400 << l_84_);
                                uint l_110_ = (32u - l_84_);
                                uint _e404 = l_mut_44_;
                                uint l_111_ = (_e404 >> l_110_);
                                uint l_112_ = (l_109_ | l_111_);
                                l_mut_91_ = l_108_;
                                l_mut_86_ = l_112_;
                            }
                        }
                        uint _e407 = l_mut_50_;
                        uint _e408 = l_mut_91_;
                        uint l_113_ = (_e407 - _e408);
                        uint _e410 = l_mut_45_;
                        uint _e411 = l_mut_86_;
                        uint l_114_ = (_e410 - _e411);
                        uint _e413 = l_mut_50_;
                        uint _e414 = l_mut_91_;
                        bool l_115_ = (_e413 < _e414);
                        uint l_116_ = uint(l_115_);
                        uint l_117_ = (l_114_ - l_116_);
                        l_mut_50_ = l_113_;
                        l_mut_45_ = l_117_;
                        uint l_118_ = (1u << l_84_);
                        uint _e420 = l_mut_82_;
                        l_mut_82_ = (_e420 | l_118_);
                    }
                }
            }
            uint _e425 = l_mut_82_;
            uint l_119_ = min(_e425, l_76_);
            l_mut_91_ = l_119_;
            uint _e427 = l_mut_45_;
            uint _e428 = l_mut_60_;
            bool l_120_ = (_e427 < _e428);
            uint _e430 = l_mut_45_;
            uint _e431 = l_mut_60_;
            bool l_121_ = (_e430 == _e431);
            uint _e433 = l_mut_50_;
            uint _e434 = l_mut_44_;
            bool l_122_ = (_e433 < _e434);
            if (l_121_) {
                local_7 = l_122_;
            } else {
                local_7 = false;
            }
            bool l_123_ = local_7;
            if (!(l_120_)) {
                local_8 = l_123_;
            } else {
                local_8 = true;
            }
            bool l_124_ = local_8;
            bool l_125_ = !(l_124_);
            if (l_125_) {
                l_mut_91_ = l_76_;
            }
            uint _e446 = l_mut_91_;
            l_mut_66_ = _e446;
        }
        bool l_126_ = (l_6_ < l_11_);
        bool l_127_ = (l_6_ == l_11_);
        bool l_128_ = (l_3_ < l_8_);
        if (l_127_) {
            local_9 = l_128_;
        } else {
            local_9 = false;
        }
        bool l_129_ = local_9;
        if (!(l_126_)) {
            local_10 = l_129_;
        } else {
            local_10 = true;
        }
        bool l_130_ = local_10;
        uint l_131_ = uint(l_130_);
        uint l_132_ = (l_131_ << 20u);
        uint _e462 = l_mut_66_;
        l_mut_66_ = (_e462 | l_132_);
        uint l_133_ = (l_6_ >> 31u);
        bool l_134_ = (l_133_ == 1u);
        uint l_135_ = uint(l_134_);
        uint l_136_ = (l_135_ << 21u);
        uint _e471 = l_mut_66_;
        l_mut_66_ = (_e471 | l_136_);
        uint l_137_ = (7u * id);
        uint l_138_ = (l_137_ + 4u);
        uint l_139_ = (2u * l_138_);
        uint l_451_ = asuint(info.Load(16+0));
        uint l_452_ = (l_451_ * 1u);
        bool l_453_ = (l_139_ < l_452_);
        if (l_453_) {
            uint _e488 = l_mut_66_;
            buffer_4_global.Store(l_139_*4, asuint(_e488));
        }
        uint l_140_ = (2u * l_138_);
        uint l_141_ = (l_140_ + 1u);
        uint l_454_ = asuint(info.Load(16+0));
        uint l_455_ = (l_454_ * 1u);
        bool l_456_ = (l_141_ < l_455_);
        if (l_456_) {
            buffer_4_global.Store(l_141_*4, asuint(0u));
        }
        uint l_142_ = (7u * id);
        uint l_143_ = (l_142_ + 5u);
        uint l_457_ = asuint(info.Load(12+0));
        uint l_458_ = (l_457_ * 1u);
        bool l_459_ = (id < l_458_);
        uint l_460_ = (l_458_ - 1u);
        uint l_461_ = min(id, l_460_);
        uint l_462_ = asuint(buffer_3_global.Load(l_461_*4));
        uint l_144_ = (l_459_ ? l_462_ : 0u);
        uint l_145_ = (l_6_ >> 31u);
        bool l_146_ = (l_145_ == 1u);
        l_mut_91_ = l_3_;
        l_mut_86_ = l_6_;
        if (l_146_) {
            uint l_147_ = (0u - l_3_);
            uint l_148_ = (0u - l_6_);
            bool l_149_ = (0u < l_3_);
            uint l_150_ = uint(l_149_);
            uint l_151_ = (l_148_ - l_150_);
            l_mut_91_ = l_147_;
            l_mut_86_ = l_151_;
        }
        uint _e534 = l_mut_91_;
        uint l_152_ = (_e534 * l_12_);
        uint _e536 = l_mut_86_;
        uint l_153_ = (_e536 * l_12_);
        uint _e538 = l_mut_91_;
        uint64_t l_488_ = uint64_t(_e538);
        uint64_t l_489_ = uint64_t(l_12_);
        uint64_t l_490_ = (l_488_ * l_489_);
        uint64_t l_491_ = (l_490_ >> uint(32uL));
        uint l_154_ = uint(l_491_);
        uint l_155_ = (l_154_ + l_153_);
        uint _e549 = l_mut_86_;
        uint64_t l_493_ = uint64_t(_e549);
        uint64_t l_494_ = uint64_t(l_12_);
        uint64_t l_495_ = (l_493_ * l_494_);
        uint64_t l_496_ = (l_495_ >> uint(32uL));
        uint l_156_ = uint(l_496_);
        bool l_157_ = (l_155_ < l_153_);
        uint l_158_ = uint(l_157_);
        uint l_159_ = (l_156_ + l_158_);
        uint l_160_ = naga_mod(l_144_, 32u);
        l_mut_85_ = l_152_;
        bool l_161_ = (l_160_ > 0u);
        if (l_161_) {
            uint l_162_ = (l_152_ >> l_160_);
            uint l_163_ = (32u - l_160_);
            uint l_164_ = (l_155_ << l_163_);
            uint l_165_ = (l_162_ | l_164_);
            l_mut_85_ = l_165_;
        }
        l_mut_82_ = l_155_;
        bool l_166_ = (l_160_ > 0u);
        if (l_166_) {
            uint l_167_ = (l_155_ >> l_160_);
            uint l_168_ = (32u - l_160_);
            uint l_169_ = (l_159_ << l_168_);
            uint l_170_ = (l_167_ | l_169_);
            l_mut_82_ = l_170_;
        }
        uint _e578 = l_mut_85_;
        l_mut_66_ = _e578;
        uint _e579 = l_mut_82_;
        l_mut_85_ = _e579;
        bool l_171_ = (l_144_ >= 64u);
        if (l_171_) {
            l_mut_66_ = l_159_;
            l_mut_85_ = 0u;
        } else {
            bool l_172_ = (l_144_ >= 32u);
            if (l_172_) {
                l_mut_82_ = l_155_;
                bool l_173_ = (l_160_ > 0u);
                if (l_173_) {
                    uint l_174_ = (l_155_ >> l_160_);
                    uint l_175_ = (32u - l_160_);
                    uint l_176_ = (l_159_ << l_175_);
                    uint l_177_ = (l_174_ | l_176_);
                    l_mut_82_ = l_177_;
                }
                uint l_178_ = (l_159_ >> l_160_);
                uint _e593 = l_mut_82_;
                l_mut_66_ = _e593;
                l_mut_85_ = l_178_;
            }
        }
        uint _e594 = l_mut_66_;
        l_mut_91_ = _e594;
        uint _e595 = l_mut_85_;
        l_mut_86_ = _e595;
        if (l_146_) {
            uint _e597 = l_mut_91_;
            uint l_179_ = (0u - _e597);
            uint _e600 = l_mut_86_;
            uint l_180_ = (0u - _e600);
            uint _e603 = l_mut_91_;
            bool l_181_ = (0u < _e603);
            uint l_182_ = uint(l_181_);
            uint l_183_ = (l_180_ - l_182_);
            l_mut_91_ = l_179_;
            l_mut_86_ = l_183_;
        }
        uint l_184_ = (2u * l_143_);
        uint l_464_ = asuint(info.Load(16+0));
        uint l_465_ = (l_464_ * 1u);
        bool l_466_ = (l_184_ < l_465_);
        if (l_466_) {
            uint _e618 = l_mut_91_;
            buffer_4_global.Store(l_184_*4, asuint(_e618));
        }
        uint l_185_ = (2u * l_143_);
        uint l_186_ = (l_185_ + 1u);
        uint l_467_ = asuint(info.Load(16+0));
        uint l_468_ = (l_467_ * 1u);
        bool l_469_ = (l_186_ < l_468_);
        if (l_469_) {
            uint _e632 = l_mut_86_;
            buffer_4_global.Store(l_186_*4, asuint(_e632));
        }
        uint l_187_ = (7u * id);
        uint l_188_ = (l_187_ + 6u);
        uint l_470_ = asuint(info.Load(12+0));
        uint l_471_ = (l_470_ * 1u);
        bool l_472_ = (id < l_471_);
        uint l_473_ = (l_471_ - 1u);
        uint l_474_ = min(id, l_473_);
        uint l_475_ = asuint(buffer_3_global.Load(l_474_*4));
        uint l_189_ = (l_472_ ? l_475_ : 0u);
        l_mut_91_ = 0u;
        l_mut_86_ = 0u;
        bool l_190_ = (l_12_ < 65536u);
        if (l_190_) {
            uint l_191_ = (l_12_ * l_12_);
            uint l_192_ = (l_6_ >> 31u);
            bool l_193_ = (l_192_ == 1u);
            l_mut_85_ = l_3_;
            l_mut_82_ = l_6_;
            if (l_193_) {
                uint l_194_ = (0u - l_3_);
                uint l_195_ = (0u - l_6_);
                bool l_196_ = (0u < l_3_);
                uint l_197_ = uint(l_196_);
                uint l_198_ = (l_195_ - l_197_);
                l_mut_85_ = l_194_;
                l_mut_82_ = l_198_;
            }
            uint _e669 = l_mut_85_;
            uint l_199_ = (_e669 * l_191_);
            uint _e671 = l_mut_82_;
            uint l_200_ = (_e671 * l_191_);
            uint _e673 = l_mut_85_;
            uint64_t l_498_ = uint64_t(_e673);
            uint64_t l_499_ = uint64_t(l_191_);
            uint64_t l_500_ = (l_498_ * l_499_);
            uint64_t l_501_ = (l_500_ >> uint(32uL));
            uint l_201_ = uint(l_501_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e684 = l_mut_82_;
            uint64_t l_503_ = uint64_t(_e684);
            uint64_t l_504_ = uint64_t(l_191_);
            uint64_t l_505_ = (l_503_ * l_504_);
            uint64_t l_506_ = (l_505_ >> uint(32uL));
            uint l_203_ = uint(l_506_);
            bool l_204_ = (l_202_ < l_200_);
            uint l_205_ = uint(l_204_);
            uint l_206_ = (l_203_ + l_205_);
            uint l_207_ = naga_mod(l_189_, 32u);
            l_mut_66_ = l_199_;
            bool l_208_ = (l_207_ > 0u);
            if (l_208_) {
                uint l_209_ = (l_199_ >> l_207_);
                uint l_210_ = (32u - l_207_);
                uint l_211_ = (l_202_ << l_210_);
                uint l_212_ = (l_209_ | l_211_);
                l_mut_66_ = l_212_;
            }
            l_mut_60_ = l_202_;
            bool l_213_ = (l_207_ > 0u);
            if (l_213_) {
                uint l_214_ = (l_202_ >> l_207_);
                uint l_215_ = (32u - l_207_);
                uint l_216_ = (l_206_ << l_215_);
                uint l_217_ = (l_214_ | l_216_);
                l_mut_60_ = l_217_;
            }
            uint _e713 = l_mut_66_;
            l_mut_50_ = _e713;
            uint _e714 = l_mut_60_;
            l_mut_66_ = _e714;
            bool l_218_ = (l_189_ >= 64u);
            if (l_218_) {
                l_mut_50_ = l_206_;
                l_mut_66_ = 0u;
            } else {
                bool l_219_ = (l_189_ >= 32u);
                if (l_219_) {
                    l_mut_60_ = l_202_;
                    bool l_220_ = (l_207_ > 0u);
                    if (l_220_) {
                        uint l_221_ = (l_202_ >> l_207_);
                        uint l_222_ = (32u - l_207_);
                        uint l_223_ = (l_206_ << l_222_);
                        uint l_224_ = (l_221_ | l_223_);
                        l_mut_60_ = l_224_;
                    }
                    uint l_225_ = (l_206_ >> l_207_);
                    uint _e728 = l_mut_60_;
                    l_mut_50_ = _e728;
                    l_mut_66_ = l_225_;
                }
            }
            uint _e729 = l_mut_50_;
            l_mut_85_ = _e729;
            uint _e730 = l_mut_66_;
            l_mut_82_ = _e730;
            if (l_193_) {
                uint _e732 = l_mut_85_;
                uint l_226_ = (0u - _e732);
                uint _e735 = l_mut_82_;
                uint l_227_ = (0u - _e735);
                uint _e738 = l_mut_85_;
                bool l_228_ = (0u < _e738);
                uint l_229_ = uint(l_228_);
                uint l_230_ = (l_227_ - l_229_);
                l_mut_85_ = l_226_;
                l_mut_82_ = l_230_;
            }
            uint _e742 = l_mut_85_;
            l_mut_91_ = _e742;
            uint _e743 = l_mut_82_;
            l_mut_86_ = _e743;
        } else {
            uint l_231_ = (l_6_ >> 31u);
            bool l_232_ = (l_231_ == 1u);
            l_mut_85_ = l_3_;
            l_mut_82_ = l_6_;
            if (l_232_) {
                uint l_233_ = (0u - l_3_);
                uint l_234_ = (0u - l_6_);
                bool l_235_ = (0u < l_3_);
                uint l_236_ = uint(l_235_);
                uint l_237_ = (l_234_ - l_236_);
                l_mut_85_ = l_233_;
                l_mut_82_ = l_237_;
            }
            uint _e756 = l_mut_85_;
            uint l_238_ = (_e756 * l_12_);
            uint _e758 = l_mut_82_;
            uint l_239_ = (_e758 * l_12_);
            uint _e760 = l_mut_85_;
            uint64_t l_508_ = uint64_t(_e760);
            uint64_t l_509_ = uint64_t(l_12_);
            uint64_t l_510_ = (l_508_ * l_509_);
            uint64_t l_511_ = (l_510_ >> uint(32uL));
            uint l_240_ = uint(l_511_);
            uint l_241_ = (l_240_ + l_239_);
            uint _e771 = l_mut_82_;
            uint64_t l_513_ = uint64_t(_e771);
            uint64_t l_514_ = uint64_t(l_12_);
            uint64_t l_515_ = (l_513_ * l_514_);
            uint64_t l_516_ = (l_515_ >> uint(32uL));
            uint l_242_ = uint(l_516_);
            bool l_243_ = (l_241_ < l_239_);
            uint l_244_ = uint(l_243_);
            uint l_245_ = (l_242_ + l_244_);
            l_mut_66_ = l_238_;
            bool l_247_ = (0u > 0u);
            if (l_247_) {
                uint l_248_ = (l_238_ >> 0u);
                uint l_249_ = (32u - 0u);
                uint l_250_ = (l_241_ << l_249_);
                uint l_251_ = (l_248_ | l_250_);
                l_mut_66_ = l_251_;
            }
            l_mut_60_ = l_241_;
            bool l_252_ = (0u > 0u);
            if (l_252_) {
                uint l_253_ = (l_241_ >> 0u);
                uint l_254_ = (32u - 0u);
                uint l_255_ = (l_245_ << l_254_);
                uint l_256_ = (l_253_ | l_255_);
                l_mut_60_ = l_256_;
            }
            uint _e799 = l_mut_66_;
            l_mut_50_ = _e799;
            uint _e800 = l_mut_60_;
            l_mut_66_ = _e800;
            if (false) {
                l_mut_50_ = l_245_;
                l_mut_66_ = 0u;
            } else {
                if (false) {
                    l_mut_60_ = l_241_;
                    bool l_259_ = (0u > 0u);
                    if (l_259_) {
                        uint l_260_ = (l_241_ >> 0u);
                        uint l_261_ = (32u - 0u);
                        uint l_262_ = (l_245_ << l_261_);
                        uint l_263_ = (l_260_ | l_262_);
                        l_mut_60_ = l_263_;
                    }
                    uint l_264_ = (l_245_ >> 0u);
                    uint _e812 = l_mut_60_;
                    l_mut_50_ = _e812;
                    l_mut_66_ = l_264_;
                }
            }
            uint _e813 = l_mut_85_;
            uint l_265_ = (_e813 * l_12_);
            uint _e815 = l_mut_82_;
            uint l_266_ = (_e815 * l_12_);
            uint _e817 = l_mut_85_;
            uint64_t l_518_ = uint64_t(_e817);
            uint64_t l_519_ = uint64_t(l_12_);
            uint64_t l_520_ = (l_518_ * l_519_);
            uint64_t l_521_ = (l_520_ >> uint(32uL));
            uint l_267_ = uint(l_521_);
            uint l_268_ = (l_267_ + l_266_);
            uint _e828 = l_mut_82_;
            uint64_t l_523_ = uint64_t(_e828);
            uint64_t l_524_ = uint64_t(l_12_);
            uint64_t l_525_ = (l_523_ * l_524_);
            uint64_t l_526_ = (l_525_ >> uint(32uL));
            uint l_269_ = uint(l_526_);
            bool l_270_ = (l_268_ < l_266_);
            uint l_271_ = uint(l_270_);
            uint l_272_ = (l_269_ + l_271_);
            l_mut_60_ = l_265_;
            bool l_274_ = (0u > 0u);
            if (l_274_) {
                uint l_275_ = (l_265_ >> 0u);
                uint l_276_ = (32u - 0u);
                uint l_277_ = (l_268_ << l_276_);
                uint l_278_ = (l_275_ | l_277_);
                l_mut_60_ = l_278_;
            }
            l_mut_45_ = l_268_;
            bool l_279_ = (0u > 0u);
            if (l_279_) {
                uint l_280_ = (l_268_ >> 0u);
                uint l_281_ = (32u - 0u);
                uint l_282_ = (l_272_ << l_281_);
                uint l_283_ = (l_280_ | l_282_);
                l_mut_45_ = l_283_;
            }
            uint _e856 = l_mut_60_;
            l_mut_44_ = _e856;
            uint _e857 = l_mut_45_;
            l_mut_60_ = _e857;
            if (true) {
                l_mut_44_ = l_272_;
                l_mut_60_ = 0u;
            } else {
                if (true) {
                    l_mut_45_ = l_268_;
                    bool l_286_ = (0u > 0u);
                    if (l_286_) {
                        uint l_287_ = (l_268_ >> 0u);
                        uint l_288_ = (32u - 0u);
                        uint l_289_ = (l_272_ << l_288_);
                        uint l_290_ = (l_287_ | l_289_);
                        l_mut_45_ = l_290_;
                    }
                    uint l_291_ = (l_272_ >> 0u);
                    uint _e869 = l_mut_45_;
                    l_mut_44_ = _e869;
                    l_mut_60_ = l_291_;
                }
            }
            uint _e870 = l_mut_50_;
            uint l_292_ = (_e870 * l_12_);
            uint _e872 = l_mut_66_;
            uint l_293_ = (_e872 * l_12_);
            uint _e874 = l_mut_50_;
            uint64_t l_528_ = uint64_t(_e874);
            uint64_t l_529_ = uint64_t(l_12_);
            uint64_t l_530_ = (l_528_ * l_529_);
            uint64_t l_531_ = (l_530_ >> uint(32uL));
            uint l_294_ = uint(l_531_);
            uint l_295_ = (l_294_ + l_293_);
            uint _e885 = l_mut_66_;
            uint64_t l_533_ = uint64_t(_e885);
            uint64_t l_534_ = uint64_t(l_12_);
            uint64_t l_535_ = (l_533_ * l_534_);
            uint64_t l_536_ = (l_535_ >> uint(32uL));
            uint l_296_ = uint(l_536_);
            bool l_297_ = (l_295_ < l_293_);
            uint l_298_ = uint(l_297_);
            uint l_299_ = (l_296_ + l_298_);
            l_mut_85_ = l_292_;
            bool l_301_ = (0u > 0u);
            if (l_301_) {
                uint l_302_ = (l_292_ >> 0u);
                uint l_303_ = (32u - 0u);
                uint l_304_ = (l_295_ << l_303_);
                uint l_305_ = (l_302_ | l_304_);
                l_mut_85_ = l_305_;
            }
            l_mut_82_ = l_295_;
            bool l_306_ = (0u > 0u);
            if (l_306_) {
                uint l_307_ = (l_295_ >> 0u);
                uint l_308_ = (32u - 0u);
                uint l_309_ = (l_299_ << l_308_);
                uint l_310_ = (l_307_ | l_309_);
                l_mut_82_ = l_310_;
            }
            uint _e913 = l_mut_85_;
            l_mut_45_ = _e913;
            uint _e914 = l_mut_82_;
            l_mut_85_ = _e914;
            if (false) {
                l_mut_45_ = l_299_;
                l_mut_85_ = 0u;
            } else {
                if (false) {
                    l_mut_82_ = l_295_;
                    bool l_313_ = (0u > 0u);
                    if (l_313_) {
                        uint l_314_ = (l_295_ >> 0u);
                        uint l_315_ = (32u - 0u);
                        uint l_316_ = (l_299_ << l_315_);
                        uint l_317_ = (l_314_ | l_316_);
                        l_mut_82_ = l_317_;
                    }
                    uint l_318_ = (l_299_ >> 0u);
                    uint _e926 = l_mut_82_;
                    l_mut_45_ = _e926;
                    l_mut_85_ = l_318_;
                }
            }
            uint _e927 = l_mut_50_;
            uint l_319_ = (_e927 * l_12_);
            uint _e929 = l_mut_66_;
            uint l_320_ = (_e929 * l_12_);
            uint _e931 = l_mut_50_;
            uint64_t l_538_ = uint64_t(_e931);
            uint64_t l_539_ = uint64_t(l_12_);
            uint64_t l_540_ = (l_538_ * l_539_);
            uint64_t l_541_ = (l_540_ >> uint(32uL));
            uint l_321_ = uint(l_541_);
            uint l_322_ = (l_321_ + l_320_);
            uint _e942 = l_mut_66_;
            uint64_t l_543_ = uint64_t(_e942);
            uint64_t l_544_ = uint64_t(l_12_);
            uint64_t l_545_ = (l_543_ * l_544_);
            uint64_t l_546_ = (l_545_ >> uint(32uL));
            uint l_323_ = uint(l_546_);
            bool l_324_ = (l_322_ < l_320_);
            uint l_325_ = uint(l_324_);
            uint l_326_ = (l_323_ + l_325_);
            l_mut_82_ = l_319_;
            bool l_328_ = (0u > 0u);
            if (l_328_) {
                uint l_329_ = (l_319_ >> 0u);
                uint l_330_ = (32u - 0u);
                uint l_331_ = (l_322_ << l_330_);
                uint l_332_ = (l_329_ | l_331_);
                l_mut_82_ = l_332_;
            }
            l_mut_333_ = l_322_;
            bool l_334_ = (0u > 0u);
            if (l_334_) {
                uint l_335_ = (l_322_ >> 0u);
                uint l_336_ = (32u - 0u);
                uint l_337_ = (l_326_ << l_336_);
                uint l_338_ = (l_335_ | l_337_);
                l_mut_333_ = l_338_;
            }
            uint _e970 = l_mut_82_;
            l_mut_339_ = _e970;
            uint _e971 = l_mut_333_;
            l_mut_82_ = _e971;
            if (true) {
                l_mut_339_ = l_326_;
                l_mut_82_ = 0u;
            } else {
                if (true) {
                    l_mut_333_ = l_322_;
                    bool l_342_ = (0u > 0u);
                    if (l_342_) {
                        uint l_343_ = (l_322_ >> 0u);
                        uint l_344_ = (32u - 0u);
                        uint l_345_ = (l_326_ << l_344_);
                        uint l_346_ = (l_343_ | l_345_);
                        l_mut_333_ = l_346_;
                    }
                    uint l_347_ = (l_326_ >> 0u);
                    uint _e983 = l_mut_333_;
                    l_mut_339_ = _e983;
                    l_mut_82_ = l_347_;
                }
            }
            uint _e984 = l_mut_44_;
            uint l_348_ = (_e984 * l_12_);
            uint _e986 = l_mut_44_;
            uint64_t l_548_ = uint64_t(_e986);
            uint64_t l_549_ = uint64_t(l_12_);
            uint64_t l_550_ = (l_548_ * l_549_);
            uint64_t l_551_ = (l_550_ >> uint(32uL));
            uint l_349_ = uint(l_551_);
            uint _e996 = l_mut_60_;
            uint l_350_ = (_e996 * l_12_);
            uint l_351_ = (l_349_ + l_350_);
            uint _e999 = l_mut_339_;
            uint l_352_ = (_e999 + l_348_);
            uint _e1001 = l_mut_82_;
            uint l_353_ = (_e1001 + l_351_);
            uint _e1003 = l_mut_339_;
            bool l_354_ = (l_352_ < _e1003);
            uint l_355_ = uint(l_354_);
            uint l_356_ = (l_353_ + l_355_);
            uint _e1007 = l_mut_45_;
            l_mut_91_ = _e1007;
            uint _e1008 = l_mut_85_;
            l_mut_86_ = _e1008;
            bool l_357_ = (l_189_ == 64u);
            if (l_357_) {
                l_mut_91_ = l_352_;
                l_mut_86_ = l_356_;
            } else {
                bool l_358_ = (l_189_ > 0u);
                if (l_358_) {
                    uint l_359_ = (64u - l_189_);
                    l_mut_339_ = l_352_;
                    l_mut_333_ = l_356_;
                    bool l_360_ = (l_359_ >= 32u);
                    if (l_360_) {
                        uint l_361_ = (l_359_ & 31u);
                        uint l_362_ = (l_352_ << l_361_);
                        l_mut_339_ = 0u;
                        l_mut_333_ = l_362_;
                    } else {
                        bool l_363_ = (l_359_ > 0u);
                        if (l_363_) {
                            uint l_364_ = (l_352_ << l_359_);
                            uint l_365_ = (l_356_ << l_359_);
                            uint l_366_ = (32u - l_359_);
                            uint l_367_ = (l_352_ >> l_366_);
                            uint l_368_ = (l_365_ | l_367_);
                            l_mut_339_ = l_364_;
                            l_mut_333_ = l_368_;
                        }
                    }
                    uint _e1029 = l_mut_45_;
                    l_mut_82_ = _e1029;
                    uint _e1030 = l_mut_85_;
                    l_mut_66_ = _e1030;
                    bool l_369_ = (l_189_ >= 32u);
                    if (l_369_) {
                        uint l_370_ = (l_189_ & 31u);
                        uint _e1035 = l_mut_85_;
                        uint l_371_ = (_e1035 >> l_370_);
                        l_mut_82_ = l_371_;
                        l_mut_66_ = 0u;
                    } else {
                        bool l_372_ = (l_189_ > 0u);
                        if (l_372_) {
                            uint _e1040 = l_mut_45_;
                            l_mut_60_ = _e1040;
                            bool l_373_ = (l_189_ > 0u);
                            if (l_373_) {
                                uint _e1043 = l_mut_45_;
                                uint l_374_ = (_e1043 >> l_189_);
                                uint l_375_ = (32u - l_189_);
                                uint _e1047 = l_mut_85_;
                                uint l_376_ = (_e1047 << l_375_);
                                uint l_377_ = (l_374_ | l_376_);
                                l_mut_60_ = l_377_;
                            }
                            uint _e1050 = l_mut_85_;
                            uint l_378_ = (_e1050 >> l_189_);
                            uint _e1052 = l_mut_60_;
                            l_mut_82_ = _e1052;
                            l_mut_66_ = l_378_;
                        }
                    }
                    uint _e1053 = l_mut_339_;
                    uint _e1054 = l_mut_82_;
                    uint l_379_ = (_e1053 + _e1054);
                    uint _e1056 = l_mut_333_;
                    uint _e1057 = l_mut_66_;
                    uint l_380_ = (_e1056 + _e1057);
                    uint _e1059 = l_mut_339_;
                    bool l_381_ = (l_379_ < _e1059);
                    uint l_382_ = uint(l_381_);
                    uint l_383_ = (l_380_ + l_382_);
                    l_mut_91_ = l_379_;
                    l_mut_86_ = l_383_;
                }
            }
            if (l_232_) {
                uint _e1064 = l_mut_91_;
                uint l_384_ = (0u - _e1064);
                uint _e1067 = l_mut_86_;
                uint l_385_ = (0u - _e1067);
                uint _e1070 = l_mut_91_;
                bool l_386_ = (0u < _e1070);
                uint l_387_ = uint(l_386_);
                uint l_388_ = (l_385_ - l_387_);
                l_mut_91_ = l_384_;
                l_mut_86_ = l_388_;
            }
        }
        uint l_389_ = (2u * l_188_);
        uint l_477_ = asuint(info.Load(16+0));
        uint l_478_ = (l_477_ * 1u);
        bool l_479_ = (l_389_ < l_478_);
        if (l_479_) {
            uint _e1085 = l_mut_91_;
            buffer_4_global.Store(l_389_*4, asuint(_e1085));
        }
        uint l_390_ = (2u * l_188_);
        uint l_391_ = (l_390_ + 1u);
        uint l_480_ = asuint(info.Load(16+0));
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (l_391_ < l_481_);
        if (l_482_) {
            uint _e1099 = l_mut_86_;
            buffer_4_global.Store(l_391_*4, asuint(_e1099));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
