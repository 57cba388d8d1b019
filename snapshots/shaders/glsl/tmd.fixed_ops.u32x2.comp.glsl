#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[10];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) readonly buffer info_st_block_5Compute { info_st _group_0_binding_5_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_333_ = 0u;
    uint l_mut_339_ = 0u;
    uint l_mut_44_ = 0u;
    uint l_mut_45_ = 0u;
    uint l_mut_50_ = 0u;
    uint l_mut_60_ = 0u;
    uint l_mut_66_ = 0u;
    uint l_mut_82_ = 0u;
    uint l_mut_85_ = 0u;
    uint l_mut_86_ = 0u;
    uint l_mut_91_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    uint l_mut_83_ = 0u;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_5_cs.static_meta[7];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (2u * id);
        uint l_392_ = _group_0_binding_5_cs.static_meta[0];
        uint l_393_ = (l_392_ * 1u);
        bool l_394_ = (l_2_ < l_393_);
        uint l_395_ = (l_393_ - 1u);
        uint l_396_ = min(l_2_, l_395_);
        uint l_397_ = _group_0_binding_0_cs[l_396_];
        uint l_3_ = (l_394_ ? l_397_ : 0u);
        uint l_4_ = (2u * id);
        uint l_5_ = (l_4_ + 1u);
        uint l_399_ = _group_0_binding_5_cs.static_meta[0];
        uint l_400_ = (l_399_ * 1u);
        bool l_401_ = (l_5_ < l_400_);
        uint l_402_ = (l_400_ - 1u);
        uint l_403_ = min(l_5_, l_402_);
        uint l_404_ = _group_0_binding_0_cs[l_403_];
        uint l_6_ = (l_401_ ? l_404_ : 0u);
        uint l_7_ = (2u * id);
        uint l_406_ = _group_0_binding_5_cs.static_meta[1];
        uint l_407_ = (l_406_ * 1u);
        bool l_408_ = (l_7_ < l_407_);
        uint l_409_ = (l_407_ - 1u);
        uint l_410_ = min(l_7_, l_409_);
        uint l_411_ = _group_0_binding_1_cs[l_410_];
        uint l_8_ = (l_408_ ? l_411_ : 0u);
        uint l_9_ = (2u * id);
        uint l_10_ = (l_9_ + 1u);
        uint l_413_ = _group_0_binding_5_cs.static_meta[1];
        uint l_414_ = (l_413_ * 1u);
        bool l_415_ = (l_10_ < l_414_);
        uint l_416_ = (l_414_ - 1u);
        uint l_417_ = min(l_10_, l_416_);
        uint l_418_ = _group_0_binding_1_cs[l_417_];
        uint l_11_ = (l_415_ ? l_418_ : 0u);
        uint l_420_ = _group_0_binding_5_cs.static_meta[2];
        uint l_421_ = (l_420_ * 1u);
        bool l_422_ = (id < l_421_);
        uint l_423_ = (l_421_ - 1u);
        uint l_424_ = min(id, l_423_);
        uint l_425_ = _group_0_binding_2_cs[l_424_];
        uint l_12_ = (l_422_ ? l_425_ : 0u);
        uint l_13_ = (7u * id);
        uint l_14_ = (l_3_ + l_8_);
        uint l_15_ = (l_6_ + l_11_);
        bool l_16_ = (l_14_ < l_3_);
        uint l_17_ = uint(l_16_);
        uint l_18_ = (l_15_ + l_17_);
        uint l_19_ = (2u * l_13_);
        uint l_427_ = _group_0_binding_5_cs.static_meta[4];
        uint l_428_ = (l_427_ * 1u);
        bool l_429_ = (l_19_ < l_428_);
        if (l_429_) {
            _group_0_binding_4_cs[l_19_] = l_14_;
        }
        uint l_20_ = (2u * l_13_);
        uint l_21_ = (l_20_ + 1u);
        uint l_430_ = _group_0_binding_5_cs.static_meta[4];
        uint l_431_ = (l_430_ * 1u);
        bool l_432_ = (l_21_ < l_431_);
        if (l_432_) {
            _group_0_binding_4_cs[l_21_] = l_18_;
        }
        uint l_22_ = (7u * id);
        uint l_23_ = (l_22_ + 1u);
        uint l_24_ = (l_3_ - l_8_);
        uint l_25_ = (l_6_ - l_11_);
        bool l_26_ = (l_3_ < l_8_);
        uint l_27_ = uint(l_26_);
        uint l_28_ = (l_25_ - l_27_);
        uint l_29_ = (2u * l_23_);
        uint l_433_ = _group_0_binding_5_cs.static_meta[4];
        uint l_434_ = (l_433_ * 1u);
        bool l_435_ = (l_29_ < l_434_);
        if (l_435_) {
            _group_0_binding_4_cs[l_29_] = l_24_;
        }
        uint l_30_ = (2u * l_23_);
        uint l_31_ = (l_30_ + 1u);
        uint l_436_ = _group_0_binding_5_cs.static_meta[4];
        uint l_437_ = (l_436_ * 1u);
        bool l_438_ = (l_31_ < l_437_);
        if (l_438_) {
            _group_0_binding_4_cs[l_31_] = l_28_;
        }
        uint l_32_ = (7u * id);
        uint l_33_ = (l_32_ + 2u);
        uint l_34_ = (l_3_ * l_12_);
        uint l_483_ = (l_3_ & 65535u);
        uint l_484_ = (l_3_ >> 16u);
        uint l_485_ = (l_484_ & 65535u);
        uint l_486_ = (l_12_ & 65535u);
        uint l_487_ = (l_12_ >> 16u);
        uint l_488_ = (l_487_ & 65535u);
        uint l_489_ = (l_483_ * l_486_);
        uint l_490_ = (l_485_ * l_486_);
        uint l_491_ = (l_483_ * l_488_);
        uint l_492_ = (l_485_ * l_488_);
        uint l_493_ = (l_489_ >> 16u);
        uint l_494_ = (l_493_ & 65535u);
        uint l_495_ = (l_490_ & 65535u);
        uint l_496_ = (l_494_ + l_495_);
        uint l_497_ = (l_491_ & 65535u);
        uint l_498_ = (l_496_ + l_497_);
        uint l_499_ = (l_490_ >> 16u);
        uint l_500_ = (l_499_ & 65535u);
        uint l_501_ = (l_492_ + l_500_);
        uint l_502_ = (l_491_ >> 16u);
        uint l_503_ = (l_502_ & 65535u);
        uint l_504_ = (l_501_ + l_503_);
        uint l_505_ = (l_498_ >> 16u);
        uint l_506_ = (l_505_ & 65535u);
        uint l_35_ = (l_504_ + l_506_);
        uint l_36_ = (l_6_ * l_12_);
        uint l_37_ = (l_35_ + l_36_);
        uint l_38_ = (2u * l_33_);
        uint l_439_ = _group_0_binding_5_cs.static_meta[4];
        uint l_440_ = (l_439_ * 1u);
        bool l_441_ = (l_38_ < l_440_);
        if (l_441_) {
            _group_0_binding_4_cs[l_38_] = l_34_;
        }
        uint l_39_ = (2u * l_33_);
        uint l_40_ = (l_39_ + 1u);
        uint l_442_ = _group_0_binding_5_cs.static_meta[4];
        uint l_443_ = (l_442_ * 1u);
        bool l_444_ = (l_40_ < l_443_);
        if (l_444_) {
            _group_0_binding_4_cs[l_40_] = l_37_;
        }
        uint l_41_ = (7u * id);
        uint l_42_ = (l_41_ + 3u);
        uint l_43_ = (l_12_ % 64u);
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
                uint _e286 = l_mut_50_;
                l_mut_44_ = _e286;
                l_mut_45_ = l_56_;
            }
        }
        uint l_57_ = (2u * l_42_);
        uint l_445_ = _group_0_binding_5_cs.static_meta[4];
        uint l_446_ = (l_445_ * 1u);
        bool l_447_ = (l_57_ < l_446_);
        if (l_447_) {
            uint _e298 = l_mut_44_;
            _group_0_binding_4_cs[l_57_] = _e298;
        }
        uint l_58_ = (2u * l_42_);
        uint l_59_ = (l_58_ + 1u);
        uint l_448_ = _group_0_binding_5_cs.static_meta[4];
        uint l_449_ = (l_448_ * 1u);
        bool l_450_ = (l_59_ < l_449_);
        if (l_450_) {
            uint _e312 = l_mut_45_;
            _group_0_binding_4_cs[l_59_] = _e312;
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
        uint _e326 = l_mut_44_;
        uint _e327 = l_mut_60_;
        uint l_67_ = (_e326 | _e327);
        bool l_68_ = (l_67_ == 0u);
        bool l_69_ = !(l_68_);
        uint _e332 = l_mut_60_;
        uint _e333 = l_mut_45_;
        bool l_70_ = (_e332 < _e333);
        uint _e335 = l_mut_60_;
        uint _e336 = l_mut_45_;
        bool l_71_ = (_e335 == _e336);
        uint _e338 = l_mut_44_;
        uint _e339 = l_mut_50_;
        bool l_72_ = (_e338 < _e339);
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
            uint l_76_ = (l_12_ % 1048576u);
            uint _e356 = l_mut_50_;
            uint l_77_ = (_e356 - 1u);
            uint _e359 = l_mut_45_;
            uint l_78_ = (_e359 - 0u);
            uint _e362 = l_mut_50_;
            bool l_79_ = (_e362 < 1u);
            uint l_80_ = uint(l_79_);
            uint l_81_ = (l_78_ - l_80_);
            l_mut_50_ = l_77_;
            l_mut_45_ = l_81_;
            l_mut_82_ = 0u;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e455 = l_mut_83_;
                    l_mut_83_ = (_e455 + 1u);
                }
                loop_init = false;
                uint _e370 = l_mut_83_;
                if ((_e370 < 20u)) {
                } else {
                    break;
                }
                {
                    uint _e374 = l_mut_83_;
                    uint l_84_ = (19u - _e374);
                    uint _e376 = l_mut_50_;
                    l_mut_85_ = _e376;
                    uint _e377 = l_mut_45_;
                    l_mut_86_ = _e377;
                    bool l_87_ = (l_84_ >= 32u);
                    if (l_87_) {
                        uint l_88_ = (l_84_ & 31u);
                        uint _e382 = l_mut_45_;
                        uint l_89_ = (_e382 >> l_88_);
                        l_mut_85_ = l_89_;
                        l_mut_86_ = 0u;
                    } else {
                        bool l_90_ = (l_84_ > 0u);
                        if (l_90_) {
                            uint _e387 = l_mut_50_;
                            l_mut_91_ = _e387;
                            bool l_92_ = (l_84_ > 0u);
                            if (l_92_) {
                                uint _e390 = l_mut_50_;
                                uint l_93_ = (_e390 >> l_84_);
                                uint l_94_ = (32u - l_84_);
                                uint _e394 = l_mut_45_;
                                uint l_95_ = (_e394 << l_94_);
                                uint l_96_ = (l_93_ | l_95_);
                                l_mut_91_ = l_96_;
                            }
                            uint _e397 = l_mut_45_;
                            uint l_97_ = (_e397 >> l_84_);
                            uint _e399 = l_mut_91_;
                            l_mut_85_ = _e399;
                            l_mut_86_ = l_97_;
                        }
                    }
                    uint _e400 = l_mut_86_;
                    uint _e401 = l_mut_60_;
                    bool l_98_ = (_e400 < _e401);
                    uint _e403 = l_mut_86_;
                    uint _e404 = l_mut_60_;
                    bool l_99_ = (_e403 == _e404);
                    uint _e406 = l_mut_85_;
                    uint _e407 = l_mut_44_;
                    bool l_100_ = (_e406 < _e407);
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
                        uint _e419 = l_mut_44_;
                        l_mut_91_ = _e419;
                        uint _e420 = l_mut_60_;
                        l_mut_86_ = _e420;
                        bool l_104_ = (l_84_ >= 32u);
                        if (l_104_) {
                            uint l_105_ = (l_84_ & 31u);
                            uint _e425 = l_mut_44_;
                            uint l_106_ = (_e425 << l_105_);
                            l_mut_91_ = 0u;
                            l_mut_86_ = l_106_;
                        } else {
                            bool l_107_ = (l_84_ > 0u);
                            if (l_107_) {
                                uint _e430 = l_mut_44_;
                                uint l_108_ = (_e430 << l_84_);
                                uint _e432 = l_mut_60_;
                                uint l_109_ = (_e432 << l_84_);
                                uint l_110_ = (32u - l_84_);
                                uint _e436 = l_mut_44_;
                                uint l_111_ = (_e436 >> l_110_);
                                uint l_112_ = (l_109_ | l_111_);
                                l_mut_91_ = l_108_;
                                l_mut_86_ = l_112_;
                            }
                        }
                        uint _e439 = l_mut_50_;
                        uint _e440 = l_mut_91_;
                        uint l_113_ = (_e439 - _e440);
                        uint _e442 = l_mut_45_;
                        uint _e443 = l_mut_86_;
                        uint l_114_ = (_e442 - _e443);
                        uint _e445 = l_mut_50_;
                        uint _e446 = l_mut_91_;
                        bool l_115_ = (_e445 < _e446);
                        uint l_116_ = uint(l_115_);
                        uint l_117_ = (l_114_ - l_116_);
                        l_mut_50_ = l_113_;
                        l_mut_45_ = l_117_;
                        uint l_118_ = (1u << l_84_);
                        uint _e452 = l_mut_82_;
                        l_mut_82_ = (_e452 | l_118_);
                    }
                }
            }
            uint _e457 = l_mut_82_;
            uint l_119_ = min(_e457, l_76_);
            l_mut_91_ = l_119_;
            uint _e459 = l_mut_45_;
            uint _e460 = l_mut_60_;
            bool l_120_ = (_e459 < _e460);
            uint _e462 = l_mut_45_;
            uint _e463 = l_mut_60_;
            bool l_121_ = (_e462 == _e463);
            uint _e465 = l_mut_50_;
            uint _e466 = l_mut_44_;
            bool l_122_ = (_e465 < _e466);
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
            uint _e478 = l_mut_91_;
            l_mut_66_ = _e478;
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
        uint _e494 = l_mut_66_;
        l_mut_66_ = (_e494 | l_132_);
        uint l_133_ = (l_6_ >> 31u);
        bool l_134_ = (l_133_ == 1u);
        uint l_135_ = uint(l_134_);
        uint l_136_ = (l_135_ << 21u);
        uint _e503 = l_mut_66_;
        l_mut_66_ = (_e503 | l_136_);
        uint l_137_ = (7u * id);
        uint l_138_ = (l_137_ + 4u);
        uint l_139_ = (2u * l_138_);
        uint l_451_ = _group_0_binding_5_cs.static_meta[4];
        uint l_452_ = (l_451_ * 1u);
        bool l_453_ = (l_139_ < l_452_);
        if (l_453_) {
            uint _e520 = l_mut_66_;
            _group_0_binding_4_cs[l_139_] = _e520;
        }
        uint l_140_ = (2u * l_138_);
        uint l_141_ = (l_140_ + 1u);
        uint l_454_ = _group_0_binding_5_cs.static_meta[4];
        uint l_455_ = (l_454_ * 1u);
        bool l_456_ = (l_141_ < l_455_);
        if (l_456_) {
            _group_0_binding_4_cs[l_141_] = 0u;
        }
        uint l_142_ = (7u * id);
        uint l_143_ = (l_142_ + 5u);
        uint l_457_ = _group_0_binding_5_cs.static_meta[3];
        uint l_458_ = (l_457_ * 1u);
        bool l_459_ = (id < l_458_);
        uint l_460_ = (l_458_ - 1u);
        uint l_461_ = min(id, l_460_);
        uint l_462_ = _group_0_binding_3_cs[l_461_];
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
        uint _e566 = l_mut_91_;
        uint l_152_ = (_e566 * l_12_);
        uint _e568 = l_mut_86_;
        uint l_153_ = (_e568 * l_12_);
        uint _e570 = l_mut_91_;
        uint l_508_ = (_e570 & 65535u);
        uint _e573 = l_mut_91_;
        uint l_509_ = (_e573 >> 16u);
        uint l_510_ = (l_509_ & 65535u);
        uint l_511_ = (l_12_ & 65535u);
        uint l_512_ = (l_12_ >> 16u);
        uint l_513_ = (l_512_ & 65535u);
        uint l_514_ = (l_508_ * l_511_);
        uint l_515_ = (l_510_ * l_511_);
        uint l_516_ = (l_508_ * l_513_);
        uint l_517_ = (l_510_ * l_513_);
        uint l_518_ = (l_514_ >> 16u);
        uint l_519_ = (l_518_ & 65535u);
        uint l_520_ = (l_515_ & 65535u);
        uint l_521_ = (l_519_ + l_520_);
        uint l_522_ = (l_516_ & 65535u);
        uint l_523_ = (l_521_ + l_522_);
        uint l_524_ = (l_515_ >> 16u);
        uint l_525_ = (l_524_ & 65535u);
        uint l_526_ = (l_517_ + l_525_);
        uint l_527_ = (l_516_ >> 16u);
        uint l_528_ = (l_527_ & 65535u);
        uint l_529_ = (l_526_ + l_528_);
        uint l_530_ = (l_523_ >> 16u);
        uint l_531_ = (l_530_ & 65535u);
        uint l_154_ = (l_529_ + l_531_);
        uint l_155_ = (l_154_ + l_153_);
        uint _e614 = l_mut_86_;
        uint l_533_ = (_e614 & 65535u);
        uint _e617 = l_mut_86_;
        uint l_534_ = (_e617 >> 16u);
        uint l_535_ = (l_534_ & 65535u);
        uint l_536_ = (l_12_ & 65535u);
        uint l_537_ = (l_12_ >> 16u);
        uint l_538_ = (l_537_ & 65535u);
        uint l_539_ = (l_533_ * l_536_);
        uint l_540_ = (l_535_ * l_536_);
        uint l_541_ = (l_533_ * l_538_);
        uint l_542_ = (l_535_ * l_538_);
        uint l_543_ = (l_539_ >> 16u);
        uint l_544_ = (l_543_ & 65535u);
        uint l_545_ = (l_540_ & 65535u);
        uint l_546_ = (l_544_ + l_545_);
        uint l_547_ = (l_541_ & 65535u);
        uint l_548_ = (l_546_ + l_547_);
        uint l_549_ = (l_540_ >> 16u);
        uint l_550_ = (l_549_ & 65535u);
        uint l_551_ = (l_542_ + l_550_);
        uint l_552_ = (l_541_ >> 16u);
        uint l_553_ = (l_552_ & 65535u);
        uint l_554_ = (l_551_ + l_553_);
        uint l_555_ = (l_548_ >> 16u);
        uint l_556_ = (l_555_ & 65535u);
        uint l_156_ = (l_554_ + l_556_);
        bool l_157_ = (l_155_ < l_153_);
        uint l_158_ = uint(l_157_);
        uint l_159_ = (l_156_ + l_158_);
        uint l_160_ = (l_144_ % 32u);
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
        uint _e676 = l_mut_85_;
        l_mut_66_ = _e676;
        uint _e677 = l_mut_82_;
        l_mut_85_ = _e677;
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
                uint _e691 = l_mut_82_;
                l_mut_66_ = _e691;
                l_mut_85_ = l_178_;
            }
        }
        uint _e692 = l_mut_66_;
        l_mut_91_ = _e692;
        uint _e693 = l_mut_85_;
        l_mut_86_ = _e693;
        if (l_146_) {
            uint _e695 = l_mut_91_;
            uint l_179_ = (0u - _e695);
            uint _e698 = l_mut_86_;
            uint l_180_ = (0u - _e698);
            uint _e701 = l_mut_91_;
            bool l_181_ = (0u < _e701);
            uint l_182_ = uint(l_181_);
            uint l_183_ = (l_180_ - l_182_);
            l_mut_91_ = l_179_;
            l_mut_86_ = l_183_;
        }
        uint l_184_ = (2u * l_143_);
        uint l_464_ = _group_0_binding_5_cs.static_meta[4];
        uint l_465_ = (l_464_ * 1u);
        bool l_466_ = (l_184_ < l_465_);
        if (l_466_) {
            uint _e716 = l_mut_91_;
            _group_0_binding_4_cs[l_184_] = _e716;
        }
        uint l_185_ = (2u * l_143_);
        uint l_186_ = (l_185_ + 1u);
        uint l_467_ = _group_0_binding_5_cs.static_meta[4];
        uint l_468_ = (l_467_ * 1u);
        bool l_469_ = (l_186_ < l_468_);
        if (l_469_) {
            uint _e730 = l_mut_86_;
            _group_0_binding_4_cs[l_186_] = _e730;
        }
        uint l_187_ = (7u * id);
        uint l_188_ = (l_187_ + 6u);
        uint l_470_ = _group_0_binding_5_cs.static_meta[3];
        uint l_471_ = (l_470_ * 1u);
        bool l_472_ = (id < l_471_);
        uint l_473_ = (l_471_ - 1u);
        uint l_474_ = min(id, l_473_);
        uint l_475_ = _group_0_binding_3_cs[l_474_];
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
            uint _e767 = l_mut_85_;
            uint l_199_ = (_e767 * l_191_);
            uint _e769 = l_mut_82_;
            uint l_200_ = (_e769 * l_191_);
            uint _e771 = l_mut_85_;
            uint l_558_ = (_e771 & 65535u);
            uint _e774 = l_mut_85_;
            uint l_559_ = (_e774 >> 16u);
            uint l_560_ = (l_559_ & 65535u);
            uint l_561_ = (l_191_ & 65535u);
            uint l_562_ = (l_191_ >> 16u);
            uint l_563_ = (l_562_ & 65535u);
            uint l_564_ = (l_558_ * l_561_);
            uint l_565_ = (l_560_ * l_561_);
            uint l_566_ = (l_558_ * l_563_);
            uint l_567_ = (l_560_ * l_563_);
            uint l_568_ = (l_564_ >> 16u);
            uint l_569_ = (l_568_ & 65535u);
            uint l_570_ = (l_565_ & 65535u);
            uint l_571_ = (l_569_ + l_570_);
            uint l_572_ = (l_566_ & 65535u);
            uint l_573_ = (l_571_ + l_572_);
            uint l_574_ = (l_565_ >> 16u);
            uint l_575_ = (l_574_ & 65535u);
            uint l_576_ = (l_567_ + l_575_);
            uint l_577_ = (l_566_ >> 16u);
            uint l_578_ = (l_577_ & 65535u);
            uint l_579_ = (l_576_ + l_578_);
            uint l_580_ = (l_573_ >> 16u);
            uint l_581_ = (l_580_ & 65535u);
            uint l_201_ = (l_579_ + l_581_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e815 = l_mut_82_;
            uint l_583_ = (_e815 & 65535u);
            uint _e818 = l_mut_82_;
            uint l_584_ = (_e818 >> 16u);
            uint l_585_ = (l_584_ & 65535u);
            uint l_586_ = (l_191_ & 65535u);
            uint l_587_ = (l_191_ >> 16u);
            uint l_588_ = (l_587_ & 65535u);
            uint l_589_ = (l_583_ * l_586_);
            uint l_590_ = (l_585_ * l_586_);
            uint l_591_ = (l_583_ * l_588_);
            uint l_592_ = (l_585_ * l_588_);
            uint l_593_ = (l_589_ >> 16u);
            uint l_594_ = (l_593_ & 65535u);
            uint l_595_ = (l_590_ & 65535u);
            uint l_596_ = (l_594_ + l_595_);
            uint l_597_ = (l_591_ & 65535u);
            uint l_598_ = (l_596_ + l_597_);
            uint l_599_ = (l_590_ >> 16u);
            uint l_600_ = (l_599_ & 65535u);
            uint l_601_ = (l_592_ + l_600_);
            uint l_602_ = (l_591_ >> 16u);
            uint l_603_ = (l_602_ & 65535u);
            uint l_604_ = (l_601_ + l_603_);
            uint l_605_ = (l_598_ >> 16u);
            uint l_606_ = (l_605_ & 65535u);
            uint l_203_ = (l_604_ + l_606_);
            bool l_204_ = (l_202_ < l_200_);
            uint l_205_ = uint(l_204_);
            uint l_206_ = (l_203_ + l_205_);
            uint l_207_ = (l_189_ % 32u);
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
            uint _e877 = l_mut_66_;
            l_mut_50_ = _e877;
            uint _e878 = l_mut_60_;
            l_mut_66_ = _e878;
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
                    uint _e892 = l_mut_60_;
                    l_mut_50_ = _e892;
                    l_mut_66_ = l_225_;
                }
            }
            uint _e893 = l_mut_50_;
            l_mut_85_ = _e893;
            uint _e894 = l_mut_66_;
            l_mut_82_ = _e894;
            if (l_193_) {
                uint _e896 = l_mut_85_;
                uint l_226_ = (0u - _e896);
                uint _e899 = l_mut_82_;
                uint l_227_ = (0u - _e899);
                uint _e902 = l_mut_85_;
                bool l_228_ = (0u < _e902);
                uint l_229_ = uint(l_228_);
                uint l_230_ = (l_227_ - l_229_);
                l_mut_85_ = l_226_;
                l_mut_82_ = l_230_;
            }
            uint _e906 = l_mut_85_;
            l_mut_91_ = _e906;
            uint _e907 = l_mut_82_;
            l_mut_86_ = _e907;
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
            uint _e920 = l_mut_85_;
            uint l_238_ = (_e920 * l_12_);
            uint _e922 = l_mut_82_;
            uint l_239_ = (_e922 * l_12_);
            uint _e924 = l_mut_85_;
            uint l_608_ = (_e924 & 65535u);
            uint _e927 = l_mut_85_;
            uint l_609_ = (_e927 >> 16u);
            uint l_610_ = (l_609_ & 65535u);
            uint l_611_ = (l_12_ & 65535u);
            uint l_612_ = (l_12_ >> 16u);
            uint l_613_ = (l_612_ & 65535u);
            uint l_614_ = (l_608_ * l_611_);
            uint l_615_ = (l_610_ * l_611_);
            uint l_616_ = (l_608_ * l_613_);
            uint l_617_ = (l_610_ * l_613_);
            uint l_618_ = (l_614_ >> 16u);
            uint l_619_ = (l_618_ & 65535u);
            uint l_620_ = (l_615_ & 65535u);
            uint l_621_ = (l_619_ + l_620_);
            uint l_622_ = (l_616_ & 65535u);
            uint l_623_ = (l_621_ + l_622_);
            uint l_624_ = (l_615_ >> 16u);
            uint l_625_ = (l_624_ & 65535u);
            uint l_626_ = (l_617_ + l_625_);
            uint l_627_ = (l_616_ >> 16u);
            uint l_628_ = (l_627_ & 65535u);
            uint l_629_ = (l_626_ + l_628_);
            uint l_630_ = (l_623_ >> 16u);
            uint l_631_ = (l_630_ & 65535u);
            uint l_240_ = (l_629_ + l_631_);
            uint l_241_ = (l_240_ + l_239_);
            uint _e968 = l_mut_82_;
            uint l_633_ = (_e968 & 65535u);
            uint _e971 = l_mut_82_;
            uint l_634_ = (_e971 >> 16u);
            uint l_635_ = (l_634_ & 65535u);
            uint l_636_ = (l_12_ & 65535u);
            uint l_637_ = (l_12_ >> 16u);
            uint l_638_ = (l_637_ & 65535u);
            uint l_639_ = (l_633_ * l_636_);
            uint l_640_ = (l_635_ * l_636_);
            uint l_641_ = (l_633_ * l_638_);
            uint l_642_ = (l_635_ * l_638_);
            uint l_643_ = (l_639_ >> 16u);
            uint l_644_ = (l_643_ & 65535u);
            uint l_645_ = (l_640_ & 65535u);
            uint l_646_ = (l_644_ + l_645_);
            uint l_647_ = (l_641_ & 65535u);
            uint l_648_ = (l_646_ + l_647_);
            uint l_649_ = (l_640_ >> 16u);
            uint l_650_ = (l_649_ & 65535u);
            uint l_651_ = (l_642_ + l_650_);
            uint l_652_ = (l_641_ >> 16u);
            uint l_653_ = (l_652_ & 65535u);
            uint l_654_ = (l_651_ + l_653_);
            uint l_655_ = (l_648_ >> 16u);
            uint l_656_ = (l_655_ & 65535u);
            uint l_242_ = (l_654_ + l_656_);
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
            uint _e1029 = l_mut_66_;
            l_mut_50_ = _e1029;
            uint _e1030 = l_mut_60_;
            l_mut_66_ = _e1030;
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
                    uint _e1042 = l_mut_60_;
                    l_mut_50_ = _e1042;
                    l_mut_66_ = l_264_;
                }
            }
            uint _e1043 = l_mut_85_;
            uint l_265_ = (_e1043 * l_12_);
            uint _e1045 = l_mut_82_;
            uint l_266_ = (_e1045 * l_12_);
            uint _e1047 = l_mut_85_;
            uint l_658_ = (_e1047 & 65535u);
            uint _e1050 = l_mut_85_;
            uint l_659_ = (_e1050 >> 16u);
            uint l_660_ = (l_659_ & 65535u);
            uint l_661_ = (l_12_ & 65535u);
            uint l_662_ = (l_12_ >> 16u);
            uint l_663_ = (l_662_ & 65535u);
            uint l_664_ = (l_658_ * l_661_);
            uint l_665_ = (l_660_ * l_661_);
            uint l_666_ = (l_658_ * l_663_);
            uint l_667_ = (l_660_ * l_663_);
            uint l_668_ = (l_664_ >> 16u);
            uint l_669_ = (l_668_ & 65535u);
            uint l_670_ = (l_665_ & 65535u);
            uint l_671_ = (l_669_ + l_670_);
            uint l_672_ = (l_666_ & 65535u);
            uint l_673_ = (l_671_ + l_672_);
            uint l_674_ = (l_665_ >> 16u);
            uint l_675_ = (l_674_ & 65535u);
            uint l_676_ = (l_667_ + l_675_);
            uint l_677_ = (l_666_ >> 16u);
            uint l_678_ = (l_677_ & 65535u);
            uint l_679_ = (l_676_ + l_678_);
            uint l_680_ = (l_673_ >> 16u);
            uint l_681_ = (l_680_ & 65535u);
            uint l_267_ = (l_679_ + l_681_);
            uint l_268_ = (l_267_ + l_266_);
            uint _e1091 = l_mut_82_;
            uint l_683_ = (_e1091 & 65535u);
            uint _e1094 = l_mut_82_;
            uint l_684_ = (_e1094 >> 16u);
            uint l_685_ = (l_684_ & 65535u);
            uint l_686_ = (l_12_ & 65535u);
            uint l_687_ = (l_12_ >> 16u);
            uint l_688_ = (l_687_ & 65535u);
            uint l_689_ = (l_683_ * l_686_);
            uint l_690_ = (l_685_ * l_686_);
            uint l_691_ = (l_683_ * l_688_);
            uint l_692_ = (l_685_ * l_688_);
            uint l_693_ = (l_689_ >> 16u);
            uint l_694_ = (l_693_ & 65535u);
            uint l_695_ = (l_690_ & 65535u);
            uint l_696_ = (l_694_ + l_695_);
            uint l_697_ = (l_691_ & 65535u);
            uint l_698_ = (l_696_ + l_697_);
            uint l_699_ = (l_690_ >> 16u);
            uint l_700_ = (l_699_ & 65535u);
            uint l_701_ = (l_692_ + l_700_);
            uint l_702_ = (l_691_ >> 16u);
            uint l_703_ = (l_702_ & 65535u);
            uint l_704_ = (l_701_ + l_703_);
            uint l_705_ = (l_698_ >> 16u);
            uint l_706_ = (l_705_ & 65535u);
            uint l_269_ = (l_704_ + l_706_);
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
            uint _e1152 = l_mut_60_;
            l_mut_44_ = _e1152;
            uint _e1153 = l_mut_45_;
            l_mut_60_ = _e1153;
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
                    uint _e1165 = l_mut_45_;
                    l_mut_44_ = _e1165;
                    l_mut_60_ = l_291_;
                }
            }
            uint _e1166 = l_mut_50_;
            uint l_292_ = (_e1166 * l_12_);
            uint _e1168 = l_mut_66_;
            uint l_293_ = (_e1168 * l_12_);
            uint _e1170 = l_mut_50_;
            uint l_708_ = (_e1170 & 65535u);
            uint _e1173 = l_mut_50_;
            uint l_709_ = (_e1173 >> 16u);
            uint l_710_ = (l_709_ & 65535u);
            uint l_711_ = (l_12_ & 65535u);
            uint l_712_ = (l_12_ >> 16u);
            uint l_713_ = (l_712_ & 65535u);
            uint l_714_ = (l_708_ * l_711_);
            uint l_715_ = (l_710_ * l_711_);
            uint l_716_ = (l_708_ * l_713_);
            uint l_717_ = (l_710_ * l_713_);
            uint l_718_ = (l_714_ >> 16u);
            uint l_719_ = (l_718_ & 65535u);
            uint l_720_ = (l_715_ & 65535u);
            uint l_721_ = (l_719_ + l_720_);
            uint l_722_ = (l_716_ & 65535u);
            uint l_723_ = (l_721_ + l_722_);
            uint l_724_ = (l_715_ >> 16u);
            uint l_725_ = (l_724_ & 65535u);
            uint l_726_ = (l_717_ + l_725_);
            uint l_727_ = (l_716_ >> 16u);
            uint l_728_ = (l_727_ & 65535u);
            uint l_729_ = (l_726_ + l_728_);
            uint l_730_ = (l_723_ >> 16u);
            uint l_731_ = (l_730_ & 65535u);
            uint l_294_ = (l_729_ + l_731_);
            uint l_295_ = (l_294_ + l_293_);
            uint _e1214 = l_mut_66_;
            uint l_733_ = (_e1214 & 65535u);
            uint _e1217 = l_mut_66_;
            uint l_734_ = (_e1217 >> 16u);
            uint l_735_ = (l_734_ & 65535u);
            uint l_736_ = (l_12_ & 65535u);
            uint l_737_ = (l_12_ >> 16u);
            uint l_738_ = (l_737_ & 65535u);
            uint l_739_ = (l_733_ * l_736_);
            uint l_740_ = (l_735_ * l_736_);
            uint l_741_ = (l_733_ * l_738_);
            uint l_742_ = (l_735_ * l_738_);
            uint l_743_ = (l_739_ >> 16u);
            uint l_744_ = (l_743_ & 65535u);
            uint l_745_ = (l_740_ & 65535u);
            uint l_746_ = (l_744_ + l_745_);
            uint l_747_ = (l_741_ & 65535u);
            uint l_748_ = (l_746_ + l_747_);
            uint l_749_ = (l_740_ >> 16u);
            uint l_750_ = (l_749_ & 65535u);
            uint l_751_ = (l_742_ + l_750_);
            uint l_752_ = (l_741_ >> 16u);
            uint l_753_ = (l_752_ & 65535u);
            uint l_754_ = (l_751_ + l_753_);
            uint l_755_ = (l_748_ >> 16u);
            uint l_756_ = (l_755_ & 65535u);
            uint l_296_ = (l_754_ + l_756_);
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
            uint _e1275 = l_mut_85_;
            l_mut_45_ = _e1275;
            uint _e1276 = l_mut_82_;
            l_mut_85_ = _e1276;
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
                    uint _e1288 = l_mut_82_;
                    l_mut_45_ = _e1288;
                    l_mut_85_ = l_318_;
                }
            }
            uint _e1289 = l_mut_50_;
            uint l_319_ = (_e1289 * l_12_);
            uint _e1291 = l_mut_66_;
            uint l_320_ = (_e1291 * l_12_);
            uint _e1293 = l_mut_50_;
            uint l_758_ = (_e1293 & 65535u);
            uint _e1296 = l_mut_50_;
            uint l_759_ = (_e1296 >> 16u);
            uint l_760_ = (l_759_ & 65535u);
            uint l_761_ = (l_12_ & 65535u);
            uint l_762_ = (l_12_ >> 16u);
            uint l_763_ = (l_762_ & 65535u);
            uint l_764_ = (l_758_ * l_761_);
            uint l_765_ = (l_760_ * l_761_);
            uint l_766_ = (l_758_ * l_763_);
            uint l_767_ = (l_760_ * l_763_);
            uint l_768_ = (l_764_ >> 16u);
            uint l_769_ = (l_768_ & 65535u);
            uint l_770_ = (l_765_ & 65535u);
            uint l_771_ = (l_769_ + l_770_);
            uint l_772_ = (l_766_ & 65535u);
            uint l_773_ = (l_771_ + l_772_);
            uint l_774_ = (l_765_ >> 16u);
            uint l_775_ = (l_774_ & 65535u);
            uint l_776_ = (l_767_ + l_775_);
            uint l_777_ = (l_766_ >> 16u);
            uint l_778_ = (l_777_ & 65535u);
            uint l_779_ = (l_776_ + l_778_);
            uint l_780_ = (l_773_ >> 16u);
            uint l_781_ = (l_780_ & 65535u);
            uint l_321_ = (l_779_ + l_781_);
            uint l_322_ = (l_321_ + l_320_);
            uint _e1337 = l_mut_66_;
            uint l_783_ = (_e1337 & 65535u);
            uint _e1340 = l_mut_66_;
            uint l_784_ = (_e1340 >> 16u);
            uint l_785_ = (l_784_ & 65535u);
            uint l_786_ = (l_12_ & 65535u);
            uint l_787_ = (l_12_ >> 16u);
            uint l_788_ = (l_787_ & 65535u);
            uint l_789_ = (l_783_ * l_786_);
            uint l_790_ = (l_785_ * l_786_);
            uint l_791_ = (l_783_ * l_788_);
            uint l_792_ = (l_785_ * l_788_);
            uint l_793_ = (l_789_ >> 16u);
            uint l_794_ = (l_793_ & 65535u);
            uint l_795_ = (l_790_ & 65535u);
            uint l_796_ = (l_794_ + l_795_);
            uint l_797_ = (l_791_ & 65535u);
            uint l_798_ = (l_796_ + l_797_);
            uint l_799_ = (l_790_ >> 16u);
            uint l_800_ = (l_799_ & 65535u);
            uint l_801_ = (l_792_ + l_800_);
            uint l_802_ = (l_791_ >> 16u);
            uint l_803_ = (l_802_ & 65535u);
            uint l_804_ = (l_801_ + l_803_);
            uint l_805_ = (l_798_ >> 16u);
            uint l_806_ = (l_805_ & 65535u);
            uint l_323_ = (l_804_ + l_806_);
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
            uint _e1398 = l_mut_82_;
            l_mut_339_ = _e1398;
            uint _e1399 = l_mut_333_;
            l_mut_82_ = _e1399;
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
                    uint _e1411 = l_mut_333_;
                    l_mut_339_ = _e1411;
                    l_mut_82_ = l_347_;
                }
            }
            uint _e1412 = l_mut_44_;
            uint l_348_ = (_e1412 * l_12_);
            uint _e1414 = l_mut_44_;
            uint l_808_ = (_e1414 & 65535u);
            uint _e1417 = l_mut_44_;
            uint l_809_ = (_e1417 >> 16u);
            uint l_810_ = (l_809_ & 65535u);
            uint l_811_ = (l_12_ & 65535u);
            uint l_812_ = (l_12_ >> 16u);
            uint l_813_ = (l_812_ & 65535u);
            uint l_814_ = (l_808_ * l_811_);
            uint l_815_ = (l_810_ * l_811_);
            uint l_816_ = (l_808_ * l_813_);
            uint l_817_ = (l_810_ * l_813_);
            uint l_818_ = (l_814_ >> 16u);
            uint l_819_ = (l_818_ & 65535u);
            uint l_820_ = (l_815_ & 65535u);
            uint l_821_ = (l_819_ + l_820_);
            uint l_822_ = (l_816_ & 65535u);
            uint l_823_ = (l_821_ + l_822_);
            uint l_824_ = (l_815_ >> 16u);
            uint l_825_ = (l_824_ & 65535u);
            uint l_826_ = (l_817_ + l_825_);
            uint l_827_ = (l_816_ >> 16u);
            uint l_828_ = (l_827_ & 65535u);
            uint l_829_ = (l_826_ + l_828_);
            uint l_830_ = (l_823_ >> 16u);
            uint l_831_ = (l_830_ & 65535u);
            uint l_349_ = (l_829_ + l_831_);
            uint _e1457 = l_mut_60_;
            uint l_350_ = (_e1457 * l_12_);
            uint l_351_ = (l_349_ + l_350_);
            uint _e1460 = l_mut_339_;
            uint l_352_ = (_e1460 + l_348_);
            uint _e1462 = l_mut_82_;
            uint l_353_ = (_e1462 + l_351_);
            uint _e1464 = l_mut_339_;
            bool l_354_ = (l_352_ < _e1464);
            uint l_355_ = uint(l_354_);
            uint l_356_ = (l_353_ + l_355_);
            uint _e1468 = l_mut_45_;
            l_mut_91_ = _e1468;
            uint _e1469 = l_mut_85_;
            l_mut_86_ = _e1469;
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
                    uint _e1490 = l_mut_45_;
                    l_mut_82_ = _e1490;
                    uint _e1491 = l_mut_85_;
                    l_mut_66_ = _e1491;
                    bool l_369_ = (l_189_ >= 32u);
                    if (l_369_) {
                        uint l_370_ = (l_189_ & 31u);
                        uint _e1496 = l_mut_85_;
                        uint l_371_ = (_e1496 >> l_370_);
                        l_mut_82_ = l_371_;
                        l_mut_66_ = 0u;
                    } else {
                        bool l_372_ = (l_189_ > 0u);
                        if (l_372_) {
                            uint _e1501 = l_mut_45_;
                            l_mut_60_ = _e1501;
                            bool l_373_ = (l_189_ > 0u);
                            if (l_373_) {
                                uint _e1504 = l_mut_45_;
                                uint l_374_ = (_e1504 >> l_189_);
                                uint l_375_ = (32u - l_189_);
                                uint _e1508 = l_mut_85_;
                                uint l_376_ = (_e1508 << l_375_);
                                uint l_377_ = (l_374_ | l_376_);
                                l_mut_60_ = l_377_;
                            }
                            uint _e1511 = l_mut_85_;
                            uint l_378_ = (_e1511 >> l_189_);
                            uint _e1513 = l_mut_60_;
                            l_mut_82_ = _e1513;
                            l_mut_66_ = l_378_;
                        }
                    }
                    uint _e1514 = l_mut_339_;
                    uint _e1515 = l_mut_82_;
                    uint l_379_ = (_e1514 + _e1515);
                    uint _e1517 = l_mut_333_;
                    uint _e1518 = l_mut_66_;
                    uint l_380_ = (_e1517 + _e1518);
                    uint _e1520 = l_mut_339_;
                    bool l_381_ = (l_379_ < _e1520);
                    uint l_382_ = uint(l_381_);
                    uint l_383_ = (l_380_ + l_382_);
                    l_mut_91_ = l_379_;
                    l_mut_86_ = l_383_;
                }
            }
            if (l_232_) {
                uint _e1525 = l_mut_91_;
                uint l_384_ = (0u - _e1525);
                uint _e1528 = l_mut_86_;
                uint l_385_ = (0u - _e1528);
                uint _e1531 = l_mut_91_;
                bool l_386_ = (0u < _e1531);
                uint l_387_ = uint(l_386_);
                uint l_388_ = (l_385_ - l_387_);
                l_mut_91_ = l_384_;
                l_mut_86_ = l_388_;
            }
        }
        uint l_389_ = (2u * l_188_);
        uint l_477_ = _group_0_binding_5_cs.static_meta[4];
        uint l_478_ = (l_477_ * 1u);
        bool l_479_ = (l_389_ < l_478_);
        if (l_479_) {
            uint _e1546 = l_mut_91_;
            _group_0_binding_4_cs[l_389_] = _e1546;
        }
        uint l_390_ = (2u * l_188_);
        uint l_391_ = (l_390_ + 1u);
        uint l_480_ = _group_0_binding_5_cs.static_meta[4];
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (l_391_ < l_481_);
        if (l_482_) {
            uint _e1560 = l_mut_86_;
            _group_0_binding_4_cs[l_391_] = _e1560;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
