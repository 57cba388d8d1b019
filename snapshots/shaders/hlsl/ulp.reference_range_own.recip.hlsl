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
    uint a_10_[8] = (uint[8])0;
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
    uint l_mut_1194_ = (uint)0;
    bool local_75 = (bool)0;
    uint l_mut_1219_ = 0u;
    uint l_mut_1223_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1241_ = asuint(info.Load(28+0));
        uint l_1242_ = (l_1241_ * 1u);
        bool l_1243_ = (0u < l_1242_);
        if (l_1243_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1227_ = asuint(info.Load(0+0));
    uint l_1228_ = (l_1227_ * 1u);
    bool l_1229_ = (1u < l_1228_);
    uint l_1230_ = (l_1228_ - 1u);
    uint l_1231_ = min(1u, l_1230_);
    uint l_1232_ = asuint(buffer_0_global.Load(l_1231_*4));
    uint l_1_ = (l_1229_ ? l_1232_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1234_ = asuint(info.Load(0+0));
    uint l_1235_ = (l_1234_ * 1u);
    bool l_1236_ = (2u < l_1235_);
    uint l_1237_ = (l_1235_ - 1u);
    uint l_1238_ = min(2u, l_1237_);
    uint l_1239_ = asuint(buffer_0_global.Load(l_1238_*4));
    uint l_3_ = (l_1236_ ? l_1239_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1244_ = asuint(info.Load(0+0));
        uint l_1245_ = (l_1244_ * 1u);
        bool l_1246_ = (2u < l_1245_);
        uint l_1247_ = (l_1245_ - 1u);
        uint l_1248_ = min(2u, l_1247_);
        uint l_1249_ = asuint(buffer_0_global.Load(l_1248_*4));
        uint l_6_ = (l_1246_ ? l_1249_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e120 = l_mut_11_;
                l_mut_11_ = (_e120 + 1u);
            }
            loop_init = false;
            uint _e113 = l_mut_11_;
            if ((_e113 < 45u)) {
            } else {
                break;
            }
            {
                uint _e116 = l_mut_11_;
                a_8_[min(uint(_e116), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e147 = l_mut_12_;
                l_mut_12_ = (_e147 + 1u);
            }
            loop_init_1 = false;
            uint _e124 = l_mut_12_;
            if ((_e124 < 10u)) {
            } else {
                break;
            }
            {
                uint _e128 = l_mut_12_;
                uint l_13_ = (2u * _e128);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e135 = l_mut_12_;
                uint l_15_ = (2u * _e135);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e143 = l_mut_12_;
                a_9_[min(uint(_e143), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2770 = l_mut_18_;
                l_mut_18_ = (_e2770 + 1u);
            }
            loop_init_2 = false;
            uint _e150 = l_mut_18_;
            if ((_e150 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1251_ = asuint(info.Load(0+0));
                uint l_1252_ = (l_1251_ * 1u);
                bool l_1253_ = (0u < l_1252_);
                uint l_1254_ = (l_1252_ - 1u);
                uint l_1255_ = min(0u, l_1254_);
                uint l_1256_ = asuint(buffer_0_global.Load(l_1255_*4));
                uint l_19_ = (l_1253_ ? l_1256_ : 0u);
                uint _e169 = l_mut_18_;
                uint l_20_ = (l_19_ + _e169);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = (1.0 / l_21_);
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
                        double _e189 = l_mut_26_;
                        double l_34_ = -(_e189);
                        l_mut_26_ = l_34_;
                    }
                }
                double _e191 = l_mut_26_;
                l_mut_35_ = _e191;
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
                        double _e207 = l_mut_26_;
                        double l_45_ = -(_e207);
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
                        double _e224 = l_mut_48_;
                        double l_56_ = -(_e224);
                        l_mut_48_ = l_56_;
                    }
                }
                double _e226 = l_mut_35_;
                l_mut_57_ = _e226;
                double _e228 = l_mut_35_;
                double l_58_ = (1.0L / _e228);
                l_mut_57_ = l_58_;
                double _e230 = l_mut_57_;
                l_mut_35_ = _e230;
                uint l_1258_ = asuint(info.Load(12+0));
                uint l_1259_ = (l_1258_ * 1u);
                bool l_1260_ = (1024u < l_1259_);
                uint l_1261_ = (l_1259_ - 1u);
                uint l_1262_ = min(1024u, l_1261_);
                uint l_1263_ = asuint(buffer_3_global.Load(l_1262_*4));
                uint l_59_ = (l_1260_ ? l_1263_ : 0u);
                float l_60_ = asfloat(l_59_);
                double l_61_ = double(l_60_);
                l_mut_62_ = 4294967294u;
                float _e251 = l_mut_22_;
                uint l_63_ = asuint(_e251);
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
                double _e269 = l_mut_35_;
                double l_72_ = abs(_e269);
                double _e271 = l_mut_35_;
                bool l_73_ = (_e271 < 0.0L);
                uint l_74_ = uint(l_73_);
                uint l_75_ = (2147483648u * l_74_);
                if (l_71_) {
                } else {
                    double _e277 = l_mut_35_;
                    const bool _e278 = is_nan_1_f64_(_e277);
                    if (_e278) {
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
                float _e375 = l_mut_22_;
                uint l_131_ = asuint(_e375);
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
                uint _e396 = l_mut_62_;
                uint l_143_ = (_e396 & 2147483647u);
                double l_144_ = double(l_143_);
                uint _e400 = l_mut_62_;
                uint l_145_ = (_e400 >> 31u);
                double l_146_ = double(l_145_);
                double l_147_ = (2.0L * l_146_);
                double l_148_ = (1.0L - l_147_);
                double l_149_ = (l_144_ * l_148_);
                double l_150_ = (l_142_ - l_149_);
                uint _e410 = l_mut_62_;
                uint l_151_ = (_e410 & 2139095040u);
                bool l_152_ = (l_151_ == 0u);
                uint _e415 = l_mut_62_;
                bool l_153_ = (_e415 < 4294967293u);
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
                bool _e441 = l_mut_160_;
                if (_e441) {
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
                            uint _e2556 = l_mut_163_;
                            l_mut_163_ = (_e2556 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e448 = l_mut_163_;
                        if ((_e448 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e452 = l_mut_163_;
                            uint l_164_ = (2u * _e452);
                            uint l_1265_ = asuint(info.Load(4+0));
                            uint l_1266_ = (l_1265_ * 1u);
                            bool l_1267_ = (l_164_ < l_1266_);
                            uint l_1268_ = (l_1266_ - 1u);
                            uint l_1269_ = min(l_164_, l_1268_);
                            uint l_1270_ = asuint(buffer_1_global.Load(l_1269_*4));
                            uint l_165_ = (l_1267_ ? l_1270_ : 0u);
                            uint _e470 = l_mut_163_;
                            uint l_166_ = (2u * _e470);
                            uint l_167_ = (l_166_ + 1u);
                            uint l_1272_ = asuint(info.Load(4+0));
                            uint l_1273_ = (l_1272_ * 1u);
                            bool l_1274_ = (l_167_ < l_1273_);
                            uint l_1275_ = (l_1273_ - 1u);
                            uint l_1276_ = min(l_167_, l_1275_);
                            uint l_1277_ = asuint(buffer_1_global.Load(l_1276_*4));
                            uint l_168_ = (l_1274_ ? l_1277_ : 0u);
                            bool l_169_ = (l_168_ != 0u);
                            uint _e491 = l_mut_163_;
                            uint l_170_ = (_e491 * 4u);
                            uint l_1279_ = asuint(info.Load(8+0));
                            uint l_1280_ = (l_1279_ * 1u);
                            bool l_1281_ = (l_170_ < l_1280_);
                            uint l_1282_ = (l_1280_ - 1u);
                            uint l_1283_ = min(l_170_, l_1282_);
                            double l_1284_ = buffer_2_global.Load<double>(l_1283_*8);
                            double l_171_ = (l_1281_ ? l_1284_ : 0.0L);
                            uint _e509 = l_mut_163_;
                            uint l_172_ = (_e509 * 4u);
                            uint l_173_ = (l_172_ + 1u);
                            uint l_1286_ = asuint(info.Load(8+0));
                            uint l_1287_ = (l_1286_ * 1u);
                            bool l_1288_ = (l_173_ < l_1287_);
                            uint l_1289_ = (l_1287_ - 1u);
                            uint l_1290_ = min(l_173_, l_1289_);
                            double l_1291_ = buffer_2_global.Load<double>(l_1290_*8);
                            double l_174_ = (l_1288_ ? l_1291_ : 0.0L);
                            uint _e529 = l_mut_163_;
                            uint l_175_ = (_e529 * 4u);
                            uint l_176_ = (l_175_ + 2u);
                            uint l_1293_ = asuint(info.Load(8+0));
                            uint l_1294_ = (l_1293_ * 1u);
                            bool l_1295_ = (l_176_ < l_1294_);
                            uint l_1296_ = (l_1294_ - 1u);
                            uint l_1297_ = min(l_176_, l_1296_);
                            double l_1298_ = buffer_2_global.Load<double>(l_1297_*8);
                            double l_177_ = (l_1295_ ? l_1298_ : 0.0L);
                            double l_178_ = double(l_21_);
                            double l_179_ = abs(l_178_);
                            double _e551 = l_mut_35_;
                            double l_180_ = abs(_e551);
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
                                        double _e569 = l_mut_35_;
                                        double l_189_ = abs(_e569);
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
                                        double _e592 = l_mut_57_;
                                        double l_198_ = (l_171_ * _e592);
                                        l_mut_199_ = 2u;
                                        double _e595 = l_mut_35_;
                                        double l_200_ = (_e595 - l_181_);
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
                                        double _e619 = l_mut_35_;
                                        double l_210_ = (_e619 + l_181_);
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
                                        double _e643 = l_mut_57_;
                                        double _e644 = l_mut_48_;
                                        bool l_220_ = (_e643 == _e644);
                                        if (l_220_) {
                                            double l_221_ = (l_198_ * 1.4551915228366852e-11L);
                                            double l_222_ = (l_181_ + l_221_);
                                            double _e649 = l_mut_35_;
                                            double l_223_ = (_e649 - l_198_);
                                            double _e651 = l_mut_35_;
                                            double l_224_ = (_e651 + l_198_);
                                            float _e653 = l_mut_22_;
                                            uint l_225_ = asuint(_e653);
                                            float _e655 = l_mut_22_;
                                            double l_226_ = double(_e655);
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
                                                    double _e670 = l_mut_57_;
                                                    double l_234_ = -(_e670);
                                                    l_mut_57_ = l_234_;
                                                }
                                            }
                                            float _e672 = l_mut_22_;
                                            uint l_235_ = asuint(_e672);
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
                                            uint _e689 = l_mut_237_;
                                            float l_244_ = asfloat(_e689);
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
                                                    double _e706 = l_mut_48_;
                                                    double l_254_ = -(_e706);
                                                    l_mut_48_ = l_254_;
                                                }
                                            }
                                            float _e708 = l_mut_22_;
                                            uint l_255_ = asuint(_e708);
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
                                            uint _e729 = l_mut_237_;
                                            float l_266_ = asfloat(_e729);
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
                                                    double _e750 = l_mut_26_;
                                                    double l_279_ = -(_e750);
                                                    l_mut_26_ = l_279_;
                                                }
                                            }
                                            double l_280_ = (l_223_ + l_222_);
                                            double _e753 = l_mut_57_;
                                            bool l_281_ = (l_280_ <= _e753);
                                            l_mut_282_ = l_281_;
                                            double l_283_ = (l_223_ - l_222_);
                                            double _e756 = l_mut_57_;
                                            bool l_284_ = (l_283_ > _e756);
                                            l_mut_285_ = l_284_;
                                            double l_286_ = (l_224_ - l_222_);
                                            double _e759 = l_mut_57_;
                                            bool l_287_ = (l_286_ >= _e759);
                                            l_mut_288_ = l_287_;
                                            double l_289_ = (l_224_ + l_222_);
                                            double _e762 = l_mut_57_;
                                            bool l_290_ = (l_289_ < _e762);
                                            l_mut_291_ = l_290_;
                                            if (l_169_) {
                                                double l_292_ = (l_223_ + l_222_);
                                                double _e765 = l_mut_48_;
                                                bool l_293_ = (l_292_ < _e765);
                                                l_mut_282_ = l_293_;
                                                double l_294_ = (l_223_ - l_222_);
                                                double _e768 = l_mut_48_;
                                                bool l_295_ = (l_294_ >= _e768);
                                                l_mut_285_ = l_295_;
                                                double l_296_ = (l_224_ - l_222_);
                                                double _e771 = l_mut_26_;
                                                bool l_297_ = (l_296_ > _e771);
                                                l_mut_288_ = l_297_;
                                                double l_298_ = (l_224_ + l_222_);
                                                double _e774 = l_mut_26_;
                                                bool l_299_ = (l_298_ <= _e774);
                                                l_mut_291_ = l_299_;
                                            }
                                            l_mut_237_ = 2u;
                                            bool _e777 = l_mut_285_;
                                            if (!(_e777)) {
                                                bool _e781 = l_mut_291_;
                                                local_15 = _e781;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_300_ = local_15;
                                            if (l_300_) {
                                                l_mut_237_ = 1u;
                                            } else {
                                                bool _e785 = l_mut_282_;
                                                if (_e785) {
                                                    bool _e788 = l_mut_288_;
                                                    local_16 = _e788;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_301_ = local_16;
                                                if (l_301_) {
                                                    l_mut_237_ = 0u;
                                                }
                                            }
                                            float _e792 = l_mut_22_;
                                            uint l_302_ = asuint(_e792);
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
                                                    uint _e819 = l_mut_237_;
                                                    bool l_315_ = (_e819 == 1u);
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
                                            uint _e827 = l_mut_237_;
                                            l_mut_199_ = _e827;
                                        }
                                        uint _e828 = l_mut_199_;
                                        l_mut_183_ = _e828;
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
                                                double _e840 = l_mut_35_;
                                                double l_321_ = abs(_e840);
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
                                                double _e863 = l_mut_57_;
                                                double l_330_ = (l_171_ * _e863);
                                                l_mut_237_ = 2u;
                                                double _e866 = l_mut_35_;
                                                double l_331_ = (_e866 - l_181_);
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
                                                double _e890 = l_mut_35_;
                                                double l_341_ = (_e890 + l_181_);
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
                                                double _e914 = l_mut_57_;
                                                double _e915 = l_mut_48_;
                                                bool l_351_ = (_e914 == _e915);
                                                if (l_351_) {
                                                    double l_352_ = (l_330_ * 1.4551915228366852e-11L);
                                                    double l_353_ = (l_181_ + l_352_);
                                                    double _e920 = l_mut_35_;
                                                    double l_354_ = (_e920 - l_330_);
                                                    double _e922 = l_mut_35_;
                                                    double l_355_ = (_e922 + l_330_);
                                                    float _e924 = l_mut_22_;
                                                    uint l_356_ = asuint(_e924);
                                                    float _e926 = l_mut_22_;
                                                    double l_357_ = double(_e926);
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
                                                            double _e941 = l_mut_57_;
                                                            double l_365_ = -(_e941);
                                                            l_mut_57_ = l_365_;
                                                        }
                                                    }
                                                    float _e943 = l_mut_22_;
                                                    uint l_366_ = asuint(_e943);
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
                                                    uint _e960 = l_mut_199_;
                                                    float l_374_ = asfloat(_e960);
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
                                                            double _e977 = l_mut_48_;
                                                            double l_384_ = -(_e977);
                                                            l_mut_48_ = l_384_;
                                                        }
                                                    }
                                                    float _e979 = l_mut_22_;
                                                    uint l_385_ = asuint(_e979);
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
                                                    uint _e1000 = l_mut_199_;
                                                    float l_396_ = asfloat(_e1000);
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
                                                            double _e1021 = l_mut_26_;
                                                            double l_409_ = -(_e1021);
                                                            l_mut_26_ = l_409_;
                                                        }
                                                    }
                                                    double l_410_ = (l_354_ + l_353_);
                                                    double _e1024 = l_mut_57_;
                                                    bool l_411_ = (l_410_ <= _e1024);
                                                    l_mut_291_ = l_411_;
                                                    double l_412_ = (l_354_ - l_353_);
                                                    double _e1027 = l_mut_57_;
                                                    bool l_413_ = (l_412_ > _e1027);
                                                    l_mut_288_ = l_413_;
                                                    double l_414_ = (l_355_ - l_353_);
                                                    double _e1030 = l_mut_57_;
                                                    bool l_415_ = (l_414_ >= _e1030);
                                                    l_mut_285_ = l_415_;
                                                    double l_416_ = (l_355_ + l_353_);
                                                    double _e1033 = l_mut_57_;
                                                    bool l_417_ = (l_416_ < _e1033);
                                                    l_mut_282_ = l_417_;
                                                    if (l_169_) {
                                                        double l_418_ = (l_354_ + l_353_);
                                                        double _e1036 = l_mut_48_;
                                                        bool l_419_ = (l_418_ < _e1036);
                                                        l_mut_291_ = l_419_;
                                                        double l_420_ = (l_354_ - l_353_);
                                                        double _e1039 = l_mut_48_;
                                                        bool l_421_ = (l_420_ >= _e1039);
                                                        l_mut_288_ = l_421_;
                                                        double l_422_ = (l_355_ - l_353_);
                                                        double _e1042 = l_mut_26_;
                                                        bool l_423_ = (l_422_ > _e1042);
                                                        l_mut_285_ = l_423_;
                                                        double l_424_ = (l_355_ + l_353_);
                                                        double _e1045 = l_mut_26_;
                                                        bool l_425_ = (l_424_ <= _e1045);
                                                        l_mut_282_ = l_425_;
                                                    }
                                                    l_mut_199_ = 2u;
                                                    bool _e1048 = l_mut_288_;
                                                    if (!(_e1048)) {
                                                        bool _e1052 = l_mut_282_;
                                                        local_24 = _e1052;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_426_ = local_24;
                                                    if (l_426_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        bool _e1056 = l_mut_291_;
                                                        if (_e1056) {
                                                            bool _e1059 = l_mut_285_;
                                                            local_25 = _e1059;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_427_ = local_25;
                                                        if (l_427_) {
                                                            l_mut_199_ = 0u;
                                                        }
                                                    }
                                                    float _e1063 = l_mut_22_;
                                                    uint l_428_ = asuint(_e1063);
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
                                                            uint _e1090 = l_mut_199_;
                                                            bool l_441_ = (_e1090 == 1u);
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
                                                    uint _e1098 = l_mut_199_;
                                                    l_mut_237_ = _e1098;
                                                }
                                                uint _e1099 = l_mut_237_;
                                                l_mut_183_ = _e1099;
                                            }
                                        } else {
                                            bool l_443_ = (l_165_ == 4u);
                                            if (l_443_) {
                                                double l_444_ = (l_174_ * l_179_);
                                                double l_445_ = (l_171_ + l_444_);
                                                double _e1104 = l_mut_35_;
                                                double l_446_ = abs(_e1104);
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
                                                double _e1127 = l_mut_57_;
                                                double l_455_ = (l_445_ * _e1127);
                                                l_mut_237_ = 2u;
                                                double _e1130 = l_mut_35_;
                                                double l_456_ = (_e1130 - l_181_);
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
                                                double _e1154 = l_mut_35_;
                                                double l_466_ = (_e1154 + l_181_);
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
                                                double _e1178 = l_mut_57_;
                                                double _e1179 = l_mut_48_;
                                                bool l_476_ = (_e1178 == _e1179);
                                                if (l_476_) {
                                                    double l_477_ = (l_455_ * 1.4551915228366852e-11L);
                                                    double l_478_ = (l_181_ + l_477_);
                                                    double _e1184 = l_mut_35_;
                                                    double l_479_ = (_e1184 - l_455_);
                                                    double _e1186 = l_mut_35_;
                                                    double l_480_ = (_e1186 + l_455_);
                                                    float _e1188 = l_mut_22_;
                                                    uint l_481_ = asuint(_e1188);
                                                    float _e1190 = l_mut_22_;
                                                    double l_482_ = double(_e1190);
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
                                                            double _e1205 = l_mut_57_;
                                                            double l_490_ = -(_e1205);
                                                            l_mut_57_ = l_490_;
                                                        }
                                                    }
                                                    float _e1207 = l_mut_22_;
                                                    uint l_491_ = asuint(_e1207);
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
                                                    uint _e1224 = l_mut_199_;
                                                    float l_499_ = asfloat(_e1224);
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
                                                            double _e1241 = l_mut_48_;
                                                            double l_509_ = -(_e1241);
                                                            l_mut_48_ = l_509_;
                                                        }
                                                    }
                                                    float _e1243 = l_mut_22_;
                                                    uint l_510_ = asuint(_e1243);
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
                                                    uint _e1264 = l_mut_199_;
                                                    float l_521_ = asfloat(_e1264);
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
                                                            double _e1285 = l_mut_26_;
                                                            double l_534_ = -(_e1285);
                                                            l_mut_26_ = l_534_;
                                                        }
                                                    }
                                                    double l_535_ = (l_479_ + l_478_);
                                                    double _e1288 = l_mut_57_;
                                                    bool l_536_ = (l_535_ <= _e1288);
                                                    l_mut_291_ = l_536_;
                                                    double l_537_ = (l_479_ - l_478_);
                                                    double _e1291 = l_mut_57_;
                                                    bool l_538_ = (l_537_ > _e1291);
                                                    l_mut_288_ = l_538_;
                                                    double l_539_ = (l_480_ - l_478_);
                                                    double _e1294 = l_mut_57_;
                                                    bool l_540_ = (l_539_ >= _e1294);
                                                    l_mut_285_ = l_540_;
                                                    double l_541_ = (l_480_ + l_478_);
                                                    double _e1297 = l_mut_57_;
                                                    bool l_542_ = (l_541_ < _e1297);
                                                    l_mut_282_ = l_542_;
                                                    if (l_169_) {
                                                        double l_543_ = (l_479_ + l_478_);
                                                        double _e1300 = l_mut_48_;
                                                        bool l_544_ = (l_543_ < _e1300);
                                                        l_mut_291_ = l_544_;
                                                        double l_545_ = (l_479_ - l_478_);
                                                        double _e1303 = l_mut_48_;
                                                        bool l_546_ = (l_545_ >= _e1303);
                                                        l_mut_288_ = l_546_;
                                                        double l_547_ = (l_480_ - l_478_);
                                                        double _e1306 = l_mut_26_;
                                                        bool l_548_ = (l_547_ > _e1306);
                                                        l_mut_285_ = l_548_;
                                                        double l_549_ = (l_480_ + l_478_);
                                                        double _e1309 = l_mut_26_;
                                                        bool l_550_ = (l_549_ <= _e1309);
                                                        l_mut_282_ = l_550_;
                                                    }
                                                    l_mut_199_ = 2u;
                                                    bool _e1312 = l_mut_288_;
                                                    if (!(_e1312)) {
                                                        bool _e1316 = l_mut_282_;
                                                        local_32 = _e1316;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_551_ = local_32;
                                                    if (l_551_) {
                                                        l_mut_199_ = 1u;
                                                    } else {
                                                        bool _e1320 = l_mut_291_;
                                                        if (_e1320) {
                                                            bool _e1323 = l_mut_285_;
                                                            local_33 = _e1323;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_552_ = local_33;
                                                        if (l_552_) {
                                                            l_mut_199_ = 0u;
                                                        }
                                                    }
                                                    float _e1327 = l_mut_22_;
                                                    uint l_553_ = asuint(_e1327);
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
                                                            uint _e1354 = l_mut_199_;
                                                            bool l_566_ = (_e1354 == 1u);
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
                                                    uint _e1362 = l_mut_199_;
                                                    l_mut_237_ = _e1362;
                                                }
                                                uint _e1363 = l_mut_237_;
                                                l_mut_183_ = _e1363;
                                            } else {
                                                bool l_568_ = (l_165_ == 5u);
                                                if (l_568_) {
                                                    double l_569_ = (2.0L * l_178_);
                                                    double l_570_ = abs(l_569_);
                                                    double l_571_ = floor(l_570_);
                                                    double l_572_ = (3.0L + l_571_);
                                                    double _e1372 = l_mut_35_;
                                                    double l_573_ = abs(_e1372);
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
                                                    double _e1395 = l_mut_57_;
                                                    double l_582_ = (l_572_ * _e1395);
                                                    l_mut_237_ = 2u;
                                                    double _e1398 = l_mut_35_;
                                                    double l_583_ = (_e1398 - l_181_);
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
                                                    double _e1422 = l_mut_35_;
                                                    double l_593_ = (_e1422 + l_181_);
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
                                                    double _e1446 = l_mut_57_;
                                                    double _e1447 = l_mut_48_;
                                                    bool l_603_ = (_e1446 == _e1447);
                                                    if (l_603_) {
                                                        double l_604_ = (l_582_ * 1.4551915228366852e-11L);
                                                        double l_605_ = (l_181_ + l_604_);
                                                        double _e1452 = l_mut_35_;
                                                        double l_606_ = (_e1452 - l_582_);
                                                        double _e1454 = l_mut_35_;
                                                        double l_607_ = (_e1454 + l_582_);
                                                        float _e1456 = l_mut_22_;
                                                        uint l_608_ = asuint(_e1456);
                                                        float _e1458 = l_mut_22_;
                                                        double l_609_ = double(_e1458);
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
                                                                double _e1473 = l_mut_57_;
                                                                double l_617_ = -(_e1473);
                                                                l_mut_57_ = l_617_;
                                                            }
                                                        }
                                                        float _e1475 = l_mut_22_;
                                                        uint l_618_ = asuint(_e1475);
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
                                                        uint _e1492 = l_mut_199_;
                                                        float l_626_ = asfloat(_e1492);
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
                                                                double _e1509 = l_mut_48_;
                                                                double l_636_ = -(_e1509);
                                                                l_mut_48_ = l_636_;
                                                            }
                                                        }
                                                        float _e1511 = l_mut_22_;
                                                        uint l_637_ = asuint(_e1511);
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
                                                        uint _e1532 = l_mut_199_;
                                                        float l_648_ = asfloat(_e1532);
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
                                                                double _e1553 = l_mut_26_;
                                                                double l_661_ = -(_e1553);
                                                                l_mut_26_ = l_661_;
                                                            }
                                                        }
                                                        double l_662_ = (l_606_ + l_605_);
                                                        double _e1556 = l_mut_57_;
                                                        bool l_663_ = (l_662_ <= _e1556);
                                                        l_mut_291_ = l_663_;
                                                        double l_664_ = (l_606_ - l_605_);
                                                        double _e1559 = l_mut_57_;
                                                        bool l_665_ = (l_664_ > _e1559);
                                                        l_mut_288_ = l_665_;
                                                        double l_666_ = (l_607_ - l_605_);
                                                        double _e1562 = l_mut_57_;
                                                        bool l_667_ = (l_666_ >= _e1562);
                                                        l_mut_285_ = l_667_;
                                                        double l_668_ = (l_607_ + l_605_);
                                                        double _e1565 = l_mut_57_;
                                                        bool l_669_ = (l_668_ < _e1565);
                                                        l_mut_282_ = l_669_;
                                                        if (l_169_) {
                                                            double l_670_ = (l_606_ + l_605_);
                                                            double _e1568 = l_mut_48_;
                                                            bool l_671_ = (l_670_ < _e1568);
                                                            l_mut_291_ = l_671_;
                                                            double l_672_ = (l_606_ - l_605_);
                                                            double _e1571 = l_mut_48_;
                                                            bool l_673_ = (l_672_ >= _e1571);
                                                            l_mut_288_ = l_673_;
                                                            double l_674_ = (l_607_ - l_605_);
                                                            double _e1574 = l_mut_26_;
                                                            bool l_675_ = (l_674_ > _e1574);
                                                            l_mut_285_ = l_675_;
                                                            double l_676_ = (l_607_ + l_605_);
                                                            double _e1577 = l_mut_26_;
                                                            bool l_677_ = (l_676_ <= _e1577);
                                                            l_mut_282_ = l_677_;
                                                        }
                                                        l_mut_199_ = 2u;
                                                        bool _e1580 = l_mut_288_;
                                                        if (!(_e1580)) {
                                                            bool _e1584 = l_mut_282_;
                                                            local_40 = _e1584;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_678_ = local_40;
                                                        if (l_678_) {
                                                            l_mut_199_ = 1u;
                                                        } else {
                                                            bool _e1588 = l_mut_291_;
                                                            if (_e1588) {
                                                                bool _e1591 = l_mut_285_;
                                                                local_41 = _e1591;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_679_ = local_41;
                                                            if (l_679_) {
                                                                l_mut_199_ = 0u;
                                                            }
                                                        }
                                                        float _e1595 = l_mut_22_;
                                                        uint l_680_ = asuint(_e1595);
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
                                                                uint _e1622 = l_mut_199_;
                                                                bool l_693_ = (_e1622 == 1u);
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
                                                        uint _e1630 = l_mut_199_;
                                                        l_mut_237_ = _e1630;
                                                    }
                                                    uint _e1631 = l_mut_237_;
                                                    l_mut_183_ = _e1631;
                                                } else {
                                                    bool l_695_ = (l_165_ == 6u);
                                                    if (l_695_) {
                                                        l_mut_183_ = 0u;
                                                        bool l_696_ = (l_179_ <= l_174_);
                                                        if (l_696_) {
                                                            double l_697_ = (l_171_ * 1.4551915228366852e-11L);
                                                            double l_698_ = (l_181_ + l_697_);
                                                            double _e1639 = l_mut_35_;
                                                            double l_699_ = (_e1639 - l_171_);
                                                            double _e1641 = l_mut_35_;
                                                            double l_700_ = (_e1641 + l_171_);
                                                            float _e1643 = l_mut_22_;
                                                            uint l_701_ = asuint(_e1643);
                                                            float _e1645 = l_mut_22_;
                                                            double l_702_ = double(_e1645);
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
                                                                    double _e1660 = l_mut_57_;
                                                                    double l_710_ = -(_e1660);
                                                                    l_mut_57_ = l_710_;
                                                                }
                                                            }
                                                            float _e1662 = l_mut_22_;
                                                            uint l_711_ = asuint(_e1662);
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
                                                            uint _e1679 = l_mut_237_;
                                                            float l_719_ = asfloat(_e1679);
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
                                                                    double _e1696 = l_mut_48_;
                                                                    double l_729_ = -(_e1696);
                                                                    l_mut_48_ = l_729_;
                                                                }
                                                            }
                                                            float _e1698 = l_mut_22_;
                                                            uint l_730_ = asuint(_e1698);
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
                                                            uint _e1719 = l_mut_237_;
                                                            float l_741_ = asfloat(_e1719);
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
                                                                    double _e1740 = l_mut_26_;
                                                                    double l_754_ = -(_e1740);
                                                                    l_mut_26_ = l_754_;
                                                                }
                                                            }
                                                            double l_755_ = (l_699_ + l_698_);
                                                            double _e1743 = l_mut_57_;
                                                            bool l_756_ = (l_755_ <= _e1743);
                                                            l_mut_291_ = l_756_;
                                                            double l_757_ = (l_699_ - l_698_);
                                                            double _e1746 = l_mut_57_;
                                                            bool l_758_ = (l_757_ > _e1746);
                                                            l_mut_288_ = l_758_;
                                                            double l_759_ = (l_700_ - l_698_);
                                                            double _e1749 = l_mut_57_;
                                                            bool l_760_ = (l_759_ >= _e1749);
                                                            l_mut_285_ = l_760_;
                                                            double l_761_ = (l_700_ + l_698_);
                                                            double _e1752 = l_mut_57_;
                                                            bool l_762_ = (l_761_ < _e1752);
                                                            l_mut_282_ = l_762_;
                                                            if (l_169_) {
                                                                double l_763_ = (l_699_ + l_698_);
                                                                double _e1755 = l_mut_48_;
                                                                bool l_764_ = (l_763_ < _e1755);
                                                                l_mut_291_ = l_764_;
                                                                double l_765_ = (l_699_ - l_698_);
                                                                double _e1758 = l_mut_48_;
                                                                bool l_766_ = (l_765_ >= _e1758);
                                                                l_mut_288_ = l_766_;
                                                                double l_767_ = (l_700_ - l_698_);
                                                                double _e1761 = l_mut_26_;
                                                                bool l_768_ = (l_767_ > _e1761);
                                                                l_mut_285_ = l_768_;
                                                                double l_769_ = (l_700_ + l_698_);
                                                                double _e1764 = l_mut_26_;
                                                                bool l_770_ = (l_769_ <= _e1764);
                                                                l_mut_282_ = l_770_;
                                                            }
                                                            l_mut_237_ = 2u;
                                                            bool _e1767 = l_mut_288_;
                                                            if (!(_e1767)) {
                                                                bool _e1771 = l_mut_282_;
                                                                local_45 = _e1771;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_771_ = local_45;
                                                            if (l_771_) {
                                                                l_mut_237_ = 1u;
                                                            } else {
                                                                bool _e1775 = l_mut_291_;
                                                                if (_e1775) {
                                                                    bool _e1778 = l_mut_285_;
                                                                    local_46 = _e1778;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_772_ = local_46;
                                                                if (l_772_) {
                                                                    l_mut_237_ = 0u;
                                                                }
                                                            }
                                                            float _e1782 = l_mut_22_;
                                                            uint l_773_ = asuint(_e1782);
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
                                                                    uint _e1809 = l_mut_237_;
                                                                    bool l_786_ = (_e1809 == 1u);
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
                                                            uint _e1817 = l_mut_237_;
                                                            l_mut_183_ = _e1817;
                                                        }
                                                    } else {
                                                        bool l_788_ = (l_165_ == 7u);
                                                        if (l_788_) {
                                                            double _e1820 = l_mut_35_;
                                                            double l_789_ = abs(_e1820);
                                                            double l_790_ = (l_171_ * l_789_);
                                                            l_mut_57_ = l_790_;
                                                            double _e1823 = l_mut_35_;
                                                            double l_791_ = abs(_e1823);
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
                                                            double _e1847 = l_mut_48_;
                                                            double l_800_ = (0.5L * _e1847);
                                                            double _e1849 = l_mut_57_;
                                                            bool l_801_ = (l_800_ > _e1849);
                                                            if (l_801_) {
                                                                l_mut_57_ = l_800_;
                                                            }
                                                            double _e1851 = l_mut_35_;
                                                            double l_802_ = (_e1851 - l_181_);
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
                                                            double _e1875 = l_mut_35_;
                                                            double l_812_ = (_e1875 + l_181_);
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
                                                            double _e1899 = l_mut_48_;
                                                            double _e1900 = l_mut_26_;
                                                            bool l_822_ = (_e1899 == _e1900);
                                                            if (l_822_) {
                                                                double l_823_ = (l_171_ * l_181_);
                                                                double l_824_ = (l_181_ + l_823_);
                                                                double _e1904 = l_mut_57_;
                                                                double l_825_ = (_e1904 * 1.4551915228366852e-11L);
                                                                double l_826_ = (l_824_ + l_825_);
                                                                double _e1908 = l_mut_35_;
                                                                double _e1909 = l_mut_57_;
                                                                double l_827_ = (_e1908 - _e1909);
                                                                double _e1911 = l_mut_35_;
                                                                double _e1912 = l_mut_57_;
                                                                double l_828_ = (_e1911 + _e1912);
                                                                float _e1914 = l_mut_22_;
                                                                uint l_829_ = asuint(_e1914);
                                                                float _e1916 = l_mut_22_;
                                                                double l_830_ = double(_e1916);
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
                                                                        double _e1931 = l_mut_57_;
                                                                        double l_838_ = -(_e1931);
                                                                        l_mut_57_ = l_838_;
                                                                    }
                                                                }
                                                                float _e1933 = l_mut_22_;
                                                                uint l_839_ = asuint(_e1933);
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
                                                                uint _e1950 = l_mut_237_;
                                                                float l_847_ = asfloat(_e1950);
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
                                                                        double _e1967 = l_mut_48_;
                                                                        double l_857_ = -(_e1967);
                                                                        l_mut_48_ = l_857_;
                                                                    }
                                                                }
                                                                float _e1969 = l_mut_22_;
                                                                uint l_858_ = asuint(_e1969);
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
                                                                uint _e1990 = l_mut_237_;
                                                                float l_869_ = asfloat(_e1990);
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
                                                                        double _e2011 = l_mut_26_;
                                                                        double l_882_ = -(_e2011);
                                                                        l_mut_26_ = l_882_;
                                                                    }
                                                                }
                                                                double l_883_ = (l_827_ + l_826_);
                                                                double _e2014 = l_mut_57_;
                                                                bool l_884_ = (l_883_ <= _e2014);
                                                                l_mut_291_ = l_884_;
                                                                double l_885_ = (l_827_ - l_826_);
                                                                double _e2017 = l_mut_57_;
                                                                bool l_886_ = (l_885_ > _e2017);
                                                                l_mut_288_ = l_886_;
                                                                double l_887_ = (l_828_ - l_826_);
                                                                double _e2020 = l_mut_57_;
                                                                bool l_888_ = (l_887_ >= _e2020);
                                                                l_mut_285_ = l_888_;
                                                                double l_889_ = (l_828_ + l_826_);
                                                                double _e2023 = l_mut_57_;
                                                                bool l_890_ = (l_889_ < _e2023);
                                                                l_mut_282_ = l_890_;
                                                                if (l_169_) {
                                                                    double l_891_ = (l_827_ + l_826_);
                                                                    double _e2026 = l_mut_48_;
                                                                    bool l_892_ = (l_891_ < _e2026);
                                                                    l_mut_291_ = l_892_;
                                                                    double l_893_ = (l_827_ - l_826_);
                                                                    double _e2029 = l_mut_48_;
                                                                    bool l_894_ = (l_893_ >= _e2029);
                                                                    l_mut_288_ = l_894_;
                                                                    double l_895_ = (l_828_ - l_826_);
                                                                    double _e2032 = l_mut_26_;
                                                                    bool l_896_ = (l_895_ > _e2032);
                                                                    l_mut_285_ = l_896_;
                                                                    double l_897_ = (l_828_ + l_826_);
                                                                    double _e2035 = l_mut_26_;
                                                                    bool l_898_ = (l_897_ <= _e2035);
                                                                    l_mut_282_ = l_898_;
                                                                }
                                                                l_mut_237_ = 2u;
                                                                bool _e2038 = l_mut_288_;
                                                                if (!(_e2038)) {
                                                                    bool _e2042 = l_mut_282_;
                                                                    local_53 = _e2042;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_899_ = local_53;
                                                                if (l_899_) {
                                                                    l_mut_237_ = 1u;
                                                                } else {
                                                                    bool _e2046 = l_mut_291_;
                                                                    if (_e2046) {
                                                                        bool _e2049 = l_mut_285_;
                                                                        local_54 = _e2049;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_900_ = local_54;
                                                                    if (l_900_) {
                                                                        l_mut_237_ = 0u;
                                                                    }
                                                                }
                                                                float _e2053 = l_mut_22_;
                                                                uint l_901_ = asuint(_e2053);
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
                                                                        uint _e2080 = l_mut_237_;
                                                                        bool l_914_ = (_e2080 == 1u);
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
                                                                uint _e2088 = l_mut_237_;
                                                                l_mut_183_ = _e2088;
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
                                                                    double _e2102 = l_mut_35_;
                                                                    double l_922_ = (_e2102 - l_171_);
                                                                    double _e2104 = l_mut_35_;
                                                                    double l_923_ = (_e2104 + l_171_);
                                                                    float _e2106 = l_mut_22_;
                                                                    uint l_924_ = asuint(_e2106);
                                                                    float _e2108 = l_mut_22_;
                                                                    double l_925_ = double(_e2108);
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
                                                                            double _e2123 = l_mut_57_;
                                                                            double l_933_ = -(_e2123);
                                                                            l_mut_57_ = l_933_;
                                                                        }
                                                                    }
                                                                    float _e2125 = l_mut_22_;
                                                                    uint l_934_ = asuint(_e2125);
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
                                                                    uint _e2142 = l_mut_237_;
                                                                    float l_942_ = asfloat(_e2142);
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
                                                                            double _e2159 = l_mut_48_;
                                                                            double l_952_ = -(_e2159);
                                                                            l_mut_48_ = l_952_;
                                                                        }
                                                                    }
                                                                    float _e2161 = l_mut_22_;
                                                                    uint l_953_ = asuint(_e2161);
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
                                                                    uint _e2182 = l_mut_237_;
                                                                    float l_964_ = asfloat(_e2182);
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
                                                                            double _e2203 = l_mut_26_;
                                                                            double l_977_ = -(_e2203);
                                                                            l_mut_26_ = l_977_;
                                                                        }
                                                                    }
                                                                    double l_978_ = (l_922_ + l_921_);
                                                                    double _e2206 = l_mut_57_;
                                                                    bool l_979_ = (l_978_ <= _e2206);
                                                                    l_mut_291_ = l_979_;
                                                                    double l_980_ = (l_922_ - l_921_);
                                                                    double _e2209 = l_mut_57_;
                                                                    bool l_981_ = (l_980_ > _e2209);
                                                                    l_mut_288_ = l_981_;
                                                                    double l_982_ = (l_923_ - l_921_);
                                                                    double _e2212 = l_mut_57_;
                                                                    bool l_983_ = (l_982_ >= _e2212);
                                                                    l_mut_285_ = l_983_;
                                                                    double l_984_ = (l_923_ + l_921_);
                                                                    double _e2215 = l_mut_57_;
                                                                    bool l_985_ = (l_984_ < _e2215);
                                                                    l_mut_282_ = l_985_;
                                                                    if (l_169_) {
                                                                        double l_986_ = (l_922_ + l_921_);
                                                                        double _e2218 = l_mut_48_;
                                                                        bool l_987_ = (l_986_ < _e2218);
                                                                        l_mut_291_ = l_987_;
                                                                        double l_988_ = (l_922_ - l_921_);
                                                                        double _e2221 = l_mut_48_;
                                                                        bool l_989_ = (l_988_ >= _e2221);
                                                                        l_mut_288_ = l_989_;
                                                                        double l_990_ = (l_923_ - l_921_);
                                                                        double _e2224 = l_mut_26_;
                                                                        bool l_991_ = (l_990_ > _e2224);
                                                                        l_mut_285_ = l_991_;
                                                                        double l_992_ = (l_923_ + l_921_);
                                                                        double _e2227 = l_mut_26_;
                                                                        bool l_993_ = (l_992_ <= _e2227);
                                                                        l_mut_282_ = l_993_;
                                                                    }
                                                                    l_mut_237_ = 2u;
                                                                    bool _e2230 = l_mut_288_;
                                                                    if (!(_e2230)) {
                                                                        bool _e2234 = l_mut_282_;
                                                                        local_59 = _e2234;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_994_ = local_59;
                                                                    if (l_994_) {
                                                                        l_mut_237_ = 1u;
                                                                    } else {
                                                                        bool _e2238 = l_mut_291_;
                                                                        if (_e2238) {
                                                                            bool _e2241 = l_mut_285_;
                                                                            local_60 = _e2241;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_995_ = local_60;
                                                                        if (l_995_) {
                                                                            l_mut_237_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2245 = l_mut_22_;
                                                                    uint l_996_ = asuint(_e2245);
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
                                                                            uint _e2272 = l_mut_237_;
                                                                            bool l_1009_ = (_e2272 == 1u);
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
                                                                    uint _e2280 = l_mut_237_;
                                                                    l_mut_183_ = _e2280;
                                                                } else {
                                                                    double _e2281 = l_mut_35_;
                                                                    double l_1011_ = abs(_e2281);
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
                                                                    double _e2304 = l_mut_57_;
                                                                    double l_1020_ = (l_174_ * _e2304);
                                                                    l_mut_237_ = 2u;
                                                                    double _e2307 = l_mut_35_;
                                                                    double l_1021_ = (_e2307 - l_181_);
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
                                                                    double _e2331 = l_mut_35_;
                                                                    double l_1031_ = (_e2331 + l_181_);
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
                                                                    double _e2355 = l_mut_57_;
                                                                    double _e2356 = l_mut_48_;
                                                                    bool l_1041_ = (_e2355 == _e2356);
                                                                    if (l_1041_) {
                                                                        double l_1042_ = (l_1020_ * 1.4551915228366852e-11L);
                                                                        double l_1043_ = (l_181_ + l_1042_);
                                                                        double _e2361 = l_mut_35_;
                                                                        double l_1044_ = (_e2361 - l_1020_);
                                                                        double _e2363 = l_mut_35_;
                                                                        double l_1045_ = (_e2363 + l_1020_);
                                                                        float _e2365 = l_mut_22_;
                                                                        uint l_1046_ = asuint(_e2365);
                                                                        float _e2367 = l_mut_22_;
                                                                        double l_1047_ = double(_e2367);
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
                                                                                double _e2382 = l_mut_57_;
                                                                                double l_1055_ = -(_e2382);
                                                                                l_mut_57_ = l_1055_;
                                                                            }
                                                                        }
                                                                        float _e2384 = l_mut_22_;
                                                                        uint l_1056_ = asuint(_e2384);
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
                                                                        uint _e2401 = l_mut_199_;
                                                                        float l_1064_ = asfloat(_e2401);
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
                                                                                double _e2418 = l_mut_48_;
                                                                                double l_1074_ = -(_e2418);
                                                                                l_mut_48_ = l_1074_;
                                                                            }
                                                                        }
                                                                        float _e2420 = l_mut_22_;
                                                                        uint l_1075_ = asuint(_e2420);
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
                                                                        uint _e2441 = l_mut_199_;
                                                                        float l_1086_ = asfloat(_e2441);
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
                                                                                double _e2462 = l_mut_26_;
                                                                                double l_1099_ = -(_e2462);
                                                                                l_mut_26_ = l_1099_;
                                                                            }
                                                                        }
                                                                        double l_1100_ = (l_1044_ + l_1043_);
                                                                        double _e2465 = l_mut_57_;
                                                                        bool l_1101_ = (l_1100_ <= _e2465);
                                                                        l_mut_291_ = l_1101_;
                                                                        double l_1102_ = (l_1044_ - l_1043_);
                                                                        double _e2468 = l_mut_57_;
                                                                        bool l_1103_ = (l_1102_ > _e2468);
                                                                        l_mut_288_ = l_1103_;
                                                                        double l_1104_ = (l_1045_ - l_1043_);
                                                                        double _e2471 = l_mut_57_;
                                                                        bool l_1105_ = (l_1104_ >= _e2471);
                                                                        l_mut_285_ = l_1105_;
                                                                        double l_1106_ = (l_1045_ + l_1043_);
                                                                        double _e2474 = l_mut_57_;
                                                                        bool l_1107_ = (l_1106_ < _e2474);
                                                                        l_mut_282_ = l_1107_;
                                                                        if (l_169_) {
                                                                            double l_1108_ = (l_1044_ + l_1043_);
                                                                            double _e2477 = l_mut_48_;
                                                                            bool l_1109_ = (l_1108_ < _e2477);
                                                                            l_mut_291_ = l_1109_;
                                                                            double l_1110_ = (l_1044_ - l_1043_);
                                                                            double _e2480 = l_mut_48_;
                                                                            bool l_1111_ = (l_1110_ >= _e2480);
                                                                            l_mut_288_ = l_1111_;
                                                                            double l_1112_ = (l_1045_ - l_1043_);
                                                                            double _e2483 = l_mut_26_;
                                                                            bool l_1113_ = (l_1112_ > _e2483);
                                                                            l_mut_285_ = l_1113_;
                                                                            double l_1114_ = (l_1045_ + l_1043_);
                                                                            double _e2486 = l_mut_26_;
                                                                            bool l_1115_ = (l_1114_ <= _e2486);
                                                                            l_mut_282_ = l_1115_;
                                                                        }
                                                                        l_mut_199_ = 2u;
                                                                        bool _e2489 = l_mut_288_;
                                                                        if (!(_e2489)) {
                                                                            bool _e2493 = l_mut_282_;
                                                                            local_67 = _e2493;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1116_ = local_67;
                                                                        if (l_1116_) {
                                                                            l_mut_199_ = 1u;
                                                                        } else {
                                                                            bool _e2497 = l_mut_291_;
                                                                            if (_e2497) {
                                                                                bool _e2500 = l_mut_285_;
                                                                                local_68 = _e2500;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1117_ = local_68;
                                                                            if (l_1117_) {
                                                                                l_mut_199_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2504 = l_mut_22_;
                                                                        uint l_1118_ = asuint(_e2504);
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
                                                                                uint _e2531 = l_mut_199_;
                                                                                bool l_1131_ = (_e2531 == 1u);
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
                                                                        uint _e2539 = l_mut_199_;
                                                                        l_mut_237_ = _e2539;
                                                                    }
                                                                    uint _e2540 = l_mut_237_;
                                                                    l_mut_183_ = _e2540;
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
                            uint l_1133_ = a_182_[0];
                            bool l_1134_ = (l_1133_ == 0u);
                            if (l_1134_) {
                                l_mut_183_ = 2u;
                            }
                            uint _e2546 = l_mut_163_;
                            uint _e2548 = l_mut_183_;
                            a_10_[min(uint(_e2546), 7u)] = _e2548;
                            uint _e2549 = l_mut_163_;
                            uint l_1135_ = a_10_[min(uint(_e2549), 7u)];
                            bool l_1136_ = (l_1135_ == 2u);
                            if (l_1136_) {
                                l_mut_160_ = false;
                            }
                        }
                    }
                }
                uint _e2558 = l_mut_62_;
                bool l_1137_ = (_e2558 == 4294967293u);
                if (l_1137_) {
                    uint l_1138_ = a_8_[0];
                    uint l_1139_ = (l_1138_ + 1u);
                    a_8_[0] = l_1139_;
                } else {
                    bool _e2566 = l_mut_160_;
                    if (_e2566) {
                        l_mut_57_ = l_150_;
                        double _e2567 = l_mut_57_;
                        bool l_1140_ = (_e2567 < -17.0L);
                        if (l_1140_) {
                            l_mut_57_ = -17.0L;
                        }
                        double _e2571 = l_mut_57_;
                        bool l_1141_ = (_e2571 > 17.0L);
                        if (l_1141_) {
                            l_mut_57_ = 17.0L;
                        }
                        double _e2575 = l_mut_57_;
                        double l_1142_ = (_e2575 + 16.0L);
                        double l_1143_ = (l_1142_ + 1.0L);
                        uint l_1144_ = naga_f2u32(l_1143_);
                        uint l_1145_ = (2u + l_1144_);
                        uint l_1146_ = a_8_[min(uint(l_1145_), 64u)];
                        uint l_1147_ = (l_1146_ + 1u);
                        a_8_[min(uint(l_1145_), 64u)] = l_1147_;
                        float _e2588 = l_mut_22_;
                        uint l_1148_ = asuint(_e2588);
                        uint l_1149_ = (l_1148_ & 8388607u);
                        double l_1150_ = double(l_1149_);
                        double l_1151_ = (l_1150_ / 7.1362384635298e44L);
                        l_mut_57_ = l_1151_;
                        uint l_1152_ = (l_1148_ & 2139095040u);
                        bool l_1153_ = (l_1152_ != 0u);
                        if (l_1153_) {
                            uint l_1154_ = (l_1148_ & 2147483647u);
                            float l_1155_ = asfloat(l_1154_);
                            double l_1156_ = double(l_1155_);
                            l_mut_57_ = l_1156_;
                        }
                        uint l_1157_ = (l_1148_ >> 31u);
                        double l_1158_ = double(l_1157_);
                        double l_1159_ = (2.0L * l_1158_);
                        double l_1160_ = (1.0L - l_1159_);
                        double _e2610 = l_mut_57_;
                        l_mut_57_ = (_e2610 * l_1160_);
                        double _e2612 = l_mut_35_;
                        double l_1161_ = abs(_e2612);
                        double _e2614 = l_mut_35_;
                        double l_1162_ = (_e2614 * 0.0L);
                        double l_1163_ = (l_1162_ + 7.1362384635298e44L);
                        l_mut_48_ = l_1163_;
                        bool l_1164_ = (l_1161_ >= 2.350988701644575e-38L);
                        if (l_1164_) {
                            uint _e2621 = l_mut_62_;
                            uint l_1165_ = (_e2621 & 2147483647u);
                            float l_1166_ = asfloat(l_1165_);
                            double l_1167_ = double(l_1166_);
                            uint l_1168_ = (l_1165_ & 2139095040u);
                            float l_1169_ = asfloat(l_1168_);
                            double l_1170_ = double(l_1169_);
                            bool l_1171_ = (l_1167_ > l_1161_);
                            uint l_1172_ = (l_1165_ & 8388607u);
                            bool l_1173_ = (l_1172_ == 0u);
                            if (l_1171_) {
                                local_72 = l_1173_;
                            } else {
                                local_72 = false;
                            }
                            bool l_1174_ = local_72;
                            double l_1175_ = (l_1170_ * 1.1920928955078125e-7L);
                            double l_1176_ = double(l_1174_);
                            double l_1177_ = (0.5L * l_1176_);
                            double l_1178_ = (1.0L - l_1177_);
                            double l_1179_ = (l_1175_ * l_1178_);
                            double l_1180_ = (1.0L / l_1179_);
                            l_mut_48_ = l_1180_;
                        }
                        double _e2649 = l_mut_57_;
                        double _e2650 = l_mut_35_;
                        double l_1181_ = (_e2649 - _e2650);
                        double _e2652 = l_mut_48_;
                        double l_1182_ = (l_1181_ * _e2652);
                        uint l_1183_ = a_8_[45];
                        bool l_1184_ = (l_1183_ == 4294967295u);
                        double l_1185_ = a_9_[0];
                        bool l_1186_ = (l_1182_ < l_1185_);
                        if (!(l_1184_)) {
                            local_73 = l_1186_;
                        } else {
                            local_73 = true;
                        }
                        bool l_1187_ = local_73;
                        if (l_1187_) {
                            a_9_[0] = l_1182_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_131_;
                        }
                        uint l_1188_ = a_8_[47];
                        bool l_1189_ = (l_1188_ == 4294967295u);
                        double l_1190_ = a_9_[1];
                        bool l_1191_ = (l_1182_ > l_1190_);
                        if (!(l_1189_)) {
                            local_74 = l_1191_;
                        } else {
                            local_74 = true;
                        }
                        bool l_1192_ = local_74;
                        if (l_1192_) {
                            a_9_[1] = l_1182_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_131_;
                        }
                        bool l_1193_ = (l_150_ != 0.0L);
                        if (l_1193_) {
                            l_mut_1194_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2737 = l_mut_1194_;
                                    l_mut_1194_ = (_e2737 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2688 = l_mut_1194_;
                                if ((_e2688 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2691 = l_mut_1194_;
                                    uint l_1195_ = a_10_[min(uint(_e2691), 7u)];
                                    bool l_1196_ = (l_1195_ == 1u);
                                    if (l_1196_) {
                                        uint _e2697 = l_mut_1194_;
                                        uint l_1197_ = (37u + _e2697);
                                        uint l_1198_ = a_8_[min(uint(l_1197_), 64u)];
                                        uint l_1199_ = (l_1198_ + 1u);
                                        a_8_[min(uint(l_1197_), 64u)] = l_1199_;
                                        uint _e2705 = l_mut_1194_;
                                        uint l_1200_ = (2u + _e2705);
                                        uint l_1201_ = (2u * l_1200_);
                                        uint l_1202_ = (45u + l_1201_);
                                        uint l_1203_ = a_8_[min(uint(l_1202_), 64u)];
                                        bool l_1204_ = (l_1203_ == 4294967295u);
                                        double l_1205_ = abs(l_1182_);
                                        uint _e2717 = l_mut_1194_;
                                        uint l_1206_ = (2u + _e2717);
                                        double l_1207_ = a_9_[min(uint(l_1206_), 9u)];
                                        double l_1208_ = abs(l_1207_);
                                        bool l_1209_ = (l_1205_ > l_1208_);
                                        if (!(l_1204_)) {
                                            local_75 = l_1209_;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1210_ = local_75;
                                        if (l_1210_) {
                                            uint _e2729 = l_mut_1194_;
                                            uint l_1211_ = (2u + _e2729);
                                            a_9_[min(uint(l_1211_), 9u)] = l_1182_;
                                            a_8_[min(uint(l_1202_), 64u)] = l_20_;
                                            uint l_1212_ = (l_1202_ + 1u);
                                            a_8_[min(uint(l_1212_), 64u)] = l_131_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1213_ = a_8_[1];
                        uint l_1214_ = (l_2_ + l_1213_);
                        uint l_1215_ = (l_1214_ * 2u);
                        uint l_1300_ = asuint(info.Load(24+0));
                        uint l_1301_ = (l_1300_ * 1u);
                        bool l_1302_ = (l_1215_ < l_1301_);
                        if (l_1302_) {
                            buffer_6_global.Store(l_1215_*4, asuint(l_20_));
                        }
                        uint l_1216_ = (l_1215_ + 1u);
                        uint l_1303_ = asuint(info.Load(24+0));
                        uint l_1304_ = (l_1303_ * 1u);
                        bool l_1305_ = (l_1216_ < l_1304_);
                        if (l_1305_) {
                            buffer_6_global.Store(l_1216_*4, asuint(l_131_));
                        }
                        uint l_1217_ = a_8_[1];
                        uint l_1218_ = (l_1217_ + 1u);
                        a_8_[1] = l_1218_;
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
                uint _e2794 = l_mut_1219_;
                l_mut_1219_ = (_e2794 + 1u);
            }
            loop_init_5 = false;
            uint _e2774 = l_mut_1219_;
            if ((_e2774 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1220_ = (id * 65u);
                uint _e2779 = l_mut_1219_;
                uint l_1221_ = (l_1220_ + _e2779);
                uint _e2781 = l_mut_1219_;
                uint l_1222_ = a_8_[min(uint(_e2781), 64u)];
                uint l_1306_ = asuint(info.Load(16+0));
                uint l_1307_ = (l_1306_ * 1u);
                bool l_1308_ = (l_1221_ < l_1307_);
                if (l_1308_) {
                    buffer_4_global.Store(l_1221_*4, asuint(l_1222_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2818 = l_mut_1223_;
                l_mut_1223_ = (_e2818 + 1u);
            }
            loop_init_6 = false;
            uint _e2798 = l_mut_1223_;
            if ((_e2798 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1224_ = (id * 10u);
                uint _e2803 = l_mut_1223_;
                uint l_1225_ = (l_1224_ + _e2803);
                uint _e2805 = l_mut_1223_;
                double l_1226_ = a_9_[min(uint(_e2805), 9u)];
                uint l_1309_ = asuint(info.Load(20+0));
                uint l_1310_ = (l_1309_ * 1u);
                bool l_1311_ = (l_1225_ < l_1310_);
                if (l_1311_) {
                    buffer_5_global.Store(l_1225_*8, l_1226_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
