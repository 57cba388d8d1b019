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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_226_[1] = (uint[1])0;
    double a_1179_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    uint l_mut_106_ = (uint)0;
    double l_mut_1448_ = (double)0;
    bool l_mut_204_ = (bool)0;
    uint l_mut_227_ = (uint)0;
    float l_mut_22_ = (float)0;
    uint l_mut_243_ = (uint)0;
    double l_mut_26_ = (double)0;
    uint l_mut_281_ = (uint)0;
    double l_mut_316_ = (double)0;
    bool l_mut_327_ = (bool)0;
    bool l_mut_330_ = (bool)0;
    bool l_mut_333_ = (bool)0;
    bool l_mut_336_ = (bool)0;
    double l_mut_35_ = (double)0;
    double l_mut_50_ = (double)0;
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
    bool local_11 = (bool)0;
    uint l_mut_207_ = (uint)0;
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
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    uint l_mut_1700_ = (uint)0;
    bool local_87 = (bool)0;
    uint l_mut_1725_ = 0u;
    uint l_mut_1729_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1747_ = asuint(info.Load(28+0));
        uint l_1748_ = (l_1747_ * 1u);
        bool l_1749_ = (0u < l_1748_);
        if (l_1749_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1733_ = asuint(info.Load(0+0));
    uint l_1734_ = (l_1733_ * 1u);
    bool l_1735_ = (1u < l_1734_);
    uint l_1736_ = (l_1734_ - 1u);
    uint l_1737_ = min(1u, l_1736_);
    uint l_1738_ = asuint(buffer_0_global.Load(l_1737_*4));
    uint l_1_ = (l_1735_ ? l_1738_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1740_ = asuint(info.Load(0+0));
    uint l_1741_ = (l_1740_ * 1u);
    bool l_1742_ = (2u < l_1741_);
    uint l_1743_ = (l_1741_ - 1u);
    uint l_1744_ = min(2u, l_1743_);
    uint l_1745_ = asuint(buffer_0_global.Load(l_1744_*4));
    uint l_3_ = (l_1742_ ? l_1745_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1750_ = asuint(info.Load(0+0));
        uint l_1751_ = (l_1750_ * 1u);
        bool l_1752_ = (2u < l_1751_);
        uint l_1753_ = (l_1751_ - 1u);
        uint l_1754_ = min(2u, l_1753_);
        uint l_1755_ = asuint(buffer_0_global.Load(l_1754_*4));
        uint l_6_ = (l_1752_ ? l_1755_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e122 = l_mut_11_;
                l_mut_11_ = (_e122 + 1u);
            }
            loop_init = false;
            uint _e115 = l_mut_11_;
            if ((_e115 < 45u)) {
            } else {
                break;
            }
            {
                uint _e118 = l_mut_11_;
                a_8_[min(uint(_e118), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e149 = l_mut_12_;
                l_mut_12_ = (_e149 + 1u);
            }
            loop_init_1 = false;
            uint _e126 = l_mut_12_;
            if ((_e126 < 10u)) {
            } else {
                break;
            }
            {
                uint _e130 = l_mut_12_;
                uint l_13_ = (2u * _e130);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e137 = l_mut_12_;
                uint l_15_ = (2u * _e137);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e145 = l_mut_12_;
                a_9_[min(uint(_e145), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3769 = l_mut_18_;
                l_mut_18_ = (_e3769 + 1u);
            }
            loop_init_2 = false;
            uint _e152 = l_mut_18_;
            if ((_e152 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1757_ = asuint(info.Load(0+0));
                uint l_1758_ = (l_1757_ * 1u);
                bool l_1759_ = (0u < l_1758_);
                uint l_1760_ = (l_1758_ - 1u);
                uint l_1761_ = min(0u, l_1760_);
                uint l_1762_ = asuint(buffer_0_global.Load(l_1761_*4));
                uint l_19_ = (l_1759_ ? l_1762_ : 0u);
                uint _e171 = l_mut_18_;
                uint l_20_ = (l_19_ + _e171);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = exp(l_21_);
                l_mut_22_ = l_23_;
                uint l_24_ = asuint(l_21_);
                double l_25_ = double(l_21_);
                l_mut_26_ = l_25_;
                uint l_27_ = (l_24_ & 2139095040u);
                bool l_28_ = (l_27_ == 0u);
                if (l_28_) {
                    uint l_29_ = (l_24_ & 8388607u);
                    double l_30_ = double(l_29_);
                    double l_31_ = (l_30_ * 1.401298464324817e-45L);
                    l_mut_26_ = l_31_;
                    uint l_32_ = (l_24_ >> 31u);
                    bool l_33_ = (l_32_ == 1u);
                    if (l_33_) {
                        double _e190 = l_mut_26_;
                        double l_34_ = -(_e190);
                        l_mut_26_ = l_34_;
                    }
                }
                double _e192 = l_mut_26_;
                l_mut_35_ = _e192;
                uint l_1764_ = asuint(info.Load(12+0));
                uint l_1765_ = (l_1764_ * 1u);
                bool l_1766_ = (1024u < l_1765_);
                uint l_1767_ = (l_1765_ - 1u);
                uint l_1768_ = min(1024u, l_1767_);
                uint l_1769_ = asuint(buffer_3_global.Load(l_1768_*4));
                uint l_36_ = (l_1766_ ? l_1769_ : 0u);
                float l_37_ = asfloat(l_36_);
                double l_38_ = double(l_37_);
                uint l_39_ = asuint(l_21_);
                double l_40_ = double(l_21_);
                l_mut_26_ = l_40_;
                uint l_41_ = (l_39_ & 2139095040u);
                bool l_42_ = (l_41_ == 0u);
                if (l_42_) {
                    uint l_43_ = (l_39_ & 8388607u);
                    double l_44_ = double(l_43_);
                    double l_45_ = (l_44_ * 1.401298464324817e-45L);
                    l_mut_26_ = l_45_;
                    uint l_46_ = (l_39_ >> 31u);
                    bool l_47_ = (l_46_ == 1u);
                    if (l_47_) {
                        double _e227 = l_mut_26_;
                        double l_48_ = -(_e227);
                        l_mut_26_ = l_48_;
                    }
                }
                double _e229 = l_mut_26_;
                double l_49_ = (_e229 + 0.0L);
                l_mut_50_ = l_49_;
                const bool _e232 = is_nan_1_f64_(l_49_);
                if (_e232) {
                } else {
                    bool l_52_ = (l_49_ < -700.0L);
                    if (l_52_) {
                        l_mut_50_ = 0.0L;
                    } else {
                        bool l_53_ = (l_49_ > 700.0L);
                        if (l_53_) {
                            uint64_t l_54_ = l_49_;
                            uint64_t l_55_ = (l_54_ | 9218868437227405312uL);
                            uint64_t l_56_ = (l_55_ & -4503599627370496L);
                            double l_57_ = l_56_;
                            l_mut_50_ = l_57_;
                        } else {
                            double l_58_ = (l_49_ * 1.4426950408889634L);
                            double l_59_ = (l_58_ + 0.5L);
                            double l_60_ = floor(l_59_);
                            double l_61_ = (l_60_ * 0.6931471824645996L);
                            double _e252 = l_mut_26_;
                            double l_62_ = (_e252 - l_61_);
                            double l_63_ = (l_62_ * l_38_);
                            double l_64_ = (l_60_ * -1.904654299957768e-9L);
                            double l_65_ = (0.0L - l_64_);
                            double l_66_ = (l_63_ + l_65_);
                            double l_67_ = (l_66_ * 7.647163731819816e-13L);
                            double l_68_ = (l_67_ + 1.1470745597729725e-11L);
                            l_mut_26_ = l_68_;
                            double _e264 = l_mut_26_;
                            double l_69_ = (_e264 * l_66_);
                            double l_70_ = (l_69_ + 1.6059043836821613e-10L);
                            l_mut_26_ = l_70_;
                            double _e268 = l_mut_26_;
                            double l_71_ = (_e268 * l_66_);
                            double l_72_ = (l_71_ + 2.08767569878681e-9L);
                            l_mut_26_ = l_72_;
                            double _e272 = l_mut_26_;
                            double l_73_ = (_e272 * l_66_);
                            double l_74_ = (l_73_ + 2.505210838544172e-8L);
                            l_mut_26_ = l_74_;
                            double _e276 = l_mut_26_;
                            double l_75_ = (_e276 * l_66_);
                            double l_76_ = (l_75_ + 2.755731922398589e-7L);
                            l_mut_26_ = l_76_;
                            double _e280 = l_mut_26_;
                            double l_77_ = (_e280 * l_66_);
                            double l_78_ = (l_77_ + 2.7557319223985893e-6L);
                            l_mut_26_ = l_78_;
                            double _e284 = l_mut_26_;
                            double l_79_ = (_e284 * l_66_);
                            double l_80_ = (l_79_ + 2.48015873015873e-5L);
                            l_mut_26_ = l_80_;
                            double _e288 = l_mut_26_;
                            double l_81_ = (_e288 * l_66_);
                            double l_82_ = (l_81_ + 0.0001984126984126984L);
                            l_mut_26_ = l_82_;
                            double _e292 = l_mut_26_;
                            double l_83_ = (_e292 * l_66_);
                            double l_84_ = (l_83_ + 0.001388888888888889L);
                            l_mut_26_ = l_84_;
                            double _e296 = l_mut_26_;
                            double l_85_ = (_e296 * l_66_);
                            double l_86_ = (l_85_ + 0.008333333333333333L);
                            l_mut_26_ = l_86_;
                            double _e300 = l_mut_26_;
                            double l_87_ = (_e300 * l_66_);
                            double l_88_ = (l_87_ + 0.041666666666666664L);
                            l_mut_26_ = l_88_;
                            double _e304 = l_mut_26_;
                            double l_89_ = (_e304 * l_66_);
                            double l_90_ = (l_89_ + 0.16666666666666666L);
                            l_mut_26_ = l_90_;
                            double _e308 = l_mut_26_;
                            double l_91_ = (_e308 * l_66_);
                            double l_92_ = (l_91_ + 0.5L);
                            l_mut_26_ = l_92_;
                            double l_93_ = (l_66_ * l_66_);
                            double _e313 = l_mut_26_;
                            double l_94_ = (l_93_ * _e313);
                            double l_95_ = (l_66_ + l_94_);
                            double l_96_ = (1.0L + l_95_);
                            int l_97_ = naga_f2i32(l_60_);
                            int l_98_ = asint(asuint(l_97_) + asuint(int(1023)));
                            uint64_t l_99_ = uint64_t(l_98_);
                            uint64_t l_100_ = (l_99_ << uint(52uL));
                            double l_101_ = l_100_;
                            double l_102_ = (l_96_ * l_101_);
                            l_mut_50_ = l_102_;
                        }
                    }
                }
                double _e328 = l_mut_50_;
                l_mut_35_ = _e328;
                uint l_1771_ = asuint(info.Load(12+0));
                uint l_1772_ = (l_1771_ * 1u);
                bool l_1773_ = (1024u < l_1772_);
                uint l_1774_ = (l_1772_ - 1u);
                uint l_1775_ = min(1024u, l_1774_);
                uint l_1776_ = asuint(buffer_3_global.Load(l_1775_*4));
                uint l_103_ = (l_1773_ ? l_1776_ : 0u);
                float l_104_ = asfloat(l_103_);
                double l_105_ = double(l_104_);
                l_mut_106_ = 4294967294u;
                float _e349 = l_mut_22_;
                uint l_107_ = asuint(_e349);
                uint l_108_ = asuint(l_21_);
                uint l_109_ = (l_108_ & 2139095040u);
                bool l_110_ = (l_109_ != 2139095040u);
                bool l_111_ = (l_109_ == 0u);
                uint l_112_ = asuint(l_21_);
                uint l_113_ = (l_112_ & 8388607u);
                bool l_114_ = (l_113_ != 0u);
                if (l_111_) {
                    local = l_114_;
                } else {
                    local = false;
                }
                bool l_115_ = local;
                double _e367 = l_mut_35_;
                double l_116_ = abs(_e367);
                double _e369 = l_mut_35_;
                bool l_117_ = (_e369 < 0.0L);
                uint l_118_ = uint(l_117_);
                uint l_119_ = (2147483648u * l_118_);
                if (l_115_) {
                } else {
                    double _e375 = l_mut_35_;
                    const bool _e376 = is_nan_1_f64_(_e375);
                    if (_e376) {
                        uint l_121_ = (l_107_ & 2147483647u);
                        bool l_122_ = (l_121_ > 2139095040u);
                        if (l_122_) {
                            l_mut_106_ = 4294967293u;
                        }
                    } else {
                        bool l_123_ = (l_116_ >= 3.402823669209385e38L);
                        bool l_124_ = !(l_110_);
                        bool l_125_ = (l_116_ == 0.0L);
                        if (l_124_) {
                            local_1 = l_125_;
                        } else {
                            local_1 = false;
                        }
                        bool l_126_ = local_1;
                        if (!(l_123_)) {
                            local_2 = l_126_;
                        } else {
                            local_2 = true;
                        }
                        bool l_127_ = local_2;
                        if (l_127_) {
                            bool l_128_ = (l_116_ >= 3.402823669209385e38L);
                            uint l_129_ = uint(l_128_);
                            uint l_130_ = (2139095040u * l_129_);
                            uint l_131_ = (l_130_ | l_119_);
                            bool l_132_ = (l_107_ == l_131_);
                            uint l_133_ = (l_107_ | l_131_);
                            uint l_134_ = (l_133_ & 2147483647u);
                            bool l_135_ = (l_134_ == 0u);
                            if (!(l_132_)) {
                                local_3 = l_135_;
                            } else {
                                local_3 = true;
                            }
                            bool l_136_ = local_3;
                            if (l_136_) {
                                l_mut_106_ = 4294967293u;
                            }
                        } else {
                            bool l_137_ = (l_116_ >= 2.350988701644575e-38L);
                            if (l_110_) {
                                local_4 = l_137_;
                            } else {
                                local_4 = false;
                            }
                            bool l_138_ = local_4;
                            bool l_139_ = (l_116_ < 3.4028234663852886e38L);
                            if (l_138_) {
                                local_5 = l_139_;
                            } else {
                                local_5 = false;
                            }
                            bool l_140_ = local_5;
                            if (l_140_) {
                                float l_141_ = float(l_116_);
                                uint l_142_ = asuint(l_141_);
                                float l_143_ = asfloat(l_142_);
                                double l_144_ = double(l_143_);
                                double l_145_ = (l_116_ - l_144_);
                                uint l_146_ = (l_142_ + 1u);
                                bool l_147_ = (l_145_ < 0.0L);
                                uint l_148_ = uint(l_147_);
                                uint l_149_ = (2u * l_148_);
                                uint l_150_ = (l_146_ - l_149_);
                                float l_151_ = asfloat(l_150_);
                                double l_152_ = double(l_151_);
                                double l_153_ = (l_152_ - l_144_);
                                double l_154_ = abs(l_153_);
                                double l_155_ = (l_154_ * 0.5L);
                                double l_156_ = abs(l_145_);
                                double l_157_ = (l_155_ - l_156_);
                                double l_158_ = (l_116_ * 9.094947017729282e-13L);
                                bool l_159_ = (l_157_ > l_158_);
                                if (l_159_) {
                                    uint l_160_ = (l_142_ | l_119_);
                                    l_mut_106_ = l_160_;
                                }
                            } else {
                                bool l_161_ = (l_116_ < 2.350988701644575e-38L);
                                if (l_110_) {
                                    local_6 = l_161_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_162_ = local_6;
                                if (l_162_) {
                                    double l_163_ = (l_116_ * 7.1362384635298e44L);
                                    double l_164_ = floor(l_163_);
                                    double l_165_ = (l_163_ - l_164_);
                                    double l_166_ = (l_165_ - 0.5L);
                                    double l_167_ = abs(l_166_);
                                    double l_168_ = (l_163_ * 9.094947017729282e-13L);
                                    bool l_169_ = (l_167_ > l_168_);
                                    if (l_169_) {
                                        bool l_170_ = (l_165_ > 0.5L);
                                        double l_171_ = double(l_170_);
                                        double l_172_ = (l_164_ + l_171_);
                                        uint l_173_ = naga_f2u32(l_172_);
                                        uint l_174_ = (l_173_ | l_119_);
                                        l_mut_106_ = l_174_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e473 = l_mut_22_;
                uint l_175_ = asuint(_e473);
                uint l_176_ = (l_175_ & 2147483647u);
                bool l_177_ = (l_176_ > 2139095040u);
                uint l_178_ = (l_175_ & 2147483647u);
                bool l_179_ = (l_178_ == 0u);
                uint l_180_ = (l_175_ & 2147483647u);
                double l_181_ = double(l_180_);
                uint l_182_ = (l_175_ >> 31u);
                double l_183_ = double(l_182_);
                double l_184_ = (2.0L * l_183_);
                double l_185_ = (1.0L - l_184_);
                double l_186_ = (l_181_ * l_185_);
                uint _e494 = l_mut_106_;
                uint l_187_ = (_e494 & 2147483647u);
                double l_188_ = double(l_187_);
                uint _e498 = l_mut_106_;
                uint l_189_ = (_e498 >> 31u);
                double l_190_ = double(l_189_);
                double l_191_ = (2.0L * l_190_);
                double l_192_ = (1.0L - l_191_);
                double l_193_ = (l_188_ * l_192_);
                double l_194_ = (l_186_ - l_193_);
                uint _e508 = l_mut_106_;
                uint l_195_ = (_e508 & 2139095040u);
                bool l_196_ = (l_195_ == 0u);
                uint _e513 = l_mut_106_;
                bool l_197_ = (_e513 < 4294967293u);
                bool l_198_ = (l_194_ == 0.0L);
                if (l_179_) {
                    local_7 = l_196_;
                } else {
                    local_7 = false;
                }
                bool l_199_ = local_7;
                if (!(l_177_)) {
                    local_8 = l_199_;
                } else {
                    local_8 = true;
                }
                bool l_200_ = local_8;
                bool l_201_ = !(l_200_);
                if (!(l_198_)) {
                    local_9 = l_201_;
                } else {
                    local_9 = true;
                }
                bool l_202_ = local_9;
                if (l_197_) {
                    local_10 = l_202_;
                } else {
                    local_10 = false;
                }
                bool l_203_ = local_10;
                l_mut_204_ = l_203_;
                bool l_205_ = (l_194_ != 0.0L);
                bool _e539 = l_mut_204_;
                if (_e539) {
                    local_11 = l_205_;
                } else {
                    local_11 = false;
                }
                bool l_206_ = local_11;
                if (l_206_) {
                    l_mut_207_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3555 = l_mut_207_;
                            l_mut_207_ = (_e3555 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e546 = l_mut_207_;
                        if ((_e546 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e550 = l_mut_207_;
                            uint l_208_ = (2u * _e550);
                            uint l_1778_ = asuint(info.Load(4+0));
                            uint l_1779_ = (l_1778_ * 1u);
                            bool l_1780_ = (l_208_ < l_1779_);
                            uint l_1781_ = (l_1779_ - 1u);
                            uint l_1782_ = min(l_208_, l_1781_);
                            uint l_1783_ = asuint(buffer_1_global.Load(l_1782_*4));
                            uint l_209_ = (l_1780_ ? l_1783_ : 0u);
                            uint _e568 = l_mut_207_;
                            uint l_210_ = (2u * _e568);
                            uint l_211_ = (l_210_ + 1u);
                            uint l_1785_ = asuint(info.Load(4+0));
                            uint l_1786_ = (l_1785_ * 1u);
                            bool l_1787_ = (l_211_ < l_1786_);
                            uint l_1788_ = (l_1786_ - 1u);
                            uint l_1789_ = min(l_211_, l_1788_);
                            uint l_1790_ = asuint(buffer_1_global.Load(l_1789_*4));
                            uint l_212_ = (l_1787_ ? l_1790_ : 0u);
                            bool l_213_ = (l_212_ != 0u);
                            uint _e589 = l_mut_207_;
                            uint l_214_ = (_e589 * 4u);
                            uint l_1792_ = asuint(info.Load(8+0));
                            uint l_1793_ = (l_1792_ * 1u);
                            bool l_1794_ = (l_214_ < l_1793_);
                            uint l_1795_ = (l_1793_ - 1u);
                            uint l_1796_ = min(l_214_, l_1795_);
                            double l_1797_ = buffer_2_global.Load<double>(l_1796_*8);
                            double l_215_ = (l_1794_ ? l_1797_ : 0.0L);
                            uint _e607 = l_mut_207_;
                            uint l_216_ = (_e607 * 4u);
                            uint l_217_ = (l_216_ + 1u);
                            uint l_1799_ = asuint(info.Load(8+0));
                            uint l_1800_ = (l_1799_ * 1u);
                            bool l_1801_ = (l_217_ < l_1800_);
                            uint l_1802_ = (l_1800_ - 1u);
                            uint l_1803_ = min(l_217_, l_1802_);
                            double l_1804_ = buffer_2_global.Load<double>(l_1803_*8);
                            double l_218_ = (l_1801_ ? l_1804_ : 0.0L);
                            uint _e627 = l_mut_207_;
                            uint l_219_ = (_e627 * 4u);
                            uint l_220_ = (l_219_ + 2u);
                            uint l_1806_ = asuint(info.Load(8+0));
                            uint l_1807_ = (l_1806_ * 1u);
                            bool l_1808_ = (l_220_ < l_1807_);
                            uint l_1809_ = (l_1807_ - 1u);
                            uint l_1810_ = min(l_220_, l_1809_);
                            double l_1811_ = buffer_2_global.Load<double>(l_1810_*8);
                            double l_221_ = (l_1808_ ? l_1811_ : 0.0L);
                            double l_222_ = double(l_21_);
                            double l_223_ = abs(l_222_);
                            double _e649 = l_mut_35_;
                            double l_224_ = abs(_e649);
                            double l_225_ = (l_224_ * 1.4551915228366852e-11L);
                            a_226_[0] = 1u;
                            l_mut_227_ = 2u;
                            bool l_228_ = (l_209_ == 0u);
                            if (l_228_) {
                                l_mut_227_ = 0u;
                            } else {
                                bool l_229_ = (l_209_ == 1u);
                                if (l_229_) {
                                    l_mut_227_ = 1u;
                                    double l_230_ = abs(l_194_);
                                    bool l_231_ = (l_230_ <= l_215_);
                                    if (l_231_) {
                                        l_mut_227_ = 0u;
                                    }
                                } else {
                                    bool l_232_ = (l_209_ == 2u);
                                    if (l_232_) {
                                        double _e667 = l_mut_35_;
                                        double l_233_ = abs(_e667);
                                        l_mut_50_ = 1.401298464324817e-45L;
                                        bool l_234_ = (l_233_ >= 1.1754943508222875e-38L);
                                        bool l_235_ = (l_233_ <= 1.7976931348623157e308L);
                                        if (l_234_) {
                                            local_12 = l_235_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_236_ = local_12;
                                        if (l_236_) {
                                            uint64_t l_237_ = l_233_;
                                            uint64_t l_238_ = (l_237_ >> uint(52uL));
                                            uint64_t l_239_ = (l_238_ - 23uL);
                                            uint64_t l_240_ = (l_239_ << uint(52uL));
                                            double l_241_ = l_240_;
                                            l_mut_50_ = l_241_;
                                        }
                                        double _e690 = l_mut_50_;
                                        double l_242_ = (l_215_ * _e690);
                                        l_mut_243_ = 2u;
                                        double _e693 = l_mut_35_;
                                        double l_244_ = (_e693 - l_225_);
                                        double l_245_ = abs(l_244_);
                                        l_mut_50_ = 1.401298464324817e-45L;
                                        bool l_246_ = (l_245_ >= 1.1754943508222875e-38L);
                                        bool l_247_ = (l_245_ <= 1.7976931348623157e308L);
                                        if (l_246_) {
                                            local_13 = l_247_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_248_ = local_13;
                                        if (l_248_) {
                                            uint64_t l_249_ = l_245_;
                                            uint64_t l_250_ = (l_249_ >> uint(52uL));
                                            uint64_t l_251_ = (l_250_ - 23uL);
                                            uint64_t l_252_ = (l_251_ << uint(52uL));
                                            double l_253_ = l_252_;
                                            l_mut_50_ = l_253_;
                                        }
                                        double _e717 = l_mut_35_;
                                        double l_254_ = (_e717 + l_225_);
                                        double l_255_ = abs(l_254_);
                                        l_mut_26_ = 1.401298464324817e-45L;
                                        bool l_256_ = (l_255_ >= 1.1754943508222875e-38L);
                                        bool l_257_ = (l_255_ <= 1.7976931348623157e308L);
                                        if (l_256_) {
                                            local_14 = l_257_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_258_ = local_14;
                                        if (l_258_) {
                                            uint64_t l_259_ = l_255_;
                                            uint64_t l_260_ = (l_259_ >> uint(52uL));
                                            uint64_t l_261_ = (l_260_ - 23uL);
                                            uint64_t l_262_ = (l_261_ << uint(52uL));
                                            double l_263_ = l_262_;
                                            l_mut_26_ = l_263_;
                                        }
                                        double _e741 = l_mut_50_;
                                        double _e742 = l_mut_26_;
                                        bool l_264_ = (_e741 == _e742);
                                        if (l_264_) {
                                            double l_265_ = (l_242_ * 1.4551915228366852e-11L);
                                            double l_266_ = (l_225_ + l_265_);
                                            double _e747 = l_mut_35_;
                                            double l_267_ = (_e747 - l_242_);
                                            double _e749 = l_mut_35_;
                                            double l_268_ = (_e749 + l_242_);
                                            float _e751 = l_mut_22_;
                                            uint l_269_ = asuint(_e751);
                                            float _e753 = l_mut_22_;
                                            double l_270_ = double(_e753);
                                            l_mut_50_ = l_270_;
                                            uint l_271_ = (l_269_ & 2139095040u);
                                            bool l_272_ = (l_271_ == 0u);
                                            if (l_272_) {
                                                uint l_273_ = (l_269_ & 8388607u);
                                                double l_274_ = double(l_273_);
                                                double l_275_ = (l_274_ * 1.401298464324817e-45L);
                                                l_mut_50_ = l_275_;
                                                uint l_276_ = (l_269_ >> 31u);
                                                bool l_277_ = (l_276_ == 1u);
                                                if (l_277_) {
                                                    double _e768 = l_mut_50_;
                                                    double l_278_ = -(_e768);
                                                    l_mut_50_ = l_278_;
                                                }
                                            }
                                            float _e770 = l_mut_22_;
                                            uint l_279_ = asuint(_e770);
                                            uint l_280_ = (l_279_ + 1u);
                                            l_mut_281_ = l_280_;
                                            uint l_282_ = (l_279_ & 2147483647u);
                                            bool l_283_ = (l_282_ == 0u);
                                            if (l_283_) {
                                                l_mut_281_ = 1u;
                                            } else {
                                                uint l_284_ = (l_279_ & 2147483648u);
                                                bool l_285_ = (l_284_ != 0u);
                                                if (l_285_) {
                                                    uint l_286_ = (l_279_ - 1u);
                                                    l_mut_281_ = l_286_;
                                                } else {
                                                    bool l_287_ = (l_279_ == 2139095040u);
                                                    if (l_287_) {
                                                        l_mut_281_ = l_279_;
                                                    }
                                                }
                                            }
                                            uint _e787 = l_mut_281_;
                                            float l_288_ = asfloat(_e787);
                                            uint l_289_ = asuint(l_288_);
                                            double l_290_ = double(l_288_);
                                            l_mut_26_ = l_290_;
                                            uint l_291_ = (l_289_ & 2139095040u);
                                            bool l_292_ = (l_291_ == 0u);
                                            if (l_292_) {
                                                uint l_293_ = (l_289_ & 8388607u);
                                                double l_294_ = double(l_293_);
                                                double l_295_ = (l_294_ * 1.401298464324817e-45L);
                                                l_mut_26_ = l_295_;
                                                uint l_296_ = (l_289_ >> 31u);
                                                bool l_297_ = (l_296_ == 1u);
                                                if (l_297_) {
                                                    double _e804 = l_mut_26_;
                                                    double l_298_ = -(_e804);
                                                    l_mut_26_ = l_298_;
                                                }
                                            }
                                            float _e806 = l_mut_22_;
                                            uint l_299_ = asuint(_e806);
                                            uint l_300_ = (l_299_ ^ 2147483648u);
                                            float l_301_ = asfloat(l_300_);
                                            uint l_302_ = asuint(l_301_);
                                            uint l_303_ = (l_302_ + 1u);
                                            l_mut_281_ = l_303_;
                                            uint l_304_ = (l_302_ & 2147483647u);
                                            bool l_305_ = (l_304_ == 0u);
                                            if (l_305_) {
                                                l_mut_281_ = 1u;
                                            } else {
                                                uint l_306_ = (l_302_ & 2147483648u);
                                                bool l_307_ = (l_306_ != 0u);
                                                if (l_307_) {
                                                    uint l_308_ = (l_302_ - 1u);
                                                    l_mut_281_ = l_308_;
                                                } else {
                                                    bool l_309_ = (l_302_ == 2139095040u);
                                                    if (l_309_) {
                                                        l_mut_281_ = l_302_;
                                                    }
                                                }
                                            }
                                            uint _e827 = l_mut_281_;
                                            float l_310_ = asfloat(_e827);
                                            uint l_311_ = asuint(l_310_);
                                            uint l_312_ = (l_311_ ^ 2147483648u);
                                            float l_313_ = asfloat(l_312_);
                                            uint l_314_ = asuint(l_313_);
                                            double l_315_ = double(l_313_);
                                            l_mut_316_ = l_315_;
                                            uint l_317_ = (l_314_ & 2139095040u);
                                            bool l_318_ = (l_317_ == 0u);
                                            if (l_318_) {
                                                uint l_319_ = (l_314_ & 8388607u);
                                                double l_320_ = double(l_319_);
                                                double l_321_ = (l_320_ * 1.401298464324817e-45L);
                                                l_mut_316_ = l_321_;
                                                uint l_322_ = (l_314_ >> 31u);
                                                bool l_323_ = (l_322_ == 1u);
                                                if (l_323_) {
                                                    double _e848 = l_mut_316_;
                                                    double l_324_ = -(_e848);
                                                    l_mut_316_ = l_324_;
                                                }
                                            }
                                            double l_325_ = (l_267_ + l_266_);
                                            double _e851 = l_mut_50_;
                                            bool l_326_ = (l_325_ <= _e851);
                                            l_mut_327_ = l_326_;
                                            double l_328_ = (l_267_ - l_266_);
                                            double _e854 = l_mut_50_;
                                            bool l_329_ = (l_328_ > _e854);
                                            l_mut_330_ = l_329_;
                                            double l_331_ = (l_268_ - l_266_);
                                            double _e857 = l_mut_50_;
                                            bool l_332_ = (l_331_ >= _e857);
                                            l_mut_333_ = l_332_;
                                            double l_334_ = (l_268_ + l_266_);
                                            double _e860 = l_mut_50_;
                                            bool l_335_ = (l_334_ < _e860);
                                            l_mut_336_ = l_335_;
                                            if (l_213_) {
                                                double l_337_ = (l_267_ + l_266_);
                                                double _e863 = l_mut_26_;
                                                bool l_338_ = (l_337_ < _e863);
                                                l_mut_327_ = l_338_;
                                                double l_339_ = (l_267_ - l_266_);
                                                double _e866 = l_mut_26_;
                                                bool l_340_ = (l_339_ >= _e866);
                                                l_mut_330_ = l_340_;
                                                double l_341_ = (l_268_ - l_266_);
                                                double _e869 = l_mut_316_;
                                                bool l_342_ = (l_341_ > _e869);
                                                l_mut_333_ = l_342_;
                                                double l_343_ = (l_268_ + l_266_);
                                                double _e872 = l_mut_316_;
                                                bool l_344_ = (l_343_ <= _e872);
                                                l_mut_336_ = l_344_;
                                            }
                                            l_mut_281_ = 2u;
                                            bool _e875 = l_mut_330_;
                                            if (!(_e875)) {
                                                bool _e879 = l_mut_336_;
                                                local_15 = _e879;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_345_ = local_15;
                                            if (l_345_) {
                                                l_mut_281_ = 1u;
                                            } else {
                                                bool _e883 = l_mut_327_;
                                                if (_e883) {
                                                    bool _e886 = l_mut_333_;
                                                    local_16 = _e886;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_346_ = local_16;
                                                if (l_346_) {
                                                    l_mut_281_ = 0u;
                                                }
                                            }
                                            float _e890 = l_mut_22_;
                                            uint l_347_ = asuint(_e890);
                                            uint l_348_ = (l_347_ & 2147483647u);
                                            bool l_349_ = (l_348_ == 0u);
                                            if (l_349_) {
                                                double l_350_ = (l_267_ + l_266_);
                                                bool l_351_ = (l_350_ < 1.1754943508222875e-38L);
                                                double l_352_ = (l_268_ - l_266_);
                                                bool l_353_ = (l_352_ > -1.1754943508222875e-38L);
                                                if (l_351_) {
                                                    local_17 = l_353_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_354_ = local_17;
                                                double l_355_ = (l_267_ - l_266_);
                                                bool l_356_ = (l_355_ < 1.1754943508222875e-38L);
                                                double l_357_ = (l_268_ + l_266_);
                                                bool l_358_ = (l_357_ > -1.1754943508222875e-38L);
                                                if (l_356_) {
                                                    local_18 = l_358_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_359_ = local_18;
                                                if (l_354_) {
                                                    l_mut_281_ = 0u;
                                                } else {
                                                    uint _e917 = l_mut_281_;
                                                    bool l_360_ = (_e917 == 1u);
                                                    if (l_359_) {
                                                        local_19 = l_360_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_361_ = local_19;
                                                    if (l_361_) {
                                                        l_mut_281_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e925 = l_mut_281_;
                                            l_mut_243_ = _e925;
                                        }
                                        uint _e926 = l_mut_243_;
                                        l_mut_227_ = _e926;
                                    } else {
                                        bool l_362_ = (l_209_ == 3u);
                                        if (l_362_) {
                                            l_mut_227_ = 0u;
                                            bool l_363_ = (l_223_ >= 1.1754943508222875e-38L);
                                            bool l_364_ = (l_223_ <= 8.507059173023462e37L);
                                            if (l_363_) {
                                                local_20 = l_364_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_365_ = local_20;
                                            if (l_365_) {
                                                double _e938 = l_mut_35_;
                                                double l_366_ = abs(_e938);
                                                l_mut_316_ = 1.401298464324817e-45L;
                                                bool l_367_ = (l_366_ >= 1.1754943508222875e-38L);
                                                bool l_368_ = (l_366_ <= 1.7976931348623157e308L);
                                                if (l_367_) {
                                                    local_21 = l_368_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_369_ = local_21;
                                                if (l_369_) {
                                                    uint64_t l_370_ = l_366_;
                                                    uint64_t l_371_ = (l_370_ >> uint(52uL));
                                                    uint64_t l_372_ = (l_371_ - 23uL);
                                                    uint64_t l_373_ = (l_372_ << uint(52uL));
                                                    double l_374_ = l_373_;
                                                    l_mut_316_ = l_374_;
                                                }
                                                double _e961 = l_mut_316_;
                                                double l_375_ = (l_215_ * _e961);
                                                l_mut_281_ = 2u;
                                                double _e964 = l_mut_35_;
                                                double l_376_ = (_e964 - l_225_);
                                                double l_377_ = abs(l_376_);
                                                l_mut_316_ = 1.401298464324817e-45L;
                                                bool l_378_ = (l_377_ >= 1.1754943508222875e-38L);
                                                bool l_379_ = (l_377_ <= 1.7976931348623157e308L);
                                                if (l_378_) {
                                                    local_22 = l_379_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_380_ = local_22;
                                                if (l_380_) {
                                                    uint64_t l_381_ = l_377_;
                                                    uint64_t l_382_ = (l_381_ >> uint(52uL));
                                                    uint64_t l_383_ = (l_382_ - 23uL);
                                                    uint64_t l_384_ = (l_383_ << uint(52uL));
                                                    double l_385_ = l_384_;
                                                    l_mut_316_ = l_385_;
                                                }
                                                double _e988 = l_mut_35_;
                                                double l_386_ = (_e988 + l_225_);
                                                double l_387_ = abs(l_386_);
                                                l_mut_50_ = 1.401298464324817e-45L;
                                                bool l_388_ = (l_387_ >= 1.1754943508222875e-38L);
                                                bool l_389_ = (l_387_ <= 1.7976931348623157e308L);
                                                if (l_388_) {
                                                    local_23 = l_389_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_390_ = local_23;
                                                if (l_390_) {
                                                    uint64_t l_391_ = l_387_;
                                                    uint64_t l_392_ = (l_391_ >> uint(52uL));
                                                    uint64_t l_393_ = (l_392_ - 23uL);
                                                    uint64_t l_394_ = (l_393_ << uint(52uL));
                                                    double l_395_ = l_394_;
                                                    l_mut_50_ = l_395_;
                                                }
                                                double _e1012 = l_mut_316_;
                                                double _e1013 = l_mut_50_;
                                                bool l_396_ = (_e1012 == _e1013);
                                                if (l_396_) {
                                                    double l_397_ = (l_375_ * 1.4551915228366852e-11L);
                                                    double l_398_ = (l_225_ + l_397_);
                                                    double _e1018 = l_mut_35_;
                                                    double l_399_ = (_e1018 - l_375_);
                                                    double _e1020 = l_mut_35_;
                                                    double l_400_ = (_e1020 + l_375_);
                                                    float _e1022 = l_mut_22_;
                                                    uint l_401_ = asuint(_e1022);
                                                    float _e1024 = l_mut_22_;
                                                    double l_402_ = double(_e1024);
                                                    l_mut_316_ = l_402_;
                                                    uint l_403_ = (l_401_ & 2139095040u);
                                                    bool l_404_ = (l_403_ == 0u);
                                                    if (l_404_) {
                                                        uint l_405_ = (l_401_ & 8388607u);
                                                        double l_406_ = double(l_405_);
                                                        double l_407_ = (l_406_ * 1.401298464324817e-45L);
                                                        l_mut_316_ = l_407_;
                                                        uint l_408_ = (l_401_ >> 31u);
                                                        bool l_409_ = (l_408_ == 1u);
                                                        if (l_409_) {
                                                            double _e1039 = l_mut_316_;
                                                            double l_410_ = -(_e1039);
                                                            l_mut_316_ = l_410_;
                                                        }
                                                    }
                                                    float _e1041 = l_mut_22_;
                                                    uint l_411_ = asuint(_e1041);
                                                    uint l_412_ = (l_411_ + 1u);
                                                    l_mut_243_ = l_412_;
                                                    uint l_413_ = (l_411_ & 2147483647u);
                                                    bool l_414_ = (l_413_ == 0u);
                                                    if (l_414_) {
                                                        l_mut_243_ = 1u;
                                                    } else {
                                                        uint l_415_ = (l_411_ & 2147483648u);
                                                        bool l_416_ = (l_415_ != 0u);
                                                        if (l_416_) {
                                                            uint l_417_ = (l_411_ - 1u);
                                                            l_mut_243_ = l_417_;
                                                        } else {
                                                            bool l_418_ = (l_411_ == 2139095040u);
                                                            if (l_418_) {
                                                                l_mut_243_ = l_411_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1058 = l_mut_243_;
                                                    float l_419_ = asfloat(_e1058);
                                                    uint l_420_ = asuint(l_419_);
                                                    double l_421_ = double(l_419_);
                                                    l_mut_50_ = l_421_;
                                                    uint l_422_ = (l_420_ & 2139095040u);
                                                    bool l_423_ = (l_422_ == 0u);
                                                    if (l_423_) {
                                                        uint l_424_ = (l_420_ & 8388607u);
                                                        double l_425_ = double(l_424_);
                                                        double l_426_ = (l_425_ * 1.401298464324817e-45L);
                                                        l_mut_50_ = l_426_;
                                                        uint l_427_ = (l_420_ >> 31u);
                                                        bool l_428_ = (l_427_ == 1u);
                                                        if (l_428_) {
                                                            double _e1075 = l_mut_50_;
                                                            double l_429_ = -(_e1075);
                                                            l_mut_50_ = l_429_;
                                                        }
                                                    }
                                                    float _e1077 = l_mut_22_;
                                                    uint l_430_ = asuint(_e1077);
                                                    uint l_431_ = (l_430_ ^ 2147483648u);
                                                    float l_432_ = asfloat(l_431_);
                                                    uint l_433_ = asuint(l_432_);
                                                    uint l_434_ = (l_433_ + 1u);
                                                    l_mut_243_ = l_434_;
                                                    uint l_435_ = (l_433_ & 2147483647u);
                                                    bool l_436_ = (l_435_ == 0u);
                                                    if (l_436_) {
                                                        l_mut_243_ = 1u;
                                                    } else {
                                                        uint l_437_ = (l_433_ & 2147483648u);
                                                        bool l_438_ = (l_437_ != 0u);
                                                        if (l_438_) {
                                                            uint l_439_ = (l_433_ - 1u);
                                                            l_mut_243_ = l_439_;
                                                        } else {
                                                            bool l_440_ = (l_433_ == 2139095040u);
                                                            if (l_440_) {
                                                                l_mut_243_ = l_433_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1098 = l_mut_243_;
                                                    float l_441_ = asfloat(_e1098);
                                                    uint l_442_ = asuint(l_441_);
                                                    uint l_443_ = (l_442_ ^ 2147483648u);
                                                    float l_444_ = asfloat(l_443_);
                                                    uint l_445_ = asuint(l_444_);
                                                    double l_446_ = double(l_444_);
                                                    l_mut_26_ = l_446_;
                                                    uint l_447_ = (l_445_ & 2139095040u);
                                                    bool l_448_ = (l_447_ == 0u);
                                                    if (l_448_) {
                                                        uint l_449_ = (l_445_ & 8388607u);
                                                        double l_450_ = double(l_449_);
                                                        double l_451_ = (l_450_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_451_;
                                                        uint l_452_ = (l_445_ >> 31u);
                                                        bool l_453_ = (l_452_ == 1u);
                                                        if (l_453_) {
                                                            double _e1119 = l_mut_26_;
                                                            double l_454_ = -(_e1119);
                                                            l_mut_26_ = l_454_;
                                                        }
                                                    }
                                                    double l_455_ = (l_399_ + l_398_);
                                                    double _e1122 = l_mut_316_;
                                                    bool l_456_ = (l_455_ <= _e1122);
                                                    l_mut_336_ = l_456_;
                                                    double l_457_ = (l_399_ - l_398_);
                                                    double _e1125 = l_mut_316_;
                                                    bool l_458_ = (l_457_ > _e1125);
                                                    l_mut_333_ = l_458_;
                                                    double l_459_ = (l_400_ - l_398_);
                                                    double _e1128 = l_mut_316_;
                                                    bool l_460_ = (l_459_ >= _e1128);
                                                    l_mut_330_ = l_460_;
                                                    double l_461_ = (l_400_ + l_398_);
                                                    double _e1131 = l_mut_316_;
                                                    bool l_462_ = (l_461_ < _e1131);
                                                    l_mut_327_ = l_462_;
                                                    if (l_213_) {
                                                        double l_463_ = (l_399_ + l_398_);
                                                        double _e1134 = l_mut_50_;
                                                        bool l_464_ = (l_463_ < _e1134);
                                                        l_mut_336_ = l_464_;
                                                        double l_465_ = (l_399_ - l_398_);
                                                        double _e1137 = l_mut_50_;
                                                        bool l_466_ = (l_465_ >= _e1137);
                                                        l_mut_333_ = l_466_;
                                                        double l_467_ = (l_400_ - l_398_);
                                                        double _e1140 = l_mut_26_;
                                                        bool l_468_ = (l_467_ > _e1140);
                                                        l_mut_330_ = l_468_;
                                                        double l_469_ = (l_400_ + l_398_);
                                                        double _e1143 = l_mut_26_;
                                                        bool l_470_ = (l_469_ <= _e1143);
                                                        l_mut_327_ = l_470_;
                                                    }
                                                    l_mut_243_ = 2u;
                                                    bool _e1146 = l_mut_333_;
                                                    if (!(_e1146)) {
                                                        bool _e1150 = l_mut_327_;
                                                        local_24 = _e1150;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_471_ = local_24;
                                                    if (l_471_) {
                                                        l_mut_243_ = 1u;
                                                    } else {
                                                        bool _e1154 = l_mut_336_;
                                                        if (_e1154) {
                                                            bool _e1157 = l_mut_330_;
                                                            local_25 = _e1157;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_472_ = local_25;
                                                        if (l_472_) {
                                                            l_mut_243_ = 0u;
                                                        }
                                                    }
                                                    float _e1161 = l_mut_22_;
                                                    uint l_473_ = asuint(_e1161);
                                                    uint l_474_ = (l_473_ & 2147483647u);
                                                    bool l_475_ = (l_474_ == 0u);
                                                    if (l_475_) {
                                                        double l_476_ = (l_399_ + l_398_);
                                                        bool l_477_ = (l_476_ < 1.1754943508222875e-38L);
                                                        double l_478_ = (l_400_ - l_398_);
                                                        bool l_479_ = (l_478_ > -1.1754943508222875e-38L);
                                                        if (l_477_) {
                                                            local_26 = l_479_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_480_ = local_26;
                                                        double l_481_ = (l_399_ - l_398_);
                                                        bool l_482_ = (l_481_ < 1.1754943508222875e-38L);
                                                        double l_483_ = (l_400_ + l_398_);
                                                        bool l_484_ = (l_483_ > -1.1754943508222875e-38L);
                                                        if (l_482_) {
                                                            local_27 = l_484_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_485_ = local_27;
                                                        if (l_480_) {
                                                            l_mut_243_ = 0u;
                                                        } else {
                                                            uint _e1188 = l_mut_243_;
                                                            bool l_486_ = (_e1188 == 1u);
                                                            if (l_485_) {
                                                                local_28 = l_486_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_487_ = local_28;
                                                            if (l_487_) {
                                                                l_mut_243_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1196 = l_mut_243_;
                                                    l_mut_281_ = _e1196;
                                                }
                                                uint _e1197 = l_mut_281_;
                                                l_mut_227_ = _e1197;
                                            }
                                        } else {
                                            bool l_488_ = (l_209_ == 4u);
                                            if (l_488_) {
                                                double l_489_ = (l_218_ * l_223_);
                                                double l_490_ = (l_215_ + l_489_);
                                                double _e1202 = l_mut_35_;
                                                double l_491_ = abs(_e1202);
                                                l_mut_316_ = 1.401298464324817e-45L;
                                                bool l_492_ = (l_491_ >= 1.1754943508222875e-38L);
                                                bool l_493_ = (l_491_ <= 1.7976931348623157e308L);
                                                if (l_492_) {
                                                    local_29 = l_493_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_494_ = local_29;
                                                if (l_494_) {
                                                    uint64_t l_495_ = l_491_;
                                                    uint64_t l_496_ = (l_495_ >> uint(52uL));
                                                    uint64_t l_497_ = (l_496_ - 23uL);
                                                    uint64_t l_498_ = (l_497_ << uint(52uL));
                                                    double l_499_ = l_498_;
                                                    l_mut_316_ = l_499_;
                                                }
                                                double _e1225 = l_mut_316_;
                                                double l_500_ = (l_490_ * _e1225);
                                                l_mut_281_ = 2u;
                                                double _e1228 = l_mut_35_;
                                                double l_501_ = (_e1228 - l_225_);
                                                double l_502_ = abs(l_501_);
                                                l_mut_316_ = 1.401298464324817e-45L;
                                                bool l_503_ = (l_502_ >= 1.1754943508222875e-38L);
                                                bool l_504_ = (l_502_ <= 1.7976931348623157e308L);
                                                if (l_503_) {
                                                    local_30 = l_504_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_505_ = local_30;
                                                if (l_505_) {
                                                    uint64_t l_506_ = l_502_;
                                                    uint64_t l_507_ = (l_506_ >> uint(52uL));
                                                    uint64_t l_508_ = (l_507_ - 23uL);
                                                    uint64_t l_509_ = (l_508_ << uint(52uL));
                                                    double l_510_ = l_509_;
                                                    l_mut_316_ = l_510_;
                                                }
                                                double _e1252 = l_mut_35_;
                                                double l_511_ = (_e1252 + l_225_);
                                                double l_512_ = abs(l_511_);
                                                l_mut_50_ = 1.401298464324817e-45L;
                                                bool l_513_ = (l_512_ >= 1.1754943508222875e-38L);
                                                bool l_514_ = (l_512_ <= 1.7976931348623157e308L);
                                                if (l_513_) {
                                                    local_31 = l_514_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_515_ = local_31;
                                                if (l_515_) {
                                                    uint64_t l_516_ = l_512_;
                                                    uint64_t l_517_ = (l_516_ >> uint(52uL));
                                                    uint64_t l_518_ = (l_517_ - 23uL);
                                                    uint64_t l_519_ = (l_518_ << uint(52uL));
                                                    double l_520_ = l_519_;
                                                    l_mut_50_ = l_520_;
                                                }
                                                double _e1276 = l_mut_316_;
                                                double _e1277 = l_mut_50_;
                                                bool l_521_ = (_e1276 == _e1277);
                                                if (l_521_) {
                                                    double l_522_ = (l_500_ * 1.4551915228366852e-11L);
                                                    double l_523_ = (l_225_ + l_522_);
                                                    double _e1282 = l_mut_35_;
                                                    double l_524_ = (_e1282 - l_500_);
                                                    double _e1284 = l_mut_35_;
                                                    double l_525_ = (_e1284 + l_500_);
                                                    float _e1286 = l_mut_22_;
                                                    uint l_526_ = asuint(_e1286);
                                                    float _e1288 = l_mut_22_;
                                                    double l_527_ = double(_e1288);
                                                    l_mut_316_ = l_527_;
                                                    uint l_528_ = (l_526_ & 2139095040u);
                                                    bool l_529_ = (l_528_ == 0u);
                                                    if (l_529_) {
                                                        uint l_530_ = (l_526_ & 8388607u);
                                                        double l_531_ = double(l_530_);
                                                        double l_532_ = (l_531_ * 1.401298464324817e-45L);
                                                        l_mut_316_ = l_532_;
                                                        uint l_533_ = (l_526_ >> 31u);
                                                        bool l_534_ = (l_533_ == 1u);
                                                        if (l_534_) {
                                                            double _e1303 = l_mut_316_;
                                                            double l_535_ = -(_e1303);
                                                            l_mut_316_ = l_535_;
                                                        }
                                                    }
                                                    float _e1305 = l_mut_22_;
                                                    uint l_536_ = asuint(_e1305);
                                                    uint l_537_ = (l_536_ + 1u);
                                                    l_mut_243_ = l_537_;
                                                    uint l_538_ = (l_536_ & 2147483647u);
                                                    bool l_539_ = (l_538_ == 0u);
                                                    if (l_539_) {
                                                        l_mut_243_ = 1u;
                                                    } else {
                                                        uint l_540_ = (l_536_ & 2147483648u);
                                                        bool l_541_ = (l_540_ != 0u);
                                                        if (l_541_) {
                                                            uint l_542_ = (l_536_ - 1u);
                                                            l_mut_243_ = l_542_;
                                                        } else {
                                                            bool l_543_ = (l_536_ == 2139095040u);
                                                            if (l_543_) {
                                                                l_mut_243_ = l_536_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1322 = l_mut_243_;
                                                    float l_544_ = asfloat(_e1322);
                                                    uint l_545_ = asuint(l_544_);
                                                    double l_546_ = double(l_544_);
                                                    l_mut_50_ = l_546_;
                                                    uint l_547_ = (l_545_ & 2139095040u);
                                                    bool l_548_ = (l_547_ == 0u);
                                                    if (l_548_) {
                                                        uint l_549_ = (l_545_ & 8388607u);
                                                        double l_550_ = double(l_549_);
                                                        double l_551_ = (l_550_ * 1.401298464324817e-45L);
                                                        l_mut_50_ = l_551_;
                                                        uint l_552_ = (l_545_ >> 31u);
                                                        bool l_553_ = (l_552_ == 1u);
                                                        if (l_553_) {
                                                            double _e1339 = l_mut_50_;
                                                            double l_554_ = -(_e1339);
                                                            l_mut_50_ = l_554_;
                                                        }
                                                    }
                                                    float _e1341 = l_mut_22_;
                                                    uint l_555_ = asuint(_e1341);
                                                    uint l_556_ = (l_555_ ^ 2147483648u);
                                                    float l_557_ = asfloat(l_556_);
                                                    uint l_558_ = asuint(l_557_);
                                                    uint l_559_ = (l_558_ + 1u);
                                                    l_mut_243_ = l_559_;
                                                    uint l_560_ = (l_558_ & 2147483647u);
                                                    bool l_561_ = (l_560_ == 0u);
                                                    if (l_561_) {
                                                        l_mut_243_ = 1u;
                                                    } else {
                                                        uint l_562_ = (l_558_ & 2147483648u);
                                                        bool l_563_ = (l_562_ != 0u);
                                                        if (l_563_) {
                                                            uint l_564_ = (l_558_ - 1u);
                                                            l_mut_243_ = l_564_;
                                                        } else {
                                                            bool l_565_ = (l_558_ == 2139095040u);
                                                            if (l_565_) {
                                                                l_mut_243_ = l_558_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1362 = l_mut_243_;
                                                    float l_566_ = asfloat(_e1362);
                                                    uint l_567_ = asuint(l_566_);
                                                    uint l_568_ = (l_567_ ^ 2147483648u);
                                                    float l_569_ = asfloat(l_568_);
                                                    uint l_570_ = asuint(l_569_);
                                                    double l_571_ = double(l_569_);
                                                    l_mut_26_ = l_571_;
                                                    uint l_572_ = (l_570_ & 2139095040u);
                                                    bool l_573_ = (l_572_ == 0u);
                                                    if (l_573_) {
                                                        uint l_574_ = (l_570_ & 8388607u);
                                                        double l_575_ = double(l_574_);
                                                        double l_576_ = (l_575_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_576_;
                                                        uint l_577_ = (l_570_ >> 31u);
                                                        bool l_578_ = (l_577_ == 1u);
                                                        if (l_578_) {
                                                            double _e1383 = l_mut_26_;
                                                            double l_579_ = -(_e1383);
                                                            l_mut_26_ = l_579_;
                                                        }
                                                    }
                                                    double l_580_ = (l_524_ + l_523_);
                                                    double _e1386 = l_mut_316_;
                                                    bool l_581_ = (l_580_ <= _e1386);
                                                    l_mut_336_ = l_581_;
                                                    double l_582_ = (l_524_ - l_523_);
                                                    double _e1389 = l_mut_316_;
                                                    bool l_583_ = (l_582_ > _e1389);
                                                    l_mut_333_ = l_583_;
                                                    double l_584_ = (l_525_ - l_523_);
                                                    double _e1392 = l_mut_316_;
                                                    bool l_585_ = (l_584_ >= _e1392);
                                                    l_mut_330_ = l_585_;
                                                    double l_586_ = (l_525_ + l_523_);
                                                    double _e1395 = l_mut_316_;
                                                    bool l_587_ = (l_586_ < _e1395);
                                                    l_mut_327_ = l_587_;
                                                    if (l_213_) {
                                                        double l_588_ = (l_524_ + l_523_);
                                                        double _e1398 = l_mut_50_;
                                                        bool l_589_ = (l_588_ < _e1398);
                                                        l_mut_336_ = l_589_;
                                                        double l_590_ = (l_524_ - l_523_);
                                                        double _e1401 = l_mut_50_;
                                                        bool l_591_ = (l_590_ >= _e1401);
                                                        l_mut_333_ = l_591_;
                                                        double l_592_ = (l_525_ - l_523_);
                                                        double _e1404 = l_mut_26_;
                                                        bool l_593_ = (l_592_ > _e1404);
                                                        l_mut_330_ = l_593_;
                                                        double l_594_ = (l_525_ + l_523_);
                                                        double _e1407 = l_mut_26_;
                                                        bool l_595_ = (l_594_ <= _e1407);
                                                        l_mut_327_ = l_595_;
                                                    }
                                                    l_mut_243_ = 2u;
                                                    bool _e1410 = l_mut_333_;
                                                    if (!(_e1410)) {
                                                        bool _e1414 = l_mut_327_;
                                                        local_32 = _e1414;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_596_ = local_32;
                                                    if (l_596_) {
                                                        l_mut_243_ = 1u;
                                                    } else {
                                                        bool _e1418 = l_mut_336_;
                                                        if (_e1418) {
                                                            bool _e1421 = l_mut_330_;
                                                            local_33 = _e1421;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_597_ = local_33;
                                                        if (l_597_) {
                                                            l_mut_243_ = 0u;
                                                        }
                                                    }
                                                    float _e1425 = l_mut_22_;
                                                    uint l_598_ = asuint(_e1425);
                                                    uint l_599_ = (l_598_ & 2147483647u);
                                                    bool l_600_ = (l_599_ == 0u);
                                                    if (l_600_) {
                                                        double l_601_ = (l_524_ + l_523_);
                                                        bool l_602_ = (l_601_ < 1.1754943508222875e-38L);
                                                        double l_603_ = (l_525_ - l_523_);
                                                        bool l_604_ = (l_603_ > -1.1754943508222875e-38L);
                                                        if (l_602_) {
                                                            local_34 = l_604_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_605_ = local_34;
                                                        double l_606_ = (l_524_ - l_523_);
                                                        bool l_607_ = (l_606_ < 1.1754943508222875e-38L);
                                                        double l_608_ = (l_525_ + l_523_);
                                                        bool l_609_ = (l_608_ > -1.1754943508222875e-38L);
                                                        if (l_607_) {
                                                            local_35 = l_609_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_610_ = local_35;
                                                        if (l_605_) {
                                                            l_mut_243_ = 0u;
                                                        } else {
                                                            uint _e1452 = l_mut_243_;
                                                            bool l_611_ = (_e1452 == 1u);
                                                            if (l_610_) {
                                                                local_36 = l_611_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_612_ = local_36;
                                                            if (l_612_) {
                                                                l_mut_243_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1460 = l_mut_243_;
                                                    l_mut_281_ = _e1460;
                                                }
                                                uint _e1461 = l_mut_281_;
                                                l_mut_227_ = _e1461;
                                            } else {
                                                bool l_613_ = (l_209_ == 5u);
                                                if (l_613_) {
                                                    double l_614_ = (2.0L * l_222_);
                                                    double l_615_ = abs(l_614_);
                                                    double l_616_ = floor(l_615_);
                                                    double l_617_ = (3.0L + l_616_);
                                                    double _e1470 = l_mut_35_;
                                                    double l_618_ = abs(_e1470);
                                                    l_mut_316_ = 1.401298464324817e-45L;
                                                    bool l_619_ = (l_618_ >= 1.1754943508222875e-38L);
                                                    bool l_620_ = (l_618_ <= 1.7976931348623157e308L);
                                                    if (l_619_) {
                                                        local_37 = l_620_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_621_ = local_37;
                                                    if (l_621_) {
                                                        uint64_t l_622_ = l_618_;
                                                        uint64_t l_623_ = (l_622_ >> uint(52uL));
                                                        uint64_t l_624_ = (l_623_ - 23uL);
                                                        uint64_t l_625_ = (l_624_ << uint(52uL));
                                                        double l_626_ = l_625_;
                                                        l_mut_316_ = l_626_;
                                                    }
                                                    double _e1493 = l_mut_316_;
                                                    double l_627_ = (l_617_ * _e1493);
                                                    l_mut_281_ = 2u;
                                                    double _e1496 = l_mut_35_;
                                                    double l_628_ = (_e1496 - l_225_);
                                                    double l_629_ = abs(l_628_);
                                                    l_mut_316_ = 1.401298464324817e-45L;
                                                    bool l_630_ = (l_629_ >= 1.1754943508222875e-38L);
                                                    bool l_631_ = (l_629_ <= 1.7976931348623157e308L);
                                                    if (l_630_) {
                                                        local_38 = l_631_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_632_ = local_38;
                                                    if (l_632_) {
                                                        uint64_t l_633_ = l_629_;
                                                        uint64_t l_634_ = (l_633_ >> uint(52uL));
                                                        uint64_t l_635_ = (l_634_ - 23uL);
                                                        uint64_t l_636_ = (l_635_ << uint(52uL));
                                                        double l_637_ = l_636_;
                                                        l_mut_316_ = l_637_;
                                                    }
                                                    double _e1520 = l_mut_35_;
                                                    double l_638_ = (_e1520 + l_225_);
                                                    double l_639_ = abs(l_638_);
                                                    l_mut_50_ = 1.401298464324817e-45L;
                                                    bool l_640_ = (l_639_ >= 1.1754943508222875e-38L);
                                                    bool l_641_ = (l_639_ <= 1.7976931348623157e308L);
                                                    if (l_640_) {
                                                        local_39 = l_641_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_642_ = local_39;
                                                    if (l_642_) {
                                                        uint64_t l_643_ = l_639_;
                                                        uint64_t l_644_ = (l_643_ >> uint(52uL));
                                                        uint64_t l_645_ = (l_644_ - 23uL);
                                                        uint64_t l_646_ = (l_645_ << uint(52uL));
                                                        double l_647_ = l_646_;
                                                        l_mut_50_ = l_647_;
                                                    }
                                                    double _e1544 = l_mut_316_;
                                                    double _e1545 = l_mut_50_;
                                                    bool l_648_ = (_e1544 == _e1545);
                                                    if (l_648_) {
                                                        double l_649_ = (l_627_ * 1.4551915228366852e-11L);
                                                        double l_650_ = (l_225_ + l_649_);
                                                        double _e1550 = l_mut_35_;
                                                        double l_651_ = (_e1550 - l_627_);
                                                        double _e1552 = l_mut_35_;
                                                        double l_652_ = (_e1552 + l_627_);
                                                        float _e1554 = l_mut_22_;
                                                        uint l_653_ = asuint(_e1554);
                                                        float _e1556 = l_mut_22_;
                                                        double l_654_ = double(_e1556);
                                                        l_mut_316_ = l_654_;
                                                        uint l_655_ = (l_653_ & 2139095040u);
                                                        bool l_656_ = (l_655_ == 0u);
                                                        if (l_656_) {
                                                            uint l_657_ = (l_653_ & 8388607u);
                                                            double l_658_ = double(l_657_);
                                                            double l_659_ = (l_658_ * 1.401298464324817e-45L);
                                                            l_mut_316_ = l_659_;
                                                            uint l_660_ = (l_653_ >> 31u);
                                                            bool l_661_ = (l_660_ == 1u);
                                                            if (l_661_) {
                                                                double _e1571 = l_mut_316_;
                                                                double l_662_ = -(_e1571);
                                                                l_mut_316_ = l_662_;
                                                            }
                                                        }
                                                        float _e1573 = l_mut_22_;
                                                        uint l_663_ = asuint(_e1573);
                                                        uint l_664_ = (l_663_ + 1u);
                                                        l_mut_243_ = l_664_;
                                                        uint l_665_ = (l_663_ & 2147483647u);
                                                        bool l_666_ = (l_665_ == 0u);
                                                        if (l_666_) {
                                                            l_mut_243_ = 1u;
                                                        } else {
                                                            uint l_667_ = (l_663_ & 2147483648u);
                                                            bool l_668_ = (l_667_ != 0u);
                                                            if (l_668_) {
                                                                uint l_669_ = (l_663_ - 1u);
                                                                l_mut_243_ = l_669_;
                                                            } else {
                                                                bool l_670_ = (l_663_ == 2139095040u);
                                                                if (l_670_) {
                                                                    l_mut_243_ = l_663_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1590 = l_mut_243_;
                                                        float l_671_ = asfloat(_e1590);
                                                        uint l_672_ = asuint(l_671_);
                                                        double l_673_ = double(l_671_);
                                                        l_mut_50_ = l_673_;
                                                        uint l_674_ = (l_672_ & 2139095040u);
                                                        bool l_675_ = (l_674_ == 0u);
                                                        if (l_675_) {
                                                            uint l_676_ = (l_672_ & 8388607u);
                                                            double l_677_ = double(l_676_);
                                                            double l_678_ = (l_677_ * 1.401298464324817e-45L);
                                                            l_mut_50_ = l_678_;
                                                            uint l_679_ = (l_672_ >> 31u);
                                                            bool l_680_ = (l_679_ == 1u);
                                                            if (l_680_) {
                                                                double _e1607 = l_mut_50_;
                                                                double l_681_ = -(_e1607);
                                                                l_mut_50_ = l_681_;
                                                            }
                                                        }
                                                        float _e1609 = l_mut_22_;
                                                        uint l_682_ = asuint(_e1609);
                                                        uint l_683_ = (l_682_ ^ 2147483648u);
                                                        float l_684_ = asfloat(l_683_);
                                                        uint l_685_ = asuint(l_684_);
                                                        uint l_686_ = (l_685_ + 1u);
                                                        l_mut_243_ = l_686_;
                                                        uint l_687_ = (l_685_ & 2147483647u);
                                                        bool l_688_ = (l_687_ == 0u);
                                                        if (l_688_) {
                                                            l_mut_243_ = 1u;
                                                        } else {
                                                            uint l_689_ = (l_685_ & 2147483648u);
                                                            bool l_690_ = (l_689_ != 0u);
                                                            if (l_690_) {
                                                                uint l_691_ = (l_685_ - 1u);
                                                                l_mut_243_ = l_691_;
                                                            } else {
                                                                bool l_692_ = (l_685_ == 2139095040u);
                                                                if (l_692_) {
                                                                    l_mut_243_ = l_685_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1630 = l_mut_243_;
                                                        float l_693_ = asfloat(_e1630);
                                                        uint l_694_ = asuint(l_693_);
                                                        uint l_695_ = (l_694_ ^ 2147483648u);
                                                        float l_696_ = asfloat(l_695_);
                                                        uint l_697_ = asuint(l_696_);
                                                        double l_698_ = double(l_696_);
                                                        l_mut_26_ = l_698_;
                                                        uint l_699_ = (l_697_ & 2139095040u);
                                                        bool l_700_ = (l_699_ == 0u);
                                                        if (l_700_) {
                                                            uint l_701_ = (l_697_ & 8388607u);
                                                            double l_702_ = double(l_701_);
                                                            double l_703_ = (l_702_ * 1.401298464324817e-45L);
                                                            l_mut_26_ = l_703_;
                                                            uint l_704_ = (l_697_ >> 31u);
                                                            bool l_705_ = (l_704_ == 1u);
                                                            if (l_705_) {
                                                                double _e1651 = l_mut_26_;
                                                                double l_706_ = -(_e1651);
                                                                l_mut_26_ = l_706_;
                                                            }
                                                        }
                                                        double l_707_ = (l_651_ + l_650_);
                                                        double _e1654 = l_mut_316_;
                                                        bool l_708_ = (l_707_ <= _e1654);
                                                        l_mut_336_ = l_708_;
                                                        double l_709_ = (l_651_ - l_650_);
                                                        double _e1657 = l_mut_316_;
                                                        bool l_710_ = (l_709_ > _e1657);
                                                        l_mut_333_ = l_710_;
                                                        double l_711_ = (l_652_ - l_650_);
                                                        double _e1660 = l_mut_316_;
                                                        bool l_712_ = (l_711_ >= _e1660);
                                                        l_mut_330_ = l_712_;
                                                        double l_713_ = (l_652_ + l_650_);
                                                        double _e1663 = l_mut_316_;
                                                        bool l_714_ = (l_713_ < _e1663);
                                                        l_mut_327_ = l_714_;
                                                        if (l_213_) {
                                                            double l_715_ = (l_651_ + l_650_);
                                                            double _e1666 = l_mut_50_;
                                                            bool l_716_ = (l_715_ < _e1666);
                                                            l_mut_336_ = l_716_;
                                                            double l_717_ = (l_651_ - l_650_);
                                                            double _e1669 = l_mut_50_;
                                                            bool l_718_ = (l_717_ >= _e1669);
                                                            l_mut_333_ = l_718_;
                                                            double l_719_ = (l_652_ - l_650_);
                                                            double _e1672 = l_mut_26_;
                                                            bool l_720_ = (l_719_ > _e1672);
                                                            l_mut_330_ = l_720_;
                                                            double l_721_ = (l_652_ + l_650_);
                                                            double _e1675 = l_mut_26_;
                                                            bool l_722_ = (l_721_ <= _e1675);
                                                            l_mut_327_ = l_722_;
                                                        }
                                                        l_mut_243_ = 2u;
                                                        bool _e1678 = l_mut_333_;
                                                        if (!(_e1678)) {
                                                            bool _e1682 = l_mut_327_;
                                                            local_40 = _e1682;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_723_ = local_40;
                                                        if (l_723_) {
                                                            l_mut_243_ = 1u;
                                                        } else {
                                                            bool _e1686 = l_mut_336_;
                                                            if (_e1686) {
                                                                bool _e1689 = l_mut_330_;
                                                                local_41 = _e1689;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_724_ = local_41;
                                                            if (l_724_) {
                                                                l_mut_243_ = 0u;
                                                            }
                                                        }
                                                        float _e1693 = l_mut_22_;
                                                        uint l_725_ = asuint(_e1693);
                                                        uint l_726_ = (l_725_ & 2147483647u);
                                                        bool l_727_ = (l_726_ == 0u);
                                                        if (l_727_) {
                                                            double l_728_ = (l_651_ + l_650_);
                                                            bool l_729_ = (l_728_ < 1.1754943508222875e-38L);
                                                            double l_730_ = (l_652_ - l_650_);
                                                            bool l_731_ = (l_730_ > -1.1754943508222875e-38L);
                                                            if (l_729_) {
                                                                local_42 = l_731_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_732_ = local_42;
                                                            double l_733_ = (l_651_ - l_650_);
                                                            bool l_734_ = (l_733_ < 1.1754943508222875e-38L);
                                                            double l_735_ = (l_652_ + l_650_);
                                                            bool l_736_ = (l_735_ > -1.1754943508222875e-38L);
                                                            if (l_734_) {
                                                                local_43 = l_736_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_737_ = local_43;
                                                            if (l_732_) {
                                                                l_mut_243_ = 0u;
                                                            } else {
                                                                uint _e1720 = l_mut_243_;
                                                                bool l_738_ = (_e1720 == 1u);
                                                                if (l_737_) {
                                                                    local_44 = l_738_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_739_ = local_44;
                                                                if (l_739_) {
                                                                    l_mut_243_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1728 = l_mut_243_;
                                                        l_mut_281_ = _e1728;
                                                    }
                                                    uint _e1729 = l_mut_281_;
                                                    l_mut_227_ = _e1729;
                                                } else {
                                                    bool l_740_ = (l_209_ == 6u);
                                                    if (l_740_) {
                                                        l_mut_227_ = 0u;
                                                        bool l_741_ = (l_223_ <= l_218_);
                                                        if (l_741_) {
                                                            double l_742_ = (l_215_ * 1.4551915228366852e-11L);
                                                            double l_743_ = (l_225_ + l_742_);
                                                            double _e1737 = l_mut_35_;
                                                            double l_744_ = (_e1737 - l_215_);
                                                            double _e1739 = l_mut_35_;
                                                            double l_745_ = (_e1739 + l_215_);
                                                            float _e1741 = l_mut_22_;
                                                            uint l_746_ = asuint(_e1741);
                                                            float _e1743 = l_mut_22_;
                                                            double l_747_ = double(_e1743);
                                                            l_mut_316_ = l_747_;
                                                            uint l_748_ = (l_746_ & 2139095040u);
                                                            bool l_749_ = (l_748_ == 0u);
                                                            if (l_749_) {
                                                                uint l_750_ = (l_746_ & 8388607u);
                                                                double l_751_ = double(l_750_);
                                                                double l_752_ = (l_751_ * 1.401298464324817e-45L);
                                                                l_mut_316_ = l_752_;
                                                                uint l_753_ = (l_746_ >> 31u);
                                                                bool l_754_ = (l_753_ == 1u);
                                                                if (l_754_) {
                                                                    double _e1758 = l_mut_316_;
                                                                    double l_755_ = -(_e1758);
                                                                    l_mut_316_ = l_755_;
                                                                }
                                                            }
                                                            float _e1760 = l_mut_22_;
                                                            uint l_756_ = asuint(_e1760);
                                                            uint l_757_ = (l_756_ + 1u);
                                                            l_mut_281_ = l_757_;
                                                            uint l_758_ = (l_756_ & 2147483647u);
                                                            bool l_759_ = (l_758_ == 0u);
                                                            if (l_759_) {
                                                                l_mut_281_ = 1u;
                                                            } else {
                                                                uint l_760_ = (l_756_ & 2147483648u);
                                                                bool l_761_ = (l_760_ != 0u);
                                                                if (l_761_) {
                                                                    uint l_762_ = (l_756_ - 1u);
                                                                    l_mut_281_ = l_762_;
                                                                } else {
                                                                    bool l_763_ = (l_756_ == 2139095040u);
                                                                    if (l_763_) {
                                                                        l_mut_281_ = l_756_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1777 = l_mut_281_;
                                                            float l_764_ = asfloat(_e1777);
                                                            uint l_765_ = asuint(l_764_);
                                                            double l_766_ = double(l_764_);
                                                            l_mut_50_ = l_766_;
                                                            uint l_767_ = (l_765_ & 2139095040u);
                                                            bool l_768_ = (l_767_ == 0u);
                                                            if (l_768_) {
                                                                uint l_769_ = (l_765_ & 8388607u);
                                                                double l_770_ = double(l_769_);
                                                                double l_771_ = (l_770_ * 1.401298464324817e-45L);
                                                                l_mut_50_ = l_771_;
                                                                uint l_772_ = (l_765_ >> 31u);
                                                                bool l_773_ = (l_772_ == 1u);
                                                                if (l_773_) {
                                                                    double _e1794 = l_mut_50_;
                                                                    double l_774_ = -(_e1794);
                                                                    l_mut_50_ = l_774_;
                                                                }
                                                            }
                                                            float _e1796 = l_mut_22_;
                                                            uint l_775_ = asuint(_e1796);
                                                            uint l_776_ = (l_775_ ^ 2147483648u);
                                                            float l_777_ = asfloat(l_776_);
                                                            uint l_778_ = asuint(l_777_);
                                                            uint l_779_ = (l_778_ + 1u);
                                                            l_mut_281_ = l_779_;
                                                            uint l_780_ = (l_778_ & 2147483647u);
                                                            bool l_781_ = (l_780_ == 0u);
                                                            if (l_781_) {
                                                                l_mut_281_ = 1u;
                                                            } else {
                                                                uint l_782_ = (l_778_ & 2147483648u);
                                                                bool l_783_ = (l_782_ != 0u);
                                                                if (l_783_) {
                                                                    uint l_784_ = (l_778_ - 1u);
                                                                    l_mut_281_ = l_784_;
                                                                } else {
                                                                    bool l_785_ = (l_778_ == 2139095040u);
                                                                    if (l_785_) {
                                                                        l_mut_281_ = l_778_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1817 = l_mut_281_;
                                                            float l_786_ = asfloat(_e1817);
                                                            uint l_787_ = asuint(l_786_);
                                                            uint l_788_ = (l_787_ ^ 2147483648u);
                                                            float l_789_ = asfloat(l_788_);
                                                            uint l_790_ = asuint(l_789_);
                                                            double l_791_ = double(l_789_);
                                                            l_mut_26_ = l_791_;
                                                            uint l_792_ = (l_790_ & 2139095040u);
                                                            bool l_793_ = (l_792_ == 0u);
                                                            if (l_793_) {
                                                                uint l_794_ = (l_790_ & 8388607u);
                                                                double l_795_ = double(l_794_);
                                                                double l_796_ = (l_795_ * 1.401298464324817e-45L);
                                                                l_mut_26_ = l_796_;
                                                                uint l_797_ = (l_790_ >> 31u);
                                                                bool l_798_ = (l_797_ == 1u);
                                                                if (l_798_) {
                                                                    double _e1838 = l_mut_26_;
                                                                    double l_799_ = -(_e1838);
                                                                    l_mut_26_ = l_799_;
                                                                }
                                                            }
                                                            double l_800_ = (l_744_ + l_743_);
                                                            double _e1841 = l_mut_316_;
                                                            bool l_801_ = (l_800_ <= _e1841);
                                                            l_mut_336_ = l_801_;
                                                            double l_802_ = (l_744_ - l_743_);
                                                            double _e1844 = l_mut_316_;
                                                            bool l_803_ = (l_802_ > _e1844);
                                                            l_mut_333_ = l_803_;
                                                            double l_804_ = (l_745_ - l_743_);
                                                            double _e1847 = l_mut_316_;
                                                            bool l_805_ = (l_804_ >= _e1847);
                                                            l_mut_330_ = l_805_;
                                                            double l_806_ = (l_745_ + l_743_);
                                                            double _e1850 = l_mut_316_;
                                                            bool l_807_ = (l_806_ < _e1850);
                                                            l_mut_327_ = l_807_;
                                                            if (l_213_) {
                                                                double l_808_ = (l_744_ + l_743_);
                                                                double _e1853 = l_mut_50_;
                                                                bool l_809_ = (l_808_ < _e1853);
                                                                l_mut_336_ = l_809_;
                                                                double l_810_ = (l_744_ - l_743_);
                                                                double _e1856 = l_mut_50_;
                                                                bool l_811_ = (l_810_ >= _e1856);
                                                                l_mut_333_ = l_811_;
                                                                double l_812_ = (l_745_ - l_743_);
                                                                double _e1859 = l_mut_26_;
                                                                bool l_813_ = (l_812_ > _e1859);
                                                                l_mut_330_ = l_813_;
                                                                double l_814_ = (l_745_ + l_743_);
                                                                double _e1862 = l_mut_26_;
                                                                bool l_815_ = (l_814_ <= _e1862);
                                                                l_mut_327_ = l_815_;
                                                            }
                                                            l_mut_281_ = 2u;
                                                            bool _e1865 = l_mut_333_;
                                                            if (!(_e1865)) {
                                                                bool _e1869 = l_mut_327_;
                                                                local_45 = _e1869;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_816_ = local_45;
                                                            if (l_816_) {
                                                                l_mut_281_ = 1u;
                                                            } else {
                                                                bool _e1873 = l_mut_336_;
                                                                if (_e1873) {
                                                                    bool _e1876 = l_mut_330_;
                                                                    local_46 = _e1876;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_817_ = local_46;
                                                                if (l_817_) {
                                                                    l_mut_281_ = 0u;
                                                                }
                                                            }
                                                            float _e1880 = l_mut_22_;
                                                            uint l_818_ = asuint(_e1880);
                                                            uint l_819_ = (l_818_ & 2147483647u);
                                                            bool l_820_ = (l_819_ == 0u);
                                                            if (l_820_) {
                                                                double l_821_ = (l_744_ + l_743_);
                                                                bool l_822_ = (l_821_ < 1.1754943508222875e-38L);
                                                                double l_823_ = (l_745_ - l_743_);
                                                                bool l_824_ = (l_823_ > -1.1754943508222875e-38L);
                                                                if (l_822_) {
                                                                    local_47 = l_824_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_825_ = local_47;
                                                                double l_826_ = (l_744_ - l_743_);
                                                                bool l_827_ = (l_826_ < 1.1754943508222875e-38L);
                                                                double l_828_ = (l_745_ + l_743_);
                                                                bool l_829_ = (l_828_ > -1.1754943508222875e-38L);
                                                                if (l_827_) {
                                                                    local_48 = l_829_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_830_ = local_48;
                                                                if (l_825_) {
                                                                    l_mut_281_ = 0u;
                                                                } else {
                                                                    uint _e1907 = l_mut_281_;
                                                                    bool l_831_ = (_e1907 == 1u);
                                                                    if (l_830_) {
                                                                        local_49 = l_831_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_832_ = local_49;
                                                                    if (l_832_) {
                                                                        l_mut_281_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1915 = l_mut_281_;
                                                            l_mut_227_ = _e1915;
                                                        }
                                                    } else {
                                                        bool l_833_ = (l_209_ == 7u);
                                                        if (l_833_) {
                                                            double _e1918 = l_mut_35_;
                                                            double l_834_ = abs(_e1918);
                                                            double l_835_ = (l_215_ * l_834_);
                                                            l_mut_316_ = l_835_;
                                                            double _e1921 = l_mut_35_;
                                                            double l_836_ = abs(_e1921);
                                                            l_mut_50_ = 1.401298464324817e-45L;
                                                            bool l_837_ = (l_836_ >= 1.1754943508222875e-38L);
                                                            bool l_838_ = (l_836_ <= 1.7976931348623157e308L);
                                                            if (l_837_) {
                                                                local_50 = l_838_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_839_ = local_50;
                                                            if (l_839_) {
                                                                uint64_t l_840_ = l_836_;
                                                                uint64_t l_841_ = (l_840_ >> uint(52uL));
                                                                uint64_t l_842_ = (l_841_ - 23uL);
                                                                uint64_t l_843_ = (l_842_ << uint(52uL));
                                                                double l_844_ = l_843_;
                                                                l_mut_50_ = l_844_;
                                                            }
                                                            double _e1945 = l_mut_50_;
                                                            double l_845_ = (0.5L * _e1945);
                                                            double _e1947 = l_mut_316_;
                                                            bool l_846_ = (l_845_ > _e1947);
                                                            if (l_846_) {
                                                                l_mut_316_ = l_845_;
                                                            }
                                                            double _e1949 = l_mut_35_;
                                                            double l_847_ = (_e1949 - l_225_);
                                                            double l_848_ = abs(l_847_);
                                                            l_mut_50_ = 1.401298464324817e-45L;
                                                            bool l_849_ = (l_848_ >= 1.1754943508222875e-38L);
                                                            bool l_850_ = (l_848_ <= 1.7976931348623157e308L);
                                                            if (l_849_) {
                                                                local_51 = l_850_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_851_ = local_51;
                                                            if (l_851_) {
                                                                uint64_t l_852_ = l_848_;
                                                                uint64_t l_853_ = (l_852_ >> uint(52uL));
                                                                uint64_t l_854_ = (l_853_ - 23uL);
                                                                uint64_t l_855_ = (l_854_ << uint(52uL));
                                                                double l_856_ = l_855_;
                                                                l_mut_50_ = l_856_;
                                                            }
                                                            double _e1973 = l_mut_35_;
                                                            double l_857_ = (_e1973 + l_225_);
                                                            double l_858_ = abs(l_857_);
                                                            l_mut_26_ = 1.401298464324817e-45L;
                                                            bool l_859_ = (l_858_ >= 1.1754943508222875e-38L);
                                                            bool l_860_ = (l_858_ <= 1.7976931348623157e308L);
                                                            if (l_859_) {
                                                                local_52 = l_860_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_861_ = local_52;
                                                            if (l_861_) {
                                                                uint64_t l_862_ = l_858_;
                                                                uint64_t l_863_ = (l_862_ >> uint(52uL));
                                                                uint64_t l_864_ = (l_863_ - 23uL);
                                                                uint64_t l_865_ = (l_864_ << uint(52uL));
                                                                double l_866_ = l_865_;
                                                                l_mut_26_ = l_866_;
                                                            }
                                                            double _e1997 = l_mut_50_;
                                                            double _e1998 = l_mut_26_;
                                                            bool l_867_ = (_e1997 == _e1998);
                                                            if (l_867_) {
                                                                double l_868_ = (l_215_ * l_225_);
                                                                double l_869_ = (l_225_ + l_868_);
                                                                double _e2002 = l_mut_316_;
                                                                double l_870_ = (_e2002 * 1.4551915228366852e-11L);
                                                                double l_871_ = (l_869_ + l_870_);
                                                                double _e2006 = l_mut_35_;
                                                                double _e2007 = l_mut_316_;
                                                                double l_872_ = (_e2006 - _e2007);
                                                                double _e2009 = l_mut_35_;
                                                                double _e2010 = l_mut_316_;
                                                                double l_873_ = (_e2009 + _e2010);
                                                                float _e2012 = l_mut_22_;
                                                                uint l_874_ = asuint(_e2012);
                                                                float _e2014 = l_mut_22_;
                                                                double l_875_ = double(_e2014);
                                                                l_mut_316_ = l_875_;
                                                                uint l_876_ = (l_874_ & 2139095040u);
                                                                bool l_877_ = (l_876_ == 0u);
                                                                if (l_877_) {
                                                                    uint l_878_ = (l_874_ & 8388607u);
                                                                    double l_879_ = double(l_878_);
                                                                    double l_880_ = (l_879_ * 1.401298464324817e-45L);
                                                                    l_mut_316_ = l_880_;
                                                                    uint l_881_ = (l_874_ >> 31u);
                                                                    bool l_882_ = (l_881_ == 1u);
                                                                    if (l_882_) {
                                                                        double _e2029 = l_mut_316_;
                                                                        double l_883_ = -(_e2029);
                                                                        l_mut_316_ = l_883_;
                                                                    }
                                                                }
                                                                float _e2031 = l_mut_22_;
                                                                uint l_884_ = asuint(_e2031);
                                                                uint l_885_ = (l_884_ + 1u);
                                                                l_mut_281_ = l_885_;
                                                                uint l_886_ = (l_884_ & 2147483647u);
                                                                bool l_887_ = (l_886_ == 0u);
                                                                if (l_887_) {
                                                                    l_mut_281_ = 1u;
                                                                } else {
                                                                    uint l_888_ = (l_884_ & 2147483648u);
                                                                    bool l_889_ = (l_888_ != 0u);
                                                                    if (l_889_) {
                                                                        uint l_890_ = (l_884_ - 1u);
                                                                        l_mut_281_ = l_890_;
                                                                    } else {
                                                                        bool l_891_ = (l_884_ == 2139095040u);
                                                                        if (l_891_) {
                                                                            l_mut_281_ = l_884_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2048 = l_mut_281_;
                                                                float l_892_ = asfloat(_e2048);
                                                                uint l_893_ = asuint(l_892_);
                                                                double l_894_ = double(l_892_);
                                                                l_mut_50_ = l_894_;
                                                                uint l_895_ = (l_893_ & 2139095040u);
                                                                bool l_896_ = (l_895_ == 0u);
                                                                if (l_896_) {
                                                                    uint l_897_ = (l_893_ & 8388607u);
                                                                    double l_898_ = double(l_897_);
                                                                    double l_899_ = (l_898_ * 1.401298464324817e-45L);
                                                                    l_mut_50_ = l_899_;
                                                                    uint l_900_ = (l_893_ >> 31u);
                                                                    bool l_901_ = (l_900_ == 1u);
                                                                    if (l_901_) {
                                                                        double _e2065 = l_mut_50_;
                                                                        double l_902_ = -(_e2065);
                                                                        l_mut_50_ = l_902_;
                                                                    }
                                                                }
                                                                float _e2067 = l_mut_22_;
                                                                uint l_903_ = asuint(_e2067);
                                                                uint l_904_ = (l_903_ ^ 2147483648u);
                                                                float l_905_ = asfloat(l_904_);
                                                                uint l_906_ = asuint(l_905_);
                                                                uint l_907_ = (l_906_ + 1u);
                                                                l_mut_281_ = l_907_;
                                                                uint l_908_ = (l_906_ & 2147483647u);
                                                                bool l_909_ = (l_908_ == 0u);
                                                                if (l_909_) {
                                                                    l_mut_281_ = 1u;
                                                                } else {
                                                                    uint l_910_ = (l_906_ & 2147483648u);
                                                                    bool l_911_ = (l_910_ != 0u);
                                                                    if (l_911_) {
                                                                        uint l_912_ = (l_906_ - 1u);
                                                                        l_mut_281_ = l_912_;
                                                                    } else {
                                                                        bool l_913_ = (l_906_ == 2139095040u);
                                                                        if (l_913_) {
                                                                            l_mut_281_ = l_906_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2088 = l_mut_281_;
                                                                float l_914_ = asfloat(_e2088);
                                                                uint l_915_ = asuint(l_914_);
                                                                uint l_916_ = (l_915_ ^ 2147483648u);
                                                                float l_917_ = asfloat(l_916_);
                                                                uint l_918_ = asuint(l_917_);
                                                                double l_919_ = double(l_917_);
                                                                l_mut_26_ = l_919_;
                                                                uint l_920_ = (l_918_ & 2139095040u);
                                                                bool l_921_ = (l_920_ == 0u);
                                                                if (l_921_) {
                                                                    uint l_922_ = (l_918_ & 8388607u);
                                                                    double l_923_ = double(l_922_);
                                                                    double l_924_ = (l_923_ * 1.401298464324817e-45L);
                                                                    l_mut_26_ = l_924_;
                                                                    uint l_925_ = (l_918_ >> 31u);
                                                                    bool l_926_ = (l_925_ == 1u);
                                                                    if (l_926_) {
                                                                        double _e2109 = l_mut_26_;
                                                                        double l_927_ = -(_e2109);
                                                                        l_mut_26_ = l_927_;
                                                                    }
                                                                }
                                                                double l_928_ = (l_872_ + l_871_);
                                                                double _e2112 = l_mut_316_;
                                                                bool l_929_ = (l_928_ <= _e2112);
                                                                l_mut_336_ = l_929_;
                                                                double l_930_ = (l_872_ - l_871_);
                                                                double _e2115 = l_mut_316_;
                                                                bool l_931_ = (l_930_ > _e2115);
                                                                l_mut_333_ = l_931_;
                                                                double l_932_ = (l_873_ - l_871_);
                                                                double _e2118 = l_mut_316_;
                                                                bool l_933_ = (l_932_ >= _e2118);
                                                                l_mut_330_ = l_933_;
                                                                double l_934_ = (l_873_ + l_871_);
                                                                double _e2121 = l_mut_316_;
                                                                bool l_935_ = (l_934_ < _e2121);
                                                                l_mut_327_ = l_935_;
                                                                if (l_213_) {
                                                                    double l_936_ = (l_872_ + l_871_);
                                                                    double _e2124 = l_mut_50_;
                                                                    bool l_937_ = (l_936_ < _e2124);
                                                                    l_mut_336_ = l_937_;
                                                                    double l_938_ = (l_872_ - l_871_);
                                                                    double _e2127 = l_mut_50_;
                                                                    bool l_939_ = (l_938_ >= _e2127);
                                                                    l_mut_333_ = l_939_;
                                                                    double l_940_ = (l_873_ - l_871_);
                                                                    double _e2130 = l_mut_26_;
                                                                    bool l_941_ = (l_940_ > _e2130);
                                                                    l_mut_330_ = l_941_;
                                                                    double l_942_ = (l_873_ + l_871_);
                                                                    double _e2133 = l_mut_26_;
                                                                    bool l_943_ = (l_942_ <= _e2133);
                                                                    l_mut_327_ = l_943_;
                                                                }
                                                                l_mut_281_ = 2u;
                                                                bool _e2136 = l_mut_333_;
                                                                if (!(_e2136)) {
                                                                    bool _e2140 = l_mut_327_;
                                                                    local_53 = _e2140;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_944_ = local_53;
                                                                if (l_944_) {
                                                                    l_mut_281_ = 1u;
                                                                } else {
                                                                    bool _e2144 = l_mut_336_;
                                                                    if (_e2144) {
                                                                        bool _e2147 = l_mut_330_;
                                                                        local_54 = _e2147;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_945_ = local_54;
                                                                    if (l_945_) {
                                                                        l_mut_281_ = 0u;
                                                                    }
                                                                }
                                                                float _e2151 = l_mut_22_;
                                                                uint l_946_ = asuint(_e2151);
                                                                uint l_947_ = (l_946_ & 2147483647u);
                                                                bool l_948_ = (l_947_ == 0u);
                                                                if (l_948_) {
                                                                    double l_949_ = (l_872_ + l_871_);
                                                                    bool l_950_ = (l_949_ < 1.1754943508222875e-38L);
                                                                    double l_951_ = (l_873_ - l_871_);
                                                                    bool l_952_ = (l_951_ > -1.1754943508222875e-38L);
                                                                    if (l_950_) {
                                                                        local_55 = l_952_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_953_ = local_55;
                                                                    double l_954_ = (l_872_ - l_871_);
                                                                    bool l_955_ = (l_954_ < 1.1754943508222875e-38L);
                                                                    double l_956_ = (l_873_ + l_871_);
                                                                    bool l_957_ = (l_956_ > -1.1754943508222875e-38L);
                                                                    if (l_955_) {
                                                                        local_56 = l_957_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_958_ = local_56;
                                                                    if (l_953_) {
                                                                        l_mut_281_ = 0u;
                                                                    } else {
                                                                        uint _e2178 = l_mut_281_;
                                                                        bool l_959_ = (_e2178 == 1u);
                                                                        if (l_958_) {
                                                                            local_57 = l_959_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_960_ = local_57;
                                                                        if (l_960_) {
                                                                            l_mut_281_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2186 = l_mut_281_;
                                                                l_mut_227_ = _e2186;
                                                            }
                                                        } else {
                                                            bool l_961_ = (l_209_ == 8u);
                                                            if (l_961_) {
                                                                bool l_962_ = (l_222_ >= 0.5L);
                                                                bool l_963_ = (l_222_ <= 2.0L);
                                                                if (l_962_) {
                                                                    local_58 = l_963_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_964_ = local_58;
                                                                if (l_964_) {
                                                                    double l_965_ = (l_215_ * 1.4551915228366852e-11L);
                                                                    double l_966_ = (l_225_ + l_965_);
                                                                    double _e2200 = l_mut_35_;
                                                                    double l_967_ = (_e2200 - l_215_);
                                                                    double _e2202 = l_mut_35_;
                                                                    double l_968_ = (_e2202 + l_215_);
                                                                    float _e2204 = l_mut_22_;
                                                                    uint l_969_ = asuint(_e2204);
                                                                    float _e2206 = l_mut_22_;
                                                                    double l_970_ = double(_e2206);
                                                                    l_mut_316_ = l_970_;
                                                                    uint l_971_ = (l_969_ & 2139095040u);
                                                                    bool l_972_ = (l_971_ == 0u);
                                                                    if (l_972_) {
                                                                        uint l_973_ = (l_969_ & 8388607u);
                                                                        double l_974_ = double(l_973_);
                                                                        double l_975_ = (l_974_ * 1.401298464324817e-45L);
                                                                        l_mut_316_ = l_975_;
                                                                        uint l_976_ = (l_969_ >> 31u);
                                                                        bool l_977_ = (l_976_ == 1u);
                                                                        if (l_977_) {
                                                                            double _e2221 = l_mut_316_;
                                                                            double l_978_ = -(_e2221);
                                                                            l_mut_316_ = l_978_;
                                                                        }
                                                                    }
                                                                    float _e2223 = l_mut_22_;
                                                                    uint l_979_ = asuint(_e2223);
                                                                    uint l_980_ = (l_979_ + 1u);
                                                                    l_mut_281_ = l_980_;
                                                                    uint l_981_ = (l_979_ & 2147483647u);
                                                                    bool l_982_ = (l_981_ == 0u);
                                                                    if (l_982_) {
                                                                        l_mut_281_ = 1u;
                                                                    } else {
                                                                        uint l_983_ = (l_979_ & 2147483648u);
                                                                        bool l_984_ = (l_983_ != 0u);
                                                                        if (l_984_) {
                                                                            uint l_985_ = (l_979_ - 1u);
                                                                            l_mut_281_ = l_985_;
                                                                        } else {
                                                                            bool l_986_ = (l_979_ == 2139095040u);
                                                                            if (l_986_) {
                                                                                l_mut_281_ = l_979_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2240 = l_mut_281_;
                                                                    float l_987_ = asfloat(_e2240);
                                                                    uint l_988_ = asuint(l_987_);
                                                                    double l_989_ = double(l_987_);
                                                                    l_mut_50_ = l_989_;
                                                                    uint l_990_ = (l_988_ & 2139095040u);
                                                                    bool l_991_ = (l_990_ == 0u);
                                                                    if (l_991_) {
                                                                        uint l_992_ = (l_988_ & 8388607u);
                                                                        double l_993_ = double(l_992_);
                                                                        double l_994_ = (l_993_ * 1.401298464324817e-45L);
                                                                        l_mut_50_ = l_994_;
                                                                        uint l_995_ = (l_988_ >> 31u);
                                                                        bool l_996_ = (l_995_ == 1u);
                                                                        if (l_996_) {
                                                                            double _e2257 = l_mut_50_;
                                                                            double l_997_ = -(_e2257);
                                                                            l_mut_50_ = l_997_;
                                                                        }
                                                                    }
                                                                    float _e2259 = l_mut_22_;
                                                                    uint l_998_ = asuint(_e2259);
                                                                    uint l_999_ = (l_998_ ^ 2147483648u);
                                                                    float l_1000_ = asfloat(l_999_);
                                                                    uint l_1001_ = asuint(l_1000_);
                                                                    uint l_1002_ = (l_1001_ + 1u);
                                                                    l_mut_281_ = l_1002_;
                                                                    uint l_1003_ = (l_1001_ & 2147483647u);
                                                                    bool l_1004_ = (l_1003_ == 0u);
                                                                    if (l_1004_) {
                                                                        l_mut_281_ = 1u;
                                                                    } else {
                                                                        uint l_1005_ = (l_1001_ & 2147483648u);
                                                                        bool l_1006_ = (l_1005_ != 0u);
                                                                        if (l_1006_) {
                                                                            uint l_1007_ = (l_1001_ - 1u);
                                                                            l_mut_281_ = l_1007_;
                                                                        } else {
                                                                            bool l_1008_ = (l_1001_ == 2139095040u);
                                                                            if (l_1008_) {
                                                                                l_mut_281_ = l_1001_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2280 = l_mut_281_;
                                                                    float l_1009_ = asfloat(_e2280);
                                                                    uint l_1010_ = asuint(l_1009_);
                                                                    uint l_1011_ = (l_1010_ ^ 2147483648u);
                                                                    float l_1012_ = asfloat(l_1011_);
                                                                    uint l_1013_ = asuint(l_1012_);
                                                                    double l_1014_ = double(l_1012_);
                                                                    l_mut_26_ = l_1014_;
                                                                    uint l_1015_ = (l_1013_ & 2139095040u);
                                                                    bool l_1016_ = (l_1015_ == 0u);
                                                                    if (l_1016_) {
                                                                        uint l_1017_ = (l_1013_ & 8388607u);
                                                                        double l_1018_ = double(l_1017_);
                                                                        double l_1019_ = (l_1018_ * 1.401298464324817e-45L);
                                                                        l_mut_26_ = l_1019_;
                                                                        uint l_1020_ = (l_1013_ >> 31u);
                                                                        bool l_1021_ = (l_1020_ == 1u);
                                                                        if (l_1021_) {
                                                                            double _e2301 = l_mut_26_;
                                                                            double l_1022_ = -(_e2301);
                                                                            l_mut_26_ = l_1022_;
                                                                        }
                                                                    }
                                                                    double l_1023_ = (l_967_ + l_966_);
                                                                    double _e2304 = l_mut_316_;
                                                                    bool l_1024_ = (l_1023_ <= _e2304);
                                                                    l_mut_336_ = l_1024_;
                                                                    double l_1025_ = (l_967_ - l_966_);
                                                                    double _e2307 = l_mut_316_;
                                                                    bool l_1026_ = (l_1025_ > _e2307);
                                                                    l_mut_333_ = l_1026_;
                                                                    double l_1027_ = (l_968_ - l_966_);
                                                                    double _e2310 = l_mut_316_;
                                                                    bool l_1028_ = (l_1027_ >= _e2310);
                                                                    l_mut_330_ = l_1028_;
                                                                    double l_1029_ = (l_968_ + l_966_);
                                                                    double _e2313 = l_mut_316_;
                                                                    bool l_1030_ = (l_1029_ < _e2313);
                                                                    l_mut_327_ = l_1030_;
                                                                    if (l_213_) {
                                                                        double l_1031_ = (l_967_ + l_966_);
                                                                        double _e2316 = l_mut_50_;
                                                                        bool l_1032_ = (l_1031_ < _e2316);
                                                                        l_mut_336_ = l_1032_;
                                                                        double l_1033_ = (l_967_ - l_966_);
                                                                        double _e2319 = l_mut_50_;
                                                                        bool l_1034_ = (l_1033_ >= _e2319);
                                                                        l_mut_333_ = l_1034_;
                                                                        double l_1035_ = (l_968_ - l_966_);
                                                                        double _e2322 = l_mut_26_;
                                                                        bool l_1036_ = (l_1035_ > _e2322);
                                                                        l_mut_330_ = l_1036_;
                                                                        double l_1037_ = (l_968_ + l_966_);
                                                                        double _e2325 = l_mut_26_;
                                                                        bool l_1038_ = (l_1037_ <= _e2325);
                                                                        l_mut_327_ = l_1038_;
                                                                    }
                                                                    l_mut_281_ = 2u;
                                                                    bool _e2328 = l_mut_333_;
                                                                    if (!(_e2328)) {
                                                                        bool _e2332 = l_mut_327_;
                                                                        local_59 = _e2332;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1039_ = local_59;
                                                                    if (l_1039_) {
                                                                        l_mut_281_ = 1u;
                                                                    } else {
                                                                        bool _e2336 = l_mut_336_;
                                                                        if (_e2336) {
                                                                            bool _e2339 = l_mut_330_;
                                                                            local_60 = _e2339;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1040_ = local_60;
                                                                        if (l_1040_) {
                                                                            l_mut_281_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2343 = l_mut_22_;
                                                                    uint l_1041_ = asuint(_e2343);
                                                                    uint l_1042_ = (l_1041_ & 2147483647u);
                                                                    bool l_1043_ = (l_1042_ == 0u);
                                                                    if (l_1043_) {
                                                                        double l_1044_ = (l_967_ + l_966_);
                                                                        bool l_1045_ = (l_1044_ < 1.1754943508222875e-38L);
                                                                        double l_1046_ = (l_968_ - l_966_);
                                                                        bool l_1047_ = (l_1046_ > -1.1754943508222875e-38L);
                                                                        if (l_1045_) {
                                                                            local_61 = l_1047_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1048_ = local_61;
                                                                        double l_1049_ = (l_967_ - l_966_);
                                                                        bool l_1050_ = (l_1049_ < 1.1754943508222875e-38L);
                                                                        double l_1051_ = (l_968_ + l_966_);
                                                                        bool l_1052_ = (l_1051_ > -1.1754943508222875e-38L);
                                                                        if (l_1050_) {
                                                                            local_62 = l_1052_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1053_ = local_62;
                                                                        if (l_1048_) {
                                                                            l_mut_281_ = 0u;
                                                                        } else {
                                                                            uint _e2370 = l_mut_281_;
                                                                            bool l_1054_ = (_e2370 == 1u);
                                                                            if (l_1053_) {
                                                                                local_63 = l_1054_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1055_ = local_63;
                                                                            if (l_1055_) {
                                                                                l_mut_281_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2378 = l_mut_281_;
                                                                    l_mut_227_ = _e2378;
                                                                } else {
                                                                    double _e2379 = l_mut_35_;
                                                                    double l_1056_ = abs(_e2379);
                                                                    l_mut_316_ = 1.401298464324817e-45L;
                                                                    bool l_1057_ = (l_1056_ >= 1.1754943508222875e-38L);
                                                                    bool l_1058_ = (l_1056_ <= 1.7976931348623157e308L);
                                                                    if (l_1057_) {
                                                                        local_64 = l_1058_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1059_ = local_64;
                                                                    if (l_1059_) {
                                                                        uint64_t l_1060_ = l_1056_;
                                                                        uint64_t l_1061_ = (l_1060_ >> uint(52uL));
                                                                        uint64_t l_1062_ = (l_1061_ - 23uL);
                                                                        uint64_t l_1063_ = (l_1062_ << uint(52uL));
                                                                        double l_1064_ = l_1063_;
                                                                        l_mut_316_ = l_1064_;
                                                                    }
                                                                    double _e2402 = l_mut_316_;
                                                                    double l_1065_ = (l_218_ * _e2402);
                                                                    l_mut_281_ = 2u;
                                                                    double _e2405 = l_mut_35_;
                                                                    double l_1066_ = (_e2405 - l_225_);
                                                                    double l_1067_ = abs(l_1066_);
                                                                    l_mut_316_ = 1.401298464324817e-45L;
                                                                    bool l_1068_ = (l_1067_ >= 1.1754943508222875e-38L);
                                                                    bool l_1069_ = (l_1067_ <= 1.7976931348623157e308L);
                                                                    if (l_1068_) {
                                                                        local_65 = l_1069_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1070_ = local_65;
                                                                    if (l_1070_) {
                                                                        uint64_t l_1071_ = l_1067_;
                                                                        uint64_t l_1072_ = (l_1071_ >> uint(52uL));
                                                                        uint64_t l_1073_ = (l_1072_ - 23uL);
                                                                        uint64_t l_1074_ = (l_1073_ << uint(52uL));
                                                                        double l_1075_ = l_1074_;
                                                                        l_mut_316_ = l_1075_;
                                                                    }
                                                                    double _e2429 = l_mut_35_;
                                                                    double l_1076_ = (_e2429 + l_225_);
                                                                    double l_1077_ = abs(l_1076_);
                                                                    l_mut_50_ = 1.401298464324817e-45L;
                                                                    bool l_1078_ = (l_1077_ >= 1.1754943508222875e-38L);
                                                                    bool l_1079_ = (l_1077_ <= 1.7976931348623157e308L);
                                                                    if (l_1078_) {
                                                                        local_66 = l_1079_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1080_ = local_66;
                                                                    if (l_1080_) {
                                                                        uint64_t l_1081_ = l_1077_;
                                                                        uint64_t l_1082_ = (l_1081_ >> uint(52uL));
                                                                        uint64_t l_1083_ = (l_1082_ - 23uL);
                                                                        uint64_t l_1084_ = (l_1083_ << uint(52uL));
                                                                        double l_1085_ = l_1084_;
                                                                        l_mut_50_ = l_1085_;
                                                                    }
                                                                    double _e2453 = l_mut_316_;
                                                                    double _e2454 = l_mut_50_;
                                                                    bool l_1086_ = (_e2453 == _e2454);
                                                                    if (l_1086_) {
                                                                        double l_1087_ = (l_1065_ * 1.4551915228366852e-11L);
                                                                        double l_1088_ = (l_225_ + l_1087_);
                                                                        double _e2459 = l_mut_35_;
                                                                        double l_1089_ = (_e2459 - l_1065_);
                                                                        double _e2461 = l_mut_35_;
                                                                        double l_1090_ = (_e2461 + l_1065_);
                                                                        float _e2463 = l_mut_22_;
                                                                        uint l_1091_ = asuint(_e2463);
                                                                        float _e2465 = l_mut_22_;
                                                                        double l_1092_ = double(_e2465);
                                                                        l_mut_316_ = l_1092_;
                                                                        uint l_1093_ = (l_1091_ & 2139095040u);
                                                                        bool l_1094_ = (l_1093_ == 0u);
                                                                        if (l_1094_) {
                                                                            uint l_1095_ = (l_1091_ & 8388607u);
                                                                            double l_1096_ = double(l_1095_);
                                                                            double l_1097_ = (l_1096_ * 1.401298464324817e-45L);
                                                                            l_mut_316_ = l_1097_;
                                                                            uint l_1098_ = (l_1091_ >> 31u);
                                                                            bool l_1099_ = (l_1098_ == 1u);
                                                                            if (l_1099_) {
                                                                                double _e2480 = l_mut_316_;
                                                                                double l_1100_ = -(_e2480);
                                                                                l_mut_316_ = l_1100_;
                                                                            }
                                                                        }
                                                                        float _e2482 = l_mut_22_;
                                                                        uint l_1101_ = asuint(_e2482);
                                                                        uint l_1102_ = (l_1101_ + 1u);
                                                                        l_mut_243_ = l_1102_;
                                                                        uint l_1103_ = (l_1101_ & 2147483647u);
                                                                        bool l_1104_ = (l_1103_ == 0u);
                                                                        if (l_1104_) {
                                                                            l_mut_243_ = 1u;
                                                                        } else {
                                                                            uint l_1105_ = (l_1101_ & 2147483648u);
                                                                            bool l_1106_ = (l_1105_ != 0u);
                                                                            if (l_1106_) {
                                                                                uint l_1107_ = (l_1101_ - 1u);
                                                                                l_mut_243_ = l_1107_;
                                                                            } else {
                                                                                bool l_1108_ = (l_1101_ == 2139095040u);
                                                                                if (l_1108_) {
                                                                                    l_mut_243_ = l_1101_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2499 = l_mut_243_;
                                                                        float l_1109_ = asfloat(_e2499);
                                                                        uint l_1110_ = asuint(l_1109_);
                                                                        double l_1111_ = double(l_1109_);
                                                                        l_mut_50_ = l_1111_;
                                                                        uint l_1112_ = (l_1110_ & 2139095040u);
                                                                        bool l_1113_ = (l_1112_ == 0u);
                                                                        if (l_1113_) {
                                                                            uint l_1114_ = (l_1110_ & 8388607u);
                                                                            double l_1115_ = double(l_1114_);
                                                                            double l_1116_ = (l_1115_ * 1.401298464324817e-45L);
                                                                            l_mut_50_ = l_1116_;
                                                                            uint l_1117_ = (l_1110_ >> 31u);
                                                                            bool l_1118_ = (l_1117_ == 1u);
                                                                            if (l_1118_) {
                                                                                double _e2516 = l_mut_50_;
                                                                                double l_1119_ = -(_e2516);
                                                                                l_mut_50_ = l_1119_;
                                                                            }
                                                                        }
                                                                        float _e2518 = l_mut_22_;
                                                                        uint l_1120_ = asuint(_e2518);
                                                                        uint l_1121_ = (l_1120_ ^ 2147483648u);
                                                                        float l_1122_ = asfloat(l_1121_);
                                                                        uint l_1123_ = asuint(l_1122_);
                                                                        uint l_1124_ = (l_1123_ + 1u);
                                                                        l_mut_243_ = l_1124_;
                                                                        uint l_1125_ = (l_1123_ & 2147483647u);
                                                                        bool l_1126_ = (l_1125_ == 0u);
                                                                        if (l_1126_) {
                                                                            l_mut_243_ = 1u;
                                                                        } else {
                                                                            uint l_1127_ = (l_1123_ & 2147483648u);
                                                                            bool l_1128_ = (l_1127_ != 0u);
                                                                            if (l_1128_) {
                                                                                uint l_1129_ = (l_1123_ - 1u);
                                                                                l_mut_243_ = l_1129_;
                                                                            } else {
                                                                                bool l_1130_ = (l_1123_ == 2139095040u);
                                                                                if (l_1130_) {
                                                                                    l_mut_243_ = l_1123_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2539 = l_mut_243_;
                                                                        float l_1131_ = asfloat(_e2539);
                                                                        uint l_1132_ = asuint(l_1131_);
                                                                        uint l_1133_ = (l_1132_ ^ 2147483648u);
                                                                        float l_1134_ = asfloat(l_1133_);
                                                                        uint l_1135_ = asuint(l_1134_);
                                                                        double l_1136_ = double(l_1134_);
                                                                        l_mut_26_ = l_1136_;
                                                                        uint l_1137_ = (l_1135_ & 2139095040u);
                                                                        bool l_1138_ = (l_1137_ == 0u);
                                                                        if (l_1138_) {
                                                                            uint l_1139_ = (l_1135_ & 8388607u);
                                                                            double l_1140_ = double(l_1139_);
                                                                            double l_1141_ = (l_1140_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_1141_;
                                                                            uint l_1142_ = (l_1135_ >> 31u);
                                                                            bool l_1143_ = (l_1142_ == 1u);
                                                                            if (l_1143_) {
                                                                                double _e2560 = l_mut_26_;
                                                                                double l_1144_ = -(_e2560);
                                                                                l_mut_26_ = l_1144_;
                                                                            }
                                                                        }
                                                                        double l_1145_ = (l_1089_ + l_1088_);
                                                                        double _e2563 = l_mut_316_;
                                                                        bool l_1146_ = (l_1145_ <= _e2563);
                                                                        l_mut_336_ = l_1146_;
                                                                        double l_1147_ = (l_1089_ - l_1088_);
                                                                        double _e2566 = l_mut_316_;
                                                                        bool l_1148_ = (l_1147_ > _e2566);
                                                                        l_mut_333_ = l_1148_;
                                                                        double l_1149_ = (l_1090_ - l_1088_);
                                                                        double _e2569 = l_mut_316_;
                                                                        bool l_1150_ = (l_1149_ >= _e2569);
                                                                        l_mut_330_ = l_1150_;
                                                                        double l_1151_ = (l_1090_ + l_1088_);
                                                                        double _e2572 = l_mut_316_;
                                                                        bool l_1152_ = (l_1151_ < _e2572);
                                                                        l_mut_327_ = l_1152_;
                                                                        if (l_213_) {
                                                                            double l_1153_ = (l_1089_ + l_1088_);
                                                                            double _e2575 = l_mut_50_;
                                                                            bool l_1154_ = (l_1153_ < _e2575);
                                                                            l_mut_336_ = l_1154_;
                                                                            double l_1155_ = (l_1089_ - l_1088_);
                                                                            double _e2578 = l_mut_50_;
                                                                            bool l_1156_ = (l_1155_ >= _e2578);
                                                                            l_mut_333_ = l_1156_;
                                                                            double l_1157_ = (l_1090_ - l_1088_);
                                                                            double _e2581 = l_mut_26_;
                                                                            bool l_1158_ = (l_1157_ > _e2581);
                                                                            l_mut_330_ = l_1158_;
                                                                            double l_1159_ = (l_1090_ + l_1088_);
                                                                            double _e2584 = l_mut_26_;
                                                                            bool l_1160_ = (l_1159_ <= _e2584);
                                                                            l_mut_327_ = l_1160_;
                                                                        }
                                                                        l_mut_243_ = 2u;
                                                                        bool _e2587 = l_mut_333_;
                                                                        if (!(_e2587)) {
                                                                            bool _e2591 = l_mut_327_;
                                                                            local_67 = _e2591;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1161_ = local_67;
                                                                        if (l_1161_) {
                                                                            l_mut_243_ = 1u;
                                                                        } else {
                                                                            bool _e2595 = l_mut_336_;
                                                                            if (_e2595) {
                                                                                bool _e2598 = l_mut_330_;
                                                                                local_68 = _e2598;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1162_ = local_68;
                                                                            if (l_1162_) {
                                                                                l_mut_243_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2602 = l_mut_22_;
                                                                        uint l_1163_ = asuint(_e2602);
                                                                        uint l_1164_ = (l_1163_ & 2147483647u);
                                                                        bool l_1165_ = (l_1164_ == 0u);
                                                                        if (l_1165_) {
                                                                            double l_1166_ = (l_1089_ + l_1088_);
                                                                            bool l_1167_ = (l_1166_ < 1.1754943508222875e-38L);
                                                                            double l_1168_ = (l_1090_ - l_1088_);
                                                                            bool l_1169_ = (l_1168_ > -1.1754943508222875e-38L);
                                                                            if (l_1167_) {
                                                                                local_69 = l_1169_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1170_ = local_69;
                                                                            double l_1171_ = (l_1089_ - l_1088_);
                                                                            bool l_1172_ = (l_1171_ < 1.1754943508222875e-38L);
                                                                            double l_1173_ = (l_1090_ + l_1088_);
                                                                            bool l_1174_ = (l_1173_ > -1.1754943508222875e-38L);
                                                                            if (l_1172_) {
                                                                                local_70 = l_1174_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1175_ = local_70;
                                                                            if (l_1170_) {
                                                                                l_mut_243_ = 0u;
                                                                            } else {
                                                                                uint _e2629 = l_mut_243_;
                                                                                bool l_1176_ = (_e2629 == 1u);
                                                                                if (l_1175_) {
                                                                                    local_71 = l_1176_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1177_ = local_71;
                                                                                if (l_1177_) {
                                                                                    l_mut_243_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2637 = l_mut_243_;
                                                                        l_mut_281_ = _e2637;
                                                                    }
                                                                    uint _e2638 = l_mut_281_;
                                                                    l_mut_227_ = _e2638;
                                                                }
                                                            } else {
                                                                bool l_1178_ = (l_209_ == 13u);
                                                                if (l_1178_) {
                                                                    double l_1180_ = (l_222_ * l_218_);
                                                                    double l_1181_ = (l_222_ * l_221_);
                                                                    double l_1182_ = (l_222_ * l_218_);
                                                                    double l_1183_ = (l_222_ * l_221_);
                                                                    a_1179_[0] = l_1180_;
                                                                    a_1179_[1] = l_1180_;
                                                                    double l_1184_ = a_1179_[0];
                                                                    bool l_1185_ = (l_1181_ < l_1184_);
                                                                    if (l_1185_) {
                                                                        a_1179_[0] = l_1181_;
                                                                    }
                                                                    double l_1186_ = a_1179_[0];
                                                                    bool l_1187_ = (l_1182_ < l_1186_);
                                                                    if (l_1187_) {
                                                                        a_1179_[0] = l_1182_;
                                                                    }
                                                                    double l_1188_ = a_1179_[0];
                                                                    bool l_1189_ = (l_1183_ < l_1188_);
                                                                    if (l_1189_) {
                                                                        a_1179_[0] = l_1183_;
                                                                    }
                                                                    double l_1190_ = a_1179_[1];
                                                                    bool l_1191_ = (l_1181_ > l_1190_);
                                                                    if (l_1191_) {
                                                                        a_1179_[1] = l_1181_;
                                                                    }
                                                                    double l_1192_ = a_1179_[1];
                                                                    bool l_1193_ = (l_1182_ > l_1192_);
                                                                    if (l_1193_) {
                                                                        a_1179_[1] = l_1182_;
                                                                    }
                                                                    double l_1194_ = a_1179_[1];
                                                                    bool l_1195_ = (l_1183_ > l_1194_);
                                                                    if (l_1195_) {
                                                                        a_1179_[1] = l_1183_;
                                                                    }
                                                                    double l_1196_ = a_1179_[0];
                                                                    double l_1197_ = (l_1196_ * 7.1362384635298e44L);
                                                                    double l_1198_ = floor(l_1197_);
                                                                    double l_1199_ = (l_1198_ * 1.401298464324817e-45L);
                                                                    l_mut_316_ = l_1199_;
                                                                    double l_1200_ = abs(l_1196_);
                                                                    bool l_1201_ = (l_1200_ >= 1.1754943508222875e-38L);
                                                                    if (l_1201_) {
                                                                        float l_1202_ = float(l_1196_);
                                                                        double l_1203_ = double(l_1202_);
                                                                        l_mut_316_ = l_1203_;
                                                                        double _e2683 = l_mut_316_;
                                                                        bool l_1204_ = (_e2683 > l_1196_);
                                                                        if (l_1204_) {
                                                                            uint l_1205_ = asuint(l_1202_);
                                                                            uint l_1206_ = (l_1205_ ^ 2147483648u);
                                                                            float l_1207_ = asfloat(l_1206_);
                                                                            uint l_1208_ = asuint(l_1207_);
                                                                            uint l_1209_ = (l_1208_ + 1u);
                                                                            l_mut_281_ = l_1209_;
                                                                            uint l_1210_ = (l_1208_ & 2147483647u);
                                                                            bool l_1211_ = (l_1210_ == 0u);
                                                                            if (l_1211_) {
                                                                                l_mut_281_ = 1u;
                                                                            } else {
                                                                                uint l_1212_ = (l_1208_ & 2147483648u);
                                                                                bool l_1213_ = (l_1212_ != 0u);
                                                                                if (l_1213_) {
                                                                                    uint l_1214_ = (l_1208_ - 1u);
                                                                                    l_mut_281_ = l_1214_;
                                                                                } else {
                                                                                    bool l_1215_ = (l_1208_ == 2139095040u);
                                                                                    if (l_1215_) {
                                                                                        l_mut_281_ = l_1208_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2705 = l_mut_281_;
                                                                            float l_1216_ = asfloat(_e2705);
                                                                            uint l_1217_ = asuint(l_1216_);
                                                                            uint l_1218_ = (l_1217_ ^ 2147483648u);
                                                                            float l_1219_ = asfloat(l_1218_);
                                                                            uint l_1220_ = asuint(l_1219_);
                                                                            double l_1221_ = double(l_1219_);
                                                                            l_mut_50_ = l_1221_;
                                                                            uint l_1222_ = (l_1220_ & 2139095040u);
                                                                            bool l_1223_ = (l_1222_ == 0u);
                                                                            if (l_1223_) {
                                                                                uint l_1224_ = (l_1220_ & 8388607u);
                                                                                double l_1225_ = double(l_1224_);
                                                                                double l_1226_ = (l_1225_ * 1.401298464324817e-45L);
                                                                                l_mut_50_ = l_1226_;
                                                                                uint l_1227_ = (l_1220_ >> 31u);
                                                                                bool l_1228_ = (l_1227_ == 1u);
                                                                                if (l_1228_) {
                                                                                    double _e2726 = l_mut_50_;
                                                                                    double l_1229_ = -(_e2726);
                                                                                    l_mut_50_ = l_1229_;
                                                                                }
                                                                            }
                                                                            double _e2728 = l_mut_50_;
                                                                            l_mut_316_ = _e2728;
                                                                        } else {
                                                                            uint l_1230_ = asuint(l_1202_);
                                                                            uint l_1231_ = (l_1230_ + 1u);
                                                                            l_mut_281_ = l_1231_;
                                                                            uint l_1232_ = (l_1230_ & 2147483647u);
                                                                            bool l_1233_ = (l_1232_ == 0u);
                                                                            if (l_1233_) {
                                                                                l_mut_281_ = 1u;
                                                                            } else {
                                                                                uint l_1234_ = (l_1230_ & 2147483648u);
                                                                                bool l_1235_ = (l_1234_ != 0u);
                                                                                if (l_1235_) {
                                                                                    uint l_1236_ = (l_1230_ - 1u);
                                                                                    l_mut_281_ = l_1236_;
                                                                                } else {
                                                                                    bool l_1237_ = (l_1230_ == 2139095040u);
                                                                                    if (l_1237_) {
                                                                                        l_mut_281_ = l_1230_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2745 = l_mut_281_;
                                                                            float l_1238_ = asfloat(_e2745);
                                                                            uint l_1239_ = asuint(l_1238_);
                                                                            double l_1240_ = double(l_1238_);
                                                                            l_mut_50_ = l_1240_;
                                                                            uint l_1241_ = (l_1239_ & 2139095040u);
                                                                            bool l_1242_ = (l_1241_ == 0u);
                                                                            if (l_1242_) {
                                                                                uint l_1243_ = (l_1239_ & 8388607u);
                                                                                double l_1244_ = double(l_1243_);
                                                                                double l_1245_ = (l_1244_ * 1.401298464324817e-45L);
                                                                                l_mut_50_ = l_1245_;
                                                                                uint l_1246_ = (l_1239_ >> 31u);
                                                                                bool l_1247_ = (l_1246_ == 1u);
                                                                                if (l_1247_) {
                                                                                    double _e2762 = l_mut_50_;
                                                                                    double l_1248_ = -(_e2762);
                                                                                    l_mut_50_ = l_1248_;
                                                                                }
                                                                            }
                                                                            double _e2764 = l_mut_50_;
                                                                            bool l_1249_ = (_e2764 <= l_1196_);
                                                                            if (l_1249_) {
                                                                                uint l_1250_ = asuint(l_1202_);
                                                                                uint l_1251_ = (l_1250_ + 1u);
                                                                                l_mut_281_ = l_1251_;
                                                                                uint l_1252_ = (l_1250_ & 2147483647u);
                                                                                bool l_1253_ = (l_1252_ == 0u);
                                                                                if (l_1253_) {
                                                                                    l_mut_281_ = 1u;
                                                                                } else {
                                                                                    uint l_1254_ = (l_1250_ & 2147483648u);
                                                                                    bool l_1255_ = (l_1254_ != 0u);
                                                                                    if (l_1255_) {
                                                                                        uint l_1256_ = (l_1250_ - 1u);
                                                                                        l_mut_281_ = l_1256_;
                                                                                    } else {
                                                                                        bool l_1257_ = (l_1250_ == 2139095040u);
                                                                                        if (l_1257_) {
                                                                                            l_mut_281_ = l_1250_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2782 = l_mut_281_;
                                                                                float l_1258_ = asfloat(_e2782);
                                                                                uint l_1259_ = asuint(l_1258_);
                                                                                double l_1260_ = double(l_1258_);
                                                                                l_mut_50_ = l_1260_;
                                                                                uint l_1261_ = (l_1259_ & 2139095040u);
                                                                                bool l_1262_ = (l_1261_ == 0u);
                                                                                if (l_1262_) {
                                                                                    uint l_1263_ = (l_1259_ & 8388607u);
                                                                                    double l_1264_ = double(l_1263_);
                                                                                    double l_1265_ = (l_1264_ * 1.401298464324817e-45L);
                                                                                    l_mut_50_ = l_1265_;
                                                                                    uint l_1266_ = (l_1259_ >> 31u);
                                                                                    bool l_1267_ = (l_1266_ == 1u);
                                                                                    if (l_1267_) {
                                                                                        double _e2799 = l_mut_50_;
                                                                                        double l_1268_ = -(_e2799);
                                                                                        l_mut_50_ = l_1268_;
                                                                                    }
                                                                                }
                                                                                double _e2801 = l_mut_50_;
                                                                                l_mut_316_ = _e2801;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e2802 = l_mut_316_;
                                                                    l_mut_50_ = _e2802;
                                                                    double _e2803 = l_mut_316_;
                                                                    bool l_1269_ = (_e2803 > 1000.0L);
                                                                    if (l_1269_) {
                                                                        double _e2806 = l_mut_316_;
                                                                        uint64_t l_1270_ = _e2806;
                                                                        uint64_t l_1271_ = (l_1270_ | 9218868437227405312uL);
                                                                        uint64_t l_1272_ = (l_1271_ & -4503599627370496L);
                                                                        double l_1273_ = l_1272_;
                                                                        l_mut_50_ = l_1273_;
                                                                    } else {
                                                                        double _e2814 = l_mut_316_;
                                                                        bool l_1274_ = (_e2814 < -1000.0L);
                                                                        if (l_1274_) {
                                                                            l_mut_50_ = 0.0L;
                                                                        } else {
                                                                            double _e2818 = l_mut_316_;
                                                                            const bool _e2819 = is_nan_1_f64_(_e2818);
                                                                            bool l_1276_ = !(_e2819);
                                                                            if (l_1276_) {
                                                                                double _e2821 = l_mut_316_;
                                                                                double l_1277_ = (_e2821 + 0.5L);
                                                                                double l_1278_ = floor(l_1277_);
                                                                                double _e2825 = l_mut_316_;
                                                                                double l_1279_ = (_e2825 - l_1278_);
                                                                                double l_1280_ = (l_1279_ * 0.6931471824645996L);
                                                                                double l_1281_ = (l_1279_ * -1.904654299957768e-9L);
                                                                                double l_1282_ = (l_1280_ + l_1281_);
                                                                                l_mut_316_ = l_1282_;
                                                                                const bool _e2832 = is_nan_1_f64_(l_1282_);
                                                                                if (_e2832) {
                                                                                } else {
                                                                                    bool l_1284_ = (l_1282_ < -700.0L);
                                                                                    if (l_1284_) {
                                                                                        l_mut_316_ = 0.0L;
                                                                                    } else {
                                                                                        bool l_1285_ = (l_1282_ > 700.0L);
                                                                                        if (l_1285_) {
                                                                                            uint64_t l_1286_ = l_1282_;
                                                                                            uint64_t l_1287_ = (l_1286_ | 9218868437227405312uL);
                                                                                            uint64_t l_1288_ = (l_1287_ & -4503599627370496L);
                                                                                            double l_1289_ = l_1288_;
                                                                                            l_mut_316_ = l_1289_;
                                                                                        } else {
                                                                                            double l_1290_ = (l_1282_ * 1.4426950408889634L);
                                                                                            double l_1291_ = (l_1290_ + 0.5L);
                                                                                            double l_1292_ = floor(l_1291_);
                                                                                            double l_1293_ = (l_1292_ * 0.6931471824645996L);
                                                                                            double l_1294_ = (l_1280_ - l_1293_);
                                                                                            double l_1295_ = (l_1294_ * l_105_);
                                                                                            double l_1296_ = (l_1292_ * -1.904654299957768e-9L);
                                                                                            double l_1297_ = (l_1281_ - l_1296_);
                                                                                            double l_1298_ = (l_1295_ + l_1297_);
                                                                                            double l_1299_ = (l_1298_ * 7.647163731819816e-13L);
                                                                                            double l_1300_ = (l_1299_ + 1.1470745597729725e-11L);
                                                                                            l_mut_26_ = l_1300_;
                                                                                            double _e2862 = l_mut_26_;
                                                                                            double l_1301_ = (_e2862 * l_1298_);
                                                                                            double l_1302_ = (l_1301_ + 1.6059043836821613e-10L);
                                                                                            l_mut_26_ = l_1302_;
                                                                                            double _e2866 = l_mut_26_;
                                                                                            double l_1303_ = (_e2866 * l_1298_);
                                                                                            double l_1304_ = (l_1303_ + 2.08767569878681e-9L);
                                                                                            l_mut_26_ = l_1304_;
                                                                                            double _e2870 = l_mut_26_;
                                                                                            double l_1305_ = (_e2870 * l_1298_);
                                                                                            double l_1306_ = (l_1305_ + 2.505210838544172e-8L);
                                                                                            l_mut_26_ = l_1306_;
                                                                                            double _e2874 = l_mut_26_;
                                                                                            double l_1307_ = (_e2874 * l_1298_);
                                                                                            double l_1308_ = (l_1307_ + 2.755731922398589e-7L);
                                                                                            l_mut_26_ = l_1308_;
                                                                                            double _e2878 = l_mut_26_;
                                                                                            double l_1309_ = (_e2878 * l_1298_);
                                                                                            double l_1310_ = (l_1309_ + 2.7557319223985893e-6L);
                                                                                            l_mut_26_ = l_1310_;
                                                                                            double _e2882 = l_mut_26_;
                                                                                            double l_1311_ = (_e2882 * l_1298_);
                                                                                            double l_1312_ = (l_1311_ + 2.48015873015873e-5L);
                                                                                            l_mut_26_ = l_1312_;
                                                                                            double _e2886 = l_mut_26_;
                                                                                            double l_1313_ = (_e2886 * l_1298_);
                                                                                            double l_1314_ = (l_1313_ + 0.0001984126984126984L);
                                                                                            l_mut_26_ = l_1314_;
                                                                                            double _e2890 = l_mut_26_;
                                                                                            double l_1315_ = (_e2890 * l_1298_);
                                                                                            double l_1316_ = (l_1315_ + 0.001388888888888889L);
                                                                                            l_mut_26_ = l_1316_;
                                                                                            double _e2894 = l_mut_26_;
                                                                                            double l_1317_ = (_e2894 * l_1298_);
                                                                                            double l_1318_ = (l_1317_ + 0.008333333333333333L);
                                                                                            l_mut_26_ = l_1318_;
                                                                                            double _e2898 = l_mut_26_;
                                                                                            double l_1319_ = (_e2898 * l_1298_);
                                                                                            double l_1320_ = (l_1319_ + 0.041666666666666664L);
                                                                                            l_mut_26_ = l_1320_;
                                                                                            double _e2902 = l_mut_26_;
                                                                                            double l_1321_ = (_e2902 * l_1298_);
                                                                                            double l_1322_ = (l_1321_ + 0.16666666666666666L);
                                                                                            l_mut_26_ = l_1322_;
                                                                                            double _e2906 = l_mut_26_;
                                                                                            double l_1323_ = (_e2906 * l_1298_);
                                                                                            double l_1324_ = (l_1323_ + 0.5L);
                                                                                            l_mut_26_ = l_1324_;
                                                                                            double l_1325_ = (l_1298_ * l_1298_);
                                                                                            double _e2911 = l_mut_26_;
                                                                                            double l_1326_ = (l_1325_ * _e2911);
                                                                                            double l_1327_ = (l_1298_ + l_1326_);
                                                                                            double l_1328_ = (1.0L + l_1327_);
                                                                                            int l_1329_ = naga_f2i32(l_1292_);
                                                                                            int l_1330_ = asint(asuint(l_1329_) + asuint(int(1023)));
                                                                                            uint64_t l_1331_ = uint64_t(l_1330_);
                                                                                            uint64_t l_1332_ = (l_1331_ << uint(52uL));
                                                                                            double l_1333_ = l_1332_;
                                                                                            double l_1334_ = (l_1328_ * l_1333_);
                                                                                            l_mut_316_ = l_1334_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                int l_1335_ = naga_f2i32(l_1278_);
                                                                                int l_1336_ = asint(asuint(l_1335_) + asuint(int(1023)));
                                                                                uint64_t l_1337_ = uint64_t(l_1336_);
                                                                                uint64_t l_1338_ = (l_1337_ << uint(52uL));
                                                                                double l_1339_ = l_1338_;
                                                                                double _e2935 = l_mut_316_;
                                                                                double l_1340_ = (_e2935 * l_1339_);
                                                                                l_mut_50_ = l_1340_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double l_1341_ = a_1179_[1];
                                                                    double l_1342_ = -(l_1341_);
                                                                    double l_1343_ = (l_1342_ * 7.1362384635298e44L);
                                                                    double l_1344_ = floor(l_1343_);
                                                                    double l_1345_ = (l_1344_ * 1.401298464324817e-45L);
                                                                    l_mut_316_ = l_1345_;
                                                                    double l_1346_ = abs(l_1342_);
                                                                    bool l_1347_ = (l_1346_ >= 1.1754943508222875e-38L);
                                                                    if (l_1347_) {
                                                                        float l_1348_ = float(l_1342_);
                                                                        double l_1349_ = double(l_1348_);
                                                                        l_mut_316_ = l_1349_;
                                                                        double _e2950 = l_mut_316_;
                                                                        bool l_1350_ = (_e2950 > l_1342_);
                                                                        if (l_1350_) {
                                                                            uint l_1351_ = asuint(l_1348_);
                                                                            uint l_1352_ = (l_1351_ ^ 2147483648u);
                                                                            float l_1353_ = asfloat(l_1352_);
                                                                            uint l_1354_ = asuint(l_1353_);
                                                                            uint l_1355_ = (l_1354_ + 1u);
                                                                            l_mut_281_ = l_1355_;
                                                                            uint l_1356_ = (l_1354_ & 2147483647u);
                                                                            bool l_1357_ = (l_1356_ == 0u);
                                                                            if (l_1357_) {
                                                                                l_mut_281_ = 1u;
                                                                            } else {
                                                                                uint l_1358_ = (l_1354_ & 2147483648u);
                                                                                bool l_1359_ = (l_1358_ != 0u);
                                                                                if (l_1359_) {
                                                                                    uint l_1360_ = (l_1354_ - 1u);
                                                                                    l_mut_281_ = l_1360_;
                                                                                } else {
                                                                                    bool l_1361_ = (l_1354_ == 2139095040u);
                                                                                    if (l_1361_) {
                                                                                        l_mut_281_ = l_1354_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2972 = l_mut_281_;
                                                                            float l_1362_ = asfloat(_e2972);
                                                                            uint l_1363_ = asuint(l_1362_);
                                                                            uint l_1364_ = (l_1363_ ^ 2147483648u);
                                                                            float l_1365_ = asfloat(l_1364_);
                                                                            uint l_1366_ = asuint(l_1365_);
                                                                            double l_1367_ = double(l_1365_);
                                                                            l_mut_26_ = l_1367_;
                                                                            uint l_1368_ = (l_1366_ & 2139095040u);
                                                                            bool l_1369_ = (l_1368_ == 0u);
                                                                            if (l_1369_) {
                                                                                uint l_1370_ = (l_1366_ & 8388607u);
                                                                                double l_1371_ = double(l_1370_);
                                                                                double l_1372_ = (l_1371_ * 1.401298464324817e-45L);
                                                                                l_mut_26_ = l_1372_;
                                                                                uint l_1373_ = (l_1366_ >> 31u);
                                                                                bool l_1374_ = (l_1373_ == 1u);
                                                                                if (l_1374_) {
                                                                                    double _e2993 = l_mut_26_;
                                                                                    double l_1375_ = -(_e2993);
                                                                                    l_mut_26_ = l_1375_;
                                                                                }
                                                                            }
                                                                            double _e2995 = l_mut_26_;
                                                                            l_mut_316_ = _e2995;
                                                                        } else {
                                                                            uint l_1376_ = asuint(l_1348_);
                                                                            uint l_1377_ = (l_1376_ + 1u);
                                                                            l_mut_281_ = l_1377_;
                                                                            uint l_1378_ = (l_1376_ & 2147483647u);
                                                                            bool l_1379_ = (l_1378_ == 0u);
                                                                            if (l_1379_) {
                                                                                l_mut_281_ = 1u;
                                                                            } else {
                                                                                uint l_1380_ = (l_1376_ & 2147483648u);
                                                                                bool l_1381_ = (l_1380_ != 0u);
                                                                                if (l_1381_) {
                                                                                    uint l_1382_ = (l_1376_ - 1u);
                                                                                    l_mut_281_ = l_1382_;
                                                                                } else {
                                                                                    bool l_1383_ = (l_1376_ == 2139095040u);
                                                                                    if (l_1383_) {
                                                                                        l_mut_281_ = l_1376_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3012 = l_mut_281_;
                                                                            float l_1384_ = asfloat(_e3012);
                                                                            uint l_1385_ = asuint(l_1384_);
                                                                            double l_1386_ = double(l_1384_);
                                                                            l_mut_26_ = l_1386_;
                                                                            uint l_1387_ = (l_1385_ & 2139095040u);
                                                                            bool l_1388_ = (l_1387_ == 0u);
                                                                            if (l_1388_) {
                                                                                uint l_1389_ = (l_1385_ & 8388607u);
                                                                                double l_1390_ = double(l_1389_);
                                                                                double l_1391_ = (l_1390_ * 1.401298464324817e-45L);
                                                                                l_mut_26_ = l_1391_;
                                                                                uint l_1392_ = (l_1385_ >> 31u);
                                                                                bool l_1393_ = (l_1392_ == 1u);
                                                                                if (l_1393_) {
                                                                                    double _e3029 = l_mut_26_;
                                                                                    double l_1394_ = -(_e3029);
                                                                                    l_mut_26_ = l_1394_;
                                                                                }
                                                                            }
                                                                            double _e3031 = l_mut_26_;
                                                                            bool l_1395_ = (_e3031 <= l_1342_);
                                                                            if (l_1395_) {
                                                                                uint l_1396_ = asuint(l_1348_);
                                                                                uint l_1397_ = (l_1396_ + 1u);
                                                                                l_mut_281_ = l_1397_;
                                                                                uint l_1398_ = (l_1396_ & 2147483647u);
                                                                                bool l_1399_ = (l_1398_ == 0u);
                                                                                if (l_1399_) {
                                                                                    l_mut_281_ = 1u;
                                                                                } else {
                                                                                    uint l_1400_ = (l_1396_ & 2147483648u);
                                                                                    bool l_1401_ = (l_1400_ != 0u);
                                                                                    if (l_1401_) {
                                                                                        uint l_1402_ = (l_1396_ - 1u);
                                                                                        l_mut_281_ = l_1402_;
                                                                                    } else {
                                                                                        bool l_1403_ = (l_1396_ == 2139095040u);
                                                                                        if (l_1403_) {
                                                                                            l_mut_281_ = l_1396_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3049 = l_mut_281_;
                                                                                float l_1404_ = asfloat(_e3049);
                                                                                uint l_1405_ = asuint(l_1404_);
                                                                                double l_1406_ = double(l_1404_);
                                                                                l_mut_26_ = l_1406_;
                                                                                uint l_1407_ = (l_1405_ & 2139095040u);
                                                                                bool l_1408_ = (l_1407_ == 0u);
                                                                                if (l_1408_) {
                                                                                    uint l_1409_ = (l_1405_ & 8388607u);
                                                                                    double l_1410_ = double(l_1409_);
                                                                                    double l_1411_ = (l_1410_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1411_;
                                                                                    uint l_1412_ = (l_1405_ >> 31u);
                                                                                    bool l_1413_ = (l_1412_ == 1u);
                                                                                    if (l_1413_) {
                                                                                        double _e3066 = l_mut_26_;
                                                                                        double l_1414_ = -(_e3066);
                                                                                        l_mut_26_ = l_1414_;
                                                                                    }
                                                                                }
                                                                                double _e3068 = l_mut_26_;
                                                                                l_mut_316_ = _e3068;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e3069 = l_mut_316_;
                                                                    double l_1415_ = -(_e3069);
                                                                    l_mut_316_ = l_1415_;
                                                                    bool l_1416_ = (l_1415_ > 1000.0L);
                                                                    if (l_1416_) {
                                                                        uint64_t l_1417_ = l_1415_;
                                                                        uint64_t l_1418_ = (l_1417_ | 9218868437227405312uL);
                                                                        uint64_t l_1419_ = (l_1418_ & -4503599627370496L);
                                                                        double l_1420_ = l_1419_;
                                                                        l_mut_316_ = l_1420_;
                                                                    } else {
                                                                        bool l_1421_ = (l_1415_ < -1000.0L);
                                                                        if (l_1421_) {
                                                                            l_mut_316_ = 0.0L;
                                                                        } else {
                                                                            const bool _e3083 = is_nan_1_f64_(l_1415_);
                                                                            bool l_1423_ = !(_e3083);
                                                                            if (l_1423_) {
                                                                                double l_1424_ = (l_1415_ + 0.5L);
                                                                                double l_1425_ = floor(l_1424_);
                                                                                double l_1426_ = (l_1415_ - l_1425_);
                                                                                double l_1427_ = (l_1426_ * 0.6931471824645996L);
                                                                                double l_1428_ = (l_1426_ * -1.904654299957768e-9L);
                                                                                double l_1429_ = (l_1427_ + l_1428_);
                                                                                l_mut_26_ = l_1429_;
                                                                                const bool _e3094 = is_nan_1_f64_(l_1429_);
                                                                                if (_e3094) {
                                                                                } else {
                                                                                    bool l_1431_ = (l_1429_ < -700.0L);
                                                                                    if (l_1431_) {
                                                                                        l_mut_26_ = 0.0L;
                                                                                    } else {
                                                                                        bool l_1432_ = (l_1429_ > 700.0L);
                                                                                        if (l_1432_) {
                                                                                            uint64_t l_1433_ = l_1429_;
                                                                                            uint64_t l_1434_ = (l_1433_ | 9218868437227405312uL);
                                                                                            uint64_t l_1435_ = (l_1434_ & -4503599627370496L);
                                                                                            double l_1436_ = l_1435_;
                                                                                            l_mut_26_ = l_1436_;
                                                                                        } else {
                                                                                            double l_1437_ = (l_1429_ * 1.4426950408889634L);
                                                                                            double l_1438_ = (l_1437_ + 0.5L);
                                                                                            double l_1439_ = floor(l_1438_);
                                                                                            double l_1440_ = (l_1439_ * 0.6931471824645996L);
                                                                                            double l_1441_ = (l_1427_ - l_1440_);
                                                                                            double l_1442_ = (l_1441_ * l_105_);
                                                                                            double l_1443_ = (l_1439_ * -1.904654299957768e-9L);
                                                                                            double l_1444_ = (l_1428_ - l_1443_);
                                                                                            double l_1445_ = (l_1442_ + l_1444_);
                                                                                            double l_1446_ = (l_1445_ * 7.647163731819816e-13L);
                                                                                            double l_1447_ = (l_1446_ + 1.1470745597729725e-11L);
                                                                                            l_mut_1448_ = l_1447_;
                                                                                            double _e3124 = l_mut_1448_;
                                                                                            double l_1449_ = (_e3124 * l_1445_);
                                                                                            double l_1450_ = (l_1449_ + 1.6059043836821613e-10L);
                                                                                            l_mut_1448_ = l_1450_;
                                                                                            double _e3128 = l_mut_1448_;
                                                                                            double l_1451_ = (_e3128 * l_1445_);
                                                                                            double l_1452_ = (l_1451_ + 2.08767569878681e-9L);
                                                                                            l_mut_1448_ = l_1452_;
                                                                                            double _e3132 = l_mut_1448_;
                                                                                            double l_1453_ = (_e3132 * l_1445_);
                                                                                            double l_1454_ = (l_1453_ + 2.505210838544172e-8L);
                                                                                            l_mut_1448_ = l_1454_;
                                                                                            double _e3136 = l_mut_1448_;
                                                                                            double l_1455_ = (_e3136 * l_1445_);
                                                                                            double l_1456_ = (l_1455_ + 2.755731922398589e-7L);
                                                                                            l_mut_1448_ = l_1456_;
                                                                                            double _e3140 = l_mut_1448_;
                                                                                            double l_1457_ = (_e3140 * l_1445_);
                                                                                            double l_1458_ = (l_1457_ + 2.7557319223985893e-6L);
                                                                                            l_mut_1448_ = l_1458_;
                                                                                            double _e3144 = l_mut_1448_;
                                                                                            double l_1459_ = (_e3144 * l_1445_);
                                                                                            double l_1460_ = (l_1459_ + 2.48015873015873e-5L);
                                                                                            l_mut_1448_ = l_1460_;
                                                                                            double _e3148 = l_mut_1448_;
                                                                                            double l_1461_ = (_e3148 * l_1445_);
                                                                                            double l_1462_ = (l_1461_ + 0.0001984126984126984L);
                                                                                            l_mut_1448_ = l_1462_;
                                                                                            double _e3152 = l_mut_1448_;
                                                                                            double l_1463_ = (_e3152 * l_1445_);
                                                                                            double l_1464_ = (l_1463_ + 0.001388888888888889L);
                                                                                            l_mut_1448_ = l_1464_;
                                                                                            double _e3156 = l_mut_1448_;
                                                                                            double l_1465_ = (_e3156 * l_1445_);
                                                                                            double l_1466_ = (l_1465_ + 0.008333333333333333L);
                                                                                            l_mut_1448_ = l_1466_;
                                                                                            double _e3160 = l_mut_1448_;
                                                                                            double l_1467_ = (_e3160 * l_1445_);
                                                                                            double l_1468_ = (l_1467_ + 0.041666666666666664L);
                                                                                            l_mut_1448_ = l_1468_;
                                                                                            double _e3164 = l_mut_1448_;
                                                                                            double l_1469_ = (_e3164 * l_1445_);
                                                                                            double l_1470_ = (l_1469_ + 0.16666666666666666L);
                                                                                            l_mut_1448_ = l_1470_;
                                                                                            double _e3168 = l_mut_1448_;
                                                                                            double l_1471_ = (_e3168 * l_1445_);
                                                                                            double l_1472_ = (l_1471_ + 0.5L);
                                                                                            l_mut_1448_ = l_1472_;
                                                                                            double l_1473_ = (l_1445_ * l_1445_);
                                                                                            double _e3173 = l_mut_1448_;
                                                                                            double l_1474_ = (l_1473_ * _e3173);
                                                                                            double l_1475_ = (l_1445_ + l_1474_);
                                                                                            double l_1476_ = (1.0L + l_1475_);
                                                                                            int l_1477_ = naga_f2i32(l_1439_);
                                                                                            int l_1478_ = asint(asuint(l_1477_) + asuint(int(1023)));
                                                                                            uint64_t l_1479_ = uint64_t(l_1478_);
                                                                                            uint64_t l_1480_ = (l_1479_ << uint(52uL));
                                                                                            double l_1481_ = l_1480_;
                                                                                            double l_1482_ = (l_1476_ * l_1481_);
                                                                                            l_mut_26_ = l_1482_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                int l_1483_ = naga_f2i32(l_1425_);
                                                                                int l_1484_ = asint(asuint(l_1483_) + asuint(int(1023)));
                                                                                uint64_t l_1485_ = uint64_t(l_1484_);
                                                                                uint64_t l_1486_ = (l_1485_ << uint(52uL));
                                                                                double l_1487_ = l_1486_;
                                                                                double _e3197 = l_mut_26_;
                                                                                double l_1488_ = (_e3197 * l_1487_);
                                                                                l_mut_316_ = l_1488_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e3199 = l_mut_50_;
                                                                    double l_1489_ = (_e3199 * 1.4551915228366852e-11L);
                                                                    double _e3202 = l_mut_316_;
                                                                    double l_1490_ = (_e3202 * 1.4551915228366852e-11L);
                                                                    l_mut_281_ = 2u;
                                                                    double _e3206 = l_mut_50_;
                                                                    double l_1491_ = (_e3206 - l_1489_);
                                                                    double l_1492_ = abs(l_1491_);
                                                                    l_mut_1448_ = 1.401298464324817e-45L;
                                                                    bool l_1493_ = (l_1492_ >= 1.1754943508222875e-38L);
                                                                    bool l_1494_ = (l_1492_ <= 1.7976931348623157e308L);
                                                                    if (l_1493_) {
                                                                        local_72 = l_1494_;
                                                                    } else {
                                                                        local_72 = false;
                                                                    }
                                                                    bool l_1495_ = local_72;
                                                                    if (l_1495_) {
                                                                        uint64_t l_1496_ = l_1492_;
                                                                        uint64_t l_1497_ = (l_1496_ >> uint(52uL));
                                                                        uint64_t l_1498_ = (l_1497_ - 23uL);
                                                                        uint64_t l_1499_ = (l_1498_ << uint(52uL));
                                                                        double l_1500_ = l_1499_;
                                                                        l_mut_1448_ = l_1500_;
                                                                    }
                                                                    double _e3230 = l_mut_50_;
                                                                    double l_1501_ = (_e3230 + l_1489_);
                                                                    double l_1502_ = abs(l_1501_);
                                                                    l_mut_26_ = 1.401298464324817e-45L;
                                                                    bool l_1503_ = (l_1502_ >= 1.1754943508222875e-38L);
                                                                    bool l_1504_ = (l_1502_ <= 1.7976931348623157e308L);
                                                                    if (l_1503_) {
                                                                        local_73 = l_1504_;
                                                                    } else {
                                                                        local_73 = false;
                                                                    }
                                                                    bool l_1505_ = local_73;
                                                                    if (l_1505_) {
                                                                        uint64_t l_1506_ = l_1502_;
                                                                        uint64_t l_1507_ = (l_1506_ >> uint(52uL));
                                                                        uint64_t l_1508_ = (l_1507_ - 23uL);
                                                                        uint64_t l_1509_ = (l_1508_ << uint(52uL));
                                                                        double l_1510_ = l_1509_;
                                                                        l_mut_26_ = l_1510_;
                                                                    }
                                                                    double _e3254 = l_mut_1448_;
                                                                    double _e3255 = l_mut_26_;
                                                                    bool l_1511_ = (_e3254 == _e3255);
                                                                    double _e3257 = l_mut_316_;
                                                                    double l_1512_ = (_e3257 - l_1490_);
                                                                    double l_1513_ = abs(l_1512_);
                                                                    l_mut_1448_ = 1.401298464324817e-45L;
                                                                    bool l_1514_ = (l_1513_ >= 1.1754943508222875e-38L);
                                                                    bool l_1515_ = (l_1513_ <= 1.7976931348623157e308L);
                                                                    if (l_1514_) {
                                                                        local_74 = l_1515_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_1516_ = local_74;
                                                                    if (l_1516_) {
                                                                        uint64_t l_1517_ = l_1513_;
                                                                        uint64_t l_1518_ = (l_1517_ >> uint(52uL));
                                                                        uint64_t l_1519_ = (l_1518_ - 23uL);
                                                                        uint64_t l_1520_ = (l_1519_ << uint(52uL));
                                                                        double l_1521_ = l_1520_;
                                                                        l_mut_1448_ = l_1521_;
                                                                    }
                                                                    double _e3281 = l_mut_316_;
                                                                    double l_1522_ = (_e3281 + l_1490_);
                                                                    double l_1523_ = abs(l_1522_);
                                                                    l_mut_26_ = 1.401298464324817e-45L;
                                                                    bool l_1524_ = (l_1523_ >= 1.1754943508222875e-38L);
                                                                    bool l_1525_ = (l_1523_ <= 1.7976931348623157e308L);
                                                                    if (l_1524_) {
                                                                        local_75 = l_1525_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1526_ = local_75;
                                                                    if (l_1526_) {
                                                                        uint64_t l_1527_ = l_1523_;
                                                                        uint64_t l_1528_ = (l_1527_ >> uint(52uL));
                                                                        uint64_t l_1529_ = (l_1528_ - 23uL);
                                                                        uint64_t l_1530_ = (l_1529_ << uint(52uL));
                                                                        double l_1531_ = l_1530_;
                                                                        l_mut_26_ = l_1531_;
                                                                    }
                                                                    double _e3305 = l_mut_1448_;
                                                                    double _e3306 = l_mut_26_;
                                                                    bool l_1532_ = (_e3305 == _e3306);
                                                                    if (l_1511_) {
                                                                        local_76 = l_1532_;
                                                                    } else {
                                                                        local_76 = false;
                                                                    }
                                                                    bool l_1533_ = local_76;
                                                                    if (l_1533_) {
                                                                        double _e3312 = l_mut_50_;
                                                                        double l_1534_ = (l_215_ * _e3312);
                                                                        double _e3314 = l_mut_50_;
                                                                        double l_1535_ = abs(_e3314);
                                                                        l_mut_1448_ = 1.401298464324817e-45L;
                                                                        bool l_1536_ = (l_1535_ >= 1.1754943508222875e-38L);
                                                                        bool l_1537_ = (l_1535_ <= 1.7976931348623157e308L);
                                                                        if (l_1536_) {
                                                                            local_77 = l_1537_;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_1538_ = local_77;
                                                                        if (l_1538_) {
                                                                            uint64_t l_1539_ = l_1535_;
                                                                            uint64_t l_1540_ = (l_1539_ >> uint(52uL));
                                                                            uint64_t l_1541_ = (l_1540_ - 23uL);
                                                                            uint64_t l_1542_ = (l_1541_ << uint(52uL));
                                                                            double l_1543_ = l_1542_;
                                                                            l_mut_1448_ = l_1543_;
                                                                        }
                                                                        double _e3338 = l_mut_1448_;
                                                                        double l_1544_ = (0.5L * _e3338);
                                                                        l_mut_1448_ = l_1534_;
                                                                        bool l_1545_ = (l_1544_ > l_1534_);
                                                                        if (l_1545_) {
                                                                            l_mut_1448_ = l_1544_;
                                                                        }
                                                                        double _e3341 = l_mut_316_;
                                                                        double l_1546_ = (l_215_ * _e3341);
                                                                        double _e3343 = l_mut_316_;
                                                                        double l_1547_ = abs(_e3343);
                                                                        l_mut_26_ = 1.401298464324817e-45L;
                                                                        bool l_1548_ = (l_1547_ >= 1.1754943508222875e-38L);
                                                                        bool l_1549_ = (l_1547_ <= 1.7976931348623157e308L);
                                                                        if (l_1548_) {
                                                                            local_78 = l_1549_;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1550_ = local_78;
                                                                        if (l_1550_) {
                                                                            uint64_t l_1551_ = l_1547_;
                                                                            uint64_t l_1552_ = (l_1551_ >> uint(52uL));
                                                                            uint64_t l_1553_ = (l_1552_ - 23uL);
                                                                            uint64_t l_1554_ = (l_1553_ << uint(52uL));
                                                                            double l_1555_ = l_1554_;
                                                                            l_mut_26_ = l_1555_;
                                                                        }
                                                                        double _e3367 = l_mut_26_;
                                                                        double l_1556_ = (0.5L * _e3367);
                                                                        l_mut_26_ = l_1546_;
                                                                        bool l_1557_ = (l_1556_ > l_1546_);
                                                                        if (l_1557_) {
                                                                            l_mut_26_ = l_1556_;
                                                                        }
                                                                        double _e3370 = l_mut_50_;
                                                                        double _e3371 = l_mut_1448_;
                                                                        double l_1558_ = (_e3370 - _e3371);
                                                                        double _e3373 = l_mut_316_;
                                                                        double _e3374 = l_mut_26_;
                                                                        double l_1559_ = (_e3373 + _e3374);
                                                                        float _e3376 = l_mut_22_;
                                                                        uint l_1560_ = asuint(_e3376);
                                                                        float _e3378 = l_mut_22_;
                                                                        double l_1561_ = double(_e3378);
                                                                        l_mut_1448_ = l_1561_;
                                                                        uint l_1562_ = (l_1560_ & 2139095040u);
                                                                        bool l_1563_ = (l_1562_ == 0u);
                                                                        if (l_1563_) {
                                                                            uint l_1564_ = (l_1560_ & 8388607u);
                                                                            double l_1565_ = double(l_1564_);
                                                                            double l_1566_ = (l_1565_ * 1.401298464324817e-45L);
                                                                            l_mut_1448_ = l_1566_;
                                                                            uint l_1567_ = (l_1560_ >> 31u);
                                                                            bool l_1568_ = (l_1567_ == 1u);
                                                                            if (l_1568_) {
                                                                                double _e3393 = l_mut_1448_;
                                                                                double l_1569_ = -(_e3393);
                                                                                l_mut_1448_ = l_1569_;
                                                                            }
                                                                        }
                                                                        float _e3395 = l_mut_22_;
                                                                        uint l_1570_ = asuint(_e3395);
                                                                        uint l_1571_ = (l_1570_ + 1u);
                                                                        l_mut_243_ = l_1571_;
                                                                        uint l_1572_ = (l_1570_ & 2147483647u);
                                                                        bool l_1573_ = (l_1572_ == 0u);
                                                                        if (l_1573_) {
                                                                            l_mut_243_ = 1u;
                                                                        } else {
                                                                            uint l_1574_ = (l_1570_ & 2147483648u);
                                                                            bool l_1575_ = (l_1574_ != 0u);
                                                                            if (l_1575_) {
                                                                                uint l_1576_ = (l_1570_ - 1u);
                                                                                l_mut_243_ = l_1576_;
                                                                            } else {
                                                                                bool l_1577_ = (l_1570_ == 2139095040u);
                                                                                if (l_1577_) {
                                                                                    l_mut_243_ = l_1570_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3412 = l_mut_243_;
                                                                        float l_1578_ = asfloat(_e3412);
                                                                        uint l_1579_ = asuint(l_1578_);
                                                                        double l_1580_ = double(l_1578_);
                                                                        l_mut_316_ = l_1580_;
                                                                        uint l_1581_ = (l_1579_ & 2139095040u);
                                                                        bool l_1582_ = (l_1581_ == 0u);
                                                                        if (l_1582_) {
                                                                            uint l_1583_ = (l_1579_ & 8388607u);
                                                                            double l_1584_ = double(l_1583_);
                                                                            double l_1585_ = (l_1584_ * 1.401298464324817e-45L);
                                                                            l_mut_316_ = l_1585_;
                                                                            uint l_1586_ = (l_1579_ >> 31u);
                                                                            bool l_1587_ = (l_1586_ == 1u);
                                                                            if (l_1587_) {
                                                                                double _e3429 = l_mut_316_;
                                                                                double l_1588_ = -(_e3429);
                                                                                l_mut_316_ = l_1588_;
                                                                            }
                                                                        }
                                                                        float _e3431 = l_mut_22_;
                                                                        uint l_1589_ = asuint(_e3431);
                                                                        uint l_1590_ = (l_1589_ ^ 2147483648u);
                                                                        float l_1591_ = asfloat(l_1590_);
                                                                        uint l_1592_ = asuint(l_1591_);
                                                                        uint l_1593_ = (l_1592_ + 1u);
                                                                        l_mut_243_ = l_1593_;
                                                                        uint l_1594_ = (l_1592_ & 2147483647u);
                                                                        bool l_1595_ = (l_1594_ == 0u);
                                                                        if (l_1595_) {
                                                                            l_mut_243_ = 1u;
                                                                        } else {
                                                                            uint l_1596_ = (l_1592_ & 2147483648u);
                                                                            bool l_1597_ = (l_1596_ != 0u);
                                                                            if (l_1597_) {
                                                                                uint l_1598_ = (l_1592_ - 1u);
                                                                                l_mut_243_ = l_1598_;
                                                                            } else {
                                                                                bool l_1599_ = (l_1592_ == 2139095040u);
                                                                                if (l_1599_) {
                                                                                    l_mut_243_ = l_1592_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3452 = l_mut_243_;
                                                                        float l_1600_ = asfloat(_e3452);
                                                                        uint l_1601_ = asuint(l_1600_);
                                                                        uint l_1602_ = (l_1601_ ^ 2147483648u);
                                                                        float l_1603_ = asfloat(l_1602_);
                                                                        uint l_1604_ = asuint(l_1603_);
                                                                        double l_1605_ = double(l_1603_);
                                                                        l_mut_50_ = l_1605_;
                                                                        uint l_1606_ = (l_1604_ & 2139095040u);
                                                                        bool l_1607_ = (l_1606_ == 0u);
                                                                        if (l_1607_) {
                                                                            uint l_1608_ = (l_1604_ & 8388607u);
                                                                            double l_1609_ = double(l_1608_);
                                                                            double l_1610_ = (l_1609_ * 1.401298464324817e-45L);
                                                                            l_mut_50_ = l_1610_;
                                                                            uint l_1611_ = (l_1604_ >> 31u);
                                                                            bool l_1612_ = (l_1611_ == 1u);
                                                                            if (l_1612_) {
                                                                                double _e3473 = l_mut_50_;
                                                                                double l_1613_ = -(_e3473);
                                                                                l_mut_50_ = l_1613_;
                                                                            }
                                                                        }
                                                                        double l_1614_ = (l_1558_ + l_1489_);
                                                                        double _e3476 = l_mut_1448_;
                                                                        bool l_1615_ = (l_1614_ <= _e3476);
                                                                        l_mut_336_ = l_1615_;
                                                                        double l_1616_ = (l_1558_ - l_1489_);
                                                                        double _e3479 = l_mut_1448_;
                                                                        bool l_1617_ = (l_1616_ > _e3479);
                                                                        l_mut_333_ = l_1617_;
                                                                        double l_1618_ = (l_1559_ - l_1490_);
                                                                        double _e3482 = l_mut_1448_;
                                                                        bool l_1619_ = (l_1618_ >= _e3482);
                                                                        l_mut_330_ = l_1619_;
                                                                        double l_1620_ = (l_1559_ + l_1490_);
                                                                        double _e3485 = l_mut_1448_;
                                                                        bool l_1621_ = (l_1620_ < _e3485);
                                                                        l_mut_327_ = l_1621_;
                                                                        l_mut_243_ = 2u;
                                                                        bool _e3488 = l_mut_333_;
                                                                        if (!(_e3488)) {
                                                                            bool _e3492 = l_mut_327_;
                                                                            local_79 = _e3492;
                                                                        } else {
                                                                            local_79 = true;
                                                                        }
                                                                        bool l_1622_ = local_79;
                                                                        if (l_1622_) {
                                                                            l_mut_243_ = 1u;
                                                                        } else {
                                                                            bool _e3496 = l_mut_336_;
                                                                            if (_e3496) {
                                                                                bool _e3499 = l_mut_330_;
                                                                                local_80 = _e3499;
                                                                            } else {
                                                                                local_80 = false;
                                                                            }
                                                                            bool l_1623_ = local_80;
                                                                            if (l_1623_) {
                                                                                l_mut_243_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3503 = l_mut_22_;
                                                                        uint l_1624_ = asuint(_e3503);
                                                                        uint l_1625_ = (l_1624_ & 2147483647u);
                                                                        bool l_1626_ = (l_1625_ == 0u);
                                                                        if (l_1626_) {
                                                                            double l_1627_ = (l_1558_ + l_1489_);
                                                                            bool l_1628_ = (l_1627_ < 1.1754943508222875e-38L);
                                                                            double l_1629_ = (l_1559_ - l_1490_);
                                                                            bool l_1630_ = (l_1629_ > -1.1754943508222875e-38L);
                                                                            if (l_1628_) {
                                                                                local_81 = l_1630_;
                                                                            } else {
                                                                                local_81 = false;
                                                                            }
                                                                            bool l_1631_ = local_81;
                                                                            double l_1632_ = (l_1558_ - l_1489_);
                                                                            bool l_1633_ = (l_1632_ < 1.1754943508222875e-38L);
                                                                            double l_1634_ = (l_1559_ + l_1490_);
                                                                            bool l_1635_ = (l_1634_ > -1.1754943508222875e-38L);
                                                                            if (l_1633_) {
                                                                                local_82 = l_1635_;
                                                                            } else {
                                                                                local_82 = false;
                                                                            }
                                                                            bool l_1636_ = local_82;
                                                                            if (l_1631_) {
                                                                                l_mut_243_ = 0u;
                                                                            } else {
                                                                                uint _e3530 = l_mut_243_;
                                                                                bool l_1637_ = (_e3530 == 1u);
                                                                                if (l_1636_) {
                                                                                    local_83 = l_1637_;
                                                                                } else {
                                                                                    local_83 = false;
                                                                                }
                                                                                bool l_1638_ = local_83;
                                                                                if (l_1638_) {
                                                                                    l_mut_243_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3538 = l_mut_243_;
                                                                        l_mut_281_ = _e3538;
                                                                    }
                                                                    uint _e3539 = l_mut_281_;
                                                                    l_mut_227_ = _e3539;
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
                            uint l_1639_ = a_226_[0];
                            bool l_1640_ = (l_1639_ == 0u);
                            if (l_1640_) {
                                l_mut_227_ = 2u;
                            }
                            uint _e3545 = l_mut_207_;
                            uint _e3547 = l_mut_227_;
                            a_10_[min(uint(_e3545), 7u)] = _e3547;
                            uint _e3548 = l_mut_207_;
                            uint l_1641_ = a_10_[min(uint(_e3548), 7u)];
                            bool l_1642_ = (l_1641_ == 2u);
                            if (l_1642_) {
                                l_mut_204_ = false;
                            }
                        }
                    }
                }
                uint _e3557 = l_mut_106_;
                bool l_1643_ = (_e3557 == 4294967293u);
                if (l_1643_) {
                    uint l_1644_ = a_8_[0];
                    uint l_1645_ = (l_1644_ + 1u);
                    a_8_[0] = l_1645_;
                } else {
                    bool _e3565 = l_mut_204_;
                    if (_e3565) {
                        l_mut_1448_ = l_194_;
                        double _e3566 = l_mut_1448_;
                        bool l_1646_ = (_e3566 < -17.0L);
                        if (l_1646_) {
                            l_mut_1448_ = -17.0L;
                        }
                        double _e3570 = l_mut_1448_;
                        bool l_1647_ = (_e3570 > 17.0L);
                        if (l_1647_) {
                            l_mut_1448_ = 17.0L;
                        }
                        double _e3574 = l_mut_1448_;
                        double l_1648_ = (_e3574 + 16.0L);
                        double l_1649_ = (l_1648_ + 1.0L);
                        uint l_1650_ = naga_f2u32(l_1649_);
                        uint l_1651_ = (2u + l_1650_);
                        uint l_1652_ = a_8_[min(uint(l_1651_), 64u)];
                        uint l_1653_ = (l_1652_ + 1u);
                        a_8_[min(uint(l_1651_), 64u)] = l_1653_;
                        float _e3587 = l_mut_22_;
                        uint l_1654_ = asuint(_e3587);
                        uint l_1655_ = (l_1654_ & 8388607u);
                        double l_1656_ = double(l_1655_);
                        double l_1657_ = (l_1656_ / 7.1362384635298e44L);
                        l_mut_1448_ = l_1657_;
                        uint l_1658_ = (l_1654_ & 2139095040u);
                        bool l_1659_ = (l_1658_ != 0u);
                        if (l_1659_) {
                            uint l_1660_ = (l_1654_ & 2147483647u);
                            float l_1661_ = asfloat(l_1660_);
                            double l_1662_ = double(l_1661_);
                            l_mut_1448_ = l_1662_;
                        }
                        uint l_1663_ = (l_1654_ >> 31u);
                        double l_1664_ = double(l_1663_);
                        double l_1665_ = (2.0L * l_1664_);
                        double l_1666_ = (1.0L - l_1665_);
                        double _e3609 = l_mut_1448_;
                        l_mut_1448_ = (_e3609 * l_1666_);
                        double _e3611 = l_mut_35_;
                        double l_1667_ = abs(_e3611);
                        double _e3613 = l_mut_35_;
                        double l_1668_ = (_e3613 * 0.0L);
                        double l_1669_ = (l_1668_ + 7.1362384635298e44L);
                        l_mut_316_ = l_1669_;
                        bool l_1670_ = (l_1667_ >= 2.350988701644575e-38L);
                        if (l_1670_) {
                            uint _e3620 = l_mut_106_;
                            uint l_1671_ = (_e3620 & 2147483647u);
                            float l_1672_ = asfloat(l_1671_);
                            double l_1673_ = double(l_1672_);
                            uint l_1674_ = (l_1671_ & 2139095040u);
                            float l_1675_ = asfloat(l_1674_);
                            double l_1676_ = double(l_1675_);
                            bool l_1677_ = (l_1673_ > l_1667_);
                            uint l_1678_ = (l_1671_ & 8388607u);
                            bool l_1679_ = (l_1678_ == 0u);
                            if (l_1677_) {
                                local_84 = l_1679_;
                            } else {
                                local_84 = false;
                            }
                            bool l_1680_ = local_84;
                            double l_1681_ = (l_1676_ * 1.1920928955078125e-7L);
                            double l_1682_ = double(l_1680_);
                            double l_1683_ = (0.5L * l_1682_);
                            double l_1684_ = (1.0L - l_1683_);
                            double l_1685_ = (l_1681_ * l_1684_);
                            double l_1686_ = (1.0L / l_1685_);
                            l_mut_316_ = l_1686_;
                        }
                        double _e3648 = l_mut_1448_;
                        double _e3649 = l_mut_35_;
                        double l_1687_ = (_e3648 - _e3649);
                        double _e3651 = l_mut_316_;
                        double l_1688_ = (l_1687_ * _e3651);
                        uint l_1689_ = a_8_[45];
                        bool l_1690_ = (l_1689_ == 4294967295u);
                        double l_1691_ = a_9_[0];
                        bool l_1692_ = (l_1688_ < l_1691_);
                        if (!(l_1690_)) {
                            local_85 = l_1692_;
                        } else {
                            local_85 = true;
                        }
                        bool l_1693_ = local_85;
                        if (l_1693_) {
                            a_9_[0] = l_1688_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_175_;
                        }
                        uint l_1694_ = a_8_[47];
                        bool l_1695_ = (l_1694_ == 4294967295u);
                        double l_1696_ = a_9_[1];
                        bool l_1697_ = (l_1688_ > l_1696_);
                        if (!(l_1695_)) {
                            local_86 = l_1697_;
                        } else {
                            local_86 = true;
                        }
                        bool l_1698_ = local_86;
                        if (l_1698_) {
                            a_9_[1] = l_1688_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_175_;
                        }
                        bool l_1699_ = (l_194_ != 0.0L);
                        if (l_1699_) {
                            l_mut_1700_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3736 = l_mut_1700_;
                                    l_mut_1700_ = (_e3736 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3687 = l_mut_1700_;
                                if ((_e3687 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3690 = l_mut_1700_;
                                    uint l_1701_ = a_10_[min(uint(_e3690), 7u)];
                                    bool l_1702_ = (l_1701_ == 1u);
                                    if (l_1702_) {
                                        uint _e3696 = l_mut_1700_;
                                        uint l_1703_ = (37u + _e3696);
                                        uint l_1704_ = a_8_[min(uint(l_1703_), 64u)];
                                        uint l_1705_ = (l_1704_ + 1u);
                                        a_8_[min(uint(l_1703_), 64u)] = l_1705_;
                                        uint _e3704 = l_mut_1700_;
                                        uint l_1706_ = (2u + _e3704);
                                        uint l_1707_ = (2u * l_1706_);
                                        uint l_1708_ = (45u + l_1707_);
                                        uint l_1709_ = a_8_[min(uint(l_1708_), 64u)];
                                        bool l_1710_ = (l_1709_ == 4294967295u);
                                        double l_1711_ = abs(l_1688_);
                                        uint _e3716 = l_mut_1700_;
                                        uint l_1712_ = (2u + _e3716);
                                        double l_1713_ = a_9_[min(uint(l_1712_), 9u)];
                                        double l_1714_ = abs(l_1713_);
                                        bool l_1715_ = (l_1711_ > l_1714_);
                                        if (!(l_1710_)) {
                                            local_87 = l_1715_;
                                        } else {
                                            local_87 = true;
                                        }
                                        bool l_1716_ = local_87;
                                        if (l_1716_) {
                                            uint _e3728 = l_mut_1700_;
                                            uint l_1717_ = (2u + _e3728);
                                            a_9_[min(uint(l_1717_), 9u)] = l_1688_;
                                            a_8_[min(uint(l_1708_), 64u)] = l_20_;
                                            uint l_1718_ = (l_1708_ + 1u);
                                            a_8_[min(uint(l_1718_), 64u)] = l_175_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1719_ = a_8_[1];
                        uint l_1720_ = (l_2_ + l_1719_);
                        uint l_1721_ = (l_1720_ * 2u);
                        uint l_1813_ = asuint(info.Load(24+0));
                        uint l_1814_ = (l_1813_ * 1u);
                        bool l_1815_ = (l_1721_ < l_1814_);
                        if (l_1815_) {
                            buffer_6_global.Store(l_1721_*4, asuint(l_20_));
                        }
                        uint l_1722_ = (l_1721_ + 1u);
                        uint l_1816_ = asuint(info.Load(24+0));
                        uint l_1817_ = (l_1816_ * 1u);
                        bool l_1818_ = (l_1722_ < l_1817_);
                        if (l_1818_) {
                            buffer_6_global.Store(l_1722_*4, asuint(l_175_));
                        }
                        uint l_1723_ = a_8_[1];
                        uint l_1724_ = (l_1723_ + 1u);
                        a_8_[1] = l_1724_;
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
                uint _e3793 = l_mut_1725_;
                l_mut_1725_ = (_e3793 + 1u);
            }
            loop_init_5 = false;
            uint _e3773 = l_mut_1725_;
            if ((_e3773 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1726_ = (id * 65u);
                uint _e3778 = l_mut_1725_;
                uint l_1727_ = (l_1726_ + _e3778);
                uint _e3780 = l_mut_1725_;
                uint l_1728_ = a_8_[min(uint(_e3780), 64u)];
                uint l_1819_ = asuint(info.Load(16+0));
                uint l_1820_ = (l_1819_ * 1u);
                bool l_1821_ = (l_1727_ < l_1820_);
                if (l_1821_) {
                    buffer_4_global.Store(l_1727_*4, asuint(l_1728_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3817 = l_mut_1729_;
                l_mut_1729_ = (_e3817 + 1u);
            }
            loop_init_6 = false;
            uint _e3797 = l_mut_1729_;
            if ((_e3797 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1730_ = (id * 10u);
                uint _e3802 = l_mut_1729_;
                uint l_1731_ = (l_1730_ + _e3802);
                uint _e3804 = l_mut_1729_;
                double l_1732_ = a_9_[min(uint(_e3804), 9u)];
                uint l_1822_ = asuint(info.Load(20+0));
                uint l_1823_ = (l_1822_ * 1u);
                bool l_1824_ = (l_1731_ < l_1823_);
                if (l_1824_) {
                    buffer_5_global.Store(l_1731_*8, l_1732_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
