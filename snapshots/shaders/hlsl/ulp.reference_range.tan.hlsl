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
    uint a_722_[1] = (uint[1])0;
    double a_1364_[2] = (double[2])0;
    double a_1705_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    double l_mut_1156_ = (double)0;
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
    double l_mut_875_ = (double)0;
    double l_mut_915_ = (double)0;
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
    uint l_mut_1882_ = (uint)0;
    bool local_80 = (bool)0;
    uint l_mut_1907_ = 0u;
    uint l_mut_1911_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1929_ = asuint(info.Load(28+0));
        uint l_1930_ = (l_1929_ * 1u);
        bool l_1931_ = (0u < l_1930_);
        if (l_1931_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1915_ = asuint(info.Load(0+0));
    uint l_1916_ = (l_1915_ * 1u);
    bool l_1917_ = (1u < l_1916_);
    uint l_1918_ = (l_1916_ - 1u);
    uint l_1919_ = min(1u, l_1918_);
    uint l_1920_ = asuint(buffer_0_global.Load(l_1919_*4));
    uint l_1_ = (l_1917_ ? l_1920_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1922_ = asuint(info.Load(0+0));
    uint l_1923_ = (l_1922_ * 1u);
    bool l_1924_ = (2u < l_1923_);
    uint l_1925_ = (l_1923_ - 1u);
    uint l_1926_ = min(2u, l_1925_);
    uint l_1927_ = asuint(buffer_0_global.Load(l_1926_*4));
    uint l_3_ = (l_1924_ ? l_1927_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1932_ = asuint(info.Load(0+0));
        uint l_1933_ = (l_1932_ * 1u);
        bool l_1934_ = (2u < l_1933_);
        uint l_1935_ = (l_1933_ - 1u);
        uint l_1936_ = min(2u, l_1935_);
        uint l_1937_ = asuint(buffer_0_global.Load(l_1936_*4));
        uint l_6_ = (l_1934_ ? l_1937_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e126 = l_mut_11_;
                l_mut_11_ = (_e126 + 1u);
            }
            loop_init = false;
            uint _e119 = l_mut_11_;
            if ((_e119 < 45u)) {
            } else {
                break;
            }
            {
                uint _e122 = l_mut_11_;
                a_8_[min(uint(_e122), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e153 = l_mut_12_;
                l_mut_12_ = (_e153 + 1u);
            }
            loop_init_1 = false;
            uint _e130 = l_mut_12_;
            if ((_e130 < 10u)) {
            } else {
                break;
            }
            {
                uint _e134 = l_mut_12_;
                uint l_13_ = (2u * _e134);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e141 = l_mut_12_;
                uint l_15_ = (2u * _e141);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e149 = l_mut_12_;
                a_9_[min(uint(_e149), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3998 = l_mut_18_;
                l_mut_18_ = (_e3998 + 1u);
            }
            loop_init_2 = false;
            uint _e156 = l_mut_18_;
            if ((_e156 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1939_ = asuint(info.Load(0+0));
                uint l_1940_ = (l_1939_ * 1u);
                bool l_1941_ = (0u < l_1940_);
                uint l_1942_ = (l_1940_ - 1u);
                uint l_1943_ = min(0u, l_1942_);
                uint l_1944_ = asuint(buffer_0_global.Load(l_1943_*4));
                uint l_19_ = (l_1941_ ? l_1944_ : 0u);
                uint _e175 = l_mut_18_;
                uint l_20_ = (l_19_ + _e175);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = tan(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = double(l_21_);
                double l_27_ = double(l_21_);
                double _e182 = l_mut_25_;
                l_mut_28_ = _e182;
                double _e183 = l_mut_25_;
                double l_29_ = tan(_e183);
                l_mut_28_ = l_29_;
                double _e185 = l_mut_28_;
                l_mut_25_ = _e185;
                l_mut_30_ = 4294967294u;
                float _e187 = l_mut_22_;
                uint l_31_ = asuint(_e187);
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
                double _e205 = l_mut_25_;
                double l_40_ = abs(_e205);
                double _e207 = l_mut_25_;
                bool l_41_ = (_e207 < 0.0L);
                uint l_42_ = uint(l_41_);
                uint l_43_ = (2147483648u * l_42_);
                if (l_39_) {
                } else {
                    double _e213 = l_mut_25_;
                    const bool _e214 = is_nan_1_f64_(_e213);
                    if (_e214) {
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
                float _e311 = l_mut_22_;
                uint l_99_ = asuint(_e311);
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
                uint _e332 = l_mut_30_;
                uint l_111_ = (_e332 & 2147483647u);
                double l_112_ = double(l_111_);
                uint _e336 = l_mut_30_;
                uint l_113_ = (_e336 >> 31u);
                double l_114_ = double(l_113_);
                double l_115_ = (2.0L * l_114_);
                double l_116_ = (1.0L - l_115_);
                double l_117_ = (l_112_ * l_116_);
                double l_118_ = (l_110_ - l_117_);
                uint _e346 = l_mut_30_;
                bool l_119_ = (_e346 < 4294967293u);
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
                bool _e367 = l_mut_125_;
                if (_e367) {
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
                            uint _e3784 = l_mut_128_;
                            l_mut_128_ = (_e3784 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e374 = l_mut_128_;
                        if ((_e374 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e378 = l_mut_128_;
                            uint l_129_ = (2u * _e378);
                            uint l_1946_ = asuint(info.Load(4+0));
                            uint l_1947_ = (l_1946_ * 1u);
                            bool l_1948_ = (l_129_ < l_1947_);
                            uint l_1949_ = (l_1947_ - 1u);
                            uint l_1950_ = min(l_129_, l_1949_);
                            uint l_1951_ = asuint(buffer_1_global.Load(l_1950_*4));
                            uint l_130_ = (l_1948_ ? l_1951_ : 0u);
                            uint _e396 = l_mut_128_;
                            uint l_131_ = (2u * _e396);
                            uint l_132_ = (l_131_ + 1u);
                            uint l_1953_ = asuint(info.Load(4+0));
                            uint l_1954_ = (l_1953_ * 1u);
                            bool l_1955_ = (l_132_ < l_1954_);
                            uint l_1956_ = (l_1954_ - 1u);
                            uint l_1957_ = min(l_132_, l_1956_);
                            uint l_1958_ = asuint(buffer_1_global.Load(l_1957_*4));
                            uint l_133_ = (l_1955_ ? l_1958_ : 0u);
                            bool l_134_ = (l_133_ != 0u);
                            uint _e417 = l_mut_128_;
                            uint l_135_ = (_e417 * 4u);
                            uint l_1960_ = asuint(info.Load(8+0));
                            uint l_1961_ = (l_1960_ * 1u);
                            bool l_1962_ = (l_135_ < l_1961_);
                            uint l_1963_ = (l_1961_ - 1u);
                            uint l_1964_ = min(l_135_, l_1963_);
                            double l_1965_ = buffer_2_global.Load<double>(l_1964_*8);
                            double l_136_ = (l_1962_ ? l_1965_ : 0.0L);
                            uint _e435 = l_mut_128_;
                            uint l_137_ = (_e435 * 4u);
                            uint l_138_ = (l_137_ + 1u);
                            uint l_1967_ = asuint(info.Load(8+0));
                            uint l_1968_ = (l_1967_ * 1u);
                            bool l_1969_ = (l_138_ < l_1968_);
                            uint l_1970_ = (l_1968_ - 1u);
                            uint l_1971_ = min(l_138_, l_1970_);
                            double l_1972_ = buffer_2_global.Load<double>(l_1971_*8);
                            double l_139_ = (l_1969_ ? l_1972_ : 0.0L);
                            uint _e455 = l_mut_128_;
                            uint l_140_ = (_e455 * 4u);
                            uint l_141_ = (l_140_ + 2u);
                            uint l_1974_ = asuint(info.Load(8+0));
                            uint l_1975_ = (l_1974_ * 1u);
                            bool l_1976_ = (l_141_ < l_1975_);
                            uint l_1977_ = (l_1975_ - 1u);
                            uint l_1978_ = min(l_141_, l_1977_);
                            double l_1979_ = buffer_2_global.Load<double>(l_1978_*8);
                            double l_142_ = (l_1976_ ? l_1979_ : 0.0L);
                            double l_143_ = double(l_21_);
                            double l_144_ = abs(l_143_);
                            double _e477 = l_mut_25_;
                            double l_145_ = abs(_e477);
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
                                        double _e495 = l_mut_25_;
                                        double l_154_ = abs(_e495);
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
                                        double _e518 = l_mut_28_;
                                        double l_163_ = (l_136_ * _e518);
                                        l_mut_164_ = 2u;
                                        double _e521 = l_mut_25_;
                                        double l_165_ = (_e521 - l_146_);
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
                                        double _e545 = l_mut_25_;
                                        double l_175_ = (_e545 + l_146_);
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
                                        double _e569 = l_mut_28_;
                                        double _e570 = l_mut_177_;
                                        bool l_186_ = (_e569 == _e570);
                                        if (l_186_) {
                                            double l_187_ = (l_163_ * 1.4551915228366852e-11L);
                                            double l_188_ = (l_146_ + l_187_);
                                            double _e575 = l_mut_25_;
                                            double l_189_ = (_e575 - l_163_);
                                            double _e577 = l_mut_25_;
                                            double l_190_ = (_e577 + l_163_);
                                            float _e579 = l_mut_22_;
                                            double l_191_ = double(_e579);
                                            float _e581 = l_mut_22_;
                                            uint l_192_ = asuint(_e581);
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
                                            uint _e596 = l_mut_194_;
                                            float l_200_ = asfloat(_e596);
                                            double l_201_ = double(l_200_);
                                            float _e599 = l_mut_22_;
                                            float l_202_ = -(_e599);
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
                                            uint _e615 = l_mut_194_;
                                            float l_210_ = asfloat(_e615);
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
                                            bool _e636 = l_mut_218_;
                                            if (!(_e636)) {
                                                bool _e640 = l_mut_224_;
                                                local_14 = _e640;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_233_ = local_14;
                                            if (l_233_) {
                                                l_mut_194_ = 1u;
                                            } else {
                                                bool _e644 = l_mut_215_;
                                                if (_e644) {
                                                    bool _e647 = l_mut_221_;
                                                    local_15 = _e647;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_234_ = local_15;
                                                if (l_234_) {
                                                    l_mut_194_ = 0u;
                                                }
                                            }
                                            uint _e651 = l_mut_194_;
                                            l_mut_164_ = _e651;
                                        }
                                        uint _e652 = l_mut_164_;
                                        l_mut_148_ = _e652;
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
                                                double _e664 = l_mut_25_;
                                                double l_239_ = abs(_e664);
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
                                                double _e687 = l_mut_177_;
                                                double l_248_ = (l_136_ * _e687);
                                                l_mut_194_ = 2u;
                                                double _e690 = l_mut_25_;
                                                double l_249_ = (_e690 - l_146_);
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
                                                double _e714 = l_mut_25_;
                                                double l_259_ = (_e714 + l_146_);
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
                                                double _e738 = l_mut_177_;
                                                double _e739 = l_mut_28_;
                                                bool l_269_ = (_e738 == _e739);
                                                if (l_269_) {
                                                    double l_270_ = (l_248_ * 1.4551915228366852e-11L);
                                                    double l_271_ = (l_146_ + l_270_);
                                                    double _e744 = l_mut_25_;
                                                    double l_272_ = (_e744 - l_248_);
                                                    double _e746 = l_mut_25_;
                                                    double l_273_ = (_e746 + l_248_);
                                                    float _e748 = l_mut_22_;
                                                    double l_274_ = double(_e748);
                                                    float _e750 = l_mut_22_;
                                                    uint l_275_ = asuint(_e750);
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
                                                    uint _e765 = l_mut_164_;
                                                    float l_282_ = asfloat(_e765);
                                                    double l_283_ = double(l_282_);
                                                    float _e768 = l_mut_22_;
                                                    float l_284_ = -(_e768);
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
                                                    uint _e784 = l_mut_164_;
                                                    float l_292_ = asfloat(_e784);
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
                                                    bool _e805 = l_mut_221_;
                                                    if (!(_e805)) {
                                                        bool _e809 = l_mut_215_;
                                                        local_20 = _e809;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_311_ = local_20;
                                                    if (l_311_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        bool _e813 = l_mut_224_;
                                                        if (_e813) {
                                                            bool _e816 = l_mut_218_;
                                                            local_21 = _e816;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_312_ = local_21;
                                                        if (l_312_) {
                                                            l_mut_164_ = 0u;
                                                        }
                                                    }
                                                    uint _e820 = l_mut_164_;
                                                    l_mut_194_ = _e820;
                                                }
                                                uint _e821 = l_mut_194_;
                                                l_mut_148_ = _e821;
                                            }
                                        } else {
                                            bool l_313_ = (l_130_ == 4u);
                                            if (l_313_) {
                                                double l_314_ = (l_139_ * l_144_);
                                                double l_315_ = (l_136_ + l_314_);
                                                double _e826 = l_mut_25_;
                                                double l_316_ = abs(_e826);
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
                                                double _e849 = l_mut_177_;
                                                double l_325_ = (l_315_ * _e849);
                                                l_mut_194_ = 2u;
                                                double _e852 = l_mut_25_;
                                                double l_326_ = (_e852 - l_146_);
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
                                                double _e876 = l_mut_25_;
                                                double l_336_ = (_e876 + l_146_);
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
                                                double _e900 = l_mut_177_;
                                                double _e901 = l_mut_28_;
                                                bool l_346_ = (_e900 == _e901);
                                                if (l_346_) {
                                                    double l_347_ = (l_325_ * 1.4551915228366852e-11L);
                                                    double l_348_ = (l_146_ + l_347_);
                                                    double _e906 = l_mut_25_;
                                                    double l_349_ = (_e906 - l_325_);
                                                    double _e908 = l_mut_25_;
                                                    double l_350_ = (_e908 + l_325_);
                                                    float _e910 = l_mut_22_;
                                                    double l_351_ = double(_e910);
                                                    float _e912 = l_mut_22_;
                                                    uint l_352_ = asuint(_e912);
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
                                                    uint _e927 = l_mut_164_;
                                                    float l_359_ = asfloat(_e927);
                                                    double l_360_ = double(l_359_);
                                                    float _e930 = l_mut_22_;
                                                    float l_361_ = -(_e930);
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
                                                    uint _e946 = l_mut_164_;
                                                    float l_369_ = asfloat(_e946);
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
                                                    bool _e967 = l_mut_221_;
                                                    if (!(_e967)) {
                                                        bool _e971 = l_mut_215_;
                                                        local_25 = _e971;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_388_ = local_25;
                                                    if (l_388_) {
                                                        l_mut_164_ = 1u;
                                                    } else {
                                                        bool _e975 = l_mut_224_;
                                                        if (_e975) {
                                                            bool _e978 = l_mut_218_;
                                                            local_26 = _e978;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_389_ = local_26;
                                                        if (l_389_) {
                                                            l_mut_164_ = 0u;
                                                        }
                                                    }
                                                    uint _e982 = l_mut_164_;
                                                    l_mut_194_ = _e982;
                                                }
                                                uint _e983 = l_mut_194_;
                                                l_mut_148_ = _e983;
                                            } else {
                                                bool l_390_ = (l_130_ == 5u);
                                                if (l_390_) {
                                                    double l_391_ = (2.0L * l_143_);
                                                    double l_392_ = abs(l_391_);
                                                    double l_393_ = floor(l_392_);
                                                    double l_394_ = (3.0L + l_393_);
                                                    double _e992 = l_mut_25_;
                                                    double l_395_ = abs(_e992);
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
                                                    double _e1015 = l_mut_177_;
                                                    double l_404_ = (l_394_ * _e1015);
                                                    l_mut_194_ = 2u;
                                                    double _e1018 = l_mut_25_;
                                                    double l_405_ = (_e1018 - l_146_);
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
                                                    double _e1042 = l_mut_25_;
                                                    double l_415_ = (_e1042 + l_146_);
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
                                                    double _e1066 = l_mut_177_;
                                                    double _e1067 = l_mut_28_;
                                                    bool l_425_ = (_e1066 == _e1067);
                                                    if (l_425_) {
                                                        double l_426_ = (l_404_ * 1.4551915228366852e-11L);
                                                        double l_427_ = (l_146_ + l_426_);
                                                        double _e1072 = l_mut_25_;
                                                        double l_428_ = (_e1072 - l_404_);
                                                        double _e1074 = l_mut_25_;
                                                        double l_429_ = (_e1074 + l_404_);
                                                        float _e1076 = l_mut_22_;
                                                        double l_430_ = double(_e1076);
                                                        float _e1078 = l_mut_22_;
                                                        uint l_431_ = asuint(_e1078);
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
                                                        uint _e1093 = l_mut_164_;
                                                        float l_438_ = asfloat(_e1093);
                                                        double l_439_ = double(l_438_);
                                                        float _e1096 = l_mut_22_;
                                                        float l_440_ = -(_e1096);
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
                                                        uint _e1112 = l_mut_164_;
                                                        float l_448_ = asfloat(_e1112);
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
                                                        bool _e1133 = l_mut_221_;
                                                        if (!(_e1133)) {
                                                            bool _e1137 = l_mut_215_;
                                                            local_30 = _e1137;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_467_ = local_30;
                                                        if (l_467_) {
                                                            l_mut_164_ = 1u;
                                                        } else {
                                                            bool _e1141 = l_mut_224_;
                                                            if (_e1141) {
                                                                bool _e1144 = l_mut_218_;
                                                                local_31 = _e1144;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_468_ = local_31;
                                                            if (l_468_) {
                                                                l_mut_164_ = 0u;
                                                            }
                                                        }
                                                        uint _e1148 = l_mut_164_;
                                                        l_mut_194_ = _e1148;
                                                    }
                                                    uint _e1149 = l_mut_194_;
                                                    l_mut_148_ = _e1149;
                                                } else {
                                                    bool l_469_ = (l_130_ == 6u);
                                                    if (l_469_) {
                                                        l_mut_148_ = 0u;
                                                        bool l_470_ = (l_144_ <= l_139_);
                                                        if (l_470_) {
                                                            double l_471_ = (l_136_ * 1.4551915228366852e-11L);
                                                            double l_472_ = (l_146_ + l_471_);
                                                            double _e1157 = l_mut_25_;
                                                            double l_473_ = (_e1157 - l_136_);
                                                            double _e1159 = l_mut_25_;
                                                            double l_474_ = (_e1159 + l_136_);
                                                            float _e1161 = l_mut_22_;
                                                            double l_475_ = double(_e1161);
                                                            float _e1163 = l_mut_22_;
                                                            uint l_476_ = asuint(_e1163);
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
                                                            uint _e1178 = l_mut_194_;
                                                            float l_483_ = asfloat(_e1178);
                                                            double l_484_ = double(l_483_);
                                                            float _e1181 = l_mut_22_;
                                                            float l_485_ = -(_e1181);
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
                                                            uint _e1197 = l_mut_194_;
                                                            float l_493_ = asfloat(_e1197);
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
                                                            bool _e1218 = l_mut_221_;
                                                            if (!(_e1218)) {
                                                                bool _e1222 = l_mut_215_;
                                                                local_32 = _e1222;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_512_ = local_32;
                                                            if (l_512_) {
                                                                l_mut_194_ = 1u;
                                                            } else {
                                                                bool _e1226 = l_mut_224_;
                                                                if (_e1226) {
                                                                    bool _e1229 = l_mut_218_;
                                                                    local_33 = _e1229;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_513_ = local_33;
                                                                if (l_513_) {
                                                                    l_mut_194_ = 0u;
                                                                }
                                                            }
                                                            uint _e1233 = l_mut_194_;
                                                            l_mut_148_ = _e1233;
                                                        }
                                                    } else {
                                                        bool l_514_ = (l_130_ == 7u);
                                                        if (l_514_) {
                                                            double _e1236 = l_mut_25_;
                                                            double l_515_ = abs(_e1236);
                                                            double l_516_ = (l_136_ * l_515_);
                                                            l_mut_177_ = l_516_;
                                                            double _e1239 = l_mut_25_;
                                                            double l_517_ = abs(_e1239);
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
                                                            double _e1263 = l_mut_28_;
                                                            double l_526_ = (0.5L * _e1263);
                                                            double _e1265 = l_mut_177_;
                                                            bool l_527_ = (l_526_ > _e1265);
                                                            if (l_527_) {
                                                                l_mut_177_ = l_526_;
                                                            }
                                                            double _e1267 = l_mut_25_;
                                                            double l_528_ = (_e1267 - l_146_);
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
                                                            double _e1291 = l_mut_25_;
                                                            double l_538_ = (_e1291 + l_146_);
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
                                                            double _e1315 = l_mut_28_;
                                                            double _e1316 = l_mut_540_;
                                                            bool l_549_ = (_e1315 == _e1316);
                                                            if (l_549_) {
                                                                double l_550_ = (l_136_ * l_146_);
                                                                double l_551_ = (l_146_ + l_550_);
                                                                double _e1320 = l_mut_177_;
                                                                double l_552_ = (_e1320 * 1.4551915228366852e-11L);
                                                                double l_553_ = (l_551_ + l_552_);
                                                                double _e1324 = l_mut_25_;
                                                                double _e1325 = l_mut_177_;
                                                                double l_554_ = (_e1324 - _e1325);
                                                                double _e1327 = l_mut_25_;
                                                                double _e1328 = l_mut_177_;
                                                                double l_555_ = (_e1327 + _e1328);
                                                                float _e1330 = l_mut_22_;
                                                                double l_556_ = double(_e1330);
                                                                float _e1332 = l_mut_22_;
                                                                uint l_557_ = asuint(_e1332);
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
                                                                uint _e1347 = l_mut_194_;
                                                                float l_564_ = asfloat(_e1347);
                                                                double l_565_ = double(l_564_);
                                                                float _e1350 = l_mut_22_;
                                                                float l_566_ = -(_e1350);
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
                                                                uint _e1366 = l_mut_194_;
                                                                float l_574_ = asfloat(_e1366);
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
                                                                bool _e1387 = l_mut_221_;
                                                                if (!(_e1387)) {
                                                                    bool _e1391 = l_mut_215_;
                                                                    local_37 = _e1391;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_593_ = local_37;
                                                                if (l_593_) {
                                                                    l_mut_194_ = 1u;
                                                                } else {
                                                                    bool _e1395 = l_mut_224_;
                                                                    if (_e1395) {
                                                                        bool _e1398 = l_mut_218_;
                                                                        local_38 = _e1398;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_594_ = local_38;
                                                                    if (l_594_) {
                                                                        l_mut_194_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1402 = l_mut_194_;
                                                                l_mut_148_ = _e1402;
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
                                                                    double _e1416 = l_mut_25_;
                                                                    double l_601_ = (_e1416 - l_136_);
                                                                    double _e1418 = l_mut_25_;
                                                                    double l_602_ = (_e1418 + l_136_);
                                                                    float _e1420 = l_mut_22_;
                                                                    double l_603_ = double(_e1420);
                                                                    float _e1422 = l_mut_22_;
                                                                    uint l_604_ = asuint(_e1422);
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
                                                                    uint _e1437 = l_mut_194_;
                                                                    float l_611_ = asfloat(_e1437);
                                                                    double l_612_ = double(l_611_);
                                                                    float _e1440 = l_mut_22_;
                                                                    float l_613_ = -(_e1440);
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
                                                                    uint _e1456 = l_mut_194_;
                                                                    float l_621_ = asfloat(_e1456);
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
                                                                    bool _e1477 = l_mut_221_;
                                                                    if (!(_e1477)) {
                                                                        bool _e1481 = l_mut_215_;
                                                                        local_40 = _e1481;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_640_ = local_40;
                                                                    if (l_640_) {
                                                                        l_mut_194_ = 1u;
                                                                    } else {
                                                                        bool _e1485 = l_mut_224_;
                                                                        if (_e1485) {
                                                                            bool _e1488 = l_mut_218_;
                                                                            local_41 = _e1488;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_641_ = local_41;
                                                                        if (l_641_) {
                                                                            l_mut_194_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1492 = l_mut_194_;
                                                                    l_mut_148_ = _e1492;
                                                                } else {
                                                                    double _e1493 = l_mut_25_;
                                                                    double l_642_ = abs(_e1493);
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
                                                                    double _e1516 = l_mut_540_;
                                                                    double l_651_ = (l_139_ * _e1516);
                                                                    l_mut_194_ = 2u;
                                                                    double _e1519 = l_mut_25_;
                                                                    double l_652_ = (_e1519 - l_146_);
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
                                                                    double _e1543 = l_mut_25_;
                                                                    double l_662_ = (_e1543 + l_146_);
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
                                                                    double _e1567 = l_mut_540_;
                                                                    double _e1568 = l_mut_177_;
                                                                    bool l_672_ = (_e1567 == _e1568);
                                                                    if (l_672_) {
                                                                        double l_673_ = (l_651_ * 1.4551915228366852e-11L);
                                                                        double l_674_ = (l_146_ + l_673_);
                                                                        double _e1573 = l_mut_25_;
                                                                        double l_675_ = (_e1573 - l_651_);
                                                                        double _e1575 = l_mut_25_;
                                                                        double l_676_ = (_e1575 + l_651_);
                                                                        float _e1577 = l_mut_22_;
                                                                        double l_677_ = double(_e1577);
                                                                        float _e1579 = l_mut_22_;
                                                                        uint l_678_ = asuint(_e1579);
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
                                                                        uint _e1594 = l_mut_164_;
                                                                        float l_685_ = asfloat(_e1594);
                                                                        double l_686_ = double(l_685_);
                                                                        float _e1597 = l_mut_22_;
                                                                        float l_687_ = -(_e1597);
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
                                                                        uint _e1613 = l_mut_164_;
                                                                        float l_695_ = asfloat(_e1613);
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
                                                                        bool _e1634 = l_mut_221_;
                                                                        if (!(_e1634)) {
                                                                            bool _e1638 = l_mut_215_;
                                                                            local_45 = _e1638;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_714_ = local_45;
                                                                        if (l_714_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            bool _e1642 = l_mut_224_;
                                                                            if (_e1642) {
                                                                                bool _e1645 = l_mut_218_;
                                                                                local_46 = _e1645;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_715_ = local_46;
                                                                            if (l_715_) {
                                                                                l_mut_164_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1649 = l_mut_164_;
                                                                        l_mut_194_ = _e1649;
                                                                    }
                                                                    uint _e1650 = l_mut_194_;
                                                                    l_mut_148_ = _e1650;
                                                                }
                                                            } else {
                                                                bool l_716_ = (l_130_ == 11u);
                                                                bool l_717_ = (l_130_ == 12u);
                                                                if (!(l_716_)) {
                                                                    local_47 = l_717_;
                                                                } else {
                                                                    local_47 = true;
                                                                }
                                                                bool l_718_ = local_47;
                                                                if (l_718_) {
                                                                    l_mut_148_ = 0u;
                                                                }
                                                                bool l_719_ = (l_144_ <= l_142_);
                                                                bool l_720_ = (l_130_ == 11u);
                                                                if (l_719_) {
                                                                    local_48 = l_720_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_721_ = local_48;
                                                                if (l_721_) {
                                                                    a_722_[0] = 1u;
                                                                    float l_723_ = float(l_143_);
                                                                    double l_724_ = double(l_723_);
                                                                    double l_725_ = abs(l_724_);
                                                                    l_mut_540_ = l_725_;
                                                                    l_mut_194_ = 0u;
                                                                    bool l_726_ = (l_725_ >= 0.785L);
                                                                    if (l_726_) {
                                                                        double l_727_ = (l_725_ * 0.6366197723675814L);
                                                                        double l_728_ = (l_727_ + 0.5L);
                                                                        double l_729_ = floor(l_728_);
                                                                        double l_730_ = (l_729_ * 1.570796325802803L);
                                                                        double l_731_ = (l_725_ - l_730_);
                                                                        double l_732_ = (l_729_ * 9.920935796805404e-10L);
                                                                        double l_733_ = (l_731_ - l_732_);
                                                                        l_mut_540_ = l_733_;
                                                                        uint l_734_ = naga_f2u32(l_729_);
                                                                        l_mut_194_ = l_734_;
                                                                    }
                                                                    bool l_735_ = (l_723_ < 0.0);
                                                                    double _e1690 = l_mut_540_;
                                                                    double _e1691 = l_mut_540_;
                                                                    double l_736_ = (_e1690 * _e1691);
                                                                    double l_737_ = (l_736_ * 1.9572941063391263e-20L);
                                                                    double l_738_ = (8.22063524662433e-18L - l_737_);
                                                                    l_mut_177_ = l_738_;
                                                                    double _e1697 = l_mut_177_;
                                                                    double l_739_ = (_e1697 * l_736_);
                                                                    double l_740_ = (l_739_ - 2.8114572543455206e-15L);
                                                                    l_mut_177_ = l_740_;
                                                                    double _e1701 = l_mut_177_;
                                                                    double l_741_ = (_e1701 * l_736_);
                                                                    double l_742_ = (l_741_ + 7.647163731819816e-13L);
                                                                    l_mut_177_ = l_742_;
                                                                    double _e1705 = l_mut_177_;
                                                                    double l_743_ = (_e1705 * l_736_);
                                                                    double l_744_ = (l_743_ - 1.6059043836821613e-10L);
                                                                    l_mut_177_ = l_744_;
                                                                    double _e1709 = l_mut_177_;
                                                                    double l_745_ = (_e1709 * l_736_);
                                                                    double l_746_ = (l_745_ + 2.505210838544172e-8L);
                                                                    l_mut_177_ = l_746_;
                                                                    double _e1713 = l_mut_177_;
                                                                    double l_747_ = (_e1713 * l_736_);
                                                                    double l_748_ = (l_747_ - 2.7557319223985893e-6L);
                                                                    l_mut_177_ = l_748_;
                                                                    double _e1717 = l_mut_177_;
                                                                    double l_749_ = (_e1717 * l_736_);
                                                                    double l_750_ = (l_749_ + 0.0001984126984126984L);
                                                                    l_mut_177_ = l_750_;
                                                                    double _e1721 = l_mut_177_;
                                                                    double l_751_ = (_e1721 * l_736_);
                                                                    double l_752_ = (l_751_ - 0.008333333333333333L);
                                                                    l_mut_177_ = l_752_;
                                                                    double _e1725 = l_mut_177_;
                                                                    double l_753_ = (_e1725 * l_736_);
                                                                    double l_754_ = (l_753_ + 0.16666666666666666L);
                                                                    l_mut_177_ = l_754_;
                                                                    double l_755_ = (0.5L * l_736_);
                                                                    double l_756_ = (1.0L - l_755_);
                                                                    double l_757_ = (0.0L * l_756_);
                                                                    double _e1735 = l_mut_540_;
                                                                    double l_758_ = (_e1735 * l_736_);
                                                                    double _e1737 = l_mut_177_;
                                                                    double l_759_ = (l_758_ * _e1737);
                                                                    double l_760_ = (l_757_ - l_759_);
                                                                    double _e1740 = l_mut_540_;
                                                                    double l_761_ = (_e1740 + l_760_);
                                                                    double _e1742 = l_mut_540_;
                                                                    double _e1743 = l_mut_540_;
                                                                    double l_762_ = (_e1742 * _e1743);
                                                                    double l_763_ = (l_762_ * 4.110317623312165e-19L);
                                                                    double l_764_ = (l_763_ - 1.5619206968586225e-16L);
                                                                    l_mut_177_ = l_764_;
                                                                    double _e1749 = l_mut_177_;
                                                                    double l_765_ = (_e1749 * l_762_);
                                                                    double l_766_ = (l_765_ + 4.779477332387385e-14L);
                                                                    l_mut_177_ = l_766_;
                                                                    double _e1753 = l_mut_177_;
                                                                    double l_767_ = (_e1753 * l_762_);
                                                                    double l_768_ = (l_767_ - 1.1470745597729725e-11L);
                                                                    l_mut_177_ = l_768_;
                                                                    double _e1757 = l_mut_177_;
                                                                    double l_769_ = (_e1757 * l_762_);
                                                                    double l_770_ = (l_769_ + 2.08767569878681e-9L);
                                                                    l_mut_177_ = l_770_;
                                                                    double _e1761 = l_mut_177_;
                                                                    double l_771_ = (_e1761 * l_762_);
                                                                    double l_772_ = (l_771_ - 2.755731922398589e-7L);
                                                                    l_mut_177_ = l_772_;
                                                                    double _e1765 = l_mut_177_;
                                                                    double l_773_ = (_e1765 * l_762_);
                                                                    double l_774_ = (l_773_ + 2.48015873015873e-5L);
                                                                    l_mut_177_ = l_774_;
                                                                    double _e1769 = l_mut_177_;
                                                                    double l_775_ = (_e1769 * l_762_);
                                                                    double l_776_ = (l_775_ - 0.001388888888888889L);
                                                                    l_mut_177_ = l_776_;
                                                                    double _e1773 = l_mut_177_;
                                                                    double l_777_ = (_e1773 * l_762_);
                                                                    double l_778_ = (l_777_ + 0.041666666666666664L);
                                                                    l_mut_177_ = l_778_;
                                                                    double l_779_ = (0.5L * l_762_);
                                                                    double l_780_ = (1.0L - l_779_);
                                                                    double l_781_ = (l_762_ * l_762_);
                                                                    double _e1782 = l_mut_177_;
                                                                    double l_782_ = (l_781_ * _e1782);
                                                                    double _e1785 = l_mut_540_;
                                                                    double l_783_ = (0.0L * _e1785);
                                                                    double l_784_ = (l_782_ - l_783_);
                                                                    double l_785_ = (l_780_ + l_784_);
                                                                    uint _e1789 = l_mut_194_;
                                                                    uint l_786_ = (_e1789 & 1u);
                                                                    bool l_787_ = (l_786_ == 1u);
                                                                    l_mut_540_ = l_761_;
                                                                    uint _e1794 = l_mut_194_;
                                                                    uint l_788_ = (_e1794 & 2u);
                                                                    bool l_789_ = (l_788_ != 0u);
                                                                    l_mut_224_ = l_789_;
                                                                    if (l_787_) {
                                                                        l_mut_540_ = l_785_;
                                                                    }
                                                                    if (true) {
                                                                        local_49 = l_735_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_790_ = local_49;
                                                                    if (l_790_) {
                                                                        bool _e1804 = l_mut_224_;
                                                                        bool l_791_ = !(_e1804);
                                                                        l_mut_224_ = l_791_;
                                                                    }
                                                                    bool _e1806 = l_mut_224_;
                                                                    if (_e1806) {
                                                                        double _e1807 = l_mut_540_;
                                                                        double l_792_ = -(_e1807);
                                                                        l_mut_540_ = l_792_;
                                                                    }
                                                                    float l_793_ = float(l_143_);
                                                                    double l_794_ = double(l_793_);
                                                                    double l_795_ = abs(l_794_);
                                                                    l_mut_177_ = l_795_;
                                                                    l_mut_194_ = 0u;
                                                                    bool l_796_ = (l_795_ >= 0.785L);
                                                                    if (l_796_) {
                                                                        double l_797_ = (l_795_ * 0.6366197723675814L);
                                                                        double l_798_ = (l_797_ + 0.5L);
                                                                        double l_799_ = floor(l_798_);
                                                                        double l_800_ = (l_799_ * 1.570796325802803L);
                                                                        double l_801_ = (l_795_ - l_800_);
                                                                        double l_802_ = (l_799_ * 9.920935796805404e-10L);
                                                                        double l_803_ = (l_801_ - l_802_);
                                                                        l_mut_177_ = l_803_;
                                                                        uint l_804_ = naga_f2u32(l_799_);
                                                                        l_mut_194_ = l_804_;
                                                                    }
                                                                    bool l_805_ = (l_793_ < 0.0);
                                                                    double _e1829 = l_mut_177_;
                                                                    double _e1830 = l_mut_177_;
                                                                    double l_806_ = (_e1829 * _e1830);
                                                                    double l_807_ = (l_806_ * 1.9572941063391263e-20L);
                                                                    double l_808_ = (8.22063524662433e-18L - l_807_);
                                                                    l_mut_28_ = l_808_;
                                                                    double _e1836 = l_mut_28_;
                                                                    double l_809_ = (_e1836 * l_806_);
                                                                    double l_810_ = (l_809_ - 2.8114572543455206e-15L);
                                                                    l_mut_28_ = l_810_;
                                                                    double _e1840 = l_mut_28_;
                                                                    double l_811_ = (_e1840 * l_806_);
                                                                    double l_812_ = (l_811_ + 7.647163731819816e-13L);
                                                                    l_mut_28_ = l_812_;
                                                                    double _e1844 = l_mut_28_;
                                                                    double l_813_ = (_e1844 * l_806_);
                                                                    double l_814_ = (l_813_ - 1.6059043836821613e-10L);
                                                                    l_mut_28_ = l_814_;
                                                                    double _e1848 = l_mut_28_;
                                                                    double l_815_ = (_e1848 * l_806_);
                                                                    double l_816_ = (l_815_ + 2.505210838544172e-8L);
                                                                    l_mut_28_ = l_816_;
                                                                    double _e1852 = l_mut_28_;
                                                                    double l_817_ = (_e1852 * l_806_);
                                                                    double l_818_ = (l_817_ - 2.7557319223985893e-6L);
                                                                    l_mut_28_ = l_818_;
                                                                    double _e1856 = l_mut_28_;
                                                                    double l_819_ = (_e1856 * l_806_);
                                                                    double l_820_ = (l_819_ + 0.0001984126984126984L);
                                                                    l_mut_28_ = l_820_;
                                                                    double _e1860 = l_mut_28_;
                                                                    double l_821_ = (_e1860 * l_806_);
                                                                    double l_822_ = (l_821_ - 0.008333333333333333L);
                                                                    l_mut_28_ = l_822_;
                                                                    double _e1864 = l_mut_28_;
                                                                    double l_823_ = (_e1864 * l_806_);
                                                                    double l_824_ = (l_823_ + 0.16666666666666666L);
                                                                    l_mut_28_ = l_824_;
                                                                    double l_825_ = (0.5L * l_806_);
                                                                    double l_826_ = (1.0L - l_825_);
                                                                    double l_827_ = (0.0L * l_826_);
                                                                    double _e1874 = l_mut_177_;
                                                                    double l_828_ = (_e1874 * l_806_);
                                                                    double _e1876 = l_mut_28_;
                                                                    double l_829_ = (l_828_ * _e1876);
                                                                    double l_830_ = (l_827_ - l_829_);
                                                                    double _e1879 = l_mut_177_;
                                                                    double l_831_ = (_e1879 + l_830_);
                                                                    double _e1881 = l_mut_177_;
                                                                    double _e1882 = l_mut_177_;
                                                                    double l_832_ = (_e1881 * _e1882);
                                                                    double l_833_ = (l_832_ * 4.110317623312165e-19L);
                                                                    double l_834_ = (l_833_ - 1.5619206968586225e-16L);
                                                                    l_mut_28_ = l_834_;
                                                                    double _e1888 = l_mut_28_;
                                                                    double l_835_ = (_e1888 * l_832_);
                                                                    double l_836_ = (l_835_ + 4.779477332387385e-14L);
                                                                    l_mut_28_ = l_836_;
                                                                    double _e1892 = l_mut_28_;
                                                                    double l_837_ = (_e1892 * l_832_);
                                                                    double l_838_ = (l_837_ - 1.1470745597729725e-11L);
                                                                    l_mut_28_ = l_838_;
                                                                    double _e1896 = l_mut_28_;
                                                                    double l_839_ = (_e1896 * l_832_);
                                                                    double l_840_ = (l_839_ + 2.08767569878681e-9L);
                                                                    l_mut_28_ = l_840_;
                                                                    double _e1900 = l_mut_28_;
                                                                    double l_841_ = (_e1900 * l_832_);
                                                                    double l_842_ = (l_841_ - 2.755731922398589e-7L);
                                                                    l_mut_28_ = l_842_;
                                                                    double _e1904 = l_mut_28_;
                                                                    double l_843_ = (_e1904 * l_832_);
                                                                    double l_844_ = (l_843_ + 2.48015873015873e-5L);
                                                                    l_mut_28_ = l_844_;
                                                                    double _e1908 = l_mut_28_;
                                                                    double l_845_ = (_e1908 * l_832_);
                                                                    double l_846_ = (l_845_ - 0.001388888888888889L);
                                                                    l_mut_28_ = l_846_;
                                                                    double _e1912 = l_mut_28_;
                                                                    double l_847_ = (_e1912 * l_832_);
                                                                    double l_848_ = (l_847_ + 0.041666666666666664L);
                                                                    l_mut_28_ = l_848_;
                                                                    double l_849_ = (0.5L * l_832_);
                                                                    double l_850_ = (1.0L - l_849_);
                                                                    double l_851_ = (l_832_ * l_832_);
                                                                    double _e1921 = l_mut_28_;
                                                                    double l_852_ = (l_851_ * _e1921);
                                                                    double _e1924 = l_mut_177_;
                                                                    double l_853_ = (0.0L * _e1924);
                                                                    double l_854_ = (l_852_ - l_853_);
                                                                    double l_855_ = (l_850_ + l_854_);
                                                                    uint _e1928 = l_mut_194_;
                                                                    uint l_856_ = (_e1928 & 1u);
                                                                    bool l_857_ = (l_856_ == 1u);
                                                                    l_mut_177_ = l_831_;
                                                                    uint _e1933 = l_mut_194_;
                                                                    uint l_858_ = (_e1933 & 2u);
                                                                    bool l_859_ = (l_858_ != 0u);
                                                                    l_mut_224_ = l_859_;
                                                                    l_mut_177_ = l_855_;
                                                                    if (l_857_) {
                                                                        l_mut_177_ = l_831_;
                                                                    }
                                                                    uint _e1938 = l_mut_194_;
                                                                    uint l_860_ = (_e1938 + 1u);
                                                                    uint l_861_ = (l_860_ & 2u);
                                                                    bool l_862_ = (l_861_ != 0u);
                                                                    l_mut_224_ = l_862_;
                                                                    if (false) {
                                                                        local_50 = l_805_;
                                                                    } else {
                                                                        local_50 = false;
                                                                    }
                                                                    bool l_863_ = local_50;
                                                                    if (l_863_) {
                                                                        bool _e1950 = l_mut_224_;
                                                                        bool l_864_ = !(_e1950);
                                                                        l_mut_224_ = l_864_;
                                                                    }
                                                                    bool _e1952 = l_mut_224_;
                                                                    if (_e1952) {
                                                                        double _e1953 = l_mut_177_;
                                                                        double l_865_ = -(_e1953);
                                                                        l_mut_177_ = l_865_;
                                                                    }
                                                                    double _e1955 = l_mut_540_;
                                                                    double l_866_ = abs(_e1955);
                                                                    double l_867_ = (l_866_ * 1.4551915228366852e-11L);
                                                                    double _e1959 = l_mut_177_;
                                                                    double l_868_ = abs(_e1959);
                                                                    double l_869_ = (l_868_ * 1.4551915228366852e-11L);
                                                                    double _e1963 = l_mut_540_;
                                                                    double l_870_ = (_e1963 - l_136_);
                                                                    l_mut_28_ = l_870_;
                                                                    if (l_134_) {
                                                                        double l_871_ = (l_870_ - l_867_);
                                                                        double l_872_ = (l_871_ * 7.1362384635298e44L);
                                                                        double l_873_ = floor(l_872_);
                                                                        double l_874_ = (l_873_ * 1.401298464324817e-45L);
                                                                        l_mut_875_ = l_874_;
                                                                        double l_876_ = abs(l_871_);
                                                                        bool l_877_ = (l_876_ >= 1.1754943508222875e-38L);
                                                                        if (l_877_) {
                                                                            float l_878_ = float(l_871_);
                                                                            double l_879_ = double(l_878_);
                                                                            l_mut_875_ = l_879_;
                                                                            double _e1976 = l_mut_875_;
                                                                            bool l_880_ = (_e1976 > l_871_);
                                                                            if (l_880_) {
                                                                                float l_881_ = -(l_878_);
                                                                                uint l_882_ = asuint(l_881_);
                                                                                uint l_883_ = (l_882_ + 1u);
                                                                                l_mut_194_ = l_883_;
                                                                                uint l_884_ = (l_882_ & 2147483647u);
                                                                                bool l_885_ = (l_884_ == 0u);
                                                                                if (l_885_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_886_ = (l_882_ & 2147483648u);
                                                                                    bool l_887_ = (l_886_ != 0u);
                                                                                    if (l_887_) {
                                                                                        uint l_888_ = (l_882_ - 1u);
                                                                                        l_mut_194_ = l_888_;
                                                                                    }
                                                                                }
                                                                                uint _e1993 = l_mut_194_;
                                                                                float l_889_ = asfloat(_e1993);
                                                                                float l_890_ = -(l_889_);
                                                                                double l_891_ = double(l_890_);
                                                                                l_mut_875_ = l_891_;
                                                                            } else {
                                                                                uint l_892_ = asuint(l_878_);
                                                                                uint l_893_ = (l_892_ + 1u);
                                                                                l_mut_194_ = l_893_;
                                                                                uint l_894_ = (l_892_ & 2147483647u);
                                                                                bool l_895_ = (l_894_ == 0u);
                                                                                if (l_895_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_896_ = (l_892_ & 2147483648u);
                                                                                    bool l_897_ = (l_896_ != 0u);
                                                                                    if (l_897_) {
                                                                                        uint l_898_ = (l_892_ - 1u);
                                                                                        l_mut_194_ = l_898_;
                                                                                    }
                                                                                }
                                                                                uint _e2011 = l_mut_194_;
                                                                                float l_899_ = asfloat(_e2011);
                                                                                double l_900_ = double(l_899_);
                                                                                bool l_901_ = (l_900_ <= l_871_);
                                                                                if (l_901_) {
                                                                                    uint l_902_ = asuint(l_878_);
                                                                                    uint l_903_ = (l_902_ + 1u);
                                                                                    l_mut_194_ = l_903_;
                                                                                    uint l_904_ = (l_902_ & 2147483647u);
                                                                                    bool l_905_ = (l_904_ == 0u);
                                                                                    if (l_905_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_906_ = (l_902_ & 2147483648u);
                                                                                        bool l_907_ = (l_906_ != 0u);
                                                                                        if (l_907_) {
                                                                                            uint l_908_ = (l_902_ - 1u);
                                                                                            l_mut_194_ = l_908_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2029 = l_mut_194_;
                                                                                    float l_909_ = asfloat(_e2029);
                                                                                    double l_910_ = double(l_909_);
                                                                                    l_mut_875_ = l_910_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_911_ = (l_870_ + l_867_);
                                                                        double l_912_ = (l_911_ * 7.1362384635298e44L);
                                                                        double l_913_ = floor(l_912_);
                                                                        double l_914_ = (l_913_ * 1.401298464324817e-45L);
                                                                        l_mut_915_ = l_914_;
                                                                        double l_916_ = abs(l_911_);
                                                                        bool l_917_ = (l_916_ >= 1.1754943508222875e-38L);
                                                                        if (l_917_) {
                                                                            float l_918_ = float(l_911_);
                                                                            double l_919_ = double(l_918_);
                                                                            l_mut_915_ = l_919_;
                                                                            double _e2043 = l_mut_915_;
                                                                            bool l_920_ = (_e2043 > l_911_);
                                                                            if (l_920_) {
                                                                                float l_921_ = -(l_918_);
                                                                                uint l_922_ = asuint(l_921_);
                                                                                uint l_923_ = (l_922_ + 1u);
                                                                                l_mut_194_ = l_923_;
                                                                                uint l_924_ = (l_922_ & 2147483647u);
                                                                                bool l_925_ = (l_924_ == 0u);
                                                                                if (l_925_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_926_ = (l_922_ & 2147483648u);
                                                                                    bool l_927_ = (l_926_ != 0u);
                                                                                    if (l_927_) {
                                                                                        uint l_928_ = (l_922_ - 1u);
                                                                                        l_mut_194_ = l_928_;
                                                                                    }
                                                                                }
                                                                                uint _e2060 = l_mut_194_;
                                                                                float l_929_ = asfloat(_e2060);
                                                                                float l_930_ = -(l_929_);
                                                                                double l_931_ = double(l_930_);
                                                                                l_mut_915_ = l_931_;
                                                                            } else {
                                                                                uint l_932_ = asuint(l_918_);
                                                                                uint l_933_ = (l_932_ + 1u);
                                                                                l_mut_194_ = l_933_;
                                                                                uint l_934_ = (l_932_ & 2147483647u);
                                                                                bool l_935_ = (l_934_ == 0u);
                                                                                if (l_935_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_936_ = (l_932_ & 2147483648u);
                                                                                    bool l_937_ = (l_936_ != 0u);
                                                                                    if (l_937_) {
                                                                                        uint l_938_ = (l_932_ - 1u);
                                                                                        l_mut_194_ = l_938_;
                                                                                    }
                                                                                }
                                                                                uint _e2078 = l_mut_194_;
                                                                                float l_939_ = asfloat(_e2078);
                                                                                double l_940_ = double(l_939_);
                                                                                bool l_941_ = (l_940_ <= l_911_);
                                                                                if (l_941_) {
                                                                                    uint l_942_ = asuint(l_918_);
                                                                                    uint l_943_ = (l_942_ + 1u);
                                                                                    l_mut_194_ = l_943_;
                                                                                    uint l_944_ = (l_942_ & 2147483647u);
                                                                                    bool l_945_ = (l_944_ == 0u);
                                                                                    if (l_945_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_946_ = (l_942_ & 2147483648u);
                                                                                        bool l_947_ = (l_946_ != 0u);
                                                                                        if (l_947_) {
                                                                                            uint l_948_ = (l_942_ - 1u);
                                                                                            l_mut_194_ = l_948_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2096 = l_mut_194_;
                                                                                    float l_949_ = asfloat(_e2096);
                                                                                    double l_950_ = double(l_949_);
                                                                                    l_mut_915_ = l_950_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2099 = l_mut_875_;
                                                                        double _e2100 = l_mut_915_;
                                                                        bool l_951_ = (_e2099 == _e2100);
                                                                        bool l_952_ = !(l_951_);
                                                                        if (l_952_) {
                                                                            a_722_[0] = 0u;
                                                                        }
                                                                        double l_953_ = (l_870_ * 7.1362384635298e44L);
                                                                        double l_954_ = floor(l_953_);
                                                                        double l_955_ = (l_954_ * 1.401298464324817e-45L);
                                                                        l_mut_915_ = l_955_;
                                                                        double l_956_ = abs(l_870_);
                                                                        bool l_957_ = (l_956_ >= 1.1754943508222875e-38L);
                                                                        if (l_957_) {
                                                                            float l_958_ = float(l_870_);
                                                                            double l_959_ = double(l_958_);
                                                                            l_mut_915_ = l_959_;
                                                                            double _e2115 = l_mut_915_;
                                                                            bool l_960_ = (_e2115 > l_870_);
                                                                            if (l_960_) {
                                                                                float l_961_ = -(l_958_);
                                                                                uint l_962_ = asuint(l_961_);
                                                                                uint l_963_ = (l_962_ + 1u);
                                                                                l_mut_194_ = l_963_;
                                                                                uint l_964_ = (l_962_ & 2147483647u);
                                                                                bool l_965_ = (l_964_ == 0u);
                                                                                if (l_965_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_966_ = (l_962_ & 2147483648u);
                                                                                    bool l_967_ = (l_966_ != 0u);
                                                                                    if (l_967_) {
                                                                                        uint l_968_ = (l_962_ - 1u);
                                                                                        l_mut_194_ = l_968_;
                                                                                    }
                                                                                }
                                                                                uint _e2132 = l_mut_194_;
                                                                                float l_969_ = asfloat(_e2132);
                                                                                float l_970_ = -(l_969_);
                                                                                double l_971_ = double(l_970_);
                                                                                l_mut_915_ = l_971_;
                                                                            } else {
                                                                                uint l_972_ = asuint(l_958_);
                                                                                uint l_973_ = (l_972_ + 1u);
                                                                                l_mut_194_ = l_973_;
                                                                                uint l_974_ = (l_972_ & 2147483647u);
                                                                                bool l_975_ = (l_974_ == 0u);
                                                                                if (l_975_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_976_ = (l_972_ & 2147483648u);
                                                                                    bool l_977_ = (l_976_ != 0u);
                                                                                    if (l_977_) {
                                                                                        uint l_978_ = (l_972_ - 1u);
                                                                                        l_mut_194_ = l_978_;
                                                                                    }
                                                                                }
                                                                                uint _e2150 = l_mut_194_;
                                                                                float l_979_ = asfloat(_e2150);
                                                                                double l_980_ = double(l_979_);
                                                                                bool l_981_ = (l_980_ <= l_870_);
                                                                                if (l_981_) {
                                                                                    uint l_982_ = asuint(l_958_);
                                                                                    uint l_983_ = (l_982_ + 1u);
                                                                                    l_mut_194_ = l_983_;
                                                                                    uint l_984_ = (l_982_ & 2147483647u);
                                                                                    bool l_985_ = (l_984_ == 0u);
                                                                                    if (l_985_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_986_ = (l_982_ & 2147483648u);
                                                                                        bool l_987_ = (l_986_ != 0u);
                                                                                        if (l_987_) {
                                                                                            uint l_988_ = (l_982_ - 1u);
                                                                                            l_mut_194_ = l_988_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2168 = l_mut_194_;
                                                                                    float l_989_ = asfloat(_e2168);
                                                                                    double l_990_ = double(l_989_);
                                                                                    l_mut_915_ = l_990_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2171 = l_mut_915_;
                                                                        l_mut_28_ = _e2171;
                                                                    }
                                                                    double _e2172 = l_mut_540_;
                                                                    double l_991_ = (_e2172 + l_136_);
                                                                    l_mut_915_ = l_991_;
                                                                    if (l_134_) {
                                                                        double l_992_ = (l_991_ - l_867_);
                                                                        double l_993_ = (l_992_ * 7.1362384635298e44L);
                                                                        double l_994_ = floor(l_993_);
                                                                        double l_995_ = (l_994_ * 1.401298464324817e-45L);
                                                                        l_mut_875_ = l_995_;
                                                                        double l_996_ = abs(l_992_);
                                                                        bool l_997_ = (l_996_ >= 1.1754943508222875e-38L);
                                                                        if (l_997_) {
                                                                            float l_998_ = float(l_992_);
                                                                            double l_999_ = double(l_998_);
                                                                            l_mut_875_ = l_999_;
                                                                            double _e2185 = l_mut_875_;
                                                                            bool l_1000_ = (_e2185 > l_992_);
                                                                            if (l_1000_) {
                                                                                float l_1001_ = -(l_998_);
                                                                                uint l_1002_ = asuint(l_1001_);
                                                                                uint l_1003_ = (l_1002_ + 1u);
                                                                                l_mut_194_ = l_1003_;
                                                                                uint l_1004_ = (l_1002_ & 2147483647u);
                                                                                bool l_1005_ = (l_1004_ == 0u);
                                                                                if (l_1005_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1006_ = (l_1002_ & 2147483648u);
                                                                                    bool l_1007_ = (l_1006_ != 0u);
                                                                                    if (l_1007_) {
                                                                                        uint l_1008_ = (l_1002_ - 1u);
                                                                                        l_mut_194_ = l_1008_;
                                                                                    }
                                                                                }
                                                                                uint _e2202 = l_mut_194_;
                                                                                float l_1009_ = asfloat(_e2202);
                                                                                float l_1010_ = -(l_1009_);
                                                                                double l_1011_ = double(l_1010_);
                                                                                l_mut_875_ = l_1011_;
                                                                            } else {
                                                                                uint l_1012_ = asuint(l_998_);
                                                                                uint l_1013_ = (l_1012_ + 1u);
                                                                                l_mut_194_ = l_1013_;
                                                                                uint l_1014_ = (l_1012_ & 2147483647u);
                                                                                bool l_1015_ = (l_1014_ == 0u);
                                                                                if (l_1015_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1016_ = (l_1012_ & 2147483648u);
                                                                                    bool l_1017_ = (l_1016_ != 0u);
                                                                                    if (l_1017_) {
                                                                                        uint l_1018_ = (l_1012_ - 1u);
                                                                                        l_mut_194_ = l_1018_;
                                                                                    }
                                                                                }
                                                                                uint _e2220 = l_mut_194_;
                                                                                float l_1019_ = asfloat(_e2220);
                                                                                double l_1020_ = double(l_1019_);
                                                                                bool l_1021_ = (l_1020_ <= l_992_);
                                                                                if (l_1021_) {
                                                                                    uint l_1022_ = asuint(l_998_);
                                                                                    uint l_1023_ = (l_1022_ + 1u);
                                                                                    l_mut_194_ = l_1023_;
                                                                                    uint l_1024_ = (l_1022_ & 2147483647u);
                                                                                    bool l_1025_ = (l_1024_ == 0u);
                                                                                    if (l_1025_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1026_ = (l_1022_ & 2147483648u);
                                                                                        bool l_1027_ = (l_1026_ != 0u);
                                                                                        if (l_1027_) {
                                                                                            uint l_1028_ = (l_1022_ - 1u);
                                                                                            l_mut_194_ = l_1028_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2238 = l_mut_194_;
                                                                                    float l_1029_ = asfloat(_e2238);
                                                                                    double l_1030_ = double(l_1029_);
                                                                                    l_mut_875_ = l_1030_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1031_ = (l_991_ + l_867_);
                                                                        double l_1032_ = (l_1031_ * 7.1362384635298e44L);
                                                                        double l_1033_ = floor(l_1032_);
                                                                        double l_1034_ = (l_1033_ * 1.401298464324817e-45L);
                                                                        l_mut_540_ = l_1034_;
                                                                        double l_1035_ = abs(l_1031_);
                                                                        bool l_1036_ = (l_1035_ >= 1.1754943508222875e-38L);
                                                                        if (l_1036_) {
                                                                            float l_1037_ = float(l_1031_);
                                                                            double l_1038_ = double(l_1037_);
                                                                            l_mut_540_ = l_1038_;
                                                                            double _e2252 = l_mut_540_;
                                                                            bool l_1039_ = (_e2252 > l_1031_);
                                                                            if (l_1039_) {
                                                                                float l_1040_ = -(l_1037_);
                                                                                uint l_1041_ = asuint(l_1040_);
                                                                                uint l_1042_ = (l_1041_ + 1u);
                                                                                l_mut_194_ = l_1042_;
                                                                                uint l_1043_ = (l_1041_ & 2147483647u);
                                                                                bool l_1044_ = (l_1043_ == 0u);
                                                                                if (l_1044_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1045_ = (l_1041_ & 2147483648u);
                                                                                    bool l_1046_ = (l_1045_ != 0u);
                                                                                    if (l_1046_) {
                                                                                        uint l_1047_ = (l_1041_ - 1u);
                                                                                        l_mut_194_ = l_1047_;
                                                                                    }
                                                                                }
                                                                                uint _e2269 = l_mut_194_;
                                                                                float l_1048_ = asfloat(_e2269);
                                                                                float l_1049_ = -(l_1048_);
                                                                                double l_1050_ = double(l_1049_);
                                                                                l_mut_540_ = l_1050_;
                                                                            } else {
                                                                                uint l_1051_ = asuint(l_1037_);
                                                                                uint l_1052_ = (l_1051_ + 1u);
                                                                                l_mut_194_ = l_1052_;
                                                                                uint l_1053_ = (l_1051_ & 2147483647u);
                                                                                bool l_1054_ = (l_1053_ == 0u);
                                                                                if (l_1054_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1055_ = (l_1051_ & 2147483648u);
                                                                                    bool l_1056_ = (l_1055_ != 0u);
                                                                                    if (l_1056_) {
                                                                                        uint l_1057_ = (l_1051_ - 1u);
                                                                                        l_mut_194_ = l_1057_;
                                                                                    }
                                                                                }
                                                                                uint _e2287 = l_mut_194_;
                                                                                float l_1058_ = asfloat(_e2287);
                                                                                double l_1059_ = double(l_1058_);
                                                                                bool l_1060_ = (l_1059_ <= l_1031_);
                                                                                if (l_1060_) {
                                                                                    uint l_1061_ = asuint(l_1037_);
                                                                                    uint l_1062_ = (l_1061_ + 1u);
                                                                                    l_mut_194_ = l_1062_;
                                                                                    uint l_1063_ = (l_1061_ & 2147483647u);
                                                                                    bool l_1064_ = (l_1063_ == 0u);
                                                                                    if (l_1064_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1065_ = (l_1061_ & 2147483648u);
                                                                                        bool l_1066_ = (l_1065_ != 0u);
                                                                                        if (l_1066_) {
                                                                                            uint l_1067_ = (l_1061_ - 1u);
                                                                                            l_mut_194_ = l_1067_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2305 = l_mut_194_;
                                                                                    float l_1068_ = asfloat(_e2305);
                                                                                    double l_1069_ = double(l_1068_);
                                                                                    l_mut_540_ = l_1069_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2308 = l_mut_875_;
                                                                        double _e2309 = l_mut_540_;
                                                                        bool l_1070_ = (_e2308 == _e2309);
                                                                        bool l_1071_ = !(l_1070_);
                                                                        if (l_1071_) {
                                                                            a_722_[0] = 0u;
                                                                        }
                                                                        double l_1072_ = -(l_991_);
                                                                        double l_1073_ = (l_1072_ * 7.1362384635298e44L);
                                                                        double l_1074_ = floor(l_1073_);
                                                                        double l_1075_ = (l_1074_ * 1.401298464324817e-45L);
                                                                        l_mut_875_ = l_1075_;
                                                                        double l_1076_ = abs(l_1072_);
                                                                        bool l_1077_ = (l_1076_ >= 1.1754943508222875e-38L);
                                                                        if (l_1077_) {
                                                                            float l_1078_ = float(l_1072_);
                                                                            double l_1079_ = double(l_1078_);
                                                                            l_mut_875_ = l_1079_;
                                                                            double _e2325 = l_mut_875_;
                                                                            bool l_1080_ = (_e2325 > l_1072_);
                                                                            if (l_1080_) {
                                                                                float l_1081_ = -(l_1078_);
                                                                                uint l_1082_ = asuint(l_1081_);
                                                                                uint l_1083_ = (l_1082_ + 1u);
                                                                                l_mut_194_ = l_1083_;
                                                                                uint l_1084_ = (l_1082_ & 2147483647u);
                                                                                bool l_1085_ = (l_1084_ == 0u);
                                                                                if (l_1085_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1086_ = (l_1082_ & 2147483648u);
                                                                                    bool l_1087_ = (l_1086_ != 0u);
                                                                                    if (l_1087_) {
                                                                                        uint l_1088_ = (l_1082_ - 1u);
                                                                                        l_mut_194_ = l_1088_;
                                                                                    }
                                                                                }
                                                                                uint _e2342 = l_mut_194_;
                                                                                float l_1089_ = asfloat(_e2342);
                                                                                float l_1090_ = -(l_1089_);
                                                                                double l_1091_ = double(l_1090_);
                                                                                l_mut_875_ = l_1091_;
                                                                            } else {
                                                                                uint l_1092_ = asuint(l_1078_);
                                                                                uint l_1093_ = (l_1092_ + 1u);
                                                                                l_mut_194_ = l_1093_;
                                                                                uint l_1094_ = (l_1092_ & 2147483647u);
                                                                                bool l_1095_ = (l_1094_ == 0u);
                                                                                if (l_1095_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1096_ = (l_1092_ & 2147483648u);
                                                                                    bool l_1097_ = (l_1096_ != 0u);
                                                                                    if (l_1097_) {
                                                                                        uint l_1098_ = (l_1092_ - 1u);
                                                                                        l_mut_194_ = l_1098_;
                                                                                    }
                                                                                }
                                                                                uint _e2360 = l_mut_194_;
                                                                                float l_1099_ = asfloat(_e2360);
                                                                                double l_1100_ = double(l_1099_);
                                                                                bool l_1101_ = (l_1100_ <= l_1072_);
                                                                                if (l_1101_) {
                                                                                    uint l_1102_ = asuint(l_1078_);
                                                                                    uint l_1103_ = (l_1102_ + 1u);
                                                                                    l_mut_194_ = l_1103_;
                                                                                    uint l_1104_ = (l_1102_ & 2147483647u);
                                                                                    bool l_1105_ = (l_1104_ == 0u);
                                                                                    if (l_1105_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1106_ = (l_1102_ & 2147483648u);
                                                                                        bool l_1107_ = (l_1106_ != 0u);
                                                                                        if (l_1107_) {
                                                                                            uint l_1108_ = (l_1102_ - 1u);
                                                                                            l_mut_194_ = l_1108_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2378 = l_mut_194_;
                                                                                    float l_1109_ = asfloat(_e2378);
                                                                                    double l_1110_ = double(l_1109_);
                                                                                    l_mut_875_ = l_1110_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2381 = l_mut_875_;
                                                                        double l_1111_ = -(_e2381);
                                                                        l_mut_915_ = l_1111_;
                                                                    }
                                                                    double _e2383 = l_mut_177_;
                                                                    double l_1112_ = (_e2383 - l_136_);
                                                                    l_mut_875_ = l_1112_;
                                                                    if (l_134_) {
                                                                        double l_1113_ = (l_1112_ - l_869_);
                                                                        double l_1114_ = (l_1113_ * 7.1362384635298e44L);
                                                                        double l_1115_ = floor(l_1114_);
                                                                        double l_1116_ = (l_1115_ * 1.401298464324817e-45L);
                                                                        l_mut_540_ = l_1116_;
                                                                        double l_1117_ = abs(l_1113_);
                                                                        bool l_1118_ = (l_1117_ >= 1.1754943508222875e-38L);
                                                                        if (l_1118_) {
                                                                            float l_1119_ = float(l_1113_);
                                                                            double l_1120_ = double(l_1119_);
                                                                            l_mut_540_ = l_1120_;
                                                                            double _e2396 = l_mut_540_;
                                                                            bool l_1121_ = (_e2396 > l_1113_);
                                                                            if (l_1121_) {
                                                                                float l_1122_ = -(l_1119_);
                                                                                uint l_1123_ = asuint(l_1122_);
                                                                                uint l_1124_ = (l_1123_ + 1u);
                                                                                l_mut_194_ = l_1124_;
                                                                                uint l_1125_ = (l_1123_ & 2147483647u);
                                                                                bool l_1126_ = (l_1125_ == 0u);
                                                                                if (l_1126_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1127_ = (l_1123_ & 2147483648u);
                                                                                    bool l_1128_ = (l_1127_ != 0u);
                                                                                    if (l_1128_) {
                                                                                        uint l_1129_ = (l_1123_ - 1u);
                                                                                        l_mut_194_ = l_1129_;
                                                                                    }
                                                                                }
                                                                                uint _e2413 = l_mut_194_;
                                                                                float l_1130_ = asfloat(_e2413);
                                                                                float l_1131_ = -(l_1130_);
                                                                                double l_1132_ = double(l_1131_);
                                                                                l_mut_540_ = l_1132_;
                                                                            } else {
                                                                                uint l_1133_ = asuint(l_1119_);
                                                                                uint l_1134_ = (l_1133_ + 1u);
                                                                                l_mut_194_ = l_1134_;
                                                                                uint l_1135_ = (l_1133_ & 2147483647u);
                                                                                bool l_1136_ = (l_1135_ == 0u);
                                                                                if (l_1136_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1137_ = (l_1133_ & 2147483648u);
                                                                                    bool l_1138_ = (l_1137_ != 0u);
                                                                                    if (l_1138_) {
                                                                                        uint l_1139_ = (l_1133_ - 1u);
                                                                                        l_mut_194_ = l_1139_;
                                                                                    }
                                                                                }
                                                                                uint _e2431 = l_mut_194_;
                                                                                float l_1140_ = asfloat(_e2431);
                                                                                double l_1141_ = double(l_1140_);
                                                                                bool l_1142_ = (l_1141_ <= l_1113_);
                                                                                if (l_1142_) {
                                                                                    uint l_1143_ = asuint(l_1119_);
                                                                                    uint l_1144_ = (l_1143_ + 1u);
                                                                                    l_mut_194_ = l_1144_;
                                                                                    uint l_1145_ = (l_1143_ & 2147483647u);
                                                                                    bool l_1146_ = (l_1145_ == 0u);
                                                                                    if (l_1146_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1147_ = (l_1143_ & 2147483648u);
                                                                                        bool l_1148_ = (l_1147_ != 0u);
                                                                                        if (l_1148_) {
                                                                                            uint l_1149_ = (l_1143_ - 1u);
                                                                                            l_mut_194_ = l_1149_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2449 = l_mut_194_;
                                                                                    float l_1150_ = asfloat(_e2449);
                                                                                    double l_1151_ = double(l_1150_);
                                                                                    l_mut_540_ = l_1151_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1152_ = (l_1112_ + l_869_);
                                                                        double l_1153_ = (l_1152_ * 7.1362384635298e44L);
                                                                        double l_1154_ = floor(l_1153_);
                                                                        double l_1155_ = (l_1154_ * 1.401298464324817e-45L);
                                                                        l_mut_1156_ = l_1155_;
                                                                        double l_1157_ = abs(l_1152_);
                                                                        bool l_1158_ = (l_1157_ >= 1.1754943508222875e-38L);
                                                                        if (l_1158_) {
                                                                            float l_1159_ = float(l_1152_);
                                                                            double l_1160_ = double(l_1159_);
                                                                            l_mut_1156_ = l_1160_;
                                                                            double _e2463 = l_mut_1156_;
                                                                            bool l_1161_ = (_e2463 > l_1152_);
                                                                            if (l_1161_) {
                                                                                float l_1162_ = -(l_1159_);
                                                                                uint l_1163_ = asuint(l_1162_);
                                                                                uint l_1164_ = (l_1163_ + 1u);
                                                                                l_mut_194_ = l_1164_;
                                                                                uint l_1165_ = (l_1163_ & 2147483647u);
                                                                                bool l_1166_ = (l_1165_ == 0u);
                                                                                if (l_1166_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1167_ = (l_1163_ & 2147483648u);
                                                                                    bool l_1168_ = (l_1167_ != 0u);
                                                                                    if (l_1168_) {
                                                                                        uint l_1169_ = (l_1163_ - 1u);
                                                                                        l_mut_194_ = l_1169_;
                                                                                    }
                                                                                }
                                                                                uint _e2480 = l_mut_194_;
                                                                                float l_1170_ = asfloat(_e2480);
                                                                                float l_1171_ = -(l_1170_);
                                                                                double l_1172_ = double(l_1171_);
                                                                                l_mut_1156_ = l_1172_;
                                                                            } else {
                                                                                uint l_1173_ = asuint(l_1159_);
                                                                                uint l_1174_ = (l_1173_ + 1u);
                                                                                l_mut_194_ = l_1174_;
                                                                                uint l_1175_ = (l_1173_ & 2147483647u);
                                                                                bool l_1176_ = (l_1175_ == 0u);
                                                                                if (l_1176_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1177_ = (l_1173_ & 2147483648u);
                                                                                    bool l_1178_ = (l_1177_ != 0u);
                                                                                    if (l_1178_) {
                                                                                        uint l_1179_ = (l_1173_ - 1u);
                                                                                        l_mut_194_ = l_1179_;
                                                                                    }
                                                                                }
                                                                                uint _e2498 = l_mut_194_;
                                                                                float l_1180_ = asfloat(_e2498);
                                                                                double l_1181_ = double(l_1180_);
                                                                                bool l_1182_ = (l_1181_ <= l_1152_);
                                                                                if (l_1182_) {
                                                                                    uint l_1183_ = asuint(l_1159_);
                                                                                    uint l_1184_ = (l_1183_ + 1u);
                                                                                    l_mut_194_ = l_1184_;
                                                                                    uint l_1185_ = (l_1183_ & 2147483647u);
                                                                                    bool l_1186_ = (l_1185_ == 0u);
                                                                                    if (l_1186_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1187_ = (l_1183_ & 2147483648u);
                                                                                        bool l_1188_ = (l_1187_ != 0u);
                                                                                        if (l_1188_) {
                                                                                            uint l_1189_ = (l_1183_ - 1u);
                                                                                            l_mut_194_ = l_1189_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2516 = l_mut_194_;
                                                                                    float l_1190_ = asfloat(_e2516);
                                                                                    double l_1191_ = double(l_1190_);
                                                                                    l_mut_1156_ = l_1191_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2519 = l_mut_540_;
                                                                        double _e2520 = l_mut_1156_;
                                                                        bool l_1192_ = (_e2519 == _e2520);
                                                                        bool l_1193_ = !(l_1192_);
                                                                        if (l_1193_) {
                                                                            a_722_[0] = 0u;
                                                                        }
                                                                        double l_1194_ = (l_1112_ * 7.1362384635298e44L);
                                                                        double l_1195_ = floor(l_1194_);
                                                                        double l_1196_ = (l_1195_ * 1.401298464324817e-45L);
                                                                        l_mut_1156_ = l_1196_;
                                                                        double l_1197_ = abs(l_1112_);
                                                                        bool l_1198_ = (l_1197_ >= 1.1754943508222875e-38L);
                                                                        if (l_1198_) {
                                                                            float l_1199_ = float(l_1112_);
                                                                            double l_1200_ = double(l_1199_);
                                                                            l_mut_1156_ = l_1200_;
                                                                            double _e2535 = l_mut_1156_;
                                                                            bool l_1201_ = (_e2535 > l_1112_);
                                                                            if (l_1201_) {
                                                                                float l_1202_ = -(l_1199_);
                                                                                uint l_1203_ = asuint(l_1202_);
                                                                                uint l_1204_ = (l_1203_ + 1u);
                                                                                l_mut_194_ = l_1204_;
                                                                                uint l_1205_ = (l_1203_ & 2147483647u);
                                                                                bool l_1206_ = (l_1205_ == 0u);
                                                                                if (l_1206_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1207_ = (l_1203_ & 2147483648u);
                                                                                    bool l_1208_ = (l_1207_ != 0u);
                                                                                    if (l_1208_) {
                                                                                        uint l_1209_ = (l_1203_ - 1u);
                                                                                        l_mut_194_ = l_1209_;
                                                                                    }
                                                                                }
                                                                                uint _e2552 = l_mut_194_;
                                                                                float l_1210_ = asfloat(_e2552);
                                                                                float l_1211_ = -(l_1210_);
                                                                                double l_1212_ = double(l_1211_);
                                                                                l_mut_1156_ = l_1212_;
                                                                            } else {
                                                                                uint l_1213_ = asuint(l_1199_);
                                                                                uint l_1214_ = (l_1213_ + 1u);
                                                                                l_mut_194_ = l_1214_;
                                                                                uint l_1215_ = (l_1213_ & 2147483647u);
                                                                                bool l_1216_ = (l_1215_ == 0u);
                                                                                if (l_1216_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1217_ = (l_1213_ & 2147483648u);
                                                                                    bool l_1218_ = (l_1217_ != 0u);
                                                                                    if (l_1218_) {
                                                                                        uint l_1219_ = (l_1213_ - 1u);
                                                                                        l_mut_194_ = l_1219_;
                                                                                    }
                                                                                }
                                                                                uint _e2570 = l_mut_194_;
                                                                                float l_1220_ = asfloat(_e2570);
                                                                                double l_1221_ = double(l_1220_);
                                                                                bool l_1222_ = (l_1221_ <= l_1112_);
                                                                                if (l_1222_) {
                                                                                    uint l_1223_ = asuint(l_1199_);
                                                                                    uint l_1224_ = (l_1223_ + 1u);
                                                                                    l_mut_194_ = l_1224_;
                                                                                    uint l_1225_ = (l_1223_ & 2147483647u);
                                                                                    bool l_1226_ = (l_1225_ == 0u);
                                                                                    if (l_1226_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1227_ = (l_1223_ & 2147483648u);
                                                                                        bool l_1228_ = (l_1227_ != 0u);
                                                                                        if (l_1228_) {
                                                                                            uint l_1229_ = (l_1223_ - 1u);
                                                                                            l_mut_194_ = l_1229_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2588 = l_mut_194_;
                                                                                    float l_1230_ = asfloat(_e2588);
                                                                                    double l_1231_ = double(l_1230_);
                                                                                    l_mut_1156_ = l_1231_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2591 = l_mut_1156_;
                                                                        l_mut_875_ = _e2591;
                                                                    }
                                                                    double _e2592 = l_mut_177_;
                                                                    double l_1232_ = (_e2592 + l_136_);
                                                                    l_mut_1156_ = l_1232_;
                                                                    if (l_134_) {
                                                                        double l_1233_ = (l_1232_ - l_869_);
                                                                        double l_1234_ = (l_1233_ * 7.1362384635298e44L);
                                                                        double l_1235_ = floor(l_1234_);
                                                                        double l_1236_ = (l_1235_ * 1.401298464324817e-45L);
                                                                        l_mut_540_ = l_1236_;
                                                                        double l_1237_ = abs(l_1233_);
                                                                        bool l_1238_ = (l_1237_ >= 1.1754943508222875e-38L);
                                                                        if (l_1238_) {
                                                                            float l_1239_ = float(l_1233_);
                                                                            double l_1240_ = double(l_1239_);
                                                                            l_mut_540_ = l_1240_;
                                                                            double _e2605 = l_mut_540_;
                                                                            bool l_1241_ = (_e2605 > l_1233_);
                                                                            if (l_1241_) {
                                                                                float l_1242_ = -(l_1239_);
                                                                                uint l_1243_ = asuint(l_1242_);
                                                                                uint l_1244_ = (l_1243_ + 1u);
                                                                                l_mut_194_ = l_1244_;
                                                                                uint l_1245_ = (l_1243_ & 2147483647u);
                                                                                bool l_1246_ = (l_1245_ == 0u);
                                                                                if (l_1246_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1247_ = (l_1243_ & 2147483648u);
                                                                                    bool l_1248_ = (l_1247_ != 0u);
                                                                                    if (l_1248_) {
                                                                                        uint l_1249_ = (l_1243_ - 1u);
                                                                                        l_mut_194_ = l_1249_;
                                                                                    }
                                                                                }
                                                                                uint _e2622 = l_mut_194_;
                                                                                float l_1250_ = asfloat(_e2622);
                                                                                float l_1251_ = -(l_1250_);
                                                                                double l_1252_ = double(l_1251_);
                                                                                l_mut_540_ = l_1252_;
                                                                            } else {
                                                                                uint l_1253_ = asuint(l_1239_);
                                                                                uint l_1254_ = (l_1253_ + 1u);
                                                                                l_mut_194_ = l_1254_;
                                                                                uint l_1255_ = (l_1253_ & 2147483647u);
                                                                                bool l_1256_ = (l_1255_ == 0u);
                                                                                if (l_1256_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1257_ = (l_1253_ & 2147483648u);
                                                                                    bool l_1258_ = (l_1257_ != 0u);
                                                                                    if (l_1258_) {
                                                                                        uint l_1259_ = (l_1253_ - 1u);
                                                                                        l_mut_194_ = l_1259_;
                                                                                    }
                                                                                }
                                                                                uint _e2640 = l_mut_194_;
                                                                                float l_1260_ = asfloat(_e2640);
                                                                                double l_1261_ = double(l_1260_);
                                                                                bool l_1262_ = (l_1261_ <= l_1233_);
                                                                                if (l_1262_) {
                                                                                    uint l_1263_ = asuint(l_1239_);
                                                                                    uint l_1264_ = (l_1263_ + 1u);
                                                                                    l_mut_194_ = l_1264_;
                                                                                    uint l_1265_ = (l_1263_ & 2147483647u);
                                                                                    bool l_1266_ = (l_1265_ == 0u);
                                                                                    if (l_1266_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1267_ = (l_1263_ & 2147483648u);
                                                                                        bool l_1268_ = (l_1267_ != 0u);
                                                                                        if (l_1268_) {
                                                                                            uint l_1269_ = (l_1263_ - 1u);
                                                                                            l_mut_194_ = l_1269_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2658 = l_mut_194_;
                                                                                    float l_1270_ = asfloat(_e2658);
                                                                                    double l_1271_ = double(l_1270_);
                                                                                    l_mut_540_ = l_1271_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1272_ = (l_1232_ + l_869_);
                                                                        double l_1273_ = (l_1272_ * 7.1362384635298e44L);
                                                                        double l_1274_ = floor(l_1273_);
                                                                        double l_1275_ = (l_1274_ * 1.401298464324817e-45L);
                                                                        l_mut_177_ = l_1275_;
                                                                        double l_1276_ = abs(l_1272_);
                                                                        bool l_1277_ = (l_1276_ >= 1.1754943508222875e-38L);
                                                                        if (l_1277_) {
                                                                            float l_1278_ = float(l_1272_);
                                                                            double l_1279_ = double(l_1278_);
                                                                            l_mut_177_ = l_1279_;
                                                                            double _e2672 = l_mut_177_;
                                                                            bool l_1280_ = (_e2672 > l_1272_);
                                                                            if (l_1280_) {
                                                                                float l_1281_ = -(l_1278_);
                                                                                uint l_1282_ = asuint(l_1281_);
                                                                                uint l_1283_ = (l_1282_ + 1u);
                                                                                l_mut_194_ = l_1283_;
                                                                                uint l_1284_ = (l_1282_ & 2147483647u);
                                                                                bool l_1285_ = (l_1284_ == 0u);
                                                                                if (l_1285_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1286_ = (l_1282_ & 2147483648u);
                                                                                    bool l_1287_ = (l_1286_ != 0u);
                                                                                    if (l_1287_) {
                                                                                        uint l_1288_ = (l_1282_ - 1u);
                                                                                        l_mut_194_ = l_1288_;
                                                                                    }
                                                                                }
                                                                                uint _e2689 = l_mut_194_;
                                                                                float l_1289_ = asfloat(_e2689);
                                                                                float l_1290_ = -(l_1289_);
                                                                                double l_1291_ = double(l_1290_);
                                                                                l_mut_177_ = l_1291_;
                                                                            } else {
                                                                                uint l_1292_ = asuint(l_1278_);
                                                                                uint l_1293_ = (l_1292_ + 1u);
                                                                                l_mut_194_ = l_1293_;
                                                                                uint l_1294_ = (l_1292_ & 2147483647u);
                                                                                bool l_1295_ = (l_1294_ == 0u);
                                                                                if (l_1295_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1296_ = (l_1292_ & 2147483648u);
                                                                                    bool l_1297_ = (l_1296_ != 0u);
                                                                                    if (l_1297_) {
                                                                                        uint l_1298_ = (l_1292_ - 1u);
                                                                                        l_mut_194_ = l_1298_;
                                                                                    }
                                                                                }
                                                                                uint _e2707 = l_mut_194_;
                                                                                float l_1299_ = asfloat(_e2707);
                                                                                double l_1300_ = double(l_1299_);
                                                                                bool l_1301_ = (l_1300_ <= l_1272_);
                                                                                if (l_1301_) {
                                                                                    uint l_1302_ = asuint(l_1278_);
                                                                                    uint l_1303_ = (l_1302_ + 1u);
                                                                                    l_mut_194_ = l_1303_;
                                                                                    uint l_1304_ = (l_1302_ & 2147483647u);
                                                                                    bool l_1305_ = (l_1304_ == 0u);
                                                                                    if (l_1305_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1306_ = (l_1302_ & 2147483648u);
                                                                                        bool l_1307_ = (l_1306_ != 0u);
                                                                                        if (l_1307_) {
                                                                                            uint l_1308_ = (l_1302_ - 1u);
                                                                                            l_mut_194_ = l_1308_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2725 = l_mut_194_;
                                                                                    float l_1309_ = asfloat(_e2725);
                                                                                    double l_1310_ = double(l_1309_);
                                                                                    l_mut_177_ = l_1310_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2728 = l_mut_540_;
                                                                        double _e2729 = l_mut_177_;
                                                                        bool l_1311_ = (_e2728 == _e2729);
                                                                        bool l_1312_ = !(l_1311_);
                                                                        if (l_1312_) {
                                                                            a_722_[0] = 0u;
                                                                        }
                                                                        double l_1313_ = -(l_1232_);
                                                                        double l_1314_ = (l_1313_ * 7.1362384635298e44L);
                                                                        double l_1315_ = floor(l_1314_);
                                                                        double l_1316_ = (l_1315_ * 1.401298464324817e-45L);
                                                                        l_mut_540_ = l_1316_;
                                                                        double l_1317_ = abs(l_1313_);
                                                                        bool l_1318_ = (l_1317_ >= 1.1754943508222875e-38L);
                                                                        if (l_1318_) {
                                                                            float l_1319_ = float(l_1313_);
                                                                            double l_1320_ = double(l_1319_);
                                                                            l_mut_540_ = l_1320_;
                                                                            double _e2745 = l_mut_540_;
                                                                            bool l_1321_ = (_e2745 > l_1313_);
                                                                            if (l_1321_) {
                                                                                float l_1322_ = -(l_1319_);
                                                                                uint l_1323_ = asuint(l_1322_);
                                                                                uint l_1324_ = (l_1323_ + 1u);
                                                                                l_mut_194_ = l_1324_;
                                                                                uint l_1325_ = (l_1323_ & 2147483647u);
                                                                                bool l_1326_ = (l_1325_ == 0u);
                                                                                if (l_1326_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1327_ = (l_1323_ & 2147483648u);
                                                                                    bool l_1328_ = (l_1327_ != 0u);
                                                                                    if (l_1328_) {
                                                                                        uint l_1329_ = (l_1323_ - 1u);
                                                                                        l_mut_194_ = l_1329_;
                                                                                    }
                                                                                }
                                                                                uint _e2762 = l_mut_194_;
                                                                                float l_1330_ = asfloat(_e2762);
                                                                                float l_1331_ = -(l_1330_);
                                                                                double l_1332_ = double(l_1331_);
                                                                                l_mut_540_ = l_1332_;
                                                                            } else {
                                                                                uint l_1333_ = asuint(l_1319_);
                                                                                uint l_1334_ = (l_1333_ + 1u);
                                                                                l_mut_194_ = l_1334_;
                                                                                uint l_1335_ = (l_1333_ & 2147483647u);
                                                                                bool l_1336_ = (l_1335_ == 0u);
                                                                                if (l_1336_) {
                                                                                    l_mut_194_ = 1u;
                                                                                } else {
                                                                                    uint l_1337_ = (l_1333_ & 2147483648u);
                                                                                    bool l_1338_ = (l_1337_ != 0u);
                                                                                    if (l_1338_) {
                                                                                        uint l_1339_ = (l_1333_ - 1u);
                                                                                        l_mut_194_ = l_1339_;
                                                                                    }
                                                                                }
                                                                                uint _e2780 = l_mut_194_;
                                                                                float l_1340_ = asfloat(_e2780);
                                                                                double l_1341_ = double(l_1340_);
                                                                                bool l_1342_ = (l_1341_ <= l_1313_);
                                                                                if (l_1342_) {
                                                                                    uint l_1343_ = asuint(l_1319_);
                                                                                    uint l_1344_ = (l_1343_ + 1u);
                                                                                    l_mut_194_ = l_1344_;
                                                                                    uint l_1345_ = (l_1343_ & 2147483647u);
                                                                                    bool l_1346_ = (l_1345_ == 0u);
                                                                                    if (l_1346_) {
                                                                                        l_mut_194_ = 1u;
                                                                                    } else {
                                                                                        uint l_1347_ = (l_1343_ & 2147483648u);
                                                                                        bool l_1348_ = (l_1347_ != 0u);
                                                                                        if (l_1348_) {
                                                                                            uint l_1349_ = (l_1343_ - 1u);
                                                                                            l_mut_194_ = l_1349_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2798 = l_mut_194_;
                                                                                    float l_1350_ = asfloat(_e2798);
                                                                                    double l_1351_ = double(l_1350_);
                                                                                    l_mut_540_ = l_1351_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2801 = l_mut_540_;
                                                                        double l_1352_ = -(_e2801);
                                                                        l_mut_1156_ = l_1352_;
                                                                    }
                                                                    l_mut_194_ = 0u;
                                                                    bool l_1353_ = !(l_134_);
                                                                    double _e2805 = l_mut_875_;
                                                                    double l_1354_ = abs(_e2805);
                                                                    bool l_1355_ = (l_1354_ <= l_869_);
                                                                    double _e2808 = l_mut_1156_;
                                                                    double l_1356_ = abs(_e2808);
                                                                    bool l_1357_ = (l_1356_ <= l_869_);
                                                                    if (!(l_1355_)) {
                                                                        local_51 = l_1357_;
                                                                    } else {
                                                                        local_51 = true;
                                                                    }
                                                                    bool l_1358_ = local_51;
                                                                    if (l_1353_) {
                                                                        local_52 = l_1358_;
                                                                    } else {
                                                                        local_52 = false;
                                                                    }
                                                                    bool l_1359_ = local_52;
                                                                    if (l_1359_) {
                                                                        a_722_[0] = 0u;
                                                                    }
                                                                    double _e2822 = l_mut_875_;
                                                                    bool l_1360_ = (_e2822 <= 0.0L);
                                                                    double _e2825 = l_mut_1156_;
                                                                    bool l_1361_ = (_e2825 >= 0.0L);
                                                                    if (l_1360_) {
                                                                        local_53 = l_1361_;
                                                                    } else {
                                                                        local_53 = false;
                                                                    }
                                                                    bool l_1362_ = local_53;
                                                                    bool l_1363_ = !(l_1362_);
                                                                    if (l_1363_) {
                                                                        double _e2833 = l_mut_28_;
                                                                        double _e2834 = l_mut_875_;
                                                                        double l_1365_ = (_e2833 / _e2834);
                                                                        double _e2836 = l_mut_28_;
                                                                        double _e2837 = l_mut_1156_;
                                                                        double l_1366_ = (_e2836 / _e2837);
                                                                        double _e2839 = l_mut_915_;
                                                                        double _e2840 = l_mut_875_;
                                                                        double l_1367_ = (_e2839 / _e2840);
                                                                        double _e2842 = l_mut_915_;
                                                                        double _e2843 = l_mut_1156_;
                                                                        double l_1368_ = (_e2842 / _e2843);
                                                                        a_1364_[0] = l_1365_;
                                                                        a_1364_[1] = l_1365_;
                                                                        double l_1369_ = a_1364_[0];
                                                                        bool l_1370_ = (l_1366_ < l_1369_);
                                                                        if (l_1370_) {
                                                                            a_1364_[0] = l_1366_;
                                                                        }
                                                                        double l_1371_ = a_1364_[0];
                                                                        bool l_1372_ = (l_1367_ < l_1371_);
                                                                        if (l_1372_) {
                                                                            a_1364_[0] = l_1367_;
                                                                        }
                                                                        double l_1373_ = a_1364_[0];
                                                                        bool l_1374_ = (l_1368_ < l_1373_);
                                                                        if (l_1374_) {
                                                                            a_1364_[0] = l_1368_;
                                                                        }
                                                                        double l_1375_ = a_1364_[1];
                                                                        bool l_1376_ = (l_1366_ > l_1375_);
                                                                        if (l_1376_) {
                                                                            a_1364_[1] = l_1366_;
                                                                        }
                                                                        double l_1377_ = a_1364_[1];
                                                                        bool l_1378_ = (l_1367_ > l_1377_);
                                                                        if (l_1378_) {
                                                                            a_1364_[1] = l_1367_;
                                                                        }
                                                                        double l_1379_ = a_1364_[1];
                                                                        bool l_1380_ = (l_1368_ > l_1379_);
                                                                        if (l_1380_) {
                                                                            a_1364_[1] = l_1368_;
                                                                        }
                                                                        l_mut_540_ = 1.4551915228366852e-11L;
                                                                        bool l_1381_ = !(l_134_);
                                                                        if (l_1381_) {
                                                                            double l_1382_ = (l_867_ + l_869_);
                                                                            double _e2874 = l_mut_875_;
                                                                            double l_1383_ = abs(_e2874);
                                                                            double _e2876 = l_mut_1156_;
                                                                            double l_1384_ = abs(_e2876);
                                                                            l_mut_1156_ = l_1383_;
                                                                            bool l_1385_ = (l_1384_ < l_1383_);
                                                                            if (l_1385_) {
                                                                                l_mut_1156_ = l_1384_;
                                                                            }
                                                                            double _e2879 = l_mut_1156_;
                                                                            double l_1386_ = (l_1382_ / _e2879);
                                                                            double _e2881 = l_mut_28_;
                                                                            double l_1387_ = abs(_e2881);
                                                                            double _e2883 = l_mut_915_;
                                                                            double l_1388_ = abs(_e2883);
                                                                            l_mut_1156_ = l_1387_;
                                                                            bool l_1389_ = (l_1388_ < l_1387_);
                                                                            if (l_1389_) {
                                                                                l_mut_1156_ = l_1388_;
                                                                            }
                                                                            double _e2886 = l_mut_1156_;
                                                                            double l_1390_ = (l_867_ / _e2886);
                                                                            double l_1391_ = (l_1386_ + l_1390_);
                                                                            double _e2889 = l_mut_540_;
                                                                            l_mut_540_ = (_e2889 + l_1391_);
                                                                        }
                                                                        double l_1392_ = a_1364_[0];
                                                                        double l_1393_ = abs(l_1392_);
                                                                        double _e2894 = l_mut_540_;
                                                                        double l_1394_ = (l_1393_ * _e2894);
                                                                        double l_1395_ = a_1364_[1];
                                                                        double l_1396_ = abs(l_1395_);
                                                                        double _e2899 = l_mut_540_;
                                                                        double l_1397_ = (l_1396_ * _e2899);
                                                                        double l_1398_ = a_1364_[0];
                                                                        double l_1399_ = (l_1398_ - l_1394_);
                                                                        double l_1400_ = abs(l_1399_);
                                                                        l_mut_1156_ = 1.401298464324817e-45L;
                                                                        bool l_1401_ = (l_1400_ >= 1.1754943508222875e-38L);
                                                                        bool l_1402_ = (l_1400_ <= 1.7976931348623157e308L);
                                                                        if (l_1401_) {
                                                                            local_54 = l_1402_;
                                                                        } else {
                                                                            local_54 = false;
                                                                        }
                                                                        bool l_1403_ = local_54;
                                                                        if (l_1403_) {
                                                                            uint64_t l_1404_ = l_1400_;
                                                                            uint64_t l_1405_ = (l_1404_ >> uint(52uL));
                                                                            uint64_t l_1406_ = (l_1405_ - 23uL);
                                                                            uint64_t l_1407_ = (l_1406_ << uint(52uL));
                                                                            double l_1408_ = l_1407_;
                                                                            l_mut_1156_ = l_1408_;
                                                                        }
                                                                        double l_1409_ = (l_1398_ + l_1394_);
                                                                        double l_1410_ = abs(l_1409_);
                                                                        l_mut_915_ = 1.401298464324817e-45L;
                                                                        bool l_1411_ = (l_1410_ >= 1.1754943508222875e-38L);
                                                                        bool l_1412_ = (l_1410_ <= 1.7976931348623157e308L);
                                                                        if (l_1411_) {
                                                                            local_55 = l_1412_;
                                                                        } else {
                                                                            local_55 = false;
                                                                        }
                                                                        bool l_1413_ = local_55;
                                                                        if (l_1413_) {
                                                                            uint64_t l_1414_ = l_1410_;
                                                                            uint64_t l_1415_ = (l_1414_ >> uint(52uL));
                                                                            uint64_t l_1416_ = (l_1415_ - 23uL);
                                                                            uint64_t l_1417_ = (l_1416_ << uint(52uL));
                                                                            double l_1418_ = l_1417_;
                                                                            l_mut_915_ = l_1418_;
                                                                        }
                                                                        double _e2949 = l_mut_1156_;
                                                                        double _e2950 = l_mut_915_;
                                                                        bool l_1419_ = (_e2949 == _e2950);
                                                                        bool l_1420_ = !(l_1419_);
                                                                        double l_1421_ = a_1364_[1];
                                                                        double l_1422_ = (l_1421_ - l_1397_);
                                                                        double l_1423_ = abs(l_1422_);
                                                                        l_mut_1156_ = 1.401298464324817e-45L;
                                                                        bool l_1424_ = (l_1423_ >= 1.1754943508222875e-38L);
                                                                        bool l_1425_ = (l_1423_ <= 1.7976931348623157e308L);
                                                                        if (l_1424_) {
                                                                            local_56 = l_1425_;
                                                                        } else {
                                                                            local_56 = false;
                                                                        }
                                                                        bool l_1426_ = local_56;
                                                                        if (l_1426_) {
                                                                            uint64_t l_1427_ = l_1423_;
                                                                            uint64_t l_1428_ = (l_1427_ >> uint(52uL));
                                                                            uint64_t l_1429_ = (l_1428_ - 23uL);
                                                                            uint64_t l_1430_ = (l_1429_ << uint(52uL));
                                                                            double l_1431_ = l_1430_;
                                                                            l_mut_1156_ = l_1431_;
                                                                        }
                                                                        double l_1432_ = (l_1421_ + l_1397_);
                                                                        double l_1433_ = abs(l_1432_);
                                                                        l_mut_915_ = 1.401298464324817e-45L;
                                                                        bool l_1434_ = (l_1433_ >= 1.1754943508222875e-38L);
                                                                        bool l_1435_ = (l_1433_ <= 1.7976931348623157e308L);
                                                                        if (l_1434_) {
                                                                            local_57 = l_1435_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1436_ = local_57;
                                                                        if (l_1436_) {
                                                                            uint64_t l_1437_ = l_1433_;
                                                                            uint64_t l_1438_ = (l_1437_ >> uint(52uL));
                                                                            uint64_t l_1439_ = (l_1438_ - 23uL);
                                                                            uint64_t l_1440_ = (l_1439_ << uint(52uL));
                                                                            double l_1441_ = l_1440_;
                                                                            l_mut_915_ = l_1441_;
                                                                        }
                                                                        double _e3001 = l_mut_1156_;
                                                                        double _e3002 = l_mut_915_;
                                                                        bool l_1442_ = (_e3001 == _e3002);
                                                                        bool l_1443_ = !(l_1442_);
                                                                        if (!(l_1420_)) {
                                                                            local_58 = l_1443_;
                                                                        } else {
                                                                            local_58 = true;
                                                                        }
                                                                        bool l_1444_ = local_58;
                                                                        if (l_1444_) {
                                                                            a_722_[0] = 0u;
                                                                        }
                                                                        double l_1445_ = a_1364_[0];
                                                                        double l_1446_ = a_1364_[0];
                                                                        double l_1447_ = abs(l_1446_);
                                                                        l_mut_1156_ = 1.401298464324817e-45L;
                                                                        bool l_1448_ = (l_1447_ >= 1.1754943508222875e-38L);
                                                                        bool l_1449_ = (l_1447_ <= 1.7976931348623157e308L);
                                                                        if (l_1448_) {
                                                                            local_59 = l_1449_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1450_ = local_59;
                                                                        if (l_1450_) {
                                                                            uint64_t l_1451_ = l_1447_;
                                                                            uint64_t l_1452_ = (l_1451_ >> uint(52uL));
                                                                            uint64_t l_1453_ = (l_1452_ - 23uL);
                                                                            uint64_t l_1454_ = (l_1453_ << uint(52uL));
                                                                            double l_1455_ = l_1454_;
                                                                            l_mut_1156_ = l_1455_;
                                                                        }
                                                                        double _e3038 = l_mut_1156_;
                                                                        double l_1456_ = (l_139_ * _e3038);
                                                                        double l_1457_ = (l_1445_ - l_1456_);
                                                                        double l_1458_ = a_1364_[1];
                                                                        double l_1459_ = a_1364_[1];
                                                                        double l_1460_ = abs(l_1459_);
                                                                        l_mut_1156_ = 1.401298464324817e-45L;
                                                                        bool l_1461_ = (l_1460_ >= 1.1754943508222875e-38L);
                                                                        bool l_1462_ = (l_1460_ <= 1.7976931348623157e308L);
                                                                        if (l_1461_) {
                                                                            local_60 = l_1462_;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1463_ = local_60;
                                                                        if (l_1463_) {
                                                                            uint64_t l_1464_ = l_1460_;
                                                                            uint64_t l_1465_ = (l_1464_ >> uint(52uL));
                                                                            uint64_t l_1466_ = (l_1465_ - 23uL);
                                                                            uint64_t l_1467_ = (l_1466_ << uint(52uL));
                                                                            double l_1468_ = l_1467_;
                                                                            l_mut_1156_ = l_1468_;
                                                                        }
                                                                        double _e3067 = l_mut_1156_;
                                                                        double l_1469_ = (l_139_ * _e3067);
                                                                        double l_1470_ = (l_1458_ + l_1469_);
                                                                        float _e3070 = l_mut_22_;
                                                                        double l_1471_ = double(_e3070);
                                                                        float _e3072 = l_mut_22_;
                                                                        uint l_1472_ = asuint(_e3072);
                                                                        uint l_1473_ = (l_1472_ + 1u);
                                                                        l_mut_164_ = l_1473_;
                                                                        uint l_1474_ = (l_1472_ & 2147483647u);
                                                                        bool l_1475_ = (l_1474_ == 0u);
                                                                        if (l_1475_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            uint l_1476_ = (l_1472_ & 2147483648u);
                                                                            bool l_1477_ = (l_1476_ != 0u);
                                                                            if (l_1477_) {
                                                                                uint l_1478_ = (l_1472_ - 1u);
                                                                                l_mut_164_ = l_1478_;
                                                                            }
                                                                        }
                                                                        uint _e3087 = l_mut_164_;
                                                                        float l_1479_ = asfloat(_e3087);
                                                                        double l_1480_ = double(l_1479_);
                                                                        float _e3090 = l_mut_22_;
                                                                        float l_1481_ = -(_e3090);
                                                                        uint l_1482_ = asuint(l_1481_);
                                                                        uint l_1483_ = (l_1482_ + 1u);
                                                                        l_mut_164_ = l_1483_;
                                                                        uint l_1484_ = (l_1482_ & 2147483647u);
                                                                        bool l_1485_ = (l_1484_ == 0u);
                                                                        if (l_1485_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            uint l_1486_ = (l_1482_ & 2147483648u);
                                                                            bool l_1487_ = (l_1486_ != 0u);
                                                                            if (l_1487_) {
                                                                                uint l_1488_ = (l_1482_ - 1u);
                                                                                l_mut_164_ = l_1488_;
                                                                            }
                                                                        }
                                                                        uint _e3106 = l_mut_164_;
                                                                        float l_1489_ = asfloat(_e3106);
                                                                        float l_1490_ = -(l_1489_);
                                                                        double l_1491_ = double(l_1490_);
                                                                        double l_1492_ = (l_1457_ + l_1394_);
                                                                        bool l_1493_ = (l_1492_ <= l_1471_);
                                                                        l_mut_224_ = l_1493_;
                                                                        double l_1494_ = (l_1457_ - l_1394_);
                                                                        bool l_1495_ = (l_1494_ > l_1471_);
                                                                        l_mut_221_ = l_1495_;
                                                                        double l_1496_ = (l_1470_ - l_1397_);
                                                                        bool l_1497_ = (l_1496_ >= l_1471_);
                                                                        l_mut_218_ = l_1497_;
                                                                        double l_1498_ = (l_1470_ + l_1397_);
                                                                        bool l_1499_ = (l_1498_ < l_1471_);
                                                                        l_mut_215_ = l_1499_;
                                                                        if (l_134_) {
                                                                            double l_1500_ = (l_1457_ + l_1394_);
                                                                            bool l_1501_ = (l_1500_ < l_1480_);
                                                                            l_mut_224_ = l_1501_;
                                                                            double l_1502_ = (l_1457_ - l_1394_);
                                                                            bool l_1503_ = (l_1502_ >= l_1480_);
                                                                            l_mut_221_ = l_1503_;
                                                                            double l_1504_ = (l_1470_ - l_1397_);
                                                                            bool l_1505_ = (l_1504_ > l_1491_);
                                                                            l_mut_218_ = l_1505_;
                                                                            double l_1506_ = (l_1470_ + l_1397_);
                                                                            bool l_1507_ = (l_1506_ <= l_1491_);
                                                                            l_mut_215_ = l_1507_;
                                                                        }
                                                                        l_mut_164_ = 2u;
                                                                        bool _e3127 = l_mut_221_;
                                                                        if (!(_e3127)) {
                                                                            bool _e3131 = l_mut_215_;
                                                                            local_61 = _e3131;
                                                                        } else {
                                                                            local_61 = true;
                                                                        }
                                                                        bool l_1508_ = local_61;
                                                                        if (l_1508_) {
                                                                            l_mut_164_ = 1u;
                                                                        } else {
                                                                            bool _e3135 = l_mut_224_;
                                                                            if (_e3135) {
                                                                                bool _e3138 = l_mut_218_;
                                                                                local_62 = _e3138;
                                                                            } else {
                                                                                local_62 = false;
                                                                            }
                                                                            bool l_1509_ = local_62;
                                                                            if (l_1509_) {
                                                                                l_mut_164_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e3142 = l_mut_164_;
                                                                        l_mut_194_ = _e3142;
                                                                    }
                                                                    uint l_1510_ = a_722_[0];
                                                                    bool l_1511_ = (l_1510_ == 0u);
                                                                    if (l_1511_) {
                                                                        l_mut_194_ = 2u;
                                                                    }
                                                                    uint _e3148 = l_mut_194_;
                                                                    l_mut_148_ = _e3148;
                                                                } else {
                                                                    bool l_1512_ = (l_144_ <= l_142_);
                                                                    bool l_1513_ = (l_130_ == 12u);
                                                                    if (l_1512_) {
                                                                        local_63 = l_1513_;
                                                                    } else {
                                                                        local_63 = false;
                                                                    }
                                                                    bool l_1514_ = local_63;
                                                                    if (l_1514_) {
                                                                        float l_1515_ = float(l_143_);
                                                                        double l_1516_ = double(l_1515_);
                                                                        double l_1517_ = abs(l_1516_);
                                                                        l_mut_1156_ = l_1517_;
                                                                        l_mut_194_ = 0u;
                                                                        bool l_1518_ = (l_1517_ >= 0.785L);
                                                                        if (l_1518_) {
                                                                            double l_1519_ = (l_1517_ * 0.6366197723675814L);
                                                                            double l_1520_ = (l_1519_ + 0.5L);
                                                                            double l_1521_ = floor(l_1520_);
                                                                            double l_1522_ = (l_1521_ * 1.570796325802803L);
                                                                            double l_1523_ = (l_1517_ - l_1522_);
                                                                            double l_1524_ = (l_1521_ * 9.920935796805404e-10L);
                                                                            double l_1525_ = (l_1523_ - l_1524_);
                                                                            l_mut_1156_ = l_1525_;
                                                                            uint l_1526_ = naga_f2u32(l_1521_);
                                                                            l_mut_194_ = l_1526_;
                                                                        }
                                                                        bool l_1527_ = (l_1515_ < 0.0);
                                                                        double _e3176 = l_mut_1156_;
                                                                        double _e3177 = l_mut_1156_;
                                                                        double l_1528_ = (_e3176 * _e3177);
                                                                        double l_1529_ = (l_1528_ * 1.9572941063391263e-20L);
                                                                        double l_1530_ = (8.22063524662433e-18L - l_1529_);
                                                                        l_mut_915_ = l_1530_;
                                                                        double _e3183 = l_mut_915_;
                                                                        double l_1531_ = (_e3183 * l_1528_);
                                                                        double l_1532_ = (l_1531_ - 2.8114572543455206e-15L);
                                                                        l_mut_915_ = l_1532_;
                                                                        double _e3187 = l_mut_915_;
                                                                        double l_1533_ = (_e3187 * l_1528_);
                                                                        double l_1534_ = (l_1533_ + 7.647163731819816e-13L);
                                                                        l_mut_915_ = l_1534_;
                                                                        double _e3191 = l_mut_915_;
                                                                        double l_1535_ = (_e3191 * l_1528_);
                                                                        double l_1536_ = (l_1535_ - 1.6059043836821613e-10L);
                                                                        l_mut_915_ = l_1536_;
                                                                        double _e3195 = l_mut_915_;
                                                                        double l_1537_ = (_e3195 * l_1528_);
                                                                        double l_1538_ = (l_1537_ + 2.505210838544172e-8L);
                                                                        l_mut_915_ = l_1538_;
                                                                        double _e3199 = l_mut_915_;
                                                                        double l_1539_ = (_e3199 * l_1528_);
                                                                        double l_1540_ = (l_1539_ - 2.7557319223985893e-6L);
                                                                        l_mut_915_ = l_1540_;
                                                                        double _e3203 = l_mut_915_;
                                                                        double l_1541_ = (_e3203 * l_1528_);
                                                                        double l_1542_ = (l_1541_ + 0.0001984126984126984L);
                                                                        l_mut_915_ = l_1542_;
                                                                        double _e3207 = l_mut_915_;
                                                                        double l_1543_ = (_e3207 * l_1528_);
                                                                        double l_1544_ = (l_1543_ - 0.008333333333333333L);
                                                                        l_mut_915_ = l_1544_;
                                                                        double _e3211 = l_mut_915_;
                                                                        double l_1545_ = (_e3211 * l_1528_);
                                                                        double l_1546_ = (l_1545_ + 0.16666666666666666L);
                                                                        l_mut_915_ = l_1546_;
                                                                        double l_1547_ = (0.5L * l_1528_);
                                                                        double l_1548_ = (1.0L - l_1547_);
                                                                        double l_1549_ = (0.0L * l_1548_);
                                                                        double _e3221 = l_mut_1156_;
                                                                        double l_1550_ = (_e3221 * l_1528_);
                                                                        double _e3223 = l_mut_915_;
                                                                        double l_1551_ = (l_1550_ * _e3223);
                                                                        double l_1552_ = (l_1549_ - l_1551_);
                                                                        double _e3226 = l_mut_1156_;
                                                                        double l_1553_ = (_e3226 + l_1552_);
                                                                        double _e3228 = l_mut_1156_;
                                                                        double _e3229 = l_mut_1156_;
                                                                        double l_1554_ = (_e3228 * _e3229);
                                                                        double l_1555_ = (l_1554_ * 4.110317623312165e-19L);
                                                                        double l_1556_ = (l_1555_ - 1.5619206968586225e-16L);
                                                                        l_mut_915_ = l_1556_;
                                                                        double _e3235 = l_mut_915_;
                                                                        double l_1557_ = (_e3235 * l_1554_);
                                                                        double l_1558_ = (l_1557_ + 4.779477332387385e-14L);
                                                                        l_mut_915_ = l_1558_;
                                                                        double _e3239 = l_mut_915_;
                                                                        double l_1559_ = (_e3239 * l_1554_);
                                                                        double l_1560_ = (l_1559_ - 1.1470745597729725e-11L);
                                                                        l_mut_915_ = l_1560_;
                                                                        double _e3243 = l_mut_915_;
                                                                        double l_1561_ = (_e3243 * l_1554_);
                                                                        double l_1562_ = (l_1561_ + 2.08767569878681e-9L);
                                                                        l_mut_915_ = l_1562_;
                                                                        double _e3247 = l_mut_915_;
                                                                        double l_1563_ = (_e3247 * l_1554_);
                                                                        double l_1564_ = (l_1563_ - 2.755731922398589e-7L);
                                                                        l_mut_915_ = l_1564_;
                                                                        double _e3251 = l_mut_915_;
                                                                        double l_1565_ = (_e3251 * l_1554_);
                                                                        double l_1566_ = (l_1565_ + 2.48015873015873e-5L);
                                                                        l_mut_915_ = l_1566_;
                                                                        double _e3255 = l_mut_915_;
                                                                        double l_1567_ = (_e3255 * l_1554_);
                                                                        double l_1568_ = (l_1567_ - 0.001388888888888889L);
                                                                        l_mut_915_ = l_1568_;
                                                                        double _e3259 = l_mut_915_;
                                                                        double l_1569_ = (_e3259 * l_1554_);
                                                                        double l_1570_ = (l_1569_ + 0.041666666666666664L);
                                                                        l_mut_915_ = l_1570_;
                                                                        double l_1571_ = (0.5L * l_1554_);
                                                                        double l_1572_ = (1.0L - l_1571_);
                                                                        double l_1573_ = (l_1554_ * l_1554_);
                                                                        double _e3268 = l_mut_915_;
                                                                        double l_1574_ = (l_1573_ * _e3268);
                                                                        double _e3271 = l_mut_1156_;
                                                                        double l_1575_ = (0.0L * _e3271);
                                                                        double l_1576_ = (l_1574_ - l_1575_);
                                                                        double l_1577_ = (l_1572_ + l_1576_);
                                                                        uint _e3275 = l_mut_194_;
                                                                        uint l_1578_ = (_e3275 & 1u);
                                                                        bool l_1579_ = (l_1578_ == 1u);
                                                                        l_mut_1156_ = l_1553_;
                                                                        uint _e3280 = l_mut_194_;
                                                                        uint l_1580_ = (_e3280 & 2u);
                                                                        bool l_1581_ = (l_1580_ != 0u);
                                                                        l_mut_224_ = l_1581_;
                                                                        if (l_1579_) {
                                                                            l_mut_1156_ = l_1577_;
                                                                        }
                                                                        if (true) {
                                                                            local_64 = l_1527_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1582_ = local_64;
                                                                        if (l_1582_) {
                                                                            bool _e3290 = l_mut_224_;
                                                                            bool l_1583_ = !(_e3290);
                                                                            l_mut_224_ = l_1583_;
                                                                        }
                                                                        bool _e3292 = l_mut_224_;
                                                                        if (_e3292) {
                                                                            double _e3293 = l_mut_1156_;
                                                                            double l_1584_ = -(_e3293);
                                                                            l_mut_1156_ = l_1584_;
                                                                        }
                                                                        float l_1585_ = float(l_143_);
                                                                        double l_1586_ = double(l_1585_);
                                                                        double l_1587_ = abs(l_1586_);
                                                                        l_mut_915_ = l_1587_;
                                                                        l_mut_194_ = 0u;
                                                                        bool l_1588_ = (l_1587_ >= 0.785L);
                                                                        if (l_1588_) {
                                                                            double l_1589_ = (l_1587_ * 0.6366197723675814L);
                                                                            double l_1590_ = (l_1589_ + 0.5L);
                                                                            double l_1591_ = floor(l_1590_);
                                                                            double l_1592_ = (l_1591_ * 1.570796325802803L);
                                                                            double l_1593_ = (l_1587_ - l_1592_);
                                                                            double l_1594_ = (l_1591_ * 9.920935796805404e-10L);
                                                                            double l_1595_ = (l_1593_ - l_1594_);
                                                                            l_mut_915_ = l_1595_;
                                                                            uint l_1596_ = naga_f2u32(l_1591_);
                                                                            l_mut_194_ = l_1596_;
                                                                        }
                                                                        bool l_1597_ = (l_1585_ < 0.0);
                                                                        double _e3315 = l_mut_915_;
                                                                        double _e3316 = l_mut_915_;
                                                                        double l_1598_ = (_e3315 * _e3316);
                                                                        double l_1599_ = (l_1598_ * 1.9572941063391263e-20L);
                                                                        double l_1600_ = (8.22063524662433e-18L - l_1599_);
                                                                        l_mut_875_ = l_1600_;
                                                                        double _e3322 = l_mut_875_;
                                                                        double l_1601_ = (_e3322 * l_1598_);
                                                                        double l_1602_ = (l_1601_ - 2.8114572543455206e-15L);
                                                                        l_mut_875_ = l_1602_;
                                                                        double _e3326 = l_mut_875_;
                                                                        double l_1603_ = (_e3326 * l_1598_);
                                                                        double l_1604_ = (l_1603_ + 7.647163731819816e-13L);
                                                                        l_mut_875_ = l_1604_;
                                                                        double _e3330 = l_mut_875_;
                                                                        double l_1605_ = (_e3330 * l_1598_);
                                                                        double l_1606_ = (l_1605_ - 1.6059043836821613e-10L);
                                                                        l_mut_875_ = l_1606_;
                                                                        double _e3334 = l_mut_875_;
                                                                        double l_1607_ = (_e3334 * l_1598_);
                                                                        double l_1608_ = (l_1607_ + 2.505210838544172e-8L);
                                                                        l_mut_875_ = l_1608_;
                                                                        double _e3338 = l_mut_875_;
                                                                        double l_1609_ = (_e3338 * l_1598_);
                                                                        double l_1610_ = (l_1609_ - 2.7557319223985893e-6L);
                                                                        l_mut_875_ = l_1610_;
                                                                        double _e3342 = l_mut_875_;
                                                                        double l_1611_ = (_e3342 * l_1598_);
                                                                        double l_1612_ = (l_1611_ + 0.0001984126984126984L);
                                                                        l_mut_875_ = l_1612_;
                                                                        double _e3346 = l_mut_875_;
                                                                        double l_1613_ = (_e3346 * l_1598_);
                                                                        double l_1614_ = (l_1613_ - 0.008333333333333333L);
                                                                        l_mut_875_ = l_1614_;
                                                                        double _e3350 = l_mut_875_;
                                                                        double l_1615_ = (_e3350 * l_1598_);
                                                                        double l_1616_ = (l_1615_ + 0.16666666666666666L);
                                                                        l_mut_875_ = l_1616_;
                                                                        double l_1617_ = (0.5L * l_1598_);
                                                                        double l_1618_ = (1.0L - l_1617_);
                                                                        double l_1619_ = (0.0L * l_1618_);
                                                                        double _e3360 = l_mut_915_;
                                                                        double l_1620_ = (_e3360 * l_1598_);
                                                                        double _e3362 = l_mut_875_;
                                                                        double l_1621_ = (l_1620_ * _e3362);
                                                                        double l_1622_ = (l_1619_ - l_1621_);
                                                                        double _e3365 = l_mut_915_;
                                                                        double l_1623_ = (_e3365 + l_1622_);
                                                                        double _e3367 = l_mut_915_;
                                                                        double _e3368 = l_mut_915_;
                                                                        double l_1624_ = (_e3367 * _e3368);
                                                                        double l_1625_ = (l_1624_ * 4.110317623312165e-19L);
                                                                        double l_1626_ = (l_1625_ - 1.5619206968586225e-16L);
                                                                        l_mut_875_ = l_1626_;
                                                                        double _e3374 = l_mut_875_;
                                                                        double l_1627_ = (_e3374 * l_1624_);
                                                                        double l_1628_ = (l_1627_ + 4.779477332387385e-14L);
                                                                        l_mut_875_ = l_1628_;
                                                                        double _e3378 = l_mut_875_;
                                                                        double l_1629_ = (_e3378 * l_1624_);
                                                                        double l_1630_ = (l_1629_ - 1.1470745597729725e-11L);
                                                                        l_mut_875_ = l_1630_;
                                                                        double _e3382 = l_mut_875_;
                                                                        double l_1631_ = (_e3382 * l_1624_);
                                                                        double l_1632_ = (l_1631_ + 2.08767569878681e-9L);
                                                                        l_mut_875_ = l_1632_;
                                                                        double _e3386 = l_mut_875_;
                                                                        double l_1633_ = (_e3386 * l_1624_);
                                                                        double l_1634_ = (l_1633_ - 2.755731922398589e-7L);
                                                                        l_mut_875_ = l_1634_;
                                                                        double _e3390 = l_mut_875_;
                                                                        double l_1635_ = (_e3390 * l_1624_);
                                                                        double l_1636_ = (l_1635_ + 2.48015873015873e-5L);
                                                                        l_mut_875_ = l_1636_;
                                                                        double _e3394 = l_mut_875_;
                                                                        double l_1637_ = (_e3394 * l_1624_);
                                                                        double l_1638_ = (l_1637_ - 0.001388888888888889L);
                                                                        l_mut_875_ = l_1638_;
                                                                        double _e3398 = l_mut_875_;
                                                                        double l_1639_ = (_e3398 * l_1624_);
                                                                        double l_1640_ = (l_1639_ + 0.041666666666666664L);
                                                                        l_mut_875_ = l_1640_;
                                                                        double l_1641_ = (0.5L * l_1624_);
                                                                        double l_1642_ = (1.0L - l_1641_);
                                                                        double l_1643_ = (l_1624_ * l_1624_);
                                                                        double _e3407 = l_mut_875_;
                                                                        double l_1644_ = (l_1643_ * _e3407);
                                                                        double _e3410 = l_mut_915_;
                                                                        double l_1645_ = (0.0L * _e3410);
                                                                        double l_1646_ = (l_1644_ - l_1645_);
                                                                        double l_1647_ = (l_1642_ + l_1646_);
                                                                        uint _e3414 = l_mut_194_;
                                                                        uint l_1648_ = (_e3414 & 1u);
                                                                        bool l_1649_ = (l_1648_ == 1u);
                                                                        l_mut_915_ = l_1623_;
                                                                        uint _e3419 = l_mut_194_;
                                                                        uint l_1650_ = (_e3419 & 2u);
                                                                        bool l_1651_ = (l_1650_ != 0u);
                                                                        l_mut_224_ = l_1651_;
                                                                        l_mut_915_ = l_1647_;
                                                                        if (l_1649_) {
                                                                            l_mut_915_ = l_1623_;
                                                                        }
                                                                        uint _e3424 = l_mut_194_;
                                                                        uint l_1652_ = (_e3424 + 1u);
                                                                        uint l_1653_ = (l_1652_ & 2u);
                                                                        bool l_1654_ = (l_1653_ != 0u);
                                                                        l_mut_224_ = l_1654_;
                                                                        if (false) {
                                                                            local_65 = l_1597_;
                                                                        } else {
                                                                            local_65 = false;
                                                                        }
                                                                        bool l_1655_ = local_65;
                                                                        if (l_1655_) {
                                                                            bool _e3436 = l_mut_224_;
                                                                            bool l_1656_ = !(_e3436);
                                                                            l_mut_224_ = l_1656_;
                                                                        }
                                                                        bool _e3438 = l_mut_224_;
                                                                        if (_e3438) {
                                                                            double _e3439 = l_mut_915_;
                                                                            double l_1657_ = -(_e3439);
                                                                            l_mut_915_ = l_1657_;
                                                                        }
                                                                        double _e3441 = l_mut_1156_;
                                                                        double l_1658_ = abs(_e3441);
                                                                        double l_1659_ = (l_1658_ * 1.4551915228366852e-11L);
                                                                        double _e3445 = l_mut_915_;
                                                                        double l_1660_ = abs(_e3445);
                                                                        double l_1661_ = (l_1660_ * 1.4551915228366852e-11L);
                                                                        double _e3449 = l_mut_1156_;
                                                                        double l_1662_ = (_e3449 - l_136_);
                                                                        double _e3451 = l_mut_1156_;
                                                                        double l_1663_ = (_e3451 + l_136_);
                                                                        double _e3453 = l_mut_915_;
                                                                        double l_1664_ = (_e3453 - l_136_);
                                                                        double _e3455 = l_mut_915_;
                                                                        double l_1665_ = (_e3455 + l_136_);
                                                                        l_mut_194_ = 2u;
                                                                        double l_1666_ = abs(l_1664_);
                                                                        bool l_1667_ = (l_1666_ <= l_1661_);
                                                                        double l_1668_ = abs(l_1665_);
                                                                        bool l_1669_ = (l_1668_ <= l_1661_);
                                                                        if (!(l_1667_)) {
                                                                            local_66 = l_1669_;
                                                                        } else {
                                                                            local_66 = true;
                                                                        }
                                                                        bool l_1670_ = local_66;
                                                                        bool l_1671_ = !(l_1670_);
                                                                        if (l_1671_) {
                                                                            l_mut_194_ = 0u;
                                                                            bool l_1672_ = (l_1664_ <= 0.0L);
                                                                            bool l_1673_ = (l_1665_ >= 0.0L);
                                                                            if (l_1672_) {
                                                                                local_67 = l_1673_;
                                                                            } else {
                                                                                local_67 = false;
                                                                            }
                                                                            bool l_1674_ = local_67;
                                                                            bool l_1675_ = !(l_1674_);
                                                                            if (l_1675_) {
                                                                                double l_1676_ = abs(l_1664_);
                                                                                double l_1677_ = abs(l_1665_);
                                                                                l_mut_1156_ = l_1676_;
                                                                                bool l_1678_ = (l_1677_ < l_1676_);
                                                                                if (l_1678_) {
                                                                                    l_mut_1156_ = l_1677_;
                                                                                }
                                                                                double _e3481 = l_mut_1156_;
                                                                                double l_1679_ = (l_1661_ / _e3481);
                                                                                double l_1680_ = (l_1679_ + 1.4551915228366852e-11L);
                                                                                double l_1681_ = (1.0L / l_1665_);
                                                                                double l_1682_ = (1.0L / l_1664_);
                                                                                double l_1683_ = abs(l_1681_);
                                                                                l_mut_1156_ = 1.401298464324817e-45L;
                                                                                bool l_1684_ = (l_1683_ >= 1.1754943508222875e-38L);
                                                                                bool l_1685_ = (l_1683_ <= 1.7976931348623157e308L);
                                                                                if (l_1684_) {
                                                                                    local_68 = l_1685_;
                                                                                } else {
                                                                                    local_68 = false;
                                                                                }
                                                                                bool l_1686_ = local_68;
                                                                                if (l_1686_) {
                                                                                    uint64_t l_1687_ = l_1683_;
                                                                                    uint64_t l_1688_ = (l_1687_ >> uint(52uL));
                                                                                    uint64_t l_1689_ = (l_1688_ - 23uL);
                                                                                    uint64_t l_1690_ = (l_1689_ << uint(52uL));
                                                                                    double l_1691_ = l_1690_;
                                                                                    l_mut_1156_ = l_1691_;
                                                                                }
                                                                                double _e3511 = l_mut_1156_;
                                                                                double l_1692_ = (l_139_ * _e3511);
                                                                                double l_1693_ = (l_1681_ - l_1692_);
                                                                                double l_1694_ = abs(l_1682_);
                                                                                l_mut_1156_ = 1.401298464324817e-45L;
                                                                                bool l_1695_ = (l_1694_ >= 1.1754943508222875e-38L);
                                                                                bool l_1696_ = (l_1694_ <= 1.7976931348623157e308L);
                                                                                if (l_1695_) {
                                                                                    local_69 = l_1696_;
                                                                                } else {
                                                                                    local_69 = false;
                                                                                }
                                                                                bool l_1697_ = local_69;
                                                                                if (l_1697_) {
                                                                                    uint64_t l_1698_ = l_1694_;
                                                                                    uint64_t l_1699_ = (l_1698_ >> uint(52uL));
                                                                                    uint64_t l_1700_ = (l_1699_ - 23uL);
                                                                                    uint64_t l_1701_ = (l_1700_ << uint(52uL));
                                                                                    double l_1702_ = l_1701_;
                                                                                    l_mut_1156_ = l_1702_;
                                                                                }
                                                                                double _e3536 = l_mut_1156_;
                                                                                double l_1703_ = (l_139_ * _e3536);
                                                                                double l_1704_ = (l_1682_ + l_1703_);
                                                                                double l_1706_ = (l_1662_ * l_1693_);
                                                                                double l_1707_ = (l_1662_ * l_1704_);
                                                                                double l_1708_ = (l_1663_ * l_1693_);
                                                                                double l_1709_ = (l_1663_ * l_1704_);
                                                                                a_1705_[0] = l_1706_;
                                                                                a_1705_[1] = l_1706_;
                                                                                double l_1710_ = a_1705_[0];
                                                                                bool l_1711_ = (l_1707_ < l_1710_);
                                                                                if (l_1711_) {
                                                                                    a_1705_[0] = l_1707_;
                                                                                }
                                                                                double l_1712_ = a_1705_[0];
                                                                                bool l_1713_ = (l_1708_ < l_1712_);
                                                                                if (l_1713_) {
                                                                                    a_1705_[0] = l_1708_;
                                                                                }
                                                                                double l_1714_ = a_1705_[0];
                                                                                bool l_1715_ = (l_1709_ < l_1714_);
                                                                                if (l_1715_) {
                                                                                    a_1705_[0] = l_1709_;
                                                                                }
                                                                                double l_1716_ = a_1705_[1];
                                                                                bool l_1717_ = (l_1707_ > l_1716_);
                                                                                if (l_1717_) {
                                                                                    a_1705_[1] = l_1707_;
                                                                                }
                                                                                double l_1718_ = a_1705_[1];
                                                                                bool l_1719_ = (l_1708_ > l_1718_);
                                                                                if (l_1719_) {
                                                                                    a_1705_[1] = l_1708_;
                                                                                }
                                                                                double l_1720_ = a_1705_[1];
                                                                                bool l_1721_ = (l_1709_ > l_1720_);
                                                                                if (l_1721_) {
                                                                                    a_1705_[1] = l_1709_;
                                                                                }
                                                                                double l_1722_ = abs(l_1662_);
                                                                                double l_1723_ = abs(l_1663_);
                                                                                l_mut_1156_ = l_1722_;
                                                                                bool l_1724_ = (l_1723_ > l_1722_);
                                                                                if (l_1724_) {
                                                                                    l_mut_1156_ = l_1723_;
                                                                                }
                                                                                double l_1725_ = abs(l_1693_);
                                                                                double l_1726_ = abs(l_1704_);
                                                                                l_mut_915_ = l_1725_;
                                                                                bool l_1727_ = (l_1726_ > l_1725_);
                                                                                if (l_1727_) {
                                                                                    l_mut_915_ = l_1726_;
                                                                                }
                                                                                double _e3575 = l_mut_1156_;
                                                                                double _e3576 = l_mut_915_;
                                                                                double l_1728_ = (_e3575 * _e3576);
                                                                                double l_1729_ = (l_1680_ + 1.4551915228366852e-11L);
                                                                                double l_1730_ = (l_1728_ * l_1729_);
                                                                                double _e3581 = l_mut_915_;
                                                                                double l_1731_ = (l_1659_ * _e3581);
                                                                                double l_1732_ = (l_1730_ + l_1731_);
                                                                                l_mut_194_ = 2u;
                                                                                double l_1733_ = abs(l_1681_);
                                                                                double l_1734_ = (l_1733_ * l_1680_);
                                                                                double l_1735_ = (l_1681_ - l_1734_);
                                                                                double l_1736_ = abs(l_1735_);
                                                                                l_mut_1156_ = 1.401298464324817e-45L;
                                                                                bool l_1737_ = (l_1736_ >= 1.1754943508222875e-38L);
                                                                                bool l_1738_ = (l_1736_ <= 1.7976931348623157e308L);
                                                                                if (l_1737_) {
                                                                                    local_70 = l_1738_;
                                                                                } else {
                                                                                    local_70 = false;
                                                                                }
                                                                                bool l_1739_ = local_70;
                                                                                if (l_1739_) {
                                                                                    uint64_t l_1740_ = l_1736_;
                                                                                    uint64_t l_1741_ = (l_1740_ >> uint(52uL));
                                                                                    uint64_t l_1742_ = (l_1741_ - 23uL);
                                                                                    uint64_t l_1743_ = (l_1742_ << uint(52uL));
                                                                                    double l_1744_ = l_1743_;
                                                                                    l_mut_1156_ = l_1744_;
                                                                                }
                                                                                double l_1745_ = (l_1681_ + l_1734_);
                                                                                double l_1746_ = abs(l_1745_);
                                                                                l_mut_915_ = 1.401298464324817e-45L;
                                                                                bool l_1747_ = (l_1746_ >= 1.1754943508222875e-38L);
                                                                                bool l_1748_ = (l_1746_ <= 1.7976931348623157e308L);
                                                                                if (l_1747_) {
                                                                                    local_71 = l_1748_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1749_ = local_71;
                                                                                if (l_1749_) {
                                                                                    uint64_t l_1750_ = l_1746_;
                                                                                    uint64_t l_1751_ = (l_1750_ >> uint(52uL));
                                                                                    uint64_t l_1752_ = (l_1751_ - 23uL);
                                                                                    uint64_t l_1753_ = (l_1752_ << uint(52uL));
                                                                                    double l_1754_ = l_1753_;
                                                                                    l_mut_915_ = l_1754_;
                                                                                }
                                                                                double _e3633 = l_mut_1156_;
                                                                                double _e3634 = l_mut_915_;
                                                                                bool l_1755_ = (_e3633 == _e3634);
                                                                                double l_1756_ = abs(l_1682_);
                                                                                double l_1757_ = (l_1756_ * l_1680_);
                                                                                double l_1758_ = (l_1682_ - l_1757_);
                                                                                double l_1759_ = abs(l_1758_);
                                                                                l_mut_1156_ = 1.401298464324817e-45L;
                                                                                bool l_1760_ = (l_1759_ >= 1.1754943508222875e-38L);
                                                                                bool l_1761_ = (l_1759_ <= 1.7976931348623157e308L);
                                                                                if (l_1760_) {
                                                                                    local_72 = l_1761_;
                                                                                } else {
                                                                                    local_72 = false;
                                                                                }
                                                                                bool l_1762_ = local_72;
                                                                                if (l_1762_) {
                                                                                    uint64_t l_1763_ = l_1759_;
                                                                                    uint64_t l_1764_ = (l_1763_ >> uint(52uL));
                                                                                    uint64_t l_1765_ = (l_1764_ - 23uL);
                                                                                    uint64_t l_1766_ = (l_1765_ << uint(52uL));
                                                                                    double l_1767_ = l_1766_;
                                                                                    l_mut_1156_ = l_1767_;
                                                                                }
                                                                                double l_1768_ = (l_1682_ + l_1757_);
                                                                                double l_1769_ = abs(l_1768_);
                                                                                l_mut_915_ = 1.401298464324817e-45L;
                                                                                bool l_1770_ = (l_1769_ >= 1.1754943508222875e-38L);
                                                                                bool l_1771_ = (l_1769_ <= 1.7976931348623157e308L);
                                                                                if (l_1770_) {
                                                                                    local_73 = l_1771_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1772_ = local_73;
                                                                                if (l_1772_) {
                                                                                    uint64_t l_1773_ = l_1769_;
                                                                                    uint64_t l_1774_ = (l_1773_ >> uint(52uL));
                                                                                    uint64_t l_1775_ = (l_1774_ - 23uL);
                                                                                    uint64_t l_1776_ = (l_1775_ << uint(52uL));
                                                                                    double l_1777_ = l_1776_;
                                                                                    l_mut_915_ = l_1777_;
                                                                                }
                                                                                double _e3684 = l_mut_1156_;
                                                                                double _e3685 = l_mut_915_;
                                                                                bool l_1778_ = (_e3684 == _e3685);
                                                                                if (l_1755_) {
                                                                                    local_74 = l_1778_;
                                                                                } else {
                                                                                    local_74 = false;
                                                                                }
                                                                                bool l_1779_ = local_74;
                                                                                if (l_1779_) {
                                                                                    double l_1780_ = a_1705_[0];
                                                                                    double l_1781_ = a_1705_[1];
                                                                                    float _e3695 = l_mut_22_;
                                                                                    double l_1782_ = double(_e3695);
                                                                                    float _e3697 = l_mut_22_;
                                                                                    uint l_1783_ = asuint(_e3697);
                                                                                    uint l_1784_ = (l_1783_ + 1u);
                                                                                    l_mut_164_ = l_1784_;
                                                                                    uint l_1785_ = (l_1783_ & 2147483647u);
                                                                                    bool l_1786_ = (l_1785_ == 0u);
                                                                                    if (l_1786_) {
                                                                                        l_mut_164_ = 1u;
                                                                                    } else {
                                                                                        uint l_1787_ = (l_1783_ & 2147483648u);
                                                                                        bool l_1788_ = (l_1787_ != 0u);
                                                                                        if (l_1788_) {
                                                                                            uint l_1789_ = (l_1783_ - 1u);
                                                                                            l_mut_164_ = l_1789_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3712 = l_mut_164_;
                                                                                    float l_1790_ = asfloat(_e3712);
                                                                                    double l_1791_ = double(l_1790_);
                                                                                    float _e3715 = l_mut_22_;
                                                                                    float l_1792_ = -(_e3715);
                                                                                    uint l_1793_ = asuint(l_1792_);
                                                                                    uint l_1794_ = (l_1793_ + 1u);
                                                                                    l_mut_164_ = l_1794_;
                                                                                    uint l_1795_ = (l_1793_ & 2147483647u);
                                                                                    bool l_1796_ = (l_1795_ == 0u);
                                                                                    if (l_1796_) {
                                                                                        l_mut_164_ = 1u;
                                                                                    } else {
                                                                                        uint l_1797_ = (l_1793_ & 2147483648u);
                                                                                        bool l_1798_ = (l_1797_ != 0u);
                                                                                        if (l_1798_) {
                                                                                            uint l_1799_ = (l_1793_ - 1u);
                                                                                            l_mut_164_ = l_1799_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3731 = l_mut_164_;
                                                                                    float l_1800_ = asfloat(_e3731);
                                                                                    float l_1801_ = -(l_1800_);
                                                                                    double l_1802_ = double(l_1801_);
                                                                                    double l_1803_ = (l_1780_ + l_1732_);
                                                                                    bool l_1804_ = (l_1803_ <= l_1782_);
                                                                                    l_mut_224_ = l_1804_;
                                                                                    double l_1805_ = (l_1780_ - l_1732_);
                                                                                    bool l_1806_ = (l_1805_ > l_1782_);
                                                                                    l_mut_221_ = l_1806_;
                                                                                    double l_1807_ = (l_1781_ - l_1732_);
                                                                                    bool l_1808_ = (l_1807_ >= l_1782_);
                                                                                    l_mut_218_ = l_1808_;
                                                                                    double l_1809_ = (l_1781_ + l_1732_);
                                                                                    bool l_1810_ = (l_1809_ < l_1782_);
                                                                                    l_mut_215_ = l_1810_;
                                                                                    double l_1811_ = (l_1780_ + l_1732_);
                                                                                    bool l_1812_ = (l_1811_ < l_1791_);
                                                                                    l_mut_224_ = l_1812_;
                                                                                    double l_1813_ = (l_1780_ - l_1732_);
                                                                                    bool l_1814_ = (l_1813_ >= l_1791_);
                                                                                    l_mut_221_ = l_1814_;
                                                                                    double l_1815_ = (l_1781_ - l_1732_);
                                                                                    bool l_1816_ = (l_1815_ > l_1802_);
                                                                                    l_mut_218_ = l_1816_;
                                                                                    double l_1817_ = (l_1781_ + l_1732_);
                                                                                    bool l_1818_ = (l_1817_ <= l_1802_);
                                                                                    l_mut_215_ = l_1818_;
                                                                                    l_mut_164_ = 2u;
                                                                                    bool _e3752 = l_mut_221_;
                                                                                    if (!(_e3752)) {
                                                                                        bool _e3756 = l_mut_215_;
                                                                                        local_75 = _e3756;
                                                                                    } else {
                                                                                        local_75 = true;
                                                                                    }
                                                                                    bool l_1819_ = local_75;
                                                                                    if (l_1819_) {
                                                                                        l_mut_164_ = 1u;
                                                                                    } else {
                                                                                        bool _e3760 = l_mut_224_;
                                                                                        if (_e3760) {
                                                                                            bool _e3763 = l_mut_218_;
                                                                                            local_76 = _e3763;
                                                                                        } else {
                                                                                            local_76 = false;
                                                                                        }
                                                                                        bool l_1820_ = local_76;
                                                                                        if (l_1820_) {
                                                                                            l_mut_164_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    uint _e3767 = l_mut_164_;
                                                                                    l_mut_194_ = _e3767;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3768 = l_mut_194_;
                                                                        l_mut_148_ = _e3768;
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
                            uint l_1821_ = a_147_[0];
                            bool l_1822_ = (l_1821_ == 0u);
                            if (l_1822_) {
                                l_mut_148_ = 2u;
                            }
                            uint _e3774 = l_mut_128_;
                            uint _e3776 = l_mut_148_;
                            a_10_[min(uint(_e3774), 7u)] = _e3776;
                            uint _e3777 = l_mut_128_;
                            uint l_1823_ = a_10_[min(uint(_e3777), 7u)];
                            bool l_1824_ = (l_1823_ == 2u);
                            if (l_1824_) {
                                l_mut_125_ = false;
                            }
                        }
                    }
                }
                uint _e3786 = l_mut_30_;
                bool l_1825_ = (_e3786 == 4294967293u);
                if (l_1825_) {
                    uint l_1826_ = a_8_[0];
                    uint l_1827_ = (l_1826_ + 1u);
                    a_8_[0] = l_1827_;
                } else {
                    bool _e3794 = l_mut_125_;
                    if (_e3794) {
                        l_mut_1156_ = l_118_;
                        double _e3795 = l_mut_1156_;
                        bool l_1828_ = (_e3795 < -17.0L);
                        if (l_1828_) {
                            l_mut_1156_ = -17.0L;
                        }
                        double _e3799 = l_mut_1156_;
                        bool l_1829_ = (_e3799 > 17.0L);
                        if (l_1829_) {
                            l_mut_1156_ = 17.0L;
                        }
                        double _e3803 = l_mut_1156_;
                        double l_1830_ = (_e3803 + 16.0L);
                        double l_1831_ = (l_1830_ + 1.0L);
                        uint l_1832_ = naga_f2u32(l_1831_);
                        uint l_1833_ = (2u + l_1832_);
                        uint l_1834_ = a_8_[min(uint(l_1833_), 64u)];
                        uint l_1835_ = (l_1834_ + 1u);
                        a_8_[min(uint(l_1833_), 64u)] = l_1835_;
                        float _e3816 = l_mut_22_;
                        uint l_1836_ = asuint(_e3816);
                        uint l_1837_ = (l_1836_ & 8388607u);
                        double l_1838_ = double(l_1837_);
                        double l_1839_ = (l_1838_ / 7.1362384635298e44L);
                        l_mut_1156_ = l_1839_;
                        uint l_1840_ = (l_1836_ & 2139095040u);
                        bool l_1841_ = (l_1840_ != 0u);
                        if (l_1841_) {
                            uint l_1842_ = (l_1836_ & 2147483647u);
                            float l_1843_ = asfloat(l_1842_);
                            double l_1844_ = double(l_1843_);
                            l_mut_1156_ = l_1844_;
                        }
                        uint l_1845_ = (l_1836_ >> 31u);
                        double l_1846_ = double(l_1845_);
                        double l_1847_ = (2.0L * l_1846_);
                        double l_1848_ = (1.0L - l_1847_);
                        double _e3838 = l_mut_1156_;
                        l_mut_1156_ = (_e3838 * l_1848_);
                        double _e3840 = l_mut_25_;
                        double l_1849_ = abs(_e3840);
                        double _e3842 = l_mut_25_;
                        double l_1850_ = (_e3842 * 0.0L);
                        double l_1851_ = (l_1850_ + 7.1362384635298e44L);
                        l_mut_915_ = l_1851_;
                        bool l_1852_ = (l_1849_ >= 2.350988701644575e-38L);
                        if (l_1852_) {
                            uint _e3849 = l_mut_30_;
                            uint l_1853_ = (_e3849 & 2147483647u);
                            float l_1854_ = asfloat(l_1853_);
                            double l_1855_ = double(l_1854_);
                            uint l_1856_ = (l_1853_ & 2139095040u);
                            float l_1857_ = asfloat(l_1856_);
                            double l_1858_ = double(l_1857_);
                            bool l_1859_ = (l_1855_ > l_1849_);
                            uint l_1860_ = (l_1853_ & 8388607u);
                            bool l_1861_ = (l_1860_ == 0u);
                            if (l_1859_) {
                                local_77 = l_1861_;
                            } else {
                                local_77 = false;
                            }
                            bool l_1862_ = local_77;
                            double l_1863_ = (l_1858_ * 1.1920928955078125e-7L);
                            double l_1864_ = double(l_1862_);
                            double l_1865_ = (0.5L * l_1864_);
                            double l_1866_ = (1.0L - l_1865_);
                            double l_1867_ = (l_1863_ * l_1866_);
                            double l_1868_ = (1.0L / l_1867_);
                            l_mut_915_ = l_1868_;
                        }
                        double _e3877 = l_mut_1156_;
                        double _e3878 = l_mut_25_;
                        double l_1869_ = (_e3877 - _e3878);
                        double _e3880 = l_mut_915_;
                        double l_1870_ = (l_1869_ * _e3880);
                        uint l_1871_ = a_8_[45];
                        bool l_1872_ = (l_1871_ == 4294967295u);
                        double l_1873_ = a_9_[0];
                        bool l_1874_ = (l_1870_ < l_1873_);
                        if (!(l_1872_)) {
                            local_78 = l_1874_;
                        } else {
                            local_78 = true;
                        }
                        bool l_1875_ = local_78;
                        if (l_1875_) {
                            a_9_[0] = l_1870_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_99_;
                        }
                        uint l_1876_ = a_8_[47];
                        bool l_1877_ = (l_1876_ == 4294967295u);
                        double l_1878_ = a_9_[1];
                        bool l_1879_ = (l_1870_ > l_1878_);
                        if (!(l_1877_)) {
                            local_79 = l_1879_;
                        } else {
                            local_79 = true;
                        }
                        bool l_1880_ = local_79;
                        if (l_1880_) {
                            a_9_[1] = l_1870_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_99_;
                        }
                        bool l_1881_ = (l_118_ != 0.0L);
                        if (l_1881_) {
                            l_mut_1882_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3965 = l_mut_1882_;
                                    l_mut_1882_ = (_e3965 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3916 = l_mut_1882_;
                                if ((_e3916 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3919 = l_mut_1882_;
                                    uint l_1883_ = a_10_[min(uint(_e3919), 7u)];
                                    bool l_1884_ = (l_1883_ == 1u);
                                    if (l_1884_) {
                                        uint _e3925 = l_mut_1882_;
                                        uint l_1885_ = (37u + _e3925);
                                        uint l_1886_ = a_8_[min(uint(l_1885_), 64u)];
                                        uint l_1887_ = (l_1886_ + 1u);
                                        a_8_[min(uint(l_1885_), 64u)] = l_1887_;
                                        uint _e3933 = l_mut_1882_;
                                        uint l_1888_ = (2u + _e3933);
                                        uint l_1889_ = (2u * l_1888_);
                                        uint l_1890_ = (45u + l_1889_);
                                        uint l_1891_ = a_8_[min(uint(l_1890_), 64u)];
                                        bool l_1892_ = (l_1891_ == 4294967295u);
                                        double l_1893_ = abs(l_1870_);
                                        uint _e3945 = l_mut_1882_;
                                        uint l_1894_ = (2u + _e3945);
                                        double l_1895_ = a_9_[min(uint(l_1894_), 9u)];
                                        double l_1896_ = abs(l_1895_);
                                        bool l_1897_ = (l_1893_ > l_1896_);
                                        if (!(l_1892_)) {
                                            local_80 = l_1897_;
                                        } else {
                                            local_80 = true;
                                        }
                                        bool l_1898_ = local_80;
                                        if (l_1898_) {
                                            uint _e3957 = l_mut_1882_;
                                            uint l_1899_ = (2u + _e3957);
                                            a_9_[min(uint(l_1899_), 9u)] = l_1870_;
                                            a_8_[min(uint(l_1890_), 64u)] = l_20_;
                                            uint l_1900_ = (l_1890_ + 1u);
                                            a_8_[min(uint(l_1900_), 64u)] = l_99_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1901_ = a_8_[1];
                        uint l_1902_ = (l_2_ + l_1901_);
                        uint l_1903_ = (l_1902_ * 2u);
                        uint l_1981_ = asuint(info.Load(24+0));
                        uint l_1982_ = (l_1981_ * 1u);
                        bool l_1983_ = (l_1903_ < l_1982_);
                        if (l_1983_) {
                            buffer_6_global.Store(l_1903_*4, asuint(l_20_));
                        }
                        uint l_1904_ = (l_1903_ + 1u);
                        uint l_1984_ = asuint(info.Load(24+0));
                        uint l_1985_ = (l_1984_ * 1u);
                        bool l_1986_ = (l_1904_ < l_1985_);
                        if (l_1986_) {
                            buffer_6_global.Store(l_1904_*4, asuint(l_99_));
                        }
                        uint l_1905_ = a_8_[1];
                        uint l_1906_ = (l_1905_ + 1u);
                        a_8_[1] = l_1906_;
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
                uint _e4022 = l_mut_1907_;
                l_mut_1907_ = (_e4022 + 1u);
            }
            loop_init_5 = false;
            uint _e4002 = l_mut_1907_;
            if ((_e4002 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1908_ = (id * 65u);
                uint _e4007 = l_mut_1907_;
                uint l_1909_ = (l_1908_ + _e4007);
                uint _e4009 = l_mut_1907_;
                uint l_1910_ = a_8_[min(uint(_e4009), 64u)];
                uint l_1987_ = asuint(info.Load(16+0));
                uint l_1988_ = (l_1987_ * 1u);
                bool l_1989_ = (l_1909_ < l_1988_);
                if (l_1989_) {
                    buffer_4_global.Store(l_1909_*4, asuint(l_1910_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e4046 = l_mut_1911_;
                l_mut_1911_ = (_e4046 + 1u);
            }
            loop_init_6 = false;
            uint _e4026 = l_mut_1911_;
            if ((_e4026 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1912_ = (id * 10u);
                uint _e4031 = l_mut_1911_;
                uint l_1913_ = (l_1912_ + _e4031);
                uint _e4033 = l_mut_1911_;
                double l_1914_ = a_9_[min(uint(_e4033), 9u)];
                uint l_1990_ = asuint(info.Load(20+0));
                uint l_1991_ = (l_1990_ * 1u);
                bool l_1992_ = (l_1913_ < l_1991_);
                if (l_1992_) {
                    buffer_5_global.Store(l_1913_*8, l_1914_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
