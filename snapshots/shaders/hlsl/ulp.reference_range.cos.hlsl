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
    uint l_mut_775_ = (uint)0;
    bool local_50 = (bool)0;
    uint l_mut_800_ = 0u;
    uint l_mut_804_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_822_ = asuint(info.Load(24+0));
        uint l_823_ = (l_822_ * 1u);
        bool l_824_ = (0u < l_823_);
        if (l_824_) {
            buffer_6_global.Store(0, asuint(1u));
        }
    }
    uint l_808_ = asuint(info.Load(0+0));
    uint l_809_ = (l_808_ * 1u);
    bool l_810_ = (1u < l_809_);
    uint l_811_ = (l_809_ - 1u);
    uint l_812_ = min(1u, l_811_);
    uint l_813_ = asuint(buffer_0_global.Load(l_812_*4));
    uint l_1_ = (l_810_ ? l_813_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_815_ = asuint(info.Load(0+0));
    uint l_816_ = (l_815_ * 1u);
    bool l_817_ = (2u < l_816_);
    uint l_818_ = (l_816_ - 1u);
    uint l_819_ = min(2u, l_818_);
    uint l_820_ = asuint(buffer_0_global.Load(l_819_*4));
    uint l_3_ = (l_817_ ? l_820_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_825_ = asuint(info.Load(0+0));
        uint l_826_ = (l_825_ * 1u);
        bool l_827_ = (2u < l_826_);
        uint l_828_ = (l_826_ - 1u);
        uint l_829_ = min(2u, l_828_);
        uint l_830_ = asuint(buffer_0_global.Load(l_829_*4));
        uint l_6_ = (l_827_ ? l_830_ : 0u);
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
                uint _e1869 = l_mut_18_;
                l_mut_18_ = (_e1869 + 1u);
            }
            loop_init_2 = false;
            uint _e150 = l_mut_18_;
            if ((_e150 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_832_ = asuint(info.Load(0+0));
                uint l_833_ = (l_832_ * 1u);
                bool l_834_ = (0u < l_833_);
                uint l_835_ = (l_833_ - 1u);
                uint l_836_ = min(0u, l_835_);
                uint l_837_ = asuint(buffer_0_global.Load(l_836_*4));
                uint l_19_ = (l_834_ ? l_837_ : 0u);
                uint _e169 = l_mut_18_;
                uint l_20_ = (l_19_ + _e169);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = cos(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                double l_26_ = cos(l_24_);
                l_mut_25_ = l_26_;
                l_mut_27_ = 4294967294u;
                float _e176 = l_mut_22_;
                uint l_28_ = asuint(_e176);
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
                double _e194 = l_mut_25_;
                double l_37_ = abs(_e194);
                double _e196 = l_mut_25_;
                bool l_38_ = (_e196 < 0.0L);
                uint l_39_ = uint(l_38_);
                uint l_40_ = (2147483648u * l_39_);
                if (l_36_) {
                } else {
                    double _e202 = l_mut_25_;
                    const bool _e203 = is_nan_1_f64_(_e202);
                    if (_e203) {
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
                float _e300 = l_mut_22_;
                uint l_96_ = asuint(_e300);
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
                uint _e321 = l_mut_27_;
                uint l_108_ = (_e321 & 2147483647u);
                double l_109_ = double(l_108_);
                uint _e325 = l_mut_27_;
                uint l_110_ = (_e325 >> 31u);
                double l_111_ = double(l_110_);
                double l_112_ = (2.0L * l_111_);
                double l_113_ = (1.0L - l_112_);
                double l_114_ = (l_109_ * l_113_);
                double l_115_ = (l_107_ - l_114_);
                uint _e335 = l_mut_27_;
                bool l_116_ = (_e335 < 4294967293u);
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
                bool _e356 = l_mut_122_;
                if (_e356) {
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
                            uint _e1655 = l_mut_125_;
                            l_mut_125_ = (_e1655 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e363 = l_mut_125_;
                        if ((_e363 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e367 = l_mut_125_;
                            uint l_126_ = (2u * _e367);
                            uint l_839_ = asuint(info.Load(4+0));
                            uint l_840_ = (l_839_ * 1u);
                            bool l_841_ = (l_126_ < l_840_);
                            uint l_842_ = (l_840_ - 1u);
                            uint l_843_ = min(l_126_, l_842_);
                            uint l_844_ = asuint(buffer_1_global.Load(l_843_*4));
                            uint l_127_ = (l_841_ ? l_844_ : 0u);
                            uint _e385 = l_mut_125_;
                            uint l_128_ = (2u * _e385);
                            uint l_129_ = (l_128_ + 1u);
                            uint l_846_ = asuint(info.Load(4+0));
                            uint l_847_ = (l_846_ * 1u);
                            bool l_848_ = (l_129_ < l_847_);
                            uint l_849_ = (l_847_ - 1u);
                            uint l_850_ = min(l_129_, l_849_);
                            uint l_851_ = asuint(buffer_1_global.Load(l_850_*4));
                            uint l_130_ = (l_848_ ? l_851_ : 0u);
                            bool l_131_ = (l_130_ != 0u);
                            uint _e406 = l_mut_125_;
                            uint l_132_ = (_e406 * 4u);
                            uint l_853_ = asuint(info.Load(8+0));
                            uint l_854_ = (l_853_ * 1u);
                            bool l_855_ = (l_132_ < l_854_);
                            uint l_856_ = (l_854_ - 1u);
                            uint l_857_ = min(l_132_, l_856_);
                            double l_858_ = buffer_2_global.Load<double>(l_857_*8);
                            double l_133_ = (l_855_ ? l_858_ : 0.0L);
                            uint _e424 = l_mut_125_;
                            uint l_134_ = (_e424 * 4u);
                            uint l_135_ = (l_134_ + 1u);
                            uint l_860_ = asuint(info.Load(8+0));
                            uint l_861_ = (l_860_ * 1u);
                            bool l_862_ = (l_135_ < l_861_);
                            uint l_863_ = (l_861_ - 1u);
                            uint l_864_ = min(l_135_, l_863_);
                            double l_865_ = buffer_2_global.Load<double>(l_864_*8);
                            double l_136_ = (l_862_ ? l_865_ : 0.0L);
                            uint _e444 = l_mut_125_;
                            uint l_137_ = (_e444 * 4u);
                            uint l_138_ = (l_137_ + 2u);
                            uint l_867_ = asuint(info.Load(8+0));
                            uint l_868_ = (l_867_ * 1u);
                            bool l_869_ = (l_138_ < l_868_);
                            uint l_870_ = (l_868_ - 1u);
                            uint l_871_ = min(l_138_, l_870_);
                            double l_872_ = buffer_2_global.Load<double>(l_871_*8);
                            double l_139_ = (l_869_ ? l_872_ : 0.0L);
                            double l_140_ = double(l_21_);
                            double l_141_ = abs(l_140_);
                            double _e466 = l_mut_25_;
                            double l_142_ = abs(_e466);
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
                                        double _e484 = l_mut_25_;
                                        double l_151_ = abs(_e484);
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
                                        double _e507 = l_mut_152_;
                                        double l_161_ = (l_133_ * _e507);
                                        l_mut_162_ = 2u;
                                        double _e510 = l_mut_25_;
                                        double l_163_ = (_e510 - l_143_);
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
                                        double _e534 = l_mut_25_;
                                        double l_173_ = (_e534 + l_143_);
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
                                        double _e558 = l_mut_152_;
                                        double _e559 = l_mut_175_;
                                        bool l_184_ = (_e558 == _e559);
                                        if (l_184_) {
                                            double l_185_ = (l_161_ * 1.4551915228366852e-11L);
                                            double l_186_ = (l_143_ + l_185_);
                                            double _e564 = l_mut_25_;
                                            double l_187_ = (_e564 - l_161_);
                                            double _e566 = l_mut_25_;
                                            double l_188_ = (_e566 + l_161_);
                                            float _e568 = l_mut_22_;
                                            double l_189_ = double(_e568);
                                            float _e570 = l_mut_22_;
                                            uint l_190_ = asuint(_e570);
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
                                            uint _e585 = l_mut_192_;
                                            float l_198_ = asfloat(_e585);
                                            double l_199_ = double(l_198_);
                                            float _e588 = l_mut_22_;
                                            float l_200_ = -(_e588);
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
                                            uint _e604 = l_mut_192_;
                                            float l_208_ = asfloat(_e604);
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
                                            bool _e625 = l_mut_216_;
                                            if (!(_e625)) {
                                                bool _e629 = l_mut_222_;
                                                local_14 = _e629;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_231_ = local_14;
                                            if (l_231_) {
                                                l_mut_192_ = 1u;
                                            } else {
                                                bool _e633 = l_mut_213_;
                                                if (_e633) {
                                                    bool _e636 = l_mut_219_;
                                                    local_15 = _e636;
                                                } else {
                                                    local_15 = false;
                                                }
                                                bool l_232_ = local_15;
                                                if (l_232_) {
                                                    l_mut_192_ = 0u;
                                                }
                                            }
                                            uint _e640 = l_mut_192_;
                                            l_mut_162_ = _e640;
                                        }
                                        uint _e641 = l_mut_162_;
                                        l_mut_145_ = _e641;
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
                                                double _e653 = l_mut_25_;
                                                double l_237_ = abs(_e653);
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
                                                double _e676 = l_mut_175_;
                                                double l_246_ = (l_133_ * _e676);
                                                l_mut_192_ = 2u;
                                                double _e679 = l_mut_25_;
                                                double l_247_ = (_e679 - l_143_);
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
                                                double _e703 = l_mut_25_;
                                                double l_257_ = (_e703 + l_143_);
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
                                                double _e727 = l_mut_175_;
                                                double _e728 = l_mut_152_;
                                                bool l_267_ = (_e727 == _e728);
                                                if (l_267_) {
                                                    double l_268_ = (l_246_ * 1.4551915228366852e-11L);
                                                    double l_269_ = (l_143_ + l_268_);
                                                    double _e733 = l_mut_25_;
                                                    double l_270_ = (_e733 - l_246_);
                                                    double _e735 = l_mut_25_;
                                                    double l_271_ = (_e735 + l_246_);
                                                    float _e737 = l_mut_22_;
                                                    double l_272_ = double(_e737);
                                                    float _e739 = l_mut_22_;
                                                    uint l_273_ = asuint(_e739);
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
                                                    uint _e754 = l_mut_162_;
                                                    float l_280_ = asfloat(_e754);
                                                    double l_281_ = double(l_280_);
                                                    float _e757 = l_mut_22_;
                                                    float l_282_ = -(_e757);
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
                                                    uint _e773 = l_mut_162_;
                                                    float l_290_ = asfloat(_e773);
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
                                                    bool _e794 = l_mut_219_;
                                                    if (!(_e794)) {
                                                        bool _e798 = l_mut_213_;
                                                        local_20 = _e798;
                                                    } else {
                                                        local_20 = true;
                                                    }
                                                    bool l_309_ = local_20;
                                                    if (l_309_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e802 = l_mut_222_;
                                                        if (_e802) {
                                                            bool _e805 = l_mut_216_;
                                                            local_21 = _e805;
                                                        } else {
                                                            local_21 = false;
                                                        }
                                                        bool l_310_ = local_21;
                                                        if (l_310_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e809 = l_mut_162_;
                                                    l_mut_192_ = _e809;
                                                }
                                                uint _e810 = l_mut_192_;
                                                l_mut_145_ = _e810;
                                            }
                                        } else {
                                            bool l_311_ = (l_127_ == 4u);
                                            if (l_311_) {
                                                double l_312_ = (l_136_ * l_141_);
                                                double l_313_ = (l_133_ + l_312_);
                                                double _e815 = l_mut_25_;
                                                double l_314_ = abs(_e815);
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
                                                double _e838 = l_mut_175_;
                                                double l_323_ = (l_313_ * _e838);
                                                l_mut_192_ = 2u;
                                                double _e841 = l_mut_25_;
                                                double l_324_ = (_e841 - l_143_);
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
                                                double _e865 = l_mut_25_;
                                                double l_334_ = (_e865 + l_143_);
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
                                                double _e889 = l_mut_175_;
                                                double _e890 = l_mut_152_;
                                                bool l_344_ = (_e889 == _e890);
                                                if (l_344_) {
                                                    double l_345_ = (l_323_ * 1.4551915228366852e-11L);
                                                    double l_346_ = (l_143_ + l_345_);
                                                    double _e895 = l_mut_25_;
                                                    double l_347_ = (_e895 - l_323_);
                                                    double _e897 = l_mut_25_;
                                                    double l_348_ = (_e897 + l_323_);
                                                    float _e899 = l_mut_22_;
                                                    double l_349_ = double(_e899);
                                                    float _e901 = l_mut_22_;
                                                    uint l_350_ = asuint(_e901);
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
                                                    uint _e916 = l_mut_162_;
                                                    float l_357_ = asfloat(_e916);
                                                    double l_358_ = double(l_357_);
                                                    float _e919 = l_mut_22_;
                                                    float l_359_ = -(_e919);
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
                                                    uint _e935 = l_mut_162_;
                                                    float l_367_ = asfloat(_e935);
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
                                                    bool _e956 = l_mut_219_;
                                                    if (!(_e956)) {
                                                        bool _e960 = l_mut_213_;
                                                        local_25 = _e960;
                                                    } else {
                                                        local_25 = true;
                                                    }
                                                    bool l_386_ = local_25;
                                                    if (l_386_) {
                                                        l_mut_162_ = 1u;
                                                    } else {
                                                        bool _e964 = l_mut_222_;
                                                        if (_e964) {
                                                            bool _e967 = l_mut_216_;
                                                            local_26 = _e967;
                                                        } else {
                                                            local_26 = false;
                                                        }
                                                        bool l_387_ = local_26;
                                                        if (l_387_) {
                                                            l_mut_162_ = 0u;
                                                        }
                                                    }
                                                    uint _e971 = l_mut_162_;
                                                    l_mut_192_ = _e971;
                                                }
                                                uint _e972 = l_mut_192_;
                                                l_mut_145_ = _e972;
                                            } else {
                                                bool l_388_ = (l_127_ == 5u);
                                                if (l_388_) {
                                                    double l_389_ = (2.0L * l_140_);
                                                    double l_390_ = abs(l_389_);
                                                    double l_391_ = floor(l_390_);
                                                    double l_392_ = (3.0L + l_391_);
                                                    double _e981 = l_mut_25_;
                                                    double l_393_ = abs(_e981);
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
                                                    double _e1004 = l_mut_175_;
                                                    double l_402_ = (l_392_ * _e1004);
                                                    l_mut_192_ = 2u;
                                                    double _e1007 = l_mut_25_;
                                                    double l_403_ = (_e1007 - l_143_);
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
                                                    double _e1031 = l_mut_25_;
                                                    double l_413_ = (_e1031 + l_143_);
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
                                                    double _e1055 = l_mut_175_;
                                                    double _e1056 = l_mut_152_;
                                                    bool l_423_ = (_e1055 == _e1056);
                                                    if (l_423_) {
                                                        double l_424_ = (l_402_ * 1.4551915228366852e-11L);
                                                        double l_425_ = (l_143_ + l_424_);
                                                        double _e1061 = l_mut_25_;
                                                        double l_426_ = (_e1061 - l_402_);
                                                        double _e1063 = l_mut_25_;
                                                        double l_427_ = (_e1063 + l_402_);
                                                        float _e1065 = l_mut_22_;
                                                        double l_428_ = double(_e1065);
                                                        float _e1067 = l_mut_22_;
                                                        uint l_429_ = asuint(_e1067);
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
                                                        uint _e1082 = l_mut_162_;
                                                        float l_436_ = asfloat(_e1082);
                                                        double l_437_ = double(l_436_);
                                                        float _e1085 = l_mut_22_;
                                                        float l_438_ = -(_e1085);
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
                                                        uint _e1101 = l_mut_162_;
                                                        float l_446_ = asfloat(_e1101);
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
                                                        bool _e1122 = l_mut_219_;
                                                        if (!(_e1122)) {
                                                            bool _e1126 = l_mut_213_;
                                                            local_30 = _e1126;
                                                        } else {
                                                            local_30 = true;
                                                        }
                                                        bool l_465_ = local_30;
                                                        if (l_465_) {
                                                            l_mut_162_ = 1u;
                                                        } else {
                                                            bool _e1130 = l_mut_222_;
                                                            if (_e1130) {
                                                                bool _e1133 = l_mut_216_;
                                                                local_31 = _e1133;
                                                            } else {
                                                                local_31 = false;
                                                            }
                                                            bool l_466_ = local_31;
                                                            if (l_466_) {
                                                                l_mut_162_ = 0u;
                                                            }
                                                        }
                                                        uint _e1137 = l_mut_162_;
                                                        l_mut_192_ = _e1137;
                                                    }
                                                    uint _e1138 = l_mut_192_;
                                                    l_mut_145_ = _e1138;
                                                } else {
                                                    bool l_467_ = (l_127_ == 6u);
                                                    if (l_467_) {
                                                        l_mut_145_ = 0u;
                                                        bool l_468_ = (l_141_ <= l_136_);
                                                        if (l_468_) {
                                                            double l_469_ = (l_133_ * 1.4551915228366852e-11L);
                                                            double l_470_ = (l_143_ + l_469_);
                                                            double _e1146 = l_mut_25_;
                                                            double l_471_ = (_e1146 - l_133_);
                                                            double _e1148 = l_mut_25_;
                                                            double l_472_ = (_e1148 + l_133_);
                                                            float _e1150 = l_mut_22_;
                                                            double l_473_ = double(_e1150);
                                                            float _e1152 = l_mut_22_;
                                                            uint l_474_ = asuint(_e1152);
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
                                                            uint _e1167 = l_mut_192_;
                                                            float l_481_ = asfloat(_e1167);
                                                            double l_482_ = double(l_481_);
                                                            float _e1170 = l_mut_22_;
                                                            float l_483_ = -(_e1170);
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
                                                            uint _e1186 = l_mut_192_;
                                                            float l_491_ = asfloat(_e1186);
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
                                                            bool _e1207 = l_mut_219_;
                                                            if (!(_e1207)) {
                                                                bool _e1211 = l_mut_213_;
                                                                local_32 = _e1211;
                                                            } else {
                                                                local_32 = true;
                                                            }
                                                            bool l_510_ = local_32;
                                                            if (l_510_) {
                                                                l_mut_192_ = 1u;
                                                            } else {
                                                                bool _e1215 = l_mut_222_;
                                                                if (_e1215) {
                                                                    bool _e1218 = l_mut_216_;
                                                                    local_33 = _e1218;
                                                                } else {
                                                                    local_33 = false;
                                                                }
                                                                bool l_511_ = local_33;
                                                                if (l_511_) {
                                                                    l_mut_192_ = 0u;
                                                                }
                                                            }
                                                            uint _e1222 = l_mut_192_;
                                                            l_mut_145_ = _e1222;
                                                        }
                                                    } else {
                                                        bool l_512_ = (l_127_ == 7u);
                                                        if (l_512_) {
                                                            double _e1225 = l_mut_25_;
                                                            double l_513_ = abs(_e1225);
                                                            double l_514_ = (l_133_ * l_513_);
                                                            l_mut_175_ = l_514_;
                                                            double _e1228 = l_mut_25_;
                                                            double l_515_ = abs(_e1228);
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
                                                            double _e1252 = l_mut_152_;
                                                            double l_524_ = (0.5L * _e1252);
                                                            double _e1254 = l_mut_175_;
                                                            bool l_525_ = (l_524_ > _e1254);
                                                            if (l_525_) {
                                                                l_mut_175_ = l_524_;
                                                            }
                                                            double _e1256 = l_mut_25_;
                                                            double l_526_ = (_e1256 - l_143_);
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
                                                            double _e1280 = l_mut_25_;
                                                            double l_536_ = (_e1280 + l_143_);
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
                                                            double _e1304 = l_mut_152_;
                                                            double _e1305 = l_mut_538_;
                                                            bool l_547_ = (_e1304 == _e1305);
                                                            if (l_547_) {
                                                                double l_548_ = (l_133_ * l_143_);
                                                                double l_549_ = (l_143_ + l_548_);
                                                                double _e1309 = l_mut_175_;
                                                                double l_550_ = (_e1309 * 1.4551915228366852e-11L);
                                                                double l_551_ = (l_549_ + l_550_);
                                                                double _e1313 = l_mut_25_;
                                                                double _e1314 = l_mut_175_;
                                                                double l_552_ = (_e1313 - _e1314);
                                                                double _e1316 = l_mut_25_;
                                                                double _e1317 = l_mut_175_;
                                                                double l_553_ = (_e1316 + _e1317);
                                                                float _e1319 = l_mut_22_;
                                                                double l_554_ = double(_e1319);
                                                                float _e1321 = l_mut_22_;
                                                                uint l_555_ = asuint(_e1321);
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
                                                                uint _e1336 = l_mut_192_;
                                                                float l_562_ = asfloat(_e1336);
                                                                double l_563_ = double(l_562_);
                                                                float _e1339 = l_mut_22_;
                                                                float l_564_ = -(_e1339);
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
                                                                uint _e1355 = l_mut_192_;
                                                                float l_572_ = asfloat(_e1355);
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
                                                                bool _e1376 = l_mut_219_;
                                                                if (!(_e1376)) {
                                                                    bool _e1380 = l_mut_213_;
                                                                    local_37 = _e1380;
                                                                } else {
                                                                    local_37 = true;
                                                                }
                                                                bool l_591_ = local_37;
                                                                if (l_591_) {
                                                                    l_mut_192_ = 1u;
                                                                } else {
                                                                    bool _e1384 = l_mut_222_;
                                                                    if (_e1384) {
                                                                        bool _e1387 = l_mut_216_;
                                                                        local_38 = _e1387;
                                                                    } else {
                                                                        local_38 = false;
                                                                    }
                                                                    bool l_592_ = local_38;
                                                                    if (l_592_) {
                                                                        l_mut_192_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1391 = l_mut_192_;
                                                                l_mut_145_ = _e1391;
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
                                                                    double _e1405 = l_mut_25_;
                                                                    double l_599_ = (_e1405 - l_133_);
                                                                    double _e1407 = l_mut_25_;
                                                                    double l_600_ = (_e1407 + l_133_);
                                                                    float _e1409 = l_mut_22_;
                                                                    double l_601_ = double(_e1409);
                                                                    float _e1411 = l_mut_22_;
                                                                    uint l_602_ = asuint(_e1411);
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
                                                                    uint _e1426 = l_mut_192_;
                                                                    float l_609_ = asfloat(_e1426);
                                                                    double l_610_ = double(l_609_);
                                                                    float _e1429 = l_mut_22_;
                                                                    float l_611_ = -(_e1429);
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
                                                                    uint _e1445 = l_mut_192_;
                                                                    float l_619_ = asfloat(_e1445);
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
                                                                    bool _e1466 = l_mut_219_;
                                                                    if (!(_e1466)) {
                                                                        bool _e1470 = l_mut_213_;
                                                                        local_40 = _e1470;
                                                                    } else {
                                                                        local_40 = true;
                                                                    }
                                                                    bool l_638_ = local_40;
                                                                    if (l_638_) {
                                                                        l_mut_192_ = 1u;
                                                                    } else {
                                                                        bool _e1474 = l_mut_222_;
                                                                        if (_e1474) {
                                                                            bool _e1477 = l_mut_216_;
                                                                            local_41 = _e1477;
                                                                        } else {
                                                                            local_41 = false;
                                                                        }
                                                                        bool l_639_ = local_41;
                                                                        if (l_639_) {
                                                                            l_mut_192_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e1481 = l_mut_192_;
                                                                    l_mut_145_ = _e1481;
                                                                } else {
                                                                    double _e1482 = l_mut_25_;
                                                                    double l_640_ = abs(_e1482);
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
                                                                    double _e1505 = l_mut_538_;
                                                                    double l_649_ = (l_136_ * _e1505);
                                                                    l_mut_192_ = 2u;
                                                                    double _e1508 = l_mut_25_;
                                                                    double l_650_ = (_e1508 - l_143_);
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
                                                                    double _e1532 = l_mut_25_;
                                                                    double l_660_ = (_e1532 + l_143_);
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
                                                                    double _e1556 = l_mut_538_;
                                                                    double _e1557 = l_mut_175_;
                                                                    bool l_670_ = (_e1556 == _e1557);
                                                                    if (l_670_) {
                                                                        double l_671_ = (l_649_ * 1.4551915228366852e-11L);
                                                                        double l_672_ = (l_143_ + l_671_);
                                                                        double _e1562 = l_mut_25_;
                                                                        double l_673_ = (_e1562 - l_649_);
                                                                        double _e1564 = l_mut_25_;
                                                                        double l_674_ = (_e1564 + l_649_);
                                                                        float _e1566 = l_mut_22_;
                                                                        double l_675_ = double(_e1566);
                                                                        float _e1568 = l_mut_22_;
                                                                        uint l_676_ = asuint(_e1568);
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
                                                                        uint _e1583 = l_mut_162_;
                                                                        float l_683_ = asfloat(_e1583);
                                                                        double l_684_ = double(l_683_);
                                                                        float _e1586 = l_mut_22_;
                                                                        float l_685_ = -(_e1586);
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
                                                                        uint _e1602 = l_mut_162_;
                                                                        float l_693_ = asfloat(_e1602);
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
                                                                        bool _e1623 = l_mut_219_;
                                                                        if (!(_e1623)) {
                                                                            bool _e1627 = l_mut_213_;
                                                                            local_45 = _e1627;
                                                                        } else {
                                                                            local_45 = true;
                                                                        }
                                                                        bool l_712_ = local_45;
                                                                        if (l_712_) {
                                                                            l_mut_162_ = 1u;
                                                                        } else {
                                                                            bool _e1631 = l_mut_222_;
                                                                            if (_e1631) {
                                                                                bool _e1634 = l_mut_216_;
                                                                                local_46 = _e1634;
                                                                            } else {
                                                                                local_46 = false;
                                                                            }
                                                                            bool l_713_ = local_46;
                                                                            if (l_713_) {
                                                                                l_mut_162_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e1638 = l_mut_162_;
                                                                        l_mut_192_ = _e1638;
                                                                    }
                                                                    uint _e1639 = l_mut_192_;
                                                                    l_mut_145_ = _e1639;
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
                            uint l_714_ = a_144_[0];
                            bool l_715_ = (l_714_ == 0u);
                            if (l_715_) {
                                l_mut_145_ = 2u;
                            }
                            uint _e1645 = l_mut_125_;
                            uint _e1647 = l_mut_145_;
                            a_10_[min(uint(_e1645), 7u)] = _e1647;
                            uint _e1648 = l_mut_125_;
                            uint l_716_ = a_10_[min(uint(_e1648), 7u)];
                            bool l_717_ = (l_716_ == 2u);
                            if (l_717_) {
                                l_mut_122_ = false;
                            }
                        }
                    }
                }
                uint _e1657 = l_mut_27_;
                bool l_718_ = (_e1657 == 4294967293u);
                if (l_718_) {
                    uint l_719_ = a_8_[0];
                    uint l_720_ = (l_719_ + 1u);
                    a_8_[0] = l_720_;
                } else {
                    bool _e1665 = l_mut_122_;
                    if (_e1665) {
                        l_mut_538_ = l_115_;
                        double _e1666 = l_mut_538_;
                        bool l_721_ = (_e1666 < -17.0L);
                        if (l_721_) {
                            l_mut_538_ = -17.0L;
                        }
                        double _e1670 = l_mut_538_;
                        bool l_722_ = (_e1670 > 17.0L);
                        if (l_722_) {
                            l_mut_538_ = 17.0L;
                        }
                        double _e1674 = l_mut_538_;
                        double l_723_ = (_e1674 + 16.0L);
                        double l_724_ = (l_723_ + 1.0L);
                        uint l_725_ = naga_f2u32(l_724_);
                        uint l_726_ = (2u + l_725_);
                        uint l_727_ = a_8_[min(uint(l_726_), 64u)];
                        uint l_728_ = (l_727_ + 1u);
                        a_8_[min(uint(l_726_), 64u)] = l_728_;
                        float _e1687 = l_mut_22_;
                        uint l_729_ = asuint(_e1687);
                        uint l_730_ = (l_729_ & 8388607u);
                        double l_731_ = double(l_730_);
                        double l_732_ = (l_731_ / 7.1362384635298e44L);
                        l_mut_538_ = l_732_;
                        uint l_733_ = (l_729_ & 2139095040u);
                        bool l_734_ = (l_733_ != 0u);
                        if (l_734_) {
                            uint l_735_ = (l_729_ & 2147483647u);
                            float l_736_ = asfloat(l_735_);
                            double l_737_ = double(l_736_);
                            l_mut_538_ = l_737_;
                        }
                        uint l_738_ = (l_729_ >> 31u);
                        double l_739_ = double(l_738_);
                        double l_740_ = (2.0L * l_739_);
                        double l_741_ = (1.0L - l_740_);
                        double _e1709 = l_mut_538_;
                        l_mut_538_ = (_e1709 * l_741_);
                        double _e1711 = l_mut_25_;
                        double l_742_ = abs(_e1711);
                        double _e1713 = l_mut_25_;
                        double l_743_ = (_e1713 * 0.0L);
                        double l_744_ = (l_743_ + 7.1362384635298e44L);
                        l_mut_175_ = l_744_;
                        bool l_745_ = (l_742_ >= 2.350988701644575e-38L);
                        if (l_745_) {
                            uint _e1720 = l_mut_27_;
                            uint l_746_ = (_e1720 & 2147483647u);
                            float l_747_ = asfloat(l_746_);
                            double l_748_ = double(l_747_);
                            uint l_749_ = (l_746_ & 2139095040u);
                            float l_750_ = asfloat(l_749_);
                            double l_751_ = double(l_750_);
                            bool l_752_ = (l_748_ > l_742_);
                            uint l_753_ = (l_746_ & 8388607u);
                            bool l_754_ = (l_753_ == 0u);
                            if (l_752_) {
                                local_47 = l_754_;
                            } else {
                                local_47 = false;
                            }
                            bool l_755_ = local_47;
                            double l_756_ = (l_751_ * 1.1920928955078125e-7L);
                            double l_757_ = double(l_755_);
                            double l_758_ = (0.5L * l_757_);
                            double l_759_ = (1.0L - l_758_);
                            double l_760_ = (l_756_ * l_759_);
                            double l_761_ = (1.0L / l_760_);
                            l_mut_175_ = l_761_;
                        }
                        double _e1748 = l_mut_538_;
                        double _e1749 = l_mut_25_;
                        double l_762_ = (_e1748 - _e1749);
                        double _e1751 = l_mut_175_;
                        double l_763_ = (l_762_ * _e1751);
                        uint l_764_ = a_8_[45];
                        bool l_765_ = (l_764_ == 4294967295u);
                        double l_766_ = a_9_[0];
                        bool l_767_ = (l_763_ < l_766_);
                        if (!(l_765_)) {
                            local_48 = l_767_;
                        } else {
                            local_48 = true;
                        }
                        bool l_768_ = local_48;
                        if (l_768_) {
                            a_9_[0] = l_763_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_96_;
                        }
                        uint l_769_ = a_8_[47];
                        bool l_770_ = (l_769_ == 4294967295u);
                        double l_771_ = a_9_[1];
                        bool l_772_ = (l_763_ > l_771_);
                        if (!(l_770_)) {
                            local_49 = l_772_;
                        } else {
                            local_49 = true;
                        }
                        bool l_773_ = local_49;
                        if (l_773_) {
                            a_9_[1] = l_763_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_96_;
                        }
                        bool l_774_ = (l_115_ != 0.0L);
                        if (l_774_) {
                            l_mut_775_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e1836 = l_mut_775_;
                                    l_mut_775_ = (_e1836 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e1787 = l_mut_775_;
                                if ((_e1787 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1790 = l_mut_775_;
                                    uint l_776_ = a_10_[min(uint(_e1790), 7u)];
                                    bool l_777_ = (l_776_ == 1u);
                                    if (l_777_) {
                                        uint _e1796 = l_mut_775_;
                                        uint l_778_ = (37u + _e1796);
                                        uint l_779_ = a_8_[min(uint(l_778_), 64u)];
                                        uint l_780_ = (l_779_ + 1u);
                                        a_8_[min(uint(l_778_), 64u)] = l_780_;
                                        uint _e1804 = l_mut_775_;
                                        uint l_781_ = (2u + _e1804);
                                        uint l_782_ = (2u * l_781_);
                                        uint l_783_ = (45u + l_782_);
                                        uint l_784_ = a_8_[min(uint(l_783_), 64u)];
                                        bool l_785_ = (l_784_ == 4294967295u);
                                        double l_786_ = abs(l_763_);
                                        uint _e1816 = l_mut_775_;
                                        uint l_787_ = (2u + _e1816);
                                        double l_788_ = a_9_[min(uint(l_787_), 9u)];
                                        double l_789_ = abs(l_788_);
                                        bool l_790_ = (l_786_ > l_789_);
                                        if (!(l_785_)) {
                                            local_50 = l_790_;
                                        } else {
                                            local_50 = true;
                                        }
                                        bool l_791_ = local_50;
                                        if (l_791_) {
                                            uint _e1828 = l_mut_775_;
                                            uint l_792_ = (2u + _e1828);
                                            a_9_[min(uint(l_792_), 9u)] = l_763_;
                                            a_8_[min(uint(l_783_), 64u)] = l_20_;
                                            uint l_793_ = (l_783_ + 1u);
                                            a_8_[min(uint(l_793_), 64u)] = l_96_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_794_ = a_8_[1];
                        uint l_795_ = (l_2_ + l_794_);
                        uint l_796_ = (l_795_ * 2u);
                        uint l_874_ = asuint(info.Load(20+0));
                        uint l_875_ = (l_874_ * 1u);
                        bool l_876_ = (l_796_ < l_875_);
                        if (l_876_) {
                            buffer_5_global.Store(l_796_*4, asuint(l_20_));
                        }
                        uint l_797_ = (l_796_ + 1u);
                        uint l_877_ = asuint(info.Load(20+0));
                        uint l_878_ = (l_877_ * 1u);
                        bool l_879_ = (l_797_ < l_878_);
                        if (l_879_) {
                            buffer_5_global.Store(l_797_*4, asuint(l_96_));
                        }
                        uint l_798_ = a_8_[1];
                        uint l_799_ = (l_798_ + 1u);
                        a_8_[1] = l_799_;
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
                uint _e1893 = l_mut_800_;
                l_mut_800_ = (_e1893 + 1u);
            }
            loop_init_5 = false;
            uint _e1873 = l_mut_800_;
            if ((_e1873 < 65u)) {
            } else {
                break;
            }
            {
                uint l_801_ = (id * 65u);
                uint _e1878 = l_mut_800_;
                uint l_802_ = (l_801_ + _e1878);
                uint _e1880 = l_mut_800_;
                uint l_803_ = a_8_[min(uint(_e1880), 64u)];
                uint l_880_ = asuint(info.Load(12+0));
                uint l_881_ = (l_880_ * 1u);
                bool l_882_ = (l_802_ < l_881_);
                if (l_882_) {
                    buffer_3_global.Store(l_802_*4, asuint(l_803_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e1917 = l_mut_804_;
                l_mut_804_ = (_e1917 + 1u);
            }
            loop_init_6 = false;
            uint _e1897 = l_mut_804_;
            if ((_e1897 < 10u)) {
            } else {
                break;
            }
            {
                uint l_805_ = (id * 10u);
                uint _e1902 = l_mut_804_;
                uint l_806_ = (l_805_ + _e1902);
                uint _e1904 = l_mut_804_;
                double l_807_ = a_9_[min(uint(_e1904), 9u)];
                uint l_883_ = asuint(info.Load(16+0));
                uint l_884_ = (l_883_ * 1u);
                bool l_885_ = (l_806_ < l_884_);
                if (l_885_) {
                    buffer_4_global.Store(l_806_*8, l_807_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
