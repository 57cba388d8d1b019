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
    uint a_147_[1] = (uint[1])0;
    uint a_717_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_125_ = (bool)0;
    uint l_mut_148_ = (uint)0;
    uint l_mut_164_ = (uint)0;
    double l_mut_177_ = (double)0;
    uint l_mut_194_ = (uint)0;
    bool l_mut_215_ = (bool)0;
    bool l_mut_218_ = (bool)0;
    bool l_mut_221_ = (bool)0;
    bool l_mut_224_ = (bool)0;
    float l_mut_22_ = (float)0;
    double l_mut_25_ = (double)0;
    double l_mut_28_ = (double)0;
    uint l_mut_30_ = (uint)0;
    double l_mut_540_ = (double)0;
    double l_mut_797_ = (double)0;
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
    uint l_mut_128_ = (uint)0;
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
    uint l_mut_1257_ = (uint)0;
    bool local_68 = (bool)0;
    uint l_mut_1282_ = 0u;
    uint l_mut_1286_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1304_ = asuint(info.Load(28+0));
        uint l_1305_ = (l_1304_ * 1u);
        bool l_1306_ = (0u < l_1305_);
        if (l_1306_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1290_ = asuint(info.Load(0+0));
    uint l_1291_ = (l_1290_ * 1u);
    bool l_1292_ = (1u < l_1291_);
    uint l_1293_ = (l_1291_ - 1u);
    uint l_1294_ = min(1u, l_1293_);
    uint l_1295_ = asuint(buffer_0_global.Load(l_1294_*4));
    uint l_1_ = (l_1292_ ? l_1295_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1297_ = asuint(info.Load(0+0));
    uint l_1298_ = (l_1297_ * 1u);
    bool l_1299_ = (2u < l_1298_);
    uint l_1300_ = (l_1298_ - 1u);
    uint l_1301_ = min(2u, l_1300_);
    uint l_1302_ = asuint(buffer_0_global.Load(l_1301_*4));
    uint l_3_ = (l_1299_ ? l_1302_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1307_ = asuint(info.Load(0+0));
        uint l_1308_ = (l_1307_ * 1u);
        bool l_1309_ = (2u < l_1308_);
        uint l_1310_ = (l_1308_ - 1u);
        uint l_1311_ = min(2u, l_1310_);
        uint l_1312_ = asuint(buffer_0_global.Load(l_1311_*4));
        uint l_6_ = (l_1309_ ? l_1312_ : 0u);
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
                uint _e2808 = l_mut_18_;
                l_mut_18_ = (_e2808 + 1u);
            }
            loop_init_2 = false;
            uint _e152 = l_mut_18_;
            if ((_e152 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1314_ = asuint(info.Load(0+0));
                uint l_1315_ = (l_1314_ * 1u);
                bool l_1316_ = (0u < l_1315_);
                uint l_1317_ = (l_1315_ - 1u);
                uint l_1318_ = min(0u, l_1317_);
                uint l_1319_ = asuint(buffer_0_global.Load(l_1318_*4));
                uint l_19_ = (l_1316_ ? l_1319_ : 0u);
                uint _e171 = l_mut_18_;
                uint l_20_ = (l_19_ + _e171);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = sqrt(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = double(l_21_);
                double l_27_ = double(l_21_);
                double _e178 = l_mut_25_;
                l_mut_28_ = _e178;
                double _e179 = l_mut_25_;
                double l_29_ = sqrt(_e179);
                l_mut_28_ = l_29_;
                double _e181 = l_mut_28_;
                l_mut_25_ = _e181;
                l_mut_30_ = 4294967294u;
                float _e183 = l_mut_22_;
                uint l_31_ = asuint(_e183);
                uint l_32_ = asuint(l_21_);
                uint l_33_ = (l_32_ & 2139095040u);
                bool l_34_ = (l_33_ != 2139095040u);
                bool l_35_ = (l_33_ == 0u);
                uint l_36_ = asuint(l_21_);
                uint l_37_ = (l_36_ & 8388607u);
                bool l_38_ = (l_37_ != 0u);
                if (l_35_) {
                    local = l_38_;
                } else {
                    local = false;
                }
                bool l_39_ = local;
                double _e201 = l_mut_25_;
                double l_40_ = abs(_e201);
                double _e203 = l_mut_25_;
                bool l_41_ = (_e203 < 0.0L);
                uint l_42_ = uint(l_41_);
                uint l_43_ = (2147483648u * l_42_);
                if (l_39_) {
                } else {
                    double _e209 = l_mut_25_;
                    const bool _e210 = is_nan_1_f64_(_e209);
                    if (_e210) {
                        uint l_45_ = (l_31_ & 2147483647u);
                        bool l_46_ = (l_45_ > 2139095040u);
                        if (l_46_) {
                            l_mut_30_ = 4294967293u;
                        }
                    } else {
                        bool l_47_ = (l_40_ >= 3.402823669209385e38L);
                        bool l_48_ = !(l_34_);
                        bool l_49_ = (l_40_ == 0.0L);
                        if (l_48_) {
                            local_1 = l_49_;
                        } else {
                            local_1 = false;
                        }
                        bool l_50_ = local_1;
                        if (!(l_47_)) {
                            local_2 = l_50_;
                        } else {
                            local_2 = true;
                        }
                        bool l_51_ = local_2;
                        if (l_51_) {
                            bool l_52_ = (l_40_ >= 3.402823669209385e38L);
                            uint l_53_ = uint(l_52_);
                            uint l_54_ = (2139095040u * l_53_);
                            uint l_55_ = (l_54_ | l_43_);
                            bool l_56_ = (l_31_ == l_55_);
                            uint l_57_ = (l_31_ | l_55_);
                            uint l_58_ = (l_57_ & 2147483647u);
                            bool l_59_ = (l_58_ == 0u);
                            if (!(l_56_)) {
                                local_3 = l_59_;
                            } else {
                                local_3 = true;
                            }
                            bool l_60_ = local_3;
                            if (l_60_) {
                                l_mut_30_ = 4294967293u;
                            }
                        } else {
                            bool l_61_ = (l_40_ >= 2.350988701644575e-38L);
                            if (l_34_) {
                                local_4 = l_61_;
                            } else {
                                local_4 = false;
                            }
                            bool l_62_ = local_4;
                            bool l_63_ = (l_40_ < 3.4028234663852886e38L);
                            if (l_62_) {
                                local_5 = l_63_;
                            } else {
                                local_5 = false;
                            }
                            bool l_64_ = local_5;
                            if (l_64_) {
                                float l_65_ = float(l_40_);
                                uint l_66_ = asuint(l_65_);
                                float l_67_ = asfloat(l_66_);
                                double l_68_ = double(l_67_);
                                double l_69_ = (l_40_ - l_68_);
                                uint l_70_ = (l_66_ + 1u);
                                bool l_71_ = (l_69_ < 0.0L);
                                uint l_72_ = uint(l_71_);
                                uint l_73_ = (2u * l_72_);
                                uint l_74_ = (l_70_ - l_73_);
                                float l_75_ = asfloat(l_74_);
                                double l_76_ = double(l_75_);
                                double l_77_ = (l_76_ - l_68_);
                                double l_78_ = abs(l_77_);
                                double l_79_ = (l_78_ * 0.5L);
                                double l_80_ = abs(l_69_);
                                double l_81_ = (l_79_ - l_80_);
                                double l_82_ = (l_40_ * 9.094947017729282e-13L);
                                bool l_83_ = (l_81_ > l_82_);
                                if (l_83_) {
                                    uint l_84_ = (l_66_ | l_43_);
                                    l_mut_30_ = l_84_;
                                }
                            } else {
                                bool l_85_ = (l_40_ < 2.350988701644575e-38L);
                                if (l_34_) {
                                    local_6 = l_85_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_86_ = local_6;
                                if (l_86_) {
                                    double l_87_ = (l_40_ * 7.1362384635298e44L);
                                    double l_88_ = floor(l_87_);
                                    double l_89_ = (l_87_ - l_88_);
                                    double l_90_ = (l_89_ - 0.5L);
                                    double l_91_ = abs(l_90_);
                                    double l_92_ = (l_87_ * 9.094947017729282e-13L);
                                    bool l_93_ = (l_91_ > l_92_);
                                    if (l_93_) {
                                        bool l_94_ = (l_89_ > 0.5L);
                                        double l_95_ = double(l_94_);
                                        double l_96_ = (l_88_ + l_95_);
                                        uint l_97_ = naga_f2u32(l_96_);
                                        uint l_98_ = (l_97_ | l_43_);
                                        l_mut_30_ = l_98_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e307 = l_mut_22_;
                uint l_99_ = asuint(_e307);
                uint l_100_ = (l_99_ & 2139095040u);
                bool l_101_ = (l_100_ != 2139095040u);
                uint l_102_ = (l_99_ & 2147483647u);
                bool l_103_ = (l_102_ == 0u);
                uint l_104_ = (l_99_ & 2147483647u);
                double l_105_ = double(l_104_);
                uint l_106_ = (l_99_ >> 31u);
                double l_107_ = double(l_106_);
                double l_108_ = (2.0L * l_107_);
                double l_109_ = (1.0L - l_108_);
                double l_110_ = (l_105_ * l_109_);
                uint _e328 = l_mut_30_;
                uint l_111_ = (_e328 & 2147483647u);
                double l_112_ = double(l_111_);
                uint _e332 = l_mut_30_;
                uint l_113_ = (_e332 >> 31u);
                double l_114_ = double(l_113_);
                double l_115_ = (2.0L * l_114_);
                double l_116_ = (1.0L - l_115_);
                double l_117_ = (l_112_ * l_116_);
                double l_118_ = (l_110_ - l_117_);
                uint _e342 = l_mut_30_;
                bool l_119_ = (_e342 < 4294967293u);
                bool l_120_ = (l_118_ == 0.0L);
                bool l_121_ = !(l_103_);
                if (l_101_) {
                    local_7 = l_121_;
                } else {
                    local_7 = false;
                }
                bool l_122_ = local_7;
                if (!(l_120_)) {
                    local_8 = l_122_;
                } else {
                    local_8 = true;
                }
                bool l_123_ = local_8;
                if (l_119_) {
                    local_9 = l_123_;
                } else {
                    local_9 = false;
                }
                bool l_124_ = local_9;
                l_mut_125_ = l_124_;
                bool l_126_ = (l_118_ != 0.0L);
                bool _e363 = l_mut_125_;
                if (_e363) {
                    local_10 = l_126_;
                } else {
                    local_10 = false;
                }
                bool l_127_ = local_10;
                if (l_127_) {
                    l_mut_128_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e2594 = l_mut_128_;
                            l_mut_128_ = (_e2594 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e370 = l_mut_128_;
                        if ((_e370 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e374 = l_mut_128_;
                            uint l_129_ = (2u * _e374);
                            uint l_1321_ = asuint(info.Load(4+0));
                            uint l_1322_ = (l_1321_ * 1u);
                            bool l_1323_ = (l_129_ < l_1322_);
                            uint l_1324_ = (l_1322_ - 1u);
                            uint l_1325_ = min(l_129_, l_1324_);
                            uint l_1326_ = asuint(buffer_1_global.Load(l_1325_*4));
                            uint l_130_ = (l_1323_ ? l_1326_ : 0u);
                            uint _e392 = l_mut_128_;
                            uint l_131_ = (2u * _e392);
                            uint l_132_ = (l_131_ + 1u);
                            uint l_1328_ = asuint(info.Load(4+0));
                            uint l_1329_ = (l_1328_ * 1u);
                            bool l_1330_ = (l_132_ < l_1329_);
                            uint l_1331_ = (l_1329_ - 1u);
                            uint l_1332_ = min(l_132_, l_1331_);
                            uint l_1333_ = asuint(buffer_1_global.Load(l_1332_*4));
                            uint l_133_ = (l_1330_ ? l_1333_ : 0u);
                            bool l_134_ = (l_133_ != 0u);
                            uint _e413 = l_mut_128_;
                            uint l_135_ = (_e413 * 4u);
                            uint l_1335_ = asuint(info.Load(8+0));
                            uint l_1336_ = (l_1335_ * 1u);
                            bool l_1337_ = (l_135_ < l_1336_);
                            uint l_1338_ = (l_1336_ - 1u);
                            uint l_1339_ = min(l_135_, l_1338_);
                            double l_1340_ = buffer_2_global.Load<double>(l_1339_*8);
                            double l_136_ = (l_1337_ ? l_1340_ : 0.0L);
                            uint _e431 = l_mut_128_;
                            uint l_137_ = (_e431 * 4u);
                            uint l_138_ = (l_137_ + 1u);
                            uint l_1342_ = asuint(info.Load(8+0));
                            uint l_1343_ = (l_1342_ * 1u);
                            bool l_1344_ = (l_138_ < l_1343_);
                            uint l_1345_ = (l_1343_ - 1u);
                            uint l_1346_ = min(l_138_, l_1345_);
                            double l_1347_ = buffer_2_global.Load<double>(l_1346_*8);
                            double l_139_ = (l_1344_ ? l_1347_ : 0.0L);
                            uint _e451 = l_mut_128_;
                            uint l_140_ = (_e451 * 4u);
                            uint l_141_ = (l_140_ + 2u);
                            uint l_1349_ = asuint(info.Load(8+0));
                            uint l_1350_ = (l_1349_ * 1u);
                            bool l_1351_ = (l_141_ < l_1350_);
                            uint l_1352_ = (l_1350_ - 1u);
                            uint l_1353_ = min(l_141_, l_1352_);
                            double l_1354_ = buffer_2_global.Load<double>(l_1353_*8);
                            double l_142_ = (l_1351_ ? l_1354_ : 0.0L);
                            double l_143_ = double(l_21_);
                            double l_144_ = abs(l_143_);
                            double _e473 = l_mut_25_;
                            double l_145_ = abs(_e473);
                            double l_146_ = (l_145_ * 1.4551915228366852e-11L);
                            a_147_[0] = 1u;
                            l_mut_148_ = 2u;
                            bool l_149_ = (l_130_ == 0u);
                            if (l_149_) {
                                l_mut_148_ = 0u;
                            } else {
                                bool l_150_ = (l_130_ == 1u);
                                if (l_150_) {
                                    l_mut_148_ = 1u;
                                    double l_151_ = abs(l_118_);
                                    bool l_152_ = (l_151_ <= l_136_);
                                    if (l_152_) {
                                        l_mut_148_ = 0u;
                                    }
                                } else {
                                    bool l_153_ = (l_130_ == 2u);
                                    if (l_153_) {
                                        double _e491 = l_mut_25_;
                                        double l_154_ = abs(_e491);
                                        l_mut_28_ = 1.401298464324817e-45L;
                                        bool l_155_ = (l_154_ >= 1.1754943508222875e-38L);
                                        bool l_156_ = (l_154_ <= 1.7976931348623157e308L);
                                        if (l_155_) {
                                            local_11 = l_156_;
                                        } else {
                                            local_11 = false;
                                        }
                                        bool l_157_ = local_11;
                                        if (l_157_) {
                                            uint64_t l_158_ = l_154_;
                                            uint64_t l_159_ = (l_158_ >> uint(52uL));
                                            uint64_t l_160_ = (l_159_ - 23uL);
                                            uint64_t l_161_ = (l_160_ << uint(52uL));
                                            double l_162_ = l_161_;
                                            l_mut_28_ = l_162_;
                                        }
                                        double _e514 = l_mut_28_;
                                        double l_163_ = (l_136_ * _e514);
                                        l_mut_164_ = 2u;
                                        double _e517 = l_mut_25_;
                                        double l_165_ = (_e517 - l_146_);
                                        double l_166_ = abs(l_165_);
                                        l_mut_28_ = 1.401298464324817e-45L;
                                        bool l_167_ = (l_166_ >= 1.1754943508222875e-38L);
                                        bool l_168_ = (l_166_ <= 1.7976931348623157e308L);
                                        if (l_167_) {
                                            local_12 = l_168_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_169_ = local_12;
                                        if (l_169_) {
                                            uint64_t l_170_ = l_166_;
                                            uint64_t l_171_ = (l_170_ >> uint(52uL));
                                            uint64_t l_172_ = (l_171_ - 23uL);
                                            uint64_t l_173_ = (l_172_ << uint(52uL));
                                            double l_174_ = l_173_;
                                            l_mut_28_ = l_174_;
                                        }
                                        double _e541 = l_mut_25_;
                                        double l_175_ = (_e541 + l_146_);
                                        double l_176_ = abs(l_175_);
                                        l_mut_177_ = 1.401298464324817e-45L;
                                        bool l_178_ = (l_176_ >= 1.1754943508222875e-38L);
                                        bool l_179_ = (l_176_ <= 1.7976931348623157e308L);
                                        if (l_178_) {
                                            local_13 = l_179_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_180_ = local_13;
                                        if (l_180_) {
                                            uint64_t l_181_ = l_176_;
                                            uint64_t l_182_ = (l_181_ >> uint(52uL));
                                            uint64_t l_183_ = (l_182_ - 23uL);
                                            uint64_t l_184_ = (l_183_ << uint(52uL));
                                            double l_185_ = l_184_;
                                            l_mut_177_ = l_185_;
                                        }
                                        double _e565 = l_mut_28_;
                                        double _e566 = l_mut_177_;
                                        bool l_186_ = (_e565 == _e566);
                                        if (l_186_) {
                                            double l_187_ = (l_163_ * 1.4551915228366852e-11L);
                                            double l_188_ = (l_146_ + l_187_);
                                            double _e571 = l_mut_25_;
                                            double l_189_ = (_e571 - l_163_);
                                            double _e573 = l_mut_25_;
                                            double l_190_ = (_e573 + l_163_);
                                            float _e575 = l_mut_22_;
                                            double l_191_ = double(_e575);
                                            float _e577 = l_mut_22_;
                                            uint l_192_ = asuint(_e577);
                                            uint l_193_ = (l_192_ + 1u);
                                            l_mut_194_ = l_193_;
                                            uint l_195_ = (l_192_ & 2147483647u);
                                            bool l_196_ = (l_195_ == 0u);
                                            if (l_196_) {
                                                l_mut_194_ = 1u;
                                            } else {
                                                uint l_197_ = (l_192_ & 2147483648u);
                                                bool l_198_ = (l_197_ != 0u);
                                                if (l_198_) {
                                                    uint l_199_ = (l_192_ - 1u);
                                                    l_mut_194_ = l_199_;
                                                }
                                            }
                                            uint _e592 = l_mut_194_;
                                            float l_200_ = asfloat(_e592);
                                            double l_201_ = double(l_200_);
                                            float _e595 = l_mut_22_;
                                            float l_202_ = -(_e595);
                                            uint l_203_ = asuint(l_202_);
                                            uint l_204_ = (l_203_ + 1u);
                                            l_mut_194_ = l_204_;
                                            uint l_205_ = (l_203_ & 2147483647u);
                                            bool l_206_ = (l_205_ == 0u);
                                            if (l_206_) {
                                                l_mut_194_ = 1u;
                                            } else {
                                                uint l_207_ = (l_203_ & 2147483648u);
                                                bool l_208_ = (l_207_ != 0u);
                                                if (l_208_) {
                                                    uint l_209_ = (l_203_ - 1u);
                                                    l_mut_194_ = l_209_;
                                                }
                                            }
                                            uint _e611 = l_mut_194_;
                                            float l_210_ = asfloat(_e611);
                                            float l_211_ = -(l_210_);
                                            double l_212_ = double(l_211_);
                                            double l_213_ = (l_189_ + l_188_);
                                            bool l_214_ = (l_213_ <= l_191_);
                                            l_mut_215_ = l_214_;
                                            double l_216_ = (l_189_ - l_188_);
                                            bool l_217_ = (l_216_ > l_191_);
                                            l_mut_218_ = l_217_;
                                            double l_219_ = (l_190_ - l_188_);
                                            bool l_220_ = (l_219_ >= l_191_);
                                            l_mut_221_ = l_220_;
                                            double l_222_ = (l_190_ + l_188_);
                                            bool l_223_ = (l_222_ < l_191_);
                                            l_mut_224_ = l_223_;
                                            if (l_134_) {
                                                double l_225_ = (l_189_ + l_188_);
                                                bool l_226_ = (l_225_ < l_201_);
                                                l_mut_215_ = l_226_;
                                                double l_227_ = (l_189_ - l_188_);
                                                bool l_228_ = (l_227_ >= l_201_);
                                                l_mut_218_ = l_228_;
                                                double l_229_ = (l_190_ - l_188_);
                                                bool l_230_ = (l_229_ > l_212_);
                                                l_mut_221_ = l_230_;
                                                double l_231_ = (l_190_ + l_188_);
                                                bool l_232_ = (l_231_ <= l_212_);
                                                l_mut_224_ = l_232_;
                                            }
                                            l_mut_194_ = 2u;
                                            bool _e632 = l_mut_218_;
                                            if (!(_e632)) {
                                                bool _e636 = l_mut_224_;
                                                local_14 = _e636;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_233_ = local_14;
                                            if (l_233_) {
                                                l_mut_194_ = 1u;
                                            } else {
                                                bool _e640 = l_mut_215_;
                                                if (_e640) {
                                                    bool _e643 = l_mut_221_;
                                                    local_15 = _e643;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_234_ = local_15;
                                                if (l_234_) {
                                                    l_mut_194_ = 0u;
                                                }
                                            }
                                            uint _e647 = l_mut_194_;
                                            l_mut_164_ = _e647;
                                        }
                                        uint _e648 = l_mut_164_;
                                        l_mut_148_ = _e648;
                                    } else {
                                        bool l_235_ = (l_130_ == 3u);
                                        if (l_235_) {
                                            l_mut_148_ = 0u;
                                            bool l_236_ = (l_144_ >= 1.1754943508222875e-38L);
                                            bool l_237_ = (l_144_ <= 8.507059173023462e37L);
                                            if (l_236_) {
                                                local_16 = l_237_;
                                            } else {
                                                local_16 = false;
                                            }
                                            bool l_238_ = local_16;
                                            if (l_238_) {
                                                double _e660 = l_mut_25_;
                                                double l_239_ = abs(_e660);
                                                l_mut_177_ = 1.401298464324817e-45L;
                                                bool l_240_ = (l_239_ >= 1.1754943508222875e-38L);
                                                bool l_241_ = (l_239_ <= 1.7976931348623157e308L);
                                                if (l_240_) {
                                                    local_17 = l_241_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_242_ = local_17;
                                                if (l_242_) {
                                                    uint64_t l_243_ = l_239_;
                                                    uint64_t l_244_ = (l_243_ >> uint(52uL));
                                                    uint64_t l_245_ = (l_244_ - 23uL);
                                                    uint64_t l_246_ = (l_245_ << uint(52uL));
                                                    double l_247_ = l_246_;
                                                    l_mut_177_ = l_247_;
                                                }
                                                double _e683 = l_mut_177_;
                                                double l_248_ = (l_136_ * _e683);
                                                l_mut_194_ = 2u;
                                                double _e686 = l_mut_25_;
                                                double l_249_ = (_e686 - l_146_);
                                                double l_250_ = abs(l_249_);
                                                l_mut_177_ = 1.401298464324817e-45L;
                                                bool l_251_ = (l_250_ >= 1.1754943508222875e-38L);
                                                bool l_252_ = (l_250_ <= 1.7976931348623157e308L);
                                                if (l_251_) {
                                                    local_18 = l_252_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_253_ = local_18;
                                                if (l_253_) {
                                                    uint64_t l_254_ = l_250_;
                                                    uint64_t l_255_ = (l_254_ >> uint(52uL));
                                                    uint64_t l_256_ = (l_255_ - 23uL);
                                                    uint64_t l_257_ = (l_256_ << uint(52uL));
                                                    double l_258_ = l_257_;
                                                    l_mut_177_ = l_258_;
                                                }
                                                double _e710 = l_mut_25_;
                                                double l_259_ = (_e710 + l_146_);
                                                double l_260_ = abs(l_259_);
                                                l_mut_28_ = 1.401298464324817e-45L;
                                                bool l_261_ = (l_260_ >= 1.1754943508222875e-38L);
                                                bool l_262_ = (l_260_ <= 1.7976931348623157e308L);
                                                if (l_261_) {
                                                    local_19 = l_262_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_263_ = local_19;
                                                if (l_263_) {
                                                    uint64_t l_264_ = l_260_;
                                                    uint64_t l_265_ = (l_264_ >> uint(52uL));
                                                    uint64_t l_266_ = (l_265_ - 23uL);
                                                    uint64_t l_267_ = (l_266_ << uint(52uL));
                                                    double l_268_ = l_267_;
                                                    l_mut_28_ = l_268_;
                                                }
                                                double _e734 = l_mut_177_;
                                                double _e735 = l_mut_28_;
                                                bool l_269_ = (_e734 == _e735);
                                                if (l_269_) {
                                                    double l_270_ = (l_248_ * 1.4551915228366852e-11L);
                                                    double l_271_ = (l_146_ + l_270_);
                                                    double _e740 = l_mut_25_;
                                                    double l_272_ = (_e740 - l_248_);
                                                    double _e742 = l_mut_25_;
                                                    double l_273_ = (_e742 + l_248_);
                                                    float _e744 = l_mut_22_;
                                                    double l_274_ = double(_e744);
                                                    float _e746 = l_mut_22_;
                                                    uint l_275_ = asuint(_e746);
                                                    uint l_276_ = (l_275_ + 1u);
                                                    l_mut_164_ = l_276_;
                                                    uint l_277_ = (l_275_ & 2147483647u);
                                                    bool l_278_ = (l_277_ == 0u);
                                                    if (l_278_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        uint l_279_ = (l_275_ & 2147483648u);
                                                        bool l_280_ = (l_279_ != 0u);
                                                        if (l_280_) {
                                                            uint l_281_ = (l_275_ - 1u);
                                                            l_mut_164_ = l_281_;
                                                        }
                                                    }
                                                    uint _e761 = l_mut_164_;
                                                    float l_282_ = asfloat(_e761);
                                                    double l_283_ = double(l_282_);
                                                    float _e764 = l_mut_22_;
                                                    float l_284_ = -(_e764);
                                                    uint l_285_ = asuint(l_284_);
                                                    uint l_286_ = (l_285_ + 1u);
                                                    l_mut_164_ = l_286_;
                                                    uint l_287_ = (l_285_ & 2147483647u);
                                                    bool l_288_ = (l_287_ == 0u);
                                                    if (l_288_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        uint l_289_ = (l_285_ & 2147483648u);
                                                        bool l_290_ = (l_289_ != 0u);
                                                        if (l_290_) {
                                                            uint l_291_ = (l_285_ - 1u);
                                                            l_mut_164_ = l_291_;
                                                        }
                                                    }
                                                    uint _e780 = l_mut_164_;
                                                    float l_292_ = asfloat(_e780);
                                                    float l_293_ = -(l_292_);
                                                    double l_294_ = double(l_293_);
                                                    double l_295_ = (l_272_ + l_271_);
                                                    bool l_296_ = (l_295_ <= l_274_);
                                                    l_mut_224_ = l_296_;
                                                    double l_297_ = (l_272_ - l_271_);
                                                    bool l_298_ = (l_297_ > l_274_);
                                                    l_mut_221_ = l_298_;
                                                    double l_299_ = (l_273_ - l_271_);
                                                    bool l_300_ = (l_299_ >= l_274_);
                                                    l_mut_218_ = l_300_;
                                                    double l_301_ = (l_273_ + l_271_);
                                                    bool l_302_ = (l_301_ < l_274_);
                                                    l_mut_215_ = l_302_;
                                                    if (l_134_) {
                                                        double l_303_ = (l_272_ + l_271_);
                                                        bool l_304_ = (l_303_ < l_283_);
                                                        l_mut_224_ = l_304_;
                                                        double l_305_ = (l_272_ - l_271_);
                                                        bool l_306_ = (l_305_ >= l_283_);
                                                        l_mut_221_ = l_306_;
                                                        double l_307_ = (l_273_ - l_271_);
                                                        bool l_308_ = (l_307_ > l_294_);
                                                        l_mut_218_ = l_308_;
                                                        double l_309_ = (l_273_ + l_271_);
                                                        bool l_310_ = (l_309_ <= l_294_);
                                                        l_mut_215_ = l_310_;
                                                    }
                                                    l_mut_164_ = 2u;
                                                    bool _e801 = l_mut_221_;
                                                    if (!(_e801)) {
                                                        bool _e805 = l_mut_215_;
                                                        local_20 = _e805;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_311_ = local_20;
                                                    if (l_311_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        bool _e809 = l_mut_224_;
                                                        if (_e809) {
                                                            bool _e812 = l_mut_218_;
                                                            local_21 = _e812;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_312_ = local_21;
                                                        if (l_312_) {
                                                            l_mut_164_ = 0u;
                                                        }
                                                    }
                                                    uint _e816 = l_mut_164_;
                                                    l_mut_194_ = _e816;
                                                }
                                                uint _e817 = l_mut_194_;
                                                l_mut_148_ = _e817;
                                            }
                                        } else {
                                            bool l_313_ = (l_130_ == 4u);
                                            if (l_313_) {
                                                double l_314_ = (l_139_ * l_144_);
                                                double l_315_ = (l_136_ + l_314_);
                                                double _e822 = l_mut_25_;
                                                double l_316_ = abs(_e822);
                                                l_mut_177_ = 1.401298464324817e-45L;
                                                bool l_317_ = (l_316_ >= 1.1754943508222875e-38L);
                                                bool l_318_ = (l_316_ <= 1.7976931348623157e308L);
                                                if (l_317_) {
                                                    local_22 = l_318_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_319_ = local_22;
                                                if (l_319_) {
                                                    uint64_t l_320_ = l_316_;
                                                    uint64_t l_321_ = (l_320_ >> uint(52uL));
                                                    uint64_t l_322_ = (l_321_ - 23uL);
                                                    uint64_t l_323_ = (l_322_ << uint(52uL));
                                                    double l_324_ = l_323_;
                                                    l_mut_177_ = l_324_;
                                                }
                                                double _e845 = l_mut_177_;
                                                double l_325_ = (l_315_ * _e845);
                                                l_mut_194_ = 2u;
                                                double _e848 = l_mut_25_;
                                                double l_326_ = (_e848 - l_146_);
                                                double l_327_ = abs(l_326_);
                                                l_mut_177_ = 1.401298464324817e-45L;
                                                bool l_328_ = (l_327_ >= 1.1754943508222875e-38L);
                                                bool l_329_ = (l_327_ <= 1.7976931348623157e308L);
                                                if (l_328_) {
                                                    local_23 = l_329_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_330_ = local_23;
                                                if (l_330_) {
                                                    uint64_t l_331_ = l_327_;
                                                    uint64_t l_332_ = (l_331_ >> uint(52uL));
                                                    uint64_t l_333_ = (l_332_ - 23uL);
                                                    uint64_t l_334_ = (l_333_ << uint(52uL));
                                                    double l_335_ = l_334_;
                                                    l_mut_177_ = l_335_;
                                                }
                                                double _e872 = l_mut_25_;
                                                double l_336_ = (_e872 + l_146_);
                                                double l_337_ = abs(l_336_);
                                                l_mut_28_ = 1.401298464324817e-45L;
                                                bool l_338_ = (l_337_ >= 1.1754943508222875e-38L);
                                                bool l_339_ = (l_337_ <= 1.7976931348623157e308L);
                                                if (l_338_) {
                                                    local_24 = l_339_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_340_ = local_24;
                                                if (l_340_) {
                                                    uint64_t l_341_ = l_337_;
                                                    uint64_t l_342_ = (l_341_ >> uint(52uL));
                                                    uint64_t l_343_ = (l_342_ - 23uL);
                                                    uint64_t l_344_ = (l_343_ << uint(52uL));
                                                    double l_345_ = l_344_;
                                                    l_mut_28_ = l_345_;
                                                }
                                                double _e896 = l_mut_177_;
                                                double _e897 = l_mut_28_;
                                                bool l_346_ = (_e896 == _e897);
                                                if (l_346_) {
                                                    double l_347_ = (l_325_ * 1.4551915228366852e-11L);
                                                    double l_348_ = (l_146_ + l_347_);
                                                    double _e902 = l_mut_25_;
                                                    double l_349_ = (_e902 - l_325_);
                                                    double _e904 = l_mut_25_;
                                                    double l_350_ = (_e904 + l_325_);
                                                    float _e906 = l_mut_22_;
                                                    double l_351_ = double(_e906);
                                                    float _e908 = l_mut_22_;
                                                    uint l_352_ = asuint(_e908);
                                                    uint l_353_ = (l_352_ + 1u);
                                                    l_mut_164_ = l_353_;
                                                    uint l_354_ = (l_352_ & 2147483647u);
                                                    bool l_355_ = (l_354_ == 0u);
                                                    if (l_355_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        uint l_356_ = (l_352_ & 2147483648u);
                                                        bool l_357_ = (l_356_ != 0u);
                                                        if (l_357_) {
                                                            uint l_358_ = (l_352_ - 1u);
                                                            l_mut_164_ = l_358_;
                                                        }
                                                    }
                                                    uint _e923 = l_mut_164_;
                                                    float l_359_ = asfloat(_e923);
                                                    double l_360_ = double(l_359_);
                                                    float _e926 = l_mut_22_;
                                                    float l_361_ = -(_e926);
                                                    uint l_362_ = asuint(l_361_);
                                                    uint l_363_ = (l_362_ + 1u);
                                                    l_mut_164_ = l_363_;
                                                    uint l_364_ = (l_362_ & 2147483647u);
                                                    bool l_365_ = (l_364_ == 0u);
                                                    if (l_365_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        uint l_366_ = (l_362_ & 2147483648u);
                                                        bool l_367_ = (l_366_ != 0u);
                                                        if (l_367_) {
                                                            uint l_368_ = (l_362_ - 1u);
                                                            l_mut_164_ = l_368_;
                                                        }
                                                    }
                                                    uint _e942 = l_mut_164_;
                                                    float l_369_ = asfloat(_e942);
                                                    float l_370_ = -(l_369_);
                                                    double l_371_ = double(l_370_);
                                                    double l_372_ = (l_349_ + l_348_);
                                                    bool l_373_ = (l_372_ <= l_351_);
                                                    l_mut_224_ = l_373_;
                                                    double l_374_ = (l_349_ - l_348_);
                                                    bool l_375_ = (l_374_ > l_351_);
                                                    l_mut_221_ = l_375_;
                                                    double l_376_ = (l_350_ - l_348_);
                                                    bool l_377_ = (l_376_ >= l_351_);
                                                    l_mut_218_ = l_377_;
                                                    double l_378_ = (l_350_ + l_348_);
                                                    bool l_379_ = (l_378_ < l_351_);
                                                    l_mut_215_ = l_379_;
                                                    if (l_134_) {
                                                        double l_380_ = (l_349_ + l_348_);
                                                        bool l_381_ = (l_380_ < l_360_);
                                                        l_mut_224_ = l_381_;
                                                        double l_382_ = (l_349_ - l_348_);
                                                        bool l_383_ = (l_382_ >= l_360_);
                                                        l_mut_221_ = l_383_;
                                                        double l_384_ = (l_350_ - l_348_);
                                                        bool l_385_ = (l_384_ > l_371_);
                                                        l_mut_218_ = l_385_;
                                                        double l_386_ = (l_350_ + l_348_);
                                                        bool l_387_ = (l_386_ <= l_371_);
                                                        l_mut_215_ = l_387_;
                                                    }
                                                    l_mut_164_ = 2u;
                                                    bool _e963 = l_mut_221_;
                                                    if (!(_e963)) {
                                                        bool _e967 = l_mut_215_;
                                                        local_25 = _e967;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_388_ = local_25;
                                                    if (l_388_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        bool _e971 = l_mut_224_;
                                                        if (_e971) {
                                                            bool _e974 = l_mut_218_;
                                                            local_26 = _e974;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_389_ = local_26;
                                                        if (l_389_) {
                                                            l_mut_164_ = 0u;
                                                        }
                                                    }
                                                    uint _e978 = l_mut_164_;
                                                    l_mut_194_ = _e978;
                                                }
                                                uint _e979 = l_mut_194_;
                                                l_mut_148_ = _e979;
                                            } else {
                                                bool l_390_ = (l_130_ == 5u);
                                                if (l_390_) {
                                                    double l_391_ = (2.0L * l_143_);
                                                    double l_392_ = abs(l_391_);
                                                    double l_393_ = floor(l_392_);
                                                    double l_394_ = (3.0L + l_393_);
                                                    double _e988 = l_mut_25_;
                                                    double l_395_ = abs(_e988);
                                                    l_mut_177_ = 1.401298464324817e-45L;
                                                    bool l_396_ = (l_395_ >= 1.1754943508222875e-38L);
                                                    bool l_397_ = (l_395_ <= 1.7976931348623157e308L);
                                                    if (l_396_) {
                                                        local_27 = l_397_;
                                                    } else {
                                                        local_27 = false;
                                                    }
                                                    bool l_398_ = local_27;
                                                    if (l_398_) {
                                                        uint64_t l_399_ = l_395_;
                                                        uint64_t l_400_ = (l_399_ >> uint(52uL));
                                                        uint64_t l_401_ = (l_400_ - 23uL);
                                                        uint64_t l_402_ = (l_401_ << uint(52uL));
                                                        double l_403_ = l_402_;
                                                        l_mut_177_ = l_403_;
                                                    }
                                                    double _e1011 = l_mut_177_;
                                                    double l_404_ = (l_394_ * _e1011);
                                                    l_mut_194_ = 2u;
                                                    double _e1014 = l_mut_25_;
                                                    double l_405_ = (_e1014 - l_146_);
                                                    double l_406_ = abs(l_405_);
                                                    l_mut_177_ = 1.401298464324817e-45L;
                                                    bool l_407_ = (l_406_ >= 1.1754943508222875e-38L);
                                                    bool l_408_ = (l_406_ <= 1.7976931348623157e308L);
                                                    if (l_407_) {
                                                        local_28 = l_408_;
                                                    } else {
                                                        local_28 = false;
                                                    }
                                                    bool l_409_ = local_28;
                                                    if (l_409_) {
                                                        uint64_t l_410_ = l_406_;
                                                        uint64_t l_411_ = (l_410_ >> uint(52uL));
                                                        uint64_t l_412_ = (l_411_ - 23uL);
                                                        uint64_t l_413_ = (l_412_ << uint(52uL));
                                                        double l_414_ = l_413_;
                                                        l_mut_177_ = l_414_;
                                                    }
                                                    double _e1038 = l_mut_25_;
                                                    double l_415_ = (_e1038 + l_146_);
                                                    double l_416_ = abs(l_415_);
                                                    l_mut_28_ = 1.401298464324817e-45L;
                                                    bool l_417_ = (l_416_ >= 1.1754943508222875e-38L);
                                                    bool l_418_ = (l_416_ <= 1.7976931348623157e308L);
                                                    if (l_417_) {
                                                        local_29 = l_418_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_419_ = local_29;
                                                    if (l_419_) {
                                                        uint64_t l_420_ = l_416_;
                                                        uint64_t l_421_ = (l_420_ >> uint(52uL));
                                                        uint64_t l_422_ = (l_421_ - 23uL);
                                                        uint64_t l_423_ = (l_422_ << uint(52uL));
                                                        double l_424_ = l_423_;
                                                        l_mut_28_ = l_424_;
                                                    }
                                                    double _e1062 = l_mut_177_;
                                                    double _e1063 = l_mut_28_;
                                                    bool l_425_ = (_e1062 == _e1063);
                                                    if (l_425_) {
                                                        double l_426_ = (l_404_ * 1.4551915228366852e-11L);
                                                        double l_427_ = (l_146_ + l_426_);
                                                        double _e1068 = l_mut_25_;
                                                        double l_428_ = (_e1068 - l_404_);
                                                        double _e1070 = l_mut_25_;
                                                        double l_429_ = (_e1070 + l_404_);
                                                        float _e1072 = l_mut_22_;
                                                        double l_430_ = double(_e1072);
                                                        float _e1074 = l_mut_22_;
                                                        uint l_431_ = asuint(_e1074);
                                                        uint l_432_ = (l_431_ + 1u);
                                                        l_mut_164_ = l_432_;
                                                        uint l_433_ = (l_431_ & 2147483647u);
                                                        bool l_434_ = (l_433_ == 0u);
                                                        if (l_434_) {
                                                            l_mut_164_ = 1u;
                                                        } else {
                                                            uint l_435_ = (l_431_ & 2147483648u);
                                                            bool l_436_ = (l_435_ != 0u);
                                                            if (l_436_) {
                                                                uint l_437_ = (l_431_ - 1u);
                                                                l_mut_164_ = l_437_;
                                                            }
                                                        }
                                                        uint _e1089 = l_mut_164_;
                                                        float l_438_ = asfloat(_e1089);
                                                        double l_439_ = double(l_438_);
                                                        float _e1092 = l_mut_22_;
                                                        float l_440_ = -(_e1092);
                                                        uint l_441_ = asuint(l_440_);
                                                        uint l_442_ = (l_441_ + 1u);
                                                        l_mut_164_ = l_442_;
                                                        uint l_443_ = (l_441_ & 2147483647u);
                                                        bool l_444_ = (l_443_ == 0u);
                                                        if (l_444_) {
                                                            l_mut_164_ = 1u;
                                                        } else {
                                                            uint l_445_ = (l_441_ & 2147483648u);
                                                            bool l_446_ = (l_445_ != 0u);
                                                            if (l_446_) {
                                                                uint l_447_ = (l_441_ - 1u);
                                                                l_mut_164_ = l_447_;
                                                            }
                                                        }
                                                        uint _e1108 = l_mut_164_;
                                                        float l_448_ = asfloat(_e1108);
                                                        float l_449_ = -(l_448_);
                                                        double l_450_ = double(l_449_);
                                                        double l_451_ = (l_428_ + l_427_);
                                                        bool l_452_ = (l_451_ <= l_430_);
                                                        l_mut_224_ = l_452_;
                                                        double l_453_ = (l_428_ - l_427_);
                                                        bool l_454_ = (l_453_ > l_430_);
                                                        l_mut_221_ = l_454_;
                                                        double l_455_ = (l_429_ - l_427_);
                                                        bool l_456_ = (l_455_ >= l_430_);
                                                        l_mut_218_ = l_456_;
                                                        double l_457_ = (l_429_ + l_427_);
                                                        bool l_458_ = (l_457_ < l_430_);
                                                        l_mut_215_ = l_458_;
                                                        if (l_134_) {
                                                            double l_459_ = (l_428_ + l_427_);
                                                            bool l_460_ = (l_459_ < l_439_);
                                                            l_mut_224_ = l_460_;
                                                            double l_461_ = (l_428_ - l_427_);
                                                            bool l_462_ = (l_461_ >= l_439_);
                                                            l_mut_221_ = l_462_;
                                                            double l_463_ = (l_429_ - l_427_);
                                                            bool l_464_ = (l_463_ > l_450_);
                                                            l_mut_218_ = l_464_;
                                                            double l_465_ = (l_429_ + l_427_);
                                                            bool l_466_ = (l_465_ <= l_450_);
                                                            l_mut_215_ = l_466_;
                                                        }
                                                        l_mut_164_ = 2u;
                                                        bool _e1129 = l_mut_221_;
                                                        if (!(_e1129)) {
                                                            bool _e1133 = l_mut_215_;
                                                            local_30 = _e1133;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_467_ = local_30;
                                                        if (l_467_) {
                                                            l_mut_164_ = 1u;
                                                        } else {
                                                            bool _e1137 = l_mut_224_;
                                                            if (_e1137) {
                                                                bool _e1140 = l_mut_218_;
                                                                local_31 = _e1140;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_468_ = local_31;
                                                            if (l_468_) {
                                                                l_mut_164_ = 0u;
                                                            }
                                                        }
                                                        uint _e1144 = l_mut_164_;
                                                        l_mut_194_ = _e1144;
                                                    }
                                                    uint _e1145 = l_mut_194_;
                                                    l_mut_148_ = _e1145;
                                                } else {
                                                    bool l_469_ = (l_130_ == 6u);
                                                    if (l_469_) {
                                                        l_mut_148_ = 0u;
                                                        bool l_470_ = (l_144_ <= l_139_);
                                                        if (l_470_) {
                                                            double l_471_ = (l_136_ * 1.4551915228366852e-11L);
                                                            double l_472_ = (l_146_ + l_471_);
                                                            double _e1153 = l_mut_25_;
                                                            double l_473_ = (_e1153 - l_136_);
                                                            double _e1155 = l_mut_25_;
                                                            double l_474_ = (_e1155 + l_136_);
                                                            float _e1157 = l_mut_22_;
                                                            double l_475_ = double(_e1157);
                                                            float _e1159 = l_mut_22_;
                                                            uint l_476_ = asuint(_e1159);
                                                            uint l_477_ = (l_476_ + 1u);
                                                            l_mut_194_ = l_477_;
                                                            uint l_478_ = (l_476_ & 2147483647u);
                                                            bool l_479_ = (l_478_ == 0u);
                                                            if (l_479_) {
                                                                l_mut_194_ = 1u;
                                                            } else {
                                                                uint l_480_ = (l_476_ & 2147483648u);
                                                                bool l_481_ = (l_480_ != 0u);
                                                                if (l_481_) {
                                                                    uint l_482_ = (l_476_ - 1u);
                                                                    l_mut_194_ = l_482_;
                                                                }
                                                            }
                                                            uint _e1174 = l_mut_194_;
                                                            float l_483_ = asfloat(_e1174);
                                                            double l_484_ = double(l_483_);
                                                            float _e1177 = l_mut_22_;
                                                            float l_485_ = -(_e1177);
                                                            uint l_486_ = asuint(l_485_);
                                                            uint l_487_ = (l_486_ + 1u);
                                                            l_mut_194_ = l_487_;
                                                            uint l_488_ = (l_486_ & 2147483647u);
                                                            bool l_489_ = (l_488_ == 0u);
                                                            if (l_489_) {
                                                                l_mut_194_ = 1u;
                                                            } else {
                                                                uint l_490_ = (l_486_ & 2147483648u);
                                                                bool l_491_ = (l_490_ != 0u);
                                                                if (l_491_) {
                                                                    uint l_492_ = (l_486_ - 1u);
                                                                    l_mut_194_ = l_492_;
                                                                }
                                                            }
                                                            uint _e1193 = l_mut_194_;
                                                            float l_493_ = asfloat(_e1193);
                                                            float l_494_ = -(l_493_);
                                                            double l_495_ = double(l_494_);
                                                            double l_496_ = (l_473_ + l_472_);
                                                            bool l_497_ = (l_496_ <= l_475_);
                                                            l_mut_224_ = l_497_;
                                                            double l_498_ = (l_473_ - l_472_);
                                                            bool l_499_ = (l_498_ > l_475_);
                                                            l_mut_221_ = l_499_;
                                                            double l_500_ = (l_474_ - l_472_);
                                                            bool l_501_ = (l_500_ >= l_475_);
                                                            l_mut_218_ = l_501_;
                                                            double l_502_ = (l_474_ + l_472_);
                                                            bool l_503_ = (l_502_ < l_475_);
                                                            l_mut_215_ = l_503_;
                                                            if (l_134_) {
                                                                double l_504_ = (l_473_ + l_472_);
                                                                bool l_505_ = (l_504_ < l_484_);
                                                                l_mut_224_ = l_505_;
                                                                double l_506_ = (l_473_ - l_472_);
                                                                bool l_507_ = (l_506_ >= l_484_);
                                                                l_mut_221_ = l_507_;
                                                                double l_508_ = (l_474_ - l_472_);
                                                                bool l_509_ = (l_508_ > l_495_);
                                                                l_mut_218_ = l_509_;
                                                                double l_510_ = (l_474_ + l_472_);
                                                                bool l_511_ = (l_510_ <= l_495_);
                                                                l_mut_215_ = l_511_;
                                                            }
                                                            l_mut_194_ = 2u;
                                                            bool _e1214 = l_mut_221_;
                                                            if (!(_e1214)) {
                                                                bool _e1218 = l_mut_215_;
                                                                local_32 = _e1218;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_512_ = local_32;
                                                            if (l_512_) {
                                                                l_mut_194_ = 1u;
                                                            } else {
                                                                bool _e1222 = l_mut_224_;
                                                                if (_e1222) {
                                                                    bool _e1225 = l_mut_218_;
                                                                    local_33 = _e1225;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_513_ = local_33;
                                                                if (l_513_) {
                                                                    l_mut_194_ = 0u;
                                                                }
                                                            }
                                                            uint _e1229 = l_mut_194_;
                                                            l_mut_148_ = _e1229;
                                                        }
                                                    } else {
                                                        bool l_514_ = (l_130_ == 7u);
                                                        if (l_514_) {
                                                            double _e1232 = l_mut_25_;
                                                            double l_515_ = abs(_e1232);
                                                            double l_516_ = (l_136_ * l_515_);
                                                            l_mut_177_ = l_516_;
                                                            double _e1235 = l_mut_25_;
                                                            double l_517_ = abs(_e1235);
                                                            l_mut_28_ = 1.401298464324817e-45L;
                                                            bool l_518_ = (l_517_ >= 1.1754943508222875e-38L);
                                                            bool l_519_ = (l_517_ <= 1.7976931348623157e308L);
                                                            if (l_518_) {
                                                                local_34 = l_519_;
                                                            } else {
                                                                local_34 = false;
                                                            }
                                                            bool l_520_ = local_34;
                                                            if (l_520_) {
                                                                uint64_t l_521_ = l_517_;
                                                                uint64_t l_522_ = (l_521_ >> uint(52uL));
                                                                uint64_t l_523_ = (l_522_ - 23uL);
                                                                uint64_t l_524_ = (l_523_ << uint(52uL));
                                                                double l_525_ = l_524_;
                                                                l_mut_28_ = l_525_;
                                                            }
                                                            double _e1259 = l_mut_28_;
                                                            double l_526_ = (0.5L * _e1259);
                                                            double _e1261 = l_mut_177_;
                                                            bool l_527_ = (l_526_ > _e1261);
                                                            if (l_527_) {
                                                                l_mut_177_ = l_526_;
                                                            }
                                                            double _e1263 = l_mut_25_;
                                                            double l_528_ = (_e1263 - l_146_);
                                                            double l_529_ = abs(l_528_);
                                                            l_mut_28_ = 1.401298464324817e-45L;
                                                            bool l_530_ = (l_529_ >= 1.1754943508222875e-38L);
                                                            bool l_531_ = (l_529_ <= 1.7976931348623157e308L);
                                                            if (l_530_) {
                                                                local_35 = l_531_;
                                                            } else {
                                                                local_35 = false;
                                                            }
                                                            bool l_532_ = local_35;
                                                            if (l_532_) {
                                                                uint64_t l_533_ = l_529_;
                                                                uint64_t l_534_ = (l_533_ >> uint(52uL));
                                                                uint64_t l_535_ = (l_534_ - 23uL);
                                                                uint64_t l_536_ = (l_535_ << uint(52uL));
                                                                double l_537_ = l_536_;
                                                                l_mut_28_ = l_537_;
                                                            }
                                                            double _e1287 = l_mut_25_;
                                                            double l_538_ = (_e1287 + l_146_);
                                                            double l_539_ = abs(l_538_);
                                                            l_mut_540_ = 1.401298464324817e-45L;
                                                            bool l_541_ = (l_539_ >= 1.1754943508222875e-38L);
                                                            bool l_542_ = (l_539_ <= 1.7976931348623157e308L);
                                                            if (l_541_) {
                                                                local_36 = l_542_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_543_ = local_36;
                                                            if (l_543_) {
                                                                uint64_t l_544_ = l_539_;
                                                                uint64_t l_545_ = (l_544_ >> uint(52uL));
                                                                uint64_t l_546_ = (l_545_ - 23uL);
                                                                uint64_t l_547_ = (l_546_ << uint(52uL));
                                                                double l_548_ = l_547_;
                                                                l_mut_540_ = l_548_;
                                                            }
                                                            double _e1311 = l_mut_28_;
                                                            double _e1312 = l_mut_540_;
                                                            bool l_549_ = (_e1311 == _e1312);
                                                            if (l_549_) {
                                                                double l_550_ = (l_136_ * l_146_);
                                                                double l_551_ = (l_146_ + l_550_);
                                                                double _e1316 = l_mut_177_;
                                                                double l_552_ = (_e1316 * 1.4551915228366852e-11L);
                                                                double l_553_ = (l_551_ + l_552_);
                                                                double _e1320 = l_mut_25_;
                                                                double _e1321 = l_mut_177_;
                                                                double l_554_ = (_e1320 - _e1321);
                                                                double _e1323 = l_mut_25_;
                                                                double _e1324 = l_mut_177_;
                                                                double l_555_ = (_e1323 + _e1324);
                                                                float _e1326 = l_mut_22_;
                                                                double l_556_ = double(_e1326);
                                                                float _e1328 = l_mut_22_;
                                                                uint l_557_ = asuint(_e1328);
                                                                uint l_558_ = (l_557_ + 1u);
                                                                l_mut_194_ = l_558_;
                                                                uint l_559_ = (l_557_ & 2147483647u);
                                                                bool l_560_ = (l_559_ == 0u);
                                                                if (l_560_) {
                                                                    l_mut_194_ = 1u;
                                                                } else {
                                                                    uint l_561_ = (l_557_ & 2147483648u);
                                                                    bool l_562_ = (l_561_ != 0u);
                                                                    if (l_562_) {
                                                                        uint l_563_ = (l_557_ - 1u);
                                                                        l_mut_194_ = l_563_;
                                                                    }
                                                                }
                                                                uint _e1343 = l_mut_194_;
                                                                float l_564_ = asfloat(_e1343);
                                                                double l_565_ = double(l_564_);
                                                                float _e1346 = l_mut_22_;
                                                                float l_566_ = -(_e1346);
                                                                uint l_567_ = asuint(l_566_);
                                                                uint l_568_ = (l_567_ + 1u);
                                                                l_mut_194_ = l_568_;
                                                                uint l_569_ = (l_567_ & 2147483647u);
                                                                bool l_570_ = (l_569_ == 0u);
                                                                if (l_570_) {
                                                                    l_mut_194_ = 1u;
                                                                } else {
                                                                    uint l_571_ = (l_567_ & 2147483648u);
                                                                    bool l_572_ = (l_571_ != 0u);
                                                                    if (l_572_) {
                                                                        uint l_573_ = (l_567_ - 1u);
                                                                        l_mut_194_ = l_573_;
                                                                    }
                                                                }
                                                                uint _e1362 = l_mut_194_;
                                                                float l_574_ = asfloat(_e1362);
                                                                float l_575_ = -(l_574_);
                                                                double l_576_ = double(l_575_);
                                                                double l_577_ = (l_554_ + l_553_);
                                                                bool l_578_ = (l_577_ <= l_556_);
                                                                l_mut_224_ = l_578_;
                                                                double l_579_ = (l_554_ - l_553_);
                                                                bool l_580_ = (l_579_ > l_556_);
                                                                l_mut_221_ = l_580_;
                                                                double l_581_ = (l_555_ - l_553_);
                                                                bool l_582_ = (l_581_ >= l_556_);
                                                                l_mut_218_ = l_582_;
                                                                double l_583_ = (l_555_ + l_553_);
                                                                bool l_584_ = (l_583_ < l_556_);
                                                                l_mut_215_ = l_584_;
                                                                if (l_134_) {
                                                                    double l_585_ = (l_554_ + l_553_);
                                                                    bool l_586_ = (l_585_ < l_565_);
                                                                    l_mut_224_ = l_586_;
                                                                    double l_587_ = (l_554_ - l_553_);
                                                                    bool l_588_ = (l_587_ >= l_565_);
                                                                    l_mut_221_ = l_588_;
                                                                    double l_589_ = (l_555_ - l_553_);
                                                                    bool l_590_ = (l_589_ > l_576_);
                                                                    l_mut_218_ = l_590_;
                                                                    double l_591_ = (l_555_ + l_553_);
                                                                    bool l_592_ = (l_591_ <= l_576_);
                                                                    l_mut_215_ = l_592_;
                                                                }
                                                                l_mut_194_ = 2u;
                                                                bool _e1383 = l_mut_221_;
                                                                if (!(_e1383)) {
                                                                    bool _e1387 = l_mut_215_;
                                                                    local_37 = _e1387;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_593_ = local_37;
                                                                if (l_593_) {
                                                                    l_mut_194_ = 1u;
                                                                } else {
                                                                    bool _e1391 = l_mut_224_;
                                                                    if (_e1391) {
                                                                        bool _e1394 = l_mut_218_;
                                                                        local_38 = _e1394;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_594_ = local_38;
                                                                    if (l_594_) {
                                                                        l_mut_194_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1398 = l_mut_194_;
                                                                l_mut_148_ = _e1398;
                                                            }
                                                        } else {
                                                            bool l_595_ = (l_130_ == 8u);
                                                            if (l_595_) {
                                                                bool l_596_ = (l_143_ >= 0.5L);
                                                                bool l_597_ = (l_143_ <= 2.0L);
                                                                if (l_596_) {
                                                                    local_39 = l_597_;
                                                                } else {
                                                                    local_39 = false;
                                                                }
                                                                bool l_598_ = local_39;
                                                                if (l_598_) {
                                                                    double l_599_ = (l_136_ * 1.4551915228366852e-11L);
                                                                    double l_600_ = (l_146_ + l_599_);
                                                                    double _e1412 = l_mut_25_;
                                                                    double l_601_ = (_e1412 - l_136_);
                                                                    double _e1414 = l_mut_25_;
                                                                    double l_602_ = (_e1414 + l_136_);
                                                                    float _e1416 = l_mut_22_;
                                                                    double l_603_ = double(_e1416);
                                                                    float _e1418 = l_mut_22_;
                                                                    uint l_604_ = asuint(_e1418);
                                                                    uint l_605_ = (l_604_ + 1u);
                                                                    l_mut_194_ = l_605_;
                                                                    uint l_606_ = (l_604_ & 2147483647u);
                                                                    bool l_607_ = (l_606_ == 0u);
                                                                    if (l_607_) {
                                                                        l_mut_194_ = 1u;
                                                                    } else {
                                                                        uint l_608_ = (l_604_ & 2147483648u);
                                                                        bool l_609_ = (l_608_ != 0u);
                                                                        if (l_609_) {
                                                                            uint l_610_ = (l_604_ - 1u);
                                                                            l_mut_194_ = l_610_;
                                                                        }
                                                                    }
                                                                    uint _e1433 = l_mut_194_;
                                                                    float l_611_ = asfloat(_e1433);
                                                                    double l_612_ = double(l_611_);
                                                                    float _e1436 = l_mut_22_;
                                                                    float l_613_ = -(_e1436);
                                                                    uint l_614_ = asuint(l_613_);
                                                                    uint l_615_ = (l_614_ + 1u);
                                                                    l_mut_194_ = l_615_;
                                                                    uint l_616_ = (l_614_ & 2147483647u);
                                                                    bool l_617_ = (l_616_ == 0u);
                                                                    if (l_617_) {
                                                                        l_mut_194_ = 1u;
                                                                    } else {
                                                                        uint l_618_ = (l_614_ & 2147483648u);
                                                                        bool l_619_ = (l_618_ != 0u);
                                                                        if (l_619_) {
                                                                            uint l_620_ = (l_614_ - 1u);
                                                                            l_mut_194_ = l_620_;
                                                                        }
                                                                    }
                                                                    uint _e1452 = l_mut_194_;
                                                                    float l_621_ = asfloat(_e1452);
                                                                    float l_622_ = -(l_621_);
                                                                    double l_623_ = double(l_622_);
                                                                    double l_624_ = (l_601_ + l_600_);
                                                                    bool l_625_ = (l_624_ <= l_603_);
                                                                    l_mut_224_ = l_625_;
                                                                    double l_626_ = (l_601_ - l_600_);
                                                                    bool l_627_ = (l_626_ > l_603_);
                                                                    l_mut_221_ = l_627_;
                                                                    double l_628_ = (l_602_ - l_600_);
                                                                    bool l_629_ = (l_628_ >= l_603_);
                                                                    l_mut_218_ = l_629_;
                                                                    double l_630_ = (l_602_ + l_600_);
                                                                    bool l_631_ = (l_630_ < l_603_);
                                                                    l_mut_215_ = l_631_;
                                                                    if (l_134_) {
                                                                        double l_632_ = (l_601_ + l_600_);
                                                                        bool l_633_ = (l_632_ < l_612_);
                                                                        l_mut_224_ = l_633_;
                                                                        double l_634_ = (l_601_ - l_600_);
                                                                        bool l_635_ = (l_634_ >= l_612_);
                                                                        l_mut_221_ = l_635_;
                                                                        double l_636_ = (l_602_ - l_600_);
                                                                        bool l_637_ = (l_636_ > l_623_);
                                                                        l_mut_218_ = l_637_;
                                                                        double l_638_ = (l_602_ + l_600_);
                                                                        bool l_639_ = (l_638_ <= l_623_);
                                                                        l_mut_215_ = l_639_;
                                                                    }
                                                                    l_mut_194_ = 2u;
                                                                    bool _e1473 = l_mut_221_;
                                                                    if (!(_e1473)) {
                                                                        bool _e1477 = l_mut_215_;
                                                                        local_40 = _e1477;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_640_ = local_40;
                                                                    if (l_640_) {
                                                                        l_mut_194_ = 1u;
                                                                    } else {
                                                                        bool _e1481 = l_mut_224_;
                                                                        if (_e1481) {
                                                                            bool _e1484 = l_mut_218_;
                                                                            local_41 = _e1484;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_641_ = local_41;
                                                                        if (l_641_) {
                                                                            l_mut_194_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1488 = l_mut_194_;
                                                                    l_mut_148_ = _e1488;
                                                                } else {
                                                                    double _e1489 = l_mut_25_;
                                                                    double l_642_ = abs(_e1489);
                                                                    l_mut_540_ = 1.401298464324817e-45L;
                                                                    bool l_643_ = (l_642_ >= 1.1754943508222875e-38L);
                                                                    bool l_644_ = (l_642_ <= 1.7976931348623157e308L);
                                                                    if (l_643_) {
                                                                        local_42 = l_644_;
                                                                    } else {
                                                                        local_42 = false;
                                                                    }
                                                                    bool l_645_ = local_42;
                                                                    if (l_645_) {
                                                                        uint64_t l_646_ = l_642_;
                                                                        uint64_t l_647_ = (l_646_ >> uint(52uL));
                                                                        uint64_t l_648_ = (l_647_ - 23uL);
                                                                        uint64_t l_649_ = (l_648_ << uint(52uL));
                                                                        double l_650_ = l_649_;
                                                                        l_mut_540_ = l_650_;
                                                                    }
                                                                    double _e1512 = l_mut_540_;
                                                                    double l_651_ = (l_139_ * _e1512);
                                                                    l_mut_194_ = 2u;
                                                                    double _e1515 = l_mut_25_;
                                                                    double l_652_ = (_e1515 - l_146_);
                                                                    double l_653_ = abs(l_652_);
                                                                    l_mut_540_ = 1.401298464324817e-45L;
                                                                    bool l_654_ = (l_653_ >= 1.1754943508222875e-38L);
                                                                    bool l_655_ = (l_653_ <= 1.7976931348623157e308L);
                                                                    if (l_654_) {
                                                                        local_43 = l_655_;
                                                                    } else {
                                                                        local_43 = false;
                                                                    }
                                                                    bool l_656_ = local_43;
                                                                    if (l_656_) {
                                                                        uint64_t l_657_ = l_653_;
                                                                        uint64_t l_658_ = (l_657_ >> uint(52uL));
                                                                        uint64_t l_659_ = (l_658_ - 23uL);
                                                                        uint64_t l_660_ = (l_659_ << uint(52uL));
                                                                        double l_661_ = l_660_;
                                                                        l_mut_540_ = l_661_;
                                                                    }
                                                                    double _e1539 = l_mut_25_;
                                                                    double l_662_ = (_e1539 + l_146_);
                                                                    double l_663_ = abs(l_662_);
                                                                    l_mut_177_ = 1.401298464324817e-45L;
                                                                    bool l_664_ = (l_663_ >= 1.1754943508222875e-38L);
                                                                    bool l_665_ = (l_663_ <= 1.7976931348623157e308L);
                                                                    if (l_664_) {
                                                                        local_44 = l_665_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_666_ = local_44;
                                                                    if (l_666_) {
                                                                        uint64_t l_667_ = l_663_;
                                                                        uint64_t l_668_ = (l_667_ >> uint(52uL));
                                                                        uint64_t l_669_ = (l_668_ - 23uL);
                                                                        uint64_t l_670_ = (l_669_ << uint(52uL));
                                                                        double l_671_ = l_670_;
                                                                        l_mut_177_ = l_671_;
                                                                    }
                                                                    double _e1563 = l_mut_540_;
                                                                    double _e1564 = l_mut_177_;
                                                                    bool l_672_ = (_e1563 == _e1564);
                                                                    if (l_672_) {
                                                                        double l_673_ = (l_651_ * 1.4551915228366852e-11L);
                                                                        double l_674_ = (l_146_ + l_673_);
                                                                        double _e1569 = l_mut_25_;
                                                                        double l_675_ = (_e1569 - l_651_);
                                                                        double _e1571 = l_mut_25_;
                                                                        double l_676_ = (_e1571 + l_651_);
                                                                        float _e1573 = l_mut_22_;
                                                                        double l_677_ = double(_e1573);
                                                                        float _e1575 = l_mut_22_;
                                                                        uint l_678_ = asuint(_e1575);
                                                                        uint l_679_ = (l_678_ + 1u);
                                                                        l_mut_164_ = l_679_;
                                                                        uint l_680_ = (l_678_ & 2147483647u);
                                                                        bool l_681_ = (l_680_ == 0u);
                                                                        if (l_681_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            uint l_682_ = (l_678_ & 2147483648u);
                                                                            bool l_683_ = (l_682_ != 0u);
                                                                            if (l_683_) {
                                                                                uint l_684_ = (l_678_ - 1u);
                                                                                l_mut_164_ = l_684_;
                                                                            }
                                                                        }
                                                                        uint _e1590 = l_mut_164_;
                                                                        float l_685_ = asfloat(_e1590);
                                                                        double l_686_ = double(l_685_);
                                                                        float _e1593 = l_mut_22_;
                                                                        float l_687_ = -(_e1593);
                                                                        uint l_688_ = asuint(l_687_);
                                                                        uint l_689_ = (l_688_ + 1u);
                                                                        l_mut_164_ = l_689_;
                                                                        uint l_690_ = (l_688_ & 2147483647u);
                                                                        bool l_691_ = (l_690_ == 0u);
                                                                        if (l_691_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            uint l_692_ = (l_688_ & 2147483648u);
                                                                            bool l_693_ = (l_692_ != 0u);
                                                                            if (l_693_) {
                                                                                uint l_694_ = (l_688_ - 1u);
                                                                                l_mut_164_ = l_694_;
                                                                            }
                                                                        }
                                                                        uint _e1609 = l_mut_164_;
                                                                        float l_695_ = asfloat(_e1609);
                                                                        float l_696_ = -(l_695_);
                                                                        double l_697_ = double(l_696_);
                                                                        double l_698_ = (l_675_ + l_674_);
                                                                        bool l_699_ = (l_698_ <= l_677_);
                                                                        l_mut_224_ = l_699_;
                                                                        double l_700_ = (l_675_ - l_674_);
                                                                        bool l_701_ = (l_700_ > l_677_);
                                                                        l_mut_221_ = l_701_;
                                                                        double l_702_ = (l_676_ - l_674_);
                                                                        bool l_703_ = (l_702_ >= l_677_);
                                                                        l_mut_218_ = l_703_;
                                                                        double l_704_ = (l_676_ + l_674_);
                                                                        bool l_705_ = (l_704_ < l_677_);
                                                                        l_mut_215_ = l_705_;
                                                                        if (l_134_) {
                                                                            double l_706_ = (l_675_ + l_674_);
                                                                            bool l_707_ = (l_706_ < l_686_);
                                                                            l_mut_224_ = l_707_;
                                                                            double l_708_ = (l_675_ - l_674_);
                                                                            bool l_709_ = (l_708_ >= l_686_);
                                                                            l_mut_221_ = l_709_;
                                                                            double l_710_ = (l_676_ - l_674_);
                                                                            bool l_711_ = (l_710_ > l_697_);
                                                                            l_mut_218_ = l_711_;
                                                                            double l_712_ = (l_676_ + l_674_);
                                                                            bool l_713_ = (l_712_ <= l_697_);
                                                                            l_mut_215_ = l_713_;
                                                                        }
                                                                        l_mut_164_ = 2u;
                                                                        bool _e1630 = l_mut_221_;
                                                                        if (!(_e1630)) {
                                                                            bool _e1634 = l_mut_215_;
                                                                            local_45 = _e1634;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_714_ = local_45;
                                                                        if (l_714_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            bool _e1638 = l_mut_224_;
                                                                            if (_e1638) {
                                                                                bool _e1641 = l_mut_218_;
                                                                                local_46 = _e1641;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_715_ = local_46;
                                                                            if (l_715_) {
                                                                                l_mut_164_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1645 = l_mut_164_;
                                                                        l_mut_194_ = _e1645;
                                                                    }
                                                                    uint _e1646 = l_mut_194_;
                                                                    l_mut_148_ = _e1646;
                                                                }
                                                            } else {
                                                                bool l_716_ = (l_130_ == 9u);
                                                                if (l_716_) {
                                                                    a_717_[0] = 1u;
                                                                    double l_718_ = sqrt(l_143_);
                                                                    double l_719_ = (1.0L / l_718_);
                                                                    double l_720_ = (l_719_ * 1.4551915228366852e-11L);
                                                                    double l_721_ = abs(l_719_);
                                                                    l_mut_540_ = 1.401298464324817e-45L;
                                                                    bool l_722_ = (l_721_ >= 1.1754943508222875e-38L);
                                                                    bool l_723_ = (l_721_ <= 1.7976931348623157e308L);
                                                                    if (l_722_) {
                                                                        local_47 = l_723_;
                                                                    } else {
                                                                        local_47 = false;
                                                                    }
                                                                    bool l_724_ = local_47;
                                                                    if (l_724_) {
                                                                        uint64_t l_725_ = l_721_;
                                                                        uint64_t l_726_ = (l_725_ >> uint(52uL));
                                                                        uint64_t l_727_ = (l_726_ - 23uL);
                                                                        uint64_t l_728_ = (l_727_ << uint(52uL));
                                                                        double l_729_ = l_728_;
                                                                        l_mut_540_ = l_729_;
                                                                    }
                                                                    double l_730_ = (l_719_ - l_720_);
                                                                    double l_731_ = abs(l_730_);
                                                                    l_mut_177_ = 1.401298464324817e-45L;
                                                                    bool l_732_ = (l_731_ >= 1.1754943508222875e-38L);
                                                                    bool l_733_ = (l_731_ <= 1.7976931348623157e308L);
                                                                    if (l_732_) {
                                                                        local_48 = l_733_;
                                                                    } else {
                                                                        local_48 = false;
                                                                    }
                                                                    bool l_734_ = local_48;
                                                                    if (l_734_) {
                                                                        uint64_t l_735_ = l_731_;
                                                                        uint64_t l_736_ = (l_735_ >> uint(52uL));
                                                                        uint64_t l_737_ = (l_736_ - 23uL);
                                                                        uint64_t l_738_ = (l_737_ << uint(52uL));
                                                                        double l_739_ = l_738_;
                                                                        l_mut_177_ = l_739_;
                                                                    }
                                                                    double l_740_ = (l_719_ + l_720_);
                                                                    double l_741_ = abs(l_740_);
                                                                    l_mut_28_ = 1.401298464324817e-45L;
                                                                    bool l_742_ = (l_741_ >= 1.1754943508222875e-38L);
                                                                    bool l_743_ = (l_741_ <= 1.7976931348623157e308L);
                                                                    if (l_742_) {
                                                                        local_49 = l_743_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_744_ = local_49;
                                                                    if (l_744_) {
                                                                        uint64_t l_745_ = l_741_;
                                                                        uint64_t l_746_ = (l_745_ >> uint(52uL));
                                                                        uint64_t l_747_ = (l_746_ - 23uL);
                                                                        uint64_t l_748_ = (l_747_ << uint(52uL));
                                                                        double l_749_ = l_748_;
                                                                        l_mut_28_ = l_749_;
                                                                    }
                                                                    double _e1724 = l_mut_177_;
                                                                    double _e1725 = l_mut_28_;
                                                                    bool l_750_ = (_e1724 == _e1725);
                                                                    bool l_751_ = !(l_750_);
                                                                    if (l_751_) {
                                                                        a_717_[0] = 0u;
                                                                    }
                                                                    double _e1730 = l_mut_540_;
                                                                    double l_752_ = (l_136_ * _e1730);
                                                                    double l_753_ = (l_719_ - l_752_);
                                                                    l_mut_177_ = l_753_;
                                                                    if (l_134_) {
                                                                        double l_754_ = (l_753_ - l_720_);
                                                                        double l_755_ = (l_754_ * 7.1362384635298e44L);
                                                                        double l_756_ = floor(l_755_);
                                                                        double l_757_ = (l_756_ * 1.401298464324817e-45L);
                                                                        l_mut_28_ = l_757_;
                                                                        double l_758_ = abs(l_754_);
                                                                        bool l_759_ = (l_758_ >= 1.1754943508222875e-38L);
                                                                        if (l_759_) {
                                                                            float l_760_ = float(l_754_);
                                                                            double l_761_ = double(l_760_);
                                                                            l_mut_28_ = l_761_;
                                                                            double _e1744 = l_mut_28_;
                                                                            bool l_762_ = (_e1744 > l_754_);
                                                                            if (l_762_) {
                                                                                float l_763_ = -(l_760_);
                                                                                uint l_764_ = asuint(l_763_);
                                                                                uint l_765_ = (l_764_ + 1u);
                                                                                l_mut_194_ = l_765_;
                                                                                uint l_766_ = (l_764_ & 2147483647u);
                                                                                bool l_767_ = (l_766_ == 0u);
                                                                                if (l_767_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_768_ = (l_764_ & 2147483648u);
                                                                                    bool l_769_ = (l_768_ != 0u);
                                                                                    if (l_769_) {
                                                                                        uint l_770_ = (l_764_ - 1u);
                                                                                        l_mut_194_ = l_770_;
                                                                                    }
                                                                                }
                                                                                uint _e1761 = l_mut_194_;
                                                                                float l_771_ = asfloat(_e1761);
                                                                                float l_772_ = -(l_771_);
                                                                                double l_773_ = double(l_772_);
                                                                                l_mut_28_ = l_773_;
                                                                            } else {
                                                                                uint l_774_ = asuint(l_760_);
                                                                                uint l_775_ = (l_774_ + 1u);
                                                                                l_mut_194_ = l_775_;
                                                                                uint l_776_ = (l_774_ & 2147483647u);
                                                                                bool l_777_ = (l_776_ == 0u);
                                                                                if (l_777_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_778_ = (l_774_ & 2147483648u);
                                                                                    bool l_779_ = (l_778_ != 0u);
                                                                                    if (l_779_) {
                                                                                        uint l_780_ = (l_774_ - 1u);
                                                                                        l_mut_194_ = l_780_;
                                                                                    }
                                                                                }
                                                                                uint _e1779 = l_mut_194_;
                                                                                float l_781_ = asfloat(_e1779);
                                                                                double l_782_ = double(l_781_);
                                                                                bool l_783_ = (l_782_ <= l_754_);
                                                                                if (l_783_) {
                                                                                    uint l_784_ = asuint(l_760_);
                                                                                    uint l_785_ = (l_784_ + 1u);
                                                                                    l_mut_194_ = l_785_;
                                                                                    uint l_786_ = (l_784_ & 2147483647u);
                                                                                    bool l_787_ = (l_786_ == 0u);
                                                                                    if (l_787_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_788_ = (l_784_ & 2147483648u);
                                                                                        bool l_789_ = (l_788_ != 0u);
                                                                                        if (l_789_) {
                                                                                            uint l_790_ = (l_784_ - 1u);
                                                                                            l_mut_194_ = l_790_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1797 = l_mut_194_;
                                                                                    float l_791_ = asfloat(_e1797);
                                                                                    double l_792_ = double(l_791_);
                                                                                    l_mut_28_ = l_792_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_793_ = (l_753_ + l_720_);
                                                                        double l_794_ = (l_793_ * 7.1362384635298e44L);
                                                                        double l_795_ = floor(l_794_);
                                                                        double l_796_ = (l_795_ * 1.401298464324817e-45L);
                                                                        l_mut_797_ = l_796_;
                                                                        double l_798_ = abs(l_793_);
                                                                        bool l_799_ = (l_798_ >= 1.1754943508222875e-38L);
                                                                        if (l_799_) {
                                                                            float l_800_ = float(l_793_);
                                                                            double l_801_ = double(l_800_);
                                                                            l_mut_797_ = l_801_;
                                                                            double _e1811 = l_mut_797_;
                                                                            bool l_802_ = (_e1811 > l_793_);
                                                                            if (l_802_) {
                                                                                float l_803_ = -(l_800_);
                                                                                uint l_804_ = asuint(l_803_);
                                                                                uint l_805_ = (l_804_ + 1u);
                                                                                l_mut_194_ = l_805_;
                                                                                uint l_806_ = (l_804_ & 2147483647u);
                                                                                bool l_807_ = (l_806_ == 0u);
                                                                                if (l_807_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_808_ = (l_804_ & 2147483648u);
                                                                                    bool l_809_ = (l_808_ != 0u);
                                                                                    if (l_809_) {
                                                                                        uint l_810_ = (l_804_ - 1u);
                                                                                        l_mut_194_ = l_810_;
                                                                                    }
                                                                                }
                                                                                uint _e1828 = l_mut_194_;
                                                                                float l_811_ = asfloat(_e1828);
                                                                                float l_812_ = -(l_811_);
                                                                                double l_813_ = double(l_812_);
                                                                                l_mut_797_ = l_813_;
                                                                            } else {
                                                                                uint l_814_ = asuint(l_800_);
                                                                                uint l_815_ = (l_814_ + 1u);
                                                                                l_mut_194_ = l_815_;
                                                                                uint l_816_ = (l_814_ & 2147483647u);
                                                                                bool l_817_ = (l_816_ == 0u);
                                                                                if (l_817_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_818_ = (l_814_ & 2147483648u);
                                                                                    bool l_819_ = (l_818_ != 0u);
                                                                                    if (l_819_) {
                                                                                        uint l_820_ = (l_814_ - 1u);
                                                                                        l_mut_194_ = l_820_;
                                                                                    }
                                                                                }
                                                                                uint _e1846 = l_mut_194_;
                                                                                float l_821_ = asfloat(_e1846);
                                                                                double l_822_ = double(l_821_);
                                                                                bool l_823_ = (l_822_ <= l_793_);
                                                                                if (l_823_) {
                                                                                    uint l_824_ = asuint(l_800_);
                                                                                    uint l_825_ = (l_824_ + 1u);
                                                                                    l_mut_194_ = l_825_;
                                                                                    uint l_826_ = (l_824_ & 2147483647u);
                                                                                    bool l_827_ = (l_826_ == 0u);
                                                                                    if (l_827_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_828_ = (l_824_ & 2147483648u);
                                                                                        bool l_829_ = (l_828_ != 0u);
                                                                                        if (l_829_) {
                                                                                            uint l_830_ = (l_824_ - 1u);
                                                                                            l_mut_194_ = l_830_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1864 = l_mut_194_;
                                                                                    float l_831_ = asfloat(_e1864);
                                                                                    double l_832_ = double(l_831_);
                                                                                    l_mut_797_ = l_832_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1867 = l_mut_28_;
                                                                        double _e1868 = l_mut_797_;
                                                                        bool l_833_ = (_e1867 == _e1868);
                                                                        bool l_834_ = !(l_833_);
                                                                        if (l_834_) {
                                                                            a_717_[0] = 0u;
                                                                        }
                                                                        double l_835_ = (l_753_ * 7.1362384635298e44L);
                                                                        double l_836_ = floor(l_835_);
                                                                        double l_837_ = (l_836_ * 1.401298464324817e-45L);
                                                                        l_mut_797_ = l_837_;
                                                                        double l_838_ = abs(l_753_);
                                                                        bool l_839_ = (l_838_ >= 1.1754943508222875e-38L);
                                                                        if (l_839_) {
                                                                            float l_840_ = float(l_753_);
                                                                            double l_841_ = double(l_840_);
                                                                            l_mut_797_ = l_841_;
                                                                            double _e1883 = l_mut_797_;
                                                                            bool l_842_ = (_e1883 > l_753_);
                                                                            if (l_842_) {
                                                                                float l_843_ = -(l_840_);
                                                                                uint l_844_ = asuint(l_843_);
                                                                                uint l_845_ = (l_844_ + 1u);
                                                                                l_mut_194_ = l_845_;
                                                                                uint l_846_ = (l_844_ & 2147483647u);
                                                                                bool l_847_ = (l_846_ == 0u);
                                                                                if (l_847_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_848_ = (l_844_ & 2147483648u);
                                                                                    bool l_849_ = (l_848_ != 0u);
                                                                                    if (l_849_) {
                                                                                        uint l_850_ = (l_844_ - 1u);
                                                                                        l_mut_194_ = l_850_;
                                                                                    }
                                                                                }
                                                                                uint _e1900 = l_mut_194_;
                                                                                float l_851_ = asfloat(_e1900);
                                                                                float l_852_ = -(l_851_);
                                                                                double l_853_ = double(l_852_);
                                                                                l_mut_797_ = l_853_;
                                                                            } else {
                                                                                uint l_854_ = asuint(l_840_);
                                                                                uint l_855_ = (l_854_ + 1u);
                                                                                l_mut_194_ = l_855_;
                                                                                uint l_856_ = (l_854_ & 2147483647u);
                                                                                bool l_857_ = (l_856_ == 0u);
                                                                                if (l_857_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_858_ = (l_854_ & 2147483648u);
                                                                                    bool l_859_ = (l_858_ != 0u);
                                                                                    if (l_859_) {
                                                                                        uint l_860_ = (l_854_ - 1u);
                                                                                        l_mut_194_ = l_860_;
                                                                                    }
                                                                                }
                                                                                uint _e1918 = l_mut_194_;
                                                                                float l_861_ = asfloat(_e1918);
                                                                                double l_862_ = double(l_861_);
                                                                                bool l_863_ = (l_862_ <= l_753_);
                                                                                if (l_863_) {
                                                                                    uint l_864_ = asuint(l_840_);
                                                                                    uint l_865_ = (l_864_ + 1u);
                                                                                    l_mut_194_ = l_865_;
                                                                                    uint l_866_ = (l_864_ & 2147483647u);
                                                                                    bool l_867_ = (l_866_ == 0u);
                                                                                    if (l_867_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_868_ = (l_864_ & 2147483648u);
                                                                                        bool l_869_ = (l_868_ != 0u);
                                                                                        if (l_869_) {
                                                                                            uint l_870_ = (l_864_ - 1u);
                                                                                            l_mut_194_ = l_870_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1936 = l_mut_194_;
                                                                                    float l_871_ = asfloat(_e1936);
                                                                                    double l_872_ = double(l_871_);
                                                                                    l_mut_797_ = l_872_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1939 = l_mut_797_;
                                                                        l_mut_177_ = _e1939;
                                                                    }
                                                                    double _e1940 = l_mut_540_;
                                                                    double l_873_ = (l_136_ * _e1940);
                                                                    double l_874_ = (l_719_ + l_873_);
                                                                    l_mut_797_ = l_874_;
                                                                    if (l_134_) {
                                                                        double l_875_ = (l_874_ - l_720_);
                                                                        double l_876_ = (l_875_ * 7.1362384635298e44L);
                                                                        double l_877_ = floor(l_876_);
                                                                        double l_878_ = (l_877_ * 1.401298464324817e-45L);
                                                                        l_mut_540_ = l_878_;
                                                                        double l_879_ = abs(l_875_);
                                                                        bool l_880_ = (l_879_ >= 1.1754943508222875e-38L);
                                                                        if (l_880_) {
                                                                            float l_881_ = float(l_875_);
                                                                            double l_882_ = double(l_881_);
                                                                            l_mut_540_ = l_882_;
                                                                            double _e1954 = l_mut_540_;
                                                                            bool l_883_ = (_e1954 > l_875_);
                                                                            if (l_883_) {
                                                                                float l_884_ = -(l_881_);
                                                                                uint l_885_ = asuint(l_884_);
                                                                                uint l_886_ = (l_885_ + 1u);
                                                                                l_mut_194_ = l_886_;
                                                                                uint l_887_ = (l_885_ & 2147483647u);
                                                                                bool l_888_ = (l_887_ == 0u);
                                                                                if (l_888_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_889_ = (l_885_ & 2147483648u);
                                                                                    bool l_890_ = (l_889_ != 0u);
                                                                                    if (l_890_) {
                                                                                        uint l_891_ = (l_885_ - 1u);
                                                                                        l_mut_194_ = l_891_;
                                                                                    }
                                                                                }
                                                                                uint _e1971 = l_mut_194_;
                                                                                float l_892_ = asfloat(_e1971);
                                                                                float l_893_ = -(l_892_);
                                                                                double l_894_ = double(l_893_);
                                                                                l_mut_540_ = l_894_;
                                                                            } else {
                                                                                uint l_895_ = asuint(l_881_);
                                                                                uint l_896_ = (l_895_ + 1u);
                                                                                l_mut_194_ = l_896_;
                                                                                uint l_897_ = (l_895_ & 2147483647u);
                                                                                bool l_898_ = (l_897_ == 0u);
                                                                                if (l_898_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_899_ = (l_895_ & 2147483648u);
                                                                                    bool l_900_ = (l_899_ != 0u);
                                                                                    if (l_900_) {
                                                                                        uint l_901_ = (l_895_ - 1u);
                                                                                        l_mut_194_ = l_901_;
                                                                                    }
                                                                                }
                                                                                uint _e1989 = l_mut_194_;
                                                                                float l_902_ = asfloat(_e1989);
                                                                                double l_903_ = double(l_902_);
                                                                                bool l_904_ = (l_903_ <= l_875_);
                                                                                if (l_904_) {
                                                                                    uint l_905_ = asuint(l_881_);
                                                                                    uint l_906_ = (l_905_ + 1u);
                                                                                    l_mut_194_ = l_906_;
                                                                                    uint l_907_ = (l_905_ & 2147483647u);
                                                                                    bool l_908_ = (l_907_ == 0u);
                                                                                    if (l_908_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_909_ = (l_905_ & 2147483648u);
                                                                                        bool l_910_ = (l_909_ != 0u);
                                                                                        if (l_910_) {
                                                                                            uint l_911_ = (l_905_ - 1u);
                                                                                            l_mut_194_ = l_911_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2007 = l_mut_194_;
                                                                                    float l_912_ = asfloat(_e2007);
                                                                                    double l_913_ = double(l_912_);
                                                                                    l_mut_540_ = l_913_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_914_ = (l_874_ + l_720_);
                                                                        double l_915_ = (l_914_ * 7.1362384635298e44L);
                                                                        double l_916_ = floor(l_915_);
                                                                        double l_917_ = (l_916_ * 1.401298464324817e-45L);
                                                                        l_mut_28_ = l_917_;
                                                                        double l_918_ = abs(l_914_);
                                                                        bool l_919_ = (l_918_ >= 1.1754943508222875e-38L);
                                                                        if (l_919_) {
                                                                            float l_920_ = float(l_914_);
                                                                            double l_921_ = double(l_920_);
                                                                            l_mut_28_ = l_921_;
                                                                            double _e2021 = l_mut_28_;
                                                                            bool l_922_ = (_e2021 > l_914_);
                                                                            if (l_922_) {
                                                                                float l_923_ = -(l_920_);
                                                                                uint l_924_ = asuint(l_923_);
                                                                                uint l_925_ = (l_924_ + 1u);
                                                                                l_mut_194_ = l_925_;
                                                                                uint l_926_ = (l_924_ & 2147483647u);
                                                                                bool l_927_ = (l_926_ == 0u);
                                                                                if (l_927_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_928_ = (l_924_ & 2147483648u);
                                                                                    bool l_929_ = (l_928_ != 0u);
                                                                                    if (l_929_) {
                                                                                        uint l_930_ = (l_924_ - 1u);
                                                                                        l_mut_194_ = l_930_;
                                                                                    }
                                                                                }
                                                                                uint _e2038 = l_mut_194_;
                                                                                float l_931_ = asfloat(_e2038);
                                                                                float l_932_ = -(l_931_);
                                                                                double l_933_ = double(l_932_);
                                                                                l_mut_28_ = l_933_;
                                                                            } else {
                                                                                uint l_934_ = asuint(l_920_);
                                                                                uint l_935_ = (l_934_ + 1u);
                                                                                l_mut_194_ = l_935_;
                                                                                uint l_936_ = (l_934_ & 2147483647u);
                                                                                bool l_937_ = (l_936_ == 0u);
                                                                                if (l_937_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_938_ = (l_934_ & 2147483648u);
                                                                                    bool l_939_ = (l_938_ != 0u);
                                                                                    if (l_939_) {
                                                                                        uint l_940_ = (l_934_ - 1u);
                                                                                        l_mut_194_ = l_940_;
                                                                                    }
                                                                                }
                                                                                uint _e2056 = l_mut_194_;
                                                                                float l_941_ = asfloat(_e2056);
                                                                                double l_942_ = double(l_941_);
                                                                                bool l_943_ = (l_942_ <= l_914_);
                                                                                if (l_943_) {
                                                                                    uint l_944_ = asuint(l_920_);
                                                                                    uint l_945_ = (l_944_ + 1u);
                                                                                    l_mut_194_ = l_945_;
                                                                                    uint l_946_ = (l_944_ & 2147483647u);
                                                                                    bool l_947_ = (l_946_ == 0u);
                                                                                    if (l_947_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_948_ = (l_944_ & 2147483648u);
                                                                                        bool l_949_ = (l_948_ != 0u);
                                                                                        if (l_949_) {
                                                                                            uint l_950_ = (l_944_ - 1u);
                                                                                            l_mut_194_ = l_950_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2074 = l_mut_194_;
                                                                                    float l_951_ = asfloat(_e2074);
                                                                                    double l_952_ = double(l_951_);
                                                                                    l_mut_28_ = l_952_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2077 = l_mut_540_;
                                                                        double _e2078 = l_mut_28_;
                                                                        bool l_953_ = (_e2077 == _e2078);
                                                                        bool l_954_ = !(l_953_);
                                                                        if (l_954_) {
                                                                            a_717_[0] = 0u;
                                                                        }
                                                                        double l_955_ = -(l_874_);
                                                                        double l_956_ = (l_955_ * 7.1362384635298e44L);
                                                                        double l_957_ = floor(l_956_);
                                                                        double l_958_ = (l_957_ * 1.401298464324817e-45L);
                                                                        l_mut_540_ = l_958_;
                                                                        double l_959_ = abs(l_955_);
                                                                        bool l_960_ = (l_959_ >= 1.1754943508222875e-38L);
                                                                        if (l_960_) {
                                                                            float l_961_ = float(l_955_);
                                                                            double l_962_ = double(l_961_);
                                                                            l_mut_540_ = l_962_;
                                                                            double _e2094 = l_mut_540_;
                                                                            bool l_963_ = (_e2094 > l_955_);
                                                                            if (l_963_) {
                                                                                float l_964_ = -(l_961_);
                                                                                uint l_965_ = asuint(l_964_);
                                                                                uint l_966_ = (l_965_ + 1u);
                                                                                l_mut_194_ = l_966_;
                                                                                uint l_967_ = (l_965_ & 2147483647u);
                                                                                bool l_968_ = (l_967_ == 0u);
                                                                                if (l_968_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_969_ = (l_965_ & 2147483648u);
                                                                                    bool l_970_ = (l_969_ != 0u);
                                                                                    if (l_970_) {
                                                                                        uint l_971_ = (l_965_ - 1u);
                                                                                        l_mut_194_ = l_971_;
                                                                                    }
                                                                                }
                                                                                uint _e2111 = l_mut_194_;
                                                                                float l_972_ = asfloat(_e2111);
                                                                                float l_973_ = -(l_972_);
                                                                                double l_974_ = double(l_973_);
                                                                                l_mut_540_ = l_974_;
                                                                            } else {
                                                                                uint l_975_ = asuint(l_961_);
                                                                                uint l_976_ = (l_975_ + 1u);
                                                                                l_mut_194_ = l_976_;
                                                                                uint l_977_ = (l_975_ & 2147483647u);
                                                                                bool l_978_ = (l_977_ == 0u);
                                                                                if (l_978_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_979_ = (l_975_ & 2147483648u);
                                                                                    bool l_980_ = (l_979_ != 0u);
                                                                                    if (l_980_) {
                                                                                        uint l_981_ = (l_975_ - 1u);
                                                                                        l_mut_194_ = l_981_;
                                                                                    }
                                                                                }
                                                                                uint _e2129 = l_mut_194_;
                                                                                float l_982_ = asfloat(_e2129);
                                                                                double l_983_ = double(l_982_);
                                                                                bool l_984_ = (l_983_ <= l_955_);
                                                                                if (l_984_) {
                                                                                    uint l_985_ = asuint(l_961_);
                                                                                    uint l_986_ = (l_985_ + 1u);
                                                                                    l_mut_194_ = l_986_;
                                                                                    uint l_987_ = (l_985_ & 2147483647u);
                                                                                    bool l_988_ = (l_987_ == 0u);
                                                                                    if (l_988_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_989_ = (l_985_ & 2147483648u);
                                                                                        bool l_990_ = (l_989_ != 0u);
                                                                                        if (l_990_) {
                                                                                            uint l_991_ = (l_985_ - 1u);
                                                                                            l_mut_194_ = l_991_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2147 = l_mut_194_;
                                                                                    float l_992_ = asfloat(_e2147);
                                                                                    double l_993_ = double(l_992_);
                                                                                    l_mut_540_ = l_993_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2150 = l_mut_540_;
                                                                        double l_994_ = -(_e2150);
                                                                        l_mut_797_ = l_994_;
                                                                    }
                                                                    l_mut_194_ = 0u;
                                                                    double _e2153 = l_mut_177_;
                                                                    bool l_995_ = (_e2153 <= 0.0L);
                                                                    double _e2156 = l_mut_797_;
                                                                    bool l_996_ = (_e2156 >= 0.0L);
                                                                    if (l_995_) {
                                                                        local_50 = l_996_;
                                                                    } else {
                                                                        local_50 = false;
                                                                    }
                                                                    bool l_997_ = local_50;
                                                                    bool l_998_ = !(l_997_);
                                                                    if (l_998_) {
                                                                        double _e2165 = l_mut_797_;
                                                                        double l_999_ = (1.0L / _e2165);
                                                                        double _e2168 = l_mut_177_;
                                                                        double l_1000_ = (1.0L / _e2168);
                                                                        double l_1001_ = abs(l_999_);
                                                                        double l_1002_ = (l_1001_ * 1.4551915228366852e-11L);
                                                                        double l_1003_ = abs(l_1000_);
                                                                        double l_1004_ = (l_1003_ * 1.4551915228366852e-11L);
                                                                        double l_1005_ = (l_999_ - l_1002_);
                                                                        double l_1006_ = abs(l_1005_);
                                                                        l_mut_797_ = 1.401298464324817e-45L;
                                                                        bool l_1007_ = (l_1006_ >= 1.1754943508222875e-38L);
                                                                        bool l_1008_ = (l_1006_ <= 1.7976931348623157e308L);
                                                                        if (l_1007_) {
                                                                            local_51 = l_1008_;
                                                                        } else {
                                                                            local_51 = false;
                                                                        }
                                                                        bool l_1009_ = local_51;
                                                                        if (l_1009_) {
                                                                            uint64_t l_1010_ = l_1006_;
                                                                            uint64_t l_1011_ = (l_1010_ >> uint(52uL));
                                                                            uint64_t l_1012_ = (l_1011_ - 23uL);
                                                                            uint64_t l_1013_ = (l_1012_ << uint(52uL));
                                                                            double l_1014_ = l_1013_;
                                                                            l_mut_797_ = l_1014_;
                                                                        }
                                                                        double l_1015_ = (l_999_ + l_1002_);
                                                                        double l_1016_ = abs(l_1015_);
                                                                        l_mut_540_ = 1.401298464324817e-45L;
                                                                        bool l_1017_ = (l_1016_ >= 1.1754943508222875e-38L);
                                                                        bool l_1018_ = (l_1016_ <= 1.7976931348623157e308L);
                                                                        if (l_1017_) {
                                                                            local_52 = l_1018_;
                                                                        } else {
                                                                            local_52 = false;
                                                                        }
                                                                        bool l_1019_ = local_52;
                                                                        if (l_1019_) {
                                                                            uint64_t l_1020_ = l_1016_;
                                                                            uint64_t l_1021_ = (l_1020_ >> uint(52uL));
                                                                            uint64_t l_1022_ = (l_1021_ - 23uL);
                                                                            uint64_t l_1023_ = (l_1022_ << uint(52uL));
                                                                            double l_1024_ = l_1023_;
                                                                            l_mut_540_ = l_1024_;
                                                                        }
                                                                        double _e2222 = l_mut_797_;
                                                                        double _e2223 = l_mut_540_;
                                                                        bool l_1025_ = (_e2222 == _e2223);
                                                                        bool l_1026_ = !(l_1025_);
                                                                        double l_1027_ = (l_1000_ - l_1004_);
                                                                        double l_1028_ = abs(l_1027_);
                                                                        l_mut_797_ = 1.401298464324817e-45L;
                                                                        bool l_1029_ = (l_1028_ >= 1.1754943508222875e-38L);
                                                                        bool l_1030_ = (l_1028_ <= 1.7976931348623157e308L);
                                                                        if (l_1029_) {
                                                                            local_53 = l_1030_;
                                                                        } else {
                                                                            local_53 = false;
                                                                        }
                                                                        bool l_1031_ = local_53;
                                                                        if (l_1031_) {
                                                                            uint64_t l_1032_ = l_1028_;
                                                                            uint64_t l_1033_ = (l_1032_ >> uint(52uL));
                                                                            uint64_t l_1034_ = (l_1033_ - 23uL);
                                                                            uint64_t l_1035_ = (l_1034_ << uint(52uL));
                                                                            double l_1036_ = l_1035_;
                                                                            l_mut_797_ = l_1036_;
                                                                        }
                                                                        double l_1037_ = (l_1000_ + l_1004_);
                                                                        double l_1038_ = abs(l_1037_);
                                                                        l_mut_540_ = 1.401298464324817e-45L;
                                                                        bool l_1039_ = (l_1038_ >= 1.1754943508222875e-38L);
                                                                        bool l_1040_ = (l_1038_ <= 1.7976931348623157e308L);
                                                                        if (l_1039_) {
                                                                            local_54 = l_1040_;
                                                                        } else {
                                                                            local_54 = false;
                                                                        }
                                                                        bool l_1041_ = local_54;
                                                                        if (l_1041_) {
                                                                            uint64_t l_1042_ = l_1038_;
                                                                            uint64_t l_1043_ = (l_1042_ >> uint(52uL));
                                                                            uint64_t l_1044_ = (l_1043_ - 23uL);
                                                                            uint64_t l_1045_ = (l_1044_ << uint(52uL));
                                                                            double l_1046_ = l_1045_;
                                                                            l_mut_540_ = l_1046_;
                                                                        }
                                                                        double _e2272 = l_mut_797_;
                                                                        double _e2273 = l_mut_540_;
                                                                        bool l_1047_ = (_e2272 == _e2273);
                                                                        bool l_1048_ = !(l_1047_);
                                                                        if (!(l_1026_)) {
                                                                            local_55 = l_1048_;
                                                                        } else {
                                                                            local_55 = true;
                                                                        }
                                                                        bool l_1049_ = local_55;
                                                                        if (l_1049_) {
                                                                            a_717_[0] = 0u;
                                                                        }
                                                                        double l_1050_ = abs(l_999_);
                                                                        l_mut_797_ = 1.401298464324817e-45L;
                                                                        bool l_1051_ = (l_1050_ >= 1.1754943508222875e-38L);
                                                                        bool l_1052_ = (l_1050_ <= 1.7976931348623157e308L);
                                                                        if (l_1051_) {
                                                                            local_56 = l_1052_;
                                                                        } else {
                                                                            local_56 = false;
                                                                        }
                                                                        bool l_1053_ = local_56;
                                                                        if (l_1053_) {
                                                                            uint64_t l_1054_ = l_1050_;
                                                                            uint64_t l_1055_ = (l_1054_ >> uint(52uL));
                                                                            uint64_t l_1056_ = (l_1055_ - 23uL);
                                                                            uint64_t l_1057_ = (l_1056_ << uint(52uL));
                                                                            double l_1058_ = l_1057_;
                                                                            l_mut_797_ = l_1058_;
                                                                        }
                                                                        double _e2305 = l_mut_797_;
                                                                        double l_1059_ = (l_139_ * _e2305);
                                                                        double l_1060_ = (l_999_ - l_1059_);
                                                                        double l_1061_ = abs(l_1000_);
                                                                        l_mut_797_ = 1.401298464324817e-45L;
                                                                        bool l_1062_ = (l_1061_ >= 1.1754943508222875e-38L);
                                                                        bool l_1063_ = (l_1061_ <= 1.7976931348623157e308L);
                                                                        if (l_1062_) {
                                                                            local_57 = l_1063_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1064_ = local_57;
                                                                        if (l_1064_) {
                                                                            uint64_t l_1065_ = l_1061_;
                                                                            uint64_t l_1066_ = (l_1065_ >> uint(52uL));
                                                                            uint64_t l_1067_ = (l_1066_ - 23uL);
                                                                            uint64_t l_1068_ = (l_1067_ << uint(52uL));
                                                                            double l_1069_ = l_1068_;
                                                                            l_mut_797_ = l_1069_;
                                                                        }
                                                                        double _e2330 = l_mut_797_;
                                                                        double l_1070_ = (l_139_ * _e2330);
                                                                        double l_1071_ = (l_1000_ + l_1070_);
                                                                        float _e2333 = l_mut_22_;
                                                                        double l_1072_ = double(_e2333);
                                                                        float _e2335 = l_mut_22_;
                                                                        uint l_1073_ = asuint(_e2335);
                                                                        uint l_1074_ = (l_1073_ + 1u);
                                                                        l_mut_164_ = l_1074_;
                                                                        uint l_1075_ = (l_1073_ & 2147483647u);
                                                                        bool l_1076_ = (l_1075_ == 0u);
                                                                        if (l_1076_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            uint l_1077_ = (l_1073_ & 2147483648u);
                                                                            bool l_1078_ = (l_1077_ != 0u);
                                                                            if (l_1078_) {
                                                                                uint l_1079_ = (l_1073_ - 1u);
                                                                                l_mut_164_ = l_1079_;
                                                                            }
                                                                        }
                                                                        uint _e2350 = l_mut_164_;
                                                                        float l_1080_ = asfloat(_e2350);
                                                                        double l_1081_ = double(l_1080_);
                                                                        float _e2353 = l_mut_22_;
                                                                        float l_1082_ = -(_e2353);
                                                                        uint l_1083_ = asuint(l_1082_);
                                                                        uint l_1084_ = (l_1083_ + 1u);
                                                                        l_mut_164_ = l_1084_;
                                                                        uint l_1085_ = (l_1083_ & 2147483647u);
                                                                        bool l_1086_ = (l_1085_ == 0u);
                                                                        if (l_1086_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            uint l_1087_ = (l_1083_ & 2147483648u);
                                                                            bool l_1088_ = (l_1087_ != 0u);
                                                                            if (l_1088_) {
                                                                                uint l_1089_ = (l_1083_ - 1u);
                                                                                l_mut_164_ = l_1089_;
                                                                            }
                                                                        }
                                                                        uint _e2369 = l_mut_164_;
                                                                        float l_1090_ = asfloat(_e2369);
                                                                        float l_1091_ = -(l_1090_);
                                                                        double l_1092_ = double(l_1091_);
                                                                        double l_1093_ = (l_1060_ + l_1002_);
                                                                        bool l_1094_ = (l_1093_ <= l_1072_);
                                                                        l_mut_224_ = l_1094_;
                                                                        double l_1095_ = (l_1060_ - l_1002_);
                                                                        bool l_1096_ = (l_1095_ > l_1072_);
                                                                        l_mut_221_ = l_1096_;
                                                                        double l_1097_ = (l_1071_ - l_1004_);
                                                                        bool l_1098_ = (l_1097_ >= l_1072_);
                                                                        l_mut_218_ = l_1098_;
                                                                        double l_1099_ = (l_1071_ + l_1004_);
                                                                        bool l_1100_ = (l_1099_ < l_1072_);
                                                                        l_mut_215_ = l_1100_;
                                                                        if (l_134_) {
                                                                            double l_1101_ = (l_1060_ + l_1002_);
                                                                            bool l_1102_ = (l_1101_ < l_1081_);
                                                                            l_mut_224_ = l_1102_;
                                                                            double l_1103_ = (l_1060_ - l_1002_);
                                                                            bool l_1104_ = (l_1103_ >= l_1081_);
                                                                            l_mut_221_ = l_1104_;
                                                                            double l_1105_ = (l_1071_ - l_1004_);
                                                                            bool l_1106_ = (l_1105_ > l_1092_);
                                                                            l_mut_218_ = l_1106_;
                                                                            double l_1107_ = (l_1071_ + l_1004_);
                                                                            bool l_1108_ = (l_1107_ <= l_1092_);
                                                                            l_mut_215_ = l_1108_;
                                                                        }
                                                                        l_mut_164_ = 2u;
                                                                        bool _e2390 = l_mut_221_;
                                                                        if (!(_e2390)) {
                                                                            bool _e2394 = l_mut_215_;
                                                                            local_58 = _e2394;
                                                                        } else {
                                                                            local_58 = true;
                                                                        }
                                                                        bool l_1109_ = local_58;
                                                                        if (l_1109_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            bool _e2398 = l_mut_224_;
                                                                            if (_e2398) {
                                                                                bool _e2401 = l_mut_218_;
                                                                                local_59 = _e2401;
                                                                            } else {
                                                                                local_59 = false;
                                                                            }
                                                                            bool l_1110_ = local_59;
                                                                            if (l_1110_) {
                                                                                l_mut_164_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2405 = l_mut_164_;
                                                                        l_mut_194_ = _e2405;
                                                                    }
                                                                    uint l_1111_ = a_717_[0];
                                                                    bool l_1112_ = (l_1111_ == 0u);
                                                                    if (l_1112_) {
                                                                        l_mut_194_ = 2u;
                                                                    }
                                                                    uint _e2411 = l_mut_194_;
                                                                    l_mut_148_ = _e2411;
                                                                } else {
                                                                    bool l_1113_ = (l_130_ == 10u);
                                                                    if (l_1113_) {
                                                                        double l_1114_ = sqrt(l_143_);
                                                                        double l_1115_ = (1.0L / l_1114_);
                                                                        double l_1116_ = (l_1115_ * 1.4551915228366852e-11L);
                                                                        double l_1117_ = abs(l_1115_);
                                                                        l_mut_797_ = 1.401298464324817e-45L;
                                                                        bool l_1118_ = (l_1117_ >= 1.1754943508222875e-38L);
                                                                        bool l_1119_ = (l_1117_ <= 1.7976931348623157e308L);
                                                                        if (l_1118_) {
                                                                            local_60 = l_1119_;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1120_ = local_60;
                                                                        if (l_1120_) {
                                                                            uint64_t l_1121_ = l_1117_;
                                                                            uint64_t l_1122_ = (l_1121_ >> uint(52uL));
                                                                            uint64_t l_1123_ = (l_1122_ - 23uL);
                                                                            uint64_t l_1124_ = (l_1123_ << uint(52uL));
                                                                            double l_1125_ = l_1124_;
                                                                            l_mut_797_ = l_1125_;
                                                                        }
                                                                        double _e2441 = l_mut_797_;
                                                                        double l_1126_ = (l_136_ * _e2441);
                                                                        double l_1127_ = (l_1115_ - l_1126_);
                                                                        double l_1128_ = (l_143_ * l_1127_);
                                                                        double _e2445 = l_mut_797_;
                                                                        double l_1129_ = (l_136_ * _e2445);
                                                                        double l_1130_ = (l_1115_ + l_1129_);
                                                                        double l_1131_ = (l_143_ * l_1130_);
                                                                        l_mut_194_ = 2u;
                                                                        double l_1132_ = (l_1115_ - l_1116_);
                                                                        double l_1133_ = abs(l_1132_);
                                                                        l_mut_797_ = 1.401298464324817e-45L;
                                                                        bool l_1134_ = (l_1133_ >= 1.1754943508222875e-38L);
                                                                        bool l_1135_ = (l_1133_ <= 1.7976931348623157e308L);
                                                                        if (l_1134_) {
                                                                            local_61 = l_1135_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1136_ = local_61;
                                                                        if (l_1136_) {
                                                                            uint64_t l_1137_ = l_1133_;
                                                                            uint64_t l_1138_ = (l_1137_ >> uint(52uL));
                                                                            uint64_t l_1139_ = (l_1138_ - 23uL);
                                                                            uint64_t l_1140_ = (l_1139_ << uint(52uL));
                                                                            double l_1141_ = l_1140_;
                                                                            l_mut_797_ = l_1141_;
                                                                        }
                                                                        double l_1142_ = (l_1115_ + l_1116_);
                                                                        double l_1143_ = abs(l_1142_);
                                                                        l_mut_540_ = 1.401298464324817e-45L;
                                                                        bool l_1144_ = (l_1143_ >= 1.1754943508222875e-38L);
                                                                        bool l_1145_ = (l_1143_ <= 1.7976931348623157e308L);
                                                                        if (l_1144_) {
                                                                            local_62 = l_1145_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1146_ = local_62;
                                                                        if (l_1146_) {
                                                                            uint64_t l_1147_ = l_1143_;
                                                                            uint64_t l_1148_ = (l_1147_ >> uint(52uL));
                                                                            uint64_t l_1149_ = (l_1148_ - 23uL);
                                                                            uint64_t l_1150_ = (l_1149_ << uint(52uL));
                                                                            double l_1151_ = l_1150_;
                                                                            l_mut_540_ = l_1151_;
                                                                        }
                                                                        double _e2496 = l_mut_797_;
                                                                        double _e2497 = l_mut_540_;
                                                                        bool l_1152_ = (_e2496 == _e2497);
                                                                        if (l_1152_) {
                                                                            double l_1153_ = abs(l_1128_);
                                                                            double l_1154_ = (l_1153_ * 1.4551915228366852e-11L);
                                                                            double l_1155_ = abs(l_1131_);
                                                                            double l_1156_ = (l_1155_ * 1.4551915228366852e-11L);
                                                                            float _e2505 = l_mut_22_;
                                                                            double l_1157_ = double(_e2505);
                                                                            float _e2507 = l_mut_22_;
                                                                            uint l_1158_ = asuint(_e2507);
                                                                            uint l_1159_ = (l_1158_ + 1u);
                                                                            l_mut_164_ = l_1159_;
                                                                            uint l_1160_ = (l_1158_ & 2147483647u);
                                                                            bool l_1161_ = (l_1160_ == 0u);
                                                                            if (l_1161_) {
                                                                                l_mut_164_ = 1u;
                                                                            } else {
                                                                                uint l_1162_ = (l_1158_ & 2147483648u);
                                                                                bool l_1163_ = (l_1162_ != 0u);
                                                                                if (l_1163_) {
                                                                                    uint l_1164_ = (l_1158_ - 1u);
                                                                                    l_mut_164_ = l_1164_;
                                                                                }
                                                                            }
                                                                            uint _e2522 = l_mut_164_;
                                                                            float l_1165_ = asfloat(_e2522);
                                                                            double l_1166_ = double(l_1165_);
                                                                            float _e2525 = l_mut_22_;
                                                                            float l_1167_ = -(_e2525);
                                                                            uint l_1168_ = asuint(l_1167_);
                                                                            uint l_1169_ = (l_1168_ + 1u);
                                                                            l_mut_164_ = l_1169_;
                                                                            uint l_1170_ = (l_1168_ & 2147483647u);
                                                                            bool l_1171_ = (l_1170_ == 0u);
                                                                            if (l_1171_) {
                                                                                l_mut_164_ = 1u;
                                                                            } else {
                                                                                uint l_1172_ = (l_1168_ & 2147483648u);
                                                                                bool l_1173_ = (l_1172_ != 0u);
                                                                                if (l_1173_) {
                                                                                    uint l_1174_ = (l_1168_ - 1u);
                                                                                    l_mut_164_ = l_1174_;
                                                                                }
                                                                            }
                                                                            uint _e2541 = l_mut_164_;
                                                                            float l_1175_ = asfloat(_e2541);
                                                                            float l_1176_ = -(l_1175_);
                                                                            double l_1177_ = double(l_1176_);
                                                                            double l_1178_ = (l_1128_ + l_1154_);
                                                                            bool l_1179_ = (l_1178_ <= l_1157_);
                                                                            l_mut_224_ = l_1179_;
                                                                            double l_1180_ = (l_1128_ - l_1154_);
                                                                            bool l_1181_ = (l_1180_ > l_1157_);
                                                                            l_mut_221_ = l_1181_;
                                                                            double l_1182_ = (l_1131_ - l_1156_);
                                                                            bool l_1183_ = (l_1182_ >= l_1157_);
                                                                            l_mut_218_ = l_1183_;
                                                                            double l_1184_ = (l_1131_ + l_1156_);
                                                                            bool l_1185_ = (l_1184_ < l_1157_);
                                                                            l_mut_215_ = l_1185_;
                                                                            double l_1186_ = (l_1128_ + l_1154_);
                                                                            bool l_1187_ = (l_1186_ < l_1166_);
                                                                            l_mut_224_ = l_1187_;
                                                                            double l_1188_ = (l_1128_ - l_1154_);
                                                                            bool l_1189_ = (l_1188_ >= l_1166_);
                                                                            l_mut_221_ = l_1189_;
                                                                            double l_1190_ = (l_1131_ - l_1156_);
                                                                            bool l_1191_ = (l_1190_ > l_1177_);
                                                                            l_mut_218_ = l_1191_;
                                                                            double l_1192_ = (l_1131_ + l_1156_);
                                                                            bool l_1193_ = (l_1192_ <= l_1177_);
                                                                            l_mut_215_ = l_1193_;
                                                                            l_mut_164_ = 2u;
                                                                            bool _e2562 = l_mut_221_;
                                                                            if (!(_e2562)) {
                                                                                bool _e2566 = l_mut_215_;
                                                                                local_63 = _e2566;
                                                                            } else {
                                                                                local_63 = true;
                                                                            }
                                                                            bool l_1194_ = local_63;
                                                                            if (l_1194_) {
                                                                                l_mut_164_ = 1u;
                                                                            } else {
                                                                                bool _e2570 = l_mut_224_;
                                                                                if (_e2570) {
                                                                                    bool _e2573 = l_mut_218_;
                                                                                    local_64 = _e2573;
                                                                                } else {
                                                                                    local_64 = false;
                                                                                }
                                                                                bool l_1195_ = local_64;
                                                                                if (l_1195_) {
                                                                                    l_mut_164_ = 0u;
                                                                                }
                                                                            }
                                                                            uint _e2577 = l_mut_164_;
                                                                            l_mut_194_ = _e2577;
                                                                        }
                                                                        uint _e2578 = l_mut_194_;
                                                                        l_mut_148_ = _e2578;
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
                            uint l_1196_ = a_147_[0];
                            bool l_1197_ = (l_1196_ == 0u);
                            if (l_1197_) {
                                l_mut_148_ = 2u;
                            }
                            uint _e2584 = l_mut_128_;
                            uint _e2586 = l_mut_148_;
                            a_10_[min(uint(_e2584), 7u)] = _e2586;
                            uint _e2587 = l_mut_128_;
                            uint l_1198_ = a_10_[min(uint(_e2587), 7u)];
                            bool l_1199_ = (l_1198_ == 2u);
                            if (l_1199_) {
                                l_mut_125_ = false;
                            }
                        }
                    }
                }
                uint _e2596 = l_mut_30_;
                bool l_1200_ = (_e2596 == 4294967293u);
                if (l_1200_) {
                    uint l_1201_ = a_8_[0];
                    uint l_1202_ = (l_1201_ + 1u);
                    a_8_[0] = l_1202_;
                } else {
                    bool _e2604 = l_mut_125_;
                    if (_e2604) {
                        l_mut_797_ = l_118_;
                        double _e2605 = l_mut_797_;
                        bool l_1203_ = (_e2605 < -17.0L);
                        if (l_1203_) {
                            l_mut_797_ = -17.0L;
                        }
                        double _e2609 = l_mut_797_;
                        bool l_1204_ = (_e2609 > 17.0L);
                        if (l_1204_) {
                            l_mut_797_ = 17.0L;
                        }
                        double _e2613 = l_mut_797_;
                        double l_1205_ = (_e2613 + 16.0L);
                        double l_1206_ = (l_1205_ + 1.0L);
                        uint l_1207_ = naga_f2u32(l_1206_);
                        uint l_1208_ = (2u + l_1207_);
                        uint l_1209_ = a_8_[min(uint(l_1208_), 64u)];
                        uint l_1210_ = (l_1209_ + 1u);
                        a_8_[min(uint(l_1208_), 64u)] = l_1210_;
                        float _e2626 = l_mut_22_;
                        uint l_1211_ = asuint(_e2626);
                        uint l_1212_ = (l_1211_ & 8388607u);
                        double l_1213_ = double(l_1212_);
                        double l_1214_ = (l_1213_ / 7.1362384635298e44L);
                        l_mut_797_ = l_1214_;
                        uint l_1215_ = (l_1211_ & 2139095040u);
                        bool l_1216_ = (l_1215_ != 0u);
                        if (l_1216_) {
                            uint l_1217_ = (l_1211_ & 2147483647u);
                            float l_1218_ = asfloat(l_1217_);
                            double l_1219_ = double(l_1218_);
                            l_mut_797_ = l_1219_;
                        }
                        uint l_1220_ = (l_1211_ >> 31u);
                        double l_1221_ = double(l_1220_);
                        double l_1222_ = (2.0L * l_1221_);
                        double l_1223_ = (1.0L - l_1222_);
                        double _e2648 = l_mut_797_;
                        l_mut_797_ = (_e2648 * l_1223_);
                        double _e2650 = l_mut_25_;
                        double l_1224_ = abs(_e2650);
                        double _e2652 = l_mut_25_;
                        double l_1225_ = (_e2652 * 0.0L);
                        double l_1226_ = (l_1225_ + 7.1362384635298e44L);
                        l_mut_540_ = l_1226_;
                        bool l_1227_ = (l_1224_ >= 2.350988701644575e-38L);
                        if (l_1227_) {
                            uint _e2659 = l_mut_30_;
                            uint l_1228_ = (_e2659 & 2147483647u);
                            float l_1229_ = asfloat(l_1228_);
                            double l_1230_ = double(l_1229_);
                            uint l_1231_ = (l_1228_ & 2139095040u);
                            float l_1232_ = asfloat(l_1231_);
                            double l_1233_ = double(l_1232_);
                            bool l_1234_ = (l_1230_ > l_1224_);
                            uint l_1235_ = (l_1228_ & 8388607u);
                            bool l_1236_ = (l_1235_ == 0u);
                            if (l_1234_) {
                                local_65 = l_1236_;
                            } else {
                                local_65 = false;
                            }
                            bool l_1237_ = local_65;
                            double l_1238_ = (l_1233_ * 1.1920928955078125e-7L);
                            double l_1239_ = double(l_1237_);
                            double l_1240_ = (0.5L * l_1239_);
                            double l_1241_ = (1.0L - l_1240_);
                            double l_1242_ = (l_1238_ * l_1241_);
                            double l_1243_ = (1.0L / l_1242_);
                            l_mut_540_ = l_1243_;
                        }
                        double _e2687 = l_mut_797_;
                        double _e2688 = l_mut_25_;
                        double l_1244_ = (_e2687 - _e2688);
                        double _e2690 = l_mut_540_;
                        double l_1245_ = (l_1244_ * _e2690);
                        uint l_1246_ = a_8_[45];
                        bool l_1247_ = (l_1246_ == 4294967295u);
                        double l_1248_ = a_9_[0];
                        bool l_1249_ = (l_1245_ < l_1248_);
                        if (!(l_1247_)) {
                            local_66 = l_1249_;
                        } else {
                            local_66 = true;
                        }
                        bool l_1250_ = local_66;
                        if (l_1250_) {
                            a_9_[0] = l_1245_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_99_;
                        }
                        uint l_1251_ = a_8_[47];
                        bool l_1252_ = (l_1251_ == 4294967295u);
                        double l_1253_ = a_9_[1];
                        bool l_1254_ = (l_1245_ > l_1253_);
                        if (!(l_1252_)) {
                            local_67 = l_1254_;
                        } else {
                            local_67 = true;
                        }
                        bool l_1255_ = local_67;
                        if (l_1255_) {
                            a_9_[1] = l_1245_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_99_;
                        }
                        bool l_1256_ = (l_118_ != 0.0L);
                        if (l_1256_) {
                            l_mut_1257_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2775 = l_mut_1257_;
                                    l_mut_1257_ = (_e2775 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2726 = l_mut_1257_;
                                if ((_e2726 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2729 = l_mut_1257_;
                                    uint l_1258_ = a_10_[min(uint(_e2729), 7u)];
                                    bool l_1259_ = (l_1258_ == 1u);
                                    if (l_1259_) {
                                        uint _e2735 = l_mut_1257_;
                                        uint l_1260_ = (37u + _e2735);
                                        uint l_1261_ = a_8_[min(uint(l_1260_), 64u)];
                                        uint l_1262_ = (l_1261_ + 1u);
                                        a_8_[min(uint(l_1260_), 64u)] = l_1262_;
                                        uint _e2743 = l_mut_1257_;
                                        uint l_1263_ = (2u + _e2743);
                                        uint l_1264_ = (2u * l_1263_);
                                        uint l_1265_ = (45u + l_1264_);
                                        uint l_1266_ = a_8_[min(uint(l_1265_), 64u)];
                                        bool l_1267_ = (l_1266_ == 4294967295u);
                                        double l_1268_ = abs(l_1245_);
                                        uint _e2755 = l_mut_1257_;
                                        uint l_1269_ = (2u + _e2755);
                                        double l_1270_ = a_9_[min(uint(l_1269_), 9u)];
                                        double l_1271_ = abs(l_1270_);
                                        bool l_1272_ = (l_1268_ > l_1271_);
                                        if (!(l_1267_)) {
                                            local_68 = l_1272_;
                                        } else {
                                            local_68 = true;
                                        }
                                        bool l_1273_ = local_68;
                                        if (l_1273_) {
                                            uint _e2767 = l_mut_1257_;
                                            uint l_1274_ = (2u + _e2767);
                                            a_9_[min(uint(l_1274_), 9u)] = l_1245_;
                                            a_8_[min(uint(l_1265_), 64u)] = l_20_;
                                            uint l_1275_ = (l_1265_ + 1u);
                                            a_8_[min(uint(l_1275_), 64u)] = l_99_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1276_ = a_8_[1];
                        uint l_1277_ = (l_2_ + l_1276_);
                        uint l_1278_ = (l_1277_ * 2u);
                        uint l_1356_ = asuint(info.Load(24+0));
                        uint l_1357_ = (l_1356_ * 1u);
                        bool l_1358_ = (l_1278_ < l_1357_);
                        if (l_1358_) {
                            buffer_6_global.Store(l_1278_*4, asuint(l_20_));
                        }
                        uint l_1279_ = (l_1278_ + 1u);
                        uint l_1359_ = asuint(info.Load(24+0));
                        uint l_1360_ = (l_1359_ * 1u);
                        bool l_1361_ = (l_1279_ < l_1360_);
                        if (l_1361_) {
                            buffer_6_global.Store(l_1279_*4, asuint(l_99_));
                        }
                        uint l_1280_ = a_8_[1];
                        uint l_1281_ = (l_1280_ + 1u);
                        a_8_[1] = l_1281_;
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
                uint _e2832 = l_mut_1282_;
                l_mut_1282_ = (_e2832 + 1u);
            }
            loop_init_5 = false;
            uint _e2812 = l_mut_1282_;
            if ((_e2812 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1283_ = (id * 65u);
                uint _e2817 = l_mut_1282_;
                uint l_1284_ = (l_1283_ + _e2817);
                uint _e2819 = l_mut_1282_;
                uint l_1285_ = a_8_[min(uint(_e2819), 64u)];
                uint l_1362_ = asuint(info.Load(16+0));
                uint l_1363_ = (l_1362_ * 1u);
                bool l_1364_ = (l_1284_ < l_1363_);
                if (l_1364_) {
                    buffer_4_global.Store(l_1284_*4, asuint(l_1285_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2856 = l_mut_1286_;
                l_mut_1286_ = (_e2856 + 1u);
            }
            loop_init_6 = false;
            uint _e2836 = l_mut_1286_;
            if ((_e2836 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1287_ = (id * 10u);
                uint _e2841 = l_mut_1286_;
                uint l_1288_ = (l_1287_ + _e2841);
                uint _e2843 = l_mut_1286_;
                double l_1289_ = a_9_[min(uint(_e2843), 9u)];
                uint l_1365_ = asuint(info.Load(20+0));
                uint l_1366_ = (l_1365_ * 1u);
                bool l_1367_ = (l_1288_ < l_1366_);
                if (l_1367_) {
                    buffer_5_global.Store(l_1288_*8, l_1289_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
