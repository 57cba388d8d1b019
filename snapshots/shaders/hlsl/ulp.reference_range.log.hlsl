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
    double a_729_[2] = (double[2])0;
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
    uint l_mut_1080_ = (uint)0;
    bool local_54 = (bool)0;
    uint l_mut_1105_ = 0u;
    uint l_mut_1109_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1127_ = asuint(info.Load(24+0));
        uint l_1128_ = (l_1127_ * 1u);
        bool l_1129_ = (0u < l_1128_);
        if (l_1129_) {
            buffer_6_global.Store(0, asuint(1u));
        }
    }
    uint l_1113_ = asuint(info.Load(0+0));
    uint l_1114_ = (l_1113_ * 1u);
    bool l_1115_ = (1u < l_1114_);
    uint l_1116_ = (l_1114_ - 1u);
    uint l_1117_ = min(1u, l_1116_);
    uint l_1118_ = asuint(buffer_0_global.Load(l_1117_*4));
    uint l_1_ = (l_1115_ ? l_1118_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1120_ = asuint(info.Load(0+0));
    uint l_1121_ = (l_1120_ * 1u);
    bool l_1122_ = (2u < l_1121_);
    uint l_1123_ = (l_1121_ - 1u);
    uint l_1124_ = min(2u, l_1123_);
    uint l_1125_ = asuint(buffer_0_global.Load(l_1124_*4));
    uint l_3_ = (l_1122_ ? l_1125_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1130_ = asuint(info.Load(0+0));
        uint l_1131_ = (l_1130_ * 1u);
        bool l_1132_ = (2u < l_1131_);
        uint l_1133_ = (l_1131_ - 1u);
        uint l_1134_ = min(2u, l_1133_);
        uint l_1135_ = asuint(buffer_0_global.Load(l_1134_*4));
        uint l_6_ = (l_1132_ ? l_1135_ : 0u);
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
                uint _e2423 = l_mut_18_;
                l_mut_18_ = (_e2423 + 1u);
            }
            loop_init_2 = false;
            uint _e151 = l_mut_18_;
            if ((_e151 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1137_ = asuint(info.Load(0+0));
                uint l_1138_ = (l_1137_ * 1u);
                bool l_1139_ = (0u < l_1138_);
                uint l_1140_ = (l_1138_ - 1u);
                uint l_1141_ = min(0u, l_1140_);
                uint l_1142_ = asuint(buffer_0_global.Load(l_1141_*4));
                uint l_19_ = (l_1139_ ? l_1142_ : 0u);
                uint _e170 = l_mut_18_;
                uint l_20_ = (l_19_ + _e170);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = log(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = log(l_24_);
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
                            uint _e2209 = l_mut_125_;
                            l_mut_125_ = (_e2209 + 1u);
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
                            uint l_1144_ = asuint(info.Load(4+0));
                            uint l_1145_ = (l_1144_ * 1u);
                            bool l_1146_ = (l_126_ < l_1145_);
                            uint l_1147_ = (l_1145_ - 1u);
                            uint l_1148_ = min(l_126_, l_1147_);
                            uint l_1149_ = asuint(buffer_1_global.Load(l_1148_*4));
                            uint l_127_ = (l_1146_ ? l_1149_ : 0u);
                            uint _e386 = l_mut_125_;
                            uint l_128_ = (2u * _e386);
                            uint l_129_ = (l_128_ + 1u);
                            uint l_1151_ = asuint(info.Load(4+0));
                            uint l_1152_ = (l_1151_ * 1u);
                            bool l_1153_ = (l_129_ < l_1152_);
                            uint l_1154_ = (l_1152_ - 1u);
                            uint l_1155_ = min(l_129_, l_1154_);
                            uint l_1156_ = asuint(buffer_1_global.Load(l_1155_*4));
                            uint l_130_ = (l_1153_ ? l_1156_ : 0u);
                            bool l_131_ = (l_130_ != 0u);
                            uint _e407 = l_mut_125_;
                            uint l_132_ = (_e407 * 4u);
                            uint l_1158_ = asuint(info.Load(8+0));
                            uint l_1159_ = (l_1158_ * 1u);
                            bool l_1160_ = (l_132_ < l_1159_);
                            uint l_1161_ = (l_1159_ - 1u);
                            uint l_1162_ = min(l_132_, l_1161_);
                            double l_1163_ = buffer_2_global.Load<double>(l_1162_*8);
                            double l_133_ = (l_1160_ ? l_1163_ : 0.0L);
                            uint _e425 = l_mut_125_;
                            uint l_134_ = (_e425 * 4u);
                            uint l_135_ = (l_134_ + 1u);
                            uint l_1165_ = asuint(info.Load(8+0));
                            uint l_1166_ = (l_1165_ * 1u);
                            bool l_1167_ = (l_135_ < l_1166_);
                            uint l_1168_ = (l_1166_ - 1u);
                            uint l_1169_ = min(l_135_, l_1168_);
                            double l_1170_ = buffer_2_global.Load<double>(l_1169_*8);
                            double l_136_ = (l_1167_ ? l_1170_ : 0.0L);
                            uint _e445 = l_mut_125_;
                            uint l_137_ = (_e445 * 4u);
                            uint l_138_ = (l_137_ + 2u);
                            uint l_1172_ = asuint(info.Load(8+0));
                            uint l_1173_ = (l_1172_ * 1u);
                            bool l_1174_ = (l_138_ < l_1173_);
                            uint l_1175_ = (l_1173_ - 1u);
                            uint l_1176_ = min(l_138_, l_1175_);
                            double l_1177_ = buffer_2_global.Load<double>(l_1176_*8);
                            double l_139_ = (l_1174_ ? l_1177_ : 0.0L);
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
                                                                bool l_714_ = (l_127_ == 14u);
                                                                if (l_714_) {
                                                                    l_mut_145_ = 0u;
                                                                    bool l_715_ = (l_140_ > 0.0L);
                                                                    if (l_715_) {
                                                                        double l_716_ = log(l_140_);
                                                                        double l_717_ = (l_716_ / 0.6931471805599453L);
                                                                        double l_718_ = abs(l_717_);
                                                                        double l_719_ = (l_133_ * l_718_);
                                                                        l_mut_538_ = l_719_;
                                                                        bool l_720_ = (l_140_ >= 0.5L);
                                                                        bool l_721_ = (l_140_ <= 2.0L);
                                                                        if (l_720_) {
                                                                            local_47 = l_721_;
                                                                        } else {
                                                                            local_47 = false;
                                                                        }
                                                                        bool l_722_ = local_47;
                                                                        if (l_722_) {
                                                                            l_mut_538_ = l_133_;
                                                                        }
                                                                        double l_723_ = abs(l_717_);
                                                                        double l_724_ = (l_723_ * 1.4551915228366852e-11L);
                                                                        double l_725_ = (1.0L + l_133_);
                                                                        double l_726_ = (l_724_ * l_725_);
                                                                        double _e1665 = l_mut_538_;
                                                                        double l_727_ = (l_717_ - _e1665);
                                                                        double _e1667 = l_mut_538_;
                                                                        double l_728_ = (l_717_ + _e1667);
                                                                        double l_730_ = (l_727_ * l_136_);
                                                                        double l_731_ = (l_727_ * l_139_);
                                                                        double l_732_ = (l_728_ * l_136_);
                                                                        double l_733_ = (l_728_ * l_139_);
                                                                        a_729_[0] = l_730_;
                                                                        a_729_[1] = l_730_;
                                                                        double l_734_ = a_729_[0];
                                                                        bool l_735_ = (l_731_ < l_734_);
                                                                        if (l_735_) {
                                                                            a_729_[0] = l_731_;
                                                                        }
                                                                        double l_736_ = a_729_[0];
                                                                        bool l_737_ = (l_732_ < l_736_);
                                                                        if (l_737_) {
                                                                            a_729_[0] = l_732_;
                                                                        }
                                                                        double l_738_ = a_729_[0];
                                                                        bool l_739_ = (l_733_ < l_738_);
                                                                        if (l_739_) {
                                                                            a_729_[0] = l_733_;
                                                                        }
                                                                        double l_740_ = a_729_[1];
                                                                        bool l_741_ = (l_731_ > l_740_);
                                                                        if (l_741_) {
                                                                            a_729_[1] = l_731_;
                                                                        }
                                                                        double l_742_ = a_729_[1];
                                                                        bool l_743_ = (l_732_ > l_742_);
                                                                        if (l_743_) {
                                                                            a_729_[1] = l_732_;
                                                                        }
                                                                        double l_744_ = a_729_[1];
                                                                        bool l_745_ = (l_733_ > l_744_);
                                                                        if (l_745_) {
                                                                            a_729_[1] = l_733_;
                                                                        }
                                                                        double l_746_ = (l_726_ * l_139_);
                                                                        l_mut_192_ = 2u;
                                                                        double l_747_ = a_729_[0];
                                                                        double l_748_ = (l_747_ - l_746_);
                                                                        double l_749_ = (l_748_ * 7.1362384635298e44L);
                                                                        double l_750_ = floor(l_749_);
                                                                        double l_751_ = (l_750_ * 1.401298464324817e-45L);
                                                                        l_mut_538_ = l_751_;
                                                                        double l_752_ = abs(l_748_);
                                                                        bool l_753_ = (l_752_ >= 1.1754943508222875e-38L);
                                                                        if (l_753_) {
                                                                            float l_754_ = float(l_748_);
                                                                            double l_755_ = double(l_754_);
                                                                            l_mut_538_ = l_755_;
                                                                            double _e1714 = l_mut_538_;
                                                                            bool l_756_ = (_e1714 > l_748_);
                                                                            if (l_756_) {
                                                                                float l_757_ = -(l_754_);
                                                                                uint l_758_ = asuint(l_757_);
                                                                                uint l_759_ = (l_758_ + 1u);
                                                                                l_mut_162_ = l_759_;
                                                                                uint l_760_ = (l_758_ & 2147483647u);
                                                                                bool l_761_ = (l_760_ == 0u);
                                                                                if (l_761_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_762_ = (l_758_ & 2147483648u);
                                                                                    bool l_763_ = (l_762_ != 0u);
                                                                                    if (l_763_) {
                                                                                        uint l_764_ = (l_758_ - 1u);
                                                                                        l_mut_162_ = l_764_;
                                                                                    }
                                                                                }
                                                                                uint _e1731 = l_mut_162_;
                                                                                float l_765_ = asfloat(_e1731);
                                                                                float l_766_ = -(l_765_);
                                                                                double l_767_ = double(l_766_);
                                                                                l_mut_538_ = l_767_;
                                                                            } else {
                                                                                uint l_768_ = asuint(l_754_);
                                                                                uint l_769_ = (l_768_ + 1u);
                                                                                l_mut_162_ = l_769_;
                                                                                uint l_770_ = (l_768_ & 2147483647u);
                                                                                bool l_771_ = (l_770_ == 0u);
                                                                                if (l_771_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_772_ = (l_768_ & 2147483648u);
                                                                                    bool l_773_ = (l_772_ != 0u);
                                                                                    if (l_773_) {
                                                                                        uint l_774_ = (l_768_ - 1u);
                                                                                        l_mut_162_ = l_774_;
                                                                                    }
                                                                                }
                                                                                uint _e1749 = l_mut_162_;
                                                                                float l_775_ = asfloat(_e1749);
                                                                                double l_776_ = double(l_775_);
                                                                                bool l_777_ = (l_776_ <= l_748_);
                                                                                if (l_777_) {
                                                                                    uint l_778_ = asuint(l_754_);
                                                                                    uint l_779_ = (l_778_ + 1u);
                                                                                    l_mut_162_ = l_779_;
                                                                                    uint l_780_ = (l_778_ & 2147483647u);
                                                                                    bool l_781_ = (l_780_ == 0u);
                                                                                    if (l_781_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_782_ = (l_778_ & 2147483648u);
                                                                                        bool l_783_ = (l_782_ != 0u);
                                                                                        if (l_783_) {
                                                                                            uint l_784_ = (l_778_ - 1u);
                                                                                            l_mut_162_ = l_784_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1767 = l_mut_162_;
                                                                                    float l_785_ = asfloat(_e1767);
                                                                                    double l_786_ = double(l_785_);
                                                                                    l_mut_538_ = l_786_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_787_ = (l_747_ + l_746_);
                                                                        double l_788_ = (l_787_ * 7.1362384635298e44L);
                                                                        double l_789_ = floor(l_788_);
                                                                        double l_790_ = (l_789_ * 1.401298464324817e-45L);
                                                                        l_mut_175_ = l_790_;
                                                                        double l_791_ = abs(l_787_);
                                                                        bool l_792_ = (l_791_ >= 1.1754943508222875e-38L);
                                                                        if (l_792_) {
                                                                            float l_793_ = float(l_787_);
                                                                            double l_794_ = double(l_793_);
                                                                            l_mut_175_ = l_794_;
                                                                            double _e1781 = l_mut_175_;
                                                                            bool l_795_ = (_e1781 > l_787_);
                                                                            if (l_795_) {
                                                                                float l_796_ = -(l_793_);
                                                                                uint l_797_ = asuint(l_796_);
                                                                                uint l_798_ = (l_797_ + 1u);
                                                                                l_mut_162_ = l_798_;
                                                                                uint l_799_ = (l_797_ & 2147483647u);
                                                                                bool l_800_ = (l_799_ == 0u);
                                                                                if (l_800_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_801_ = (l_797_ & 2147483648u);
                                                                                    bool l_802_ = (l_801_ != 0u);
                                                                                    if (l_802_) {
                                                                                        uint l_803_ = (l_797_ - 1u);
                                                                                        l_mut_162_ = l_803_;
                                                                                    }
                                                                                }
                                                                                uint _e1798 = l_mut_162_;
                                                                                float l_804_ = asfloat(_e1798);
                                                                                float l_805_ = -(l_804_);
                                                                                double l_806_ = double(l_805_);
                                                                                l_mut_175_ = l_806_;
                                                                            } else {
                                                                                uint l_807_ = asuint(l_793_);
                                                                                uint l_808_ = (l_807_ + 1u);
                                                                                l_mut_162_ = l_808_;
                                                                                uint l_809_ = (l_807_ & 2147483647u);
                                                                                bool l_810_ = (l_809_ == 0u);
                                                                                if (l_810_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_811_ = (l_807_ & 2147483648u);
                                                                                    bool l_812_ = (l_811_ != 0u);
                                                                                    if (l_812_) {
                                                                                        uint l_813_ = (l_807_ - 1u);
                                                                                        l_mut_162_ = l_813_;
                                                                                    }
                                                                                }
                                                                                uint _e1816 = l_mut_162_;
                                                                                float l_814_ = asfloat(_e1816);
                                                                                double l_815_ = double(l_814_);
                                                                                bool l_816_ = (l_815_ <= l_787_);
                                                                                if (l_816_) {
                                                                                    uint l_817_ = asuint(l_793_);
                                                                                    uint l_818_ = (l_817_ + 1u);
                                                                                    l_mut_162_ = l_818_;
                                                                                    uint l_819_ = (l_817_ & 2147483647u);
                                                                                    bool l_820_ = (l_819_ == 0u);
                                                                                    if (l_820_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_821_ = (l_817_ & 2147483648u);
                                                                                        bool l_822_ = (l_821_ != 0u);
                                                                                        if (l_822_) {
                                                                                            uint l_823_ = (l_817_ - 1u);
                                                                                            l_mut_162_ = l_823_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1834 = l_mut_162_;
                                                                                    float l_824_ = asfloat(_e1834);
                                                                                    double l_825_ = double(l_824_);
                                                                                    l_mut_175_ = l_825_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1837 = l_mut_538_;
                                                                        double _e1838 = l_mut_175_;
                                                                        bool l_826_ = (_e1837 == _e1838);
                                                                        double l_827_ = a_729_[1];
                                                                        double l_828_ = (l_827_ - l_746_);
                                                                        double l_829_ = (l_828_ * 7.1362384635298e44L);
                                                                        double l_830_ = floor(l_829_);
                                                                        double l_831_ = (l_830_ * 1.401298464324817e-45L);
                                                                        l_mut_538_ = l_831_;
                                                                        double l_832_ = abs(l_828_);
                                                                        bool l_833_ = (l_832_ >= 1.1754943508222875e-38L);
                                                                        if (l_833_) {
                                                                            float l_834_ = float(l_828_);
                                                                            double l_835_ = double(l_834_);
                                                                            l_mut_538_ = l_835_;
                                                                            double _e1853 = l_mut_538_;
                                                                            bool l_836_ = (_e1853 > l_828_);
                                                                            if (l_836_) {
                                                                                float l_837_ = -(l_834_);
                                                                                uint l_838_ = asuint(l_837_);
                                                                                uint l_839_ = (l_838_ + 1u);
                                                                                l_mut_162_ = l_839_;
                                                                                uint l_840_ = (l_838_ & 2147483647u);
                                                                                bool l_841_ = (l_840_ == 0u);
                                                                                if (l_841_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_842_ = (l_838_ & 2147483648u);
                                                                                    bool l_843_ = (l_842_ != 0u);
                                                                                    if (l_843_) {
                                                                                        uint l_844_ = (l_838_ - 1u);
                                                                                        l_mut_162_ = l_844_;
                                                                                    }
                                                                                }
                                                                                uint _e1870 = l_mut_162_;
                                                                                float l_845_ = asfloat(_e1870);
                                                                                float l_846_ = -(l_845_);
                                                                                double l_847_ = double(l_846_);
                                                                                l_mut_538_ = l_847_;
                                                                            } else {
                                                                                uint l_848_ = asuint(l_834_);
                                                                                uint l_849_ = (l_848_ + 1u);
                                                                                l_mut_162_ = l_849_;
                                                                                uint l_850_ = (l_848_ & 2147483647u);
                                                                                bool l_851_ = (l_850_ == 0u);
                                                                                if (l_851_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_852_ = (l_848_ & 2147483648u);
                                                                                    bool l_853_ = (l_852_ != 0u);
                                                                                    if (l_853_) {
                                                                                        uint l_854_ = (l_848_ - 1u);
                                                                                        l_mut_162_ = l_854_;
                                                                                    }
                                                                                }
                                                                                uint _e1888 = l_mut_162_;
                                                                                float l_855_ = asfloat(_e1888);
                                                                                double l_856_ = double(l_855_);
                                                                                bool l_857_ = (l_856_ <= l_828_);
                                                                                if (l_857_) {
                                                                                    uint l_858_ = asuint(l_834_);
                                                                                    uint l_859_ = (l_858_ + 1u);
                                                                                    l_mut_162_ = l_859_;
                                                                                    uint l_860_ = (l_858_ & 2147483647u);
                                                                                    bool l_861_ = (l_860_ == 0u);
                                                                                    if (l_861_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_862_ = (l_858_ & 2147483648u);
                                                                                        bool l_863_ = (l_862_ != 0u);
                                                                                        if (l_863_) {
                                                                                            uint l_864_ = (l_858_ - 1u);
                                                                                            l_mut_162_ = l_864_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1906 = l_mut_162_;
                                                                                    float l_865_ = asfloat(_e1906);
                                                                                    double l_866_ = double(l_865_);
                                                                                    l_mut_538_ = l_866_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_867_ = (l_827_ + l_746_);
                                                                        double l_868_ = (l_867_ * 7.1362384635298e44L);
                                                                        double l_869_ = floor(l_868_);
                                                                        double l_870_ = (l_869_ * 1.401298464324817e-45L);
                                                                        l_mut_175_ = l_870_;
                                                                        double l_871_ = abs(l_867_);
                                                                        bool l_872_ = (l_871_ >= 1.1754943508222875e-38L);
                                                                        if (l_872_) {
                                                                            float l_873_ = float(l_867_);
                                                                            double l_874_ = double(l_873_);
                                                                            l_mut_175_ = l_874_;
                                                                            double _e1920 = l_mut_175_;
                                                                            bool l_875_ = (_e1920 > l_867_);
                                                                            if (l_875_) {
                                                                                float l_876_ = -(l_873_);
                                                                                uint l_877_ = asuint(l_876_);
                                                                                uint l_878_ = (l_877_ + 1u);
                                                                                l_mut_162_ = l_878_;
                                                                                uint l_879_ = (l_877_ & 2147483647u);
                                                                                bool l_880_ = (l_879_ == 0u);
                                                                                if (l_880_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_881_ = (l_877_ & 2147483648u);
                                                                                    bool l_882_ = (l_881_ != 0u);
                                                                                    if (l_882_) {
                                                                                        uint l_883_ = (l_877_ - 1u);
                                                                                        l_mut_162_ = l_883_;
                                                                                    }
                                                                                }
                                                                                uint _e1937 = l_mut_162_;
                                                                                float l_884_ = asfloat(_e1937);
                                                                                float l_885_ = -(l_884_);
                                                                                double l_886_ = double(l_885_);
                                                                                l_mut_175_ = l_886_;
                                                                            } else {
                                                                                uint l_887_ = asuint(l_873_);
                                                                                uint l_888_ = (l_887_ + 1u);
                                                                                l_mut_162_ = l_888_;
                                                                                uint l_889_ = (l_887_ & 2147483647u);
                                                                                bool l_890_ = (l_889_ == 0u);
                                                                                if (l_890_) {
                                                                                    l_mut_162_ = 1u;
                                                                                } else {
                                                                                    uint l_891_ = (l_887_ & 2147483648u);
                                                                                    bool l_892_ = (l_891_ != 0u);
                                                                                    if (l_892_) {
                                                                                        uint l_893_ = (l_887_ - 1u);
                                                                                        l_mut_162_ = l_893_;
                                                                                    }
                                                                                }
                                                                                uint _e1955 = l_mut_162_;
                                                                                float l_894_ = asfloat(_e1955);
                                                                                double l_895_ = double(l_894_);
                                                                                bool l_896_ = (l_895_ <= l_867_);
                                                                                if (l_896_) {
                                                                                    uint l_897_ = asuint(l_873_);
                                                                                    uint l_898_ = (l_897_ + 1u);
                                                                                    l_mut_162_ = l_898_;
                                                                                    uint l_899_ = (l_897_ & 2147483647u);
                                                                                    bool l_900_ = (l_899_ == 0u);
                                                                                    if (l_900_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_901_ = (l_897_ & 2147483648u);
                                                                                        bool l_902_ = (l_901_ != 0u);
                                                                                        if (l_902_) {
                                                                                            uint l_903_ = (l_897_ - 1u);
                                                                                            l_mut_162_ = l_903_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1973 = l_mut_162_;
                                                                                    float l_904_ = asfloat(_e1973);
                                                                                    double l_905_ = double(l_904_);
                                                                                    l_mut_175_ = l_905_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1976 = l_mut_538_;
                                                                        double _e1977 = l_mut_175_;
                                                                        bool l_906_ = (_e1976 == _e1977);
                                                                        if (l_826_) {
                                                                            local_48 = l_906_;
                                                                        } else {
                                                                            local_48 = false;
                                                                        }
                                                                        bool l_907_ = local_48;
                                                                        if (l_907_) {
                                                                            double l_908_ = a_729_[0];
                                                                            double l_909_ = (l_908_ * 7.1362384635298e44L);
                                                                            double l_910_ = floor(l_909_);
                                                                            double l_911_ = (l_910_ * 1.401298464324817e-45L);
                                                                            l_mut_538_ = l_911_;
                                                                            double l_912_ = abs(l_908_);
                                                                            bool l_913_ = (l_912_ >= 1.1754943508222875e-38L);
                                                                            if (l_913_) {
                                                                                float l_914_ = float(l_908_);
                                                                                double l_915_ = double(l_914_);
                                                                                l_mut_538_ = l_915_;
                                                                                double _e1995 = l_mut_538_;
                                                                                bool l_916_ = (_e1995 > l_908_);
                                                                                if (l_916_) {
                                                                                    float l_917_ = -(l_914_);
                                                                                    uint l_918_ = asuint(l_917_);
                                                                                    uint l_919_ = (l_918_ + 1u);
                                                                                    l_mut_162_ = l_919_;
                                                                                    uint l_920_ = (l_918_ & 2147483647u);
                                                                                    bool l_921_ = (l_920_ == 0u);
                                                                                    if (l_921_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_922_ = (l_918_ & 2147483648u);
                                                                                        bool l_923_ = (l_922_ != 0u);
                                                                                        if (l_923_) {
                                                                                            uint l_924_ = (l_918_ - 1u);
                                                                                            l_mut_162_ = l_924_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2012 = l_mut_162_;
                                                                                    float l_925_ = asfloat(_e2012);
                                                                                    float l_926_ = -(l_925_);
                                                                                    double l_927_ = double(l_926_);
                                                                                    l_mut_538_ = l_927_;
                                                                                } else {
                                                                                    uint l_928_ = asuint(l_914_);
                                                                                    uint l_929_ = (l_928_ + 1u);
                                                                                    l_mut_162_ = l_929_;
                                                                                    uint l_930_ = (l_928_ & 2147483647u);
                                                                                    bool l_931_ = (l_930_ == 0u);
                                                                                    if (l_931_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_932_ = (l_928_ & 2147483648u);
                                                                                        bool l_933_ = (l_932_ != 0u);
                                                                                        if (l_933_) {
                                                                                            uint l_934_ = (l_928_ - 1u);
                                                                                            l_mut_162_ = l_934_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2030 = l_mut_162_;
                                                                                    float l_935_ = asfloat(_e2030);
                                                                                    double l_936_ = double(l_935_);
                                                                                    bool l_937_ = (l_936_ <= l_908_);
                                                                                    if (l_937_) {
                                                                                        uint l_938_ = asuint(l_914_);
                                                                                        uint l_939_ = (l_938_ + 1u);
                                                                                        l_mut_162_ = l_939_;
                                                                                        uint l_940_ = (l_938_ & 2147483647u);
                                                                                        bool l_941_ = (l_940_ == 0u);
                                                                                        if (l_941_) {
                                                                                            l_mut_162_ = 1u;
                                                                                        } else {
                                                                                            uint l_942_ = (l_938_ & 2147483648u);
                                                                                            bool l_943_ = (l_942_ != 0u);
                                                                                            if (l_943_) {
                                                                                                uint l_944_ = (l_938_ - 1u);
                                                                                                l_mut_162_ = l_944_;
                                                                                            }
                                                                                        }
                                                                                        uint _e2048 = l_mut_162_;
                                                                                        float l_945_ = asfloat(_e2048);
                                                                                        double l_946_ = double(l_945_);
                                                                                        l_mut_538_ = l_946_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double l_947_ = a_729_[1];
                                                                            double l_948_ = -(l_947_);
                                                                            double l_949_ = (l_948_ * 7.1362384635298e44L);
                                                                            double l_950_ = floor(l_949_);
                                                                            double l_951_ = (l_950_ * 1.401298464324817e-45L);
                                                                            l_mut_175_ = l_951_;
                                                                            double l_952_ = abs(l_948_);
                                                                            bool l_953_ = (l_952_ >= 1.1754943508222875e-38L);
                                                                            if (l_953_) {
                                                                                float l_954_ = float(l_948_);
                                                                                double l_955_ = double(l_954_);
                                                                                l_mut_175_ = l_955_;
                                                                                double _e2064 = l_mut_175_;
                                                                                bool l_956_ = (_e2064 > l_948_);
                                                                                if (l_956_) {
                                                                                    float l_957_ = -(l_954_);
                                                                                    uint l_958_ = asuint(l_957_);
                                                                                    uint l_959_ = (l_958_ + 1u);
                                                                                    l_mut_162_ = l_959_;
                                                                                    uint l_960_ = (l_958_ & 2147483647u);
                                                                                    bool l_961_ = (l_960_ == 0u);
                                                                                    if (l_961_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_962_ = (l_958_ & 2147483648u);
                                                                                        bool l_963_ = (l_962_ != 0u);
                                                                                        if (l_963_) {
                                                                                            uint l_964_ = (l_958_ - 1u);
                                                                                            l_mut_162_ = l_964_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2081 = l_mut_162_;
                                                                                    float l_965_ = asfloat(_e2081);
                                                                                    float l_966_ = -(l_965_);
                                                                                    double l_967_ = double(l_966_);
                                                                                    l_mut_175_ = l_967_;
                                                                                } else {
                                                                                    uint l_968_ = asuint(l_954_);
                                                                                    uint l_969_ = (l_968_ + 1u);
                                                                                    l_mut_162_ = l_969_;
                                                                                    uint l_970_ = (l_968_ & 2147483647u);
                                                                                    bool l_971_ = (l_970_ == 0u);
                                                                                    if (l_971_) {
                                                                                        l_mut_162_ = 1u;
                                                                                    } else {
                                                                                        uint l_972_ = (l_968_ & 2147483648u);
                                                                                        bool l_973_ = (l_972_ != 0u);
                                                                                        if (l_973_) {
                                                                                            uint l_974_ = (l_968_ - 1u);
                                                                                            l_mut_162_ = l_974_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2099 = l_mut_162_;
                                                                                    float l_975_ = asfloat(_e2099);
                                                                                    double l_976_ = double(l_975_);
                                                                                    bool l_977_ = (l_976_ <= l_948_);
                                                                                    if (l_977_) {
                                                                                        uint l_978_ = asuint(l_954_);
                                                                                        uint l_979_ = (l_978_ + 1u);
                                                                                        l_mut_162_ = l_979_;
                                                                                        uint l_980_ = (l_978_ & 2147483647u);
                                                                                        bool l_981_ = (l_980_ == 0u);
                                                                                        if (l_981_) {
                                                                                            l_mut_162_ = 1u;
                                                                                        } else {
                                                                                            uint l_982_ = (l_978_ & 2147483648u);
                                                                                            bool l_983_ = (l_982_ != 0u);
                                                                                            if (l_983_) {
                                                                                                uint l_984_ = (l_978_ - 1u);
                                                                                                l_mut_162_ = l_984_;
                                                                                            }
                                                                                        }
                                                                                        uint _e2117 = l_mut_162_;
                                                                                        float l_985_ = asfloat(_e2117);
                                                                                        double l_986_ = double(l_985_);
                                                                                        l_mut_175_ = l_986_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e2120 = l_mut_175_;
                                                                            double l_987_ = -(_e2120);
                                                                            float _e2122 = l_mut_22_;
                                                                            double l_988_ = double(_e2122);
                                                                            float _e2124 = l_mut_22_;
                                                                            uint l_989_ = asuint(_e2124);
                                                                            uint l_990_ = (l_989_ + 1u);
                                                                            l_mut_162_ = l_990_;
                                                                            uint l_991_ = (l_989_ & 2147483647u);
                                                                            bool l_992_ = (l_991_ == 0u);
                                                                            if (l_992_) {
                                                                                l_mut_162_ = 1u;
                                                                            } else {
                                                                                uint l_993_ = (l_989_ & 2147483648u);
                                                                                bool l_994_ = (l_993_ != 0u);
                                                                                if (l_994_) {
                                                                                    uint l_995_ = (l_989_ - 1u);
                                                                                    l_mut_162_ = l_995_;
                                                                                }
                                                                            }
                                                                            uint _e2139 = l_mut_162_;
                                                                            float l_996_ = asfloat(_e2139);
                                                                            double l_997_ = double(l_996_);
                                                                            float _e2142 = l_mut_22_;
                                                                            float l_998_ = -(_e2142);
                                                                            uint l_999_ = asuint(l_998_);
                                                                            uint l_1000_ = (l_999_ + 1u);
                                                                            l_mut_162_ = l_1000_;
                                                                            uint l_1001_ = (l_999_ & 2147483647u);
                                                                            bool l_1002_ = (l_1001_ == 0u);
                                                                            if (l_1002_) {
                                                                                l_mut_162_ = 1u;
                                                                            } else {
                                                                                uint l_1003_ = (l_999_ & 2147483648u);
                                                                                bool l_1004_ = (l_1003_ != 0u);
                                                                                if (l_1004_) {
                                                                                    uint l_1005_ = (l_999_ - 1u);
                                                                                    l_mut_162_ = l_1005_;
                                                                                }
                                                                            }
                                                                            uint _e2158 = l_mut_162_;
                                                                            float l_1006_ = asfloat(_e2158);
                                                                            float l_1007_ = -(l_1006_);
                                                                            double l_1008_ = double(l_1007_);
                                                                            double _e2162 = l_mut_538_;
                                                                            double l_1009_ = (_e2162 + 0.0L);
                                                                            bool l_1010_ = (l_1009_ <= l_988_);
                                                                            l_mut_222_ = l_1010_;
                                                                            double _e2166 = l_mut_538_;
                                                                            double l_1011_ = (_e2166 - 0.0L);
                                                                            bool l_1012_ = (l_1011_ > l_988_);
                                                                            l_mut_219_ = l_1012_;
                                                                            double l_1013_ = (l_987_ - 0.0L);
                                                                            bool l_1014_ = (l_1013_ >= l_988_);
                                                                            l_mut_216_ = l_1014_;
                                                                            double l_1015_ = (l_987_ + 0.0L);
                                                                            bool l_1016_ = (l_1015_ < l_988_);
                                                                            l_mut_213_ = l_1016_;
                                                                            l_mut_162_ = 2u;
                                                                            bool _e2177 = l_mut_219_;
                                                                            if (!(_e2177)) {
                                                                                bool _e2181 = l_mut_213_;
                                                                                local_49 = _e2181;
                                                                            } else {
                                                                                local_49 = true;
                                                                            }
                                                                            bool l_1017_ = local_49;
                                                                            if (l_1017_) {
                                                                                l_mut_162_ = 1u;
                                                                            } else {
                                                                                bool _e2185 = l_mut_222_;
                                                                                if (_e2185) {
                                                                                    bool _e2188 = l_mut_216_;
                                                                                    local_50 = _e2188;
                                                                                } else {
                                                                                    local_50 = false;
                                                                                }
                                                                                bool l_1018_ = local_50;
                                                                                if (l_1018_) {
                                                                                    l_mut_162_ = 0u;
                                                                                }
                                                                            }
                                                                            uint _e2192 = l_mut_162_;
                                                                            l_mut_192_ = _e2192;
                                                                        }
                                                                        uint _e2193 = l_mut_192_;
                                                                        l_mut_145_ = _e2193;
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
                            uint l_1019_ = a_144_[0];
                            bool l_1020_ = (l_1019_ == 0u);
                            if (l_1020_) {
                                l_mut_145_ = 2u;
                            }
                            uint _e2199 = l_mut_125_;
                            uint _e2201 = l_mut_145_;
                            a_10_[min(uint(_e2199), 7u)] = _e2201;
                            uint _e2202 = l_mut_125_;
                            uint l_1021_ = a_10_[min(uint(_e2202), 7u)];
                            bool l_1022_ = (l_1021_ == 2u);
                            if (l_1022_) {
                                l_mut_122_ = false;
                            }
                        }
                    }
                }
                uint _e2211 = l_mut_27_;
                bool l_1023_ = (_e2211 == 4294967293u);
                if (l_1023_) {
                    uint l_1024_ = a_8_[0];
                    uint l_1025_ = (l_1024_ + 1u);
                    a_8_[0] = l_1025_;
                } else {
                    bool _e2219 = l_mut_122_;
                    if (_e2219) {
                        l_mut_538_ = l_115_;
                        double _e2220 = l_mut_538_;
                        bool l_1026_ = (_e2220 < -17.0L);
                        if (l_1026_) {
                            l_mut_538_ = -17.0L;
                        }
                        double _e2224 = l_mut_538_;
                        bool l_1027_ = (_e2224 > 17.0L);
                        if (l_1027_) {
                            l_mut_538_ = 17.0L;
                        }
                        double _e2228 = l_mut_538_;
                        double l_1028_ = (_e2228 + 16.0L);
                        double l_1029_ = (l_1028_ + 1.0L);
                        uint l_1030_ = naga_f2u32(l_1029_);
                        uint l_1031_ = (2u + l_1030_);
                        uint l_1032_ = a_8_[min(uint(l_1031_), 64u)];
                        uint l_1033_ = (l_1032_ + 1u);
                        a_8_[min(uint(l_1031_), 64u)] = l_1033_;
                        float _e2241 = l_mut_22_;
                        uint l_1034_ = asuint(_e2241);
                        uint l_1035_ = (l_1034_ & 8388607u);
                        double l_1036_ = double(l_1035_);
                        double l_1037_ = (l_1036_ / 7.1362384635298e44L);
                        l_mut_538_ = l_1037_;
                        uint l_1038_ = (l_1034_ & 2139095040u);
                        bool l_1039_ = (l_1038_ != 0u);
                        if (l_1039_) {
                            uint l_1040_ = (l_1034_ & 2147483647u);
                            float l_1041_ = asfloat(l_1040_);
                            double l_1042_ = double(l_1041_);
                            l_mut_538_ = l_1042_;
                        }
                        uint l_1043_ = (l_1034_ >> 31u);
                        double l_1044_ = double(l_1043_);
                        double l_1045_ = (2.0L * l_1044_);
                        double l_1046_ = (1.0L - l_1045_);
                        double _e2263 = l_mut_538_;
                        l_mut_538_ = (_e2263 * l_1046_);
                        double _e2265 = l_mut_25_;
                        double l_1047_ = abs(_e2265);
                        double _e2267 = l_mut_25_;
                        double l_1048_ = (_e2267 * 0.0L);
                        double l_1049_ = (l_1048_ + 7.1362384635298e44L);
                        l_mut_175_ = l_1049_;
                        bool l_1050_ = (l_1047_ >= 2.350988701644575e-38L);
                        if (l_1050_) {
                            uint _e2274 = l_mut_27_;
                            uint l_1051_ = (_e2274 & 2147483647u);
                            float l_1052_ = asfloat(l_1051_);
                            double l_1053_ = double(l_1052_);
                            uint l_1054_ = (l_1051_ & 2139095040u);
                            float l_1055_ = asfloat(l_1054_);
                            double l_1056_ = double(l_1055_);
                            bool l_1057_ = (l_1053_ > l_1047_);
                            uint l_1058_ = (l_1051_ & 8388607u);
                            bool l_1059_ = (l_1058_ == 0u);
                            if (l_1057_) {
                                local_51 = l_1059_;
                            } else {
                                local_51 = false;
                            }
                            bool l_1060_ = local_51;
                            double l_1061_ = (l_1056_ * 1.1920928955078125e-7L);
                            double l_1062_ = double(l_1060_);
                            double l_1063_ = (0.5L * l_1062_);
                            double l_1064_ = (1.0L - l_1063_);
                            double l_1065_ = (l_1061_ * l_1064_);
                            double l_1066_ = (1.0L / l_1065_);
                            l_mut_175_ = l_1066_;
                        }
                        double _e2302 = l_mut_538_;
                        double _e2303 = l_mut_25_;
                        double l_1067_ = (_e2302 - _e2303);
                        double _e2305 = l_mut_175_;
                        double l_1068_ = (l_1067_ * _e2305);
                        uint l_1069_ = a_8_[45];
                        bool l_1070_ = (l_1069_ == 4294967295u);
                        double l_1071_ = a_9_[0];
                        bool l_1072_ = (l_1068_ < l_1071_);
                        if (!(l_1070_)) {
                            local_52 = l_1072_;
                        } else {
                            local_52 = true;
                        }
                        bool l_1073_ = local_52;
                        if (l_1073_) {
                            a_9_[0] = l_1068_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_96_;
                        }
                        uint l_1074_ = a_8_[47];
                        bool l_1075_ = (l_1074_ == 4294967295u);
                        double l_1076_ = a_9_[1];
                        bool l_1077_ = (l_1068_ > l_1076_);
                        if (!(l_1075_)) {
                            local_53 = l_1077_;
                        } else {
                            local_53 = true;
                        }
                        bool l_1078_ = local_53;
                        if (l_1078_) {
                            a_9_[1] = l_1068_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_96_;
                        }
                        bool l_1079_ = (l_115_ != 0.0L);
                        if (l_1079_) {
                            l_mut_1080_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2390 = l_mut_1080_;
                                    l_mut_1080_ = (_e2390 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2341 = l_mut_1080_;
                                if ((_e2341 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2344 = l_mut_1080_;
                                    uint l_1081_ = a_10_[min(uint(_e2344), 7u)];
                                    bool l_1082_ = (l_1081_ == 1u);
                                    if (l_1082_) {
                                        uint _e2350 = l_mut_1080_;
                                        uint l_1083_ = (37u + _e2350);
                                        uint l_1084_ = a_8_[min(uint(l_1083_), 64u)];
                                        uint l_1085_ = (l_1084_ + 1u);
                                        a_8_[min(uint(l_1083_), 64u)] = l_1085_;
                                        uint _e2358 = l_mut_1080_;
                                        uint l_1086_ = (2u + _e2358);
                                        uint l_1087_ = (2u * l_1086_);
                                        uint l_1088_ = (45u + l_1087_);
                                        uint l_1089_ = a_8_[min(uint(l_1088_), 64u)];
                                        bool l_1090_ = (l_1089_ == 4294967295u);
                                        double l_1091_ = abs(l_1068_);
                                        uint _e2370 = l_mut_1080_;
                                        uint l_1092_ = (2u + _e2370);
                                        double l_1093_ = a_9_[min(uint(l_1092_), 9u)];
                                        double l_1094_ = abs(l_1093_);
                                        bool l_1095_ = (l_1091_ > l_1094_);
                                        if (!(l_1090_)) {
                                            local_54 = l_1095_;
                                        } else {
                                            local_54 = true;
                                        }
                                        bool l_1096_ = local_54;
                                        if (l_1096_) {
                                            uint _e2382 = l_mut_1080_;
                                            uint l_1097_ = (2u + _e2382);
                                            a_9_[min(uint(l_1097_), 9u)] = l_1068_;
                                            a_8_[min(uint(l_1088_), 64u)] = l_20_;
                                            uint l_1098_ = (l_1088_ + 1u);
                                            a_8_[min(uint(l_1098_), 64u)] = l_96_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1099_ = a_8_[1];
                        uint l_1100_ = (l_2_ + l_1099_);
                        uint l_1101_ = (l_1100_ * 2u);
                        uint l_1179_ = asuint(info.Load(20+0));
                        uint l_1180_ = (l_1179_ * 1u);
                        bool l_1181_ = (l_1101_ < l_1180_);
                        if (l_1181_) {
                            buffer_5_global.Store(l_1101_*4, asuint(l_20_));
                        }
                        uint l_1102_ = (l_1101_ + 1u);
                        uint l_1182_ = asuint(info.Load(20+0));
                        uint l_1183_ = (l_1182_ * 1u);
                        bool l_1184_ = (l_1102_ < l_1183_);
                        if (l_1184_) {
                            buffer_5_global.Store(l_1102_*4, asuint(l_96_));
                        }
                        uint l_1103_ = a_8_[1];
                        uint l_1104_ = (l_1103_ + 1u);
                        a_8_[1] = l_1104_;
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
                uint _e2447 = l_mut_1105_;
                l_mut_1105_ = (_e2447 + 1u);
            }
            loop_init_5 = false;
            uint _e2427 = l_mut_1105_;
            if ((_e2427 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1106_ = (id * 65u);
                uint _e2432 = l_mut_1105_;
                uint l_1107_ = (l_1106_ + _e2432);
                uint _e2434 = l_mut_1105_;
                uint l_1108_ = a_8_[min(uint(_e2434), 64u)];
                uint l_1185_ = asuint(info.Load(12+0));
                uint l_1186_ = (l_1185_ * 1u);
                bool l_1187_ = (l_1107_ < l_1186_);
                if (l_1187_) {
                    buffer_3_global.Store(l_1107_*4, asuint(l_1108_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2471 = l_mut_1109_;
                l_mut_1109_ = (_e2471 + 1u);
            }
            loop_init_6 = false;
            uint _e2451 = l_mut_1109_;
            if ((_e2451 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1110_ = (id * 10u);
                uint _e2456 = l_mut_1109_;
                uint l_1111_ = (l_1110_ + _e2456);
                uint _e2458 = l_mut_1109_;
                double l_1112_ = a_9_[min(uint(_e2458), 9u)];
                uint l_1188_ = asuint(info.Load(16+0));
                uint l_1189_ = (l_1188_ * 1u);
                bool l_1190_ = (l_1111_ < l_1189_);
                if (l_1190_) {
                    buffer_4_global.Store(l_1111_*8, l_1112_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
