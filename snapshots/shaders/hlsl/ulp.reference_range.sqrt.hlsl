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
    uint a_715_[1] = (uint[1])0;
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
    double l_mut_795_ = (double)0;
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
    uint l_mut_1255_ = (uint)0;
    bool local_68 = (bool)0;
    uint l_mut_1280_ = 0u;
    uint l_mut_1284_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1302_ = asuint(info.Load(24+0));
        uint l_1303_ = (l_1302_ * 1u);
        bool l_1304_ = (0u < l_1303_);
        if (l_1304_) {
            buffer_6_global.Store(0, asuint(1u));
        }
    }
    uint l_1288_ = asuint(info.Load(0+0));
    uint l_1289_ = (l_1288_ * 1u);
    bool l_1290_ = (1u < l_1289_);
    uint l_1291_ = (l_1289_ - 1u);
    uint l_1292_ = min(1u, l_1291_);
    uint l_1293_ = asuint(buffer_0_global.Load(l_1292_*4));
    uint l_1_ = (l_1290_ ? l_1293_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1295_ = asuint(info.Load(0+0));
    uint l_1296_ = (l_1295_ * 1u);
    bool l_1297_ = (2u < l_1296_);
    uint l_1298_ = (l_1296_ - 1u);
    uint l_1299_ = min(2u, l_1298_);
    uint l_1300_ = asuint(buffer_0_global.Load(l_1299_*4));
    uint l_3_ = (l_1297_ ? l_1300_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1305_ = asuint(info.Load(0+0));
        uint l_1306_ = (l_1305_ * 1u);
        bool l_1307_ = (2u < l_1306_);
        uint l_1308_ = (l_1306_ - 1u);
        uint l_1309_ = min(2u, l_1308_);
        uint l_1310_ = asuint(buffer_0_global.Load(l_1309_*4));
        uint l_6_ = (l_1307_ ? l_1310_ : 0u);
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
                uint _e2803 = l_mut_18_;
                l_mut_18_ = (_e2803 + 1u);
            }
            loop_init_2 = false;
            uint _e152 = l_mut_18_;
            if ((_e152 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1312_ = asuint(info.Load(0+0));
                uint l_1313_ = (l_1312_ * 1u);
                bool l_1314_ = (0u < l_1313_);
                uint l_1315_ = (l_1313_ - 1u);
                uint l_1316_ = min(0u, l_1315_);
                uint l_1317_ = asuint(buffer_0_global.Load(l_1316_*4));
                uint l_19_ = (l_1314_ ? l_1317_ : 0u);
                uint _e171 = l_mut_18_;
                uint l_20_ = (l_19_ + _e171);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = sqrt(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = sqrt(l_24_);
                l_mut_25_ = l_26_;
                l_mut_27_ = 4294967294u;
                float _e178 = l_mut_22_;
                uint l_28_ = asuint(_e178);
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
                double _e196 = l_mut_25_;
                double l_37_ = abs(_e196);
                double _e198 = l_mut_25_;
                bool l_38_ = (_e198 < 0.0L);
                uint l_39_ = uint(l_38_);
                uint l_40_ = (2147483648u * l_39_);
                if (l_36_) {
                } else {
                    double _e204 = l_mut_25_;
                    const bool _e205 = is_nan_1_f64_(_e204);
                    if (_e205) {
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
                float _e302 = l_mut_22_;
                uint l_96_ = asuint(_e302);
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
                uint _e323 = l_mut_27_;
                uint l_108_ = (_e323 & 2147483647u);
                double l_109_ = double(l_108_);
                uint _e327 = l_mut_27_;
                uint l_110_ = (_e327 >> 31u);
                double l_111_ = double(l_110_);
                double l_112_ = (2.0L * l_111_);
                double l_113_ = (1.0L - l_112_);
                double l_114_ = (l_109_ * l_113_);
                double l_115_ = (l_107_ - l_114_);
                uint _e337 = l_mut_27_;
                bool l_116_ = (_e337 < 4294967293u);
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
                bool _e358 = l_mut_122_;
                if (_e358) {
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
                            uint _e2589 = l_mut_125_;
                            l_mut_125_ = (_e2589 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e365 = l_mut_125_;
                        if ((_e365 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e369 = l_mut_125_;
                            uint l_126_ = (2u * _e369);
                            uint l_1319_ = asuint(info.Load(4+0));
                            uint l_1320_ = (l_1319_ * 1u);
                            bool l_1321_ = (l_126_ < l_1320_);
                            uint l_1322_ = (l_1320_ - 1u);
                            uint l_1323_ = min(l_126_, l_1322_);
                            uint l_1324_ = asuint(buffer_1_global.Load(l_1323_*4));
                            uint l_127_ = (l_1321_ ? l_1324_ : 0u);
                            uint _e387 = l_mut_125_;
                            uint l_128_ = (2u * _e387);
                            uint l_129_ = (l_128_ + 1u);
                            uint l_1326_ = asuint(info.Load(4+0));
                            uint l_1327_ = (l_1326_ * 1u);
                            bool l_1328_ = (l_129_ < l_1327_);
                            uint l_1329_ = (l_1327_ - 1u);
                            uint l_1330_ = min(l_129_, l_1329_);
                            uint l_1331_ = asuint(buffer_1_global.Load(l_1330_*4));
                            uint l_130_ = (l_1328_ ? l_1331_ : 0u);
                            bool l_131_ = (l_130_ != 0u);
                            uint _e408 = l_mut_125_;
                            uint l_132_ = (_e408 * 4u);
                            uint l_1333_ = asuint(info.Load(8+0));
                            uint l_1334_ = (l_1333_ * 1u);
                            bool l_1335_ = (l_132_ < l_1334_);
                            uint l_1336_ = (l_1334_ - 1u);
                            uint l_1337_ = min(l_132_, l_1336_);
                            double l_1338_ = buffer_2_global.Load<double>(l_1337_*8);
                            double l_133_ = (l_1335_ ? l_1338_ : 0.0L);
                            uint _e426 = l_mut_125_;
                            uint l_134_ = (_e426 * 4u);
                            uint l_135_ = (l_134_ + 1u);
                            uint l_1340_ = asuint(info.Load(8+0));
                            uint l_1341_ = (l_1340_ * 1u);
                            bool l_1342_ = (l_135_ < l_1341_);
                            uint l_1343_ = (l_1341_ - 1u);
                            uint l_1344_ = min(l_135_, l_1343_);
                            double l_1345_ = buffer_2_global.Load<double>(l_1344_*8);
                            double l_136_ = (l_1342_ ? l_1345_ : 0.0L);
                            uint _e446 = l_mut_125_;
                            uint l_137_ = (_e446 * 4u);
                            uint l_138_ = (l_137_ + 2u);
                            uint l_1347_ = asuint(info.Load(8+0));
                            uint l_1348_ = (l_1347_ * 1u);
                            bool l_1349_ = (l_138_ < l_1348_);
                            uint l_1350_ = (l_1348_ - 1u);
                            uint l_1351_ = min(l_138_, l_1350_);
                            double l_1352_ = buffer_2_global.Load<double>(l_1351_*8);
                            double l_139_ = (l_1349_ ? l_1352_ : 0.0L);
                            double l_140_ = double(l_21_);
                            double l_141_ = abs(l_140_);
                            double _e468 = l_mut_25_;
                            double l_142_ = abs(_e468);
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
                                        double _e486 = l_mut_25_;
                                        double l_151_ = abs(_e486);
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
                                        double _e509 = l_mut_152_;
                                        double l_161_ = (l_133_ * _e509);
                                        l_mut_162_ = 2u;
                                        double _e512 = l_mut_25_;
                                        double l_163_ = (_e512 - l_143_);
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
                                        double _e536 = l_mut_25_;
                                        double l_173_ = (_e536 + l_143_);
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
                                        double _e560 = l_mut_152_;
                                        double _e561 = l_mut_175_;
                                        bool l_184_ = (_e560 == _e561);
                                        if (l_184_) {
                                            double l_185_ = (l_161_ * 1.4551915228366852e-11L);
                                            double l_186_ = (l_143_ + l_185_);
                                            double _e566 = l_mut_25_;
                                            double l_187_ = (_e566 - l_161_);
                                            double _e568 = l_mut_25_;
                                            double l_188_ = (_e568 + l_161_);
                                            float _e570 = l_mut_22_;
                                            double l_189_ = double(_e570);
                                            float _e572 = l_mut_22_;
                                            uint l_190_ = asuint(_e572);
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
                                            uint _e587 = l_mut_192_;
                                            float l_198_ = asfloat(_e587);
                                            double l_199_ = double(l_198_);
                                            float _e590 = l_mut_22_;
                                            float l_200_ = -(_e590);
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
                                            uint _e606 = l_mut_192_;
                                            float l_208_ = asfloat(_e606);
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
                                            bool _e627 = l_mut_216_;
                                            if (!(_e627)) {
                                                bool _e631 = l_mut_222_;
                                                local_14 = _e631;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_231_ = local_14;
                                            if (l_231_) {
                                                l_mut_192_ = 1u;
                                            } else {
                                                bool _e635 = l_mut_213_;
                                                if (_e635) {
                                                    bool _e638 = l_mut_219_;
                                                    local_15 = _e638;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_232_ = local_15;
                                                if (l_232_) {
                                                    l_mut_192_ = 0u;
                                                }
                                            }
                                            uint _e642 = l_mut_192_;
                                            l_mut_162_ = _e642;
                                        }
                                        uint _e643 = l_mut_162_;
                                        l_mut_145_ = _e643;
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
                                                double _e655 = l_mut_25_;
                                                double l_237_ = abs(_e655);
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
                                                double _e678 = l_mut_175_;
                                                double l_246_ = (l_133_ * _e678);
                                                l_mut_192_ = 2u;
                                                double _e681 = l_mut_25_;
                                                double l_247_ = (_e681 - l_143_);
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
                                                double _e705 = l_mut_25_;
                                                double l_257_ = (_e705 + l_143_);
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
                                                double _e729 = l_mut_175_;
                                                double _e730 = l_mut_152_;
                                                bool l_267_ = (_e729 == _e730);
                                                if (l_267_) {
                                                    double l_268_ = (l_246_ * 1.4551915228366852e-11L);
                                                    double l_269_ = (l_143_ + l_268_);
                                                    double _e735 = l_mut_25_;
                                                    double l_270_ = (_e735 - l_246_);
                                                    double _e737 = l_mut_25_;
                                                    double l_271_ = (_e737 + l_246_);
                                                    float _e739 = l_mut_22_;
                                                    double l_272_ = double(_e739);
                                                    float _e741 = l_mut_22_;
                                                    uint l_273_ = asuint(_e741);
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
                                                    uint _e756 = l_mut_162_;
                                                    float l_280_ = asfloat(_e756);
                                                    double l_281_ = double(l_280_);
                                                    float _e759 = l_mut_22_;
                                                    float l_282_ = -(_e759);
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
                                                    uint _e775 = l_mut_162_;
                                                    float l_290_ = asfloat(_e775);
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
                                                    bool _e796 = l_mut_219_;
                                                    if (!(_e796)) {
                                                        bool _e800 = l_mut_213_;
                                                        local_20 = _e800;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_309_ = local_20;
                                                    if (l_309_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e804 = l_mut_222_;
                                                        if (_e804) {
                                                            bool _e807 = l_mut_216_;
                                                            local_21 = _e807;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_310_ = local_21;
                                                        if (l_310_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e811 = l_mut_162_;
                                                    l_mut_192_ = _e811;
                                                }
                                                uint _e812 = l_mut_192_;
                                                l_mut_145_ = _e812;
                                            }
                                        } else {
                                            bool l_311_ = (l_127_ == 4u);
                                            if (l_311_) {
                                                double l_312_ = (l_136_ * l_141_);
                                                double l_313_ = (l_133_ + l_312_);
                                                double _e817 = l_mut_25_;
                                                double l_314_ = abs(_e817);
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
                                                double _e840 = l_mut_175_;
                                                double l_323_ = (l_313_ * _e840);
                                                l_mut_192_ = 2u;
                                                double _e843 = l_mut_25_;
                                                double l_324_ = (_e843 - l_143_);
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
                                                double _e867 = l_mut_25_;
                                                double l_334_ = (_e867 + l_143_);
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
                                                double _e891 = l_mut_175_;
                                                double _e892 = l_mut_152_;
                                                bool l_344_ = (_e891 == _e892);
                                                if (l_344_) {
                                                    double l_345_ = (l_323_ * 1.4551915228366852e-11L);
                                                    double l_346_ = (l_143_ + l_345_);
                                                    double _e897 = l_mut_25_;
                                                    double l_347_ = (_e897 - l_323_);
                                                    double _e899 = l_mut_25_;
                                                    double l_348_ = (_e899 + l_323_);
                                                    float _e901 = l_mut_22_;
                                                    double l_349_ = double(_e901);
                                                    float _e903 = l_mut_22_;
                                                    uint l_350_ = asuint(_e903);
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
                                                    uint _e918 = l_mut_162_;
                                                    float l_357_ = asfloat(_e918);
                                                    double l_358_ = double(l_357_);
                                                    float _e921 = l_mut_22_;
                                                    float l_359_ = -(_e921);
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
                                                    uint _e937 = l_mut_162_;
                                                    float l_367_ = asfloat(_e937);
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
                                                    bool _e958 = l_mut_219_;
                                                    if (!(_e958)) {
                                                        bool _e962 = l_mut_213_;
                                                        local_25 = _e962;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_386_ = local_25;
                                                    if (l_386_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e966 = l_mut_222_;
                                                        if (_e966) {
                                                            bool _e969 = l_mut_216_;
                                                            local_26 = _e969;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_387_ = local_26;
                                                        if (l_387_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e973 = l_mut_162_;
                                                    l_mut_192_ = _e973;
                                                }
                                                uint _e974 = l_mut_192_;
                                                l_mut_145_ = _e974;
                                            } else {
                                                bool l_388_ = (l_127_ == 5u);
                                                if (l_388_) {
                                                    double l_389_ = (2.0L * l_140_);
                                                    double l_390_ = abs(l_389_);
                                                    double l_391_ = floor(l_390_);
                                                    double l_392_ = (3.0L + l_391_);
                                                    double _e983 = l_mut_25_;
                                                    double l_393_ = abs(_e983);
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
                                                    double _e1006 = l_mut_175_;
                                                    double l_402_ = (l_392_ * _e1006);
                                                    l_mut_192_ = 2u;
                                                    double _e1009 = l_mut_25_;
                                                    double l_403_ = (_e1009 - l_143_);
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
                                                    double _e1033 = l_mut_25_;
                                                    double l_413_ = (_e1033 + l_143_);
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
                                                    double _e1057 = l_mut_175_;
                                                    double _e1058 = l_mut_152_;
                                                    bool l_423_ = (_e1057 == _e1058);
                                                    if (l_423_) {
                                                        double l_424_ = (l_402_ * 1.4551915228366852e-11L);
                                                        double l_425_ = (l_143_ + l_424_);
                                                        double _e1063 = l_mut_25_;
                                                        double l_426_ = (_e1063 - l_402_);
                                                        double _e1065 = l_mut_25_;
                                                        double l_427_ = (_e1065 + l_402_);
                                                        float _e1067 = l_mut_22_;
                                                        double l_428_ = double(_e1067);
                                                        float _e1069 = l_mut_22_;
                                                        uint l_429_ = asuint(_e1069);
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
                                                        uint _e1084 = l_mut_162_;
                                                        float l_436_ = asfloat(_e1084);
                                                        double l_437_ = double(l_436_);
                                                        float _e1087 = l_mut_22_;
                                                        float l_438_ = -(_e1087);
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
                                                        uint _e1103 = l_mut_162_;
                                                        float l_446_ = asfloat(_e1103);
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
                                                        bool _e1124 = l_mut_219_;
                                                        if (!(_e1124)) {
                                                            bool _e1128 = l_mut_213_;
                                                            local_30 = _e1128;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_465_ = local_30;
                                                        if (l_465_) {
                                                            l_mut_162_ = 1u;
                                                        } else {
                                                            bool _e1132 = l_mut_222_;
                                                            if (_e1132) {
                                                                bool _e1135 = l_mut_216_;
                                                                local_31 = _e1135;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_466_ = local_31;
                                                            if (l_466_) {
                                                                l_mut_162_ = 0u;
                                                            }
                                                        }
                                                        uint _e1139 = l_mut_162_;
                                                        l_mut_192_ = _e1139;
                                                    }
                                                    uint _e1140 = l_mut_192_;
                                                    l_mut_145_ = _e1140;
                                                } else {
                                                    bool l_467_ = (l_127_ == 6u);
                                                    if (l_467_) {
                                                        l_mut_145_ = 0u;
                                                        bool l_468_ = (l_141_ <= l_136_);
                                                        if (l_468_) {
                                                            double l_469_ = (l_133_ * 1.4551915228366852e-11L);
                                                            double l_470_ = (l_143_ + l_469_);
                                                            double _e1148 = l_mut_25_;
                                                            double l_471_ = (_e1148 - l_133_);
                                                            double _e1150 = l_mut_25_;
                                                            double l_472_ = (_e1150 + l_133_);
                                                            float _e1152 = l_mut_22_;
                                                            double l_473_ = double(_e1152);
                                                            float _e1154 = l_mut_22_;
                                                            uint l_474_ = asuint(_e1154);
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
                                                            uint _e1169 = l_mut_192_;
                                                            float l_481_ = asfloat(_e1169);
                                                            double l_482_ = double(l_481_);
                                                            float _e1172 = l_mut_22_;
                                                            float l_483_ = -(_e1172);
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
                                                            uint _e1188 = l_mut_192_;
                                                            float l_491_ = asfloat(_e1188);
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
                                                            bool _e1209 = l_mut_219_;
                                                            if (!(_e1209)) {
                                                                bool _e1213 = l_mut_213_;
                                                                local_32 = _e1213;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_510_ = local_32;
                                                            if (l_510_) {
                                                                l_mut_192_ = 1u;
                                                            } else {
                                                                bool _e1217 = l_mut_222_;
                                                                if (_e1217) {
                                                                    bool _e1220 = l_mut_216_;
                                                                    local_33 = _e1220;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_511_ = local_33;
                                                                if (l_511_) {
                                                                    l_mut_192_ = 0u;
                                                                }
                                                            }
                                                            uint _e1224 = l_mut_192_;
                                                            l_mut_145_ = _e1224;
                                                        }
                                                    } else {
                                                        bool l_512_ = (l_127_ == 7u);
                                                        if (l_512_) {
                                                            double _e1227 = l_mut_25_;
                                                            double l_513_ = abs(_e1227);
                                                            double l_514_ = (l_133_ * l_513_);
                                                            l_mut_175_ = l_514_;
                                                            double _e1230 = l_mut_25_;
                                                            double l_515_ = abs(_e1230);
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
                                                            double _e1254 = l_mut_152_;
                                                            double l_524_ = (0.5L * _e1254);
                                                            double _e1256 = l_mut_175_;
                                                            bool l_525_ = (l_524_ > _e1256);
                                                            if (l_525_) {
                                                                l_mut_175_ = l_524_;
                                                            }
                                                            double _e1258 = l_mut_25_;
                                                            double l_526_ = (_e1258 - l_143_);
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
                                                            double _e1282 = l_mut_25_;
                                                            double l_536_ = (_e1282 + l_143_);
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
                                                            double _e1306 = l_mut_152_;
                                                            double _e1307 = l_mut_538_;
                                                            bool l_547_ = (_e1306 == _e1307);
                                                            if (l_547_) {
                                                                double l_548_ = (l_133_ * l_143_);
                                                                double l_549_ = (l_143_ + l_548_);
                                                                double _e1311 = l_mut_175_;
                                                                double l_550_ = (_e1311 * 1.4551915228366852e-11L);
                                                                double l_551_ = (l_549_ + l_550_);
                                                                double _e1315 = l_mut_25_;
                                                                double _e1316 = l_mut_175_;
                                                                double l_552_ = (_e1315 - _e1316);
                                                                double _e1318 = l_mut_25_;
                                                                double _e1319 = l_mut_175_;
                                                                double l_553_ = (_e1318 + _e1319);
                                                                float _e1321 = l_mut_22_;
                                                                double l_554_ = double(_e1321);
                                                                float _e1323 = l_mut_22_;
                                                                uint l_555_ = asuint(_e1323);
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
                                                                uint _e1338 = l_mut_192_;
                                                                float l_562_ = asfloat(_e1338);
                                                                double l_563_ = double(l_562_);
                                                                float _e1341 = l_mut_22_;
                                                                float l_564_ = -(_e1341);
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
                                                                uint _e1357 = l_mut_192_;
                                                                float l_572_ = asfloat(_e1357);
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
                                                                bool _e1378 = l_mut_219_;
                                                                if (!(_e1378)) {
                                                                    bool _e1382 = l_mut_213_;
                                                                    local_37 = _e1382;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_591_ = local_37;
                                                                if (l_591_) {
                                                                    l_mut_192_ = 1u;
                                                                } else {
                                                                    bool _e1386 = l_mut_222_;
                                                                    if (_e1386) {
                                                                        bool _e1389 = l_mut_216_;
                                                                        local_38 = _e1389;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_592_ = local_38;
                                                                    if (l_592_) {
                                                                        l_mut_192_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1393 = l_mut_192_;
                                                                l_mut_145_ = _e1393;
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
                                                                    double _e1407 = l_mut_25_;
                                                                    double l_599_ = (_e1407 - l_133_);
                                                                    double _e1409 = l_mut_25_;
                                                                    double l_600_ = (_e1409 + l_133_);
                                                                    float _e1411 = l_mut_22_;
                                                                    double l_601_ = double(_e1411);
                                                                    float _e1413 = l_mut_22_;
                                                                    uint l_602_ = asuint(_e1413);
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
                                                                    uint _e1428 = l_mut_192_;
                                                                    float l_609_ = asfloat(_e1428);
                                                                    double l_610_ = double(l_609_);
                                                                    float _e1431 = l_mut_22_;
                                                                    float l_611_ = -(_e1431);
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
                                                                    uint _e1447 = l_mut_192_;
                                                                    float l_619_ = asfloat(_e1447);
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
                                                                    bool _e1468 = l_mut_219_;
                                                                    if (!(_e1468)) {
                                                                        bool _e1472 = l_mut_213_;
                                                                        local_40 = _e1472;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_638_ = local_40;
                                                                    if (l_638_) {
                                                                        l_mut_192_ = 1u;
                                                                    } else {
                                                                        bool _e1476 = l_mut_222_;
                                                                        if (_e1476) {
                                                                            bool _e1479 = l_mut_216_;
                                                                            local_41 = _e1479;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_639_ = local_41;
                                                                        if (l_639_) {
                                                                            l_mut_192_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1483 = l_mut_192_;
                                                                    l_mut_145_ = _e1483;
                                                                } else {
                                                                    double _e1484 = l_mut_25_;
                                                                    double l_640_ = abs(_e1484);
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
                                                                    double _e1507 = l_mut_538_;
                                                                    double l_649_ = (l_136_ * _e1507);
                                                                    l_mut_192_ = 2u;
                                                                    double _e1510 = l_mut_25_;
                                                                    double l_650_ = (_e1510 - l_143_);
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
                                                                    double _e1534 = l_mut_25_;
                                                                    double l_660_ = (_e1534 + l_143_);
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
                                                                    double _e1558 = l_mut_538_;
                                                                    double _e1559 = l_mut_175_;
                                                                    bool l_670_ = (_e1558 == _e1559);
                                                                    if (l_670_) {
                                                                        double l_671_ = (l_649_ * 1.4551915228366852e-11L);
                                                                        double l_672_ = (l_143_ + l_671_);
                                                                        double _e1564 = l_mut_25_;
                                                                        double l_673_ = (_e1564 - l_649_);
                                                                        double _e1566 = l_mut_25_;
                                                                        double l_674_ = (_e1566 + l_649_);
                                                                        float _e1568 = l_mut_22_;
                                                                        double l_675_ = double(_e1568);
                                                                        float _e1570 = l_mut_22_;
                                                                        uint l_676_ = asuint(_e1570);
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
                                                                        uint _e1585 = l_mut_162_;
                                                                        float l_683_ = asfloat(_e1585);
                                                                        double l_684_ = double(l_683_);
                                                                        float _e1588 = l_mut_22_;
                                                                        float l_685_ = -(_e1588);
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
                                                                        uint _e1604 = l_mut_162_;
                                                                        float l_693_ = asfloat(_e1604);
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
                                                                        bool _e1625 = l_mut_219_;
                                                                        if (!(_e1625)) {
                                                                            bool _e1629 = l_mut_213_;
                                                                            local_45 = _e1629;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_712_ = local_45;
                                                                        if (l_712_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e1633 = l_mut_222_;
                                                                            if (_e1633) {
                                                                                bool _e1636 = l_mut_216_;
                                                                                local_46 = _e1636;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_713_ = local_46;
                                                                            if (l_713_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1640 = l_mut_162_;
                                                                        l_mut_192_ = _e1640;
                                                                    }
                                                                    uint _e1641 = l_mut_192_;
                                                                    l_mut_145_ = _e1641;
                                                                }
                                                            } else {
                                                                bool l_714_ = (l_127_ == 9u);
                                                                if (l_714_) {
                                                                    a_715_[0] = 1u;
                                                                    double l_716_ = sqrt(l_140_);
                                                                    double l_717_ = (1.0L / l_716_);
                                                                    double l_718_ = (l_717_ * 1.4551915228366852e-11L);
                                                                    double l_719_ = abs(l_717_);
                                                                    l_mut_538_ = 1.401298464324817e-45L;
                                                                    bool l_720_ = (l_719_ >= 1.1754943508222875e-38L);
                                                                    bool l_721_ = (l_719_ <= 1.7976931348623157e308L);
                                                                    if (l_720_) {
                                                                        local_47 = l_721_;
                                                                    } else {
                                                                        local_47 = false;
                                                                    }
                                                                    bool l_722_ = local_47;
                                                                    if (l_722_) {
                                                                        uint64_t l_723_ = l_719_;
                                                                        uint64_t l_724_ = (l_723_ >> uint(52uL));
                                                                        uint64_t l_725_ = (l_724_ - 23uL);
                                                                        uint64_t l_726_ = (l_725_ << uint(52uL));
                                                                        double l_727_ = l_726_;
                                                                        l_mut_538_ = l_727_;
                                                                    }
                                                                    double l_728_ = (l_717_ - l_718_);
                                                                    double l_729_ = abs(l_728_);
                                                                    l_mut_175_ = 1.401298464324817e-45L;
                                                                    bool l_730_ = (l_729_ >= 1.1754943508222875e-38L);
                                                                    bool l_731_ = (l_729_ <= 1.7976931348623157e308L);
                                                                    if (l_730_) {
                                                                        local_48 = l_731_;
                                                                    } else {
                                                                        local_48 = false;
                                                                    }
                                                                    bool l_732_ = local_48;
                                                                    if (l_732_) {
                                                                        uint64_t l_733_ = l_729_;
                                                                        uint64_t l_734_ = (l_733_ >> uint(52uL));
                                                                        uint64_t l_735_ = (l_734_ - 23uL);
                                                                        uint64_t l_736_ = (l_735_ << uint(52uL));
                                                                        double l_737_ = l_736_;
                                                                        l_mut_175_ = l_737_;
                                                                    }
                                                                    double l_738_ = (l_717_ + l_718_);
                                                                    double l_739_ = abs(l_738_);
                                                                    l_mut_152_ = 1.401298464324817e-45L;
                                                                    bool l_740_ = (l_739_ >= 1.1754943508222875e-38L);
                                                                    bool l_741_ = (l_739_ <= 1.7976931348623157e308L);
                                                                    if (l_740_) {
                                                                        local_49 = l_741_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_742_ = local_49;
                                                                    if (l_742_) {
                                                                        uint64_t l_743_ = l_739_;
                                                                        uint64_t l_744_ = (l_743_ >> uint(52uL));
                                                                        uint64_t l_745_ = (l_744_ - 23uL);
                                                                        uint64_t l_746_ = (l_745_ << uint(52uL));
                                                                        double l_747_ = l_746_;
                                                                        l_mut_152_ = l_747_;
                                                                    }
                                                                    double _e1719 = l_mut_175_;
                                                                    double _e1720 = l_mut_152_;
                                                                    bool l_748_ = (_e1719 == _e1720);
                                                                    bool l_749_ = !(l_748_);
                                                                    if (l_749_) {
                                                                        a_715_[0] = 0u;
                                                                    }
                                                                    double _e1725 = l_mut_538_;
                                                                    double l_750_ = (l_133_ * _e1725);
                                                                    double l_751_ = (l_717_ - l_750_);
                                                                    l_mut_175_ = l_751_;
                                                                    if (l_131_) {
                                                                        double l_752_ = (l_751_ - l_718_);
                                                                        double l_753_ = (l_752_ * 7.1362384635298e44L);
                                                                        double l_754_ = floor(l_753_);
                                                                        double l_755_ = (l_754_ * 1.401298464324817e-45L);
                                                                        l_mut_152_ = l_755_;
                                                                        double l_756_ = abs(l_752_);
                                                                        bool l_757_ = (l_756_ >= 1.1754943508222875e-38L);
                                                                        if (l_757_) {
                                                                            float l_758_ = float(l_752_);
                                                                            double l_759_ = double(l_758_);
                                                                            l_mut_152_ = l_759_;
                                                                            double _e1739 = l_mut_152_;
                                                                            bool l_760_ = (_e1739 > l_752_);
                                                                            if (l_760_) {
                                                                                float l_761_ = -(l_758_);
                                                                                uint l_762_ = asuint(l_761_);
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
                                                                                uint _e1756 = l_mut_192_;
                                                                                float l_769_ = asfloat(_e1756);
                                                                                float l_770_ = -(l_769_);
                                                                                double l_771_ = double(l_770_);
                                                                                l_mut_152_ = l_771_;
                                                                            } else {
                                                                                uint l_772_ = asuint(l_758_);
                                                                                uint l_773_ = (l_772_ + 1u);
                                                                                l_mut_192_ = l_773_;
                                                                                uint l_774_ = (l_772_ & 2147483647u);
                                                                                bool l_775_ = (l_774_ == 0u);
                                                                                if (l_775_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_776_ = (l_772_ & 2147483648u);
                                                                                    bool l_777_ = (l_776_ != 0u);
                                                                                    if (l_777_) {
                                                                                        uint l_778_ = (l_772_ - 1u);
                                                                                        l_mut_192_ = l_778_;
                                                                                    }
                                                                                }
                                                                                uint _e1774 = l_mut_192_;
                                                                                float l_779_ = asfloat(_e1774);
                                                                                double l_780_ = double(l_779_);
                                                                                bool l_781_ = (l_780_ <= l_752_);
                                                                                if (l_781_) {
                                                                                    uint l_782_ = asuint(l_758_);
                                                                                    uint l_783_ = (l_782_ + 1u);
                                                                                    l_mut_192_ = l_783_;
                                                                                    uint l_784_ = (l_782_ & 2147483647u);
                                                                                    bool l_785_ = (l_784_ == 0u);
                                                                                    if (l_785_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_786_ = (l_782_ & 2147483648u);
                                                                                        bool l_787_ = (l_786_ != 0u);
                                                                                        if (l_787_) {
                                                                                            uint l_788_ = (l_782_ - 1u);
                                                                                            l_mut_192_ = l_788_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1792 = l_mut_192_;
                                                                                    float l_789_ = asfloat(_e1792);
                                                                                    double l_790_ = double(l_789_);
                                                                                    l_mut_152_ = l_790_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_791_ = (l_751_ + l_718_);
                                                                        double l_792_ = (l_791_ * 7.1362384635298e44L);
                                                                        double l_793_ = floor(l_792_);
                                                                        double l_794_ = (l_793_ * 1.401298464324817e-45L);
                                                                        l_mut_795_ = l_794_;
                                                                        double l_796_ = abs(l_791_);
                                                                        bool l_797_ = (l_796_ >= 1.1754943508222875e-38L);
                                                                        if (l_797_) {
                                                                            float l_798_ = float(l_791_);
                                                                            double l_799_ = double(l_798_);
                                                                            l_mut_795_ = l_799_;
                                                                            double _e1806 = l_mut_795_;
                                                                            bool l_800_ = (_e1806 > l_791_);
                                                                            if (l_800_) {
                                                                                float l_801_ = -(l_798_);
                                                                                uint l_802_ = asuint(l_801_);
                                                                                uint l_803_ = (l_802_ + 1u);
                                                                                l_mut_192_ = l_803_;
                                                                                uint l_804_ = (l_802_ & 2147483647u);
                                                                                bool l_805_ = (l_804_ == 0u);
                                                                                if (l_805_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_806_ = (l_802_ & 2147483648u);
                                                                                    bool l_807_ = (l_806_ != 0u);
                                                                                    if (l_807_) {
                                                                                        uint l_808_ = (l_802_ - 1u);
                                                                                        l_mut_192_ = l_808_;
                                                                                    }
                                                                                }
                                                                                uint _e1823 = l_mut_192_;
                                                                                float l_809_ = asfloat(_e1823);
                                                                                float l_810_ = -(l_809_);
                                                                                double l_811_ = double(l_810_);
                                                                                l_mut_795_ = l_811_;
                                                                            } else {
                                                                                uint l_812_ = asuint(l_798_);
                                                                                uint l_813_ = (l_812_ + 1u);
                                                                                l_mut_192_ = l_813_;
                                                                                uint l_814_ = (l_812_ & 2147483647u);
                                                                                bool l_815_ = (l_814_ == 0u);
                                                                                if (l_815_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_816_ = (l_812_ & 2147483648u);
                                                                                    bool l_817_ = (l_816_ != 0u);
                                                                                    if (l_817_) {
                                                                                        uint l_818_ = (l_812_ - 1u);
                                                                                        l_mut_192_ = l_818_;
                                                                                    }
                                                                                }
                                                                                uint _e1841 = l_mut_192_;
                                                                                float l_819_ = asfloat(_e1841);
                                                                                double l_820_ = double(l_819_);
                                                                                bool l_821_ = (l_820_ <= l_791_);
                                                                                if (l_821_) {
                                                                                    uint l_822_ = asuint(l_798_);
                                                                                    uint l_823_ = (l_822_ + 1u);
                                                                                    l_mut_192_ = l_823_;
                                                                                    uint l_824_ = (l_822_ & 2147483647u);
                                                                                    bool l_825_ = (l_824_ == 0u);
                                                                                    if (l_825_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_826_ = (l_822_ & 2147483648u);
                                                                                        bool l_827_ = (l_826_ != 0u);
                                                                                        if (l_827_) {
                                                                                            uint l_828_ = (l_822_ - 1u);
                                                                                            l_mut_192_ = l_828_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1859 = l_mut_192_;
                                                                                    float l_829_ = asfloat(_e1859);
                                                                                    double l_830_ = double(l_829_);
                                                                                    l_mut_795_ = l_830_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1862 = l_mut_152_;
                                                                        double _e1863 = l_mut_795_;
                                                                        bool l_831_ = (_e1862 == _e1863);
                                                                        bool l_832_ = !(l_831_);
                                                                        if (l_832_) {
                                                                            a_715_[0] = 0u;
                                                                        }
                                                                        double l_833_ = (l_751_ * 7.1362384635298e44L);
                                                                        double l_834_ = floor(l_833_);
                                                                        double l_835_ = (l_834_ * 1.401298464324817e-45L);
                                                                        l_mut_795_ = l_835_;
                                                                        double l_836_ = abs(l_751_);
                                                                        bool l_837_ = (l_836_ >= 1.1754943508222875e-38L);
                                                                        if (l_837_) {
                                                                            float l_838_ = float(l_751_);
                                                                            double l_839_ = double(l_838_);
                                                                            l_mut_795_ = l_839_;
                                                                            double _e1878 = l_mut_795_;
                                                                            bool l_840_ = (_e1878 > l_751_);
                                                                            if (l_840_) {
                                                                                float l_841_ = -(l_838_);
                                                                                uint l_842_ = asuint(l_841_);
                                                                                uint l_843_ = (l_842_ + 1u);
                                                                                l_mut_192_ = l_843_;
                                                                                uint l_844_ = (l_842_ & 2147483647u);
                                                                                bool l_845_ = (l_844_ == 0u);
                                                                                if (l_845_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_846_ = (l_842_ & 2147483648u);
                                                                                    bool l_847_ = (l_846_ != 0u);
                                                                                    if (l_847_) {
                                                                                        uint l_848_ = (l_842_ - 1u);
                                                                                        l_mut_192_ = l_848_;
                                                                                    }
                                                                                }
                                                                                uint _e1895 = l_mut_192_;
                                                                                float l_849_ = asfloat(_e1895);
                                                                                float l_850_ = -(l_849_);
                                                                                double l_851_ = double(l_850_);
                                                                                l_mut_795_ = l_851_;
                                                                            } else {
                                                                                uint l_852_ = asuint(l_838_);
                                                                                uint l_853_ = (l_852_ + 1u);
                                                                                l_mut_192_ = l_853_;
                                                                                uint l_854_ = (l_852_ & 2147483647u);
                                                                                bool l_855_ = (l_854_ == 0u);
                                                                                if (l_855_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_856_ = (l_852_ & 2147483648u);
                                                                                    bool l_857_ = (l_856_ != 0u);
                                                                                    if (l_857_) {
                                                                                        uint l_858_ = (l_852_ - 1u);
                                                                                        l_mut_192_ = l_858_;
                                                                                    }
                                                                                }
                                                                                uint _e1913 = l_mut_192_;
                                                                                float l_859_ = asfloat(_e1913);
                                                                                double l_860_ = double(l_859_);
                                                                                bool l_861_ = (l_860_ <= l_751_);
                                                                                if (l_861_) {
                                                                                    uint l_862_ = asuint(l_838_);
                                                                                    uint l_863_ = (l_862_ + 1u);
                                                                                    l_mut_192_ = l_863_;
                                                                                    uint l_864_ = (l_862_ & 2147483647u);
                                                                                    bool l_865_ = (l_864_ == 0u);
                                                                                    if (l_865_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_866_ = (l_862_ & 2147483648u);
                                                                                        bool l_867_ = (l_866_ != 0u);
                                                                                        if (l_867_) {
                                                                                            uint l_868_ = (l_862_ - 1u);
                                                                                            l_mut_192_ = l_868_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1931 = l_mut_192_;
                                                                                    float l_869_ = asfloat(_e1931);
                                                                                    double l_870_ = double(l_869_);
                                                                                    l_mut_795_ = l_870_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1934 = l_mut_795_;
                                                                        l_mut_175_ = _e1934;
                                                                    }
                                                                    double _e1935 = l_mut_538_;
                                                                    double l_871_ = (l_133_ * _e1935);
                                                                    double l_872_ = (l_717_ + l_871_);
                                                                    l_mut_795_ = l_872_;
                                                                    if (l_131_) {
                                                                        double l_873_ = (l_872_ - l_718_);
                                                                        double l_874_ = (l_873_ * 7.1362384635298e44L);
                                                                        double l_875_ = floor(l_874_);
                                                                        double l_876_ = (l_875_ * 1.401298464324817e-45L);
                                                                        l_mut_538_ = l_876_;
                                                                        double l_877_ = abs(l_873_);
                                                                        bool l_878_ = (l_877_ >= 1.1754943508222875e-38L);
                                                                        if (l_878_) {
                                                                            float l_879_ = float(l_873_);
                                                                            double l_880_ = double(l_879_);
                                                                            l_mut_538_ = l_880_;
                                                                            double _e1949 = l_mut_538_;
                                                                            bool l_881_ = (_e1949 > l_873_);
                                                                            if (l_881_) {
                                                                                float l_882_ = -(l_879_);
                                                                                uint l_883_ = asuint(l_882_);
                                                                                uint l_884_ = (l_883_ + 1u);
                                                                                l_mut_192_ = l_884_;
                                                                                uint l_885_ = (l_883_ & 2147483647u);
                                                                                bool l_886_ = (l_885_ == 0u);
                                                                                if (l_886_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_887_ = (l_883_ & 2147483648u);
                                                                                    bool l_888_ = (l_887_ != 0u);
                                                                                    if (l_888_) {
                                                                                        uint l_889_ = (l_883_ - 1u);
                                                                                        l_mut_192_ = l_889_;
                                                                                    }
                                                                                }
                                                                                uint _e1966 = l_mut_192_;
                                                                                float l_890_ = asfloat(_e1966);
                                                                                float l_891_ = -(l_890_);
                                                                                double l_892_ = double(l_891_);
                                                                                l_mut_538_ = l_892_;
                                                                            } else {
                                                                                uint l_893_ = asuint(l_879_);
                                                                                uint l_894_ = (l_893_ + 1u);
                                                                                l_mut_192_ = l_894_;
                                                                                uint l_895_ = (l_893_ & 2147483647u);
                                                                                bool l_896_ = (l_895_ == 0u);
                                                                                if (l_896_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_897_ = (l_893_ & 2147483648u);
                                                                                    bool l_898_ = (l_897_ != 0u);
                                                                                    if (l_898_) {
                                                                                        uint l_899_ = (l_893_ - 1u);
                                                                                        l_mut_192_ = l_899_;
                                                                                    }
                                                                                }
                                                                                uint _e1984 = l_mut_192_;
                                                                                float l_900_ = asfloat(_e1984);
                                                                                double l_901_ = double(l_900_);
                                                                                bool l_902_ = (l_901_ <= l_873_);
                                                                                if (l_902_) {
                                                                                    uint l_903_ = asuint(l_879_);
                                                                                    uint l_904_ = (l_903_ + 1u);
                                                                                    l_mut_192_ = l_904_;
                                                                                    uint l_905_ = (l_903_ & 2147483647u);
                                                                                    bool l_906_ = (l_905_ == 0u);
                                                                                    if (l_906_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_907_ = (l_903_ & 2147483648u);
                                                                                        bool l_908_ = (l_907_ != 0u);
                                                                                        if (l_908_) {
                                                                                            uint l_909_ = (l_903_ - 1u);
                                                                                            l_mut_192_ = l_909_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2002 = l_mut_192_;
                                                                                    float l_910_ = asfloat(_e2002);
                                                                                    double l_911_ = double(l_910_);
                                                                                    l_mut_538_ = l_911_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_912_ = (l_872_ + l_718_);
                                                                        double l_913_ = (l_912_ * 7.1362384635298e44L);
                                                                        double l_914_ = floor(l_913_);
                                                                        double l_915_ = (l_914_ * 1.401298464324817e-45L);
                                                                        l_mut_152_ = l_915_;
                                                                        double l_916_ = abs(l_912_);
                                                                        bool l_917_ = (l_916_ >= 1.1754943508222875e-38L);
                                                                        if (l_917_) {
                                                                            float l_918_ = float(l_912_);
                                                                            double l_919_ = double(l_918_);
                                                                            l_mut_152_ = l_919_;
                                                                            double _e2016 = l_mut_152_;
                                                                            bool l_920_ = (_e2016 > l_912_);
                                                                            if (l_920_) {
                                                                                float l_921_ = -(l_918_);
                                                                                uint l_922_ = asuint(l_921_);
                                                                                uint l_923_ = (l_922_ + 1u);
                                                                                l_mut_192_ = l_923_;
                                                                                uint l_924_ = (l_922_ & 2147483647u);
                                                                                bool l_925_ = (l_924_ == 0u);
                                                                                if (l_925_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_926_ = (l_922_ & 2147483648u);
                                                                                    bool l_927_ = (l_926_ != 0u);
                                                                                    if (l_927_) {
                                                                                        uint l_928_ = (l_922_ - 1u);
                                                                                        l_mut_192_ = l_928_;
                                                                                    }
                                                                                }
                                                                                uint _e2033 = l_mut_192_;
                                                                                float l_929_ = asfloat(_e2033);
                                                                                float l_930_ = -(l_929_);
                                                                                double l_931_ = double(l_930_);
                                                                                l_mut_152_ = l_931_;
                                                                            } else {
                                                                                uint l_932_ = asuint(l_918_);
                                                                                uint l_933_ = (l_932_ + 1u);
                                                                                l_mut_192_ = l_933_;
                                                                                uint l_934_ = (l_932_ & 2147483647u);
                                                                                bool l_935_ = (l_934_ == 0u);
                                                                                if (l_935_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_936_ = (l_932_ & 2147483648u);
                                                                                    bool l_937_ = (l_936_ != 0u);
                                                                                    if (l_937_) {
                                                                                        uint l_938_ = (l_932_ - 1u);
                                                                                        l_mut_192_ = l_938_;
                                                                                    }
                                                                                }
                                                                                uint _e2051 = l_mut_192_;
                                                                                float l_939_ = asfloat(_e2051);
                                                                                double l_940_ = double(l_939_);
                                                                                bool l_941_ = (l_940_ <= l_912_);
                                                                                if (l_941_) {
                                                                                    uint l_942_ = asuint(l_918_);
                                                                                    uint l_943_ = (l_942_ + 1u);
                                                                                    l_mut_192_ = l_943_;
                                                                                    uint l_944_ = (l_942_ & 2147483647u);
                                                                                    bool l_945_ = (l_944_ == 0u);
                                                                                    if (l_945_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_946_ = (l_942_ & 2147483648u);
                                                                                        bool l_947_ = (l_946_ != 0u);
                                                                                        if (l_947_) {
                                                                                            uint l_948_ = (l_942_ - 1u);
                                                                                            l_mut_192_ = l_948_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2069 = l_mut_192_;
                                                                                    float l_949_ = asfloat(_e2069);
                                                                                    double l_950_ = double(l_949_);
                                                                                    l_mut_152_ = l_950_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2072 = l_mut_538_;
                                                                        double _e2073 = l_mut_152_;
                                                                        bool l_951_ = (_e2072 == _e2073);
                                                                        bool l_952_ = !(l_951_);
                                                                        if (l_952_) {
                                                                            a_715_[0] = 0u;
                                                                        }
                                                                        double l_953_ = -(l_872_);
                                                                        double l_954_ = (l_953_ * 7.1362384635298e44L);
                                                                        double l_955_ = floor(l_954_);
                                                                        double l_956_ = (l_955_ * 1.401298464324817e-45L);
                                                                        l_mut_538_ = l_956_;
                                                                        double l_957_ = abs(l_953_);
                                                                        bool l_958_ = (l_957_ >= 1.1754943508222875e-38L);
                                                                        if (l_958_) {
                                                                            float l_959_ = float(l_953_);
                                                                            double l_960_ = double(l_959_);
                                                                            l_mut_538_ = l_960_;
                                                                            double _e2089 = l_mut_538_;
                                                                            bool l_961_ = (_e2089 > l_953_);
                                                                            if (l_961_) {
                                                                                float l_962_ = -(l_959_);
                                                                                uint l_963_ = asuint(l_962_);
                                                                                uint l_964_ = (l_963_ + 1u);
                                                                                l_mut_192_ = l_964_;
                                                                                uint l_965_ = (l_963_ & 2147483647u);
                                                                                bool l_966_ = (l_965_ == 0u);
                                                                                if (l_966_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_967_ = (l_963_ & 2147483648u);
                                                                                    bool l_968_ = (l_967_ != 0u);
                                                                                    if (l_968_) {
                                                                                        uint l_969_ = (l_963_ - 1u);
                                                                                        l_mut_192_ = l_969_;
                                                                                    }
                                                                                }
                                                                                uint _e2106 = l_mut_192_;
                                                                                float l_970_ = asfloat(_e2106);
                                                                                float l_971_ = -(l_970_);
                                                                                double l_972_ = double(l_971_);
                                                                                l_mut_538_ = l_972_;
                                                                            } else {
                                                                                uint l_973_ = asuint(l_959_);
                                                                                uint l_974_ = (l_973_ + 1u);
                                                                                l_mut_192_ = l_974_;
                                                                                uint l_975_ = (l_973_ & 2147483647u);
                                                                                bool l_976_ = (l_975_ == 0u);
                                                                                if (l_976_) {
                                                                                    l_mut_192_ = 1u;
                                                                                } else {
                                                                                    uint l_977_ = (l_973_ & 2147483648u);
                                                                                    bool l_978_ = (l_977_ != 0u);
                                                                                    if (l_978_) {
                                                                                        uint l_979_ = (l_973_ - 1u);
                                                                                        l_mut_192_ = l_979_;
                                                                                    }
                                                                                }
                                                                                uint _e2124 = l_mut_192_;
                                                                                float l_980_ = asfloat(_e2124);
                                                                                double l_981_ = double(l_980_);
                                                                                bool l_982_ = (l_981_ <= l_953_);
                                                                                if (l_982_) {
                                                                                    uint l_983_ = asuint(l_959_);
                                                                                    uint l_984_ = (l_983_ + 1u);
                                                                                    l_mut_192_ = l_984_;
                                                                                    uint l_985_ = (l_983_ & 2147483647u);
                                                                                    bool l_986_ = (l_985_ == 0u);
                                                                                    if (l_986_) {
                                                                                        l_mut_192_ = 1u;
                                                                                    } else {
                                                                                        uint l_987_ = (l_983_ & 2147483648u);
                                                                                        bool l_988_ = (l_987_ != 0u);
                                                                                        if (l_988_) {
                                                                                            uint l_989_ = (l_983_ - 1u);
                                                                                            l_mut_192_ = l_989_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2142 = l_mut_192_;
                                                                                    float l_990_ = asfloat(_e2142);
                                                                                    double l_991_ = double(l_990_);
                                                                                    l_mut_538_ = l_991_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2145 = l_mut_538_;
                                                                        double l_992_ = -(_e2145);
                                                                        l_mut_795_ = l_992_;
                                                                    }
                                                                    l_mut_192_ = 0u;
                                                                    double _e2148 = l_mut_175_;
                                                                    bool l_993_ = (_e2148 <= 0.0L);
                                                                    double _e2151 = l_mut_795_;
                                                                    bool l_994_ = (_e2151 >= 0.0L);
                                                                    if (l_993_) {
                                                                        local_50 = l_994_;
                                                                    } else {
                                                                        local_50 = false;
                                                                    }
                                                                    bool l_995_ = local_50;
                                                                    bool l_996_ = !(l_995_);
                                                                    if (l_996_) {
                                                                        double _e2160 = l_mut_795_;
                                                                        double l_997_ = (1.0L / _e2160);
                                                                        double _e2163 = l_mut_175_;
                                                                        double l_998_ = (1.0L / _e2163);
                                                                        double l_999_ = abs(l_997_);
                                                                        double l_1000_ = (l_999_ * 1.4551915228366852e-11L);
                                                                        double l_1001_ = abs(l_998_);
                                                                        double l_1002_ = (l_1001_ * 1.4551915228366852e-11L);
                                                                        double l_1003_ = (l_997_ - l_1000_);
                                                                        double l_1004_ = abs(l_1003_);
                                                                        l_mut_795_ = 1.401298464324817e-45L;
                                                                        bool l_1005_ = (l_1004_ >= 1.1754943508222875e-38L);
                                                                        bool l_1006_ = (l_1004_ <= 1.7976931348623157e308L);
                                                                        if (l_1005_) {
                                                                            local_51 = l_1006_;
                                                                        } else {
                                                                            local_51 = false;
                                                                        }
                                                                        bool l_1007_ = local_51;
                                                                        if (l_1007_) {
                                                                            uint64_t l_1008_ = l_1004_;
                                                                            uint64_t l_1009_ = (l_1008_ >> uint(52uL));
                                                                            uint64_t l_1010_ = (l_1009_ - 23uL);
                                                                            uint64_t l_1011_ = (l_1010_ << uint(52uL));
                                                                            double l_1012_ = l_1011_;
                                                                            l_mut_795_ = l_1012_;
                                                                        }
                                                                        double l_1013_ = (l_997_ + l_1000_);
                                                                        double l_1014_ = abs(l_1013_);
                                                                        l_mut_538_ = 1.401298464324817e-45L;
                                                                        bool l_1015_ = (l_1014_ >= 1.1754943508222875e-38L);
                                                                        bool l_1016_ = (l_1014_ <= 1.7976931348623157e308L);
                                                                        if (l_1015_) {
                                                                            local_52 = l_1016_;
                                                                        } else {
                                                                            local_52 = false;
                                                                        }
                                                                        bool l_1017_ = local_52;
                                                                        if (l_1017_) {
                                                                            uint64_t l_1018_ = l_1014_;
                                                                            uint64_t l_1019_ = (l_1018_ >> uint(52uL));
                                                                            uint64_t l_1020_ = (l_1019_ - 23uL);
                                                                            uint64_t l_1021_ = (l_1020_ << uint(52uL));
                                                                            double l_1022_ = l_1021_;
                                                                            l_mut_538_ = l_1022_;
                                                                        }
                                                                        double _e2217 = l_mut_795_;
                                                                        double _e2218 = l_mut_538_;
                                                                        bool l_1023_ = (_e2217 == _e2218);
                                                                        bool l_1024_ = !(l_1023_);
                                                                        double l_1025_ = (l_998_ - l_1002_);
                                                                        double l_1026_ = abs(l_1025_);
                                                                        l_mut_795_ = 1.401298464324817e-45L;
                                                                        bool l_1027_ = (l_1026_ >= 1.1754943508222875e-38L);
                                                                        bool l_1028_ = (l_1026_ <= 1.7976931348623157e308L);
                                                                        if (l_1027_) {
                                                                            local_53 = l_1028_;
                                                                        } else {
                                                                            local_53 = false;
                                                                        }
                                                                        bool l_1029_ = local_53;
                                                                        if (l_1029_) {
                                                                            uint64_t l_1030_ = l_1026_;
                                                                            uint64_t l_1031_ = (l_1030_ >> uint(52uL));
                                                                            uint64_t l_1032_ = (l_1031_ - 23uL);
                                                                            uint64_t l_1033_ = (l_1032_ << uint(52uL));
                                                                            double l_1034_ = l_1033_;
                                                                            l_mut_795_ = l_1034_;
                                                                        }
                                                                        double l_1035_ = (l_998_ + l_1002_);
                                                                        double l_1036_ = abs(l_1035_);
                                                                        l_mut_538_ = 1.401298464324817e-45L;
                                                                        bool l_1037_ = (l_1036_ >= 1.1754943508222875e-38L);
                                                                        bool l_1038_ = (l_1036_ <= 1.7976931348623157e308L);
                                                                        if (l_1037_) {
                                                                            local_54 = l_1038_;
                                                                        } else {
                                                                            local_54 = false;
                                                                        }
                                                                        bool l_1039_ = local_54;
                                                                        if (l_1039_) {
                                                                            uint64_t l_1040_ = l_1036_;
                                                                            uint64_t l_1041_ = (l_1040_ >> uint(52uL));
                                                                            uint64_t l_1042_ = (l_1041_ - 23uL);
                                                                            uint64_t l_1043_ = (l_1042_ << uint(52uL));
                                                                            double l_1044_ = l_1043_;
                                                                            l_mut_538_ = l_1044_;
                                                                        }
                                                                        double _e2267 = l_mut_795_;
                                                                        double _e2268 = l_mut_538_;
                                                                        bool l_1045_ = (_e2267 == _e2268);
                                                                        bool l_1046_ = !(l_1045_);
                                                                        if (!(l_1024_)) {
                                                                            local_55 = l_1046_;
                                                                        } else {
                                                                            local_55 = true;
                                                                        }
                                                                        bool l_1047_ = local_55;
                                                                        if (l_1047_) {
                                                                            a_715_[0] = 0u;
                                                                        }
                                                                        double l_1048_ = abs(l_997_);
                                                                        l_mut_795_ = 1.401298464324817e-45L;
                                                                        bool l_1049_ = (l_1048_ >= 1.1754943508222875e-38L);
                                                                        bool l_1050_ = (l_1048_ <= 1.7976931348623157e308L);
                                                                        if (l_1049_) {
                                                                            local_56 = l_1050_;
                                                                        } else {
                                                                            local_56 = false;
                                                                        }
                                                                        bool l_1051_ = local_56;
                                                                        if (l_1051_) {
                                                                            uint64_t l_1052_ = l_1048_;
                                                                            uint64_t l_1053_ = (l_1052_ >> uint(52uL));
                                                                            uint64_t l_1054_ = (l_1053_ - 23uL);
                                                                            uint64_t l_1055_ = (l_1054_ << uint(52uL));
                                                                            double l_1056_ = l_1055_;
                                                                            l_mut_795_ = l_1056_;
                                                                        }
                                                                        double _e2300 = l_mut_795_;
                                                                        double l_1057_ = (l_136_ * _e2300);
                                                                        double l_1058_ = (l_997_ - l_1057_);
                                                                        double l_1059_ = abs(l_998_);
                                                                        l_mut_795_ = 1.401298464324817e-45L;
                                                                        bool l_1060_ = (l_1059_ >= 1.1754943508222875e-38L);
                                                                        bool l_1061_ = (l_1059_ <= 1.7976931348623157e308L);
                                                                        if (l_1060_) {
                                                                            local_57 = l_1061_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1062_ = local_57;
                                                                        if (l_1062_) {
                                                                            uint64_t l_1063_ = l_1059_;
                                                                            uint64_t l_1064_ = (l_1063_ >> uint(52uL));
                                                                            uint64_t l_1065_ = (l_1064_ - 23uL);
                                                                            uint64_t l_1066_ = (l_1065_ << uint(52uL));
                                                                            double l_1067_ = l_1066_;
                                                                            l_mut_795_ = l_1067_;
                                                                        }
                                                                        double _e2325 = l_mut_795_;
                                                                        double l_1068_ = (l_136_ * _e2325);
                                                                        double l_1069_ = (l_998_ + l_1068_);
                                                                        float _e2328 = l_mut_22_;
                                                                        double l_1070_ = double(_e2328);
                                                                        float _e2330 = l_mut_22_;
                                                                        uint l_1071_ = asuint(_e2330);
                                                                        uint l_1072_ = (l_1071_ + 1u);
                                                                        l_mut_162_ = l_1072_;
                                                                        uint l_1073_ = (l_1071_ & 2147483647u);
                                                                        bool l_1074_ = (l_1073_ == 0u);
                                                                        if (l_1074_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_1075_ = (l_1071_ & 2147483648u);
                                                                            bool l_1076_ = (l_1075_ != 0u);
                                                                            if (l_1076_) {
                                                                                uint l_1077_ = (l_1071_ - 1u);
                                                                                l_mut_162_ = l_1077_;
                                                                            }
                                                                        }
                                                                        uint _e2345 = l_mut_162_;
                                                                        float l_1078_ = asfloat(_e2345);
                                                                        double l_1079_ = double(l_1078_);
                                                                        float _e2348 = l_mut_22_;
                                                                        float l_1080_ = -(_e2348);
                                                                        uint l_1081_ = asuint(l_1080_);
                                                                        uint l_1082_ = (l_1081_ + 1u);
                                                                        l_mut_162_ = l_1082_;
                                                                        uint l_1083_ = (l_1081_ & 2147483647u);
                                                                        bool l_1084_ = (l_1083_ == 0u);
                                                                        if (l_1084_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            uint l_1085_ = (l_1081_ & 2147483648u);
                                                                            bool l_1086_ = (l_1085_ != 0u);
                                                                            if (l_1086_) {
                                                                                uint l_1087_ = (l_1081_ - 1u);
                                                                                l_mut_162_ = l_1087_;
                                                                            }
                                                                        }
                                                                        uint _e2364 = l_mut_162_;
                                                                        float l_1088_ = asfloat(_e2364);
                                                                        float l_1089_ = -(l_1088_);
                                                                        double l_1090_ = double(l_1089_);
                                                                        double l_1091_ = (l_1058_ + l_1000_);
                                                                        bool l_1092_ = (l_1091_ <= l_1070_);
                                                                        l_mut_222_ = l_1092_;
                                                                        double l_1093_ = (l_1058_ - l_1000_);
                                                                        bool l_1094_ = (l_1093_ > l_1070_);
                                                                        l_mut_219_ = l_1094_;
                                                                        double l_1095_ = (l_1069_ - l_1002_);
                                                                        bool l_1096_ = (l_1095_ >= l_1070_);
                                                                        l_mut_216_ = l_1096_;
                                                                        double l_1097_ = (l_1069_ + l_1002_);
                                                                        bool l_1098_ = (l_1097_ < l_1070_);
                                                                        l_mut_213_ = l_1098_;
                                                                        if (l_131_) {
                                                                            double l_1099_ = (l_1058_ + l_1000_);
                                                                            bool l_1100_ = (l_1099_ < l_1079_);
                                                                            l_mut_222_ = l_1100_;
                                                                            double l_1101_ = (l_1058_ - l_1000_);
                                                                            bool l_1102_ = (l_1101_ >= l_1079_);
                                                                            l_mut_219_ = l_1102_;
                                                                            double l_1103_ = (l_1069_ - l_1002_);
                                                                            bool l_1104_ = (l_1103_ > l_1090_);
                                                                            l_mut_216_ = l_1104_;
                                                                            double l_1105_ = (l_1069_ + l_1002_);
                                                                            bool l_1106_ = (l_1105_ <= l_1090_);
                                                                            l_mut_213_ = l_1106_;
                                                                        }
                                                                        l_mut_162_ = 2u;
                                                                        bool _e2385 = l_mut_219_;
                                                                        if (!(_e2385)) {
                                                                            bool _e2389 = l_mut_213_;
                                                                            local_58 = _e2389;
                                                                        } else {
                                                                            local_58 = true;
                                                                        }
                                                                        bool l_1107_ = local_58;
                                                                        if (l_1107_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e2393 = l_mut_222_;
                                                                            if (_e2393) {
                                                                                bool _e2396 = l_mut_216_;
                                                                                local_59 = _e2396;
                                                                            } else {
                                                                                local_59 = false;
                                                                            }
                                                                            bool l_1108_ = local_59;
                                                                            if (l_1108_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2400 = l_mut_162_;
                                                                        l_mut_192_ = _e2400;
                                                                    }
                                                                    uint l_1109_ = a_715_[0];
                                                                    bool l_1110_ = (l_1109_ == 0u);
                                                                    if (l_1110_) {
                                                                        l_mut_192_ = 2u;
                                                                    }
                                                                    uint _e2406 = l_mut_192_;
                                                                    l_mut_145_ = _e2406;
                                                                } else {
                                                                    bool l_1111_ = (l_127_ == 10u);
                                                                    if (l_1111_) {
                                                                        double l_1112_ = sqrt(l_140_);
                                                                        double l_1113_ = (1.0L / l_1112_);
                                                                        double l_1114_ = (l_1113_ * 1.4551915228366852e-11L);
                                                                        double l_1115_ = abs(l_1113_);
                                                                        l_mut_795_ = 1.401298464324817e-45L;
                                                                        bool l_1116_ = (l_1115_ >= 1.1754943508222875e-38L);
                                                                        bool l_1117_ = (l_1115_ <= 1.7976931348623157e308L);
                                                                        if (l_1116_) {
                                                                            local_60 = l_1117_;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1118_ = local_60;
                                                                        if (l_1118_) {
                                                                            uint64_t l_1119_ = l_1115_;
                                                                            uint64_t l_1120_ = (l_1119_ >> uint(52uL));
                                                                            uint64_t l_1121_ = (l_1120_ - 23uL);
                                                                            uint64_t l_1122_ = (l_1121_ << uint(52uL));
                                                                            double l_1123_ = l_1122_;
                                                                            l_mut_795_ = l_1123_;
                                                                        }
                                                                        double _e2436 = l_mut_795_;
                                                                        double l_1124_ = (l_133_ * _e2436);
                                                                        double l_1125_ = (l_1113_ - l_1124_);
                                                                        double l_1126_ = (l_140_ * l_1125_);
                                                                        double _e2440 = l_mut_795_;
                                                                        double l_1127_ = (l_133_ * _e2440);
                                                                        double l_1128_ = (l_1113_ + l_1127_);
                                                                        double l_1129_ = (l_140_ * l_1128_);
                                                                        l_mut_192_ = 2u;
                                                                        double l_1130_ = (l_1113_ - l_1114_);
                                                                        double l_1131_ = abs(l_1130_);
                                                                        l_mut_795_ = 1.401298464324817e-45L;
                                                                        bool l_1132_ = (l_1131_ >= 1.1754943508222875e-38L);
                                                                        bool l_1133_ = (l_1131_ <= 1.7976931348623157e308L);
                                                                        if (l_1132_) {
                                                                            local_61 = l_1133_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1134_ = local_61;
                                                                        if (l_1134_) {
                                                                            uint64_t l_1135_ = l_1131_;
                                                                            uint64_t l_1136_ = (l_1135_ >> uint(52uL));
                                                                            uint64_t l_1137_ = (l_1136_ - 23uL);
                                                                            uint64_t l_1138_ = (l_1137_ << uint(52uL));
                                                                            double l_1139_ = l_1138_;
                                                                            l_mut_795_ = l_1139_;
                                                                        }
                                                                        double l_1140_ = (l_1113_ + l_1114_);
                                                                        double l_1141_ = abs(l_1140_);
                                                                        l_mut_538_ = 1.401298464324817e-45L;
                                                                        bool l_1142_ = (l_1141_ >= 1.1754943508222875e-38L);
                                                                        bool l_1143_ = (l_1141_ <= 1.7976931348623157e308L);
                                                                        if (l_1142_) {
                                                                            local_62 = l_1143_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1144_ = local_62;
                                                                        if (l_1144_) {
                                                                            uint64_t l_1145_ = l_1141_;
                                                                            uint64_t l_1146_ = (l_1145_ >> uint(52uL));
                                                                            uint64_t l_1147_ = (l_1146_ - 23uL);
                                                                            uint64_t l_1148_ = (l_1147_ << uint(52uL));
                                                                            double l_1149_ = l_1148_;
                                                                            l_mut_538_ = l_1149_;
                                                                        }
                                                                        double _e2491 = l_mut_795_;
                                                                        double _e2492 = l_mut_538_;
                                                                        bool l_1150_ = (_e2491 == _e2492);
                                                                        if (l_1150_) {
                                                                            double l_1151_ = abs(l_1126_);
                                                                            double l_1152_ = (l_1151_ * 1.4551915228366852e-11L);
                                                                            double l_1153_ = abs(l_1129_);
                                                                            double l_1154_ = (l_1153_ * 1.4551915228366852e-11L);
                                                                            float _e2500 = l_mut_22_;
                                                                            double l_1155_ = double(_e2500);
                                                                            float _e2502 = l_mut_22_;
                                                                            uint l_1156_ = asuint(_e2502);
                                                                            uint l_1157_ = (l_1156_ + 1u);
                                                                            l_mut_162_ = l_1157_;
                                                                            uint l_1158_ = (l_1156_ & 2147483647u);
                                                                            bool l_1159_ = (l_1158_ == 0u);
                                                                            if (l_1159_) {
                                                                                l_mut_162_ = 1u;
                                                                            } else {
                                                                                uint l_1160_ = (l_1156_ & 2147483648u);
                                                                                bool l_1161_ = (l_1160_ != 0u);
                                                                                if (l_1161_) {
                                                                                    uint l_1162_ = (l_1156_ - 1u);
                                                                                    l_mut_162_ = l_1162_;
                                                                                }
                                                                            }
                                                                            uint _e2517 = l_mut_162_;
                                                                            float l_1163_ = asfloat(_e2517);
                                                                            double l_1164_ = double(l_1163_);
                                                                            float _e2520 = l_mut_22_;
                                                                            float l_1165_ = -(_e2520);
                                                                            uint l_1166_ = asuint(l_1165_);
                                                                            uint l_1167_ = (l_1166_ + 1u);
                                                                            l_mut_162_ = l_1167_;
                                                                            uint l_1168_ = (l_1166_ & 2147483647u);
                                                                            bool l_1169_ = (l_1168_ == 0u);
                                                                            if (l_1169_) {
                                                                                l_mut_162_ = 1u;
                                                                            } else {
                                                                                uint l_1170_ = (l_1166_ & 2147483648u);
                                                                                bool l_1171_ = (l_1170_ != 0u);
                                                                                if (l_1171_) {
                                                                                    uint l_1172_ = (l_1166_ - 1u);
                                                                                    l_mut_162_ = l_1172_;
                                                                                }
                                                                            }
                                                                            uint _e2536 = l_mut_162_;
                                                                            float l_1173_ = asfloat(_e2536);
                                                                            float l_1174_ = -(l_1173_);
                                                                            double l_1175_ = double(l_1174_);
                                                                            double l_1176_ = (l_1126_ + l_1152_);
                                                                            bool l_1177_ = (l_1176_ <= l_1155_);
                                                                            l_mut_222_ = l_1177_;
                                                                            double l_1178_ = (l_1126_ - l_1152_);
                                                                            bool l_1179_ = (l_1178_ > l_1155_);
                                                                            l_mut_219_ = l_1179_;
                                                                            double l_1180_ = (l_1129_ - l_1154_);
                                                                            bool l_1181_ = (l_1180_ >= l_1155_);
                                                                            l_mut_216_ = l_1181_;
                                                                            double l_1182_ = (l_1129_ + l_1154_);
                                                                            bool l_1183_ = (l_1182_ < l_1155_);
                                                                            l_mut_213_ = l_1183_;
                                                                            double l_1184_ = (l_1126_ + l_1152_);
                                                                            bool l_1185_ = (l_1184_ < l_1164_);
                                                                            l_mut_222_ = l_1185_;
                                                                            double l_1186_ = (l_1126_ - l_1152_);
                                                                            bool l_1187_ = (l_1186_ >= l_1164_);
                                                                            l_mut_219_ = l_1187_;
                                                                            double l_1188_ = (l_1129_ - l_1154_);
                                                                            bool l_1189_ = (l_1188_ > l_1175_);
                                                                            l_mut_216_ = l_1189_;
                                                                            double l_1190_ = (l_1129_ + l_1154_);
                                                                            bool l_1191_ = (l_1190_ <= l_1175_);
                                                                            l_mut_213_ = l_1191_;
                                                                            l_mut_162_ = 2u;
                                                                            bool _e2557 = l_mut_219_;
                                                                            if (!(_e2557)) {
                                                                                bool _e2561 = l_mut_213_;
                                                                                local_63 = _e2561;
                                                                            } else {
                                                                                local_63 = true;
                                                                            }
                                                                            bool l_1192_ = local_63;
                                                                            if (l_1192_) {
                                                                                l_mut_162_ = 1u;
                                                                            } else {
                                                                                bool _e2565 = l_mut_222_;
                                                                                if (_e2565) {
                                                                                    bool _e2568 = l_mut_216_;
                                                                                    local_64 = _e2568;
                                                                                } else {
                                                                                    local_64 = false;
                                                                                }
                                                                                bool l_1193_ = local_64;
                                                                                if (l_1193_) {
                                                                                    l_mut_162_ = 0u;
                                                                                }
                                                                            }
                                                                            uint _e2572 = l_mut_162_;
                                                                            l_mut_192_ = _e2572;
                                                                        }
                                                                        uint _e2573 = l_mut_192_;
                                                                        l_mut_145_ = _e2573;
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
                            uint l_1194_ = a_144_[0];
                            bool l_1195_ = (l_1194_ == 0u);
                            if (l_1195_) {
                                l_mut_145_ = 2u;
                            }
                            uint _e2579 = l_mut_125_;
                            uint _e2581 = l_mut_145_;
                            a_10_[min(uint(_e2579), 7u)] = _e2581;
                            uint _e2582 = l_mut_125_;
                            uint l_1196_ = a_10_[min(uint(_e2582), 7u)];
                            bool l_1197_ = (l_1196_ == 2u);
                            if (l_1197_) {
                                l_mut_122_ = false;
                            }
                        }
                    }
                }
                uint _e2591 = l_mut_27_;
                bool l_1198_ = (_e2591 == 4294967293u);
                if (l_1198_) {
                    uint l_1199_ = a_8_[0];
                    uint l_1200_ = (l_1199_ + 1u);
                    a_8_[0] = l_1200_;
                } else {
                    bool _e2599 = l_mut_122_;
                    if (_e2599) {
                        l_mut_795_ = l_115_;
                        double _e2600 = l_mut_795_;
                        bool l_1201_ = (_e2600 < -17.0L);
                        if (l_1201_) {
                            l_mut_795_ = -17.0L;
                        }
                        double _e2604 = l_mut_795_;
                        bool l_1202_ = (_e2604 > 17.0L);
                        if (l_1202_) {
                            l_mut_795_ = 17.0L;
                        }
                        double _e2608 = l_mut_795_;
                        double l_1203_ = (_e2608 + 16.0L);
                        double l_1204_ = (l_1203_ + 1.0L);
                        uint l_1205_ = naga_f2u32(l_1204_);
                        uint l_1206_ = (2u + l_1205_);
                        uint l_1207_ = a_8_[min(uint(l_1206_), 64u)];
                        uint l_1208_ = (l_1207_ + 1u);
                        a_8_[min(uint(l_1206_), 64u)] = l_1208_;
                        float _e2621 = l_mut_22_;
                        uint l_1209_ = asuint(_e2621);
                        uint l_1210_ = (l_1209_ & 8388607u);
                        double l_1211_ = double(l_1210_);
                        double l_1212_ = (l_1211_ / 7.1362384635298e44L);
                        l_mut_795_ = l_1212_;
                        uint l_1213_ = (l_1209_ & 2139095040u);
                        bool l_1214_ = (l_1213_ != 0u);
                        if (l_1214_) {
                            uint l_1215_ = (l_1209_ & 2147483647u);
                            float l_1216_ = asfloat(l_1215_);
                            double l_1217_ = double(l_1216_);
                            l_mut_795_ = l_1217_;
                        }
                        uint l_1218_ = (l_1209_ >> 31u);
                        double l_1219_ = double(l_1218_);
                        double l_1220_ = (2.0L * l_1219_);
                        double l_1221_ = (1.0L - l_1220_);
                        double _e2643 = l_mut_795_;
                        l_mut_795_ = (_e2643 * l_1221_);
                        double _e2645 = l_mut_25_;
                        double l_1222_ = abs(_e2645);
                        double _e2647 = l_mut_25_;
                        double l_1223_ = (_e2647 * 0.0L);
                        double l_1224_ = (l_1223_ + 7.1362384635298e44L);
                        l_mut_538_ = l_1224_;
                        bool l_1225_ = (l_1222_ >= 2.350988701644575e-38L);
                        if (l_1225_) {
                            uint _e2654 = l_mut_27_;
                            uint l_1226_ = (_e2654 & 2147483647u);
                            float l_1227_ = asfloat(l_1226_);
                            double l_1228_ = double(l_1227_);
                            uint l_1229_ = (l_1226_ & 2139095040u);
                            float l_1230_ = asfloat(l_1229_);
                            double l_1231_ = double(l_1230_);
                            bool l_1232_ = (l_1228_ > l_1222_);
                            uint l_1233_ = (l_1226_ & 8388607u);
                            bool l_1234_ = (l_1233_ == 0u);
                            if (l_1232_) {
                                local_65 = l_1234_;
                            } else {
                                local_65 = false;
                            }
                            bool l_1235_ = local_65;
                            double l_1236_ = (l_1231_ * 1.1920928955078125e-7L);
                            double l_1237_ = double(l_1235_);
                            double l_1238_ = (0.5L * l_1237_);
                            double l_1239_ = (1.0L - l_1238_);
                            double l_1240_ = (l_1236_ * l_1239_);
                            double l_1241_ = (1.0L / l_1240_);
                            l_mut_538_ = l_1241_;
                        }
                        double _e2682 = l_mut_795_;
                        double _e2683 = l_mut_25_;
                        double l_1242_ = (_e2682 - _e2683);
                        double _e2685 = l_mut_538_;
                        double l_1243_ = (l_1242_ * _e2685);
                        uint l_1244_ = a_8_[45];
                        bool l_1245_ = (l_1244_ == 4294967295u);
                        double l_1246_ = a_9_[0];
                        bool l_1247_ = (l_1243_ < l_1246_);
                        if (!(l_1245_)) {
                            local_66 = l_1247_;
                        } else {
                            local_66 = true;
                        }
                        bool l_1248_ = local_66;
                        if (l_1248_) {
                            a_9_[0] = l_1243_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_96_;
                        }
                        uint l_1249_ = a_8_[47];
                        bool l_1250_ = (l_1249_ == 4294967295u);
                        double l_1251_ = a_9_[1];
                        bool l_1252_ = (l_1243_ > l_1251_);
                        if (!(l_1250_)) {
                            local_67 = l_1252_;
                        } else {
                            local_67 = true;
                        }
                        bool l_1253_ = local_67;
                        if (l_1253_) {
                            a_9_[1] = l_1243_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_96_;
                        }
                        bool l_1254_ = (l_115_ != 0.0L);
                        if (l_1254_) {
                            l_mut_1255_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2770 = l_mut_1255_;
                                    l_mut_1255_ = (_e2770 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2721 = l_mut_1255_;
                                if ((_e2721 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2724 = l_mut_1255_;
                                    uint l_1256_ = a_10_[min(uint(_e2724), 7u)];
                                    bool l_1257_ = (l_1256_ == 1u);
                                    if (l_1257_) {
                                        uint _e2730 = l_mut_1255_;
                                        uint l_1258_ = (37u + _e2730);
                                        uint l_1259_ = a_8_[min(uint(l_1258_), 64u)];
                                        uint l_1260_ = (l_1259_ + 1u);
                                        a_8_[min(uint(l_1258_), 64u)] = l_1260_;
                                        uint _e2738 = l_mut_1255_;
                                        uint l_1261_ = (2u + _e2738);
                                        uint l_1262_ = (2u * l_1261_);
                                        uint l_1263_ = (45u + l_1262_);
                                        uint l_1264_ = a_8_[min(uint(l_1263_), 64u)];
                                        bool l_1265_ = (l_1264_ == 4294967295u);
                                        double l_1266_ = abs(l_1243_);
                                        uint _e2750 = l_mut_1255_;
                                        uint l_1267_ = (2u + _e2750);
                                        double l_1268_ = a_9_[min(uint(l_1267_), 9u)];
                                        double l_1269_ = abs(l_1268_);
                                        bool l_1270_ = (l_1266_ > l_1269_);
                                        if (!(l_1265_)) {
                                            local_68 = l_1270_;
                                        } else {
                                            local_68 = true;
                                        }
                                        bool l_1271_ = local_68;
                                        if (l_1271_) {
                                            uint _e2762 = l_mut_1255_;
                                            uint l_1272_ = (2u + _e2762);
                                            a_9_[min(uint(l_1272_), 9u)] = l_1243_;
                                            a_8_[min(uint(l_1263_), 64u)] = l_20_;
                                            uint l_1273_ = (l_1263_ + 1u);
                                            a_8_[min(uint(l_1273_), 64u)] = l_96_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1274_ = a_8_[1];
                        uint l_1275_ = (l_2_ + l_1274_);
                        uint l_1276_ = (l_1275_ * 2u);
                        uint l_1354_ = asuint(info.Load(20+0));
                        uint l_1355_ = (l_1354_ * 1u);
                        bool l_1356_ = (l_1276_ < l_1355_);
                        if (l_1356_) {
                            buffer_5_global.Store(l_1276_*4, asuint(l_20_));
                        }
                        uint l_1277_ = (l_1276_ + 1u);
                        uint l_1357_ = asuint(info.Load(20+0));
                        uint l_1358_ = (l_1357_ * 1u);
                        bool l_1359_ = (l_1277_ < l_1358_);
                        if (l_1359_) {
                            buffer_5_global.Store(l_1277_*4, asuint(l_96_));
                        }
                        uint l_1278_ = a_8_[1];
                        uint l_1279_ = (l_1278_ + 1u);
                        a_8_[1] = l_1279_;
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
                uint _e2827 = l_mut_1280_;
                l_mut_1280_ = (_e2827 + 1u);
            }
            loop_init_5 = false;
            uint _e2807 = l_mut_1280_;
            if ((_e2807 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1281_ = (id * 65u);
                uint _e2812 = l_mut_1280_;
                uint l_1282_ = (l_1281_ + _e2812);
                uint _e2814 = l_mut_1280_;
                uint l_1283_ = a_8_[min(uint(_e2814), 64u)];
                uint l_1360_ = asuint(info.Load(12+0));
                uint l_1361_ = (l_1360_ * 1u);
                bool l_1362_ = (l_1282_ < l_1361_);
                if (l_1362_) {
                    buffer_3_global.Store(l_1282_*4, asuint(l_1283_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2851 = l_mut_1284_;
                l_mut_1284_ = (_e2851 + 1u);
            }
            loop_init_6 = false;
            uint _e2831 = l_mut_1284_;
            if ((_e2831 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1285_ = (id * 10u);
                uint _e2836 = l_mut_1284_;
                uint l_1286_ = (l_1285_ + _e2836);
                uint _e2838 = l_mut_1284_;
                double l_1287_ = a_9_[min(uint(_e2838), 9u)];
                uint l_1363_ = asuint(info.Load(16+0));
                uint l_1364_ = (l_1363_ * 1u);
                bool l_1365_ = (l_1286_ < l_1364_);
                if (l_1365_) {
                    buffer_4_global.Store(l_1286_*8, l_1287_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
