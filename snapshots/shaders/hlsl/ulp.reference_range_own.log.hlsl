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
    uint a_229_[1] = (uint[1])0;
    double a_1264_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    uint l_mut_109_ = (uint)0;
    double l_mut_1773_ = (double)0;
    bool l_mut_207_ = (bool)0;
    float l_mut_22_ = (float)0;
    uint l_mut_230_ = (uint)0;
    uint l_mut_246_ = (uint)0;
    double l_mut_26_ = (double)0;
    uint l_mut_284_ = (uint)0;
    double l_mut_319_ = (double)0;
    bool l_mut_330_ = (bool)0;
    bool l_mut_333_ = (bool)0;
    bool l_mut_336_ = (bool)0;
    bool l_mut_339_ = (bool)0;
    double l_mut_35_ = (double)0;
    double l_mut_46_ = (double)0;
    int l_mut_65_ = (int)0;
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
    uint l_mut_210_ = (uint)0;
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
    uint l_mut_1868_ = (uint)0;
    bool local_82 = (bool)0;
    uint l_mut_1893_ = 0u;
    uint l_mut_1897_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1915_ = asuint(info.Load(28+0));
        uint l_1916_ = (l_1915_ * 1u);
        bool l_1917_ = (0u < l_1916_);
        if (l_1917_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1901_ = asuint(info.Load(0+0));
    uint l_1902_ = (l_1901_ * 1u);
    bool l_1903_ = (1u < l_1902_);
    uint l_1904_ = (l_1902_ - 1u);
    uint l_1905_ = min(1u, l_1904_);
    uint l_1906_ = asuint(buffer_0_global.Load(l_1905_*4));
    uint l_1_ = (l_1903_ ? l_1906_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1908_ = asuint(info.Load(0+0));
    uint l_1909_ = (l_1908_ * 1u);
    bool l_1910_ = (2u < l_1909_);
    uint l_1911_ = (l_1909_ - 1u);
    uint l_1912_ = min(2u, l_1911_);
    uint l_1913_ = asuint(buffer_0_global.Load(l_1912_*4));
    uint l_3_ = (l_1910_ ? l_1913_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1918_ = asuint(info.Load(0+0));
        uint l_1919_ = (l_1918_ * 1u);
        bool l_1920_ = (2u < l_1919_);
        uint l_1921_ = (l_1919_ - 1u);
        uint l_1922_ = min(2u, l_1921_);
        uint l_1923_ = asuint(buffer_0_global.Load(l_1922_*4));
        uint l_6_ = (l_1920_ ? l_1923_ : 0u);
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
                uint _e4040 = l_mut_18_;
                l_mut_18_ = (_e4040 + 1u);
            }
            loop_init_2 = false;
            uint _e153 = l_mut_18_;
            if ((_e153 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1925_ = asuint(info.Load(0+0));
                uint l_1926_ = (l_1925_ * 1u);
                bool l_1927_ = (0u < l_1926_);
                uint l_1928_ = (l_1926_ - 1u);
                uint l_1929_ = min(0u, l_1928_);
                uint l_1930_ = asuint(buffer_0_global.Load(l_1929_*4));
                uint l_19_ = (l_1927_ ? l_1930_ : 0u);
                uint _e172 = l_mut_18_;
                uint l_20_ = (l_19_ + _e172);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = log(l_21_);
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
                double _e211 = l_mut_26_;
                l_mut_46_ = _e211;
                double _e212 = l_mut_26_;
                bool l_47_ = (_e212 < 0.0L);
                if (l_47_) {
                    double _e215 = l_mut_26_;
                    uint64_t l_48_ = _e215;
                    uint64_t l_49_ = (l_48_ | 9221120237041090560uL);
                    double l_50_ = l_49_;
                    l_mut_46_ = l_50_;
                } else {
                    double _e220 = l_mut_26_;
                    bool l_51_ = (_e220 == 0.0L);
                    if (l_51_) {
                        double _e223 = l_mut_26_;
                        double l_52_ = abs(_e223);
                        uint64_t l_53_ = l_52_;
                        uint64_t l_54_ = (l_53_ | 9218868437227405312uL);
                        uint64_t l_55_ = (l_54_ & -4503599627370496L);
                        double l_56_ = l_55_;
                        double l_57_ = -(l_56_);
                        l_mut_46_ = l_57_;
                    } else {
                        uint l_58_ = asuint(l_21_);
                        bool l_59_ = (l_58_ < 2139095040u);
                        if (l_59_) {
                            double _e236 = l_mut_26_;
                            uint64_t l_60_ = _e236;
                            uint64_t l_61_ = (l_60_ >> uint(52uL));
                            uint64_t l_62_ = (l_61_ & 2047uL);
                            int l_63_ = int(l_62_);
                            int l_64_ = asint(asuint(l_63_) - asuint(int(1023)));
                            l_mut_65_ = l_64_;
                            uint64_t l_66_ = (l_60_ & 4503599627370495uL);
                            uint64_t l_67_ = (l_66_ | 4607182418800017408uL);
                            double l_68_ = l_67_;
                            l_mut_26_ = l_68_;
                            double _e253 = l_mut_26_;
                            bool l_69_ = (_e253 > 1.4142135623730951L);
                            if (l_69_) {
                                double _e256 = l_mut_26_;
                                l_mut_26_ = (_e256 * 0.5L);
                                int _e259 = l_mut_65_;
                                l_mut_65_ = asint(asuint(_e259) + asuint(int(1)));
                            }
                            double _e262 = l_mut_26_;
                            double l_70_ = (_e262 - 1.0L);
                            double l_71_ = (2.0L + l_70_);
                            double l_72_ = (l_70_ / l_71_);
                            double l_73_ = (l_72_ * l_72_);
                            double l_74_ = (l_73_ * 0.04L);
                            double l_75_ = (l_74_ + 0.043478260869565216L);
                            l_mut_26_ = l_75_;
                            double _e273 = l_mut_26_;
                            double l_76_ = (_e273 * l_73_);
                            double l_77_ = (l_76_ + 0.047619047619047616L);
                            l_mut_26_ = l_77_;
                            double _e277 = l_mut_26_;
                            double l_78_ = (_e277 * l_73_);
                            double l_79_ = (l_78_ + 0.05263157894736842L);
                            l_mut_26_ = l_79_;
                            double _e281 = l_mut_26_;
                            double l_80_ = (_e281 * l_73_);
                            double l_81_ = (l_80_ + 0.058823529411764705L);
                            l_mut_26_ = l_81_;
                            double _e285 = l_mut_26_;
                            double l_82_ = (_e285 * l_73_);
                            double l_83_ = (l_82_ + 0.06666666666666667L);
                            l_mut_26_ = l_83_;
                            double _e289 = l_mut_26_;
                            double l_84_ = (_e289 * l_73_);
                            double l_85_ = (l_84_ + 0.07692307692307693L);
                            l_mut_26_ = l_85_;
                            double _e293 = l_mut_26_;
                            double l_86_ = (_e293 * l_73_);
                            double l_87_ = (l_86_ + 0.09090909090909091L);
                            l_mut_26_ = l_87_;
                            double _e297 = l_mut_26_;
                            double l_88_ = (_e297 * l_73_);
                            double l_89_ = (l_88_ + 0.1111111111111111L);
                            l_mut_26_ = l_89_;
                            double _e301 = l_mut_26_;
                            double l_90_ = (_e301 * l_73_);
                            double l_91_ = (l_90_ + 0.14285714285714285L);
                            l_mut_26_ = l_91_;
                            double _e305 = l_mut_26_;
                            double l_92_ = (_e305 * l_73_);
                            double l_93_ = (l_92_ + 0.2L);
                            l_mut_26_ = l_93_;
                            double _e309 = l_mut_26_;
                            double l_94_ = (_e309 * l_73_);
                            double l_95_ = (l_94_ + 0.3333333333333333L);
                            l_mut_26_ = l_95_;
                            double l_96_ = (2.0L * l_72_);
                            double l_97_ = (2.0L * l_72_);
                            double l_98_ = (l_97_ * l_73_);
                            double _e318 = l_mut_26_;
                            double l_99_ = (l_98_ * _e318);
                            double l_100_ = (l_96_ + l_99_);
                            int _e321 = l_mut_65_;
                            double l_101_ = double(_e321);
                            double l_102_ = (l_101_ * 0.6931471824645996L);
                            double l_103_ = (l_101_ * -1.904654299957768e-9L);
                            double l_104_ = (l_103_ + l_100_);
                            double l_105_ = (l_102_ + l_104_);
                            l_mut_46_ = l_105_;
                        }
                    }
                }
                double _e329 = l_mut_46_;
                l_mut_35_ = _e329;
                uint l_1932_ = asuint(info.Load(12+0));
                uint l_1933_ = (l_1932_ * 1u);
                bool l_1934_ = (1024u < l_1933_);
                uint l_1935_ = (l_1933_ - 1u);
                uint l_1936_ = min(1024u, l_1935_);
                uint l_1937_ = asuint(buffer_3_global.Load(l_1936_*4));
                uint l_106_ = (l_1934_ ? l_1937_ : 0u);
                float l_107_ = asfloat(l_106_);
                double l_108_ = double(l_107_);
                l_mut_109_ = 4294967294u;
                float _e350 = l_mut_22_;
                uint l_110_ = asuint(_e350);
                uint l_111_ = asuint(l_21_);
                uint l_112_ = (l_111_ & 2139095040u);
                bool l_113_ = (l_112_ != 2139095040u);
                bool l_114_ = (l_112_ == 0u);
                uint l_115_ = asuint(l_21_);
                uint l_116_ = (l_115_ & 8388607u);
                bool l_117_ = (l_116_ != 0u);
                if (l_114_) {
                    local = l_117_;
                } else {
                    local = false;
                }
                bool l_118_ = local;
                double _e368 = l_mut_35_;
                double l_119_ = abs(_e368);
                double _e370 = l_mut_35_;
                bool l_120_ = (_e370 < 0.0L);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (2147483648u * l_121_);
                if (l_118_) {
                } else {
                    double _e376 = l_mut_35_;
                    const bool _e377 = is_nan_1_f64_(_e376);
                    if (_e377) {
                        uint l_124_ = (l_110_ & 2147483647u);
                        bool l_125_ = (l_124_ > 2139095040u);
                        if (l_125_) {
                            l_mut_109_ = 4294967293u;
                        }
                    } else {
                        bool l_126_ = (l_119_ >= 3.402823669209385e38L);
                        bool l_127_ = !(l_113_);
                        bool l_128_ = (l_119_ == 0.0L);
                        if (l_127_) {
                            local_1 = l_128_;
                        } else {
                            local_1 = false;
                        }
                        bool l_129_ = local_1;
                        if (!(l_126_)) {
                            local_2 = l_129_;
                        } else {
                            local_2 = true;
                        }
                        bool l_130_ = local_2;
                        if (l_130_) {
                            bool l_131_ = (l_119_ >= 3.402823669209385e38L);
                            uint l_132_ = uint(l_131_);
                            uint l_133_ = (2139095040u * l_132_);
                            uint l_134_ = (l_133_ | l_122_);
                            bool l_135_ = (l_110_ == l_134_);
                            uint l_136_ = (l_110_ | l_134_);
                            uint l_137_ = (l_136_ & 2147483647u);
                            bool l_138_ = (l_137_ == 0u);
                            if (!(l_135_)) {
                                local_3 = l_138_;
                            } else {
                                local_3 = true;
                            }
                            bool l_139_ = local_3;
                            if (l_139_) {
                                l_mut_109_ = 4294967293u;
                            }
                        } else {
                            bool l_140_ = (l_119_ >= 2.350988701644575e-38L);
                            if (l_113_) {
                                local_4 = l_140_;
                            } else {
                                local_4 = false;
                            }
                            bool l_141_ = local_4;
                            bool l_142_ = (l_119_ < 3.4028234663852886e38L);
                            if (l_141_) {
                                local_5 = l_142_;
                            } else {
                                local_5 = false;
                            }
                            bool l_143_ = local_5;
                            if (l_143_) {
                                float l_144_ = float(l_119_);
                                uint l_145_ = asuint(l_144_);
                                float l_146_ = asfloat(l_145_);
                                double l_147_ = double(l_146_);
                                double l_148_ = (l_119_ - l_147_);
                                uint l_149_ = (l_145_ + 1u);
                                bool l_150_ = (l_148_ < 0.0L);
                                uint l_151_ = uint(l_150_);
                                uint l_152_ = (2u * l_151_);
                                uint l_153_ = (l_149_ - l_152_);
                                float l_154_ = asfloat(l_153_);
                                double l_155_ = double(l_154_);
                                double l_156_ = (l_155_ - l_147_);
                                double l_157_ = abs(l_156_);
                                double l_158_ = (l_157_ * 0.5L);
                                double l_159_ = abs(l_148_);
                                double l_160_ = (l_158_ - l_159_);
                                double l_161_ = (l_119_ * 9.094947017729282e-13L);
                                bool l_162_ = (l_160_ > l_161_);
                                if (l_162_) {
                                    uint l_163_ = (l_145_ | l_122_);
                                    l_mut_109_ = l_163_;
                                }
                            } else {
                                bool l_164_ = (l_119_ < 2.350988701644575e-38L);
                                if (l_113_) {
                                    local_6 = l_164_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_165_ = local_6;
                                if (l_165_) {
                                    double l_166_ = (l_119_ * 7.1362384635298e44L);
                                    double l_167_ = floor(l_166_);
                                    double l_168_ = (l_166_ - l_167_);
                                    double l_169_ = (l_168_ - 0.5L);
                                    double l_170_ = abs(l_169_);
                                    double l_171_ = (l_166_ * 9.094947017729282e-13L);
                                    bool l_172_ = (l_170_ > l_171_);
                                    if (l_172_) {
                                        bool l_173_ = (l_168_ > 0.5L);
                                        double l_174_ = double(l_173_);
                                        double l_175_ = (l_167_ + l_174_);
                                        uint l_176_ = naga_f2u32(l_175_);
                                        uint l_177_ = (l_176_ | l_122_);
                                        l_mut_109_ = l_177_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e474 = l_mut_22_;
                uint l_178_ = asuint(_e474);
                uint l_179_ = (l_178_ & 2147483647u);
                bool l_180_ = (l_179_ > 2139095040u);
                uint l_181_ = (l_178_ & 2147483647u);
                bool l_182_ = (l_181_ == 0u);
                uint l_183_ = (l_178_ & 2147483647u);
                double l_184_ = double(l_183_);
                uint l_185_ = (l_178_ >> 31u);
                double l_186_ = double(l_185_);
                double l_187_ = (2.0L * l_186_);
                double l_188_ = (1.0L - l_187_);
                double l_189_ = (l_184_ * l_188_);
                uint _e495 = l_mut_109_;
                uint l_190_ = (_e495 & 2147483647u);
                double l_191_ = double(l_190_);
                uint _e499 = l_mut_109_;
                uint l_192_ = (_e499 >> 31u);
                double l_193_ = double(l_192_);
                double l_194_ = (2.0L * l_193_);
                double l_195_ = (1.0L - l_194_);
                double l_196_ = (l_191_ * l_195_);
                double l_197_ = (l_189_ - l_196_);
                uint _e509 = l_mut_109_;
                uint l_198_ = (_e509 & 2139095040u);
                bool l_199_ = (l_198_ == 0u);
                uint _e514 = l_mut_109_;
                bool l_200_ = (_e514 < 4294967293u);
                bool l_201_ = (l_197_ == 0.0L);
                if (l_182_) {
                    local_7 = l_199_;
                } else {
                    local_7 = false;
                }
                bool l_202_ = local_7;
                if (!(l_180_)) {
                    local_8 = l_202_;
                } else {
                    local_8 = true;
                }
                bool l_203_ = local_8;
                bool l_204_ = !(l_203_);
                if (!(l_201_)) {
                    local_9 = l_204_;
                } else {
                    local_9 = true;
                }
                bool l_205_ = local_9;
                if (l_200_) {
                    local_10 = l_205_;
                } else {
                    local_10 = false;
                }
                bool l_206_ = local_10;
                l_mut_207_ = l_206_;
                bool l_208_ = (l_197_ != 0.0L);
                bool _e540 = l_mut_207_;
                if (_e540) {
                    local_11 = l_208_;
                } else {
                    local_11 = false;
                }
                bool l_209_ = local_11;
                if (l_209_) {
                    l_mut_210_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3826 = l_mut_210_;
                            l_mut_210_ = (_e3826 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e547 = l_mut_210_;
                        if ((_e547 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e551 = l_mut_210_;
                            uint l_211_ = (2u * _e551);
                            uint l_1939_ = asuint(info.Load(4+0));
                            uint l_1940_ = (l_1939_ * 1u);
                            bool l_1941_ = (l_211_ < l_1940_);
                            uint l_1942_ = (l_1940_ - 1u);
                            uint l_1943_ = min(l_211_, l_1942_);
                            uint l_1944_ = asuint(buffer_1_global.Load(l_1943_*4));
                            uint l_212_ = (l_1941_ ? l_1944_ : 0u);
                            uint _e569 = l_mut_210_;
                            uint l_213_ = (2u * _e569);
                            uint l_214_ = (l_213_ + 1u);
                            uint l_1946_ = asuint(info.Load(4+0));
                            uint l_1947_ = (l_1946_ * 1u);
                            bool l_1948_ = (l_214_ < l_1947_);
                            uint l_1949_ = (l_1947_ - 1u);
                            uint l_1950_ = min(l_214_, l_1949_);
                            uint l_1951_ = asuint(buffer_1_global.Load(l_1950_*4));
                            uint l_215_ = (l_1948_ ? l_1951_ : 0u);
                            bool l_216_ = (l_215_ != 0u);
                            uint _e590 = l_mut_210_;
                            uint l_217_ = (_e590 * 4u);
                            uint l_1953_ = asuint(info.Load(8+0));
                            uint l_1954_ = (l_1953_ * 1u);
                            bool l_1955_ = (l_217_ < l_1954_);
                            uint l_1956_ = (l_1954_ - 1u);
                            uint l_1957_ = min(l_217_, l_1956_);
                            double l_1958_ = buffer_2_global.Load<double>(l_1957_*8);
                            double l_218_ = (l_1955_ ? l_1958_ : 0.0L);
                            uint _e608 = l_mut_210_;
                            uint l_219_ = (_e608 * 4u);
                            uint l_220_ = (l_219_ + 1u);
                            uint l_1960_ = asuint(info.Load(8+0));
                            uint l_1961_ = (l_1960_ * 1u);
                            bool l_1962_ = (l_220_ < l_1961_);
                            uint l_1963_ = (l_1961_ - 1u);
                            uint l_1964_ = min(l_220_, l_1963_);
                            double l_1965_ = buffer_2_global.Load<double>(l_1964_*8);
                            double l_221_ = (l_1962_ ? l_1965_ : 0.0L);
                            uint _e628 = l_mut_210_;
                            uint l_222_ = (_e628 * 4u);
                            uint l_223_ = (l_222_ + 2u);
                            uint l_1967_ = asuint(info.Load(8+0));
                            uint l_1968_ = (l_1967_ * 1u);
                            bool l_1969_ = (l_223_ < l_1968_);
                            uint l_1970_ = (l_1968_ - 1u);
                            uint l_1971_ = min(l_223_, l_1970_);
                            double l_1972_ = buffer_2_global.Load<double>(l_1971_*8);
                            double l_224_ = (l_1969_ ? l_1972_ : 0.0L);
                            double l_225_ = double(l_21_);
                            double l_226_ = abs(l_225_);
                            double _e650 = l_mut_35_;
                            double l_227_ = abs(_e650);
                            double l_228_ = (l_227_ * 1.4551915228366852e-11L);
                            a_229_[0] = 1u;
                            l_mut_230_ = 2u;
                            bool l_231_ = (l_212_ == 0u);
                            if (l_231_) {
                                l_mut_230_ = 0u;
                            } else {
                                bool l_232_ = (l_212_ == 1u);
                                if (l_232_) {
                                    l_mut_230_ = 1u;
                                    double l_233_ = abs(l_197_);
                                    bool l_234_ = (l_233_ <= l_218_);
                                    if (l_234_) {
                                        l_mut_230_ = 0u;
                                    }
                                } else {
                                    bool l_235_ = (l_212_ == 2u);
                                    if (l_235_) {
                                        double _e668 = l_mut_35_;
                                        double l_236_ = abs(_e668);
                                        l_mut_46_ = 1.401298464324817e-45L;
                                        bool l_237_ = (l_236_ >= 1.1754943508222875e-38L);
                                        bool l_238_ = (l_236_ <= 1.7976931348623157e308L);
                                        if (l_237_) {
                                            local_12 = l_238_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_239_ = local_12;
                                        if (l_239_) {
                                            uint64_t l_240_ = l_236_;
                                            uint64_t l_241_ = (l_240_ >> uint(52uL));
                                            uint64_t l_242_ = (l_241_ - 23uL);
                                            uint64_t l_243_ = (l_242_ << uint(52uL));
                                            double l_244_ = l_243_;
                                            l_mut_46_ = l_244_;
                                        }
                                        double _e691 = l_mut_46_;
                                        double l_245_ = (l_218_ * _e691);
                                        l_mut_246_ = 2u;
                                        double _e694 = l_mut_35_;
                                        double l_247_ = (_e694 - l_228_);
                                        double l_248_ = abs(l_247_);
                                        l_mut_46_ = 1.401298464324817e-45L;
                                        bool l_249_ = (l_248_ >= 1.1754943508222875e-38L);
                                        bool l_250_ = (l_248_ <= 1.7976931348623157e308L);
                                        if (l_249_) {
                                            local_13 = l_250_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_251_ = local_13;
                                        if (l_251_) {
                                            uint64_t l_252_ = l_248_;
                                            uint64_t l_253_ = (l_252_ >> uint(52uL));
                                            uint64_t l_254_ = (l_253_ - 23uL);
                                            uint64_t l_255_ = (l_254_ << uint(52uL));
                                            double l_256_ = l_255_;
                                            l_mut_46_ = l_256_;
                                        }
                                        double _e718 = l_mut_35_;
                                        double l_257_ = (_e718 + l_228_);
                                        double l_258_ = abs(l_257_);
                                        l_mut_26_ = 1.401298464324817e-45L;
                                        bool l_259_ = (l_258_ >= 1.1754943508222875e-38L);
                                        bool l_260_ = (l_258_ <= 1.7976931348623157e308L);
                                        if (l_259_) {
                                            local_14 = l_260_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_261_ = local_14;
                                        if (l_261_) {
                                            uint64_t l_262_ = l_258_;
                                            uint64_t l_263_ = (l_262_ >> uint(52uL));
                                            uint64_t l_264_ = (l_263_ - 23uL);
                                            uint64_t l_265_ = (l_264_ << uint(52uL));
                                            double l_266_ = l_265_;
                                            l_mut_26_ = l_266_;
                                        }
                                        double _e742 = l_mut_46_;
                                        double _e743 = l_mut_26_;
                                        bool l_267_ = (_e742 == _e743);
                                        if (l_267_) {
                                            double l_268_ = (l_245_ * 1.4551915228366852e-11L);
                                            double l_269_ = (l_228_ + l_268_);
                                            double _e748 = l_mut_35_;
                                            double l_270_ = (_e748 - l_245_);
                                            double _e750 = l_mut_35_;
                                            double l_271_ = (_e750 + l_245_);
                                            float _e752 = l_mut_22_;
                                            uint l_272_ = asuint(_e752);
                                            float _e754 = l_mut_22_;
                                            double l_273_ = double(_e754);
                                            l_mut_46_ = l_273_;
                                            uint l_274_ = (l_272_ & 2139095040u);
                                            bool l_275_ = (l_274_ == 0u);
                                            if (l_275_) {
                                                uint l_276_ = (l_272_ & 8388607u);
                                                double l_277_ = double(l_276_);
                                                double l_278_ = (l_277_ * 1.401298464324817e-45L);
                                                l_mut_46_ = l_278_;
                                                uint l_279_ = (l_272_ >> 31u);
                                                bool l_280_ = (l_279_ == 1u);
                                                if (l_280_) {
                                                    double _e769 = l_mut_46_;
                                                    double l_281_ = -(_e769);
                                                    l_mut_46_ = l_281_;
                                                }
                                            }
                                            float _e771 = l_mut_22_;
                                            uint l_282_ = asuint(_e771);
                                            uint l_283_ = (l_282_ + 1u);
                                            l_mut_284_ = l_283_;
                                            uint l_285_ = (l_282_ & 2147483647u);
                                            bool l_286_ = (l_285_ == 0u);
                                            if (l_286_) {
                                                l_mut_284_ = 1u;
                                            } else {
                                                uint l_287_ = (l_282_ & 2147483648u);
                                                bool l_288_ = (l_287_ != 0u);
                                                if (l_288_) {
                                                    uint l_289_ = (l_282_ - 1u);
                                                    l_mut_284_ = l_289_;
                                                } else {
                                                    bool l_290_ = (l_282_ == 2139095040u);
                                                    if (l_290_) {
                                                        l_mut_284_ = l_282_;
                                                    }
                                                }
                                            }
                                            uint _e788 = l_mut_284_;
                                            float l_291_ = asfloat(_e788);
                                            uint l_292_ = asuint(l_291_);
                                            double l_293_ = double(l_291_);
                                            l_mut_26_ = l_293_;
                                            uint l_294_ = (l_292_ & 2139095040u);
                                            bool l_295_ = (l_294_ == 0u);
                                            if (l_295_) {
                                                uint l_296_ = (l_292_ & 8388607u);
                                                double l_297_ = double(l_296_);
                                                double l_298_ = (l_297_ * 1.401298464324817e-45L);
                                                l_mut_26_ = l_298_;
                                                uint l_299_ = (l_292_ >> 31u);
                                                bool l_300_ = (l_299_ == 1u);
                                                if (l_300_) {
                                                    double _e805 = l_mut_26_;
                                                    double l_301_ = -(_e805);
                                                    l_mut_26_ = l_301_;
                                                }
                                            }
                                            float _e807 = l_mut_22_;
                                            uint l_302_ = asuint(_e807);
                                            uint l_303_ = (l_302_ ^ 2147483648u);
                                            float l_304_ = asfloat(l_303_);
                                            uint l_305_ = asuint(l_304_);
                                            uint l_306_ = (l_305_ + 1u);
                                            l_mut_284_ = l_306_;
                                            uint l_307_ = (l_305_ & 2147483647u);
                                            bool l_308_ = (l_307_ == 0u);
                                            if (l_308_) {
                                                l_mut_284_ = 1u;
                                            } else {
                                                uint l_309_ = (l_305_ & 2147483648u);
                                                bool l_310_ = (l_309_ != 0u);
                                                if (l_310_) {
                                                    uint l_311_ = (l_305_ - 1u);
                                                    l_mut_284_ = l_311_;
                                                } else {
                                                    bool l_312_ = (l_305_ == 2139095040u);
                                                    if (l_312_) {
                                                        l_mut_284_ = l_305_;
                                                    }
                                                }
                                            }
                                            uint _e828 = l_mut_284_;
                                            float l_313_ = asfloat(_e828);
                                            uint l_314_ = asuint(l_313_);
                                            uint l_315_ = (l_314_ ^ 2147483648u);
                                            float l_316_ = asfloat(l_315_);
                                            uint l_317_ = asuint(l_316_);
                                            double l_318_ = double(l_316_);
                                            l_mut_319_ = l_318_;
                                            uint l_320_ = (l_317_ & 2139095040u);
                                            bool l_321_ = (l_320_ == 0u);
                                            if (l_321_) {
                                                uint l_322_ = (l_317_ & 8388607u);
                                                double l_323_ = double(l_322_);
                                                double l_324_ = (l_323_ * 1.401298464324817e-45L);
                                                l_mut_319_ = l_324_;
                                                uint l_325_ = (l_317_ >> 31u);
                                                bool l_326_ = (l_325_ == 1u);
                                                if (l_326_) {
                                                    double _e849 = l_mut_319_;
                                                    double l_327_ = -(_e849);
                                                    l_mut_319_ = l_327_;
                                                }
                                            }
                                            double l_328_ = (l_270_ + l_269_);
                                            double _e852 = l_mut_46_;
                                            bool l_329_ = (l_328_ <= _e852);
                                            l_mut_330_ = l_329_;
                                            double l_331_ = (l_270_ - l_269_);
                                            double _e855 = l_mut_46_;
                                            bool l_332_ = (l_331_ > _e855);
                                            l_mut_333_ = l_332_;
                                            double l_334_ = (l_271_ - l_269_);
                                            double _e858 = l_mut_46_;
                                            bool l_335_ = (l_334_ >= _e858);
                                            l_mut_336_ = l_335_;
                                            double l_337_ = (l_271_ + l_269_);
                                            double _e861 = l_mut_46_;
                                            bool l_338_ = (l_337_ < _e861);
                                            l_mut_339_ = l_338_;
                                            if (l_216_) {
                                                double l_340_ = (l_270_ + l_269_);
                                                double _e864 = l_mut_26_;
                                                bool l_341_ = (l_340_ < _e864);
                                                l_mut_330_ = l_341_;
                                                double l_342_ = (l_270_ - l_269_);
                                                double _e867 = l_mut_26_;
                                                bool l_343_ = (l_342_ >= _e867);
                                                l_mut_333_ = l_343_;
                                                double l_344_ = (l_271_ - l_269_);
                                                double _e870 = l_mut_319_;
                                                bool l_345_ = (l_344_ > _e870);
                                                l_mut_336_ = l_345_;
                                                double l_346_ = (l_271_ + l_269_);
                                                double _e873 = l_mut_319_;
                                                bool l_347_ = (l_346_ <= _e873);
                                                l_mut_339_ = l_347_;
                                            }
                                            l_mut_284_ = 2u;
                                            bool _e876 = l_mut_333_;
                                            if (!(_e876)) {
                                                bool _e880 = l_mut_339_;
                                                local_15 = _e880;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_348_ = local_15;
                                            if (l_348_) {
                                                l_mut_284_ = 1u;
                                            } else {
                                                bool _e884 = l_mut_330_;
                                                if (_e884) {
                                                    bool _e887 = l_mut_336_;
                                                    local_16 = _e887;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_349_ = local_16;
                                                if (l_349_) {
                                                    l_mut_284_ = 0u;
                                                }
                                            }
                                            float _e891 = l_mut_22_;
                                            uint l_350_ = asuint(_e891);
                                            uint l_351_ = (l_350_ & 2147483647u);
                                            bool l_352_ = (l_351_ == 0u);
                                            if (l_352_) {
                                                double l_353_ = (l_270_ + l_269_);
                                                bool l_354_ = (l_353_ < 1.1754943508222875e-38L);
                                                double l_355_ = (l_271_ - l_269_);
                                                bool l_356_ = (l_355_ > -1.1754943508222875e-38L);
                                                if (l_354_) {
                                                    local_17 = l_356_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_357_ = local_17;
                                                double l_358_ = (l_270_ - l_269_);
                                                bool l_359_ = (l_358_ < 1.1754943508222875e-38L);
                                                double l_360_ = (l_271_ + l_269_);
                                                bool l_361_ = (l_360_ > -1.1754943508222875e-38L);
                                                if (l_359_) {
                                                    local_18 = l_361_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_362_ = local_18;
                                                if (l_357_) {
                                                    l_mut_284_ = 0u;
                                                } else {
                                                    uint _e918 = l_mut_284_;
                                                    bool l_363_ = (_e918 == 1u);
                                                    if (l_362_) {
                                                        local_19 = l_363_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_364_ = local_19;
                                                    if (l_364_) {
                                                        l_mut_284_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e926 = l_mut_284_;
                                            l_mut_246_ = _e926;
                                        }
                                        uint _e927 = l_mut_246_;
                                        l_mut_230_ = _e927;
                                    } else {
                                        bool l_365_ = (l_212_ == 3u);
                                        if (l_365_) {
                                            l_mut_230_ = 0u;
                                            bool l_366_ = (l_226_ >= 1.1754943508222875e-38L);
                                            bool l_367_ = (l_226_ <= 8.507059173023462e37L);
                                            if (l_366_) {
                                                local_20 = l_367_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_368_ = local_20;
                                            if (l_368_) {
                                                double _e939 = l_mut_35_;
                                                double l_369_ = abs(_e939);
                                                l_mut_319_ = 1.401298464324817e-45L;
                                                bool l_370_ = (l_369_ >= 1.1754943508222875e-38L);
                                                bool l_371_ = (l_369_ <= 1.7976931348623157e308L);
                                                if (l_370_) {
                                                    local_21 = l_371_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_372_ = local_21;
                                                if (l_372_) {
                                                    uint64_t l_373_ = l_369_;
                                                    uint64_t l_374_ = (l_373_ >> uint(52uL));
                                                    uint64_t l_375_ = (l_374_ - 23uL);
                                                    uint64_t l_376_ = (l_375_ << uint(52uL));
                                                    double l_377_ = l_376_;
                                                    l_mut_319_ = l_377_;
                                                }
                                                double _e962 = l_mut_319_;
                                                double l_378_ = (l_218_ * _e962);
                                                l_mut_284_ = 2u;
                                                double _e965 = l_mut_35_;
                                                double l_379_ = (_e965 - l_228_);
                                                double l_380_ = abs(l_379_);
                                                l_mut_319_ = 1.401298464324817e-45L;
                                                bool l_381_ = (l_380_ >= 1.1754943508222875e-38L);
                                                bool l_382_ = (l_380_ <= 1.7976931348623157e308L);
                                                if (l_381_) {
                                                    local_22 = l_382_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_383_ = local_22;
                                                if (l_383_) {
                                                    uint64_t l_384_ = l_380_;
                                                    uint64_t l_385_ = (l_384_ >> uint(52uL));
                                                    uint64_t l_386_ = (l_385_ - 23uL);
                                                    uint64_t l_387_ = (l_386_ << uint(52uL));
                                                    double l_388_ = l_387_;
                                                    l_mut_319_ = l_388_;
                                                }
                                                double _e989 = l_mut_35_;
                                                double l_389_ = (_e989 + l_228_);
                                                double l_390_ = abs(l_389_);
                                                l_mut_46_ = 1.401298464324817e-45L;
                                                bool l_391_ = (l_390_ >= 1.1754943508222875e-38L);
                                                bool l_392_ = (l_390_ <= 1.7976931348623157e308L);
                                                if (l_391_) {
                                                    local_23 = l_392_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_393_ = local_23;
                                                if (l_393_) {
                                                    uint64_t l_394_ = l_390_;
                                                    uint64_t l_395_ = (l_394_ >> uint(52uL));
                                                    uint64_t l_396_ = (l_395_ - 23uL);
                                                    uint64_t l_397_ = (l_396_ << uint(52uL));
                                                    double l_398_ = l_397_;
                                                    l_mut_46_ = l_398_;
                                                }
                                                double _e1013 = l_mut_319_;
                                                double _e1014 = l_mut_46_;
                                                bool l_399_ = (_e1013 == _e1014);
                                                if (l_399_) {
                                                    double l_400_ = (l_378_ * 1.4551915228366852e-11L);
                                                    double l_401_ = (l_228_ + l_400_);
                                                    double _e1019 = l_mut_35_;
                                                    double l_402_ = (_e1019 - l_378_);
                                                    double _e1021 = l_mut_35_;
                                                    double l_403_ = (_e1021 + l_378_);
                                                    float _e1023 = l_mut_22_;
                                                    uint l_404_ = asuint(_e1023);
                                                    float _e1025 = l_mut_22_;
                                                    double l_405_ = double(_e1025);
                                                    l_mut_319_ = l_405_;
                                                    uint l_406_ = (l_404_ & 2139095040u);
                                                    bool l_407_ = (l_406_ == 0u);
                                                    if (l_407_) {
                                                        uint l_408_ = (l_404_ & 8388607u);
                                                        double l_409_ = double(l_408_);
                                                        double l_410_ = (l_409_ * 1.401298464324817e-45L);
                                                        l_mut_319_ = l_410_;
                                                        uint l_411_ = (l_404_ >> 31u);
                                                        bool l_412_ = (l_411_ == 1u);
                                                        if (l_412_) {
                                                            double _e1040 = l_mut_319_;
                                                            double l_413_ = -(_e1040);
                                                            l_mut_319_ = l_413_;
                                                        }
                                                    }
                                                    float _e1042 = l_mut_22_;
                                                    uint l_414_ = asuint(_e1042);
                                                    uint l_415_ = (l_414_ + 1u);
                                                    l_mut_246_ = l_415_;
                                                    uint l_416_ = (l_414_ & 2147483647u);
                                                    bool l_417_ = (l_416_ == 0u);
                                                    if (l_417_) {
                                                        l_mut_246_ = 1u;
                                                    } else {
                                                        uint l_418_ = (l_414_ & 2147483648u);
                                                        bool l_419_ = (l_418_ != 0u);
                                                        if (l_419_) {
                                                            uint l_420_ = (l_414_ - 1u);
                                                            l_mut_246_ = l_420_;
                                                        } else {
                                                            bool l_421_ = (l_414_ == 2139095040u);
                                                            if (l_421_) {
                                                                l_mut_246_ = l_414_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1059 = l_mut_246_;
                                                    float l_422_ = asfloat(_e1059);
                                                    uint l_423_ = asuint(l_422_);
                                                    double l_424_ = double(l_422_);
                                                    l_mut_46_ = l_424_;
                                                    uint l_425_ = (l_423_ & 2139095040u);
                                                    bool l_426_ = (l_425_ == 0u);
                                                    if (l_426_) {
                                                        uint l_427_ = (l_423_ & 8388607u);
                                                        double l_428_ = double(l_427_);
                                                        double l_429_ = (l_428_ * 1.401298464324817e-45L);
                                                        l_mut_46_ = l_429_;
                                                        uint l_430_ = (l_423_ >> 31u);
                                                        bool l_431_ = (l_430_ == 1u);
                                                        if (l_431_) {
                                                            double _e1076 = l_mut_46_;
                                                            double l_432_ = -(_e1076);
                                                            l_mut_46_ = l_432_;
                                                        }
                                                    }
                                                    float _e1078 = l_mut_22_;
                                                    uint l_433_ = asuint(_e1078);
                                                    uint l_434_ = (l_433_ ^ 2147483648u);
                                                    float l_435_ = asfloat(l_434_);
                                                    uint l_436_ = asuint(l_435_);
                                                    uint l_437_ = (l_436_ + 1u);
                                                    l_mut_246_ = l_437_;
                                                    uint l_438_ = (l_436_ & 2147483647u);
                                                    bool l_439_ = (l_438_ == 0u);
                                                    if (l_439_) {
                                                        l_mut_246_ = 1u;
                                                    } else {
                                                        uint l_440_ = (l_436_ & 2147483648u);
                                                        bool l_441_ = (l_440_ != 0u);
                                                        if (l_441_) {
                                                            uint l_442_ = (l_436_ - 1u);
                                                            l_mut_246_ = l_442_;
                                                        } else {
                                                            bool l_443_ = (l_436_ == 2139095040u);
                                                            if (l_443_) {
                                                                l_mut_246_ = l_436_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1099 = l_mut_246_;
                                                    float l_444_ = asfloat(_e1099);
                                                    uint l_445_ = asuint(l_444_);
                                                    uint l_446_ = (l_445_ ^ 2147483648u);
                                                    float l_447_ = asfloat(l_446_);
                                                    uint l_448_ = asuint(l_447_);
                                                    double l_449_ = double(l_447_);
                                                    l_mut_26_ = l_449_;
                                                    uint l_450_ = (l_448_ & 2139095040u);
                                                    bool l_451_ = (l_450_ == 0u);
                                                    if (l_451_) {
                                                        uint l_452_ = (l_448_ & 8388607u);
                                                        double l_453_ = double(l_452_);
                                                        double l_454_ = (l_453_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_454_;
                                                        uint l_455_ = (l_448_ >> 31u);
                                                        bool l_456_ = (l_455_ == 1u);
                                                        if (l_456_) {
                                                            double _e1120 = l_mut_26_;
                                                            double l_457_ = -(_e1120);
                                                            l_mut_26_ = l_457_;
                                                        }
                                                    }
                                                    double l_458_ = (l_402_ + l_401_);
                                                    double _e1123 = l_mut_319_;
                                                    bool l_459_ = (l_458_ <= _e1123);
                                                    l_mut_339_ = l_459_;
                                                    double l_460_ = (l_402_ - l_401_);
                                                    double _e1126 = l_mut_319_;
                                                    bool l_461_ = (l_460_ > _e1126);
                                                    l_mut_336_ = l_461_;
                                                    double l_462_ = (l_403_ - l_401_);
                                                    double _e1129 = l_mut_319_;
                                                    bool l_463_ = (l_462_ >= _e1129);
                                                    l_mut_333_ = l_463_;
                                                    double l_464_ = (l_403_ + l_401_);
                                                    double _e1132 = l_mut_319_;
                                                    bool l_465_ = (l_464_ < _e1132);
                                                    l_mut_330_ = l_465_;
                                                    if (l_216_) {
                                                        double l_466_ = (l_402_ + l_401_);
                                                        double _e1135 = l_mut_46_;
                                                        bool l_467_ = (l_466_ < _e1135);
                                                        l_mut_339_ = l_467_;
                                                        double l_468_ = (l_402_ - l_401_);
                                                        double _e1138 = l_mut_46_;
                                                        bool l_469_ = (l_468_ >= _e1138);
                                                        l_mut_336_ = l_469_;
                                                        double l_470_ = (l_403_ - l_401_);
                                                        double _e1141 = l_mut_26_;
                                                        bool l_471_ = (l_470_ > _e1141);
                                                        l_mut_333_ = l_471_;
                                                        double l_472_ = (l_403_ + l_401_);
                                                        double _e1144 = l_mut_26_;
                                                        bool l_473_ = (l_472_ <= _e1144);
                                                        l_mut_330_ = l_473_;
                                                    }
                                                    l_mut_246_ = 2u;
                                                    bool _e1147 = l_mut_336_;
                                                    if (!(_e1147)) {
                                                        bool _e1151 = l_mut_330_;
                                                        local_24 = _e1151;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_474_ = local_24;
                                                    if (l_474_) {
                                                        l_mut_246_ = 1u;
                                                    } else {
                                                        bool _e1155 = l_mut_339_;
                                                        if (_e1155) {
                                                            bool _e1158 = l_mut_333_;
                                                            local_25 = _e1158;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_475_ = local_25;
                                                        if (l_475_) {
                                                            l_mut_246_ = 0u;
                                                        }
                                                    }
                                                    float _e1162 = l_mut_22_;
                                                    uint l_476_ = asuint(_e1162);
                                                    uint l_477_ = (l_476_ & 2147483647u);
                                                    bool l_478_ = (l_477_ == 0u);
                                                    if (l_478_) {
                                                        double l_479_ = (l_402_ + l_401_);
                                                        bool l_480_ = (l_479_ < 1.1754943508222875e-38L);
                                                        double l_481_ = (l_403_ - l_401_);
                                                        bool l_482_ = (l_481_ > -1.1754943508222875e-38L);
                                                        if (l_480_) {
                                                            local_26 = l_482_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_483_ = local_26;
                                                        double l_484_ = (l_402_ - l_401_);
                                                        bool l_485_ = (l_484_ < 1.1754943508222875e-38L);
                                                        double l_486_ = (l_403_ + l_401_);
                                                        bool l_487_ = (l_486_ > -1.1754943508222875e-38L);
                                                        if (l_485_) {
                                                            local_27 = l_487_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_488_ = local_27;
                                                        if (l_483_) {
                                                            l_mut_246_ = 0u;
                                                        } else {
                                                            uint _e1189 = l_mut_246_;
                                                            bool l_489_ = (_e1189 == 1u);
                                                            if (l_488_) {
                                                                local_28 = l_489_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_490_ = local_28;
                                                            if (l_490_) {
                                                                l_mut_246_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1197 = l_mut_246_;
                                                    l_mut_284_ = _e1197;
                                                }
                                                uint _e1198 = l_mut_284_;
                                                l_mut_230_ = _e1198;
                                            }
                                        } else {
                                            bool l_491_ = (l_212_ == 4u);
                                            if (l_491_) {
                                                double l_492_ = (l_221_ * l_226_);
                                                double l_493_ = (l_218_ + l_492_);
                                                double _e1203 = l_mut_35_;
                                                double l_494_ = abs(_e1203);
                                                l_mut_319_ = 1.401298464324817e-45L;
                                                bool l_495_ = (l_494_ >= 1.1754943508222875e-38L);
                                                bool l_496_ = (l_494_ <= 1.7976931348623157e308L);
                                                if (l_495_) {
                                                    local_29 = l_496_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_497_ = local_29;
                                                if (l_497_) {
                                                    uint64_t l_498_ = l_494_;
                                                    uint64_t l_499_ = (l_498_ >> uint(52uL));
                                                    uint64_t l_500_ = (l_499_ - 23uL);
                                                    uint64_t l_501_ = (l_500_ << uint(52uL));
                                                    double l_502_ = l_501_;
                                                    l_mut_319_ = l_502_;
                                                }
                                                double _e1226 = l_mut_319_;
                                                double l_503_ = (l_493_ * _e1226);
                                                l_mut_284_ = 2u;
                                                double _e1229 = l_mut_35_;
                                                double l_504_ = (_e1229 - l_228_);
                                                double l_505_ = abs(l_504_);
                                                l_mut_319_ = 1.401298464324817e-45L;
                                                bool l_506_ = (l_505_ >= 1.1754943508222875e-38L);
                                                bool l_507_ = (l_505_ <= 1.7976931348623157e308L);
                                                if (l_506_) {
                                                    local_30 = l_507_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_508_ = local_30;
                                                if (l_508_) {
                                                    uint64_t l_509_ = l_505_;
                                                    uint64_t l_510_ = (l_509_ >> uint(52uL));
                                                    uint64_t l_511_ = (l_510_ - 23uL);
                                                    uint64_t l_512_ = (l_511_ << uint(52uL));
                                                    double l_513_ = l_512_;
                                                    l_mut_319_ = l_513_;
                                                }
                                                double _e1253 = l_mut_35_;
                                                double l_514_ = (_e1253 + l_228_);
                                                double l_515_ = abs(l_514_);
                                                l_mut_46_ = 1.401298464324817e-45L;
                                                bool l_516_ = (l_515_ >= 1.1754943508222875e-38L);
                                                bool l_517_ = (l_515_ <= 1.7976931348623157e308L);
                                                if (l_516_) {
                                                    local_31 = l_517_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_518_ = local_31;
                                                if (l_518_) {
                                                    uint64_t l_519_ = l_515_;
                                                    uint64_t l_520_ = (l_519_ >> uint(52uL));
                                                    uint64_t l_521_ = (l_520_ - 23uL);
                                                    uint64_t l_522_ = (l_521_ << uint(52uL));
                                                    double l_523_ = l_522_;
                                                    l_mut_46_ = l_523_;
                                                }
                                                double _e1277 = l_mut_319_;
                                                double _e1278 = l_mut_46_;
                                                bool l_524_ = (_e1277 == _e1278);
                                                if (l_524_) {
                                                    double l_525_ = (l_503_ * 1.4551915228366852e-11L);
                                                    double l_526_ = (l_228_ + l_525_);
                                                    double _e1283 = l_mut_35_;
                                                    double l_527_ = (_e1283 - l_503_);
                                                    double _e1285 = l_mut_35_;
                                                    double l_528_ = (_e1285 + l_503_);
                                                    float _e1287 = l_mut_22_;
                                                    uint l_529_ = asuint(_e1287);
                                                    float _e1289 = l_mut_22_;
                                                    double l_530_ = double(_e1289);
                                                    l_mut_319_ = l_530_;
                                                    uint l_531_ = (l_529_ & 2139095040u);
                                                    bool l_532_ = (l_531_ == 0u);
                                                    if (l_532_) {
                                                        uint l_533_ = (l_529_ & 8388607u);
                                                        double l_534_ = double(l_533_);
                                                        double l_535_ = (l_534_ * 1.401298464324817e-45L);
                                                        l_mut_319_ = l_535_;
                                                        uint l_536_ = (l_529_ >> 31u);
                                                        bool l_537_ = (l_536_ == 1u);
                                                        if (l_537_) {
                                                            double _e1304 = l_mut_319_;
                                                            double l_538_ = -(_e1304);
                                                            l_mut_319_ = l_538_;
                                                        }
                                                    }
                                                    float _e1306 = l_mut_22_;
                                                    uint l_539_ = asuint(_e1306);
                                                    uint l_540_ = (l_539_ + 1u);
                                                    l_mut_246_ = l_540_;
                                                    uint l_541_ = (l_539_ & 2147483647u);
                                                    bool l_542_ = (l_541_ == 0u);
                                                    if (l_542_) {
                                                        l_mut_246_ = 1u;
                                                    } else {
                                                        uint l_543_ = (l_539_ & 2147483648u);
                                                        bool l_544_ = (l_543_ != 0u);
                                                        if (l_544_) {
                                                            uint l_545_ = (l_539_ - 1u);
                                                            l_mut_246_ = l_545_;
                                                        } else {
                                                            bool l_546_ = (l_539_ == 2139095040u);
                                                            if (l_546_) {
                                                                l_mut_246_ = l_539_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1323 = l_mut_246_;
                                                    float l_547_ = asfloat(_e1323);
                                                    uint l_548_ = asuint(l_547_);
                                                    double l_549_ = double(l_547_);
                                                    l_mut_46_ = l_549_;
                                                    uint l_550_ = (l_548_ & 2139095040u);
                                                    bool l_551_ = (l_550_ == 0u);
                                                    if (l_551_) {
                                                        uint l_552_ = (l_548_ & 8388607u);
                                                        double l_553_ = double(l_552_);
                                                        double l_554_ = (l_553_ * 1.401298464324817e-45L);
                                                        l_mut_46_ = l_554_;
                                                        uint l_555_ = (l_548_ >> 31u);
                                                        bool l_556_ = (l_555_ == 1u);
                                                        if (l_556_) {
                                                            double _e1340 = l_mut_46_;
                                                            double l_557_ = -(_e1340);
                                                            l_mut_46_ = l_557_;
                                                        }
                                                    }
                                                    float _e1342 = l_mut_22_;
                                                    uint l_558_ = asuint(_e1342);
                                                    uint l_559_ = (l_558_ ^ 2147483648u);
                                                    float l_560_ = asfloat(l_559_);
                                                    uint l_561_ = asuint(l_560_);
                                                    uint l_562_ = (l_561_ + 1u);
                                                    l_mut_246_ = l_562_;
                                                    uint l_563_ = (l_561_ & 2147483647u);
                                                    bool l_564_ = (l_563_ == 0u);
                                                    if (l_564_) {
                                                        l_mut_246_ = 1u;
                                                    } else {
                                                        uint l_565_ = (l_561_ & 2147483648u);
                                                        bool l_566_ = (l_565_ != 0u);
                                                        if (l_566_) {
                                                            uint l_567_ = (l_561_ - 1u);
                                                            l_mut_246_ = l_567_;
                                                        } else {
                                                            bool l_568_ = (l_561_ == 2139095040u);
                                                            if (l_568_) {
                                                                l_mut_246_ = l_561_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1363 = l_mut_246_;
                                                    float l_569_ = asfloat(_e1363);
                                                    uint l_570_ = asuint(l_569_);
                                                    uint l_571_ = (l_570_ ^ 2147483648u);
                                                    float l_572_ = asfloat(l_571_);
                                                    uint l_573_ = asuint(l_572_);
                                                    double l_574_ = double(l_572_);
                                                    l_mut_26_ = l_574_;
                                                    uint l_575_ = (l_573_ & 2139095040u);
                                                    bool l_576_ = (l_575_ == 0u);
                                                    if (l_576_) {
                                                        uint l_577_ = (l_573_ & 8388607u);
                                                        double l_578_ = double(l_577_);
                                                        double l_579_ = (l_578_ * 1.401298464324817e-45L);
                                                        l_mut_26_ = l_579_;
                                                        uint l_580_ = (l_573_ >> 31u);
                                                        bool l_581_ = (l_580_ == 1u);
                                                        if (l_581_) {
                                                            double _e1384 = l_mut_26_;
                                                            double l_582_ = -(_e1384);
                                                            l_mut_26_ = l_582_;
                                                        }
                                                    }
                                                    double l_583_ = (l_527_ + l_526_);
                                                    double _e1387 = l_mut_319_;
                                                    bool l_584_ = (l_583_ <= _e1387);
                                                    l_mut_339_ = l_584_;
                                                    double l_585_ = (l_527_ - l_526_);
                                                    double _e1390 = l_mut_319_;
                                                    bool l_586_ = (l_585_ > _e1390);
                                                    l_mut_336_ = l_586_;
                                                    double l_587_ = (l_528_ - l_526_);
                                                    double _e1393 = l_mut_319_;
                                                    bool l_588_ = (l_587_ >= _e1393);
                                                    l_mut_333_ = l_588_;
                                                    double l_589_ = (l_528_ + l_526_);
                                                    double _e1396 = l_mut_319_;
                                                    bool l_590_ = (l_589_ < _e1396);
                                                    l_mut_330_ = l_590_;
                                                    if (l_216_) {
                                                        double l_591_ = (l_527_ + l_526_);
                                                        double _e1399 = l_mut_46_;
                                                        bool l_592_ = (l_591_ < _e1399);
                                                        l_mut_339_ = l_592_;
                                                        double l_593_ = (l_527_ - l_526_);
                                                        double _e1402 = l_mut_46_;
                                                        bool l_594_ = (l_593_ >= _e1402);
                                                        l_mut_336_ = l_594_;
                                                        double l_595_ = (l_528_ - l_526_);
                                                        double _e1405 = l_mut_26_;
                                                        bool l_596_ = (l_595_ > _e1405);
                                                        l_mut_333_ = l_596_;
                                                        double l_597_ = (l_528_ + l_526_);
                                                        double _e1408 = l_mut_26_;
                                                        bool l_598_ = (l_597_ <= _e1408);
                                                        l_mut_330_ = l_598_;
                                                    }
                                                    l_mut_246_ = 2u;
                                                    bool _e1411 = l_mut_336_;
                                                    if (!(_e1411)) {
                                                        bool _e1415 = l_mut_330_;
                                                        local_32 = _e1415;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_599_ = local_32;
                                                    if (l_599_) {
                                                        l_mut_246_ = 1u;
                                                    } else {
                                                        bool _e1419 = l_mut_339_;
                                                        if (_e1419) {
                                                            bool _e1422 = l_mut_333_;
                                                            local_33 = _e1422;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_600_ = local_33;
                                                        if (l_600_) {
                                                            l_mut_246_ = 0u;
                                                        }
                                                    }
                                                    float _e1426 = l_mut_22_;
                                                    uint l_601_ = asuint(_e1426);
                                                    uint l_602_ = (l_601_ & 2147483647u);
                                                    bool l_603_ = (l_602_ == 0u);
                                                    if (l_603_) {
                                                        double l_604_ = (l_527_ + l_526_);
                                                        bool l_605_ = (l_604_ < 1.1754943508222875e-38L);
                                                        double l_606_ = (l_528_ - l_526_);
                                                        bool l_607_ = (l_606_ > -1.1754943508222875e-38L);
                                                        if (l_605_) {
                                                            local_34 = l_607_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_608_ = local_34;
                                                        double l_609_ = (l_527_ - l_526_);
                                                        bool l_610_ = (l_609_ < 1.1754943508222875e-38L);
                                                        double l_611_ = (l_528_ + l_526_);
                                                        bool l_612_ = (l_611_ > -1.1754943508222875e-38L);
                                                        if (l_610_) {
                                                            local_35 = l_612_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_613_ = local_35;
                                                        if (l_608_) {
                                                            l_mut_246_ = 0u;
                                                        } else {
                                                            uint _e1453 = l_mut_246_;
                                                            bool l_614_ = (_e1453 == 1u);
                                                            if (l_613_) {
                                                                local_36 = l_614_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_615_ = local_36;
                                                            if (l_615_) {
                                                                l_mut_246_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1461 = l_mut_246_;
                                                    l_mut_284_ = _e1461;
                                                }
                                                uint _e1462 = l_mut_284_;
                                                l_mut_230_ = _e1462;
                                            } else {
                                                bool l_616_ = (l_212_ == 5u);
                                                if (l_616_) {
                                                    double l_617_ = (2.0L * l_225_);
                                                    double l_618_ = abs(l_617_);
                                                    double l_619_ = floor(l_618_);
                                                    double l_620_ = (3.0L + l_619_);
                                                    double _e1471 = l_mut_35_;
                                                    double l_621_ = abs(_e1471);
                                                    l_mut_319_ = 1.401298464324817e-45L;
                                                    bool l_622_ = (l_621_ >= 1.1754943508222875e-38L);
                                                    bool l_623_ = (l_621_ <= 1.7976931348623157e308L);
                                                    if (l_622_) {
                                                        local_37 = l_623_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_624_ = local_37;
                                                    if (l_624_) {
                                                        uint64_t l_625_ = l_621_;
                                                        uint64_t l_626_ = (l_625_ >> uint(52uL));
                                                        uint64_t l_627_ = (l_626_ - 23uL);
                                                        uint64_t l_628_ = (l_627_ << uint(52uL));
                                                        double l_629_ = l_628_;
                                                        l_mut_319_ = l_629_;
                                                    }
                                                    double _e1494 = l_mut_319_;
                                                    double l_630_ = (l_620_ * _e1494);
                                                    l_mut_284_ = 2u;
                                                    double _e1497 = l_mut_35_;
                                                    double l_631_ = (_e1497 - l_228_);
                                                    double l_632_ = abs(l_631_);
                                                    l_mut_319_ = 1.401298464324817e-45L;
                                                    bool l_633_ = (l_632_ >= 1.1754943508222875e-38L);
                                                    bool l_634_ = (l_632_ <= 1.7976931348623157e308L);
                                                    if (l_633_) {
                                                        local_38 = l_634_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_635_ = local_38;
                                                    if (l_635_) {
                                                        uint64_t l_636_ = l_632_;
                                                        uint64_t l_637_ = (l_636_ >> uint(52uL));
                                                        uint64_t l_638_ = (l_637_ - 23uL);
                                                        uint64_t l_639_ = (l_638_ << uint(52uL));
                                                        double l_640_ = l_639_;
                                                        l_mut_319_ = l_640_;
                                                    }
                                                    double _e1521 = l_mut_35_;
                                                    double l_641_ = (_e1521 + l_228_);
                                                    double l_642_ = abs(l_641_);
                                                    l_mut_46_ = 1.401298464324817e-45L;
                                                    bool l_643_ = (l_642_ >= 1.1754943508222875e-38L);
                                                    bool l_644_ = (l_642_ <= 1.7976931348623157e308L);
                                                    if (l_643_) {
                                                        local_39 = l_644_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_645_ = local_39;
                                                    if (l_645_) {
                                                        uint64_t l_646_ = l_642_;
                                                        uint64_t l_647_ = (l_646_ >> uint(52uL));
                                                        uint64_t l_648_ = (l_647_ - 23uL);
                                                        uint64_t l_649_ = (l_648_ << uint(52uL));
                                                        double l_650_ = l_649_;
                                                        l_mut_46_ = l_650_;
                                                    }
                                                    double _e1545 = l_mut_319_;
                                                    double _e1546 = l_mut_46_;
                                                    bool l_651_ = (_e1545 == _e1546);
                                                    if (l_651_) {
                                                        double l_652_ = (l_630_ * 1.4551915228366852e-11L);
                                                        double l_653_ = (l_228_ + l_652_);
                                                        double _e1551 = l_mut_35_;
                                                        double l_654_ = (_e1551 - l_630_);
                                                        double _e1553 = l_mut_35_;
                                                        double l_655_ = (_e1553 + l_630_);
                                                        float _e1555 = l_mut_22_;
                                                        uint l_656_ = asuint(_e1555);
                                                        float _e1557 = l_mut_22_;
                                                        double l_657_ = double(_e1557);
                                                        l_mut_319_ = l_657_;
                                                        uint l_658_ = (l_656_ & 2139095040u);
                                                        bool l_659_ = (l_658_ == 0u);
                                                        if (l_659_) {
                                                            uint l_660_ = (l_656_ & 8388607u);
                                                            double l_661_ = double(l_660_);
                                                            double l_662_ = (l_661_ * 1.401298464324817e-45L);
                                                            l_mut_319_ = l_662_;
                                                            uint l_663_ = (l_656_ >> 31u);
                                                            bool l_664_ = (l_663_ == 1u);
                                                            if (l_664_) {
                                                                double _e1572 = l_mut_319_;
                                                                double l_665_ = -(_e1572);
                                                                l_mut_319_ = l_665_;
                                                            }
                                                        }
                                                        float _e1574 = l_mut_22_;
                                                        uint l_666_ = asuint(_e1574);
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
                                                            } else {
                                                                bool l_673_ = (l_666_ == 2139095040u);
                                                                if (l_673_) {
                                                                    l_mut_246_ = l_666_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1591 = l_mut_246_;
                                                        float l_674_ = asfloat(_e1591);
                                                        uint l_675_ = asuint(l_674_);
                                                        double l_676_ = double(l_674_);
                                                        l_mut_46_ = l_676_;
                                                        uint l_677_ = (l_675_ & 2139095040u);
                                                        bool l_678_ = (l_677_ == 0u);
                                                        if (l_678_) {
                                                            uint l_679_ = (l_675_ & 8388607u);
                                                            double l_680_ = double(l_679_);
                                                            double l_681_ = (l_680_ * 1.401298464324817e-45L);
                                                            l_mut_46_ = l_681_;
                                                            uint l_682_ = (l_675_ >> 31u);
                                                            bool l_683_ = (l_682_ == 1u);
                                                            if (l_683_) {
                                                                double _e1608 = l_mut_46_;
                                                                double l_684_ = -(_e1608);
                                                                l_mut_46_ = l_684_;
                                                            }
                                                        }
                                                        float _e1610 = l_mut_22_;
                                                        uint l_685_ = asuint(_e1610);
                                                        uint l_686_ = (l_685_ ^ 2147483648u);
                                                        float l_687_ = asfloat(l_686_);
                                                        uint l_688_ = asuint(l_687_);
                                                        uint l_689_ = (l_688_ + 1u);
                                                        l_mut_246_ = l_689_;
                                                        uint l_690_ = (l_688_ & 2147483647u);
                                                        bool l_691_ = (l_690_ == 0u);
                                                        if (l_691_) {
                                                            l_mut_246_ = 1u;
                                                        } else {
                                                            uint l_692_ = (l_688_ & 2147483648u);
                                                            bool l_693_ = (l_692_ != 0u);
                                                            if (l_693_) {
                                                                uint l_694_ = (l_688_ - 1u);
                                                                l_mut_246_ = l_694_;
                                                            } else {
                                                                bool l_695_ = (l_688_ == 2139095040u);
                                                                if (l_695_) {
                                                                    l_mut_246_ = l_688_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1631 = l_mut_246_;
                                                        float l_696_ = asfloat(_e1631);
                                                        uint l_697_ = asuint(l_696_);
                                                        uint l_698_ = (l_697_ ^ 2147483648u);
                                                        float l_699_ = asfloat(l_698_);
                                                        uint l_700_ = asuint(l_699_);
                                                        double l_701_ = double(l_699_);
                                                        l_mut_26_ = l_701_;
                                                        uint l_702_ = (l_700_ & 2139095040u);
                                                        bool l_703_ = (l_702_ == 0u);
                                                        if (l_703_) {
                                                            uint l_704_ = (l_700_ & 8388607u);
                                                            double l_705_ = double(l_704_);
                                                            double l_706_ = (l_705_ * 1.401298464324817e-45L);
                                                            l_mut_26_ = l_706_;
                                                            uint l_707_ = (l_700_ >> 31u);
                                                            bool l_708_ = (l_707_ == 1u);
                                                            if (l_708_) {
                                                                double _e1652 = l_mut_26_;
                                                                double l_709_ = -(_e1652);
                                                                l_mut_26_ = l_709_;
                                                            }
                                                        }
                                                        double l_710_ = (l_654_ + l_653_);
                                                        double _e1655 = l_mut_319_;
                                                        bool l_711_ = (l_710_ <= _e1655);
                                                        l_mut_339_ = l_711_;
                                                        double l_712_ = (l_654_ - l_653_);
                                                        double _e1658 = l_mut_319_;
                                                        bool l_713_ = (l_712_ > _e1658);
                                                        l_mut_336_ = l_713_;
                                                        double l_714_ = (l_655_ - l_653_);
                                                        double _e1661 = l_mut_319_;
                                                        bool l_715_ = (l_714_ >= _e1661);
                                                        l_mut_333_ = l_715_;
                                                        double l_716_ = (l_655_ + l_653_);
                                                        double _e1664 = l_mut_319_;
                                                        bool l_717_ = (l_716_ < _e1664);
                                                        l_mut_330_ = l_717_;
                                                        if (l_216_) {
                                                            double l_718_ = (l_654_ + l_653_);
                                                            double _e1667 = l_mut_46_;
                                                            bool l_719_ = (l_718_ < _e1667);
                                                            l_mut_339_ = l_719_;
                                                            double l_720_ = (l_654_ - l_653_);
                                                            double _e1670 = l_mut_46_;
                                                            bool l_721_ = (l_720_ >= _e1670);
                                                            l_mut_336_ = l_721_;
                                                            double l_722_ = (l_655_ - l_653_);
                                                            double _e1673 = l_mut_26_;
                                                            bool l_723_ = (l_722_ > _e1673);
                                                            l_mut_333_ = l_723_;
                                                            double l_724_ = (l_655_ + l_653_);
                                                            double _e1676 = l_mut_26_;
                                                            bool l_725_ = (l_724_ <= _e1676);
                                                            l_mut_330_ = l_725_;
                                                        }
                                                        l_mut_246_ = 2u;
                                                        bool _e1679 = l_mut_336_;
                                                        if (!(_e1679)) {
                                                            bool _e1683 = l_mut_330_;
                                                            local_40 = _e1683;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_726_ = local_40;
                                                        if (l_726_) {
                                                            l_mut_246_ = 1u;
                                                        } else {
                                                            bool _e1687 = l_mut_339_;
                                                            if (_e1687) {
                                                                bool _e1690 = l_mut_333_;
                                                                local_41 = _e1690;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_727_ = local_41;
                                                            if (l_727_) {
                                                                l_mut_246_ = 0u;
                                                            }
                                                        }
                                                        float _e1694 = l_mut_22_;
                                                        uint l_728_ = asuint(_e1694);
                                                        uint l_729_ = (l_728_ & 2147483647u);
                                                        bool l_730_ = (l_729_ == 0u);
                                                        if (l_730_) {
                                                            double l_731_ = (l_654_ + l_653_);
                                                            bool l_732_ = (l_731_ < 1.1754943508222875e-38L);
                                                            double l_733_ = (l_655_ - l_653_);
                                                            bool l_734_ = (l_733_ > -1.1754943508222875e-38L);
                                                            if (l_732_) {
                                                                local_42 = l_734_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_735_ = local_42;
                                                            double l_736_ = (l_654_ - l_653_);
                                                            bool l_737_ = (l_736_ < 1.1754943508222875e-38L);
                                                            double l_738_ = (l_655_ + l_653_);
                                                            bool l_739_ = (l_738_ > -1.1754943508222875e-38L);
                                                            if (l_737_) {
                                                                local_43 = l_739_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_740_ = local_43;
                                                            if (l_735_) {
                                                                l_mut_246_ = 0u;
                                                            } else {
                                                                uint _e1721 = l_mut_246_;
                                                                bool l_741_ = (_e1721 == 1u);
                                                                if (l_740_) {
                                                                    local_44 = l_741_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_742_ = local_44;
                                                                if (l_742_) {
                                                                    l_mut_246_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1729 = l_mut_246_;
                                                        l_mut_284_ = _e1729;
                                                    }
                                                    uint _e1730 = l_mut_284_;
                                                    l_mut_230_ = _e1730;
                                                } else {
                                                    bool l_743_ = (l_212_ == 6u);
                                                    if (l_743_) {
                                                        l_mut_230_ = 0u;
                                                        bool l_744_ = (l_226_ <= l_221_);
                                                        if (l_744_) {
                                                            double l_745_ = (l_218_ * 1.4551915228366852e-11L);
                                                            double l_746_ = (l_228_ + l_745_);
                                                            double _e1738 = l_mut_35_;
                                                            double l_747_ = (_e1738 - l_218_);
                                                            double _e1740 = l_mut_35_;
                                                            double l_748_ = (_e1740 + l_218_);
                                                            float _e1742 = l_mut_22_;
                                                            uint l_749_ = asuint(_e1742);
                                                            float _e1744 = l_mut_22_;
                                                            double l_750_ = double(_e1744);
                                                            l_mut_319_ = l_750_;
                                                            uint l_751_ = (l_749_ & 2139095040u);
                                                            bool l_752_ = (l_751_ == 0u);
                                                            if (l_752_) {
                                                                uint l_753_ = (l_749_ & 8388607u);
                                                                double l_754_ = double(l_753_);
                                                                double l_755_ = (l_754_ * 1.401298464324817e-45L);
                                                                l_mut_319_ = l_755_;
                                                                uint l_756_ = (l_749_ >> 31u);
                                                                bool l_757_ = (l_756_ == 1u);
                                                                if (l_757_) {
                                                                    double _e1759 = l_mut_319_;
                                                                    double l_758_ = -(_e1759);
                                                                    l_mut_319_ = l_758_;
                                                                }
                                                            }
                                                            float _e1761 = l_mut_22_;
                                                            uint l_759_ = asuint(_e1761);
                                                            uint l_760_ = (l_759_ + 1u);
                                                            l_mut_284_ = l_760_;
                                                            uint l_761_ = (l_759_ & 2147483647u);
                                                            bool l_762_ = (l_761_ == 0u);
                                                            if (l_762_) {
                                                                l_mut_284_ = 1u;
                                                            } else {
                                                                uint l_763_ = (l_759_ & 2147483648u);
                                                                bool l_764_ = (l_763_ != 0u);
                                                                if (l_764_) {
                                                                    uint l_765_ = (l_759_ - 1u);
                                                                    l_mut_284_ = l_765_;
                                                                } else {
                                                                    bool l_766_ = (l_759_ == 2139095040u);
                                                                    if (l_766_) {
                                                                        l_mut_284_ = l_759_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1778 = l_mut_284_;
                                                            float l_767_ = asfloat(_e1778);
                                                            uint l_768_ = asuint(l_767_);
                                                            double l_769_ = double(l_767_);
                                                            l_mut_46_ = l_769_;
                                                            uint l_770_ = (l_768_ & 2139095040u);
                                                            bool l_771_ = (l_770_ == 0u);
                                                            if (l_771_) {
                                                                uint l_772_ = (l_768_ & 8388607u);
                                                                double l_773_ = double(l_772_);
                                                                double l_774_ = (l_773_ * 1.401298464324817e-45L);
                                                                l_mut_46_ = l_774_;
                                                                uint l_775_ = (l_768_ >> 31u);
                                                                bool l_776_ = (l_775_ == 1u);
                                                                if (l_776_) {
                                                                    double _e1795 = l_mut_46_;
                                                                    double l_777_ = -(_e1795);
                                                                    l_mut_46_ = l_777_;
                                                                }
                                                            }
                                                            float _e1797 = l_mut_22_;
                                                            uint l_778_ = asuint(_e1797);
                                                            uint l_779_ = (l_778_ ^ 2147483648u);
                                                            float l_780_ = asfloat(l_779_);
                                                            uint l_781_ = asuint(l_780_);
                                                            uint l_782_ = (l_781_ + 1u);
                                                            l_mut_284_ = l_782_;
                                                            uint l_783_ = (l_781_ & 2147483647u);
                                                            bool l_784_ = (l_783_ == 0u);
                                                            if (l_784_) {
                                                                l_mut_284_ = 1u;
                                                            } else {
                                                                uint l_785_ = (l_781_ & 2147483648u);
                                                                bool l_786_ = (l_785_ != 0u);
                                                                if (l_786_) {
                                                                    uint l_787_ = (l_781_ - 1u);
                                                                    l_mut_284_ = l_787_;
                                                                } else {
                                                                    bool l_788_ = (l_781_ == 2139095040u);
                                                                    if (l_788_) {
                                                                        l_mut_284_ = l_781_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1818 = l_mut_284_;
                                                            float l_789_ = asfloat(_e1818);
                                                            uint l_790_ = asuint(l_789_);
                                                            uint l_791_ = (l_790_ ^ 2147483648u);
                                                            float l_792_ = asfloat(l_791_);
                                                            uint l_793_ = asuint(l_792_);
                                                            double l_794_ = double(l_792_);
                                                            l_mut_26_ = l_794_;
                                                            uint l_795_ = (l_793_ & 2139095040u);
                                                            bool l_796_ = (l_795_ == 0u);
                                                            if (l_796_) {
                                                                uint l_797_ = (l_793_ & 8388607u);
                                                                double l_798_ = double(l_797_);
                                                                double l_799_ = (l_798_ * 1.401298464324817e-45L);
                                                                l_mut_26_ = l_799_;
                                                                uint l_800_ = (l_793_ >> 31u);
                                                                bool l_801_ = (l_800_ == 1u);
                                                                if (l_801_) {
                                                                    double _e1839 = l_mut_26_;
                                                                    double l_802_ = -(_e1839);
                                                                    l_mut_26_ = l_802_;
                                                                }
                                                            }
                                                            double l_803_ = (l_747_ + l_746_);
                                                            double _e1842 = l_mut_319_;
                                                            bool l_804_ = (l_803_ <= _e1842);
                                                            l_mut_339_ = l_804_;
                                                            double l_805_ = (l_747_ - l_746_);
                                                            double _e1845 = l_mut_319_;
                                                            bool l_806_ = (l_805_ > _e1845);
                                                            l_mut_336_ = l_806_;
                                                            double l_807_ = (l_748_ - l_746_);
                                                            double _e1848 = l_mut_319_;
                                                            bool l_808_ = (l_807_ >= _e1848);
                                                            l_mut_333_ = l_808_;
                                                            double l_809_ = (l_748_ + l_746_);
                                                            double _e1851 = l_mut_319_;
                                                            bool l_810_ = (l_809_ < _e1851);
                                                            l_mut_330_ = l_810_;
                                                            if (l_216_) {
                                                                double l_811_ = (l_747_ + l_746_);
                                                                double _e1854 = l_mut_46_;
                                                                bool l_812_ = (l_811_ < _e1854);
                                                                l_mut_339_ = l_812_;
                                                                double l_813_ = (l_747_ - l_746_);
                                                                double _e1857 = l_mut_46_;
                                                                bool l_814_ = (l_813_ >= _e1857);
                                                                l_mut_336_ = l_814_;
                                                                double l_815_ = (l_748_ - l_746_);
                                                                double _e1860 = l_mut_26_;
                                                                bool l_816_ = (l_815_ > _e1860);
                                                                l_mut_333_ = l_816_;
                                                                double l_817_ = (l_748_ + l_746_);
                                                                double _e1863 = l_mut_26_;
                                                                bool l_818_ = (l_817_ <= _e1863);
                                                                l_mut_330_ = l_818_;
                                                            }
                                                            l_mut_284_ = 2u;
                                                            bool _e1866 = l_mut_336_;
                                                            if (!(_e1866)) {
                                                                bool _e1870 = l_mut_330_;
                                                                local_45 = _e1870;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_819_ = local_45;
                                                            if (l_819_) {
                                                                l_mut_284_ = 1u;
                                                            } else {
                                                                bool _e1874 = l_mut_339_;
                                                                if (_e1874) {
                                                                    bool _e1877 = l_mut_333_;
                                                                    local_46 = _e1877;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_820_ = local_46;
                                                                if (l_820_) {
                                                                    l_mut_284_ = 0u;
                                                                }
                                                            }
                                                            float _e1881 = l_mut_22_;
                                                            uint l_821_ = asuint(_e1881);
                                                            uint l_822_ = (l_821_ & 2147483647u);
                                                            bool l_823_ = (l_822_ == 0u);
                                                            if (l_823_) {
                                                                double l_824_ = (l_747_ + l_746_);
                                                                bool l_825_ = (l_824_ < 1.1754943508222875e-38L);
                                                                double l_826_ = (l_748_ - l_746_);
                                                                bool l_827_ = (l_826_ > -1.1754943508222875e-38L);
                                                                if (l_825_) {
                                                                    local_47 = l_827_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_828_ = local_47;
                                                                double l_829_ = (l_747_ - l_746_);
                                                                bool l_830_ = (l_829_ < 1.1754943508222875e-38L);
                                                                double l_831_ = (l_748_ + l_746_);
                                                                bool l_832_ = (l_831_ > -1.1754943508222875e-38L);
                                                                if (l_830_) {
                                                                    local_48 = l_832_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_833_ = local_48;
                                                                if (l_828_) {
                                                                    l_mut_284_ = 0u;
                                                                } else {
                                                                    uint _e1908 = l_mut_284_;
                                                                    bool l_834_ = (_e1908 == 1u);
                                                                    if (l_833_) {
                                                                        local_49 = l_834_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_835_ = local_49;
                                                                    if (l_835_) {
                                                                        l_mut_284_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1916 = l_mut_284_;
                                                            l_mut_230_ = _e1916;
                                                        }
                                                    } else {
                                                        bool l_836_ = (l_212_ == 7u);
                                                        if (l_836_) {
                                                            double _e1919 = l_mut_35_;
                                                            double l_837_ = abs(_e1919);
                                                            double l_838_ = (l_218_ * l_837_);
                                                            l_mut_319_ = l_838_;
                                                            double _e1922 = l_mut_35_;
                                                            double l_839_ = abs(_e1922);
                                                            l_mut_46_ = 1.401298464324817e-45L;
                                                            bool l_840_ = (l_839_ >= 1.1754943508222875e-38L);
                                                            bool l_841_ = (l_839_ <= 1.7976931348623157e308L);
                                                            if (l_840_) {
                                                                local_50 = l_841_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_842_ = local_50;
                                                            if (l_842_) {
                                                                uint64_t l_843_ = l_839_;
                                                                uint64_t l_844_ = (l_843_ >> uint(52uL));
                                                                uint64_t l_845_ = (l_844_ - 23uL);
                                                                uint64_t l_846_ = (l_845_ << uint(52uL));
                                                                double l_847_ = l_846_;
                                                                l_mut_46_ = l_847_;
                                                            }
                                                            double _e1946 = l_mut_46_;
                                                            double l_848_ = (0.5L * _e1946);
                                                            double _e1948 = l_mut_319_;
                                                            bool l_849_ = (l_848_ > _e1948);
                                                            if (l_849_) {
                                                                l_mut_319_ = l_848_;
                                                            }
                                                            double _e1950 = l_mut_35_;
                                                            double l_850_ = (_e1950 - l_228_);
                                                            double l_851_ = abs(l_850_);
                                                            l_mut_46_ = 1.401298464324817e-45L;
                                                            bool l_852_ = (l_851_ >= 1.1754943508222875e-38L);
                                                            bool l_853_ = (l_851_ <= 1.7976931348623157e308L);
                                                            if (l_852_) {
                                                                local_51 = l_853_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_854_ = local_51;
                                                            if (l_854_) {
                                                                uint64_t l_855_ = l_851_;
                                                                uint64_t l_856_ = (l_855_ >> uint(52uL));
                                                                uint64_t l_857_ = (l_856_ - 23uL);
                                                                uint64_t l_858_ = (l_857_ << uint(52uL));
                                                                double l_859_ = l_858_;
                                                                l_mut_46_ = l_859_;
                                                            }
                                                            double _e1974 = l_mut_35_;
                                                            double l_860_ = (_e1974 + l_228_);
                                                            double l_861_ = abs(l_860_);
                                                            l_mut_26_ = 1.401298464324817e-45L;
                                                            bool l_862_ = (l_861_ >= 1.1754943508222875e-38L);
                                                            bool l_863_ = (l_861_ <= 1.7976931348623157e308L);
                                                            if (l_862_) {
                                                                local_52 = l_863_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_864_ = local_52;
                                                            if (l_864_) {
                                                                uint64_t l_865_ = l_861_;
                                                                uint64_t l_866_ = (l_865_ >> uint(52uL));
                                                                uint64_t l_867_ = (l_866_ - 23uL);
                                                                uint64_t l_868_ = (l_867_ << uint(52uL));
                                                                double l_869_ = l_868_;
                                                                l_mut_26_ = l_869_;
                                                            }
                                                            double _e1998 = l_mut_46_;
                                                            double _e1999 = l_mut_26_;
                                                            bool l_870_ = (_e1998 == _e1999);
                                                            if (l_870_) {
                                                                double l_871_ = (l_218_ * l_228_);
                                                                double l_872_ = (l_228_ + l_871_);
                                                                double _e2003 = l_mut_319_;
                                                                double l_873_ = (_e2003 * 1.4551915228366852e-11L);
                                                                double l_874_ = (l_872_ + l_873_);
                                                                double _e2007 = l_mut_35_;
                                                                double _e2008 = l_mut_319_;
                                                                double l_875_ = (_e2007 - _e2008);
                                                                double _e2010 = l_mut_35_;
                                                                double _e2011 = l_mut_319_;
                                                                double l_876_ = (_e2010 + _e2011);
                                                                float _e2013 = l_mut_22_;
                                                                uint l_877_ = asuint(_e2013);
                                                                float _e2015 = l_mut_22_;
                                                                double l_878_ = double(_e2015);
                                                                l_mut_319_ = l_878_;
                                                                uint l_879_ = (l_877_ & 2139095040u);
                                                                bool l_880_ = (l_879_ == 0u);
                                                                if (l_880_) {
                                                                    uint l_881_ = (l_877_ & 8388607u);
                                                                    double l_882_ = double(l_881_);
                                                                    double l_883_ = (l_882_ * 1.401298464324817e-45L);
                                                                    l_mut_319_ = l_883_;
                                                                    uint l_884_ = (l_877_ >> 31u);
                                                                    bool l_885_ = (l_884_ == 1u);
                                                                    if (l_885_) {
                                                                        double _e2030 = l_mut_319_;
                                                                        double l_886_ = -(_e2030);
                                                                        l_mut_319_ = l_886_;
                                                                    }
                                                                }
                                                                float _e2032 = l_mut_22_;
                                                                uint l_887_ = asuint(_e2032);
                                                                uint l_888_ = (l_887_ + 1u);
                                                                l_mut_284_ = l_888_;
                                                                uint l_889_ = (l_887_ & 2147483647u);
                                                                bool l_890_ = (l_889_ == 0u);
                                                                if (l_890_) {
                                                                    l_mut_284_ = 1u;
                                                                } else {
                                                                    uint l_891_ = (l_887_ & 2147483648u);
                                                                    bool l_892_ = (l_891_ != 0u);
                                                                    if (l_892_) {
                                                                        uint l_893_ = (l_887_ - 1u);
                                                                        l_mut_284_ = l_893_;
                                                                    } else {
                                                                        bool l_894_ = (l_887_ == 2139095040u);
                                                                        if (l_894_) {
                                                                            l_mut_284_ = l_887_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2049 = l_mut_284_;
                                                                float l_895_ = asfloat(_e2049);
                                                                uint l_896_ = asuint(l_895_);
                                                                double l_897_ = double(l_895_);
                                                                l_mut_46_ = l_897_;
                                                                uint l_898_ = (l_896_ & 2139095040u);
                                                                bool l_899_ = (l_898_ == 0u);
                                                                if (l_899_) {
                                                                    uint l_900_ = (l_896_ & 8388607u);
                                                                    double l_901_ = double(l_900_);
                                                                    double l_902_ = (l_901_ * 1.401298464324817e-45L);
                                                                    l_mut_46_ = l_902_;
                                                                    uint l_903_ = (l_896_ >> 31u);
                                                                    bool l_904_ = (l_903_ == 1u);
                                                                    if (l_904_) {
                                                                        double _e2066 = l_mut_46_;
                                                                        double l_905_ = -(_e2066);
                                                                        l_mut_46_ = l_905_;
                                                                    }
                                                                }
                                                                float _e2068 = l_mut_22_;
                                                                uint l_906_ = asuint(_e2068);
                                                                uint l_907_ = (l_906_ ^ 2147483648u);
                                                                float l_908_ = asfloat(l_907_);
                                                                uint l_909_ = asuint(l_908_);
                                                                uint l_910_ = (l_909_ + 1u);
                                                                l_mut_284_ = l_910_;
                                                                uint l_911_ = (l_909_ & 2147483647u);
                                                                bool l_912_ = (l_911_ == 0u);
                                                                if (l_912_) {
                                                                    l_mut_284_ = 1u;
                                                                } else {
                                                                    uint l_913_ = (l_909_ & 2147483648u);
                                                                    bool l_914_ = (l_913_ != 0u);
                                                                    if (l_914_) {
                                                                        uint l_915_ = (l_909_ - 1u);
                                                                        l_mut_284_ = l_915_;
                                                                    } else {
                                                                        bool l_916_ = (l_909_ == 2139095040u);
                                                                        if (l_916_) {
                                                                            l_mut_284_ = l_909_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2089 = l_mut_284_;
                                                                float l_917_ = asfloat(_e2089);
                                                                uint l_918_ = asuint(l_917_);
                                                                uint l_919_ = (l_918_ ^ 2147483648u);
                                                                float l_920_ = asfloat(l_919_);
                                                                uint l_921_ = asuint(l_920_);
                                                                double l_922_ = double(l_920_);
                                                                l_mut_26_ = l_922_;
                                                                uint l_923_ = (l_921_ & 2139095040u);
                                                                bool l_924_ = (l_923_ == 0u);
                                                                if (l_924_) {
                                                                    uint l_925_ = (l_921_ & 8388607u);
                                                                    double l_926_ = double(l_925_);
                                                                    double l_927_ = (l_926_ * 1.401298464324817e-45L);
                                                                    l_mut_26_ = l_927_;
                                                                    uint l_928_ = (l_921_ >> 31u);
                                                                    bool l_929_ = (l_928_ == 1u);
                                                                    if (l_929_) {
                                                                        double _e2110 = l_mut_26_;
                                                                        double l_930_ = -(_e2110);
                                                                        l_mut_26_ = l_930_;
                                                                    }
                                                                }
                                                                double l_931_ = (l_875_ + l_874_);
                                                                double _e2113 = l_mut_319_;
                                                                bool l_932_ = (l_931_ <= _e2113);
                                                                l_mut_339_ = l_932_;
                                                                double l_933_ = (l_875_ - l_874_);
                                                                double _e2116 = l_mut_319_;
                                                                bool l_934_ = (l_933_ > _e2116);
                                                                l_mut_336_ = l_934_;
                                                                double l_935_ = (l_876_ - l_874_);
                                                                double _e2119 = l_mut_319_;
                                                                bool l_936_ = (l_935_ >= _e2119);
                                                                l_mut_333_ = l_936_;
                                                                double l_937_ = (l_876_ + l_874_);
                                                                double _e2122 = l_mut_319_;
                                                                bool l_938_ = (l_937_ < _e2122);
                                                                l_mut_330_ = l_938_;
                                                                if (l_216_) {
                                                                    double l_939_ = (l_875_ + l_874_);
                                                                    double _e2125 = l_mut_46_;
                                                                    bool l_940_ = (l_939_ < _e2125);
                                                                    l_mut_339_ = l_940_;
                                                                    double l_941_ = (l_875_ - l_874_);
                                                                    double _e2128 = l_mut_46_;
                                                                    bool l_942_ = (l_941_ >= _e2128);
                                                                    l_mut_336_ = l_942_;
                                                                    double l_943_ = (l_876_ - l_874_);
                                                                    double _e2131 = l_mut_26_;
                                                                    bool l_944_ = (l_943_ > _e2131);
                                                                    l_mut_333_ = l_944_;
                                                                    double l_945_ = (l_876_ + l_874_);
                                                                    double _e2134 = l_mut_26_;
                                                                    bool l_946_ = (l_945_ <= _e2134);
                                                                    l_mut_330_ = l_946_;
                                                                }
                                                                l_mut_284_ = 2u;
                                                                bool _e2137 = l_mut_336_;
                                                                if (!(_e2137)) {
                                                                    bool _e2141 = l_mut_330_;
                                                                    local_53 = _e2141;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_947_ = local_53;
                                                                if (l_947_) {
                                                                    l_mut_284_ = 1u;
                                                                } else {
                                                                    bool _e2145 = l_mut_339_;
                                                                    if (_e2145) {
                                                                        bool _e2148 = l_mut_333_;
                                                                        local_54 = _e2148;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_948_ = local_54;
                                                                    if (l_948_) {
                                                                        l_mut_284_ = 0u;
                                                                    }
                                                                }
                                                                float _e2152 = l_mut_22_;
                                                                uint l_949_ = asuint(_e2152);
                                                                uint l_950_ = (l_949_ & 2147483647u);
                                                                bool l_951_ = (l_950_ == 0u);
                                                                if (l_951_) {
                                                                    double l_952_ = (l_875_ + l_874_);
                                                                    bool l_953_ = (l_952_ < 1.1754943508222875e-38L);
                                                                    double l_954_ = (l_876_ - l_874_);
                                                                    bool l_955_ = (l_954_ > -1.1754943508222875e-38L);
                                                                    if (l_953_) {
                                                                        local_55 = l_955_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_956_ = local_55;
                                                                    double l_957_ = (l_875_ - l_874_);
                                                                    bool l_958_ = (l_957_ < 1.1754943508222875e-38L);
                                                                    double l_959_ = (l_876_ + l_874_);
                                                                    bool l_960_ = (l_959_ > -1.1754943508222875e-38L);
                                                                    if (l_958_) {
                                                                        local_56 = l_960_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_961_ = local_56;
                                                                    if (l_956_) {
                                                                        l_mut_284_ = 0u;
                                                                    } else {
                                                                        uint _e2179 = l_mut_284_;
                                                                        bool l_962_ = (_e2179 == 1u);
                                                                        if (l_961_) {
                                                                            local_57 = l_962_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_963_ = local_57;
                                                                        if (l_963_) {
                                                                            l_mut_284_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2187 = l_mut_284_;
                                                                l_mut_230_ = _e2187;
                                                            }
                                                        } else {
                                                            bool l_964_ = (l_212_ == 8u);
                                                            if (l_964_) {
                                                                bool l_965_ = (l_225_ >= 0.5L);
                                                                bool l_966_ = (l_225_ <= 2.0L);
                                                                if (l_965_) {
                                                                    local_58 = l_966_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_967_ = local_58;
                                                                if (l_967_) {
                                                                    double l_968_ = (l_218_ * 1.4551915228366852e-11L);
                                                                    double l_969_ = (l_228_ + l_968_);
                                                                    double _e2201 = l_mut_35_;
                                                                    double l_970_ = (_e2201 - l_218_);
                                                                    double _e2203 = l_mut_35_;
                                                                    double l_971_ = (_e2203 + l_218_);
                                                                    float _e2205 = l_mut_22_;
                                                                    uint l_972_ = asuint(_e2205);
                                                                    float _e2207 = l_mut_22_;
                                                                    double l_973_ = double(_e2207);
                                                                    l_mut_319_ = l_973_;
                                                                    uint l_974_ = (l_972_ & 2139095040u);
                                                                    bool l_975_ = (l_974_ == 0u);
                                                                    if (l_975_) {
                                                                        uint l_976_ = (l_972_ & 8388607u);
                                                                        double l_977_ = double(l_976_);
                                                                        double l_978_ = (l_977_ * 1.401298464324817e-45L);
                                                                        l_mut_319_ = l_978_;
                                                                        uint l_979_ = (l_972_ >> 31u);
                                                                        bool l_980_ = (l_979_ == 1u);
                                                                        if (l_980_) {
                                                                            double _e2222 = l_mut_319_;
                                                                            double l_981_ = -(_e2222);
                                                                            l_mut_319_ = l_981_;
                                                                        }
                                                                    }
                                                                    float _e2224 = l_mut_22_;
                                                                    uint l_982_ = asuint(_e2224);
                                                                    uint l_983_ = (l_982_ + 1u);
                                                                    l_mut_284_ = l_983_;
                                                                    uint l_984_ = (l_982_ & 2147483647u);
                                                                    bool l_985_ = (l_984_ == 0u);
                                                                    if (l_985_) {
                                                                        l_mut_284_ = 1u;
                                                                    } else {
                                                                        uint l_986_ = (l_982_ & 2147483648u);
                                                                        bool l_987_ = (l_986_ != 0u);
                                                                        if (l_987_) {
                                                                            uint l_988_ = (l_982_ - 1u);
                                                                            l_mut_284_ = l_988_;
                                                                        } else {
                                                                            bool l_989_ = (l_982_ == 2139095040u);
                                                                            if (l_989_) {
                                                                                l_mut_284_ = l_982_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2241 = l_mut_284_;
                                                                    float l_990_ = asfloat(_e2241);
                                                                    uint l_991_ = asuint(l_990_);
                                                                    double l_992_ = double(l_990_);
                                                                    l_mut_46_ = l_992_;
                                                                    uint l_993_ = (l_991_ & 2139095040u);
                                                                    bool l_994_ = (l_993_ == 0u);
                                                                    if (l_994_) {
                                                                        uint l_995_ = (l_991_ & 8388607u);
                                                                        double l_996_ = double(l_995_);
                                                                        double l_997_ = (l_996_ * 1.401298464324817e-45L);
                                                                        l_mut_46_ = l_997_;
                                                                        uint l_998_ = (l_991_ >> 31u);
                                                                        bool l_999_ = (l_998_ == 1u);
                                                                        if (l_999_) {
                                                                            double _e2258 = l_mut_46_;
                                                                            double l_1000_ = -(_e2258);
                                                                            l_mut_46_ = l_1000_;
                                                                        }
                                                                    }
                                                                    float _e2260 = l_mut_22_;
                                                                    uint l_1001_ = asuint(_e2260);
                                                                    uint l_1002_ = (l_1001_ ^ 2147483648u);
                                                                    float l_1003_ = asfloat(l_1002_);
                                                                    uint l_1004_ = asuint(l_1003_);
                                                                    uint l_1005_ = (l_1004_ + 1u);
                                                                    l_mut_284_ = l_1005_;
                                                                    uint l_1006_ = (l_1004_ & 2147483647u);
                                                                    bool l_1007_ = (l_1006_ == 0u);
                                                                    if (l_1007_) {
                                                                        l_mut_284_ = 1u;
                                                                    } else {
                                                                        uint l_1008_ = (l_1004_ & 2147483648u);
                                                                        bool l_1009_ = (l_1008_ != 0u);
                                                                        if (l_1009_) {
                                                                            uint l_1010_ = (l_1004_ - 1u);
                                                                            l_mut_284_ = l_1010_;
                                                                        } else {
                                                                            bool l_1011_ = (l_1004_ == 2139095040u);
                                                                            if (l_1011_) {
                                                                                l_mut_284_ = l_1004_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2281 = l_mut_284_;
                                                                    float l_1012_ = asfloat(_e2281);
                                                                    uint l_1013_ = asuint(l_1012_);
                                                                    uint l_1014_ = (l_1013_ ^ 2147483648u);
                                                                    float l_1015_ = asfloat(l_1014_);
                                                                    uint l_1016_ = asuint(l_1015_);
                                                                    double l_1017_ = double(l_1015_);
                                                                    l_mut_26_ = l_1017_;
                                                                    uint l_1018_ = (l_1016_ & 2139095040u);
                                                                    bool l_1019_ = (l_1018_ == 0u);
                                                                    if (l_1019_) {
                                                                        uint l_1020_ = (l_1016_ & 8388607u);
                                                                        double l_1021_ = double(l_1020_);
                                                                        double l_1022_ = (l_1021_ * 1.401298464324817e-45L);
                                                                        l_mut_26_ = l_1022_;
                                                                        uint l_1023_ = (l_1016_ >> 31u);
                                                                        bool l_1024_ = (l_1023_ == 1u);
                                                                        if (l_1024_) {
                                                                            double _e2302 = l_mut_26_;
                                                                            double l_1025_ = -(_e2302);
                                                                            l_mut_26_ = l_1025_;
                                                                        }
                                                                    }
                                                                    double l_1026_ = (l_970_ + l_969_);
                                                                    double _e2305 = l_mut_319_;
                                                                    bool l_1027_ = (l_1026_ <= _e2305);
                                                                    l_mut_339_ = l_1027_;
                                                                    double l_1028_ = (l_970_ - l_969_);
                                                                    double _e2308 = l_mut_319_;
                                                                    bool l_1029_ = (l_1028_ > _e2308);
                                                                    l_mut_336_ = l_1029_;
                                                                    double l_1030_ = (l_971_ - l_969_);
                                                                    double _e2311 = l_mut_319_;
                                                                    bool l_1031_ = (l_1030_ >= _e2311);
                                                                    l_mut_333_ = l_1031_;
                                                                    double l_1032_ = (l_971_ + l_969_);
                                                                    double _e2314 = l_mut_319_;
                                                                    bool l_1033_ = (l_1032_ < _e2314);
                                                                    l_mut_330_ = l_1033_;
                                                                    if (l_216_) {
                                                                        double l_1034_ = (l_970_ + l_969_);
                                                                        double _e2317 = l_mut_46_;
                                                                        bool l_1035_ = (l_1034_ < _e2317);
                                                                        l_mut_339_ = l_1035_;
                                                                        double l_1036_ = (l_970_ - l_969_);
                                                                        double _e2320 = l_mut_46_;
                                                                        bool l_1037_ = (l_1036_ >= _e2320);
                                                                        l_mut_336_ = l_1037_;
                                                                        double l_1038_ = (l_971_ - l_969_);
                                                                        double _e2323 = l_mut_26_;
                                                                        bool l_1039_ = (l_1038_ > _e2323);
                                                                        l_mut_333_ = l_1039_;
                                                                        double l_1040_ = (l_971_ + l_969_);
                                                                        double _e2326 = l_mut_26_;
                                                                        bool l_1041_ = (l_1040_ <= _e2326);
                                                                        l_mut_330_ = l_1041_;
                                                                    }
                                                                    l_mut_284_ = 2u;
                                                                    bool _e2329 = l_mut_336_;
                                                                    if (!(_e2329)) {
                                                                        bool _e2333 = l_mut_330_;
                                                                        local_59 = _e2333;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1042_ = local_59;
                                                                    if (l_1042_) {
                                                                        l_mut_284_ = 1u;
                                                                    } else {
                                                                        bool _e2337 = l_mut_339_;
                                                                        if (_e2337) {
                                                                            bool _e2340 = l_mut_333_;
                                                                            local_60 = _e2340;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1043_ = local_60;
                                                                        if (l_1043_) {
                                                                            l_mut_284_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2344 = l_mut_22_;
                                                                    uint l_1044_ = asuint(_e2344);
                                                                    uint l_1045_ = (l_1044_ & 2147483647u);
                                                                    bool l_1046_ = (l_1045_ == 0u);
                                                                    if (l_1046_) {
                                                                        double l_1047_ = (l_970_ + l_969_);
                                                                        bool l_1048_ = (l_1047_ < 1.1754943508222875e-38L);
                                                                        double l_1049_ = (l_971_ - l_969_);
                                                                        bool l_1050_ = (l_1049_ > -1.1754943508222875e-38L);
                                                                        if (l_1048_) {
                                                                            local_61 = l_1050_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1051_ = local_61;
                                                                        double l_1052_ = (l_970_ - l_969_);
                                                                        bool l_1053_ = (l_1052_ < 1.1754943508222875e-38L);
                                                                        double l_1054_ = (l_971_ + l_969_);
                                                                        bool l_1055_ = (l_1054_ > -1.1754943508222875e-38L);
                                                                        if (l_1053_) {
                                                                            local_62 = l_1055_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1056_ = local_62;
                                                                        if (l_1051_) {
                                                                            l_mut_284_ = 0u;
                                                                        } else {
                                                                            uint _e2371 = l_mut_284_;
                                                                            bool l_1057_ = (_e2371 == 1u);
                                                                            if (l_1056_) {
                                                                                local_63 = l_1057_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1058_ = local_63;
                                                                            if (l_1058_) {
                                                                                l_mut_284_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2379 = l_mut_284_;
                                                                    l_mut_230_ = _e2379;
                                                                } else {
                                                                    double _e2380 = l_mut_35_;
                                                                    double l_1059_ = abs(_e2380);
                                                                    l_mut_319_ = 1.401298464324817e-45L;
                                                                    bool l_1060_ = (l_1059_ >= 1.1754943508222875e-38L);
                                                                    bool l_1061_ = (l_1059_ <= 1.7976931348623157e308L);
                                                                    if (l_1060_) {
                                                                        local_64 = l_1061_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1062_ = local_64;
                                                                    if (l_1062_) {
                                                                        uint64_t l_1063_ = l_1059_;
                                                                        uint64_t l_1064_ = (l_1063_ >> uint(52uL));
                                                                        uint64_t l_1065_ = (l_1064_ - 23uL);
                                                                        uint64_t l_1066_ = (l_1065_ << uint(52uL));
                                                                        double l_1067_ = l_1066_;
                                                                        l_mut_319_ = l_1067_;
                                                                    }
                                                                    double _e2403 = l_mut_319_;
                                                                    double l_1068_ = (l_221_ * _e2403);
                                                                    l_mut_284_ = 2u;
                                                                    double _e2406 = l_mut_35_;
                                                                    double l_1069_ = (_e2406 - l_228_);
                                                                    double l_1070_ = abs(l_1069_);
                                                                    l_mut_319_ = 1.401298464324817e-45L;
                                                                    bool l_1071_ = (l_1070_ >= 1.1754943508222875e-38L);
                                                                    bool l_1072_ = (l_1070_ <= 1.7976931348623157e308L);
                                                                    if (l_1071_) {
                                                                        local_65 = l_1072_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1073_ = local_65;
                                                                    if (l_1073_) {
                                                                        uint64_t l_1074_ = l_1070_;
                                                                        uint64_t l_1075_ = (l_1074_ >> uint(52uL));
                                                                        uint64_t l_1076_ = (l_1075_ - 23uL);
                                                                        uint64_t l_1077_ = (l_1076_ << uint(52uL));
                                                                        double l_1078_ = l_1077_;
                                                                        l_mut_319_ = l_1078_;
                                                                    }
                                                                    double _e2430 = l_mut_35_;
                                                                    double l_1079_ = (_e2430 + l_228_);
                                                                    double l_1080_ = abs(l_1079_);
                                                                    l_mut_46_ = 1.401298464324817e-45L;
                                                                    bool l_1081_ = (l_1080_ >= 1.1754943508222875e-38L);
                                                                    bool l_1082_ = (l_1080_ <= 1.7976931348623157e308L);
                                                                    if (l_1081_) {
                                                                        local_66 = l_1082_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1083_ = local_66;
                                                                    if (l_1083_) {
                                                                        uint64_t l_1084_ = l_1080_;
                                                                        uint64_t l_1085_ = (l_1084_ >> uint(52uL));
                                                                        uint64_t l_1086_ = (l_1085_ - 23uL);
                                                                        uint64_t l_1087_ = (l_1086_ << uint(52uL));
                                                                        double l_1088_ = l_1087_;
                                                                        l_mut_46_ = l_1088_;
                                                                    }
                                                                    double _e2454 = l_mut_319_;
                                                                    double _e2455 = l_mut_46_;
                                                                    bool l_1089_ = (_e2454 == _e2455);
                                                                    if (l_1089_) {
                                                                        double l_1090_ = (l_1068_ * 1.4551915228366852e-11L);
                                                                        double l_1091_ = (l_228_ + l_1090_);
                                                                        double _e2460 = l_mut_35_;
                                                                        double l_1092_ = (_e2460 - l_1068_);
                                                                        double _e2462 = l_mut_35_;
                                                                        double l_1093_ = (_e2462 + l_1068_);
                                                                        float _e2464 = l_mut_22_;
                                                                        uint l_1094_ = asuint(_e2464);
                                                                        float _e2466 = l_mut_22_;
                                                                        double l_1095_ = double(_e2466);
                                                                        l_mut_319_ = l_1095_;
                                                                        uint l_1096_ = (l_1094_ & 2139095040u);
                                                                        bool l_1097_ = (l_1096_ == 0u);
                                                                        if (l_1097_) {
                                                                            uint l_1098_ = (l_1094_ & 8388607u);
                                                                            double l_1099_ = double(l_1098_);
                                                                            double l_1100_ = (l_1099_ * 1.401298464324817e-45L);
                                                                            l_mut_319_ = l_1100_;
                                                                            uint l_1101_ = (l_1094_ >> 31u);
                                                                            bool l_1102_ = (l_1101_ == 1u);
                                                                            if (l_1102_) {
                                                                                double _e2481 = l_mut_319_;
                                                                                double l_1103_ = -(_e2481);
                                                                                l_mut_319_ = l_1103_;
                                                                            }
                                                                        }
                                                                        float _e2483 = l_mut_22_;
                                                                        uint l_1104_ = asuint(_e2483);
                                                                        uint l_1105_ = (l_1104_ + 1u);
                                                                        l_mut_246_ = l_1105_;
                                                                        uint l_1106_ = (l_1104_ & 2147483647u);
                                                                        bool l_1107_ = (l_1106_ == 0u);
                                                                        if (l_1107_) {
                                                                            l_mut_246_ = 1u;
                                                                        } else {
                                                                            uint l_1108_ = (l_1104_ & 2147483648u);
                                                                            bool l_1109_ = (l_1108_ != 0u);
                                                                            if (l_1109_) {
                                                                                uint l_1110_ = (l_1104_ - 1u);
                                                                                l_mut_246_ = l_1110_;
                                                                            } else {
                                                                                bool l_1111_ = (l_1104_ == 2139095040u);
                                                                                if (l_1111_) {
                                                                                    l_mut_246_ = l_1104_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2500 = l_mut_246_;
                                                                        float l_1112_ = asfloat(_e2500);
                                                                        uint l_1113_ = asuint(l_1112_);
                                                                        double l_1114_ = double(l_1112_);
                                                                        l_mut_46_ = l_1114_;
                                                                        uint l_1115_ = (l_1113_ & 2139095040u);
                                                                        bool l_1116_ = (l_1115_ == 0u);
                                                                        if (l_1116_) {
                                                                            uint l_1117_ = (l_1113_ & 8388607u);
                                                                            double l_1118_ = double(l_1117_);
                                                                            double l_1119_ = (l_1118_ * 1.401298464324817e-45L);
                                                                            l_mut_46_ = l_1119_;
                                                                            uint l_1120_ = (l_1113_ >> 31u);
                                                                            bool l_1121_ = (l_1120_ == 1u);
                                                                            if (l_1121_) {
                                                                                double _e2517 = l_mut_46_;
                                                                                double l_1122_ = -(_e2517);
                                                                                l_mut_46_ = l_1122_;
                                                                            }
                                                                        }
                                                                        float _e2519 = l_mut_22_;
                                                                        uint l_1123_ = asuint(_e2519);
                                                                        uint l_1124_ = (l_1123_ ^ 2147483648u);
                                                                        float l_1125_ = asfloat(l_1124_);
                                                                        uint l_1126_ = asuint(l_1125_);
                                                                        uint l_1127_ = (l_1126_ + 1u);
                                                                        l_mut_246_ = l_1127_;
                                                                        uint l_1128_ = (l_1126_ & 2147483647u);
                                                                        bool l_1129_ = (l_1128_ == 0u);
                                                                        if (l_1129_) {
                                                                            l_mut_246_ = 1u;
                                                                        } else {
                                                                            uint l_1130_ = (l_1126_ & 2147483648u);
                                                                            bool l_1131_ = (l_1130_ != 0u);
                                                                            if (l_1131_) {
                                                                                uint l_1132_ = (l_1126_ - 1u);
                                                                                l_mut_246_ = l_1132_;
                                                                            } else {
                                                                                bool l_1133_ = (l_1126_ == 2139095040u);
                                                                                if (l_1133_) {
                                                                                    l_mut_246_ = l_1126_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2540 = l_mut_246_;
                                                                        float l_1134_ = asfloat(_e2540);
                                                                        uint l_1135_ = asuint(l_1134_);
                                                                        uint l_1136_ = (l_1135_ ^ 2147483648u);
                                                                        float l_1137_ = asfloat(l_1136_);
                                                                        uint l_1138_ = asuint(l_1137_);
                                                                        double l_1139_ = double(l_1137_);
                                                                        l_mut_26_ = l_1139_;
                                                                        uint l_1140_ = (l_1138_ & 2139095040u);
                                                                        bool l_1141_ = (l_1140_ == 0u);
                                                                        if (l_1141_) {
                                                                            uint l_1142_ = (l_1138_ & 8388607u);
                                                                            double l_1143_ = double(l_1142_);
                                                                            double l_1144_ = (l_1143_ * 1.401298464324817e-45L);
                                                                            l_mut_26_ = l_1144_;
                                                                            uint l_1145_ = (l_1138_ >> 31u);
                                                                            bool l_1146_ = (l_1145_ == 1u);
                                                                            if (l_1146_) {
                                                                                double _e2561 = l_mut_26_;
                                                                                double l_1147_ = -(_e2561);
                                                                                l_mut_26_ = l_1147_;
                                                                            }
                                                                        }
                                                                        double l_1148_ = (l_1092_ + l_1091_);
                                                                        double _e2564 = l_mut_319_;
                                                                        bool l_1149_ = (l_1148_ <= _e2564);
                                                                        l_mut_339_ = l_1149_;
                                                                        double l_1150_ = (l_1092_ - l_1091_);
                                                                        double _e2567 = l_mut_319_;
                                                                        bool l_1151_ = (l_1150_ > _e2567);
                                                                        l_mut_336_ = l_1151_;
                                                                        double l_1152_ = (l_1093_ - l_1091_);
                                                                        double _e2570 = l_mut_319_;
                                                                        bool l_1153_ = (l_1152_ >= _e2570);
                                                                        l_mut_333_ = l_1153_;
                                                                        double l_1154_ = (l_1093_ + l_1091_);
                                                                        double _e2573 = l_mut_319_;
                                                                        bool l_1155_ = (l_1154_ < _e2573);
                                                                        l_mut_330_ = l_1155_;
                                                                        if (l_216_) {
                                                                            double l_1156_ = (l_1092_ + l_1091_);
                                                                            double _e2576 = l_mut_46_;
                                                                            bool l_1157_ = (l_1156_ < _e2576);
                                                                            l_mut_339_ = l_1157_;
                                                                            double l_1158_ = (l_1092_ - l_1091_);
                                                                            double _e2579 = l_mut_46_;
                                                                            bool l_1159_ = (l_1158_ >= _e2579);
                                                                            l_mut_336_ = l_1159_;
                                                                            double l_1160_ = (l_1093_ - l_1091_);
                                                                            double _e2582 = l_mut_26_;
                                                                            bool l_1161_ = (l_1160_ > _e2582);
                                                                            l_mut_333_ = l_1161_;
                                                                            double l_1162_ = (l_1093_ + l_1091_);
                                                                            double _e2585 = l_mut_26_;
                                                                            bool l_1163_ = (l_1162_ <= _e2585);
                                                                            l_mut_330_ = l_1163_;
                                                                        }
                                                                        l_mut_246_ = 2u;
                                                                        bool _e2588 = l_mut_336_;
                                                                        if (!(_e2588)) {
                                                                            bool _e2592 = l_mut_330_;
                                                                            local_67 = _e2592;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1164_ = local_67;
                                                                        if (l_1164_) {
                                                                            l_mut_246_ = 1u;
                                                                        } else {
                                                                            bool _e2596 = l_mut_339_;
                                                                            if (_e2596) {
                                                                                bool _e2599 = l_mut_333_;
                                                                                local_68 = _e2599;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1165_ = local_68;
                                                                            if (l_1165_) {
                                                                                l_mut_246_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2603 = l_mut_22_;
                                                                        uint l_1166_ = asuint(_e2603);
                                                                        uint l_1167_ = (l_1166_ & 2147483647u);
                                                                        bool l_1168_ = (l_1167_ == 0u);
                                                                        if (l_1168_) {
                                                                            double l_1169_ = (l_1092_ + l_1091_);
                                                                            bool l_1170_ = (l_1169_ < 1.1754943508222875e-38L);
                                                                            double l_1171_ = (l_1093_ - l_1091_);
                                                                            bool l_1172_ = (l_1171_ > -1.1754943508222875e-38L);
                                                                            if (l_1170_) {
                                                                                local_69 = l_1172_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1173_ = local_69;
                                                                            double l_1174_ = (l_1092_ - l_1091_);
                                                                            bool l_1175_ = (l_1174_ < 1.1754943508222875e-38L);
                                                                            double l_1176_ = (l_1093_ + l_1091_);
                                                                            bool l_1177_ = (l_1176_ > -1.1754943508222875e-38L);
                                                                            if (l_1175_) {
                                                                                local_70 = l_1177_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1178_ = local_70;
                                                                            if (l_1173_) {
                                                                                l_mut_246_ = 0u;
                                                                            } else {
                                                                                uint _e2630 = l_mut_246_;
                                                                                bool l_1179_ = (_e2630 == 1u);
                                                                                if (l_1178_) {
                                                                                    local_71 = l_1179_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1180_ = local_71;
                                                                                if (l_1180_) {
                                                                                    l_mut_246_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2638 = l_mut_246_;
                                                                        l_mut_284_ = _e2638;
                                                                    }
                                                                    uint _e2639 = l_mut_284_;
                                                                    l_mut_230_ = _e2639;
                                                                }
                                                            } else {
                                                                bool l_1181_ = (l_212_ == 14u);
                                                                if (l_1181_) {
                                                                    l_mut_230_ = 0u;
                                                                    bool l_1182_ = (l_225_ > 0.0L);
                                                                    if (l_1182_) {
                                                                        float l_1183_ = float(l_225_);
                                                                        uint l_1184_ = asuint(l_1183_);
                                                                        double l_1185_ = double(l_1183_);
                                                                        l_mut_319_ = l_1185_;
                                                                        uint l_1186_ = (l_1184_ & 2139095040u);
                                                                        bool l_1187_ = (l_1186_ == 0u);
                                                                        if (l_1187_) {
                                                                            uint l_1188_ = (l_1184_ & 8388607u);
                                                                            double l_1189_ = double(l_1188_);
                                                                            double l_1190_ = (l_1189_ * 1.401298464324817e-45L);
                                                                            l_mut_319_ = l_1190_;
                                                                            uint l_1191_ = (l_1184_ >> 31u);
                                                                            bool l_1192_ = (l_1191_ == 1u);
                                                                            if (l_1192_) {
                                                                                double _e2661 = l_mut_319_;
                                                                                double l_1193_ = -(_e2661);
                                                                                l_mut_319_ = l_1193_;
                                                                            }
                                                                        }
                                                                        double _e2663 = l_mut_319_;
                                                                        l_mut_46_ = _e2663;
                                                                        double _e2664 = l_mut_319_;
                                                                        bool l_1194_ = (_e2664 < 0.0L);
                                                                        if (l_1194_) {
                                                                            double _e2667 = l_mut_319_;
                                                                            uint64_t l_1195_ = _e2667;
                                                                            uint64_t l_1196_ = (l_1195_ | 9221120237041090560uL);
                                                                            double l_1197_ = l_1196_;
                                                                            l_mut_46_ = l_1197_;
                                                                        } else {
                                                                            double _e2672 = l_mut_319_;
                                                                            bool l_1198_ = (_e2672 == 0.0L);
                                                                            if (l_1198_) {
                                                                                double _e2675 = l_mut_319_;
                                                                                double l_1199_ = abs(_e2675);
                                                                                uint64_t l_1200_ = l_1199_;
                                                                                uint64_t l_1201_ = (l_1200_ | 9218868437227405312uL);
                                                                                uint64_t l_1202_ = (l_1201_ & -4503599627370496L);
                                                                                double l_1203_ = l_1202_;
                                                                                double l_1204_ = -(l_1203_);
                                                                                l_mut_46_ = l_1204_;
                                                                            } else {
                                                                                uint l_1205_ = asuint(l_1183_);
                                                                                bool l_1206_ = (l_1205_ < 2139095040u);
                                                                                if (l_1206_) {
                                                                                    double _e2688 = l_mut_319_;
                                                                                    uint64_t l_1207_ = _e2688;
                                                                                    uint64_t l_1208_ = (l_1207_ >> uint(52uL));
                                                                                    uint64_t l_1209_ = (l_1208_ & 2047uL);
                                                                                    int l_1210_ = int(l_1209_);
                                                                                    int l_1211_ = asint(asuint(l_1210_) - asuint(int(1023)));
                                                                                    l_mut_65_ = l_1211_;
                                                                                    uint64_t l_1212_ = (l_1207_ & 4503599627370495uL);
                                                                                    uint64_t l_1213_ = (l_1212_ | 4607182418800017408uL);
                                                                                    double l_1214_ = l_1213_;
                                                                                    l_mut_319_ = l_1214_;
                                                                                    double _e2705 = l_mut_319_;
                                                                                    bool l_1215_ = (_e2705 > 1.4142135623730951L);
                                                                                    if (l_1215_) {
                                                                                        double _e2708 = l_mut_319_;
                                                                                        l_mut_319_ = (_e2708 * 0.5L);
                                                                                        int _e2711 = l_mut_65_;
                                                                                        l_mut_65_ = asint(asuint(_e2711) + asuint(int(1)));
                                                                                    }
                                                                                    double _e2714 = l_mut_319_;
                                                                                    double l_1216_ = (_e2714 - 1.0L);
                                                                                    double l_1217_ = (2.0L + l_1216_);
                                                                                    double l_1218_ = (l_1216_ / l_1217_);
                                                                                    double l_1219_ = (l_1218_ * l_1218_);
                                                                                    double l_1220_ = (l_1219_ * 0.04L);
                                                                                    double l_1221_ = (l_1220_ + 0.043478260869565216L);
                                                                                    l_mut_319_ = l_1221_;
                                                                                    double _e2725 = l_mut_319_;
                                                                                    double l_1222_ = (_e2725 * l_1219_);
                                                                                    double l_1223_ = (l_1222_ + 0.047619047619047616L);
                                                                                    l_mut_319_ = l_1223_;
                                                                                    double _e2729 = l_mut_319_;
                                                                                    double l_1224_ = (_e2729 * l_1219_);
                                                                                    double l_1225_ = (l_1224_ + 0.05263157894736842L);
                                                                                    l_mut_319_ = l_1225_;
                                                                                    double _e2733 = l_mut_319_;
                                                                                    double l_1226_ = (_e2733 * l_1219_);
                                                                                    double l_1227_ = (l_1226_ + 0.058823529411764705L);
                                                                                    l_mut_319_ = l_1227_;
                                                                                    double _e2737 = l_mut_319_;
                                                                                    double l_1228_ = (_e2737 * l_1219_);
                                                                                    double l_1229_ = (l_1228_ + 0.06666666666666667L);
                                                                                    l_mut_319_ = l_1229_;
                                                                                    double _e2741 = l_mut_319_;
                                                                                    double l_1230_ = (_e2741 * l_1219_);
                                                                                    double l_1231_ = (l_1230_ + 0.07692307692307693L);
                                                                                    l_mut_319_ = l_1231_;
                                                                                    double _e2745 = l_mut_319_;
                                                                                    double l_1232_ = (_e2745 * l_1219_);
                                                                                    double l_1233_ = (l_1232_ + 0.09090909090909091L);
                                                                                    l_mut_319_ = l_1233_;
                                                                                    double _e2749 = l_mut_319_;
                                                                                    double l_1234_ = (_e2749 * l_1219_);
                                                                                    double l_1235_ = (l_1234_ + 0.1111111111111111L);
                                                                                    l_mut_319_ = l_1235_;
                                                                                    double _e2753 = l_mut_319_;
                                                                                    double l_1236_ = (_e2753 * l_1219_);
                                                                                    double l_1237_ = (l_1236_ + 0.14285714285714285L);
                                                                                    l_mut_319_ = l_1237_;
                                                                                    double _e2757 = l_mut_319_;
                                                                                    double l_1238_ = (_e2757 * l_1219_);
                                                                                    double l_1239_ = (l_1238_ + 0.2L);
                                                                                    l_mut_319_ = l_1239_;
                                                                                    double _e2761 = l_mut_319_;
                                                                                    double l_1240_ = (_e2761 * l_1219_);
                                                                                    double l_1241_ = (l_1240_ + 0.3333333333333333L);
                                                                                    l_mut_319_ = l_1241_;
                                                                                    double l_1242_ = (2.0L * l_1218_);
                                                                                    double l_1243_ = (2.0L * l_1218_);
                                                                                    double l_1244_ = (l_1243_ * l_1219_);
                                                                                    double _e2770 = l_mut_319_;
                                                                                    double l_1245_ = (l_1244_ * _e2770);
                                                                                    double l_1246_ = (l_1242_ + l_1245_);
                                                                                    int _e2773 = l_mut_65_;
                                                                                    double l_1247_ = double(_e2773);
                                                                                    double l_1248_ = (l_1247_ * 0.6931471824645996L);
                                                                                    double l_1249_ = (l_1247_ * -1.904654299957768e-9L);
                                                                                    double l_1250_ = (l_1249_ + l_1246_);
                                                                                    double l_1251_ = (l_1248_ + l_1250_);
                                                                                    l_mut_46_ = l_1251_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2781 = l_mut_46_;
                                                                        double l_1252_ = (_e2781 / 0.6931471805599453L);
                                                                        double l_1253_ = abs(l_1252_);
                                                                        double l_1254_ = (l_218_ * l_1253_);
                                                                        l_mut_319_ = l_1254_;
                                                                        bool l_1255_ = (l_225_ >= 0.5L);
                                                                        bool l_1256_ = (l_225_ <= 2.0L);
                                                                        if (l_1255_) {
                                                                            local_72 = l_1256_;
                                                                        } else {
                                                                            local_72 = false;
                                                                        }
                                                                        bool l_1257_ = local_72;
                                                                        if (l_1257_) {
                                                                            l_mut_319_ = l_218_;
                                                                        }
                                                                        double l_1258_ = abs(l_1252_);
                                                                        double l_1259_ = (l_1258_ * 1.4551915228366852e-11L);
                                                                        double l_1260_ = (1.0L + l_218_);
                                                                        double l_1261_ = (l_1259_ * l_1260_);
                                                                        double _e2800 = l_mut_319_;
                                                                        double l_1262_ = (l_1252_ - _e2800);
                                                                        double _e2802 = l_mut_319_;
                                                                        double l_1263_ = (l_1252_ + _e2802);
                                                                        double l_1265_ = (l_1262_ * l_221_);
                                                                        double l_1266_ = (l_1262_ * l_224_);
                                                                        double l_1267_ = (l_1263_ * l_221_);
                                                                        double l_1268_ = (l_1263_ * l_224_);
                                                                        a_1264_[0] = l_1265_;
                                                                        a_1264_[1] = l_1265_;
                                                                        double l_1269_ = a_1264_[0];
                                                                        bool l_1270_ = (l_1266_ < l_1269_);
                                                                        if (l_1270_) {
                                                                            a_1264_[0] = l_1266_;
                                                                        }
                                                                        double l_1271_ = a_1264_[0];
                                                                        bool l_1272_ = (l_1267_ < l_1271_);
                                                                        if (l_1272_) {
                                                                            a_1264_[0] = l_1267_;
                                                                        }
                                                                        double l_1273_ = a_1264_[0];
                                                                        bool l_1274_ = (l_1268_ < l_1273_);
                                                                        if (l_1274_) {
                                                                            a_1264_[0] = l_1268_;
                                                                        }
                                                                        double l_1275_ = a_1264_[1];
                                                                        bool l_1276_ = (l_1266_ > l_1275_);
                                                                        if (l_1276_) {
                                                                            a_1264_[1] = l_1266_;
                                                                        }
                                                                        double l_1277_ = a_1264_[1];
                                                                        bool l_1278_ = (l_1267_ > l_1277_);
                                                                        if (l_1278_) {
                                                                            a_1264_[1] = l_1267_;
                                                                        }
                                                                        double l_1279_ = a_1264_[1];
                                                                        bool l_1280_ = (l_1268_ > l_1279_);
                                                                        if (l_1280_) {
                                                                            a_1264_[1] = l_1268_;
                                                                        }
                                                                        double l_1281_ = (l_1261_ * l_224_);
                                                                        l_mut_284_ = 2u;
                                                                        double l_1282_ = a_1264_[0];
                                                                        double l_1283_ = (l_1282_ - l_1281_);
                                                                        double l_1284_ = (l_1283_ * 7.1362384635298e44L);
                                                                        double l_1285_ = floor(l_1284_);
                                                                        double l_1286_ = (l_1285_ * 1.401298464324817e-45L);
                                                                        l_mut_319_ = l_1286_;
                                                                        double l_1287_ = abs(l_1283_);
                                                                        bool l_1288_ = (l_1287_ >= 1.1754943508222875e-38L);
                                                                        if (l_1288_) {
                                                                            float l_1289_ = float(l_1283_);
                                                                            double l_1290_ = double(l_1289_);
                                                                            l_mut_319_ = l_1290_;
                                                                            double _e2849 = l_mut_319_;
                                                                            bool l_1291_ = (_e2849 > l_1283_);
                                                                            if (l_1291_) {
                                                                                uint l_1292_ = asuint(l_1289_);
                                                                                uint l_1293_ = (l_1292_ ^ 2147483648u);
                                                                                float l_1294_ = asfloat(l_1293_);
                                                                                uint l_1295_ = asuint(l_1294_);
                                                                                uint l_1296_ = (l_1295_ + 1u);
                                                                                l_mut_246_ = l_1296_;
                                                                                uint l_1297_ = (l_1295_ & 2147483647u);
                                                                                bool l_1298_ = (l_1297_ == 0u);
                                                                                if (l_1298_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1299_ = (l_1295_ & 2147483648u);
                                                                                    bool l_1300_ = (l_1299_ != 0u);
                                                                                    if (l_1300_) {
                                                                                        uint l_1301_ = (l_1295_ - 1u);
                                                                                        l_mut_246_ = l_1301_;
                                                                                    } else {
                                                                                        bool l_1302_ = (l_1295_ == 2139095040u);
                                                                                        if (l_1302_) {
                                                                                            l_mut_246_ = l_1295_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2871 = l_mut_246_;
                                                                                float l_1303_ = asfloat(_e2871);
                                                                                uint l_1304_ = asuint(l_1303_);
                                                                                uint l_1305_ = (l_1304_ ^ 2147483648u);
                                                                                float l_1306_ = asfloat(l_1305_);
                                                                                uint l_1307_ = asuint(l_1306_);
                                                                                double l_1308_ = double(l_1306_);
                                                                                l_mut_46_ = l_1308_;
                                                                                uint l_1309_ = (l_1307_ & 2139095040u);
                                                                                bool l_1310_ = (l_1309_ == 0u);
                                                                                if (l_1310_) {
                                                                                    uint l_1311_ = (l_1307_ & 8388607u);
                                                                                    double l_1312_ = double(l_1311_);
                                                                                    double l_1313_ = (l_1312_ * 1.401298464324817e-45L);
                                                                                    l_mut_46_ = l_1313_;
                                                                                    uint l_1314_ = (l_1307_ >> 31u);
                                                                                    bool l_1315_ = (l_1314_ == 1u);
                                                                                    if (l_1315_) {
                                                                                        double _e2892 = l_mut_46_;
                                                                                        double l_1316_ = -(_e2892);
                                                                                        l_mut_46_ = l_1316_;
                                                                                    }
                                                                                }
                                                                                double _e2894 = l_mut_46_;
                                                                                l_mut_319_ = _e2894;
                                                                            } else {
                                                                                uint l_1317_ = asuint(l_1289_);
                                                                                uint l_1318_ = (l_1317_ + 1u);
                                                                                l_mut_246_ = l_1318_;
                                                                                uint l_1319_ = (l_1317_ & 2147483647u);
                                                                                bool l_1320_ = (l_1319_ == 0u);
                                                                                if (l_1320_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1321_ = (l_1317_ & 2147483648u);
                                                                                    bool l_1322_ = (l_1321_ != 0u);
                                                                                    if (l_1322_) {
                                                                                        uint l_1323_ = (l_1317_ - 1u);
                                                                                        l_mut_246_ = l_1323_;
                                                                                    } else {
                                                                                        bool l_1324_ = (l_1317_ == 2139095040u);
                                                                                        if (l_1324_) {
                                                                                            l_mut_246_ = l_1317_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2911 = l_mut_246_;
                                                                                float l_1325_ = asfloat(_e2911);
                                                                                uint l_1326_ = asuint(l_1325_);
                                                                                double l_1327_ = double(l_1325_);
                                                                                l_mut_46_ = l_1327_;
                                                                                uint l_1328_ = (l_1326_ & 2139095040u);
                                                                                bool l_1329_ = (l_1328_ == 0u);
                                                                                if (l_1329_) {
                                                                                    uint l_1330_ = (l_1326_ & 8388607u);
                                                                                    double l_1331_ = double(l_1330_);
                                                                                    double l_1332_ = (l_1331_ * 1.401298464324817e-45L);
                                                                                    l_mut_46_ = l_1332_;
                                                                                    uint l_1333_ = (l_1326_ >> 31u);
                                                                                    bool l_1334_ = (l_1333_ == 1u);
                                                                                    if (l_1334_) {
                                                                                        double _e2928 = l_mut_46_;
                                                                                        double l_1335_ = -(_e2928);
                                                                                        l_mut_46_ = l_1335_;
                                                                                    }
                                                                                }
                                                                                double _e2930 = l_mut_46_;
                                                                                bool l_1336_ = (_e2930 <= l_1283_);
                                                                                if (l_1336_) {
                                                                                    uint l_1337_ = asuint(l_1289_);
                                                                                    uint l_1338_ = (l_1337_ + 1u);
                                                                                    l_mut_246_ = l_1338_;
                                                                                    uint l_1339_ = (l_1337_ & 2147483647u);
                                                                                    bool l_1340_ = (l_1339_ == 0u);
                                                                                    if (l_1340_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1341_ = (l_1337_ & 2147483648u);
                                                                                        bool l_1342_ = (l_1341_ != 0u);
                                                                                        if (l_1342_) {
                                                                                            uint l_1343_ = (l_1337_ - 1u);
                                                                                            l_mut_246_ = l_1343_;
                                                                                        } else {
                                                                                            bool l_1344_ = (l_1337_ == 2139095040u);
                                                                                            if (l_1344_) {
                                                                                                l_mut_246_ = l_1337_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e2948 = l_mut_246_;
                                                                                    float l_1345_ = asfloat(_e2948);
                                                                                    uint l_1346_ = asuint(l_1345_);
                                                                                    double l_1347_ = double(l_1345_);
                                                                                    l_mut_46_ = l_1347_;
                                                                                    uint l_1348_ = (l_1346_ & 2139095040u);
                                                                                    bool l_1349_ = (l_1348_ == 0u);
                                                                                    if (l_1349_) {
                                                                                        uint l_1350_ = (l_1346_ & 8388607u);
                                                                                        double l_1351_ = double(l_1350_);
                                                                                        double l_1352_ = (l_1351_ * 1.401298464324817e-45L);
                                                                                        l_mut_46_ = l_1352_;
                                                                                        uint l_1353_ = (l_1346_ >> 31u);
                                                                                        bool l_1354_ = (l_1353_ == 1u);
                                                                                        if (l_1354_) {
                                                                                            double _e2965 = l_mut_46_;
                                                                                            double l_1355_ = -(_e2965);
                                                                                            l_mut_46_ = l_1355_;
                                                                                        }
                                                                                    }
                                                                                    double _e2967 = l_mut_46_;
                                                                                    l_mut_319_ = _e2967;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1356_ = (l_1282_ + l_1281_);
                                                                        double l_1357_ = (l_1356_ * 7.1362384635298e44L);
                                                                        double l_1358_ = floor(l_1357_);
                                                                        double l_1359_ = (l_1358_ * 1.401298464324817e-45L);
                                                                        l_mut_46_ = l_1359_;
                                                                        double l_1360_ = abs(l_1356_);
                                                                        bool l_1361_ = (l_1360_ >= 1.1754943508222875e-38L);
                                                                        if (l_1361_) {
                                                                            float l_1362_ = float(l_1356_);
                                                                            double l_1363_ = double(l_1362_);
                                                                            l_mut_46_ = l_1363_;
                                                                            double _e2979 = l_mut_46_;
                                                                            bool l_1364_ = (_e2979 > l_1356_);
                                                                            if (l_1364_) {
                                                                                uint l_1365_ = asuint(l_1362_);
                                                                                uint l_1366_ = (l_1365_ ^ 2147483648u);
                                                                                float l_1367_ = asfloat(l_1366_);
                                                                                uint l_1368_ = asuint(l_1367_);
                                                                                uint l_1369_ = (l_1368_ + 1u);
                                                                                l_mut_246_ = l_1369_;
                                                                                uint l_1370_ = (l_1368_ & 2147483647u);
                                                                                bool l_1371_ = (l_1370_ == 0u);
                                                                                if (l_1371_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1372_ = (l_1368_ & 2147483648u);
                                                                                    bool l_1373_ = (l_1372_ != 0u);
                                                                                    if (l_1373_) {
                                                                                        uint l_1374_ = (l_1368_ - 1u);
                                                                                        l_mut_246_ = l_1374_;
                                                                                    } else {
                                                                                        bool l_1375_ = (l_1368_ == 2139095040u);
                                                                                        if (l_1375_) {
                                                                                            l_mut_246_ = l_1368_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3001 = l_mut_246_;
                                                                                float l_1376_ = asfloat(_e3001);
                                                                                uint l_1377_ = asuint(l_1376_);
                                                                                uint l_1378_ = (l_1377_ ^ 2147483648u);
                                                                                float l_1379_ = asfloat(l_1378_);
                                                                                uint l_1380_ = asuint(l_1379_);
                                                                                double l_1381_ = double(l_1379_);
                                                                                l_mut_26_ = l_1381_;
                                                                                uint l_1382_ = (l_1380_ & 2139095040u);
                                                                                bool l_1383_ = (l_1382_ == 0u);
                                                                                if (l_1383_) {
                                                                                    uint l_1384_ = (l_1380_ & 8388607u);
                                                                                    double l_1385_ = double(l_1384_);
                                                                                    double l_1386_ = (l_1385_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1386_;
                                                                                    uint l_1387_ = (l_1380_ >> 31u);
                                                                                    bool l_1388_ = (l_1387_ == 1u);
                                                                                    if (l_1388_) {
                                                                                        double _e3022 = l_mut_26_;
                                                                                        double l_1389_ = -(_e3022);
                                                                                        l_mut_26_ = l_1389_;
                                                                                    }
                                                                                }
                                                                                double _e3024 = l_mut_26_;
                                                                                l_mut_46_ = _e3024;
                                                                            } else {
                                                                                uint l_1390_ = asuint(l_1362_);
                                                                                uint l_1391_ = (l_1390_ + 1u);
                                                                                l_mut_246_ = l_1391_;
                                                                                uint l_1392_ = (l_1390_ & 2147483647u);
                                                                                bool l_1393_ = (l_1392_ == 0u);
                                                                                if (l_1393_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1394_ = (l_1390_ & 2147483648u);
                                                                                    bool l_1395_ = (l_1394_ != 0u);
                                                                                    if (l_1395_) {
                                                                                        uint l_1396_ = (l_1390_ - 1u);
                                                                                        l_mut_246_ = l_1396_;
                                                                                    } else {
                                                                                        bool l_1397_ = (l_1390_ == 2139095040u);
                                                                                        if (l_1397_) {
                                                                                            l_mut_246_ = l_1390_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3041 = l_mut_246_;
                                                                                float l_1398_ = asfloat(_e3041);
                                                                                uint l_1399_ = asuint(l_1398_);
                                                                                double l_1400_ = double(l_1398_);
                                                                                l_mut_26_ = l_1400_;
                                                                                uint l_1401_ = (l_1399_ & 2139095040u);
                                                                                bool l_1402_ = (l_1401_ == 0u);
                                                                                if (l_1402_) {
                                                                                    uint l_1403_ = (l_1399_ & 8388607u);
                                                                                    double l_1404_ = double(l_1403_);
                                                                                    double l_1405_ = (l_1404_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1405_;
                                                                                    uint l_1406_ = (l_1399_ >> 31u);
                                                                                    bool l_1407_ = (l_1406_ == 1u);
                                                                                    if (l_1407_) {
                                                                                        double _e3058 = l_mut_26_;
                                                                                        double l_1408_ = -(_e3058);
                                                                                        l_mut_26_ = l_1408_;
                                                                                    }
                                                                                }
                                                                                double _e3060 = l_mut_26_;
                                                                                bool l_1409_ = (_e3060 <= l_1356_);
                                                                                if (l_1409_) {
                                                                                    uint l_1410_ = asuint(l_1362_);
                                                                                    uint l_1411_ = (l_1410_ + 1u);
                                                                                    l_mut_246_ = l_1411_;
                                                                                    uint l_1412_ = (l_1410_ & 2147483647u);
                                                                                    bool l_1413_ = (l_1412_ == 0u);
                                                                                    if (l_1413_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1414_ = (l_1410_ & 2147483648u);
                                                                                        bool l_1415_ = (l_1414_ != 0u);
                                                                                        if (l_1415_) {
                                                                                            uint l_1416_ = (l_1410_ - 1u);
                                                                                            l_mut_246_ = l_1416_;
                                                                                        } else {
                                                                                            bool l_1417_ = (l_1410_ == 2139095040u);
                                                                                            if (l_1417_) {
                                                                                                l_mut_246_ = l_1410_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3078 = l_mut_246_;
                                                                                    float l_1418_ = asfloat(_e3078);
                                                                                    uint l_1419_ = asuint(l_1418_);
                                                                                    double l_1420_ = double(l_1418_);
                                                                                    l_mut_26_ = l_1420_;
                                                                                    uint l_1421_ = (l_1419_ & 2139095040u);
                                                                                    bool l_1422_ = (l_1421_ == 0u);
                                                                                    if (l_1422_) {
                                                                                        uint l_1423_ = (l_1419_ & 8388607u);
                                                                                        double l_1424_ = double(l_1423_);
                                                                                        double l_1425_ = (l_1424_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1425_;
                                                                                        uint l_1426_ = (l_1419_ >> 31u);
                                                                                        bool l_1427_ = (l_1426_ == 1u);
                                                                                        if (l_1427_) {
                                                                                            double _e3095 = l_mut_26_;
                                                                                            double l_1428_ = -(_e3095);
                                                                                            l_mut_26_ = l_1428_;
                                                                                        }
                                                                                    }
                                                                                    double _e3097 = l_mut_26_;
                                                                                    l_mut_46_ = _e3097;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3098 = l_mut_319_;
                                                                        double _e3099 = l_mut_46_;
                                                                        bool l_1429_ = (_e3098 == _e3099);
                                                                        double l_1430_ = a_1264_[1];
                                                                        double l_1431_ = (l_1430_ - l_1281_);
                                                                        double l_1432_ = (l_1431_ * 7.1362384635298e44L);
                                                                        double l_1433_ = floor(l_1432_);
                                                                        double l_1434_ = (l_1433_ * 1.401298464324817e-45L);
                                                                        l_mut_319_ = l_1434_;
                                                                        double l_1435_ = abs(l_1431_);
                                                                        bool l_1436_ = (l_1435_ >= 1.1754943508222875e-38L);
                                                                        if (l_1436_) {
                                                                            float l_1437_ = float(l_1431_);
                                                                            double l_1438_ = double(l_1437_);
                                                                            l_mut_319_ = l_1438_;
                                                                            double _e3114 = l_mut_319_;
                                                                            bool l_1439_ = (_e3114 > l_1431_);
                                                                            if (l_1439_) {
                                                                                uint l_1440_ = asuint(l_1437_);
                                                                                uint l_1441_ = (l_1440_ ^ 2147483648u);
                                                                                float l_1442_ = asfloat(l_1441_);
                                                                                uint l_1443_ = asuint(l_1442_);
                                                                                uint l_1444_ = (l_1443_ + 1u);
                                                                                l_mut_246_ = l_1444_;
                                                                                uint l_1445_ = (l_1443_ & 2147483647u);
                                                                                bool l_1446_ = (l_1445_ == 0u);
                                                                                if (l_1446_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1447_ = (l_1443_ & 2147483648u);
                                                                                    bool l_1448_ = (l_1447_ != 0u);
                                                                                    if (l_1448_) {
                                                                                        uint l_1449_ = (l_1443_ - 1u);
                                                                                        l_mut_246_ = l_1449_;
                                                                                    } else {
                                                                                        bool l_1450_ = (l_1443_ == 2139095040u);
                                                                                        if (l_1450_) {
                                                                                            l_mut_246_ = l_1443_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3136 = l_mut_246_;
                                                                                float l_1451_ = asfloat(_e3136);
                                                                                uint l_1452_ = asuint(l_1451_);
                                                                                uint l_1453_ = (l_1452_ ^ 2147483648u);
                                                                                float l_1454_ = asfloat(l_1453_);
                                                                                uint l_1455_ = asuint(l_1454_);
                                                                                double l_1456_ = double(l_1454_);
                                                                                l_mut_46_ = l_1456_;
                                                                                uint l_1457_ = (l_1455_ & 2139095040u);
                                                                                bool l_1458_ = (l_1457_ == 0u);
                                                                                if (l_1458_) {
                                                                                    uint l_1459_ = (l_1455_ & 8388607u);
                                                                                    double l_1460_ = double(l_1459_);
                                                                                    double l_1461_ = (l_1460_ * 1.401298464324817e-45L);
                                                                                    l_mut_46_ = l_1461_;
                                                                                    uint l_1462_ = (l_1455_ >> 31u);
                                                                                    bool l_1463_ = (l_1462_ == 1u);
                                                                                    if (l_1463_) {
                                                                                        double _e3157 = l_mut_46_;
                                                                                        double l_1464_ = -(_e3157);
                                                                                        l_mut_46_ = l_1464_;
                                                                                    }
                                                                                }
                                                                                double _e3159 = l_mut_46_;
                                                                                l_mut_319_ = _e3159;
                                                                            } else {
                                                                                uint l_1465_ = asuint(l_1437_);
                                                                                uint l_1466_ = (l_1465_ + 1u);
                                                                                l_mut_246_ = l_1466_;
                                                                                uint l_1467_ = (l_1465_ & 2147483647u);
                                                                                bool l_1468_ = (l_1467_ == 0u);
                                                                                if (l_1468_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1469_ = (l_1465_ & 2147483648u);
                                                                                    bool l_1470_ = (l_1469_ != 0u);
                                                                                    if (l_1470_) {
                                                                                        uint l_1471_ = (l_1465_ - 1u);
                                                                                        l_mut_246_ = l_1471_;
                                                                                    } else {
                                                                                        bool l_1472_ = (l_1465_ == 2139095040u);
                                                                                        if (l_1472_) {
                                                                                            l_mut_246_ = l_1465_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3176 = l_mut_246_;
                                                                                float l_1473_ = asfloat(_e3176);
                                                                                uint l_1474_ = asuint(l_1473_);
                                                                                double l_1475_ = double(l_1473_);
                                                                                l_mut_46_ = l_1475_;
                                                                                uint l_1476_ = (l_1474_ & 2139095040u);
                                                                                bool l_1477_ = (l_1476_ == 0u);
                                                                                if (l_1477_) {
                                                                                    uint l_1478_ = (l_1474_ & 8388607u);
                                                                                    double l_1479_ = double(l_1478_);
                                                                                    double l_1480_ = (l_1479_ * 1.401298464324817e-45L);
                                                                                    l_mut_46_ = l_1480_;
                                                                                    uint l_1481_ = (l_1474_ >> 31u);
                                                                                    bool l_1482_ = (l_1481_ == 1u);
                                                                                    if (l_1482_) {
                                                                                        double _e3193 = l_mut_46_;
                                                                                        double l_1483_ = -(_e3193);
                                                                                        l_mut_46_ = l_1483_;
                                                                                    }
                                                                                }
                                                                                double _e3195 = l_mut_46_;
                                                                                bool l_1484_ = (_e3195 <= l_1431_);
                                                                                if (l_1484_) {
                                                                                    uint l_1485_ = asuint(l_1437_);
                                                                                    uint l_1486_ = (l_1485_ + 1u);
                                                                                    l_mut_246_ = l_1486_;
                                                                                    uint l_1487_ = (l_1485_ & 2147483647u);
                                                                                    bool l_1488_ = (l_1487_ == 0u);
                                                                                    if (l_1488_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1489_ = (l_1485_ & 2147483648u);
                                                                                        bool l_1490_ = (l_1489_ != 0u);
                                                                                        if (l_1490_) {
                                                                                            uint l_1491_ = (l_1485_ - 1u);
                                                                                            l_mut_246_ = l_1491_;
                                                                                        } else {
                                                                                            bool l_1492_ = (l_1485_ == 2139095040u);
                                                                                            if (l_1492_) {
                                                                                                l_mut_246_ = l_1485_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3213 = l_mut_246_;
                                                                                    float l_1493_ = asfloat(_e3213);
                                                                                    uint l_1494_ = asuint(l_1493_);
                                                                                    double l_1495_ = double(l_1493_);
                                                                                    l_mut_46_ = l_1495_;
                                                                                    uint l_1496_ = (l_1494_ & 2139095040u);
                                                                                    bool l_1497_ = (l_1496_ == 0u);
                                                                                    if (l_1497_) {
                                                                                        uint l_1498_ = (l_1494_ & 8388607u);
                                                                                        double l_1499_ = double(l_1498_);
                                                                                        double l_1500_ = (l_1499_ * 1.401298464324817e-45L);
                                                                                        l_mut_46_ = l_1500_;
                                                                                        uint l_1501_ = (l_1494_ >> 31u);
                                                                                        bool l_1502_ = (l_1501_ == 1u);
                                                                                        if (l_1502_) {
                                                                                            double _e3230 = l_mut_46_;
                                                                                            double l_1503_ = -(_e3230);
                                                                                            l_mut_46_ = l_1503_;
                                                                                        }
                                                                                    }
                                                                                    double _e3232 = l_mut_46_;
                                                                                    l_mut_319_ = _e3232;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1504_ = (l_1430_ + l_1281_);
                                                                        double l_1505_ = (l_1504_ * 7.1362384635298e44L);
                                                                        double l_1506_ = floor(l_1505_);
                                                                        double l_1507_ = (l_1506_ * 1.401298464324817e-45L);
                                                                        l_mut_46_ = l_1507_;
                                                                        double l_1508_ = abs(l_1504_);
                                                                        bool l_1509_ = (l_1508_ >= 1.1754943508222875e-38L);
                                                                        if (l_1509_) {
                                                                            float l_1510_ = float(l_1504_);
                                                                            double l_1511_ = double(l_1510_);
                                                                            l_mut_46_ = l_1511_;
                                                                            double _e3244 = l_mut_46_;
                                                                            bool l_1512_ = (_e3244 > l_1504_);
                                                                            if (l_1512_) {
                                                                                uint l_1513_ = asuint(l_1510_);
                                                                                uint l_1514_ = (l_1513_ ^ 2147483648u);
                                                                                float l_1515_ = asfloat(l_1514_);
                                                                                uint l_1516_ = asuint(l_1515_);
                                                                                uint l_1517_ = (l_1516_ + 1u);
                                                                                l_mut_246_ = l_1517_;
                                                                                uint l_1518_ = (l_1516_ & 2147483647u);
                                                                                bool l_1519_ = (l_1518_ == 0u);
                                                                                if (l_1519_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1520_ = (l_1516_ & 2147483648u);
                                                                                    bool l_1521_ = (l_1520_ != 0u);
                                                                                    if (l_1521_) {
                                                                                        uint l_1522_ = (l_1516_ - 1u);
                                                                                        l_mut_246_ = l_1522_;
                                                                                    } else {
                                                                                        bool l_1523_ = (l_1516_ == 2139095040u);
                                                                                        if (l_1523_) {
                                                                                            l_mut_246_ = l_1516_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3266 = l_mut_246_;
                                                                                float l_1524_ = asfloat(_e3266);
                                                                                uint l_1525_ = asuint(l_1524_);
                                                                                uint l_1526_ = (l_1525_ ^ 2147483648u);
                                                                                float l_1527_ = asfloat(l_1526_);
                                                                                uint l_1528_ = asuint(l_1527_);
                                                                                double l_1529_ = double(l_1527_);
                                                                                l_mut_26_ = l_1529_;
                                                                                uint l_1530_ = (l_1528_ & 2139095040u);
                                                                                bool l_1531_ = (l_1530_ == 0u);
                                                                                if (l_1531_) {
                                                                                    uint l_1532_ = (l_1528_ & 8388607u);
                                                                                    double l_1533_ = double(l_1532_);
                                                                                    double l_1534_ = (l_1533_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1534_;
                                                                                    uint l_1535_ = (l_1528_ >> 31u);
                                                                                    bool l_1536_ = (l_1535_ == 1u);
                                                                                    if (l_1536_) {
                                                                                        double _e3287 = l_mut_26_;
                                                                                        double l_1537_ = -(_e3287);
                                                                                        l_mut_26_ = l_1537_;
                                                                                    }
                                                                                }
                                                                                double _e3289 = l_mut_26_;
                                                                                l_mut_46_ = _e3289;
                                                                            } else {
                                                                                uint l_1538_ = asuint(l_1510_);
                                                                                uint l_1539_ = (l_1538_ + 1u);
                                                                                l_mut_246_ = l_1539_;
                                                                                uint l_1540_ = (l_1538_ & 2147483647u);
                                                                                bool l_1541_ = (l_1540_ == 0u);
                                                                                if (l_1541_) {
                                                                                    l_mut_246_ = 1u;
                                                                                } else {
                                                                                    uint l_1542_ = (l_1538_ & 2147483648u);
                                                                                    bool l_1543_ = (l_1542_ != 0u);
                                                                                    if (l_1543_) {
                                                                                        uint l_1544_ = (l_1538_ - 1u);
                                                                                        l_mut_246_ = l_1544_;
                                                                                    } else {
                                                                                        bool l_1545_ = (l_1538_ == 2139095040u);
                                                                                        if (l_1545_) {
                                                                                            l_mut_246_ = l_1538_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3306 = l_mut_246_;
                                                                                float l_1546_ = asfloat(_e3306);
                                                                                uint l_1547_ = asuint(l_1546_);
                                                                                double l_1548_ = double(l_1546_);
                                                                                l_mut_26_ = l_1548_;
                                                                                uint l_1549_ = (l_1547_ & 2139095040u);
                                                                                bool l_1550_ = (l_1549_ == 0u);
                                                                                if (l_1550_) {
                                                                                    uint l_1551_ = (l_1547_ & 8388607u);
                                                                                    double l_1552_ = double(l_1551_);
                                                                                    double l_1553_ = (l_1552_ * 1.401298464324817e-45L);
                                                                                    l_mut_26_ = l_1553_;
                                                                                    uint l_1554_ = (l_1547_ >> 31u);
                                                                                    bool l_1555_ = (l_1554_ == 1u);
                                                                                    if (l_1555_) {
                                                                                        double _e3323 = l_mut_26_;
                                                                                        double l_1556_ = -(_e3323);
                                                                                        l_mut_26_ = l_1556_;
                                                                                    }
                                                                                }
                                                                                double _e3325 = l_mut_26_;
                                                                                bool l_1557_ = (_e3325 <= l_1504_);
                                                                                if (l_1557_) {
                                                                                    uint l_1558_ = asuint(l_1510_);
                                                                                    uint l_1559_ = (l_1558_ + 1u);
                                                                                    l_mut_246_ = l_1559_;
                                                                                    uint l_1560_ = (l_1558_ & 2147483647u);
                                                                                    bool l_1561_ = (l_1560_ == 0u);
                                                                                    if (l_1561_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1562_ = (l_1558_ & 2147483648u);
                                                                                        bool l_1563_ = (l_1562_ != 0u);
                                                                                        if (l_1563_) {
                                                                                            uint l_1564_ = (l_1558_ - 1u);
                                                                                            l_mut_246_ = l_1564_;
                                                                                        } else {
                                                                                            bool l_1565_ = (l_1558_ == 2139095040u);
                                                                                            if (l_1565_) {
                                                                                                l_mut_246_ = l_1558_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3343 = l_mut_246_;
                                                                                    float l_1566_ = asfloat(_e3343);
                                                                                    uint l_1567_ = asuint(l_1566_);
                                                                                    double l_1568_ = double(l_1566_);
                                                                                    l_mut_26_ = l_1568_;
                                                                                    uint l_1569_ = (l_1567_ & 2139095040u);
                                                                                    bool l_1570_ = (l_1569_ == 0u);
                                                                                    if (l_1570_) {
                                                                                        uint l_1571_ = (l_1567_ & 8388607u);
                                                                                        double l_1572_ = double(l_1571_);
                                                                                        double l_1573_ = (l_1572_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1573_;
                                                                                        uint l_1574_ = (l_1567_ >> 31u);
                                                                                        bool l_1575_ = (l_1574_ == 1u);
                                                                                        if (l_1575_) {
                                                                                            double _e3360 = l_mut_26_;
                                                                                            double l_1576_ = -(_e3360);
                                                                                            l_mut_26_ = l_1576_;
                                                                                        }
                                                                                    }
                                                                                    double _e3362 = l_mut_26_;
                                                                                    l_mut_46_ = _e3362;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3363 = l_mut_319_;
                                                                        double _e3364 = l_mut_46_;
                                                                        bool l_1577_ = (_e3363 == _e3364);
                                                                        if (l_1429_) {
                                                                            local_73 = l_1577_;
                                                                        } else {
                                                                            local_73 = false;
                                                                        }
                                                                        bool l_1578_ = local_73;
                                                                        if (l_1578_) {
                                                                            double l_1579_ = a_1264_[0];
                                                                            double l_1580_ = (l_1579_ * 7.1362384635298e44L);
                                                                            double l_1581_ = floor(l_1580_);
                                                                            double l_1582_ = (l_1581_ * 1.401298464324817e-45L);
                                                                            l_mut_319_ = l_1582_;
                                                                            double l_1583_ = abs(l_1579_);
                                                                            bool l_1584_ = (l_1583_ >= 1.1754943508222875e-38L);
                                                                            if (l_1584_) {
                                                                                float l_1585_ = float(l_1579_);
                                                                                double l_1586_ = double(l_1585_);
                                                                                l_mut_319_ = l_1586_;
                                                                                double _e3382 = l_mut_319_;
                                                                                bool l_1587_ = (_e3382 > l_1579_);
                                                                                if (l_1587_) {
                                                                                    uint l_1588_ = asuint(l_1585_);
                                                                                    uint l_1589_ = (l_1588_ ^ 2147483648u);
                                                                                    float l_1590_ = asfloat(l_1589_);
                                                                                    uint l_1591_ = asuint(l_1590_);
                                                                                    uint l_1592_ = (l_1591_ + 1u);
                                                                                    l_mut_246_ = l_1592_;
                                                                                    uint l_1593_ = (l_1591_ & 2147483647u);
                                                                                    bool l_1594_ = (l_1593_ == 0u);
                                                                                    if (l_1594_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1595_ = (l_1591_ & 2147483648u);
                                                                                        bool l_1596_ = (l_1595_ != 0u);
                                                                                        if (l_1596_) {
                                                                                            uint l_1597_ = (l_1591_ - 1u);
                                                                                            l_mut_246_ = l_1597_;
                                                                                        } else {
                                                                                            bool l_1598_ = (l_1591_ == 2139095040u);
                                                                                            if (l_1598_) {
                                                                                                l_mut_246_ = l_1591_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3404 = l_mut_246_;
                                                                                    float l_1599_ = asfloat(_e3404);
                                                                                    uint l_1600_ = asuint(l_1599_);
                                                                                    uint l_1601_ = (l_1600_ ^ 2147483648u);
                                                                                    float l_1602_ = asfloat(l_1601_);
                                                                                    uint l_1603_ = asuint(l_1602_);
                                                                                    double l_1604_ = double(l_1602_);
                                                                                    l_mut_46_ = l_1604_;
                                                                                    uint l_1605_ = (l_1603_ & 2139095040u);
                                                                                    bool l_1606_ = (l_1605_ == 0u);
                                                                                    if (l_1606_) {
                                                                                        uint l_1607_ = (l_1603_ & 8388607u);
                                                                                        double l_1608_ = double(l_1607_);
                                                                                        double l_1609_ = (l_1608_ * 1.401298464324817e-45L);
                                                                                        l_mut_46_ = l_1609_;
                                                                                        uint l_1610_ = (l_1603_ >> 31u);
                                                                                        bool l_1611_ = (l_1610_ == 1u);
                                                                                        if (l_1611_) {
                                                                                            double _e3425 = l_mut_46_;
                                                                                            double l_1612_ = -(_e3425);
                                                                                            l_mut_46_ = l_1612_;
                                                                                        }
                                                                                    }
                                                                                    double _e3427 = l_mut_46_;
                                                                                    l_mut_319_ = _e3427;
                                                                                } else {
                                                                                    uint l_1613_ = asuint(l_1585_);
                                                                                    uint l_1614_ = (l_1613_ + 1u);
                                                                                    l_mut_246_ = l_1614_;
                                                                                    uint l_1615_ = (l_1613_ & 2147483647u);
                                                                                    bool l_1616_ = (l_1615_ == 0u);
                                                                                    if (l_1616_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1617_ = (l_1613_ & 2147483648u);
                                                                                        bool l_1618_ = (l_1617_ != 0u);
                                                                                        if (l_1618_) {
                                                                                            uint l_1619_ = (l_1613_ - 1u);
                                                                                            l_mut_246_ = l_1619_;
                                                                                        } else {
                                                                                            bool l_1620_ = (l_1613_ == 2139095040u);
                                                                                            if (l_1620_) {
                                                                                                l_mut_246_ = l_1613_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3444 = l_mut_246_;
                                                                                    float l_1621_ = asfloat(_e3444);
                                                                                    uint l_1622_ = asuint(l_1621_);
                                                                                    double l_1623_ = double(l_1621_);
                                                                                    l_mut_46_ = l_1623_;
                                                                                    uint l_1624_ = (l_1622_ & 2139095040u);
                                                                                    bool l_1625_ = (l_1624_ == 0u);
                                                                                    if (l_1625_) {
                                                                                        uint l_1626_ = (l_1622_ & 8388607u);
                                                                                        double l_1627_ = double(l_1626_);
                                                                                        double l_1628_ = (l_1627_ * 1.401298464324817e-45L);
                                                                                        l_mut_46_ = l_1628_;
                                                                                        uint l_1629_ = (l_1622_ >> 31u);
                                                                                        bool l_1630_ = (l_1629_ == 1u);
                                                                                        if (l_1630_) {
                                                                                            double _e3461 = l_mut_46_;
                                                                                            double l_1631_ = -(_e3461);
                                                                                            l_mut_46_ = l_1631_;
                                                                                        }
                                                                                    }
                                                                                    double _e3463 = l_mut_46_;
                                                                                    bool l_1632_ = (_e3463 <= l_1579_);
                                                                                    if (l_1632_) {
                                                                                        uint l_1633_ = asuint(l_1585_);
                                                                                        uint l_1634_ = (l_1633_ + 1u);
                                                                                        l_mut_246_ = l_1634_;
                                                                                        uint l_1635_ = (l_1633_ & 2147483647u);
                                                                                        bool l_1636_ = (l_1635_ == 0u);
                                                                                        if (l_1636_) {
                                                                                            l_mut_246_ = 1u;
                                                                                        } else {
                                                                                            uint l_1637_ = (l_1633_ & 2147483648u);
                                                                                            bool l_1638_ = (l_1637_ != 0u);
                                                                                            if (l_1638_) {
                                                                                                uint l_1639_ = (l_1633_ - 1u);
                                                                                                l_mut_246_ = l_1639_;
                                                                                            } else {
                                                                                                bool l_1640_ = (l_1633_ == 2139095040u);
                                                                                                if (l_1640_) {
                                                                                                    l_mut_246_ = l_1633_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3481 = l_mut_246_;
                                                                                        float l_1641_ = asfloat(_e3481);
                                                                                        uint l_1642_ = asuint(l_1641_);
                                                                                        double l_1643_ = double(l_1641_);
                                                                                        l_mut_46_ = l_1643_;
                                                                                        uint l_1644_ = (l_1642_ & 2139095040u);
                                                                                        bool l_1645_ = (l_1644_ == 0u);
                                                                                        if (l_1645_) {
                                                                                            uint l_1646_ = (l_1642_ & 8388607u);
                                                                                            double l_1647_ = double(l_1646_);
                                                                                            double l_1648_ = (l_1647_ * 1.401298464324817e-45L);
                                                                                            l_mut_46_ = l_1648_;
                                                                                            uint l_1649_ = (l_1642_ >> 31u);
                                                                                            bool l_1650_ = (l_1649_ == 1u);
                                                                                            if (l_1650_) {
                                                                                                double _e3498 = l_mut_46_;
                                                                                                double l_1651_ = -(_e3498);
                                                                                                l_mut_46_ = l_1651_;
                                                                                            }
                                                                                        }
                                                                                        double _e3500 = l_mut_46_;
                                                                                        l_mut_319_ = _e3500;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double l_1652_ = a_1264_[1];
                                                                            double l_1653_ = -(l_1652_);
                                                                            double l_1654_ = (l_1653_ * 7.1362384635298e44L);
                                                                            double l_1655_ = floor(l_1654_);
                                                                            double l_1656_ = (l_1655_ * 1.401298464324817e-45L);
                                                                            l_mut_46_ = l_1656_;
                                                                            double l_1657_ = abs(l_1653_);
                                                                            bool l_1658_ = (l_1657_ >= 1.1754943508222875e-38L);
                                                                            if (l_1658_) {
                                                                                float l_1659_ = float(l_1653_);
                                                                                double l_1660_ = double(l_1659_);
                                                                                l_mut_46_ = l_1660_;
                                                                                double _e3514 = l_mut_46_;
                                                                                bool l_1661_ = (_e3514 > l_1653_);
                                                                                if (l_1661_) {
                                                                                    uint l_1662_ = asuint(l_1659_);
                                                                                    uint l_1663_ = (l_1662_ ^ 2147483648u);
                                                                                    float l_1664_ = asfloat(l_1663_);
                                                                                    uint l_1665_ = asuint(l_1664_);
                                                                                    uint l_1666_ = (l_1665_ + 1u);
                                                                                    l_mut_246_ = l_1666_;
                                                                                    uint l_1667_ = (l_1665_ & 2147483647u);
                                                                                    bool l_1668_ = (l_1667_ == 0u);
                                                                                    if (l_1668_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1669_ = (l_1665_ & 2147483648u);
                                                                                        bool l_1670_ = (l_1669_ != 0u);
                                                                                        if (l_1670_) {
                                                                                            uint l_1671_ = (l_1665_ - 1u);
                                                                                            l_mut_246_ = l_1671_;
                                                                                        } else {
                                                                                            bool l_1672_ = (l_1665_ == 2139095040u);
                                                                                            if (l_1672_) {
                                                                                                l_mut_246_ = l_1665_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3536 = l_mut_246_;
                                                                                    float l_1673_ = asfloat(_e3536);
                                                                                    uint l_1674_ = asuint(l_1673_);
                                                                                    uint l_1675_ = (l_1674_ ^ 2147483648u);
                                                                                    float l_1676_ = asfloat(l_1675_);
                                                                                    uint l_1677_ = asuint(l_1676_);
                                                                                    double l_1678_ = double(l_1676_);
                                                                                    l_mut_26_ = l_1678_;
                                                                                    uint l_1679_ = (l_1677_ & 2139095040u);
                                                                                    bool l_1680_ = (l_1679_ == 0u);
                                                                                    if (l_1680_) {
                                                                                        uint l_1681_ = (l_1677_ & 8388607u);
                                                                                        double l_1682_ = double(l_1681_);
                                                                                        double l_1683_ = (l_1682_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1683_;
                                                                                        uint l_1684_ = (l_1677_ >> 31u);
                                                                                        bool l_1685_ = (l_1684_ == 1u);
                                                                                        if (l_1685_) {
                                                                                            double _e3557 = l_mut_26_;
                                                                                            double l_1686_ = -(_e3557);
                                                                                            l_mut_26_ = l_1686_;
                                                                                        }
                                                                                    }
                                                                                    double _e3559 = l_mut_26_;
                                                                                    l_mut_46_ = _e3559;
                                                                                } else {
                                                                                    uint l_1687_ = asuint(l_1659_);
                                                                                    uint l_1688_ = (l_1687_ + 1u);
                                                                                    l_mut_246_ = l_1688_;
                                                                                    uint l_1689_ = (l_1687_ & 2147483647u);
                                                                                    bool l_1690_ = (l_1689_ == 0u);
                                                                                    if (l_1690_) {
                                                                                        l_mut_246_ = 1u;
                                                                                    } else {
                                                                                        uint l_1691_ = (l_1687_ & 2147483648u);
                                                                                        bool l_1692_ = (l_1691_ != 0u);
                                                                                        if (l_1692_) {
                                                                                            uint l_1693_ = (l_1687_ - 1u);
                                                                                            l_mut_246_ = l_1693_;
                                                                                        } else {
                                                                                            bool l_1694_ = (l_1687_ == 2139095040u);
                                                                                            if (l_1694_) {
                                                                                                l_mut_246_ = l_1687_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3576 = l_mut_246_;
                                                                                    float l_1695_ = asfloat(_e3576);
                                                                                    uint l_1696_ = asuint(l_1695_);
                                                                                    double l_1697_ = double(l_1695_);
                                                                                    l_mut_26_ = l_1697_;
                                                                                    uint l_1698_ = (l_1696_ & 2139095040u);
                                                                                    bool l_1699_ = (l_1698_ == 0u);
                                                                                    if (l_1699_) {
                                                                                        uint l_1700_ = (l_1696_ & 8388607u);
                                                                                        double l_1701_ = double(l_1700_);
                                                                                        double l_1702_ = (l_1701_ * 1.401298464324817e-45L);
                                                                                        l_mut_26_ = l_1702_;
                                                                                        uint l_1703_ = (l_1696_ >> 31u);
                                                                                        bool l_1704_ = (l_1703_ == 1u);
                                                                                        if (l_1704_) {
                                                                                            double _e3593 = l_mut_26_;
                                                                                            double l_1705_ = -(_e3593);
                                                                                            l_mut_26_ = l_1705_;
                                                                                        }
                                                                                    }
                                                                                    double _e3595 = l_mut_26_;
                                                                                    bool l_1706_ = (_e3595 <= l_1653_);
                                                                                    if (l_1706_) {
                                                                                        uint l_1707_ = asuint(l_1659_);
                                                                                        uint l_1708_ = (l_1707_ + 1u);
                                                                                        l_mut_246_ = l_1708_;
                                                                                        uint l_1709_ = (l_1707_ & 2147483647u);
                                                                                        bool l_1710_ = (l_1709_ == 0u);
                                                                                        if (l_1710_) {
                                                                                            l_mut_246_ = 1u;
                                                                                        } else {
                                                                                            uint l_1711_ = (l_1707_ & 2147483648u);
                                                                                            bool l_1712_ = (l_1711_ != 0u);
                                                                                            if (l_1712_) {
                                                                                                uint l_1713_ = (l_1707_ - 1u);
                                                                                                l_mut_246_ = l_1713_;
                                                                                            } else {
                                                                                                bool l_1714_ = (l_1707_ == 2139095040u);
                                                                                                if (l_1714_) {
                                                                                                    l_mut_246_ = l_1707_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3613 = l_mut_246_;
                                                                                        float l_1715_ = asfloat(_e3613);
                                                                                        uint l_1716_ = asuint(l_1715_);
                                                                                        double l_1717_ = double(l_1715_);
                                                                                        l_mut_26_ = l_1717_;
                                                                                        uint l_1718_ = (l_1716_ & 2139095040u);
                                                                                        bool l_1719_ = (l_1718_ == 0u);
                                                                                        if (l_1719_) {
                                                                                            uint l_1720_ = (l_1716_ & 8388607u);
                                                                                            double l_1721_ = double(l_1720_);
                                                                                            double l_1722_ = (l_1721_ * 1.401298464324817e-45L);
                                                                                            l_mut_26_ = l_1722_;
                                                                                            uint l_1723_ = (l_1716_ >> 31u);
                                                                                            bool l_1724_ = (l_1723_ == 1u);
                                                                                            if (l_1724_) {
                                                                                                double _e3630 = l_mut_26_;
                                                                                                double l_1725_ = -(_e3630);
                                                                                                l_mut_26_ = l_1725_;
                                                                                            }
                                                                                        }
                                                                                        double _e3632 = l_mut_26_;
                                                                                        l_mut_46_ = _e3632;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3633 = l_mut_46_;
                                                                            double l_1726_ = -(_e3633);
                                                                            float _e3635 = l_mut_22_;
                                                                            uint l_1727_ = asuint(_e3635);
                                                                            float _e3637 = l_mut_22_;
                                                                            double l_1728_ = double(_e3637);
                                                                            l_mut_46_ = l_1728_;
                                                                            uint l_1729_ = (l_1727_ & 2139095040u);
                                                                            bool l_1730_ = (l_1729_ == 0u);
                                                                            if (l_1730_) {
                                                                                uint l_1731_ = (l_1727_ & 8388607u);
                                                                                double l_1732_ = double(l_1731_);
                                                                                double l_1733_ = (l_1732_ * 1.401298464324817e-45L);
                                                                                l_mut_46_ = l_1733_;
                                                                                uint l_1734_ = (l_1727_ >> 31u);
                                                                                bool l_1735_ = (l_1734_ == 1u);
                                                                                if (l_1735_) {
                                                                                    double _e3652 = l_mut_46_;
                                                                                    double l_1736_ = -(_e3652);
                                                                                    l_mut_46_ = l_1736_;
                                                                                }
                                                                            }
                                                                            float _e3654 = l_mut_22_;
                                                                            uint l_1737_ = asuint(_e3654);
                                                                            uint l_1738_ = (l_1737_ + 1u);
                                                                            l_mut_246_ = l_1738_;
                                                                            uint l_1739_ = (l_1737_ & 2147483647u);
                                                                            bool l_1740_ = (l_1739_ == 0u);
                                                                            if (l_1740_) {
                                                                                l_mut_246_ = 1u;
                                                                            } else {
                                                                                uint l_1741_ = (l_1737_ & 2147483648u);
                                                                                bool l_1742_ = (l_1741_ != 0u);
                                                                                if (l_1742_) {
                                                                                    uint l_1743_ = (l_1737_ - 1u);
                                                                                    l_mut_246_ = l_1743_;
                                                                                } else {
                                                                                    bool l_1744_ = (l_1737_ == 2139095040u);
                                                                                    if (l_1744_) {
                                                                                        l_mut_246_ = l_1737_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3671 = l_mut_246_;
                                                                            float l_1745_ = asfloat(_e3671);
                                                                            uint l_1746_ = asuint(l_1745_);
                                                                            double l_1747_ = double(l_1745_);
                                                                            l_mut_26_ = l_1747_;
                                                                            uint l_1748_ = (l_1746_ & 2139095040u);
                                                                            bool l_1749_ = (l_1748_ == 0u);
                                                                            if (l_1749_) {
                                                                                uint l_1750_ = (l_1746_ & 8388607u);
                                                                                double l_1751_ = double(l_1750_);
                                                                                double l_1752_ = (l_1751_ * 1.401298464324817e-45L);
                                                                                l_mut_26_ = l_1752_;
                                                                                uint l_1753_ = (l_1746_ >> 31u);
                                                                                bool l_1754_ = (l_1753_ == 1u);
                                                                                if (l_1754_) {
                                                                                    double _e3688 = l_mut_26_;
                                                                                    double l_1755_ = -(_e3688);
                                                                                    l_mut_26_ = l_1755_;
                                                                                }
                                                                            }
                                                                            float _e3690 = l_mut_22_;
                                                                            uint l_1756_ = asuint(_e3690);
                                                                            uint l_1757_ = (l_1756_ ^ 2147483648u);
                                                                            float l_1758_ = asfloat(l_1757_);
                                                                            uint l_1759_ = asuint(l_1758_);
                                                                            uint l_1760_ = (l_1759_ + 1u);
                                                                            l_mut_246_ = l_1760_;
                                                                            uint l_1761_ = (l_1759_ & 2147483647u);
                                                                            bool l_1762_ = (l_1761_ == 0u);
                                                                            if (l_1762_) {
                                                                                l_mut_246_ = 1u;
                                                                            } else {
                                                                                uint l_1763_ = (l_1759_ & 2147483648u);
                                                                                bool l_1764_ = (l_1763_ != 0u);
                                                                                if (l_1764_) {
                                                                                    uint l_1765_ = (l_1759_ - 1u);
                                                                                    l_mut_246_ = l_1765_;
                                                                                } else {
                                                                                    bool l_1766_ = (l_1759_ == 2139095040u);
                                                                                    if (l_1766_) {
                                                                                        l_mut_246_ = l_1759_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3711 = l_mut_246_;
                                                                            float l_1767_ = asfloat(_e3711);
                                                                            uint l_1768_ = asuint(l_1767_);
                                                                            uint l_1769_ = (l_1768_ ^ 2147483648u);
                                                                            float l_1770_ = asfloat(l_1769_);
                                                                            uint l_1771_ = asuint(l_1770_);
                                                                            double l_1772_ = double(l_1770_);
                                                                            l_mut_1773_ = l_1772_;
                                                                            uint l_1774_ = (l_1771_ & 2139095040u);
                                                                            bool l_1775_ = (l_1774_ == 0u);
                                                                            if (l_1775_) {
                                                                                uint l_1776_ = (l_1771_ & 8388607u);
                                                                                double l_1777_ = double(l_1776_);
                                                                                double l_1778_ = (l_1777_ * 1.401298464324817e-45L);
                                                                                l_mut_1773_ = l_1778_;
                                                                                uint l_1779_ = (l_1771_ >> 31u);
                                                                                bool l_1780_ = (l_1779_ == 1u);
                                                                                if (l_1780_) {
                                                                                    double _e3732 = l_mut_1773_;
                                                                                    double l_1781_ = -(_e3732);
                                                                                    l_mut_1773_ = l_1781_;
                                                                                }
                                                                            }
                                                                            double _e3734 = l_mut_319_;
                                                                            double l_1782_ = (_e3734 + 0.0L);
                                                                            double _e3737 = l_mut_46_;
                                                                            bool l_1783_ = (l_1782_ <= _e3737);
                                                                            l_mut_339_ = l_1783_;
                                                                            double _e3739 = l_mut_319_;
                                                                            double l_1784_ = (_e3739 - 0.0L);
                                                                            double _e3742 = l_mut_46_;
                                                                            bool l_1785_ = (l_1784_ > _e3742);
                                                                            l_mut_336_ = l_1785_;
                                                                            double l_1786_ = (l_1726_ - 0.0L);
                                                                            double _e3746 = l_mut_46_;
                                                                            bool l_1787_ = (l_1786_ >= _e3746);
                                                                            l_mut_333_ = l_1787_;
                                                                            double l_1788_ = (l_1726_ + 0.0L);
                                                                            double _e3750 = l_mut_46_;
                                                                            bool l_1789_ = (l_1788_ < _e3750);
                                                                            l_mut_330_ = l_1789_;
                                                                            l_mut_246_ = 2u;
                                                                            bool _e3753 = l_mut_336_;
                                                                            if (!(_e3753)) {
                                                                                bool _e3757 = l_mut_330_;
                                                                                local_74 = _e3757;
                                                                            } else {
                                                                                local_74 = true;
                                                                            }
                                                                            bool l_1790_ = local_74;
                                                                            if (l_1790_) {
                                                                                l_mut_246_ = 1u;
                                                                            } else {
                                                                                bool _e3761 = l_mut_339_;
                                                                                if (_e3761) {
                                                                                    bool _e3764 = l_mut_333_;
                                                                                    local_75 = _e3764;
                                                                                } else {
                                                                                    local_75 = false;
                                                                                }
                                                                                bool l_1791_ = local_75;
                                                                                if (l_1791_) {
                                                                                    l_mut_246_ = 0u;
                                                                                }
                                                                            }
                                                                            float _e3768 = l_mut_22_;
                                                                            uint l_1792_ = asuint(_e3768);
                                                                            uint l_1793_ = (l_1792_ & 2147483647u);
                                                                            bool l_1794_ = (l_1793_ == 0u);
                                                                            if (l_1794_) {
                                                                                double _e3774 = l_mut_319_;
                                                                                double l_1795_ = (_e3774 + 0.0L);
                                                                                bool l_1796_ = (l_1795_ < 1.1754943508222875e-38L);
                                                                                double l_1797_ = (l_1726_ - 0.0L);
                                                                                bool l_1798_ = (l_1797_ > -1.1754943508222875e-38L);
                                                                                if (l_1796_) {
                                                                                    local_76 = l_1798_;
                                                                                } else {
                                                                                    local_76 = false;
                                                                                }
                                                                                bool l_1799_ = local_76;
                                                                                double _e3787 = l_mut_319_;
                                                                                double l_1800_ = (_e3787 - 0.0L);
                                                                                bool l_1801_ = (l_1800_ < 1.1754943508222875e-38L);
                                                                                double l_1802_ = (l_1726_ + 0.0L);
                                                                                bool l_1803_ = (l_1802_ > -1.1754943508222875e-38L);
                                                                                if (l_1801_) {
                                                                                    local_77 = l_1803_;
                                                                                } else {
                                                                                    local_77 = false;
                                                                                }
                                                                                bool l_1804_ = local_77;
                                                                                if (l_1799_) {
                                                                                    l_mut_246_ = 0u;
                                                                                } else {
                                                                                    uint _e3801 = l_mut_246_;
                                                                                    bool l_1805_ = (_e3801 == 1u);
                                                                                    if (l_1804_) {
                                                                                        local_78 = l_1805_;
                                                                                    } else {
                                                                                        local_78 = false;
                                                                                    }
                                                                                    bool l_1806_ = local_78;
                                                                                    if (l_1806_) {
                                                                                        l_mut_246_ = 2u;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3809 = l_mut_246_;
                                                                            l_mut_284_ = _e3809;
                                                                        }
                                                                        uint _e3810 = l_mut_284_;
                                                                        l_mut_230_ = _e3810;
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
                            uint l_1807_ = a_229_[0];
                            bool l_1808_ = (l_1807_ == 0u);
                            if (l_1808_) {
                                l_mut_230_ = 2u;
                            }
                            uint _e3816 = l_mut_210_;
                            uint _e3818 = l_mut_230_;
                            a_10_[min(uint(_e3816), 7u)] = _e3818;
                            uint _e3819 = l_mut_210_;
                            uint l_1809_ = a_10_[min(uint(_e3819), 7u)];
                            bool l_1810_ = (l_1809_ == 2u);
                            if (l_1810_) {
                                l_mut_207_ = false;
                            }
                        }
                    }
                }
                uint _e3828 = l_mut_109_;
                bool l_1811_ = (_e3828 == 4294967293u);
                if (l_1811_) {
                    uint l_1812_ = a_8_[0];
                    uint l_1813_ = (l_1812_ + 1u);
                    a_8_[0] = l_1813_;
                } else {
                    bool _e3836 = l_mut_207_;
                    if (_e3836) {
                        l_mut_1773_ = l_197_;
                        double _e3837 = l_mut_1773_;
                        bool l_1814_ = (_e3837 < -17.0L);
                        if (l_1814_) {
                            l_mut_1773_ = -17.0L;
                        }
                        double _e3841 = l_mut_1773_;
                        bool l_1815_ = (_e3841 > 17.0L);
                        if (l_1815_) {
                            l_mut_1773_ = 17.0L;
                        }
                        double _e3845 = l_mut_1773_;
                        double l_1816_ = (_e3845 + 16.0L);
                        double l_1817_ = (l_1816_ + 1.0L);
                        uint l_1818_ = naga_f2u32(l_1817_);
                        uint l_1819_ = (2u + l_1818_);
                        uint l_1820_ = a_8_[min(uint(l_1819_), 64u)];
                        uint l_1821_ = (l_1820_ + 1u);
                        a_8_[min(uint(l_1819_), 64u)] = l_1821_;
                        float _e3858 = l_mut_22_;
                        uint l_1822_ = asuint(_e3858);
                        uint l_1823_ = (l_1822_ & 8388607u);
                        double l_1824_ = double(l_1823_);
                        double l_1825_ = (l_1824_ / 7.1362384635298e44L);
                        l_mut_1773_ = l_1825_;
                        uint l_1826_ = (l_1822_ & 2139095040u);
                        bool l_1827_ = (l_1826_ != 0u);
                        if (l_1827_) {
                            uint l_1828_ = (l_1822_ & 2147483647u);
                            float l_1829_ = asfloat(l_1828_);
                            double l_1830_ = double(l_1829_);
                            l_mut_1773_ = l_1830_;
                        }
                        uint l_1831_ = (l_1822_ >> 31u);
                        double l_1832_ = double(l_1831_);
                        double l_1833_ = (2.0L * l_1832_);
                        double l_1834_ = (1.0L - l_1833_);
                        double _e3880 = l_mut_1773_;
                        l_mut_1773_ = (_e3880 * l_1834_);
                        double _e3882 = l_mut_35_;
                        double l_1835_ = abs(_e3882);
                        double _e3884 = l_mut_35_;
                        double l_1836_ = (_e3884 * 0.0L);
                        double l_1837_ = (l_1836_ + 7.1362384635298e44L);
                        l_mut_319_ = l_1837_;
                        bool l_1838_ = (l_1835_ >= 2.350988701644575e-38L);
                        if (l_1838_) {
                            uint _e3891 = l_mut_109_;
                            uint l_1839_ = (_e3891 & 2147483647u);
                            float l_1840_ = asfloat(l_1839_);
                            double l_1841_ = double(l_1840_);
                            uint l_1842_ = (l_1839_ & 2139095040u);
                            float l_1843_ = asfloat(l_1842_);
                            double l_1844_ = double(l_1843_);
                            bool l_1845_ = (l_1841_ > l_1835_);
                            uint l_1846_ = (l_1839_ & 8388607u);
                            bool l_1847_ = (l_1846_ == 0u);
                            if (l_1845_) {
                                local_79 = l_1847_;
                            } else {
                                local_79 = false;
                            }
                            bool l_1848_ = local_79;
                            double l_1849_ = (l_1844_ * 1.1920928955078125e-7L);
                            double l_1850_ = double(l_1848_);
                            double l_1851_ = (0.5L * l_1850_);
                            double l_1852_ = (1.0L - l_1851_);
                            double l_1853_ = (l_1849_ * l_1852_);
                            double l_1854_ = (1.0L / l_1853_);
                            l_mut_319_ = l_1854_;
                        }
                        double _e3919 = l_mut_1773_;
                        double _e3920 = l_mut_35_;
                        double l_1855_ = (_e3919 - _e3920);
                        double _e3922 = l_mut_319_;
                        double l_1856_ = (l_1855_ * _e3922);
                        uint l_1857_ = a_8_[45];
                        bool l_1858_ = (l_1857_ == 4294967295u);
                        double l_1859_ = a_9_[0];
                        bool l_1860_ = (l_1856_ < l_1859_);
                        if (!(l_1858_)) {
                            local_80 = l_1860_;
                        } else {
                            local_80 = true;
                        }
                        bool l_1861_ = local_80;
                        if (l_1861_) {
                            a_9_[0] = l_1856_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_178_;
                        }
                        uint l_1862_ = a_8_[47];
                        bool l_1863_ = (l_1862_ == 4294967295u);
                        double l_1864_ = a_9_[1];
                        bool l_1865_ = (l_1856_ > l_1864_);
                        if (!(l_1863_)) {
                            local_81 = l_1865_;
                        } else {
                            local_81 = true;
                        }
                        bool l_1866_ = local_81;
                        if (l_1866_) {
                            a_9_[1] = l_1856_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_178_;
                        }
                        bool l_1867_ = (l_197_ != 0.0L);
                        if (l_1867_) {
                            l_mut_1868_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e4007 = l_mut_1868_;
                                    l_mut_1868_ = (_e4007 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3958 = l_mut_1868_;
                                if ((_e3958 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3961 = l_mut_1868_;
                                    uint l_1869_ = a_10_[min(uint(_e3961), 7u)];
                                    bool l_1870_ = (l_1869_ == 1u);
                                    if (l_1870_) {
                                        uint _e3967 = l_mut_1868_;
                                        uint l_1871_ = (37u + _e3967);
                                        uint l_1872_ = a_8_[min(uint(l_1871_), 64u)];
                                        uint l_1873_ = (l_1872_ + 1u);
                                        a_8_[min(uint(l_1871_), 64u)] = l_1873_;
                                        uint _e3975 = l_mut_1868_;
                                        uint l_1874_ = (2u + _e3975);
                                        uint l_1875_ = (2u * l_1874_);
                                        uint l_1876_ = (45u + l_1875_);
                                        uint l_1877_ = a_8_[min(uint(l_1876_), 64u)];
                                        bool l_1878_ = (l_1877_ == 4294967295u);
                                        double l_1879_ = abs(l_1856_);
                                        uint _e3987 = l_mut_1868_;
                                        uint l_1880_ = (2u + _e3987);
                                        double l_1881_ = a_9_[min(uint(l_1880_), 9u)];
                                        double l_1882_ = abs(l_1881_);
                                        bool l_1883_ = (l_1879_ > l_1882_);
                                        if (!(l_1878_)) {
                                            local_82 = l_1883_;
                                        } else {
                                            local_82 = true;
                                        }
                                        bool l_1884_ = local_82;
                                        if (l_1884_) {
                                            uint _e3999 = l_mut_1868_;
                                            uint l_1885_ = (2u + _e3999);
                                            a_9_[min(uint(l_1885_), 9u)] = l_1856_;
                                            a_8_[min(uint(l_1876_), 64u)] = l_20_;
                                            uint l_1886_ = (l_1876_ + 1u);
                                            a_8_[min(uint(l_1886_), 64u)] = l_178_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1887_ = a_8_[1];
                        uint l_1888_ = (l_2_ + l_1887_);
                        uint l_1889_ = (l_1888_ * 2u);
                        uint l_1974_ = asuint(info.Load(24+0));
                        uint l_1975_ = (l_1974_ * 1u);
                        bool l_1976_ = (l_1889_ < l_1975_);
                        if (l_1976_) {
                            buffer_6_global.Store(l_1889_*4, asuint(l_20_));
                        }
                        uint l_1890_ = (l_1889_ + 1u);
                        uint l_1977_ = asuint(info.Load(24+0));
                        uint l_1978_ = (l_1977_ * 1u);
                        bool l_1979_ = (l_1890_ < l_1978_);
                        if (l_1979_) {
                            buffer_6_global.Store(l_1890_*4, asuint(l_178_));
                        }
                        uint l_1891_ = a_8_[1];
                        uint l_1892_ = (l_1891_ + 1u);
                        a_8_[1] = l_1892_;
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
                uint _e4064 = l_mut_1893_;
                l_mut_1893_ = (_e4064 + 1u);
            }
            loop_init_5 = false;
            uint _e4044 = l_mut_1893_;
            if ((_e4044 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1894_ = (id * 65u);
                uint _e4049 = l_mut_1893_;
                uint l_1895_ = (l_1894_ + _e4049);
                uint _e4051 = l_mut_1893_;
                uint l_1896_ = a_8_[min(uint(_e4051), 64u)];
                uint l_1980_ = asuint(info.Load(16+0));
                uint l_1981_ = (l_1980_ * 1u);
                bool l_1982_ = (l_1895_ < l_1981_);
                if (l_1982_) {
                    buffer_4_global.Store(l_1895_*4, asuint(l_1896_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e4088 = l_mut_1897_;
                l_mut_1897_ = (_e4088 + 1u);
            }
            loop_init_6 = false;
            uint _e4068 = l_mut_1897_;
            if ((_e4068 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1898_ = (id * 10u);
                uint _e4073 = l_mut_1897_;
                uint l_1899_ = (l_1898_ + _e4073);
                uint _e4075 = l_mut_1897_;
                double l_1900_ = a_9_[min(uint(_e4075), 9u)];
                uint l_1983_ = asuint(info.Load(20+0));
                uint l_1984_ = (l_1983_ * 1u);
                bool l_1985_ = (l_1899_ < l_1984_);
                if (l_1985_) {
                    buffer_5_global.Store(l_1899_*8, l_1900_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
