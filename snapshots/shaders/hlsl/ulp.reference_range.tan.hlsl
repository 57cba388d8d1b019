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
    double a_2421_[2] = (double[2])0;
    double a_3464_[2] = (double[2])0;
    double a_3680_[2] = (double[2])0;
    double a_4083_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    double l_mut_1404_ = (double)0;
    double l_mut_1429_ = (double)0;
    double l_mut_1514_ = (double)0;
    bool l_mut_167_ = (bool)0;
    double l_mut_1768_ = (double)0;
    uint l_mut_190_ = (uint)0;
    double l_mut_2024_ = (double)0;
    uint l_mut_206_ = (uint)0;
    double l_mut_219_ = (double)0;
    double l_mut_2278_ = (double)0;
    uint l_mut_248_ = (uint)0;
    uint l_mut_2530_ = (uint)0;
    float l_mut_25_ = (float)0;
    bool l_mut_299_ = (bool)0;
    bool l_mut_302_ = (bool)0;
    bool l_mut_305_ = (bool)0;
    bool l_mut_308_ = (bool)0;
    double l_mut_31_ = (double)0;
    uint l_mut_3573_ = (uint)0;
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
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    uint l_mut_4339_ = (uint)0;
    bool local_144 = (bool)0;
    uint l_mut_4368_ = 0u;
    uint l_mut_4372_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_4390_ = asuint(info.Load(28+0));
        uint l_4391_ = (l_4390_ * 1u);
        bool l_4392_ = (0u < l_4391_);
        if (l_4392_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_4376_ = asuint(info.Load(0+0));
    uint l_4377_ = (l_4376_ * 1u);
    bool l_4378_ = (1u < l_4377_);
    uint l_4379_ = (l_4377_ - 1u);
    uint l_4380_ = min(1u, l_4379_);
    uint l_4381_ = asuint(buffer_0_global.Load(l_4380_*4));
    uint l_1_ = (l_4378_ ? l_4381_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_4383_ = asuint(info.Load(0+0));
    uint l_4384_ = (l_4383_ * 1u);
    bool l_4385_ = (2u < l_4384_);
    uint l_4386_ = (l_4384_ - 1u);
    uint l_4387_ = min(2u, l_4386_);
    uint l_4388_ = asuint(buffer_0_global.Load(l_4387_*4));
    uint l_3_ = (l_4385_ ? l_4388_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_4393_ = asuint(info.Load(0+0));
        uint l_4394_ = (l_4393_ * 1u);
        bool l_4395_ = (2u < l_4394_);
        uint l_4396_ = (l_4394_ - 1u);
        uint l_4397_ = min(2u, l_4396_);
        uint l_4398_ = asuint(buffer_0_global.Load(l_4397_*4));
        uint l_6_ = (l_4395_ ? l_4398_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e132 = l_mut_11_;
                l_mut_11_ = (_e132 + 1u);
            }
            loop_init = false;
            uint _e125 = l_mut_11_;
            if ((_e125 < 45u)) {
            } else {
                break;
            }
            {
                uint _e128 = l_mut_11_;
                a_8_[min(uint(_e128), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e159 = l_mut_12_;
                l_mut_12_ = (_e159 + 1u);
            }
            loop_init_1 = false;
            uint _e136 = l_mut_12_;
            if ((_e136 < 10u)) {
            } else {
                break;
            }
            {
                uint _e140 = l_mut_12_;
                uint l_13_ = (2u * _e140);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e147 = l_mut_12_;
                uint l_15_ = (2u * _e147);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e155 = l_mut_12_;
                a_9_[min(uint(_e155), 9u)] = 0.0L;
            }
        }
        uint l_4400_ = asuint(info.Load(12+0));
        uint l_4401_ = (l_4400_ * 1u);
        bool l_4402_ = (1024u < l_4401_);
        uint l_4403_ = (l_4401_ - 1u);
        uint l_4404_ = min(1024u, l_4403_);
        uint l_4405_ = asuint(buffer_3_global.Load(l_4404_*4));
        uint l_18_ = (l_4402_ ? l_4405_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e8401 = l_mut_21_;
                l_mut_21_ = (_e8401 + 1u);
            }
            loop_init_2 = false;
            uint _e181 = l_mut_21_;
            if ((_e181 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_4407_ = asuint(info.Load(0+0));
                uint l_4408_ = (l_4407_ * 1u);
                bool l_4409_ = (0u < l_4408_);
                uint l_4410_ = (l_4408_ - 1u);
                uint l_4411_ = min(0u, l_4410_);
                uint l_4412_ = asuint(buffer_0_global.Load(l_4411_*4));
                uint l_22_ = (l_4409_ ? l_4412_ : 0u);
                uint _e200 = l_mut_21_;
                uint l_23_ = (l_22_ + _e200);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = tan(l_24_);
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
                double _e214 = l_mut_31_;
                uint64_t l_35_ = _e214;
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
                double _e235 = l_mut_45_;
                uint64_t l_49_ = _e235;
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
                double _e256 = l_mut_45_;
                uint64_t l_62_ = _e256;
                uint l_63_ = (l_55_ >> 31u);
                uint64_t l_64_ = uint64_t(l_63_);
                uint64_t l_65_ = (l_64_ << uint(63uL));
                uint64_t l_66_ = (l_62_ | l_65_);
                double l_67_ = l_66_;
                double _e267 = l_mut_31_;
                l_mut_45_ = _e267;
                double _e268 = l_mut_31_;
                double l_68_ = tan(_e268);
                l_mut_45_ = l_68_;
                double _e270 = l_mut_45_;
                l_mut_31_ = _e270;
                l_mut_69_ = 4294967294u;
                float _e272 = l_mut_25_;
                uint l_70_ = asuint(_e272);
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
                double _e290 = l_mut_31_;
                double l_79_ = abs(_e290);
                double _e292 = l_mut_31_;
                bool l_80_ = (_e292 < 0.0L);
                uint l_81_ = uint(l_80_);
                uint l_82_ = (2147483648u * l_81_);
                if (l_78_) {
                } else {
                    double _e298 = l_mut_31_;
                    const bool _e299 = is_nan_1_f64_(_e298);
                    if (_e299) {
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
                float _e396 = l_mut_25_;
                uint l_138_ = asuint(_e396);
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
                uint _e417 = l_mut_69_;
                uint l_150_ = (_e417 & 2147483647u);
                double l_151_ = double(l_150_);
                uint _e421 = l_mut_69_;
                uint l_152_ = (_e421 >> 31u);
                double l_153_ = double(l_152_);
                double l_154_ = (2.0L * l_153_);
                double l_155_ = (1.0L - l_154_);
                double l_156_ = (l_151_ * l_155_);
                double l_157_ = (l_149_ - l_156_);
                uint _e431 = l_mut_69_;
                uint l_158_ = (_e431 & 2139095040u);
                bool l_159_ = (l_158_ == 0u);
                uint _e436 = l_mut_69_;
                bool l_160_ = (_e436 < 4294967293u);
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
                bool _e462 = l_mut_167_;
                if (_e462) {
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
                            uint _e8153 = l_mut_170_;
                            l_mut_170_ = (_e8153 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e469 = l_mut_170_;
                        if ((_e469 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e473 = l_mut_170_;
                            uint l_171_ = (2u * _e473);
                            uint l_4414_ = asuint(info.Load(4+0));
                            uint l_4415_ = (l_4414_ * 1u);
                            bool l_4416_ = (l_171_ < l_4415_);
                            uint l_4417_ = (l_4415_ - 1u);
                            uint l_4418_ = min(l_171_, l_4417_);
                            uint l_4419_ = asuint(buffer_1_global.Load(l_4418_*4));
                            uint l_172_ = (l_4416_ ? l_4419_ : 0u);
                            uint _e491 = l_mut_170_;
                            uint l_173_ = (2u * _e491);
                            uint l_174_ = (l_173_ + 1u);
                            uint l_4421_ = asuint(info.Load(4+0));
                            uint l_4422_ = (l_4421_ * 1u);
                            bool l_4423_ = (l_174_ < l_4422_);
                            uint l_4424_ = (l_4422_ - 1u);
                            uint l_4425_ = min(l_174_, l_4424_);
                            uint l_4426_ = asuint(buffer_1_global.Load(l_4425_*4));
                            uint l_175_ = (l_4423_ ? l_4426_ : 0u);
                            bool l_176_ = (l_175_ != 0u);
                            uint _e512 = l_mut_170_;
                            uint l_177_ = (_e512 * 4u);
                            uint l_4428_ = asuint(info.Load(8+0));
                            uint l_4429_ = (l_4428_ * 1u);
                            bool l_4430_ = (l_177_ < l_4429_);
                            uint l_4431_ = (l_4429_ - 1u);
                            uint l_4432_ = min(l_177_, l_4431_);
                            double l_4433_ = buffer_2_global.Load<double>(l_4432_*8);
                            double l_178_ = (l_4430_ ? l_4433_ : 0.0L);
                            uint _e530 = l_mut_170_;
                            uint l_179_ = (_e530 * 4u);
                            uint l_180_ = (l_179_ + 1u);
                            uint l_4435_ = asuint(info.Load(8+0));
                            uint l_4436_ = (l_4435_ * 1u);
                            bool l_4437_ = (l_180_ < l_4436_);
                            uint l_4438_ = (l_4436_ - 1u);
                            uint l_4439_ = min(l_180_, l_4438_);
                            double l_4440_ = buffer_2_global.Load<double>(l_4439_*8);
                            double l_181_ = (l_4437_ ? l_4440_ : 0.0L);
                            uint _e550 = l_mut_170_;
                            uint l_182_ = (_e550 * 4u);
                            uint l_183_ = (l_182_ + 2u);
                            uint l_4442_ = asuint(info.Load(8+0));
                            uint l_4443_ = (l_4442_ * 1u);
                            bool l_4444_ = (l_183_ < l_4443_);
                            uint l_4445_ = (l_4443_ - 1u);
                            uint l_4446_ = min(l_183_, l_4445_);
                            double l_4447_ = buffer_2_global.Load<double>(l_4446_*8);
                            double l_184_ = (l_4444_ ? l_4447_ : 0.0L);
                            double l_185_ = double(l_24_);
                            double l_186_ = abs(l_185_);
                            double _e572 = l_mut_31_;
                            double l_187_ = abs(_e572);
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
                                        double _e590 = l_mut_31_;
                                        double l_196_ = abs(_e590);
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
                                        double _e613 = l_mut_45_;
                                        double l_205_ = (l_178_ * _e613);
                                        l_mut_206_ = 2u;
                                        double _e616 = l_mut_31_;
                                        double l_207_ = (_e616 - l_188_);
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
                                        double _e640 = l_mut_31_;
                                        double l_217_ = (_e640 + l_188_);
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
                                        double _e664 = l_mut_45_;
                                        double _e665 = l_mut_219_;
                                        bool l_228_ = (_e664 == _e665);
                                        if (l_228_) {
                                            double l_229_ = (l_205_ * 1.4551915228366852e-11L);
                                            double l_230_ = (l_188_ + l_229_);
                                            double _e670 = l_mut_31_;
                                            double l_231_ = (_e670 - l_205_);
                                            double _e672 = l_mut_31_;
                                            double l_232_ = (_e672 + l_205_);
                                            float _e674 = l_mut_25_;
                                            uint l_233_ = asuint(_e674);
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
                                            double _e685 = l_mut_219_;
                                            uint64_t l_240_ = _e685;
                                            uint l_241_ = (l_233_ >> 31u);
                                            uint64_t l_242_ = uint64_t(l_241_);
                                            uint64_t l_243_ = (l_242_ << uint(63uL));
                                            uint64_t l_244_ = (l_240_ | l_243_);
                                            double l_245_ = l_244_;
                                            float _e696 = l_mut_25_;
                                            uint l_246_ = asuint(_e696);
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
                                            uint _e713 = l_mut_248_;
                                            float l_255_ = asfloat(_e713);
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
                                            double _e725 = l_mut_219_;
                                            uint64_t l_263_ = _e725;
                                            uint l_264_ = (l_256_ >> 31u);
                                            uint64_t l_265_ = uint64_t(l_264_);
                                            uint64_t l_266_ = (l_265_ << uint(63uL));
                                            uint64_t l_267_ = (l_263_ | l_266_);
                                            double l_268_ = l_267_;
                                            float _e736 = l_mut_25_;
                                            uint l_269_ = asuint(_e736);
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
                                            uint _e757 = l_mut_248_;
                                            float l_280_ = asfloat(_e757);
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
                                            double _e773 = l_mut_219_;
                                            uint64_t l_291_ = _e773;
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
                                            bool _e801 = l_mut_302_;
                                            if (!(_e801)) {
                                                bool _e805 = l_mut_308_;
                                                local_15 = _e805;
                                            } else {
                                                local_15 = true;
                                            }
                                            bool l_317_ = local_15;
                                            if (l_317_) {
                                                l_mut_248_ = 1u;
                                            } else {
                                                bool _e809 = l_mut_299_;
                                                if (_e809) {
                                                    bool _e812 = l_mut_305_;
                                                    local_16 = _e812;
                                                } else {
                                                    local_16 = false;
                                                }
                                                bool l_318_ = local_16;
                                                if (l_318_) {
                                                    l_mut_248_ = 0u;
                                                }
                                            }
                                            float _e816 = l_mut_25_;
                                            uint l_319_ = asuint(_e816);
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
                                                    uint _e843 = l_mut_248_;
                                                    bool l_332_ = (_e843 == 1u);
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
                                            uint _e851 = l_mut_248_;
                                            l_mut_206_ = _e851;
                                        }
                                        uint _e852 = l_mut_206_;
                                        l_mut_190_ = _e852;
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
                                                double _e864 = l_mut_31_;
                                                double l_338_ = abs(_e864);
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
                                                double _e887 = l_mut_219_;
                                                double l_347_ = (l_178_ * _e887);
                                                l_mut_248_ = 2u;
                                                double _e890 = l_mut_31_;
                                                double l_348_ = (_e890 - l_188_);
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
                                                double _e914 = l_mut_31_;
                                                double l_358_ = (_e914 + l_188_);
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
                                                double _e938 = l_mut_219_;
                                                double _e939 = l_mut_45_;
                                                bool l_368_ = (_e938 == _e939);
                                                if (l_368_) {
                                                    double l_369_ = (l_347_ * 1.4551915228366852e-11L);
                                                    double l_370_ = (l_188_ + l_369_);
                                                    double _e944 = l_mut_31_;
                                                    double l_371_ = (_e944 - l_347_);
                                                    double _e946 = l_mut_31_;
                                                    double l_372_ = (_e946 + l_347_);
                                                    float _e948 = l_mut_25_;
                                                    uint l_373_ = asuint(_e948);
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
                                                    double _e959 = l_mut_219_;
                                                    uint64_t l_380_ = _e959;
                                                    uint l_381_ = (l_373_ >> 31u);
                                                    uint64_t l_382_ = uint64_t(l_381_);
                                                    uint64_t l_383_ = (l_382_ << uint(63uL));
                                                    uint64_t l_384_ = (l_380_ | l_383_);
                                                    double l_385_ = l_384_;
                                                    float _e970 = l_mut_25_;
                                                    uint l_386_ = asuint(_e970);
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
                                                    uint _e987 = l_mut_206_;
                                                    float l_394_ = asfloat(_e987);
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
                                                    double _e999 = l_mut_219_;
                                                    uint64_t l_402_ = _e999;
                                                    uint l_403_ = (l_395_ >> 31u);
                                                    uint64_t l_404_ = uint64_t(l_403_);
                                                    uint64_t l_405_ = (l_404_ << uint(63uL));
                                                    uint64_t l_406_ = (l_402_ | l_405_);
                                                    double l_407_ = l_406_;
                                                    float _e1010 = l_mut_25_;
                                                    uint l_408_ = asuint(_e1010);
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
                                                    uint _e1031 = l_mut_206_;
                                                    float l_419_ = asfloat(_e1031);
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
                                                    double _e1047 = l_mut_219_;
                                                    uint64_t l_430_ = _e1047;
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
                                                    bool _e1075 = l_mut_305_;
                                                    if (!(_e1075)) {
                                                        bool _e1079 = l_mut_299_;
                                                        local_24 = _e1079;
                                                    } else {
                                                        local_24 = true;
                                                    }
                                                    bool l_452_ = local_24;
                                                    if (l_452_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        bool _e1083 = l_mut_308_;
                                                        if (_e1083) {
                                                            bool _e1086 = l_mut_302_;
                                                            local_25 = _e1086;
                                                        } else {
                                                            local_25 = false;
                                                        }
                                                        bool l_453_ = local_25;
                                                        if (l_453_) {
                                                            l_mut_206_ = 0u;
                                                        }
                                                    }
                                                    float _e1090 = l_mut_25_;
                                                    uint l_454_ = asuint(_e1090);
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
                                                            uint _e1117 = l_mut_206_;
                                                            bool l_467_ = (_e1117 == 1u);
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
                                                    uint _e1125 = l_mut_206_;
                                                    l_mut_248_ = _e1125;
                                                }
                                                uint _e1126 = l_mut_248_;
                                                l_mut_190_ = _e1126;
                                            }
                                        } else {
                                            bool l_469_ = (l_172_ == 4u);
                                            if (l_469_) {
                                                double l_470_ = (l_181_ * l_186_);
                                                double l_471_ = (l_178_ + l_470_);
                                                double _e1131 = l_mut_31_;
                                                double l_472_ = abs(_e1131);
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
                                                double _e1154 = l_mut_219_;
                                                double l_481_ = (l_471_ * _e1154);
                                                l_mut_248_ = 2u;
                                                double _e1157 = l_mut_31_;
                                                double l_482_ = (_e1157 - l_188_);
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
                                                double _e1181 = l_mut_31_;
                                                double l_492_ = (_e1181 + l_188_);
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
                                                double _e1205 = l_mut_219_;
                                                double _e1206 = l_mut_45_;
                                                bool l_502_ = (_e1205 == _e1206);
                                                if (l_502_) {
                                                    double l_503_ = (l_481_ * 1.4551915228366852e-11L);
                                                    double l_504_ = (l_188_ + l_503_);
                                                    double _e1211 = l_mut_31_;
                                                    double l_505_ = (_e1211 - l_481_);
                                                    double _e1213 = l_mut_31_;
                                                    double l_506_ = (_e1213 + l_481_);
                                                    float _e1215 = l_mut_25_;
                                                    uint l_507_ = asuint(_e1215);
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
                                                    double _e1226 = l_mut_219_;
                                                    uint64_t l_514_ = _e1226;
                                                    uint l_515_ = (l_507_ >> 31u);
                                                    uint64_t l_516_ = uint64_t(l_515_);
                                                    uint64_t l_517_ = (l_516_ << uint(63uL));
                                                    uint64_t l_518_ = (l_514_ | l_517_);
                                                    double l_519_ = l_518_;
                                                    float _e1237 = l_mut_25_;
                                                    uint l_520_ = asuint(_e1237);
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
                                                    uint _e1254 = l_mut_206_;
                                                    float l_528_ = asfloat(_e1254);
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
                                                    double _e1266 = l_mut_219_;
                                                    uint64_t l_536_ = _e1266;
                                                    uint l_537_ = (l_529_ >> 31u);
                                                    uint64_t l_538_ = uint64_t(l_537_);
                                                    uint64_t l_539_ = (l_538_ << uint(63uL));
                                                    uint64_t l_540_ = (l_536_ | l_539_);
                                                    double l_541_ = l_540_;
                                                    float _e1277 = l_mut_25_;
                                                    uint l_542_ = asuint(_e1277);
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
                                                    uint _e1298 = l_mut_206_;
                                                    float l_553_ = asfloat(_e1298);
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
                                                    double _e1314 = l_mut_219_;
                                                    uint64_t l_564_ = _e1314;
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
                                                    bool _e1342 = l_mut_305_;
                                                    if (!(_e1342)) {
                                                        bool _e1346 = l_mut_299_;
                                                        local_32 = _e1346;
                                                    } else {
                                                        local_32 = true;
                                                    }
                                                    bool l_586_ = local_32;
                                                    if (l_586_) {
                                                        l_mut_206_ = 1u;
                                                    } else {
                                                        bool _e1350 = l_mut_308_;
                                                        if (_e1350) {
                                                            bool _e1353 = l_mut_302_;
                                                            local_33 = _e1353;
                                                        } else {
                                                            local_33 = false;
                                                        }
                                                        bool l_587_ = local_33;
                                                        if (l_587_) {
                                                            l_mut_206_ = 0u;
                                                        }
                                                    }
                                                    float _e1357 = l_mut_25_;
                                                    uint l_588_ = asuint(_e1357);
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
                                                            uint _e1384 = l_mut_206_;
                                                            bool l_601_ = (_e1384 == 1u);
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
                                                    uint _e1392 = l_mut_206_;
                                                    l_mut_248_ = _e1392;
                                                }
                                                uint _e1393 = l_mut_248_;
                                                l_mut_190_ = _e1393;
                                            } else {
                                                bool l_603_ = (l_172_ == 5u);
                                                if (l_603_) {
                                                    double l_604_ = (2.0L * l_185_);
                                                    double l_605_ = abs(l_604_);
                                                    double l_606_ = floor(l_605_);
                                                    double l_607_ = (3.0L + l_606_);
                                                    double _e1402 = l_mut_31_;
                                                    double l_608_ = abs(_e1402);
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
                                                    double _e1425 = l_mut_219_;
                                                    double l_617_ = (l_607_ * _e1425);
                                                    l_mut_248_ = 2u;
                                                    double _e1428 = l_mut_31_;
                                                    double l_618_ = (_e1428 - l_188_);
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
                                                    double _e1452 = l_mut_31_;
                                                    double l_628_ = (_e1452 + l_188_);
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
                                                    double _e1476 = l_mut_219_;
                                                    double _e1477 = l_mut_45_;
                                                    bool l_638_ = (_e1476 == _e1477);
                                                    if (l_638_) {
                                                        double l_639_ = (l_617_ * 1.4551915228366852e-11L);
                                                        double l_640_ = (l_188_ + l_639_);
                                                        double _e1482 = l_mut_31_;
                                                        double l_641_ = (_e1482 - l_617_);
                                                        double _e1484 = l_mut_31_;
                                                        double l_642_ = (_e1484 + l_617_);
                                                        float _e1486 = l_mut_25_;
                                                        uint l_643_ = asuint(_e1486);
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
                                                        double _e1497 = l_mut_219_;
                                                        uint64_t l_650_ = _e1497;
                                                        uint l_651_ = (l_643_ >> 31u);
                                                        uint64_t l_652_ = uint64_t(l_651_);
                                                        uint64_t l_653_ = (l_652_ << uint(63uL));
                                                        uint64_t l_654_ = (l_650_ | l_653_);
                                                        double l_655_ = l_654_;
                                                        float _e1508 = l_mut_25_;
                                                        uint l_656_ = asuint(_e1508);
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
                                                        uint _e1525 = l_mut_206_;
                                                        float l_664_ = asfloat(_e1525);
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
                                                        double _e1537 = l_mut_219_;
                                                        uint64_t l_672_ = _e1537;
                                                        uint l_673_ = (l_665_ >> 31u);
                                                        uint64_t l_674_ = uint64_t(l_673_);
                                                        uint64_t l_675_ = (l_674_ << uint(63uL));
                                                        uint64_t l_676_ = (l_672_ | l_675_);
                                                        double l_677_ = l_676_;
                                                        float _e1548 = l_mut_25_;
                                                        uint l_678_ = asuint(_e1548);
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
                                                        uint _e1569 = l_mut_206_;
                                                        float l_689_ = asfloat(_e1569);
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
                                                        double _e1585 = l_mut_219_;
                                                        uint64_t l_700_ = _e1585;
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
                                                        bool _e1613 = l_mut_305_;
                                                        if (!(_e1613)) {
                                                            bool _e1617 = l_mut_299_;
                                                            local_40 = _e1617;
                                                        } else {
                                                            local_40 = true;
                                                        }
                                                        bool l_722_ = local_40;
                                                        if (l_722_) {
                                                            l_mut_206_ = 1u;
                                                        } else {
                                                            bool _e1621 = l_mut_308_;
                                                            if (_e1621) {
                                                                bool _e1624 = l_mut_302_;
                                                                local_41 = _e1624;
                                                            } else {
                                                                local_41 = false;
                                                            }
                                                            bool l_723_ = local_41;
                                                            if (l_723_) {
                                                                l_mut_206_ = 0u;
                                                            }
                                                        }
                                                        float _e1628 = l_mut_25_;
                                                        uint l_724_ = asuint(_e1628);
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
                                                                uint _e1655 = l_mut_206_;
                                                                bool l_737_ = (_e1655 == 1u);
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
                                                        uint _e1663 = l_mut_206_;
                                                        l_mut_248_ = _e1663;
                                                    }
                                                    uint _e1664 = l_mut_248_;
                                                    l_mut_190_ = _e1664;
                                                } else {
                                                    bool l_739_ = (l_172_ == 6u);
                                                    if (l_739_) {
                                                        l_mut_190_ = 0u;
                                                        bool l_740_ = (l_186_ <= l_181_);
                                                        if (l_740_) {
                                                            double l_741_ = (l_178_ * 1.4551915228366852e-11L);
                                                            double l_742_ = (l_188_ + l_741_);
                                                            double _e1672 = l_mut_31_;
                                                            double l_743_ = (_e1672 - l_178_);
                                                            double _e1674 = l_mut_31_;
                                                            double l_744_ = (_e1674 + l_178_);
                                                            float _e1676 = l_mut_25_;
                                                            uint l_745_ = asuint(_e1676);
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
                                                            double _e1687 = l_mut_219_;
                                                            uint64_t l_752_ = _e1687;
                                                            uint l_753_ = (l_745_ >> 31u);
                                                            uint64_t l_754_ = uint64_t(l_753_);
                                                            uint64_t l_755_ = (l_754_ << uint(63uL));
                                                            uint64_t l_756_ = (l_752_ | l_755_);
                                                            double l_757_ = l_756_;
                                                            float _e1698 = l_mut_25_;
                                                            uint l_758_ = asuint(_e1698);
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
                                                            uint _e1715 = l_mut_248_;
                                                            float l_766_ = asfloat(_e1715);
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
                                                            double _e1727 = l_mut_219_;
                                                            uint64_t l_774_ = _e1727;
                                                            uint l_775_ = (l_767_ >> 31u);
                                                            uint64_t l_776_ = uint64_t(l_775_);
                                                            uint64_t l_777_ = (l_776_ << uint(63uL));
                                                            uint64_t l_778_ = (l_774_ | l_777_);
                                                            double l_779_ = l_778_;
                                                            float _e1738 = l_mut_25_;
                                                            uint l_780_ = asuint(_e1738);
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
                                                            uint _e1759 = l_mut_248_;
                                                            float l_791_ = asfloat(_e1759);
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
                                                            double _e1775 = l_mut_219_;
                                                            uint64_t l_802_ = _e1775;
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
                                                            bool _e1803 = l_mut_305_;
                                                            if (!(_e1803)) {
                                                                bool _e1807 = l_mut_299_;
                                                                local_45 = _e1807;
                                                            } else {
                                                                local_45 = true;
                                                            }
                                                            bool l_824_ = local_45;
                                                            if (l_824_) {
                                                                l_mut_248_ = 1u;
                                                            } else {
                                                                bool _e1811 = l_mut_308_;
                                                                if (_e1811) {
                                                                    bool _e1814 = l_mut_302_;
                                                                    local_46 = _e1814;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_825_ = local_46;
                                                                if (l_825_) {
                                                                    l_mut_248_ = 0u;
                                                                }
                                                            }
                                                            float _e1818 = l_mut_25_;
                                                            uint l_826_ = asuint(_e1818);
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
                                                                    uint _e1845 = l_mut_248_;
                                                                    bool l_839_ = (_e1845 == 1u);
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
                                                            uint _e1853 = l_mut_248_;
                                                            l_mut_190_ = _e1853;
                                                        }
                                                    } else {
                                                        bool l_841_ = (l_172_ == 7u);
                                                        if (l_841_) {
                                                            double _e1856 = l_mut_31_;
                                                            double l_842_ = abs(_e1856);
                                                            double l_843_ = (l_178_ * l_842_);
                                                            l_mut_219_ = l_843_;
                                                            double _e1859 = l_mut_31_;
                                                            double l_844_ = abs(_e1859);
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
                                                            double _e1883 = l_mut_45_;
                                                            double l_853_ = (0.5L * _e1883);
                                                            double _e1885 = l_mut_219_;
                                                            bool l_854_ = (l_853_ > _e1885);
                                                            if (l_854_) {
                                                                l_mut_219_ = l_853_;
                                                            }
                                                            double _e1887 = l_mut_31_;
                                                            double l_855_ = (_e1887 - l_188_);
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
                                                            double _e1911 = l_mut_31_;
                                                            double l_865_ = (_e1911 + l_188_);
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
                                                            double _e1935 = l_mut_45_;
                                                            double _e1936 = l_mut_867_;
                                                            bool l_876_ = (_e1935 == _e1936);
                                                            if (l_876_) {
                                                                double l_877_ = (l_178_ * l_188_);
                                                                double l_878_ = (l_188_ + l_877_);
                                                                double _e1940 = l_mut_219_;
                                                                double l_879_ = (_e1940 * 1.4551915228366852e-11L);
                                                                double l_880_ = (l_878_ + l_879_);
                                                                double _e1944 = l_mut_31_;
                                                                double _e1945 = l_mut_219_;
                                                                double l_881_ = (_e1944 - _e1945);
                                                                double _e1947 = l_mut_31_;
                                                                double _e1948 = l_mut_219_;
                                                                double l_882_ = (_e1947 + _e1948);
                                                                float _e1950 = l_mut_25_;
                                                                uint l_883_ = asuint(_e1950);
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
                                                                double _e1961 = l_mut_867_;
                                                                uint64_t l_890_ = _e1961;
                                                                uint l_891_ = (l_883_ >> 31u);
                                                                uint64_t l_892_ = uint64_t(l_891_);
                                                                uint64_t l_893_ = (l_892_ << uint(63uL));
                                                                uint64_t l_894_ = (l_890_ | l_893_);
                                                                double l_895_ = l_894_;
                                                                float _e1972 = l_mut_25_;
                                                                uint l_896_ = asuint(_e1972);
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
                                                                uint _e1989 = l_mut_248_;
                                                                float l_904_ = asfloat(_e1989);
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
                                                                double _e2001 = l_mut_867_;
                                                                uint64_t l_912_ = _e2001;
                                                                uint l_913_ = (l_905_ >> 31u);
                                                                uint64_t l_914_ = uint64_t(l_913_);
                                                                uint64_t l_915_ = (l_914_ << uint(63uL));
                                                                uint64_t l_916_ = (l_912_ | l_915_);
                                                                double l_917_ = l_916_;
                                                                float _e2012 = l_mut_25_;
                                                                uint l_918_ = asuint(_e2012);
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
                                                                uint _e2033 = l_mut_248_;
                                                                float l_929_ = asfloat(_e2033);
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
                                                                double _e2049 = l_mut_867_;
                                                                uint64_t l_940_ = _e2049;
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
                                                                bool _e2077 = l_mut_305_;
                                                                if (!(_e2077)) {
                                                                    bool _e2081 = l_mut_299_;
                                                                    local_53 = _e2081;
                                                                } else {
                                                                    local_53 = true;
                                                                }
                                                                bool l_962_ = local_53;
                                                                if (l_962_) {
                                                                    l_mut_248_ = 1u;
                                                                } else {
                                                                    bool _e2085 = l_mut_308_;
                                                                    if (_e2085) {
                                                                        bool _e2088 = l_mut_302_;
                                                                        local_54 = _e2088;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_963_ = local_54;
                                                                    if (l_963_) {
                                                                        l_mut_248_ = 0u;
                                                                    }
                                                                }
                                                                float _e2092 = l_mut_25_;
                                                                uint l_964_ = asuint(_e2092);
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
                                                                        uint _e2119 = l_mut_248_;
                                                                        bool l_977_ = (_e2119 == 1u);
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
                                                                uint _e2127 = l_mut_248_;
                                                                l_mut_190_ = _e2127;
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
                                                                    double _e2141 = l_mut_31_;
                                                                    double l_985_ = (_e2141 - l_178_);
                                                                    double _e2143 = l_mut_31_;
                                                                    double l_986_ = (_e2143 + l_178_);
                                                                    float _e2145 = l_mut_25_;
                                                                    uint l_987_ = asuint(_e2145);
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
                                                                    double _e2156 = l_mut_867_;
                                                                    uint64_t l_994_ = _e2156;
                                                                    uint l_995_ = (l_987_ >> 31u);
                                                                    uint64_t l_996_ = uint64_t(l_995_);
                                                                    uint64_t l_997_ = (l_996_ << uint(63uL));
                                                                    uint64_t l_998_ = (l_994_ | l_997_);
                                                                    double l_999_ = l_998_;
                                                                    float _e2167 = l_mut_25_;
                                                                    uint l_1000_ = asuint(_e2167);
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
                                                                    uint _e2184 = l_mut_248_;
                                                                    float l_1008_ = asfloat(_e2184);
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
                                                                    double _e2196 = l_mut_867_;
                                                                    uint64_t l_1016_ = _e2196;
                                                                    uint l_1017_ = (l_1009_ >> 31u);
                                                                    uint64_t l_1018_ = uint64_t(l_1017_);
                                                                    uint64_t l_1019_ = (l_1018_ << uint(63uL));
                                                                    uint64_t l_1020_ = (l_1016_ | l_1019_);
                                                                    double l_1021_ = l_1020_;
                                                                    float _e2207 = l_mut_25_;
                                                                    uint l_1022_ = asuint(_e2207);
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
                                                                    uint _e2228 = l_mut_248_;
                                                                    float l_1033_ = asfloat(_e2228);
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
                                                                    double _e2244 = l_mut_867_;
                                                                    uint64_t l_1044_ = _e2244;
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
                                                                    bool _e2272 = l_mut_305_;
                                                                    if (!(_e2272)) {
                                                                        bool _e2276 = l_mut_299_;
                                                                        local_59 = _e2276;
                                                                    } else {
                                                                        local_59 = true;
                                                                    }
                                                                    bool l_1066_ = local_59;
                                                                    if (l_1066_) {
                                                                        l_mut_248_ = 1u;
                                                                    } else {
                                                                        bool _e2280 = l_mut_308_;
                                                                        if (_e2280) {
                                                                            bool _e2283 = l_mut_302_;
                                                                            local_60 = _e2283;
                                                                        } else {
                                                                            local_60 = false;
                                                                        }
                                                                        bool l_1067_ = local_60;
                                                                        if (l_1067_) {
                                                                            l_mut_248_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2287 = l_mut_25_;
                                                                    uint l_1068_ = asuint(_e2287);
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
                                                                            uint _e2314 = l_mut_248_;
                                                                            bool l_1081_ = (_e2314 == 1u);
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
                                                                    uint _e2322 = l_mut_248_;
                                                                    l_mut_190_ = _e2322;
                                                                } else {
                                                                    double _e2323 = l_mut_31_;
                                                                    double l_1083_ = abs(_e2323);
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
                                                                    double _e2346 = l_mut_867_;
                                                                    double l_1092_ = (l_181_ * _e2346);
                                                                    l_mut_248_ = 2u;
                                                                    double _e2349 = l_mut_31_;
                                                                    double l_1093_ = (_e2349 - l_188_);
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
                                                                    double _e2373 = l_mut_31_;
                                                                    double l_1103_ = (_e2373 + l_188_);
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
                                                                    double _e2397 = l_mut_867_;
                                                                    double _e2398 = l_mut_219_;
                                                                    bool l_1113_ = (_e2397 == _e2398);
                                                                    if (l_1113_) {
                                                                        double l_1114_ = (l_1092_ * 1.4551915228366852e-11L);
                                                                        double l_1115_ = (l_188_ + l_1114_);
                                                                        double _e2403 = l_mut_31_;
                                                                        double l_1116_ = (_e2403 - l_1092_);
                                                                        double _e2405 = l_mut_31_;
                                                                        double l_1117_ = (_e2405 + l_1092_);
                                                                        float _e2407 = l_mut_25_;
                                                                        uint l_1118_ = asuint(_e2407);
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
                                                                        double _e2418 = l_mut_867_;
                                                                        uint64_t l_1125_ = _e2418;
                                                                        uint l_1126_ = (l_1118_ >> 31u);
                                                                        uint64_t l_1127_ = uint64_t(l_1126_);
                                                                        uint64_t l_1128_ = (l_1127_ << uint(63uL));
                                                                        uint64_t l_1129_ = (l_1125_ | l_1128_);
                                                                        double l_1130_ = l_1129_;
                                                                        float _e2429 = l_mut_25_;
                                                                        uint l_1131_ = asuint(_e2429);
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
                                                                        uint _e2446 = l_mut_206_;
                                                                        float l_1139_ = asfloat(_e2446);
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
                                                                        double _e2458 = l_mut_867_;
                                                                        uint64_t l_1147_ = _e2458;
                                                                        uint l_1148_ = (l_1140_ >> 31u);
                                                                        uint64_t l_1149_ = uint64_t(l_1148_);
                                                                        uint64_t l_1150_ = (l_1149_ << uint(63uL));
                                                                        uint64_t l_1151_ = (l_1147_ | l_1150_);
                                                                        double l_1152_ = l_1151_;
                                                                        float _e2469 = l_mut_25_;
                                                                        uint l_1153_ = asuint(_e2469);
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
                                                                        uint _e2490 = l_mut_206_;
                                                                        float l_1164_ = asfloat(_e2490);
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
                                                                        double _e2506 = l_mut_867_;
                                                                        uint64_t l_1175_ = _e2506;
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
                                                                        bool _e2534 = l_mut_305_;
                                                                        if (!(_e2534)) {
                                                                            bool _e2538 = l_mut_299_;
                                                                            local_67 = _e2538;
                                                                        } else {
                                                                            local_67 = true;
                                                                        }
                                                                        bool l_1197_ = local_67;
                                                                        if (l_1197_) {
                                                                            l_mut_206_ = 1u;
                                                                        } else {
                                                                            bool _e2542 = l_mut_308_;
                                                                            if (_e2542) {
                                                                                bool _e2545 = l_mut_302_;
                                                                                local_68 = _e2545;
                                                                            } else {
                                                                                local_68 = false;
                                                                            }
                                                                            bool l_1198_ = local_68;
                                                                            if (l_1198_) {
                                                                                l_mut_206_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e2549 = l_mut_25_;
                                                                        uint l_1199_ = asuint(_e2549);
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
                                                                                uint _e2576 = l_mut_206_;
                                                                                bool l_1212_ = (_e2576 == 1u);
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
                                                                        uint _e2584 = l_mut_206_;
                                                                        l_mut_248_ = _e2584;
                                                                    }
                                                                    uint _e2585 = l_mut_248_;
                                                                    l_mut_190_ = _e2585;
                                                                }
                                                            } else {
                                                                bool l_1214_ = (l_172_ == 11u);
                                                                bool l_1215_ = (l_172_ == 12u);
                                                                if (!(l_1214_)) {
                                                                    local_72 = l_1215_;
                                                                } else {
                                                                    local_72 = true;
                                                                }
                                                                bool l_1216_ = local_72;
                                                                if (l_1216_) {
                                                                    l_mut_190_ = 0u;
                                                                }
                                                                bool l_1217_ = (l_186_ <= l_184_);
                                                                bool l_1218_ = (l_172_ == 11u);
                                                                if (l_1217_) {
                                                                    local_73 = l_1218_;
                                                                } else {
                                                                    local_73 = false;
                                                                }
                                                                bool l_1219_ = local_73;
                                                                if (l_1219_) {
                                                                    float l_1220_ = float(l_185_);
                                                                    uint l_1221_ = asuint(l_1220_);
                                                                    uint l_1222_ = (l_1221_ & 2147483647u);
                                                                    float l_1223_ = asfloat(l_1222_);
                                                                    double l_1224_ = double(l_1223_);
                                                                    l_mut_867_ = l_1224_;
                                                                    bool l_1225_ = (l_1222_ < 8388608u);
                                                                    if (l_1225_) {
                                                                        double l_1226_ = double(l_1222_);
                                                                        double l_1227_ = (l_1226_ * 1.401298464324817e-45L);
                                                                        l_mut_867_ = l_1227_;
                                                                    }
                                                                    double _e2614 = l_mut_867_;
                                                                    uint64_t l_1228_ = _e2614;
                                                                    uint l_1229_ = (l_1221_ >> 31u);
                                                                    uint64_t l_1230_ = uint64_t(l_1229_);
                                                                    uint64_t l_1231_ = (l_1230_ << uint(63uL));
                                                                    uint64_t l_1232_ = (l_1228_ | l_1231_);
                                                                    double l_1233_ = l_1232_;
                                                                    double l_1234_ = abs(l_1233_);
                                                                    l_mut_867_ = l_1234_;
                                                                    l_mut_248_ = 0u;
                                                                    bool l_1235_ = (l_1234_ >= 0.785L);
                                                                    if (l_1235_) {
                                                                        double l_1236_ = (l_1234_ * 0.6366197723675814L);
                                                                        double l_1237_ = (l_1236_ + 0.5L);
                                                                        double l_1238_ = floor(l_1237_);
                                                                        double l_1239_ = (l_1238_ * 1.570796325802803L);
                                                                        double l_1240_ = (l_1234_ - l_1239_);
                                                                        double l_1241_ = (l_1240_ * l_20_);
                                                                        double l_1242_ = (l_1238_ * 9.920935796805404e-10L);
                                                                        double l_1243_ = (l_1241_ - l_1242_);
                                                                        l_mut_867_ = l_1243_;
                                                                        uint l_1244_ = naga_f2u32(l_1238_);
                                                                        l_mut_248_ = l_1244_;
                                                                    }
                                                                    uint l_1245_ = asuint(l_1220_);
                                                                    bool l_1246_ = (l_1245_ >= 2147483648u);
                                                                    double _e2645 = l_mut_867_;
                                                                    double _e2646 = l_mut_867_;
                                                                    double l_1247_ = (_e2645 * _e2646);
                                                                    double l_1248_ = (l_1247_ * 1.9572941063391263e-20L);
                                                                    double l_1249_ = (8.22063524662433e-18L - l_1248_);
                                                                    l_mut_219_ = l_1249_;
                                                                    double _e2652 = l_mut_219_;
                                                                    double l_1250_ = (_e2652 * l_1247_);
                                                                    double l_1251_ = (l_1250_ - 2.8114572543455206e-15L);
                                                                    l_mut_219_ = l_1251_;
                                                                    double _e2656 = l_mut_219_;
                                                                    double l_1252_ = (_e2656 * l_1247_);
                                                                    double l_1253_ = (l_1252_ + 7.647163731819816e-13L);
                                                                    l_mut_219_ = l_1253_;
                                                                    double _e2660 = l_mut_219_;
                                                                    double l_1254_ = (_e2660 * l_1247_);
                                                                    double l_1255_ = (l_1254_ - 1.6059043836821613e-10L);
                                                                    l_mut_219_ = l_1255_;
                                                                    double _e2664 = l_mut_219_;
                                                                    double l_1256_ = (_e2664 * l_1247_);
                                                                    double l_1257_ = (l_1256_ + 2.505210838544172e-8L);
                                                                    l_mut_219_ = l_1257_;
                                                                    double _e2668 = l_mut_219_;
                                                                    double l_1258_ = (_e2668 * l_1247_);
                                                                    double l_1259_ = (l_1258_ - 2.7557319223985893e-6L);
                                                                    l_mut_219_ = l_1259_;
                                                                    double _e2672 = l_mut_219_;
                                                                    double l_1260_ = (_e2672 * l_1247_);
                                                                    double l_1261_ = (l_1260_ + 0.0001984126984126984L);
                                                                    l_mut_219_ = l_1261_;
                                                                    double _e2676 = l_mut_219_;
                                                                    double l_1262_ = (_e2676 * l_1247_);
                                                                    double l_1263_ = (l_1262_ - 0.008333333333333333L);
                                                                    l_mut_219_ = l_1263_;
                                                                    double _e2680 = l_mut_219_;
                                                                    double l_1264_ = (_e2680 * l_1247_);
                                                                    double l_1265_ = (l_1264_ + 0.16666666666666666L);
                                                                    l_mut_219_ = l_1265_;
                                                                    double l_1266_ = (0.5L * l_1247_);
                                                                    double l_1267_ = (1.0L - l_1266_);
                                                                    double l_1268_ = (0.0L * l_1267_);
                                                                    double _e2690 = l_mut_867_;
                                                                    double l_1269_ = (_e2690 * l_1247_);
                                                                    double _e2692 = l_mut_219_;
                                                                    double l_1270_ = (l_1269_ * _e2692);
                                                                    double l_1271_ = (l_1268_ - l_1270_);
                                                                    double _e2695 = l_mut_867_;
                                                                    double l_1272_ = (_e2695 + l_1271_);
                                                                    double _e2697 = l_mut_867_;
                                                                    double _e2698 = l_mut_867_;
                                                                    double l_1273_ = (_e2697 * _e2698);
                                                                    double l_1274_ = (l_1273_ * 4.110317623312165e-19L);
                                                                    double l_1275_ = (l_1274_ - 1.5619206968586225e-16L);
                                                                    l_mut_219_ = l_1275_;
                                                                    double _e2704 = l_mut_219_;
                                                                    double l_1276_ = (_e2704 * l_1273_);
                                                                    double l_1277_ = (l_1276_ + 4.779477332387385e-14L);
                                                                    l_mut_219_ = l_1277_;
                                                                    double _e2708 = l_mut_219_;
                                                                    double l_1278_ = (_e2708 * l_1273_);
                                                                    double l_1279_ = (l_1278_ - 1.1470745597729725e-11L);
                                                                    l_mut_219_ = l_1279_;
                                                                    double _e2712 = l_mut_219_;
                                                                    double l_1280_ = (_e2712 * l_1273_);
                                                                    double l_1281_ = (l_1280_ + 2.08767569878681e-9L);
                                                                    l_mut_219_ = l_1281_;
                                                                    double _e2716 = l_mut_219_;
                                                                    double l_1282_ = (_e2716 * l_1273_);
                                                                    double l_1283_ = (l_1282_ - 2.755731922398589e-7L);
                                                                    l_mut_219_ = l_1283_;
                                                                    double _e2720 = l_mut_219_;
                                                                    double l_1284_ = (_e2720 * l_1273_);
                                                                    double l_1285_ = (l_1284_ + 2.48015873015873e-5L);
                                                                    l_mut_219_ = l_1285_;
                                                                    double _e2724 = l_mut_219_;
                                                                    double l_1286_ = (_e2724 * l_1273_);
                                                                    double l_1287_ = (l_1286_ - 0.001388888888888889L);
                                                                    l_mut_219_ = l_1287_;
                                                                    double _e2728 = l_mut_219_;
                                                                    double l_1288_ = (_e2728 * l_1273_);
                                                                    double l_1289_ = (l_1288_ + 0.041666666666666664L);
                                                                    l_mut_219_ = l_1289_;
                                                                    double l_1290_ = (0.5L * l_1273_);
                                                                    double l_1291_ = (1.0L - l_1290_);
                                                                    double l_1292_ = (l_1273_ * l_1273_);
                                                                    double _e2737 = l_mut_219_;
                                                                    double l_1293_ = (l_1292_ * _e2737);
                                                                    double _e2740 = l_mut_867_;
                                                                    double l_1294_ = (0.0L * _e2740);
                                                                    double l_1295_ = (l_1293_ - l_1294_);
                                                                    double l_1296_ = (l_1291_ + l_1295_);
                                                                    uint _e2744 = l_mut_248_;
                                                                    uint l_1297_ = (_e2744 & 1u);
                                                                    bool l_1298_ = (l_1297_ == 1u);
                                                                    l_mut_867_ = l_1272_;
                                                                    uint _e2749 = l_mut_248_;
                                                                    uint l_1299_ = (_e2749 & 2u);
                                                                    bool l_1300_ = (l_1299_ != 0u);
                                                                    l_mut_308_ = l_1300_;
                                                                    if (l_1298_) {
                                                                        l_mut_867_ = l_1296_;
                                                                    }
                                                                    if (true) {
                                                                        local_74 = l_1246_;
                                                                    } else {
                                                                        local_74 = false;
                                                                    }
                                                                    bool l_1301_ = local_74;
                                                                    if (l_1301_) {
                                                                        bool _e2759 = l_mut_308_;
                                                                        bool l_1302_ = !(_e2759);
                                                                        l_mut_308_ = l_1302_;
                                                                    }
                                                                    bool _e2761 = l_mut_308_;
                                                                    if (_e2761) {
                                                                        double _e2762 = l_mut_867_;
                                                                        double l_1303_ = -(_e2762);
                                                                        l_mut_867_ = l_1303_;
                                                                    }
                                                                    float l_1304_ = float(l_185_);
                                                                    uint l_1305_ = asuint(l_1304_);
                                                                    uint l_1306_ = (l_1305_ & 2147483647u);
                                                                    float l_1307_ = asfloat(l_1306_);
                                                                    double l_1308_ = double(l_1307_);
                                                                    l_mut_219_ = l_1308_;
                                                                    bool l_1309_ = (l_1306_ < 8388608u);
                                                                    if (l_1309_) {
                                                                        double l_1310_ = double(l_1306_);
                                                                        double l_1311_ = (l_1310_ * 1.401298464324817e-45L);
                                                                        l_mut_219_ = l_1311_;
                                                                    }
                                                                    double _e2775 = l_mut_219_;
                                                                    uint64_t l_1312_ = _e2775;
                                                                    uint l_1313_ = (l_1305_ >> 31u);
                                                                    uint64_t l_1314_ = uint64_t(l_1313_);
                                                                    uint64_t l_1315_ = (l_1314_ << uint(63uL));
                                                                    uint64_t l_1316_ = (l_1312_ | l_1315_);
                                                                    double l_1317_ = l_1316_;
                                                                    double l_1318_ = abs(l_1317_);
                                                                    l_mut_219_ = l_1318_;
                                                                    l_mut_248_ = 0u;
                                                                    bool l_1319_ = (l_1318_ >= 0.785L);
                                                                    if (l_1319_) {
                                                                        double l_1320_ = (l_1318_ * 0.6366197723675814L);
                                                                        double l_1321_ = (l_1320_ + 0.5L);
                                                                        double l_1322_ = floor(l_1321_);
                                                                        double l_1323_ = (l_1322_ * 1.570796325802803L);
                                                                        double l_1324_ = (l_1318_ - l_1323_);
                                                                        double l_1325_ = (l_1324_ * l_20_);
                                                                        double l_1326_ = (l_1322_ * 9.920935796805404e-10L);
                                                                        double l_1327_ = (l_1325_ - l_1326_);
                                                                        l_mut_219_ = l_1327_;
                                                                        uint l_1328_ = naga_f2u32(l_1322_);
                                                                        l_mut_248_ = l_1328_;
                                                                    }
                                                                    uint l_1329_ = asuint(l_1304_);
                                                                    bool l_1330_ = (l_1329_ >= 2147483648u);
                                                                    double _e2806 = l_mut_219_;
                                                                    double _e2807 = l_mut_219_;
                                                                    double l_1331_ = (_e2806 * _e2807);
                                                                    double l_1332_ = (l_1331_ * 1.9572941063391263e-20L);
                                                                    double l_1333_ = (8.22063524662433e-18L - l_1332_);
                                                                    l_mut_45_ = l_1333_;
                                                                    double _e2813 = l_mut_45_;
                                                                    double l_1334_ = (_e2813 * l_1331_);
                                                                    double l_1335_ = (l_1334_ - 2.8114572543455206e-15L);
                                                                    l_mut_45_ = l_1335_;
                                                                    double _e2817 = l_mut_45_;
                                                                    double l_1336_ = (_e2817 * l_1331_);
                                                                    double l_1337_ = (l_1336_ + 7.647163731819816e-13L);
                                                                    l_mut_45_ = l_1337_;
                                                                    double _e2821 = l_mut_45_;
                                                                    double l_1338_ = (_e2821 * l_1331_);
                                                                    double l_1339_ = (l_1338_ - 1.6059043836821613e-10L);
                                                                    l_mut_45_ = l_1339_;
                                                                    double _e2825 = l_mut_45_;
                                                                    double l_1340_ = (_e2825 * l_1331_);
                                                                    double l_1341_ = (l_1340_ + 2.505210838544172e-8L);
                                                                    l_mut_45_ = l_1341_;
                                                                    double _e2829 = l_mut_45_;
                                                                    double l_1342_ = (_e2829 * l_1331_);
                                                                    double l_1343_ = (l_1342_ - 2.7557319223985893e-6L);
                                                                    l_mut_45_ = l_1343_;
                                                                    double _e2833 = l_mut_45_;
                                                                    double l_1344_ = (_e2833 * l_1331_);
                                                                    double l_1345_ = (l_1344_ + 0.0001984126984126984L);
                                                                    l_mut_45_ = l_1345_;
                                                                    double _e2837 = l_mut_45_;
                                                                    double l_1346_ = (_e2837 * l_1331_);
                                                                    double l_1347_ = (l_1346_ - 0.008333333333333333L);
                                                                    l_mut_45_ = l_1347_;
                                                                    double _e2841 = l_mut_45_;
                                                                    double l_1348_ = (_e2841 * l_1331_);
                                                                    double l_1349_ = (l_1348_ + 0.16666666666666666L);
                                                                    l_mut_45_ = l_1349_;
                                                                    double l_1350_ = (0.5L * l_1331_);
                                                                    double l_1351_ = (1.0L - l_1350_);
                                                                    double l_1352_ = (0.0L * l_1351_);
                                                                    double _e2851 = l_mut_219_;
                                                                    double l_1353_ = (_e2851 * l_1331_);
                                                                    double _e2853 = l_mut_45_;
                                                                    double l_1354_ = (l_1353_ * _e2853);
                                                                    double l_1355_ = (l_1352_ - l_1354_);
                                                                    double _e2856 = l_mut_219_;
                                                                    double l_1356_ = (_e2856 + l_1355_);
                                                                    double _e2858 = l_mut_219_;
                                                                    double _e2859 = l_mut_219_;
                                                                    double l_1357_ = (_e2858 * _e2859);
                                                                    double l_1358_ = (l_1357_ * 4.110317623312165e-19L);
                                                                    double l_1359_ = (l_1358_ - 1.5619206968586225e-16L);
                                                                    l_mut_45_ = l_1359_;
                                                                    double _e2865 = l_mut_45_;
                                                                    double l_1360_ = (_e2865 * l_1357_);
                                                                    double l_1361_ = (l_1360_ + 4.779477332387385e-14L);
                                                                    l_mut_45_ = l_1361_;
                                                                    double _e2869 = l_mut_45_;
                                                                    double l_1362_ = (_e2869 * l_1357_);
                                                                    double l_1363_ = (l_1362_ - 1.1470745597729725e-11L);
                                                                    l_mut_45_ = l_1363_;
                                                                    double _e2873 = l_mut_45_;
                                                                    double l_1364_ = (_e2873 * l_1357_);
                                                                    double l_1365_ = (l_1364_ + 2.08767569878681e-9L);
                                                                    l_mut_45_ = l_1365_;
                                                                    double _e2877 = l_mut_45_;
                                                                    double l_1366_ = (_e2877 * l_1357_);
                                                                    double l_1367_ = (l_1366_ - 2.755731922398589e-7L);
                                                                    l_mut_45_ = l_1367_;
                                                                    double _e2881 = l_mut_45_;
                                                                    double l_1368_ = (_e2881 * l_1357_);
                                                                    double l_1369_ = (l_1368_ + 2.48015873015873e-5L);
                                                                    l_mut_45_ = l_1369_;
                                                                    double _e2885 = l_mut_45_;
                                                                    double l_1370_ = (_e2885 * l_1357_);
                                                                    double l_1371_ = (l_1370_ - 0.001388888888888889L);
                                                                    l_mut_45_ = l_1371_;
                                                                    double _e2889 = l_mut_45_;
                                                                    double l_1372_ = (_e2889 * l_1357_);
                                                                    double l_1373_ = (l_1372_ + 0.041666666666666664L);
                                                                    l_mut_45_ = l_1373_;
                                                                    double l_1374_ = (0.5L * l_1357_);
                                                                    double l_1375_ = (1.0L - l_1374_);
                                                                    double l_1376_ = (l_1357_ * l_1357_);
                                                                    double _e2898 = l_mut_45_;
                                                                    double l_1377_ = (l_1376_ * _e2898);
                                                                    double _e2901 = l_mut_219_;
                                                                    double l_1378_ = (0.0L * _e2901);
                                                                    double l_1379_ = (l_1377_ - l_1378_);
                                                                    double l_1380_ = (l_1375_ + l_1379_);
                                                                    uint _e2905 = l_mut_248_;
                                                                    uint l_1381_ = (_e2905 & 1u);
                                                                    bool l_1382_ = (l_1381_ == 1u);
                                                                    l_mut_219_ = l_1356_;
                                                                    uint _e2910 = l_mut_248_;
                                                                    uint l_1383_ = (_e2910 & 2u);
                                                                    bool l_1384_ = (l_1383_ != 0u);
                                                                    l_mut_308_ = l_1384_;
                                                                    l_mut_219_ = l_1380_;
                                                                    if (l_1382_) {
                                                                        l_mut_219_ = l_1356_;
                                                                    }
                                                                    uint _e2915 = l_mut_248_;
                                                                    uint l_1385_ = (_e2915 + 1u);
                                                                    uint l_1386_ = (l_1385_ & 2u);
                                                                    bool l_1387_ = (l_1386_ != 0u);
                                                                    l_mut_308_ = l_1387_;
                                                                    if (false) {
                                                                        local_75 = l_1330_;
                                                                    } else {
                                                                        local_75 = false;
                                                                    }
                                                                    bool l_1388_ = local_75;
                                                                    if (l_1388_) {
                                                                        bool _e2927 = l_mut_308_;
                                                                        bool l_1389_ = !(_e2927);
                                                                        l_mut_308_ = l_1389_;
                                                                    }
                                                                    bool _e2929 = l_mut_308_;
                                                                    if (_e2929) {
                                                                        double _e2930 = l_mut_219_;
                                                                        double l_1390_ = -(_e2930);
                                                                        l_mut_219_ = l_1390_;
                                                                    }
                                                                    double _e2932 = l_mut_867_;
                                                                    double l_1391_ = abs(_e2932);
                                                                    double l_1392_ = (l_1391_ * 1.4551915228366852e-11L);
                                                                    double _e2936 = l_mut_219_;
                                                                    double l_1393_ = abs(_e2936);
                                                                    double l_1394_ = (l_1393_ * 1.4551915228366852e-11L);
                                                                    l_mut_45_ = 1.4551915228366852e-11L;
                                                                    l_mut_248_ = 2u;
                                                                    if (l_176_) {
                                                                        double _e2942 = l_mut_867_;
                                                                        double l_1395_ = (_e2942 - l_178_);
                                                                        double l_1396_ = abs(l_1395_);
                                                                        double l_1397_ = (l_1396_ * 2.220446049250313e-16L);
                                                                        double l_1398_ = (l_1392_ + l_1397_);
                                                                        double l_1399_ = (l_1395_ + l_1398_);
                                                                        double l_1400_ = -(l_1399_);
                                                                        double l_1401_ = (l_1400_ * 7.1362384635298e44L);
                                                                        double l_1402_ = floor(l_1401_);
                                                                        double l_1403_ = (l_1402_ * 1.401298464324817e-45L);
                                                                        l_mut_1404_ = l_1403_;
                                                                        double l_1405_ = abs(l_1400_);
                                                                        bool l_1406_ = (l_1405_ >= 1.1754943508222875e-38L);
                                                                        if (l_1406_) {
                                                                            float l_1407_ = float(l_1400_);
                                                                            double l_1408_ = double(l_1407_);
                                                                            l_mut_1404_ = l_1408_;
                                                                            double _e2960 = l_mut_1404_;
                                                                            bool l_1409_ = (_e2960 > l_1400_);
                                                                            if (l_1409_) {
                                                                                uint l_1410_ = asuint(l_1407_);
                                                                                uint l_1411_ = (l_1410_ ^ 2147483648u);
                                                                                float l_1412_ = asfloat(l_1411_);
                                                                                uint l_1413_ = asuint(l_1412_);
                                                                                uint l_1414_ = (l_1413_ + 1u);
                                                                                l_mut_206_ = l_1414_;
                                                                                uint l_1415_ = (l_1413_ & 2147483647u);
                                                                                bool l_1416_ = (l_1415_ == 0u);
                                                                                if (l_1416_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_1417_ = (l_1413_ & 2147483648u);
                                                                                    bool l_1418_ = (l_1417_ != 0u);
                                                                                    if (l_1418_) {
                                                                                        uint l_1419_ = (l_1413_ - 1u);
                                                                                        l_mut_206_ = l_1419_;
                                                                                    } else {
                                                                                        bool l_1420_ = (l_1413_ == 2139095040u);
                                                                                        if (l_1420_) {
                                                                                            l_mut_206_ = l_1413_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e2982 = l_mut_206_;
                                                                                float l_1421_ = asfloat(_e2982);
                                                                                uint l_1422_ = asuint(l_1421_);
                                                                                uint l_1423_ = (l_1422_ ^ 2147483648u);
                                                                                float l_1424_ = asfloat(l_1423_);
                                                                                uint l_1425_ = asuint(l_1424_);
                                                                                uint l_1426_ = (l_1425_ & 2147483647u);
                                                                                float l_1427_ = asfloat(l_1426_);
                                                                                double l_1428_ = double(l_1427_);
                                                                                l_mut_1429_ = l_1428_;
                                                                                bool l_1430_ = (l_1426_ < 8388608u);
                                                                                if (l_1430_) {
                                                                                    double l_1431_ = double(l_1426_);
                                                                                    double l_1432_ = (l_1431_ * 1.401298464324817e-45L);
                                                                                    l_mut_1429_ = l_1432_;
                                                                                }
                                                                                double _e2998 = l_mut_1429_;
                                                                                uint64_t l_1433_ = _e2998;
                                                                                uint l_1434_ = (l_1425_ >> 31u);
                                                                                uint64_t l_1435_ = uint64_t(l_1434_);
                                                                                uint64_t l_1436_ = (l_1435_ << uint(63uL));
                                                                                uint64_t l_1437_ = (l_1433_ | l_1436_);
                                                                                double l_1438_ = l_1437_;
                                                                                l_mut_1404_ = l_1438_;
                                                                            } else {
                                                                                uint l_1439_ = asuint(l_1407_);
                                                                                uint l_1440_ = (l_1439_ + 1u);
                                                                                l_mut_206_ = l_1440_;
                                                                                uint l_1441_ = (l_1439_ & 2147483647u);
                                                                                bool l_1442_ = (l_1441_ == 0u);
                                                                                if (l_1442_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_1443_ = (l_1439_ & 2147483648u);
                                                                                    bool l_1444_ = (l_1443_ != 0u);
                                                                                    if (l_1444_) {
                                                                                        uint l_1445_ = (l_1439_ - 1u);
                                                                                        l_mut_206_ = l_1445_;
                                                                                    } else {
                                                                                        bool l_1446_ = (l_1439_ == 2139095040u);
                                                                                        if (l_1446_) {
                                                                                            l_mut_206_ = l_1439_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3025 = l_mut_206_;
                                                                                float l_1447_ = asfloat(_e3025);
                                                                                uint l_1448_ = asuint(l_1447_);
                                                                                uint l_1449_ = (l_1448_ & 2147483647u);
                                                                                float l_1450_ = asfloat(l_1449_);
                                                                                double l_1451_ = double(l_1450_);
                                                                                l_mut_1429_ = l_1451_;
                                                                                bool l_1452_ = (l_1449_ < 8388608u);
                                                                                if (l_1452_) {
                                                                                    double l_1453_ = double(l_1449_);
                                                                                    double l_1454_ = (l_1453_ * 1.401298464324817e-45L);
                                                                                    l_mut_1429_ = l_1454_;
                                                                                }
                                                                                double _e3037 = l_mut_1429_;
                                                                                uint64_t l_1455_ = _e3037;
                                                                                uint l_1456_ = (l_1448_ >> 31u);
                                                                                uint64_t l_1457_ = uint64_t(l_1456_);
                                                                                uint64_t l_1458_ = (l_1457_ << uint(63uL));
                                                                                uint64_t l_1459_ = (l_1455_ | l_1458_);
                                                                                double l_1460_ = l_1459_;
                                                                                bool l_1461_ = (l_1460_ <= l_1400_);
                                                                                if (l_1461_) {
                                                                                    uint l_1462_ = asuint(l_1407_);
                                                                                    uint l_1463_ = (l_1462_ + 1u);
                                                                                    l_mut_206_ = l_1463_;
                                                                                    uint l_1464_ = (l_1462_ & 2147483647u);
                                                                                    bool l_1465_ = (l_1464_ == 0u);
                                                                                    if (l_1465_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1466_ = (l_1462_ & 2147483648u);
                                                                                        bool l_1467_ = (l_1466_ != 0u);
                                                                                        if (l_1467_) {
                                                                                            uint l_1468_ = (l_1462_ - 1u);
                                                                                            l_mut_206_ = l_1468_;
                                                                                        } else {
                                                                                            bool l_1469_ = (l_1462_ == 2139095040u);
                                                                                            if (l_1469_) {
                                                                                                l_mut_206_ = l_1462_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3065 = l_mut_206_;
                                                                                    float l_1470_ = asfloat(_e3065);
                                                                                    uint l_1471_ = asuint(l_1470_);
                                                                                    uint l_1472_ = (l_1471_ & 2147483647u);
                                                                                    float l_1473_ = asfloat(l_1472_);
                                                                                    double l_1474_ = double(l_1473_);
                                                                                    l_mut_1429_ = l_1474_;
                                                                                    bool l_1475_ = (l_1472_ < 8388608u);
                                                                                    if (l_1475_) {
                                                                                        double l_1476_ = double(l_1472_);
                                                                                        double l_1477_ = (l_1476_ * 1.401298464324817e-45L);
                                                                                        l_mut_1429_ = l_1477_;
                                                                                    }
                                                                                    double _e3077 = l_mut_1429_;
                                                                                    uint64_t l_1478_ = _e3077;
                                                                                    uint l_1479_ = (l_1471_ >> 31u);
                                                                                    uint64_t l_1480_ = uint64_t(l_1479_);
                                                                                    uint64_t l_1481_ = (l_1480_ << uint(63uL));
                                                                                    uint64_t l_1482_ = (l_1478_ | l_1481_);
                                                                                    double l_1483_ = l_1482_;
                                                                                    l_mut_1404_ = l_1483_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3088 = l_mut_1404_;
                                                                        double l_1484_ = -(_e3088);
                                                                        l_mut_1429_ = l_1484_;
                                                                        if (true) {
                                                                            local_76 = true;
                                                                        } else {
                                                                            local_76 = false;
                                                                        }
                                                                        bool l_1485_ = local_76;
                                                                        if (l_1485_) {
                                                                            double l_1486_ = (l_1395_ + l_1398_);
                                                                            double l_1487_ = (l_1486_ * 7.1362384635298e44L);
                                                                            double l_1488_ = floor(l_1487_);
                                                                            double l_1489_ = (l_1488_ * 1.401298464324817e-45L);
                                                                            l_mut_1404_ = l_1489_;
                                                                            double l_1490_ = abs(l_1486_);
                                                                            bool l_1491_ = (l_1490_ >= 1.1754943508222875e-38L);
                                                                            if (l_1491_) {
                                                                                float l_1492_ = float(l_1486_);
                                                                                double l_1493_ = double(l_1492_);
                                                                                l_mut_1404_ = l_1493_;
                                                                                double _e3107 = l_mut_1404_;
                                                                                bool l_1494_ = (_e3107 > l_1486_);
                                                                                if (l_1494_) {
                                                                                    uint l_1495_ = asuint(l_1492_);
                                                                                    uint l_1496_ = (l_1495_ ^ 2147483648u);
                                                                                    float l_1497_ = asfloat(l_1496_);
                                                                                    uint l_1498_ = asuint(l_1497_);
                                                                                    uint l_1499_ = (l_1498_ + 1u);
                                                                                    l_mut_206_ = l_1499_;
                                                                                    uint l_1500_ = (l_1498_ & 2147483647u);
                                                                                    bool l_1501_ = (l_1500_ == 0u);
                                                                                    if (l_1501_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1502_ = (l_1498_ & 2147483648u);
                                                                                        bool l_1503_ = (l_1502_ != 0u);
                                                                                        if (l_1503_) {
                                                                                            uint l_1504_ = (l_1498_ - 1u);
                                                                                            l_mut_206_ = l_1504_;
                                                                                        } else {
                                                                                            bool l_1505_ = (l_1498_ == 2139095040u);
                                                                                            if (l_1505_) {
                                                                                                l_mut_206_ = l_1498_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3129 = l_mut_206_;
                                                                                    float l_1506_ = asfloat(_e3129);
                                                                                    uint l_1507_ = asuint(l_1506_);
                                                                                    uint l_1508_ = (l_1507_ ^ 2147483648u);
                                                                                    float l_1509_ = asfloat(l_1508_);
                                                                                    uint l_1510_ = asuint(l_1509_);
                                                                                    uint l_1511_ = (l_1510_ & 2147483647u);
                                                                                    float l_1512_ = asfloat(l_1511_);
                                                                                    double l_1513_ = double(l_1512_);
                                                                                    l_mut_1514_ = l_1513_;
                                                                                    bool l_1515_ = (l_1511_ < 8388608u);
                                                                                    if (l_1515_) {
                                                                                        double l_1516_ = double(l_1511_);
                                                                                        double l_1517_ = (l_1516_ * 1.401298464324817e-45L);
                                                                                        l_mut_1514_ = l_1517_;
                                                                                    }
                                                                                    double _e3145 = l_mut_1514_;
                                                                                    uint64_t l_1518_ = _e3145;
                                                                                    uint l_1519_ = (l_1510_ >> 31u);
                                                                                    uint64_t l_1520_ = uint64_t(l_1519_);
                                                                                    uint64_t l_1521_ = (l_1520_ << uint(63uL));
                                                                                    uint64_t l_1522_ = (l_1518_ | l_1521_);
                                                                                    double l_1523_ = l_1522_;
                                                                                    l_mut_1404_ = l_1523_;
                                                                                } else {
                                                                                    uint l_1524_ = asuint(l_1492_);
                                                                                    uint l_1525_ = (l_1524_ + 1u);
                                                                                    l_mut_206_ = l_1525_;
                                                                                    uint l_1526_ = (l_1524_ & 2147483647u);
                                                                                    bool l_1527_ = (l_1526_ == 0u);
                                                                                    if (l_1527_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1528_ = (l_1524_ & 2147483648u);
                                                                                        bool l_1529_ = (l_1528_ != 0u);
                                                                                        if (l_1529_) {
                                                                                            uint l_1530_ = (l_1524_ - 1u);
                                                                                            l_mut_206_ = l_1530_;
                                                                                        } else {
                                                                                            bool l_1531_ = (l_1524_ == 2139095040u);
                                                                                            if (l_1531_) {
                                                                                                l_mut_206_ = l_1524_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3172 = l_mut_206_;
                                                                                    float l_1532_ = asfloat(_e3172);
                                                                                    uint l_1533_ = asuint(l_1532_);
                                                                                    uint l_1534_ = (l_1533_ & 2147483647u);
                                                                                    float l_1535_ = asfloat(l_1534_);
                                                                                    double l_1536_ = double(l_1535_);
                                                                                    l_mut_1514_ = l_1536_;
                                                                                    bool l_1537_ = (l_1534_ < 8388608u);
                                                                                    if (l_1537_) {
                                                                                        double l_1538_ = double(l_1534_);
                                                                                        double l_1539_ = (l_1538_ * 1.401298464324817e-45L);
                                                                                        l_mut_1514_ = l_1539_;
                                                                                    }
                                                                                    double _e3184 = l_mut_1514_;
                                                                                    uint64_t l_1540_ = _e3184;
                                                                                    uint l_1541_ = (l_1533_ >> 31u);
                                                                                    uint64_t l_1542_ = uint64_t(l_1541_);
                                                                                    uint64_t l_1543_ = (l_1542_ << uint(63uL));
                                                                                    uint64_t l_1544_ = (l_1540_ | l_1543_);
                                                                                    double l_1545_ = l_1544_;
                                                                                    bool l_1546_ = (l_1545_ <= l_1486_);
                                                                                    if (l_1546_) {
                                                                                        uint l_1547_ = asuint(l_1492_);
                                                                                        uint l_1548_ = (l_1547_ + 1u);
                                                                                        l_mut_206_ = l_1548_;
                                                                                        uint l_1549_ = (l_1547_ & 2147483647u);
                                                                                        bool l_1550_ = (l_1549_ == 0u);
                                                                                        if (l_1550_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_1551_ = (l_1547_ & 2147483648u);
                                                                                            bool l_1552_ = (l_1551_ != 0u);
                                                                                            if (l_1552_) {
                                                                                                uint l_1553_ = (l_1547_ - 1u);
                                                                                                l_mut_206_ = l_1553_;
                                                                                            } else {
                                                                                                bool l_1554_ = (l_1547_ == 2139095040u);
                                                                                                if (l_1554_) {
                                                                                                    l_mut_206_ = l_1547_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3212 = l_mut_206_;
                                                                                        float l_1555_ = asfloat(_e3212);
                                                                                        uint l_1556_ = asuint(l_1555_);
                                                                                        uint l_1557_ = (l_1556_ & 2147483647u);
                                                                                        float l_1558_ = asfloat(l_1557_);
                                                                                        double l_1559_ = double(l_1558_);
                                                                                        l_mut_1514_ = l_1559_;
                                                                                        bool l_1560_ = (l_1557_ < 8388608u);
                                                                                        if (l_1560_) {
                                                                                            double l_1561_ = double(l_1557_);
                                                                                            double l_1562_ = (l_1561_ * 1.401298464324817e-45L);
                                                                                            l_mut_1514_ = l_1562_;
                                                                                        }
                                                                                        double _e3224 = l_mut_1514_;
                                                                                        uint64_t l_1563_ = _e3224;
                                                                                        uint l_1564_ = (l_1556_ >> 31u);
                                                                                        uint64_t l_1565_ = uint64_t(l_1564_);
                                                                                        uint64_t l_1566_ = (l_1565_ << uint(63uL));
                                                                                        uint64_t l_1567_ = (l_1563_ | l_1566_);
                                                                                        double l_1568_ = l_1567_;
                                                                                        l_mut_1404_ = l_1568_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3235 = l_mut_1404_;
                                                                            l_mut_1429_ = _e3235;
                                                                        } else {
                                                                            double l_1569_ = (l_1395_ - l_1398_);
                                                                            double l_1570_ = (l_1569_ * 7.1362384635298e44L);
                                                                            double l_1571_ = floor(l_1570_);
                                                                            double l_1572_ = (l_1571_ * 1.401298464324817e-45L);
                                                                            l_mut_1514_ = l_1572_;
                                                                            double l_1573_ = abs(l_1569_);
                                                                            bool l_1574_ = (l_1573_ >= 1.1754943508222875e-38L);
                                                                            if (l_1574_) {
                                                                                float l_1575_ = float(l_1569_);
                                                                                double l_1576_ = double(l_1575_);
                                                                                l_mut_1514_ = l_1576_;
                                                                                double _e3247 = l_mut_1514_;
                                                                                bool l_1577_ = (_e3247 > l_1569_);
                                                                                if (l_1577_) {
                                                                                    uint l_1578_ = asuint(l_1575_);
                                                                                    uint l_1579_ = (l_1578_ ^ 2147483648u);
                                                                                    float l_1580_ = asfloat(l_1579_);
                                                                                    uint l_1581_ = asuint(l_1580_);
                                                                                    uint l_1582_ = (l_1581_ + 1u);
                                                                                    l_mut_206_ = l_1582_;
                                                                                    uint l_1583_ = (l_1581_ & 2147483647u);
                                                                                    bool l_1584_ = (l_1583_ == 0u);
                                                                                    if (l_1584_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1585_ = (l_1581_ & 2147483648u);
                                                                                        bool l_1586_ = (l_1585_ != 0u);
                                                                                        if (l_1586_) {
                                                                                            uint l_1587_ = (l_1581_ - 1u);
                                                                                            l_mut_206_ = l_1587_;
                                                                                        } else {
                                                                                            bool l_1588_ = (l_1581_ == 2139095040u);
                                                                                            if (l_1588_) {
                                                                                                l_mut_206_ = l_1581_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3269 = l_mut_206_;
                                                                                    float l_1589_ = asfloat(_e3269);
                                                                                    uint l_1590_ = asuint(l_1589_);
                                                                                    uint l_1591_ = (l_1590_ ^ 2147483648u);
                                                                                    float l_1592_ = asfloat(l_1591_);
                                                                                    uint l_1593_ = asuint(l_1592_);
                                                                                    uint l_1594_ = (l_1593_ & 2147483647u);
                                                                                    float l_1595_ = asfloat(l_1594_);
                                                                                    double l_1596_ = double(l_1595_);
                                                                                    l_mut_1404_ = l_1596_;
                                                                                    bool l_1597_ = (l_1594_ < 8388608u);
                                                                                    if (l_1597_) {
                                                                                        double l_1598_ = double(l_1594_);
                                                                                        double l_1599_ = (l_1598_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_1599_;
                                                                                    }
                                                                                    double _e3285 = l_mut_1404_;
                                                                                    uint64_t l_1600_ = _e3285;
                                                                                    uint l_1601_ = (l_1593_ >> 31u);
                                                                                    uint64_t l_1602_ = uint64_t(l_1601_);
                                                                                    uint64_t l_1603_ = (l_1602_ << uint(63uL));
                                                                                    uint64_t l_1604_ = (l_1600_ | l_1603_);
                                                                                    double l_1605_ = l_1604_;
                                                                                    l_mut_1514_ = l_1605_;
                                                                                } else {
                                                                                    uint l_1606_ = asuint(l_1575_);
                                                                                    uint l_1607_ = (l_1606_ + 1u);
                                                                                    l_mut_206_ = l_1607_;
                                                                                    uint l_1608_ = (l_1606_ & 2147483647u);
                                                                                    bool l_1609_ = (l_1608_ == 0u);
                                                                                    if (l_1609_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1610_ = (l_1606_ & 2147483648u);
                                                                                        bool l_1611_ = (l_1610_ != 0u);
                                                                                        if (l_1611_) {
                                                                                            uint l_1612_ = (l_1606_ - 1u);
                                                                                            l_mut_206_ = l_1612_;
                                                                                        } else {
                                                                                            bool l_1613_ = (l_1606_ == 2139095040u);
                                                                                            if (l_1613_) {
                                                                                                l_mut_206_ = l_1606_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3312 = l_mut_206_;
                                                                                    float l_1614_ = asfloat(_e3312);
                                                                                    uint l_1615_ = asuint(l_1614_);
                                                                                    uint l_1616_ = (l_1615_ & 2147483647u);
                                                                                    float l_1617_ = asfloat(l_1616_);
                                                                                    double l_1618_ = double(l_1617_);
                                                                                    l_mut_1404_ = l_1618_;
                                                                                    bool l_1619_ = (l_1616_ < 8388608u);
                                                                                    if (l_1619_) {
                                                                                        double l_1620_ = double(l_1616_);
                                                                                        double l_1621_ = (l_1620_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_1621_;
                                                                                    }
                                                                                    double _e3324 = l_mut_1404_;
                                                                                    uint64_t l_1622_ = _e3324;
                                                                                    uint l_1623_ = (l_1615_ >> 31u);
                                                                                    uint64_t l_1624_ = uint64_t(l_1623_);
                                                                                    uint64_t l_1625_ = (l_1624_ << uint(63uL));
                                                                                    uint64_t l_1626_ = (l_1622_ | l_1625_);
                                                                                    double l_1627_ = l_1626_;
                                                                                    bool l_1628_ = (l_1627_ <= l_1569_);
                                                                                    if (l_1628_) {
                                                                                        uint l_1629_ = asuint(l_1575_);
                                                                                        uint l_1630_ = (l_1629_ + 1u);
                                                                                        l_mut_206_ = l_1630_;
                                                                                        uint l_1631_ = (l_1629_ & 2147483647u);
                                                                                        bool l_1632_ = (l_1631_ == 0u);
                                                                                        if (l_1632_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_1633_ = (l_1629_ & 2147483648u);
                                                                                            bool l_1634_ = (l_1633_ != 0u);
                                                                                            if (l_1634_) {
                                                                                                uint l_1635_ = (l_1629_ - 1u);
                                                                                                l_mut_206_ = l_1635_;
                                                                                            } else {
                                                                                                bool l_1636_ = (l_1629_ == 2139095040u);
                                                                                                if (l_1636_) {
                                                                                                    l_mut_206_ = l_1629_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3352 = l_mut_206_;
                                                                                        float l_1637_ = asfloat(_e3352);
                                                                                        uint l_1638_ = asuint(l_1637_);
                                                                                        uint l_1639_ = (l_1638_ & 2147483647u);
                                                                                        float l_1640_ = asfloat(l_1639_);
                                                                                        double l_1641_ = double(l_1640_);
                                                                                        l_mut_1404_ = l_1641_;
                                                                                        bool l_1642_ = (l_1639_ < 8388608u);
                                                                                        if (l_1642_) {
                                                                                            double l_1643_ = double(l_1639_);
                                                                                            double l_1644_ = (l_1643_ * 1.401298464324817e-45L);
                                                                                            l_mut_1404_ = l_1644_;
                                                                                        }
                                                                                        double _e3364 = l_mut_1404_;
                                                                                        uint64_t l_1645_ = _e3364;
                                                                                        uint l_1646_ = (l_1638_ >> 31u);
                                                                                        uint64_t l_1647_ = uint64_t(l_1646_);
                                                                                        uint64_t l_1648_ = (l_1647_ << uint(63uL));
                                                                                        uint64_t l_1649_ = (l_1645_ | l_1648_);
                                                                                        double l_1650_ = l_1649_;
                                                                                        l_mut_1514_ = l_1650_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3375 = l_mut_1514_;
                                                                            l_mut_1429_ = _e3375;
                                                                        }
                                                                        double _e3376 = l_mut_867_;
                                                                        double l_1651_ = (_e3376 + l_178_);
                                                                        double l_1652_ = abs(l_1651_);
                                                                        double l_1653_ = (l_1652_ * 2.220446049250313e-16L);
                                                                        double l_1654_ = (l_1392_ + l_1653_);
                                                                        double l_1655_ = (l_1651_ + l_1654_);
                                                                        double l_1656_ = -(l_1655_);
                                                                        double l_1657_ = (l_1656_ * 7.1362384635298e44L);
                                                                        double l_1658_ = floor(l_1657_);
                                                                        double l_1659_ = (l_1658_ * 1.401298464324817e-45L);
                                                                        l_mut_1514_ = l_1659_;
                                                                        double l_1660_ = abs(l_1656_);
                                                                        bool l_1661_ = (l_1660_ >= 1.1754943508222875e-38L);
                                                                        if (l_1661_) {
                                                                            float l_1662_ = float(l_1656_);
                                                                            double l_1663_ = double(l_1662_);
                                                                            l_mut_1514_ = l_1663_;
                                                                            double _e3394 = l_mut_1514_;
                                                                            bool l_1664_ = (_e3394 > l_1656_);
                                                                            if (l_1664_) {
                                                                                uint l_1665_ = asuint(l_1662_);
                                                                                uint l_1666_ = (l_1665_ ^ 2147483648u);
                                                                                float l_1667_ = asfloat(l_1666_);
                                                                                uint l_1668_ = asuint(l_1667_);
                                                                                uint l_1669_ = (l_1668_ + 1u);
                                                                                l_mut_206_ = l_1669_;
                                                                                uint l_1670_ = (l_1668_ & 2147483647u);
                                                                                bool l_1671_ = (l_1670_ == 0u);
                                                                                if (l_1671_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_1672_ = (l_1668_ & 2147483648u);
                                                                                    bool l_1673_ = (l_1672_ != 0u);
                                                                                    if (l_1673_) {
                                                                                        uint l_1674_ = (l_1668_ - 1u);
                                                                                        l_mut_206_ = l_1674_;
                                                                                    } else {
                                                                                        bool l_1675_ = (l_1668_ == 2139095040u);
                                                                                        if (l_1675_) {
                                                                                            l_mut_206_ = l_1668_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3416 = l_mut_206_;
                                                                                float l_1676_ = asfloat(_e3416);
                                                                                uint l_1677_ = asuint(l_1676_);
                                                                                uint l_1678_ = (l_1677_ ^ 2147483648u);
                                                                                float l_1679_ = asfloat(l_1678_);
                                                                                uint l_1680_ = asuint(l_1679_);
                                                                                uint l_1681_ = (l_1680_ & 2147483647u);
                                                                                float l_1682_ = asfloat(l_1681_);
                                                                                double l_1683_ = double(l_1682_);
                                                                                l_mut_1404_ = l_1683_;
                                                                                bool l_1684_ = (l_1681_ < 8388608u);
                                                                                if (l_1684_) {
                                                                                    double l_1685_ = double(l_1681_);
                                                                                    double l_1686_ = (l_1685_ * 1.401298464324817e-45L);
                                                                                    l_mut_1404_ = l_1686_;
                                                                                }
                                                                                double _e3432 = l_mut_1404_;
                                                                                uint64_t l_1687_ = _e3432;
                                                                                uint l_1688_ = (l_1680_ >> 31u);
                                                                                uint64_t l_1689_ = uint64_t(l_1688_);
                                                                                uint64_t l_1690_ = (l_1689_ << uint(63uL));
                                                                                uint64_t l_1691_ = (l_1687_ | l_1690_);
                                                                                double l_1692_ = l_1691_;
                                                                                l_mut_1514_ = l_1692_;
                                                                            } else {
                                                                                uint l_1693_ = asuint(l_1662_);
                                                                                uint l_1694_ = (l_1693_ + 1u);
                                                                                l_mut_206_ = l_1694_;
                                                                                uint l_1695_ = (l_1693_ & 2147483647u);
                                                                                bool l_1696_ = (l_1695_ == 0u);
                                                                                if (l_1696_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_1697_ = (l_1693_ & 2147483648u);
                                                                                    bool l_1698_ = (l_1697_ != 0u);
                                                                                    if (l_1698_) {
                                                                                        uint l_1699_ = (l_1693_ - 1u);
                                                                                        l_mut_206_ = l_1699_;
                                                                                    } else {
                                                                                        bool l_1700_ = (l_1693_ == 2139095040u);
                                                                                        if (l_1700_) {
                                                                                            l_mut_206_ = l_1693_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3459 = l_mut_206_;
                                                                                float l_1701_ = asfloat(_e3459);
                                                                                uint l_1702_ = asuint(l_1701_);
                                                                                uint l_1703_ = (l_1702_ & 2147483647u);
                                                                                float l_1704_ = asfloat(l_1703_);
                                                                                double l_1705_ = double(l_1704_);
                                                                                l_mut_1404_ = l_1705_;
                                                                                bool l_1706_ = (l_1703_ < 8388608u);
                                                                                if (l_1706_) {
                                                                                    double l_1707_ = double(l_1703_);
                                                                                    double l_1708_ = (l_1707_ * 1.401298464324817e-45L);
                                                                                    l_mut_1404_ = l_1708_;
                                                                                }
                                                                                double _e3471 = l_mut_1404_;
                                                                                uint64_t l_1709_ = _e3471;
                                                                                uint l_1710_ = (l_1702_ >> 31u);
                                                                                uint64_t l_1711_ = uint64_t(l_1710_);
                                                                                uint64_t l_1712_ = (l_1711_ << uint(63uL));
                                                                                uint64_t l_1713_ = (l_1709_ | l_1712_);
                                                                                double l_1714_ = l_1713_;
                                                                                bool l_1715_ = (l_1714_ <= l_1656_);
                                                                                if (l_1715_) {
                                                                                    uint l_1716_ = asuint(l_1662_);
                                                                                    uint l_1717_ = (l_1716_ + 1u);
                                                                                    l_mut_206_ = l_1717_;
                                                                                    uint l_1718_ = (l_1716_ & 2147483647u);
                                                                                    bool l_1719_ = (l_1718_ == 0u);
                                                                                    if (l_1719_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1720_ = (l_1716_ & 2147483648u);
                                                                                        bool l_1721_ = (l_1720_ != 0u);
                                                                                        if (l_1721_) {
                                                                                            uint l_1722_ = (l_1716_ - 1u);
                                                                                            l_mut_206_ = l_1722_;
                                                                                        } else {
                                                                                            bool l_1723_ = (l_1716_ == 2139095040u);
                                                                                            if (l_1723_) {
                                                                                                l_mut_206_ = l_1716_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3499 = l_mut_206_;
                                                                                    float l_1724_ = asfloat(_e3499);
                                                                                    uint l_1725_ = asuint(l_1724_);
                                                                                    uint l_1726_ = (l_1725_ & 2147483647u);
                                                                                    float l_1727_ = asfloat(l_1726_);
                                                                                    double l_1728_ = double(l_1727_);
                                                                                    l_mut_1404_ = l_1728_;
                                                                                    bool l_1729_ = (l_1726_ < 8388608u);
                                                                                    if (l_1729_) {
                                                                                        double l_1730_ = double(l_1726_);
                                                                                        double l_1731_ = (l_1730_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_1731_;
                                                                                    }
                                                                                    double _e3511 = l_mut_1404_;
                                                                                    uint64_t l_1732_ = _e3511;
                                                                                    uint l_1733_ = (l_1725_ >> 31u);
                                                                                    uint64_t l_1734_ = uint64_t(l_1733_);
                                                                                    uint64_t l_1735_ = (l_1734_ << uint(63uL));
                                                                                    uint64_t l_1736_ = (l_1732_ | l_1735_);
                                                                                    double l_1737_ = l_1736_;
                                                                                    l_mut_1514_ = l_1737_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3522 = l_mut_1514_;
                                                                        double l_1738_ = -(_e3522);
                                                                        l_mut_1514_ = l_1738_;
                                                                        if (false) {
                                                                            local_77 = true;
                                                                        } else {
                                                                            local_77 = false;
                                                                        }
                                                                        bool l_1739_ = local_77;
                                                                        if (l_1739_) {
                                                                            double l_1740_ = (l_1651_ + l_1654_);
                                                                            double l_1741_ = (l_1740_ * 7.1362384635298e44L);
                                                                            double l_1742_ = floor(l_1741_);
                                                                            double l_1743_ = (l_1742_ * 1.401298464324817e-45L);
                                                                            l_mut_1404_ = l_1743_;
                                                                            double l_1744_ = abs(l_1740_);
                                                                            bool l_1745_ = (l_1744_ >= 1.1754943508222875e-38L);
                                                                            if (l_1745_) {
                                                                                float l_1746_ = float(l_1740_);
                                                                                double l_1747_ = double(l_1746_);
                                                                                l_mut_1404_ = l_1747_;
                                                                                double _e3541 = l_mut_1404_;
                                                                                bool l_1748_ = (_e3541 > l_1740_);
                                                                                if (l_1748_) {
                                                                                    uint l_1749_ = asuint(l_1746_);
                                                                                    uint l_1750_ = (l_1749_ ^ 2147483648u);
                                                                                    float l_1751_ = asfloat(l_1750_);
                                                                                    uint l_1752_ = asuint(l_1751_);
                                                                                    uint l_1753_ = (l_1752_ + 1u);
                                                                                    l_mut_206_ = l_1753_;
                                                                                    uint l_1754_ = (l_1752_ & 2147483647u);
                                                                                    bool l_1755_ = (l_1754_ == 0u);
                                                                                    if (l_1755_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1756_ = (l_1752_ & 2147483648u);
                                                                                        bool l_1757_ = (l_1756_ != 0u);
                                                                                        if (l_1757_) {
                                                                                            uint l_1758_ = (l_1752_ - 1u);
                                                                                            l_mut_206_ = l_1758_;
                                                                                        } else {
                                                                                            bool l_1759_ = (l_1752_ == 2139095040u);
                                                                                            if (l_1759_) {
                                                                                                l_mut_206_ = l_1752_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3563 = l_mut_206_;
                                                                                    float l_1760_ = asfloat(_e3563);
                                                                                    uint l_1761_ = asuint(l_1760_);
                                                                                    uint l_1762_ = (l_1761_ ^ 2147483648u);
                                                                                    float l_1763_ = asfloat(l_1762_);
                                                                                    uint l_1764_ = asuint(l_1763_);
                                                                                    uint l_1765_ = (l_1764_ & 2147483647u);
                                                                                    float l_1766_ = asfloat(l_1765_);
                                                                                    double l_1767_ = double(l_1766_);
                                                                                    l_mut_1768_ = l_1767_;
                                                                                    bool l_1769_ = (l_1765_ < 8388608u);
                                                                                    if (l_1769_) {
                                                                                        double l_1770_ = double(l_1765_);
                                                                                        double l_1771_ = (l_1770_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_1771_;
                                                                                    }
                                                                                    double _e3579 = l_mut_1768_;
                                                                                    uint64_t l_1772_ = _e3579;
                                                                                    uint l_1773_ = (l_1764_ >> 31u);
                                                                                    uint64_t l_1774_ = uint64_t(l_1773_);
                                                                                    uint64_t l_1775_ = (l_1774_ << uint(63uL));
                                                                                    uint64_t l_1776_ = (l_1772_ | l_1775_);
                                                                                    double l_1777_ = l_1776_;
                                                                                    l_mut_1404_ = l_1777_;
                                                                                } else {
                                                                                    uint l_1778_ = asuint(l_1746_);
                                                                                    uint l_1779_ = (l_1778_ + 1u);
                                                                                    l_mut_206_ = l_1779_;
                                                                                    uint l_1780_ = (l_1778_ & 2147483647u);
                                                                                    bool l_1781_ = (l_1780_ == 0u);
                                                                                    if (l_1781_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1782_ = (l_1778_ & 2147483648u);
                                                                                        bool l_1783_ = (l_1782_ != 0u);
                                                                                        if (l_1783_) {
                                                                                            uint l_1784_ = (l_1778_ - 1u);
                                                                                            l_mut_206_ = l_1784_;
                                                                                        } else {
                                                                                            bool l_1785_ = (l_1778_ == 2139095040u);
                                                                                            if (l_1785_) {
                                                                                                l_mut_206_ = l_1778_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3606 = l_mut_206_;
                                                                                    float l_1786_ = asfloat(_e3606);
                                                                                    uint l_1787_ = asuint(l_1786_);
                                                                                    uint l_1788_ = (l_1787_ & 2147483647u);
                                                                                    float l_1789_ = asfloat(l_1788_);
                                                                                    double l_1790_ = double(l_1789_);
                                                                                    l_mut_1768_ = l_1790_;
                                                                                    bool l_1791_ = (l_1788_ < 8388608u);
                                                                                    if (l_1791_) {
                                                                                        double l_1792_ = double(l_1788_);
                                                                                        double l_1793_ = (l_1792_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_1793_;
                                                                                    }
                                                                                    double _e3618 = l_mut_1768_;
                                                                                    uint64_t l_1794_ = _e3618;
                                                                                    uint l_1795_ = (l_1787_ >> 31u);
                                                                                    uint64_t l_1796_ = uint64_t(l_1795_);
                                                                                    uint64_t l_1797_ = (l_1796_ << uint(63uL));
                                                                                    uint64_t l_1798_ = (l_1794_ | l_1797_);
                                                                                    double l_1799_ = l_1798_;
                                                                                    bool l_1800_ = (l_1799_ <= l_1740_);
                                                                                    if (l_1800_) {
                                                                                        uint l_1801_ = asuint(l_1746_);
                                                                                        uint l_1802_ = (l_1801_ + 1u);
                                                                                        l_mut_206_ = l_1802_;
                                                                                        uint l_1803_ = (l_1801_ & 2147483647u);
                                                                                        bool l_1804_ = (l_1803_ == 0u);
                                                                                        if (l_1804_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_1805_ = (l_1801_ & 2147483648u);
                                                                                            bool l_1806_ = (l_1805_ != 0u);
                                                                                            if (l_1806_) {
                                                                                                uint l_1807_ = (l_1801_ - 1u);
                                                                                                l_mut_206_ = l_1807_;
                                                                                            } else {
                                                                                                bool l_1808_ = (l_1801_ == 2139095040u);
                                                                                                if (l_1808_) {
                                                                                                    l_mut_206_ = l_1801_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3646 = l_mut_206_;
                                                                                        float l_1809_ = asfloat(_e3646);
                                                                                        uint l_1810_ = asuint(l_1809_);
                                                                                        uint l_1811_ = (l_1810_ & 2147483647u);
                                                                                        float l_1812_ = asfloat(l_1811_);
                                                                                        double l_1813_ = double(l_1812_);
                                                                                        l_mut_1768_ = l_1813_;
                                                                                        bool l_1814_ = (l_1811_ < 8388608u);
                                                                                        if (l_1814_) {
                                                                                            double l_1815_ = double(l_1811_);
                                                                                            double l_1816_ = (l_1815_ * 1.401298464324817e-45L);
                                                                                            l_mut_1768_ = l_1816_;
                                                                                        }
                                                                                        double _e3658 = l_mut_1768_;
                                                                                        uint64_t l_1817_ = _e3658;
                                                                                        uint l_1818_ = (l_1810_ >> 31u);
                                                                                        uint64_t l_1819_ = uint64_t(l_1818_);
                                                                                        uint64_t l_1820_ = (l_1819_ << uint(63uL));
                                                                                        uint64_t l_1821_ = (l_1817_ | l_1820_);
                                                                                        double l_1822_ = l_1821_;
                                                                                        l_mut_1404_ = l_1822_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3669 = l_mut_1404_;
                                                                            l_mut_1514_ = _e3669;
                                                                        } else {
                                                                            double l_1823_ = (l_1651_ - l_1654_);
                                                                            double l_1824_ = -(l_1823_);
                                                                            double l_1825_ = (l_1824_ * 7.1362384635298e44L);
                                                                            double l_1826_ = floor(l_1825_);
                                                                            double l_1827_ = (l_1826_ * 1.401298464324817e-45L);
                                                                            l_mut_1768_ = l_1827_;
                                                                            double l_1828_ = abs(l_1824_);
                                                                            bool l_1829_ = (l_1828_ >= 1.1754943508222875e-38L);
                                                                            if (l_1829_) {
                                                                                float l_1830_ = float(l_1824_);
                                                                                double l_1831_ = double(l_1830_);
                                                                                l_mut_1768_ = l_1831_;
                                                                                double _e3682 = l_mut_1768_;
                                                                                bool l_1832_ = (_e3682 > l_1824_);
                                                                                if (l_1832_) {
                                                                                    uint l_1833_ = asuint(l_1830_);
                                                                                    uint l_1834_ = (l_1833_ ^ 2147483648u);
                                                                                    float l_1835_ = asfloat(l_1834_);
                                                                                    uint l_1836_ = asuint(l_1835_);
                                                                                    uint l_1837_ = (l_1836_ + 1u);
                                                                                    l_mut_206_ = l_1837_;
                                                                                    uint l_1838_ = (l_1836_ & 2147483647u);
                                                                                    bool l_1839_ = (l_1838_ == 0u);
                                                                                    if (l_1839_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1840_ = (l_1836_ & 2147483648u);
                                                                                        bool l_1841_ = (l_1840_ != 0u);
                                                                                        if (l_1841_) {
                                                                                            uint l_1842_ = (l_1836_ - 1u);
                                                                                            l_mut_206_ = l_1842_;
                                                                                        } else {
                                                                                            bool l_1843_ = (l_1836_ == 2139095040u);
                                                                                            if (l_1843_) {
                                                                                                l_mut_206_ = l_1836_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3704 = l_mut_206_;
                                                                                    float l_1844_ = asfloat(_e3704);
                                                                                    uint l_1845_ = asuint(l_1844_);
                                                                                    uint l_1846_ = (l_1845_ ^ 2147483648u);
                                                                                    float l_1847_ = asfloat(l_1846_);
                                                                                    uint l_1848_ = asuint(l_1847_);
                                                                                    uint l_1849_ = (l_1848_ & 2147483647u);
                                                                                    float l_1850_ = asfloat(l_1849_);
                                                                                    double l_1851_ = double(l_1850_);
                                                                                    l_mut_1404_ = l_1851_;
                                                                                    bool l_1852_ = (l_1849_ < 8388608u);
                                                                                    if (l_1852_) {
                                                                                        double l_1853_ = double(l_1849_);
                                                                                        double l_1854_ = (l_1853_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_1854_;
                                                                                    }
                                                                                    double _e3720 = l_mut_1404_;
                                                                                    uint64_t l_1855_ = _e3720;
                                                                                    uint l_1856_ = (l_1848_ >> 31u);
                                                                                    uint64_t l_1857_ = uint64_t(l_1856_);
                                                                                    uint64_t l_1858_ = (l_1857_ << uint(63uL));
                                                                                    uint64_t l_1859_ = (l_1855_ | l_1858_);
                                                                                    double l_1860_ = l_1859_;
                                                                                    l_mut_1768_ = l_1860_;
                                                                                } else {
                                                                                    uint l_1861_ = asuint(l_1830_);
                                                                                    uint l_1862_ = (l_1861_ + 1u);
                                                                                    l_mut_206_ = l_1862_;
                                                                                    uint l_1863_ = (l_1861_ & 2147483647u);
                                                                                    bool l_1864_ = (l_1863_ == 0u);
                                                                                    if (l_1864_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1865_ = (l_1861_ & 2147483648u);
                                                                                        bool l_1866_ = (l_1865_ != 0u);
                                                                                        if (l_1866_) {
                                                                                            uint l_1867_ = (l_1861_ - 1u);
                                                                                            l_mut_206_ = l_1867_;
                                                                                        } else {
                                                                                            bool l_1868_ = (l_1861_ == 2139095040u);
                                                                                            if (l_1868_) {
                                                                                                l_mut_206_ = l_1861_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3747 = l_mut_206_;
                                                                                    float l_1869_ = asfloat(_e3747);
                                                                                    uint l_1870_ = asuint(l_1869_);
                                                                                    uint l_1871_ = (l_1870_ & 2147483647u);
                                                                                    float l_1872_ = asfloat(l_1871_);
                                                                                    double l_1873_ = double(l_1872_);
                                                                                    l_mut_1404_ = l_1873_;
                                                                                    bool l_1874_ = (l_1871_ < 8388608u);
                                                                                    if (l_1874_) {
                                                                                        double l_1875_ = double(l_1871_);
                                                                                        double l_1876_ = (l_1875_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_1876_;
                                                                                    }
                                                                                    double _e3759 = l_mut_1404_;
                                                                                    uint64_t l_1877_ = _e3759;
                                                                                    uint l_1878_ = (l_1870_ >> 31u);
                                                                                    uint64_t l_1879_ = uint64_t(l_1878_);
                                                                                    uint64_t l_1880_ = (l_1879_ << uint(63uL));
                                                                                    uint64_t l_1881_ = (l_1877_ | l_1880_);
                                                                                    double l_1882_ = l_1881_;
                                                                                    bool l_1883_ = (l_1882_ <= l_1824_);
                                                                                    if (l_1883_) {
                                                                                        uint l_1884_ = asuint(l_1830_);
                                                                                        uint l_1885_ = (l_1884_ + 1u);
                                                                                        l_mut_206_ = l_1885_;
                                                                                        uint l_1886_ = (l_1884_ & 2147483647u);
                                                                                        bool l_1887_ = (l_1886_ == 0u);
                                                                                        if (l_1887_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_1888_ = (l_1884_ & 2147483648u);
                                                                                            bool l_1889_ = (l_1888_ != 0u);
                                                                                            if (l_1889_) {
                                                                                                uint l_1890_ = (l_1884_ - 1u);
                                                                                                l_mut_206_ = l_1890_;
                                                                                            } else {
                                                                                                bool l_1891_ = (l_1884_ == 2139095040u);
                                                                                                if (l_1891_) {
                                                                                                    l_mut_206_ = l_1884_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e3787 = l_mut_206_;
                                                                                        float l_1892_ = asfloat(_e3787);
                                                                                        uint l_1893_ = asuint(l_1892_);
                                                                                        uint l_1894_ = (l_1893_ & 2147483647u);
                                                                                        float l_1895_ = asfloat(l_1894_);
                                                                                        double l_1896_ = double(l_1895_);
                                                                                        l_mut_1404_ = l_1896_;
                                                                                        bool l_1897_ = (l_1894_ < 8388608u);
                                                                                        if (l_1897_) {
                                                                                            double l_1898_ = double(l_1894_);
                                                                                            double l_1899_ = (l_1898_ * 1.401298464324817e-45L);
                                                                                            l_mut_1404_ = l_1899_;
                                                                                        }
                                                                                        double _e3799 = l_mut_1404_;
                                                                                        uint64_t l_1900_ = _e3799;
                                                                                        uint l_1901_ = (l_1893_ >> 31u);
                                                                                        uint64_t l_1902_ = uint64_t(l_1901_);
                                                                                        uint64_t l_1903_ = (l_1902_ << uint(63uL));
                                                                                        uint64_t l_1904_ = (l_1900_ | l_1903_);
                                                                                        double l_1905_ = l_1904_;
                                                                                        l_mut_1768_ = l_1905_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e3810 = l_mut_1768_;
                                                                            double l_1906_ = -(_e3810);
                                                                            l_mut_1514_ = l_1906_;
                                                                        }
                                                                        double _e3812 = l_mut_219_;
                                                                        double l_1907_ = (_e3812 - l_178_);
                                                                        double l_1908_ = abs(l_1907_);
                                                                        double l_1909_ = (l_1908_ * 2.220446049250313e-16L);
                                                                        double l_1910_ = (l_1394_ + l_1909_);
                                                                        double l_1911_ = (l_1907_ + l_1910_);
                                                                        double l_1912_ = -(l_1911_);
                                                                        double l_1913_ = (l_1912_ * 7.1362384635298e44L);
                                                                        double l_1914_ = floor(l_1913_);
                                                                        double l_1915_ = (l_1914_ * 1.401298464324817e-45L);
                                                                        l_mut_1768_ = l_1915_;
                                                                        double l_1916_ = abs(l_1912_);
                                                                        bool l_1917_ = (l_1916_ >= 1.1754943508222875e-38L);
                                                                        if (l_1917_) {
                                                                            float l_1918_ = float(l_1912_);
                                                                            double l_1919_ = double(l_1918_);
                                                                            l_mut_1768_ = l_1919_;
                                                                            double _e3830 = l_mut_1768_;
                                                                            bool l_1920_ = (_e3830 > l_1912_);
                                                                            if (l_1920_) {
                                                                                uint l_1921_ = asuint(l_1918_);
                                                                                uint l_1922_ = (l_1921_ ^ 2147483648u);
                                                                                float l_1923_ = asfloat(l_1922_);
                                                                                uint l_1924_ = asuint(l_1923_);
                                                                                uint l_1925_ = (l_1924_ + 1u);
                                                                                l_mut_206_ = l_1925_;
                                                                                uint l_1926_ = (l_1924_ & 2147483647u);
                                                                                bool l_1927_ = (l_1926_ == 0u);
                                                                                if (l_1927_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_1928_ = (l_1924_ & 2147483648u);
                                                                                    bool l_1929_ = (l_1928_ != 0u);
                                                                                    if (l_1929_) {
                                                                                        uint l_1930_ = (l_1924_ - 1u);
                                                                                        l_mut_206_ = l_1930_;
                                                                                    } else {
                                                                                        bool l_1931_ = (l_1924_ == 2139095040u);
                                                                                        if (l_1931_) {
                                                                                            l_mut_206_ = l_1924_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3852 = l_mut_206_;
                                                                                float l_1932_ = asfloat(_e3852);
                                                                                uint l_1933_ = asuint(l_1932_);
                                                                                uint l_1934_ = (l_1933_ ^ 2147483648u);
                                                                                float l_1935_ = asfloat(l_1934_);
                                                                                uint l_1936_ = asuint(l_1935_);
                                                                                uint l_1937_ = (l_1936_ & 2147483647u);
                                                                                float l_1938_ = asfloat(l_1937_);
                                                                                double l_1939_ = double(l_1938_);
                                                                                l_mut_1404_ = l_1939_;
                                                                                bool l_1940_ = (l_1937_ < 8388608u);
                                                                                if (l_1940_) {
                                                                                    double l_1941_ = double(l_1937_);
                                                                                    double l_1942_ = (l_1941_ * 1.401298464324817e-45L);
                                                                                    l_mut_1404_ = l_1942_;
                                                                                }
                                                                                double _e3868 = l_mut_1404_;
                                                                                uint64_t l_1943_ = _e3868;
                                                                                uint l_1944_ = (l_1936_ >> 31u);
                                                                                uint64_t l_1945_ = uint64_t(l_1944_);
                                                                                uint64_t l_1946_ = (l_1945_ << uint(63uL));
                                                                                uint64_t l_1947_ = (l_1943_ | l_1946_);
                                                                                double l_1948_ = l_1947_;
                                                                                l_mut_1768_ = l_1948_;
                                                                            } else {
                                                                                uint l_1949_ = asuint(l_1918_);
                                                                                uint l_1950_ = (l_1949_ + 1u);
                                                                                l_mut_206_ = l_1950_;
                                                                                uint l_1951_ = (l_1949_ & 2147483647u);
                                                                                bool l_1952_ = (l_1951_ == 0u);
                                                                                if (l_1952_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_1953_ = (l_1949_ & 2147483648u);
                                                                                    bool l_1954_ = (l_1953_ != 0u);
                                                                                    if (l_1954_) {
                                                                                        uint l_1955_ = (l_1949_ - 1u);
                                                                                        l_mut_206_ = l_1955_;
                                                                                    } else {
                                                                                        bool l_1956_ = (l_1949_ == 2139095040u);
                                                                                        if (l_1956_) {
                                                                                            l_mut_206_ = l_1949_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e3895 = l_mut_206_;
                                                                                float l_1957_ = asfloat(_e3895);
                                                                                uint l_1958_ = asuint(l_1957_);
                                                                                uint l_1959_ = (l_1958_ & 2147483647u);
                                                                                float l_1960_ = asfloat(l_1959_);
                                                                                double l_1961_ = double(l_1960_);
                                                                                l_mut_1404_ = l_1961_;
                                                                                bool l_1962_ = (l_1959_ < 8388608u);
                                                                                if (l_1962_) {
                                                                                    double l_1963_ = double(l_1959_);
                                                                                    double l_1964_ = (l_1963_ * 1.401298464324817e-45L);
                                                                                    l_mut_1404_ = l_1964_;
                                                                                }
                                                                                double _e3907 = l_mut_1404_;
                                                                                uint64_t l_1965_ = _e3907;
                                                                                uint l_1966_ = (l_1958_ >> 31u);
                                                                                uint64_t l_1967_ = uint64_t(l_1966_);
                                                                                uint64_t l_1968_ = (l_1967_ << uint(63uL));
                                                                                uint64_t l_1969_ = (l_1965_ | l_1968_);
                                                                                double l_1970_ = l_1969_;
                                                                                bool l_1971_ = (l_1970_ <= l_1912_);
                                                                                if (l_1971_) {
                                                                                    uint l_1972_ = asuint(l_1918_);
                                                                                    uint l_1973_ = (l_1972_ + 1u);
                                                                                    l_mut_206_ = l_1973_;
                                                                                    uint l_1974_ = (l_1972_ & 2147483647u);
                                                                                    bool l_1975_ = (l_1974_ == 0u);
                                                                                    if (l_1975_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_1976_ = (l_1972_ & 2147483648u);
                                                                                        bool l_1977_ = (l_1976_ != 0u);
                                                                                        if (l_1977_) {
                                                                                            uint l_1978_ = (l_1972_ - 1u);
                                                                                            l_mut_206_ = l_1978_;
                                                                                        } else {
                                                                                            bool l_1979_ = (l_1972_ == 2139095040u);
                                                                                            if (l_1979_) {
                                                                                                l_mut_206_ = l_1972_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3935 = l_mut_206_;
                                                                                    float l_1980_ = asfloat(_e3935);
                                                                                    uint l_1981_ = asuint(l_1980_);
                                                                                    uint l_1982_ = (l_1981_ & 2147483647u);
                                                                                    float l_1983_ = asfloat(l_1982_);
                                                                                    double l_1984_ = double(l_1983_);
                                                                                    l_mut_1404_ = l_1984_;
                                                                                    bool l_1985_ = (l_1982_ < 8388608u);
                                                                                    if (l_1985_) {
                                                                                        double l_1986_ = double(l_1982_);
                                                                                        double l_1987_ = (l_1986_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_1987_;
                                                                                    }
                                                                                    double _e3947 = l_mut_1404_;
                                                                                    uint64_t l_1988_ = _e3947;
                                                                                    uint l_1989_ = (l_1981_ >> 31u);
                                                                                    uint64_t l_1990_ = uint64_t(l_1989_);
                                                                                    uint64_t l_1991_ = (l_1990_ << uint(63uL));
                                                                                    uint64_t l_1992_ = (l_1988_ | l_1991_);
                                                                                    double l_1993_ = l_1992_;
                                                                                    l_mut_1768_ = l_1993_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3958 = l_mut_1768_;
                                                                        double l_1994_ = -(_e3958);
                                                                        l_mut_1768_ = l_1994_;
                                                                        if (true) {
                                                                            local_78 = true;
                                                                        } else {
                                                                            local_78 = false;
                                                                        }
                                                                        bool l_1995_ = local_78;
                                                                        if (l_1995_) {
                                                                            double l_1996_ = (l_1907_ + l_1910_);
                                                                            double l_1997_ = (l_1996_ * 7.1362384635298e44L);
                                                                            double l_1998_ = floor(l_1997_);
                                                                            double l_1999_ = (l_1998_ * 1.401298464324817e-45L);
                                                                            l_mut_1404_ = l_1999_;
                                                                            double l_2000_ = abs(l_1996_);
                                                                            bool l_2001_ = (l_2000_ >= 1.1754943508222875e-38L);
                                                                            if (l_2001_) {
                                                                                float l_2002_ = float(l_1996_);
                                                                                double l_2003_ = double(l_2002_);
                                                                                l_mut_1404_ = l_2003_;
                                                                                double _e3977 = l_mut_1404_;
                                                                                bool l_2004_ = (_e3977 > l_1996_);
                                                                                if (l_2004_) {
                                                                                    uint l_2005_ = asuint(l_2002_);
                                                                                    uint l_2006_ = (l_2005_ ^ 2147483648u);
                                                                                    float l_2007_ = asfloat(l_2006_);
                                                                                    uint l_2008_ = asuint(l_2007_);
                                                                                    uint l_2009_ = (l_2008_ + 1u);
                                                                                    l_mut_206_ = l_2009_;
                                                                                    uint l_2010_ = (l_2008_ & 2147483647u);
                                                                                    bool l_2011_ = (l_2010_ == 0u);
                                                                                    if (l_2011_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2012_ = (l_2008_ & 2147483648u);
                                                                                        bool l_2013_ = (l_2012_ != 0u);
                                                                                        if (l_2013_) {
                                                                                            uint l_2014_ = (l_2008_ - 1u);
                                                                                            l_mut_206_ = l_2014_;
                                                                                        } else {
                                                                                            bool l_2015_ = (l_2008_ == 2139095040u);
                                                                                            if (l_2015_) {
                                                                                                l_mut_206_ = l_2008_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e3999 = l_mut_206_;
                                                                                    float l_2016_ = asfloat(_e3999);
                                                                                    uint l_2017_ = asuint(l_2016_);
                                                                                    uint l_2018_ = (l_2017_ ^ 2147483648u);
                                                                                    float l_2019_ = asfloat(l_2018_);
                                                                                    uint l_2020_ = asuint(l_2019_);
                                                                                    uint l_2021_ = (l_2020_ & 2147483647u);
                                                                                    float l_2022_ = asfloat(l_2021_);
                                                                                    double l_2023_ = double(l_2022_);
                                                                                    l_mut_2024_ = l_2023_;
                                                                                    bool l_2025_ = (l_2021_ < 8388608u);
                                                                                    if (l_2025_) {
                                                                                        double l_2026_ = double(l_2021_);
                                                                                        double l_2027_ = (l_2026_ * 1.401298464324817e-45L);
                                                                                        l_mut_2024_ = l_2027_;
                                                                                    }
                                                                                    double _e4015 = l_mut_2024_;
                                                                                    uint64_t l_2028_ = _e4015;
                                                                                    uint l_2029_ = (l_2020_ >> 31u);
                                                                                    uint64_t l_2030_ = uint64_t(l_2029_);
                                                                                    uint64_t l_2031_ = (l_2030_ << uint(63uL));
                                                                                    uint64_t l_2032_ = (l_2028_ | l_2031_);
                                                                                    double l_2033_ = l_2032_;
                                                                                    l_mut_1404_ = l_2033_;
                                                                                } else {
                                                                                    uint l_2034_ = asuint(l_2002_);
                                                                                    uint l_2035_ = (l_2034_ + 1u);
                                                                                    l_mut_206_ = l_2035_;
                                                                                    uint l_2036_ = (l_2034_ & 2147483647u);
                                                                                    bool l_2037_ = (l_2036_ == 0u);
                                                                                    if (l_2037_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2038_ = (l_2034_ & 2147483648u);
                                                                                        bool l_2039_ = (l_2038_ != 0u);
                                                                                        if (l_2039_) {
                                                                                            uint l_2040_ = (l_2034_ - 1u);
                                                                                            l_mut_206_ = l_2040_;
                                                                                        } else {
                                                                                            bool l_2041_ = (l_2034_ == 2139095040u);
                                                                                            if (l_2041_) {
                                                                                                l_mut_206_ = l_2034_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4042 = l_mut_206_;
                                                                                    float l_2042_ = asfloat(_e4042);
                                                                                    uint l_2043_ = asuint(l_2042_);
                                                                                    uint l_2044_ = (l_2043_ & 2147483647u);
                                                                                    float l_2045_ = asfloat(l_2044_);
                                                                                    double l_2046_ = double(l_2045_);
                                                                                    l_mut_2024_ = l_2046_;
                                                                                    bool l_2047_ = (l_2044_ < 8388608u);
                                                                                    if (l_2047_) {
                                                                                        double l_2048_ = double(l_2044_);
                                                                                        double l_2049_ = (l_2048_ * 1.401298464324817e-45L);
                                                                                        l_mut_2024_ = l_2049_;
                                                                                    }
                                                                                    double _e4054 = l_mut_2024_;
                                                                                    uint64_t l_2050_ = _e4054;
                                                                                    uint l_2051_ = (l_2043_ >> 31u);
                                                                                    uint64_t l_2052_ = uint64_t(l_2051_);
                                                                                    uint64_t l_2053_ = (l_2052_ << uint(63uL));
                                                                                    uint64_t l_2054_ = (l_2050_ | l_2053_);
                                                                                    double l_2055_ = l_2054_;
                                                                                    bool l_2056_ = (l_2055_ <= l_1996_);
                                                                                    if (l_2056_) {
                                                                                        uint l_2057_ = asuint(l_2002_);
                                                                                        uint l_2058_ = (l_2057_ + 1u);
                                                                                        l_mut_206_ = l_2058_;
                                                                                        uint l_2059_ = (l_2057_ & 2147483647u);
                                                                                        bool l_2060_ = (l_2059_ == 0u);
                                                                                        if (l_2060_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_2061_ = (l_2057_ & 2147483648u);
                                                                                            bool l_2062_ = (l_2061_ != 0u);
                                                                                            if (l_2062_) {
                                                                                                uint l_2063_ = (l_2057_ - 1u);
                                                                                                l_mut_206_ = l_2063_;
                                                                                            } else {
                                                                                                bool l_2064_ = (l_2057_ == 2139095040u);
                                                                                                if (l_2064_) {
                                                                                                    l_mut_206_ = l_2057_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4082 = l_mut_206_;
                                                                                        float l_2065_ = asfloat(_e4082);
                                                                                        uint l_2066_ = asuint(l_2065_);
                                                                                        uint l_2067_ = (l_2066_ & 2147483647u);
                                                                                        float l_2068_ = asfloat(l_2067_);
                                                                                        double l_2069_ = double(l_2068_);
                                                                                        l_mut_2024_ = l_2069_;
                                                                                        bool l_2070_ = (l_2067_ < 8388608u);
                                                                                        if (l_2070_) {
                                                                                            double l_2071_ = double(l_2067_);
                                                                                            double l_2072_ = (l_2071_ * 1.401298464324817e-45L);
                                                                                            l_mut_2024_ = l_2072_;
                                                                                        }
                                                                                        double _e4094 = l_mut_2024_;
                                                                                        uint64_t l_2073_ = _e4094;
                                                                                        uint l_2074_ = (l_2066_ >> 31u);
                                                                                        uint64_t l_2075_ = uint64_t(l_2074_);
                                                                                        uint64_t l_2076_ = (l_2075_ << uint(63uL));
                                                                                        uint64_t l_2077_ = (l_2073_ | l_2076_);
                                                                                        double l_2078_ = l_2077_;
                                                                                        l_mut_1404_ = l_2078_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4105 = l_mut_1404_;
                                                                            l_mut_1768_ = _e4105;
                                                                        } else {
                                                                            double l_2079_ = (l_1907_ - l_1910_);
                                                                            double l_2080_ = (l_2079_ * 7.1362384635298e44L);
                                                                            double l_2081_ = floor(l_2080_);
                                                                            double l_2082_ = (l_2081_ * 1.401298464324817e-45L);
                                                                            l_mut_2024_ = l_2082_;
                                                                            double l_2083_ = abs(l_2079_);
                                                                            bool l_2084_ = (l_2083_ >= 1.1754943508222875e-38L);
                                                                            if (l_2084_) {
                                                                                float l_2085_ = float(l_2079_);
                                                                                double l_2086_ = double(l_2085_);
                                                                                l_mut_2024_ = l_2086_;
                                                                                double _e4117 = l_mut_2024_;
                                                                                bool l_2087_ = (_e4117 > l_2079_);
                                                                                if (l_2087_) {
                                                                                    uint l_2088_ = asuint(l_2085_);
                                                                                    uint l_2089_ = (l_2088_ ^ 2147483648u);
                                                                                    float l_2090_ = asfloat(l_2089_);
                                                                                    uint l_2091_ = asuint(l_2090_);
                                                                                    uint l_2092_ = (l_2091_ + 1u);
                                                                                    l_mut_206_ = l_2092_;
                                                                                    uint l_2093_ = (l_2091_ & 2147483647u);
                                                                                    bool l_2094_ = (l_2093_ == 0u);
                                                                                    if (l_2094_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2095_ = (l_2091_ & 2147483648u);
                                                                                        bool l_2096_ = (l_2095_ != 0u);
                                                                                        if (l_2096_) {
                                                                                            uint l_2097_ = (l_2091_ - 1u);
                                                                                            l_mut_206_ = l_2097_;
                                                                                        } else {
                                                                                            bool l_2098_ = (l_2091_ == 2139095040u);
                                                                                            if (l_2098_) {
                                                                                                l_mut_206_ = l_2091_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4139 = l_mut_206_;
                                                                                    float l_2099_ = asfloat(_e4139);
                                                                                    uint l_2100_ = asuint(l_2099_);
                                                                                    uint l_2101_ = (l_2100_ ^ 2147483648u);
                                                                                    float l_2102_ = asfloat(l_2101_);
                                                                                    uint l_2103_ = asuint(l_2102_);
                                                                                    uint l_2104_ = (l_2103_ & 2147483647u);
                                                                                    float l_2105_ = asfloat(l_2104_);
                                                                                    double l_2106_ = double(l_2105_);
                                                                                    l_mut_1404_ = l_2106_;
                                                                                    bool l_2107_ = (l_2104_ < 8388608u);
                                                                                    if (l_2107_) {
                                                                                        double l_2108_ = double(l_2104_);
                                                                                        double l_2109_ = (l_2108_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_2109_;
                                                                                    }
                                                                                    double _e4155 = l_mut_1404_;
                                                                                    uint64_t l_2110_ = _e4155;
                                                                                    uint l_2111_ = (l_2103_ >> 31u);
                                                                                    uint64_t l_2112_ = uint64_t(l_2111_);
                                                                                    uint64_t l_2113_ = (l_2112_ << uint(63uL));
                                                                                    uint64_t l_2114_ = (l_2110_ | l_2113_);
                                                                                    double l_2115_ = l_2114_;
                                                                                    l_mut_2024_ = l_2115_;
                                                                                } else {
                                                                                    uint l_2116_ = asuint(l_2085_);
                                                                                    uint l_2117_ = (l_2116_ + 1u);
                                                                                    l_mut_206_ = l_2117_;
                                                                                    uint l_2118_ = (l_2116_ & 2147483647u);
                                                                                    bool l_2119_ = (l_2118_ == 0u);
                                                                                    if (l_2119_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2120_ = (l_2116_ & 2147483648u);
                                                                                        bool l_2121_ = (l_2120_ != 0u);
                                                                                        if (l_2121_) {
                                                                                            uint l_2122_ = (l_2116_ - 1u);
                                                                                            l_mut_206_ = l_2122_;
                                                                                        } else {
                                                                                            bool l_2123_ = (l_2116_ == 2139095040u);
                                                                                            if (l_2123_) {
                                                                                                l_mut_206_ = l_2116_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4182 = l_mut_206_;
                                                                                    float l_2124_ = asfloat(_e4182);
                                                                                    uint l_2125_ = asuint(l_2124_);
                                                                                    uint l_2126_ = (l_2125_ & 2147483647u);
                                                                                    float l_2127_ = asfloat(l_2126_);
                                                                                    double l_2128_ = double(l_2127_);
                                                                                    l_mut_1404_ = l_2128_;
                                                                                    bool l_2129_ = (l_2126_ < 8388608u);
                                                                                    if (l_2129_) {
                                                                                        double l_2130_ = double(l_2126_);
                                                                                        double l_2131_ = (l_2130_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_2131_;
                                                                                    }
                                                                                    double _e4194 = l_mut_1404_;
                                                                                    uint64_t l_2132_ = _e4194;
                                                                                    uint l_2133_ = (l_2125_ >> 31u);
                                                                                    uint64_t l_2134_ = uint64_t(l_2133_);
                                                                                    uint64_t l_2135_ = (l_2134_ << uint(63uL));
                                                                                    uint64_t l_2136_ = (l_2132_ | l_2135_);
                                                                                    double l_2137_ = l_2136_;
                                                                                    bool l_2138_ = (l_2137_ <= l_2079_);
                                                                                    if (l_2138_) {
                                                                                        uint l_2139_ = asuint(l_2085_);
                                                                                        uint l_2140_ = (l_2139_ + 1u);
                                                                                        l_mut_206_ = l_2140_;
                                                                                        uint l_2141_ = (l_2139_ & 2147483647u);
                                                                                        bool l_2142_ = (l_2141_ == 0u);
                                                                                        if (l_2142_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_2143_ = (l_2139_ & 2147483648u);
                                                                                            bool l_2144_ = (l_2143_ != 0u);
                                                                                            if (l_2144_) {
                                                                                                uint l_2145_ = (l_2139_ - 1u);
                                                                                                l_mut_206_ = l_2145_;
                                                                                            } else {
                                                                                                bool l_2146_ = (l_2139_ == 2139095040u);
                                                                                                if (l_2146_) {
                                                                                                    l_mut_206_ = l_2139_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4222 = l_mut_206_;
                                                                                        float l_2147_ = asfloat(_e4222);
                                                                                        uint l_2148_ = asuint(l_2147_);
                                                                                        uint l_2149_ = (l_2148_ & 2147483647u);
                                                                                        float l_2150_ = asfloat(l_2149_);
                                                                                        double l_2151_ = double(l_2150_);
                                                                                        l_mut_1404_ = l_2151_;
                                                                                        bool l_2152_ = (l_2149_ < 8388608u);
                                                                                        if (l_2152_) {
                                                                                            double l_2153_ = double(l_2149_);
                                                                                            double l_2154_ = (l_2153_ * 1.401298464324817e-45L);
                                                                                            l_mut_1404_ = l_2154_;
                                                                                        }
                                                                                        double _e4234 = l_mut_1404_;
                                                                                        uint64_t l_2155_ = _e4234;
                                                                                        uint l_2156_ = (l_2148_ >> 31u);
                                                                                        uint64_t l_2157_ = uint64_t(l_2156_);
                                                                                        uint64_t l_2158_ = (l_2157_ << uint(63uL));
                                                                                        uint64_t l_2159_ = (l_2155_ | l_2158_);
                                                                                        double l_2160_ = l_2159_;
                                                                                        l_mut_2024_ = l_2160_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4245 = l_mut_2024_;
                                                                            l_mut_1768_ = _e4245;
                                                                        }
                                                                        double _e4246 = l_mut_219_;
                                                                        double l_2161_ = (_e4246 + l_178_);
                                                                        double l_2162_ = abs(l_2161_);
                                                                        double l_2163_ = (l_2162_ * 2.220446049250313e-16L);
                                                                        double l_2164_ = (l_1394_ + l_2163_);
                                                                        double l_2165_ = (l_2161_ + l_2164_);
                                                                        double l_2166_ = -(l_2165_);
                                                                        double l_2167_ = (l_2166_ * 7.1362384635298e44L);
                                                                        double l_2168_ = floor(l_2167_);
                                                                        double l_2169_ = (l_2168_ * 1.401298464324817e-45L);
                                                                        l_mut_2024_ = l_2169_;
                                                                        double l_2170_ = abs(l_2166_);
                                                                        bool l_2171_ = (l_2170_ >= 1.1754943508222875e-38L);
                                                                        if (l_2171_) {
                                                                            float l_2172_ = float(l_2166_);
                                                                            double l_2173_ = double(l_2172_);
                                                                            l_mut_2024_ = l_2173_;
                                                                            double _e4264 = l_mut_2024_;
                                                                            bool l_2174_ = (_e4264 > l_2166_);
                                                                            if (l_2174_) {
                                                                                uint l_2175_ = asuint(l_2172_);
                                                                                uint l_2176_ = (l_2175_ ^ 2147483648u);
                                                                                float l_2177_ = asfloat(l_2176_);
                                                                                uint l_2178_ = asuint(l_2177_);
                                                                                uint l_2179_ = (l_2178_ + 1u);
                                                                                l_mut_206_ = l_2179_;
                                                                                uint l_2180_ = (l_2178_ & 2147483647u);
                                                                                bool l_2181_ = (l_2180_ == 0u);
                                                                                if (l_2181_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_2182_ = (l_2178_ & 2147483648u);
                                                                                    bool l_2183_ = (l_2182_ != 0u);
                                                                                    if (l_2183_) {
                                                                                        uint l_2184_ = (l_2178_ - 1u);
                                                                                        l_mut_206_ = l_2184_;
                                                                                    } else {
                                                                                        bool l_2185_ = (l_2178_ == 2139095040u);
                                                                                        if (l_2185_) {
                                                                                            l_mut_206_ = l_2178_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4286 = l_mut_206_;
                                                                                float l_2186_ = asfloat(_e4286);
                                                                                uint l_2187_ = asuint(l_2186_);
                                                                                uint l_2188_ = (l_2187_ ^ 2147483648u);
                                                                                float l_2189_ = asfloat(l_2188_);
                                                                                uint l_2190_ = asuint(l_2189_);
                                                                                uint l_2191_ = (l_2190_ & 2147483647u);
                                                                                float l_2192_ = asfloat(l_2191_);
                                                                                double l_2193_ = double(l_2192_);
                                                                                l_mut_1404_ = l_2193_;
                                                                                bool l_2194_ = (l_2191_ < 8388608u);
                                                                                if (l_2194_) {
                                                                                    double l_2195_ = double(l_2191_);
                                                                                    double l_2196_ = (l_2195_ * 1.401298464324817e-45L);
                                                                                    l_mut_1404_ = l_2196_;
                                                                                }
                                                                                double _e4302 = l_mut_1404_;
                                                                                uint64_t l_2197_ = _e4302;
                                                                                uint l_2198_ = (l_2190_ >> 31u);
                                                                                uint64_t l_2199_ = uint64_t(l_2198_);
                                                                                uint64_t l_2200_ = (l_2199_ << uint(63uL));
                                                                                uint64_t l_2201_ = (l_2197_ | l_2200_);
                                                                                double l_2202_ = l_2201_;
                                                                                l_mut_2024_ = l_2202_;
                                                                            } else {
                                                                                uint l_2203_ = asuint(l_2172_);
                                                                                uint l_2204_ = (l_2203_ + 1u);
                                                                                l_mut_206_ = l_2204_;
                                                                                uint l_2205_ = (l_2203_ & 2147483647u);
                                                                                bool l_2206_ = (l_2205_ == 0u);
                                                                                if (l_2206_) {
                                                                                    l_mut_206_ = 1u;
                                                                                } else {
                                                                                    uint l_2207_ = (l_2203_ & 2147483648u);
                                                                                    bool l_2208_ = (l_2207_ != 0u);
                                                                                    if (l_2208_) {
                                                                                        uint l_2209_ = (l_2203_ - 1u);
                                                                                        l_mut_206_ = l_2209_;
                                                                                    } else {
                                                                                        bool l_2210_ = (l_2203_ == 2139095040u);
                                                                                        if (l_2210_) {
                                                                                            l_mut_206_ = l_2203_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4329 = l_mut_206_;
                                                                                float l_2211_ = asfloat(_e4329);
                                                                                uint l_2212_ = asuint(l_2211_);
                                                                                uint l_2213_ = (l_2212_ & 2147483647u);
                                                                                float l_2214_ = asfloat(l_2213_);
                                                                                double l_2215_ = double(l_2214_);
                                                                                l_mut_1404_ = l_2215_;
                                                                                bool l_2216_ = (l_2213_ < 8388608u);
                                                                                if (l_2216_) {
                                                                                    double l_2217_ = double(l_2213_);
                                                                                    double l_2218_ = (l_2217_ * 1.401298464324817e-45L);
                                                                                    l_mut_1404_ = l_2218_;
                                                                                }
                                                                                double _e4341 = l_mut_1404_;
                                                                                uint64_t l_2219_ = _e4341;
                                                                                uint l_2220_ = (l_2212_ >> 31u);
                                                                                uint64_t l_2221_ = uint64_t(l_2220_);
                                                                                uint64_t l_2222_ = (l_2221_ << uint(63uL));
                                                                                uint64_t l_2223_ = (l_2219_ | l_2222_);
                                                                                double l_2224_ = l_2223_;
                                                                                bool l_2225_ = (l_2224_ <= l_2166_);
                                                                                if (l_2225_) {
                                                                                    uint l_2226_ = asuint(l_2172_);
                                                                                    uint l_2227_ = (l_2226_ + 1u);
                                                                                    l_mut_206_ = l_2227_;
                                                                                    uint l_2228_ = (l_2226_ & 2147483647u);
                                                                                    bool l_2229_ = (l_2228_ == 0u);
                                                                                    if (l_2229_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2230_ = (l_2226_ & 2147483648u);
                                                                                        bool l_2231_ = (l_2230_ != 0u);
                                                                                        if (l_2231_) {
                                                                                            uint l_2232_ = (l_2226_ - 1u);
                                                                                            l_mut_206_ = l_2232_;
                                                                                        } else {
                                                                                            bool l_2233_ = (l_2226_ == 2139095040u);
                                                                                            if (l_2233_) {
                                                                                                l_mut_206_ = l_2226_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4369 = l_mut_206_;
                                                                                    float l_2234_ = asfloat(_e4369);
                                                                                    uint l_2235_ = asuint(l_2234_);
                                                                                    uint l_2236_ = (l_2235_ & 2147483647u);
                                                                                    float l_2237_ = asfloat(l_2236_);
                                                                                    double l_2238_ = double(l_2237_);
                                                                                    l_mut_1404_ = l_2238_;
                                                                                    bool l_2239_ = (l_2236_ < 8388608u);
                                                                                    if (l_2239_) {
                                                                                        double l_2240_ = double(l_2236_);
                                                                                        double l_2241_ = (l_2240_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_2241_;
                                                                                    }
                                                                                    double _e4381 = l_mut_1404_;
                                                                                    uint64_t l_2242_ = _e4381;
                                                                                    uint l_2243_ = (l_2235_ >> 31u);
                                                                                    uint64_t l_2244_ = uint64_t(l_2243_);
                                                                                    uint64_t l_2245_ = (l_2244_ << uint(63uL));
                                                                                    uint64_t l_2246_ = (l_2242_ | l_2245_);
                                                                                    double l_2247_ = l_2246_;
                                                                                    l_mut_2024_ = l_2247_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e4392 = l_mut_2024_;
                                                                        double l_2248_ = -(_e4392);
                                                                        l_mut_2024_ = l_2248_;
                                                                        if (false) {
                                                                            local_79 = true;
                                                                        } else {
                                                                            local_79 = false;
                                                                        }
                                                                        bool l_2249_ = local_79;
                                                                        if (l_2249_) {
                                                                            double l_2250_ = (l_2161_ + l_2164_);
                                                                            double l_2251_ = (l_2250_ * 7.1362384635298e44L);
                                                                            double l_2252_ = floor(l_2251_);
                                                                            double l_2253_ = (l_2252_ * 1.401298464324817e-45L);
                                                                            l_mut_1404_ = l_2253_;
                                                                            double l_2254_ = abs(l_2250_);
                                                                            bool l_2255_ = (l_2254_ >= 1.1754943508222875e-38L);
                                                                            if (l_2255_) {
                                                                                float l_2256_ = float(l_2250_);
                                                                                double l_2257_ = double(l_2256_);
                                                                                l_mut_1404_ = l_2257_;
                                                                                double _e4411 = l_mut_1404_;
                                                                                bool l_2258_ = (_e4411 > l_2250_);
                                                                                if (l_2258_) {
                                                                                    uint l_2259_ = asuint(l_2256_);
                                                                                    uint l_2260_ = (l_2259_ ^ 2147483648u);
                                                                                    float l_2261_ = asfloat(l_2260_);
                                                                                    uint l_2262_ = asuint(l_2261_);
                                                                                    uint l_2263_ = (l_2262_ + 1u);
                                                                                    l_mut_206_ = l_2263_;
                                                                                    uint l_2264_ = (l_2262_ & 2147483647u);
                                                                                    bool l_2265_ = (l_2264_ == 0u);
                                                                                    if (l_2265_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2266_ = (l_2262_ & 2147483648u);
                                                                                        bool l_2267_ = (l_2266_ != 0u);
                                                                                        if (l_2267_) {
                                                                                            uint l_2268_ = (l_2262_ - 1u);
                                                                                            l_mut_206_ = l_2268_;
                                                                                        } else {
                                                                                            bool l_2269_ = (l_2262_ == 2139095040u);
                                                                                            if (l_2269_) {
                                                                                                l_mut_206_ = l_2262_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4433 = l_mut_206_;
                                                                                    float l_2270_ = asfloat(_e4433);
                                                                                    uint l_2271_ = asuint(l_2270_);
                                                                                    uint l_2272_ = (l_2271_ ^ 2147483648u);
                                                                                    float l_2273_ = asfloat(l_2272_);
                                                                                    uint l_2274_ = asuint(l_2273_);
                                                                                    uint l_2275_ = (l_2274_ & 2147483647u);
                                                                                    float l_2276_ = asfloat(l_2275_);
                                                                                    double l_2277_ = double(l_2276_);
                                                                                    l_mut_2278_ = l_2277_;
                                                                                    bool l_2279_ = (l_2275_ < 8388608u);
                                                                                    if (l_2279_) {
                                                                                        double l_2280_ = double(l_2275_);
                                                                                        double l_2281_ = (l_2280_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_2281_;
                                                                                    }
                                                                                    double _e4449 = l_mut_2278_;
                                                                                    uint64_t l_2282_ = _e4449;
                                                                                    uint l_2283_ = (l_2274_ >> 31u);
                                                                                    uint64_t l_2284_ = uint64_t(l_2283_);
                                                                                    uint64_t l_2285_ = (l_2284_ << uint(63uL));
                                                                                    uint64_t l_2286_ = (l_2282_ | l_2285_);
                                                                                    double l_2287_ = l_2286_;
                                                                                    l_mut_1404_ = l_2287_;
                                                                                } else {
                                                                                    uint l_2288_ = asuint(l_2256_);
                                                                                    uint l_2289_ = (l_2288_ + 1u);
                                                                                    l_mut_206_ = l_2289_;
                                                                                    uint l_2290_ = (l_2288_ & 2147483647u);
                                                                                    bool l_2291_ = (l_2290_ == 0u);
                                                                                    if (l_2291_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2292_ = (l_2288_ & 2147483648u);
                                                                                        bool l_2293_ = (l_2292_ != 0u);
                                                                                        if (l_2293_) {
                                                                                            uint l_2294_ = (l_2288_ - 1u);
                                                                                            l_mut_206_ = l_2294_;
                                                                                        } else {
                                                                                            bool l_2295_ = (l_2288_ == 2139095040u);
                                                                                            if (l_2295_) {
                                                                                                l_mut_206_ = l_2288_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4476 = l_mut_206_;
                                                                                    float l_2296_ = asfloat(_e4476);
                                                                                    uint l_2297_ = asuint(l_2296_);
                                                                                    uint l_2298_ = (l_2297_ & 2147483647u);
                                                                                    float l_2299_ = asfloat(l_2298_);
                                                                                    double l_2300_ = double(l_2299_);
                                                                                    l_mut_2278_ = l_2300_;
                                                                                    bool l_2301_ = (l_2298_ < 8388608u);
                                                                                    if (l_2301_) {
                                                                                        double l_2302_ = double(l_2298_);
                                                                                        double l_2303_ = (l_2302_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_2303_;
                                                                                    }
                                                                                    double _e4488 = l_mut_2278_;
                                                                                    uint64_t l_2304_ = _e4488;
                                                                                    uint l_2305_ = (l_2297_ >> 31u);
                                                                                    uint64_t l_2306_ = uint64_t(l_2305_);
                                                                                    uint64_t l_2307_ = (l_2306_ << uint(63uL));
                                                                                    uint64_t l_2308_ = (l_2304_ | l_2307_);
                                                                                    double l_2309_ = l_2308_;
                                                                                    bool l_2310_ = (l_2309_ <= l_2250_);
                                                                                    if (l_2310_) {
                                                                                        uint l_2311_ = asuint(l_2256_);
                                                                                        uint l_2312_ = (l_2311_ + 1u);
                                                                                        l_mut_206_ = l_2312_;
                                                                                        uint l_2313_ = (l_2311_ & 2147483647u);
                                                                                        bool l_2314_ = (l_2313_ == 0u);
                                                                                        if (l_2314_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_2315_ = (l_2311_ & 2147483648u);
                                                                                            bool l_2316_ = (l_2315_ != 0u);
                                                                                            if (l_2316_) {
                                                                                                uint l_2317_ = (l_2311_ - 1u);
                                                                                                l_mut_206_ = l_2317_;
                                                                                            } else {
                                                                                                bool l_2318_ = (l_2311_ == 2139095040u);
                                                                                                if (l_2318_) {
                                                                                                    l_mut_206_ = l_2311_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4516 = l_mut_206_;
                                                                                        float l_2319_ = asfloat(_e4516);
                                                                                        uint l_2320_ = asuint(l_2319_);
                                                                                        uint l_2321_ = (l_2320_ & 2147483647u);
                                                                                        float l_2322_ = asfloat(l_2321_);
                                                                                        double l_2323_ = double(l_2322_);
                                                                                        l_mut_2278_ = l_2323_;
                                                                                        bool l_2324_ = (l_2321_ < 8388608u);
                                                                                        if (l_2324_) {
                                                                                            double l_2325_ = double(l_2321_);
                                                                                            double l_2326_ = (l_2325_ * 1.401298464324817e-45L);
                                                                                            l_mut_2278_ = l_2326_;
                                                                                        }
                                                                                        double _e4528 = l_mut_2278_;
                                                                                        uint64_t l_2327_ = _e4528;
                                                                                        uint l_2328_ = (l_2320_ >> 31u);
                                                                                        uint64_t l_2329_ = uint64_t(l_2328_);
                                                                                        uint64_t l_2330_ = (l_2329_ << uint(63uL));
                                                                                        uint64_t l_2331_ = (l_2327_ | l_2330_);
                                                                                        double l_2332_ = l_2331_;
                                                                                        l_mut_1404_ = l_2332_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4539 = l_mut_1404_;
                                                                            l_mut_2024_ = _e4539;
                                                                        } else {
                                                                            double l_2333_ = (l_2161_ - l_2164_);
                                                                            double l_2334_ = -(l_2333_);
                                                                            double l_2335_ = (l_2334_ * 7.1362384635298e44L);
                                                                            double l_2336_ = floor(l_2335_);
                                                                            double l_2337_ = (l_2336_ * 1.401298464324817e-45L);
                                                                            l_mut_2278_ = l_2337_;
                                                                            double l_2338_ = abs(l_2334_);
                                                                            bool l_2339_ = (l_2338_ >= 1.1754943508222875e-38L);
                                                                            if (l_2339_) {
                                                                                float l_2340_ = float(l_2334_);
                                                                                double l_2341_ = double(l_2340_);
                                                                                l_mut_2278_ = l_2341_;
                                                                                double _e4552 = l_mut_2278_;
                                                                                bool l_2342_ = (_e4552 > l_2334_);
                                                                                if (l_2342_) {
                                                                                    uint l_2343_ = asuint(l_2340_);
                                                                                    uint l_2344_ = (l_2343_ ^ 2147483648u);
                                                                                    float l_2345_ = asfloat(l_2344_);
                                                                                    uint l_2346_ = asuint(l_2345_);
                                                                                    uint l_2347_ = (l_2346_ + 1u);
                                                                                    l_mut_206_ = l_2347_;
                                                                                    uint l_2348_ = (l_2346_ & 2147483647u);
                                                                                    bool l_2349_ = (l_2348_ == 0u);
                                                                                    if (l_2349_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2350_ = (l_2346_ & 2147483648u);
                                                                                        bool l_2351_ = (l_2350_ != 0u);
                                                                                        if (l_2351_) {
                                                                                            uint l_2352_ = (l_2346_ - 1u);
                                                                                            l_mut_206_ = l_2352_;
                                                                                        } else {
                                                                                            bool l_2353_ = (l_2346_ == 2139095040u);
                                                                                            if (l_2353_) {
                                                                                                l_mut_206_ = l_2346_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4574 = l_mut_206_;
                                                                                    float l_2354_ = asfloat(_e4574);
                                                                                    uint l_2355_ = asuint(l_2354_);
                                                                                    uint l_2356_ = (l_2355_ ^ 2147483648u);
                                                                                    float l_2357_ = asfloat(l_2356_);
                                                                                    uint l_2358_ = asuint(l_2357_);
                                                                                    uint l_2359_ = (l_2358_ & 2147483647u);
                                                                                    float l_2360_ = asfloat(l_2359_);
                                                                                    double l_2361_ = double(l_2360_);
                                                                                    l_mut_1404_ = l_2361_;
                                                                                    bool l_2362_ = (l_2359_ < 8388608u);
                                                                                    if (l_2362_) {
                                                                                        double l_2363_ = double(l_2359_);
                                                                                        double l_2364_ = (l_2363_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_2364_;
                                                                                    }
                                                                                    double _e4590 = l_mut_1404_;
                                                                                    uint64_t l_2365_ = _e4590;
                                                                                    uint l_2366_ = (l_2358_ >> 31u);
                                                                                    uint64_t l_2367_ = uint64_t(l_2366_);
                                                                                    uint64_t l_2368_ = (l_2367_ << uint(63uL));
                                                                                    uint64_t l_2369_ = (l_2365_ | l_2368_);
                                                                                    double l_2370_ = l_2369_;
                                                                                    l_mut_2278_ = l_2370_;
                                                                                } else {
                                                                                    uint l_2371_ = asuint(l_2340_);
                                                                                    uint l_2372_ = (l_2371_ + 1u);
                                                                                    l_mut_206_ = l_2372_;
                                                                                    uint l_2373_ = (l_2371_ & 2147483647u);
                                                                                    bool l_2374_ = (l_2373_ == 0u);
                                                                                    if (l_2374_) {
                                                                                        l_mut_206_ = 1u;
                                                                                    } else {
                                                                                        uint l_2375_ = (l_2371_ & 2147483648u);
                                                                                        bool l_2376_ = (l_2375_ != 0u);
                                                                                        if (l_2376_) {
                                                                                            uint l_2377_ = (l_2371_ - 1u);
                                                                                            l_mut_206_ = l_2377_;
                                                                                        } else {
                                                                                            bool l_2378_ = (l_2371_ == 2139095040u);
                                                                                            if (l_2378_) {
                                                                                                l_mut_206_ = l_2371_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e4617 = l_mut_206_;
                                                                                    float l_2379_ = asfloat(_e4617);
                                                                                    uint l_2380_ = asuint(l_2379_);
                                                                                    uint l_2381_ = (l_2380_ & 2147483647u);
                                                                                    float l_2382_ = asfloat(l_2381_);
                                                                                    double l_2383_ = double(l_2382_);
                                                                                    l_mut_1404_ = l_2383_;
                                                                                    bool l_2384_ = (l_2381_ < 8388608u);
                                                                                    if (l_2384_) {
                                                                                        double l_2385_ = double(l_2381_);
                                                                                        double l_2386_ = (l_2385_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_2386_;
                                                                                    }
                                                                                    double _e4629 = l_mut_1404_;
                                                                                    uint64_t l_2387_ = _e4629;
                                                                                    uint l_2388_ = (l_2380_ >> 31u);
                                                                                    uint64_t l_2389_ = uint64_t(l_2388_);
                                                                                    uint64_t l_2390_ = (l_2389_ << uint(63uL));
                                                                                    uint64_t l_2391_ = (l_2387_ | l_2390_);
                                                                                    double l_2392_ = l_2391_;
                                                                                    bool l_2393_ = (l_2392_ <= l_2334_);
                                                                                    if (l_2393_) {
                                                                                        uint l_2394_ = asuint(l_2340_);
                                                                                        uint l_2395_ = (l_2394_ + 1u);
                                                                                        l_mut_206_ = l_2395_;
                                                                                        uint l_2396_ = (l_2394_ & 2147483647u);
                                                                                        bool l_2397_ = (l_2396_ == 0u);
                                                                                        if (l_2397_) {
                                                                                            l_mut_206_ = 1u;
                                                                                        } else {
                                                                                            uint l_2398_ = (l_2394_ & 2147483648u);
                                                                                            bool l_2399_ = (l_2398_ != 0u);
                                                                                            if (l_2399_) {
                                                                                                uint l_2400_ = (l_2394_ - 1u);
                                                                                                l_mut_206_ = l_2400_;
                                                                                            } else {
                                                                                                bool l_2401_ = (l_2394_ == 2139095040u);
                                                                                                if (l_2401_) {
                                                                                                    l_mut_206_ = l_2394_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e4657 = l_mut_206_;
                                                                                        float l_2402_ = asfloat(_e4657);
                                                                                        uint l_2403_ = asuint(l_2402_);
                                                                                        uint l_2404_ = (l_2403_ & 2147483647u);
                                                                                        float l_2405_ = asfloat(l_2404_);
                                                                                        double l_2406_ = double(l_2405_);
                                                                                        l_mut_1404_ = l_2406_;
                                                                                        bool l_2407_ = (l_2404_ < 8388608u);
                                                                                        if (l_2407_) {
                                                                                            double l_2408_ = double(l_2404_);
                                                                                            double l_2409_ = (l_2408_ * 1.401298464324817e-45L);
                                                                                            l_mut_1404_ = l_2409_;
                                                                                        }
                                                                                        double _e4669 = l_mut_1404_;
                                                                                        uint64_t l_2410_ = _e4669;
                                                                                        uint l_2411_ = (l_2403_ >> 31u);
                                                                                        uint64_t l_2412_ = uint64_t(l_2411_);
                                                                                        uint64_t l_2413_ = (l_2412_ << uint(63uL));
                                                                                        uint64_t l_2414_ = (l_2410_ | l_2413_);
                                                                                        double l_2415_ = l_2414_;
                                                                                        l_mut_2278_ = l_2415_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e4680 = l_mut_2278_;
                                                                            double l_2416_ = -(_e4680);
                                                                            l_mut_2024_ = l_2416_;
                                                                        }
                                                                        l_mut_206_ = 0u;
                                                                        double _e4683 = l_mut_1768_;
                                                                        bool l_2417_ = (_e4683 <= 0.0L);
                                                                        double _e4686 = l_mut_2024_;
                                                                        bool l_2418_ = (_e4686 >= 0.0L);
                                                                        if (l_2417_) {
                                                                            local_80 = l_2418_;
                                                                        } else {
                                                                            local_80 = false;
                                                                        }
                                                                        bool l_2419_ = local_80;
                                                                        bool l_2420_ = !(l_2419_);
                                                                        if (l_2420_) {
                                                                            double _e4694 = l_mut_1429_;
                                                                            double _e4695 = l_mut_1768_;
                                                                            double l_2422_ = (_e4694 / _e4695);
                                                                            double _e4697 = l_mut_1429_;
                                                                            double _e4698 = l_mut_2024_;
                                                                            double l_2423_ = (_e4697 / _e4698);
                                                                            double _e4700 = l_mut_1514_;
                                                                            double _e4701 = l_mut_1768_;
                                                                            double l_2424_ = (_e4700 / _e4701);
                                                                            double _e4703 = l_mut_1514_;
                                                                            double _e4704 = l_mut_2024_;
                                                                            double l_2425_ = (_e4703 / _e4704);
                                                                            a_2421_[0] = l_2422_;
                                                                            a_2421_[1] = l_2422_;
                                                                            double l_2426_ = a_2421_[0];
                                                                            bool l_2427_ = (l_2423_ < l_2426_);
                                                                            if (l_2427_) {
                                                                                a_2421_[0] = l_2423_;
                                                                            }
                                                                            double l_2428_ = a_2421_[0];
                                                                            bool l_2429_ = (l_2424_ < l_2428_);
                                                                            if (l_2429_) {
                                                                                a_2421_[0] = l_2424_;
                                                                            }
                                                                            double l_2430_ = a_2421_[0];
                                                                            bool l_2431_ = (l_2425_ < l_2430_);
                                                                            if (l_2431_) {
                                                                                a_2421_[0] = l_2425_;
                                                                            }
                                                                            double l_2432_ = a_2421_[1];
                                                                            bool l_2433_ = (l_2423_ > l_2432_);
                                                                            if (l_2433_) {
                                                                                a_2421_[1] = l_2423_;
                                                                            }
                                                                            double l_2434_ = a_2421_[1];
                                                                            bool l_2435_ = (l_2424_ > l_2434_);
                                                                            if (l_2435_) {
                                                                                a_2421_[1] = l_2424_;
                                                                            }
                                                                            double l_2436_ = a_2421_[1];
                                                                            bool l_2437_ = (l_2425_ > l_2436_);
                                                                            if (l_2437_) {
                                                                                a_2421_[1] = l_2425_;
                                                                            }
                                                                            double l_2438_ = a_2421_[0];
                                                                            double l_2439_ = abs(l_2438_);
                                                                            double _e4735 = l_mut_45_;
                                                                            double l_2440_ = (l_2439_ * _e4735);
                                                                            double l_2441_ = a_2421_[1];
                                                                            double l_2442_ = abs(l_2441_);
                                                                            double _e4740 = l_mut_45_;
                                                                            double l_2443_ = (l_2442_ * _e4740);
                                                                            l_mut_206_ = 2u;
                                                                            double l_2444_ = a_2421_[0];
                                                                            double l_2445_ = (l_2444_ - l_2440_);
                                                                            double l_2446_ = abs(l_2445_);
                                                                            l_mut_2278_ = 1.401298464324817e-45L;
                                                                            bool l_2447_ = (l_2446_ >= 1.1754943508222875e-38L);
                                                                            bool l_2448_ = (l_2446_ <= 1.7976931348623157e308L);
                                                                            if (l_2447_) {
                                                                                local_81 = l_2448_;
                                                                            } else {
                                                                                local_81 = false;
                                                                            }
                                                                            bool l_2449_ = local_81;
                                                                            if (l_2449_) {
                                                                                uint64_t l_2450_ = l_2446_;
                                                                                uint64_t l_2451_ = (l_2450_ >> uint(52uL));
                                                                                uint64_t l_2452_ = (l_2451_ - 23uL);
                                                                                uint64_t l_2453_ = (l_2452_ << uint(52uL));
                                                                                double l_2454_ = l_2453_;
                                                                                l_mut_2278_ = l_2454_;
                                                                            }
                                                                            double l_2455_ = (l_2444_ + l_2440_);
                                                                            double l_2456_ = abs(l_2455_);
                                                                            l_mut_2024_ = 1.401298464324817e-45L;
                                                                            bool l_2457_ = (l_2456_ >= 1.1754943508222875e-38L);
                                                                            bool l_2458_ = (l_2456_ <= 1.7976931348623157e308L);
                                                                            if (l_2457_) {
                                                                                local_82 = l_2458_;
                                                                            } else {
                                                                                local_82 = false;
                                                                            }
                                                                            bool l_2459_ = local_82;
                                                                            if (l_2459_) {
                                                                                uint64_t l_2460_ = l_2456_;
                                                                                uint64_t l_2461_ = (l_2460_ >> uint(52uL));
                                                                                uint64_t l_2462_ = (l_2461_ - 23uL);
                                                                                uint64_t l_2463_ = (l_2462_ << uint(52uL));
                                                                                double l_2464_ = l_2463_;
                                                                                l_mut_2024_ = l_2464_;
                                                                            }
                                                                            double _e4791 = l_mut_2278_;
                                                                            double _e4792 = l_mut_2024_;
                                                                            bool l_2465_ = (_e4791 == _e4792);
                                                                            double l_2466_ = a_2421_[1];
                                                                            double l_2467_ = (l_2466_ - l_2443_);
                                                                            double l_2468_ = abs(l_2467_);
                                                                            l_mut_2278_ = 1.401298464324817e-45L;
                                                                            bool l_2469_ = (l_2468_ >= 1.1754943508222875e-38L);
                                                                            bool l_2470_ = (l_2468_ <= 1.7976931348623157e308L);
                                                                            if (l_2469_) {
                                                                                local_83 = l_2470_;
                                                                            } else {
                                                                                local_83 = false;
                                                                            }
                                                                            bool l_2471_ = local_83;
                                                                            if (l_2471_) {
                                                                                uint64_t l_2472_ = l_2468_;
                                                                                uint64_t l_2473_ = (l_2472_ >> uint(52uL));
                                                                                uint64_t l_2474_ = (l_2473_ - 23uL);
                                                                                uint64_t l_2475_ = (l_2474_ << uint(52uL));
                                                                                double l_2476_ = l_2475_;
                                                                                l_mut_2278_ = l_2476_;
                                                                            }
                                                                            double l_2477_ = (l_2466_ + l_2443_);
                                                                            double l_2478_ = abs(l_2477_);
                                                                            l_mut_2024_ = 1.401298464324817e-45L;
                                                                            bool l_2479_ = (l_2478_ >= 1.1754943508222875e-38L);
                                                                            bool l_2480_ = (l_2478_ <= 1.7976931348623157e308L);
                                                                            if (l_2479_) {
                                                                                local_84 = l_2480_;
                                                                            } else {
                                                                                local_84 = false;
                                                                            }
                                                                            bool l_2481_ = local_84;
                                                                            if (l_2481_) {
                                                                                uint64_t l_2482_ = l_2478_;
                                                                                uint64_t l_2483_ = (l_2482_ >> uint(52uL));
                                                                                uint64_t l_2484_ = (l_2483_ - 23uL);
                                                                                uint64_t l_2485_ = (l_2484_ << uint(52uL));
                                                                                double l_2486_ = l_2485_;
                                                                                l_mut_2024_ = l_2486_;
                                                                            }
                                                                            double _e4842 = l_mut_2278_;
                                                                            double _e4843 = l_mut_2024_;
                                                                            bool l_2487_ = (_e4842 == _e4843);
                                                                            if (l_2465_) {
                                                                                local_85 = l_2487_;
                                                                            } else {
                                                                                local_85 = false;
                                                                            }
                                                                            bool l_2488_ = local_85;
                                                                            if (l_2488_) {
                                                                                double l_2489_ = a_2421_[0];
                                                                                double l_2490_ = a_2421_[0];
                                                                                double l_2491_ = abs(l_2490_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_2492_ = (l_2491_ >= 1.1754943508222875e-38L);
                                                                                bool l_2493_ = (l_2491_ <= 1.7976931348623157e308L);
                                                                                if (l_2492_) {
                                                                                    local_86 = l_2493_;
                                                                                } else {
                                                                                    local_86 = false;
                                                                                }
                                                                                bool l_2494_ = local_86;
                                                                                if (l_2494_) {
                                                                                    uint64_t l_2495_ = l_2491_;
                                                                                    uint64_t l_2496_ = (l_2495_ >> uint(52uL));
                                                                                    uint64_t l_2497_ = (l_2496_ - 23uL);
                                                                                    uint64_t l_2498_ = (l_2497_ << uint(52uL));
                                                                                    double l_2499_ = l_2498_;
                                                                                    l_mut_2278_ = l_2499_;
                                                                                }
                                                                                double _e4875 = l_mut_2278_;
                                                                                double l_2500_ = (l_181_ * _e4875);
                                                                                double l_2501_ = (l_2489_ - l_2500_);
                                                                                double l_2502_ = a_2421_[1];
                                                                                double l_2503_ = a_2421_[1];
                                                                                double l_2504_ = abs(l_2503_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_2505_ = (l_2504_ >= 1.1754943508222875e-38L);
                                                                                bool l_2506_ = (l_2504_ <= 1.7976931348623157e308L);
                                                                                if (l_2505_) {
                                                                                    local_87 = l_2506_;
                                                                                } else {
                                                                                    local_87 = false;
                                                                                }
                                                                                bool l_2507_ = local_87;
                                                                                if (l_2507_) {
                                                                                    uint64_t l_2508_ = l_2504_;
                                                                                    uint64_t l_2509_ = (l_2508_ >> uint(52uL));
                                                                                    uint64_t l_2510_ = (l_2509_ - 23uL);
                                                                                    uint64_t l_2511_ = (l_2510_ << uint(52uL));
                                                                                    double l_2512_ = l_2511_;
                                                                                    l_mut_2278_ = l_2512_;
                                                                                }
                                                                                double _e4904 = l_mut_2278_;
                                                                                double l_2513_ = (l_181_ * _e4904);
                                                                                double l_2514_ = (l_2502_ + l_2513_);
                                                                                float _e4907 = l_mut_25_;
                                                                                uint l_2515_ = asuint(_e4907);
                                                                                uint l_2516_ = (l_2515_ & 2147483647u);
                                                                                float l_2517_ = asfloat(l_2516_);
                                                                                double l_2518_ = double(l_2517_);
                                                                                l_mut_2278_ = l_2518_;
                                                                                bool l_2519_ = (l_2516_ < 8388608u);
                                                                                if (l_2519_) {
                                                                                    double l_2520_ = double(l_2516_);
                                                                                    double l_2521_ = (l_2520_ * 1.401298464324817e-45L);
                                                                                    l_mut_2278_ = l_2521_;
                                                                                }
                                                                                double _e4918 = l_mut_2278_;
                                                                                uint64_t l_2522_ = _e4918;
                                                                                uint l_2523_ = (l_2515_ >> 31u);
                                                                                uint64_t l_2524_ = uint64_t(l_2523_);
                                                                                uint64_t l_2525_ = (l_2524_ << uint(63uL));
                                                                                uint64_t l_2526_ = (l_2522_ | l_2525_);
                                                                                double l_2527_ = l_2526_;
                                                                                float _e4929 = l_mut_25_;
                                                                                uint l_2528_ = asuint(_e4929);
                                                                                uint l_2529_ = (l_2528_ + 1u);
                                                                                l_mut_2530_ = l_2529_;
                                                                                uint l_2531_ = (l_2528_ & 2147483647u);
                                                                                bool l_2532_ = (l_2531_ == 0u);
                                                                                if (l_2532_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_2533_ = (l_2528_ & 2147483648u);
                                                                                    bool l_2534_ = (l_2533_ != 0u);
                                                                                    if (l_2534_) {
                                                                                        uint l_2535_ = (l_2528_ - 1u);
                                                                                        l_mut_2530_ = l_2535_;
                                                                                    } else {
                                                                                        bool l_2536_ = (l_2528_ == 2139095040u);
                                                                                        if (l_2536_) {
                                                                                            l_mut_2530_ = l_2528_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4946 = l_mut_2530_;
                                                                                float l_2537_ = asfloat(_e4946);
                                                                                uint l_2538_ = asuint(l_2537_);
                                                                                uint l_2539_ = (l_2538_ & 2147483647u);
                                                                                float l_2540_ = asfloat(l_2539_);
                                                                                double l_2541_ = double(l_2540_);
                                                                                l_mut_2278_ = l_2541_;
                                                                                bool l_2542_ = (l_2539_ < 8388608u);
                                                                                if (l_2542_) {
                                                                                    double l_2543_ = double(l_2539_);
                                                                                    double l_2544_ = (l_2543_ * 1.401298464324817e-45L);
                                                                                    l_mut_2278_ = l_2544_;
                                                                                }
                                                                                double _e4958 = l_mut_2278_;
                                                                                uint64_t l_2545_ = _e4958;
                                                                                uint l_2546_ = (l_2538_ >> 31u);
                                                                                uint64_t l_2547_ = uint64_t(l_2546_);
                                                                                uint64_t l_2548_ = (l_2547_ << uint(63uL));
                                                                                uint64_t l_2549_ = (l_2545_ | l_2548_);
                                                                                double l_2550_ = l_2549_;
                                                                                float _e4969 = l_mut_25_;
                                                                                uint l_2551_ = asuint(_e4969);
                                                                                uint l_2552_ = (l_2551_ ^ 2147483648u);
                                                                                float l_2553_ = asfloat(l_2552_);
                                                                                uint l_2554_ = asuint(l_2553_);
                                                                                uint l_2555_ = (l_2554_ + 1u);
                                                                                l_mut_2530_ = l_2555_;
                                                                                uint l_2556_ = (l_2554_ & 2147483647u);
                                                                                bool l_2557_ = (l_2556_ == 0u);
                                                                                if (l_2557_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_2558_ = (l_2554_ & 2147483648u);
                                                                                    bool l_2559_ = (l_2558_ != 0u);
                                                                                    if (l_2559_) {
                                                                                        uint l_2560_ = (l_2554_ - 1u);
                                                                                        l_mut_2530_ = l_2560_;
                                                                                    } else {
                                                                                        bool l_2561_ = (l_2554_ == 2139095040u);
                                                                                        if (l_2561_) {
                                                                                            l_mut_2530_ = l_2554_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e4990 = l_mut_2530_;
                                                                                float l_2562_ = asfloat(_e4990);
                                                                                uint l_2563_ = asuint(l_2562_);
                                                                                uint l_2564_ = (l_2563_ ^ 2147483648u);
                                                                                float l_2565_ = asfloat(l_2564_);
                                                                                uint l_2566_ = asuint(l_2565_);
                                                                                uint l_2567_ = (l_2566_ & 2147483647u);
                                                                                float l_2568_ = asfloat(l_2567_);
                                                                                double l_2569_ = double(l_2568_);
                                                                                l_mut_2278_ = l_2569_;
                                                                                bool l_2570_ = (l_2567_ < 8388608u);
                                                                                if (l_2570_) {
                                                                                    double l_2571_ = double(l_2567_);
                                                                                    double l_2572_ = (l_2571_ * 1.401298464324817e-45L);
                                                                                    l_mut_2278_ = l_2572_;
                                                                                }
                                                                                double _e5006 = l_mut_2278_;
                                                                                uint64_t l_2573_ = _e5006;
                                                                                uint l_2574_ = (l_2566_ >> 31u);
                                                                                uint64_t l_2575_ = uint64_t(l_2574_);
                                                                                uint64_t l_2576_ = (l_2575_ << uint(63uL));
                                                                                uint64_t l_2577_ = (l_2573_ | l_2576_);
                                                                                double l_2578_ = l_2577_;
                                                                                double l_2579_ = (l_2501_ + l_2440_);
                                                                                bool l_2580_ = (l_2579_ <= l_2527_);
                                                                                l_mut_308_ = l_2580_;
                                                                                double l_2581_ = (l_2501_ - l_2440_);
                                                                                bool l_2582_ = (l_2581_ > l_2527_);
                                                                                l_mut_305_ = l_2582_;
                                                                                double l_2583_ = (l_2514_ - l_2443_);
                                                                                bool l_2584_ = (l_2583_ >= l_2527_);
                                                                                l_mut_302_ = l_2584_;
                                                                                double l_2585_ = (l_2514_ + l_2443_);
                                                                                bool l_2586_ = (l_2585_ < l_2527_);
                                                                                l_mut_299_ = l_2586_;
                                                                                double l_2587_ = (l_2501_ + l_2440_);
                                                                                bool l_2588_ = (l_2587_ < l_2550_);
                                                                                l_mut_308_ = l_2588_;
                                                                                double l_2589_ = (l_2501_ - l_2440_);
                                                                                bool l_2590_ = (l_2589_ >= l_2550_);
                                                                                l_mut_305_ = l_2590_;
                                                                                double l_2591_ = (l_2514_ - l_2443_);
                                                                                bool l_2592_ = (l_2591_ > l_2578_);
                                                                                l_mut_302_ = l_2592_;
                                                                                double l_2593_ = (l_2514_ + l_2443_);
                                                                                bool l_2594_ = (l_2593_ <= l_2578_);
                                                                                l_mut_299_ = l_2594_;
                                                                                l_mut_2530_ = 2u;
                                                                                bool _e5034 = l_mut_305_;
                                                                                if (!(_e5034)) {
                                                                                    bool _e5038 = l_mut_299_;
                                                                                    local_88 = _e5038;
                                                                                } else {
                                                                                    local_88 = true;
                                                                                }
                                                                                bool l_2595_ = local_88;
                                                                                if (l_2595_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    bool _e5042 = l_mut_308_;
                                                                                    if (_e5042) {
                                                                                        bool _e5045 = l_mut_302_;
                                                                                        local_89 = _e5045;
                                                                                    } else {
                                                                                        local_89 = false;
                                                                                    }
                                                                                    bool l_2596_ = local_89;
                                                                                    if (l_2596_) {
                                                                                        l_mut_2530_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e5049 = l_mut_25_;
                                                                                uint l_2597_ = asuint(_e5049);
                                                                                uint l_2598_ = (l_2597_ & 2147483647u);
                                                                                bool l_2599_ = (l_2598_ == 0u);
                                                                                if (l_2599_) {
                                                                                    double l_2600_ = (l_2501_ + l_2440_);
                                                                                    bool l_2601_ = (l_2600_ < 1.1754943508222875e-38L);
                                                                                    double l_2602_ = (l_2514_ - l_2443_);
                                                                                    bool l_2603_ = (l_2602_ > -1.1754943508222875e-38L);
                                                                                    if (l_2601_) {
                                                                                        local_90 = l_2603_;
                                                                                    } else {
                                                                                        local_90 = false;
                                                                                    }
                                                                                    bool l_2604_ = local_90;
                                                                                    double l_2605_ = (l_2501_ - l_2440_);
                                                                                    bool l_2606_ = (l_2605_ < 1.1754943508222875e-38L);
                                                                                    double l_2607_ = (l_2514_ + l_2443_);
                                                                                    bool l_2608_ = (l_2607_ > -1.1754943508222875e-38L);
                                                                                    if (l_2606_) {
                                                                                        local_91 = l_2608_;
                                                                                    } else {
                                                                                        local_91 = false;
                                                                                    }
                                                                                    bool l_2609_ = local_91;
                                                                                    if (l_2604_) {
                                                                                        l_mut_2530_ = 0u;
                                                                                    } else {
                                                                                        uint _e5076 = l_mut_2530_;
                                                                                        bool l_2610_ = (_e5076 == 1u);
                                                                                        if (l_2609_) {
                                                                                            local_92 = l_2610_;
                                                                                        } else {
                                                                                            local_92 = false;
                                                                                        }
                                                                                        bool l_2611_ = local_92;
                                                                                        if (l_2611_) {
                                                                                            l_mut_2530_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5084 = l_mut_2530_;
                                                                                l_mut_206_ = _e5084;
                                                                            }
                                                                        }
                                                                        double _e5085 = l_mut_867_;
                                                                        double l_2612_ = (_e5085 - l_178_);
                                                                        double l_2613_ = abs(l_2612_);
                                                                        double l_2614_ = (l_2613_ * 2.220446049250313e-16L);
                                                                        double l_2615_ = (l_1392_ + l_2614_);
                                                                        double l_2616_ = (l_2612_ + l_2615_);
                                                                        double l_2617_ = -(l_2616_);
                                                                        double l_2618_ = (l_2617_ * 7.1362384635298e44L);
                                                                        double l_2619_ = floor(l_2618_);
                                                                        double l_2620_ = (l_2619_ * 1.401298464324817e-45L);
                                                                        l_mut_2278_ = l_2620_;
                                                                        double l_2621_ = abs(l_2617_);
                                                                        bool l_2622_ = (l_2621_ >= 1.1754943508222875e-38L);
                                                                        if (l_2622_) {
                                                                            float l_2623_ = float(l_2617_);
                                                                            double l_2624_ = double(l_2623_);
                                                                            l_mut_2278_ = l_2624_;
                                                                            double _e5103 = l_mut_2278_;
                                                                            bool l_2625_ = (_e5103 > l_2617_);
                                                                            if (l_2625_) {
                                                                                uint l_2626_ = asuint(l_2623_);
                                                                                uint l_2627_ = (l_2626_ ^ 2147483648u);
                                                                                float l_2628_ = asfloat(l_2627_);
                                                                                uint l_2629_ = asuint(l_2628_);
                                                                                uint l_2630_ = (l_2629_ + 1u);
                                                                                l_mut_2530_ = l_2630_;
                                                                                uint l_2631_ = (l_2629_ & 2147483647u);
                                                                                bool l_2632_ = (l_2631_ == 0u);
                                                                                if (l_2632_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_2633_ = (l_2629_ & 2147483648u);
                                                                                    bool l_2634_ = (l_2633_ != 0u);
                                                                                    if (l_2634_) {
                                                                                        uint l_2635_ = (l_2629_ - 1u);
                                                                                        l_mut_2530_ = l_2635_;
                                                                                    } else {
                                                                                        bool l_2636_ = (l_2629_ == 2139095040u);
                                                                                        if (l_2636_) {
                                                                                            l_mut_2530_ = l_2629_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5125 = l_mut_2530_;
                                                                                float l_2637_ = asfloat(_e5125);
                                                                                uint l_2638_ = asuint(l_2637_);
                                                                                uint l_2639_ = (l_2638_ ^ 2147483648u);
                                                                                float l_2640_ = asfloat(l_2639_);
                                                                                uint l_2641_ = asuint(l_2640_);
                                                                                uint l_2642_ = (l_2641_ & 2147483647u);
                                                                                float l_2643_ = asfloat(l_2642_);
                                                                                double l_2644_ = double(l_2643_);
                                                                                l_mut_2024_ = l_2644_;
                                                                                bool l_2645_ = (l_2642_ < 8388608u);
                                                                                if (l_2645_) {
                                                                                    double l_2646_ = double(l_2642_);
                                                                                    double l_2647_ = (l_2646_ * 1.401298464324817e-45L);
                                                                                    l_mut_2024_ = l_2647_;
                                                                                }
                                                                                double _e5141 = l_mut_2024_;
                                                                                uint64_t l_2648_ = _e5141;
                                                                                uint l_2649_ = (l_2641_ >> 31u);
                                                                                uint64_t l_2650_ = uint64_t(l_2649_);
                                                                                uint64_t l_2651_ = (l_2650_ << uint(63uL));
                                                                                uint64_t l_2652_ = (l_2648_ | l_2651_);
                                                                                double l_2653_ = l_2652_;
                                                                                l_mut_2278_ = l_2653_;
                                                                            } else {
                                                                                uint l_2654_ = asuint(l_2623_);
                                                                                uint l_2655_ = (l_2654_ + 1u);
                                                                                l_mut_2530_ = l_2655_;
                                                                                uint l_2656_ = (l_2654_ & 2147483647u);
                                                                                bool l_2657_ = (l_2656_ == 0u);
                                                                                if (l_2657_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_2658_ = (l_2654_ & 2147483648u);
                                                                                    bool l_2659_ = (l_2658_ != 0u);
                                                                                    if (l_2659_) {
                                                                                        uint l_2660_ = (l_2654_ - 1u);
                                                                                        l_mut_2530_ = l_2660_;
                                                                                    } else {
                                                                                        bool l_2661_ = (l_2654_ == 2139095040u);
                                                                                        if (l_2661_) {
                                                                                            l_mut_2530_ = l_2654_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5168 = l_mut_2530_;
                                                                                float l_2662_ = asfloat(_e5168);
                                                                                uint l_2663_ = asuint(l_2662_);
                                                                                uint l_2664_ = (l_2663_ & 2147483647u);
                                                                                float l_2665_ = asfloat(l_2664_);
                                                                                double l_2666_ = double(l_2665_);
                                                                                l_mut_2024_ = l_2666_;
                                                                                bool l_2667_ = (l_2664_ < 8388608u);
                                                                                if (l_2667_) {
                                                                                    double l_2668_ = double(l_2664_);
                                                                                    double l_2669_ = (l_2668_ * 1.401298464324817e-45L);
                                                                                    l_mut_2024_ = l_2669_;
                                                                                }
                                                                                double _e5180 = l_mut_2024_;
                                                                                uint64_t l_2670_ = _e5180;
                                                                                uint l_2671_ = (l_2663_ >> 31u);
                                                                                uint64_t l_2672_ = uint64_t(l_2671_);
                                                                                uint64_t l_2673_ = (l_2672_ << uint(63uL));
                                                                                uint64_t l_2674_ = (l_2670_ | l_2673_);
                                                                                double l_2675_ = l_2674_;
                                                                                bool l_2676_ = (l_2675_ <= l_2617_);
                                                                                if (l_2676_) {
                                                                                    uint l_2677_ = asuint(l_2623_);
                                                                                    uint l_2678_ = (l_2677_ + 1u);
                                                                                    l_mut_2530_ = l_2678_;
                                                                                    uint l_2679_ = (l_2677_ & 2147483647u);
                                                                                    bool l_2680_ = (l_2679_ == 0u);
                                                                                    if (l_2680_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2681_ = (l_2677_ & 2147483648u);
                                                                                        bool l_2682_ = (l_2681_ != 0u);
                                                                                        if (l_2682_) {
                                                                                            uint l_2683_ = (l_2677_ - 1u);
                                                                                            l_mut_2530_ = l_2683_;
                                                                                        } else {
                                                                                            bool l_2684_ = (l_2677_ == 2139095040u);
                                                                                            if (l_2684_) {
                                                                                                l_mut_2530_ = l_2677_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5208 = l_mut_2530_;
                                                                                    float l_2685_ = asfloat(_e5208);
                                                                                    uint l_2686_ = asuint(l_2685_);
                                                                                    uint l_2687_ = (l_2686_ & 2147483647u);
                                                                                    float l_2688_ = asfloat(l_2687_);
                                                                                    double l_2689_ = double(l_2688_);
                                                                                    l_mut_2024_ = l_2689_;
                                                                                    bool l_2690_ = (l_2687_ < 8388608u);
                                                                                    if (l_2690_) {
                                                                                        double l_2691_ = double(l_2687_);
                                                                                        double l_2692_ = (l_2691_ * 1.401298464324817e-45L);
                                                                                        l_mut_2024_ = l_2692_;
                                                                                    }
                                                                                    double _e5220 = l_mut_2024_;
                                                                                    uint64_t l_2693_ = _e5220;
                                                                                    uint l_2694_ = (l_2686_ >> 31u);
                                                                                    uint64_t l_2695_ = uint64_t(l_2694_);
                                                                                    uint64_t l_2696_ = (l_2695_ << uint(63uL));
                                                                                    uint64_t l_2697_ = (l_2693_ | l_2696_);
                                                                                    double l_2698_ = l_2697_;
                                                                                    l_mut_2278_ = l_2698_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5231 = l_mut_2278_;
                                                                        double l_2699_ = -(_e5231);
                                                                        l_mut_2278_ = l_2699_;
                                                                        if (true) {
                                                                            local_93 = false;
                                                                        } else {
                                                                            local_93 = false;
                                                                        }
                                                                        bool l_2700_ = local_93;
                                                                        if (l_2700_) {
                                                                            double l_2701_ = (l_2612_ + l_2615_);
                                                                            double l_2702_ = (l_2701_ * 7.1362384635298e44L);
                                                                            double l_2703_ = floor(l_2702_);
                                                                            double l_2704_ = (l_2703_ * 1.401298464324817e-45L);
                                                                            l_mut_2024_ = l_2704_;
                                                                            double l_2705_ = abs(l_2701_);
                                                                            bool l_2706_ = (l_2705_ >= 1.1754943508222875e-38L);
                                                                            if (l_2706_) {
                                                                                float l_2707_ = float(l_2701_);
                                                                                double l_2708_ = double(l_2707_);
                                                                                l_mut_2024_ = l_2708_;
                                                                                double _e5250 = l_mut_2024_;
                                                                                bool l_2709_ = (_e5250 > l_2701_);
                                                                                if (l_2709_) {
                                                                                    uint l_2710_ = asuint(l_2707_);
                                                                                    uint l_2711_ = (l_2710_ ^ 2147483648u);
                                                                                    float l_2712_ = asfloat(l_2711_);
                                                                                    uint l_2713_ = asuint(l_2712_);
                                                                                    uint l_2714_ = (l_2713_ + 1u);
                                                                                    l_mut_2530_ = l_2714_;
                                                                                    uint l_2715_ = (l_2713_ & 2147483647u);
                                                                                    bool l_2716_ = (l_2715_ == 0u);
                                                                                    if (l_2716_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2717_ = (l_2713_ & 2147483648u);
                                                                                        bool l_2718_ = (l_2717_ != 0u);
                                                                                        if (l_2718_) {
                                                                                            uint l_2719_ = (l_2713_ - 1u);
                                                                                            l_mut_2530_ = l_2719_;
                                                                                        } else {
                                                                                            bool l_2720_ = (l_2713_ == 2139095040u);
                                                                                            if (l_2720_) {
                                                                                                l_mut_2530_ = l_2713_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5272 = l_mut_2530_;
                                                                                    float l_2721_ = asfloat(_e5272);
                                                                                    uint l_2722_ = asuint(l_2721_);
                                                                                    uint l_2723_ = (l_2722_ ^ 2147483648u);
                                                                                    float l_2724_ = asfloat(l_2723_);
                                                                                    uint l_2725_ = asuint(l_2724_);
                                                                                    uint l_2726_ = (l_2725_ & 2147483647u);
                                                                                    float l_2727_ = asfloat(l_2726_);
                                                                                    double l_2728_ = double(l_2727_);
                                                                                    l_mut_1768_ = l_2728_;
                                                                                    bool l_2729_ = (l_2726_ < 8388608u);
                                                                                    if (l_2729_) {
                                                                                        double l_2730_ = double(l_2726_);
                                                                                        double l_2731_ = (l_2730_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_2731_;
                                                                                    }
                                                                                    double _e5288 = l_mut_1768_;
                                                                                    uint64_t l_2732_ = _e5288;
                                                                                    uint l_2733_ = (l_2725_ >> 31u);
                                                                                    uint64_t l_2734_ = uint64_t(l_2733_);
                                                                                    uint64_t l_2735_ = (l_2734_ << uint(63uL));
                                                                                    uint64_t l_2736_ = (l_2732_ | l_2735_);
                                                                                    double l_2737_ = l_2736_;
                                                                                    l_mut_2024_ = l_2737_;
                                                                                } else {
                                                                                    uint l_2738_ = asuint(l_2707_);
                                                                                    uint l_2739_ = (l_2738_ + 1u);
                                                                                    l_mut_2530_ = l_2739_;
                                                                                    uint l_2740_ = (l_2738_ & 2147483647u);
                                                                                    bool l_2741_ = (l_2740_ == 0u);
                                                                                    if (l_2741_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2742_ = (l_2738_ & 2147483648u);
                                                                                        bool l_2743_ = (l_2742_ != 0u);
                                                                                        if (l_2743_) {
                                                                                            uint l_2744_ = (l_2738_ - 1u);
                                                                                            l_mut_2530_ = l_2744_;
                                                                                        } else {
                                                                                            bool l_2745_ = (l_2738_ == 2139095040u);
                                                                                            if (l_2745_) {
                                                                                                l_mut_2530_ = l_2738_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5315 = l_mut_2530_;
                                                                                    float l_2746_ = asfloat(_e5315);
                                                                                    uint l_2747_ = asuint(l_2746_);
                                                                                    uint l_2748_ = (l_2747_ & 2147483647u);
                                                                                    float l_2749_ = asfloat(l_2748_);
                                                                                    double l_2750_ = double(l_2749_);
                                                                                    l_mut_1768_ = l_2750_;
                                                                                    bool l_2751_ = (l_2748_ < 8388608u);
                                                                                    if (l_2751_) {
                                                                                        double l_2752_ = double(l_2748_);
                                                                                        double l_2753_ = (l_2752_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_2753_;
                                                                                    }
                                                                                    double _e5327 = l_mut_1768_;
                                                                                    uint64_t l_2754_ = _e5327;
                                                                                    uint l_2755_ = (l_2747_ >> 31u);
                                                                                    uint64_t l_2756_ = uint64_t(l_2755_);
                                                                                    uint64_t l_2757_ = (l_2756_ << uint(63uL));
                                                                                    uint64_t l_2758_ = (l_2754_ | l_2757_);
                                                                                    double l_2759_ = l_2758_;
                                                                                    bool l_2760_ = (l_2759_ <= l_2701_);
                                                                                    if (l_2760_) {
                                                                                        uint l_2761_ = asuint(l_2707_);
                                                                                        uint l_2762_ = (l_2761_ + 1u);
                                                                                        l_mut_2530_ = l_2762_;
                                                                                        uint l_2763_ = (l_2761_ & 2147483647u);
                                                                                        bool l_2764_ = (l_2763_ == 0u);
                                                                                        if (l_2764_) {
                                                                                            l_mut_2530_ = 1u;
                                                                                        } else {
                                                                                            uint l_2765_ = (l_2761_ & 2147483648u);
                                                                                            bool l_2766_ = (l_2765_ != 0u);
                                                                                            if (l_2766_) {
                                                                                                uint l_2767_ = (l_2761_ - 1u);
                                                                                                l_mut_2530_ = l_2767_;
                                                                                            } else {
                                                                                                bool l_2768_ = (l_2761_ == 2139095040u);
                                                                                                if (l_2768_) {
                                                                                                    l_mut_2530_ = l_2761_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5355 = l_mut_2530_;
                                                                                        float l_2769_ = asfloat(_e5355);
                                                                                        uint l_2770_ = asuint(l_2769_);
                                                                                        uint l_2771_ = (l_2770_ & 2147483647u);
                                                                                        float l_2772_ = asfloat(l_2771_);
                                                                                        double l_2773_ = double(l_2772_);
                                                                                        l_mut_1768_ = l_2773_;
                                                                                        bool l_2774_ = (l_2771_ < 8388608u);
                                                                                        if (l_2774_) {
                                                                                            double l_2775_ = double(l_2771_);
                                                                                            double l_2776_ = (l_2775_ * 1.401298464324817e-45L);
                                                                                            l_mut_1768_ = l_2776_;
                                                                                        }
                                                                                        double _e5367 = l_mut_1768_;
                                                                                        uint64_t l_2777_ = _e5367;
                                                                                        uint l_2778_ = (l_2770_ >> 31u);
                                                                                        uint64_t l_2779_ = uint64_t(l_2778_);
                                                                                        uint64_t l_2780_ = (l_2779_ << uint(63uL));
                                                                                        uint64_t l_2781_ = (l_2777_ | l_2780_);
                                                                                        double l_2782_ = l_2781_;
                                                                                        l_mut_2024_ = l_2782_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5378 = l_mut_2024_;
                                                                            l_mut_2278_ = _e5378;
                                                                        } else {
                                                                            double l_2783_ = (l_2612_ - l_2615_);
                                                                            double l_2784_ = (l_2783_ * 7.1362384635298e44L);
                                                                            double l_2785_ = floor(l_2784_);
                                                                            double l_2786_ = (l_2785_ * 1.401298464324817e-45L);
                                                                            l_mut_2024_ = l_2786_;
                                                                            double l_2787_ = abs(l_2783_);
                                                                            bool l_2788_ = (l_2787_ >= 1.1754943508222875e-38L);
                                                                            if (l_2788_) {
                                                                                float l_2789_ = float(l_2783_);
                                                                                double l_2790_ = double(l_2789_);
                                                                                l_mut_2024_ = l_2790_;
                                                                                double _e5390 = l_mut_2024_;
                                                                                bool l_2791_ = (_e5390 > l_2783_);
                                                                                if (l_2791_) {
                                                                                    uint l_2792_ = asuint(l_2789_);
                                                                                    uint l_2793_ = (l_2792_ ^ 2147483648u);
                                                                                    float l_2794_ = asfloat(l_2793_);
                                                                                    uint l_2795_ = asuint(l_2794_);
                                                                                    uint l_2796_ = (l_2795_ + 1u);
                                                                                    l_mut_2530_ = l_2796_;
                                                                                    uint l_2797_ = (l_2795_ & 2147483647u);
                                                                                    bool l_2798_ = (l_2797_ == 0u);
                                                                                    if (l_2798_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2799_ = (l_2795_ & 2147483648u);
                                                                                        bool l_2800_ = (l_2799_ != 0u);
                                                                                        if (l_2800_) {
                                                                                            uint l_2801_ = (l_2795_ - 1u);
                                                                                            l_mut_2530_ = l_2801_;
                                                                                        } else {
                                                                                            bool l_2802_ = (l_2795_ == 2139095040u);
                                                                                            if (l_2802_) {
                                                                                                l_mut_2530_ = l_2795_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5412 = l_mut_2530_;
                                                                                    float l_2803_ = asfloat(_e5412);
                                                                                    uint l_2804_ = asuint(l_2803_);
                                                                                    uint l_2805_ = (l_2804_ ^ 2147483648u);
                                                                                    float l_2806_ = asfloat(l_2805_);
                                                                                    uint l_2807_ = asuint(l_2806_);
                                                                                    uint l_2808_ = (l_2807_ & 2147483647u);
                                                                                    float l_2809_ = asfloat(l_2808_);
                                                                                    double l_2810_ = double(l_2809_);
                                                                                    l_mut_1768_ = l_2810_;
                                                                                    bool l_2811_ = (l_2808_ < 8388608u);
                                                                                    if (l_2811_) {
                                                                                        double l_2812_ = double(l_2808_);
                                                                                        double l_2813_ = (l_2812_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_2813_;
                                                                                    }
                                                                                    double _e5428 = l_mut_1768_;
                                                                                    uint64_t l_2814_ = _e5428;
                                                                                    uint l_2815_ = (l_2807_ >> 31u);
                                                                                    uint64_t l_2816_ = uint64_t(l_2815_);
                                                                                    uint64_t l_2817_ = (l_2816_ << uint(63uL));
                                                                                    uint64_t l_2818_ = (l_2814_ | l_2817_);
                                                                                    double l_2819_ = l_2818_;
                                                                                    l_mut_2024_ = l_2819_;
                                                                                } else {
                                                                                    uint l_2820_ = asuint(l_2789_);
                                                                                    uint l_2821_ = (l_2820_ + 1u);
                                                                                    l_mut_2530_ = l_2821_;
                                                                                    uint l_2822_ = (l_2820_ & 2147483647u);
                                                                                    bool l_2823_ = (l_2822_ == 0u);
                                                                                    if (l_2823_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2824_ = (l_2820_ & 2147483648u);
                                                                                        bool l_2825_ = (l_2824_ != 0u);
                                                                                        if (l_2825_) {
                                                                                            uint l_2826_ = (l_2820_ - 1u);
                                                                                            l_mut_2530_ = l_2826_;
                                                                                        } else {
                                                                                            bool l_2827_ = (l_2820_ == 2139095040u);
                                                                                            if (l_2827_) {
                                                                                                l_mut_2530_ = l_2820_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5455 = l_mut_2530_;
                                                                                    float l_2828_ = asfloat(_e5455);
                                                                                    uint l_2829_ = asuint(l_2828_);
                                                                                    uint l_2830_ = (l_2829_ & 2147483647u);
                                                                                    float l_2831_ = asfloat(l_2830_);
                                                                                    double l_2832_ = double(l_2831_);
                                                                                    l_mut_1768_ = l_2832_;
                                                                                    bool l_2833_ = (l_2830_ < 8388608u);
                                                                                    if (l_2833_) {
                                                                                        double l_2834_ = double(l_2830_);
                                                                                        double l_2835_ = (l_2834_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_2835_;
                                                                                    }
                                                                                    double _e5467 = l_mut_1768_;
                                                                                    uint64_t l_2836_ = _e5467;
                                                                                    uint l_2837_ = (l_2829_ >> 31u);
                                                                                    uint64_t l_2838_ = uint64_t(l_2837_);
                                                                                    uint64_t l_2839_ = (l_2838_ << uint(63uL));
                                                                                    uint64_t l_2840_ = (l_2836_ | l_2839_);
                                                                                    double l_2841_ = l_2840_;
                                                                                    bool l_2842_ = (l_2841_ <= l_2783_);
                                                                                    if (l_2842_) {
                                                                                        uint l_2843_ = asuint(l_2789_);
                                                                                        uint l_2844_ = (l_2843_ + 1u);
                                                                                        l_mut_2530_ = l_2844_;
                                                                                        uint l_2845_ = (l_2843_ & 2147483647u);
                                                                                        bool l_2846_ = (l_2845_ == 0u);
                                                                                        if (l_2846_) {
                                                                                            l_mut_2530_ = 1u;
                                                                                        } else {
                                                                                            uint l_2847_ = (l_2843_ & 2147483648u);
                                                                                            bool l_2848_ = (l_2847_ != 0u);
                                                                                            if (l_2848_) {
                                                                                                uint l_2849_ = (l_2843_ - 1u);
                                                                                                l_mut_2530_ = l_2849_;
                                                                                            } else {
                                                                                                bool l_2850_ = (l_2843_ == 2139095040u);
                                                                                                if (l_2850_) {
                                                                                                    l_mut_2530_ = l_2843_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5495 = l_mut_2530_;
                                                                                        float l_2851_ = asfloat(_e5495);
                                                                                        uint l_2852_ = asuint(l_2851_);
                                                                                        uint l_2853_ = (l_2852_ & 2147483647u);
                                                                                        float l_2854_ = asfloat(l_2853_);
                                                                                        double l_2855_ = double(l_2854_);
                                                                                        l_mut_1768_ = l_2855_;
                                                                                        bool l_2856_ = (l_2853_ < 8388608u);
                                                                                        if (l_2856_) {
                                                                                            double l_2857_ = double(l_2853_);
                                                                                            double l_2858_ = (l_2857_ * 1.401298464324817e-45L);
                                                                                            l_mut_1768_ = l_2858_;
                                                                                        }
                                                                                        double _e5507 = l_mut_1768_;
                                                                                        uint64_t l_2859_ = _e5507;
                                                                                        uint l_2860_ = (l_2852_ >> 31u);
                                                                                        uint64_t l_2861_ = uint64_t(l_2860_);
                                                                                        uint64_t l_2862_ = (l_2861_ << uint(63uL));
                                                                                        uint64_t l_2863_ = (l_2859_ | l_2862_);
                                                                                        double l_2864_ = l_2863_;
                                                                                        l_mut_2024_ = l_2864_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5518 = l_mut_2024_;
                                                                            l_mut_2278_ = _e5518;
                                                                        }
                                                                        double _e5519 = l_mut_867_;
                                                                        double l_2865_ = (_e5519 + l_178_);
                                                                        double l_2866_ = abs(l_2865_);
                                                                        double l_2867_ = (l_2866_ * 2.220446049250313e-16L);
                                                                        double l_2868_ = (l_1392_ + l_2867_);
                                                                        double l_2869_ = (l_2865_ + l_2868_);
                                                                        double l_2870_ = -(l_2869_);
                                                                        double l_2871_ = (l_2870_ * 7.1362384635298e44L);
                                                                        double l_2872_ = floor(l_2871_);
                                                                        double l_2873_ = (l_2872_ * 1.401298464324817e-45L);
                                                                        l_mut_2024_ = l_2873_;
                                                                        double l_2874_ = abs(l_2870_);
                                                                        bool l_2875_ = (l_2874_ >= 1.1754943508222875e-38L);
                                                                        if (l_2875_) {
                                                                            float l_2876_ = float(l_2870_);
                                                                            double l_2877_ = double(l_2876_);
                                                                            l_mut_2024_ = l_2877_;
                                                                            double _e5537 = l_mut_2024_;
                                                                            bool l_2878_ = (_e5537 > l_2870_);
                                                                            if (l_2878_) {
                                                                                uint l_2879_ = asuint(l_2876_);
                                                                                uint l_2880_ = (l_2879_ ^ 2147483648u);
                                                                                float l_2881_ = asfloat(l_2880_);
                                                                                uint l_2882_ = asuint(l_2881_);
                                                                                uint l_2883_ = (l_2882_ + 1u);
                                                                                l_mut_2530_ = l_2883_;
                                                                                uint l_2884_ = (l_2882_ & 2147483647u);
                                                                                bool l_2885_ = (l_2884_ == 0u);
                                                                                if (l_2885_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_2886_ = (l_2882_ & 2147483648u);
                                                                                    bool l_2887_ = (l_2886_ != 0u);
                                                                                    if (l_2887_) {
                                                                                        uint l_2888_ = (l_2882_ - 1u);
                                                                                        l_mut_2530_ = l_2888_;
                                                                                    } else {
                                                                                        bool l_2889_ = (l_2882_ == 2139095040u);
                                                                                        if (l_2889_) {
                                                                                            l_mut_2530_ = l_2882_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5559 = l_mut_2530_;
                                                                                float l_2890_ = asfloat(_e5559);
                                                                                uint l_2891_ = asuint(l_2890_);
                                                                                uint l_2892_ = (l_2891_ ^ 2147483648u);
                                                                                float l_2893_ = asfloat(l_2892_);
                                                                                uint l_2894_ = asuint(l_2893_);
                                                                                uint l_2895_ = (l_2894_ & 2147483647u);
                                                                                float l_2896_ = asfloat(l_2895_);
                                                                                double l_2897_ = double(l_2896_);
                                                                                l_mut_1768_ = l_2897_;
                                                                                bool l_2898_ = (l_2895_ < 8388608u);
                                                                                if (l_2898_) {
                                                                                    double l_2899_ = double(l_2895_);
                                                                                    double l_2900_ = (l_2899_ * 1.401298464324817e-45L);
                                                                                    l_mut_1768_ = l_2900_;
                                                                                }
                                                                                double _e5575 = l_mut_1768_;
                                                                                uint64_t l_2901_ = _e5575;
                                                                                uint l_2902_ = (l_2894_ >> 31u);
                                                                                uint64_t l_2903_ = uint64_t(l_2902_);
                                                                                uint64_t l_2904_ = (l_2903_ << uint(63uL));
                                                                                uint64_t l_2905_ = (l_2901_ | l_2904_);
                                                                                double l_2906_ = l_2905_;
                                                                                l_mut_2024_ = l_2906_;
                                                                            } else {
                                                                                uint l_2907_ = asuint(l_2876_);
                                                                                uint l_2908_ = (l_2907_ + 1u);
                                                                                l_mut_2530_ = l_2908_;
                                                                                uint l_2909_ = (l_2907_ & 2147483647u);
                                                                                bool l_2910_ = (l_2909_ == 0u);
                                                                                if (l_2910_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_2911_ = (l_2907_ & 2147483648u);
                                                                                    bool l_2912_ = (l_2911_ != 0u);
                                                                                    if (l_2912_) {
                                                                                        uint l_2913_ = (l_2907_ - 1u);
                                                                                        l_mut_2530_ = l_2913_;
                                                                                    } else {
                                                                                        bool l_2914_ = (l_2907_ == 2139095040u);
                                                                                        if (l_2914_) {
                                                                                            l_mut_2530_ = l_2907_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5602 = l_mut_2530_;
                                                                                float l_2915_ = asfloat(_e5602);
                                                                                uint l_2916_ = asuint(l_2915_);
                                                                                uint l_2917_ = (l_2916_ & 2147483647u);
                                                                                float l_2918_ = asfloat(l_2917_);
                                                                                double l_2919_ = double(l_2918_);
                                                                                l_mut_1768_ = l_2919_;
                                                                                bool l_2920_ = (l_2917_ < 8388608u);
                                                                                if (l_2920_) {
                                                                                    double l_2921_ = double(l_2917_);
                                                                                    double l_2922_ = (l_2921_ * 1.401298464324817e-45L);
                                                                                    l_mut_1768_ = l_2922_;
                                                                                }
                                                                                double _e5614 = l_mut_1768_;
                                                                                uint64_t l_2923_ = _e5614;
                                                                                uint l_2924_ = (l_2916_ >> 31u);
                                                                                uint64_t l_2925_ = uint64_t(l_2924_);
                                                                                uint64_t l_2926_ = (l_2925_ << uint(63uL));
                                                                                uint64_t l_2927_ = (l_2923_ | l_2926_);
                                                                                double l_2928_ = l_2927_;
                                                                                bool l_2929_ = (l_2928_ <= l_2870_);
                                                                                if (l_2929_) {
                                                                                    uint l_2930_ = asuint(l_2876_);
                                                                                    uint l_2931_ = (l_2930_ + 1u);
                                                                                    l_mut_2530_ = l_2931_;
                                                                                    uint l_2932_ = (l_2930_ & 2147483647u);
                                                                                    bool l_2933_ = (l_2932_ == 0u);
                                                                                    if (l_2933_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2934_ = (l_2930_ & 2147483648u);
                                                                                        bool l_2935_ = (l_2934_ != 0u);
                                                                                        if (l_2935_) {
                                                                                            uint l_2936_ = (l_2930_ - 1u);
                                                                                            l_mut_2530_ = l_2936_;
                                                                                        } else {
                                                                                            bool l_2937_ = (l_2930_ == 2139095040u);
                                                                                            if (l_2937_) {
                                                                                                l_mut_2530_ = l_2930_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5642 = l_mut_2530_;
                                                                                    float l_2938_ = asfloat(_e5642);
                                                                                    uint l_2939_ = asuint(l_2938_);
                                                                                    uint l_2940_ = (l_2939_ & 2147483647u);
                                                                                    float l_2941_ = asfloat(l_2940_);
                                                                                    double l_2942_ = double(l_2941_);
                                                                                    l_mut_1768_ = l_2942_;
                                                                                    bool l_2943_ = (l_2940_ < 8388608u);
                                                                                    if (l_2943_) {
                                                                                        double l_2944_ = double(l_2940_);
                                                                                        double l_2945_ = (l_2944_ * 1.401298464324817e-45L);
                                                                                        l_mut_1768_ = l_2945_;
                                                                                    }
                                                                                    double _e5654 = l_mut_1768_;
                                                                                    uint64_t l_2946_ = _e5654;
                                                                                    uint l_2947_ = (l_2939_ >> 31u);
                                                                                    uint64_t l_2948_ = uint64_t(l_2947_);
                                                                                    uint64_t l_2949_ = (l_2948_ << uint(63uL));
                                                                                    uint64_t l_2950_ = (l_2946_ | l_2949_);
                                                                                    double l_2951_ = l_2950_;
                                                                                    l_mut_2024_ = l_2951_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5665 = l_mut_2024_;
                                                                        double l_2952_ = -(_e5665);
                                                                        l_mut_2024_ = l_2952_;
                                                                        if (false) {
                                                                            local_94 = false;
                                                                        } else {
                                                                            local_94 = false;
                                                                        }
                                                                        bool l_2953_ = local_94;
                                                                        if (l_2953_) {
                                                                            double l_2954_ = (l_2865_ + l_2868_);
                                                                            double l_2955_ = (l_2954_ * 7.1362384635298e44L);
                                                                            double l_2956_ = floor(l_2955_);
                                                                            double l_2957_ = (l_2956_ * 1.401298464324817e-45L);
                                                                            l_mut_1768_ = l_2957_;
                                                                            double l_2958_ = abs(l_2954_);
                                                                            bool l_2959_ = (l_2958_ >= 1.1754943508222875e-38L);
                                                                            if (l_2959_) {
                                                                                float l_2960_ = float(l_2954_);
                                                                                double l_2961_ = double(l_2960_);
                                                                                l_mut_1768_ = l_2961_;
                                                                                double _e5684 = l_mut_1768_;
                                                                                bool l_2962_ = (_e5684 > l_2954_);
                                                                                if (l_2962_) {
                                                                                    uint l_2963_ = asuint(l_2960_);
                                                                                    uint l_2964_ = (l_2963_ ^ 2147483648u);
                                                                                    float l_2965_ = asfloat(l_2964_);
                                                                                    uint l_2966_ = asuint(l_2965_);
                                                                                    uint l_2967_ = (l_2966_ + 1u);
                                                                                    l_mut_2530_ = l_2967_;
                                                                                    uint l_2968_ = (l_2966_ & 2147483647u);
                                                                                    bool l_2969_ = (l_2968_ == 0u);
                                                                                    if (l_2969_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2970_ = (l_2966_ & 2147483648u);
                                                                                        bool l_2971_ = (l_2970_ != 0u);
                                                                                        if (l_2971_) {
                                                                                            uint l_2972_ = (l_2966_ - 1u);
                                                                                            l_mut_2530_ = l_2972_;
                                                                                        } else {
                                                                                            bool l_2973_ = (l_2966_ == 2139095040u);
                                                                                            if (l_2973_) {
                                                                                                l_mut_2530_ = l_2966_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5706 = l_mut_2530_;
                                                                                    float l_2974_ = asfloat(_e5706);
                                                                                    uint l_2975_ = asuint(l_2974_);
                                                                                    uint l_2976_ = (l_2975_ ^ 2147483648u);
                                                                                    float l_2977_ = asfloat(l_2976_);
                                                                                    uint l_2978_ = asuint(l_2977_);
                                                                                    uint l_2979_ = (l_2978_ & 2147483647u);
                                                                                    float l_2980_ = asfloat(l_2979_);
                                                                                    double l_2981_ = double(l_2980_);
                                                                                    l_mut_1514_ = l_2981_;
                                                                                    bool l_2982_ = (l_2979_ < 8388608u);
                                                                                    if (l_2982_) {
                                                                                        double l_2983_ = double(l_2979_);
                                                                                        double l_2984_ = (l_2983_ * 1.401298464324817e-45L);
                                                                                        l_mut_1514_ = l_2984_;
                                                                                    }
                                                                                    double _e5722 = l_mut_1514_;
                                                                                    uint64_t l_2985_ = _e5722;
                                                                                    uint l_2986_ = (l_2978_ >> 31u);
                                                                                    uint64_t l_2987_ = uint64_t(l_2986_);
                                                                                    uint64_t l_2988_ = (l_2987_ << uint(63uL));
                                                                                    uint64_t l_2989_ = (l_2985_ | l_2988_);
                                                                                    double l_2990_ = l_2989_;
                                                                                    l_mut_1768_ = l_2990_;
                                                                                } else {
                                                                                    uint l_2991_ = asuint(l_2960_);
                                                                                    uint l_2992_ = (l_2991_ + 1u);
                                                                                    l_mut_2530_ = l_2992_;
                                                                                    uint l_2993_ = (l_2991_ & 2147483647u);
                                                                                    bool l_2994_ = (l_2993_ == 0u);
                                                                                    if (l_2994_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_2995_ = (l_2991_ & 2147483648u);
                                                                                        bool l_2996_ = (l_2995_ != 0u);
                                                                                        if (l_2996_) {
                                                                                            uint l_2997_ = (l_2991_ - 1u);
                                                                                            l_mut_2530_ = l_2997_;
                                                                                        } else {
                                                                                            bool l_2998_ = (l_2991_ == 2139095040u);
                                                                                            if (l_2998_) {
                                                                                                l_mut_2530_ = l_2991_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5749 = l_mut_2530_;
                                                                                    float l_2999_ = asfloat(_e5749);
                                                                                    uint l_3000_ = asuint(l_2999_);
                                                                                    uint l_3001_ = (l_3000_ & 2147483647u);
                                                                                    float l_3002_ = asfloat(l_3001_);
                                                                                    double l_3003_ = double(l_3002_);
                                                                                    l_mut_1514_ = l_3003_;
                                                                                    bool l_3004_ = (l_3001_ < 8388608u);
                                                                                    if (l_3004_) {
                                                                                        double l_3005_ = double(l_3001_);
                                                                                        double l_3006_ = (l_3005_ * 1.401298464324817e-45L);
                                                                                        l_mut_1514_ = l_3006_;
                                                                                    }
                                                                                    double _e5761 = l_mut_1514_;
                                                                                    uint64_t l_3007_ = _e5761;
                                                                                    uint l_3008_ = (l_3000_ >> 31u);
                                                                                    uint64_t l_3009_ = uint64_t(l_3008_);
                                                                                    uint64_t l_3010_ = (l_3009_ << uint(63uL));
                                                                                    uint64_t l_3011_ = (l_3007_ | l_3010_);
                                                                                    double l_3012_ = l_3011_;
                                                                                    bool l_3013_ = (l_3012_ <= l_2954_);
                                                                                    if (l_3013_) {
                                                                                        uint l_3014_ = asuint(l_2960_);
                                                                                        uint l_3015_ = (l_3014_ + 1u);
                                                                                        l_mut_2530_ = l_3015_;
                                                                                        uint l_3016_ = (l_3014_ & 2147483647u);
                                                                                        bool l_3017_ = (l_3016_ == 0u);
                                                                                        if (l_3017_) {
                                                                                            l_mut_2530_ = 1u;
                                                                                        } else {
                                                                                            uint l_3018_ = (l_3014_ & 2147483648u);
                                                                                            bool l_3019_ = (l_3018_ != 0u);
                                                                                            if (l_3019_) {
                                                                                                uint l_3020_ = (l_3014_ - 1u);
                                                                                                l_mut_2530_ = l_3020_;
                                                                                            } else {
                                                                                                bool l_3021_ = (l_3014_ == 2139095040u);
                                                                                                if (l_3021_) {
                                                                                                    l_mut_2530_ = l_3014_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e5789 = l_mut_2530_;
                                                                                        float l_3022_ = asfloat(_e5789);
                                                                                        uint l_3023_ = asuint(l_3022_);
                                                                                        uint l_3024_ = (l_3023_ & 2147483647u);
                                                                                        float l_3025_ = asfloat(l_3024_);
                                                                                        double l_3026_ = double(l_3025_);
                                                                                        l_mut_1514_ = l_3026_;
                                                                                        bool l_3027_ = (l_3024_ < 8388608u);
                                                                                        if (l_3027_) {
                                                                                            double l_3028_ = double(l_3024_);
                                                                                            double l_3029_ = (l_3028_ * 1.401298464324817e-45L);
                                                                                            l_mut_1514_ = l_3029_;
                                                                                        }
                                                                                        double _e5801 = l_mut_1514_;
                                                                                        uint64_t l_3030_ = _e5801;
                                                                                        uint l_3031_ = (l_3023_ >> 31u);
                                                                                        uint64_t l_3032_ = uint64_t(l_3031_);
                                                                                        uint64_t l_3033_ = (l_3032_ << uint(63uL));
                                                                                        uint64_t l_3034_ = (l_3030_ | l_3033_);
                                                                                        double l_3035_ = l_3034_;
                                                                                        l_mut_1768_ = l_3035_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e5812 = l_mut_1768_;
                                                                            l_mut_2024_ = _e5812;
                                                                        }
                                                                        double _e5813 = l_mut_219_;
                                                                        double l_3036_ = (_e5813 - l_178_);
                                                                        double l_3037_ = abs(l_3036_);
                                                                        double l_3038_ = (l_3037_ * 2.220446049250313e-16L);
                                                                        double l_3039_ = (l_1394_ + l_3038_);
                                                                        double l_3040_ = (l_3036_ + l_3039_);
                                                                        double l_3041_ = -(l_3040_);
                                                                        double l_3042_ = (l_3041_ * 7.1362384635298e44L);
                                                                        double l_3043_ = floor(l_3042_);
                                                                        double l_3044_ = (l_3043_ * 1.401298464324817e-45L);
                                                                        l_mut_1768_ = l_3044_;
                                                                        double l_3045_ = abs(l_3041_);
                                                                        bool l_3046_ = (l_3045_ >= 1.1754943508222875e-38L);
                                                                        if (l_3046_) {
                                                                            float l_3047_ = float(l_3041_);
                                                                            double l_3048_ = double(l_3047_);
                                                                            l_mut_1768_ = l_3048_;
                                                                            double _e5831 = l_mut_1768_;
                                                                            bool l_3049_ = (_e5831 > l_3041_);
                                                                            if (l_3049_) {
                                                                                uint l_3050_ = asuint(l_3047_);
                                                                                uint l_3051_ = (l_3050_ ^ 2147483648u);
                                                                                float l_3052_ = asfloat(l_3051_);
                                                                                uint l_3053_ = asuint(l_3052_);
                                                                                uint l_3054_ = (l_3053_ + 1u);
                                                                                l_mut_2530_ = l_3054_;
                                                                                uint l_3055_ = (l_3053_ & 2147483647u);
                                                                                bool l_3056_ = (l_3055_ == 0u);
                                                                                if (l_3056_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_3057_ = (l_3053_ & 2147483648u);
                                                                                    bool l_3058_ = (l_3057_ != 0u);
                                                                                    if (l_3058_) {
                                                                                        uint l_3059_ = (l_3053_ - 1u);
                                                                                        l_mut_2530_ = l_3059_;
                                                                                    } else {
                                                                                        bool l_3060_ = (l_3053_ == 2139095040u);
                                                                                        if (l_3060_) {
                                                                                            l_mut_2530_ = l_3053_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5853 = l_mut_2530_;
                                                                                float l_3061_ = asfloat(_e5853);
                                                                                uint l_3062_ = asuint(l_3061_);
                                                                                uint l_3063_ = (l_3062_ ^ 2147483648u);
                                                                                float l_3064_ = asfloat(l_3063_);
                                                                                uint l_3065_ = asuint(l_3064_);
                                                                                uint l_3066_ = (l_3065_ & 2147483647u);
                                                                                float l_3067_ = asfloat(l_3066_);
                                                                                double l_3068_ = double(l_3067_);
                                                                                l_mut_1514_ = l_3068_;
                                                                                bool l_3069_ = (l_3066_ < 8388608u);
                                                                                if (l_3069_) {
                                                                                    double l_3070_ = double(l_3066_);
                                                                                    double l_3071_ = (l_3070_ * 1.401298464324817e-45L);
                                                                                    l_mut_1514_ = l_3071_;
                                                                                }
                                                                                double _e5869 = l_mut_1514_;
                                                                                uint64_t l_3072_ = _e5869;
                                                                                uint l_3073_ = (l_3065_ >> 31u);
                                                                                uint64_t l_3074_ = uint64_t(l_3073_);
                                                                                uint64_t l_3075_ = (l_3074_ << uint(63uL));
                                                                                uint64_t l_3076_ = (l_3072_ | l_3075_);
                                                                                double l_3077_ = l_3076_;
                                                                                l_mut_1768_ = l_3077_;
                                                                            } else {
                                                                                uint l_3078_ = asuint(l_3047_);
                                                                                uint l_3079_ = (l_3078_ + 1u);
                                                                                l_mut_2530_ = l_3079_;
                                                                                uint l_3080_ = (l_3078_ & 2147483647u);
                                                                                bool l_3081_ = (l_3080_ == 0u);
                                                                                if (l_3081_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_3082_ = (l_3078_ & 2147483648u);
                                                                                    bool l_3083_ = (l_3082_ != 0u);
                                                                                    if (l_3083_) {
                                                                                        uint l_3084_ = (l_3078_ - 1u);
                                                                                        l_mut_2530_ = l_3084_;
                                                                                    } else {
                                                                                        bool l_3085_ = (l_3078_ == 2139095040u);
                                                                                        if (l_3085_) {
                                                                                            l_mut_2530_ = l_3078_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e5896 = l_mut_2530_;
                                                                                float l_3086_ = asfloat(_e5896);
                                                                                uint l_3087_ = asuint(l_3086_);
                                                                                uint l_3088_ = (l_3087_ & 2147483647u);
                                                                                float l_3089_ = asfloat(l_3088_);
                                                                                double l_3090_ = double(l_3089_);
                                                                                l_mut_1514_ = l_3090_;
                                                                                bool l_3091_ = (l_3088_ < 8388608u);
                                                                                if (l_3091_) {
                                                                                    double l_3092_ = double(l_3088_);
                                                                                    double l_3093_ = (l_3092_ * 1.401298464324817e-45L);
                                                                                    l_mut_1514_ = l_3093_;
                                                                                }
                                                                                double _e5908 = l_mut_1514_;
                                                                                uint64_t l_3094_ = _e5908;
                                                                                uint l_3095_ = (l_3087_ >> 31u);
                                                                                uint64_t l_3096_ = uint64_t(l_3095_);
                                                                                uint64_t l_3097_ = (l_3096_ << uint(63uL));
                                                                                uint64_t l_3098_ = (l_3094_ | l_3097_);
                                                                                double l_3099_ = l_3098_;
                                                                                bool l_3100_ = (l_3099_ <= l_3041_);
                                                                                if (l_3100_) {
                                                                                    uint l_3101_ = asuint(l_3047_);
                                                                                    uint l_3102_ = (l_3101_ + 1u);
                                                                                    l_mut_2530_ = l_3102_;
                                                                                    uint l_3103_ = (l_3101_ & 2147483647u);
                                                                                    bool l_3104_ = (l_3103_ == 0u);
                                                                                    if (l_3104_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3105_ = (l_3101_ & 2147483648u);
                                                                                        bool l_3106_ = (l_3105_ != 0u);
                                                                                        if (l_3106_) {
                                                                                            uint l_3107_ = (l_3101_ - 1u);
                                                                                            l_mut_2530_ = l_3107_;
                                                                                        } else {
                                                                                            bool l_3108_ = (l_3101_ == 2139095040u);
                                                                                            if (l_3108_) {
                                                                                                l_mut_2530_ = l_3101_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e5936 = l_mut_2530_;
                                                                                    float l_3109_ = asfloat(_e5936);
                                                                                    uint l_3110_ = asuint(l_3109_);
                                                                                    uint l_3111_ = (l_3110_ & 2147483647u);
                                                                                    float l_3112_ = asfloat(l_3111_);
                                                                                    double l_3113_ = double(l_3112_);
                                                                                    l_mut_1514_ = l_3113_;
                                                                                    bool l_3114_ = (l_3111_ < 8388608u);
                                                                                    if (l_3114_) {
                                                                                        double l_3115_ = double(l_3111_);
                                                                                        double l_3116_ = (l_3115_ * 1.401298464324817e-45L);
                                                                                        l_mut_1514_ = l_3116_;
                                                                                    }
                                                                                    double _e5948 = l_mut_1514_;
                                                                                    uint64_t l_3117_ = _e5948;
                                                                                    uint l_3118_ = (l_3110_ >> 31u);
                                                                                    uint64_t l_3119_ = uint64_t(l_3118_);
                                                                                    uint64_t l_3120_ = (l_3119_ << uint(63uL));
                                                                                    uint64_t l_3121_ = (l_3117_ | l_3120_);
                                                                                    double l_3122_ = l_3121_;
                                                                                    l_mut_1768_ = l_3122_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e5959 = l_mut_1768_;
                                                                        double l_3123_ = -(_e5959);
                                                                        l_mut_1768_ = l_3123_;
                                                                        if (true) {
                                                                            local_95 = false;
                                                                        } else {
                                                                            local_95 = false;
                                                                        }
                                                                        bool l_3124_ = local_95;
                                                                        if (l_3124_) {
                                                                            double l_3125_ = (l_3036_ + l_3039_);
                                                                            double l_3126_ = (l_3125_ * 7.1362384635298e44L);
                                                                            double l_3127_ = floor(l_3126_);
                                                                            double l_3128_ = (l_3127_ * 1.401298464324817e-45L);
                                                                            l_mut_1514_ = l_3128_;
                                                                            double l_3129_ = abs(l_3125_);
                                                                            bool l_3130_ = (l_3129_ >= 1.1754943508222875e-38L);
                                                                            if (l_3130_) {
                                                                                float l_3131_ = float(l_3125_);
                                                                                double l_3132_ = double(l_3131_);
                                                                                l_mut_1514_ = l_3132_;
                                                                                double _e5978 = l_mut_1514_;
                                                                                bool l_3133_ = (_e5978 > l_3125_);
                                                                                if (l_3133_) {
                                                                                    uint l_3134_ = asuint(l_3131_);
                                                                                    uint l_3135_ = (l_3134_ ^ 2147483648u);
                                                                                    float l_3136_ = asfloat(l_3135_);
                                                                                    uint l_3137_ = asuint(l_3136_);
                                                                                    uint l_3138_ = (l_3137_ + 1u);
                                                                                    l_mut_2530_ = l_3138_;
                                                                                    uint l_3139_ = (l_3137_ & 2147483647u);
                                                                                    bool l_3140_ = (l_3139_ == 0u);
                                                                                    if (l_3140_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3141_ = (l_3137_ & 2147483648u);
                                                                                        bool l_3142_ = (l_3141_ != 0u);
                                                                                        if (l_3142_) {
                                                                                            uint l_3143_ = (l_3137_ - 1u);
                                                                                            l_mut_2530_ = l_3143_;
                                                                                        } else {
                                                                                            bool l_3144_ = (l_3137_ == 2139095040u);
                                                                                            if (l_3144_) {
                                                                                                l_mut_2530_ = l_3137_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6000 = l_mut_2530_;
                                                                                    float l_3145_ = asfloat(_e6000);
                                                                                    uint l_3146_ = asuint(l_3145_);
                                                                                    uint l_3147_ = (l_3146_ ^ 2147483648u);
                                                                                    float l_3148_ = asfloat(l_3147_);
                                                                                    uint l_3149_ = asuint(l_3148_);
                                                                                    uint l_3150_ = (l_3149_ & 2147483647u);
                                                                                    float l_3151_ = asfloat(l_3150_);
                                                                                    double l_3152_ = double(l_3151_);
                                                                                    l_mut_1429_ = l_3152_;
                                                                                    bool l_3153_ = (l_3150_ < 8388608u);
                                                                                    if (l_3153_) {
                                                                                        double l_3154_ = double(l_3150_);
                                                                                        double l_3155_ = (l_3154_ * 1.401298464324817e-45L);
                                                                                        l_mut_1429_ = l_3155_;
                                                                                    }
                                                                                    double _e6016 = l_mut_1429_;
                                                                                    uint64_t l_3156_ = _e6016;
                                                                                    uint l_3157_ = (l_3149_ >> 31u);
                                                                                    uint64_t l_3158_ = uint64_t(l_3157_);
                                                                                    uint64_t l_3159_ = (l_3158_ << uint(63uL));
                                                                                    uint64_t l_3160_ = (l_3156_ | l_3159_);
                                                                                    double l_3161_ = l_3160_;
                                                                                    l_mut_1514_ = l_3161_;
                                                                                } else {
                                                                                    uint l_3162_ = asuint(l_3131_);
                                                                                    uint l_3163_ = (l_3162_ + 1u);
                                                                                    l_mut_2530_ = l_3163_;
                                                                                    uint l_3164_ = (l_3162_ & 2147483647u);
                                                                                    bool l_3165_ = (l_3164_ == 0u);
                                                                                    if (l_3165_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3166_ = (l_3162_ & 2147483648u);
                                                                                        bool l_3167_ = (l_3166_ != 0u);
                                                                                        if (l_3167_) {
                                                                                            uint l_3168_ = (l_3162_ - 1u);
                                                                                            l_mut_2530_ = l_3168_;
                                                                                        } else {
                                                                                            bool l_3169_ = (l_3162_ == 2139095040u);
                                                                                            if (l_3169_) {
                                                                                                l_mut_2530_ = l_3162_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6043 = l_mut_2530_;
                                                                                    float l_3170_ = asfloat(_e6043);
                                                                                    uint l_3171_ = asuint(l_3170_);
                                                                                    uint l_3172_ = (l_3171_ & 2147483647u);
                                                                                    float l_3173_ = asfloat(l_3172_);
                                                                                    double l_3174_ = double(l_3173_);
                                                                                    l_mut_1429_ = l_3174_;
                                                                                    bool l_3175_ = (l_3172_ < 8388608u);
                                                                                    if (l_3175_) {
                                                                                        double l_3176_ = double(l_3172_);
                                                                                        double l_3177_ = (l_3176_ * 1.401298464324817e-45L);
                                                                                        l_mut_1429_ = l_3177_;
                                                                                    }
                                                                                    double _e6055 = l_mut_1429_;
                                                                                    uint64_t l_3178_ = _e6055;
                                                                                    uint l_3179_ = (l_3171_ >> 31u);
                                                                                    uint64_t l_3180_ = uint64_t(l_3179_);
                                                                                    uint64_t l_3181_ = (l_3180_ << uint(63uL));
                                                                                    uint64_t l_3182_ = (l_3178_ | l_3181_);
                                                                                    double l_3183_ = l_3182_;
                                                                                    bool l_3184_ = (l_3183_ <= l_3125_);
                                                                                    if (l_3184_) {
                                                                                        uint l_3185_ = asuint(l_3131_);
                                                                                        uint l_3186_ = (l_3185_ + 1u);
                                                                                        l_mut_2530_ = l_3186_;
                                                                                        uint l_3187_ = (l_3185_ & 2147483647u);
                                                                                        bool l_3188_ = (l_3187_ == 0u);
                                                                                        if (l_3188_) {
                                                                                            l_mut_2530_ = 1u;
                                                                                        } else {
                                                                                            uint l_3189_ = (l_3185_ & 2147483648u);
                                                                                            bool l_3190_ = (l_3189_ != 0u);
                                                                                            if (l_3190_) {
                                                                                                uint l_3191_ = (l_3185_ - 1u);
                                                                                                l_mut_2530_ = l_3191_;
                                                                                            } else {
                                                                                                bool l_3192_ = (l_3185_ == 2139095040u);
                                                                                                if (l_3192_) {
                                                                                                    l_mut_2530_ = l_3185_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6083 = l_mut_2530_;
                                                                                        float l_3193_ = asfloat(_e6083);
                                                                                        uint l_3194_ = asuint(l_3193_);
                                                                                        uint l_3195_ = (l_3194_ & 2147483647u);
                                                                                        float l_3196_ = asfloat(l_3195_);
                                                                                        double l_3197_ = double(l_3196_);
                                                                                        l_mut_1429_ = l_3197_;
                                                                                        bool l_3198_ = (l_3195_ < 8388608u);
                                                                                        if (l_3198_) {
                                                                                            double l_3199_ = double(l_3195_);
                                                                                            double l_3200_ = (l_3199_ * 1.401298464324817e-45L);
                                                                                            l_mut_1429_ = l_3200_;
                                                                                        }
                                                                                        double _e6095 = l_mut_1429_;
                                                                                        uint64_t l_3201_ = _e6095;
                                                                                        uint l_3202_ = (l_3194_ >> 31u);
                                                                                        uint64_t l_3203_ = uint64_t(l_3202_);
                                                                                        uint64_t l_3204_ = (l_3203_ << uint(63uL));
                                                                                        uint64_t l_3205_ = (l_3201_ | l_3204_);
                                                                                        double l_3206_ = l_3205_;
                                                                                        l_mut_1514_ = l_3206_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6106 = l_mut_1514_;
                                                                            l_mut_1768_ = _e6106;
                                                                        } else {
                                                                            double l_3207_ = (l_3036_ - l_3039_);
                                                                            double l_3208_ = (l_3207_ * 7.1362384635298e44L);
                                                                            double l_3209_ = floor(l_3208_);
                                                                            double l_3210_ = (l_3209_ * 1.401298464324817e-45L);
                                                                            l_mut_1514_ = l_3210_;
                                                                            double l_3211_ = abs(l_3207_);
                                                                            bool l_3212_ = (l_3211_ >= 1.1754943508222875e-38L);
                                                                            if (l_3212_) {
                                                                                float l_3213_ = float(l_3207_);
                                                                                double l_3214_ = double(l_3213_);
                                                                                l_mut_1514_ = l_3214_;
                                                                                double _e6118 = l_mut_1514_;
                                                                                bool l_3215_ = (_e6118 > l_3207_);
                                                                                if (l_3215_) {
                                                                                    uint l_3216_ = asuint(l_3213_);
                                                                                    uint l_3217_ = (l_3216_ ^ 2147483648u);
                                                                                    float l_3218_ = asfloat(l_3217_);
                                                                                    uint l_3219_ = asuint(l_3218_);
                                                                                    uint l_3220_ = (l_3219_ + 1u);
                                                                                    l_mut_2530_ = l_3220_;
                                                                                    uint l_3221_ = (l_3219_ & 2147483647u);
                                                                                    bool l_3222_ = (l_3221_ == 0u);
                                                                                    if (l_3222_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3223_ = (l_3219_ & 2147483648u);
                                                                                        bool l_3224_ = (l_3223_ != 0u);
                                                                                        if (l_3224_) {
                                                                                            uint l_3225_ = (l_3219_ - 1u);
                                                                                            l_mut_2530_ = l_3225_;
                                                                                        } else {
                                                                                            bool l_3226_ = (l_3219_ == 2139095040u);
                                                                                            if (l_3226_) {
                                                                                                l_mut_2530_ = l_3219_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6140 = l_mut_2530_;
                                                                                    float l_3227_ = asfloat(_e6140);
                                                                                    uint l_3228_ = asuint(l_3227_);
                                                                                    uint l_3229_ = (l_3228_ ^ 2147483648u);
                                                                                    float l_3230_ = asfloat(l_3229_);
                                                                                    uint l_3231_ = asuint(l_3230_);
                                                                                    uint l_3232_ = (l_3231_ & 2147483647u);
                                                                                    float l_3233_ = asfloat(l_3232_);
                                                                                    double l_3234_ = double(l_3233_);
                                                                                    l_mut_1429_ = l_3234_;
                                                                                    bool l_3235_ = (l_3232_ < 8388608u);
                                                                                    if (l_3235_) {
                                                                                        double l_3236_ = double(l_3232_);
                                                                                        double l_3237_ = (l_3236_ * 1.401298464324817e-45L);
                                                                                        l_mut_1429_ = l_3237_;
                                                                                    }
                                                                                    double _e6156 = l_mut_1429_;
                                                                                    uint64_t l_3238_ = _e6156;
                                                                                    uint l_3239_ = (l_3231_ >> 31u);
                                                                                    uint64_t l_3240_ = uint64_t(l_3239_);
                                                                                    uint64_t l_3241_ = (l_3240_ << uint(63uL));
                                                                                    uint64_t l_3242_ = (l_3238_ | l_3241_);
                                                                                    double l_3243_ = l_3242_;
                                                                                    l_mut_1514_ = l_3243_;
                                                                                } else {
                                                                                    uint l_3244_ = asuint(l_3213_);
                                                                                    uint l_3245_ = (l_3244_ + 1u);
                                                                                    l_mut_2530_ = l_3245_;
                                                                                    uint l_3246_ = (l_3244_ & 2147483647u);
                                                                                    bool l_3247_ = (l_3246_ == 0u);
                                                                                    if (l_3247_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3248_ = (l_3244_ & 2147483648u);
                                                                                        bool l_3249_ = (l_3248_ != 0u);
                                                                                        if (l_3249_) {
                                                                                            uint l_3250_ = (l_3244_ - 1u);
                                                                                            l_mut_2530_ = l_3250_;
                                                                                        } else {
                                                                                            bool l_3251_ = (l_3244_ == 2139095040u);
                                                                                            if (l_3251_) {
                                                                                                l_mut_2530_ = l_3244_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6183 = l_mut_2530_;
                                                                                    float l_3252_ = asfloat(_e6183);
                                                                                    uint l_3253_ = asuint(l_3252_);
                                                                                    uint l_3254_ = (l_3253_ & 2147483647u);
                                                                                    float l_3255_ = asfloat(l_3254_);
                                                                                    double l_3256_ = double(l_3255_);
                                                                                    l_mut_1429_ = l_3256_;
                                                                                    bool l_3257_ = (l_3254_ < 8388608u);
                                                                                    if (l_3257_) {
                                                                                        double l_3258_ = double(l_3254_);
                                                                                        double l_3259_ = (l_3258_ * 1.401298464324817e-45L);
                                                                                        l_mut_1429_ = l_3259_;
                                                                                    }
                                                                                    double _e6195 = l_mut_1429_;
                                                                                    uint64_t l_3260_ = _e6195;
                                                                                    uint l_3261_ = (l_3253_ >> 31u);
                                                                                    uint64_t l_3262_ = uint64_t(l_3261_);
                                                                                    uint64_t l_3263_ = (l_3262_ << uint(63uL));
                                                                                    uint64_t l_3264_ = (l_3260_ | l_3263_);
                                                                                    double l_3265_ = l_3264_;
                                                                                    bool l_3266_ = (l_3265_ <= l_3207_);
                                                                                    if (l_3266_) {
                                                                                        uint l_3267_ = asuint(l_3213_);
                                                                                        uint l_3268_ = (l_3267_ + 1u);
                                                                                        l_mut_2530_ = l_3268_;
                                                                                        uint l_3269_ = (l_3267_ & 2147483647u);
                                                                                        bool l_3270_ = (l_3269_ == 0u);
                                                                                        if (l_3270_) {
                                                                                            l_mut_2530_ = 1u;
                                                                                        } else {
                                                                                            uint l_3271_ = (l_3267_ & 2147483648u);
                                                                                            bool l_3272_ = (l_3271_ != 0u);
                                                                                            if (l_3272_) {
                                                                                                uint l_3273_ = (l_3267_ - 1u);
                                                                                                l_mut_2530_ = l_3273_;
                                                                                            } else {
                                                                                                bool l_3274_ = (l_3267_ == 2139095040u);
                                                                                                if (l_3274_) {
                                                                                                    l_mut_2530_ = l_3267_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6223 = l_mut_2530_;
                                                                                        float l_3275_ = asfloat(_e6223);
                                                                                        uint l_3276_ = asuint(l_3275_);
                                                                                        uint l_3277_ = (l_3276_ & 2147483647u);
                                                                                        float l_3278_ = asfloat(l_3277_);
                                                                                        double l_3279_ = double(l_3278_);
                                                                                        l_mut_1429_ = l_3279_;
                                                                                        bool l_3280_ = (l_3277_ < 8388608u);
                                                                                        if (l_3280_) {
                                                                                            double l_3281_ = double(l_3277_);
                                                                                            double l_3282_ = (l_3281_ * 1.401298464324817e-45L);
                                                                                            l_mut_1429_ = l_3282_;
                                                                                        }
                                                                                        double _e6235 = l_mut_1429_;
                                                                                        uint64_t l_3283_ = _e6235;
                                                                                        uint l_3284_ = (l_3276_ >> 31u);
                                                                                        uint64_t l_3285_ = uint64_t(l_3284_);
                                                                                        uint64_t l_3286_ = (l_3285_ << uint(63uL));
                                                                                        uint64_t l_3287_ = (l_3283_ | l_3286_);
                                                                                        double l_3288_ = l_3287_;
                                                                                        l_mut_1514_ = l_3288_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6246 = l_mut_1514_;
                                                                            l_mut_1768_ = _e6246;
                                                                        }
                                                                        double _e6247 = l_mut_219_;
                                                                        double l_3289_ = (_e6247 + l_178_);
                                                                        double l_3290_ = abs(l_3289_);
                                                                        double l_3291_ = (l_3290_ * 2.220446049250313e-16L);
                                                                        double l_3292_ = (l_1394_ + l_3291_);
                                                                        double l_3293_ = (l_3289_ + l_3292_);
                                                                        double l_3294_ = -(l_3293_);
                                                                        double l_3295_ = (l_3294_ * 7.1362384635298e44L);
                                                                        double l_3296_ = floor(l_3295_);
                                                                        double l_3297_ = (l_3296_ * 1.401298464324817e-45L);
                                                                        l_mut_1514_ = l_3297_;
                                                                        double l_3298_ = abs(l_3294_);
                                                                        bool l_3299_ = (l_3298_ >= 1.1754943508222875e-38L);
                                                                        if (l_3299_) {
                                                                            float l_3300_ = float(l_3294_);
                                                                            double l_3301_ = double(l_3300_);
                                                                            l_mut_1514_ = l_3301_;
                                                                            double _e6265 = l_mut_1514_;
                                                                            bool l_3302_ = (_e6265 > l_3294_);
                                                                            if (l_3302_) {
                                                                                uint l_3303_ = asuint(l_3300_);
                                                                                uint l_3304_ = (l_3303_ ^ 2147483648u);
                                                                                float l_3305_ = asfloat(l_3304_);
                                                                                uint l_3306_ = asuint(l_3305_);
                                                                                uint l_3307_ = (l_3306_ + 1u);
                                                                                l_mut_2530_ = l_3307_;
                                                                                uint l_3308_ = (l_3306_ & 2147483647u);
                                                                                bool l_3309_ = (l_3308_ == 0u);
                                                                                if (l_3309_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_3310_ = (l_3306_ & 2147483648u);
                                                                                    bool l_3311_ = (l_3310_ != 0u);
                                                                                    if (l_3311_) {
                                                                                        uint l_3312_ = (l_3306_ - 1u);
                                                                                        l_mut_2530_ = l_3312_;
                                                                                    } else {
                                                                                        bool l_3313_ = (l_3306_ == 2139095040u);
                                                                                        if (l_3313_) {
                                                                                            l_mut_2530_ = l_3306_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6287 = l_mut_2530_;
                                                                                float l_3314_ = asfloat(_e6287);
                                                                                uint l_3315_ = asuint(l_3314_);
                                                                                uint l_3316_ = (l_3315_ ^ 2147483648u);
                                                                                float l_3317_ = asfloat(l_3316_);
                                                                                uint l_3318_ = asuint(l_3317_);
                                                                                uint l_3319_ = (l_3318_ & 2147483647u);
                                                                                float l_3320_ = asfloat(l_3319_);
                                                                                double l_3321_ = double(l_3320_);
                                                                                l_mut_1429_ = l_3321_;
                                                                                bool l_3322_ = (l_3319_ < 8388608u);
                                                                                if (l_3322_) {
                                                                                    double l_3323_ = double(l_3319_);
                                                                                    double l_3324_ = (l_3323_ * 1.401298464324817e-45L);
                                                                                    l_mut_1429_ = l_3324_;
                                                                                }
                                                                                double _e6303 = l_mut_1429_;
                                                                                uint64_t l_3325_ = _e6303;
                                                                                uint l_3326_ = (l_3318_ >> 31u);
                                                                                uint64_t l_3327_ = uint64_t(l_3326_);
                                                                                uint64_t l_3328_ = (l_3327_ << uint(63uL));
                                                                                uint64_t l_3329_ = (l_3325_ | l_3328_);
                                                                                double l_3330_ = l_3329_;
                                                                                l_mut_1514_ = l_3330_;
                                                                            } else {
                                                                                uint l_3331_ = asuint(l_3300_);
                                                                                uint l_3332_ = (l_3331_ + 1u);
                                                                                l_mut_2530_ = l_3332_;
                                                                                uint l_3333_ = (l_3331_ & 2147483647u);
                                                                                bool l_3334_ = (l_3333_ == 0u);
                                                                                if (l_3334_) {
                                                                                    l_mut_2530_ = 1u;
                                                                                } else {
                                                                                    uint l_3335_ = (l_3331_ & 2147483648u);
                                                                                    bool l_3336_ = (l_3335_ != 0u);
                                                                                    if (l_3336_) {
                                                                                        uint l_3337_ = (l_3331_ - 1u);
                                                                                        l_mut_2530_ = l_3337_;
                                                                                    } else {
                                                                                        bool l_3338_ = (l_3331_ == 2139095040u);
                                                                                        if (l_3338_) {
                                                                                            l_mut_2530_ = l_3331_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6330 = l_mut_2530_;
                                                                                float l_3339_ = asfloat(_e6330);
                                                                                uint l_3340_ = asuint(l_3339_);
                                                                                uint l_3341_ = (l_3340_ & 2147483647u);
                                                                                float l_3342_ = asfloat(l_3341_);
                                                                                double l_3343_ = double(l_3342_);
                                                                                l_mut_1429_ = l_3343_;
                                                                                bool l_3344_ = (l_3341_ < 8388608u);
                                                                                if (l_3344_) {
                                                                                    double l_3345_ = double(l_3341_);
                                                                                    double l_3346_ = (l_3345_ * 1.401298464324817e-45L);
                                                                                    l_mut_1429_ = l_3346_;
                                                                                }
                                                                                double _e6342 = l_mut_1429_;
                                                                                uint64_t l_3347_ = _e6342;
                                                                                uint l_3348_ = (l_3340_ >> 31u);
                                                                                uint64_t l_3349_ = uint64_t(l_3348_);
                                                                                uint64_t l_3350_ = (l_3349_ << uint(63uL));
                                                                                uint64_t l_3351_ = (l_3347_ | l_3350_);
                                                                                double l_3352_ = l_3351_;
                                                                                bool l_3353_ = (l_3352_ <= l_3294_);
                                                                                if (l_3353_) {
                                                                                    uint l_3354_ = asuint(l_3300_);
                                                                                    uint l_3355_ = (l_3354_ + 1u);
                                                                                    l_mut_2530_ = l_3355_;
                                                                                    uint l_3356_ = (l_3354_ & 2147483647u);
                                                                                    bool l_3357_ = (l_3356_ == 0u);
                                                                                    if (l_3357_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3358_ = (l_3354_ & 2147483648u);
                                                                                        bool l_3359_ = (l_3358_ != 0u);
                                                                                        if (l_3359_) {
                                                                                            uint l_3360_ = (l_3354_ - 1u);
                                                                                            l_mut_2530_ = l_3360_;
                                                                                        } else {
                                                                                            bool l_3361_ = (l_3354_ == 2139095040u);
                                                                                            if (l_3361_) {
                                                                                                l_mut_2530_ = l_3354_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6370 = l_mut_2530_;
                                                                                    float l_3362_ = asfloat(_e6370);
                                                                                    uint l_3363_ = asuint(l_3362_);
                                                                                    uint l_3364_ = (l_3363_ & 2147483647u);
                                                                                    float l_3365_ = asfloat(l_3364_);
                                                                                    double l_3366_ = double(l_3365_);
                                                                                    l_mut_1429_ = l_3366_;
                                                                                    bool l_3367_ = (l_3364_ < 8388608u);
                                                                                    if (l_3367_) {
                                                                                        double l_3368_ = double(l_3364_);
                                                                                        double l_3369_ = (l_3368_ * 1.401298464324817e-45L);
                                                                                        l_mut_1429_ = l_3369_;
                                                                                    }
                                                                                    double _e6382 = l_mut_1429_;
                                                                                    uint64_t l_3370_ = _e6382;
                                                                                    uint l_3371_ = (l_3363_ >> 31u);
                                                                                    uint64_t l_3372_ = uint64_t(l_3371_);
                                                                                    uint64_t l_3373_ = (l_3372_ << uint(63uL));
                                                                                    uint64_t l_3374_ = (l_3370_ | l_3373_);
                                                                                    double l_3375_ = l_3374_;
                                                                                    l_mut_1514_ = l_3375_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e6393 = l_mut_1514_;
                                                                        double l_3376_ = -(_e6393);
                                                                        l_mut_1514_ = l_3376_;
                                                                        if (false) {
                                                                            local_96 = false;
                                                                        } else {
                                                                            local_96 = false;
                                                                        }
                                                                        bool l_3377_ = local_96;
                                                                        if (l_3377_) {
                                                                            double l_3378_ = (l_3289_ + l_3292_);
                                                                            double l_3379_ = (l_3378_ * 7.1362384635298e44L);
                                                                            double l_3380_ = floor(l_3379_);
                                                                            double l_3381_ = (l_3380_ * 1.401298464324817e-45L);
                                                                            l_mut_1429_ = l_3381_;
                                                                            double l_3382_ = abs(l_3378_);
                                                                            bool l_3383_ = (l_3382_ >= 1.1754943508222875e-38L);
                                                                            if (l_3383_) {
                                                                                float l_3384_ = float(l_3378_);
                                                                                double l_3385_ = double(l_3384_);
                                                                                l_mut_1429_ = l_3385_;
                                                                                double _e6412 = l_mut_1429_;
                                                                                bool l_3386_ = (_e6412 > l_3378_);
                                                                                if (l_3386_) {
                                                                                    uint l_3387_ = asuint(l_3384_);
                                                                                    uint l_3388_ = (l_3387_ ^ 2147483648u);
                                                                                    float l_3389_ = asfloat(l_3388_);
                                                                                    uint l_3390_ = asuint(l_3389_);
                                                                                    uint l_3391_ = (l_3390_ + 1u);
                                                                                    l_mut_2530_ = l_3391_;
                                                                                    uint l_3392_ = (l_3390_ & 2147483647u);
                                                                                    bool l_3393_ = (l_3392_ == 0u);
                                                                                    if (l_3393_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3394_ = (l_3390_ & 2147483648u);
                                                                                        bool l_3395_ = (l_3394_ != 0u);
                                                                                        if (l_3395_) {
                                                                                            uint l_3396_ = (l_3390_ - 1u);
                                                                                            l_mut_2530_ = l_3396_;
                                                                                        } else {
                                                                                            bool l_3397_ = (l_3390_ == 2139095040u);
                                                                                            if (l_3397_) {
                                                                                                l_mut_2530_ = l_3390_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6434 = l_mut_2530_;
                                                                                    float l_3398_ = asfloat(_e6434);
                                                                                    uint l_3399_ = asuint(l_3398_);
                                                                                    uint l_3400_ = (l_3399_ ^ 2147483648u);
                                                                                    float l_3401_ = asfloat(l_3400_);
                                                                                    uint l_3402_ = asuint(l_3401_);
                                                                                    uint l_3403_ = (l_3402_ & 2147483647u);
                                                                                    float l_3404_ = asfloat(l_3403_);
                                                                                    double l_3405_ = double(l_3404_);
                                                                                    l_mut_1404_ = l_3405_;
                                                                                    bool l_3406_ = (l_3403_ < 8388608u);
                                                                                    if (l_3406_) {
                                                                                        double l_3407_ = double(l_3403_);
                                                                                        double l_3408_ = (l_3407_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_3408_;
                                                                                    }
                                                                                    double _e6450 = l_mut_1404_;
                                                                                    uint64_t l_3409_ = _e6450;
                                                                                    uint l_3410_ = (l_3402_ >> 31u);
                                                                                    uint64_t l_3411_ = uint64_t(l_3410_);
                                                                                    uint64_t l_3412_ = (l_3411_ << uint(63uL));
                                                                                    uint64_t l_3413_ = (l_3409_ | l_3412_);
                                                                                    double l_3414_ = l_3413_;
                                                                                    l_mut_1429_ = l_3414_;
                                                                                } else {
                                                                                    uint l_3415_ = asuint(l_3384_);
                                                                                    uint l_3416_ = (l_3415_ + 1u);
                                                                                    l_mut_2530_ = l_3416_;
                                                                                    uint l_3417_ = (l_3415_ & 2147483647u);
                                                                                    bool l_3418_ = (l_3417_ == 0u);
                                                                                    if (l_3418_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3419_ = (l_3415_ & 2147483648u);
                                                                                        bool l_3420_ = (l_3419_ != 0u);
                                                                                        if (l_3420_) {
                                                                                            uint l_3421_ = (l_3415_ - 1u);
                                                                                            l_mut_2530_ = l_3421_;
                                                                                        } else {
                                                                                            bool l_3422_ = (l_3415_ == 2139095040u);
                                                                                            if (l_3422_) {
                                                                                                l_mut_2530_ = l_3415_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e6477 = l_mut_2530_;
                                                                                    float l_3423_ = asfloat(_e6477);
                                                                                    uint l_3424_ = asuint(l_3423_);
                                                                                    uint l_3425_ = (l_3424_ & 2147483647u);
                                                                                    float l_3426_ = asfloat(l_3425_);
                                                                                    double l_3427_ = double(l_3426_);
                                                                                    l_mut_1404_ = l_3427_;
                                                                                    bool l_3428_ = (l_3425_ < 8388608u);
                                                                                    if (l_3428_) {
                                                                                        double l_3429_ = double(l_3425_);
                                                                                        double l_3430_ = (l_3429_ * 1.401298464324817e-45L);
                                                                                        l_mut_1404_ = l_3430_;
                                                                                    }
                                                                                    double _e6489 = l_mut_1404_;
                                                                                    uint64_t l_3431_ = _e6489;
                                                                                    uint l_3432_ = (l_3424_ >> 31u);
                                                                                    uint64_t l_3433_ = uint64_t(l_3432_);
                                                                                    uint64_t l_3434_ = (l_3433_ << uint(63uL));
                                                                                    uint64_t l_3435_ = (l_3431_ | l_3434_);
                                                                                    double l_3436_ = l_3435_;
                                                                                    bool l_3437_ = (l_3436_ <= l_3378_);
                                                                                    if (l_3437_) {
                                                                                        uint l_3438_ = asuint(l_3384_);
                                                                                        uint l_3439_ = (l_3438_ + 1u);
                                                                                        l_mut_2530_ = l_3439_;
                                                                                        uint l_3440_ = (l_3438_ & 2147483647u);
                                                                                        bool l_3441_ = (l_3440_ == 0u);
                                                                                        if (l_3441_) {
                                                                                            l_mut_2530_ = 1u;
                                                                                        } else {
                                                                                            uint l_3442_ = (l_3438_ & 2147483648u);
                                                                                            bool l_3443_ = (l_3442_ != 0u);
                                                                                            if (l_3443_) {
                                                                                                uint l_3444_ = (l_3438_ - 1u);
                                                                                                l_mut_2530_ = l_3444_;
                                                                                            } else {
                                                                                                bool l_3445_ = (l_3438_ == 2139095040u);
                                                                                                if (l_3445_) {
                                                                                                    l_mut_2530_ = l_3438_;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        uint _e6517 = l_mut_2530_;
                                                                                        float l_3446_ = asfloat(_e6517);
                                                                                        uint l_3447_ = asuint(l_3446_);
                                                                                        uint l_3448_ = (l_3447_ & 2147483647u);
                                                                                        float l_3449_ = asfloat(l_3448_);
                                                                                        double l_3450_ = double(l_3449_);
                                                                                        l_mut_1404_ = l_3450_;
                                                                                        bool l_3451_ = (l_3448_ < 8388608u);
                                                                                        if (l_3451_) {
                                                                                            double l_3452_ = double(l_3448_);
                                                                                            double l_3453_ = (l_3452_ * 1.401298464324817e-45L);
                                                                                            l_mut_1404_ = l_3453_;
                                                                                        }
                                                                                        double _e6529 = l_mut_1404_;
                                                                                        uint64_t l_3454_ = _e6529;
                                                                                        uint l_3455_ = (l_3447_ >> 31u);
                                                                                        uint64_t l_3456_ = uint64_t(l_3455_);
                                                                                        uint64_t l_3457_ = (l_3456_ << uint(63uL));
                                                                                        uint64_t l_3458_ = (l_3454_ | l_3457_);
                                                                                        double l_3459_ = l_3458_;
                                                                                        l_mut_1429_ = l_3459_;
                                                                                    }
                                                                                }
                                                                            }
                                                                            double _e6540 = l_mut_1429_;
                                                                            l_mut_1514_ = _e6540;
                                                                        }
                                                                        l_mut_2530_ = 0u;
                                                                        double _e6542 = l_mut_1768_;
                                                                        bool l_3460_ = (_e6542 <= 0.0L);
                                                                        double _e6545 = l_mut_1514_;
                                                                        bool l_3461_ = (_e6545 >= 0.0L);
                                                                        if (l_3460_) {
                                                                            local_97 = l_3461_;
                                                                        } else {
                                                                            local_97 = false;
                                                                        }
                                                                        bool l_3462_ = local_97;
                                                                        bool l_3463_ = !(l_3462_);
                                                                        if (l_3463_) {
                                                                            double _e6553 = l_mut_2278_;
                                                                            double _e6554 = l_mut_1768_;
                                                                            double l_3465_ = (_e6553 / _e6554);
                                                                            double _e6556 = l_mut_2278_;
                                                                            double _e6557 = l_mut_1514_;
                                                                            double l_3466_ = (_e6556 / _e6557);
                                                                            double _e6559 = l_mut_2024_;
                                                                            double _e6560 = l_mut_1768_;
                                                                            double l_3467_ = (_e6559 / _e6560);
                                                                            double _e6562 = l_mut_2024_;
                                                                            double _e6563 = l_mut_1514_;
                                                                            double l_3468_ = (_e6562 / _e6563);
                                                                            a_3464_[0] = l_3465_;
                                                                            a_3464_[1] = l_3465_;
                                                                            double l_3469_ = a_3464_[0];
                                                                            bool l_3470_ = (l_3466_ < l_3469_);
                                                                            if (l_3470_) {
                                                                                a_3464_[0] = l_3466_;
                                                                            }
                                                                            double l_3471_ = a_3464_[0];
                                                                            bool l_3472_ = (l_3467_ < l_3471_);
                                                                            if (l_3472_) {
                                                                                a_3464_[0] = l_3467_;
                                                                            }
                                                                            double l_3473_ = a_3464_[0];
                                                                            bool l_3474_ = (l_3468_ < l_3473_);
                                                                            if (l_3474_) {
                                                                                a_3464_[0] = l_3468_;
                                                                            }
                                                                            double l_3475_ = a_3464_[1];
                                                                            bool l_3476_ = (l_3466_ > l_3475_);
                                                                            if (l_3476_) {
                                                                                a_3464_[1] = l_3466_;
                                                                            }
                                                                            double l_3477_ = a_3464_[1];
                                                                            bool l_3478_ = (l_3467_ > l_3477_);
                                                                            if (l_3478_) {
                                                                                a_3464_[1] = l_3467_;
                                                                            }
                                                                            double l_3479_ = a_3464_[1];
                                                                            bool l_3480_ = (l_3468_ > l_3479_);
                                                                            if (l_3480_) {
                                                                                a_3464_[1] = l_3468_;
                                                                            }
                                                                            double l_3481_ = a_3464_[0];
                                                                            double l_3482_ = abs(l_3481_);
                                                                            double _e6594 = l_mut_45_;
                                                                            double l_3483_ = (l_3482_ * _e6594);
                                                                            double l_3484_ = a_3464_[1];
                                                                            double l_3485_ = abs(l_3484_);
                                                                            double _e6599 = l_mut_45_;
                                                                            double l_3486_ = (l_3485_ * _e6599);
                                                                            l_mut_2530_ = 2u;
                                                                            double l_3487_ = a_3464_[0];
                                                                            double l_3488_ = (l_3487_ - l_3483_);
                                                                            double l_3489_ = abs(l_3488_);
                                                                            l_mut_2278_ = 1.401298464324817e-45L;
                                                                            bool l_3490_ = (l_3489_ >= 1.1754943508222875e-38L);
                                                                            bool l_3491_ = (l_3489_ <= 1.7976931348623157e308L);
                                                                            if (l_3490_) {
                                                                                local_98 = l_3491_;
                                                                            } else {
                                                                                local_98 = false;
                                                                            }
                                                                            bool l_3492_ = local_98;
                                                                            if (l_3492_) {
                                                                                uint64_t l_3493_ = l_3489_;
                                                                                uint64_t l_3494_ = (l_3493_ >> uint(52uL));
                                                                                uint64_t l_3495_ = (l_3494_ - 23uL);
                                                                                uint64_t l_3496_ = (l_3495_ << uint(52uL));
                                                                                double l_3497_ = l_3496_;
                                                                                l_mut_2278_ = l_3497_;
                                                                            }
                                                                            double l_3498_ = (l_3487_ + l_3483_);
                                                                            double l_3499_ = abs(l_3498_);
                                                                            l_mut_2024_ = 1.401298464324817e-45L;
                                                                            bool l_3500_ = (l_3499_ >= 1.1754943508222875e-38L);
                                                                            bool l_3501_ = (l_3499_ <= 1.7976931348623157e308L);
                                                                            if (l_3500_) {
                                                                                local_99 = l_3501_;
                                                                            } else {
                                                                                local_99 = false;
                                                                            }
                                                                            bool l_3502_ = local_99;
                                                                            if (l_3502_) {
                                                                                uint64_t l_3503_ = l_3499_;
                                                                                uint64_t l_3504_ = (l_3503_ >> uint(52uL));
                                                                                uint64_t l_3505_ = (l_3504_ - 23uL);
                                                                                uint64_t l_3506_ = (l_3505_ << uint(52uL));
                                                                                double l_3507_ = l_3506_;
                                                                                l_mut_2024_ = l_3507_;
                                                                            }
                                                                            double _e6650 = l_mut_2278_;
                                                                            double _e6651 = l_mut_2024_;
                                                                            bool l_3508_ = (_e6650 == _e6651);
                                                                            double l_3509_ = a_3464_[1];
                                                                            double l_3510_ = (l_3509_ - l_3486_);
                                                                            double l_3511_ = abs(l_3510_);
                                                                            l_mut_2278_ = 1.401298464324817e-45L;
                                                                            bool l_3512_ = (l_3511_ >= 1.1754943508222875e-38L);
                                                                            bool l_3513_ = (l_3511_ <= 1.7976931348623157e308L);
                                                                            if (l_3512_) {
                                                                                local_100 = l_3513_;
                                                                            } else {
                                                                                local_100 = false;
                                                                            }
                                                                            bool l_3514_ = local_100;
                                                                            if (l_3514_) {
                                                                                uint64_t l_3515_ = l_3511_;
                                                                                uint64_t l_3516_ = (l_3515_ >> uint(52uL));
                                                                                uint64_t l_3517_ = (l_3516_ - 23uL);
                                                                                uint64_t l_3518_ = (l_3517_ << uint(52uL));
                                                                                double l_3519_ = l_3518_;
                                                                                l_mut_2278_ = l_3519_;
                                                                            }
                                                                            double l_3520_ = (l_3509_ + l_3486_);
                                                                            double l_3521_ = abs(l_3520_);
                                                                            l_mut_2024_ = 1.401298464324817e-45L;
                                                                            bool l_3522_ = (l_3521_ >= 1.1754943508222875e-38L);
                                                                            bool l_3523_ = (l_3521_ <= 1.7976931348623157e308L);
                                                                            if (l_3522_) {
                                                                                local_101 = l_3523_;
                                                                            } else {
                                                                                local_101 = false;
                                                                            }
                                                                            bool l_3524_ = local_101;
                                                                            if (l_3524_) {
                                                                                uint64_t l_3525_ = l_3521_;
                                                                                uint64_t l_3526_ = (l_3525_ >> uint(52uL));
                                                                                uint64_t l_3527_ = (l_3526_ - 23uL);
                                                                                uint64_t l_3528_ = (l_3527_ << uint(52uL));
                                                                                double l_3529_ = l_3528_;
                                                                                l_mut_2024_ = l_3529_;
                                                                            }
                                                                            double _e6701 = l_mut_2278_;
                                                                            double _e6702 = l_mut_2024_;
                                                                            bool l_3530_ = (_e6701 == _e6702);
                                                                            if (l_3508_) {
                                                                                local_102 = l_3530_;
                                                                            } else {
                                                                                local_102 = false;
                                                                            }
                                                                            bool l_3531_ = local_102;
                                                                            if (l_3531_) {
                                                                                double l_3532_ = a_3464_[0];
                                                                                double l_3533_ = a_3464_[0];
                                                                                double l_3534_ = abs(l_3533_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_3535_ = (l_3534_ >= 1.1754943508222875e-38L);
                                                                                bool l_3536_ = (l_3534_ <= 1.7976931348623157e308L);
                                                                                if (l_3535_) {
                                                                                    local_103 = l_3536_;
                                                                                } else {
                                                                                    local_103 = false;
                                                                                }
                                                                                bool l_3537_ = local_103;
                                                                                if (l_3537_) {
                                                                                    uint64_t l_3538_ = l_3534_;
                                                                                    uint64_t l_3539_ = (l_3538_ >> uint(52uL));
                                                                                    uint64_t l_3540_ = (l_3539_ - 23uL);
                                                                                    uint64_t l_3541_ = (l_3540_ << uint(52uL));
                                                                                    double l_3542_ = l_3541_;
                                                                                    l_mut_2278_ = l_3542_;
                                                                                }
                                                                                double _e6734 = l_mut_2278_;
                                                                                double l_3543_ = (l_181_ * _e6734);
                                                                                double l_3544_ = (l_3532_ - l_3543_);
                                                                                double l_3545_ = a_3464_[1];
                                                                                double l_3546_ = a_3464_[1];
                                                                                double l_3547_ = abs(l_3546_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_3548_ = (l_3547_ >= 1.1754943508222875e-38L);
                                                                                bool l_3549_ = (l_3547_ <= 1.7976931348623157e308L);
                                                                                if (l_3548_) {
                                                                                    local_104 = l_3549_;
                                                                                } else {
                                                                                    local_104 = false;
                                                                                }
                                                                                bool l_3550_ = local_104;
                                                                                if (l_3550_) {
                                                                                    uint64_t l_3551_ = l_3547_;
                                                                                    uint64_t l_3552_ = (l_3551_ >> uint(52uL));
                                                                                    uint64_t l_3553_ = (l_3552_ - 23uL);
                                                                                    uint64_t l_3554_ = (l_3553_ << uint(52uL));
                                                                                    double l_3555_ = l_3554_;
                                                                                    l_mut_2278_ = l_3555_;
                                                                                }
                                                                                double _e6763 = l_mut_2278_;
                                                                                double l_3556_ = (l_181_ * _e6763);
                                                                                double l_3557_ = (l_3545_ + l_3556_);
                                                                                float _e6766 = l_mut_25_;
                                                                                uint l_3558_ = asuint(_e6766);
                                                                                uint l_3559_ = (l_3558_ & 2147483647u);
                                                                                float l_3560_ = asfloat(l_3559_);
                                                                                double l_3561_ = double(l_3560_);
                                                                                l_mut_2278_ = l_3561_;
                                                                                bool l_3562_ = (l_3559_ < 8388608u);
                                                                                if (l_3562_) {
                                                                                    double l_3563_ = double(l_3559_);
                                                                                    double l_3564_ = (l_3563_ * 1.401298464324817e-45L);
                                                                                    l_mut_2278_ = l_3564_;
                                                                                }
                                                                                double _e6777 = l_mut_2278_;
                                                                                uint64_t l_3565_ = _e6777;
                                                                                uint l_3566_ = (l_3558_ >> 31u);
                                                                                uint64_t l_3567_ = uint64_t(l_3566_);
                                                                                uint64_t l_3568_ = (l_3567_ << uint(63uL));
                                                                                uint64_t l_3569_ = (l_3565_ | l_3568_);
                                                                                double l_3570_ = l_3569_;
                                                                                float _e6788 = l_mut_25_;
                                                                                uint l_3571_ = asuint(_e6788);
                                                                                uint l_3572_ = (l_3571_ + 1u);
                                                                                l_mut_3573_ = l_3572_;
                                                                                uint l_3574_ = (l_3571_ & 2147483647u);
                                                                                bool l_3575_ = (l_3574_ == 0u);
                                                                                if (l_3575_) {
                                                                                    l_mut_3573_ = 1u;
                                                                                } else {
                                                                                    uint l_3576_ = (l_3571_ & 2147483648u);
                                                                                    bool l_3577_ = (l_3576_ != 0u);
                                                                                    if (l_3577_) {
                                                                                        uint l_3578_ = (l_3571_ - 1u);
                                                                                        l_mut_3573_ = l_3578_;
                                                                                    } else {
                                                                                        bool l_3579_ = (l_3571_ == 2139095040u);
                                                                                        if (l_3579_) {
                                                                                            l_mut_3573_ = l_3571_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6805 = l_mut_3573_;
                                                                                float l_3580_ = asfloat(_e6805);
                                                                                uint l_3581_ = asuint(l_3580_);
                                                                                uint l_3582_ = (l_3581_ & 2147483647u);
                                                                                float l_3583_ = asfloat(l_3582_);
                                                                                double l_3584_ = double(l_3583_);
                                                                                l_mut_2278_ = l_3584_;
                                                                                bool l_3585_ = (l_3582_ < 8388608u);
                                                                                if (l_3585_) {
                                                                                    double l_3586_ = double(l_3582_);
                                                                                    double l_3587_ = (l_3586_ * 1.401298464324817e-45L);
                                                                                    l_mut_2278_ = l_3587_;
                                                                                }
                                                                                double _e6817 = l_mut_2278_;
                                                                                uint64_t l_3588_ = _e6817;
                                                                                uint l_3589_ = (l_3581_ >> 31u);
                                                                                uint64_t l_3590_ = uint64_t(l_3589_);
                                                                                uint64_t l_3591_ = (l_3590_ << uint(63uL));
                                                                                uint64_t l_3592_ = (l_3588_ | l_3591_);
                                                                                double l_3593_ = l_3592_;
                                                                                float _e6828 = l_mut_25_;
                                                                                uint l_3594_ = asuint(_e6828);
                                                                                uint l_3595_ = (l_3594_ ^ 2147483648u);
                                                                                float l_3596_ = asfloat(l_3595_);
                                                                                uint l_3597_ = asuint(l_3596_);
                                                                                uint l_3598_ = (l_3597_ + 1u);
                                                                                l_mut_3573_ = l_3598_;
                                                                                uint l_3599_ = (l_3597_ & 2147483647u);
                                                                                bool l_3600_ = (l_3599_ == 0u);
                                                                                if (l_3600_) {
                                                                                    l_mut_3573_ = 1u;
                                                                                } else {
                                                                                    uint l_3601_ = (l_3597_ & 2147483648u);
                                                                                    bool l_3602_ = (l_3601_ != 0u);
                                                                                    if (l_3602_) {
                                                                                        uint l_3603_ = (l_3597_ - 1u);
                                                                                        l_mut_3573_ = l_3603_;
                                                                                    } else {
                                                                                        bool l_3604_ = (l_3597_ == 2139095040u);
                                                                                        if (l_3604_) {
                                                                                            l_mut_3573_ = l_3597_;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6849 = l_mut_3573_;
                                                                                float l_3605_ = asfloat(_e6849);
                                                                                uint l_3606_ = asuint(l_3605_);
                                                                                uint l_3607_ = (l_3606_ ^ 2147483648u);
                                                                                float l_3608_ = asfloat(l_3607_);
                                                                                uint l_3609_ = asuint(l_3608_);
                                                                                uint l_3610_ = (l_3609_ & 2147483647u);
                                                                                float l_3611_ = asfloat(l_3610_);
                                                                                double l_3612_ = double(l_3611_);
                                                                                l_mut_2278_ = l_3612_;
                                                                                bool l_3613_ = (l_3610_ < 8388608u);
                                                                                if (l_3613_) {
                                                                                    double l_3614_ = double(l_3610_);
                                                                                    double l_3615_ = (l_3614_ * 1.401298464324817e-45L);
                                                                                    l_mut_2278_ = l_3615_;
                                                                                }
                                                                                double _e6865 = l_mut_2278_;
                                                                                uint64_t l_3616_ = _e6865;
                                                                                uint l_3617_ = (l_3609_ >> 31u);
                                                                                uint64_t l_3618_ = uint64_t(l_3617_);
                                                                                uint64_t l_3619_ = (l_3618_ << uint(63uL));
                                                                                uint64_t l_3620_ = (l_3616_ | l_3619_);
                                                                                double l_3621_ = l_3620_;
                                                                                double l_3622_ = (l_3544_ + l_3483_);
                                                                                bool l_3623_ = (l_3622_ <= l_3570_);
                                                                                l_mut_308_ = l_3623_;
                                                                                double l_3624_ = (l_3544_ - l_3483_);
                                                                                bool l_3625_ = (l_3624_ > l_3570_);
                                                                                l_mut_305_ = l_3625_;
                                                                                double l_3626_ = (l_3557_ - l_3486_);
                                                                                bool l_3627_ = (l_3626_ >= l_3570_);
                                                                                l_mut_302_ = l_3627_;
                                                                                double l_3628_ = (l_3557_ + l_3486_);
                                                                                bool l_3629_ = (l_3628_ < l_3570_);
                                                                                l_mut_299_ = l_3629_;
                                                                                double l_3630_ = (l_3544_ + l_3483_);
                                                                                bool l_3631_ = (l_3630_ < l_3593_);
                                                                                l_mut_308_ = l_3631_;
                                                                                double l_3632_ = (l_3544_ - l_3483_);
                                                                                bool l_3633_ = (l_3632_ >= l_3593_);
                                                                                l_mut_305_ = l_3633_;
                                                                                double l_3634_ = (l_3557_ - l_3486_);
                                                                                bool l_3635_ = (l_3634_ > l_3621_);
                                                                                l_mut_302_ = l_3635_;
                                                                                double l_3636_ = (l_3557_ + l_3486_);
                                                                                bool l_3637_ = (l_3636_ <= l_3621_);
                                                                                l_mut_299_ = l_3637_;
                                                                                l_mut_3573_ = 2u;
                                                                                bool _e6893 = l_mut_305_;
                                                                                if (!(_e6893)) {
                                                                                    bool _e6897 = l_mut_299_;
                                                                                    local_105 = _e6897;
                                                                                } else {
                                                                                    local_105 = true;
                                                                                }
                                                                                bool l_3638_ = local_105;
                                                                                if (l_3638_) {
                                                                                    l_mut_3573_ = 1u;
                                                                                } else {
                                                                                    bool _e6901 = l_mut_308_;
                                                                                    if (_e6901) {
                                                                                        bool _e6904 = l_mut_302_;
                                                                                        local_106 = _e6904;
                                                                                    } else {
                                                                                        local_106 = false;
                                                                                    }
                                                                                    bool l_3639_ = local_106;
                                                                                    if (l_3639_) {
                                                                                        l_mut_3573_ = 0u;
                                                                                    }
                                                                                }
                                                                                float _e6908 = l_mut_25_;
                                                                                uint l_3640_ = asuint(_e6908);
                                                                                uint l_3641_ = (l_3640_ & 2147483647u);
                                                                                bool l_3642_ = (l_3641_ == 0u);
                                                                                if (l_3642_) {
                                                                                    double l_3643_ = (l_3544_ + l_3483_);
                                                                                    bool l_3644_ = (l_3643_ < 1.1754943508222875e-38L);
                                                                                    double l_3645_ = (l_3557_ - l_3486_);
                                                                                    bool l_3646_ = (l_3645_ > -1.1754943508222875e-38L);
                                                                                    if (l_3644_) {
                                                                                        local_107 = l_3646_;
                                                                                    } else {
                                                                                        local_107 = false;
                                                                                    }
                                                                                    bool l_3647_ = local_107;
                                                                                    double l_3648_ = (l_3544_ - l_3483_);
                                                                                    bool l_3649_ = (l_3648_ < 1.1754943508222875e-38L);
                                                                                    double l_3650_ = (l_3557_ + l_3486_);
                                                                                    bool l_3651_ = (l_3650_ > -1.1754943508222875e-38L);
                                                                                    if (l_3649_) {
                                                                                        local_108 = l_3651_;
                                                                                    } else {
                                                                                        local_108 = false;
                                                                                    }
                                                                                    bool l_3652_ = local_108;
                                                                                    if (l_3647_) {
                                                                                        l_mut_3573_ = 0u;
                                                                                    } else {
                                                                                        uint _e6935 = l_mut_3573_;
                                                                                        bool l_3653_ = (_e6935 == 1u);
                                                                                        if (l_3652_) {
                                                                                            local_109 = l_3653_;
                                                                                        } else {
                                                                                            local_109 = false;
                                                                                        }
                                                                                        bool l_3654_ = local_109;
                                                                                        if (l_3654_) {
                                                                                            l_mut_3573_ = 2u;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                uint _e6943 = l_mut_3573_;
                                                                                l_mut_2530_ = _e6943;
                                                                            }
                                                                        }
                                                                        uint _e6944 = l_mut_206_;
                                                                        bool l_3655_ = (_e6944 == 0u);
                                                                        if (l_3655_) {
                                                                            l_mut_248_ = 0u;
                                                                        } else {
                                                                            uint _e6948 = l_mut_2530_;
                                                                            bool l_3656_ = (_e6948 == 1u);
                                                                            if (l_3656_) {
                                                                                l_mut_248_ = 1u;
                                                                            }
                                                                        }
                                                                    } else {
                                                                        double _e6952 = l_mut_867_;
                                                                        double l_3657_ = (_e6952 - l_178_);
                                                                        double _e6954 = l_mut_867_;
                                                                        double l_3658_ = (_e6954 + l_178_);
                                                                        double _e6956 = l_mut_219_;
                                                                        double l_3659_ = (_e6956 - l_178_);
                                                                        double _e6958 = l_mut_219_;
                                                                        double l_3660_ = (_e6958 + l_178_);
                                                                        double l_3661_ = abs(l_3659_);
                                                                        bool l_3662_ = (l_3661_ > l_1394_);
                                                                        double l_3663_ = abs(l_3660_);
                                                                        bool l_3664_ = (l_3663_ > l_1394_);
                                                                        if (l_3662_) {
                                                                            local_110 = l_3664_;
                                                                        } else {
                                                                            local_110 = false;
                                                                        }
                                                                        bool l_3665_ = local_110;
                                                                        if (l_3665_) {
                                                                            double l_3666_ = (l_1392_ + l_1394_);
                                                                            double l_3667_ = abs(l_3659_);
                                                                            double l_3668_ = abs(l_3660_);
                                                                            l_mut_2278_ = l_3667_;
                                                                            bool l_3669_ = (l_3668_ < l_3667_);
                                                                            if (l_3669_) {
                                                                                l_mut_2278_ = l_3668_;
                                                                            }
                                                                            double _e6972 = l_mut_2278_;
                                                                            double l_3670_ = (l_3666_ / _e6972);
                                                                            double l_3671_ = abs(l_3657_);
                                                                            double l_3672_ = abs(l_3658_);
                                                                            l_mut_2278_ = l_3671_;
                                                                            bool l_3673_ = (l_3672_ < l_3671_);
                                                                            if (l_3673_) {
                                                                                l_mut_2278_ = l_3672_;
                                                                            }
                                                                            double _e6977 = l_mut_2278_;
                                                                            double l_3674_ = (l_1392_ / _e6977);
                                                                            double l_3675_ = (l_3670_ + l_3674_);
                                                                            double _e6980 = l_mut_45_;
                                                                            l_mut_45_ = (_e6980 + l_3675_);
                                                                            l_mut_3573_ = 0u;
                                                                            bool l_3676_ = (l_3659_ <= 0.0L);
                                                                            bool l_3677_ = (l_3660_ >= 0.0L);
                                                                            if (l_3676_) {
                                                                                local_111 = l_3677_;
                                                                            } else {
                                                                                local_111 = false;
                                                                            }
                                                                            bool l_3678_ = local_111;
                                                                            bool l_3679_ = !(l_3678_);
                                                                            if (l_3679_) {
                                                                                double l_3681_ = (l_3657_ / l_3659_);
                                                                                double l_3682_ = (l_3657_ / l_3660_);
                                                                                double l_3683_ = (l_3658_ / l_3659_);
                                                                                double l_3684_ = (l_3658_ / l_3660_);
                                                                                a_3680_[0] = l_3681_;
                                                                                a_3680_[1] = l_3681_;
                                                                                double l_3685_ = a_3680_[0];
                                                                                bool l_3686_ = (l_3682_ < l_3685_);
                                                                                if (l_3686_) {
                                                                                    a_3680_[0] = l_3682_;
                                                                                }
                                                                                double l_3687_ = a_3680_[0];
                                                                                bool l_3688_ = (l_3683_ < l_3687_);
                                                                                if (l_3688_) {
                                                                                    a_3680_[0] = l_3683_;
                                                                                }
                                                                                double l_3689_ = a_3680_[0];
                                                                                bool l_3690_ = (l_3684_ < l_3689_);
                                                                                if (l_3690_) {
                                                                                    a_3680_[0] = l_3684_;
                                                                                }
                                                                                double l_3691_ = a_3680_[1];
                                                                                bool l_3692_ = (l_3682_ > l_3691_);
                                                                                if (l_3692_) {
                                                                                    a_3680_[1] = l_3682_;
                                                                                }
                                                                                double l_3693_ = a_3680_[1];
                                                                                bool l_3694_ = (l_3683_ > l_3693_);
                                                                                if (l_3694_) {
                                                                                    a_3680_[1] = l_3683_;
                                                                                }
                                                                                double l_3695_ = a_3680_[1];
                                                                                bool l_3696_ = (l_3684_ > l_3695_);
                                                                                if (l_3696_) {
                                                                                    a_3680_[1] = l_3684_;
                                                                                }
                                                                                double l_3697_ = a_3680_[0];
                                                                                double l_3698_ = abs(l_3697_);
                                                                                double _e7025 = l_mut_45_;
                                                                                double l_3699_ = (l_3698_ * _e7025);
                                                                                double l_3700_ = a_3680_[1];
                                                                                double l_3701_ = abs(l_3700_);
                                                                                double _e7030 = l_mut_45_;
                                                                                double l_3702_ = (l_3701_ * _e7030);
                                                                                l_mut_3573_ = 2u;
                                                                                double l_3703_ = a_3680_[0];
                                                                                double l_3704_ = (l_3703_ - l_3699_);
                                                                                double l_3705_ = abs(l_3704_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_3706_ = (l_3705_ >= 1.1754943508222875e-38L);
                                                                                bool l_3707_ = (l_3705_ <= 1.7976931348623157e308L);
                                                                                if (l_3706_) {
                                                                                    local_112 = l_3707_;
                                                                                } else {
                                                                                    local_112 = false;
                                                                                }
                                                                                bool l_3708_ = local_112;
                                                                                if (l_3708_) {
                                                                                    uint64_t l_3709_ = l_3705_;
                                                                                    uint64_t l_3710_ = (l_3709_ >> uint(52uL));
                                                                                    uint64_t l_3711_ = (l_3710_ - 23uL);
                                                                                    uint64_t l_3712_ = (l_3711_ << uint(52uL));
                                                                                    double l_3713_ = l_3712_;
                                                                                    l_mut_2278_ = l_3713_;
                                                                                }
                                                                                double l_3714_ = (l_3703_ + l_3699_);
                                                                                double l_3715_ = abs(l_3714_);
                                                                                l_mut_2024_ = 1.401298464324817e-45L;
                                                                                bool l_3716_ = (l_3715_ >= 1.1754943508222875e-38L);
                                                                                bool l_3717_ = (l_3715_ <= 1.7976931348623157e308L);
                                                                                if (l_3716_) {
                                                                                    local_113 = l_3717_;
                                                                                } else {
                                                                                    local_113 = false;
                                                                                }
                                                                                bool l_3718_ = local_113;
                                                                                if (l_3718_) {
                                                                                    uint64_t l_3719_ = l_3715_;
                                                                                    uint64_t l_3720_ = (l_3719_ >> uint(52uL));
                                                                                    uint64_t l_3721_ = (l_3720_ - 23uL);
                                                                                    uint64_t l_3722_ = (l_3721_ << uint(52uL));
                                                                                    double l_3723_ = l_3722_;
                                                                                    l_mut_2024_ = l_3723_;
                                                                                }
                                                                                double _e7081 = l_mut_2278_;
                                                                                double _e7082 = l_mut_2024_;
                                                                                bool l_3724_ = (_e7081 == _e7082);
                                                                                double l_3725_ = a_3680_[1];
                                                                                double l_3726_ = (l_3725_ - l_3702_);
                                                                                double l_3727_ = abs(l_3726_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_3728_ = (l_3727_ >= 1.1754943508222875e-38L);
                                                                                bool l_3729_ = (l_3727_ <= 1.7976931348623157e308L);
                                                                                if (l_3728_) {
                                                                                    local_114 = l_3729_;
                                                                                } else {
                                                                                    local_114 = false;
                                                                                }
                                                                                bool l_3730_ = local_114;
                                                                                if (l_3730_) {
                                                                                    uint64_t l_3731_ = l_3727_;
                                                                                    uint64_t l_3732_ = (l_3731_ >> uint(52uL));
                                                                                    uint64_t l_3733_ = (l_3732_ - 23uL);
                                                                                    uint64_t l_3734_ = (l_3733_ << uint(52uL));
                                                                                    double l_3735_ = l_3734_;
                                                                                    l_mut_2278_ = l_3735_;
                                                                                }
                                                                                double l_3736_ = (l_3725_ + l_3702_);
                                                                                double l_3737_ = abs(l_3736_);
                                                                                l_mut_2024_ = 1.401298464324817e-45L;
                                                                                bool l_3738_ = (l_3737_ >= 1.1754943508222875e-38L);
                                                                                bool l_3739_ = (l_3737_ <= 1.7976931348623157e308L);
                                                                                if (l_3738_) {
                                                                                    local_115 = l_3739_;
                                                                                } else {
                                                                                    local_115 = false;
                                                                                }
                                                                                bool l_3740_ = local_115;
                                                                                if (l_3740_) {
                                                                                    uint64_t l_3741_ = l_3737_;
                                                                                    uint64_t l_3742_ = (l_3741_ >> uint(52uL));
                                                                                    uint64_t l_3743_ = (l_3742_ - 23uL);
                                                                                    uint64_t l_3744_ = (l_3743_ << uint(52uL));
                                                                                    double l_3745_ = l_3744_;
                                                                                    l_mut_2024_ = l_3745_;
                                                                                }
                                                                                double _e7132 = l_mut_2278_;
                                                                                double _e7133 = l_mut_2024_;
                                                                                bool l_3746_ = (_e7132 == _e7133);
                                                                                if (l_3724_) {
                                                                                    local_116 = l_3746_;
                                                                                } else {
                                                                                    local_116 = false;
                                                                                }
                                                                                bool l_3747_ = local_116;
                                                                                if (l_3747_) {
                                                                                    double l_3748_ = a_3680_[0];
                                                                                    double l_3749_ = a_3680_[0];
                                                                                    double l_3750_ = abs(l_3749_);
                                                                                    l_mut_2278_ = 1.401298464324817e-45L;
                                                                                    bool l_3751_ = (l_3750_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3752_ = (l_3750_ <= 1.7976931348623157e308L);
                                                                                    if (l_3751_) {
                                                                                        local_117 = l_3752_;
                                                                                    } else {
                                                                                        local_117 = false;
                                                                                    }
                                                                                    bool l_3753_ = local_117;
                                                                                    if (l_3753_) {
                                                                                        uint64_t l_3754_ = l_3750_;
                                                                                        uint64_t l_3755_ = (l_3754_ >> uint(52uL));
                                                                                        uint64_t l_3756_ = (l_3755_ - 23uL);
                                                                                        uint64_t l_3757_ = (l_3756_ << uint(52uL));
                                                                                        double l_3758_ = l_3757_;
                                                                                        l_mut_2278_ = l_3758_;
                                                                                    }
                                                                                    double _e7165 = l_mut_2278_;
                                                                                    double l_3759_ = (l_181_ * _e7165);
                                                                                    double l_3760_ = (l_3748_ - l_3759_);
                                                                                    double l_3761_ = a_3680_[1];
                                                                                    double l_3762_ = a_3680_[1];
                                                                                    double l_3763_ = abs(l_3762_);
                                                                                    l_mut_2278_ = 1.401298464324817e-45L;
                                                                                    bool l_3764_ = (l_3763_ >= 1.1754943508222875e-38L);
                                                                                    bool l_3765_ = (l_3763_ <= 1.7976931348623157e308L);
                                                                                    if (l_3764_) {
                                                                                        local_118 = l_3765_;
                                                                                    } else {
                                                                                        local_118 = false;
                                                                                    }
                                                                                    bool l_3766_ = local_118;
                                                                                    if (l_3766_) {
                                                                                        uint64_t l_3767_ = l_3763_;
                                                                                        uint64_t l_3768_ = (l_3767_ >> uint(52uL));
                                                                                        uint64_t l_3769_ = (l_3768_ - 23uL);
                                                                                        uint64_t l_3770_ = (l_3769_ << uint(52uL));
                                                                                        double l_3771_ = l_3770_;
                                                                                        l_mut_2278_ = l_3771_;
                                                                                    }
                                                                                    double _e7194 = l_mut_2278_;
                                                                                    double l_3772_ = (l_181_ * _e7194);
                                                                                    double l_3773_ = (l_3761_ + l_3772_);
                                                                                    float _e7197 = l_mut_25_;
                                                                                    uint l_3774_ = asuint(_e7197);
                                                                                    uint l_3775_ = (l_3774_ & 2147483647u);
                                                                                    float l_3776_ = asfloat(l_3775_);
                                                                                    double l_3777_ = double(l_3776_);
                                                                                    l_mut_2278_ = l_3777_;
                                                                                    bool l_3778_ = (l_3775_ < 8388608u);
                                                                                    if (l_3778_) {
                                                                                        double l_3779_ = double(l_3775_);
                                                                                        double l_3780_ = (l_3779_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_3780_;
                                                                                    }
                                                                                    double _e7208 = l_mut_2278_;
                                                                                    uint64_t l_3781_ = _e7208;
                                                                                    uint l_3782_ = (l_3774_ >> 31u);
                                                                                    uint64_t l_3783_ = uint64_t(l_3782_);
                                                                                    uint64_t l_3784_ = (l_3783_ << uint(63uL));
                                                                                    uint64_t l_3785_ = (l_3781_ | l_3784_);
                                                                                    double l_3786_ = l_3785_;
                                                                                    float _e7219 = l_mut_25_;
                                                                                    uint l_3787_ = asuint(_e7219);
                                                                                    uint l_3788_ = (l_3787_ + 1u);
                                                                                    l_mut_2530_ = l_3788_;
                                                                                    uint l_3789_ = (l_3787_ & 2147483647u);
                                                                                    bool l_3790_ = (l_3789_ == 0u);
                                                                                    if (l_3790_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3791_ = (l_3787_ & 2147483648u);
                                                                                        bool l_3792_ = (l_3791_ != 0u);
                                                                                        if (l_3792_) {
                                                                                            uint l_3793_ = (l_3787_ - 1u);
                                                                                            l_mut_2530_ = l_3793_;
                                                                                        } else {
                                                                                            bool l_3794_ = (l_3787_ == 2139095040u);
                                                                                            if (l_3794_) {
                                                                                                l_mut_2530_ = l_3787_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7236 = l_mut_2530_;
                                                                                    float l_3795_ = asfloat(_e7236);
                                                                                    uint l_3796_ = asuint(l_3795_);
                                                                                    uint l_3797_ = (l_3796_ & 2147483647u);
                                                                                    float l_3798_ = asfloat(l_3797_);
                                                                                    double l_3799_ = double(l_3798_);
                                                                                    l_mut_2278_ = l_3799_;
                                                                                    bool l_3800_ = (l_3797_ < 8388608u);
                                                                                    if (l_3800_) {
                                                                                        double l_3801_ = double(l_3797_);
                                                                                        double l_3802_ = (l_3801_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_3802_;
                                                                                    }
                                                                                    double _e7248 = l_mut_2278_;
                                                                                    uint64_t l_3803_ = _e7248;
                                                                                    uint l_3804_ = (l_3796_ >> 31u);
                                                                                    uint64_t l_3805_ = uint64_t(l_3804_);
                                                                                    uint64_t l_3806_ = (l_3805_ << uint(63uL));
                                                                                    uint64_t l_3807_ = (l_3803_ | l_3806_);
                                                                                    double l_3808_ = l_3807_;
                                                                                    float _e7259 = l_mut_25_;
                                                                                    uint l_3809_ = asuint(_e7259);
                                                                                    uint l_3810_ = (l_3809_ ^ 2147483648u);
                                                                                    float l_3811_ = asfloat(l_3810_);
                                                                                    uint l_3812_ = asuint(l_3811_);
                                                                                    uint l_3813_ = (l_3812_ + 1u);
                                                                                    l_mut_2530_ = l_3813_;
                                                                                    uint l_3814_ = (l_3812_ & 2147483647u);
                                                                                    bool l_3815_ = (l_3814_ == 0u);
                                                                                    if (l_3815_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_3816_ = (l_3812_ & 2147483648u);
                                                                                        bool l_3817_ = (l_3816_ != 0u);
                                                                                        if (l_3817_) {
                                                                                            uint l_3818_ = (l_3812_ - 1u);
                                                                                            l_mut_2530_ = l_3818_;
                                                                                        } else {
                                                                                            bool l_3819_ = (l_3812_ == 2139095040u);
                                                                                            if (l_3819_) {
                                                                                                l_mut_2530_ = l_3812_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7280 = l_mut_2530_;
                                                                                    float l_3820_ = asfloat(_e7280);
                                                                                    uint l_3821_ = asuint(l_3820_);
                                                                                    uint l_3822_ = (l_3821_ ^ 2147483648u);
                                                                                    float l_3823_ = asfloat(l_3822_);
                                                                                    uint l_3824_ = asuint(l_3823_);
                                                                                    uint l_3825_ = (l_3824_ & 2147483647u);
                                                                                    float l_3826_ = asfloat(l_3825_);
                                                                                    double l_3827_ = double(l_3826_);
                                                                                    l_mut_2278_ = l_3827_;
                                                                                    bool l_3828_ = (l_3825_ < 8388608u);
                                                                                    if (l_3828_) {
                                                                                        double l_3829_ = double(l_3825_);
                                                                                        double l_3830_ = (l_3829_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_3830_;
                                                                                    }
                                                                                    double _e7296 = l_mut_2278_;
                                                                                    uint64_t l_3831_ = _e7296;
                                                                                    uint l_3832_ = (l_3824_ >> 31u);
                                                                                    uint64_t l_3833_ = uint64_t(l_3832_);
                                                                                    uint64_t l_3834_ = (l_3833_ << uint(63uL));
                                                                                    uint64_t l_3835_ = (l_3831_ | l_3834_);
                                                                                    double l_3836_ = l_3835_;
                                                                                    double l_3837_ = (l_3760_ + l_3699_);
                                                                                    bool l_3838_ = (l_3837_ <= l_3786_);
                                                                                    l_mut_308_ = l_3838_;
                                                                                    double l_3839_ = (l_3760_ - l_3699_);
                                                                                    bool l_3840_ = (l_3839_ > l_3786_);
                                                                                    l_mut_305_ = l_3840_;
                                                                                    double l_3841_ = (l_3773_ - l_3702_);
                                                                                    bool l_3842_ = (l_3841_ >= l_3786_);
                                                                                    l_mut_302_ = l_3842_;
                                                                                    double l_3843_ = (l_3773_ + l_3702_);
                                                                                    bool l_3844_ = (l_3843_ < l_3786_);
                                                                                    l_mut_299_ = l_3844_;
                                                                                    l_mut_2530_ = 2u;
                                                                                    bool _e7316 = l_mut_305_;
                                                                                    if (!(_e7316)) {
                                                                                        bool _e7320 = l_mut_299_;
                                                                                        local_119 = _e7320;
                                                                                    } else {
                                                                                        local_119 = true;
                                                                                    }
                                                                                    bool l_3845_ = local_119;
                                                                                    if (l_3845_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        bool _e7324 = l_mut_308_;
                                                                                        if (_e7324) {
                                                                                            bool _e7327 = l_mut_302_;
                                                                                            local_120 = _e7327;
                                                                                        } else {
                                                                                            local_120 = false;
                                                                                        }
                                                                                        bool l_3846_ = local_120;
                                                                                        if (l_3846_) {
                                                                                            l_mut_2530_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e7331 = l_mut_25_;
                                                                                    uint l_3847_ = asuint(_e7331);
                                                                                    uint l_3848_ = (l_3847_ & 2147483647u);
                                                                                    bool l_3849_ = (l_3848_ == 0u);
                                                                                    if (l_3849_) {
                                                                                        double l_3850_ = (l_3760_ + l_3699_);
                                                                                        bool l_3851_ = (l_3850_ < 1.1754943508222875e-38L);
                                                                                        double l_3852_ = (l_3773_ - l_3702_);
                                                                                        bool l_3853_ = (l_3852_ > -1.1754943508222875e-38L);
                                                                                        if (l_3851_) {
                                                                                            local_121 = l_3853_;
                                                                                        } else {
                                                                                            local_121 = false;
                                                                                        }
                                                                                        bool l_3854_ = local_121;
                                                                                        double l_3855_ = (l_3760_ - l_3699_);
                                                                                        bool l_3856_ = (l_3855_ < 1.1754943508222875e-38L);
                                                                                        double l_3857_ = (l_3773_ + l_3702_);
                                                                                        bool l_3858_ = (l_3857_ > -1.1754943508222875e-38L);
                                                                                        if (l_3856_) {
                                                                                            local_122 = l_3858_;
                                                                                        } else {
                                                                                            local_122 = false;
                                                                                        }
                                                                                        bool l_3859_ = local_122;
                                                                                        if (l_3854_) {
                                                                                            l_mut_2530_ = 0u;
                                                                                        } else {
                                                                                            uint _e7358 = l_mut_2530_;
                                                                                            bool l_3860_ = (_e7358 == 1u);
                                                                                            if (l_3859_) {
                                                                                                local_123 = l_3860_;
                                                                                            } else {
                                                                                                local_123 = false;
                                                                                            }
                                                                                            bool l_3861_ = local_123;
                                                                                            if (l_3861_) {
                                                                                                l_mut_2530_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7366 = l_mut_2530_;
                                                                                    l_mut_3573_ = _e7366;
                                                                                }
                                                                            }
                                                                            uint _e7367 = l_mut_3573_;
                                                                            l_mut_248_ = _e7367;
                                                                        }
                                                                    }
                                                                    uint _e7368 = l_mut_248_;
                                                                    l_mut_190_ = _e7368;
                                                                } else {
                                                                    bool l_3862_ = (l_186_ <= l_184_);
                                                                    bool l_3863_ = (l_172_ == 12u);
                                                                    if (l_3862_) {
                                                                        local_124 = l_3863_;
                                                                    } else {
                                                                        local_124 = false;
                                                                    }
                                                                    bool l_3864_ = local_124;
                                                                    if (l_3864_) {
                                                                        float l_3865_ = float(l_185_);
                                                                        uint l_3866_ = asuint(l_3865_);
                                                                        uint l_3867_ = (l_3866_ & 2147483647u);
                                                                        float l_3868_ = asfloat(l_3867_);
                                                                        double l_3869_ = double(l_3868_);
                                                                        l_mut_2278_ = l_3869_;
                                                                        bool l_3870_ = (l_3867_ < 8388608u);
                                                                        if (l_3870_) {
                                                                            double l_3871_ = double(l_3867_);
                                                                            double l_3872_ = (l_3871_ * 1.401298464324817e-45L);
                                                                            l_mut_2278_ = l_3872_;
                                                                        }
                                                                        double _e7387 = l_mut_2278_;
                                                                        uint64_t l_3873_ = _e7387;
                                                                        uint l_3874_ = (l_3866_ >> 31u);
                                                                        uint64_t l_3875_ = uint64_t(l_3874_);
                                                                        uint64_t l_3876_ = (l_3875_ << uint(63uL));
                                                                        uint64_t l_3877_ = (l_3873_ | l_3876_);
                                                                        double l_3878_ = l_3877_;
                                                                        double l_3879_ = abs(l_3878_);
                                                                        l_mut_2278_ = l_3879_;
                                                                        l_mut_3573_ = 0u;
                                                                        bool l_3880_ = (l_3879_ >= 0.785L);
                                                                        if (l_3880_) {
                                                                            double l_3881_ = (l_3879_ * 0.6366197723675814L);
                                                                            double l_3882_ = (l_3881_ + 0.5L);
                                                                            double l_3883_ = floor(l_3882_);
                                                                            double l_3884_ = (l_3883_ * 1.570796325802803L);
                                                                            double l_3885_ = (l_3879_ - l_3884_);
                                                                            double l_3886_ = (l_3885_ * l_20_);
                                                                            double l_3887_ = (l_3883_ * 9.920935796805404e-10L);
                                                                            double l_3888_ = (l_3886_ - l_3887_);
                                                                            l_mut_2278_ = l_3888_;
                                                                            uint l_3889_ = naga_f2u32(l_3883_);
                                                                            l_mut_3573_ = l_3889_;
                                                                        }
                                                                        uint l_3890_ = asuint(l_3865_);
                                                                        bool l_3891_ = (l_3890_ >= 2147483648u);
                                                                        double _e7418 = l_mut_2278_;
                                                                        double _e7419 = l_mut_2278_;
                                                                        double l_3892_ = (_e7418 * _e7419);
                                                                        double l_3893_ = (l_3892_ * 1.9572941063391263e-20L);
                                                                        double l_3894_ = (8.22063524662433e-18L - l_3893_);
                                                                        l_mut_2024_ = l_3894_;
                                                                        double _e7425 = l_mut_2024_;
                                                                        double l_3895_ = (_e7425 * l_3892_);
                                                                        double l_3896_ = (l_3895_ - 2.8114572543455206e-15L);
                                                                        l_mut_2024_ = l_3896_;
                                                                        double _e7429 = l_mut_2024_;
                                                                        double l_3897_ = (_e7429 * l_3892_);
                                                                        double l_3898_ = (l_3897_ + 7.647163731819816e-13L);
                                                                        l_mut_2024_ = l_3898_;
                                                                        double _e7433 = l_mut_2024_;
                                                                        double l_3899_ = (_e7433 * l_3892_);
                                                                        double l_3900_ = (l_3899_ - 1.6059043836821613e-10L);
                                                                        l_mut_2024_ = l_3900_;
                                                                        double _e7437 = l_mut_2024_;
                                                                        double l_3901_ = (_e7437 * l_3892_);
                                                                        double l_3902_ = (l_3901_ + 2.505210838544172e-8L);
                                                                        l_mut_2024_ = l_3902_;
                                                                        double _e7441 = l_mut_2024_;
                                                                        double l_3903_ = (_e7441 * l_3892_);
                                                                        double l_3904_ = (l_3903_ - 2.7557319223985893e-6L);
                                                                        l_mut_2024_ = l_3904_;
                                                                        double _e7445 = l_mut_2024_;
                                                                        double l_3905_ = (_e7445 * l_3892_);
                                                                        double l_3906_ = (l_3905_ + 0.0001984126984126984L);
                                                                        l_mut_2024_ = l_3906_;
                                                                        double _e7449 = l_mut_2024_;
                                                                        double l_3907_ = (_e7449 * l_3892_);
                                                                        double l_3908_ = (l_3907_ - 0.008333333333333333L);
                                                                        l_mut_2024_ = l_3908_;
                                                                        double _e7453 = l_mut_2024_;
                                                                        double l_3909_ = (_e7453 * l_3892_);
                                                                        double l_3910_ = (l_3909_ + 0.16666666666666666L);
                                                                        l_mut_2024_ = l_3910_;
                                                                        double l_3911_ = (0.5L * l_3892_);
                                                                        double l_3912_ = (1.0L - l_3911_);
                                                                        double l_3913_ = (0.0L * l_3912_);
                                                                        double _e7463 = l_mut_2278_;
                                                                        double l_3914_ = (_e7463 * l_3892_);
                                                                        double _e7465 = l_mut_2024_;
                                                                        double l_3915_ = (l_3914_ * _e7465);
                                                                        double l_3916_ = (l_3913_ - l_3915_);
                                                                        double _e7468 = l_mut_2278_;
                                                                        double l_3917_ = (_e7468 + l_3916_);
                                                                        double _e7470 = l_mut_2278_;
                                                                        double _e7471 = l_mut_2278_;
                                                                        double l_3918_ = (_e7470 * _e7471);
                                                                        double l_3919_ = (l_3918_ * 4.110317623312165e-19L);
                                                                        double l_3920_ = (l_3919_ - 1.5619206968586225e-16L);
                                                                        l_mut_2024_ = l_3920_;
                                                                        double _e7477 = l_mut_2024_;
                                                                        double l_3921_ = (_e7477 * l_3918_);
                                                                        double l_3922_ = (l_3921_ + 4.779477332387385e-14L);
                                                                        l_mut_2024_ = l_3922_;
                                                                        double _e7481 = l_mut_2024_;
                                                                        double l_3923_ = (_e7481 * l_3918_);
                                                                        double l_3924_ = (l_3923_ - 1.1470745597729725e-11L);
                                                                        l_mut_2024_ = l_3924_;
                                                                        double _e7485 = l_mut_2024_;
                                                                        double l_3925_ = (_e7485 * l_3918_);
                                                                        double l_3926_ = (l_3925_ + 2.08767569878681e-9L);
                                                                        l_mut_2024_ = l_3926_;
                                                                        double _e7489 = l_mut_2024_;
                                                                        double l_3927_ = (_e7489 * l_3918_);
                                                                        double l_3928_ = (l_3927_ - 2.755731922398589e-7L);
                                                                        l_mut_2024_ = l_3928_;
                                                                        double _e7493 = l_mut_2024_;
                                                                        double l_3929_ = (_e7493 * l_3918_);
                                                                        double l_3930_ = (l_3929_ + 2.48015873015873e-5L);
                                                                        l_mut_2024_ = l_3930_;
                                                                        double _e7497 = l_mut_2024_;
                                                                        double l_3931_ = (_e7497 * l_3918_);
                                                                        double l_3932_ = (l_3931_ - 0.001388888888888889L);
                                                                        l_mut_2024_ = l_3932_;
                                                                        double _e7501 = l_mut_2024_;
                                                                        double l_3933_ = (_e7501 * l_3918_);
                                                                        double l_3934_ = (l_3933_ + 0.041666666666666664L);
                                                                        l_mut_2024_ = l_3934_;
                                                                        double l_3935_ = (0.5L * l_3918_);
                                                                        double l_3936_ = (1.0L - l_3935_);
                                                                        double l_3937_ = (l_3918_ * l_3918_);
                                                                        double _e7510 = l_mut_2024_;
                                                                        double l_3938_ = (l_3937_ * _e7510);
                                                                        double _e7513 = l_mut_2278_;
                                                                        double l_3939_ = (0.0L * _e7513);
                                                                        double l_3940_ = (l_3938_ - l_3939_);
                                                                        double l_3941_ = (l_3936_ + l_3940_);
                                                                        uint _e7517 = l_mut_3573_;
                                                                        uint l_3942_ = (_e7517 & 1u);
                                                                        bool l_3943_ = (l_3942_ == 1u);
                                                                        l_mut_2278_ = l_3917_;
                                                                        uint _e7522 = l_mut_3573_;
                                                                        uint l_3944_ = (_e7522 & 2u);
                                                                        bool l_3945_ = (l_3944_ != 0u);
                                                                        l_mut_308_ = l_3945_;
                                                                        if (l_3943_) {
                                                                            l_mut_2278_ = l_3941_;
                                                                        }
                                                                        if (true) {
                                                                            local_125 = l_3891_;
                                                                        } else {
                                                                            local_125 = false;
                                                                        }
                                                                        bool l_3946_ = local_125;
                                                                        if (l_3946_) {
                                                                            bool _e7532 = l_mut_308_;
                                                                            bool l_3947_ = !(_e7532);
                                                                            l_mut_308_ = l_3947_;
                                                                        }
                                                                        bool _e7534 = l_mut_308_;
                                                                        if (_e7534) {
                                                                            double _e7535 = l_mut_2278_;
                                                                            double l_3948_ = -(_e7535);
                                                                            l_mut_2278_ = l_3948_;
                                                                        }
                                                                        float l_3949_ = float(l_185_);
                                                                        uint l_3950_ = asuint(l_3949_);
                                                                        uint l_3951_ = (l_3950_ & 2147483647u);
                                                                        float l_3952_ = asfloat(l_3951_);
                                                                        double l_3953_ = double(l_3952_);
                                                                        l_mut_2024_ = l_3953_;
                                                                        bool l_3954_ = (l_3951_ < 8388608u);
                                                                        if (l_3954_) {
                                                                            double l_3955_ = double(l_3951_);
                                                                            double l_3956_ = (l_3955_ * 1.401298464324817e-45L);
                                                                            l_mut_2024_ = l_3956_;
                                                                        }
                                                                        double _e7548 = l_mut_2024_;
                                                                        uint64_t l_3957_ = _e7548;
                                                                        uint l_3958_ = (l_3950_ >> 31u);
                                                                        uint64_t l_3959_ = uint64_t(l_3958_);
                                                                        uint64_t l_3960_ = (l_3959_ << uint(63uL));
                                                                        uint64_t l_3961_ = (l_3957_ | l_3960_);
                                                                        double l_3962_ = l_3961_;
                                                                        double l_3963_ = abs(l_3962_);
                                                                        l_mut_2024_ = l_3963_;
                                                                        l_mut_3573_ = 0u;
                                                                        bool l_3964_ = (l_3963_ >= 0.785L);
                                                                        if (l_3964_) {
                                                                            double l_3965_ = (l_3963_ * 0.6366197723675814L);
                                                                            double l_3966_ = (l_3965_ + 0.5L);
                                                                            double l_3967_ = floor(l_3966_);
                                                                            double l_3968_ = (l_3967_ * 1.570796325802803L);
                                                                            double l_3969_ = (l_3963_ - l_3968_);
                                                                            double l_3970_ = (l_3969_ * l_20_);
                                                                            double l_3971_ = (l_3967_ * 9.920935796805404e-10L);
                                                                            double l_3972_ = (l_3970_ - l_3971_);
                                                                            l_mut_2024_ = l_3972_;
                                                                            uint l_3973_ = naga_f2u32(l_3967_);
                                                                            l_mut_3573_ = l_3973_;
                                                                        }
                                                                        uint l_3974_ = asuint(l_3949_);
                                                                        bool l_3975_ = (l_3974_ >= 2147483648u);
                                                                        double _e7579 = l_mut_2024_;
                                                                        double _e7580 = l_mut_2024_;
                                                                        double l_3976_ = (_e7579 * _e7580);
                                                                        double l_3977_ = (l_3976_ * 1.9572941063391263e-20L);
                                                                        double l_3978_ = (8.22063524662433e-18L - l_3977_);
                                                                        l_mut_1768_ = l_3978_;
                                                                        double _e7586 = l_mut_1768_;
                                                                        double l_3979_ = (_e7586 * l_3976_);
                                                                        double l_3980_ = (l_3979_ - 2.8114572543455206e-15L);
                                                                        l_mut_1768_ = l_3980_;
                                                                        double _e7590 = l_mut_1768_;
                                                                        double l_3981_ = (_e7590 * l_3976_);
                                                                        double l_3982_ = (l_3981_ + 7.647163731819816e-13L);
                                                                        l_mut_1768_ = l_3982_;
                                                                        double _e7594 = l_mut_1768_;
                                                                        double l_3983_ = (_e7594 * l_3976_);
                                                                        double l_3984_ = (l_3983_ - 1.6059043836821613e-10L);
                                                                        l_mut_1768_ = l_3984_;
                                                                        double _e7598 = l_mut_1768_;
                                                                        double l_3985_ = (_e7598 * l_3976_);
                                                                        double l_3986_ = (l_3985_ + 2.505210838544172e-8L);
                                                                        l_mut_1768_ = l_3986_;
                                                                        double _e7602 = l_mut_1768_;
                                                                        double l_3987_ = (_e7602 * l_3976_);
                                                                        double l_3988_ = (l_3987_ - 2.7557319223985893e-6L);
                                                                        l_mut_1768_ = l_3988_;
                                                                        double _e7606 = l_mut_1768_;
                                                                        double l_3989_ = (_e7606 * l_3976_);
                                                                        double l_3990_ = (l_3989_ + 0.0001984126984126984L);
                                                                        l_mut_1768_ = l_3990_;
                                                                        double _e7610 = l_mut_1768_;
                                                                        double l_3991_ = (_e7610 * l_3976_);
                                                                        double l_3992_ = (l_3991_ - 0.008333333333333333L);
                                                                        l_mut_1768_ = l_3992_;
                                                                        double _e7614 = l_mut_1768_;
                                                                        double l_3993_ = (_e7614 * l_3976_);
                                                                        double l_3994_ = (l_3993_ + 0.16666666666666666L);
                                                                        l_mut_1768_ = l_3994_;
                                                                        double l_3995_ = (0.5L * l_3976_);
                                                                        double l_3996_ = (1.0L - l_3995_);
                                                                        double l_3997_ = (0.0L * l_3996_);
                                                                        double _e7624 = l_mut_2024_;
                                                                        double l_3998_ = (_e7624 * l_3976_);
                                                                        double _e7626 = l_mut_1768_;
                                                                        double l_3999_ = (l_3998_ * _e7626);
                                                                        double l_4000_ = (l_3997_ - l_3999_);
                                                                        double _e7629 = l_mut_2024_;
                                                                        double l_4001_ = (_e7629 + l_4000_);
                                                                        double _e7631 = l_mut_2024_;
                                                                        double _e7632 = l_mut_2024_;
                                                                        double l_4002_ = (_e7631 * _e7632);
                                                                        double l_4003_ = (l_4002_ * 4.110317623312165e-19L);
                                                                        double l_4004_ = (l_4003_ - 1.5619206968586225e-16L);
                                                                        l_mut_1768_ = l_4004_;
                                                                        double _e7638 = l_mut_1768_;
                                                                        double l_4005_ = (_e7638 * l_4002_);
                                                                        double l_4006_ = (l_4005_ + 4.779477332387385e-14L);
                                                                        l_mut_1768_ = l_4006_;
                                                                        double _e7642 = l_mut_1768_;
                                                                        double l_4007_ = (_e7642 * l_4002_);
                                                                        double l_4008_ = (l_4007_ - 1.1470745597729725e-11L);
                                                                        l_mut_1768_ = l_4008_;
                                                                        double _e7646 = l_mut_1768_;
                                                                        double l_4009_ = (_e7646 * l_4002_);
                                                                        double l_4010_ = (l_4009_ + 2.08767569878681e-9L);
                                                                        l_mut_1768_ = l_4010_;
                                                                        double _e7650 = l_mut_1768_;
                                                                        double l_4011_ = (_e7650 * l_4002_);
                                                                        double l_4012_ = (l_4011_ - 2.755731922398589e-7L);
                                                                        l_mut_1768_ = l_4012_;
                                                                        double _e7654 = l_mut_1768_;
                                                                        double l_4013_ = (_e7654 * l_4002_);
                                                                        double l_4014_ = (l_4013_ + 2.48015873015873e-5L);
                                                                        l_mut_1768_ = l_4014_;
                                                                        double _e7658 = l_mut_1768_;
                                                                        double l_4015_ = (_e7658 * l_4002_);
                                                                        double l_4016_ = (l_4015_ - 0.001388888888888889L);
                                                                        l_mut_1768_ = l_4016_;
                                                                        double _e7662 = l_mut_1768_;
                                                                        double l_4017_ = (_e7662 * l_4002_);
                                                                        double l_4018_ = (l_4017_ + 0.041666666666666664L);
                                                                        l_mut_1768_ = l_4018_;
                                                                        double l_4019_ = (0.5L * l_4002_);
                                                                        double l_4020_ = (1.0L - l_4019_);
                                                                        double l_4021_ = (l_4002_ * l_4002_);
                                                                        double _e7671 = l_mut_1768_;
                                                                        double l_4022_ = (l_4021_ * _e7671);
                                                                        double _e7674 = l_mut_2024_;
                                                                        double l_4023_ = (0.0L * _e7674);
                                                                        double l_4024_ = (l_4022_ - l_4023_);
                                                                        double l_4025_ = (l_4020_ + l_4024_);
                                                                        uint _e7678 = l_mut_3573_;
                                                                        uint l_4026_ = (_e7678 & 1u);
                                                                        bool l_4027_ = (l_4026_ == 1u);
                                                                        l_mut_2024_ = l_4001_;
                                                                        uint _e7683 = l_mut_3573_;
                                                                        uint l_4028_ = (_e7683 & 2u);
                                                                        bool l_4029_ = (l_4028_ != 0u);
                                                                        l_mut_308_ = l_4029_;
                                                                        l_mut_2024_ = l_4025_;
                                                                        if (l_4027_) {
                                                                            l_mut_2024_ = l_4001_;
                                                                        }
                                                                        uint _e7688 = l_mut_3573_;
                                                                        uint l_4030_ = (_e7688 + 1u);
                                                                        uint l_4031_ = (l_4030_ & 2u);
                                                                        bool l_4032_ = (l_4031_ != 0u);
                                                                        l_mut_308_ = l_4032_;
                                                                        if (false) {
                                                                            local_126 = l_3975_;
                                                                        } else {
                                                                            local_126 = false;
                                                                        }
                                                                        bool l_4033_ = local_126;
                                                                        if (l_4033_) {
                                                                            bool _e7700 = l_mut_308_;
                                                                            bool l_4034_ = !(_e7700);
                                                                            l_mut_308_ = l_4034_;
                                                                        }
                                                                        bool _e7702 = l_mut_308_;
                                                                        if (_e7702) {
                                                                            double _e7703 = l_mut_2024_;
                                                                            double l_4035_ = -(_e7703);
                                                                            l_mut_2024_ = l_4035_;
                                                                        }
                                                                        double _e7705 = l_mut_2278_;
                                                                        double l_4036_ = abs(_e7705);
                                                                        double l_4037_ = (l_4036_ * 1.4551915228366852e-11L);
                                                                        double _e7709 = l_mut_2024_;
                                                                        double l_4038_ = abs(_e7709);
                                                                        double l_4039_ = (l_4038_ * 1.4551915228366852e-11L);
                                                                        double _e7713 = l_mut_2278_;
                                                                        double l_4040_ = (_e7713 - l_178_);
                                                                        double _e7715 = l_mut_2278_;
                                                                        double l_4041_ = (_e7715 + l_178_);
                                                                        double _e7717 = l_mut_2024_;
                                                                        double l_4042_ = (_e7717 - l_178_);
                                                                        double _e7719 = l_mut_2024_;
                                                                        double l_4043_ = (_e7719 + l_178_);
                                                                        l_mut_3573_ = 2u;
                                                                        double l_4044_ = abs(l_4042_);
                                                                        bool l_4045_ = (l_4044_ <= l_4039_);
                                                                        double l_4046_ = abs(l_4043_);
                                                                        bool l_4047_ = (l_4046_ <= l_4039_);
                                                                        if (!(l_4045_)) {
                                                                            local_127 = l_4047_;
                                                                        } else {
                                                                            local_127 = true;
                                                                        }
                                                                        bool l_4048_ = local_127;
                                                                        bool l_4049_ = !(l_4048_);
                                                                        if (l_4049_) {
                                                                            l_mut_3573_ = 0u;
                                                                            bool l_4050_ = (l_4042_ <= 0.0L);
                                                                            bool l_4051_ = (l_4043_ >= 0.0L);
                                                                            if (l_4050_) {
                                                                                local_128 = l_4051_;
                                                                            } else {
                                                                                local_128 = false;
                                                                            }
                                                                            bool l_4052_ = local_128;
                                                                            bool l_4053_ = !(l_4052_);
                                                                            if (l_4053_) {
                                                                                double l_4054_ = abs(l_4042_);
                                                                                double l_4055_ = abs(l_4043_);
                                                                                l_mut_2278_ = l_4054_;
                                                                                bool l_4056_ = (l_4055_ < l_4054_);
                                                                                if (l_4056_) {
                                                                                    l_mut_2278_ = l_4055_;
                                                                                }
                                                                                double _e7745 = l_mut_2278_;
                                                                                double l_4057_ = (l_4039_ / _e7745);
                                                                                double l_4058_ = (l_4057_ + 1.4551915228366852e-11L);
                                                                                double l_4059_ = (1.0L / l_4043_);
                                                                                double l_4060_ = (1.0L / l_4042_);
                                                                                double l_4061_ = abs(l_4059_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_4062_ = (l_4061_ >= 1.1754943508222875e-38L);
                                                                                bool l_4063_ = (l_4061_ <= 1.7976931348623157e308L);
                                                                                if (l_4062_) {
                                                                                    local_129 = l_4063_;
                                                                                } else {
                                                                                    local_129 = false;
                                                                                }
                                                                                bool l_4064_ = local_129;
                                                                                if (l_4064_) {
                                                                                    uint64_t l_4065_ = l_4061_;
                                                                                    uint64_t l_4066_ = (l_4065_ >> uint(52uL));
                                                                                    uint64_t l_4067_ = (l_4066_ - 23uL);
                                                                                    uint64_t l_4068_ = (l_4067_ << uint(52uL));
                                                                                    double l_4069_ = l_4068_;
                                                                                    l_mut_2278_ = l_4069_;
                                                                                }
                                                                                double _e7775 = l_mut_2278_;
                                                                                double l_4070_ = (l_181_ * _e7775);
                                                                                double l_4071_ = (l_4059_ - l_4070_);
                                                                                double l_4072_ = abs(l_4060_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_4073_ = (l_4072_ >= 1.1754943508222875e-38L);
                                                                                bool l_4074_ = (l_4072_ <= 1.7976931348623157e308L);
                                                                                if (l_4073_) {
                                                                                    local_130 = l_4074_;
                                                                                } else {
                                                                                    local_130 = false;
                                                                                }
                                                                                bool l_4075_ = local_130;
                                                                                if (l_4075_) {
                                                                                    uint64_t l_4076_ = l_4072_;
                                                                                    uint64_t l_4077_ = (l_4076_ >> uint(52uL));
                                                                                    uint64_t l_4078_ = (l_4077_ - 23uL);
                                                                                    uint64_t l_4079_ = (l_4078_ << uint(52uL));
                                                                                    double l_4080_ = l_4079_;
                                                                                    l_mut_2278_ = l_4080_;
                                                                                }
                                                                                double _e7800 = l_mut_2278_;
                                                                                double l_4081_ = (l_181_ * _e7800);
                                                                                double l_4082_ = (l_4060_ + l_4081_);
                                                                                double l_4084_ = (l_4040_ * l_4071_);
                                                                                double l_4085_ = (l_4040_ * l_4082_);
                                                                                double l_4086_ = (l_4041_ * l_4071_);
                                                                                double l_4087_ = (l_4041_ * l_4082_);
                                                                                a_4083_[0] = l_4084_;
                                                                                a_4083_[1] = l_4084_;
                                                                                double l_4088_ = a_4083_[0];
                                                                                bool l_4089_ = (l_4085_ < l_4088_);
                                                                                if (l_4089_) {
                                                                                    a_4083_[0] = l_4085_;
                                                                                }
                                                                                double l_4090_ = a_4083_[0];
                                                                                bool l_4091_ = (l_4086_ < l_4090_);
                                                                                if (l_4091_) {
                                                                                    a_4083_[0] = l_4086_;
                                                                                }
                                                                                double l_4092_ = a_4083_[0];
                                                                                bool l_4093_ = (l_4087_ < l_4092_);
                                                                                if (l_4093_) {
                                                                                    a_4083_[0] = l_4087_;
                                                                                }
                                                                                double l_4094_ = a_4083_[1];
                                                                                bool l_4095_ = (l_4085_ > l_4094_);
                                                                                if (l_4095_) {
                                                                                    a_4083_[1] = l_4085_;
                                                                                }
                                                                                double l_4096_ = a_4083_[1];
                                                                                bool l_4097_ = (l_4086_ > l_4096_);
                                                                                if (l_4097_) {
                                                                                    a_4083_[1] = l_4086_;
                                                                                }
                                                                                double l_4098_ = a_4083_[1];
                                                                                bool l_4099_ = (l_4087_ > l_4098_);
                                                                                if (l_4099_) {
                                                                                    a_4083_[1] = l_4087_;
                                                                                }
                                                                                double l_4100_ = abs(l_4040_);
                                                                                double l_4101_ = abs(l_4041_);
                                                                                l_mut_2278_ = l_4100_;
                                                                                bool l_4102_ = (l_4101_ > l_4100_);
                                                                                if (l_4102_) {
                                                                                    l_mut_2278_ = l_4101_;
                                                                                }
                                                                                double l_4103_ = abs(l_4071_);
                                                                                double l_4104_ = abs(l_4082_);
                                                                                l_mut_2024_ = l_4103_;
                                                                                bool l_4105_ = (l_4104_ > l_4103_);
                                                                                if (l_4105_) {
                                                                                    l_mut_2024_ = l_4104_;
                                                                                }
                                                                                double _e7839 = l_mut_2278_;
                                                                                double _e7840 = l_mut_2024_;
                                                                                double l_4106_ = (_e7839 * _e7840);
                                                                                double l_4107_ = (l_4058_ + 1.4551915228366852e-11L);
                                                                                double l_4108_ = (l_4106_ * l_4107_);
                                                                                double _e7845 = l_mut_2024_;
                                                                                double l_4109_ = (l_4037_ * _e7845);
                                                                                double l_4110_ = (l_4108_ + l_4109_);
                                                                                l_mut_3573_ = 2u;
                                                                                double l_4111_ = abs(l_4059_);
                                                                                double l_4112_ = (l_4111_ * l_4058_);
                                                                                double l_4113_ = (l_4059_ - l_4112_);
                                                                                double l_4114_ = abs(l_4113_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_4115_ = (l_4114_ >= 1.1754943508222875e-38L);
                                                                                bool l_4116_ = (l_4114_ <= 1.7976931348623157e308L);
                                                                                if (l_4115_) {
                                                                                    local_131 = l_4116_;
                                                                                } else {
                                                                                    local_131 = false;
                                                                                }
                                                                                bool l_4117_ = local_131;
                                                                                if (l_4117_) {
                                                                                    uint64_t l_4118_ = l_4114_;
                                                                                    uint64_t l_4119_ = (l_4118_ >> uint(52uL));
                                                                                    uint64_t l_4120_ = (l_4119_ - 23uL);
                                                                                    uint64_t l_4121_ = (l_4120_ << uint(52uL));
                                                                                    double l_4122_ = l_4121_;
                                                                                    l_mut_2278_ = l_4122_;
                                                                                }
                                                                                double l_4123_ = (l_4059_ + l_4112_);
                                                                                double l_4124_ = abs(l_4123_);
                                                                                l_mut_2024_ = 1.401298464324817e-45L;
                                                                                bool l_4125_ = (l_4124_ >= 1.1754943508222875e-38L);
                                                                                bool l_4126_ = (l_4124_ <= 1.7976931348623157e308L);
                                                                                if (l_4125_) {
                                                                                    local_132 = l_4126_;
                                                                                } else {
                                                                                    local_132 = false;
                                                                                }
                                                                                bool l_4127_ = local_132;
                                                                                if (l_4127_) {
                                                                                    uint64_t l_4128_ = l_4124_;
                                                                                    uint64_t l_4129_ = (l_4128_ >> uint(52uL));
                                                                                    uint64_t l_4130_ = (l_4129_ - 23uL);
                                                                                    uint64_t l_4131_ = (l_4130_ << uint(52uL));
                                                                                    double l_4132_ = l_4131_;
                                                                                    l_mut_2024_ = l_4132_;
                                                                                }
                                                                                double _e7897 = l_mut_2278_;
                                                                                double _e7898 = l_mut_2024_;
                                                                                bool l_4133_ = (_e7897 == _e7898);
                                                                                double l_4134_ = abs(l_4060_);
                                                                                double l_4135_ = (l_4134_ * l_4058_);
                                                                                double l_4136_ = (l_4060_ - l_4135_);
                                                                                double l_4137_ = abs(l_4136_);
                                                                                l_mut_2278_ = 1.401298464324817e-45L;
                                                                                bool l_4138_ = (l_4137_ >= 1.1754943508222875e-38L);
                                                                                bool l_4139_ = (l_4137_ <= 1.7976931348623157e308L);
                                                                                if (l_4138_) {
                                                                                    local_133 = l_4139_;
                                                                                } else {
                                                                                    local_133 = false;
                                                                                }
                                                                                bool l_4140_ = local_133;
                                                                                if (l_4140_) {
                                                                                    uint64_t l_4141_ = l_4137_;
                                                                                    uint64_t l_4142_ = (l_4141_ >> uint(52uL));
                                                                                    uint64_t l_4143_ = (l_4142_ - 23uL);
                                                                                    uint64_t l_4144_ = (l_4143_ << uint(52uL));
                                                                                    double l_4145_ = l_4144_;
                                                                                    l_mut_2278_ = l_4145_;
                                                                                }
                                                                                double l_4146_ = (l_4060_ + l_4135_);
                                                                                double l_4147_ = abs(l_4146_);
                                                                                l_mut_2024_ = 1.401298464324817e-45L;
                                                                                bool l_4148_ = (l_4147_ >= 1.1754943508222875e-38L);
                                                                                bool l_4149_ = (l_4147_ <= 1.7976931348623157e308L);
                                                                                if (l_4148_) {
                                                                                    local_134 = l_4149_;
                                                                                } else {
                                                                                    local_134 = false;
                                                                                }
                                                                                bool l_4150_ = local_134;
                                                                                if (l_4150_) {
                                                                                    uint64_t l_4151_ = l_4147_;
                                                                                    uint64_t l_4152_ = (l_4151_ >> uint(52uL));
                                                                                    uint64_t l_4153_ = (l_4152_ - 23uL);
                                                                                    uint64_t l_4154_ = (l_4153_ << uint(52uL));
                                                                                    double l_4155_ = l_4154_;
                                                                                    l_mut_2024_ = l_4155_;
                                                                                }
                                                                                double _e7948 = l_mut_2278_;
                                                                                double _e7949 = l_mut_2024_;
                                                                                bool l_4156_ = (_e7948 == _e7949);
                                                                                if (l_4133_) {
                                                                                    local_135 = l_4156_;
                                                                                } else {
                                                                                    local_135 = false;
                                                                                }
                                                                                bool l_4157_ = local_135;
                                                                                if (l_4157_) {
                                                                                    double l_4158_ = a_4083_[0];
                                                                                    double l_4159_ = a_4083_[1];
                                                                                    float _e7959 = l_mut_25_;
                                                                                    uint l_4160_ = asuint(_e7959);
                                                                                    uint l_4161_ = (l_4160_ & 2147483647u);
                                                                                    float l_4162_ = asfloat(l_4161_);
                                                                                    double l_4163_ = double(l_4162_);
                                                                                    l_mut_2278_ = l_4163_;
                                                                                    bool l_4164_ = (l_4161_ < 8388608u);
                                                                                    if (l_4164_) {
                                                                                        double l_4165_ = double(l_4161_);
                                                                                        double l_4166_ = (l_4165_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_4166_;
                                                                                    }
                                                                                    double _e7970 = l_mut_2278_;
                                                                                    uint64_t l_4167_ = _e7970;
                                                                                    uint l_4168_ = (l_4160_ >> 31u);
                                                                                    uint64_t l_4169_ = uint64_t(l_4168_);
                                                                                    uint64_t l_4170_ = (l_4169_ << uint(63uL));
                                                                                    uint64_t l_4171_ = (l_4167_ | l_4170_);
                                                                                    double l_4172_ = l_4171_;
                                                                                    float _e7981 = l_mut_25_;
                                                                                    uint l_4173_ = asuint(_e7981);
                                                                                    uint l_4174_ = (l_4173_ + 1u);
                                                                                    l_mut_2530_ = l_4174_;
                                                                                    uint l_4175_ = (l_4173_ & 2147483647u);
                                                                                    bool l_4176_ = (l_4175_ == 0u);
                                                                                    if (l_4176_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_4177_ = (l_4173_ & 2147483648u);
                                                                                        bool l_4178_ = (l_4177_ != 0u);
                                                                                        if (l_4178_) {
                                                                                            uint l_4179_ = (l_4173_ - 1u);
                                                                                            l_mut_2530_ = l_4179_;
                                                                                        } else {
                                                                                            bool l_4180_ = (l_4173_ == 2139095040u);
                                                                                            if (l_4180_) {
                                                                                                l_mut_2530_ = l_4173_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e7998 = l_mut_2530_;
                                                                                    float l_4181_ = asfloat(_e7998);
                                                                                    uint l_4182_ = asuint(l_4181_);
                                                                                    uint l_4183_ = (l_4182_ & 2147483647u);
                                                                                    float l_4184_ = asfloat(l_4183_);
                                                                                    double l_4185_ = double(l_4184_);
                                                                                    l_mut_2278_ = l_4185_;
                                                                                    bool l_4186_ = (l_4183_ < 8388608u);
                                                                                    if (l_4186_) {
                                                                                        double l_4187_ = double(l_4183_);
                                                                                        double l_4188_ = (l_4187_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_4188_;
                                                                                    }
                                                                                    double _e8010 = l_mut_2278_;
                                                                                    uint64_t l_4189_ = _e8010;
                                                                                    uint l_4190_ = (l_4182_ >> 31u);
                                                                                    uint64_t l_4191_ = uint64_t(l_4190_);
                                                                                    uint64_t l_4192_ = (l_4191_ << uint(63uL));
                                                                                    uint64_t l_4193_ = (l_4189_ | l_4192_);
                                                                                    double l_4194_ = l_4193_;
                                                                                    float _e8021 = l_mut_25_;
                                                                                    uint l_4195_ = asuint(_e8021);
                                                                                    uint l_4196_ = (l_4195_ ^ 2147483648u);
                                                                                    float l_4197_ = asfloat(l_4196_);
                                                                                    uint l_4198_ = asuint(l_4197_);
                                                                                    uint l_4199_ = (l_4198_ + 1u);
                                                                                    l_mut_2530_ = l_4199_;
                                                                                    uint l_4200_ = (l_4198_ & 2147483647u);
                                                                                    bool l_4201_ = (l_4200_ == 0u);
                                                                                    if (l_4201_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        uint l_4202_ = (l_4198_ & 2147483648u);
                                                                                        bool l_4203_ = (l_4202_ != 0u);
                                                                                        if (l_4203_) {
                                                                                            uint l_4204_ = (l_4198_ - 1u);
                                                                                            l_mut_2530_ = l_4204_;
                                                                                        } else {
                                                                                            bool l_4205_ = (l_4198_ == 2139095040u);
                                                                                            if (l_4205_) {
                                                                                                l_mut_2530_ = l_4198_;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8042 = l_mut_2530_;
                                                                                    float l_4206_ = asfloat(_e8042);
                                                                                    uint l_4207_ = asuint(l_4206_);
                                                                                    uint l_4208_ = (l_4207_ ^ 2147483648u);
                                                                                    float l_4209_ = asfloat(l_4208_);
                                                                                    uint l_4210_ = asuint(l_4209_);
                                                                                    uint l_4211_ = (l_4210_ & 2147483647u);
                                                                                    float l_4212_ = asfloat(l_4211_);
                                                                                    double l_4213_ = double(l_4212_);
                                                                                    l_mut_2278_ = l_4213_;
                                                                                    bool l_4214_ = (l_4211_ < 8388608u);
                                                                                    if (l_4214_) {
                                                                                        double l_4215_ = double(l_4211_);
                                                                                        double l_4216_ = (l_4215_ * 1.401298464324817e-45L);
                                                                                        l_mut_2278_ = l_4216_;
                                                                                    }
                                                                                    double _e8058 = l_mut_2278_;
                                                                                    uint64_t l_4217_ = _e8058;
                                                                                    uint l_4218_ = (l_4210_ >> 31u);
                                                                                    uint64_t l_4219_ = uint64_t(l_4218_);
                                                                                    uint64_t l_4220_ = (l_4219_ << uint(63uL));
                                                                                    uint64_t l_4221_ = (l_4217_ | l_4220_);
                                                                                    double l_4222_ = l_4221_;
                                                                                    double l_4223_ = (l_4158_ + l_4110_);
                                                                                    bool l_4224_ = (l_4223_ <= l_4172_);
                                                                                    l_mut_308_ = l_4224_;
                                                                                    double l_4225_ = (l_4158_ - l_4110_);
                                                                                    bool l_4226_ = (l_4225_ > l_4172_);
                                                                                    l_mut_305_ = l_4226_;
                                                                                    double l_4227_ = (l_4159_ - l_4110_);
                                                                                    bool l_4228_ = (l_4227_ >= l_4172_);
                                                                                    l_mut_302_ = l_4228_;
                                                                                    double l_4229_ = (l_4159_ + l_4110_);
                                                                                    bool l_4230_ = (l_4229_ < l_4172_);
                                                                                    l_mut_299_ = l_4230_;
                                                                                    double l_4231_ = (l_4158_ + l_4110_);
                                                                                    bool l_4232_ = (l_4231_ < l_4194_);
                                                                                    l_mut_308_ = l_4232_;
                                                                                    double l_4233_ = (l_4158_ - l_4110_);
                                                                                    bool l_4234_ = (l_4233_ >= l_4194_);
                                                                                    l_mut_305_ = l_4234_;
                                                                                    double l_4235_ = (l_4159_ - l_4110_);
                                                                                    bool l_4236_ = (l_4235_ > l_4222_);
                                                                                    l_mut_302_ = l_4236_;
                                                                                    double l_4237_ = (l_4159_ + l_4110_);
                                                                                    bool l_4238_ = (l_4237_ <= l_4222_);
                                                                                    l_mut_299_ = l_4238_;
                                                                                    l_mut_2530_ = 2u;
                                                                                    bool _e8086 = l_mut_305_;
                                                                                    if (!(_e8086)) {
                                                                                        bool _e8090 = l_mut_299_;
                                                                                        local_136 = _e8090;
                                                                                    } else {
                                                                                        local_136 = true;
                                                                                    }
                                                                                    bool l_4239_ = local_136;
                                                                                    if (l_4239_) {
                                                                                        l_mut_2530_ = 1u;
                                                                                    } else {
                                                                                        bool _e8094 = l_mut_308_;
                                                                                        if (_e8094) {
                                                                                            bool _e8097 = l_mut_302_;
                                                                                            local_137 = _e8097;
                                                                                        } else {
                                                                                            local_137 = false;
                                                                                        }
                                                                                        bool l_4240_ = local_137;
                                                                                        if (l_4240_) {
                                                                                            l_mut_2530_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    float _e8101 = l_mut_25_;
                                                                                    uint l_4241_ = asuint(_e8101);
                                                                                    uint l_4242_ = (l_4241_ & 2147483647u);
                                                                                    bool l_4243_ = (l_4242_ == 0u);
                                                                                    if (l_4243_) {
                                                                                        double l_4244_ = (l_4158_ + l_4110_);
                                                                                        bool l_4245_ = (l_4244_ < 1.1754943508222875e-38L);
                                                                                        double l_4246_ = (l_4159_ - l_4110_);
                                                                                        bool l_4247_ = (l_4246_ > -1.1754943508222875e-38L);
                                                                                        if (l_4245_) {
                                                                                            local_138 = l_4247_;
                                                                                        } else {
                                                                                            local_138 = false;
                                                                                        }
                                                                                        bool l_4248_ = local_138;
                                                                                        double l_4249_ = (l_4158_ - l_4110_);
                                                                                        bool l_4250_ = (l_4249_ < 1.1754943508222875e-38L);
                                                                                        double l_4251_ = (l_4159_ + l_4110_);
                                                                                        bool l_4252_ = (l_4251_ > -1.1754943508222875e-38L);
                                                                                        if (l_4250_) {
                                                                                            local_139 = l_4252_;
                                                                                        } else {
                                                                                            local_139 = false;
                                                                                        }
                                                                                        bool l_4253_ = local_139;
                                                                                        if (l_4248_) {
                                                                                            l_mut_2530_ = 0u;
                                                                                        } else {
                                                                                            uint _e8128 = l_mut_2530_;
                                                                                            bool l_4254_ = (_e8128 == 1u);
                                                                                            if (l_4253_) {
                                                                                                local_140 = l_4254_;
                                                                                            } else {
                                                                                                local_140 = false;
                                                                                            }
                                                                                            bool l_4255_ = local_140;
                                                                                            if (l_4255_) {
                                                                                                l_mut_2530_ = 2u;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    uint _e8136 = l_mut_2530_;
                                                                                    l_mut_3573_ = _e8136;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e8137 = l_mut_3573_;
                                                                        l_mut_190_ = _e8137;
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
                            uint l_4256_ = a_189_[0];
                            bool l_4257_ = (l_4256_ == 0u);
                            if (l_4257_) {
                                l_mut_190_ = 2u;
                            }
                            uint _e8143 = l_mut_170_;
                            uint _e8145 = l_mut_190_;
                            a_10_[min(uint(_e8143), 7u)] = _e8145;
                            uint _e8146 = l_mut_170_;
                            uint l_4258_ = a_10_[min(uint(_e8146), 7u)];
                            bool l_4259_ = (l_4258_ == 2u);
                            if (l_4259_) {
                                l_mut_167_ = false;
                            }
                        }
                    }
                }
                uint _e8155 = l_mut_69_;
                bool l_4260_ = (_e8155 == 4294967293u);
                if (l_4260_) {
                    uint l_4261_ = a_8_[0];
                    uint l_4262_ = (l_4261_ + 1u);
                    a_8_[0] = l_4262_;
                } else {
                    bool _e8163 = l_mut_167_;
                    if (_e8163) {
                        l_mut_2278_ = l_157_;
                        double _e8164 = l_mut_2278_;
                        bool l_4263_ = (_e8164 < -17.0L);
                        if (l_4263_) {
                            l_mut_2278_ = -17.0L;
                        }
                        double _e8168 = l_mut_2278_;
                        bool l_4264_ = (_e8168 > 17.0L);
                        if (l_4264_) {
                            l_mut_2278_ = 17.0L;
                        }
                        double _e8172 = l_mut_2278_;
                        double l_4265_ = (_e8172 + 16.0L);
                        double l_4266_ = (l_4265_ + 1.0L);
                        uint l_4267_ = naga_f2u32(l_4266_);
                        uint l_4268_ = (2u + l_4267_);
                        uint l_4269_ = a_8_[min(uint(l_4268_), 64u)];
                        uint l_4270_ = (l_4269_ + 1u);
                        a_8_[min(uint(l_4268_), 64u)] = l_4270_;
                        float _e8185 = l_mut_25_;
                        uint l_4271_ = asuint(_e8185);
                        uint l_4272_ = (l_4271_ & 2147483647u);
                        float l_4273_ = asfloat(l_4272_);
                        double l_4274_ = double(l_4273_);
                        l_mut_2278_ = l_4274_;
                        bool l_4275_ = (l_4272_ < 8388608u);
                        if (l_4275_) {
                            double l_4276_ = double(l_4272_);
                            double l_4277_ = (l_4276_ * 1.401298464324817e-45L);
                            l_mut_2278_ = l_4277_;
                        }
                        double _e8196 = l_mut_2278_;
                        uint64_t l_4278_ = _e8196;
                        uint l_4279_ = (l_4271_ >> 31u);
                        uint64_t l_4280_ = uint64_t(l_4279_);
                        uint64_t l_4281_ = (l_4280_ << uint(63uL));
                        uint64_t l_4282_ = (l_4278_ | l_4281_);
                        double l_4283_ = l_4282_;
                        double _e8207 = l_mut_31_;
                        double l_4284_ = abs(_e8207);
                        double _e8209 = l_mut_31_;
                        double l_4285_ = (_e8209 * 0.0L);
                        double l_4286_ = (l_4285_ + 7.1362384635298e44L);
                        l_mut_2278_ = l_4286_;
                        bool l_4287_ = (l_4284_ >= 2.350988701644575e-38L);
                        if (l_4287_) {
                            uint _e8216 = l_mut_69_;
                            uint l_4288_ = (_e8216 & 2147483647u);
                            float l_4289_ = asfloat(l_4288_);
                            double l_4290_ = double(l_4289_);
                            uint l_4291_ = (l_4288_ & 2139095040u);
                            float l_4292_ = asfloat(l_4291_);
                            double l_4293_ = double(l_4292_);
                            bool l_4294_ = (l_4290_ > l_4284_);
                            uint l_4295_ = (l_4288_ & 8388607u);
                            bool l_4296_ = (l_4295_ == 0u);
                            if (l_4294_) {
                                local_141 = l_4296_;
                            } else {
                                local_141 = false;
                            }
                            bool l_4297_ = local_141;
                            double l_4298_ = (l_4293_ * 1.1920928955078125e-7L);
                            double l_4299_ = double(l_4297_);
                            double l_4300_ = (0.5L * l_4299_);
                            double l_4301_ = (1.0L - l_4300_);
                            double l_4302_ = (l_4298_ * l_4301_);
                            double l_4303_ = (1.0L / l_4302_);
                            l_mut_2278_ = l_4303_;
                        }
                        double _e8244 = l_mut_31_;
                        double l_4304_ = (l_4283_ - _e8244);
                        double _e8246 = l_mut_2278_;
                        double l_4305_ = (l_4304_ * _e8246);
                        uint l_4307_ = (45u + 0u);
                        double l_4308_ = abs(l_4305_);
                        double l_4309_ = a_9_[0];
                        double l_4310_ = abs(l_4309_);
                        bool l_4311_ = (l_4308_ > l_4310_);
                        l_mut_308_ = l_4311_;
                        if (true) {
                            double l_4313_ = a_9_[0];
                            bool l_4314_ = (l_4305_ < l_4313_);
                            l_mut_308_ = l_4314_;
                        } else {
                            if (false) {
                                double l_4316_ = a_9_[0];
                                bool l_4317_ = (l_4305_ > l_4316_);
                                l_mut_308_ = l_4317_;
                            }
                        }
                        uint l_4318_ = a_8_[min(uint(l_4307_), 64u)];
                        bool l_4319_ = (l_4318_ == 4294967295u);
                        if (!(l_4319_)) {
                            bool _e8271 = l_mut_308_;
                            local_142 = _e8271;
                        } else {
                            local_142 = true;
                        }
                        bool l_4320_ = local_142;
                        if (l_4320_) {
                            a_8_[min(uint(l_4307_), 64u)] = l_23_;
                            uint l_4321_ = (l_4307_ + 1u);
                            a_8_[min(uint(l_4321_), 64u)] = l_138_;
                            a_9_[0] = l_4305_;
                        }
                        uint l_4323_ = (45u + 2u);
                        double l_4324_ = abs(l_4305_);
                        double l_4325_ = a_9_[1];
                        double l_4326_ = abs(l_4325_);
                        bool l_4327_ = (l_4324_ > l_4326_);
                        l_mut_308_ = l_4327_;
                        if (false) {
                            double l_4329_ = a_9_[1];
                            bool l_4330_ = (l_4305_ < l_4329_);
                            l_mut_308_ = l_4330_;
                        } else {
                            if (true) {
                                double l_4332_ = a_9_[1];
                                bool l_4333_ = (l_4305_ > l_4332_);
                                l_mut_308_ = l_4333_;
                            }
                        }
                        uint l_4334_ = a_8_[min(uint(l_4323_), 64u)];
                        bool l_4335_ = (l_4334_ == 4294967295u);
                        if (!(l_4335_)) {
                            bool _e8302 = l_mut_308_;
                            local_143 = _e8302;
                        } else {
                            local_143 = true;
                        }
                        bool l_4336_ = local_143;
                        if (l_4336_) {
                            a_8_[min(uint(l_4323_), 64u)] = l_23_;
                            uint l_4337_ = (l_4323_ + 1u);
                            a_8_[min(uint(l_4337_), 64u)] = l_138_;
                            a_9_[1] = l_4305_;
                        }
                        bool l_4338_ = (l_157_ != 0.0L);
                        if (l_4338_) {
                            l_mut_4339_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e8368 = l_mut_4339_;
                                    l_mut_4339_ = (_e8368 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e8314 = l_mut_4339_;
                                if ((_e8314 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8317 = l_mut_4339_;
                                    uint l_4340_ = a_10_[min(uint(_e8317), 7u)];
                                    bool l_4341_ = (l_4340_ == 1u);
                                    if (l_4341_) {
                                        uint _e8323 = l_mut_4339_;
                                        uint l_4342_ = (37u + _e8323);
                                        uint l_4343_ = a_8_[min(uint(l_4342_), 64u)];
                                        uint l_4344_ = (l_4343_ + 1u);
                                        a_8_[min(uint(l_4342_), 64u)] = l_4344_;
                                        uint _e8331 = l_mut_4339_;
                                        uint l_4345_ = (2u + _e8331);
                                        uint l_4346_ = (2u * l_4345_);
                                        uint l_4347_ = (45u + l_4346_);
                                        double l_4348_ = abs(l_4305_);
                                        double l_4349_ = a_9_[min(uint(l_4345_), 9u)];
                                        double l_4350_ = abs(l_4349_);
                                        bool l_4351_ = (l_4348_ > l_4350_);
                                        l_mut_308_ = l_4351_;
                                        bool l_4352_ = (l_4345_ == 0u);
                                        if (l_4352_) {
                                            double l_4353_ = a_9_[min(uint(l_4345_), 9u)];
                                            bool l_4354_ = (l_4305_ < l_4353_);
                                            l_mut_308_ = l_4354_;
                                        } else {
                                            bool l_4355_ = (l_4345_ == 1u);
                                            if (l_4355_) {
                                                double l_4356_ = a_9_[min(uint(l_4345_), 9u)];
                                                bool l_4357_ = (l_4305_ > l_4356_);
                                                l_mut_308_ = l_4357_;
                                            }
                                        }
                                        uint l_4358_ = a_8_[min(uint(l_4347_), 64u)];
                                        bool l_4359_ = (l_4358_ == 4294967295u);
                                        if (!(l_4359_)) {
                                            bool _e8359 = l_mut_308_;
                                            local_144 = _e8359;
                                        } else {
                                            local_144 = true;
                                        }
                                        bool l_4360_ = local_144;
                                        if (l_4360_) {
                                            a_8_[min(uint(l_4347_), 64u)] = l_23_;
                                            uint l_4361_ = (l_4347_ + 1u);
                                            a_8_[min(uint(l_4361_), 64u)] = l_138_;
                                            a_9_[min(uint(l_4345_), 9u)] = l_4305_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_4362_ = a_8_[1];
                        uint l_4363_ = (l_2_ + l_4362_);
                        uint l_4364_ = (l_4363_ * 2u);
                        uint l_4449_ = asuint(info.Load(24+0));
                        uint l_4450_ = (l_4449_ * 1u);
                        bool l_4451_ = (l_4364_ < l_4450_);
                        if (l_4451_) {
                            buffer_6_global.Store(l_4364_*4, asuint(l_23_));
                        }
                        uint l_4365_ = (l_4364_ + 1u);
                        uint l_4452_ = asuint(info.Load(24+0));
                        uint l_4453_ = (l_4452_ * 1u);
                        bool l_4454_ = (l_4365_ < l_4453_);
                        if (l_4454_) {
                            buffer_6_global.Store(l_4365_*4, asuint(l_138_));
                        }
                        uint l_4366_ = a_8_[1];
                        uint l_4367_ = (l_4366_ + 1u);
                        a_8_[1] = l_4367_;
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
                uint _e8425 = l_mut_4368_;
                l_mut_4368_ = (_e8425 + 1u);
            }
            loop_init_5 = false;
            uint _e8405 = l_mut_4368_;
            if ((_e8405 < 65u)) {
            } else {
                break;
            }
            {
                uint l_4369_ = (id * 65u);
                uint _e8410 = l_mut_4368_;
                uint l_4370_ = (l_4369_ + _e8410);
                uint _e8412 = l_mut_4368_;
                uint l_4371_ = a_8_[min(uint(_e8412), 64u)];
                uint l_4455_ = asuint(info.Load(16+0));
                uint l_4456_ = (l_4455_ * 1u);
                bool l_4457_ = (l_4370_ < l_4456_);
                if (l_4457_) {
                    buffer_4_global.Store(l_4370_*4, asuint(l_4371_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e8449 = l_mut_4372_;
                l_mut_4372_ = (_e8449 + 1u);
            }
            loop_init_6 = false;
            uint _e8429 = l_mut_4372_;
            if ((_e8429 < 10u)) {
            } else {
                break;
            }
            {
                uint l_4373_ = (id * 10u);
                uint _e8434 = l_mut_4372_;
                uint l_4374_ = (l_4373_ + _e8434);
                uint _e8436 = l_mut_4372_;
                double l_4375_ = a_9_[min(uint(_e8436), 9u)];
                uint l_4458_ = asuint(info.Load(20+0));
                uint l_4459_ = (l_4458_ * 1u);
                bool l_4460_ = (l_4374_ < l_4459_);
                if (l_4460_) {
                    buffer_5_global.Store(l_4374_*8, l_4375_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
