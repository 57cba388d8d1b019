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

int naga_f2i32(double value) {
    return int(clamp(value, -2147483648.0L, 2147483647.0L));
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_232_[1] = (uint[1])0;
    double a_1257_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    uint l_mut_112_ = (uint)0;
    double l_mut_1544_ = (double)0;
    bool l_mut_210_ = (bool)0;
    uint l_mut_233_ = (uint)0;
    uint l_mut_249_ = (uint)0;
    float l_mut_25_ = (float)0;
    uint l_mut_290_ = (uint)0;
    double l_mut_31_ = (double)0;
    bool l_mut_341_ = (bool)0;
    bool l_mut_344_ = (bool)0;
    bool l_mut_347_ = (bool)0;
    bool l_mut_350_ = (bool)0;
    double l_mut_48_ = (double)0;
    double l_mut_77_ = (double)0;
    double l_mut_909_ = (double)0;
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
    uint l_mut_213_ = (uint)0;
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
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    uint l_mut_1827_ = (uint)0;
    bool local_87 = (bool)0;
    uint l_mut_1856_ = 0u;
    uint l_mut_1860_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1878_ = asuint(info.Load(28+0));
        uint l_1879_ = (l_1878_ * 1u);
        bool l_1880_ = (0u < l_1879_);
        if (l_1880_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1864_ = asuint(info.Load(0+0));
    uint l_1865_ = (l_1864_ * 1u);
    bool l_1866_ = (1u < l_1865_);
    uint l_1867_ = (l_1865_ - 1u);
    uint l_1868_ = min(1u, l_1867_);
    uint l_1869_ = asuint(buffer_0_global.Load(l_1868_*4));
    uint l_1_ = (l_1866_ ? l_1869_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1871_ = asuint(info.Load(0+0));
    uint l_1872_ = (l_1871_ * 1u);
    bool l_1873_ = (2u < l_1872_);
    uint l_1874_ = (l_1872_ - 1u);
    uint l_1875_ = min(2u, l_1874_);
    uint l_1876_ = asuint(buffer_0_global.Load(l_1875_*4));
    uint l_3_ = (l_1873_ ? l_1876_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1881_ = asuint(info.Load(0+0));
        uint l_1882_ = (l_1881_ * 1u);
        bool l_1883_ = (2u < l_1882_);
        uint l_1884_ = (l_1882_ - 1u);
        uint l_1885_ = min(2u, l_1884_);
        uint l_1886_ = asuint(buffer_0_global.Load(l_1885_*4));
        uint l_6_ = (l_1883_ ? l_1886_ : 0u);
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
        uint l_1888_ = asuint(info.Load(12+0));
        uint l_1889_ = (l_1888_ * 1u);
        bool l_1890_ = (1024u < l_1889_);
        uint l_1891_ = (l_1889_ - 1u);
        uint l_1892_ = min(1024u, l_1891_);
        uint l_1893_ = asuint(buffer_3_global.Load(l_1892_*4));
        uint l_18_ = (l_1890_ ? l_1893_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3857 = l_mut_21_;
                l_mut_21_ = (_e3857 + 1u);
            }
            loop_init_2 = false;
            uint _e171 = l_mut_21_;
            if ((_e171 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1895_ = asuint(info.Load(0+0));
                uint l_1896_ = (l_1895_ * 1u);
                bool l_1897_ = (0u < l_1896_);
                uint l_1898_ = (l_1896_ - 1u);
                uint l_1899_ = min(0u, l_1898_);
                uint l_1900_ = asuint(buffer_0_global.Load(l_1899_*4));
                uint l_22_ = (l_1897_ ? l_1900_ : 0u);
                uint _e190 = l_mut_21_;
                uint l_23_ = (l_22_ + _e190);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = exp(l_24_);
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
                uint l_1902_ = asuint(info.Load(12+0));
                uint l_1903_ = (l_1902_ * 1u);
                bool l_1904_ = (1024u < l_1903_);
                uint l_1905_ = (l_1903_ - 1u);
                uint l_1906_ = min(1024u, l_1905_);
                uint l_1907_ = asuint(buffer_3_global.Load(l_1906_*4));
                uint l_41_ = (l_1904_ ? l_1907_ : 0u);
                float l_42_ = asfloat(l_41_);
                double l_43_ = double(l_42_);
                uint l_44_ = asuint(l_24_);
                uint l_45_ = (l_44_ & 2147483647u);
                float l_46_ = asfloat(l_45_);
                double l_47_ = double(l_46_);
                l_mut_48_ = l_47_;
                bool l_49_ = (l_45_ < 8388608u);
                if (l_49_) {
                    double l_50_ = double(l_45_);
                    double l_51_ = (l_50_ * 1.401298464324817e-45L);
                    l_mut_48_ = l_51_;
                }
                double _e244 = l_mut_48_;
                uint64_t l_52_ = _e244;
                uint l_53_ = (l_44_ >> 31u);
                uint64_t l_54_ = uint64_t(l_53_);
                uint64_t l_55_ = (l_54_ << uint(63uL));
                uint64_t l_56_ = (l_52_ | l_55_);
                double l_57_ = l_56_;
                double l_58_ = (l_57_ + 0.0L);
                l_mut_48_ = l_58_;
                const bool _e257 = is_nan_1_f64_(l_58_);
                if (_e257) {
                } else {
                    bool l_60_ = (l_58_ < -700.0L);
                    if (l_60_) {
                        l_mut_48_ = 0.0L;
                    } else {
                        bool l_61_ = (l_58_ > 700.0L);
                        if (l_61_) {
                            uint64_t l_62_ = l_58_;
                            uint64_t l_63_ = (l_62_ | 9218868437227405312uL);
                            uint64_t l_64_ = (l_63_ & -4503599627370496L);
                            double l_65_ = l_64_;
                            l_mut_48_ = l_65_;
                        } else {
                            double l_66_ = (l_58_ * 1.4426950408889634L);
                            double l_67_ = (l_66_ + 0.5L);
                            double l_68_ = floor(l_67_);
                            double l_69_ = (l_68_ * 0.6931471824645996L);
                            double l_70_ = (l_57_ - l_69_);
                            double l_71_ = (l_70_ * l_43_);
                            double l_72_ = (l_68_ * -1.904654299957768e-9L);
                            double l_73_ = (0.0L - l_72_);
                            double l_74_ = (l_71_ + l_73_);
                            double l_75_ = (l_74_ * 7.647163731819816e-13L);
                            double l_76_ = (l_75_ + 1.1470745597729725e-11L);
                            l_mut_77_ = l_76_;
                            double _e288 = l_mut_77_;
                            double l_78_ = (_e288 * l_74_);
                            double l_79_ = (l_78_ + 1.6059043836821613e-10L);
                            l_mut_77_ = l_79_;
                            double _e292 = l_mut_77_;
                            double l_80_ = (_e292 * l_74_);
                            double l_81_ = (l_80_ + 2.08767569878681e-9L);
                            l_mut_77_ = l_81_;
                            double _e296 = l_mut_77_;
                            double l_82_ = (_e296 * l_74_);
                            double l_83_ = (l_82_ + 2.505210838544172e-8L);
                            l_mut_77_ = l_83_;
                            double _e300 = l_mut_77_;
                            double l_84_ = (_e300 * l_74_);
                            double l_85_ = (l_84_ + 2.755731922398589e-7L);
                            l_mut_77_ = l_85_;
                            double _e304 = l_mut_77_;
                            double l_86_ = (_e304 * l_74_);
                            double l_87_ = (l_86_ + 2.7557319223985893e-6L);
                            l_mut_77_ = l_87_;
                            double _e308 = l_mut_77_;
                            double l_88_ = (_e308 * l_74_);
                            double l_89_ = (l_88_ + 2.48015873015873e-5L);
                            l_mut_77_ = l_89_;
                            double _e312 = l_mut_77_;
                            double l_90_ = (_e312 * l_74_);
                            double l_91_ = (l_90_ + 0.0001984126984126984L);
                            l_mut_77_ = l_91_;
                            double _e316 = l_mut_77_;
                            double l_92_ = (_e316 * l_74_);
                            double l_93_ = (l_92_ + 0.001388888888888889L);
                            l_mut_77_ = l_93_;
                            double _e320 = l_mut_77_;
                            double l_94_ = (_e320 * l_74_);
                            double l_95_ = (l_94_ + 0.008333333333333333L);
                            l_mut_77_ = l_95_;
                            double _e324 = l_mut_77_;
                            double l_96_ = (_e324 * l_74_);
                            double l_97_ = (l_96_ + 0.041666666666666664L);
                            l_mut_77_ = l_97_;
                            double _e328 = l_mut_77_;
                            double l_98_ = (_e328 * l_74_);
                            double l_99_ = (l_98_ + 0.16666666666666666L);
                            l_mut_77_ = l_99_;
                            double _e332 = l_mut_77_;
                            double l_100_ = (_e332 * l_74_);
                            double l_101_ = (l_100_ + 0.5L);
                            l_mut_77_ = l_101_;
                            double l_102_ = (l_74_ * l_74_);
                            double _e337 = l_mut_77_;
                            double l_103_ = (l_102_ * _e337);
                            double l_104_ = (l_74_ + l_103_);
                            double l_105_ = (1.0L + l_104_);
                            int l_106_ = naga_f2i32(l_68_);
                            int l_107_ = asint(asuint(l_106_) + asuint(int(1023)));
                            uint64_t l_108_ = uint64_t(l_107_);
                            uint64_t l_109_ = (l_108_ << uint(52uL));
                            double l_110_ = l_109_;
                            double l_111_ = (l_105_ * l_110_);
                            l_mut_48_ = l_111_;
                        }
                    }
                }
                double _e352 = l_mut_48_;
                l_mut_31_ = _e352;
                l_mut_112_ = 4294967294u;
                float _e354 = l_mut_25_;
                uint l_113_ = asuint(_e354);
                uint l_114_ = asuint(l_24_);
                uint l_115_ = (l_114_ & 2139095040u);
                bool l_116_ = (l_115_ != 2139095040u);
                bool l_117_ = (l_115_ == 0u);
                uint l_118_ = asuint(l_24_);
                uint l_119_ = (l_118_ & 8388607u);
                bool l_120_ = (l_119_ != 0u);
                if (l_117_) {
                    local = l_120_;
                } else {
                    local = false;
                }
                bool l_121_ = local;
                double _e372 = l_mut_31_;
                double l_122_ = abs(_e372);
                double _e374 = l_mut_31_;
                bool l_123_ = (_e374 < 0.0L);
                uint l_124_ = uint(l_123_);
                uint l_125_ = (2147483648u * l_124_);
                if (l_121_) {
                } else {
                    double _e380 = l_mut_31_;
                    const bool _e381 = is_nan_1_f64_(_e380);
                    if (_e381) {
                        uint l_127_ = (l_113_ & 2147483647u);
                        bool l_128_ = (l_127_ > 2139095040u);
                        if (l_128_) {
                            l_mut_112_ = 4294967293u;
                        }
                    } else {
                        bool l_129_ = (l_122_ >= 3.402823669209385e38L);
                        bool l_130_ = !(l_116_);
                        bool l_131_ = (l_122_ == 0.0L);
                        if (l_130_) {
                            local_1 = l_131_;
                        } else {
                            local_1 = false;
                        }
                        bool l_132_ = local_1;
                        if (!(l_129_)) {
                            local_2 = l_132_;
                        } else {
                            local_2 = true;
                        }
                        bool l_133_ = local_2;
                        if (l_133_) {
                            bool l_134_ = (l_122_ >= 3.402823669209385e38L);
                            uint l_135_ = uint(l_134_);
                            uint l_136_ = (2139095040u * l_135_);
                            uint l_137_ = (l_136_ | l_125_);
                            bool l_138_ = (l_113_ == l_137_);
                            uint l_139_ = (l_113_ | l_137_);
                            uint l_140_ = (l_139_ & 2147483647u);
                            bool l_141_ = (l_140_ == 0u);
                            if (!(l_138_)) {
                                local_3 = l_141_;
                            } else {
                                local_3 = true;
                            }
                            bool l_142_ = local_3;
                            if (l_142_) {
                                l_mut_112_ = 4294967293u;
                            }
                        } else {
                            bool l_143_ = (l_122_ >= 2.350988701644575e-38L);
                            if (l_116_) {
                                local_4 = l_143_;
                            } else {
                                local_4 = false;
                            }
                            bool l_144_ = local_4;
                            bool l_145_ = (l_122_ < 3.4028234663852886e38L);
                            if (l_144_) {
                                local_5 = l_145_;
                            } else {
                                local_5 = false;
                            }
                            bool l_146_ = local_5;
                            if (l_146_) {
                                float l_147_ = float(l_122_);
                                uint l_148_ = asuint(l_147_);
                                float l_149_ = asfloat(l_148_);
                                double l_150_ = double(l_149_);
                                double l_151_ = (l_122_ - l_150_);
                                uint l_152_ = (l_148_ + 1u);
                                bool l_153_ = (l_151_ < 0.0L);
                                uint l_154_ = uint(l_153_);
                                uint l_155_ = (2u * l_154_);
                                uint l_156_ = (l_152_ - l_155_);
                                float l_157_ = asfloat(l_156_);
                                double l_158_ = double(l_157_);
                                double l_159_ = (l_158_ - l_150_);
                                double l_160_ = abs(l_159_);
                                double l_161_ = (l_160_ * 0.5L);
                                double l_162_ = abs(l_151_);
                                double l_163_ = (l_161_ - l_162_);
                                double l_164_ = (l_122_ * 9.094947017729282e-13L);
                                bool l_165_ = (l_163_ > l_164_);
                                if (l_165_) {
                                    uint l_166_ = (l_148_ | l_125_);
                                    l_mut_112_ = l_166_;
                                }
                            } else {
                                bool l_167_ = (l_122_ < 2.350988701644575e-38L);
                                if (l_116_) {
                                    local_6 = l_167_;
                                } else {
                                    local_6 = false;
                                }
                                bool l_168_ = local_6;
                                if (l_168_) {
                                    double l_169_ = (l_122_ * 7.1362384635298e44L);
                                    double l_170_ = floor(l_169_);
                                    double l_171_ = (l_169_ - l_170_);
                                    double l_172_ = (l_171_ - 0.5L);
                                    double l_173_ = abs(l_172_);
                                    double l_174_ = (l_169_ * 9.094947017729282e-13L);
                                    bool l_175_ = (l_173_ > l_174_);
                                    if (l_175_) {
                                        bool l_176_ = (l_171_ > 0.5L);
                                        double l_177_ = double(l_176_);
                                        double l_178_ = (l_170_ + l_177_);
                                        uint l_179_ = naga_f2u32(l_178_);
                                        uint l_180_ = (l_179_ | l_125_);
                                        l_mut_112_ = l_180_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e478 = l_mut_25_;
                uint l_181_ = asuint(_e478);
                uint l_182_ = (l_181_ & 2147483647u);
                bool l_183_ = (l_182_ > 2139095040u);
                uint l_184_ = (l_181_ & 2147483647u);
                bool l_185_ = (l_184_ == 0u);
                uint l_186_ = (l_181_ & 2147483647u);
                double l_187_ = double(l_186_);
                uint l_188_ = (l_181_ >> 31u);
                double l_189_ = double(l_188_);
                double l_190_ = (2.0L * l_189_);
                double l_191_ = (1.0L - l_190_);
                double l_192_ = (l_187_ * l_191_);
                uint _e499 = l_mut_112_;
                uint l_193_ = (_e499 & 2147483647u);
                double l_194_ = double(l_193_);
                uint _e503 = l_mut_112_;
                uint l_195_ = (_e503 >> 31u);
                double l_196_ = double(l_195_);
                double l_197_ = (2.0L * l_196_);
                double l_198_ = (1.0L - l_197_);
                double l_199_ = (l_194_ * l_198_);
                double l_200_ = (l_192_ - l_199_);
                uint _e513 = l_mut_112_;
                uint l_201_ = (_e513 & 2139095040u);
                bool l_202_ = (l_201_ == 0u);
                uint _e518 = l_mut_112_;
                bool l_203_ = (_e518 < 4294967293u);
                bool l_204_ = (l_200_ == 0.0L);
                if (l_185_) {
                    local_7 = l_202_;
                } else {
                    local_7 = false;
                }
                bool l_205_ = local_7;
                if (!(l_183_)) {
                    local_8 = l_205_;
                } else {
                    local_8 = true;
                }
                bool l_206_ = local_8;
                bool l_207_ = !(l_206_);
                if (!(l_204_)) {
                    local_9 = l_207_;
                } else {
                    local_9 = true;
                }
                bool l_208_ = local_9;
                if (l_203_) {
                    local_10 = l_208_;
                } else {
                    local_10 = false;
                }
                bool l_209_ = local_10;
                l_mut_210_ = l_209_;
                bool l_211_ = (l_200_ != 0.0L);
                bool _e544 = l_mut_210_;
                if (_e544) {
                    local_11 = l_211_;
                } else {
                    local_11 = false;
                }
                bool l_212_ = local_11;
                if (l_212_) {
                    l_mut_213_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3609 = l_mut_213_;
                            l_mut_213_ = (_e3609 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e551 = l_mut_213_;
                        if ((_e551 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e555 = l_mut_213_;
                            uint l_214_ = (2u * _e555);
                            uint l_1909_ = asuint(info.Load(4+0));
                            uint l_1910_ = (l_1909_ * 1u);
                            bool l_1911_ = (l_214_ < l_1910_);
                            uint l_1912_ = (l_1910_ - 1u);
                            uint l_1913_ = min(l_214_, l_1912_);
                            uint l_1914_ = asuint(buffer_1_global.Load(l_1913_*4));
                            uint l_215_ = (l_1911_ ? l_1914_ : 0u);
                            uint _e573 = l_mut_213_;
                            uint l_216_ = (2u * _e573);
                            uint l_217_ = (l_216_ + 1u);
                            uint l_1916_ = asuint(info.Load(4+0));
                            uint l_1917_ = (l_1916_ * 1u);
                            bool l_1918_ = (l_217_ < l_1917_);
                            uint l_1919_ = (l_1917_ - 1u);
                            uint l_1920_ = min(l_217_, l_1919_);
                            uint l_1921_ = asuint(buffer_1_global.Load(l_1920_*4));
                            uint l_218_ = (l_1918_ ? l_1921_ : 0u);
                            bool l_219_ = (l_218_ != 0u);
                            uint _e594 = l_mut_213_;
                            uint l_220_ = (_e594 * 4u);
                            uint l_1923_ = asuint(info.Load(8+0));
                            uint l_1924_ = (l_1923_ * 1u);
                            bool l_1925_ = (l_220_ < l_1924_);
                            uint l_1926_ = (l_1924_ - 1u);
                            uint l_1927_ = min(l_220_, l_1926_);
                            double l_1928_ = buffer_2_global.Load<double>(l_1927_*8);
                            double l_221_ = (l_1925_ ? l_1928_ : 0.0L);
                            uint _e612 = l_mut_213_;
                            uint l_222_ = (_e612 * 4u);
                            uint l_223_ = (l_222_ + 1u);
                            uint l_1930_ = asuint(info.Load(8+0));
                            uint l_1931_ = (l_1930_ * 1u);
                            bool l_1932_ = (l_223_ < l_1931_);
                            uint l_1933_ = (l_1931_ - 1u);
                            uint l_1934_ = min(l_223_, l_1933_);
                            double l_1935_ = buffer_2_global.Load<double>(l_1934_*8);
                            double l_224_ = (l_1932_ ? l_1935_ : 0.0L);
                            uint _e632 = l_mut_213_;
                            uint l_225_ = (_e632 * 4u);
                            uint l_226_ = (l_225_ + 2u);
                            uint l_1937_ = asuint(info.Load(8+0));
                            uint l_1938_ = (l_1937_ * 1u);
                            bool l_1939_ = (l_226_ < l_1938_);
                            uint l_1940_ = (l_1938_ - 1u);
                            uint l_1941_ = min(l_226_, l_1940_);
                            double l_1942_ = buffer_2_global.Load<double>(l_1941_*8);
                            double l_227_ = (l_1939_ ? l_1942_ : 0.0L);
                            double l_228_ = double(l_24_);
                            double l_229_ = abs(l_228_);
                            double _e654 = l_mut_31_;
                            double l_230_ = abs(_e654);
                            double l_231_ = (l_230_ * 1.4551915228366852e-11L);
                            a_232_[0] = 1u;
                            l_mut_233_ = 2u;
                            bool l_234_ = (l_215_ == 0u);
                            if (l_234_) {
                                l_mut_233_ = 0u;
                            } else {
                                bool l_235_ = (l_215_ == 1u);
                                if (l_235_) {
                                    l_mut_233_ = 1u;
                                    double l_236_ = abs(l_200_);
                                    bool l_237_ = (l_236_ <= l_221_);
                                    if (l_237_) {
                                        l_mut_233_ = 0u;
                                    }
                                } else {
                                    bool l_238_ = (l_215_ == 2u);
                                    if (l_238_) {
                                        double _e672 = l_mut_31_;
                                        double l_239_ = abs(_e672);
                                        l_mut_77_ = 1.401298464324817e-45L;
                                        bool l_240_ = (l_239_ >= 1.1754943508222875e-38L);
                                        bool l_241_ = (l_239_ <= 1.7976931348623157e308L);
                                        if (l_240_) {
                                            local_12 = l_241_;
                                        } else {
                                            local_12 = false;
                                        }
                                        bool l_242_ = local_12;
                                        if (l_242_) {
                                            uint64_t l_243_ = l_239_;
                                            uint64_t l_244_ = (l_243_ >> uint(52uL));
                                            uint64_t l_245_ = (l_244_ - 23uL);
                                            uint64_t l_246_ = (l_245_ << uint(52uL));
                                            double l_247_ = l_246_;
                                            l_mut_77_ = l_247_;
                                        }
                                        double _e695 = l_mut_77_;
                                        double l_248_ = (l_221_ * _e695);
                                        l_mut_249_ = 2u;
                                        double _e698 = l_mut_31_;
                                        double l_250_ = (_e698 - l_231_);
                                        double l_251_ = abs(l_250_);
                                        l_mut_77_ = 1.401298464324817e-45L;
                                        bool l_252_ = (l_251_ >= 1.1754943508222875e-38L);
                                        bool l_253_ = (l_251_ <= 1.7976931348623157e308L);
                                        if (l_252_) {
                                            local_13 = l_253_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_254_ = local_13;
                                        if (l_254_) {
                                            uint64_t l_255_ = l_251_;
                                            uint64_t l_256_ = (l_255_ >> uint(52uL));
                                            uint64_t l_257_ = (l_256_ - 23uL);
                                            uint64_t l_258_ = (l_257_ << uint(52uL));
                                            double l_259_ = l_258_;
                                            l_mut_77_ = l_259_;
                                        }
                                        double _e722 = l_mut_31_;
                                        double l_260_ = (_e722 + l_231_);
                                        double l_261_ = abs(l_260_);
                                        l_mut_48_ = 1.401298464324817e-45L;
                                        bool l_262_ = (l_261_ >= 1.1754943508222875e-38L);
                                        bool l_263_ = (l_261_ <= 1.7976931348623157e308L);
                                        if (l_262_) {
                                            local_14 = l_263_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_264_ = local_14;
                                        if (l_264_) {
                                            uint64_t l_265_ = l_261_;
                                            uint64_t l_266_ = (l_265_ >> uint(52uL));
                                            uint64_t l_267_ = (l_266_ - 23uL);
                                            uint64_t l_268_ = (l_267_ << uint(52uL));
                                            double l_269_ = l_268_;
                                            l_mut_48_ = l_269_;
                                        }
                                        double _e746 = l_mut_77_;
                                        double _e747 = l_mut_48_;
                                        bool l_270_ = (_e746 == _e747);
                                        if (l_270_) {
                                            double l_271_ = (l_248_ * 1.4551915228366852e-11L);
                                            double l_272_ = (l_231_ + l_271_);
                                            double _e752 = l_mut_31_;
                                            double l_273_ = (_e752 - l_248_);
                                            double _e754 = l_mut_31_;
                                            double l_274_ = (_e754 + l_248_);
                                            float _e756 = l_mut_25_;
                                            uint l_275_ = asuint(_e756);
                                            uint l_276_ = (l_275_ & 2147483647u);
                                            float l_277_ = asfloat(l_276_);
                                            double l_278_ = double(l_277_);
                                            l_mut_77_ = l_278_;
                                            bool l_279_ = (l_276_ < 8388608u);
                                            if (l_279_) {
                                                double l_280_ = double(l_276_);
                                                double l_281_ = (l_280_ * 1.401298464324817e-45L);
                                                l_mut_77_ = l_281_;
                                            }
                                            double _e767 = l_mut_77_;
                                            uint64_t l_282_ = _e767;
                                            uint l_283_ = (l_275_ >> 31u);
                                            uint64_t l_284_ = uint64_t(l_283_);
                                            uint64_t l_285_ = (l_284_ << uint(63uL));
                                            uint64_t l_286_ = (l_282_ | l_285_);
                                            double l_287_ = l_286_;
                                            float _e778 = l_mut_25_;
                                            uint l_288_ = asuint(_e778);
                                            uint l_289_ = (l_288_ + 1u);
                                            l_mut_290_ = l_289_;
                                            uint l_291_ = (l_288_ & 2147483647u);
                                            bool l_292_ = (l_291_ == 0u);
                                            if (l_292_) {
                                                l_mut_290_ = 1u;
                                            } else {
                                                uint l_293_ = (l_288_ & 2147483648u);
                                                bool l_294_ = (l_293_ != 0u);
                                                if (l_294_) {
                                                    uint l_295_ = (l_288_ - 1u);
                                                    l_mut_290_ = l_295_;
                                                } else {
                                                    bool l_296_ = (l_288_ == 2139095040u);
                                                    if (l_296_) {
                                                        l_mut_290_ = l_288_;
                                                    }
                                                }
                                            }
                                            uint _e795 = l_mut_290_;
                                            float l_297_ = asfloat(_e795);
                                            uint l_298_ = asuint(l_297_);
                                            uint l_299_ = (l_298_ & 2147483647u);
                                            float l_300_ = asfloat(l_299_);
                                            double l_301_ = double(l_300_);
                                            l_mut_77_ = l_301_;
                                            bool l_302_ = (l_299_ < 8388608u);
                                            if (l_302_) {
                                                double l_303_ = double(l_299_);
                                                double l_304_ = (l_303_ * 1.401298464324817e-45L);
                                                l_mut_77_ = l_304_;
                                            }
                                            double _e807 = l_mut_77_;
                                            uint64_t l_305_ = _e807;
                                            uint l_306_ = (l_298_ >> 31u);
                                            uint64_t l_307_ = uint64_t(l_306_);
                                            uint64_t l_308_ = (l_307_ << uint(63uL));
                                            uint64_t l_309_ = (l_305_ | l_308_);
                                            double l_310_ = l_309_;
                                            float _e818 = l_mut_25_;
                                            uint l_311_ = asuint(_e818);
                                            uint l_312_ = (l_311_ ^ 2147483648u);
                                            float l_313_ = asfloat(l_312_);
                                            uint l_314_ = asuint(l_313_);
                                            uint l_315_ = (l_314_ + 1u);
                                            l_mut_290_ = l_315_;
                                            uint l_316_ = (l_314_ & 2147483647u);
                                            bool l_317_ = (l_316_ == 0u);
                                            if (l_317_) {
                                                l_mut_290_ = 1u;
                                            } else {
                                                uint l_318_ = (l_314_ & 2147483648u);
                                                bool l_319_ = (l_318_ != 0u);
                                                if (l_319_) {
                                                    uint l_320_ = (l_314_ - 1u);
                                                    l_mut_290_ = l_320_;
                                                } else {
                                                    bool l_321_ = (l_314_ == 2139095040u);
                                                    if (l_321_) {
                                                        l_mut_290_ = l_314_;
                                                    }
                                                }
                                            }
                                            uint _e839 = l_mut_290_;
                                            float l_322_ = asfloat(_e839);
                                            uint l_323_ = asuint(l_322_);
                                            uint l_324_ = (l_323_ ^ 2147483648u);
                                            float l_325_ = asfloat(l_324_);
                                            uint l_326_ = asuint(l_325_);
                                            uint l_327_ = (l_326_ & 2147483647u);
                                            float l_328_ = asfloat(l_327_);
                                            double l_329_ = double(l_328_);
                                            l_mut_77_ = l_329_;
                                            bool l_330_ = (l_327_ < 8388608u);
                                            if (l_330_) {
                                                double l_331_ = double(l_327_);
                                                double l_332_ = (l_331_ * 1.401298464324817e-45L);
                                                l_mut_77_ = l_332_;
                                            }
                                            double _e855 = l_mut_77_;
                                            uint64_t l_333_ = _e855;
                                            uint l_334_ = (l_326_ >> 31u);
                                            uint64_t l_335_ = uint64_t(l_334_);
                                            uint64_t l_336_ = (l_335_ << uint(63uL));
                                            uint64_t l_337_ = (l_333_ | l_336_);
                                            double l_338_ = l_337_;
                                            double l_339_ = (l_273_ + l_272_);
                                            bool l_340_ = (l_339_ <= l_287_);
                                            l_mut_341_ = l_340_;
                                            double l_342_ = (l_273_ - l_272_);
                                            bool l_343_ = (l_342_ > l_287_);
                                            l_mut_344_ = l_343_;
                                            double l_345_ = (l_274_ - l_272_);
                                            bool l_346_ = (l_345_ >= l_287_);
                                            l_mut_347_ = l_346_;
                                            double l_348_ = (l_274_ + l_272_);
                                            bool l_349_ = (l_348_ < l_287_);
                                            l_mut_350_ = l_349_;
                                            if (l_219_) {
                                                double l_351_ = (l_273_ + l_272_);
                                                bool l_352_ = (l_351_ < l_310_);
                                                l_mut_341_ = l_352_;
                                                double l_353_ = (l_273_ - l_272_);
                                                bool l_354_ = (l_353_ >= l_310_);
                                                l_mut_344_ = l_354_;
                                                double l_355_ = (l_274_ - l_272_);
                                                bool l_356_ = (l_355_ > l_338_);
                                                l_mut_347_ = l_356_;
                                                double l_357_ = (l_274_ + l_272_);
                                                bool l_358_ = (l_357_ <= l_338_);
                                                l_mut_350_ = l_358_;
                                            }
                                            l_mut_290_ = 2u;
                                            bool _e883 = l_mut_344_;
                                            if (!(_e883)) {
                                                bool _e887 = l_mut_350_;
                                                local_15 = _e887;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_359_ = local_15;
                                            if (l_359_) {
                                                l_mut_290_ = 1u;
                                            } else {
                                                bool _e891 = l_mut_341_;
                                                if (_e891) {
                                                    bool _e894 = l_mut_347_;
                                                    local_16 = _e894;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_360_ = local_16;
                                                if (l_360_) {
                                                    l_mut_290_ = 0u;
                                                }
                                            }
                                            float _e898 = l_mut_25_;
                                            uint l_361_ = asuint(_e898);
                                            uint l_362_ = (l_361_ & 2147483647u);
                                            bool l_363_ = (l_362_ == 0u);
                                            if (l_363_) {
                                                double l_364_ = (l_273_ + l_272_);
                                                bool l_365_ = (l_364_ < 1.1754943508222875e-38L);
                                                double l_366_ = (l_274_ - l_272_);
                                                bool l_367_ = (l_366_ > -1.1754943508222875e-38L);
                                                if (l_365_) {
                                                    local_17 = l_367_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_368_ = local_17;
                                                double l_369_ = (l_273_ - l_272_);
                                                bool l_370_ = (l_369_ < 1.1754943508222875e-38L);
                                                double l_371_ = (l_274_ + l_272_);
                                                bool l_372_ = (l_371_ > -1.1754943508222875e-38L);
                                                if (l_370_) {
                                                    local_18 = l_372_;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_373_ = local_18;
                                                if (l_368_) {
                                                    l_mut_290_ = 0u;
                                                } else {
                                                    uint _e925 = l_mut_290_;
                                                    bool l_374_ = (_e925 == 1u);
                                                    if (l_373_) {
                                                        local_19 = l_374_;
                                                    } else {
                                                        local_19 = false;
                                                    }
                                                    bool l_375_ = local_19;
                                                    if (l_375_) {
                                                        l_mut_290_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e933 = l_mut_290_;
                                            l_mut_249_ = _e933;
                                        }
                                        uint _e934 = l_mut_249_;
                                        l_mut_233_ = _e934;
                                    } else {
                                        bool l_376_ = (l_215_ == 3u);
                                        if (l_376_) {
                                            l_mut_233_ = 0u;
                                            bool l_377_ = (l_229_ >= 1.1754943508222875e-38L);
                                            bool l_378_ = (l_229_ <= 8.507059173023462e37L);
                                            if (l_377_) {
                                                local_20 = l_378_;
                                            } else {
                                                local_20 = false;
                                            }
                                            bool l_379_ = local_20;
                                            if (l_379_) {
                                                double _e946 = l_mut_31_;
                                                double l_380_ = abs(_e946);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_381_ = (l_380_ >= 1.1754943508222875e-38L);
                                                bool l_382_ = (l_380_ <= 1.7976931348623157e308L);
                                                if (l_381_) {
                                                    local_21 = l_382_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_383_ = local_21;
                                                if (l_383_) {
                                                    uint64_t l_384_ = l_380_;
                                                    uint64_t l_385_ = (l_384_ >> uint(52uL));
                                                    uint64_t l_386_ = (l_385_ - 23uL);
                                                    uint64_t l_387_ = (l_386_ << uint(52uL));
                                                    double l_388_ = l_387_;
                                                    l_mut_77_ = l_388_;
                                                }
                                                double _e969 = l_mut_77_;
                                                double l_389_ = (l_221_ * _e969);
                                                l_mut_290_ = 2u;
                                                double _e972 = l_mut_31_;
                                                double l_390_ = (_e972 - l_231_);
                                                double l_391_ = abs(l_390_);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_392_ = (l_391_ >= 1.1754943508222875e-38L);
                                                bool l_393_ = (l_391_ <= 1.7976931348623157e308L);
                                                if (l_392_) {
                                                    local_22 = l_393_;
                                                } else {
                                                    local_22 = false;
                                                }
                                                bool l_394_ = local_22;
                                                if (l_394_) {
                                                    uint64_t l_395_ = l_391_;
                                                    uint64_t l_396_ = (l_395_ >> uint(52uL));
                                                    uint64_t l_397_ = (l_396_ - 23uL);
                                                    uint64_t l_398_ = (l_397_ << uint(52uL));
                                                    double l_399_ = l_398_;
                                                    l_mut_77_ = l_399_;
                                                }
                                                double _e996 = l_mut_31_;
                                                double l_400_ = (_e996 + l_231_);
                                                double l_401_ = abs(l_400_);
                                                l_mut_48_ = 1.401298464324817e-45L;
                                                bool l_402_ = (l_401_ >= 1.1754943508222875e-38L);
                                                bool l_403_ = (l_401_ <= 1.7976931348623157e308L);
                                                if (l_402_) {
                                                    local_23 = l_403_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_404_ = local_23;
                                                if (l_404_) {
                                                    uint64_t l_405_ = l_401_;
                                                    uint64_t l_406_ = (l_405_ >> uint(52uL));
                                                    uint64_t l_407_ = (l_406_ - 23uL);
                                                    uint64_t l_408_ = (l_407_ << uint(52uL));
                                                    double l_409_ = l_408_;
                                                    l_mut_48_ = l_409_;
                                                }
                                                double _e1020 = l_mut_77_;
                                                double _e1021 = l_mut_48_;
                                                bool l_410_ = (_e1020 == _e1021);
                                                if (l_410_) {
                                                    double l_411_ = (l_389_ * 1.4551915228366852e-11L);
                                                    double l_412_ = (l_231_ + l_411_);
                                                    double _e1026 = l_mut_31_;
                                                    double l_413_ = (_e1026 - l_389_);
                                                    double _e1028 = l_mut_31_;
                                                    double l_414_ = (_e1028 + l_389_);
                                                    float _e1030 = l_mut_25_;
                                                    uint l_415_ = asuint(_e1030);
                                                    uint l_416_ = (l_415_ & 2147483647u);
                                                    float l_417_ = asfloat(l_416_);
                                                    double l_418_ = double(l_417_);
                                                    l_mut_77_ = l_418_;
                                                    bool l_419_ = (l_416_ < 8388608u);
                                                    if (l_419_) {
                                                        double l_420_ = double(l_416_);
                                                        double l_421_ = (l_420_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_421_;
                                                    }
                                                    double _e1041 = l_mut_77_;
                                                    uint64_t l_422_ = _e1041;
                                                    uint l_423_ = (l_415_ >> 31u);
                                                    uint64_t l_424_ = uint64_t(l_423_);
                                                    uint64_t l_425_ = (l_424_ << uint(63uL));
                                                    uint64_t l_426_ = (l_422_ | l_425_);
                                                    double l_427_ = l_426_;
                                                    float _e1052 = l_mut_25_;
                                                    uint l_428_ = asuint(_e1052);
                                                    uint l_429_ = (l_428_ + 1u);
                                                    l_mut_249_ = l_429_;
                                                    uint l_430_ = (l_428_ & 2147483647u);
                                                    bool l_431_ = (l_430_ == 0u);
                                                    if (l_431_) {
                                                        l_mut_249_ = 1u;
                                                    } else {
                                                        uint l_432_ = (l_428_ & 2147483648u);
                                                        bool l_433_ = (l_432_ != 0u);
                                                        if (l_433_) {
                                                            uint l_434_ = (l_428_ - 1u);
                                                            l_mut_249_ = l_434_;
                                                        } else {
                                                            bool l_435_ = (l_428_ == 2139095040u);
                                                            if (l_435_) {
                                                                l_mut_249_ = l_428_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1069 = l_mut_249_;
                                                    float l_436_ = asfloat(_e1069);
                                                    uint l_437_ = asuint(l_436_);
                                                    uint l_438_ = (l_437_ & 2147483647u);
                                                    float l_439_ = asfloat(l_438_);
                                                    double l_440_ = double(l_439_);
                                                    l_mut_77_ = l_440_;
                                                    bool l_441_ = (l_438_ < 8388608u);
                                                    if (l_441_) {
                                                        double l_442_ = double(l_438_);
                                                        double l_443_ = (l_442_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_443_;
                                                    }
                                                    double _e1081 = l_mut_77_;
                                                    uint64_t l_444_ = _e1081;
                                                    uint l_445_ = (l_437_ >> 31u);
                                                    uint64_t l_446_ = uint64_t(l_445_);
                                                    uint64_t l_447_ = (l_446_ << uint(63uL));
                                                    uint64_t l_448_ = (l_444_ | l_447_);
                                                    double l_449_ = l_448_;
                                                    float _e1092 = l_mut_25_;
                                                    uint l_450_ = asuint(_e1092);
                                                    uint l_451_ = (l_450_ ^ 2147483648u);
                                                    float l_452_ = asfloat(l_451_);
                                                    uint l_453_ = asuint(l_452_);
                                                    uint l_454_ = (l_453_ + 1u);
                                                    l_mut_249_ = l_454_;
                                                    uint l_455_ = (l_453_ & 2147483647u);
                                                    bool l_456_ = (l_455_ == 0u);
                                                    if (l_456_) {
                                                        l_mut_249_ = 1u;
                                                    } else {
                                                        uint l_457_ = (l_453_ & 2147483648u);
                                                        bool l_458_ = (l_457_ != 0u);
                                                        if (l_458_) {
                                                            uint l_459_ = (l_453_ - 1u);
                                                            l_mut_249_ = l_459_;
                                                        } else {
                                                            bool l_460_ = (l_453_ == 2139095040u);
                                                            if (l_460_) {
                                                                l_mut_249_ = l_453_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1113 = l_mut_249_;
                                                    float l_461_ = asfloat(_e1113);
                                                    uint l_462_ = asuint(l_461_);
                                                    uint l_463_ = (l_462_ ^ 2147483648u);
                                                    float l_464_ = asfloat(l_463_);
                                                    uint l_465_ = asuint(l_464_);
                                                    uint l_466_ = (l_465_ & 2147483647u);
                                                    float l_467_ = asfloat(l_466_);
                                                    double l_468_ = double(l_467_);
                                                    l_mut_77_ = l_468_;
                                                    bool l_469_ = (l_466_ < 8388608u);
                                                    if (l_469_) {
                                                        double l_470_ = double(l_466_);
                                                        double l_471_ = (l_470_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_471_;
                                                    }
                                                    double _e1129 = l_mut_77_;
                                                    uint64_t l_472_ = _e1129;
                                                    uint l_473_ = (l_465_ >> 31u);
                                                    uint64_t l_474_ = uint64_t(l_473_);
                                                    uint64_t l_475_ = (l_474_ << uint(63uL));
                                                    uint64_t l_476_ = (l_472_ | l_475_);
                                                    double l_477_ = l_476_;
                                                    double l_478_ = (l_413_ + l_412_);
                                                    bool l_479_ = (l_478_ <= l_427_);
                                                    l_mut_350_ = l_479_;
                                                    double l_480_ = (l_413_ - l_412_);
                                                    bool l_481_ = (l_480_ > l_427_);
                                                    l_mut_347_ = l_481_;
                                                    double l_482_ = (l_414_ - l_412_);
                                                    bool l_483_ = (l_482_ >= l_427_);
                                                    l_mut_344_ = l_483_;
                                                    double l_484_ = (l_414_ + l_412_);
                                                    bool l_485_ = (l_484_ < l_427_);
                                                    l_mut_341_ = l_485_;
                                                    if (l_219_) {
                                                        double l_486_ = (l_413_ + l_412_);
                                                        bool l_487_ = (l_486_ < l_449_);
                                                        l_mut_350_ = l_487_;
                                                        double l_488_ = (l_413_ - l_412_);
                                                        bool l_489_ = (l_488_ >= l_449_);
                                                        l_mut_347_ = l_489_;
                                                        double l_490_ = (l_414_ - l_412_);
                                                        bool l_491_ = (l_490_ > l_477_);
                                                        l_mut_344_ = l_491_;
                                                        double l_492_ = (l_414_ + l_412_);
                                                        bool l_493_ = (l_492_ <= l_477_);
                                                        l_mut_341_ = l_493_;
                                                    }
                                                    l_mut_249_ = 2u;
                                                    bool _e1157 = l_mut_347_;
                                                    if (!(_e1157)) {
                                                        bool _e1161 = l_mut_341_;
                                                        local_24 = _e1161;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_494_ = local_24;
                                                    if (l_494_) {
                                                        l_mut_249_ = 1u;
                                                    } else {
                                                        bool _e1165 = l_mut_350_;
                                                        if (_e1165) {
                                                            bool _e1168 = l_mut_344_;
                                                            local_25 = _e1168;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_495_ = local_25;
                                                        if (l_495_) {
                                                            l_mut_249_ = 0u;
                                                        }
                                                    }
                                                    float _e1172 = l_mut_25_;
                                                    uint l_496_ = asuint(_e1172);
                                                    uint l_497_ = (l_496_ & 2147483647u);
                                                    bool l_498_ = (l_497_ == 0u);
                                                    if (l_498_) {
                                                        double l_499_ = (l_413_ + l_412_);
                                                        bool l_500_ = (l_499_ < 1.1754943508222875e-38L);
                                                        double l_501_ = (l_414_ - l_412_);
                                                        bool l_502_ = (l_501_ > -1.1754943508222875e-38L);
                                                        if (l_500_) {
                                                            local_26 = l_502_;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_503_ = local_26;
                                                        double l_504_ = (l_413_ - l_412_);
                                                        bool l_505_ = (l_504_ < 1.1754943508222875e-38L);
                                                        double l_506_ = (l_414_ + l_412_);
                                                        bool l_507_ = (l_506_ > -1.1754943508222875e-38L);
                                                        if (l_505_) {
                                                            local_27 = l_507_;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_508_ = local_27;
                                                        if (l_503_) {
                                                            l_mut_249_ = 0u;
                                                        } else {
                                                            uint _e1199 = l_mut_249_;
                                                            bool l_509_ = (_e1199 == 1u);
                                                            if (l_508_) {
                                                                local_28 = l_509_;
                                                            } else {
                                                                local_28 = false;
                                                            }
                                                            bool l_510_ = local_28;
                                                            if (l_510_) {
                                                                l_mut_249_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1207 = l_mut_249_;
                                                    l_mut_290_ = _e1207;
                                                }
                                                uint _e1208 = l_mut_290_;
                                                l_mut_233_ = _e1208;
                                            }
                                        } else {
                                            bool l_511_ = (l_215_ == 4u);
                                            if (l_511_) {
                                                double l_512_ = (l_224_ * l_229_);
                                                double l_513_ = (l_221_ + l_512_);
                                                double _e1213 = l_mut_31_;
                                                double l_514_ = abs(_e1213);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_515_ = (l_514_ >= 1.1754943508222875e-38L);
                                                bool l_516_ = (l_514_ <= 1.7976931348623157e308L);
                                                if (l_515_) {
                                                    local_29 = l_516_;
                                                } else {
                                                    local_29 = false;
                                                }
                                                bool l_517_ = local_29;
                                                if (l_517_) {
                                                    uint64_t l_518_ = l_514_;
                                                    uint64_t l_519_ = (l_518_ >> uint(52uL));
                                                    uint64_t l_520_ = (l_519_ - 23uL);
                                                    uint64_t l_521_ = (l_520_ << uint(52uL));
                                                    double l_522_ = l_521_;
                                                    l_mut_77_ = l_522_;
                                                }
                                                double _e1236 = l_mut_77_;
                                                double l_523_ = (l_513_ * _e1236);
                                                l_mut_290_ = 2u;
                                                double _e1239 = l_mut_31_;
                                                double l_524_ = (_e1239 - l_231_);
                                                double l_525_ = abs(l_524_);
                                                l_mut_77_ = 1.401298464324817e-45L;
                                                bool l_526_ = (l_525_ >= 1.1754943508222875e-38L);
                                                bool l_527_ = (l_525_ <= 1.7976931348623157e308L);
                                                if (l_526_) {
                                                    local_30 = l_527_;
                                                } else {
                                                    local_30 = false;
                                                }
                                                bool l_528_ = local_30;
                                                if (l_528_) {
                                                    uint64_t l_529_ = l_525_;
                                                    uint64_t l_530_ = (l_529_ >> uint(52uL));
                                                    uint64_t l_531_ = (l_530_ - 23uL);
                                                    uint64_t l_532_ = (l_531_ << uint(52uL));
                                                    double l_533_ = l_532_;
                                                    l_mut_77_ = l_533_;
                                                }
                                                double _e1263 = l_mut_31_;
                                                double l_534_ = (_e1263 + l_231_);
                                                double l_535_ = abs(l_534_);
                                                l_mut_48_ = 1.401298464324817e-45L;
                                                bool l_536_ = (l_535_ >= 1.1754943508222875e-38L);
                                                bool l_537_ = (l_535_ <= 1.7976931348623157e308L);
                                                if (l_536_) {
                                                    local_31 = l_537_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_538_ = local_31;
                                                if (l_538_) {
                                                    uint64_t l_539_ = l_535_;
                                                    uint64_t l_540_ = (l_539_ >> uint(52uL));
                                                    uint64_t l_541_ = (l_540_ - 23uL);
                                                    uint64_t l_542_ = (l_541_ << uint(52uL));
                                                    double l_543_ = l_542_;
                                                    l_mut_48_ = l_543_;
                                                }
                                                double _e1287 = l_mut_77_;
                                                double _e1288 = l_mut_48_;
                                                bool l_544_ = (_e1287 == _e1288);
                                                if (l_544_) {
                                                    double l_545_ = (l_523_ * 1.4551915228366852e-11L);
                                                    double l_546_ = (l_231_ + l_545_);
                                                    double _e1293 = l_mut_31_;
                                                    double l_547_ = (_e1293 - l_523_);
                                                    double _e1295 = l_mut_31_;
                                                    double l_548_ = (_e1295 + l_523_);
                                                    float _e1297 = l_mut_25_;
                                                    uint l_549_ = asuint(_e1297);
                                                    uint l_550_ = (l_549_ & 2147483647u);
                                                    float l_551_ = asfloat(l_550_);
                                                    double l_552_ = double(l_551_);
                                                    l_mut_77_ = l_552_;
                                                    bool l_553_ = (l_550_ < 8388608u);
                                                    if (l_553_) {
                                                        double l_554_ = double(l_550_);
                                                        double l_555_ = (l_554_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_555_;
                                                    }
                                                    double _e1308 = l_mut_77_;
                                                    uint64_t l_556_ = _e1308;
                                                    uint l_557_ = (l_549_ >> 31u);
                                                    uint64_t l_558_ = uint64_t(l_557_);
                                                    uint64_t l_559_ = (l_558_ << uint(63uL));
                                                    uint64_t l_560_ = (l_556_ | l_559_);
                                                    double l_561_ = l_560_;
                                                    float _e1319 = l_mut_25_;
                                                    uint l_562_ = asuint(_e1319);
                                                    uint l_563_ = (l_562_ + 1u);
                                                    l_mut_249_ = l_563_;
                                                    uint l_564_ = (l_562_ & 2147483647u);
                                                    bool l_565_ = (l_564_ == 0u);
                                                    if (l_565_) {
                                                        l_mut_249_ = 1u;
                                                    } else {
                                                        uint l_566_ = (l_562_ & 2147483648u);
                                                        bool l_567_ = (l_566_ != 0u);
                                                        if (l_567_) {
                                                            uint l_568_ = (l_562_ - 1u);
                                                            l_mut_249_ = l_568_;
                                                        } else {
                                                            bool l_569_ = (l_562_ == 2139095040u);
                                                            if (l_569_) {
                                                                l_mut_249_ = l_562_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1336 = l_mut_249_;
                                                    float l_570_ = asfloat(_e1336);
                                                    uint l_571_ = asuint(l_570_);
                                                    uint l_572_ = (l_571_ & 2147483647u);
                                                    float l_573_ = asfloat(l_572_);
                                                    double l_574_ = double(l_573_);
                                                    l_mut_77_ = l_574_;
                                                    bool l_575_ = (l_572_ < 8388608u);
                                                    if (l_575_) {
                                                        double l_576_ = double(l_572_);
                                                        double l_577_ = (l_576_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_577_;
                                                    }
                                                    double _e1348 = l_mut_77_;
                                                    uint64_t l_578_ = _e1348;
                                                    uint l_579_ = (l_571_ >> 31u);
                                                    uint64_t l_580_ = uint64_t(l_579_);
                                                    uint64_t l_581_ = (l_580_ << uint(63uL));
                                                    uint64_t l_582_ = (l_578_ | l_581_);
                                                    double l_583_ = l_582_;
                                                    float _e1359 = l_mut_25_;
                                                    uint l_584_ = asuint(_e1359);
                                                    uint l_585_ = (l_584_ ^ 2147483648u);
                                                    float l_586_ = asfloat(l_585_);
                                                    uint l_587_ = asuint(l_586_);
                                                    uint l_588_ = (l_587_ + 1u);
                                                    l_mut_249_ = l_588_;
                                                    uint l_589_ = (l_587_ & 2147483647u);
                                                    bool l_590_ = (l_589_ == 0u);
                                                    if (l_590_) {
                                                        l_mut_249_ = 1u;
                                                    } else {
                                                        uint l_591_ = (l_587_ & 2147483648u);
                                                        bool l_592_ = (l_591_ != 0u);
                                                        if (l_592_) {
                                                            uint l_593_ = (l_587_ - 1u);
                                                            l_mut_249_ = l_593_;
                                                        } else {
                                                            bool l_594_ = (l_587_ == 2139095040u);
                                                            if (l_594_) {
                                                                l_mut_249_ = l_587_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1380 = l_mut_249_;
                                                    float l_595_ = asfloat(_e1380);
                                                    uint l_596_ = asuint(l_595_);
                                                    uint l_597_ = (l_596_ ^ 2147483648u);
                                                    float l_598_ = asfloat(l_597_);
                                                    uint l_599_ = asuint(l_598_);
                                                    uint l_600_ = (l_599_ & 2147483647u);
                                                    float l_601_ = asfloat(l_600_);
                                                    double l_602_ = double(l_601_);
                                                    l_mut_77_ = l_602_;
                                                    bool l_603_ = (l_600_ < 8388608u);
                                                    if (l_603_) {
                                                        double l_604_ = double(l_600_);
                                                        double l_605_ = (l_604_ * 1.401298464324817e-45L);
                                                        l_mut_77_ = l_605_;
                                                    }
                                                    double _e1396 = l_mut_77_;
                                                    uint64_t l_606_ = _e1396;
                                                    uint l_607_ = (l_599_ >> 31u);
                                                    uint64_t l_608_ = uint64_t(l_607_);
                                                    uint64_t l_609_ = (l_608_ << uint(63uL));
                                                    uint64_t l_610_ = (l_606_ | l_609_);
                                                    double l_611_ = l_610_;
                                                    double l_612_ = (l_547_ + l_546_);
                                                    bool l_613_ = (l_612_ <= l_561_);
                                                    l_mut_350_ = l_613_;
                                                    double l_614_ = (l_547_ - l_546_);
                                                    bool l_615_ = (l_614_ > l_561_);
                                                    l_mut_347_ = l_615_;
                                                    double l_616_ = (l_548_ - l_546_);
                                                    bool l_617_ = (l_616_ >= l_561_);
                                                    l_mut_344_ = l_617_;
                                                    double l_618_ = (l_548_ + l_546_);
                                                    bool l_619_ = (l_618_ < l_561_);
                                                    l_mut_341_ = l_619_;
                                                    if (l_219_) {
                                                        double l_620_ = (l_547_ + l_546_);
                                                        bool l_621_ = (l_620_ < l_583_);
                                                        l_mut_350_ = l_621_;
                                                        double l_622_ = (l_547_ - l_546_);
                                                        bool l_623_ = (l_622_ >= l_583_);
                                                        l_mut_347_ = l_623_;
                                                        double l_624_ = (l_548_ - l_546_);
                                                        bool l_625_ = (l_624_ > l_611_);
                                                        l_mut_344_ = l_625_;
                                                        double l_626_ = (l_548_ + l_546_);
                                                        bool l_627_ = (l_626_ <= l_611_);
                                                        l_mut_341_ = l_627_;
                                                    }
                                                    l_mut_249_ = 2u;
                                                    bool _e1424 = l_mut_347_;
                                                    if (!(_e1424)) {
                                                        bool _e1428 = l_mut_341_;
                                                        local_32 = _e1428;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_628_ = local_32;
                                                    if (l_628_) {
                                                        l_mut_249_ = 1u;
                                                    } else {
                                                        bool _e1432 = l_mut_350_;
                                                        if (_e1432) {
                                                            bool _e1435 = l_mut_344_;
                                                            local_33 = _e1435;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_629_ = local_33;
                                                        if (l_629_) {
                                                            l_mut_249_ = 0u;
                                                        }
                                                    }
                                                    float _e1439 = l_mut_25_;
                                                    uint l_630_ = asuint(_e1439);
                                                    uint l_631_ = (l_630_ & 2147483647u);
                                                    bool l_632_ = (l_631_ == 0u);
                                                    if (l_632_) {
                                                        double l_633_ = (l_547_ + l_546_);
                                                        bool l_634_ = (l_633_ < 1.1754943508222875e-38L);
                                                        double l_635_ = (l_548_ - l_546_);
                                                        bool l_636_ = (l_635_ > -1.1754943508222875e-38L);
                                                        if (l_634_) {
                                                            local_34 = l_636_;
                                                        } else {
                                                            local_34 = false;
                                                        }
                                                        bool l_637_ = local_34;
                                                        double l_638_ = (l_547_ - l_546_);
                                                        bool l_639_ = (l_638_ < 1.1754943508222875e-38L);
                                                        double l_640_ = (l_548_ + l_546_);
                                                        bool l_641_ = (l_640_ > -1.1754943508222875e-38L);
                                                        if (l_639_) {
                                                            local_35 = l_641_;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_642_ = local_35;
                                                        if (l_637_) {
                                                            l_mut_249_ = 0u;
                                                        } else {
                                                            uint _e1466 = l_mut_249_;
                                                            bool l_643_ = (_e1466 == 1u);
                                                            if (l_642_) {
                                                                local_36 = l_643_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_644_ = local_36;
                                                            if (l_644_) {
                                                                l_mut_249_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1474 = l_mut_249_;
                                                    l_mut_290_ = _e1474;
                                                }
                                                uint _e1475 = l_mut_290_;
                                                l_mut_233_ = _e1475;
                                            } else {
                                                bool l_645_ = (l_215_ == 5u);
                                                if (l_645_) {
                                                    double l_646_ = (2.0L * l_228_);
                                                    double l_647_ = abs(l_646_);
                                                    double l_648_ = floor(l_647_);
                                                    double l_649_ = (3.0L + l_648_);
                                                    double _e1484 = l_mut_31_;
                                                    double l_650_ = abs(_e1484);
                                                    l_mut_77_ = 1.401298464324817e-45L;
                                                    bool l_651_ = (l_650_ >= 1.1754943508222875e-38L);
                                                    bool l_652_ = (l_650_ <= 1.7976931348623157e308L);
                                                    if (l_651_) {
                                                        local_37 = l_652_;
                                                    } else {
                                                        local_37 = false;
                                                    }
                                                    bool l_653_ = local_37;
                                                    if (l_653_) {
                                                        uint64_t l_654_ = l_650_;
                                                        uint64_t l_655_ = (l_654_ >> uint(52uL));
                                                        uint64_t l_656_ = (l_655_ - 23uL);
                                                        uint64_t l_657_ = (l_656_ << uint(52uL));
                                                        double l_658_ = l_657_;
                                                        l_mut_77_ = l_658_;
                                                    }
                                                    double _e1507 = l_mut_77_;
                                                    double l_659_ = (l_649_ * _e1507);
                                                    l_mut_290_ = 2u;
                                                    double _e1510 = l_mut_31_;
                                                    double l_660_ = (_e1510 - l_231_);
                                                    double l_661_ = abs(l_660_);
                                                    l_mut_77_ = 1.401298464324817e-45L;
                                                    bool l_662_ = (l_661_ >= 1.1754943508222875e-38L);
                                                    bool l_663_ = (l_661_ <= 1.7976931348623157e308L);
                                                    if (l_662_) {
                                                        local_38 = l_663_;
                                                    } else {
                                                        local_38 = false;
                                                    }
                                                    bool l_664_ = local_38;
                                                    if (l_664_) {
                                                        uint64_t l_665_ = l_661_;
                                                        uint64_t l_666_ = (l_665_ >> uint(52uL));
                                                        uint64_t l_667_ = (l_666_ - 23uL);
                                                        uint64_t l_668_ = (l_667_ << uint(52uL));
                                                        double l_669_ = l_668_;
                                                        l_mut_77_ = l_669_;
                                                    }
                                                    double _e1534 = l_mut_31_;
                                                    double l_670_ = (_e1534 + l_231_);
                                                    double l_671_ = abs(l_670_);
                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                    bool l_672_ = (l_671_ >= 1.1754943508222875e-38L);
                                                    bool l_673_ = (l_671_ <= 1.7976931348623157e308L);
                                                    if (l_672_) {
                                                        local_39 = l_673_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_674_ = local_39;
                                                    if (l_674_) {
                                                        uint64_t l_675_ = l_671_;
                                                        uint64_t l_676_ = (l_675_ >> uint(52uL));
                                                        uint64_t l_677_ = (l_676_ - 23uL);
                                                        uint64_t l_678_ = (l_677_ << uint(52uL));
                                                        double l_679_ = l_678_;
                                                        l_mut_48_ = l_679_;
                                                    }
                                                    double _e1558 = l_mut_77_;
                                                    double _e1559 = l_mut_48_;
                                                    bool l_680_ = (_e1558 == _e1559);
                                                    if (l_680_) {
                                                        double l_681_ = (l_659_ * 1.4551915228366852e-11L);
                                                        double l_682_ = (l_231_ + l_681_);
                                                        double _e1564 = l_mut_31_;
                                                        double l_683_ = (_e1564 - l_659_);
                                                        double _e1566 = l_mut_31_;
                                                        double l_684_ = (_e1566 + l_659_);
                                                        float _e1568 = l_mut_25_;
                                                        uint l_685_ = asuint(_e1568);
                                                        uint l_686_ = (l_685_ & 2147483647u);
                                                        float l_687_ = asfloat(l_686_);
                                                        double l_688_ = double(l_687_);
                                                        l_mut_77_ = l_688_;
                                                        bool l_689_ = (l_686_ < 8388608u);
                                                        if (l_689_) {
                                                            double l_690_ = double(l_686_);
                                                            double l_691_ = (l_690_ * 1.401298464324817e-45L);
                                                            l_mut_77_ = l_691_;
                                                        }
                                                        double _e1579 = l_mut_77_;
                                                        uint64_t l_692_ = _e1579;
                                                        uint l_693_ = (l_685_ >> 31u);
                                                        uint64_t l_694_ = uint64_t(l_693_);
                                                        uint64_t l_695_ = (l_694_ << uint(63uL));
                                                        uint64_t l_696_ = (l_692_ | l_695_);
                                                        double l_697_ = l_696_;
                                                        float _e1590 = l_mut_25_;
                                                        uint l_698_ = asuint(_e1590);
                                                        uint l_699_ = (l_698_ + 1u);
                                                        l_mut_249_ = l_699_;
                                                        uint l_700_ = (l_698_ & 2147483647u);
                                                        bool l_701_ = (l_700_ == 0u);
                                                        if (l_701_) {
                                                            l_mut_249_ = 1u;
                                                        } else {
                                                            uint l_702_ = (l_698_ & 2147483648u);
                                                            bool l_703_ = (l_702_ != 0u);
                                                            if (l_703_) {
                                                                uint l_704_ = (l_698_ - 1u);
                                                                l_mut_249_ = l_704_;
                                                            } else {
                                                                bool l_705_ = (l_698_ == 2139095040u);
                                                                if (l_705_) {
                                                                    l_mut_249_ = l_698_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1607 = l_mut_249_;
                                                        float l_706_ = asfloat(_e1607);
                                                        uint l_707_ = asuint(l_706_);
                                                        uint l_708_ = (l_707_ & 2147483647u);
                                                        float l_709_ = asfloat(l_708_);
                                                        double l_710_ = double(l_709_);
                                                        l_mut_77_ = l_710_;
                                                        bool l_711_ = (l_708_ < 8388608u);
                                                        if (l_711_) {
                                                            double l_712_ = double(l_708_);
                                                            double l_713_ = (l_712_ * 1.401298464324817e-45L);
                                                            l_mut_77_ = l_713_;
                                                        }
                                                        double _e1619 = l_mut_77_;
                                                        uint64_t l_714_ = _e1619;
                                                        uint l_715_ = (l_707_ >> 31u);
                                                        uint64_t l_716_ = uint64_t(l_715_);
                                                        uint64_t l_717_ = (l_716_ << uint(63uL));
                                                        uint64_t l_718_ = (l_714_ | l_717_);
                                                        double l_719_ = l_718_;
                                                        float _e1630 = l_mut_25_;
                                                        uint l_720_ = asuint(_e1630);
                                                        uint l_721_ = (l_720_ ^ 2147483648u);
                                                        float l_722_ = asfloat(l_721_);
                                                        uint l_723_ = asuint(l_722_);
                                                        uint l_724_ = (l_723_ + 1u);
                                                        l_mut_249_ = l_724_;
                                                        uint l_725_ = (l_723_ & 2147483647u);
                                                        bool l_726_ = (l_725_ == 0u);
                                                        if (l_726_) {
                                                            l_mut_249_ = 1u;
                                                        } else {
                                                            uint l_727_ = (l_723_ & 2147483648u);
                                                            bool l_728_ = (l_727_ != 0u);
                                                            if (l_728_) {
                                                                uint l_729_ = (l_723_ - 1u);
                                                                l_mut_249_ = l_729_;
                                                            } else {
                                                                bool l_730_ = (l_723_ == 2139095040u);
                                                                if (l_730_) {
                                                                    l_mut_249_ = l_723_;
                                                                }
                                                            }
                                                        }
                                                        uint _e1651 = l_mut_249_;
                                                        float l_731_ = asfloat(_e1651);
                                                        uint l_732_ = asuint(l_731_);
                                                        uint l_733_ = (l_732_ ^ 2147483648u);
                                                        float l_734_ = asfloat(l_733_);
                                                        uint l_735_ = asuint(l_734_);
                                                        uint l_736_ = (l_735_ & 2147483647u);
                                                        float l_737_ = asfloat(l_736_);
                                                        double l_738_ = double(l_737_);
                                                        l_mut_77_ = l_738_;
                                                        bool l_739_ = (l_736_ < 8388608u);
                                                        if (l_739_) {
                                                            double l_740_ = double(l_736_);
                                                            double l_741_ = (l_740_ * 1.401298464324817e-45L);
                                                            l_mut_77_ = l_741_;
                                                        }
                                                        double _e1667 = l_mut_77_;
                                                        uint64_t l_742_ = _e1667;
                                                        uint l_743_ = (l_735_ >> 31u);
                                                        uint64_t l_744_ = uint64_t(l_743_);
                                                        uint64_t l_745_ = (l_744_ << uint(63uL));
                                                        uint64_t l_746_ = (l_742_ | l_745_);
                                                        double l_747_ = l_746_;
                                                        double l_748_ = (l_683_ + l_682_);
                                                        bool l_749_ = (l_748_ <= l_697_);
                                                        l_mut_350_ = l_749_;
                                                        double l_750_ = (l_683_ - l_682_);
                                                        bool l_751_ = (l_750_ > l_697_);
                                                        l_mut_347_ = l_751_;
                                                        double l_752_ = (l_684_ - l_682_);
                                                        bool l_753_ = (l_752_ >= l_697_);
                                                        l_mut_344_ = l_753_;
                                                        double l_754_ = (l_684_ + l_682_);
                                                        bool l_755_ = (l_754_ < l_697_);
                                                        l_mut_341_ = l_755_;
                                                        if (l_219_) {
                                                            double l_756_ = (l_683_ + l_682_);
                                                            bool l_757_ = (l_756_ < l_719_);
                                                            l_mut_350_ = l_757_;
                                                            double l_758_ = (l_683_ - l_682_);
                                                            bool l_759_ = (l_758_ >= l_719_);
                                                            l_mut_347_ = l_759_;
                                                            double l_760_ = (l_684_ - l_682_);
                                                            bool l_761_ = (l_760_ > l_747_);
                                                            l_mut_344_ = l_761_;
                                                            double l_762_ = (l_684_ + l_682_);
                                                            bool l_763_ = (l_762_ <= l_747_);
                                                            l_mut_341_ = l_763_;
                                                        }
                                                        l_mut_249_ = 2u;
                                                        bool _e1695 = l_mut_347_;
                                                        if (!(_e1695)) {
                                                            bool _e1699 = l_mut_341_;
                                                            local_40 = _e1699;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_764_ = local_40;
                                                        if (l_764_) {
                                                            l_mut_249_ = 1u;
                                                        } else {
                                                            bool _e1703 = l_mut_350_;
                                                            if (_e1703) {
                                                                bool _e1706 = l_mut_344_;
                                                                local_41 = _e1706;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_765_ = local_41;
                                                            if (l_765_) {
                                                                l_mut_249_ = 0u;
                                                            }
                                                        }
                                                        float _e1710 = l_mut_25_;
                                                        uint l_766_ = asuint(_e1710);
                                                        uint l_767_ = (l_766_ & 2147483647u);
                                                        bool l_768_ = (l_767_ == 0u);
                                                        if (l_768_) {
                                                            double l_769_ = (l_683_ + l_682_);
                                                            bool l_770_ = (l_769_ < 1.1754943508222875e-38L);
                                                            double l_771_ = (l_684_ - l_682_);
                                                            bool l_772_ = (l_771_ > -1.1754943508222875e-38L);
                                                            if (l_770_) {
                                                                local_42 = l_772_;
                                                            } else {
                                                                local_42 = false;
                                                            }
                                                            bool l_773_ = local_42;
                                                            double l_774_ = (l_683_ - l_682_);
                                                            bool l_775_ = (l_774_ < 1.1754943508222875e-38L);
                                                            double l_776_ = (l_684_ + l_682_);
                                                            bool l_777_ = (l_776_ > -1.1754943508222875e-38L);
                                                            if (l_775_) {
                                                                local_43 = l_777_;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_778_ = local_43;
                                                            if (l_773_) {
                                                                l_mut_249_ = 0u;
                                                            } else {
                                                                uint _e1737 = l_mut_249_;
                                                                bool l_779_ = (_e1737 == 1u);
                                                                if (l_778_) {
                                                                    local_44 = l_779_;
                                                                } else {
                                                                    local_44 = false;
                                                                }
                                                                bool l_780_ = local_44;
                                                                if (l_780_) {
                                                                    l_mut_249_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e1745 = l_mut_249_;
                                                        l_mut_290_ = _e1745;
                                                    }
                                                    uint _e1746 = l_mut_290_;
                                                    l_mut_233_ = _e1746;
                                                } else {
                                                    bool l_781_ = (l_215_ == 6u);
                                                    if (l_781_) {
                                                        l_mut_233_ = 0u;
                                                        bool l_782_ = (l_229_ <= l_224_);
                                                        if (l_782_) {
                                                            double l_783_ = (l_221_ * 1.4551915228366852e-11L);
                                                            double l_784_ = (l_231_ + l_783_);
                                                            double _e1754 = l_mut_31_;
                                                            double l_785_ = (_e1754 - l_221_);
                                                            double _e1756 = l_mut_31_;
                                                            double l_786_ = (_e1756 + l_221_);
                                                            float _e1758 = l_mut_25_;
                                                            uint l_787_ = asuint(_e1758);
                                                            uint l_788_ = (l_787_ & 2147483647u);
                                                            float l_789_ = asfloat(l_788_);
                                                            double l_790_ = double(l_789_);
                                                            l_mut_77_ = l_790_;
                                                            bool l_791_ = (l_788_ < 8388608u);
                                                            if (l_791_) {
                                                                double l_792_ = double(l_788_);
                                                                double l_793_ = (l_792_ * 1.401298464324817e-45L);
                                                                l_mut_77_ = l_793_;
                                                            }
                                                            double _e1769 = l_mut_77_;
                                                            uint64_t l_794_ = _e1769;
                                                            uint l_795_ = (l_787_ >> 31u);
                                                            uint64_t l_796_ = uint64_t(l_795_);
                                                            uint64_t l_797_ = (l_796_ << uint(63uL));
                                                            uint64_t l_798_ = (l_794_ | l_797_);
                                                            double l_799_ = l_798_;
                                                            float _e1780 = l_mut_25_;
                                                            uint l_800_ = asuint(_e1780);
                                                            uint l_801_ = (l_800_ + 1u);
                                                            l_mut_290_ = l_801_;
                                                            uint l_802_ = (l_800_ & 2147483647u);
                                                            bool l_803_ = (l_802_ == 0u);
                                                            if (l_803_) {
                                                                l_mut_290_ = 1u;
                                                            } else {
                                                                uint l_804_ = (l_800_ & 2147483648u);
                                                                bool l_805_ = (l_804_ != 0u);
                                                                if (l_805_) {
                                                                    uint l_806_ = (l_800_ - 1u);
                                                                    l_mut_290_ = l_806_;
                                                                } else {
                                                                    bool l_807_ = (l_800_ == 2139095040u);
                                                                    if (l_807_) {
                                                                        l_mut_290_ = l_800_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1797 = l_mut_290_;
                                                            float l_808_ = asfloat(_e1797);
                                                            uint l_809_ = asuint(l_808_);
                                                            uint l_810_ = (l_809_ & 2147483647u);
                                                            float l_811_ = asfloat(l_810_);
                                                            double l_812_ = double(l_811_);
                                                            l_mut_77_ = l_812_;
                                                            bool l_813_ = (l_810_ < 8388608u);
                                                            if (l_813_) {
                                                                double l_814_ = double(l_810_);
                                                                double l_815_ = (l_814_ * 1.401298464324817e-45L);
                                                                l_mut_77_ = l_815_;
                                                            }
                                                            double _e1809 = l_mut_77_;
                                                            uint64_t l_816_ = _e1809;
                                                            uint l_817_ = (l_809_ >> 31u);
                                                            uint64_t l_818_ = uint64_t(l_817_);
                                                            uint64_t l_819_ = (l_818_ << uint(63uL));
                                                            uint64_t l_820_ = (l_816_ | l_819_);
                                                            double l_821_ = l_820_;
                                                            float _e1820 = l_mut_25_;
                                                            uint l_822_ = asuint(_e1820);
                                                            uint l_823_ = (l_822_ ^ 2147483648u);
                                                            float l_824_ = asfloat(l_823_);
                                                            uint l_825_ = asuint(l_824_);
                                                            uint l_826_ = (l_825_ + 1u);
                                                            l_mut_290_ = l_826_;
                                                            uint l_827_ = (l_825_ & 2147483647u);
                                                            bool l_828_ = (l_827_ == 0u);
                                                            if (l_828_) {
                                                                l_mut_290_ = 1u;
                                                            } else {
                                                                uint l_829_ = (l_825_ & 2147483648u);
                                                                bool l_830_ = (l_829_ != 0u);
                                                                if (l_830_) {
                                                                    uint l_831_ = (l_825_ - 1u);
                                                                    l_mut_290_ = l_831_;
                                                                } else {
                                                                    bool l_832_ = (l_825_ == 2139095040u);
                                                                    if (l_832_) {
                                                                        l_mut_290_ = l_825_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1841 = l_mut_290_;
                                                            float l_833_ = asfloat(_e1841);
                                                            uint l_834_ = asuint(l_833_);
                                                            uint l_835_ = (l_834_ ^ 2147483648u);
                                                            float l_836_ = asfloat(l_835_);
                                                            uint l_837_ = asuint(l_836_);
                                                            uint l_838_ = (l_837_ & 2147483647u);
                                                            float l_839_ = asfloat(l_838_);
                                                            double l_840_ = double(l_839_);
                                                            l_mut_77_ = l_840_;
                                                            bool l_841_ = (l_838_ < 8388608u);
                                                            if (l_841_) {
                                                                double l_842_ = double(l_838_);
                                                                double l_843_ = (l_842_ * 1.401298464324817e-45L);
                                                                l_mut_77_ = l_843_;
                                                            }
                                                            double _e1857 = l_mut_77_;
                                                            uint64_t l_844_ = _e1857;
                                                            uint l_845_ = (l_837_ >> 31u);
                                                            uint64_t l_846_ = uint64_t(l_845_);
                                                            uint64_t l_847_ = (l_846_ << uint(63uL));
                                                            uint64_t l_848_ = (l_844_ | l_847_);
                                                            double l_849_ = l_848_;
                                                            double l_850_ = (l_785_ + l_784_);
                                                            bool l_851_ = (l_850_ <= l_799_);
                                                            l_mut_350_ = l_851_;
                                                            double l_852_ = (l_785_ - l_784_);
                                                            bool l_853_ = (l_852_ > l_799_);
                                                            l_mut_347_ = l_853_;
                                                            double l_854_ = (l_786_ - l_784_);
                                                            bool l_855_ = (l_854_ >= l_799_);
                                                            l_mut_344_ = l_855_;
                                                            double l_856_ = (l_786_ + l_784_);
                                                            bool l_857_ = (l_856_ < l_799_);
                                                            l_mut_341_ = l_857_;
                                                            if (l_219_) {
                                                                double l_858_ = (l_785_ + l_784_);
                                                                bool l_859_ = (l_858_ < l_821_);
                                                                l_mut_350_ = l_859_;
                                                                double l_860_ = (l_785_ - l_784_);
                                                                bool l_861_ = (l_860_ >= l_821_);
                                                                l_mut_347_ = l_861_;
                                                                double l_862_ = (l_786_ - l_784_);
                                                                bool l_863_ = (l_862_ > l_849_);
                                                                l_mut_344_ = l_863_;
                                                                double l_864_ = (l_786_ + l_784_);
                                                                bool l_865_ = (l_864_ <= l_849_);
                                                                l_mut_341_ = l_865_;
                                                            }
                                                            l_mut_290_ = 2u;
                                                            bool _e1885 = l_mut_347_;
                                                            if (!(_e1885)) {
                                                                bool _e1889 = l_mut_341_;
                                                                local_45 = _e1889;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_866_ = local_45;
                                                            if (l_866_) {
                                                                l_mut_290_ = 1u;
                                                            } else {
                                                                bool _e1893 = l_mut_350_;
                                                                if (_e1893) {
                                                                    bool _e1896 = l_mut_344_;
                                                                    local_46 = _e1896;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_867_ = local_46;
                                                                if (l_867_) {
                                                                    l_mut_290_ = 0u;
                                                                }
                                                            }
                                                            float _e1900 = l_mut_25_;
                                                            uint l_868_ = asuint(_e1900);
                                                            uint l_869_ = (l_868_ & 2147483647u);
                                                            bool l_870_ = (l_869_ == 0u);
                                                            if (l_870_) {
                                                                double l_871_ = (l_785_ + l_784_);
                                                                bool l_872_ = (l_871_ < 1.1754943508222875e-38L);
                                                                double l_873_ = (l_786_ - l_784_);
                                                                bool l_874_ = (l_873_ > -1.1754943508222875e-38L);
                                                                if (l_872_) {
                                                                    local_47 = l_874_;
                                                                } else {
                                                                    local_47 = false;
                                                                }
                                                                bool l_875_ = local_47;
                                                                double l_876_ = (l_785_ - l_784_);
                                                                bool l_877_ = (l_876_ < 1.1754943508222875e-38L);
                                                                double l_878_ = (l_786_ + l_784_);
                                                                bool l_879_ = (l_878_ > -1.1754943508222875e-38L);
                                                                if (l_877_) {
                                                                    local_48 = l_879_;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_880_ = local_48;
                                                                if (l_875_) {
                                                                    l_mut_290_ = 0u;
                                                                } else {
                                                                    uint _e1927 = l_mut_290_;
                                                                    bool l_881_ = (_e1927 == 1u);
                                                                    if (l_880_) {
                                                                        local_49 = l_881_;
                                                                    } else {
                                                                        local_49 = false;
                                                                    }
                                                                    bool l_882_ = local_49;
                                                                    if (l_882_) {
                                                                        l_mut_290_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e1935 = l_mut_290_;
                                                            l_mut_233_ = _e1935;
                                                        }
                                                    } else {
                                                        bool l_883_ = (l_215_ == 7u);
                                                        if (l_883_) {
                                                            double _e1938 = l_mut_31_;
                                                            double l_884_ = abs(_e1938);
                                                            double l_885_ = (l_221_ * l_884_);
                                                            l_mut_77_ = l_885_;
                                                            double _e1941 = l_mut_31_;
                                                            double l_886_ = abs(_e1941);
                                                            l_mut_48_ = 1.401298464324817e-45L;
                                                            bool l_887_ = (l_886_ >= 1.1754943508222875e-38L);
                                                            bool l_888_ = (l_886_ <= 1.7976931348623157e308L);
                                                            if (l_887_) {
                                                                local_50 = l_888_;
                                                            } else {
                                                                local_50 = false;
                                                            }
                                                            bool l_889_ = local_50;
                                                            if (l_889_) {
                                                                uint64_t l_890_ = l_886_;
                                                                uint64_t l_891_ = (l_890_ >> uint(52uL));
                                                                uint64_t l_892_ = (l_891_ - 23uL);
                                                                uint64_t l_893_ = (l_892_ << uint(52uL));
                                                                double l_894_ = l_893_;
                                                                l_mut_48_ = l_894_;
                                                            }
                                                            double _e1965 = l_mut_48_;
                                                            double l_895_ = (0.5L * _e1965);
                                                            double _e1967 = l_mut_77_;
                                                            bool l_896_ = (l_895_ > _e1967);
                                                            if (l_896_) {
                                                                l_mut_77_ = l_895_;
                                                            }
                                                            double _e1969 = l_mut_31_;
                                                            double l_897_ = (_e1969 - l_231_);
                                                            double l_898_ = abs(l_897_);
                                                            l_mut_48_ = 1.401298464324817e-45L;
                                                            bool l_899_ = (l_898_ >= 1.1754943508222875e-38L);
                                                            bool l_900_ = (l_898_ <= 1.7976931348623157e308L);
                                                            if (l_899_) {
                                                                local_51 = l_900_;
                                                            } else {
                                                                local_51 = false;
                                                            }
                                                            bool l_901_ = local_51;
                                                            if (l_901_) {
                                                                uint64_t l_902_ = l_898_;
                                                                uint64_t l_903_ = (l_902_ >> uint(52uL));
                                                                uint64_t l_904_ = (l_903_ - 23uL);
                                                                uint64_t l_905_ = (l_904_ << uint(52uL));
                                                                double l_906_ = l_905_;
                                                                l_mut_48_ = l_906_;
                                                            }
                                                            double _e1993 = l_mut_31_;
                                                            double l_907_ = (_e1993 + l_231_);
                                                            double l_908_ = abs(l_907_);
                                                            l_mut_909_ = 1.401298464324817e-45L;
                                                            bool l_910_ = (l_908_ >= 1.1754943508222875e-38L);
                                                            bool l_911_ = (l_908_ <= 1.7976931348623157e308L);
                                                            if (l_910_) {
                                                                local_52 = l_911_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_912_ = local_52;
                                                            if (l_912_) {
                                                                uint64_t l_913_ = l_908_;
                                                                uint64_t l_914_ = (l_913_ >> uint(52uL));
                                                                uint64_t l_915_ = (l_914_ - 23uL);
                                                                uint64_t l_916_ = (l_915_ << uint(52uL));
                                                                double l_917_ = l_916_;
                                                                l_mut_909_ = l_917_;
                                                            }
                                                            double _e2017 = l_mut_48_;
                                                            double _e2018 = l_mut_909_;
                                                            bool l_918_ = (_e2017 == _e2018);
                                                            if (l_918_) {
                                                                double l_919_ = (l_221_ * l_231_);
                                                                double l_920_ = (l_231_ + l_919_);
                                                                double _e2022 = l_mut_77_;
                                                                double l_921_ = (_e2022 * 1.4551915228366852e-11L);
                                                                double l_922_ = (l_920_ + l_921_);
                                                                double _e2026 = l_mut_31_;
                                                                double _e2027 = l_mut_77_;
                                                                double l_923_ = (_e2026 - _e2027);
                                                                double _e2029 = l_mut_31_;
                                                                double _e2030 = l_mut_77_;
                                                                double l_924_ = (_e2029 + _e2030);
                                                                float _e2032 = l_mut_25_;
                                                                uint l_925_ = asuint(_e2032);
                                                                uint l_926_ = (l_925_ & 2147483647u);
                                                                float l_927_ = asfloat(l_926_);
                                                                double l_928_ = double(l_927_);
                                                                l_mut_909_ = l_928_;
                                                                bool l_929_ = (l_926_ < 8388608u);
                                                                if (l_929_) {
                                                                    double l_930_ = double(l_926_);
                                                                    double l_931_ = (l_930_ * 1.401298464324817e-45L);
                                                                    l_mut_909_ = l_931_;
                                                                }
                                                                double _e2043 = l_mut_909_;
                                                                uint64_t l_932_ = _e2043;
                                                                uint l_933_ = (l_925_ >> 31u);
                                                                uint64_t l_934_ = uint64_t(l_933_);
                                                                uint64_t l_935_ = (l_934_ << uint(63uL));
                                                                uint64_t l_936_ = (l_932_ | l_935_);
                                                                double l_937_ = l_936_;
                                                                float _e2054 = l_mut_25_;
                                                                uint l_938_ = asuint(_e2054);
                                                                uint l_939_ = (l_938_ + 1u);
                                                                l_mut_290_ = l_939_;
                                                                uint l_940_ = (l_938_ & 2147483647u);
                                                                bool l_941_ = (l_940_ == 0u);
                                                                if (l_941_) {
                                                                    l_mut_290_ = 1u;
                                                                } else {
                                                                    uint l_942_ = (l_938_ & 2147483648u);
                                                                    bool l_943_ = (l_942_ != 0u);
                                                                    if (l_943_) {
                                                                        uint l_944_ = (l_938_ - 1u);
                                                                        l_mut_290_ = l_944_;
                                                                    } else {
                                                                        bool l_945_ = (l_938_ == 2139095040u);
                                                                        if (l_945_) {
                                                                            l_mut_290_ = l_938_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2071 = l_mut_290_;
                                                                float l_946_ = asfloat(_e2071);
                                                                uint l_947_ = asuint(l_946_);
                                                                uint l_948_ = (l_947_ & 2147483647u);
                                                                float l_949_ = asfloat(l_948_);
                                                                double l_950_ = double(l_949_);
                                                                l_mut_909_ = l_950_;
                                                                bool l_951_ = (l_948_ < 8388608u);
                                                                if (l_951_) {
                                                                    double l_952_ = double(l_948_);
                                                                    double l_953_ = (l_952_ * 1.401298464324817e-45L);
                                                                    l_mut_909_ = l_953_;
                                                                }
                                                                double _e2083 = l_mut_909_;
                                                                uint64_t l_954_ = _e2083;
                                                                uint l_955_ = (l_947_ >> 31u);
                                                                uint64_t l_956_ = uint64_t(l_955_);
                                                                uint64_t l_957_ = (l_956_ << uint(63uL));
                                                                uint64_t l_958_ = (l_954_ | l_957_);
                                                                double l_959_ = l_958_;
                                                                float _e2094 = l_mut_25_;
                                                                uint l_960_ = asuint(_e2094);
                                                                uint l_961_ = (l_960_ ^ 2147483648u);
                                                                float l_962_ = asfloat(l_961_);
                                                                uint l_963_ = asuint(l_962_);
                                                                uint l_964_ = (l_963_ + 1u);
                                                                l_mut_290_ = l_964_;
                                                                uint l_965_ = (l_963_ & 2147483647u);
                                                                bool l_966_ = (l_965_ == 0u);
                                                                if (l_966_) {
                                                                    l_mut_290_ = 1u;
                                                                } else {
                                                                    uint l_967_ = (l_963_ & 2147483648u);
                                                                    bool l_968_ = (l_967_ != 0u);
                                                                    if (l_968_) {
                                                                        uint l_969_ = (l_963_ - 1u);
                                                                        l_mut_290_ = l_969_;
                                                                    } else {
                                                                        bool l_970_ = (l_963_ == 2139095040u);
                                                                        if (l_970_) {
                                                                            l_mut_290_ = l_963_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2115 = l_mut_290_;
                                                                float l_971_ = asfloat(_e2115);
                                                                uint l_972_ = asuint(l_971_);
                                                                uint l_973_ = (l_972_ ^ 2147483648u);
                                                                float l_974_ = asfloat(l_973_);
                                                                uint l_975_ = asuint(l_974_);
                                                                uint l_976_ = (l_975_ & 2147483647u);
                                                                float l_977_ = asfloat(l_976_);
                                                                double l_978_ = double(l_977_);
                                                                l_mut_909_ = l_978_;
                                                                bool l_979_ = (l_976_ < 8388608u);
                                                                if (l_979_) {
                                                                    double l_980_ = double(l_976_);
                                                                    double l_981_ = (l_980_ * 1.401298464324817e-45L);
                                                                    l_mut_909_ = l_981_;
                                                                }
                                                                double _e2131 = l_mut_909_;
                                                                uint64_t l_982_ = _e2131;
                                                                uint l_983_ = (l_975_ >> 31u);
                                                                uint64_t l_984_ = uint64_t(l_983_);
                                                                uint64_t l_985_ = (l_984_ << uint(63uL));
                                                                uint64_t l_986_ = (l_982_ | l_985_);
                                                                double l_987_ = l_986_;
                                                                double l_988_ = (l_923_ + l_922_);
                                                                bool l_989_ = (l_988_ <= l_937_);
                                                                l_mut_350_ = l_989_;
                                                                double l_990_ = (l_923_ - l_922_);
                                                                bool l_991_ = (l_990_ > l_937_);
                                                                l_mut_347_ = l_991_;
                                                                double l_992_ = (l_924_ - l_922_);
                                                                bool l_993_ = (l_992_ >= l_937_);
                                                                l_mut_344_ = l_993_;
                                                                double l_994_ = (l_924_ + l_922_);
                                                                bool l_995_ = (l_994_ < l_937_);
                                                                l_mut_341_ = l_995_;
                                                                if (l_219_) {
                                                                    double l_996_ = (l_923_ + l_922_);
                                                                    bool l_997_ = (l_996_ < l_959_);
                                                                    l_mut_350_ = l_997_;
                                                                    double l_998_ = (l_923_ - l_922_);
                                                                    bool l_999_ = (l_998_ >= l_959_);
                                                                    l_mut_347_ = l_999_;
                                                                    double l_1000_ = (l_924_ - l_922_);
                                                                    bool l_1001_ = (l_1000_ > l_987_);
                                                                    l_mut_344_ = l_1001_;
                                                                    double l_1002_ = (l_924_ + l_922_);
                                                                    bool l_1003_ = (l_1002_ <= l_987_);
                                                                    l_mut_341_ = l_1003_;
                                                                }
                                                                l_mut_290_ = 2u;
                                                                bool _e2159 = l_mut_347_;
                                                                if (!(_e2159)) {
                                                                    bool _e2163 = l_mut_341_;
                                                                    local_53 = _e2163;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_1004_ = local_53;
                                                                if (l_1004_) {
                                                                    l_mut_290_ = 1u;
                                                                } else {
                                                                    bool _e2167 = l_mut_350_;
                                                                    if (_e2167) {
                                                                        bool _e2170 = l_mut_344_;
                                                                        local_54 = _e2170;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_1005_ = local_54;
                                                                    if (l_1005_) {
                                                                        l_mut_290_ = 0u;
                                                                    }
                                                                }
                                                                float _e2174 = l_mut_25_;
                                                                uint l_1006_ = asuint(_e2174);
                                                                uint l_1007_ = (l_1006_ & 2147483647u);
                                                                bool l_1008_ = (l_1007_ == 0u);
                                                                if (l_1008_) {
                                                                    double l_1009_ = (l_923_ + l_922_);
                                                                    bool l_1010_ = (l_1009_ < 1.1754943508222875e-38L);
                                                                    double l_1011_ = (l_924_ - l_922_);
                                                                    bool l_1012_ = (l_1011_ > -1.1754943508222875e-38L);
                                                                    if (l_1010_) {
                                                                        local_55 = l_1012_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_1013_ = local_55;
                                                                    double l_1014_ = (l_923_ - l_922_);
                                                                    bool l_1015_ = (l_1014_ < 1.1754943508222875e-38L);
                                                                    double l_1016_ = (l_924_ + l_922_);
                                                                    bool l_1017_ = (l_1016_ > -1.1754943508222875e-38L);
                                                                    if (l_1015_) {
                                                                        local_56 = l_1017_;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1018_ = local_56;
                                                                    if (l_1013_) {
                                                                        l_mut_290_ = 0u;
                                                                    } else {
                                                                        uint _e2201 = l_mut_290_;
                                                                        bool l_1019_ = (_e2201 == 1u);
                                                                        if (l_1018_) {
                                                                            local_57 = l_1019_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1020_ = local_57;
                                                                        if (l_1020_) {
                                                                            l_mut_290_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2209 = l_mut_290_;
                                                                l_mut_233_ = _e2209;
                                                            }
                                                        } else {
                                                            bool l_1021_ = (l_215_ == 8u);
                                                            if (l_1021_) {
                                                                bool l_1022_ = (l_228_ >= 0.5L);
                                                                bool l_1023_ = (l_228_ <= 2.0L);
                                                                if (l_1022_) {
                                                                    local_58 = l_1023_;
                                                                } else {
                                                                    local_58 = false;
                                                                }
                                                                bool l_1024_ = local_58;
                                                                if (l_1024_) {
                                                                    double l_1025_ = (l_221_ * 1.4551915228366852e-11L);
                                                                    double l_1026_ = (l_231_ + l_1025_);
                                                                    double _e2223 = l_mut_31_;
                                                                    double l_1027_ = (_e2223 - l_221_);
                                                                    double _e2225 = l_mut_31_;
                                                                    double l_1028_ = (_e2225 + l_221_);
                                                                    float _e2227 = l_mut_25_;
                                                                    uint l_1029_ = asuint(_e2227);
                                                                    uint l_1030_ = (l_1029_ & 2147483647u);
                                                                    float l_1031_ = asfloat(l_1030_);
                                                                    double l_1032_ = double(l_1031_);
                                                                    l_mut_909_ = l_1032_;
                                                                    bool l_1033_ = (l_1030_ < 8388608u);
                                                                    if (l_1033_) {
                                                                        double l_1034_ = double(l_1030_);
                                                                        double l_1035_ = (l_1034_ * 1.401298464324817e-45L);
                                                                        l_mut_909_ = l_1035_;
                                                                    }
                                                                    double _e2238 = l_mut_909_;
                                                                    uint64_t l_1036_ = _e2238;
                                                                    uint l_1037_ = (l_1029_ >> 31u);
                                                                    uint64_t l_1038_ = uint64_t(l_1037_);
                                                                    uint64_t l_1039_ = (l_1038_ << uint(63uL));
                                                                    uint64_t l_1040_ = (l_1036_ | l_1039_);
                                                                    double l_1041_ = l_1040_;
                                                                    float _e2249 = l_mut_25_;
                                                                    uint l_1042_ = asuint(_e2249);
                                                                    uint l_1043_ = (l_1042_ + 1u);
                                                                    l_mut_290_ = l_1043_;
                                                                    uint l_1044_ = (l_1042_ & 2147483647u);
                                                                    bool l_1045_ = (l_1044_ == 0u);
                                                                    if (l_1045_) {
                                                                        l_mut_290_ = 1u;
                                                                    } else {
                                                                        uint l_1046_ = (l_1042_ & 2147483648u);
                                                                        bool l_1047_ = (l_1046_ != 0u);
                                                                        if (l_1047_) {
                                                                            uint l_1048_ = (l_1042_ - 1u);
                                                                            l_mut_290_ = l_1048_;
                                                                        } else {
                                                                            bool l_1049_ = (l_1042_ == 2139095040u);
                                                                            if (l_1049_) {
                                                                                l_mut_290_ = l_1042_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2266 = l_mut_290_;
                                                                    float l_1050_ = asfloat(_e2266);
                                                                    uint l_1051_ = asuint(l_1050_);
                                                                    uint l_1052_ = (l_1051_ & 2147483647u);
                                                                    float l_1053_ = asfloat(l_1052_);
                                                                    double l_1054_ = double(l_1053_);
                                                                    l_mut_909_ = l_1054_;
                                                                    bool l_1055_ = (l_1052_ < 8388608u);
                                                                    if (l_1055_) {
                                                                        double l_1056_ = double(l_1052_);
                                                                        double l_1057_ = (l_1056_ * 1.401298464324817e-45L);
                                                                        l_mut_909_ = l_1057_;
                                                                    }
                                                                    double _e2278 = l_mut_909_;
                                                                    uint64_t l_1058_ = _e2278;
                                                                    uint l_1059_ = (l_1051_ >> 31u);
                                                                    uint64_t l_1060_ = uint64_t(l_1059_);
                                                                    uint64_t l_1061_ = (l_1060_ << uint(63uL));
                                                                    uint64_t l_1062_ = (l_1058_ | l_1061_);
                                                                    double l_1063_ = l_1062_;
                                                                    float _e2289 = l_mut_25_;
                                                                    uint l_1064_ = asuint(_e2289);
                                                                    uint l_1065_ = (l_1064_ ^ 2147483648u);
                                                                    float l_1066_ = asfloat(l_1065_);
                                                                    uint l_1067_ = asuint(l_1066_);
                                                                    uint l_1068_ = (l_1067_ + 1u);
                                                                    l_mut_290_ = l_1068_;
                                                                    uint l_1069_ = (l_1067_ & 2147483647u);
                                                                    bool l_1070_ = (l_1069_ == 0u);
                                                                    if (l_1070_) {
                                                                        l_mut_290_ = 1u;
                                                                    } else {
                                                                        uint l_1071_ = (l_1067_ & 2147483648u);
                                                                        bool l_1072_ = (l_1071_ != 0u);
                                                                        if (l_1072_) {
                                                                            uint l_1073_ = (l_1067_ - 1u);
                                                                            l_mut_290_ = l_1073_;
                                                                        } else {
                                                                            bool l_1074_ = (l_1067_ == 2139095040u);
                                                                            if (l_1074_) {
                                                                                l_mut_290_ = l_1067_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2310 = l_mut_290_;
                                                                    float l_1075_ = asfloat(_e2310);
                                                                    uint l_1076_ = asuint(l_1075_);
                                                                    uint l_1077_ = (l_1076_ ^ 2147483648u);
                                                                    float l_1078_ = asfloat(l_1077_);
                                                                    uint l_1079_ = asuint(l_1078_);
                                                                    uint l_1080_ = (l_1079_ & 2147483647u);
                                                                    float l_1081_ = asfloat(l_1080_);
                                                                    double l_1082_ = double(l_1081_);
                                                                    l_mut_909_ = l_1082_;
                                                                    bool l_1083_ = (l_1080_ < 8388608u);
                                                                    if (l_1083_) {
                                                                        double l_1084_ = double(l_1080_);
                                                                        double l_1085_ = (l_1084_ * 1.401298464324817e-45L);
                                                                        l_mut_909_ = l_1085_;
                                                                    }
                                                                    double _e2326 = l_mut_909_;
                                                                    uint64_t l_1086_ = _e2326;
                                                                    uint l_1087_ = (l_1079_ >> 31u);
                                                                    uint64_t l_1088_ = uint64_t(l_1087_);
                                                                    uint64_t l_1089_ = (l_1088_ << uint(63uL));
                                                                    uint64_t l_1090_ = (l_1086_ | l_1089_);
                                                                    double l_1091_ = l_1090_;
                                                                    double l_1092_ = (l_1027_ + l_1026_);
                                                                    bool l_1093_ = (l_1092_ <= l_1041_);
                                                                    l_mut_350_ = l_1093_;
                                                                    double l_1094_ = (l_1027_ - l_1026_);
                                                                    bool l_1095_ = (l_1094_ > l_1041_);
                                                                    l_mut_347_ = l_1095_;
                                                                    double l_1096_ = (l_1028_ - l_1026_);
                                                                    bool l_1097_ = (l_1096_ >= l_1041_);
                                                                    l_mut_344_ = l_1097_;
                                                                    double l_1098_ = (l_1028_ + l_1026_);
                                                                    bool l_1099_ = (l_1098_ < l_1041_);
                                                                    l_mut_341_ = l_1099_;
                                                                    if (l_219_) {
                                                                        double l_1100_ = (l_1027_ + l_1026_);
                                                                        bool l_1101_ = (l_1100_ < l_1063_);
                                                                        l_mut_350_ = l_1101_;
                                                                        double l_1102_ = (l_1027_ - l_1026_);
                                                                        bool l_1103_ = (l_1102_ >= l_1063_);
                                                                        l_mut_347_ = l_1103_;
                                                                        double l_1104_ = (l_1028_ - l_1026_);
                                                                        bool l_1105_ = (l_1104_ > l_1091_);
                                                                        l_mut_344_ = l_1105_;
                                                                        double l_1106_ = (l_1028_ + l_1026_);
                                                                        bool l_1107_ = (l_1106_ <= l_1091_);
                                                                        l_mut_341_ = l_1107_;
                                                                    }
                                                                    l_mut_290_ = 2u;
                                                                    bool _e2354 = l_mut_347_;
                                                                    if (!(_e2354)) {
                                                                        bool _e2358 = l_mut_341_;
                                                                        local_59 = _e2358;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1108_ = local_59;
                                                                    if (l_1108_) {
                                                                        l_mut_290_ = 1u;
                                                                    } else {
                                                                        bool _e2362 = l_mut_350_;
                                                                        if (_e2362) {
                                                                            bool _e2365 = l_mut_344_;
                                                                            local_60 = _e2365;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1109_ = local_60;
                                                                        if (l_1109_) {
                                                                            l_mut_290_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2369 = l_mut_25_;
                                                                    uint l_1110_ = asuint(_e2369);
                                                                    uint l_1111_ = (l_1110_ & 2147483647u);
                                                                    bool l_1112_ = (l_1111_ == 0u);
                                                                    if (l_1112_) {
                                                                        double l_1113_ = (l_1027_ + l_1026_);
                                                                        bool l_1114_ = (l_1113_ < 1.1754943508222875e-38L);
                                                                        double l_1115_ = (l_1028_ - l_1026_);
                                                                        bool l_1116_ = (l_1115_ > -1.1754943508222875e-38L);
                                                                        if (l_1114_) {
                                                                            local_61 = l_1116_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1117_ = local_61;
                                                                        double l_1118_ = (l_1027_ - l_1026_);
                                                                        bool l_1119_ = (l_1118_ < 1.1754943508222875e-38L);
                                                                        double l_1120_ = (l_1028_ + l_1026_);
                                                                        bool l_1121_ = (l_1120_ > -1.1754943508222875e-38L);
                                                                        if (l_1119_) {
                                                                            local_62 = l_1121_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1122_ = local_62;
                                                                        if (l_1117_) {
                                                                            l_mut_290_ = 0u;
                                                                        } else {
                                                                            uint _e2396 = l_mut_290_;
                                                                            bool l_1123_ = (_e2396 == 1u);
                                                                            if (l_1122_) {
                                                                                local_63 = l_1123_;
                                                                            } else {
                                                                                local_63 = false;
                                                                            }
                                                                            bool l_1124_ = local_63;
                                                                            if (l_1124_) {
                                                                                l_mut_290_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2404 = l_mut_290_;
                                                                    l_mut_233_ = _e2404;
                                                                } else {
                                                                    double _e2405 = l_mut_31_;
                                                                    double l_1125_ = abs(_e2405);
                                                                    l_mut_909_ = 1.401298464324817e-45L;
                                                                    bool l_1126_ = (l_1125_ >= 1.1754943508222875e-38L);
                                                                    bool l_1127_ = (l_1125_ <= 1.7976931348623157e308L);
                                                                    if (l_1126_) {
                                                                        local_64 = l_1127_;
                                                                    } else {
                                                                        local_64 = false;
                                                                    }
                                                                    bool l_1128_ = local_64;
                                                                    if (l_1128_) {
                                                                        uint64_t l_1129_ = l_1125_;
                                                                        uint64_t l_1130_ = (l_1129_ >> uint(52uL));
                                                                        uint64_t l_1131_ = (l_1130_ - 23uL);
                                                                        uint64_t l_1132_ = (l_1131_ << uint(52uL));
                                                                        double l_1133_ = l_1132_;
                                                                        l_mut_909_ = l_1133_;
                                                                    }
                                                                    double _e2428 = l_mut_909_;
                                                                    double l_1134_ = (l_224_ * _e2428);
                                                                    l_mut_290_ = 2u;
                                                                    double _e2431 = l_mut_31_;
                                                                    double l_1135_ = (_e2431 - l_231_);
                                                                    double l_1136_ = abs(l_1135_);
                                                                    l_mut_909_ = 1.401298464324817e-45L;
                                                                    bool l_1137_ = (l_1136_ >= 1.1754943508222875e-38L);
                                                                    bool l_1138_ = (l_1136_ <= 1.7976931348623157e308L);
                                                                    if (l_1137_) {
                                                                        local_65 = l_1138_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1139_ = local_65;
                                                                    if (l_1139_) {
                                                                        uint64_t l_1140_ = l_1136_;
                                                                        uint64_t l_1141_ = (l_1140_ >> uint(52uL));
                                                                        uint64_t l_1142_ = (l_1141_ - 23uL);
                                                                        uint64_t l_1143_ = (l_1142_ << uint(52uL));
                                                                        double l_1144_ = l_1143_;
                                                                        l_mut_909_ = l_1144_;
                                                                    }
                                                                    double _e2455 = l_mut_31_;
                                                                    double l_1145_ = (_e2455 + l_231_);
                                                                    double l_1146_ = abs(l_1145_);
                                                                    l_mut_77_ = 1.401298464324817e-45L;
                                                                    bool l_1147_ = (l_1146_ >= 1.1754943508222875e-38L);
                                                                    bool l_1148_ = (l_1146_ <= 1.7976931348623157e308L);
                                                                    if (l_1147_) {
                                                                        local_66 = l_1148_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1149_ = local_66;
                                                                    if (l_1149_) {
                                                                        uint64_t l_1150_ = l_1146_;
                                                                        uint64_t l_1151_ = (l_1150_ >> uint(52uL));
                                                                        uint64_t l_1152_ = (l_1151_ - 23uL);
                                                                        uint64_t l_1153_ = (l_1152_ << uint(52uL));
                                                                        double l_1154_ = l_1153_;
                                                                        l_mut_77_ = l_1154_;
                                                                    }
                                                                    double _e2479 = l_mut_909_;
                                                                    double _e2480 = l_mut_77_;
                                                                    bool l_1155_ = (_e2479 == _e2480);
                                                                    if (l_1155_) {
                                                                        double l_1156_ = (l_1134_ * 1.4551915228366852e-11L);
                                                                        double l_1157_ = (l_231_ + l_1156_);
                                                                        double _e2485 = l_mut_31_;
                                                                        double l_1158_ = (_e2485 - l_1134_);
                                                                        double _e2487 = l_mut_31_;
                                                                        double l_1159_ = (_e2487 + l_1134_);
                                                                        float _e2489 = l_mut_25_;
                                                                        uint l_1160_ = asuint(_e2489);
                                                                        uint l_1161_ = (l_1160_ & 2147483647u);
                                                                        float l_1162_ = asfloat(l_1161_);
                                                                        double l_1163_ = double(l_1162_);
                                                                        l_mut_909_ = l_1163_;
                                                                        bool l_1164_ = (l_1161_ < 8388608u);
                                                                        if (l_1164_) {
                                                                            double l_1165_ = double(l_1161_);
                                                                            double l_1166_ = (l_1165_ * 1.401298464324817e-45L);
                                                                            l_mut_909_ = l_1166_;
                                                                        }
                                                                        double _e2500 = l_mut_909_;
                                                                        uint64_t l_1167_ = _e2500;
                                                                        uint l_1168_ = (l_1160_ >> 31u);
                                                                        uint64_t l_1169_ = uint64_t(l_1168_);
                                                                        uint64_t l_1170_ = (l_1169_ << uint(63uL));
                                                                        uint64_t l_1171_ = (l_1167_ | l_1170_);
                                                                        double l_1172_ = l_1171_;
                                                                        float _e2511 = l_mut_25_;
                                                                        uint l_1173_ = asuint(_e2511);
                                                                        uint l_1174_ = (l_1173_ + 1u);
                                                                        l_mut_249_ = l_1174_;
                                                                        uint l_1175_ = (l_1173_ & 2147483647u);
                                                                        bool l_1176_ = (l_1175_ == 0u);
                                                                        if (l_1176_) {
                                                                            l_mut_249_ = 1u;
                                                                        } else {
                                                                            uint l_1177_ = (l_1173_ & 2147483648u);
                                                                            bool l_1178_ = (l_1177_ != 0u);
                                                                            if (l_1178_) {
                                                                                uint l_1179_ = (l_1173_ - 1u);
                                                                                l_mut_249_ = l_1179_;
                                                                            } else {
                                                                                bool l_1180_ = (l_1173_ == 2139095040u);
                                                                                if (l_1180_) {
                                                                                    l_mut_249_ = l_1173_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2528 = l_mut_249_;
                                                                        float l_1181_ = asfloat(_e2528);
                                                                        uint l_1182_ = asuint(l_1181_);
                                                                        uint l_1183_ = (l_1182_ & 2147483647u);
                                                                        float l_1184_ = asfloat(l_1183_);
                                                                        double l_1185_ = double(l_1184_);
                                                                        l_mut_909_ = l_1185_;
                                                                        bool l_1186_ = (l_1183_ < 8388608u);
                                                                        if (l_1186_) {
                                                                            double l_1187_ = double(l_1183_);
                                                                            double l_1188_ = (l_1187_ * 1.401298464324817e-45L);
                                                                            l_mut_909_ = l_1188_;
                                                                        }
                                                                        double _e2540 = l_mut_909_;
                                                                        uint64_t l_1189_ = _e2540;
                                                                        uint l_1190_ = (l_1182_ >> 31u);
                                                                        uint64_t l_1191_ = uint64_t(l_1190_);
                                                                        uint64_t l_1192_ = (l_1191_ << uint(63uL));
                                                                        uint64_t l_1193_ = (l_1189_ | l_1192_);
                                                                        double l_1194_ = l_1193_;
                                                                        float _e2551 = l_mut_25_;
                                                                        uint l_1195_ = asuint(_e2551);
                                                                        uint l_1196_ = (l_1195_ ^ 2147483648u);
                                                                        float l_1197_ = asfloat(l_1196_);
                                                                        uint l_1198_ = asuint(l_1197_);
                                                                        uint l_1199_ = (l_1198_ + 1u);
                                                                        l_mut_249_ = l_1199_;
                                                                        uint l_1200_ = (l_1198_ & 2147483647u);
                                                                        bool l_1201_ = (l_1200_ == 0u);
                                                                        if (l_1201_) {
                                                                            l_mut_249_ = 1u;
                                                                        } else {
                                                                            uint l_1202_ = (l_1198_ & 2147483648u);
                                                                            bool l_1203_ = (l_1202_ != 0u);
                                                                            if (l_1203_) {
                                                                                uint l_1204_ = (l_1198_ - 1u);
                                                                                l_mut_249_ = l_1204_;
                                                                            } else {
                                                                                bool l_1205_ = (l_1198_ == 2139095040u);
                                                                                if (l_1205_) {
                                                                                    l_mut_249_ = l_1198_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2572 = l_mut_249_;
                                                                        float l_1206_ = asfloat(_e2572);
                                                                        uint l_1207_ = asuint(l_1206_);
                                                                        uint l_1208_ = (l_1207_ ^ 2147483648u);
                                                                        float l_1209_ = asfloat(l_1208_);
                                                                        uint l_1210_ = asuint(l_1209_);
                                                                        uint l_1211_ = (l_1210_ & 2147483647u);
                                                                        float l_1212_ = asfloat(l_1211_);
                                                                        double l_1213_ = double(l_1212_);
                                                                        l_mut_909_ = l_1213_;
                                                                        bool l_1214_ = (l_1211_ < 8388608u);
                                                                        if (l_1214_) {
                                                                            double l_1215_ = double(l_1211_);
                                                                            double l_1216_ = (l_1215_ * 1.401298464324817e-45L);
                                                                            l_mut_909_ = l_1216_;
                                                                        }
                                                                        double _e2588 = l_mut_909_;
                                                                        uint64_t l_1217_ = _e2588;
                                                                        uint l_1218_ = (l_1210_ >> 31u);
                                                                        uint64_t l_1219_ = uint64_t(l_1218_);
                                                                        uint64_t l_1220_ = (l_1219_ << uint(63uL));
                                                                        uint64_t l_1221_ = (l_1217_ | l_1220_);
                                                                        double l_1222_ = l_1221_;
                                                                        double l_1223_ = (l_1158_ + l_1157_);
                                                                        bool l_1224_ = (l_1223_ <= l_1172_);
                                                                        l_mut_350_ = l_1224_;
                                                                        double l_1225_ = (l_1158_ - l_1157_);
                                                                        bool l_1226_ = (l_1225_ > l_1172_);
                                                                        l_mut_347_ = l_1226_;
                                                                        double l_1227_ = (l_1159_ - l_1157_);
                                                                        bool l_1228_ = (l_1227_ >= l_1172_);
                                                                        l_mut_344_ = l_1228_;
                                                                        double l_1229_ = (l_1159_ + l_1157_);
                                                                        bool l_1230_ = (l_1229_ < l_1172_);
                                                                        l_mut_341_ = l_1230_;
                                                                        if (l_219_) {
                                                                            double l_1231_ = (l_1158_ + l_1157_);
                                                                            bool l_1232_ = (l_1231_ < l_1194_);
                                                                            l_mut_350_ = l_1232_;
                                                                            double l_1233_ = (l_1158_ - l_1157_);
                                                                            bool l_1234_ = (l_1233_ >= l_1194_);
                                                                            l_mut_347_ = l_1234_;
                                                                            double l_1235_ = (l_1159_ - l_1157_);
                                                                            bool l_1236_ = (l_1235_ > l_1222_);
                                                                            l_mut_344_ = l_1236_;
                                                                            double l_1237_ = (l_1159_ + l_1157_);
                                                                            bool l_1238_ = (l_1237_ <= l_1222_);
                                                                            l_mut_341_ = l_1238_;
                                                                        }
                                                                        l_mut_249_ = 2u;
                                                                        bool _e2616 = l_mut_347_;
                                                                        if (!(_e2616)) {
                                                                            bool _e2620 = l_mut_341_;
                                                                            local_67 = _e2620;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1239_ = local_67;
                                                                        if (l_1239_) {
                                                                            l_mut_249_ = 1u;
                                                                        } else {
                                                                            bool _e2624 = l_mut_350_;
                                                                            if (_e2624) {
                                                                                bool _e2627 = l_mut_344_;
                                                                                local_68 = _e2627;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1240_ = local_68;
                                                                            if (l_1240_) {
                                                                                l_mut_249_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2631 = l_mut_25_;
                                                                        uint l_1241_ = asuint(_e2631);
                                                                        uint l_1242_ = (l_1241_ & 2147483647u);
                                                                        bool l_1243_ = (l_1242_ == 0u);
                                                                        if (l_1243_) {
                                                                            double l_1244_ = (l_1158_ + l_1157_);
                                                                            bool l_1245_ = (l_1244_ < 1.1754943508222875e-38L);
                                                                            double l_1246_ = (l_1159_ - l_1157_);
                                                                            bool l_1247_ = (l_1246_ > -1.1754943508222875e-38L);
                                                                            if (l_1245_) {
                                                                                local_69 = l_1247_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1248_ = local_69;
                                                                            double l_1249_ = (l_1158_ - l_1157_);
                                                                            bool l_1250_ = (l_1249_ < 1.1754943508222875e-38L);
                                                                            double l_1251_ = (l_1159_ + l_1157_);
                                                                            bool l_1252_ = (l_1251_ > -1.1754943508222875e-38L);
                                                                            if (l_1250_) {
                                                                                local_70 = l_1252_;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1253_ = local_70;
                                                                            if (l_1248_) {
                                                                                l_mut_249_ = 0u;
                                                                            } else {
                                                                                uint _e2658 = l_mut_249_;
                                                                                bool l_1254_ = (_e2658 == 1u);
                                                                                if (l_1253_) {
                                                                                    local_71 = l_1254_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1255_ = local_71;
                                                                                if (l_1255_) {
                                                                                    l_mut_249_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2666 = l_mut_249_;
                                                                        l_mut_290_ = _e2666;
                                                                    }
                                                                    uint _e2667 = l_mut_290_;
                                                                    l_mut_233_ = _e2667;
                                                                }
                                                            } else {
                                                                bool l_1256_ = (l_215_ == 13u);
                                                                if (l_1256_) {
                                                                    double l_1258_ = (l_228_ * l_224_);
                                                                    double l_1259_ = (l_228_ * l_227_);
                                                                    double l_1260_ = (l_228_ * l_224_);
                                                                    double l_1261_ = (l_228_ * l_227_);
                                                                    a_1257_[0] = l_1258_;
                                                                    a_1257_[1] = l_1258_;
                                                                    double l_1262_ = a_1257_[0];
                                                                    bool l_1263_ = (l_1259_ < l_1262_);
                                                                    if (l_1263_) {
                                                                        a_1257_[0] = l_1259_;
                                                                    }
                                                                    double l_1264_ = a_1257_[0];
                                                                    bool l_1265_ = (l_1260_ < l_1264_);
                                                                    if (l_1265_) {
                                                                        a_1257_[0] = l_1260_;
                                                                    }
                                                                    double l_1266_ = a_1257_[0];
                                                                    bool l_1267_ = (l_1261_ < l_1266_);
                                                                    if (l_1267_) {
                                                                        a_1257_[0] = l_1261_;
                                                                    }
                                                                    double l_1268_ = a_1257_[1];
                                                                    bool l_1269_ = (l_1259_ > l_1268_);
                                                                    if (l_1269_) {
                                                                        a_1257_[1] = l_1259_;
                                                                    }
                                                                    double l_1270_ = a_1257_[1];
                                                                    bool l_1271_ = (l_1260_ > l_1270_);
                                                                    if (l_1271_) {
                                                                        a_1257_[1] = l_1260_;
                                                                    }
                                                                    double l_1272_ = a_1257_[1];
                                                                    bool l_1273_ = (l_1261_ > l_1272_);
                                                                    if (l_1273_) {
                                                                        a_1257_[1] = l_1261_;
                                                                    }
                                                                    double l_1274_ = a_1257_[0];
                                                                    double l_1275_ = (l_1274_ * 7.1362384635298e44L);
                                                                    double l_1276_ = floor(l_1275_);
                                                                    double l_1277_ = (l_1276_ * 1.401298464324817e-45L);
                                                                    l_mut_909_ = l_1277_;
                                                                    double l_1278_ = abs(l_1274_);
                                                                    bool l_1279_ = (l_1278_ >= 1.1754943508222875e-38L);
                                                                    if (l_1279_) {
                                                                        float l_1280_ = float(l_1274_);
                                                                        double l_1281_ = double(l_1280_);
                                                                        l_mut_909_ = l_1281_;
                                                                        double _e2712 = l_mut_909_;
                                                                        bool l_1282_ = (_e2712 > l_1274_);
                                                                        if (l_1282_) {
                                                                            uint l_1283_ = asuint(l_1280_);
                                                                            uint l_1284_ = (l_1283_ ^ 2147483648u);
                                                                            float l_1285_ = asfloat(l_1284_);
                                                                            uint l_1286_ = asuint(l_1285_);
                                                                            uint l_1287_ = (l_1286_ + 1u);
                                                                            l_mut_290_ = l_1287_;
                                                                            uint l_1288_ = (l_1286_ & 2147483647u);
                                                                            bool l_1289_ = (l_1288_ == 0u);
                                                                            if (l_1289_) {
                                                                                l_mut_290_ = 1u;
                                                                            } else {
                                                                                uint l_1290_ = (l_1286_ & 2147483648u);
                                                                                bool l_1291_ = (l_1290_ != 0u);
                                                                                if (l_1291_) {
                                                                                    uint l_1292_ = (l_1286_ - 1u);
                                                                                    l_mut_290_ = l_1292_;
                                                                                } else {
                                                                                    bool l_1293_ = (l_1286_ == 2139095040u);
                                                                                    if (l_1293_) {
                                                                                        l_mut_290_ = l_1286_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2734 = l_mut_290_;
                                                                            float l_1294_ = asfloat(_e2734);
                                                                            uint l_1295_ = asuint(l_1294_);
                                                                            uint l_1296_ = (l_1295_ ^ 2147483648u);
                                                                            float l_1297_ = asfloat(l_1296_);
                                                                            uint l_1298_ = asuint(l_1297_);
                                                                            uint l_1299_ = (l_1298_ & 2147483647u);
                                                                            float l_1300_ = asfloat(l_1299_);
                                                                            double l_1301_ = double(l_1300_);
                                                                            l_mut_77_ = l_1301_;
                                                                            bool l_1302_ = (l_1299_ < 8388608u);
                                                                            if (l_1302_) {
                                                                                double l_1303_ = double(l_1299_);
                                                                                double l_1304_ = (l_1303_ * 1.401298464324817e-45L);
                                                                                l_mut_77_ = l_1304_;
                                                                            }
                                                                            double _e2750 = l_mut_77_;
                                                                            uint64_t l_1305_ = _e2750;
                                                                            uint l_1306_ = (l_1298_ >> 31u);
                                                                            uint64_t l_1307_ = uint64_t(l_1306_);
                                                                            uint64_t l_1308_ = (l_1307_ << uint(63uL));
                                                                            uint64_t l_1309_ = (l_1305_ | l_1308_);
                                                                            double l_1310_ = l_1309_;
                                                                            l_mut_909_ = l_1310_;
                                                                        } else {
                                                                            uint l_1311_ = asuint(l_1280_);
                                                                            uint l_1312_ = (l_1311_ + 1u);
                                                                            l_mut_290_ = l_1312_;
                                                                            uint l_1313_ = (l_1311_ & 2147483647u);
                                                                            bool l_1314_ = (l_1313_ == 0u);
                                                                            if (l_1314_) {
                                                                                l_mut_290_ = 1u;
                                                                            } else {
                                                                                uint l_1315_ = (l_1311_ & 2147483648u);
                                                                                bool l_1316_ = (l_1315_ != 0u);
                                                                                if (l_1316_) {
                                                                                    uint l_1317_ = (l_1311_ - 1u);
                                                                                    l_mut_290_ = l_1317_;
                                                                                } else {
                                                                                    bool l_1318_ = (l_1311_ == 2139095040u);
                                                                                    if (l_1318_) {
                                                                                        l_mut_290_ = l_1311_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e2777 = l_mut_290_;
                                                                            float l_1319_ = asfloat(_e2777);
                                                                            uint l_1320_ = asuint(l_1319_);
                                                                            uint l_1321_ = (l_1320_ & 2147483647u);
                                                                            float l_1322_ = asfloat(l_1321_);
                                                                            double l_1323_ = double(l_1322_);
                                                                            l_mut_77_ = l_1323_;
                                                                            bool l_1324_ = (l_1321_ < 8388608u);
                                                                            if (l_1324_) {
                                                                                double l_1325_ = double(l_1321_);
                                                                                double l_1326_ = (l_1325_ * 1.401298464324817e-45L);
                                                                                l_mut_77_ = l_1326_;
                                                                            }
                                                                            double _e2789 = l_mut_77_;
                                                                            uint64_t l_1327_ = _e2789;
                                                                            uint l_1328_ = (l_1320_ >> 31u);
                                                                            uint64_t l_1329_ = uint64_t(l_1328_);
                                                                            uint64_t l_1330_ = (l_1329_ << uint(63uL));
                                                                            uint64_t l_1331_ = (l_1327_ | l_1330_);
                                                                            double l_1332_ = l_1331_;
                                                                            bool l_1333_ = (l_1332_ <= l_1274_);
                                                                            if (l_1333_) {
                                                                                uint l_1334_ = asuint(l_1280_);
                                                                                uint l_1335_ = (l_1334_ + 1u);
                                                                                l_mut_290_ = l_1335_;
                                                                                uint l_1336_ = (l_1334_ & 2147483647u);
                                                                                bool l_1337_ = (l_1336_ == 0u);
                                                                                if (l_1337_) {
                                                                                    l_mut_290_ = 1u;
                                                                                } else {
                                                                                    uint l_1338_ = (l_1334_ & 2147483648u);
                                                                                    bool l_1339_ = (l_1338_ != 0u);
                                                                                    if (l_1339_) {
                                                                                        uint l_1340_ = (l_1334_ - 1u);
                                                                                        l_mut_290_ = l_1340_;
                                                                                    } else {
                                                                                        bool l_1341_ = (l_1334_ == 2139095040u);
                                                                                        if (l_1341_) {
                                                                                            l_mut_290_ = l_1334_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2817 = l_mut_290_;
                                                                                float l_1342_ = asfloat(_e2817);
                                                                                uint l_1343_ = asuint(l_1342_);
                                                                                uint l_1344_ = (l_1343_ & 2147483647u);
                                                                                float l_1345_ = asfloat(l_1344_);
                                                                                double l_1346_ = double(l_1345_);
                                                                                l_mut_77_ = l_1346_;
                                                                                bool l_1347_ = (l_1344_ < 8388608u);
                                                                                if (l_1347_) {
                                                                                    double l_1348_ = double(l_1344_);
                                                                                    double l_1349_ = (l_1348_ * 1.401298464324817e-45L);
                                                                                    l_mut_77_ = l_1349_;
                                                                                }
                                                                                double _e2829 = l_mut_77_;
                                                                                uint64_t l_1350_ = _e2829;
                                                                                uint l_1351_ = (l_1343_ >> 31u);
                                                                                uint64_t l_1352_ = uint64_t(l_1351_);
                                                                                uint64_t l_1353_ = (l_1352_ << uint(63uL));
                                                                                uint64_t l_1354_ = (l_1350_ | l_1353_);
                                                                                double l_1355_ = l_1354_;
                                                                                l_mut_909_ = l_1355_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e2840 = l_mut_909_;
                                                                    l_mut_77_ = _e2840;
                                                                    double _e2841 = l_mut_909_;
                                                                    bool l_1356_ = (_e2841 > 1000.0L);
                                                                    if (l_1356_) {
                                                                        double _e2844 = l_mut_909_;
                                                                        uint64_t l_1357_ = _e2844;
                                                                        uint64_t l_1358_ = (l_1357_ | 9218868437227405312uL);
                                                                        uint64_t l_1359_ = (l_1358_ & -4503599627370496L);
                                                                        double l_1360_ = l_1359_;
                                                                        l_mut_77_ = l_1360_;
                                                                    } else {
                                                                        double _e2852 = l_mut_909_;
                                                                        bool l_1361_ = (_e2852 < -1000.0L);
                                                                        if (l_1361_) {
                                                                            l_mut_77_ = 0.0L;
                                                                        } else {
                                                                            double _e2856 = l_mut_909_;
                                                                            const bool _e2857 = is_nan_1_f64_(_e2856);
                                                                            bool l_1363_ = !(_e2857);
                                                                            if (l_1363_) {
                                                                                double _e2859 = l_mut_909_;
                                                                                double l_1364_ = (_e2859 + 0.5L);
                                                                                double l_1365_ = floor(l_1364_);
                                                                                double _e2863 = l_mut_909_;
                                                                                double l_1366_ = (_e2863 - l_1365_);
                                                                                double l_1367_ = (l_1366_ * 0.6931471824645996L);
                                                                                double l_1368_ = (l_1366_ * -1.904654299957768e-9L);
                                                                                double l_1369_ = (l_1367_ + l_1368_);
                                                                                l_mut_909_ = l_1369_;
                                                                                const bool _e2870 = is_nan_1_f64_(l_1369_);
                                                                                if (_e2870) {
                                                                                } else {
                                                                                    bool l_1371_ = (l_1369_ < -700.0L);
                                                                                    if (l_1371_) {
                                                                                        l_mut_909_ = 0.0L;
                                                                                    } else {
                                                                                        bool l_1372_ = (l_1369_ > 700.0L);
                                                                                        if (l_1372_) {
                                                                                            uint64_t l_1373_ = l_1369_;
                                                                                            uint64_t l_1374_ = (l_1373_ | 9218868437227405312uL);
                                                                                            uint64_t l_1375_ = (l_1374_ & -4503599627370496L);
                                                                                            double l_1376_ = l_1375_;
                                                                                            l_mut_909_ = l_1376_;
                                                                                        } else {
                                                                                            double l_1377_ = (l_1369_ * 1.4426950408889634L);
                                                                                            double l_1378_ = (l_1377_ + 0.5L);
                                                                                            double l_1379_ = floor(l_1378_);
                                                                                            double l_1380_ = (l_1379_ * 0.6931471824645996L);
                                                                                            double l_1381_ = (l_1367_ - l_1380_);
                                                                                            double l_1382_ = (l_1381_ * l_20_);
                                                                                            double l_1383_ = (l_1379_ * -1.904654299957768e-9L);
                                                                                            double l_1384_ = (l_1368_ - l_1383_);
                                                                                            double l_1385_ = (l_1382_ + l_1384_);
                                                                                            double l_1386_ = (l_1385_ * 7.647163731819816e-13L);
                                                                                            double l_1387_ = (l_1386_ + 1.1470745597729725e-11L);
                                                                                            l_mut_48_ = l_1387_;
                                                                                            double _e2900 = l_mut_48_;
                                                                                            double l_1388_ = (_e2900 * l_1385_);
                                                                                            double l_1389_ = (l_1388_ + 1.6059043836821613e-10L);
                                                                                            l_mut_48_ = l_1389_;
                                                                                            double _e2904 = l_mut_48_;
                                                                                            double l_1390_ = (_e2904 * l_1385_);
                                                                                            double l_1391_ = (l_1390_ + 2.08767569878681e-9L);
                                                                                            l_mut_48_ = l_1391_;
                                                                                            double _e2908 = l_mut_48_;
                                                                                            double l_1392_ = (_e2908 * l_1385_);
                                                                                            double l_1393_ = (l_1392_ + 2.505210838544172e-8L);
                                                                                            l_mut_48_ = l_1393_;
                                                                                            double _e2912 = l_mut_48_;
                                                                                            double l_1394_ = (_e2912 * l_1385_);
                                                                                            double l_1395_ = (l_1394_ + 2.755731922398589e-7L);
                                                                                            l_mut_48_ = l_1395_;
                                                                                            double _e2916 = l_mut_48_;
                                                                                            double l_1396_ = (_e2916 * l_1385_);
                                                                                            double l_1397_ = (l_1396_ + 2.7557319223985893e-6L);
                                                                                            l_mut_48_ = l_1397_;
                                                                                            double _e2920 = l_mut_48_;
                                                                                            double l_1398_ = (_e2920 * l_1385_);
                                                                                            double l_1399_ = (l_1398_ + 2.48015873015873e-5L);
                                                                                            l_mut_48_ = l_1399_;
                                                                                            double _e2924 = l_mut_48_;
                                                                                            double l_1400_ = (_e2924 * l_1385_);
                                                                                            double l_1401_ = (l_1400_ + 0.0001984126984126984L);
                                                                                            l_mut_48_ = l_1401_;
                                                                                            double _e2928 = l_mut_48_;
                                                                                            double l_1402_ = (_e2928 * l_1385_);
                                                                                            double l_1403_ = (l_1402_ + 0.001388888888888889L);
                                                                                            l_mut_48_ = l_1403_;
                                                                                            double _e2932 = l_mut_48_;
                                                                                            double l_1404_ = (_e2932 * l_1385_);
                                                                                            double l_1405_ = (l_1404_ + 0.008333333333333333L);
                                                                                            l_mut_48_ = l_1405_;
                                                                                            double _e2936 = l_mut_48_;
                                                                                            double l_1406_ = (_e2936 * l_1385_);
                                                                                            double l_1407_ = (l_1406_ + 0.041666666666666664L);
                                                                                            l_mut_48_ = l_1407_;
                                                                                            double _e2940 = l_mut_48_;
                                                                                            double l_1408_ = (_e2940 * l_1385_);
                                                                                            double l_1409_ = (l_1408_ + 0.16666666666666666L);
                                                                                            l_mut_48_ = l_1409_;
                                                                                            double _e2944 = l_mut_48_;
                                                                                            double l_1410_ = (_e2944 * l_1385_);
                                                                                            double l_1411_ = (l_1410_ + 0.5L);
                                                                                            l_mut_48_ = l_1411_;
                                                                                            double l_1412_ = (l_1385_ * l_1385_);
                                                                                            double _e2949 = l_mut_48_;
                                                                                            double l_1413_ = (l_1412_ * _e2949);
                                                                                            double l_1414_ = (l_1385_ + l_1413_);
                                                                                            double l_1415_ = (1.0L + l_1414_);
                                                                                            int l_1416_ = naga_f2i32(l_1379_);
                                                                                            int l_1417_ = asint(asuint(l_1416_) + asuint(int(1023)));
                                                                                            uint64_t l_1418_ = uint64_t(l_1417_);
                                                                                            uint64_t l_1419_ = (l_1418_ << uint(52uL));
                                                                                            double l_1420_ = l_1419_;
                                                                                            double l_1421_ = (l_1415_ * l_1420_);
                                                                                            l_mut_909_ = l_1421_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                int l_1422_ = naga_f2i32(l_1365_);
                                                                                int l_1423_ = asint(asuint(l_1422_) + asuint(int(1023)));
                                                                                uint64_t l_1424_ = uint64_t(l_1423_);
                                                                                uint64_t l_1425_ = (l_1424_ << uint(52uL));
                                                                                double l_1426_ = l_1425_;
                                                                                double _e2973 = l_mut_909_;
                                                                                double l_1427_ = (_e2973 * l_1426_);
                                                                                l_mut_77_ = l_1427_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double l_1428_ = a_1257_[1];
                                                                    double l_1429_ = -(l_1428_);
                                                                    double l_1430_ = (l_1429_ * 7.1362384635298e44L);
                                                                    double l_1431_ = floor(l_1430_);
                                                                    double l_1432_ = (l_1431_ * 1.401298464324817e-45L);
                                                                    l_mut_909_ = l_1432_;
                                                                    double l_1433_ = abs(l_1429_);
                                                                    bool l_1434_ = (l_1433_ >= 1.1754943508222875e-38L);
                                                                    if (l_1434_) {
                                                                        float l_1435_ = float(l_1429_);
                                                                        double l_1436_ = double(l_1435_);
                                                                        l_mut_909_ = l_1436_;
                                                                        double _e2988 = l_mut_909_;
                                                                        bool l_1437_ = (_e2988 > l_1429_);
                                                                        if (l_1437_) {
                                                                            uint l_1438_ = asuint(l_1435_);
                                                                            uint l_1439_ = (l_1438_ ^ 2147483648u);
                                                                            float l_1440_ = asfloat(l_1439_);
                                                                            uint l_1441_ = asuint(l_1440_);
                                                                            uint l_1442_ = (l_1441_ + 1u);
                                                                            l_mut_290_ = l_1442_;
                                                                            uint l_1443_ = (l_1441_ & 2147483647u);
                                                                            bool l_1444_ = (l_1443_ == 0u);
                                                                            if (l_1444_) {
                                                                                l_mut_290_ = 1u;
                                                                            } else {
                                                                                uint l_1445_ = (l_1441_ & 2147483648u);
                                                                                bool l_1446_ = (l_1445_ != 0u);
                                                                                if (l_1446_) {
                                                                                    uint l_1447_ = (l_1441_ - 1u);
                                                                                    l_mut_290_ = l_1447_;
                                                                                } else {
                                                                                    bool l_1448_ = (l_1441_ == 2139095040u);
                                                                                    if (l_1448_) {
                                                                                        l_mut_290_ = l_1441_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3010 = l_mut_290_;
                                                                            float l_1449_ = asfloat(_e3010);
                                                                            uint l_1450_ = asuint(l_1449_);
                                                                            uint l_1451_ = (l_1450_ ^ 2147483648u);
                                                                            float l_1452_ = asfloat(l_1451_);
                                                                            uint l_1453_ = asuint(l_1452_);
                                                                            uint l_1454_ = (l_1453_ & 2147483647u);
                                                                            float l_1455_ = asfloat(l_1454_);
                                                                            double l_1456_ = double(l_1455_);
                                                                            l_mut_48_ = l_1456_;
                                                                            bool l_1457_ = (l_1454_ < 8388608u);
                                                                            if (l_1457_) {
                                                                                double l_1458_ = double(l_1454_);
                                                                                double l_1459_ = (l_1458_ * 1.401298464324817e-45L);
                                                                                l_mut_48_ = l_1459_;
                                                                            }
                                                                            double _e3026 = l_mut_48_;
                                                                            uint64_t l_1460_ = _e3026;
                                                                            uint l_1461_ = (l_1453_ >> 31u);
                                                                            uint64_t l_1462_ = uint64_t(l_1461_);
                                                                            uint64_t l_1463_ = (l_1462_ << uint(63uL));
                                                                            uint64_t l_1464_ = (l_1460_ | l_1463_);
                                                                            double l_1465_ = l_1464_;
                                                                            l_mut_909_ = l_1465_;
                                                                        } else {
                                                                            uint l_1466_ = asuint(l_1435_);
                                                                            uint l_1467_ = (l_1466_ + 1u);
                                                                            l_mut_290_ = l_1467_;
                                                                            uint l_1468_ = (l_1466_ & 2147483647u);
                                                                            bool l_1469_ = (l_1468_ == 0u);
                                                                            if (l_1469_) {
                                                                                l_mut_290_ = 1u;
                                                                            } else {
                                                                                uint l_1470_ = (l_1466_ & 2147483648u);
                                                                                bool l_1471_ = (l_1470_ != 0u);
                                                                                if (l_1471_) {
                                                                                    uint l_1472_ = (l_1466_ - 1u);
                                                                                    l_mut_290_ = l_1472_;
                                                                                } else {
                                                                                    bool l_1473_ = (l_1466_ == 2139095040u);
                                                                                    if (l_1473_) {
                                                                                        l_mut_290_ = l_1466_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e3053 = l_mut_290_;
                                                                            float l_1474_ = asfloat(_e3053);
                                                                            uint l_1475_ = asuint(l_1474_);
                                                                            uint l_1476_ = (l_1475_ & 2147483647u);
                                                                            float l_1477_ = asfloat(l_1476_);
                                                                            double l_1478_ = double(l_1477_);
                                                                            l_mut_48_ = l_1478_;
                                                                            bool l_1479_ = (l_1476_ < 8388608u);
                                                                            if (l_1479_) {
                                                                                double l_1480_ = double(l_1476_);
                                                                                double l_1481_ = (l_1480_ * 1.401298464324817e-45L);
                                                                                l_mut_48_ = l_1481_;
                                                                            }
                                                                            double _e3065 = l_mut_48_;
                                                                            uint64_t l_1482_ = _e3065;
                                                                            uint l_1483_ = (l_1475_ >> 31u);
                                                                            uint64_t l_1484_ = uint64_t(l_1483_);
                                                                            uint64_t l_1485_ = (l_1484_ << uint(63uL));
                                                                            uint64_t l_1486_ = (l_1482_ | l_1485_);
                                                                            double l_1487_ = l_1486_;
                                                                            bool l_1488_ = (l_1487_ <= l_1429_);
                                                                            if (l_1488_) {
                                                                                uint l_1489_ = asuint(l_1435_);
                                                                                uint l_1490_ = (l_1489_ + 1u);
                                                                                l_mut_290_ = l_1490_;
                                                                                uint l_1491_ = (l_1489_ & 2147483647u);
                                                                                bool l_1492_ = (l_1491_ == 0u);
                                                                                if (l_1492_) {
                                                                                    l_mut_290_ = 1u;
                                                                                } else {
                                                                                    uint l_1493_ = (l_1489_ & 2147483648u);
                                                                                    bool l_1494_ = (l_1493_ != 0u);
                                                                                    if (l_1494_) {
                                                                                        uint l_1495_ = (l_1489_ - 1u);
                                                                                        l_mut_290_ = l_1495_;
                                                                                    } else {
                                                                                        bool l_1496_ = (l_1489_ == 2139095040u);
                                                                                        if (l_1496_) {
                                                                                            l_mut_290_ = l_1489_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3093 = l_mut_290_;
                                                                                float l_1497_ = asfloat(_e3093);
                                                                                uint l_1498_ = asuint(l_1497_);
                                                                                uint l_1499_ = (l_1498_ & 2147483647u);
                                                                                float l_1500_ = asfloat(l_1499_);
                                                                                double l_1501_ = double(l_1500_);
                                                                                l_mut_48_ = l_1501_;
                                                                                bool l_1502_ = (l_1499_ < 8388608u);
                                                                                if (l_1502_) {
                                                                                    double l_1503_ = double(l_1499_);
                                                                                    double l_1504_ = (l_1503_ * 1.401298464324817e-45L);
                                                                                    l_mut_48_ = l_1504_;
                                                                                }
                                                                                double _e3105 = l_mut_48_;
                                                                                uint64_t l_1505_ = _e3105;
                                                                                uint l_1506_ = (l_1498_ >> 31u);
                                                                                uint64_t l_1507_ = uint64_t(l_1506_);
                                                                                uint64_t l_1508_ = (l_1507_ << uint(63uL));
                                                                                uint64_t l_1509_ = (l_1505_ | l_1508_);
                                                                                double l_1510_ = l_1509_;
                                                                                l_mut_909_ = l_1510_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e3116 = l_mut_909_;
                                                                    double l_1511_ = -(_e3116);
                                                                    l_mut_909_ = l_1511_;
                                                                    bool l_1512_ = (l_1511_ > 1000.0L);
                                                                    if (l_1512_) {
                                                                        uint64_t l_1513_ = l_1511_;
                                                                        uint64_t l_1514_ = (l_1513_ | 9218868437227405312uL);
                                                                        uint64_t l_1515_ = (l_1514_ & -4503599627370496L);
                                                                        double l_1516_ = l_1515_;
                                                                        l_mut_909_ = l_1516_;
                                                                    } else {
                                                                        bool l_1517_ = (l_1511_ < -1000.0L);
                                                                        if (l_1517_) {
                                                                            l_mut_909_ = 0.0L;
                                                                        } else {
                                                                            const bool _e3130 = is_nan_1_f64_(l_1511_);
                                                                            bool l_1519_ = !(_e3130);
                                                                            if (l_1519_) {
                                                                                double l_1520_ = (l_1511_ + 0.5L);
                                                                                double l_1521_ = floor(l_1520_);
                                                                                double l_1522_ = (l_1511_ - l_1521_);
                                                                                double l_1523_ = (l_1522_ * 0.6931471824645996L);
                                                                                double l_1524_ = (l_1522_ * -1.904654299957768e-9L);
                                                                                double l_1525_ = (l_1523_ + l_1524_);
                                                                                l_mut_48_ = l_1525_;
                                                                                const bool _e3141 = is_nan_1_f64_(l_1525_);
                                                                                if (_e3141) {
                                                                                } else {
                                                                                    bool l_1527_ = (l_1525_ < -700.0L);
                                                                                    if (l_1527_) {
                                                                                        l_mut_48_ = 0.0L;
                                                                                    } else {
                                                                                        bool l_1528_ = (l_1525_ > 700.0L);
                                                                                        if (l_1528_) {
                                                                                            uint64_t l_1529_ = l_1525_;
                                                                                            uint64_t l_1530_ = (l_1529_ | 9218868437227405312uL);
                                                                                            uint64_t l_1531_ = (l_1530_ & -4503599627370496L);
                                                                                            double l_1532_ = l_1531_;
                                                                                            l_mut_48_ = l_1532_;
                                                                                        } else {
                                                                                            double l_1533_ = (l_1525_ * 1.4426950408889634L);
                                                                                            double l_1534_ = (l_1533_ + 0.5L);
                                                                                            double l_1535_ = floor(l_1534_);
                                                                                            double l_1536_ = (l_1535_ * 0.6931471824645996L);
                                                                                            double l_1537_ = (l_1523_ - l_1536_);
                                                                                            double l_1538_ = (l_1537_ * l_20_);
                                                                                            double l_1539_ = (l_1535_ * -1.904654299957768e-9L);
                                                                                            double l_1540_ = (l_1524_ - l_1539_);
                                                                                            double l_1541_ = (l_1538_ + l_1540_);
                                                                                            double l_1542_ = (l_1541_ * 7.647163731819816e-13L);
                                                                                            double l_1543_ = (l_1542_ + 1.1470745597729725e-11L);
                                                                                            l_mut_1544_ = l_1543_;
                                                                                            double _e3171 = l_mut_1544_;
                                                                                            double l_1545_ = (_e3171 * l_1541_);
                                                                                            double l_1546_ = (l_1545_ + 1.6059043836821613e-10L);
                                                                                            l_mut_1544_ = l_1546_;
                                                                                            double _e3175 = l_mut_1544_;
                                                                                            double l_1547_ = (_e3175 * l_1541_);
                                                                                            double l_1548_ = (l_1547_ + 2.08767569878681e-9L);
                                                                                            l_mut_1544_ = l_1548_;
                                                                                            double _e3179 = l_mut_1544_;
                                                                                            double l_1549_ = (_e3179 * l_1541_);
                                                                                            double l_1550_ = (l_1549_ + 2.505210838544172e-8L);
                                                                                            l_mut_1544_ = l_1550_;
                                                                                            double _e3183 = l_mut_1544_;
                                                                                            double l_1551_ = (_e3183 * l_1541_);
                                                                                            double l_1552_ = (l_1551_ + 2.755731922398589e-7L);
                                                                                            l_mut_1544_ = l_1552_;
                                                                                            double _e3187 = l_mut_1544_;
                                                                                            double l_1553_ = (_e3187 * l_1541_);
                                                                                            double l_1554_ = (l_1553_ + 2.7557319223985893e-6L);
                                                                                            l_mut_1544_ = l_1554_;
                                                                                            double _e3191 = l_mut_1544_;
                                                                                            double l_1555_ = (_e3191 * l_1541_);
                                                                                            double l_1556_ = (l_1555_ + 2.48015873015873e-5L);
                                                                                            l_mut_1544_ = l_1556_;
                                                                                            double _e3195 = l_mut_1544_;
                                                                                            double l_1557_ = (_e3195 * l_1541_);
                                                                                            double l_1558_ = (l_1557_ + 0.0001984126984126984L);
                                                                                            l_mut_1544_ = l_1558_;
                                                                                            double _e3199 = l_mut_1544_;
                                                                                            double l_1559_ = (_e3199 * l_1541_);
                                                                                            double l_1560_ = (l_1559_ + 0.001388888888888889L);
                                                                                            l_mut_1544_ = l_1560_;
                                                                                            double _e3203 = l_mut_1544_;
                                                                                            double l_1561_ = (_e3203 * l_1541_);
                                                                                            double l_1562_ = (l_1561_ + 0.008333333333333333L);
                                                                                            l_mut_1544_ = l_1562_;
                                                                                            double _e3207 = l_mut_1544_;
                                                                                            double l_1563_ = (_e3207 * l_1541_);
                                                                                            double l_1564_ = (l_1563_ + 0.041666666666666664L);
                                                                                            l_mut_1544_ = l_1564_;
                                                                                            double _e3211 = l_mut_1544_;
                                                                                            double l_1565_ = (_e3211 * l_1541_);
                                                                                            double l_1566_ = (l_1565_ + 0.16666666666666666L);
                                                                                            l_mut_1544_ = l_1566_;
                                                                                            double _e3215 = l_mut_1544_;
                                                                                            double l_1567_ = (_e3215 * l_1541_);
                                                                                            double l_1568_ = (l_1567_ + 0.5L);
                                                                                            l_mut_1544_ = l_1568_;
                                                                                            double l_1569_ = (l_1541_ * l_1541_);
                                                                                            double _e3220 = l_mut_1544_;
                                                                                            double l_1570_ = (l_1569_ * _e3220);
                                                                                            double l_1571_ = (l_1541_ + l_1570_);
                                                                                            double l_1572_ = (1.0L + l_1571_);
                                                                                            int l_1573_ = naga_f2i32(l_1535_);
                                                                                            int l_1574_ = asint(asuint(l_1573_) + asuint(int(1023)));
                                                                                            uint64_t l_1575_ = uint64_t(l_1574_);
                                                                                            uint64_t l_1576_ = (l_1575_ << uint(52uL));
                                                                                            double l_1577_ = l_1576_;
                                                                                            double l_1578_ = (l_1572_ * l_1577_);
                                                                                            l_mut_48_ = l_1578_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                int l_1579_ = naga_f2i32(l_1521_);
                                                                                int l_1580_ = asint(asuint(l_1579_) + asuint(int(1023)));
                                                                                uint64_t l_1581_ = uint64_t(l_1580_);
                                                                                uint64_t l_1582_ = (l_1581_ << uint(52uL));
                                                                                double l_1583_ = l_1582_;
                                                                                double _e3244 = l_mut_48_;
                                                                                double l_1584_ = (_e3244 * l_1583_);
                                                                                l_mut_909_ = l_1584_;
                                                                            }
                                                                        }
                                                                    }
                                                                    double _e3246 = l_mut_77_;
                                                                    double l_1585_ = (_e3246 * 1.4551915228366852e-11L);
                                                                    double _e3249 = l_mut_909_;
                                                                    double l_1586_ = (_e3249 * 1.4551915228366852e-11L);
                                                                    l_mut_290_ = 2u;
                                                                    double _e3253 = l_mut_77_;
                                                                    double l_1587_ = (_e3253 - l_1585_);
                                                                    double l_1588_ = abs(l_1587_);
                                                                    l_mut_1544_ = 1.401298464324817e-45L;
                                                                    bool l_1589_ = (l_1588_ >= 1.1754943508222875e-38L);
                                                                    bool l_1590_ = (l_1588_ <= 1.7976931348623157e308L);
                                                                    if (l_1589_) {
                                                                        local_72 = l_1590_;
                                                                    } else {
                                                                        local_72 = false;
                                                                    }
                                                                    bool l_1591_ = local_72;
                                                                    if (l_1591_) {
                                                                        uint64_t l_1592_ = l_1588_;
                                                                        uint64_t l_1593_ = (l_1592_ >> uint(52uL));
                                                                        uint64_t l_1594_ = (l_1593_ - 23uL);
                                                                        uint64_t l_1595_ = (l_1594_ << uint(52uL));
                                                                        double l_1596_ = l_1595_;
                                                                        l_mut_1544_ = l_1596_;
                                                                    }
                                                                    double _e3277 = l_mut_77_;
                                                                    double l_1597_ = (_e3277 + l_1585_);
                                                                    double l_1598_ = abs(l_1597_);
                                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                                    bool l_1599_ = (l_1598_ >= 1.1754943508222875e-38L);
                                                                    bool l_1600_ = (l_1598_ <= 1.7976931348623157e308L);
                                                                    if (l_1599_) {
                                                                        local_73 = l_1600_;
                                                                    } else {
                                                                        local_73 = false;
                                                                    }
                                                                    bool l_1601_ = local_73;
                                                                    if (l_1601_) {
                                                                        uint64_t l_1602_ = l_1598_;
                                                                        uint64_t l_1603_ = (l_1602_ >> uint(52uL));
                                                                        uint64_t l_1604_ = (l_1603_ - 23uL);
                                                                        uint64_t l_1605_ = (l_1604_ << uint(52uL));
                                                                        double l_1606_ = l_1605_;
                                                                        l_mut_48_ = l_1606_;
                                                                    }
                                                                    double _e3301 = l_mut_1544_;
                                                                    double _e3302 = l_mut_48_;
                                                                    bool l_1607_ = (_e3301 == _e3302);
                                                                    double _e3304 = l_mut_909_;
                                                                    double l_1608_ = (_e3304 - l_1586_);
                                                                    double l_1609_ = abs(l_1608_);
                                                                    l_mut_1544_ = 1.401298464324817e-45L;
                                                                    bool l_1610_ = (l_1609_ >= 1.1754943508222875e-38L);
                                                                    bool l_1611_ = (l_1609_ <= 1.7976931348623157e308L);
                                                                    if (l_1610_) {
                                                                        local_74 = l_1611_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_1612_ = local_74;
                                                                    if (l_1612_) {
                                                                        uint64_t l_1613_ = l_1609_;
                                                                        uint64_t l_1614_ = (l_1613_ >> uint(52uL));
                                                                        uint64_t l_1615_ = (l_1614_ - 23uL);
                                                                        uint64_t l_1616_ = (l_1615_ << uint(52uL));
                                                                        double l_1617_ = l_1616_;
                                                                        l_mut_1544_ = l_1617_;
                                                                    }
                                                                    double _e3328 = l_mut_909_;
                                                                    double l_1618_ = (_e3328 + l_1586_);
                                                                    double l_1619_ = abs(l_1618_);
                                                                    l_mut_48_ = 1.401298464324817e-45L;
                                                                    bool l_1620_ = (l_1619_ >= 1.1754943508222875e-38L);
                                                                    bool l_1621_ = (l_1619_ <= 1.7976931348623157e308L);
                                                                    if (l_1620_) {
                                                                        local_75 = l_1621_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1622_ = local_75;
                                                                    if (l_1622_) {
                                                                        uint64_t l_1623_ = l_1619_;
                                                                        uint64_t l_1624_ = (l_1623_ >> uint(52uL));
                                                                        uint64_t l_1625_ = (l_1624_ - 23uL);
                                                                        uint64_t l_1626_ = (l_1625_ << uint(52uL));
                                                                        double l_1627_ = l_1626_;
                                                                        l_mut_48_ = l_1627_;
                                                                    }
                                                                    double _e3352 = l_mut_1544_;
                                                                    double _e3353 = l_mut_48_;
                                                                    bool l_1628_ = (_e3352 == _e3353);
                                                                    if (l_1607_) {
                                                                        local_76 = l_1628_;
                                                                    } else {
                                                                        local_76 = false;
                                                                    }
                                                                    bool l_1629_ = local_76;
                                                                    if (l_1629_) {
                                                                        double _e3359 = l_mut_77_;
                                                                        double l_1630_ = (l_221_ * _e3359);
                                                                        double _e3361 = l_mut_77_;
                                                                        double l_1631_ = abs(_e3361);
                                                                        l_mut_1544_ = 1.401298464324817e-45L;
                                                                        bool l_1632_ = (l_1631_ >= 1.1754943508222875e-38L);
                                                                        bool l_1633_ = (l_1631_ <= 1.7976931348623157e308L);
                                                                        if (l_1632_) {
                                                                            local_77 = l_1633_;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_1634_ = local_77;
                                                                        if (l_1634_) {
                                                                            uint64_t l_1635_ = l_1631_;
                                                                            uint64_t l_1636_ = (l_1635_ >> uint(52uL));
                                                                            uint64_t l_1637_ = (l_1636_ - 23uL);
                                                                            uint64_t l_1638_ = (l_1637_ << uint(52uL));
                                                                            double l_1639_ = l_1638_;
                                                                            l_mut_1544_ = l_1639_;
                                                                        }
                                                                        double _e3385 = l_mut_1544_;
                                                                        double l_1640_ = (0.5L * _e3385);
                                                                        l_mut_1544_ = l_1630_;
                                                                        bool l_1641_ = (l_1640_ > l_1630_);
                                                                        if (l_1641_) {
                                                                            l_mut_1544_ = l_1640_;
                                                                        }
                                                                        double _e3388 = l_mut_909_;
                                                                        double l_1642_ = (l_221_ * _e3388);
                                                                        double _e3390 = l_mut_909_;
                                                                        double l_1643_ = abs(_e3390);
                                                                        l_mut_48_ = 1.401298464324817e-45L;
                                                                        bool l_1644_ = (l_1643_ >= 1.1754943508222875e-38L);
                                                                        bool l_1645_ = (l_1643_ <= 1.7976931348623157e308L);
                                                                        if (l_1644_) {
                                                                            local_78 = l_1645_;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1646_ = local_78;
                                                                        if (l_1646_) {
                                                                            uint64_t l_1647_ = l_1643_;
                                                                            uint64_t l_1648_ = (l_1647_ >> uint(52uL));
                                                                            uint64_t l_1649_ = (l_1648_ - 23uL);
                                                                            uint64_t l_1650_ = (l_1649_ << uint(52uL));
                                                                            double l_1651_ = l_1650_;
                                                                            l_mut_48_ = l_1651_;
                                                                        }
                                                                        double _e3414 = l_mut_48_;
                                                                        double l_1652_ = (0.5L * _e3414);
                                                                        l_mut_48_ = l_1642_;
                                                                        bool l_1653_ = (l_1652_ > l_1642_);
                                                                        if (l_1653_) {
                                                                            l_mut_48_ = l_1652_;
                                                                        }
                                                                        double _e3417 = l_mut_77_;
                                                                        double _e3418 = l_mut_1544_;
                                                                        double l_1654_ = (_e3417 - _e3418);
                                                                        double _e3420 = l_mut_909_;
                                                                        double _e3421 = l_mut_48_;
                                                                        double l_1655_ = (_e3420 + _e3421);
                                                                        float _e3423 = l_mut_25_;
                                                                        uint l_1656_ = asuint(_e3423);
                                                                        uint l_1657_ = (l_1656_ & 2147483647u);
                                                                        float l_1658_ = asfloat(l_1657_);
                                                                        double l_1659_ = double(l_1658_);
                                                                        l_mut_1544_ = l_1659_;
                                                                        bool l_1660_ = (l_1657_ < 8388608u);
                                                                        if (l_1660_) {
                                                                            double l_1661_ = double(l_1657_);
                                                                            double l_1662_ = (l_1661_ * 1.401298464324817e-45L);
                                                                            l_mut_1544_ = l_1662_;
                                                                        }
                                                                        double _e3434 = l_mut_1544_;
                                                                        uint64_t l_1663_ = _e3434;
                                                                        uint l_1664_ = (l_1656_ >> 31u);
                                                                        uint64_t l_1665_ = uint64_t(l_1664_);
                                                                        uint64_t l_1666_ = (l_1665_ << uint(63uL));
                                                                        uint64_t l_1667_ = (l_1663_ | l_1666_);
                                                                        double l_1668_ = l_1667_;
                                                                        float _e3445 = l_mut_25_;
                                                                        uint l_1669_ = asuint(_e3445);
                                                                        uint l_1670_ = (l_1669_ + 1u);
                                                                        l_mut_249_ = l_1670_;
                                                                        uint l_1671_ = (l_1669_ & 2147483647u);
                                                                        bool l_1672_ = (l_1671_ == 0u);
                                                                        if (l_1672_) {
                                                                            l_mut_249_ = 1u;
                                                                        } else {
                                                                            uint l_1673_ = (l_1669_ & 2147483648u);
                                                                            bool l_1674_ = (l_1673_ != 0u);
                                                                            if (l_1674_) {
                                                                                uint l_1675_ = (l_1669_ - 1u);
                                                                                l_mut_249_ = l_1675_;
                                                                            } else {
                                                                                bool l_1676_ = (l_1669_ == 2139095040u);
                                                                                if (l_1676_) {
                                                                                    l_mut_249_ = l_1669_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3462 = l_mut_249_;
                                                                        float l_1677_ = asfloat(_e3462);
                                                                        uint l_1678_ = asuint(l_1677_);
                                                                        uint l_1679_ = (l_1678_ & 2147483647u);
                                                                        float l_1680_ = asfloat(l_1679_);
                                                                        double l_1681_ = double(l_1680_);
                                                                        l_mut_1544_ = l_1681_;
                                                                        bool l_1682_ = (l_1679_ < 8388608u);
                                                                        if (l_1682_) {
                                                                            double l_1683_ = double(l_1679_);
                                                                            double l_1684_ = (l_1683_ * 1.401298464324817e-45L);
                                                                            l_mut_1544_ = l_1684_;
                                                                        }
                                                                        double _e3474 = l_mut_1544_;
                                                                        uint64_t l_1685_ = _e3474;
                                                                        uint l_1686_ = (l_1678_ >> 31u);
                                                                        uint64_t l_1687_ = uint64_t(l_1686_);
                                                                        uint64_t l_1688_ = (l_1687_ << uint(63uL));
                                                                        uint64_t l_1689_ = (l_1685_ | l_1688_);
                                                                        double l_1690_ = l_1689_;
                                                                        float _e3485 = l_mut_25_;
                                                                        uint l_1691_ = asuint(_e3485);
                                                                        uint l_1692_ = (l_1691_ ^ 2147483648u);
                                                                        float l_1693_ = asfloat(l_1692_);
                                                                        uint l_1694_ = asuint(l_1693_);
                                                                        uint l_1695_ = (l_1694_ + 1u);
                                                                        l_mut_249_ = l_1695_;
                                                                        uint l_1696_ = (l_1694_ & 2147483647u);
                                                                        bool l_1697_ = (l_1696_ == 0u);
                                                                        if (l_1697_) {
                                                                            l_mut_249_ = 1u;
                                                                        } else {
                                                                            uint l_1698_ = (l_1694_ & 2147483648u);
                                                                            bool l_1699_ = (l_1698_ != 0u);
                                                                            if (l_1699_) {
                                                                                uint l_1700_ = (l_1694_ - 1u);
                                                                                l_mut_249_ = l_1700_;
                                                                            } else {
                                                                                bool l_1701_ = (l_1694_ == 2139095040u);
                                                                                if (l_1701_) {
                                                                                    l_mut_249_ = l_1694_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3506 = l_mut_249_;
                                                                        float l_1702_ = asfloat(_e3506);
                                                                        uint l_1703_ = asuint(l_1702_);
                                                                        uint l_1704_ = (l_1703_ ^ 2147483648u);
                                                                        float l_1705_ = asfloat(l_1704_);
                                                                        uint l_1706_ = asuint(l_1705_);
                                                                        uint l_1707_ = (l_1706_ & 2147483647u);
                                                                        float l_1708_ = asfloat(l_1707_);
                                                                        double l_1709_ = double(l_1708_);
                                                                        l_mut_1544_ = l_1709_;
                                                                        bool l_1710_ = (l_1707_ < 8388608u);
                                                                        if (l_1710_) {
                                                                            double l_1711_ = double(l_1707_);
                                                                            double l_1712_ = (l_1711_ * 1.401298464324817e-45L);
                                                                            l_mut_1544_ = l_1712_;
                                                                        }
                                                                        double _e3522 = l_mut_1544_;
                                                                        uint64_t l_1713_ = _e3522;
                                                                        uint l_1714_ = (l_1706_ >> 31u);
                                                                        uint64_t l_1715_ = uint64_t(l_1714_);
                                                                        uint64_t l_1716_ = (l_1715_ << uint(63uL));
                                                                        uint64_t l_1717_ = (l_1713_ | l_1716_);
                                                                        double l_1718_ = l_1717_;
                                                                        double l_1719_ = (l_1654_ + l_1585_);
                                                                        bool l_1720_ = (l_1719_ <= l_1668_);
                                                                        l_mut_350_ = l_1720_;
                                                                        double l_1721_ = (l_1654_ - l_1585_);
                                                                        bool l_1722_ = (l_1721_ > l_1668_);
                                                                        l_mut_347_ = l_1722_;
                                                                        double l_1723_ = (l_1655_ - l_1586_);
                                                                        bool l_1724_ = (l_1723_ >= l_1668_);
                                                                        l_mut_344_ = l_1724_;
                                                                        double l_1725_ = (l_1655_ + l_1586_);
                                                                        bool l_1726_ = (l_1725_ < l_1668_);
                                                                        l_mut_341_ = l_1726_;
                                                                        l_mut_249_ = 2u;
                                                                        bool _e3542 = l_mut_347_;
                                                                        if (!(_e3542)) {
                                                                            bool _e3546 = l_mut_341_;
                                                                            local_79 = _e3546;
                                                                        } else {
                                                                            local_79 = true;
                                                                        }
                                                                        bool l_1727_ = local_79;
                                                                        if (l_1727_) {
                                                                            l_mut_249_ = 1u;
                                                                        } else {
                                                                            bool _e3550 = l_mut_350_;
                                                                            if (_e3550) {
                                                                                bool _e3553 = l_mut_344_;
                                                                                local_80 = _e3553;
                                                                            } else {
                                                                                local_80 = false;
                                                                            }
                                                                            bool l_1728_ = local_80;
                                                                            if (l_1728_) {
                                                                                l_mut_249_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3557 = l_mut_25_;
                                                                        uint l_1729_ = asuint(_e3557);
                                                                        uint l_1730_ = (l_1729_ & 2147483647u);
                                                                        bool l_1731_ = (l_1730_ == 0u);
                                                                        if (l_1731_) {
                                                                            double l_1732_ = (l_1654_ + l_1585_);
                                                                            bool l_1733_ = (l_1732_ < 1.1754943508222875e-38L);
                                                                            double l_1734_ = (l_1655_ - l_1586_);
                                                                            bool l_1735_ = (l_1734_ > -1.1754943508222875e-38L);
                                                                            if (l_1733_) {
                                                                                local_81 = l_1735_;
                                                                            } else {
                                                                                local_81 = false;
                                                                            }
                                                                            bool l_1736_ = local_81;
                                                                            double l_1737_ = (l_1654_ - l_1585_);
                                                                            bool l_1738_ = (l_1737_ < 1.1754943508222875e-38L);
                                                                            double l_1739_ = (l_1655_ + l_1586_);
                                                                            bool l_1740_ = (l_1739_ > -1.1754943508222875e-38L);
                                                                            if (l_1738_) {
                                                                                local_82 = l_1740_;
                                                                            } else {
                                                                                local_82 = false;
                                                                            }
                                                                            bool l_1741_ = local_82;
                                                                            if (l_1736_) {
                                                                                l_mut_249_ = 0u;
                                                                            } else {
                                                                                uint _e3584 = l_mut_249_;
                                                                                bool l_1742_ = (_e3584 == 1u);
                                                                                if (l_1741_) {
                                                                                    local_83 = l_1742_;
                                                                                } else {
                                                                                    local_83 = false;
                                                                                }
                                                                                bool l_1743_ = local_83;
                                                                                if (l_1743_) {
                                                                                    l_mut_249_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3592 = l_mut_249_;
                                                                        l_mut_290_ = _e3592;
                                                                    }
                                                                    uint _e3593 = l_mut_290_;
                                                                    l_mut_233_ = _e3593;
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
                            uint l_1744_ = a_232_[0];
                            bool l_1745_ = (l_1744_ == 0u);
                            if (l_1745_) {
                                l_mut_233_ = 2u;
                            }
                            uint _e3599 = l_mut_213_;
                            uint _e3601 = l_mut_233_;
                            a_10_[min(uint(_e3599), 7u)] = _e3601;
                            uint _e3602 = l_mut_213_;
                            uint l_1746_ = a_10_[min(uint(_e3602), 7u)];
                            bool l_1747_ = (l_1746_ == 2u);
                            if (l_1747_) {
                                l_mut_210_ = false;
                            }
                        }
                    }
                }
                uint _e3611 = l_mut_112_;
                bool l_1748_ = (_e3611 == 4294967293u);
                if (l_1748_) {
                    uint l_1749_ = a_8_[0];
                    uint l_1750_ = (l_1749_ + 1u);
                    a_8_[0] = l_1750_;
                } else {
                    bool _e3619 = l_mut_210_;
                    if (_e3619) {
                        l_mut_1544_ = l_200_;
                        double _e3620 = l_mut_1544_;
                        bool l_1751_ = (_e3620 < -17.0L);
                        if (l_1751_) {
                            l_mut_1544_ = -17.0L;
                        }
                        double _e3624 = l_mut_1544_;
                        bool l_1752_ = (_e3624 > 17.0L);
                        if (l_1752_) {
                            l_mut_1544_ = 17.0L;
                        }
                        double _e3628 = l_mut_1544_;
                        double l_1753_ = (_e3628 + 16.0L);
                        double l_1754_ = (l_1753_ + 1.0L);
                        uint l_1755_ = naga_f2u32(l_1754_);
                        uint l_1756_ = (2u + l_1755_);
                        uint l_1757_ = a_8_[min(uint(l_1756_), 64u)];
                        uint l_1758_ = (l_1757_ + 1u);
                        a_8_[min(uint(l_1756_), 64u)] = l_1758_;
                        float _e3641 = l_mut_25_;
                        uint l_1759_ = asuint(_e3641);
                        uint l_1760_ = (l_1759_ & 2147483647u);
                        float l_1761_ = asfloat(l_1760_);
                        double l_1762_ = double(l_1761_);
                        l_mut_1544_ = l_1762_;
                        bool l_1763_ = (l_1760_ < 8388608u);
                        if (l_1763_) {
                            double l_1764_ = double(l_1760_);
                            double l_1765_ = (l_1764_ * 1.401298464324817e-45L);
                            l_mut_1544_ = l_1765_;
                        }
                        double _e3652 = l_mut_1544_;
                        uint64_t l_1766_ = _e3652;
                        uint l_1767_ = (l_1759_ >> 31u);
                        uint64_t l_1768_ = uint64_t(l_1767_);
                        uint64_t l_1769_ = (l_1768_ << uint(63uL));
                        uint64_t l_1770_ = (l_1766_ | l_1769_);
                        double l_1771_ = l_1770_;
                        double _e3663 = l_mut_31_;
                        double l_1772_ = abs(_e3663);
                        double _e3665 = l_mut_31_;
                        double l_1773_ = (_e3665 * 0.0L);
                        double l_1774_ = (l_1773_ + 7.1362384635298e44L);
                        l_mut_1544_ = l_1774_;
                        bool l_1775_ = (l_1772_ >= 2.350988701644575e-38L);
                        if (l_1775_) {
                            uint _e3672 = l_mut_112_;
                            uint l_1776_ = (_e3672 & 2147483647u);
                            float l_1777_ = asfloat(l_1776_);
                            double l_1778_ = double(l_1777_);
                            uint l_1779_ = (l_1776_ & 2139095040u);
                            float l_1780_ = asfloat(l_1779_);
                            double l_1781_ = double(l_1780_);
                            bool l_1782_ = (l_1778_ > l_1772_);
                            uint l_1783_ = (l_1776_ & 8388607u);
                            bool l_1784_ = (l_1783_ == 0u);
                            if (l_1782_) {
                                local_84 = l_1784_;
                            } else {
                                local_84 = false;
                            }
                            bool l_1785_ = local_84;
                            double l_1786_ = (l_1781_ * 1.1920928955078125e-7L);
                            double l_1787_ = double(l_1785_);
                            double l_1788_ = (0.5L * l_1787_);
                            double l_1789_ = (1.0L - l_1788_);
                            double l_1790_ = (l_1786_ * l_1789_);
                            double l_1791_ = (1.0L / l_1790_);
                            l_mut_1544_ = l_1791_;
                        }
                        double _e3700 = l_mut_31_;
                        double l_1792_ = (l_1771_ - _e3700);
                        double _e3702 = l_mut_1544_;
                        double l_1793_ = (l_1792_ * _e3702);
                        uint l_1795_ = (45u + 0u);
                        double l_1796_ = abs(l_1793_);
                        double l_1797_ = a_9_[0];
                        double l_1798_ = abs(l_1797_);
                        bool l_1799_ = (l_1796_ > l_1798_);
                        l_mut_350_ = l_1799_;
                        if (true) {
                            double l_1801_ = a_9_[0];
                            bool l_1802_ = (l_1793_ < l_1801_);
                            l_mut_350_ = l_1802_;
                        } else {
                            if (false) {
                                double l_1804_ = a_9_[0];
                                bool l_1805_ = (l_1793_ > l_1804_);
                                l_mut_350_ = l_1805_;
                            }
                        }
                        uint l_1806_ = a_8_[min(uint(l_1795_), 64u)];
                        bool l_1807_ = (l_1806_ == 4294967295u);
                        if (!(l_1807_)) {
                            bool _e3727 = l_mut_350_;
                            local_85 = _e3727;
                        } else {
                            local_85 = true;
                        }
                        bool l_1808_ = local_85;
                        if (l_1808_) {
                            a_8_[min(uint(l_1795_), 64u)] = l_23_;
                            uint l_1809_ = (l_1795_ + 1u);
                            a_8_[min(uint(l_1809_), 64u)] = l_181_;
                            a_9_[0] = l_1793_;
                        }
                        uint l_1811_ = (45u + 2u);
                        double l_1812_ = abs(l_1793_);
                        double l_1813_ = a_9_[1];
                        double l_1814_ = abs(l_1813_);
                        bool l_1815_ = (l_1812_ > l_1814_);
                        l_mut_350_ = l_1815_;
                        if (false) {
                            double l_1817_ = a_9_[1];
                            bool l_1818_ = (l_1793_ < l_1817_);
                            l_mut_350_ = l_1818_;
                        } else {
                            if (true) {
                                double l_1820_ = a_9_[1];
                                bool l_1821_ = (l_1793_ > l_1820_);
                                l_mut_350_ = l_1821_;
                            }
                        }
                        uint l_1822_ = a_8_[min(uint(l_1811_), 64u)];
                        bool l_1823_ = (l_1822_ == 4294967295u);
                        if (!(l_1823_)) {
                            bool _e3758 = l_mut_350_;
                            local_86 = _e3758;
                        } else {
                            local_86 = true;
                        }
                        bool l_1824_ = local_86;
                        if (l_1824_) {
                            a_8_[min(uint(l_1811_), 64u)] = l_23_;
                            uint l_1825_ = (l_1811_ + 1u);
                            a_8_[min(uint(l_1825_), 64u)] = l_181_;
                            a_9_[1] = l_1793_;
                        }
                        bool l_1826_ = (l_200_ != 0.0L);
                        if (l_1826_) {
                            l_mut_1827_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3824 = l_mut_1827_;
                                    l_mut_1827_ = (_e3824 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3770 = l_mut_1827_;
                                if ((_e3770 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3773 = l_mut_1827_;
                                    uint l_1828_ = a_10_[min(uint(_e3773), 7u)];
                                    bool l_1829_ = (l_1828_ == 1u);
                                    if (l_1829_) {
                                        uint _e3779 = l_mut_1827_;
                                        uint l_1830_ = (37u + _e3779);
                                        uint l_1831_ = a_8_[min(uint(l_1830_), 64u)];
                                        uint l_1832_ = (l_1831_ + 1u);
                                        a_8_[min(uint(l_1830_), 64u)] = l_1832_;
                                        uint _e3787 = l_mut_1827_;
                                        uint l_1833_ = (2u + _e3787);
                                        uint l_1834_ = (2u * l_1833_);
                                        uint l_1835_ = (45u + l_1834_);
                                        double l_1836_ = abs(l_1793_);
                                        double l_1837_ = a_9_[min(uint(l_1833_), 9u)];
                                        double l_1838_ = abs(l_1837_);
                                        bool l_1839_ = (l_1836_ > l_1838_);
                                        l_mut_350_ = l_1839_;
                                        bool l_1840_ = (l_1833_ == 0u);
                                        if (l_1840_) {
                                            double l_1841_ = a_9_[min(uint(l_1833_), 9u)];
                                            bool l_1842_ = (l_1793_ < l_1841_);
                                            l_mut_350_ = l_1842_;
                                        } else {
                                            bool l_1843_ = (l_1833_ == 1u);
                                            if (l_1843_) {
                                                double l_1844_ = a_9_[min(uint(l_1833_), 9u)];
                                                bool l_1845_ = (l_1793_ > l_1844_);
                                                l_mut_350_ = l_1845_;
                                            }
                                        }
                                        uint l_1846_ = a_8_[min(uint(l_1835_), 64u)];
                                        bool l_1847_ = (l_1846_ == 4294967295u);
                                        if (!(l_1847_)) {
                                            bool _e3815 = l_mut_350_;
                                            local_87 = _e3815;
                                        } else {
                                            local_87 = true;
                                        }
                                        bool l_1848_ = local_87;
                                        if (l_1848_) {
                                            a_8_[min(uint(l_1835_), 64u)] = l_23_;
                                            uint l_1849_ = (l_1835_ + 1u);
                                            a_8_[min(uint(l_1849_), 64u)] = l_181_;
                                            a_9_[min(uint(l_1833_), 9u)] = l_1793_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1850_ = a_8_[1];
                        uint l_1851_ = (l_2_ + l_1850_);
                        uint l_1852_ = (l_1851_ * 2u);
                        uint l_1944_ = asuint(info.Load(24+0));
                        uint l_1945_ = (l_1944_ * 1u);
                        bool l_1946_ = (l_1852_ < l_1945_);
                        if (l_1946_) {
                            buffer_6_global.Store(l_1852_*4, asuint(l_23_));
                        }
                        uint l_1853_ = (l_1852_ + 1u);
                        uint l_1947_ = asuint(info.Load(24+0));
                        uint l_1948_ = (l_1947_ * 1u);
                        bool l_1949_ = (l_1853_ < l_1948_);
                        if (l_1949_) {
                            buffer_6_global.Store(l_1853_*4, asuint(l_181_));
                        }
                        uint l_1854_ = a_8_[1];
                        uint l_1855_ = (l_1854_ + 1u);
                        a_8_[1] = l_1855_;
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
                uint _e3881 = l_mut_1856_;
                l_mut_1856_ = (_e3881 + 1u);
            }
            loop_init_5 = false;
            uint _e3861 = l_mut_1856_;
            if ((_e3861 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1857_ = (id * 65u);
                uint _e3866 = l_mut_1856_;
                uint l_1858_ = (l_1857_ + _e3866);
                uint _e3868 = l_mut_1856_;
                uint l_1859_ = a_8_[min(uint(_e3868), 64u)];
                uint l_1950_ = asuint(info.Load(16+0));
                uint l_1951_ = (l_1950_ * 1u);
                bool l_1952_ = (l_1858_ < l_1951_);
                if (l_1952_) {
                    buffer_4_global.Store(l_1858_*4, asuint(l_1859_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3905 = l_mut_1860_;
                l_mut_1860_ = (_e3905 + 1u);
            }
            loop_init_6 = false;
            uint _e3885 = l_mut_1860_;
            if ((_e3885 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1861_ = (id * 10u);
                uint _e3890 = l_mut_1860_;
                uint l_1862_ = (l_1861_ + _e3890);
                uint _e3892 = l_mut_1860_;
                double l_1863_ = a_9_[min(uint(_e3892), 9u)];
                uint l_1953_ = asuint(info.Load(20+0));
                uint l_1954_ = (l_1953_ * 1u);
                bool l_1955_ = (l_1862_ < l_1954_);
                if (l_1955_) {
                    buffer_5_global.Store(l_1862_*8, l_1863_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
