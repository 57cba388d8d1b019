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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_144_[1] = (uint[1])0;
    uint a_720_[1] = (uint[1])0;
    double a_1221_[2] = (double[2])0;
    double a_1421_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    double l_mut_1012_ = (double)0;
    double l_mut_1132_ = (double)0;
    bool l_mut_122_ = (bool)0;
    uint l_mut_145_ = (uint)0;
    double l_mut_152_ = (double)0;
    uint l_mut_162_ = (uint)0;
    double l_mut_175_ = (double)0;
    uint l_mut_192_ = (uint)0;
    bool l_mut_213_ = (bool)0;
    bool l_mut_216_ = (bool)0;
    bool l_mut_219_ = (bool)0;
    bool l_mut_222_ = (bool)0;
    float l_mut_22_ = (float)0;
    double l_mut_25_ = (double)0;
    uint l_mut_27_ = (uint)0;
    double l_mut_538_ = (double)0;
    double l_mut_890_ = (double)0;
    uint l_mut_11_ = 0u;
    uint l_mut_12_ = 0u;
    uint l_mut_18_ = (uint)0;
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
    uint l_mut_125_ = (uint)0;
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
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1598_ = (uint)0;
    bool local_76 = (bool)0;
    uint l_mut_1623_ = 0u;
    uint l_mut_1627_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1645_ = asuint(info.Load(24+0));
        uint l_1646_ = (l_1645_ * 1u);
        bool l_1647_ = (0u < l_1646_);
        if (l_1647_) {
            buffer_6_global.Store(0, asuint(1u));
        }
    }
    uint l_1631_ = asuint(info.Load(0+0));
    uint l_1632_ = (l_1631_ * 1u);
    bool l_1633_ = (1u < l_1632_);
    uint l_1634_ = (l_1632_ - 1u);
    uint l_1635_ = min(1u, l_1634_);
    uint l_1636_ = asuint(buffer_0_global.Load(l_1635_*4));
    uint l_1_ = (l_1633_ ? l_1636_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1638_ = asuint(info.Load(0+0));
    uint l_1639_ = (l_1638_ * 1u);
    bool l_1640_ = (2u < l_1639_);
    uint l_1641_ = (l_1639_ - 1u);
    uint l_1642_ = min(2u, l_1641_);
    uint l_1643_ = asuint(buffer_0_global.Load(l_1642_*4));
    uint l_3_ = (l_1640_ ? l_1643_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1648_ = asuint(info.Load(0+0));
        uint l_1649_ = (l_1648_ * 1u);
        bool l_1650_ = (2u < l_1649_);
        uint l_1651_ = (l_1649_ - 1u);
        uint l_1652_ = min(2u, l_1651_);
        uint l_1653_ = asuint(buffer_0_global.Load(l_1652_*4));
        uint l_6_ = (l_1650_ ? l_1653_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e126 = l_mut_11_;
                l_mut_11_ = (_e126 + 1u);
            }
            loop_init = false;
            uint _e119 = l_mut_11_;
            if ((_e119 < 45u)) {
            } else {
                break;
            }
            {
                uint _e122 = l_mut_11_;
                a_8_[min(uint(_e122), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e153 = l_mut_12_;
                l_mut_12_ = (_e153 + 1u);
            }
            loop_init_1 = false;
            uint _e130 = l_mut_12_;
            if ((_e130 < 10u)) {
            } else {
                break;
            }
            {
                uint _e134 = l_mut_12_;
                uint l_13_ = (2u * _e134);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e141 = l_mut_12_;
                uint l_15_ = (2u * _e141);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e149 = l_mut_12_;
                a_9_[min(uint(_e149), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3415 = l_mut_18_;
                l_mut_18_ = (_e3415 + 1u);
            }
            loop_init_2 = false;
            uint _e156 = l_mut_18_;
            if ((_e156 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1655_ = asuint(info.Load(0+0));
                uint l_1656_ = (l_1655_ * 1u);
                bool l_1657_ = (0u < l_1656_);
                uint l_1658_ = (l_1656_ - 1u);
                uint l_1659_ = min(0u, l_1658_);
                uint l_1660_ = asuint(buffer_0_global.Load(l_1659_*4));
                uint l_19_ = (l_1657_ ? l_1660_ : 0u);
                uint _e175 = l_mut_18_;
                uint l_20_ = (l_19_ + _e175);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = tan(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = tan(l_24_);
                l_mut_25_ = l_26_;
                l_mut_27_ = 4294967294u;
                float _e182 = l_mut_22_;
                uint l_28_ = asuint(_e182);
                uint l_29_ = asuint(l_21_);
                uint l_30_ = (l_29_ & 2139095040u);
                bool l_31_ = (l_30_ != 2139095040u);
                bool l_32_ = (l_30_ == 0u);
                uint l_33_ = asuint(l_21_);
                uint l_34_ = (l_33_ & 8388607u);
                bool l_35_ = (l_34_ != 0u);
                if (l_32_) {
                    local = l_35_;
                } else {
                    local = false;
                }
                bool l_36_ = local;
                double _e200 = l_mut_25_;
                double l_37_ = abs(_e200);
                double _e202 = l_mut_25_;
                bool l_38_ = (_e202 < 0.0L);
                uint l_39_ = uint(l_38_);
                uint l_40_ = (2147483648u * l_39_);
                if (l_36_) {
                } else {
                    double _e208 = l_mut_25_;
                    const bool _e209 = is_nan_1_f64_(_e208);
                    if (_e209) {
                        uint l_42_ = (l_28_ & 2147483647u);
                        bool l_43_ = (l_42_ > 2139095040u);
                        if (l_43_) {
                            l_mut_27_ = 4294967293u;
                        }
                    } else {
                        bool l_44_ = (l_37_ >= 3.402823669209385e38L);
                        bool l_45_ = !(l_31_);
                        bool l_46_ = (l_37_ == 0.0L);
                        if (l_45_) {
                            local_1 = l_46_;
                        } else {
                            local_1 = false;
                        }
                        bool l_47_ = local_1;
                        if (!(l_44_)) {
                            local_2 = l_47_;
                        } else {
                            local_2 = true;
                        }
                        bool l_48_ = local_2;
                        if (l_48_) {
                            bool l_49_ = (l_37_ >= 3.402823669209385e38L);
                            uint l_50_ = uint(l_49_);
                            uint l_51_ = (2139095040u * l_50_);
                            uint l_52_ = (l_51_ | l_40_);
                            bool l_53_ = (l_28_ == l_52_);
                            uint l_54_ = (l_28_ | l_52_);
                            uint l_55_ = (l_54_ & 2147483647u);
                            bool l_56_ = (l_55_ == 0u);
                            if (!(l_53_)) {
                                local_3 = l_56_;
                            } else {
                                local_3 = true;
                            }
                            bool l_57_ = local_3;
                            if (l_57_) {
                                l_mut_27_ = 4294967293u;
                            }
                        } else {
                            bool l_58_ = (l_37_ >= 2.350988701644575e-38L);
                            if (l_31_) {
                                local_4 = l_58_;
                            } else {
                                local_4 = false;
                            }
                            bool l_59_ = local_4;
                            bool l_60_ = (l_37_ < 3.4028234663852886e38L);
                            if (l_59_) {
                                local_5 = l_60_;
                            } else {
                                local_5 = false;
                            }
                            bool l_61_ = local_5;
                            if (l_61_) {
                                float l_62_ = float(l_37_);
                                uint l_63_ = asuint(l_62_);
                                float l_64_ = asfloat(l_63_);
                                double l_65_ = double(l_64_);
                                double l_66_ = (l_37_ - l_65_);
                                uint l_67_ = (l_63_ + 1u);
                                bool l_68_ = (l_66_ < 0.0L);
                                uint l_69_ = uint(l_68_);
                                uint l_70_ = (2u * l_69_);
                                uint l_71_ = (l_67_ - l_70_);
                                float l_72_ = asfloat(l_71_);
                                double l_73_ = double(l_72_);
                                double l_74_ = (l_73_ - l_65_);
                                double l_75_ = abs(l_74_);
                                double l_76_ = (l_75_ * 0.5L);
                                double l_77_ = abs(l_66_);
                                double l_78_ = (l_76_ - l_77_);
                                double l_79_ = (l_37_ * 9.094947017729282e-13L);
                                bool l_80_ = (l_78_ > l_79_);
                                if (l_80_) {
                                    uint l_81_ = (l_63_ | l_40_);
                                    l_mut_27_ = l_81_;
                                }
                            } else {
                                bool l_82_ = (l_37_ < 2.350988701644575e-38L);
                                if (l_31_) {
                                    local_6 = l_82_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_83_ = local_6;
                                if (l_83_) {
                                    double l_84_ = (l_37_ * 7.1362384635298e44L);
                                    double l_85_ = floor(l_84_);
                                    double l_86_ = (l_84_ - l_85_);
                                    double l_87_ = (l_86_ - 0.5L);
                                    double l_88_ = abs(l_87_);
                                    double l_89_ = (l_84_ * 9.094947017729282e-13L);
                                    bool l_90_ = (l_88_ > l_89_);
                                    if (l_90_) {
                                        bool l_91_ = (l_86_ > 0.5L);
                                        double l_92_ = double(l_91_);
                                        double l_93_ = (l_85_ + l_92_);
                                        uint l_94_ = naga_f2u32(l_93_);
                                        uint l_95_ = (l_94_ | l_40_);
                                        l_mut_27_ = l_95_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e306 = l_mut_22_;
                uint l_96_ = asuint(_e306);
                uint l_97_ = (l_96_ & 2139095040u);
                bool l_98_ = (l_97_ != 2139095040u);
                uint l_99_ = (l_96_ & 2147483647u);
                bool l_100_ = (l_99_ == 0u);
                uint l_101_ = (l_96_ & 2147483647u);
                double l_102_ = double(l_101_);
                uint l_103_ = (l_96_ >> 31u);
                double l_104_ = double(l_103_);
                double l_105_ = (2.0L * l_104_);
                double l_106_ = (1.0L - l_105_);
                double l_107_ = (l_102_ * l_106_);
                uint _e327 = l_mut_27_;
                uint l_108_ = (_e327 & 2147483647u);
                double l_109_ = double(l_108_);
                uint _e331 = l_mut_27_;
                uint l_110_ = (_e331 >> 31u);
                double l_111_ = double(l_110_);
                double l_112_ = (2.0L * l_111_);
                double l_113_ = (1.0L - l_112_);
                double l_114_ = (l_109_ * l_113_);
                double l_115_ = (l_107_ - l_114_);
                uint _e341 = l_mut_27_;
                bool l_116_ = (_e341 < 4294967293u);
                bool l_117_ = (l_115_ == 0.0L);
                bool l_118_ = !(l_100_);
                if (l_98_) {
                    local_7 = l_118_;
                } else {
                    local_7 = false;
                }
                bool l_119_ = local_7;
                if (!(l_117_)) {
                    local_8 = l_119_;
                } else {
                    local_8 = true;
                }
                bool l_120_ = local_8;
                if (l_116_) {
                    local_9 = l_120_;
                } else {
                    local_9 = false;
                }
                bool l_121_ = local_9;
                l_mut_122_ = l_121_;
                bool l_123_ = (l_115_ != 0.0L);
                bool _e362 = l_mut_122_;
                if (_e362) {
                    local_10 = l_123_;
                } else {
                    local_10 = false;
                }
                bool l_124_ = local_10;
                if (l_124_) {
                    l_mut_125_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3201 = l_mut_125_;
                            l_mut_125_ = (_e3201 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e369 = l_mut_125_;
                        if ((_e369 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e373 = l_mut_125_;
                            uint l_126_ = (2u * _e373);
                            uint l_1662_ = asuint(info.Load(4+0));
                            uint l_1663_ = (l_1662_ * 1u);
                            bool l_1664_ = (l_126_ < l_1663_);
                            uint l_1665_ = (l_1663_ - 1u);
                            uint l_1666_ = min(l_126_, l_1665_);
                            uint l_1667_ = asuint(buffer_1_global.Load(l_1666_*4));
                            uint l_127_ = (l_1664_ ? l_1667_ : 0u);
                            uint _e391 = l_mut_125_;
                            uint l_128_ = (2u * _e391);
                            uint l_129_ = (l_128_ + 1u);
                            uint l_1669_ = asuint(info.Load(4+0));
                            uint l_1670_ = (l_1669_ * 1u);
                            bool l_1671_ = (l_129_ < l_1670_);
                            uint l_1672_ = (l_1670_ - 1u);
                            uint l_1673_ = min(l_129_, l_1672_);
                            uint l_1674_ = asuint(buffer_1_global.Load(l_1673_*4));
                            uint l_130_ = (l_1671_ ? l_1674_ : 0u);
                            bool l_131_ = (l_130_ != 0u);
                            uint _e412 = l_mut_125_;
                            uint l_132_ = (_e412 * 4u);
                            uint l_1676_ = asuint(info.Load(8+0));
                            uint l_1677_ = (l_1676_ * 1u);
                            bool l_1678_ = (l_132_ < l_1677_);
                            uint l_1679_ = (l_1677_ - 1u);
                            uint l_1680_ = min(l_132_, l_1679_);
                            double l_1681_ = buffer_2_global.Load<double>(l_1680_*8);
                            double l_133_ = (l_1678_ ? l_1681_ : 0.0L);
                            uint _e430 = l_mut_125_;
                            uint l_134_ = (_e430 * 4u);
                            uint l_135_ = (l_134_ + 1u);
                            uint l_1683_ = asuint(info.Load(8+0));
                            uint l_1684_ = (l_1683_ * 1u);
                            bool l_1685_ = (l_135_ < l_1684_);
                            uint l_1686_ = (l_1684_ - 1u);
                            uint l_1687_ = min(l_135_, l_1686_);
                            double l_1688_ = buffer_2_global.Load<double>(l_1687_*8);
                            double l_136_ = (l_1685_ ? l_1688_ : 0.0L);
                            uint _e450 = l_mut_125_;
                            uint l_137_ = (_e450 * 4u);
                            uint l_138_ = (l_137_ + 2u);
                            uint l_1690_ = asuint(info.Load(8+0));
                            uint l_1691_ = (l_1690_ * 1u);
                            bool l_1692_ = (l_138_ < l_1691_);
                            uint l_1693_ = (l_1691_ - 1u);
                            uint l_1694_ = min(l_138_, l_1693_);
                            double l_1695_ = buffer_2_global.Load<double>(l_1694_*8);
                            double l_139_ = (l_1692_ ? l_1695_ : 0.0L);
                            double l_140_ = double(l_21_);
                            double l_141_ = abs(l_140_);
                            double _e472 = l_mut_25_;
                            double l_142_ = abs(_e472);
                            double l_143_ = (l_142_ * 1.4551915228366852e-11L);
                            a_144_[0] = 1u;
                            l_mut_145_ = 2u;
                            bool l_146_ = (l_127_ == 0u);
                            if (l_146_) {
                                l_mut_145_ = 0u;
                            } else {
                                bool l_147_ = (l_127_ == 1u);
                                if (l_147_) {
                                    l_mut_145_ = 1u;
                                    double l_148_ = abs(l_115_);
                                    bool l_149_ = (l_148_ <= l_133_);
                                    if (l_149_) {
                                        l_mut_145_ = 0u;
                                    }
                                } else {
                                    bool l_150_ = (l_127_ == 2u);
                                    if (l_150_) {
                                        double _e490 = l_mut_25_;
                                        double l_151_ = abs(_e490);
                                        l_mut_152_ = 1.401298464324817e-45L;
                                        bool l_153_ = (l_151_ >= 1.1754943508222875e-38L);
                                        bool l_154_ = (l_151_ <= 1.7976931348623157e308L);
                                        if (l_153_) {
                                            local_11 = l_154_;
                                        } else {
                                            local_11 = false;
                                        }
                                        bool l_155_ = local_11;
                                        if (l_155_) {
                                            uint64_t l_156_ = l_151_;
                                            uint64_t l_157_ = (l_156_ >> uint(52uL));
                                            uint64_t l_158_ = (l_157_ - 23uL);
                                            uint64_t l_159_ = (l_158_ << uint(52uL));
                                            double l_160_ = l_159_;
                                            l_mut_152_ = l_160_;
                                        }
                                        double _e513 = l_mut_152_;
                                        double l_161_ = (l_133_ * _e513);
                                        l_mut_162_ = 2u;
                                        double _e516 = l_mut_25_;
                                        double l_163_ = (_e516 - l_143_);
                                        double l_164_ = abs(l_163_);
                                        l_mut_152_ = 1.401298464324817e-45L;
                                        bool l_165_ = (l_164_ >= 1.1754943508222875e-38L);
                                        bool l_166_ = (l_164_ <= 1.7976931348623157e308L);
                                        if (l_165_) {
                                            local_12 = l_166_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_167_ = local_12;
                                        if (l_167_) {
                                            uint64_t l_168_ = l_164_;
                                            uint64_t l_169_ = (l_168_ >> uint(52uL));
                                            uint64_t l_170_ = (l_169_ - 23uL);
                                            uint64_t l_171_ = (l_170_ << uint(52uL));
                                            double l_172_ = l_171_;
                                            l_mut_152_ = l_172_;
                                        }
                                        double _e540 = l_mut_25_;
                                        double l_173_ = (_e540 + l_143_);
                                        double l_174_ = abs(l_173_);
                                        l_mut_175_ = 1.401298464324817e-45L;
                                        bool l_176_ = (l_174_ >= 1.1754943508222875e-38L);
                                        bool l_177_ = (l_174_ <= 1.7976931348623157e308L);
                                        if (l_176_) {
                                            local_13 = l_177_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_178_ = local_13;
                                        if (l_178_) {
                                            uint64_t l_179_ = l_174_;
                                            uint64_t l_180_ = (l_179_ >> uint(52uL));
                                            uint64_t l_181_ = (l_180_ - 23uL);
                                            uint64_t l_182_ = (l_181_ << uint(52uL));
                                            double l_183_ = l_182_;
                                            l_mut_175_ = l_183_;
                                        }
                                        double _e564 = l_mut_152_;
                                        double _e565 = l_mut_175_;
                                        bool l_184_ = (_e564 == _e565);
                                        if (l_184_) {
                                            double l_185_ = (l_161_ * 1.4551915228366852e-11L);
                                            double l_186_ = (l_143_ + l_185_);
                                            double _e570 = l_mut_25_;
                                            double l_187_ = (_e570 - l_161_);
                                            double _e572 = l_mut_25_;
                                            double l_188_ = (_e572 + l_161_);
                                            float _e574 = l_mut_22_;
                                            double l_189_ = double(_e574);
                                            float _e576 = l_mut_22_;
                                            uint l_190_ = asuint(_e576);
                                            uint l_191_ = (l_190_ + 1u);
                                            l_mut_192_ = l_191_;
                                            uint l_193_ = (l_190_ & 2147483647u);
                                            bool l_194_ = (l_193_ == 0u);
                                            if (l_194_) {
                                                l_mut_192_ = 1u;
                                            } else {
                                                uint l_195_ = (l_190_ & 2147483648u);
                                                bool l_196_ = (l_195_ != 0u);
                                                if (l_196_) {
                                                    uint l_197_ = (l_190_ - 1u);
                                                    l_mut_192_ = l_197_;
                                                }
                                            }
                                            uint _e591 = l_mut_192_;
                                            float l_198_ = asfloat(_e591);
                                            double l_199_ = double(l_198_);
                                            float _e594 = l_mut_22_;
                                            float l_200_ = -(_e594);
                                            uint l_201_ = asuint(l_200_);
                                            uint l_202_ = (l_201_ + 1u);
                                            l_mut_192_ = l_202_;
                                            uint l_203_ = (l_201_ & 2147483647u);
                                            bool l_204_ = (l_203_ == 0u);
                                            if (l_204_) {
                                                l_mut_192_ = 1u;
                                            } else {
                                                uint l_205_ = (l_201_ & 2147483648u);
                                                bool l_206_ = (l_205_ != 0u);
                                                if (l_206_) {
                                                    uint l_207_ = (l_201_ - 1u);
                                                    l_mut_192_ = l_207_;
                                                }
                                            }
                                            uint _e610 = l_mut_192_;
                                            float l_208_ = asfloat(_e610);
                                            float l_209_ = -(l_208_);
                                            double l_210_ = double(l_209_);
                                            double l_211_ = (l_187_ + l_186_);
                                            bool l_212_ = (l_211_ <= l_189_);
                                            l_mut_213_ = l_212_;
                                            double l_214_ = (l_187_ - l_186_);
                                            bool l_215_ = (l_214_ > l_189_);
                                            l_mut_216_ = l_215_;
                                            double l_217_ = (l_188_ - l_186_);
                                            bool l_218_ = (l_217_ >= l_189_);
                                            l_mut_219_ = l_218_;
                                            double l_220_ = (l_188_ + l_186_);
                                            bool l_221_ = (l_220_ < l_189_);
                                            l_mut_222_ = l_221_;
                                            if (l_131_) {
                                                double l_223_ = (l_187_ + l_186_);
                                                bool l_224_ = (l_223_ < l_199_);
                                                l_mut_213_ = l_224_;
                                                double l_225_ = (l_187_ - l_186_);
                                                bool l_226_ = (l_225_ >= l_199_);
                                                l_mut_216_ = l_226_;
                                                double l_227_ = (l_188_ - l_186_);
                                                bool l_228_ = (l_227_ > l_210_);
                                                l_mut_219_ = l_228_;
                                                double l_229_ = (l_188_ + l_186_);
                                                bool l_230_ = (l_229_ <= l_210_);
                                                l_mut_222_ = l_230_;
                                            }
                                            l_mut_192_ = 2u;
                                            bool _e631 = l_mut_216_;
                                            if (!(_e631)) {
                                                bool _e635 = l_mut_222_;
                                                local_14 = _e635;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_231_ = local_14;
                                            if (l_231_) {
                                                l_mut_192_ = 1u;
                                            } else {
                                                bool _e639 = l_mut_213_;
                                                if (_e639) {
                                                    bool _e642 = l_mut_219_;
                                                    local_15 = _e642;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_232_ = local_15;
                                                if (l_232_) {
                                                    l_mut_192_ = 0u;
                                                }
                                            }
                                            uint _e646 = l_mut_192_;
                                            l_mut_162_ = _e646;
                                        }
                                        uint _e647 = l_mut_162_;
                                        l_mut_145_ = _e647;
                                    } else {
                                        bool l_233_ = (l_127_ == 3u);
                                        if (l_233_) {
                                            l_mut_145_ = 0u;
                                            bool l_234_ = (l_141_ >= 1.1754943508222875e-38L);
                                            bool l_235_ = (l_141_ <= 8.507059173023462e37L);
                                            if (l_234_) {
                                                local_16 = l_235_;
                                            } else {
                                                local_16 = false;
                                            }
                                            bool l_236_ = local_16;
                                            if (l_236_) {
                                                double _e659 = l_mut_25_;
                                                double l_237_ = abs(_e659);
                                                l_mut_175_ = 1.401298464324817e-45L;
                                                bool l_238_ = (l_237_ >= 1.1754943508222875e-38L);
                                                bool l_239_ = (l_237_ <= 1.7976931348623157e308L);
                                                if (l_238_) {
                                                    local_17 = l_239_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_240_ = local_17;
                                                if (l_240_) {
                                                    uint64_t l_241_ = l_237_;
                                                    uint64_t l_242_ = (l_241_ >> uint(52uL));
                                                    uint64_t l_243_ = (l_242_ - 23uL);
                                                    uint64_t l_244_ = (l_243_ << uint(52uL));
                                                    double l_245_ = l_244_;
                                                    l_mut_175_ = l_245_;
                                                }
                                                double _e682 = l_mut_175_;
                                                double l_246_ = (l_133_ * _e682);
                                                l_mut_192_ = 2u;
                                                double _e685 = l_mut_25_;
                                                double l_247_ = (_e685 - l_143_);
                                                double l_248_ = abs(l_247_);
                                                l_mut_175_ = 1.401298464324817e-45L;
                                                bool l_249_ = (l_248_ >= 1.1754943508222875e-38L);
                                                bool l_250_ = (l_248_ <= 1.7976931348623157e308L);
                                                if (l_249_) {
                                                    local_18 = l_250_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_251_ = local_18;
                                                if (l_251_) {
                                                    uint64_t l_252_ = l_248_;
                                                    uint64_t l_253_ = (l_252_ >> uint(52uL));
                                                    uint64_t l_254_ = (l_253_ - 23uL);
                                                    uint64_t l_255_ = (l_254_ << uint(52uL));
                                                    double l_256_ = l_255_;
                                                    l_mut_175_ = l_256_;
                                                }
                                                double _e709 = l_mut_25_;
                                                double l_257_ = (_e709 + l_143_);
                                                double l_258_ = abs(l_257_);
                                                l_mut_152_ = 1.401298464324817e-45L;
                                                bool l_259_ = (l_258_ >= 1.1754943508222875e-38L);
                                                bool l_260_ = (l_258_ <= 1.7976931348623157e308L);
                                                if (l_259_) {
                                                    local_19 = l_260_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_261_ = local_19;
                                                if (l_261_) {
                                                    uint64_t l_262_ = l_258_;
                                                    uint64_t l_263_ = (l_262_ >> uint(52uL));
                                                    uint64_t l_264_ = (l_263_ - 23uL);
                                                    uint64_t l_265_ = (l_264_ << uint(52uL));
                                                    double l_266_ = l_265_;
                                                    l_mut_152_ = l_266_;
                                                }
                                                double _e733 = l_mut_175_;
                                                double _e734 = l_mut_152_;
                                                bool l_267_ = (_e733 == _e734);
                                                if (l_267_) {
                                                    double l_268_ = (l_246_ * 1.4551915228366852e-11L);
                                                    double l_269_ = (l_143_ + l_268_);
                                                    double _e739 = l_mut_25_;
                                                    double l_270_ = (_e739 - l_246_);
                                                    double _e741 = l_mut_25_;
                                                    double l_271_ = (_e741 + l_246_);
                                                    float _e743 = l_mut_22_;
                                                    double l_272_ = double(_e743);
                                                    float _e745 = l_mut_22_;
                                                    uint l_273_ = asuint(_e745);
                                                    uint l_274_ = (l_273_ + 1u);
                                                    l_mut_162_ = l_274_;
                                                    uint l_275_ = (l_273_ & 2147483647u);
                                                    bool l_276_ = (l_275_ == 0u);
                                                    if (l_276_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        uint l_277_ = (l_273_ & 2147483648u);
                                                        bool l_278_ = (l_277_ != 0u);
                                                        if (l_278_) {
                                                            uint l_279_ = (l_273_ - 1u);
                                                            l_mut_162_ = l_279_;
                                                        }
                                                    }
                                                    uint _e760 = l_mut_162_;
                                                    float l_280_ = asfloat(_e760);
                                                    double l_281_ = double(l_280_);
                                                    float _e763 = l_mut_22_;
                                                    float l_282_ = -(_e763);
                                                    uint l_283_ = asuint(l_282_);
                                                    uint l_284_ = (l_283_ + 1u);
                                                    l_mut_162_ = l_284_;
                                                    uint l_285_ = (l_283_ & 2147483647u);
                                                    bool l_286_ = (l_285_ == 0u);
                                                    if (l_286_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        uint l_287_ = (l_283_ & 2147483648u);
                                                        bool l_288_ = (l_287_ != 0u);
                                                        if (l_288_) {
                                                            uint l_289_ = (l_283_ - 1u);
                                                            l_mut_162_ = l_289_;
                                                        }
                                                    }
                                                    uint _e779 = l_mut_162_;
                                                    float l_290_ = asfloat(_e779);
                                                    float l_291_ = -(l_290_);
                                                    double l_292_ = double(l_291_);
                                                    double l_293_ = (l_270_ + l_269_);
                                                    bool l_294_ = (l_293_ <= l_272_);
                                                    l_mut_222_ = l_294_;
                                                    double l_295_ = (l_270_ - l_269_);
                                                    bool l_296_ = (l_295_ > l_272_);
                                                    l_mut_219_ = l_296_;
                                                    double l_297_ = (l_271_ - l_269_);
                                                    bool l_298_ = (l_297_ >= l_272_);
                                                    l_mut_216_ = l_298_;
                                                    double l_299_ = (l_271_ + l_269_);
                                                    bool l_300_ = (l_299_ < l_272_);
                                                    l_mut_213_ = l_300_;
                                                    if (l_131_) {
                                                        double l_301_ = (l_270_ + l_269_);
                                                        bool l_302_ = (l_301_ < l_281_);
                                                        l_mut_222_ = l_302_;
                                                        double l_303_ = (l_270_ - l_269_);
                                                        bool l_304_ = (l_303_ >= l_281_);
                                                        l_mut_219_ = l_304_;
                                                        double l_305_ = (l_271_ - l_269_);
                                                        bool l_306_ = (l_305_ > l_292_);
                                                        l_mut_216_ = l_306_;
                                                        double l_307_ = (l_271_ + l_269_);
                                                        bool l_308_ = (l_307_ <= l_292_);
                                                        l_mut_213_ = l_308_;
                                                    }
                                                    l_mut_162_ = 2u;
                                                    bool _e800 = l_mut_219_;
                                                    if (!(_e800)) {
                                                        bool _e804 = l_mut_213_;
                                                        local_20 = _e804;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_309_ = local_20;
                                                    if (l_309_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e808 = l_mut_222_;
                                                        if (_e808) {
                                                            bool _e811 = l_mut_216_;
                                                            local_21 = _e811;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_310_ = local_21;
                                                        if (l_310_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e815 = l_mut_162_;
                                                    l_mut_192_ = _e815;
                                                }
                                                uint _e816 = l_mut_192_;
                                                l_mut_145_ = _e816;
                                            }
                                        } else {
                                            bool l_311_ = (l_127_ == 4u);
                                            if (l_311_) {
                                                double l_312_ = (l_136_ * l_141_);
                                                double l_313_ = (l_133_ + l_312_);
                                                double _e821 = l_mut_25_;
                                                double l_314_ = abs(_e821);
                                                l_mut_175_ = 1.401298464324817e-45L;
                                                bool l_315_ = (l_314_ >= 1.1754943508222875e-38L);
                                                bool l_316_ = (l_314_ <= 1.7976931348623157e308L);
                                                if (l_315_) {
                                                    local_22 = l_316_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_317_ = local_22;
                                                if (l_317_) {
                                                    uint64_t l_318_ = l_314_;
                                                    uint64_t l_319_ = (l_318_ >> uint(52uL));
                                                    uint64_t l_320_ = (l_319_ - 23uL);
                                                    uint64_t l_321_ = (l_320_ << uint(52uL));
                                                    double l_322_ = l_321_;
                                                    l_mut_175_ = l_322_;
                                                }
                                                double _e844 = l_mut_175_;
                                                double l_323_ = (l_313_ * _e844);
                                                l_mut_192_ = 2u;
                                                double _e847 = l_mut_25_;
                                                double l_324_ = (_e847 - l_143_);
                                                double l_325_ = abs(l_324_);
                                                l_mut_175_ = 1.401298464324817e-45L;
                                                bool l_326_ = (l_325_ >= 1.1754943508222875e-38L);
                                                bool l_327_ = (l_325_ <= 1.7976931348623157e308L);
                                                if (l_326_) {
                                                    local_23 = l_327_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_328_ = local_23;
                                                if (l_328_) {
                                                    uint64_t l_329_ = l_325_;
                                                    uint64_t l_330_ = (l_329_ >> uint(52uL));
                                                    uint64_t l_331_ = (l_330_ - 23uL);
                                                    uint64_t l_332_ = (l_331_ << uint(52uL));
                                                    double l_333_ = l_332_;
                                                    l_mut_175_ = l_333_;
                                                }
                                                double _e871 = l_mut_25_;
                                                double l_334_ = (_e871 + l_143_);
                                                double l_335_ = abs(l_334_);
                                                l_mut_152_ = 1.401298464324817e-45L;
                                                bool l_336_ = (l_335_ >= 1.1754943508222875e-38L);
                                                bool l_337_ = (l_335_ <= 1.7976931348623157e308L);
                                                if (l_336_) {
                                                    local_24 = l_337_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_338_ = local_24;
                                                if (l_338_) {
                                                    uint64_t l_339_ = l_335_;
                                                    uint64_t l_340_ = (l_339_ >> uint(52uL));
                                                    uint64_t l_341_ = (l_340_ - 23uL);
                                                    uint64_t l_342_ = (l_341_ << uint(52uL));
                                                    double l_343_ = l_342_;
                                                    l_mut_152_ = l_343_;
                                                }
                                                double _e895 = l_mut_175_;
                                                double _e896 = l_mut_152_;
                                                bool l_344_ = (_e895 == _e896);
                                                if (l_344_) {
                                                    double l_345_ = (l_323_ * 1.4551915228366852e-11L);
                                                    double l_346_ = (l_143_ + l_345_);
                                                    double _e901 = l_mut_25_;
                                                    double l_347_ = (_e901 - l_323_);
                                                    double _e903 = l_mut_25_;
                                                    double l_348_ = (_e903 + l_323_);
                                                    float _e905 = l_mut_22_;
                                                    double l_349_ = double(_e905);
                                                    float _e907 = l_mut_22_;
                                                    uint l_350_ = asuint(_e907);
                                                    uint l_351_ = (l_350_ + 1u);
                                                    l_mut_162_ = l_351_;
                                                    uint l_352_ = (l_350_ & 2147483647u);
                                                    bool l_353_ = (l_352_ == 0u);
                                                    if (l_353_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        uint l_354_ = (l_350_ & 2147483648u);
                                                        bool l_355_ = (l_354_ != 0u);
                                                        if (l_355_) {
                                                            uint l_356_ = (l_350_ - 1u);
                                                            l_mut_162_ = l_356_;
                                                        }
                                                    }
                                                    uint _e922 = l_mut_162_;
                                                    float l_357_ = asfloat(_e922);
                                                    double l_358_ = double(l_357_);
                                                    float _e925 = l_mut_22_;
                                                    float l_359_ = -(_e925);
                                                    uint l_360_ = asuint(l_359_);
                                                    uint l_361_ = (l_360_ + 1u);
                                                    l_mut_162_ = l_361_;
                                                    uint l_362_ = (l_360_ & 2147483647u);
                                                    bool l_363_ = (l_362_ == 0u);
                                                    if (l_363_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        uint l_364_ = (l_360_ & 2147483648u);
                                                        bool l_365_ = (l_364_ != 0u);
                                                        if (l_365_) {
                                                            uint l_366_ = (l_360_ - 1u);
                                                            l_mut_162_ = l_366_;
                                                        }
                                                    }
                                                    uint _e941 = l_mut_162_;
                                                    float l_367_ = asfloat(_e941);
                                                    float l_368_ = -(l_367_);
                                                    double l_369_ = double(l_368_);
                                                    double l_370_ = (l_347_ + l_346_);
                                                    bool l_371_ = (l_370_ <= l_349_);
                                                    l_mut_222_ = l_371_;
                                                    double l_372_ = (l_347_ - l_346_);
                                                    bool l_373_ = (l_372_ > l_349_);
                                                    l_mut_219_ = l_373_;
                                                    double l_374_ = (l_348_ - l_346_);
                                                    bool l_375_ = (l_374_ >= l_349_);
                                                    l_mut_216_ = l_375_;
                                                    double l_376_ = (l_348_ + l_346_);
                                                    bool l_377_ = (l_376_ < l_349_);
                                                    l_mut_213_ = l_377_;
                                                    if (l_131_) {
                                                        double l_378_ = (l_347_ + l_346_);
                                                        bool l_379_ = (l_378_ < l_358_);
                                                        l_mut_222_ = l_379_;
                                                        double l_380_ = (l_347_ - l_346_);
                                                        bool l_381_ = (l_380_ >= l_358_);
                                                        l_mut_219_ = l_381_;
                                                        double l_382_ = (l_348_ - l_346_);
                                                        bool l_383_ = (l_382_ > l_369_);
                                                        l_mut_216_ = l_383_;
                                                        double l_384_ = (l_348_ + l_346_);
                                                        bool l_385_ = (l_384_ <= l_369_);
                                                        l_mut_213_ = l_385_;
                                                    }
                                                    l_mut_162_ = 2u;
                                                    bool _e962 = l_mut_219_;
                                                    if (!(_e962)) {
                                                        bool _e966 = l_mut_213_;
                                                        local_25 = _e966;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_386_ = local_25;
                                                    if (l_386_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e970 = l_mut_222_;
                                                        if (_e970) {
                                                            bool _e973 = l_mut_216_;
                                                            local_26 = _e973;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_387_ = local_26;
                                                        if (l_387_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e977 = l_mut_162_;
                                                    l_mut_192_ = _e977;
                                                }
                                                uint _e978 = l_mut_192_;
                                                l_mut_145_ = _e978;
                                            } else {
                                                bool l_388_ = (l_127_ == 5u);
                                                if (l_388_) {
                                                    double l_389_ = (2.0L * l_140_);
                                                    double l_390_ = abs(l_389_);
                                                    double l_391_ = floor(l_390_);
                                                    double l_392_ = (3.0L + l_391_);
                                                    double _e987 = l_mut_25_;
                                                    double l_393_ = abs(_e987);
                                                    l_mut_175_ = 1.401298464324817e-45L;
                                                    bool l_394_ = (l_393_ >= 1.1754943508222875e-38L);
                                                    bool l_395_ = (l_393_ <= 1.7976931348623157e308L);
                                                    if (l_394_) {
                                                        local_27 = l_395_;
                                                    } else {
                                                        local_27 = false;
                                                    }
                                                    bool l_396_ = local_27;
                                                    if (l_396_) {
                                                        uint64_t l_397_ = l_393_;
                                                        uint64_t l_398_ = (l_397_ >> uint(52uL));
                                                        uint64_t l_399_ = (l_398_ - 23uL);
                                                        uint64_t l_400_ = (l_399_ << uint(52uL));
                                                        double l_401_ = l_400_;
                                                        l_mut_175_ = l_401_;
                                                    }
                                                    double _e1010 = l_mut_175_;
                                                    double l_402_ = (l_392_ * _e1010);
                                                    l_mut_192_ = 2u;
                                                    double _e1013 = l_mut_25_;
                                                    double l_403_ = (_e1013 - l_143_);
                                                    double l_404_ = abs(l_403_);
                                                    l_mut_175_ = 1.401298464324817e-45L;
                                                    bool l_405_ = (l_404_ >= 1.1754943508222875e-38L);
                                                    bool l_406_ = (l_404_ <= 1.7976931348623157e308L);
                                                    if (l_405_) {
                                                        local_28 = l_406_;
                                                    } else {
                                                        local_28 = false;
                                                    }
                                                    bool l_407_ = local_28;
                                                    if (l_407_) {
                                                        uint64_t l_408_ = l_404_;
                                                        uint64_t l_409_ = (l_408_ >> uint(52uL));
                                                        uint64_t l_410_ = (l_409_ - 23uL);
                                                        uint64_t l_411_ = (l_410_ << uint(52uL));
                                                        double l_412_ = l_411_;
                                                        l_mut_175_ = l_412_;
                                                    }
                                                    double _e1037 = l_mut_25_;
                                                    double l_413_ = (_e1037 + l_143_);
                                                    double l_414_ = abs(l_413_);
                                                    l_mut_152_ = 1.401298464324817e-45L;
                                                    bool l_415_ = (l_414_ >= 1.1754943508222875e-38L);
                                                    bool l_416_ = (l_414_ <= 1.7976931348623157e308L);
                                                    if (l_415_) {
                                                        local_29 = l_416_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_417_ = local_29;
                                                    if (l_417_) {
                                                        uint64_t l_418_ = l_414_;
                                                        uint64_t l_419_ = (l_418_ >> uint(52uL));
                                                        uint64_t l_420_ = (l_419_ - 23uL);
                                                        uint64_t l_421_ = (l_420_ << uint(52uL));
                                                        double l_422_ = l_421_;
                                                        l_mut_152_ = l_422_;
                                                    }
                                                    double _e1061 = l_mut_175_;
                                                    double _e1062 = l_mut_152_;
                                                    bool l_423_ = (_e1061 == _e1062);
                                                    if (l_423_) {
                                                        double l_424_ = (l_402_ * 1.4551915228366852e-11L);
                                                        double l_425_ = (l_143_ + l_424_);
                                                        double _e1067 = l_mut_25_;
                                                        double l_426_ = (_e1067 - l_402_);
                                                        double _e1069 = l_mut_25_;
                                                        double l_427_ = (_e1069 + l_402_);
                                                        float _e1071 = l_mut_22_;
                                                        double l_428_ = double(_e1071);
                                                        float _e1073 = l_mut_22_;
                                                        uint l_429_ = asuint(_e1073);
                                                        uint l_430_ = (l_429_ + 1u);
                                                        l_mut_162_ = l_430_;
                                                        uint l_431_ = (l_429_ & 2147483647u);
                                                        bool l_432_ = (l_431_ == 0u);
                                                        if (l_432_) {
                                                            l_mut_162_ = 1u;
                                                        } else {
                                                            uint l_433_ = (l_429_ & 2147483648u);
                                                            bool l_434_ = (l_433_ != 0u);
                                                            if (l_434_) {
                                                                uint l_435_ = (l_429_ - 1u);
                                                                l_mut_162_ = l_435_;
                                                            }
                                                        }
                                                        uint _e1088 = l_mut_162_;
                                                        float l_436_ = asfloat(_e1088);
                                                        double l_437_ = double(l_436_);
                                                        float _e1091 = l_mut_22_;
                                                        float l_438_ = -(_e1091);
                                                        uint l_439_ = asuint(l_438_);
                                                        uint l_440_ = (l_439_ + 1u);
                                                        l_mut_162_ = l_440_;
                                                        uint l_441_ = (l_439_ & 2147483647u);
                                                        bool l_442_ = (l_441_ == 0u);
                                                        if (l_442_) {
                                                            l_mut_162_ = 1u;
                                                        } else {
                                                            uint l_443_ = (l_439_ & 2147483648u);
                                                            bool l_444_ = (l_443_ != 0u);
                                                            if (l_444_) {
                                                                uint l_445_ = (l_439_ - 1u);
                                                                l_mut_162_ = l_445_;
                                                            }
                                                        }
                                                        uint _e1107 = l_mut_162_;
                                                        float l_446_ = asfloat(_e1107);
                                                        float l_447_ = -(l_446_);
                                                        double l_448_ = double(l_447_);
                                                        double l_449_ = (l_426_ + l_425_);
                                                        bool l_450_ = (l_449_ <= l_428_);
                                                        l_mut_222_ = l_450_;
                                                        double l_451_ = (l_426_ - l_425_);
                                                        bool l_452_ = (l_451_ > l_428_);
                                                        l_mut_219_ = l_452_;
                                                        double l_453_ = (l_427_ - l_425_);
                                                        bool l_454_ = (l_453_ >= l_428_);
                                                        l_mut_216_ = l_454_;
                                                        double l_455_ = (l_427_ + l_425_);
                                                        bool l_456_ = (l_455_ < l_428_);
                                                        l_mut_213_ = l_456_;
                                                        if (l_131_) {
                                                            double l_457_ = (l_426_ + l_425_);
                                                            bool l_458_ = (l_457_ < l_437_);
                                                            l_mut_222_ = l_458_;
                                                            double l_459_ = (l_426_ - l_425_);
                                                            bool l_460_ = (l_459_ >= l_437_);
                                                            l_mut_219_ = l_460_;
                                                            double l_461_ = (l_427_ - l_425_);
                                                            bool l_462_ = (l_461_ > l_448_);
                                                            l_mut_216_ = l_462_;
                                                            double l_463_ = (l_427_ + l_425_);
                                                            bool l_464_ = (l_463_ <= l_448_);
                                                            l_mut_213_ = l_464_;
                                                        }
                                                        l_mut_162_ = 2u;
                                                        bool _e1128 = l_mut_219_;
                                                        if (!(_e1128)) {
                                                            bool _e1132 = l_mut_213_;
                                                            local_30 = _e1132;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_465_ = local_30;
                                                        if (l_465_) {
                                                            l_mut_162_ = 1u;
                                                        } else {
                                                            bool _e1136 = l_mut_222_;
                                                            if (_e1136) {
                                                                bool _e1139 = l_mut_216_;
                                                                local_31 = _e1139;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_466_ = local_31;
                                                            if (l_466_) {
                                                                l_mut_162_ = 0u;
                                                            }
                                                        }
                                                        uint _e1143 = l_mut_162_;
                                                        l_mut_192_ = _e1143;
                                                    }
                                                    uint _e1144 = l_mut_192_;
                                                    l_mut_145_ = _e1144;
                                                } else {
                                                    bool l_467_ = (l_127_ == 6u);
                                                    if (l_467_) {
                                                        l_mut_145_ = 0u;
                                                        bool l_468_ = (l_141_ <= l_136_);
                                                        if (l_468_) {
                                                            double l_469_ = (l_133_ * 1.4551915228366852e-11L);
                                                            double l_470_ = (l_143_ + l_469_);
                                                            double _e1152 = l_mut_25_;
                                                            double l_471_ = (_e1152 - l_133_);
                                                            double _e1154 = l_mut_25_;
                                                            double l_472_ = (_e1154 + l_133_);
                                                            float _e1156 = l_mut_22_;
                                                            double l_473_ = double(_e1156);
                                                            float _e1158 = l_mut_22_;
                                                            uint l_474_ = asuint(_e1158);
                                                            uint l_475_ = (l_474_ + 1u);
                                                            l_mut_192_ = l_475_;
                                                            uint l_476_ = (l_474_ & 2147483647u);
                                                            bool l_477_ = (l_476_ == 0u);
                                                            if (l_477_) {
                                                                l_mut_192_ = 1u;
                                                            } else {
                                                                uint l_478_ = (l_474_ & 2147483648u);
                                                                bool l_479_ = (l_478_ != 0u);
                                                                if (l_479_) {
                                                                    uint l_480_ = (l_474_ - 1u);
                                                                    l_mut_192_ = l_480_;
                                                                }
                                                            }
                                                            uint _e1173 = l_mut_192_;
                                                            float l_481_ = asfloat(_e1173);
                                                            double l_482_ = double(l_481_);
                                                            float _e1176 = l_mut_22_;
                                                            float l_483_ = -(_e1176);
                                                            uint l_484_ = asuint(l_483_);
                                                            uint l_485_ = (l_484_ + 1u);
                                                            l_mut_192_ = l_485_;
                                                            uint l_486_ = (l_484_ & 2147483647u);
                                                            bool l_487_ = (l_486_ == 0u);
                                                            if (l_487_) {
                                                                l_mut_192_ = 1u;
                                                            } else {
                                                                uint l_488_ = (l_484_ & 2147483648u);
                                                                bool l_489_ = (l_488_ != 0u);
                                                                if (l_489_) {
                                                                    uint l_490_ = (l_484_ - 1u);
                                                                    l_mut_192_ = l_490_;
                                                                }
                                                            }
                                                            uint _e1192 = l_mut_192_;
                                                            float l_491_ = asfloat(_e1192);
                                                            float l_492_ = -(l_491_);
                                                            double l_493_ = double(l_492_);
                                                            double l_494_ = (l_471_ + l_470_);
                                                            bool l_495_ = (l_494_ <= l_473_);
                                                            l_mut_222_ = l_495_;
                                                            double l_496_ = (l_471_ - l_470_);
                                                            bool l_497_ = (l_496_ > l_473_);
                                                            l_mut_219_ = l_497_;
                                                            double l_498_ = (l_472_ - l_470_);
                                                            bool l_499_ = (l_498_ >= l_473_);
                                                            l_mut_216_ = l_499_;
                                                            double l_500_ = (l_472_ + l_470_);
                                                            bool l_501_ = (l_500_ < l_473_);
                                                            l_mut_213_ = l_501_;
                                                            if (l_131_) {
                                                                double l_502_ = (l_471_ + l_470_);
                                                                bool l_503_ = (l_502_ < l_482_);
                                                                l_mut_222_ = l_503_;
                                                                double l_504_ = (l_471_ - l_470_);
                                                                bool l_505_ = (l_504_ >= l_482_);
                                                                l_mut_219_ = l_505_;
                                                                double l_506_ = (l_472_ - l_470_);
                                                                bool l_507_ = (l_506_ > l_493_);
                                                                l_mut_216_ = l_507_;
                                                                double l_508_ = (l_472_ + l_470_);
                                                                bool l_509_ = (l_508_ <= l_493_);
                                                                l_mut_213_ = l_509_;
                                                            }
                                                            l_mut_192_ = 2u;
                                                            bool _e1213 = l_mut_219_;
                                                            if (!(_e1213)) {
                                                                bool _e1217 = l_mut_213_;
                                                                local_32 = _e1217;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_510_ = local_32;
                                                            if (l_510_) {
                                                                l_mut_192_ = 1u;
                                                            } else {
                                                                bool _e1221 = l_mut_222_;
                                                                if (_e1221) {
                                                                    bool _e1224 = l_mut_216_;
                                                                    local_33 = _e1224;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_511_ = local_33;
                                                                if (l_511_) {
                                                                    l_mut_192_ = 0u;
                                                                }
                                                            }
                                                            uint _e1228 = l_mut_192_;
                                                            l_mut_145_ = _e1228;
                                                        }
                                                    } else {
                                                        bool l_512_ = (l_127_ == 7u);
                                                        if (l_512_) {
                                                            double _e1231 = l_mut_25_;
                                                            double l_513_ = abs(_e1231);
                                                            double l_514_ = (l_133_ * l_513_);
                                                            l_mut_175_ = l_514_;
                                                            double _e1234 = l_mut_25_;
                                                            double l_515_ = abs(_e1234);
                                                            l_mut_152_ = 1.401298464324817e-45L;
                                                            bool l_516_ = (l_515_ >= 1.1754943508222875e-38L);
                                                            bool l_517_ = (l_515_ <= 1.7976931348623157e308L);
                                                            if (l_516_) {
                                                                local_34 = l_517_;
                                                            } else {
                                                                local_34 = false;
                                                            }
                                                            bool l_518_ = local_34;
                                                            if (l_518_) {
                                                                uint64_t l_519_ = l_515_;
                                                                uint64_t l_520_ = (l_519_ >> uint(52uL));
                                                                uint64_t l_521_ = (l_520_ - 23uL);
                                                                uint64_t l_522_ = (l_521_ << uint(52uL));
                                                                double l_523_ = l_522_;
                                                                l_mut_152_ = l_523_;
                                                            }
                                                            double _e1258 = l_mut_152_;
                                                            double l_524_ = (0.5L * _e1258);
                                                            double _e1260 = l_mut_175_;
                                                            bool l_525_ = (l_524_ > _e1260);
                                                            if (l_525_) {
                                                                l_mut_175_ = l_524_;
                                                            }
                                                            double _e1262 = l_mut_25_;
                                                            double l_526_ = (_e1262 - l_143_);
                                                            double l_527_ = abs(l_526_);
                                                            l_mut_152_ = 1.401298464324817e-45L;
                                                            bool l_528_ = (l_527_ >= 1.1754943508222875e-38L);
                                                            bool l_529_ = (l_527_ <= 1.7976931348623157e308L);
                                                            if (l_528_) {
                                                                local_35 = l_529_;
                                                            } else {
                                                                local_35 = false;
                                                            }
                                                            bool l_530_ = local_35;
                                                            if (l_530_) {
                                                                uint64_t l_531_ = l_527_;
                                                                uint64_t l_532_ = (l_531_ >> uint(52uL));
                                                                uint64_t l_533_ = (l_532_ - 23uL);
                                                                uint64_t l_534_ = (l_533_ << uint(52uL));
                                                                double l_535_ = l_534_;
                                                                l_mut_152_ = l_535_;
                                                            }
                                                            double _e1286 = l_mut_25_;
                                                            double l_536_ = (_e1286 + l_143_);
                                                            double l_537_ = abs(l_536_);
                                                            l_mut_538_ = 1.401298464324817e-45L;
                                                            bool l_539_ = (l_537_ >= 1.1754943508222875e-38L);
                                                            bool l_540_ = (l_537_ <= 1.7976931348623157e308L);
                                                            if (l_539_) {
                                                                local_36 = l_540_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_541_ = local_36;
                                                            if (l_541_) {
                                                                uint64_t l_542_ = l_537_;
                                                                uint64_t l_543_ = (l_542_ >> uint(52uL));
                                                                uint64_t l_544_ = (l_543_ - 23uL);
                                                                uint64_t l_545_ = (l_544_ << uint(52uL));
                                                                double l_546_ = l_545_;
                                                                l_mut_538_ = l_546_;
                                                            }
                                                            double _e1310 = l_mut_152_;
                                                            double _e1311 = l_mut_538_;
                                                            bool l_547_ = (_e1310 == _e1311);
                                                            if (l_547_) {
                                                                double l_548_ = (l_133_ * l_143_);
                                                                double l_549_ = (l_143_ + l_548_);
                                                                double _e1315 = l_mut_175_;
                                                                double l_550_ = (_e1315 * 1.4551915228366852e-11L);
                                                                double l_551_ = (l_549_ + l_550_);
                                                                double _e1319 = l_mut_25_;
                                                                double _e1320 = l_mut_175_;
                                                                double l_552_ = (_e1319 - _e1320);
                                                                double _e1322 = l_mut_25_;
                                                                double _e1323 = l_mut_175_;
                                                                double l_553_ = (_e1322 + _e1323);
                                                                float _e1325 = l_mut_22_;
                                                                double l_554_ = double(_e1325);
                                                                float _e1327 = l_mut_22_;
                                                                uint l_555_ = asuint(_e1327);
                                                                uint l_556_ = (l_555_ + 1u);
                                                                l_mut_192_ = l_556_;
                                                                uint l_557_ = (l_555_ & 2147483647u);
                                                                bool l_558_ = (l_557_ == 0u);
                                                                if (l_558_) {
                                                                    l_mut_192_ = 1u;
                                                                } else {
                                                                    uint l_559_ = (l_555_ & 2147483648u);
                                                                    bool l_560_ = (l_559_ != 0u);
                                                                    if (l_560_) {
                                                                        uint l_561_ = (l_555_ - 1u);
                                                                        l_mut_192_ = l_561_;
                                                                    }
                                                                }
                                                                uint _e1342 = l_mut_192_;
                                                                float l_562_ = asfloat(_e1342);
                                                                double l_563_ = double(l_562_);
                                                                float _e1345 = l_mut_22_;
                                                                float l_564_ = -(_e1345);
                                                                uint l_565_ = asuint(l_564_);
                                                                uint l_566_ = (l_565_ + 1u);
                                                                l_mut_192_ = l_566_;
                                                                uint l_567_ = (l_565_ & 2147483647u);
                                                                bool l_568_ = (l_567_ == 0u);
                                                                if (l_568_) {
                                                                    l_mut_192_ = 1u;
                                                                } else {
                                                                    uint l_569_ = (l_565_ & 2147483648u);
                                                                    bool l_570_ = (l_569_ != 0u);
                                                                    if (l_570_) {
                                                                        uint l_571_ = (l_565_ - 1u);
                                                                        l_mut_192_ = l_571_;
                                                                    }
                                                                }
                                                                uint _e1361 = l_mut_192_;
                                                                float l_572_ = asfloat(_e1361);
                                                                float l_573_ = -(l_572_);
                                                                double l_574_ = double(l_573_);
                                                                double l_575_ = (l_552_ + l_551_);
                                                                bool l_576_ = (l_575_ <= l_554_);
                                                                l_mut_222_ = l_576_;
                                                                double l_577_ = (l_552_ - l_551_);
                                                                bool l_578_ = (l_577_ > l_554_);
                                                                l_mut_219_ = l_578_;
                                                                double l_579_ = (l_553_ - l_551_);
                                                                bool l_580_ = (l_579_ >= l_554_);
                                                                l_mut_216_ = l_580_;
                                                                double l_581_ = (l_553_ + l_551_);
                                                                bool l_582_ = (l_581_ < l_554_);
                                                                l_mut_213_ = l_582_;
                                                                if (l_131_) {
                                                                    double l_583_ = (l_552_ + l_551_);
                                                                    bool l_584_ = (l_583_ < l_563_);
                                                                    l_mut_222_ = l_584_;
                                                                    double l_585_ = (l_552_ - l_551_);
                                                                    bool l_586_ = (l_585_ >= l_563_);
                                                                    l_mut_219_ = l_586_;
                                                                    double l_587_ = (l_553_ - l_551_);
                                                                    bool l_588_ = (l_587_ > l_574_);
                                                                    l_mut_216_ = l_588_;
                                                                    double l_589_ = (l_553_ + l_551_);
                                                                    bool l_590_ = (l_589_ <= l_574_);
                                                                    l_mut_213_ = l_590_;
                                                                }
                                                                l_mut_192_ = 2u;
                                                                bool _e1382 = l_mut_219_;
                                                                if (!(_e1382)) {
                                                                    bool _e1386 = l_mut_213_;
                                                                    local_37 = _e1386;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_591_ = local_37;
                                                                if (l_591_) {
                                                                    l_mut_192_ = 1u;
                                                                } else {
                                                                    bool _e1390 = l_mut_222_;
                                                                    if (_e1390) {
                                                                        bool _e1393 = l_mut_216_;
                                                                        local_38 = _e1393;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_592_ = local_38;
                                                                    if (l_592_) {
                                                                        l_mut_192_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1397 = l_mut_192_;
                                                                l_mut_145_ = _e1397;
                                                            }
                                                        } else {
                                                            bool l_593_ = (l_127_ == 8u);
                                                            if (l_593_) {
                                                                bool l_594_ = (l_140_ >= 0.5L);
                                                                bool l_595_ = (l_140_ <= 2.0L);
                                                                if (l_594_) {
                                                                    local_39 = l_595_;
                                                                } else {
                                                                    local_39 = false;
                                                                }
                                                                bool l_596_ = local_39;
                                                                if (l_596_) {
                                                                    double l_597_ = (l_133_ * 1.4551915228366852e-11L);
                                                                    double l_598_ = (l_143_ + l_597_);
                                                                    double _e1411 = l_mut_25_;
                                                                    double l_599_ = (_e1411 - l_133_);
                                                                    double _e1413 = l_mut_25_;
                                                                    double l_600_ = (_e1413 + l_133_);
                                                                    float _e1415 = l_mut_22_;
                                                                    double l_601_ = double(_e1415);
                                                                    float _e1417 = l_mut_22_;
                                                                    uint l_602_ = asuint(_e1417);
                                                                    uint l_603_ = (l_602_ + 1u);
                                                                    l_mut_192_ = l_603_;
                                                                    uint l_604_ = (l_602_ & 2147483647u);
                                                                    bool l_605_ = (l_604_ == 0u);
                                                                    if (l_605_) {
                                                                        l_mut_192_ = 1u;
                                                                    } else {
                                                                        uint l_606_ = (l_602_ & 2147483648u);
                                                                        bool l_607_ = (l_606_ != 0u);
                                                                        if (l_607_) {
                                                                            uint l_608_ = (l_602_ - 1u);
                                                                            l_mut_192_ = l_608_;
                                                                        }
                                                                    }
                                                                    uint _e1432 = l_mut_192_;
                                                                    float l_609_ = asfloat(_e1432);
                                                                    double l_610_ = double(l_609_);
                                                                    float _e1435 = l_mut_22_;
                                                                    float l_611_ = -(_e1435);
                                                                    uint l_612_ = asuint(l_611_);
                                                                    uint l_613_ = (l_612_ + 1u);
                                                                    l_mut_192_ = l_613_;
                                                                    uint l_614_ = (l_612_ & 2147483647u);
                                                                    bool l_615_ = (l_614_ == 0u);
                                                                    if (l_615_) {
                                                                        l_mut_192_ = 1u;
                                                                    } else {
                                                                        uint l_616_ = (l_612_ & 2147483648u);
                                                                        bool l_617_ = (l_616_ != 0u);
                                                                        if (l_617_) {
                                                                            uint l_618_ = (l_612_ - 1u);
                                                                            l_mut_192_ = l_618_;
                                                                        }
                                                                    }
                                                                    uint _e1451 = l_mut_192_;
                                                                    float l_619_ = asfloat(_e1451);
                                                                    float l_620_ = -(l_619_);
                                                                    double l_621_ = double(l_620_);
                                                                    double l_622_ = (l_599_ + l_598_);
                                                                    bool l_623_ = (l_622_ <= l_601_);
                                                                    l_mut_222_ = l_623_;
                                                                    double l_624_ = (l_599_ - l_598_);
                                                                    bool l_625_ = (l_624_ > l_601_);
                                                                    l_mut_219_ = l_625_;
                                                                    double l_626_ = (l_600_ - l_598_);
                                                                    bool l_627_ = (l_626_ >= l_601_);
                                                                    l_mut_216_ = l_627_;
                                                                    double l_628_ = (l_600_ + l_598_);
                                                                    bool l_629_ = (l_628_ < l_601_);
                                                                    l_mut_213_ = l_629_;
                                                                    if (l_131_) {
                                                                        double l_630_ = (l_599_ + l_598_);
                                                                        bool l_631_ = (l_630_ < l_610_);
                                                                        l_mut_222_ = l_631_;
                                                                        double l_632_ = (l_599_ - l_598_);
                                                                        bool l_633_ = (l_632_ >= l_610_);
                                                                        l_mut_219_ = l_633_;
                                                                        double l_634_ = (l_600_ - l_598_);
                                                                        bool l_635_ = (l_634_ > l_621_);
                                                                        l_mut_216_ = l_635_;
                                                                        double l_636_ = (l_600_ + l_598_);
                                                                        bool l_637_ = (l_636_ <= l_621_);
                                                                        l_mut_213_ = l_637_;
                                                                    }
                                                                    l_mut_192_ = 2u;
                                                                    bool _e1472 = l_mut_219_;
                                                                    if (!(_e1472)) {
                                                                        bool _e1476 = l_mut_213_;
                                                                        local_40 = _e1476;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_638_ = local_40;
                                                                    if (l_638_) {
                                                                        l_mut_192_ = 1u;
                                                                    } else {
                                                                        bool _e1480 = l_mut_222_;
                                                                        if (_e1480) {
                                                                            bool _e1483 = l_mut_216_;
                                                                            local_41 = _e1483;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_639_ = local_41;
                                                                        if (l_639_) {
                                                                            l_mut_192_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1487 = l_mut_192_;
                                                                    l_mut_145_ = _e1487;
                                                                } else {
                                                                    double _e1488 = l_mut_25_;
                                                                    double l_640_ = abs(_e1488);
                                                                    l_mut_538_ = 1.401298464324817e-45L;
                                                                    bool l_641_ = (l_640_ >= 1.1754943508222875e-38L);
                                                                    bool l_642_ = (l_640_ <= 1.7976931348623157e308L);
                                                                    if (l_641_) {
                                                                        local_42 = l_642_;
                                                                    } else {
                                                                        local_42 = false;
                                                                    }
                                                                    bool l_643_ = local_42;
                                                                    if (l_643_) {
                                                                        uint64_t l_644_ = l_640_;
                                                                        uint64_t l_645_ = (l_644_ >> uint(52uL));
                                                                        uint64_t l_646_ = (l_645_ - 23uL);
                                                                        uint64_t l_647_ = (l_646_ << uint(52uL));
                                                                        double l_648_ = l_647_;
                                                                        l_mut_538_ = l_648_;
                                                                    }
                                                                    double _e1511 = l_mut_538_;
                                                                    double l_649_ = (l_136_ * _e1511);
                                                                    l_mut_192_ = 2u;
                                                                    double _e1514 = l_mut_25_;
                                                                    double l_650_ = (_e1514 - l_143_);
                                                                    double l_651_ = abs(l_650_);
                                                                    l_mut_538_ = 1.401298464324817e-45L;
                                                                    bool l_652_ = (l_651_ >= 1.1754943508222875e-38L);
                                                                    bool l_653_ = (l_651_ <= 1.7976931348623157e308L);
                                                                    if (l_652_) {
                                                                        local_43 = l_653_;
                                                                    } else {
                                                                        local_43 = false;
                                                                    }
                                                                    bool l_654_ = local_43;
                                                                    if (l_654_) {
                                                                        uint64_t l_655_ = l_651_;
                                                                        uint64_t l_656_ = (l_655_ >> uint(52uL));
                                                                        uint64_t l_657_ = (l_656_ - 23uL);
                                                                        uint64_t l_658_ = (l_657_ << uint(52uL));
                                                                        double l_659_ = l_658_;
                                                                        l_mut_538_ = l_659_;
                                                                    }
                                                                    double _e1538 = l_mut_25_;
                                                                    double l_660_ = (_e1538 + l_143_);
                                                                    double l_661_ = abs(l_660_);
                                                                    l_mut_175_ = 1.401298464324817e-45L;
                                                                    bool l_662_ = (l_661_ >= 1.1754943508222875e-38L);
                                                                    bool l_663_ = (l_661_ <= 1.7976931348623157e308L);
                                                                    if (l_662_) {
                                                                        local_44 = l_663_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_664_ = local_44;
                                                                    if (l_664_) {
                                                                        uint64_t l_665_ = l_661_;
                                                                        uint64_t l_666_ = (l_665_ >> uint(52uL));
                                                                        uint64_t l_667_ = (l_666_ - 23uL);
                                                                        uint64_t l_668_ = (l_667_ << uint(52uL));
                                                                        double l_669_ = l_668_;
                                                                        l_mut_175_ = l_669_;
                                                                    }
                                                                    double _e1562 = l_mut_538_;
                                                                    double _e1563 = l_mut_175_;
                                                                    bool l_670_ = (_e1562 == _e1563);
                                                                    if (l_670_) {
                                                                        double l_671_ = (l_649_ * 1.4551915228366852e-11L);
                                                                        double l_672_ = (l_143_ + l_671_);
                                                                        double _e1568 = l_mut_25_;
                                                                        double l_673_ = (_e1568 - l_649_);
                                                                        double _e1570 = l_mut_25_;
                                                                        double l_674_ = (_e1570 + l_649_);
                                                                        float _e1572 = l_mut_22_;
                                                                        double l_675_ = double(_e1572);
                                                                        float _e1574 = l_mut_22_;
                                                                        uint l_676_ = asuint(_e1574);
                                                                        uint l_677_ = (l_676_ + 1u);
                                                                        l_mut_162_ = l_677_;
                                                                        uint l_678_ = (l_676_ & 2147483647u);
                                                                        bool l_679_ = (l_678_ == 0u);
                                                                        if (l_679_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_680_ = (l_676_ & 2147483648u);
                                                                            bool l_681_ = (l_680_ != 0u);
                                                                            if (l_681_) {
                                                                                uint l_682_ = (l_676_ - 1u);
                                                                                l_mut_162_ = l_682_;
                                                                            }
                                                                        }
                                                                        uint _e1589 = l_mut_162_;
                                                                        float l_683_ = asfloat(_e1589);
                                                                        double l_684_ = double(l_683_);
                                                                        float _e1592 = l_mut_22_;
                                                                        float l_685_ = -(_e1592);
                                                                        uint l_686_ = asuint(l_685_);
                                                                        uint l_687_ = (l_686_ + 1u);
                                                                        l_mut_162_ = l_687_;
                                                                        uint l_688_ = (l_686_ & 2147483647u);
                                                                        bool l_689_ = (l_688_ == 0u);
                                                                        if (l_689_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_690_ = (l_686_ & 2147483648u);
                                                                            bool l_691_ = (l_690_ != 0u);
                                                                            if (l_691_) {
                                                                                uint l_692_ = (l_686_ - 1u);
                                                                                l_mut_162_ = l_692_;
                                                                            }
                                                                        }
                                                                        uint _e1608 = l_mut_162_;
                                                                        float l_693_ = asfloat(_e1608);
                                                                        float l_694_ = -(l_693_);
                                                                        double l_695_ = double(l_694_);
                                                                        double l_696_ = (l_673_ + l_672_);
                                                                        bool l_697_ = (l_696_ <= l_675_);
                                                                        l_mut_222_ = l_697_;
                                                                        double l_698_ = (l_673_ - l_672_);
                                                                        bool l_699_ = (l_698_ > l_675_);
                                                                        l_mut_219_ = l_699_;
                                                                        double l_700_ = (l_674_ - l_672_);
                                                                        bool l_701_ = (l_700_ >= l_675_);
                                                                        l_mut_216_ = l_701_;
                                                                        double l_702_ = (l_674_ + l_672_);
                                                                        bool l_703_ = (l_702_ < l_675_);
                                                                        l_mut_213_ = l_703_;
                                                                        if (l_131_) {
                                                                            double l_704_ = (l_673_ + l_672_);
                                                                            bool l_705_ = (l_704_ < l_684_);
                                                                            l_mut_222_ = l_705_;
                                                                            double l_706_ = (l_673_ - l_672_);
                                                                            bool l_707_ = (l_706_ >= l_684_);
                                                                            l_mut_219_ = l_707_;
                                                                            double l_708_ = (l_674_ - l_672_);
                                                                            bool l_709_ = (l_708_ > l_695_);
                                                                            l_mut_216_ = l_709_;
                                                                            double l_710_ = (l_674_ + l_672_);
                                                                            bool l_711_ = (l_710_ <= l_695_);
                                                                            l_mut_213_ = l_711_;
                                                                        }
                                                                        l_mut_162_ = 2u;
                                                                        bool _e1629 = l_mut_219_;
                                                                        if (!(_e1629)) {
                                                                            bool _e1633 = l_mut_213_;
                                                                            local_45 = _e1633;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_712_ = local_45;
                                                                        if (l_712_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e1637 = l_mut_222_;
                                                                            if (_e1637) {
                                                                                bool _e1640 = l_mut_216_;
                                                                                local_46 = _e1640;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_713_ = local_46;
                                                                            if (l_713_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1644 = l_mut_162_;
                                                                        l_mut_192_ = _e1644;
                                                                    }
                                                                    uint _e1645 = l_mut_192_;
                                                                    l_mut_145_ = _e1645;
                                                                }
                                                            } else {
                                                                bool l_714_ = (l_127_ == 11u);
                                                                bool l_715_ = (l_127_ == 12u);
                                                                if (!(l_714_)) {
                                                                    local_47 = l_715_;
                                                                } else {
                                                                    local_47 = true;
                                                                }
                                                                bool l_716_ = local_47;
                                                                if (l_716_) {
                                                                    l_mut_145_ = 0u;
                                                                }
                                                                bool l_717_ = (l_141_ <= l_139_);
                                                                bool l_718_ = (l_127_ == 11u);
                                                                if (l_717_) {
                                                                    local_48 = l_718_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_719_ = local_48;
                                                                if (l_719_) {
                                                                    a_720_[0] = 1u;
                                                                    double l_721_ = sin(l_140_);
                                                                    double l_722_ = cos(l_140_);
                                                                    double l_723_ = abs(l_721_);
                                                                    double l_724_ = (l_723_ * 1.4551915228366852e-11L);
                                                                    double l_725_ = abs(l_722_);
                                                                    double l_726_ = (l_725_ * 1.4551915228366852e-11L);
                                                                    double l_727_ = (l_721_ - l_133_);
                                                                    l_mut_538_ = l_727_;
                                                                    if (l_131_) {
                                                                        double l_728_ = (l_727_ - l_724_);
                                                                        double l_729_ = (l_728_ * 7.1362384635298e44L);
                                                                        double l_730_ = floor(l_729_);
                                                                        double l_731_ = (l_730_ * 1.401298464324817e-45L);
                                                                        l_mut_175_ = l_731_;
                                                                        double l_732_ = abs(l_728_);
                                                                        bool l_733_ = (l_732_ >= 1.1754943508222875e-38L);
                                                                        if (l_733_) {
                                                                            float l_734_ = float(l_728_);
                                                                            double l_735_ = double(l_734_);
                                                                            l_mut_175_ = l_735_;
                                                                            double _e1685 = l_mut_175_;
                                                                            bool l_736_ = (_e1685 > l_728_);
                                                                            if (l_736_) {
                                                                                float l_737_ = -(l_734_);
                                                                                uint l_738_ = asuint(l_737_);
                                                                                uint l_739_ = (l_738_ + 1u);
                                                                                l_mut_192_ = l_739_;
                                                                                uint l_740_ = (l_738_ & 2147483647u);
                                                                                bool l_741_ = (l_740_ == 0u);
                                                                                if (l_741_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_742_ = (l_738_ & 2147483648u);
                                                                                    bool l_743_ = (l_742_ != 0u);
                                                                                    if (l_743_) {
                                                                                        uint l_744_ = (l_738_ - 1u);
                                                                                        l_mut_192_ = l_744_;
                                                                                    }
                                                                                }
                                                                                uint _e1702 = l_mut_192_;
                                                                                float l_745_ = asfloat(_e1702);
                                                                                float l_746_ = -(l_745_);
                                                                                double l_747_ = double(l_746_);
                                                                                l_mut_175_ = l_747_;
                                                                            } else {
                                                                                uint l_748_ = asuint(l_734_);
                                                                                uint l_749_ = (l_748_ + 1u);
                                                                                l_mut_192_ = l_749_;
                                                                                uint l_750_ = (l_748_ & 2147483647u);
                                                                                bool l_751_ = (l_750_ == 0u);
                                                                                if (l_751_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_752_ = (l_748_ & 2147483648u);
                                                                                    bool l_753_ = (l_752_ != 0u);
                                                                                    if (l_753_) {
                                                                                        uint l_754_ = (l_748_ - 1u);
                                                                                        l_mut_192_ = l_754_;
                                                                                    }
                                                                                }
                                                                                uint _e1720 = l_mut_192_;
                                                                                float l_755_ = asfloat(_e1720);
                                                                                double l_756_ = double(l_755_);
                                                                                bool l_757_ = (l_756_ <= l_728_);
                                                                                if (l_757_) {
                                                                                    uint l_758_ = asuint(l_734_);
                                                                                    uint l_759_ = (l_758_ + 1u);
                                                                                    l_mut_192_ = l_759_;
                                                                                    uint l_760_ = (l_758_ & 2147483647u);
                                                                                    bool l_761_ = (l_760_ == 0u);
                                                                                    if (l_761_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_762_ = (l_758_ & 2147483648u);
                                                                                        bool l_763_ = (l_762_ != 0u);
                                                                                        if (l_763_) {
                                                                                            uint l_764_ = (l_758_ - 1u);
                                                                                            l_mut_192_ = l_764_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1738 = l_mut_192_;
                                                                                    float l_765_ = asfloat(_e1738);
                                                                                    double l_766_ = double(l_765_);
                                                                                    l_mut_175_ = l_766_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_767_ = (l_727_ + l_724_);
                                                                        double l_768_ = (l_767_ * 7.1362384635298e44L);
                                                                        double l_769_ = floor(l_768_);
                                                                        double l_770_ = (l_769_ * 1.401298464324817e-45L);
                                                                        l_mut_152_ = l_770_;
                                                                        double l_771_ = abs(l_767_);
                                                                        bool l_772_ = (l_771_ >= 1.1754943508222875e-38L);
                                                                        if (l_772_) {
                                                                            float l_773_ = float(l_767_);
                                                                            double l_774_ = double(l_773_);
                                                                            l_mut_152_ = l_774_;
                                                                            double _e1752 = l_mut_152_;
                                                                            bool l_775_ = (_e1752 > l_767_);
                                                                            if (l_775_) {
                                                                                float l_776_ = -(l_773_);
                                                                                uint l_777_ = asuint(l_776_);
                                                                                uint l_778_ = (l_777_ + 1u);
                                                                                l_mut_192_ = l_778_;
                                                                                uint l_779_ = (l_777_ & 2147483647u);
                                                                                bool l_780_ = (l_779_ == 0u);
                                                                                if (l_780_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_781_ = (l_777_ & 2147483648u);
                                                                                    bool l_782_ = (l_781_ != 0u);
                                                                                    if (l_782_) {
                                                                                        uint l_783_ = (l_777_ - 1u);
                                                                                        l_mut_192_ = l_783_;
                                                                                    }
                                                                                }
                                                                                uint _e1769 = l_mut_192_;
                                                                                float l_784_ = asfloat(_e1769);
                                                                                float l_785_ = -(l_784_);
                                                                                double l_786_ = double(l_785_);
                                                                                l_mut_152_ = l_786_;
                                                                            } else {
                                                                                uint l_787_ = asuint(l_773_);
                                                                                uint l_788_ = (l_787_ + 1u);
                                                                                l_mut_192_ = l_788_;
                                                                                uint l_789_ = (l_787_ & 2147483647u);
                                                                                bool l_790_ = (l_789_ == 0u);
                                                                                if (l_790_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_791_ = (l_787_ & 2147483648u);
                                                                                    bool l_792_ = (l_791_ != 0u);
                                                                                    if (l_792_) {
                                                                                        uint l_793_ = (l_787_ - 1u);
                                                                                        l_mut_192_ = l_793_;
                                                                                    }
                                                                                }
                                                                                uint _e1787 = l_mut_192_;
                                                                                float l_794_ = asfloat(_e1787);
                                                                                double l_795_ = double(l_794_);
                                                                                bool l_796_ = (l_795_ <= l_767_);
                                                                                if (l_796_) {
                                                                                    uint l_797_ = asuint(l_773_);
                                                                                    uint l_798_ = (l_797_ + 1u);
                                                                                    l_mut_192_ = l_798_;
                                                                                    uint l_799_ = (l_797_ & 2147483647u);
                                                                                    bool l_800_ = (l_799_ == 0u);
                                                                                    if (l_800_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_801_ = (l_797_ & 2147483648u);
                                                                                        bool l_802_ = (l_801_ != 0u);
                                                                                        if (l_802_) {
                                                                                            uint l_803_ = (l_797_ - 1u);
                                                                                            l_mut_192_ = l_803_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1805 = l_mut_192_;
                                                                                    float l_804_ = asfloat(_e1805);
                                                                                    double l_805_ = double(l_804_);
                                                                                    l_mut_152_ = l_805_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1808 = l_mut_175_;
                                                                        double _e1809 = l_mut_152_;
                                                                        bool l_806_ = (_e1808 == _e1809);
                                                                        bool l_807_ = !(l_806_);
                                                                        if (l_807_) {
                                                                            a_720_[0] = 0u;
                                                                        }
                                                                        double l_808_ = (l_727_ * 7.1362384635298e44L);
                                                                        double l_809_ = floor(l_808_);
                                                                        double l_810_ = (l_809_ * 1.401298464324817e-45L);
                                                                        l_mut_175_ = l_810_;
                                                                        double l_811_ = abs(l_727_);
                                                                        bool l_812_ = (l_811_ >= 1.1754943508222875e-38L);
                                                                        if (l_812_) {
                                                                            float l_813_ = float(l_727_);
                                                                            double l_814_ = double(l_813_);
                                                                            l_mut_175_ = l_814_;
                                                                            double _e1824 = l_mut_175_;
                                                                            bool l_815_ = (_e1824 > l_727_);
                                                                            if (l_815_) {
                                                                                float l_816_ = -(l_813_);
                                                                                uint l_817_ = asuint(l_816_);
                                                                                uint l_818_ = (l_817_ + 1u);
                                                                                l_mut_192_ = l_818_;
                                                                                uint l_819_ = (l_817_ & 2147483647u);
                                                                                bool l_820_ = (l_819_ == 0u);
                                                                                if (l_820_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_821_ = (l_817_ & 2147483648u);
                                                                                    bool l_822_ = (l_821_ != 0u);
                                                                                    if (l_822_) {
                                                                                        uint l_823_ = (l_817_ - 1u);
                                                                                        l_mut_192_ = l_823_;
                                                                                    }
                                                                                }
                                                                                uint _e1841 = l_mut_192_;
                                                                                float l_824_ = asfloat(_e1841);
                                                                                float l_825_ = -(l_824_);
                                                                                double l_826_ = double(l_825_);
                                                                                l_mut_175_ = l_826_;
                                                                            } else {
                                                                                uint l_827_ = asuint(l_813_);
                                                                                uint l_828_ = (l_827_ + 1u);
                                                                                l_mut_192_ = l_828_;
                                                                                uint l_829_ = (l_827_ & 2147483647u);
                                                                                bool l_830_ = (l_829_ == 0u);
                                                                                if (l_830_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_831_ = (l_827_ & 2147483648u);
                                                                                    bool l_832_ = (l_831_ != 0u);
                                                                                    if (l_832_) {
                                                                                        uint l_833_ = (l_827_ - 1u);
                                                                                        l_mut_192_ = l_833_;
                                                                                    }
                                                                                }
                                                                                uint _e1859 = l_mut_192_;
                                                                                float l_834_ = asfloat(_e1859);
                                                                                double l_835_ = double(l_834_);
                                                                                bool l_836_ = (l_835_ <= l_727_);
                                                                                if (l_836_) {
                                                                                    uint l_837_ = asuint(l_813_);
                                                                                    uint l_838_ = (l_837_ + 1u);
                                                                                    l_mut_192_ = l_838_;
                                                                                    uint l_839_ = (l_837_ & 2147483647u);
                                                                                    bool l_840_ = (l_839_ == 0u);
                                                                                    if (l_840_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_841_ = (l_837_ & 2147483648u);
                                                                                        bool l_842_ = (l_841_ != 0u);
                                                                                        if (l_842_) {
                                                                                            uint l_843_ = (l_837_ - 1u);
                                                                                            l_mut_192_ = l_843_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1877 = l_mut_192_;
                                                                                    float l_844_ = asfloat(_e1877);
                                                                                    double l_845_ = double(l_844_);
                                                                                    l_mut_175_ = l_845_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1880 = l_mut_175_;
                                                                        l_mut_538_ = _e1880;
                                                                    }
                                                                    double l_846_ = (l_721_ + l_133_);
                                                                    l_mut_175_ = l_846_;
                                                                    if (l_131_) {
                                                                        double l_847_ = (l_846_ - l_724_);
                                                                        double l_848_ = (l_847_ * 7.1362384635298e44L);
                                                                        double l_849_ = floor(l_848_);
                                                                        double l_850_ = (l_849_ * 1.401298464324817e-45L);
                                                                        l_mut_152_ = l_850_;
                                                                        double l_851_ = abs(l_847_);
                                                                        bool l_852_ = (l_851_ >= 1.1754943508222875e-38L);
                                                                        if (l_852_) {
                                                                            float l_853_ = float(l_847_);
                                                                            double l_854_ = double(l_853_);
                                                                            l_mut_152_ = l_854_;
                                                                            double _e1893 = l_mut_152_;
                                                                            bool l_855_ = (_e1893 > l_847_);
                                                                            if (l_855_) {
                                                                                float l_856_ = -(l_853_);
                                                                                uint l_857_ = asuint(l_856_);
                                                                                uint l_858_ = (l_857_ + 1u);
                                                                                l_mut_192_ = l_858_;
                                                                                uint l_859_ = (l_857_ & 2147483647u);
                                                                                bool l_860_ = (l_859_ == 0u);
                                                                                if (l_860_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_861_ = (l_857_ & 2147483648u);
                                                                                    bool l_862_ = (l_861_ != 0u);
                                                                                    if (l_862_) {
                                                                                        uint l_863_ = (l_857_ - 1u);
                                                                                        l_mut_192_ = l_863_;
                                                                                    }
                                                                                }
                                                                                uint _e1910 = l_mut_192_;
                                                                                float l_864_ = asfloat(_e1910);
                                                                                float l_865_ = -(l_864_);
                                                                                double l_866_ = double(l_865_);
                                                                                l_mut_152_ = l_866_;
                                                                            } else {
                                                                                uint l_867_ = asuint(l_853_);
                                                                                uint l_868_ = (l_867_ + 1u);
                                                                                l_mut_192_ = l_868_;
                                                                                uint l_869_ = (l_867_ & 2147483647u);
                                                                                bool l_870_ = (l_869_ == 0u);
                                                                                if (l_870_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_871_ = (l_867_ & 2147483648u);
                                                                                    bool l_872_ = (l_871_ != 0u);
                                                                                    if (l_872_) {
                                                                                        uint l_873_ = (l_867_ - 1u);
                                                                                        l_mut_192_ = l_873_;
                                                                                    }
                                                                                }
                                                                                uint _e1928 = l_mut_192_;
                                                                                float l_874_ = asfloat(_e1928);
                                                                                double l_875_ = double(l_874_);
                                                                                bool l_876_ = (l_875_ <= l_847_);
                                                                                if (l_876_) {
                                                                                    uint l_877_ = asuint(l_853_);
                                                                                    uint l_878_ = (l_877_ + 1u);
                                                                                    l_mut_192_ = l_878_;
                                                                                    uint l_879_ = (l_877_ & 2147483647u);
                                                                                    bool l_880_ = (l_879_ == 0u);
                                                                                    if (l_880_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_881_ = (l_877_ & 2147483648u);
                                                                                        bool l_882_ = (l_881_ != 0u);
                                                                                        if (l_882_) {
                                                                                            uint l_883_ = (l_877_ - 1u);
                                                                                            l_mut_192_ = l_883_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1946 = l_mut_192_;
                                                                                    float l_884_ = asfloat(_e1946);
                                                                                    double l_885_ = double(l_884_);
                                                                                    l_mut_152_ = l_885_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_886_ = (l_846_ + l_724_);
                                                                        double l_887_ = (l_886_ * 7.1362384635298e44L);
                                                                        double l_888_ = floor(l_887_);
                                                                        double l_889_ = (l_888_ * 1.401298464324817e-45L);
                                                                        l_mut_890_ = l_889_;
                                                                        double l_891_ = abs(l_886_);
                                                                        bool l_892_ = (l_891_ >= 1.1754943508222875e-38L);
                                                                        if (l_892_) {
                                                                            float l_893_ = float(l_886_);
                                                                            double l_894_ = double(l_893_);
                                                                            l_mut_890_ = l_894_;
                                                                            double _e1960 = l_mut_890_;
                                                                            bool l_895_ = (_e1960 > l_886_);
                                                                            if (l_895_) {
                                                                                float l_896_ = -(l_893_);
                                                                                uint l_897_ = asuint(l_896_);
                                                                                uint l_898_ = (l_897_ + 1u);
                                                                                l_mut_192_ = l_898_;
                                                                                uint l_899_ = (l_897_ & 2147483647u);
                                                                                bool l_900_ = (l_899_ == 0u);
                                                                                if (l_900_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_901_ = (l_897_ & 2147483648u);
                                                                                    bool l_902_ = (l_901_ != 0u);
                                                                                    if (l_902_) {
                                                                                        uint l_903_ = (l_897_ - 1u);
                                                                                        l_mut_192_ = l_903_;
                                                                                    }
                                                                                }
                                                                                uint _e1977 = l_mut_192_;
                                                                                float l_904_ = asfloat(_e1977);
                                                                                float l_905_ = -(l_904_);
                                                                                double l_906_ = double(l_905_);
                                                                                l_mut_890_ = l_906_;
                                                                            } else {
                                                                                uint l_907_ = asuint(l_893_);
                                                                                uint l_908_ = (l_907_ + 1u);
                                                                                l_mut_192_ = l_908_;
                                                                                uint l_909_ = (l_907_ & 2147483647u);
                                                                                bool l_910_ = (l_909_ == 0u);
                                                                                if (l_910_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_911_ = (l_907_ & 2147483648u);
                                                                                    bool l_912_ = (l_911_ != 0u);
                                                                                    if (l_912_) {
                                                                                        uint l_913_ = (l_907_ - 1u);
                                                                                        l_mut_192_ = l_913_;
                                                                                    }
                                                                                }
                                                                                uint _e1995 = l_mut_192_;
                                                                                float l_914_ = asfloat(_e1995);
                                                                                double l_915_ = double(l_914_);
                                                                                bool l_916_ = (l_915_ <= l_886_);
                                                                                if (l_916_) {
                                                                                    uint l_917_ = asuint(l_893_);
                                                                                    uint l_918_ = (l_917_ + 1u);
                                                                                    l_mut_192_ = l_918_;
                                                                                    uint l_919_ = (l_917_ & 2147483647u);
                                                                                    bool l_920_ = (l_919_ == 0u);
                                                                                    if (l_920_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_921_ = (l_917_ & 2147483648u);
                                                                                        bool l_922_ = (l_921_ != 0u);
                                                                                        if (l_922_) {
                                                                                            uint l_923_ = (l_917_ - 1u);
                                                                                            l_mut_192_ = l_923_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2013 = l_mut_192_;
                                                                                    float l_924_ = asfloat(_e2013);
                                                                                    double l_925_ = double(l_924_);
                                                                                    l_mut_890_ = l_925_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2016 = l_mut_152_;
                                                                        double _e2017 = l_mut_890_;
                                                                        bool l_926_ = (_e2016 == _e2017);
                                                                        bool l_927_ = !(l_926_);
                                                                        if (l_927_) {
                                                                            a_720_[0] = 0u;
                                                                        }
                                                                        double l_928_ = -(l_846_);
                                                                        double l_929_ = (l_928_ * 7.1362384635298e44L);
                                                                        double l_930_ = floor(l_929_);
                                                                        double l_931_ = (l_930_ * 1.401298464324817e-45L);
                                                                        l_mut_890_ = l_931_;
                                                                        double l_932_ = abs(l_928_);
                                                                        bool l_933_ = (l_932_ >= 1.1754943508222875e-38L);
                                                                        if (l_933_) {
                                                                            float l_934_ = float(l_928_);
                                                                            double l_935_ = double(l_934_);
                                                                            l_mut_890_ = l_935_;
                                                                            double _e2033 = l_mut_890_;
                                                                            bool l_936_ = (_e2033 > l_928_);
                                                                            if (l_936_) {
                                                                                float l_937_ = -(l_934_);
                                                                                uint l_938_ = asuint(l_937_);
                                                                                uint l_939_ = (l_938_ + 1u);
                                                                                l_mut_192_ = l_939_;
                                                                                uint l_940_ = (l_938_ & 2147483647u);
                                                                                bool l_941_ = (l_940_ == 0u);
                                                                                if (l_941_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_942_ = (l_938_ & 2147483648u);
                                                                                    bool l_943_ = (l_942_ != 0u);
                                                                                    if (l_943_) {
                                                                                        uint l_944_ = (l_938_ - 1u);
                                                                                        l_mut_192_ = l_944_;
                                                                                    }
                                                                                }
                                                                                uint _e2050 = l_mut_192_;
                                                                                float l_945_ = asfloat(_e2050);
                                                                                float l_946_ = -(l_945_);
                                                                                double l_947_ = double(l_946_);
                                                                                l_mut_890_ = l_947_;
                                                                            } else {
                                                                                uint l_948_ = asuint(l_934_);
                                                                                uint l_949_ = (l_948_ + 1u);
                                                                                l_mut_192_ = l_949_;
                                                                                uint l_950_ = (l_948_ & 2147483647u);
                                                                                bool l_951_ = (l_950_ == 0u);
                                                                                if (l_951_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_952_ = (l_948_ & 2147483648u);
                                                                                    bool l_953_ = (l_952_ != 0u);
                                                                                    if (l_953_) {
                                                                                        uint l_954_ = (l_948_ - 1u);
                                                                                        l_mut_192_ = l_954_;
                                                                                    }
                                                                                }
                                                                                uint _e2068 = l_mut_192_;
                                                                                float l_955_ = asfloat(_e2068);
                                                                                double l_956_ = double(l_955_);
                                                                                bool l_957_ = (l_956_ <= l_928_);
                                                                                if (l_957_) {
                                                                                    uint l_958_ = asuint(l_934_);
                                                                                    uint l_959_ = (l_958_ + 1u);
                                                                                    l_mut_192_ = l_959_;
                                                                                    uint l_960_ = (l_958_ & 2147483647u);
                                                                                    bool l_961_ = (l_960_ == 0u);
                                                                                    if (l_961_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_962_ = (l_958_ & 2147483648u);
                                                                                        bool l_963_ = (l_962_ != 0u);
                                                                                        if (l_963_) {
                                                                                            uint l_964_ = (l_958_ - 1u);
                                                                                            l_mut_192_ = l_964_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2086 = l_mut_192_;
                                                                                    float l_965_ = asfloat(_e2086);
                                                                                    double l_966_ = double(l_965_);
                                                                                    l_mut_890_ = l_966_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2089 = l_mut_890_;
                                                                        double l_967_ = -(_e2089);
                                                                        l_mut_175_ = l_967_;
                                                                    }
                                                                    double l_968_ = (l_722_ - l_133_);
                                                                    l_mut_890_ = l_968_;
                                                                    if (l_131_) {
                                                                        double l_969_ = (l_968_ - l_726_);
                                                                        double l_970_ = (l_969_ * 7.1362384635298e44L);
                                                                        double l_971_ = floor(l_970_);
                                                                        double l_972_ = (l_971_ * 1.401298464324817e-45L);
                                                                        l_mut_152_ = l_972_;
                                                                        double l_973_ = abs(l_969_);
                                                                        bool l_974_ = (l_973_ >= 1.1754943508222875e-38L);
                                                                        if (l_974_) {
                                                                            float l_975_ = float(l_969_);
                                                                            double l_976_ = double(l_975_);
                                                                            l_mut_152_ = l_976_;
                                                                            double _e2103 = l_mut_152_;
                                                                            bool l_977_ = (_e2103 > l_969_);
                                                                            if (l_977_) {
                                                                                float l_978_ = -(l_975_);
                                                                                uint l_979_ = asuint(l_978_);
                                                                                uint l_980_ = (l_979_ + 1u);
                                                                                l_mut_192_ = l_980_;
                                                                                uint l_981_ = (l_979_ & 2147483647u);
                                                                                bool l_982_ = (l_981_ == 0u);
                                                                                if (l_982_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_983_ = (l_979_ & 2147483648u);
                                                                                    bool l_984_ = (l_983_ != 0u);
                                                                                    if (l_984_) {
                                                                                        uint l_985_ = (l_979_ - 1u);
                                                                                        l_mut_192_ = l_985_;
                                                                                    }
                                                                                }
                                                                                uint _e2120 = l_mut_192_;
                                                                                float l_986_ = asfloat(_e2120);
                                                                                float l_987_ = -(l_986_);
                                                                                double l_988_ = double(l_987_);
                                                                                l_mut_152_ = l_988_;
                                                                            } else {
                                                                                uint l_989_ = asuint(l_975_);
                                                                                uint l_990_ = (l_989_ + 1u);
                                                                                l_mut_192_ = l_990_;
                                                                                uint l_991_ = (l_989_ & 2147483647u);
                                                                                bool l_992_ = (l_991_ == 0u);
                                                                                if (l_992_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_993_ = (l_989_ & 2147483648u);
                                                                                    bool l_994_ = (l_993_ != 0u);
                                                                                    if (l_994_) {
                                                                                        uint l_995_ = (l_989_ - 1u);
                                                                                        l_mut_192_ = l_995_;
                                                                                    }
                                                                                }
                                                                                uint _e2138 = l_mut_192_;
                                                                                float l_996_ = asfloat(_e2138);
                                                                                double l_997_ = double(l_996_);
                                                                                bool l_998_ = (l_997_ <= l_969_);
                                                                                if (l_998_) {
                                                                                    uint l_999_ = asuint(l_975_);
                                                                                    uint l_1000_ = (l_999_ + 1u);
                                                                                    l_mut_192_ = l_1000_;
                                                                                    uint l_1001_ = (l_999_ & 2147483647u);
                                                                                    bool l_1002_ = (l_1001_ == 0u);
                                                                                    if (l_1002_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_1003_ = (l_999_ & 2147483648u);
                                                                                        bool l_1004_ = (l_1003_ != 0u);
                                                                                        if (l_1004_) {
                                                                                            uint l_1005_ = (l_999_ - 1u);
                                                                                            l_mut_192_ = l_1005_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2156 = l_mut_192_;
                                                                                    float l_1006_ = asfloat(_e2156);
                                                                                    double l_1007_ = double(l_1006_);
                                                                                    l_mut_152_ = l_1007_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1008_ = (l_968_ + l_726_);
                                                                        double l_1009_ = (l_1008_ * 7.1362384635298e44L);
                                                                        double l_1010_ = floor(l_1009_);
                                                                        double l_1011_ = (l_1010_ * 1.401298464324817e-45L);
                                                                        l_mut_1012_ = l_1011_;
                                                                        double l_1013_ = abs(l_1008_);
                                                                        bool l_1014_ = (l_1013_ >= 1.1754943508222875e-38L);
                                                                        if (l_1014_) {
                                                                            float l_1015_ = float(l_1008_);
                                                                            double l_1016_ = double(l_1015_);
                                                                            l_mut_1012_ = l_1016_;
                                                                            double _e2170 = l_mut_1012_;
                                                                            bool l_1017_ = (_e2170 > l_1008_);
                                                                            if (l_1017_) {
                                                                                float l_1018_ = -(l_1015_);
                                                                                uint l_1019_ = asuint(l_1018_);
                                                                                uint l_1020_ = (l_1019_ + 1u);
                                                                                l_mut_192_ = l_1020_;
                                                                                uint l_1021_ = (l_1019_ & 2147483647u);
                                                                                bool l_1022_ = (l_1021_ == 0u);
                                                                                if (l_1022_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1023_ = (l_1019_ & 2147483648u);
                                                                                    bool l_1024_ = (l_1023_ != 0u);
                                                                                    if (l_1024_) {
                                                                                        uint l_1025_ = (l_1019_ - 1u);
                                                                                        l_mut_192_ = l_1025_;
                                                                                    }
                                                                                }
                                                                                uint _e2187 = l_mut_192_;
                                                                                float l_1026_ = asfloat(_e2187);
                                                                                float l_1027_ = -(l_1026_);
                                                                                double l_1028_ = double(l_1027_);
                                                                                l_mut_1012_ = l_1028_;
                                                                            } else {
                                                                                uint l_1029_ = asuint(l_1015_);
                                                                                uint l_1030_ = (l_1029_ + 1u);
                                                                                l_mut_192_ = l_1030_;
                                                                                uint l_1031_ = (l_1029_ & 2147483647u);
                                                                                bool l_1032_ = (l_1031_ == 0u);
                                                                                if (l_1032_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1033_ = (l_1029_ & 2147483648u);
                                                                                    bool l_1034_ = (l_1033_ != 0u);
                                                                                    if (l_1034_) {
                                                                                        uint l_1035_ = (l_1029_ - 1u);
                                                                                        l_mut_192_ = l_1035_;
                                                                                    }
                                                                                }
                                                                                uint _e2205 = l_mut_192_;
                                                                                float l_1036_ = asfloat(_e2205);
                                                                                double l_1037_ = double(l_1036_);
                                                                                bool l_1038_ = (l_1037_ <= l_1008_);
                                                                                if (l_1038_) {
                                                                                    uint l_1039_ = asuint(l_1015_);
                                                                                    uint l_1040_ = (l_1039_ + 1u);
                                                                                    l_mut_192_ = l_1040_;
                                                                                    uint l_1041_ = (l_1039_ & 2147483647u);
                                                                                    bool l_1042_ = (l_1041_ == 0u);
                                                                                    if (l_1042_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_1043_ = (l_1039_ & 2147483648u);
                                                                                        bool l_1044_ = (l_1043_ != 0u);
                                                                                        if (l_1044_) {
                                                                                            uint l_1045_ = (l_1039_ - 1u);
                                                                                            l_mut_192_ = l_1045_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2223 = l_mut_192_;
                                                                                    float l_1046_ = asfloat(_e2223);
                                                                                    double l_1047_ = double(l_1046_);
                                                                                    l_mut_1012_ = l_1047_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2226 = l_mut_152_;
                                                                        double _e2227 = l_mut_1012_;
                                                                        bool l_1048_ = (_e2226 == _e2227);
                                                                        bool l_1049_ = !(l_1048_);
                                                                        if (l_1049_) {
                                                                            a_720_[0] = 0u;
                                                                        }
                                                                        double l_1050_ = (l_968_ * 7.1362384635298e44L);
                                                                        double l_1051_ = floor(l_1050_);
                                                                        double l_1052_ = (l_1051_ * 1.401298464324817e-45L);
                                                                        l_mut_1012_ = l_1052_;
                                                                        double l_1053_ = abs(l_968_);
                                                                        bool l_1054_ = (l_1053_ >= 1.1754943508222875e-38L);
                                                                        if (l_1054_) {
                                                                            float l_1055_ = float(l_968_);
                                                                            double l_1056_ = double(l_1055_);
                                                                            l_mut_1012_ = l_1056_;
                                                                            double _e2242 = l_mut_1012_;
                                                                            bool l_1057_ = (_e2242 > l_968_);
                                                                            if (l_1057_) {
                                                                                float l_1058_ = -(l_1055_);
                                                                                uint l_1059_ = asuint(l_1058_);
                                                                                uint l_1060_ = (l_1059_ + 1u);
                                                                                l_mut_192_ = l_1060_;
                                                                                uint l_1061_ = (l_1059_ & 2147483647u);
                                                                                bool l_1062_ = (l_1061_ == 0u);
                                                                                if (l_1062_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1063_ = (l_1059_ & 2147483648u);
                                                                                    bool l_1064_ = (l_1063_ != 0u);
                                                                                    if (l_1064_) {
                                                                                        uint l_1065_ = (l_1059_ - 1u);
                                                                                        l_mut_192_ = l_1065_;
                                                                                    }
                                                                                }
                                                                                uint _e2259 = l_mut_192_;
                                                                                float l_1066_ = asfloat(_e2259);
                                                                                float l_1067_ = -(l_1066_);
                                                                                double l_1068_ = double(l_1067_);
                                                                                l_mut_1012_ = l_1068_;
                                                                            } else {
                                                                                uint l_1069_ = asuint(l_1055_);
                                                                                uint l_1070_ = (l_1069_ + 1u);
                                                                                l_mut_192_ = l_1070_;
                                                                                uint l_1071_ = (l_1069_ & 2147483647u);
                                                                                bool l_1072_ = (l_1071_ == 0u);
                                                                                if (l_1072_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1073_ = (l_1069_ & 2147483648u);
                                                                                    bool l_1074_ = (l_1073_ != 0u);
                                                                                    if (l_1074_) {
                                                                                        uint l_1075_ = (l_1069_ - 1u);
                                                                                        l_mut_192_ = l_1075_;
                                                                                    }
                                                                                }
                                                                                uint _e2277 = l_mut_192_;
                                                                                float l_1076_ = asfloat(_e2277);
                                                                                double l_1077_ = double(l_1076_);
                                                                                bool l_1078_ = (l_1077_ <= l_968_);
                                                                                if (l_1078_) {
                                                                                    uint l_1079_ = asuint(l_1055_);
                                                                                    uint l_1080_ = (l_1079_ + 1u);
                                                                                    l_mut_192_ = l_1080_;
                                                                                    uint l_1081_ = (l_1079_ & 2147483647u);
                                                                                    bool l_1082_ = (l_1081_ == 0u);
                                                                                    if (l_1082_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_1083_ = (l_1079_ & 2147483648u);
                                                                                        bool l_1084_ = (l_1083_ != 0u);
                                                                                        if (l_1084_) {
                                                                                            uint l_1085_ = (l_1079_ - 1u);
                                                                                            l_mut_192_ = l_1085_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2295 = l_mut_192_;
                                                                                    float l_1086_ = asfloat(_e2295);
                                                                                    double l_1087_ = double(l_1086_);
                                                                                    l_mut_1012_ = l_1087_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2298 = l_mut_1012_;
                                                                        l_mut_890_ = _e2298;
                                                                    }
                                                                    double l_1088_ = (l_722_ + l_133_);
                                                                    l_mut_1012_ = l_1088_;
                                                                    if (l_131_) {
                                                                        double l_1089_ = (l_1088_ - l_726_);
                                                                        double l_1090_ = (l_1089_ * 7.1362384635298e44L);
                                                                        double l_1091_ = floor(l_1090_);
                                                                        double l_1092_ = (l_1091_ * 1.401298464324817e-45L);
                                                                        l_mut_152_ = l_1092_;
                                                                        double l_1093_ = abs(l_1089_);
                                                                        bool l_1094_ = (l_1093_ >= 1.1754943508222875e-38L);
                                                                        if (l_1094_) {
                                                                            float l_1095_ = float(l_1089_);
                                                                            double l_1096_ = double(l_1095_);
                                                                            l_mut_152_ = l_1096_;
                                                                            double _e2311 = l_mut_152_;
                                                                            bool l_1097_ = (_e2311 > l_1089_);
                                                                            if (l_1097_) {
                                                                                float l_1098_ = -(l_1095_);
                                                                                uint l_1099_ = asuint(l_1098_);
                                                                                uint l_1100_ = (l_1099_ + 1u);
                                                                                l_mut_192_ = l_1100_;
                                                                                uint l_1101_ = (l_1099_ & 2147483647u);
                                                                                bool l_1102_ = (l_1101_ == 0u);
                                                                                if (l_1102_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1103_ = (l_1099_ & 2147483648u);
                                                                                    bool l_1104_ = (l_1103_ != 0u);
                                                                                    if (l_1104_) {
                                                                                        uint l_1105_ = (l_1099_ - 1u);
                                                                                        l_mut_192_ = l_1105_;
                                                                                    }
                                                                                }
                                                                                uint _e2328 = l_mut_192_;
                                                                                float l_1106_ = asfloat(_e2328);
                                                                                float l_1107_ = -(l_1106_);
                                                                                double l_1108_ = double(l_1107_);
                                                                                l_mut_152_ = l_1108_;
                                                                            } else {
                                                                                uint l_1109_ = asuint(l_1095_);
                                                                                uint l_1110_ = (l_1109_ + 1u);
                                                                                l_mut_192_ = l_1110_;
                                                                                uint l_1111_ = (l_1109_ & 2147483647u);
                                                                                bool l_1112_ = (l_1111_ == 0u);
                                                                                if (l_1112_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1113_ = (l_1109_ & 2147483648u);
                                                                                    bool l_1114_ = (l_1113_ != 0u);
                                                                                    if (l_1114_) {
                                                                                        uint l_1115_ = (l_1109_ - 1u);
                                                                                        l_mut_192_ = l_1115_;
                                                                                    }
                                                                                }
                                                                                uint _e2346 = l_mut_192_;
                                                                                float l_1116_ = asfloat(_e2346);
                                                                                double l_1117_ = double(l_1116_);
                                                                                bool l_1118_ = (l_1117_ <= l_1089_);
                                                                                if (l_1118_) {
                                                                                    uint l_1119_ = asuint(l_1095_);
                                                                                    uint l_1120_ = (l_1119_ + 1u);
                                                                                    l_mut_192_ = l_1120_;
                                                                                    uint l_1121_ = (l_1119_ & 2147483647u);
                                                                                    bool l_1122_ = (l_1121_ == 0u);
                                                                                    if (l_1122_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_1123_ = (l_1119_ & 2147483648u);
                                                                                        bool l_1124_ = (l_1123_ != 0u);
                                                                                        if (l_1124_) {
                                                                                            uint l_1125_ = (l_1119_ - 1u);
                                                                                            l_mut_192_ = l_1125_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2364 = l_mut_192_;
                                                                                    float l_1126_ = asfloat(_e2364);
                                                                                    double l_1127_ = double(l_1126_);
                                                                                    l_mut_152_ = l_1127_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1128_ = (l_1088_ + l_726_);
                                                                        double l_1129_ = (l_1128_ * 7.1362384635298e44L);
                                                                        double l_1130_ = floor(l_1129_);
                                                                        double l_1131_ = (l_1130_ * 1.401298464324817e-45L);
                                                                        l_mut_1132_ = l_1131_;
                                                                        double l_1133_ = abs(l_1128_);
                                                                        bool l_1134_ = (l_1133_ >= 1.1754943508222875e-38L);
                                                                        if (l_1134_) {
                                                                            float l_1135_ = float(l_1128_);
                                                                            double l_1136_ = double(l_1135_);
                                                                            l_mut_1132_ = l_1136_;
                                                                            double _e2378 = l_mut_1132_;
                                                                            bool l_1137_ = (_e2378 > l_1128_);
                                                                            if (l_1137_) {
                                                                                float l_1138_ = -(l_1135_);
                                                                                uint l_1139_ = asuint(l_1138_);
                                                                                uint l_1140_ = (l_1139_ + 1u);
                                                                                l_mut_192_ = l_1140_;
                                                                                uint l_1141_ = (l_1139_ & 2147483647u);
                                                                                bool l_1142_ = (l_1141_ == 0u);
                                                                                if (l_1142_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1143_ = (l_1139_ & 2147483648u);
                                                                                    bool l_1144_ = (l_1143_ != 0u);
                                                                                    if (l_1144_) {
                                                                                        uint l_1145_ = (l_1139_ - 1u);
                                                                                        l_mut_192_ = l_1145_;
                                                                                    }
                                                                                }
                                                                                uint _e2395 = l_mut_192_;
                                                                                float l_1146_ = asfloat(_e2395);
                                                                                float l_1147_ = -(l_1146_);
                                                                                double l_1148_ = double(l_1147_);
                                                                                l_mut_1132_ = l_1148_;
                                                                            } else {
                                                                                uint l_1149_ = asuint(l_1135_);
                                                                                uint l_1150_ = (l_1149_ + 1u);
                                                                                l_mut_192_ = l_1150_;
                                                                                uint l_1151_ = (l_1149_ & 2147483647u);
                                                                                bool l_1152_ = (l_1151_ == 0u);
                                                                                if (l_1152_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1153_ = (l_1149_ & 2147483648u);
                                                                                    bool l_1154_ = (l_1153_ != 0u);
                                                                                    if (l_1154_) {
                                                                                        uint l_1155_ = (l_1149_ - 1u);
                                                                                        l_mut_192_ = l_1155_;
                                                                                    }
                                                                                }
                                                                                uint _e2413 = l_mut_192_;
                                                                                float l_1156_ = asfloat(_e2413);
                                                                                double l_1157_ = double(l_1156_);
                                                                                bool l_1158_ = (l_1157_ <= l_1128_);
                                                                                if (l_1158_) {
                                                                                    uint l_1159_ = asuint(l_1135_);
                                                                                    uint l_1160_ = (l_1159_ + 1u);
                                                                                    l_mut_192_ = l_1160_;
                                                                                    uint l_1161_ = (l_1159_ & 2147483647u);
                                                                                    bool l_1162_ = (l_1161_ == 0u);
                                                                                    if (l_1162_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_1163_ = (l_1159_ & 2147483648u);
                                                                                        bool l_1164_ = (l_1163_ != 0u);
                                                                                        if (l_1164_) {
                                                                                            uint l_1165_ = (l_1159_ - 1u);
                                                                                            l_mut_192_ = l_1165_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2431 = l_mut_192_;
                                                                                    float l_1166_ = asfloat(_e2431);
                                                                                    double l_1167_ = double(l_1166_);
                                                                                    l_mut_1132_ = l_1167_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2434 = l_mut_152_;
                                                                        double _e2435 = l_mut_1132_;
                                                                        bool l_1168_ = (_e2434 == _e2435);
                                                                        bool l_1169_ = !(l_1168_);
                                                                        if (l_1169_) {
                                                                            a_720_[0] = 0u;
                                                                        }
                                                                        double l_1170_ = -(l_1088_);
                                                                        double l_1171_ = (l_1170_ * 7.1362384635298e44L);
                                                                        double l_1172_ = floor(l_1171_);
                                                                        double l_1173_ = (l_1172_ * 1.401298464324817e-45L);
                                                                        l_mut_1132_ = l_1173_;
                                                                        double l_1174_ = abs(l_1170_);
                                                                        bool l_1175_ = (l_1174_ >= 1.1754943508222875e-38L);
                                                                        if (l_1175_) {
                                                                            float l_1176_ = float(l_1170_);
                                                                            double l_1177_ = double(l_1176_);
                                                                            l_mut_1132_ = l_1177_;
                                                                            double _e2451 = l_mut_1132_;
                                                                            bool l_1178_ = (_e2451 > l_1170_);
                                                                            if (l_1178_) {
                                                                                float l_1179_ = -(l_1176_);
                                                                                uint l_1180_ = asuint(l_1179_);
                                                                                uint l_1181_ = (l_1180_ + 1u);
                                                                                l_mut_192_ = l_1181_;
                                                                                uint l_1182_ = (l_1180_ & 2147483647u);
                                                                                bool l_1183_ = (l_1182_ == 0u);
                                                                                if (l_1183_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1184_ = (l_1180_ & 2147483648u);
                                                                                    bool l_1185_ = (l_1184_ != 0u);
                                                                                    if (l_1185_) {
                                                                                        uint l_1186_ = (l_1180_ - 1u);
                                                                                        l_mut_192_ = l_1186_;
                                                                                    }
                                                                                }
                                                                                uint _e2468 = l_mut_192_;
                                                                                float l_1187_ = asfloat(_e2468);
                                                                                float l_1188_ = -(l_1187_);
                                                                                double l_1189_ = double(l_1188_);
                                                                                l_mut_1132_ = l_1189_;
                                                                            } else {
                                                                                uint l_1190_ = asuint(l_1176_);
                                                                                uint l_1191_ = (l_1190_ + 1u);
                                                                                l_mut_192_ = l_1191_;
                                                                                uint l_1192_ = (l_1190_ & 2147483647u);
                                                                                bool l_1193_ = (l_1192_ == 0u);
                                                                                if (l_1193_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_1194_ = (l_1190_ & 2147483648u);
                                                                                    bool l_1195_ = (l_1194_ != 0u);
                                                                                    if (l_1195_) {
                                                                                        uint l_1196_ = (l_1190_ - 1u);
                                                                                        l_mut_192_ = l_1196_;
                                                                                    }
                                                                                }
                                                                                uint _e2486 = l_mut_192_;
                                                                                float l_1197_ = asfloat(_e2486);
                                                                                double l_1198_ = double(l_1197_);
                                                                                bool l_1199_ = (l_1198_ <= l_1170_);
                                                                                if (l_1199_) {
                                                                                    uint l_1200_ = asuint(l_1176_);
                                                                                    uint l_1201_ = (l_1200_ + 1u);
                                                                                    l_mut_192_ = l_1201_;
                                                                                    uint l_1202_ = (l_1200_ & 2147483647u);
                                                                                    bool l_1203_ = (l_1202_ == 0u);
                                                                                    if (l_1203_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_1204_ = (l_1200_ & 2147483648u);
                                                                                        bool l_1205_ = (l_1204_ != 0u);
                                                                                        if (l_1205_) {
                                                                                            uint l_1206_ = (l_1200_ - 1u);
                                                                                            l_mut_192_ = l_1206_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2504 = l_mut_192_;
                                                                                    float l_1207_ = asfloat(_e2504);
                                                                                    double l_1208_ = double(l_1207_);
                                                                                    l_mut_1132_ = l_1208_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2507 = l_mut_1132_;
                                                                        double l_1209_ = -(_e2507);
                                                                        l_mut_1012_ = l_1209_;
                                                                    }
                                                                    l_mut_192_ = 0u;
                                                                    bool l_1210_ = !(l_131_);
                                                                    double _e2511 = l_mut_890_;
                                                                    double l_1211_ = abs(_e2511);
                                                                    bool l_1212_ = (l_1211_ <= l_726_);
                                                                    double _e2514 = l_mut_1012_;
                                                                    double l_1213_ = abs(_e2514);
                                                                    bool l_1214_ = (l_1213_ <= l_726_);
                                                                    if (!(l_1212_)) {
                                                                        local_49 = l_1214_;
                                                                    } else {
                                                                        local_49 = true;
                                                                    }
                                                                    bool l_1215_ = local_49;
                                                                    if (l_1210_) {
                                                                        local_50 = l_1215_;
                                                                    } else {
                                                                        local_50 = false;
                                                                    }
                                                                    bool l_1216_ = local_50;
                                                                    if (l_1216_) {
                                                                        a_720_[0] = 0u;
                                                                    }
                                                                    double _e2528 = l_mut_890_;
                                                                    bool l_1217_ = (_e2528 <= 0.0L);
                                                                    double _e2531 = l_mut_1012_;
                                                                    bool l_1218_ = (_e2531 >= 0.0L);
                                                                    if (l_1217_) {
                                                                        local_51 = l_1218_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1219_ = local_51;
                                                                    bool l_1220_ = !(l_1219_);
                                                                    if (l_1220_) {
                                                                        double _e2539 = l_mut_538_;
                                                                        double _e2540 = l_mut_890_;
                                                                        double l_1222_ = (_e2539 / _e2540);
                                                                        double _e2542 = l_mut_538_;
                                                                        double _e2543 = l_mut_1012_;
                                                                        double l_1223_ = (_e2542 / _e2543);
                                                                        double _e2545 = l_mut_175_;
                                                                        double _e2546 = l_mut_890_;
                                                                        double l_1224_ = (_e2545 / _e2546);
                                                                        double _e2548 = l_mut_175_;
                                                                        double _e2549 = l_mut_1012_;
                                                                        double l_1225_ = (_e2548 / _e2549);
                                                                        a_1221_[0] = l_1222_;
                                                                        a_1221_[1] = l_1222_;
                                                                        double l_1226_ = a_1221_[0];
                                                                        bool l_1227_ = (l_1223_ < l_1226_);
                                                                        if (l_1227_) {
                                                                            a_1221_[0] = l_1223_;
                                                                        }
                                                                        double l_1228_ = a_1221_[0];
                                                                        bool l_1229_ = (l_1224_ < l_1228_);
                                                                        if (l_1229_) {
                                                                            a_1221_[0] = l_1224_;
                                                                        }
                                                                        double l_1230_ = a_1221_[0];
                                                                        bool l_1231_ = (l_1225_ < l_1230_);
                                                                        if (l_1231_) {
                                                                            a_1221_[0] = l_1225_;
                                                                        }
                                                                        double l_1232_ = a_1221_[1];
                                                                        bool l_1233_ = (l_1223_ > l_1232_);
                                                                        if (l_1233_) {
                                                                            a_1221_[1] = l_1223_;
                                                                        }
                                                                        double l_1234_ = a_1221_[1];
                                                                        bool l_1235_ = (l_1224_ > l_1234_);
                                                                        if (l_1235_) {
                                                                            a_1221_[1] = l_1224_;
                                                                        }
                                                                        double l_1236_ = a_1221_[1];
                                                                        bool l_1237_ = (l_1225_ > l_1236_);
                                                                        if (l_1237_) {
                                                                            a_1221_[1] = l_1225_;
                                                                        }
                                                                        l_mut_1132_ = 1.4551915228366852e-11L;
                                                                        bool l_1238_ = !(l_131_);
                                                                        if (l_1238_) {
                                                                            double l_1239_ = (l_724_ + l_726_);
                                                                            double _e2580 = l_mut_890_;
                                                                            double l_1240_ = abs(_e2580);
                                                                            double _e2582 = l_mut_1012_;
                                                                            double l_1241_ = abs(_e2582);
                                                                            l_mut_1012_ = l_1240_;
                                                                            bool l_1242_ = (l_1241_ < l_1240_);
                                                                            if (l_1242_) {
                                                                                l_mut_1012_ = l_1241_;
                                                                            }
                                                                            double _e2585 = l_mut_1012_;
                                                                            double l_1243_ = (l_1239_ / _e2585);
                                                                            double _e2587 = l_mut_538_;
                                                                            double l_1244_ = abs(_e2587);
                                                                            double _e2589 = l_mut_175_;
                                                                            double l_1245_ = abs(_e2589);
                                                                            l_mut_1012_ = l_1244_;
                                                                            bool l_1246_ = (l_1245_ < l_1244_);
                                                                            if (l_1246_) {
                                                                                l_mut_1012_ = l_1245_;
                                                                            }
                                                                            double _e2592 = l_mut_1012_;
                                                                            double l_1247_ = (l_724_ / _e2592);
                                                                            double l_1248_ = (l_1243_ + l_1247_);
                                                                            double _e2595 = l_mut_1132_;
                                                                            l_mut_1132_ = (_e2595 + l_1248_);
                                                                        }
                                                                        double l_1249_ = a_1221_[0];
                                                                        double l_1250_ = abs(l_1249_);
                                                                        double _e2600 = l_mut_1132_;
                                                                        double l_1251_ = (l_1250_ * _e2600);
                                                                        double l_1252_ = a_1221_[1];
                                                                        double l_1253_ = abs(l_1252_);
                                                                        double _e2605 = l_mut_1132_;
                                                                        double l_1254_ = (l_1253_ * _e2605);
                                                                        double l_1255_ = a_1221_[0];
                                                                        double l_1256_ = (l_1255_ - l_1251_);
                                                                        double l_1257_ = abs(l_1256_);
                                                                        l_mut_1132_ = 1.401298464324817e-45L;
                                                                        bool l_1258_ = (l_1257_ >= 1.1754943508222875e-38L);
                                                                        bool l_1259_ = (l_1257_ <= 1.7976931348623157e308L);
                                                                        if (l_1258_) {
                                                                            local_52 = l_1259_;
                                                                        } else {
                                                                            local_52 = false;
                                                                        }
                                                                        bool l_1260_ = local_52;
                                                                        if (l_1260_) {
                                                                            uint64_t l_1261_ = l_1257_;
                                                                            uint64_t l_1262_ = (l_1261_ >> uint(52uL));
                                                                            uint64_t l_1263_ = (l_1262_ - 23uL);
                                                                            uint64_t l_1264_ = (l_1263_ << uint(52uL));
                                                                            double l_1265_ = l_1264_;
                                                                            l_mut_1132_ = l_1265_;
                                                                        }
                                                                        double l_1266_ = (l_1255_ + l_1251_);
                                                                        double l_1267_ = abs(l_1266_);
                                                                        l_mut_1012_ = 1.401298464324817e-45L;
                                                                        bool l_1268_ = (l_1267_ >= 1.1754943508222875e-38L);
                                                                        bool l_1269_ = (l_1267_ <= 1.7976931348623157e308L);
                                                                        if (l_1268_) {
                                                                            local_53 = l_1269_;
                                                                        } else {
                                                                            local_53 = false;
                                                                        }
                                                                        bool l_1270_ = local_53;
                                                                        if (l_1270_) {
                                                                            uint64_t l_1271_ = l_1267_;
                                                                            uint64_t l_1272_ = (l_1271_ >> uint(52uL));
                                                                            uint64_t l_1273_ = (l_1272_ - 23uL);
                                                                            uint64_t l_1274_ = (l_1273_ << uint(52uL));
                                                                            double l_1275_ = l_1274_;
                                                                            l_mut_1012_ = l_1275_;
                                                                        }
                                                                        double _e2655 = l_mut_1132_;
                                                                        double _e2656 = l_mut_1012_;
                                                                        bool l_1276_ = (_e2655 == _e2656);
                                                                        bool l_1277_ = !(l_1276_);
                                                                        double l_1278_ = a_1221_[1];
                                                                        double l_1279_ = (l_1278_ - l_1254_);
                                                                        double l_1280_ = abs(l_1279_);
                                                                        l_mut_1132_ = 1.401298464324817e-45L;
                                                                        bool l_1281_ = (l_1280_ >= 1.1754943508222875e-38L);
                                                                        bool l_1282_ = (l_1280_ <= 1.7976931348623157e308L);
                                                                        if (l_1281_) {
                                                                            local_54 = l_1282_;
                                                                        } else {
                                                                            local_54 = false;
                                                                        }
                                                                        bool l_1283_ = local_54;
                                                                        if (l_1283_) {
                                                                            uint64_t l_1284_ = l_1280_;
                                                                            uint64_t l_1285_ = (l_1284_ >> uint(52uL));
                                                                            uint64_t l_1286_ = (l_1285_ - 23uL);
                                                                            uint64_t l_1287_ = (l_1286_ << uint(52uL));
                                                                            double l_1288_ = l_1287_;
                                                                            l_mut_1132_ = l_1288_;
                                                                        }
                                                                        double l_1289_ = (l_1278_ + l_1254_);
                                                                        double l_1290_ = abs(l_1289_);
                                                                        l_mut_1012_ = 1.401298464324817e-45L;
                                                                        bool l_1291_ = (l_1290_ >= 1.1754943508222875e-38L);
                                                                        bool l_1292_ = (l_1290_ <= 1.7976931348623157e308L);
                                                                        if (l_1291_) {
                                                                            local_55 = l_1292_;
                                                                        } else {
                                                                            local_55 = false;
                                                                        }
                                                                        bool l_1293_ = local_55;
                                                                        if (l_1293_) {
                                                                            uint64_t l_1294_ = l_1290_;
                                                                            uint64_t l_1295_ = (l_1294_ >> uint(52uL));
                                                                            uint64_t l_1296_ = (l_1295_ - 23uL);
                                                                            uint64_t l_1297_ = (l_1296_ << uint(52uL));
                                                                            double l_1298_ = l_1297_;
                                                                            l_mut_1012_ = l_1298_;
                                                                        }
                                                                        double _e2707 = l_mut_1132_;
                                                                        double _e2708 = l_mut_1012_;
                                                                        bool l_1299_ = (_e2707 == _e2708);
                                                                        bool l_1300_ = !(l_1299_);
                                                                        if (!(l_1277_)) {
                                                                            local_56 = l_1300_;
                                                                        } else {
                                                                            local_56 = true;
                                                                        }
                                                                        bool l_1301_ = local_56;
                                                                        if (l_1301_) {
                                                                            a_720_[0] = 0u;
                                                                        }
                                                                        double l_1302_ = a_1221_[0];
                                                                        double l_1303_ = a_1221_[0];
                                                                        double l_1304_ = abs(l_1303_);
                                                                        l_mut_1132_ = 1.401298464324817e-45L;
                                                                        bool l_1305_ = (l_1304_ >= 1.1754943508222875e-38L);
                                                                        bool l_1306_ = (l_1304_ <= 1.7976931348623157e308L);
                                                                        if (l_1305_) {
                                                                            local_57 = l_1306_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1307_ = local_57;
                                                                        if (l_1307_) {
                                                                            uint64_t l_1308_ = l_1304_;
                                                                            uint64_t l_1309_ = (l_1308_ >> uint(52uL));
                                                                            uint64_t l_1310_ = (l_1309_ - 23uL);
                                                                            uint64_t l_1311_ = (l_1310_ << uint(52uL));
                                                                            double l_1312_ = l_1311_;
                                                                            l_mut_1132_ = l_1312_;
                                                                        }
                                                                        double _e2744 = l_mut_1132_;
                                                                        double l_1313_ = (l_136_ * _e2744);
                                                                        double l_1314_ = (l_1302_ - l_1313_);
                                                                        double l_1315_ = a_1221_[1];
                                                                        double l_1316_ = a_1221_[1];
                                                                        double l_1317_ = abs(l_1316_);
                                                                        l_mut_1132_ = 1.401298464324817e-45L;
                                                                        bool l_1318_ = (l_1317_ >= 1.1754943508222875e-38L);
                                                                        bool l_1319_ = (l_1317_ <= 1.7976931348623157e308L);
                                                                        if (l_1318_) {
                                                                            local_58 = l_1319_;
                                                                        } else {
                                                                            local_58 = false;
                                                                        }
                                                                        bool l_1320_ = local_58;
                                                                        if (l_1320_) {
                                                                            uint64_t l_1321_ = l_1317_;
                                                                            uint64_t l_1322_ = (l_1321_ >> uint(52uL));
                                                                            uint64_t l_1323_ = (l_1322_ - 23uL);
                                                                            uint64_t l_1324_ = (l_1323_ << uint(52uL));
                                                                            double l_1325_ = l_1324_;
                                                                            l_mut_1132_ = l_1325_;
                                                                        }
                                                                        double _e2773 = l_mut_1132_;
                                                                        double l_1326_ = (l_136_ * _e2773);
                                                                        double l_1327_ = (l_1315_ + l_1326_);
                                                                        float _e2776 = l_mut_22_;
                                                                        double l_1328_ = double(_e2776);
                                                                        float _e2778 = l_mut_22_;
                                                                        uint l_1329_ = asuint(_e2778);
                                                                        uint l_1330_ = (l_1329_ + 1u);
                                                                        l_mut_162_ = l_1330_;
                                                                        uint l_1331_ = (l_1329_ & 2147483647u);
                                                                        bool l_1332_ = (l_1331_ == 0u);
                                                                        if (l_1332_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_1333_ = (l_1329_ & 2147483648u);
                                                                            bool l_1334_ = (l_1333_ != 0u);
                                                                            if (l_1334_) {
                                                                                uint l_1335_ = (l_1329_ - 1u);
                                                                                l_mut_162_ = l_1335_;
                                                                            }
                                                                        }
                                                                        uint _e2793 = l_mut_162_;
                                                                        float l_1336_ = asfloat(_e2793);
                                                                        double l_1337_ = double(l_1336_);
                                                                        float _e2796 = l_mut_22_;
                                                                        float l_1338_ = -(_e2796);
                                                                        uint l_1339_ = asuint(l_1338_);
                                                                        uint l_1340_ = (l_1339_ + 1u);
                                                                        l_mut_162_ = l_1340_;
                                                                        uint l_1341_ = (l_1339_ & 2147483647u);
                                                                        bool l_1342_ = (l_1341_ == 0u);
                                                                        if (l_1342_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_1343_ = (l_1339_ & 2147483648u);
                                                                            bool l_1344_ = (l_1343_ != 0u);
                                                                            if (l_1344_) {
                                                                                uint l_1345_ = (l_1339_ - 1u);
                                                                                l_mut_162_ = l_1345_;
                                                                            }
                                                                        }
                                                                        uint _e2812 = l_mut_162_;
                                                                        float l_1346_ = asfloat(_e2812);
                                                                        float l_1347_ = -(l_1346_);
                                                                        double l_1348_ = double(l_1347_);
                                                                        double l_1349_ = (l_1314_ + l_1251_);
                                                                        bool l_1350_ = (l_1349_ <= l_1328_);
                                                                        l_mut_222_ = l_1350_;
                                                                        double l_1351_ = (l_1314_ - l_1251_);
                                                                        bool l_1352_ = (l_1351_ > l_1328_);
                                                                        l_mut_219_ = l_1352_;
                                                                        double l_1353_ = (l_1327_ - l_1254_);
                                                                        bool l_1354_ = (l_1353_ >= l_1328_);
                                                                        l_mut_216_ = l_1354_;
                                                                        double l_1355_ = (l_1327_ + l_1254_);
                                                                        bool l_1356_ = (l_1355_ < l_1328_);
                                                                        l_mut_213_ = l_1356_;
                                                                        if (l_131_) {
                                                                            double l_1357_ = (l_1314_ + l_1251_);
                                                                            bool l_1358_ = (l_1357_ < l_1337_);
                                                                            l_mut_222_ = l_1358_;
                                                                            double l_1359_ = (l_1314_ - l_1251_);
                                                                            bool l_1360_ = (l_1359_ >= l_1337_);
                                                                            l_mut_219_ = l_1360_;
                                                                            double l_1361_ = (l_1327_ - l_1254_);
                                                                            bool l_1362_ = (l_1361_ > l_1348_);
                                                                            l_mut_216_ = l_1362_;
                                                                            double l_1363_ = (l_1327_ + l_1254_);
                                                                            bool l_1364_ = (l_1363_ <= l_1348_);
                                                                            l_mut_213_ = l_1364_;
                                                                        }
                                                                        l_mut_162_ = 2u;
                                                                        bool _e2833 = l_mut_219_;
                                                                        if (!(_e2833)) {
                                                                            bool _e2837 = l_mut_213_;
                                                                            local_59 = _e2837;
                                                                        } else {
                                                                            local_59 = true;
                                                                        }
                                                                        bool l_1365_ = local_59;
                                                                        if (l_1365_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e2841 = l_mut_222_;
                                                                            if (_e2841) {
                                                                                bool _e2844 = l_mut_216_;
                                                                                local_60 = _e2844;
                                                                            } else {
                                                                                local_60 = false;
                                                                            }
                                                                            bool l_1366_ = local_60;
                                                                            if (l_1366_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2848 = l_mut_162_;
                                                                        l_mut_192_ = _e2848;
                                                                    }
                                                                    uint l_1367_ = a_720_[0];
                                                                    bool l_1368_ = (l_1367_ == 0u);
                                                                    if (l_1368_) {
                                                                        l_mut_192_ = 2u;
                                                                    }
                                                                    uint _e2854 = l_mut_192_;
                                                                    l_mut_145_ = _e2854;
                                                                } else {
                                                                    bool l_1369_ = (l_141_ <= l_139_);
                                                                    bool l_1370_ = (l_127_ == 12u);
                                                                    if (l_1369_) {
                                                                        local_61 = l_1370_;
                                                                    } else {
                                                                        local_61 = false;
                                                                    }
                                                                    bool l_1371_ = local_61;
                                                                    if (l_1371_) {
                                                                        double l_1372_ = sin(l_140_);
                                                                        double l_1373_ = cos(l_140_);
                                                                        double l_1374_ = abs(l_1372_);
                                                                        double l_1375_ = (l_1374_ * 1.4551915228366852e-11L);
                                                                        double l_1376_ = abs(l_1373_);
                                                                        double l_1377_ = (l_1376_ * 1.4551915228366852e-11L);
                                                                        double l_1378_ = (l_1372_ - l_133_);
                                                                        double l_1379_ = (l_1372_ + l_133_);
                                                                        double l_1380_ = (l_1373_ - l_133_);
                                                                        double l_1381_ = (l_1373_ + l_133_);
                                                                        l_mut_192_ = 2u;
                                                                        double l_1382_ = abs(l_1380_);
                                                                        bool l_1383_ = (l_1382_ <= l_1377_);
                                                                        double l_1384_ = abs(l_1381_);
                                                                        bool l_1385_ = (l_1384_ <= l_1377_);
                                                                        if (!(l_1383_)) {
                                                                            local_62 = l_1385_;
                                                                        } else {
                                                                            local_62 = true;
                                                                        }
                                                                        bool l_1386_ = local_62;
                                                                        bool l_1387_ = !(l_1386_);
                                                                        if (l_1387_) {
                                                                            l_mut_192_ = 0u;
                                                                            bool l_1388_ = (l_1380_ <= 0.0L);
                                                                            bool l_1389_ = (l_1381_ >= 0.0L);
                                                                            if (l_1388_) {
                                                                                local_63 = l_1389_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1390_ = local_63;
                                                                            bool l_1391_ = !(l_1390_);
                                                                            if (l_1391_) {
                                                                                double l_1392_ = abs(l_1380_);
                                                                                double l_1393_ = abs(l_1381_);
                                                                                l_mut_1132_ = l_1392_;
                                                                                bool l_1394_ = (l_1393_ < l_1392_);
                                                                                if (l_1394_) {
                                                                                    l_mut_1132_ = l_1393_;
                                                                                }
                                                                                double _e2898 = l_mut_1132_;
                                                                                double l_1395_ = (l_1377_ / _e2898);
                                                                                double l_1396_ = (l_1395_ + 1.4551915228366852e-11L);
                                                                                double l_1397_ = (1.0L / l_1381_);
                                                                                double l_1398_ = (1.0L / l_1380_);
                                                                                double l_1399_ = abs(l_1397_);
                                                                                l_mut_1132_ = 1.401298464324817e-45L;
                                                                                bool l_1400_ = (l_1399_ >= 1.1754943508222875e-38L);
                                                                                bool l_1401_ = (l_1399_ <= 1.7976931348623157e308L);
                                                                                if (l_1400_) {
                                                                                    local_64 = l_1401_;
                                                                                } else {
                                                                                    local_64 = false;
                                                                                }
                                                                                bool l_1402_ = local_64;
                                                                                if (l_1402_) {
                                                                                    uint64_t l_1403_ = l_1399_;
                                                                                    uint64_t l_1404_ = (l_1403_ >> uint(52uL));
                                                                                    uint64_t l_1405_ = (l_1404_ - 23uL);
                                                                                    uint64_t l_1406_ = (l_1405_ << uint(52uL));
                                                                                    double l_1407_ = l_1406_;
                                                                                    l_mut_1132_ = l_1407_;
                                                                                }
                                                                                double _e2928 = l_mut_1132_;
                                                                                double l_1408_ = (l_136_ * _e2928);
                                                                                double l_1409_ = (l_1397_ - l_1408_);
                                                                                double l_1410_ = abs(l_1398_);
                                                                                l_mut_1132_ = 1.401298464324817e-45L;
                                                                                bool l_1411_ = (l_1410_ >= 1.1754943508222875e-38L);
                                                                                bool l_1412_ = (l_1410_ <= 1.7976931348623157e308L);
                                                                                if (l_1411_) {
                                                                                    local_65 = l_1412_;
                                                                                } else {
                                                                                    local_65 = false;
                                                                                }
                                                                                bool l_1413_ = local_65;
                                                                                if (l_1413_) {
                                                                                    uint64_t l_1414_ = l_1410_;
                                                                                    uint64_t l_1415_ = (l_1414_ >> uint(52uL));
                                                                                    uint64_t l_1416_ = (l_1415_ - 23uL);
                                                                                    uint64_t l_1417_ = (l_1416_ << uint(52uL));
                                                                                    double l_1418_ = l_1417_;
                                                                                    l_mut_1132_ = l_1418_;
                                                                                }
                                                                                double _e2953 = l_mut_1132_;
                                                                                double l_1419_ = (l_136_ * _e2953);
                                                                                double l_1420_ = (l_1398_ + l_1419_);
                                                                                double l_1422_ = (l_1378_ * l_1409_);
                                                                                double l_1423_ = (l_1378_ * l_1420_);
                                                                                double l_1424_ = (l_1379_ * l_1409_);
                                                                                double l_1425_ = (l_1379_ * l_1420_);
                                                                                a_1421_[0] = l_1422_;
                                                                                a_1421_[1] = l_1422_;
                                                                                double l_1426_ = a_1421_[0];
                                                                                bool l_1427_ = (l_1423_ < l_1426_);
                                                                                if (l_1427_) {
                                                                                    a_1421_[0] = l_1423_;
                                                                                }
                                                                                double l_1428_ = a_1421_[0];
                                                                                bool l_1429_ = (l_1424_ < l_1428_);
                                                                                if (l_1429_) {
                                                                                    a_1421_[0] = l_1424_;
                                                                                }
                                                                                double l_1430_ = a_1421_[0];
                                                                                bool l_1431_ = (l_1425_ < l_1430_);
                                                                                if (l_1431_) {
                                                                                    a_1421_[0] = l_1425_;
                                                                                }
                                                                                double l_1432_ = a_1421_[1];
                                                                                bool l_1433_ = (l_1423_ > l_1432_);
                                                                                if (l_1433_) {
                                                                                    a_1421_[1] = l_1423_;
                                                                                }
                                                                                double l_1434_ = a_1421_[1];
                                                                                bool l_1435_ = (l_1424_ > l_1434_);
                                                                                if (l_1435_) {
                                                                                    a_1421_[1] = l_1424_;
                                                                                }
                                                                                double l_1436_ = a_1421_[1];
                                                                                bool l_1437_ = (l_1425_ > l_1436_);
                                                                                if (l_1437_) {
                                                                                    a_1421_[1] = l_1425_;
                                                                                }
                                                                                double l_1438_ = abs(l_1378_);
                                                                                double l_1439_ = abs(l_1379_);
                                                                                l_mut_1132_ = l_1438_;
                                                                                bool l_1440_ = (l_1439_ > l_1438_);
                                                                                if (l_1440_) {
                                                                                    l_mut_1132_ = l_1439_;
                                                                                }
                                                                                double l_1441_ = abs(l_1409_);
                                                                                double l_1442_ = abs(l_1420_);
                                                                                l_mut_1012_ = l_1441_;
                                                                                bool l_1443_ = (l_1442_ > l_1441_);
                                                                                if (l_1443_) {
                                                                                    l_mut_1012_ = l_1442_;
                                                                                }
                                                                                double _e2992 = l_mut_1132_;
                                                                                double _e2993 = l_mut_1012_;
                                                                                double l_1444_ = (_e2992 * _e2993);
                                                                                double l_1445_ = (l_1396_ + 1.4551915228366852e-11L);
                                                                                double l_1446_ = (l_1444_ * l_1445_);
                                                                                double _e2998 = l_mut_1012_;
                                                                                double l_1447_ = (l_1375_ * _e2998);
                                                                                double l_1448_ = (l_1446_ + l_1447_);
                                                                                l_mut_192_ = 2u;
                                                                                double l_1449_ = abs(l_1397_);
                                                                                double l_1450_ = (l_1449_ * l_1396_);
                                                                                double l_1451_ = (l_1397_ - l_1450_);
                                                                                double l_1452_ = abs(l_1451_);
                                                                                l_mut_1132_ = 1.401298464324817e-45L;
                                                                                bool l_1453_ = (l_1452_ >= 1.1754943508222875e-38L);
                                                                                bool l_1454_ = (l_1452_ <= 1.7976931348623157e308L);
                                                                                if (l_1453_) {
                                                                                    local_66 = l_1454_;
                                                                                } else {
                                                                                    local_66 = false;
                                                                                }
                                                                                bool l_1455_ = local_66;
                                                                                if (l_1455_) {
                                                                                    uint64_t l_1456_ = l_1452_;
                                                                                    uint64_t l_1457_ = (l_1456_ >> uint(52uL));
                                                                                    uint64_t l_1458_ = (l_1457_ - 23uL);
                                                                                    uint64_t l_1459_ = (l_1458_ << uint(52uL));
                                                                                    double l_1460_ = l_1459_;
                                                                                    l_mut_1132_ = l_1460_;
                                                                                }
                                                                                double l_1461_ = (l_1397_ + l_1450_);
                                                                                double l_1462_ = abs(l_1461_);
                                                                                l_mut_1012_ = 1.401298464324817e-45L;
                                                                                bool l_1463_ = (l_1462_ >= 1.1754943508222875e-38L);
                                                                                bool l_1464_ = (l_1462_ <= 1.7976931348623157e308L);
                                                                                if (l_1463_) {
                                                                                    local_67 = l_1464_;
                                                                                } else {
                                                                                    local_67 = false;
                                                                                }
                                                                                bool l_1465_ = local_67;
                                                                                if (l_1465_) {
                                                                                    uint64_t l_1466_ = l_1462_;
                                                                                    uint64_t l_1467_ = (l_1466_ >> uint(52uL));
                                                                                    uint64_t l_1468_ = (l_1467_ - 23uL);
                                                                                    uint64_t l_1469_ = (l_1468_ << uint(52uL));
                                                                                    double l_1470_ = l_1469_;
                                                                                    l_mut_1012_ = l_1470_;
                                                                                }
                                                                                double _e3050 = l_mut_1132_;
                                                                                double _e3051 = l_mut_1012_;
                                                                                bool l_1471_ = (_e3050 == _e3051);
                                                                                double l_1472_ = abs(l_1398_);
                                                                                double l_1473_ = (l_1472_ * l_1396_);
                                                                                double l_1474_ = (l_1398_ - l_1473_);
                                                                                double l_1475_ = abs(l_1474_);
                                                                                l_mut_1132_ = 1.401298464324817e-45L;
                                                                                bool l_1476_ = (l_1475_ >= 1.1754943508222875e-38L);
                                                                                bool l_1477_ = (l_1475_ <= 1.7976931348623157e308L);
                                                                                if (l_1476_) {
                                                                                    local_68 = l_1477_;
                                                                                } else {
                                                                                    local_68 = false;
                                                                                }
                                                                                bool l_1478_ = local_68;
                                                                                if (l_1478_) {
                                                                                    uint64_t l_1479_ = l_1475_;
                                                                                    uint64_t l_1480_ = (l_1479_ >> uint(52uL));
                                                                                    uint64_t l_1481_ = (l_1480_ - 23uL);
                                                                                    uint64_t l_1482_ = (l_1481_ << uint(52uL));
                                                                                    double l_1483_ = l_1482_;
                                                                                    l_mut_1132_ = l_1483_;
                                                                                }
                                                                                double l_1484_ = (l_1398_ + l_1473_);
                                                                                double l_1485_ = abs(l_1484_);
                                                                                l_mut_1012_ = 1.401298464324817e-45L;
                                                                                bool l_1486_ = (l_1485_ >= 1.1754943508222875e-38L);
                                                                                bool l_1487_ = (l_1485_ <= 1.7976931348623157e308L);
                                                                                if (l_1486_) {
                                                                                    local_69 = l_1487_;
                                                                                } else {
                                                                                    local_69 = false;
                                                                                }
                                                                                bool l_1488_ = local_69;
                                                                                if (l_1488_) {
                                                                                    uint64_t l_1489_ = l_1485_;
                                                                                    uint64_t l_1490_ = (l_1489_ >> uint(52uL));
                                                                                    uint64_t l_1491_ = (l_1490_ - 23uL);
                                                                                    uint64_t l_1492_ = (l_1491_ << uint(52uL));
                                                                                    double l_1493_ = l_1492_;
                                                                                    l_mut_1012_ = l_1493_;
                                                                                }
                                                                                double _e3101 = l_mut_1132_;
                                                                                double _e3102 = l_mut_1012_;
                                                                                bool l_1494_ = (_e3101 == _e3102);
                                                                                if (l_1471_) {
                                                                                    local_70 = l_1494_;
                                                                                } else {
                                                                                    local_70 = false;
                                                                                }
                                                                                bool l_1495_ = local_70;
                                                                                if (l_1495_) {
                                                                                    double l_1496_ = a_1421_[0];
                                                                                    double l_1497_ = a_1421_[1];
                                                                                    float _e3112 = l_mut_22_;
                                                                                    double l_1498_ = double(_e3112);
                                                                                    float _e3114 = l_mut_22_;
                                                                                    uint l_1499_ = asuint(_e3114);
                                                                                    uint l_1500_ = (l_1499_ + 1u);
                                                                                    l_mut_162_ = l_1500_;
                                                                                    uint l_1501_ = (l_1499_ & 2147483647u);
                                                                                    bool l_1502_ = (l_1501_ == 0u);
                                                                                    if (l_1502_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_1503_ = (l_1499_ & 2147483648u);
                                                                                        bool l_1504_ = (l_1503_ != 0u);
                                                                                        if (l_1504_) {
                                                                                            uint l_1505_ = (l_1499_ - 1u);
                                                                                            l_mut_162_ = l_1505_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3129 = l_mut_162_;
                                                                                    float l_1506_ = asfloat(_e3129);
                                                                                    double l_1507_ = double(l_1506_);
                                                                                    float _e3132 = l_mut_22_;
                                                                                    float l_1508_ = -(_e3132);
                                                                                    uint l_1509_ = asuint(l_1508_);
                                                                                    uint l_1510_ = (l_1509_ + 1u);
                                                                                    l_mut_162_ = l_1510_;
                                                                                    uint l_1511_ = (l_1509_ & 2147483647u);
                                                                                    bool l_1512_ = (l_1511_ == 0u);
                                                                                    if (l_1512_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_1513_ = (l_1509_ & 2147483648u);
                                                                                        bool l_1514_ = (l_1513_ != 0u);
                                                                                        if (l_1514_) {
                                                                                            uint l_1515_ = (l_1509_ - 1u);
                                                                                            l_mut_162_ = l_1515_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3148 = l_mut_162_;
                                                                                    float l_1516_ = asfloat(_e3148);
                                                                                    float l_1517_ = -(l_1516_);
                                                                                    double l_1518_ = double(l_1517_);
                                                                                    double l_1519_ = (l_1496_ + l_1448_);
                                                                                    bool l_1520_ = (l_1519_ <= l_1498_);
                                                                                    l_mut_222_ = l_1520_;
                                                                                    double l_1521_ = (l_1496_ - l_1448_);
                                                                                    bool l_1522_ = (l_1521_ > l_1498_);
                                                                                    l_mut_219_ = l_1522_;
                                                                                    double l_1523_ = (l_1497_ - l_1448_);
                                                                                    bool l_1524_ = (l_1523_ >= l_1498_);
                                                                                    l_mut_216_ = l_1524_;
                                                                                    double l_1525_ = (l_1497_ + l_1448_);
                                                                                    bool l_1526_ = (l_1525_ < l_1498_);
                                                                                    l_mut_213_ = l_1526_;
                                                                                    double l_1527_ = (l_1496_ + l_1448_);
                                                                                    bool l_1528_ = (l_1527_ < l_1507_);
                                                                                    l_mut_222_ = l_1528_;
                                                                                    double l_1529_ = (l_1496_ - l_1448_);
                                                                                    bool l_1530_ = (l_1529_ >= l_1507_);
                                                                                    l_mut_219_ = l_1530_;
                                                                                    double l_1531_ = (l_1497_ - l_1448_);
                                                                                    bool l_1532_ = (l_1531_ > l_1518_);
                                                                                    l_mut_216_ = l_1532_;
                                                                                    double l_1533_ = (l_1497_ + l_1448_);
                                                                                    bool l_1534_ = (l_1533_ <= l_1518_);
                                                                                    l_mut_213_ = l_1534_;
                                                                                    l_mut_162_ = 2u;
                                                                                    bool _e3169 = l_mut_219_;
                                                                                    if (!(_e3169)) {
                                                                                        bool _e3173 = l_mut_213_;
                                                                                        local_71 = _e3173;
                                                                                    } else {
                                                                                        local_71 = true;
                                                                                    }
                                                                                    bool l_1535_ = local_71;
                                                                                    if (l_1535_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        bool _e3177 = l_mut_222_;
                                                                                        if (_e3177) {
                                                                                            bool _e3180 = l_mut_216_;
                                                                                            local_72 = _e3180;
                                                                                        } else {
                                                                                            local_72 = false;
                                                                                        }
                                                                                        bool l_1536_ = local_72;
                                                                                        if (l_1536_) {
                                                                                            l_mut_162_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    uint _e3184 = l_mut_162_;
                                                                                    l_mut_192_ = _e3184;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3185 = l_mut_192_;
                                                                        l_mut_145_ = _e3185;
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
                            }
                            uint l_1537_ = a_144_[0];
                            bool l_1538_ = (l_1537_ == 0u);
                            if (l_1538_) {
                                l_mut_145_ = 2u;
                            }
                            uint _e3191 = l_mut_125_;
                            uint _e3193 = l_mut_145_;
                            a_10_[min(uint(_e3191), 7u)] = _e3193;
                            uint _e3194 = l_mut_125_;
                            uint l_1539_ = a_10_[min(uint(_e3194), 7u)];
                            bool l_1540_ = (l_1539_ == 2u);
                            if (l_1540_) {
                                l_mut_122_ = false;
                            }
                        }
                    }
                }
                uint _e3203 = l_mut_27_;
                bool l_1541_ = (_e3203 == 4294967293u);
                if (l_1541_) {
                    uint l_1542_ = a_8_[0];
                    uint l_1543_ = (l_1542_ + 1u);
                    a_8_[0] = l_1543_;
                } else {
                    bool _e3211 = l_mut_122_;
                    if (_e3211) {
                        l_mut_1132_ = l_115_;
                        double _e3212 = l_mut_1132_;
                        bool l_1544_ = (_e3212 < -17.0L);
                        if (l_1544_) {
                            l_mut_1132_ = -17.0L;
                        }
                        double _e3216 = l_mut_1132_;
                        bool l_1545_ = (_e3216 > 17.0L);
                        if (l_1545_) {
                            l_mut_1132_ = 17.0L;
                        }
                        double _e3220 = l_mut_1132_;
                        double l_1546_ = (_e3220 + 16.0L);
                        double l_1547_ = (l_1546_ + 1.0L);
                        uint l_1548_ = naga_f2u32(l_1547_);
                        uint l_1549_ = (2u + l_1548_);
                        uint l_1550_ = a_8_[min(uint(l_1549_), 64u)];
                        uint l_1551_ = (l_1550_ + 1u);
                        a_8_[min(uint(l_1549_), 64u)] = l_1551_;
                        float _e3233 = l_mut_22_;
                        uint l_1552_ = asuint(_e3233);
                        uint l_1553_ = (l_1552_ & 8388607u);
                        double l_1554_ = double(l_1553_);
                        double l_1555_ = (l_1554_ / 7.1362384635298e44L);
                        l_mut_1132_ = l_1555_;
                        uint l_1556_ = (l_1552_ & 2139095040u);
                        bool l_1557_ = (l_1556_ != 0u);
                        if (l_1557_) {
                            uint l_1558_ = (l_1552_ & 2147483647u);
                            float l_1559_ = asfloat(l_1558_);
                            double l_1560_ = double(l_1559_);
                            l_mut_1132_ = l_1560_;
                        }
                        uint l_1561_ = (l_1552_ >> 31u);
                        double l_1562_ = double(l_1561_);
                        double l_1563_ = (2.0L * l_1562_);
                        double l_1564_ = (1.0L - l_1563_);
                        double _e3255 = l_mut_1132_;
                        l_mut_1132_ = (_e3255 * l_1564_);
                        double _e3257 = l_mut_25_;
                        double l_1565_ = abs(_e3257);
                        double _e3259 = l_mut_25_;
                        double l_1566_ = (_e3259 * 0.0L);
                        double l_1567_ = (l_1566_ + 7.1362384635298e44L);
                        l_mut_1012_ = l_1567_;
                        bool l_1568_ = (l_1565_ >= 2.350988701644575e-38L);
                        if (l_1568_) {
                            uint _e3266 = l_mut_27_;
                            uint l_1569_ = (_e3266 & 2147483647u);
                            float l_1570_ = asfloat(l_1569_);
                            double l_1571_ = double(l_1570_);
                            uint l_1572_ = (l_1569_ & 2139095040u);
                            float l_1573_ = asfloat(l_1572_);
                            double l_1574_ = double(l_1573_);
                            bool l_1575_ = (l_1571_ > l_1565_);
                            uint l_1576_ = (l_1569_ & 8388607u);
                            bool l_1577_ = (l_1576_ == 0u);
                            if (l_1575_) {
                                local_73 = l_1577_;
                            } else {
                                local_73 = false;
                            }
                            bool l_1578_ = local_73;
                            double l_1579_ = (l_1574_ * 1.1920928955078125e-7L);
                            double l_1580_ = double(l_1578_);
                            double l_1581_ = (0.5L * l_1580_);
                            double l_1582_ = (1.0L - l_1581_);
                            double l_1583_ = (l_1579_ * l_1582_);
                            double l_1584_ = (1.0L / l_1583_);
                            l_mut_1012_ = l_1584_;
                        }
                        double _e3294 = l_mut_1132_;
                        double _e3295 = l_mut_25_;
                        double l_1585_ = (_e3294 - _e3295);
                        double _e3297 = l_mut_1012_;
                        double l_1586_ = (l_1585_ * _e3297);
                        uint l_1587_ = a_8_[45];
                        bool l_1588_ = (l_1587_ == 4294967295u);
                        double l_1589_ = a_9_[0];
                        bool l_1590_ = (l_1586_ < l_1589_);
                        if (!(l_1588_)) {
                            local_74 = l_1590_;
                        } else {
                            local_74 = true;
                        }
                        bool l_1591_ = local_74;
                        if (l_1591_) {
                            a_9_[0] = l_1586_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_96_;
                        }
                        uint l_1592_ = a_8_[47];
                        bool l_1593_ = (l_1592_ == 4294967295u);
                        double l_1594_ = a_9_[1];
                        bool l_1595_ = (l_1586_ > l_1594_);
                        if (!(l_1593_)) {
                            local_75 = l_1595_;
                        } else {
                            local_75 = true;
                        }
                        bool l_1596_ = local_75;
                        if (l_1596_) {
                            a_9_[1] = l_1586_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_96_;
                        }
                        bool l_1597_ = (l_115_ != 0.0L);
                        if (l_1597_) {
                            l_mut_1598_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3382 = l_mut_1598_;
                                    l_mut_1598_ = (_e3382 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3333 = l_mut_1598_;
                                if ((_e3333 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3336 = l_mut_1598_;
                                    uint l_1599_ = a_10_[min(uint(_e3336), 7u)];
                                    bool l_1600_ = (l_1599_ == 1u);
                                    if (l_1600_) {
                                        uint _e3342 = l_mut_1598_;
                                        uint l_1601_ = (37u + _e3342);
                                        uint l_1602_ = a_8_[min(uint(l_1601_), 64u)];
                                        uint l_1603_ = (l_1602_ + 1u);
                                        a_8_[min(uint(l_1601_), 64u)] = l_1603_;
                                        uint _e3350 = l_mut_1598_;
                                        uint l_1604_ = (2u + _e3350);
                                        uint l_1605_ = (2u * l_1604_);
                                        uint l_1606_ = (45u + l_1605_);
                                        uint l_1607_ = a_8_[min(uint(l_1606_), 64u)];
                                        bool l_1608_ = (l_1607_ == 4294967295u);
                                        double l_1609_ = abs(l_1586_);
                                        uint _e3362 = l_mut_1598_;
                                        uint l_1610_ = (2u + _e3362);
                                        double l_1611_ = a_9_[min(uint(l_1610_), 9u)];
                                        double l_1612_ = abs(l_1611_);
                                        bool l_1613_ = (l_1609_ > l_1612_);
                                        if (!(l_1608_)) {
                                            local_76 = l_1613_;
                                        } else {
                                            local_76 = true;
                                        }
                                        bool l_1614_ = local_76;
                                        if (l_1614_) {
                                            uint _e3374 = l_mut_1598_;
                                            uint l_1615_ = (2u + _e3374);
                                            a_9_[min(uint(l_1615_), 9u)] = l_1586_;
                                            a_8_[min(uint(l_1606_), 64u)] = l_20_;
                                            uint l_1616_ = (l_1606_ + 1u);
                                            a_8_[min(uint(l_1616_), 64u)] = l_96_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1617_ = a_8_[1];
                        uint l_1618_ = (l_2_ + l_1617_);
                        uint l_1619_ = (l_1618_ * 2u);
                        uint l_1697_ = asuint(info.Load(20+0));
                        uint l_1698_ = (l_1697_ * 1u);
                        bool l_1699_ = (l_1619_ < l_1698_);
                        if (l_1699_) {
                            buffer_5_global.Store(l_1619_*4, asuint(l_20_));
                        }
                        uint l_1620_ = (l_1619_ + 1u);
                        uint l_1700_ = asuint(info.Load(20+0));
                        uint l_1701_ = (l_1700_ * 1u);
                        bool l_1702_ = (l_1620_ < l_1701_);
                        if (l_1702_) {
                            buffer_5_global.Store(l_1620_*4, asuint(l_96_));
                        }
                        uint l_1621_ = a_8_[1];
                        uint l_1622_ = (l_1621_ + 1u);
                        a_8_[1] = l_1622_;
                    }
                }
            }
        }
        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
        bool loop_init_5 = true;
        while(true) {
            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
            if (!loop_init_5) {
                uint _e3439 = l_mut_1623_;
                l_mut_1623_ = (_e3439 + 1u);
            }
            loop_init_5 = false;
            uint _e3419 = l_mut_1623_;
            if ((_e3419 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1624_ = (id * 65u);
                uint _e3424 = l_mut_1623_;
                uint l_1625_ = (l_1624_ + _e3424);
                uint _e3426 = l_mut_1623_;
                uint l_1626_ = a_8_[min(uint(_e3426), 64u)];
                uint l_1703_ = asuint(info.Load(12+0));
                uint l_1704_ = (l_1703_ * 1u);
                bool l_1705_ = (l_1625_ < l_1704_);
                if (l_1705_) {
                    buffer_3_global.Store(l_1625_*4, asuint(l_1626_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3463 = l_mut_1627_;
                l_mut_1627_ = (_e3463 + 1u);
            }
            loop_init_6 = false;
            uint _e3443 = l_mut_1627_;
            if ((_e3443 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1628_ = (id * 10u);
                uint _e3448 = l_mut_1627_;
                uint l_1629_ = (l_1628_ + _e3448);
                uint _e3450 = l_mut_1627_;
                double l_1630_ = a_9_[min(uint(_e3450), 9u)];
                uint l_1706_ = asuint(info.Load(16+0));
                uint l_1707_ = (l_1706_ * 1u);
                bool l_1708_ = (l_1629_ < l_1707_);
                if (l_1708_) {
                    buffer_4_global.Store(l_1629_*8, l_1630_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
