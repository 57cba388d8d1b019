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

[numthreads(64, 1, 1)]
void verdicts(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_30_[1] = (uint[1])0;
    bool l_mut_141_ = (bool)0;
    bool l_mut_144_ = (bool)0;
    bool l_mut_147_ = (bool)0;
    bool l_mut_150_ = (bool)0;
    uint l_mut_31_ = (uint)0;
    double l_mut_38_ = (double)0;
    uint l_mut_48_ = (uint)0;
    double l_mut_61_ = (double)0;
    double l_mut_709_ = (double)0;
    uint l_mut_90_ = (uint)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(32+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_1058_ = asuint(info.Load(24+0));
        uint l_1059_ = (l_1058_ * 1u);
        bool l_1060_ = (1024u < l_1059_);
        uint l_1061_ = (l_1059_ - 1u);
        uint l_1062_ = min(1024u, l_1061_);
        uint l_1063_ = asuint(buffer_6_global.Load(l_1062_*4));
        uint l_2_ = (l_1060_ ? l_1063_ : 0u);
        float l_3_ = asfloat(l_2_);
        double l_4_ = double(l_3_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e2191 = l_mut_5_;
                l_mut_5_ = (_e2191 + 1u);
            }
            loop_init = false;
            uint _e62 = l_mut_5_;
            if ((_e62 < 8u)) {
            } else {
                break;
            }
            {
                uint l_6_ = (id * 8u);
                uint _e67 = l_mut_5_;
                uint l_7_ = (l_6_ + _e67);
                uint _e70 = l_mut_5_;
                uint l_8_ = (2u * _e70);
                uint l_1065_ = asuint(info.Load(16+0));
                uint l_1066_ = (l_1065_ * 1u);
                bool l_1067_ = (l_8_ < l_1066_);
                uint l_1068_ = (l_1066_ - 1u);
                uint l_1069_ = min(l_8_, l_1068_);
                uint l_1070_ = asuint(buffer_4_global.Load(l_1069_*4));
                uint l_9_ = (l_1067_ ? l_1070_ : 0u);
                uint _e88 = l_mut_5_;
                uint l_10_ = (2u * _e88);
                uint l_11_ = (l_10_ + 1u);
                uint l_1072_ = asuint(info.Load(16+0));
                uint l_1073_ = (l_1072_ * 1u);
                bool l_1074_ = (l_11_ < l_1073_);
                uint l_1075_ = (l_1073_ - 1u);
                uint l_1076_ = min(l_11_, l_1075_);
                uint l_1077_ = asuint(buffer_4_global.Load(l_1076_*4));
                uint l_12_ = (l_1074_ ? l_1077_ : 0u);
                bool l_13_ = (l_12_ != 0u);
                uint l_1079_ = asuint(info.Load(0+0));
                uint l_1080_ = (l_1079_ * 1u);
                bool l_1081_ = (id < l_1080_);
                uint l_1082_ = (l_1080_ - 1u);
                uint l_1083_ = min(id, l_1082_);
                float l_1084_ = asfloat(buffer_0_global.Load(l_1083_*4));
                float l_14_ = (l_1081_ ? l_1084_ : 0.0);
                uint l_1086_ = asuint(info.Load(4+0));
                uint l_1087_ = (l_1086_ * 1u);
                bool l_1088_ = (id < l_1087_);
                uint l_1089_ = (l_1087_ - 1u);
                uint l_1090_ = min(id, l_1089_);
                float l_1091_ = asfloat(buffer_1_global.Load(l_1090_*4));
                float l_15_ = (l_1088_ ? l_1091_ : 0.0);
                uint l_1093_ = asuint(info.Load(8+0));
                uint l_1094_ = (l_1093_ * 1u);
                bool l_1095_ = (id < l_1094_);
                uint l_1096_ = (l_1094_ - 1u);
                uint l_1097_ = min(id, l_1096_);
                double l_1098_ = buffer_2_global.Load<double>(l_1097_*8);
                double l_16_ = (l_1095_ ? l_1098_ : 0.0L);
                uint l_1100_ = asuint(info.Load(12+0));
                uint l_1101_ = (l_1100_ * 1u);
                bool l_1102_ = (id < l_1101_);
                uint l_1103_ = (l_1101_ - 1u);
                uint l_1104_ = min(id, l_1103_);
                double l_1105_ = buffer_3_global.Load<double>(l_1104_*8);
                double l_17_ = (l_1102_ ? l_1105_ : 0.0L);
                uint _e169 = l_mut_5_;
                uint l_18_ = (_e169 * 4u);
                uint l_1107_ = asuint(info.Load(20+0));
                uint l_1108_ = (l_1107_ * 1u);
                bool l_1109_ = (l_18_ < l_1108_);
                uint l_1110_ = (l_1108_ - 1u);
                uint l_1111_ = min(l_18_, l_1110_);
                double l_1112_ = buffer_5_global.Load<double>(l_1111_*8);
                double l_19_ = (l_1109_ ? l_1112_ : 0.0L);
                uint _e187 = l_mut_5_;
                uint l_20_ = (_e187 * 4u);
                uint l_21_ = (l_20_ + 1u);
                uint l_1114_ = asuint(info.Load(20+0));
                uint l_1115_ = (l_1114_ * 1u);
                bool l_1116_ = (l_21_ < l_1115_);
                uint l_1117_ = (l_1115_ - 1u);
                uint l_1118_ = min(l_21_, l_1117_);
                double l_1119_ = buffer_5_global.Load<double>(l_1118_*8);
                double l_22_ = (l_1116_ ? l_1119_ : 0.0L);
                uint _e207 = l_mut_5_;
                uint l_23_ = (_e207 * 4u);
                uint l_24_ = (l_23_ + 2u);
                uint l_1121_ = asuint(info.Load(20+0));
                uint l_1122_ = (l_1121_ * 1u);
                bool l_1123_ = (l_24_ < l_1122_);
                uint l_1124_ = (l_1122_ - 1u);
                uint l_1125_ = min(l_24_, l_1124_);
                double l_1126_ = buffer_5_global.Load<double>(l_1125_*8);
                double l_25_ = (l_1123_ ? l_1126_ : 0.0L);
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
                            double _e268 = l_mut_38_;
                            double l_47_ = (l_19_ * _e268);
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
                            double _e317 = l_mut_38_;
                            double _e318 = l_mut_61_;
                            bool l_70_ = (_e317 == _e318);
                            if (l_70_) {
                                double l_71_ = (l_47_ * 1.4551915228366852e-11L);
                                double l_72_ = (l_29_ + l_71_);
                                double l_73_ = (l_16_ - l_47_);
                                double l_74_ = (l_16_ + l_47_);
                                uint l_75_ = asuint(l_15_);
                                uint l_76_ = (l_75_ & 2147483647u);
                                float l_77_ = asfloat(l_76_);
                                double l_78_ = double(l_77_);
                                l_mut_61_ = l_78_;
                                bool l_79_ = (l_76_ < 8388608u);
                                if (l_79_) {
                                    double l_80_ = double(l_76_);
                                    double l_81_ = (l_80_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_81_;
                                }
                                double _e335 = l_mut_61_;
                                uint64_t l_82_ = _e335;
                                uint l_83_ = (l_75_ >> 31u);
                                uint64_t l_84_ = uint64_t(l_83_);
                                uint64_t l_85_ = (l_84_ << uint(63uL));
                                uint64_t l_86_ = (l_82_ | l_85_);
                                double l_87_ = l_86_;
                                uint l_88_ = asuint(l_15_);
                                uint l_89_ = (l_88_ + 1u);
                                l_mut_90_ = l_89_;
                                uint l_91_ = (l_88_ & 2147483647u);
                                bool l_92_ = (l_91_ == 0u);
                                if (l_92_) {
                                    l_mut_90_ = 1u;
                                } else {
                                    uint l_93_ = (l_88_ & 2147483648u);
                                    bool l_94_ = (l_93_ != 0u);
                                    if (l_94_) {
                                        uint l_95_ = (l_88_ - 1u);
                                        l_mut_90_ = l_95_;
                                    } else {
                                        bool l_96_ = (l_88_ == 2139095040u);
                                        if (l_96_) {
                                            l_mut_90_ = l_88_;
                                        }
                                    }
                                }
                                uint _e362 = l_mut_90_;
                                float l_97_ = asfloat(_e362);
                                uint l_98_ = asuint(l_97_);
                                uint l_99_ = (l_98_ & 2147483647u);
                                float l_100_ = asfloat(l_99_);
                                double l_101_ = double(l_100_);
                                l_mut_61_ = l_101_;
                                bool l_102_ = (l_99_ < 8388608u);
                                if (l_102_) {
                                    double l_103_ = double(l_99_);
                                    double l_104_ = (l_103_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_104_;
                                }
                                double _e374 = l_mut_61_;
                                uint64_t l_105_ = _e374;
                                uint l_106_ = (l_98_ >> 31u);
                                uint64_t l_107_ = uint64_t(l_106_);
                                uint64_t l_108_ = (l_107_ << uint(63uL));
                                uint64_t l_109_ = (l_105_ | l_108_);
                                double l_110_ = l_109_;
                                uint l_111_ = asuint(l_15_);
                                uint l_112_ = (l_111_ ^ 2147483648u);
                                float l_113_ = asfloat(l_112_);
                                uint l_114_ = asuint(l_113_);
                                uint l_115_ = (l_114_ + 1u);
                                l_mut_90_ = l_115_;
                                uint l_116_ = (l_114_ & 2147483647u);
                                bool l_117_ = (l_116_ == 0u);
                                if (l_117_) {
                                    l_mut_90_ = 1u;
                                } else {
                                    uint l_118_ = (l_114_ & 2147483648u);
                                    bool l_119_ = (l_118_ != 0u);
                                    if (l_119_) {
                                        uint l_120_ = (l_114_ - 1u);
                                        l_mut_90_ = l_120_;
                                    } else {
                                        bool l_121_ = (l_114_ == 2139095040u);
                                        if (l_121_) {
                                            l_mut_90_ = l_114_;
                                        }
                                    }
                                }
                                uint _e405 = l_mut_90_;
                                float l_122_ = asfloat(_e405);
                                uint l_123_ = asuint(l_122_);
                                uint l_124_ = (l_123_ ^ 2147483648u);
                                float l_125_ = asfloat(l_124_);
                                uint l_126_ = asuint(l_125_);
                                uint l_127_ = (l_126_ & 2147483647u);
                                float l_128_ = asfloat(l_127_);
                                double l_129_ = double(l_128_);
                                l_mut_61_ = l_129_;
                                bool l_130_ = (l_127_ < 8388608u);
                                if (l_130_) {
                                    double l_131_ = double(l_127_);
                                    double l_132_ = (l_131_ * 1.401298464324817e-45L);
                                    l_mut_61_ = l_132_;
                                }
                                double _e421 = l_mut_61_;
                                uint64_t l_133_ = _e421;
                                uint l_134_ = (l_126_ >> 31u);
                                uint64_t l_135_ = uint64_t(l_134_);
                                uint64_t l_136_ = (l_135_ << uint(63uL));
                                uint64_t l_137_ = (l_133_ | l_136_);
                                double l_138_ = l_137_;
                                double l_139_ = (l_73_ + l_72_);
                                bool l_140_ = (l_139_ <= l_87_);
                                l_mut_141_ = l_140_;
                                double l_142_ = (l_73_ - l_72_);
                                bool l_143_ = (l_142_ > l_87_);
                                l_mut_144_ = l_143_;
                                double l_145_ = (l_74_ - l_72_);
                                bool l_146_ = (l_145_ >= l_87_);
                                l_mut_147_ = l_146_;
                                double l_148_ = (l_74_ + l_72_);
                                bool l_149_ = (l_148_ < l_87_);
                                l_mut_150_ = l_149_;
                                if (l_13_) {
                                    double l_151_ = (l_73_ + l_72_);
                                    bool l_152_ = (l_151_ < l_110_);
                                    l_mut_141_ = l_152_;
                                    double l_153_ = (l_73_ - l_72_);
                                    bool l_154_ = (l_153_ >= l_110_);
                                    l_mut_144_ = l_154_;
                                    double l_155_ = (l_74_ - l_72_);
                                    bool l_156_ = (l_155_ > l_138_);
                                    l_mut_147_ = l_156_;
                                    double l_157_ = (l_74_ + l_72_);
                                    bool l_158_ = (l_157_ <= l_138_);
                                    l_mut_150_ = l_158_;
                                }
                                l_mut_90_ = 2u;
                                bool _e449 = l_mut_144_;
                                if (!(_e449)) {
                                    bool _e453 = l_mut_150_;
                                    local_3 = _e453;
                                } else {
                                    local_3 = true;
                                }
                                bool l_159_ = local_3;
                                if (l_159_) {
                                    l_mut_90_ = 1u;
                                } else {
                                    bool _e457 = l_mut_141_;
                                    if (_e457) {
                                        bool _e460 = l_mut_147_;
                                        local_4 = _e460;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_160_ = local_4;
                                    if (l_160_) {
                                        l_mut_90_ = 0u;
                                    }
                                }
                                uint l_161_ = asuint(l_15_);
                                uint l_162_ = (l_161_ & 2147483647u);
                                bool l_163_ = (l_162_ == 0u);
                                if (l_163_) {
                                    double l_164_ = (l_73_ + l_72_);
                                    bool l_165_ = (l_164_ < 1.1754943508222875e-38L);
                                    double l_166_ = (l_74_ - l_72_);
                                    bool l_167_ = (l_166_ > -1.1754943508222875e-38L);
                                    if (l_165_) {
                                        local_5 = l_167_;
                                    } else {
                                        local_5 = false;
                                    }
                                    bool l_168_ = local_5;
                                    double l_169_ = (l_73_ - l_72_);
                                    bool l_170_ = (l_169_ < 1.1754943508222875e-38L);
                                    double l_171_ = (l_74_ + l_72_);
                                    bool l_172_ = (l_171_ > -1.1754943508222875e-38L);
                                    if (l_170_) {
                                        local_6 = l_172_;
                                    } else {
                                        local_6 = false;
                                    }
                                    bool l_173_ = local_6;
                                    if (l_168_) {
                                        l_mut_90_ = 0u;
                                    } else {
                                        uint _e490 = l_mut_90_;
                                        bool l_174_ = (_e490 == 1u);
                                        if (l_173_) {
                                            local_7 = l_174_;
                                        } else {
                                            local_7 = false;
                                        }
                                        bool l_175_ = local_7;
                                        if (l_175_) {
                                            l_mut_90_ = 2u;
                                        }
                                    }
                                }
                                uint _e498 = l_mut_90_;
                                l_mut_48_ = _e498;
                            }
                            uint _e499 = l_mut_48_;
                            l_mut_31_ = _e499;
                        } else {
                            bool l_176_ = (l_9_ == 3u);
                            if (l_176_) {
                                l_mut_31_ = 0u;
                                bool l_177_ = (l_27_ >= 1.1754943508222875e-38L);
                                bool l_178_ = (l_27_ <= 8.507059173023462e37L);
                                if (l_177_) {
                                    local_8 = l_178_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_179_ = local_8;
                                if (l_179_) {
                                    double l_180_ = abs(l_16_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_181_ = (l_180_ >= 1.1754943508222875e-38L);
                                    bool l_182_ = (l_180_ <= 1.7976931348623157e308L);
                                    if (l_181_) {
                                        local_9 = l_182_;
                                    } else {
                                        local_9 = false;
                                    }
                                    bool l_183_ = local_9;
                                    if (l_183_) {
                                        uint64_t l_184_ = l_180_;
                                        uint64_t l_185_ = (l_184_ >> uint(52uL));
                                        uint64_t l_186_ = (l_185_ - 23uL);
                                        uint64_t l_187_ = (l_186_ << uint(52uL));
                                        double l_188_ = l_187_;
                                        l_mut_61_ = l_188_;
                                    }
                                    double _e533 = l_mut_61_;
                                    double l_189_ = (l_19_ * _e533);
                                    l_mut_90_ = 2u;
                                    double l_190_ = (l_16_ - l_29_);
                                    double l_191_ = abs(l_190_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_192_ = (l_191_ >= 1.1754943508222875e-38L);
                                    bool l_193_ = (l_191_ <= 1.7976931348623157e308L);
                                    if (l_192_) {
                                        local_10 = l_193_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_194_ = local_10;
                                    if (l_194_) {
                                        uint64_t l_195_ = l_191_;
                                        uint64_t l_196_ = (l_195_ >> uint(52uL));
                                        uint64_t l_197_ = (l_196_ - 23uL);
                                        uint64_t l_198_ = (l_197_ << uint(52uL));
                                        double l_199_ = l_198_;
                                        l_mut_61_ = l_199_;
                                    }
                                    double l_200_ = (l_16_ + l_29_);
                                    double l_201_ = abs(l_200_);
                                    l_mut_38_ = 1.401298464324817e-45L;
                                    bool l_202_ = (l_201_ >= 1.1754943508222875e-38L);
                                    bool l_203_ = (l_201_ <= 1.7976931348623157e308L);
                                    if (l_202_) {
                                        local_11 = l_203_;
                                    } else {
                                        local_11 = false;
                                    }
                                    bool l_204_ = local_11;
                                    if (l_204_) {
                                        uint64_t l_205_ = l_201_;
                                        uint64_t l_206_ = (l_205_ >> uint(52uL));
                                        uint64_t l_207_ = (l_206_ - 23uL);
                                        uint64_t l_208_ = (l_207_ << uint(52uL));
                                        double l_209_ = l_208_;
                                        l_mut_38_ = l_209_;
                                    }
                                    double _e582 = l_mut_61_;
                                    double _e583 = l_mut_38_;
                                    bool l_210_ = (_e582 == _e583);
                                    if (l_210_) {
                                        double l_211_ = (l_189_ * 1.4551915228366852e-11L);
                                        double l_212_ = (l_29_ + l_211_);
                                        double l_213_ = (l_16_ - l_189_);
                                        double l_214_ = (l_16_ + l_189_);
                                        uint l_215_ = asuint(l_15_);
                                        uint l_216_ = (l_215_ & 2147483647u);
                                        float l_217_ = asfloat(l_216_);
                                        double l_218_ = double(l_217_);
                                        l_mut_61_ = l_218_;
                                        bool l_219_ = (l_216_ < 8388608u);
                                        if (l_219_) {
                                            double l_220_ = double(l_216_);
                                            double l_221_ = (l_220_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_221_;
                                        }
                                        double _e600 = l_mut_61_;
                                        uint64_t l_222_ = _e600;
                                        uint l_223_ = (l_215_ >> 31u);
                                        uint64_t l_224_ = uint64_t(l_223_);
                                        uint64_t l_225_ = (l_224_ << uint(63uL));
                                        uint64_t l_226_ = (l_222_ | l_225_);
                                        double l_227_ = l_226_;
                                        uint l_228_ = asuint(l_15_);
                                        uint l_229_ = (l_228_ + 1u);
                                        l_mut_48_ = l_229_;
                                        uint l_230_ = (l_228_ & 2147483647u);
                                        bool l_231_ = (l_230_ == 0u);
                                        if (l_231_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_232_ = (l_228_ & 2147483648u);
                                            bool l_233_ = (l_232_ != 0u);
                                            if (l_233_) {
                                                uint l_234_ = (l_228_ - 1u);
                                                l_mut_48_ = l_234_;
                                            } else {
                                                bool l_235_ = (l_228_ == 2139095040u);
                                                if (l_235_) {
                                                    l_mut_48_ = l_228_;
                                                }
                                            }
                                        }
                                        uint _e627 = l_mut_48_;
                                        float l_236_ = asfloat(_e627);
                                        uint l_237_ = asuint(l_236_);
                                        uint l_238_ = (l_237_ & 2147483647u);
                                        float l_239_ = asfloat(l_238_);
                                        double l_240_ = double(l_239_);
                                        l_mut_61_ = l_240_;
                                        bool l_241_ = (l_238_ < 8388608u);
                                        if (l_241_) {
                                            double l_242_ = double(l_238_);
                                            double l_243_ = (l_242_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_243_;
                                        }
                                        double _e639 = l_mut_61_;
                                        uint64_t l_244_ = _e639;
                                        uint l_245_ = (l_237_ >> 31u);
                                        uint64_t l_246_ = uint64_t(l_245_);
                                        uint64_t l_247_ = (l_246_ << uint(63uL));
                                        uint64_t l_248_ = (l_244_ | l_247_);
                                        double l_249_ = l_248_;
                                        uint l_250_ = asuint(l_15_);
                                        uint l_251_ = (l_250_ ^ 2147483648u);
                                        float l_252_ = asfloat(l_251_);
                                        uint l_253_ = asuint(l_252_);
                                        uint l_254_ = (l_253_ + 1u);
                                        l_mut_48_ = l_254_;
                                        uint l_255_ = (l_253_ & 2147483647u);
                                        bool l_256_ = (l_255_ == 0u);
                                        if (l_256_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_257_ = (l_253_ & 2147483648u);
                                            bool l_258_ = (l_257_ != 0u);
                                            if (l_258_) {
                                                uint l_259_ = (l_253_ - 1u);
                                                l_mut_48_ = l_259_;
                                            } else {
                                                bool l_260_ = (l_253_ == 2139095040u);
                                                if (l_260_) {
                                                    l_mut_48_ = l_253_;
                                                }
                                            }
                                        }
                                        uint _e670 = l_mut_48_;
                                        float l_261_ = asfloat(_e670);
                                        uint l_262_ = asuint(l_261_);
                                        uint l_263_ = (l_262_ ^ 2147483648u);
                                        float l_264_ = asfloat(l_263_);
                                        uint l_265_ = asuint(l_264_);
                                        uint l_266_ = (l_265_ & 2147483647u);
                                        float l_267_ = asfloat(l_266_);
                                        double l_268_ = double(l_267_);
                                        l_mut_61_ = l_268_;
                                        bool l_269_ = (l_266_ < 8388608u);
                                        if (l_269_) {
                                            double l_270_ = double(l_266_);
                                            double l_271_ = (l_270_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_271_;
                                        }
                                        double _e686 = l_mut_61_;
                                        uint64_t l_272_ = _e686;
                                        uint l_273_ = (l_265_ >> 31u);
                                        uint64_t l_274_ = uint64_t(l_273_);
                                        uint64_t l_275_ = (l_274_ << uint(63uL));
                                        uint64_t l_276_ = (l_272_ | l_275_);
                                        double l_277_ = l_276_;
                                        double l_278_ = (l_213_ + l_212_);
                                        bool l_279_ = (l_278_ <= l_227_);
                                        l_mut_150_ = l_279_;
                                        double l_280_ = (l_213_ - l_212_);
                                        bool l_281_ = (l_280_ > l_227_);
                                        l_mut_147_ = l_281_;
                                        double l_282_ = (l_214_ - l_212_);
                                        bool l_283_ = (l_282_ >= l_227_);
                                        l_mut_144_ = l_283_;
                                        double l_284_ = (l_214_ + l_212_);
                                        bool l_285_ = (l_284_ < l_227_);
                                        l_mut_141_ = l_285_;
                                        if (l_13_) {
                                            double l_286_ = (l_213_ + l_212_);
                                            bool l_287_ = (l_286_ < l_249_);
                                            l_mut_150_ = l_287_;
                                            double l_288_ = (l_213_ - l_212_);
                                            bool l_289_ = (l_288_ >= l_249_);
                                            l_mut_147_ = l_289_;
                                            double l_290_ = (l_214_ - l_212_);
                                            bool l_291_ = (l_290_ > l_277_);
                                            l_mut_144_ = l_291_;
                                            double l_292_ = (l_214_ + l_212_);
                                            bool l_293_ = (l_292_ <= l_277_);
                                            l_mut_141_ = l_293_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e714 = l_mut_147_;
                                        if (!(_e714)) {
                                            bool _e718 = l_mut_141_;
                                            local_12 = _e718;
                                        } else {
                                            local_12 = true;
                                        }
                                        bool l_294_ = local_12;
                                        if (l_294_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e722 = l_mut_150_;
                                            if (_e722) {
                                                bool _e725 = l_mut_144_;
                                                local_13 = _e725;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_295_ = local_13;
                                            if (l_295_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_296_ = asuint(l_15_);
                                        uint l_297_ = (l_296_ & 2147483647u);
                                        bool l_298_ = (l_297_ == 0u);
                                        if (l_298_) {
                                            double l_299_ = (l_213_ + l_212_);
                                            bool l_300_ = (l_299_ < 1.1754943508222875e-38L);
                                            double l_301_ = (l_214_ - l_212_);
                                            bool l_302_ = (l_301_ > -1.1754943508222875e-38L);
                                            if (l_300_) {
                                                local_14 = l_302_;
                                            } else {
                                                local_14 = false;
                                            }
                                            bool l_303_ = local_14;
                                            double l_304_ = (l_213_ - l_212_);
                                            bool l_305_ = (l_304_ < 1.1754943508222875e-38L);
                                            double l_306_ = (l_214_ + l_212_);
                                            bool l_307_ = (l_306_ > -1.1754943508222875e-38L);
                                            if (l_305_) {
                                                local_15 = l_307_;
                                            } else {
                                                local_15 = false;
                                            }
                                            bool l_308_ = local_15;
                                            if (l_303_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e755 = l_mut_48_;
                                                bool l_309_ = (_e755 == 1u);
                                                if (l_308_) {
                                                    local_16 = l_309_;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_310_ = local_16;
                                                if (l_310_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e763 = l_mut_48_;
                                        l_mut_90_ = _e763;
                                    }
                                    uint _e764 = l_mut_90_;
                                    l_mut_31_ = _e764;
                                }
                            } else {
                                bool l_311_ = (l_9_ == 4u);
                                if (l_311_) {
                                    double l_312_ = (l_22_ * l_27_);
                                    double l_313_ = (l_19_ + l_312_);
                                    double l_314_ = abs(l_16_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_315_ = (l_314_ >= 1.1754943508222875e-38L);
                                    bool l_316_ = (l_314_ <= 1.7976931348623157e308L);
                                    if (l_315_) {
                                        local_17 = l_316_;
                                    } else {
                                        local_17 = false;
                                    }
                                    bool l_317_ = local_17;
                                    if (l_317_) {
                                        uint64_t l_318_ = l_314_;
                                        uint64_t l_319_ = (l_318_ >> uint(52uL));
                                        uint64_t l_320_ = (l_319_ - 23uL);
                                        uint64_t l_321_ = (l_320_ << uint(52uL));
                                        double l_322_ = l_321_;
                                        l_mut_61_ = l_322_;
                                    }
                                    double _e791 = l_mut_61_;
                                    double l_323_ = (l_313_ * _e791);
                                    l_mut_90_ = 2u;
                                    double l_324_ = (l_16_ - l_29_);
                                    double l_325_ = abs(l_324_);
                                    l_mut_61_ = 1.401298464324817e-45L;
                                    bool l_326_ = (l_325_ >= 1.1754943508222875e-38L);
                                    bool l_327_ = (l_325_ <= 1.7976931348623157e308L);
                                    if (l_326_) {
                                        local_18 = l_327_;
                                    } else {
                                        local_18 = false;
                                    }
                                    bool l_328_ = local_18;
                                    if (l_328_) {
                                        uint64_t l_329_ = l_325_;
                                        uint64_t l_330_ = (l_329_ >> uint(52uL));
                                        uint64_t l_331_ = (l_330_ - 23uL);
                                        uint64_t l_332_ = (l_331_ << uint(52uL));
                                        double l_333_ = l_332_;
                                        l_mut_61_ = l_333_;
                                    }
                                    double l_334_ = (l_16_ + l_29_);
                                    double l_335_ = abs(l_334_);
                                    l_mut_38_ = 1.401298464324817e-45L;
                                    bool l_336_ = (l_335_ >= 1.1754943508222875e-38L);
                                    bool l_337_ = (l_335_ <= 1.7976931348623157e308L);
                                    if (l_336_) {
                                        local_19 = l_337_;
                                    } else {
                                        local_19 = false;
                                    }
                                    bool l_338_ = local_19;
                                    if (l_338_) {
                                        uint64_t l_339_ = l_335_;
                                        uint64_t l_340_ = (l_339_ >> uint(52uL));
                                        uint64_t l_341_ = (l_340_ - 23uL);
                                        uint64_t l_342_ = (l_341_ << uint(52uL));
                                        double l_343_ = l_342_;
                                        l_mut_38_ = l_343_;
                                    }
                                    double _e840 = l_mut_61_;
                                    double _e841 = l_mut_38_;
                                    bool l_344_ = (_e840 == _e841);
                                    if (l_344_) {
                                        double l_345_ = (l_323_ * 1.4551915228366852e-11L);
                                        double l_346_ = (l_29_ + l_345_);
                                        double l_347_ = (l_16_ - l_323_);
                                        double l_348_ = (l_16_ + l_323_);
                                        uint l_349_ = asuint(l_15_);
                                        uint l_350_ = (l_349_ & 2147483647u);
                                        float l_351_ = asfloat(l_350_);
                                        double l_352_ = double(l_351_);
                                        l_mut_61_ = l_352_;
                                        bool l_353_ = (l_350_ < 8388608u);
                                        if (l_353_) {
                                            double l_354_ = double(l_350_);
                                            double l_355_ = (l_354_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_355_;
                                        }
                                        double _e858 = l_mut_61_;
                                        uint64_t l_356_ = _e858;
                                        uint l_357_ = (l_349_ >> 31u);
                                        uint64_t l_358_ = uint64_t(l_357_);
                                        uint64_t l_359_ = (l_358_ << uint(63uL));
                                        uint64_t l_360_ = (l_356_ | l_359_);
                                        double l_361_ = l_360_;
                                        uint l_362_ = asuint(l_15_);
                                        uint l_363_ = (l_362_ + 1u);
                                        l_mut_48_ = l_363_;
                                        uint l_364_ = (l_362_ & 2147483647u);
                                        bool l_365_ = (l_364_ == 0u);
                                        if (l_365_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_366_ = (l_362_ & 2147483648u);
                                            bool l_367_ = (l_366_ != 0u);
                                            if (l_367_) {
                                                uint l_368_ = (l_362_ - 1u);
                                                l_mut_48_ = l_368_;
                                            } else {
                                                bool l_369_ = (l_362_ == 2139095040u);
                                                if (l_369_) {
                                                    l_mut_48_ = l_362_;
                                                }
                                            }
                                        }
                                        uint _e885 = l_mut_48_;
                                        float l_370_ = asfloat(_e885);
                                        uint l_371_ = asuint(l_370_);
                                        uint l_372_ = (l_371_ & 2147483647u);
                                        float l_373_ = asfloat(l_372_);
                                        double l_374_ = double(l_373_);
                                        l_mut_61_ = l_374_;
                                        bool l_375_ = (l_372_ < 8388608u);
                                        if (l_375_) {
                                            double l_376_ = double(l_372_);
                                            double l_377_ = (l_376_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_377_;
                                        }
                                        double _e897 = l_mut_61_;
                                        uint64_t l_378_ = _e897;
                                        uint l_379_ = (l_371_ >> 31u);
                                        uint64_t l_380_ = uint64_t(l_379_);
                                        uint64_t l_381_ = (l_380_ << uint(63uL));
                                        uint64_t l_382_ = (l_378_ | l_381_);
                                        double l_383_ = l_382_;
                                        uint l_384_ = asuint(l_15_);
                                        uint l_385_ = (l_384_ ^ 2147483648u);
                                        float l_386_ = asfloat(l_385_);
                                        uint l_387_ = asuint(l_386_);
                                        uint l_388_ = (l_387_ + 1u);
                                        l_mut_48_ = l_388_;
                                        uint l_389_ = (l_387_ & 2147483647u);
                                        bool l_390_ = (l_389_ == 0u);
                                        if (l_390_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            uint l_391_ = (l_387_ & 2147483648u);
                                            bool l_392_ = (l_391_ != 0u);
                                            if (l_392_) {
                                                uint l_393_ = (l_387_ - 1u);
                                                l_mut_48_ = l_393_;
                                            } else {
                                                bool l_394_ = (l_387_ == 2139095040u);
                                                if (l_394_) {
                                                    l_mut_48_ = l_387_;
                                                }
                                            }
                                        }
                                        uint _e928 = l_mut_48_;
                                        float l_395_ = asfloat(_e928);
                                        uint l_396_ = asuint(l_395_);
                                        uint l_397_ = (l_396_ ^ 2147483648u);
                                        float l_398_ = asfloat(l_397_);
                                        uint l_399_ = asuint(l_398_);
                                        uint l_400_ = (l_399_ & 2147483647u);
                                        float l_401_ = asfloat(l_400_);
                                        double l_402_ = double(l_401_);
                                        l_mut_61_ = l_402_;
                                        bool l_403_ = (l_400_ < 8388608u);
                                        if (l_403_) {
                                            double l_404_ = double(l_400_);
                                            double l_405_ = (l_404_ * 1.401298464324817e-45L);
                                            l_mut_61_ = l_405_;
                                        }
                                        double _e944 = l_mut_61_;
                                        uint64_t l_406_ = _e944;
                                        uint l_407_ = (l_399_ >> 31u);
                                        uint64_t l_408_ = uint64_t(l_407_);
                                        uint64_t l_409_ = (l_408_ << uint(63uL));
                                        uint64_t l_410_ = (l_406_ | l_409_);
                                        double l_411_ = l_410_;
                                        double l_412_ = (l_347_ + l_346_);
                                        bool l_413_ = (l_412_ <= l_361_);
                                        l_mut_150_ = l_413_;
                                        double l_414_ = (l_347_ - l_346_);
                                        bool l_415_ = (l_414_ > l_361_);
                                        l_mut_147_ = l_415_;
                                        double l_416_ = (l_348_ - l_346_);
                                        bool l_417_ = (l_416_ >= l_361_);
                                        l_mut_144_ = l_417_;
                                        double l_418_ = (l_348_ + l_346_);
                                        bool l_419_ = (l_418_ < l_361_);
                                        l_mut_141_ = l_419_;
                                        if (l_13_) {
                                            double l_420_ = (l_347_ + l_346_);
                                            bool l_421_ = (l_420_ < l_383_);
                                            l_mut_150_ = l_421_;
                                            double l_422_ = (l_347_ - l_346_);
                                            bool l_423_ = (l_422_ >= l_383_);
                                            l_mut_147_ = l_423_;
                                            double l_424_ = (l_348_ - l_346_);
                                            bool l_425_ = (l_424_ > l_411_);
                                            l_mut_144_ = l_425_;
                                            double l_426_ = (l_348_ + l_346_);
                                            bool l_427_ = (l_426_ <= l_411_);
                                            l_mut_141_ = l_427_;
                                        }
                                        l_mut_48_ = 2u;
                                        bool _e972 = l_mut_147_;
                                        if (!(_e972)) {
                                            bool _e976 = l_mut_141_;
                                            local_20 = _e976;
                                        } else {
                                            local_20 = true;
                                        }
                                        bool l_428_ = local_20;
                                        if (l_428_) {
                                            l_mut_48_ = 1u;
                                        } else {
                                            bool _e980 = l_mut_150_;
                                            if (_e980) {
                                                bool _e983 = l_mut_144_;
                                                local_21 = _e983;
                                            } else {
                                                local_21 = false;
                                            }
                                            bool l_429_ = local_21;
                                            if (l_429_) {
                                                l_mut_48_ = 0u;
                                            }
                                        }
                                        uint l_430_ = asuint(l_15_);
                                        uint l_431_ = (l_430_ & 2147483647u);
                                        bool l_432_ = (l_431_ == 0u);
                                        if (l_432_) {
                                            double l_433_ = (l_347_ + l_346_);
                                            bool l_434_ = (l_433_ < 1.1754943508222875e-38L);
                                            double l_435_ = (l_348_ - l_346_);
                                            bool l_436_ = (l_435_ > -1.1754943508222875e-38L);
                                            if (l_434_) {
                                                local_22 = l_436_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_437_ = local_22;
                                            double l_438_ = (l_347_ - l_346_);
                                            bool l_439_ = (l_438_ < 1.1754943508222875e-38L);
                                            double l_440_ = (l_348_ + l_346_);
                                            bool l_441_ = (l_440_ > -1.1754943508222875e-38L);
                                            if (l_439_) {
                                                local_23 = l_441_;
                                            } else {
                                                local_23 = false;
                                            }
                                            bool l_442_ = local_23;
                                            if (l_437_) {
                                                l_mut_48_ = 0u;
                                            } else {
                                                uint _e1013 = l_mut_48_;
                                                bool l_443_ = (_e1013 == 1u);
                                                if (l_442_) {
                                                    local_24 = l_443_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_444_ = local_24;
                                                if (l_444_) {
                                                    l_mut_48_ = 2u;
                                                }
                                            }
                                        }
                                        uint _e1021 = l_mut_48_;
                                        l_mut_90_ = _e1021;
                                    }
                                    uint _e1022 = l_mut_90_;
                                    l_mut_31_ = _e1022;
                                } else {
                                    bool l_445_ = (l_9_ == 5u);
                                    if (l_445_) {
                                        double l_446_ = (2.0L * l_26_);
                                        double l_447_ = abs(l_446_);
                                        double l_448_ = floor(l_447_);
                                        double l_449_ = (3.0L + l_448_);
                                        double l_450_ = abs(l_16_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_451_ = (l_450_ >= 1.1754943508222875e-38L);
                                        bool l_452_ = (l_450_ <= 1.7976931348623157e308L);
                                        if (l_451_) {
                                            local_25 = l_452_;
                                        } else {
                                            local_25 = false;
                                        }
                                        bool l_453_ = local_25;
                                        if (l_453_) {
                                            uint64_t l_454_ = l_450_;
                                            uint64_t l_455_ = (l_454_ >> uint(52uL));
                                            uint64_t l_456_ = (l_455_ - 23uL);
                                            uint64_t l_457_ = (l_456_ << uint(52uL));
                                            double l_458_ = l_457_;
                                            l_mut_61_ = l_458_;
                                        }
                                        double _e1053 = l_mut_61_;
                                        double l_459_ = (l_449_ * _e1053);
                                        l_mut_90_ = 2u;
                                        double l_460_ = (l_16_ - l_29_);
                                        double l_461_ = abs(l_460_);
                                        l_mut_61_ = 1.401298464324817e-45L;
                                        bool l_462_ = (l_461_ >= 1.1754943508222875e-38L);
                                        bool l_463_ = (l_461_ <= 1.7976931348623157e308L);
                                        if (l_462_) {
                                            local_26 = l_463_;
                                        } else {
                                            local_26 = false;
                                        }
                                        bool l_464_ = local_26;
                                        if (l_464_) {
                                            uint64_t l_465_ = l_461_;
                                            uint64_t l_466_ = (l_465_ >> uint(52uL));
                                            uint64_t l_467_ = (l_466_ - 23uL);
                                            uint64_t l_468_ = (l_467_ << uint(52uL));
                                            double l_469_ = l_468_;
                                            l_mut_61_ = l_469_;
                                        }
                                        double l_470_ = (l_16_ + l_29_);
                                        double l_471_ = abs(l_470_);
                                        l_mut_38_ = 1.401298464324817e-45L;
                                        bool l_472_ = (l_471_ >= 1.1754943508222875e-38L);
                                        bool l_473_ = (l_471_ <= 1.7976931348623157e308L);
                                        if (l_472_) {
                                            local_27 = l_473_;
                                        } else {
                                            local_27 = false;
                                        }
                                        bool l_474_ = local_27;
                                        if (l_474_) {
                                            uint64_t l_475_ = l_471_;
                                            uint64_t l_476_ = (l_475_ >> uint(52uL));
                                            uint64_t l_477_ = (l_476_ - 23uL);
                                            uint64_t l_478_ = (l_477_ << uint(52uL));
                                            double l_479_ = l_478_;
                                            l_mut_38_ = l_479_;
                                        }
                                        double _e1102 = l_mut_61_;
                                        double _e1103 = l_mut_38_;
                                        bool l_480_ = (_e1102 == _e1103);
                                        if (l_480_) {
                                            double l_481_ = (l_459_ * 1.4551915228366852e-11L);
                                            double l_482_ = (l_29_ + l_481_);
                                            double l_483_ = (l_16_ - l_459_);
                                            double l_484_ = (l_16_ + l_459_);
                                            uint l_485_ = asuint(l_15_);
                                            uint l_486_ = (l_485_ & 2147483647u);
                                            float l_487_ = asfloat(l_486_);
                                            double l_488_ = double(l_487_);
                                            l_mut_61_ = l_488_;
                                            bool l_489_ = (l_486_ < 8388608u);
                                            if (l_489_) {
                                                double l_490_ = double(l_486_);
                                                double l_491_ = (l_490_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_491_;
                                            }
                                            double _e1120 = l_mut_61_;
                                            uint64_t l_492_ = _e1120;
                                            uint l_493_ = (l_485_ >> 31u);
                                            uint64_t l_494_ = uint64_t(l_493_);
                                            uint64_t l_495_ = (l_494_ << uint(63uL));
                                            uint64_t l_496_ = (l_492_ | l_495_);
                                            double l_497_ = l_496_;
                                            uint l_498_ = asuint(l_15_);
                                            uint l_499_ = (l_498_ + 1u);
                                            l_mut_48_ = l_499_;
                                            uint l_500_ = (l_498_ & 2147483647u);
                                            bool l_501_ = (l_500_ == 0u);
                                            if (l_501_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_502_ = (l_498_ & 2147483648u);
                                                bool l_503_ = (l_502_ != 0u);
                                                if (l_503_) {
                                                    uint l_504_ = (l_498_ - 1u);
                                                    l_mut_48_ = l_504_;
                                                } else {
                                                    bool l_505_ = (l_498_ == 2139095040u);
                                                    if (l_505_) {
                                                        l_mut_48_ = l_498_;
                                                    }
                                                }
                                            }
                                            uint _e1147 = l_mut_48_;
                                            float l_506_ = asfloat(_e1147);
                                            uint l_507_ = asuint(l_506_);
                                            uint l_508_ = (l_507_ & 2147483647u);
                                            float l_509_ = asfloat(l_508_);
                                            double l_510_ = double(l_509_);
                                            l_mut_61_ = l_510_;
                                            bool l_511_ = (l_508_ < 8388608u);
                                            if (l_511_) {
                                                double l_512_ = double(l_508_);
                                                double l_513_ = (l_512_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_513_;
                                            }
                                            double _e1159 = l_mut_61_;
                                            uint64_t l_514_ = _e1159;
                                            uint l_515_ = (l_507_ >> 31u);
                                            uint64_t l_516_ = uint64_t(l_515_);
                                            uint64_t l_517_ = (l_516_ << uint(63uL));
                                            uint64_t l_518_ = (l_514_ | l_517_);
                                            double l_519_ = l_518_;
                                            uint l_520_ = asuint(l_15_);
                                            uint l_521_ = (l_520_ ^ 2147483648u);
                                            float l_522_ = asfloat(l_521_);
                                            uint l_523_ = asuint(l_522_);
                                            uint l_524_ = (l_523_ + 1u);
                                            l_mut_48_ = l_524_;
                                            uint l_525_ = (l_523_ & 2147483647u);
                                            bool l_526_ = (l_525_ == 0u);
                                            if (l_526_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                uint l_527_ = (l_523_ & 2147483648u);
                                                bool l_528_ = (l_527_ != 0u);
                                                if (l_528_) {
                                                    uint l_529_ = (l_523_ - 1u);
                                                    l_mut_48_ = l_529_;
                                                } else {
                                                    bool l_530_ = (l_523_ == 2139095040u);
                                                    if (l_530_) {
                                                        l_mut_48_ = l_523_;
                                                    }
                                                }
                                            }
                                            uint _e1190 = l_mut_48_;
                                            float l_531_ = asfloat(_e1190);
                                            uint l_532_ = asuint(l_531_);
                                            uint l_533_ = (l_532_ ^ 2147483648u);
                                            float l_534_ = asfloat(l_533_);
                                            uint l_535_ = asuint(l_534_);
                                            uint l_536_ = (l_535_ & 2147483647u);
                                            float l_537_ = asfloat(l_536_);
                                            double l_538_ = double(l_537_);
                                            l_mut_61_ = l_538_;
                                            bool l_539_ = (l_536_ < 8388608u);
                                            if (l_539_) {
                                                double l_540_ = double(l_536_);
                                                double l_541_ = (l_540_ * 1.401298464324817e-45L);
                                                l_mut_61_ = l_541_;
                                            }
                                            double _e1206 = l_mut_61_;
                                            uint64_t l_542_ = _e1206;
                                            uint l_543_ = (l_535_ >> 31u);
                                            uint64_t l_544_ = uint64_t(l_543_);
                                            uint64_t l_545_ = (l_544_ << uint(63uL));
                                            uint64_t l_546_ = (l_542_ | l_545_);
                                            double l_547_ = l_546_;
                                            double l_548_ = (l_483_ + l_482_);
                                            bool l_549_ = (l_548_ <= l_497_);
                                            l_mut_150_ = l_549_;
                                            double l_550_ = (l_483_ - l_482_);
                                            bool l_551_ = (l_550_ > l_497_);
                                            l_mut_147_ = l_551_;
                                            double l_552_ = (l_484_ - l_482_);
                                            bool l_553_ = (l_552_ >= l_497_);
                                            l_mut_144_ = l_553_;
                                            double l_554_ = (l_484_ + l_482_);
                                            bool l_555_ = (l_554_ < l_497_);
                                            l_mut_141_ = l_555_;
                                            if (l_13_) {
                                                double l_556_ = (l_483_ + l_482_);
                                                bool l_557_ = (l_556_ < l_519_);
                                                l_mut_150_ = l_557_;
                                                double l_558_ = (l_483_ - l_482_);
                                                bool l_559_ = (l_558_ >= l_519_);
                                                l_mut_147_ = l_559_;
                                                double l_560_ = (l_484_ - l_482_);
                                                bool l_561_ = (l_560_ > l_547_);
                                                l_mut_144_ = l_561_;
                                                double l_562_ = (l_484_ + l_482_);
                                                bool l_563_ = (l_562_ <= l_547_);
                                                l_mut_141_ = l_563_;
                                            }
                                            l_mut_48_ = 2u;
                                            bool _e1234 = l_mut_147_;
                                            if (!(_e1234)) {
                                                bool _e1238 = l_mut_141_;
                                                local_28 = _e1238;
                                            } else {
                                                local_28 = true;
                                            }
                                            bool l_564_ = local_28;
                                            if (l_564_) {
                                                l_mut_48_ = 1u;
                                            } else {
                                                bool _e1242 = l_mut_150_;
                                                if (_e1242) {
                                                    bool _e1245 = l_mut_144_;
                                                    local_29 = _e1245;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_565_ = local_29;
                                                if (l_565_) {
                                                    l_mut_48_ = 0u;
                                                }
                                            }
                                            uint l_566_ = asuint(l_15_);
                                            uint l_567_ = (l_566_ & 2147483647u);
                                            bool l_568_ = (l_567_ == 0u);
                                            if (l_568_) {
                                                double l_569_ = (l_483_ + l_482_);
                                                bool l_570_ = (l_569_ < 1.1754943508222875e-38L);
                                                double l_571_ = (l_484_ - l_482_);
                                                bool l_572_ = (l_571_ > -1.1754943508222875e-38L);
                                                if (l_570_) {
                                                    local_30 = l_572_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_573_ = local_30;
                                                double l_574_ = (l_483_ - l_482_);
                                                bool l_575_ = (l_574_ < 1.1754943508222875e-38L);
                                                double l_576_ = (l_484_ + l_482_);
                                                bool l_577_ = (l_576_ > -1.1754943508222875e-38L);
                                                if (l_575_) {
                                                    local_31 = l_577_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_578_ = local_31;
                                                if (l_573_) {
                                                    l_mut_48_ = 0u;
                                                } else {
                                                    uint _e1275 = l_mut_48_;
                                                    bool l_579_ = (_e1275 == 1u);
                                                    if (l_578_) {
                                                        local_32 = l_579_;
                                                    } else {
                                                        local_32 = false;
                                                    }
                                                    bool l_580_ = local_32;
                                                    if (l_580_) {
                                                        l_mut_48_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1283 = l_mut_48_;
                                            l_mut_90_ = _e1283;
                                        }
                                        uint _e1284 = l_mut_90_;
                                        l_mut_31_ = _e1284;
                                    } else {
                                        bool l_581_ = (l_9_ == 6u);
                                        if (l_581_) {
                                            l_mut_31_ = 0u;
                                            bool l_582_ = (l_27_ <= l_22_);
                                            if (l_582_) {
                                                double l_583_ = (l_19_ * 1.4551915228366852e-11L);
                                                double l_584_ = (l_29_ + l_583_);
                                                double l_585_ = (l_16_ - l_19_);
                                                double l_586_ = (l_16_ + l_19_);
                                                uint l_587_ = asuint(l_15_);
                                                uint l_588_ = (l_587_ & 2147483647u);
                                                float l_589_ = asfloat(l_588_);
                                                double l_590_ = double(l_589_);
                                                l_mut_61_ = l_590_;
                                                bool l_591_ = (l_588_ < 8388608u);
                                                if (l_591_) {
                                                    double l_592_ = double(l_588_);
                                                    double l_593_ = (l_592_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_593_;
                                                }
                                                double _e1304 = l_mut_61_;
                                                uint64_t l_594_ = _e1304;
                                                uint l_595_ = (l_587_ >> 31u);
                                                uint64_t l_596_ = uint64_t(l_595_);
                                                uint64_t l_597_ = (l_596_ << uint(63uL));
                                                uint64_t l_598_ = (l_594_ | l_597_);
                                                double l_599_ = l_598_;
                                                uint l_600_ = asuint(l_15_);
                                                uint l_601_ = (l_600_ + 1u);
                                                l_mut_90_ = l_601_;
                                                uint l_602_ = (l_600_ & 2147483647u);
                                                bool l_603_ = (l_602_ == 0u);
                                                if (l_603_) {
                                                    l_mut_90_ = 1u;
                                                } else {
                                                    uint l_604_ = (l_600_ & 2147483648u);
                                                    bool l_605_ = (l_604_ != 0u);
                                                    if (l_605_) {
                                                        uint l_606_ = (l_600_ - 1u);
                                                        l_mut_90_ = l_606_;
                                                    } else {
                                                        bool l_607_ = (l_600_ == 2139095040u);
                                                        if (l_607_) {
                                                            l_mut_90_ = l_600_;
                                                        }
                                                    }
                                                }
                                                uint _e1331 = l_mut_90_;
                                                float l_608_ = asfloat(_e1331);
                                                uint l_609_ = asuint(l_608_);
                                                uint l_610_ = (l_609_ & 2147483647u);
                                                float l_611_ = asfloat(l_610_);
                                                double l_612_ = double(l_611_);
                                                l_mut_61_ = l_612_;
                                                bool l_613_ = (l_610_ < 8388608u);
                                                if (l_613_) {
                                                    double l_614_ = double(l_610_);
                                                    double l_615_ = (l_614_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_615_;
                                                }
                                                double _e1343 = l_mut_61_;
                                                uint64_t l_616_ = _e1343;
                                                uint l_617_ = (l_609_ >> 31u);
                                                uint64_t l_618_ = uint64_t(l_617_);
                                                uint64_t l_619_ = (l_618_ << uint(63uL));
                                                uint64_t l_620_ = (l_616_ | l_619_);
                                                double l_621_ = l_620_;
                                                uint l_622_ = asuint(l_15_);
                                                uint l_623_ = (l_622_ ^ 2147483648u);
                                                float l_624_ = asfloat(l_623_);
                                                uint l_625_ = asuint(l_624_);
                                                uint l_626_ = (l_625_ + 1u);
                                                l_mut_90_ = l_626_;
                                                uint l_627_ = (l_625_ & 2147483647u);
                                                bool l_628_ = (l_627_ == 0u);
                                                if (l_628_) {
                                                    l_mut_90_ = 1u;
                                                } else {
                                                    uint l_629_ = (l_625_ & 2147483648u);
                                                    bool l_630_ = (l_629_ != 0u);
                                                    if (l_630_) {
                                                        uint l_631_ = (l_625_ - 1u);
                                                        l_mut_90_ = l_631_;
                                                    } else {
                                                        bool l_632_ = (l_625_ == 2139095040u);
                                                        if (l_632_) {
                                                            l_mut_90_ = l_625_;
                                                        }
                                                    }
                                                }
                                                uint _e1374 = l_mut_90_;
                                                float l_633_ = asfloat(_e1374);
                                                uint l_634_ = asuint(l_633_);
                                                uint l_635_ = (l_634_ ^ 2147483648u);
                                                float l_636_ = asfloat(l_635_);
                                                uint l_637_ = asuint(l_636_);
                                                uint l_638_ = (l_637_ & 2147483647u);
                                                float l_639_ = asfloat(l_638_);
                                                double l_640_ = double(l_639_);
                                                l_mut_61_ = l_640_;
                                                bool l_641_ = (l_638_ < 8388608u);
                                                if (l_641_) {
                                                    double l_642_ = double(l_638_);
                                                    double l_643_ = (l_642_ * 1.401298464324817e-45L);
                                                    l_mut_61_ = l_643_;
                                                }
                                                double _e1390 = l_mut_61_;
                                                uint64_t l_644_ = _e1390;
                                                uint l_645_ = (l_637_ >> 31u);
                                                uint64_t l_646_ = uint64_t(l_645_);
                                                uint64_t l_647_ = (l_646_ << uint(63uL));
                                                uint64_t l_648_ = (l_644_ | l_647_);
                                                double l_649_ = l_648_;
                                                double l_650_ = (l_585_ + l_584_);
                                                bool l_651_ = (l_650_ <= l_599_);
                                                l_mut_150_ = l_651_;
                                                double l_652_ = (l_585_ - l_584_);
                                                bool l_653_ = (l_652_ > l_599_);
                                                l_mut_147_ = l_653_;
                                                double l_654_ = (l_586_ - l_584_);
                                                bool l_655_ = (l_654_ >= l_599_);
                                                l_mut_144_ = l_655_;
                                                double l_656_ = (l_586_ + l_584_);
                                                bool l_657_ = (l_656_ < l_599_);
                                                l_mut_141_ = l_657_;
                                                if (l_13_) {
                                                    double l_658_ = (l_585_ + l_584_);
                                                    bool l_659_ = (l_658_ < l_621_);
                                                    l_mut_150_ = l_659_;
                                                    double l_660_ = (l_585_ - l_584_);
                                                    bool l_661_ = (l_660_ >= l_621_);
                                                    l_mut_147_ = l_661_;
                                                    double l_662_ = (l_586_ - l_584_);
                                                    bool l_663_ = (l_662_ > l_649_);
                                                    l_mut_144_ = l_663_;
                                                    double l_664_ = (l_586_ + l_584_);
                                                    bool l_665_ = (l_664_ <= l_649_);
                                                    l_mut_141_ = l_665_;
                                                }
                                                l_mut_90_ = 2u;
                                                bool _e1418 = l_mut_147_;
                                                if (!(_e1418)) {
                                                    bool _e1422 = l_mut_141_;
                                                    local_33 = _e1422;
                                                } else {
                                                    local_33 = true;
                                                }
                                                bool l_666_ = local_33;
                                                if (l_666_) {
                                                    l_mut_90_ = 1u;
                                                } else {
                                                    bool _e1426 = l_mut_150_;
                                                    if (_e1426) {
                                                        bool _e1429 = l_mut_144_;
                                                        local_34 = _e1429;
                                                    } else {
                                                        local_34 = false;
                                                    }
                                                    bool l_667_ = local_34;
                                                    if (l_667_) {
                                                        l_mut_90_ = 0u;
                                                    }
                                                }
                                                uint l_668_ = asuint(l_15_);
                                                uint l_669_ = (l_668_ & 2147483647u);
                                                bool l_670_ = (l_669_ == 0u);
                                                if (l_670_) {
                                                    double l_671_ = (l_585_ + l_584_);
                                                    bool l_672_ = (l_671_ < 1.1754943508222875e-38L);
                                                    double l_673_ = (l_586_ - l_584_);
                                                    bool l_674_ = (l_673_ > -1.1754943508222875e-38L);
                                                    if (l_672_) {
                                                        local_35 = l_674_;
                                                    } else {
                                                        local_35 = false;
                                                    }
                                                    bool l_675_ = local_35;
                                                    double l_676_ = (l_585_ - l_584_);
                                                    bool l_677_ = (l_676_ < 1.1754943508222875e-38L);
                                                    double l_678_ = (l_586_ + l_584_);
                                                    bool l_679_ = (l_678_ > -1.1754943508222875e-38L);
                                                    if (l_677_) {
                                                        local_36 = l_679_;
                                                    } else {
                                                        local_36 = false;
                                                    }
                                                    bool l_680_ = local_36;
                                                    if (l_675_) {
                                                        l_mut_90_ = 0u;
                                                    } else {
                                                        uint _e1459 = l_mut_90_;
                                                        bool l_681_ = (_e1459 == 1u);
                                                        if (l_680_) {
                                                            local_37 = l_681_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_682_ = local_37;
                                                        if (l_682_) {
                                                            l_mut_90_ = 2u;
                                                        }
                                                    }
                                                }
                                                uint _e1467 = l_mut_90_;
                                                l_mut_31_ = _e1467;
                                            }
                                        } else {
                                            bool l_683_ = (l_9_ == 7u);
                                            if (l_683_) {
                                                double l_684_ = abs(l_16_);
                                                double l_685_ = (l_19_ * l_684_);
                                                l_mut_61_ = l_685_;
                                                double l_686_ = abs(l_16_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_687_ = (l_686_ >= 1.1754943508222875e-38L);
                                                bool l_688_ = (l_686_ <= 1.7976931348623157e308L);
                                                if (l_687_) {
                                                    local_38 = l_688_;
                                                } else {
                                                    local_38 = false;
                                                }
                                                bool l_689_ = local_38;
                                                if (l_689_) {
                                                    uint64_t l_690_ = l_686_;
                                                    uint64_t l_691_ = (l_690_ >> uint(52uL));
                                                    uint64_t l_692_ = (l_691_ - 23uL);
                                                    uint64_t l_693_ = (l_692_ << uint(52uL));
                                                    double l_694_ = l_693_;
                                                    l_mut_38_ = l_694_;
                                                }
                                                double _e1495 = l_mut_38_;
                                                double l_695_ = (0.5L * _e1495);
                                                double _e1497 = l_mut_61_;
                                                bool l_696_ = (l_695_ > _e1497);
                                                if (l_696_) {
                                                    l_mut_61_ = l_695_;
                                                }
                                                double l_697_ = (l_16_ - l_29_);
                                                double l_698_ = abs(l_697_);
                                                l_mut_38_ = 1.401298464324817e-45L;
                                                bool l_699_ = (l_698_ >= 1.1754943508222875e-38L);
                                                bool l_700_ = (l_698_ <= 1.7976931348623157e308L);
                                                if (l_699_) {
                                                    local_39 = l_700_;
                                                } else {
                                                    local_39 = false;
                                                }
                                                bool l_701_ = local_39;
                                                if (l_701_) {
                                                    uint64_t l_702_ = l_698_;
                                                    uint64_t l_703_ = (l_702_ >> uint(52uL));
                                                    uint64_t l_704_ = (l_703_ - 23uL);
                                                    uint64_t l_705_ = (l_704_ << uint(52uL));
                                                    double l_706_ = l_705_;
                                                    l_mut_38_ = l_706_;
                                                }
                                                double l_707_ = (l_16_ + l_29_);
                                                double l_708_ = abs(l_707_);
                                                l_mut_709_ = 1.401298464324817e-45L;
                                                bool l_710_ = (l_708_ >= 1.1754943508222875e-38L);
                                                bool l_711_ = (l_708_ <= 1.7976931348623157e308L);
                                                if (l_710_) {
                                                    local_40 = l_711_;
                                                } else {
                                                    local_40 = false;
                                                }
                                                bool l_712_ = local_40;
                                                if (l_712_) {
                                                    uint64_t l_713_ = l_708_;
                                                    uint64_t l_714_ = (l_713_ >> uint(52uL));
                                                    uint64_t l_715_ = (l_714_ - 23uL);
                                                    uint64_t l_716_ = (l_715_ << uint(52uL));
                                                    double l_717_ = l_716_;
                                                    l_mut_709_ = l_717_;
                                                }
                                                double _e1545 = l_mut_38_;
                                                double _e1546 = l_mut_709_;
                                                bool l_718_ = (_e1545 == _e1546);
                                                if (l_718_) {
                                                    double l_719_ = (l_19_ * l_29_);
                                                    double l_720_ = (l_29_ + l_719_);
                                                    double _e1550 = l_mut_61_;
                                                    double l_721_ = (_e1550 * 1.4551915228366852e-11L);
                                                    double l_722_ = (l_720_ + l_721_);
                                                    double _e1554 = l_mut_61_;
                                                    double l_723_ = (l_16_ - _e1554);
                                                    double _e1556 = l_mut_61_;
                                                    double l_724_ = (l_16_ + _e1556);
                                                    uint l_725_ = asuint(l_15_);
                                                    uint l_726_ = (l_725_ & 2147483647u);
                                                    float l_727_ = asfloat(l_726_);
                                                    double l_728_ = double(l_727_);
                                                    l_mut_709_ = l_728_;
                                                    bool l_729_ = (l_726_ < 8388608u);
                                                    if (l_729_) {
                                                        double l_730_ = double(l_726_);
                                                        double l_731_ = (l_730_ * 1.401298464324817e-45L);
                                                        l_mut_709_ = l_731_;
                                                    }
                                                    double _e1568 = l_mut_709_;
                                                    uint64_t l_732_ = _e1568;
                                                    uint l_733_ = (l_725_ >> 31u);
                                                    uint64_t l_734_ = uint64_t(l_733_);
                                                    uint64_t l_735_ = (l_734_ << uint(63uL));
                                                    uint64_t l_736_ = (l_732_ | l_735_);
                                                    double l_737_ = l_736_;
                                                    uint l_738_ = asuint(l_15_);
                                                    uint l_739_ = (l_738_ + 1u);
                                                    l_mut_90_ = l_739_;
                                                    uint l_740_ = (l_738_ & 2147483647u);
                                                    bool l_741_ = (l_740_ == 0u);
                                                    if (l_741_) {
                                                        l_mut_90_ = 1u;
                                                    } else {
                                                        uint l_742_ = (l_738_ & 2147483648u);
                                                        bool l_743_ = (l_742_ != 0u);
                                                        if (l_743_) {
                                                            uint l_744_ = (l_738_ - 1u);
                                                            l_mut_90_ = l_744_;
                                                        } else {
                                                            bool l_745_ = (l_738_ == 2139095040u);
                                                            if (l_745_) {
                                                                l_mut_90_ = l_738_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1595 = l_mut_90_;
                                                    float l_746_ = asfloat(_e1595);
                                                    uint l_747_ = asuint(l_746_);
                                                    uint l_748_ = (l_747_ & 2147483647u);
                                                    float l_749_ = asfloat(l_748_);
                                                    double l_750_ = double(l_749_);
                                                    l_mut_709_ = l_750_;
                                                    bool l_751_ = (l_748_ < 8388608u);
                                                    if (l_751_) {
                                                        double l_752_ = double(l_748_);
                                                        double l_753_ = (l_752_ * 1.401298464324817e-45L);
                                                        l_mut_709_ = l_753_;
                                                    }
                                                    double _e1607 = l_mut_709_;
                                                    uint64_t l_754_ = _e1607;
                                                    uint l_755_ = (l_747_ >> 31u);
                                                    uint64_t l_756_ = uint64_t(l_755_);
                                                    uint64_t l_757_ = (l_756_ << uint(63uL));
                                                    uint64_t l_758_ = (l_754_ | l_757_);
                                                    double l_759_ = l_758_;
                                                    uint l_760_ = asuint(l_15_);
                                                    uint l_761_ = (l_760_ ^ 2147483648u);
                                                    float l_762_ = asfloat(l_761_);
                                                    uint l_763_ = asuint(l_762_);
                                                    uint l_764_ = (l_763_ + 1u);
                                                    l_mut_90_ = l_764_;
                                                    uint l_765_ = (l_763_ & 2147483647u);
                                                    bool l_766_ = (l_765_ == 0u);
                                                    if (l_766_) {
                                                        l_mut_90_ = 1u;
                                                    } else {
                                                        uint l_767_ = (l_763_ & 2147483648u);
                                                        bool l_768_ = (l_767_ != 0u);
                                                        if (l_768_) {
                                                            uint l_769_ = (l_763_ - 1u);
                                                            l_mut_90_ = l_769_;
                                                        } else {
                                                            bool l_770_ = (l_763_ == 2139095040u);
                                                            if (l_770_) {
                                                                l_mut_90_ = l_763_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1638 = l_mut_90_;
                                                    float l_771_ = asfloat(_e1638);
                                                    uint l_772_ = asuint(l_771_);
                                                    uint l_773_ = (l_772_ ^ 2147483648u);
                                                    float l_774_ = asfloat(l_773_);
                                                    uint l_775_ = asuint(l_774_);
                                                    uint l_776_ = (l_775_ & 2147483647u);
                                                    float l_777_ = asfloat(l_776_);
                                                    double l_778_ = double(l_777_);
                                                    l_mut_709_ = l_778_;
                                                    bool l_779_ = (l_776_ < 8388608u);
                                                    if (l_779_) {
                                                        double l_780_ = double(l_776_);
                                                        double l_781_ = (l_780_ * 1.401298464324817e-45L);
                                                        l_mut_709_ = l_781_;
                                                    }
                                                    double _e1654 = l_mut_709_;
                                                    uint64_t l_782_ = _e1654;
                                                    uint l_783_ = (l_775_ >> 31u);
                                                    uint64_t l_784_ = uint64_t(l_783_);
                                                    uint64_t l_785_ = (l_784_ << uint(63uL));
                                                    uint64_t l_786_ = (l_782_ | l_785_);
                                                    double l_787_ = l_786_;
                                                    double l_788_ = (l_723_ + l_722_);
                                                    bool l_789_ = (l_788_ <= l_737_);
                                                    l_mut_150_ = l_789_;
                                                    double l_790_ = (l_723_ - l_722_);
                                                    bool l_791_ = (l_790_ > l_737_);
                                                    l_mut_147_ = l_791_;
                                                    double l_792_ = (l_724_ - l_722_);
                                                    bool l_793_ = (l_792_ >= l_737_);
                                                    l_mut_144_ = l_793_;
                                                    double l_794_ = (l_724_ + l_722_);
                                                    bool l_795_ = (l_794_ < l_737_);
                                                    l_mut_141_ = l_795_;
                                                    if (l_13_) {
                                                        double l_796_ = (l_723_ + l_722_);
                                                        bool l_797_ = (l_796_ < l_759_);
                                                        l_mut_150_ = l_797_;
                                                        double l_798_ = (l_723_ - l_722_);
                                                        bool l_799_ = (l_798_ >= l_759_);
                                                        l_mut_147_ = l_799_;
                                                        double l_800_ = (l_724_ - l_722_);
                                                        bool l_801_ = (l_800_ > l_787_);
                                                        l_mut_144_ = l_801_;
                                                        double l_802_ = (l_724_ + l_722_);
                                                        bool l_803_ = (l_802_ <= l_787_);
                                                        l_mut_141_ = l_803_;
                                                    }
                                                    l_mut_90_ = 2u;
                                                    bool _e1682 = l_mut_147_;
                                                    if (!(_e1682)) {
                                                        bool _e1686 = l_mut_141_;
                                                        local_41 = _e1686;
                                                    } else {
                                                        local_41 = true;
                                                    }
                                                    bool l_804_ = local_41;
                                                    if (l_804_) {
                                                        l_mut_90_ = 1u;
                                                    } else {
                                                        bool _e1690 = l_mut_150_;
                                                        if (_e1690) {
                                                            bool _e1693 = l_mut_144_;
                                                            local_42 = _e1693;
                                                        } else {
                                                            local_42 = false;
                                                        }
                                                        bool l_805_ = local_42;
                                                        if (l_805_) {
                                                            l_mut_90_ = 0u;
                                                        }
                                                    }
                                                    uint l_806_ = asuint(l_15_);
                                                    uint l_807_ = (l_806_ & 2147483647u);
                                                    bool l_808_ = (l_807_ == 0u);
                                                    if (l_808_) {
                                                        double l_809_ = (l_723_ + l_722_);
                                                        bool l_810_ = (l_809_ < 1.1754943508222875e-38L);
                                                        double l_811_ = (l_724_ - l_722_);
                                                        bool l_812_ = (l_811_ > -1.1754943508222875e-38L);
                                                        if (l_810_) {
                                                            local_43 = l_812_;
                                                        } else {
                                                            local_43 = false;
                                                        }
                                                        bool l_813_ = local_43;
                                                        double l_814_ = (l_723_ - l_722_);
                                                        bool l_815_ = (l_814_ < 1.1754943508222875e-38L);
                                                        double l_816_ = (l_724_ + l_722_);
                                                        bool l_817_ = (l_816_ > -1.1754943508222875e-38L);
                                                        if (l_815_) {
                                                            local_44 = l_817_;
                                                        } else {
                                                            local_44 = false;
                                                        }
                                                        bool l_818_ = local_44;
                                                        if (l_813_) {
                                                            l_mut_90_ = 0u;
                                                        } else {
                                                            uint _e1723 = l_mut_90_;
                                                            bool l_819_ = (_e1723 == 1u);
                                                            if (l_818_) {
                                                                local_45 = l_819_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_820_ = local_45;
                                                            if (l_820_) {
                                                                l_mut_90_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1731 = l_mut_90_;
                                                    l_mut_31_ = _e1731;
                                                }
                                            } else {
                                                bool l_821_ = (l_9_ == 8u);
                                                if (l_821_) {
                                                    bool l_822_ = (l_26_ >= 0.5L);
                                                    bool l_823_ = (l_26_ <= 2.0L);
                                                    if (l_822_) {
                                                        local_46 = l_823_;
                                                    } else {
                                                        local_46 = false;
                                                    }
                                                    bool l_824_ = local_46;
                                                    if (l_824_) {
                                                        double l_825_ = (l_19_ * 1.4551915228366852e-11L);
                                                        double l_826_ = (l_29_ + l_825_);
                                                        double l_827_ = (l_16_ - l_19_);
                                                        double l_828_ = (l_16_ + l_19_);
                                                        uint l_829_ = asuint(l_15_);
                                                        uint l_830_ = (l_829_ & 2147483647u);
                                                        float l_831_ = asfloat(l_830_);
                                                        double l_832_ = double(l_831_);
                                                        l_mut_709_ = l_832_;
                                                        bool l_833_ = (l_830_ < 8388608u);
                                                        if (l_833_) {
                                                            double l_834_ = double(l_830_);
                                                            double l_835_ = (l_834_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_835_;
                                                        }
                                                        double _e1757 = l_mut_709_;
                                                        uint64_t l_836_ = _e1757;
                                                        uint l_837_ = (l_829_ >> 31u);
                                                        uint64_t l_838_ = uint64_t(l_837_);
                                                        uint64_t l_839_ = (l_838_ << uint(63uL));
                                                        uint64_t l_840_ = (l_836_ | l_839_);
                                                        double l_841_ = l_840_;
                                                        uint l_842_ = asuint(l_15_);
                                                        uint l_843_ = (l_842_ + 1u);
                                                        l_mut_90_ = l_843_;
                                                        uint l_844_ = (l_842_ & 2147483647u);
                                                        bool l_845_ = (l_844_ == 0u);
                                                        if (l_845_) {
                                                            l_mut_90_ = 1u;
                                                        } else {
                                                            uint l_846_ = (l_842_ & 2147483648u);
                                                            bool l_847_ = (l_846_ != 0u);
                                                            if (l_847_) {
                                                                uint l_848_ = (l_842_ - 1u);
                                                                l_mut_90_ = l_848_;
                                                            } else {
                                                                bool l_849_ = (l_842_ == 2139095040u);
                                                                if (l_849_) {
                                                                    l_mut_90_ = l_842_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1784 = l_mut_90_;
                                                        float l_850_ = asfloat(_e1784);
                                                        uint l_851_ = asuint(l_850_);
                                                        uint l_852_ = (l_851_ & 2147483647u);
                                                        float l_853_ = asfloat(l_852_);
                                                        double l_854_ = double(l_853_);
                                                        l_mut_709_ = l_854_;
                                                        bool l_855_ = (l_852_ < 8388608u);
                                                        if (l_855_) {
                                                            double l_856_ = double(l_852_);
                                                            double l_857_ = (l_856_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_857_;
                                                        }
                                                        double _e1796 = l_mut_709_;
                                                        uint64_t l_858_ = _e1796;
                                                        uint l_859_ = (l_851_ >> 31u);
                                                        uint64_t l_860_ = uint64_t(l_859_);
                                                        uint64_t l_861_ = (l_860_ << uint(63uL));
                                                        uint64_t l_862_ = (l_858_ | l_861_);
                                                        double l_863_ = l_862_;
                                                        uint l_864_ = asuint(l_15_);
                                                        uint l_865_ = (l_864_ ^ 2147483648u);
                                                        float l_866_ = asfloat(l_865_);
                                                        uint l_867_ = asuint(l_866_);
                                                        uint l_868_ = (l_867_ + 1u);
                                                        l_mut_90_ = l_868_;
                                                        uint l_869_ = (l_867_ & 2147483647u);
                                                        bool l_870_ = (l_869_ == 0u);
                                                        if (l_870_) {
                                                            l_mut_90_ = 1u;
                                                        } else {
                                                            uint l_871_ = (l_867_ & 2147483648u);
                                                            bool l_872_ = (l_871_ != 0u);
                                                            if (l_872_) {
                                                                uint l_873_ = (l_867_ - 1u);
                                                                l_mut_90_ = l_873_;
                                                            } else {
                                                                bool l_874_ = (l_867_ == 2139095040u);
                                                                if (l_874_) {
                                                                    l_mut_90_ = l_867_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1827 = l_mut_90_;
                                                        float l_875_ = asfloat(_e1827);
                                                        uint l_876_ = asuint(l_875_);
                                                        uint l_877_ = (l_876_ ^ 2147483648u);
                                                        float l_878_ = asfloat(l_877_);
                                                        uint l_879_ = asuint(l_878_);
                                                        uint l_880_ = (l_879_ & 2147483647u);
                                                        float l_881_ = asfloat(l_880_);
                                                        double l_882_ = double(l_881_);
                                                        l_mut_709_ = l_882_;
                                                        bool l_883_ = (l_880_ < 8388608u);
                                                        if (l_883_) {
                                                            double l_884_ = double(l_880_);
                                                            double l_885_ = (l_884_ * 1.401298464324817e-45L);
                                                            l_mut_709_ = l_885_;
                                                        }
                                                        double _e1843 = l_mut_709_;
                                                        uint64_t l_886_ = _e1843;
                                                        uint l_887_ = (l_879_ >> 31u);
                                                        uint64_t l_888_ = uint64_t(l_887_);
                                                        uint64_t l_889_ = (l_888_ << uint(63uL));
                                                        uint64_t l_890_ = (l_886_ | l_889_);
                                                        double l_891_ = l_890_;
                                                        double l_892_ = (l_827_ + l_826_);
                                                        bool l_893_ = (l_892_ <= l_841_);
                                                        l_mut_150_ = l_893_;
                                                        double l_894_ = (l_827_ - l_826_);
                                                        bool l_895_ = (l_894_ > l_841_);
                                                        l_mut_147_ = l_895_;
                                                        double l_896_ = (l_828_ - l_826_);
                                                        bool l_897_ = (l_896_ >= l_841_);
                                                        l_mut_144_ = l_897_;
                                                        double l_898_ = (l_828_ + l_826_);
                                                        bool l_899_ = (l_898_ < l_841_);
                                                        l_mut_141_ = l_899_;
                                                        if (l_13_) {
                                                            double l_900_ = (l_827_ + l_826_);
                                                            bool l_901_ = (l_900_ < l_863_);
                                                            l_mut_150_ = l_901_;
                                                            double l_902_ = (l_827_ - l_826_);
                                                            bool l_903_ = (l_902_ >= l_863_);
                                                            l_mut_147_ = l_903_;
                                                            double l_904_ = (l_828_ - l_826_);
                                                            bool l_905_ = (l_904_ > l_891_);
                                                            l_mut_144_ = l_905_;
                                                            double l_906_ = (l_828_ + l_826_);
                                                            bool l_907_ = (l_906_ <= l_891_);
                                                            l_mut_141_ = l_907_;
                                                        }
                                                        l_mut_90_ = 2u;
                                                        bool _e1871 = l_mut_147_;
                                                        if (!(_e1871)) {
                                                            bool _e1875 = l_mut_141_;
                                                            local_47 = _e1875;
                                                        } else {
                                                            local_47 = true;
                                                        }
                                                        bool l_908_ = local_47;
                                                        if (l_908_) {
                                                            l_mut_90_ = 1u;
                                                        } else {
                                                            bool _e1879 = l_mut_150_;
                                                            if (_e1879) {
                                                                bool _e1882 = l_mut_144_;
                                                                local_48 = _e1882;
                                                            } else {
                                                                local_48 = false;
                                                            }
                                                            bool l_909_ = local_48;
                                                            if (l_909_) {
                                                                l_mut_90_ = 0u;
                                                            }
                                                        }
                                                        uint l_910_ = asuint(l_15_);
                                                        uint l_911_ = (l_910_ & 2147483647u);
                                                        bool l_912_ = (l_911_ == 0u);
                                                        if (l_912_) {
                                                            double l_913_ = (l_827_ + l_826_);
                                                            bool l_914_ = (l_913_ < 1.1754943508222875e-38L);
                                                            double l_915_ = (l_828_ - l_826_);
                                                            bool l_916_ = (l_915_ > -1.1754943508222875e-38L);
                                                            if (l_914_) {
                                                                local_49 = l_916_;
                                                            } else {
                                                                local_49 = false;
                                                            }
                                                            bool l_917_ = local_49;
                                                            double l_918_ = (l_827_ - l_826_);
                                                            bool l_919_ = (l_918_ < 1.1754943508222875e-38L);
                                                            double l_920_ = (l_828_ + l_826_);
                                                            bool l_921_ = (l_920_ > -1.1754943508222875e-38L);
                                                            if (l_919_) {
                                                                local_50 = l_921_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_922_ = local_50;
                                                            if (l_917_) {
                                                                l_mut_90_ = 0u;
                                                            } else {
                                                                uint _e1912 = l_mut_90_;
                                                                bool l_923_ = (_e1912 == 1u);
                                                                if (l_922_) {
                                                                    local_51 = l_923_;
                                                                } else {
                                                                    local_51 = false;
                                                                }
                                                                bool l_924_ = local_51;
                                                                if (l_924_) {
                                                                    l_mut_90_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1920 = l_mut_90_;
                                                        l_mut_31_ = _e1920;
                                                    } else {
                                                        double l_925_ = abs(l_16_);
                                                        l_mut_709_ = 1.401298464324817e-45L;
                                                        bool l_926_ = (l_925_ >= 1.1754943508222875e-38L);
                                                        bool l_927_ = (l_925_ <= 1.7976931348623157e308L);
                                                        if (l_926_) {
                                                            local_52 = l_927_;
                                                        } else {
                                                            local_52 = false;
                                                        }
                                                        bool l_928_ = local_52;
                                                        if (l_928_) {
                                                            uint64_t l_929_ = l_925_;
                                                            uint64_t l_930_ = (l_929_ >> uint(52uL));
                                                            uint64_t l_931_ = (l_930_ - 23uL);
                                                            uint64_t l_932_ = (l_931_ << uint(52uL));
                                                            double l_933_ = l_932_;
                                                            l_mut_709_ = l_933_;
                                                        }
                                                        double _e1943 = l_mut_709_;
                                                        double l_934_ = (l_22_ * _e1943);
                                                        l_mut_90_ = 2u;
                                                        double l_935_ = (l_16_ - l_29_);
                                                        double l_936_ = abs(l_935_);
                                                        l_mut_709_ = 1.401298464324817e-45L;
                                                        bool l_937_ = (l_936_ >= 1.1754943508222875e-38L);
                                                        bool l_938_ = (l_936_ <= 1.7976931348623157e308L);
                                                        if (l_937_) {
                                                            local_53 = l_938_;
                                                        } else {
                                                            local_53 = false;
                                                        }
                                                        bool l_939_ = local_53;
                                                        if (l_939_) {
                                                            uint64_t l_940_ = l_936_;
                                                            uint64_t l_941_ = (l_940_ >> uint(52uL));
                                                            uint64_t l_942_ = (l_941_ - 23uL);
                                                            uint64_t l_943_ = (l_942_ << uint(52uL));
                                                            double l_944_ = l_943_;
                                                            l_mut_709_ = l_944_;
                                                        }
                                                        double l_945_ = (l_16_ + l_29_);
                                                        double l_946_ = abs(l_945_);
                                                        l_mut_61_ = 1.401298464324817e-45L;
                                                        bool l_947_ = (l_946_ >= 1.1754943508222875e-38L);
                                                        bool l_948_ = (l_946_ <= 1.7976931348623157e308L);
                                                        if (l_947_) {
                                                            local_54 = l_948_;
                                                        } else {
                                                            local_54 = false;
                                                        }
                                                        bool l_949_ = local_54;
                                                        if (l_949_) {
                                                            uint64_t l_950_ = l_946_;
                                                            uint64_t l_951_ = (l_950_ >> uint(52uL));
                                                            uint64_t l_952_ = (l_951_ - 23uL);
                                                            uint64_t l_953_ = (l_952_ << uint(52uL));
                                                            double l_954_ = l_953_;
                                                            l_mut_61_ = l_954_;
                                                        }
                                                        double _e1992 = l_mut_709_;
                                                        double _e1993 = l_mut_61_;
                                                        bool l_955_ = (_e1992 == _e1993);
                                                        if (l_955_) {
                                                            double l_956_ = (l_934_ * 1.4551915228366852e-11L);
                                                            double l_957_ = (l_29_ + l_956_);
                                                            double l_958_ = (l_16_ - l_934_);
                                                            double l_959_ = (l_16_ + l_934_);
                                                            uint l_960_ = asuint(l_15_);
                                                            uint l_961_ = (l_960_ & 2147483647u);
                                                            float l_962_ = asfloat(l_961_);
                                                            double l_963_ = double(l_962_);
                                                            l_mut_709_ = l_963_;
                                                            bool l_964_ = (l_961_ < 8388608u);
                                                            if (l_964_) {
                                                                double l_965_ = double(l_961_);
                                                                double l_966_ = (l_965_ * 1.401298464324817e-45L);
                                                                l_mut_709_ = l_966_;
                                                            }
                                                            double _e2010 = l_mut_709_;
                                                            uint64_t l_967_ = _e2010;
                                                            uint l_968_ = (l_960_ >> 31u);
                                                            uint64_t l_969_ = uint64_t(l_968_);
                                                            uint64_t l_970_ = (l_969_ << uint(63uL));
                                                            uint64_t l_971_ = (l_967_ | l_970_);
                                                            double l_972_ = l_971_;
                                                            uint l_973_ = asuint(l_15_);
                                                            uint l_974_ = (l_973_ + 1u);
                                                            l_mut_48_ = l_974_;
                                                            uint l_975_ = (l_973_ & 2147483647u);
                                                            bool l_976_ = (l_975_ == 0u);
                                                            if (l_976_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_977_ = (l_973_ & 2147483648u);
                                                                bool l_978_ = (l_977_ != 0u);
                                                                if (l_978_) {
                                                                    uint l_979_ = (l_973_ - 1u);
                                                                    l_mut_48_ = l_979_;
                                                                } else {
                                                                    bool l_980_ = (l_973_ == 2139095040u);
                                                                    if (l_980_) {
                                                                        l_mut_48_ = l_973_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2037 = l_mut_48_;
                                                            float l_981_ = asfloat(_e2037);
                                                            uint l_982_ = asuint(l_981_);
                                                            uint l_983_ = (l_982_ & 2147483647u);
                                                            float l_984_ = asfloat(l_983_);
                                                            double l_985_ = double(l_984_);
                                                            l_mut_709_ = l_985_;
                                                            bool l_986_ = (l_983_ < 8388608u);
                                                            if (l_986_) {
                                                                double l_987_ = double(l_983_);
                                                                double l_988_ = (l_987_ * 1.401298464324817e-45L);
                                                                l_mut_709_ = l_988_;
                                                            }
                                                            double _e2049 = l_mut_709_;
                                                            uint64_t l_989_ = _e2049;
                                                            uint l_990_ = (l_982_ >> 31u);
                                                            uint64_t l_991_ = uint64_t(l_990_);
                                                            uint64_t l_992_ = (l_991_ << uint(63uL));
                                                            uint64_t l_993_ = (l_989_ | l_992_);
                                                            double l_994_ = l_993_;
                                                            uint l_995_ = asuint(l_15_);
                                                            uint l_996_ = (l_995_ ^ 2147483648u);
                                                            float l_997_ = asfloat(l_996_);
                                                            uint l_998_ = asuint(l_997_);
                                                            uint l_999_ = (l_998_ + 1u);
                                                            l_mut_48_ = l_999_;
                                                            uint l_1000_ = (l_998_ & 2147483647u);
                                                            bool l_1001_ = (l_1000_ == 0u);
                                                            if (l_1001_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                uint l_1002_ = (l_998_ & 2147483648u);
                                                                bool l_1003_ = (l_1002_ != 0u);
                                                                if (l_1003_) {
                                                                    uint l_1004_ = (l_998_ - 1u);
                                                                    l_mut_48_ = l_1004_;
                                                                } else {
                                                                    bool l_1005_ = (l_998_ == 2139095040u);
                                                                    if (l_1005_) {
                                                                        l_mut_48_ = l_998_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2080 = l_mut_48_;
                                                            float l_1006_ = asfloat(_e2080);
                                                            uint l_1007_ = asuint(l_1006_);
                                                            uint l_1008_ = (l_1007_ ^ 2147483648u);
                                                            float l_1009_ = asfloat(l_1008_);
                                                            uint l_1010_ = asuint(l_1009_);
                                                            uint l_1011_ = (l_1010_ & 2147483647u);
                                                            float l_1012_ = asfloat(l_1011_);
                                                            double l_1013_ = double(l_1012_);
                                                            l_mut_709_ = l_1013_;
                                                            bool l_1014_ = (l_1011_ < 8388608u);
                                                            if (l_1014_) {
                                                                double l_1015_ = double(l_1011_);
                                                                double l_1016_ = (l_1015_ * 1.401298464324817e-45L);
                                                                l_mut_709_ = l_1016_;
                                                            }
                                                            double _e2096 = l_mut_709_;
                                                            uint64_t l_1017_ = _e2096;
                                                            uint l_1018_ = (l_1010_ >> 31u);
                                                            uint64_t l_1019_ = uint64_t(l_1018_);
                                                            uint64_t l_1020_ = (l_1019_ << uint(63uL));
                                                            uint64_t l_1021_ = (l_1017_ | l_1020_);
                                                            double l_1022_ = l_1021_;
                                                            double l_1023_ = (l_958_ + l_957_);
                                                            bool l_1024_ = (l_1023_ <= l_972_);
                                                            l_mut_150_ = l_1024_;
                                                            double l_1025_ = (l_958_ - l_957_);
                                                            bool l_1026_ = (l_1025_ > l_972_);
                                                            l_mut_147_ = l_1026_;
                                                            double l_1027_ = (l_959_ - l_957_);
                                                            bool l_1028_ = (l_1027_ >= l_972_);
                                                            l_mut_144_ = l_1028_;
                                                            double l_1029_ = (l_959_ + l_957_);
                                                            bool l_1030_ = (l_1029_ < l_972_);
                                                            l_mut_141_ = l_1030_;
                                                            if (l_13_) {
                                                                double l_1031_ = (l_958_ + l_957_);
                                                                bool l_1032_ = (l_1031_ < l_994_);
                                                                l_mut_150_ = l_1032_;
                                                                double l_1033_ = (l_958_ - l_957_);
                                                                bool l_1034_ = (l_1033_ >= l_994_);
                                                                l_mut_147_ = l_1034_;
                                                                double l_1035_ = (l_959_ - l_957_);
                                                                bool l_1036_ = (l_1035_ > l_1022_);
                                                                l_mut_144_ = l_1036_;
                                                                double l_1037_ = (l_959_ + l_957_);
                                                                bool l_1038_ = (l_1037_ <= l_1022_);
                                                                l_mut_141_ = l_1038_;
                                                            }
                                                            l_mut_48_ = 2u;
                                                            bool _e2124 = l_mut_147_;
                                                            if (!(_e2124)) {
                                                                bool _e2128 = l_mut_141_;
                                                                local_55 = _e2128;
                                                            } else {
                                                                local_55 = true;
                                                            }
                                                            bool l_1039_ = local_55;
                                                            if (l_1039_) {
                                                                l_mut_48_ = 1u;
                                                            } else {
                                                                bool _e2132 = l_mut_150_;
                                                                if (_e2132) {
                                                                    bool _e2135 = l_mut_144_;
                                                                    local_56 = _e2135;
                                                                } else {
                                                                    local_56 = false;
                                                                }
                                                                bool l_1040_ = local_56;
                                                                if (l_1040_) {
                                                                    l_mut_48_ = 0u;
                                                                }
                                                            }
                                                            uint l_1041_ = asuint(l_15_);
                                                            uint l_1042_ = (l_1041_ & 2147483647u);
                                                            bool l_1043_ = (l_1042_ == 0u);
                                                            if (l_1043_) {
                                                                double l_1044_ = (l_958_ + l_957_);
                                                                bool l_1045_ = (l_1044_ < 1.1754943508222875e-38L);
                                                                double l_1046_ = (l_959_ - l_957_);
                                                                bool l_1047_ = (l_1046_ > -1.1754943508222875e-38L);
                                                                if (l_1045_) {
                                                                    local_57 = l_1047_;
                                                                } else {
                                                                    local_57 = false;
                                                                }
                                                                bool l_1048_ = local_57;
                                                                double l_1049_ = (l_958_ - l_957_);
                                                                bool l_1050_ = (l_1049_ < 1.1754943508222875e-38L);
                                                                double l_1051_ = (l_959_ + l_957_);
                                                                bool l_1052_ = (l_1051_ > -1.1754943508222875e-38L);
                                                                if (l_1050_) {
                                                                    local_58 = l_1052_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_1053_ = local_58;
                                                                if (l_1048_) {
                                                                    l_mut_48_ = 0u;
                                                                } else {
                                                                    uint _e2165 = l_mut_48_;
                                                                    bool l_1054_ = (_e2165 == 1u);
                                                                    if (l_1053_) {
                                                                        local_59 = l_1054_;
                                                                    } else {
                                                                        local_59 = false;
                                                                    }
                                                                    bool l_1055_ = local_59;
                                                                    if (l_1055_) {
                                                                        l_mut_48_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2173 = l_mut_48_;
                                                            l_mut_90_ = _e2173;
                                                        }
                                                        uint _e2174 = l_mut_90_;
                                                        l_mut_31_ = _e2174;
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
                uint l_1056_ = a_30_[0];
                bool l_1057_ = (l_1056_ == 0u);
                if (l_1057_) {
                    l_mut_31_ = 2u;
                }
                uint l_1128_ = asuint(info.Load(28+0));
                uint l_1129_ = (l_1128_ * 1u);
                bool l_1130_ = (l_7_ < l_1129_);
                if (l_1130_) {
                    uint _e2189 = l_mut_31_;
                    buffer_7_global.Store(l_7_*4, asuint(_e2189));
                }
            }
        }
        return;
    } else {
        return;
    }
}
