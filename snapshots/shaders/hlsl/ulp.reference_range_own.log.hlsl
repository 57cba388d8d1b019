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
    uint a_235_[1] = (uint[1])0;
    double a_1345_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    uint l_mut_115_ = (uint)0;
    bool l_mut_213_ = (bool)0;
    uint l_mut_236_ = (uint)0;
    uint l_mut_252_ = (uint)0;
    float l_mut_25_ = (float)0;
    uint l_mut_293_ = (uint)0;
    double l_mut_31_ = (double)0;
    bool l_mut_344_ = (bool)0;
    bool l_mut_347_ = (bool)0;
    bool l_mut_350_ = (bool)0;
    bool l_mut_353_ = (bool)0;
    double l_mut_45_ = (double)0;
    int l_mut_73_ = (int)0;
    double l_mut_77_ = (double)0;
    double l_mut_912_ = (double)0;
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
    uint l_mut_216_ = (uint)0;
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
    uint l_mut_2033_ = (uint)0;
    bool local_82 = (bool)0;
    uint l_mut_2062_ = 0u;
    uint l_mut_2066_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2084_ = asuint(info.Load(28+0));
        uint l_2085_ = (l_2084_ * 1u);
        bool l_2086_ = (0u < l_2085_);
        if (l_2086_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_2070_ = asuint(info.Load(0+0));
    uint l_2071_ = (l_2070_ * 1u);
    bool l_2072_ = (1u < l_2071_);
    uint l_2073_ = (l_2071_ - 1u);
    uint l_2074_ = min(1u, l_2073_);
    uint l_2075_ = asuint(buffer_0_global.Load(l_2074_*4));
    uint l_1_ = (l_2072_ ? l_2075_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_2077_ = asuint(info.Load(0+0));
    uint l_2078_ = (l_2077_ * 1u);
    bool l_2079_ = (2u < l_2078_);
    uint l_2080_ = (l_2078_ - 1u);
    uint l_2081_ = min(2u, l_2080_);
    uint l_2082_ = asuint(buffer_0_global.Load(l_2081_*4));
    uint l_3_ = (l_2079_ ? l_2082_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_2087_ = asuint(info.Load(0+0));
        uint l_2088_ = (l_2087_ * 1u);
        bool l_2089_ = (2u < l_2088_);
        uint l_2090_ = (l_2088_ - 1u);
        uint l_2091_ = min(2u, l_2090_);
        uint l_2092_ = asuint(buffer_0_global.Load(l_2091_*4));
        uint l_6_ = (l_2089_ ? l_2092_ : 0u);
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
        uint l_2094_ = asuint(info.Load(12+0));
        uint l_2095_ = (l_2094_ * 1u);
        bool l_2096_ = (1024u < l_2095_);
        uint l_2097_ = (l_2095_ - 1u);
        uint l_2098_ = min(1024u, l_2097_);
        uint l_2099_ = asuint(buffer_3_global.Load(l_2098_*4));
        uint l_18_ = (l_2096_ ? l_2099_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e4157 = l_mut_21_;
                l_mut_21_ = (_e4157 + 1u);
            }
            loop_init_2 = false;
            uint _e171 = l_mut_21_;
            if ((_e171 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_2101_ = asuint(info.Load(0+0));
                uint l_2102_ = (l_2101_ * 1u);
                bool l_2103_ = (0u < l_2102_);
                uint l_2104_ = (l_2102_ - 1u);
                uint l_2105_ = min(0u, l_2104_);
                uint l_2106_ = asuint(buffer_0_global.Load(l_2105_*4));
                uint l_22_ = (l_2103_ ? l_2106_ : 0u);
                uint _e190 = l_mut_21_;
                uint l_23_ = (l_22_ + _e190);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = log(l_24_);
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
                double _e204 = l_mut_31_;
                uint64_t l_35_ = _e204;
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
                double _e225 = l_mut_45_;
                uint64_t l_49_ = _e225;
                uint l_50_ = (l_41_ >> 31u);
                uint64_t l_51_ = uint64_t(l_50_);
                uint64_t l_52_ = (l_51_ << uint(63uL));
                uint64_t l_53_ = (l_49_ | l_52_);
                double l_54_ = l_53_;
                l_mut_45_ = l_54_;
                bool l_55_ = (l_54_ < 0.0L);
                if (l_55_) {
                    uint64_t l_56_ = l_54_;
                    uint64_t l_57_ = (l_56_ | 9221120237041090560uL);
                    double l_58_ = l_57_;
                    l_mut_45_ = l_58_;
                } else {
                    bool l_59_ = (l_54_ == 0.0L);
                    if (l_59_) {
                        double l_60_ = abs(l_54_);
                        uint64_t l_61_ = l_60_;
                        uint64_t l_62_ = (l_61_ | 9218868437227405312uL);
                        uint64_t l_63_ = (l_62_ & -4503599627370496L);
                        double l_64_ = l_63_;
                        double l_65_ = -(l_64_);
                        l_mut_45_ = l_65_;
                    } else {
                        uint l_66_ = asuint(l_24_);
                        bool l_67_ = (l_66_ < 2139095040u);
                        if (l_67_) {
                            uint64_t l_68_ = l_54_;
                            uint64_t l_69_ = (l_68_ >> uint(52uL));
                            uint64_t l_70_ = (l_69_ & 2047uL);
                            int l_71_ = int(l_70_);
                            int l_72_ = asint(asuint(l_71_) - asuint(int(1023)));
                            l_mut_73_ = l_72_;
                            uint64_t l_74_ = (l_68_ & 4503599627370495uL);
                            uint64_t l_75_ = (l_74_ | 4607182418800017408uL);
                            double l_76_ = l_75_;
                            l_mut_77_ = l_76_;
                            double _e272 = l_mut_77_;
                            bool l_78_ = (_e272 > 1.4142135623730951L);
                            if (l_78_) {
                                double _e275 = l_mut_77_;
                                l_mut_77_ = (_e275 * 0.5L);
                                int _e278 = l_mut_73_;
                                l_mut_73_ = asint(asuint(_e278) + asuint(int(1)));
                            }
                            double _e281 = l_mut_77_;
                            double l_79_ = (_e281 - 1.0L);
                            double l_80_ = (2.0L + l_79_);
                            double l_81_ = (l_79_ / l_80_);
                            double l_82_ = (l_81_ * l_81_);
                            double l_83_ = (l_82_ * 0.04L);
                            double l_84_ = (l_83_ + 0.043478260869565216L);
                            l_mut_77_ = l_84_;
                            double _e292 = l_mut_77_;
                            double l_85_ = (_e292 * l_82_);
                            double l_86_ = (l_85_ + 0.047619047619047616L);
                            l_mut_77_ = l_86_;
                            double _e296 = l_mut_77_;
                            double l_87_ = (_e296 * l_82_);
                            double l_88_ = (l_87_ + 0.05263157894736842L);
                            l_mut_77_ = l_88_;
                            double _e300 = l_mut_77_;
                            double l_89_ = (_e300 * l_82_);
                            double l_90_ = (l_89_ + 0.058823529411764705L);
                            l_mut_77_ = l_90_;
                            double _e304 = l_mut_77_;
                            double l_91_ = (_e304 * l_82_);
                            double l_92_ = (l_91_ + 0.06666666666666667L);
                            l_mut_77_ = l_92_;
                            double _e308 = l_mut_77_;
                            double l_93_ = (_e308 * l_82_);
                            double l_94_ = (l_93_ + 0.07692307692307693L);
                            l_mut_77_ = l_94_;
                            double _e312 = l_mut_77_;
                            double l_95_ = (_e312 * l_82_);
                            double l_96_ = (l_95_ + 0.09090909090909091L);
                            l_mut_77_ = l_96_;
                            double _e316 = l_mut_77_;
                            double l_97_ = (_e316 * l_82_);
                            double l_98_ = (l_97_ + 0.1111111111111111L);
                            l_mut_77_ = l_98_;
                            double _e320 = l_mut_77_;
                            double l_99_ = (_e320 * l_82_);
                            double l_100_ = (l_99_ + 0.14285714285714285L);
                            l_mut_77_ = l_100_;
                            double _e324 = l_mut_77_;
                            double l_101_ = (_e324 * l_82_);
                            double l_102_ = (l_101_ + 0.2L);
                            l_mut_77_ = l_102_;
                            double _e328 = l_mut_77_;
                            double l_103_ = (_e328 * l_82_);
                            double l_104_ = (l_103_ + 0.3333333333333333L);
                            l_mut_77_ = l_104_;
                            double l_105_ = (2.0L * l_81_);
                            double l_106_ = (2.0L * l_81_);
                            double l_107_ = (l_106_ * l_82_);
                            double _e337 = l_mut_77_;
                            double l_108_ = (l_107_ * _e337);
                            double l_109_ = (l_105_ + l_108_);
                            int _e340 = l_mut_73_;
                            double l_110_ = double(_e340);
                            double l_111_ = (l_110_ * 0.6931471824645996L);
                            double l_112_ = (l_110_ * -1.904654299957768e-9L);
                            double l_113_ = (l_112_ + l_109_);
                            double l_114_ = (l_111_ + l_113_);
                            l_mut_45_ = l_114_;
                        }
                    }
                }
                double _e348 = l_mut_45_;
                l_mut_31_ = _e348;
                l_mut_115_ = 4294967294u;
                float _e350 = l_mut_25_;
                uint l_116_ = asuint(_e350);
                uint l_117_ = asuint(l_24_);
                uint l_118_ = (l_117_ & 2139095040u);
                bool l_119_ = (l_118_ != 2139095040u);
                bool l_120_ = (l_118_ == 0u);
                uint l_121_ = asuint(l_24_);
                uint l_122_ = (l_121_ & 8388607u);
                bool l_123_ = (l_122_ != 0u);
                if (l_120_) {
                    local = l_123_;
                } else {
                    local = false;
                }
                bool l_124_ = local;
                double _e368 = l_mut_31_;
                double l_125_ = abs(_e368);
                double _e370 = l_mut_31_;
                bool l_126_ = (_e370 < 0.0L);
                uint l_127_ = uint(l_126_);
                uint l_128_ = (2147483648u * l_127_);
                if (l_124_) {
                } else {
                    double _e376 = l_mut_31_;
                    const bool _e377 = is_nan_1_f64_(_e376);
                    if (_e377) {
                        uint l_130_ = (l_116_ & 2147483647u);
                        bool l_131_ = (l_130_ > 2139095040u);
                        if (l_131_) {
                            l_mut_115_ = 4294967293u;
                        }
                    } else {
                        bool l_132_ = (l_125_ >= 3.402823669209385e38L);
                        bool l_133_ = !(l_119_);
                        bool l_134_ = (l_125_ == 0.0L);
                        if (l_133_) {
                            local_1 = l_134_;
                        } else {
                            local_1 = false;
                        }
                        bool l_135_ = local_1;
                        if (!(l_132_)) {
                            local_2 = l_135_;
                        } else {
                            local_2 = true;
                        }
                        bool l_136_ = local_2;
                        if (l_136_) {
                            bool l_137_ = (l_125_ >= 3.402823669209385e38L);
                            uint l_138_ = uint(l_137_);
                            uint l_139_ = (2139095040u * l_138_);
                            uint l_140_ = (l_139_ | l_128_);
                            bool l_141_ = (l_116_ == l_140_);
                            uint l_142_ = (l_116_ | l_140_);
                            uint l_143_ = (l_142_ & 2147483647u);
                            bool l_144_ = (l_143_ == 0u);
                            if (!(l_141_)) {
                                local_3 = l_144_;
                            } else {
                                local_3 = true;
                            }
                            bool l_145_ = local_3;
                            if (l_145_) {
                                l_mut_115_ = 4294967293u;
                            }
                        } else {
                            bool l_146_ = (l_125_ >= 2.350988701644575e-38L);
                            if (l_119_) {
                                local_4 = l_146_;
                            } else {
                                local_4 = false;
                            }
                            bool l_147_ = local_4;
                            bool l_148_ = (l_125_ < 3.4028234663852886e38L);
                            if (l_147_) {
                                local_5 = l_148_;
                            } else {
                                local_5 = false;
                            }
                            bool l_149_ = local_5;
                            if (l_149_) {
                                float l_150_ = float(l_125_);
                                uint l_151_ = asuint(l_150_);
                                float l_152_ = asfloat(l_151_);
                                double l_153_ = double(l_152_);
                                double l_154_ = (l_125_ - l_153_);
                                uint l_155_ = (l_151_ + 1u);
                                bool l_156_ = (l_154_ < 0.0L);
                                uint l_157_ = uint(l_156_);
                                uint l_158_ = (2u * l_157_);
                                uint l_159_ = (l_155_ - l_158_);
                                float l_160_ = asfloat(l_159_);
                                double l_161_ = double(l_160_);
                                double l_162_ = (l_161_ - l_153_);
                                double l_163_ = abs(l_162_);
                                double l_164_ = (l_163_ * 0.5L);
                                double l_165_ = abs(l_154_);
                                double l_166_ = (l_164_ - l_165_);
                                double l_167_ = (l_125_ * 9.094947017729282e-13L);
                                bool l_168_ = (l_166_ > l_167_);
                                if (l_168_) {
                                    uint l_169_ = (l_151_ | l_128_);
                                    l_mut_115_ = l_169_;
                                }
                            } else {
                                bool l_170_ = (l_125_ < 2.350988701644575e-38L);
                                if (l_119_) {
                                    local_6 = l_170_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_171_ = local_6;
                                if (l_171_) {
                                    double l_172_ = (l_125_ * 7.1362384635298e44L);
                                    double l_173_ = floor(l_172_);
                                    double l_174_ = (l_172_ - l_173_);
                                    double l_175_ = (l_174_ - 0.5L);
                                    double l_176_ = abs(l_175_);
                                    double l_177_ = (l_172_ * 9.094947017729282e-13L);
                                    bool l_178_ = (l_176_ > l_177_);
                                    if (l_178_) {
                                        bool l_179_ = (l_174_ > 0.5L);
                                        double l_180_ = double(l_179_);
                                        double l_181_ = (l_173_ + l_180_);
                                        uint l_182_ = naga_f2u32(l_181_);
                                        uint l_183_ = (l_182_ | l_128_);
                                        l_mut_115_ = l_183_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e474 = l_mut_25_;
                uint l_184_ = asuint(_e474);
                uint l_185_ = (l_184_ & 2147483647u);
                bool l_186_ = (l_185_ > 2139095040u);
                uint l_187_ = (l_184_ & 2147483647u);
                bool l_188_ = (l_187_ == 0u);
                uint l_189_ = (l_184_ & 2147483647u);
                double l_190_ = double(l_189_);
                uint l_191_ = (l_184_ >> 31u);
                double l_192_ = double(l_191_);
                double l_193_ = (2.0L * l_192_);
                double l_194_ = (1.0L - l_193_);
                double l_195_ = (l_190_ * l_194_);
                uint _e495 = l_mut_115_;
                uint l_196_ = (_e495 & 2147483647u);
                double l_197_ = double(l_196_);
                uint _e499 = l_mut_115_;
                uint l_198_ = (_e499 >> 31u);
                double l_199_ = double(l_198_);
                double l_200_ = (2.0L * l_199_);
                double l_201_ = (1.0L - l_200_);
                double l_202_ = (l_197_ * l_201_);
                double l_203_ = (l_195_ - l_202_);
                uint _e509 = l_mut_115_;
                uint l_204_ = (_e509 & 2139095040u);
                bool l_205_ = (l_204_ == 0u);
                uint _e514 = l_mut_115_;
                bool l_206_ = (_e514 < 4294967293u);
                bool l_207_ = (l_203_ == 0.0L);
                if (l_188_) {
                    local_7 = l_205_;
                } else {
                    local_7 = false;
                }
                bool l_208_ = local_7;
                if (!(l_186_)) {
                    local_8 = l_208_;
                } else {
                    local_8 = true;
                }
                bool l_209_ = local_8;
                bool l_210_ = !(l_209_);
                if (!(l_207_)) {
                    local_9 = l_210_;
                } else {
                    local_9 = true;
                }
                bool l_211_ = local_9;
                if (l_206_) {
                    local_10 = l_211_;
                } else {
                    local_10 = false;
                }
                bool l_212_ = local_10;
                l_mut_213_ = l_212_;
                bool l_214_ = (l_203_ != 0.0L);
                bool _e540 = l_mut_213_;
                if (_e540) {
                    local_11 = l_214_;
                } else {
                    local_11 = false;
                }
                bool l_215_ = local_11;
                if (l_215_) {
                    l_mut_216_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3909 = l_mut_216_;
                            l_mut_216_ = (_e3909 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e547 = l_mut_216_;
                        if ((_e547 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e551 = l_mut_216_;
                            uint l_217_ = (2u * _e551);
                            uint l_2108_ = asuint(info.Load(4+0));
                            uint l_2109_ = (l_2108_ * 1u);
                            bool l_2110_ = (l_217_ < l_2109_);
                            uint l_2111_ = (l_2109_ - 1u);
                            uint l_2112_ = min(l_217_, l_2111_);
                            uint l_2113_ = asuint(buffer_1_global.Load(l_2112_*4));
                            uint l_218_ = (l_2110_ ? l_2113_ : 0u);
                            uint _e569 = l_mut_216_;
                            uint l_219_ = (2u * _e569);
                            uint l_220_ = (l_219_ + 1u);
                            uint l_2115_ = asuint(info.Load(4+0));
                            uint l_2116_ = (l_2115_ * 1u);
                            bool l_2117_ = (l_220_ < l_2116_);
                            uint l_2118_ = (l_2116_ - 1u);
                            uint l_2119_ = min(l_220_, l_2118_);
                            uint l_2120_ = asuint(buffer_1_global.Load(l_2119_*4));
                            uint l_221_ = (l_2117_ ? l_2120_ : 0u);
                            bool l_222_ = (l_221_ != 0u);
                            uint _e590 = l_mut_216_;
                            uint l_223_ = (_e590 * 4u);
                            uint l_2122_ = asuint(info.Load(8+0));
                            uint l_2123_ = (l_2122_ * 1u);
                            bool l_2124_ = (l_223_ < l_2123_);
                            uint l_2125_ = (l_2123_ - 1u);
                            uint l_2126_ = min(l_223_, l_2125_);
                            double l_2127_ = buffer_2_global.Load<double>(l_2126_*8);
                            double l_224_ = (l_2124_ ? l_2127_ : 0.0L);
                            uint _e608 = l_mut_216_;
                            uint l_225_ = (_e608 * 4u);
                            uint l_226_ = (l_225_ + 1u);
                            uint l_2129_ = asuint(info.Load(8+0));
                            uint l_2130_ = (l_2129_ * 1u);
                            bool l_2131_ = (l_226_ < l_2130_);
                            uint l_2132_ = (l_2130_ - 1u);
                            uint l_2133_ = min(l_226_, l_2132_);
                            double l_2134_ = buffer_2_global.Load<double>(l_2133_*8);
                            double l_227_ = (l_2131_ ? l_2134_ : 0.0L);
                            uint _e628 = l_mut_216_;
                            uint l_228_ = (_e628 * 4u);
                            uint l_229_ = (l_228_ + 2u);
                            uint l_2136_ = asuint(info.Load(8+0));
                            uint l_2137_ = (l_2136_ * 1u);
                            bool l_2138_ = (l_229_ < l_2137_);
                            uint l_2139_ = (l_2137_ - 1u);
                            uint l_2140_ = min(l_229_, l_2139_);
                            double l_2141_ = buffer_2_global.Load<double>(l_2140_*8);
                            double l_230_ = (l_2138_ ? l_2141_ : 0.0L);
                            double l_231_ = double(l_24_);
                            double l_232_ = abs(l_231_);
                            double _e650 = l_mut_31_;
                            double l_233_ = abs(_e650);
                            double l_234_ = (l_233_ * 1.4551915228366852e-11L);
                            a_235_[0] = 1u;
                            l_mut_236_ = 2u;
                            bool l_237_ = (l_218_ == 0u);
                            if (l_237_) {
                                l_mut_236_ = 0u;
                            } else {
                                bool l_238_ = (l_218_ == 1u);
                                if (l_238_) {
                                    l_mut_236_ = 1u;
                                    double l_239_ = abs(l_203_);
                                    bool l_240_ = (l_239_ <= l_224_);
                                    if (l_240_) {
                                        l_mut_236_ = 0u;
                                    }
                                } else {
                                    bool l_241_ = (l_218_ == 2u);
                                    if (l_241_) {
                                        double _e668 = l_mut_31_;
                                        double l_242_ = abs(_e668);
                                        l_mut_77_ = 1.401298464324817e-45L;
                                        bool l_243_ = (l_242_ >= 1.1754943508222875e-38L);
                                        bool l_244_ = (l_242_ <= 1.7976931348623157e308L);
                                        if (l_243_) {
                                            local_12 = l_244_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_245_ = local_12;
                                        if (l_245_) {
                                            uint64_t l_246_ = l_242_;
                                            uint64_t l_247_ = (l_246_ >> uint(52uL));
                                            uint64_t l_248_ = (l_247_ - 23uL);
                                            uint64_t l_249_ = (l_248_ << uint(52uL));
                                            double l_250_ = l_249_;
                                            l_mut_77_ = l_250_;
                                        }
                                        double _e691 = l_mut_77_;
                                        double l_251_ = (l_224_ * _e691);
                                        l_mut_252_ = 2u;
                                        double _e694 = l_mut_31_;
                                        double l_253_ = (_e694 - l_234_);
                                        double l_254_ = abs(l_253_);
                                        l_mut_77_ = 1.401298464324817e-45L;
                                        bool l_255_ = (l_254_ >= 1.1754943508222875e-38L);
                                        bool l_256_ = (l_254_ <= 1.7976931348623157e308L);
                                        if (l_255_) {
                                            local_13 = l_256_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_257_ = local_13;
                                        if (l_257_) {
                                            uint64_t l_258_ = l_254_;
                                            uint64_t l_259_ = (l_258_ >> uint(52uL));
                                            uint64_t l_260_ = (l_259_ - 23uL);
                                            uint64_t l_261_ = (l_260_ << uint(52uL));
                                            double l_262_ = l_261_;
                                            l_mut_77_ = l_262_;
                                        }
                                        double _e718 = l_mut_31_;
                                        double l_263_ = (_e718 + l_234_);
                                        double l_264_ = abs(l_263_);
                                        l_mut_45_ = 1.401298464324817e-45L;
                                        bool l_265_ = (l_264_ >= 1.1754943508222875e-38L);
                                        bool l_266_ = (l_264_ <= 1.7976931348623157e308L);
                                        if (l_265_) {
                                            local_14 = l_266_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_267_ = local_14;
                                        if (l_267_) {
                                            uint64_t l_268_ = l_264_;
                                            uint64_t l_269_ = (l_268_ >> uint(52uL));
                                            uint64_t l_270_ = (l_269_ - 23uL);
                                            uint64_t l_271_ = (l_270_ << uint(52uL));
                                            double l_272_ = l_271_;
                                            l_mut_45_ = l_272_;
                                        }
                                        double _e742 = l_mut_77_;
                                        double _e743 = l_mut_45_;
                                        bool l_273_ = (_e742 == _e743);
                                        if (l_273_) {
                                            double l_274_ = (l_251_ * 1.4551915228366852e-11L);
                                            double l_275_ = (l_234_ + l_274_);
                                            double _e748 = l_mut_31_;
                                            double l_276_ = (_e748 - l_251_);
                                            double _e750 = l_mut_31_;
                                            double l_277_ = (_e750 + l_251_);
                                            float _e752 = l_mut_25_;
                                            uint l_278_ = asuint(_e752);
                                            uint l_279_ = (l_278_ & 2147483647u);
                                            float l_280_ = asfloat(l_279_);
                                            double l_281_ = double(l_280_);
                                            l_mut_77_ = l_281_;
                                            bool l_282_ = (l_279_ < 8388608u);
                                            if (l_282_) {
                                                double l_283_ = double(l_279_);
                                                double l_284_ = (l_283_ * 1.401298464324817e-45L);
                                                l_mut_77_ = l_284_;
                                            }
                                            double _e763 = l_mut_77_;
                                            uint64_t l_285_ = _e763;
                                            uint l_286_ = (l_278_ >> 31u);
                                            uint64_t l_287_ = uint64_t(l_286_);
                                            uint64_t l_288_ = (l_287_ << uint(63uL));
                                            uint64_t l_289_ = (l_285_ | l_288_);
                                            double l_290_ = l_289_;
                                            float _e774 = l_mut_25_;
                                            uint l_291_ = asuint(_e774);
                                            uint l_292_ = (l_291_ + 1u);
                                            l_mut_293_ = l_292_;
                                            uint l_294_ = (l_291_ & 2147483647u);
                                            bool l_295_ = (l_294_ == 0u);
                                            if (l_295_) {
                                                l_mut_293_ = 1u;
                                            } else {
                                                uint l_296_ = (l_291_ & 2147483648u);
                                                bool l_297_ = (l_296_ != 0u);
                                                if (l_297_) {
                                                    uint l_298_ = (l_291_ - 1u);
                                                    l_mut_293_ = l_298_;
                                                } else {
                                                    bool l_299_ = (l_291_ == 2139095040u);
                                                    if (l_299_) {
                                                        l_mut_293_ = l_291_;
                                                    }
                                                }
                                            }
                                            uint _e791 = l_mut_293_;
                                            float l_300_ = asfloat(_e791);
                                            uint l_301_ = asuint(l_300_);
                                            uint l_302_ = (l_301_ & 2147483647u);
                                            float l_303_ = asfloat(l_302_);
                                            double l_304_ = double(l_303_);
                                            l_mut_77_ = l_304_;
                                            bool l_305_ = (l_302_ < 8388608u);
                                            if (l_305_) {
                                                double l_306_ = double(l_302_);
                                                double l_307_ = (l_306_ * 1.401298464324817e-45L);
                                                l_mut_77_ = l_307_;
                                            }
                                            double _e803 = l_mut_77_;
                                            uint64_t l_308_ = _e803;
                                            uint l_309_ = (l_301_ >> 31u);
                                            uint64_t l_310_ = uint64_t(l_309_);
                                            uint64_t l_311_ = (l_310_ << uint(63uL));
                                            uint64_t l_312_ = (l_308_ | l_311_);
                                            double l_313_ = l_312_;
                                            float _e814 = l_mut_25_;
                                            uint l_314_ = asuint(_e814);
                                            uint l_315_ = (l_314_ ^ 2147483648u);
                                            float l_316_ = asfloat(l_315_);
                                            uint l_317_ = asuint(l_316_);
                                            uint l_318_ = (l_317_ + 1u);
                                            l_mut_293_ = l_318_;
                                            uint l_319_ = (l_317_ & 2147483647u);
                                            bool l_320_ = (l_319_ == 0u);
                                            if (l_320_) {
                                                l_mut_293_ = 1u;
                                            } else {
                                                uint l_321_ = (l_317_ & 2147483648u);
                                                bool l_322_ = (l_321_ != 0u);
                                                if (l_322_) {
                                                    uint l_323_ = (l_317_ - 1u);
                                                    l_mut_293_ = l_323_;
                                                } else {
                                                    bool l_324_ = (l_317_ == 2139095040u);
                                                    if (l_324_) {
                                                        l_mut_293_ = l_317_;
                                                    }
                                                }
                                            }
                                            uint _e835 = l_mut_293_;
                                            float l_325_ = asfloat(_e835);
                                            uint l_326_ = asuint(l_325_);
                                            uint l_327_ = (l_326_ ^ 2147483648u);
                                            float l_328_ = asfloat(l_327_);
                                            uint l_329_ = asuint(l_328_);
                                            uint l_330_ = (l_329_ & 2147483647u);
                                            float l_331_ = asfloat(l_330_);
                                            double l_332_ = double(l_331_);
                                            l_mut_77_ = l_332_;
                                            bool l_333_ = (l_330_ < 8388608u);
                                            if (l_333_) {
                                                double l_334_ = double(l_330_);
                                                double l_335_ = (l_334_ * 1.401298464324817e-45L);
                                                l_mut_77_ = l_335_;
                                            }
                                            double _e851 = l_mut_77_;
                                            uint64_t l_336_ = _e851;
                                            uint l_337_ = (l_329_ >> 31u);
                                            uint64_t l_338_ = uint64_t(l_337_);
                                            uint64_t l_339_ = (l_338_ << uint(63uL));
                                            uint64_t l_340_ = (l_336_ | l_339_);
                                            double l_341_ = l_340_;
                                            double l_342_ = (l_276_ + l_275_);
                                            bool l_343_ = (l_342_ <= l_290_);
                                            l_mut_344_ = l_343_;
                                            double l_345_ = (l_276_ - l_275_);
                                            bool l_346_ = (l_345_ > l_290_);
                                            l_mut_347_ = l_346_;
                                            double l_348_ = (l_277_ - l_275_);
                                            bool l_349_ = (l_348_ >= l_290_);
                                            l_mut_350_ = l_349_;
                                            double l_351_ = (l_277_ + l_275_);
                                            bool l_352_ = (l_351_ < l_290_);
                                            l_mut_353_ = l_352_;
                                            if (l_222_) {
                                                double l_354_ = (l_276_ + l_275_);
                                                bool l_355_ = (l_354_ < l_313_);
                                                l_mut_344_ = l_355_;
                                                double l_356_ = (l_276_ - l_275_);
                                                bool l_357_ = (l_356_ >= l_313_);
                                                l_mut_347_ = l_357_;
                                                double l_358_ = (l_277_ - l_275_);
                                                bool l_359_ = (l_358_ > l_341_);
                                                l_mut_350_ = l_359_;
                                                double l_360_ = (l_277_ + l_275_);
                                                bool l_361_ = (l_360_ <= l_341_);
                                                l_mut_353_ = l_361_;
                                            }
                                            l_mut_293_ = 2u;
                                            bool _e879 = l_mut_347_;
                                            if (!(_e879)) {
                                                bool _e883 = l_mut_353_;
                                                local_15 = _e883;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_362_ = local_15;
                                            if (l_362_) {
                                                l_mut_293_ = 1u;
                                            } else {
                                                bool _e887 = l_mut_344_;
                                                if (_e887) {
                                                    bool _e890 = l_mut_350_;
                                                    local_16 = _e890;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_363_ = local_16;
                                                if (l_363_) {
                                                    l_mut_293_ = 0u;
                                                }
                                            }
                                            float _e894 = l_mut_25_;
                                            uint l_364_ = asuint(_e894);
                                            uint l_365_ = (l_364_ & 2147483647u);
                                            bool l_366_ = (l_365_ == 0u);
                                            if (l_366_) {
                                                double l_367_ = (l_276_ + l_275_);
                                                bool l_368_ = (l_367_ < 1.1754943508222875e-38L);
                                                double l_369_ = (l_277_ - l_275_);
                                                bool l_370_ = (l_369_ > -1.1754943508222875e-38L);
                                                if (l_368_) {
                                                    local_17 = l_370_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_371_ = local_17;
                                                double l_372_ = (l_276_ - l_275_);
                                                bool l_373_ = (l_372_ < 1.1754943508222875e-38L);
                                                double l_374_ = (l_277_ + l_275_);
                                                bool l_375_ = (l_374_ > -1.1754943508222875e-38L);
                                                if (l_373_) {
                                                    local_18 = l_375_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_376_ = local_18;
                                                if (l_371_) {
                                                    l_mut_293_ = 0u;
                                                } else {
                                                    uint _e921 = l_mut_293_;
                                                    bool l_377_ = (_e921 == 1u);
                                                    if (l_376_) {
                                                        local_19 = l_377_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_378_ = local_19;
                                                    if (l_378_) {
                                                        l_mut_293_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e929 = l_mut_293_;
                                            l_mut_252_ = _e929;
                                        }
                                        uint _e930 = l_mut_252_;
                                        l_mut_236_ = _e930;
                                    } else {
                                        bool l_379_ = (l_218_ == 3u);
                                        if (l_379_) {
                                            l_mut_236_ = 0u;
                                            bool l_380_ = (l_232_ >= 1.1754943508222875e-38L);
                                            bool l_381_ = (l_232_ <= 8.507059173023462e37L);
                                            if (l_380_) {
                                                local_20 = l_381_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_382_ = local_20;
                                            if (l_382_) {
                                                double _e942 = l_mut_31_;
                                                double l_383_ = abs(_e942);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_384_ = (l_383_ >= 1.1754943508222875e-38L);
                                                bool l_385_ = (l_383_ <= 1.7976931348623157e308L);
                                                if (l_384_) {
                                                    local_21 = l_385_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_386_ = local_21;
                                                if (l_386_) {
                                                    uint64_t l_387_ = l_383_;
                                                    uint64_t l_388_ = (l_387_ >> uint(52uL));
                                                    uint64_t l_389_ = (l_388_ - 23uL);
                                                    uint64_t l_390_ = (l_389_ << uint(52uL));
                                                    double l_391_ = l_390_;
                                                    l_mut_77_ = l_391_;
                                                }
                                                double _e965 = l_mut_77_;
                                                double l_392_ = (l_224_ * _e965);
                                                l_mut_293_ = 2u;
                                                double _e968 = l_mut_31_;
                                                double l_393_ = (_e968 - l_234_);
                                                double l_394_ = abs(l_393_);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_395_ = (l_394_ >= 1.1754943508222875e-38L);
                                                bool l_396_ = (l_394_ <= 1.7976931348623157e308L);
                                                if (l_395_) {
                                                    local_22 = l_396_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_397_ = local_22;
                                                if (l_397_) {
                                                    uint64_t l_398_ = l_394_;
                                                    uint64_t l_399_ = (l_398_ >> uint(52uL));
                                                    uint64_t l_400_ = (l_399_ - 23uL);
                                                    uint64_t l_401_ = (l_400_ << uint(52uL));
                                                    double l_402_ = l_401_;
                                                    l_mut_77_ = l_402_;
                                                }
                                                double _e992 = l_mut_31_;
                                                double l_403_ = (_e992 + l_234_);
                                                double l_404_ = abs(l_403_);
                                                l_mut_45_ = 1.401298464324817e-45L;
                                                bool l_405_ = (l_404_ >= 1.1754943508222875e-38L);
                                                bool l_406_ = (l_404_ <= 1.7976931348623157e308L);
                                                if (l_405_) {
                                                    local_23 = l_406_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_407_ = local_23;
                                                if (l_407_) {
                                                    uint64_t l_408_ = l_404_;
                                                    uint64_t l_409_ = (l_408_ >> uint(52uL));
                                                    uint64_t l_410_ = (l_409_ - 23uL);
                                                    uint64_t l_411_ = (l_410_ << uint(52uL));
                                                    double l_412_ = l_411_;
                                                    l_mut_45_ = l_412_;
                                                }
                                                double _e1016 = l_mut_77_;
                                                double _e1017 = l_mut_45_;
                                                bool l_413_ = (_e1016 == _e1017);
                                                if (l_413_) {
                                                    double l_414_ = (l_392_ * 1.4551915228366852e-11L);
                                                    double l_415_ = (l_234_ + l_414_);
                                                    double _e1022 = l_mut_31_;
                                                    double l_416_ = (_e1022 - l_392_);
                                                    double _e1024 = l_mut_31_;
                                                    double l_417_ = (_e1024 + l_392_);
                                                    float _e1026 = l_mut_25_;
                                                    uint l_418_ = asuint(_e1026);
                                                    uint l_419_ = (l_418_ & 2147483647u);
                                                    float l_420_ = asfloat(l_419_);
                                                    double l_421_ = double(l_420_);
                                                    l_mut_77_ = l_421_;
                                                    bool l_422_ = (l_419_ < 8388608u);
                                                    if (l_422_) {
                                                        double l_423_ = double(l_419_);
                                                        double l_424_ = (l_423_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_424_;
                                                    }
                                                    double _e1037 = l_mut_77_;
                                                    uint64_t l_425_ = _e1037;
                                                    uint l_426_ = (l_418_ >> 31u);
                                                    uint64_t l_427_ = uint64_t(l_426_);
                                                    uint64_t l_428_ = (l_427_ << uint(63uL));
                                                    uint64_t l_429_ = (l_425_ | l_428_);
                                                    double l_430_ = l_429_;
                                                    float _e1048 = l_mut_25_;
                                                    uint l_431_ = asuint(_e1048);
                                                    uint l_432_ = (l_431_ + 1u);
                                                    l_mut_252_ = l_432_;
                                                    uint l_433_ = (l_431_ & 2147483647u);
                                                    bool l_434_ = (l_433_ == 0u);
                                                    if (l_434_) {
                                                        l_mut_252_ = 1u;
                                                    } else {
                                                        uint l_435_ = (l_431_ & 2147483648u);
                                                        bool l_436_ = (l_435_ != 0u);
                                                        if (l_436_) {
                                                            uint l_437_ = (l_431_ - 1u);
                                                            l_mut_252_ = l_437_;
                                                        } else {
                                                            bool l_438_ = (l_431_ == 2139095040u);
                                                            if (l_438_) {
                                                                l_mut_252_ = l_431_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1065 = l_mut_252_;
                                                    float l_439_ = asfloat(_e1065);
                                                    uint l_440_ = asuint(l_439_);
                                                    uint l_441_ = (l_440_ & 2147483647u);
                                                    float l_442_ = asfloat(l_441_);
                                                    double l_443_ = double(l_442_);
                                                    l_mut_77_ = l_443_;
                                                    bool l_444_ = (l_441_ < 8388608u);
                                                    if (l_444_) {
                                                        double l_445_ = double(l_441_);
                                                        double l_446_ = (l_445_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_446_;
                                                    }
                                                    double _e1077 = l_mut_77_;
                                                    uint64_t l_447_ = _e1077;
                                                    uint l_448_ = (l_440_ >> 31u);
                                                    uint64_t l_449_ = uint64_t(l_448_);
                                                    uint64_t l_450_ = (l_449_ << uint(63uL));
                                                    uint64_t l_451_ = (l_447_ | l_450_);
                                                    double l_452_ = l_451_;
                                                    float _e1088 = l_mut_25_;
                                                    uint l_453_ = asuint(_e1088);
                                                    uint l_454_ = (l_453_ ^ 2147483648u);
                                                    float l_455_ = asfloat(l_454_);
                                                    uint l_456_ = asuint(l_455_);
                                                    uint l_457_ = (l_456_ + 1u);
                                                    l_mut_252_ = l_457_;
                                                    uint l_458_ = (l_456_ & 2147483647u);
                                                    bool l_459_ = (l_458_ == 0u);
                                                    if (l_459_) {
                                                        l_mut_252_ = 1u;
                                                    } else {
                                                        uint l_460_ = (l_456_ & 2147483648u);
                                                        bool l_461_ = (l_460_ != 0u);
                                                        if (l_461_) {
                                                            uint l_462_ = (l_456_ - 1u);
                                                            l_mut_252_ = l_462_;
                                                        } else {
                                                            bool l_463_ = (l_456_ == 2139095040u);
                                                            if (l_463_) {
                                                                l_mut_252_ = l_456_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1109 = l_mut_252_;
                                                    float l_464_ = asfloat(_e1109);
                                                    uint l_465_ = asuint(l_464_);
                                                    uint l_466_ = (l_465_ ^ 2147483648u);
                                                    float l_467_ = asfloat(l_466_);
                                                    uint l_468_ = asuint(l_467_);
                                                    uint l_469_ = (l_468_ & 2147483647u);
                                                    float l_470_ = asfloat(l_469_);
                                                    double l_471_ = double(l_470_);
                                                    l_mut_77_ = l_471_;
                                                    bool l_472_ = (l_469_ < 8388608u);
                                                    if (l_472_) {
                                                        double l_473_ = double(l_469_);
                                                        double l_474_ = (l_473_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_474_;
                                                    }
                                                    double _e1125 = l_mut_77_;
                                                    uint64_t l_475_ = _e1125;
                                                    uint l_476_ = (l_468_ >> 31u);
                                                    uint64_t l_477_ = uint64_t(l_476_);
                                                    uint64_t l_478_ = (l_477_ << uint(63uL));
                                                    uint64_t l_479_ = (l_475_ | l_478_);
                                                    double l_480_ = l_479_;
                                                    double l_481_ = (l_416_ + l_415_);
                                                    bool l_482_ = (l_481_ <= l_430_);
                                                    l_mut_353_ = l_482_;
                                                    double l_483_ = (l_416_ - l_415_);
                                                    bool l_484_ = (l_483_ > l_430_);
                                                    l_mut_350_ = l_484_;
                                                    double l_485_ = (l_417_ - l_415_);
                                                    bool l_486_ = (l_485_ >= l_430_);
                                                    l_mut_347_ = l_486_;
                                                    double l_487_ = (l_417_ + l_415_);
                                                    bool l_488_ = (l_487_ < l_430_);
                                                    l_mut_344_ = l_488_;
                                                    if (l_222_) {
                                                        double l_489_ = (l_416_ + l_415_);
                                                        bool l_490_ = (l_489_ < l_452_);
                                                        l_mut_353_ = l_490_;
                                                        double l_491_ = (l_416_ - l_415_);
                                                        bool l_492_ = (l_491_ >= l_452_);
                                                        l_mut_350_ = l_492_;
                                                        double l_493_ = (l_417_ - l_415_);
                                                        bool l_494_ = (l_493_ > l_480_);
                                                        l_mut_347_ = l_494_;
                                                        double l_495_ = (l_417_ + l_415_);
                                                        bool l_496_ = (l_495_ <= l_480_);
                                                        l_mut_344_ = l_496_;
                                                    }
                                                    l_mut_252_ = 2u;
                                                    bool _e1153 = l_mut_350_;
                                                    if (!(_e1153)) {
                                                        bool _e1157 = l_mut_344_;
                                                        local_24 = _e1157;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_497_ = local_24;
                                                    if (l_497_) {
                                                        l_mut_252_ = 1u;
                                                    } else {
                                                        bool _e1161 = l_mut_353_;
                                                        if (_e1161) {
                                                            bool _e1164 = l_mut_347_;
                                                            local_25 = _e1164;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_498_ = local_25;
                                                        if (l_498_) {
                                                            l_mut_252_ = 0u;
                                                        }
                                                    }
                                                    float _e1168 = l_mut_25_;
                                                    uint l_499_ = asuint(_e1168);
                                                    uint l_500_ = (l_499_ & 2147483647u);
                                                    bool l_501_ = (l_500_ == 0u);
                                                    if (l_501_) {
                                                        double l_502_ = (l_416_ + l_415_);
                                                        bool l_503_ = (l_502_ < 1.1754943508222875e-38L);
                                                        double l_504_ = (l_417_ - l_415_);
                                                        bool l_505_ = (l_504_ > -1.1754943508222875e-38L);
                                                        if (l_503_) {
                                                            local_26 = l_505_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_506_ = local_26;
                                                        double l_507_ = (l_416_ - l_415_);
                                                        bool l_508_ = (l_507_ < 1.1754943508222875e-38L);
                                                        double l_509_ = (l_417_ + l_415_);
                                                        bool l_510_ = (l_509_ > -1.1754943508222875e-38L);
                                                        if (l_508_) {
                                                            local_27 = l_510_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_511_ = local_27;
                                                        if (l_506_) {
                                                            l_mut_252_ = 0u;
                                                        } else {
                                                            uint _e1195 = l_mut_252_;
                                                            bool l_512_ = (_e1195 == 1u);
                                                            if (l_511_) {
                                                                local_28 = l_512_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_513_ = local_28;
                                                            if (l_513_) {
                                                                l_mut_252_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1203 = l_mut_252_;
                                                    l_mut_293_ = _e1203;
                                                }
                                                uint _e1204 = l_mut_293_;
                                                l_mut_236_ = _e1204;
                                            }
                                        } else {
                                            bool l_514_ = (l_218_ == 4u);
                                            if (l_514_) {
                                                double l_515_ = (l_227_ * l_232_);
                                                double l_516_ = (l_224_ + l_515_);
                                                double _e1209 = l_mut_31_;
                                                double l_517_ = abs(_e1209);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_518_ = (l_517_ >= 1.1754943508222875e-38L);
                                                bool l_519_ = (l_517_ <= 1.7976931348623157e308L);
                                                if (l_518_) {
                                                    local_29 = l_519_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_520_ = local_29;
                                                if (l_520_) {
                                                    uint64_t l_521_ = l_517_;
                                                    uint64_t l_522_ = (l_521_ >> uint(52uL));
                                                    uint64_t l_523_ = (l_522_ - 23uL);
                                                    uint64_t l_524_ = (l_523_ << uint(52uL));
                                                    double l_525_ = l_524_;
                                                    l_mut_77_ = l_525_;
                                                }
                                                double _e1232 = l_mut_77_;
                                                double l_526_ = (l_516_ * _e1232);
                                                l_mut_293_ = 2u;
                                                double _e1235 = l_mut_31_;
                                                double l_527_ = (_e1235 - l_234_);
                                                double l_528_ = abs(l_527_);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_529_ = (l_528_ >= 1.1754943508222875e-38L);
                                                bool l_530_ = (l_528_ <= 1.7976931348623157e308L);
                                                if (l_529_) {
                                                    local_30 = l_530_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_531_ = local_30;
                                                if (l_531_) {
                                                    uint64_t l_532_ = l_528_;
                                                    uint64_t l_533_ = (l_532_ >> uint(52uL));
                                                    uint64_t l_534_ = (l_533_ - 23uL);
                                                    uint64_t l_535_ = (l_534_ << uint(52uL));
                                                    double l_536_ = l_535_;
                                                    l_mut_77_ = l_536_;
                                                }
                                                double _e1259 = l_mut_31_;
                                                double l_537_ = (_e1259 + l_234_);
                                                double l_538_ = abs(l_537_);
                                                l_mut_45_ = 1.401298464324817e-45L;
                                                bool l_539_ = (l_538_ >= 1.1754943508222875e-38L);
                                                bool l_540_ = (l_538_ <= 1.7976931348623157e308L);
                                                if (l_539_) {
                                                    local_31 = l_540_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_541_ = local_31;
                                                if (l_541_) {
                                                    uint64_t l_542_ = l_538_;
                                                    uint64_t l_543_ = (l_542_ >> uint(52uL));
                                                    uint64_t l_544_ = (l_543_ - 23uL);
                                                    uint64_t l_545_ = (l_544_ << uint(52uL));
                                                    double l_546_ = l_545_;
                                                    l_mut_45_ = l_546_;
                                                }
                                                double _e1283 = l_mut_77_;
                                                double _e1284 = l_mut_45_;
                                                bool l_547_ = (_e1283 == _e1284);
                                                if (l_547_) {
                                                    double l_548_ = (l_526_ * 1.4551915228366852e-11L);
                                                    double l_549_ = (l_234_ + l_548_);
                                                    double _e1289 = l_mut_31_;
                                                    double l_550_ = (_e1289 - l_526_);
                                                    double _e1291 = l_mut_31_;
                                                    double l_551_ = (_e1291 + l_526_);
                                                    float _e1293 = l_mut_25_;
                                                    uint l_552_ = asuint(_e1293);
                                                    uint l_553_ = (l_552_ & 2147483647u);
                                                    float l_554_ = asfloat(l_553_);
                                                    double l_555_ = double(l_554_);
                                                    l_mut_77_ = l_555_;
                                                    bool l_556_ = (l_553_ < 8388608u);
                                                    if (l_556_) {
                                                        double l_557_ = double(l_553_);
                                                        double l_558_ = (l_557_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_558_;
                                                    }
                                                    double _e1304 = l_mut_77_;
                                                    uint64_t l_559_ = _e1304;
                                                    uint l_560_ = (l_552_ >> 31u);
                                                    uint64_t l_561_ = uint64_t(l_560_);
                                                    uint64_t l_562_ = (l_561_ << uint(63uL));
                                                    uint64_t l_563_ = (l_559_ | l_562_);
                                                    double l_564_ = l_563_;
                                                    float _e1315 = l_mut_25_;
                                                    uint l_565_ = asuint(_e1315);
                                                    uint l_566_ = (l_565_ + 1u);
                                                    l_mut_252_ = l_566_;
                                                    uint l_567_ = (l_565_ & 2147483647u);
                                                    bool l_568_ = (l_567_ == 0u);
                                                    if (l_568_) {
                                                        l_mut_252_ = 1u;
                                                    } else {
                                                        uint l_569_ = (l_565_ & 2147483648u);
                                                        bool l_570_ = (l_569_ != 0u);
                                                        if (l_570_) {
                                                            uint l_571_ = (l_565_ - 1u);
                                                            l_mut_252_ = l_571_;
                                                        } else {
                                                            bool l_572_ = (l_565_ == 2139095040u);
                                                            if (l_572_) {
                                                                l_mut_252_ = l_565_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1332 = l_mut_252_;
                                                    float l_573_ = asfloat(_e1332);
                                                    uint l_574_ = asuint(l_573_);
                                                    uint l_575_ = (l_574_ & 2147483647u);
                                                    float l_576_ = asfloat(l_575_);
                                                    double l_577_ = double(l_576_);
                                                    l_mut_77_ = l_577_;
                                                    bool l_578_ = (l_575_ < 8388608u);
                                                    if (l_578_) {
                                                        double l_579_ = double(l_575_);
                                                        double l_580_ = (l_579_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_580_;
                                                    }
                                                    double _e1344 = l_mut_77_;
                                                    uint64_t l_581_ = _e1344;
                                                    uint l_582_ = (l_574_ >> 31u);
                                                    uint64_t l_583_ = uint64_t(l_582_);
                                                    uint64_t l_584_ = (l_583_ << uint(63uL));
                                                    uint64_t l_585_ = (l_581_ | l_584_);
                                                    double l_586_ = l_585_;
                                                    float _e1355 = l_mut_25_;
                                                    uint l_587_ = asuint(_e1355);
                                                    uint l_588_ = (l_587_ ^ 2147483648u);
                                                    float l_589_ = asfloat(l_588_);
                                                    uint l_590_ = asuint(l_589_);
                                                    uint l_591_ = (l_590_ + 1u);
                                                    l_mut_252_ = l_591_;
                                                    uint l_592_ = (l_590_ & 2147483647u);
                                                    bool l_593_ = (l_592_ == 0u);
                                                    if (l_593_) {
                                                        l_mut_252_ = 1u;
                                                    } else {
                                                        uint l_594_ = (l_590_ & 2147483648u);
                                                        bool l_595_ = (l_594_ != 0u);
                                                        if (l_595_) {
                                                            uint l_596_ = (l_590_ - 1u);
                                                            l_mut_252_ = l_596_;
                                                        } else {
                                                            bool l_597_ = (l_590_ == 2139095040u);
                                                            if (l_597_) {
                                                                l_mut_252_ = l_590_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1376 = l_mut_252_;
                                                    float l_598_ = asfloat(_e1376);
                                                    uint l_599_ = asuint(l_598_);
                                                    uint l_600_ = (l_599_ ^ 2147483648u);
                                                    float l_601_ = asfloat(l_600_);
                                                    uint l_602_ = asuint(l_601_);
                                                    uint l_603_ = (l_602_ & 2147483647u);
                                                    float l_604_ = asfloat(l_603_);
                                                    double l_605_ = double(l_604_);
                                                    l_mut_77_ = l_605_;
                                                    bool l_606_ = (l_603_ < 8388608u);
                                                    if (l_606_) {
                                                        double l_607_ = double(l_603_);
                                                        double l_608_ = (l_607_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_608_;
                                                    }
                                                    double _e1392 = l_mut_77_;
                                                    uint64_t l_609_ = _e1392;
                                                    uint l_610_ = (l_602_ >> 31u);
                                                    uint64_t l_611_ = uint64_t(l_610_);
                                                    uint64_t l_612_ = (l_611_ << uint(63uL));
                                                    uint64_t l_613_ = (l_609_ | l_612_);
                                                    double l_614_ = l_613_;
                                                    double l_615_ = (l_550_ + l_549_);
                                                    bool l_616_ = (l_615_ <= l_564_);
                                                    l_mut_353_ = l_616_;
                                                    double l_617_ = (l_550_ - l_549_);
                                                    bool l_618_ = (l_617_ > l_564_);
                                                    l_mut_350_ = l_618_;
                                                    double l_619_ = (l_551_ - l_549_);
                                                    bool l_620_ = (l_619_ >= l_564_);
                                                    l_mut_347_ = l_620_;
                                                    double l_621_ = (l_551_ + l_549_);
                                                    bool l_622_ = (l_621_ < l_564_);
                                                    l_mut_344_ = l_622_;
                                                    if (l_222_) {
                                                        double l_623_ = (l_550_ + l_549_);
                                                        bool l_624_ = (l_623_ < l_586_);
                                                        l_mut_353_ = l_624_;
                                                        double l_625_ = (l_550_ - l_549_);
                                                        bool l_626_ = (l_625_ >= l_586_);
                                                        l_mut_350_ = l_626_;
                                                        double l_627_ = (l_551_ - l_549_);
                                                        bool l_628_ = (l_627_ > l_614_);
                                                        l_mut_347_ = l_628_;
                                                        double l_629_ = (l_551_ + l_549_);
                                                        bool l_630_ = (l_629_ <= l_614_);
                                                        l_mut_344_ = l_630_;
                                                    }
                                                    l_mut_252_ = 2u;
                                                    bool _e1420 = l_mut_350_;
                                                    if (!(_e1420)) {
                                                        bool _e1424 = l_mut_344_;
                                                        local_32 = _e1424;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_631_ = local_32;
                                                    if (l_631_) {
                                                        l_mut_252_ = 1u;
                                                    } else {
                                                        bool _e1428 = l_mut_353_;
                                                        if (_e1428) {
                                                            bool _e1431 = l_mut_347_;
                                                            local_33 = _e1431;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_632_ = local_33;
                                                        if (l_632_) {
                                                            l_mut_252_ = 0u;
                                                        }
                                                    }
                                                    float _e1435 = l_mut_25_;
                                                    uint l_633_ = asuint(_e1435);
                                                    uint l_634_ = (l_633_ & 2147483647u);
                                                    bool l_635_ = (l_634_ == 0u);
                                                    if (l_635_) {
                                                        double l_636_ = (l_550_ + l_549_);
                                                        bool l_637_ = (l_636_ < 1.1754943508222875e-38L);
                                                        double l_638_ = (l_551_ - l_549_);
                                                        bool l_639_ = (l_638_ > -1.1754943508222875e-38L);
                                                        if (l_637_) {
                                                            local_34 = l_639_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_640_ = local_34;
                                                        double l_641_ = (l_550_ - l_549_);
                                                        bool l_642_ = (l_641_ < 1.1754943508222875e-38L);
                                                        double l_643_ = (l_551_ + l_549_);
                                                        bool l_644_ = (l_643_ > -1.1754943508222875e-38L);
                                                        if (l_642_) {
                                                            local_35 = l_644_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_645_ = local_35;
                                                        if (l_640_) {
                                                            l_mut_252_ = 0u;
                                                        } else {
                                                            uint _e1462 = l_mut_252_;
                                                            bool l_646_ = (_e1462 == 1u);
                                                            if (l_645_) {
                                                                local_36 = l_646_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_647_ = local_36;
                                                            if (l_647_) {
                                                                l_mut_252_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1470 = l_mut_252_;
                                                    l_mut_293_ = _e1470;
                                                }
                                                uint _e1471 = l_mut_293_;
                                                l_mut_236_ = _e1471;
                                            } else {
                                                bool l_648_ = (l_218_ == 5u);
                                                if (l_648_) {
                                                    double l_649_ = (2.0L * l_231_);
                                                    double l_650_ = abs(l_649_);
                                                    double l_651_ = floor(l_650_);
                                                    double l_652_ = (3.0L + l_651_);
                                                    double _e1480 = l_mut_31_;
                                                    double l_653_ = abs(_e1480);
                                                    l_mut_77_ = 1.401298464324817e-45L;
                                                    bool l_654_ = (l_653_ >= 1.1754943508222875e-38L);
                                                    bool l_655_ = (l_653_ <= 1.7976931348623157e308L);
                                                    if (l_654_) {
                                                        local_37 = l_655_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_656_ = local_37;
                                                    if (l_656_) {
                                                        uint64_t l_657_ = l_653_;
                                                        uint64_t l_658_ = (l_657_ >> uint(52uL));
                                                        uint64_t l_659_ = (l_658_ - 23uL);
                                                        uint64_t l_660_ = (l_659_ << uint(52uL));
                                                        double l_661_ = l_660_;
                                                        l_mut_77_ = l_661_;
                                                    }
                                                    double _e1503 = l_mut_77_;
                                                    double l_662_ = (l_652_ * _e1503);
                                                    l_mut_293_ = 2u;
                                                    double _e1506 = l_mut_31_;
                                                    double l_663_ = (_e1506 - l_234_);
                                                    double l_664_ = abs(l_663_);
                                                    l_mut_77_ = 1.401298464324817e-45L;
                                                    bool l_665_ = (l_664_ >= 1.1754943508222875e-38L);
                                                    bool l_666_ = (l_664_ <= 1.7976931348623157e308L);
                                                    if (l_665_) {
                                                        local_38 = l_666_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_667_ = local_38;
                                                    if (l_667_) {
                                                        uint64_t l_668_ = l_664_;
                                                        uint64_t l_669_ = (l_668_ >> uint(52uL));
                                                        uint64_t l_670_ = (l_669_ - 23uL);
                                                        uint64_t l_671_ = (l_670_ << uint(52uL));
                                                        double l_672_ = l_671_;
                                                        l_mut_77_ = l_672_;
                                                    }
                                                    double _e1530 = l_mut_31_;
                                                    double l_673_ = (_e1530 + l_234_);
                                                    double l_674_ = abs(l_673_);
                                                    l_mut_45_ = 1.401298464324817e-45L;
                                                    bool l_675_ = (l_674_ >= 1.1754943508222875e-38L);
                                                    bool l_676_ = (l_674_ <= 1.7976931348623157e308L);
                                                    if (l_675_) {
                                                        local_39 = l_676_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_677_ = local_39;
                                                    if (l_677_) {
                                                        uint64_t l_678_ = l_674_;
                                                        uint64_t l_679_ = (l_678_ >> uint(52uL));
                                                        uint64_t l_680_ = (l_679_ - 23uL);
                                                        uint64_t l_681_ = (l_680_ << uint(52uL));
                                                        double l_682_ = l_681_;
                                                        l_mut_45_ = l_682_;
                                                    }
                                                    double _e1554 = l_mut_77_;
                                                    double _e1555 = l_mut_45_;
                                                    bool l_683_ = (_e1554 == _e1555);
                                                    if (l_683_) {
                                                        double l_684_ = (l_662_ * 1.4551915228366852e-11L);
                                                        double l_685_ = (l_234_ + l_684_);
                                                        double _e1560 = l_mut_31_;
                                                        double l_686_ = (_e1560 - l_662_);
                                                        double _e1562 = l_mut_31_;
                                                        double l_687_ = (_e1562 + l_662_);
                                                        float _e1564 = l_mut_25_;
                                                        uint l_688_ = asuint(_e1564);
                                                        uint l_689_ = (l_688_ & 2147483647u);
                                                        float l_690_ = asfloat(l_689_);
                                                        double l_691_ = double(l_690_);
                                                        l_mut_77_ = l_691_;
                                                        bool l_692_ = (l_689_ < 8388608u);
                                                        if (l_692_) {
                                                            double l_693_ = double(l_689_);
                                                            double l_694_ = (l_693_ * 1.401298464324817e-45L);
                                                            l_mut_77_ = l_694_;
                                                        }
                                                        double _e1575 = l_mut_77_;
                                                        uint64_t l_695_ = _e1575;
                                                        uint l_696_ = (l_688_ >> 31u);
                                                        uint64_t l_697_ = uint64_t(l_696_);
                                                        uint64_t l_698_ = (l_697_ << uint(63uL));
                                                        uint64_t l_699_ = (l_695_ | l_698_);
                                                        double l_700_ = l_699_;
                                                        float _e1586 = l_mut_25_;
                                                        uint l_701_ = asuint(_e1586);
                                                        uint l_702_ = (l_701_ + 1u);
                                                        l_mut_252_ = l_702_;
                                                        uint l_703_ = (l_701_ & 2147483647u);
                                                        bool l_704_ = (l_703_ == 0u);
                                                        if (l_704_) {
                                                            l_mut_252_ = 1u;
                                                        } else {
                                                            uint l_705_ = (l_701_ & 2147483648u);
                                                            bool l_706_ = (l_705_ != 0u);
                                                            if (l_706_) {
                                                                uint l_707_ = (l_701_ - 1u);
                                                                l_mut_252_ = l_707_;
                                                            } else {
                                                                bool l_708_ = (l_701_ == 2139095040u);
                                                                if (l_708_) {
                                                                    l_mut_252_ = l_701_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1603 = l_mut_252_;
                                                        float l_709_ = asfloat(_e1603);
                                                        uint l_710_ = asuint(l_709_);
                                                        uint l_711_ = (l_710_ & 2147483647u);
                                                        float l_712_ = asfloat(l_711_);
                                                        double l_713_ = double(l_712_);
                                                        l_mut_77_ = l_713_;
                                                        bool l_714_ = (l_711_ < 8388608u);
                                                        if (l_714_) {
                                                            double l_715_ = double(l_711_);
                                                            double l_716_ = (l_715_ * 1.401298464324817e-45L);
                                                            l_mut_77_ = l_716_;
                                                        }
                                                        double _e1615 = l_mut_77_;
                                                        uint64_t l_717_ = _e1615;
                                                        uint l_718_ = (l_710_ >> 31u);
                                                        uint64_t l_719_ = uint64_t(l_718_);
                                                        uint64_t l_720_ = (l_719_ << uint(63uL));
                                                        uint64_t l_721_ = (l_717_ | l_720_);
                                                        double l_722_ = l_721_;
                                                        float _e1626 = l_mut_25_;
                                                        uint l_723_ = asuint(_e1626);
                                                        uint l_724_ = (l_723_ ^ 2147483648u);
                                                        float l_725_ = asfloat(l_724_);
                                                        uint l_726_ = asuint(l_725_);
                                                        uint l_727_ = (l_726_ + 1u);
                                                        l_mut_252_ = l_727_;
                                                        uint l_728_ = (l_726_ & 2147483647u);
                                                        bool l_729_ = (l_728_ == 0u);
                                                        if (l_729_) {
                                                            l_mut_252_ = 1u;
                                                        } else {
                                                            uint l_730_ = (l_726_ & 2147483648u);
                                                            bool l_731_ = (l_730_ != 0u);
                                                            if (l_731_) {
                                                                uint l_732_ = (l_726_ - 1u);
                                                                l_mut_252_ = l_732_;
                                                            } else {
                                                                bool l_733_ = (l_726_ == 2139095040u);
                                                                if (l_733_) {
                                                                    l_mut_252_ = l_726_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1647 = l_mut_252_;
                                                        float l_734_ = asfloat(_e1647);
                                                        uint l_735_ = asuint(l_734_);
                                                        uint l_736_ = (l_735_ ^ 2147483648u);
                                                        float l_737_ = asfloat(l_736_);
                                                        uint l_738_ = asuint(l_737_);
                                                        uint l_739_ = (l_738_ & 2147483647u);
                                                        float l_740_ = asfloat(l_739_);
                                                        double l_741_ = double(l_740_);
                                                        l_mut_77_ = l_741_;
                                                        bool l_742_ = (l_739_ < 8388608u);
                                                        if (l_742_) {
                                                            double l_743_ = double(l_739_);
                                                            double l_744_ = (l_743_ * 1.401298464324817e-45L);
                                                            l_mut_77_ = l_744_;
                                                        }
                                                        double _e1663 = l_mut_77_;
                                                        uint64_t l_745_ = _e1663;
                                                        uint l_746_ = (l_738_ >> 31u);
                                                        uint64_t l_747_ = uint64_t(l_746_);
                                                        uint64_t l_748_ = (l_747_ << uint(63uL));
                                                        uint64_t l_749_ = (l_745_ | l_748_);
                                                        double l_750_ = l_749_;
                                                        double l_751_ = (l_686_ + l_685_);
                                                        bool l_752_ = (l_751_ <= l_700_);
                                                        l_mut_353_ = l_752_;
                                                        double l_753_ = (l_686_ - l_685_);
                                                        bool l_754_ = (l_753_ > l_700_);
                                                        l_mut_350_ = l_754_;
                                                        double l_755_ = (l_687_ - l_685_);
                                                        bool l_756_ = (l_755_ >= l_700_);
                                                        l_mut_347_ = l_756_;
                                                        double l_757_ = (l_687_ + l_685_);
                                                        bool l_758_ = (l_757_ < l_700_);
                                                        l_mut_344_ = l_758_;
                                                        if (l_222_) {
                                                            double l_759_ = (l_686_ + l_685_);
                                                            bool l_760_ = (l_759_ < l_722_);
                                                            l_mut_353_ = l_760_;
                                                            double l_761_ = (l_686_ - l_685_);
                                                            bool l_762_ = (l_761_ >= l_722_);
                                                            l_mut_350_ = l_762_;
                                                            double l_763_ = (l_687_ - l_685_);
                                                            bool l_764_ = (l_763_ > l_750_);
                                                            l_mut_347_ = l_764_;
                                                            double l_765_ = (l_687_ + l_685_);
                                                            bool l_766_ = (l_765_ <= l_750_);
                                                            l_mut_344_ = l_766_;
                                                        }
                                                        l_mut_252_ = 2u;
                                                        bool _e1691 = l_mut_350_;
                                                        if (!(_e1691)) {
                                                            bool _e1695 = l_mut_344_;
                                                            local_40 = _e1695;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_767_ = local_40;
                                                        if (l_767_) {
                                                            l_mut_252_ = 1u;
                                                        } else {
                                                            bool _e1699 = l_mut_353_;
                                                            if (_e1699) {
                                                                bool _e1702 = l_mut_347_;
                                                                local_41 = _e1702;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_768_ = local_41;
                                                            if (l_768_) {
                                                                l_mut_252_ = 0u;
                                                            }
                                                        }
                                                        float _e1706 = l_mut_25_;
                                                        uint l_769_ = asuint(_e1706);
                                                        uint l_770_ = (l_769_ & 2147483647u);
                                                        bool l_771_ = (l_770_ == 0u);
                                                        if (l_771_) {
                                                            double l_772_ = (l_686_ + l_685_);
                                                            bool l_773_ = (l_772_ < 1.1754943508222875e-38L);
                                                            double l_774_ = (l_687_ - l_685_);
                                                            bool l_775_ = (l_774_ > -1.1754943508222875e-38L);
                                                            if (l_773_) {
                                                                local_42 = l_775_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_776_ = local_42;
                                                            double l_777_ = (l_686_ - l_685_);
                                                            bool l_778_ = (l_777_ < 1.1754943508222875e-38L);
                                                            double l_779_ = (l_687_ + l_685_);
                                                            bool l_780_ = (l_779_ > -1.1754943508222875e-38L);
                                                            if (l_778_) {
                                                                local_43 = l_780_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_781_ = local_43;
                                                            if (l_776_) {
                                                                l_mut_252_ = 0u;
                                                            } else {
                                                                uint _e1733 = l_mut_252_;
                                                                bool l_782_ = (_e1733 == 1u);
                                                                if (l_781_) {
                                                                    local_44 = l_782_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_783_ = local_44;
                                                                if (l_783_) {
                                                                    l_mut_252_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1741 = l_mut_252_;
                                                        l_mut_293_ = _e1741;
                                                    }
                                                    uint _e1742 = l_mut_293_;
                                                    l_mut_236_ = _e1742;
                                                } else {
                                                    bool l_784_ = (l_218_ == 6u);
                                                    if (l_784_) {
                                                        l_mut_236_ = 0u;
                                                        bool l_785_ = (l_232_ <= l_227_);
                                                        if (l_785_) {
                                                            double l_786_ = (l_224_ * 1.4551915228366852e-11L);
                                                            double l_787_ = (l_234_ + l_786_);
                                                            double _e1750 = l_mut_31_;
                                                            double l_788_ = (_e1750 - l_224_);
                                                            double _e1752 = l_mut_31_;
                                                            double l_789_ = (_e1752 + l_224_);
                                                            float _e1754 = l_mut_25_;
                                                            uint l_790_ = asuint(_e1754);
                                                            uint l_791_ = (l_790_ & 2147483647u);
                                                            float l_792_ = asfloat(l_791_);
                                                            double l_793_ = double(l_792_);
                                                            l_mut_77_ = l_793_;
                                                            bool l_794_ = (l_791_ < 8388608u);
                                                            if (l_794_) {
                                                                double l_795_ = double(l_791_);
                                                                double l_796_ = (l_795_ * 1.401298464324817e-45L);
                                                                l_mut_77_ = l_796_;
                                                            }
                                                            double _e1765 = l_mut_77_;
                                                            uint64_t l_797_ = _e1765;
                                                            uint l_798_ = (l_790_ >> 31u);
                                                            uint64_t l_799_ = uint64_t(l_798_);
                                                            uint64_t l_800_ = (l_799_ << uint(63uL));
                                                            uint64_t l_801_ = (l_797_ | l_800_);
                                                            double l_802_ = l_801_;
                                                            float _e1776 = l_mut_25_;
                                                            uint l_803_ = asuint(_e1776);
                                                            uint l_804_ = (l_803_ + 1u);
                                                            l_mut_293_ = l_804_;
                                                            uint l_805_ = (l_803_ & 2147483647u);
                                                            bool l_806_ = (l_805_ == 0u);
                                                            if (l_806_) {
                                                                l_mut_293_ = 1u;
                                                            } else {
                                                                uint l_807_ = (l_803_ & 2147483648u);
                                                                bool l_808_ = (l_807_ != 0u);
                                                                if (l_808_) {
                                                                    uint l_809_ = (l_803_ - 1u);
                                                                    l_mut_293_ = l_809_;
                                                                } else {
                                                                    bool l_810_ = (l_803_ == 2139095040u);
                                                                    if (l_810_) {
                                                                        l_mut_293_ = l_803_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1793 = l_mut_293_;
                                                            float l_811_ = asfloat(_e1793);
                                                            uint l_812_ = asuint(l_811_);
                                                            uint l_813_ = (l_812_ & 2147483647u);
                                                            float l_814_ = asfloat(l_813_);
                                                            double l_815_ = double(l_814_);
                                                            l_mut_77_ = l_815_;
                                                            bool l_816_ = (l_813_ < 8388608u);
                                                            if (l_816_) {
                                                                double l_817_ = double(l_813_);
                                                                double l_818_ = (l_817_ * 1.401298464324817e-45L);
                                                                l_mut_77_ = l_818_;
                                                            }
                                                            double _e1805 = l_mut_77_;
                                                            uint64_t l_819_ = _e1805;
                                                            uint l_820_ = (l_812_ >> 31u);
                                                            uint64_t l_821_ = uint64_t(l_820_);
                                                            uint64_t l_822_ = (l_821_ << uint(63uL));
                                                            uint64_t l_823_ = (l_819_ | l_822_);
                                                            double l_824_ = l_823_;
                                                            float _e1816 = l_mut_25_;
                                                            uint l_825_ = asuint(_e1816);
                                                            uint l_826_ = (l_825_ ^ 2147483648u);
                                                            float l_827_ = asfloat(l_826_);
                                                            uint l_828_ = asuint(l_827_);
                                                            uint l_829_ = (l_828_ + 1u);
                                                            l_mut_293_ = l_829_;
                                                            uint l_830_ = (l_828_ & 2147483647u);
                                                            bool l_831_ = (l_830_ == 0u);
                                                            if (l_831_) {
                                                                l_mut_293_ = 1u;
                                                            } else {
                                                                uint l_832_ = (l_828_ & 2147483648u);
                                                                bool l_833_ = (l_832_ != 0u);
                                                                if (l_833_) {
                                                                    uint l_834_ = (l_828_ - 1u);
                                                                    l_mut_293_ = l_834_;
                                                                } else {
                                                                    bool l_835_ = (l_828_ == 2139095040u);
                                                                    if (l_835_) {
                                                                        l_mut_293_ = l_828_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1837 = l_mut_293_;
                                                            float l_836_ = asfloat(_e1837);
                                                            uint l_837_ = asuint(l_836_);
                                                            uint l_838_ = (l_837_ ^ 2147483648u);
                                                            float l_839_ = asfloat(l_838_);
                                                            uint l_840_ = asuint(l_839_);
                                                            uint l_841_ = (l_840_ & 2147483647u);
                                                            float l_842_ = asfloat(l_841_);
                                                            double l_843_ = double(l_842_);
                                                            l_mut_77_ = l_843_;
                                                            bool l_844_ = (l_841_ < 8388608u);
                                                            if (l_844_) {
                                                                double l_845_ = double(l_841_);
                                                                double l_846_ = (l_845_ * 1.401298464324817e-45L);
                                                                l_mut_77_ = l_846_;
                                                            }
                                                            double _e1853 = l_mut_77_;
                                                            uint64_t l_847_ = _e1853;
                                                            uint l_848_ = (l_840_ >> 31u);
                                                            uint64_t l_849_ = uint64_t(l_848_);
                                                            uint64_t l_850_ = (l_849_ << uint(63uL));
                                                            uint64_t l_851_ = (l_847_ | l_850_);
                                                            double l_852_ = l_851_;
                                                            double l_853_ = (l_788_ + l_787_);
                                                            bool l_854_ = (l_853_ <= l_802_);
                                                            l_mut_353_ = l_854_;
                                                            double l_855_ = (l_788_ - l_787_);
                                                            bool l_856_ = (l_855_ > l_802_);
                                                            l_mut_350_ = l_856_;
                                                            double l_857_ = (l_789_ - l_787_);
                                                            bool l_858_ = (l_857_ >= l_802_);
                                                            l_mut_347_ = l_858_;
                                                            double l_859_ = (l_789_ + l_787_);
                                                            bool l_860_ = (l_859_ < l_802_);
                                                            l_mut_344_ = l_860_;
                                                            if (l_222_) {
                                                                double l_861_ = (l_788_ + l_787_);
                                                                bool l_862_ = (l_861_ < l_824_);
                                                                l_mut_353_ = l_862_;
                                                                double l_863_ = (l_788_ - l_787_);
                                                                bool l_864_ = (l_863_ >= l_824_);
                                                                l_mut_350_ = l_864_;
                                                                double l_865_ = (l_789_ - l_787_);
                                                                bool l_866_ = (l_865_ > l_852_);
                                                                l_mut_347_ = l_866_;
                                                                double l_867_ = (l_789_ + l_787_);
                                                                bool l_868_ = (l_867_ <= l_852_);
                                                                l_mut_344_ = l_868_;
                                                            }
                                                            l_mut_293_ = 2u;
                                                            bool _e1881 = l_mut_350_;
                                                            if (!(_e1881)) {
                                                                bool _e1885 = l_mut_344_;
                                                                local_45 = _e1885;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_869_ = local_45;
                                                            if (l_869_) {
                                                                l_mut_293_ = 1u;
                                                            } else {
                                                                bool _e1889 = l_mut_353_;
                                                                if (_e1889) {
                                                                    bool _e1892 = l_mut_347_;
                                                                    local_46 = _e1892;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_870_ = local_46;
                                                                if (l_870_) {
                                                                    l_mut_293_ = 0u;
                                                                }
                                                            }
                                                            float _e1896 = l_mut_25_;
                                                            uint l_871_ = asuint(_e1896);
                                                            uint l_872_ = (l_871_ & 2147483647u);
                                                            bool l_873_ = (l_872_ == 0u);
                                                            if (l_873_) {
                                                                double l_874_ = (l_788_ + l_787_);
                                                                bool l_875_ = (l_874_ < 1.1754943508222875e-38L);
                                                                double l_876_ = (l_789_ - l_787_);
                                                                bool l_877_ = (l_876_ > -1.1754943508222875e-38L);
                                                                if (l_875_) {
                                                                    local_47 = l_877_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_878_ = local_47;
                                                                double l_879_ = (l_788_ - l_787_);
                                                                bool l_880_ = (l_879_ < 1.1754943508222875e-38L);
                                                                double l_881_ = (l_789_ + l_787_);
                                                                bool l_882_ = (l_881_ > -1.1754943508222875e-38L);
                                                                if (l_880_) {
                                                                    local_48 = l_882_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_883_ = local_48;
                                                                if (l_878_) {
                                                                    l_mut_293_ = 0u;
                                                                } else {
                                                                    uint _e1923 = l_mut_293_;
                                                                    bool l_884_ = (_e1923 == 1u);
                                                                    if (l_883_) {
                                                                        local_49 = l_884_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_885_ = local_49;
                                                                    if (l_885_) {
                                                                        l_mut_293_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1931 = l_mut_293_;
                                                            l_mut_236_ = _e1931;
                                                        }
                                                    } else {
                                                        bool l_886_ = (l_218_ == 7u);
                                                        if (l_886_) {
                                                            double _e1934 = l_mut_31_;
                                                            double l_887_ = abs(_e1934);
                                                            double l_888_ = (l_224_ * l_887_);
                                                            l_mut_77_ = l_888_;
                                                            double _e1937 = l_mut_31_;
                                                            double l_889_ = abs(_e1937);
                                                            l_mut_45_ = 1.401298464324817e-45L;
                                                            bool l_890_ = (l_889_ >= 1.1754943508222875e-38L);
                                                            bool l_891_ = (l_889_ <= 1.7976931348623157e308L);
                                                            if (l_890_) {
                                                                local_50 = l_891_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_892_ = local_50;
                                                            if (l_892_) {
                                                                uint64_t l_893_ = l_889_;
                                                                uint64_t l_894_ = (l_893_ >> uint(52uL));
                                                                uint64_t l_895_ = (l_894_ - 23uL);
                                                                uint64_t l_896_ = (l_895_ << uint(52uL));
                                                                double l_897_ = l_896_;
                                                                l_mut_45_ = l_897_;
                                                            }
                                                            double _e1961 = l_mut_45_;
                                                            double l_898_ = (0.5L * _e1961);
                                                            double _e1963 = l_mut_77_;
                                                            bool l_899_ = (l_898_ > _e1963);
                                                            if (l_899_) {
                                                                l_mut_77_ = l_898_;
                                                            }
                                                            double _e1965 = l_mut_31_;
                                                            double l_900_ = (_e1965 - l_234_);
                                                            double l_901_ = abs(l_900_);
                                                            l_mut_45_ = 1.401298464324817e-45L;
                                                            bool l_902_ = (l_901_ >= 1.1754943508222875e-38L);
                                                            bool l_903_ = (l_901_ <= 1.7976931348623157e308L);
                                                            if (l_902_) {
                                                                local_51 = l_903_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_904_ = local_51;
                                                            if (l_904_) {
                                                                uint64_t l_905_ = l_901_;
                                                                uint64_t l_906_ = (l_905_ >> uint(52uL));
                                                                uint64_t l_907_ = (l_906_ - 23uL);
                                                                uint64_t l_908_ = (l_907_ << uint(52uL));
                                                                double l_909_ = l_908_;
                                                                l_mut_45_ = l_909_;
                                                            }
                                                            double _e1989 = l_mut_31_;
                                                            double l_910_ = (_e1989 + l_234_);
                                                            double l_911_ = abs(l_910_);
                                                            l_mut_912_ = 1.401298464324817e-45L;
                                                            bool l_913_ = (l_911_ >= 1.1754943508222875e-38L);
                                                            bool l_914_ = (l_911_ <= 1.7976931348623157e308L);
                                                            if (l_913_) {
                                                                local_52 = l_914_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_915_ = local_52;
                                                            if (l_915_) {
                                                                uint64_t l_916_ = l_911_;
                                                                uint64_t l_917_ = (l_916_ >> uint(52uL));
                                                                uint64_t l_918_ = (l_917_ - 23uL);
                                                                uint64_t l_919_ = (l_918_ << uint(52uL));
                                                                double l_920_ = l_919_;
                                                                l_mut_912_ = l_920_;
                                                            }
                                                            double _e2013 = l_mut_45_;
                                                            double _e2014 = l_mut_912_;
                                                            bool l_921_ = (_e2013 == _e2014);
                                                            if (l_921_) {
                                                                double l_922_ = (l_224_ * l_234_);
                                                                double l_923_ = (l_234_ + l_922_);
                                                                double _e2018 = l_mut_77_;
                                                                double l_924_ = (_e2018 * 1.4551915228366852e-11L);
                                                                double l_925_ = (l_923_ + l_924_);
                                                                double _e2022 = l_mut_31_;
                                                                double _e2023 = l_mut_77_;
                                                                double l_926_ = (_e2022 - _e2023);
                                                                double _e2025 = l_mut_31_;
                                                                double _e2026 = l_mut_77_;
                                                                double l_927_ = (_e2025 + _e2026);
                                                                float _e2028 = l_mut_25_;
                                                                uint l_928_ = asuint(_e2028);
                                                                uint l_929_ = (l_928_ & 2147483647u);
                                                                float l_930_ = asfloat(l_929_);
                                                                double l_931_ = double(l_930_);
                                                                l_mut_912_ = l_931_;
                                                                bool l_932_ = (l_929_ < 8388608u);
                                                                if (l_932_) {
                                                                    double l_933_ = double(l_929_);
                                                                    double l_934_ = (l_933_ * 1.401298464324817e-45L);
                                                                    l_mut_912_ = l_934_;
                                                                }
                                                                double _e2039 = l_mut_912_;
                                                                uint64_t l_935_ = _e2039;
                                                                uint l_936_ = (l_928_ >> 31u);
                                                                uint64_t l_937_ = uint64_t(l_936_);
                                                                uint64_t l_938_ = (l_937_ << uint(63uL));
                                                                uint64_t l_939_ = (l_935_ | l_938_);
                                                                double l_940_ = l_939_;
                                                                float _e2050 = l_mut_25_;
                                                                uint l_941_ = asuint(_e2050);
                                                                uint l_942_ = (l_941_ + 1u);
                                                                l_mut_293_ = l_942_;
                                                                uint l_943_ = (l_941_ & 2147483647u);
                                                                bool l_944_ = (l_943_ == 0u);
                                                                if (l_944_) {
                                                                    l_mut_293_ = 1u;
                                                                } else {
                                                                    uint l_945_ = (l_941_ & 2147483648u);
                                                                    bool l_946_ = (l_945_ != 0u);
                                                                    if (l_946_) {
                                                                        uint l_947_ = (l_941_ - 1u);
                                                                        l_mut_293_ = l_947_;
                                                                    } else {
                                                                        bool l_948_ = (l_941_ == 2139095040u);
                                                                        if (l_948_) {
                                                                            l_mut_293_ = l_941_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2067 = l_mut_293_;
                                                                float l_949_ = asfloat(_e2067);
                                                                uint l_950_ = asuint(l_949_);
                                                                uint l_951_ = (l_950_ & 2147483647u);
                                                                float l_952_ = asfloat(l_951_);
                                                                double l_953_ = double(l_952_);
                                                                l_mut_912_ = l_953_;
                                                                bool l_954_ = (l_951_ < 8388608u);
                                                                if (l_954_) {
                                                                    double l_955_ = double(l_951_);
                                                                    double l_956_ = (l_955_ * 1.401298464324817e-45L);
                                                                    l_mut_912_ = l_956_;
                                                                }
                                                                double _e2079 = l_mut_912_;
                                                                uint64_t l_957_ = _e2079;
                                                                uint l_958_ = (l_950_ >> 31u);
                                                                uint64_t l_959_ = uint64_t(l_958_);
                                                                uint64_t l_960_ = (l_959_ << uint(63uL));
                                                                uint64_t l_961_ = (l_957_ | l_960_);
                                                                double l_962_ = l_961_;
                                                                float _e2090 = l_mut_25_;
                                                                uint l_963_ = asuint(_e2090);
                                                                uint l_964_ = (l_963_ ^ 2147483648u);
                                                                float l_965_ = asfloat(l_964_);
                                                                uint l_966_ = asuint(l_965_);
                                                                uint l_967_ = (l_966_ + 1u);
                                                                l_mut_293_ = l_967_;
                                                                uint l_968_ = (l_966_ & 2147483647u);
                                                                bool l_969_ = (l_968_ == 0u);
                                                                if (l_969_) {
                                                                    l_mut_293_ = 1u;
                                                                } else {
                                                                    uint l_970_ = (l_966_ & 2147483648u);
                                                                    bool l_971_ = (l_970_ != 0u);
                                                                    if (l_971_) {
                                                                        uint l_972_ = (l_966_ - 1u);
                                                                        l_mut_293_ = l_972_;
                                                                    } else {
                                                                        bool l_973_ = (l_966_ == 2139095040u);
                                                                        if (l_973_) {
                                                                            l_mut_293_ = l_966_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2111 = l_mut_293_;
                                                                float l_974_ = asfloat(_e2111);
                                                                uint l_975_ = asuint(l_974_);
                                                                uint l_976_ = (l_975_ ^ 2147483648u);
                                                                float l_977_ = asfloat(l_976_);
                                                                uint l_978_ = asuint(l_977_);
                                                                uint l_979_ = (l_978_ & 2147483647u);
                                                                float l_980_ = asfloat(l_979_);
                                                                double l_981_ = double(l_980_);
                                                                l_mut_912_ = l_981_;
                                                                bool l_982_ = (l_979_ < 8388608u);
                                                                if (l_982_) {
                                                                    double l_983_ = double(l_979_);
                                                                    double l_984_ = (l_983_ * 1.401298464324817e-45L);
                                                                    l_mut_912_ = l_984_;
                                                                }
                                                                double _e2127 = l_mut_912_;
                                                                uint64_t l_985_ = _e2127;
                                                                uint l_986_ = (l_978_ >> 31u);
                                                                uint64_t l_987_ = uint64_t(l_986_);
                                                                uint64_t l_988_ = (l_987_ << uint(63uL));
                                                                uint64_t l_989_ = (l_985_ | l_988_);
                                                                double l_990_ = l_989_;
                                                                double l_991_ = (l_926_ + l_925_);
                                                                bool l_992_ = (l_991_ <= l_940_);
                                                                l_mut_353_ = l_992_;
                                                                double l_993_ = (l_926_ - l_925_);
                                                                bool l_994_ = (l_993_ > l_940_);
                                                                l_mut_350_ = l_994_;
                                                                double l_995_ = (l_927_ - l_925_);
                                                                bool l_996_ = (l_995_ >= l_940_);
                                                                l_mut_347_ = l_996_;
                                                                double l_997_ = (l_927_ + l_925_);
                                                                bool l_998_ = (l_997_ < l_940_);
                                                                l_mut_344_ = l_998_;
                                                                if (l_222_) {
                                                                    double l_999_ = (l_926_ + l_925_);
                                                                    bool l_1000_ = (l_999_ < l_962_);
                                                                    l_mut_353_ = l_1000_;
                                                                    double l_1001_ = (l_926_ - l_925_);
                                                                    bool l_1002_ = (l_1001_ >= l_962_);
                                                                    l_mut_350_ = l_1002_;
                                                                    double l_1003_ = (l_927_ - l_925_);
                                                                    bool l_1004_ = (l_1003_ > l_990_);
                                                                    l_mut_347_ = l_1004_;
                                                                    double l_1005_ = (l_927_ + l_925_);
                                                                    bool l_1006_ = (l_1005_ <= l_990_);
                                                                    l_mut_344_ = l_1006_;
                                                                }
                                                                l_mut_293_ = 2u;
                                                                bool _e2155 = l_mut_350_;
                                                                if (!(_e2155)) {
                                                                    bool _e2159 = l_mut_344_;
                                                                    local_53 = _e2159;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_1007_ = local_53;
                                                                if (l_1007_) {
                                                                    l_mut_293_ = 1u;
                                                                } else {
                                                                    bool _e2163 = l_mut_353_;
                                                                    if (_e2163) {
                                                                        bool _e2166 = l_mut_347_;
                                                                        local_54 = _e2166;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_1008_ = local_54;
                                                                    if (l_1008_) {
                                                                        l_mut_293_ = 0u;
                                                                    }
                                                                }
                                                                float _e2170 = l_mut_25_;
                                                                uint l_1009_ = asuint(_e2170);
                                                                uint l_1010_ = (l_1009_ & 2147483647u);
                                                                bool l_1011_ = (l_1010_ == 0u);
                                                                if (l_1011_) {
                                                                    double l_1012_ = (l_926_ + l_925_);
                                                                    bool l_1013_ = (l_1012_ < 1.1754943508222875e-38L);
                                                                    double l_1014_ = (l_927_ - l_925_);
                                                                    bool l_1015_ = (l_1014_ > -1.1754943508222875e-38L);
                                                                    if (l_1013_) {
                                                                        local_55 = l_1015_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_1016_ = local_55;
                                                                    double l_1017_ = (l_926_ - l_925_);
                                                                    bool l_1018_ = (l_1017_ < 1.1754943508222875e-38L);
                                                                    double l_1019_ = (l_927_ + l_925_);
                                                                    bool l_1020_ = (l_1019_ > -1.1754943508222875e-38L);
                                                                    if (l_1018_) {
                                                                        local_56 = l_1020_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1021_ = local_56;
                                                                    if (l_1016_) {
                                                                        l_mut_293_ = 0u;
                                                                    } else {
                                                                        uint _e2197 = l_mut_293_;
                                                                        bool l_1022_ = (_e2197 == 1u);
                                                                        if (l_1021_) {
                                                                            local_57 = l_1022_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1023_ = local_57;
                                                                        if (l_1023_) {
                                                                            l_mut_293_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2205 = l_mut_293_;
                                                                l_mut_236_ = _e2205;
                                                            }
                                                        } else {
                                                            bool l_1024_ = (l_218_ == 8u);
                                                            if (l_1024_) {
                                                                bool l_1025_ = (l_231_ >= 0.5L);
                                                                bool l_1026_ = (l_231_ <= 2.0L);
                                                                if (l_1025_) {
                                                                    local_58 = l_1026_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_1027_ = local_58;
                                                                if (l_1027_) {
                                                                    double l_1028_ = (l_224_ * 1.4551915228366852e-11L);
                                                                    double l_1029_ = (l_234_ + l_1028_);
                                                                    double _e2219 = l_mut_31_;
                                                                    double l_1030_ = (_e2219 - l_224_);
                                                                    double _e2221 = l_mut_31_;
                                                                    double l_1031_ = (_e2221 + l_224_);
                                                                    float _e2223 = l_mut_25_;
                                                                    uint l_1032_ = asuint(_e2223);
                                                                    uint l_1033_ = (l_1032_ & 2147483647u);
                                                                    float l_1034_ = asfloat(l_1033_);
                                                                    double l_1035_ = double(l_1034_);
                                                                    l_mut_912_ = l_1035_;
                                                                    bool l_1036_ = (l_1033_ < 8388608u);
                                                                    if (l_1036_) {
                                                                        double l_1037_ = double(l_1033_);
                                                                        double l_1038_ = (l_1037_ * 1.401298464324817e-45L);
                                                                        l_mut_912_ = l_1038_;
                                                                    }
                                                                    double _e2234 = l_mut_912_;
                                                                    uint64_t l_1039_ = _e2234;
                                                                    uint l_1040_ = (l_1032_ >> 31u);
                                                                    uint64_t l_1041_ = uint64_t(l_1040_);
                                                                    uint64_t l_1042_ = (l_1041_ << uint(63uL));
                                                                    uint64_t l_1043_ = (l_1039_ | l_1042_);
                                                                    double l_1044_ = l_1043_;
                                                                    float _e2245 = l_mut_25_;
                                                                    uint l_1045_ = asuint(_e2245);
                                                                    uint l_1046_ = (l_1045_ + 1u);
                                                                    l_mut_293_ = l_1046_;
                                                                    uint l_1047_ = (l_1045_ & 2147483647u);
                                                                    bool l_1048_ = (l_1047_ == 0u);
                                                                    if (l_1048_) {
                                                                        l_mut_293_ = 1u;
                                                                    } else {
                                                                        uint l_1049_ = (l_1045_ & 2147483648u);
                                                                        bool l_1050_ = (l_1049_ != 0u);
                                                                        if (l_1050_) {
                                                                            uint l_1051_ = (l_1045_ - 1u);
                                                                            l_mut_293_ = l_1051_;
                                                                        } else {
                                                                            bool l_1052_ = (l_1045_ == 2139095040u);
                                                                            if (l_1052_) {
                                                                                l_mut_293_ = l_1045_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2262 = l_mut_293_;
                                                                    float l_1053_ = asfloat(_e2262);
                                                                    uint l_1054_ = asuint(l_1053_);
                                                                    uint l_1055_ = (l_1054_ & 2147483647u);
                                                                    float l_1056_ = asfloat(l_1055_);
                                                                    double l_1057_ = double(l_1056_);
                                                                    l_mut_912_ = l_1057_;
                                                                    bool l_1058_ = (l_1055_ < 8388608u);
                                                                    if (l_1058_) {
                                                                        double l_1059_ = double(l_1055_);
                                                                        double l_1060_ = (l_1059_ * 1.401298464324817e-45L);
                                                                        l_mut_912_ = l_1060_;
                                                                    }
                                                                    double _e2274 = l_mut_912_;
                                                                    uint64_t l_1061_ = _e2274;
                                                                    uint l_1062_ = (l_1054_ >> 31u);
                                                                    uint64_t l_1063_ = uint64_t(l_1062_);
                                                                    uint64_t l_1064_ = (l_1063_ << uint(63uL));
                                                                    uint64_t l_1065_ = (l_1061_ | l_1064_);
                                                                    double l_1066_ = l_1065_;
                                                                    float _e2285 = l_mut_25_;
                                                                    uint l_1067_ = asuint(_e2285);
                                                                    uint l_1068_ = (l_1067_ ^ 2147483648u);
                                                                    float l_1069_ = asfloat(l_1068_);
                                                                    uint l_1070_ = asuint(l_1069_);
                                                                    uint l_1071_ = (l_1070_ + 1u);
                                                                    l_mut_293_ = l_1071_;
                                                                    uint l_1072_ = (l_1070_ & 2147483647u);
                                                                    bool l_1073_ = (l_1072_ == 0u);
                                                                    if (l_1073_) {
                                                                        l_mut_293_ = 1u;
                                                                    } else {
                                                                        uint l_1074_ = (l_1070_ & 2147483648u);
                                                                        bool l_1075_ = (l_1074_ != 0u);
                                                                        if (l_1075_) {
                                                                            uint l_1076_ = (l_1070_ - 1u);
                                                                            l_mut_293_ = l_1076_;
                                                                        } else {
                                                                            bool l_1077_ = (l_1070_ == 2139095040u);
                                                                            if (l_1077_) {
                                                                                l_mut_293_ = l_1070_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2306 = l_mut_293_;
                                                                    float l_1078_ = asfloat(_e2306);
                                                                    uint l_1079_ = asuint(l_1078_);
                                                                    uint l_1080_ = (l_1079_ ^ 2147483648u);
                                                                    float l_1081_ = asfloat(l_1080_);
                                                                    uint l_1082_ = asuint(l_1081_);
                                                                    uint l_1083_ = (l_1082_ & 2147483647u);
                                                                    float l_1084_ = asfloat(l_1083_);
                                                                    double l_1085_ = double(l_1084_);
                                                                    l_mut_912_ = l_1085_;
                                                                    bool l_1086_ = (l_1083_ < 8388608u);
                                                                    if (l_1086_) {
                                                                        double l_1087_ = double(l_1083_);
                                                                        double l_1088_ = (l_1087_ * 1.401298464324817e-45L);
                                                                        l_mut_912_ = l_1088_;
                                                                    }
                                                                    double _e2322 = l_mut_912_;
                                                                    uint64_t l_1089_ = _e2322;
                                                                    uint l_1090_ = (l_1082_ >> 31u);
                                                                    uint64_t l_1091_ = uint64_t(l_1090_);
                                                                    uint64_t l_1092_ = (l_1091_ << uint(63uL));
                                                                    uint64_t l_1093_ = (l_1089_ | l_1092_);
                                                                    double l_1094_ = l_1093_;
                                                                    double l_1095_ = (l_1030_ + l_1029_);
                                                                    bool l_1096_ = (l_1095_ <= l_1044_);
                                                                    l_mut_353_ = l_1096_;
                                                                    double l_1097_ = (l_1030_ - l_1029_);
                                                                    bool l_1098_ = (l_1097_ > l_1044_);
                                                                    l_mut_350_ = l_1098_;
                                                                    double l_1099_ = (l_1031_ - l_1029_);
                                                                    bool l_1100_ = (l_1099_ >= l_1044_);
                                                                    l_mut_347_ = l_1100_;
                                                                    double l_1101_ = (l_1031_ + l_1029_);
                                                                    bool l_1102_ = (l_1101_ < l_1044_);
                                                                    l_mut_344_ = l_1102_;
                                                                    if (l_222_) {
                                                                        double l_1103_ = (l_1030_ + l_1029_);
                                                                        bool l_1104_ = (l_1103_ < l_1066_);
                                                                        l_mut_353_ = l_1104_;
                                                                        double l_1105_ = (l_1030_ - l_1029_);
                                                                        bool l_1106_ = (l_1105_ >= l_1066_);
                                                                        l_mut_350_ = l_1106_;
                                                                        double l_1107_ = (l_1031_ - l_1029_);
                                                                        bool l_1108_ = (l_1107_ > l_1094_);
                                                                        l_mut_347_ = l_1108_;
                                                                        double l_1109_ = (l_1031_ + l_1029_);
                                                                        bool l_1110_ = (l_1109_ <= l_1094_);
                                                                        l_mut_344_ = l_1110_;
                                                                    }
                                                                    l_mut_293_ = 2u;
                                                                    bool _e2350 = l_mut_350_;
                                                                    if (!(_e2350)) {
                                                                        bool _e2354 = l_mut_344_;
                                                                        local_59 = _e2354;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1111_ = local_59;
                                                                    if (l_1111_) {
                                                                        l_mut_293_ = 1u;
                                                                    } else {
                                                                        bool _e2358 = l_mut_353_;
                                                                        if (_e2358) {
                                                                            bool _e2361 = l_mut_347_;
                                                                            local_60 = _e2361;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1112_ = local_60;
                                                                        if (l_1112_) {
                                                                            l_mut_293_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2365 = l_mut_25_;
                                                                    uint l_1113_ = asuint(_e2365);
                                                                    uint l_1114_ = (l_1113_ & 2147483647u);
                                                                    bool l_1115_ = (l_1114_ == 0u);
                                                                    if (l_1115_) {
                                                                        double l_1116_ = (l_1030_ + l_1029_);
                                                                        bool l_1117_ = (l_1116_ < 1.1754943508222875e-38L);
                                                                        double l_1118_ = (l_1031_ - l_1029_);
                                                                        bool l_1119_ = (l_1118_ > -1.1754943508222875e-38L);
                                                                        if (l_1117_) {
                                                                            local_61 = l_1119_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1120_ = local_61;
                                                                        double l_1121_ = (l_1030_ - l_1029_);
                                                                        bool l_1122_ = (l_1121_ < 1.1754943508222875e-38L);
                                                                        double l_1123_ = (l_1031_ + l_1029_);
                                                                        bool l_1124_ = (l_1123_ > -1.1754943508222875e-38L);
                                                                        if (l_1122_) {
                                                                            local_62 = l_1124_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1125_ = local_62;
                                                                        if (l_1120_) {
                                                                            l_mut_293_ = 0u;
                                                                        } else {
                                                                            uint _e2392 = l_mut_293_;
                                                                            bool l_1126_ = (_e2392 == 1u);
                                                                            if (l_1125_) {
                                                                                local_63 = l_1126_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1127_ = local_63;
                                                                            if (l_1127_) {
                                                                                l_mut_293_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2400 = l_mut_293_;
                                                                    l_mut_236_ = _e2400;
                                                                } else {
                                                                    double _e2401 = l_mut_31_;
                                                                    double l_1128_ = abs(_e2401);
                                                                    l_mut_912_ = 1.401298464324817e-45L;
                                                                    bool l_1129_ = (l_1128_ >= 1.1754943508222875e-38L);
                                                                    bool l_1130_ = (l_1128_ <= 1.7976931348623157e308L);
                                                                    if (l_1129_) {
                                                                        local_64 = l_1130_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1131_ = local_64;
                                                                    if (l_1131_) {
                                                                        uint64_t l_1132_ = l_1128_;
                                                                        uint64_t l_1133_ = (l_1132_ >> uint(52uL));
                                                                        uint64_t l_1134_ = (l_1133_ - 23uL);
                                                                        uint64_t l_1135_ = (l_1134_ << uint(52uL));
                                                                        double l_1136_ = l_1135_;
                                                                        l_mut_912_ = l_1136_;
                                                                    }
                                                                    double _e2424 = l_mut_912_;
                                                                    double l_1137_ = (l_227_ * _e2424);
                                                                    l_mut_293_ = 2u;
                                                                    double _e2427 = l_mut_31_;
                                                                    double l_1138_ = (_e2427 - l_234_);
                                                                    double l_1139_ = abs(l_1138_);
                                                                    l_mut_912_ = 1.401298464324817e-45L;
                                                                    bool l_1140_ = (l_1139_ >= 1.1754943508222875e-38L);
                                                                    bool l_1141_ = (l_1139_ <= 1.7976931348623157e308L);
                                                                    if (l_1140_) {
                                                                        local_65 = l_1141_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1142_ = local_65;
                                                                    if (l_1142_) {
                                                                        uint64_t l_1143_ = l_1139_;
                                                                        uint64_t l_1144_ = (l_1143_ >> uint(52uL));
                                                                        uint64_t l_1145_ = (l_1144_ - 23uL);
                                                                        uint64_t l_1146_ = (l_1145_ << uint(52uL));
                                                                        double l_1147_ = l_1146_;
                                                                        l_mut_912_ = l_1147_;
                                                                    }
                                                                    double _e2451 = l_mut_31_;
                                                                    double l_1148_ = (_e2451 + l_234_);
                                                                    double l_1149_ = abs(l_1148_);
                                                                    l_mut_77_ = 1.401298464324817e-45L;
                                                                    bool l_1150_ = (l_1149_ >= 1.1754943508222875e-38L);
                                                                    bool l_1151_ = (l_1149_ <= 1.7976931348623157e308L);
                                                                    if (l_1150_) {
                                                                        local_66 = l_1151_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1152_ = local_66;
                                                                    if (l_1152_) {
                                                                        uint64_t l_1153_ = l_1149_;
                                                                        uint64_t l_1154_ = (l_1153_ >> uint(52uL));
                                                                        uint64_t l_1155_ = (l_1154_ - 23uL);
                                                                        uint64_t l_1156_ = (l_1155_ << uint(52uL));
                                                                        double l_1157_ = l_1156_;
                                                                        l_mut_77_ = l_1157_;
                                                                    }
                                                                    double _e2475 = l_mut_912_;
                                                                    double _e2476 = l_mut_77_;
                                                                    bool l_1158_ = (_e2475 == _e2476);
                                                                    if (l_1158_) {
                                                                        double l_1159_ = (l_1137_ * 1.4551915228366852e-11L);
                                                                        double l_1160_ = (l_234_ + l_1159_);
                                                                        double _e2481 = l_mut_31_;
                                                                        double l_1161_ = (_e2481 - l_1137_);
                                                                        double _e2483 = l_mut_31_;
                                                                        double l_1162_ = (_e2483 + l_1137_);
                                                                        float _e2485 = l_mut_25_;
                                                                        uint l_1163_ = asuint(_e2485);
                                                                        uint l_1164_ = (l_1163_ & 2147483647u);
                                                                        float l_1165_ = asfloat(l_1164_);
                                                                        double l_1166_ = double(l_1165_);
                                                                        l_mut_912_ = l_1166_;
                                                                        bool l_1167_ = (l_1164_ < 8388608u);
                                                                        if (l_1167_) {
                                                                            double l_1168_ = double(l_1164_);
                                                                            double l_1169_ = (l_1168_ * 1.401298464324817e-45L);
                                                                            l_mut_912_ = l_1169_;
                                                                        }
                                                                        double _e2496 = l_mut_912_;
                                                                        uint64_t l_1170_ = _e2496;
                                                                        uint l_1171_ = (l_1163_ >> 31u);
                                                                        uint64_t l_1172_ = uint64_t(l_1171_);
                                                                        uint64_t l_1173_ = (l_1172_ << uint(63uL));
                                                                        uint64_t l_1174_ = (l_1170_ | l_1173_);
                                                                        double l_1175_ = l_1174_;
                                                                        float _e2507 = l_mut_25_;
                                                                        uint l_1176_ = asuint(_e2507);
                                                                        uint l_1177_ = (l_1176_ + 1u);
                                                                        l_mut_252_ = l_1177_;
                                                                        uint l_1178_ = (l_1176_ & 2147483647u);
                                                                        bool l_1179_ = (l_1178_ == 0u);
                                                                        if (l_1179_) {
                                                                            l_mut_252_ = 1u;
                                                                        } else {
                                                                            uint l_1180_ = (l_1176_ & 2147483648u);
                                                                            bool l_1181_ = (l_1180_ != 0u);
                                                                            if (l_1181_) {
                                                                                uint l_1182_ = (l_1176_ - 1u);
                                                                                l_mut_252_ = l_1182_;
                                                                            } else {
                                                                                bool l_1183_ = (l_1176_ == 2139095040u);
                                                                                if (l_1183_) {
                                                                                    l_mut_252_ = l_1176_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2524 = l_mut_252_;
                                                                        float l_1184_ = asfloat(_e2524);
                                                                        uint l_1185_ = asuint(l_1184_);
                                                                        uint l_1186_ = (l_1185_ & 2147483647u);
                                                                        float l_1187_ = asfloat(l_1186_);
                                                                        double l_1188_ = double(l_1187_);
                                                                        l_mut_912_ = l_1188_;
                                                                        bool l_1189_ = (l_1186_ < 8388608u);
                                                                        if (l_1189_) {
                                                                            double l_1190_ = double(l_1186_);
                                                                            double l_1191_ = (l_1190_ * 1.401298464324817e-45L);
                                                                            l_mut_912_ = l_1191_;
                                                                        }
                                                                        double _e2536 = l_mut_912_;
                                                                        uint64_t l_1192_ = _e2536;
                                                                        uint l_1193_ = (l_1185_ >> 31u);
                                                                        uint64_t l_1194_ = uint64_t(l_1193_);
                                                                        uint64_t l_1195_ = (l_1194_ << uint(63uL));
                                                                        uint64_t l_1196_ = (l_1192_ | l_1195_);
                                                                        double l_1197_ = l_1196_;
                                                                        float _e2547 = l_mut_25_;
                                                                        uint l_1198_ = asuint(_e2547);
                                                                        uint l_1199_ = (l_1198_ ^ 2147483648u);
                                                                        float l_1200_ = asfloat(l_1199_);
                                                                        uint l_1201_ = asuint(l_1200_);
                                                                        uint l_1202_ = (l_1201_ + 1u);
                                                                        l_mut_252_ = l_1202_;
                                                                        uint l_1203_ = (l_1201_ & 2147483647u);
                                                                        bool l_1204_ = (l_1203_ == 0u);
                                                                        if (l_1204_) {
                                                                            l_mut_252_ = 1u;
                                                                        } else {
                                                                            uint l_1205_ = (l_1201_ & 2147483648u);
                                                                            bool l_1206_ = (l_1205_ != 0u);
                                                                            if (l_1206_) {
                                                                                uint l_1207_ = (l_1201_ - 1u);
                                                                                l_mut_252_ = l_1207_;
                                                                            } else {
                                                                                bool l_1208_ = (l_1201_ == 2139095040u);
                                                                                if (l_1208_) {
                                                                                    l_mut_252_ = l_1201_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2568 = l_mut_252_;
                                                                        float l_1209_ = asfloat(_e2568);
                                                                        uint l_1210_ = asuint(l_1209_);
                                                                        uint l_1211_ = (l_1210_ ^ 2147483648u);
                                                                        float l_1212_ = asfloat(l_1211_);
                                                                        uint l_1213_ = asuint(l_1212_);
                                                                        uint l_1214_ = (l_1213_ & 2147483647u);
                                                                        float l_1215_ = asfloat(l_1214_);
                                                                        double l_1216_ = double(l_1215_);
                                                                        l_mut_912_ = l_1216_;
                                                                        bool l_1217_ = (l_1214_ < 8388608u);
                                                                        if (l_1217_) {
                                                                            double l_1218_ = double(l_1214_);
                                                                            double l_1219_ = (l_1218_ * 1.401298464324817e-45L);
                                                                            l_mut_912_ = l_1219_;
                                                                        }
                                                                        double _e2584 = l_mut_912_;
                                                                        uint64_t l_1220_ = _e2584;
                                                                        uint l_1221_ = (l_1213_ >> 31u);
                                                                        uint64_t l_1222_ = uint64_t(l_1221_);
                                                                        uint64_t l_1223_ = (l_1222_ << uint(63uL));
                                                                        uint64_t l_1224_ = (l_1220_ | l_1223_);
                                                                        double l_1225_ = l_1224_;
                                                                        double l_1226_ = (l_1161_ + l_1160_);
                                                                        bool l_1227_ = (l_1226_ <= l_1175_);
                                                                        l_mut_353_ = l_1227_;
                                                                        double l_1228_ = (l_1161_ - l_1160_);
                                                                        bool l_1229_ = (l_1228_ > l_1175_);
                                                                        l_mut_350_ = l_1229_;
                                                                        double l_1230_ = (l_1162_ - l_1160_);
                                                                        bool l_1231_ = (l_1230_ >= l_1175_);
                                                                        l_mut_347_ = l_1231_;
                                                                        double l_1232_ = (l_1162_ + l_1160_);
                                                                        bool l_1233_ = (l_1232_ < l_1175_);
                                                                        l_mut_344_ = l_1233_;
                                                                        if (l_222_) {
                                                                            double l_1234_ = (l_1161_ + l_1160_);
                                                                            bool l_1235_ = (l_1234_ < l_1197_);
                                                                            l_mut_353_ = l_1235_;
                                                                            double l_1236_ = (l_1161_ - l_1160_);
                                                                            bool l_1237_ = (l_1236_ >= l_1197_);
                                                                            l_mut_350_ = l_1237_;
                                                                            double l_1238_ = (l_1162_ - l_1160_);
                                                                            bool l_1239_ = (l_1238_ > l_1225_);
                                                                            l_mut_347_ = l_1239_;
                                                                            double l_1240_ = (l_1162_ + l_1160_);
                                                                            bool l_1241_ = (l_1240_ <= l_1225_);
                                                                            l_mut_344_ = l_1241_;
                                                                        }
                                                                        l_mut_252_ = 2u;
                                                                        bool _e2612 = l_mut_350_;
                                                                        if (!(_e2612)) {
                                                                            bool _e2616 = l_mut_344_;
                                                                            local_67 = _e2616;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1242_ = local_67;
                                                                        if (l_1242_) {
                                                                            l_mut_252_ = 1u;
                                                                        } else {
                                                                            bool _e2620 = l_mut_353_;
                                                                            if (_e2620) {
                                                                                bool _e2623 = l_mut_347_;
                                                                                local_68 = _e2623;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1243_ = local_68;
                                                                            if (l_1243_) {
                                                                                l_mut_252_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2627 = l_mut_25_;
                                                                        uint l_1244_ = asuint(_e2627);
                                                                        uint l_1245_ = (l_1244_ & 2147483647u);
                                                                        bool l_1246_ = (l_1245_ == 0u);
                                                                        if (l_1246_) {
                                                                            double l_1247_ = (l_1161_ + l_1160_);
                                                                            bool l_1248_ = (l_1247_ < 1.1754943508222875e-38L);
                                                                            double l_1249_ = (l_1162_ - l_1160_);
                                                                            bool l_1250_ = (l_1249_ > -1.1754943508222875e-38L);
                                                                            if (l_1248_) {
                                                                                local_69 = l_1250_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1251_ = local_69;
                                                                            double l_1252_ = (l_1161_ - l_1160_);
                                                                            bool l_1253_ = (l_1252_ < 1.1754943508222875e-38L);
                                                                            double l_1254_ = (l_1162_ + l_1160_);
                                                                            bool l_1255_ = (l_1254_ > -1.1754943508222875e-38L);
                                                                            if (l_1253_) {
                                                                                local_70 = l_1255_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1256_ = local_70;
                                                                            if (l_1251_) {
                                                                                l_mut_252_ = 0u;
                                                                            } else {
                                                                                uint _e2654 = l_mut_252_;
                                                                                bool l_1257_ = (_e2654 == 1u);
                                                                                if (l_1256_) {
                                                                                    local_71 = l_1257_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1258_ = local_71;
                                                                                if (l_1258_) {
                                                                                    l_mut_252_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2662 = l_mut_252_;
                                                                        l_mut_293_ = _e2662;
                                                                    }
                                                                    uint _e2663 = l_mut_293_;
                                                                    l_mut_236_ = _e2663;
                                                                }
                                                            } else {
                                                                bool l_1259_ = (l_218_ == 14u);
                                                                if (l_1259_) {
                                                                    l_mut_236_ = 0u;
                                                                    bool l_1260_ = (l_231_ > 0.0L);
                                                                    if (l_1260_) {
                                                                        float l_1261_ = float(l_231_);
                                                                        uint l_1262_ = asuint(l_1261_);
                                                                        uint l_1263_ = (l_1262_ & 2147483647u);
                                                                        float l_1264_ = asfloat(l_1263_);
                                                                        double l_1265_ = double(l_1264_);
                                                                        l_mut_912_ = l_1265_;
                                                                        bool l_1266_ = (l_1263_ < 8388608u);
                                                                        if (l_1266_) {
                                                                            double l_1267_ = double(l_1263_);
                                                                            double l_1268_ = (l_1267_ * 1.401298464324817e-45L);
                                                                            l_mut_912_ = l_1268_;
                                                                        }
                                                                        double _e2680 = l_mut_912_;
                                                                        uint64_t l_1269_ = _e2680;
                                                                        uint l_1270_ = (l_1262_ >> 31u);
                                                                        uint64_t l_1271_ = uint64_t(l_1270_);
                                                                        uint64_t l_1272_ = (l_1271_ << uint(63uL));
                                                                        uint64_t l_1273_ = (l_1269_ | l_1272_);
                                                                        double l_1274_ = l_1273_;
                                                                        l_mut_912_ = l_1274_;
                                                                        bool l_1275_ = (l_1274_ < 0.0L);
                                                                        if (l_1275_) {
                                                                            uint64_t l_1276_ = l_1274_;
                                                                            uint64_t l_1277_ = (l_1276_ | 9221120237041090560uL);
                                                                            double l_1278_ = l_1277_;
                                                                            l_mut_912_ = l_1278_;
                                                                        } else {
                                                                            bool l_1279_ = (l_1274_ == 0.0L);
                                                                            if (l_1279_) {
                                                                                double l_1280_ = abs(l_1274_);
                                                                                uint64_t l_1281_ = l_1280_;
                                                                                uint64_t l_1282_ = (l_1281_ | 9218868437227405312uL);
                                                                                uint64_t l_1283_ = (l_1282_ & -4503599627370496L);
                                                                                double l_1284_ = l_1283_;
                                                                                double l_1285_ = -(l_1284_);
                                                                                l_mut_912_ = l_1285_;
                                                                            } else {
                                                                                uint l_1286_ = asuint(l_1261_);
                                                                                bool l_1287_ = (l_1286_ < 2139095040u);
                                                                                if (l_1287_) {
                                                                                    uint64_t l_1288_ = l_1274_;
                                                                                    uint64_t l_1289_ = (l_1288_ >> uint(52uL));
                                                                                    uint64_t l_1290_ = (l_1289_ & 2047uL);
                                                                                    int l_1291_ = int(l_1290_);
                                                                                    int l_1292_ = asint(asuint(l_1291_) - asuint(int(1023)));
                                                                                    l_mut_73_ = l_1292_;
                                                                                    uint64_t l_1293_ = (l_1288_ & 4503599627370495uL);
                                                                                    uint64_t l_1294_ = (l_1293_ | 4607182418800017408uL);
                                                                                    double l_1295_ = l_1294_;
                                                                                    l_mut_77_ = l_1295_;
                                                                                    double _e2727 = l_mut_77_;
                                                                                    bool l_1296_ = (_e2727 > 1.4142135623730951L);
                                                                                    if (l_1296_) {
                                                                                        double _e2730 = l_mut_77_;
                                                                                        l_mut_77_ = (_e2730 * 0.5L);
                                                                                        int _e2733 = l_mut_73_;
                                                                                        l_mut_73_ = asint(asuint(_e2733) + asuint(int(1)));
                                                                                    }
                                                                                    double _e2736 = l_mut_77_;
                                                                                    double l_1297_ = (_e2736 - 1.0L);
                                                                                    double l_1298_ = (2.0L + l_1297_);
                                                                                    double l_1299_ = (l_1297_ / l_1298_);
                                                                                    double l_1300_ = (l_1299_ * l_1299_);
                                                                                    double l_1301_ = (l_1300_ * 0.04L);
                                                                                    double l_1302_ = (l_1301_ + 0.043478260869565216L);
                                                                                    l_mut_77_ = l_1302_;
                                                                                    double _e2747 = l_mut_77_;
                                                                                    double l_1303_ = (_e2747 * l_1300_);
                                                                                    double l_1304_ = (l_1303_ + 0.047619047619047616L);
                                                                                    l_mut_77_ = l_1304_;
                                                                                    double _e2751 = l_mut_77_;
                                                                                    double l_1305_ = (_e2751 * l_1300_);
                                                                                    double l_1306_ = (l_1305_ + 0.05263157894736842L);
                                                                                    l_mut_77_ = l_1306_;
                                                                                    double _e2755 = l_mut_77_;
                                                                                    double l_1307_ = (_e2755 * l_1300_);
                                                                                    double l_1308_ = (l_1307_ + 0.058823529411764705L);
                                                                                    l_mut_77_ = l_1308_;
                                                                                    double _e2759 = l_mut_77_;
                                                                                    double l_1309_ = (_e2759 * l_1300_);
                                                                                    double l_1310_ = (l_1309_ + 0.06666666666666667L);
                                                                                    l_mut_77_ = l_1310_;
                                                                                    double _e2763 = l_mut_77_;
                                                                                    double l_1311_ = (_e2763 * l_1300_);
                                                                                    double l_1312_ = (l_1311_ + 0.07692307692307693L);
                                                                                    l_mut_77_ = l_1312_;
                                                                                    double _e2767 = l_mut_77_;
                                                                                    double l_1313_ = (_e2767 * l_1300_);
                                                                                    double l_1314_ = (l_1313_ + 0.09090909090909091L);
                                                                                    l_mut_77_ = l_1314_;
                                                                                    double _e2771 = l_mut_77_;
                                                                                    double l_1315_ = (_e2771 * l_1300_);
                                                                                    double l_1316_ = (l_1315_ + 0.1111111111111111L);
                                                                                    l_mut_77_ = l_1316_;
                                                                                    double _e2775 = l_mut_77_;
                                                                                    double l_1317_ = (_e2775 * l_1300_);
                                                                                    double l_1318_ = (l_1317_ + 0.14285714285714285L);
                                                                                    l_mut_77_ = l_1318_;
                                                                                    double _e2779 = l_mut_77_;
                                                                                    double l_1319_ = (_e2779 * l_1300_);
                                                                                    double l_1320_ = (l_1319_ + 0.2L);
                                                                                    l_mut_77_ = l_1320_;
                                                                                    double _e2783 = l_mut_77_;
                                                                                    double l_1321_ = (_e2783 * l_1300_);
                                                                                    double l_1322_ = (l_1321_ + 0.3333333333333333L);
                                                                                    l_mut_77_ = l_1322_;
                                                                                    double l_1323_ = (2.0L * l_1299_);
                                                                                    double l_1324_ = (2.0L * l_1299_);
                                                                                    double l_1325_ = (l_1324_ * l_1300_);
                                                                                    double _e2792 = l_mut_77_;
                                                                                    double l_1326_ = (l_1325_ * _e2792);
                                                                                    double l_1327_ = (l_1323_ + l_1326_);
                                                                                    int _e2795 = l_mut_73_;
                                                                                    double l_1328_ = double(_e2795);
                                                                                    double l_1329_ = (l_1328_ * 0.6931471824645996L);
                                                                                    double l_1330_ = (l_1328_ * -1.904654299957768e-9L);
                                                                                    double l_1331_ = (l_1330_ + l_1327_);
                                                                                    double l_1332_ = (l_1329_ + l_1331_);
                                                                                    l_mut_912_ = l_1332_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2803 = l_mut_912_;
                                                                        double l_1333_ = (_e2803 / 0.6931471805599453L);
                                                                        double l_1334_ = abs(l_1333_);
                                                                        double l_1335_ = (l_224_ * l_1334_);
                                                                        l_mut_912_ = l_1335_;
                                                                        bool l_1336_ = (l_231_ >= 0.5L);
                                                                        bool l_1337_ = (l_231_ <= 2.0L);
                                                                        if (l_1336_) {
                                                                            local_72 = l_1337_;
                                                                        } else {
                                                                            local_72 = false;
                                                                        }
                                                                        bool l_1338_ = local_72;
                                                                        if (l_1338_) {
                                                                            l_mut_912_ = l_224_;
                                                                        }
                                                                        double l_1339_ = abs(l_1333_);
                                                                        double l_1340_ = (l_1339_ * 1.4551915228366852e-11L);
                                                                        double l_1341_ = (1.0L + l_224_);
                                                                        double l_1342_ = (l_1340_ * l_1341_);
                                                                        double _e2822 = l_mut_912_;
                                                                        double l_1343_ = (l_1333_ - _e2822);
                                                                        double _e2824 = l_mut_912_;
                                                                        double l_1344_ = (l_1333_ + _e2824);
                                                                        double l_1346_ = (l_1343_ * l_227_);
                                                                        double l_1347_ = (l_1343_ * l_230_);
                                                                        double l_1348_ = (l_1344_ * l_227_);
                                                                        double l_1349_ = (l_1344_ * l_230_);
                                                                        a_1345_[0] = l_1346_;
                                                                        a_1345_[1] = l_1346_;
                                                                        double l_1350_ = a_1345_[0];
                                                                        bool l_1351_ = (l_1347_ < l_1350_);
                                                                        if (l_1351_) {
                                                                            a_1345_[0] = l_1347_;
                                                                        }
                                                                        double l_1352_ = a_1345_[0];
                                                                        bool l_1353_ = (l_1348_ < l_1352_);
                                                                        if (l_1353_) {
                                                                            a_1345_[0] = l_1348_;
                                                                        }
                                                                        double l_1354_ = a_1345_[0];
                                                                        bool l_1355_ = (l_1349_ < l_1354_);
                                                                        if (l_1355_) {
                                                                            a_1345_[0] = l_1349_;
                                                                        }
                                                                        double l_1356_ = a_1345_[1];
                                                                        bool l_1357_ = (l_1347_ > l_1356_);
                                                                        if (l_1357_) {
                                                                            a_1345_[1] = l_1347_;
                                                                        }
                                                                        double l_1358_ = a_1345_[1];
                                                                        bool l_1359_ = (l_1348_ > l_1358_);
                                                                        if (l_1359_) {
                                                                            a_1345_[1] = l_1348_;
                                                                        }
                                                                        double l_1360_ = a_1345_[1];
                                                                        bool l_1361_ = (l_1349_ > l_1360_);
                                                                        if (l_1361_) {
                                                                            a_1345_[1] = l_1349_;
                                                                        }
                                                                        double l_1362_ = (l_1342_ * l_230_);
                                                                        l_mut_293_ = 2u;
                                                                        double l_1363_ = a_1345_[0];
                                                                        double l_1364_ = (l_1363_ - l_1362_);
                                                                        double l_1365_ = (l_1364_ * 7.1362384635298e44L);
                                                                        double l_1366_ = floor(l_1365_);
                                                                        double l_1367_ = (l_1366_ * 1.401298464324817e-45L);
                                                                        l_mut_912_ = l_1367_;
                                                                        double l_1368_ = abs(l_1364_);
                                                                        bool l_1369_ = (l_1368_ >= 1.1754943508222875e-38L);
                                                                        if (l_1369_) {
                                                                            float l_1370_ = float(l_1364_);
                                                                            double l_1371_ = double(l_1370_);
                                                                            l_mut_912_ = l_1371_;
                                                                            double _e2871 = l_mut_912_;
                                                                            bool l_1372_ = (_e2871 > l_1364_);
                                                                            if (l_1372_) {
                                                                                uint l_1373_ = asuint(l_1370_);
                                                                                uint l_1374_ = (l_1373_ ^ 2147483648u);
                                                                                float l_1375_ = asfloat(l_1374_);
                                                                                uint l_1376_ = asuint(l_1375_);
                                                                                uint l_1377_ = (l_1376_ + 1u);
                                                                                l_mut_252_ = l_1377_;
                                                                                uint l_1378_ = (l_1376_ & 2147483647u);
                                                                                bool l_1379_ = (l_1378_ == 0u);
                                                                                if (l_1379_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1380_ = (l_1376_ & 2147483648u);
                                                                                    bool l_1381_ = (l_1380_ != 0u);
                                                                                    if (l_1381_) {
                                                                                        uint l_1382_ = (l_1376_ - 1u);
                                                                                        l_mut_252_ = l_1382_;
                                                                                    } else {
                                                                                        bool l_1383_ = (l_1376_ == 2139095040u);
                                                                                        if (l_1383_) {
                                                                                            l_mut_252_ = l_1376_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2893 = l_mut_252_;
                                                                                float l_1384_ = asfloat(_e2893);
                                                                                uint l_1385_ = asuint(l_1384_);
                                                                                uint l_1386_ = (l_1385_ ^ 2147483648u);
                                                                                float l_1387_ = asfloat(l_1386_);
                                                                                uint l_1388_ = asuint(l_1387_);
                                                                                uint l_1389_ = (l_1388_ & 2147483647u);
                                                                                float l_1390_ = asfloat(l_1389_);
                                                                                double l_1391_ = double(l_1390_);
                                                                                l_mut_77_ = l_1391_;
                                                                                bool l_1392_ = (l_1389_ < 8388608u);
                                                                                if (l_1392_) {
                                                                                    double l_1393_ = double(l_1389_);
                                                                                    double l_1394_ = (l_1393_ * 1.401298464324817e-45L);
                                                                                    l_mut_77_ = l_1394_;
                                                                                }
                                                                                double _e2909 = l_mut_77_;
                                                                                uint64_t l_1395_ = _e2909;
                                                                                uint l_1396_ = (l_1388_ >> 31u);
                                                                                uint64_t l_1397_ = uint64_t(l_1396_);
                                                                                uint64_t l_1398_ = (l_1397_ << uint(63uL));
                                                                                uint64_t l_1399_ = (l_1395_ | l_1398_);
                                                                                double l_1400_ = l_1399_;
                                                                                l_mut_912_ = l_1400_;
                                                                            } else {
                                                                                uint l_1401_ = asuint(l_1370_);
                                                                                uint l_1402_ = (l_1401_ + 1u);
                                                                                l_mut_252_ = l_1402_;
                                                                                uint l_1403_ = (l_1401_ & 2147483647u);
                                                                                bool l_1404_ = (l_1403_ == 0u);
                                                                                if (l_1404_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1405_ = (l_1401_ & 2147483648u);
                                                                                    bool l_1406_ = (l_1405_ != 0u);
                                                                                    if (l_1406_) {
                                                                                        uint l_1407_ = (l_1401_ - 1u);
                                                                                        l_mut_252_ = l_1407_;
                                                                                    } else {
                                                                                        bool l_1408_ = (l_1401_ == 2139095040u);
                                                                                        if (l_1408_) {
                                                                                            l_mut_252_ = l_1401_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2936 = l_mut_252_;
                                                                                float l_1409_ = asfloat(_e2936);
                                                                                uint l_1410_ = asuint(l_1409_);
                                                                                uint l_1411_ = (l_1410_ & 2147483647u);
                                                                                float l_1412_ = asfloat(l_1411_);
                                                                                double l_1413_ = double(l_1412_);
                                                                                l_mut_77_ = l_1413_;
                                                                                bool l_1414_ = (l_1411_ < 8388608u);
                                                                                if (l_1414_) {
                                                                                    double l_1415_ = double(l_1411_);
                                                                                    double l_1416_ = (l_1415_ * 1.401298464324817e-45L);
                                                                                    l_mut_77_ = l_1416_;
                                                                                }
                                                                                double _e2948 = l_mut_77_;
                                                                                uint64_t l_1417_ = _e2948;
                                                                                uint l_1418_ = (l_1410_ >> 31u);
                                                                                uint64_t l_1419_ = uint64_t(l_1418_);
                                                                                uint64_t l_1420_ = (l_1419_ << uint(63uL));
                                                                                uint64_t l_1421_ = (l_1417_ | l_1420_);
                                                                                double l_1422_ = l_1421_;
                                                                                bool l_1423_ = (l_1422_ <= l_1364_);
                                                                                if (l_1423_) {
                                                                                    uint l_1424_ = asuint(l_1370_);
                                                                                    uint l_1425_ = (l_1424_ + 1u);
                                                                                    l_mut_252_ = l_1425_;
                                                                                    uint l_1426_ = (l_1424_ & 2147483647u);
                                                                                    bool l_1427_ = (l_1426_ == 0u);
                                                                                    if (l_1427_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1428_ = (l_1424_ & 2147483648u);
                                                                                        bool l_1429_ = (l_1428_ != 0u);
                                                                                        if (l_1429_) {
                                                                                            uint l_1430_ = (l_1424_ - 1u);
                                                                                            l_mut_252_ = l_1430_;
                                                                                        } else {
                                                                                            bool l_1431_ = (l_1424_ == 2139095040u);
                                                                                            if (l_1431_) {
                                                                                                l_mut_252_ = l_1424_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e2976 = l_mut_252_;
                                                                                    float l_1432_ = asfloat(_e2976);
                                                                                    uint l_1433_ = asuint(l_1432_);
                                                                                    uint l_1434_ = (l_1433_ & 2147483647u);
                                                                                    float l_1435_ = asfloat(l_1434_);
                                                                                    double l_1436_ = double(l_1435_);
                                                                                    l_mut_77_ = l_1436_;
                                                                                    bool l_1437_ = (l_1434_ < 8388608u);
                                                                                    if (l_1437_) {
                                                                                        double l_1438_ = double(l_1434_);
                                                                                        double l_1439_ = (l_1438_ * 1.401298464324817e-45L);
                                                                                        l_mut_77_ = l_1439_;
                                                                                    }
                                                                                    double _e2988 = l_mut_77_;
                                                                                    uint64_t l_1440_ = _e2988;
                                                                                    uint l_1441_ = (l_1433_ >> 31u);
                                                                                    uint64_t l_1442_ = uint64_t(l_1441_);
                                                                                    uint64_t l_1443_ = (l_1442_ << uint(63uL));
                                                                                    uint64_t l_1444_ = (l_1440_ | l_1443_);
                                                                                    double l_1445_ = l_1444_;
                                                                                    l_mut_912_ = l_1445_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1446_ = (l_1363_ + l_1362_);
                                                                        double l_1447_ = (l_1446_ * 7.1362384635298e44L);
                                                                        double l_1448_ = floor(l_1447_);
                                                                        double l_1449_ = (l_1448_ * 1.401298464324817e-45L);
                                                                        l_mut_77_ = l_1449_;
                                                                        double l_1450_ = abs(l_1446_);
                                                                        bool l_1451_ = (l_1450_ >= 1.1754943508222875e-38L);
                                                                        if (l_1451_) {
                                                                            float l_1452_ = float(l_1446_);
                                                                            double l_1453_ = double(l_1452_);
                                                                            l_mut_77_ = l_1453_;
                                                                            double _e3010 = l_mut_77_;
                                                                            bool l_1454_ = (_e3010 > l_1446_);
                                                                            if (l_1454_) {
                                                                                uint l_1455_ = asuint(l_1452_);
                                                                                uint l_1456_ = (l_1455_ ^ 2147483648u);
                                                                                float l_1457_ = asfloat(l_1456_);
                                                                                uint l_1458_ = asuint(l_1457_);
                                                                                uint l_1459_ = (l_1458_ + 1u);
                                                                                l_mut_252_ = l_1459_;
                                                                                uint l_1460_ = (l_1458_ & 2147483647u);
                                                                                bool l_1461_ = (l_1460_ == 0u);
                                                                                if (l_1461_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1462_ = (l_1458_ & 2147483648u);
                                                                                    bool l_1463_ = (l_1462_ != 0u);
                                                                                    if (l_1463_) {
                                                                                        uint l_1464_ = (l_1458_ - 1u);
                                                                                        l_mut_252_ = l_1464_;
                                                                                    } else {
                                                                                        bool l_1465_ = (l_1458_ == 2139095040u);
                                                                                        if (l_1465_) {
                                                                                            l_mut_252_ = l_1458_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3032 = l_mut_252_;
                                                                                float l_1466_ = asfloat(_e3032);
                                                                                uint l_1467_ = asuint(l_1466_);
                                                                                uint l_1468_ = (l_1467_ ^ 2147483648u);
                                                                                float l_1469_ = asfloat(l_1468_);
                                                                                uint l_1470_ = asuint(l_1469_);
                                                                                uint l_1471_ = (l_1470_ & 2147483647u);
                                                                                float l_1472_ = asfloat(l_1471_);
                                                                                double l_1473_ = double(l_1472_);
                                                                                l_mut_45_ = l_1473_;
                                                                                bool l_1474_ = (l_1471_ < 8388608u);
                                                                                if (l_1474_) {
                                                                                    double l_1475_ = double(l_1471_);
                                                                                    double l_1476_ = (l_1475_ * 1.401298464324817e-45L);
                                                                                    l_mut_45_ = l_1476_;
                                                                                }
                                                                                double _e3048 = l_mut_45_;
                                                                                uint64_t l_1477_ = _e3048;
                                                                                uint l_1478_ = (l_1470_ >> 31u);
                                                                                uint64_t l_1479_ = uint64_t(l_1478_);
                                                                                uint64_t l_1480_ = (l_1479_ << uint(63uL));
                                                                                uint64_t l_1481_ = (l_1477_ | l_1480_);
                                                                                double l_1482_ = l_1481_;
                                                                                l_mut_77_ = l_1482_;
                                                                            } else {
                                                                                uint l_1483_ = asuint(l_1452_);
                                                                                uint l_1484_ = (l_1483_ + 1u);
                                                                                l_mut_252_ = l_1484_;
                                                                                uint l_1485_ = (l_1483_ & 2147483647u);
                                                                                bool l_1486_ = (l_1485_ == 0u);
                                                                                if (l_1486_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1487_ = (l_1483_ & 2147483648u);
                                                                                    bool l_1488_ = (l_1487_ != 0u);
                                                                                    if (l_1488_) {
                                                                                        uint l_1489_ = (l_1483_ - 1u);
                                                                                        l_mut_252_ = l_1489_;
                                                                                    } else {
                                                                                        bool l_1490_ = (l_1483_ == 2139095040u);
                                                                                        if (l_1490_) {
                                                                                            l_mut_252_ = l_1483_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3075 = l_mut_252_;
                                                                                float l_1491_ = asfloat(_e3075);
                                                                                uint l_1492_ = asuint(l_1491_);
                                                                                uint l_1493_ = (l_1492_ & 2147483647u);
                                                                                float l_1494_ = asfloat(l_1493_);
                                                                                double l_1495_ = double(l_1494_);
                                                                                l_mut_45_ = l_1495_;
                                                                                bool l_1496_ = (l_1493_ < 8388608u);
                                                                                if (l_1496_) {
                                                                                    double l_1497_ = double(l_1493_);
                                                                                    double l_1498_ = (l_1497_ * 1.401298464324817e-45L);
                                                                                    l_mut_45_ = l_1498_;
                                                                                }
                                                                                double _e3087 = l_mut_45_;
                                                                                uint64_t l_1499_ = _e3087;
                                                                                uint l_1500_ = (l_1492_ >> 31u);
                                                                                uint64_t l_1501_ = uint64_t(l_1500_);
                                                                                uint64_t l_1502_ = (l_1501_ << uint(63uL));
                                                                                uint64_t l_1503_ = (l_1499_ | l_1502_);
                                                                                double l_1504_ = l_1503_;
                                                                                bool l_1505_ = (l_1504_ <= l_1446_);
                                                                                if (l_1505_) {
                                                                                    uint l_1506_ = asuint(l_1452_);
                                                                                    uint l_1507_ = (l_1506_ + 1u);
                                                                                    l_mut_252_ = l_1507_;
                                                                                    uint l_1508_ = (l_1506_ & 2147483647u);
                                                                                    bool l_1509_ = (l_1508_ == 0u);
                                                                                    if (l_1509_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1510_ = (l_1506_ & 2147483648u);
                                                                                        bool l_1511_ = (l_1510_ != 0u);
                                                                                        if (l_1511_) {
                                                                                            uint l_1512_ = (l_1506_ - 1u);
                                                                                            l_mut_252_ = l_1512_;
                                                                                        } else {
                                                                                            bool l_1513_ = (l_1506_ == 2139095040u);
                                                                                            if (l_1513_) {
                                                                                                l_mut_252_ = l_1506_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3115 = l_mut_252_;
                                                                                    float l_1514_ = asfloat(_e3115);
                                                                                    uint l_1515_ = asuint(l_1514_);
                                                                                    uint l_1516_ = (l_1515_ & 2147483647u);
                                                                                    float l_1517_ = asfloat(l_1516_);
                                                                                    double l_1518_ = double(l_1517_);
                                                                                    l_mut_45_ = l_1518_;
                                                                                    bool l_1519_ = (l_1516_ < 8388608u);
                                                                                    if (l_1519_) {
                                                                                        double l_1520_ = double(l_1516_);
                                                                                        double l_1521_ = (l_1520_ * 1.401298464324817e-45L);
                                                                                        l_mut_45_ = l_1521_;
                                                                                    }
                                                                                    double _e3127 = l_mut_45_;
                                                                                    uint64_t l_1522_ = _e3127;
                                                                                    uint l_1523_ = (l_1515_ >> 31u);
                                                                                    uint64_t l_1524_ = uint64_t(l_1523_);
                                                                                    uint64_t l_1525_ = (l_1524_ << uint(63uL));
                                                                                    uint64_t l_1526_ = (l_1522_ | l_1525_);
                                                                                    double l_1527_ = l_1526_;
                                                                                    l_mut_77_ = l_1527_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3138 = l_mut_912_;
                                                                        double _e3139 = l_mut_77_;
                                                                        bool l_1528_ = (_e3138 == _e3139);
                                                                        double l_1529_ = a_1345_[1];
                                                                        double l_1530_ = (l_1529_ - l_1362_);
                                                                        double l_1531_ = (l_1530_ * 7.1362384635298e44L);
                                                                        double l_1532_ = floor(l_1531_);
                                                                        double l_1533_ = (l_1532_ * 1.401298464324817e-45L);
                                                                        l_mut_912_ = l_1533_;
                                                                        double l_1534_ = abs(l_1530_);
                                                                        bool l_1535_ = (l_1534_ >= 1.1754943508222875e-38L);
                                                                        if (l_1535_) {
                                                                            float l_1536_ = float(l_1530_);
                                                                            double l_1537_ = double(l_1536_);
                                                                            l_mut_912_ = l_1537_;
                                                                            double _e3154 = l_mut_912_;
                                                                            bool l_1538_ = (_e3154 > l_1530_);
                                                                            if (l_1538_) {
                                                                                uint l_1539_ = asuint(l_1536_);
                                                                                uint l_1540_ = (l_1539_ ^ 2147483648u);
                                                                                float l_1541_ = asfloat(l_1540_);
                                                                                uint l_1542_ = asuint(l_1541_);
                                                                                uint l_1543_ = (l_1542_ + 1u);
                                                                                l_mut_252_ = l_1543_;
                                                                                uint l_1544_ = (l_1542_ & 2147483647u);
                                                                                bool l_1545_ = (l_1544_ == 0u);
                                                                                if (l_1545_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1546_ = (l_1542_ & 2147483648u);
                                                                                    bool l_1547_ = (l_1546_ != 0u);
                                                                                    if (l_1547_) {
                                                                                        uint l_1548_ = (l_1542_ - 1u);
                                                                                        l_mut_252_ = l_1548_;
                                                                                    } else {
                                                                                        bool l_1549_ = (l_1542_ == 2139095040u);
                                                                                        if (l_1549_) {
                                                                                            l_mut_252_ = l_1542_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3176 = l_mut_252_;
                                                                                float l_1550_ = asfloat(_e3176);
                                                                                uint l_1551_ = asuint(l_1550_);
                                                                                uint l_1552_ = (l_1551_ ^ 2147483648u);
                                                                                float l_1553_ = asfloat(l_1552_);
                                                                                uint l_1554_ = asuint(l_1553_);
                                                                                uint l_1555_ = (l_1554_ & 2147483647u);
                                                                                float l_1556_ = asfloat(l_1555_);
                                                                                double l_1557_ = double(l_1556_);
                                                                                l_mut_77_ = l_1557_;
                                                                                bool l_1558_ = (l_1555_ < 8388608u);
                                                                                if (l_1558_) {
                                                                                    double l_1559_ = double(l_1555_);
                                                                                    double l_1560_ = (l_1559_ * 1.401298464324817e-45L);
                                                                                    l_mut_77_ = l_1560_;
                                                                                }
                                                                                double _e3192 = l_mut_77_;
                                                                                uint64_t l_1561_ = _e3192;
                                                                                uint l_1562_ = (l_1554_ >> 31u);
                                                                                uint64_t l_1563_ = uint64_t(l_1562_);
                                                                                uint64_t l_1564_ = (l_1563_ << uint(63uL));
                                                                                uint64_t l_1565_ = (l_1561_ | l_1564_);
                                                                                double l_1566_ = l_1565_;
                                                                                l_mut_912_ = l_1566_;
                                                                            } else {
                                                                                uint l_1567_ = asuint(l_1536_);
                                                                                uint l_1568_ = (l_1567_ + 1u);
                                                                                l_mut_252_ = l_1568_;
                                                                                uint l_1569_ = (l_1567_ & 2147483647u);
                                                                                bool l_1570_ = (l_1569_ == 0u);
                                                                                if (l_1570_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1571_ = (l_1567_ & 2147483648u);
                                                                                    bool l_1572_ = (l_1571_ != 0u);
                                                                                    if (l_1572_) {
                                                                                        uint l_1573_ = (l_1567_ - 1u);
                                                                                        l_mut_252_ = l_1573_;
                                                                                    } else {
                                                                                        bool l_1574_ = (l_1567_ == 2139095040u);
                                                                                        if (l_1574_) {
                                                                                            l_mut_252_ = l_1567_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3219 = l_mut_252_;
                                                                                float l_1575_ = asfloat(_e3219);
                                                                                uint l_1576_ = asuint(l_1575_);
                                                                                uint l_1577_ = (l_1576_ & 2147483647u);
                                                                                float l_1578_ = asfloat(l_1577_);
                                                                                double l_1579_ = double(l_1578_);
                                                                                l_mut_77_ = l_1579_;
                                                                                bool l_1580_ = (l_1577_ < 8388608u);
                                                                                if (l_1580_) {
                                                                                    double l_1581_ = double(l_1577_);
                                                                                    double l_1582_ = (l_1581_ * 1.401298464324817e-45L);
                                                                                    l_mut_77_ = l_1582_;
                                                                                }
                                                                                double _e3231 = l_mut_77_;
                                                                                uint64_t l_1583_ = _e3231;
                                                                                uint l_1584_ = (l_1576_ >> 31u);
                                                                                uint64_t l_1585_ = uint64_t(l_1584_);
                                                                                uint64_t l_1586_ = (l_1585_ << uint(63uL));
                                                                                uint64_t l_1587_ = (l_1583_ | l_1586_);
                                                                                double l_1588_ = l_1587_;
                                                                                bool l_1589_ = (l_1588_ <= l_1530_);
                                                                                if (l_1589_) {
                                                                                    uint l_1590_ = asuint(l_1536_);
                                                                                    uint l_1591_ = (l_1590_ + 1u);
                                                                                    l_mut_252_ = l_1591_;
                                                                                    uint l_1592_ = (l_1590_ & 2147483647u);
                                                                                    bool l_1593_ = (l_1592_ == 0u);
                                                                                    if (l_1593_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1594_ = (l_1590_ & 2147483648u);
                                                                                        bool l_1595_ = (l_1594_ != 0u);
                                                                                        if (l_1595_) {
                                                                                            uint l_1596_ = (l_1590_ - 1u);
                                                                                            l_mut_252_ = l_1596_;
                                                                                        } else {
                                                                                            bool l_1597_ = (l_1590_ == 2139095040u);
                                                                                            if (l_1597_) {
                                                                                                l_mut_252_ = l_1590_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3259 = l_mut_252_;
                                                                                    float l_1598_ = asfloat(_e3259);
                                                                                    uint l_1599_ = asuint(l_1598_);
                                                                                    uint l_1600_ = (l_1599_ & 2147483647u);
                                                                                    float l_1601_ = asfloat(l_1600_);
                                                                                    double l_1602_ = double(l_1601_);
                                                                                    l_mut_77_ = l_1602_;
                                                                                    bool l_1603_ = (l_1600_ < 8388608u);
                                                                                    if (l_1603_) {
                                                                                        double l_1604_ = double(l_1600_);
                                                                                        double l_1605_ = (l_1604_ * 1.401298464324817e-45L);
                                                                                        l_mut_77_ = l_1605_;
                                                                                    }
                                                                                    double _e3271 = l_mut_77_;
                                                                                    uint64_t l_1606_ = _e3271;
                                                                                    uint l_1607_ = (l_1599_ >> 31u);
                                                                                    uint64_t l_1608_ = uint64_t(l_1607_);
                                                                                    uint64_t l_1609_ = (l_1608_ << uint(63uL));
                                                                                    uint64_t l_1610_ = (l_1606_ | l_1609_);
                                                                                    double l_1611_ = l_1610_;
                                                                                    l_mut_912_ = l_1611_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1612_ = (l_1529_ + l_1362_);
                                                                        double l_1613_ = (l_1612_ * 7.1362384635298e44L);
                                                                        double l_1614_ = floor(l_1613_);
                                                                        double l_1615_ = (l_1614_ * 1.401298464324817e-45L);
                                                                        l_mut_77_ = l_1615_;
                                                                        double l_1616_ = abs(l_1612_);
                                                                        bool l_1617_ = (l_1616_ >= 1.1754943508222875e-38L);
                                                                        if (l_1617_) {
                                                                            float l_1618_ = float(l_1612_);
                                                                            double l_1619_ = double(l_1618_);
                                                                            l_mut_77_ = l_1619_;
                                                                            double _e3293 = l_mut_77_;
                                                                            bool l_1620_ = (_e3293 > l_1612_);
                                                                            if (l_1620_) {
                                                                                uint l_1621_ = asuint(l_1618_);
                                                                                uint l_1622_ = (l_1621_ ^ 2147483648u);
                                                                                float l_1623_ = asfloat(l_1622_);
                                                                                uint l_1624_ = asuint(l_1623_);
                                                                                uint l_1625_ = (l_1624_ + 1u);
                                                                                l_mut_252_ = l_1625_;
                                                                                uint l_1626_ = (l_1624_ & 2147483647u);
                                                                                bool l_1627_ = (l_1626_ == 0u);
                                                                                if (l_1627_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1628_ = (l_1624_ & 2147483648u);
                                                                                    bool l_1629_ = (l_1628_ != 0u);
                                                                                    if (l_1629_) {
                                                                                        uint l_1630_ = (l_1624_ - 1u);
                                                                                        l_mut_252_ = l_1630_;
                                                                                    } else {
                                                                                        bool l_1631_ = (l_1624_ == 2139095040u);
                                                                                        if (l_1631_) {
                                                                                            l_mut_252_ = l_1624_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3315 = l_mut_252_;
                                                                                float l_1632_ = asfloat(_e3315);
                                                                                uint l_1633_ = asuint(l_1632_);
                                                                                uint l_1634_ = (l_1633_ ^ 2147483648u);
                                                                                float l_1635_ = asfloat(l_1634_);
                                                                                uint l_1636_ = asuint(l_1635_);
                                                                                uint l_1637_ = (l_1636_ & 2147483647u);
                                                                                float l_1638_ = asfloat(l_1637_);
                                                                                double l_1639_ = double(l_1638_);
                                                                                l_mut_45_ = l_1639_;
                                                                                bool l_1640_ = (l_1637_ < 8388608u);
                                                                                if (l_1640_) {
                                                                                    double l_1641_ = double(l_1637_);
                                                                                    double l_1642_ = (l_1641_ * 1.401298464324817e-45L);
                                                                                    l_mut_45_ = l_1642_;
                                                                                }
                                                                                double _e3331 = l_mut_45_;
                                                                                uint64_t l_1643_ = _e3331;
                                                                                uint l_1644_ = (l_1636_ >> 31u);
                                                                                uint64_t l_1645_ = uint64_t(l_1644_);
                                                                                uint64_t l_1646_ = (l_1645_ << uint(63uL));
                                                                                uint64_t l_1647_ = (l_1643_ | l_1646_);
                                                                                double l_1648_ = l_1647_;
                                                                                l_mut_77_ = l_1648_;
                                                                            } else {
                                                                                uint l_1649_ = asuint(l_1618_);
                                                                                uint l_1650_ = (l_1649_ + 1u);
                                                                                l_mut_252_ = l_1650_;
                                                                                uint l_1651_ = (l_1649_ & 2147483647u);
                                                                                bool l_1652_ = (l_1651_ == 0u);
                                                                                if (l_1652_) {
                                                                                    l_mut_252_ = 1u;
                                                                                } else {
                                                                                    uint l_1653_ = (l_1649_ & 2147483648u);
                                                                                    bool l_1654_ = (l_1653_ != 0u);
                                                                                    if (l_1654_) {
                                                                                        uint l_1655_ = (l_1649_ - 1u);
                                                                                        l_mut_252_ = l_1655_;
                                                                                    } else {
                                                                                        bool l_1656_ = (l_1649_ == 2139095040u);
                                                                                        if (l_1656_) {
                                                                                            l_mut_252_ = l_1649_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3358 = l_mut_252_;
                                                                                float l_1657_ = asfloat(_e3358);
                                                                                uint l_1658_ = asuint(l_1657_);
                                                                                uint l_1659_ = (l_1658_ & 2147483647u);
                                                                                float l_1660_ = asfloat(l_1659_);
                                                                                double l_1661_ = double(l_1660_);
                                                                                l_mut_45_ = l_1661_;
                                                                                bool l_1662_ = (l_1659_ < 8388608u);
                                                                                if (l_1662_) {
                                                                                    double l_1663_ = double(l_1659_);
                                                                                    double l_1664_ = (l_1663_ * 1.401298464324817e-45L);
                                                                                    l_mut_45_ = l_1664_;
                                                                                }
                                                                                double _e3370 = l_mut_45_;
                                                                                uint64_t l_1665_ = _e3370;
                                                                                uint l_1666_ = (l_1658_ >> 31u);
                                                                                uint64_t l_1667_ = uint64_t(l_1666_);
                                                                                uint64_t l_1668_ = (l_1667_ << uint(63uL));
                                                                                uint64_t l_1669_ = (l_1665_ | l_1668_);
                                                                                double l_1670_ = l_1669_;
                                                                                bool l_1671_ = (l_1670_ <= l_1612_);
                                                                                if (l_1671_) {
                                                                                    uint l_1672_ = asuint(l_1618_);
                                                                                    uint l_1673_ = (l_1672_ + 1u);
                                                                                    l_mut_252_ = l_1673_;
                                                                                    uint l_1674_ = (l_1672_ & 2147483647u);
                                                                                    bool l_1675_ = (l_1674_ == 0u);
                                                                                    if (l_1675_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1676_ = (l_1672_ & 2147483648u);
                                                                                        bool l_1677_ = (l_1676_ != 0u);
                                                                                        if (l_1677_) {
                                                                                            uint l_1678_ = (l_1672_ - 1u);
                                                                                            l_mut_252_ = l_1678_;
                                                                                        } else {
                                                                                            bool l_1679_ = (l_1672_ == 2139095040u);
                                                                                            if (l_1679_) {
                                                                                                l_mut_252_ = l_1672_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3398 = l_mut_252_;
                                                                                    float l_1680_ = asfloat(_e3398);
                                                                                    uint l_1681_ = asuint(l_1680_);
                                                                                    uint l_1682_ = (l_1681_ & 2147483647u);
                                                                                    float l_1683_ = asfloat(l_1682_);
                                                                                    double l_1684_ = double(l_1683_);
                                                                                    l_mut_45_ = l_1684_;
                                                                                    bool l_1685_ = (l_1682_ < 8388608u);
                                                                                    if (l_1685_) {
                                                                                        double l_1686_ = double(l_1682_);
                                                                                        double l_1687_ = (l_1686_ * 1.401298464324817e-45L);
                                                                                        l_mut_45_ = l_1687_;
                                                                                    }
                                                                                    double _e3410 = l_mut_45_;
                                                                                    uint64_t l_1688_ = _e3410;
                                                                                    uint l_1689_ = (l_1681_ >> 31u);
                                                                                    uint64_t l_1690_ = uint64_t(l_1689_);
                                                                                    uint64_t l_1691_ = (l_1690_ << uint(63uL));
                                                                                    uint64_t l_1692_ = (l_1688_ | l_1691_);
                                                                                    double l_1693_ = l_1692_;
                                                                                    l_mut_77_ = l_1693_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3421 = l_mut_912_;
                                                                        double _e3422 = l_mut_77_;
                                                                        bool l_1694_ = (_e3421 == _e3422);
                                                                        if (l_1528_) {
                                                                            local_73 = l_1694_;
                                                                        } else {
                                                                            local_73 = false;
                                                                        }
                                                                        bool l_1695_ = local_73;
                                                                        if (l_1695_) {
                                                                            double l_1696_ = a_1345_[0];
                                                                            double l_1697_ = (l_1696_ * 7.1362384635298e44L);
                                                                            double l_1698_ = floor(l_1697_);
                                                                            double l_1699_ = (l_1698_ * 1.401298464324817e-45L);
                                                                            l_mut_912_ = l_1699_;
                                                                            double l_1700_ = abs(l_1696_);
                                                                            bool l_1701_ = (l_1700_ >= 1.1754943508222875e-38L);
                                                                            if (l_1701_) {
                                                                                float l_1702_ = float(l_1696_);
                                                                                double l_1703_ = double(l_1702_);
                                                                                l_mut_912_ = l_1703_;
                                                                                double _e3440 = l_mut_912_;
                                                                                bool l_1704_ = (_e3440 > l_1696_);
                                                                                if (l_1704_) {
                                                                                    uint l_1705_ = asuint(l_1702_);
                                                                                    uint l_1706_ = (l_1705_ ^ 2147483648u);
                                                                                    float l_1707_ = asfloat(l_1706_);
                                                                                    uint l_1708_ = asuint(l_1707_);
                                                                                    uint l_1709_ = (l_1708_ + 1u);
                                                                                    l_mut_252_ = l_1709_;
                                                                                    uint l_1710_ = (l_1708_ & 2147483647u);
                                                                                    bool l_1711_ = (l_1710_ == 0u);
                                                                                    if (l_1711_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1712_ = (l_1708_ & 2147483648u);
                                                                                        bool l_1713_ = (l_1712_ != 0u);
                                                                                        if (l_1713_) {
                                                                                            uint l_1714_ = (l_1708_ - 1u);
                                                                                            l_mut_252_ = l_1714_;
                                                                                        } else {
                                                                                            bool l_1715_ = (l_1708_ == 2139095040u);
                                                                                            if (l_1715_) {
                                                                                                l_mut_252_ = l_1708_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3462 = l_mut_252_;
                                                                                    float l_1716_ = asfloat(_e3462);
                                                                                    uint l_1717_ = asuint(l_1716_);
                                                                                    uint l_1718_ = (l_1717_ ^ 2147483648u);
                                                                                    float l_1719_ = asfloat(l_1718_);
                                                                                    uint l_1720_ = asuint(l_1719_);
                                                                                    uint l_1721_ = (l_1720_ & 2147483647u);
                                                                                    float l_1722_ = asfloat(l_1721_);
                                                                                    double l_1723_ = double(l_1722_);
                                                                                    l_mut_77_ = l_1723_;
                                                                                    bool l_1724_ = (l_1721_ < 8388608u);
                                                                                    if (l_1724_) {
                                                                                        double l_1725_ = double(l_1721_);
                                                                                        double l_1726_ = (l_1725_ * 1.401298464324817e-45L);
                                                                                        l_mut_77_ = l_1726_;
                                                                                    }
                                                                                    double _e3478 = l_mut_77_;
                                                                                    uint64_t l_1727_ = _e3478;
                                                                                    uint l_1728_ = (l_1720_ >> 31u);
                                                                                    uint64_t l_1729_ = uint64_t(l_1728_);
                                                                                    uint64_t l_1730_ = (l_1729_ << uint(63uL));
                                                                                    uint64_t l_1731_ = (l_1727_ | l_1730_);
                                                                                    double l_1732_ = l_1731_;
                                                                                    l_mut_912_ = l_1732_;
                                                                                } else {
                                                                                    uint l_1733_ = asuint(l_1702_);
                                                                                    uint l_1734_ = (l_1733_ + 1u);
                                                                                    l_mut_252_ = l_1734_;
                                                                                    uint l_1735_ = (l_1733_ & 2147483647u);
                                                                                    bool l_1736_ = (l_1735_ == 0u);
                                                                                    if (l_1736_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1737_ = (l_1733_ & 2147483648u);
                                                                                        bool l_1738_ = (l_1737_ != 0u);
                                                                                        if (l_1738_) {
                                                                                            uint l_1739_ = (l_1733_ - 1u);
                                                                                            l_mut_252_ = l_1739_;
                                                                                        } else {
                                                                                            bool l_1740_ = (l_1733_ == 2139095040u);
                                                                                            if (l_1740_) {
                                                                                                l_mut_252_ = l_1733_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3505 = l_mut_252_;
                                                                                    float l_1741_ = asfloat(_e3505);
                                                                                    uint l_1742_ = asuint(l_1741_);
                                                                                    uint l_1743_ = (l_1742_ & 2147483647u);
                                                                                    float l_1744_ = asfloat(l_1743_);
                                                                                    double l_1745_ = double(l_1744_);
                                                                                    l_mut_77_ = l_1745_;
                                                                                    bool l_1746_ = (l_1743_ < 8388608u);
                                                                                    if (l_1746_) {
                                                                                        double l_1747_ = double(l_1743_);
                                                                                        double l_1748_ = (l_1747_ * 1.401298464324817e-45L);
                                                                                        l_mut_77_ = l_1748_;
                                                                                    }
                                                                                    double _e3517 = l_mut_77_;
                                                                                    uint64_t l_1749_ = _e3517;
                                                                                    uint l_1750_ = (l_1742_ >> 31u);
                                                                                    uint64_t l_1751_ = uint64_t(l_1750_);
                                                                                    uint64_t l_1752_ = (l_1751_ << uint(63uL));
                                                                                    uint64_t l_1753_ = (l_1749_ | l_1752_);
                                                                                    double l_1754_ = l_1753_;
                                                                                    bool l_1755_ = (l_1754_ <= l_1696_);
                                                                                    if (l_1755_) {
                                                                                        uint l_1756_ = asuint(l_1702_);
                                                                                        uint l_1757_ = (l_1756_ + 1u);
                                                                                        l_mut_252_ = l_1757_;
                                                                                        uint l_1758_ = (l_1756_ & 2147483647u);
                                                                                        bool l_1759_ = (l_1758_ == 0u);
                                                                                        if (l_1759_) {
                                                                                            l_mut_252_ = 1u;
                                                                                        } else {
                                                                                            uint l_1760_ = (l_1756_ & 2147483648u);
                                                                                            bool l_1761_ = (l_1760_ != 0u);
                                                                                            if (l_1761_) {
                                                                                                uint l_1762_ = (l_1756_ - 1u);
                                                                                                l_mut_252_ = l_1762_;
                                                                                            } else {
                                                                                                bool l_1763_ = (l_1756_ == 2139095040u);
                                                                                                if (l_1763_) {
                                                                                                    l_mut_252_ = l_1756_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3545 = l_mut_252_;
                                                                                        float l_1764_ = asfloat(_e3545);
                                                                                        uint l_1765_ = asuint(l_1764_);
                                                                                        uint l_1766_ = (l_1765_ & 2147483647u);
                                                                                        float l_1767_ = asfloat(l_1766_);
                                                                                        double l_1768_ = double(l_1767_);
                                                                                        l_mut_77_ = l_1768_;
                                                                                        bool l_1769_ = (l_1766_ < 8388608u);
                                                                                        if (l_1769_) {
                                                                                            double l_1770_ = double(l_1766_);
                                                                                            double l_1771_ = (l_1770_ * 1.401298464324817e-45L);
                                                                                            l_mut_77_ = l_1771_;
                                                                                        }
                                                                                        double _e3557 = l_mut_77_;
                                                                                        uint64_t l_1772_ = _e3557;
                                                                                        uint l_1773_ = (l_1765_ >> 31u);
                                                                                        uint64_t l_1774_ = uint64_t(l_1773_);
                                                                                        uint64_t l_1775_ = (l_1774_ << uint(63uL));
                                                                                        uint64_t l_1776_ = (l_1772_ | l_1775_);
                                                                                        double l_1777_ = l_1776_;
                                                                                        l_mut_912_ = l_1777_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double l_1778_ = a_1345_[1];
                                                                            double l_1779_ = -(l_1778_);
                                                                            double l_1780_ = (l_1779_ * 7.1362384635298e44L);
                                                                            double l_1781_ = floor(l_1780_);
                                                                            double l_1782_ = (l_1781_ * 1.401298464324817e-45L);
                                                                            l_mut_77_ = l_1782_;
                                                                            double l_1783_ = abs(l_1779_);
                                                                            bool l_1784_ = (l_1783_ >= 1.1754943508222875e-38L);
                                                                            if (l_1784_) {
                                                                                float l_1785_ = float(l_1779_);
                                                                                double l_1786_ = double(l_1785_);
                                                                                l_mut_77_ = l_1786_;
                                                                                double _e3581 = l_mut_77_;
                                                                                bool l_1787_ = (_e3581 > l_1779_);
                                                                                if (l_1787_) {
                                                                                    uint l_1788_ = asuint(l_1785_);
                                                                                    uint l_1789_ = (l_1788_ ^ 2147483648u);
                                                                                    float l_1790_ = asfloat(l_1789_);
                                                                                    uint l_1791_ = asuint(l_1790_);
                                                                                    uint l_1792_ = (l_1791_ + 1u);
                                                                                    l_mut_252_ = l_1792_;
                                                                                    uint l_1793_ = (l_1791_ & 2147483647u);
                                                                                    bool l_1794_ = (l_1793_ == 0u);
                                                                                    if (l_1794_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1795_ = (l_1791_ & 2147483648u);
                                                                                        bool l_1796_ = (l_1795_ != 0u);
                                                                                        if (l_1796_) {
                                                                                            uint l_1797_ = (l_1791_ - 1u);
                                                                                            l_mut_252_ = l_1797_;
                                                                                        } else {
                                                                                            bool l_1798_ = (l_1791_ == 2139095040u);
                                                                                            if (l_1798_) {
                                                                                                l_mut_252_ = l_1791_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3603 = l_mut_252_;
                                                                                    float l_1799_ = asfloat(_e3603);
                                                                                    uint l_1800_ = asuint(l_1799_);
                                                                                    uint l_1801_ = (l_1800_ ^ 2147483648u);
                                                                                    float l_1802_ = asfloat(l_1801_);
                                                                                    uint l_1803_ = asuint(l_1802_);
                                                                                    uint l_1804_ = (l_1803_ & 2147483647u);
                                                                                    float l_1805_ = asfloat(l_1804_);
                                                                                    double l_1806_ = double(l_1805_);
                                                                                    l_mut_45_ = l_1806_;
                                                                                    bool l_1807_ = (l_1804_ < 8388608u);
                                                                                    if (l_1807_) {
                                                                                        double l_1808_ = double(l_1804_);
                                                                                        double l_1809_ = (l_1808_ * 1.401298464324817e-45L);
                                                                                        l_mut_45_ = l_1809_;
                                                                                    }
                                                                                    double _e3619 = l_mut_45_;
                                                                                    uint64_t l_1810_ = _e3619;
                                                                                    uint l_1811_ = (l_1803_ >> 31u);
                                                                                    uint64_t l_1812_ = uint64_t(l_1811_);
                                                                                    uint64_t l_1813_ = (l_1812_ << uint(63uL));
                                                                                    uint64_t l_1814_ = (l_1810_ | l_1813_);
                                                                                    double l_1815_ = l_1814_;
                                                                                    l_mut_77_ = l_1815_;
                                                                                } else {
                                                                                    uint l_1816_ = asuint(l_1785_);
                                                                                    uint l_1817_ = (l_1816_ + 1u);
                                                                                    l_mut_252_ = l_1817_;
                                                                                    uint l_1818_ = (l_1816_ & 2147483647u);
                                                                                    bool l_1819_ = (l_1818_ == 0u);
                                                                                    if (l_1819_) {
                                                                                        l_mut_252_ = 1u;
                                                                                    } else {
                                                                                        uint l_1820_ = (l_1816_ & 2147483648u);
                                                                                        bool l_1821_ = (l_1820_ != 0u);
                                                                                        if (l_1821_) {
                                                                                            uint l_1822_ = (l_1816_ - 1u);
                                                                                            l_mut_252_ = l_1822_;
                                                                                        } else {
                                                                                            bool l_1823_ = (l_1816_ == 2139095040u);
                                                                                            if (l_1823_) {
                                                                                                l_mut_252_ = l_1816_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3646 = l_mut_252_;
                                                                                    float l_1824_ = asfloat(_e3646);
                                                                                    uint l_1825_ = asuint(l_1824_);
                                                                                    uint l_1826_ = (l_1825_ & 2147483647u);
                                                                                    float l_1827_ = asfloat(l_1826_);
                                                                                    double l_1828_ = double(l_1827_);
                                                                                    l_mut_45_ = l_1828_;
                                                                                    bool l_1829_ = (l_1826_ < 8388608u);
                                                                                    if (l_1829_) {
                                                                                        double l_1830_ = double(l_1826_);
                                                                                        double l_1831_ = (l_1830_ * 1.401298464324817e-45L);
                                                                                        l_mut_45_ = l_1831_;
                                                                                    }
                                                                                    double _e3658 = l_mut_45_;
                                                                                    uint64_t l_1832_ = _e3658;
                                                                                    uint l_1833_ = (l_1825_ >> 31u);
                                                                                    uint64_t l_1834_ = uint64_t(l_1833_);
                                                                                    uint64_t l_1835_ = (l_1834_ << uint(63uL));
                                                                                    uint64_t l_1836_ = (l_1832_ | l_1835_);
                                                                                    double l_1837_ = l_1836_;
                                                                                    bool l_1838_ = (l_1837_ <= l_1779_);
                                                                                    if (l_1838_) {
                                                                                        uint l_1839_ = asuint(l_1785_);
                                                                                        uint l_1840_ = (l_1839_ + 1u);
                                                                                        l_mut_252_ = l_1840_;
                                                                                        uint l_1841_ = (l_1839_ & 2147483647u);
                                                                                        bool l_1842_ = (l_1841_ == 0u);
                                                                                        if (l_1842_) {
                                                                                            l_mut_252_ = 1u;
                                                                                        } else {
                                                                                            uint l_1843_ = (l_1839_ & 2147483648u);
                                                                                            bool l_1844_ = (l_1843_ != 0u);
                                                                                            if (l_1844_) {
                                                                                                uint l_1845_ = (l_1839_ - 1u);
                                                                                                l_mut_252_ = l_1845_;
                                                                                            } else {
                                                                                                bool l_1846_ = (l_1839_ == 2139095040u);
                                                                                                if (l_1846_) {
                                                                                                    l_mut_252_ = l_1839_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3686 = l_mut_252_;
                                                                                        float l_1847_ = asfloat(_e3686);
                                                                                        uint l_1848_ = asuint(l_1847_);
                                                                                        uint l_1849_ = (l_1848_ & 2147483647u);
                                                                                        float l_1850_ = asfloat(l_1849_);
                                                                                        double l_1851_ = double(l_1850_);
                                                                                        l_mut_45_ = l_1851_;
                                                                                        bool l_1852_ = (l_1849_ < 8388608u);
                                                                                        if (l_1852_) {
                                                                                            double l_1853_ = double(l_1849_);
                                                                                            double l_1854_ = (l_1853_ * 1.401298464324817e-45L);
                                                                                            l_mut_45_ = l_1854_;
                                                                                        }
                                                                                        double _e3698 = l_mut_45_;
                                                                                        uint64_t l_1855_ = _e3698;
                                                                                        uint l_1856_ = (l_1848_ >> 31u);
                                                                                        uint64_t l_1857_ = uint64_t(l_1856_);
                                                                                        uint64_t l_1858_ = (l_1857_ << uint(63uL));
                                                                                        uint64_t l_1859_ = (l_1855_ | l_1858_);
                                                                                        double l_1860_ = l_1859_;
                                                                                        l_mut_77_ = l_1860_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3709 = l_mut_77_;
                                                                            double l_1861_ = -(_e3709);
                                                                            float _e3711 = l_mut_25_;
                                                                            uint l_1862_ = asuint(_e3711);
                                                                            uint l_1863_ = (l_1862_ & 2147483647u);
                                                                            float l_1864_ = asfloat(l_1863_);
                                                                            double l_1865_ = double(l_1864_);
                                                                            l_mut_77_ = l_1865_;
                                                                            bool l_1866_ = (l_1863_ < 8388608u);
                                                                            if (l_1866_) {
                                                                                double l_1867_ = double(l_1863_);
                                                                                double l_1868_ = (l_1867_ * 1.401298464324817e-45L);
                                                                                l_mut_77_ = l_1868_;
                                                                            }
                                                                            double _e3722 = l_mut_77_;
                                                                            uint64_t l_1869_ = _e3722;
                                                                            uint l_1870_ = (l_1862_ >> 31u);
                                                                            uint64_t l_1871_ = uint64_t(l_1870_);
                                                                            uint64_t l_1872_ = (l_1871_ << uint(63uL));
                                                                            uint64_t l_1873_ = (l_1869_ | l_1872_);
                                                                            double l_1874_ = l_1873_;
                                                                            float _e3733 = l_mut_25_;
                                                                            uint l_1875_ = asuint(_e3733);
                                                                            uint l_1876_ = (l_1875_ + 1u);
                                                                            l_mut_252_ = l_1876_;
                                                                            uint l_1877_ = (l_1875_ & 2147483647u);
                                                                            bool l_1878_ = (l_1877_ == 0u);
                                                                            if (l_1878_) {
                                                                                l_mut_252_ = 1u;
                                                                            } else {
                                                                                uint l_1879_ = (l_1875_ & 2147483648u);
                                                                                bool l_1880_ = (l_1879_ != 0u);
                                                                                if (l_1880_) {
                                                                                    uint l_1881_ = (l_1875_ - 1u);
                                                                                    l_mut_252_ = l_1881_;
                                                                                } else {
                                                                                    bool l_1882_ = (l_1875_ == 2139095040u);
                                                                                    if (l_1882_) {
                                                                                        l_mut_252_ = l_1875_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3750 = l_mut_252_;
                                                                            float l_1883_ = asfloat(_e3750);
                                                                            uint l_1884_ = asuint(l_1883_);
                                                                            uint l_1885_ = (l_1884_ & 2147483647u);
                                                                            float l_1886_ = asfloat(l_1885_);
                                                                            double l_1887_ = double(l_1886_);
                                                                            l_mut_77_ = l_1887_;
                                                                            bool l_1888_ = (l_1885_ < 8388608u);
                                                                            if (l_1888_) {
                                                                                double l_1889_ = double(l_1885_);
                                                                                double l_1890_ = (l_1889_ * 1.401298464324817e-45L);
                                                                                l_mut_77_ = l_1890_;
                                                                            }
                                                                            double _e3762 = l_mut_77_;
                                                                            uint64_t l_1891_ = _e3762;
                                                                            uint l_1892_ = (l_1884_ >> 31u);
                                                                            uint64_t l_1893_ = uint64_t(l_1892_);
                                                                            uint64_t l_1894_ = (l_1893_ << uint(63uL));
                                                                            uint64_t l_1895_ = (l_1891_ | l_1894_);
                                                                            double l_1896_ = l_1895_;
                                                                            float _e3773 = l_mut_25_;
                                                                            uint l_1897_ = asuint(_e3773);
                                                                            uint l_1898_ = (l_1897_ ^ 2147483648u);
                                                                            float l_1899_ = asfloat(l_1898_);
                                                                            uint l_1900_ = asuint(l_1899_);
                                                                            uint l_1901_ = (l_1900_ + 1u);
                                                                            l_mut_252_ = l_1901_;
                                                                            uint l_1902_ = (l_1900_ & 2147483647u);
                                                                            bool l_1903_ = (l_1902_ == 0u);
                                                                            if (l_1903_) {
                                                                                l_mut_252_ = 1u;
                                                                            } else {
                                                                                uint l_1904_ = (l_1900_ & 2147483648u);
                                                                                bool l_1905_ = (l_1904_ != 0u);
                                                                                if (l_1905_) {
                                                                                    uint l_1906_ = (l_1900_ - 1u);
                                                                                    l_mut_252_ = l_1906_;
                                                                                } else {
                                                                                    bool l_1907_ = (l_1900_ == 2139095040u);
                                                                                    if (l_1907_) {
                                                                                        l_mut_252_ = l_1900_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3794 = l_mut_252_;
                                                                            float l_1908_ = asfloat(_e3794);
                                                                            uint l_1909_ = asuint(l_1908_);
                                                                            uint l_1910_ = (l_1909_ ^ 2147483648u);
                                                                            float l_1911_ = asfloat(l_1910_);
                                                                            uint l_1912_ = asuint(l_1911_);
                                                                            uint l_1913_ = (l_1912_ & 2147483647u);
                                                                            float l_1914_ = asfloat(l_1913_);
                                                                            double l_1915_ = double(l_1914_);
                                                                            l_mut_77_ = l_1915_;
                                                                            bool l_1916_ = (l_1913_ < 8388608u);
                                                                            if (l_1916_) {
                                                                                double l_1917_ = double(l_1913_);
                                                                                double l_1918_ = (l_1917_ * 1.401298464324817e-45L);
                                                                                l_mut_77_ = l_1918_;
                                                                            }
                                                                            double _e3810 = l_mut_77_;
                                                                            uint64_t l_1919_ = _e3810;
                                                                            uint l_1920_ = (l_1912_ >> 31u);
                                                                            uint64_t l_1921_ = uint64_t(l_1920_);
                                                                            uint64_t l_1922_ = (l_1921_ << uint(63uL));
                                                                            uint64_t l_1923_ = (l_1919_ | l_1922_);
                                                                            double l_1924_ = l_1923_;
                                                                            double _e3821 = l_mut_912_;
                                                                            double l_1925_ = (_e3821 + 0.0L);
                                                                            bool l_1926_ = (l_1925_ <= l_1874_);
                                                                            l_mut_353_ = l_1926_;
                                                                            double _e3825 = l_mut_912_;
                                                                            double l_1927_ = (_e3825 - 0.0L);
                                                                            bool l_1928_ = (l_1927_ > l_1874_);
                                                                            l_mut_350_ = l_1928_;
                                                                            double l_1929_ = (l_1861_ - 0.0L);
                                                                            bool l_1930_ = (l_1929_ >= l_1874_);
                                                                            l_mut_347_ = l_1930_;
                                                                            double l_1931_ = (l_1861_ + 0.0L);
                                                                            bool l_1932_ = (l_1931_ < l_1874_);
                                                                            l_mut_344_ = l_1932_;
                                                                            l_mut_252_ = 2u;
                                                                            bool _e3836 = l_mut_350_;
                                                                            if (!(_e3836)) {
                                                                                bool _e3840 = l_mut_344_;
                                                                                local_74 = _e3840;
                                                                            } else {
                                                                                local_74 = true;
                                                                            }
                                                                            bool l_1933_ = local_74;
                                                                            if (l_1933_) {
                                                                                l_mut_252_ = 1u;
                                                                            } else {
                                                                                bool _e3844 = l_mut_353_;
                                                                                if (_e3844) {
                                                                                    bool _e3847 = l_mut_347_;
                                                                                    local_75 = _e3847;
                                                                                } else {
                                                                                    local_75 = false;
                                                                                }
                                                                                bool l_1934_ = local_75;
                                                                                if (l_1934_) {
                                                                                    l_mut_252_ = 0u;
                                                                                }
                                                                            }
                                                                            float _e3851 = l_mut_25_;
                                                                            uint l_1935_ = asuint(_e3851);
                                                                            uint l_1936_ = (l_1935_ & 2147483647u);
                                                                            bool l_1937_ = (l_1936_ == 0u);
                                                                            if (l_1937_) {
                                                                                double _e3857 = l_mut_912_;
                                                                                double l_1938_ = (_e3857 + 0.0L);
                                                                                bool l_1939_ = (l_1938_ < 1.1754943508222875e-38L);
                                                                                double l_1940_ = (l_1861_ - 0.0L);
                                                                                bool l_1941_ = (l_1940_ > -1.1754943508222875e-38L);
                                                                                if (l_1939_) {
                                                                                    local_76 = l_1941_;
                                                                                } else {
                                                                                    local_76 = false;
                                                                                }
                                                                                bool l_1942_ = local_76;
                                                                                double _e3870 = l_mut_912_;
                                                                                double l_1943_ = (_e3870 - 0.0L);
                                                                                bool l_1944_ = (l_1943_ < 1.1754943508222875e-38L);
                                                                                double l_1945_ = (l_1861_ + 0.0L);
                                                                                bool l_1946_ = (l_1945_ > -1.1754943508222875e-38L);
                                                                                if (l_1944_) {
                                                                                    local_77 = l_1946_;
                                                                                } else {
                                                                                    local_77 = false;
                                                                                }
                                                                                bool l_1947_ = local_77;
                                                                                if (l_1942_) {
                                                                                    l_mut_252_ = 0u;
                                                                                } else {
                                                                                    uint _e3884 = l_mut_252_;
                                                                                    bool l_1948_ = (_e3884 == 1u);
                                                                                    if (l_1947_) {
                                                                                        local_78 = l_1948_;
                                                                                    } else {
                                                                                        local_78 = false;
                                                                                    }
                                                                                    bool l_1949_ = local_78;
                                                                                    if (l_1949_) {
                                                                                        l_mut_252_ = 2u;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3892 = l_mut_252_;
                                                                            l_mut_293_ = _e3892;
                                                                        }
                                                                        uint _e3893 = l_mut_293_;
                                                                        l_mut_236_ = _e3893;
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
                            uint l_1950_ = a_235_[0];
                            bool l_1951_ = (l_1950_ == 0u);
                            if (l_1951_) {
                                l_mut_236_ = 2u;
                            }
                            uint _e3899 = l_mut_216_;
                            uint _e3901 = l_mut_236_;
                            a_10_[min(uint(_e3899), 7u)] = _e3901;
                            uint _e3902 = l_mut_216_;
                            uint l_1952_ = a_10_[min(uint(_e3902), 7u)];
                            bool l_1953_ = (l_1952_ == 2u);
                            if (l_1953_) {
                                l_mut_213_ = false;
                            }
                        }
                    }
                }
                uint _e3911 = l_mut_115_;
                bool l_1954_ = (_e3911 == 4294967293u);
                if (l_1954_) {
                    uint l_1955_ = a_8_[0];
                    uint l_1956_ = (l_1955_ + 1u);
                    a_8_[0] = l_1956_;
                } else {
                    bool _e3919 = l_mut_213_;
                    if (_e3919) {
                        l_mut_912_ = l_203_;
                        double _e3920 = l_mut_912_;
                        bool l_1957_ = (_e3920 < -17.0L);
                        if (l_1957_) {
                            l_mut_912_ = -17.0L;
                        }
                        double _e3924 = l_mut_912_;
                        bool l_1958_ = (_e3924 > 17.0L);
                        if (l_1958_) {
                            l_mut_912_ = 17.0L;
                        }
                        double _e3928 = l_mut_912_;
                        double l_1959_ = (_e3928 + 16.0L);
                        double l_1960_ = (l_1959_ + 1.0L);
                        uint l_1961_ = naga_f2u32(l_1960_);
                        uint l_1962_ = (2u + l_1961_);
                        uint l_1963_ = a_8_[min(uint(l_1962_), 64u)];
                        uint l_1964_ = (l_1963_ + 1u);
                        a_8_[min(uint(l_1962_), 64u)] = l_1964_;
                        float _e3941 = l_mut_25_;
                        uint l_1965_ = asuint(_e3941);
                        uint l_1966_ = (l_1965_ & 2147483647u);
                        float l_1967_ = asfloat(l_1966_);
                        double l_1968_ = double(l_1967_);
                        l_mut_912_ = l_1968_;
                        bool l_1969_ = (l_1966_ < 8388608u);
                        if (l_1969_) {
                            double l_1970_ = double(l_1966_);
                            double l_1971_ = (l_1970_ * 1.401298464324817e-45L);
                            l_mut_912_ = l_1971_;
                        }
                        double _e3952 = l_mut_912_;
                        uint64_t l_1972_ = _e3952;
                        uint l_1973_ = (l_1965_ >> 31u);
                        uint64_t l_1974_ = uint64_t(l_1973_);
                        uint64_t l_1975_ = (l_1974_ << uint(63uL));
                        uint64_t l_1976_ = (l_1972_ | l_1975_);
                        double l_1977_ = l_1976_;
                        double _e3963 = l_mut_31_;
                        double l_1978_ = abs(_e3963);
                        double _e3965 = l_mut_31_;
                        double l_1979_ = (_e3965 * 0.0L);
                        double l_1980_ = (l_1979_ + 7.1362384635298e44L);
                        l_mut_912_ = l_1980_;
                        bool l_1981_ = (l_1978_ >= 2.350988701644575e-38L);
                        if (l_1981_) {
                            uint _e3972 = l_mut_115_;
                            uint l_1982_ = (_e3972 & 2147483647u);
                            float l_1983_ = asfloat(l_1982_);
                            double l_1984_ = double(l_1983_);
                            uint l_1985_ = (l_1982_ & 2139095040u);
                            float l_1986_ = asfloat(l_1985_);
                            double l_1987_ = double(l_1986_);
                            bool l_1988_ = (l_1984_ > l_1978_);
                            uint l_1989_ = (l_1982_ & 8388607u);
                            bool l_1990_ = (l_1989_ == 0u);
                            if (l_1988_) {
                                local_79 = l_1990_;
                            } else {
                                local_79 = false;
                            }
                            bool l_1991_ = local_79;
                            double l_1992_ = (l_1987_ * 1.1920928955078125e-7L);
                            double l_1993_ = double(l_1991_);
                            double l_1994_ = (0.5L * l_1993_);
                            double l_1995_ = (1.0L - l_1994_);
                            double l_1996_ = (l_1992_ * l_1995_);
                            double l_1997_ = (1.0L / l_1996_);
                            l_mut_912_ = l_1997_;
                        }
                        double _e4000 = l_mut_31_;
                        double l_1998_ = (l_1977_ - _e4000);
                        double _e4002 = l_mut_912_;
                        double l_1999_ = (l_1998_ * _e4002);
                        uint l_2001_ = (45u + 0u);
                        double l_2002_ = abs(l_1999_);
                        double l_2003_ = a_9_[0];
                        double l_2004_ = abs(l_2003_);
                        bool l_2005_ = (l_2002_ > l_2004_);
                        l_mut_353_ = l_2005_;
                        if (true) {
                            double l_2007_ = a_9_[0];
                            bool l_2008_ = (l_1999_ < l_2007_);
                            l_mut_353_ = l_2008_;
                        } else {
                            if (false) {
                                double l_2010_ = a_9_[0];
                                bool l_2011_ = (l_1999_ > l_2010_);
                                l_mut_353_ = l_2011_;
                            }
                        }
                        uint l_2012_ = a_8_[min(uint(l_2001_), 64u)];
                        bool l_2013_ = (l_2012_ == 4294967295u);
                        if (!(l_2013_)) {
                            bool _e4027 = l_mut_353_;
                            local_80 = _e4027;
                        } else {
                            local_80 = true;
                        }
                        bool l_2014_ = local_80;
                        if (l_2014_) {
                            a_8_[min(uint(l_2001_), 64u)] = l_23_;
                            uint l_2015_ = (l_2001_ + 1u);
                            a_8_[min(uint(l_2015_), 64u)] = l_184_;
                            a_9_[0] = l_1999_;
                        }
                        uint l_2017_ = (45u + 2u);
                        double l_2018_ = abs(l_1999_);
                        double l_2019_ = a_9_[1];
                        double l_2020_ = abs(l_2019_);
                        bool l_2021_ = (l_2018_ > l_2020_);
                        l_mut_353_ = l_2021_;
                        if (false) {
                            double l_2023_ = a_9_[1];
                            bool l_2024_ = (l_1999_ < l_2023_);
                            l_mut_353_ = l_2024_;
                        } else {
                            if (true) {
                                double l_2026_ = a_9_[1];
                                bool l_2027_ = (l_1999_ > l_2026_);
                                l_mut_353_ = l_2027_;
                            }
                        }
                        uint l_2028_ = a_8_[min(uint(l_2017_), 64u)];
                        bool l_2029_ = (l_2028_ == 4294967295u);
                        if (!(l_2029_)) {
                            bool _e4058 = l_mut_353_;
                            local_81 = _e4058;
                        } else {
                            local_81 = true;
                        }
                        bool l_2030_ = local_81;
                        if (l_2030_) {
                            a_8_[min(uint(l_2017_), 64u)] = l_23_;
                            uint l_2031_ = (l_2017_ + 1u);
                            a_8_[min(uint(l_2031_), 64u)] = l_184_;
                            a_9_[1] = l_1999_;
                        }
                        bool l_2032_ = (l_203_ != 0.0L);
                        if (l_2032_) {
                            l_mut_2033_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e4124 = l_mut_2033_;
                                    l_mut_2033_ = (_e4124 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e4070 = l_mut_2033_;
                                if ((_e4070 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4073 = l_mut_2033_;
                                    uint l_2034_ = a_10_[min(uint(_e4073), 7u)];
                                    bool l_2035_ = (l_2034_ == 1u);
                                    if (l_2035_) {
                                        uint _e4079 = l_mut_2033_;
                                        uint l_2036_ = (37u + _e4079);
                                        uint l_2037_ = a_8_[min(uint(l_2036_), 64u)];
                                        uint l_2038_ = (l_2037_ + 1u);
                                        a_8_[min(uint(l_2036_), 64u)] = l_2038_;
                                        uint _e4087 = l_mut_2033_;
                                        uint l_2039_ = (2u + _e4087);
                                        uint l_2040_ = (2u * l_2039_);
                                        uint l_2041_ = (45u + l_2040_);
                                        double l_2042_ = abs(l_1999_);
                                        double l_2043_ = a_9_[min(uint(l_2039_), 9u)];
                                        double l_2044_ = abs(l_2043_);
                                        bool l_2045_ = (l_2042_ > l_2044_);
                                        l_mut_353_ = l_2045_;
                                        bool l_2046_ = (l_2039_ == 0u);
                                        if (l_2046_) {
                                            double l_2047_ = a_9_[min(uint(l_2039_), 9u)];
                                            bool l_2048_ = (l_1999_ < l_2047_);
                                            l_mut_353_ = l_2048_;
                                        } else {
                                            bool l_2049_ = (l_2039_ == 1u);
                                            if (l_2049_) {
                                                double l_2050_ = a_9_[min(uint(l_2039_), 9u)];
                                                bool l_2051_ = (l_1999_ > l_2050_);
                                                l_mut_353_ = l_2051_;
                                            }
                                        }
                                        uint l_2052_ = a_8_[min(uint(l_2041_), 64u)];
                                        bool l_2053_ = (l_2052_ == 4294967295u);
                                        if (!(l_2053_)) {
                                            bool _e4115 = l_mut_353_;
                                            local_82 = _e4115;
                                        } else {
                                            local_82 = true;
                                        }
                                        bool l_2054_ = local_82;
                                        if (l_2054_) {
                                            a_8_[min(uint(l_2041_), 64u)] = l_23_;
                                            uint l_2055_ = (l_2041_ + 1u);
                                            a_8_[min(uint(l_2055_), 64u)] = l_184_;
                                            a_9_[min(uint(l_2039_), 9u)] = l_1999_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_2056_ = a_8_[1];
                        uint l_2057_ = (l_2_ + l_2056_);
                        uint l_2058_ = (l_2057_ * 2u);
                        uint l_2143_ = asuint(info.Load(24+0));
                        uint l_2144_ = (l_2143_ * 1u);
                        bool l_2145_ = (l_2058_ < l_2144_);
                        if (l_2145_) {
                            buffer_6_global.Store(l_2058_*4, asuint(l_23_));
                        }
                        uint l_2059_ = (l_2058_ + 1u);
                        uint l_2146_ = asuint(info.Load(24+0));
                        uint l_2147_ = (l_2146_ * 1u);
                        bool l_2148_ = (l_2059_ < l_2147_);
                        if (l_2148_) {
                            buffer_6_global.Store(l_2059_*4, asuint(l_184_));
                        }
                        uint l_2060_ = a_8_[1];
                        uint l_2061_ = (l_2060_ + 1u);
                        a_8_[1] = l_2061_;
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
                uint _e4181 = l_mut_2062_;
                l_mut_2062_ = (_e4181 + 1u);
            }
            loop_init_5 = false;
            uint _e4161 = l_mut_2062_;
            if ((_e4161 < 65u)) {
            } else {
                break;
            }
            {
                uint l_2063_ = (id * 65u);
                uint _e4166 = l_mut_2062_;
                uint l_2064_ = (l_2063_ + _e4166);
                uint _e4168 = l_mut_2062_;
                uint l_2065_ = a_8_[min(uint(_e4168), 64u)];
                uint l_2149_ = asuint(info.Load(16+0));
                uint l_2150_ = (l_2149_ * 1u);
                bool l_2151_ = (l_2064_ < l_2150_);
                if (l_2151_) {
                    buffer_4_global.Store(l_2064_*4, asuint(l_2065_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e4205 = l_mut_2066_;
                l_mut_2066_ = (_e4205 + 1u);
            }
            loop_init_6 = false;
            uint _e4185 = l_mut_2066_;
            if ((_e4185 < 10u)) {
            } else {
                break;
            }
            {
                uint l_2067_ = (id * 10u);
                uint _e4190 = l_mut_2066_;
                uint l_2068_ = (l_2067_ + _e4190);
                uint _e4192 = l_mut_2066_;
                double l_2069_ = a_9_[min(uint(_e4192), 9u)];
                uint l_2152_ = asuint(info.Load(20+0));
                uint l_2153_ = (l_2152_ * 1u);
                bool l_2154_ = (l_2068_ < l_2153_);
                if (l_2154_) {
                    buffer_5_global.Store(l_2068_*8, l_2069_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
