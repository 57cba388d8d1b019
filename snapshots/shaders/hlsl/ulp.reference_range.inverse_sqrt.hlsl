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
    uint a_189_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_167_ = (bool)0;
    uint l_mut_190_ = (uint)0;
    uint l_mut_206_ = (uint)0;
    double l_mut_219_ = (double)0;
    uint l_mut_248_ = (uint)0;
    float l_mut_25_ = (float)0;
    bool l_mut_299_ = (bool)0;
    bool l_mut_302_ = (bool)0;
    bool l_mut_305_ = (bool)0;
    bool l_mut_308_ = (bool)0;
    double l_mut_31_ = (double)0;
    double l_mut_45_ = (double)0;
    uint l_mut_69_ = (uint)0;
    double l_mut_867_ = (double)0;
    uint l_mut_11_ = 0u;
    uint l_mut_12_ = 0u;
    uint l_mut_21_ = (uint)0;
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
    uint l_mut_170_ = (uint)0;
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
    uint l_mut_1297_ = (uint)0;
    bool local_75 = (bool)0;
    uint l_mut_1326_ = 0u;
    uint l_mut_1330_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1348_ = asuint(info.Load(28+0));
        uint l_1349_ = (l_1348_ * 1u);
        bool l_1350_ = (0u < l_1349_);
        if (l_1350_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1334_ = asuint(info.Load(0+0));
    uint l_1335_ = (l_1334_ * 1u);
    bool l_1336_ = (1u < l_1335_);
    uint l_1337_ = (l_1335_ - 1u);
    uint l_1338_ = min(1u, l_1337_);
    uint l_1339_ = asuint(buffer_0_global.Load(l_1338_*4));
    uint l_1_ = (l_1336_ ? l_1339_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1341_ = asuint(info.Load(0+0));
    uint l_1342_ = (l_1341_ * 1u);
    bool l_1343_ = (2u < l_1342_);
    uint l_1344_ = (l_1342_ - 1u);
    uint l_1345_ = min(2u, l_1344_);
    uint l_1346_ = asuint(buffer_0_global.Load(l_1345_*4));
    uint l_3_ = (l_1343_ ? l_1346_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1351_ = asuint(info.Load(0+0));
        uint l_1352_ = (l_1351_ * 1u);
        bool l_1353_ = (2u < l_1352_);
        uint l_1354_ = (l_1352_ - 1u);
        uint l_1355_ = min(2u, l_1354_);
        uint l_1356_ = asuint(buffer_0_global.Load(l_1355_*4));
        uint l_6_ = (l_1353_ ? l_1356_ : 0u);
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
        uint l_1358_ = asuint(info.Load(12+0));
        uint l_1359_ = (l_1358_ * 1u);
        bool l_1360_ = (1024u < l_1359_);
        uint l_1361_ = (l_1359_ - 1u);
        uint l_1362_ = min(1024u, l_1361_);
        uint l_1363_ = asuint(buffer_3_global.Load(l_1362_*4));
        uint l_18_ = (l_1360_ ? l_1363_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2837 = l_mut_21_;
                l_mut_21_ = (_e2837 + 1u);
            }
            loop_init_2 = false;
            uint _e169 = l_mut_21_;
            if ((_e169 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1365_ = asuint(info.Load(0+0));
                uint l_1366_ = (l_1365_ * 1u);
                bool l_1367_ = (0u < l_1366_);
                uint l_1368_ = (l_1366_ - 1u);
                uint l_1369_ = min(0u, l_1368_);
                uint l_1370_ = asuint(buffer_0_global.Load(l_1369_*4));
                uint l_22_ = (l_1367_ ? l_1370_ : 0u);
                uint _e188 = l_mut_21_;
                uint l_23_ = (l_22_ + _e188);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = rsqrt(l_24_);
                l_mut_25_ = l_26_;
                uint l_27_ = asuint(l_24_);
                uint l_28_ = (l_27_ & 2147483647u);
                float l_29_ = asfloat(l_28_);
                double l_30_ = double(l_29_);
                l_mut_31_ = l_30_;
                bool l_32_ = (l_28_ < 8388608u);
                if (l_32_) {
                    double l_33_ = double(l_28_);
                    double l_34_ = (l_33_ * 1.401298464324817e-45L);
                    l_mut_31_ = l_34_;
                }
                double _e202 = l_mut_31_;
                uint64_t l_35_ = _e202;
                uint l_36_ = (l_27_ >> 31u);
                uint64_t l_37_ = uint64_t(l_36_);
                uint64_t l_38_ = (l_37_ << uint(63uL));
                uint64_t l_39_ = (l_35_ | l_38_);
                double l_40_ = l_39_;
                l_mut_31_ = l_40_;
                uint l_41_ = asuint(l_24_);
                uint l_42_ = (l_41_ & 2147483647u);
                float l_43_ = asfloat(l_42_);
                double l_44_ = double(l_43_);
                l_mut_45_ = l_44_;
                bool l_46_ = (l_42_ < 8388608u);
                if (l_46_) {
                    double l_47_ = double(l_42_);
                    double l_48_ = (l_47_ * 1.401298464324817e-45L);
                    l_mut_45_ = l_48_;
                }
                double _e223 = l_mut_45_;
                uint64_t l_49_ = _e223;
                uint l_50_ = (l_41_ >> 31u);
                uint64_t l_51_ = uint64_t(l_50_);
                uint64_t l_52_ = (l_51_ << uint(63uL));
                uint64_t l_53_ = (l_49_ | l_52_);
                double l_54_ = l_53_;
                uint l_55_ = asuint(l_24_);
                uint l_56_ = (l_55_ & 2147483647u);
                float l_57_ = asfloat(l_56_);
                double l_58_ = double(l_57_);
                l_mut_45_ = l_58_;
                bool l_59_ = (l_56_ < 8388608u);
                if (l_59_) {
                    double l_60_ = double(l_56_);
                    double l_61_ = (l_60_ * 1.401298464324817e-45L);
                    l_mut_45_ = l_61_;
                }
                double _e244 = l_mut_45_;
                uint64_t l_62_ = _e244;
                uint l_63_ = (l_55_ >> 31u);
                uint64_t l_64_ = uint64_t(l_63_);
                uint64_t l_65_ = (l_64_ << uint(63uL));
                uint64_t l_66_ = (l_62_ | l_65_);
                double l_67_ = l_66_;
                double _e255 = l_mut_31_;
                l_mut_45_ = _e255;
                double _e256 = l_mut_31_;
                double l_68_ = rsqrt(_e256);
                l_mut_45_ = l_68_;
                double _e258 = l_mut_45_;
                l_mut_31_ = _e258;
                l_mut_69_ = 4294967294u;
                float _e260 = l_mut_25_;
                uint l_70_ = asuint(_e260);
                uint l_71_ = asuint(l_24_);
                uint l_72_ = (l_71_ & 2139095040u);
                bool l_73_ = (l_72_ != 2139095040u);
                bool l_74_ = (l_72_ == 0u);
                uint l_75_ = asuint(l_24_);
                uint l_76_ = (l_75_ & 8388607u);
                bool l_77_ = (l_76_ != 0u);
                if (l_74_) {
                    local = l_77_;
                } else {
                    local = false;
                }
                bool l_78_ = local;
                double _e278 = l_mut_31_;
                double l_79_ = abs(_e278);
                double _e280 = l_mut_31_;
                bool l_80_ = (_e280 < 0.0L);
                uint l_81_ = uint(l_80_);
                uint l_82_ = (2147483648u * l_81_);
                if (l_78_) {
                } else {
                    double _e286 = l_mut_31_;
                    const bool _e287 = is_nan_1_f64_(_e286);
                    if (_e287) {
                        uint l_84_ = (l_70_ & 2147483647u);
                        bool l_85_ = (l_84_ > 2139095040u);
                        if (l_85_) {
                            l_mut_69_ = 4294967293u;
                        }
                    } else {
                        bool l_86_ = (l_79_ >= 3.402823669209385e38L);
                        bool l_87_ = !(l_73_);
                        bool l_88_ = (l_79_ == 0.0L);
                        if (l_87_) {
                            local_1 = l_88_;
                        } else {
                            local_1 = false;
                        }
                        bool l_89_ = local_1;
                        if (!(l_86_)) {
                            local_2 = l_89_;
                        } else {
                            local_2 = true;
                        }
                        bool l_90_ = local_2;
                        if (l_90_) {
                            bool l_91_ = (l_79_ >= 3.402823669209385e38L);
                            uint l_92_ = uint(l_91_);
                            uint l_93_ = (2139095040u * l_92_);
                            uint l_94_ = (l_93_ | l_82_);
                            bool l_95_ = (l_70_ == l_94_);
                            uint l_96_ = (l_70_ | l_94_);
                            uint l_97_ = (l_96_ & 2147483647u);
                            bool l_98_ = (l_97_ == 0u);
                            if (!(l_95_)) {
                                local_3 = l_98_;
                            } else {
                                local_3 = true;
                            }
                            bool l_99_ = local_3;
                            if (l_99_) {
                                l_mut_69_ = 4294967293u;
                            }
                        } else {
                            bool l_100_ = (l_79_ >= 2.350988701644575e-38L);
                            if (l_73_) {
                                local_4 = l_100_;
                            } else {
                                local_4 = false;
                            }
                            bool l_101_ = local_4;
                            bool l_102_ = (l_79_ < 3.4028234663852886e38L);
                            if (l_101_) {
                                local_5 = l_102_;
                            } else {
                                local_5 = false;
                            }
                            bool l_103_ = local_5;
                            if (l_103_) {
                                float l_104_ = float(l_79_);
                                uint l_105_ = asuint(l_104_);
                                float l_106_ = asfloat(l_105_);
                                double l_107_ = double(l_106_);
                                double l_108_ = (l_79_ - l_107_);
                                uint l_109_ = (l_105_ + 1u);
                                bool l_110_ = (l_108_ < 0.0L);
                                uint l_111_ = uint(l_110_);
                                uint l_112_ = (2u * l_111_);
                                uint l_113_ = (l_109_ - l_112_);
                                float l_114_ = asfloat(l_113_);
                                double l_115_ = double(l_114_);
                                double l_116_ = (l_115_ - l_107_);
                                double l_117_ = abs(l_116_);
                                double l_118_ = (l_117_ * 0.5L);
                                double l_119_ = abs(l_108_);
                                double l_120_ = (l_118_ - l_119_);
                                double l_121_ = (l_79_ * 9.094947017729282e-13L);
                                bool l_122_ = (l_120_ > l_121_);
                                if (l_122_) {
                                    uint l_123_ = (l_105_ | l_82_);
                                    l_mut_69_ = l_123_;
                                }
                            } else {
                                bool l_124_ = (l_79_ < 2.350988701644575e-38L);
                                if (l_73_) {
                                    local_6 = l_124_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_125_ = local_6;
                                if (l_125_) {
                                    double l_126_ = (l_79_ * 7.1362384635298e44L);
                                    double l_127_ = floor(l_126_);
                                    double l_128_ = (l_126_ - l_127_);
                                    double l_129_ = (l_128_ - 0.5L);
                                    double l_130_ = abs(l_129_);
                                    double l_131_ = (l_126_ * 9.094947017729282e-13L);
                                    bool l_132_ = (l_130_ > l_131_);
                                    if (l_132_) {
                                        bool l_133_ = (l_128_ > 0.5L);
                                        double l_134_ = double(l_133_);
                                        double l_135_ = (l_127_ + l_134_);
                                        uint l_136_ = naga_f2u32(l_135_);
                                        uint l_137_ = (l_136_ | l_82_);
                                        l_mut_69_ = l_137_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e384 = l_mut_25_;
                uint l_138_ = asuint(_e384);
                uint l_139_ = (l_138_ & 2147483647u);
                bool l_140_ = (l_139_ > 2139095040u);
                uint l_141_ = (l_138_ & 2147483647u);
                bool l_142_ = (l_141_ == 0u);
                uint l_143_ = (l_138_ & 2147483647u);
                double l_144_ = double(l_143_);
                uint l_145_ = (l_138_ >> 31u);
                double l_146_ = double(l_145_);
                double l_147_ = (2.0L * l_146_);
                double l_148_ = (1.0L - l_147_);
                double l_149_ = (l_144_ * l_148_);
                uint _e405 = l_mut_69_;
                uint l_150_ = (_e405 & 2147483647u);
                double l_151_ = double(l_150_);
                uint _e409 = l_mut_69_;
                uint l_152_ = (_e409 >> 31u);
                double l_153_ = double(l_152_);
                double l_154_ = (2.0L * l_153_);
                double l_155_ = (1.0L - l_154_);
                double l_156_ = (l_151_ * l_155_);
                double l_157_ = (l_149_ - l_156_);
                uint _e419 = l_mut_69_;
                uint l_158_ = (_e419 & 2139095040u);
                bool l_159_ = (l_158_ == 0u);
                uint _e424 = l_mut_69_;
                bool l_160_ = (_e424 < 4294967293u);
                bool l_161_ = (l_157_ == 0.0L);
                if (l_142_) {
                    local_7 = l_159_;
                } else {
                    local_7 = false;
                }
                bool l_162_ = local_7;
                if (!(l_140_)) {
                    local_8 = l_162_;
                } else {
                    local_8 = true;
                }
                bool l_163_ = local_8;
                bool l_164_ = !(l_163_);
                if (!(l_161_)) {
                    local_9 = l_164_;
                } else {
                    local_9 = true;
                }
                bool l_165_ = local_9;
                if (l_160_) {
                    local_10 = l_165_;
                } else {
                    local_10 = false;
                }
                bool l_166_ = local_10;
                l_mut_167_ = l_166_;
                bool l_168_ = (l_157_ != 0.0L);
                bool _e450 = l_mut_167_;
                if (_e450) {
                    local_11 = l_168_;
                } else {
                    local_11 = false;
                }
                bool l_169_ = local_11;
                if (l_169_) {
                    l_mut_170_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e2589 = l_mut_170_;
                            l_mut_170_ = (_e2589 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e457 = l_mut_170_;
                        if ((_e457 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e461 = l_mut_170_;
                            uint l_171_ = (2u * _e461);
                            uint l_1372_ = asuint(info.Load(4+0));
                            uint l_1373_ = (l_1372_ * 1u);
                            bool l_1374_ = (l_171_ < l_1373_);
                            uint l_1375_ = (l_1373_ - 1u);
                            uint l_1376_ = min(l_171_, l_1375_);
                            uint l_1377_ = asuint(buffer_1_global.Load(l_1376_*4));
                            uint l_172_ = (l_1374_ ? l_1377_ : 0u);
                            uint _e479 = l_mut_170_;
                            uint l_173_ = (2u * _e479);
                            uint l_174_ = (l_173_ + 1u);
                            uint l_1379_ = asuint(info.Load(4+0));
                            uint l_1380_ = (l_1379_ * 1u);
                            bool l_1381_ = (l_174_ < l_1380_);
                            uint l_1382_ = (l_1380_ - 1u);
                            uint l_1383_ = min(l_174_, l_1382_);
                            uint l_1384_ = asuint(buffer_1_global.Load(l_1383_*4));
                            uint l_175_ = (l_1381_ ? l_1384_ : 0u);
                            bool l_176_ = (l_175_ != 0u);
                            uint _e500 = l_mut_170_;
                            uint l_177_ = (_e500 * 4u);
                            uint l_1386_ = asuint(info.Load(8+0));
                            uint l_1387_ = (l_1386_ * 1u);
                            bool l_1388_ = (l_177_ < l_1387_);
                            uint l_1389_ = (l_1387_ - 1u);
                            uint l_1390_ = min(l_177_, l_1389_);
                            double l_1391_ = buffer_2_global.Load<double>(l_1390_*8);
                            double l_178_ = (l_1388_ ? l_1391_ : 0.0L);
                            uint _e518 = l_mut_170_;
                            uint l_179_ = (_e518 * 4u);
                            uint l_180_ = (l_179_ + 1u);
                            uint l_1393_ = asuint(info.Load(8+0));
                            uint l_1394_ = (l_1393_ * 1u);
                            bool l_1395_ = (l_180_ < l_1394_);
                            uint l_1396_ = (l_1394_ - 1u);
                            uint l_1397_ = min(l_180_, l_1396_);
                            double l_1398_ = buffer_2_global.Load<double>(l_1397_*8);
                            double l_181_ = (l_1395_ ? l_1398_ : 0.0L);
                            uint _e538 = l_mut_170_;
                            uint l_182_ = (_e538 * 4u);
                            uint l_183_ = (l_182_ + 2u);
                            uint l_1400_ = asuint(info.Load(8+0));
                            uint l_1401_ = (l_1400_ * 1u);
                            bool l_1402_ = (l_183_ < l_1401_);
                            uint l_1403_ = (l_1401_ - 1u);
                            uint l_1404_ = min(l_183_, l_1403_);
                            double l_1405_ = buffer_2_global.Load<double>(l_1404_*8);
                            double l_184_ = (l_1402_ ? l_1405_ : 0.0L);
                            double l_185_ = double(l_24_);
                            double l_186_ = abs(l_185_);
                            double _e560 = l_mut_31_;
                            double l_187_ = abs(_e560);
                            double l_188_ = (l_187_ * 1.4551915228366852e-11L);
                            a_189_[0] = 1u;
                            l_mut_190_ = 2u;
                            bool l_191_ = (l_172_ == 0u);
                            if (l_191_) {
                                l_mut_190_ = 0u;
                            } else {
                                bool l_192_ = (l_172_ == 1u);
                                if (l_192_) {
                                    l_mut_190_ = 1u;
                                    double l_193_ = abs(l_157_);
                                    bool l_194_ = (l_193_ <= l_178_);
                                    if (l_194_) {
                                        l_mut_190_ = 0u;
                                    }
                                } else {
                                    bool l_195_ = (l_172_ == 2u);
                                    if (l_195_) {
                                        double _e578 = l_mut_31_;
                                        double l_196_ = abs(_e578);
                                        l_mut_45_ = 1.401298464324817e-45L;
                                        bool l_197_ = (l_196_ >= 1.1754943508222875e-38L);
                                        bool l_198_ = (l_196_ <= 1.7976931348623157e308L);
                                        if (l_197_) {
                                            local_12 = l_198_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_199_ = local_12;
                                        if (l_199_) {
                                            uint64_t l_200_ = l_196_;
                                            uint64_t l_201_ = (l_200_ >> uint(52uL));
                                            uint64_t l_202_ = (l_201_ - 23uL);
                                            uint64_t l_203_ = (l_202_ << uint(52uL));
                                            double l_204_ = l_203_;
                                            l_mut_45_ = l_204_;
                                        }
                                        double _e601 = l_mut_45_;
                                        double l_205_ = (l_178_ * _e601);
                                        l_mut_206_ = 2u;
                                        double _e604 = l_mut_31_;
                                        double l_207_ = (_e604 - l_188_);
                                        double l_208_ = abs(l_207_);
                                        l_mut_45_ = 1.401298464324817e-45L;
                                        bool l_209_ = (l_208_ >= 1.1754943508222875e-38L);
                                        bool l_210_ = (l_208_ <= 1.7976931348623157e308L);
                                        if (l_209_) {
                                            local_13 = l_210_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_211_ = local_13;
                                        if (l_211_) {
                                            uint64_t l_212_ = l_208_;
                                            uint64_t l_213_ = (l_212_ >> uint(52uL));
                                            uint64_t l_214_ = (l_213_ - 23uL);
                                            uint64_t l_215_ = (l_214_ << uint(52uL));
                                            double l_216_ = l_215_;
                                            l_mut_45_ = l_216_;
                                        }
                                        double _e628 = l_mut_31_;
                                        double l_217_ = (_e628 + l_188_);
                                        double l_218_ = abs(l_217_);
                                        l_mut_219_ = 1.401298464324817e-45L;
                                        bool l_220_ = (l_218_ >= 1.1754943508222875e-38L);
                                        bool l_221_ = (l_218_ <= 1.7976931348623157e308L);
                                        if (l_220_) {
                                            local_14 = l_221_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_222_ = local_14;
                                        if (l_222_) {
                                            uint64_t l_223_ = l_218_;
                                            uint64_t l_224_ = (l_223_ >> uint(52uL));
                                            uint64_t l_225_ = (l_224_ - 23uL);
                                            uint64_t l_226_ = (l_225_ << uint(52uL));
                                            double l_227_ = l_226_;
                                            l_mut_219_ = l_227_;
                                        }
                                        double _e652 = l_mut_45_;
                                        double _e653 = l_mut_219_;
                                        bool l_228_ = (_e652 == _e653);
                                        if (l_228_) {
                                            double l_229_ = (l_205_ * 1.4551915228366852e-11L);
                                            double l_230_ = (l_188_ + l_229_);
                                            double _e658 = l_mut_31_;
                                            double l_231_ = (_e658 - l_205_);
                                            double _e660 = l_mut_31_;
                                            double l_232_ = (_e660 + l_205_);
                                            float _e662 = l_mut_25_;
                                            uint l_233_ = asuint(_e662);
                                            uint l_234_ = (l_233_ & 2147483647u);
                                            float l_235_ = asfloat(l_234_);
                                            double l_236_ = double(l_235_);
                                            l_mut_219_ = l_236_;
                                            bool l_237_ = (l_234_ < 8388608u);
                                            if (l_237_) {
                                                double l_238_ = double(l_234_);
                                                double l_239_ = (l_238_ * 1.401298464324817e-45L);
                                                l_mut_219_ = l_239_;
                                            }
                                            double _e673 = l_mut_219_;
                                            uint64_t l_240_ = _e673;
                                            uint l_241_ = (l_233_ >> 31u);
                                            uint64_t l_242_ = uint64_t(l_241_);
                                            uint64_t l_243_ = (l_242_ << uint(63uL));
                                            uint64_t l_244_ = (l_240_ | l_243_);
                                            double l_245_ = l_244_;
                                            float _e684 = l_mut_25_;
                                            uint l_246_ = asuint(_e684);
                                            uint l_247_ = (l_246_ + 1u);
                                            l_mut_248_ = l_247_;
                                            uint l_249_ = (l_246_ & 2147483647u);
                                            bool l_250_ = (l_249_ == 0u);
                                            if (l_250_) {
                                                l_mut_248_ = 1u;
                                            } else {
                                                uint l_251_ = (l_246_ & 2147483648u);
                                                bool l_252_ = (l_251_ != 0u);
                                                if (l_252_) {
                                                    uint l_253_ = (l_246_ - 1u);
                                                    l_mut_248_ = l_253_;
                                                } else {
                                                    bool l_254_ = (l_246_ == 2139095040u);
                                                    if (l_254_) {
                                                        l_mut_248_ = l_246_;
                                                    }
                                                }
                                            }
                                            uint _e701 = l_mut_248_;
                                            float l_255_ = asfloat(_e701);
                                            uint l_256_ = asuint(l_255_);
                                            uint l_257_ = (l_256_ & 2147483647u);
                                            float l_258_ = asfloat(l_257_);
                                            double l_259_ = double(l_258_);
                                            l_mut_219_ = l_259_;
                                            bool l_260_ = (l_257_ < 8388608u);
                                            if (l_260_) {
                                                double l_261_ = double(l_257_);
                                                double l_262_ = (l_261_ * 1.401298464324817e-45L);
                                                l_mut_219_ = l_262_;
                                            }
                                            double _e713 = l_mut_219_;
                                            uint64_t l_263_ = _e713;
                                            uint l_264_ = (l_256_ >> 31u);
                                            uint64_t l_265_ = uint64_t(l_264_);
                                            uint64_t l_266_ = (l_265_ << uint(63uL));
                                            uint64_t l_267_ = (l_263_ | l_266_);
                                            double l_268_ = l_267_;
                                            float _e724 = l_mut_25_;
                                            uint l_269_ = asuint(_e724);
                                            uint l_270_ = (l_269_ ^ 2147483648u);
                                            float l_271_ = asfloat(l_270_);
                                            uint l_272_ = asuint(l_271_);
                                            uint l_273_ = (l_272_ + 1u);
                                            l_mut_248_ = l_273_;
                                            uint l_274_ = (l_272_ & 2147483647u);
                                            bool l_275_ = (l_274_ == 0u);
                                            if (l_275_) {
                                                l_mut_248_ = 1u;
                                            } else {
                                                uint l_276_ = (l_272_ & 2147483648u);
                                                bool l_277_ = (l_276_ != 0u);
                                                if (l_277_) {
                                                    uint l_278_ = (l_272_ - 1u);
                                                    l_mut_248_ = l_278_;
                                                } else {
                                                    bool l_279_ = (l_272_ == 2139095040u);
                                                    if (l_279_) {
                                                        l_mut_248_ = l_272_;
                                                    }
                                                }
                                            }
                                            uint _e745 = l_mut_248_;
                                            float l_280_ = asfloat(_e745);
                                            uint l_281_ = asuint(l_280_);
                                            uint l_282_ = (l_281_ ^ 2147483648u);
                                            float l_283_ = asfloat(l_282_);
                                            uint l_284_ = asuint(l_283_);
                                            uint l_285_ = (l_284_ & 2147483647u);
                                            float l_286_ = asfloat(l_285_);
                                            double l_287_ = double(l_286_);
                                            l_mut_219_ = l_287_;
                                            bool l_288_ = (l_285_ < 8388608u);
                                            if (l_288_) {
                                                double l_289_ = double(l_285_);
                                                double l_290_ = (l_289_ * 1.401298464324817e-45L);
                                                l_mut_219_ = l_290_;
                                            }
                                            double _e761 = l_mut_219_;
                                            uint64_t l_291_ = _e761;
                                            uint l_292_ = (l_284_ >> 31u);
                                            uint64_t l_293_ = uint64_t(l_292_);
                                            uint64_t l_294_ = (l_293_ << uint(63uL));
                                            uint64_t l_295_ = (l_291_ | l_294_);
                                            double l_296_ = l_295_;
                                            double l_297_ = (l_231_ + l_230_);
                                            bool l_298_ = (l_297_ <= l_245_);
                                            l_mut_299_ = l_298_;
                                            double l_300_ = (l_231_ - l_230_);
                                            bool l_301_ = (l_300_ > l_245_);
                                            l_mut_302_ = l_301_;
                                            double l_303_ = (l_232_ - l_230_);
                                            bool l_304_ = (l_303_ >= l_245_);
                                            l_mut_305_ = l_304_;
                                            double l_306_ = (l_232_ + l_230_);
                                            bool l_307_ = (l_306_ < l_245_);
                                            l_mut_308_ = l_307_;
                                            if (l_176_) {
                                                double l_309_ = (l_231_ + l_230_);
                                                bool l_310_ = (l_309_ < l_268_);
                                                l_mut_299_ = l_310_;
                                                double l_311_ = (l_231_ - l_230_);
                                                bool l_312_ = (l_311_ >= l_268_);
                                                l_mut_302_ = l_312_;
                                                double l_313_ = (l_232_ - l_230_);
                                                bool l_314_ = (l_313_ > l_296_);
                                                l_mut_305_ = l_314_;
                                                double l_315_ = (l_232_ + l_230_);
                                                bool l_316_ = (l_315_ <= l_296_);
                                                l_mut_308_ = l_316_;
                                            }
                                            l_mut_248_ = 2u;
                                            bool _e789 = l_mut_302_;
                                            if (!(_e789)) {
                                                bool _e793 = l_mut_308_;
                                                local_15 = _e793;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_317_ = local_15;
                                            if (l_317_) {
                                                l_mut_248_ = 1u;
                                            } else {
                                                bool _e797 = l_mut_299_;
                                                if (_e797) {
                                                    bool _e800 = l_mut_305_;
                                                    local_16 = _e800;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_318_ = local_16;
                                                if (l_318_) {
                                                    l_mut_248_ = 0u;
                                                }
                                            }
                                            float _e804 = l_mut_25_;
                                            uint l_319_ = asuint(_e804);
                                            uint l_320_ = (l_319_ & 2147483647u);
                                            bool l_321_ = (l_320_ == 0u);
                                            if (l_321_) {
                                                double l_322_ = (l_231_ + l_230_);
                                                bool l_323_ = (l_322_ < 1.1754943508222875e-38L);
                                                double l_324_ = (l_232_ - l_230_);
                                                bool l_325_ = (l_324_ > -1.1754943508222875e-38L);
                                                if (l_323_) {
                                                    local_17 = l_325_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_326_ = local_17;
                                                double l_327_ = (l_231_ - l_230_);
                                                bool l_328_ = (l_327_ < 1.1754943508222875e-38L);
                                                double l_329_ = (l_232_ + l_230_);
                                                bool l_330_ = (l_329_ > -1.1754943508222875e-38L);
                                                if (l_328_) {
                                                    local_18 = l_330_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_331_ = local_18;
                                                if (l_326_) {
                                                    l_mut_248_ = 0u;
                                                } else {
                                                    uint _e831 = l_mut_248_;
                                                    bool l_332_ = (_e831 == 1u);
                                                    if (l_331_) {
                                                        local_19 = l_332_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_333_ = local_19;
                                                    if (l_333_) {
                                                        l_mut_248_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e839 = l_mut_248_;
                                            l_mut_206_ = _e839;
                                        }
                                        uint _e840 = l_mut_206_;
                                        l_mut_190_ = _e840;
                                    } else {
                                        bool l_334_ = (l_172_ == 3u);
                                        if (l_334_) {
                                            l_mut_190_ = 0u;
                                            bool l_335_ = (l_186_ >= 1.1754943508222875e-38L);
                                            bool l_336_ = (l_186_ <= 8.507059173023462e37L);
                                            if (l_335_) {
                                                local_20 = l_336_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_337_ = local_20;
                                            if (l_337_) {
                                                double _e852 = l_mut_31_;
                                                double l_338_ = abs(_e852);
                                                l_mut_219_ = 1.401298464324817e-45L;
                                                bool l_339_ = (l_338_ >= 1.1754943508222875e-38L);
                                                bool l_340_ = (l_338_ <= 1.7976931348623157e308L);
                                                if (l_339_) {
                                                    local_21 = l_340_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_341_ = local_21;
                                                if (l_341_) {
                                                    uint64_t l_342_ = l_338_;
                                                    uint64_t l_343_ = (l_342_ >> uint(52uL));
                                                    uint64_t l_344_ = (l_343_ - 23uL);
                                                    uint64_t l_345_ = (l_344_ << uint(52uL));
                                                    double l_346_ = l_345_;
                                                    l_mut_219_ = l_346_;
                                                }
                                                double _e875 = l_mut_219_;
                                                double l_347_ = (l_178_ * _e875);
                                                l_mut_248_ = 2u;
                                                double _e878 = l_mut_31_;
                                                double l_348_ = (_e878 - l_188_);
                                                double l_349_ = abs(l_348_);
                                                l_mut_219_ = 1.401298464324817e-45L;
                                                bool l_350_ = (l_349_ >= 1.1754943508222875e-38L);
                                                bool l_351_ = (l_349_ <= 1.7976931348623157e308L);
                                                if (l_350_) {
                                                    local_22 = l_351_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_352_ = local_22;
                                                if (l_352_) {
                                                    uint64_t l_353_ = l_349_;
                                                    uint64_t l_354_ = (l_353_ >> uint(52uL));
                                                    uint64_t l_355_ = (l_354_ - 23uL);
                                                    uint64_t l_356_ = (l_355_ << uint(52uL));
                                                    double l_357_ = l_356_;
                                                    l_mut_219_ = l_357_;
                                                }
                                                double _e902 = l_mut_31_;
                                                double l_358_ = (_e902 + l_188_);
                                                double l_359_ = abs(l_358_);
                                                l_mut_45_ = 1.401298464324817e-45L;
                                                bool l_360_ = (l_359_ >= 1.1754943508222875e-38L);
                                                bool l_361_ = (l_359_ <= 1.7976931348623157e308L);
                                                if (l_360_) {
                                                    local_23 = l_361_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_362_ = local_23;
                                                if (l_362_) {
                                                    uint64_t l_363_ = l_359_;
                                                    uint64_t l_364_ = (l_363_ >> uint(52uL));
                                                    uint64_t l_365_ = (l_364_ - 23uL);
                                                    uint64_t l_366_ = (l_365_ << uint(52uL));
                                                    double l_367_ = l_366_;
                                                    l_mut_45_ = l_367_;
                                                }
                                                double _e926 = l_mut_219_;
                                                double _e927 = l_mut_45_;
                                                bool l_368_ = (_e926 == _e927);
                                                if (l_368_) {
                                                    double l_369_ = (l_347_ * 1.4551915228366852e-11L);
                                                    double l_370_ = (l_188_ + l_369_);
                                                    double _e932 = l_mut_31_;
                                                    double l_371_ = (_e932 - l_347_);
                                                    double _e934 = l_mut_31_;
                                                    double l_372_ = (_e934 + l_347_);
                                                    float _e936 = l_mut_25_;
                                                    uint l_373_ = asuint(_e936);
                                                    uint l_374_ = (l_373_ & 2147483647u);
                                                    float l_375_ = asfloat(l_374_);
                                                    double l_376_ = double(l_375_);
                                                    l_mut_219_ = l_376_;
                                                    bool l_377_ = (l_374_ < 8388608u);
                                                    if (l_377_) {
                                                        double l_378_ = double(l_374_);
                                                        double l_379_ = (l_378_ * 1.401298464324817e-45L);
                                                        l_mut_219_ = l_379_;
                                                    }
                                                    double _e947 = l_mut_219_;
                                                    uint64_t l_380_ = _e947;
                                                    uint l_381_ = (l_373_ >> 31u);
                                                    uint64_t l_382_ = uint64_t(l_381_);
                                                    uint64_t l_383_ = (l_382_ << uint(63uL));
                                                    uint64_t l_384_ = (l_380_ | l_383_);
                                                    double l_385_ = l_384_;
                                                    float _e958 = l_mut_25_;
                                                    uint l_386_ = asuint(_e958);
                                                    uint l_387_ = (l_386_ + 1u);
                                                    l_mut_206_ = l_387_;
                                                    uint l_388_ = (l_386_ & 2147483647u);
                                                    bool l_389_ = (l_388_ == 0u);
                                                    if (l_389_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        uint l_390_ = (l_386_ & 2147483648u);
                                                        bool l_391_ = (l_390_ != 0u);
                                                        if (l_391_) {
                                                            uint l_392_ = (l_386_ - 1u);
                                                            l_mut_206_ = l_392_;
                                                        } else {
                                                            bool l_393_ = (l_386_ == 2139095040u);
                                                            if (l_393_) {
                                                                l_mut_206_ = l_386_;
                                                            }
                                                        }
                                                    }
                                                    uint _e975 = l_mut_206_;
                                                    float l_394_ = asfloat(_e975);
                                                    uint l_395_ = asuint(l_394_);
                                                    uint l_396_ = (l_395_ & 2147483647u);
                                                    float l_397_ = asfloat(l_396_);
                                                    double l_398_ = double(l_397_);
                                                    l_mut_219_ = l_398_;
                                                    bool l_399_ = (l_396_ < 8388608u);
                                                    if (l_399_) {
                                                        double l_400_ = double(l_396_);
                                                        double l_401_ = (l_400_ * 1.401298464324817e-45L);
                                                        l_mut_219_ = l_401_;
                                                    }
                                                    double _e987 = l_mut_219_;
                                                    uint64_t l_402_ = _e987;
                                                    uint l_403_ = (l_395_ >> 31u);
                                                    uint64_t l_404_ = uint64_t(l_403_);
                                                    uint64_t l_405_ = (l_404_ << uint(63uL));
                                                    uint64_t l_406_ = (l_402_ | l_405_);
                                                    double l_407_ = l_406_;
                                                    float _e998 = l_mut_25_;
                                                    uint l_408_ = asuint(_e998);
                                                    uint l_409_ = (l_408_ ^ 2147483648u);
                                                    float l_410_ = asfloat(l_409_);
                                                    uint l_411_ = asuint(l_410_);
                                                    uint l_412_ = (l_411_ + 1u);
                                                    l_mut_206_ = l_412_;
                                                    uint l_413_ = (l_411_ & 2147483647u);
                                                    bool l_414_ = (l_413_ == 0u);
                                                    if (l_414_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        uint l_415_ = (l_411_ & 2147483648u);
                                                        bool l_416_ = (l_415_ != 0u);
                                                        if (l_416_) {
                                                            uint l_417_ = (l_411_ - 1u);
                                                            l_mut_206_ = l_417_;
                                                        } else {
                                                            bool l_418_ = (l_411_ == 2139095040u);
                                                            if (l_418_) {
                                                                l_mut_206_ = l_411_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1019 = l_mut_206_;
                                                    float l_419_ = asfloat(_e1019);
                                                    uint l_420_ = asuint(l_419_);
                                                    uint l_421_ = (l_420_ ^ 2147483648u);
                                                    float l_422_ = asfloat(l_421_);
                                                    uint l_423_ = asuint(l_422_);
                                                    uint l_424_ = (l_423_ & 2147483647u);
                                                    float l_425_ = asfloat(l_424_);
                                                    double l_426_ = double(l_425_);
                                                    l_mut_219_ = l_426_;
                                                    bool l_427_ = (l_424_ < 8388608u);
                                                    if (l_427_) {
                                                        double l_428_ = double(l_424_);
                                                        double l_429_ = (l_428_ * 1.401298464324817e-45L);
                                                        l_mut_219_ = l_429_;
                                                    }
                                                    double _e1035 = l_mut_219_;
                                                    uint64_t l_430_ = _e1035;
                                                    uint l_431_ = (l_423_ >> 31u);
                                                    uint64_t l_432_ = uint64_t(l_431_);
                                                    uint64_t l_433_ = (l_432_ << uint(63uL));
                                                    uint64_t l_434_ = (l_430_ | l_433_);
                                                    double l_435_ = l_434_;
                                                    double l_436_ = (l_371_ + l_370_);
                                                    bool l_437_ = (l_436_ <= l_385_);
                                                    l_mut_308_ = l_437_;
                                                    double l_438_ = (l_371_ - l_370_);
                                                    bool l_439_ = (l_438_ > l_385_);
                                                    l_mut_305_ = l_439_;
                                                    double l_440_ = (l_372_ - l_370_);
                                                    bool l_441_ = (l_440_ >= l_385_);
                                                    l_mut_302_ = l_441_;
                                                    double l_442_ = (l_372_ + l_370_);
                                                    bool l_443_ = (l_442_ < l_385_);
                                                    l_mut_299_ = l_443_;
                                                    if (l_176_) {
                                                        double l_444_ = (l_371_ + l_370_);
                                                        bool l_445_ = (l_444_ < l_407_);
                                                        l_mut_308_ = l_445_;
                                                        double l_446_ = (l_371_ - l_370_);
                                                        bool l_447_ = (l_446_ >= l_407_);
                                                        l_mut_305_ = l_447_;
                                                        double l_448_ = (l_372_ - l_370_);
                                                        bool l_449_ = (l_448_ > l_435_);
                                                        l_mut_302_ = l_449_;
                                                        double l_450_ = (l_372_ + l_370_);
                                                        bool l_451_ = (l_450_ <= l_435_);
                                                        l_mut_299_ = l_451_;
                                                    }
                                                    l_mut_206_ = 2u;
                                                    bool _e1063 = l_mut_305_;
                                                    if (!(_e1063)) {
                                                        bool _e1067 = l_mut_299_;
                                                        local_24 = _e1067;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_452_ = local_24;
                                                    if (l_452_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        bool _e1071 = l_mut_308_;
                                                        if (_e1071) {
                                                            bool _e1074 = l_mut_302_;
                                                            local_25 = _e1074;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_453_ = local_25;
                                                        if (l_453_) {
                                                            l_mut_206_ = 0u;
                                                        }
                                                    }
                                                    float _e1078 = l_mut_25_;
                                                    uint l_454_ = asuint(_e1078);
                                                    uint l_455_ = (l_454_ & 2147483647u);
                                                    bool l_456_ = (l_455_ == 0u);
                                                    if (l_456_) {
                                                        double l_457_ = (l_371_ + l_370_);
                                                        bool l_458_ = (l_457_ < 1.1754943508222875e-38L);
                                                        double l_459_ = (l_372_ - l_370_);
                                                        bool l_460_ = (l_459_ > -1.1754943508222875e-38L);
                                                        if (l_458_) {
                                                            local_26 = l_460_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_461_ = local_26;
                                                        double l_462_ = (l_371_ - l_370_);
                                                        bool l_463_ = (l_462_ < 1.1754943508222875e-38L);
                                                        double l_464_ = (l_372_ + l_370_);
                                                        bool l_465_ = (l_464_ > -1.1754943508222875e-38L);
                                                        if (l_463_) {
                                                            local_27 = l_465_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_466_ = local_27;
                                                        if (l_461_) {
                                                            l_mut_206_ = 0u;
                                                        } else {
                                                            uint _e1105 = l_mut_206_;
                                                            bool l_467_ = (_e1105 == 1u);
                                                            if (l_466_) {
                                                                local_28 = l_467_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_468_ = local_28;
                                                            if (l_468_) {
                                                                l_mut_206_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1113 = l_mut_206_;
                                                    l_mut_248_ = _e1113;
                                                }
                                                uint _e1114 = l_mut_248_;
                                                l_mut_190_ = _e1114;
                                            }
                                        } else {
                                            bool l_469_ = (l_172_ == 4u);
                                            if (l_469_) {
                                                double l_470_ = (l_181_ * l_186_);
                                                double l_471_ = (l_178_ + l_470_);
                                                double _e1119 = l_mut_31_;
                                                double l_472_ = abs(_e1119);
                                                l_mut_219_ = 1.401298464324817e-45L;
                                                bool l_473_ = (l_472_ >= 1.1754943508222875e-38L);
                                                bool l_474_ = (l_472_ <= 1.7976931348623157e308L);
                                                if (l_473_) {
                                                    local_29 = l_474_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_475_ = local_29;
                                                if (l_475_) {
                                                    uint64_t l_476_ = l_472_;
                                                    uint64_t l_477_ = (l_476_ >> uint(52uL));
                                                    uint64_t l_478_ = (l_477_ - 23uL);
                                                    uint64_t l_479_ = (l_478_ << uint(52uL));
                                                    double l_480_ = l_479_;
                                                    l_mut_219_ = l_480_;
                                                }
                                                double _e1142 = l_mut_219_;
                                                double l_481_ = (l_471_ * _e1142);
                                                l_mut_248_ = 2u;
                                                double _e1145 = l_mut_31_;
                                                double l_482_ = (_e1145 - l_188_);
                                                double l_483_ = abs(l_482_);
                                                l_mut_219_ = 1.401298464324817e-45L;
                                                bool l_484_ = (l_483_ >= 1.1754943508222875e-38L);
                                                bool l_485_ = (l_483_ <= 1.7976931348623157e308L);
                                                if (l_484_) {
                                                    local_30 = l_485_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_486_ = local_30;
                                                if (l_486_) {
                                                    uint64_t l_487_ = l_483_;
                                                    uint64_t l_488_ = (l_487_ >> uint(52uL));
                                                    uint64_t l_489_ = (l_488_ - 23uL);
                                                    uint64_t l_490_ = (l_489_ << uint(52uL));
                                                    double l_491_ = l_490_;
                                                    l_mut_219_ = l_491_;
                                                }
                                                double _e1169 = l_mut_31_;
                                                double l_492_ = (_e1169 + l_188_);
                                                double l_493_ = abs(l_492_);
                                                l_mut_45_ = 1.401298464324817e-45L;
                                                bool l_494_ = (l_493_ >= 1.1754943508222875e-38L);
                                                bool l_495_ = (l_493_ <= 1.7976931348623157e308L);
                                                if (l_494_) {
                                                    local_31 = l_495_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_496_ = local_31;
                                                if (l_496_) {
                                                    uint64_t l_497_ = l_493_;
                                                    uint64_t l_498_ = (l_497_ >> uint(52uL));
                                                    uint64_t l_499_ = (l_498_ - 23uL);
                                                    uint64_t l_500_ = (l_499_ << uint(52uL));
                                                    double l_501_ = l_500_;
                                                    l_mut_45_ = l_501_;
                                                }
                                                double _e1193 = l_mut_219_;
                                                double _e1194 = l_mut_45_;
                                                bool l_502_ = (_e1193 == _e1194);
                                                if (l_502_) {
                                                    double l_503_ = (l_481_ * 1.4551915228366852e-11L);
                                                    double l_504_ = (l_188_ + l_503_);
                                                    double _e1199 = l_mut_31_;
                                                    double l_505_ = (_e1199 - l_481_);
                                                    double _e1201 = l_mut_31_;
                                                    double l_506_ = (_e1201 + l_481_);
                                                    float _e1203 = l_mut_25_;
                                                    uint l_507_ = asuint(_e1203);
                                                    uint l_508_ = (l_507_ & 2147483647u);
                                                    float l_509_ = asfloat(l_508_);
                                                    double l_510_ = double(l_509_);
                                                    l_mut_219_ = l_510_;
                                                    bool l_511_ = (l_508_ < 8388608u);
                                                    if (l_511_) {
                                                        double l_512_ = double(l_508_);
                                                        double l_513_ = (l_512_ * 1.401298464324817e-45L);
                                                        l_mut_219_ = l_513_;
                                                    }
                                                    double _e1214 = l_mut_219_;
                                                    uint64_t l_514_ = _e1214;
                                                    uint l_515_ = (l_507_ >> 31u);
                                                    uint64_t l_516_ = uint64_t(l_515_);
                                                    uint64_t l_517_ = (l_516_ << uint(63uL));
                                                    uint64_t l_518_ = (l_514_ | l_517_);
                                                    double l_519_ = l_518_;
                                                    float _e1225 = l_mut_25_;
                                                    uint l_520_ = asuint(_e1225);
                                                    uint l_521_ = (l_520_ + 1u);
                                                    l_mut_206_ = l_521_;
                                                    uint l_522_ = (l_520_ & 2147483647u);
                                                    bool l_523_ = (l_522_ == 0u);
                                                    if (l_523_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        uint l_524_ = (l_520_ & 2147483648u);
                                                        bool l_525_ = (l_524_ != 0u);
                                                        if (l_525_) {
                                                            uint l_526_ = (l_520_ - 1u);
                                                            l_mut_206_ = l_526_;
                                                        } else {
                                                            bool l_527_ = (l_520_ == 2139095040u);
                                                            if (l_527_) {
                                                                l_mut_206_ = l_520_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1242 = l_mut_206_;
                                                    float l_528_ = asfloat(_e1242);
                                                    uint l_529_ = asuint(l_528_);
                                                    uint l_530_ = (l_529_ & 2147483647u);
                                                    float l_531_ = asfloat(l_530_);
                                                    double l_532_ = double(l_531_);
                                                    l_mut_219_ = l_532_;
                                                    bool l_533_ = (l_530_ < 8388608u);
                                                    if (l_533_) {
                                                        double l_534_ = double(l_530_);
                                                        double l_535_ = (l_534_ * 1.401298464324817e-45L);
                                                        l_mut_219_ = l_535_;
                                                    }
                                                    double _e1254 = l_mut_219_;
                                                    uint64_t l_536_ = _e1254;
                                                    uint l_537_ = (l_529_ >> 31u);
                                                    uint64_t l_538_ = uint64_t(l_537_);
                                                    uint64_t l_539_ = (l_538_ << uint(63uL));
                                                    uint64_t l_540_ = (l_536_ | l_539_);
                                                    double l_541_ = l_540_;
                                                    float _e1265 = l_mut_25_;
                                                    uint l_542_ = asuint(_e1265);
                                                    uint l_543_ = (l_542_ ^ 2147483648u);
                                                    float l_544_ = asfloat(l_543_);
                                                    uint l_545_ = asuint(l_544_);
                                                    uint l_546_ = (l_545_ + 1u);
                                                    l_mut_206_ = l_546_;
                                                    uint l_547_ = (l_545_ & 2147483647u);
                                                    bool l_548_ = (l_547_ == 0u);
                                                    if (l_548_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        uint l_549_ = (l_545_ & 2147483648u);
                                                        bool l_550_ = (l_549_ != 0u);
                                                        if (l_550_) {
                                                            uint l_551_ = (l_545_ - 1u);
                                                            l_mut_206_ = l_551_;
                                                        } else {
                                                            bool l_552_ = (l_545_ == 2139095040u);
                                                            if (l_552_) {
                                                                l_mut_206_ = l_545_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1286 = l_mut_206_;
                                                    float l_553_ = asfloat(_e1286);
                                                    uint l_554_ = asuint(l_553_);
                                                    uint l_555_ = (l_554_ ^ 2147483648u);
                                                    float l_556_ = asfloat(l_555_);
                                                    uint l_557_ = asuint(l_556_);
                                                    uint l_558_ = (l_557_ & 2147483647u);
                                                    float l_559_ = asfloat(l_558_);
                                                    double l_560_ = double(l_559_);
                                                    l_mut_219_ = l_560_;
                                                    bool l_561_ = (l_558_ < 8388608u);
                                                    if (l_561_) {
                                                        double l_562_ = double(l_558_);
                                                        double l_563_ = (l_562_ * 1.401298464324817e-45L);
                                                        l_mut_219_ = l_563_;
                                                    }
                                                    double _e1302 = l_mut_219_;
                                                    uint64_t l_564_ = _e1302;
                                                    uint l_565_ = (l_557_ >> 31u);
                                                    uint64_t l_566_ = uint64_t(l_565_);
                                                    uint64_t l_567_ = (l_566_ << uint(63uL));
                                                    uint64_t l_568_ = (l_564_ | l_567_);
                                                    double l_569_ = l_568_;
                                                    double l_570_ = (l_505_ + l_504_);
                                                    bool l_571_ = (l_570_ <= l_519_);
                                                    l_mut_308_ = l_571_;
                                                    double l_572_ = (l_505_ - l_504_);
                                                    bool l_573_ = (l_572_ > l_519_);
                                                    l_mut_305_ = l_573_;
                                                    double l_574_ = (l_506_ - l_504_);
                                                    bool l_575_ = (l_574_ >= l_519_);
                                                    l_mut_302_ = l_575_;
                                                    double l_576_ = (l_506_ + l_504_);
                                                    bool l_577_ = (l_576_ < l_519_);
                                                    l_mut_299_ = l_577_;
                                                    if (l_176_) {
                                                        double l_578_ = (l_505_ + l_504_);
                                                        bool l_579_ = (l_578_ < l_541_);
                                                        l_mut_308_ = l_579_;
                                                        double l_580_ = (l_505_ - l_504_);
                                                        bool l_581_ = (l_580_ >= l_541_);
                                                        l_mut_305_ = l_581_;
                                                        double l_582_ = (l_506_ - l_504_);
                                                        bool l_583_ = (l_582_ > l_569_);
                                                        l_mut_302_ = l_583_;
                                                        double l_584_ = (l_506_ + l_504_);
                                                        bool l_585_ = (l_584_ <= l_569_);
                                                        l_mut_299_ = l_585_;
                                                    }
                                                    l_mut_206_ = 2u;
                                                    bool _e1330 = l_mut_305_;
                                                    if (!(_e1330)) {
                                                        bool _e1334 = l_mut_299_;
                                                        local_32 = _e1334;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_586_ = local_32;
                                                    if (l_586_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        bool _e1338 = l_mut_308_;
                                                        if (_e1338) {
                                                            bool _e1341 = l_mut_302_;
                                                            local_33 = _e1341;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_587_ = local_33;
                                                        if (l_587_) {
                                                            l_mut_206_ = 0u;
                                                        }
                                                    }
                                                    float _e1345 = l_mut_25_;
                                                    uint l_588_ = asuint(_e1345);
                                                    uint l_589_ = (l_588_ & 2147483647u);
                                                    bool l_590_ = (l_589_ == 0u);
                                                    if (l_590_) {
                                                        double l_591_ = (l_505_ + l_504_);
                                                        bool l_592_ = (l_591_ < 1.1754943508222875e-38L);
                                                        double l_593_ = (l_506_ - l_504_);
                                                        bool l_594_ = (l_593_ > -1.1754943508222875e-38L);
                                                        if (l_592_) {
                                                            local_34 = l_594_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_595_ = local_34;
                                                        double l_596_ = (l_505_ - l_504_);
                                                        bool l_597_ = (l_596_ < 1.1754943508222875e-38L);
                                                        double l_598_ = (l_506_ + l_504_);
                                                        bool l_599_ = (l_598_ > -1.1754943508222875e-38L);
                                                        if (l_597_) {
                                                            local_35 = l_599_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_600_ = local_35;
                                                        if (l_595_) {
                                                            l_mut_206_ = 0u;
                                                        } else {
                                                            uint _e1372 = l_mut_206_;
                                                            bool l_601_ = (_e1372 == 1u);
                                                            if (l_600_) {
                                                                local_36 = l_601_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_602_ = local_36;
                                                            if (l_602_) {
                                                                l_mut_206_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1380 = l_mut_206_;
                                                    l_mut_248_ = _e1380;
                                                }
                                                uint _e1381 = l_mut_248_;
                                                l_mut_190_ = _e1381;
                                            } else {
                                                bool l_603_ = (l_172_ == 5u);
                                                if (l_603_) {
                                                    double l_604_ = (2.0L * l_185_);
                                                    double l_605_ = abs(l_604_);
                                                    double l_606_ = floor(l_605_);
                                                    double l_607_ = (3.0L + l_606_);
                                                    double _e1390 = l_mut_31_;
                                                    double l_608_ = abs(_e1390);
                                                    l_mut_219_ = 1.401298464324817e-45L;
                                                    bool l_609_ = (l_608_ >= 1.1754943508222875e-38L);
                                                    bool l_610_ = (l_608_ <= 1.7976931348623157e308L);
                                                    if (l_609_) {
                                                        local_37 = l_610_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_611_ = local_37;
                                                    if (l_611_) {
                                                        uint64_t l_612_ = l_608_;
                                                        uint64_t l_613_ = (l_612_ >> uint(52uL));
                                                        uint64_t l_614_ = (l_613_ - 23uL);
                                                        uint64_t l_615_ = (l_614_ << uint(52uL));
                                                        double l_616_ = l_615_;
                                                        l_mut_219_ = l_616_;
                                                    }
                                                    double _e1413 = l_mut_219_;
                                                    double l_617_ = (l_607_ * _e1413);
                                                    l_mut_248_ = 2u;
                                                    double _e1416 = l_mut_31_;
                                                    double l_618_ = (_e1416 - l_188_);
                                                    double l_619_ = abs(l_618_);
                                                    l_mut_219_ = 1.401298464324817e-45L;
                                                    bool l_620_ = (l_619_ >= 1.1754943508222875e-38L);
                                                    bool l_621_ = (l_619_ <= 1.7976931348623157e308L);
                                                    if (l_620_) {
                                                        local_38 = l_621_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_622_ = local_38;
                                                    if (l_622_) {
                                                        uint64_t l_623_ = l_619_;
                                                        uint64_t l_624_ = (l_623_ >> uint(52uL));
                                                        uint64_t l_625_ = (l_624_ - 23uL);
                                                        uint64_t l_626_ = (l_625_ << uint(52uL));
                                                        double l_627_ = l_626_;
                                                        l_mut_219_ = l_627_;
                                                    }
                                                    double _e1440 = l_mut_31_;
                                                    double l_628_ = (_e1440 + l_188_);
                                                    double l_629_ = abs(l_628_);
                                                    l_mut_45_ = 1.401298464324817e-45L;
                                                    bool l_630_ = (l_629_ >= 1.1754943508222875e-38L);
                                                    bool l_631_ = (l_629_ <= 1.7976931348623157e308L);
                                                    if (l_630_) {
                                                        local_39 = l_631_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_632_ = local_39;
                                                    if (l_632_) {
                                                        uint64_t l_633_ = l_629_;
                                                        uint64_t l_634_ = (l_633_ >> uint(52uL));
                                                        uint64_t l_635_ = (l_634_ - 23uL);
                                                        uint64_t l_636_ = (l_635_ << uint(52uL));
                                                        double l_637_ = l_636_;
                                                        l_mut_45_ = l_637_;
                                                    }
                                                    double _e1464 = l_mut_219_;
                                                    double _e1465 = l_mut_45_;
                                                    bool l_638_ = (_e1464 == _e1465);
                                                    if (l_638_) {
                                                        double l_639_ = (l_617_ * 1.4551915228366852e-11L);
                                                        double l_640_ = (l_188_ + l_639_);
                                                        double _e1470 = l_mut_31_;
                                                        double l_641_ = (_e1470 - l_617_);
                                                        double _e1472 = l_mut_31_;
                                                        double l_642_ = (_e1472 + l_617_);
                                                        float _e1474 = l_mut_25_;
                                                        uint l_643_ = asuint(_e1474);
                                                        uint l_644_ = (l_643_ & 2147483647u);
                                                        float l_645_ = asfloat(l_644_);
                                                        double l_646_ = double(l_645_);
                                                        l_mut_219_ = l_646_;
                                                        bool l_647_ = (l_644_ < 8388608u);
                                                        if (l_647_) {
                                                            double l_648_ = double(l_644_);
                                                            double l_649_ = (l_648_ * 1.401298464324817e-45L);
                                                            l_mut_219_ = l_649_;
                                                        }
                                                        double _e1485 = l_mut_219_;
                                                        uint64_t l_650_ = _e1485;
                                                        uint l_651_ = (l_643_ >> 31u);
                                                        uint64_t l_652_ = uint64_t(l_651_);
                                                        uint64_t l_653_ = (l_652_ << uint(63uL));
                                                        uint64_t l_654_ = (l_650_ | l_653_);
                                                        double l_655_ = l_654_;
                                                        float _e1496 = l_mut_25_;
                                                        uint l_656_ = asuint(_e1496);
                                                        uint l_657_ = (l_656_ + 1u);
                                                        l_mut_206_ = l_657_;
                                                        uint l_658_ = (l_656_ & 2147483647u);
                                                        bool l_659_ = (l_658_ == 0u);
                                                        if (l_659_) {
                                                            l_mut_206_ = 1u;
                                                        } else {
                                                            uint l_660_ = (l_656_ & 2147483648u);
                                                            bool l_661_ = (l_660_ != 0u);
                                                            if (l_661_) {
                                                                uint l_662_ = (l_656_ - 1u);
                                                                l_mut_206_ = l_662_;
                                                            } else {
                                                                bool l_663_ = (l_656_ == 2139095040u);
                                                                if (l_663_) {
                                                                    l_mut_206_ = l_656_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1513 = l_mut_206_;
                                                        float l_664_ = asfloat(_e1513);
                                                        uint l_665_ = asuint(l_664_);
                                                        uint l_666_ = (l_665_ & 2147483647u);
                                                        float l_667_ = asfloat(l_666_);
                                                        double l_668_ = double(l_667_);
                                                        l_mut_219_ = l_668_;
                                                        bool l_669_ = (l_666_ < 8388608u);
                                                        if (l_669_) {
                                                            double l_670_ = double(l_666_);
                                                            double l_671_ = (l_670_ * 1.401298464324817e-45L);
                                                            l_mut_219_ = l_671_;
                                                        }
                                                        double _e1525 = l_mut_219_;
                                                        uint64_t l_672_ = _e1525;
                                                        uint l_673_ = (l_665_ >> 31u);
                                                        uint64_t l_674_ = uint64_t(l_673_);
                                                        uint64_t l_675_ = (l_674_ << uint(63uL));
                                                        uint64_t l_676_ = (l_672_ | l_675_);
                                                        double l_677_ = l_676_;
                                                        float _e1536 = l_mut_25_;
                                                        uint l_678_ = asuint(_e1536);
                                                        uint l_679_ = (l_678_ ^ 2147483648u);
                                                        float l_680_ = asfloat(l_679_);
                                                        uint l_681_ = asuint(l_680_);
                                                        uint l_682_ = (l_681_ + 1u);
                                                        l_mut_206_ = l_682_;
                                                        uint l_683_ = (l_681_ & 2147483647u);
                                                        bool l_684_ = (l_683_ == 0u);
                                                        if (l_684_) {
                                                            l_mut_206_ = 1u;
                                                        } else {
                                                            uint l_685_ = (l_681_ & 2147483648u);
                                                            bool l_686_ = (l_685_ != 0u);
                                                            if (l_686_) {
                                                                uint l_687_ = (l_681_ - 1u);
                                                                l_mut_206_ = l_687_;
                                                            } else {
                                                                bool l_688_ = (l_681_ == 2139095040u);
                                                                if (l_688_) {
                                                                    l_mut_206_ = l_681_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1557 = l_mut_206_;
                                                        float l_689_ = asfloat(_e1557);
                                                        uint l_690_ = asuint(l_689_);
                                                        uint l_691_ = (l_690_ ^ 2147483648u);
                                                        float l_692_ = asfloat(l_691_);
                                                        uint l_693_ = asuint(l_692_);
                                                        uint l_694_ = (l_693_ & 2147483647u);
                                                        float l_695_ = asfloat(l_694_);
                                                        double l_696_ = double(l_695_);
                                                        l_mut_219_ = l_696_;
                                                        bool l_697_ = (l_694_ < 8388608u);
                                                        if (l_697_) {
                                                            double l_698_ = double(l_694_);
                                                            double l_699_ = (l_698_ * 1.401298464324817e-45L);
                                                            l_mut_219_ = l_699_;
                                                        }
                                                        double _e1573 = l_mut_219_;
                                                        uint64_t l_700_ = _e1573;
                                                        uint l_701_ = (l_693_ >> 31u);
                                                        uint64_t l_702_ = uint64_t(l_701_);
                                                        uint64_t l_703_ = (l_702_ << uint(63uL));
                                                        uint64_t l_704_ = (l_700_ | l_703_);
                                                        double l_705_ = l_704_;
                                                        double l_706_ = (l_641_ + l_640_);
                                                        bool l_707_ = (l_706_ <= l_655_);
                                                        l_mut_308_ = l_707_;
                                                        double l_708_ = (l_641_ - l_640_);
                                                        bool l_709_ = (l_708_ > l_655_);
                                                        l_mut_305_ = l_709_;
                                                        double l_710_ = (l_642_ - l_640_);
                                                        bool l_711_ = (l_710_ >= l_655_);
                                                        l_mut_302_ = l_711_;
                                                        double l_712_ = (l_642_ + l_640_);
                                                        bool l_713_ = (l_712_ < l_655_);
                                                        l_mut_299_ = l_713_;
                                                        if (l_176_) {
                                                            double l_714_ = (l_641_ + l_640_);
                                                            bool l_715_ = (l_714_ < l_677_);
                                                            l_mut_308_ = l_715_;
                                                            double l_716_ = (l_641_ - l_640_);
                                                            bool l_717_ = (l_716_ >= l_677_);
                                                            l_mut_305_ = l_717_;
                                                            double l_718_ = (l_642_ - l_640_);
                                                            bool l_719_ = (l_718_ > l_705_);
                                                            l_mut_302_ = l_719_;
                                                            double l_720_ = (l_642_ + l_640_);
                                                            bool l_721_ = (l_720_ <= l_705_);
                                                            l_mut_299_ = l_721_;
                                                        }
                                                        l_mut_206_ = 2u;
                                                        bool _e1601 = l_mut_305_;
                                                        if (!(_e1601)) {
                                                            bool _e1605 = l_mut_299_;
                                                            local_40 = _e1605;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_722_ = local_40;
                                                        if (l_722_) {
                                                            l_mut_206_ = 1u;
                                                        } else {
                                                            bool _e1609 = l_mut_308_;
                                                            if (_e1609) {
                                                                bool _e1612 = l_mut_302_;
                                                                local_41 = _e1612;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_723_ = local_41;
                                                            if (l_723_) {
                                                                l_mut_206_ = 0u;
                                                            }
                                                        }
                                                        float _e1616 = l_mut_25_;
                                                        uint l_724_ = asuint(_e1616);
                                                        uint l_725_ = (l_724_ & 2147483647u);
                                                        bool l_726_ = (l_725_ == 0u);
                                                        if (l_726_) {
                                                            double l_727_ = (l_641_ + l_640_);
                                                            bool l_728_ = (l_727_ < 1.1754943508222875e-38L);
                                                            double l_729_ = (l_642_ - l_640_);
                                                            bool l_730_ = (l_729_ > -1.1754943508222875e-38L);
                                                            if (l_728_) {
                                                                local_42 = l_730_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_731_ = local_42;
                                                            double l_732_ = (l_641_ - l_640_);
                                                            bool l_733_ = (l_732_ < 1.1754943508222875e-38L);
                                                            double l_734_ = (l_642_ + l_640_);
                                                            bool l_735_ = (l_734_ > -1.1754943508222875e-38L);
                                                            if (l_733_) {
                                                                local_43 = l_735_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_736_ = local_43;
                                                            if (l_731_) {
                                                                l_mut_206_ = 0u;
                                                            } else {
                                                                uint _e1643 = l_mut_206_;
                                                                bool l_737_ = (_e1643 == 1u);
                                                                if (l_736_) {
                                                                    local_44 = l_737_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_738_ = local_44;
                                                                if (l_738_) {
                                                                    l_mut_206_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1651 = l_mut_206_;
                                                        l_mut_248_ = _e1651;
                                                    }
                                                    uint _e1652 = l_mut_248_;
                                                    l_mut_190_ = _e1652;
                                                } else {
                                                    bool l_739_ = (l_172_ == 6u);
                                                    if (l_739_) {
                                                        l_mut_190_ = 0u;
                                                        bool l_740_ = (l_186_ <= l_181_);
                                                        if (l_740_) {
                                                            double l_741_ = (l_178_ * 1.4551915228366852e-11L);
                                                            double l_742_ = (l_188_ + l_741_);
                                                            double _e1660 = l_mut_31_;
                                                            double l_743_ = (_e1660 - l_178_);
                                                            double _e1662 = l_mut_31_;
                                                            double l_744_ = (_e1662 + l_178_);
                                                            float _e1664 = l_mut_25_;
                                                            uint l_745_ = asuint(_e1664);
                                                            uint l_746_ = (l_745_ & 2147483647u);
                                                            float l_747_ = asfloat(l_746_);
                                                            double l_748_ = double(l_747_);
                                                            l_mut_219_ = l_748_;
                                                            bool l_749_ = (l_746_ < 8388608u);
                                                            if (l_749_) {
                                                                double l_750_ = double(l_746_);
                                                                double l_751_ = (l_750_ * 1.401298464324817e-45L);
                                                                l_mut_219_ = l_751_;
                                                            }
                                                            double _e1675 = l_mut_219_;
                                                            uint64_t l_752_ = _e1675;
                                                            uint l_753_ = (l_745_ >> 31u);
                                                            uint64_t l_754_ = uint64_t(l_753_);
                                                            uint64_t l_755_ = (l_754_ << uint(63uL));
                                                            uint64_t l_756_ = (l_752_ | l_755_);
                                                            double l_757_ = l_756_;
                                                            float _e1686 = l_mut_25_;
                                                            uint l_758_ = asuint(_e1686);
                                                            uint l_759_ = (l_758_ + 1u);
                                                            l_mut_248_ = l_759_;
                                                            uint l_760_ = (l_758_ & 2147483647u);
                                                            bool l_761_ = (l_760_ == 0u);
                                                            if (l_761_) {
                                                                l_mut_248_ = 1u;
                                                            } else {
                                                                uint l_762_ = (l_758_ & 2147483648u);
                                                                bool l_763_ = (l_762_ != 0u);
                                                                if (l_763_) {
                                                                    uint l_764_ = (l_758_ - 1u);
                                                                    l_mut_248_ = l_764_;
                                                                } else {
                                                                    bool l_765_ = (l_758_ == 2139095040u);
                                                                    if (l_765_) {
                                                                        l_mut_248_ = l_758_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1703 = l_mut_248_;
                                                            float l_766_ = asfloat(_e1703);
                                                            uint l_767_ = asuint(l_766_);
                                                            uint l_768_ = (l_767_ & 2147483647u);
                                                            float l_769_ = asfloat(l_768_);
                                                            double l_770_ = double(l_769_);
                                                            l_mut_219_ = l_770_;
                                                            bool l_771_ = (l_768_ < 8388608u);
                                                            if (l_771_) {
                                                                double l_772_ = double(l_768_);
                                                                double l_773_ = (l_772_ * 1.401298464324817e-45L);
                                                                l_mut_219_ = l_773_;
                                                            }
                                                            double _e1715 = l_mut_219_;
                                                            uint64_t l_774_ = _e1715;
                                                            uint l_775_ = (l_767_ >> 31u);
                                                            uint64_t l_776_ = uint64_t(l_775_);
                                                            uint64_t l_777_ = (l_776_ << uint(63uL));
                                                            uint64_t l_778_ = (l_774_ | l_777_);
                                                            double l_779_ = l_778_;
                                                            float _e1726 = l_mut_25_;
                                                            uint l_780_ = asuint(_e1726);
                                                            uint l_781_ = (l_780_ ^ 2147483648u);
                                                            float l_782_ = asfloat(l_781_);
                                                            uint l_783_ = asuint(l_782_);
                                                            uint l_784_ = (l_783_ + 1u);
                                                            l_mut_248_ = l_784_;
                                                            uint l_785_ = (l_783_ & 2147483647u);
                                                            bool l_786_ = (l_785_ == 0u);
                                                            if (l_786_) {
                                                                l_mut_248_ = 1u;
                                                            } else {
                                                                uint l_787_ = (l_783_ & 2147483648u);
                                                                bool l_788_ = (l_787_ != 0u);
                                                                if (l_788_) {
                                                                    uint l_789_ = (l_783_ - 1u);
                                                                    l_mut_248_ = l_789_;
                                                                } else {
                                                                    bool l_790_ = (l_783_ == 2139095040u);
                                                                    if (l_790_) {
                                                                        l_mut_248_ = l_783_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1747 = l_mut_248_;
                                                            float l_791_ = asfloat(_e1747);
                                                            uint l_792_ = asuint(l_791_);
                                                            uint l_793_ = (l_792_ ^ 2147483648u);
                                                            float l_794_ = asfloat(l_793_);
                                                            uint l_795_ = asuint(l_794_);
                                                            uint l_796_ = (l_795_ & 2147483647u);
                                                            float l_797_ = asfloat(l_796_);
                                                            double l_798_ = double(l_797_);
                                                            l_mut_219_ = l_798_;
                                                            bool l_799_ = (l_796_ < 8388608u);
                                                            if (l_799_) {
                                                                double l_800_ = double(l_796_);
                                                                double l_801_ = (l_800_ * 1.401298464324817e-45L);
                                                                l_mut_219_ = l_801_;
                                                            }
                                                            double _e1763 = l_mut_219_;
                                                            uint64_t l_802_ = _e1763;
                                                            uint l_803_ = (l_795_ >> 31u);
                                                            uint64_t l_804_ = uint64_t(l_803_);
                                                            uint64_t l_805_ = (l_804_ << uint(63uL));
                                                            uint64_t l_806_ = (l_802_ | l_805_);
                                                            double l_807_ = l_806_;
                                                            double l_808_ = (l_743_ + l_742_);
                                                            bool l_809_ = (l_808_ <= l_757_);
                                                            l_mut_308_ = l_809_;
                                                            double l_810_ = (l_743_ - l_742_);
                                                            bool l_811_ = (l_810_ > l_757_);
                                                            l_mut_305_ = l_811_;
                                                            double l_812_ = (l_744_ - l_742_);
                                                            bool l_813_ = (l_812_ >= l_757_);
                                                            l_mut_302_ = l_813_;
                                                            double l_814_ = (l_744_ + l_742_);
                                                            bool l_815_ = (l_814_ < l_757_);
                                                            l_mut_299_ = l_815_;
                                                            if (l_176_) {
                                                                double l_816_ = (l_743_ + l_742_);
                                                                bool l_817_ = (l_816_ < l_779_);
                                                                l_mut_308_ = l_817_;
                                                                double l_818_ = (l_743_ - l_742_);
                                                                bool l_819_ = (l_818_ >= l_779_);
                                                                l_mut_305_ = l_819_;
                                                                double l_820_ = (l_744_ - l_742_);
                                                                bool l_821_ = (l_820_ > l_807_);
                                                                l_mut_302_ = l_821_;
                                                                double l_822_ = (l_744_ + l_742_);
                                                                bool l_823_ = (l_822_ <= l_807_);
                                                                l_mut_299_ = l_823_;
                                                            }
                                                            l_mut_248_ = 2u;
                                                            bool _e1791 = l_mut_305_;
                                                            if (!(_e1791)) {
                                                                bool _e1795 = l_mut_299_;
                                                                local_45 = _e1795;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_824_ = local_45;
                                                            if (l_824_) {
                                                                l_mut_248_ = 1u;
                                                            } else {
                                                                bool _e1799 = l_mut_308_;
                                                                if (_e1799) {
                                                                    bool _e1802 = l_mut_302_;
                                                                    local_46 = _e1802;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_825_ = local_46;
                                                                if (l_825_) {
                                                                    l_mut_248_ = 0u;
                                                                }
                                                            }
                                                            float _e1806 = l_mut_25_;
                                                            uint l_826_ = asuint(_e1806);
                                                            uint l_827_ = (l_826_ & 2147483647u);
                                                            bool l_828_ = (l_827_ == 0u);
                                                            if (l_828_) {
                                                                double l_829_ = (l_743_ + l_742_);
                                                                bool l_830_ = (l_829_ < 1.1754943508222875e-38L);
                                                                double l_831_ = (l_744_ - l_742_);
                                                                bool l_832_ = (l_831_ > -1.1754943508222875e-38L);
                                                                if (l_830_) {
                                                                    local_47 = l_832_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_833_ = local_47;
                                                                double l_834_ = (l_743_ - l_742_);
                                                                bool l_835_ = (l_834_ < 1.1754943508222875e-38L);
                                                                double l_836_ = (l_744_ + l_742_);
                                                                bool l_837_ = (l_836_ > -1.1754943508222875e-38L);
                                                                if (l_835_) {
                                                                    local_48 = l_837_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_838_ = local_48;
                                                                if (l_833_) {
                                                                    l_mut_248_ = 0u;
                                                                } else {
                                                                    uint _e1833 = l_mut_248_;
                                                                    bool l_839_ = (_e1833 == 1u);
                                                                    if (l_838_) {
                                                                        local_49 = l_839_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_840_ = local_49;
                                                                    if (l_840_) {
                                                                        l_mut_248_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1841 = l_mut_248_;
                                                            l_mut_190_ = _e1841;
                                                        }
                                                    } else {
                                                        bool l_841_ = (l_172_ == 7u);
                                                        if (l_841_) {
                                                            double _e1844 = l_mut_31_;
                                                            double l_842_ = abs(_e1844);
                                                            double l_843_ = (l_178_ * l_842_);
                                                            l_mut_219_ = l_843_;
                                                            double _e1847 = l_mut_31_;
                                                            double l_844_ = abs(_e1847);
                                                            l_mut_45_ = 1.401298464324817e-45L;
                                                            bool l_845_ = (l_844_ >= 1.1754943508222875e-38L);
                                                            bool l_846_ = (l_844_ <= 1.7976931348623157e308L);
                                                            if (l_845_) {
                                                                local_50 = l_846_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_847_ = local_50;
                                                            if (l_847_) {
                                                                uint64_t l_848_ = l_844_;
                                                                uint64_t l_849_ = (l_848_ >> uint(52uL));
                                                                uint64_t l_850_ = (l_849_ - 23uL);
                                                                uint64_t l_851_ = (l_850_ << uint(52uL));
                                                                double l_852_ = l_851_;
                                                                l_mut_45_ = l_852_;
                                                            }
                                                            double _e1871 = l_mut_45_;
                                                            double l_853_ = (0.5L * _e1871);
                                                            double _e1873 = l_mut_219_;
                                                            bool l_854_ = (l_853_ > _e1873);
                                                            if (l_854_) {
                                                                l_mut_219_ = l_853_;
                                                            }
                                                            double _e1875 = l_mut_31_;
                                                            double l_855_ = (_e1875 - l_188_);
                                                            double l_856_ = abs(l_855_);
                                                            l_mut_45_ = 1.401298464324817e-45L;
                                                            bool l_857_ = (l_856_ >= 1.1754943508222875e-38L);
                                                            bool l_858_ = (l_856_ <= 1.7976931348623157e308L);
                                                            if (l_857_) {
                                                                local_51 = l_858_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_859_ = local_51;
                                                            if (l_859_) {
                                                                uint64_t l_860_ = l_856_;
                                                                uint64_t l_861_ = (l_860_ >> uint(52uL));
                                                                uint64_t l_862_ = (l_861_ - 23uL);
                                                                uint64_t l_863_ = (l_862_ << uint(52uL));
                                                                double l_864_ = l_863_;
                                                                l_mut_45_ = l_864_;
                                                            }
                                                            double _e1899 = l_mut_31_;
                                                            double l_865_ = (_e1899 + l_188_);
                                                            double l_866_ = abs(l_865_);
                                                            l_mut_867_ = 1.401298464324817e-45L;
                                                            bool l_868_ = (l_866_ >= 1.1754943508222875e-38L);
                                                            bool l_869_ = (l_866_ <= 1.7976931348623157e308L);
                                                            if (l_868_) {
                                                                local_52 = l_869_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_870_ = local_52;
                                                            if (l_870_) {
                                                                uint64_t l_871_ = l_866_;
                                                                uint64_t l_872_ = (l_871_ >> uint(52uL));
                                                                uint64_t l_873_ = (l_872_ - 23uL);
                                                                uint64_t l_874_ = (l_873_ << uint(52uL));
                                                                double l_875_ = l_874_;
                                                                l_mut_867_ = l_875_;
                                                            }
                                                            double _e1923 = l_mut_45_;
                                                            double _e1924 = l_mut_867_;
                                                            bool l_876_ = (_e1923 == _e1924);
                                                            if (l_876_) {
                                                                double l_877_ = (l_178_ * l_188_);
                                                                double l_878_ = (l_188_ + l_877_);
                                                                double _e1928 = l_mut_219_;
                                                                double l_879_ = (_e1928 * 1.4551915228366852e-11L);
                                                                double l_880_ = (l_878_ + l_879_);
                                                                double _e1932 = l_mut_31_;
                                                                double _e1933 = l_mut_219_;
                                                                double l_881_ = (_e1932 - _e1933);
                                                                double _e1935 = l_mut_31_;
                                                                double _e1936 = l_mut_219_;
                                                                double l_882_ = (_e1935 + _e1936);
                                                                float _e1938 = l_mut_25_;
                                                                uint l_883_ = asuint(_e1938);
                                                                uint l_884_ = (l_883_ & 2147483647u);
                                                                float l_885_ = asfloat(l_884_);
                                                                double l_886_ = double(l_885_);
                                                                l_mut_867_ = l_886_;
                                                                bool l_887_ = (l_884_ < 8388608u);
                                                                if (l_887_) {
                                                                    double l_888_ = double(l_884_);
                                                                    double l_889_ = (l_888_ * 1.401298464324817e-45L);
                                                                    l_mut_867_ = l_889_;
                                                                }
                                                                double _e1949 = l_mut_867_;
                                                                uint64_t l_890_ = _e1949;
                                                                uint l_891_ = (l_883_ >> 31u);
                                                                uint64_t l_892_ = uint64_t(l_891_);
                                                                uint64_t l_893_ = (l_892_ << uint(63uL));
                                                                uint64_t l_894_ = (l_890_ | l_893_);
                                                                double l_895_ = l_894_;
                                                                float _e1960 = l_mut_25_;
                                                                uint l_896_ = asuint(_e1960);
                                                                uint l_897_ = (l_896_ + 1u);
                                                                l_mut_248_ = l_897_;
                                                                uint l_898_ = (l_896_ & 2147483647u);
                                                                bool l_899_ = (l_898_ == 0u);
                                                                if (l_899_) {
                                                                    l_mut_248_ = 1u;
                                                                } else {
                                                                    uint l_900_ = (l_896_ & 2147483648u);
                                                                    bool l_901_ = (l_900_ != 0u);
                                                                    if (l_901_) {
                                                                        uint l_902_ = (l_896_ - 1u);
                                                                        l_mut_248_ = l_902_;
                                                                    } else {
                                                                        bool l_903_ = (l_896_ == 2139095040u);
                                                                        if (l_903_) {
                                                                            l_mut_248_ = l_896_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e1977 = l_mut_248_;
                                                                float l_904_ = asfloat(_e1977);
                                                                uint l_905_ = asuint(l_904_);
                                                                uint l_906_ = (l_905_ & 2147483647u);
                                                                float l_907_ = asfloat(l_906_);
                                                                double l_908_ = double(l_907_);
                                                                l_mut_867_ = l_908_;
                                                                bool l_909_ = (l_906_ < 8388608u);
                                                                if (l_909_) {
                                                                    double l_910_ = double(l_906_);
                                                                    double l_911_ = (l_910_ * 1.401298464324817e-45L);
                                                                    l_mut_867_ = l_911_;
                                                                }
                                                                double _e1989 = l_mut_867_;
                                                                uint64_t l_912_ = _e1989;
                                                                uint l_913_ = (l_905_ >> 31u);
                                                                uint64_t l_914_ = uint64_t(l_913_);
                                                                uint64_t l_915_ = (l_914_ << uint(63uL));
                                                                uint64_t l_916_ = (l_912_ | l_915_);
                                                                double l_917_ = l_916_;
                                                                float _e2000 = l_mut_25_;
                                                                uint l_918_ = asuint(_e2000);
                                                                uint l_919_ = (l_918_ ^ 2147483648u);
                                                                float l_920_ = asfloat(l_919_);
                                                                uint l_921_ = asuint(l_920_);
                                                                uint l_922_ = (l_921_ + 1u);
                                                                l_mut_248_ = l_922_;
                                                                uint l_923_ = (l_921_ & 2147483647u);
                                                                bool l_924_ = (l_923_ == 0u);
                                                                if (l_924_) {
                                                                    l_mut_248_ = 1u;
                                                                } else {
                                                                    uint l_925_ = (l_921_ & 2147483648u);
                                                                    bool l_926_ = (l_925_ != 0u);
                                                                    if (l_926_) {
                                                                        uint l_927_ = (l_921_ - 1u);
                                                                        l_mut_248_ = l_927_;
                                                                    } else {
                                                                        bool l_928_ = (l_921_ == 2139095040u);
                                                                        if (l_928_) {
                                                                            l_mut_248_ = l_921_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2021 = l_mut_248_;
                                                                float l_929_ = asfloat(_e2021);
                                                                uint l_930_ = asuint(l_929_);
                                                                uint l_931_ = (l_930_ ^ 2147483648u);
                                                                float l_932_ = asfloat(l_931_);
                                                                uint l_933_ = asuint(l_932_);
                                                                uint l_934_ = (l_933_ & 2147483647u);
                                                                float l_935_ = asfloat(l_934_);
                                                                double l_936_ = double(l_935_);
                                                                l_mut_867_ = l_936_;
                                                                bool l_937_ = (l_934_ < 8388608u);
                                                                if (l_937_) {
                                                                    double l_938_ = double(l_934_);
                                                                    double l_939_ = (l_938_ * 1.401298464324817e-45L);
                                                                    l_mut_867_ = l_939_;
                                                                }
                                                                double _e2037 = l_mut_867_;
                                                                uint64_t l_940_ = _e2037;
                                                                uint l_941_ = (l_933_ >> 31u);
                                                                uint64_t l_942_ = uint64_t(l_941_);
                                                                uint64_t l_943_ = (l_942_ << uint(63uL));
                                                                uint64_t l_944_ = (l_940_ | l_943_);
                                                                double l_945_ = l_944_;
                                                                double l_946_ = (l_881_ + l_880_);
                                                                bool l_947_ = (l_946_ <= l_895_);
                                                                l_mut_308_ = l_947_;
                                                                double l_948_ = (l_881_ - l_880_);
                                                                bool l_949_ = (l_948_ > l_895_);
                                                                l_mut_305_ = l_949_;
                                                                double l_950_ = (l_882_ - l_880_);
                                                                bool l_951_ = (l_950_ >= l_895_);
                                                                l_mut_302_ = l_951_;
                                                                double l_952_ = (l_882_ + l_880_);
                                                                bool l_953_ = (l_952_ < l_895_);
                                                                l_mut_299_ = l_953_;
                                                                if (l_176_) {
                                                                    double l_954_ = (l_881_ + l_880_);
                                                                    bool l_955_ = (l_954_ < l_917_);
                                                                    l_mut_308_ = l_955_;
                                                                    double l_956_ = (l_881_ - l_880_);
                                                                    bool l_957_ = (l_956_ >= l_917_);
                                                                    l_mut_305_ = l_957_;
                                                                    double l_958_ = (l_882_ - l_880_);
                                                                    bool l_959_ = (l_958_ > l_945_);
                                                                    l_mut_302_ = l_959_;
                                                                    double l_960_ = (l_882_ + l_880_);
                                                                    bool l_961_ = (l_960_ <= l_945_);
                                                                    l_mut_299_ = l_961_;
                                                                }
                                                                l_mut_248_ = 2u;
                                                                bool _e2065 = l_mut_305_;
                                                                if (!(_e2065)) {
                                                                    bool _e2069 = l_mut_299_;
                                                                    local_53 = _e2069;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_962_ = local_53;
                                                                if (l_962_) {
                                                                    l_mut_248_ = 1u;
                                                                } else {
                                                                    bool _e2073 = l_mut_308_;
                                                                    if (_e2073) {
                                                                        bool _e2076 = l_mut_302_;
                                                                        local_54 = _e2076;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_963_ = local_54;
                                                                    if (l_963_) {
                                                                        l_mut_248_ = 0u;
                                                                    }
                                                                }
                                                                float _e2080 = l_mut_25_;
                                                                uint l_964_ = asuint(_e2080);
                                                                uint l_965_ = (l_964_ & 2147483647u);
                                                                bool l_966_ = (l_965_ == 0u);
                                                                if (l_966_) {
                                                                    double l_967_ = (l_881_ + l_880_);
                                                                    bool l_968_ = (l_967_ < 1.1754943508222875e-38L);
                                                                    double l_969_ = (l_882_ - l_880_);
                                                                    bool l_970_ = (l_969_ > -1.1754943508222875e-38L);
                                                                    if (l_968_) {
                                                                        local_55 = l_970_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_971_ = local_55;
                                                                    double l_972_ = (l_881_ - l_880_);
                                                                    bool l_973_ = (l_972_ < 1.1754943508222875e-38L);
                                                                    double l_974_ = (l_882_ + l_880_);
                                                                    bool l_975_ = (l_974_ > -1.1754943508222875e-38L);
                                                                    if (l_973_) {
                                                                        local_56 = l_975_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_976_ = local_56;
                                                                    if (l_971_) {
                                                                        l_mut_248_ = 0u;
                                                                    } else {
                                                                        uint _e2107 = l_mut_248_;
                                                                        bool l_977_ = (_e2107 == 1u);
                                                                        if (l_976_) {
                                                                            local_57 = l_977_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_978_ = local_57;
                                                                        if (l_978_) {
                                                                            l_mut_248_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2115 = l_mut_248_;
                                                                l_mut_190_ = _e2115;
                                                            }
                                                        } else {
                                                            bool l_979_ = (l_172_ == 8u);
                                                            if (l_979_) {
                                                                bool l_980_ = (l_185_ >= 0.5L);
                                                                bool l_981_ = (l_185_ <= 2.0L);
                                                                if (l_980_) {
                                                                    local_58 = l_981_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_982_ = local_58;
                                                                if (l_982_) {
                                                                    double l_983_ = (l_178_ * 1.4551915228366852e-11L);
                                                                    double l_984_ = (l_188_ + l_983_);
                                                                    double _e2129 = l_mut_31_;
                                                                    double l_985_ = (_e2129 - l_178_);
                                                                    double _e2131 = l_mut_31_;
                                                                    double l_986_ = (_e2131 + l_178_);
                                                                    float _e2133 = l_mut_25_;
                                                                    uint l_987_ = asuint(_e2133);
                                                                    uint l_988_ = (l_987_ & 2147483647u);
                                                                    float l_989_ = asfloat(l_988_);
                                                                    double l_990_ = double(l_989_);
                                                                    l_mut_867_ = l_990_;
                                                                    bool l_991_ = (l_988_ < 8388608u);
                                                                    if (l_991_) {
                                                                        double l_992_ = double(l_988_);
                                                                        double l_993_ = (l_992_ * 1.401298464324817e-45L);
                                                                        l_mut_867_ = l_993_;
                                                                    }
                                                                    double _e2144 = l_mut_867_;
                                                                    uint64_t l_994_ = _e2144;
                                                                    uint l_995_ = (l_987_ >> 31u);
                                                                    uint64_t l_996_ = uint64_t(l_995_);
                                                                    uint64_t l_997_ = (l_996_ << uint(63uL));
                                                                    uint64_t l_998_ = (l_994_ | l_997_);
                                                                    double l_999_ = l_998_;
                                                                    float _e2155 = l_mut_25_;
                                                                    uint l_1000_ = asuint(_e2155);
                                                                    uint l_1001_ = (l_1000_ + 1u);
                                                                    l_mut_248_ = l_1001_;
                                                                    uint l_1002_ = (l_1000_ & 2147483647u);
                                                                    bool l_1003_ = (l_1002_ == 0u);
                                                                    if (l_1003_) {
                                                                        l_mut_248_ = 1u;
                                                                    } else {
                                                                        uint l_1004_ = (l_1000_ & 2147483648u);
                                                                        bool l_1005_ = (l_1004_ != 0u);
                                                                        if (l_1005_) {
                                                                            uint l_1006_ = (l_1000_ - 1u);
                                                                            l_mut_248_ = l_1006_;
                                                                        } else {
                                                                            bool l_1007_ = (l_1000_ == 2139095040u);
                                                                            if (l_1007_) {
                                                                                l_mut_248_ = l_1000_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2172 = l_mut_248_;
                                                                    float l_1008_ = asfloat(_e2172);
                                                                    uint l_1009_ = asuint(l_1008_);
                                                                    uint l_1010_ = (l_1009_ & 2147483647u);
                                                                    float l_1011_ = asfloat(l_1010_);
                                                                    double l_1012_ = double(l_1011_);
                                                                    l_mut_867_ = l_1012_;
                                                                    bool l_1013_ = (l_1010_ < 8388608u);
                                                                    if (l_1013_) {
                                                                        double l_1014_ = double(l_1010_);
                                                                        double l_1015_ = (l_1014_ * 1.401298464324817e-45L);
                                                                        l_mut_867_ = l_1015_;
                                                                    }
                                                                    double _e2184 = l_mut_867_;
                                                                    uint64_t l_1016_ = _e2184;
                                                                    uint l_1017_ = (l_1009_ >> 31u);
                                                                    uint64_t l_1018_ = uint64_t(l_1017_);
                                                                    uint64_t l_1019_ = (l_1018_ << uint(63uL));
                                                                    uint64_t l_1020_ = (l_1016_ | l_1019_);
                                                                    double l_1021_ = l_1020_;
                                                                    float _e2195 = l_mut_25_;
                                                                    uint l_1022_ = asuint(_e2195);
                                                                    uint l_1023_ = (l_1022_ ^ 2147483648u);
                                                                    float l_1024_ = asfloat(l_1023_);
                                                                    uint l_1025_ = asuint(l_1024_);
                                                                    uint l_1026_ = (l_1025_ + 1u);
                                                                    l_mut_248_ = l_1026_;
                                                                    uint l_1027_ = (l_1025_ & 2147483647u);
                                                                    bool l_1028_ = (l_1027_ == 0u);
                                                                    if (l_1028_) {
                                                                        l_mut_248_ = 1u;
                                                                    } else {
                                                                        uint l_1029_ = (l_1025_ & 2147483648u);
                                                                        bool l_1030_ = (l_1029_ != 0u);
                                                                        if (l_1030_) {
                                                                            uint l_1031_ = (l_1025_ - 1u);
                                                                            l_mut_248_ = l_1031_;
                                                                        } else {
                                                                            bool l_1032_ = (l_1025_ == 2139095040u);
                                                                            if (l_1032_) {
                                                                                l_mut_248_ = l_1025_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2216 = l_mut_248_;
                                                                    float l_1033_ = asfloat(_e2216);
                                                                    uint l_1034_ = asuint(l_1033_);
                                                                    uint l_1035_ = (l_1034_ ^ 2147483648u);
                                                                    float l_1036_ = asfloat(l_1035_);
                                                                    uint l_1037_ = asuint(l_1036_);
                                                                    uint l_1038_ = (l_1037_ & 2147483647u);
                                                                    float l_1039_ = asfloat(l_1038_);
                                                                    double l_1040_ = double(l_1039_);
                                                                    l_mut_867_ = l_1040_;
                                                                    bool l_1041_ = (l_1038_ < 8388608u);
                                                                    if (l_1041_) {
                                                                        double l_1042_ = double(l_1038_);
                                                                        double l_1043_ = (l_1042_ * 1.401298464324817e-45L);
                                                                        l_mut_867_ = l_1043_;
                                                                    }
                                                                    double _e2232 = l_mut_867_;
                                                                    uint64_t l_1044_ = _e2232;
                                                                    uint l_1045_ = (l_1037_ >> 31u);
                                                                    uint64_t l_1046_ = uint64_t(l_1045_);
                                                                    uint64_t l_1047_ = (l_1046_ << uint(63uL));
                                                                    uint64_t l_1048_ = (l_1044_ | l_1047_);
                                                                    double l_1049_ = l_1048_;
                                                                    double l_1050_ = (l_985_ + l_984_);
                                                                    bool l_1051_ = (l_1050_ <= l_999_);
                                                                    l_mut_308_ = l_1051_;
                                                                    double l_1052_ = (l_985_ - l_984_);
                                                                    bool l_1053_ = (l_1052_ > l_999_);
                                                                    l_mut_305_ = l_1053_;
                                                                    double l_1054_ = (l_986_ - l_984_);
                                                                    bool l_1055_ = (l_1054_ >= l_999_);
                                                                    l_mut_302_ = l_1055_;
                                                                    double l_1056_ = (l_986_ + l_984_);
                                                                    bool l_1057_ = (l_1056_ < l_999_);
                                                                    l_mut_299_ = l_1057_;
                                                                    if (l_176_) {
                                                                        double l_1058_ = (l_985_ + l_984_);
                                                                        bool l_1059_ = (l_1058_ < l_1021_);
                                                                        l_mut_308_ = l_1059_;
                                                                        double l_1060_ = (l_985_ - l_984_);
                                                                        bool l_1061_ = (l_1060_ >= l_1021_);
                                                                        l_mut_305_ = l_1061_;
                                                                        double l_1062_ = (l_986_ - l_984_);
                                                                        bool l_1063_ = (l_1062_ > l_1049_);
                                                                        l_mut_302_ = l_1063_;
                                                                        double l_1064_ = (l_986_ + l_984_);
                                                                        bool l_1065_ = (l_1064_ <= l_1049_);
                                                                        l_mut_299_ = l_1065_;
                                                                    }
                                                                    l_mut_248_ = 2u;
                                                                    bool _e2260 = l_mut_305_;
                                                                    if (!(_e2260)) {
                                                                        bool _e2264 = l_mut_299_;
                                                                        local_59 = _e2264;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1066_ = local_59;
                                                                    if (l_1066_) {
                                                                        l_mut_248_ = 1u;
                                                                    } else {
                                                                        bool _e2268 = l_mut_308_;
                                                                        if (_e2268) {
                                                                            bool _e2271 = l_mut_302_;
                                                                            local_60 = _e2271;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1067_ = local_60;
                                                                        if (l_1067_) {
                                                                            l_mut_248_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2275 = l_mut_25_;
                                                                    uint l_1068_ = asuint(_e2275);
                                                                    uint l_1069_ = (l_1068_ & 2147483647u);
                                                                    bool l_1070_ = (l_1069_ == 0u);
                                                                    if (l_1070_) {
                                                                        double l_1071_ = (l_985_ + l_984_);
                                                                        bool l_1072_ = (l_1071_ < 1.1754943508222875e-38L);
                                                                        double l_1073_ = (l_986_ - l_984_);
                                                                        bool l_1074_ = (l_1073_ > -1.1754943508222875e-38L);
                                                                        if (l_1072_) {
                                                                            local_61 = l_1074_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1075_ = local_61;
                                                                        double l_1076_ = (l_985_ - l_984_);
                                                                        bool l_1077_ = (l_1076_ < 1.1754943508222875e-38L);
                                                                        double l_1078_ = (l_986_ + l_984_);
                                                                        bool l_1079_ = (l_1078_ > -1.1754943508222875e-38L);
                                                                        if (l_1077_) {
                                                                            local_62 = l_1079_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1080_ = local_62;
                                                                        if (l_1075_) {
                                                                            l_mut_248_ = 0u;
                                                                        } else {
                                                                            uint _e2302 = l_mut_248_;
                                                                            bool l_1081_ = (_e2302 == 1u);
                                                                            if (l_1080_) {
                                                                                local_63 = l_1081_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1082_ = local_63;
                                                                            if (l_1082_) {
                                                                                l_mut_248_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2310 = l_mut_248_;
                                                                    l_mut_190_ = _e2310;
                                                                } else {
                                                                    double _e2311 = l_mut_31_;
                                                                    double l_1083_ = abs(_e2311);
                                                                    l_mut_867_ = 1.401298464324817e-45L;
                                                                    bool l_1084_ = (l_1083_ >= 1.1754943508222875e-38L);
                                                                    bool l_1085_ = (l_1083_ <= 1.7976931348623157e308L);
                                                                    if (l_1084_) {
                                                                        local_64 = l_1085_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1086_ = local_64;
                                                                    if (l_1086_) {
                                                                        uint64_t l_1087_ = l_1083_;
                                                                        uint64_t l_1088_ = (l_1087_ >> uint(52uL));
                                                                        uint64_t l_1089_ = (l_1088_ - 23uL);
                                                                        uint64_t l_1090_ = (l_1089_ << uint(52uL));
                                                                        double l_1091_ = l_1090_;
                                                                        l_mut_867_ = l_1091_;
                                                                    }
                                                                    double _e2334 = l_mut_867_;
                                                                    double l_1092_ = (l_181_ * _e2334);
                                                                    l_mut_248_ = 2u;
                                                                    double _e2337 = l_mut_31_;
                                                                    double l_1093_ = (_e2337 - l_188_);
                                                                    double l_1094_ = abs(l_1093_);
                                                                    l_mut_867_ = 1.401298464324817e-45L;
                                                                    bool l_1095_ = (l_1094_ >= 1.1754943508222875e-38L);
                                                                    bool l_1096_ = (l_1094_ <= 1.7976931348623157e308L);
                                                                    if (l_1095_) {
                                                                        local_65 = l_1096_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1097_ = local_65;
                                                                    if (l_1097_) {
                                                                        uint64_t l_1098_ = l_1094_;
                                                                        uint64_t l_1099_ = (l_1098_ >> uint(52uL));
                                                                        uint64_t l_1100_ = (l_1099_ - 23uL);
                                                                        uint64_t l_1101_ = (l_1100_ << uint(52uL));
                                                                        double l_1102_ = l_1101_;
                                                                        l_mut_867_ = l_1102_;
                                                                    }
                                                                    double _e2361 = l_mut_31_;
                                                                    double l_1103_ = (_e2361 + l_188_);
                                                                    double l_1104_ = abs(l_1103_);
                                                                    l_mut_219_ = 1.401298464324817e-45L;
                                                                    bool l_1105_ = (l_1104_ >= 1.1754943508222875e-38L);
                                                                    bool l_1106_ = (l_1104_ <= 1.7976931348623157e308L);
                                                                    if (l_1105_) {
                                                                        local_66 = l_1106_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1107_ = local_66;
                                                                    if (l_1107_) {
                                                                        uint64_t l_1108_ = l_1104_;
                                                                        uint64_t l_1109_ = (l_1108_ >> uint(52uL));
                                                                        uint64_t l_1110_ = (l_1109_ - 23uL);
                                                                        uint64_t l_1111_ = (l_1110_ << uint(52uL));
                                                                        double l_1112_ = l_1111_;
                                                                        l_mut_219_ = l_1112_;
                                                                    }
                                                                    double _e2385 = l_mut_867_;
                                                                    double _e2386 = l_mut_219_;
                                                                    bool l_1113_ = (_e2385 == _e2386);
                                                                    if (l_1113_) {
                                                                        double l_1114_ = (l_1092_ * 1.4551915228366852e-11L);
                                                                        double l_1115_ = (l_188_ + l_1114_);
                                                                        double _e2391 = l_mut_31_;
                                                                        double l_1116_ = (_e2391 - l_1092_);
                                                                        double _e2393 = l_mut_31_;
                                                                        double l_1117_ = (_e2393 + l_1092_);
                                                                        float _e2395 = l_mut_25_;
                                                                        uint l_1118_ = asuint(_e2395);
                                                                        uint l_1119_ = (l_1118_ & 2147483647u);
                                                                        float l_1120_ = asfloat(l_1119_);
                                                                        double l_1121_ = double(l_1120_);
                                                                        l_mut_867_ = l_1121_;
                                                                        bool l_1122_ = (l_1119_ < 8388608u);
                                                                        if (l_1122_) {
                                                                            double l_1123_ = double(l_1119_);
                                                                            double l_1124_ = (l_1123_ * 1.401298464324817e-45L);
                                                                            l_mut_867_ = l_1124_;
                                                                        }
                                                                        double _e2406 = l_mut_867_;
                                                                        uint64_t l_1125_ = _e2406;
                                                                        uint l_1126_ = (l_1118_ >> 31u);
                                                                        uint64_t l_1127_ = uint64_t(l_1126_);
                                                                        uint64_t l_1128_ = (l_1127_ << uint(63uL));
                                                                        uint64_t l_1129_ = (l_1125_ | l_1128_);
                                                                        double l_1130_ = l_1129_;
                                                                        float _e2417 = l_mut_25_;
                                                                        uint l_1131_ = asuint(_e2417);
                                                                        uint l_1132_ = (l_1131_ + 1u);
                                                                        l_mut_206_ = l_1132_;
                                                                        uint l_1133_ = (l_1131_ & 2147483647u);
                                                                        bool l_1134_ = (l_1133_ == 0u);
                                                                        if (l_1134_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            uint l_1135_ = (l_1131_ & 2147483648u);
                                                                            bool l_1136_ = (l_1135_ != 0u);
                                                                            if (l_1136_) {
                                                                                uint l_1137_ = (l_1131_ - 1u);
                                                                                l_mut_206_ = l_1137_;
                                                                            } else {
                                                                                bool l_1138_ = (l_1131_ == 2139095040u);
                                                                                if (l_1138_) {
                                                                                    l_mut_206_ = l_1131_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2434 = l_mut_206_;
                                                                        float l_1139_ = asfloat(_e2434);
                                                                        uint l_1140_ = asuint(l_1139_);
                                                                        uint l_1141_ = (l_1140_ & 2147483647u);
                                                                        float l_1142_ = asfloat(l_1141_);
                                                                        double l_1143_ = double(l_1142_);
                                                                        l_mut_867_ = l_1143_;
                                                                        bool l_1144_ = (l_1141_ < 8388608u);
                                                                        if (l_1144_) {
                                                                            double l_1145_ = double(l_1141_);
                                                                            double l_1146_ = (l_1145_ * 1.401298464324817e-45L);
                                                                            l_mut_867_ = l_1146_;
                                                                        }
                                                                        double _e2446 = l_mut_867_;
                                                                        uint64_t l_1147_ = _e2446;
                                                                        uint l_1148_ = (l_1140_ >> 31u);
                                                                        uint64_t l_1149_ = uint64_t(l_1148_);
                                                                        uint64_t l_1150_ = (l_1149_ << uint(63uL));
                                                                        uint64_t l_1151_ = (l_1147_ | l_1150_);
                                                                        double l_1152_ = l_1151_;
                                                                        float _e2457 = l_mut_25_;
                                                                        uint l_1153_ = asuint(_e2457);
                                                                        uint l_1154_ = (l_1153_ ^ 2147483648u);
                                                                        float l_1155_ = asfloat(l_1154_);
                                                                        uint l_1156_ = asuint(l_1155_);
                                                                        uint l_1157_ = (l_1156_ + 1u);
                                                                        l_mut_206_ = l_1157_;
                                                                        uint l_1158_ = (l_1156_ & 2147483647u);
                                                                        bool l_1159_ = (l_1158_ == 0u);
                                                                        if (l_1159_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            uint l_1160_ = (l_1156_ & 2147483648u);
                                                                            bool l_1161_ = (l_1160_ != 0u);
                                                                            if (l_1161_) {
                                                                                uint l_1162_ = (l_1156_ - 1u);
                                                                                l_mut_206_ = l_1162_;
                                                                            } else {
                                                                                bool l_1163_ = (l_1156_ == 2139095040u);
                                                                                if (l_1163_) {
                                                                                    l_mut_206_ = l_1156_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2478 = l_mut_206_;
                                                                        float l_1164_ = asfloat(_e2478);
                                                                        uint l_1165_ = asuint(l_1164_);
                                                                        uint l_1166_ = (l_1165_ ^ 2147483648u);
                                                                        float l_1167_ = asfloat(l_1166_);
                                                                        uint l_1168_ = asuint(l_1167_);
                                                                        uint l_1169_ = (l_1168_ & 2147483647u);
                                                                        float l_1170_ = asfloat(l_1169_);
                                                                        double l_1171_ = double(l_1170_);
                                                                        l_mut_867_ = l_1171_;
                                                                        bool l_1172_ = (l_1169_ < 8388608u);
                                                                        if (l_1172_) {
                                                                            double l_1173_ = double(l_1169_);
                                                                            double l_1174_ = (l_1173_ * 1.401298464324817e-45L);
                                                                            l_mut_867_ = l_1174_;
                                                                        }
                                                                        double _e2494 = l_mut_867_;
                                                                        uint64_t l_1175_ = _e2494;
                                                                        uint l_1176_ = (l_1168_ >> 31u);
                                                                        uint64_t l_1177_ = uint64_t(l_1176_);
                                                                        uint64_t l_1178_ = (l_1177_ << uint(63uL));
                                                                        uint64_t l_1179_ = (l_1175_ | l_1178_);
                                                                        double l_1180_ = l_1179_;
                                                                        double l_1181_ = (l_1116_ + l_1115_);
                                                                        bool l_1182_ = (l_1181_ <= l_1130_);
                                                                        l_mut_308_ = l_1182_;
                                                                        double l_1183_ = (l_1116_ - l_1115_);
                                                                        bool l_1184_ = (l_1183_ > l_1130_);
                                                                        l_mut_305_ = l_1184_;
                                                                        double l_1185_ = (l_1117_ - l_1115_);
                                                                        bool l_1186_ = (l_1185_ >= l_1130_);
                                                                        l_mut_302_ = l_1186_;
                                                                        double l_1187_ = (l_1117_ + l_1115_);
                                                                        bool l_1188_ = (l_1187_ < l_1130_);
                                                                        l_mut_299_ = l_1188_;
                                                                        if (l_176_) {
                                                                            double l_1189_ = (l_1116_ + l_1115_);
                                                                            bool l_1190_ = (l_1189_ < l_1152_);
                                                                            l_mut_308_ = l_1190_;
                                                                            double l_1191_ = (l_1116_ - l_1115_);
                                                                            bool l_1192_ = (l_1191_ >= l_1152_);
                                                                            l_mut_305_ = l_1192_;
                                                                            double l_1193_ = (l_1117_ - l_1115_);
                                                                            bool l_1194_ = (l_1193_ > l_1180_);
                                                                            l_mut_302_ = l_1194_;
                                                                            double l_1195_ = (l_1117_ + l_1115_);
                                                                            bool l_1196_ = (l_1195_ <= l_1180_);
                                                                            l_mut_299_ = l_1196_;
                                                                        }
                                                                        l_mut_206_ = 2u;
                                                                        bool _e2522 = l_mut_305_;
                                                                        if (!(_e2522)) {
                                                                            bool _e2526 = l_mut_299_;
                                                                            local_67 = _e2526;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1197_ = local_67;
                                                                        if (l_1197_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            bool _e2530 = l_mut_308_;
                                                                            if (_e2530) {
                                                                                bool _e2533 = l_mut_302_;
                                                                                local_68 = _e2533;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1198_ = local_68;
                                                                            if (l_1198_) {
                                                                                l_mut_206_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2537 = l_mut_25_;
                                                                        uint l_1199_ = asuint(_e2537);
                                                                        uint l_1200_ = (l_1199_ & 2147483647u);
                                                                        bool l_1201_ = (l_1200_ == 0u);
                                                                        if (l_1201_) {
                                                                            double l_1202_ = (l_1116_ + l_1115_);
                                                                            bool l_1203_ = (l_1202_ < 1.1754943508222875e-38L);
                                                                            double l_1204_ = (l_1117_ - l_1115_);
                                                                            bool l_1205_ = (l_1204_ > -1.1754943508222875e-38L);
                                                                            if (l_1203_) {
                                                                                local_69 = l_1205_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1206_ = local_69;
                                                                            double l_1207_ = (l_1116_ - l_1115_);
                                                                            bool l_1208_ = (l_1207_ < 1.1754943508222875e-38L);
                                                                            double l_1209_ = (l_1117_ + l_1115_);
                                                                            bool l_1210_ = (l_1209_ > -1.1754943508222875e-38L);
                                                                            if (l_1208_) {
                                                                                local_70 = l_1210_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1211_ = local_70;
                                                                            if (l_1206_) {
                                                                                l_mut_206_ = 0u;
                                                                            } else {
                                                                                uint _e2564 = l_mut_206_;
                                                                                bool l_1212_ = (_e2564 == 1u);
                                                                                if (l_1211_) {
                                                                                    local_71 = l_1212_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1213_ = local_71;
                                                                                if (l_1213_) {
                                                                                    l_mut_206_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2572 = l_mut_206_;
                                                                        l_mut_248_ = _e2572;
                                                                    }
                                                                    uint _e2573 = l_mut_248_;
                                                                    l_mut_190_ = _e2573;
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
                            uint l_1214_ = a_189_[0];
                            bool l_1215_ = (l_1214_ == 0u);
                            if (l_1215_) {
                                l_mut_190_ = 2u;
                            }
                            uint _e2579 = l_mut_170_;
                            uint _e2581 = l_mut_190_;
                            a_10_[min(uint(_e2579), 7u)] = _e2581;
                            uint _e2582 = l_mut_170_;
                            uint l_1216_ = a_10_[min(uint(_e2582), 7u)];
                            bool l_1217_ = (l_1216_ == 2u);
                            if (l_1217_) {
                                l_mut_167_ = false;
                            }
                        }
                    }
                }
                uint _e2591 = l_mut_69_;
                bool l_1218_ = (_e2591 == 4294967293u);
                if (l_1218_) {
                    uint l_1219_ = a_8_[0];
                    uint l_1220_ = (l_1219_ + 1u);
                    a_8_[0] = l_1220_;
                } else {
                    bool _e2599 = l_mut_167_;
                    if (_e2599) {
                        l_mut_867_ = l_157_;
                        double _e2600 = l_mut_867_;
                        bool l_1221_ = (_e2600 < -17.0L);
                        if (l_1221_) {
                            l_mut_867_ = -17.0L;
                        }
                        double _e2604 = l_mut_867_;
                        bool l_1222_ = (_e2604 > 17.0L);
                        if (l_1222_) {
                            l_mut_867_ = 17.0L;
                        }
                        double _e2608 = l_mut_867_;
                        double l_1223_ = (_e2608 + 16.0L);
                        double l_1224_ = (l_1223_ + 1.0L);
                        uint l_1225_ = naga_f2u32(l_1224_);
                        uint l_1226_ = (2u + l_1225_);
                        uint l_1227_ = a_8_[min(uint(l_1226_), 64u)];
                        uint l_1228_ = (l_1227_ + 1u);
                        a_8_[min(uint(l_1226_), 64u)] = l_1228_;
                        float _e2621 = l_mut_25_;
                        uint l_1229_ = asuint(_e2621);
                        uint l_1230_ = (l_1229_ & 2147483647u);
                        float l_1231_ = asfloat(l_1230_);
                        double l_1232_ = double(l_1231_);
                        l_mut_867_ = l_1232_;
                        bool l_1233_ = (l_1230_ < 8388608u);
                        if (l_1233_) {
                            double l_1234_ = double(l_1230_);
                            double l_1235_ = (l_1234_ * 1.401298464324817e-45L);
                            l_mut_867_ = l_1235_;
                        }
                        double _e2632 = l_mut_867_;
                        uint64_t l_1236_ = _e2632;
                        uint l_1237_ = (l_1229_ >> 31u);
                        uint64_t l_1238_ = uint64_t(l_1237_);
                        uint64_t l_1239_ = (l_1238_ << uint(63uL));
                        uint64_t l_1240_ = (l_1236_ | l_1239_);
                        double l_1241_ = l_1240_;
                        double _e2643 = l_mut_31_;
                        double l_1242_ = abs(_e2643);
                        double _e2645 = l_mut_31_;
                        double l_1243_ = (_e2645 * 0.0L);
                        double l_1244_ = (l_1243_ + 7.1362384635298e44L);
                        l_mut_867_ = l_1244_;
                        bool l_1245_ = (l_1242_ >= 2.350988701644575e-38L);
                        if (l_1245_) {
                            uint _e2652 = l_mut_69_;
                            uint l_1246_ = (_e2652 & 2147483647u);
                            float l_1247_ = asfloat(l_1246_);
                            double l_1248_ = double(l_1247_);
                            uint l_1249_ = (l_1246_ & 2139095040u);
                            float l_1250_ = asfloat(l_1249_);
                            double l_1251_ = double(l_1250_);
                            bool l_1252_ = (l_1248_ > l_1242_);
                            uint l_1253_ = (l_1246_ & 8388607u);
                            bool l_1254_ = (l_1253_ == 0u);
                            if (l_1252_) {
                                local_72 = l_1254_;
                            } else {
                                local_72 = false;
                            }
                            bool l_1255_ = local_72;
                            double l_1256_ = (l_1251_ * 1.1920928955078125e-7L);
                            double l_1257_ = double(l_1255_);
                            double l_1258_ = (0.5L * l_1257_);
                            double l_1259_ = (1.0L - l_1258_);
                            double l_1260_ = (l_1256_ * l_1259_);
                            double l_1261_ = (1.0L / l_1260_);
                            l_mut_867_ = l_1261_;
                        }
                        double _e2680 = l_mut_31_;
                        double l_1262_ = (l_1241_ - _e2680);
                        double _e2682 = l_mut_867_;
                        double l_1263_ = (l_1262_ * _e2682);
                        uint l_1265_ = (45u + 0u);
                        double l_1266_ = abs(l_1263_);
                        double l_1267_ = a_9_[0];
                        double l_1268_ = abs(l_1267_);
                        bool l_1269_ = (l_1266_ > l_1268_);
                        l_mut_308_ = l_1269_;
                        if (true) {
                            double l_1271_ = a_9_[0];
                            bool l_1272_ = (l_1263_ < l_1271_);
                            l_mut_308_ = l_1272_;
                        } else {
                            if (false) {
                                double l_1274_ = a_9_[0];
                                bool l_1275_ = (l_1263_ > l_1274_);
                                l_mut_308_ = l_1275_;
                            }
                        }
                        uint l_1276_ = a_8_[min(uint(l_1265_), 64u)];
                        bool l_1277_ = (l_1276_ == 4294967295u);
                        if (!(l_1277_)) {
                            bool _e2707 = l_mut_308_;
                            local_73 = _e2707;
                        } else {
                            local_73 = true;
                        }
                        bool l_1278_ = local_73;
                        if (l_1278_) {
                            a_8_[min(uint(l_1265_), 64u)] = l_23_;
                            uint l_1279_ = (l_1265_ + 1u);
                            a_8_[min(uint(l_1279_), 64u)] = l_138_;
                            a_9_[0] = l_1263_;
                        }
                        uint l_1281_ = (45u + 2u);
                        double l_1282_ = abs(l_1263_);
                        double l_1283_ = a_9_[1];
                        double l_1284_ = abs(l_1283_);
                        bool l_1285_ = (l_1282_ > l_1284_);
                        l_mut_308_ = l_1285_;
                        if (false) {
                            double l_1287_ = a_9_[1];
                            bool l_1288_ = (l_1263_ < l_1287_);
                            l_mut_308_ = l_1288_;
                        } else {
                            if (true) {
                                double l_1290_ = a_9_[1];
                                bool l_1291_ = (l_1263_ > l_1290_);
                                l_mut_308_ = l_1291_;
                            }
                        }
                        uint l_1292_ = a_8_[min(uint(l_1281_), 64u)];
                        bool l_1293_ = (l_1292_ == 4294967295u);
                        if (!(l_1293_)) {
                            bool _e2738 = l_mut_308_;
                            local_74 = _e2738;
                        } else {
                            local_74 = true;
                        }
                        bool l_1294_ = local_74;
                        if (l_1294_) {
                            a_8_[min(uint(l_1281_), 64u)] = l_23_;
                            uint l_1295_ = (l_1281_ + 1u);
                            a_8_[min(uint(l_1295_), 64u)] = l_138_;
                            a_9_[1] = l_1263_;
                        }
                        bool l_1296_ = (l_157_ != 0.0L);
                        if (l_1296_) {
                            l_mut_1297_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2804 = l_mut_1297_;
                                    l_mut_1297_ = (_e2804 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2750 = l_mut_1297_;
                                if ((_e2750 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2753 = l_mut_1297_;
                                    uint l_1298_ = a_10_[min(uint(_e2753), 7u)];
                                    bool l_1299_ = (l_1298_ == 1u);
                                    if (l_1299_) {
                                        uint _e2759 = l_mut_1297_;
                                        uint l_1300_ = (37u + _e2759);
                                        uint l_1301_ = a_8_[min(uint(l_1300_), 64u)];
                                        uint l_1302_ = (l_1301_ + 1u);
                                        a_8_[min(uint(l_1300_), 64u)] = l_1302_;
                                        uint _e2767 = l_mut_1297_;
                                        uint l_1303_ = (2u + _e2767);
                                        uint l_1304_ = (2u * l_1303_);
                                        uint l_1305_ = (45u + l_1304_);
                                        double l_1306_ = abs(l_1263_);
                                        double l_1307_ = a_9_[min(uint(l_1303_), 9u)];
                                        double l_1308_ = abs(l_1307_);
                                        bool l_1309_ = (l_1306_ > l_1308_);
                                        l_mut_308_ = l_1309_;
                                        bool l_1310_ = (l_1303_ == 0u);
                                        if (l_1310_) {
                                            double l_1311_ = a_9_[min(uint(l_1303_), 9u)];
                                            bool l_1312_ = (l_1263_ < l_1311_);
                                            l_mut_308_ = l_1312_;
                                        } else {
                                            bool l_1313_ = (l_1303_ == 1u);
                                            if (l_1313_) {
                                                double l_1314_ = a_9_[min(uint(l_1303_), 9u)];
                                                bool l_1315_ = (l_1263_ > l_1314_);
                                                l_mut_308_ = l_1315_;
                                            }
                                        }
                                        uint l_1316_ = a_8_[min(uint(l_1305_), 64u)];
                                        bool l_1317_ = (l_1316_ == 4294967295u);
                                        if (!(l_1317_)) {
                                            bool _e2795 = l_mut_308_;
                                            local_75 = _e2795;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1318_ = local_75;
                                        if (l_1318_) {
                                            a_8_[min(uint(l_1305_), 64u)] = l_23_;
                                            uint l_1319_ = (l_1305_ + 1u);
                                            a_8_[min(uint(l_1319_), 64u)] = l_138_;
                                            a_9_[min(uint(l_1303_), 9u)] = l_1263_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1320_ = a_8_[1];
                        uint l_1321_ = (l_2_ + l_1320_);
                        uint l_1322_ = (l_1321_ * 2u);
                        uint l_1407_ = asuint(info.Load(24+0));
                        uint l_1408_ = (l_1407_ * 1u);
                        bool l_1409_ = (l_1322_ < l_1408_);
                        if (l_1409_) {
                            buffer_6_global.Store(l_1322_*4, asuint(l_23_));
                        }
                        uint l_1323_ = (l_1322_ + 1u);
                        uint l_1410_ = asuint(info.Load(24+0));
                        uint l_1411_ = (l_1410_ * 1u);
                        bool l_1412_ = (l_1323_ < l_1411_);
                        if (l_1412_) {
                            buffer_6_global.Store(l_1323_*4, asuint(l_138_));
                        }
                        uint l_1324_ = a_8_[1];
                        uint l_1325_ = (l_1324_ + 1u);
                        a_8_[1] = l_1325_;
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
                uint _e2861 = l_mut_1326_;
                l_mut_1326_ = (_e2861 + 1u);
            }
            loop_init_5 = false;
            uint _e2841 = l_mut_1326_;
            if ((_e2841 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1327_ = (id * 65u);
                uint _e2846 = l_mut_1326_;
                uint l_1328_ = (l_1327_ + _e2846);
                uint _e2848 = l_mut_1326_;
                uint l_1329_ = a_8_[min(uint(_e2848), 64u)];
                uint l_1413_ = asuint(info.Load(16+0));
                uint l_1414_ = (l_1413_ * 1u);
                bool l_1415_ = (l_1328_ < l_1414_);
                if (l_1415_) {
                    buffer_4_global.Store(l_1328_*4, asuint(l_1329_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2885 = l_mut_1330_;
                l_mut_1330_ = (_e2885 + 1u);
            }
            loop_init_6 = false;
            uint _e2865 = l_mut_1330_;
            if ((_e2865 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1331_ = (id * 10u);
                uint _e2870 = l_mut_1330_;
                uint l_1332_ = (l_1331_ + _e2870);
                uint _e2872 = l_mut_1330_;
                double l_1333_ = a_9_[min(uint(_e2872), 9u)];
                uint l_1416_ = asuint(info.Load(20+0));
                uint l_1417_ = (l_1416_ * 1u);
                bool l_1418_ = (l_1332_ < l_1417_);
                if (l_1418_) {
                    buffer_5_global.Store(l_1332_*8, l_1333_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
