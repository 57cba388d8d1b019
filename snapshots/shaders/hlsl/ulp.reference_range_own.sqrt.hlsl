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
    uint a_1215_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    double l_mut_1280_ = (double)0;
    double l_mut_1363_ = (double)0;
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
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    uint l_mut_2150_ = (uint)0;
    bool local_99 = (bool)0;
    uint l_mut_2179_ = 0u;
    uint l_mut_2183_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2201_ = asuint(info.Load(28+0));
        uint l_2202_ = (l_2201_ * 1u);
        bool l_2203_ = (0u < l_2202_);
        if (l_2203_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_2187_ = asuint(info.Load(0+0));
    uint l_2188_ = (l_2187_ * 1u);
    bool l_2189_ = (1u < l_2188_);
    uint l_2190_ = (l_2188_ - 1u);
    uint l_2191_ = min(1u, l_2190_);
    uint l_2192_ = asuint(buffer_0_global.Load(l_2191_*4));
    uint l_1_ = (l_2189_ ? l_2192_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_2194_ = asuint(info.Load(0+0));
    uint l_2195_ = (l_2194_ * 1u);
    bool l_2196_ = (2u < l_2195_);
    uint l_2197_ = (l_2195_ - 1u);
    uint l_2198_ = min(2u, l_2197_);
    uint l_2199_ = asuint(buffer_0_global.Load(l_2198_*4));
    uint l_3_ = (l_2196_ ? l_2199_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_2204_ = asuint(info.Load(0+0));
        uint l_2205_ = (l_2204_ * 1u);
        bool l_2206_ = (2u < l_2205_);
        uint l_2207_ = (l_2205_ - 1u);
        uint l_2208_ = min(2u, l_2207_);
        uint l_2209_ = asuint(buffer_0_global.Load(l_2208_*4));
        uint l_6_ = (l_2206_ ? l_2209_ : 0u);
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
        uint l_2211_ = asuint(info.Load(12+0));
        uint l_2212_ = (l_2211_ * 1u);
        bool l_2213_ = (1024u < l_2212_);
        uint l_2214_ = (l_2212_ - 1u);
        uint l_2215_ = min(1024u, l_2214_);
        uint l_2216_ = asuint(buffer_3_global.Load(l_2215_*4));
        uint l_18_ = (l_2213_ ? l_2216_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e4414 = l_mut_21_;
                l_mut_21_ = (_e4414 + 1u);
            }
            loop_init_2 = false;
            uint _e172 = l_mut_21_;
            if ((_e172 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_2218_ = asuint(info.Load(0+0));
                uint l_2219_ = (l_2218_ * 1u);
                bool l_2220_ = (0u < l_2219_);
                uint l_2221_ = (l_2219_ - 1u);
                uint l_2222_ = min(0u, l_2221_);
                uint l_2223_ = asuint(buffer_0_global.Load(l_2222_*4));
                uint l_22_ = (l_2220_ ? l_2223_ : 0u);
                uint _e191 = l_mut_21_;
                uint l_23_ = (l_22_ + _e191);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = sqrt(l_24_);
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
                double _e205 = l_mut_31_;
                uint64_t l_35_ = _e205;
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
                double _e226 = l_mut_45_;
                uint64_t l_49_ = _e226;
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
                double _e247 = l_mut_45_;
                uint64_t l_62_ = _e247;
                uint l_63_ = (l_55_ >> 31u);
                uint64_t l_64_ = uint64_t(l_63_);
                uint64_t l_65_ = (l_64_ << uint(63uL));
                uint64_t l_66_ = (l_62_ | l_65_);
                double l_67_ = l_66_;
                double _e258 = l_mut_31_;
                l_mut_45_ = _e258;
                double _e259 = l_mut_31_;
                double l_68_ = sqrt(_e259);
                l_mut_45_ = l_68_;
                double _e261 = l_mut_45_;
                l_mut_31_ = _e261;
                l_mut_69_ = 4294967294u;
                float _e263 = l_mut_25_;
                uint l_70_ = asuint(_e263);
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
                double _e281 = l_mut_31_;
                double l_79_ = abs(_e281);
                double _e283 = l_mut_31_;
                bool l_80_ = (_e283 < 0.0L);
                uint l_81_ = uint(l_80_);
                uint l_82_ = (2147483648u * l_81_);
                if (l_78_) {
                } else {
                    double _e289 = l_mut_31_;
                    const bool _e290 = is_nan_1_f64_(_e289);
                    if (_e290) {
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
                float _e387 = l_mut_25_;
                uint l_138_ = asuint(_e387);
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
                uint _e408 = l_mut_69_;
                uint l_150_ = (_e408 & 2147483647u);
                double l_151_ = double(l_150_);
                uint _e412 = l_mut_69_;
                uint l_152_ = (_e412 >> 31u);
                double l_153_ = double(l_152_);
                double l_154_ = (2.0L * l_153_);
                double l_155_ = (1.0L - l_154_);
                double l_156_ = (l_151_ * l_155_);
                double l_157_ = (l_149_ - l_156_);
                uint _e422 = l_mut_69_;
                uint l_158_ = (_e422 & 2139095040u);
                bool l_159_ = (l_158_ == 0u);
                uint _e427 = l_mut_69_;
                bool l_160_ = (_e427 < 4294967293u);
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
                bool _e453 = l_mut_167_;
                if (_e453) {
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
                            uint _e4166 = l_mut_170_;
                            l_mut_170_ = (_e4166 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e460 = l_mut_170_;
                        if ((_e460 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e464 = l_mut_170_;
                            uint l_171_ = (2u * _e464);
                            uint l_2225_ = asuint(info.Load(4+0));
                            uint l_2226_ = (l_2225_ * 1u);
                            bool l_2227_ = (l_171_ < l_2226_);
                            uint l_2228_ = (l_2226_ - 1u);
                            uint l_2229_ = min(l_171_, l_2228_);
                            uint l_2230_ = asuint(buffer_1_global.Load(l_2229_*4));
                            uint l_172_ = (l_2227_ ? l_2230_ : 0u);
                            uint _e482 = l_mut_170_;
                            uint l_173_ = (2u * _e482);
                            uint l_174_ = (l_173_ + 1u);
                            uint l_2232_ = asuint(info.Load(4+0));
                            uint l_2233_ = (l_2232_ * 1u);
                            bool l_2234_ = (l_174_ < l_2233_);
                            uint l_2235_ = (l_2233_ - 1u);
                            uint l_2236_ = min(l_174_, l_2235_);
                            uint l_2237_ = asuint(buffer_1_global.Load(l_2236_*4));
                            uint l_175_ = (l_2234_ ? l_2237_ : 0u);
                            bool l_176_ = (l_175_ != 0u);
                            uint _e503 = l_mut_170_;
                            uint l_177_ = (_e503 * 4u);
                            uint l_2239_ = asuint(info.Load(8+0));
                            uint l_2240_ = (l_2239_ * 1u);
                            bool l_2241_ = (l_177_ < l_2240_);
                            uint l_2242_ = (l_2240_ - 1u);
                            uint l_2243_ = min(l_177_, l_2242_);
                            double l_2244_ = buffer_2_global.Load<double>(l_2243_*8);
                            double l_178_ = (l_2241_ ? l_2244_ : 0.0L);
                            uint _e521 = l_mut_170_;
                            uint l_179_ = (_e521 * 4u);
                            uint l_180_ = (l_179_ + 1u);
                            uint l_2246_ = asuint(info.Load(8+0));
                            uint l_2247_ = (l_2246_ * 1u);
                            bool l_2248_ = (l_180_ < l_2247_);
                            uint l_2249_ = (l_2247_ - 1u);
                            uint l_2250_ = min(l_180_, l_2249_);
                            double l_2251_ = buffer_2_global.Load<double>(l_2250_*8);
                            double l_181_ = (l_2248_ ? l_2251_ : 0.0L);
                            uint _e541 = l_mut_170_;
                            uint l_182_ = (_e541 * 4u);
                            uint l_183_ = (l_182_ + 2u);
                            uint l_2253_ = asuint(info.Load(8+0));
                            uint l_2254_ = (l_2253_ * 1u);
                            bool l_2255_ = (l_183_ < l_2254_);
                            uint l_2256_ = (l_2254_ - 1u);
                            uint l_2257_ = min(l_183_, l_2256_);
                            double l_2258_ = buffer_2_global.Load<double>(l_2257_*8);
                            double l_184_ = (l_2255_ ? l_2258_ : 0.0L);
                            double l_185_ = double(l_24_);
                            double l_186_ = abs(l_185_);
                            double _e563 = l_mut_31_;
                            double l_187_ = abs(_e563);
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
                                        double _e581 = l_mut_31_;
                                        double l_196_ = abs(_e581);
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
                                        double _e604 = l_mut_45_;
                                        double l_205_ = (l_178_ * _e604);
                                        l_mut_206_ = 2u;
                                        double _e607 = l_mut_31_;
                                        double l_207_ = (_e607 - l_188_);
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
                                        double _e631 = l_mut_31_;
                                        double l_217_ = (_e631 + l_188_);
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
                                        double _e655 = l_mut_45_;
                                        double _e656 = l_mut_219_;
                                        bool l_228_ = (_e655 == _e656);
                                        if (l_228_) {
                                            double l_229_ = (l_205_ * 1.4551915228366852e-11L);
                                            double l_230_ = (l_188_ + l_229_);
                                            double _e661 = l_mut_31_;
                                            double l_231_ = (_e661 - l_205_);
                                            double _e663 = l_mut_31_;
                                            double l_232_ = (_e663 + l_205_);
                                            float _e665 = l_mut_25_;
                                            uint l_233_ = asuint(_e665);
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
                                            double _e676 = l_mut_219_;
                                            uint64_t l_240_ = _e676;
                                            uint l_241_ = (l_233_ >> 31u);
                                            uint64_t l_242_ = uint64_t(l_241_);
                                            uint64_t l_243_ = (l_242_ << uint(63uL));
                                            uint64_t l_244_ = (l_240_ | l_243_);
                                            double l_245_ = l_244_;
                                            float _e687 = l_mut_25_;
                                            uint l_246_ = asuint(_e687);
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
                                            uint _e704 = l_mut_248_;
                                            float l_255_ = asfloat(_e704);
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
                                            double _e716 = l_mut_219_;
                                            uint64_t l_263_ = _e716;
                                            uint l_264_ = (l_256_ >> 31u);
                                            uint64_t l_265_ = uint64_t(l_264_);
                                            uint64_t l_266_ = (l_265_ << uint(63uL));
                                            uint64_t l_267_ = (l_263_ | l_266_);
                                            double l_268_ = l_267_;
                                            float _e727 = l_mut_25_;
                                            uint l_269_ = asuint(_e727);
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
                                            uint _e748 = l_mut_248_;
                                            float l_280_ = asfloat(_e748);
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
                                            double _e764 = l_mut_219_;
                                            uint64_t l_291_ = _e764;
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
                                            bool _e792 = l_mut_302_;
                                            if (!(_e792)) {
                                                bool _e796 = l_mut_308_;
                                                local_15 = _e796;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_317_ = local_15;
                                            if (l_317_) {
                                                l_mut_248_ = 1u;
                                            } else {
                                                bool _e800 = l_mut_299_;
                                                if (_e800) {
                                                    bool _e803 = l_mut_305_;
                                                    local_16 = _e803;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_318_ = local_16;
                                                if (l_318_) {
                                                    l_mut_248_ = 0u;
                                                }
                                            }
                                            float _e807 = l_mut_25_;
                                            uint l_319_ = asuint(_e807);
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
                                                    uint _e834 = l_mut_248_;
                                                    bool l_332_ = (_e834 == 1u);
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
                                            uint _e842 = l_mut_248_;
                                            l_mut_206_ = _e842;
                                        }
                                        uint _e843 = l_mut_206_;
                                        l_mut_190_ = _e843;
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
                                                double _e855 = l_mut_31_;
                                                double l_338_ = abs(_e855);
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
                                                double _e878 = l_mut_219_;
                                                double l_347_ = (l_178_ * _e878);
                                                l_mut_248_ = 2u;
                                                double _e881 = l_mut_31_;
                                                double l_348_ = (_e881 - l_188_);
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
                                                double _e905 = l_mut_31_;
                                                double l_358_ = (_e905 + l_188_);
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
                                                double _e929 = l_mut_219_;
                                                double _e930 = l_mut_45_;
                                                bool l_368_ = (_e929 == _e930);
                                                if (l_368_) {
                                                    double l_369_ = (l_347_ * 1.4551915228366852e-11L);
                                                    double l_370_ = (l_188_ + l_369_);
                                                    double _e935 = l_mut_31_;
                                                    double l_371_ = (_e935 - l_347_);
                                                    double _e937 = l_mut_31_;
                                                    double l_372_ = (_e937 + l_347_);
                                                    float _e939 = l_mut_25_;
                                                    uint l_373_ = asuint(_e939);
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
                                                    double _e950 = l_mut_219_;
                                                    uint64_t l_380_ = _e950;
                                                    uint l_381_ = (l_373_ >> 31u);
                                                    uint64_t l_382_ = uint64_t(l_381_);
                                                    uint64_t l_383_ = (l_382_ << uint(63uL));
                                                    uint64_t l_384_ = (l_380_ | l_383_);
                                                    double l_385_ = l_384_;
                                                    float _e961 = l_mut_25_;
                                                    uint l_386_ = asuint(_e961);
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
                                                    uint _e978 = l_mut_206_;
                                                    float l_394_ = asfloat(_e978);
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
                                                    double _e990 = l_mut_219_;
                                                    uint64_t l_402_ = _e990;
                                                    uint l_403_ = (l_395_ >> 31u);
                                                    uint64_t l_404_ = uint64_t(l_403_);
                                                    uint64_t l_405_ = (l_404_ << uint(63uL));
                                                    uint64_t l_406_ = (l_402_ | l_405_);
                                                    double l_407_ = l_406_;
                                                    float _e1001 = l_mut_25_;
                                                    uint l_408_ = asuint(_e1001);
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
                                                    uint _e1022 = l_mut_206_;
                                                    float l_419_ = asfloat(_e1022);
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
                                                    double _e1038 = l_mut_219_;
                                                    uint64_t l_430_ = _e1038;
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
                                                    bool _e1066 = l_mut_305_;
                                                    if (!(_e1066)) {
                                                        bool _e1070 = l_mut_299_;
                                                        local_24 = _e1070;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_452_ = local_24;
                                                    if (l_452_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        bool _e1074 = l_mut_308_;
                                                        if (_e1074) {
                                                            bool _e1077 = l_mut_302_;
                                                            local_25 = _e1077;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_453_ = local_25;
                                                        if (l_453_) {
                                                            l_mut_206_ = 0u;
                                                        }
                                                    }
                                                    float _e1081 = l_mut_25_;
                                                    uint l_454_ = asuint(_e1081);
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
                                                            uint _e1108 = l_mut_206_;
                                                            bool l_467_ = (_e1108 == 1u);
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
                                                    uint _e1116 = l_mut_206_;
                                                    l_mut_248_ = _e1116;
                                                }
                                                uint _e1117 = l_mut_248_;
                                                l_mut_190_ = _e1117;
                                            }
                                        } else {
                                            bool l_469_ = (l_172_ == 4u);
                                            if (l_469_) {
                                                double l_470_ = (l_181_ * l_186_);
                                                double l_471_ = (l_178_ + l_470_);
                                                double _e1122 = l_mut_31_;
                                                double l_472_ = abs(_e1122);
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
                                                double _e1145 = l_mut_219_;
                                                double l_481_ = (l_471_ * _e1145);
                                                l_mut_248_ = 2u;
                                                double _e1148 = l_mut_31_;
                                                double l_482_ = (_e1148 - l_188_);
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
                                                double _e1172 = l_mut_31_;
                                                double l_492_ = (_e1172 + l_188_);
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
                                                double _e1196 = l_mut_219_;
                                                double _e1197 = l_mut_45_;
                                                bool l_502_ = (_e1196 == _e1197);
                                                if (l_502_) {
                                                    double l_503_ = (l_481_ * 1.4551915228366852e-11L);
                                                    double l_504_ = (l_188_ + l_503_);
                                                    double _e1202 = l_mut_31_;
                                                    double l_505_ = (_e1202 - l_481_);
                                                    double _e1204 = l_mut_31_;
                                                    double l_506_ = (_e1204 + l_481_);
                                                    float _e1206 = l_mut_25_;
                                                    uint l_507_ = asuint(_e1206);
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
                                                    double _e1217 = l_mut_219_;
                                                    uint64_t l_514_ = _e1217;
                                                    uint l_515_ = (l_507_ >> 31u);
                                                    uint64_t l_516_ = uint64_t(l_515_);
                                                    uint64_t l_517_ = (l_516_ << uint(63uL));
                                                    uint64_t l_518_ = (l_514_ | l_517_);
                                                    double l_519_ = l_518_;
                                                    float _e1228 = l_mut_25_;
                                                    uint l_520_ = asuint(_e1228);
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
                                                    uint _e1245 = l_mut_206_;
                                                    float l_528_ = asfloat(_e1245);
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
                                                    double _e1257 = l_mut_219_;
                                                    uint64_t l_536_ = _e1257;
                                                    uint l_537_ = (l_529_ >> 31u);
                                                    uint64_t l_538_ = uint64_t(l_537_);
                                                    uint64_t l_539_ = (l_538_ << uint(63uL));
                                                    uint64_t l_540_ = (l_536_ | l_539_);
                                                    double l_541_ = l_540_;
                                                    float _e1268 = l_mut_25_;
                                                    uint l_542_ = asuint(_e1268);
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
                                                    uint _e1289 = l_mut_206_;
                                                    float l_553_ = asfloat(_e1289);
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
                                                    double _e1305 = l_mut_219_;
                                                    uint64_t l_564_ = _e1305;
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
                                                    bool _e1333 = l_mut_305_;
                                                    if (!(_e1333)) {
                                                        bool _e1337 = l_mut_299_;
                                                        local_32 = _e1337;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_586_ = local_32;
                                                    if (l_586_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        bool _e1341 = l_mut_308_;
                                                        if (_e1341) {
                                                            bool _e1344 = l_mut_302_;
                                                            local_33 = _e1344;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_587_ = local_33;
                                                        if (l_587_) {
                                                            l_mut_206_ = 0u;
                                                        }
                                                    }
                                                    float _e1348 = l_mut_25_;
                                                    uint l_588_ = asuint(_e1348);
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
                                                            uint _e1375 = l_mut_206_;
                                                            bool l_601_ = (_e1375 == 1u);
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
                                                    uint _e1383 = l_mut_206_;
                                                    l_mut_248_ = _e1383;
                                                }
                                                uint _e1384 = l_mut_248_;
                                                l_mut_190_ = _e1384;
                                            } else {
                                                bool l_603_ = (l_172_ == 5u);
                                                if (l_603_) {
                                                    double l_604_ = (2.0L * l_185_);
                                                    double l_605_ = abs(l_604_);
                                                    double l_606_ = floor(l_605_);
                                                    double l_607_ = (3.0L + l_606_);
                                                    double _e1393 = l_mut_31_;
                                                    double l_608_ = abs(_e1393);
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
                                                    double _e1416 = l_mut_219_;
                                                    double l_617_ = (l_607_ * _e1416);
                                                    l_mut_248_ = 2u;
                                                    double _e1419 = l_mut_31_;
                                                    double l_618_ = (_e1419 - l_188_);
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
                                                    double _e1443 = l_mut_31_;
                                                    double l_628_ = (_e1443 + l_188_);
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
                                                    double _e1467 = l_mut_219_;
                                                    double _e1468 = l_mut_45_;
                                                    bool l_638_ = (_e1467 == _e1468);
                                                    if (l_638_) {
                                                        double l_639_ = (l_617_ * 1.4551915228366852e-11L);
                                                        double l_640_ = (l_188_ + l_639_);
                                                        double _e1473 = l_mut_31_;
                                                        double l_641_ = (_e1473 - l_617_);
                                                        double _e1475 = l_mut_31_;
                                                        double l_642_ = (_e1475 + l_617_);
                                                        float _e1477 = l_mut_25_;
                                                        uint l_643_ = asuint(_e1477);
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
                                                        double _e1488 = l_mut_219_;
                                                        uint64_t l_650_ = _e1488;
                                                        uint l_651_ = (l_643_ >> 31u);
                                                        uint64_t l_652_ = uint64_t(l_651_);
                                                        uint64_t l_653_ = (l_652_ << uint(63uL));
                                                        uint64_t l_654_ = (l_650_ | l_653_);
                                                        double l_655_ = l_654_;
                                                        float _e1499 = l_mut_25_;
                                                        uint l_656_ = asuint(_e1499);
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
                                                        uint _e1516 = l_mut_206_;
                                                        float l_664_ = asfloat(_e1516);
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
                                                        double _e1528 = l_mut_219_;
                                                        uint64_t l_672_ = _e1528;
                                                        uint l_673_ = (l_665_ >> 31u);
                                                        uint64_t l_674_ = uint64_t(l_673_);
                                                        uint64_t l_675_ = (l_674_ << uint(63uL));
                                                        uint64_t l_676_ = (l_672_ | l_675_);
                                                        double l_677_ = l_676_;
                                                        float _e1539 = l_mut_25_;
                                                        uint l_678_ = asuint(_e1539);
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
                                                        uint _e1560 = l_mut_206_;
                                                        float l_689_ = asfloat(_e1560);
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
                                                        double _e1576 = l_mut_219_;
                                                        uint64_t l_700_ = _e1576;
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
                                                        bool _e1604 = l_mut_305_;
                                                        if (!(_e1604)) {
                                                            bool _e1608 = l_mut_299_;
                                                            local_40 = _e1608;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_722_ = local_40;
                                                        if (l_722_) {
                                                            l_mut_206_ = 1u;
                                                        } else {
                                                            bool _e1612 = l_mut_308_;
                                                            if (_e1612) {
                                                                bool _e1615 = l_mut_302_;
                                                                local_41 = _e1615;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_723_ = local_41;
                                                            if (l_723_) {
                                                                l_mut_206_ = 0u;
                                                            }
                                                        }
                                                        float _e1619 = l_mut_25_;
                                                        uint l_724_ = asuint(_e1619);
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
                                                                uint _e1646 = l_mut_206_;
                                                                bool l_737_ = (_e1646 == 1u);
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
                                                        uint _e1654 = l_mut_206_;
                                                        l_mut_248_ = _e1654;
                                                    }
                                                    uint _e1655 = l_mut_248_;
                                                    l_mut_190_ = _e1655;
                                                } else {
                                                    bool l_739_ = (l_172_ == 6u);
                                                    if (l_739_) {
                                                        l_mut_190_ = 0u;
                                                        bool l_740_ = (l_186_ <= l_181_);
                                                        if (l_740_) {
                                                            double l_741_ = (l_178_ * 1.4551915228366852e-11L);
                                                            double l_742_ = (l_188_ + l_741_);
                                                            double _e1663 = l_mut_31_;
                                                            double l_743_ = (_e1663 - l_178_);
                                                            double _e1665 = l_mut_31_;
                                                            double l_744_ = (_e1665 + l_178_);
                                                            float _e1667 = l_mut_25_;
                                                            uint l_745_ = asuint(_e1667);
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
                                                            double _e1678 = l_mut_219_;
                                                            uint64_t l_752_ = _e1678;
                                                            uint l_753_ = (l_745_ >> 31u);
                                                            uint64_t l_754_ = uint64_t(l_753_);
                                                            uint64_t l_755_ = (l_754_ << uint(63uL));
                                                            uint64_t l_756_ = (l_752_ | l_755_);
                                                            double l_757_ = l_756_;
                                                            float _e1689 = l_mut_25_;
                                                            uint l_758_ = asuint(_e1689);
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
                                                            uint _e1706 = l_mut_248_;
                                                            float l_766_ = asfloat(_e1706);
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
                                                            double _e1718 = l_mut_219_;
                                                            uint64_t l_774_ = _e1718;
                                                            uint l_775_ = (l_767_ >> 31u);
                                                            uint64_t l_776_ = uint64_t(l_775_);
                                                            uint64_t l_777_ = (l_776_ << uint(63uL));
                                                            uint64_t l_778_ = (l_774_ | l_777_);
                                                            double l_779_ = l_778_;
                                                            float _e1729 = l_mut_25_;
                                                            uint l_780_ = asuint(_e1729);
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
                                                            uint _e1750 = l_mut_248_;
                                                            float l_791_ = asfloat(_e1750);
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
                                                            double _e1766 = l_mut_219_;
                                                            uint64_t l_802_ = _e1766;
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
                                                            bool _e1794 = l_mut_305_;
                                                            if (!(_e1794)) {
                                                                bool _e1798 = l_mut_299_;
                                                                local_45 = _e1798;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_824_ = local_45;
                                                            if (l_824_) {
                                                                l_mut_248_ = 1u;
                                                            } else {
                                                                bool _e1802 = l_mut_308_;
                                                                if (_e1802) {
                                                                    bool _e1805 = l_mut_302_;
                                                                    local_46 = _e1805;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_825_ = local_46;
                                                                if (l_825_) {
                                                                    l_mut_248_ = 0u;
                                                                }
                                                            }
                                                            float _e1809 = l_mut_25_;
                                                            uint l_826_ = asuint(_e1809);
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
                                                                    uint _e1836 = l_mut_248_;
                                                                    bool l_839_ = (_e1836 == 1u);
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
                                                            uint _e1844 = l_mut_248_;
                                                            l_mut_190_ = _e1844;
                                                        }
                                                    } else {
                                                        bool l_841_ = (l_172_ == 7u);
                                                        if (l_841_) {
                                                            double _e1847 = l_mut_31_;
                                                            double l_842_ = abs(_e1847);
                                                            double l_843_ = (l_178_ * l_842_);
                                                            l_mut_219_ = l_843_;
                                                            double _e1850 = l_mut_31_;
                                                            double l_844_ = abs(_e1850);
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
                                                            double _e1874 = l_mut_45_;
                                                            double l_853_ = (0.5L * _e1874);
                                                            double _e1876 = l_mut_219_;
                                                            bool l_854_ = (l_853_ > _e1876);
                                                            if (l_854_) {
                                                                l_mut_219_ = l_853_;
                                                            }
                                                            double _e1878 = l_mut_31_;
                                                            double l_855_ = (_e1878 - l_188_);
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
                                                            double _e1902 = l_mut_31_;
                                                            double l_865_ = (_e1902 + l_188_);
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
                                                            double _e1926 = l_mut_45_;
                                                            double _e1927 = l_mut_867_;
                                                            bool l_876_ = (_e1926 == _e1927);
                                                            if (l_876_) {
                                                                double l_877_ = (l_178_ * l_188_);
                                                                double l_878_ = (l_188_ + l_877_);
                                                                double _e1931 = l_mut_219_;
                                                                double l_879_ = (_e1931 * 1.4551915228366852e-11L);
                                                                double l_880_ = (l_878_ + l_879_);
                                                                double _e1935 = l_mut_31_;
                                                                double _e1936 = l_mut_219_;
                                                                double l_881_ = (_e1935 - _e1936);
                                                                double _e1938 = l_mut_31_;
                                                                double _e1939 = l_mut_219_;
                                                                double l_882_ = (_e1938 + _e1939);
                                                                float _e1941 = l_mut_25_;
                                                                uint l_883_ = asuint(_e1941);
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
                                                                double _e1952 = l_mut_867_;
                                                                uint64_t l_890_ = _e1952;
                                                                uint l_891_ = (l_883_ >> 31u);
                                                                uint64_t l_892_ = uint64_t(l_891_);
                                                                uint64_t l_893_ = (l_892_ << uint(63uL));
                                                                uint64_t l_894_ = (l_890_ | l_893_);
                                                                double l_895_ = l_894_;
                                                                float _e1963 = l_mut_25_;
                                                                uint l_896_ = asuint(_e1963);
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
                                                                uint _e1980 = l_mut_248_;
                                                                float l_904_ = asfloat(_e1980);
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
                                                                double _e1992 = l_mut_867_;
                                                                uint64_t l_912_ = _e1992;
                                                                uint l_913_ = (l_905_ >> 31u);
                                                                uint64_t l_914_ = uint64_t(l_913_);
                                                                uint64_t l_915_ = (l_914_ << uint(63uL));
                                                                uint64_t l_916_ = (l_912_ | l_915_);
                                                                double l_917_ = l_916_;
                                                                float _e2003 = l_mut_25_;
                                                                uint l_918_ = asuint(_e2003);
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
                                                                uint _e2024 = l_mut_248_;
                                                                float l_929_ = asfloat(_e2024);
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
                                                                double _e2040 = l_mut_867_;
                                                                uint64_t l_940_ = _e2040;
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
                                                                bool _e2068 = l_mut_305_;
                                                                if (!(_e2068)) {
                                                                    bool _e2072 = l_mut_299_;
                                                                    local_53 = _e2072;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_962_ = local_53;
                                                                if (l_962_) {
                                                                    l_mut_248_ = 1u;
                                                                } else {
                                                                    bool _e2076 = l_mut_308_;
                                                                    if (_e2076) {
                                                                        bool _e2079 = l_mut_302_;
                                                                        local_54 = _e2079;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_963_ = local_54;
                                                                    if (l_963_) {
                                                                        l_mut_248_ = 0u;
                                                                    }
                                                                }
                                                                float _e2083 = l_mut_25_;
                                                                uint l_964_ = asuint(_e2083);
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
                                                                        uint _e2110 = l_mut_248_;
                                                                        bool l_977_ = (_e2110 == 1u);
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
                                                                uint _e2118 = l_mut_248_;
                                                                l_mut_190_ = _e2118;
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
                                                                    double _e2132 = l_mut_31_;
                                                                    double l_985_ = (_e2132 - l_178_);
                                                                    double _e2134 = l_mut_31_;
                                                                    double l_986_ = (_e2134 + l_178_);
                                                                    float _e2136 = l_mut_25_;
                                                                    uint l_987_ = asuint(_e2136);
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
                                                                    double _e2147 = l_mut_867_;
                                                                    uint64_t l_994_ = _e2147;
                                                                    uint l_995_ = (l_987_ >> 31u);
                                                                    uint64_t l_996_ = uint64_t(l_995_);
                                                                    uint64_t l_997_ = (l_996_ << uint(63uL));
                                                                    uint64_t l_998_ = (l_994_ | l_997_);
                                                                    double l_999_ = l_998_;
                                                                    float _e2158 = l_mut_25_;
                                                                    uint l_1000_ = asuint(_e2158);
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
                                                                    uint _e2175 = l_mut_248_;
                                                                    float l_1008_ = asfloat(_e2175);
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
                                                                    double _e2187 = l_mut_867_;
                                                                    uint64_t l_1016_ = _e2187;
                                                                    uint l_1017_ = (l_1009_ >> 31u);
                                                                    uint64_t l_1018_ = uint64_t(l_1017_);
                                                                    uint64_t l_1019_ = (l_1018_ << uint(63uL));
                                                                    uint64_t l_1020_ = (l_1016_ | l_1019_);
                                                                    double l_1021_ = l_1020_;
                                                                    float _e2198 = l_mut_25_;
                                                                    uint l_1022_ = asuint(_e2198);
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
                                                                    uint _e2219 = l_mut_248_;
                                                                    float l_1033_ = asfloat(_e2219);
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
                                                                    double _e2235 = l_mut_867_;
                                                                    uint64_t l_1044_ = _e2235;
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
                                                                    bool _e2263 = l_mut_305_;
                                                                    if (!(_e2263)) {
                                                                        bool _e2267 = l_mut_299_;
                                                                        local_59 = _e2267;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1066_ = local_59;
                                                                    if (l_1066_) {
                                                                        l_mut_248_ = 1u;
                                                                    } else {
                                                                        bool _e2271 = l_mut_308_;
                                                                        if (_e2271) {
                                                                            bool _e2274 = l_mut_302_;
                                                                            local_60 = _e2274;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1067_ = local_60;
                                                                        if (l_1067_) {
                                                                            l_mut_248_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2278 = l_mut_25_;
                                                                    uint l_1068_ = asuint(_e2278);
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
                                                                            uint _e2305 = l_mut_248_;
                                                                            bool l_1081_ = (_e2305 == 1u);
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
                                                                    uint _e2313 = l_mut_248_;
                                                                    l_mut_190_ = _e2313;
                                                                } else {
                                                                    double _e2314 = l_mut_31_;
                                                                    double l_1083_ = abs(_e2314);
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
                                                                    double _e2337 = l_mut_867_;
                                                                    double l_1092_ = (l_181_ * _e2337);
                                                                    l_mut_248_ = 2u;
                                                                    double _e2340 = l_mut_31_;
                                                                    double l_1093_ = (_e2340 - l_188_);
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
                                                                    double _e2364 = l_mut_31_;
                                                                    double l_1103_ = (_e2364 + l_188_);
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
                                                                    double _e2388 = l_mut_867_;
                                                                    double _e2389 = l_mut_219_;
                                                                    bool l_1113_ = (_e2388 == _e2389);
                                                                    if (l_1113_) {
                                                                        double l_1114_ = (l_1092_ * 1.4551915228366852e-11L);
                                                                        double l_1115_ = (l_188_ + l_1114_);
                                                                        double _e2394 = l_mut_31_;
                                                                        double l_1116_ = (_e2394 - l_1092_);
                                                                        double _e2396 = l_mut_31_;
                                                                        double l_1117_ = (_e2396 + l_1092_);
                                                                        float _e2398 = l_mut_25_;
                                                                        uint l_1118_ = asuint(_e2398);
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
                                                                        double _e2409 = l_mut_867_;
                                                                        uint64_t l_1125_ = _e2409;
                                                                        uint l_1126_ = (l_1118_ >> 31u);
                                                                        uint64_t l_1127_ = uint64_t(l_1126_);
                                                                        uint64_t l_1128_ = (l_1127_ << uint(63uL));
                                                                        uint64_t l_1129_ = (l_1125_ | l_1128_);
                                                                        double l_1130_ = l_1129_;
                                                                        float _e2420 = l_mut_25_;
                                                                        uint l_1131_ = asuint(_e2420);
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
                                                                        uint _e2437 = l_mut_206_;
                                                                        float l_1139_ = asfloat(_e2437);
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
                                                                        double _e2449 = l_mut_867_;
                                                                        uint64_t l_1147_ = _e2449;
                                                                        uint l_1148_ = (l_1140_ >> 31u);
                                                                        uint64_t l_1149_ = uint64_t(l_1148_);
                                                                        uint64_t l_1150_ = (l_1149_ << uint(63uL));
                                                                        uint64_t l_1151_ = (l_1147_ | l_1150_);
                                                                        double l_1152_ = l_1151_;
                                                                        float _e2460 = l_mut_25_;
                                                                        uint l_1153_ = asuint(_e2460);
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
                                                                        uint _e2481 = l_mut_206_;
                                                                        float l_1164_ = asfloat(_e2481);
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
                                                                        double _e2497 = l_mut_867_;
                                                                        uint64_t l_1175_ = _e2497;
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
                                                                        bool _e2525 = l_mut_305_;
                                                                        if (!(_e2525)) {
                                                                            bool _e2529 = l_mut_299_;
                                                                            local_67 = _e2529;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1197_ = local_67;
                                                                        if (l_1197_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            bool _e2533 = l_mut_308_;
                                                                            if (_e2533) {
                                                                                bool _e2536 = l_mut_302_;
                                                                                local_68 = _e2536;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1198_ = local_68;
                                                                            if (l_1198_) {
                                                                                l_mut_206_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2540 = l_mut_25_;
                                                                        uint l_1199_ = asuint(_e2540);
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
                                                                                uint _e2567 = l_mut_206_;
                                                                                bool l_1212_ = (_e2567 == 1u);
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
                                                                        uint _e2575 = l_mut_206_;
                                                                        l_mut_248_ = _e2575;
                                                                    }
                                                                    uint _e2576 = l_mut_248_;
                                                                    l_mut_190_ = _e2576;
                                                                }
                                                            } else {
                                                                bool l_1214_ = (l_172_ == 9u);
                                                                if (l_1214_) {
                                                                    a_1215_[0] = 1u;
                                                                    double l_1216_ = sqrt(l_185_);
                                                                    double l_1217_ = (1.0L / l_1216_);
                                                                    double l_1218_ = (l_1217_ * 1.4551915228366852e-11L);
                                                                    double l_1219_ = abs(l_1217_);
                                                                    l_mut_867_ = 1.401298464324817e-45L;
                                                                    bool l_1220_ = (l_1219_ >= 1.1754943508222875e-38L);
                                                                    bool l_1221_ = (l_1219_ <= 1.7976931348623157e308L);
                                                                    if (l_1220_) {
                                                                        local_72 = l_1221_;
                                                                    } else {
                                                                        local_72 = false;
                                                                    }
                                                                    bool l_1222_ = local_72;
                                                                    if (l_1222_) {
                                                                        uint64_t l_1223_ = l_1219_;
                                                                        uint64_t l_1224_ = (l_1223_ >> uint(52uL));
                                                                        uint64_t l_1225_ = (l_1224_ - 23uL);
                                                                        uint64_t l_1226_ = (l_1225_ << uint(52uL));
                                                                        double l_1227_ = l_1226_;
                                                                        l_mut_867_ = l_1227_;
                                                                    }
                                                                    double l_1228_ = (l_1217_ - l_1218_);
                                                                    double l_1229_ = abs(l_1228_);
                                                                    l_mut_219_ = 1.401298464324817e-45L;
                                                                    bool l_1230_ = (l_1229_ >= 1.1754943508222875e-38L);
                                                                    bool l_1231_ = (l_1229_ <= 1.7976931348623157e308L);
                                                                    if (l_1230_) {
                                                                        local_73 = l_1231_;
                                                                    } else {
                                                                        local_73 = false;
                                                                    }
                                                                    bool l_1232_ = local_73;
                                                                    if (l_1232_) {
                                                                        uint64_t l_1233_ = l_1229_;
                                                                        uint64_t l_1234_ = (l_1233_ >> uint(52uL));
                                                                        uint64_t l_1235_ = (l_1234_ - 23uL);
                                                                        uint64_t l_1236_ = (l_1235_ << uint(52uL));
                                                                        double l_1237_ = l_1236_;
                                                                        l_mut_219_ = l_1237_;
                                                                    }
                                                                    double l_1238_ = (l_1217_ + l_1218_);
                                                                    double l_1239_ = abs(l_1238_);
                                                                    l_mut_45_ = 1.401298464324817e-45L;
                                                                    bool l_1240_ = (l_1239_ >= 1.1754943508222875e-38L);
                                                                    bool l_1241_ = (l_1239_ <= 1.7976931348623157e308L);
                                                                    if (l_1240_) {
                                                                        local_74 = l_1241_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_1242_ = local_74;
                                                                    if (l_1242_) {
                                                                        uint64_t l_1243_ = l_1239_;
                                                                        uint64_t l_1244_ = (l_1243_ >> uint(52uL));
                                                                        uint64_t l_1245_ = (l_1244_ - 23uL);
                                                                        uint64_t l_1246_ = (l_1245_ << uint(52uL));
                                                                        double l_1247_ = l_1246_;
                                                                        l_mut_45_ = l_1247_;
                                                                    }
                                                                    double _e2654 = l_mut_219_;
                                                                    double _e2655 = l_mut_45_;
                                                                    bool l_1248_ = (_e2654 == _e2655);
                                                                    bool l_1249_ = !(l_1248_);
                                                                    if (l_1249_) {
                                                                        a_1215_[0] = 0u;
                                                                    }
                                                                    double _e2660 = l_mut_867_;
                                                                    double l_1250_ = (l_178_ * _e2660);
                                                                    double l_1251_ = (l_1217_ - l_1250_);
                                                                    l_mut_219_ = l_1251_;
                                                                    if (l_176_) {
                                                                        double l_1252_ = (l_1251_ - l_1218_);
                                                                        double l_1253_ = (l_1252_ * 7.1362384635298e44L);
                                                                        double l_1254_ = floor(l_1253_);
                                                                        double l_1255_ = (l_1254_ * 1.401298464324817e-45L);
                                                                        l_mut_45_ = l_1255_;
                                                                        double l_1256_ = abs(l_1252_);
                                                                        bool l_1257_ = (l_1256_ >= 1.1754943508222875e-38L);
                                                                        if (l_1257_) {
                                                                            float l_1258_ = float(l_1252_);
                                                                            double l_1259_ = double(l_1258_);
                                                                            l_mut_45_ = l_1259_;
                                                                            double _e2674 = l_mut_45_;
                                                                            bool l_1260_ = (_e2674 > l_1252_);
                                                                            if (l_1260_) {
                                                                                uint l_1261_ = asuint(l_1258_);
                                                                                uint l_1262_ = (l_1261_ ^ 2147483648u);
                                                                                float l_1263_ = asfloat(l_1262_);
                                                                                uint l_1264_ = asuint(l_1263_);
                                                                                uint l_1265_ = (l_1264_ + 1u);
                                                                                l_mut_248_ = l_1265_;
                                                                                uint l_1266_ = (l_1264_ & 2147483647u);
                                                                                bool l_1267_ = (l_1266_ == 0u);
                                                                                if (l_1267_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1268_ = (l_1264_ & 2147483648u);
                                                                                    bool l_1269_ = (l_1268_ != 0u);
                                                                                    if (l_1269_) {
                                                                                        uint l_1270_ = (l_1264_ - 1u);
                                                                                        l_mut_248_ = l_1270_;
                                                                                    } else {
                                                                                        bool l_1271_ = (l_1264_ == 2139095040u);
                                                                                        if (l_1271_) {
                                                                                            l_mut_248_ = l_1264_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2696 = l_mut_248_;
                                                                                float l_1272_ = asfloat(_e2696);
                                                                                uint l_1273_ = asuint(l_1272_);
                                                                                uint l_1274_ = (l_1273_ ^ 2147483648u);
                                                                                float l_1275_ = asfloat(l_1274_);
                                                                                uint l_1276_ = asuint(l_1275_);
                                                                                uint l_1277_ = (l_1276_ & 2147483647u);
                                                                                float l_1278_ = asfloat(l_1277_);
                                                                                double l_1279_ = double(l_1278_);
                                                                                l_mut_1280_ = l_1279_;
                                                                                bool l_1281_ = (l_1277_ < 8388608u);
                                                                                if (l_1281_) {
                                                                                    double l_1282_ = double(l_1277_);
                                                                                    double l_1283_ = (l_1282_ * 1.401298464324817e-45L);
                                                                                    l_mut_1280_ = l_1283_;
                                                                                }
                                                                                double _e2712 = l_mut_1280_;
                                                                                uint64_t l_1284_ = _e2712;
                                                                                uint l_1285_ = (l_1276_ >> 31u);
                                                                                uint64_t l_1286_ = uint64_t(l_1285_);
                                                                                uint64_t l_1287_ = (l_1286_ << uint(63uL));
                                                                                uint64_t l_1288_ = (l_1284_ | l_1287_);
                                                                                double l_1289_ = l_1288_;
                                                                                l_mut_45_ = l_1289_;
                                                                            } else {
                                                                                uint l_1290_ = asuint(l_1258_);
                                                                                uint l_1291_ = (l_1290_ + 1u);
                                                                                l_mut_248_ = l_1291_;
                                                                                uint l_1292_ = (l_1290_ & 2147483647u);
                                                                                bool l_1293_ = (l_1292_ == 0u);
                                                                                if (l_1293_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1294_ = (l_1290_ & 2147483648u);
                                                                                    bool l_1295_ = (l_1294_ != 0u);
                                                                                    if (l_1295_) {
                                                                                        uint l_1296_ = (l_1290_ - 1u);
                                                                                        l_mut_248_ = l_1296_;
                                                                                    } else {
                                                                                        bool l_1297_ = (l_1290_ == 2139095040u);
                                                                                        if (l_1297_) {
                                                                                            l_mut_248_ = l_1290_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2739 = l_mut_248_;
                                                                                float l_1298_ = asfloat(_e2739);
                                                                                uint l_1299_ = asuint(l_1298_);
                                                                                uint l_1300_ = (l_1299_ & 2147483647u);
                                                                                float l_1301_ = asfloat(l_1300_);
                                                                                double l_1302_ = double(l_1301_);
                                                                                l_mut_1280_ = l_1302_;
                                                                                bool l_1303_ = (l_1300_ < 8388608u);
                                                                                if (l_1303_) {
                                                                                    double l_1304_ = double(l_1300_);
                                                                                    double l_1305_ = (l_1304_ * 1.401298464324817e-45L);
                                                                                    l_mut_1280_ = l_1305_;
                                                                                }
                                                                                double _e2751 = l_mut_1280_;
                                                                                uint64_t l_1306_ = _e2751;
                                                                                uint l_1307_ = (l_1299_ >> 31u);
                                                                                uint64_t l_1308_ = uint64_t(l_1307_);
                                                                                uint64_t l_1309_ = (l_1308_ << uint(63uL));
                                                                                uint64_t l_1310_ = (l_1306_ | l_1309_);
                                                                                double l_1311_ = l_1310_;
                                                                                bool l_1312_ = (l_1311_ <= l_1252_);
                                                                                if (l_1312_) {
                                                                                    uint l_1313_ = asuint(l_1258_);
                                                                                    uint l_1314_ = (l_1313_ + 1u);
                                                                                    l_mut_248_ = l_1314_;
                                                                                    uint l_1315_ = (l_1313_ & 2147483647u);
                                                                                    bool l_1316_ = (l_1315_ == 0u);
                                                                                    if (l_1316_) {
                                                                                        l_mut_248_ = 1u;
                                                                                    } else {
                                                                                        uint l_1317_ = (l_1313_ & 2147483648u);
                                                                                        bool l_1318_ = (l_1317_ != 0u);
                                                                                        if (l_1318_) {
                                                                                            uint l_1319_ = (l_1313_ - 1u);
                                                                                            l_mut_248_ = l_1319_;
                                                                                        } else {
                                                                                            bool l_1320_ = (l_1313_ == 2139095040u);
                                                                                            if (l_1320_) {
                                                                                                l_mut_248_ = l_1313_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e2779 = l_mut_248_;
                                                                                    float l_1321_ = asfloat(_e2779);
                                                                                    uint l_1322_ = asuint(l_1321_);
                                                                                    uint l_1323_ = (l_1322_ & 2147483647u);
                                                                                    float l_1324_ = asfloat(l_1323_);
                                                                                    double l_1325_ = double(l_1324_);
                                                                                    l_mut_1280_ = l_1325_;
                                                                                    bool l_1326_ = (l_1323_ < 8388608u);
                                                                                    if (l_1326_) {
                                                                                        double l_1327_ = double(l_1323_);
                                                                                        double l_1328_ = (l_1327_ * 1.401298464324817e-45L);
                                                                                        l_mut_1280_ = l_1328_;
                                                                                    }
                                                                                    double _e2791 = l_mut_1280_;
                                                                                    uint64_t l_1329_ = _e2791;
                                                                                    uint l_1330_ = (l_1322_ >> 31u);
                                                                                    uint64_t l_1331_ = uint64_t(l_1330_);
                                                                                    uint64_t l_1332_ = (l_1331_ << uint(63uL));
                                                                                    uint64_t l_1333_ = (l_1329_ | l_1332_);
                                                                                    double l_1334_ = l_1333_;
                                                                                    l_mut_45_ = l_1334_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1335_ = (l_1251_ + l_1218_);
                                                                        double l_1336_ = (l_1335_ * 7.1362384635298e44L);
                                                                        double l_1337_ = floor(l_1336_);
                                                                        double l_1338_ = (l_1337_ * 1.401298464324817e-45L);
                                                                        l_mut_1280_ = l_1338_;
                                                                        double l_1339_ = abs(l_1335_);
                                                                        bool l_1340_ = (l_1339_ >= 1.1754943508222875e-38L);
                                                                        if (l_1340_) {
                                                                            float l_1341_ = float(l_1335_);
                                                                            double l_1342_ = double(l_1341_);
                                                                            l_mut_1280_ = l_1342_;
                                                                            double _e2813 = l_mut_1280_;
                                                                            bool l_1343_ = (_e2813 > l_1335_);
                                                                            if (l_1343_) {
                                                                                uint l_1344_ = asuint(l_1341_);
                                                                                uint l_1345_ = (l_1344_ ^ 2147483648u);
                                                                                float l_1346_ = asfloat(l_1345_);
                                                                                uint l_1347_ = asuint(l_1346_);
                                                                                uint l_1348_ = (l_1347_ + 1u);
                                                                                l_mut_248_ = l_1348_;
                                                                                uint l_1349_ = (l_1347_ & 2147483647u);
                                                                                bool l_1350_ = (l_1349_ == 0u);
                                                                                if (l_1350_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1351_ = (l_1347_ & 2147483648u);
                                                                                    bool l_1352_ = (l_1351_ != 0u);
                                                                                    if (l_1352_) {
                                                                                        uint l_1353_ = (l_1347_ - 1u);
                                                                                        l_mut_248_ = l_1353_;
                                                                                    } else {
                                                                                        bool l_1354_ = (l_1347_ == 2139095040u);
                                                                                        if (l_1354_) {
                                                                                            l_mut_248_ = l_1347_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2835 = l_mut_248_;
                                                                                float l_1355_ = asfloat(_e2835);
                                                                                uint l_1356_ = asuint(l_1355_);
                                                                                uint l_1357_ = (l_1356_ ^ 2147483648u);
                                                                                float l_1358_ = asfloat(l_1357_);
                                                                                uint l_1359_ = asuint(l_1358_);
                                                                                uint l_1360_ = (l_1359_ & 2147483647u);
                                                                                float l_1361_ = asfloat(l_1360_);
                                                                                double l_1362_ = double(l_1361_);
                                                                                l_mut_1363_ = l_1362_;
                                                                                bool l_1364_ = (l_1360_ < 8388608u);
                                                                                if (l_1364_) {
                                                                                    double l_1365_ = double(l_1360_);
                                                                                    double l_1366_ = (l_1365_ * 1.401298464324817e-45L);
                                                                                    l_mut_1363_ = l_1366_;
                                                                                }
                                                                                double _e2851 = l_mut_1363_;
                                                                                uint64_t l_1367_ = _e2851;
                                                                                uint l_1368_ = (l_1359_ >> 31u);
                                                                                uint64_t l_1369_ = uint64_t(l_1368_);
                                                                                uint64_t l_1370_ = (l_1369_ << uint(63uL));
                                                                                uint64_t l_1371_ = (l_1367_ | l_1370_);
                                                                                double l_1372_ = l_1371_;
                                                                                l_mut_1280_ = l_1372_;
                                                                            } else {
                                                                                uint l_1373_ = asuint(l_1341_);
                                                                                uint l_1374_ = (l_1373_ + 1u);
                                                                                l_mut_248_ = l_1374_;
                                                                                uint l_1375_ = (l_1373_ & 2147483647u);
                                                                                bool l_1376_ = (l_1375_ == 0u);
                                                                                if (l_1376_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1377_ = (l_1373_ & 2147483648u);
                                                                                    bool l_1378_ = (l_1377_ != 0u);
                                                                                    if (l_1378_) {
                                                                                        uint l_1379_ = (l_1373_ - 1u);
                                                                                        l_mut_248_ = l_1379_;
                                                                                    } else {
                                                                                        bool l_1380_ = (l_1373_ == 2139095040u);
                                                                                        if (l_1380_) {
                                                                                            l_mut_248_ = l_1373_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2878 = l_mut_248_;
                                                                                float l_1381_ = asfloat(_e2878);
                                                                                uint l_1382_ = asuint(l_1381_);
                                                                                uint l_1383_ = (l_1382_ & 2147483647u);
                                                                                float l_1384_ = asfloat(l_1383_);
                                                                                double l_1385_ = double(l_1384_);
                                                                                l_mut_1363_ = l_1385_;
                                                                                bool l_1386_ = (l_1383_ < 8388608u);
                                                                                if (l_1386_) {
                                                                                    double l_1387_ = double(l_1383_);
                                                                                    double l_1388_ = (l_1387_ * 1.401298464324817e-45L);
                                                                                    l_mut_1363_ = l_1388_;
                                                                                }
                                                                                double _e2890 = l_mut_1363_;
                                                                                uint64_t l_1389_ = _e2890;
                                                                                uint l_1390_ = (l_1382_ >> 31u);
                                                                                uint64_t l_1391_ = uint64_t(l_1390_);
                                                                                uint64_t l_1392_ = (l_1391_ << uint(63uL));
                                                                                uint64_t l_1393_ = (l_1389_ | l_1392_);
                                                                                double l_1394_ = l_1393_;
                                                                                bool l_1395_ = (l_1394_ <= l_1335_);
                                                                                if (l_1395_) {
                                                                                    uint l_1396_ = asuint(l_1341_);
                                                                                    uint l_1397_ = (l_1396_ + 1u);
                                                                                    l_mut_248_ = l_1397_;
                                                                                    uint l_1398_ = (l_1396_ & 2147483647u);
                                                                                    bool l_1399_ = (l_1398_ == 0u);
                                                                                    if (l_1399_) {
                                                                                        l_mut_248_ = 1u;
                                                                                    } else {
                                                                                        uint l_1400_ = (l_1396_ & 2147483648u);
                                                                                        bool l_1401_ = (l_1400_ != 0u);
                                                                                        if (l_1401_) {
                                                                                            uint l_1402_ = (l_1396_ - 1u);
                                                                                            l_mut_248_ = l_1402_;
                                                                                        } else {
                                                                                            bool l_1403_ = (l_1396_ == 2139095040u);
                                                                                            if (l_1403_) {
                                                                                                l_mut_248_ = l_1396_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e2918 = l_mut_248_;
                                                                                    float l_1404_ = asfloat(_e2918);
                                                                                    uint l_1405_ = asuint(l_1404_);
                                                                                    uint l_1406_ = (l_1405_ & 2147483647u);
                                                                                    float l_1407_ = asfloat(l_1406_);
                                                                                    double l_1408_ = double(l_1407_);
                                                                                    l_mut_1363_ = l_1408_;
                                                                                    bool l_1409_ = (l_1406_ < 8388608u);
                                                                                    if (l_1409_) {
                                                                                        double l_1410_ = double(l_1406_);
                                                                                        double l_1411_ = (l_1410_ * 1.401298464324817e-45L);
                                                                                        l_mut_1363_ = l_1411_;
                                                                                    }
                                                                                    double _e2930 = l_mut_1363_;
                                                                                    uint64_t l_1412_ = _e2930;
                                                                                    uint l_1413_ = (l_1405_ >> 31u);
                                                                                    uint64_t l_1414_ = uint64_t(l_1413_);
                                                                                    uint64_t l_1415_ = (l_1414_ << uint(63uL));
                                                                                    uint64_t l_1416_ = (l_1412_ | l_1415_);
                                                                                    double l_1417_ = l_1416_;
                                                                                    l_mut_1280_ = l_1417_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2941 = l_mut_45_;
                                                                        double _e2942 = l_mut_1280_;
                                                                        bool l_1418_ = (_e2941 == _e2942);
                                                                        bool l_1419_ = !(l_1418_);
                                                                        if (l_1419_) {
                                                                            a_1215_[0] = 0u;
                                                                        }
                                                                        double l_1420_ = (l_1251_ * 7.1362384635298e44L);
                                                                        double l_1421_ = floor(l_1420_);
                                                                        double l_1422_ = (l_1421_ * 1.401298464324817e-45L);
                                                                        l_mut_1363_ = l_1422_;
                                                                        double l_1423_ = abs(l_1251_);
                                                                        bool l_1424_ = (l_1423_ >= 1.1754943508222875e-38L);
                                                                        if (l_1424_) {
                                                                            float l_1425_ = float(l_1251_);
                                                                            double l_1426_ = double(l_1425_);
                                                                            l_mut_1363_ = l_1426_;
                                                                            double _e2957 = l_mut_1363_;
                                                                            bool l_1427_ = (_e2957 > l_1251_);
                                                                            if (l_1427_) {
                                                                                uint l_1428_ = asuint(l_1425_);
                                                                                uint l_1429_ = (l_1428_ ^ 2147483648u);
                                                                                float l_1430_ = asfloat(l_1429_);
                                                                                uint l_1431_ = asuint(l_1430_);
                                                                                uint l_1432_ = (l_1431_ + 1u);
                                                                                l_mut_248_ = l_1432_;
                                                                                uint l_1433_ = (l_1431_ & 2147483647u);
                                                                                bool l_1434_ = (l_1433_ == 0u);
                                                                                if (l_1434_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1435_ = (l_1431_ & 2147483648u);
                                                                                    bool l_1436_ = (l_1435_ != 0u);
                                                                                    if (l_1436_) {
                                                                                        uint l_1437_ = (l_1431_ - 1u);
                                                                                        l_mut_248_ = l_1437_;
                                                                                    } else {
                                                                                        bool l_1438_ = (l_1431_ == 2139095040u);
                                                                                        if (l_1438_) {
                                                                                            l_mut_248_ = l_1431_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2979 = l_mut_248_;
                                                                                float l_1439_ = asfloat(_e2979);
                                                                                uint l_1440_ = asuint(l_1439_);
                                                                                uint l_1441_ = (l_1440_ ^ 2147483648u);
                                                                                float l_1442_ = asfloat(l_1441_);
                                                                                uint l_1443_ = asuint(l_1442_);
                                                                                uint l_1444_ = (l_1443_ & 2147483647u);
                                                                                float l_1445_ = asfloat(l_1444_);
                                                                                double l_1446_ = double(l_1445_);
                                                                                l_mut_1280_ = l_1446_;
                                                                                bool l_1447_ = (l_1444_ < 8388608u);
                                                                                if (l_1447_) {
                                                                                    double l_1448_ = double(l_1444_);
                                                                                    double l_1449_ = (l_1448_ * 1.401298464324817e-45L);
                                                                                    l_mut_1280_ = l_1449_;
                                                                                }
                                                                                double _e2995 = l_mut_1280_;
                                                                                uint64_t l_1450_ = _e2995;
                                                                                uint l_1451_ = (l_1443_ >> 31u);
                                                                                uint64_t l_1452_ = uint64_t(l_1451_);
                                                                                uint64_t l_1453_ = (l_1452_ << uint(63uL));
                                                                                uint64_t l_1454_ = (l_1450_ | l_1453_);
                                                                                double l_1455_ = l_1454_;
                                                                                l_mut_1363_ = l_1455_;
                                                                            } else {
                                                                                uint l_1456_ = asuint(l_1425_);
                                                                                uint l_1457_ = (l_1456_ + 1u);
                                                                                l_mut_248_ = l_1457_;
                                                                                uint l_1458_ = (l_1456_ & 2147483647u);
                                                                                bool l_1459_ = (l_1458_ == 0u);
                                                                                if (l_1459_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1460_ = (l_1456_ & 2147483648u);
                                                                                    bool l_1461_ = (l_1460_ != 0u);
                                                                                    if (l_1461_) {
                                                                                        uint l_1462_ = (l_1456_ - 1u);
                                                                                        l_mut_248_ = l_1462_;
                                                                                    } else {
                                                                                        bool l_1463_ = (l_1456_ == 2139095040u);
                                                                                        if (l_1463_) {
                                                                                            l_mut_248_ = l_1456_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3022 = l_mut_248_;
                                                                                float l_1464_ = asfloat(_e3022);
                                                                                uint l_1465_ = asuint(l_1464_);
                                                                                uint l_1466_ = (l_1465_ & 2147483647u);
                                                                                float l_1467_ = asfloat(l_1466_);
                                                                                double l_1468_ = double(l_1467_);
                                                                                l_mut_1280_ = l_1468_;
                                                                                bool l_1469_ = (l_1466_ < 8388608u);
                                                                                if (l_1469_) {
                                                                                    double l_1470_ = double(l_1466_);
                                                                                    double l_1471_ = (l_1470_ * 1.401298464324817e-45L);
                                                                                    l_mut_1280_ = l_1471_;
                                                                                }
                                                                                double _e3034 = l_mut_1280_;
                                                                                uint64_t l_1472_ = _e3034;
                                                                                uint l_1473_ = (l_1465_ >> 31u);
                                                                                uint64_t l_1474_ = uint64_t(l_1473_);
                                                                                uint64_t l_1475_ = (l_1474_ << uint(63uL));
                                                                                uint64_t l_1476_ = (l_1472_ | l_1475_);
                                                                                double l_1477_ = l_1476_;
                                                                                bool l_1478_ = (l_1477_ <= l_1251_);
                                                                                if (l_1478_) {
                                                                                    uint l_1479_ = asuint(l_1425_);
                                                                                    uint l_1480_ = (l_1479_ + 1u);
                                                                                    l_mut_248_ = l_1480_;
                                                                                    uint l_1481_ = (l_1479_ & 2147483647u);
                                                                                    bool l_1482_ = (l_1481_ == 0u);
                                                                                    if (l_1482_) {
                                                                                        l_mut_248_ = 1u;
                                                                                    } else {
                                                                                        uint l_1483_ = (l_1479_ & 2147483648u);
                                                                                        bool l_1484_ = (l_1483_ != 0u);
                                                                                        if (l_1484_) {
                                                                                            uint l_1485_ = (l_1479_ - 1u);
                                                                                            l_mut_248_ = l_1485_;
                                                                                        } else {
                                                                                            bool l_1486_ = (l_1479_ == 2139095040u);
                                                                                            if (l_1486_) {
                                                                                                l_mut_248_ = l_1479_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3062 = l_mut_248_;
                                                                                    float l_1487_ = asfloat(_e3062);
                                                                                    uint l_1488_ = asuint(l_1487_);
                                                                                    uint l_1489_ = (l_1488_ & 2147483647u);
                                                                                    float l_1490_ = asfloat(l_1489_);
                                                                                    double l_1491_ = double(l_1490_);
                                                                                    l_mut_1280_ = l_1491_;
                                                                                    bool l_1492_ = (l_1489_ < 8388608u);
                                                                                    if (l_1492_) {
                                                                                        double l_1493_ = double(l_1489_);
                                                                                        double l_1494_ = (l_1493_ * 1.401298464324817e-45L);
                                                                                        l_mut_1280_ = l_1494_;
                                                                                    }
                                                                                    double _e3074 = l_mut_1280_;
                                                                                    uint64_t l_1495_ = _e3074;
                                                                                    uint l_1496_ = (l_1488_ >> 31u);
                                                                                    uint64_t l_1497_ = uint64_t(l_1496_);
                                                                                    uint64_t l_1498_ = (l_1497_ << uint(63uL));
                                                                                    uint64_t l_1499_ = (l_1495_ | l_1498_);
                                                                                    double l_1500_ = l_1499_;
                                                                                    l_mut_1363_ = l_1500_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3085 = l_mut_1363_;
                                                                        l_mut_219_ = _e3085;
                                                                    }
                                                                    double _e3086 = l_mut_867_;
                                                                    double l_1501_ = (l_178_ * _e3086);
                                                                    double l_1502_ = (l_1217_ + l_1501_);
                                                                    l_mut_1363_ = l_1502_;
                                                                    if (l_176_) {
                                                                        double l_1503_ = (l_1502_ - l_1218_);
                                                                        double l_1504_ = (l_1503_ * 7.1362384635298e44L);
                                                                        double l_1505_ = floor(l_1504_);
                                                                        double l_1506_ = (l_1505_ * 1.401298464324817e-45L);
                                                                        l_mut_1280_ = l_1506_;
                                                                        double l_1507_ = abs(l_1503_);
                                                                        bool l_1508_ = (l_1507_ >= 1.1754943508222875e-38L);
                                                                        if (l_1508_) {
                                                                            float l_1509_ = float(l_1503_);
                                                                            double l_1510_ = double(l_1509_);
                                                                            l_mut_1280_ = l_1510_;
                                                                            double _e3100 = l_mut_1280_;
                                                                            bool l_1511_ = (_e3100 > l_1503_);
                                                                            if (l_1511_) {
                                                                                uint l_1512_ = asuint(l_1509_);
                                                                                uint l_1513_ = (l_1512_ ^ 2147483648u);
                                                                                float l_1514_ = asfloat(l_1513_);
                                                                                uint l_1515_ = asuint(l_1514_);
                                                                                uint l_1516_ = (l_1515_ + 1u);
                                                                                l_mut_248_ = l_1516_;
                                                                                uint l_1517_ = (l_1515_ & 2147483647u);
                                                                                bool l_1518_ = (l_1517_ == 0u);
                                                                                if (l_1518_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1519_ = (l_1515_ & 2147483648u);
                                                                                    bool l_1520_ = (l_1519_ != 0u);
                                                                                    if (l_1520_) {
                                                                                        uint l_1521_ = (l_1515_ - 1u);
                                                                                        l_mut_248_ = l_1521_;
                                                                                    } else {
                                                                                        bool l_1522_ = (l_1515_ == 2139095040u);
                                                                                        if (l_1522_) {
                                                                                            l_mut_248_ = l_1515_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3122 = l_mut_248_;
                                                                                float l_1523_ = asfloat(_e3122);
                                                                                uint l_1524_ = asuint(l_1523_);
                                                                                uint l_1525_ = (l_1524_ ^ 2147483648u);
                                                                                float l_1526_ = asfloat(l_1525_);
                                                                                uint l_1527_ = asuint(l_1526_);
                                                                                uint l_1528_ = (l_1527_ & 2147483647u);
                                                                                float l_1529_ = asfloat(l_1528_);
                                                                                double l_1530_ = double(l_1529_);
                                                                                l_mut_867_ = l_1530_;
                                                                                bool l_1531_ = (l_1528_ < 8388608u);
                                                                                if (l_1531_) {
                                                                                    double l_1532_ = double(l_1528_);
                                                                                    double l_1533_ = (l_1532_ * 1.401298464324817e-45L);
                                                                                    l_mut_867_ = l_1533_;
                                                                                }
                                                                                double _e3138 = l_mut_867_;
                                                                                uint64_t l_1534_ = _e3138;
                                                                                uint l_1535_ = (l_1527_ >> 31u);
                                                                                uint64_t l_1536_ = uint64_t(l_1535_);
                                                                                uint64_t l_1537_ = (l_1536_ << uint(63uL));
                                                                                uint64_t l_1538_ = (l_1534_ | l_1537_);
                                                                                double l_1539_ = l_1538_;
                                                                                l_mut_1280_ = l_1539_;
                                                                            } else {
                                                                                uint l_1540_ = asuint(l_1509_);
                                                                                uint l_1541_ = (l_1540_ + 1u);
                                                                                l_mut_248_ = l_1541_;
                                                                                uint l_1542_ = (l_1540_ & 2147483647u);
                                                                                bool l_1543_ = (l_1542_ == 0u);
                                                                                if (l_1543_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1544_ = (l_1540_ & 2147483648u);
                                                                                    bool l_1545_ = (l_1544_ != 0u);
                                                                                    if (l_1545_) {
                                                                                        uint l_1546_ = (l_1540_ - 1u);
                                                                                        l_mut_248_ = l_1546_;
                                                                                    } else {
                                                                                        bool l_1547_ = (l_1540_ == 2139095040u);
                                                                                        if (l_1547_) {
                                                                                            l_mut_248_ = l_1540_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3165 = l_mut_248_;
                                                                                float l_1548_ = asfloat(_e3165);
                                                                                uint l_1549_ = asuint(l_1548_);
                                                                                uint l_1550_ = (l_1549_ & 2147483647u);
                                                                                float l_1551_ = asfloat(l_1550_);
                                                                                double l_1552_ = double(l_1551_);
                                                                                l_mut_867_ = l_1552_;
                                                                                bool l_1553_ = (l_1550_ < 8388608u);
                                                                                if (l_1553_) {
                                                                                    double l_1554_ = double(l_1550_);
                                                                                    double l_1555_ = (l_1554_ * 1.401298464324817e-45L);
                                                                                    l_mut_867_ = l_1555_;
                                                                                }
                                                                                double _e3177 = l_mut_867_;
                                                                                uint64_t l_1556_ = _e3177;
                                                                                uint l_1557_ = (l_1549_ >> 31u);
                                                                                uint64_t l_1558_ = uint64_t(l_1557_);
                                                                                uint64_t l_1559_ = (l_1558_ << uint(63uL));
                                                                                uint64_t l_1560_ = (l_1556_ | l_1559_);
                                                                                double l_1561_ = l_1560_;
                                                                                bool l_1562_ = (l_1561_ <= l_1503_);
                                                                                if (l_1562_) {
                                                                                    uint l_1563_ = asuint(l_1509_);
                                                                                    uint l_1564_ = (l_1563_ + 1u);
                                                                                    l_mut_248_ = l_1564_;
                                                                                    uint l_1565_ = (l_1563_ & 2147483647u);
                                                                                    bool l_1566_ = (l_1565_ == 0u);
                                                                                    if (l_1566_) {
                                                                                        l_mut_248_ = 1u;
                                                                                    } else {
                                                                                        uint l_1567_ = (l_1563_ & 2147483648u);
                                                                                        bool l_1568_ = (l_1567_ != 0u);
                                                                                        if (l_1568_) {
                                                                                            uint l_1569_ = (l_1563_ - 1u);
                                                                                            l_mut_248_ = l_1569_;
                                                                                        } else {
                                                                                            bool l_1570_ = (l_1563_ == 2139095040u);
                                                                                            if (l_1570_) {
                                                                                                l_mut_248_ = l_1563_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3205 = l_mut_248_;
                                                                                    float l_1571_ = asfloat(_e3205);
                                                                                    uint l_1572_ = asuint(l_1571_);
                                                                                    uint l_1573_ = (l_1572_ & 2147483647u);
                                                                                    float l_1574_ = asfloat(l_1573_);
                                                                                    double l_1575_ = double(l_1574_);
                                                                                    l_mut_867_ = l_1575_;
                                                                                    bool l_1576_ = (l_1573_ < 8388608u);
                                                                                    if (l_1576_) {
                                                                                        double l_1577_ = double(l_1573_);
                                                                                        double l_1578_ = (l_1577_ * 1.401298464324817e-45L);
                                                                                        l_mut_867_ = l_1578_;
                                                                                    }
                                                                                    double _e3217 = l_mut_867_;
                                                                                    uint64_t l_1579_ = _e3217;
                                                                                    uint l_1580_ = (l_1572_ >> 31u);
                                                                                    uint64_t l_1581_ = uint64_t(l_1580_);
                                                                                    uint64_t l_1582_ = (l_1581_ << uint(63uL));
                                                                                    uint64_t l_1583_ = (l_1579_ | l_1582_);
                                                                                    double l_1584_ = l_1583_;
                                                                                    l_mut_1280_ = l_1584_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1585_ = (l_1502_ + l_1218_);
                                                                        double l_1586_ = (l_1585_ * 7.1362384635298e44L);
                                                                        double l_1587_ = floor(l_1586_);
                                                                        double l_1588_ = (l_1587_ * 1.401298464324817e-45L);
                                                                        l_mut_867_ = l_1588_;
                                                                        double l_1589_ = abs(l_1585_);
                                                                        bool l_1590_ = (l_1589_ >= 1.1754943508222875e-38L);
                                                                        if (l_1590_) {
                                                                            float l_1591_ = float(l_1585_);
                                                                            double l_1592_ = double(l_1591_);
                                                                            l_mut_867_ = l_1592_;
                                                                            double _e3239 = l_mut_867_;
                                                                            bool l_1593_ = (_e3239 > l_1585_);
                                                                            if (l_1593_) {
                                                                                uint l_1594_ = asuint(l_1591_);
                                                                                uint l_1595_ = (l_1594_ ^ 2147483648u);
                                                                                float l_1596_ = asfloat(l_1595_);
                                                                                uint l_1597_ = asuint(l_1596_);
                                                                                uint l_1598_ = (l_1597_ + 1u);
                                                                                l_mut_248_ = l_1598_;
                                                                                uint l_1599_ = (l_1597_ & 2147483647u);
                                                                                bool l_1600_ = (l_1599_ == 0u);
                                                                                if (l_1600_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1601_ = (l_1597_ & 2147483648u);
                                                                                    bool l_1602_ = (l_1601_ != 0u);
                                                                                    if (l_1602_) {
                                                                                        uint l_1603_ = (l_1597_ - 1u);
                                                                                        l_mut_248_ = l_1603_;
                                                                                    } else {
                                                                                        bool l_1604_ = (l_1597_ == 2139095040u);
                                                                                        if (l_1604_) {
                                                                                            l_mut_248_ = l_1597_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3261 = l_mut_248_;
                                                                                float l_1605_ = asfloat(_e3261);
                                                                                uint l_1606_ = asuint(l_1605_);
                                                                                uint l_1607_ = (l_1606_ ^ 2147483648u);
                                                                                float l_1608_ = asfloat(l_1607_);
                                                                                uint l_1609_ = asuint(l_1608_);
                                                                                uint l_1610_ = (l_1609_ & 2147483647u);
                                                                                float l_1611_ = asfloat(l_1610_);
                                                                                double l_1612_ = double(l_1611_);
                                                                                l_mut_45_ = l_1612_;
                                                                                bool l_1613_ = (l_1610_ < 8388608u);
                                                                                if (l_1613_) {
                                                                                    double l_1614_ = double(l_1610_);
                                                                                    double l_1615_ = (l_1614_ * 1.401298464324817e-45L);
                                                                                    l_mut_45_ = l_1615_;
                                                                                }
                                                                                double _e3277 = l_mut_45_;
                                                                                uint64_t l_1616_ = _e3277;
                                                                                uint l_1617_ = (l_1609_ >> 31u);
                                                                                uint64_t l_1618_ = uint64_t(l_1617_);
                                                                                uint64_t l_1619_ = (l_1618_ << uint(63uL));
                                                                                uint64_t l_1620_ = (l_1616_ | l_1619_);
                                                                                double l_1621_ = l_1620_;
                                                                                l_mut_867_ = l_1621_;
                                                                            } else {
                                                                                uint l_1622_ = asuint(l_1591_);
                                                                                uint l_1623_ = (l_1622_ + 1u);
                                                                                l_mut_248_ = l_1623_;
                                                                                uint l_1624_ = (l_1622_ & 2147483647u);
                                                                                bool l_1625_ = (l_1624_ == 0u);
                                                                                if (l_1625_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1626_ = (l_1622_ & 2147483648u);
                                                                                    bool l_1627_ = (l_1626_ != 0u);
                                                                                    if (l_1627_) {
                                                                                        uint l_1628_ = (l_1622_ - 1u);
                                                                                        l_mut_248_ = l_1628_;
                                                                                    } else {
                                                                                        bool l_1629_ = (l_1622_ == 2139095040u);
                                                                                        if (l_1629_) {
                                                                                            l_mut_248_ = l_1622_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3304 = l_mut_248_;
                                                                                float l_1630_ = asfloat(_e3304);
                                                                                uint l_1631_ = asuint(l_1630_);
                                                                                uint l_1632_ = (l_1631_ & 2147483647u);
                                                                                float l_1633_ = asfloat(l_1632_);
                                                                                double l_1634_ = double(l_1633_);
                                                                                l_mut_45_ = l_1634_;
                                                                                bool l_1635_ = (l_1632_ < 8388608u);
                                                                                if (l_1635_) {
                                                                                    double l_1636_ = double(l_1632_);
                                                                                    double l_1637_ = (l_1636_ * 1.401298464324817e-45L);
                                                                                    l_mut_45_ = l_1637_;
                                                                                }
                                                                                double _e3316 = l_mut_45_;
                                                                                uint64_t l_1638_ = _e3316;
                                                                                uint l_1639_ = (l_1631_ >> 31u);
                                                                                uint64_t l_1640_ = uint64_t(l_1639_);
                                                                                uint64_t l_1641_ = (l_1640_ << uint(63uL));
                                                                                uint64_t l_1642_ = (l_1638_ | l_1641_);
                                                                                double l_1643_ = l_1642_;
                                                                                bool l_1644_ = (l_1643_ <= l_1585_);
                                                                                if (l_1644_) {
                                                                                    uint l_1645_ = asuint(l_1591_);
                                                                                    uint l_1646_ = (l_1645_ + 1u);
                                                                                    l_mut_248_ = l_1646_;
                                                                                    uint l_1647_ = (l_1645_ & 2147483647u);
                                                                                    bool l_1648_ = (l_1647_ == 0u);
                                                                                    if (l_1648_) {
                                                                                        l_mut_248_ = 1u;
                                                                                    } else {
                                                                                        uint l_1649_ = (l_1645_ & 2147483648u);
                                                                                        bool l_1650_ = (l_1649_ != 0u);
                                                                                        if (l_1650_) {
                                                                                            uint l_1651_ = (l_1645_ - 1u);
                                                                                            l_mut_248_ = l_1651_;
                                                                                        } else {
                                                                                            bool l_1652_ = (l_1645_ == 2139095040u);
                                                                                            if (l_1652_) {
                                                                                                l_mut_248_ = l_1645_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3344 = l_mut_248_;
                                                                                    float l_1653_ = asfloat(_e3344);
                                                                                    uint l_1654_ = asuint(l_1653_);
                                                                                    uint l_1655_ = (l_1654_ & 2147483647u);
                                                                                    float l_1656_ = asfloat(l_1655_);
                                                                                    double l_1657_ = double(l_1656_);
                                                                                    l_mut_45_ = l_1657_;
                                                                                    bool l_1658_ = (l_1655_ < 8388608u);
                                                                                    if (l_1658_) {
                                                                                        double l_1659_ = double(l_1655_);
                                                                                        double l_1660_ = (l_1659_ * 1.401298464324817e-45L);
                                                                                        l_mut_45_ = l_1660_;
                                                                                    }
                                                                                    double _e3356 = l_mut_45_;
                                                                                    uint64_t l_1661_ = _e3356;
                                                                                    uint l_1662_ = (l_1654_ >> 31u);
                                                                                    uint64_t l_1663_ = uint64_t(l_1662_);
                                                                                    uint64_t l_1664_ = (l_1663_ << uint(63uL));
                                                                                    uint64_t l_1665_ = (l_1661_ | l_1664_);
                                                                                    double l_1666_ = l_1665_;
                                                                                    l_mut_867_ = l_1666_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3367 = l_mut_1280_;
                                                                        double _e3368 = l_mut_867_;
                                                                        bool l_1667_ = (_e3367 == _e3368);
                                                                        bool l_1668_ = !(l_1667_);
                                                                        if (l_1668_) {
                                                                            a_1215_[0] = 0u;
                                                                        }
                                                                        double l_1669_ = -(l_1502_);
                                                                        double l_1670_ = (l_1669_ * 7.1362384635298e44L);
                                                                        double l_1671_ = floor(l_1670_);
                                                                        double l_1672_ = (l_1671_ * 1.401298464324817e-45L);
                                                                        l_mut_1280_ = l_1672_;
                                                                        double l_1673_ = abs(l_1669_);
                                                                        bool l_1674_ = (l_1673_ >= 1.1754943508222875e-38L);
                                                                        if (l_1674_) {
                                                                            float l_1675_ = float(l_1669_);
                                                                            double l_1676_ = double(l_1675_);
                                                                            l_mut_1280_ = l_1676_;
                                                                            double _e3384 = l_mut_1280_;
                                                                            bool l_1677_ = (_e3384 > l_1669_);
                                                                            if (l_1677_) {
                                                                                uint l_1678_ = asuint(l_1675_);
                                                                                uint l_1679_ = (l_1678_ ^ 2147483648u);
                                                                                float l_1680_ = asfloat(l_1679_);
                                                                                uint l_1681_ = asuint(l_1680_);
                                                                                uint l_1682_ = (l_1681_ + 1u);
                                                                                l_mut_248_ = l_1682_;
                                                                                uint l_1683_ = (l_1681_ & 2147483647u);
                                                                                bool l_1684_ = (l_1683_ == 0u);
                                                                                if (l_1684_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1685_ = (l_1681_ & 2147483648u);
                                                                                    bool l_1686_ = (l_1685_ != 0u);
                                                                                    if (l_1686_) {
                                                                                        uint l_1687_ = (l_1681_ - 1u);
                                                                                        l_mut_248_ = l_1687_;
                                                                                    } else {
                                                                                        bool l_1688_ = (l_1681_ == 2139095040u);
                                                                                        if (l_1688_) {
                                                                                            l_mut_248_ = l_1681_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3406 = l_mut_248_;
                                                                                float l_1689_ = asfloat(_e3406);
                                                                                uint l_1690_ = asuint(l_1689_);
                                                                                uint l_1691_ = (l_1690_ ^ 2147483648u);
                                                                                float l_1692_ = asfloat(l_1691_);
                                                                                uint l_1693_ = asuint(l_1692_);
                                                                                uint l_1694_ = (l_1693_ & 2147483647u);
                                                                                float l_1695_ = asfloat(l_1694_);
                                                                                double l_1696_ = double(l_1695_);
                                                                                l_mut_867_ = l_1696_;
                                                                                bool l_1697_ = (l_1694_ < 8388608u);
                                                                                if (l_1697_) {
                                                                                    double l_1698_ = double(l_1694_);
                                                                                    double l_1699_ = (l_1698_ * 1.401298464324817e-45L);
                                                                                    l_mut_867_ = l_1699_;
                                                                                }
                                                                                double _e3422 = l_mut_867_;
                                                                                uint64_t l_1700_ = _e3422;
                                                                                uint l_1701_ = (l_1693_ >> 31u);
                                                                                uint64_t l_1702_ = uint64_t(l_1701_);
                                                                                uint64_t l_1703_ = (l_1702_ << uint(63uL));
                                                                                uint64_t l_1704_ = (l_1700_ | l_1703_);
                                                                                double l_1705_ = l_1704_;
                                                                                l_mut_1280_ = l_1705_;
                                                                            } else {
                                                                                uint l_1706_ = asuint(l_1675_);
                                                                                uint l_1707_ = (l_1706_ + 1u);
                                                                                l_mut_248_ = l_1707_;
                                                                                uint l_1708_ = (l_1706_ & 2147483647u);
                                                                                bool l_1709_ = (l_1708_ == 0u);
                                                                                if (l_1709_) {
                                                                                    l_mut_248_ = 1u;
                                                                                } else {
                                                                                    uint l_1710_ = (l_1706_ & 2147483648u);
                                                                                    bool l_1711_ = (l_1710_ != 0u);
                                                                                    if (l_1711_) {
                                                                                        uint l_1712_ = (l_1706_ - 1u);
                                                                                        l_mut_248_ = l_1712_;
                                                                                    } else {
                                                                                        bool l_1713_ = (l_1706_ == 2139095040u);
                                                                                        if (l_1713_) {
                                                                                            l_mut_248_ = l_1706_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3449 = l_mut_248_;
                                                                                float l_1714_ = asfloat(_e3449);
                                                                                uint l_1715_ = asuint(l_1714_);
                                                                                uint l_1716_ = (l_1715_ & 2147483647u);
                                                                                float l_1717_ = asfloat(l_1716_);
                                                                                double l_1718_ = double(l_1717_);
                                                                                l_mut_867_ = l_1718_;
                                                                                bool l_1719_ = (l_1716_ < 8388608u);
                                                                                if (l_1719_) {
                                                                                    double l_1720_ = double(l_1716_);
                                                                                    double l_1721_ = (l_1720_ * 1.401298464324817e-45L);
                                                                                    l_mut_867_ = l_1721_;
                                                                                }
                                                                                double _e3461 = l_mut_867_;
                                                                                uint64_t l_1722_ = _e3461;
                                                                                uint l_1723_ = (l_1715_ >> 31u);
                                                                                uint64_t l_1724_ = uint64_t(l_1723_);
                                                                                uint64_t l_1725_ = (l_1724_ << uint(63uL));
                                                                                uint64_t l_1726_ = (l_1722_ | l_1725_);
                                                                                double l_1727_ = l_1726_;
                                                                                bool l_1728_ = (l_1727_ <= l_1669_);
                                                                                if (l_1728_) {
                                                                                    uint l_1729_ = asuint(l_1675_);
                                                                                    uint l_1730_ = (l_1729_ + 1u);
                                                                                    l_mut_248_ = l_1730_;
                                                                                    uint l_1731_ = (l_1729_ & 2147483647u);
                                                                                    bool l_1732_ = (l_1731_ == 0u);
                                                                                    if (l_1732_) {
                                                                                        l_mut_248_ = 1u;
                                                                                    } else {
                                                                                        uint l_1733_ = (l_1729_ & 2147483648u);
                                                                                        bool l_1734_ = (l_1733_ != 0u);
                                                                                        if (l_1734_) {
                                                                                            uint l_1735_ = (l_1729_ - 1u);
                                                                                            l_mut_248_ = l_1735_;
                                                                                        } else {
                                                                                            bool l_1736_ = (l_1729_ == 2139095040u);
                                                                                            if (l_1736_) {
                                                                                                l_mut_248_ = l_1729_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3489 = l_mut_248_;
                                                                                    float l_1737_ = asfloat(_e3489);
                                                                                    uint l_1738_ = asuint(l_1737_);
                                                                                    uint l_1739_ = (l_1738_ & 2147483647u);
                                                                                    float l_1740_ = asfloat(l_1739_);
                                                                                    double l_1741_ = double(l_1740_);
                                                                                    l_mut_867_ = l_1741_;
                                                                                    bool l_1742_ = (l_1739_ < 8388608u);
                                                                                    if (l_1742_) {
                                                                                        double l_1743_ = double(l_1739_);
                                                                                        double l_1744_ = (l_1743_ * 1.401298464324817e-45L);
                                                                                        l_mut_867_ = l_1744_;
                                                                                    }
                                                                                    double _e3501 = l_mut_867_;
                                                                                    uint64_t l_1745_ = _e3501;
                                                                                    uint l_1746_ = (l_1738_ >> 31u);
                                                                                    uint64_t l_1747_ = uint64_t(l_1746_);
                                                                                    uint64_t l_1748_ = (l_1747_ << uint(63uL));
                                                                                    uint64_t l_1749_ = (l_1745_ | l_1748_);
                                                                                    double l_1750_ = l_1749_;
                                                                                    l_mut_1280_ = l_1750_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3512 = l_mut_1280_;
                                                                        double l_1751_ = -(_e3512);
                                                                        l_mut_1363_ = l_1751_;
                                                                    }
                                                                    l_mut_248_ = 0u;
                                                                    double _e3515 = l_mut_219_;
                                                                    bool l_1752_ = (_e3515 <= 0.0L);
                                                                    double _e3518 = l_mut_1363_;
                                                                    bool l_1753_ = (_e3518 >= 0.0L);
                                                                    if (l_1752_) {
                                                                        local_75 = l_1753_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1754_ = local_75;
                                                                    bool l_1755_ = !(l_1754_);
                                                                    if (l_1755_) {
                                                                        double _e3527 = l_mut_1363_;
                                                                        double l_1756_ = (1.0L / _e3527);
                                                                        double _e3530 = l_mut_219_;
                                                                        double l_1757_ = (1.0L / _e3530);
                                                                        double l_1758_ = abs(l_1756_);
                                                                        double l_1759_ = (l_1758_ * 1.4551915228366852e-11L);
                                                                        double l_1760_ = abs(l_1757_);
                                                                        double l_1761_ = (l_1760_ * 1.4551915228366852e-11L);
                                                                        double l_1762_ = (l_1756_ - l_1759_);
                                                                        double l_1763_ = abs(l_1762_);
                                                                        l_mut_1363_ = 1.401298464324817e-45L;
                                                                        bool l_1764_ = (l_1763_ >= 1.1754943508222875e-38L);
                                                                        bool l_1765_ = (l_1763_ <= 1.7976931348623157e308L);
                                                                        if (l_1764_) {
                                                                            local_76 = l_1765_;
                                                                        } else {
                                                                            local_76 = false;
                                                                        }
                                                                        bool l_1766_ = local_76;
                                                                        if (l_1766_) {
                                                                            uint64_t l_1767_ = l_1763_;
                                                                            uint64_t l_1768_ = (l_1767_ >> uint(52uL));
                                                                            uint64_t l_1769_ = (l_1768_ - 23uL);
                                                                            uint64_t l_1770_ = (l_1769_ << uint(52uL));
                                                                            double l_1771_ = l_1770_;
                                                                            l_mut_1363_ = l_1771_;
                                                                        }
                                                                        double l_1772_ = (l_1756_ + l_1759_);
                                                                        double l_1773_ = abs(l_1772_);
                                                                        l_mut_1280_ = 1.401298464324817e-45L;
                                                                        bool l_1774_ = (l_1773_ >= 1.1754943508222875e-38L);
                                                                        bool l_1775_ = (l_1773_ <= 1.7976931348623157e308L);
                                                                        if (l_1774_) {
                                                                            local_77 = l_1775_;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_1776_ = local_77;
                                                                        if (l_1776_) {
                                                                            uint64_t l_1777_ = l_1773_;
                                                                            uint64_t l_1778_ = (l_1777_ >> uint(52uL));
                                                                            uint64_t l_1779_ = (l_1778_ - 23uL);
                                                                            uint64_t l_1780_ = (l_1779_ << uint(52uL));
                                                                            double l_1781_ = l_1780_;
                                                                            l_mut_1280_ = l_1781_;
                                                                        }
                                                                        double _e3584 = l_mut_1363_;
                                                                        double _e3585 = l_mut_1280_;
                                                                        bool l_1782_ = (_e3584 == _e3585);
                                                                        bool l_1783_ = !(l_1782_);
                                                                        double l_1784_ = (l_1757_ - l_1761_);
                                                                        double l_1785_ = abs(l_1784_);
                                                                        l_mut_1363_ = 1.401298464324817e-45L;
                                                                        bool l_1786_ = (l_1785_ >= 1.1754943508222875e-38L);
                                                                        bool l_1787_ = (l_1785_ <= 1.7976931348623157e308L);
                                                                        if (l_1786_) {
                                                                            local_78 = l_1787_;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1788_ = local_78;
                                                                        if (l_1788_) {
                                                                            uint64_t l_1789_ = l_1785_;
                                                                            uint64_t l_1790_ = (l_1789_ >> uint(52uL));
                                                                            uint64_t l_1791_ = (l_1790_ - 23uL);
                                                                            uint64_t l_1792_ = (l_1791_ << uint(52uL));
                                                                            double l_1793_ = l_1792_;
                                                                            l_mut_1363_ = l_1793_;
                                                                        }
                                                                        double l_1794_ = (l_1757_ + l_1761_);
                                                                        double l_1795_ = abs(l_1794_);
                                                                        l_mut_1280_ = 1.401298464324817e-45L;
                                                                        bool l_1796_ = (l_1795_ >= 1.1754943508222875e-38L);
                                                                        bool l_1797_ = (l_1795_ <= 1.7976931348623157e308L);
                                                                        if (l_1796_) {
                                                                            local_79 = l_1797_;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_1798_ = local_79;
                                                                        if (l_1798_) {
                                                                            uint64_t l_1799_ = l_1795_;
                                                                            uint64_t l_1800_ = (l_1799_ >> uint(52uL));
                                                                            uint64_t l_1801_ = (l_1800_ - 23uL);
                                                                            uint64_t l_1802_ = (l_1801_ << uint(52uL));
                                                                            double l_1803_ = l_1802_;
                                                                            l_mut_1280_ = l_1803_;
                                                                        }
                                                                        double _e3634 = l_mut_1363_;
                                                                        double _e3635 = l_mut_1280_;
                                                                        bool l_1804_ = (_e3634 == _e3635);
                                                                        bool l_1805_ = !(l_1804_);
                                                                        if (!(l_1783_)) {
                                                                            local_80 = l_1805_;
                                                                        } else {
                                                                            local_80 = true;
                                                                        }
                                                                        bool l_1806_ = local_80;
                                                                        if (l_1806_) {
                                                                            a_1215_[0] = 0u;
                                                                        }
                                                                        double l_1807_ = abs(l_1756_);
                                                                        l_mut_1363_ = 1.401298464324817e-45L;
                                                                        bool l_1808_ = (l_1807_ >= 1.1754943508222875e-38L);
                                                                        bool l_1809_ = (l_1807_ <= 1.7976931348623157e308L);
                                                                        if (l_1808_) {
                                                                            local_81 = l_1809_;
                                                                        } else {
                                                                            local_81 = false;
                                                                        }
                                                                        bool l_1810_ = local_81;
                                                                        if (l_1810_) {
                                                                            uint64_t l_1811_ = l_1807_;
                                                                            uint64_t l_1812_ = (l_1811_ >> uint(52uL));
                                                                            uint64_t l_1813_ = (l_1812_ - 23uL);
                                                                            uint64_t l_1814_ = (l_1813_ << uint(52uL));
                                                                            double l_1815_ = l_1814_;
                                                                            l_mut_1363_ = l_1815_;
                                                                        }
                                                                        double _e3667 = l_mut_1363_;
                                                                        double l_1816_ = (l_181_ * _e3667);
                                                                        double l_1817_ = (l_1756_ - l_1816_);
                                                                        double l_1818_ = abs(l_1757_);
                                                                        l_mut_1363_ = 1.401298464324817e-45L;
                                                                        bool l_1819_ = (l_1818_ >= 1.1754943508222875e-38L);
                                                                        bool l_1820_ = (l_1818_ <= 1.7976931348623157e308L);
                                                                        if (l_1819_) {
                                                                            local_82 = l_1820_;
                                                                        } else {
                                                                            local_82 = false;
                                                                        }
                                                                        bool l_1821_ = local_82;
                                                                        if (l_1821_) {
                                                                            uint64_t l_1822_ = l_1818_;
                                                                            uint64_t l_1823_ = (l_1822_ >> uint(52uL));
                                                                            uint64_t l_1824_ = (l_1823_ - 23uL);
                                                                            uint64_t l_1825_ = (l_1824_ << uint(52uL));
                                                                            double l_1826_ = l_1825_;
                                                                            l_mut_1363_ = l_1826_;
                                                                        }
                                                                        double _e3692 = l_mut_1363_;
                                                                        double l_1827_ = (l_181_ * _e3692);
                                                                        double l_1828_ = (l_1757_ + l_1827_);
                                                                        float _e3695 = l_mut_25_;
                                                                        uint l_1829_ = asuint(_e3695);
                                                                        uint l_1830_ = (l_1829_ & 2147483647u);
                                                                        float l_1831_ = asfloat(l_1830_);
                                                                        double l_1832_ = double(l_1831_);
                                                                        l_mut_1363_ = l_1832_;
                                                                        bool l_1833_ = (l_1830_ < 8388608u);
                                                                        if (l_1833_) {
                                                                            double l_1834_ = double(l_1830_);
                                                                            double l_1835_ = (l_1834_ * 1.401298464324817e-45L);
                                                                            l_mut_1363_ = l_1835_;
                                                                        }
                                                                        double _e3706 = l_mut_1363_;
                                                                        uint64_t l_1836_ = _e3706;
                                                                        uint l_1837_ = (l_1829_ >> 31u);
                                                                        uint64_t l_1838_ = uint64_t(l_1837_);
                                                                        uint64_t l_1839_ = (l_1838_ << uint(63uL));
                                                                        uint64_t l_1840_ = (l_1836_ | l_1839_);
                                                                        double l_1841_ = l_1840_;
                                                                        float _e3717 = l_mut_25_;
                                                                        uint l_1842_ = asuint(_e3717);
                                                                        uint l_1843_ = (l_1842_ + 1u);
                                                                        l_mut_206_ = l_1843_;
                                                                        uint l_1844_ = (l_1842_ & 2147483647u);
                                                                        bool l_1845_ = (l_1844_ == 0u);
                                                                        if (l_1845_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            uint l_1846_ = (l_1842_ & 2147483648u);
                                                                            bool l_1847_ = (l_1846_ != 0u);
                                                                            if (l_1847_) {
                                                                                uint l_1848_ = (l_1842_ - 1u);
                                                                                l_mut_206_ = l_1848_;
                                                                            } else {
                                                                                bool l_1849_ = (l_1842_ == 2139095040u);
                                                                                if (l_1849_) {
                                                                                    l_mut_206_ = l_1842_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3734 = l_mut_206_;
                                                                        float l_1850_ = asfloat(_e3734);
                                                                        uint l_1851_ = asuint(l_1850_);
                                                                        uint l_1852_ = (l_1851_ & 2147483647u);
                                                                        float l_1853_ = asfloat(l_1852_);
                                                                        double l_1854_ = double(l_1853_);
                                                                        l_mut_1363_ = l_1854_;
                                                                        bool l_1855_ = (l_1852_ < 8388608u);
                                                                        if (l_1855_) {
                                                                            double l_1856_ = double(l_1852_);
                                                                            double l_1857_ = (l_1856_ * 1.401298464324817e-45L);
                                                                            l_mut_1363_ = l_1857_;
                                                                        }
                                                                        double _e3746 = l_mut_1363_;
                                                                        uint64_t l_1858_ = _e3746;
                                                                        uint l_1859_ = (l_1851_ >> 31u);
                                                                        uint64_t l_1860_ = uint64_t(l_1859_);
                                                                        uint64_t l_1861_ = (l_1860_ << uint(63uL));
                                                                        uint64_t l_1862_ = (l_1858_ | l_1861_);
                                                                        double l_1863_ = l_1862_;
                                                                        float _e3757 = l_mut_25_;
                                                                        uint l_1864_ = asuint(_e3757);
                                                                        uint l_1865_ = (l_1864_ ^ 2147483648u);
                                                                        float l_1866_ = asfloat(l_1865_);
                                                                        uint l_1867_ = asuint(l_1866_);
                                                                        uint l_1868_ = (l_1867_ + 1u);
                                                                        l_mut_206_ = l_1868_;
                                                                        uint l_1869_ = (l_1867_ & 2147483647u);
                                                                        bool l_1870_ = (l_1869_ == 0u);
                                                                        if (l_1870_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            uint l_1871_ = (l_1867_ & 2147483648u);
                                                                            bool l_1872_ = (l_1871_ != 0u);
                                                                            if (l_1872_) {
                                                                                uint l_1873_ = (l_1867_ - 1u);
                                                                                l_mut_206_ = l_1873_;
                                                                            } else {
                                                                                bool l_1874_ = (l_1867_ == 2139095040u);
                                                                                if (l_1874_) {
                                                                                    l_mut_206_ = l_1867_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3778 = l_mut_206_;
                                                                        float l_1875_ = asfloat(_e3778);
                                                                        uint l_1876_ = asuint(l_1875_);
                                                                        uint l_1877_ = (l_1876_ ^ 2147483648u);
                                                                        float l_1878_ = asfloat(l_1877_);
                                                                        uint l_1879_ = asuint(l_1878_);
                                                                        uint l_1880_ = (l_1879_ & 2147483647u);
                                                                        float l_1881_ = asfloat(l_1880_);
                                                                        double l_1882_ = double(l_1881_);
                                                                        l_mut_1363_ = l_1882_;
                                                                        bool l_1883_ = (l_1880_ < 8388608u);
                                                                        if (l_1883_) {
                                                                            double l_1884_ = double(l_1880_);
                                                                            double l_1885_ = (l_1884_ * 1.401298464324817e-45L);
                                                                            l_mut_1363_ = l_1885_;
                                                                        }
                                                                        double _e3794 = l_mut_1363_;
                                                                        uint64_t l_1886_ = _e3794;
                                                                        uint l_1887_ = (l_1879_ >> 31u);
                                                                        uint64_t l_1888_ = uint64_t(l_1887_);
                                                                        uint64_t l_1889_ = (l_1888_ << uint(63uL));
                                                                        uint64_t l_1890_ = (l_1886_ | l_1889_);
                                                                        double l_1891_ = l_1890_;
                                                                        double l_1892_ = (l_1817_ + l_1759_);
                                                                        bool l_1893_ = (l_1892_ <= l_1841_);
                                                                        l_mut_308_ = l_1893_;
                                                                        double l_1894_ = (l_1817_ - l_1759_);
                                                                        bool l_1895_ = (l_1894_ > l_1841_);
                                                                        l_mut_305_ = l_1895_;
                                                                        double l_1896_ = (l_1828_ - l_1761_);
                                                                        bool l_1897_ = (l_1896_ >= l_1841_);
                                                                        l_mut_302_ = l_1897_;
                                                                        double l_1898_ = (l_1828_ + l_1761_);
                                                                        bool l_1899_ = (l_1898_ < l_1841_);
                                                                        l_mut_299_ = l_1899_;
                                                                        if (l_176_) {
                                                                            double l_1900_ = (l_1817_ + l_1759_);
                                                                            bool l_1901_ = (l_1900_ < l_1863_);
                                                                            l_mut_308_ = l_1901_;
                                                                            double l_1902_ = (l_1817_ - l_1759_);
                                                                            bool l_1903_ = (l_1902_ >= l_1863_);
                                                                            l_mut_305_ = l_1903_;
                                                                            double l_1904_ = (l_1828_ - l_1761_);
                                                                            bool l_1905_ = (l_1904_ > l_1891_);
                                                                            l_mut_302_ = l_1905_;
                                                                            double l_1906_ = (l_1828_ + l_1761_);
                                                                            bool l_1907_ = (l_1906_ <= l_1891_);
                                                                            l_mut_299_ = l_1907_;
                                                                        }
                                                                        l_mut_206_ = 2u;
                                                                        bool _e3822 = l_mut_305_;
                                                                        if (!(_e3822)) {
                                                                            bool _e3826 = l_mut_299_;
                                                                            local_83 = _e3826;
                                                                        } else {
                                                                            local_83 = true;
                                                                        }
                                                                        bool l_1908_ = local_83;
                                                                        if (l_1908_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            bool _e3830 = l_mut_308_;
                                                                            if (_e3830) {
                                                                                bool _e3833 = l_mut_302_;
                                                                                local_84 = _e3833;
                                                                            } else {
                                                                                local_84 = false;
                                                                            }
                                                                            bool l_1909_ = local_84;
                                                                            if (l_1909_) {
                                                                                l_mut_206_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3837 = l_mut_25_;
                                                                        uint l_1910_ = asuint(_e3837);
                                                                        uint l_1911_ = (l_1910_ & 2147483647u);
                                                                        bool l_1912_ = (l_1911_ == 0u);
                                                                        if (l_1912_) {
                                                                            double l_1913_ = (l_1817_ + l_1759_);
                                                                            bool l_1914_ = (l_1913_ < 1.1754943508222875e-38L);
                                                                            double l_1915_ = (l_1828_ - l_1761_);
                                                                            bool l_1916_ = (l_1915_ > -1.1754943508222875e-38L);
                                                                            if (l_1914_) {
                                                                                local_85 = l_1916_;
                                                                            } else {
                                                                                local_85 = false;
                                                                            }
                                                                            bool l_1917_ = local_85;
                                                                            double l_1918_ = (l_1817_ - l_1759_);
                                                                            bool l_1919_ = (l_1918_ < 1.1754943508222875e-38L);
                                                                            double l_1920_ = (l_1828_ + l_1761_);
                                                                            bool l_1921_ = (l_1920_ > -1.1754943508222875e-38L);
                                                                            if (l_1919_) {
                                                                                local_86 = l_1921_;
                                                                            } else {
                                                                                local_86 = false;
                                                                            }
                                                                            bool l_1922_ = local_86;
                                                                            if (l_1917_) {
                                                                                l_mut_206_ = 0u;
                                                                            } else {
                                                                                uint _e3864 = l_mut_206_;
                                                                                bool l_1923_ = (_e3864 == 1u);
                                                                                if (l_1922_) {
                                                                                    local_87 = l_1923_;
                                                                                } else {
                                                                                    local_87 = false;
                                                                                }
                                                                                bool l_1924_ = local_87;
                                                                                if (l_1924_) {
                                                                                    l_mut_206_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3872 = l_mut_206_;
                                                                        l_mut_248_ = _e3872;
                                                                    }
                                                                    uint l_1925_ = a_1215_[0];
                                                                    bool l_1926_ = (l_1925_ == 0u);
                                                                    if (l_1926_) {
                                                                        l_mut_248_ = 2u;
                                                                    }
                                                                    uint _e3878 = l_mut_248_;
                                                                    l_mut_190_ = _e3878;
                                                                } else {
                                                                    bool l_1927_ = (l_172_ == 10u);
                                                                    if (l_1927_) {
                                                                        double l_1928_ = sqrt(l_185_);
                                                                        double l_1929_ = (1.0L / l_1928_);
                                                                        double l_1930_ = (l_1929_ * 1.4551915228366852e-11L);
                                                                        double l_1931_ = abs(l_1929_);
                                                                        l_mut_1363_ = 1.401298464324817e-45L;
                                                                        bool l_1932_ = (l_1931_ >= 1.1754943508222875e-38L);
                                                                        bool l_1933_ = (l_1931_ <= 1.7976931348623157e308L);
                                                                        if (l_1932_) {
                                                                            local_88 = l_1933_;
                                                                        } else {
                                                                            local_88 = false;
                                                                        }
                                                                        bool l_1934_ = local_88;
                                                                        if (l_1934_) {
                                                                            uint64_t l_1935_ = l_1931_;
                                                                            uint64_t l_1936_ = (l_1935_ >> uint(52uL));
                                                                            uint64_t l_1937_ = (l_1936_ - 23uL);
                                                                            uint64_t l_1938_ = (l_1937_ << uint(52uL));
                                                                            double l_1939_ = l_1938_;
                                                                            l_mut_1363_ = l_1939_;
                                                                        }
                                                                        double _e3908 = l_mut_1363_;
                                                                        double l_1940_ = (l_178_ * _e3908);
                                                                        double l_1941_ = (l_1929_ - l_1940_);
                                                                        double l_1942_ = (l_185_ * l_1941_);
                                                                        double _e3912 = l_mut_1363_;
                                                                        double l_1943_ = (l_178_ * _e3912);
                                                                        double l_1944_ = (l_1929_ + l_1943_);
                                                                        double l_1945_ = (l_185_ * l_1944_);
                                                                        l_mut_248_ = 2u;
                                                                        double l_1946_ = (l_1929_ - l_1930_);
                                                                        double l_1947_ = abs(l_1946_);
                                                                        l_mut_1363_ = 1.401298464324817e-45L;
                                                                        bool l_1948_ = (l_1947_ >= 1.1754943508222875e-38L);
                                                                        bool l_1949_ = (l_1947_ <= 1.7976931348623157e308L);
                                                                        if (l_1948_) {
                                                                            local_89 = l_1949_;
                                                                        } else {
                                                                            local_89 = false;
                                                                        }
                                                                        bool l_1950_ = local_89;
                                                                        if (l_1950_) {
                                                                            uint64_t l_1951_ = l_1947_;
                                                                            uint64_t l_1952_ = (l_1951_ >> uint(52uL));
                                                                            uint64_t l_1953_ = (l_1952_ - 23uL);
                                                                            uint64_t l_1954_ = (l_1953_ << uint(52uL));
                                                                            double l_1955_ = l_1954_;
                                                                            l_mut_1363_ = l_1955_;
                                                                        }
                                                                        double l_1956_ = (l_1929_ + l_1930_);
                                                                        double l_1957_ = abs(l_1956_);
                                                                        l_mut_1280_ = 1.401298464324817e-45L;
                                                                        bool l_1958_ = (l_1957_ >= 1.1754943508222875e-38L);
                                                                        bool l_1959_ = (l_1957_ <= 1.7976931348623157e308L);
                                                                        if (l_1958_) {
                                                                            local_90 = l_1959_;
                                                                        } else {
                                                                            local_90 = false;
                                                                        }
                                                                        bool l_1960_ = local_90;
                                                                        if (l_1960_) {
                                                                            uint64_t l_1961_ = l_1957_;
                                                                            uint64_t l_1962_ = (l_1961_ >> uint(52uL));
                                                                            uint64_t l_1963_ = (l_1962_ - 23uL);
                                                                            uint64_t l_1964_ = (l_1963_ << uint(52uL));
                                                                            double l_1965_ = l_1964_;
                                                                            l_mut_1280_ = l_1965_;
                                                                        }
                                                                        double _e3963 = l_mut_1363_;
                                                                        double _e3964 = l_mut_1280_;
                                                                        bool l_1966_ = (_e3963 == _e3964);
                                                                        if (l_1966_) {
                                                                            double l_1967_ = abs(l_1942_);
                                                                            double l_1968_ = (l_1967_ * 1.4551915228366852e-11L);
                                                                            double l_1969_ = abs(l_1945_);
                                                                            double l_1970_ = (l_1969_ * 1.4551915228366852e-11L);
                                                                            float _e3972 = l_mut_25_;
                                                                            uint l_1971_ = asuint(_e3972);
                                                                            uint l_1972_ = (l_1971_ & 2147483647u);
                                                                            float l_1973_ = asfloat(l_1972_);
                                                                            double l_1974_ = double(l_1973_);
                                                                            l_mut_1363_ = l_1974_;
                                                                            bool l_1975_ = (l_1972_ < 8388608u);
                                                                            if (l_1975_) {
                                                                                double l_1976_ = double(l_1972_);
                                                                                double l_1977_ = (l_1976_ * 1.401298464324817e-45L);
                                                                                l_mut_1363_ = l_1977_;
                                                                            }
                                                                            double _e3983 = l_mut_1363_;
                                                                            uint64_t l_1978_ = _e3983;
                                                                            uint l_1979_ = (l_1971_ >> 31u);
                                                                            uint64_t l_1980_ = uint64_t(l_1979_);
                                                                            uint64_t l_1981_ = (l_1980_ << uint(63uL));
                                                                            uint64_t l_1982_ = (l_1978_ | l_1981_);
                                                                            double l_1983_ = l_1982_;
                                                                            float _e3994 = l_mut_25_;
                                                                            uint l_1984_ = asuint(_e3994);
                                                                            uint l_1985_ = (l_1984_ + 1u);
                                                                            l_mut_206_ = l_1985_;
                                                                            uint l_1986_ = (l_1984_ & 2147483647u);
                                                                            bool l_1987_ = (l_1986_ == 0u);
                                                                            if (l_1987_) {
                                                                                l_mut_206_ = 1u;
                                                                            } else {
                                                                                uint l_1988_ = (l_1984_ & 2147483648u);
                                                                                bool l_1989_ = (l_1988_ != 0u);
                                                                                if (l_1989_) {
                                                                                    uint l_1990_ = (l_1984_ - 1u);
                                                                                    l_mut_206_ = l_1990_;
                                                                                } else {
                                                                                    bool l_1991_ = (l_1984_ == 2139095040u);
                                                                                    if (l_1991_) {
                                                                                        l_mut_206_ = l_1984_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4011 = l_mut_206_;
                                                                            float l_1992_ = asfloat(_e4011);
                                                                            uint l_1993_ = asuint(l_1992_);
                                                                            uint l_1994_ = (l_1993_ & 2147483647u);
                                                                            float l_1995_ = asfloat(l_1994_);
                                                                            double l_1996_ = double(l_1995_);
                                                                            l_mut_1363_ = l_1996_;
                                                                            bool l_1997_ = (l_1994_ < 8388608u);
                                                                            if (l_1997_) {
                                                                                double l_1998_ = double(l_1994_);
                                                                                double l_1999_ = (l_1998_ * 1.401298464324817e-45L);
                                                                                l_mut_1363_ = l_1999_;
                                                                            }
                                                                            double _e4023 = l_mut_1363_;
                                                                            uint64_t l_2000_ = _e4023;
                                                                            uint l_2001_ = (l_1993_ >> 31u);
                                                                            uint64_t l_2002_ = uint64_t(l_2001_);
                                                                            uint64_t l_2003_ = (l_2002_ << uint(63uL));
                                                                            uint64_t l_2004_ = (l_2000_ | l_2003_);
                                                                            double l_2005_ = l_2004_;
                                                                            float _e4034 = l_mut_25_;
                                                                            uint l_2006_ = asuint(_e4034);
                                                                            uint l_2007_ = (l_2006_ ^ 2147483648u);
                                                                            float l_2008_ = asfloat(l_2007_);
                                                                            uint l_2009_ = asuint(l_2008_);
                                                                            uint l_2010_ = (l_2009_ + 1u);
                                                                            l_mut_206_ = l_2010_;
                                                                            uint l_2011_ = (l_2009_ & 2147483647u);
                                                                            bool l_2012_ = (l_2011_ == 0u);
                                                                            if (l_2012_) {
                                                                                l_mut_206_ = 1u;
                                                                            } else {
                                                                                uint l_2013_ = (l_2009_ & 2147483648u);
                                                                                bool l_2014_ = (l_2013_ != 0u);
                                                                                if (l_2014_) {
                                                                                    uint l_2015_ = (l_2009_ - 1u);
                                                                                    l_mut_206_ = l_2015_;
                                                                                } else {
                                                                                    bool l_2016_ = (l_2009_ == 2139095040u);
                                                                                    if (l_2016_) {
                                                                                        l_mut_206_ = l_2009_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4055 = l_mut_206_;
                                                                            float l_2017_ = asfloat(_e4055);
                                                                            uint l_2018_ = asuint(l_2017_);
                                                                            uint l_2019_ = (l_2018_ ^ 2147483648u);
                                                                            float l_2020_ = asfloat(l_2019_);
                                                                            uint l_2021_ = asuint(l_2020_);
                                                                            uint l_2022_ = (l_2021_ & 2147483647u);
                                                                            float l_2023_ = asfloat(l_2022_);
                                                                            double l_2024_ = double(l_2023_);
                                                                            l_mut_1363_ = l_2024_;
                                                                            bool l_2025_ = (l_2022_ < 8388608u);
                                                                            if (l_2025_) {
                                                                                double l_2026_ = double(l_2022_);
                                                                                double l_2027_ = (l_2026_ * 1.401298464324817e-45L);
                                                                                l_mut_1363_ = l_2027_;
                                                                            }
                                                                            double _e4071 = l_mut_1363_;
                                                                            uint64_t l_2028_ = _e4071;
                                                                            uint l_2029_ = (l_2021_ >> 31u);
                                                                            uint64_t l_2030_ = uint64_t(l_2029_);
                                                                            uint64_t l_2031_ = (l_2030_ << uint(63uL));
                                                                            uint64_t l_2032_ = (l_2028_ | l_2031_);
                                                                            double l_2033_ = l_2032_;
                                                                            double l_2034_ = (l_1942_ + l_1968_);
                                                                            bool l_2035_ = (l_2034_ <= l_1983_);
                                                                            l_mut_308_ = l_2035_;
                                                                            double l_2036_ = (l_1942_ - l_1968_);
                                                                            bool l_2037_ = (l_2036_ > l_1983_);
                                                                            l_mut_305_ = l_2037_;
                                                                            double l_2038_ = (l_1945_ - l_1970_);
                                                                            bool l_2039_ = (l_2038_ >= l_1983_);
                                                                            l_mut_302_ = l_2039_;
                                                                            double l_2040_ = (l_1945_ + l_1970_);
                                                                            bool l_2041_ = (l_2040_ < l_1983_);
                                                                            l_mut_299_ = l_2041_;
                                                                            double l_2042_ = (l_1942_ + l_1968_);
                                                                            bool l_2043_ = (l_2042_ < l_2005_);
                                                                            l_mut_308_ = l_2043_;
                                                                            double l_2044_ = (l_1942_ - l_1968_);
                                                                            bool l_2045_ = (l_2044_ >= l_2005_);
                                                                            l_mut_305_ = l_2045_;
                                                                            double l_2046_ = (l_1945_ - l_1970_);
                                                                            bool l_2047_ = (l_2046_ > l_2033_);
                                                                            l_mut_302_ = l_2047_;
                                                                            double l_2048_ = (l_1945_ + l_1970_);
                                                                            bool l_2049_ = (l_2048_ <= l_2033_);
                                                                            l_mut_299_ = l_2049_;
                                                                            l_mut_206_ = 2u;
                                                                            bool _e4099 = l_mut_305_;
                                                                            if (!(_e4099)) {
                                                                                bool _e4103 = l_mut_299_;
                                                                                local_91 = _e4103;
                                                                            } else {
                                                                                local_91 = true;
                                                                            }
                                                                            bool l_2050_ = local_91;
                                                                            if (l_2050_) {
                                                                                l_mut_206_ = 1u;
                                                                            } else {
                                                                                bool _e4107 = l_mut_308_;
                                                                                if (_e4107) {
                                                                                    bool _e4110 = l_mut_302_;
                                                                                    local_92 = _e4110;
                                                                                } else {
                                                                                    local_92 = false;
                                                                                }
                                                                                bool l_2051_ = local_92;
                                                                                if (l_2051_) {
                                                                                    l_mut_206_ = 0u;
                                                                                }
                                                                            }
                                                                            float _e4114 = l_mut_25_;
                                                                            uint l_2052_ = asuint(_e4114);
                                                                            uint l_2053_ = (l_2052_ & 2147483647u);
                                                                            bool l_2054_ = (l_2053_ == 0u);
                                                                            if (l_2054_) {
                                                                                double l_2055_ = (l_1942_ + l_1968_);
                                                                                bool l_2056_ = (l_2055_ < 1.1754943508222875e-38L);
                                                                                double l_2057_ = (l_1945_ - l_1970_);
                                                                                bool l_2058_ = (l_2057_ > -1.1754943508222875e-38L);
                                                                                if (l_2056_) {
                                                                                    local_93 = l_2058_;
                                                                                } else {
                                                                                    local_93 = false;
                                                                                }
                                                                                bool l_2059_ = local_93;
                                                                                double l_2060_ = (l_1942_ - l_1968_);
                                                                                bool l_2061_ = (l_2060_ < 1.1754943508222875e-38L);
                                                                                double l_2062_ = (l_1945_ + l_1970_);
                                                                                bool l_2063_ = (l_2062_ > -1.1754943508222875e-38L);
                                                                                if (l_2061_) {
                                                                                    local_94 = l_2063_;
                                                                                } else {
                                                                                    local_94 = false;
                                                                                }
                                                                                bool l_2064_ = local_94;
                                                                                if (l_2059_) {
                                                                                    l_mut_206_ = 0u;
                                                                                } else {
                                                                                    uint _e4141 = l_mut_206_;
                                                                                    bool l_2065_ = (_e4141 == 1u);
                                                                                    if (l_2064_) {
                                                                                        local_95 = l_2065_;
                                                                                    } else {
                                                                                        local_95 = false;
                                                                                    }
                                                                                    bool l_2066_ = local_95;
                                                                                    if (l_2066_) {
                                                                                        l_mut_206_ = 2u;
                                                                                    }
                                                                                }
                                                                            }
                                                                            uint _e4149 = l_mut_206_;
                                                                            l_mut_248_ = _e4149;
                                                                        }
                                                                        uint _e4150 = l_mut_248_;
                                                                        l_mut_190_ = _e4150;
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
                            uint l_2067_ = a_189_[0];
                            bool l_2068_ = (l_2067_ == 0u);
                            if (l_2068_) {
                                l_mut_190_ = 2u;
                            }
                            uint _e4156 = l_mut_170_;
                            uint _e4158 = l_mut_190_;
                            a_10_[min(uint(_e4156), 7u)] = _e4158;
                            uint _e4159 = l_mut_170_;
                            uint l_2069_ = a_10_[min(uint(_e4159), 7u)];
                            bool l_2070_ = (l_2069_ == 2u);
                            if (l_2070_) {
                                l_mut_167_ = false;
                            }
                        }
                    }
                }
                uint _e4168 = l_mut_69_;
                bool l_2071_ = (_e4168 == 4294967293u);
                if (l_2071_) {
                    uint l_2072_ = a_8_[0];
                    uint l_2073_ = (l_2072_ + 1u);
                    a_8_[0] = l_2073_;
                } else {
                    bool _e4176 = l_mut_167_;
                    if (_e4176) {
                        l_mut_1363_ = l_157_;
                        double _e4177 = l_mut_1363_;
                        bool l_2074_ = (_e4177 < -17.0L);
                        if (l_2074_) {
                            l_mut_1363_ = -17.0L;
                        }
                        double _e4181 = l_mut_1363_;
                        bool l_2075_ = (_e4181 > 17.0L);
                        if (l_2075_) {
                            l_mut_1363_ = 17.0L;
                        }
                        double _e4185 = l_mut_1363_;
                        double l_2076_ = (_e4185 + 16.0L);
                        double l_2077_ = (l_2076_ + 1.0L);
                        uint l_2078_ = naga_f2u32(l_2077_);
                        uint l_2079_ = (2u + l_2078_);
                        uint l_2080_ = a_8_[min(uint(l_2079_), 64u)];
                        uint l_2081_ = (l_2080_ + 1u);
                        a_8_[min(uint(l_2079_), 64u)] = l_2081_;
                        float _e4198 = l_mut_25_;
                        uint l_2082_ = asuint(_e4198);
                        uint l_2083_ = (l_2082_ & 2147483647u);
                        float l_2084_ = asfloat(l_2083_);
                        double l_2085_ = double(l_2084_);
                        l_mut_1363_ = l_2085_;
                        bool l_2086_ = (l_2083_ < 8388608u);
                        if (l_2086_) {
                            double l_2087_ = double(l_2083_);
                            double l_2088_ = (l_2087_ * 1.401298464324817e-45L);
                            l_mut_1363_ = l_2088_;
                        }
                        double _e4209 = l_mut_1363_;
                        uint64_t l_2089_ = _e4209;
                        uint l_2090_ = (l_2082_ >> 31u);
                        uint64_t l_2091_ = uint64_t(l_2090_);
                        uint64_t l_2092_ = (l_2091_ << uint(63uL));
                        uint64_t l_2093_ = (l_2089_ | l_2092_);
                        double l_2094_ = l_2093_;
                        double _e4220 = l_mut_31_;
                        double l_2095_ = abs(_e4220);
                        double _e4222 = l_mut_31_;
                        double l_2096_ = (_e4222 * 0.0L);
                        double l_2097_ = (l_2096_ + 7.1362384635298e44L);
                        l_mut_1363_ = l_2097_;
                        bool l_2098_ = (l_2095_ >= 2.350988701644575e-38L);
                        if (l_2098_) {
                            uint _e4229 = l_mut_69_;
                            uint l_2099_ = (_e4229 & 2147483647u);
                            float l_2100_ = asfloat(l_2099_);
                            double l_2101_ = double(l_2100_);
                            uint l_2102_ = (l_2099_ & 2139095040u);
                            float l_2103_ = asfloat(l_2102_);
                            double l_2104_ = double(l_2103_);
                            bool l_2105_ = (l_2101_ > l_2095_);
                            uint l_2106_ = (l_2099_ & 8388607u);
                            bool l_2107_ = (l_2106_ == 0u);
                            if (l_2105_) {
                                local_96 = l_2107_;
                            } else {
                                local_96 = false;
                            }
                            bool l_2108_ = local_96;
                            double l_2109_ = (l_2104_ * 1.1920928955078125e-7L);
                            double l_2110_ = double(l_2108_);
                            double l_2111_ = (0.5L * l_2110_);
                            double l_2112_ = (1.0L - l_2111_);
                            double l_2113_ = (l_2109_ * l_2112_);
                            double l_2114_ = (1.0L / l_2113_);
                            l_mut_1363_ = l_2114_;
                        }
                        double _e4257 = l_mut_31_;
                        double l_2115_ = (l_2094_ - _e4257);
                        double _e4259 = l_mut_1363_;
                        double l_2116_ = (l_2115_ * _e4259);
                        uint l_2118_ = (45u + 0u);
                        double l_2119_ = abs(l_2116_);
                        double l_2120_ = a_9_[0];
                        double l_2121_ = abs(l_2120_);
                        bool l_2122_ = (l_2119_ > l_2121_);
                        l_mut_308_ = l_2122_;
                        if (true) {
                            double l_2124_ = a_9_[0];
                            bool l_2125_ = (l_2116_ < l_2124_);
                            l_mut_308_ = l_2125_;
                        } else {
                            if (false) {
                                double l_2127_ = a_9_[0];
                                bool l_2128_ = (l_2116_ > l_2127_);
                                l_mut_308_ = l_2128_;
                            }
                        }
                        uint l_2129_ = a_8_[min(uint(l_2118_), 64u)];
                        bool l_2130_ = (l_2129_ == 4294967295u);
                        if (!(l_2130_)) {
                            bool _e4284 = l_mut_308_;
                            local_97 = _e4284;
                        } else {
                            local_97 = true;
                        }
                        bool l_2131_ = local_97;
                        if (l_2131_) {
                            a_8_[min(uint(l_2118_), 64u)] = l_23_;
                            uint l_2132_ = (l_2118_ + 1u);
                            a_8_[min(uint(l_2132_), 64u)] = l_138_;
                            a_9_[0] = l_2116_;
                        }
                        uint l_2134_ = (45u + 2u);
                        double l_2135_ = abs(l_2116_);
                        double l_2136_ = a_9_[1];
                        double l_2137_ = abs(l_2136_);
                        bool l_2138_ = (l_2135_ > l_2137_);
                        l_mut_308_ = l_2138_;
                        if (false) {
                            double l_2140_ = a_9_[1];
                            bool l_2141_ = (l_2116_ < l_2140_);
                            l_mut_308_ = l_2141_;
                        } else {
                            if (true) {
                                double l_2143_ = a_9_[1];
                                bool l_2144_ = (l_2116_ > l_2143_);
                                l_mut_308_ = l_2144_;
                            }
                        }
                        uint l_2145_ = a_8_[min(uint(l_2134_), 64u)];
                        bool l_2146_ = (l_2145_ == 4294967295u);
                        if (!(l_2146_)) {
                            bool _e4315 = l_mut_308_;
                            local_98 = _e4315;
                        } else {
                            local_98 = true;
                        }
                        bool l_2147_ = local_98;
                        if (l_2147_) {
                            a_8_[min(uint(l_2134_), 64u)] = l_23_;
                            uint l_2148_ = (l_2134_ + 1u);
                            a_8_[min(uint(l_2148_), 64u)] = l_138_;
                            a_9_[1] = l_2116_;
                        }
                        bool l_2149_ = (l_157_ != 0.0L);
                        if (l_2149_) {
                            l_mut_2150_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e4381 = l_mut_2150_;
                                    l_mut_2150_ = (_e4381 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e4327 = l_mut_2150_;
                                if ((_e4327 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4330 = l_mut_2150_;
                                    uint l_2151_ = a_10_[min(uint(_e4330), 7u)];
                                    bool l_2152_ = (l_2151_ == 1u);
                                    if (l_2152_) {
                                        uint _e4336 = l_mut_2150_;
                                        uint l_2153_ = (37u + _e4336);
                                        uint l_2154_ = a_8_[min(uint(l_2153_), 64u)];
                                        uint l_2155_ = (l_2154_ + 1u);
                                        a_8_[min(uint(l_2153_), 64u)] = l_2155_;
                                        uint _e4344 = l_mut_2150_;
                                        uint l_2156_ = (2u + _e4344);
                                        uint l_2157_ = (2u * l_2156_);
                                        uint l_2158_ = (45u + l_2157_);
                                        double l_2159_ = abs(l_2116_);
                                        double l_2160_ = a_9_[min(uint(l_2156_), 9u)];
                                        double l_2161_ = abs(l_2160_);
                                        bool l_2162_ = (l_2159_ > l_2161_);
                                        l_mut_308_ = l_2162_;
                                        bool l_2163_ = (l_2156_ == 0u);
                                        if (l_2163_) {
                                            double l_2164_ = a_9_[min(uint(l_2156_), 9u)];
                                            bool l_2165_ = (l_2116_ < l_2164_);
                                            l_mut_308_ = l_2165_;
                                        } else {
                                            bool l_2166_ = (l_2156_ == 1u);
                                            if (l_2166_) {
                                                double l_2167_ = a_9_[min(uint(l_2156_), 9u)];
                                                bool l_2168_ = (l_2116_ > l_2167_);
                                                l_mut_308_ = l_2168_;
                                            }
                                        }
                                        uint l_2169_ = a_8_[min(uint(l_2158_), 64u)];
                                        bool l_2170_ = (l_2169_ == 4294967295u);
                                        if (!(l_2170_)) {
                                            bool _e4372 = l_mut_308_;
                                            local_99 = _e4372;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_2171_ = local_99;
                                        if (l_2171_) {
                                            a_8_[min(uint(l_2158_), 64u)] = l_23_;
                                            uint l_2172_ = (l_2158_ + 1u);
                                            a_8_[min(uint(l_2172_), 64u)] = l_138_;
                                            a_9_[min(uint(l_2156_), 9u)] = l_2116_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_2173_ = a_8_[1];
                        uint l_2174_ = (l_2_ + l_2173_);
                        uint l_2175_ = (l_2174_ * 2u);
                        uint l_2260_ = asuint(info.Load(24+0));
                        uint l_2261_ = (l_2260_ * 1u);
                        bool l_2262_ = (l_2175_ < l_2261_);
                        if (l_2262_) {
                            buffer_6_global.Store(l_2175_*4, asuint(l_23_));
                        }
                        uint l_2176_ = (l_2175_ + 1u);
                        uint l_2263_ = asuint(info.Load(24+0));
                        uint l_2264_ = (l_2263_ * 1u);
                        bool l_2265_ = (l_2176_ < l_2264_);
                        if (l_2265_) {
                            buffer_6_global.Store(l_2176_*4, asuint(l_138_));
                        }
                        uint l_2177_ = a_8_[1];
                        uint l_2178_ = (l_2177_ + 1u);
                        a_8_[1] = l_2178_;
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
                uint _e4438 = l_mut_2179_;
                l_mut_2179_ = (_e4438 + 1u);
            }
            loop_init_5 = false;
            uint _e4418 = l_mut_2179_;
            if ((_e4418 < 65u)) {
            } else {
                break;
            }
            {
                uint l_2180_ = (id * 65u);
                uint _e4423 = l_mut_2179_;
                uint l_2181_ = (l_2180_ + _e4423);
                uint _e4425 = l_mut_2179_;
                uint l_2182_ = a_8_[min(uint(_e4425), 64u)];
                uint l_2266_ = asuint(info.Load(16+0));
                uint l_2267_ = (l_2266_ * 1u);
                bool l_2268_ = (l_2181_ < l_2267_);
                if (l_2268_) {
                    buffer_4_global.Store(l_2181_*4, asuint(l_2182_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e4462 = l_mut_2183_;
                l_mut_2183_ = (_e4462 + 1u);
            }
            loop_init_6 = false;
            uint _e4442 = l_mut_2183_;
            if ((_e4442 < 10u)) {
            } else {
                break;
            }
            {
                uint l_2184_ = (id * 10u);
                uint _e4447 = l_mut_2183_;
                uint l_2185_ = (l_2184_ + _e4447);
                uint _e4449 = l_mut_2183_;
                double l_2186_ = a_9_[min(uint(_e4449), 9u)];
                uint l_2269_ = asuint(info.Load(20+0));
                uint l_2270_ = (l_2269_ * 1u);
                bool l_2271_ = (l_2185_ < l_2270_);
                if (l_2271_) {
                    buffer_5_global.Store(l_2185_*8, l_2186_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
