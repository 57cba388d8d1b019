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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_182_[1] = (uint[1])0;
    uint a_1134_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    double l_mut_1197_ = (double)0;
    double l_mut_1271_ = (double)0;
    bool l_mut_160_ = (bool)0;
    uint l_mut_183_ = (uint)0;
    uint l_mut_199_ = (uint)0;
    float l_mut_22_ = (float)0;
    uint l_mut_237_ = (uint)0;
    double l_mut_26_ = (double)0;
    bool l_mut_282_ = (bool)0;
    bool l_mut_285_ = (bool)0;
    bool l_mut_288_ = (bool)0;
    bool l_mut_291_ = (bool)0;
    double l_mut_35_ = (double)0;
    double l_mut_48_ = (double)0;
    double l_mut_57_ = (double)0;
    uint l_mut_62_ = (uint)0;
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
    uint l_mut_163_ = (uint)0;
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
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    uint l_mut_1975_ = (uint)0;
    bool local_99 = (bool)0;
    uint l_mut_2000_ = 0u;
    uint l_mut_2004_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2022_ = asuint(info.Load(28+0));
        uint l_2023_ = (l_2022_ * 1u);
        bool l_2024_ = (0u < l_2023_);
        if (l_2024_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_2008_ = asuint(info.Load(0+0));
    uint l_2009_ = (l_2008_ * 1u);
    bool l_2010_ = (1u < l_2009_);
    uint l_2011_ = (l_2009_ - 1u);
    uint l_2012_ = min(1u, l_2011_);
    uint l_2013_ = asuint(buffer_0_global.Load(l_2012_*4));
    uint l_1_ = (l_2010_ ? l_2013_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_2015_ = asuint(info.Load(0+0));
    uint l_2016_ = (l_2015_ * 1u);
    bool l_2017_ = (2u < l_2016_);
    uint l_2018_ = (l_2016_ - 1u);
    uint l_2019_ = min(2u, l_2018_);
    uint l_2020_ = asuint(buffer_0_global.Load(l_2019_*4));
    uint l_3_ = (l_2017_ ? l_2020_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_2025_ = asuint(info.Load(0+0));
        uint l_2026_ = (l_2025_ * 1u);
        bool l_2027_ = (2u < l_2026_);
        uint l_2028_ = (l_2026_ - 1u);
        uint l_2029_ = min(2u, l_2028_);
        uint l_2030_ = asuint(buffer_0_global.Load(l_2029_*4));
        uint l_6_ = (l_2027_ ? l_2030_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e123 = l_mut_11_;
                l_mut_11_ = (_e123 + 1u);
            }
            loop_init = false;
            uint _e116 = l_mut_11_;
            if ((_e116 < 45u)) {
            } else {
                break;
            }
            {
                uint _e119 = l_mut_11_;
                a_8_[min(uint(_e119), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e150 = l_mut_12_;
                l_mut_12_ = (_e150 + 1u);
            }
            loop_init_1 = false;
            uint _e127 = l_mut_12_;
            if ((_e127 < 10u)) {
            } else {
                break;
            }
            {
                uint _e131 = l_mut_12_;
                uint l_13_ = (2u * _e131);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e138 = l_mut_12_;
                uint l_15_ = (2u * _e138);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e146 = l_mut_12_;
                a_9_[min(uint(_e146), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e4285 = l_mut_18_;
                l_mut_18_ = (_e4285 + 1u);
            }
            loop_init_2 = false;
            uint _e153 = l_mut_18_;
            if ((_e153 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_2032_ = asuint(info.Load(0+0));
                uint l_2033_ = (l_2032_ * 1u);
                bool l_2034_ = (0u < l_2033_);
                uint l_2035_ = (l_2033_ - 1u);
                uint l_2036_ = min(0u, l_2035_);
                uint l_2037_ = asuint(buffer_0_global.Load(l_2036_*4));
                uint l_19_ = (l_2034_ ? l_2037_ : 0u);
                uint _e172 = l_mut_18_;
                uint l_20_ = (l_19_ + _e172);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = sqrt(l_21_);
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
                        double _e191 = l_mut_26_;
                        double l_34_ = -(_e191);
                        l_mut_26_ = l_34_;
                    }
                }
                double _e193 = l_mut_26_;
                l_mut_35_ = _e193;
                uint l_36_ = asuint(l_21_);
                double l_37_ = double(l_21_);
                l_mut_26_ = l_37_;
                uint l_38_ = (l_36_ & 2139095040u);
                bool l_39_ = (l_38_ == 0u);
                if (l_39_) {
                    uint l_40_ = (l_36_ & 8388607u);
                    double l_41_ = double(l_40_);
                    double l_42_ = (l_41_ * 1.401298464324817e-45L);
                    l_mut_26_ = l_42_;
                    uint l_43_ = (l_36_ >> 31u);
                    bool l_44_ = (l_43_ == 1u);
                    if (l_44_) {
                        double _e209 = l_mut_26_;
                        double l_45_ = -(_e209);
                        l_mut_26_ = l_45_;
                    }
                }
                uint l_46_ = asuint(l_21_);
                double l_47_ = double(l_21_);
                l_mut_48_ = l_47_;
                uint l_49_ = (l_46_ & 2139095040u);
                bool l_50_ = (l_49_ == 0u);
                if (l_50_) {
                    uint l_51_ = (l_46_ & 8388607u);
                    double l_52_ = double(l_51_);
                    double l_53_ = (l_52_ * 1.401298464324817e-45L);
                    l_mut_48_ = l_53_;
                    uint l_54_ = (l_46_ >> 31u);
                    bool l_55_ = (l_54_ == 1u);
                    if (l_55_) {
                        double _e226 = l_mut_48_;
                        double l_56_ = -(_e226);
                        l_mut_48_ = l_56_;
                    }
                }
                double _e228 = l_mut_35_;
                l_mut_57_ = _e228;
                double _e229 = l_mut_35_;
                double l_58_ = sqrt(_e229);
                l_mut_57_ = l_58_;
                double _e231 = l_mut_57_;
                l_mut_35_ = _e231;
                uint l_2039_ = asuint(info.Load(12+0));
                uint l_2040_ = (l_2039_ * 1u);
                bool l_2041_ = (1024u < l_2040_);
                uint l_2042_ = (l_2040_ - 1u);
                uint l_2043_ = min(1024u, l_2042_);
                uint l_2044_ = asuint(buffer_3_global.Load(l_2043_*4));
                uint l_59_ = (l_2041_ ? l_2044_ : 0u);
                float l_60_ = asfloat(l_59_);
                double l_61_ = double(l_60_);
                l_mut_62_ = 4294967294u;
                float _e252 = l_mut_22_;
                uint l_63_ = asuint(_e252);
                uint l_64_ = asuint(l_21_);
                uint l_65_ = (l_64_ & 2139095040u);
                bool l_66_ = (l_65_ != 2139095040u);
                bool l_67_ = (l_65_ == 0u);
                uint l_68_ = asuint(l_21_);
                uint l_69_ = (l_68_ & 8388607u);
                bool l_70_ = (l_69_ != 0u);
                if (l_67_) {
                    local = l_70_;
                } else {
                    local = false;
                }
                bool l_71_ = local;
                double _e270 = l_mut_35_;
                double l_72_ = abs(_e270);
                double _e272 = l_mut_35_;
                bool l_73_ = (_e272 < 0.0L);
                uint l_74_ = uint(l_73_);
                uint l_75_ = (2147483648u * l_74_);
                if (l_71_) {
                } else {
                    double _e278 = l_mut_35_;
                    const bool _e279 = is_nan_1_f64_(_e278);
                    if (_e279) {
                        uint l_77_ = (l_63_ & 2147483647u);
                        bool l_78_ = (l_77_ > 2139095040u);
                        if (l_78_) {
                            l_mut_62_ = 4294967293u;
                        }
                    } else {
                        bool l_79_ = (l_72_ >= 3.402823669209385e38L);
                        bool l_80_ = !(l_66_);
                        bool l_81_ = (l_72_ == 0.0L);
                        if (l_80_) {
                            local_1 = l_81_;
                        } else {
                            local_1 = false;
                        }
                        bool l_82_ = local_1;
                        if (!(l_79_)) {
                            local_2 = l_82_;
                        } else {
                            local_2 = true;
                        }
                        bool l_83_ = local_2;
                        if (l_83_) {
                            bool l_84_ = (l_72_ >= 3.402823669209385e38L);
                            uint l_85_ = uint(l_84_);
                            uint l_86_ = (2139095040u * l_85_);
                            uint l_87_ = (l_86_ | l_75_);
                            bool l_88_ = (l_63_ == l_87_);
                            uint l_89_ = (l_63_ | l_87_);
                            uint l_90_ = (l_89_ & 2147483647u);
                            bool l_91_ = (l_90_ == 0u);
                            if (!(l_88_)) {
                                local_3 = l_91_;
                            } else {
                                local_3 = true;
                            }
                            bool l_92_ = local_3;
                            if (l_92_) {
                                l_mut_62_ = 4294967293u;
                            }
                        } else {
                            bool l_93_ = (l_72_ >= 2.350988701644575e-38L);
                            if (l_66_) {
                                local_4 = l_93_;
                            } else {
                                local_4 = false;
                            }
                            bool l_94_ = local_4;
                            bool l_95_ = (l_72_ < 3.4028234663852886e38L);
                            if (l_94_) {
                                local_5 = l_95_;
                            } else {
                                local_5 = false;
                            }
                            bool l_96_ = local_5;
                            if (l_96_) {
                                float l_97_ = float(l_72_);
                                uint l_98_ = asuint(l_97_);
                                float l_99_ = asfloat(l_98_);
                                double l_100_ = double(l_99_);
                                double l_101_ = (l_72_ - l_100_);
                                uint l_102_ = (l_98_ + 1u);
                                bool l_103_ = (l_101_ < 0.0L);
                                uint l_104_ = uint(l_103_);
                                uint l_105_ = (2u * l_104_);
                                uint l_106_ = (l_102_ - l_105_);
                                float l_107_ = asfloat(l_106_);
                                double l_108_ = double(l_107_);
                                double l_109_ = (l_108_ - l_100_);
                                double l_110_ = abs(l_109_);
                                double l_111_ = (l_110_ * 0.5L);
                                double l_112_ = abs(l_101_);
                                double l_113_ = (l_111_ - l_112_);
                                double l_114_ = (l_72_ * 9.094947017729282e-13L);
                                bool l_115_ = (l_113_ > l_114_);
                                if (l_115_) {
                                    uint l_116_ = (l_98_ | l_75_);
                                    l_mut_62_ = l_116_;
                                }
                            } else {
                                bool l_117_ = (l_72_ < 2.350988701644575e-38L);
                                if (l_66_) {
                                    local_6 = l_117_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_118_ = local_6;
                                if (l_118_) {
                                    double l_119_ = (l_72_ * 7.1362384635298e44L);
                                    double l_120_ = floor(l_119_);
                                    double l_121_ = (l_119_ - l_120_);
                                    double l_122_ = (l_121_ - 0.5L);
                                    double l_123_ = abs(l_122_);
                                    double l_124_ = (l_119_ * 9.094947017729282e-13L);
                                    bool l_125_ = (l_123_ > l_124_);
                                    if (l_125_) {
                                        bool l_126_ = (l_121_ > 0.5L);
                                        double l_127_ = double(l_126_);
                                        double l_128_ = (l_120_ + l_127_);
                                        uint l_129_ = naga_f2u32(l_128_);
                                        uint l_130_ = (l_129_ | l_75_);
                                        l_mut_62_ = l_130_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e376 = l_mut_22_;
                uint l_131_ = asuint(_e376);
                uint l_132_ = (l_131_ & 2147483647u);
                bool l_133_ = (l_132_ > 2139095040u);
                uint l_134_ = (l_131_ & 2147483647u);
                bool l_135_ = (l_134_ == 0u);
                uint l_136_ = (l_131_ & 2147483647u);
                double l_137_ = double(l_136_);
                uint l_138_ = (l_131_ >> 31u);
                double l_139_ = double(l_138_);
                double l_140_ = (2.0L * l_139_);
                double l_141_ = (1.0L - l_140_);
                double l_142_ = (l_137_ * l_141_);
                uint _e397 = l_mut_62_;
                uint l_143_ = (_e397 & 2147483647u);
                double l_144_ = double(l_143_);
                uint _e401 = l_mut_62_;
                uint l_145_ = (_e401 >> 31u);
                double l_146_ = double(l_145_);
                double l_147_ = (2.0L * l_146_);
                double l_148_ = (1.0L - l_147_);
                double l_149_ = (l_144_ * l_148_);
                double l_150_ = (l_142_ - l_149_);
                uint _e411 = l_mut_62_;
                uint l_151_ = (_e411 & 2139095040u);
                bool l_152_ = (l_151_ == 0u);
                uint _e416 = l_mut_62_;
                bool l_153_ = (_e416 < 4294967293u);
                bool l_154_ = (l_150_ == 0.0L);
                if (l_135_) {
                    local_7 = l_152_;
                } else {
                    local_7 = false;
                }
                bool l_155_ = local_7;
                if (!(l_133_)) {
                    local_8 = l_155_;
                } else {
                    local_8 = true;
                }
                bool l_156_ = local_8;
                bool l_157_ = !(l_156_);
                if (!(l_154_)) {
                    local_9 = l_157_;
                } else {
                    local_9 = true;
                }
                bool l_158_ = local_9;
                if (l_153_) {
                    local_10 = l_158_;
                } else {
                    local_10 = false;
                }
                bool l_159_ = local_10;
                l_mut_160_ = l_159_;
                bool l_161_ = (l_150_ != 0.0L);
                bool _e442 = l_mut_160_;
                if (_e442) {
                    local_11 = l_161_;
                } else {
                    local_11 = false;
                }
                bool l_162_ = local_11;
                if (l_162_) {
                    l_mut_163_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e4071 = l_mut_163_;
                            l_mut_163_ = (_e4071 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e449 = l_mut_163_;
                        if ((_e449 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e453 = l_mut_163_;
                            uint l_164_ = (2u * _e453);
                            uint l_2046_ = asuint(info.Load(4+0));
                            uint l_2047_ = (l_2046_ * 1u);
                            bool l_2048_ = (l_164_ < l_2047_);
                            uint l_2049_ = (l_2047_ - 1u);
                            uint l_2050_ = min(l_164_, l_2049_);
                            uint l_2051_ = asuint(buffer_1_global.Load(l_2050_*4));
                            uint l_165_ = (l_2048_ ? l_2051_ : 0u);
                            uint _e471 = l_mut_163_;
                            uint l_166_ = (2u * _e471);
                            uint l_167_ = (l_166_ + 1u);
                            uint l_2053_ = asuint(info.Load(4+0));
                            uint l_2054_ = (l_2053_ * 1u);
                            bool l_2055_ = (l_167_ < l_2054_);
                            uint l_2056_ = (l_2054_ - 1u);
                            uint l_2057_ = min(l_167_, l_2056_);
                            uint l_2058_ = asuint(buffer_1_global.Load(l_2057_*4));
                            uint l_168_ = (l_2055_ ? l_2058_ : 0u);
                            bool l_169_ = (l_168_ != 0u);
                            uint _e492 = l_mut_163_;
                            uint l_170_ = (_e492 * 4u);
                            uint l_2060_ = asuint(info.Load(8+0));
                            uint l_2061_ = (l_2060_ * 1u);
                            bool l_2062_ = (l_170_ < l_2061_);
                            uint l_2063_ = (l_2061_ - 1u);
                            uint l_2064_ = min(l_170_, l_2063_);
                            double l_2065_ = buffer_2_global.Load<double>(l_2064_*8);
                            double l_171_ = (l_2062_ ? l_2065_ : 0.0L);
                            uint _e510 = l_mut_163_;
                            uint l_172_ = (_e510 * 4u);
                            uint l_173_ = (l_172_ + 1u);
                            uint l_2067_ = asuint(info.Load(8+0));
                            uint l_2068_ = (l_2067_ * 1u);
                            bool l_2069_ = (l_173_ < l_2068_);
                            uint l_2070_ = (l_2068_ - 1u);
                            uint l_2071_ = min(l_173_, l_2070_);
                            double l_2072_ = buffer_2_global.Load<double>(l_2071_*8);
                            double l_174_ = (l_2069_ ? l_2072_ : 0.0L);
                            uint _e530 = l_mut_163_;
                            uint l_175_ = (_e530 * 4u);
                            uint l_176_ = (l_175_ + 2u);
                            uint l_2074_ = asuint(info.Load(8+0));
                            uint l_2075_ = (l_2074_ * 1u);
                            bool l_2076_ = (l_176_ < l_2075_);
                            uint l_2077_ = (l_2075_ - 1u);
                            uint l_2078_ = min(l_176_, l_2077_);
                            double l_2079_ = buffer_2_global.Load<double>(l_2078_*8);
                            double l_177_ = (l_2076_ ? l_2079_ : 0.0L);
                            double l_178_ = double(l_21_);
                            double l_179_ = abs(l_178_);
                            double _e552 = l_mut_35_;
                            double l_180_ = abs(_e552);
                            double l_181_ = (l_180_ * 1.4551915228366852e-11L);
                            a_182_[0] = 1u;
                            l_mut_183_ = 2u;
                            bool l_184_ = (l_165_ == 0u);
                            if (l_184_) {
                                l_mut_183_ = 0u;
                            } else {
                                bool l_185_ = (l_165_ == 1u);
                                if (l_185_) {
                                    l_mut_183_ = 1u;
                                    double l_186_ = abs(l_150_);
                                    bool l_187_ = (l_186_ <= l_171_);
                                    if (l_187_) {
                                        l_mut_183_ = 0u;
                                    }
                                } else {
                                    bool l_188_ = (l_165_ == 2u);
                                    if (l_188_) {
                                        double _e570 = l_mut_35_;
                                        double l_189_ = abs(_e570);
                                        l_mut_57_ = 1.401298464324817e-45L;
                                        bool l_190_ = (l_189_ >= 1.1754943508222875e-38L);
                                        bool l_191_ = (l_189_ <= 1.7976931348623157e308L);
                                        if (l_190_) {
                                            local_12 = l_191_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_192_ = local_12;
                                        if (l_192_) {
                                            uint64_t l_193_ = l_189_;
                                            uint64_t l_194_ = (l_193_ >> uint(52uL));
                                            uint64_t l_195_ = (l_194_ - 23uL);
                                            uint64_t l_196_ = (l_195_ << uint(52uL));
                                            double l_197_ = l_196_;
                                            l_mut_57_ = l_197_;
                                        }
                                        double _e593 = l_mut_57_;
                                        double l_198_ = (l_171_ * _e593);
                                        l_mut_199_ = 2u;
                                        double _e596 = l_mut_35_;
                                        double l_200_ = (_e596 - l_181_);
                                        double l_201_ = abs(l_200_);
                                        l_mut_57_ = 1.401298464324817e-45L;
                                        bool l_202_ = (l_201_ >= 1.1754943508222875e-38L);
                                        bool l_203_ = (l_201_ <= 1.7976931348623157e308L);
                                        if (l_202_) {
                                            local_13 = l_203_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_204_ = local_13;
                                        if (l_204_) {
                                            uint64_t l_205_ = l_201_;
                                            uint64_t l_206_ = (l_205_ >> uint(52uL));
                                            uint64_t l_207_ = (l_206_ - 23uL);
                                            uint64_t l_208_ = (l_207_ << uint(52uL));
                                            double l_209_ = l_208_;
                                            l_mut_57_ = l_209_;
                                        }
                                        double _e620 = l_mut_35_;
                                        double l_210_ = (_e620 + l_181_);
                                        double l_211_ = abs(l_210_);
                                        l_mut_48_ = 1.401298464324817e-45L;
                                        bool l_212_ = (l_211_ >= 1.1754943508222875e-38L);
                                        bool l_213_ = (l_211_ <= 1.7976931348623157e308L);
                                        if (l_212_) {
                                            local_14 = l_213_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_214_ = local_14;
                                        if (l_214_) {
                                            uint64_t l_215_ = l_211_;
                                            uint64_t l_216_ = (l_215_ >> uint(52uL));
                                            uint64_t l_217_ = (l_216_ - 23uL);
                                            uint64_t l_218_ = (l_217_ << uint(52uL));
                                            double l_219_ = l_218_;
                                            l_mut_48_ = l_219_;
                                        }
                                        double _e644 = l_mut_57_;
                                        double _e645 = l_mut_48_;
                                        bool l_220_ = (_e644 == _e645);
                                        if (l_220_) {
                                            double l_221_ = (l_198_ * 1.4551915228366852e-11L);
                                            double l_222_ = (l_181_ + l_221_);
                                            double _e650 = l_mut_35_;
                                            double l_223_ = (_e650 - l_198_);
                                            double _e652 = l_mut_35_;
                                            double l_224_ = (_e652 + l_198_);
                                            float _e654 = l_mut_22_;
                                            uint l_225_ = asuint(_e654);
                                            float _e656 = l_mut_22_;
                                            double l_226_ = double(_e656);
                                            l_mut_57_ = l_226_;
                                            uint l_227_ = (l_225_ & 2139095040u);
                                            bool l_228_ = (l_227_ == 0u);
                                            if (l_228_) {
                                                uint l_229_ = (l_225_ & 8388607u);
                                                double l_230_ = double(l_229_);
                                                double l_231_ = (l_230_ * 1.401298464324817e-45L);
                                                l_mut_57_ = l_231_;
                                                uint l_232_ = (l_225_ >> 31u);
                                                bool l_233_ = (l_232_ == 1u);
                                                if (l_233_) {
                                                    double _e671 = l_mut_57_;
                                                    double l_234_ = -(_e671);
                                                    l_mut_57_ = l_234_;
                                                }
                                            }
                                            float _e673 = l_mut_22_;
                                            uint l_235_ = asuint(_e673);
                                            uint l_236_ = (l_235_ + 1u);
                                            l_mut_237_ = l_236_;
                                            uint l_238_ = (l_235_ & 2147483647u);
                                            bool l_239_ = (l_238_ == 0u);
                                            if (l_239_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                uint l_240_ = (l_235_ & 2147483648u);
                                                bool l_241_ = (l_240_ != 0u);
                                                if (l_241_) {
                                                    uint l_242_ = (l_235_ - 1u);
                                                    l_mut_237_ = l_242_;
                                                } else {
                                                    bool l_243_ = (l_235_ == 2139095040u);
                                                    if (l_243_) {
                                                        l_mut_237_ = l_235_;
                                                    }
                                                }
                                            }
                                            uint _e690 = l_mut_237_;
                                            float l_244_ = asfloat(_e690);
                                            uint l_245_ = asuint(l_244_);
                                            double l_246_ = double(l_244_);
                                            l_mut_48_ = l_246_;
                                            uint l_247_ = (l_245_ & 2139095040u);
                                            bool l_248_ = (l_247_ == 0u);
                                            if (l_248_) {
                                                uint l_249_ = (l_245_ & 8388607u);
                                                double l_250_ = double(l_249_);
                                                double l_251_ = (l_250_ * 1.401298464324817e-45L);
                                                l_mut_48_ = l_251_;
                                                uint l_252_ = (l_245_ >> 31u);
                                                bool l_253_ = (l_252_ == 1u);
                                                if (l_253_) {
                                                    double _e707 = l_mut_48_;
                                                    double l_254_ = -(_e707);
                                                    l_mut_48_ = l_254_;
                                                }
                                            }
                                            float _e709 = l_mut_22_;
                                            uint l_255_ = asuint(_e709);
                                            uint l_256_ = (l_255_ ^ 2147483648u);
                                            float l_257_ = asfloat(l_256_);
                                            uint l_258_ = asuint(l_257_);
                                            uint l_259_ = (l_258_ + 1u);
                                            l_mut_237_ = l_259_;
                                            uint l_260_ = (l_258_ & 2147483647u);
                                            bool l_261_ = (l_260_ == 0u);
                                            if (l_261_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                uint l_262_ = (l_258_ & 2147483648u);
                                                bool l_263_ = (l_262_ != 0u);
                                                if (l_263_) {
                                                    uint l_264_ = (l_258_ - 1u);
                                                    l_mut_237_ = l_264_;
                                                } else {
                                                    bool l_265_ = (l_258_ == 2139095040u);
                                                    if (l_265_) {
                                                        l_mut_237_ = l_258_;
                                                    }
                                                }
                                            }
                                            uint _e730 = l_mut_237_;
                                            float l_266_ = asfloat(_e730);
                                            uint l_267_ = asuint(l_266_);
                                            uint l_268_ = (l_267_ ^ 2147483648u);
                                            float l_269_ = asfloat(l_268_);
                                            uint l_270_ = asuint(l_269_);
                                            double l_271_ = double(l_269_);
                                            l_mut_26_ = l_271_;
                                            uint l_272_ = (l_270_ & 2139095040u);
                                            bool l_273_ = (l_272_ == 0u);
                                            if (l_273_) {
                                                uint l_274_ = (l_270_ & 8388607u);
                                                double l_275_ = double(l_274_);
                                                double l_276_ = (l_275_ * 1.401298464324817e-45L);
                                                l_mut_26_ = l_276_;
                                                uint l_277_ = (l_270_ >> 31u);
                                                bool l_278_ = (l_277_ == 1u);
                                                if (l_278_) {
                                                    double _e751 = l_mut_26_;
                                                    double l_279_ = -(_e751);
                                                    l_mut_26_ = l_279_;
                                                }
                                            }
                                            double l_280_ = (l_223_ + l_222_);
                                            double _e754 = l_mut_57_;
                                            bool l_281_ = (l_280_ <= _e754);
                                            l_mut_282_ = l_281_;
                                            double l_283_ = (l_223_ - l_222_);
                                            double _e757 = l_mut_57_;
                                            bool l_284_ = (l_283_ > _e757);
                                            l_mut_285_ = l_284_;
                                            double l_286_ = (l_224_ - l_222_);
                                            double _e760 = l_mut_57_;
                                            bool l_287_ = (l_286_ >= _e760);
                                            l_mut_288_ = l_287_;
                                            double l_289_ = (l_224_ + l_222_);
                                            double _e763 = l_mut_57_;
                                            bool l_290_ = (l_289_ < _e763);
                                            l_mut_291_ = l_290_;
                                            if (l_169_) {
                                                double l_292_ = (l_223_ + l_222_);
                                                double _e766 = l_mut_48_;
                                                bool l_293_ = (l_292_ < _e766);
                                                l_mut_282_ = l_293_;
                                                double l_294_ = (l_223_ - l_222_);
                                                double _e769 = l_mut_48_;
                                                bool l_295_ = (l_294_ >= _e769);
                                                l_mut_285_ = l_295_;
                                                double l_296_ = (l_224_ - l_222_);
                                                double _e772 = l_mut_26_;
                                                bool l_297_ = (l_296_ > _e772);
                                                l_mut_288_ = l_297_;
                                                double l_298_ = (l_224_ + l_222_);
                                                double _e775 = l_mut_26_;
                                                bool l_299_ = (l_298_ <= _e775);
                                                l_mut_291_ = l_299_;
                                            }
                                            l_mut_237_ = 2u;
                                            bool _e778 = l_mut_285_;
                                            if (!(_e778)) {
                                                bool _e782 = l_mut_291_;
                                                local_15 = _e782;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_300_ = local_15;
                                            if (l_300_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                bool _e786 = l_mut_282_;
                                                if (_e786) {
                                                    bool _e789 = l_mut_288_;
                                                    local_16 = _e789;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_301_ = local_16;
                                                if (l_301_) {
                                                    l_mut_237_ = 0u;
                                                }
                                            }
                                            float _e793 = l_mut_22_;
                                            uint l_302_ = asuint(_e793);
                                            uint l_303_ = (l_302_ & 2147483647u);
                                            bool l_304_ = (l_303_ == 0u);
                                            if (l_304_) {
                                                double l_305_ = (l_223_ + l_222_);
                                                bool l_306_ = (l_305_ < 1.1754943508222875e-38L);
                                                double l_307_ = (l_224_ - l_222_);
                                                bool l_308_ = (l_307_ > -1.1754943508222875e-38L);
                                                if (l_306_) {
                                                    local_17 = l_308_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_309_ = local_17;
                                                double l_310_ = (l_223_ - l_222_);
                                                bool l_311_ = (l_310_ < 1.1754943508222875e-38L);
                                                double l_312_ = (l_224_ + l_222_);
                                                bool l_313_ = (l_312_ > -1.1754943508222875e-38L);
                                                if (l_311_) {
                                                    local_18 = l_313_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_314_ = local_18;
                                                if (l_309_) {
                                                    l_mut_237_ = 0u;
                                                } else {
                                                    uint _e820 = l_mut_237_;
                                                    bool l_315_ = (_e820 == 1u);
                                                    if (l_314_) {
                                                        local_19 = l_315_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_316_ = local_19;
                                                    if (l_316_) {
                                                        l_mut_237_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e828 = l_mut_237_;
                                            l_mut_199_ = _e828;
                                        }
                                        uint _e829 = l_mut_199_;
                                        l_mut_183_ = _e829;
                                    } else {
                                        bool l_317_ = (l_165_ == 3u);
                                        if (l_317_) {
                                            l_mut_183_ = 0u;
                                            bool l_318_ = (l_179_ >= 1.1754943508222875e-38L);
                                            bool l_319_ = (l_179_ <= 8.507059173023462e37L);
                                            if (l_318_) {
                                                local_20 = l_319_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_320_ = local_20;
                                            if (l_320_) {
                                                double _e841 = l_mut_35_;
                                                double l_321_ = abs(_e841);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_322_ = (l_321_ >= 1.1754943508222875e-38L);
                                                bool l_323_ = (l_321_ <= 1.7976931348623157e308L);
                                                if (l_322_) {
                                                    local_21 = l_323_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_324_ = local_21;
                                                if (l_324_) {
                                                    uint64_t l_325_ = l_321_;
                                                    uint64_t l_326_ = (l_325_ >> uint(52uL));
                                                    uint64_t l_327_ = (l_326_ - 23uL);
                                                    uint64_t l_328_ = (l_327_ << uint(52uL));
                                                    double l_329_ = l_328_;
                                                    l_mut_57_ = l_329_;
                                                }
                                                double _e864 = l_mut_57_;
                                                double l_330_ = (l_171_ * _e864);
                                                l_mut_237_ = 2u;
                                                double _e867 = l_mut_35_;
                                                double l_331_ = (_e867 - l_181_);
                                                double l_332_ = abs(l_331_);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_333_ = (l_332_ >= 1.1754943508222875e-38L);
                                                bool l_334_ = (l_332_ <= 1.7976931348623157e308L);
                                                if (l_333_) {
                                                    local_22 = l_334_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_335_ = local_22;
                                                if (l_335_) {
                                                    uint64_t l_336_ = l_332_;
                                                    uint64_t l_337_ = (l_336_ >> uint(52uL));
                                                    uint64_t l_338_ = (l_337_ - 23uL);
                                                    uint64_t l_339_ = (l_338_ << uint(52uL));
                                                    double l_340_ = l_339_;
                                                    l_mut_57_ = l_340_;
                                                }
                                                double _e891 = l_mut_35_;
                                                double l_341_ = (_e891 + l_181_);
                                                double l_342_ = abs(l_341_);
                                                l_mut_48_ = 1.401298464324817e-45L;
                                                bool l_343_ = (l_342_ >= 1.1754943508222875e-38L);
                                                bool l_344_ = (l_342_ <= 1.7976931348623157e308L);
                                                if (l_343_) {
                                                    local_23 = l_344_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_345_ = local_23;
                                                if (l_345_) {
                                                    uint64_t l_346_ = l_342_;
                                                    uint64_t l_347_ = (l_346_ >> uint(52uL));
                                                    uint64_t l_348_ = (l_347_ - 23uL);
                                                    uint64_t l_349_ = (l_348_ << uint(52uL));
                                                    double l_350_ = l_349_;
                                                    l_mut_48_ = l_350_;
                                                }
                                                double _e915 = l_mut_57_;
                                                double _e916 = l_mut_48_;
                                                bool l_351_ = (_e915 == _e916);
                                                if (l_351_) {
                                                    double l_352_ = (l_330_ * 1.4551915228366852e-11L);
                                                    double l_353_ = (l_181_ + l_352_);
                                                    double _e921 = l_mut_35_;
                                                    double l_354_ = (_e921 - l_330_);
                                                    double _e923 = l_mut_35_;
                                                    double l_355_ = (_e923 + l_330_);
                                                    float _e925 = l_mut_22_;
                                                    uint l_356_ = asuint(_e925);
                                                    float _e927 = l_mut_22_;
                                                    double l_357_ = double(_e927);
                                                    l_mut_57_ = l_357_;
                                                    uint l_358_ = (l_356_ & 2139095040u);
                                                    bool l_359_ = (l_358_ == 0u);
                                                    if (l_359_) {
                                                        uint l_360_ = (l_356_ & 8388607u);
                                                        double l_361_ = double(l_360_);
                                                        double l_362_ = (l_361_ * 1.401298464324817e-45L);
                                                        l_mut_57_ = l_362_;
                                                        uint l_363_ = (l_356_ >> 31u);
                                                        bool l_364_ = (l_363_ == 1u);
                                                        if (l_364_) {
                                                            double _e942 = l_mut_57_;
                                                            double l_365_ = -(_e942);
                                                            l_mut_57_ = l_365_;
                                                        }
                                                    }
                                                    float _e944 = l_mut_22_;
                                                    uint l_366_ = asuint(_e944);
                                                    uint l_367_ = (l_366_ + 1u);
                                                    l_mut_199_ = l_367_;
                                                    uint l_368_ = (l_366_ & 2147483647u);
                                                    bool l_369_ = (l_368_ == 0u);
                                                    if (l_369_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_370_ = (l_366_ & 2147483648u);
                                                        bool l_371_ = (l_370_ != 0u);
                                                        if (l_371_) {
                                                            uint l_372_ = (l_366_ - 1u);
                                                            l_mut_199_ = l_372_;
                                                        } else {
                                                            bool l_373_ = (l_366_ == 2139095040u);
                                                            if (l_373_) {
                                                                l_mut_199_ = l_366_;
                                                            }
                                                        }
                                                    }
                                                    uint _e961 = l_mut_199_;
                                                    float l_374_ = asfloat(_e961);
                                                    uint l_375_ = asuint(l_374_);
                                                    double l_376_ = double(l_374_);
                                                    l_mut_48_ = l_376_;
                                                    uint l_377_ = (l_375_ & 2139095040u);
                                                    bool l_378_ = (l_377_ == 0u);
                                                    if (l_378_) {
                                                        uint l_379_ = (l_375_ & 8388607u);
                                                        double l_380_ = double(l_379_);
                                                        double l_381_ = (l_380_ * 1.401298464324817e-45L);
                                                        l_mut_48_ = l_381_;
                                                        uint l_382_ = (l_375_ >> 31u);
                                                        bool l_383_ = (l_382_ == 1u);
                                                        if (l_383_) {
                                                            double _e978 = l_mut_48_;
                                                            double l_384_ = -(_e978);
                                                            l_mut_48_ = l_384_;
                                                        }
                                                    }
                                                    float _e980 = l_mut_22_;
                                                    uint l_385_ = asuint(_e980);
                                                    uint l_386_ = (l_385_ ^ 2147483648u);
                                                    float l_387_ = asfloat(l_386_);
                                                    uint l_388_ = asuint(l_387_);
                                                    uint l_389_ = (l_388_ + 1u);
                                                    l_mut_199_ = l_389_;
                                                    uint l_390_ = (l_388_ & 2147483647u);
                                                    bool l_391_ = (l_390_ == 0u);
                                                    if (l_391_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_392_ = (l_388_ & 2147483648u);
                                                        bool l_393_ = (l_392_ != 0u);
                                                        if (l_393_) {
                                                            uint l_394_ = (l_388_ - 1u);
                                                            l_mut_199_ = l_394_;
                                                        } else {
                                                            bool l_395_ = (l_388_ == 2139095040u);
                                                            if (l_395_) {
                                                                l_mut_199_ = l_388_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1001 = l_mut_199_;
                                                    float l_396_ = asfloat(_e1001);
                                                    uint l_397_ = asuint(l_396_);
                                                    uint l_398_ = (l_397_ ^ 2147483648u);
                                                    float l_399_ = asfloat(l_398_);
                                                    uint l_400_ = asuint(l_399_);
                                                    double l_401_ = double(l_399_);
                                                    l_mut_26_ = l_401_;
                                                    uint l_402_ = (l_400_ & 2139095040u);
                                                    bool l_403_ = (l_402_ == 0u);
                                                    if (l_403_) {
                                                        uint l_404_ = (l_400_ & 8388607u);
                                                        double l_405_ = double(l_404_);
                                                        double l_406_ = (l_405_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_406_;
                                                        uint l_407_ = (l_400_ >> 31u);
                                                        bool l_408_ = (l_407_ == 1u);
                                                        if (l_408_) {
                                                            double _e1022 = l_mut_26_;
                                                            double l_409_ = -(_e1022);
                                                            l_mut_26_ = l_409_;
                                                        }
                                                    }
                                                    double l_410_ = (l_354_ + l_353_);
                                                    double _e1025 = l_mut_57_;
                                                    bool l_411_ = (l_410_ <= _e1025);
                                                    l_mut_291_ = l_411_;
                                                    double l_412_ = (l_354_ - l_353_);
                                                    double _e1028 = l_mut_57_;
                                                    bool l_413_ = (l_412_ > _e1028);
                                                    l_mut_288_ = l_413_;
                                                    double l_414_ = (l_355_ - l_353_);
                                                    double _e1031 = l_mut_57_;
                                                    bool l_415_ = (l_414_ >= _e1031);
                                                    l_mut_285_ = l_415_;
                                                    double l_416_ = (l_355_ + l_353_);
                                                    double _e1034 = l_mut_57_;
                                                    bool l_417_ = (l_416_ < _e1034);
                                                    l_mut_282_ = l_417_;
                                                    if (l_169_) {
                                                        double l_418_ = (l_354_ + l_353_);
                                                        double _e1037 = l_mut_48_;
                                                        bool l_419_ = (l_418_ < _e1037);
                                                        l_mut_291_ = l_419_;
                                                        double l_420_ = (l_354_ - l_353_);
                                                        double _e1040 = l_mut_48_;
                                                        bool l_421_ = (l_420_ >= _e1040);
                                                        l_mut_288_ = l_421_;
                                                        double l_422_ = (l_355_ - l_353_);
                                                        double _e1043 = l_mut_26_;
                                                        bool l_423_ = (l_422_ > _e1043);
                                                        l_mut_285_ = l_423_;
                                                        double l_424_ = (l_355_ + l_353_);
                                                        double _e1046 = l_mut_26_;
                                                        bool l_425_ = (l_424_ <= _e1046);
                                                        l_mut_282_ = l_425_;
                                                    }
                                                    l_mut_199_ = 2u;
                                                    bool _e1049 = l_mut_288_;
                                                    if (!(_e1049)) {
                                                        bool _e1053 = l_mut_282_;
                                                        local_24 = _e1053;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_426_ = local_24;
                                                    if (l_426_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        bool _e1057 = l_mut_291_;
                                                        if (_e1057) {
                                                            bool _e1060 = l_mut_285_;
                                                            local_25 = _e1060;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_427_ = local_25;
                                                        if (l_427_) {
                                                            l_mut_199_ = 0u;
                                                        }
                                                    }
                                                    float _e1064 = l_mut_22_;
                                                    uint l_428_ = asuint(_e1064);
                                                    uint l_429_ = (l_428_ & 2147483647u);
                                                    bool l_430_ = (l_429_ == 0u);
                                                    if (l_430_) {
                                                        double l_431_ = (l_354_ + l_353_);
                                                        bool l_432_ = (l_431_ < 1.1754943508222875e-38L);
                                                        double l_433_ = (l_355_ - l_353_);
                                                        bool l_434_ = (l_433_ > -1.1754943508222875e-38L);
                                                        if (l_432_) {
                                                            local_26 = l_434_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_435_ = local_26;
                                                        double l_436_ = (l_354_ - l_353_);
                                                        bool l_437_ = (l_436_ < 1.1754943508222875e-38L);
                                                        double l_438_ = (l_355_ + l_353_);
                                                        bool l_439_ = (l_438_ > -1.1754943508222875e-38L);
                                                        if (l_437_) {
                                                            local_27 = l_439_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_440_ = local_27;
                                                        if (l_435_) {
                                                            l_mut_199_ = 0u;
                                                        } else {
                                                            uint _e1091 = l_mut_199_;
                                                            bool l_441_ = (_e1091 == 1u);
                                                            if (l_440_) {
                                                                local_28 = l_441_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_442_ = local_28;
                                                            if (l_442_) {
                                                                l_mut_199_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1099 = l_mut_199_;
                                                    l_mut_237_ = _e1099;
                                                }
                                                uint _e1100 = l_mut_237_;
                                                l_mut_183_ = _e1100;
                                            }
                                        } else {
                                            bool l_443_ = (l_165_ == 4u);
                                            if (l_443_) {
                                                double l_444_ = (l_174_ * l_179_);
                                                double l_445_ = (l_171_ + l_444_);
                                                double _e1105 = l_mut_35_;
                                                double l_446_ = abs(_e1105);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_447_ = (l_446_ >= 1.1754943508222875e-38L);
                                                bool l_448_ = (l_446_ <= 1.7976931348623157e308L);
                                                if (l_447_) {
                                                    local_29 = l_448_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_449_ = local_29;
                                                if (l_449_) {
                                                    uint64_t l_450_ = l_446_;
                                                    uint64_t l_451_ = (l_450_ >> uint(52uL));
                                                    uint64_t l_452_ = (l_451_ - 23uL);
                                                    uint64_t l_453_ = (l_452_ << uint(52uL));
                                                    double l_454_ = l_453_;
                                                    l_mut_57_ = l_454_;
                                                }
                                                double _e1128 = l_mut_57_;
                                                double l_455_ = (l_445_ * _e1128);
                                                l_mut_237_ = 2u;
                                                double _e1131 = l_mut_35_;
                                                double l_456_ = (_e1131 - l_181_);
                                                double l_457_ = abs(l_456_);
                                                l_mut_57_ = 1.401298464324817e-45L;
                                                bool l_458_ = (l_457_ >= 1.1754943508222875e-38L);
                                                bool l_459_ = (l_457_ <= 1.7976931348623157e308L);
                                                if (l_458_) {
                                                    local_30 = l_459_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_460_ = local_30;
                                                if (l_460_) {
                                                    uint64_t l_461_ = l_457_;
                                                    uint64_t l_462_ = (l_461_ >> uint(52uL));
                                                    uint64_t l_463_ = (l_462_ - 23uL);
                                                    uint64_t l_464_ = (l_463_ << uint(52uL));
                                                    double l_465_ = l_464_;
                                                    l_mut_57_ = l_465_;
                                                }
                                                double _e1155 = l_mut_35_;
                                                double l_466_ = (_e1155 + l_181_);
                                                double l_467_ = abs(l_466_);
                                                l_mut_48_ = 1.401298464324817e-45L;
                                                bool l_468_ = (l_467_ >= 1.1754943508222875e-38L);
                                                bool l_469_ = (l_467_ <= 1.7976931348623157e308L);
                                                if (l_468_) {
                                                    local_31 = l_469_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_470_ = local_31;
                                                if (l_470_) {
                                                    uint64_t l_471_ = l_467_;
                                                    uint64_t l_472_ = (l_471_ >> uint(52uL));
                                                    uint64_t l_473_ = (l_472_ - 23uL);
                                                    uint64_t l_474_ = (l_473_ << uint(52uL));
                                                    double l_475_ = l_474_;
                                                    l_mut_48_ = l_475_;
                                                }
                                                double _e1179 = l_mut_57_;
                                                double _e1180 = l_mut_48_;
                                                bool l_476_ = (_e1179 == _e1180);
                                                if (l_476_) {
                                                    double l_477_ = (l_455_ * 1.4551915228366852e-11L);
                                                    double l_478_ = (l_181_ + l_477_);
                                                    double _e1185 = l_mut_35_;
                                                    double l_479_ = (_e1185 - l_455_);
                                                    double _e1187 = l_mut_35_;
                                                    double l_480_ = (_e1187 + l_455_);
                                                    float _e1189 = l_mut_22_;
                                                    uint l_481_ = asuint(_e1189);
                                                    float _e1191 = l_mut_22_;
                                                    double l_482_ = double(_e1191);
                                                    l_mut_57_ = l_482_;
                                                    uint l_483_ = (l_481_ & 2139095040u);
                                                    bool l_484_ = (l_483_ == 0u);
                                                    if (l_484_) {
                                                        uint l_485_ = (l_481_ & 8388607u);
                                                        double l_486_ = double(l_485_);
                                                        double l_487_ = (l_486_ * 1.401298464324817e-45L);
                                                        l_mut_57_ = l_487_;
                                                        uint l_488_ = (l_481_ >> 31u);
                                                        bool l_489_ = (l_488_ == 1u);
                                                        if (l_489_) {
                                                            double _e1206 = l_mut_57_;
                                                            double l_490_ = -(_e1206);
                                                            l_mut_57_ = l_490_;
                                                        }
                                                    }
                                                    float _e1208 = l_mut_22_;
                                                    uint l_491_ = asuint(_e1208);
                                                    uint l_492_ = (l_491_ + 1u);
                                                    l_mut_199_ = l_492_;
                                                    uint l_493_ = (l_491_ & 2147483647u);
                                                    bool l_494_ = (l_493_ == 0u);
                                                    if (l_494_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_495_ = (l_491_ & 2147483648u);
                                                        bool l_496_ = (l_495_ != 0u);
                                                        if (l_496_) {
                                                            uint l_497_ = (l_491_ - 1u);
                                                            l_mut_199_ = l_497_;
                                                        } else {
                                                            bool l_498_ = (l_491_ == 2139095040u);
                                                            if (l_498_) {
                                                                l_mut_199_ = l_491_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1225 = l_mut_199_;
                                                    float l_499_ = asfloat(_e1225);
                                                    uint l_500_ = asuint(l_499_);
                                                    double l_501_ = double(l_499_);
                                                    l_mut_48_ = l_501_;
                                                    uint l_502_ = (l_500_ & 2139095040u);
                                                    bool l_503_ = (l_502_ == 0u);
                                                    if (l_503_) {
                                                        uint l_504_ = (l_500_ & 8388607u);
                                                        double l_505_ = double(l_504_);
                                                        double l_506_ = (l_505_ * 1.401298464324817e-45L);
                                                        l_mut_48_ = l_506_;
                                                        uint l_507_ = (l_500_ >> 31u);
                                                        bool l_508_ = (l_507_ == 1u);
                                                        if (l_508_) {
                                                            double _e1242 = l_mut_48_;
                                                            double l_509_ = -(_e1242);
                                                            l_mut_48_ = l_509_;
                                                        }
                                                    }
                                                    float _e1244 = l_mut_22_;
                                                    uint l_510_ = asuint(_e1244);
                                                    uint l_511_ = (l_510_ ^ 2147483648u);
                                                    float l_512_ = asfloat(l_511_);
                                                    uint l_513_ = asuint(l_512_);
                                                    uint l_514_ = (l_513_ + 1u);
                                                    l_mut_199_ = l_514_;
                                                    uint l_515_ = (l_513_ & 2147483647u);
                                                    bool l_516_ = (l_515_ == 0u);
                                                    if (l_516_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        uint l_517_ = (l_513_ & 2147483648u);
                                                        bool l_518_ = (l_517_ != 0u);
                                                        if (l_518_) {
                                                            uint l_519_ = (l_513_ - 1u);
                                                            l_mut_199_ = l_519_;
                                                        } else {
                                                            bool l_520_ = (l_513_ == 2139095040u);
                                                            if (l_520_) {
                                                                l_mut_199_ = l_513_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1265 = l_mut_199_;
                                                    float l_521_ = asfloat(_e1265);
                                                    uint l_522_ = asuint(l_521_);
                                                    uint l_523_ = (l_522_ ^ 2147483648u);
                                                    float l_524_ = asfloat(l_523_);
                                                    uint l_525_ = asuint(l_524_);
                                                    double l_526_ = double(l_524_);
                                                    l_mut_26_ = l_526_;
                                                    uint l_527_ = (l_525_ & 2139095040u);
                                                    bool l_528_ = (l_527_ == 0u);
                                                    if (l_528_) {
                                                        uint l_529_ = (l_525_ & 8388607u);
                                                        double l_530_ = double(l_529_);
                                                        double l_531_ = (l_530_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_531_;
                                                        uint l_532_ = (l_525_ >> 31u);
                                                        bool l_533_ = (l_532_ == 1u);
                                                        if (l_533_) {
                                                            double _e1286 = l_mut_26_;
                                                            double l_534_ = -(_e1286);
                                                            l_mut_26_ = l_534_;
                                                        }
                                                    }
                                                    double l_535_ = (l_479_ + l_478_);
                                                    double _e1289 = l_mut_57_;
                                                    bool l_536_ = (l_535_ <= _e1289);
                                                    l_mut_291_ = l_536_;
                                                    double l_537_ = (l_479_ - l_478_);
                                                    double _e1292 = l_mut_57_;
                                                    bool l_538_ = (l_537_ > _e1292);
                                                    l_mut_288_ = l_538_;
                                                    double l_539_ = (l_480_ - l_478_);
                                                    double _e1295 = l_mut_57_;
                                                    bool l_540_ = (l_539_ >= _e1295);
                                                    l_mut_285_ = l_540_;
                                                    double l_541_ = (l_480_ + l_478_);
                                                    double _e1298 = l_mut_57_;
                                                    bool l_542_ = (l_541_ < _e1298);
                                                    l_mut_282_ = l_542_;
                                                    if (l_169_) {
                                                        double l_543_ = (l_479_ + l_478_);
                                                        double _e1301 = l_mut_48_;
                                                        bool l_544_ = (l_543_ < _e1301);
                                                        l_mut_291_ = l_544_;
                                                        double l_545_ = (l_479_ - l_478_);
                                                        double _e1304 = l_mut_48_;
                                                        bool l_546_ = (l_545_ >= _e1304);
                                                        l_mut_288_ = l_546_;
                                                        double l_547_ = (l_480_ - l_478_);
                                                        double _e1307 = l_mut_26_;
                                                        bool l_548_ = (l_547_ > _e1307);
                                                        l_mut_285_ = l_548_;
                                                        double l_549_ = (l_480_ + l_478_);
                                                        double _e1310 = l_mut_26_;
                                                        bool l_550_ = (l_549_ <= _e1310);
                                                        l_mut_282_ = l_550_;
                                                    }
                                                    l_mut_199_ = 2u;
                                                    bool _e1313 = l_mut_288_;
                                                    if (!(_e1313)) {
                                                        bool _e1317 = l_mut_282_;
                                                        local_32 = _e1317;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_551_ = local_32;
                                                    if (l_551_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        bool _e1321 = l_mut_291_;
                                                        if (_e1321) {
                                                            bool _e1324 = l_mut_285_;
                                                            local_33 = _e1324;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_552_ = local_33;
                                                        if (l_552_) {
                                                            l_mut_199_ = 0u;
                                                        }
                                                    }
                                                    float _e1328 = l_mut_22_;
                                                    uint l_553_ = asuint(_e1328);
                                                    uint l_554_ = (l_553_ & 2147483647u);
                                                    bool l_555_ = (l_554_ == 0u);
                                                    if (l_555_) {
                                                        double l_556_ = (l_479_ + l_478_);
                                                        bool l_557_ = (l_556_ < 1.1754943508222875e-38L);
                                                        double l_558_ = (l_480_ - l_478_);
                                                        bool l_559_ = (l_558_ > -1.1754943508222875e-38L);
                                                        if (l_557_) {
                                                            local_34 = l_559_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_560_ = local_34;
                                                        double l_561_ = (l_479_ - l_478_);
                                                        bool l_562_ = (l_561_ < 1.1754943508222875e-38L);
                                                        double l_563_ = (l_480_ + l_478_);
                                                        bool l_564_ = (l_563_ > -1.1754943508222875e-38L);
                                                        if (l_562_) {
                                                            local_35 = l_564_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_565_ = local_35;
                                                        if (l_560_) {
                                                            l_mut_199_ = 0u;
                                                        } else {
                                                            uint _e1355 = l_mut_199_;
                                                            bool l_566_ = (_e1355 == 1u);
                                                            if (l_565_) {
                                                                local_36 = l_566_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_567_ = local_36;
                                                            if (l_567_) {
                                                                l_mut_199_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1363 = l_mut_199_;
                                                    l_mut_237_ = _e1363;
                                                }
                                                uint _e1364 = l_mut_237_;
                                                l_mut_183_ = _e1364;
                                            } else {
                                                bool l_568_ = (l_165_ == 5u);
                                                if (l_568_) {
                                                    double l_569_ = (2.0L * l_178_);
                                                    double l_570_ = abs(l_569_);
                                                    double l_571_ = floor(l_570_);
                                                    double l_572_ = (3.0L + l_571_);
                                                    double _e1373 = l_mut_35_;
                                                    double l_573_ = abs(_e1373);
                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                    bool l_574_ = (l_573_ >= 1.1754943508222875e-38L);
                                                    bool l_575_ = (l_573_ <= 1.7976931348623157e308L);
                                                    if (l_574_) {
                                                        local_37 = l_575_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_576_ = local_37;
                                                    if (l_576_) {
                                                        uint64_t l_577_ = l_573_;
                                                        uint64_t l_578_ = (l_577_ >> uint(52uL));
                                                        uint64_t l_579_ = (l_578_ - 23uL);
                                                        uint64_t l_580_ = (l_579_ << uint(52uL));
                                                        double l_581_ = l_580_;
                                                        l_mut_57_ = l_581_;
                                                    }
                                                    double _e1396 = l_mut_57_;
                                                    double l_582_ = (l_572_ * _e1396);
                                                    l_mut_237_ = 2u;
                                                    double _e1399 = l_mut_35_;
                                                    double l_583_ = (_e1399 - l_181_);
                                                    double l_584_ = abs(l_583_);
                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                    bool l_585_ = (l_584_ >= 1.1754943508222875e-38L);
                                                    bool l_586_ = (l_584_ <= 1.7976931348623157e308L);
                                                    if (l_585_) {
                                                        local_38 = l_586_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_587_ = local_38;
                                                    if (l_587_) {
                                                        uint64_t l_588_ = l_584_;
                                                        uint64_t l_589_ = (l_588_ >> uint(52uL));
                                                        uint64_t l_590_ = (l_589_ - 23uL);
                                                        uint64_t l_591_ = (l_590_ << uint(52uL));
                                                        double l_592_ = l_591_;
                                                        l_mut_57_ = l_592_;
                                                    }
                                                    double _e1423 = l_mut_35_;
                                                    double l_593_ = (_e1423 + l_181_);
                                                    double l_594_ = abs(l_593_);
                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                    bool l_595_ = (l_594_ >= 1.1754943508222875e-38L);
                                                    bool l_596_ = (l_594_ <= 1.7976931348623157e308L);
                                                    if (l_595_) {
                                                        local_39 = l_596_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_597_ = local_39;
                                                    if (l_597_) {
                                                        uint64_t l_598_ = l_594_;
                                                        uint64_t l_599_ = (l_598_ >> uint(52uL));
                                                        uint64_t l_600_ = (l_599_ - 23uL);
                                                        uint64_t l_601_ = (l_600_ << uint(52uL));
                                                        double l_602_ = l_601_;
                                                        l_mut_48_ = l_602_;
                                                    }
                                                    double _e1447 = l_mut_57_;
                                                    double _e1448 = l_mut_48_;
                                                    bool l_603_ = (_e1447 == _e1448);
                                                    if (l_603_) {
                                                        double l_604_ = (l_582_ * 1.4551915228366852e-11L);
                                                        double l_605_ = (l_181_ + l_604_);
                                                        double _e1453 = l_mut_35_;
                                                        double l_606_ = (_e1453 - l_582_);
                                                        double _e1455 = l_mut_35_;
                                                        double l_607_ = (_e1455 + l_582_);
                                                        float _e1457 = l_mut_22_;
                                                        uint l_608_ = asuint(_e1457);
                                                        float _e1459 = l_mut_22_;
                                                        double l_609_ = double(_e1459);
                                                        l_mut_57_ = l_609_;
                                                        uint l_610_ = (l_608_ & 2139095040u);
                                                        bool l_611_ = (l_610_ == 0u);
                                                        if (l_611_) {
                                                            uint l_612_ = (l_608_ & 8388607u);
                                                            double l_613_ = double(l_612_);
                                                            double l_614_ = (l_613_ * 1.401298464324817e-45L);
                                                            l_mut_57_ = l_614_;
                                                            uint l_615_ = (l_608_ >> 31u);
                                                            bool l_616_ = (l_615_ == 1u);
                                                            if (l_616_) {
                                                                double _e1474 = l_mut_57_;
                                                                double l_617_ = -(_e1474);
                                                                l_mut_57_ = l_617_;
                                                            }
                                                        }
                                                        float _e1476 = l_mut_22_;
                                                        uint l_618_ = asuint(_e1476);
                                                        uint l_619_ = (l_618_ + 1u);
                                                        l_mut_199_ = l_619_;
                                                        uint l_620_ = (l_618_ & 2147483647u);
                                                        bool l_621_ = (l_620_ == 0u);
                                                        if (l_621_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            uint l_622_ = (l_618_ & 2147483648u);
                                                            bool l_623_ = (l_622_ != 0u);
                                                            if (l_623_) {
                                                                uint l_624_ = (l_618_ - 1u);
                                                                l_mut_199_ = l_624_;
                                                            } else {
                                                                bool l_625_ = (l_618_ == 2139095040u);
                                                                if (l_625_) {
                                                                    l_mut_199_ = l_618_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1493 = l_mut_199_;
                                                        float l_626_ = asfloat(_e1493);
                                                        uint l_627_ = asuint(l_626_);
                                                        double l_628_ = double(l_626_);
                                                        l_mut_48_ = l_628_;
                                                        uint l_629_ = (l_627_ & 2139095040u);
                                                        bool l_630_ = (l_629_ == 0u);
                                                        if (l_630_) {
                                                            uint l_631_ = (l_627_ & 8388607u);
                                                            double l_632_ = double(l_631_);
                                                            double l_633_ = (l_632_ * 1.401298464324817e-45L);
                                                            l_mut_48_ = l_633_;
                                                            uint l_634_ = (l_627_ >> 31u);
                                                            bool l_635_ = (l_634_ == 1u);
                                                            if (l_635_) {
                                                                double _e1510 = l_mut_48_;
                                                                double l_636_ = -(_e1510);
                                                                l_mut_48_ = l_636_;
                                                            }
                                                        }
                                                        float _e1512 = l_mut_22_;
                                                        uint l_637_ = asuint(_e1512);
                                                        uint l_638_ = (l_637_ ^ 2147483648u);
                                                        float l_639_ = asfloat(l_638_);
                                                        uint l_640_ = asuint(l_639_);
                                                        uint l_641_ = (l_640_ + 1u);
                                                        l_mut_199_ = l_641_;
                                                        uint l_642_ = (l_640_ & 2147483647u);
                                                        bool l_643_ = (l_642_ == 0u);
                                                        if (l_643_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            uint l_644_ = (l_640_ & 2147483648u);
                                                            bool l_645_ = (l_644_ != 0u);
                                                            if (l_645_) {
                                                                uint l_646_ = (l_640_ - 1u);
                                                                l_mut_199_ = l_646_;
                                                            } else {
                                                                bool l_647_ = (l_640_ == 2139095040u);
                                                                if (l_647_) {
                                                                    l_mut_199_ = l_640_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1533 = l_mut_199_;
                                                        float l_648_ = asfloat(_e1533);
                                                        uint l_649_ = asuint(l_648_);
                                                        uint l_650_ = (l_649_ ^ 2147483648u);
                                                        float l_651_ = asfloat(l_650_);
                                                        uint l_652_ = asuint(l_651_);
                                                        double l_653_ = double(l_651_);
                                                        l_mut_26_ = l_653_;
                                                        uint l_654_ = (l_652_ & 2139095040u);
                                                        bool l_655_ = (l_654_ == 0u);
                                                        if (l_655_) {
                                                            uint l_656_ = (l_652_ & 8388607u);
                                                            double l_657_ = double(l_656_);
                                                            double l_658_ = (l_657_ * 1.401298464324817e-45L);
                                                            l_mut_26_ = l_658_;
                                                            uint l_659_ = (l_652_ >> 31u);
                                                            bool l_660_ = (l_659_ == 1u);
                                                            if (l_660_) {
                                                                double _e1554 = l_mut_26_;
                                                                double l_661_ = -(_e1554);
                                                                l_mut_26_ = l_661_;
                                                            }
                                                        }
                                                        double l_662_ = (l_606_ + l_605_);
                                                        double _e1557 = l_mut_57_;
                                                        bool l_663_ = (l_662_ <= _e1557);
                                                        l_mut_291_ = l_663_;
                                                        double l_664_ = (l_606_ - l_605_);
                                                        double _e1560 = l_mut_57_;
                                                        bool l_665_ = (l_664_ > _e1560);
                                                        l_mut_288_ = l_665_;
                                                        double l_666_ = (l_607_ - l_605_);
                                                        double _e1563 = l_mut_57_;
                                                        bool l_667_ = (l_666_ >= _e1563);
                                                        l_mut_285_ = l_667_;
                                                        double l_668_ = (l_607_ + l_605_);
                                                        double _e1566 = l_mut_57_;
                                                        bool l_669_ = (l_668_ < _e1566);
                                                        l_mut_282_ = l_669_;
                                                        if (l_169_) {
                                                            double l_670_ = (l_606_ + l_605_);
                                                            double _e1569 = l_mut_48_;
                                                            bool l_671_ = (l_670_ < _e1569);
                                                            l_mut_291_ = l_671_;
                                                            double l_672_ = (l_606_ - l_605_);
                                                            double _e1572 = l_mut_48_;
                                                            bool l_673_ = (l_672_ >= _e1572);
                                                            l_mut_288_ = l_673_;
                                                            double l_674_ = (l_607_ - l_605_);
                                                            double _e1575 = l_mut_26_;
                                                            bool l_675_ = (l_674_ > _e1575);
                                                            l_mut_285_ = l_675_;
                                                            double l_676_ = (l_607_ + l_605_);
                                                            double _e1578 = l_mut_26_;
                                                            bool l_677_ = (l_676_ <= _e1578);
                                                            l_mut_282_ = l_677_;
                                                        }
                                                        l_mut_199_ = 2u;
                                                        bool _e1581 = l_mut_288_;
                                                        if (!(_e1581)) {
                                                            bool _e1585 = l_mut_282_;
                                                            local_40 = _e1585;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_678_ = local_40;
                                                        if (l_678_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            bool _e1589 = l_mut_291_;
                                                            if (_e1589) {
                                                                bool _e1592 = l_mut_285_;
                                                                local_41 = _e1592;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_679_ = local_41;
                                                            if (l_679_) {
                                                                l_mut_199_ = 0u;
                                                            }
                                                        }
                                                        float _e1596 = l_mut_22_;
                                                        uint l_680_ = asuint(_e1596);
                                                        uint l_681_ = (l_680_ & 2147483647u);
                                                        bool l_682_ = (l_681_ == 0u);
                                                        if (l_682_) {
                                                            double l_683_ = (l_606_ + l_605_);
                                                            bool l_684_ = (l_683_ < 1.1754943508222875e-38L);
                                                            double l_685_ = (l_607_ - l_605_);
                                                            bool l_686_ = (l_685_ > -1.1754943508222875e-38L);
                                                            if (l_684_) {
                                                                local_42 = l_686_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_687_ = local_42;
                                                            double l_688_ = (l_606_ - l_605_);
                                                            bool l_689_ = (l_688_ < 1.1754943508222875e-38L);
                                                            double l_690_ = (l_607_ + l_605_);
                                                            bool l_691_ = (l_690_ > -1.1754943508222875e-38L);
                                                            if (l_689_) {
                                                                local_43 = l_691_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_692_ = local_43;
                                                            if (l_687_) {
                                                                l_mut_199_ = 0u;
                                                            } else {
                                                                uint _e1623 = l_mut_199_;
                                                                bool l_693_ = (_e1623 == 1u);
                                                                if (l_692_) {
                                                                    local_44 = l_693_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_694_ = local_44;
                                                                if (l_694_) {
                                                                    l_mut_199_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1631 = l_mut_199_;
                                                        l_mut_237_ = _e1631;
                                                    }
                                                    uint _e1632 = l_mut_237_;
                                                    l_mut_183_ = _e1632;
                                                } else {
                                                    bool l_695_ = (l_165_ == 6u);
                                                    if (l_695_) {
                                                        l_mut_183_ = 0u;
                                                        bool l_696_ = (l_179_ <= l_174_);
                                                        if (l_696_) {
                                                            double l_697_ = (l_171_ * 1.4551915228366852e-11L);
                                                            double l_698_ = (l_181_ + l_697_);
                                                            double _e1640 = l_mut_35_;
                                                            double l_699_ = (_e1640 - l_171_);
                                                            double _e1642 = l_mut_35_;
                                                            double l_700_ = (_e1642 + l_171_);
                                                            float _e1644 = l_mut_22_;
                                                            uint l_701_ = asuint(_e1644);
                                                            float _e1646 = l_mut_22_;
                                                            double l_702_ = double(_e1646);
                                                            l_mut_57_ = l_702_;
                                                            uint l_703_ = (l_701_ & 2139095040u);
                                                            bool l_704_ = (l_703_ == 0u);
                                                            if (l_704_) {
                                                                uint l_705_ = (l_701_ & 8388607u);
                                                                double l_706_ = double(l_705_);
                                                                double l_707_ = (l_706_ * 1.401298464324817e-45L);
                                                                l_mut_57_ = l_707_;
                                                                uint l_708_ = (l_701_ >> 31u);
                                                                bool l_709_ = (l_708_ == 1u);
                                                                if (l_709_) {
                                                                    double _e1661 = l_mut_57_;
                                                                    double l_710_ = -(_e1661);
                                                                    l_mut_57_ = l_710_;
                                                                }
                                                            }
                                                            float _e1663 = l_mut_22_;
                                                            uint l_711_ = asuint(_e1663);
                                                            uint l_712_ = (l_711_ + 1u);
                                                            l_mut_237_ = l_712_;
                                                            uint l_713_ = (l_711_ & 2147483647u);
                                                            bool l_714_ = (l_713_ == 0u);
                                                            if (l_714_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                uint l_715_ = (l_711_ & 2147483648u);
                                                                bool l_716_ = (l_715_ != 0u);
                                                                if (l_716_) {
                                                                    uint l_717_ = (l_711_ - 1u);
                                                                    l_mut_237_ = l_717_;
                                                                } else {
                                                                    bool l_718_ = (l_711_ == 2139095040u);
                                                                    if (l_718_) {
                                                                        l_mut_237_ = l_711_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1680 = l_mut_237_;
                                                            float l_719_ = asfloat(_e1680);
                                                            uint l_720_ = asuint(l_719_);
                                                            double l_721_ = double(l_719_);
                                                            l_mut_48_ = l_721_;
                                                            uint l_722_ = (l_720_ & 2139095040u);
                                                            bool l_723_ = (l_722_ == 0u);
                                                            if (l_723_) {
                                                                uint l_724_ = (l_720_ & 8388607u);
                                                                double l_725_ = double(l_724_);
                                                                double l_726_ = (l_725_ * 1.401298464324817e-45L);
                                                                l_mut_48_ = l_726_;
                                                                uint l_727_ = (l_720_ >> 31u);
                                                                bool l_728_ = (l_727_ == 1u);
                                                                if (l_728_) {
                                                                    double _e1697 = l_mut_48_;
                                                                    double l_729_ = -(_e1697);
                                                                    l_mut_48_ = l_729_;
                                                                }
                                                            }
                                                            float _e1699 = l_mut_22_;
                                                            uint l_730_ = asuint(_e1699);
                                                            uint l_731_ = (l_730_ ^ 2147483648u);
                                                            float l_732_ = asfloat(l_731_);
                                                            uint l_733_ = asuint(l_732_);
                                                            uint l_734_ = (l_733_ + 1u);
                                                            l_mut_237_ = l_734_;
                                                            uint l_735_ = (l_733_ & 2147483647u);
                                                            bool l_736_ = (l_735_ == 0u);
                                                            if (l_736_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                uint l_737_ = (l_733_ & 2147483648u);
                                                                bool l_738_ = (l_737_ != 0u);
                                                                if (l_738_) {
                                                                    uint l_739_ = (l_733_ - 1u);
                                                                    l_mut_237_ = l_739_;
                                                                } else {
                                                                    bool l_740_ = (l_733_ == 2139095040u);
                                                                    if (l_740_) {
                                                                        l_mut_237_ = l_733_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1720 = l_mut_237_;
                                                            float l_741_ = asfloat(_e1720);
                                                            uint l_742_ = asuint(l_741_);
                                                            uint l_743_ = (l_742_ ^ 2147483648u);
                                                            float l_744_ = asfloat(l_743_);
                                                            uint l_745_ = asuint(l_744_);
                                                            double l_746_ = double(l_744_);
                                                            l_mut_26_ = l_746_;
                                                            uint l_747_ = (l_745_ & 2139095040u);
                                                            bool l_748_ = (l_747_ == 0u);
                                                            if (l_748_) {
                                                                uint l_749_ = (l_745_ & 8388607u);
                                                                double l_750_ = double(l_749_);
                                                                double l_751_ = (l_750_ * 1.401298464324817e-45L);
                                                                l_mut_26_ = l_751_;
                                                                uint l_752_ = (l_745_ >> 31u);
                                                                bool l_753_ = (l_752_ == 1u);
                                                                if (l_753_) {
                                                                    double _e1741 = l_mut_26_;
                                                                    double l_754_ = -(_e1741);
                                                                    l_mut_26_ = l_754_;
                                                                }
                                                            }
                                                            double l_755_ = (l_699_ + l_698_);
                                                            double _e1744 = l_mut_57_;
                                                            bool l_756_ = (l_755_ <= _e1744);
                                                            l_mut_291_ = l_756_;
                                                            double l_757_ = (l_699_ - l_698_);
                                                            double _e1747 = l_mut_57_;
                                                            bool l_758_ = (l_757_ > _e1747);
                                                            l_mut_288_ = l_758_;
                                                            double l_759_ = (l_700_ - l_698_);
                                                            double _e1750 = l_mut_57_;
                                                            bool l_760_ = (l_759_ >= _e1750);
                                                            l_mut_285_ = l_760_;
                                                            double l_761_ = (l_700_ + l_698_);
                                                            double _e1753 = l_mut_57_;
                                                            bool l_762_ = (l_761_ < _e1753);
                                                            l_mut_282_ = l_762_;
                                                            if (l_169_) {
                                                                double l_763_ = (l_699_ + l_698_);
                                                                double _e1756 = l_mut_48_;
                                                                bool l_764_ = (l_763_ < _e1756);
                                                                l_mut_291_ = l_764_;
                                                                double l_765_ = (l_699_ - l_698_);
                                                                double _e1759 = l_mut_48_;
                                                                bool l_766_ = (l_765_ >= _e1759);
                                                                l_mut_288_ = l_766_;
                                                                double l_767_ = (l_700_ - l_698_);
                                                                double _e1762 = l_mut_26_;
                                                                bool l_768_ = (l_767_ > _e1762);
                                                                l_mut_285_ = l_768_;
                                                                double l_769_ = (l_700_ + l_698_);
                                                                double _e1765 = l_mut_26_;
                                                                bool l_770_ = (l_769_ <= _e1765);
                                                                l_mut_282_ = l_770_;
                                                            }
                                                            l_mut_237_ = 2u;
                                                            bool _e1768 = l_mut_288_;
                                                            if (!(_e1768)) {
                                                                bool _e1772 = l_mut_282_;
                                                                local_45 = _e1772;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_771_ = local_45;
                                                            if (l_771_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                bool _e1776 = l_mut_291_;
                                                                if (_e1776) {
                                                                    bool _e1779 = l_mut_285_;
                                                                    local_46 = _e1779;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_772_ = local_46;
                                                                if (l_772_) {
                                                                    l_mut_237_ = 0u;
                                                                }
                                                            }
                                                            float _e1783 = l_mut_22_;
                                                            uint l_773_ = asuint(_e1783);
                                                            uint l_774_ = (l_773_ & 2147483647u);
                                                            bool l_775_ = (l_774_ == 0u);
                                                            if (l_775_) {
                                                                double l_776_ = (l_699_ + l_698_);
                                                                bool l_777_ = (l_776_ < 1.1754943508222875e-38L);
                                                                double l_778_ = (l_700_ - l_698_);
                                                                bool l_779_ = (l_778_ > -1.1754943508222875e-38L);
                                                                if (l_777_) {
                                                                    local_47 = l_779_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_780_ = local_47;
                                                                double l_781_ = (l_699_ - l_698_);
                                                                bool l_782_ = (l_781_ < 1.1754943508222875e-38L);
                                                                double l_783_ = (l_700_ + l_698_);
                                                                bool l_784_ = (l_783_ > -1.1754943508222875e-38L);
                                                                if (l_782_) {
                                                                    local_48 = l_784_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_785_ = local_48;
                                                                if (l_780_) {
                                                                    l_mut_237_ = 0u;
                                                                } else {
                                                                    uint _e1810 = l_mut_237_;
                                                                    bool l_786_ = (_e1810 == 1u);
                                                                    if (l_785_) {
                                                                        local_49 = l_786_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_787_ = local_49;
                                                                    if (l_787_) {
                                                                        l_mut_237_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1818 = l_mut_237_;
                                                            l_mut_183_ = _e1818;
                                                        }
                                                    } else {
                                                        bool l_788_ = (l_165_ == 7u);
                                                        if (l_788_) {
                                                            double _e1821 = l_mut_35_;
                                                            double l_789_ = abs(_e1821);
                                                            double l_790_ = (l_171_ * l_789_);
                                                            l_mut_57_ = l_790_;
                                                            double _e1824 = l_mut_35_;
                                                            double l_791_ = abs(_e1824);
                                                            l_mut_48_ = 1.401298464324817e-45L;
                                                            bool l_792_ = (l_791_ >= 1.1754943508222875e-38L);
                                                            bool l_793_ = (l_791_ <= 1.7976931348623157e308L);
                                                            if (l_792_) {
                                                                local_50 = l_793_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_794_ = local_50;
                                                            if (l_794_) {
                                                                uint64_t l_795_ = l_791_;
                                                                uint64_t l_796_ = (l_795_ >> uint(52uL));
                                                                uint64_t l_797_ = (l_796_ - 23uL);
                                                                uint64_t l_798_ = (l_797_ << uint(52uL));
                                                                double l_799_ = l_798_;
                                                                l_mut_48_ = l_799_;
                                                            }
                                                            double _e1848 = l_mut_48_;
                                                            double l_800_ = (0.5L * _e1848);
                                                            double _e1850 = l_mut_57_;
                                                            bool l_801_ = (l_800_ > _e1850);
                                                            if (l_801_) {
                                                                l_mut_57_ = l_800_;
                                                            }
                                                            double _e1852 = l_mut_35_;
                                                            double l_802_ = (_e1852 - l_181_);
                                                            double l_803_ = abs(l_802_);
                                                            l_mut_48_ = 1.401298464324817e-45L;
                                                            bool l_804_ = (l_803_ >= 1.1754943508222875e-38L);
                                                            bool l_805_ = (l_803_ <= 1.7976931348623157e308L);
                                                            if (l_804_) {
                                                                local_51 = l_805_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_806_ = local_51;
                                                            if (l_806_) {
                                                                uint64_t l_807_ = l_803_;
                                                                uint64_t l_808_ = (l_807_ >> uint(52uL));
                                                                uint64_t l_809_ = (l_808_ - 23uL);
                                                                uint64_t l_810_ = (l_809_ << uint(52uL));
                                                                double l_811_ = l_810_;
                                                                l_mut_48_ = l_811_;
                                                            }
                                                            double _e1876 = l_mut_35_;
                                                            double l_812_ = (_e1876 + l_181_);
                                                            double l_813_ = abs(l_812_);
                                                            l_mut_26_ = 1.401298464324817e-45L;
                                                            bool l_814_ = (l_813_ >= 1.1754943508222875e-38L);
                                                            bool l_815_ = (l_813_ <= 1.7976931348623157e308L);
                                                            if (l_814_) {
                                                                local_52 = l_815_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_816_ = local_52;
                                                            if (l_816_) {
                                                                uint64_t l_817_ = l_813_;
                                                                uint64_t l_818_ = (l_817_ >> uint(52uL));
                                                                uint64_t l_819_ = (l_818_ - 23uL);
                                                                uint64_t l_820_ = (l_819_ << uint(52uL));
                                                                double l_821_ = l_820_;
                                                                l_mut_26_ = l_821_;
                                                            }
                                                            double _e1900 = l_mut_48_;
                                                            double _e1901 = l_mut_26_;
                                                            bool l_822_ = (_e1900 == _e1901);
                                                            if (l_822_) {
                                                                double l_823_ = (l_171_ * l_181_);
                                                                double l_824_ = (l_181_ + l_823_);
                                                                double _e1905 = l_mut_57_;
                                                                double l_825_ = (_e1905 * 1.4551915228366852e-11L);
                                                                double l_826_ = (l_824_ + l_825_);
                                                                double _e1909 = l_mut_35_;
                                                                double _e1910 = l_mut_57_;
                                                                double l_827_ = (_e1909 - _e1910);
                                                                double _e1912 = l_mut_35_;
                                                                double _e1913 = l_mut_57_;
                                                                double l_828_ = (_e1912 + _e1913);
                                                                float _e1915 = l_mut_22_;
                                                                uint l_829_ = asuint(_e1915);
                                                                float _e1917 = l_mut_22_;
                                                                double l_830_ = double(_e1917);
                                                                l_mut_57_ = l_830_;
                                                                uint l_831_ = (l_829_ & 2139095040u);
                                                                bool l_832_ = (l_831_ == 0u);
                                                                if (l_832_) {
                                                                    uint l_833_ = (l_829_ & 8388607u);
                                                                    double l_834_ = double(l_833_);
                                                                    double l_835_ = (l_834_ * 1.401298464324817e-45L);
                                                                    l_mut_57_ = l_835_;
                                                                    uint l_836_ = (l_829_ >> 31u);
                                                                    bool l_837_ = (l_836_ == 1u);
                                                                    if (l_837_) {
                                                                        double _e1932 = l_mut_57_;
                                                                        double l_838_ = -(_e1932);
                                                                        l_mut_57_ = l_838_;
                                                                    }
                                                                }
                                                                float _e1934 = l_mut_22_;
                                                                uint l_839_ = asuint(_e1934);
                                                                uint l_840_ = (l_839_ + 1u);
                                                                l_mut_237_ = l_840_;
                                                                uint l_841_ = (l_839_ & 2147483647u);
                                                                bool l_842_ = (l_841_ == 0u);
                                                                if (l_842_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    uint l_843_ = (l_839_ & 2147483648u);
                                                                    bool l_844_ = (l_843_ != 0u);
                                                                    if (l_844_) {
                                                                        uint l_845_ = (l_839_ - 1u);
                                                                        l_mut_237_ = l_845_;
                                                                    } else {
                                                                        bool l_846_ = (l_839_ == 2139095040u);
                                                                        if (l_846_) {
                                                                            l_mut_237_ = l_839_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e1951 = l_mut_237_;
                                                                float l_847_ = asfloat(_e1951);
                                                                uint l_848_ = asuint(l_847_);
                                                                double l_849_ = double(l_847_);
                                                                l_mut_48_ = l_849_;
                                                                uint l_850_ = (l_848_ & 2139095040u);
                                                                bool l_851_ = (l_850_ == 0u);
                                                                if (l_851_) {
                                                                    uint l_852_ = (l_848_ & 8388607u);
                                                                    double l_853_ = double(l_852_);
                                                                    double l_854_ = (l_853_ * 1.401298464324817e-45L);
                                                                    l_mut_48_ = l_854_;
                                                                    uint l_855_ = (l_848_ >> 31u);
                                                                    bool l_856_ = (l_855_ == 1u);
                                                                    if (l_856_) {
                                                                        double _e1968 = l_mut_48_;
                                                                        double l_857_ = -(_e1968);
                                                                        l_mut_48_ = l_857_;
                                                                    }
                                                                }
                                                                float _e1970 = l_mut_22_;
                                                                uint l_858_ = asuint(_e1970);
                                                                uint l_859_ = (l_858_ ^ 2147483648u);
                                                                float l_860_ = asfloat(l_859_);
                                                                uint l_861_ = asuint(l_860_);
                                                                uint l_862_ = (l_861_ + 1u);
                                                                l_mut_237_ = l_862_;
                                                                uint l_863_ = (l_861_ & 2147483647u);
                                                                bool l_864_ = (l_863_ == 0u);
                                                                if (l_864_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    uint l_865_ = (l_861_ & 2147483648u);
                                                                    bool l_866_ = (l_865_ != 0u);
                                                                    if (l_866_) {
                                                                        uint l_867_ = (l_861_ - 1u);
                                                                        l_mut_237_ = l_867_;
                                                                    } else {
                                                                        bool l_868_ = (l_861_ == 2139095040u);
                                                                        if (l_868_) {
                                                                            l_mut_237_ = l_861_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e1991 = l_mut_237_;
                                                                float l_869_ = asfloat(_e1991);
                                                                uint l_870_ = asuint(l_869_);
                                                                uint l_871_ = (l_870_ ^ 2147483648u);
                                                                float l_872_ = asfloat(l_871_);
                                                                uint l_873_ = asuint(l_872_);
                                                                double l_874_ = double(l_872_);
                                                                l_mut_26_ = l_874_;
                                                                uint l_875_ = (l_873_ & 2139095040u);
                                                                bool l_876_ = (l_875_ == 0u);
                                                                if (l_876_) {
                                                                    uint l_877_ = (l_873_ & 8388607u);
                                                                    double l_878_ = double(l_877_);
                                                                    double l_879_ = (l_878_ * 1.401298464324817e-45L);
                                                                    l_mut_26_ = l_879_;
                                                                    uint l_880_ = (l_873_ >> 31u);
                                                                    bool l_881_ = (l_880_ == 1u);
                                                                    if (l_881_) {
                                                                        double _e2012 = l_mut_26_;
                                                                        double l_882_ = -(_e2012);
                                                                        l_mut_26_ = l_882_;
                                                                    }
                                                                }
                                                                double l_883_ = (l_827_ + l_826_);
                                                                double _e2015 = l_mut_57_;
                                                                bool l_884_ = (l_883_ <= _e2015);
                                                                l_mut_291_ = l_884_;
                                                                double l_885_ = (l_827_ - l_826_);
                                                                double _e2018 = l_mut_57_;
                                                                bool l_886_ = (l_885_ > _e2018);
                                                                l_mut_288_ = l_886_;
                                                                double l_887_ = (l_828_ - l_826_);
                                                                double _e2021 = l_mut_57_;
                                                                bool l_888_ = (l_887_ >= _e2021);
                                                                l_mut_285_ = l_888_;
                                                                double l_889_ = (l_828_ + l_826_);
                                                                double _e2024 = l_mut_57_;
                                                                bool l_890_ = (l_889_ < _e2024);
                                                                l_mut_282_ = l_890_;
                                                                if (l_169_) {
                                                                    double l_891_ = (l_827_ + l_826_);
                                                                    double _e2027 = l_mut_48_;
                                                                    bool l_892_ = (l_891_ < _e2027);
                                                                    l_mut_291_ = l_892_;
                                                                    double l_893_ = (l_827_ - l_826_);
                                                                    double _e2030 = l_mut_48_;
                                                                    bool l_894_ = (l_893_ >= _e2030);
                                                                    l_mut_288_ = l_894_;
                                                                    double l_895_ = (l_828_ - l_826_);
                                                                    double _e2033 = l_mut_26_;
                                                                    bool l_896_ = (l_895_ > _e2033);
                                                                    l_mut_285_ = l_896_;
                                                                    double l_897_ = (l_828_ + l_826_);
                                                                    double _e2036 = l_mut_26_;
                                                                    bool l_898_ = (l_897_ <= _e2036);
                                                                    l_mut_282_ = l_898_;
                                                                }
                                                                l_mut_237_ = 2u;
                                                                bool _e2039 = l_mut_288_;
                                                                if (!(_e2039)) {
                                                                    bool _e2043 = l_mut_282_;
                                                                    local_53 = _e2043;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_899_ = local_53;
                                                                if (l_899_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    bool _e2047 = l_mut_291_;
                                                                    if (_e2047) {
                                                                        bool _e2050 = l_mut_285_;
                                                                        local_54 = _e2050;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_900_ = local_54;
                                                                    if (l_900_) {
                                                                        l_mut_237_ = 0u;
                                                                    }
                                                                }
                                                                float _e2054 = l_mut_22_;
                                                                uint l_901_ = asuint(_e2054);
                                                                uint l_902_ = (l_901_ & 2147483647u);
                                                                bool l_903_ = (l_902_ == 0u);
                                                                if (l_903_) {
                                                                    double l_904_ = (l_827_ + l_826_);
                                                                    bool l_905_ = (l_904_ < 1.1754943508222875e-38L);
                                                                    double l_906_ = (l_828_ - l_826_);
                                                                    bool l_907_ = (l_906_ > -1.1754943508222875e-38L);
                                                                    if (l_905_) {
                                                                        local_55 = l_907_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_908_ = local_55;
                                                                    double l_909_ = (l_827_ - l_826_);
                                                                    bool l_910_ = (l_909_ < 1.1754943508222875e-38L);
                                                                    double l_911_ = (l_828_ + l_826_);
                                                                    bool l_912_ = (l_911_ > -1.1754943508222875e-38L);
                                                                    if (l_910_) {
                                                                        local_56 = l_912_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_913_ = local_56;
                                                                    if (l_908_) {
                                                                        l_mut_237_ = 0u;
                                                                    } else {
                                                                        uint _e2081 = l_mut_237_;
                                                                        bool l_914_ = (_e2081 == 1u);
                                                                        if (l_913_) {
                                                                            local_57 = l_914_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_915_ = local_57;
                                                                        if (l_915_) {
                                                                            l_mut_237_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2089 = l_mut_237_;
                                                                l_mut_183_ = _e2089;
                                                            }
                                                        } else {
                                                            bool l_916_ = (l_165_ == 8u);
                                                            if (l_916_) {
                                                                bool l_917_ = (l_178_ >= 0.5L);
                                                                bool l_918_ = (l_178_ <= 2.0L);
                                                                if (l_917_) {
                                                                    local_58 = l_918_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_919_ = local_58;
                                                                if (l_919_) {
                                                                    double l_920_ = (l_171_ * 1.4551915228366852e-11L);
                                                                    double l_921_ = (l_181_ + l_920_);
                                                                    double _e2103 = l_mut_35_;
                                                                    double l_922_ = (_e2103 - l_171_);
                                                                    double _e2105 = l_mut_35_;
                                                                    double l_923_ = (_e2105 + l_171_);
                                                                    float _e2107 = l_mut_22_;
                                                                    uint l_924_ = asuint(_e2107);
                                                                    float _e2109 = l_mut_22_;
                                                                    double l_925_ = double(_e2109);
                                                                    l_mut_57_ = l_925_;
                                                                    uint l_926_ = (l_924_ & 2139095040u);
                                                                    bool l_927_ = (l_926_ == 0u);
                                                                    if (l_927_) {
                                                                        uint l_928_ = (l_924_ & 8388607u);
                                                                        double l_929_ = double(l_928_);
                                                                        double l_930_ = (l_929_ * 1.401298464324817e-45L);
                                                                        l_mut_57_ = l_930_;
                                                                        uint l_931_ = (l_924_ >> 31u);
                                                                        bool l_932_ = (l_931_ == 1u);
                                                                        if (l_932_) {
                                                                            double _e2124 = l_mut_57_;
                                                                            double l_933_ = -(_e2124);
                                                                            l_mut_57_ = l_933_;
                                                                        }
                                                                    }
                                                                    float _e2126 = l_mut_22_;
                                                                    uint l_934_ = asuint(_e2126);
                                                                    uint l_935_ = (l_934_ + 1u);
                                                                    l_mut_237_ = l_935_;
                                                                    uint l_936_ = (l_934_ & 2147483647u);
                                                                    bool l_937_ = (l_936_ == 0u);
                                                                    if (l_937_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        uint l_938_ = (l_934_ & 2147483648u);
                                                                        bool l_939_ = (l_938_ != 0u);
                                                                        if (l_939_) {
                                                                            uint l_940_ = (l_934_ - 1u);
                                                                            l_mut_237_ = l_940_;
                                                                        } else {
                                                                            bool l_941_ = (l_934_ == 2139095040u);
                                                                            if (l_941_) {
                                                                                l_mut_237_ = l_934_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2143 = l_mut_237_;
                                                                    float l_942_ = asfloat(_e2143);
                                                                    uint l_943_ = asuint(l_942_);
                                                                    double l_944_ = double(l_942_);
                                                                    l_mut_48_ = l_944_;
                                                                    uint l_945_ = (l_943_ & 2139095040u);
                                                                    bool l_946_ = (l_945_ == 0u);
                                                                    if (l_946_) {
                                                                        uint l_947_ = (l_943_ & 8388607u);
                                                                        double l_948_ = double(l_947_);
                                                                        double l_949_ = (l_948_ * 1.401298464324817e-45L);
                                                                        l_mut_48_ = l_949_;
                                                                        uint l_950_ = (l_943_ >> 31u);
                                                                        bool l_951_ = (l_950_ == 1u);
                                                                        if (l_951_) {
                                                                            double _e2160 = l_mut_48_;
                                                                            double l_952_ = -(_e2160);
                                                                            l_mut_48_ = l_952_;
                                                                        }
                                                                    }
                                                                    float _e2162 = l_mut_22_;
                                                                    uint l_953_ = asuint(_e2162);
                                                                    uint l_954_ = (l_953_ ^ 2147483648u);
                                                                    float l_955_ = asfloat(l_954_);
                                                                    uint l_956_ = asuint(l_955_);
                                                                    uint l_957_ = (l_956_ + 1u);
                                                                    l_mut_237_ = l_957_;
                                                                    uint l_958_ = (l_956_ & 2147483647u);
                                                                    bool l_959_ = (l_958_ == 0u);
                                                                    if (l_959_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        uint l_960_ = (l_956_ & 2147483648u);
                                                                        bool l_961_ = (l_960_ != 0u);
                                                                        if (l_961_) {
                                                                            uint l_962_ = (l_956_ - 1u);
                                                                            l_mut_237_ = l_962_;
                                                                        } else {
                                                                            bool l_963_ = (l_956_ == 2139095040u);
                                                                            if (l_963_) {
                                                                                l_mut_237_ = l_956_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2183 = l_mut_237_;
                                                                    float l_964_ = asfloat(_e2183);
                                                                    uint l_965_ = asuint(l_964_);
                                                                    uint l_966_ = (l_965_ ^ 2147483648u);
                                                                    float l_967_ = asfloat(l_966_);
                                                                    uint l_968_ = asuint(l_967_);
                                                                    double l_969_ = double(l_967_);
                                                                    l_mut_26_ = l_969_;
                                                                    uint l_970_ = (l_968_ & 2139095040u);
                                                                    bool l_971_ = (l_970_ == 0u);
                                                                    if (l_971_) {
                                                                        uint l_972_ = (l_968_ & 8388607u);
                                                                        double l_973_ = double(l_972_);
                                                                        double l_974_ = (l_973_ * 1.401298464324817e-45L);
                                                                        l_mut_26_ = l_974_;
                                                                        uint l_975_ = (l_968_ >> 31u);
                                                                        bool l_976_ = (l_975_ == 1u);
                                                                        if (l_976_) {
                                                                            double _e2204 = l_mut_26_;
                                                                            double l_977_ = -(_e2204);
                                                                            l_mut_26_ = l_977_;
                                                                        }
                                                                    }
                                                                    double l_978_ = (l_922_ + l_921_);
                                                                    double _e2207 = l_mut_57_;
                                                                    bool l_979_ = (l_978_ <= _e2207);
                                                                    l_mut_291_ = l_979_;
                                                                    double l_980_ = (l_922_ - l_921_);
                                                                    double _e2210 = l_mut_57_;
                                                                    bool l_981_ = (l_980_ > _e2210);
                                                                    l_mut_288_ = l_981_;
                                                                    double l_982_ = (l_923_ - l_921_);
                                                                    double _e2213 = l_mut_57_;
                                                                    bool l_983_ = (l_982_ >= _e2213);
                                                                    l_mut_285_ = l_983_;
                                                                    double l_984_ = (l_923_ + l_921_);
                                                                    double _e2216 = l_mut_57_;
                                                                    bool l_985_ = (l_984_ < _e2216);
                                                                    l_mut_282_ = l_985_;
                                                                    if (l_169_) {
                                                                        double l_986_ = (l_922_ + l_921_);
                                                                        double _e2219 = l_mut_48_;
                                                                        bool l_987_ = (l_986_ < _e2219);
                                                                        l_mut_291_ = l_987_;
                                                                        double l_988_ = (l_922_ - l_921_);
                                                                        double _e2222 = l_mut_48_;
                                                                        bool l_989_ = (l_988_ >= _e2222);
                                                                        l_mut_288_ = l_989_;
                                                                        double l_990_ = (l_923_ - l_921_);
                                                                        double _e2225 = l_mut_26_;
                                                                        bool l_991_ = (l_990_ > _e2225);
                                                                        l_mut_285_ = l_991_;
                                                                        double l_992_ = (l_923_ + l_921_);
                                                                        double _e2228 = l_mut_26_;
                                                                        bool l_993_ = (l_992_ <= _e2228);
                                                                        l_mut_282_ = l_993_;
                                                                    }
                                                                    l_mut_237_ = 2u;
                                                                    bool _e2231 = l_mut_288_;
                                                                    if (!(_e2231)) {
                                                                        bool _e2235 = l_mut_282_;
                                                                        local_59 = _e2235;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_994_ = local_59;
                                                                    if (l_994_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        bool _e2239 = l_mut_291_;
                                                                        if (_e2239) {
                                                                            bool _e2242 = l_mut_285_;
                                                                            local_60 = _e2242;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_995_ = local_60;
                                                                        if (l_995_) {
                                                                            l_mut_237_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2246 = l_mut_22_;
                                                                    uint l_996_ = asuint(_e2246);
                                                                    uint l_997_ = (l_996_ & 2147483647u);
                                                                    bool l_998_ = (l_997_ == 0u);
                                                                    if (l_998_) {
                                                                        double l_999_ = (l_922_ + l_921_);
                                                                        bool l_1000_ = (l_999_ < 1.1754943508222875e-38L);
                                                                        double l_1001_ = (l_923_ - l_921_);
                                                                        bool l_1002_ = (l_1001_ > -1.1754943508222875e-38L);
                                                                        if (l_1000_) {
                                                                            local_61 = l_1002_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1003_ = local_61;
                                                                        double l_1004_ = (l_922_ - l_921_);
                                                                        bool l_1005_ = (l_1004_ < 1.1754943508222875e-38L);
                                                                        double l_1006_ = (l_923_ + l_921_);
                                                                        bool l_1007_ = (l_1006_ > -1.1754943508222875e-38L);
                                                                        if (l_1005_) {
                                                                            local_62 = l_1007_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1008_ = local_62;
                                                                        if (l_1003_) {
                                                                            l_mut_237_ = 0u;
                                                                        } else {
                                                                            uint _e2273 = l_mut_237_;
                                                                            bool l_1009_ = (_e2273 == 1u);
                                                                            if (l_1008_) {
                                                                                local_63 = l_1009_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1010_ = local_63;
                                                                            if (l_1010_) {
                                                                                l_mut_237_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2281 = l_mut_237_;
                                                                    l_mut_183_ = _e2281;
                                                                } else {
                                                                    double _e2282 = l_mut_35_;
                                                                    double l_1011_ = abs(_e2282);
                                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                                    bool l_1012_ = (l_1011_ >= 1.1754943508222875e-38L);
                                                                    bool l_1013_ = (l_1011_ <= 1.7976931348623157e308L);
                                                                    if (l_1012_) {
                                                                        local_64 = l_1013_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1014_ = local_64;
                                                                    if (l_1014_) {
                                                                        uint64_t l_1015_ = l_1011_;
                                                                        uint64_t l_1016_ = (l_1015_ >> uint(52uL));
                                                                        uint64_t l_1017_ = (l_1016_ - 23uL);
                                                                        uint64_t l_1018_ = (l_1017_ << uint(52uL));
                                                                        double l_1019_ = l_1018_;
                                                                        l_mut_57_ = l_1019_;
                                                                    }
                                                                    double _e2305 = l_mut_57_;
                                                                    double l_1020_ = (l_174_ * _e2305);
                                                                    l_mut_237_ = 2u;
                                                                    double _e2308 = l_mut_35_;
                                                                    double l_1021_ = (_e2308 - l_181_);
                                                                    double l_1022_ = abs(l_1021_);
                                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                                    bool l_1023_ = (l_1022_ >= 1.1754943508222875e-38L);
                                                                    bool l_1024_ = (l_1022_ <= 1.7976931348623157e308L);
                                                                    if (l_1023_) {
                                                                        local_65 = l_1024_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1025_ = local_65;
                                                                    if (l_1025_) {
                                                                        uint64_t l_1026_ = l_1022_;
                                                                        uint64_t l_1027_ = (l_1026_ >> uint(52uL));
                                                                        uint64_t l_1028_ = (l_1027_ - 23uL);
                                                                        uint64_t l_1029_ = (l_1028_ << uint(52uL));
                                                                        double l_1030_ = l_1029_;
                                                                        l_mut_57_ = l_1030_;
                                                                    }
                                                                    double _e2332 = l_mut_35_;
                                                                    double l_1031_ = (_e2332 + l_181_);
                                                                    double l_1032_ = abs(l_1031_);
                                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                                    bool l_1033_ = (l_1032_ >= 1.1754943508222875e-38L);
                                                                    bool l_1034_ = (l_1032_ <= 1.7976931348623157e308L);
                                                                    if (l_1033_) {
                                                                        local_66 = l_1034_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1035_ = local_66;
                                                                    if (l_1035_) {
                                                                        uint64_t l_1036_ = l_1032_;
                                                                        uint64_t l_1037_ = (l_1036_ >> uint(52uL));
                                                                        uint64_t l_1038_ = (l_1037_ - 23uL);
                                                                        uint64_t l_1039_ = (l_1038_ << uint(52uL));
                                                                        double l_1040_ = l_1039_;
                                                                        l_mut_48_ = l_1040_;
                                                                    }
                                                                    double _e2356 = l_mut_57_;
                                                                    double _e2357 = l_mut_48_;
                                                                    bool l_1041_ = (_e2356 == _e2357);
                                                                    if (l_1041_) {
                                                                        double l_1042_ = (l_1020_ * 1.4551915228366852e-11L);
                                                                        double l_1043_ = (l_181_ + l_1042_);
                                                                        double _e2362 = l_mut_35_;
                                                                        double l_1044_ = (_e2362 - l_1020_);
                                                                        double _e2364 = l_mut_35_;
                                                                        double l_1045_ = (_e2364 + l_1020_);
                                                                        float _e2366 = l_mut_22_;
                                                                        uint l_1046_ = asuint(_e2366);
                                                                        float _e2368 = l_mut_22_;
                                                                        double l_1047_ = double(_e2368);
                                                                        l_mut_57_ = l_1047_;
                                                                        uint l_1048_ = (l_1046_ & 2139095040u);
                                                                        bool l_1049_ = (l_1048_ == 0u);
                                                                        if (l_1049_) {
                                                                            uint l_1050_ = (l_1046_ & 8388607u);
                                                                            double l_1051_ = double(l_1050_);
                                                                            double l_1052_ = (l_1051_ * 1.401298464324817e-45L);
                                                                            l_mut_57_ = l_1052_;
                                                                            uint l_1053_ = (l_1046_ >> 31u);
                                                                            bool l_1054_ = (l_1053_ == 1u);
                                                                            if (l_1054_) {
                                                                                double _e2383 = l_mut_57_;
                                                                                double l_1055_ = -(_e2383);
                                                                                l_mut_57_ = l_1055_;
                                                                            }
                                                                        }
                                                                        float _e2385 = l_mut_22_;
                                                                        uint l_1056_ = asuint(_e2385);
                                                                        uint l_1057_ = (l_1056_ + 1u);
                                                                        l_mut_199_ = l_1057_;
                                                                        uint l_1058_ = (l_1056_ & 2147483647u);
                                                                        bool l_1059_ = (l_1058_ == 0u);
                                                                        if (l_1059_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            uint l_1060_ = (l_1056_ & 2147483648u);
                                                                            bool l_1061_ = (l_1060_ != 0u);
                                                                            if (l_1061_) {
                                                                                uint l_1062_ = (l_1056_ - 1u);
                                                                                l_mut_199_ = l_1062_;
                                                                            } else {
                                                                                bool l_1063_ = (l_1056_ == 2139095040u);
                                                                                if (l_1063_) {
                                                                                    l_mut_199_ = l_1056_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2402 = l_mut_199_;
                                                                        float l_1064_ = asfloat(_e2402);
                                                                        uint l_1065_ = asuint(l_1064_);
                                                                        double l_1066_ = double(l_1064_);
                                                                        l_mut_48_ = l_1066_;
                                                                        uint l_1067_ = (l_1065_ & 2139095040u);
                                                                        bool l_1068_ = (l_1067_ == 0u);
                                                                        if (l_1068_) {
                                                                            uint l_1069_ = (l_1065_ & 8388607u);
                                                                            double l_1070_ = double(l_1069_);
                                                                            double l_1071_ = (l_1070_ * 1.401298464324817e-45L);
                                                                            l_mut_48_ = l_1071_;
                                                                            uint l_1072_ = (l_1065_ >> 31u);
                                                                            bool l_1073_ = (l_1072_ == 1u);
                                                                            if (l_1073_) {
                                                                                double _e2419 = l_mut_48_;
                                                                                double l_1074_ = -(_e2419);
                                                                                l_mut_48_ = l_1074_;
                                                                            }
                                                                        }
                                                                        float _e2421 = l_mut_22_;
                                                                        uint l_1075_ = asuint(_e2421);
                                                                        uint l_1076_ = (l_1075_ ^ 2147483648u);
                                                                        float l_1077_ = asfloat(l_1076_);
                                                                        uint l_1078_ = asuint(l_1077_);
                                                                        uint l_1079_ = (l_1078_ + 1u);
                                                                        l_mut_199_ = l_1079_;
                                                                        uint l_1080_ = (l_1078_ & 2147483647u);
                                                                        bool l_1081_ = (l_1080_ == 0u);
                                                                        if (l_1081_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            uint l_1082_ = (l_1078_ & 2147483648u);
                                                                            bool l_1083_ = (l_1082_ != 0u);
                                                                            if (l_1083_) {
                                                                                uint l_1084_ = (l_1078_ - 1u);
                                                                                l_mut_199_ = l_1084_;
                                                                            } else {
                                                                                bool l_1085_ = (l_1078_ == 2139095040u);
                                                                                if (l_1085_) {
                                                                                    l_mut_199_ = l_1078_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2442 = l_mut_199_;
                                                                        float l_1086_ = asfloat(_e2442);
                                                                        uint l_1087_ = asuint(l_1086_);
                                                                        uint l_1088_ = (l_1087_ ^ 2147483648u);
                                                                        float l_1089_ = asfloat(l_1088_);
                                                                        uint l_1090_ = asuint(l_1089_);
                                                                        double l_1091_ = double(l_1089_);
                                                                        l_mut_26_ = l_1091_;
                                                                        uint l_1092_ = (l_1090_ & 2139095040u);
                                                                        bool l_1093_ = (l_1092_ == 0u);
                                                                        if (l_1093_) {
                                                                            uint l_1094_ = (l_1090_ & 8388607u);
                                                                            double l_1095_ = double(l_1094_);
                                                                            double l_1096_ = (l_1095_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_1096_;
                                                                            uint l_1097_ = (l_1090_ >> 31u);
                                                                            bool l_1098_ = (l_1097_ == 1u);
                                                                            if (l_1098_) {
                                                                                double _e2463 = l_mut_26_;
                                                                                double l_1099_ = -(_e2463);
                                                                                l_mut_26_ = l_1099_;
                                                                            }
                                                                        }
                                                                        double l_1100_ = (l_1044_ + l_1043_);
                                                                        double _e2466 = l_mut_57_;
                                                                        bool l_1101_ = (l_1100_ <= _e2466);
                                                                        l_mut_291_ = l_1101_;
                                                                        double l_1102_ = (l_1044_ - l_1043_);
                                                                        double _e2469 = l_mut_57_;
                                                                        bool l_1103_ = (l_1102_ > _e2469);
                                                                        l_mut_288_ = l_1103_;
                                                                        double l_1104_ = (l_1045_ - l_1043_);
                                                                        double _e2472 = l_mut_57_;
                                                                        bool l_1105_ = (l_1104_ >= _e2472);
                                                                        l_mut_285_ = l_1105_;
                                                                        double l_1106_ = (l_1045_ + l_1043_);
                                                                        double _e2475 = l_mut_57_;
                                                                        bool l_1107_ = (l_1106_ < _e2475);
                                                                        l_mut_282_ = l_1107_;
                                                                        if (l_169_) {
                                                                            double l_1108_ = (l_1044_ + l_1043_);
                                                                            double _e2478 = l_mut_48_;
                                                                            bool l_1109_ = (l_1108_ < _e2478);
                                                                            l_mut_291_ = l_1109_;
                                                                            double l_1110_ = (l_1044_ - l_1043_);
                                                                            double _e2481 = l_mut_48_;
                                                                            bool l_1111_ = (l_1110_ >= _e2481);
                                                                            l_mut_288_ = l_1111_;
                                                                            double l_1112_ = (l_1045_ - l_1043_);
                                                                            double _e2484 = l_mut_26_;
                                                                            bool l_1113_ = (l_1112_ > _e2484);
                                                                            l_mut_285_ = l_1113_;
                                                                            double l_1114_ = (l_1045_ + l_1043_);
                                                                            double _e2487 = l_mut_26_;
                                                                            bool l_1115_ = (l_1114_ <= _e2487);
                                                                            l_mut_282_ = l_1115_;
                                                                        }
                                                                        l_mut_199_ = 2u;
                                                                        bool _e2490 = l_mut_288_;
                                                                        if (!(_e2490)) {
                                                                            bool _e2494 = l_mut_282_;
                                                                            local_67 = _e2494;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1116_ = local_67;
                                                                        if (l_1116_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            bool _e2498 = l_mut_291_;
                                                                            if (_e2498) {
                                                                                bool _e2501 = l_mut_285_;
                                                                                local_68 = _e2501;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1117_ = local_68;
                                                                            if (l_1117_) {
                                                                                l_mut_199_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2505 = l_mut_22_;
                                                                        uint l_1118_ = asuint(_e2505);
                                                                        uint l_1119_ = (l_1118_ & 2147483647u);
                                                                        bool l_1120_ = (l_1119_ == 0u);
                                                                        if (l_1120_) {
                                                                            double l_1121_ = (l_1044_ + l_1043_);
                                                                            bool l_1122_ = (l_1121_ < 1.1754943508222875e-38L);
                                                                            double l_1123_ = (l_1045_ - l_1043_);
                                                                            bool l_1124_ = (l_1123_ > -1.1754943508222875e-38L);
                                                                            if (l_1122_) {
                                                                                local_69 = l_1124_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1125_ = local_69;
                                                                            double l_1126_ = (l_1044_ - l_1043_);
                                                                            bool l_1127_ = (l_1126_ < 1.1754943508222875e-38L);
                                                                            double l_1128_ = (l_1045_ + l_1043_);
                                                                            bool l_1129_ = (l_1128_ > -1.1754943508222875e-38L);
                                                                            if (l_1127_) {
                                                                                local_70 = l_1129_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1130_ = local_70;
                                                                            if (l_1125_) {
                                                                                l_mut_199_ = 0u;
                                                                            } else {
                                                                                uint _e2532 = l_mut_199_;
                                                                                bool l_1131_ = (_e2532 == 1u);
                                                                                if (l_1130_) {
                                                                                    local_71 = l_1131_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1132_ = local_71;
                                                                                if (l_1132_) {
                                                                                    l_mut_199_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2540 = l_mut_199_;
                                                                        l_mut_237_ = _e2540;
                                                                    }
                                                                    uint _e2541 = l_mut_237_;
                                                                    l_mut_183_ = _e2541;
                                                                }
                                                            } else {
                                                                bool l_1133_ = (l_165_ == 9u);
                                                                if (l_1133_) {
                                                                    a_1134_[0] = 1u;
                                                                    double l_1135_ = sqrt(l_178_);
                                                                    double l_1136_ = (1.0L / l_1135_);
                                                                    double l_1137_ = (l_1136_ * 1.4551915228366852e-11L);
                                                                    double l_1138_ = abs(l_1136_);
                                                                    l_mut_57_ = 1.401298464324817e-45L;
                                                                    bool l_1139_ = (l_1138_ >= 1.1754943508222875e-38L);
                                                                    bool l_1140_ = (l_1138_ <= 1.7976931348623157e308L);
                                                                    if (l_1139_) {
                                                                        local_72 = l_1140_;
                                                                    } else {
                                                                        local_72 = false;
                                                                    }
                                                                    bool l_1141_ = local_72;
                                                                    if (l_1141_) {
                                                                        uint64_t l_1142_ = l_1138_;
                                                                        uint64_t l_1143_ = (l_1142_ >> uint(52uL));
                                                                        uint64_t l_1144_ = (l_1143_ - 23uL);
                                                                        uint64_t l_1145_ = (l_1144_ << uint(52uL));
                                                                        double l_1146_ = l_1145_;
                                                                        l_mut_57_ = l_1146_;
                                                                    }
                                                                    double l_1147_ = (l_1136_ - l_1137_);
                                                                    double l_1148_ = abs(l_1147_);
                                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                                    bool l_1149_ = (l_1148_ >= 1.1754943508222875e-38L);
                                                                    bool l_1150_ = (l_1148_ <= 1.7976931348623157e308L);
                                                                    if (l_1149_) {
                                                                        local_73 = l_1150_;
                                                                    } else {
                                                                        local_73 = false;
                                                                    }
                                                                    bool l_1151_ = local_73;
                                                                    if (l_1151_) {
                                                                        uint64_t l_1152_ = l_1148_;
                                                                        uint64_t l_1153_ = (l_1152_ >> uint(52uL));
                                                                        uint64_t l_1154_ = (l_1153_ - 23uL);
                                                                        uint64_t l_1155_ = (l_1154_ << uint(52uL));
                                                                        double l_1156_ = l_1155_;
                                                                        l_mut_48_ = l_1156_;
                                                                    }
                                                                    double l_1157_ = (l_1136_ + l_1137_);
                                                                    double l_1158_ = abs(l_1157_);
                                                                    l_mut_26_ = 1.401298464324817e-45L;
                                                                    bool l_1159_ = (l_1158_ >= 1.1754943508222875e-38L);
                                                                    bool l_1160_ = (l_1158_ <= 1.7976931348623157e308L);
                                                                    if (l_1159_) {
                                                                        local_74 = l_1160_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_1161_ = local_74;
                                                                    if (l_1161_) {
                                                                        uint64_t l_1162_ = l_1158_;
                                                                        uint64_t l_1163_ = (l_1162_ >> uint(52uL));
                                                                        uint64_t l_1164_ = (l_1163_ - 23uL);
                                                                        uint64_t l_1165_ = (l_1164_ << uint(52uL));
                                                                        double l_1166_ = l_1165_;
                                                                        l_mut_26_ = l_1166_;
                                                                    }
                                                                    double _e2619 = l_mut_48_;
                                                                    double _e2620 = l_mut_26_;
                                                                    bool l_1167_ = (_e2619 == _e2620);
                                                                    bool l_1168_ = !(l_1167_);
                                                                    if (l_1168_) {
                                                                        a_1134_[0] = 0u;
                                                                    }
                                                                    double _e2625 = l_mut_57_;
                                                                    double l_1169_ = (l_171_ * _e2625);
                                                                    double l_1170_ = (l_1136_ - l_1169_);
                                                                    l_mut_48_ = l_1170_;
                                                                    if (l_169_) {
                                                                        double l_1171_ = (l_1170_ - l_1137_);
                                                                        double l_1172_ = (l_1171_ * 7.1362384635298e44L);
                                                                        double l_1173_ = floor(l_1172_);
                                                                        double l_1174_ = (l_1173_ * 1.401298464324817e-45L);
                                                                        l_mut_26_ = l_1174_;
                                                                        double l_1175_ = abs(l_1171_);
                                                                        bool l_1176_ = (l_1175_ >= 1.1754943508222875e-38L);
                                                                        if (l_1176_) {
                                                                            float l_1177_ = float(l_1171_);
                                                                            double l_1178_ = double(l_1177_);
                                                                            l_mut_26_ = l_1178_;
                                                                            double _e2639 = l_mut_26_;
                                                                            bool l_1179_ = (_e2639 > l_1171_);
                                                                            if (l_1179_) {
                                                                                uint l_1180_ = asuint(l_1177_);
                                                                                uint l_1181_ = (l_1180_ ^ 2147483648u);
                                                                                float l_1182_ = asfloat(l_1181_);
                                                                                uint l_1183_ = asuint(l_1182_);
                                                                                uint l_1184_ = (l_1183_ + 1u);
                                                                                l_mut_237_ = l_1184_;
                                                                                uint l_1185_ = (l_1183_ & 2147483647u);
                                                                                bool l_1186_ = (l_1185_ == 0u);
                                                                                if (l_1186_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1187_ = (l_1183_ & 2147483648u);
                                                                                    bool l_1188_ = (l_1187_ != 0u);
                                                                                    if (l_1188_) {
                                                                                        uint l_1189_ = (l_1183_ - 1u);
                                                                                        l_mut_237_ = l_1189_;
                                                                                    } else {
                                                                                        bool l_1190_ = (l_1183_ == 2139095040u);
                                                                                        if (l_1190_) {
                                                                                            l_mut_237_ = l_1183_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2661 = l_mut_237_;
                                                                                float l_1191_ = asfloat(_e2661);
                                                                                uint l_1192_ = asuint(l_1191_);
                                                                                uint l_1193_ = (l_1192_ ^ 2147483648u);
                                                                                float l_1194_ = asfloat(l_1193_);
                                                                                uint l_1195_ = asuint(l_1194_);
                                                                                double l_1196_ = double(l_1194_);
                                                                                l_mut_1197_ = l_1196_;
                                                                                uint l_1198_ = (l_1195_ & 2139095040u);
                                                                                bool l_1199_ = (l_1198_ == 0u);
                                                                                if (l_1199_) {
                                                                                    uint l_1200_ = (l_1195_ & 8388607u);
                                                                                    double l_1201_ = double(l_1200_);
                                                                                    double l_1202_ = (l_1201_ * 1.401298464324817e-45L);
                                                                                    l_mut_1197_ = l_1202_;
                                                                                    uint l_1203_ = (l_1195_ >> 31u);
                                                                                    bool l_1204_ = (l_1203_ == 1u);
                                                                                    if (l_1204_) {
                                                                                        double _e2682 = l_mut_1197_;
                                                                                        double l_1205_ = -(_e2682);
                                                                                        l_mut_1197_ = l_1205_;
                                                                                    }
                                                                                }
                                                                                double _e2684 = l_mut_1197_;
                                                                                l_mut_26_ = _e2684;
                                                                            } else {
                                                                                uint l_1206_ = asuint(l_1177_);
                                                                                uint l_1207_ = (l_1206_ + 1u);
                                                                                l_mut_237_ = l_1207_;
                                                                                uint l_1208_ = (l_1206_ & 2147483647u);
                                                                                bool l_1209_ = (l_1208_ == 0u);
                                                                                if (l_1209_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1210_ = (l_1206_ & 2147483648u);
                                                                                    bool l_1211_ = (l_1210_ != 0u);
                                                                                    if (l_1211_) {
                                                                                        uint l_1212_ = (l_1206_ - 1u);
                                                                                        l_mut_237_ = l_1212_;
                                                                                    } else {
                                                                                        bool l_1213_ = (l_1206_ == 2139095040u);
                                                                                        if (l_1213_) {
                                                                                            l_mut_237_ = l_1206_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2701 = l_mut_237_;
                                                                                float l_1214_ = asfloat(_e2701);
                                                                                uint l_1215_ = asuint(l_1214_);
                                                                                double l_1216_ = double(l_1214_);
                                                                                l_mut_1197_ = l_1216_;
                                                                                uint l_1217_ = (l_1215_ & 2139095040u);
                                                                                bool l_1218_ = (l_1217_ == 0u);
                                                                                if (l_1218_) {
                                                                                    uint l_1219_ = (l_1215_ & 8388607u);
                                                                                    double l_1220_ = double(l_1219_);
                                                                                    double l_1221_ = (l_1220_ * 1.401298464324817e-45L);
                                                                                    l_mut_1197_ = l_1221_;
                                                                                    uint l_1222_ = (l_1215_ >> 31u);
                                                                                    bool l_1223_ = (l_1222_ == 1u);
                                                                                    if (l_1223_) {
                                                                                        double _e2718 = l_mut_1197_;
                                                                                        double l_1224_ = -(_e2718);
                                                                                        l_mut_1197_ = l_1224_;
                                                                                    }
                                                                                }
                                                                                double _e2720 = l_mut_1197_;
                                                                                bool l_1225_ = (_e2720 <= l_1171_);
                                                                                if (l_1225_) {
                                                                                    uint l_1226_ = asuint(l_1177_);
                                                                                    uint l_1227_ = (l_1226_ + 1u);
                                                                                    l_mut_237_ = l_1227_;
                                                                                    uint l_1228_ = (l_1226_ & 2147483647u);
                                                                                    bool l_1229_ = (l_1228_ == 0u);
                                                                                    if (l_1229_) {
                                                                                        l_mut_237_ = 1u;
                                                                                    } else {
                                                                                        uint l_1230_ = (l_1226_ & 2147483648u);
                                                                                        bool l_1231_ = (l_1230_ != 0u);
                                                                                        if (l_1231_) {
                                                                                            uint l_1232_ = (l_1226_ - 1u);
                                                                                            l_mut_237_ = l_1232_;
                                                                                        } else {
                                                                                            bool l_1233_ = (l_1226_ == 2139095040u);
                                                                                            if (l_1233_) {
                                                                                                l_mut_237_ = l_1226_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e2738 = l_mut_237_;
                                                                                    float l_1234_ = asfloat(_e2738);
                                                                                    uint l_1235_ = asuint(l_1234_);
                                                                                    double l_1236_ = double(l_1234_);
                                                                                    l_mut_1197_ = l_1236_;
                                                                                    uint l_1237_ = (l_1235_ & 2139095040u);
                                                                                    bool l_1238_ = (l_1237_ == 0u);
                                                                                    if (l_1238_) {
                                                                                        uint l_1239_ = (l_1235_ & 8388607u);
                                                                                        double l_1240_ = double(l_1239_);
                                                                                        double l_1241_ = (l_1240_ * 1.401298464324817e-45L);
                                                                                        l_mut_1197_ = l_1241_;
                                                                                        uint l_1242_ = (l_1235_ >> 31u);
                                                                                        bool l_1243_ = (l_1242_ == 1u);
                                                                                        if (l_1243_) {
                                                                                            double _e2755 = l_mut_1197_;
                                                                                            double l_1244_ = -(_e2755);
                                                                                            l_mut_1197_ = l_1244_;
                                                                                        }
                                                                                    }
                                                                                    double _e2757 = l_mut_1197_;
                                                                                    l_mut_26_ = _e2757;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1245_ = (l_1170_ + l_1137_);
                                                                        double l_1246_ = (l_1245_ * 7.1362384635298e44L);
                                                                        double l_1247_ = floor(l_1246_);
                                                                        double l_1248_ = (l_1247_ * 1.401298464324817e-45L);
                                                                        l_mut_1197_ = l_1248_;
                                                                        double l_1249_ = abs(l_1245_);
                                                                        bool l_1250_ = (l_1249_ >= 1.1754943508222875e-38L);
                                                                        if (l_1250_) {
                                                                            float l_1251_ = float(l_1245_);
                                                                            double l_1252_ = double(l_1251_);
                                                                            l_mut_1197_ = l_1252_;
                                                                            double _e2769 = l_mut_1197_;
                                                                            bool l_1253_ = (_e2769 > l_1245_);
                                                                            if (l_1253_) {
                                                                                uint l_1254_ = asuint(l_1251_);
                                                                                uint l_1255_ = (l_1254_ ^ 2147483648u);
                                                                                float l_1256_ = asfloat(l_1255_);
                                                                                uint l_1257_ = asuint(l_1256_);
                                                                                uint l_1258_ = (l_1257_ + 1u);
                                                                                l_mut_237_ = l_1258_;
                                                                                uint l_1259_ = (l_1257_ & 2147483647u);
                                                                                bool l_1260_ = (l_1259_ == 0u);
                                                                                if (l_1260_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1261_ = (l_1257_ & 2147483648u);
                                                                                    bool l_1262_ = (l_1261_ != 0u);
                                                                                    if (l_1262_) {
                                                                                        uint l_1263_ = (l_1257_ - 1u);
                                                                                        l_mut_237_ = l_1263_;
                                                                                    } else {
                                                                                        bool l_1264_ = (l_1257_ == 2139095040u);
                                                                                        if (l_1264_) {
                                                                                            l_mut_237_ = l_1257_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2791 = l_mut_237_;
                                                                                float l_1265_ = asfloat(_e2791);
                                                                                uint l_1266_ = asuint(l_1265_);
                                                                                uint l_1267_ = (l_1266_ ^ 2147483648u);
                                                                                float l_1268_ = asfloat(l_1267_);
                                                                                uint l_1269_ = asuint(l_1268_);
                                                                                double l_1270_ = double(l_1268_);
                                                                                l_mut_1271_ = l_1270_;
                                                                                uint l_1272_ = (l_1269_ & 2139095040u);
                                                                                bool l_1273_ = (l_1272_ == 0u);
                                                                                if (l_1273_) {
                                                                                    uint l_1274_ = (l_1269_ & 8388607u);
                                                                                    double l_1275_ = double(l_1274_);
                                                                                    double l_1276_ = (l_1275_ * 1.401298464324817e-45L);
                                                                                    l_mut_1271_ = l_1276_;
                                                                                    uint l_1277_ = (l_1269_ >> 31u);
                                                                                    bool l_1278_ = (l_1277_ == 1u);
                                                                                    if (l_1278_) {
                                                                                        double _e2812 = l_mut_1271_;
                                                                                        double l_1279_ = -(_e2812);
                                                                                        l_mut_1271_ = l_1279_;
                                                                                    }
                                                                                }
                                                                                double _e2814 = l_mut_1271_;
                                                                                l_mut_1197_ = _e2814;
                                                                            } else {
                                                                                uint l_1280_ = asuint(l_1251_);
                                                                                uint l_1281_ = (l_1280_ + 1u);
                                                                                l_mut_237_ = l_1281_;
                                                                                uint l_1282_ = (l_1280_ & 2147483647u);
                                                                                bool l_1283_ = (l_1282_ == 0u);
                                                                                if (l_1283_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1284_ = (l_1280_ & 2147483648u);
                                                                                    bool l_1285_ = (l_1284_ != 0u);
                                                                                    if (l_1285_) {
                                                                                        uint l_1286_ = (l_1280_ - 1u);
                                                                                        l_mut_237_ = l_1286_;
                                                                                    } else {
                                                                                        bool l_1287_ = (l_1280_ == 2139095040u);
                                                                                        if (l_1287_) {
                                                                                            l_mut_237_ = l_1280_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2831 = l_mut_237_;
                                                                                float l_1288_ = asfloat(_e2831);
                                                                                uint l_1289_ = asuint(l_1288_);
                                                                                double l_1290_ = double(l_1288_);
                                                                                l_mut_1271_ = l_1290_;
                                                                                uint l_1291_ = (l_1289_ & 2139095040u);
                                                                                bool l_1292_ = (l_1291_ == 0u);
                                                                                if (l_1292_) {
                                                                                    uint l_1293_ = (l_1289_ & 8388607u);
                                                                                    double l_1294_ = double(l_1293_);
                                                                                    double l_1295_ = (l_1294_ * 1.401298464324817e-45L);
                                                                                    l_mut_1271_ = l_1295_;
                                                                                    uint l_1296_ = (l_1289_ >> 31u);
                                                                                    bool l_1297_ = (l_1296_ == 1u);
                                                                                    if (l_1297_) {
                                                                                        double _e2848 = l_mut_1271_;
                                                                                        double l_1298_ = -(_e2848);
                                                                                        l_mut_1271_ = l_1298_;
                                                                                    }
                                                                                }
                                                                                double _e2850 = l_mut_1271_;
                                                                                bool l_1299_ = (_e2850 <= l_1245_);
                                                                                if (l_1299_) {
                                                                                    uint l_1300_ = asuint(l_1251_);
                                                                                    uint l_1301_ = (l_1300_ + 1u);
                                                                                    l_mut_237_ = l_1301_;
                                                                                    uint l_1302_ = (l_1300_ & 2147483647u);
                                                                                    bool l_1303_ = (l_1302_ == 0u);
                                                                                    if (l_1303_) {
                                                                                        l_mut_237_ = 1u;
                                                                                    } else {
                                                                                        uint l_1304_ = (l_1300_ & 2147483648u);
                                                                                        bool l_1305_ = (l_1304_ != 0u);
                                                                                        if (l_1305_) {
                                                                                            uint l_1306_ = (l_1300_ - 1u);
                                                                                            l_mut_237_ = l_1306_;
                                                                                        } else {
                                                                                            bool l_1307_ = (l_1300_ == 2139095040u);
                                                                                            if (l_1307_) {
                                                                                                l_mut_237_ = l_1300_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e2868 = l_mut_237_;
                                                                                    float l_1308_ = asfloat(_e2868);
                                                                                    uint l_1309_ = asuint(l_1308_);
                                                                                    double l_1310_ = double(l_1308_);
                                                                                    l_mut_1271_ = l_1310_;
                                                                                    uint l_1311_ = (l_1309_ & 2139095040u);
                                                                                    bool l_1312_ = (l_1311_ == 0u);
                                                                                    if (l_1312_) {
                                                                                        uint l_1313_ = (l_1309_ & 8388607u);
                                                                                        double l_1314_ = double(l_1313_);
                                                                                        double l_1315_ = (l_1314_ * 1.401298464324817e-45L);
                                                                                        l_mut_1271_ = l_1315_;
                                                                                        uint l_1316_ = (l_1309_ >> 31u);
                                                                                        bool l_1317_ = (l_1316_ == 1u);
                                                                                        if (l_1317_) {
                                                                                            double _e2885 = l_mut_1271_;
                                                                                            double l_1318_ = -(_e2885);
                                                                                            l_mut_1271_ = l_1318_;
                                                                                        }
                                                                                    }
                                                                                    double _e2887 = l_mut_1271_;
                                                                                    l_mut_1197_ = _e2887;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2888 = l_mut_26_;
                                                                        double _e2889 = l_mut_1197_;
                                                                        bool l_1319_ = (_e2888 == _e2889);
                                                                        bool l_1320_ = !(l_1319_);
                                                                        if (l_1320_) {
                                                                            a_1134_[0] = 0u;
                                                                        }
                                                                        double l_1321_ = (l_1170_ * 7.1362384635298e44L);
                                                                        double l_1322_ = floor(l_1321_);
                                                                        double l_1323_ = (l_1322_ * 1.401298464324817e-45L);
                                                                        l_mut_1271_ = l_1323_;
                                                                        double l_1324_ = abs(l_1170_);
                                                                        bool l_1325_ = (l_1324_ >= 1.1754943508222875e-38L);
                                                                        if (l_1325_) {
                                                                            float l_1326_ = float(l_1170_);
                                                                            double l_1327_ = double(l_1326_);
                                                                            l_mut_1271_ = l_1327_;
                                                                            double _e2904 = l_mut_1271_;
                                                                            bool l_1328_ = (_e2904 > l_1170_);
                                                                            if (l_1328_) {
                                                                                uint l_1329_ = asuint(l_1326_);
                                                                                uint l_1330_ = (l_1329_ ^ 2147483648u);
                                                                                float l_1331_ = asfloat(l_1330_);
                                                                                uint l_1332_ = asuint(l_1331_);
                                                                                uint l_1333_ = (l_1332_ + 1u);
                                                                                l_mut_237_ = l_1333_;
                                                                                uint l_1334_ = (l_1332_ & 2147483647u);
                                                                                bool l_1335_ = (l_1334_ == 0u);
                                                                                if (l_1335_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1336_ = (l_1332_ & 2147483648u);
                                                                                    bool l_1337_ = (l_1336_ != 0u);
                                                                                    if (l_1337_) {
                                                                                        uint l_1338_ = (l_1332_ - 1u);
                                                                                        l_mut_237_ = l_1338_;
                                                                                    } else {
                                                                                        bool l_1339_ = (l_1332_ == 2139095040u);
                                                                                        if (l_1339_) {
                                                                                            l_mut_237_ = l_1332_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2926 = l_mut_237_;
                                                                                float l_1340_ = asfloat(_e2926);
                                                                                uint l_1341_ = asuint(l_1340_);
                                                                                uint l_1342_ = (l_1341_ ^ 2147483648u);
                                                                                float l_1343_ = asfloat(l_1342_);
                                                                                uint l_1344_ = asuint(l_1343_);
                                                                                double l_1345_ = double(l_1343_);
                                                                                l_mut_1197_ = l_1345_;
                                                                                uint l_1346_ = (l_1344_ & 2139095040u);
                                                                                bool l_1347_ = (l_1346_ == 0u);
                                                                                if (l_1347_) {
                                                                                    uint l_1348_ = (l_1344_ & 8388607u);
                                                                                    double l_1349_ = double(l_1348_);
                                                                                    double l_1350_ = (l_1349_ * 1.401298464324817e-45L);
                                                                                    l_mut_1197_ = l_1350_;
                                                                                    uint l_1351_ = (l_1344_ >> 31u);
                                                                                    bool l_1352_ = (l_1351_ == 1u);
                                                                                    if (l_1352_) {
                                                                                        double _e2947 = l_mut_1197_;
                                                                                        double l_1353_ = -(_e2947);
                                                                                        l_mut_1197_ = l_1353_;
                                                                                    }
                                                                                }
                                                                                double _e2949 = l_mut_1197_;
                                                                                l_mut_1271_ = _e2949;
                                                                            } else {
                                                                                uint l_1354_ = asuint(l_1326_);
                                                                                uint l_1355_ = (l_1354_ + 1u);
                                                                                l_mut_237_ = l_1355_;
                                                                                uint l_1356_ = (l_1354_ & 2147483647u);
                                                                                bool l_1357_ = (l_1356_ == 0u);
                                                                                if (l_1357_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1358_ = (l_1354_ & 2147483648u);
                                                                                    bool l_1359_ = (l_1358_ != 0u);
                                                                                    if (l_1359_) {
                                                                                        uint l_1360_ = (l_1354_ - 1u);
                                                                                        l_mut_237_ = l_1360_;
                                                                                    } else {
                                                                                        bool l_1361_ = (l_1354_ == 2139095040u);
                                                                                        if (l_1361_) {
                                                                                            l_mut_237_ = l_1354_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2966 = l_mut_237_;
                                                                                float l_1362_ = asfloat(_e2966);
                                                                                uint l_1363_ = asuint(l_1362_);
                                                                                double l_1364_ = double(l_1362_);
                                                                                l_mut_1197_ = l_1364_;
                                                                                uint l_1365_ = (l_1363_ & 2139095040u);
                                                                                bool l_1366_ = (l_1365_ == 0u);
                                                                                if (l_1366_) {
                                                                                    uint l_1367_ = (l_1363_ & 8388607u);
                                                                                    double l_1368_ = double(l_1367_);
                                                                                    double l_1369_ = (l_1368_ * 1.401298464324817e-45L);
                                                                                    l_mut_1197_ = l_1369_;
                                                                                    uint l_1370_ = (l_1363_ >> 31u);
                                                                                    bool l_1371_ = (l_1370_ == 1u);
                                                                                    if (l_1371_) {
                                                                                        double _e2983 = l_mut_1197_;
                                                                                        double l_1372_ = -(_e2983);
                                                                                        l_mut_1197_ = l_1372_;
                                                                                    }
                                                                                }
                                                                                double _e2985 = l_mut_1197_;
                                                                                bool l_1373_ = (_e2985 <= l_1170_);
                                                                                if (l_1373_) {
                                                                                    uint l_1374_ = asuint(l_1326_);
                                                                                    uint l_1375_ = (l_1374_ + 1u);
                                                                                    l_mut_237_ = l_1375_;
                                                                                    uint l_1376_ = (l_1374_ & 2147483647u);
                                                                                    bool l_1377_ = (l_1376_ == 0u);
                                                                                    if (l_1377_) {
                                                                                        l_mut_237_ = 1u;
                                                                                    } else {
                                                                                        uint l_1378_ = (l_1374_ & 2147483648u);
                                                                                        bool l_1379_ = (l_1378_ != 0u);
                                                                                        if (l_1379_) {
                                                                                            uint l_1380_ = (l_1374_ - 1u);
                                                                                            l_mut_237_ = l_1380_;
                                                                                        } else {
                                                                                            bool l_1381_ = (l_1374_ == 2139095040u);
                                                                                            if (l_1381_) {
                                                                                                l_mut_237_ = l_1374_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3003 = l_mut_237_;
                                                                                    float l_1382_ = asfloat(_e3003);
                                                                                    uint l_1383_ = asuint(l_1382_);
                                                                                    double l_1384_ = double(l_1382_);
                                                                                    l_mut_1197_ = l_1384_;
                                                                                    uint l_1385_ = (l_1383_ & 2139095040u);
                                                                                    bool l_1386_ = (l_1385_ == 0u);
                                                                                    if (l_1386_) {
                                                                                        uint l_1387_ = (l_1383_ & 8388607u);
                                                                                        double l_1388_ = double(l_1387_);
                                                                                        double l_1389_ = (l_1388_ * 1.401298464324817e-45L);
                                                                                        l_mut_1197_ = l_1389_;
                                                                                        uint l_1390_ = (l_1383_ >> 31u);
                                                                                        bool l_1391_ = (l_1390_ == 1u);
                                                                                        if (l_1391_) {
                                                                                            double _e3020 = l_mut_1197_;
                                                                                            double l_1392_ = -(_e3020);
                                                                                            l_mut_1197_ = l_1392_;
                                                                                        }
                                                                                    }
                                                                                    double _e3022 = l_mut_1197_;
                                                                                    l_mut_1271_ = _e3022;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3023 = l_mut_1271_;
                                                                        l_mut_48_ = _e3023;
                                                                    }
                                                                    double _e3024 = l_mut_57_;
                                                                    double l_1393_ = (l_171_ * _e3024);
                                                                    double l_1394_ = (l_1136_ + l_1393_);
                                                                    l_mut_1271_ = l_1394_;
                                                                    if (l_169_) {
                                                                        double l_1395_ = (l_1394_ - l_1137_);
                                                                        double l_1396_ = (l_1395_ * 7.1362384635298e44L);
                                                                        double l_1397_ = floor(l_1396_);
                                                                        double l_1398_ = (l_1397_ * 1.401298464324817e-45L);
                                                                        l_mut_1197_ = l_1398_;
                                                                        double l_1399_ = abs(l_1395_);
                                                                        bool l_1400_ = (l_1399_ >= 1.1754943508222875e-38L);
                                                                        if (l_1400_) {
                                                                            float l_1401_ = float(l_1395_);
                                                                            double l_1402_ = double(l_1401_);
                                                                            l_mut_1197_ = l_1402_;
                                                                            double _e3038 = l_mut_1197_;
                                                                            bool l_1403_ = (_e3038 > l_1395_);
                                                                            if (l_1403_) {
                                                                                uint l_1404_ = asuint(l_1401_);
                                                                                uint l_1405_ = (l_1404_ ^ 2147483648u);
                                                                                float l_1406_ = asfloat(l_1405_);
                                                                                uint l_1407_ = asuint(l_1406_);
                                                                                uint l_1408_ = (l_1407_ + 1u);
                                                                                l_mut_237_ = l_1408_;
                                                                                uint l_1409_ = (l_1407_ & 2147483647u);
                                                                                bool l_1410_ = (l_1409_ == 0u);
                                                                                if (l_1410_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1411_ = (l_1407_ & 2147483648u);
                                                                                    bool l_1412_ = (l_1411_ != 0u);
                                                                                    if (l_1412_) {
                                                                                        uint l_1413_ = (l_1407_ - 1u);
                                                                                        l_mut_237_ = l_1413_;
                                                                                    } else {
                                                                                        bool l_1414_ = (l_1407_ == 2139095040u);
                                                                                        if (l_1414_) {
                                                                                            l_mut_237_ = l_1407_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3060 = l_mut_237_;
                                                                                float l_1415_ = asfloat(_e3060);
                                                                                uint l_1416_ = asuint(l_1415_);
                                                                                uint l_1417_ = (l_1416_ ^ 2147483648u);
                                                                                float l_1418_ = asfloat(l_1417_);
                                                                                uint l_1419_ = asuint(l_1418_);
                                                                                double l_1420_ = double(l_1418_);
                                                                                l_mut_57_ = l_1420_;
                                                                                uint l_1421_ = (l_1419_ & 2139095040u);
                                                                                bool l_1422_ = (l_1421_ == 0u);
                                                                                if (l_1422_) {
                                                                                    uint l_1423_ = (l_1419_ & 8388607u);
                                                                                    double l_1424_ = double(l_1423_);
                                                                                    double l_1425_ = (l_1424_ * 1.401298464324817e-45L);
                                                                                    l_mut_57_ = l_1425_;
                                                                                    uint l_1426_ = (l_1419_ >> 31u);
                                                                                    bool l_1427_ = (l_1426_ == 1u);
                                                                                    if (l_1427_) {
                                                                                        double _e3081 = l_mut_57_;
                                                                                        double l_1428_ = -(_e3081);
                                                                                        l_mut_57_ = l_1428_;
                                                                                    }
                                                                                }
                                                                                double _e3083 = l_mut_57_;
                                                                                l_mut_1197_ = _e3083;
                                                                            } else {
                                                                                uint l_1429_ = asuint(l_1401_);
                                                                                uint l_1430_ = (l_1429_ + 1u);
                                                                                l_mut_237_ = l_1430_;
                                                                                uint l_1431_ = (l_1429_ & 2147483647u);
                                                                                bool l_1432_ = (l_1431_ == 0u);
                                                                                if (l_1432_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1433_ = (l_1429_ & 2147483648u);
                                                                                    bool l_1434_ = (l_1433_ != 0u);
                                                                                    if (l_1434_) {
                                                                                        uint l_1435_ = (l_1429_ - 1u);
                                                                                        l_mut_237_ = l_1435_;
                                                                                    } else {
                                                                                        bool l_1436_ = (l_1429_ == 2139095040u);
                                                                                        if (l_1436_) {
                                                                                            l_mut_237_ = l_1429_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3100 = l_mut_237_;
                                                                                float l_1437_ = asfloat(_e3100);
                                                                                uint l_1438_ = asuint(l_1437_);
                                                                                double l_1439_ = double(l_1437_);
                                                                                l_mut_57_ = l_1439_;
                                                                                uint l_1440_ = (l_1438_ & 2139095040u);
                                                                                bool l_1441_ = (l_1440_ == 0u);
                                                                                if (l_1441_) {
                                                                                    uint l_1442_ = (l_1438_ & 8388607u);
                                                                                    double l_1443_ = double(l_1442_);
                                                                                    double l_1444_ = (l_1443_ * 1.401298464324817e-45L);
                                                                                    l_mut_57_ = l_1444_;
                                                                                    uint l_1445_ = (l_1438_ >> 31u);
                                                                                    bool l_1446_ = (l_1445_ == 1u);
                                                                                    if (l_1446_) {
                                                                                        double _e3117 = l_mut_57_;
                                                                                        double l_1447_ = -(_e3117);
                                                                                        l_mut_57_ = l_1447_;
                                                                                    }
                                                                                }
                                                                                double _e3119 = l_mut_57_;
                                                                                bool l_1448_ = (_e3119 <= l_1395_);
                                                                                if (l_1448_) {
                                                                                    uint l_1449_ = asuint(l_1401_);
                                                                                    uint l_1450_ = (l_1449_ + 1u);
                                                                                    l_mut_237_ = l_1450_;
                                                                                    uint l_1451_ = (l_1449_ & 2147483647u);
                                                                                    bool l_1452_ = (l_1451_ == 0u);
                                                                                    if (l_1452_) {
                                                                                        l_mut_237_ = 1u;
                                                                                    } else {
                                                                                        uint l_1453_ = (l_1449_ & 2147483648u);
                                                                                        bool l_1454_ = (l_1453_ != 0u);
                                                                                        if (l_1454_) {
                                                                                            uint l_1455_ = (l_1449_ - 1u);
                                                                                            l_mut_237_ = l_1455_;
                                                                                        } else {
                                                                                            bool l_1456_ = (l_1449_ == 2139095040u);
                                                                                            if (l_1456_) {
                                                                                                l_mut_237_ = l_1449_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3137 = l_mut_237_;
                                                                                    float l_1457_ = asfloat(_e3137);
                                                                                    uint l_1458_ = asuint(l_1457_);
                                                                                    double l_1459_ = double(l_1457_);
                                                                                    l_mut_57_ = l_1459_;
                                                                                    uint l_1460_ = (l_1458_ & 2139095040u);
                                                                                    bool l_1461_ = (l_1460_ == 0u);
                                                                                    if (l_1461_) {
                                                                                        uint l_1462_ = (l_1458_ & 8388607u);
                                                                                        double l_1463_ = double(l_1462_);
                                                                                        double l_1464_ = (l_1463_ * 1.401298464324817e-45L);
                                                                                        l_mut_57_ = l_1464_;
                                                                                        uint l_1465_ = (l_1458_ >> 31u);
                                                                                        bool l_1466_ = (l_1465_ == 1u);
                                                                                        if (l_1466_) {
                                                                                            double _e3154 = l_mut_57_;
                                                                                            double l_1467_ = -(_e3154);
                                                                                            l_mut_57_ = l_1467_;
                                                                                        }
                                                                                    }
                                                                                    double _e3156 = l_mut_57_;
                                                                                    l_mut_1197_ = _e3156;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1468_ = (l_1394_ + l_1137_);
                                                                        double l_1469_ = (l_1468_ * 7.1362384635298e44L);
                                                                        double l_1470_ = floor(l_1469_);
                                                                        double l_1471_ = (l_1470_ * 1.401298464324817e-45L);
                                                                        l_mut_57_ = l_1471_;
                                                                        double l_1472_ = abs(l_1468_);
                                                                        bool l_1473_ = (l_1472_ >= 1.1754943508222875e-38L);
                                                                        if (l_1473_) {
                                                                            float l_1474_ = float(l_1468_);
                                                                            double l_1475_ = double(l_1474_);
                                                                            l_mut_57_ = l_1475_;
                                                                            double _e3168 = l_mut_57_;
                                                                            bool l_1476_ = (_e3168 > l_1468_);
                                                                            if (l_1476_) {
                                                                                uint l_1477_ = asuint(l_1474_);
                                                                                uint l_1478_ = (l_1477_ ^ 2147483648u);
                                                                                float l_1479_ = asfloat(l_1478_);
                                                                                uint l_1480_ = asuint(l_1479_);
                                                                                uint l_1481_ = (l_1480_ + 1u);
                                                                                l_mut_237_ = l_1481_;
                                                                                uint l_1482_ = (l_1480_ & 2147483647u);
                                                                                bool l_1483_ = (l_1482_ == 0u);
                                                                                if (l_1483_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1484_ = (l_1480_ & 2147483648u);
                                                                                    bool l_1485_ = (l_1484_ != 0u);
                                                                                    if (l_1485_) {
                                                                                        uint l_1486_ = (l_1480_ - 1u);
                                                                                        l_mut_237_ = l_1486_;
                                                                                    } else {
                                                                                        bool l_1487_ = (l_1480_ == 2139095040u);
                                                                                        if (l_1487_) {
                                                                                            l_mut_237_ = l_1480_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3190 = l_mut_237_;
                                                                                float l_1488_ = asfloat(_e3190);
                                                                                uint l_1489_ = asuint(l_1488_);
                                                                                uint l_1490_ = (l_1489_ ^ 2147483648u);
                                                                                float l_1491_ = asfloat(l_1490_);
                                                                                uint l_1492_ = asuint(l_1491_);
                                                                                double l_1493_ = double(l_1491_);
                                                                                l_mut_26_ = l_1493_;
                                                                                uint l_1494_ = (l_1492_ & 2139095040u);
                                                                                bool l_1495_ = (l_1494_ == 0u);
                                                                                if (l_1495_) {
                                                                                    uint l_1496_ = (l_1492_ & 8388607u);
                                                                                    double l_1497_ = double(l_1496_);
                                                                                    double l_1498_ = (l_1497_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1498_;
                                                                                    uint l_1499_ = (l_1492_ >> 31u);
                                                                                    bool l_1500_ = (l_1499_ == 1u);
                                                                                    if (l_1500_) {
                                                                                        double _e3211 = l_mut_26_;
                                                                                        double l_1501_ = -(_e3211);
                                                                                        l_mut_26_ = l_1501_;
                                                                                    }
                                                                                }
                                                                                double _e3213 = l_mut_26_;
                                                                                l_mut_57_ = _e3213;
                                                                            } else {
                                                                                uint l_1502_ = asuint(l_1474_);
                                                                                uint l_1503_ = (l_1502_ + 1u);
                                                                                l_mut_237_ = l_1503_;
                                                                                uint l_1504_ = (l_1502_ & 2147483647u);
                                                                                bool l_1505_ = (l_1504_ == 0u);
                                                                                if (l_1505_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1506_ = (l_1502_ & 2147483648u);
                                                                                    bool l_1507_ = (l_1506_ != 0u);
                                                                                    if (l_1507_) {
                                                                                        uint l_1508_ = (l_1502_ - 1u);
                                                                                        l_mut_237_ = l_1508_;
                                                                                    } else {
                                                                                        bool l_1509_ = (l_1502_ == 2139095040u);
                                                                                        if (l_1509_) {
                                                                                            l_mut_237_ = l_1502_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3230 = l_mut_237_;
                                                                                float l_1510_ = asfloat(_e3230);
                                                                                uint l_1511_ = asuint(l_1510_);
                                                                                double l_1512_ = double(l_1510_);
                                                                                l_mut_26_ = l_1512_;
                                                                                uint l_1513_ = (l_1511_ & 2139095040u);
                                                                                bool l_1514_ = (l_1513_ == 0u);
                                                                                if (l_1514_) {
                                                                                    uint l_1515_ = (l_1511_ & 8388607u);
                                                                                    double l_1516_ = double(l_1515_);
                                                                                    double l_1517_ = (l_1516_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1517_;
                                                                                    uint l_1518_ = (l_1511_ >> 31u);
                                                                                    bool l_1519_ = (l_1518_ == 1u);
                                                                                    if (l_1519_) {
                                                                                        double _e3247 = l_mut_26_;
                                                                                        double l_1520_ = -(_e3247);
                                                                                        l_mut_26_ = l_1520_;
                                                                                    }
                                                                                }
                                                                                double _e3249 = l_mut_26_;
                                                                                bool l_1521_ = (_e3249 <= l_1468_);
                                                                                if (l_1521_) {
                                                                                    uint l_1522_ = asuint(l_1474_);
                                                                                    uint l_1523_ = (l_1522_ + 1u);
                                                                                    l_mut_237_ = l_1523_;
                                                                                    uint l_1524_ = (l_1522_ & 2147483647u);
                                                                                    bool l_1525_ = (l_1524_ == 0u);
                                                                                    if (l_1525_) {
                                                                                        l_mut_237_ = 1u;
                                                                                    } else {
                                                                                        uint l_1526_ = (l_1522_ & 2147483648u);
                                                                                        bool l_1527_ = (l_1526_ != 0u);
                                                                                        if (l_1527_) {
                                                                                            uint l_1528_ = (l_1522_ - 1u);
                                                                                            l_mut_237_ = l_1528_;
                                                                                        } else {
                                                                                            bool l_1529_ = (l_1522_ == 2139095040u);
                                                                                            if (l_1529_) {
                                                                                                l_mut_237_ = l_1522_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3267 = l_mut_237_;
                                                                                    float l_1530_ = asfloat(_e3267);
                                                                                    uint l_1531_ = asuint(l_1530_);
                                                                                    double l_1532_ = double(l_1530_);
                                                                                    l_mut_26_ = l_1532_;
                                                                                    uint l_1533_ = (l_1531_ & 2139095040u);
                                                                                    bool l_1534_ = (l_1533_ == 0u);
                                                                                    if (l_1534_) {
                                                                                        uint l_1535_ = (l_1531_ & 8388607u);
                                                                                        double l_1536_ = double(l_1535_);
                                                                                        double l_1537_ = (l_1536_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1537_;
                                                                                        uint l_1538_ = (l_1531_ >> 31u);
                                                                                        bool l_1539_ = (l_1538_ == 1u);
                                                                                        if (l_1539_) {
                                                                                            double _e3284 = l_mut_26_;
                                                                                            double l_1540_ = -(_e3284);
                                                                                            l_mut_26_ = l_1540_;
                                                                                        }
                                                                                    }
                                                                                    double _e3286 = l_mut_26_;
                                                                                    l_mut_57_ = _e3286;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3287 = l_mut_1197_;
                                                                        double _e3288 = l_mut_57_;
                                                                        bool l_1541_ = (_e3287 == _e3288);
                                                                        bool l_1542_ = !(l_1541_);
                                                                        if (l_1542_) {
                                                                            a_1134_[0] = 0u;
                                                                        }
                                                                        double l_1543_ = -(l_1394_);
                                                                        double l_1544_ = (l_1543_ * 7.1362384635298e44L);
                                                                        double l_1545_ = floor(l_1544_);
                                                                        double l_1546_ = (l_1545_ * 1.401298464324817e-45L);
                                                                        l_mut_1197_ = l_1546_;
                                                                        double l_1547_ = abs(l_1543_);
                                                                        bool l_1548_ = (l_1547_ >= 1.1754943508222875e-38L);
                                                                        if (l_1548_) {
                                                                            float l_1549_ = float(l_1543_);
                                                                            double l_1550_ = double(l_1549_);
                                                                            l_mut_1197_ = l_1550_;
                                                                            double _e3304 = l_mut_1197_;
                                                                            bool l_1551_ = (_e3304 > l_1543_);
                                                                            if (l_1551_) {
                                                                                uint l_1552_ = asuint(l_1549_);
                                                                                uint l_1553_ = (l_1552_ ^ 2147483648u);
                                                                                float l_1554_ = asfloat(l_1553_);
                                                                                uint l_1555_ = asuint(l_1554_);
                                                                                uint l_1556_ = (l_1555_ + 1u);
                                                                                l_mut_237_ = l_1556_;
                                                                                uint l_1557_ = (l_1555_ & 2147483647u);
                                                                                bool l_1558_ = (l_1557_ == 0u);
                                                                                if (l_1558_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1559_ = (l_1555_ & 2147483648u);
                                                                                    bool l_1560_ = (l_1559_ != 0u);
                                                                                    if (l_1560_) {
                                                                                        uint l_1561_ = (l_1555_ - 1u);
                                                                                        l_mut_237_ = l_1561_;
                                                                                    } else {
                                                                                        bool l_1562_ = (l_1555_ == 2139095040u);
                                                                                        if (l_1562_) {
                                                                                            l_mut_237_ = l_1555_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3326 = l_mut_237_;
                                                                                float l_1563_ = asfloat(_e3326);
                                                                                uint l_1564_ = asuint(l_1563_);
                                                                                uint l_1565_ = (l_1564_ ^ 2147483648u);
                                                                                float l_1566_ = asfloat(l_1565_);
                                                                                uint l_1567_ = asuint(l_1566_);
                                                                                double l_1568_ = double(l_1566_);
                                                                                l_mut_57_ = l_1568_;
                                                                                uint l_1569_ = (l_1567_ & 2139095040u);
                                                                                bool l_1570_ = (l_1569_ == 0u);
                                                                                if (l_1570_) {
                                                                                    uint l_1571_ = (l_1567_ & 8388607u);
                                                                                    double l_1572_ = double(l_1571_);
                                                                                    double l_1573_ = (l_1572_ * 1.401298464324817e-45L);
                                                                                    l_mut_57_ = l_1573_;
                                                                                    uint l_1574_ = (l_1567_ >> 31u);
                                                                                    bool l_1575_ = (l_1574_ == 1u);
                                                                                    if (l_1575_) {
                                                                                        double _e3347 = l_mut_57_;
                                                                                        double l_1576_ = -(_e3347);
                                                                                        l_mut_57_ = l_1576_;
                                                                                    }
                                                                                }
                                                                                double _e3349 = l_mut_57_;
                                                                                l_mut_1197_ = _e3349;
                                                                            } else {
                                                                                uint l_1577_ = asuint(l_1549_);
                                                                                uint l_1578_ = (l_1577_ + 1u);
                                                                                l_mut_237_ = l_1578_;
                                                                                uint l_1579_ = (l_1577_ & 2147483647u);
                                                                                bool l_1580_ = (l_1579_ == 0u);
                                                                                if (l_1580_) {
                                                                                    l_mut_237_ = 1u;
                                                                                } else {
                                                                                    uint l_1581_ = (l_1577_ & 2147483648u);
                                                                                    bool l_1582_ = (l_1581_ != 0u);
                                                                                    if (l_1582_) {
                                                                                        uint l_1583_ = (l_1577_ - 1u);
                                                                                        l_mut_237_ = l_1583_;
                                                                                    } else {
                                                                                        bool l_1584_ = (l_1577_ == 2139095040u);
                                                                                        if (l_1584_) {
                                                                                            l_mut_237_ = l_1577_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3366 = l_mut_237_;
                                                                                float l_1585_ = asfloat(_e3366);
                                                                                uint l_1586_ = asuint(l_1585_);
                                                                                double l_1587_ = double(l_1585_);
                                                                                l_mut_57_ = l_1587_;
                                                                                uint l_1588_ = (l_1586_ & 2139095040u);
                                                                                bool l_1589_ = (l_1588_ == 0u);
                                                                                if (l_1589_) {
                                                                                    uint l_1590_ = (l_1586_ & 8388607u);
                                                                                    double l_1591_ = double(l_1590_);
                                                                                    double l_1592_ = (l_1591_ * 1.401298464324817e-45L);
                                                                                    l_mut_57_ = l_1592_;
                                                                                    uint l_1593_ = (l_1586_ >> 31u);
                                                                                    bool l_1594_ = (l_1593_ == 1u);
                                                                                    if (l_1594_) {
                                                                                        double _e3383 = l_mut_57_;
                                                                                        double l_1595_ = -(_e3383);
                                                                                        l_mut_57_ = l_1595_;
                                                                                    }
                                                                                }
                                                                                double _e3385 = l_mut_57_;
                                                                                bool l_1596_ = (_e3385 <= l_1543_);
                                                                                if (l_1596_) {
                                                                                    uint l_1597_ = asuint(l_1549_);
                                                                                    uint l_1598_ = (l_1597_ + 1u);
                                                                                    l_mut_237_ = l_1598_;
                                                                                    uint l_1599_ = (l_1597_ & 2147483647u);
                                                                                    bool l_1600_ = (l_1599_ == 0u);
                                                                                    if (l_1600_) {
                                                                                        l_mut_237_ = 1u;
                                                                                    } else {
                                                                                        uint l_1601_ = (l_1597_ & 2147483648u);
                                                                                        bool l_1602_ = (l_1601_ != 0u);
                                                                                        if (l_1602_) {
                                                                                            uint l_1603_ = (l_1597_ - 1u);
                                                                                            l_mut_237_ = l_1603_;
                                                                                        } else {
                                                                                            bool l_1604_ = (l_1597_ == 2139095040u);
                                                                                            if (l_1604_) {
                                                                                                l_mut_237_ = l_1597_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3403 = l_mut_237_;
                                                                                    float l_1605_ = asfloat(_e3403);
                                                                                    uint l_1606_ = asuint(l_1605_);
                                                                                    double l_1607_ = double(l_1605_);
                                                                                    l_mut_57_ = l_1607_;
                                                                                    uint l_1608_ = (l_1606_ & 2139095040u);
                                                                                    bool l_1609_ = (l_1608_ == 0u);
                                                                                    if (l_1609_) {
                                                                                        uint l_1610_ = (l_1606_ & 8388607u);
                                                                                        double l_1611_ = double(l_1610_);
                                                                                        double l_1612_ = (l_1611_ * 1.401298464324817e-45L);
                                                                                        l_mut_57_ = l_1612_;
                                                                                        uint l_1613_ = (l_1606_ >> 31u);
                                                                                        bool l_1614_ = (l_1613_ == 1u);
                                                                                        if (l_1614_) {
                                                                                            double _e3420 = l_mut_57_;
                                                                                            double l_1615_ = -(_e3420);
                                                                                            l_mut_57_ = l_1615_;
                                                                                        }
                                                                                    }
                                                                                    double _e3422 = l_mut_57_;
                                                                                    l_mut_1197_ = _e3422;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3423 = l_mut_1197_;
                                                                        double l_1616_ = -(_e3423);
                                                                        l_mut_1271_ = l_1616_;
                                                                    }
                                                                    l_mut_237_ = 0u;
                                                                    double _e3426 = l_mut_48_;
                                                                    bool l_1617_ = (_e3426 <= 0.0L);
                                                                    double _e3429 = l_mut_1271_;
                                                                    bool l_1618_ = (_e3429 >= 0.0L);
                                                                    if (l_1617_) {
                                                                        local_75 = l_1618_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1619_ = local_75;
                                                                    bool l_1620_ = !(l_1619_);
                                                                    if (l_1620_) {
                                                                        double _e3438 = l_mut_1271_;
                                                                        double l_1621_ = (1.0L / _e3438);
                                                                        double _e3441 = l_mut_48_;
                                                                        double l_1622_ = (1.0L / _e3441);
                                                                        double l_1623_ = abs(l_1621_);
                                                                        double l_1624_ = (l_1623_ * 1.4551915228366852e-11L);
                                                                        double l_1625_ = abs(l_1622_);
                                                                        double l_1626_ = (l_1625_ * 1.4551915228366852e-11L);
                                                                        double l_1627_ = (l_1621_ - l_1624_);
                                                                        double l_1628_ = abs(l_1627_);
                                                                        l_mut_1271_ = 1.401298464324817e-45L;
                                                                        bool l_1629_ = (l_1628_ >= 1.1754943508222875e-38L);
                                                                        bool l_1630_ = (l_1628_ <= 1.7976931348623157e308L);
                                                                        if (l_1629_) {
                                                                            local_76 = l_1630_;
                                                                        } else {
                                                                            local_76 = false;
                                                                        }
                                                                        bool l_1631_ = local_76;
                                                                        if (l_1631_) {
                                                                            uint64_t l_1632_ = l_1628_;
                                                                            uint64_t l_1633_ = (l_1632_ >> uint(52uL));
                                                                            uint64_t l_1634_ = (l_1633_ - 23uL);
                                                                            uint64_t l_1635_ = (l_1634_ << uint(52uL));
                                                                            double l_1636_ = l_1635_;
                                                                            l_mut_1271_ = l_1636_;
                                                                        }
                                                                        double l_1637_ = (l_1621_ + l_1624_);
                                                                        double l_1638_ = abs(l_1637_);
                                                                        l_mut_1197_ = 1.401298464324817e-45L;
                                                                        bool l_1639_ = (l_1638_ >= 1.1754943508222875e-38L);
                                                                        bool l_1640_ = (l_1638_ <= 1.7976931348623157e308L);
                                                                        if (l_1639_) {
                                                                            local_77 = l_1640_;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_1641_ = local_77;
                                                                        if (l_1641_) {
                                                                            uint64_t l_1642_ = l_1638_;
                                                                            uint64_t l_1643_ = (l_1642_ >> uint(52uL));
                                                                            uint64_t l_1644_ = (l_1643_ - 23uL);
                                                                            uint64_t l_1645_ = (l_1644_ << uint(52uL));
                                                                            double l_1646_ = l_1645_;
                                                                            l_mut_1197_ = l_1646_;
                                                                        }
                                                                        double _e3495 = l_mut_1271_;
                                                                        double _e3496 = l_mut_1197_;
                                                                        bool l_1647_ = (_e3495 == _e3496);
                                                                        bool l_1648_ = !(l_1647_);
                                                                        double l_1649_ = (l_1622_ - l_1626_);
                                                                        double l_1650_ = abs(l_1649_);
                                                                        l_mut_1271_ = 1.401298464324817e-45L;
                                                                        bool l_1651_ = (l_1650_ >= 1.1754943508222875e-38L);
                                                                        bool l_1652_ = (l_1650_ <= 1.7976931348623157e308L);
                                                                        if (l_1651_) {
                                                                            local_78 = l_1652_;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1653_ = local_78;
                                                                        if (l_1653_) {
                                                                            uint64_t l_1654_ = l_1650_;
                                                                            uint64_t l_1655_ = (l_1654_ >> uint(52uL));
                                                                            uint64_t l_1656_ = (l_1655_ - 23uL);
                                                                            uint64_t l_1657_ = (l_1656_ << uint(52uL));
                                                                            double l_1658_ = l_1657_;
                                                                            l_mut_1271_ = l_1658_;
                                                                        }
                                                                        double l_1659_ = (l_1622_ + l_1626_);
                                                                        double l_1660_ = abs(l_1659_);
                                                                        l_mut_1197_ = 1.401298464324817e-45L;
                                                                        bool l_1661_ = (l_1660_ >= 1.1754943508222875e-38L);
                                                                        bool l_1662_ = (l_1660_ <= 1.7976931348623157e308L);
                                                                        if (l_1661_) {
                                                                            local_79 = l_1662_;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_1663_ = local_79;
                                                                        if (l_1663_) {
                                                                            uint64_t l_1664_ = l_1660_;
                                                                            uint64_t l_1665_ = (l_1664_ >> uint(52uL));
                                                                            uint64_t l_1666_ = (l_1665_ - 23uL);
                                                                            uint64_t l_1667_ = (l_1666_ << uint(52uL));
                                                                            double l_1668_ = l_1667_;
                                                                            l_mut_1197_ = l_1668_;
                                                                        }
                                                                        double _e3545 = l_mut_1271_;
                                                                        double _e3546 = l_mut_1197_;
                                                                        bool l_1669_ = (_e3545 == _e3546);
                                                                        bool l_1670_ = !(l_1669_);
                                                                        if (!(l_1648_)) {
                                                                            local_80 = l_1670_;
                                                                        } else {
                                                                            local_80 = true;
                                                                        }
                                                                        bool l_1671_ = local_80;
                                                                        if (l_1671_) {
                                                                            a_1134_[0] = 0u;
                                                                        }
                                                                        double l_1672_ = abs(l_1621_);
                                                                        l_mut_1271_ = 1.401298464324817e-45L;
                                                                        bool l_1673_ = (l_1672_ >= 1.1754943508222875e-38L);
                                                                        bool l_1674_ = (l_1672_ <= 1.7976931348623157e308L);
                                                                        if (l_1673_) {
                                                                            local_81 = l_1674_;
                                                                        } else {
                                                                            local_81 = false;
                                                                        }
                                                                        bool l_1675_ = local_81;
                                                                        if (l_1675_) {
                                                                            uint64_t l_1676_ = l_1672_;
                                                                            uint64_t l_1677_ = (l_1676_ >> uint(52uL));
                                                                            uint64_t l_1678_ = (l_1677_ - 23uL);
                                                                            uint64_t l_1679_ = (l_1678_ << uint(52uL));
                                                                            double l_1680_ = l_1679_;
                                                                            l_mut_1271_ = l_1680_;
                                                                        }
                                                                        double _e3578 = l_mut_1271_;
                                                                        double l_1681_ = (l_174_ * _e3578);
                                                                        double l_1682_ = (l_1621_ - l_1681_);
                                                                        double l_1683_ = abs(l_1622_);
                                                                        l_mut_1271_ = 1.401298464324817e-45L;
                                                                        bool l_1684_ = (l_1683_ >= 1.1754943508222875e-38L);
                                                                        bool l_1685_ = (l_1683_ <= 1.7976931348623157e308L);
                                                                        if (l_1684_) {
                                                                            local_82 = l_1685_;
                                                                        } else {
                                                                            local_82 = false;
                                                                        }
                                                                        bool l_1686_ = local_82;
                                                                        if (l_1686_) {
                                                                            uint64_t l_1687_ = l_1683_;
                                                                            uint64_t l_1688_ = (l_1687_ >> uint(52uL));
                                                                            uint64_t l_1689_ = (l_1688_ - 23uL);
                                                                            uint64_t l_1690_ = (l_1689_ << uint(52uL));
                                                                            double l_1691_ = l_1690_;
                                                                            l_mut_1271_ = l_1691_;
                                                                        }
                                                                        double _e3603 = l_mut_1271_;
                                                                        double l_1692_ = (l_174_ * _e3603);
                                                                        double l_1693_ = (l_1622_ + l_1692_);
                                                                        float _e3606 = l_mut_22_;
                                                                        uint l_1694_ = asuint(_e3606);
                                                                        float _e3608 = l_mut_22_;
                                                                        double l_1695_ = double(_e3608);
                                                                        l_mut_1271_ = l_1695_;
                                                                        uint l_1696_ = (l_1694_ & 2139095040u);
                                                                        bool l_1697_ = (l_1696_ == 0u);
                                                                        if (l_1697_) {
                                                                            uint l_1698_ = (l_1694_ & 8388607u);
                                                                            double l_1699_ = double(l_1698_);
                                                                            double l_1700_ = (l_1699_ * 1.401298464324817e-45L);
                                                                            l_mut_1271_ = l_1700_;
                                                                            uint l_1701_ = (l_1694_ >> 31u);
                                                                            bool l_1702_ = (l_1701_ == 1u);
                                                                            if (l_1702_) {
                                                                                double _e3623 = l_mut_1271_;
                                                                                double l_1703_ = -(_e3623);
                                                                                l_mut_1271_ = l_1703_;
                                                                            }
                                                                        }
                                                                        float _e3625 = l_mut_22_;
                                                                        uint l_1704_ = asuint(_e3625);
                                                                        uint l_1705_ = (l_1704_ + 1u);
                                                                        l_mut_199_ = l_1705_;
                                                                        uint l_1706_ = (l_1704_ & 2147483647u);
                                                                        bool l_1707_ = (l_1706_ == 0u);
                                                                        if (l_1707_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            uint l_1708_ = (l_1704_ & 2147483648u);
                                                                            bool l_1709_ = (l_1708_ != 0u);
                                                                            if (l_1709_) {
                                                                                uint l_1710_ = (l_1704_ - 1u);
                                                                                l_mut_199_ = l_1710_;
                                                                            } else {
                                                                                bool l_1711_ = (l_1704_ == 2139095040u);
                                                                                if (l_1711_) {
                                                                                    l_mut_199_ = l_1704_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3642 = l_mut_199_;
                                                                        float l_1712_ = asfloat(_e3642);
                                                                        uint l_1713_ = asuint(l_1712_);
                                                                        double l_1714_ = double(l_1712_);
                                                                        l_mut_1197_ = l_1714_;
                                                                        uint l_1715_ = (l_1713_ & 2139095040u);
                                                                        bool l_1716_ = (l_1715_ == 0u);
                                                                        if (l_1716_) {
                                                                            uint l_1717_ = (l_1713_ & 8388607u);
                                                                            double l_1718_ = double(l_1717_);
                                                                            double l_1719_ = (l_1718_ * 1.401298464324817e-45L);
                                                                            l_mut_1197_ = l_1719_;
                                                                            uint l_1720_ = (l_1713_ >> 31u);
                                                                            bool l_1721_ = (l_1720_ == 1u);
                                                                            if (l_1721_) {
                                                                                double _e3659 = l_mut_1197_;
                                                                                double l_1722_ = -(_e3659);
                                                                                l_mut_1197_ = l_1722_;
                                                                            }
                                                                        }
                                                                        float _e3661 = l_mut_22_;
                                                                        uint l_1723_ = asuint(_e3661);
                                                                        uint l_1724_ = (l_1723_ ^ 2147483648u);
                                                                        float l_1725_ = asfloat(l_1724_);
                                                                        uint l_1726_ = asuint(l_1725_);
                                                                        uint l_1727_ = (l_1726_ + 1u);
                                                                        l_mut_199_ = l_1727_;
                                                                        uint l_1728_ = (l_1726_ & 2147483647u);
                                                                        bool l_1729_ = (l_1728_ == 0u);
                                                                        if (l_1729_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            uint l_1730_ = (l_1726_ & 2147483648u);
                                                                            bool l_1731_ = (l_1730_ != 0u);
                                                                            if (l_1731_) {
                                                                                uint l_1732_ = (l_1726_ - 1u);
                                                                                l_mut_199_ = l_1732_;
                                                                            } else {
                                                                                bool l_1733_ = (l_1726_ == 2139095040u);
                                                                                if (l_1733_) {
                                                                                    l_mut_199_ = l_1726_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3682 = l_mut_199_;
                                                                        float l_1734_ = asfloat(_e3682);
                                                                        uint l_1735_ = asuint(l_1734_);
                                                                        uint l_1736_ = (l_1735_ ^ 2147483648u);
                                                                        float l_1737_ = asfloat(l_1736_);
                                                                        uint l_1738_ = asuint(l_1737_);
                                                                        double l_1739_ = double(l_1737_);
                                                                        l_mut_57_ = l_1739_;
                                                                        uint l_1740_ = (l_1738_ & 2139095040u);
                                                                        bool l_1741_ = (l_1740_ == 0u);
                                                                        if (l_1741_) {
                                                                            uint l_1742_ = (l_1738_ & 8388607u);
                                                                            double l_1743_ = double(l_1742_);
                                                                            double l_1744_ = (l_1743_ * 1.401298464324817e-45L);
                                                                            l_mut_57_ = l_1744_;
                                                                            uint l_1745_ = (l_1738_ >> 31u);
                                                                            bool l_1746_ = (l_1745_ == 1u);
                                                                            if (l_1746_) {
                                                                                double _e3703 = l_mut_57_;
                                                                                double l_1747_ = -(_e3703);
                                                                                l_mut_57_ = l_1747_;
                                                                            }
                                                                        }
                                                                        double l_1748_ = (l_1682_ + l_1624_);
                                                                        double _e3706 = l_mut_1271_;
                                                                        bool l_1749_ = (l_1748_ <= _e3706);
                                                                        l_mut_291_ = l_1749_;
                                                                        double l_1750_ = (l_1682_ - l_1624_);
                                                                        double _e3709 = l_mut_1271_;
                                                                        bool l_1751_ = (l_1750_ > _e3709);
                                                                        l_mut_288_ = l_1751_;
                                                                        double l_1752_ = (l_1693_ - l_1626_);
                                                                        double _e3712 = l_mut_1271_;
                                                                        bool l_1753_ = (l_1752_ >= _e3712);
                                                                        l_mut_285_ = l_1753_;
                                                                        double l_1754_ = (l_1693_ + l_1626_);
                                                                        double _e3715 = l_mut_1271_;
                                                                        bool l_1755_ = (l_1754_ < _e3715);
                                                                        l_mut_282_ = l_1755_;
                                                                        if (l_169_) {
                                                                            double l_1756_ = (l_1682_ + l_1624_);
                                                                            double _e3718 = l_mut_1197_;
                                                                            bool l_1757_ = (l_1756_ < _e3718);
                                                                            l_mut_291_ = l_1757_;
                                                                            double l_1758_ = (l_1682_ - l_1624_);
                                                                            double _e3721 = l_mut_1197_;
                                                                            bool l_1759_ = (l_1758_ >= _e3721);
                                                                            l_mut_288_ = l_1759_;
                                                                            double l_1760_ = (l_1693_ - l_1626_);
                                                                            double _e3724 = l_mut_57_;
                                                                            bool l_1761_ = (l_1760_ > _e3724);
                                                                            l_mut_285_ = l_1761_;
                                                                            double l_1762_ = (l_1693_ + l_1626_);
                                                                            double _e3727 = l_mut_57_;
                                                                            bool l_1763_ = (l_1762_ <= _e3727);
                                                                            l_mut_282_ = l_1763_;
                                                                        }
                                                                        l_mut_199_ = 2u;
                                                                        bool _e3730 = l_mut_288_;
                                                                        if (!(_e3730)) {
                                                                            bool _e3734 = l_mut_282_;
                                                                            local_83 = _e3734;
                                                                        } else {
                                                                            local_83 = true;
                                                                        }
                                                                        bool l_1764_ = local_83;
                                                                        if (l_1764_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            bool _e3738 = l_mut_291_;
                                                                            if (_e3738) {
                                                                                bool _e3741 = l_mut_285_;
                                                                                local_84 = _e3741;
                                                                            } else {
                                                                                local_84 = false;
                                                                            }
                                                                            bool l_1765_ = local_84;
                                                                            if (l_1765_) {
                                                                                l_mut_199_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3745 = l_mut_22_;
                                                                        uint l_1766_ = asuint(_e3745);
                                                                        uint l_1767_ = (l_1766_ & 2147483647u);
                                                                        bool l_1768_ = (l_1767_ == 0u);
                                                                        if (l_1768_) {
                                                                            double l_1769_ = (l_1682_ + l_1624_);
                                                                            bool l_1770_ = (l_1769_ < 1.1754943508222875e-38L);
                                                                            double l_1771_ = (l_1693_ - l_1626_);
                                                                            bool l_1772_ = (l_1771_ > -1.1754943508222875e-38L);
                                                                            if (l_1770_) {
                                                                                local_85 = l_1772_;
                                                                            } else {
                                                                                local_85 = false;
                                                                            }
                                                                            bool l_1773_ = local_85;
                                                                            double l_1774_ = (l_1682_ - l_1624_);
                                                                            bool l_1775_ = (l_1774_ < 1.1754943508222875e-38L);
                                                                            double l_1776_ = (l_1693_ + l_1626_);
                                                                            bool l_1777_ = (l_1776_ > -1.1754943508222875e-38L);
                                                                            if (l_1775_) {
                                                                                local_86 = l_1777_;
                                                                            } else {
                                                                                local_86 = false;
                                                                            }
                                                                            bool l_1778_ = local_86;
                                                                            if (l_1773_) {
                                                                                l_mut_199_ = 0u;
                                                                            } else {
                                                                                uint _e3772 = l_mut_199_;
                                                                                bool l_1779_ = (_e3772 == 1u);
                                                                                if (l_1778_) {
                                                                                    local_87 = l_1779_;
                                                                                } else {
                                                                                    local_87 = false;
                                                                                }
                                                                                bool l_1780_ = local_87;
                                                                                if (l_1780_) {
                                                                                    l_mut_199_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3780 = l_mut_199_;
                                                                        l_mut_237_ = _e3780;
                                                                    }
                                                                    uint l_1781_ = a_1134_[0];
                                                                    bool l_1782_ = (l_1781_ == 0u);
                                                                    if (l_1782_) {
                                                                        l_mut_237_ = 2u;
                                                                    }
                                                                    uint _e3786 = l_mut_237_;
                                                                    l_mut_183_ = _e3786;
                                                                } else {
                                                                    bool l_1783_ = (l_165_ == 10u);
                                                                    if (l_1783_) {
                                                                        double l_1784_ = sqrt(l_178_);
                                                                        double l_1785_ = (1.0L / l_1784_);
                                                                        double l_1786_ = (l_1785_ * 1.4551915228366852e-11L);
                                                                        double l_1787_ = abs(l_1785_);
                                                                        l_mut_1271_ = 1.401298464324817e-45L;
                                                                        bool l_1788_ = (l_1787_ >= 1.1754943508222875e-38L);
                                                                        bool l_1789_ = (l_1787_ <= 1.7976931348623157e308L);
                                                                        if (l_1788_) {
                                                                            local_88 = l_1789_;
                                                                        } else {
                                                                            local_88 = false;
                                                                        }
                                                                        bool l_1790_ = local_88;
                                                                        if (l_1790_) {
                                                                            uint64_t l_1791_ = l_1787_;
                                                                            uint64_t l_1792_ = (l_1791_ >> uint(52uL));
                                                                            uint64_t l_1793_ = (l_1792_ - 23uL);
                                                                            uint64_t l_1794_ = (l_1793_ << uint(52uL));
                                                                            double l_1795_ = l_1794_;
                                                                            l_mut_1271_ = l_1795_;
                                                                        }
                                                                        double _e3816 = l_mut_1271_;
                                                                        double l_1796_ = (l_171_ * _e3816);
                                                                        double l_1797_ = (l_1785_ - l_1796_);
                                                                        double l_1798_ = (l_178_ * l_1797_);
                                                                        double _e3820 = l_mut_1271_;
                                                                        double l_1799_ = (l_171_ * _e3820);
                                                                        double l_1800_ = (l_1785_ + l_1799_);
                                                                        double l_1801_ = (l_178_ * l_1800_);
                                                                        l_mut_237_ = 2u;
                                                                        double l_1802_ = (l_1785_ - l_1786_);
                                                                        double l_1803_ = abs(l_1802_);
                                                                        l_mut_1271_ = 1.401298464324817e-45L;
                                                                        bool l_1804_ = (l_1803_ >= 1.1754943508222875e-38L);
                                                                        bool l_1805_ = (l_1803_ <= 1.7976931348623157e308L);
                                                                        if (l_1804_) {
                                                                            local_89 = l_1805_;
                                                                        } else {
                                                                            local_89 = false;
                                                                        }
                                                                        bool l_1806_ = local_89;
                                                                        if (l_1806_) {
                                                                            uint64_t l_1807_ = l_1803_;
                                                                            uint64_t l_1808_ = (l_1807_ >> uint(52uL));
                                                                            uint64_t l_1809_ = (l_1808_ - 23uL);
                                                                            uint64_t l_1810_ = (l_1809_ << uint(52uL));
                                                                            double l_1811_ = l_1810_;
                                                                            l_mut_1271_ = l_1811_;
                                                                        }
                                                                        double l_1812_ = (l_1785_ + l_1786_);
                                                                        double l_1813_ = abs(l_1812_);
                                                                        l_mut_1197_ = 1.401298464324817e-45L;
                                                                        bool l_1814_ = (l_1813_ >= 1.1754943508222875e-38L);
                                                                        bool l_1815_ = (l_1813_ <= 1.7976931348623157e308L);
                                                                        if (l_1814_) {
                                                                            local_90 = l_1815_;
                                                                        } else {
                                                                            local_90 = false;
                                                                        }
                                                                        bool l_1816_ = local_90;
                                                                        if (l_1816_) {
                                                                            uint64_t l_1817_ = l_1813_;
                                                                            uint64_t l_1818_ = (l_1817_ >> uint(52uL));
                                                                            uint64_t l_1819_ = (l_1818_ - 23uL);
                                                                            uint64_t l_1820_ = (l_1819_ << uint(52uL));
                                                                            double l_1821_ = l_1820_;
                                                                            l_mut_1197_ = l_1821_;
                                                                        }
                                                                        double _e3871 = l_mut_1271_;
                                                                        double _e3872 = l_mut_1197_;
                                                                        bool l_1822_ = (_e3871 == _e3872);
                                                                        if (l_1822_) {
                                                                            double l_1823_ = abs(l_1798_);
                                                                            double l_1824_ = (l_1823_ * 1.4551915228366852e-11L);
                                                                            double l_1825_ = abs(l_1801_);
                                                                            double l_1826_ = (l_1825_ * 1.4551915228366852e-11L);
                                                                            float _e3880 = l_mut_22_;
                                                                            uint l_1827_ = asuint(_e3880);
                                                                            float _e3882 = l_mut_22_;
                                                                            double l_1828_ = double(_e3882);
                                                                            l_mut_1271_ = l_1828_;
                                                                            uint l_1829_ = (l_1827_ & 2139095040u);
                                                                            bool l_1830_ = (l_1829_ == 0u);
                                                                            if (l_1830_) {
                                                                                uint l_1831_ = (l_1827_ & 8388607u);
                                                                                double l_1832_ = double(l_1831_);
                                                                                double l_1833_ = (l_1832_ * 1.401298464324817e-45L);
                                                                                l_mut_1271_ = l_1833_;
                                                                                uint l_1834_ = (l_1827_ >> 31u);
                                                                                bool l_1835_ = (l_1834_ == 1u);
                                                                                if (l_1835_) {
                                                                                    double _e3897 = l_mut_1271_;
                                                                                    double l_1836_ = -(_e3897);
                                                                                    l_mut_1271_ = l_1836_;
                                                                                }
                                                                            }
                                                                            float _e3899 = l_mut_22_;
                                                                            uint l_1837_ = asuint(_e3899);
                                                                            uint l_1838_ = (l_1837_ + 1u);
                                                                            l_mut_199_ = l_1838_;
                                                                            uint l_1839_ = (l_1837_ & 2147483647u);
                                                                            bool l_1840_ = (l_1839_ == 0u);
                                                                            if (l_1840_) {
                                                                                l_mut_199_ = 1u;
                                                                            } else {
                                                                                uint l_1841_ = (l_1837_ & 2147483648u);
                                                                                bool l_1842_ = (l_1841_ != 0u);
                                                                                if (l_1842_) {
                                                                                    uint l_1843_ = (l_1837_ - 1u);
                                                                                    l_mut_199_ = l_1843_;
                                                                                } else {
                                                                                    bool l_1844_ = (l_1837_ == 2139095040u);
                                                                                    if (l_1844_) {
                                                                                        l_mut_199_ = l_1837_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3916 = l_mut_199_;
                                                                            float l_1845_ = asfloat(_e3916);
                                                                            uint l_1846_ = asuint(l_1845_);
                                                                            double l_1847_ = double(l_1845_);
                                                                            l_mut_1197_ = l_1847_;
                                                                            uint l_1848_ = (l_1846_ & 2139095040u);
                                                                            bool l_1849_ = (l_1848_ == 0u);
                                                                            if (l_1849_) {
                                                                                uint l_1850_ = (l_1846_ & 8388607u);
                                                                                double l_1851_ = double(l_1850_);
                                                                                double l_1852_ = (l_1851_ * 1.401298464324817e-45L);
                                                                                l_mut_1197_ = l_1852_;
                                                                                uint l_1853_ = (l_1846_ >> 31u);
                                                                                bool l_1854_ = (l_1853_ == 1u);
                                                                                if (l_1854_) {
                                                                                    double _e3933 = l_mut_1197_;
                                                                                    double l_1855_ = -(_e3933);
                                                                                    l_mut_1197_ = l_1855_;
                                                                                }
                                                                            }
                                                                            float _e3935 = l_mut_22_;
                                                                            uint l_1856_ = asuint(_e3935);
                                                                            uint l_1857_ = (l_1856_ ^ 2147483648u);
                                                                            float l_1858_ = asfloat(l_1857_);
                                                                            uint l_1859_ = asuint(l_1858_);
                                                                            uint l_1860_ = (l_1859_ + 1u);
                                                                            l_mut_199_ = l_1860_;
                                                                            uint l_1861_ = (l_1859_ & 2147483647u);
                                                                            bool l_1862_ = (l_1861_ == 0u);
                                                                            if (l_1862_) {
                                                                                l_mut_199_ = 1u;
                                                                            } else {
                                                                                uint l_1863_ = (l_1859_ & 2147483648u);
                                                                                bool l_1864_ = (l_1863_ != 0u);
                                                                                if (l_1864_) {
                                                                                    uint l_1865_ = (l_1859_ - 1u);
                                                                                    l_mut_199_ = l_1865_;
                                                                                } else {
                                                                                    bool l_1866_ = (l_1859_ == 2139095040u);
                                                                                    if (l_1866_) {
                                                                                        l_mut_199_ = l_1859_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3956 = l_mut_199_;
                                                                            float l_1867_ = asfloat(_e3956);
                                                                            uint l_1868_ = asuint(l_1867_);
                                                                            uint l_1869_ = (l_1868_ ^ 2147483648u);
                                                                            float l_1870_ = asfloat(l_1869_);
                                                                            uint l_1871_ = asuint(l_1870_);
                                                                            double l_1872_ = double(l_1870_);
                                                                            l_mut_57_ = l_1872_;
                                                                            uint l_1873_ = (l_1871_ & 2139095040u);
                                                                            bool l_1874_ = (l_1873_ == 0u);
                                                                            if (l_1874_) {
                                                                                uint l_1875_ = (l_1871_ & 8388607u);
                                                                                double l_1876_ = double(l_1875_);
                                                                                double l_1877_ = (l_1876_ * 1.401298464324817e-45L);
                                                                                l_mut_57_ = l_1877_;
                                                                                uint l_1878_ = (l_1871_ >> 31u);
                                                                                bool l_1879_ = (l_1878_ == 1u);
                                                                                if (l_1879_) {
                                                                                    double _e3977 = l_mut_57_;
                                                                                    double l_1880_ = -(_e3977);
                                                                                    l_mut_57_ = l_1880_;
                                                                                }
                                                                            }
                                                                            double l_1881_ = (l_1798_ + l_1824_);
                                                                            double _e3980 = l_mut_1271_;
                                                                            bool l_1882_ = (l_1881_ <= _e3980);
                                                                            l_mut_291_ = l_1882_;
                                                                            double l_1883_ = (l_1798_ - l_1824_);
                                                                            double _e3983 = l_mut_1271_;
                                                                            bool l_1884_ = (l_1883_ > _e3983);
                                                                            l_mut_288_ = l_1884_;
                                                                            double l_1885_ = (l_1801_ - l_1826_);
                                                                            double _e3986 = l_mut_1271_;
                                                                            bool l_1886_ = (l_1885_ >= _e3986);
                                                                            l_mut_285_ = l_1886_;
                                                                            double l_1887_ = (l_1801_ + l_1826_);
                                                                            double _e3989 = l_mut_1271_;
                                                                            bool l_1888_ = (l_1887_ < _e3989);
                                                                            l_mut_282_ = l_1888_;
                                                                            double l_1889_ = (l_1798_ + l_1824_);
                                                                            double _e3992 = l_mut_1197_;
                                                                            bool l_1890_ = (l_1889_ < _e3992);
                                                                            l_mut_291_ = l_1890_;
                                                                            double l_1891_ = (l_1798_ - l_1824_);
                                                                            double _e3995 = l_mut_1197_;
                                                                            bool l_1892_ = (l_1891_ >= _e3995);
                                                                            l_mut_288_ = l_1892_;
                                                                            double l_1893_ = (l_1801_ - l_1826_);
                                                                            double _e3998 = l_mut_57_;
                                                                            bool l_1894_ = (l_1893_ > _e3998);
                                                                            l_mut_285_ = l_1894_;
                                                                            double l_1895_ = (l_1801_ + l_1826_);
                                                                            double _e4001 = l_mut_57_;
                                                                            bool l_1896_ = (l_1895_ <= _e4001);
                                                                            l_mut_282_ = l_1896_;
                                                                            l_mut_199_ = 2u;
                                                                            bool _e4004 = l_mut_288_;
                                                                            if (!(_e4004)) {
                                                                                bool _e4008 = l_mut_282_;
                                                                                local_91 = _e4008;
                                                                            } else {
                                                                                local_91 = true;
                                                                            }
                                                                            bool l_1897_ = local_91;
                                                                            if (l_1897_) {
                                                                                l_mut_199_ = 1u;
                                                                            } else {
                                                                                bool _e4012 = l_mut_291_;
                                                                                if (_e4012) {
                                                                                    bool _e4015 = l_mut_285_;
                                                                                    local_92 = _e4015;
                                                                                } else {
                                                                                    local_92 = false;
                                                                                }
                                                                                bool l_1898_ = local_92;
                                                                                if (l_1898_) {
                                                                                    l_mut_199_ = 0u;
                                                                                }
                                                                            }
                                                                            float _e4019 = l_mut_22_;
                                                                            uint l_1899_ = asuint(_e4019);
                                                                            uint l_1900_ = (l_1899_ & 2147483647u);
                                                                            bool l_1901_ = (l_1900_ == 0u);
                                                                            if (l_1901_) {
                                                                                double l_1902_ = (l_1798_ + l_1824_);
                                                                                bool l_1903_ = (l_1902_ < 1.1754943508222875e-38L);
                                                                                double l_1904_ = (l_1801_ - l_1826_);
                                                                                bool l_1905_ = (l_1904_ > -1.1754943508222875e-38L);
                                                                                if (l_1903_) {
                                                                                    local_93 = l_1905_;
                                                                                } else {
                                                                                    local_93 = false;
                                                                                }
                                                                                bool l_1906_ = local_93;
                                                                                double l_1907_ = (l_1798_ - l_1824_);
                                                                                bool l_1908_ = (l_1907_ < 1.1754943508222875e-38L);
                                                                                double l_1909_ = (l_1801_ + l_1826_);
                                                                                bool l_1910_ = (l_1909_ > -1.1754943508222875e-38L);
                                                                                if (l_1908_) {
                                                                                    local_94 = l_1910_;
                                                                                } else {
                                                                                    local_94 = false;
                                                                                }
                                                                                bool l_1911_ = local_94;
                                                                                if (l_1906_) {
                                                                                    l_mut_199_ = 0u;
                                                                                } else {
                                                                                    uint _e4046 = l_mut_199_;
                                                                                    bool l_1912_ = (_e4046 == 1u);
                                                                                    if (l_1911_) {
                                                                                        local_95 = l_1912_;
                                                                                    } else {
                                                                                        local_95 = false;
                                                                                    }
                                                                                    bool l_1913_ = local_95;
                                                                                    if (l_1913_) {
                                                                                        l_mut_199_ = 2u;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4054 = l_mut_199_;
                                                                            l_mut_237_ = _e4054;
                                                                        }
                                                                        uint _e4055 = l_mut_237_;
                                                                        l_mut_183_ = _e4055;
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
                            uint l_1914_ = a_182_[0];
                            bool l_1915_ = (l_1914_ == 0u);
                            if (l_1915_) {
                                l_mut_183_ = 2u;
                            }
                            uint _e4061 = l_mut_163_;
                            uint _e4063 = l_mut_183_;
                            a_10_[min(uint(_e4061), 7u)] = _e4063;
                            uint _e4064 = l_mut_163_;
                            uint l_1916_ = a_10_[min(uint(_e4064), 7u)];
                            bool l_1917_ = (l_1916_ == 2u);
                            if (l_1917_) {
                                l_mut_160_ = false;
                            }
                        }
                    }
                }
                uint _e4073 = l_mut_62_;
                bool l_1918_ = (_e4073 == 4294967293u);
                if (l_1918_) {
                    uint l_1919_ = a_8_[0];
                    uint l_1920_ = (l_1919_ + 1u);
                    a_8_[0] = l_1920_;
                } else {
                    bool _e4081 = l_mut_160_;
                    if (_e4081) {
                        l_mut_1271_ = l_150_;
                        double _e4082 = l_mut_1271_;
                        bool l_1921_ = (_e4082 < -17.0L);
                        if (l_1921_) {
                            l_mut_1271_ = -17.0L;
                        }
                        double _e4086 = l_mut_1271_;
                        bool l_1922_ = (_e4086 > 17.0L);
                        if (l_1922_) {
                            l_mut_1271_ = 17.0L;
                        }
                        double _e4090 = l_mut_1271_;
                        double l_1923_ = (_e4090 + 16.0L);
                        double l_1924_ = (l_1923_ + 1.0L);
                        uint l_1925_ = naga_f2u32(l_1924_);
                        uint l_1926_ = (2u + l_1925_);
                        uint l_1927_ = a_8_[min(uint(l_1926_), 64u)];
                        uint l_1928_ = (l_1927_ + 1u);
                        a_8_[min(uint(l_1926_), 64u)] = l_1928_;
                        float _e4103 = l_mut_22_;
                        uint l_1929_ = asuint(_e4103);
                        uint l_1930_ = (l_1929_ & 8388607u);
                        double l_1931_ = double(l_1930_);
                        double l_1932_ = (l_1931_ / 7.1362384635298e44L);
                        l_mut_1271_ = l_1932_;
                        uint l_1933_ = (l_1929_ & 2139095040u);
                        bool l_1934_ = (l_1933_ != 0u);
                        if (l_1934_) {
                            uint l_1935_ = (l_1929_ & 2147483647u);
                            float l_1936_ = asfloat(l_1935_);
                            double l_1937_ = double(l_1936_);
                            l_mut_1271_ = l_1937_;
                        }
                        uint l_1938_ = (l_1929_ >> 31u);
                        double l_1939_ = double(l_1938_);
                        double l_1940_ = (2.0L * l_1939_);
                        double l_1941_ = (1.0L - l_1940_);
                        double _e4125 = l_mut_1271_;
                        l_mut_1271_ = (_e4125 * l_1941_);
                        double _e4127 = l_mut_35_;
                        double l_1942_ = abs(_e4127);
                        double _e4129 = l_mut_35_;
                        double l_1943_ = (_e4129 * 0.0L);
                        double l_1944_ = (l_1943_ + 7.1362384635298e44L);
                        l_mut_1197_ = l_1944_;
                        bool l_1945_ = (l_1942_ >= 2.350988701644575e-38L);
                        if (l_1945_) {
                            uint _e4136 = l_mut_62_;
                            uint l_1946_ = (_e4136 & 2147483647u);
                            float l_1947_ = asfloat(l_1946_);
                            double l_1948_ = double(l_1947_);
                            uint l_1949_ = (l_1946_ & 2139095040u);
                            float l_1950_ = asfloat(l_1949_);
                            double l_1951_ = double(l_1950_);
                            bool l_1952_ = (l_1948_ > l_1942_);
                            uint l_1953_ = (l_1946_ & 8388607u);
                            bool l_1954_ = (l_1953_ == 0u);
                            if (l_1952_) {
                                local_96 = l_1954_;
                            } else {
                                local_96 = false;
                            }
                            bool l_1955_ = local_96;
                            double l_1956_ = (l_1951_ * 1.1920928955078125e-7L);
                            double l_1957_ = double(l_1955_);
                            double l_1958_ = (0.5L * l_1957_);
                            double l_1959_ = (1.0L - l_1958_);
                            double l_1960_ = (l_1956_ * l_1959_);
                            double l_1961_ = (1.0L / l_1960_);
                            l_mut_1197_ = l_1961_;
                        }
                        double _e4164 = l_mut_1271_;
                        double _e4165 = l_mut_35_;
                        double l_1962_ = (_e4164 - _e4165);
                        double _e4167 = l_mut_1197_;
                        double l_1963_ = (l_1962_ * _e4167);
                        uint l_1964_ = a_8_[45];
                        bool l_1965_ = (l_1964_ == 4294967295u);
                        double l_1966_ = a_9_[0];
                        bool l_1967_ = (l_1963_ < l_1966_);
                        if (!(l_1965_)) {
                            local_97 = l_1967_;
                        } else {
                            local_97 = true;
                        }
                        bool l_1968_ = local_97;
                        if (l_1968_) {
                            a_9_[0] = l_1963_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_131_;
                        }
                        uint l_1969_ = a_8_[47];
                        bool l_1970_ = (l_1969_ == 4294967295u);
                        double l_1971_ = a_9_[1];
                        bool l_1972_ = (l_1963_ > l_1971_);
                        if (!(l_1970_)) {
                            local_98 = l_1972_;
                        } else {
                            local_98 = true;
                        }
                        bool l_1973_ = local_98;
                        if (l_1973_) {
                            a_9_[1] = l_1963_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_131_;
                        }
                        bool l_1974_ = (l_150_ != 0.0L);
                        if (l_1974_) {
                            l_mut_1975_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e4252 = l_mut_1975_;
                                    l_mut_1975_ = (_e4252 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e4203 = l_mut_1975_;
                                if ((_e4203 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4206 = l_mut_1975_;
                                    uint l_1976_ = a_10_[min(uint(_e4206), 7u)];
                                    bool l_1977_ = (l_1976_ == 1u);
                                    if (l_1977_) {
                                        uint _e4212 = l_mut_1975_;
                                        uint l_1978_ = (37u + _e4212);
                                        uint l_1979_ = a_8_[min(uint(l_1978_), 64u)];
                                        uint l_1980_ = (l_1979_ + 1u);
                                        a_8_[min(uint(l_1978_), 64u)] = l_1980_;
                                        uint _e4220 = l_mut_1975_;
                                        uint l_1981_ = (2u + _e4220);
                                        uint l_1982_ = (2u * l_1981_);
                                        uint l_1983_ = (45u + l_1982_);
                                        uint l_1984_ = a_8_[min(uint(l_1983_), 64u)];
                                        bool l_1985_ = (l_1984_ == 4294967295u);
                                        double l_1986_ = abs(l_1963_);
                                        uint _e4232 = l_mut_1975_;
                                        uint l_1987_ = (2u + _e4232);
                                        double l_1988_ = a_9_[min(uint(l_1987_), 9u)];
                                        double l_1989_ = abs(l_1988_);
                                        bool l_1990_ = (l_1986_ > l_1989_);
                                        if (!(l_1985_)) {
                                            local_99 = l_1990_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1991_ = local_99;
                                        if (l_1991_) {
                                            uint _e4244 = l_mut_1975_;
                                            uint l_1992_ = (2u + _e4244);
                                            a_9_[min(uint(l_1992_), 9u)] = l_1963_;
                                            a_8_[min(uint(l_1983_), 64u)] = l_20_;
                                            uint l_1993_ = (l_1983_ + 1u);
                                            a_8_[min(uint(l_1993_), 64u)] = l_131_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1994_ = a_8_[1];
                        uint l_1995_ = (l_2_ + l_1994_);
                        uint l_1996_ = (l_1995_ * 2u);
                        uint l_2081_ = asuint(info.Load(24+0));
                        uint l_2082_ = (l_2081_ * 1u);
                        bool l_2083_ = (l_1996_ < l_2082_);
                        if (l_2083_) {
                            buffer_6_global.Store(l_1996_*4, asuint(l_20_));
                        }
                        uint l_1997_ = (l_1996_ + 1u);
                        uint l_2084_ = asuint(info.Load(24+0));
                        uint l_2085_ = (l_2084_ * 1u);
                        bool l_2086_ = (l_1997_ < l_2085_);
                        if (l_2086_) {
                            buffer_6_global.Store(l_1997_*4, asuint(l_131_));
                        }
                        uint l_1998_ = a_8_[1];
                        uint l_1999_ = (l_1998_ + 1u);
                        a_8_[1] = l_1999_;
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
                uint _e4309 = l_mut_2000_;
                l_mut_2000_ = (_e4309 + 1u);
            }
            loop_init_5 = false;
            uint _e4289 = l_mut_2000_;
            if ((_e4289 < 65u)) {
            } else {
                break;
            }
            {
                uint l_2001_ = (id * 65u);
                uint _e4294 = l_mut_2000_;
                uint l_2002_ = (l_2001_ + _e4294);
                uint _e4296 = l_mut_2000_;
                uint l_2003_ = a_8_[min(uint(_e4296), 64u)];
                uint l_2087_ = asuint(info.Load(16+0));
                uint l_2088_ = (l_2087_ * 1u);
                bool l_2089_ = (l_2002_ < l_2088_);
                if (l_2089_) {
                    buffer_4_global.Store(l_2002_*4, asuint(l_2003_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e4333 = l_mut_2004_;
                l_mut_2004_ = (_e4333 + 1u);
            }
            loop_init_6 = false;
            uint _e4313 = l_mut_2004_;
            if ((_e4313 < 10u)) {
            } else {
                break;
            }
            {
                uint l_2005_ = (id * 10u);
                uint _e4318 = l_mut_2004_;
                uint l_2006_ = (l_2005_ + _e4318);
                uint _e4320 = l_mut_2004_;
                double l_2007_ = a_9_[min(uint(_e4320), 9u)];
                uint l_2090_ = asuint(info.Load(20+0));
                uint l_2091_ = (l_2090_ * 1u);
                bool l_2092_ = (l_2006_ < l_2091_);
                if (l_2092_) {
                    buffer_5_global.Store(l_2006_*8, l_2007_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
