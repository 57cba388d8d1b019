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
    uint a_200_[1] = (uint[1])0;
    double a_837_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_178_ = (bool)0;
    uint l_mut_201_ = (uint)0;
    uint l_mut_217_ = (uint)0;
    float l_mut_22_ = (float)0;
    uint l_mut_246_ = (uint)0;
    double l_mut_25_ = (double)0;
    bool l_mut_267_ = (bool)0;
    bool l_mut_270_ = (bool)0;
    bool l_mut_273_ = (bool)0;
    bool l_mut_276_ = (bool)0;
    double l_mut_27_ = (double)0;
    double l_mut_32_ = (double)0;
    int l_mut_42_ = (int)0;
    double l_mut_592_ = (double)0;
    uint l_mut_83_ = (uint)0;
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
    uint l_mut_181_ = (uint)0;
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
    uint l_mut_1188_ = (uint)0;
    bool local_54 = (bool)0;
    uint l_mut_1213_ = 0u;
    uint l_mut_1217_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1235_ = asuint(info.Load(28+0));
        uint l_1236_ = (l_1235_ * 1u);
        bool l_1237_ = (0u < l_1236_);
        if (l_1237_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1221_ = asuint(info.Load(0+0));
    uint l_1222_ = (l_1221_ * 1u);
    bool l_1223_ = (1u < l_1222_);
    uint l_1224_ = (l_1222_ - 1u);
    uint l_1225_ = min(1u, l_1224_);
    uint l_1226_ = asuint(buffer_0_global.Load(l_1225_*4));
    uint l_1_ = (l_1223_ ? l_1226_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1228_ = asuint(info.Load(0+0));
    uint l_1229_ = (l_1228_ * 1u);
    bool l_1230_ = (2u < l_1229_);
    uint l_1231_ = (l_1229_ - 1u);
    uint l_1232_ = min(2u, l_1231_);
    uint l_1233_ = asuint(buffer_0_global.Load(l_1232_*4));
    uint l_3_ = (l_1230_ ? l_1233_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1238_ = asuint(info.Load(0+0));
        uint l_1239_ = (l_1238_ * 1u);
        bool l_1240_ = (2u < l_1239_);
        uint l_1241_ = (l_1239_ - 1u);
        uint l_1242_ = min(2u, l_1241_);
        uint l_1243_ = asuint(buffer_0_global.Load(l_1242_*4));
        uint l_6_ = (l_1240_ ? l_1243_ : 0u);
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
                uint _e2641 = l_mut_18_;
                l_mut_18_ = (_e2641 + 1u);
            }
            loop_init_2 = false;
            uint _e152 = l_mut_18_;
            if ((_e152 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1245_ = asuint(info.Load(0+0));
                uint l_1246_ = (l_1245_ * 1u);
                bool l_1247_ = (0u < l_1246_);
                uint l_1248_ = (l_1246_ - 1u);
                uint l_1249_ = min(0u, l_1248_);
                uint l_1250_ = asuint(buffer_0_global.Load(l_1249_*4));
                uint l_19_ = (l_1247_ ? l_1250_ : 0u);
                uint _e171 = l_mut_18_;
                uint l_20_ = (l_19_ + _e171);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = log(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = double(l_21_);
                l_mut_27_ = l_26_;
                bool l_28_ = (l_21_ < 0.0);
                if (l_28_) {
                    double l_29_ = 9221120237041090560uL;
                    l_mut_27_ = l_29_;
                } else {
                    bool l_30_ = (l_21_ == 0.0);
                    if (l_30_) {
                        double l_31_ = 9218868437227405312uL;
                        l_mut_32_ = l_31_;
                        if (true) {
                            double _e186 = l_mut_32_;
                            double l_34_ = -(_e186);
                            l_mut_32_ = l_34_;
                        }
                        double _e188 = l_mut_32_;
                        l_mut_27_ = _e188;
                    } else {
                        uint l_35_ = asuint(l_21_);
                        bool l_36_ = (l_35_ < 2139095040u);
                        if (l_36_) {
                            uint64_t l_37_ = l_26_;
                            uint64_t l_38_ = (l_37_ >> uint(52uL));
                            uint64_t l_39_ = (l_38_ & 2047uL);
                            int l_40_ = int(l_39_);
                            int l_41_ = asint(asuint(l_40_) - asuint(int(1023)));
                            l_mut_42_ = l_41_;
                            uint64_t l_43_ = (l_37_ & 4503599627370495uL);
                            uint64_t l_44_ = (l_43_ | 4607182418800017408uL);
                            double l_45_ = l_44_;
                            l_mut_32_ = l_45_;
                            double _e208 = l_mut_32_;
                            bool l_46_ = (_e208 > 1.4142135623730951L);
                            if (l_46_) {
                                double _e211 = l_mut_32_;
                                l_mut_32_ = (_e211 * 0.5L);
                                int _e214 = l_mut_42_;
                                l_mut_42_ = asint(asuint(_e214) + asuint(int(1)));
                            }
                            double _e217 = l_mut_32_;
                            double l_47_ = (_e217 - 1.0L);
                            double l_48_ = (2.0L + l_47_);
                            double l_49_ = (l_47_ / l_48_);
                            double l_50_ = (l_49_ * l_49_);
                            double l_51_ = (l_50_ * 0.04L);
                            double l_52_ = (l_51_ + 0.043478260869565216L);
                            l_mut_32_ = l_52_;
                            double _e228 = l_mut_32_;
                            double l_53_ = (_e228 * l_50_);
                            double l_54_ = (l_53_ + 0.047619047619047616L);
                            l_mut_32_ = l_54_;
                            double _e232 = l_mut_32_;
                            double l_55_ = (_e232 * l_50_);
                            double l_56_ = (l_55_ + 0.05263157894736842L);
                            l_mut_32_ = l_56_;
                            double _e236 = l_mut_32_;
                            double l_57_ = (_e236 * l_50_);
                            double l_58_ = (l_57_ + 0.058823529411764705L);
                            l_mut_32_ = l_58_;
                            double _e240 = l_mut_32_;
                            double l_59_ = (_e240 * l_50_);
                            double l_60_ = (l_59_ + 0.06666666666666667L);
                            l_mut_32_ = l_60_;
                            double _e244 = l_mut_32_;
                            double l_61_ = (_e244 * l_50_);
                            double l_62_ = (l_61_ + 0.07692307692307693L);
                            l_mut_32_ = l_62_;
                            double _e248 = l_mut_32_;
                            double l_63_ = (_e248 * l_50_);
                            double l_64_ = (l_63_ + 0.09090909090909091L);
                            l_mut_32_ = l_64_;
                            double _e252 = l_mut_32_;
                            double l_65_ = (_e252 * l_50_);
                            double l_66_ = (l_65_ + 0.1111111111111111L);
                            l_mut_32_ = l_66_;
                            double _e256 = l_mut_32_;
                            double l_67_ = (_e256 * l_50_);
                            double l_68_ = (l_67_ + 0.14285714285714285L);
                            l_mut_32_ = l_68_;
                            double _e260 = l_mut_32_;
                            double l_69_ = (_e260 * l_50_);
                            double l_70_ = (l_69_ + 0.2L);
                            l_mut_32_ = l_70_;
                            double _e264 = l_mut_32_;
                            double l_71_ = (_e264 * l_50_);
                            double l_72_ = (l_71_ + 0.3333333333333333L);
                            l_mut_32_ = l_72_;
                            double l_73_ = (2.0L * l_49_);
                            double l_74_ = (2.0L * l_49_);
                            double l_75_ = (l_74_ * l_50_);
                            double _e273 = l_mut_32_;
                            double l_76_ = (l_75_ * _e273);
                            double l_77_ = (l_73_ + l_76_);
                            int _e276 = l_mut_42_;
                            double l_78_ = double(_e276);
                            double l_79_ = (l_78_ * 0.6931471824645996L);
                            double l_80_ = (l_78_ * -1.904654299957768e-9L);
                            double l_81_ = (l_80_ + l_77_);
                            double l_82_ = (l_79_ + l_81_);
                            l_mut_27_ = l_82_;
                        }
                    }
                }
                double _e284 = l_mut_27_;
                l_mut_25_ = _e284;
                l_mut_83_ = 4294967294u;
                float _e286 = l_mut_22_;
                uint l_84_ = asuint(_e286);
                uint l_85_ = asuint(l_21_);
                uint l_86_ = (l_85_ & 2139095040u);
                bool l_87_ = (l_86_ != 2139095040u);
                bool l_88_ = (l_86_ == 0u);
                uint l_89_ = asuint(l_21_);
                uint l_90_ = (l_89_ & 8388607u);
                bool l_91_ = (l_90_ != 0u);
                if (l_88_) {
                    local = l_91_;
                } else {
                    local = false;
                }
                bool l_92_ = local;
                double _e304 = l_mut_25_;
                double l_93_ = abs(_e304);
                double _e306 = l_mut_25_;
                bool l_94_ = (_e306 < 0.0L);
                uint l_95_ = uint(l_94_);
                uint l_96_ = (2147483648u * l_95_);
                if (l_92_) {
                } else {
                    double _e312 = l_mut_25_;
                    const bool _e313 = is_nan_1_f64_(_e312);
                    if (_e313) {
                        uint l_98_ = (l_84_ & 2147483647u);
                        bool l_99_ = (l_98_ > 2139095040u);
                        if (l_99_) {
                            l_mut_83_ = 4294967293u;
                        }
                    } else {
                        bool l_100_ = (l_93_ >= 3.402823669209385e38L);
                        bool l_101_ = !(l_87_);
                        bool l_102_ = (l_93_ == 0.0L);
                        if (l_101_) {
                            local_1 = l_102_;
                        } else {
                            local_1 = false;
                        }
                        bool l_103_ = local_1;
                        if (!(l_100_)) {
                            local_2 = l_103_;
                        } else {
                            local_2 = true;
                        }
                        bool l_104_ = local_2;
                        if (l_104_) {
                            bool l_105_ = (l_93_ >= 3.402823669209385e38L);
                            uint l_106_ = uint(l_105_);
                            uint l_107_ = (2139095040u * l_106_);
                            uint l_108_ = (l_107_ | l_96_);
                            bool l_109_ = (l_84_ == l_108_);
                            uint l_110_ = (l_84_ | l_108_);
                            uint l_111_ = (l_110_ & 2147483647u);
                            bool l_112_ = (l_111_ == 0u);
                            if (!(l_109_)) {
                                local_3 = l_112_;
                            } else {
                                local_3 = true;
                            }
                            bool l_113_ = local_3;
                            if (l_113_) {
                                l_mut_83_ = 4294967293u;
                            }
                        } else {
                            bool l_114_ = (l_93_ >= 2.350988701644575e-38L);
                            if (l_87_) {
                                local_4 = l_114_;
                            } else {
                                local_4 = false;
                            }
                            bool l_115_ = local_4;
                            bool l_116_ = (l_93_ < 3.4028234663852886e38L);
                            if (l_115_) {
                                local_5 = l_116_;
                            } else {
                                local_5 = false;
                            }
                            bool l_117_ = local_5;
                            if (l_117_) {
                                float l_118_ = float(l_93_);
                                uint l_119_ = asuint(l_118_);
                                float l_120_ = asfloat(l_119_);
                                double l_121_ = double(l_120_);
                                double l_122_ = (l_93_ - l_121_);
                                uint l_123_ = (l_119_ + 1u);
                                bool l_124_ = (l_122_ < 0.0L);
                                uint l_125_ = uint(l_124_);
                                uint l_126_ = (2u * l_125_);
                                uint l_127_ = (l_123_ - l_126_);
                                float l_128_ = asfloat(l_127_);
                                double l_129_ = double(l_128_);
                                double l_130_ = (l_129_ - l_121_);
                                double l_131_ = abs(l_130_);
                                double l_132_ = (l_131_ * 0.5L);
                                double l_133_ = abs(l_122_);
                                double l_134_ = (l_132_ - l_133_);
                                double l_135_ = (l_93_ * 9.094947017729282e-13L);
                                bool l_136_ = (l_134_ > l_135_);
                                if (l_136_) {
                                    uint l_137_ = (l_119_ | l_96_);
                                    l_mut_83_ = l_137_;
                                }
                            } else {
                                bool l_138_ = (l_93_ < 2.350988701644575e-38L);
                                if (l_87_) {
                                    local_6 = l_138_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_139_ = local_6;
                                if (l_139_) {
                                    double l_140_ = (l_93_ * 7.1362384635298e44L);
                                    double l_141_ = floor(l_140_);
                                    double l_142_ = (l_140_ - l_141_);
                                    double l_143_ = (l_142_ - 0.5L);
                                    double l_144_ = abs(l_143_);
                                    double l_145_ = (l_140_ * 9.094947017729282e-13L);
                                    bool l_146_ = (l_144_ > l_145_);
                                    if (l_146_) {
                                        bool l_147_ = (l_142_ > 0.5L);
                                        double l_148_ = double(l_147_);
                                        double l_149_ = (l_141_ + l_148_);
                                        uint l_150_ = naga_f2u32(l_149_);
                                        uint l_151_ = (l_150_ | l_96_);
                                        l_mut_83_ = l_151_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e410 = l_mut_22_;
                uint l_152_ = asuint(_e410);
                uint l_153_ = (l_152_ & 2139095040u);
                bool l_154_ = (l_153_ != 2139095040u);
                uint l_155_ = (l_152_ & 2147483647u);
                bool l_156_ = (l_155_ == 0u);
                uint l_157_ = (l_152_ & 2147483647u);
                double l_158_ = double(l_157_);
                uint l_159_ = (l_152_ >> 31u);
                double l_160_ = double(l_159_);
                double l_161_ = (2.0L * l_160_);
                double l_162_ = (1.0L - l_161_);
                double l_163_ = (l_158_ * l_162_);
                uint _e431 = l_mut_83_;
                uint l_164_ = (_e431 & 2147483647u);
                double l_165_ = double(l_164_);
                uint _e435 = l_mut_83_;
                uint l_166_ = (_e435 >> 31u);
                double l_167_ = double(l_166_);
                double l_168_ = (2.0L * l_167_);
                double l_169_ = (1.0L - l_168_);
                double l_170_ = (l_165_ * l_169_);
                double l_171_ = (l_163_ - l_170_);
                uint _e445 = l_mut_83_;
                bool l_172_ = (_e445 < 4294967293u);
                bool l_173_ = (l_171_ == 0.0L);
                bool l_174_ = !(l_156_);
                if (l_154_) {
                    local_7 = l_174_;
                } else {
                    local_7 = false;
                }
                bool l_175_ = local_7;
                if (!(l_173_)) {
                    local_8 = l_175_;
                } else {
                    local_8 = true;
                }
                bool l_176_ = local_8;
                if (l_172_) {
                    local_9 = l_176_;
                } else {
                    local_9 = false;
                }
                bool l_177_ = local_9;
                l_mut_178_ = l_177_;
                bool l_179_ = (l_171_ != 0.0L);
                bool _e466 = l_mut_178_;
                if (_e466) {
                    local_10 = l_179_;
                } else {
                    local_10 = false;
                }
                bool l_180_ = local_10;
                if (l_180_) {
                    l_mut_181_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e2427 = l_mut_181_;
                            l_mut_181_ = (_e2427 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e473 = l_mut_181_;
                        if ((_e473 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e477 = l_mut_181_;
                            uint l_182_ = (2u * _e477);
                            uint l_1252_ = asuint(info.Load(4+0));
                            uint l_1253_ = (l_1252_ * 1u);
                            bool l_1254_ = (l_182_ < l_1253_);
                            uint l_1255_ = (l_1253_ - 1u);
                            uint l_1256_ = min(l_182_, l_1255_);
                            uint l_1257_ = asuint(buffer_1_global.Load(l_1256_*4));
                            uint l_183_ = (l_1254_ ? l_1257_ : 0u);
                            uint _e495 = l_mut_181_;
                            uint l_184_ = (2u * _e495);
                            uint l_185_ = (l_184_ + 1u);
                            uint l_1259_ = asuint(info.Load(4+0));
                            uint l_1260_ = (l_1259_ * 1u);
                            bool l_1261_ = (l_185_ < l_1260_);
                            uint l_1262_ = (l_1260_ - 1u);
                            uint l_1263_ = min(l_185_, l_1262_);
                            uint l_1264_ = asuint(buffer_1_global.Load(l_1263_*4));
                            uint l_186_ = (l_1261_ ? l_1264_ : 0u);
                            bool l_187_ = (l_186_ != 0u);
                            uint _e516 = l_mut_181_;
                            uint l_188_ = (_e516 * 4u);
                            uint l_1266_ = asuint(info.Load(8+0));
                            uint l_1267_ = (l_1266_ * 1u);
                            bool l_1268_ = (l_188_ < l_1267_);
                            uint l_1269_ = (l_1267_ - 1u);
                            uint l_1270_ = min(l_188_, l_1269_);
                            double l_1271_ = buffer_2_global.Load<double>(l_1270_*8);
                            double l_189_ = (l_1268_ ? l_1271_ : 0.0L);
                            uint _e534 = l_mut_181_;
                            uint l_190_ = (_e534 * 4u);
                            uint l_191_ = (l_190_ + 1u);
                            uint l_1273_ = asuint(info.Load(8+0));
                            uint l_1274_ = (l_1273_ * 1u);
                            bool l_1275_ = (l_191_ < l_1274_);
                            uint l_1276_ = (l_1274_ - 1u);
                            uint l_1277_ = min(l_191_, l_1276_);
                            double l_1278_ = buffer_2_global.Load<double>(l_1277_*8);
                            double l_192_ = (l_1275_ ? l_1278_ : 0.0L);
                            uint _e554 = l_mut_181_;
                            uint l_193_ = (_e554 * 4u);
                            uint l_194_ = (l_193_ + 2u);
                            uint l_1280_ = asuint(info.Load(8+0));
                            uint l_1281_ = (l_1280_ * 1u);
                            bool l_1282_ = (l_194_ < l_1281_);
                            uint l_1283_ = (l_1281_ - 1u);
                            uint l_1284_ = min(l_194_, l_1283_);
                            double l_1285_ = buffer_2_global.Load<double>(l_1284_*8);
                            double l_195_ = (l_1282_ ? l_1285_ : 0.0L);
                            double l_196_ = double(l_21_);
                            double l_197_ = abs(l_196_);
                            double _e576 = l_mut_25_;
                            double l_198_ = abs(_e576);
                            double l_199_ = (l_198_ * 1.4551915228366852e-11L);
                            a_200_[0] = 1u;
                            l_mut_201_ = 2u;
                            bool l_202_ = (l_183_ == 0u);
                            if (l_202_) {
                                l_mut_201_ = 0u;
                            } else {
                                bool l_203_ = (l_183_ == 1u);
                                if (l_203_) {
                                    l_mut_201_ = 1u;
                                    double l_204_ = abs(l_171_);
                                    bool l_205_ = (l_204_ <= l_189_);
                                    if (l_205_) {
                                        l_mut_201_ = 0u;
                                    }
                                } else {
                                    bool l_206_ = (l_183_ == 2u);
                                    if (l_206_) {
                                        double _e594 = l_mut_25_;
                                        double l_207_ = abs(_e594);
                                        l_mut_32_ = 1.401298464324817e-45L;
                                        bool l_208_ = (l_207_ >= 1.1754943508222875e-38L);
                                        bool l_209_ = (l_207_ <= 1.7976931348623157e308L);
                                        if (l_208_) {
                                            local_11 = l_209_;
                                        } else {
                                            local_11 = false;
                                        }
                                        bool l_210_ = local_11;
                                        if (l_210_) {
                                            uint64_t l_211_ = l_207_;
                                            uint64_t l_212_ = (l_211_ >> uint(52uL));
                                            uint64_t l_213_ = (l_212_ - 23uL);
                                            uint64_t l_214_ = (l_213_ << uint(52uL));
                                            double l_215_ = l_214_;
                                            l_mut_32_ = l_215_;
                                        }
                                        double _e617 = l_mut_32_;
                                        double l_216_ = (l_189_ * _e617);
                                        l_mut_217_ = 2u;
                                        double _e620 = l_mut_25_;
                                        double l_218_ = (_e620 - l_199_);
                                        double l_219_ = abs(l_218_);
                                        l_mut_32_ = 1.401298464324817e-45L;
                                        bool l_220_ = (l_219_ >= 1.1754943508222875e-38L);
                                        bool l_221_ = (l_219_ <= 1.7976931348623157e308L);
                                        if (l_220_) {
                                            local_12 = l_221_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_222_ = local_12;
                                        if (l_222_) {
                                            uint64_t l_223_ = l_219_;
                                            uint64_t l_224_ = (l_223_ >> uint(52uL));
                                            uint64_t l_225_ = (l_224_ - 23uL);
                                            uint64_t l_226_ = (l_225_ << uint(52uL));
                                            double l_227_ = l_226_;
                                            l_mut_32_ = l_227_;
                                        }
                                        double _e644 = l_mut_25_;
                                        double l_228_ = (_e644 + l_199_);
                                        double l_229_ = abs(l_228_);
                                        l_mut_27_ = 1.401298464324817e-45L;
                                        bool l_230_ = (l_229_ >= 1.1754943508222875e-38L);
                                        bool l_231_ = (l_229_ <= 1.7976931348623157e308L);
                                        if (l_230_) {
                                            local_13 = l_231_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_232_ = local_13;
                                        if (l_232_) {
                                            uint64_t l_233_ = l_229_;
                                            uint64_t l_234_ = (l_233_ >> uint(52uL));
                                            uint64_t l_235_ = (l_234_ - 23uL);
                                            uint64_t l_236_ = (l_235_ << uint(52uL));
                                            double l_237_ = l_236_;
                                            l_mut_27_ = l_237_;
                                        }
                                        double _e668 = l_mut_32_;
                                        double _e669 = l_mut_27_;
                                        bool l_238_ = (_e668 == _e669);
                                        if (l_238_) {
                                            double l_239_ = (l_216_ * 1.4551915228366852e-11L);
                                            double l_240_ = (l_199_ + l_239_);
                                            double _e674 = l_mut_25_;
                                            double l_241_ = (_e674 - l_216_);
                                            double _e676 = l_mut_25_;
                                            double l_242_ = (_e676 + l_216_);
                                            float _e678 = l_mut_22_;
                                            double l_243_ = double(_e678);
                                            float _e680 = l_mut_22_;
                                            uint l_244_ = asuint(_e680);
                                            uint l_245_ = (l_244_ + 1u);
                                            l_mut_246_ = l_245_;
                                            uint l_247_ = (l_244_ & 2147483647u);
                                            bool l_248_ = (l_247_ == 0u);
                                            if (l_248_) {
                                                l_mut_246_ = 1u;
                                            } else {
                                                uint l_249_ = (l_244_ & 2147483648u);
                                                bool l_250_ = (l_249_ != 0u);
                                                if (l_250_) {
                                                    uint l_251_ = (l_244_ - 1u);
                                                    l_mut_246_ = l_251_;
                                                }
                                            }
                                            uint _e695 = l_mut_246_;
                                            float l_252_ = asfloat(_e695);
                                            double l_253_ = double(l_252_);
                                            float _e698 = l_mut_22_;
                                            float l_254_ = -(_e698);
                                            uint l_255_ = asuint(l_254_);
                                            uint l_256_ = (l_255_ + 1u);
                                            l_mut_246_ = l_256_;
                                            uint l_257_ = (l_255_ & 2147483647u);
                                            bool l_258_ = (l_257_ == 0u);
                                            if (l_258_) {
                                                l_mut_246_ = 1u;
                                            } else {
                                                uint l_259_ = (l_255_ & 2147483648u);
                                                bool l_260_ = (l_259_ != 0u);
                                                if (l_260_) {
                                                    uint l_261_ = (l_255_ - 1u);
                                                    l_mut_246_ = l_261_;
                                                }
                                            }
                                            uint _e714 = l_mut_246_;
                                            float l_262_ = asfloat(_e714);
                                            float l_263_ = -(l_262_);
                                            double l_264_ = double(l_263_);
                                            double l_265_ = (l_241_ + l_240_);
                                            bool l_266_ = (l_265_ <= l_243_);
                                            l_mut_267_ = l_266_;
                                            double l_268_ = (l_241_ - l_240_);
                                            bool l_269_ = (l_268_ > l_243_);
                                            l_mut_270_ = l_269_;
                                            double l_271_ = (l_242_ - l_240_);
                                            bool l_272_ = (l_271_ >= l_243_);
                                            l_mut_273_ = l_272_;
                                            double l_274_ = (l_242_ + l_240_);
                                            bool l_275_ = (l_274_ < l_243_);
                                            l_mut_276_ = l_275_;
                                            if (l_187_) {
                                                double l_277_ = (l_241_ + l_240_);
                                                bool l_278_ = (l_277_ < l_253_);
                                                l_mut_267_ = l_278_;
                                                double l_279_ = (l_241_ - l_240_);
                                                bool l_280_ = (l_279_ >= l_253_);
                                                l_mut_270_ = l_280_;
                                                double l_281_ = (l_242_ - l_240_);
                                                bool l_282_ = (l_281_ > l_264_);
                                                l_mut_273_ = l_282_;
                                                double l_283_ = (l_242_ + l_240_);
                                                bool l_284_ = (l_283_ <= l_264_);
                                                l_mut_276_ = l_284_;
                                            }
                                            l_mut_246_ = 2u;
                                            bool _e735 = l_mut_270_;
                                            if (!(_e735)) {
                                                bool _e739 = l_mut_276_;
                                                local_14 = _e739;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_285_ = local_14;
                                            if (l_285_) {
                                                l_mut_246_ = 1u;
                                            } else {
                                                bool _e743 = l_mut_267_;
                                                if (_e743) {
                                                    bool _e746 = l_mut_273_;
                                                    local_15 = _e746;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_286_ = local_15;
                                                if (l_286_) {
                                                    l_mut_246_ = 0u;
                                                }
                                            }
                                            uint _e750 = l_mut_246_;
                                            l_mut_217_ = _e750;
                                        }
                                        uint _e751 = l_mut_217_;
                                        l_mut_201_ = _e751;
                                    } else {
                                        bool l_287_ = (l_183_ == 3u);
                                        if (l_287_) {
                                            l_mut_201_ = 0u;
                                            bool l_288_ = (l_197_ >= 1.1754943508222875e-38L);
                                            bool l_289_ = (l_197_ <= 8.507059173023462e37L);
                                            if (l_288_) {
                                                local_16 = l_289_;
                                            } else {
                                                local_16 = false;
                                            }
                                            bool l_290_ = local_16;
                                            if (l_290_) {
                                                double _e763 = l_mut_25_;
                                                double l_291_ = abs(_e763);
                                                l_mut_32_ = 1.401298464324817e-45L;
                                                bool l_292_ = (l_291_ >= 1.1754943508222875e-38L);
                                                bool l_293_ = (l_291_ <= 1.7976931348623157e308L);
                                                if (l_292_) {
                                                    local_17 = l_293_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_294_ = local_17;
                                                if (l_294_) {
                                                    uint64_t l_295_ = l_291_;
                                                    uint64_t l_296_ = (l_295_ >> uint(52uL));
                                                    uint64_t l_297_ = (l_296_ - 23uL);
                                                    uint64_t l_298_ = (l_297_ << uint(52uL));
                                                    double l_299_ = l_298_;
                                                    l_mut_32_ = l_299_;
                                                }
                                                double _e786 = l_mut_32_;
                                                double l_300_ = (l_189_ * _e786);
                                                l_mut_246_ = 2u;
                                                double _e789 = l_mut_25_;
                                                double l_301_ = (_e789 - l_199_);
                                                double l_302_ = abs(l_301_);
                                                l_mut_32_ = 1.401298464324817e-45L;
                                                bool l_303_ = (l_302_ >= 1.1754943508222875e-38L);
                                                bool l_304_ = (l_302_ <= 1.7976931348623157e308L);
                                                if (l_303_) {
                                                    local_18 = l_304_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_305_ = local_18;
                                                if (l_305_) {
                                                    uint64_t l_306_ = l_302_;
                                                    uint64_t l_307_ = (l_306_ >> uint(52uL));
                                                    uint64_t l_308_ = (l_307_ - 23uL);
                                                    uint64_t l_309_ = (l_308_ << uint(52uL));
                                                    double l_310_ = l_309_;
                                                    l_mut_32_ = l_310_;
                                                }
                                                double _e813 = l_mut_25_;
                                                double l_311_ = (_e813 + l_199_);
                                                double l_312_ = abs(l_311_);
                                                l_mut_27_ = 1.401298464324817e-45L;
                                                bool l_313_ = (l_312_ >= 1.1754943508222875e-38L);
                                                bool l_314_ = (l_312_ <= 1.7976931348623157e308L);
                                                if (l_313_) {
                                                    local_19 = l_314_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_315_ = local_19;
                                                if (l_315_) {
                                                    uint64_t l_316_ = l_312_;
                                                    uint64_t l_317_ = (l_316_ >> uint(52uL));
                                                    uint64_t l_318_ = (l_317_ - 23uL);
                                                    uint64_t l_319_ = (l_318_ << uint(52uL));
                                                    double l_320_ = l_319_;
                                                    l_mut_27_ = l_320_;
                                                }
                                                double _e837 = l_mut_32_;
                                                double _e838 = l_mut_27_;
                                                bool l_321_ = (_e837 == _e838);
                                                if (l_321_) {
                                                    double l_322_ = (l_300_ * 1.4551915228366852e-11L);
                                                    double l_323_ = (l_199_ + l_322_);
                                                    double _e843 = l_mut_25_;
                                                    double l_324_ = (_e843 - l_300_);
                                                    double _e845 = l_mut_25_;
                                                    double l_325_ = (_e845 + l_300_);
                                                    float _e847 = l_mut_22_;
                                                    double l_326_ = double(_e847);
                                                    float _e849 = l_mut_22_;
                                                    uint l_327_ = asuint(_e849);
                                                    uint l_328_ = (l_327_ + 1u);
                                                    l_mut_217_ = l_328_;
                                                    uint l_329_ = (l_327_ & 2147483647u);
                                                    bool l_330_ = (l_329_ == 0u);
                                                    if (l_330_) {
                                                        l_mut_217_ = 1u;
                                                    } else {
                                                        uint l_331_ = (l_327_ & 2147483648u);
                                                        bool l_332_ = (l_331_ != 0u);
                                                        if (l_332_) {
                                                            uint l_333_ = (l_327_ - 1u);
                                                            l_mut_217_ = l_333_;
                                                        }
                                                    }
                                                    uint _e864 = l_mut_217_;
                                                    float l_334_ = asfloat(_e864);
                                                    double l_335_ = double(l_334_);
                                                    float _e867 = l_mut_22_;
                                                    float l_336_ = -(_e867);
                                                    uint l_337_ = asuint(l_336_);
                                                    uint l_338_ = (l_337_ + 1u);
                                                    l_mut_217_ = l_338_;
                                                    uint l_339_ = (l_337_ & 2147483647u);
                                                    bool l_340_ = (l_339_ == 0u);
                                                    if (l_340_) {
                                                        l_mut_217_ = 1u;
                                                    } else {
                                                        uint l_341_ = (l_337_ & 2147483648u);
                                                        bool l_342_ = (l_341_ != 0u);
                                                        if (l_342_) {
                                                            uint l_343_ = (l_337_ - 1u);
                                                            l_mut_217_ = l_343_;
                                                        }
                                                    }
                                                    uint _e883 = l_mut_217_;
                                                    float l_344_ = asfloat(_e883);
                                                    float l_345_ = -(l_344_);
                                                    double l_346_ = double(l_345_);
                                                    double l_347_ = (l_324_ + l_323_);
                                                    bool l_348_ = (l_347_ <= l_326_);
                                                    l_mut_276_ = l_348_;
                                                    double l_349_ = (l_324_ - l_323_);
                                                    bool l_350_ = (l_349_ > l_326_);
                                                    l_mut_273_ = l_350_;
                                                    double l_351_ = (l_325_ - l_323_);
                                                    bool l_352_ = (l_351_ >= l_326_);
                                                    l_mut_270_ = l_352_;
                                                    double l_353_ = (l_325_ + l_323_);
                                                    bool l_354_ = (l_353_ < l_326_);
                                                    l_mut_267_ = l_354_;
                                                    if (l_187_) {
                                                        double l_355_ = (l_324_ + l_323_);
                                                        bool l_356_ = (l_355_ < l_335_);
                                                        l_mut_276_ = l_356_;
                                                        double l_357_ = (l_324_ - l_323_);
                                                        bool l_358_ = (l_357_ >= l_335_);
                                                        l_mut_273_ = l_358_;
                                                        double l_359_ = (l_325_ - l_323_);
                                                        bool l_360_ = (l_359_ > l_346_);
                                                        l_mut_270_ = l_360_;
                                                        double l_361_ = (l_325_ + l_323_);
                                                        bool l_362_ = (l_361_ <= l_346_);
                                                        l_mut_267_ = l_362_;
                                                    }
                                                    l_mut_217_ = 2u;
                                                    bool _e904 = l_mut_273_;
                                                    if (!(_e904)) {
                                                        bool _e908 = l_mut_267_;
                                                        local_20 = _e908;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_363_ = local_20;
                                                    if (l_363_) {
                                                        l_mut_217_ = 1u;
                                                    } else {
                                                        bool _e912 = l_mut_276_;
                                                        if (_e912) {
                                                            bool _e915 = l_mut_270_;
                                                            local_21 = _e915;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_364_ = local_21;
                                                        if (l_364_) {
                                                            l_mut_217_ = 0u;
                                                        }
                                                    }
                                                    uint _e919 = l_mut_217_;
                                                    l_mut_246_ = _e919;
                                                }
                                                uint _e920 = l_mut_246_;
                                                l_mut_201_ = _e920;
                                            }
                                        } else {
                                            bool l_365_ = (l_183_ == 4u);
                                            if (l_365_) {
                                                double l_366_ = (l_192_ * l_197_);
                                                double l_367_ = (l_189_ + l_366_);
                                                double _e925 = l_mut_25_;
                                                double l_368_ = abs(_e925);
                                                l_mut_32_ = 1.401298464324817e-45L;
                                                bool l_369_ = (l_368_ >= 1.1754943508222875e-38L);
                                                bool l_370_ = (l_368_ <= 1.7976931348623157e308L);
                                                if (l_369_) {
                                                    local_22 = l_370_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_371_ = local_22;
                                                if (l_371_) {
                                                    uint64_t l_372_ = l_368_;
                                                    uint64_t l_373_ = (l_372_ >> uint(52uL));
                                                    uint64_t l_374_ = (l_373_ - 23uL);
                                                    uint64_t l_375_ = (l_374_ << uint(52uL));
                                                    double l_376_ = l_375_;
                                                    l_mut_32_ = l_376_;
                                                }
                                                double _e948 = l_mut_32_;
                                                double l_377_ = (l_367_ * _e948);
                                                l_mut_246_ = 2u;
                                                double _e951 = l_mut_25_;
                                                double l_378_ = (_e951 - l_199_);
                                                double l_379_ = abs(l_378_);
                                                l_mut_32_ = 1.401298464324817e-45L;
                                                bool l_380_ = (l_379_ >= 1.1754943508222875e-38L);
                                                bool l_381_ = (l_379_ <= 1.7976931348623157e308L);
                                                if (l_380_) {
                                                    local_23 = l_381_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_382_ = local_23;
                                                if (l_382_) {
                                                    uint64_t l_383_ = l_379_;
                                                    uint64_t l_384_ = (l_383_ >> uint(52uL));
                                                    uint64_t l_385_ = (l_384_ - 23uL);
                                                    uint64_t l_386_ = (l_385_ << uint(52uL));
                                                    double l_387_ = l_386_;
                                                    l_mut_32_ = l_387_;
                                                }
                                                double _e975 = l_mut_25_;
                                                double l_388_ = (_e975 + l_199_);
                                                double l_389_ = abs(l_388_);
                                                l_mut_27_ = 1.401298464324817e-45L;
                                                bool l_390_ = (l_389_ >= 1.1754943508222875e-38L);
                                                bool l_391_ = (l_389_ <= 1.7976931348623157e308L);
                                                if (l_390_) {
                                                    local_24 = l_391_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_392_ = local_24;
                                                if (l_392_) {
                                                    uint64_t l_393_ = l_389_;
                                                    uint64_t l_394_ = (l_393_ >> uint(52uL));
                                                    uint64_t l_395_ = (l_394_ - 23uL);
                                                    uint64_t l_396_ = (l_395_ << uint(52uL));
                                                    double l_397_ = l_396_;
                                                    l_mut_27_ = l_397_;
                                                }
                                                double _e999 = l_mut_32_;
                                                double _e1000 = l_mut_27_;
                                                bool l_398_ = (_e999 == _e1000);
                                                if (l_398_) {
                                                    double l_399_ = (l_377_ * 1.4551915228366852e-11L);
                                                    double l_400_ = (l_199_ + l_399_);
                                                    double _e1005 = l_mut_25_;
                                                    double l_401_ = (_e1005 - l_377_);
                                                    double _e1007 = l_mut_25_;
                                                    double l_402_ = (_e1007 + l_377_);
                                                    float _e1009 = l_mut_22_;
                                                    double l_403_ = double(_e1009);
                                                    float _e1011 = l_mut_22_;
                                                    uint l_404_ = asuint(_e1011);
                                                    uint l_405_ = (l_404_ + 1u);
                                                    l_mut_217_ = l_405_;
                                                    uint l_406_ = (l_404_ & 2147483647u);
                                                    bool l_407_ = (l_406_ == 0u);
                                                    if (l_407_) {
                                                        l_mut_217_ = 1u;
                                                    } else {
                                                        uint l_408_ = (l_404_ & 2147483648u);
                                                        bool l_409_ = (l_408_ != 0u);
                                                        if (l_409_) {
                                                            uint l_410_ = (l_404_ - 1u);
                                                            l_mut_217_ = l_410_;
                                                        }
                                                    }
                                                    uint _e1026 = l_mut_217_;
                                                    float l_411_ = asfloat(_e1026);
                                                    double l_412_ = double(l_411_);
                                                    float _e1029 = l_mut_22_;
                                                    float l_413_ = -(_e1029);
                                                    uint l_414_ = asuint(l_413_);
                                                    uint l_415_ = (l_414_ + 1u);
                                                    l_mut_217_ = l_415_;
                                                    uint l_416_ = (l_414_ & 2147483647u);
                                                    bool l_417_ = (l_416_ == 0u);
                                                    if (l_417_) {
                                                        l_mut_217_ = 1u;
                                                    } else {
                                                        uint l_418_ = (l_414_ & 2147483648u);
                                                        bool l_419_ = (l_418_ != 0u);
                                                        if (l_419_) {
                                                            uint l_420_ = (l_414_ - 1u);
                                                            l_mut_217_ = l_420_;
                                                        }
                                                    }
                                                    uint _e1045 = l_mut_217_;
                                                    float l_421_ = asfloat(_e1045);
                                                    float l_422_ = -(l_421_);
                                                    double l_423_ = double(l_422_);
                                                    double l_424_ = (l_401_ + l_400_);
                                                    bool l_425_ = (l_424_ <= l_403_);
                                                    l_mut_276_ = l_425_;
                                                    double l_426_ = (l_401_ - l_400_);
                                                    bool l_427_ = (l_426_ > l_403_);
                                                    l_mut_273_ = l_427_;
                                                    double l_428_ = (l_402_ - l_400_);
                                                    bool l_429_ = (l_428_ >= l_403_);
                                                    l_mut_270_ = l_429_;
                                                    double l_430_ = (l_402_ + l_400_);
                                                    bool l_431_ = (l_430_ < l_403_);
                                                    l_mut_267_ = l_431_;
                                                    if (l_187_) {
                                                        double l_432_ = (l_401_ + l_400_);
                                                        bool l_433_ = (l_432_ < l_412_);
                                                        l_mut_276_ = l_433_;
                                                        double l_434_ = (l_401_ - l_400_);
                                                        bool l_435_ = (l_434_ >= l_412_);
                                                        l_mut_273_ = l_435_;
                                                        double l_436_ = (l_402_ - l_400_);
                                                        bool l_437_ = (l_436_ > l_423_);
                                                        l_mut_270_ = l_437_;
                                                        double l_438_ = (l_402_ + l_400_);
                                                        bool l_439_ = (l_438_ <= l_423_);
                                                        l_mut_267_ = l_439_;
                                                    }
                                                    l_mut_217_ = 2u;
                                                    bool _e1066 = l_mut_273_;
                                                    if (!(_e1066)) {
                                                        bool _e1070 = l_mut_267_;
                                                        local_25 = _e1070;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_440_ = local_25;
                                                    if (l_440_) {
                                                        l_mut_217_ = 1u;
                                                    } else {
                                                        bool _e1074 = l_mut_276_;
                                                        if (_e1074) {
                                                            bool _e1077 = l_mut_270_;
                                                            local_26 = _e1077;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_441_ = local_26;
                                                        if (l_441_) {
                                                            l_mut_217_ = 0u;
                                                        }
                                                    }
                                                    uint _e1081 = l_mut_217_;
                                                    l_mut_246_ = _e1081;
                                                }
                                                uint _e1082 = l_mut_246_;
                                                l_mut_201_ = _e1082;
                                            } else {
                                                bool l_442_ = (l_183_ == 5u);
                                                if (l_442_) {
                                                    double l_443_ = (2.0L * l_196_);
                                                    double l_444_ = abs(l_443_);
                                                    double l_445_ = floor(l_444_);
                                                    double l_446_ = (3.0L + l_445_);
                                                    double _e1091 = l_mut_25_;
                                                    double l_447_ = abs(_e1091);
                                                    l_mut_32_ = 1.401298464324817e-45L;
                                                    bool l_448_ = (l_447_ >= 1.1754943508222875e-38L);
                                                    bool l_449_ = (l_447_ <= 1.7976931348623157e308L);
                                                    if (l_448_) {
                                                        local_27 = l_449_;
                                                    } else {
                                                        local_27 = false;
                                                    }
                                                    bool l_450_ = local_27;
                                                    if (l_450_) {
                                                        uint64_t l_451_ = l_447_;
                                                        uint64_t l_452_ = (l_451_ >> uint(52uL));
                                                        uint64_t l_453_ = (l_452_ - 23uL);
                                                        uint64_t l_454_ = (l_453_ << uint(52uL));
                                                        double l_455_ = l_454_;
                                                        l_mut_32_ = l_455_;
                                                    }
                                                    double _e1114 = l_mut_32_;
                                                    double l_456_ = (l_446_ * _e1114);
                                                    l_mut_246_ = 2u;
                                                    double _e1117 = l_mut_25_;
                                                    double l_457_ = (_e1117 - l_199_);
                                                    double l_458_ = abs(l_457_);
                                                    l_mut_32_ = 1.401298464324817e-45L;
                                                    bool l_459_ = (l_458_ >= 1.1754943508222875e-38L);
                                                    bool l_460_ = (l_458_ <= 1.7976931348623157e308L);
                                                    if (l_459_) {
                                                        local_28 = l_460_;
                                                    } else {
                                                        local_28 = false;
                                                    }
                                                    bool l_461_ = local_28;
                                                    if (l_461_) {
                                                        uint64_t l_462_ = l_458_;
                                                        uint64_t l_463_ = (l_462_ >> uint(52uL));
                                                        uint64_t l_464_ = (l_463_ - 23uL);
                                                        uint64_t l_465_ = (l_464_ << uint(52uL));
                                                        double l_466_ = l_465_;
                                                        l_mut_32_ = l_466_;
                                                    }
                                                    double _e1141 = l_mut_25_;
                                                    double l_467_ = (_e1141 + l_199_);
                                                    double l_468_ = abs(l_467_);
                                                    l_mut_27_ = 1.401298464324817e-45L;
                                                    bool l_469_ = (l_468_ >= 1.1754943508222875e-38L);
                                                    bool l_470_ = (l_468_ <= 1.7976931348623157e308L);
                                                    if (l_469_) {
                                                        local_29 = l_470_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_471_ = local_29;
                                                    if (l_471_) {
                                                        uint64_t l_472_ = l_468_;
                                                        uint64_t l_473_ = (l_472_ >> uint(52uL));
                                                        uint64_t l_474_ = (l_473_ - 23uL);
                                                        uint64_t l_475_ = (l_474_ << uint(52uL));
                                                        double l_476_ = l_475_;
                                                        l_mut_27_ = l_476_;
                                                    }
                                                    double _e1165 = l_mut_32_;
                                                    double _e1166 = l_mut_27_;
                                                    bool l_477_ = (_e1165 == _e1166);
                                                    if (l_477_) {
                                                        double l_478_ = (l_456_ * 1.4551915228366852e-11L);
                                                        double l_479_ = (l_199_ + l_478_);
                                                        double _e1171 = l_mut_25_;
                                                        double l_480_ = (_e1171 - l_456_);
                                                        double _e1173 = l_mut_25_;
                                                        double l_481_ = (_e1173 + l_456_);
                                                        float _e1175 = l_mut_22_;
                                                        double l_482_ = double(_e1175);
                                                        float _e1177 = l_mut_22_;
                                                        uint l_483_ = asuint(_e1177);
                                                        uint l_484_ = (l_483_ + 1u);
                                                        l_mut_217_ = l_484_;
                                                        uint l_485_ = (l_483_ & 2147483647u);
                                                        bool l_486_ = (l_485_ == 0u);
                                                        if (l_486_) {
                                                            l_mut_217_ = 1u;
                                                        } else {
                                                            uint l_487_ = (l_483_ & 2147483648u);
                                                            bool l_488_ = (l_487_ != 0u);
                                                            if (l_488_) {
                                                                uint l_489_ = (l_483_ - 1u);
                                                                l_mut_217_ = l_489_;
                                                            }
                                                        }
                                                        uint _e1192 = l_mut_217_;
                                                        float l_490_ = asfloat(_e1192);
                                                        double l_491_ = double(l_490_);
                                                        float _e1195 = l_mut_22_;
                                                        float l_492_ = -(_e1195);
                                                        uint l_493_ = asuint(l_492_);
                                                        uint l_494_ = (l_493_ + 1u);
                                                        l_mut_217_ = l_494_;
                                                        uint l_495_ = (l_493_ & 2147483647u);
                                                        bool l_496_ = (l_495_ == 0u);
                                                        if (l_496_) {
                                                            l_mut_217_ = 1u;
                                                        } else {
                                                            uint l_497_ = (l_493_ & 2147483648u);
                                                            bool l_498_ = (l_497_ != 0u);
                                                            if (l_498_) {
                                                                uint l_499_ = (l_493_ - 1u);
                                                                l_mut_217_ = l_499_;
                                                            }
                                                        }
                                                        uint _e1211 = l_mut_217_;
                                                        float l_500_ = asfloat(_e1211);
                                                        float l_501_ = -(l_500_);
                                                        double l_502_ = double(l_501_);
                                                        double l_503_ = (l_480_ + l_479_);
                                                        bool l_504_ = (l_503_ <= l_482_);
                                                        l_mut_276_ = l_504_;
                                                        double l_505_ = (l_480_ - l_479_);
                                                        bool l_506_ = (l_505_ > l_482_);
                                                        l_mut_273_ = l_506_;
                                                        double l_507_ = (l_481_ - l_479_);
                                                        bool l_508_ = (l_507_ >= l_482_);
                                                        l_mut_270_ = l_508_;
                                                        double l_509_ = (l_481_ + l_479_);
                                                        bool l_510_ = (l_509_ < l_482_);
                                                        l_mut_267_ = l_510_;
                                                        if (l_187_) {
                                                            double l_511_ = (l_480_ + l_479_);
                                                            bool l_512_ = (l_511_ < l_491_);
                                                            l_mut_276_ = l_512_;
                                                            double l_513_ = (l_480_ - l_479_);
                                                            bool l_514_ = (l_513_ >= l_491_);
                                                            l_mut_273_ = l_514_;
                                                            double l_515_ = (l_481_ - l_479_);
                                                            bool l_516_ = (l_515_ > l_502_);
                                                            l_mut_270_ = l_516_;
                                                            double l_517_ = (l_481_ + l_479_);
                                                            bool l_518_ = (l_517_ <= l_502_);
                                                            l_mut_267_ = l_518_;
                                                        }
                                                        l_mut_217_ = 2u;
                                                        bool _e1232 = l_mut_273_;
                                                        if (!(_e1232)) {
                                                            bool _e1236 = l_mut_267_;
                                                            local_30 = _e1236;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_519_ = local_30;
                                                        if (l_519_) {
                                                            l_mut_217_ = 1u;
                                                        } else {
                                                            bool _e1240 = l_mut_276_;
                                                            if (_e1240) {
                                                                bool _e1243 = l_mut_270_;
                                                                local_31 = _e1243;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_520_ = local_31;
                                                            if (l_520_) {
                                                                l_mut_217_ = 0u;
                                                            }
                                                        }
                                                        uint _e1247 = l_mut_217_;
                                                        l_mut_246_ = _e1247;
                                                    }
                                                    uint _e1248 = l_mut_246_;
                                                    l_mut_201_ = _e1248;
                                                } else {
                                                    bool l_521_ = (l_183_ == 6u);
                                                    if (l_521_) {
                                                        l_mut_201_ = 0u;
                                                        bool l_522_ = (l_197_ <= l_192_);
                                                        if (l_522_) {
                                                            double l_523_ = (l_189_ * 1.4551915228366852e-11L);
                                                            double l_524_ = (l_199_ + l_523_);
                                                            double _e1256 = l_mut_25_;
                                                            double l_525_ = (_e1256 - l_189_);
                                                            double _e1258 = l_mut_25_;
                                                            double l_526_ = (_e1258 + l_189_);
                                                            float _e1260 = l_mut_22_;
                                                            double l_527_ = double(_e1260);
                                                            float _e1262 = l_mut_22_;
                                                            uint l_528_ = asuint(_e1262);
                                                            uint l_529_ = (l_528_ + 1u);
                                                            l_mut_246_ = l_529_;
                                                            uint l_530_ = (l_528_ & 2147483647u);
                                                            bool l_531_ = (l_530_ == 0u);
                                                            if (l_531_) {
                                                                l_mut_246_ = 1u;
                                                            } else {
                                                                uint l_532_ = (l_528_ & 2147483648u);
                                                                bool l_533_ = (l_532_ != 0u);
                                                                if (l_533_) {
                                                                    uint l_534_ = (l_528_ - 1u);
                                                                    l_mut_246_ = l_534_;
                                                                }
                                                            }
                                                            uint _e1277 = l_mut_246_;
                                                            float l_535_ = asfloat(_e1277);
                                                            double l_536_ = double(l_535_);
                                                            float _e1280 = l_mut_22_;
                                                            float l_537_ = -(_e1280);
                                                            uint l_538_ = asuint(l_537_);
                                                            uint l_539_ = (l_538_ + 1u);
                                                            l_mut_246_ = l_539_;
                                                            uint l_540_ = (l_538_ & 2147483647u);
                                                            bool l_541_ = (l_540_ == 0u);
                                                            if (l_541_) {
                                                                l_mut_246_ = 1u;
                                                            } else {
                                                                uint l_542_ = (l_538_ & 2147483648u);
                                                                bool l_543_ = (l_542_ != 0u);
                                                                if (l_543_) {
                                                                    uint l_544_ = (l_538_ - 1u);
                                                                    l_mut_246_ = l_544_;
                                                                }
                                                            }
                                                            uint _e1296 = l_mut_246_;
                                                            float l_545_ = asfloat(_e1296);
                                                            float l_546_ = -(l_545_);
                                                            double l_547_ = double(l_546_);
                                                            double l_548_ = (l_525_ + l_524_);
                                                            bool l_549_ = (l_548_ <= l_527_);
                                                            l_mut_276_ = l_549_;
                                                            double l_550_ = (l_525_ - l_524_);
                                                            bool l_551_ = (l_550_ > l_527_);
                                                            l_mut_273_ = l_551_;
                                                            double l_552_ = (l_526_ - l_524_);
                                                            bool l_553_ = (l_552_ >= l_527_);
                                                            l_mut_270_ = l_553_;
                                                            double l_554_ = (l_526_ + l_524_);
                                                            bool l_555_ = (l_554_ < l_527_);
                                                            l_mut_267_ = l_555_;
                                                            if (l_187_) {
                                                                double l_556_ = (l_525_ + l_524_);
                                                                bool l_557_ = (l_556_ < l_536_);
                                                                l_mut_276_ = l_557_;
                                                                double l_558_ = (l_525_ - l_524_);
                                                                bool l_559_ = (l_558_ >= l_536_);
                                                                l_mut_273_ = l_559_;
                                                                double l_560_ = (l_526_ - l_524_);
                                                                bool l_561_ = (l_560_ > l_547_);
                                                                l_mut_270_ = l_561_;
                                                                double l_562_ = (l_526_ + l_524_);
                                                                bool l_563_ = (l_562_ <= l_547_);
                                                                l_mut_267_ = l_563_;
                                                            }
                                                            l_mut_246_ = 2u;
                                                            bool _e1317 = l_mut_273_;
                                                            if (!(_e1317)) {
                                                                bool _e1321 = l_mut_267_;
                                                                local_32 = _e1321;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_564_ = local_32;
                                                            if (l_564_) {
                                                                l_mut_246_ = 1u;
                                                            } else {
                                                                bool _e1325 = l_mut_276_;
                                                                if (_e1325) {
                                                                    bool _e1328 = l_mut_270_;
                                                                    local_33 = _e1328;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_565_ = local_33;
                                                                if (l_565_) {
                                                                    l_mut_246_ = 0u;
                                                                }
                                                            }
                                                            uint _e1332 = l_mut_246_;
                                                            l_mut_201_ = _e1332;
                                                        }
                                                    } else {
                                                        bool l_566_ = (l_183_ == 7u);
                                                        if (l_566_) {
                                                            double _e1335 = l_mut_25_;
                                                            double l_567_ = abs(_e1335);
                                                            double l_568_ = (l_189_ * l_567_);
                                                            l_mut_32_ = l_568_;
                                                            double _e1338 = l_mut_25_;
                                                            double l_569_ = abs(_e1338);
                                                            l_mut_27_ = 1.401298464324817e-45L;
                                                            bool l_570_ = (l_569_ >= 1.1754943508222875e-38L);
                                                            bool l_571_ = (l_569_ <= 1.7976931348623157e308L);
                                                            if (l_570_) {
                                                                local_34 = l_571_;
                                                            } else {
                                                                local_34 = false;
                                                            }
                                                            bool l_572_ = local_34;
                                                            if (l_572_) {
                                                                uint64_t l_573_ = l_569_;
                                                                uint64_t l_574_ = (l_573_ >> uint(52uL));
                                                                uint64_t l_575_ = (l_574_ - 23uL);
                                                                uint64_t l_576_ = (l_575_ << uint(52uL));
                                                                double l_577_ = l_576_;
                                                                l_mut_27_ = l_577_;
                                                            }
                                                            double _e1362 = l_mut_27_;
                                                            double l_578_ = (0.5L * _e1362);
                                                            double _e1364 = l_mut_32_;
                                                            bool l_579_ = (l_578_ > _e1364);
                                                            if (l_579_) {
                                                                l_mut_32_ = l_578_;
                                                            }
                                                            double _e1366 = l_mut_25_;
                                                            double l_580_ = (_e1366 - l_199_);
                                                            double l_581_ = abs(l_580_);
                                                            l_mut_27_ = 1.401298464324817e-45L;
                                                            bool l_582_ = (l_581_ >= 1.1754943508222875e-38L);
                                                            bool l_583_ = (l_581_ <= 1.7976931348623157e308L);
                                                            if (l_582_) {
                                                                local_35 = l_583_;
                                                            } else {
                                                                local_35 = false;
                                                            }
                                                            bool l_584_ = local_35;
                                                            if (l_584_) {
                                                                uint64_t l_585_ = l_581_;
                                                                uint64_t l_586_ = (l_585_ >> uint(52uL));
                                                                uint64_t l_587_ = (l_586_ - 23uL);
                                                                uint64_t l_588_ = (l_587_ << uint(52uL));
                                                                double l_589_ = l_588_;
                                                                l_mut_27_ = l_589_;
                                                            }
                                                            double _e1390 = l_mut_25_;
                                                            double l_590_ = (_e1390 + l_199_);
                                                            double l_591_ = abs(l_590_);
                                                            l_mut_592_ = 1.401298464324817e-45L;
                                                            bool l_593_ = (l_591_ >= 1.1754943508222875e-38L);
                                                            bool l_594_ = (l_591_ <= 1.7976931348623157e308L);
                                                            if (l_593_) {
                                                                local_36 = l_594_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_595_ = local_36;
                                                            if (l_595_) {
                                                                uint64_t l_596_ = l_591_;
                                                                uint64_t l_597_ = (l_596_ >> uint(52uL));
                                                                uint64_t l_598_ = (l_597_ - 23uL);
                                                                uint64_t l_599_ = (l_598_ << uint(52uL));
                                                                double l_600_ = l_599_;
                                                                l_mut_592_ = l_600_;
                                                            }
                                                            double _e1414 = l_mut_27_;
                                                            double _e1415 = l_mut_592_;
                                                            bool l_601_ = (_e1414 == _e1415);
                                                            if (l_601_) {
                                                                double l_602_ = (l_189_ * l_199_);
                                                                double l_603_ = (l_199_ + l_602_);
                                                                double _e1419 = l_mut_32_;
                                                                double l_604_ = (_e1419 * 1.4551915228366852e-11L);
                                                                double l_605_ = (l_603_ + l_604_);
                                                                double _e1423 = l_mut_25_;
                                                                double _e1424 = l_mut_32_;
                                                                double l_606_ = (_e1423 - _e1424);
                                                                double _e1426 = l_mut_25_;
                                                                double _e1427 = l_mut_32_;
                                                                double l_607_ = (_e1426 + _e1427);
                                                                float _e1429 = l_mut_22_;
                                                                double l_608_ = double(_e1429);
                                                                float _e1431 = l_mut_22_;
                                                                uint l_609_ = asuint(_e1431);
                                                                uint l_610_ = (l_609_ + 1u);
                                                                l_mut_246_ = l_610_;
                                                                uint l_611_ = (l_609_ & 2147483647u);
                                                                bool l_612_ = (l_611_ == 0u);
                                                                if (l_612_) {
                                                                    l_mut_246_ = 1u;
                                                                } else {
                                                                    uint l_613_ = (l_609_ & 2147483648u);
                                                                    bool l_614_ = (l_613_ != 0u);
                                                                    if (l_614_) {
                                                                        uint l_615_ = (l_609_ - 1u);
                                                                        l_mut_246_ = l_615_;
                                                                    }
                                                                }
                                                                uint _e1446 = l_mut_246_;
                                                                float l_616_ = asfloat(_e1446);
                                                                double l_617_ = double(l_616_);
                                                                float _e1449 = l_mut_22_;
                                                                float l_618_ = -(_e1449);
                                                                uint l_619_ = asuint(l_618_);
                                                                uint l_620_ = (l_619_ + 1u);
                                                                l_mut_246_ = l_620_;
                                                                uint l_621_ = (l_619_ & 2147483647u);
                                                                bool l_622_ = (l_621_ == 0u);
                                                                if (l_622_) {
                                                                    l_mut_246_ = 1u;
                                                                } else {
                                                                    uint l_623_ = (l_619_ & 2147483648u);
                                                                    bool l_624_ = (l_623_ != 0u);
                                                                    if (l_624_) {
                                                                        uint l_625_ = (l_619_ - 1u);
                                                                        l_mut_246_ = l_625_;
                                                                    }
                                                                }
                                                                uint _e1465 = l_mut_246_;
                                                                float l_626_ = asfloat(_e1465);
                                                                float l_627_ = -(l_626_);
                                                                double l_628_ = double(l_627_);
                                                                double l_629_ = (l_606_ + l_605_);
                                                                bool l_630_ = (l_629_ <= l_608_);
                                                                l_mut_276_ = l_630_;
                                                                double l_631_ = (l_606_ - l_605_);
                                                                bool l_632_ = (l_631_ > l_608_);
                                                                l_mut_273_ = l_632_;
                                                                double l_633_ = (l_607_ - l_605_);
                                                                bool l_634_ = (l_633_ >= l_608_);
                                                                l_mut_270_ = l_634_;
                                                                double l_635_ = (l_607_ + l_605_);
                                                                bool l_636_ = (l_635_ < l_608_);
                                                                l_mut_267_ = l_636_;
                                                                if (l_187_) {
                                                                    double l_637_ = (l_606_ + l_605_);
                                                                    bool l_638_ = (l_637_ < l_617_);
                                                                    l_mut_276_ = l_638_;
                                                                    double l_639_ = (l_606_ - l_605_);
                                                                    bool l_640_ = (l_639_ >= l_617_);
                                                                    l_mut_273_ = l_640_;
                                                                    double l_641_ = (l_607_ - l_605_);
                                                                    bool l_642_ = (l_641_ > l_628_);
                                                                    l_mut_270_ = l_642_;
                                                                    double l_643_ = (l_607_ + l_605_);
                                                                    bool l_644_ = (l_643_ <= l_628_);
                                                                    l_mut_267_ = l_644_;
                                                                }
                                                                l_mut_246_ = 2u;
                                                                bool _e1486 = l_mut_273_;
                                                                if (!(_e1486)) {
                                                                    bool _e1490 = l_mut_267_;
                                                                    local_37 = _e1490;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_645_ = local_37;
                                                                if (l_645_) {
                                                                    l_mut_246_ = 1u;
                                                                } else {
                                                                    bool _e1494 = l_mut_276_;
                                                                    if (_e1494) {
                                                                        bool _e1497 = l_mut_270_;
                                                                        local_38 = _e1497;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_646_ = local_38;
                                                                    if (l_646_) {
                                                                        l_mut_246_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1501 = l_mut_246_;
                                                                l_mut_201_ = _e1501;
                                                            }
                                                        } else {
                                                            bool l_647_ = (l_183_ == 8u);
                                                            if (l_647_) {
                                                                bool l_648_ = (l_196_ >= 0.5L);
                                                                bool l_649_ = (l_196_ <= 2.0L);
                                                                if (l_648_) {
                                                                    local_39 = l_649_;
                                                                } else {
                                                                    local_39 = false;
                                                                }
                                                                bool l_650_ = local_39;
                                                                if (l_650_) {
                                                                    double l_651_ = (l_189_ * 1.4551915228366852e-11L);
                                                                    double l_652_ = (l_199_ + l_651_);
                                                                    double _e1515 = l_mut_25_;
                                                                    double l_653_ = (_e1515 - l_189_);
                                                                    double _e1517 = l_mut_25_;
                                                                    double l_654_ = (_e1517 + l_189_);
                                                                    float _e1519 = l_mut_22_;
                                                                    double l_655_ = double(_e1519);
                                                                    float _e1521 = l_mut_22_;
                                                                    uint l_656_ = asuint(_e1521);
                                                                    uint l_657_ = (l_656_ + 1u);
                                                                    l_mut_246_ = l_657_;
                                                                    uint l_658_ = (l_656_ & 2147483647u);
                                                                    bool l_659_ = (l_658_ == 0u);
                                                                    if (l_659_) {
                                                                        l_mut_246_ = 1u;
                                                                    } else {
                                                                        uint l_660_ = (l_656_ & 2147483648u);
                                                                        bool l_661_ = (l_660_ != 0u);
                                                                        if (l_661_) {
                                                                            uint l_662_ = (l_656_ - 1u);
                                                                            l_mut_246_ = l_662_;
                                                                        }
                                                                    }
                                                                    uint _e1536 = l_mut_246_;
                                                                    float l_663_ = asfloat(_e1536);
                                                                    double l_664_ = double(l_663_);
                                                                    float _e1539 = l_mut_22_;
                                                                    float l_665_ = -(_e1539);
                                                                    uint l_666_ = asuint(l_665_);
                                                                    uint l_667_ = (l_666_ + 1u);
                                                                    l_mut_246_ = l_667_;
                                                                    uint l_668_ = (l_666_ & 2147483647u);
                                                                    bool l_669_ = (l_668_ == 0u);
                                                                    if (l_669_) {
                                                                        l_mut_246_ = 1u;
                                                                    } else {
                                                                        uint l_670_ = (l_666_ & 2147483648u);
                                                                        bool l_671_ = (l_670_ != 0u);
                                                                        if (l_671_) {
                                                                            uint l_672_ = (l_666_ - 1u);
                                                                            l_mut_246_ = l_672_;
                                                                        }
                                                                    }
                                                                    uint _e1555 = l_mut_246_;
                                                                    float l_673_ = asfloat(_e1555);
                                                                    float l_674_ = -(l_673_);
                                                                    double l_675_ = double(l_674_);
                                                                    double l_676_ = (l_653_ + l_652_);
                                                                    bool l_677_ = (l_676_ <= l_655_);
                                                                    l_mut_276_ = l_677_;
                                                                    double l_678_ = (l_653_ - l_652_);
                                                                    bool l_679_ = (l_678_ > l_655_);
                                                                    l_mut_273_ = l_679_;
                                                                    double l_680_ = (l_654_ - l_652_);
                                                                    bool l_681_ = (l_680_ >= l_655_);
                                                                    l_mut_270_ = l_681_;
                                                                    double l_682_ = (l_654_ + l_652_);
                                                                    bool l_683_ = (l_682_ < l_655_);
                                                                    l_mut_267_ = l_683_;
                                                                    if (l_187_) {
                                                                        double l_684_ = (l_653_ + l_652_);
                                                                        bool l_685_ = (l_684_ < l_664_);
                                                                        l_mut_276_ = l_685_;
                                                                        double l_686_ = (l_653_ - l_652_);
                                                                        bool l_687_ = (l_686_ >= l_664_);
                                                                        l_mut_273_ = l_687_;
                                                                        double l_688_ = (l_654_ - l_652_);
                                                                        bool l_689_ = (l_688_ > l_675_);
                                                                        l_mut_270_ = l_689_;
                                                                        double l_690_ = (l_654_ + l_652_);
                                                                        bool l_691_ = (l_690_ <= l_675_);
                                                                        l_mut_267_ = l_691_;
                                                                    }
                                                                    l_mut_246_ = 2u;
                                                                    bool _e1576 = l_mut_273_;
                                                                    if (!(_e1576)) {
                                                                        bool _e1580 = l_mut_267_;
                                                                        local_40 = _e1580;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_692_ = local_40;
                                                                    if (l_692_) {
                                                                        l_mut_246_ = 1u;
                                                                    } else {
                                                                        bool _e1584 = l_mut_276_;
                                                                        if (_e1584) {
                                                                            bool _e1587 = l_mut_270_;
                                                                            local_41 = _e1587;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_693_ = local_41;
                                                                        if (l_693_) {
                                                                            l_mut_246_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1591 = l_mut_246_;
                                                                    l_mut_201_ = _e1591;
                                                                } else {
                                                                    double _e1592 = l_mut_25_;
                                                                    double l_694_ = abs(_e1592);
                                                                    l_mut_592_ = 1.401298464324817e-45L;
                                                                    bool l_695_ = (l_694_ >= 1.1754943508222875e-38L);
                                                                    bool l_696_ = (l_694_ <= 1.7976931348623157e308L);
                                                                    if (l_695_) {
                                                                        local_42 = l_696_;
                                                                    } else {
                                                                        local_42 = false;
                                                                    }
                                                                    bool l_697_ = local_42;
                                                                    if (l_697_) {
                                                                        uint64_t l_698_ = l_694_;
                                                                        uint64_t l_699_ = (l_698_ >> uint(52uL));
                                                                        uint64_t l_700_ = (l_699_ - 23uL);
                                                                        uint64_t l_701_ = (l_700_ << uint(52uL));
                                                                        double l_702_ = l_701_;
                                                                        l_mut_592_ = l_702_;
                                                                    }
                                                                    double _e1615 = l_mut_592_;
                                                                    double l_703_ = (l_192_ * _e1615);
                                                                    l_mut_246_ = 2u;
                                                                    double _e1618 = l_mut_25_;
                                                                    double l_704_ = (_e1618 - l_199_);
                                                                    double l_705_ = abs(l_704_);
                                                                    l_mut_592_ = 1.401298464324817e-45L;
                                                                    bool l_706_ = (l_705_ >= 1.1754943508222875e-38L);
                                                                    bool l_707_ = (l_705_ <= 1.7976931348623157e308L);
                                                                    if (l_706_) {
                                                                        local_43 = l_707_;
                                                                    } else {
                                                                        local_43 = false;
                                                                    }
                                                                    bool l_708_ = local_43;
                                                                    if (l_708_) {
                                                                        uint64_t l_709_ = l_705_;
                                                                        uint64_t l_710_ = (l_709_ >> uint(52uL));
                                                                        uint64_t l_711_ = (l_710_ - 23uL);
                                                                        uint64_t l_712_ = (l_711_ << uint(52uL));
                                                                        double l_713_ = l_712_;
                                                                        l_mut_592_ = l_713_;
                                                                    }
                                                                    double _e1642 = l_mut_25_;
                                                                    double l_714_ = (_e1642 + l_199_);
                                                                    double l_715_ = abs(l_714_);
                                                                    l_mut_32_ = 1.401298464324817e-45L;
                                                                    bool l_716_ = (l_715_ >= 1.1754943508222875e-38L);
                                                                    bool l_717_ = (l_715_ <= 1.7976931348623157e308L);
                                                                    if (l_716_) {
                                                                        local_44 = l_717_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_718_ = local_44;
                                                                    if (l_718_) {
                                                                        uint64_t l_719_ = l_715_;
                                                                        uint64_t l_720_ = (l_719_ >> uint(52uL));
                                                                        uint64_t l_721_ = (l_720_ - 23uL);
                                                                        uint64_t l_722_ = (l_721_ << uint(52uL));
                                                                        double l_723_ = l_722_;
                                                                        l_mut_32_ = l_723_;
                                                                    }
                                                                    double _e1666 = l_mut_592_;
                                                                    double _e1667 = l_mut_32_;
                                                                    bool l_724_ = (_e1666 == _e1667);
                                                                    if (l_724_) {
                                                                        double l_725_ = (l_703_ * 1.4551915228366852e-11L);
                                                                        double l_726_ = (l_199_ + l_725_);
                                                                        double _e1672 = l_mut_25_;
                                                                        double l_727_ = (_e1672 - l_703_);
                                                                        double _e1674 = l_mut_25_;
                                                                        double l_728_ = (_e1674 + l_703_);
                                                                        float _e1676 = l_mut_22_;
                                                                        double l_729_ = double(_e1676);
                                                                        float _e1678 = l_mut_22_;
                                                                        uint l_730_ = asuint(_e1678);
                                                                        uint l_731_ = (l_730_ + 1u);
                                                                        l_mut_217_ = l_731_;
                                                                        uint l_732_ = (l_730_ & 2147483647u);
                                                                        bool l_733_ = (l_732_ == 0u);
                                                                        if (l_733_) {
                                                                            l_mut_217_ = 1u;
                                                                        } else {
                                                                            uint l_734_ = (l_730_ & 2147483648u);
                                                                            bool l_735_ = (l_734_ != 0u);
                                                                            if (l_735_) {
                                                                                uint l_736_ = (l_730_ - 1u);
                                                                                l_mut_217_ = l_736_;
                                                                            }
                                                                        }
                                                                        uint _e1693 = l_mut_217_;
                                                                        float l_737_ = asfloat(_e1693);
                                                                        double l_738_ = double(l_737_);
                                                                        float _e1696 = l_mut_22_;
                                                                        float l_739_ = -(_e1696);
                                                                        uint l_740_ = asuint(l_739_);
                                                                        uint l_741_ = (l_740_ + 1u);
                                                                        l_mut_217_ = l_741_;
                                                                        uint l_742_ = (l_740_ & 2147483647u);
                                                                        bool l_743_ = (l_742_ == 0u);
                                                                        if (l_743_) {
                                                                            l_mut_217_ = 1u;
                                                                        } else {
                                                                            uint l_744_ = (l_740_ & 2147483648u);
                                                                            bool l_745_ = (l_744_ != 0u);
                                                                            if (l_745_) {
                                                                                uint l_746_ = (l_740_ - 1u);
                                                                                l_mut_217_ = l_746_;
                                                                            }
                                                                        }
                                                                        uint _e1712 = l_mut_217_;
                                                                        float l_747_ = asfloat(_e1712);
                                                                        float l_748_ = -(l_747_);
                                                                        double l_749_ = double(l_748_);
                                                                        double l_750_ = (l_727_ + l_726_);
                                                                        bool l_751_ = (l_750_ <= l_729_);
                                                                        l_mut_276_ = l_751_;
                                                                        double l_752_ = (l_727_ - l_726_);
                                                                        bool l_753_ = (l_752_ > l_729_);
                                                                        l_mut_273_ = l_753_;
                                                                        double l_754_ = (l_728_ - l_726_);
                                                                        bool l_755_ = (l_754_ >= l_729_);
                                                                        l_mut_270_ = l_755_;
                                                                        double l_756_ = (l_728_ + l_726_);
                                                                        bool l_757_ = (l_756_ < l_729_);
                                                                        l_mut_267_ = l_757_;
                                                                        if (l_187_) {
                                                                            double l_758_ = (l_727_ + l_726_);
                                                                            bool l_759_ = (l_758_ < l_738_);
                                                                            l_mut_276_ = l_759_;
                                                                            double l_760_ = (l_727_ - l_726_);
                                                                            bool l_761_ = (l_760_ >= l_738_);
                                                                            l_mut_273_ = l_761_;
                                                                            double l_762_ = (l_728_ - l_726_);
                                                                            bool l_763_ = (l_762_ > l_749_);
                                                                            l_mut_270_ = l_763_;
                                                                            double l_764_ = (l_728_ + l_726_);
                                                                            bool l_765_ = (l_764_ <= l_749_);
                                                                            l_mut_267_ = l_765_;
                                                                        }
                                                                        l_mut_217_ = 2u;
                                                                        bool _e1733 = l_mut_273_;
                                                                        if (!(_e1733)) {
                                                                            bool _e1737 = l_mut_267_;
                                                                            local_45 = _e1737;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_766_ = local_45;
                                                                        if (l_766_) {
                                                                            l_mut_217_ = 1u;
                                                                        } else {
                                                                            bool _e1741 = l_mut_276_;
                                                                            if (_e1741) {
                                                                                bool _e1744 = l_mut_270_;
                                                                                local_46 = _e1744;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_767_ = local_46;
                                                                            if (l_767_) {
                                                                                l_mut_217_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1748 = l_mut_217_;
                                                                        l_mut_246_ = _e1748;
                                                                    }
                                                                    uint _e1749 = l_mut_246_;
                                                                    l_mut_201_ = _e1749;
                                                                }
                                                            } else {
                                                                bool l_768_ = (l_183_ == 14u);
                                                                if (l_768_) {
                                                                    l_mut_201_ = 0u;
                                                                    bool l_769_ = (l_196_ > 0.0L);
                                                                    if (l_769_) {
                                                                        float l_770_ = float(l_196_);
                                                                        double l_771_ = double(l_770_);
                                                                        l_mut_592_ = l_771_;
                                                                        bool l_772_ = (l_770_ < 0.0);
                                                                        if (l_772_) {
                                                                            double l_773_ = 9221120237041090560uL;
                                                                            l_mut_592_ = l_773_;
                                                                        } else {
                                                                            bool l_774_ = (l_770_ == 0.0);
                                                                            if (l_774_) {
                                                                                double l_775_ = 9218868437227405312uL;
                                                                                l_mut_32_ = l_775_;
                                                                                if (true) {
                                                                                    double _e1766 = l_mut_32_;
                                                                                    double l_777_ = -(_e1766);
                                                                                    l_mut_32_ = l_777_;
                                                                                }
                                                                                double _e1768 = l_mut_32_;
                                                                                l_mut_592_ = _e1768;
                                                                            } else {
                                                                                uint l_778_ = asuint(l_770_);
                                                                                bool l_779_ = (l_778_ < 2139095040u);
                                                                                if (l_779_) {
                                                                                    uint64_t l_780_ = l_771_;
                                                                                    uint64_t l_781_ = (l_780_ >> uint(52uL));
                                                                                    uint64_t l_782_ = (l_781_ & 2047uL);
                                                                                    int l_783_ = int(l_782_);
                                                                                    int l_784_ = asint(asuint(l_783_) - asuint(int(1023)));
                                                                                    l_mut_42_ = l_784_;
                                                                                    uint64_t l_785_ = (l_780_ & 4503599627370495uL);
                                                                                    uint64_t l_786_ = (l_785_ | 4607182418800017408uL);
                                                                                    double l_787_ = l_786_;
                                                                                    l_mut_32_ = l_787_;
                                                                                    double _e1788 = l_mut_32_;
                                                                                    bool l_788_ = (_e1788 > 1.4142135623730951L);
                                                                                    if (l_788_) {
                                                                                        double _e1791 = l_mut_32_;
                                                                                        l_mut_32_ = (_e1791 * 0.5L);
                                                                                        int _e1794 = l_mut_42_;
                                                                                        l_mut_42_ = asint(asuint(_e1794) + asuint(int(1)));
                                                                                    }
                                                                                    double _e1797 = l_mut_32_;
                                                                                    double l_789_ = (_e1797 - 1.0L);
                                                                                    double l_790_ = (2.0L + l_789_);
                                                                                    double l_791_ = (l_789_ / l_790_);
                                                                                    double l_792_ = (l_791_ * l_791_);
                                                                                    double l_793_ = (l_792_ * 0.04L);
                                                                                    double l_794_ = (l_793_ + 0.043478260869565216L);
                                                                                    l_mut_32_ = l_794_;
                                                                                    double _e1808 = l_mut_32_;
                                                                                    double l_795_ = (_e1808 * l_792_);
                                                                                    double l_796_ = (l_795_ + 0.047619047619047616L);
                                                                                    l_mut_32_ = l_796_;
                                                                                    double _e1812 = l_mut_32_;
                                                                                    double l_797_ = (_e1812 * l_792_);
                                                                                    double l_798_ = (l_797_ + 0.05263157894736842L);
                                                                                    l_mut_32_ = l_798_;
                                                                                    double _e1816 = l_mut_32_;
                                                                                    double l_799_ = (_e1816 * l_792_);
                                                                                    double l_800_ = (l_799_ + 0.058823529411764705L);
                                                                                    l_mut_32_ = l_800_;
                                                                                    double _e1820 = l_mut_32_;
                                                                                    double l_801_ = (_e1820 * l_792_);
                                                                                    double l_802_ = (l_801_ + 0.06666666666666667L);
                                                                                    l_mut_32_ = l_802_;
                                                                                    double _e1824 = l_mut_32_;
                                                                                    double l_803_ = (_e1824 * l_792_);
                                                                                    double l_804_ = (l_803_ + 0.07692307692307693L);
                                                                                    l_mut_32_ = l_804_;
                                                                                    double _e1828 = l_mut_32_;
                                                                                    double l_805_ = (_e1828 * l_792_);
                                                                                    double l_806_ = (l_805_ + 0.09090909090909091L);
                                                                                    l_mut_32_ = l_806_;
                                                                                    double _e1832 = l_mut_32_;
                                                                                    double l_807_ = (_e1832 * l_792_);
                                                                                    double l_808_ = (l_807_ + 0.1111111111111111L);
                                                                                    l_mut_32_ = l_808_;
                                                                                    double _e1836 = l_mut_32_;
                                                                                    double l_809_ = (_e1836 * l_792_);
                                                                                    double l_810_ = (l_809_ + 0.14285714285714285L);
                                                                                    l_mut_32_ = l_810_;
                                                                                    double _e1840 = l_mut_32_;
                                                                                    double l_811_ = (_e1840 * l_792_);
                                                                                    double l_812_ = (l_811_ + 0.2L);
                                                                                    l_mut_32_ = l_812_;
                                                                                    double _e1844 = l_mut_32_;
                                                                                    double l_813_ = (_e1844 * l_792_);
                                                                                    double l_814_ = (l_813_ + 0.3333333333333333L);
                                                                                    l_mut_32_ = l_814_;
                                                                                    double l_815_ = (2.0L * l_791_);
                                                                                    double l_816_ = (2.0L * l_791_);
                                                                                    double l_817_ = (l_816_ * l_792_);
                                                                                    double _e1853 = l_mut_32_;
                                                                                    double l_818_ = (l_817_ * _e1853);
                                                                                    double l_819_ = (l_815_ + l_818_);
                                                                                    int _e1856 = l_mut_42_;
                                                                                    double l_820_ = double(_e1856);
                                                                                    double l_821_ = (l_820_ * 0.6931471824645996L);
                                                                                    double l_822_ = (l_820_ * -1.904654299957768e-9L);
                                                                                    double l_823_ = (l_822_ + l_819_);
                                                                                    double l_824_ = (l_821_ + l_823_);
                                                                                    l_mut_592_ = l_824_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e1864 = l_mut_592_;
                                                                        double l_825_ = (_e1864 / 0.6931471805599453L);
                                                                        double l_826_ = abs(l_825_);
                                                                        double l_827_ = (l_189_ * l_826_);
                                                                        l_mut_592_ = l_827_;
                                                                        bool l_828_ = (l_196_ >= 0.5L);
                                                                        bool l_829_ = (l_196_ <= 2.0L);
                                                                        if (l_828_) {
                                                                            local_47 = l_829_;
                                                                        } else {
                                                                            local_47 = false;
                                                                        }
                                                                        bool l_830_ = local_47;
                                                                        if (l_830_) {
                                                                            l_mut_592_ = l_189_;
                                                                        }
                                                                        double l_831_ = abs(l_825_);
                                                                        double l_832_ = (l_831_ * 1.4551915228366852e-11L);
                                                                        double l_833_ = (1.0L + l_189_);
                                                                        double l_834_ = (l_832_ * l_833_);
                                                                        double _e1883 = l_mut_592_;
                                                                        double l_835_ = (l_825_ - _e1883);
                                                                        double _e1885 = l_mut_592_;
                                                                        double l_836_ = (l_825_ + _e1885);
                                                                        double l_838_ = (l_835_ * l_192_);
                                                                        double l_839_ = (l_835_ * l_195_);
                                                                        double l_840_ = (l_836_ * l_192_);
                                                                        double l_841_ = (l_836_ * l_195_);
                                                                        a_837_[0] = l_838_;
                                                                        a_837_[1] = l_838_;
                                                                        double l_842_ = a_837_[0];
                                                                        bool l_843_ = (l_839_ < l_842_);
                                                                        if (l_843_) {
                                                                            a_837_[0] = l_839_;
                                                                        }
                                                                        double l_844_ = a_837_[0];
                                                                        bool l_845_ = (l_840_ < l_844_);
                                                                        if (l_845_) {
                                                                            a_837_[0] = l_840_;
                                                                        }
                                                                        double l_846_ = a_837_[0];
                                                                        bool l_847_ = (l_841_ < l_846_);
                                                                        if (l_847_) {
                                                                            a_837_[0] = l_841_;
                                                                        }
                                                                        double l_848_ = a_837_[1];
                                                                        bool l_849_ = (l_839_ > l_848_);
                                                                        if (l_849_) {
                                                                            a_837_[1] = l_839_;
                                                                        }
                                                                        double l_850_ = a_837_[1];
                                                                        bool l_851_ = (l_840_ > l_850_);
                                                                        if (l_851_) {
                                                                            a_837_[1] = l_840_;
                                                                        }
                                                                        double l_852_ = a_837_[1];
                                                                        bool l_853_ = (l_841_ > l_852_);
                                                                        if (l_853_) {
                                                                            a_837_[1] = l_841_;
                                                                        }
                                                                        double l_854_ = (l_834_ * l_195_);
                                                                        l_mut_246_ = 2u;
                                                                        double l_855_ = a_837_[0];
                                                                        double l_856_ = (l_855_ - l_854_);
                                                                        double l_857_ = (l_856_ * 7.1362384635298e44L);
                                                                        double l_858_ = floor(l_857_);
                                                                        double l_859_ = (l_858_ * 1.401298464324817e-45L);
                                                                        l_mut_592_ = l_859_;
                                                                        double l_860_ = abs(l_856_);
                                                                        bool l_861_ = (l_860_ >= 1.1754943508222875e-38L);
                                                                        if (l_861_) {
                                                                            float l_862_ = float(l_856_);
                                                                            double l_863_ = double(l_862_);
                                                                            l_mut_592_ = l_863_;
                                                                            double _e1932 = l_mut_592_;
                                                                            bool l_864_ = (_e1932 > l_856_);
                                                                            if (l_864_) {
                                                                                float l_865_ = -(l_862_);
                                                                                uint l_866_ = asuint(l_865_);
                                                                                uint l_867_ = (l_866_ + 1u);
                                                                                l_mut_217_ = l_867_;
                                                                                uint l_868_ = (l_866_ & 2147483647u);
                                                                                bool l_869_ = (l_868_ == 0u);
                                                                                if (l_869_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_870_ = (l_866_ & 2147483648u);
                                                                                    bool l_871_ = (l_870_ != 0u);
                                                                                    if (l_871_) {
                                                                                        uint l_872_ = (l_866_ - 1u);
                                                                                        l_mut_217_ = l_872_;
                                                                                    }
                                                                                }
                                                                                uint _e1949 = l_mut_217_;
                                                                                float l_873_ = asfloat(_e1949);
                                                                                float l_874_ = -(l_873_);
                                                                                double l_875_ = double(l_874_);
                                                                                l_mut_592_ = l_875_;
                                                                            } else {
                                                                                uint l_876_ = asuint(l_862_);
                                                                                uint l_877_ = (l_876_ + 1u);
                                                                                l_mut_217_ = l_877_;
                                                                                uint l_878_ = (l_876_ & 2147483647u);
                                                                                bool l_879_ = (l_878_ == 0u);
                                                                                if (l_879_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_880_ = (l_876_ & 2147483648u);
                                                                                    bool l_881_ = (l_880_ != 0u);
                                                                                    if (l_881_) {
                                                                                        uint l_882_ = (l_876_ - 1u);
                                                                                        l_mut_217_ = l_882_;
                                                                                    }
                                                                                }
                                                                                uint _e1967 = l_mut_217_;
                                                                                float l_883_ = asfloat(_e1967);
                                                                                double l_884_ = double(l_883_);
                                                                                bool l_885_ = (l_884_ <= l_856_);
                                                                                if (l_885_) {
                                                                                    uint l_886_ = asuint(l_862_);
                                                                                    uint l_887_ = (l_886_ + 1u);
                                                                                    l_mut_217_ = l_887_;
                                                                                    uint l_888_ = (l_886_ & 2147483647u);
                                                                                    bool l_889_ = (l_888_ == 0u);
                                                                                    if (l_889_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_890_ = (l_886_ & 2147483648u);
                                                                                        bool l_891_ = (l_890_ != 0u);
                                                                                        if (l_891_) {
                                                                                            uint l_892_ = (l_886_ - 1u);
                                                                                            l_mut_217_ = l_892_;
                                                                                        }
                                                                                    }
                                                                                    uint _e1985 = l_mut_217_;
                                                                                    float l_893_ = asfloat(_e1985);
                                                                                    double l_894_ = double(l_893_);
                                                                                    l_mut_592_ = l_894_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_895_ = (l_855_ + l_854_);
                                                                        double l_896_ = (l_895_ * 7.1362384635298e44L);
                                                                        double l_897_ = floor(l_896_);
                                                                        double l_898_ = (l_897_ * 1.401298464324817e-45L);
                                                                        l_mut_32_ = l_898_;
                                                                        double l_899_ = abs(l_895_);
                                                                        bool l_900_ = (l_899_ >= 1.1754943508222875e-38L);
                                                                        if (l_900_) {
                                                                            float l_901_ = float(l_895_);
                                                                            double l_902_ = double(l_901_);
                                                                            l_mut_32_ = l_902_;
                                                                            double _e1999 = l_mut_32_;
                                                                            bool l_903_ = (_e1999 > l_895_);
                                                                            if (l_903_) {
                                                                                float l_904_ = -(l_901_);
                                                                                uint l_905_ = asuint(l_904_);
                                                                                uint l_906_ = (l_905_ + 1u);
                                                                                l_mut_217_ = l_906_;
                                                                                uint l_907_ = (l_905_ & 2147483647u);
                                                                                bool l_908_ = (l_907_ == 0u);
                                                                                if (l_908_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_909_ = (l_905_ & 2147483648u);
                                                                                    bool l_910_ = (l_909_ != 0u);
                                                                                    if (l_910_) {
                                                                                        uint l_911_ = (l_905_ - 1u);
                                                                                        l_mut_217_ = l_911_;
                                                                                    }
                                                                                }
                                                                                uint _e2016 = l_mut_217_;
                                                                                float l_912_ = asfloat(_e2016);
                                                                                float l_913_ = -(l_912_);
                                                                                double l_914_ = double(l_913_);
                                                                                l_mut_32_ = l_914_;
                                                                            } else {
                                                                                uint l_915_ = asuint(l_901_);
                                                                                uint l_916_ = (l_915_ + 1u);
                                                                                l_mut_217_ = l_916_;
                                                                                uint l_917_ = (l_915_ & 2147483647u);
                                                                                bool l_918_ = (l_917_ == 0u);
                                                                                if (l_918_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_919_ = (l_915_ & 2147483648u);
                                                                                    bool l_920_ = (l_919_ != 0u);
                                                                                    if (l_920_) {
                                                                                        uint l_921_ = (l_915_ - 1u);
                                                                                        l_mut_217_ = l_921_;
                                                                                    }
                                                                                }
                                                                                uint _e2034 = l_mut_217_;
                                                                                float l_922_ = asfloat(_e2034);
                                                                                double l_923_ = double(l_922_);
                                                                                bool l_924_ = (l_923_ <= l_895_);
                                                                                if (l_924_) {
                                                                                    uint l_925_ = asuint(l_901_);
                                                                                    uint l_926_ = (l_925_ + 1u);
                                                                                    l_mut_217_ = l_926_;
                                                                                    uint l_927_ = (l_925_ & 2147483647u);
                                                                                    bool l_928_ = (l_927_ == 0u);
                                                                                    if (l_928_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_929_ = (l_925_ & 2147483648u);
                                                                                        bool l_930_ = (l_929_ != 0u);
                                                                                        if (l_930_) {
                                                                                            uint l_931_ = (l_925_ - 1u);
                                                                                            l_mut_217_ = l_931_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2052 = l_mut_217_;
                                                                                    float l_932_ = asfloat(_e2052);
                                                                                    double l_933_ = double(l_932_);
                                                                                    l_mut_32_ = l_933_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2055 = l_mut_592_;
                                                                        double _e2056 = l_mut_32_;
                                                                        bool l_934_ = (_e2055 == _e2056);
                                                                        double l_935_ = a_837_[1];
                                                                        double l_936_ = (l_935_ - l_854_);
                                                                        double l_937_ = (l_936_ * 7.1362384635298e44L);
                                                                        double l_938_ = floor(l_937_);
                                                                        double l_939_ = (l_938_ * 1.401298464324817e-45L);
                                                                        l_mut_592_ = l_939_;
                                                                        double l_940_ = abs(l_936_);
                                                                        bool l_941_ = (l_940_ >= 1.1754943508222875e-38L);
                                                                        if (l_941_) {
                                                                            float l_942_ = float(l_936_);
                                                                            double l_943_ = double(l_942_);
                                                                            l_mut_592_ = l_943_;
                                                                            double _e2071 = l_mut_592_;
                                                                            bool l_944_ = (_e2071 > l_936_);
                                                                            if (l_944_) {
                                                                                float l_945_ = -(l_942_);
                                                                                uint l_946_ = asuint(l_945_);
                                                                                uint l_947_ = (l_946_ + 1u);
                                                                                l_mut_217_ = l_947_;
                                                                                uint l_948_ = (l_946_ & 2147483647u);
                                                                                bool l_949_ = (l_948_ == 0u);
                                                                                if (l_949_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_950_ = (l_946_ & 2147483648u);
                                                                                    bool l_951_ = (l_950_ != 0u);
                                                                                    if (l_951_) {
                                                                                        uint l_952_ = (l_946_ - 1u);
                                                                                        l_mut_217_ = l_952_;
                                                                                    }
                                                                                }
                                                                                uint _e2088 = l_mut_217_;
                                                                                float l_953_ = asfloat(_e2088);
                                                                                float l_954_ = -(l_953_);
                                                                                double l_955_ = double(l_954_);
                                                                                l_mut_592_ = l_955_;
                                                                            } else {
                                                                                uint l_956_ = asuint(l_942_);
                                                                                uint l_957_ = (l_956_ + 1u);
                                                                                l_mut_217_ = l_957_;
                                                                                uint l_958_ = (l_956_ & 2147483647u);
                                                                                bool l_959_ = (l_958_ == 0u);
                                                                                if (l_959_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_960_ = (l_956_ & 2147483648u);
                                                                                    bool l_961_ = (l_960_ != 0u);
                                                                                    if (l_961_) {
                                                                                        uint l_962_ = (l_956_ - 1u);
                                                                                        l_mut_217_ = l_962_;
                                                                                    }
                                                                                }
                                                                                uint _e2106 = l_mut_217_;
                                                                                float l_963_ = asfloat(_e2106);
                                                                                double l_964_ = double(l_963_);
                                                                                bool l_965_ = (l_964_ <= l_936_);
                                                                                if (l_965_) {
                                                                                    uint l_966_ = asuint(l_942_);
                                                                                    uint l_967_ = (l_966_ + 1u);
                                                                                    l_mut_217_ = l_967_;
                                                                                    uint l_968_ = (l_966_ & 2147483647u);
                                                                                    bool l_969_ = (l_968_ == 0u);
                                                                                    if (l_969_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_970_ = (l_966_ & 2147483648u);
                                                                                        bool l_971_ = (l_970_ != 0u);
                                                                                        if (l_971_) {
                                                                                            uint l_972_ = (l_966_ - 1u);
                                                                                            l_mut_217_ = l_972_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2124 = l_mut_217_;
                                                                                    float l_973_ = asfloat(_e2124);
                                                                                    double l_974_ = double(l_973_);
                                                                                    l_mut_592_ = l_974_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_975_ = (l_935_ + l_854_);
                                                                        double l_976_ = (l_975_ * 7.1362384635298e44L);
                                                                        double l_977_ = floor(l_976_);
                                                                        double l_978_ = (l_977_ * 1.401298464324817e-45L);
                                                                        l_mut_32_ = l_978_;
                                                                        double l_979_ = abs(l_975_);
                                                                        bool l_980_ = (l_979_ >= 1.1754943508222875e-38L);
                                                                        if (l_980_) {
                                                                            float l_981_ = float(l_975_);
                                                                            double l_982_ = double(l_981_);
                                                                            l_mut_32_ = l_982_;
                                                                            double _e2138 = l_mut_32_;
                                                                            bool l_983_ = (_e2138 > l_975_);
                                                                            if (l_983_) {
                                                                                float l_984_ = -(l_981_);
                                                                                uint l_985_ = asuint(l_984_);
                                                                                uint l_986_ = (l_985_ + 1u);
                                                                                l_mut_217_ = l_986_;
                                                                                uint l_987_ = (l_985_ & 2147483647u);
                                                                                bool l_988_ = (l_987_ == 0u);
                                                                                if (l_988_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_989_ = (l_985_ & 2147483648u);
                                                                                    bool l_990_ = (l_989_ != 0u);
                                                                                    if (l_990_) {
                                                                                        uint l_991_ = (l_985_ - 1u);
                                                                                        l_mut_217_ = l_991_;
                                                                                    }
                                                                                }
                                                                                uint _e2155 = l_mut_217_;
                                                                                float l_992_ = asfloat(_e2155);
                                                                                float l_993_ = -(l_992_);
                                                                                double l_994_ = double(l_993_);
                                                                                l_mut_32_ = l_994_;
                                                                            } else {
                                                                                uint l_995_ = asuint(l_981_);
                                                                                uint l_996_ = (l_995_ + 1u);
                                                                                l_mut_217_ = l_996_;
                                                                                uint l_997_ = (l_995_ & 2147483647u);
                                                                                bool l_998_ = (l_997_ == 0u);
                                                                                if (l_998_) {
                                                                                    l_mut_217_ = 1u;
                                                                                } else {
                                                                                    uint l_999_ = (l_995_ & 2147483648u);
                                                                                    bool l_1000_ = (l_999_ != 0u);
                                                                                    if (l_1000_) {
                                                                                        uint l_1001_ = (l_995_ - 1u);
                                                                                        l_mut_217_ = l_1001_;
                                                                                    }
                                                                                }
                                                                                uint _e2173 = l_mut_217_;
                                                                                float l_1002_ = asfloat(_e2173);
                                                                                double l_1003_ = double(l_1002_);
                                                                                bool l_1004_ = (l_1003_ <= l_975_);
                                                                                if (l_1004_) {
                                                                                    uint l_1005_ = asuint(l_981_);
                                                                                    uint l_1006_ = (l_1005_ + 1u);
                                                                                    l_mut_217_ = l_1006_;
                                                                                    uint l_1007_ = (l_1005_ & 2147483647u);
                                                                                    bool l_1008_ = (l_1007_ == 0u);
                                                                                    if (l_1008_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_1009_ = (l_1005_ & 2147483648u);
                                                                                        bool l_1010_ = (l_1009_ != 0u);
                                                                                        if (l_1010_) {
                                                                                            uint l_1011_ = (l_1005_ - 1u);
                                                                                            l_mut_217_ = l_1011_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2191 = l_mut_217_;
                                                                                    float l_1012_ = asfloat(_e2191);
                                                                                    double l_1013_ = double(l_1012_);
                                                                                    l_mut_32_ = l_1013_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2194 = l_mut_592_;
                                                                        double _e2195 = l_mut_32_;
                                                                        bool l_1014_ = (_e2194 == _e2195);
                                                                        if (l_934_) {
                                                                            local_48 = l_1014_;
                                                                        } else {
                                                                            local_48 = false;
                                                                        }
                                                                        bool l_1015_ = local_48;
                                                                        if (l_1015_) {
                                                                            double l_1016_ = a_837_[0];
                                                                            double l_1017_ = (l_1016_ * 7.1362384635298e44L);
                                                                            double l_1018_ = floor(l_1017_);
                                                                            double l_1019_ = (l_1018_ * 1.401298464324817e-45L);
                                                                            l_mut_592_ = l_1019_;
                                                                            double l_1020_ = abs(l_1016_);
                                                                            bool l_1021_ = (l_1020_ >= 1.1754943508222875e-38L);
                                                                            if (l_1021_) {
                                                                                float l_1022_ = float(l_1016_);
                                                                                double l_1023_ = double(l_1022_);
                                                                                l_mut_592_ = l_1023_;
                                                                                double _e2213 = l_mut_592_;
                                                                                bool l_1024_ = (_e2213 > l_1016_);
                                                                                if (l_1024_) {
                                                                                    float l_1025_ = -(l_1022_);
                                                                                    uint l_1026_ = asuint(l_1025_);
                                                                                    uint l_1027_ = (l_1026_ + 1u);
                                                                                    l_mut_217_ = l_1027_;
                                                                                    uint l_1028_ = (l_1026_ & 2147483647u);
                                                                                    bool l_1029_ = (l_1028_ == 0u);
                                                                                    if (l_1029_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_1030_ = (l_1026_ & 2147483648u);
                                                                                        bool l_1031_ = (l_1030_ != 0u);
                                                                                        if (l_1031_) {
                                                                                            uint l_1032_ = (l_1026_ - 1u);
                                                                                            l_mut_217_ = l_1032_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2230 = l_mut_217_;
                                                                                    float l_1033_ = asfloat(_e2230);
                                                                                    float l_1034_ = -(l_1033_);
                                                                                    double l_1035_ = double(l_1034_);
                                                                                    l_mut_592_ = l_1035_;
                                                                                } else {
                                                                                    uint l_1036_ = asuint(l_1022_);
                                                                                    uint l_1037_ = (l_1036_ + 1u);
                                                                                    l_mut_217_ = l_1037_;
                                                                                    uint l_1038_ = (l_1036_ & 2147483647u);
                                                                                    bool l_1039_ = (l_1038_ == 0u);
                                                                                    if (l_1039_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_1040_ = (l_1036_ & 2147483648u);
                                                                                        bool l_1041_ = (l_1040_ != 0u);
                                                                                        if (l_1041_) {
                                                                                            uint l_1042_ = (l_1036_ - 1u);
                                                                                            l_mut_217_ = l_1042_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2248 = l_mut_217_;
                                                                                    float l_1043_ = asfloat(_e2248);
                                                                                    double l_1044_ = double(l_1043_);
                                                                                    bool l_1045_ = (l_1044_ <= l_1016_);
                                                                                    if (l_1045_) {
                                                                                        uint l_1046_ = asuint(l_1022_);
                                                                                        uint l_1047_ = (l_1046_ + 1u);
                                                                                        l_mut_217_ = l_1047_;
                                                                                        uint l_1048_ = (l_1046_ & 2147483647u);
                                                                                        bool l_1049_ = (l_1048_ == 0u);
                                                                                        if (l_1049_) {
                                                                                            l_mut_217_ = 1u;
                                                                                        } else {
                                                                                            uint l_1050_ = (l_1046_ & 2147483648u);
                                                                                            bool l_1051_ = (l_1050_ != 0u);
                                                                                            if (l_1051_) {
                                                                                                uint l_1052_ = (l_1046_ - 1u);
                                                                                                l_mut_217_ = l_1052_;
                                                                                            }
                                                                                        }
                                                                                        uint _e2266 = l_mut_217_;
                                                                                        float l_1053_ = asfloat(_e2266);
                                                                                        double l_1054_ = double(l_1053_);
                                                                                        l_mut_592_ = l_1054_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double l_1055_ = a_837_[1];
                                                                            double l_1056_ = -(l_1055_);
                                                                            double l_1057_ = (l_1056_ * 7.1362384635298e44L);
                                                                            double l_1058_ = floor(l_1057_);
                                                                            double l_1059_ = (l_1058_ * 1.401298464324817e-45L);
                                                                            l_mut_32_ = l_1059_;
                                                                            double l_1060_ = abs(l_1056_);
                                                                            bool l_1061_ = (l_1060_ >= 1.1754943508222875e-38L);
                                                                            if (l_1061_) {
                                                                                float l_1062_ = float(l_1056_);
                                                                                double l_1063_ = double(l_1062_);
                                                                                l_mut_32_ = l_1063_;
                                                                                double _e2282 = l_mut_32_;
                                                                                bool l_1064_ = (_e2282 > l_1056_);
                                                                                if (l_1064_) {
                                                                                    float l_1065_ = -(l_1062_);
                                                                                    uint l_1066_ = asuint(l_1065_);
                                                                                    uint l_1067_ = (l_1066_ + 1u);
                                                                                    l_mut_217_ = l_1067_;
                                                                                    uint l_1068_ = (l_1066_ & 2147483647u);
                                                                                    bool l_1069_ = (l_1068_ == 0u);
                                                                                    if (l_1069_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_1070_ = (l_1066_ & 2147483648u);
                                                                                        bool l_1071_ = (l_1070_ != 0u);
                                                                                        if (l_1071_) {
                                                                                            uint l_1072_ = (l_1066_ - 1u);
                                                                                            l_mut_217_ = l_1072_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2299 = l_mut_217_;
                                                                                    float l_1073_ = asfloat(_e2299);
                                                                                    float l_1074_ = -(l_1073_);
                                                                                    double l_1075_ = double(l_1074_);
                                                                                    l_mut_32_ = l_1075_;
                                                                                } else {
                                                                                    uint l_1076_ = asuint(l_1062_);
                                                                                    uint l_1077_ = (l_1076_ + 1u);
                                                                                    l_mut_217_ = l_1077_;
                                                                                    uint l_1078_ = (l_1076_ & 2147483647u);
                                                                                    bool l_1079_ = (l_1078_ == 0u);
                                                                                    if (l_1079_) {
                                                                                        l_mut_217_ = 1u;
                                                                                    } else {
                                                                                        uint l_1080_ = (l_1076_ & 2147483648u);
                                                                                        bool l_1081_ = (l_1080_ != 0u);
                                                                                        if (l_1081_) {
                                                                                            uint l_1082_ = (l_1076_ - 1u);
                                                                                            l_mut_217_ = l_1082_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2317 = l_mut_217_;
                                                                                    float l_1083_ = asfloat(_e2317);
                                                                                    double l_1084_ = double(l_1083_);
                                                                                    bool l_1085_ = (l_1084_ <= l_1056_);
                                                                                    if (l_1085_) {
                                                                                        uint l_1086_ = asuint(l_1062_);
                                                                                        uint l_1087_ = (l_1086_ + 1u);
                                                                                        l_mut_217_ = l_1087_;
                                                                                        uint l_1088_ = (l_1086_ & 2147483647u);
                                                                                        bool l_1089_ = (l_1088_ == 0u);
                                                                                        if (l_1089_) {
                                                                                            l_mut_217_ = 1u;
                                                                                        } else {
                                                                                            uint l_1090_ = (l_1086_ & 2147483648u);
                                                                                            bool l_1091_ = (l_1090_ != 0u);
                                                                                            if (l_1091_) {
                                                                                                uint l_1092_ = (l_1086_ - 1u);
                                                                                                l_mut_217_ = l_1092_;
                                                                                            }
                                                                                        }
                                                                                        uint _e2335 = l_mut_217_;
                                                                                        float l_1093_ = asfloat(_e2335);
                                                                                        double l_1094_ = double(l_1093_);
                                                                                        l_mut_32_ = l_1094_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e2338 = l_mut_32_;
                                                                            double l_1095_ = -(_e2338);
                                                                            float _e2340 = l_mut_22_;
                                                                            double l_1096_ = double(_e2340);
                                                                            float _e2342 = l_mut_22_;
                                                                            uint l_1097_ = asuint(_e2342);
                                                                            uint l_1098_ = (l_1097_ + 1u);
                                                                            l_mut_217_ = l_1098_;
                                                                            uint l_1099_ = (l_1097_ & 2147483647u);
                                                                            bool l_1100_ = (l_1099_ == 0u);
                                                                            if (l_1100_) {
                                                                                l_mut_217_ = 1u;
                                                                            } else {
                                                                                uint l_1101_ = (l_1097_ & 2147483648u);
                                                                                bool l_1102_ = (l_1101_ != 0u);
                                                                                if (l_1102_) {
                                                                                    uint l_1103_ = (l_1097_ - 1u);
                                                                                    l_mut_217_ = l_1103_;
                                                                                }
                                                                            }
                                                                            uint _e2357 = l_mut_217_;
                                                                            float l_1104_ = asfloat(_e2357);
                                                                            double l_1105_ = double(l_1104_);
                                                                            float _e2360 = l_mut_22_;
                                                                            float l_1106_ = -(_e2360);
                                                                            uint l_1107_ = asuint(l_1106_);
                                                                            uint l_1108_ = (l_1107_ + 1u);
                                                                            l_mut_217_ = l_1108_;
                                                                            uint l_1109_ = (l_1107_ & 2147483647u);
                                                                            bool l_1110_ = (l_1109_ == 0u);
                                                                            if (l_1110_) {
                                                                                l_mut_217_ = 1u;
                                                                            } else {
                                                                                uint l_1111_ = (l_1107_ & 2147483648u);
                                                                                bool l_1112_ = (l_1111_ != 0u);
                                                                                if (l_1112_) {
                                                                                    uint l_1113_ = (l_1107_ - 1u);
                                                                                    l_mut_217_ = l_1113_;
                                                                                }
                                                                            }
                                                                            uint _e2376 = l_mut_217_;
                                                                            float l_1114_ = asfloat(_e2376);
                                                                            float l_1115_ = -(l_1114_);
                                                                            double l_1116_ = double(l_1115_);
                                                                            double _e2380 = l_mut_592_;
                                                                            double l_1117_ = (_e2380 + 0.0L);
                                                                            bool l_1118_ = (l_1117_ <= l_1096_);
                                                                            l_mut_276_ = l_1118_;
                                                                            double _e2384 = l_mut_592_;
                                                                            double l_1119_ = (_e2384 - 0.0L);
                                                                            bool l_1120_ = (l_1119_ > l_1096_);
                                                                            l_mut_273_ = l_1120_;
                                                                            double l_1121_ = (l_1095_ - 0.0L);
                                                                            bool l_1122_ = (l_1121_ >= l_1096_);
                                                                            l_mut_270_ = l_1122_;
                                                                            double l_1123_ = (l_1095_ + 0.0L);
                                                                            bool l_1124_ = (l_1123_ < l_1096_);
                                                                            l_mut_267_ = l_1124_;
                                                                            l_mut_217_ = 2u;
                                                                            bool _e2395 = l_mut_273_;
                                                                            if (!(_e2395)) {
                                                                                bool _e2399 = l_mut_267_;
                                                                                local_49 = _e2399;
                                                                            } else {
                                                                                local_49 = true;
                                                                            }
                                                                            bool l_1125_ = local_49;
                                                                            if (l_1125_) {
                                                                                l_mut_217_ = 1u;
                                                                            } else {
                                                                                bool _e2403 = l_mut_276_;
                                                                                if (_e2403) {
                                                                                    bool _e2406 = l_mut_270_;
                                                                                    local_50 = _e2406;
                                                                                } else {
                                                                                    local_50 = false;
                                                                                }
                                                                                bool l_1126_ = local_50;
                                                                                if (l_1126_) {
                                                                                    l_mut_217_ = 0u;
                                                                                }
                                                                            }
                                                                            uint _e2410 = l_mut_217_;
                                                                            l_mut_246_ = _e2410;
                                                                        }
                                                                        uint _e2411 = l_mut_246_;
                                                                        l_mut_201_ = _e2411;
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
                            uint l_1127_ = a_200_[0];
                            bool l_1128_ = (l_1127_ == 0u);
                            if (l_1128_) {
                                l_mut_201_ = 2u;
                            }
                            uint _e2417 = l_mut_181_;
                            uint _e2419 = l_mut_201_;
                            a_10_[min(uint(_e2417), 7u)] = _e2419;
                            uint _e2420 = l_mut_181_;
                            uint l_1129_ = a_10_[min(uint(_e2420), 7u)];
                            bool l_1130_ = (l_1129_ == 2u);
                            if (l_1130_) {
                                l_mut_178_ = false;
                            }
                        }
                    }
                }
                uint _e2429 = l_mut_83_;
                bool l_1131_ = (_e2429 == 4294967293u);
                if (l_1131_) {
                    uint l_1132_ = a_8_[0];
                    uint l_1133_ = (l_1132_ + 1u);
                    a_8_[0] = l_1133_;
                } else {
                    bool _e2437 = l_mut_178_;
                    if (_e2437) {
                        l_mut_592_ = l_171_;
                        double _e2438 = l_mut_592_;
                        bool l_1134_ = (_e2438 < -17.0L);
                        if (l_1134_) {
                            l_mut_592_ = -17.0L;
                        }
                        double _e2442 = l_mut_592_;
                        bool l_1135_ = (_e2442 > 17.0L);
                        if (l_1135_) {
                            l_mut_592_ = 17.0L;
                        }
                        double _e2446 = l_mut_592_;
                        double l_1136_ = (_e2446 + 16.0L);
                        double l_1137_ = (l_1136_ + 1.0L);
                        uint l_1138_ = naga_f2u32(l_1137_);
                        uint l_1139_ = (2u + l_1138_);
                        uint l_1140_ = a_8_[min(uint(l_1139_), 64u)];
                        uint l_1141_ = (l_1140_ + 1u);
                        a_8_[min(uint(l_1139_), 64u)] = l_1141_;
                        float _e2459 = l_mut_22_;
                        uint l_1142_ = asuint(_e2459);
                        uint l_1143_ = (l_1142_ & 8388607u);
                        double l_1144_ = double(l_1143_);
                        double l_1145_ = (l_1144_ / 7.1362384635298e44L);
                        l_mut_592_ = l_1145_;
                        uint l_1146_ = (l_1142_ & 2139095040u);
                        bool l_1147_ = (l_1146_ != 0u);
                        if (l_1147_) {
                            uint l_1148_ = (l_1142_ & 2147483647u);
                            float l_1149_ = asfloat(l_1148_);
                            double l_1150_ = double(l_1149_);
                            l_mut_592_ = l_1150_;
                        }
                        uint l_1151_ = (l_1142_ >> 31u);
                        double l_1152_ = double(l_1151_);
                        double l_1153_ = (2.0L * l_1152_);
                        double l_1154_ = (1.0L - l_1153_);
                        double _e2481 = l_mut_592_;
                        l_mut_592_ = (_e2481 * l_1154_);
                        double _e2483 = l_mut_25_;
                        double l_1155_ = abs(_e2483);
                        double _e2485 = l_mut_25_;
                        double l_1156_ = (_e2485 * 0.0L);
                        double l_1157_ = (l_1156_ + 7.1362384635298e44L);
                        l_mut_32_ = l_1157_;
                        bool l_1158_ = (l_1155_ >= 2.350988701644575e-38L);
                        if (l_1158_) {
                            uint _e2492 = l_mut_83_;
                            uint l_1159_ = (_e2492 & 2147483647u);
                            float l_1160_ = asfloat(l_1159_);
                            double l_1161_ = double(l_1160_);
                            uint l_1162_ = (l_1159_ & 2139095040u);
                            float l_1163_ = asfloat(l_1162_);
                            double l_1164_ = double(l_1163_);
                            bool l_1165_ = (l_1161_ > l_1155_);
                            uint l_1166_ = (l_1159_ & 8388607u);
                            bool l_1167_ = (l_1166_ == 0u);
                            if (l_1165_) {
                                local_51 = l_1167_;
                            } else {
                                local_51 = false;
                            }
                            bool l_1168_ = local_51;
                            double l_1169_ = (l_1164_ * 1.1920928955078125e-7L);
                            double l_1170_ = double(l_1168_);
                            double l_1171_ = (0.5L * l_1170_);
                            double l_1172_ = (1.0L - l_1171_);
                            double l_1173_ = (l_1169_ * l_1172_);
                            double l_1174_ = (1.0L / l_1173_);
                            l_mut_32_ = l_1174_;
                        }
                        double _e2520 = l_mut_592_;
                        double _e2521 = l_mut_25_;
                        double l_1175_ = (_e2520 - _e2521);
                        double _e2523 = l_mut_32_;
                        double l_1176_ = (l_1175_ * _e2523);
                        uint l_1177_ = a_8_[45];
                        bool l_1178_ = (l_1177_ == 4294967295u);
                        double l_1179_ = a_9_[0];
                        bool l_1180_ = (l_1176_ < l_1179_);
                        if (!(l_1178_)) {
                            local_52 = l_1180_;
                        } else {
                            local_52 = true;
                        }
                        bool l_1181_ = local_52;
                        if (l_1181_) {
                            a_9_[0] = l_1176_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_152_;
                        }
                        uint l_1182_ = a_8_[47];
                        bool l_1183_ = (l_1182_ == 4294967295u);
                        double l_1184_ = a_9_[1];
                        bool l_1185_ = (l_1176_ > l_1184_);
                        if (!(l_1183_)) {
                            local_53 = l_1185_;
                        } else {
                            local_53 = true;
                        }
                        bool l_1186_ = local_53;
                        if (l_1186_) {
                            a_9_[1] = l_1176_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_152_;
                        }
                        bool l_1187_ = (l_171_ != 0.0L);
                        if (l_1187_) {
                            l_mut_1188_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e2608 = l_mut_1188_;
                                    l_mut_1188_ = (_e2608 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e2559 = l_mut_1188_;
                                if ((_e2559 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2562 = l_mut_1188_;
                                    uint l_1189_ = a_10_[min(uint(_e2562), 7u)];
                                    bool l_1190_ = (l_1189_ == 1u);
                                    if (l_1190_) {
                                        uint _e2568 = l_mut_1188_;
                                        uint l_1191_ = (37u + _e2568);
                                        uint l_1192_ = a_8_[min(uint(l_1191_), 64u)];
                                        uint l_1193_ = (l_1192_ + 1u);
                                        a_8_[min(uint(l_1191_), 64u)] = l_1193_;
                                        uint _e2576 = l_mut_1188_;
                                        uint l_1194_ = (2u + _e2576);
                                        uint l_1195_ = (2u * l_1194_);
                                        uint l_1196_ = (45u + l_1195_);
                                        uint l_1197_ = a_8_[min(uint(l_1196_), 64u)];
                                        bool l_1198_ = (l_1197_ == 4294967295u);
                                        double l_1199_ = abs(l_1176_);
                                        uint _e2588 = l_mut_1188_;
                                        uint l_1200_ = (2u + _e2588);
                                        double l_1201_ = a_9_[min(uint(l_1200_), 9u)];
                                        double l_1202_ = abs(l_1201_);
                                        bool l_1203_ = (l_1199_ > l_1202_);
                                        if (!(l_1198_)) {
                                            local_54 = l_1203_;
                                        } else {
                                            local_54 = true;
                                        }
                                        bool l_1204_ = local_54;
                                        if (l_1204_) {
                                            uint _e2600 = l_mut_1188_;
                                            uint l_1205_ = (2u + _e2600);
                                            a_9_[min(uint(l_1205_), 9u)] = l_1176_;
                                            a_8_[min(uint(l_1196_), 64u)] = l_20_;
                                            uint l_1206_ = (l_1196_ + 1u);
                                            a_8_[min(uint(l_1206_), 64u)] = l_152_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1207_ = a_8_[1];
                        uint l_1208_ = (l_2_ + l_1207_);
                        uint l_1209_ = (l_1208_ * 2u);
                        uint l_1287_ = asuint(info.Load(24+0));
                        uint l_1288_ = (l_1287_ * 1u);
                        bool l_1289_ = (l_1209_ < l_1288_);
                        if (l_1289_) {
                            buffer_6_global.Store(l_1209_*4, asuint(l_20_));
                        }
                        uint l_1210_ = (l_1209_ + 1u);
                        uint l_1290_ = asuint(info.Load(24+0));
                        uint l_1291_ = (l_1290_ * 1u);
                        bool l_1292_ = (l_1210_ < l_1291_);
                        if (l_1292_) {
                            buffer_6_global.Store(l_1210_*4, asuint(l_152_));
                        }
                        uint l_1211_ = a_8_[1];
                        uint l_1212_ = (l_1211_ + 1u);
                        a_8_[1] = l_1212_;
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
                uint _e2665 = l_mut_1213_;
                l_mut_1213_ = (_e2665 + 1u);
            }
            loop_init_5 = false;
            uint _e2645 = l_mut_1213_;
            if ((_e2645 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1214_ = (id * 65u);
                uint _e2650 = l_mut_1213_;
                uint l_1215_ = (l_1214_ + _e2650);
                uint _e2652 = l_mut_1213_;
                uint l_1216_ = a_8_[min(uint(_e2652), 64u)];
                uint l_1293_ = asuint(info.Load(16+0));
                uint l_1294_ = (l_1293_ * 1u);
                bool l_1295_ = (l_1215_ < l_1294_);
                if (l_1295_) {
                    buffer_4_global.Store(l_1215_*4, asuint(l_1216_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e2689 = l_mut_1217_;
                l_mut_1217_ = (_e2689 + 1u);
            }
            loop_init_6 = false;
            uint _e2669 = l_mut_1217_;
            if ((_e2669 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1218_ = (id * 10u);
                uint _e2674 = l_mut_1217_;
                uint l_1219_ = (l_1218_ + _e2674);
                uint _e2676 = l_mut_1217_;
                double l_1220_ = a_9_[min(uint(_e2676), 9u)];
                uint l_1296_ = asuint(info.Load(20+0));
                uint l_1297_ = (l_1296_ * 1u);
                bool l_1298_ = (l_1219_ < l_1297_);
                if (l_1298_) {
                    buffer_5_global.Store(l_1219_*8, l_1220_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
