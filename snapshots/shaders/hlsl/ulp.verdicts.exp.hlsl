struct info_st {
    uint static_meta[16];
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
RWByteAddressBuffer buffer_7_global : register(u7);
ByteAddressBuffer info : register(t8);

bool is_nan_primitive_f64_(double x)
{
    uint64_t bits = x;
    uint64_t abs_bits = (bits & 9218868437227405312uL);
    return (abs_bits > 9223372036854775807uL);
}

bool is_nan_1_f64_(double x_1)
{
    const bool _e1 = is_nan_primitive_f64_(x_1);
    return _e1;
}

int naga_f2i32(double value) {
    return int(clamp(value, -2147483648.0L, 2147483647.0L));
}

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_30_[1] = (uint[1])0;
    double a_985_[2] = (double[2])0;
    double l_mut_122_ = (double)0;
    double l_mut_1254_ = (double)0;
    bool l_mut_133_ = (bool)0;
    bool l_mut_136_ = (bool)0;
    bool l_mut_139_ = (bool)0;
    bool l_mut_142_ = (bool)0;
    uint l_mut_31_ = (uint)0;
    double l_mut_38_ = (double)0;
    uint l_mut_48_ = (uint)0;
    double l_mut_61_ = (double)0;
    uint l_mut_87_ = (uint)0;
    uint l_mut_5_ = 0u;
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
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(32+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_1447_ = asuint(info.Load(24+0));
        uint l_1448_ = (l_1447_ * 1u);
        bool l_1449_ = (1024u < l_1448_);
        uint l_1450_ = (l_1448_ - 1u);
        uint l_1451_ = min(1024u, l_1450_);
        uint l_1452_ = asuint(buffer_6_global.Load(l_1451_*4));
        uint l_2_ = (l_1449_ ? l_1452_ : 0u);
        float l_3_ = asfloat(l_2_);
        double l_4_ = double(l_3_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e3057 = l_mut_5_;
                l_mut_5_ = (_e3057 + 1u);
            }
            loop_init = false;
            uint _e64 = l_mut_5_;
            if ((_e64 < 8u)) {
            } else {
                break;
            }
            {
                uint l_6_ = (id * 8u);
                uint _e69 = l_mut_5_;
                uint l_7_ = (l_6_ + _e69);
                uint _e72 = l_mut_5_;
                uint l_8_ = (2u * _e72);
                uint l_1454_ = asuint(info.Load(16+0));
                uint l_1455_ = (l_1454_ * 1u);
                bool l_1456_ = (l_8_ < l_1455_);
                uint l_1457_ = (l_1455_ - 1u);
                uint l_1458_ = min(l_8_, l_1457_);
                uint l_1459_ = asuint(buffer_4_global.Load(l_1458_*4));
                uint l_9_ = (l_1456_ ? l_1459_ : 0u);
                uint _e90 = l_mut_5_;
                uint l_10_ = (2u * _e90);
                uint l_11_ = (l_10_ + 1u);
                uint l_1461_ = asuint(info.Load(16+0));
                uint l_1462_ = (l_1461_ * 1u);
                bool l_1463_ = (l_11_ < l_1462_);
                uint l_1464_ = (l_1462_ - 1u);
                uint l_1465_ = min(l_11_, l_1464_);
                uint l_1466_ = asuint(buffer_4_global.Load(l_1465_*4));
                uint l_12_ = (l_1463_ ? l_1466_ : 0u);
                bool l_13_ = (l_12_ != 0u);
                uint l_1468_ = asuint(info.Load(0+0));
                uint l_1469_ = (l_1468_ * 1u);
                bool l_1470_ = (id < l_1469_);
                uint l_1471_ = (l_1469_ - 1u);
                uint l_1472_ = min(id, l_1471_);
                float l_1473_ = asfloat(buffer_0_global.Load(l_1472_*4));
                float l_14_ = (l_1470_ ? l_1473_ : 0.0);
                uint l_1475_ = asuint(info.Load(4+0));
                uint l_1476_ = (l_1475_ * 1u);
                bool l_1477_ = (id < l_1476_);
                uint l_1478_ = (l_1476_ - 1u);
                uint l_1479_ = min(id, l_1478_);
                float l_1480_ = asfloat(buffer_1_global.Load(l_1479_*4));
                float l_15_ = (l_1477_ ? l_1480_ : 0.0);
                uint l_1482_ = asuint(info.Load(8+0));
                uint l_1483_ = (l_1482_ * 1u);
                bool l_1484_ = (id < l_1483_);
                uint l_1485_ = (l_1483_ - 1u);
                uint l_1486_ = min(id, l_1485_);
                double l_1487_ = buffer_2_global.Load<double>(l_1486_*8);
                double l_16_ = (l_1484_ ? l_1487_ : 0.0L);
                uint l_1489_ = asuint(info.Load(12+0));
                uint l_1490_ = (l_1489_ * 1u);
                bool l_1491_ = (id < l_1490_);
                uint l_1492_ = (l_1490_ - 1u);
                uint l_1493_ = min(id, l_1492_);
                double l_1494_ = buffer_3_global.Load<double>(l_1493_*8);
                double l_17_ = (l_1491_ ? l_1494_ : 0.0L);
                uint _e171 = l_mut_5_;
                uint l_18_ = (_e171 * 4u);
                uint l_1496_ = asuint(info.Load(20+0));
                uint l_1497_ = (l_1496_ * 1u);
                bool l_1498_ = (l_18_ < l_1497_);
                uint l_1499_ = (l_1497_ - 1u);
                uint l_1500_ = min(l_18_, l_1499_);
                double l_1501_ = buffer_5_global.Load<double>(l_1500_*8);
                double l_19_ = (l_1498_ ? l_1501_ : 0.0L);
                uint _e189 = l_mut_5_;
                uint l_20_ = (_e189 * 4u);
                uint l_21_ = (l_20_ + 1u);
                uint l_1503_ = asuint(info.Load(20+0));
                uint l_1504_ = (l_1503_ * 1u);
                bool l_1505_ = (l_21_ < l_1504_);
                uint l_1506_ = (l_1504_ - 1u);
                uint l_1507_ = min(l_21_, l_1506_);
                double l_1508_ = buffer_5_global.Load<double>(l_1507_*8);
                double l_22_ = (l_1505_ ? l_1508_ : 0.0L);
                uint _e209 = l_mut_5_;
                uint l_23_ = (_e209 * 4u);
                uint l_24_ = (l_23_ + 2u);
                uint l_1510_ = asuint(info.Load(20+0));
                uint l_1511_ = (l_1510_ * 1u);
                bool l_1512_ = (l_24_ < l_1511_);
                uint l_1513_ = (l_1511_ - 1u);
                uint l_1514_ = min(l_24_, l_1513_);
                double l_1515_ = buffer_5_global.Load<double>(l_1514_*8);
                double l_25_ = (l_1512_ ? l_1515_ : 0.0L);
                double l_26_ = double(l_14_);
                double l_27_ = abs(l_26_);
                double l_28_ = abs(l_16_);
                double l_29_ = (l_28_ * 1.4551915228366852e-11L);
                a_30_[0] = 1u;
                l_mut_31_ = 2u;
                bool l_32_ = (l_9_ == 0u);
                if (l_32_) {
                    l_mut_31_ = 0u;
                } else {
                    bool l_33_ = (l_9_ == 1u);
                    if (l_33_) {
                        l_mut_31_ = 1u;
                        double l_34_ = abs(l_17_);
                        bool l_35_ = (l_34_ <= l_19_);
                        if (l_35_) {
                            l_mut_31_ = 0u;
                        }
                    } else {
                        bool l_36_ = (l_9_ == 2u);
                        if (l_36_) {
                            double l_37_ = abs(l_16_);
                            l_mut_38_ = 1.401298464324817e-45L;
                            bool l_39_ = (l_37_ >= 1.1754943508222875e-38L);
                            bool l_40_ = (l_37_ <= 1.7976931348623157e308L);
                            if (l_39_) {
                                local = l_40_;
                            } else {
                                local = false;
                            }
                            bool l_41_ = local;
                            if (l_41_) {
                                uint64_t l_42_ = l_37_;
                                uint64_t l_43_ = (l_42_ >> uint(52uL));
                                uint64_t l_44_ = (l_43_ - 23uL);
                                uint64_t l_45_ = (l_44_ << uint(52uL));
                                double l_46_ = l_45_;
                                l_mut_38_ = l_46_;
                            }
                            double _e270 = l_mut_38_;
                            double l_47_ = (l_19_ * _e270);
                            l_mut_48_ = 2u;
                            double l_49_ = (l_16_ - l_29_);
                            double l_50_ = abs(l_49_);
                            l_mut_38_ = 1.401298464324817e-45L;
                            bool l_51_ = (l_50_ >= 1.1754943508222875e-38L);
                            bool l_52_ = (l_50_ <= 1.7976931348623157e308L);
                            if (l_51_) {
                                local_1 = l_52_;
                            } else {
                                local_1 = false;
                            }
                            bool l_53_ = local_1;
                            if (l_53_) {
                                uint64_t l_54_ = l_50_;
                                uint64_t l_55_ = (l_54_ >> uint(52uL));
                                uint64_t l_56_ = (l_55_ - 23uL);
                                uint64_t l_57_ = (l_56_ << uint(52uL));
                                double l_58_ = l_57_;
                                l_mut_38_ = l_58_;
                            }
                            double l_59_ = (l_16_ + l_29_);
                            double l_60_ = abs(l_59_);
                            l_mut_61_ = 1.401298464324817e-45L;
                            bool l_62_ = (l_60_ >= 1.1754943508222875e-38L);
                            bool l_63_ = (l_60_ <= 1.7976931348623157e308L);
                            if (l_62_) {
                                local_2 = l_63_;
                            } else {
                                local_2 = false;
                            }
                            bool l_64_ = local_2;
                            if (l_64_) {
                                uint64_t l_65_ = l_60_;
                                uint64_t l_66_ = (l_65_ >> uint(52uL));
                                uint64_t l_67_ = (l_66_ - 23uL);
                                uint64_t l_68_ = (l_67_ << uint(52uL));
                                double l_69_ = l_68_;
                                l_mut_61_ = l_69_;
                            }
                            double _e319 = l_mut_38_;
                            double _e320 = l_mut_61_;
                            bool l_70_ = (_e319 == _e320);
                            if (l_70_) {
                                double l_71_ = (l_47_ * 1.4551915228366852e-11L);
                                double l_72_ = (l_29_ + l_71_);
                                double l_73_ = (l_16_ - l_47_);
                                double l_74_ = (l_16_ + l_47_);
                                uint l_75_ = asuint(l_15_);
                                double l_76_ = double(l_15_);
                                l_mut_61_ = l_76_;
                                uint l_77_ = (l_75_ & 2139095040u);
                                bool l_78_ = (l_77_ == 0u);
                                if (l_78_) {
                                    uint l_79_ = (l_75_ & 8388607u);
                                    double l_80_ = double(l_79_);
                                    double l_81_ = (l_80_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_81_;
                                    uint l_82_ = (l_75_ >> 31u);
                                    bool l_83_ = (l_82_ == 1u);
                                    if (l_83_) {
                                        double _e342 = l_mut_61_;
                                        double l_84_ = -(_e342);
                                        l_mut_61_ = l_84_;
                                    }
                                }
                                uint l_85_ = asuint(l_15_);
                                uint l_86_ = (l_85_ + 1u);
                                l_mut_87_ = l_86_;
                                uint l_88_ = (l_85_ & 2147483647u);
                                bool l_89_ = (l_88_ == 0u);
                                if (l_89_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    uint l_90_ = (l_85_ & 2147483648u);
                                    bool l_91_ = (l_90_ != 0u);
                                    if (l_91_) {
                                        uint l_92_ = (l_85_ - 1u);
                                        l_mut_87_ = l_92_;
                                    } else {
                                        bool l_93_ = (l_85_ == 2139095040u);
                                        if (l_93_) {
                                            l_mut_87_ = l_85_;
                                        }
                                    }
                                }
                                uint _e360 = l_mut_87_;
                                float l_94_ = asfloat(_e360);
                                uint l_95_ = asuint(l_94_);
                                double l_96_ = double(l_94_);
                                l_mut_38_ = l_96_;
                                uint l_97_ = (l_95_ & 2139095040u);
                                bool l_98_ = (l_97_ == 0u);
                                if (l_98_) {
                                    uint l_99_ = (l_95_ & 8388607u);
                                    double l_100_ = double(l_99_);
                                    double l_101_ = (l_100_ * 1.401298464324817e-45L);
                                    l_mut_38_ = l_101_;
                                    uint l_102_ = (l_95_ >> 31u);
                                    bool l_103_ = (l_102_ == 1u);
                                    if (l_103_) {
                                        double _e377 = l_mut_38_;
                                        double l_104_ = -(_e377);
                                        l_mut_38_ = l_104_;
                                    }
                                }
                                uint l_105_ = asuint(l_15_);
                                uint l_106_ = (l_105_ ^ 2147483648u);
                                float l_107_ = asfloat(l_106_);
                                uint l_108_ = asuint(l_107_);
                                uint l_109_ = (l_108_ + 1u);
                                l_mut_87_ = l_109_;
                                uint l_110_ = (l_108_ & 2147483647u);
                                bool l_111_ = (l_110_ == 0u);
                                if (l_111_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    uint l_112_ = (l_108_ & 2147483648u);
                                    bool l_113_ = (l_112_ != 0u);
                                    if (l_113_) {
                                        uint l_114_ = (l_108_ - 1u);
                                        l_mut_87_ = l_114_;
                                    } else {
                                        bool l_115_ = (l_108_ == 2139095040u);
                                        if (l_115_) {
                                            l_mut_87_ = l_108_;
                                        }
                                    }
                                }
                                uint _e399 = l_mut_87_;
                                float l_116_ = asfloat(_e399);
                                uint l_117_ = asuint(l_116_);
                                uint l_118_ = (l_117_ ^ 2147483648u);
                                float l_119_ = asfloat(l_118_);
                                uint l_120_ = asuint(l_119_);
                                double l_121_ = double(l_119_);
                                l_mut_122_ = l_121_;
                                uint l_123_ = (l_120_ & 2139095040u);
                                bool l_124_ = (l_123_ == 0u);
                                if (l_124_) {
                                    uint l_125_ = (l_120_ & 8388607u);
                                    double l_126_ = double(l_125_);
                                    double l_127_ = (l_126_ * 1.401298464324817e-45L);
                                    l_mut_122_ = l_127_;
                                    uint l_128_ = (l_120_ >> 31u);
                                    bool l_129_ = (l_128_ == 1u);
                                    if (l_129_) {
                                        double _e420 = l_mut_122_;
                                        double l_130_ = -(_e420);
                                        l_mut_122_ = l_130_;
                                    }
                                }
                                double l_131_ = (l_73_ + l_72_);
                                double _e423 = l_mut_61_;
                                bool l_132_ = (l_131_ <= _e423);
                                l_mut_133_ = l_132_;
                                double l_134_ = (l_73_ - l_72_);
                                double _e426 = l_mut_61_;
                                bool l_135_ = (l_134_ > _e426);
                                l_mut_136_ = l_135_;
                                double l_137_ = (l_74_ - l_72_);
                                double _e429 = l_mut_61_;
                                bool l_138_ = (l_137_ >= _e429);
                                l_mut_139_ = l_138_;
                                double l_140_ = (l_74_ + l_72_);
                                double _e432 = l_mut_61_;
                                bool l_141_ = (l_140_ < _e432);
                                l_mut_142_ = l_141_;
                                if (l_13_) {
                                    double l_143_ = (l_73_ + l_72_);
                                    double _e435 = l_mut_38_;
                                    bool l_144_ = (l_143_ < _e435);
                                    l_mut_133_ = l_144_;
                                    double l_145_ = (l_73_ - l_72_);
                                    double _e438 = l_mut_38_;
                                    bool l_146_ = (l_145_ >= _e438);
                                    l_mut_136_ = l_146_;
                                    double l_147_ = (l_74_ - l_72_);
                                    double _e441 = l_mut_122_;
                                    bool l_148_ = (l_147_ > _e441);
                                    l_mut_139_ = l_148_;
                                    double l_149_ = (l_74_ + l_72_);
                                    double _e444 = l_mut_122_;
                                    bool l_150_ = (l_149_ <= _e444);
                                    l_mut_142_ = l_150_;
                                }
                                l_mut_87_ = 2u;
                                bool _e447 = l_mut_136_;
                                if (!(_e447)) {
                                    bool _e451 = l_mut_142_;
                                    local_3 = _e451;
                                } else {
                                    local_3 = true;
                                }
                                bool l_151_ = local_3;
                                if (l_151_) {
                                    l_mut_87_ = 1u;
                                } else {
                                    bool _e455 = l_mut_133_;
                                    if (_e455) {
                                        bool _e458 = l_mut_139_;
                                        local_4 = _e458;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_152_ = local_4;
                                    if (l_152_) {
                                        l_mut_87_ = 0u;
                                    }
                                }
                                uint l_153_ = asuint(l_15_);
                                uint l_154_ = (l_153_ & 2147483647u);
                                bool l_155_ = (l_154_ == 0u);
                                if (l_155_) {
                                    double l_156_ = (l_73_ + l_72_);
                                    bool l_157_ = (l_156_ < 1.1754943508222875e-38L);
                                    double l_158_ = (l_74_ - l_72_);
                                    bool l_159_ = (l_158_ > -1.1754943508222875e-38L);
                                    if (l_157_) {
                                        local_5 = l_159_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_160_ = local_5;
                                    double l_161_ = (l_73_ - l_72_);
                                    bool l_162_ = (l_161_ < 1.1754943508222875e-38L);
                                    double l_163_ = (l_74_ + l_72_);
                                    bool l_164_ = (l_163_ > -1.1754943508222875e-38L);
                                    if (l_162_) {
                                        local_6 = l_164_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_165_ = local_6;
                                    if (l_160_) {
                                        l_mut_87_ = 0u;
                                    } else {
                                        uint _e488 = l_mut_87_;
                                        bool l_166_ = (_e488 == 1u);
                                        if (l_165_) {
                                            local_7 = l_166_;
                                        } else {
                                            local_7 = false;
                                        }
                                        bool l_167_ = local_7;
                                        if (l_167_) {
                                            l_mut_87_ = 2u;
                                        }
                                    }
                                }
                                uint _e496 = l_mut_87_;
                                l_mut_48_ = _e496;
                            }
                            uint _e497 = l_mut_48_;
                            l_mut_31_ = _e497;
                        } else {
                            bool l_168_ = (l_9_ == 3u);
                            if (l_168_) {
                                l_mut_31_ = 0u;
                                bool l_169_ = (l_27_ >= 1.1754943508222875e-38L);
                                bool l_170_ = (l_27_ <= 8.507059173023462e37L);
                                if (l_169_) {
                                    local_8 = l_170_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_171_ = local_8;
                                if (l_171_) {
                                    double l_172_ = abs(l_16_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_173_ = (l_172_ >= 1.1754943508222875e-38L);
                                    bool l_174_ = (l_172_ <= 1.7976931348623157e308L);
                                    if (l_173_) {
                                        local_9 = l_174_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_175_ = local_9;
                                    if (l_175_) {
                                        uint64_t l_176_ = l_172_;
                                        uint64_t l_177_ = (l_176_ >> uint(52uL));
                                        uint64_t l_178_ = (l_177_ - 23uL);
                                        uint64_t l_179_ = (l_178_ << uint(52uL));
                                        double l_180_ = l_179_;
                                        l_mut_122_ = l_180_;
                                    }
                                    double _e531 = l_mut_122_;
                                    double l_181_ = (l_19_ * _e531);
                                    l_mut_87_ = 2u;
                                    double l_182_ = (l_16_ - l_29_);
                                    double l_183_ = abs(l_182_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_184_ = (l_183_ >= 1.1754943508222875e-38L);
                                    bool l_185_ = (l_183_ <= 1.7976931348623157e308L);
                                    if (l_184_) {
                                        local_10 = l_185_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_186_ = local_10;
                                    if (l_186_) {
                                        uint64_t l_187_ = l_183_;
                                        uint64_t l_188_ = (l_187_ >> uint(52uL));
                                        uint64_t l_189_ = (l_188_ - 23uL);
                                        uint64_t l_190_ = (l_189_ << uint(52uL));
                                        double l_191_ = l_190_;
                                        l_mut_122_ = l_191_;
                                    }
                                    double l_192_ = (l_16_ + l_29_);
                                    double l_193_ = abs(l_192_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_194_ = (l_193_ >= 1.1754943508222875e-38L);
                                    bool l_195_ = (l_193_ <= 1.7976931348623157e308L);
                                    if (l_194_) {
                                        local_11 = l_195_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_196_ = local_11;
                                    if (l_196_) {
                                        uint64_t l_197_ = l_193_;
                                        uint64_t l_198_ = (l_197_ >> uint(52uL));
                                        uint64_t l_199_ = (l_198_ - 23uL);
                                        uint64_t l_200_ = (l_199_ << uint(52uL));
                                        double l_201_ = l_200_;
                                        l_mut_61_ = l_201_;
                                    }
                                    double _e580 = l_mut_122_;
                                    double _e581 = l_mut_61_;
                                    bool l_202_ = (_e580 == _e581);
                                    if (l_202_) {
                                        double l_203_ = (l_181_ * 1.4551915228366852e-11L);
                                        double l_204_ = (l_29_ + l_203_);
                                        double l_205_ = (l_16_ - l_181_);
                                        double l_206_ = (l_16_ + l_181_);
                                        uint l_207_ = asuint(l_15_);
                                        double l_208_ = double(l_15_);
                                        l_mut_122_ = l_208_;
                                        uint l_209_ = (l_207_ & 2139095040u);
                                        bool l_210_ = (l_209_ == 0u);
                                        if (l_210_) {
                                            uint l_211_ = (l_207_ & 8388607u);
                                            double l_212_ = double(l_211_);
                                            double l_213_ = (l_212_ * 1.401298464324817e-45L);
                                            l_mut_122_ = l_213_;
                                            uint l_214_ = (l_207_ >> 31u);
                                            bool l_215_ = (l_214_ == 1u);
                                            if (l_215_) {
                                                double _e603 = l_mut_122_;
                                                double l_216_ = -(_e603);
                                                l_mut_122_ = l_216_;
                                            }
                                        }
                                        uint l_217_ = asuint(l_15_);
                                        uint l_218_ = (l_217_ + 1u);
                                        l_mut_48_ = l_218_;
                                        uint l_219_ = (l_217_ & 2147483647u);
                                        bool l_220_ = (l_219_ == 0u);
                                        if (l_220_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_221_ = (l_217_ & 2147483648u);
                                            bool l_222_ = (l_221_ != 0u);
                                            if (l_222_) {
                                                uint l_223_ = (l_217_ - 1u);
                                                l_mut_48_ = l_223_;
                                            } else {
                                                bool l_224_ = (l_217_ == 2139095040u);
                                                if (l_224_) {
                                                    l_mut_48_ = l_217_;
                                                }
                                            }
                                        }
                                        uint _e621 = l_mut_48_;
                                        float l_225_ = asfloat(_e621);
                                        uint l_226_ = asuint(l_225_);
                                        double l_227_ = double(l_225_);
                                        l_mut_61_ = l_227_;
                                        uint l_228_ = (l_226_ & 2139095040u);
                                        bool l_229_ = (l_228_ == 0u);
                                        if (l_229_) {
                                            uint l_230_ = (l_226_ & 8388607u);
                                            double l_231_ = double(l_230_);
                                            double l_232_ = (l_231_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_232_;
                                            uint l_233_ = (l_226_ >> 31u);
                                            bool l_234_ = (l_233_ == 1u);
                                            if (l_234_) {
                                                double _e638 = l_mut_61_;
                                                double l_235_ = -(_e638);
                                                l_mut_61_ = l_235_;
                                            }
                                        }
                                        uint l_236_ = asuint(l_15_);
                                        uint l_237_ = (l_236_ ^ 2147483648u);
                                        float l_238_ = asfloat(l_237_);
                                        uint l_239_ = asuint(l_238_);
                                        uint l_240_ = (l_239_ + 1u);
                                        l_mut_48_ = l_240_;
                                        uint l_241_ = (l_239_ & 2147483647u);
                                        bool l_242_ = (l_241_ == 0u);
                                        if (l_242_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_243_ = (l_239_ & 2147483648u);
                                            bool l_244_ = (l_243_ != 0u);
                                            if (l_244_) {
                                                uint l_245_ = (l_239_ - 1u);
                                                l_mut_48_ = l_245_;
                                            } else {
                                                bool l_246_ = (l_239_ == 2139095040u);
                                                if (l_246_) {
                                                    l_mut_48_ = l_239_;
                                                }
                                            }
                                        }
                                        uint _e660 = l_mut_48_;
                                        float l_247_ = asfloat(_e660);
                                        uint l_248_ = asuint(l_247_);
                                        uint l_249_ = (l_248_ ^ 2147483648u);
                                        float l_250_ = asfloat(l_249_);
                                        uint l_251_ = asuint(l_250_);
                                        double l_252_ = double(l_250_);
                                        l_mut_38_ = l_252_;
                                        uint l_253_ = (l_251_ & 2139095040u);
                                        bool l_254_ = (l_253_ == 0u);
                                        if (l_254_) {
                                            uint l_255_ = (l_251_ & 8388607u);
                                            double l_256_ = double(l_255_);
                                            double l_257_ = (l_256_ * 1.401298464324817e-45L);
                                            l_mut_38_ = l_257_;
                                            uint l_258_ = (l_251_ >> 31u);
                                            bool l_259_ = (l_258_ == 1u);
                                            if (l_259_) {
                                                double _e681 = l_mut_38_;
                                                double l_260_ = -(_e681);
                                                l_mut_38_ = l_260_;
                                            }
                                        }
                                        double l_261_ = (l_205_ + l_204_);
                                        double _e684 = l_mut_122_;
                                        bool l_262_ = (l_261_ <= _e684);
                                        l_mut_142_ = l_262_;
                                        double l_263_ = (l_205_ - l_204_);
                                        double _e687 = l_mut_122_;
                                        bool l_264_ = (l_263_ > _e687);
                                        l_mut_139_ = l_264_;
                                        double l_265_ = (l_206_ - l_204_);
                                        double _e690 = l_mut_122_;
                                        bool l_266_ = (l_265_ >= _e690);
                                        l_mut_136_ = l_266_;
                                        double l_267_ = (l_206_ + l_204_);
                                        double _e693 = l_mut_122_;
                                        bool l_268_ = (l_267_ < _e693);
                                        l_mut_133_ = l_268_;
                                        if (l_13_) {
                                            double l_269_ = (l_205_ + l_204_);
                                            double _e696 = l_mut_61_;
                                            bool l_270_ = (l_269_ < _e696);
                                            l_mut_142_ = l_270_;
                                            double l_271_ = (l_205_ - l_204_);
                                            double _e699 = l_mut_61_;
                                            bool l_272_ = (l_271_ >= _e699);
                                            l_mut_139_ = l_272_;
                                            double l_273_ = (l_206_ - l_204_);
                                            double _e702 = l_mut_38_;
                                            bool l_274_ = (l_273_ > _e702);
                                            l_mut_136_ = l_274_;
                                            double l_275_ = (l_206_ + l_204_);
                                            double _e705 = l_mut_38_;
                                            bool l_276_ = (l_275_ <= _e705);
                                            l_mut_133_ = l_276_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e708 = l_mut_139_;
                                        if (!(_e708)) {
                                            bool _e712 = l_mut_133_;
                                            local_12 = _e712;
                                        } else {
                                            local_12 = true;
                                        }
                                        bool l_277_ = local_12;
                                        if (l_277_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e716 = l_mut_142_;
                                            if (_e716) {
                                                bool _e719 = l_mut_136_;
                                                local_13 = _e719;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_278_ = local_13;
                                            if (l_278_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_279_ = asuint(l_15_);
                                        uint l_280_ = (l_279_ & 2147483647u);
                                        bool l_281_ = (l_280_ == 0u);
                                        if (l_281_) {
                                            double l_282_ = (l_205_ + l_204_);
                                            bool l_283_ = (l_282_ < 1.1754943508222875e-38L);
                                            double l_284_ = (l_206_ - l_204_);
                                            bool l_285_ = (l_284_ > -1.1754943508222875e-38L);
                                            if (l_283_) {
                                                local_14 = l_285_;
                                            } else {
                                                local_14 = false;
                                            }
                                            bool l_286_ = local_14;
                                            double l_287_ = (l_205_ - l_204_);
                                            bool l_288_ = (l_287_ < 1.1754943508222875e-38L);
                                            double l_289_ = (l_206_ + l_204_);
                                            bool l_290_ = (l_289_ > -1.1754943508222875e-38L);
                                            if (l_288_) {
                                                local_15 = l_290_;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_291_ = local_15;
                                            if (l_286_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e749 = l_mut_48_;
                                                bool l_292_ = (_e749 == 1u);
                                                if (l_291_) {
                                                    local_16 = l_292_;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_293_ = local_16;
                                                if (l_293_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e757 = l_mut_48_;
                                        l_mut_87_ = _e757;
                                    }
                                    uint _e758 = l_mut_87_;
                                    l_mut_31_ = _e758;
                                }
                            } else {
                                bool l_294_ = (l_9_ == 4u);
                                if (l_294_) {
                                    double l_295_ = (l_22_ * l_27_);
                                    double l_296_ = (l_19_ + l_295_);
                                    double l_297_ = abs(l_16_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_298_ = (l_297_ >= 1.1754943508222875e-38L);
                                    bool l_299_ = (l_297_ <= 1.7976931348623157e308L);
                                    if (l_298_) {
                                        local_17 = l_299_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_300_ = local_17;
                                    if (l_300_) {
                                        uint64_t l_301_ = l_297_;
                                        uint64_t l_302_ = (l_301_ >> uint(52uL));
                                        uint64_t l_303_ = (l_302_ - 23uL);
                                        uint64_t l_304_ = (l_303_ << uint(52uL));
                                        double l_305_ = l_304_;
                                        l_mut_122_ = l_305_;
                                    }
                                    double _e785 = l_mut_122_;
                                    double l_306_ = (l_296_ * _e785);
                                    l_mut_87_ = 2u;
                                    double l_307_ = (l_16_ - l_29_);
                                    double l_308_ = abs(l_307_);
                                    l_mut_122_ = 1.401298464324817e-45L;
                                    bool l_309_ = (l_308_ >= 1.1754943508222875e-38L);
                                    bool l_310_ = (l_308_ <= 1.7976931348623157e308L);
                                    if (l_309_) {
                                        local_18 = l_310_;
                                    } else {
                                        local_18 = false;
                                    }
                                    bool l_311_ = local_18;
                                    if (l_311_) {
                                        uint64_t l_312_ = l_308_;
                                        uint64_t l_313_ = (l_312_ >> uint(52uL));
                                        uint64_t l_314_ = (l_313_ - 23uL);
                                        uint64_t l_315_ = (l_314_ << uint(52uL));
                                        double l_316_ = l_315_;
                                        l_mut_122_ = l_316_;
                                    }
                                    double l_317_ = (l_16_ + l_29_);
                                    double l_318_ = abs(l_317_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_319_ = (l_318_ >= 1.1754943508222875e-38L);
                                    bool l_320_ = (l_318_ <= 1.7976931348623157e308L);
                                    if (l_319_) {
                                        local_19 = l_320_;
                                    } else {
                                        local_19 = false;
                                    }
                                    bool l_321_ = local_19;
                                    if (l_321_) {
                                        uint64_t l_322_ = l_318_;
                                        uint64_t l_323_ = (l_322_ >> uint(52uL));
                                        uint64_t l_324_ = (l_323_ - 23uL);
                                        uint64_t l_325_ = (l_324_ << uint(52uL));
                                        double l_326_ = l_325_;
                                        l_mut_61_ = l_326_;
                                    }
                                    double _e834 = l_mut_122_;
                                    double _e835 = l_mut_61_;
                                    bool l_327_ = (_e834 == _e835);
                                    if (l_327_) {
                                        double l_328_ = (l_306_ * 1.4551915228366852e-11L);
                                        double l_329_ = (l_29_ + l_328_);
                                        double l_330_ = (l_16_ - l_306_);
                                        double l_331_ = (l_16_ + l_306_);
                                        uint l_332_ = asuint(l_15_);
                                        double l_333_ = double(l_15_);
                                        l_mut_122_ = l_333_;
                                        uint l_334_ = (l_332_ & 2139095040u);
                                        bool l_335_ = (l_334_ == 0u);
                                        if (l_335_) {
                                            uint l_336_ = (l_332_ & 8388607u);
                                            double l_337_ = double(l_336_);
                                            double l_338_ = (l_337_ * 1.401298464324817e-45L);
                                            l_mut_122_ = l_338_;
                                            uint l_339_ = (l_332_ >> 31u);
                                            bool l_340_ = (l_339_ == 1u);
                                            if (l_340_) {
                                                double _e857 = l_mut_122_;
                                                double l_341_ = -(_e857);
                                                l_mut_122_ = l_341_;
                                            }
                                        }
                                        uint l_342_ = asuint(l_15_);
                                        uint l_343_ = (l_342_ + 1u);
                                        l_mut_48_ = l_343_;
                                        uint l_344_ = (l_342_ & 2147483647u);
                                        bool l_345_ = (l_344_ == 0u);
                                        if (l_345_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_346_ = (l_342_ & 2147483648u);
                                            bool l_347_ = (l_346_ != 0u);
                                            if (l_347_) {
                                                uint l_348_ = (l_342_ - 1u);
                                                l_mut_48_ = l_348_;
                                            } else {
                                                bool l_349_ = (l_342_ == 2139095040u);
                                                if (l_349_) {
                                                    l_mut_48_ = l_342_;
                                                }
                                            }
                                        }
                                        uint _e875 = l_mut_48_;
                                        float l_350_ = asfloat(_e875);
                                        uint l_351_ = asuint(l_350_);
                                        double l_352_ = double(l_350_);
                                        l_mut_61_ = l_352_;
                                        uint l_353_ = (l_351_ & 2139095040u);
                                        bool l_354_ = (l_353_ == 0u);
                                        if (l_354_) {
                                            uint l_355_ = (l_351_ & 8388607u);
                                            double l_356_ = double(l_355_);
                                            double l_357_ = (l_356_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_357_;
                                            uint l_358_ = (l_351_ >> 31u);
                                            bool l_359_ = (l_358_ == 1u);
                                            if (l_359_) {
                                                double _e892 = l_mut_61_;
                                                double l_360_ = -(_e892);
                                                l_mut_61_ = l_360_;
                                            }
                                        }
                                        uint l_361_ = asuint(l_15_);
                                        uint l_362_ = (l_361_ ^ 2147483648u);
                                        float l_363_ = asfloat(l_362_);
                                        uint l_364_ = asuint(l_363_);
                                        uint l_365_ = (l_364_ + 1u);
                                        l_mut_48_ = l_365_;
                                        uint l_366_ = (l_364_ & 2147483647u);
                                        bool l_367_ = (l_366_ == 0u);
                                        if (l_367_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_368_ = (l_364_ & 2147483648u);
                                            bool l_369_ = (l_368_ != 0u);
                                            if (l_369_) {
                                                uint l_370_ = (l_364_ - 1u);
                                                l_mut_48_ = l_370_;
                                            } else {
                                                bool l_371_ = (l_364_ == 2139095040u);
                                                if (l_371_) {
                                                    l_mut_48_ = l_364_;
                                                }
                                            }
                                        }
                                        uint _e914 = l_mut_48_;
                                        float l_372_ = asfloat(_e914);
                                        uint l_373_ = asuint(l_372_);
                                        uint l_374_ = (l_373_ ^ 2147483648u);
                                        float l_375_ = asfloat(l_374_);
                                        uint l_376_ = asuint(l_375_);
                                        double l_377_ = double(l_375_);
                                        l_mut_38_ = l_377_;
                                        uint l_378_ = (l_376_ & 2139095040u);
                                        bool l_379_ = (l_378_ == 0u);
                                        if (l_379_) {
                                            uint l_380_ = (l_376_ & 8388607u);
                                            double l_381_ = double(l_380_);
                                            double l_382_ = (l_381_ * 1.401298464324817e-45L);
                                            l_mut_38_ = l_382_;
                                            uint l_383_ = (l_376_ >> 31u);
                                            bool l_384_ = (l_383_ == 1u);
                                            if (l_384_) {
                                                double _e935 = l_mut_38_;
                                                double l_385_ = -(_e935);
                                                l_mut_38_ = l_385_;
                                            }
                                        }
                                        double l_386_ = (l_330_ + l_329_);
                                        double _e938 = l_mut_122_;
                                        bool l_387_ = (l_386_ <= _e938);
                                        l_mut_142_ = l_387_;
                                        double l_388_ = (l_330_ - l_329_);
                                        double _e941 = l_mut_122_;
                                        bool l_389_ = (l_388_ > _e941);
                                        l_mut_139_ = l_389_;
                                        double l_390_ = (l_331_ - l_329_);
                                        double _e944 = l_mut_122_;
                                        bool l_391_ = (l_390_ >= _e944);
                                        l_mut_136_ = l_391_;
                                        double l_392_ = (l_331_ + l_329_);
                                        double _e947 = l_mut_122_;
                                        bool l_393_ = (l_392_ < _e947);
                                        l_mut_133_ = l_393_;
                                        if (l_13_) {
                                            double l_394_ = (l_330_ + l_329_);
                                            double _e950 = l_mut_61_;
                                            bool l_395_ = (l_394_ < _e950);
                                            l_mut_142_ = l_395_;
                                            double l_396_ = (l_330_ - l_329_);
                                            double _e953 = l_mut_61_;
                                            bool l_397_ = (l_396_ >= _e953);
                                            l_mut_139_ = l_397_;
                                            double l_398_ = (l_331_ - l_329_);
                                            double _e956 = l_mut_38_;
                                            bool l_399_ = (l_398_ > _e956);
                                            l_mut_136_ = l_399_;
                                            double l_400_ = (l_331_ + l_329_);
                                            double _e959 = l_mut_38_;
                                            bool l_401_ = (l_400_ <= _e959);
                                            l_mut_133_ = l_401_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e962 = l_mut_139_;
                                        if (!(_e962)) {
                                            bool _e966 = l_mut_133_;
                                            local_20 = _e966;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_402_ = local_20;
                                        if (l_402_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e970 = l_mut_142_;
                                            if (_e970) {
                                                bool _e973 = l_mut_136_;
                                                local_21 = _e973;
                                            } else {
                                                local_21 = false;
                                            }
                                            bool l_403_ = local_21;
                                            if (l_403_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_404_ = asuint(l_15_);
                                        uint l_405_ = (l_404_ & 2147483647u);
                                        bool l_406_ = (l_405_ == 0u);
                                        if (l_406_) {
                                            double l_407_ = (l_330_ + l_329_);
                                            bool l_408_ = (l_407_ < 1.1754943508222875e-38L);
                                            double l_409_ = (l_331_ - l_329_);
                                            bool l_410_ = (l_409_ > -1.1754943508222875e-38L);
                                            if (l_408_) {
                                                local_22 = l_410_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_411_ = local_22;
                                            double l_412_ = (l_330_ - l_329_);
                                            bool l_413_ = (l_412_ < 1.1754943508222875e-38L);
                                            double l_414_ = (l_331_ + l_329_);
                                            bool l_415_ = (l_414_ > -1.1754943508222875e-38L);
                                            if (l_413_) {
                                                local_23 = l_415_;
                                            } else {
                                                local_23 = false;
                                            }
                                            bool l_416_ = local_23;
                                            if (l_411_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e1003 = l_mut_48_;
                                                bool l_417_ = (_e1003 == 1u);
                                                if (l_416_) {
                                                    local_24 = l_417_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_418_ = local_24;
                                                if (l_418_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e1011 = l_mut_48_;
                                        l_mut_87_ = _e1011;
                                    }
                                    uint _e1012 = l_mut_87_;
                                    l_mut_31_ = _e1012;
                                } else {
                                    bool l_419_ = (l_9_ == 5u);
                                    if (l_419_) {
                                        double l_420_ = (2.0L * l_26_);
                                        double l_421_ = abs(l_420_);
                                        double l_422_ = floor(l_421_);
                                        double l_423_ = (3.0L + l_422_);
                                        double l_424_ = abs(l_16_);
                                        l_mut_122_ = 1.401298464324817e-45L;
                                        bool l_425_ = (l_424_ >= 1.1754943508222875e-38L);
                                        bool l_426_ = (l_424_ <= 1.7976931348623157e308L);
                                        if (l_425_) {
                                            local_25 = l_426_;
                                        } else {
                                            local_25 = false;
                                        }
                                        bool l_427_ = local_25;
                                        if (l_427_) {
                                            uint64_t l_428_ = l_424_;
                                            uint64_t l_429_ = (l_428_ >> uint(52uL));
                                            uint64_t l_430_ = (l_429_ - 23uL);
                                            uint64_t l_431_ = (l_430_ << uint(52uL));
                                            double l_432_ = l_431_;
                                            l_mut_122_ = l_432_;
                                        }
                                        double _e1043 = l_mut_122_;
                                        double l_433_ = (l_423_ * _e1043);
                                        l_mut_87_ = 2u;
                                        double l_434_ = (l_16_ - l_29_);
                                        double l_435_ = abs(l_434_);
                                        l_mut_122_ = 1.401298464324817e-45L;
                                        bool l_436_ = (l_435_ >= 1.1754943508222875e-38L);
                                        bool l_437_ = (l_435_ <= 1.7976931348623157e308L);
                                        if (l_436_) {
                                            local_26 = l_437_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_438_ = local_26;
                                        if (l_438_) {
                                            uint64_t l_439_ = l_435_;
                                            uint64_t l_440_ = (l_439_ >> uint(52uL));
                                            uint64_t l_441_ = (l_440_ - 23uL);
                                            uint64_t l_442_ = (l_441_ << uint(52uL));
                                            double l_443_ = l_442_;
                                            l_mut_122_ = l_443_;
                                        }
                                        double l_444_ = (l_16_ + l_29_);
                                        double l_445_ = abs(l_444_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_446_ = (l_445_ >= 1.1754943508222875e-38L);
                                        bool l_447_ = (l_445_ <= 1.7976931348623157e308L);
                                        if (l_446_) {
                                            local_27 = l_447_;
                                        } else {
                                            local_27 = false;
                                        }
                                        bool l_448_ = local_27;
                                        if (l_448_) {
                                            uint64_t l_449_ = l_445_;
                                            uint64_t l_450_ = (l_449_ >> uint(52uL));
                                            uint64_t l_451_ = (l_450_ - 23uL);
                                            uint64_t l_452_ = (l_451_ << uint(52uL));
                                            double l_453_ = l_452_;
                                            l_mut_61_ = l_453_;
                                        }
                                        double _e1092 = l_mut_122_;
                                        double _e1093 = l_mut_61_;
                                        bool l_454_ = (_e1092 == _e1093);
                                        if (l_454_) {
                                            double l_455_ = (l_433_ * 1.4551915228366852e-11L);
                                            double l_456_ = (l_29_ + l_455_);
                                            double l_457_ = (l_16_ - l_433_);
                                            double l_458_ = (l_16_ + l_433_);
                                            uint l_459_ = asuint(l_15_);
                                            double l_460_ = double(l_15_);
                                            l_mut_122_ = l_460_;
                                            uint l_461_ = (l_459_ & 2139095040u);
                                            bool l_462_ = (l_461_ == 0u);
                                            if (l_462_) {
                                                uint l_463_ = (l_459_ & 8388607u);
                                                double l_464_ = double(l_463_);
                                                double l_465_ = (l_464_ * 1.401298464324817e-45L);
                                                l_mut_122_ = l_465_;
                                                uint l_466_ = (l_459_ >> 31u);
                                                bool l_467_ = (l_466_ == 1u);
                                                if (l_467_) {
                                                    double _e1115 = l_mut_122_;
                                                    double l_468_ = -(_e1115);
                                                    l_mut_122_ = l_468_;
                                                }
                                            }
                                            uint l_469_ = asuint(l_15_);
                                            uint l_470_ = (l_469_ + 1u);
                                            l_mut_48_ = l_470_;
                                            uint l_471_ = (l_469_ & 2147483647u);
                                            bool l_472_ = (l_471_ == 0u);
                                            if (l_472_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_473_ = (l_469_ & 2147483648u);
                                                bool l_474_ = (l_473_ != 0u);
                                                if (l_474_) {
                                                    uint l_475_ = (l_469_ - 1u);
                                                    l_mut_48_ = l_475_;
                                                } else {
                                                    bool l_476_ = (l_469_ == 2139095040u);
                                                    if (l_476_) {
                                                        l_mut_48_ = l_469_;
                                                    }
                                                }
                                            }
                                            uint _e1133 = l_mut_48_;
                                            float l_477_ = asfloat(_e1133);
                                            uint l_478_ = asuint(l_477_);
                                            double l_479_ = double(l_477_);
                                            l_mut_61_ = l_479_;
                                            uint l_480_ = (l_478_ & 2139095040u);
                                            bool l_481_ = (l_480_ == 0u);
                                            if (l_481_) {
                                                uint l_482_ = (l_478_ & 8388607u);
                                                double l_483_ = double(l_482_);
                                                double l_484_ = (l_483_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_484_;
                                                uint l_485_ = (l_478_ >> 31u);
                                                bool l_486_ = (l_485_ == 1u);
                                                if (l_486_) {
                                                    double _e1150 = l_mut_61_;
                                                    double l_487_ = -(_e1150);
                                                    l_mut_61_ = l_487_;
                                                }
                                            }
                                            uint l_488_ = asuint(l_15_);
                                            uint l_489_ = (l_488_ ^ 2147483648u);
                                            float l_490_ = asfloat(l_489_);
                                            uint l_491_ = asuint(l_490_);
                                            uint l_492_ = (l_491_ + 1u);
                                            l_mut_48_ = l_492_;
                                            uint l_493_ = (l_491_ & 2147483647u);
                                            bool l_494_ = (l_493_ == 0u);
                                            if (l_494_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_495_ = (l_491_ & 2147483648u);
                                                bool l_496_ = (l_495_ != 0u);
                                                if (l_496_) {
                                                    uint l_497_ = (l_491_ - 1u);
                                                    l_mut_48_ = l_497_;
                                                } else {
                                                    bool l_498_ = (l_491_ == 2139095040u);
                                                    if (l_498_) {
                                                        l_mut_48_ = l_491_;
                                                    }
                                                }
                                            }
                                            uint _e1172 = l_mut_48_;
                                            float l_499_ = asfloat(_e1172);
                                            uint l_500_ = asuint(l_499_);
                                            uint l_501_ = (l_500_ ^ 2147483648u);
                                            float l_502_ = asfloat(l_501_);
                                            uint l_503_ = asuint(l_502_);
                                            double l_504_ = double(l_502_);
                                            l_mut_38_ = l_504_;
                                            uint l_505_ = (l_503_ & 2139095040u);
                                            bool l_506_ = (l_505_ == 0u);
                                            if (l_506_) {
                                                uint l_507_ = (l_503_ & 8388607u);
                                                double l_508_ = double(l_507_);
                                                double l_509_ = (l_508_ * 1.401298464324817e-45L);
                                                l_mut_38_ = l_509_;
                                                uint l_510_ = (l_503_ >> 31u);
                                                bool l_511_ = (l_510_ == 1u);
                                                if (l_511_) {
                                                    double _e1193 = l_mut_38_;
                                                    double l_512_ = -(_e1193);
                                                    l_mut_38_ = l_512_;
                                                }
                                            }
                                            double l_513_ = (l_457_ + l_456_);
                                            double _e1196 = l_mut_122_;
                                            bool l_514_ = (l_513_ <= _e1196);
                                            l_mut_142_ = l_514_;
                                            double l_515_ = (l_457_ - l_456_);
                                            double _e1199 = l_mut_122_;
                                            bool l_516_ = (l_515_ > _e1199);
                                            l_mut_139_ = l_516_;
                                            double l_517_ = (l_458_ - l_456_);
                                            double _e1202 = l_mut_122_;
                                            bool l_518_ = (l_517_ >= _e1202);
                                            l_mut_136_ = l_518_;
                                            double l_519_ = (l_458_ + l_456_);
                                            double _e1205 = l_mut_122_;
                                            bool l_520_ = (l_519_ < _e1205);
                                            l_mut_133_ = l_520_;
                                            if (l_13_) {
                                                double l_521_ = (l_457_ + l_456_);
                                                double _e1208 = l_mut_61_;
                                                bool l_522_ = (l_521_ < _e1208);
                                                l_mut_142_ = l_522_;
                                                double l_523_ = (l_457_ - l_456_);
                                                double _e1211 = l_mut_61_;
                                                bool l_524_ = (l_523_ >= _e1211);
                                                l_mut_139_ = l_524_;
                                                double l_525_ = (l_458_ - l_456_);
                                                double _e1214 = l_mut_38_;
                                                bool l_526_ = (l_525_ > _e1214);
                                                l_mut_136_ = l_526_;
                                                double l_527_ = (l_458_ + l_456_);
                                                double _e1217 = l_mut_38_;
                                                bool l_528_ = (l_527_ <= _e1217);
                                                l_mut_133_ = l_528_;
                                            }
                                            l_mut_48_ = 2u;
                                            bool _e1220 = l_mut_139_;
                                            if (!(_e1220)) {
                                                bool _e1224 = l_mut_133_;
                                                local_28 = _e1224;
                                            } else {
                                                local_28 = true;
                                            }
                                            bool l_529_ = local_28;
                                            if (l_529_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                bool _e1228 = l_mut_142_;
                                                if (_e1228) {
                                                    bool _e1231 = l_mut_136_;
                                                    local_29 = _e1231;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_530_ = local_29;
                                                if (l_530_) {
                                                    l_mut_48_ = 0u;
                                                }
                                            }
                                            uint l_531_ = asuint(l_15_);
                                            uint l_532_ = (l_531_ & 2147483647u);
                                            bool l_533_ = (l_532_ == 0u);
                                            if (l_533_) {
                                                double l_534_ = (l_457_ + l_456_);
                                                bool l_535_ = (l_534_ < 1.1754943508222875e-38L);
                                                double l_536_ = (l_458_ - l_456_);
                                                bool l_537_ = (l_536_ > -1.1754943508222875e-38L);
                                                if (l_535_) {
                                                    local_30 = l_537_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_538_ = local_30;
                                                double l_539_ = (l_457_ - l_456_);
                                                bool l_540_ = (l_539_ < 1.1754943508222875e-38L);
                                                double l_541_ = (l_458_ + l_456_);
                                                bool l_542_ = (l_541_ > -1.1754943508222875e-38L);
                                                if (l_540_) {
                                                    local_31 = l_542_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_543_ = local_31;
                                                if (l_538_) {
                                                    l_mut_48_ = 0u;
                                                } else {
                                                    uint _e1261 = l_mut_48_;
                                                    bool l_544_ = (_e1261 == 1u);
                                                    if (l_543_) {
                                                        local_32 = l_544_;
                                                    } else {
                                                        local_32 = false;
                                                    }
                                                    bool l_545_ = local_32;
                                                    if (l_545_) {
                                                        l_mut_48_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1269 = l_mut_48_;
                                            l_mut_87_ = _e1269;
                                        }
                                        uint _e1270 = l_mut_87_;
                                        l_mut_31_ = _e1270;
                                    } else {
                                        bool l_546_ = (l_9_ == 6u);
                                        if (l_546_) {
                                            l_mut_31_ = 0u;
                                            bool l_547_ = (l_27_ <= l_22_);
                                            if (l_547_) {
                                                double l_548_ = (l_19_ * 1.4551915228366852e-11L);
                                                double l_549_ = (l_29_ + l_548_);
                                                double l_550_ = (l_16_ - l_19_);
                                                double l_551_ = (l_16_ + l_19_);
                                                uint l_552_ = asuint(l_15_);
                                                double l_553_ = double(l_15_);
                                                l_mut_122_ = l_553_;
                                                uint l_554_ = (l_552_ & 2139095040u);
                                                bool l_555_ = (l_554_ == 0u);
                                                if (l_555_) {
                                                    uint l_556_ = (l_552_ & 8388607u);
                                                    double l_557_ = double(l_556_);
                                                    double l_558_ = (l_557_ * 1.401298464324817e-45L);
                                                    l_mut_122_ = l_558_;
                                                    uint l_559_ = (l_552_ >> 31u);
                                                    bool l_560_ = (l_559_ == 1u);
                                                    if (l_560_) {
                                                        double _e1295 = l_mut_122_;
                                                        double l_561_ = -(_e1295);
                                                        l_mut_122_ = l_561_;
                                                    }
                                                }
                                                uint l_562_ = asuint(l_15_);
                                                uint l_563_ = (l_562_ + 1u);
                                                l_mut_87_ = l_563_;
                                                uint l_564_ = (l_562_ & 2147483647u);
                                                bool l_565_ = (l_564_ == 0u);
                                                if (l_565_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    uint l_566_ = (l_562_ & 2147483648u);
                                                    bool l_567_ = (l_566_ != 0u);
                                                    if (l_567_) {
                                                        uint l_568_ = (l_562_ - 1u);
                                                        l_mut_87_ = l_568_;
                                                    } else {
                                                        bool l_569_ = (l_562_ == 2139095040u);
                                                        if (l_569_) {
                                                            l_mut_87_ = l_562_;
                                                        }
                                                    }
                                                }
                                                uint _e1313 = l_mut_87_;
                                                float l_570_ = asfloat(_e1313);
                                                uint l_571_ = asuint(l_570_);
                                                double l_572_ = double(l_570_);
                                                l_mut_61_ = l_572_;
                                                uint l_573_ = (l_571_ & 2139095040u);
                                                bool l_574_ = (l_573_ == 0u);
                                                if (l_574_) {
                                                    uint l_575_ = (l_571_ & 8388607u);
                                                    double l_576_ = double(l_575_);
                                                    double l_577_ = (l_576_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_577_;
                                                    uint l_578_ = (l_571_ >> 31u);
                                                    bool l_579_ = (l_578_ == 1u);
                                                    if (l_579_) {
                                                        double _e1330 = l_mut_61_;
                                                        double l_580_ = -(_e1330);
                                                        l_mut_61_ = l_580_;
                                                    }
                                                }
                                                uint l_581_ = asuint(l_15_);
                                                uint l_582_ = (l_581_ ^ 2147483648u);
                                                float l_583_ = asfloat(l_582_);
                                                uint l_584_ = asuint(l_583_);
                                                uint l_585_ = (l_584_ + 1u);
                                                l_mut_87_ = l_585_;
                                                uint l_586_ = (l_584_ & 2147483647u);
                                                bool l_587_ = (l_586_ == 0u);
                                                if (l_587_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    uint l_588_ = (l_584_ & 2147483648u);
                                                    bool l_589_ = (l_588_ != 0u);
                                                    if (l_589_) {
                                                        uint l_590_ = (l_584_ - 1u);
                                                        l_mut_87_ = l_590_;
                                                    } else {
                                                        bool l_591_ = (l_584_ == 2139095040u);
                                                        if (l_591_) {
                                                            l_mut_87_ = l_584_;
                                                        }
                                                    }
                                                }
                                                uint _e1352 = l_mut_87_;
                                                float l_592_ = asfloat(_e1352);
                                                uint l_593_ = asuint(l_592_);
                                                uint l_594_ = (l_593_ ^ 2147483648u);
                                                float l_595_ = asfloat(l_594_);
                                                uint l_596_ = asuint(l_595_);
                                                double l_597_ = double(l_595_);
                                                l_mut_38_ = l_597_;
                                                uint l_598_ = (l_596_ & 2139095040u);
                                                bool l_599_ = (l_598_ == 0u);
                                                if (l_599_) {
                                                    uint l_600_ = (l_596_ & 8388607u);
                                                    double l_601_ = double(l_600_);
                                                    double l_602_ = (l_601_ * 1.401298464324817e-45L);
                                                    l_mut_38_ = l_602_;
                                                    uint l_603_ = (l_596_ >> 31u);
                                                    bool l_604_ = (l_603_ == 1u);
                                                    if (l_604_) {
                                                        double _e1373 = l_mut_38_;
                                                        double l_605_ = -(_e1373);
                                                        l_mut_38_ = l_605_;
                                                    }
                                                }
                                                double l_606_ = (l_550_ + l_549_);
                                                double _e1376 = l_mut_122_;
                                                bool l_607_ = (l_606_ <= _e1376);
                                                l_mut_142_ = l_607_;
                                                double l_608_ = (l_550_ - l_549_);
                                                double _e1379 = l_mut_122_;
                                                bool l_609_ = (l_608_ > _e1379);
                                                l_mut_139_ = l_609_;
                                                double l_610_ = (l_551_ - l_549_);
                                                double _e1382 = l_mut_122_;
                                                bool l_611_ = (l_610_ >= _e1382);
                                                l_mut_136_ = l_611_;
                                                double l_612_ = (l_551_ + l_549_);
                                                double _e1385 = l_mut_122_;
                                                bool l_613_ = (l_612_ < _e1385);
                                                l_mut_133_ = l_613_;
                                                if (l_13_) {
                                                    double l_614_ = (l_550_ + l_549_);
                                                    double _e1388 = l_mut_61_;
                                                    bool l_615_ = (l_614_ < _e1388);
                                                    l_mut_142_ = l_615_;
                                                    double l_616_ = (l_550_ - l_549_);
                                                    double _e1391 = l_mut_61_;
                                                    bool l_617_ = (l_616_ >= _e1391);
                                                    l_mut_139_ = l_617_;
                                                    double l_618_ = (l_551_ - l_549_);
                                                    double _e1394 = l_mut_38_;
                                                    bool l_619_ = (l_618_ > _e1394);
                                                    l_mut_136_ = l_619_;
                                                    double l_620_ = (l_551_ + l_549_);
                                                    double _e1397 = l_mut_38_;
                                                    bool l_621_ = (l_620_ <= _e1397);
                                                    l_mut_133_ = l_621_;
                                                }
                                                l_mut_87_ = 2u;
                                                bool _e1400 = l_mut_139_;
                                                if (!(_e1400)) {
                                                    bool _e1404 = l_mut_133_;
                                                    local_33 = _e1404;
                                                } else {
                                                    local_33 = true;
                                                }
                                                bool l_622_ = local_33;
                                                if (l_622_) {
                                                    l_mut_87_ = 1u;
                                                } else {
                                                    bool _e1408 = l_mut_142_;
                                                    if (_e1408) {
                                                        bool _e1411 = l_mut_136_;
                                                        local_34 = _e1411;
                                                    } else {
                                                        local_34 = false;
                                                    }
                                                    bool l_623_ = local_34;
                                                    if (l_623_) {
                                                        l_mut_87_ = 0u;
                                                    }
                                                }
                                                uint l_624_ = asuint(l_15_);
                                                uint l_625_ = (l_624_ & 2147483647u);
                                                bool l_626_ = (l_625_ == 0u);
                                                if (l_626_) {
                                                    double l_627_ = (l_550_ + l_549_);
                                                    bool l_628_ = (l_627_ < 1.1754943508222875e-38L);
                                                    double l_629_ = (l_551_ - l_549_);
                                                    bool l_630_ = (l_629_ > -1.1754943508222875e-38L);
                                                    if (l_628_) {
                                                        local_35 = l_630_;
                                                    } else {
                                                        local_35 = false;
                                                    }
                                                    bool l_631_ = local_35;
                                                    double l_632_ = (l_550_ - l_549_);
                                                    bool l_633_ = (l_632_ < 1.1754943508222875e-38L);
                                                    double l_634_ = (l_551_ + l_549_);
                                                    bool l_635_ = (l_634_ > -1.1754943508222875e-38L);
                                                    if (l_633_) {
                                                        local_36 = l_635_;
                                                    } else {
                                                        local_36 = false;
                                                    }
                                                    bool l_636_ = local_36;
                                                    if (l_631_) {
                                                        l_mut_87_ = 0u;
                                                    } else {
                                                        uint _e1441 = l_mut_87_;
                                                        bool l_637_ = (_e1441 == 1u);
                                                        if (l_636_) {
                                                            local_37 = l_637_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_638_ = local_37;
                                                        if (l_638_) {
                                                            l_mut_87_ = 2u;
                                                        }
                                                    }
                                                }
                                                uint _e1449 = l_mut_87_;
                                                l_mut_31_ = _e1449;
                                            }
                                        } else {
                                            bool l_639_ = (l_9_ == 7u);
                                            if (l_639_) {
                                                double l_640_ = abs(l_16_);
                                                double l_641_ = (l_19_ * l_640_);
                                                l_mut_122_ = l_641_;
                                                double l_642_ = abs(l_16_);
                                                l_mut_61_ = 1.401298464324817e-45L;
                                                bool l_643_ = (l_642_ >= 1.1754943508222875e-38L);
                                                bool l_644_ = (l_642_ <= 1.7976931348623157e308L);
                                                if (l_643_) {
                                                    local_38 = l_644_;
                                                } else {
                                                    local_38 = false;
                                                }
                                                bool l_645_ = local_38;
                                                if (l_645_) {
                                                    uint64_t l_646_ = l_642_;
                                                    uint64_t l_647_ = (l_646_ >> uint(52uL));
                                                    uint64_t l_648_ = (l_647_ - 23uL);
                                                    uint64_t l_649_ = (l_648_ << uint(52uL));
                                                    double l_650_ = l_649_;
                                                    l_mut_61_ = l_650_;
                                                }
                                                double _e1477 = l_mut_61_;
                                                double l_651_ = (0.5L * _e1477);
                                                double _e1479 = l_mut_122_;
                                                bool l_652_ = (l_651_ > _e1479);
                                                if (l_652_) {
                                                    l_mut_122_ = l_651_;
                                                }
                                                double l_653_ = (l_16_ - l_29_);
                                                double l_654_ = abs(l_653_);
                                                l_mut_61_ = 1.401298464324817e-45L;
                                                bool l_655_ = (l_654_ >= 1.1754943508222875e-38L);
                                                bool l_656_ = (l_654_ <= 1.7976931348623157e308L);
                                                if (l_655_) {
                                                    local_39 = l_656_;
                                                } else {
                                                    local_39 = false;
                                                }
                                                bool l_657_ = local_39;
                                                if (l_657_) {
                                                    uint64_t l_658_ = l_654_;
                                                    uint64_t l_659_ = (l_658_ >> uint(52uL));
                                                    uint64_t l_660_ = (l_659_ - 23uL);
                                                    uint64_t l_661_ = (l_660_ << uint(52uL));
                                                    double l_662_ = l_661_;
                                                    l_mut_61_ = l_662_;
                                                }
                                                double l_663_ = (l_16_ + l_29_);
                                                double l_664_ = abs(l_663_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_665_ = (l_664_ >= 1.1754943508222875e-38L);
                                                bool l_666_ = (l_664_ <= 1.7976931348623157e308L);
                                                if (l_665_) {
                                                    local_40 = l_666_;
                                                } else {
                                                    local_40 = false;
                                                }
                                                bool l_667_ = local_40;
                                                if (l_667_) {
                                                    uint64_t l_668_ = l_664_;
                                                    uint64_t l_669_ = (l_668_ >> uint(52uL));
                                                    uint64_t l_670_ = (l_669_ - 23uL);
                                                    uint64_t l_671_ = (l_670_ << uint(52uL));
                                                    double l_672_ = l_671_;
                                                    l_mut_38_ = l_672_;
                                                }
                                                double _e1527 = l_mut_61_;
                                                double _e1528 = l_mut_38_;
                                                bool l_673_ = (_e1527 == _e1528);
                                                if (l_673_) {
                                                    double l_674_ = (l_19_ * l_29_);
                                                    double l_675_ = (l_29_ + l_674_);
                                                    double _e1532 = l_mut_122_;
                                                    double l_676_ = (_e1532 * 1.4551915228366852e-11L);
                                                    double l_677_ = (l_675_ + l_676_);
                                                    double _e1536 = l_mut_122_;
                                                    double l_678_ = (l_16_ - _e1536);
                                                    double _e1538 = l_mut_122_;
                                                    double l_679_ = (l_16_ + _e1538);
                                                    uint l_680_ = asuint(l_15_);
                                                    double l_681_ = double(l_15_);
                                                    l_mut_122_ = l_681_;
                                                    uint l_682_ = (l_680_ & 2139095040u);
                                                    bool l_683_ = (l_682_ == 0u);
                                                    if (l_683_) {
                                                        uint l_684_ = (l_680_ & 8388607u);
                                                        double l_685_ = double(l_684_);
                                                        double l_686_ = (l_685_ * 1.401298464324817e-45L);
                                                        l_mut_122_ = l_686_;
                                                        uint l_687_ = (l_680_ >> 31u);
                                                        bool l_688_ = (l_687_ == 1u);
                                                        if (l_688_) {
                                                            double _e1555 = l_mut_122_;
                                                            double l_689_ = -(_e1555);
                                                            l_mut_122_ = l_689_;
                                                        }
                                                    }
                                                    uint l_690_ = asuint(l_15_);
                                                    uint l_691_ = (l_690_ + 1u);
                                                    l_mut_87_ = l_691_;
                                                    uint l_692_ = (l_690_ & 2147483647u);
                                                    bool l_693_ = (l_692_ == 0u);
                                                    if (l_693_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        uint l_694_ = (l_690_ & 2147483648u);
                                                        bool l_695_ = (l_694_ != 0u);
                                                        if (l_695_) {
                                                            uint l_696_ = (l_690_ - 1u);
                                                            l_mut_87_ = l_696_;
                                                        } else {
                                                            bool l_697_ = (l_690_ == 2139095040u);
                                                            if (l_697_) {
                                                                l_mut_87_ = l_690_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1573 = l_mut_87_;
                                                    float l_698_ = asfloat(_e1573);
                                                    uint l_699_ = asuint(l_698_);
                                                    double l_700_ = double(l_698_);
                                                    l_mut_61_ = l_700_;
                                                    uint l_701_ = (l_699_ & 2139095040u);
                                                    bool l_702_ = (l_701_ == 0u);
                                                    if (l_702_) {
                                                        uint l_703_ = (l_699_ & 8388607u);
                                                        double l_704_ = double(l_703_);
                                                        double l_705_ = (l_704_ * 1.401298464324817e-45L);
                                                        l_mut_61_ = l_705_;
                                                        uint l_706_ = (l_699_ >> 31u);
                                                        bool l_707_ = (l_706_ == 1u);
                                                        if (l_707_) {
                                                            double _e1590 = l_mut_61_;
                                                            double l_708_ = -(_e1590);
                                                            l_mut_61_ = l_708_;
                                                        }
                                                    }
                                                    uint l_709_ = asuint(l_15_);
                                                    uint l_710_ = (l_709_ ^ 2147483648u);
                                                    float l_711_ = asfloat(l_710_);
                                                    uint l_712_ = asuint(l_711_);
                                                    uint l_713_ = (l_712_ + 1u);
                                                    l_mut_87_ = l_713_;
                                                    uint l_714_ = (l_712_ & 2147483647u);
                                                    bool l_715_ = (l_714_ == 0u);
                                                    if (l_715_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        uint l_716_ = (l_712_ & 2147483648u);
                                                        bool l_717_ = (l_716_ != 0u);
                                                        if (l_717_) {
                                                            uint l_718_ = (l_712_ - 1u);
                                                            l_mut_87_ = l_718_;
                                                        } else {
                                                            bool l_719_ = (l_712_ == 2139095040u);
                                                            if (l_719_) {
                                                                l_mut_87_ = l_712_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1612 = l_mut_87_;
                                                    float l_720_ = asfloat(_e1612);
                                                    uint l_721_ = asuint(l_720_);
                                                    uint l_722_ = (l_721_ ^ 2147483648u);
                                                    float l_723_ = asfloat(l_722_);
                                                    uint l_724_ = asuint(l_723_);
                                                    double l_725_ = double(l_723_);
                                                    l_mut_38_ = l_725_;
                                                    uint l_726_ = (l_724_ & 2139095040u);
                                                    bool l_727_ = (l_726_ == 0u);
                                                    if (l_727_) {
                                                        uint l_728_ = (l_724_ & 8388607u);
                                                        double l_729_ = double(l_728_);
                                                        double l_730_ = (l_729_ * 1.401298464324817e-45L);
                                                        l_mut_38_ = l_730_;
                                                        uint l_731_ = (l_724_ >> 31u);
                                                        bool l_732_ = (l_731_ == 1u);
                                                        if (l_732_) {
                                                            double _e1633 = l_mut_38_;
                                                            double l_733_ = -(_e1633);
                                                            l_mut_38_ = l_733_;
                                                        }
                                                    }
                                                    double l_734_ = (l_678_ + l_677_);
                                                    double _e1636 = l_mut_122_;
                                                    bool l_735_ = (l_734_ <= _e1636);
                                                    l_mut_142_ = l_735_;
                                                    double l_736_ = (l_678_ - l_677_);
                                                    double _e1639 = l_mut_122_;
                                                    bool l_737_ = (l_736_ > _e1639);
                                                    l_mut_139_ = l_737_;
                                                    double l_738_ = (l_679_ - l_677_);
                                                    double _e1642 = l_mut_122_;
                                                    bool l_739_ = (l_738_ >= _e1642);
                                                    l_mut_136_ = l_739_;
                                                    double l_740_ = (l_679_ + l_677_);
                                                    double _e1645 = l_mut_122_;
                                                    bool l_741_ = (l_740_ < _e1645);
                                                    l_mut_133_ = l_741_;
                                                    if (l_13_) {
                                                        double l_742_ = (l_678_ + l_677_);
                                                        double _e1648 = l_mut_61_;
                                                        bool l_743_ = (l_742_ < _e1648);
                                                        l_mut_142_ = l_743_;
                                                        double l_744_ = (l_678_ - l_677_);
                                                        double _e1651 = l_mut_61_;
                                                        bool l_745_ = (l_744_ >= _e1651);
                                                        l_mut_139_ = l_745_;
                                                        double l_746_ = (l_679_ - l_677_);
                                                        double _e1654 = l_mut_38_;
                                                        bool l_747_ = (l_746_ > _e1654);
                                                        l_mut_136_ = l_747_;
                                                        double l_748_ = (l_679_ + l_677_);
                                                        double _e1657 = l_mut_38_;
                                                        bool l_749_ = (l_748_ <= _e1657);
                                                        l_mut_133_ = l_749_;
                                                    }
                                                    l_mut_87_ = 2u;
                                                    bool _e1660 = l_mut_139_;
                                                    if (!(_e1660)) {
                                                        bool _e1664 = l_mut_133_;
                                                        local_41 = _e1664;
                                                    } else {
                                                        local_41 = true;
                                                    }
                                                    bool l_750_ = local_41;
                                                    if (l_750_) {
                                                        l_mut_87_ = 1u;
                                                    } else {
                                                        bool _e1668 = l_mut_142_;
                                                        if (_e1668) {
                                                            bool _e1671 = l_mut_136_;
                                                            local_42 = _e1671;
                                                        } else {
                                                            local_42 = false;
                                                        }
                                                        bool l_751_ = local_42;
                                                        if (l_751_) {
                                                            l_mut_87_ = 0u;
                                                        }
                                                    }
                                                    uint l_752_ = asuint(l_15_);
                                                    uint l_753_ = (l_752_ & 2147483647u);
                                                    bool l_754_ = (l_753_ == 0u);
                                                    if (l_754_) {
                                                        double l_755_ = (l_678_ + l_677_);
                                                        bool l_756_ = (l_755_ < 1.1754943508222875e-38L);
                                                        double l_757_ = (l_679_ - l_677_);
                                                        bool l_758_ = (l_757_ > -1.1754943508222875e-38L);
                                                        if (l_756_) {
                                                            local_43 = l_758_;
                                                        } else {
                                                            local_43 = false;
                                                        }
                                                        bool l_759_ = local_43;
                                                        double l_760_ = (l_678_ - l_677_);
                                                        bool l_761_ = (l_760_ < 1.1754943508222875e-38L);
                                                        double l_762_ = (l_679_ + l_677_);
                                                        bool l_763_ = (l_762_ > -1.1754943508222875e-38L);
                                                        if (l_761_) {
                                                            local_44 = l_763_;
                                                        } else {
                                                            local_44 = false;
                                                        }
                                                        bool l_764_ = local_44;
                                                        if (l_759_) {
                                                            l_mut_87_ = 0u;
                                                        } else {
                                                            uint _e1701 = l_mut_87_;
                                                            bool l_765_ = (_e1701 == 1u);
                                                            if (l_764_) {
                                                                local_45 = l_765_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_766_ = local_45;
                                                            if (l_766_) {
                                                                l_mut_87_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1709 = l_mut_87_;
                                                    l_mut_31_ = _e1709;
                                                }
                                            } else {
                                                bool l_767_ = (l_9_ == 8u);
                                                if (l_767_) {
                                                    bool l_768_ = (l_26_ >= 0.5L);
                                                    bool l_769_ = (l_26_ <= 2.0L);
                                                    if (l_768_) {
                                                        local_46 = l_769_;
                                                    } else {
                                                        local_46 = false;
                                                    }
                                                    bool l_770_ = local_46;
                                                    if (l_770_) {
                                                        double l_771_ = (l_19_ * 1.4551915228366852e-11L);
                                                        double l_772_ = (l_29_ + l_771_);
                                                        double l_773_ = (l_16_ - l_19_);
                                                        double l_774_ = (l_16_ + l_19_);
                                                        uint l_775_ = asuint(l_15_);
                                                        double l_776_ = double(l_15_);
                                                        l_mut_122_ = l_776_;
                                                        uint l_777_ = (l_775_ & 2139095040u);
                                                        bool l_778_ = (l_777_ == 0u);
                                                        if (l_778_) {
                                                            uint l_779_ = (l_775_ & 8388607u);
                                                            double l_780_ = double(l_779_);
                                                            double l_781_ = (l_780_ * 1.401298464324817e-45L);
                                                            l_mut_122_ = l_781_;
                                                            uint l_782_ = (l_775_ >> 31u);
                                                            bool l_783_ = (l_782_ == 1u);
                                                            if (l_783_) {
                                                                double _e1740 = l_mut_122_;
                                                                double l_784_ = -(_e1740);
                                                                l_mut_122_ = l_784_;
                                                            }
                                                        }
                                                        uint l_785_ = asuint(l_15_);
                                                        uint l_786_ = (l_785_ + 1u);
                                                        l_mut_87_ = l_786_;
                                                        uint l_787_ = (l_785_ & 2147483647u);
                                                        bool l_788_ = (l_787_ == 0u);
                                                        if (l_788_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            uint l_789_ = (l_785_ & 2147483648u);
                                                            bool l_790_ = (l_789_ != 0u);
                                                            if (l_790_) {
                                                                uint l_791_ = (l_785_ - 1u);
                                                                l_mut_87_ = l_791_;
                                                            } else {
                                                                bool l_792_ = (l_785_ == 2139095040u);
                                                                if (l_792_) {
                                                                    l_mut_87_ = l_785_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1758 = l_mut_87_;
                                                        float l_793_ = asfloat(_e1758);
                                                        uint l_794_ = asuint(l_793_);
                                                        double l_795_ = double(l_793_);
                                                        l_mut_61_ = l_795_;
                                                        uint l_796_ = (l_794_ & 2139095040u);
                                                        bool l_797_ = (l_796_ == 0u);
                                                        if (l_797_) {
                                                            uint l_798_ = (l_794_ & 8388607u);
                                                            double l_799_ = double(l_798_);
                                                            double l_800_ = (l_799_ * 1.401298464324817e-45L);
                                                            l_mut_61_ = l_800_;
                                                            uint l_801_ = (l_794_ >> 31u);
                                                            bool l_802_ = (l_801_ == 1u);
                                                            if (l_802_) {
                                                                double _e1775 = l_mut_61_;
                                                                double l_803_ = -(_e1775);
                                                                l_mut_61_ = l_803_;
                                                            }
                                                        }
                                                        uint l_804_ = asuint(l_15_);
                                                        uint l_805_ = (l_804_ ^ 2147483648u);
                                                        float l_806_ = asfloat(l_805_);
                                                        uint l_807_ = asuint(l_806_);
                                                        uint l_808_ = (l_807_ + 1u);
                                                        l_mut_87_ = l_808_;
                                                        uint l_809_ = (l_807_ & 2147483647u);
                                                        bool l_810_ = (l_809_ == 0u);
                                                        if (l_810_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            uint l_811_ = (l_807_ & 2147483648u);
                                                            bool l_812_ = (l_811_ != 0u);
                                                            if (l_812_) {
                                                                uint l_813_ = (l_807_ - 1u);
                                                                l_mut_87_ = l_813_;
                                                            } else {
                                                                bool l_814_ = (l_807_ == 2139095040u);
                                                                if (l_814_) {
                                                                    l_mut_87_ = l_807_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1797 = l_mut_87_;
                                                        float l_815_ = asfloat(_e1797);
                                                        uint l_816_ = asuint(l_815_);
                                                        uint l_817_ = (l_816_ ^ 2147483648u);
                                                        float l_818_ = asfloat(l_817_);
                                                        uint l_819_ = asuint(l_818_);
                                                        double l_820_ = double(l_818_);
                                                        l_mut_38_ = l_820_;
                                                        uint l_821_ = (l_819_ & 2139095040u);
                                                        bool l_822_ = (l_821_ == 0u);
                                                        if (l_822_) {
                                                            uint l_823_ = (l_819_ & 8388607u);
                                                            double l_824_ = double(l_823_);
                                                            double l_825_ = (l_824_ * 1.401298464324817e-45L);
                                                            l_mut_38_ = l_825_;
                                                            uint l_826_ = (l_819_ >> 31u);
                                                            bool l_827_ = (l_826_ == 1u);
                                                            if (l_827_) {
                                                                double _e1818 = l_mut_38_;
                                                                double l_828_ = -(_e1818);
                                                                l_mut_38_ = l_828_;
                                                            }
                                                        }
                                                        double l_829_ = (l_773_ + l_772_);
                                                        double _e1821 = l_mut_122_;
                                                        bool l_830_ = (l_829_ <= _e1821);
                                                        l_mut_142_ = l_830_;
                                                        double l_831_ = (l_773_ - l_772_);
                                                        double _e1824 = l_mut_122_;
                                                        bool l_832_ = (l_831_ > _e1824);
                                                        l_mut_139_ = l_832_;
                                                        double l_833_ = (l_774_ - l_772_);
                                                        double _e1827 = l_mut_122_;
                                                        bool l_834_ = (l_833_ >= _e1827);
                                                        l_mut_136_ = l_834_;
                                                        double l_835_ = (l_774_ + l_772_);
                                                        double _e1830 = l_mut_122_;
                                                        bool l_836_ = (l_835_ < _e1830);
                                                        l_mut_133_ = l_836_;
                                                        if (l_13_) {
                                                            double l_837_ = (l_773_ + l_772_);
                                                            double _e1833 = l_mut_61_;
                                                            bool l_838_ = (l_837_ < _e1833);
                                                            l_mut_142_ = l_838_;
                                                            double l_839_ = (l_773_ - l_772_);
                                                            double _e1836 = l_mut_61_;
                                                            bool l_840_ = (l_839_ >= _e1836);
                                                            l_mut_139_ = l_840_;
                                                            double l_841_ = (l_774_ - l_772_);
                                                            double _e1839 = l_mut_38_;
                                                            bool l_842_ = (l_841_ > _e1839);
                                                            l_mut_136_ = l_842_;
                                                            double l_843_ = (l_774_ + l_772_);
                                                            double _e1842 = l_mut_38_;
                                                            bool l_844_ = (l_843_ <= _e1842);
                                                            l_mut_133_ = l_844_;
                                                        }
                                                        l_mut_87_ = 2u;
                                                        bool _e1845 = l_mut_139_;
                                                        if (!(_e1845)) {
                                                            bool _e1849 = l_mut_133_;
                                                            local_47 = _e1849;
                                                        } else {
                                                            local_47 = true;
                                                        }
                                                        bool l_845_ = local_47;
                                                        if (l_845_) {
                                                            l_mut_87_ = 1u;
                                                        } else {
                                                            bool _e1853 = l_mut_142_;
                                                            if (_e1853) {
                                                                bool _e1856 = l_mut_136_;
                                                                local_48 = _e1856;
                                                            } else {
                                                                local_48 = false;
                                                            }
                                                            bool l_846_ = local_48;
                                                            if (l_846_) {
                                                                l_mut_87_ = 0u;
                                                            }
                                                        }
                                                        uint l_847_ = asuint(l_15_);
                                                        uint l_848_ = (l_847_ & 2147483647u);
                                                        bool l_849_ = (l_848_ == 0u);
                                                        if (l_849_) {
                                                            double l_850_ = (l_773_ + l_772_);
                                                            bool l_851_ = (l_850_ < 1.1754943508222875e-38L);
                                                            double l_852_ = (l_774_ - l_772_);
                                                            bool l_853_ = (l_852_ > -1.1754943508222875e-38L);
                                                            if (l_851_) {
                                                                local_49 = l_853_;
                                                            } else {
                                                                local_49 = false;
                                                            }
                                                            bool l_854_ = local_49;
                                                            double l_855_ = (l_773_ - l_772_);
                                                            bool l_856_ = (l_855_ < 1.1754943508222875e-38L);
                                                            double l_857_ = (l_774_ + l_772_);
                                                            bool l_858_ = (l_857_ > -1.1754943508222875e-38L);
                                                            if (l_856_) {
                                                                local_50 = l_858_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_859_ = local_50;
                                                            if (l_854_) {
                                                                l_mut_87_ = 0u;
                                                            } else {
                                                                uint _e1886 = l_mut_87_;
                                                                bool l_860_ = (_e1886 == 1u);
                                                                if (l_859_) {
                                                                    local_51 = l_860_;
                                                                } else {
                                                                    local_51 = false;
                                                                }
                                                                bool l_861_ = local_51;
                                                                if (l_861_) {
                                                                    l_mut_87_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1894 = l_mut_87_;
                                                        l_mut_31_ = _e1894;
                                                    } else {
                                                        double l_862_ = abs(l_16_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_863_ = (l_862_ >= 1.1754943508222875e-38L);
                                                        bool l_864_ = (l_862_ <= 1.7976931348623157e308L);
                                                        if (l_863_) {
                                                            local_52 = l_864_;
                                                        } else {
                                                            local_52 = false;
                                                        }
                                                        bool l_865_ = local_52;
                                                        if (l_865_) {
                                                            uint64_t l_866_ = l_862_;
                                                            uint64_t l_867_ = (l_866_ >> uint(52uL));
                                                            uint64_t l_868_ = (l_867_ - 23uL);
                                                            uint64_t l_869_ = (l_868_ << uint(52uL));
                                                            double l_870_ = l_869_;
                                                            l_mut_122_ = l_870_;
                                                        }
                                                        double _e1917 = l_mut_122_;
                                                        double l_871_ = (l_22_ * _e1917);
                                                        l_mut_87_ = 2u;
                                                        double l_872_ = (l_16_ - l_29_);
                                                        double l_873_ = abs(l_872_);
                                                        l_mut_122_ = 1.401298464324817e-45L;
                                                        bool l_874_ = (l_873_ >= 1.1754943508222875e-38L);
                                                        bool l_875_ = (l_873_ <= 1.7976931348623157e308L);
                                                        if (l_874_) {
                                                            local_53 = l_875_;
                                                        } else {
                                                            local_53 = false;
                                                        }
                                                        bool l_876_ = local_53;
                                                        if (l_876_) {
                                                            uint64_t l_877_ = l_873_;
                                                            uint64_t l_878_ = (l_877_ >> uint(52uL));
                                                            uint64_t l_879_ = (l_878_ - 23uL);
                                                            uint64_t l_880_ = (l_879_ << uint(52uL));
                                                            double l_881_ = l_880_;
                                                            l_mut_122_ = l_881_;
                                                        }
                                                        double l_882_ = (l_16_ + l_29_);
                                                        double l_883_ = abs(l_882_);
                                                        l_mut_61_ = 1.401298464324817e-45L;
                                                        bool l_884_ = (l_883_ >= 1.1754943508222875e-38L);
                                                        bool l_885_ = (l_883_ <= 1.7976931348623157e308L);
                                                        if (l_884_) {
                                                            local_54 = l_885_;
                                                        } else {
                                                            local_54 = false;
                                                        }
                                                        bool l_886_ = local_54;
                                                        if (l_886_) {
                                                            uint64_t l_887_ = l_883_;
                                                            uint64_t l_888_ = (l_887_ >> uint(52uL));
                                                            uint64_t l_889_ = (l_888_ - 23uL);
                                                            uint64_t l_890_ = (l_889_ << uint(52uL));
                                                            double l_891_ = l_890_;
                                                            l_mut_61_ = l_891_;
                                                        }
                                                        double _e1966 = l_mut_122_;
                                                        double _e1967 = l_mut_61_;
                                                        bool l_892_ = (_e1966 == _e1967);
                                                        if (l_892_) {
                                                            double l_893_ = (l_871_ * 1.4551915228366852e-11L);
                                                            double l_894_ = (l_29_ + l_893_);
                                                            double l_895_ = (l_16_ - l_871_);
                                                            double l_896_ = (l_16_ + l_871_);
                                                            uint l_897_ = asuint(l_15_);
                                                            double l_898_ = double(l_15_);
                                                            l_mut_122_ = l_898_;
                                                            uint l_899_ = (l_897_ & 2139095040u);
                                                            bool l_900_ = (l_899_ == 0u);
                                                            if (l_900_) {
                                                                uint l_901_ = (l_897_ & 8388607u);
                                                                double l_902_ = double(l_901_);
                                                                double l_903_ = (l_902_ * 1.401298464324817e-45L);
                                                                l_mut_122_ = l_903_;
                                                                uint l_904_ = (l_897_ >> 31u);
                                                                bool l_905_ = (l_904_ == 1u);
                                                                if (l_905_) {
                                                                    double _e1989 = l_mut_122_;
                                                                    double l_906_ = -(_e1989);
                                                                    l_mut_122_ = l_906_;
                                                                }
                                                            }
                                                            uint l_907_ = asuint(l_15_);
                                                            uint l_908_ = (l_907_ + 1u);
                                                            l_mut_48_ = l_908_;
                                                            uint l_909_ = (l_907_ & 2147483647u);
                                                            bool l_910_ = (l_909_ == 0u);
                                                            if (l_910_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_911_ = (l_907_ & 2147483648u);
                                                                bool l_912_ = (l_911_ != 0u);
                                                                if (l_912_) {
                                                                    uint l_913_ = (l_907_ - 1u);
                                                                    l_mut_48_ = l_913_;
                                                                } else {
                                                                    bool l_914_ = (l_907_ == 2139095040u);
                                                                    if (l_914_) {
                                                                        l_mut_48_ = l_907_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2007 = l_mut_48_;
                                                            float l_915_ = asfloat(_e2007);
                                                            uint l_916_ = asuint(l_915_);
                                                            double l_917_ = double(l_915_);
                                                            l_mut_61_ = l_917_;
                                                            uint l_918_ = (l_916_ & 2139095040u);
                                                            bool l_919_ = (l_918_ == 0u);
                                                            if (l_919_) {
                                                                uint l_920_ = (l_916_ & 8388607u);
                                                                double l_921_ = double(l_920_);
                                                                double l_922_ = (l_921_ * 1.401298464324817e-45L);
                                                                l_mut_61_ = l_922_;
                                                                uint l_923_ = (l_916_ >> 31u);
                                                                bool l_924_ = (l_923_ == 1u);
                                                                if (l_924_) {
                                                                    double _e2024 = l_mut_61_;
                                                                    double l_925_ = -(_e2024);
                                                                    l_mut_61_ = l_925_;
                                                                }
                                                            }
                                                            uint l_926_ = asuint(l_15_);
                                                            uint l_927_ = (l_926_ ^ 2147483648u);
                                                            float l_928_ = asfloat(l_927_);
                                                            uint l_929_ = asuint(l_928_);
                                                            uint l_930_ = (l_929_ + 1u);
                                                            l_mut_48_ = l_930_;
                                                            uint l_931_ = (l_929_ & 2147483647u);
                                                            bool l_932_ = (l_931_ == 0u);
                                                            if (l_932_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_933_ = (l_929_ & 2147483648u);
                                                                bool l_934_ = (l_933_ != 0u);
                                                                if (l_934_) {
                                                                    uint l_935_ = (l_929_ - 1u);
                                                                    l_mut_48_ = l_935_;
                                                                } else {
                                                                    bool l_936_ = (l_929_ == 2139095040u);
                                                                    if (l_936_) {
                                                                        l_mut_48_ = l_929_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2046 = l_mut_48_;
                                                            float l_937_ = asfloat(_e2046);
                                                            uint l_938_ = asuint(l_937_);
                                                            uint l_939_ = (l_938_ ^ 2147483648u);
                                                            float l_940_ = asfloat(l_939_);
                                                            uint l_941_ = asuint(l_940_);
                                                            double l_942_ = double(l_940_);
                                                            l_mut_38_ = l_942_;
                                                            uint l_943_ = (l_941_ & 2139095040u);
                                                            bool l_944_ = (l_943_ == 0u);
                                                            if (l_944_) {
                                                                uint l_945_ = (l_941_ & 8388607u);
                                                                double l_946_ = double(l_945_);
                                                                double l_947_ = (l_946_ * 1.401298464324817e-45L);
                                                                l_mut_38_ = l_947_;
                                                                uint l_948_ = (l_941_ >> 31u);
                                                                bool l_949_ = (l_948_ == 1u);
                                                                if (l_949_) {
                                                                    double _e2067 = l_mut_38_;
                                                                    double l_950_ = -(_e2067);
                                                                    l_mut_38_ = l_950_;
                                                                }
                                                            }
                                                            double l_951_ = (l_895_ + l_894_);
                                                            double _e2070 = l_mut_122_;
                                                            bool l_952_ = (l_951_ <= _e2070);
                                                            l_mut_142_ = l_952_;
                                                            double l_953_ = (l_895_ - l_894_);
                                                            double _e2073 = l_mut_122_;
                                                            bool l_954_ = (l_953_ > _e2073);
                                                            l_mut_139_ = l_954_;
                                                            double l_955_ = (l_896_ - l_894_);
                                                            double _e2076 = l_mut_122_;
                                                            bool l_956_ = (l_955_ >= _e2076);
                                                            l_mut_136_ = l_956_;
                                                            double l_957_ = (l_896_ + l_894_);
                                                            double _e2079 = l_mut_122_;
                                                            bool l_958_ = (l_957_ < _e2079);
                                                            l_mut_133_ = l_958_;
                                                            if (l_13_) {
                                                                double l_959_ = (l_895_ + l_894_);
                                                                double _e2082 = l_mut_61_;
                                                                bool l_960_ = (l_959_ < _e2082);
                                                                l_mut_142_ = l_960_;
                                                                double l_961_ = (l_895_ - l_894_);
                                                                double _e2085 = l_mut_61_;
                                                                bool l_962_ = (l_961_ >= _e2085);
                                                                l_mut_139_ = l_962_;
                                                                double l_963_ = (l_896_ - l_894_);
                                                                double _e2088 = l_mut_38_;
                                                                bool l_964_ = (l_963_ > _e2088);
                                                                l_mut_136_ = l_964_;
                                                                double l_965_ = (l_896_ + l_894_);
                                                                double _e2091 = l_mut_38_;
                                                                bool l_966_ = (l_965_ <= _e2091);
                                                                l_mut_133_ = l_966_;
                                                            }
                                                            l_mut_48_ = 2u;
                                                            bool _e2094 = l_mut_139_;
                                                            if (!(_e2094)) {
                                                                bool _e2098 = l_mut_133_;
                                                                local_55 = _e2098;
                                                            } else {
                                                                local_55 = true;
                                                            }
                                                            bool l_967_ = local_55;
                                                            if (l_967_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e2102 = l_mut_142_;
                                                                if (_e2102) {
                                                                    bool _e2105 = l_mut_136_;
                                                                    local_56 = _e2105;
                                                                } else {
                                                                    local_56 = false;
                                                                }
                                                                bool l_968_ = local_56;
                                                                if (l_968_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_969_ = asuint(l_15_);
                                                            uint l_970_ = (l_969_ & 2147483647u);
                                                            bool l_971_ = (l_970_ == 0u);
                                                            if (l_971_) {
                                                                double l_972_ = (l_895_ + l_894_);
                                                                bool l_973_ = (l_972_ < 1.1754943508222875e-38L);
                                                                double l_974_ = (l_896_ - l_894_);
                                                                bool l_975_ = (l_974_ > -1.1754943508222875e-38L);
                                                                if (l_973_) {
                                                                    local_57 = l_975_;
                                                                } else {
                                                                    local_57 = false;
                                                                }
                                                                bool l_976_ = local_57;
                                                                double l_977_ = (l_895_ - l_894_);
                                                                bool l_978_ = (l_977_ < 1.1754943508222875e-38L);
                                                                double l_979_ = (l_896_ + l_894_);
                                                                bool l_980_ = (l_979_ > -1.1754943508222875e-38L);
                                                                if (l_978_) {
                                                                    local_58 = l_980_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_981_ = local_58;
                                                                if (l_976_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e2135 = l_mut_48_;
                                                                    bool l_982_ = (_e2135 == 1u);
                                                                    if (l_981_) {
                                                                        local_59 = l_982_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_983_ = local_59;
                                                                    if (l_983_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2143 = l_mut_48_;
                                                            l_mut_87_ = _e2143;
                                                        }
                                                        uint _e2144 = l_mut_87_;
                                                        l_mut_31_ = _e2144;
                                                    }
                                                } else {
                                                    bool l_984_ = (l_9_ == 13u);
                                                    if (l_984_) {
                                                        double l_986_ = (l_26_ * l_22_);
                                                        double l_987_ = (l_26_ * l_25_);
                                                        double l_988_ = (l_26_ * l_22_);
                                                        double l_989_ = (l_26_ * l_25_);
                                                        a_985_[0] = l_986_;
                                                        a_985_[1] = l_986_;
                                                        double l_990_ = a_985_[0];
                                                        bool l_991_ = (l_987_ < l_990_);
                                                        if (l_991_) {
                                                            a_985_[0] = l_987_;
                                                        }
                                                        double l_992_ = a_985_[0];
                                                        bool l_993_ = (l_988_ < l_992_);
                                                        if (l_993_) {
                                                            a_985_[0] = l_988_;
                                                        }
                                                        double l_994_ = a_985_[0];
                                                        bool l_995_ = (l_989_ < l_994_);
                                                        if (l_995_) {
                                                            a_985_[0] = l_989_;
                                                        }
                                                        double l_996_ = a_985_[1];
                                                        bool l_997_ = (l_987_ > l_996_);
                                                        if (l_997_) {
                                                            a_985_[1] = l_987_;
                                                        }
                                                        double l_998_ = a_985_[1];
                                                        bool l_999_ = (l_988_ > l_998_);
                                                        if (l_999_) {
                                                            a_985_[1] = l_988_;
                                                        }
                                                        double l_1000_ = a_985_[1];
                                                        bool l_1001_ = (l_989_ > l_1000_);
                                                        if (l_1001_) {
                                                            a_985_[1] = l_989_;
                                                        }
                                                        double l_1002_ = a_985_[0];
                                                        double l_1003_ = (l_1002_ * 7.1362384635298e44L);
                                                        double l_1004_ = floor(l_1003_);
                                                        double l_1005_ = (l_1004_ * 1.401298464324817e-45L);
                                                        l_mut_122_ = l_1005_;
                                                        double l_1006_ = abs(l_1002_);
                                                        bool l_1007_ = (l_1006_ >= 1.1754943508222875e-38L);
                                                        if (l_1007_) {
                                                            float l_1008_ = float(l_1002_);
                                                            double l_1009_ = double(l_1008_);
                                                            l_mut_122_ = l_1009_;
                                                            double _e2189 = l_mut_122_;
                                                            bool l_1010_ = (_e2189 > l_1002_);
                                                            if (l_1010_) {
                                                                uint l_1011_ = asuint(l_1008_);
                                                                uint l_1012_ = (l_1011_ ^ 2147483648u);
                                                                float l_1013_ = asfloat(l_1012_);
                                                                uint l_1014_ = asuint(l_1013_);
                                                                uint l_1015_ = (l_1014_ + 1u);
                                                                l_mut_87_ = l_1015_;
                                                                uint l_1016_ = (l_1014_ & 2147483647u);
                                                                bool l_1017_ = (l_1016_ == 0u);
                                                                if (l_1017_) {
                                                                    l_mut_87_ = 1u;
                                                                } else {
                                                                    uint l_1018_ = (l_1014_ & 2147483648u);
                                                                    bool l_1019_ = (l_1018_ != 0u);
                                                                    if (l_1019_) {
                                                                        uint l_1020_ = (l_1014_ - 1u);
                                                                        l_mut_87_ = l_1020_;
                                                                    } else {
                                                                        bool l_1021_ = (l_1014_ == 2139095040u);
                                                                        if (l_1021_) {
                                                                            l_mut_87_ = l_1014_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2211 = l_mut_87_;
                                                                float l_1022_ = asfloat(_e2211);
                                                                uint l_1023_ = asuint(l_1022_);
                                                                uint l_1024_ = (l_1023_ ^ 2147483648u);
                                                                float l_1025_ = asfloat(l_1024_);
                                                                uint l_1026_ = asuint(l_1025_);
                                                                double l_1027_ = double(l_1025_);
                                                                l_mut_61_ = l_1027_;
                                                                uint l_1028_ = (l_1026_ & 2139095040u);
                                                                bool l_1029_ = (l_1028_ == 0u);
                                                                if (l_1029_) {
                                                                    uint l_1030_ = (l_1026_ & 8388607u);
                                                                    double l_1031_ = double(l_1030_);
                                                                    double l_1032_ = (l_1031_ * 1.401298464324817e-45L);
                                                                    l_mut_61_ = l_1032_;
                                                                    uint l_1033_ = (l_1026_ >> 31u);
                                                                    bool l_1034_ = (l_1033_ == 1u);
                                                                    if (l_1034_) {
                                                                        double _e2232 = l_mut_61_;
                                                                        double l_1035_ = -(_e2232);
                                                                        l_mut_61_ = l_1035_;
                                                                    }
                                                                }
                                                                double _e2234 = l_mut_61_;
                                                                l_mut_122_ = _e2234;
                                                            } else {
                                                                uint l_1036_ = asuint(l_1008_);
                                                                uint l_1037_ = (l_1036_ + 1u);
                                                                l_mut_87_ = l_1037_;
                                                                uint l_1038_ = (l_1036_ & 2147483647u);
                                                                bool l_1039_ = (l_1038_ == 0u);
                                                                if (l_1039_) {
                                                                    l_mut_87_ = 1u;
                                                                } else {
                                                                    uint l_1040_ = (l_1036_ & 2147483648u);
                                                                    bool l_1041_ = (l_1040_ != 0u);
                                                                    if (l_1041_) {
                                                                        uint l_1042_ = (l_1036_ - 1u);
                                                                        l_mut_87_ = l_1042_;
                                                                    } else {
                                                                        bool l_1043_ = (l_1036_ == 2139095040u);
                                                                        if (l_1043_) {
                                                                            l_mut_87_ = l_1036_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2251 = l_mut_87_;
                                                                float l_1044_ = asfloat(_e2251);
                                                                uint l_1045_ = asuint(l_1044_);
                                                                double l_1046_ = double(l_1044_);
                                                                l_mut_61_ = l_1046_;
                                                                uint l_1047_ = (l_1045_ & 2139095040u);
                                                                bool l_1048_ = (l_1047_ == 0u);
                                                                if (l_1048_) {
                                                                    uint l_1049_ = (l_1045_ & 8388607u);
                                                                    double l_1050_ = double(l_1049_);
                                                                    double l_1051_ = (l_1050_ * 1.401298464324817e-45L);
                                                                    l_mut_61_ = l_1051_;
                                                                    uint l_1052_ = (l_1045_ >> 31u);
                                                                    bool l_1053_ = (l_1052_ == 1u);
                                                                    if (l_1053_) {
                                                                        double _e2268 = l_mut_61_;
                                                                        double l_1054_ = -(_e2268);
                                                                        l_mut_61_ = l_1054_;
                                                                    }
                                                                }
                                                                double _e2270 = l_mut_61_;
                                                                bool l_1055_ = (_e2270 <= l_1002_);
                                                                if (l_1055_) {
                                                                    uint l_1056_ = asuint(l_1008_);
                                                                    uint l_1057_ = (l_1056_ + 1u);
                                                                    l_mut_87_ = l_1057_;
                                                                    uint l_1058_ = (l_1056_ & 2147483647u);
                                                                    bool l_1059_ = (l_1058_ == 0u);
                                                                    if (l_1059_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1060_ = (l_1056_ & 2147483648u);
                                                                        bool l_1061_ = (l_1060_ != 0u);
                                                                        if (l_1061_) {
                                                                            uint l_1062_ = (l_1056_ - 1u);
                                                                            l_mut_87_ = l_1062_;
                                                                        } else {
                                                                            bool l_1063_ = (l_1056_ == 2139095040u);
                                                                            if (l_1063_) {
                                                                                l_mut_87_ = l_1056_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2288 = l_mut_87_;
                                                                    float l_1064_ = asfloat(_e2288);
                                                                    uint l_1065_ = asuint(l_1064_);
                                                                    double l_1066_ = double(l_1064_);
                                                                    l_mut_61_ = l_1066_;
                                                                    uint l_1067_ = (l_1065_ & 2139095040u);
                                                                    bool l_1068_ = (l_1067_ == 0u);
                                                                    if (l_1068_) {
                                                                        uint l_1069_ = (l_1065_ & 8388607u);
                                                                        double l_1070_ = double(l_1069_);
                                                                        double l_1071_ = (l_1070_ * 1.401298464324817e-45L);
                                                                        l_mut_61_ = l_1071_;
                                                                        uint l_1072_ = (l_1065_ >> 31u);
                                                                        bool l_1073_ = (l_1072_ == 1u);
                                                                        if (l_1073_) {
                                                                            double _e2305 = l_mut_61_;
                                                                            double l_1074_ = -(_e2305);
                                                                            l_mut_61_ = l_1074_;
                                                                        }
                                                                    }
                                                                    double _e2307 = l_mut_61_;
                                                                    l_mut_122_ = _e2307;
                                                                }
                                                            }
                                                        }
                                                        double _e2308 = l_mut_122_;
                                                        l_mut_61_ = _e2308;
                                                        double _e2309 = l_mut_122_;
                                                        bool l_1075_ = (_e2309 > 1000.0L);
                                                        if (l_1075_) {
                                                            double _e2312 = l_mut_122_;
                                                            uint64_t l_1076_ = _e2312;
                                                            uint64_t l_1077_ = (l_1076_ | 9218868437227405312uL);
                                                            uint64_t l_1078_ = (l_1077_ & -4503599627370496L);
                                                            double l_1079_ = l_1078_;
                                                            l_mut_61_ = l_1079_;
                                                        } else {
                                                            double _e2320 = l_mut_122_;
                                                            bool l_1080_ = (_e2320 < -1000.0L);
                                                            if (l_1080_) {
                                                                l_mut_61_ = 0.0L;
                                                            } else {
                                                                double _e2324 = l_mut_122_;
                                                                const bool _e2325 = is_nan_1_f64_(_e2324);
                                                                bool l_1082_ = !(_e2325);
                                                                if (l_1082_) {
                                                                    double _e2327 = l_mut_122_;
                                                                    double l_1083_ = (_e2327 + 0.5L);
                                                                    double l_1084_ = floor(l_1083_);
                                                                    double _e2331 = l_mut_122_;
                                                                    double l_1085_ = (_e2331 - l_1084_);
                                                                    double l_1086_ = (l_1085_ * 0.6931471824645996L);
                                                                    double l_1087_ = (l_1085_ * -1.904654299957768e-9L);
                                                                    double l_1088_ = (l_1086_ + l_1087_);
                                                                    l_mut_122_ = l_1088_;
                                                                    const bool _e2338 = is_nan_1_f64_(l_1088_);
                                                                    if (_e2338) {
                                                                    } else {
                                                                        bool l_1090_ = (l_1088_ < -700.0L);
                                                                        if (l_1090_) {
                                                                            l_mut_122_ = 0.0L;
                                                                        } else {
                                                                            bool l_1091_ = (l_1088_ > 700.0L);
                                                                            if (l_1091_) {
                                                                                uint64_t l_1092_ = l_1088_;
                                                                                uint64_t l_1093_ = (l_1092_ | 9218868437227405312uL);
                                                                                uint64_t l_1094_ = (l_1093_ & -4503599627370496L);
                                                                                double l_1095_ = l_1094_;
                                                                                l_mut_122_ = l_1095_;
                                                                            } else {
                                                                                double l_1096_ = (l_1088_ * 1.4426950408889634L);
                                                                                double l_1097_ = (l_1096_ + 0.5L);
                                                                                double l_1098_ = floor(l_1097_);
                                                                                double l_1099_ = (l_1098_ * 0.6931471824645996L);
                                                                                double l_1100_ = (l_1086_ - l_1099_);
                                                                                double l_1101_ = (l_1100_ * l_4_);
                                                                                double l_1102_ = (l_1098_ * -1.904654299957768e-9L);
                                                                                double l_1103_ = (l_1087_ - l_1102_);
                                                                                double l_1104_ = (l_1101_ + l_1103_);
                                                                                double l_1105_ = (l_1104_ * 7.647163731819816e-13L);
                                                                                double l_1106_ = (l_1105_ + 1.1470745597729725e-11L);
                                                                                l_mut_38_ = l_1106_;
                                                                                double _e2368 = l_mut_38_;
                                                                                double l_1107_ = (_e2368 * l_1104_);
                                                                                double l_1108_ = (l_1107_ + 1.6059043836821613e-10L);
                                                                                l_mut_38_ = l_1108_;
                                                                                double _e2372 = l_mut_38_;
                                                                                double l_1109_ = (_e2372 * l_1104_);
                                                                                double l_1110_ = (l_1109_ + 2.08767569878681e-9L);
                                                                                l_mut_38_ = l_1110_;
                                                                                double _e2376 = l_mut_38_;
                                                                                double l_1111_ = (_e2376 * l_1104_);
                                                                                double l_1112_ = (l_1111_ + 2.505210838544172e-8L);
                                                                                l_mut_38_ = l_1112_;
                                                                                double _e2380 = l_mut_38_;
                                                                                double l_1113_ = (_e2380 * l_1104_);
                                                                                double l_1114_ = (l_1113_ + 2.755731922398589e-7L);
                                                                                l_mut_38_ = l_1114_;
                                                                                double _e2384 = l_mut_38_;
                                                                                double l_1115_ = (_e2384 * l_1104_);
                                                                                double l_1116_ = (l_1115_ + 2.7557319223985893e-6L);
                                                                                l_mut_38_ = l_1116_;
                                                                                double _e2388 = l_mut_38_;
                                                                                double l_1117_ = (_e2388 * l_1104_);
                                                                                double l_1118_ = (l_1117_ + 2.48015873015873e-5L);
                                                                                l_mut_38_ = l_1118_;
                                                                                double _e2392 = l_mut_38_;
                                                                                double l_1119_ = (_e2392 * l_1104_);
                                                                                double l_1120_ = (l_1119_ + 0.0001984126984126984L);
                                                                                l_mut_38_ = l_1120_;
                                                                                double _e2396 = l_mut_38_;
                                                                                double l_1121_ = (_e2396 * l_1104_);
                                                                                double l_1122_ = (l_1121_ + 0.001388888888888889L);
                                                                                l_mut_38_ = l_1122_;
                                                                                double _e2400 = l_mut_38_;
                                                                                double l_1123_ = (_e2400 * l_1104_);
                                                                                double l_1124_ = (l_1123_ + 0.008333333333333333L);
                                                                                l_mut_38_ = l_1124_;
                                                                                double _e2404 = l_mut_38_;
                                                                                double l_1125_ = (_e2404 * l_1104_);
                                                                                double l_1126_ = (l_1125_ + 0.041666666666666664L);
                                                                                l_mut_38_ = l_1126_;
                                                                                double _e2408 = l_mut_38_;
                                                                                double l_1127_ = (_e2408 * l_1104_);
                                                                                double l_1128_ = (l_1127_ + 0.16666666666666666L);
                                                                                l_mut_38_ = l_1128_;
                                                                                double _e2412 = l_mut_38_;
                                                                                double l_1129_ = (_e2412 * l_1104_);
                                                                                double l_1130_ = (l_1129_ + 0.5L);
                                                                                l_mut_38_ = l_1130_;
                                                                                double l_1131_ = (l_1104_ * l_1104_);
                                                                                double _e2417 = l_mut_38_;
                                                                                double l_1132_ = (l_1131_ * _e2417);
                                                                                double l_1133_ = (l_1104_ + l_1132_);
                                                                                double l_1134_ = (1.0L + l_1133_);
                                                                                int l_1135_ = naga_f2i32(l_1098_);
                                                                                int l_1136_ = asint(asuint(l_1135_) + asuint(int(1023)));
                                                                                uint64_t l_1137_ = uint64_t(l_1136_);
                                                                                uint64_t l_1138_ = (l_1137_ << uint(52uL));
                                                                                double l_1139_ = l_1138_;
                                                                                double l_1140_ = (l_1134_ * l_1139_);
                                                                                l_mut_122_ = l_1140_;
                                                                            }
                                                                        }
                                                                    }
                                                                    int l_1141_ = naga_f2i32(l_1084_);
                                                                    int l_1142_ = asint(asuint(l_1141_) + asuint(int(1023)));
                                                                    uint64_t l_1143_ = uint64_t(l_1142_);
                                                                    uint64_t l_1144_ = (l_1143_ << uint(52uL));
                                                                    double l_1145_ = l_1144_;
                                                                    double _e2441 = l_mut_122_;
                                                                    double l_1146_ = (_e2441 * l_1145_);
                                                                    l_mut_61_ = l_1146_;
                                                                }
                                                            }
                                                        }
                                                        double l_1147_ = a_985_[1];
                                                        double l_1148_ = -(l_1147_);
                                                        double l_1149_ = (l_1148_ * 7.1362384635298e44L);
                                                        double l_1150_ = floor(l_1149_);
                                                        double l_1151_ = (l_1150_ * 1.401298464324817e-45L);
                                                        l_mut_122_ = l_1151_;
                                                        double l_1152_ = abs(l_1148_);
                                                        bool l_1153_ = (l_1152_ >= 1.1754943508222875e-38L);
                                                        if (l_1153_) {
                                                            float l_1154_ = float(l_1148_);
                                                            double l_1155_ = double(l_1154_);
                                                            l_mut_122_ = l_1155_;
                                                            double _e2456 = l_mut_122_;
                                                            bool l_1156_ = (_e2456 > l_1148_);
                                                            if (l_1156_) {
                                                                uint l_1157_ = asuint(l_1154_);
                                                                uint l_1158_ = (l_1157_ ^ 2147483648u);
                                                                float l_1159_ = asfloat(l_1158_);
                                                                uint l_1160_ = asuint(l_1159_);
                                                                uint l_1161_ = (l_1160_ + 1u);
                                                                l_mut_87_ = l_1161_;
                                                                uint l_1162_ = (l_1160_ & 2147483647u);
                                                                bool l_1163_ = (l_1162_ == 0u);
                                                                if (l_1163_) {
                                                                    l_mut_87_ = 1u;
                                                                } else {
                                                                    uint l_1164_ = (l_1160_ & 2147483648u);
                                                                    bool l_1165_ = (l_1164_ != 0u);
                                                                    if (l_1165_) {
                                                                        uint l_1166_ = (l_1160_ - 1u);
                                                                        l_mut_87_ = l_1166_;
                                                                    } else {
                                                                        bool l_1167_ = (l_1160_ == 2139095040u);
                                                                        if (l_1167_) {
                                                                            l_mut_87_ = l_1160_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2478 = l_mut_87_;
                                                                float l_1168_ = asfloat(_e2478);
                                                                uint l_1169_ = asuint(l_1168_);
                                                                uint l_1170_ = (l_1169_ ^ 2147483648u);
                                                                float l_1171_ = asfloat(l_1170_);
                                                                uint l_1172_ = asuint(l_1171_);
                                                                double l_1173_ = double(l_1171_);
                                                                l_mut_38_ = l_1173_;
                                                                uint l_1174_ = (l_1172_ & 2139095040u);
                                                                bool l_1175_ = (l_1174_ == 0u);
                                                                if (l_1175_) {
                                                                    uint l_1176_ = (l_1172_ & 8388607u);
                                                                    double l_1177_ = double(l_1176_);
                                                                    double l_1178_ = (l_1177_ * 1.401298464324817e-45L);
                                                                    l_mut_38_ = l_1178_;
                                                                    uint l_1179_ = (l_1172_ >> 31u);
                                                                    bool l_1180_ = (l_1179_ == 1u);
                                                                    if (l_1180_) {
                                                                        double _e2499 = l_mut_38_;
                                                                        double l_1181_ = -(_e2499);
                                                                        l_mut_38_ = l_1181_;
                                                                    }
                                                                }
                                                                double _e2501 = l_mut_38_;
                                                                l_mut_122_ = _e2501;
                                                            } else {
                                                                uint l_1182_ = asuint(l_1154_);
                                                                uint l_1183_ = (l_1182_ + 1u);
                                                                l_mut_87_ = l_1183_;
                                                                uint l_1184_ = (l_1182_ & 2147483647u);
                                                                bool l_1185_ = (l_1184_ == 0u);
                                                                if (l_1185_) {
                                                                    l_mut_87_ = 1u;
                                                                } else {
                                                                    uint l_1186_ = (l_1182_ & 2147483648u);
                                                                    bool l_1187_ = (l_1186_ != 0u);
                                                                    if (l_1187_) {
                                                                        uint l_1188_ = (l_1182_ - 1u);
                                                                        l_mut_87_ = l_1188_;
                                                                    } else {
                                                                        bool l_1189_ = (l_1182_ == 2139095040u);
                                                                        if (l_1189_) {
                                                                            l_mut_87_ = l_1182_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2518 = l_mut_87_;
                                                                float l_1190_ = asfloat(_e2518);
                                                                uint l_1191_ = asuint(l_1190_);
                                                                double l_1192_ = double(l_1190_);
                                                                l_mut_38_ = l_1192_;
                                                                uint l_1193_ = (l_1191_ & 2139095040u);
                                                                bool l_1194_ = (l_1193_ == 0u);
                                                                if (l_1194_) {
                                                                    uint l_1195_ = (l_1191_ & 8388607u);
                                                                    double l_1196_ = double(l_1195_);
                                                                    double l_1197_ = (l_1196_ * 1.401298464324817e-45L);
                                                                    l_mut_38_ = l_1197_;
                                                                    uint l_1198_ = (l_1191_ >> 31u);
                                                                    bool l_1199_ = (l_1198_ == 1u);
                                                                    if (l_1199_) {
                                                                        double _e2535 = l_mut_38_;
                                                                        double l_1200_ = -(_e2535);
                                                                        l_mut_38_ = l_1200_;
                                                                    }
                                                                }
                                                                double _e2537 = l_mut_38_;
                                                                bool l_1201_ = (_e2537 <= l_1148_);
                                                                if (l_1201_) {
                                                                    uint l_1202_ = asuint(l_1154_);
                                                                    uint l_1203_ = (l_1202_ + 1u);
                                                                    l_mut_87_ = l_1203_;
                                                                    uint l_1204_ = (l_1202_ & 2147483647u);
                                                                    bool l_1205_ = (l_1204_ == 0u);
                                                                    if (l_1205_) {
                                                                        l_mut_87_ = 1u;
                                                                    } else {
                                                                        uint l_1206_ = (l_1202_ & 2147483648u);
                                                                        bool l_1207_ = (l_1206_ != 0u);
                                                                        if (l_1207_) {
                                                                            uint l_1208_ = (l_1202_ - 1u);
                                                                            l_mut_87_ = l_1208_;
                                                                        } else {
                                                                            bool l_1209_ = (l_1202_ == 2139095040u);
                                                                            if (l_1209_) {
                                                                                l_mut_87_ = l_1202_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2555 = l_mut_87_;
                                                                    float l_1210_ = asfloat(_e2555);
                                                                    uint l_1211_ = asuint(l_1210_);
                                                                    double l_1212_ = double(l_1210_);
                                                                    l_mut_38_ = l_1212_;
                                                                    uint l_1213_ = (l_1211_ & 2139095040u);
                                                                    bool l_1214_ = (l_1213_ == 0u);
                                                                    if (l_1214_) {
                                                                        uint l_1215_ = (l_1211_ & 8388607u);
                                                                        double l_1216_ = double(l_1215_);
                                                                        double l_1217_ = (l_1216_ * 1.401298464324817e-45L);
                                                                        l_mut_38_ = l_1217_;
                                                                        uint l_1218_ = (l_1211_ >> 31u);
                                                                        bool l_1219_ = (l_1218_ == 1u);
                                                                        if (l_1219_) {
                                                                            double _e2572 = l_mut_38_;
                                                                            double l_1220_ = -(_e2572);
                                                                            l_mut_38_ = l_1220_;
                                                                        }
                                                                    }
                                                                    double _e2574 = l_mut_38_;
                                                                    l_mut_122_ = _e2574;
                                                                }
                                                            }
                                                        }
                                                        double _e2575 = l_mut_122_;
                                                        double l_1221_ = -(_e2575);
                                                        l_mut_122_ = l_1221_;
                                                        bool l_1222_ = (l_1221_ > 1000.0L);
                                                        if (l_1222_) {
                                                            uint64_t l_1223_ = l_1221_;
                                                            uint64_t l_1224_ = (l_1223_ | 9218868437227405312uL);
                                                            uint64_t l_1225_ = (l_1224_ & -4503599627370496L);
                                                            double l_1226_ = l_1225_;
                                                            l_mut_122_ = l_1226_;
                                                        } else {
                                                            bool l_1227_ = (l_1221_ < -1000.0L);
                                                            if (l_1227_) {
                                                                l_mut_122_ = 0.0L;
                                                            } else {
                                                                const bool _e2589 = is_nan_1_f64_(l_1221_);
                                                                bool l_1229_ = !(_e2589);
                                                                if (l_1229_) {
                                                                    double l_1230_ = (l_1221_ + 0.5L);
                                                                    double l_1231_ = floor(l_1230_);
                                                                    double l_1232_ = (l_1221_ - l_1231_);
                                                                    double l_1233_ = (l_1232_ * 0.6931471824645996L);
                                                                    double l_1234_ = (l_1232_ * -1.904654299957768e-9L);
                                                                    double l_1235_ = (l_1233_ + l_1234_);
                                                                    l_mut_38_ = l_1235_;
                                                                    const bool _e2600 = is_nan_1_f64_(l_1235_);
                                                                    if (_e2600) {
                                                                    } else {
                                                                        bool l_1237_ = (l_1235_ < -700.0L);
                                                                        if (l_1237_) {
                                                                            l_mut_38_ = 0.0L;
                                                                        } else {
                                                                            bool l_1238_ = (l_1235_ > 700.0L);
                                                                            if (l_1238_) {
                                                                                uint64_t l_1239_ = l_1235_;
                                                                                uint64_t l_1240_ = (l_1239_ | 9218868437227405312uL);
                                                                                uint64_t l_1241_ = (l_1240_ & -4503599627370496L);
                                                                                double l_1242_ = l_1241_;
                                                                                l_mut_38_ = l_1242_;
                                                                            } else {
                                                                                double l_1243_ = (l_1235_ * 1.4426950408889634L);
                                                                                double l_1244_ = (l_1243_ + 0.5L);
                                                                                double l_1245_ = floor(l_1244_);
                                                                                double l_1246_ = (l_1245_ * 0.6931471824645996L);
                                                                                double l_1247_ = (l_1233_ - l_1246_);
                                                                                double l_1248_ = (l_1247_ * l_4_);
                                                                                double l_1249_ = (l_1245_ * -1.904654299957768e-9L);
                                                                                double l_1250_ = (l_1234_ - l_1249_);
                                                                                double l_1251_ = (l_1248_ + l_1250_);
                                                                                double l_1252_ = (l_1251_ * 7.647163731819816e-13L);
                                                                                double l_1253_ = (l_1252_ + 1.1470745597729725e-11L);
                                                                                l_mut_1254_ = l_1253_;
                                                                                double _e2630 = l_mut_1254_;
                                                                                double l_1255_ = (_e2630 * l_1251_);
                                                                                double l_1256_ = (l_1255_ + 1.6059043836821613e-10L);
                                                                                l_mut_1254_ = l_1256_;
                                                                                double _e2634 = l_mut_1254_;
                                                                                double l_1257_ = (_e2634 * l_1251_);
                                                                                double l_1258_ = (l_1257_ + 2.08767569878681e-9L);
                                                                                l_mut_1254_ = l_1258_;
                                                                                double _e2638 = l_mut_1254_;
                                                                                double l_1259_ = (_e2638 * l_1251_);
                                                                                double l_1260_ = (l_1259_ + 2.505210838544172e-8L);
                                                                                l_mut_1254_ = l_1260_;
                                                                                double _e2642 = l_mut_1254_;
                                                                                double l_1261_ = (_e2642 * l_1251_);
                                                                                double l_1262_ = (l_1261_ + 2.755731922398589e-7L);
                                                                                l_mut_1254_ = l_1262_;
                                                                                double _e2646 = l_mut_1254_;
                                                                                double l_1263_ = (_e2646 * l_1251_);
                                                                                double l_1264_ = (l_1263_ + 2.7557319223985893e-6L);
                                                                                l_mut_1254_ = l_1264_;
                                                                                double _e2650 = l_mut_1254_;
                                                                                double l_1265_ = (_e2650 * l_1251_);
                                                                                double l_1266_ = (l_1265_ + 2.48015873015873e-5L);
                                                                                l_mut_1254_ = l_1266_;
                                                                                double _e2654 = l_mut_1254_;
                                                                                double l_1267_ = (_e2654 * l_1251_);
                                                                                double l_1268_ = (l_1267_ + 0.0001984126984126984L);
                                                                                l_mut_1254_ = l_1268_;
                                                                                double _e2658 = l_mut_1254_;
                                                                                double l_1269_ = (_e2658 * l_1251_);
                                                                                double l_1270_ = (l_1269_ + 0.001388888888888889L);
                                                                                l_mut_1254_ = l_1270_;
                                                                                double _e2662 = l_mut_1254_;
                                                                                double l_1271_ = (_e2662 * l_1251_);
                                                                                double l_1272_ = (l_1271_ + 0.008333333333333333L);
                                                                                l_mut_1254_ = l_1272_;
                                                                                double _e2666 = l_mut_1254_;
                                                                                double l_1273_ = (_e2666 * l_1251_);
                                                                                double l_1274_ = (l_1273_ + 0.041666666666666664L);
                                                                                l_mut_1254_ = l_1274_;
                                                                                double _e2670 = l_mut_1254_;
                                                                                double l_1275_ = (_e2670 * l_1251_);
                                                                                double l_1276_ = (l_1275_ + 0.16666666666666666L);
                                                                                l_mut_1254_ = l_1276_;
                                                                                double _e2674 = l_mut_1254_;
                                                                                double l_1277_ = (_e2674 * l_1251_);
                                                                                double l_1278_ = (l_1277_ + 0.5L);
                                                                                l_mut_1254_ = l_1278_;
                                                                                double l_1279_ = (l_1251_ * l_1251_);
                                                                                double _e2679 = l_mut_1254_;
                                                                                double l_1280_ = (l_1279_ * _e2679);
                                                                                double l_1281_ = (l_1251_ + l_1280_);
                                                                                double l_1282_ = (1.0L + l_1281_);
                                                                                int l_1283_ = naga_f2i32(l_1245_);
                                                                                int l_1284_ = asint(asuint(l_1283_) + asuint(int(1023)));
                                                                                uint64_t l_1285_ = uint64_t(l_1284_);
                                                                                uint64_t l_1286_ = (l_1285_ << uint(52uL));
                                                                                double l_1287_ = l_1286_;
                                                                                double l_1288_ = (l_1282_ * l_1287_);
                                                                                l_mut_38_ = l_1288_;
                                                                            }
                                                                        }
                                                                    }
                                                                    int l_1289_ = naga_f2i32(l_1231_);
                                                                    int l_1290_ = asint(asuint(l_1289_) + asuint(int(1023)));
                                                                    uint64_t l_1291_ = uint64_t(l_1290_);
                                                                    uint64_t l_1292_ = (l_1291_ << uint(52uL));
                                                                    double l_1293_ = l_1292_;
                                                                    double _e2703 = l_mut_38_;
                                                                    double l_1294_ = (_e2703 * l_1293_);
                                                                    l_mut_122_ = l_1294_;
                                                                }
                                                            }
                                                        }
                                                        double _e2705 = l_mut_61_;
                                                        double l_1295_ = (_e2705 * 1.4551915228366852e-11L);
                                                        double _e2708 = l_mut_122_;
                                                        double l_1296_ = (_e2708 * 1.4551915228366852e-11L);
                                                        l_mut_87_ = 2u;
                                                        double _e2712 = l_mut_61_;
                                                        double l_1297_ = (_e2712 - l_1295_);
                                                        double l_1298_ = abs(l_1297_);
                                                        l_mut_1254_ = 1.401298464324817e-45L;
                                                        bool l_1299_ = (l_1298_ >= 1.1754943508222875e-38L);
                                                        bool l_1300_ = (l_1298_ <= 1.7976931348623157e308L);
                                                        if (l_1299_) {
                                                            local_60 = l_1300_;
                                                        } else {
                                                            local_60 = false;
                                                        }
                                                        bool l_1301_ = local_60;
                                                        if (l_1301_) {
                                                            uint64_t l_1302_ = l_1298_;
                                                            uint64_t l_1303_ = (l_1302_ >> uint(52uL));
                                                            uint64_t l_1304_ = (l_1303_ - 23uL);
                                                            uint64_t l_1305_ = (l_1304_ << uint(52uL));
                                                            double l_1306_ = l_1305_;
                                                            l_mut_1254_ = l_1306_;
                                                        }
                                                        double _e2736 = l_mut_61_;
                                                        double l_1307_ = (_e2736 + l_1295_);
                                                        double l_1308_ = abs(l_1307_);
                                                        l_mut_38_ = 1.401298464324817e-45L;
                                                        bool l_1309_ = (l_1308_ >= 1.1754943508222875e-38L);
                                                        bool l_1310_ = (l_1308_ <= 1.7976931348623157e308L);
                                                        if (l_1309_) {
                                                            local_61 = l_1310_;
                                                        } else {
                                                            local_61 = false;
                                                        }
                                                        bool l_1311_ = local_61;
                                                        if (l_1311_) {
                                                            uint64_t l_1312_ = l_1308_;
                                                            uint64_t l_1313_ = (l_1312_ >> uint(52uL));
                                                            uint64_t l_1314_ = (l_1313_ - 23uL);
                                                            uint64_t l_1315_ = (l_1314_ << uint(52uL));
                                                            double l_1316_ = l_1315_;
                                                            l_mut_38_ = l_1316_;
                                                        }
                                                        double _e2760 = l_mut_1254_;
                                                        double _e2761 = l_mut_38_;
                                                        bool l_1317_ = (_e2760 == _e2761);
                                                        double _e2763 = l_mut_122_;
                                                        double l_1318_ = (_e2763 - l_1296_);
                                                        double l_1319_ = abs(l_1318_);
                                                        l_mut_1254_ = 1.401298464324817e-45L;
                                                        bool l_1320_ = (l_1319_ >= 1.1754943508222875e-38L);
                                                        bool l_1321_ = (l_1319_ <= 1.7976931348623157e308L);
                                                        if (l_1320_) {
                                                            local_62 = l_1321_;
                                                        } else {
                                                            local_62 = false;
                                                        }
                                                        bool l_1322_ = local_62;
                                                        if (l_1322_) {
                                                            uint64_t l_1323_ = l_1319_;
                                                            uint64_t l_1324_ = (l_1323_ >> uint(52uL));
                                                            uint64_t l_1325_ = (l_1324_ - 23uL);
                                                            uint64_t l_1326_ = (l_1325_ << uint(52uL));
                                                            double l_1327_ = l_1326_;
                                                            l_mut_1254_ = l_1327_;
                                                        }
                                                        double _e2787 = l_mut_122_;
                                                        double l_1328_ = (_e2787 + l_1296_);
                                                        double l_1329_ = abs(l_1328_);
                                                        l_mut_38_ = 1.401298464324817e-45L;
                                                        bool l_1330_ = (l_1329_ >= 1.1754943508222875e-38L);
                                                        bool l_1331_ = (l_1329_ <= 1.7976931348623157e308L);
                                                        if (l_1330_) {
                                                            local_63 = l_1331_;
                                                        } else {
                                                            local_63 = false;
                                                        }
                                                        bool l_1332_ = local_63;
                                                        if (l_1332_) {
                                                            uint64_t l_1333_ = l_1329_;
                                                            uint64_t l_1334_ = (l_1333_ >> uint(52uL));
                                                            uint64_t l_1335_ = (l_1334_ - 23uL);
                                                            uint64_t l_1336_ = (l_1335_ << uint(52uL));
                                                            double l_1337_ = l_1336_;
                                                            l_mut_38_ = l_1337_;
                                                        }
                                                        double _e2811 = l_mut_1254_;
                                                        double _e2812 = l_mut_38_;
                                                        bool l_1338_ = (_e2811 == _e2812);
                                                        if (l_1317_) {
                                                            local_64 = l_1338_;
                                                        } else {
                                                            local_64 = false;
                                                        }
                                                        bool l_1339_ = local_64;
                                                        if (l_1339_) {
                                                            double _e2818 = l_mut_61_;
                                                            double l_1340_ = (l_19_ * _e2818);
                                                            double _e2820 = l_mut_61_;
                                                            double l_1341_ = abs(_e2820);
                                                            l_mut_1254_ = 1.401298464324817e-45L;
                                                            bool l_1342_ = (l_1341_ >= 1.1754943508222875e-38L);
                                                            bool l_1343_ = (l_1341_ <= 1.7976931348623157e308L);
                                                            if (l_1342_) {
                                                                local_65 = l_1343_;
                                                            } else {
                                                                local_65 = false;
                                                            }
                                                            bool l_1344_ = local_65;
                                                            if (l_1344_) {
                                                                uint64_t l_1345_ = l_1341_;
                                                                uint64_t l_1346_ = (l_1345_ >> uint(52uL));
                                                                uint64_t l_1347_ = (l_1346_ - 23uL);
                                                                uint64_t l_1348_ = (l_1347_ << uint(52uL));
                                                                double l_1349_ = l_1348_;
                                                                l_mut_1254_ = l_1349_;
                                                            }
                                                            double _e2844 = l_mut_1254_;
                                                            double l_1350_ = (0.5L * _e2844);
                                                            l_mut_1254_ = l_1340_;
                                                            bool l_1351_ = (l_1350_ > l_1340_);
                                                            if (l_1351_) {
                                                                l_mut_1254_ = l_1350_;
                                                            }
                                                            double _e2847 = l_mut_122_;
                                                            double l_1352_ = (l_19_ * _e2847);
                                                            double _e2849 = l_mut_122_;
                                                            double l_1353_ = abs(_e2849);
                                                            l_mut_38_ = 1.401298464324817e-45L;
                                                            bool l_1354_ = (l_1353_ >= 1.1754943508222875e-38L);
                                                            bool l_1355_ = (l_1353_ <= 1.7976931348623157e308L);
                                                            if (l_1354_) {
                                                                local_66 = l_1355_;
                                                            } else {
                                                                local_66 = false;
                                                            }
                                                            bool l_1356_ = local_66;
                                                            if (l_1356_) {
                                                                uint64_t l_1357_ = l_1353_;
                                                                uint64_t l_1358_ = (l_1357_ >> uint(52uL));
                                                                uint64_t l_1359_ = (l_1358_ - 23uL);
                                                                uint64_t l_1360_ = (l_1359_ << uint(52uL));
                                                                double l_1361_ = l_1360_;
                                                                l_mut_38_ = l_1361_;
                                                            }
                                                            double _e2873 = l_mut_38_;
                                                            double l_1362_ = (0.5L * _e2873);
                                                            l_mut_38_ = l_1352_;
                                                            bool l_1363_ = (l_1362_ > l_1352_);
                                                            if (l_1363_) {
                                                                l_mut_38_ = l_1362_;
                                                            }
                                                            double _e2876 = l_mut_61_;
                                                            double _e2877 = l_mut_1254_;
                                                            double l_1364_ = (_e2876 - _e2877);
                                                            double _e2879 = l_mut_122_;
                                                            double _e2880 = l_mut_38_;
                                                            double l_1365_ = (_e2879 + _e2880);
                                                            uint l_1366_ = asuint(l_15_);
                                                            double l_1367_ = double(l_15_);
                                                            l_mut_1254_ = l_1367_;
                                                            uint l_1368_ = (l_1366_ & 2139095040u);
                                                            bool l_1369_ = (l_1368_ == 0u);
                                                            if (l_1369_) {
                                                                uint l_1370_ = (l_1366_ & 8388607u);
                                                                double l_1371_ = double(l_1370_);
                                                                double l_1372_ = (l_1371_ * 1.401298464324817e-45L);
                                                                l_mut_1254_ = l_1372_;
                                                                uint l_1373_ = (l_1366_ >> 31u);
                                                                bool l_1374_ = (l_1373_ == 1u);
                                                                if (l_1374_) {
                                                                    double _e2897 = l_mut_1254_;
                                                                    double l_1375_ = -(_e2897);
                                                                    l_mut_1254_ = l_1375_;
                                                                }
                                                            }
                                                            uint l_1376_ = asuint(l_15_);
                                                            uint l_1377_ = (l_1376_ + 1u);
                                                            l_mut_48_ = l_1377_;
                                                            uint l_1378_ = (l_1376_ & 2147483647u);
                                                            bool l_1379_ = (l_1378_ == 0u);
                                                            if (l_1379_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_1380_ = (l_1376_ & 2147483648u);
                                                                bool l_1381_ = (l_1380_ != 0u);
                                                                if (l_1381_) {
                                                                    uint l_1382_ = (l_1376_ - 1u);
                                                                    l_mut_48_ = l_1382_;
                                                                } else {
                                                                    bool l_1383_ = (l_1376_ == 2139095040u);
                                                                    if (l_1383_) {
                                                                        l_mut_48_ = l_1376_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2915 = l_mut_48_;
                                                            float l_1384_ = asfloat(_e2915);
                                                            uint l_1385_ = asuint(l_1384_);
                                                            double l_1386_ = double(l_1384_);
                                                            l_mut_122_ = l_1386_;
                                                            uint l_1387_ = (l_1385_ & 2139095040u);
                                                            bool l_1388_ = (l_1387_ == 0u);
                                                            if (l_1388_) {
                                                                uint l_1389_ = (l_1385_ & 8388607u);
                                                                double l_1390_ = double(l_1389_);
                                                                double l_1391_ = (l_1390_ * 1.401298464324817e-45L);
                                                                l_mut_122_ = l_1391_;
                                                                uint l_1392_ = (l_1385_ >> 31u);
                                                                bool l_1393_ = (l_1392_ == 1u);
                                                                if (l_1393_) {
                                                                    double _e2932 = l_mut_122_;
                                                                    double l_1394_ = -(_e2932);
                                                                    l_mut_122_ = l_1394_;
                                                                }
                                                            }
                                                            uint l_1395_ = asuint(l_15_);
                                                            uint l_1396_ = (l_1395_ ^ 2147483648u);
                                                            float l_1397_ = asfloat(l_1396_);
                                                            uint l_1398_ = asuint(l_1397_);
                                                            uint l_1399_ = (l_1398_ + 1u);
                                                            l_mut_48_ = l_1399_;
                                                            uint l_1400_ = (l_1398_ & 2147483647u);
                                                            bool l_1401_ = (l_1400_ == 0u);
                                                            if (l_1401_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_1402_ = (l_1398_ & 2147483648u);
                                                                bool l_1403_ = (l_1402_ != 0u);
                                                                if (l_1403_) {
                                                                    uint l_1404_ = (l_1398_ - 1u);
                                                                    l_mut_48_ = l_1404_;
                                                                } else {
                                                                    bool l_1405_ = (l_1398_ == 2139095040u);
                                                                    if (l_1405_) {
                                                                        l_mut_48_ = l_1398_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2954 = l_mut_48_;
                                                            float l_1406_ = asfloat(_e2954);
                                                            uint l_1407_ = asuint(l_1406_);
                                                            uint l_1408_ = (l_1407_ ^ 2147483648u);
                                                            float l_1409_ = asfloat(l_1408_);
                                                            uint l_1410_ = asuint(l_1409_);
                                                            double l_1411_ = double(l_1409_);
                                                            l_mut_61_ = l_1411_;
                                                            uint l_1412_ = (l_1410_ & 2139095040u);
                                                            bool l_1413_ = (l_1412_ == 0u);
                                                            if (l_1413_) {
                                                                uint l_1414_ = (l_1410_ & 8388607u);
                                                                double l_1415_ = double(l_1414_);
                                                                double l_1416_ = (l_1415_ * 1.401298464324817e-45L);
                                                                l_mut_61_ = l_1416_;
                                                                uint l_1417_ = (l_1410_ >> 31u);
                                                                bool l_1418_ = (l_1417_ == 1u);
                                                                if (l_1418_) {
                                                                    double _e2975 = l_mut_61_;
                                                                    double l_1419_ = -(_e2975);
                                                                    l_mut_61_ = l_1419_;
                                                                }
                                                            }
                                                            double l_1420_ = (l_1364_ + l_1295_);
                                                            double _e2978 = l_mut_1254_;
                                                            bool l_1421_ = (l_1420_ <= _e2978);
                                                            l_mut_142_ = l_1421_;
                                                            double l_1422_ = (l_1364_ - l_1295_);
                                                            double _e2981 = l_mut_1254_;
                                                            bool l_1423_ = (l_1422_ > _e2981);
                                                            l_mut_139_ = l_1423_;
                                                            double l_1424_ = (l_1365_ - l_1296_);
                                                            double _e2984 = l_mut_1254_;
                                                            bool l_1425_ = (l_1424_ >= _e2984);
                                                            l_mut_136_ = l_1425_;
                                                            double l_1426_ = (l_1365_ + l_1296_);
                                                            double _e2987 = l_mut_1254_;
                                                            bool l_1427_ = (l_1426_ < _e2987);
                                                            l_mut_133_ = l_1427_;
                                                            l_mut_48_ = 2u;
                                                            bool _e2990 = l_mut_139_;
                                                            if (!(_e2990)) {
                                                                bool _e2994 = l_mut_133_;
                                                                local_67 = _e2994;
                                                            } else {
                                                                local_67 = true;
                                                            }
                                                            bool l_1428_ = local_67;
                                                            if (l_1428_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e2998 = l_mut_142_;
                                                                if (_e2998) {
                                                                    bool _e3001 = l_mut_136_;
                                                                    local_68 = _e3001;
                                                                } else {
                                                                    local_68 = false;
                                                                }
                                                                bool l_1429_ = local_68;
                                                                if (l_1429_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_1430_ = asuint(l_15_);
                                                            uint l_1431_ = (l_1430_ & 2147483647u);
                                                            bool l_1432_ = (l_1431_ == 0u);
                                                            if (l_1432_) {
                                                                double l_1433_ = (l_1364_ + l_1295_);
                                                                bool l_1434_ = (l_1433_ < 1.1754943508222875e-38L);
                                                                double l_1435_ = (l_1365_ - l_1296_);
                                                                bool l_1436_ = (l_1435_ > -1.1754943508222875e-38L);
                                                                if (l_1434_) {
                                                                    local_69 = l_1436_;
                                                                } else {
                                                                    local_69 = false;
                                                                }
                                                                bool l_1437_ = local_69;
                                                                double l_1438_ = (l_1364_ - l_1295_);
                                                                bool l_1439_ = (l_1438_ < 1.1754943508222875e-38L);
                                                                double l_1440_ = (l_1365_ + l_1296_);
                                                                bool l_1441_ = (l_1440_ > -1.1754943508222875e-38L);
                                                                if (l_1439_) {
                                                                    local_70 = l_1441_;
                                                                } else {
                                                                    local_70 = false;
                                                                }
                                                                bool l_1442_ = local_70;
                                                                if (l_1437_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e3031 = l_mut_48_;
                                                                    bool l_1443_ = (_e3031 == 1u);
                                                                    if (l_1442_) {
                                                                        local_71 = l_1443_;
                                                                    } else {
                                                                        local_71 = false;
                                                                    }
                                                                    bool l_1444_ = local_71;
                                                                    if (l_1444_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e3039 = l_mut_48_;
                                                            l_mut_87_ = _e3039;
                                                        }
                                                        uint _e3040 = l_mut_87_;
                                                        l_mut_31_ = _e3040;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                uint l_1445_ = a_30_[0];
                bool l_1446_ = (l_1445_ == 0u);
                if (l_1446_) {
                    l_mut_31_ = 2u;
                }
                uint l_1517_ = asuint(info.Load(28+0));
                uint l_1518_ = (l_1517_ * 1u);
                bool l_1519_ = (l_7_ < l_1518_);
                if (l_1519_) {
                    uint _e3055 = l_mut_31_;
                    buffer_7_global.Store(l_7_*4, asuint(_e3055));
                }
            }
        }
        return;
    } else {
        return;
    }
}
