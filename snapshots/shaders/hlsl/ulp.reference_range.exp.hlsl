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
    double a_715_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
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
    uint l_mut_979_ = (uint)0;
    bool local_59 = (bool)0;
    uint l_mut_1004_ = 0u;
    uint l_mut_1008_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1026_ = asuint(info.Load(24+0));
        uint l_1027_ = (l_1026_ * 1u);
        bool l_1028_ = (0u < l_1027_);
        if (l_1028_) {
            buffer_6_global.Store(0, asuint(1u));
        }
    }
    uint l_1012_ = asuint(info.Load(0+0));
    uint l_1013_ = (l_1012_ * 1u);
    bool l_1014_ = (1u < l_1013_);
    uint l_1015_ = (l_1013_ - 1u);
    uint l_1016_ = min(1u, l_1015_);
    uint l_1017_ = asuint(buffer_0_global.Load(l_1016_*4));
    uint l_1_ = (l_1014_ ? l_1017_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1019_ = asuint(info.Load(0+0));
    uint l_1020_ = (l_1019_ * 1u);
    bool l_1021_ = (2u < l_1020_);
    uint l_1022_ = (l_1020_ - 1u);
    uint l_1023_ = min(2u, l_1022_);
    uint l_1024_ = asuint(buffer_0_global.Load(l_1023_*4));
    uint l_3_ = (l_1021_ ? l_1024_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1029_ = asuint(info.Load(0+0));
        uint l_1030_ = (l_1029_ * 1u);
        bool l_1031_ = (2u < l_1030_);
        uint l_1032_ = (l_1030_ - 1u);
        uint l_1033_ = min(2u, l_1032_);
        uint l_1034_ = asuint(buffer_0_global.Load(l_1033_*4));
        uint l_6_ = (l_1031_ ? l_1034_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e121 = l_mut_11_;
                l_mut_11_ = (_e121 + 1u);
            }
            loop_init = false;
            uint _e114 = l_mut_11_;
            if ((_e114 < 45u)) {
            } else {
                break;
            }
            {
                uint _e117 = l_mut_11_;
                a_8_[min(uint(_e117), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e148 = l_mut_12_;
                l_mut_12_ = (_e148 + 1u);
            }
            loop_init_1 = false;
            uint _e125 = l_mut_12_;
            if ((_e125 < 10u)) {
            } else {
                break;
            }
            {
                uint _e129 = l_mut_12_;
                uint l_13_ = (2u * _e129);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e136 = l_mut_12_;
                uint l_15_ = (2u * _e136);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e144 = l_mut_12_;
                a_9_[min(uint(_e144), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2279 = l_mut_18_;
                l_mut_18_ = (_e2279 + 1u);
            }
            loop_init_2 = false;
            uint _e151 = l_mut_18_;
            if ((_e151 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1036_ = asuint(info.Load(0+0));
                uint l_1037_ = (l_1036_ * 1u);
                bool l_1038_ = (0u < l_1037_);
                uint l_1039_ = (l_1037_ - 1u);
                uint l_1040_ = min(0u, l_1039_);
                uint l_1041_ = asuint(buffer_0_global.Load(l_1040_*4));
                uint l_19_ = (l_1038_ ? l_1041_ : 0u);
                uint _e170 = l_mut_18_;
                uint l_20_ = (l_19_ + _e170);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = exp(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = exp(l_24_);
                l_mut_25_ = l_26_;
                l_mut_27_ = 4294967294u;
                float _e177 = l_mut_22_;
                uint l_28_ = asuint(_e177);
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
                double _e195 = l_mut_25_;
                double l_37_ = abs(_e195);
                double _e197 = l_mut_25_;
                bool l_38_ = (_e197 < 0.0L);
                uint l_39_ = uint(l_38_);
                uint l_40_ = (2147483648u * l_39_);
                if (l_36_) {
                } else {
                    double _e203 = l_mut_25_;
                    const bool _e204 = is_nan_1_f64_(_e203);
                    if (_e204) {
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
                float _e301 = l_mut_22_;
                uint l_96_ = asuint(_e301);
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
                uint _e322 = l_mut_27_;
                uint l_108_ = (_e322 & 2147483647u);
                double l_109_ = double(l_108_);
                uint _e326 = l_mut_27_;
                uint l_110_ = (_e326 >> 31u);
                double l_111_ = double(l_110_);
                double l_112_ = (2.0L * l_111_);
                double l_113_ = (1.0L - l_112_);
                double l_114_ = (l_109_ * l_113_);
                double l_115_ = (l_107_ - l_114_);
                uint _e336 = l_mut_27_;
                bool l_116_ = (_e336 < 4294967293u);
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
                bool _e357 = l_mut_122_;
                if (_e357) {
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
                            uint _e2065 = l_mut_125_;
                            l_mut_125_ = (_e2065 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e364 = l_mut_125_;
                        if ((_e364 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e368 = l_mut_125_;
                            uint l_126_ = (2u * _e368);
                            uint l_1043_ = asuint(info.Load(4+0));
                            uint l_1044_ = (l_1043_ * 1u);
                            bool l_1045_ = (l_126_ < l_1044_);
                            uint l_1046_ = (l_1044_ - 1u);
                            uint l_1047_ = min(l_126_, l_1046_);
                            uint l_1048_ = asuint(buffer_1_global.Load(l_1047_*4));
                            uint l_127_ = (l_1045_ ? l_1048_ : 0u);
                            uint _e386 = l_mut_125_;
                            uint l_128_ = (2u * _e386);
                            uint l_129_ = (l_128_ + 1u);
                            uint l_1050_ = asuint(info.Load(4+0));
                            uint l_1051_ = (l_1050_ * 1u);
                            bool l_1052_ = (l_129_ < l_1051_);
                            uint l_1053_ = (l_1051_ - 1u);
                            uint l_1054_ = min(l_129_, l_1053_);
                            uint l_1055_ = asuint(buffer_1_global.Load(l_1054_*4));
                            uint l_130_ = (l_1052_ ? l_1055_ : 0u);
                            bool l_131_ = (l_130_ != 0u);
                            uint _e407 = l_mut_125_;
                            uint l_132_ = (_e407 * 4u);
                            uint l_1057_ = asuint(info.Load(8+0));
                            uint l_1058_ = (l_1057_ * 1u);
                            bool l_1059_ = (l_132_ < l_1058_);
                            uint l_1060_ = (l_1058_ - 1u);
                            uint l_1061_ = min(l_132_, l_1060_);
                            double l_1062_ = buffer_2_global.Load<double>(l_1061_*8);
                            double l_133_ = (l_1059_ ? l_1062_ : 0.0L);
                            uint _e425 = l_mut_125_;
                            uint l_134_ = (_e425 * 4u);
                            uint l_135_ = (l_134_ + 1u);
                            uint l_1064_ = asuint(info.Load(8+0));
                            uint l_1065_ = (l_1064_ * 1u);
                            bool l_1066_ = (l_135_ < l_1065_);
                            uint l_1067_ = (l_1065_ - 1u);
                            uint l_1068_ = min(l_135_, l_1067_);
                            double l_1069_ = buffer_2_global.Load<double>(l_1068_*8);
                            double l_136_ = (l_1066_ ? l_1069_ : 0.0L);
                            uint _e445 = l_mut_125_;
                            uint l_137_ = (_e445 * 4u);
                            uint l_138_ = (l_137_ + 2u);
                            uint l_1071_ = asuint(info.Load(8+0));
                            uint l_1072_ = (l_1071_ * 1u);
                            bool l_1073_ = (l_138_ < l_1072_);
                            uint l_1074_ = (l_1072_ - 1u);
                            uint l_1075_ = min(l_138_, l_1074_);
                            double l_1076_ = buffer_2_global.Load<double>(l_1075_*8);
                            double l_139_ = (l_1073_ ? l_1076_ : 0.0L);
                            double l_140_ = double(l_21_);
                            double l_141_ = abs(l_140_);
                            double _e467 = l_mut_25_;
                            double l_142_ = abs(_e467);
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
                                        double _e485 = l_mut_25_;
                                        double l_151_ = abs(_e485);
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
                                        double _e508 = l_mut_152_;
                                        double l_161_ = (l_133_ * _e508);
                                        l_mut_162_ = 2u;
                                        double _e511 = l_mut_25_;
                                        double l_163_ = (_e511 - l_143_);
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
                                        double _e535 = l_mut_25_;
                                        double l_173_ = (_e535 + l_143_);
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
                                        double _e559 = l_mut_152_;
                                        double _e560 = l_mut_175_;
                                        bool l_184_ = (_e559 == _e560);
                                        if (l_184_) {
                                            double l_185_ = (l_161_ * 1.4551915228366852e-11L);
                                            double l_186_ = (l_143_ + l_185_);
                                            double _e565 = l_mut_25_;
                                            double l_187_ = (_e565 - l_161_);
                                            double _e567 = l_mut_25_;
                                            double l_188_ = (_e567 + l_161_);
                                            float _e569 = l_mut_22_;
                                            double l_189_ = double(_e569);
                                            float _e571 = l_mut_22_;
                                            uint l_190_ = asuint(_e571);
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
                                            uint _e586 = l_mut_192_;
                                            float l_198_ = asfloat(_e586);
                                            double l_199_ = double(l_198_);
                                            float _e589 = l_mut_22_;
                                            float l_200_ = -(_e589);
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
                                            uint _e605 = l_mut_192_;
                                            float l_208_ = asfloat(_e605);
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
                                            bool _e626 = l_mut_216_;
                                            if (!(_e626)) {
                                                bool _e630 = l_mut_222_;
                                                local_14 = _e630;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_231_ = local_14;
                                            if (l_231_) {
                                                l_mut_192_ = 1u;
                                            } else {
                                                bool _e634 = l_mut_213_;
                                                if (_e634) {
                                                    bool _e637 = l_mut_219_;
                                                    local_15 = _e637;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_232_ = local_15;
                                                if (l_232_) {
                                                    l_mut_192_ = 0u;
                                                }
                                            }
                                            uint _e641 = l_mut_192_;
                                            l_mut_162_ = _e641;
                                        }
                                        uint _e642 = l_mut_162_;
                                        l_mut_145_ = _e642;
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
                                                double _e654 = l_mut_25_;
                                                double l_237_ = abs(_e654);
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
                                                double _e677 = l_mut_175_;
                                                double l_246_ = (l_133_ * _e677);
                                                l_mut_192_ = 2u;
                                                double _e680 = l_mut_25_;
                                                double l_247_ = (_e680 - l_143_);
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
                                                double _e704 = l_mut_25_;
                                                double l_257_ = (_e704 + l_143_);
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
                                                double _e728 = l_mut_175_;
                                                double _e729 = l_mut_152_;
                                                bool l_267_ = (_e728 == _e729);
                                                if (l_267_) {
                                                    double l_268_ = (l_246_ * 1.4551915228366852e-11L);
                                                    double l_269_ = (l_143_ + l_268_);
                                                    double _e734 = l_mut_25_;
                                                    double l_270_ = (_e734 - l_246_);
                                                    double _e736 = l_mut_25_;
                                                    double l_271_ = (_e736 + l_246_);
                                                    float _e738 = l_mut_22_;
                                                    double l_272_ = double(_e738);
                                                    float _e740 = l_mut_22_;
                                                    uint l_273_ = asuint(_e740);
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
                                                    uint _e755 = l_mut_162_;
                                                    float l_280_ = asfloat(_e755);
                                                    double l_281_ = double(l_280_);
                                                    float _e758 = l_mut_22_;
                                                    float l_282_ = -(_e758);
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
                                                    uint _e774 = l_mut_162_;
                                                    float l_290_ = asfloat(_e774);
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
                                                    bool _e795 = l_mut_219_;
                                                    if (!(_e795)) {
                                                        bool _e799 = l_mut_213_;
                                                        local_20 = _e799;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_309_ = local_20;
                                                    if (l_309_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e803 = l_mut_222_;
                                                        if (_e803) {
                                                            bool _e806 = l_mut_216_;
                                                            local_21 = _e806;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_310_ = local_21;
                                                        if (l_310_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e810 = l_mut_162_;
                                                    l_mut_192_ = _e810;
                                                }
                                                uint _e811 = l_mut_192_;
                                                l_mut_145_ = _e811;
                                            }
                                        } else {
                                            bool l_311_ = (l_127_ == 4u);
                                            if (l_311_) {
                                                double l_312_ = (l_136_ * l_141_);
                                                double l_313_ = (l_133_ + l_312_);
                                                double _e816 = l_mut_25_;
                                                double l_314_ = abs(_e816);
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
                                                double _e839 = l_mut_175_;
                                                double l_323_ = (l_313_ * _e839);
                                                l_mut_192_ = 2u;
                                                double _e842 = l_mut_25_;
                                                double l_324_ = (_e842 - l_143_);
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
                                                double _e866 = l_mut_25_;
                                                double l_334_ = (_e866 + l_143_);
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
                                                double _e890 = l_mut_175_;
                                                double _e891 = l_mut_152_;
                                                bool l_344_ = (_e890 == _e891);
                                                if (l_344_) {
                                                    double l_345_ = (l_323_ * 1.4551915228366852e-11L);
                                                    double l_346_ = (l_143_ + l_345_);
                                                    double _e896 = l_mut_25_;
                                                    double l_347_ = (_e896 - l_323_);
                                                    double _e898 = l_mut_25_;
                                                    double l_348_ = (_e898 + l_323_);
                                                    float _e900 = l_mut_22_;
                                                    double l_349_ = double(_e900);
                                                    float _e902 = l_mut_22_;
                                                    uint l_350_ = asuint(_e902);
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
                                                    uint _e917 = l_mut_162_;
                                                    float l_357_ = asfloat(_e917);
                                                    double l_358_ = double(l_357_);
                                                    float _e920 = l_mut_22_;
                                                    float l_359_ = -(_e920);
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
                                                    uint _e936 = l_mut_162_;
                                                    float l_367_ = asfloat(_e936);
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
                                                    bool _e957 = l_mut_219_;
                                                    if (!(_e957)) {
                                                        bool _e961 = l_mut_213_;
                                                        local_25 = _e961;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_386_ = local_25;
                                                    if (l_386_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e965 = l_mut_222_;
                                                        if (_e965) {
                                                            bool _e968 = l_mut_216_;
                                                            local_26 = _e968;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_387_ = local_26;
                                                        if (l_387_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e972 = l_mut_162_;
                                                    l_mut_192_ = _e972;
                                                }
                                                uint _e973 = l_mut_192_;
                                                l_mut_145_ = _e973;
                                            } else {
                                                bool l_388_ = (l_127_ == 5u);
                                                if (l_388_) {
                                                    double l_389_ = (2.0L * l_140_);
                                                    double l_390_ = abs(l_389_);
                                                    double l_391_ = floor(l_390_);
                                                    double l_392_ = (3.0L + l_391_);
                                                    double _e982 = l_mut_25_;
                                                    double l_393_ = abs(_e982);
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
                                                    double _e1005 = l_mut_175_;
                                                    double l_402_ = (l_392_ * _e1005);
                                                    l_mut_192_ = 2u;
                                                    double _e1008 = l_mut_25_;
                                                    double l_403_ = (_e1008 - l_143_);
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
                                                    double _e1032 = l_mut_25_;
                                                    double l_413_ = (_e1032 + l_143_);
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
                                                    double _e1056 = l_mut_175_;
                                                    double _e1057 = l_mut_152_;
                                                    bool l_423_ = (_e1056 == _e1057);
                                                    if (l_423_) {
                                                        double l_424_ = (l_402_ * 1.4551915228366852e-11L);
                                                        double l_425_ = (l_143_ + l_424_);
                                                        double _e1062 = l_mut_25_;
                                                        double l_426_ = (_e1062 - l_402_);
                                                        double _e1064 = l_mut_25_;
                                                        double l_427_ = (_e1064 + l_402_);
                                                        float _e1066 = l_mut_22_;
                                                        double l_428_ = double(_e1066);
                                                        float _e1068 = l_mut_22_;
                                                        uint l_429_ = asuint(_e1068);
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
                                                        uint _e1083 = l_mut_162_;
                                                        float l_436_ = asfloat(_e1083);
                                                        double l_437_ = double(l_436_);
                                                        float _e1086 = l_mut_22_;
                                                        float l_438_ = -(_e1086);
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
                                                        uint _e1102 = l_mut_162_;
                                                        float l_446_ = asfloat(_e1102);
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
                                                        bool _e1123 = l_mut_219_;
                                                        if (!(_e1123)) {
                                                            bool _e1127 = l_mut_213_;
                                                            local_30 = _e1127;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_465_ = local_30;
                                                        if (l_465_) {
                                                            l_mut_162_ = 1u;
                                                        } else {
                                                            bool _e1131 = l_mut_222_;
                                                            if (_e1131) {
                                                                bool _e1134 = l_mut_216_;
                                                                local_31 = _e1134;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_466_ = local_31;
                                                            if (l_466_) {
                                                                l_mut_162_ = 0u;
                                                            }
                                                        }
                                                        uint _e1138 = l_mut_162_;
                                                        l_mut_192_ = _e1138;
                                                    }
                                                    uint _e1139 = l_mut_192_;
                                                    l_mut_145_ = _e1139;
                                                } else {
                                                    bool l_467_ = (l_127_ == 6u);
                                                    if (l_467_) {
                                                        l_mut_145_ = 0u;
                                                        bool l_468_ = (l_141_ <= l_136_);
                                                        if (l_468_) {
                                                            double l_469_ = (l_133_ * 1.4551915228366852e-11L);
                                                            double l_470_ = (l_143_ + l_469_);
                                                            double _e1147 = l_mut_25_;
                                                            double l_471_ = (_e1147 - l_133_);
                                                            double _e1149 = l_mut_25_;
                                                            double l_472_ = (_e1149 + l_133_);
                                                            float _e1151 = l_mut_22_;
                                                            double l_473_ = double(_e1151);
                                                            float _e1153 = l_mut_22_;
                                                            uint l_474_ = asuint(_e1153);
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
                                                            uint _e1168 = l_mut_192_;
                                                            float l_481_ = asfloat(_e1168);
                                                            double l_482_ = double(l_481_);
                                                            float _e1171 = l_mut_22_;
                                                            float l_483_ = -(_e1171);
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
                                                            uint _e1187 = l_mut_192_;
                                                            float l_491_ = asfloat(_e1187);
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
                                                            bool _e1208 = l_mut_219_;
                                                            if (!(_e1208)) {
                                                                bool _e1212 = l_mut_213_;
                                                                local_32 = _e1212;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_510_ = local_32;
                                                            if (l_510_) {
                                                                l_mut_192_ = 1u;
                                                            } else {
                                                                bool _e1216 = l_mut_222_;
                                                                if (_e1216) {
                                                                    bool _e1219 = l_mut_216_;
                                                                    local_33 = _e1219;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_511_ = local_33;
                                                                if (l_511_) {
                                                                    l_mut_192_ = 0u;
                                                                }
                                                            }
                                                            uint _e1223 = l_mut_192_;
                                                            l_mut_145_ = _e1223;
                                                        }
                                                    } else {
                                                        bool l_512_ = (l_127_ == 7u);
                                                        if (l_512_) {
                                                            double _e1226 = l_mut_25_;
                                                            double l_513_ = abs(_e1226);
                                                            double l_514_ = (l_133_ * l_513_);
                                                            l_mut_175_ = l_514_;
                                                            double _e1229 = l_mut_25_;
                                                            double l_515_ = abs(_e1229);
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
                                                            double _e1253 = l_mut_152_;
                                                            double l_524_ = (0.5L * _e1253);
                                                            double _e1255 = l_mut_175_;
                                                            bool l_525_ = (l_524_ > _e1255);
                                                            if (l_525_) {
                                                                l_mut_175_ = l_524_;
                                                            }
                                                            double _e1257 = l_mut_25_;
                                                            double l_526_ = (_e1257 - l_143_);
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
                                                            double _e1281 = l_mut_25_;
                                                            double l_536_ = (_e1281 + l_143_);
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
                                                            double _e1305 = l_mut_152_;
                                                            double _e1306 = l_mut_538_;
                                                            bool l_547_ = (_e1305 == _e1306);
                                                            if (l_547_) {
                                                                double l_548_ = (l_133_ * l_143_);
                                                                double l_549_ = (l_143_ + l_548_);
                                                                double _e1310 = l_mut_175_;
                                                                double l_550_ = (_e1310 * 1.4551915228366852e-11L);
                                                                double l_551_ = (l_549_ + l_550_);
                                                                double _e1314 = l_mut_25_;
                                                                double _e1315 = l_mut_175_;
                                                                double l_552_ = (_e1314 - _e1315);
                                                                double _e1317 = l_mut_25_;
                                                                double _e1318 = l_mut_175_;
                                                                double l_553_ = (_e1317 + _e1318);
                                                                float _e1320 = l_mut_22_;
                                                                double l_554_ = double(_e1320);
                                                                float _e1322 = l_mut_22_;
                                                                uint l_555_ = asuint(_e1322);
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
                                                                uint _e1337 = l_mut_192_;
                                                                float l_562_ = asfloat(_e1337);
                                                                double l_563_ = double(l_562_);
                                                                float _e1340 = l_mut_22_;
                                                                float l_564_ = -(_e1340);
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
                                                                uint _e1356 = l_mut_192_;
                                                                float l_572_ = asfloat(_e1356);
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
                                                                bool _e1377 = l_mut_219_;
                                                                if (!(_e1377)) {
                                                                    bool _e1381 = l_mut_213_;
                                                                    local_37 = _e1381;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_591_ = local_37;
                                                                if (l_591_) {
                                                                    l_mut_192_ = 1u;
                                                                } else {
                                                                    bool _e1385 = l_mut_222_;
                                                                    if (_e1385) {
                                                                        bool _e1388 = l_mut_216_;
                                                                        local_38 = _e1388;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_592_ = local_38;
                                                                    if (l_592_) {
                                                                        l_mut_192_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1392 = l_mut_192_;
                                                                l_mut_145_ = _e1392;
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
                                                                    double _e1406 = l_mut_25_;
                                                                    double l_599_ = (_e1406 - l_133_);
                                                                    double _e1408 = l_mut_25_;
                                                                    double l_600_ = (_e1408 + l_133_);
                                                                    float _e1410 = l_mut_22_;
                                                                    double l_601_ = double(_e1410);
                                                                    float _e1412 = l_mut_22_;
                                                                    uint l_602_ = asuint(_e1412);
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
                                                                    uint _e1427 = l_mut_192_;
                                                                    float l_609_ = asfloat(_e1427);
                                                                    double l_610_ = double(l_609_);
                                                                    float _e1430 = l_mut_22_;
                                                                    float l_611_ = -(_e1430);
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
                                                                    uint _e1446 = l_mut_192_;
                                                                    float l_619_ = asfloat(_e1446);
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
                                                                    bool _e1467 = l_mut_219_;
                                                                    if (!(_e1467)) {
                                                                        bool _e1471 = l_mut_213_;
                                                                        local_40 = _e1471;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_638_ = local_40;
                                                                    if (l_638_) {
                                                                        l_mut_192_ = 1u;
                                                                    } else {
                                                                        bool _e1475 = l_mut_222_;
                                                                        if (_e1475) {
                                                                            bool _e1478 = l_mut_216_;
                                                                            local_41 = _e1478;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_639_ = local_41;
                                                                        if (l_639_) {
                                                                            l_mut_192_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1482 = l_mut_192_;
                                                                    l_mut_145_ = _e1482;
                                                                } else {
                                                                    double _e1483 = l_mut_25_;
                                                                    double l_640_ = abs(_e1483);
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
                                                                    double _e1506 = l_mut_538_;
                                                                    double l_649_ = (l_136_ * _e1506);
                                                                    l_mut_192_ = 2u;
                                                                    double _e1509 = l_mut_25_;
                                                                    double l_650_ = (_e1509 - l_143_);
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
                                                                    double _e1533 = l_mut_25_;
                                                                    double l_660_ = (_e1533 + l_143_);
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
                                                                    double _e1557 = l_mut_538_;
                                                                    double _e1558 = l_mut_175_;
                                                                    bool l_670_ = (_e1557 == _e1558);
                                                                    if (l_670_) {
                                                                        double l_671_ = (l_649_ * 1.4551915228366852e-11L);
                                                                        double l_672_ = (l_143_ + l_671_);
                                                                        double _e1563 = l_mut_25_;
                                                                        double l_673_ = (_e1563 - l_649_);
                                                                        double _e1565 = l_mut_25_;
                                                                        double l_674_ = (_e1565 + l_649_);
                                                                        float _e1567 = l_mut_22_;
                                                                        double l_675_ = double(_e1567);
                                                                        float _e1569 = l_mut_22_;
                                                                        uint l_676_ = asuint(_e1569);
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
                                                                        uint _e1584 = l_mut_162_;
                                                                        float l_683_ = asfloat(_e1584);
                                                                        double l_684_ = double(l_683_);
                                                                        float _e1587 = l_mut_22_;
                                                                        float l_685_ = -(_e1587);
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
                                                                        uint _e1603 = l_mut_162_;
                                                                        float l_693_ = asfloat(_e1603);
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
                                                                        bool _e1624 = l_mut_219_;
                                                                        if (!(_e1624)) {
                                                                            bool _e1628 = l_mut_213_;
                                                                            local_45 = _e1628;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_712_ = local_45;
                                                                        if (l_712_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e1632 = l_mut_222_;
                                                                            if (_e1632) {
                                                                                bool _e1635 = l_mut_216_;
                                                                                local_46 = _e1635;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_713_ = local_46;
                                                                            if (l_713_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1639 = l_mut_162_;
                                                                        l_mut_192_ = _e1639;
                                                                    }
                                                                    uint _e1640 = l_mut_192_;
                                                                    l_mut_145_ = _e1640;
                                                                }
                                                            } else {
                                                                bool l_714_ = (l_127_ == 13u);
                                                                if (l_714_) {
                                                                    double l_716_ = (l_140_ * l_136_);
                                                                    double l_717_ = (l_140_ * l_139_);
                                                                    double l_718_ = (l_140_ * l_136_);
                                                                    double l_719_ = (l_140_ * l_139_);
                                                                    a_715_[0] = l_716_;
                                                                    a_715_[1] = l_716_;
                                                                    double l_720_ = a_715_[0];
                                                                    bool l_721_ = (l_717_ < l_720_);
                                                                    if (l_721_) {
                                                                        a_715_[0] = l_717_;
                                                                    }
                                                                    double l_722_ = a_715_[0];
                                                                    bool l_723_ = (l_718_ < l_722_);
                                                                    if (l_723_) {
                                                                        a_715_[0] = l_718_;
                                                                    }
                                                                    double l_724_ = a_715_[0];
                                                                    bool l_725_ = (l_719_ < l_724_);
                                                                    if (l_725_) {
                                                                        a_715_[0] = l_719_;
                                                                    }
                                                                    double l_726_ = a_715_[1];
                                                                    bool l_727_ = (l_717_ > l_726_);
                                                                    if (l_727_) {
                                                                        a_715_[1] = l_717_;
                                                                    }
                                                                    double l_728_ = a_715_[1];
                                                                    bool l_729_ = (l_718_ > l_728_);
                                                                    if (l_729_) {
                                                                        a_715_[1] = l_718_;
                                                                    }
                                                                    double l_730_ = a_715_[1];
                                                                    bool l_731_ = (l_719_ > l_730_);
                                                                    if (l_731_) {
                                                                        a_715_[1] = l_719_;
                                                                    }
                                                                    double l_732_ = a_715_[0];
                                                                    double l_733_ = (l_732_ * 7.1362384635298e44L);
                                                                    double l_734_ = floor(l_733_);
                                                                    double l_735_ = (l_734_ * 1.401298464324817e-45L);
                                                                    l_mut_538_ = l_735_;
                                                                    double l_736_ = abs(l_732_);
                                                                    bool l_737_ = (l_736_ >= 1.1754943508222875e-38L);
                                                                    if (l_737_) {
                                                                        float l_738_ = float(l_732_);
                                                                        double l_739_ = double(l_738_);
                                                                        l_mut_538_ = l_739_;
                                                                        double _e1685 = l_mut_538_;
                                                                        bool l_740_ = (_e1685 > l_732_);
                                                                        if (l_740_) {
                                                                            float l_741_ = -(l_738_);
                                                                            uint l_742_ = asuint(l_741_);
                                                                            uint l_743_ = (l_742_ + 1u);
                                                                            l_mut_192_ = l_743_;
                                                                            uint l_744_ = (l_742_ & 2147483647u);
                                                                            bool l_745_ = (l_744_ == 0u);
                                                                            if (l_745_) {
                                                                                l_mut_192_ = 1u;
                                                                            } else {
                                                                                uint l_746_ = (l_742_ & 2147483648u);
                                                                                bool l_747_ = (l_746_ != 0u);
                                                                                if (l_747_) {
                                                                                    uint l_748_ = (l_742_ - 1u);
                                                                                    l_mut_192_ = l_748_;
                                                                                }
                                                                            }
                                                                            uint _e1702 = l_mut_192_;
                                                                            float l_749_ = asfloat(_e1702);
                                                                            float l_750_ = -(l_749_);
                                                                            double l_751_ = double(l_750_);
                                                                            l_mut_538_ = l_751_;
                                                                        } else {
                                                                            uint l_752_ = asuint(l_738_);
                                                                            uint l_753_ = (l_752_ + 1u);
                                                                            l_mut_192_ = l_753_;
                                                                            uint l_754_ = (l_752_ & 2147483647u);
                                                                            bool l_755_ = (l_754_ == 0u);
                                                                            if (l_755_) {
                                                                                l_mut_192_ = 1u;
                                                                            } else {
                                                                                uint l_756_ = (l_752_ & 2147483648u);
                                                                                bool l_757_ = (l_756_ != 0u);
                                                                                if (l_757_) {
                                                                                    uint l_758_ = (l_752_ - 1u);
                                                                                    l_mut_192_ = l_758_;
                                                                                }
                                                                            }
                                                                            uint _e1720 = l_mut_192_;
                                                                            float l_759_ = asfloat(_e1720);
                                                                            double l_760_ = double(l_759_);
                                                                            bool l_761_ = (l_760_ <= l_732_);
                                                                            if (l_761_) {
                                                                                uint l_762_ = asuint(l_738_);
                                                                                uint l_763_ = (l_762_ + 1u);
                                                                                l_mut_192_ = l_763_;
                                                                                uint l_764_ = (l_762_ & 2147483647u);
                                                                                bool l_765_ = (l_764_ == 0u);
                                                                                if (l_765_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_766_ = (l_762_ & 2147483648u);
                                                                                    bool l_767_ = (l_766_ != 0u);
                                                                                    if (l_767_) {
                                                                                        uint l_768_ = (l_762_ - 1u);
                                                                                        l_mut_192_ = l_768_;
                                                                                    }
                                                                                }
                                                                                uint _e1738 = l_mut_192_;
                                                                                float l_769_ = asfloat(_e1738);
                                                                                double l_770_ = double(l_769_);
                                                                                l_mut_538_ = l_770_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e1741 = l_mut_538_;
                                                                    double l_771_ = (_e1741 * 0.6931471805599453L);
                                                                    double l_772_ = exp(l_771_);
                                                                    double l_773_ = a_715_[1];
                                                                    double l_774_ = -(l_773_);
                                                                    double l_775_ = (l_774_ * 7.1362384635298e44L);
                                                                    double l_776_ = floor(l_775_);
                                                                    double l_777_ = (l_776_ * 1.401298464324817e-45L);
                                                                    l_mut_538_ = l_777_;
                                                                    double l_778_ = abs(l_774_);
                                                                    bool l_779_ = (l_778_ >= 1.1754943508222875e-38L);
                                                                    if (l_779_) {
                                                                        float l_780_ = float(l_774_);
                                                                        double l_781_ = double(l_780_);
                                                                        l_mut_538_ = l_781_;
                                                                        double _e1758 = l_mut_538_;
                                                                        bool l_782_ = (_e1758 > l_774_);
                                                                        if (l_782_) {
                                                                            float l_783_ = -(l_780_);
                                                                            uint l_784_ = asuint(l_783_);
                                                                            uint l_785_ = (l_784_ + 1u);
                                                                            l_mut_192_ = l_785_;
                                                                            uint l_786_ = (l_784_ & 2147483647u);
                                                                            bool l_787_ = (l_786_ == 0u);
                                                                            if (l_787_) {
                                                                                l_mut_192_ = 1u;
                                                                            } else {
                                                                                uint l_788_ = (l_784_ & 2147483648u);
                                                                                bool l_789_ = (l_788_ != 0u);
                                                                                if (l_789_) {
                                                                                    uint l_790_ = (l_784_ - 1u);
                                                                                    l_mut_192_ = l_790_;
                                                                                }
                                                                            }
                                                                            uint _e1775 = l_mut_192_;
                                                                            float l_791_ = asfloat(_e1775);
                                                                            float l_792_ = -(l_791_);
                                                                            double l_793_ = double(l_792_);
                                                                            l_mut_538_ = l_793_;
                                                                        } else {
                                                                            uint l_794_ = asuint(l_780_);
                                                                            uint l_795_ = (l_794_ + 1u);
                                                                            l_mut_192_ = l_795_;
                                                                            uint l_796_ = (l_794_ & 2147483647u);
                                                                            bool l_797_ = (l_796_ == 0u);
                                                                            if (l_797_) {
                                                                                l_mut_192_ = 1u;
                                                                            } else {
                                                                                uint l_798_ = (l_794_ & 2147483648u);
                                                                                bool l_799_ = (l_798_ != 0u);
                                                                                if (l_799_) {
                                                                                    uint l_800_ = (l_794_ - 1u);
                                                                                    l_mut_192_ = l_800_;
                                                                                }
                                                                            }
                                                                            uint _e1793 = l_mut_192_;
                                                                            float l_801_ = asfloat(_e1793);
                                                                            double l_802_ = double(l_801_);
                                                                            bool l_803_ = (l_802_ <= l_774_);
                                                                            if (l_803_) {
                                                                                uint l_804_ = asuint(l_780_);
                                                                                uint l_805_ = (l_804_ + 1u);
                                                                                l_mut_192_ = l_805_;
                                                                                uint l_806_ = (l_804_ & 2147483647u);
                                                                                bool l_807_ = (l_806_ == 0u);
                                                                                if (l_807_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_808_ = (l_804_ & 2147483648u);
                                                                                    bool l_809_ = (l_808_ != 0u);
                                                                                    if (l_809_) {
                                                                                        uint l_810_ = (l_804_ - 1u);
                                                                                        l_mut_192_ = l_810_;
                                                                                    }
                                                                                }
                                                                                uint _e1811 = l_mut_192_;
                                                                                float l_811_ = asfloat(_e1811);
                                                                                double l_812_ = double(l_811_);
                                                                                l_mut_538_ = l_812_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e1814 = l_mut_538_;
                                                                    double l_813_ = -(_e1814);
                                                                    double l_814_ = (l_813_ * 0.6931471805599453L);
                                                                    double l_815_ = exp(l_814_);
                                                                    double l_816_ = (l_772_ * 1.4551915228366852e-11L);
                                                                    double l_817_ = (l_815_ * 1.4551915228366852e-11L);
                                                                    l_mut_192_ = 2u;
                                                                    double l_818_ = (l_772_ - l_816_);
                                                                    double l_819_ = abs(l_818_);
                                                                    l_mut_538_ = 1.401298464324817e-45L;
                                                                    bool l_820_ = (l_819_ >= 1.1754943508222875e-38L);
                                                                    bool l_821_ = (l_819_ <= 1.7976931348623157e308L);
                                                                    if (l_820_) {
                                                                        local_47 = l_821_;
                                                                    } else {
                                                                        local_47 = false;
                                                                    }
                                                                    bool l_822_ = local_47;
                                                                    if (l_822_) {
                                                                        uint64_t l_823_ = l_819_;
                                                                        uint64_t l_824_ = (l_823_ >> uint(52uL));
                                                                        uint64_t l_825_ = (l_824_ - 23uL);
                                                                        uint64_t l_826_ = (l_825_ << uint(52uL));
                                                                        double l_827_ = l_826_;
                                                                        l_mut_538_ = l_827_;
                                                                    }
                                                                    double l_828_ = (l_772_ + l_816_);
                                                                    double l_829_ = abs(l_828_);
                                                                    l_mut_175_ = 1.401298464324817e-45L;
                                                                    bool l_830_ = (l_829_ >= 1.1754943508222875e-38L);
                                                                    bool l_831_ = (l_829_ <= 1.7976931348623157e308L);
                                                                    if (l_830_) {
                                                                        local_48 = l_831_;
                                                                    } else {
                                                                        local_48 = false;
                                                                    }
                                                                    bool l_832_ = local_48;
                                                                    if (l_832_) {
                                                                        uint64_t l_833_ = l_829_;
                                                                        uint64_t l_834_ = (l_833_ >> uint(52uL));
                                                                        uint64_t l_835_ = (l_834_ - 23uL);
                                                                        uint64_t l_836_ = (l_835_ << uint(52uL));
                                                                        double l_837_ = l_836_;
                                                                        l_mut_175_ = l_837_;
                                                                    }
                                                                    double _e1870 = l_mut_538_;
                                                                    double _e1871 = l_mut_175_;
                                                                    bool l_838_ = (_e1870 == _e1871);
                                                                    double l_839_ = (l_815_ - l_817_);
                                                                    double l_840_ = abs(l_839_);
                                                                    l_mut_538_ = 1.401298464324817e-45L;
                                                                    bool l_841_ = (l_840_ >= 1.1754943508222875e-38L);
                                                                    bool l_842_ = (l_840_ <= 1.7976931348623157e308L);
                                                                    if (l_841_) {
                                                                        local_49 = l_842_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_843_ = local_49;
                                                                    if (l_843_) {
                                                                        uint64_t l_844_ = l_840_;
                                                                        uint64_t l_845_ = (l_844_ >> uint(52uL));
                                                                        uint64_t l_846_ = (l_845_ - 23uL);
                                                                        uint64_t l_847_ = (l_846_ << uint(52uL));
                                                                        double l_848_ = l_847_;
                                                                        l_mut_538_ = l_848_;
                                                                    }
                                                                    double l_849_ = (l_815_ + l_817_);
                                                                    double l_850_ = abs(l_849_);
                                                                    l_mut_175_ = 1.401298464324817e-45L;
                                                                    bool l_851_ = (l_850_ >= 1.1754943508222875e-38L);
                                                                    bool l_852_ = (l_850_ <= 1.7976931348623157e308L);
                                                                    if (l_851_) {
                                                                        local_50 = l_852_;
                                                                    } else {
                                                                        local_50 = false;
                                                                    }
                                                                    bool l_853_ = local_50;
                                                                    if (l_853_) {
                                                                        uint64_t l_854_ = l_850_;
                                                                        uint64_t l_855_ = (l_854_ >> uint(52uL));
                                                                        uint64_t l_856_ = (l_855_ - 23uL);
                                                                        uint64_t l_857_ = (l_856_ << uint(52uL));
                                                                        double l_858_ = l_857_;
                                                                        l_mut_175_ = l_858_;
                                                                    }
                                                                    double _e1919 = l_mut_538_;
                                                                    double _e1920 = l_mut_175_;
                                                                    bool l_859_ = (_e1919 == _e1920);
                                                                    if (l_838_) {
                                                                        local_51 = l_859_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_860_ = local_51;
                                                                    if (l_860_) {
                                                                        double l_861_ = (l_133_ * l_772_);
                                                                        double l_862_ = abs(l_772_);
                                                                        l_mut_538_ = 1.401298464324817e-45L;
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
                                                                            l_mut_538_ = l_870_;
                                                                        }
                                                                        double _e1950 = l_mut_538_;
                                                                        double l_871_ = (0.5L * _e1950);
                                                                        l_mut_538_ = l_861_;
                                                                        bool l_872_ = (l_871_ > l_861_);
                                                                        if (l_872_) {
                                                                            l_mut_538_ = l_871_;
                                                                        }
                                                                        double l_873_ = (l_133_ * l_815_);
                                                                        double l_874_ = abs(l_815_);
                                                                        l_mut_175_ = 1.401298464324817e-45L;
                                                                        bool l_875_ = (l_874_ >= 1.1754943508222875e-38L);
                                                                        bool l_876_ = (l_874_ <= 1.7976931348623157e308L);
                                                                        if (l_875_) {
                                                                            local_53 = l_876_;
                                                                        } else {
                                                                            local_53 = false;
                                                                        }
                                                                        bool l_877_ = local_53;
                                                                        if (l_877_) {
                                                                            uint64_t l_878_ = l_874_;
                                                                            uint64_t l_879_ = (l_878_ >> uint(52uL));
                                                                            uint64_t l_880_ = (l_879_ - 23uL);
                                                                            uint64_t l_881_ = (l_880_ << uint(52uL));
                                                                            double l_882_ = l_881_;
                                                                            l_mut_175_ = l_882_;
                                                                        }
                                                                        double _e1977 = l_mut_175_;
                                                                        double l_883_ = (0.5L * _e1977);
                                                                        l_mut_175_ = l_873_;
                                                                        bool l_884_ = (l_883_ > l_873_);
                                                                        if (l_884_) {
                                                                            l_mut_175_ = l_883_;
                                                                        }
                                                                        double _e1980 = l_mut_538_;
                                                                        double l_885_ = (l_772_ - _e1980);
                                                                        double _e1982 = l_mut_175_;
                                                                        double l_886_ = (l_815_ + _e1982);
                                                                        float _e1984 = l_mut_22_;
                                                                        double l_887_ = double(_e1984);
                                                                        float _e1986 = l_mut_22_;
                                                                        uint l_888_ = asuint(_e1986);
                                                                        uint l_889_ = (l_888_ + 1u);
                                                                        l_mut_162_ = l_889_;
                                                                        uint l_890_ = (l_888_ & 2147483647u);
                                                                        bool l_891_ = (l_890_ == 0u);
                                                                        if (l_891_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_892_ = (l_888_ & 2147483648u);
                                                                            bool l_893_ = (l_892_ != 0u);
                                                                            if (l_893_) {
                                                                                uint l_894_ = (l_888_ - 1u);
                                                                                l_mut_162_ = l_894_;
                                                                            }
                                                                        }
                                                                        uint _e2001 = l_mut_162_;
                                                                        float l_895_ = asfloat(_e2001);
                                                                        double l_896_ = double(l_895_);
                                                                        float _e2004 = l_mut_22_;
                                                                        float l_897_ = -(_e2004);
                                                                        uint l_898_ = asuint(l_897_);
                                                                        uint l_899_ = (l_898_ + 1u);
                                                                        l_mut_162_ = l_899_;
                                                                        uint l_900_ = (l_898_ & 2147483647u);
                                                                        bool l_901_ = (l_900_ == 0u);
                                                                        if (l_901_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_902_ = (l_898_ & 2147483648u);
                                                                            bool l_903_ = (l_902_ != 0u);
                                                                            if (l_903_) {
                                                                                uint l_904_ = (l_898_ - 1u);
                                                                                l_mut_162_ = l_904_;
                                                                            }
                                                                        }
                                                                        uint _e2020 = l_mut_162_;
                                                                        float l_905_ = asfloat(_e2020);
                                                                        float l_906_ = -(l_905_);
                                                                        double l_907_ = double(l_906_);
                                                                        double l_908_ = (l_885_ + l_816_);
                                                                        bool l_909_ = (l_908_ <= l_887_);
                                                                        l_mut_222_ = l_909_;
                                                                        double l_910_ = (l_885_ - l_816_);
                                                                        bool l_911_ = (l_910_ > l_887_);
                                                                        l_mut_219_ = l_911_;
                                                                        double l_912_ = (l_886_ - l_817_);
                                                                        bool l_913_ = (l_912_ >= l_887_);
                                                                        l_mut_216_ = l_913_;
                                                                        double l_914_ = (l_886_ + l_817_);
                                                                        bool l_915_ = (l_914_ < l_887_);
                                                                        l_mut_213_ = l_915_;
                                                                        l_mut_162_ = 2u;
                                                                        bool _e2033 = l_mut_219_;
                                                                        if (!(_e2033)) {
                                                                            bool _e2037 = l_mut_213_;
                                                                            local_54 = _e2037;
                                                                        } else {
                                                                            local_54 = true;
                                                                        }
                                                                        bool l_916_ = local_54;
                                                                        if (l_916_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e2041 = l_mut_222_;
                                                                            if (_e2041) {
                                                                                bool _e2044 = l_mut_216_;
                                                                                local_55 = _e2044;
                                                                            } else {
                                                                                local_55 = false;
                                                                            }
                                                                            bool l_917_ = local_55;
                                                                            if (l_917_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2048 = l_mut_162_;
                                                                        l_mut_192_ = _e2048;
                                                                    }
                                                                    uint _e2049 = l_mut_192_;
                                                                    l_mut_145_ = _e2049;
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
                            uint l_918_ = a_144_[0];
                            bool l_919_ = (l_918_ == 0u);
                            if (l_919_) {
                                l_mut_145_ = 2u;
                            }
                            uint _e2055 = l_mut_125_;
                            uint _e2057 = l_mut_145_;
                            a_10_[min(uint(_e2055), 7u)] = _e2057;
                            uint _e2058 = l_mut_125_;
                            uint l_920_ = a_10_[min(uint(_e2058), 7u)];
                            bool l_921_ = (l_920_ == 2u);
                            if (l_921_) {
                                l_mut_122_ = false;
                            }
                        }
                    }
                }
                uint _e2067 = l_mut_27_;
                bool l_922_ = (_e2067 == 4294967293u);
                if (l_922_) {
                    uint l_923_ = a_8_[0];
                    uint l_924_ = (l_923_ + 1u);
                    a_8_[0] = l_924_;
                } else {
                    bool _e2075 = l_mut_122_;
                    if (_e2075) {
                        l_mut_538_ = l_115_;
                        double _e2076 = l_mut_538_;
                        bool l_925_ = (_e2076 < -17.0L);
                        if (l_925_) {
                            l_mut_538_ = -17.0L;
                        }
                        double _e2080 = l_mut_538_;
                        bool l_926_ = (_e2080 > 17.0L);
                        if (l_926_) {
                            l_mut_538_ = 17.0L;
                        }
                        double _e2084 = l_mut_538_;
                        double l_927_ = (_e2084 + 16.0L);
                        double l_928_ = (l_927_ + 1.0L);
                        uint l_929_ = naga_f2u32(l_928_);
                        uint l_930_ = (2u + l_929_);
                        uint l_931_ = a_8_[min(uint(l_930_), 64u)];
                        uint l_932_ = (l_931_ + 1u);
                        a_8_[min(uint(l_930_), 64u)] = l_932_;
                        float _e2097 = l_mut_22_;
                        uint l_933_ = asuint(_e2097);
                        uint l_934_ = (l_933_ & 8388607u);
                        double l_935_ = double(l_934_);
                        double l_936_ = (l_935_ / 7.1362384635298e44L);
                        l_mut_538_ = l_936_;
                        uint l_937_ = (l_933_ & 2139095040u);
                        bool l_938_ = (l_937_ != 0u);
                        if (l_938_) {
                            uint l_939_ = (l_933_ & 2147483647u);
                            float l_940_ = asfloat(l_939_);
                            double l_941_ = double(l_940_);
                            l_mut_538_ = l_941_;
                        }
                        uint l_942_ = (l_933_ >> 31u);
                        double l_943_ = double(l_942_);
                        double l_944_ = (2.0L * l_943_);
                        double l_945_ = (1.0L - l_944_);
                        double _e2119 = l_mut_538_;
                        l_mut_538_ = (_e2119 * l_945_);
                        double _e2121 = l_mut_25_;
                        double l_946_ = abs(_e2121);
                        double _e2123 = l_mut_25_;
                        double l_947_ = (_e2123 * 0.0L);
                        double l_948_ = (l_947_ + 7.1362384635298e44L);
                        l_mut_175_ = l_948_;
                        bool l_949_ = (l_946_ >= 2.350988701644575e-38L);
                        if (l_949_) {
                            uint _e2130 = l_mut_27_;
                            uint l_950_ = (_e2130 & 2147483647u);
                            float l_951_ = asfloat(l_950_);
                            double l_952_ = double(l_951_);
                            uint l_953_ = (l_950_ & 2139095040u);
                            float l_954_ = asfloat(l_953_);
                            double l_955_ = double(l_954_);
                            bool l_956_ = (l_952_ > l_946_);
                            uint l_957_ = (l_950_ & 8388607u);
                            bool l_958_ = (l_957_ == 0u);
                            if (l_956_) {
                                local_56 = l_958_;
                            } else {
                                local_56 = false;
                            }
                            bool l_959_ = local_56;
                            double l_960_ = (l_955_ * 1.1920928955078125e-7L);
                            double l_961_ = double(l_959_);
                            double l_962_ = (0.5L * l_961_);
                            double l_963_ = (1.0L - l_962_);
                            double l_964_ = (l_960_ * l_963_);
                            double l_965_ = (1.0L / l_964_);
                            l_mut_175_ = l_965_;
                        }
                        double _e2158 = l_mut_538_;
                        double _e2159 = l_mut_25_;
                        double l_966_ = (_e2158 - _e2159);
                        double _e2161 = l_mut_175_;
                        double l_967_ = (l_966_ * _e2161);
                        uint l_968_ = a_8_[45];
                        bool l_969_ = (l_968_ == 4294967295u);
                        double l_970_ = a_9_[0];
                        bool l_971_ = (l_967_ < l_970_);
                        if (!(l_969_)) {
                            local_57 = l_971_;
                        } else {
                            local_57 = true;
                        }
                        bool l_972_ = local_57;
                        if (l_972_) {
                            a_9_[0] = l_967_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_96_;
                        }
                        uint l_973_ = a_8_[47];
                        bool l_974_ = (l_973_ == 4294967295u);
                        double l_975_ = a_9_[1];
                        bool l_976_ = (l_967_ > l_975_);
                        if (!(l_974_)) {
                            local_58 = l_976_;
                        } else {
                            local_58 = true;
                        }
                        bool l_977_ = local_58;
                        if (l_977_) {
                            a_9_[1] = l_967_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_96_;
                        }
                        bool l_978_ = (l_115_ != 0.0L);
                        if (l_978_) {
                            l_mut_979_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2246 = l_mut_979_;
                                    l_mut_979_ = (_e2246 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2197 = l_mut_979_;
                                if ((_e2197 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2200 = l_mut_979_;
                                    uint l_980_ = a_10_[min(uint(_e2200), 7u)];
                                    bool l_981_ = (l_980_ == 1u);
                                    if (l_981_) {
                                        uint _e2206 = l_mut_979_;
                                        uint l_982_ = (37u + _e2206);
                                        uint l_983_ = a_8_[min(uint(l_982_), 64u)];
                                        uint l_984_ = (l_983_ + 1u);
                                        a_8_[min(uint(l_982_), 64u)] = l_984_;
                                        uint _e2214 = l_mut_979_;
                                        uint l_985_ = (2u + _e2214);
                                        uint l_986_ = (2u * l_985_);
                                        uint l_987_ = (45u + l_986_);
                                        uint l_988_ = a_8_[min(uint(l_987_), 64u)];
                                        bool l_989_ = (l_988_ == 4294967295u);
                                        double l_990_ = abs(l_967_);
                                        uint _e2226 = l_mut_979_;
                                        uint l_991_ = (2u + _e2226);
                                        double l_992_ = a_9_[min(uint(l_991_), 9u)];
                                        double l_993_ = abs(l_992_);
                                        bool l_994_ = (l_990_ > l_993_);
                                        if (!(l_989_)) {
                                            local_59 = l_994_;
                                        } else {
                                            local_59 = true;
                                        }
                                        bool l_995_ = local_59;
                                        if (l_995_) {
                                            uint _e2238 = l_mut_979_;
                                            uint l_996_ = (2u + _e2238);
                                            a_9_[min(uint(l_996_), 9u)] = l_967_;
                                            a_8_[min(uint(l_987_), 64u)] = l_20_;
                                            uint l_997_ = (l_987_ + 1u);
                                            a_8_[min(uint(l_997_), 64u)] = l_96_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_998_ = a_8_[1];
                        uint l_999_ = (l_2_ + l_998_);
                        uint l_1000_ = (l_999_ * 2u);
                        uint l_1078_ = asuint(info.Load(20+0));
                        uint l_1079_ = (l_1078_ * 1u);
                        bool l_1080_ = (l_1000_ < l_1079_);
                        if (l_1080_) {
                            buffer_5_global.Store(l_1000_*4, asuint(l_20_));
                        }
                        uint l_1001_ = (l_1000_ + 1u);
                        uint l_1081_ = asuint(info.Load(20+0));
                        uint l_1082_ = (l_1081_ * 1u);
                        bool l_1083_ = (l_1001_ < l_1082_);
                        if (l_1083_) {
                            buffer_5_global.Store(l_1001_*4, asuint(l_96_));
                        }
                        uint l_1002_ = a_8_[1];
                        uint l_1003_ = (l_1002_ + 1u);
                        a_8_[1] = l_1003_;
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
                uint _e2303 = l_mut_1004_;
                l_mut_1004_ = (_e2303 + 1u);
            }
            loop_init_5 = false;
            uint _e2283 = l_mut_1004_;
            if ((_e2283 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1005_ = (id * 65u);
                uint _e2288 = l_mut_1004_;
                uint l_1006_ = (l_1005_ + _e2288);
                uint _e2290 = l_mut_1004_;
                uint l_1007_ = a_8_[min(uint(_e2290), 64u)];
                uint l_1084_ = asuint(info.Load(12+0));
                uint l_1085_ = (l_1084_ * 1u);
                bool l_1086_ = (l_1006_ < l_1085_);
                if (l_1086_) {
                    buffer_3_global.Store(l_1006_*4, asuint(l_1007_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2327 = l_mut_1008_;
                l_mut_1008_ = (_e2327 + 1u);
            }
            loop_init_6 = false;
            uint _e2307 = l_mut_1008_;
            if ((_e2307 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1009_ = (id * 10u);
                uint _e2312 = l_mut_1008_;
                uint l_1010_ = (l_1009_ + _e2312);
                uint _e2314 = l_mut_1008_;
                double l_1011_ = a_9_[min(uint(_e2314), 9u)];
                uint l_1087_ = asuint(info.Load(16+0));
                uint l_1088_ = (l_1087_ * 1u);
                bool l_1089_ = (l_1010_ < l_1088_);
                if (l_1089_) {
                    buffer_4_global.Store(l_1010_*8, l_1011_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
